"""Tests of :mod:`alltoall.checkers.z3.exchange` (liu-gu-2006): the transfers of a step, the contention query's
model and record (also on a grid of three dimensions), the decoded witness (one-hop and turning paths), a SAT
step whose model does not re-check left undecided, the translation table and Lemma 1's flow search."""

from __future__ import annotations

import hashlib
import pathlib
import sys
import types

import numpy as np
import pytest

from alltoall.checkers.z3 import exchange as zx
from alltoall.checkers.z3.core import Z3_VERSION, Query
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
pytest.importorskip("z3")

from mutantlib import load_all  # noqa: E402
from support.z3pins import PINNED_Z3, smt2_digest, solver_settings  # noqa: E402


def _step(g, paths_nodes, sizes=None):
    """An ArrayStep whose transfer i walks the node list ``paths_nodes[i]`` (all of one length)."""
    src = np.array([p[0] for p in paths_nodes], dtype=np.int64)
    dst = np.array([p[-1] for p in paths_nodes], dtype=np.int64)
    hops = len(paths_nodes[0]) - 1
    paths = np.array([[g.channel(p[h], p[h + 1]) for h in range(hops)] for p in paths_nodes], dtype=np.int64)
    paths = paths.reshape(len(paths_nodes), hops)
    sizes = sizes or [1] * len(paths_nodes)
    tid = np.array([i for i, s in enumerate(sizes) for _ in range(s)], dtype=np.int64)
    msgs = np.arange(len(tid), dtype=np.int64)
    return liu_gu.ArrayStep(src, dst, paths, msgs, tid)


def test_present_lists_the_transfers_with_a_bundle():
    g = grid.torus(3, 4)
    st = _step(g, [[0, 4], [5, 1], [6, 7], [7, 6], [2, 3]], sizes=[2, 1, 0, 1, 1])
    assert zx.present(st, g) == [(0, 0, 1), (5, 0, -1), (7, 1, -1), (2, 1, 1)]
    assert all(type(x) is int for t in zx.present(st, g) for x in t)
    empty = liu_gu.ArrayStep(
        np.array([0, 1]), np.array([0, 1]), np.zeros((2, 0), dtype=np.int64), np.array([0, 1]), np.array([0, 1])
    )
    assert zx.present(empty, g) == []


def _q(g, sends, hops, **kw):
    q = zx.contention_query(g, sends, hops, 60, **kw)
    return q.status, q.model


def test_contention_query_finds_the_one_shared_channel_forward():
    g = grid.torus(4, 4)
    st, m = _q(g, [(0, 1, 1), (1, 1, 1)], 2)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    assert _q(g, [(0, 1, 1), (1, 1, 1)], 1) == ("unsat", {})
    # along dimension 0 the stride is the row length
    st, m = _q(g, [(0, 0, 1), (4, 0, 1), (9, 0, 1)], 2)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})


def test_contention_query_backward_and_wrapping():
    g = grid.torus(4, 4)
    st, m = _q(g, [(5, 0, -1), (1, 0, -1)], 2)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    st, m = _q(g, [(1, 0, -1), (13, 0, -1)], 2)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    st, m = _q(g, [(3, 1, 1), (0, 1, 1)], 2)  # 3 -> 0 wraps along the row
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    st, m = _q(g, [(2, 1, -1), (3, 1, -1)], 3)
    assert st == "sat" and m in (
        {"a": 0, "b": 1, "h1": 0, "h2": 1},
        {"a": 1, "b": 0, "h1": 1, "h2": 0},
        {"a": 0, "b": 1, "h1": 1, "h2": 2},
        {"a": 1, "b": 0, "h1": 2, "h2": 1},
    )


def test_contention_query_separates_directions_dimensions_and_rows():
    g = grid.torus(4, 4)
    assert _q(g, [(5, 0, -1), (1, 0, 1)], 2) == ("unsat", {})  # opposite directions on one link
    assert _q(g, [(0, 0, 1), (0, 1, 1)], 3) == ("unsat", {})  # same node, two dimensions
    assert _q(g, [(0, 0, 1), (5, 0, 1)], 2) == ("unsat", {})  # parallel columns
    assert _q(g, [(0, 1, 1), (5, 1, 1)], 3) == ("unsat", {})  # parallel rows
    assert _q(g, [(0, 1, 1), (2, 1, -1)], 2) == ("unsat", {})
    assert _q(g, [(0, 1, 1), (2, 1, 1), (8, 1, -1)], 2) == ("unsat", {})
    r = grid.ring(8)
    assert _q(r, [(0, 0, 1), (4, 0, 1), (2, 0, -1), (6, 0, -1)], 4) == ("unsat", {})
    st, m = _q(r, [(0, 0, 1), (4, 0, 1), (2, 0, -1), (6, 0, -1)], 5)
    assert st == "sat" and {m["a"], m["b"]} in ({0, 1}, {2, 3})


