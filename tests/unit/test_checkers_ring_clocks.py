"""Tests of :mod:`alltoall.checkers.ring_clocks`: the physical line of every channel (lines of dimension 0
first, one id per line, on grids of two and three dimensions) and the own-clock costs of AT2 beside the
lockstep cost of the same simulated schedule."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import exchange, ring_clocks
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid


def test_line_ids_of_the_4_x_4_torus():
    g = grid.torus(4, 4)
    ids = ring_clocks.line_ids(g)
    _, _, dim, _ = liu_gu.channel_ports(g)
    assert sorted(set(ids[dim == 0].tolist())) == [0, 1, 2, 3]
    assert sorted(set(ids[dim == 1].tolist())) == [4, 5, 6, 7]
    assert np.bincount(ids).tolist() == [8] * 8  # each ring of 4 nodes has 8 channels (both directions)


def test_line_ids_number_the_lines_of_every_dimension_apart():
    g = grid.Grid((2, 3, 4), True, "Torus")
    ids = ring_clocks.line_ids(g)
    _, _, dim, _ = liu_gu.channel_ports(g)
    tails = np.array([u for u, _ in g.channels()])
    X = np.stack(g.coord(tails))
    # dimension k's lines are numbered after those of the dimensions before it, by the other coordinates
    starts = [0, 3 * 4, 3 * 4 + 2 * 4, 3 * 4 + 2 * 4 + 2 * 3]
    for k in range(3):
        others = [i for i in range(3) if i != k]
        key = X[others[0]] * g.dims[others[1]] + X[others[1]]
        assert (ids[dim == k] == starts[k] + key[dim == k]).all()
    assert sorted(set(ids.tolist())) == list(range(26))


def test_own_clock_costs_report_the_lockstep_cost_beside():
    oc = ring_clocks.own_clock_costs("at2", 8, 8)
    assert oc == ring_clocks.OwnClocks(True, [16, 24, 24], [(16, 16), (24, 24), (24, 24)], 64, "")
    assert oc.lockstep == exchange.simulate_algorithm("at2", 8, 8).cost and oc.total == 64
    small = ring_clocks.own_clock_costs("at2", 4, 4, reading=liu_gu.reading("prose-stage3"))
    assert (small.ok, small.phases, small.lockstep, small.defect) == (True, [4, 4, 4], 12, "")


def test_own_clock_costs_simulate_the_reading_asked_for():
    """Under the prose-half-circle reading AT2 on 4 x 8 costs 40 in lockstep, not the listing's 32."""
    oc = ring_clocks.own_clock_costs("at2", 4, 8, reading=liu_gu.reading("prose-half-circle"))
    assert oc == ring_clocks.OwnClocks(True, [8, 16, 16], [(8, 8), (8, 16), (8, 16)], 40, "")


def test_own_clock_costs_report_the_defect_the_simulation_names():
    """AR on the 6-ring under the prose-stage3 reading leaves M^0_4 at node 0: the defect is the
    simulation's own sentence, not a generic one."""
    oc = ring_clocks.own_clock_costs("ar", 6, reading=liu_gu.reading("prose-stage3"))
    assert (oc.ok, oc.defect) == (False, "M^0_4 ends at node 0, not at 4")
