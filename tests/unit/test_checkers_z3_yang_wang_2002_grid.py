"""Tests of :mod:`alltoall.checkers.z3.yang_wang_2002_grid` (yang-wang-2002's distances, diameters and
perimeters for every size): what each part's query records as its free inputs (the vacuity record a proof
carries), on the mesh."""

from __future__ import annotations

from alltoall.checkers.z3 import yang_wang_2002_grid as yg

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
