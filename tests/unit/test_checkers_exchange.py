"""Tests of :mod:`alltoall.checkers.exchange` (liu-gu-2006 exchange engines): ``simulate`` and
``naive_simulate`` on the 3-node ring (each violation's property, message and ``where`` fields, the loads and
link totals, the naive baseline's path and causality checks), the replay's size reader (each input error,
the node limit on both sides of its boundary), ``ar_step_bundles`` value by value, and no detour example for
an exchange on shortest paths only."""

from __future__ import annotations

import numpy as np
import pytest
from support import exchange_baseline as xb

from alltoall.checkers import exchange as x
from alltoall.checkers.properties import Violation
from alltoall.spec import schedule as sched
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid


def err(params):
    with pytest.raises(ParameterError) as e:
        x._sizes_from(params)
    return e.value.parameter, str(e.value)


def test_sizes_from_reads_the_largest_replayable_sizes():
    assert x.REPLAY_LIMIT == {"ar": 4096, "at2": 1024}
    assert x._sizes_from({"algorithm": "ar", "sizes": [4096]}) == ("ar", (4096,), liu_gu.reading("listing"))
    assert x._sizes_from({"algorithm": "at2", "sizes": [32, 32], "reading": "prose-stage3"}) == (
        "at2",
        (32, 32),
        liu_gu.reading("prose-stage3"),
    )


def test_sizes_from_rejects_each_bad_value():
    assert err({"algorithm": "AR", "sizes": [4]}) == ("algorithm", "algorithm: expected 'ar' or 'at2', got 'AR'")
    assert err({"sizes": [4]}) == ("algorithm", "algorithm: expected 'ar' or 'at2', got None")
    for bad in ((4,), [0], [4, True], [4.0], None):
        assert err({"algorithm": "ar", "sizes": bad}) == ("sizes", "sizes: expected a list of positive integers")
    assert err({"algorithm": "ar", "sizes": [2, 2]}) == ("sizes", "sizes: ar takes 1 sizes")
    assert err({"algorithm": "at2", "sizes": [4]}) == ("sizes", "sizes: at2 takes 2 sizes")
    assert err({"algorithm": "ar", "sizes": [4097]}) == (
        "sizes",
        "sizes: 4097 nodes is more than replay handles (4096)",
    )
    assert err({"algorithm": "at2", "sizes": [33, 32]}) == (
        "sizes",
        "sizes: 1056 nodes is more than replay handles (1024)",
    )
    assert err({"algorithm": "ar", "sizes": [4], "reading": "zz"})[0] == "reading"


def test_ar_step_bundles_per_ring_size():
    assert [x.ar_step_bundles(p) for p in (1, 4, 5, 7, 8, 11)] == [
        [1],
        [1, 1],
        [2, 2, 1],
        [2, 2, 1],
        [2, 3, 1, 2],
        [3, 4, 2, 3, 1],
    ]


G = grid.ring(3)  # channels 0:(0,1) 1:(0,2) 2:(1,0) 3:(1,2) 4:(2,0) 5:(2,1)


PLAN = liu_gu.Plan(G, 2, (0,), "t")


def step(src, dst, paths, msgs, tid, units=None):
    def a(v):
        return np.array(v, dtype=np.int64)

    return liu_gu.ArrayStep(a(src), a(dst), a(paths).reshape(len(src), -1), a(msgs), a(tid), units)


GOOD = [
    step([0, 0, 1], [1, 2, 0], [[0], [1], [2]], [1, 2, 3], [0, 1, 2]),
    step([1, 2, 2], [2, 0, 1], [[3], [4], [5]], [5, 6, 7], [0, 1, 2]),
]


