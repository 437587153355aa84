"""Every claim declares its domain as a predicate over the witness point, and it is the claim's domain:
its own witness lies inside, and a point just outside each declared bound is refused, naming the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alltoall.checkers import replay as replayers
from alltoall.proofs import registry
from alltoall.proofs.domain import Free, Span, lookup

ROOT = Path(__file__).resolve().parents[1]
replayers.load()
CLAIMS = registry.load_all()


def test_every_claim_and_kind_declares_what_replay_reads():
    errors = [e for c in CLAIMS.values() for e in registry.declaration_errors(c)]
    assert not errors, f"{len(errors)} declaration errors, e.g.\n" + "\n".join(errors[:10])
    assert all(rp.schema is not None for rp in replayers.REPLAYERS.values())


def test_the_registry_is_strict():
    assert registry.STRICT, "load_all() must refuse a claim that lacks a declaration"


@pytest.mark.parametrize("path", sorted((ROOT / "counterexamples").glob("*.json")), ids=lambda p: p.stem)
def test_committed_witness_lies_in_its_claims_domain(path):
    doc = json.loads(path.read_text())
    claim = CLAIMS[doc["claim"]]
    assert claim.outside(doc["params"], doc["witness"]["data"]) is None
    assert claim.outside(doc["params"], doc["witness"]["data"], "fast") is None


def _put(point: dict, path: str, value) -> None:
    node, parts = point, path.split(".")
    for i, part in enumerate(parts[:-1]):
        nxt = parts[i + 1]
        if part == "*":
            continue
        if nxt == "*":
            node = node.setdefault(part, [{}])[0]
        else:
            node = node.setdefault(part, {})
    node[parts[-1]] = value


def _inside(claim) -> dict:
    """A synthetic instance at the lowest inside value of every bounded field."""
    sizes = claim.sizes_for("deep")
    point: dict = {}
    for path, c in claim.point.fields.items():
        if isinstance(c, Free):
            continue
        value = next(v for v, inside in c.edges(sizes) if inside)
        _put(point, path, value)
    return point


@pytest.mark.parametrize("claim_id", sorted(CLAIMS))
def test_point_just_outside_each_bound_is_refused(claim_id):
    claim = CLAIMS[claim_id]
    sizes = claim.sizes_for("deep")
    base = _inside(claim)
    for path, c in claim.point.fields.items():
        for value, inside in c.edges(sizes):
            point = json.loads(json.dumps(base))
            _put(point, path, value)
            at = next(a for a, _ in lookup(point, {}, path))
            why = claim.point.why_outside(point, {}, sizes)
            field_why = c.why(value, sizes)
            if inside:
                assert field_why is None, f"{claim_id}: {path} = {value!r} should be inside: {field_why}"
            else:
                assert why is not None and why.startswith(at), f"{claim_id}: {path} = {value!r} is not refused ({why})"
                if isinstance(c, Span):
                    assert str(value) in why
