"""Tests of :mod:`alltoall.spec.errors` (ParameterError, require, require_int, log_exact): the attributes and
text of a ParameterError, require's refusal of an unnamed or silent error, each boundary of require_int
(bool, numpy integer, float, minimum), and log_exact's default parameter name, its messages and its values."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.errors import ParameterError, log_exact, require, require_int


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value), e.value.args


def test_parameter_error_fields_and_text():
    e = ParameterError("p", "bad thing")
    assert (e.parameter, e.message, str(e), e.args) == ("p", "bad thing", "p: bad thing", ("p: bad thing",))
    assert isinstance(e, ValueError)


def test_require():
    require(True, "p", "never")
    assert _err(require, False, "p", "went wrong") == ("p", "went wrong", "p: went wrong", ("p: went wrong",))


@pytest.mark.parametrize("condition", [True, False])
@pytest.mark.parametrize(("parameter", "message"), [(None, "why"), ("p", None), ("", "why"), ("p", ""), (1, "why")])
def test_require_refuses_an_unnamed_or_silent_error_on_every_call(condition, parameter, message):
    with pytest.raises(TypeError, match="require needs a parameter name and a message"):
        require(condition, parameter, message)


def test_require_int_boundaries():
    assert require_int(3, "q") == 3 and require_int(-5, "q") == -5
    assert require_int(2, "q", 2) == 2
    v = require_int(np.int64(4), "q", 4)
    assert v == 4 and type(v) is int
    assert type(require_int(np.int32(1), "q")) is int
    assert _err(require_int, 1, "q", 2)[:3] == ("q", "must be >= 2, got 1", "q: must be >= 2, got 1")
    assert _err(require_int, -1, "q", 0)[:2] == ("q", "must be >= 0, got -1")
    assert _err(require_int, False, "q")[:2] == ("q", "expected an integer, got False")
    assert _err(require_int, 2.0, "q", 0)[:2] == ("q", "expected an integer, got 2.0")
    assert _err(require_int, "3", "q")[:2] == ("q", "expected an integer, got '3'")
    assert _err(require_int, None, "q")[:2] == ("q", "expected an integer, got None")
    assert _err(require_int, np.float64(2.0), "q")[:2] == ("q", "expected an integer, got np.float64(2.0)")


def test_log_exact_values_and_default_parameter():
    assert [log_exact(1, 2), log_exact(2, 2), log_exact(8, 2), log_exact(9, 3), log_exact(64, 4)] == [0, 1, 3, 2, 3]
    assert log_exact(np.int64(16), 2) == 4
    assert _err(log_exact, 6, 2) == (
        "N",
        "6 is not a power of d=2",
        "N: 6 is not a power of d=2",
        ("N: 6 is not a power of d=2",),
    )
    assert _err(log_exact, 12, 3, "M")[:3] == ("M", "12 is not a power of d=3", "M: 12 is not a power of d=3")
    assert _err(log_exact, 0, 2)[:3] == ("N", "must be >= 1, got 0", "N: must be >= 1, got 0")
    assert _err(log_exact, 0, 2, "lines")[:2] == ("lines", "must be >= 1, got 0")
    assert _err(log_exact, 2.0, 2)[:2] == ("N", "expected an integer, got 2.0")
    assert _err(log_exact, 4, 1)[:3] == ("d", "must be >= 2, got 1", "d: must be >= 2, got 1")
    assert _err(log_exact, 4, 2.0)[:2] == ("d", "expected an integer, got 2.0")
    assert _err(log_exact, 3, 2)[:2] == ("N", "3 is not a power of d=2")
    assert _err(log_exact, 5, 4)[:2] == ("N", "5 is not a power of d=4")