def test_simulate_reports_loads_totals_and_no_detour_of_a_good_exchange():
    r = x.simulate(PLAN, GOOD, keep_loads=True)
    assert r.ok and r.violation is None and r.steps == 2 and r.cost == 2
    assert r.link_totals.tolist() == [1] * 6
    assert r.loads.shape == (2, 6)
    assert r.loads.tolist() == [[1, 1, 1, 0, 0, 0], [0, 0, 0, 1, 1, 1]]
    assert r.all_shortest and r.longest_detour == 0 and r.detour_example is None


def test_simulate_reports_a_transfer_off_its_channels():
    bad = step([0, 0, 1], [1, 2, 0], [[0], [3], [2]], [1, 2, 3], [0, 1, 2])  # transfer 1: 0 -> 2 on 1 -> 2
    r = x.simulate(PLAN, [bad, GOOD[1]])
    assert r.violation == Violation(
        "path", "step 0: transfer 0 -> 2 does not follow channels", {"step": 0, "transfer": 1}
    )


def test_simulate_reports_a_shared_channel():
    bad = step([0, 0], [1, 1], [[0], [0]], [1, 2], [0, 1])
    r = x.simulate(PLAN, [bad])
    assert not r.contention_free
    v = r.violation
    assert (v.property, v.where) == ("contention-free", {"step": 0, "channel": 0, "tail": 0, "head": 1})
    assert v.message.startswith("step 0: channel 0 -> 1 is used by 2 transfers")


def test_simulate_reports_a_message_sent_by_a_node_not_holding_it():
    bad = step([1], [2], [[3]], [2], [0])  # node 1 sends M^0_2, which is at node 0
    r = x.simulate(PLAN, [bad])
    assert r.violation == Violation(
        "causality",
        "step 0: node 1 sends M^0_2 but that message is at node 0",
        {"step": 0, "source": 0, "destination": 2},
    )


def test_simulate_reports_a_message_sent_twice():
    bad = step([0, 0], [1, 2], [[0], [1]], [1, 1], [0, 1])
    r = x.simulate(PLAN, [bad])
    assert r.violation == Violation(
        "causality", "step 0: M^0_1 is sent twice", {"step": 0, "source": 0, "destination": 1}
    )


def test_simulate_reports_an_undelivered_message():
    r = x.simulate(PLAN, [GOOD[0]])
    assert r.violation == Violation(
        "delivers-every-message", "M^1_2 ends at node 1, not at 2", {"source": 1, "destination": 2, "at": 1}
    )
    assert not r.delivered


def units_each():  # every message its own unit
    return liu_gu.Units(np.arange(9, dtype=np.int64), 9)


def test_simulate_reports_a_unit_sent_by_a_node_not_holding_it_or_twice():
    u = units_each()
    r = x.simulate(PLAN, [step([1], [2], [[3]], [2], [0], u)])
    assert r.violation == Violation(
        "causality", "step 0: node 1 sends unit 2 but that unit is at node 0", {"step": 0, "unit": 2}
    )
    r = x.simulate(PLAN, [step([0, 0], [1, 2], [[0], [1]], [1, 1], [0, 1], u)])
    assert r.violation == Violation("causality", "step 0: unit 1 is sent twice", {"step": 0, "unit": 1})


def test_simulate_reports_a_unit_table_splitting_a_unit():
    # after the plain step M^0_1 is at 1; a table putting M^0_1 with M^0_2 (at 0) in one unit
    unit_of = np.arange(9, dtype=np.int64)
    unit_of[2] = 1
    u = liu_gu.Units(unit_of, 9)
    first = step([0], [1], [[0]], [1], [0])
    r = x.simulate(PLAN, [first, step([1], [0], [[2]], [3], [0], u)])
    assert r.violation == Violation(
        "causality",
        "step 1: unit 1 holds M^0_1 at node 1 and messages at node 0",
        {"step": 1, "source": 0, "destination": 1},
    )
    assert not r.settled


def naive(steps):
    return x.naive_simulate(sched.Schedule(tuple(sched.Step(tuple(s)) for s in steps)), G)


