"""chou-chen-2010 Lemmas 3.3, 3.5-3.7 for every even N: the base, step and end of the induction over the
stages, the symbolic lemma queries, the SMT-LIB files, and the mutants that break the step itself."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import gsen_every as ge
from alltoall.checkers.z3.core import stating_only
from alltoall.checkers.z3.induction import same_smt2, step_smt2
from alltoall.proofs import registry
from alltoall.proofs.registry import Context

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()
PARTS = {
    "base": ge.base_query,
    "step-stage": ge.stage_query,
    "step-prefix": ge.prefix_query,
    "step-power": ge.power_query,
    "end": ge.end_query,
    "lemma3.5-inside": ge.lemma35_query,
    "lemma3.5-outside": lambda **kw: ge.lemma35_query(part="outside", **kw),
    "lemma3.6": ge.lemma36_query,
    "lemma3.7": ge.lemma37_query,
    "div-monotone": ge.div_monotone_query,
    "div-shift": ge.div_shift_query,
    "config-base": ge.config_base_query,
    "step-config": ge.config_prefix_query,
    "unique-witness": ge.unique_witness_query,
    **{f: (lambda f=f, **kw: ge.arith_query(f, **kw)) for f in ge.ARITH_FACTS},
    "unique-xor": ge.unique_xor_query,
    "cover": ge.cover_query,
    "shuffle-bijective": ge.shuffle_bijective_query,
    "switches-bijective": ge.switches_bijective_query,
    "alt-stage": ge.alt_stage_query,
    "gray": ge.gray_query,
    "thm4.4": ge.thm44_query,
}


@pytest.mark.parametrize("part", list(PARTS))
def test_every_part_is_unsat(part):
    assert ge.attempt(PARTS[part], 60.0, keep_smt2=False).status == "unsat"


def test_the_step_needs_its_hypothesis():
    q = ge.stage_query(keep_smt2=False, hypothesis=False)
    assert q.status == "sat"


def test_property_star_step_needs_n_2_mod_4():
    assert ge.alt_stage_query(keep_smt2=False, two_mod_four=False).status == "sat"


@pytest.mark.parametrize(
    "mutant,part",
    [
        ("gsen-shuffle-no-carry", "step-stage"),
        ("gsen-shuffle-rotated", "step-stage"),
        ("gsen-shuffle-large-N", "step-stage"),
        ("gsen-tag-bit-lsb", "step-prefix"),
        ("gsen-config-bit-lsb", "step-config"),
        ("gsen-shuffle-no-carry", "shuffle-bijective"),
        ("gsen-shuffle-large-N", "shuffle-bijective"),
        ("gsen-pattern-phase", "alt-stage"),
        ("gsen-alternating-period", "alt-stage"),
        ("gsen-shuffle-large-N", "alt-stage"),
        ("gsen-gray-shift", "gray"),
        ("gsen-config-bit-lsb", "gray"),
    ],
)
def test_mutant_breaks_the_step_not_only_the_base(mutant, part):
    with MUTANTS[mutant].applied():
        assert ge.attempt(PARTS[part], 60.0, keep_smt2=False).status == "sat"
        assert ge.base_query(keep_smt2=False).status == "unsat"


def test_large_n_mutant_is_invisible_to_the_bounded_checks():
    """gsen-shuffle-large-N changes nothing below N = 1026: only the step sees it."""
    from alltoall.spec.topologies import gsen

    with MUTANTS["gsen-shuffle-large-N"].applied():
        assert [gsen.shuffle(1024, t) for t in range(1024)] == [(2 * t + (2 * t) // 1024) % 1024 for t in range(1024)]
        assert gsen.shuffle(1026, 1000) != (2000 + 1) % 1026
        claim = registry.load_all()["chou-chen-2010/lemma3.3"]
        assert claim.run(Context(tier="fast", timeout=30.0)).verdict is Verdict.VERIFIED
        r = registry.load_all()["chou-chen-2010/lemma3.3-every-N"].run(Context(tier="fast", timeout=30.0))
        assert r.verdict is Verdict.UNKNOWN and "step-stage" in r.reason


def test_stages_closed_form():
    assert ge.stages_violation(4096) is None


@pytest.mark.parametrize("name", list(ge.STEP_FILES))
def test_smt2_files_are_current(name):
    """The kept file states the queries the claims decide (their UNSAT answers are the claims' verdicts, checked
    by the ledger test; ``alltoall recheck`` decides the files themselves in the wider tiers)."""
    with stating_only():  # stated, not solved
        stated = step_smt2(ge.STEP_FILES[name]())
    assert same_smt2((ROOT / name).read_text(), stated), f"{name} is stale: python -m alltoall.checkers.z3.gsen_every"


def test_digitwise_xor():
    """The XOR identities the Theorem 3.8 queries write digitwise, against Python's ^ (n = 2..10)."""
    for n in range(2, 11):
        h = 1 << (n - 1)
        for x in range(1 << n):
            assert (x + h if x < h else x - h) == x ^ h
            assert x + 1 - 2 * (x % 2) == x ^ 1
            assert h + 1 == h ^ 1


EVERY_N = ["lemma3.1", "lemma3.3", "lemma3.4", "lemma3.5", "lemma3.6", "lemma3.7", "thm3.8"]
EVERY_N += ["lemma4.1", "thm4.2-i", "thm4.2-ii", "lemma4.3", "thm4.4"]
EVERY_N += ["property-star", "property-star-only-2mod4", "alg1", "remark-consecutive-tags", "thm4.5", "thm4.6"]
EVERY_N += ["alg4", "thm4.2-iii", "lemma5.1", "lemma5.2", "lemma5.3", "thm4.8", "thm5.4"]


def test_every_n_claims_are_declared():
    """Their verdicts are checked by the ledger test (every claim's fast tier); here what they declare."""
    claims = registry.load_all()
    ours = sorted(cid for cid in claims if cid.startswith("chou-chen-2010/") and cid.endswith("-every-N"))
    assert ours == sorted(f"chou-chen-2010/{item}-every-N" for item in EVERY_N)
    for cid in ours:
        c = claims[cid]
        assert c.expected is Verdict.PROVED and c.mutants, cid
        assert c.domain_for("fast").startswith("every "), cid
        assert "gsen-shuffle-large-N" in c.mutants or "step" in c.notes, cid
