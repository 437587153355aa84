"""Tests of :mod:`alltoall.checkers.z3.yang_wang` (yang-wang-2000): the SMT-LIB every query keeps as evidence
(structural digests), their answers on the spec, the models they read back by name under seeded spec mutants,
and the symbolic products of basic permutations."""

from __future__ import annotations

import hashlib
import pathlib
import sys

import pytest
import z3

from alltoall.checkers.z3 import yang_wang as zyw
from alltoall.checkers.z3.core import Z3_VERSION, Unsigned
from alltoall.spec.algorithms import yang_wang as yw

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))

from mutantlib import load_all  # noqa: E402
from support.z3pins import PINNED_Z3, smt2_digest, solver_settings  # noqa: E402

QUERIES = [
    "phi_identities",
    "psi_distinct",
    "first_construction_latin",
    "phi1_settings_latin",
    "settings_cover",
    "rounds_realize_square",
]


DIGESTS = {
    ("phi_identities", 2): ("unsat", "6acbae1a548ca606"),
    ("phi_identities", 3): ("unsat", "8637eb3b1e6cfa23"),
    ("psi_distinct", 2): ("unsat", "cf1e9604e7af9bad"),
    ("psi_distinct", 3): ("unsat", "d01685c23ef9c2b6"),
    ("first_construction_latin", 2): ("unsat", "75e77bd3d93b99b9"),
    ("first_construction_latin", 3): ("unsat", "aa1649b46066e49b"),
    ("phi1_settings_latin", 2): ("unsat", "6d567094dd60bb5c"),
    ("phi1_settings_latin", 3): ("unsat", "d1666b3c2df9093a"),
    ("settings_cover", 2): ("unsat", "1146ea18f921a36e"),
    ("settings_cover", 3): ("unsat", "dc5269f11079beb2"),
    ("rounds_realize_square", 2): ("unsat", "a13b19091fb3e4ff"),
    ("rounds_realize_square", 3): ("unsat", "c83f384a70054724"),
}


@pytest.mark.parametrize(("query", "m"), [(q, m) for q in QUERIES for m in (2, 3)])
def test_query_smt2_is_pinned(query, m):
    q = getattr(zyw, query)(m, keep_smt2=True)
    assert q.smt2 and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    assert f"() (_ BitVec {m + 2}))" in q.smt2
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert (q.status, smt2_digest(q.smt2)) == DIGESTS[(query, m)]


@pytest.mark.parametrize("query", QUERIES)
def test_queries_are_unsat_on_the_spec_and_keep_no_smt2_by_default(query):
    for m in (1, 2, 4):
        q = getattr(zyw, query)(m)
        assert (q.status, q.smt2, q.model) == ("unsat", None, {})


SAT = [  # (spec mutant, query, the variables read back)
    ("yw-phi-add", "phi_identities", {"x"}),
    ("yw-phi-add", "psi_distinct", {"S", "T", "v"}),
    ("yw-phi-bit-off-by-one", "psi_distinct", {"S", "T", "v"}),
    ("yw-phi-add", "first_construction_latin", {"S", "T", "v", "u"}),
    ("yw-phi-bit-off-by-one", "first_construction_latin", {"S", "T", "v", "u"}),
    ("yw-phi-bit-off-by-one", "phi1_settings_latin", {"g", "h", "x", "y"}),
    ("yw-tau-off-by-one", "phi1_settings_latin", {"g", "h", "x", "y"}),
    ("yw-tau-off-by-one", "settings_cover", {"g", "h"}),
    ("yw-tau-off-by-one", "rounds_realize_square", {"g", "x"}),
    ("yw-round-settings-reversed", "rounds_realize_square", {"g", "x"}),
]


@pytest.mark.parametrize(("mutant", "query", "keys"), SAT, ids=[f"{m}-{q}" for m, q, _ in SAT])
def test_query_model_is_read_back_by_name(mutant, query, keys):
    with load_all()[mutant].applied():
        q = getattr(zyw, query)(3)
    assert q.status == "sat" and set(q.model) == keys
    assert all(type(v) is int and 0 <= v < 8 for v in q.model.values())
    assert q.free == {k: "BitVec(5)" for k in keys}


def _value(term):
    return z3.simplify(term.t).as_long()


def test_product_applies_the_phis_of_the_subset_bits():
    m = 3
    for subset in range(8):
        for x in range(8):
            want = x
            for i in range(1, m + 1):
                if subset >> (i - 1) & 1:
                    want = yw.phi(i, want)
            got = zyw._product(m, Unsigned(z3.BitVecVal(subset, m + 2)), Unsigned(z3.BitVecVal(x, m + 2)))
            assert isinstance(got, Unsigned) and _value(got) == want, (subset, x)


def test_product_of_the_empty_subset_is_the_identity_and_enc_is_sized():
    e = zyw._enc(3, 5)
    assert (e.n, e.w) == (8, 5)
    x = Unsigned(z3.BitVecVal(6, 5))
    assert _value(zyw._product(3, Unsigned(z3.BitVecVal(0, 5)), x)) == 6
    assert _value(zyw._product(0, Unsigned(z3.BitVecVal(7, 5)), x)) == 6


@pytest.mark.parametrize("query", QUERIES)
def test_queries_default_to_a_60_s_timeout(monkeypatch, query):
    seen = solver_settings(monkeypatch)
    getattr(zyw, query)(2)
    getattr(zyw, query)(2, 2.5)
    assert seen == [("timeout", 60000), ("timeout", 2500)]
