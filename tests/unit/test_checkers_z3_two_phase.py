"""Tests of :mod:`alltoall.checkers.z3.two_phase` (the injection makespan of the two-phase schedule decided by
Z3): :func:`makespan_bound`'s verdicts (proved at the least makespan, unknown below or above it) and the
evidence of each side (the UNSAT side's SMT-LIB kept and hashed, the SAT side's not), and
:func:`injection_query`."""

from __future__ import annotations

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import two_phase as tp


def test_makespan_bound_proved_keeps_the_unsat_sides_smt2():
    r = tp.makespan_bound([(4, 2, 5), (3, 3, 5)], 30.0, extra=1)
    assert (r.verdict, r.examined, r.evidence["extra"]) == (Verdict.PROVED, 4, 1)
    qs = r.evidence["queries"]
    assert [(q["query"], q["status"]) for q in qs] == [
        ("N=4 horizon=4", "unsat"),
        ("N=4 horizon=5", "sat"),
        ("N=3 horizon=4", "unsat"),
        ("N=3 horizon=5", "sat"),
    ]
    assert sorted(r.evidence["smt2"]) == ["N=3 horizon=4", "N=4 horizon=4"]
    assert all(len(q["smt2_sha256"]) == 64 for q in qs if q["status"] == "unsat")
    assert all(q["smt2_sha256"] == "" for q in qs if q["status"] == "sat")
    assert "(declare-fun inj_0_0 () Real)" in r.evidence["smt2"]["N=4 horizon=4"]


def test_makespan_bound_not_at_the_least_makespan_is_unknown():
    r = tp.makespan_bound([(4, 2, 6)], 30.0)
    assert (r.verdict, r.reason) == (
        Verdict.UNKNOWN,
        "z3 N=4 horizon=5: sat, with a model that does not decode into spec values",
    )
    r = tp.makespan_bound([(4, 2, 4)], 30.0)
    assert (r.verdict, r.reason) == (Verdict.UNKNOWN, "z3 N=4 horizon=4: unsat, where sat settles it")


def test_injection_query():
    q = tp.injection_query(4, 2, 5, keep_smt2=True)
    assert q.status == "sat" and "(declare-fun inj_3_3 () Int)" in q.smt2 and len(q.smt2_sha256) == 64
    q = tp.injection_query(4, 2, 5)
    assert (q.status, q.smt2, q.smt2_sha256) == ("sat", None, "")
    assert tp.injection_query(1, 3, 2).status == "unsat"  # no injection time at all
    assert tp.injection_query(1, 3, 3).status == "sat"
