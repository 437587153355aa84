"""Tests of :mod:`alltoall.spec.digits`: digit extraction of ints and arrays, its inverse ``number``, the
digit matrix, and the input errors (parameter and message)."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec import digits
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


# --- pinned to values written out by hand (liu-chen-chen-2007, Sect. 2-3) ---------------------------------


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