def _declared(smt2):
    return sorted(line for line in smt2.splitlines() if line.startswith("(declare-fun"))


def test_contention_query_record_names_its_variables_and_width():
    g = grid.torus(4, 4)  # width: max(16 -> 5 bits, 4 -> 3 + 2, 2 sends -> 2) + 2 = 7
    q = zx.contention_query(g, [(0, 1, 1), (1, 1, 1)], 1, 60)
    assert q.smt2 is not None and q.smt2_sha256
    assert _declared(q.smt2) == [f"(declare-fun {v} () (_ BitVec 7))" for v in ("a", "b", "h1", "h2")]
    assert q.free == {"a": "BitVec(7)", "b": "BitVec(7)", "h1": "BitVec(7)", "h2": "BitVec(7)"}
    assert zx.contention_query(g, [(0, 1, 1), (1, 1, 1)], 1, 60, keep_smt2=False).smt2 is None
    r = grid.ring(2)  # width: max(2 -> 2, 2 -> 2 + 2, 2) + 2 = 6
    q = zx.contention_query(r, [(0, 0, 1), (1, 0, 1)], 1, 60)
    assert _declared(q.smt2)[0] == "(declare-fun a () (_ BitVec 6))"
    r = grid.ring(40)  # a side of 40 -> 6 bits + 2, + 2 = 10
    q = zx.contention_query(r, [(i, 0, 1) for i in range(0, 40, 2)], 1, 60)
    assert q.status == "unsat" and _declared(q.smt2)[0] == "(declare-fun a () (_ BitVec 10))"
    t = grid.torus(8, 8)  # 64 nodes -> 7 bits, + 2 = 9
    q = zx.contention_query(t, [(0, 0, 1), (9, 1, 1)], 2, 60)
    assert q.status == "unsat" and _declared(q.smt2)[0] == "(declare-fun a () (_ BitVec 9))"
    r = grid.ring(2)  # 130 sends -> 8 bits + 2 = 10
    q = zx.contention_query(r, [(0, 0, 1)] * 129 + [(1, 0, 1)], 1, 60)
    assert _declared(q.smt2)[0] == "(declare-fun a () (_ BitVec 10))"


def test_decode_contention_names_the_first_shared_channel():
    g = grid.ring(8)
    st = _step(g, [[0, 1, 2, 3], [1, 2, 3, 4], [6, 5, 4, 3]])
    sends = zx.present(st, g)
    assert sends == [(0, 0, 1), (1, 0, 1), (6, 0, -1)]
    want = {"step": 7, "nodes": [0, 1], "channel": [1, 2]}
    assert zx.decode_contention(g, st, sends, {"a": 0, "b": 1}, 7) == want
    assert zx.decode_contention(g, st, sends, {"a": 1, "b": 0}, 3) == {"step": 3, "nodes": [1, 0], "channel": [1, 2]}
    assert zx.decode_contention(g, st, sends, {"a": 0, "b": 2}, 7) is None
    assert zx.decode_contention(g, st, sends, {"a": 1, "b": 1}, 7) is None
    assert zx.decode_contention(g, st, sends, {"a": 3, "b": 1}, 7) is None
    assert zx.decode_contention(g, st, sends, {"a": 1, "b": 3}, 7) is None
    assert zx.decode_contention(g, st, sends, {"a": -1, "b": 1}, 7) is None
    assert zx.decode_contention(g, st, sends, {"a": 0, "b": -1}, 7) is None
    t = grid.torus(3, 4)
    st = _step(t, [[2, 6, 10], [6, 10, 2], [6, 7, 4]])
    sends = zx.present(st, t)
    assert sends == [(2, 0, 1), (6, 0, 1), (6, 1, 1)]
    assert zx.decode_contention(t, st, sends, {"a": 0, "b": 1}, 0) == {"step": 0, "nodes": [2, 6], "channel": [6, 10]}
    assert zx.decode_contention(t, st, sends, {"a": 2, "b": 1}, 0) is None


