"""liu-chen-chen-2007 Theorem 2 for every k: the base case, the step (and that it needs its hypothesis), the
stage-digit split, the recursive structure of the spec's networks for every k (Z3, k symbolic), the claims on
the evidence of thm2-every-k, the steps' SMT-LIB files, and the mutants that break the step or the structure."""

from __future__ import annotations

import itertools
import pathlib
import sys

import pytest
import z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import induction as ind
from alltoall.proofs import registry
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import recursive

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
@pytest.mark.parametrize("d", [None, 3])
def test_thm2_every_k_step_is_unsat(pattern, prop, d):
    assert ind.step_query(pattern, prop, d, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
def test_thm2_every_k_step_needs_the_hypothesis(pattern, prop):
    assert ind.step_query(pattern, prop, 2, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("prop", ind.PROPERTIES)
@pytest.mark.parametrize("d", [None, 2])
def test_thm2_every_k_base_case(prop, d):
    assert ind.base_query(prop, d, keep_smt2=False).status == "unsat"


def test_thm2_every_k_stage_digits_form_a_permutation():
    assert {n: q.status for n, q in ind.stage_digit_queries(keep_smt2=False).items()} == {
        "stage-digit-injective": "unsat",
        "stage-digit-in-range": "unsat",
    }
    assert ind.stage_digit_violation(64) is None


def test_digit_off_by_one_breaks_the_step():
    with MUTANTS["digit-off-by-one"].applied():
        with pytest.raises(z3.Z3Exception):
            ind.stage_digit_queries(keep_smt2=False)  # min() of symbolic integers
        v = ind.stage_digit_violation(64)
    assert v == {"n": 2, "stages": [0, 1], "digit": 1, "digits": [1, 1]}


def test_xor_digits_breaks_the_step():
    with MUTANTS["xor-digits"].applied():
        assert ind.step_query("first", "rows", 3, keep_smt2=False).status == "sat"  # with a model: the step is broken
        assert ind.step_query("last", "rows", 3, keep_smt2=False).status == "sat"


def test_step_smt2_file_is_current():
    path = ROOT / ind.STEP_SMT2
    assert ind.same_smt2(path.read_text(), ind.step_smt2(ind.step_queries())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )


# --- the claims (fast tier) -------------------------------------------------------------------------------------------


def test_thm2_every_k_claim_keeps_each_query_unsat_with_its_smt2():
    """Its verdict is the ledger test's; here the evidence a reader of the proof follows."""
    r = registry.get("liu-chen-chen-2007/thm2-every-k").run(Context(tier="fast"))
    assert r.verdict is Verdict.PROVED, r.reason
    assert r.evidence["smt2"] and all(q["status"] == "unsat" for q in r.evidence["queries"].values())


@pytest.mark.parametrize("pattern", ind.PATTERNS)
def test_thm2_every_k_step_with_forall_hypothesis(pattern):
    assert ind.step_query(pattern, "rows", None, keep_smt2=False, ground=False).status == "unsat"


# --- the recursive structure of five named networks for every k (Z3, k symbolic) --------------------------------------


@pytest.mark.parametrize("family", ind.LCC_FAMILIES)
@pytest.mark.parametrize("part", ind.LCC_STRUCTURE)
def test_structure_every_k_is_unsat(family, part):
    assert ind.lcc_structure_query(family, part, keep_smt2=False).status == "unsat"


def test_structure_track_is_the_track_split_finds():
    for family in ind.LCC_FAMILIES:
        T = ind.LCC_TRACK[family]
        for k in range(1, 20):
            sp = recursive.split(ms.build(family, 2, k + 1), ms.build(family, 2, k))
            if family in ind.LCC_LAST and k + 1 >= ind.LCC_LAST_FROM:
                assert sp.pattern == "last"
                assert sp.track == tuple(z3.simplify(z3.IntVal(0) + T(k + 1, j)).as_long() for j in range(k + 1))
            elif family in ind.LCC_LAST:
                assert sp.pattern == "first"  # the members below LCC_LAST_FROM stages, checked one by one
            else:
                assert sp.pattern == "first"
                assert sp.track == tuple(T(k + 1, j) for j in range(1, k + 1))


def test_reverse_butterfly_splits_with_pattern_last_for_every_k(monkeypatch):
    """From K = 4 stages the passenger is the input digit at K - 1 (pattern last); a wrong start is caught, and
    the two smaller members split with pattern first."""
    for K in (4, 5, 9):
        sp = recursive.split(ms.build("reverse-butterfly", 2, K), ms.build("reverse-butterfly", 2, K - 1))
        assert (sp.pattern, sp.passenger) == ("last", ind.LCC_LAST["reverse-butterfly"](K))
    for K in (2, 3):
        sp = recursive.split(ms.build("reverse-butterfly", 3, K), ms.build("reverse-butterfly", 3, K - 1))
        assert sp.pattern == "first"
    monkeypatch.setitem(ind.LCC_LAST, "reverse-butterfly", lambda K: K - 2)
    assert ind.lcc_structure_query("reverse-butterfly", "track-start", keep_smt2=False).status == "sat"


def test_omega_late_reversed_shuffle_breaks_the_structure_step_past_every_bound():
    with MUTANTS["omega-late-reversed-shuffle"].applied():
        q = ind.lcc_structure_query("omega", "track", keep_smt2=False)
        assert (q.status, q.model) == ("sat", {"K": 100, "j": 2})
        assert recursive.split(ms.omega(2, 100), ms.omega(2, 99)) is None  # the model, on the spec's tuples
        assert recursive.split(ms.omega(2, 99), ms.omega(2, 98)) is not None
        r = registry.get("liu-chen-chen-2007/thm2-recursive-structure-every-k").run(Context(tier="fast"))
        assert r.verdict is Verdict.UNKNOWN
        assert r.evidence["structure_failure"]["k"] == 99 and r.evidence["structure_failure"]["part"] == "track"
        assert "k = 99" in r.reason
        r = registry.get("liu-chen-chen-2007/thm2-every-k").run(Context(tier="fast"))
        assert r.verdict is Verdict.UNKNOWN and r.evidence["structure_failure"]["k"] == 99
        for tier in ("fast", "deep"):  # the bounded structure check does not reach k = 99
            bounded = registry.get("liu-chen-chen-2007/thm2-recursive-structure").run(Context(tier=tier))
            assert bounded.verdict is Verdict.VERIFIED


@pytest.mark.parametrize(
    "mutant,family,part", [("wiring-swap", "omega", "track"), ("wiring-identity", "baseline", "track-start")]
)
def test_wiring_mutants_break_the_structure_step(mutant, family, part):
    with MUTANTS[mutant].applied():
        assert ind.lcc_structure_query(family, part, keep_smt2=False).status == "sat"


def test_structure_smt2_file_is_current():
    path = ROOT / ind.STRUCTURE_SMT2
    assert ind.same_smt2(path.read_text(), ind.step_smt2(ind.lcc_structure_queries())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )
