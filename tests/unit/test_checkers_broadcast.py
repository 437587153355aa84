"""Tests of :mod:`alltoall.checkers.broadcast` (yang-wang-2002 broadcast engines), value by value.

Each test fixes the whole output of one engine on a tiny network (relay arrays, reach counts, port loads,
the channel table, the discrete-event simulation and its slot use / schedule, the replayers' verdicts and
messages). Circulating messages, which the spec never produces, are made by patching
``yw.additional_check`` to let every node relay on every port (the ``everyone_relays`` fixture): the
hop-by-hop and truncation paths run, and ``simulate`` stops exactly when the transmissions pass
2 N |sources| + 16."""

from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np
import pytest
from support import broadcast_golden as golden
from support.broadcast_baseline import simulate_baseline

from alltoall.checkers import broadcast as b
from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.errors import ParameterError


def err(fn, *args, **kw):
    with pytest.raises(ParameterError) as e:
        fn(*args, **kw)
    return e.value.parameter, str(e.value)


def test_network_names_and_rejects_other_kinds():
    assert str(b.network("mesh", 3)) == str(b.network("mesh", 3)) and b.network("mesh", 3).periodic is False
    assert b.network("torus", 4).periodic is True and b.network("torus", 4).dims == (4, 4)
    assert err(b.network, "ring", 3) == ("kind", "kind: expected mesh or torus, got 'ring'")


def test_targets_of_the_3_mesh_and_the_3_torus():
    T = b._targets(b.network("mesh", 3))
    assert T.dtype == np.intp
    assert T.tolist() == [
        [3, -1, 1, -1],
        [4, -1, 2, 0],
        [5, -1, -1, 1],
        [6, 0, 4, -1],
        [7, 1, 5, 3],
        [8, 2, -1, 4],
        [-1, 3, 7, -1],
        [-1, 4, 8, 6],
        [-1, 5, -1, 7],
    ]
    assert b._targets(b.network("torus", 3)).tolist() == [
        [3, 6, 1, 2],
        [4, 7, 2, 0],
        [5, 8, 0, 1],
        [6, 0, 4, 5],
        [7, 1, 5, 3],
        [8, 2, 3, 4],
        [0, 3, 7, 8],
        [1, 4, 8, 6],
        [2, 5, 6, 7],
    ]


def test_line_is_a_ring_on_the_torus_and_a_path_on_the_mesh():
    assert repr(b._line(b.network("torus", 3))) == "Grid(dims=(3,), periodic=True, kind='Ring')"
    assert repr(b._line(b.network("mesh", 3))) == "Grid(dims=(3,), periodic=False, kind='Grid')"


def test_relay_arrays_of_the_3_mesh():
    r = b.relay_arrays(b.network("mesh", 3), 0)
    assert r.send.dtype == bool and r.dist.dtype == np.int32 and r.dnext.dtype == np.int32
    assert r.send.astype(int).tolist() == [
        [1, 0, 1, 0],
        [0, 0, 1, 0],
        [1, 0, 0, 0],
        [1, 0, 1, 0],
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 1, 0],
        [0, 0, 0, 0],
    ]
    assert r.dist.tolist() == [0, 1, 2, 1, 2, 3, 2, 3, 4]
    assert r.dnext.tolist() == r.dist[r.target].tolist()


def test_relay_arrays_of_the_4_torus_in_both_readings():
    net = b.network("torus", 4)
    r = b.relay_arrays(net, 0)
    assert r.send.astype(int).tolist() == [
        [1, 1, 1, 1],
        [0, 1, 1, 0],
        [1, 0, 0, 0],
        [1, 0, 0, 1],
        [1, 0, 1, 0],
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 1],
        [0, 0, 0, 1],
        [0, 0, 1, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 1, 0, 1],
        [0, 0, 1, 0],
        [0, 1, 0, 0],
        [0, 1, 0, 0],
    ]
    assert r.dist.tolist() == [0, 1, 2, 1, 1, 2, 3, 2, 2, 3, 4, 3, 1, 2, 3, 2]
    cache: dict = {}
    raw = [b.relay_arrays(net, o, "raw", cache).send.sum(axis=0).tolist() for o in range(4)]
    assert raw == [[5, 3, 5, 2], [5, 2, 5, 5], [5, 3, 5, 5], [5, 2, 3, 5]]


def test_reach_counts_of_the_4_torus():
    net = b.network("torus", 4)
    c = b.reach_counts(net, 0)
    assert c.dtype == np.int64
    assert c.tolist() == [1, 1, 2, 1, 1, 1, 3, 1, 2, 1, 2, 3, 1, 1, 1, 1]
    assert b.reach_counts(net, 0, "raw").tolist() == [1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 2, 0, 1]
    assert b.reach_counts(net, 1, "raw", b.relay_arrays(net, 1, "raw")).tolist() == [
        1,
        1,
        1,
        2,
        1,
        1,
        1,
        3,
        1,
        1,
        1,
        1,
        0,
        1,
        2,
        0,
    ]


def test_reach_counts_follow_a_circulating_message(monkeypatch, everyone_relays):
    net = b.network("torus", 3)
    r = b.relay_arrays(net, 0)
    assert b.reach_counts(net, 0, relay=r).tolist() == [1, 18, 18, 18, 153, 153, 18, 153, 153]
    assert b.is_tree(net, 0, r) is False
    assert b.tree_check(net, 0) == (1, 18)
    assert b.port_loads(net).tolist() == [[190] * 4] * 9


def test_reach_counts_saturate_at_cap(monkeypatch, everyone_relays):
    monkeypatch.setattr(b, "CAP", 100)
    net = b.network("torus", 3)
    assert b.reach_counts(net, 0).tolist() == [1, 18, 18, 18, 100, 100, 18, 100, 100]


