"""Kill tests for `alltoall.checkers.rn.local`: ``shrink`` past its deadline before the
first round returns the starting cover (re-checked), with no rounds."""

from __future__ import annotations

import types

from alltoall.checkers.rn import local
from alltoall.spec.topologies import gsen


def test_shrink_past_deadline_returns_start(monkeypatch):
    """With the clock past the deadline at the first round, the start is returned unchanged."""
    ticks = iter([0.0, 100.0, 200.0, 300.0])
    monkeypatch.setattr(local, "time", types.SimpleNamespace(perf_counter=lambda: next(ticks)))
    net = gsen.GSEN(4)
    start = [gsen.family_states(net, "sc", C) for C in range(4)]
    r = local.shrink(net, start, steps=10, time_limit=5.0)
    assert r == {"size": 4, "configurations": [{"states": s.tolist()} for s in start], "rounds": [],
                 "message": "4 configurations deliver all 16 pairs of GSEN(N=4): R(N) <= 4"}
