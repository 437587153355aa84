"""chau-fu-2003 Theorem 3 for every k: the lower bound on the passes (alltoall.checkers.z3.chau_fu_every), its
kept SMT-LIB, and the mutants that break it."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import chau_fu_every as cfe
from alltoall.checkers.z3 import induction as ind
from alltoall.proofs.registry import Context

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


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
