"""The counterexample file: its format, digest, writer, reader and replay, in one place.

``counterexamples/<claim id with / -> __>.json`` holds what ``alltoall replay`` re-checks; a
readable ``.md`` (and an ``.svg`` picture, when the witness asks for one) stands beside it. The
document holds no timings or dates, so a rerun reproduces it byte for byte. Replay re-checks the
witness with brute force only, through the replayers registered in :mod:`alltoall.checkers.replay`,
against the claim as the registry defines it: from the file it takes only the witness point
(:func:`replay` says exactly what is checked). The digest catches accidents, not edits.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing as mp
import os
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from alltoall.checkers import replay as replayers
from alltoall.checkers.point import FromClaim
from alltoall.checkers.replay import byte_size
from alltoall.checkers.result import Verdict
from alltoall.checkers.workers import cap_memory, held_signals, worker_setup
from alltoall.proofs import registry, repository
from alltoall.spec.errors import ParameterError

__all__ = [
    "CEX_DIR",
    "Contradiction",
    "DuplicateKey",
    "FORMAT",
    "MALFORMED",
    "MAX_BYTES",
    "MEMORY_CAP",
    "REQUIRED",
    "TIME_CAP",
    "TOO_LARGE",
    "digest",
    "dumps",
    "file_defect",
    "jsonable",
    "load_witness_file",
    "picture_path",
    "read_counterexample",
    "render_markdown",
    "render_terminal",
    "replay",
    "witness_doc",
    "witness_paths",
    "witness_point",
]

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


def witness_paths(claim: Any) -> tuple[Path, Path]:
    """``counterexamples/<stem>.json`` and ``.md``, relative to the root."""
    return CEX_DIR / f"{claim.artifact_stem}.json", CEX_DIR / f"{claim.artifact_stem}.md"


def picture_path(claim: Any) -> Path:
    """``counterexamples/<stem>.svg``, relative to the root."""
    return CEX_DIR / f"{claim.artifact_stem}.svg"


def witness_doc(claim: Any, result: Any) -> dict:
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


def render_terminal(doc: dict, picture: str | None = None) -> str:
    """A counterexample for a terminal: plain text, one compact line per parameter and witness field,
    the rendering indented, the picture file named (``picture``: its path, when it exists)."""
    data = dict(doc["witness"]["data"])
    rendering = data.pop("rendering", None)

    def fields(d: dict) -> list[str]:
        return [f"  {k} = {json.dumps(v, sort_keys=True, separators=(', ', ': '))}" for k, v in sorted(d.items())]

    lines = [
        f"verdict:     {doc['verdict']} (expected {doc['expected']}) over {doc['domain']}",
        "",
        "what goes wrong:",
        *("  " + x for x in str(doc["explanation"]).splitlines()),
        "",
        "parameters:",
        *fields(doc["params"]),
        "",
        f"witness ({doc['witness']['kind']}):",
        *fields(data),
    ]
    if rendering:
        lines += ["", "follow the signals:", *("  " + x for x in str(rendering).splitlines())]
    if picture:
        lines += ["", f"picture:     {picture} (open it in a browser or an SVG viewer)"]
    found = ", ".join(f"{k}: {v}" for k, v in sorted(doc["found_by"].items()))
    lines += ["", f"found by:    {found or '-'}", f"re-check:    {doc['replay']}"]
    return "\n".join(lines)


def digest(claim: str, params: Any, witness: Any) -> str:
    """SHA-256 of the canonical JSON of what a witness asserts."""
    body = json.dumps({"claim": claim, "params": params, "witness": witness}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


MAX_BYTES = 4 * 2**20  # a counterexample file is a few KiB; anything beyond 4 MiB is refused unread
MEMORY_CAP = 2 * 2**30  # bytes a replay may allocate beyond what the loaded tool already holds
TIME_CAP = 20.0  # wall seconds a replay may take


class DuplicateKey(ValueError):
    """A JSON object names one key twice (a reader sees one value, a tool may use the other)."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    seen: dict[str, Any] = {}
    for k, v in pairs:
        if k in seen:
            raise DuplicateKey(f"the key {_short(k)} appears twice in one object")
        seen[k] = v
    return seen


