"""yang-wang-2002 for every size: the infinite mesh's base and step (Theorems 2 and 3), the odd torus's parts
(Theorem 2, Corollary 1), the mutants that break the step and not the base, and the SMT-LIB files. That the odd
torus's parts are UNSAT is the claims' verdict, decided in the ledger test (``tests/test_ledger.py``)."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import yang_wang_2002_every as ev

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def _mesh(parts=ev.MESH_PARTS):
    return {p: ev.mesh_query(p, keep_smt2=False).status for p in parts}


def test_thm2_infinite_mesh_every_d_base():
    """The step's parts are the claim's (thm2-infinite-mesh-every-d, decided in the ledger test)."""
    assert ev.mesh_base_violation() is None


def test_thm3_every_d_circle_has_4d_nodes():
    assert {k: q.status for k, q in ev.circle_queries(keep_smt2=False).items()} == {
        "circle-into": "unsat",
        "circle-one-to-one": "unsat",
        "circle-onto": "unsat",
    }


def test_paths_of_the_pattern_are_exclusive_and_match_the_spec():
    import z3

    x, y = z3.Ints("x y")
    ps = ev.paths(lambda a, b: ev.yw.pattern(0, 0, a, b), ev.SymInt(x), ev.SymInt(y))
    for dx in range(-4, 5):
        for dy in range(-4, 5):
            at = [(x, z3.IntVal(dx)), (y, z3.IntVal(dy))]
            hits = []
            for c, out in ps:
                held = z3.simplify(z3.substitute(c, *at))  # x and y are the conditions' only inputs: ground
                assert z3.is_true(held) or z3.is_false(held), held
                if z3.is_true(held):
                    hits.append(
                        tuple(tuple(z3.simplify(z3.substitute(ev._z(t), *at)).as_long() for t in ab) for ab in out)
                    )
            assert hits == [ev.yw.pattern(0, 0, dx, dy)]


@pytest.mark.parametrize(
    "name,broken", [("yw2002-case3-sign", "leave"), ("yw2002-mod2-inverted", "exists"), ("yw2002-case-swap", "unique")]
)
def test_mutant_breaks_the_mesh_step_not_the_base(name, broken):
    with MUTANTS[name].applied():
        assert ev.mesh_base_violation() is None
        assert ev.mesh_query(broken, keep_smt2=False).status == "sat"


def test_case1_missing_breaks_only_the_base():
    with MUTANTS["yw2002-case1-missing"].applied():
        assert ev.mesh_base_violation() is not None
        assert set(_mesh(("leave", "unique", "exists")).values()) == {"unsat"}


def test_torus_relay_is_the_spec_relay():
    assert ev.torus_base_violation(7) is None


def test_offset_raw_breaks_the_torus_step_not_the_link():
    with MUTANTS["yw2002-offset-raw"].applied():
        assert ev.torus_base_violation(5) is None  # the link holds: both sides read the mutated offset
        T = ev._Torus()
        assert ev.torus_query("exists", keep_smt2=False, torus=T).status == "sat"


@pytest.mark.parametrize("name", sorted(ev.STEP_FILES))
def test_smt2_file_is_current(name):
    """One test per file, so the mutation run's per-function budget keeps the file that reaches a mutant."""
    assert ev.main(["--check", name]) == 0


def test_cor3_equals_thm4_identities_and_the_swap_mutant():
    from alltoall.checkers import formula
    from alltoall.proofs.claims.yang_wang_2002.delay import _cor3_sides

    assert all(formula.identity(a, b)[0] for a, b in _cor3_sides().values())
    with MUTANTS["yw2002-cor3-swap"].applied():
        assert not all(formula.identity(a, b)[0] for a, b in _cor3_sides().values())
