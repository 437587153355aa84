"""Pins of :mod:`alltoall.checkers.z3.induction` and :mod:`alltoall.checkers.z3.vacuity` left by the
re-judged sample: the default per-query timeouts and base size, and ``all_free`` reading the free
argument positions of each function (not only its independence flag)."""

from __future__ import annotations

import pytest

from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3 import vacuity


@pytest.fixture
def timeouts(monkeypatch):
    """Record the timeout of every solver the induction module makes, and stop before solving."""
    seen: list = []

    class Stop(Exception):
        pass

    def spy(timeout, *args, **kw):
        seen.append(timeout)
        raise Stop

    monkeypatch.setattr(ind, "new_solver", spy)
    return seen, Stop


@pytest.mark.parametrize(
    ("query", "args"),
    [
        ("cf_rule_ends_query", ()),
        ("cf_step_query", ("delivery",)),
        ("cf_structure_query", ("stages",)),
        ("yw_banyan_conclusion", ("rows",)),
        ("step_query", ("first", "rows")),
        ("base_query", ("rows",)),
        ("cf_coverage_query", ()),
        ("cf_rule_step_lemma", ()),
        ("cf_base_query", ("delivery",)),
        ("yw_step_query", ()),
        ("yw_phi_query", ()),
        ("yw_banyan_query", ("base",)),
        ("stage_digit_queries", ()),
        ("step_queries", ()),
        ("cf_step_queries", ()),
        ("yw_step_queries", ()),
        ("yw_banyan_step_queries", ()),
    ],
)
def test_induction_queries_default_to_a_60_s_timeout(timeouts, query, args):
    seen, Stop = timeouts
    with pytest.raises(Stop):
        getattr(ind, query)(*args)
    assert seen == [60.0]


def test_cf_base_query_defaults_to_the_base_k_1():
    for prop in ind.CF_PROPS:
        default, one, two = (ind.cf_base_query(prop, **kw).smt2 for kw in ({}, {"k": 1}, {"k": 2}))
        assert ind.same_smt2(default, one) and not ind.same_smt2(default, two)


def test_all_free_needs_every_position_free_even_when_flagged_independent():
    z = vacuity.Inspection({}, {"m0_b": 2}, {"m0_b": [(True, False)]}, {"m0_b": True})
    assert z.free_positions("m0_b") == [True, False]
    assert z.all_free("m0_") is False
    z = vacuity.Inspection({}, {"m0_b": 2}, {"m0_b": [(True, True)]}, {"m0_b": True})
    assert z.all_free("m0_") is True


def test_cf_rule_step_lemma_keeps_its_smt2_text_when_asked():
    # a missing text must fail here, not abort the process in z3.parse_smt2_string(None)
    q = ind.cf_rule_step_lemma(0.05, keep_smt2=True)
    assert isinstance(q.smt2, str) and "(check-sat)" in q.smt2 and q.smt2_sha256
    q = ind.cf_rule_step_lemma(0.05)
    assert q.smt2 is None and q.smt2_sha256 == ""
