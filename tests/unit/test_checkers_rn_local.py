"""Tests of :mod:`alltoall.checkers.rn.local` (the local search for smaller GSEN covers): the weighted move
score against brute force, seeded walk trajectories, ``shrink``'s progress messages, its default flips per round,
and past its deadline before the first round the starting cover returned, re-checked, with no rounds."""

from __future__ import annotations

import hashlib
import json
import random

import numpy as np
import pytest

from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import engine, local
from alltoall.spec.topologies import gsen


def test_shrink_past_its_deadline_returns_the_start(fake_clock):
    """With the clock past the deadline at the first round, the start is returned unchanged."""
    fake_clock(local, first=0.0, step=100.0)
    net = gsen.GSEN(4)
    start = [gsen.family_states(net, "sc", C) for C in range(4)]
    r = local.shrink(net, start, steps=10, time_limit=5.0)
    assert r == {
        "size": 4,
        "configurations": [{"states": s.tolist()} for s in start],
        "rounds": [],
        "message": "4 configurations deliver all 16 pairs of GSEN(N=4): R(N) <= 4",
    }


def test_shrink_walks_20000_flips_per_round_by_default(monkeypatch):
    """Without ``steps``, each round's walk gets at most 20000 flips (and the round reports them)."""
    seen = []

    def walk(cov, steps, rng, **kw):
        seen.append(steps)
        return steps

    monkeypatch.setattr(local, "walk", walk)
    net = gsen.GSEN(4)
    start = [gsen.family_states(net, "sc", C) for C in range(4)]
    r = local.shrink(net, start)
    assert seen == [20000]
    assert r["rounds"] == [{"size": 3, "steps": 20000, "found": False}] and r["size"] == 4


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


WALKS = {False: (300, 9, "3ac53afac20d008f"), True: (300, 11, "86fe41680061c805")}


@pytest.mark.parametrize("weighted", [False, True])
def test_walk_of_a_seed_takes_the_same_flips(weighted):
    net = gsen.GSEN(8)
    rng = np.random.default_rng(5)
    cov = local.Cover(net, list(rng.integers(0, 2, (7, net.n, net.half))))  # 7 < R(8): never done
    taken = local.walk(cov, 300, random.Random(3), weighted=weighted)
    got = (taken, cov.uncovered, _digest(cov.S))
    assert got == WALKS[weighted]


def test_walk_looks_at_its_deadline_every_256_steps(fake_clock):
    """The walk reads the clock at steps 0, 256, 512, ... and stops at the first look past the deadline: on a clock
    that moves 1 s a read, with the deadline at 1.5 s, the third look (step 512) ends a walk of 1000 steps."""
    clock = fake_clock(local, first=0.0, step=1.0)
    net = gsen.GSEN(8)
    rng = np.random.default_rng(5)
    cov = local.Cover(net, list(rng.integers(0, 2, (7, net.n, net.half))))  # 7 < R(8): never done
    assert local.walk(cov, 1000, random.Random(3), deadline=1.5) == 512
    assert clock.t == 2.0


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


class _OneStuckPair:
    """A cover missing two pairs: (0, 0), which no flip can deliver, and (1, 1), which flip (0, 0, 0) delivers."""

    N = 2
    S = [None]

    def __init__(self):
        self.miss = [(1, 1), (0, 0)]
        self.flips = []

    @property
    def uncovered(self):
        return len(self.miss) - 1  # the stuck pair is never counted as missing once (1, 1) is delivered

    def moves_for(self, i, j):
        return [] if (i, j) == (0, 0) else [(0, 0, 0)]

    def delta(self, c, s, y):
        return -1

    def flip(self, c, s, y):
        self.flips.append((c, s, y))
        self.miss = [(0, 0)]


def test_walk_passes_over_a_pair_without_moves():
    """A pair no flip delivers is skipped: the walk goes on with the other undelivered pairs."""
    rng = random.Random(0)
    assert rng.randrange(2) == 1  # the first pick is the stuck pair
    cov = _OneStuckPair()
    taken = local.walk(cov, 50, random.Random(0), noise=0.0)
    assert cov.flips == [(0, 0, 0)] and cov.uncovered == 0 and taken < 50


def test_shrink_default_seed_is_0():
    """shrink's default seed is 0: the same rounds as seed 0, which differ from seed 1's."""
    net = gsen.GSEN(10)
    start = [gsen.family_states(net, "sc", C).tolist() for C in range(net.tags)]
    r = local.shrink(net, start, steps=200, stop_at=10)
    assert [x["steps"] for x in r["rounds"]] == [1, 1, 2, 2, 5, 2]
    assert r == local.shrink(net, start, steps=200, stop_at=10, seed=0)
    assert [x["steps"] for x in local.shrink(net, start, steps=200, stop_at=10, seed=1)["rounds"]] != [1, 1, 2, 2, 5, 2]
    assert r["size"] == 10 and ce.check_upper({"N": 10, "configurations": r["configurations"]})[0]
