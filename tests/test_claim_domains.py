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


def _toy(monkeypatch, **kw):
    from alltoall.checkers.result import Verdict
    from alltoall.proofs.registry import Claim, Source

    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_CHECKED", set(registry._CHECKED))
    c = Claim(
        id="massini-2003/toy",
        source=Source("massini-2003", "toy"),
        statement="s",
        domain="N = 4",
        sizes={},
        methods=("brute",),
        expected=Verdict.VERIFIED,
        check=lambda ctx: None,
        mutants=("m",),
        **kw,
    )
    registry._REGISTRY[c.id] = c
    return c


def test_the_registry_refuses_a_claim_without_its_domain(monkeypatch):
    _toy(monkeypatch, witnesses=("gsen-delay",))
    with pytest.raises(ValueError, match="claim massini-2003/toy: no point domain"):
        registry.load_all()


def test_the_registry_refuses_a_domain_that_leaves_a_field_of_a_kind_unbounded(monkeypatch):
    from alltoall.proofs.domain import Domain

    _toy(monkeypatch, witnesses=("gsen-delay",), point=Domain({}))
    with pytest.raises(ValueError, match="its domain bounds no field 'N' of a 'gsen-delay' point"):
        registry.load_all()


def test_a_pass_that_examined_nothing_is_unknown():
    from alltoall.checkers.result import Verdict, combine, evidenced, proved, verified

    assert evidenced(verified(examined=0)).verdict is Verdict.UNKNOWN
    assert "examined no point" in evidenced(proved(examined=0)).reason
    assert evidenced(verified(examined=3)).verdict is Verdict.VERIFIED
    assert combine([("a", verified(examined=2)), ("b", verified(examined=0))]).verdict is Verdict.UNKNOWN
    assert combine([("a", proved(examined=2)), ("b", verified(examined=1))]).examined == 3
    with pytest.raises(TypeError):
        verified()
    with pytest.raises(TypeError, match="examined must be a count"):
        verified(examined=-1)


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