def test_is_tree_and_tree_check():
    mesh, torus = b.network("mesh", 3), b.network("torus", 4)
    r = b.relay_arrays(mesh, 4)
    assert b.is_tree(mesh, 4, r) is True and b.tree_check(mesh, 4) is None
    assert b.is_tree(mesh, 4, b.Relay(r.send, r.target, r.dist)) is True  # dnext recomputed
    assert b.tree_check(torus, 0) == (2, 2) and b.tree_check(torus, 1, "raw") == (3, 2)
    assert b.tree_check(b.network("torus", 5), 7) is None


def test_is_tree_rejects_each_broken_condition():
    net = b.network("mesh", 3)
    r = b.relay_arrays(net, 0)
    one_less = r.send.copy()
    one_less[7, 2] = False
    assert b.is_tree(net, 0, b.Relay(one_less, r.target, r.dist, r.dnext)) is False
    off = r.send.copy()
    off[7, 2] = False
    off[8, 0] = True  # port 0 of node 8 leaves the mesh
    assert b.is_tree(net, 0, b.Relay(off, r.target, r.dist, r.dnext)) is False
    twice = r.send.copy()
    twice[7, 2] = False
    twice[4, 2] = True  # node 5 reached twice, 8 never
    assert b.is_tree(net, 0, b.Relay(twice, r.target, r.dist, r.dnext)) is False
    back = r.send.copy()
    back[7, 2] = False
    back[1, 3] = True  # reaches the origin
    assert b.is_tree(net, 0, b.Relay(back, r.target, r.dist, r.dnext)) is False
    flat = r.dist.copy()
    flat[8] = flat[7]  # a relay that does not move away
    assert b.is_tree(net, 0, b.Relay(r.send, r.target, flat)) is False
    assert b.is_tree(net, 0, b.Relay(r.send, r.target, r.dist, flat[r.target])) is False


def test_bfs_reach_counts_and_limit():
    net = b.network("torus", 4)
    assert b.bfs_reach(net, 0, "raw") == {
        0: 1,
        1: 1,
        3: 1,
        4: 1,
        12: 1,
        2: 1,
        13: 2,
        15: 1,
        5: 1,
        8: 1,
        6: 1,
        9: 1,
        11: 1,
        10: 1,
    }
    assert b.bfs_reach(net, 0, "raw", limit=3) == {0: 1, 1: 1, 3: 1, 4: 1, 12: 1, 2: 1, 13: 1, 15: 1}
    assert b.bfs_reach(net, 0, limit=0) == {0: 1}


def test_port_loads_of_small_networks():
    L = b.port_loads(b.network("mesh", 3))
    assert L.dtype == np.int64
    assert L.tolist() == [
        [2, 0, 2, 0],
        [2, 0, 4, 4],
        [2, 0, 0, 2],
        [4, 4, 2, 0],
        [4, 4, 4, 4],
        [4, 4, 0, 2],
        [0, 2, 2, 0],
        [0, 2, 4, 4],
        [0, 2, 0, 2],
    ]
    assert b.port_loads(b.network("torus", 4)).tolist() == [[6, 5, 5, 6]] * 16
    assert b.port_loads(b.network("torus", 4), "raw").tolist() == [
        [3, 5, 3, 5],
        [2, 5, 5, 5],
        [3, 5, 5, 5],
        [3, 5, 5, 3],
        [5, 5, 3, 5],
        [5, 5, 5, 5],
        [5, 5, 5, 5],
        [5, 5, 5, 2],
        [5, 5, 2, 5],
        [5, 5, 5, 5],
        [5, 5, 5, 5],
        [5, 5, 5, 3],
        [5, 3, 3, 5],
        [5, 3, 5, 5],
        [5, 2, 5, 5],
        [5, 3, 5, 3],
    ]


def test_channel_table_of_the_2_mesh():
    net = b.network("mesh", 2)
    assert b.channel_table(net, b.port_loads(net)) == [
        {"channel": 0, "from": [0, 0], "to": [0, 1], "port": 2, "load": 1},
        {"channel": 1, "from": [0, 0], "to": [1, 0], "port": 0, "load": 2},
        {"channel": 2, "from": [0, 1], "to": [0, 0], "port": 3, "load": 2},
        {"channel": 3, "from": [0, 1], "to": [1, 1], "port": 0, "load": 1},
        {"channel": 4, "from": [1, 0], "to": [0, 0], "port": 1, "load": 1},
        {"channel": 5, "from": [1, 0], "to": [1, 1], "port": 2, "load": 2},
        {"channel": 6, "from": [1, 1], "to": [0, 1], "port": 1, "load": 2},
        {"channel": 7, "from": [1, 1], "to": [1, 0], "port": 3, "load": 1},
    ]


def test_load_one_channel_in_each_reading():
    t4 = b.network("torus", 4)
    assert b.load_one_channel(t4, 0, 1) == 5 and b.load_one_channel(t4, 0, 0) == 6
    # the raw reading floods as given: port 1 of node 0 carries 5 (6 when counted centred)
    assert b.load_one_channel(t4, 1, 0, "raw") == 2 and b.load_one_channel(t4, 0, 1, "raw") == 5
    assert b.load_one_channel(b.network("mesh", 3), 1, 2) == 4
    p, msg = err(b.load_one_channel, b.network("mesh", 3), 2, 2)
    assert p == "channel" and msg.endswith("port 2 of node 2 leaves " + str(b.network("mesh", 3)))


def test_phase_counts_of_small_networks():
    IN, OUT = b.phase_counts(2)
    assert IN.dtype == np.int64 and OUT.dtype == np.int64
    assert IN.tolist() == [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]
    assert OUT.tolist() == [[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]]
    assert [x.tolist() for x in b.phase_counts(0)] == [[[0, 0, 0, 0]], [[1, 1, 1, 1]]]


def fingerprint(s):
    tx = s.tx
    return (
        len(tx),
        int((tx * np.array([1, 7, 31, 101])).sum()),
        int((tx[:, 2] ** 2).sum()),
        s.received,
        s.stored,
        sum(v * (k[0] + 3 * k[1] + 1) for k, v in s.arrivals.items()),
        len(s.arrivals),
        s.truncated,
    )


