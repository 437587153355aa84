"""Tests of :mod:`alltoall.spec.switches`: the switch states, the digit-wise xor, shifted ports and states,
every state of a switch, and the input errors."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec import switches
from alltoall.spec.errors import ParameterError


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message


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


# --- pinned to values written out by hand (liu-chen-chen-2007, Sect. 2-3) ---------------------------------


def test_switch_states_by_hand():
    assert [switches.d_xor(a, b, 3) for a in range(3) for b in range(3)] == [0, 1, 2, 1, 2, 0, 2, 0, 1]
    assert switches.shift_state(0, 2) == (0, 1)  # straight
    assert switches.shift_state(1, 2) == (1, 0)  # cross
    assert switches.shift_state(1, 3) == (1, 2, 0)
    assert switches.shift_state(2, 3) == (2, 0, 1)
    assert switches.shift_states(3) == ((0, 1, 2), (1, 2, 0), (2, 0, 1))
    assert switches.all_states(2) == ((0, 1), (1, 0))
    assert len(switches.all_states(3)) == 6 and switches.all_states(3)[-1] == (2, 1, 0)
    assert (switches.STRAIGHT, switches.CROSS) == (0, 1)
    with pytest.raises(ParameterError):
        switches.shift_state(1, 1)
    with pytest.raises(ParameterError):
        switches.all_states(1)
