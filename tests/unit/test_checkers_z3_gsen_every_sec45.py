"""Tests of :mod:`alltoall.checkers.z3.gsen_every_sec45` (chou-chen-2010 Sections 4-5 for every N): what each
query records as its free inputs, the vacuity record a proof carries (the evidence names what it quantified
over), and each query builder's defaults."""

from __future__ import annotations

import pytest

from alltoall.checkers.z3 import gsen_every_sec45 as gs
from alltoall.checkers.z3.core import stating_only

FREE = {
    ("star_break_query",): "N a",
    ("prefix_only_query",): "k L t D r",
    ("q0_terminal_query",): "N k L r",
    ("q0_identity_query",): "k r L",
    ("prefix_bound_query",): "n s F G f",
    ("prefix_congruence_query",): "k i B L",
    ("pow2_product_query",): "a b",
    ("round_tag_query", 0): "N n i k",
    ("round_tag_query", 1): "N n i k",
}


@pytest.mark.parametrize("call", list(FREE), ids=lambda c: "-".join(map(str, c)))
def test_each_query_holds_and_records_its_free_inputs(call):
    q = getattr(gs, call[0])(*call[1:], keep_smt2=False)
    assert (q.status, " ".join(q.free)) == ("unsat", FREE[call])


def test_gray_inverse_queries_record_the_tag_as_a_free_bit_string():
    end, step = gs.gray_inverse_end_query(keep_smt2=False), gs.gray_inverse_step_query(keep_smt2=False)
    assert (end.status, step.status) == ("unsat", "unsat")
    assert end.free == {"n": "Int", "u": "Int", "F0": "the tag (every bit string below 2^n)"}
    assert step.free == {"s": "Int", "u": "Int", "F0": "the tag (every bit string)"}


#: The queries that take the parity of their input first (0: even, 1: odd).
BY_PARITY = ("destination_injective_query", "destination_query", "round_tag_query", "rounds_query")


@pytest.mark.parametrize("name", [n for n in gs.__all__ if n.endswith("_query")])
def test_each_query_defaults_to_a_60_s_timeout_and_keeps_its_smt2(argument_seen, name):
    build = getattr(gs, name)
    with stating_only():  # stated, not solved
        seen, q = argument_seen("z3/gsen_every_sec45.py", "timeout", lambda: build(0) if name in BY_PARITY else build())
    assert seen and set(seen) == {60.0} and q.smt2 is not None
