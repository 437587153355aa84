"""checkers/rn/cadical.py: CaDiCaL in chunks of conflicts until an answer or the time limit."""

import itertools

import pytest

pytest.importorskip("pysat")

from alltoall.checkers.rn import cadical  # noqa: E402


def _pigeonhole(n):
    """n pigeons in n - 1 holes (UNSAT; hundreds of conflicts for n = 6)."""
    var = {(i, j): 1 + i * (n - 1) + j for i in range(n) for j in range(n - 1)}
    rows = [[var[(i, j)] for j in range(n - 1)] for i in range(n)]
    return rows + [[-var[(a, j)], -var[(b, j)]] for j in range(n - 1) for a, b in itertools.combinations(range(n), 2)]


def test_sat_gives_the_true_variables_and_unsat_none():
    assert cadical.solve([[1, 2], [-1], [2, -3]], 10) == (True, {2})
    assert cadical.solve([[1], [-1]], 10) == (False, set())
    assert cadical.solve([[1], [-1]], None, name="cadical153") == (False, set())


def test_a_fixed_budget_gives_up_and_a_time_limit_goes_on_in_chunks():
    assert cadical.solve(_pigeonhole(6), None, chunk=1) == (None, set())
    assert cadical.solve(_pigeonhole(6), 60, chunk=1) == (False, set())


def test_the_search_goes_on_while_the_clock_reads_the_deadline_and_stops_past_it(monkeypatch):
    """The limit is passed only when the clock reads more than start + time_limit: on a clock that reads the deadline
    exactly twice after a chunk, then past it, the search runs three chunks (four reads) and gives up."""
    import types

    reads = iter([100.0, 105.0, 105.0, 105.5])
    seen = []

    def monotonic():
        seen.append(next(reads))
        return seen[-1]

    monkeypatch.setattr(cadical, "time", types.SimpleNamespace(monotonic=monotonic))
    assert cadical.solve(_pigeonhole(7), 5.0, chunk=1) == (None, set())
    assert seen == [100.0, 105.0, 105.0, 105.5]
