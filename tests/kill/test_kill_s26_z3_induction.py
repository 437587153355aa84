"""Pins of :mod:`alltoall.checkers.z3.induction` left by the survivors of the seed-20261126 sample:
the stage-digit range query covers n = 1."""

from __future__ import annotations

import pytest

z3 = pytest.importorskip("z3")

from alltoall.checkers.z3 import induction as ind  # noqa: E402
from alltoall.spec.algorithms import latin_configurations as lc  # noqa: E402


def test_stage_digit_range_query_includes_n_equal_one(monkeypatch):
    """A stage_digit out of range only at n = 1 (digit 1 of 0..0) is caught: SAT with n = 1."""
    monkeypatch.setattr(lc, "stage_digit", lambda j, n: z3.If(n == 1, n, n - 1 - j))
    rng = ind.stage_digit_queries(10, keep_smt2=False)["stage-digit-in-range"]
    assert rng.status == "sat" and rng.model["n"] == 1 and rng.model["j"] == 0