def test_simulate_the_2_mesh_exactly():
    s = b.simulate("mesh", 2, 1, 2, 3, "input-stored", trace=True)
    assert s.tx.dtype == np.int64 and s.tx.shape == (12, 4)
    assert s.tx.tolist() == [
        [0, 0, 3, 0],
        [0, 2, 3, 0],
        [1, 0, 3, 1],
        [1, 3, 3, 1],
        [2, 1, 3, 2],
        [2, 2, 3, 2],
        [3, 1, 3, 3],
        [3, 3, 3, 3],
        [2, 2, 8, 0],
        [0, 0, 8, 1],
        [3, 1, 8, 2],
        [1, 3, 8, 3],
    ]
    assert (s.n, s.kind, s.timing, s.alpha, s.delta, s.Lg, s.received, s.stored, s.truncated) == (
        2,
        "mesh",
        "input-stored",
        1,
        2,
        3,
        11,
        13,
        False,
    )
    assert s.arrivals == {
        (2, 0): 6,
        (1, 0): 6,
        (3, 1): 6,
        (0, 1): 6,
        (0, 2): 6,
        (3, 2): 6,
        (1, 3): 6,
        (2, 3): 6,
        (3, 0): 11,
        (2, 1): 11,
        (1, 2): 11,
        (0, 3): 11,
    }
    assert s.completion == 13 and b.simulate("mesh", 2, 1, 2, 3, "output-received").completion == 11


@pytest.mark.parametrize(
    "timing, want",
    [
        ("input-received", (352, 462944, 128224, 42, 47, 128040, 240, False)),
        ("input-stored", (352, 462944, 128224, 42, 47, 128040, 240, False)),
        ("output-received", (352, 484768, 161280, 42, 47, 139564, 240, False)),
        ("output-stored", (352, 484768, 161280, 42, 47, 139564, 240, False)),
    ],
)
def test_simulate_the_4_torus_in_each_timing(timing, want):
    s = b.simulate("torus", 4, 1, 5, 2, timing, trace=True)
    assert fingerprint(s) == want
    assert s.completion == (47 if timing.endswith("stored") else 42)


def test_simulate_one_origin_and_the_raw_reading():
    s = b.simulate("torus", 3, 0, 1, 2, "output-stored", origins=(4,), trace=True)
    assert s.tx.tolist() == [
        [4, 0, 1, 4],
        [4, 1, 1, 4],
        [4, 2, 1, 4],
        [4, 3, 1, 4],
        [7, 2, 4, 4],
        [1, 3, 4, 4],
        [5, 1, 4, 4],
        [3, 0, 4, 4],
    ]
    assert (s.received, s.stored) == (6, 7)
    assert s.arrivals == {(7, 4): 3, (1, 4): 3, (5, 4): 3, (3, 4): 3, (8, 4): 6, (0, 4): 6, (2, 4): 6, (6, 4): 6}
    assert fingerprint(b.simulate("torus", 4, 1, 5, 2, "input-received", reading="raw", trace=True)) == (
        284,
        364020,
        93442,
        39,
        44,
        115753,
        220,
        False,
    )
    assert fingerprint(b.simulate("torus", 3, 2, 3, 2, "output-stored", trace=True)) == (
        72,
        46872,
        4500,
        12,
        15,
        11628,
        72,
        False,
    )


def test_simulate_stops_a_circulating_message(monkeypatch, everyone_relays):
    s = b.simulate("torus", 3, 0, 0, 1, "input-received", origins=(0,), trace=True)
    assert (s.truncated, len(s.tx), s.received) == (True, 36, 3)


def test_simulate_rejects_bad_parameters():
    assert err(b.simulate, "torus", 3, 0, 0, 1, "late") == (
        "timing",
        "timing: expected one of input-received, input-stored, output-received, output-stored, lenient",
    )
    for name, args in (("alpha", (-1, 0, 1)), ("delta", (0, -1, 1)), ("Lg", (0, 0, -1))):
        assert err(b.simulate, "torus", 3, *args) == (name, f"{name}: a non-negative integer, got -1")
    assert err(b.simulate, "torus", 3, 0, 1.5, 1) == ("delta", "delta: a non-negative integer, got 1.5")
    assert err(b.simulate, "torus", 3, 0, 0, 0) == ("Lg", "Lg: L gamma must be >= 1")
    assert err(b.simulate, "cube", 3, 0, 0, 1) == ("kind", "kind: expected mesh or torus, got 'cube'")


@pytest.mark.parametrize("timing", b.ALL_TIMINGS)
def test_simulate_refuses_times_beyond_int64_and_keeps_the_last_that_fits(timing):
    """Every time shifts with alpha: the 2 x 2 torus with delta 1, L gamma 2 finishes at alpha + 8 (alpha + 7
    lenient), so the largest alpha whose times fit int64 is simulated exactly and the next one is refused."""
    span = 7 if timing == b.LENIENT else 8
    alpha = 2**63 - 1 - span
    s = b.simulate("torus", 2, alpha, 1, 2, timing, trace=True)
    assert s.finish.dtype == np.int64 and int(s.finish.max()) == 2**63 - 1
    assert s.tx.dtype == np.int64 and int(s.tx[:, 2].min()) == alpha + (0 if timing == b.LENIENT else 1)
    assert err(b.simulate, "torus", 2, alpha + 1, 1, 2, timing) == (
        "alpha/delta/Lg",
        "alpha/delta/Lg: the simulated times reach 9223372036854775808, beyond int64 (2**63 - 1)",
    )


