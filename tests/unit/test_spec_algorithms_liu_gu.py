"""Tests of :mod:`alltoall.spec.algorithms.liu_gu` (AR on rings and AT2 on tori, liu-gu-2006): the readings
and every validation (parameter and message), the stage lengths and step counts of AR for every reading, AR's
routes of every pair on 8 nodes, Table I's ports, the port tables, the plans, the whole AR and AT2 schedules
(AR on 4 nodes literally; larger ones by a digest of every transfer's source, destination, channels and
messages, a snapshot of the schedules the claims verify), the unit form against the plain form, Table II and
the quadrants."""

from __future__ import annotations

import hashlib
from fractions import Fraction

import numpy as np
import pytest
from support.exchange_baseline import at2_unit_steps_baseline

from alltoall.spec.algorithms import liu_gu as lg
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid

R = {"listing": lg.LISTING, "prose": lg.PROSE, "stage3": lg.PROSE_STAGE3}


def _err(fn, *args, **kw):
    with pytest.raises(ParameterError) as e:
        fn(*args, **kw)
    return e.value.parameter, e.value.message, str(e.value)


def _key(s):
    return [[(t.src, t.dst, t.path, t.messages) for t in st.transfers] for st in s.steps]


def _digest(s):
    return hashlib.sha256(repr(_key(s)).encode()).hexdigest()[:16]


def test_readings_and_constants():
    assert (lg.LISTING, lg.PROSE, lg.PROSE_STAGE3) == (
        lg.ARReading("by-parity", "ceil"),
        lg.ARReading("positive", "as-needed"),
        lg.ARReading("by-parity", "floor"),
    )
    assert lg.ARReading() == lg.LISTING
    assert lg.READINGS == {"listing": lg.LISTING, "prose-half-circle": lg.PROSE, "prose-stage3": lg.PROSE_STAGE3}
    assert [lg.reading(k) for k in ("listing", "prose-half-circle", "prose-stage3")] == [
        lg.LISTING,
        lg.PROSE,
        lg.PROSE_STAGE3,
    ]
    msg = "unknown reading 'x'; expected one of listing, prose-half-circle, prose-stage3"
    assert _err(lg.reading, "x") == ("reading", msg, "reading: " + msg)
    assert (lg.BOTTOM, lg.TOP, lg.RIGHT, lg.LEFT) == ((0, 1), (0, -1), (1, 1), (1, -1))
    assert lg.PORT_NAMES == {(0, 1): "Bottom", (0, -1): "Top", (1, 1): "Right", (1, -1): "Left"}
    assert lg.PARAGON_NS == {"ts": 75000, "tw": 11, "rho": 14}
    assert lg.TABLE2_ROWS == ("[5]", "[6]", "[10]", "proposed") and lg.TABLE2_RIVALS == ("[5]", "[6]", "[10]")


LENGTHS = {  # p: {reading: (stage_lengths, ar_lengths, ar_steps)}
    2: {"listing": ((0, 0), (0, 0), 1), "prose": ((0, None), (0, 0), 1), "stage3": ((0, 0), (0, 0), 1)},
    3: {"listing": ((0, 0), (0, 0), 1), "prose": ((0, None), (0, 0), 1), "stage3": ((0, 0), (0, 0), 1)},
    4: {"listing": ((1, 0), (1, 0), 2), "prose": ((1, None), (1, 1), 3), "stage3": ((1, 0), (1, 0), 2)},
    5: {"listing": ((1, 1), (1, 1), 3), "prose": ((1, None), (1, 1), 3), "stage3": ((1, 0), (1, 0), 2)},
    6: {"listing": ((1, 1), (1, 1), 3), "prose": ((1, None), (1, 1), 3), "stage3": ((1, 0), (1, 0), 2)},
    7: {"listing": ((1, 1), (1, 1), 3), "prose": ((1, None), (1, 1), 3), "stage3": ((1, 0), (1, 0), 2)},
    8: {"listing": ((2, 1), (2, 1), 4), "prose": ((2, None), (2, 2), 5), "stage3": ((2, 1), (2, 1), 4)},
    10: {"listing": ((2, 2), (2, 2), 5), "prose": ((2, None), (2, 2), 5), "stage3": ((2, 1), (2, 1), 4)},
    12: {"listing": ((3, 2), (3, 2), 6), "prose": ((3, None), (3, 3), 7), "stage3": ((3, 2), (3, 2), 6)},
}


