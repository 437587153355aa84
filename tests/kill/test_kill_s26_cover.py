"""Pins of :mod:`alltoall.checkers.rn.cover` left by the survivors of the seed-20261126 sample:
the 1 ms floor of the z3 timeout for a zero time limit, and the fixed CP-SAT random seed 1 that makes
its cover reproducible."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import cover


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
