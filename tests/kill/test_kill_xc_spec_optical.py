"""Pins of :mod:`alltoall.spec.topologies.optical` left by the re-judged sample: the routing rule's
switch at stage 0 adds no prefix term, also on solver terms (the queries' SMT-LIB text depends on it)."""

from __future__ import annotations

import z3

from alltoall.spec.topologies import optical as op


def test_rule_switch_at_stage_0_adds_a_zero_multiple_of_c_on_terms():
    s, c = z3.BitVec("s", 6), z3.BitVec("c", 6)
    assert z3.eq(op.rule_switch(8, s, c, 0, reduce_mod=False), s + 0 * c)
    assert z3.eq(op.rule_switch(8, s, c, 0), (s + 0 * c) % 8)
    assert z3.eq(op.rule_switch(8, s, c, 2, reduce_mod=False), s + c % 4)
