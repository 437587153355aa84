"""Tests of :mod:`alltoall.checkers.z3.yang_wang_2002_every` (yang-wang-2002 for every size): each query builder's
defaults, the parts a claim runs and the timeout they are given, the sizes the links are checked on, and the odd
torus's kept SMT-LIB. That the queries are UNSAT is the claims' business (``tests/claims/yang_wang_2002/``)."""

from __future__ import annotations

import pytest

from alltoall.checkers import broadcast as bc
from alltoall.checkers.z3 import yang_wang_2002_every as ev
from alltoall.checkers.z3.core import stating_only

#: The first arguments of each query builder that needs some (one part of it).
FIRST = {
    "cor2_query": (0, "into:off-axis"),
    "groups_query": (0,),
    "mesh_query": ("leave",),
    "trimmed_query": ("leave",),
}
#: Every query builder but the odd torus's, whose expansion into paths takes seconds (its kept file is checked below).
BUILDERS = [n for n in ev.__all__ if n.endswith("_query") and n != "torus_query"] + ["circle_queries"]


def _solver_timeouts(monkeypatch) -> list[float]:
    """The timeout of every solver the module's queries make from here on."""
    seen: list[float] = []
    new_solver = ev.new_solver
    monkeypatch.setattr(ev, "new_solver", lambda timeout: seen.append(timeout) or new_solver(timeout))
    return seen


@pytest.mark.parametrize("name", BUILDERS)
def test_each_query_defaults_to_a_60_s_timeout_and_keeps_its_smt2(monkeypatch, name):
    seen = _solver_timeouts(monkeypatch)
    with stating_only():  # stated, not solved
        out = getattr(ev, name)(*FIRST.get(name, ()))
    queries = list(out.values()) if isinstance(out, dict) else [out]
    assert seen and set(seen) == {60.0} and queries and all(q.smt2 is not None for q in queries)


def test_mesh_query_names_an_unknown_part():
    with pytest.raises(ValueError, match="^unknown part 'circle'$"):
        ev.mesh_query("circle")


def test_cor2_parts_are_the_origin_and_each_direction_run_with_the_timeout_given(monkeypatch):
    parts, seen = ev.cor2_parts(2.5), _solver_timeouts(monkeypatch)
    assert [name for name, _ in parts] == ["cor2-origin"] + [
        f"cor2-p{p}-{part.replace(':', '-')}" for p in range(4) for part in ev.COR2_PARTS
    ]
    with stating_only():
        for _, run in parts[:2]:
            run()
    assert seen == [2.5, 2.5]


def test_cor2_link_is_checked_on_every_odd_side_up_to_the_limit(monkeypatch):
    sides = []
    network = bc.network
    monkeypatch.setattr(bc, "network", lambda kind, n: sides.append((kind, n)) or network(kind, n))
    assert ev.cor2_link_violation(8) is None
    assert sides == [("mesh", 3), ("mesh", 5), ("mesh", 7)]


def test_trimmed_link_is_checked_on_every_mesh_up_to_the_limit(monkeypatch):
    from alltoall.spec.topologies import grid

    sides = []
    mesh = grid.mesh
    monkeypatch.setattr(grid, "mesh", lambda r, c: sides.append((r, c)) or mesh(r, c))
    assert ev.trimmed_link_violation(3) is None
    assert sides == [(1, 1), (2, 2), (3, 3)]
