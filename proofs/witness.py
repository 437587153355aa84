"""The counterexample file: its format, digest, writer, reader and replay, in one place.

``counterexamples/<claim id with / -> __>.json`` holds what ``alltoall replay`` re-checks; a
readable ``.md`` (and an ``.svg`` picture, when the witness asks for one) stands beside it. The
document holds no timings or dates, so a rerun reproduces it byte for byte. Replay re-checks the
witness with brute force only, through the replayers registered in :mod:`alltoall.checkers.replay`.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np

from alltoall.checkers.result import Verdict
from alltoall.spec.errors import ParameterError

FORMAT = 1
CEX_DIR = Path("counterexamples")
REQUIRED = {"format": int, "claim": str, "params": dict, "witness": dict, "explanation": str, "digest": str}


def jsonable(obj: Any) -> Any:
    """Plain JSON values from numpy scalars/arrays, tuples, sets and enums."""
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, set)):
        return [jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return jsonable(obj.tolist())
    if isinstance(obj, np.integer):
        return int(obj)
    if isinstance(obj, np.floating):
        return float(obj)
    if isinstance(obj, np.bool_):
        return bool(obj)
    if isinstance(obj, Verdict):
        return obj.value
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    return str(obj)


def dumps(doc: Any) -> str:
    """Canonical JSON text (sorted keys, indent 2, trailing newline) of ``doc`` made JSON-safe."""
    return json.dumps(jsonable(doc), sort_keys=True, indent=2) + "\n"


def witness_paths(claim) -> tuple[Path, Path]:
    """``counterexamples/<stem>.json`` and ``.md``, relative to the root."""
    return CEX_DIR / f"{claim.artifact_stem}.json", CEX_DIR / f"{claim.artifact_stem}.md"


def picture_path(claim) -> Path:
    """``counterexamples/<stem>.svg``, relative to the root."""
    return CEX_DIR / f"{claim.artifact_stem}.svg"


def witness_doc(claim, result) -> dict:
    """The counterexample file's document for a refuted claim (no timings, no dates)."""
    w = result.witness
    params = jsonable(w.params)
    witness = jsonable({"kind": w.kind, "data": w.data})
    json_path, _ = witness_paths(claim)
    doc = {
        "format": FORMAT,
        "claim": claim.id,
        "source": str(claim.source),
        "statement": claim.statement,
        "expected": claim.expected.value,
        "verdict": result.verdict.value,
        "domain": result.domain,
        "params": params,
        "witness": witness,
        "explanation": w.explanation,
        "found_by": jsonable(w.found_by),
        "replay": f"alltoall replay {json_path.as_posix()}",
        "digest": digest(claim.id, params, witness),
    }
    if w.picture is not None:
        doc["picture"] = picture_path(claim).name
    return doc


def render_markdown(doc: dict) -> str:
    """A counterexample a person can follow, from its JSON document."""
    data = dict(doc["witness"]["data"])
    rendering = data.pop("rendering", None)
    lines = [
        f"# Counterexample: `{doc['claim']}`",
        "",
        f"**Claim** ({doc['source']}): {doc['statement']}",
        "",
        f"**Verdict:** {doc['verdict']} (expected: {doc['expected']}) over {doc['domain']}",
        "",
        "## What goes wrong",
        "",
        doc["explanation"],
        "",
        "## Parameters",
        "",
        "```json",
        json.dumps(doc["params"], sort_keys=True, indent=2),
        "```",
        "",
        f"## Witness (`{doc['witness']['kind']}`)",
        "",
        "```json",
        json.dumps(data, sort_keys=True, indent=2),
        "```",
    ]
    if rendering:
        lines += ["", "## Follow the signals", "", "```text", rendering, "```"]
    if doc.get("picture"):
        lines += ["", "## Picture", "", f"![{doc['claim']}]({doc['picture']})"]
    found = ", ".join(f"{k}: {v}" for k, v in sorted(doc["found_by"].items()))
    lines += ["", "## How it was found", "", found or "-", "", "## Re-check it", "", "```sh", doc["replay"], "```", ""]
    return "\n".join(lines)


def digest(claim: str, params: Any, witness: Any) -> str:
    """SHA-256 of the canonical JSON of what a witness asserts."""
    body = json.dumps({"claim": claim, "params": params, "witness": witness}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def load_witness_file(path: str | Path) -> dict:
    """Read and validate a counterexample file; raises ``ParameterError("FILE", ...)`` on any defect.

    Checks: the file exists and is JSON, an object, ``format == 1``, the required fields with
    their types, a witness with a string ``kind`` and an object ``data``, and the digest.
    """
    p = Path(path)
    if not p.is_file():
        raise ParameterError("FILE", f"{path}: no such file")
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise ParameterError("FILE", f"{path}: cannot read it ({e.strerror or e})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ParameterError("FILE", f"{path}: not valid JSON ({e})") from None
    if not isinstance(doc, dict):
        raise ParameterError("FILE", f"{path}: expected a JSON object")
    for key, typ in REQUIRED.items():
        if key not in doc:
            raise ParameterError("FILE", f"{path}: missing field {key!r}")
        if not isinstance(doc[key], typ) or isinstance(doc[key], bool):
            raise ParameterError("FILE", f"{path}: field {key!r} should be {typ.__name__}")
    if doc["format"] != FORMAT:
        raise ParameterError("FILE", f"{path}: unsupported format {doc['format']} (expected {FORMAT})")
    w = doc["witness"]
    if not isinstance(w.get("kind"), str) or not isinstance(w.get("data"), dict):
        raise ParameterError("FILE", f"{path}: witness needs a string 'kind' and an object 'data'")
    if digest(doc["claim"], doc["params"], w) != doc["digest"]:
        raise ParameterError("FILE", f"{path}: digest mismatch: the claim, parameters or witness were edited after the file was written")
    return doc


def read_counterexample(root: Path, claim) -> dict | None:
    """The committed counterexample document of ``claim``, if there is a readable one."""
    path = root / witness_paths(claim)[0]
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) else None


def replay(doc: dict) -> tuple[bool, str]:
    """Re-check a validated witness document by brute force; returns ``(stands, message)``.

    Raises :class:`ParameterError` ``FILE`` when the claim id is not registered, no replayer
    handles the witness kind, or the replayer rejects the data as malformed.
    """
    from alltoall.checkers import replay as replayers
    from alltoall.proofs import registry

    failed = replayers.load()
    claims = registry.load_all()
    if doc["claim"] not in claims:
        raise ParameterError("FILE", f"unknown claim {doc['claim']!r}; `alltoall list` shows the ids")
    kind = doc["witness"]["kind"]
    if kind not in replayers.REPLAYERS:
        why = f" (modules that failed to import: {', '.join(f'{m}: {e}' for m, e in failed.items())})" if failed else ""
        raise ParameterError("FILE", f"no replay check for witness kind {kind!r}{why}")
    try:
        stands, message = replayers.REPLAYERS[kind](claims[doc["claim"]], doc["params"], doc["witness"]["data"])
    except ParameterError as e:
        raise ParameterError("FILE", f"malformed witness: {e}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise ParameterError("FILE", f"malformed witness: {type(e).__name__}: {e}") from None
    return bool(stands), str(message)
