"""Tests of :mod:`alltoall.spec.topologies.optical` (the Chau-Fu optical MIN, chau-fu-2003): the wiring switch
by switch, ``route`` under uniform, per-switch, partial (fewer stages) and source-subset settings, Theorem 1's
shift settings, the routing rule for every pair of the 4 x 4 network (including signals that meet an unset
switch or the unused port, and stage 0 adding no prefix term, also on solver terms), the switch and pass
counts, and every input error's parameter and message."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp
import z3

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import optical as op


def _err(fn, *args, **kw):
    with pytest.raises(ParameterError) as e:
        fn(*args, **kw)
    return e.value.parameter, e.value.message, str(e.value)


N4 = op.OpticalMIN(4)


def test_network_sizes_and_name():
    n8 = op.OpticalMIN(8)
    assert (n8.N, n8.k, n8.stages, n8.total_switches, str(n8)) == (8, 3, 4, 32, "ChauFu(N=8)")
    n2 = op.OpticalMIN(2)
    assert (n2.k, n2.stages, n2.total_switches, str(n2)) == (1, 2, 4, "ChauFu(N=2)")
    assert _err(op.OpticalMIN, 1) == ("N", "must be >= 2, got 1", "N: must be >= 2, got 1")
    assert _err(op.OpticalMIN, 6) == ("N", "6 is not a power of d=2", "N: 6 is not a power of d=2")
    assert _err(op.OpticalMIN, 12)[:2] == ("N", "12 is not a power of d=2")
    assert _err(op.OpticalMIN, 4.0)[:2] == ("N", "expected an integer, got 4.0")


def test_successor_every_switch_and_port():
    assert [[[N4.successor(j, i, p) for p in (0, 1)] for i in range(4)] for j in range(3)] == [
        [[0, 1], [1, 2], [2, 3], [3, 0]],
        [[0, 2], [1, 3], [2, 0], [3, 1]],
        [[0, -1], [1, -1], [2, -1], [3, -1]],
    ]
    assert type(N4.successor(0, 3, 1)) is int
    assert op.UNUSED == -1


@pytest.mark.parametrize(
    "args,parameter,message",
    [
        ((3, 0, 0), "j", "stage must be in 0..2, got 3"),
        ((-1, 0, 0), "j", "stage must be in 0..2, got -1"),
        ((0, 4, 0), "i", "switch must be in 0..3, got 4"),
        ((0, -1, 0), "i", "switch must be in 0..3, got -1"),
        ((0, 0, 2), "port", "a 2 x 2 switch has output ports 0 and 1, got 2"),
        ((0, 0, -1), "port", "a 2 x 2 switch has output ports 0 and 1, got -1"),
    ],
)
def test_successor_errors(args, parameter, message):
    assert _err(N4.successor, *args) == (parameter, message, f"{parameter}: {message}")
    assert N4.successor(2, 3, 1) == -1 and N4.successor(0, 3, 0) == 3


def test_arithmetic_helpers():
    assert [op.offset(j) for j in range(4)] == [1, 2, 4, 8]
    assert [op.next_switch(8, 2, i, 1) for i in (0, 3, 5)] == [4, 7, 1]
    assert op.next_switch(8, 2, np.array([0, 5]), np.array([0, 1])).tolist() == [0, 1]
    assert op.stage_count(3) == 4 and op.stage_count(sp.Symbol("k")) == sp.Symbol("k") + 1
    assert [op.bit(6, i) for i in range(4)] == [0, 1, 1, 0]
    assert op.bit(np.array([1, 2, 3]), 1).tolist() == [0, 1, 1]
    assert op.injection_ports(8) == 1


@pytest.mark.parametrize(
    "c,setting,out,occ",
    [
        (0, [0, 0, 0], [0, 1, 2, 3], [[0, 0, 0], [1, 1, 1], [2, 2, 2], [3, 3, 3]]),
        (1, [1, 0, 0], [1, 2, 3, 0], [[0, 1, 1], [1, 2, 2], [2, 3, 3], [3, 0, 0]]),
        (2, [0, 1, 0], [2, 3, 0, 1], [[0, 0, 2], [1, 1, 3], [2, 2, 0], [3, 3, 1]]),
        (3, [1, 1, 0], [3, 0, 1, 2], [[0, 1, 3], [1, 2, 0], [2, 3, 1], [3, 0, 2]]),
    ],
)
def test_shift_settings_and_their_routes(c, setting, out, occ):
    s = op.shift_setting(N4, c)
    assert s.dtype == np.int64 and s.tolist() == setting
    o, oc = op.route(N4, s)
    assert o.tolist() == out and oc.tolist() == occ
    assert o.dtype == np.int64 and oc.dtype == np.int64
    assert op.shift_permutation(4, c) == tuple(out)


def test_shift_setting_errors_and_ports():
    assert _err(op.shift_setting, N4, 4) == (
        "c",
        "a cyclic shift is in 0..N-1 = 0..3, got 4",
        "c: a cyclic shift is in 0..N-1 = 0..3, got 4",
    )
    assert _err(op.shift_setting, N4, -1)[:2] == ("c", "must be >= 0, got -1")
    assert _err(op.shift_setting, N4, 1.0)[:2] == ("c", "expected an integer, got 1.0")
    assert [op.shift_port(4, 5, j) for j in range(4)] == [1, 0, 1, 0]
    assert op.shift_port(4, np.array([5, 6]), 3).tolist() == [0, 0]
    assert op.shift_setting(op.OpticalMIN(8), 7).tolist() == [1, 1, 1, 0]
    assert op.shift_permutation(8, 3) == (3, 4, 5, 6, 7, 0, 1, 2)
    assert all(type(v) is int for v in op.shift_permutation(8, 3))
    assert op.shift_destination(8, np.array([6, 7]), 3).tolist() == [1, 2]


def test_route_per_switch_setting_with_crosstalk():
    o, oc = op.route(N4, np.array([[1, 0, 1, 0], [0, 1, 1, 0], [1, 1, 0, 0]]))
    assert o.tolist() == [3, 3, 3, 3]
    assert oc.tolist() == [[0, 1, 3], [1, 1, 3], [2, 3, 3], [3, 3, 3]]


def test_route_sources_lost_at_the_unused_port_and_short_settings():
    o, oc = op.route(N4, np.array([0, 1]), sources=[2, 3])
    assert o.tolist() == [-1, -1] and oc.tolist() == [[2, 2, -1], [3, 3, -1]]
    o, oc = op.route(N4, np.array([0, 0, 1]), sources=[1])
    assert o.tolist() == [-1] and oc.tolist() == [[1, 1, 1]]
    o, oc = op.route(N4, [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]], sources=np.array([1, 0]))
    assert o.tolist() == [-1, 0] and oc.tolist() == [[1, 2, 2], [0, 0, 0]]
    o, oc = op.route(N4, np.zeros((2, 4), dtype=np.int64))
    assert o.tolist() == [-1, -1, -1, -1] and oc.tolist() == [[0, 0, -1], [1, 1, -1], [2, 2, -1], [3, 3, -1]]
    o, oc = op.route(N4, np.zeros((4, 4), dtype=np.int64))
    assert o.tolist() == [0, 1, 2, 3] and oc.shape == (4, 3)
    o, oc = op.route(N4, [0, 0, 0], sources=[])
    assert o.tolist() == [] and oc.shape == (0, 3)


def test_route_setting_errors():
    msg = "expected 4 switches per stage, got shape (3, 3)"
    assert _err(op.route, N4, np.zeros((3, 3), dtype=np.int64)) == ("setting", msg, "setting: " + msg)
    assert _err(op.route, N4, np.zeros((3, 5), dtype=np.int64))[1] == "expected 4 switches per stage, got shape (3, 5)"


def test_rule_c_and_rule_switch():
    assert [op.rule_c(8, s, d) for s, d in ((1, 3), (3, 1), (2, 2), (0, 7), (7, 0))] == [2, 6, None, 7, 1]
    assert op.rule_c(8, 3, 1, select=lambda c, a, b: (c, a, b)) == (False, -2, 6)
    assert op.rule_c(8, 2, 2, select=lambda c, a, b: (c, a, b)) == (False, 0, 8)
    assert [op.rule_switch(8, 5, 7, i) for i in range(4)] == [5, 6, 0, 4]
    assert all(type(op.rule_switch(8, 5, 7, i, reduce_mod=m)) is int for i in range(4) for m in (True, False))
    assert [op.rule_switch(8, 5, 7, i, reduce_mod=False) for i in range(4)] == [5, 6, 8, 12]
    assert [op.rule_switch(8, 1, 6, i) for i in range(4)] == [1, 1, 3, 7]
    assert op.rule_switch(8, np.array([5, 1]), np.array([7, 6]), 2).tolist() == [0, 3]


RULES4 = {
    (0, 0): None,
    (0, 1): {(0, 0): 1, (1, 1): 0, (2, 1): 0},
    (0, 2): {(0, 0): 0, (1, 0): 1, (2, 2): 0},
    (0, 3): {(0, 0): 1, (1, 1): 1, (2, 3): 0},
    (1, 0): {(0, 1): 1, (1, 2): 1, (2, 0): 0},
    (1, 1): None,
    (1, 2): {(0, 1): 1, (1, 2): 0, (2, 2): 0},
    (1, 3): {(0, 1): 0, (1, 1): 1, (2, 3): 0},
    (2, 0): {(0, 2): 0, (1, 2): 1, (2, 0): 0},
    (2, 1): {(0, 2): 1, (1, 3): 1, (2, 1): 0},
    (2, 2): None,
    (2, 3): {(0, 2): 1, (1, 3): 0, (2, 3): 0},
    (3, 0): {(0, 3): 1, (1, 0): 0, (2, 0): 0},
    (3, 1): {(0, 3): 0, (1, 3): 1, (2, 1): 0},
    (3, 2): {(0, 3): 1, (1, 0): 1, (2, 2): 0},
    (3, 3): None,
}


PATHS4 = {
    (0, 1): [0, 1, 1],
    (0, 2): [0, 0, 2],
    (0, 3): [0, 1, 3],
    (1, 0): [1, 2, 0],
    (1, 2): [1, 2, 2],
    (1, 3): [1, 1, 3],
    (2, 0): [2, 2, 0],
    (2, 1): [2, 3, 1],
    (2, 3): [2, 3, 3],
    (3, 0): [3, 0, 0],
    (3, 1): [3, 3, 1],
    (3, 2): [3, 0, 2],
}


def test_rule_setting_and_route_by_rule_every_pair():
    assert {(s, d): op.rule_setting(N4, s, d) for s in range(4) for d in range(4)} == RULES4
    for s in range(4):
        for d in range(4):
            got = op.route_by_rule(N4, s, d)
            if s == d:
                assert got == (-1, [], {})
            else:
                assert got == (d, PATHS4[(s, d)], RULES4[(s, d)])
                assert type(got[0]) is int and all(type(v) is int for v in got[1])
                assert all(type(k[1]) is int and type(v) is int for k, v in got[2].items())


def test_rule_setting_errors():
    assert _err(op.rule_setting, N4, 4, 0) == ("s", "source must be in 0..3, got 4", "s: source must be in 0..3, got 4")
    assert _err(op.rule_setting, N4, -1, 0)[:2] == ("s", "source must be in 0..3, got -1")
    assert _err(op.rule_setting, N4, 0, 4) == (
        "d",
        "destination must be in 0..3, got 4",
        "d: destination must be in 0..3, got 4",
    )
    assert _err(op.rule_setting, N4, 0, -1)[:2] == ("d", "destination must be in 0..3, got -1")
    assert _err(op.route_by_rule, N4, 0, 4)[:2] == ("d", "destination must be in 0..3, got 4")


def test_route_by_rule_meets_an_unset_switch_or_the_unused_port(monkeypatch):
    monkeypatch.setattr(op, "rule_setting", lambda net, s, d: {(0, 0): 1, (1, 1): 0})
    assert op.route_by_rule(N4, 0, 1) == (-1, [0, 1, 1], {(0, 0): 1, (1, 1): 0})
    monkeypatch.setattr(op, "rule_setting", lambda net, s, d: {(0, 0): 1, (1, 2): 0})
    assert op.route_by_rule(N4, 0, 1) == (-1, [0, 1], {(0, 0): 1, (1, 2): 0})
    monkeypatch.setattr(op, "rule_setting", lambda net, s, d: {(0, 0): 1, (1, 1): 0, (2, 1): 1})
    assert op.route_by_rule(N4, 0, 1) == (-1, [0, 1, 1], {(0, 0): 1, (1, 1): 0, (2, 1): 1})
    monkeypatch.setattr(op, "rule_setting", lambda net, s, d: {(0, 0): 0, (1, 0): 0, (2, 0): 0})
    assert op.route_by_rule(N4, 0, 1) == (0, [0, 0, 0], {(0, 0): 0, (1, 0): 0, (2, 0): 0})


def test_counts_numeric_and_symbolic():
    assert list(op.aape_passes(N4)) == [1, 2, 3] and list(op.aape_passes(op.OpticalMIN(2))) == [1]
    assert [
        op.optical_switches(8, 3),
        op.banyan_switches(8, 3),
        op.benes_switches(8, 3),
        op.two_banyan_switches(8, 3),
    ] == [32, 12, 20, 40]
    assert all(type(v) is int for v in (op.banyan_switches(8, 3), op.benes_switches(8, 3), op.banyan_semi_capacity(8)))
    assert [op.two_banyan_stages(3), op.benes_stages(3), op.banyan_stages(3)] == [5, 5, 3]
    assert [op.passes_semi_scheme(8), op.passes_two_banyan(8), op.passes_optical(8), op.banyan_semi_capacity(8)] == [
        16,
        8,
        7,
        4,
    ]
    N, k = sp.symbols("N k", positive=True)
    assert sp.expand(op.optical_switches(N, k) - N * (k + 1)) == 0
    assert sp.expand(op.banyan_switches(N, k) - N * k / 2) == 0
    assert sp.expand(op.benes_switches(N, k) - N * (2 * k - 1) / 2) == 0
    assert sp.expand(op.two_banyan_switches(N, k) - (N * k + 2 * N)) == 0
    assert sp.expand(op.banyan_semi_capacity(N) - N / 2) == 0
    assert op._half(7) == 3 and op._half(N) == N / 2
    rel = op.RELATIONS
    assert len(rel) == 4
    assert [r for _, r, _ in rel.values()] == ["==", "==", "==", "=="]
    assert [(lhs(8, 3), rhs(8, 3)) for lhs, _, rhs in rel.values()] == [(32, 24), (20, 24), (32, 40), (32, 40)]
    assert list(rel)[0].startswith("optical switches == 2 x banyan") and list(rel)[1].startswith("Benes switches")
    assert op.two_banyan_switches_half_columns(8, 3) == 32
    assert sp.expand(op.two_banyan_switches_half_columns(N, k) - N * (k + 1)) == 0


def test_rule_switch_on_solver_terms_adds_a_zero_multiple_of_c_at_stage_0():
    s, c = z3.BitVec("s", 6), z3.BitVec("c", 6)
    assert z3.eq(op.rule_switch(8, s, c, 0, reduce_mod=False), s + 0 * c)
    assert z3.eq(op.rule_switch(8, s, c, 0), (s + 0 * c) % 8)
    assert z3.eq(op.rule_switch(8, s, c, 2, reduce_mod=False), s + c % 4)
