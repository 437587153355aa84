"""Kill tests for ``alltoall.spec.digits``, ``alltoall.spec.switches`` and ``alltoall.spec.schedule``.

Pins digit extraction (ints and arrays, with dtypes), its inverse, the switch states and the
schedule views (deliveries skip relays, resource use per step and transfer).
"""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec import digits, switches
from alltoall.spec import schedule as sch
from alltoall.spec.errors import ParameterError


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message


def test_digit_and_digits():
    assert [digits.digit(23, i, 3) for i in range(4)] == [2, 1, 2, 0]
    assert digits.digit(np.array([5, 6, 7]), 1, 2).tolist() == [0, 1, 1]
    assert digits.digits(23, 3, 4) == (2, 1, 2, 0)
    assert digits.digits(0, 2, 3) == (0, 0, 0)
    assert digits.digits(np.int64(6), 2, 3) == (0, 1, 1)
    assert digits.digits(5, 2, 0) == ()
    assert _err(digits.digits, -1, 2, 3) == ("x", "must be >= 0, got -1")
    assert _err(digits.digits, 3, 1, 3) == ("d", "must be >= 2, got 1")
    assert _err(digits.digits, 3.0, 2, 3) == ("x", "expected an integer, got 3.0")
    assert _err(digits.digits, 3, 2.0, 3) == ("d", "expected an integer, got 2.0")


def test_number_inverts_digits():
    assert digits.number((2, 1, 2, 0), 3) == 23
    assert digits.number((), 2) == 0
    assert digits.number(np.array([1, 0, 1]), 2) == 5 and type(digits.number(np.array([1, 0, 1]), 2)) is int
    assert all(digits.number(digits.digits(x, 4, 3), 4) == x for x in range(64))


def test_digit_matrix():
    D = digits.digit_matrix(9, 3, 2)
    assert D.shape == (9, 2) and D.dtype == np.int64
    assert D.tolist() == [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]]
    assert digits.digit_matrix(8, 2, 3)[6].tolist() == [0, 1, 1]


def test_switch_states():
    assert (switches.STRAIGHT, switches.CROSS) == (0, 1)
    assert [switches.d_xor(a, b, 3) for a in range(3) for b in range(3)] == [0, 1, 2, 1, 2, 0, 2, 0, 1]
    assert [switches.shift_port(u, 2, 3) for u in range(3)] == [2, 0, 1]
    assert switches.shift_state(1, 3) == (1, 2, 0) and switches.shift_state(0, 2) == (0, 1)
    assert switches.shift_state(3, 2) == (1, 0)
    assert all(type(v) is int for v in switches.shift_state(np.int64(1), 3))
    assert switches.shift_states(3) == ((0, 1, 2), (1, 2, 0), (2, 0, 1))
    assert switches.shift_states(2) == ((0, 1), (1, 0))
    assert switches.all_states(3) == ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
    assert switches.all_states(2) == ((0, 1), (1, 0))
    assert _err(switches.shift_state, 0, 1) == ("d", "must be >= 2, got 1")
    assert _err(switches.all_states, 1) == ("d", "must be >= 2, got 1")
    assert _err(switches.all_states, 2.0) == ("d", "expected an integer, got 2.0")


def test_schedule_views():
    T = sch.Transfer
    s = sch.Schedule(
        (
            sch.Step((T(0, 1, (0, 5), ((0, 1), (0, 2))), T(1, 0, (1,), ((1, 0),)))),
            sch.Step(()),
            sch.Step((T(1, 2, (7,), ((0, 2), (1, 2))),)),
        )
    )
    assert len(s) == 3 and s.transfers == 3
    assert T(0, 1, ()).messages == () and T(0, 1, ()).size == 0 and T(0, 1, (), ((0, 1), (0, 2))).size == 2
    assert list(sch.resource_use(s)) == [(0, 0, 0), (0, 5, 0), (0, 1, 1), (2, 7, 0)]
    assert list(sch.deliveries(s)) == [(0, 0, 1, 1), (0, 1, 0, 0), (2, 0, 2, 2), (2, 1, 2, 2)]
