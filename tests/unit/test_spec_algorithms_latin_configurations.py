"""Tests of :mod:`alltoall.spec.algorithms.latin_configurations` (M^0 .. M^{N-1}, liu-chen-chen-2007) and of
:mod:`alltoall.spec.algorithms.massini` (the topology-independent sender rules): the configurations for
d = 2 and d = 3 (values, batch axes, any integer M^0), both readings of the state tables (which differ for
d = 3), the stage digit, M^0 = 0, each input error's parameter and message, and every Massini rule."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import massini
from alltoall.spec.errors import ParameterError

M0 = np.array([[1, 0], [0, 1]])


S2 = np.array([[[1, 0], [0, 1]], [[0, 1], [1, 0]]])


S3 = np.array([[[1, 2, 0], [0, 2, 1], [2, 1, 0]], [[0, 1, 2], [1, 0, 2], [2, 0, 1]]])


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


def test_stage_digit_and_initial_zero():
    assert [lc.stage_digit(j, 3) for j in range(3)] == [2, 1, 0]
    Z = lc.initial_zero(3, 2)
    assert Z.dtype == np.int64 and Z.tolist() == [[0, 0], [0, 0], [0, 0]]
    assert lc.initial_zero(2, 3).shape == (4, 3) and lc.initial_zero(2, 1).shape == (1, 1)


def test_configurations_values():
    C = lc.configurations(M0, 2, 2)
    assert C.dtype == np.int64
    assert C.tolist() == [[[1, 0], [0, 1]], [[1, 1], [0, 0]], [[0, 0], [1, 1]], [[0, 1], [1, 0]]]
    C3 = lc.configurations(np.array([[0, 2], [1, 0], [2, 1]]), 3, 2)
    assert C3.shape == (9, 3, 2)
    assert C3[[0, 1, 3, 5, 8]].tolist() == [
        [[0, 2], [1, 0], [2, 1]],
        [[0, 0], [1, 1], [2, 2]],
        [[1, 2], [2, 0], [0, 1]],
        [[1, 1], [2, 2], [0, 0]],
        [[2, 1], [0, 2], [1, 0]],
    ]
    B = lc.configurations(np.stack([M0, 1 - M0]), 2, 2)
    assert B.shape == (2, 4, 2, 2) and B[1].tolist() == (1 - C).tolist()
    assert lc.configurations(M0.tolist(), 2, 2).tolist() == C.tolist()
    assert lc.configurations(np.zeros((1, 1), dtype=np.int64), 2, 1).tolist() == [[[0]], [[1]]]


def test_configurations_errors():
    assert _err(lc.configurations, M0, 1, 2) == ("d", "must be >= 2, got 1", "d: must be >= 2, got 1")
    assert _err(lc.configurations, M0, 2, 0) == ("k", "must be >= 1, got 0", "k: must be >= 1, got 0")
    assert _err(lc.configurations, M0, 2.0, 2)[:2] == ("d", "expected an integer, got 2.0")
    assert _err(lc.configurations, M0, 2, 3) == (
        "M0",
        "expected shape (4, 3), got (2, 2)",
        "M0: expected shape (4, 3), got (2, 2)",
    )
    assert _err(lc.configurations, M0 + 1, 2, 2) == (
        "M0",
        "shift amounts must lie in 0..1",
        "M0: shift amounts must lie in 0..1",
    )
    assert _err(lc.configurations, M0 - 1, 2, 2)[:2] == ("M0", "shift amounts must lie in 0..1")
    assert _err(lc.configurations, np.full((3, 2), 3), 3, 2)[:2] == ("M0", "shift amounts must lie in 0..2")
    assert lc.configurations(np.full((3, 2), 2), 3, 2).shape == (9, 3, 2)


def test_state_tables_both_readings():
    post = lc.state_tables(S2, 2, 2)
    assert post.dtype == np.int64 and post.tolist() == [
        [[[1, 0], [0, 1]], [[0, 1], [1, 0]]],
        [[[1, 0], [0, 1]], [[1, 0], [0, 1]]],
        [[[0, 1], [1, 0]], [[0, 1], [1, 0]]],
        [[[0, 1], [1, 0]], [[1, 0], [0, 1]]],
    ]
    assert lc.state_tables(S2, 2, 2, "pre").tolist() == post.tolist()
    a, b = lc.state_tables(S3, 3, 2), lc.state_tables(S3, 3, 2, "pre")
    assert a.shape == b.shape == (9, 2, 3, 3)
    assert a[5].tolist() == [[[2, 0, 1], [1, 0, 2], [0, 2, 1]], [[2, 0, 1], [0, 2, 1], [1, 2, 0]]]
    assert b[5].tolist() == [[[2, 0, 1], [2, 1, 0], [1, 0, 2]], [[2, 0, 1], [2, 1, 0], [1, 2, 0]]]
    assert a[0].tolist() == b[0].tolist() == S3.tolist()
    batch = lc.state_tables(np.stack([S3, S3]), 3, 2, "pre")
    assert batch.shape == (2, 9, 2, 3, 3) and batch[1].tolist() == b.tolist()
    assert lc.state_tables(np.stack([S3, S3]), 3, 2).shape == (2, 9, 2, 3, 3)
    msg = "expected 'post' or 'pre', got 'mid'"
    assert _err(lc.state_tables, S2, 2, 2, "mid") == ("reading", msg, "reading: " + msg)


def test_massini_rules():
    assert list(massini.RULES) == ["xor", "add", "sub", "rsub", "round"]
    assert [massini.intended(r, 3, 6, 8) for r in massini.RULES] == [5, 1, 5, 3, 6]
    assert type(massini.intended("xor", 3, 6, 8)) is int
    assert massini.rule("add") is massini.RULES["add"]
    msg = "unknown sender rule 'mul'; expected one of xor, add, sub, rsub, round"
    assert _err(massini.rule, "mul") == ("rule", msg, "rule: " + msg)
    assert _err(massini.intended, "mul", 0, 0, 4)[:2] == ("rule", msg)


# --- pinned to values written out by hand (liu-chen-chen-2007, Sect. 2-3) ---------------------------------


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
