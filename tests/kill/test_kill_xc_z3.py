"""Pins of :mod:`alltoall.checkers.z3.exchange` and :mod:`alltoall.checkers.z3.optical` left by the
re-judged sample: the contention query's coordinates on a grid of three dimensions, the decoded
witness of one-hop transfers, integral flows given as floats, and Theorem 2's pass interval."""

from __future__ import annotations

import numpy as np

from alltoall.checkers.z3 import exchange as zx
from alltoall.checkers.z3 import optical as zo
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid
from alltoall.spec.topologies import optical as op


def _q(g, sends, hops):
    q = zx.contention_query(g, sends, hops, 60, keep_smt2=False)
    return q.status, q.model


def test_contention_query_reads_the_first_coordinate_of_a_three_dimensional_grid():
    g = grid.Grid((2, 3, 4), True, "Torus3")  # node = 12 c0 + 4 c1 + c2
    # nodes 0 and 12 differ in c0 only: parallel lines along dimension 2 never meet
    assert _q(g, [(0, 2, 1), (12, 2, 1)], 2) == ("unsat", {})
    # nodes 0 and 3 differ in c1 only (3 = c1 0, c2 3): parallel too
    assert _q(g, [(0, 2, 1), (16, 2, 1)], 3) == ("unsat", {})
    st, m = _q(g, [(12, 2, 1), (13, 2, 1)], 2)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    st, m = _q(g, [(0, 0, 1), (12, 0, 1)], 2)  # along dimension 0 (side 2): 0 -> 12 -> 0
    assert st == "sat"


def _step(g, paths_nodes):
    src = np.array([p[0] for p in paths_nodes], dtype=np.int64)
    dst = np.array([p[-1] for p in paths_nodes], dtype=np.int64)
    hops = len(paths_nodes[0]) - 1
    paths = np.array([[g.channel(p[h], p[h + 1]) for h in range(hops)] for p in paths_nodes], dtype=np.int64)
    paths = paths.reshape(len(paths_nodes), hops)
    tid = np.arange(len(paths_nodes), dtype=np.int64)
    return liu_gu.ArrayStep(src, dst, paths, tid.copy(), tid)


def test_decode_contention_of_one_hop_transfers_keys_on_the_first_channel():
    g = grid.ring(4)
    st = _step(g, [[0, 1], [0, 1], [2, 1]])
    sends = zx.present(st, g)
    assert sends == [(0, 0, 1), (0, 0, 1), (2, 0, -1)]
    assert zx.decode_contention(g, st, sends, {"a": 0, "b": 1}, 5) == {"step": 5, "nodes": [0, 0], "channel": [0, 1]}
    assert zx.decode_contention(g, st, sends, {"a": 0, "b": 2}, 5) is None


def test_decode_contention_keys_a_turning_path_on_its_first_hop():
    t = grid.torus(3, 4)  # node = 4 r + c
    # transfer 0 leaves 0 along the row (dim 1) then turns down; transfer 1 leaves 1 downward
    st = _step(t, [[0, 1, 5], [1, 5, 9]])
    sends = zx.present(st, t)
    assert sends == [(0, 1, 1), (1, 0, 1)]
    assert zx.decode_contention(t, st, sends, {"a": 0, "b": 1}, 2) == {"step": 2, "nodes": [0, 1], "channel": [1, 5]}


def test_recheck_flows_accepts_integral_flows_given_as_floats():
    g = grid.ring(3)
    assert zx.recheck_flows(g, {0: [1.0, 0.0, 2.0, 0.0, 1.0, 0.0]}, 3) is True
    assert zx.recheck_flows(g, {0: [0.0, 0.0, 1.0, 0.0, 1.0, 0.0]}, 1) is True
    assert zx.recheck_flows(g, {0: [0.0, 0.0, 1.0, 0.0, 1.0, 0.0]}, 0) is False


def test_theorem2_coverage_bounds_both_passes_by_the_schedule(monkeypatch):
    # passes 2..4 with a destination (s + c) mod 5: distinct, never s; passes 5..7 would fail
    monkeypatch.setattr(op, "aape_passes", lambda net: range(2, 5))
    monkeypatch.setattr(op, "shift_destination", lambda N, s, c: (s + c) % 5)
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert (q.status, q.model) == ("unsat", {})
    monkeypatch.setattr(op, "aape_passes", lambda net: range(2, 8))
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert q.status == "sat" and max(q.model["c1"], q.model["c2"]) >= 5  # only a pass beyond 4 fails
