"""yang-wang-2002's observations, Case 3 as the generic form, Theorem 3's groups and Theorem 2 on the n x n mesh for
every size: every query UNSAT, the mutants that break a symbolic query (not only the bounded cross-check), and the
relay's link to the spec."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import yang_wang_2002_every as ev

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def _single(item: str) -> dict[str, str]:
    return {name: run().status for name, run in ev.pattern_parts(item, 60.0)}


def _trimmed(parts=ev.TRIMMED_PARTS) -> dict[str, str]:
    M = ev._Trimmed()
    return {p: ev.trimmed_query(p, keep_smt2=False, mesh=M).status for p in parts}


@pytest.mark.parametrize("item", list(ev.PATTERN_QUERIES))
def test_single_query_claims_are_unsat(item):
    assert set(_single(item).values()) == {"unsat"}


def test_thm2_mesh_every_n_parts_and_link():
    assert _trimmed() == dict.fromkeys(ev.TRIMMED_PARTS, "unsat")
    assert ev.trimmed_link_violation(5) is None


@pytest.mark.parametrize(
    "mutant,item",
    [
        ("yw2002-case3-sign", "obs-leaving-origin-every-offset"),
        ("yw2002-case1-missing", "obs-fanout-every-offset"),
        ("yw2002-case-swap", "case3-generic-every-offset"),
        ("yw2002-case1-missing", "case3-generic-every-offset"),
        ("yw2002-mod2-inverted", "thm3-proof-groups-every-k"),
        ("yw2002-case3-sign", "thm3-proof-groups-every-k"),
        ("yw2002-case-swap", "thm3-proof-groups-every-k"),
    ],
)
def test_mutant_makes_the_symbolic_query_sat(mutant, item):
    with MUTANTS[mutant].applied():
        assert "sat" in _single(item).values()


@pytest.mark.parametrize(
    "mutant,broken",
    [
        ("yw2002-case-swap", ("unique", "exists")),
        ("yw2002-mod2-inverted", ("unique", "exists")),
        ("yw2002-case3-sign", ("leave", "unique", "exists")),
    ],
)
def test_mutant_breaks_the_trimmed_mesh_step_not_the_link(mutant, broken):
    with MUTANTS[mutant].applied():
        assert ev.trimmed_link_violation(4) is None  # both sides run the mutated pattern
        assert _trimmed(broken) == dict.fromkeys(broken, "sat")


def test_cor2_mesh_odd_every_n_injection_and_link():
    assert {name: run().status for name, run in ev.cor2_parts(60.0)} == {
        name: "unsat" for name, _ in ev.cor2_parts(60.0)
    }
    assert ev.cor2_link_violation(5) is None


@pytest.mark.parametrize("mutant", ["yw2002-case-swap", "yw2002-case3-sign", "yw2002-mod2-inverted"])
def test_mutant_breaks_the_cor2_injection(mutant):
    with MUTANTS[mutant].applied():
        assert ev.cor2_query(0, "into:off-axis", keep_smt2=False).status == "sat"


def test_entered_sets_match_the_pattern_on_small_offsets():
    import z3

    for p, (ex, ey) in enumerate(ev.yw.DIRS):
        for vx in range(-3, 4):
            for vy in range(-3, 4):
                want = (vx, vy) in ev.yw.pattern(0, 0, vx - ex, vy - ey)
                got = z3.simplify(ev._in_set(p, (z3.IntVal(vx), z3.IntVal(vy))))
                assert z3.is_true(got) == want and (z3.is_true(got) or z3.is_false(got)), (p, vx, vy)
