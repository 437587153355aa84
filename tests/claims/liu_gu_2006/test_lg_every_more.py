"""liu-gu-2006 for every size, continued: AR's routes are shortest and keep every channel busy (p symbolic), and
AT2 delivers, along shortest paths, without contention, in c/2 + 2 steps (r, c symbolic); the schedule's link,
the mutants that break each step (not only a small case), and the SMT-LIB files. That the unmutated queries
are UNSAT is the claims' verdict, decided in the ledger test (``tests/test_ledger.py``)."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import liu_gu_at2_every as ae
from alltoall.checkers.z3 import liu_gu_every as ev
from alltoall.proofs import registry

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()
CLAIMS = registry.load_all()

NEW = (
    "ar-shortest-every-p",
    "ar-fully-utilized-every-p",
    "lemma2-step-bundles-every-p",
    "at2-delivers-every-rc",
    "at2-nonpow2-nonsquare-every-rc",
    "at2-shortest-every-rc",
    "at2-no-contention-every-rc",
    "at2-startup-c0mod8-every-rc",
    "at2-startup-c4mod8-every-rc",
    "at2-fully-utilized-square-every-r",
    "table1-counts-every-rc",
    "lemma4-phase1-every-rc",
)


@pytest.mark.parametrize("item", NEW)
def test_new_claim_is_proved_for_every_size(item):
    c = CLAIMS[f"liu-gu-2006/{item}"]
    assert c.expected is Verdict.PROVED and c.scope == "every" and "z3" in c.methods
    assert c.domain.startswith("every")


@pytest.mark.parametrize(
    "name,which,broken",
    [
        ("lg-ar-half-circle-short", "shortest", "p=0mod4/shortest"),
        ("lg-ar-half-circle-short", "shortest", "p=2mod4/shortest"),
        ("lg-ar-subrings-same-direction", "utilized", "p=0mod4/covered-3"),
        ("lg-ar-subrings-same-direction", "utilized", "p=2mod4/covered-2"),
    ],
)
def test_mutant_breaks_an_ar_path_query_not_the_link(name, which, broken):
    with MUTANTS[name].applied():
        assert ev.schedule_model_violation(12) is None
        assert dict(ev.ar_path_parts(which, 600.0))[broken]().status == "sat"


def test_at2_reading_is_the_spec_schedule():
    assert ae.at2_model_violation(12) is None


@pytest.mark.parametrize(
    "name,broken",
    [
        ("lg-at2-group-swap", "parity-2-1"),
        ("lg-at2-group-swap", "parity-3-1"),
        ("lg-ar-half-circle-short", "deliver-0"),
        ("lg-ar-half-circle-short", "shortest-1"),
        ("lg-ar-ceil-to-floor", "deliver-1"),
        ("lg-ar-subrings-same-direction", "contention-2-1-s2"),
        ("lg-ar-subrings-same-direction", "contention-3-0-s2"),
    ],
)
def test_mutant_breaks_an_at2_step_not_the_link(name, broken):
    with MUTANTS[name].applied():
        assert ae.at2_model_violation(8) is None
        assert dict(ae.at2_parts(60.0, (broken,)))[broken]().status == "sat"


@pytest.mark.parametrize("c8", [0, 4])
def test_at2_startup_every_rc(c8):
    assert ae.startup_query(c8, keep_smt2=False).status == "unsat"
    with MUTANTS["lg-ar-stage3-extra-step"].applied():
        assert ae.startup_query(c8, keep_smt2=False).status == "sat"


def test_ceil_to_floor_breaks_the_c4mod8_startup_only():
    with MUTANTS["lg-ar-ceil-to-floor"].applied():
        assert ae.startup_query(4, keep_smt2=False).status == "sat"
        assert ae.startup_query(0, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize(
    "name,broken",
    [
        ("lg-at2-group-swap", "lines-2-1"),
        ("lg-ar-subrings-same-direction", "covered-3-1-s3"),
        ("lg-ar-half-circle-short", "covered-2-0-s2"),
        ("lg-at2-g10-via-right", "phase1-step1"),
    ],
)
def test_mutant_breaks_a_square_utilization_step_not_the_link(name, broken):
    with MUTANTS[name].applied():
        assert ae.at2_model_violation(8) is None
        assert ae.utilized_query(broken, keep_smt2=False).status == "sat"


def test_table1_boxes_every_rc():
    assert {name: run().status for name, run in ae.table1_parts(60.0)} == {
        name: "unsat" for name, _ in ae.table1_parts(60.0)
    }


@pytest.mark.parametrize(
    "name,port", [("lg-at2-g10-via-right", 1), ("lg-at2-g10-via-right", 3), ("lg-at2-g11-quadrants-rotated", 0)]
)
def test_mutant_breaks_a_table1_box_not_the_link(name, port):
    with MUTANTS[name].applied():
        assert ae.at2_model_violation(8) is None
        assert ae.table1_query(port, keep_smt2=False).status == "sat"


@pytest.mark.parametrize(("module", "name"), [(m, f) for m in (ev, ae) for f in sorted(m.SMT2_FILES)])
def test_smt2_file_is_current(module, name):
    """One test per file, so the mutation run's per-function budget keeps the file that reaches a mutant."""
    assert module.main(["--check", name]) == 0
