"""Tests of :mod:`alltoall.spec.schedule`: the views of a schedule (its length and transfer count, deliveries
skip relays, resource use per step and transfer)."""

from __future__ import annotations

import pytest

from alltoall.spec import schedule as sch
from alltoall.spec.errors import ParameterError


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message


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
