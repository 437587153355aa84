"""Kill tests for `alltoall.checkers.rn.local`: ``shrink`` past its deadline before the
first round returns the starting cover (re-checked), with no rounds."""

from __future__ import annotations

from alltoall.checkers.rn import local
from alltoall.spec.topologies import gsen


def test_shrink_past_deadline_returns_start(fake_clock):
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
