"""yang-wang-2002 Theorem 4 / Corollary 3 in the lenient timing reading, and each reading's excess."""

from __future__ import annotations

from fractions import Fraction

import pytest

from alltoall.checkers import broadcast as bc
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.claims.yang_wang_2002.lenient_timing import expected_excess
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang_2002 as yw

CLAIMS = registry.load_all()


def test_lenient_is_input_received_without_the_injection_delta():
    for n, a, d, g in [(5, 0, 3, 3), (5, 2, 4, 1), (7, 0, 1, 2)]:
        lenient = bc.simulate("torus", n, a, d, g, bc.LENIENT).completion
        assert lenient == bc.simulate("torus", n, a, d, g, "input-received").completion - d
        assert lenient <= yw.thm4_bound(n, a, d, g)


def test_lenient_meets_theorem4_with_equality_when_delta_le_lg():
    assert bc.simulate("torus", 5, 0, 3, 3, bc.LENIENT).completion == yw.thm4_bound(5, 0, 3, 3) == 24


@pytest.mark.parametrize("timing", bc.ALL_TIMINGS)
def test_excess_formula_at_the_worst_points(timing):
    for n, a, d, g in [(3, 0, 5, 2), (5, 0, 3, 3), (5, 2, 5, 2)]:
        sim = bc.simulate("torus", n, a, d, g, timing)
        assert sim.completion - Fraction(yw.thm4_bound(n, a, d, g)) == expected_excess(timing, n, d, g)


@pytest.mark.parametrize(
    "claim_id",
    [
        "yang-wang-2002/thm4-lenient-delta-le",
        "yang-wang-2002/thm4-lenient-delta-gt",
        "yang-wang-2002/cor3-lenient-delta-le",
        "yang-wang-2002/cor3-lenient-delta-gt",
    ],
)
def test_lenient_claims_verified(claim_id):
    assert CLAIMS[claim_id].run(Context(tier="fast")).verdict is Verdict.VERIFIED


def test_thm4_timing_readings_excess_table():
    r = CLAIMS["yang-wang-2002/thm4-timing-readings-excess"].run(Context(tier="fast"))
    assert r.verdict is Verdict.VERIFIED
    table = {row["timing"]: (row["first_failing_n"], row["excess_there"]) for row in r.evidence["table"]}
    assert table == {
        "input-received": (5, 3),
        "input-stored": (3, 5),
        "output-received": (5, 3),
        "output-stored": (3, 5),
        "lenient": (None, 0),
    }
