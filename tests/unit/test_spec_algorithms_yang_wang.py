"""Tests of :mod:`alltoall.spec.algorithms.yang_wang` (Latin-square ATAPE on banyans, yang-wang-2000): the bit
maps tau, phi and the stage permutation, routing (ints and arrays), the realized permutations, the banyan as
a MIN, Psi and the first construction, the basic list and the Gray code, the Latin squares (a narrow integer
row does not overflow), the output masks and round settings, every ATAPE round for m = 2 and 3, the delay
formulas, the comparison-table neighbours, and each input error's parameter and message."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.errors import ParameterError


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


def test_bit_maps():
    assert [yw.tau(0, x) for x in range(8)] == [0, 2, 1, 3, 4, 6, 5, 7]
    assert [yw.tau(1, x) for x in range(8)] == [0, 4, 2, 6, 1, 5, 3, 7]
    assert yw.tau(1, np.arange(8)).tolist() == [0, 4, 2, 6, 1, 5, 3, 7]
    assert [yw.phi(1, x) for x in range(4)] == [1, 0, 3, 2]
    assert [yw.phi(3, x) for x in range(8)] == [4, 5, 6, 7, 0, 1, 2, 3]
    assert [yw.stage(1, x) for x in range(4)] == [1, 0, 3, 2] and [yw.stage(0, x) for x in range(4)] == [0, 1, 2, 3]
    assert [yw.stage(True, x) for x in range(2)] == [1, 0]


def test_route_and_realized():
    assert yw.route(3, (True, False, True), 5) == [4, 4, 0]
    r = yw.route(2, (1, 1), np.arange(4))
    assert [a.tolist() for a in r] == [[1, 0, 3, 2], [3, 1, 2, 0]]
    assert yw.route(1, (True,), 0) == [1]
    assert yw.realized(3, (True, False, True)) == (3, 1, 7, 5, 2, 0, 6, 4)
    assert yw.realized(3, (False, False, False)) == (0, 2, 4, 6, 1, 3, 5, 7)
    assert yw.realized(1, (True,)) == (1, 0) and yw.realized(1, (False,)) == (0, 1)
    assert all(type(v) is int for v in yw.realized(2, (True, True)))
    assert _err(yw.realized, 0, ()) == ("m", "must be >= 1, got 0", "m: must be >= 1, got 0")
    assert _err(yw.realized, 2, (1,)) == (
        "settings",
        "one setting per stage (2), got 1",
        "settings: one setting per stage (2), got 1",
    )
    assert _err(yw.realized, 2, (1, 0, 1))[1] == "one setting per stage (2), got 3"


def test_network_and_shifts():
    n = yw.network(3)
    assert str(n) == "YangWangBanyan(m=3)" and n.family == "YangWangBanyan" and n.d == 2 and n.N == 8
    assert [w.src for w in n.wirings] == [(0, 1, 2), (1, 0, 2), (2, 1, 0), (0, 1, 2)]
    n1 = yw.network(1)
    assert n1.stages == 1 and str(n1) == "YangWangBanyan(m=1)"
    assert _err(yw.network, 0) == ("m", "must be >= 1, got 0", "m: must be >= 1, got 0")
    s = yw.shifts(3, (True, False, True))
    assert s.dtype == np.int64 and s.tolist() == [[1, 0, 1]] * 4
    assert yw.shifts(1, (True,)).tolist() == [[1]]


def test_tau_all_and_suffix():
    assert [yw.tau_all(3, x) for x in range(8)] == [0, 2, 4, 6, 1, 3, 5, 7]
    assert [yw.tau_all(4, x) for x in range(16)] == [0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15]
    assert yw.tau_all(1, 1) == 1
    assert [[yw.tau_suffix(4, i, x) for x in range(16)] for i in range(4)] == [
        list(range(16)),
        [0, 8, 2, 10, 4, 12, 6, 14, 1, 9, 3, 11, 5, 13, 7, 15],
        [0, 4, 2, 6, 8, 12, 10, 14, 1, 5, 3, 7, 9, 13, 11, 15],
        [0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15],
    ]


def test_psi_and_first_construction():
    assert yw.psi(3) == [1, 2, 3, 4, 5, 6, 7] and yw.psi(1) == [1]
    assert yw.psi_counting_order(3) == [1, 2, 3, 4, 5, 6, 7] and yw.psi_counting_order(2) == [1, 2, 3]
    F = yw.first_construction(2, [3, 1, 0, 2])
    assert F.dtype == np.int64 and F.tolist() == [[3, 1, 0, 2], [2, 0, 1, 3], [1, 3, 2, 0], [0, 2, 3, 1]]
    assert yw.first_construction(2, [3, 1, 0, 2], [2, 1, 3]).tolist() == [
        [3, 1, 0, 2],
        [1, 3, 2, 0],
        [2, 0, 1, 3],
        [0, 2, 3, 1],
    ]
    assert yw.first_construction(2, np.array([3, 1, 0, 2]), [1]).tolist() == [[3, 1, 0, 2], [2, 0, 1, 3]]
    msg = "the list must hold each of 0..3 once, got [0, 1, 2, 2]"
    assert _err(yw.first_construction, 2, [0, 1, 2, 2]) == ("a", msg, "a: " + msg)


def test_basic_list_gray_and_latin_squares():
    assert yw.build_basic_list(1) == [1] and yw.build_basic_list(2) == [1, 2, 1]
    assert yw.build_basic_list(4) == [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1]
    assert _err(yw.build_basic_list, 0) == ("k", "must be >= 1, got 0", "k: must be >= 1, got 0")
    assert _err(yw.build_basic_list, 1.0)[:2] == ("k", "expected an integer, got 1.0")
    assert yw.gray_sequence(3) == [0, 1, 3, 2, 6, 7, 5, 4] and yw.gray_sequence(1) == [0, 1]
    assert all(type(v) is int for v in yw.gray_sequence(3))
    L = yw.build_latin_square([2, 1], [0, 1, 2, 3])
    assert L.dtype == np.int64 and L.tolist() == [[0, 1, 2, 3], [2, 3, 0, 1], [3, 2, 1, 0]]
    assert yw.build_latin_square([], [1, 0]).tolist() == [[1, 0]]
    S = yw.latin_square(2, [3, 1, 0, 2])
    assert S.dtype == np.int64 and S.tolist() == [[3, 1, 0, 2], [2, 0, 1, 3], [0, 2, 3, 1], [1, 3, 2, 0]]
    assert _err(yw.latin_square, 2, [0, 1, 2])[:2] == ("a", "the list must hold each of 0..3 once, got [0, 1, 2]")
    assert _err(yw.latin_square, 1, [1, 1])[1] == "the list must hold each of 0..1 once, got [1, 1]"


def test_output_masks_and_settings():
    assert [yw.output_mask(4, k) for k in range(4)] == [2, 4, 8, 1]
    assert [yw.output_mask(3, k) for k in range(3)] == [2, 4, 1]
    assert yw.output_mask(1, 0) == 1 and type(yw.output_mask(3, 0)) is int
    assert [yw.round_settings(4, g) for g in (1, 2, 4, 8, 5, 15)] == [
        [0, 0, 0, 1],
        [1, 0, 0, 0],
        [0, 1, 0, 0],
        [0, 0, 1, 0],
        [0, 1, 0, 1],
        [1, 1, 1, 1],
    ]
    assert yw.gray_settings(2) == [(False, False), (False, True), (True, True), (True, False)]
    assert yw.gray_settings(3) == [
        (False, False, False),
        (False, False, True),
        (True, False, True),
        (True, False, False),
        (True, True, False),
        (True, True, True),
        (False, True, True),
        (False, True, False),
    ]


def test_atape_rounds():
    R = yw.atape(2)
    assert R == [
        yw.Round(0, (False, False), (0, 2, 1, 3)),
        yw.Round(1, (False, True), (1, 3, 0, 2)),
        yw.Round(2, (True, True), (3, 1, 2, 0)),
        yw.Round(3, (True, False), (2, 0, 3, 1)),
    ]
    R3 = yw.atape(3)
    assert len(R3) == 8 and R3[5] == yw.Round(5, (True, True, True), (7, 5, 3, 1, 6, 4, 2, 0))
    for r in R3:
        assert yw.realized(3, r.settings) == r.destinations
        assert all(type(v) is int for v in r.destinations)


def test_delays_and_neighbours():
    assert yw.atape_delay(8, 3) == 10 and yw.delay_lower_bound(8, 3) == 10
    assert yw.atape_delay(16, 4) == 19 and yw.delay_lower_bound(16, 4) == 19
    assert yw.hypercube_neighbors(3, 5) == [4, 7, 1]
    assert yw.torus_neighbors(3, 2, 4) == [5, 3, 7, 1]
    assert yw.torus_neighbors(4, 2, 7) == [4, 6, 11, 3]
    assert yw.torus_neighbors(3, 1, 0) == [1, 2]
    assert yw.banyan_ports_per_processor(3) == 1
