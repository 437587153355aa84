"""yang-wang-2000 for every m: the first construction (one more basic permutation: the step, its conclusions,
phi), the phi_1 settings of the banyan (steps and conclusions), the output's closed form against the spec's
route, and the mutants that break a step."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import induction as ind
from alltoall.spec.algorithms import yang_wang as yw

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def test_first_construction_every_m_step_and_conclusions():
    assert ind.yw_step_query(keep_smt2=False).status == "unsat"
    assert ind.yw_step_query(keep_smt2=False, hypothesis=False).status == "sat"
    assert {p: ind.yw_conclusion_query(p, keep_smt2=False).status for p in ind.YW_CONCLUSIONS} == dict.fromkeys(
        ind.YW_CONCLUSIONS, "unsat"
    )
    assert ind.yw_phi_query(keep_smt2=False).status == "unsat"


def test_yw_phi_bit_off_by_one_breaks_the_step():
    with MUTANTS["yw-phi-bit-off-by-one"].applied():
        assert ind.yw_step_query(keep_smt2=False).status == "sat"
        assert ind.yw_phi_query(keep_smt2=False).status == "sat"


def test_yw_phi_add_does_not_evaluate_on_bit_strings():
    with MUTANTS["yw-phi-add"].applied():
        with pytest.raises(TypeError):
            ind.yw_step_query(keep_smt2=False)


@pytest.mark.parametrize("part", ind.YW_BANYAN_PARTS)
def test_phi1_settings_every_m_steps(part):
    assert ind.yw_banyan_query(part, keep_smt2=False).status == "unsat"
    if part != "base":
        assert ind.yw_banyan_query(part, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("part", ind.YW_BANYAN_CONCLUSIONS)
def test_phi1_settings_every_m_conclusions(part):
    assert ind.yw_banyan_conclusion(part, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize(
    "mutant,parts", [("yw-tau-off-by-one", {"step-inner"}), ("yw-phi-bit-off-by-one", {"step-inner", "step-last"})]
)
def test_mutant_breaks_the_banyan_step(mutant, parts):
    with MUTANTS[mutant].applied():
        got = {p for p in ind.YW_BANYAN_PARTS if ind.yw_banyan_query(p, keep_smt2=False).status == "sat"}
    assert got == parts


def test_banyan_invariant_matches_the_spec_route():
    """The output's closed form (sigma_(m-1) and the flips) is the spec's route on ints, m <= 4."""
    import itertools as it

    import z3

    for m in range(1, 5):
        for x, bits in it.product(range(2**m), it.product((0, 1), repeat=m)):
            lines = yw.route(m, bits, x)
            X = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b in range(m):
                X = z3.Store(X, b, z3.BoolVal(bool(x >> b & 1)))
            Set = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b, v in enumerate(bits):
                Set = z3.Store(Set, b, z3.BoolVal(bool(v)))
            out = sum(
                1 << u
                for u in range(m + 2)
                if z3.is_true(z3.simplify(ind._yw_output(X, Set, z3.IntVal(m), z3.IntVal(u))))
            )
            assert out == lines[-1], (m, x, bits)
