"""Pinned outputs of checkers/properties.py that the mutation run found unpinned (benchmarks/mutation.md)."""

from __future__ import annotations

from alltoall.checkers import properties as props
from alltoall.spec import schedule as sch


def _schedule(steps):
    return sch.Schedule(
        tuple(sch.Step(tuple(sch.Transfer(s, d, path, msgs) for s, d, path, msgs in step)) for step in steps)
    )


def test_schedule_contention_violation_is_pinned():
    ok = [(0, 1, (0,), ((0, 1),)), (1, 0, (1,), ((1, 0),))]
    clash = [(0, 1, (7,), ()), (1, 2, (3, 7), ())]
    v = props.schedule_contention_free(_schedule([ok, clash]))
    assert v == props.Violation(
        "contention-free", "step 1: transfers 0 and 1 share resource 7", {"step": 1, "resource": 7, "transfers": [0, 1]}
    )


def test_a_transfer_may_list_a_resource_twice():
    # one transfer crossing the same resource twice in a step is not contention (only two transfers are)
    assert props.schedule_contention_free(_schedule([[(0, 1, (4, 4), ((0, 1),))]])) is None
