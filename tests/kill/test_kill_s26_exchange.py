"""Pins of :mod:`alltoall.checkers.exchange` left by the survivors of the seed-20261126 sample: an
exchange on shortest paths only has no detour example."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import exchange as x
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid


def test_simulate_names_no_detour_when_every_path_is_shortest():
    """The one-hop exchange on the 3-ring: longest detour 0 and detour_example None."""
    g = grid.ring(3)  # channels 0:(0,1) 1:(0,2) 2:(1,0) 3:(1,2) 4:(2,0) 5:(2,1)
    i64 = lambda v: np.array(v, dtype=np.int64)
    steps = [
        liu_gu.ArrayStep(i64(s), i64(d), i64(p).reshape(3, 1), i64(m), i64([0, 1, 2]))
        for s, d, p, m in (([0, 0, 1], [1, 2, 0], [0, 1, 2], [1, 2, 3]), ([1, 2, 2], [2, 0, 1], [3, 4, 5], [5, 6, 7]))
    ]
    r = x.simulate(liu_gu.Plan(g, 2, (0,), "t"), steps)
    assert r.ok and r.all_shortest and r.longest_detour == 0
    assert r.detour_example is None