class Contradiction(Exception):
    """A witness stands against a claim the suite expects to be proved or verified."""


def file_defect(p: Path, what: str = "counterexample file", max_bytes: int = MAX_BYTES) -> str | None:
    """Why ``p`` is not a regular, non-empty file of at most ``max_bytes`` we can read ("is a
    directory"...), or None; never opens it. ``what`` names the file a user meant to give."""
    try:
        st = p.stat()
    except FileNotFoundError:
        return "no such file"
    except NotADirectoryError:
        return "no such file (a parent is not a directory)"
    except PermissionError:
        return "permission denied"
    except OSError as e:
        return f"cannot read it ({e.strerror or e})"
    mode = st.st_mode
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a named pipe (FIFO)"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return f"is {name}, not a {what}"
    if not stat.S_ISREG(mode):
        return "is not a regular file"
    if st.st_size == 0:
        return "is empty"
    if st.st_size > max_bytes:
        return f"is {st.st_size} bytes; a {what} is at most {max_bytes // 2**20} MiB"
    return None


def load_witness_file(path: str | Path) -> dict:
    """Read and validate a counterexample file; raises ``ParameterError("FILE", ...)`` on any defect.

    Checks: the path is a regular, non-empty file of at most :data:`MAX_BYTES` (a directory, FIFO
    or device is named as what it is, and never opened), it is JSON (too deep nesting or an
    over-long integer is refused, not raised), an object, ``format == 1``, the required fields with
    their types, a witness with a string ``kind`` and an object ``data``, and the digest. The digest
    only catches accidents: anyone can recompute it, so :func:`replay` re-derives everything.
    """
    p = Path(path)
    why = file_defect(p)
    if why:
        raise ParameterError("FILE", f"{path}: {why}")
    try:
        with p.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
        doc = json.loads(raw.decode("utf-8"), object_pairs_hook=_no_duplicates)
    except DuplicateKey as e:
        raise ParameterError("FILE", f"{path}: not a counterexample file: {e}") from None
    except OSError as e:
        raise ParameterError("FILE", f"{path}: cannot read it ({e.strerror or e})") from None
    except RecursionError:
        raise ParameterError("FILE", f"{path}: not a counterexample file (JSON nested too deeply)") from None
    except (UnicodeDecodeError, ValueError) as e:  # JSONDecodeError, or an integer beyond Python's digit limit
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
        raise ParameterError(
            "FILE", f"{path}: digest mismatch: the claim, parameters or witness were edited after the file was written"
        )
    return doc


def read_counterexample(root: Path, claim: Any) -> dict | None:
    """The committed counterexample document of ``claim``, if there is a readable one."""
    path = root / witness_paths(claim)[0]
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return doc if isinstance(doc, dict) else None


def _bad(message: str) -> ParameterError:
    return ParameterError("FILE", message)


def _claim_value(claim: Any, key: str) -> Any:
    """A value the claim states (a bound, a relation, a printed set, a reading): its ``subject`` mapping."""
    subject = claim.subject
    if isinstance(subject, Mapping) and key in subject:
        return True, subject[key]
    return False, None


#: How a point field's refusal says it is over a size cap (checkers/point.py), as opposed to malformed.
TOO_LARGE = ("exceeds the cap of", "entries; at most", "names; at most", "replay accepts at most")


