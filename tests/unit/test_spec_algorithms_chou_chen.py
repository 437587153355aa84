"""Tests of :mod:`alltoall.spec.algorithms.chou_chen` (Algorithms 1-4 of chou-chen-2010): the destination
matrix for N = 6 and 10, every round of Algorithms 1, 3 and 4 (round number, configuration, each message's
sender, tag and destination) against the paper's formulas written out here, the delay formulas, the printed
configuration sets, and the validation of N."""

from __future__ import annotations

import pytest

from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.errors import ParameterError

D6 = [
    [0, 1, 2, 3, 4, 5],
    [3, 2, 1, 0, 5, 4],
    [4, 5, 0, 1, 2, 3],
    [1, 0, 5, 4, 3, 2],
    [2, 3, 4, 5, 0, 1],
    [5, 4, 3, 2, 1, 0],
]


D10 = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 0, 9, 8, 7, 6, 5, 4, 3, 2],
    [2, 3, 4, 5, 6, 7, 8, 9, 0, 1],
    [3, 2, 1, 0, 9, 8, 7, 6, 5, 4],
    [4, 5, 6, 7, 8, 9, 0, 1, 2, 3],
    [5, 4, 3, 2, 1, 0, 9, 8, 7, 6],
    [6, 7, 8, 9, 0, 1, 2, 3, 4, 5],
    [7, 6, 5, 4, 3, 2, 1, 0, 9, 8],
    [8, 9, 0, 1, 2, 3, 4, 5, 6, 7],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]


def _expected(N, tags, D):
    return [
        cc.Round(
            k,
            k ^ (k >> 1),
            tuple(cc.Message(i, k if i % 2 == 0 else tags - 1 - k, -1 if D is None else D[i][k]) for i in range(N)),
        )
        for k in range(N)
    ]


def test_destination_matrix():
    assert cc.destination_matrix(6) == D6
    assert cc.destination_matrix(10) == D10
    assert cc.destination_matrix(2) == [[0, 1], [1, 0]]


@pytest.mark.parametrize("N,tags,D", [(2, 2, [[0, 1], [1, 0]]), (6, 8, D6), (10, 16, D10)])
def test_algorithms_round_by_round(N, tags, D):
    assert cc.algorithm1(N) == _expected(N, tags, None)
    assert cc.algorithm3(N) == _expected(N, tags, D)
    assert cc.algorithm4(N) == _expected(N, tags, D)


def test_round_helpers():
    from alltoall.spec.topologies import gsen

    net = gsen.GSEN(10)
    assert [cc.round_tag(net, i, 3) for i in range(4)] == [3, 12, 3, 12]
    assert [cc.round_config(k) for k in range(8)] == [0, 1, 3, 2, 6, 7, 5, 4]


@pytest.mark.parametrize("fn", [cc.algorithm1, cc.algorithm3, cc.algorithm4, cc.destination_matrix])
def test_n_validation(fn):
    for N, parameter, message in (
        (4, "N", "Algorithms 1-4 need N = 2 mod 4, got 4"),
        (8, "N", "Algorithms 1-4 need N = 2 mod 4, got 8"),
        (1, "N", "must be >= 2, got 1"),
        (2.0, "N", "expected an integer, got 2.0"),
        (0, "N", "must be >= 2, got 0"),
    ):
        with pytest.raises(ParameterError) as e:
            fn(N)
        assert (e.value.parameter, e.value.message, str(e.value)) == (parameter, message, f"{parameter}: {message}")
    assert len(fn(2)) == 2 and len(fn(6)) == 6


def test_delays_and_sets():
    assert cc.pipelined_delay(10, 10) == 13 and cc.pipelined_delay(6, 4) == 6
    assert cc.delay_lower_bound(10) == 13 and cc.delay_lower_bound(6) == 8
    assert cc.config_set([(3, 5), (1, 2), (4, 6)]) == [1, 2, 3, 4, 5, 6] and cc.config_set([]) == []
    assert cc.config_set([(7, 7)]) == [7]
    assert len(cc.config_set(cc.PRINTED_SETS[36][2])) == 40
    assert len(cc.config_set(cc.PRINTED_SETS[68][2])) == 73 and len(cc.config_set(cc.CORRECTED_68)) == 72
    assert sorted(cc.PRINTED_SETS) == [36, 44, 68, 72, 76, 84, 92]
    assert [(f, b) for f, b, _ in cc.PRINTED_SETS.values()] == [
        ("doubly", 40),
        ("doubly", 48),
        ("doubly", 72),
        ("quadruply", 96),
        ("doubly", 88),
        ("doubly", 96),
        ("doubly", 112),
    ]
    assert [len(cc.config_set(s)) for _, _, s in cc.PRINTED_SETS.values()] == [40, 48, 73, 96, 88, 96, 112]
    assert cc.PRINTED_20 == ("doubly", 24, [(0, 15), (20, 23), (28, 31)])