def test_slot_use_and_schedule_of_one_origin():
    sim = b.simulate("mesh", 2, 0, 0, 2, "input-received", origins=(0,), trace=True)
    use, ch = b.slot_use(sim)
    assert use.dtype == np.int64
    assert use.tolist() == [[1, 1, -1, -1], [0, 0, -1, -1], [-1, -1, 5, 5]] and ch == [(0, 0), (0, 2), (2, 2)]
    s = b.sim_schedule(sim)
    assert [[(t.src, t.dst, t.path, t.messages) for t in st.transfers] for st in s.steps] == [
        [],
        [(0, 2, (1,), ((0, 2),)), (0, 1, (0,), ((0, 1),))],
        [],
        [(2, 3, (5,), ((0, 3),))],
        [],
    ]


def test_slot_use_and_schedule_of_no_transmission():
    sim = b.Sim(2, "mesh", "input-received", 0, 0, 2, np.zeros((0, 4), dtype=np.int64), 0, 0, {})
    use, ch = b.slot_use(sim)
    assert use.shape == (0, 0) and ch == []
    assert b.sim_schedule(sim).steps == ()


def test_replay_helpers_reject_bad_values():
    assert b._int({"n": 5}, "n", 2, 5) == 5 and b._int({"n": 2}, "n", 2) == 2
    assert err(b._int, {"n": 6}, "n", 2, 5) == ("n", "n: expected an integer in 2..5, got 6")
    assert err(b._int, {"n": 1}, "n", 2) == ("n", "n: expected an integer in 2..inf, got 1")
    assert err(b._int, {"n": True}, "n") == ("n", "n: expected an integer in 0..inf, got True")
    assert err(b._int, {"n": "3"}, "n") == ("n", "n: expected an integer in 0..inf, got '3'")
    assert err(b._net, {"kind": "ring", "n": 3}, 9) == ("kind", "kind: expected mesh or torus, got 'ring'")
    assert err(b._net, {"kind": "mesh", "n": 10}, 9) == ("n", "n: expected an integer in 2..9, got 10")
    assert b._net({"kind": "mesh", "n": 9}, 9).dims == (9, 9) and b._net({"kind": "torus", "n": 2}, 9).periodic
    assert b._reading({}) == "centred" and b._reading({"reading": "raw"}) == "raw"
    assert err(b._reading, {"reading": "odd"}) == ("reading", "reading: unknown reading 'odd'")


def test_replay_reach():
    ok, msg = b._replay_reach({"kind": "torus", "n": 4, "reading": "centred"}, {"origin": 0, "node": 2})
    assert (ok, msg) == (
        True,
        "Torus(r=4, c=4), origin (0, 0): node (0, 2) is reached 2 time(s) by scalar flooding (centred offsets)",
    )
    assert b._replay_reach({"kind": "torus", "n": 4, "reading": "raw"}, {"origin": 0, "node": 7})[0] is True
    assert b._replay_reach({"kind": "torus", "n": 4, "reading": "raw"}, {"origin": 0, "node": 6})[0] is False
    assert err(b._replay_reach, {"kind": "torus", "n": 4}, {"origin": 16, "node": 0})[0] == "origin"
    assert err(b._replay_reach, {"kind": "torus", "n": 4}, {"origin": 0, "node": 16})[0] == "node"
    assert err(b._replay_reach, {"kind": "torus", "n": b.REACH_MAX_N + 1}, {"origin": 0, "node": 0})[0] == "n"


def test_reach_count_at_is_the_flooding_count():
    for kind, n, reading in (("torus", 4, "centred"), ("torus", 4, "raw"), ("torus", 5, "raw"), ("mesh", 4, "centred")):
        net = b.network(kind, n)
        for o in range(net.nodes):
            counts = b.bfs_reach(net, o, reading)
            assert [b.reach_count_at(net, o, v, reading) for v in range(net.nodes)] == [
                counts.get(v, 0) for v in range(net.nodes)
            ]


def test_replay_load():
    p = {"kind": "torus", "n": 4, "reading": "centred"}
    assert b._replay_load(p, {"node": 0, "port": 1, "relation": "=="}) == (
        True,
        "Torus(r=4, c=4): channel (0, 0) -> (3, 0) relays 5 messages; the claim says == 15/4",
    )
    assert b._replay_load(p, {"node": 0, "port": 0, "relation": "=="}) == (
        True,
        "Torus(r=4, c=4): channel (0, 0) -> (1, 0) relays 6 messages; the claim says == 15/4",
    )
    assert b._replay_load(
        {"kind": "torus", "n": 3, "reading": "centred"}, {"node": 0, "port": 1, "relation": "=="}
    ) == (False, "Torus(r=3, c=3): channel (0, 0) -> (2, 0) relays 2 messages; the claim says == 2")
    assert b._replay_load({"kind": "mesh", "n": 3, "reading": "centred"}, {"node": 0, "port": 0, "relation": "<="}) == (
        False,
        f"{b.network('mesh', 3)}: channel (0, 0) -> (1, 0) relays 2 messages; the claim says <= 4",
    )
    assert err(b._replay_load, p, {"node": 0, "port": 1, "relation": "<"}) == (
        "relation",
        "relation: expected == or <=, got '<'",
    )
    assert err(b._replay_load, p, {"node": 0, "port": 4, "relation": "=="})[0] == "port"
    assert err(
        b._replay_load, {"kind": "mesh", "n": 3, "reading": "centred"}, {"node": 0, "port": 1, "relation": "<="}
    ) == ("port", f"port: port 1 of node (0, 0) leaves {b.network('mesh', 3)}")
    assert err(b._replay_load, {"kind": "torus", "n": b.LOAD_MAX_N + 1}, {})[0] == "n"