@pytest.mark.parametrize("p", sorted(LENGTHS))
def test_stage_lengths_and_steps(p):
    for k, r in R.items():
        assert (lg.stage_lengths(p, r), lg.ar_lengths(p, r), lg.ar_steps(p, r)) == LENGTHS[p][k]
        assert all(type(v) is int for v in lg.ar_lengths(p, r))
    assert lg.stage_lengths(p) == LENGTHS[p]["listing"][0]


ROUTES8 = {
    "listing": (
        [
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            -1,
            1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
        ],
        [
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            2,
            2,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
        ],
    ),
    "prose": (
        [
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            1,
            1,
            1,
            1,
            1,
            1,
            -1,
            -1,
            -1,
            1,
        ],
        [
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            3,
            2,
            3,
            2,
            3,
            2,
            2,
            3,
            2,
            2,
            3,
            2,
            3,
            2,
            3,
            3,
            2,
            3,
            3,
        ],
    ),
}


FIRST8 = [0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0] * 4


SUB8 = [
    0,
    0,
    1,
    1,
    2,
    1,
    1,
    0,
    0,
    0,
    0,
    1,
    1,
    2,
    1,
    1,
    1,
    0,
    0,
    0,
    1,
    1,
    2,
    1,
    1,
    1,
    0,
    0,
    0,
    1,
    1,
    2,
    2,
    1,
    1,
    0,
    0,
    0,
    1,
    1,
    1,
    2,
    1,
    1,
    0,
    0,
    0,
    1,
    1,
    1,
    2,
    1,
    1,
    0,
    0,
    0,
    0,
    1,
    1,
    2,
    1,
    1,
    0,
    0,
]


@pytest.mark.parametrize("k", ["listing", "prose"])
def test_ar_routes_of_every_pair_on_eight_nodes(k):
    a, b = np.divmod(np.arange(64), 8)
    d, f, s, st = lg.ar_routes(8, a, b, R[k])
    assert d.tolist() == ROUTES8[k][0] and st.tolist() == ROUTES8[k][1]
    assert f.astype(int).tolist() == FIRST8 and s.tolist() == SUB8
    assert f.dtype == bool
    d1, f1, s1, st1 = lg.ar_routes(8, [3], [7], R[k])
    assert (d1.tolist(), f1.tolist(), s1.tolist(), st1.tolist()) == (
        [-1] if k == "listing" else [1],
        [False],
        [2],
        [2] if k == "listing" else [3],
    )


def test_opposite_clockwise_and_ring_dim():
    assert lg.opposite_clockwise(np.arange(4)).tolist() == [True, False, True, False]
    assert lg.opposite_clockwise(np.arange(4), lg.PROSE).tolist() == [True] * 4
    assert lg.opposite_clockwise(np.arange(4), lg.PROSE).dtype == bool
    assert lg.opposite_clockwise(3, lg.PROSE_STAGE3).tolist() is False
    assert lg.phase2_ring_dim([0, 0, 1, 1], [0, 1, 0, 1]).tolist() == [1, 0, 0, 1]


def test_phase1_ports_table_and_quadrants():
    dx, dy = np.divmod(np.arange(32), 8)
    p1, p2 = lg.phase1_ports(4, 8, dx, dy)
    assert p1.tolist() == [
        -1,
        3,
        -1,
        3,
        -1,
        2,
        -1,
        2,
        1,
        1,
        1,
        1,
        1,
        2,
        1,
        2,
        -1,
        3,
        -1,
        3,
        -1,
        2,
        -1,
        2,
        0,
        3,
        0,
        3,
        0,
        0,
        0,
        0,
    ]
    assert p2.tolist() == [
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        3,
        -1,
        3,
        -1,
        1,
        -1,
        1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        -1,
        0,
        -1,
        0,
        -1,
        2,
        -1,
        2,
    ]
    assert p1.dtype == np.int64 and p2.dtype == np.int64
    assert lg.quadrant(4, 8, dx, dy).tolist() == [
        1,
        1,
        1,
        1,
        1,
        4,
        4,
        4,
        1,
        1,
        1,
        1,
        1,
        4,
        4,
        4,
        1,
        1,
        1,
        1,
        1,
        4,
        4,
        4,
        2,
        2,
        2,
        2,
        2,
        3,
        3,
        3,
    ]