def test_naive_simulate_detects_path_and_holder_defects():
    T = sched.Transfer
    good = [
        [T(0, 1, (0,), ((0, 1),)), T(0, 2, (1,), ((0, 2),)), T(1, 0, (2,), ((1, 0),))],
        [T(1, 2, (3,), ((1, 2),)), T(2, 0, (4,), ((2, 0),)), T(2, 1, (5,), ((2, 1),))],
    ]
    assert naive(good).delivered
    # a path whose channel does not leave the sender (ends right)
    assert naive([[T(0, 1, (2,), ((0, 1),))] + good[0][1:], good[1]]).delivered is False
    # a path that ends at the wrong node
    assert naive([[T(0, 1, (1,), ((0, 1),))] + good[0][1:], good[1]]).delivered is False
    # a message sent by a node not holding it
    assert naive([[T(1, 2, (3,), ((0, 2),))] + good[0], good[1]]).delivered is False


def test_simulate_checks_every_hop_of_a_longer_path():
    """A two-hop path that starts at its source and ends at its destination but jumps between hops."""
    plan = liu_gu.Plan(grid.ring(5), 2, (0,), "t")  # channels 0:(0,1) 3:(1,2) 6:(3,2)
    r = x.simulate(plan, [step([0], [2], [[0, 6]], [2], [0])])
    assert r.violation == Violation(
        "path", "step 0: transfer 0 -> 2 does not follow channels", {"step": 0, "transfer": 0}
    )
    assert x.simulate(plan, [step([0], [2], [[0, 3]], [2], [0])]).violation.property == "delivers-every-message"


def test_simulate_reports_a_message_leaving_its_destination():
    """M^0_1 reaches node 1 in step 0 and is sent on in step 1: not delivered, whatever happens after."""
    first = step([0], [1], [[0]], [1], [0])
    r = x.simulate(PLAN, [first, step([1], [2], [[3]], [1], [0])])
    assert r.violation == Violation(
        "delivers-every-message", "step 1: M^0_1 leaves its destination", {"step": 1, "source": 0, "destination": 1}
    )
    assert r.delivered is False


def test_simulate_swapped_messages_are_shortest_but_not_delivered():
    """M^0_1 and M^0_2 swap transfers: every message walks exactly its distance, yet two end at the
    wrong node, so the report says neither delivered nor all-shortest."""
    swapped = step([0, 0, 1], [1, 2, 0], [[0], [1], [2]], [2, 1, 3], [0, 1, 2])
    r = x.simulate(PLAN, [swapped, GOOD[1]])
    assert r.delivered is False and r.all_shortest is False and r.longest_detour == 0
    assert r.violation.message == "M^0_1 ends at node 2, not at 1"


def test_simulate_reports_the_longest_detour_and_an_example():
    """M^0_1 goes 0 -> 2 -> 1 on the 3-ring: two hops for distance 1."""
    r = x.simulate(PLAN, [step([0], [2], [[1]], [1], [0]), step([2], [1], [[5]], [1], [0])])
    assert r.longest_detour == 1 and r.all_shortest is False
    assert r.detour_example == {"source": 0, "destination": 1, "hops": 2, "distance": 1}


def _distances(g, sources=None):
    coords = [np.asarray(c, dtype=np.int32) for c in g.coord(np.arange(g.nodes))]
    s = np.arange(g.nodes) if sources is None else np.asarray(sources)
    return x._distance_block(g, coords, s).reshape(len(s), g.nodes)


def test_distance_block_is_the_hop_distances():
    d = _distances(grid.ring(4))
    assert d.dtype == np.int32 and d.tolist() == [[0, 1, 2, 1], [1, 0, 1, 2], [2, 1, 0, 1], [1, 2, 1, 0]]
    assert _distances(grid.torus(2, 3), [0])[0].tolist() == [0, 1, 1, 1, 2, 2]
    assert _distances(grid.mesh(2, 3), [5, 0]).tolist() == [[3, 2, 1, 2, 1, 0], [0, 1, 2, 1, 2, 3]]
    for g in (grid.ring(5), grid.torus(4, 6), grid.mesh(3, 4), grid.torus(8, 8)):
        assert _distances(g).tolist() == xb._distance_matrix(g).tolist()