def test_contention_free_pins_free_and_contended_steps():
    free, qs, w = zx.contention_free("ar", 4)
    assert (free, [q.status for q in qs], w) == (True, ["unsat", "unsat"], None)
    assert all(q.smt2 is None for q in qs)
    free, qs, w = zx.contention_free("ar", 4, keep_smt2=True)
    assert all(q.smt2 for q in qs)
    mutants = load_all()
    with mutants["lg-ar-subrings-same-direction"].applied():
        free, qs, w = zx.contention_free("ar", 8)
    assert (free, [q.status for q in qs]) == (False, ["unsat", "sat"])
    assert w["step"] == 1 and set(w) == {"step", "nodes", "channel"}
    u, v = w["channel"]
    assert (v - u) % 8 == 1 and sorted(w["nodes"]) in ([u - 1 if u else 7, u], [u, u + 1])


def test_contention_free_reads_the_reading():
    assert len(zx.contention_free("ar", 4, reading=liu_gu.PROSE)[1]) == 3
    assert len(zx.contention_free("ar", 6, reading=liu_gu.PROSE_STAGE3)[1]) == 2
    assert len(zx.contention_free("ar", 6)[1]) == 3


def test_translate_table_moves_every_channel_by_the_node():
    for g in (grid.ring(5), grid.torus(3, 4)):
        T = zx._translate_table(g)
        chans = g.channels()
        assert T.dtype == np.int64 and T.shape == (g.nodes, len(chans))
        for d in range(g.nodes):
            cd = g.coord(d)
            for i, (u, v) in enumerate(chans):
                tu = g.node(tuple((a + b) % n for a, b, n in zip(g.coord(u), cd, g.dims)))
                tv = g.node(tuple((a + b) % n for a, b, n in zip(g.coord(v), cd, g.dims)))
                assert chans[T[d, i]] == (tu, tv)
    assert zx._translate_table(grid.ring(3)).tolist() == [[0, 1, 2, 3, 4, 5], [3, 2, 5, 4, 0, 1], [4, 5, 1, 0, 3, 2]]


def test_min_max_load_on_rings_keeps_both_halves_and_symmetric_routings():
    g = grid.ring(5)
    res, models = zx.min_max_load(g, 2, 25)
    assert (res.k, res.tried, res.reason) == (3, {2: "unsat", 3: "sat"}, None)
    assert res.below.status == "unsat" and res.below.smt2  # the unrestricted query decides UNSAT
    assert res.at.status == "sat" and res.at.smt2 is None  # found among translation-invariant routings
    assert set(models) == {3} and set(models[3]) == set(range(5))
    assert zx.recheck_flows(g, models[3], 3) and not zx.recheck_flows(g, models[3], 2)
    T = zx._translate_table(g)
    for d in range(5):
        for i in range(len(g.channels())):
            assert models[3][d][T[d, i]] == models[3][0][i]
            assert type(models[3][d][i]) is int
    g = grid.ring(4)
    res, models = zx.min_max_load(g, 1, 16)
    assert (res.k, res.tried) == (2, {1: "unsat", 2: "sat"})
    assert res.below.smt2 and res.at.smt2  # no translation-invariant routing reaches 2 on the 4-ring
    assert set(models) == {2} and zx.recheck_flows(g, models[2], 2)


def test_min_max_load_on_a_mesh_uses_the_unrestricted_query():
    g = grid.mesh(2, 2)
    res, models = zx.min_max_load(g, 1, 9)
    assert (res.k, res.tried, res.reason) == (2, {1: "unsat", 2: "sat"}, None)
    assert res.below.smt2 and res.at.smt2
    assert set(models) == {2} and zx.recheck_flows(g, models[2], 2)
    res, models = zx.min_max_load(g, 3, 9)
    assert (res.k, res.below, res.tried) == (3, None, {3: "sat"}) and set(models) == {3}
    res, models = zx.min_max_load(g, 1, 1)
    assert (res.k, res.tried, res.reason, models) == (None, {1: "unsat"}, "no k in 1..1 is feasible", {})


