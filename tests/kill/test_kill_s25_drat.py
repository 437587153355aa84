"""Kill tests for `alltoall.checkers.rn.drat`: once the clause database conflicts at
the top level, every clause is RUP (a refuted formula implies anything)."""

from __future__ import annotations

from alltoall.checkers.rn import drat


def test_rup_after_top_level_conflict_accepts_any_clause():
    """A database refuted by unit propagation accepts every lemma as RUP, even one on new variables."""
    db = drat._DB(3)
    db.add([1])
    db.add([-1])
    assert db.conflict is True
    assert db.rup([2, 3]) is True
    assert db.rup([]) is True
    assert db.rat([5]) is True  # no clause holds -5: RAT vacuously
