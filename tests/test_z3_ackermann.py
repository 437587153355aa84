"""The engine's Ackermann-first solver (checkers/z3/core.py ``new_solver(..., ackermann_lemmas=...)``) and
the MIN queries that use it (liu-chen-chen-2007 Theorem 2, checkers/z3/min.py, M^0 symbolic).

Z3's default strategy replaces uninterpreted functions by Ackermann's congruence lemmas only while
there are at most 1000 of them (``div0_ackermann_limit`` of ``ackermannize_bv``); the Latin-rows query
with M^0 symbolic needs k - 1, so under that strategy it fell off a cliff from k = 1002 on.
"""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import core
from alltoall.checkers.z3 import min as z3_min
from alltoall.spec.topologies import multistage as ms


def _stat(solver: z3.Solver, key: str) -> int:
    st = solver.statistics()
    return int(st.get_key_value(key)) if key in st.keys() else 0


def _apps(n: int):
    """f applied to n free arguments, the i-th application pinned to i: C(n, 2) Ackermann lemmas, SAT."""
    f = z3.Function("f", z3.BitVecSort(8), z3.BitVecSort(8))
    a = [z3.BitVec(f"a{i}", 8) for i in range(n)]
    return f, a, [f(a[i]) == i for i in range(n)]


def test_default_strategy_stops_ackermannizing_past_1000_lemmas():
    # 45 applications = 990 lemmas: reduced; 46 = 1035: left to the SMT core (the cliff's cause)
    for n, reduced in ((45, True), (46, False)):
        _, _, facts = _apps(n)
        s = core.new_solver(30)
        s.add(*facts)
        assert s.check() == z3.sat
        assert (_stat(s, "ackr-constraints") == n * (n - 1) // 2) is reduced, n


def test_ackermann_first_solver_raises_the_bound():
    _, _, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=46 * 45 // 2)
    s.add(*facts)
    assert s.check() == z3.sat
    assert _stat(s, "ackr-constraints") == 1035


def test_ackermann_first_solver_maps_models_back_to_the_functions():
    f, a, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=1035)
    s.add(*facts, z3.Distinct(*a))
    assert s.check() == z3.sat
    m = s.model()
    assert [m.eval(f(m.eval(v)), model_completion=True).as_long() for v in a] == list(range(46))


def test_ackermann_first_solver_keeps_unsat():
    f, a, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=1035)
    s.add(*facts, a[0] == a[45])  # f(a0) = 0 and f(a0) = 45
    assert s.check() == z3.unsat
    q = core.solve(s, False)
    assert q.status == "unsat"


@pytest.mark.parametrize("topology", ["omega", "baseline", "butterfly"])
def test_latin_rows_symbolic_m0_eliminates_the_functions_first(topology):
    net = ms.build(topology, 2, 8)
    s = z3_min.latin_rows(net, "symbolic", 30, build_only=True)
    assert s.check() == z3.unsat
    assert _stat(s, "ackr-constraints") == net.stages - 1  # stage 0's two applications coincide (the input's digits)
    prev = z3_min.latin_rows(net, "symbolic", 30, encoding=z3_min._DefaultStrategyEncoding, build_only=True)
    assert prev.check() == z3.unsat
    # the same formula under both solvers
    assert len(s.assertions()) == len(prev.assertions())
    assert all(u.eq(v) for u, v in zip(s.assertions(), prev.assertions()))


def test_latin_rows_symbolic_m0_keeps_the_vacuity_record():
    net = ms.omega(2, 5)
    q = z3_min.latin_rows(net, "symbolic", 30)
    assert q.status == "unsat"
    assert {f"m0_stage{j}" for j in range(net.stages)} <= set(q.free)


def test_bijective_and_lemma1_symbolic_m0_still_unsat():
    for net in (ms.omega(2, 6), ms.build("baseline", 2, 6), ms.build("butterfly", 3, 3)):
        assert z3_min.bijective(net, "symbolic", 30).status == "unsat"
        assert z3_min.lemma1(net, "symbolic", 30).status == "unsat"


@pytest.mark.slow
def test_latin_rows_past_1001_stages_is_settled_by_reduction():
    # k = 1002: 1001 lemmas, one past Z3's default bound (the previous solver's first unknown)
    net = ms.omega(2, 1002)
    # about 8 CPU s; Z3's limit is wall time, so it is the suite's claim limit, not a speed target
    s = z3_min.latin_rows(net, "symbolic", 600, build_only=True)
    assert s.check() == z3.unsat
    assert _stat(s, "ackr-constraints") == 1001