def test_channel_ports_and_port_tables():
    t, hd, dm, fw = lg.channel_ports(grid.torus(2, 4))
    assert t.tolist() == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7]
    assert hd.tolist() == [1, 3, 4, 0, 2, 5, 1, 3, 6, 0, 2, 7, 0, 5, 7, 1, 4, 6, 2, 5, 7, 3, 4, 6]
    assert dm.tolist() == [1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1]
    assert fw.tolist() == [1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 0]
    assert all(a.dtype == np.int64 for a in (t, hd, dm, fw))
    T = lg.port_table(grid.torus(4, 4))
    assert T.dtype == np.int64 and T.tolist()[:3] == [[3, 2, 1, 0], [7, 6, 4, 5], [11, 10, 8, 9]]
    assert lg.port_table(grid.mesh(2, 3)).tolist() == [
        [-1, 1, -1, 0],
        [-1, 4, 2, 3],
        [-1, 6, 5, -1],
        [7, -1, -1, 8],
        [9, -1, 10, 11],
        [12, -1, 13, -1],
    ]
    assert lg.port_table(grid.ring(4)).tolist() == [[1, 0], [2, 3], [4, 5], [7, 6]]


def test_a_one_node_grid_has_no_channels_and_no_ports_in_use():
    """The degenerate 1 x 1 mesh: every channel array is empty and of integer type, so the port table
    (which indexes with the tails) is one row of -1."""
    g = grid.mesh(1, 1)
    assert all(a.dtype == np.int64 and a.shape == (0,) for a in lg.channel_ports(g))
    T = lg.port_table(g)
    assert T.dtype == np.int64 and T.tolist() == [[-1, -1, -1, -1]]


def test_plans_and_errors():
    assert [(str(p), p.steps, p.phase_starts, p.network) for p in (lg.ar_plan(4), lg.ar_plan(8, lg.PROSE))] == [
        ("AR(p=4, AR(opposite=by-parity, stage3=ceil))", 2, (0,), grid.ring(4)),
        ("AR(p=8, AR(opposite=positive, stage3=as-needed))", 5, (0,), grid.ring(8)),
    ]
    assert lg.ar_plan(4).name == "AR(p=4, AR(opposite=by-parity, stage3=ceil))"
    at = {
        (a, b, k): (str(lg.at2_plan(a, b, r)), lg.at2_plan(a, b, r).steps, lg.at2_plan(a, b, r).phase_starts)
        for a, b in ((4, 8), (8, 12))
        for k, r in R.items()
    }
    assert at == {
        (4, 8, "listing"): ("AT2(r=4, c=8, AR(opposite=by-parity, stage3=ceil))", 6, (0, 2, 4)),
        (4, 8, "prose"): ("AT2(r=4, c=8, AR(opposite=positive, stage3=as-needed))", 8, (0, 2, 5)),
        (4, 8, "stage3"): ("AT2(r=4, c=8, AR(opposite=by-parity, stage3=floor))", 6, (0, 2, 4)),
        (8, 12, "listing"): ("AT2(r=8, c=12, AR(opposite=by-parity, stage3=ceil))", 8, (0, 2, 5)),
        (8, 12, "prose"): ("AT2(r=8, c=12, AR(opposite=positive, stage3=as-needed))", 8, (0, 2, 5)),
        (8, 12, "stage3"): ("AT2(r=8, c=12, AR(opposite=by-parity, stage3=floor))", 6, (0, 2, 4)),
    }
    assert lg.at2_plan(4, 4).network == grid.torus(4, 4) and lg.at2_plan(4, 4).steps == 4
    assert [lg.at2_phase_steps(4, 8, r) for r in R.values()] == [2, 3, 2]
    assert lg.plan_of("ar", 4) == lg.ar_plan(4) and lg.plan_of("at2", 4, 8, reading=lg.PROSE) == lg.at2_plan(
        4, 8, lg.PROSE
    )
    assert lg.at2_check(4, 4) is None and lg.at2_check(4, 8) is None
    for bad, want in [
        (lambda: lg.ar_plan(3), ("p", "must be >= 4, got 3")),
        (lambda: lg.ar_plan(5), ("p", "AR needs an even ring (p even, p >= 4), got 5")),
        (lambda: lg.ar_plan(4.0), ("p", "expected an integer, got 4.0")),
        (lambda: lg.at2_plan(3, 4), ("r", "must be >= 4, got 3")),
        (lambda: lg.at2_plan(4, 3), ("c", "must be >= 4, got 3")),
        (lambda: lg.at2_plan(6, 8), ("r", "AT2 needs r a multiple of 4, got 6")),
        (lambda: lg.at2_plan(4, 6), ("c", "AT2 needs c a multiple of 4, got 6")),
        (lambda: lg.at2_plan(8, 4), ("r", "AT2 needs r <= c, got r=8 > c=4")),
        (lambda: lg.at2_check(4.0, 4), ("r", "expected an integer, got 4.0")),
        (lambda: lg.at2_check(4, 4.0), ("c", "expected an integer, got 4.0")),
        (lambda: list(lg.array_steps("x", 4)), ("algorithm", "unknown algorithm 'x'; expected 'ar' or 'at2'")),
        (lambda: lg.plan_of("x", 4), ("algorithm", "unknown algorithm 'x'; expected 'ar' or 'at2'")),
        (lambda: list(lg.unit_steps("x", 4)), ("algorithm", "unknown algorithm 'x'; expected 'ar' or 'at2'")),
    ]:
        assert _err(bad) == (*want, f"{want[0]}: {want[1]}")