def test_flow_solver_pins_its_variables():
    g = grid.ring(3)
    s, flows = zx._flow_solver(g, 1, 60, True)
    assert [[str(x) for x in flows[d]] for d in range(3)] == [
        ["f_0_0", "f_0_1", "f_0_2", "f_0_3", "f_0_4", "f_0_5"],
        ["f_0_4", "f_0_5", "f_0_1", "f_0_0", "f_0_3", "f_0_2"],
        ["f_0_3", "f_0_2", "f_0_5", "f_0_4", "f_0_0", "f_0_1"],
    ]
    assert str(s.check()) == "sat"
    s, flows = zx._flow_solver(g, 1, 60, False)
    assert [str(x) for x in flows[2]] == [f"f_2_{i}" for i in range(6)] and len(flows) == 3
    assert str(s.check()) == "sat"
    s, flows = zx._flow_solver(grid.ring(4), 1, 60, False)
    assert str(s.check()) == "unsat"
    s, flows = zx._flow_solver(grid.ring(4), 2, 60, False)
    assert str(s.check()) == "sat"


@pytest.mark.parametrize("bound", [2, 3])
def test_recheck_flows_checks_sign_conservation_and_load(bound):
    g = grid.ring(3)  # channels: (0,1) (0,2) (1,0) (1,2) (2,0) (2,1)
    good = {0: [0, 0, 1, 0, 1, 0], 1: [1, 0, 0, 0, 0, 1], 2: [0, 1, 0, 1, 0, 0]}
    assert zx.recheck_flows(g, good, bound)
    assert zx.recheck_flows(g, good, 1)
    assert not zx.recheck_flows(g, good, 0)
    assert zx.recheck_flows(g, {0: [1, 0, 2, 0, 1, 0]}, bound) is True  # a cycle 0 -> 1 -> 0 on top
    assert zx.recheck_flows(g, {0: [1, 0, 2, 0, 1, 0]}, 1) is False
    assert not zx.recheck_flows(g, {0: [0, 0, 1, 0, 0, 0]}, bound)  # node 2 sends nothing
    assert not zx.recheck_flows(g, {0: [-1, 0, 2, 0, 1, 0]}, bound)  # a negative flow
    assert not zx.recheck_flows(g, {1: [0, 0, 1, 0, 1, 0]}, bound)  # routes to 0, labelled 1
    assert zx.recheck_flows(g, {}, 0) is True
    assert zx.recheck_flows(g, {0: np.array([0, 0, 1, 0, 1, 0])}, 1) is True


def test_queries_default_to_a_60_s_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    zx.contention_free("ar", 4)
    assert seen and set(seen) == {("timeout", 60000)}
    seen.clear()
    zx.contention_free("ar", 4, timeout=2.5)
    zx.contention_query(grid.ring(4), [(0, 0, 1), (1, 0, 1)], 1, 1.5)
    assert set(seen) == {("timeout", 2500)} | {("timeout", 1500)}
    seen.clear()
    zx.min_max_load(grid.ring(3), 1, 1)
    zx.min_max_load(grid.ring(3), 1, 1, timeout=3)
    assert seen == [("timeout", 60000), ("timeout", 3000)]
    seen.clear()
    zx._flow_solver(grid.ring(3), 1, 4, False)
    assert seen == [("timeout", 4000)]


CONTENTION = {
    "torus44-fwd": (grid.torus(4, 4), [(0, 1, 1), (1, 1, 1), (8, 0, -1)], 2),
    "torus34-mixed": (grid.torus(3, 4), [(5, 0, -1), (1, 0, 1), (2, 1, 1), (11, 1, -1)], 3),
    "ring6": (grid.ring(6), [(0, 0, 1), (3, 0, -1)], 2),
}


DIGESTS = {
    "ring6": ("unsat", "fcd69754e6ef6ad1"),
    "torus34-mixed": ("unsat", "fcb3ba955017bf45"),
    "torus44-fwd": ("sat", "474e4c856f379968"),
    "Ring(p=4)": "0a45eadd7b746a33",
    "Mesh(r=2, c=3)": "a908f5d3de5e61f8",
}


@pytest.mark.parametrize("case", sorted(CONTENTION))
def test_contention_query_smt2_is_pinned(case):
    g, sends, hops = CONTENTION[case]
    q = zx.contention_query(g, sends, hops, 60)
    assert q.smt2 and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert (q.status, smt2_digest(q.smt2)) == DIGESTS[case]


@pytest.mark.parametrize("g", [grid.ring(4), grid.mesh(2, 3)], ids=["ring4", "mesh23"])
def test_min_max_load_unrestricted_query_smt2_is_pinned(g):
    res, _ = zx.min_max_load(g, 1, 2)
    assert res.below.smt2
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert smt2_digest(res.below.smt2) == DIGESTS[str(g)]


