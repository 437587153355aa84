"""Pins of :mod:`alltoall.checkers.z3.induction` left by the survivors of the seed-20261125 sample: the stage-digit injectivity
query ranges over stage 0 too, and ``cf_step_queries`` hands its timeout to the structure queries."""

from __future__ import annotations

import pytest

z3 = pytest.importorskip("z3")

from alltoall.checkers.z3 import induction as ind  # noqa: E402
from alltoall.spec.algorithms import latin_configurations as lc  # noqa: E402


def test_stage_digit_injectivity_includes_stage_zero(monkeypatch):
    """A stage_digit that maps stages 0 and 1 alike is caught (SAT); the spec's is injective (UNSAT)."""
    assert ind.stage_digit_queries(10, keep_smt2=False)["stage-digit-injective"].status == "unsat"
    monkeypatch.setattr(lc, "stage_digit", lambda j, n: z3.If(j <= 1, 0, j))
    assert ind.stage_digit_queries(10, keep_smt2=False)["stage-digit-injective"].status == "sat"


def test_cf_step_queries_pass_the_timeout_to_every_query(monkeypatch):
    """Each step and structure query receives the caller's timeout, in CF_PROPS then CF_STRUCTURE order."""
    seen = []
    monkeypatch.setattr(ind, "cf_step_query", lambda p, timeout=60.0: seen.append(("step", p, timeout)) or p)
    monkeypatch.setattr(ind, "cf_structure_query", lambda p, timeout=60.0: seen.append(("structure", p, timeout)) or p)
    out = ind.cf_step_queries(7.0)
    assert list(out) == [f"step-{p}" for p in ind.CF_PROPS] + [f"structure-{p}" for p in ind.CF_STRUCTURE]
    assert seen == [("step", p, 7.0) for p in ind.CF_PROPS] + [("structure", p, 7.0) for p in ind.CF_STRUCTURE]