AR4 = [
    [
        (0, 3, (1,), ((0, 3),)),
        (0, 1, (0,), ((0, 1),)),
        (1, 0, (2,), ((1, 0),)),
        (1, 2, (3,), ((1, 2),)),
        (2, 1, (4,), ((2, 1),)),
        (2, 3, (5,), ((2, 3),)),
        (3, 2, (7,), ((3, 2),)),
        (3, 0, (6,), ((3, 0),)),
    ]
]


def test_ar_on_four_nodes_literally():
    assert _key(lg.ar_schedule(4)) == AR4 + [
        [(0, 2, (0, 3), ((0, 2),)), (1, 3, (2, 1), ((1, 3),)), (2, 0, (5, 6), ((2, 0),)), (3, 1, (7, 4), ((3, 1),))]
    ]
    assert _key(lg.ar_schedule(4, lg.PROSE)) == AR4 + [
        [(0, 2, (0, 3), ((0, 2),)), (2, 0, (5, 6), ((2, 0),))],
        [(1, 3, (3, 5), ((1, 3),)), (3, 1, (6, 0), ((3, 1),))],
    ]


AR_DIGESTS = {
    (4, "listing"): "ac15e17584487470",
    (4, "prose"): "9665ff126334373a",
    (4, "stage3"): "ac15e17584487470",
    (6, "listing"): "e41250edd365f825",
    (6, "prose"): "881de9c2ecf39773",
    (6, "stage3"): "327af9aac6e95d6a",
    (8, "listing"): "93cbb8726a4d679e",
    (8, "prose"): "46a81d258c7de33c",
    (8, "stage3"): "93cbb8726a4d679e",
    (10, "listing"): "912d299cbbb97e0c",
    (10, "prose"): "8b44701d5fa2dc2d",
    (10, "stage3"): "58384d7ecd36f3ae",
}


AT2_DIGESTS = {
    (4, 4, "listing"): "5481e0ecf4352cbc",
    (4, 4, "prose"): "b742db37f3329dca",
    (4, 4, "stage3"): "5481e0ecf4352cbc",
    (4, 8, "listing"): "a239b980f6409f91",
    (4, 8, "prose"): "f000709ec8e7ff05",
    (4, 8, "stage3"): "a239b980f6409f91",
}


