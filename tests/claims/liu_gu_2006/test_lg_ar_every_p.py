"""liu-gu-2006 for every size: AR on symbolic p (the deliver and contention queries per residue of p mod 4,
the schedule's link), Table I's Phase-1 partition on symbolic r, c, the mutants that break each query, and
the SMT-LIB files. That the unmutated queries are UNSAT is the claims' verdict, decided in the ledger test
(``tests/test_ledger.py``)."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import liu_gu_every as ev

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def test_ar_schedule_reading_is_the_spec_schedule():
    assert ev.schedule_model_violation(20) is None


@pytest.mark.parametrize(
    "name,broken",
    [
        ("lg-ar-half-circle-short", "p=0mod4/deliver"),
        ("lg-ar-ceil-to-floor", "p=2mod4/deliver"),
        ("lg-ar-opposite-positive", "p=0mod4/deliver"),
        ("lg-ar-subrings-same-direction", "p=2mod4/contention-2"),
    ],
)
def test_mutant_breaks_the_ar_step_not_the_link(name, broken):
    with MUTANTS[name].applied():
        assert ev.schedule_model_violation(12) is None
        assert dict(ev.ar_parts(60.0))[broken]().status == "sat"


def test_at2_phase1_partition_every_rc():
    assert ev.phase1_violation(12) is None
    assert ev.phase1_query(keep_smt2=False).status == "unsat"


@pytest.mark.parametrize("name", ["lg-at2-g10-via-right", "lg-at2-g11-second-hop-reversed"])
def test_mutant_breaks_the_phase1_query(name):
    with MUTANTS[name].applied():
        assert ev.phase1_query(keep_smt2=False).status == "sat"


@pytest.mark.parametrize("residue", ev.RESIDUES)
def test_lemma2_startup_every_p(residue):
    assert ev.startup_query(residue, lambda p: p // 2, keep_smt2=False).status == "unsat"
    with MUTANTS["lg-ar-stage3-extra-step"].applied():
        assert ev.startup_query(residue, lambda p: p // 2, keep_smt2=False).status == "sat"


@pytest.mark.parametrize(
    "name,residue,stage,part",
    [
        ("lg-ar-opposite-positive", 0, 3, "into"),
        ("lg-ar-half-circle-short", 2, 2, "attained"),
        ("lg-ar-ceil-to-floor", 2, 2, "lengths"),
    ],
)
def test_mutant_breaks_a_lemma2_bundle_query(name, residue, stage, part):
    with MUTANTS[name].applied():
        assert ev.bundle_query(residue, stage, part, keep_smt2=False).status == "sat"
