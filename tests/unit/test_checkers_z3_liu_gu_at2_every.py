"""Tests of :mod:`alltoall.checkers.z3.liu_gu_at2_every` (liu-gu-2006's AT2 for every r <= c): the link between the
spec's AT2 schedule and the reading the queries take of it. The queries, their kept SMT-LIB and the mutants that
break them are the claims' business (``tests/claims/liu_gu_2006/``)."""

from __future__ import annotations

from alltoall.checkers.z3 import liu_gu_at2_every as ae


def test_at2_model_violation_names_the_step_and_the_messages_that_differ(monkeypatch):
    """A reading that leaves one moving message out of a step is caught on the smallest torus, with the step and
    the (message, node, dimension, direction, hops) that differ."""
    steps = ae.at2_model_steps
    missing = min(steps(4, 4)[1])

    def reading(r, c):
        out = steps(r, c)
        out[1] = out[1] - {missing}
        return out

    monkeypatch.setattr(ae, "at2_model_steps", reading)
    assert ae.at2_model_violation(4) == f"4 x 4, step 1: the moving messages differ from the reading ([{missing}])"


def test_at2_model_violation_names_a_reading_with_another_number_of_steps(monkeypatch):
    steps = ae.at2_model_steps
    monkeypatch.setattr(ae, "at2_model_steps", lambda r, c: steps(r, c)[:-1])
    assert ae.at2_model_violation(8) == "4 x 4: 4 steps, the reading has 3"
