"""Digits and switch states pinned to values written out by hand (liu-chen-chen-2007, Sect. 2-3)."""

import numpy as np
import pytest

from alltoall.spec import digits, switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.errors import ParameterError


def test_digits_by_hand():
    assert digits.digits(6, 2, 3) == (0, 1, 1)
    assert digits.digits(0, 2, 3) == (0, 0, 0)
    assert digits.digits(23, 3, 3) == (2, 1, 2)  # 23 = 2 + 1*3 + 2*9
    assert all(type(v) is int for v in digits.digits(23, 3, 3))
    assert digits.number((2, 1, 2), 3) == 23
    assert digits.number((0, 1, 1), 2) == 6
    assert digits.digit(23, 2, 3) == 2 and digits.digit(23, 1, 3) == 1
    assert digits.digit(23, 0, 3) == 2 and digits.digit(8, 3, 2) == 1  # weights d**i, not d*i
    assert digits.digit(np.array([5, 7]), 1, 2).tolist() == [0, 1]
    assert digits.digit(np.array([5, 7]), 1, 2).dtype.kind == "i"


def test_digit_matrix_by_hand():
    D = digits.digit_matrix(9, 3, 2)
    assert D.dtype.kind == "i"
    assert D.tolist() == [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]]


def test_digits_reject_bad_input():
    with pytest.raises(ParameterError) as e:
        digits.digits(-1, 2, 3)
    assert e.value.parameter == "x"
    with pytest.raises(ParameterError) as e:
        digits.digits(3, 1, 3)
    assert e.value.parameter == "d"
    assert digits.digits(5, 2, 3) == (1, 0, 1)


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


def test_configurations_of_omega_4_by_hand():
    # M^x[i, j] = M^0[i, j] (+) x_{k-1-j}: stage 0 follows the top digit of x, stage 1 the low one
    M0 = np.array([[0, 1], [1, 0]])
    confs = lc.configurations(M0, 2, 2)
    assert confs.dtype.kind == "i"
    assert confs.tolist() == [
        [[0, 1], [1, 0]],  # x = 0
        [[0, 0], [1, 1]],  # x = 1: stage 1 flips
        [[1, 1], [0, 0]],  # x = 2: stage 0 flips
        [[1, 0], [0, 1]],  # x = 3: both flip
    ]
