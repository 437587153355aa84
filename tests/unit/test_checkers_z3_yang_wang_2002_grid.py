"""Tests of :mod:`alltoall.checkers.z3.yang_wang_2002_grid` (yang-wang-2002's distances, diameters and
perimeters for every size): what each part's query records as its free inputs (the vacuity record a proof
carries), on the mesh, and the timeout each query is given."""

from __future__ import annotations

import pytest

from alltoall.checkers.z3 import yang_wang_2002_grid as yg
from alltoall.checkers.z3.core import stating_only

_NODES = "a b x y"


def test_each_mesh_distance_and_diameter_part_records_the_side_and_both_nodes():
    """Every part quantifies over the side n and the two nodes (a, b) and (x, y); the attained diameter fixes
    both nodes, so the side is its only input."""
    got = {
        name: (q.status, " ".join(q.free)) for name, q in ((n, run()) for n, run in yg.parts("diameter-mesh-every-n"))
    }
    want = {name: ("unsat", f"n {_NODES}") for name in yg.DIST_PARTS + ("diam-bound",)}
    assert got == want | {"diam-attained": ("unsat", "n")}


def test_link_violation_checks_every_side_up_to_the_limit_and_no_further(monkeypatch):
    from alltoall.spec.topologies import grid

    sides = []
    mesh, torus = grid.mesh, grid.torus
    monkeypatch.setattr(grid, "mesh", lambda r, c: sides.append(("mesh", r)) or mesh(r, c))
    monkeypatch.setattr(grid, "torus", lambda r, c: sides.append(("torus", r)) or torus(r, c))
    assert yg.link_violation("mesh", 3) is None and yg.link_violation("torus", 3) is None
    assert sides == [("mesh", 1), ("mesh", 2), ("mesh", 3), ("torus", 2), ("torus", 3)]


def test_perimeter_query_builds_its_own_geometry_when_given_none():
    q = yg.perimeter_query("infinite", "arc-into", keep_smt2=False)
    assert (q.status, " ".join(q.free)) == ("unsat", "d i")
    q = yg.perimeter_query("torus-odd", "arc-into", keep_smt2=False)
    assert (q.status, " ".join(q.free)) == ("unsat", "k d i")


#: Each query builder with the arguments of one of its queries.
BUILDERS = {
    "grid_query": ("mesh", "dist-zero"),
    "perimeter_query": ("infinite", "arc-into"),
    "pieces_partition_query": ("odd",),
}


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_each_query_defaults_to_a_60_s_timeout_and_keeps_its_smt2(argument_seen, name):
    with stating_only():  # stated, not solved
        seen, q = argument_seen("z3/yang_wang_2002_grid.py", "timeout", lambda: getattr(yg, name)(*BUILDERS[name]))
    assert seen and set(seen) == {60.0} and q.smt2 is not None


@pytest.mark.parametrize("item", ["perimeter-infinite-mesh-every-d", "perimeter-sum-even-every-k"])
@pytest.mark.parametrize(("given", "want"), [((), 60.0), ((2.5,), 2.5)])
def test_parts_give_every_query_the_timeout_of_the_claim(argument_seen, item, given, want):
    """The distance, perimeter and pieces queries of a claim's parts run with the claim's timeout (60 s unless
    given)."""
    with stating_only():
        seen, qs = argument_seen(
            "z3/yang_wang_2002_grid.py", "timeout", lambda: [r() for _, r in yg.parts(item, *given)]
        )
    assert set(seen) == {want} and len(qs) == len(yg.EVERY[item][3])


@pytest.mark.parametrize("parity", [0, 1])
def test_grid_query_with_a_parity_builds_its_geometry_on_n_2k_plus_the_parity(parity):
    """Given no geometry, ``parity`` still fixes n = 2k + parity: the query quantifies over k, not over a free n."""
    with stating_only():
        q = yg.grid_query("torus", "diam-attained", parity=parity)
    assert q.free == {"k": "Int"} and "(declare-fun n ()" not in q.smt2
    with stating_only():
        q = yg.grid_query("torus", "diam-attained")
    assert q.free == {"n": "Int"}


def test_perimeter_query_refuses_an_unknown_family_naming_the_families():
    with pytest.raises(ValueError) as e:
        yg.perimeter_query("torus", "count")
    assert str(e.value) == "family must be one of ('infinite', 'torus-odd', 'torus-even')"