@pytest.mark.parametrize("key", list(AR_DIGESTS), ids=[f"{p}-{k}" for p, k in AR_DIGESTS])
def test_ar_schedule_snapshot(key):
    p, k = key
    assert _digest(lg.ar_schedule(p, R[k])) == AR_DIGESTS[key]


@pytest.mark.parametrize("key", list(AT2_DIGESTS), ids=[f"{r}x{c}-{k}" for r, c, k in AT2_DIGESTS])
def test_at2_schedule_snapshot(key):
    r, c, k = key
    assert _digest(lg.at2_schedule(r, c, R[k])) == AT2_DIGESTS[key]


def _plain(st):
    return (st.src.tolist(), st.dst.tolist(), st.paths.tolist(), st.msgs.tolist(), st.tid.tolist())


def _by_message(st):
    return (st.src.tolist(), st.dst.tolist(), st.paths.tolist(), sorted(zip(st.msgs.tolist(), st.tid.tolist())))


@pytest.mark.parametrize("rc", [(4, 4), (4, 8), (8, 8)])
@pytest.mark.parametrize("k", ["listing", "prose"])
def test_unit_form_expands_to_the_plain_form(rc, k):
    plain = list(lg.array_steps("at2", *rc, reading=R[k]))
    units = list(lg.unit_steps("at2", *rc, reading=R[k]))
    assert len(units) == len(plain) == lg.at2_plan(*rc, R[k]).steps
    for u, p in zip(units, plain):
        assert u.units is not None and p.units is None
        assert (u.src.dtype, u.dst.dtype, u.paths.dtype, u.msgs.dtype, u.tid.dtype, u.units.unit_of.dtype) == (
            np.int64,
            np.int64,
            np.int64,
            np.int32,
            np.int64,
            np.int64,
        )
        assert (p.src.dtype, p.dst.dtype, p.paths.dtype, p.msgs.dtype, p.tid.dtype) == (np.int64,) * 5
        assert _by_message(u.expanded()) == _by_message(p)
        assert u.expanded().msgs.tolist() == sorted(p.msgs.tolist())
        assert u.sizes.tolist() == p.sizes.tolist() and u.sizes.dtype == np.int64
        assert u.paths.dtype == np.int64
        for i in range(len(p.src)):
            assert u.messages_of(i).tolist() == p.messages_of(i).tolist()
    N = rc[0] * rc[1]
    assert units[0].units.count == 25 * N and units[-1].units.count == N * max(rc) // 2
    assert int(units[0].units.sizes.sum()) == N * N and int(units[-1].units.sizes.sum()) == N * N


def test_unit_steps_of_ar_are_the_plain_steps():
    a = [_plain(s) for s in lg.unit_steps("ar", 6)]
    b = [_plain(s) for s in lg.array_steps("ar", 6)]
    assert a == b and len(a) == 3
    assert [_plain(s) for s in lg.array_steps("ar", 8, reading=lg.PROSE)] == [
        _plain(s) for s in lg.ar_array_steps(8, lg.PROSE)
    ]


def test_units_and_array_step_helpers():
    u = lg.Units(np.array([2, 0, 2, 1, 0]), 4)
    assert (
        u.sizes.tolist() == [2, 1, 2, 0]
        and u.members([2]).tolist() == [0, 2]
        and u.members([0, 1]).tolist() == [1, 3, 4]
    )
    assert u.members(3).tolist() == []
    st = lg.ArrayStep(
        np.array([5, 6]), np.array([7, 8]), np.array([[1], [2]]), np.array([2, 0, 1]), np.array([1, 0, 1]), u
    )
    assert st.sizes.tolist() == [2, 3] and st.sizes.dtype == np.int64
    assert st.messages_of(0).tolist() == [1, 4] and st.messages_of(1).tolist() == [0, 2, 3]
    e = st.expanded()
    assert e.units is None and _plain(e) == ([5, 6], [7, 8], [[1], [2]], [0, 1, 2, 3, 4], [1, 0, 1, 1, 0])
    plain = lg.ArrayStep(
        np.array([0, 1, 2]), np.array([1, 2, 0]), np.array([[0], [1], [2]]), np.array([4, 7, 9]), np.array([2, 0, 2])
    )
    assert plain.expanded() is plain
    assert (
        plain.sizes.tolist() == [1, 0, 2]
        and plain.messages_of(2).tolist() == [4, 9]
        and plain.messages_of(1).tolist() == []
    )
    lone = lg.ArrayStep(
        np.array([0, 1]),
        np.array([1, 0]),
        np.array([[0], [1]]),
        np.array([2]),
        np.array([1]),
        lg.Units(np.array([0, 0, 1, 2]), 4),
    )
    assert _plain(lone.expanded()) == ([0, 1], [1, 0], [[0], [1]], [3], [1])


