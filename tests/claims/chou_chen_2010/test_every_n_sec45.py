"""chou-chen-2010 Sects. 4 and 5 for every N: the symbolic parts, their SMT-LIB files, the spec functions they run
(against the loops and matrices the bounded claims use), and the mutants that break a step itself."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import gsen_every as ge
from alltoall.checkers.z3 import gsen_every_sec45 as g45
from alltoall.checkers.z3.core import stating_only
from alltoall.checkers.z3.induction import same_smt2, step_smt2
from alltoall.proofs import registry
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()
PARTS = {part: q for parts in g45.PARTS.values() for part, q in parts.items()}


def _run(part: str):
    q = PARTS[part]
    return ge.attempt(lambda **kw: q(**kw), 60.0, keep_smt2=False)


@pytest.mark.parametrize("part", list(PARTS))
def test_every_part_is_unsat(part):
    assert _run(part).status == "unsat"


def test_the_pow2_product_step_needs_its_hypothesis():
    """Without 2^a 2^b = 2^(a+b) assumed, the step to b + 1 is not provable (the pow2 facts alone do not give it)."""
    assert g45.pow2_product_query(keep_smt2=False, hypothesis=False).status != "unsat"


def test_the_gray_inverse_step_needs_its_hypothesis():
    assert g45.gray_inverse_step_query(keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize(
    "mutant,part",
    [
        ("gsen-destination-odd-sign", "destination-odd"),
        ("gsen-round-tag-odd", "round-tag-odd"),
        ("gsen-round-tag-odd", "rounds-odd"),
        ("gsen-round-tag-odd", "consecutive-odd"),
        ("gsen-gray-shift", "round-config"),
        ("gsen-gray-inverse-step-shift", "gray-inverse-step"),
        ("gsen-shuffle-large-N", "star-break"),
    ],
)
def test_mutant_breaks_the_step_not_only_the_base(mutant, part):
    with MUTANTS[mutant].applied():
        assert _run(part).status == "sat"
        assert ge.base_query(keep_smt2=False).status == "unsat"


def test_the_large_n_mutant_keeps_property_star_below_n_1028():
    """gsen-shuffle-large-N breaks the converse of Property (*) only from N = 1028 on: star-break sees it."""
    with MUTANTS["gsen-shuffle-large-N"].applied():
        q = g45.star_break_query(keep_smt2=False)
        assert q.status == "sat" and q.model["N"] >= 1028


@pytest.mark.parametrize("name", list(g45.STEP_FILES))
def test_smt2_files_are_current(name):
    """The kept file states the queries the claims decide (their answers are the claims' verdicts: the ledger
    test)."""
    with stating_only():  # stated, not solved
        stated = step_smt2(g45.STEP_FILES[name]())
    assert same_smt2((ROOT / name).read_text(), stated), (
        f"{name} is stale: python -m alltoall.checkers.z3.gsen_every_sec45"
    )


def test_destination_is_the_matrix_entry_and_algorithm4s():
    """The link of Theorem 4.5's query: the spec's destination is what destination_matrix and algorithm4 use."""
    for N in range(2, 40, 4):
        D = cc.destination_matrix(N)
        assert D == [[cc.destination(N, gsen.GSEN(N).tags, i, k) for k in range(N)] for i in range(N)]
        assert [[m.intended for m in r.messages] for r in cc.algorithm4(N)] == [list(c) for c in zip(*D)]


def test_gray_inverse_loop_inverts_gray():
    for n in range(1, 9):
        assert [gsen.gray_inverse(gsen.gray(F), n) for F in range(1 << n)] == list(range(1 << n))


SEC45 = ["property-star", "property-star-only-2mod4", "alg1", "remark-consecutive-tags", "thm4.5", "thm4.6"]
SEC45 += ["alg4", "thm4.2-iii", "lemma5.1", "lemma5.2", "lemma5.3", "thm4.8", "thm5.4"]


def test_every_n_claims_are_declared():
    claims = registry.load_all()
    for item in SEC45:
        c = claims[f"chou-chen-2010/{item}-every-N"]
        assert c.expected.value == "proved" and c.scope == "every" and c.mutants, item
        assert c.domain_for("fast").startswith("every "), item
        assert f"chou-chen-2010/{item}" in claims, item
