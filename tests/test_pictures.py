"""Every refuted claim's committed counterexample has its picture; pictures re-render byte for byte (issue 22)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alltoall.proofs import pictures, registry
from alltoall.proofs.witness import CEX_DIR

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / CEX_DIR).glob("*.json"))


def test_every_refuted_claim_has_a_picture():
    refuted = [d for d in (json.loads(p.read_text()) for p in DOCS) if d.get("verdict") == "refuted"]
    assert len(refuted) >= 65
    missing = [d["claim"] for d in refuted if not d.get("picture") or not (ROOT / CEX_DIR / d["picture"]).is_file()]
    assert missing == []


#: One fast refuted claim per renderer: its witness is re-made by the claim's check and its picture
#: re-rendered, and the SVG must equal the committed one byte for byte.
ONE_PER_RENDERER = {
    "min-routes": "massini-2003/topology-independent",
    "min-schedule": "chau-fu-2003/two-banyans-n-passes",
    "optical-pass": "chau-fu-2003/abstract-every-permutation-one-pass",
    "count-bars": "chau-fu-2003/benes-twice-banyan-exact",
    "squares": "yang-wang-2000/constructions-identical-counting-order",
    "gsen-paths": "chou-chen-2010/thm4.8-N2",
    "gsen-cover-count": "chou-chen-2010/sec6-conjecture-R36",
    "liu-gu-quadrants": "liu-gu-2006/table1-quadrant-literal",
    "liu-gu-table2": "liu-gu-2006/sec5-always-outperforms",
    "liu-gu-schedule": "liu-gu-2006/lemma2-prose-half-circle",
    "yw2002-loads": "yang-wang-2002/cor1-torus-even",
    "yw2002-reach": "yang-wang-2002/thm2-torus-even",
}


def test_named_renderers_exist():
    from alltoall.proofs import drawings  # noqa: F401

    registry.load_all()
    assert set(ONE_PER_RENDERER) <= set(pictures._RENDERERS)


@pytest.mark.parametrize("renderer,claim_id", sorted(ONE_PER_RENDERER.items()))
def test_picture_rerenders_byte_identical(renderer, claim_id):
    claims = registry.load_all()
    if claim_id not in claims:
        pytest.skip(f"{claim_id} is not registered")
    r = claims[claim_id].run(registry.Context(tier="fast", timeout=120.0))
    assert r.witness is not None and r.witness.picture is not None, claim_id
    assert r.witness.picture["renderer"] == renderer
    svg = pictures.render(r.witness.picture)  # in a process that has rendered others before: no state leaks
    stem = claim_id.replace("/", "__")
    assert svg == (ROOT / CEX_DIR / f"{stem}.svg").read_text(), f"{stem}.svg differs from a fresh rendering"
