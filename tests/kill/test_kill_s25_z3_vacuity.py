"""Pins of :mod:`alltoall.checkers.z3.vacuity` left by the survivors of the seed-20261125 sample: a function is independent when
any one application has free, pairwise distinct arguments, and the defect sentence reports that flag."""

from __future__ import annotations

import pytest

z3 = pytest.importorskip("z3")

from alltoall.checkers.z3 import vacuity as vac  # noqa: E402


def test_inspect_keeps_independence_found_in_any_application():
    """f(x, y) with free distinct arguments beside a ground f(0, 1): f is independent in either order."""
    f = z3.Function("f", z3.IntSort(), z3.IntSort(), z3.IntSort())
    x, y = z3.Ints("x y")
    a, b = f(x, y) == 0, f(0, 1) == 1
    for asserts in ([a, b], [b, a]):
        insp = vac.inspect(asserts, negated=0, check_assumptions=False)
        assert insp.independent == {"f": True}
        assert sorted(insp.applications["f"]) == [(False, False), (True, True)]


def test_defects_report_the_recorded_independence():
    """A function independent in some application but with a ground position: the sentence says independent = True."""
    insp = vac.Inspection({}, {"f": 2}, {"f": [(True, False)]}, {"f": True}, "sat", 1)
    assert insp.defects("f") == ["f: argument positions free = [True, False], independent = True"]
