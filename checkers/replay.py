"""Independent re-checking of counterexample files, by brute force only.

A witness file names a ``kind``; each kind has one replayer, registered with :func:`replayer`,
that recomputes the offending behaviour from the spec and says whether the witness still stands.
Malformed or tampered files raise :class:`ParameterError` naming ``FILE``.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import pkgutil
from pathlib import Path
from typing import Any, Callable

from alltoall.spec.errors import ParameterError

Replayer = Callable[[dict, dict], "tuple[bool, str]"]
_REPLAYERS: dict[str, Replayer] = {}
FORMAT = 1
REQUIRED = {"format": int, "claim": str, "params": dict, "witness": dict, "explanation": str, "digest": str}


def replayer(kind: str):
    """Register ``fn(params, data) -> (stands, message)`` as the replay of witnesses of ``kind``."""

    def register(fn: Replayer) -> Replayer:
        _REPLAYERS[kind] = fn
        return fn

    return register


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


def _load_replayers() -> dict[str, str]:
    """Import the checker modules so their ``@replayer`` registrations run.

    ``alltoall.checkers.brute`` first, then every other module of :mod:`alltoall.checkers`
    (others add replayers beside their engines). A module that fails to import does not stop the
    rest; the failures are returned (module -> error) so an unknown kind can say why.
    """
    import alltoall.checkers as pkg

    names = ["brute"] + sorted(i.name for i in pkgutil.iter_modules(pkg.__path__) if i.name not in ("brute", "replay"))
    failed: dict[str, str] = {}
    for name in names:
        try:
            importlib.import_module(f"{pkg.__name__}.{name}")
        except Exception as e:  # ImportError, or a half-written engine: must not break other kinds
            failed[name] = f"{type(e).__name__}: {e}"
    return failed


def replay(doc: dict) -> tuple[bool, str]:
    """Re-check a validated witness document by brute force; returns ``(stands, message)``.

    Raises :class:`ParameterError` ``FILE`` when the claim id is not registered, no replayer
    handles the witness kind, or the replayer rejects the data as malformed.
    """
    from alltoall.proofs import registry

    failed = _load_replayers()
    if doc["claim"] not in registry.load_all():
        raise ParameterError("FILE", f"unknown claim {doc['claim']!r}; `alltoall list` shows the ids")
    kind = doc["witness"]["kind"]
    if kind not in _REPLAYERS:
        why = f" (modules that failed to import: {', '.join(f'{m}: {e}' for m, e in failed.items())})" if failed else ""
        raise ParameterError("FILE", f"no replay check for witness kind {kind!r}{why}")
    try:
        stands, message = _REPLAYERS[kind](doc["params"], doc["witness"]["data"])
    except ParameterError as e:
        raise ParameterError("FILE", f"malformed witness: {e}") from None
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise ParameterError("FILE", f"malformed witness: {type(e).__name__}: {e}") from None
    return bool(stands), str(message)
