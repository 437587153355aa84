"""liu-gu-2006 Lemmas 3 and 4 with rings on their own clocks, beside the lockstep claims."""

from __future__ import annotations

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.ring_clocks import own_clock_costs
from alltoall.proofs import registry
from alltoall.proofs.registry import Context

CLAIMS = registry.load_all()


@pytest.mark.parametrize(
    ("r", "c", "lockstep"),
    [(16, 24, 1312), (12, 16, 424)],
)
def test_lemma4_own_clocks_meets_the_bound_where_lockstep_misses_it(r, c, lockstep):
    oc = own_clock_costs("at2", r, c)
    assert oc.ok
    assert oc.lockstep == lockstep > r * c * c // 8
    assert oc.total == r * c * c // 8
    assert oc.phases[1] == oc.phases[2] == r * c * c // 16 - r * c // 8
    row, column = oc.by_dim[1][1], oc.by_dim[1][0]
    assert row >= column, "the proof's T_row ring >= T_column ring"


def test_own_clocks_never_exceed_lockstep():
    for r, c in [(4, 8), (8, 16), (4, 12), (12, 12), (8, 24)]:
        oc = own_clock_costs("at2", r, c)
        assert oc.total <= oc.lockstep


@pytest.mark.parametrize(
    "claim_id",
    [
        "liu-gu-2006/lemma3-r0-c0-nonsquare-own-clocks",
        "liu-gu-2006/lemma3-r4-c0-nonsquare-own-clocks",
        "liu-gu-2006/lemma4-r0-c0-nonsquare-own-clocks",
        "liu-gu-2006/lemma4-r4-c0-nonsquare-own-clocks",
    ],
)
def test_own_clock_claims_are_verified_beside_refuted_lockstep(claim_id):
    claim = CLAIMS[claim_id]
    assert claim.run(Context(tier="fast")).verdict is Verdict.VERIFIED
    assert "own clocks" in claim.notes
    lockstep = CLAIMS[claim_id.removesuffix("-own-clocks")]
    assert lockstep.expected is Verdict.REFUTED and "lockstep" in lockstep.notes
