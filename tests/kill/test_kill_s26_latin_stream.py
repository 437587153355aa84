"""Pins of :mod:`alltoall.checkers.latin_stream` left by the survivors of the seed-20261126 sample:
the internal-consistency error of ``_row_violation`` when re-routing finds no second round."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import latin_stream as L
from alltoall.spec.topologies import multistage as ms


def test_row_violation_without_a_repeat_raises_the_disagreement():
    """Input 0 of the 4-input omega reaches output 1 only in round 0: the seen-set and re-routing disagree."""
    net, M0 = ms.omega(2, 2), np.array([[0, 1], [1, 0]])
    assert L._column(net, M0, 0).tolist() == [1, 0, 2, 3]
    with pytest.raises(AssertionError) as e:
        L._row_violation(net, M0, 0, 1, 0)
    assert e.value.args == ("the seen-set and the re-routing disagree",)
