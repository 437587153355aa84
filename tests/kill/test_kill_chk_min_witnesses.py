"""Pins of :mod:`alltoall.checkers.min_witnesses` (replayers of MIN witnesses): the point readers
``_m0``, ``_subject`` and ``_item``, each error with its parameter and whole message.
"""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import min_witnesses as mw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

OMEGA = ms.omega(2, 2)


def err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, str(e.value)


def test_m0_reads_zero_and_matrices():
    z = mw._m0("zero", OMEGA)
    assert z.tolist() == [[0, 0], [0, 0]]
    m = mw._m0([[1, 0], [0, 1]], OMEGA)
    assert m.dtype == np.int64 and m.tolist() == [[1, 0], [0, 1]]
    assert err(mw._m0, [[1, 0, 0], [0, 1, 1]], OMEGA) == ("M0", "M0: expected shape (2, 2), got (2, 3)")
    assert err(mw._m0, [[1, 0]], OMEGA) == ("M0", "M0: expected shape (2, 2), got (1, 2)")
    assert err(mw._m0, [[2, 0], [0, 1]], OMEGA) == ("M0", "M0: must lie in 0..1, got 2")
    assert err(mw._m0, "ZERO", OMEGA) == ("M0", "M0: expected an integer, got 'ZERO'")


def test_subject_and_item():
    class Claim:
        subject = None

    assert err(mw._subject, Claim, "printed-value") == (
        "claim",
        "claim: a printed-value witness needs a claim whose subject holds the printed values",
    )
    p = mw.PrintedValues({"a": 1, "b": 2}, lambda i: 1)
    Claim.subject = p
    assert mw._subject(Claim, "x") is p
    assert mw._item(p, {"item": "b"}) == "b"
    assert err(mw._item, p, {"item": "c"}) == ("item", "item: expected one of ['a', 'b'], got 'c'")
    assert err(mw._item, p, {}) == ("item", "item: expected one of ['a', 'b'], got None")
    assert err(mw._item, p, {"item": 1}) == ("item", "item: expected one of ['a', 'b'], got 1")