def test_replay_delay():
    p = {"kind": "mesh", "n": 2, "timing": "input-stored", "alpha": 1, "delta": 2, "Lg": 3}
    up = {"bound": "thm1-all-to-all", "relation": "<=", "mode": "all-to-all"}
    assert yw.thm1_all_to_all("mesh", 2, 1, 2, 3) == Fraction(15, 2)
    assert b._replay_delay(p, up) == (
        True,
        "mesh n = 2, alpha = 1, delta = 2, L gamma = 3, timing input-stored, all-to-all: "
        "simulated completion 13, the claim (thm1-all-to-all) says completion <= 15/2",
    )
    assert b._replay_delay(p, dict(up, relation=">="))[0] is False
    assert b._replay_delay(dict(p, kind="torus", n=3), dict(up, bound="thm4")) == (
        True,
        "torus n = 3, alpha = 1, delta = 2, L gamma = 3, timing input-stored, all-to-all: "
        "simulated completion 13, the claim (thm4) says completion <= 11",
    )
    assert b._replay_delay(
        dict(p, kind="torus", n=3, timing="input-received", alpha=0, delta=0, Lg=1), dict(up, bound="thm4")
    ) == (
        False,
        "torus n = 3, alpha = 0, delta = 0, L gamma = 1, timing input-received, all-to-all: "
        "simulated completion 2, the claim (thm4) says completion <= 2",
    )
    one = b._replay_delay(
        dict(p, kind="torus", n=3, timing="output-stored", alpha=0, delta=1, Lg=2),
        {"bound": "thm1-one-to-all", "relation": "<=", "mode": "one-to-all"},
    )
    assert one == (
        True,
        "torus n = 3, alpha = 0, delta = 1, L gamma = 2, timing output-stored, one-to-all: "
        "simulated completion 7, the claim (thm1-one-to-all) says completion <= 5",
    )
    assert err(b._replay_delay, dict(p, kind="ring"), up) == ("kind", "kind: expected mesh or torus, got 'ring'")
    assert err(b._replay_delay, dict(p, n=13), up)[0] == "n"
    assert err(b._replay_delay, dict(p, kind="torus", n=16), up) == ("n", "n: expected an integer in 2..15, got 16")
    assert err(b._replay_delay, dict(p, timing="late"), up) == ("timing", "timing: unknown timing 'late'")
    assert err(b._replay_delay, dict(p, Lg=0), up) == ("Lg", "Lg: must be >= 1")
    assert err(b._replay_delay, dict(p, delta=10**6 + 1), up)[0] == "delta"
    assert err(b._replay_delay, p, dict(up, relation="<")) == (
        "relation/mode",
        "relation/mode: unknown relation '<' or mode 'all-to-all'",
    )
    assert err(b._replay_delay, p, dict(up, mode="some")) == (
        "relation/mode",
        "relation/mode: unknown relation '<=' or mode 'some'",
    )
    assert err(b._replay_delay, p, dict(up, bound="thm9"))[0] == "bound"


def test_replay_contention():
    p = {"n": 2, "timing": "input-received", "alpha": 0, "delta": 1, "Lg": 2}
    assert b._replay_contention(p, {}) == (
        True,
        "2 x 2 torus, alpha = 0, delta = 1, L gamma = 2, input-received: signals 2 and 3 share channel 0 at slot 1",
    )
    assert b._replay_contention(dict(p, n=3, delta=0, Lg=1), {}) == (
        False,
        "3 x 3 torus, alpha = 0, delta = 0, L gamma = 1, input-received: no channel carries two messages in a slot; "
        "every message delivered once",
    )
    assert b._replay_contention(dict(p, n=4, timing="output-received", Lg=1, delta=0), {}) == (
        True,
        "4 x 4 torus, alpha = 0, delta = 0, L gamma = 1, output-received: 0 -> 8 is served twice (step 1 and step 1)",
    )
    assert err(b._replay_contention, dict(p, n=12), {}) == ("n", "n: expected an integer in 2..11, got 12")
    assert err(b._replay_contention, dict(p, timing="x"), {}) == ("timing", "timing: unknown timing 'x'")
    assert err(b._replay_contention, dict(p, Lg=0), {}) == ("Lg", "Lg: must be >= 1")
    assert err(b._replay_contention, dict(p, alpha=65), {})[0] == "alpha"


def test_replay_phase():
    assert b._replay_phase({}, {"phase": 2, "port": 1, "side": "in"}) == (
        False,
        f"phase 2: 2 messages in on direction {yw.DIRS[1]}, the theorem says 2",
    )
    assert b._replay_phase({}, {"phase": 2, "port": 3, "side": "out"}) == (
        False,
        f"phase 2: 3 messages out on direction {yw.DIRS[3]}, the theorem says 3",
    )
    assert err(b._replay_phase, {}, {"phase": 1, "port": 0, "side": "up"}) == (
        "side",
        "side: expected in or out, got 'up'",
    )
    assert err(b._replay_phase, {}, {"phase": 201, "port": 0, "side": "in"})[0] == "phase"
    assert err(b._replay_phase, {}, {"phase": 0, "port": 0, "side": "in"})[0] == "phase"


def test_replay_distance():
    assert b._replay_distance({"kind": "torus", "n": 5}, {"from": [0, 0], "to": [4, 3]}) == (
        False,
        "Torus(r=5, c=5): formula dist((0, 0), (4, 3)) = 3, BFS 3",
    )
    assert b._replay_distance({"kind": "mesh", "n": 5}, {"from": [0, 1], "to": [4, 3]}) == (
        False,
        f"{b.network('mesh', 5)}: formula dist((0, 1), (4, 3)) = 6, BFS 6",
    )
    assert b._replay_distance({"kind": "mesh", "n": 5}, {"from": [0, 0], "to": [3, 3]}) == (
        False,
        f"dist((-1, -1), (2, 2)) = 6 by the formula, 6 by BFS on the {b.network('mesh', 5)}; the slides say 6",
    )
    assert err(b._replay_distance, {"kind": "mesh", "n": 5}, {"from": [0, 5], "to": [0, 0]}) == (
        "from/to",
        f"from/to: expected [x, y] inside {b.network('mesh', 5)}, got [0, 5]",
    )
    assert err(b._replay_distance, {"kind": "mesh", "n": 5}, {"from": [0, 0], "to": [0]})[0] == "from/to"


