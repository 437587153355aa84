"""Pinned outputs of checkers/result.py (combine) and checkers/formula.py (replay messages) that the
mutation run found unpinned (benchmarks/mutation.md)."""

from __future__ import annotations

from alltoall.checkers import formula
from alltoall.checkers.result import Verdict, Witness, combine, proved, refuted, unknown, verified


def test_combine_with_no_part_is_unknown():
    r = combine([])
    assert r.verdict is Verdict.UNKNOWN and r.reason == "no method ran"


def test_combine_keeps_every_part_and_the_witness():
    w = Witness("k", {"n": 1}, {}, "bad at n = 1", "brute")
    r = combine([("z3", proved(n=3)), ("brute", refuted(w, n=1))])
    assert r.verdict is Verdict.REFUTED and r.witness is w
    assert r.evidence == {"z3": {"verdict": "proved", "n": 3}, "brute": {"verdict": "refuted", "n": 1}}


def test_combine_unknown_names_the_part_and_keeps_its_reason():
    r = combine([("brute", verified(n=5)), ("z3", unknown("timeout", n=9))])
    assert r.verdict is Verdict.UNKNOWN and r.reason == "z3: timeout"
    assert r.evidence == {"brute": {"verdict": "verified", "n": 5}, "z3": {"verdict": "unknown", "n": 9, "reason": "timeout"}}
    r = combine([("brute", verified(n=5)), ("z3", proved(m=2))])
    assert r.verdict is Verdict.VERIFIED and r.evidence == {"brute": {"verdict": "verified", "n": 5}, "z3": {"verdict": "proved", "m": 2}}


def test_formula_replay_messages_are_pinned():
    f = formula.Formula("2n", lambda n, k: 2 * n, lambda n, k: n + k)
    assert formula.replay_formula(f, {"n": 4, "k": 1}) == (True, "at n = 4, k = 1: 2n = 8 but the simulation measures 5")
    g = formula.Formula("2n", lambda n: 2 * n, lambda n: n + n)
    assert formula.replay_formula(g, {"n": 4}) == (False, "at n = 4: 2n = 8 and the simulation measures 8: they agree")