def test_simulate_algorithm_replays_the_plain_form_when_the_unit_form_fails(monkeypatch):
    """A unit form that loses its last step is not sound: the report is the plain form's (sound here)."""
    real = liu_gu.unit_steps
    monkeypatch.setattr(liu_gu, "unit_steps", lambda *a, **k: list(real(*a, **k))[:-1])
    assert not x.simulate(liu_gu.plan_of("at2", 4, 4), liu_gu.unit_steps("at2", 4, 4)).delivered
    r = x.simulate_algorithm("at2", 4, 4)
    assert not r.unit_form and r.ok and r.delivered


# --- the streamed simulation against its previous implementation (tests/support/exchange_baseline.py) ---


def fields(rep):
    """Every field of a report, arrays as lists (with their element types)."""
    return (
        rep.network,
        rep.steps,
        rep.cost,
        rep.step_max,
        rep.step_max_by_dim,
        rep.phase_starts,
        rep.idle,
        rep.rearrangement,
        rep.delivered,
        rep.contention_free,
        rep.all_shortest,
        rep.longest_detour,
        rep.detour_example,
        rep.unit_form,
        rep.settled,
        rep.ok,
        None if rep.loads is None else (rep.loads.tolist(), rep.loads.dtype),
        (rep.link_totals.tolist(), rep.link_totals.dtype),
        rep.violation,
        {t: (v.tolist(), v.dtype) for t, v in rep.snapshots.items()},
    )


@pytest.fixture(params=[None, 40], ids=["one-block", "blocks-of-40"])
def blocks(request, monkeypatch):
    """The message blocks as they come (one block on these sizes) and forced small (many blocks)."""
    if request.param:
        monkeypatch.setattr(liu_gu, "BLOCK_MESSAGES", request.param)


@pytest.mark.parametrize("reading", list(liu_gu.READINGS))
def test_simulate_equals_the_baseline_on_at2(blocks, reading):
    rd = liu_gu.reading(reading)
    for r, c in [(4, 4), (4, 8), (8, 8), (8, 12), (12, 12), (12, 16), (16, 16)]:
        for fast in (True, False):
            kw = {"reading": rd, "keep_loads": True, "snapshot_at": (0, 2, 3), "fast": fast}
            new, old = x.simulate_algorithm("at2", r, c, **kw), xb.simulate_algorithm_baseline("at2", r, c, **kw)
            assert fields(new) == fields(old), (r, c, fast)
        plan = liu_gu.at2_plan(r, c, rd)
        new = x.simulate(plan, liu_gu.at2_unit_steps(r, c, rd), snapshot_at=(1, 2, 5))
        old = xb.simulate_baseline(plan, xb.at2_unit_steps_baseline(r, c, rd), snapshot_at=(1, 2, 5))
        assert fields(new) == fields(old) and new.unit_form, (r, c)


@pytest.mark.parametrize("reading", list(liu_gu.READINGS))
def test_simulate_equals_the_baseline_on_ar(blocks, reading):
    rd = liu_gu.reading(reading)
    for p in range(4, 42, 2):
        kw = {"reading": rd, "keep_loads": p <= 16, "snapshot_at": (0, 1)}
        assert fields(x.simulate_algorithm("ar", p, **kw)) == fields(xb.simulate_algorithm_baseline("ar", p, **kw)), p


def _mutants():
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
    from mutantlib import load_all

    return {n: m for n, m in load_all().items() if n.startswith("lg-")}


