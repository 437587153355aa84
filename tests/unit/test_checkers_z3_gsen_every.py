"""Tests of :mod:`alltoall.checkers.z3.gsen_every` (chou-chen-2010's lemmas for every N): what each query
records as its free inputs, the vacuity record a proof carries (the evidence names what it quantified over), and
each query builder's defaults."""

from __future__ import annotations

import pytest

from alltoall.checkers.z3 import gsen_every as ge
from alltoall.checkers.z3.core import Query, stating_only

FREE = {
    ("arith_query", "ceil-div"): "N X q",
    ("arith_query", "div-lower"): "N a t",
    ("arith_query", "div-upper"): "N a t",
    ("arith_query", "mul-monotone"): "N a b",
    ("cover_query",): "N n i F G",
    ("lemma35_query",): "N n i F G M",
    ("lemma36_query",): "N Q i M",
    ("lemma37_query",): "N n i F M",
    ("unique_witness_query",): "N n C i",
    ("unique_xor_query",): "N n C B",
}


@pytest.mark.parametrize("call", list(FREE), ids=lambda c: "-".join(c))
def test_each_query_holds_and_records_its_free_inputs(call):
    q = getattr(ge, call[0])(*call[1:], keep_smt2=False)
    assert (q.status, " ".join(q.free)) == ("unsat", FREE[call])


def test_switches_bijective_query_records_the_switch_setting_as_a_free_function():
    q = ge.switches_bijective_query(keep_smt2=False)
    assert q.status == "unsat"
    assert q.free == {"N": "Int", "p1": "Int", "p2": "Int", "state": "every switch setting"}


#: What a query builder needs besides its timeout and keep_smt2.
NEEDS = {"arith_query": ("ceil-div",)}


@pytest.mark.parametrize("name", [n for n in ge.__all__ if n.endswith("_query")])
def test_each_query_defaults_to_a_60_s_timeout_and_keeps_its_smt2(argument_seen, name):
    with stating_only():  # stated, not solved
        seen, q = argument_seen("z3/gsen_every.py", "timeout", lambda: getattr(ge, name)(*NEEDS.get(name, ())))
    assert seen and set(seen) == {60.0} and q.smt2 is not None


@pytest.mark.parametrize(("timeout", "each"), [(60.0, 15.0), (8.0, 5.0), (0.5, 5.0)])
def test_attempt_tries_each_seed_with_a_quarter_of_the_timeout_and_at_least_5_s(timeout, each):
    """Z3's seed 0, then 1, 2, 3 while the answer is unknown, each try a quarter of the timeout but never under
    5 s (a short timeout still gives every seed its chance); the seed goes back to 0 after each try."""
    tries = []

    def query(timeout, keep_smt2):
        tries.append((ge._SEED[0], timeout, keep_smt2))
        return Query("unknown", 0.0, reason="timeout")

    q = ge.attempt(query, timeout, keep_smt2=False)
    assert (q.status, q.reason) == ("unknown", "timeout") and ge._SEED[0] == 0
    assert tries == [(seed, each, False) for seed in (0, 1, 2, 3)]


def test_attempt_stops_at_the_first_seed_that_decides():
    tries = []

    def query(timeout, keep_smt2):
        tries.append(ge._SEED[0])
        return Query("unsat" if ge._SEED[0] == 1 else "unknown", 0.0)

    assert ge.attempt(query).status == "unsat" and tries == [0, 1] and ge._SEED[0] == 0