def test_replay_pattern():
    assert b._replay_pattern({"dx": 0, "dy": 0, "property": "fanout"}, {}) == (
        False,
        f"offset (0, 0): pattern {list(yw.pattern(0, 0, 0, 0))}; 4 distinct neighbours (expected 4), all "
        "adjacent: True",
    )
    assert b._replay_pattern({"dx": 2, "dy": 0, "property": "generic"}, {})[0] is False
    assert b._replay_pattern({"dx": 0, "dy": -3, "property": "leaving"}, {})[0] is False
    assert b._replay_pattern({"dx": 2, "dy": -1, "property": "leaving"}, {}) == (
        False,
        f"offset (2, -1) at distance 3: pattern {list(yw.pattern(0, 0, 2, -1))} at distances [4] from the origin",
    )
    assert err(b._replay_pattern, {"dx": 2, "dy": -1, "property": "generic"}, {})[0] == "dx/dy"
    assert err(b._replay_pattern, {"dx": 2, "dy": -1, "property": "tidy"}, {})[0] == "property"
    assert err(b._replay_pattern, {"dx": True, "dy": 0, "property": "fanout"}, {}) == (
        "dx/dy",
        "dx/dy: expected an integer offset, got True",
    )
    assert err(b._replay_pattern, {"dx": 0, "dy": -(10**6) - 1, "property": "fanout"}, {}) == (
        "dx/dy",
        f"dx/dy: expected an integer offset, got {-(10**6) - 1}",
    )
    assert b._replay_pattern({"dx": 10**6, "dy": 0, "property": "fanout"}, {})[0] is False


def test_replay_group():
    # k = 3, Group I, l = 1: the origin at offset (1, 2) from the node, relayed to (0, -1) (k odd)
    assert b._replay_group(
        {
            "dx": -1,
            "dy": -2,
        },
        {"group": "I"},
    ) == (
        False,
        f"k = 3, Group I: the origin at offset (1, 2) from the node is relayed to {list(yw.pattern(1, 2, 0, 0))}; "
        "the proof prints (0, -1)",
    )
    assert (
        err(
            b._replay_group,
            {
                "dx": -1,
                "dy": -2,
            },
            {"group": "III"},
        )[0]
        == "group"
    )
    assert (
        err(
            b._replay_group,
            {
                "dx": 0,
                "dy": 0,
            },
            {"group": "I"},
        )[0]
        == "group"
    )


def test_reach_counts_of_an_origin_that_relays_nothing():
    net = b.network("mesh", 2)
    r = b.relay_arrays(net, 0)
    none = b.Relay(np.zeros_like(r.send), r.target, r.dist, r.dnext)
    assert b.reach_counts(net, 0, relay=none).tolist() == [1, 0, 0, 0]
    assert b.tree_check(net, 0, relay=none) == (1, 0)


def test_relay_arrays_recompute_the_mesh_trim_when_the_spec_changes(monkeypatch):
    net = b.network("mesh", 3)
    cache: dict = {}
    before = b.relay_arrays(net, 4, "centred", cache).send.copy()
    monkeypatch.setattr(yw, "inside_mesh", lambda n, x, y: np.zeros(np.broadcast(x, y).shape, bool))
    assert not b.relay_arrays(net, 4, "centred", cache).send.any()
    assert before.sum() == 8


def test_simulate_lists_simultaneous_transmissions_in_the_order_of_the_origins():
    """Ties in time are broken by the order of events: the origins' injections in the order given."""
    s = b.simulate("mesh", 2, 0, 0, 1, "input-received", origins=(3, 0), trace=True)
    assert s.tx.tolist() == [[3, 1, 0, 3], [3, 3, 0, 3], [0, 0, 0, 0], [0, 2, 0, 0], [1, 3, 1, 3], [2, 2, 1, 0]]
    s = b.simulate("mesh", 2, 0, 0, 1, "input-received", origins=(0, 3), trace=True)
    assert s.tx.tolist() == [[0, 0, 0, 0], [0, 2, 0, 0], [3, 1, 0, 3], [3, 3, 0, 3], [2, 2, 1, 0], [1, 3, 1, 3]]


def test_schedule_of_transmissions_that_all_start_at_0():
    """Slot t holds the transfers ending in it; the schedule runs to the last end, plus one idle slot."""
    sim = b.Sim(2, "mesh", "input-received", 0, 0, 2, np.array([[0, 0, 0, 0]], dtype=np.int64), 2, 2, {(2, 0): 2})
    s = b.sim_schedule(sim)
    assert [[(t.src, t.dst) for t in st.transfers] for st in s.steps] == [[], [(0, 2)], []]


def test_phase_counts_reads_each_port_in_its_own_direction(monkeypatch):
    """Under a pattern that only ever relays east, every send is counted on the east port (DIRS[0]):
    Yang and Wang's pattern gives all four ports the same counts, so it cannot tell a mirrored port."""
    monkeypatch.setattr(yw, "pattern", lambda x0, y0, x, y: ((x + 1, y),))
    IN, OUT = b.phase_counts(2)
    assert OUT.tolist() == [[1, 0, 0, 0], [4, 0, 0, 0], [8, 0, 0, 0]]
    assert IN.tolist() == [[0, 0, 0, 0], [1, 0, 0, 0], [3, 0, 0, 0]]


def test_reach_counts_of_a_relay_that_dies_out_hop_by_hop():
    """A non-monotone relay (all distances 0) whose one copy stops after a hop still returns the counts."""
    net = b.network("torus", 3)
    send = np.zeros((net.nodes, 4), dtype=bool)
    send[0, 0] = True  # node 0 relays to node 3 only
    r = b.Relay(send, b._targets(net), np.zeros(net.nodes, dtype=np.int32))
    c = b.reach_counts(net, 0, relay=r)
    assert c is not None and c.tolist() == [1, 0, 0, 1, 0, 0, 0, 0, 0]


def test_simulate_truncates_one_past_the_limit(everyone_relays):
    """One origin of the 3-torus, everyone relaying: 35 = 2 * 9 + 17 transmissions already exceed the limit."""
    s = b.simulate("torus", 3, 0, 0, 1, "input-received", reading="raw", origins=(3,), trace=True)
    assert (s.truncated, len(s.tx)) == (True, 35)