@pytest.mark.parametrize("name", sorted(_mutants()))
def test_simulate_equals_the_baseline_under_the_liu_gu_mutants(blocks, name):
    """A seeded spec bug: the streamed simulation reports what the previous one does (or raises alike)."""
    with _mutants()[name].applied():
        for alg, sizes in (("at2", (4, 8)), ("at2", (8, 8)), ("ar", (10,)), ("ar", (12,))):
            try:
                old = fields(xb.simulate_algorithm_baseline(alg, *sizes, snapshot_at=(2,)))
            except ValueError as e:
                with pytest.raises(type(e)):
                    x.simulate_algorithm(alg, *sizes, snapshot_at=(2,))
                continue
            assert fields(x.simulate_algorithm(alg, *sizes, snapshot_at=(2,))) == old, (alg, sizes)


def _table_edits():
    """Unit tables of AT2(4, 4)'s first phase, each broken one way: two messages of two nodes in one unit
    (at the start and further on), every message of a source in one unit, units from the next table."""
    steps = list(liu_gu.at2_unit_steps(4, 4))
    first = steps[0].units
    table = first.unit_of.copy()
    swapped = table.copy()
    swapped[1], swapped[16 + 2] = swapped[16 + 2], swapped[1]
    late = table.copy()
    late[200], late[255] = late[255], late[200]
    merged = table.copy()
    merged[16:32] = merged[0]
    return steps, first, {"swapped": swapped, "late": late, "merged": merged, "intact": table}


@pytest.mark.parametrize("edit", ["swapped", "late", "merged", "intact"])
@pytest.mark.parametrize("form", ["Units", "UnitRule"])
def test_simulate_equals_the_baseline_on_broken_unit_tables(blocks, edit, form):
    """A table whose unit holds messages of two nodes: the same causality violation (its first message, the
    unit's node being its last message's), settled or not, and the same report, as the previous simulation."""
    steps, first, edits = _table_edits()
    bad = edits[edit]
    table = liu_gu.Units(bad, first.count)
    if form == "UnitRule":
        new_table = liu_gu.UnitRule(lambda lo, hi: bad[lo:hi], first.count, 16)
    else:
        new_table = table
    plan = liu_gu.at2_plan(4, 4)

    def swap(t):
        return [
            liu_gu.ArrayStep(s.src, s.dst, s.paths, s.msgs, s.tid, t if s.units is first else s.units) for s in steps
        ]

    old = xb.simulate_baseline(plan, swap(table), snapshot_at=(0, 2))
    new = x.simulate(plan, swap(new_table), snapshot_at=(0, 2))
    assert fields(new) == fields(old)
    assert (new.settled, new.violation is None) == ((True, True) if edit == "intact" else (False, False))


def test_simulate_reads_a_unit_table_in_blocks_and_checks_each(monkeypatch):
    """A rule's block of the wrong length or with a unit out of range is refused as a whole table would be."""
    monkeypatch.setattr(liu_gu, "BLOCK_MESSAGES", 64)
    steps, first, _ = _table_edits()
    plan = liu_gu.at2_plan(4, 4)
    table = first.unit_of

    def run(rule, nodes=16):
        u = liu_gu.UnitRule(rule, first.count, nodes)
        return x.simulate(plan, [liu_gu.ArrayStep(s.src, s.dst, s.paths, s.msgs, s.tid, u) for s in steps[:1]])

    def error(rule, nodes=16):
        with pytest.raises(ParameterError) as e:
            run(rule, nodes)
        return e.value.parameter, e.value.message

    short = ("units", "expected a unit for each of the 256 messages")
    assert error(lambda lo, hi: table[lo : hi - 1]) == short
    assert error(lambda lo, hi: table[lo:hi], nodes=8) == short
    assert error(lambda lo, hi: np.where(np.arange(lo, hi) == 130, -1, table[lo:hi])) == (
        "units",
        f"unit ids outside 0..{first.count - 1}",
    )
    assert error(lambda lo, hi: np.where(np.arange(lo, hi) == 255, first.count, table[lo:hi])) == (
        "units",
        f"unit ids outside 0..{first.count - 1}",
    )
    rep = run(lambda lo, hi: table[lo:hi])  # one step of Phase 1 only: sound so far, nothing delivered yet
    assert rep.settled and rep.violation.property == "delivers-every-message" and rep.cost == 3