FLOW_DIGESTS = {
    ("ring3", True): "87634fbdde395a89",
    ("ring4", True): "54dd051cfbc0543e",
    ("ring3", False): "3d1979828cdfa3d4",
    ("mesh22", False): "13e2ea185a312eea",
}


@pytest.mark.parametrize(("name", "symmetric"), [("ring3", True), ("ring4", True), ("ring3", False), ("mesh22", False)])
def test_flow_solver_assertions_are_pinned(name, symmetric):
    g = {"ring3": grid.ring(3), "ring4": grid.ring(4), "mesh22": grid.mesh(2, 2)}[name]
    s, _ = zx._flow_solver(g, 2, 60, symmetric)
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert smt2_digest(s.to_smt2()) == FLOW_DIGESTS[(name, symmetric)]


def test_contention_free_skips_a_step_with_fewer_than_two_transfers(monkeypatch):
    real = liu_gu.array_steps

    def with_a_lone_transfer(*args, **kw):
        g = liu_gu.plan_of(*args, **kw).network
        yield _step(g, [[0, 1]])
        yield from real(*args, **kw)

    monkeypatch.setattr(liu_gu, "array_steps", with_a_lone_transfer)
    free, qs, w = zx.contention_free("ar", 4)
    assert (free, [q.status for q in qs], w) == (True, ["unsat", "unsat"], None)


def test_min_max_load_stops_at_an_unknown_symmetric_query(monkeypatch):
    from alltoall.checkers.z3.core import Query

    real = zx.solve
    calls = []

    def first_unknown(s, keep, *a, **kw):
        calls.append(keep)
        if len(calls) == 1:
            return Query("unknown", 0.0, reason="stub")
        return real(s, keep, *a, **kw)

    monkeypatch.setattr(zx, "solve", first_unknown)
    res, models = zx.min_max_load(grid.ring(4), 1, 4)
    assert (res.k, res.tried, res.reason, models) == (None, {1: "unknown"}, "k = 1: stub", {})
    assert calls == [False]


def test_contention_free_is_undecided_when_the_model_does_not_recheck(monkeypatch):
    """A forged SAT query with a model the brute-force decoder rejects: (None, [query], None)."""
    q = types.SimpleNamespace(status="sat", model={"a": 0, "b": 0})
    monkeypatch.setattr(zx, "contention_query", lambda *a, **k: q)
    monkeypatch.setattr(zx, "decode_contention", lambda *a, **k: None)
    assert zx.contention_free("ar", 4) == (None, [q], None)


def test_contention_query_reads_the_first_coordinate_of_a_three_dimensional_grid():
    g = grid.Grid((2, 3, 4), True, "Torus3")  # node = 12 c0 + 4 c1 + c2
    # nodes 0 and 12 differ in c0 only: parallel lines along dimension 2 never meet
    assert _q(g, [(0, 2, 1), (12, 2, 1)], 2, keep_smt2=False) == ("unsat", {})
    # nodes 0 and 3 differ in c1 only (3 = c1 0, c2 3): parallel too
    assert _q(g, [(0, 2, 1), (16, 2, 1)], 3, keep_smt2=False) == ("unsat", {})
    st, m = _q(g, [(12, 2, 1), (13, 2, 1)], 2, keep_smt2=False)
    assert st == "sat" and m in ({"a": 0, "b": 1, "h1": 1, "h2": 0}, {"a": 1, "b": 0, "h1": 0, "h2": 1})
    st, m = _q(g, [(0, 0, 1), (12, 0, 1)], 2, keep_smt2=False)  # along dimension 0 (side 2): 0 -> 12 -> 0
    assert st == "sat"


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


def test_contention_free_is_undecided_at_the_first_unknown_step(monkeypatch):
    """A step the solver leaves unknown is never counted free: (None, queries so far, None), at once."""
    answers = iter(["unsat", "unknown", "unsat"])
    seen = []

    def query(*a, **k):
        seen.append(Query(next(answers), 0.0, reason="timeout"))
        return seen[-1]

    monkeypatch.setattr(zx, "contention_query", query)
    assert zx.contention_free("ar", 4, reading=liu_gu.PROSE) == (None, seen, None)
    assert [q.status for q in seen] == ["unsat", "unknown"]
