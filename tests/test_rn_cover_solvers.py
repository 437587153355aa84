"""Least covers by one stage-control family (chou-chen-2010, Sects. 3-6) with the CP-SAT and SCIP
solvers of :mod:`checkers.rn.cover` (the ``rn`` extra: ortools, pyscipopt), against the values the
paper proves and against RC2 (python-sat): R_sc(6) = 8, R_A(6) = 6 (Theorem 4.4), R_sc(12) = 16."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import cover
from alltoall.spec.topologies import gsen

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