def test_messages_answer_in_blocks():
    """The message state: sources at the start, a finished table's nodes and hops on top, the plain arrays."""
    m = x._Messages(3)
    loc, hops = m.state(3, 9)
    assert loc.dtype == np.int32 and hops.dtype == np.int32
    assert loc.tolist() == [1, 1, 1, 2, 2, 2] and hops.tolist() == [0] * 6
    u = liu_gu.Units(np.array([0, 1, 2, 0, 1, 2, 0, 1, 2]), 3)
    uloc, apart = m.into(u)
    assert uloc.tolist() == [2, 2, 2] and apart == (0, 0, 0)  # a unit's node is its last message's, as a scatter gives
    m.push(u, np.array([2, 0, 1], dtype=np.int32), np.array([1, 2, 3], dtype=np.int32))
    assert m.nodes(0, 9).tolist() == [2, 0, 1] * 3 and m.state(0, 3)[1].tolist() == [1, 2, 3]
    assert m.where(u, np.array([5, 6, 7], dtype=np.int32)).tolist() == [5, 6, 7] * 3
    loc, hops = m.plain()
    assert loc.tolist() == [2, 0, 1] * 3 and hops.tolist() == [1, 2, 3] * 3 and m.chain == []
    end = m.summary(grid.ring(3))
    assert end.missing == (1, 0) and not end.all_shortest and end.longest_detour == 2
    assert end.detour_example == {"source": 0, "destination": 2, "hops": 3, "distance": 1}


def test_simulate_algorithm_keeps_loads_and_names_the_network_in_either_form():
    for fast in (True, False):
        r = x.simulate_algorithm("at2", 4, 4, keep_loads=True, fast=fast)
        assert r.network == "Torus(r=4, c=4)"
        assert r.loads is not None and r.loads.shape == (r.steps, 64) == (4, 64)
        assert (r.loads.sum(axis=0) == r.link_totals).all()
        assert x.simulate_algorithm("at2", 4, 4, fast=fast).loads is None
        a = x.simulate_algorithm("ar", 4, keep_loads=True, fast=fast)
        assert a.network == "Ring(p=4)" and a.loads.shape == (2, 8) and a.link_totals.tolist() == [2] * 8


def test_simulate_of_an_empty_schedule_reports_zero_steps_and_the_undelivered_messages():
    r = x.simulate(PLAN, [])
    assert r.steps == 0 and r.cost == 0 and not r.ok
    assert r.violation is not None and r.violation.message == "M^0_1 ends at node 0, not at 1"


def test_phase1_gather_names_a_message_two_columns_from_its_source(monkeypatch):
    """A message held two columns (and no rows) away from its source is not in the source's 3 x 3
    neighbourhood, even with its group's parity kept: Phase 1's placement check names it."""
    rep = x.simulate_algorithm("at2", 4, 4, snapshot_at=(2,))
    g = liu_gu.at2_plan(4, 4).network
    loc = rep.snapshots[2].copy()
    hx, hy = g.coord(int(loc[0]))
    loc[0] = int(g.node((hx, (hy + 2) % 4)))
    rep.snapshots[2] = loc
    monkeypatch.setattr(x, "simulate_algorithm", lambda *a, **k: rep)
    assert x.phase1_gather_defect(4, 4) == f"M^0_0 sits at node {loc[0]} after Phase 1"


def idle(units=None):
    """A step that moves nothing."""
    none = np.zeros(0, dtype=np.int64)
    return liu_gu.ArrayStep(none, none, none.reshape(0, 1), none, none, units)


