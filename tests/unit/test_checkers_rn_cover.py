"""Tests of :mod:`alltoall.checkers.rn.cover`: the pair rows, the greedy and z3 covers (least and optimal),
the infeasible result's empty choice, the unknown-solver message, the fallback to the greedy cover when a solver
returns no cover, the 1 ms floor of the z3 timeout, the fixed CP-SAT seed that makes its cover reproducible,
the greedy cover CP-SAT starts from, and the least covers CP-SAT and SCIP find by one stage-control family
(chou-chen-2010)."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import cover
from alltoall.spec.topologies import gsen


def test_infeasible_cover_chooses_empty_list():
    """A pair no candidate delivers: size None, chosen [] (a list, not None), optimal."""
    r = cover.min_cover(np.array([[0, 1], [0, 1]]), "z3")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == (
        "z3",
        None,
        [],
        True,
        "infeasible: a pair no candidate delivers",
    )


def test_unknown_solver_message_lists_solvers():
    """An unknown solver name is refused with every solver listed, comma-separated."""
    with pytest.raises(ValueError) as e:
        cover.min_cover(np.array([[0, 1], [1, 0]]), "glpk")
    assert str(e.value) == "unknown solver 'glpk' (one of greedy, z3, cpsat, scip, maxsat)"


@pytest.mark.parametrize("answer", [(None, False, "unknown"), ([0], True, "optimal")])
def test_solver_without_cover_keeps_greedy(monkeypatch, answer):
    """No rows, or rows that do not cover: the greedy cover is kept, not optimal, status noted."""
    monkeypatch.setattr(cover, "_z3", lambda m, rows, tl: answer)
    r = cover.min_cover(np.array([[0, 1], [1, 0], [0, 1]]), "z3")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == (
        "z3",
        2,
        [0, 1],
        False,
        f"{answer[2]}; kept the greedy cover",
    )


def test_z3_zero_time_limit_sets_one_millisecond_timeout(monkeypatch):
    """time_limit 0 gives the z3 optimizer the floor timeout of 1 ms, not more."""
    z3 = pytest.importorskip("z3")
    seen = []

    class Spy(z3.Optimize):
        def set(self, *a, **k):
            seen.append(a)
            return super().set(*a, **k)

    monkeypatch.setattr(z3, "Optimize", Spy)
    cover._z3(2, [[0], [1]], 0.0)
    assert seen == [("timeout", 1)]


def test_cpsat_uses_random_seed_one(monkeypatch):
    """The CP-SAT solve runs with one worker and random seed 1, so its cover is reproducible."""
    pytest.importorskip("ortools")
    from ortools.sat.python import cp_model

    seen = []

    class Spy(cp_model.CpSolver):
        def Solve(self, *a, **k):
            seen.append((self.parameters.num_workers, self.parameters.random_seed))
            return super().Solve(*a, **k)

    monkeypatch.setattr(cp_model, "CpSolver", Spy)
    r = cover.min_cover(np.array([[0, 1], [1, 0]]), "cpsat", time_limit=5.0)
    assert (r.size, r.chosen, r.optimal, seen) == (2, [0, 1], True, [(1, 1)])


def test_pair_rows_list_the_candidates_of_each_pair():
    assert cover.pair_rows(np.array([[1, 0, 2], [0, 2, 1]])) == [[1], [0], [], [0], [], [1], [], [1], [0]]


def test_greedy_cover_result():
    P = np.array([[0, 1], [1, 0], [0, 1]])
    r = cover.min_cover(P, "greedy")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == ("greedy", 2, [0, 1], False, "heuristic")
    r = cover.min_cover(np.array([[0, 1]]), "greedy")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == ("greedy", None, [0], False, "no cover")


def test_z3_cover_is_least_and_optimal():
    pytest.importorskip("z3")
    P = gsen.family_perms(gsen.GSEN(8), "doubly")
    P = np.concatenate([P, P[::-1]])
    r = cover.min_cover(P, "z3", 30)
    assert (r.solver, r.size, r.optimal, r.status) == ("z3", 8, True, "optimal")
    assert cover.covers(P, r.chosen)


def test_z3_cover_of_all_permutations_is_least():
    """Every permutation of 4 as a candidate: any satisfying choice covers, only the optimum has 4 rows."""
    pytest.importorskip("z3")
    import itertools

    P = np.array(list(itertools.permutations(range(4))))
    r = cover.min_cover(P, "z3", 30)
    assert (r.size, r.optimal, r.status) == (4, True, "optimal") and cover.covers(P, r.chosen)


def test_greedy_cover_result_and_seconds(fake_clock):
    """The greedy result: its rows, not optimal, and the seconds it took (the clock read twice)."""
    fake_clock(cover, step=0.25)
    P = np.array([[0, 1], [0, 1], [1, 0]])
    assert cover.min_cover(P, "greedy") == cover.CoverResult("greedy", 2, [0, 2], False, 0.25, "heuristic")
    fake_clock(cover, step=0.5)
    assert cover.min_cover(np.array([[0, 1], [0, 1]]), "greedy") == cover.CoverResult(
        "greedy", None, [0], False, 0.5, "no cover"
    )


def test_solver_cover_seconds(monkeypatch, fake_clock):
    monkeypatch.setattr(cover, "_z3", lambda m, rows, tl: ([2, 0], True, "optimal"))
    fake_clock(cover, step=0.25)
    assert cover.min_cover(np.array([[0, 1], [0, 1], [1, 0]]), "z3") == cover.CoverResult(
        "z3", 2, [0, 2], True, 0.25, "optimal"
    )
    fake_clock(cover, step=0.5)
    r = cover.min_cover(np.array([[0, 1], [0, 1]]), "z3")
    assert (r.size, r.seconds) == (None, 0.5)


def test_cpsat_cut_short_keeps_the_greedy_cover_it_starts_from(monkeypatch):
    """CP-SAT starts from the greedy cover: stopped at its first solution, it returns that cover (4 of the 24
    permutations of 4), feasible and not optimal, never a larger one."""
    pytest.importorskip("ortools")
    import itertools

    from ortools.sat.python import cp_model

    class FirstOnly(cp_model.CpSolver):
        def Solve(self, *a, **k):
            self.parameters.stop_after_first_solution = True
            return super().Solve(*a, **k)

    monkeypatch.setattr(cp_model, "CpSolver", FirstOnly)
    P = np.array(list(itertools.permutations(range(4))))
    r = cover.min_cover(P, "cpsat", time_limit=5.0)
    assert (r.size, r.chosen, r.optimal, r.status) == (4, sorted(cover.greedy(P)), False, "feasible")


# --- least covers by one stage-control family with CP-SAT and SCIP (the ``rn`` extra) ---------------
# chou-chen-2010, Sects. 3-6: the CP-SAT and SCIP solvers (ortools, pyscipopt; each test skips without its
# package) against the values the paper proves and against RC2 (python-sat): R_sc(6) = 8, R_A(6) = 6
# (Theorem 4.4), R_sc(12) = 16.

CASES = [(6, "sc", 8), (6, "alternating", 6), (8, "sc", 8), (12, "sc", 16)]


def _perms(N, family):
    return gsen.family_perms(gsen.GSEN(N), family)


@pytest.mark.parametrize("solver,module", [("cpsat", "ortools"), ("scip", "pyscipopt")])
@pytest.mark.parametrize("N,family,least", CASES)
def test_min_cover_extra_solvers(solver, module, N, family, least):
    pytest.importorskip(module)
    P = _perms(N, family)
    r = cover.min_cover(P, solver, time_limit=30)
    assert (r.solver, r.size, r.optimal, r.status) == (solver, least, True, "optimal")
    assert r.chosen == sorted(r.chosen) and len(set(r.chosen)) == least and cover.covers(P, r.chosen)
    assert r.size == cover.min_cover(P, "maxsat").size


def test_cpsat_direct():
    pytest.importorskip("ortools")
    P = _perms(6, "sc")
    rows = cover.pair_rows(P)
    ch, opt, status = cover._cpsat(P.shape[0], rows, 30, cover.greedy(P))
    assert (len(ch), opt, status) == (8, True, "optimal") and cover.covers(P, ch)
    # a redundant set of rows: the duplicate of each column is never needed
    P2 = np.concatenate([P, P])
    ch, opt, _ = cover._cpsat(P2.shape[0], cover.pair_rows(P2), 30, list(range(16)))
    assert len(ch) == 8 and opt and cover.covers(P2, ch)
    assert cover._cpsat(3, [[0, 1], [1, 2]], 30, [0, 2])[:2] == ([1], True)


def test_scip_direct():
    pytest.importorskip("pyscipopt")
    P = _perms(6, "alternating")
    ch, opt, status = cover._scip(P.shape[0], cover.pair_rows(P), 30)
    assert (len(ch), opt, status) == (6, True, "optimal") and cover.covers(P, ch)
    ch, opt, status = cover._scip(2, [[0], [1], [0, 1]], 30)
    assert (sorted(ch), opt) == ([0, 1], True)
    ch, opt, status = cover._scip(3, [[0, 1], [1, 2]], 30)
    assert (ch, opt) == ([1], True)
