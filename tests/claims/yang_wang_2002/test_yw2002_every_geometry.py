"""yang-wang-2002's distances, diameters and perimeters for every size: every part UNSAT, the mutants that break a
symbolic part (not only the bounded cross-check), the link to the spec's grid, and the SMT-LIB files."""

from __future__ import annotations

import pathlib
import sys

import pytest

from alltoall.checkers.z3 import yang_wang_2002_grid as gg

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def _status(item: str, names: tuple[str, ...] | None = None) -> dict[str, str]:
    return {name: run().status for name, run in gg.parts(item) if names is None or name in names}


@pytest.mark.parametrize("item", list(gg.EVERY))
def test_every_part_is_unsat(item):
    assert set(_status(item).values()) == {"unsat"}


@pytest.mark.parametrize(
    "mutant,item,broken",
    [
        ("yw2002-mesh-distance-max", "dist-mesh-every-n", "dist-desc"),
        ("yw2002-torus-distance-no-wrap", "dist-torus-every-n", "dist-lip"),
        ("yw2002-torus-distance-large-n", "dist-torus-every-n", "dist-lip"),
        ("yw2002-diameter-off-by-one", "diameter-mesh-every-n", "diam-attained"),
        ("yw2002-diameter-off-by-one", "diameter-torus-odd-every-n", "diam-attained"),
        ("yw2002-diameter-off-by-one", "diameter-torus-even-every-n", "diam-attained"),
        ("yw2002-perimeter-infinite-far", "perimeter-infinite-mesh-every-d", "perimeter"),
        ("yw2002-perimeter-odd-far", "perimeter-torus-odd-every-k", "perimeter"),
        ("yw2002-torus-distance-large-n", "perimeter-torus-odd-every-k", "arc-into"),
        ("yw2002-perimeter-even-middle", "perimeter-torus-even-every-k", "perimeter"),
        ("yw2002-torus-distance-large-n", "perimeter-torus-even-every-k", "arc-onto"),
    ],
)
def test_mutant_breaks_a_symbolic_part(mutant, item, broken):
    with MUTANTS[mutant].applied():
        assert _status(item, (broken,)) == {broken: "sat"}


def test_large_size_mutants_pass_the_bounded_cross_checks():
    from alltoall.proofs.claims.yang_wang_2002 import properties as pr

    with MUTANTS["yw2002-torus-distance-large-n"].applied():
        assert pr._distance_check("torus", 12).verdict.value == "verified"
    with MUTANTS["yw2002-perimeter-infinite-far"].applied():
        from alltoall.checkers.formula import check_formula

        f = pr.perimeter_f("infinite")
        assert check_formula(f, pr.perimeter_points("infinite", 150)).verdict.value == "verified"


def test_grid_links_are_the_unit_moves():
    assert gg.link_violation("mesh", 6) is None
    assert gg.link_violation("torus", 6) is None


def test_sum_identities_hold_and_fail_under_the_perimeter_mutants():
    from alltoall.proofs.claims.yang_wang_2002.every_geometry import sum_identities

    assert sum_identities("odd") == (None, "4*k**2 + 4*k + 1")
    assert sum_identities("even") == (None, "4*k**2")
    with MUTANTS["yw2002-perimeter-odd-far"].applied():
        assert sum_identities("odd")[0] is not None
    with MUTANTS["yw2002-perimeter-even-middle"].applied():
        assert sum_identities("even")[0] is not None


def test_smt2_files_are_current():
    assert gg.main(["--check"]) == 0


@pytest.mark.parametrize("kind", ["mesh", "torus"])
def test_symbolic_distance_is_the_spec_formula_on_small_instances(kind):
    import itertools

    import z3

    from alltoall.spec.algorithms import yang_wang_2002 as yw

    G = gg._Geometry(kind)
    for n in (2, 3, 4):
        for a, b, x, y in itertools.product(range(n), repeat=4):
            want = yw.mesh_distance((a, b), (x, y)) if kind == "mesh" else yw.torus_distance((a, b), (x, y), n)
            got = z3.simplify(z3.substitute(G.D((a, b), (x, y)), (G.n, z3.IntVal(n))))
            assert got.as_long() == want, (n, a, b, x, y)
