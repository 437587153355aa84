"""chau-fu-2003 for every k. Theorem 1, one stage plus two copies of OpticalMIN(2^k): the step (and that it
needs its hypothesis), the structure, the base against brute force, the mutants that break the step; Theorem 2's
coverage and the routing rule's ends; Theorem 3's lower bound on the passes (alltoall.checkers.z3.chau_fu_every),
its kept SMT-LIB and the mutants that break it."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers import optical as optical_ck
from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import chau_fu_every as cfe
from alltoall.checkers.z3 import induction as ind
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import optical as op

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


@pytest.mark.parametrize("prop", ind.CF_PROPS)
def test_thm1_every_k_step_is_unsat_and_needs_the_hypothesis(prop):
    assert ind.cf_step_query(prop, keep_smt2=False).status == "unsat"
    assert ind.cf_step_query(prop, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("part", ind.CF_STRUCTURE)
def test_thm1_every_k_structure_is_unsat(part):
    assert ind.cf_structure_query(part, keep_smt2=False).status == "unsat"


def _cf_brute_fails(k: int, prop: str) -> bool:
    net = op.OpticalMIN(2**k)
    return any((f := optical_ck.check_shift(net, c)) is not None and f.what == prop for c in range(net.N))


@pytest.mark.parametrize(
    "mutant", [None, "cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half", "cf-offset-linear"]
)
def test_thm1_every_k_base_agrees_with_brute_force(mutant):
    """The base query on OpticalMIN(2^k), k = 1..4, is SAT exactly where brute force finds a failing shift."""
    import contextlib

    with MUTANTS[mutant].applied() if mutant else contextlib.nullcontext():
        for k in range(1, 5):
            for prop in ind.CF_PROPS:
                q = ind.cf_base_query(prop, k, keep_smt2=False)
                brute = _cf_brute_fails(k, prop) or (
                    prop == "delivery" and _cf_brute_fails(k, "crosstalk") and q.status == "sat"
                )
                assert (q.status == "sat") == brute, (mutant, k, prop, q.status)


@pytest.mark.parametrize(
    "mutant,part",
    [
        ("cf-offset-double", "step-delivery"),
        ("cf-bit-off-by-one", "step-delivery"),
        ("cf-modulus-half", "step-crosstalk"),
        ("cf-modulus-half", "structure-wiring"),
        ("cf-offset-linear", "structure-wiring"),
    ],
)
def test_mutant_breaks_the_thm1_step(mutant, part):
    kind, name = part.split("-", 1)
    with MUTANTS[mutant].applied():
        q = (
            ind.cf_step_query(name, keep_smt2=False)
            if kind == "step"
            else ind.cf_structure_query(name, keep_smt2=False)
        )
    assert q.status == "sat"


def test_thm2_every_k_coverage():
    assert ind.cf_coverage_query(keep_smt2=False).status == "unsat"


def test_routing_rule_pass_every_k_and_the_step_that_does_not_go_through():
    assert ind.cf_rule_ends_query(keep_smt2=False).status == "unsat"
    with MUTANTS["cf-rule-c-swapped"].applied():
        assert ind.cf_rule_ends_query(keep_smt2=False).status == "sat"
    assert (
        ind.cf_rule_step_lemma(timeout=2.0).status != "sat"
    )  # unknown today; never a counter-model (the lemma is true)


def test_cf_offset_linear_keeps_the_base_case():
    """offset(j) = j + 1 agrees with 2^j for j <= 1: the base k = 1 holds, only the step breaks."""
    with MUTANTS["cf-offset-linear"].applied():
        assert {p: ind.cf_base_query(p, 1, keep_smt2=False).status for p in ind.CF_PROPS} == {
            "delivery": "unsat",
            "crosstalk": "unsat",
        }
        assert ind.cf_structure_query("wiring", keep_smt2=False).status == "sat"


def test_thm3_every_k_query():
    assert cfe.thm3_query(keep_smt2=False).status == "unsat"


@pytest.mark.parametrize("mutant", ["cf-two-injection-ports", "cf-passes-formula"])
def test_mutants_break_the_thm3_query(mutant):
    with MUTANTS[mutant].applied():
        assert cfe.thm3_query(keep_smt2=False).status == "sat"


def test_thm3_every_k_smt2_file_is_current():
    path = cfe.THM3_SMT2
    assert ind.same_smt2((ROOT / path).read_text(), ind.step_smt2(cfe.STEP_FILES[path]())), (
        "stale: run python -m alltoall.checkers.z3.chau_fu_every"
    )


def test_thm3_every_k_claim_proved():
    from alltoall.proofs import registry

    c = registry.get("chau-fu-2003/thm3-every-k")
    r = c.run(Context(tier="fast"))
    assert r.verdict is Verdict.PROVED, r.reason
    assert c.scope == "every" and r.evidence["step_smt2_file"] == cfe.THM3_SMT2
