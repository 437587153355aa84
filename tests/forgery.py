"""The forgery corpus: hostile edits of witness files, generated for every witness kind.

Each base document is a committed counterexample (``counterexamples/*.json``) or, for a kind no
refuted claim produces, a seed (``tests/forgery_seeds/<kind>.json``: the witness a claim's check
gives under one of its seeded spec mutants, written by ``tests/forgery_seeds.py``). From each base
:func:`forgeries` makes the edits a hostile user would try, each with its digest recomputed the way
the writer does (the digest is no protection): the claim id re-aimed at every other claim that
declares the kind, each domain bound pushed just outside, each claim value (``CLAIM``) changed or
added, each list emptied and padded, and a key written twice. :func:`outcome` replays a document in
this process and gives the exit code ``alltoall replay`` would give.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from alltoall.checkers import replay as replayers
from alltoall.checkers.point import FromClaim, ListOf
from alltoall.proofs import registry, witness
from alltoall.proofs.domain import lookup
from alltoall.spec.errors import ParameterError

ROOT = Path(__file__).resolve().parents[1]
SEEDS = Path(__file__).resolve().parent / "forgery_seeds"


def bases() -> dict[str, list[tuple[str, dict]]]:
    """Per witness kind, the base documents ``(name, doc)``: committed counterexamples, else its seed."""
    out: dict[str, list[tuple[str, dict]]] = {}
    for path in sorted((ROOT / "counterexamples").glob("*.json")):
        doc = json.loads(path.read_text())
        out.setdefault(doc["witness"]["kind"], []).append((path.name, doc))
    for path in sorted(SEEDS.glob("*.json")):
        doc = json.loads(path.read_text())
        out.setdefault(doc["witness"]["kind"], []).append((f"seed {path.name}", doc))
    return out


def resign(doc: dict) -> dict:
    doc["digest"] = witness.digest(doc["claim"], doc["params"], doc["witness"])
    return doc


def _set_path(doc: dict, at: str, value: Any) -> bool:
    """Set the value at a concrete dotted path of params (or data); False when it is not there."""
    params, data = doc["params"], doc["witness"]["data"]
    head = at.split(".", 1)[0]
    node: Any = params if head in params or head not in data else data
    *keys, last = at.split(".")
    for k in keys:
        if isinstance(node, list) and k.isdigit() and int(k) < len(node):
            node = node[int(k)]
        elif isinstance(node, dict) and k in node:
            node = node[k]
        else:
            return False
    if isinstance(node, list) and last.isdigit() and int(last) < len(node):
        node[int(last)] = value
    elif isinstance(node, dict) and last in node:
        node[last] = value
    else:
        return False
    return True


def _changed(v: Any) -> Any:
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 1
    if isinstance(v, str):
        return v + "-edited"
    if isinstance(v, list):
        return v + v[:1] if v else [0]
    if isinstance(v, dict):
        return {**v, "edited": 1}
    return "edited"


def forgeries(doc: dict, claims: dict) -> Iterator[tuple[str, str, dict | str]]:
    """``(category, label, edited doc or raw JSON text)`` for every hostile edit of ``doc``."""
    claim = claims[doc["claim"]]
    kind = doc["witness"]["kind"]
    rp = replayers.REPLAYERS[kind]
    for other in sorted(cid for cid, c in claims.items() if kind in c.witnesses and cid != claim.id):
        d = copy.deepcopy(doc)
        d["claim"] = other
        yield "re-aimed claim id", f"-> {other}", resign(d)
    sizes = claim.sizes_for("deep")
    for path, constraint in claim.point.fields.items() if claim.point else ():
        for at, _ in lookup(doc["params"], doc["witness"]["data"], path):
            for value, inside in constraint.edges(sizes):
                if inside:
                    continue
                d = copy.deepcopy(doc)
                if _set_path(d, at, value):
                    yield "point outside the domain", f"{at} = {value!r}", resign(d)
    if rp.schema is not None:
        for part_name, fields in (("params", rp.schema.params), ("data", rp.schema.data)):
            for name, f in fields.items():
                part = (lambda d: d["params"]) if part_name == "params" else (lambda d: d["witness"]["data"])
                if isinstance(f, FromClaim):
                    d = copy.deepcopy(doc)
                    value = part(d).get(name, (claim.subject or {}).get(name) if isinstance(claim.subject, dict) else 0)
                    part(d)[name] = _changed(value)
                    yield "changed claim value", f"{part_name}.{name}", resign(d)
                elif isinstance(f, ListOf) and isinstance(part(doc).get(name), list):
                    for label, new in (("emptied", []), ("padded", part(doc)[name] + part(doc)[name][:1] or [0])):
                        d = copy.deepcopy(doc)
                        part(d)[name] = new
                        yield "emptied or padded list", f"{part_name}.{name} {label}", resign(d)
    text = json.dumps(doc, sort_keys=True, indent=2)
    first = next(iter(doc["params"]), None)
    if first is not None:
        dup = text.replace(
            '"params": {', f'"params": {{\n    "{first}": {json.dumps(_changed(doc["params"][first]))},', 1
        )
        yield "duplicate keys", f"params.{first} twice", dup
    yield "duplicate keys", "claim twice", text.replace('"claim": ', f'"claim": "{doc["claim"]}",\n  "claim": ', 1)


def outcome(doc: dict | str, tmp: Path) -> tuple[int, str]:
    """The exit code and message ``alltoall replay`` gives the document (0 stands, 1 does not stand or
    contradicts a proved/verified claim, 2 refused)."""
    path = tmp / "forged.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc, sort_keys=True, indent=2))
    try:
        loaded = witness.load_witness_file(path)
        stands, message = witness.replay(loaded, ROOT)
    except ParameterError as e:
        return 2, str(e)
    except witness.Contradiction as e:
        return 1, str(e)
    return (0 if stands else 1), message


def load() -> dict:
    replayers.load()
    return registry.load_all()
