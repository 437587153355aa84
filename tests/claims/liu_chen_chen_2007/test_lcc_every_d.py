"""liu-chen-chen-2007 for every d: the d-XOR table is Latin and the shift states are distinct permutations (d
symbolic); the mutants that break each query and the SMT-LIB files."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import switches_every as se
from alltoall.proofs import registry

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


@pytest.mark.parametrize("item", ["d-xor-every-d", "switch-states-every-d"])
def test_claim_is_proved_for_every_d(item):
    c = registry.load_all()[f"liu-chen-chen-2007/{item}"]
    assert c.expected is Verdict.PROVED and c.scope == "every"


def test_switch_queries_are_unsat():
    names = se.XOR_PARTS + se.SHIFT_PARTS
    assert {n: run().status for n, run in se.switch_parts(names, 60.0)} == dict.fromkeys(names, "unsat")


@pytest.mark.parametrize(
    "name,part", [("d-xor-saturates", "xor-rows"), ("d-xor-saturates", "xor-columns"), ("shift-sign", "shift-port")]
)
def test_mutant_breaks_a_switch_query(name, part):
    with MUTANTS[name].applied():
        assert se.switch_query(part, keep_smt2=False).status == "sat"


def test_switch_smt2_files_are_current():
    assert se.main(["--check"]) == 0
