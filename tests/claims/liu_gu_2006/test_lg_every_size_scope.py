"""liu-gu-2006: the cost claims whose SymPy identity holds for every size while AR's and AT2's schedules are
only simulated up to a bound are verified, not proved; the identity stays in the evidence. Lemma 2 (startups,
transmission, the stage sums) is proved for every p (the spec's AR on symbolic p)."""

from __future__ import annotations

import pytest

from alltoall.checkers.formula import Formula, check_formula
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry

CLAIMS = registry.load_all()

REJUDGED = (
    "at2-startup-c0mod8",
    "at2-startup-c4mod8",
    "lemma3-square-c0mod8",
    "lemma4-square-c0mod8",
    "lemma3-row-ring-c0mod8",
    "table2-proposed",
)


@pytest.mark.parametrize("item", REJUDGED)
def test_cost_claim_with_a_simulated_link_is_verified(item):
    c = CLAIMS[f"liu-gu-2006/{item}"]
    assert c.expected is Verdict.VERIFIED
    assert "sympy" in c.methods


def _double():
    import sympy as sp

    n = sp.Symbol("n", integer=True)
    return (2 * n, n + n)


def test_check_formula_with_a_bounded_link_keeps_the_identity():
    f = Formula("2n", lambda n: 2 * n, lambda n: n + n)
    points = [{"n": n} for n in range(1, 6)]
    r = check_formula(f, points, symbolic=_double, link="simulated for n <= 5")
    assert r.verdict is Verdict.VERIFIED
    assert r.evidence["link"] == "simulated for n <= 5" and r.evidence["symbolic"]
    assert check_formula(f, points, symbolic=_double).verdict is Verdict.PROVED


def test_table2_proposed_passes_as_verified_with_the_identity():
    c = CLAIMS["liu-gu-2006/table2-proposed"]
    r = c.run(c.context("fast"))
    assert r.verdict is Verdict.VERIFIED
    assert r.evidence["identity"] == "SymPy, every size" and "d in 3.." in r.evidence["link"]


@pytest.mark.parametrize(
    "item",
    [
        "lemma2-startup-p0mod4",
        "lemma2-startup-p2mod4",
        "lemma2-transmission-p0mod4",
        "lemma2-transmission-p2mod4",
        "stage-sum-1",
        "stage-sum-2",
    ],
)
def test_lemma2_is_proved_for_every_p(item):
    c = CLAIMS[f"liu-gu-2006/{item}"]
    assert c.expected is Verdict.PROVED and "z3" in c.methods