def test_to_schedule_orders_messages_by_transfer_stably():
    st = lg.ArrayStep(
        np.array([0, 1]), np.array([1, 0]), np.array([[4], [5]]), np.array([7, 2, 5, 1]), np.array([1, 0, 1, 0])
    )
    s = lg.to_schedule([st], 3)
    assert _key(s) == [[(0, 1, (4,), ((0, 2), (0, 1))), (1, 0, (5,), ((2, 1), (1, 2)))]]
    assert all(type(v) is int for t in s.steps[0].transfers for v in (t.src, t.dst) + t.path + sum(t.messages, ()))
    empty = lg.ArrayStep(np.array([0, 1]), np.array([1, 0]), np.array([[4], [5]]), np.array([7]), np.array([1]))
    assert _key(lg.to_schedule([empty], 3)) == [[(0, 1, (4,), ()), (1, 0, (5,), ((2, 1),))]]


def test_table2():
    assert [lg.table2_terms(d) for d in (1, 2, 3)] == [
        {"[5]": (3, 6, 8), "[6]": (0, 2.5, 2.5), "[10]": (3, 6, 12), "proposed": (3, 1, 12)},
        {"[5]": (4, 32, 48), "[6]": (3, 12, 12), "[10]": (4, 32, 48), "proposed": (4, 8, 48)},
        {"[5]": (6, 192, 320), "[6]": (6, 192, 192), "[10]": (6, 192, 192), "proposed": (6, 64, 192)},
    ]
    assert lg.table2_terms(4)["proposed"] == (10, 512, 768)
    f = lg.table2_terms(1, Fraction(2))
    assert f["[6]"] == (0, Fraction(5, 2), Fraction(5, 2)) and type(f["[5]"][0]) is Fraction
    assert lg.table2_rows(4, 8, 75000, 11, 14) == {"[5]": 1120688, "[6]": 1110200, "[10]": 948656, "proposed": 881072}
    assert list(lg.table2_rows(2, 1, 1, 1, 1)) == ["[5]", "[6]", "[10]", "proposed"]
    exact = lg.table2_rows(1, 3, 5, 7, 11, two=Fraction(2))
    assert exact == {
        "[5]": 3 * 5 + (6 * 7 + 8 * 11) * 3,
        "[6]": Fraction(0) + (Fraction(5, 2) * 7 + Fraction(5, 2) * 11) * 3,
        "[10]": 3 * 5 + (6 * 7 + 12 * 11) * 3,
        "proposed": 3 * 5 + (1 * 7 + 12 * 11) * 3,
    }
    assert all(type(v) is Fraction for v in exact.values())


@pytest.mark.parametrize("opposite", ["by-parity", "positive"])
@pytest.mark.parametrize("stage3", ["ceil", "floor", "as-needed"])
def test_ar_reading_accepts_every_reading_and_names_it(opposite, stage3):
    r = lg.ARReading(opposite, stage3)
    assert str(r) == f"AR(opposite={opposite}, stage3={stage3})"


def test_ar_reading_names_the_parameter_of_a_bad_reading():
    with pytest.raises(ParameterError) as e:
        lg.ARReading("clockwise", "ceil")
    assert (e.value.parameter, str(e.value)) == ("opposite", "opposite: expected 'by-parity' or 'positive'")
    with pytest.raises(ParameterError) as e:
        lg.ARReading("positive", "round")
    assert (e.value.parameter, str(e.value)) == ("stage3", "stage3: expected 'ceil', 'floor' or 'as-needed'")