# --- the simulator against its previous implementation (tests/support/broadcast_baseline.py) ---------
# The baseline's output on every point below is recorded (tests/support/broadcast_golden.py): a digest of
# everything compared, checked against the baseline's source and inputs, and against the live baseline on
# a sample. A point that differs is compared with the live baseline again, field by field.


@functools.cache
def _recorded() -> dict:
    return golden.load()


def _compare_live(p: golden.Point, new: b.Sim, bare: b.Sim, where: str) -> None:
    """The simulator, traced and not, gives the live baseline's transmissions (in order), arrivals, completion
    times, truncation, transmission count and per-channel finish times."""
    old = simulate_baseline(*p)
    assert new.tx.tolist() == old.tx.tolist() and new.arrivals == old.arrivals, where
    want = (old.received, old.stored, old.truncated, len(old.tx))
    assert (new.received, new.stored, new.truncated, new.sent) == want, where
    assert (bare.received, bare.stored, bare.truncated, bare.sent) == want, where
    finish = golden.finish_of(old.tx, p.n * p.n, p.Lg)
    assert new.finish.tolist() == finish.tolist() and bare.finish.tolist() == finish.tolist(), where
    assert bare.completion == old.completion and bare.transmissions == len(old.tx) == new.transmissions, where


def assert_same(kind, n, a, d, g, timing, reading="centred", origins=None, relays="spec", live=False):
    """The simulator, traced and not, gives the baseline's recorded output on the point (``relays``: the
    relay context the caller patched in, "spec" or "everyone"); ``live``: run the baseline instead."""
    p = golden.Point(kind, n, a, d, g, timing, reading, origins)
    new = b.simulate(*p, trace=True)
    bare = b.simulate(*p)
    where = golden.key(p, relays, int(yw.MESSAGES_PER_SLOT))
    if live:
        _compare_live(p, new, bare, where)
        return
    want = _recorded()["points"].get(where)
    assert want is not None, f"{where}: not in {golden.RECORDED.name}; regenerate it: {golden.REGENERATE}"
    trace = golden.trace_of(new.tx, new.arrivals)
    if (golden.record(new, trace), golden.record(bare, trace)) != (want, want):
        _compare_live(p, new, bare, where)  # names what differs from the baseline
        pytest.fail(f"{where}: the live baseline agrees, the recording does not; regenerate it: {golden.REGENERATE}")


def test_the_recording_is_of_this_baseline_its_inputs_and_these_points():
    rec = _recorded()
    stale = f"regenerate {golden.RECORDED.name}: {golden.REGENERATE}"
    assert rec["baseline_sha256"] == golden.baseline_sha256(), f"broadcast_baseline.py changed; {stale}"
    assert rec["inputs"] == golden.inputs(), f"the baseline's inputs changed; {stale}"
    points = {golden.key(p, relays, cap) for relays, cap, p in golden.all_points()}
    assert set(rec["points"]) == points, f"the points changed; {stale}"


#: Cheap recorded points for the live baseline: the spec, origins, the raw reading, a truncated run, two lanes.
SAMPLE = [
    ("spec", 1, golden.Point("torus", 3, 0, 1, 2, "input-received")),
    ("spec", 1, golden.Point("mesh", 4, 2, 1, 3, "output-stored", origins=(8,))),
    ("spec", 1, golden.RAW_POINT),
    ("everyone", 1, golden.Point("torus", 3, 0, 3, 1, "input-stored", origins=(4, 1))),
    ("everyone", 1, golden.Point("mesh", 3, 1, 1, 3, "output-received", origins=(0,))),
    ("spec", 2, golden.Point("torus", 3, 1, 3, 1, "output-received")),
]


@pytest.mark.parametrize(
    "relays, cap, p", SAMPLE, ids=[f"{p.kind}{p.n}-{p.timing}-{p.reading}-{r}-{c}" for r, c, p in SAMPLE]
)
def test_the_recording_matches_the_live_baseline_on_a_sample(request, monkeypatch, relays, cap, p):
    """Under the tests' own patches (the ``everyone_relays`` fixture, ``MESSAGES_PER_SLOT``); one truncated."""
    if relays == "everyone":
        request.getfixturevalue("everyone_relays")
    monkeypatch.setattr(yw, "MESSAGES_PER_SLOT", cap)
    want = _recorded()["points"][golden.key(p, relays, cap)]
    assert golden.baseline_record(p) == want
    assert want["truncated"] is (p.kind == "torus" and relays == "everyone")


@pytest.mark.parametrize("timing", b.ALL_TIMINGS)
@pytest.mark.parametrize("n", golden.CLAIMED_N)
def test_simulate_equals_the_baseline_on_every_claimed_point(n, timing):
    for p in golden.claimed_points(n, timing):
        assert_same(*p)


@pytest.mark.slow
@pytest.mark.parametrize("timing", b.ALL_TIMINGS)
@pytest.mark.parametrize("n", [13, 15])
def test_simulate_equals_the_baseline_up_to_the_deep_tier(n, timing):
    for d, g in golden.THM4_PAIRS:
        assert_same("torus", n, 0, d, g, timing, live=True)


@pytest.mark.parametrize("kind", ["mesh", "torus"])
def test_simulate_equals_the_baseline_on_meshes_even_tori_and_single_origins(kind):
    """Theorem 1's lower-bound claims: every n (even tori reach some nodes twice), one origin at a time."""
    for p in golden.single_origin_points(kind):
        assert_same(*p)
    assert_same(*golden.RAW_POINT)


def test_simulate_equals_the_baseline_when_messages_circulate(everyone_relays):
    """Truncated runs: the arrivals handled before the stop (switched later or not) are the baseline's."""
    for p in golden.circulating_points():
        assert_same(*p, relays="everyone")


