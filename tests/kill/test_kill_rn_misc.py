"""Kill tests for `alltoall.checkers.rn.cover`, `.local`, `.bounds` and `.certificate` (issue 13):
pair rows, greedy and z3 cover results, weighted move scores against brute force, seeded local
search trajectories and progress, ``item_forced`` defaults, the certificate's ``N`` check."""

from __future__ import annotations

import hashlib
import json
import random

import numpy as np
import pytest

from alltoall.checkers.rn import bounds, cover, engine, local
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

# --- cover ---------------------------------------------------------------------------------------


def test_pair_rows_pinned():
    assert cover.pair_rows(np.array([[1, 0, 2], [0, 2, 1]])) == [[1], [0], [], [0], [], [1], [], [1], [0]]


def test_greedy_cover_result_pinned():
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


# --- local ---------------------------------------------------------------------------------------


def _uncovered_weight(cov, w):
    return sum(w[i][j] for i, j in cov.miss)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_wdelta_is_the_change_of_uncovered_weight(seed):
    net = gsen.GSEN(8)
    rng = np.random.default_rng(seed)
    cov = local.Cover(net, list(rng.integers(0, 2, (4, net.n, net.half))))
    w = rng.integers(1, 9, (8, 8)).tolist()
    for c in range(4):
        for s in range(net.n):
            for y in range(net.half):
                before = _uncovered_weight(cov, w)
                d = cov.wdelta(c, s, y, w)
                cov.flip(c, s, y)
                assert d == _uncovered_weight(cov, w) - before, (c, s, y)
                cov.flip(c, s, y)


def _digest(res) -> str:
    return hashlib.sha256(json.dumps(res, sort_keys=True, default=str).encode()).hexdigest()[:16]


@pytest.mark.parametrize("weighted", [False, True])
def test_walk_trajectory_pinned(weighted):
    net = gsen.GSEN(8)
    rng = np.random.default_rng(5)
    cov = local.Cover(net, list(rng.integers(0, 2, (7, net.n, net.half))))  # 7 < R(8): never done
    taken = local.walk(cov, 300, random.Random(3), weighted=weighted)
    got = (taken, cov.uncovered, _digest(cov.S))
    assert got == WALKS[weighted]


WALKS = {False: (300, 9, "3ac53afac20d008f"), True: (300, 11, "86fe41680061c805")}


def test_shrink_reports_walk_progress():
    net = gsen.GSEN(12)
    _, configs = engine.construction(12)
    start = [ce.config_states(net, c) for c in configs]
    msgs = []
    r = local.shrink(net, start, steps=10001, seed=0, progress=msgs.append, stop_at=15)
    assert r["size"] == 16 and r["rounds"] == [{"size": 15, "steps": 10001, "found": False}]
    assert msgs == [
        "N = 12: local search for 15 configurations (6 pairs to recover)",
        "N = 12: 15 configurations, 10000 flips, 7 pairs undelivered",
    ]


# --- bounds --------------------------------------------------------------------------------------


def test_item_forced_defaults_to_zero():
    assert bounds.item_forced({}, 0, 0, 1) == 0
    assert bounds.item_forced({(0, 0, 1): 3}, 0, 0, 1) == 3
    assert bounds.item_forced({(0, 1, 0): 2}, 0, 0, 1) == 2
    assert bounds.item_forced({(1, 1, 0): 2}, 0, 0, 1) == 0


def test_pair_tags_dtypes():
    pt = bounds.pair_tags(gsen.GSEN(6))
    assert pt.F0.dtype == np.int64 and pt.F1.dtype == np.int64


# --- certificate ---------------------------------------------------------------------------------


@pytest.mark.parametrize("N,msg", [(1, "must be >= 2, got 1"), ("4", "expected an integer, got '4'")])
def test_certificate_n_is_checked(N, msg):
    with pytest.raises(ParameterError) as e:
        ce._net({"N": N})
    assert e.value.parameter == "N" and msg in str(e.value)
    assert ce._net({"N": 2}).N == 2


def test_z3_cover_of_all_permutations_is_least():
    """Every permutation of 4 as a candidate: any satisfying choice covers, only the optimum has 4 rows."""
    pytest.importorskip("z3")
    import itertools

    P = np.array(list(itertools.permutations(range(4))))
    r = cover.min_cover(P, "z3", 30)
    assert (r.size, r.optimal, r.status) == (4, True, "optimal") and cover.covers(P, r.chosen)