def test_message_blocks_cover_every_message_by_whole_sources(monkeypatch):
    assert lg.message_blocks(4, 8) == [(0, 8), (8, 16)]
    assert lg.message_blocks(4, 9) == [(0, 8), (8, 16)] and lg.message_blocks(3, 2) == [(0, 3), (3, 6), (6, 9)]
    assert lg.message_blocks(5, 10) == [(0, 10), (10, 20), (20, 25)]
    assert lg.BLOCK_MESSAGES == 1 << 17 and lg.message_blocks(64) == [(0, 4096)]
    assert lg.message_blocks(4096) == [(lo, lo + 32 * 4096) for lo in range(0, 4096 * 4096, 32 * 4096)]
    monkeypatch.setattr(lg, "BLOCK_MESSAGES", 12)
    assert lg.message_blocks(4) == [(0, 12), (12, 16)]


def test_unit_rule_reads_a_table_a_block_at_a_time():
    table = np.array([2, 0, 2, 1, 0, 3, 3, 1, 0], dtype=np.intp)
    calls = []

    def rule(lo, hi):
        calls.append((lo, hi))
        return table[lo:hi].copy()

    u = lg.UnitRule(rule, 5, 3)
    b = u.block(3, 6)
    assert b.tolist() == [1, 0, 3] and not b.flags.writeable and u.block(3, 6) is b and calls == [(3, 6)]
    assert u.block(0, 3).tolist() == [2, 0, 2] and u.block(3, 6) is not b and len(calls) == 3  # one block kept
    assert u.sizes.tolist() == [3, 2, 2, 2, 0] and u.sizes.dtype == np.int64
    assert u.unit_of.tolist() == table.tolist() and u.unit_of.dtype == np.intp
    assert u.members([0, 4]).tolist() == [1, 4, 8] and u.members(3).tolist() == [5, 6]
    st = lg.ArrayStep(np.array([5, 6]), np.array([7, 8]), np.array([[1], [2]]), np.array([3, 0]), np.array([1, 0]), u)
    assert st.sizes.tolist() == [3, 2] and st.messages_of(1).tolist() == [5, 6]
    assert lg.Units(table, 5).block(3, 6).tolist() == [1, 0, 3]


def test_at2_unit_tables_are_read_by_whole_sources():
    u = next(iter(lg.at2_unit_steps(4, 4))).units
    assert isinstance(u, lg.UnitRule) and u.nodes == 16 and u.count == 400
    assert u.block(16, 48).tolist() == u.unit_of[16:48].tolist()
    for lo, hi in ((1, 16), (0, 20), (16, 8), (0, 272)):
        with pytest.raises(ParameterError) as e:
            u.block(lo, hi)
        assert (e.value.parameter, e.value.message) == ("block", "whole sources of 16 nodes")


@pytest.mark.parametrize("block", [None, 40], ids=["one-block", "blocks-of-40"])
@pytest.mark.parametrize("rc", [(4, 4), (4, 8), (8, 8), (8, 12), (12, 16)])
@pytest.mark.parametrize("k", ["listing", "prose"])
def test_at2_unit_steps_equal_the_baseline(monkeypatch, rc, k, block):
    """The unit tables computed by blocks are the previous whole-table arrays, step for step."""
    if block:
        monkeypatch.setattr(lg, "BLOCK_MESSAGES", block)
    old, new = list(at2_unit_steps_baseline(*rc, reading=R[k])), list(lg.at2_unit_steps(*rc, reading=R[k]))
    assert len(old) == len(new)
    for a, b in zip(old, new):
        for f in ("src", "dst", "paths", "msgs", "tid"):
            assert getattr(a, f).tolist() == getattr(b, f).tolist() and getattr(a, f).dtype == getattr(b, f).dtype
        assert (a.units.count, a.units.unit_of.tolist(), a.units.sizes.tolist()) == (
            b.units.count,
            b.units.unit_of.tolist(),
            b.units.sizes.tolist(),
        )