def witness_point(doc: dict, claim: Any, rp: Any) -> tuple[dict, dict]:
    """The witness point the replayer may read: the kind's declared fields only, each checked against
    its schema; claim values (``CLAIM``) from the claim, never from the file."""
    kind = doc["witness"]["kind"]
    parts = {"params": doc["params"], "data": doc["witness"]["data"]}
    out = {}
    for name, decl in (("params", rp.schema.params), ("data", rp.schema.data)):
        part, picked = parts[name], {}
        for key, shape in decl.items():
            if isinstance(shape, FromClaim):
                found, value = _claim_value(claim, key)
                if not found:
                    raise _bad(
                        f"claim {claim.id} states no {key!r}, so a {kind!r} witness cannot be replayed against it"
                    )
                if key in part and part[key] != value:
                    raise _bad(
                        f"the file's {name}.{key} = {_short(part[key])} is not what claim {claim.id} states "
                        f"({_short(value)}); replay takes it from the claim, never from the file"
                    )
                picked[key] = value
                continue
            if key not in part:
                raise _bad(f"malformed witness: {name} has no {key!r}")
            why = shape.why(part[key])
            if why and any(m in why for m in TOO_LARGE):
                raise _bad(
                    f"the witness point is too large to replay (memory cap {byte_size(MEMORY_CAP)}, "
                    f"time cap {TIME_CAP:g} s): {name}.{key}: {why}"
                )
            if why:
                raise _bad(f"malformed witness: {name}.{key}: {why}")
            picked[key] = part[key]
        out[name] = picked
    return out["params"], out["data"]


def _short(v: Any) -> str:
    text = json.dumps(v) if not isinstance(v, str) else repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def _record_check(doc: dict, record: dict | None, point: tuple[dict, dict], claim: Any, rp: Any) -> None:
    """A file carrying the suite's recorded witness point must carry the suite's record in every field
    it has (except the domain text, which names the tier the witness was found in)."""
    if not record or not isinstance(record.get("witness"), dict):
        return
    try:
        rec_point = witness_point(record, claim, rp)
    except ParameterError:
        return
    if rec_point != point or record["witness"].get("kind") != doc["witness"]["kind"]:
        return
    differ = sorted(k for k in doc if k not in ("params", "witness", "digest", "domain") and doc[k] != record.get(k))
    w, rw = doc["witness"], record["witness"]
    differ += sorted(f"witness.data.{k}" for k in w["data"] if w["data"][k] != rw.get("data", {}).get(k))
    differ += sorted(f"params.{k}" for k in doc["params"] if doc["params"][k] != record.get("params", {}).get(k))
    if differ:
        raise _bad(
            f"the file holds the suite's recorded witness of {claim.id} but its {', '.join(differ)} "
            f"differ from the record ({witness_paths(claim)[0].as_posix()}): edited"
        )


def replay(doc: dict, root: Path | None = None) -> tuple[bool, str]:
    """Re-check a validated witness document against its claim by brute force: ``(stands, message)``.

    The claim is rebuilt from the registry; from the file only the witness point is taken: the
    fields the kind's schema declares, each checked against its bounds. The witness kind must be
    one the claim declares; values that belong to the claim (bounds, relations, printed sets,
    readings) come from the claim's ``subject``, never from the file; the point must lie in the
    claim's domain (:meth:`Claim.outside`, the widest tier) with every leaf of its instance bounded
    (:meth:`Claim.uncovered`); a file carrying the recorded point must equal the record. The
    replayer then runs in a child process capped at :data:`MEMORY_CAP` bytes and
    :data:`TIME_CAP` seconds. Any defect raises :class:`ParameterError` ``FILE``; a witness that
    stands against a claim expected ``proved``/``verified`` raises :class:`Contradiction`.
    """
    failed = replayers.load()
    claims = registry.load_all()
    if doc["claim"] not in claims:
        raise _bad(f"unknown claim {_short(doc['claim'])}; `alltoall list` shows the ids")
    claim = claims[doc["claim"]]
    if "verdict" in doc and doc["verdict"] != Verdict.REFUTED.value:
        raise _bad(f"the file's verdict is {_short(doc['verdict'])}: a counterexample file records a refutation")
    kind = doc["witness"]["kind"]
    if root is None:
        root = repository.root()
    record = read_counterexample(root, claim)
    if kind not in claim.witnesses:
        declared = ", ".join(claim.witnesses) or "none"
        raise _bad(f"claim {claim.id} produces no {kind!r} witness (it declares {declared})")
    if kind not in replayers.REPLAYERS:
        why = f" (modules that failed to import: {', '.join(f'{m}: {e}' for m, e in failed.items())})" if failed else ""
        raise _bad(f"no replay check for witness kind {kind!r}{why}")
    rp = replayers.REPLAYERS[kind]
    params, data = witness_point(doc, claim, rp)
    _record_check(doc, record, (params, data), claim, rp)
    try:
        why = claim.outside(params, data)
    except Exception as e:  # a hook that trips over a hostile point
        why = f"the domain check failed ({type(e).__name__}: {e})"
    if why:
        raise _bad(f"the witness point lies outside the domain of {claim.id}: {why}")
    leaf = claim.uncovered(rp.schema, params)
    if leaf:
        raise _bad(
            f"the witness point's {leaf} is bounded by no part of the domain of {claim.id}, "
            f"so it cannot be shown to lie inside it"
        )
    if rp.cost is not None:
        need = rp.cost(params, data)
        if need > MEMORY_CAP:
            raise _bad(
                f"replaying this point would need about {byte_size(need)}, over the {byte_size(MEMORY_CAP)} memory cap"
            )
    stands, message = _run_capped(rp, claim, params, data)
    if stands and claim.expected in (Verdict.PROVED, Verdict.VERIFIED):
        raise Contradiction(
            f"the witness stands against {claim.id}, which the suite expects to be "
            f"{claim.expected.value}, at a point inside its domain: {message}"
        )
    return stands, message


