"""Pinned validation of spec/algorithms/liu_gu.py's readings, which the mutation run found unpinned."""

from __future__ import annotations

import pytest

from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import ParameterError


@pytest.mark.parametrize("opposite", ["by-parity", "positive"])
@pytest.mark.parametrize("stage3", ["ceil", "floor", "as-needed"])
def test_every_reading_is_accepted(opposite, stage3):
    r = liu_gu.ARReading(opposite, stage3)
    assert str(r) == f"AR(opposite={opposite}, stage3={stage3})"


def test_bad_readings_name_their_parameter():
    with pytest.raises(ParameterError) as e:
        liu_gu.ARReading("clockwise", "ceil")
    assert (e.value.parameter, str(e.value)) == ("opposite", "opposite: expected 'by-parity' or 'positive'")
    with pytest.raises(ParameterError) as e:
        liu_gu.ARReading("positive", "round")
    assert (e.value.parameter, str(e.value)) == ("stage3", "stage3: expected 'ceil', 'floor' or 'as-needed'")
