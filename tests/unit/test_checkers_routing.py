"""Tests of :mod:`alltoall.checkers.routing` (semi-permutations on MINs): ``semi_pairs`` validation (parameter
and message), ``brute_semi``'s occupancy and violation on omega and Benes networks (the index of a signal with
no path, an empty semi-permutation), and its path budget on both sides of the boundary."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import properties as props
from alltoall.checkers import routing as R
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

OMEGA = ms.omega(2, 2)


BENES = ms.benes(4)


IDLE = [-1] * 12


def test_semi_pairs_reads_a_partial_permutation_and_names_a_bad_one():
    assert R.semi_pairs(OMEGA, [1, -1, 0, -1]) == [(0, 1), (2, 0)]
    assert R.semi_pairs(OMEGA, [np.int64(3), -1, -1, 0]) == [(0, 3), (3, 0)]
    for bad in ([0, 0, -1, -1], [0, 4, -1, -1], [0, -2, 1, 2]):
        with pytest.raises(ParameterError) as e:
            R.semi_pairs(OMEGA, bad)
        assert (e.value.parameter, str(e.value)) == ("semi", f"semi: not a partial permutation of 0..3: {bad}")
    for bad, msg in (
        ([0, 1, 2], "expected 4 entries (-1 = idle input), got 3"),
        ([0, 1.0, 2, 3], "entries must be integers"),
        ([0, True, 2, 3], "entries must be integers"),
    ):
        with pytest.raises(ParameterError) as e:
            R.semi_pairs(OMEGA, bad)
        assert (e.value.parameter, str(e.value)) == ("semi", "semi: " + msg)


def test_brute_semi_on_omega():
    occ, v = R.brute_semi(OMEGA, [0, -1, 1, -1])
    assert occ.dtype == np.int64 and occ.tolist() == [[0, 0], [0, 0]]
    assert v == props.Violation(
        "crosstalk-free", "signals 0 and 1 share switch 0 at stage 0", {"stage": 0, "switch": 0, "signals": [0, 1]}
    )
    occ, v = R.brute_semi(OMEGA, [-1, 3, -1, 2])
    assert occ.tolist() == [[1, 1], [1, 1]] and v.message == "signals 0 and 1 share switch 1 at stage 0"
    occ, v = R.brute_semi(OMEGA, [2, -1, -1, -1])
    assert occ.dtype == np.int64 and occ.tolist() == [[0, 1]] and v is None
    assert (
        R.brute_semi(OMEGA, [0, -1, 1, -1], limit=2)[1] is not None
        and R.brute_semi(OMEGA, [2, -1, -1, -1], limit=1)[1] is None
    )
    for semi, limit in (([0, -1, 1, -1], 1), ([2, -1, -1, -1], 0)):
        with pytest.raises(TimeoutError) as e:
            R.brute_semi(OMEGA, semi, limit=limit)
        assert str(e.value) == "path enumeration budget exhausted"


def test_brute_semi_on_benes():
    occ, v = R.brute_semi(BENES, [3] + [-1] * 14 + [0])
    assert v is None and occ.tolist() == [[0, 0, 0, 0, 0, 0, 1], [7, 7, 5, 4, 4, 4, 0]]
    occ, v = R.brute_semi(BENES, [0, -1, 1, -1] + IDLE)
    assert occ.tolist() == [[0] * 7, [1, 0, 0, 0, 0, 0, 0]]
    assert v == props.Violation(
        "crosstalk-free", "signals 0 and 1 share switch 0 at stage 1", {"stage": 1, "switch": 0, "signals": [0, 1]}
    )
    shift = [(i + 5) % 16 for i in range(16)]
    occ, v = R.brute_semi(BENES, shift, limit=72)
    assert occ.shape == (16, 7) and v.message == "signals 0 and 1 share switch 0 at stage 0"
    with pytest.raises(TimeoutError):
        R.brute_semi(BENES, shift, limit=71)


IDENT = ms.from_wirings("Ident", 2, 4, [ms.identity(2)] * 3)


def test_brute_semi_names_the_signal_without_a_path():
    """On identity wirings input 2 cannot reach output 0: signal 1 (the second active one) has no path."""
    assert R.brute_semi(IDENT, [1, -1, 0, -1]) == (
        None,
        props.Violation("crosstalk-free", "signal 1 has no path", {"signals": [1]}),
    )


def test_brute_semi_of_no_signal_is_realizable_with_an_empty_occupancy():
    """An all-idle semi-permutation is realizable; its occupancy is an empty (0, stages) int64 array."""
    occ, v = R.brute_semi(ms.omega(2, 2), [-1] * 4)
    assert v is None and occ.shape == (0, 2) and occ.dtype == np.int64


def test_brute_semi_default_budget_is_200000_steps(argument_seen):
    """``brute_semi(net, semi)`` searches with ``limit = 200_000`` unless told otherwise."""
    limits, (occ, v) = argument_seen("routing.py", "limit", lambda: R.brute_semi(OMEGA, [0, -1, 1, -1]))
    assert v is not None and limits == [200_000]
