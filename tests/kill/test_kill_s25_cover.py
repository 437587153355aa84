"""Kill tests for `alltoall.checkers.rn.cover`: the infeasible result's empty choice,
the unknown-solver message, and the fallback to the greedy cover when a solver returns no cover."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import cover


def test_infeasible_cover_chooses_empty_list():
    """A pair no candidate delivers: size None, chosen [] (a list, not None), optimal."""
    r = cover.min_cover(np.array([[0, 1], [0, 1]]), "z3")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == (
        "z3",
        None,
        [],
        True,
        "infeasible: a pair no candidate delivers",
    )


def test_unknown_solver_message_lists_solvers():
    """An unknown solver name is refused with every solver listed, comma-separated."""
    with pytest.raises(ValueError) as e:
        cover.min_cover(np.array([[0, 1], [1, 0]]), "glpk")
    assert str(e.value) == "unknown solver 'glpk' (one of greedy, z3, cpsat, scip, maxsat)"


@pytest.mark.parametrize("answer", [(None, False, "unknown"), ([0], True, "optimal")])
def test_solver_without_cover_keeps_greedy(monkeypatch, answer):
    """No rows, or rows that do not cover: the greedy cover is kept, not optimal, status noted."""
    monkeypatch.setattr(cover, "_z3", lambda m, rows, tl: answer)
    r = cover.min_cover(np.array([[0, 1], [1, 0], [0, 1]]), "z3")
    assert (r.solver, r.size, r.chosen, r.optimal, r.status) == (
        "z3",
        2,
        [0, 1],
        False,
        f"{answer[2]}; kept the greedy cover",
    )