def test_simulate_equals_the_baseline_with_two_messages_per_slot(monkeypatch):
    """yw.MESSAGES_PER_SLOT = 2 (the two-per-slot mutant): each port's earliest free lane is taken."""
    monkeypatch.setattr(yw, "MESSAGES_PER_SLOT", 2)
    for p in golden.two_per_slot_points():
        assert_same(*p)
    s = b.simulate("torus", 5, 0, 1, 2, "input-received")  # one lane: received 15, finish[0] [15, 14, 14, 15]
    assert (s.received, s.stored, s.sent, int(s.finish.sum())) == (13, 14, 600, 1250)
    assert s.finish[0].tolist() == [13, 12, 12, 13]


def test_simulate_keeps_counters_without_the_trace():
    s = b.simulate("mesh", 2, 1, 2, 3, "input-stored")
    assert (s.traced, s.tx.shape, s.tx.dtype, s.arrivals) == (False, (0, 4), np.int64, {})
    assert (s.received, s.stored, s.completion, s.sent, s.transmissions, s.truncated) == (11, 13, 13, 12, 12, False)
    assert s.finish.dtype == np.int64 and s.finish.tolist() == [
        [11, 0, 6, 0],
        [6, 0, 0, 11],
        [0, 6, 11, 0],
        [0, 11, 0, 6],
    ]
    s = b.simulate("torus", 4, 1, 5, 2, "output-received")
    assert (s.received, s.stored, s.sent) == (42, 47, 352) and s.finish.sum() == 2192 and s.finish.max() == 42
    assert b.Sim(2, "mesh", "input-received", 0, 0, 2, np.zeros((3, 4), dtype=np.int64), 0, 0, {}).transmissions == 3


def test_simulate_refuses_a_relay_off_the_mesh(monkeypatch):
    monkeypatch.setattr(yw, "inside_mesh", lambda n, x, y: np.ones(np.broadcast(x, y).shape, bool))
    assert err(b.simulate, "mesh", 3, 0, 0, 1) == (
        "reading",
        f"reading: origin 0's message is relayed off {b.network('mesh', 3)} at node 0",
    )
    assert err(b.simulate, "mesh", 3, 0, 0, 1, "input-received", "centred", (4,)) == (
        "reading",
        f"reading: origin 4's message is relayed off {b.network('mesh', 3)} at node 0",
    )


def test_slot_use_and_schedule_need_the_trace():
    sim = b.simulate("torus", 3, 0, 1, 2)
    msg = ("trace", "trace: the simulation kept no transmissions: simulate(..., trace=True)")
    assert err(b.slot_use, sim) == msg and err(b.sim_schedule, sim) == msg


def test_moves_and_masks_of_the_2_mesh():
    net = b.network("mesh", 2)
    T = b._targets(net)
    moves = b._moves(T)
    assert len(moves) == 16 * 4 and moves[0] == () and moves[16 * 1 + 0b1001] == ((4, 12, 3), (7, 3, 0))
    assert moves[16 * 3 + 0b1111] == ((12, -4, -1), (13, 5, 1), (14, -2, -1), (15, 11, 2))
    send = b.relay_arrays(net, 0).send
    assert b._masks(net, 0, send, T) == bytes([0b0101, 0, 0b0100, 0])


def test_reach_counts_saturate_at_cap_when_every_relay_moves_away():
    """Every node relays on every port that leaves the origin (a corner of the 13 x 13 mesh): the counts are
    the monotone path counts C(x + y, x), which pass CAP = 2**20 on the far anti-diagonals."""
    from math import comb

    net = b.network("mesh", 13)
    T = b._targets(net)
    X, Y = (np.asarray(c) for c in net.coord(np.arange(net.nodes)))
    dist = (X + Y).astype(np.int64)
    send = (T >= 0) & (dist[T] > dist[:, None])
    counts = b.reach_counts(net, 0, relay=b.Relay(send, T, dist))
    expected = [min(comb(int(x + y), int(x)), b.CAP) for x, y in zip(X, Y)]
    assert counts.tolist() == expected
    assert counts.max() == b.CAP == 1 << 20 and comb(24, 12) > b.CAP
    assert int((counts == b.CAP).sum()) == sum(comb(int(x + y), int(x)) >= b.CAP for x, y in zip(X, Y))


def test_reach_count_at_stops_after_limit_relays():
    net = b.network("mesh", 3)
    # origin 4 (the centre) reaches its neighbour 1 once, with its first relay
    assert b.reach_count_at(net, 4, 1) == 1
    assert b.reach_count_at(net, 4, 1, limit=1) == 1
    assert b.reach_count_at(net, 4, 1, limit=0) == 0
    assert b.reach_count_at(net, 4, 4, limit=0) == 1  # the origin counts itself
    assert b.reach_count_at(net, 4, 0) == 1
    assert b.reach_count_at(net, 4, 0, limit=1) == 0  # the corner needs a second relay


def test_reach_count_at_counts_only_the_arrivals_within_the_limit():
    """Every relay counts towards the limit, the second and later ones too: corner to corner of the 3-mesh
    takes four relays, and node (2, 2) of the 4-torus is reached once by the sixth relay, twice by the seventh."""
    mesh = b.network("mesh", 3)
    assert [b.reach_count_at(mesh, 0, 8, limit=n) for n in range(7)] == [0, 0, 0, 0, 1, 1, 1]
    torus = b.network("torus", 4)
    assert [b.reach_count_at(torus, 0, 10, limit=n) for n in range(9)] == [0, 0, 0, 0, 0, 0, 1, 2, 2]
    assert b.reach_count_at(torus, 0, 10) == b.bfs_reach(torus, 0)[10] == 2


def test_tree_check_follows_the_reading_it_is_given():
    """On the 5-torus the centred offsets relay origin 0's message along a tree; the raw ones never reach node 3."""
    net = b.network("torus", 5)
    assert b.tree_check(net, 0) is None and b.tree_check(net, 0, "centred") is None
    assert b.tree_check(net, 0, "raw") == (3, 0)