def test_simulate_follows_messages_across_a_change_of_form():
    """Steps may switch between the unit and the plain form: each switch reads every message's node and hops
    from the form before, so the exchange is delivered whichever step is in which form."""

    def units(s):
        return liu_gu.ArrayStep(s.src, s.dst, s.paths, s.msgs, s.tid, units_each())

    for steps in ([units(GOOD[0]), GOOD[1]], [GOOD[0], units(GOOD[1])], [units(GOOD[0]), GOOD[1], units(idle())]):
        r = x.simulate(PLAN, steps, snapshot_at=(1,))
        assert r.ok and r.delivered and r.unit_form and r.settled and r.violation is None
        assert r.steps == len(steps) and r.cost == 2 and r.link_totals.tolist() == [1] * 6
        assert r.snapshots[1].tolist() == [0, 1, 2, 0, 1, 1, 2, 2, 2]


def test_simulate_of_a_network_without_channels_costs_nothing():
    """Mesh(1, 1): one node, no channel; a step that moves nothing has load 0, and the lone node's own
    message is delivered."""
    plan = liu_gu.Plan(grid.mesh(1, 1), 1, (0,), "t")
    r = x.simulate(plan, [idle()])
    assert r.ok and r.delivered and r.steps == 1 and r.cost == 0
    assert r.step_max == [0] and r.step_max_by_dim == [(0, 0)] and r.idle == [0] and r.link_totals.size == 0


def test_an_empty_unit_is_at_no_node():
    """A unit table may hold a unit with no message: it is at node -1, and a node sending it is named."""
    spare = liu_gu.Units(np.arange(9, dtype=np.int64), 10)  # unit 9 holds no message
    uloc, apart = x._Messages(3).into(spare)
    assert uloc.tolist() == [0, 0, 0, 1, 1, 1, 2, 2, 2, -1] and apart is None
    r = x.simulate(PLAN, [step([0], [1], [[0]], [9], [0], spare)])
    assert r.violation == Violation(
        "causality", "step 0: node 0 sends unit 9 but that unit is at node -1", {"step": 0, "unit": 9}
    )


def _phase1_with(monkeypatch, edit):
    """phase1_gather_defect(4, 4) on AT2(4, 4)'s snapshot after Phase 1, changed by ``edit(loc)``."""
    rep = x.simulate_algorithm("at2", 4, 4, snapshot_at=(2,))
    loc = rep.snapshots[2].copy()
    edit(loc)
    rep.snapshots[2] = loc
    monkeypatch.setattr(x, "simulate_algorithm", lambda *a, **k: rep)
    return x.phase1_gather_defect(4, 4)


def test_phase1_gather_names_a_node_holding_the_wrong_number_of_messages(monkeypatch):
    """M^0_1 moved from node 1 to node 3: still beside its source and in its group, but node 1 now holds
    15 messages, not rc = 16."""

    def move(loc):
        assert loc[1] == 1
        loc[1] = 3

    assert _phase1_with(monkeypatch, move) == "node 1 holds 15 messages after Phase 1, not rc = 16"


def test_phase1_gather_names_the_first_offset_with_the_wrong_count(monkeypatch):
    """M^0_1 and M^0_11 swap nodes: every node keeps 16 messages, all placed beside their sources, but node
    3 holds 13 messages for offset 0 of its ring, not 3 r = 12 (messages before M^0_1 are counted right)."""

    def swap(loc):
        loc[[1, 11]] = loc[[11, 1]]

    assert _phase1_with(monkeypatch, swap) == "node 3 holds 13 messages for offset 0 of its logical ring, not 12"


def test_naive_rearrangement_counts_a_node_holding_no_message_as_one():
    """Node 0 sends both its messages to node 1 in step 0: at the phase start of step 1 node 0 holds no
    message (1 with the self message that stays), node 1 holds four (5), node 2 two (3)."""
    T = sched.Transfer
    s = sched.Schedule((sched.Step((T(0, 1, (0,), ((0, 1), (0, 2))),)), sched.Step(())))
    assert x.naive_simulate(s, G, phase_starts=(0, 1)).rearrangement == [3, 5]