MALFORMED = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, ZeroDivisionError)


def _call(rp: Any, claim: Any, params: dict, data: dict) -> tuple:
    """Run the replayer; ``("ok", stands, message)`` or ``("error", message)`` (never raises)."""
    try:
        stands, message = rp(claim, params, data)
        return "ok", bool(stands), str(message)
    except ParameterError as e:
        return "error", f"malformed witness: {e}"
    except MemoryError as e:
        need = f" ({e})" if str(e) else ""
        return "error", f"replaying this point needs more memory than the {byte_size(MEMORY_CAP)} cap{need}"
    except RecursionError:
        return "error", "malformed witness: nested too deeply to replay"
    except OverflowError as e:
        return "error", (
            f"the witness point's sizes are too large to replay ({e}); replay is capped at "
            f"{byte_size(MEMORY_CAP)} of memory and {TIME_CAP:g} s"
        )
    except MALFORMED as e:
        return "error", f"malformed witness: {type(e).__name__}: {e}"
    except Exception as e:  # a replayer bug must still give one line, not a traceback
        return "error", f"the replay failed: {type(e).__name__}: {e}"


def _run_capped(rp: Any, claim: Any, params: dict, data: dict) -> tuple[bool, str]:
    """Run the replayer in a forked child under :data:`MEMORY_CAP` and :data:`TIME_CAP`."""
    try:
        ctx = mp.get_context("fork")
    except ValueError:  # pragma: no cover - no fork on this platform: no caps either
        res = _call(rp, claim, params, data)
        if res[0] == "error":
            raise _bad(res[1]) from None
        return res[1], res[2]
    recv, send = ctx.Pipe(duplex=False)

    def child() -> None:
        worker_setup()  # Ctrl-C ignored (the parent stops us), SIGTERM's default, killed if the parent dies
        cap_memory(MEMORY_CAP)
        try:
            send.send(_call(rp, claim, params, data))
        except BaseException as e:  # e.g. a message too large to send under the cap
            try:
                send.send(("error", f"the replay failed: {type(e).__name__}: {e}"))
            except BaseException:
                pass
        finally:
            send.close()
            os._exit(0)

    p = ctx.Process(target=child, daemon=True)
    try:
        with held_signals():  # a signal landing during the fork waits until the finally below can stop p
            p.start()
            send.close()
        if not recv.poll(TIME_CAP):
            raise _bad(
                f"replaying this point takes longer than the {TIME_CAP:g} s time cap "
                f"(stopped; memory cap {byte_size(MEMORY_CAP)})"
            )
        try:
            res = recv.recv()
        except (EOFError, OSError):
            p.join(1)
            raise _bad(
                f"the replay's process died (exit code {p.exitcode}; memory cap {byte_size(MEMORY_CAP)})"
            ) from None
    finally:
        if p.is_alive():
            p.terminate()
            p.join(2)
            if p.is_alive():
                p.kill()
                p.join(2)
        recv.close()
    if res[0] == "error":
        raise _bad(res[1])
    return res[1], res[2]
