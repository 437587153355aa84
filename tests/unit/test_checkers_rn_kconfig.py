"""Tests of :mod:`alltoall.checkers.rn.kconfig`: the verdict of a solver backend whose time runs out before it
decides (the backends against the known values are in ``tests/test_rn_kconfig.py``)."""

from __future__ import annotations

import pytest

from alltoall.checkers.rn import kconfig

NEEDS = {"cpsat": "ortools", "scip": "pyscipopt"}


@pytest.mark.parametrize("backend", ["cpsat", "scip"])
def test_a_backend_out_of_time_answers_unknown(backend):
    """With no time at all, CP-SAT and SCIP decide nothing: the answer is "unknown", with no configurations."""
    pytest.importorskip(NEEDS[backend])
    r = kconfig.decide(8, 7, backend, "row", time_limit=0.0)
    assert (r["status"], "configurations" in r) == ("unknown", False)
