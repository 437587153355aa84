"""CaDiCaL (python-sat) as the R(N) engines run it on a CNF: in chunks of conflicts, the clock read between
them, until it answers or a time limit passes."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

__all__ = ["CHUNK", "solve"]

CHUNK = 20_000  # conflicts between two looks at the clock


def solve(
    clauses: Iterable[Sequence[int]],
    time_limit: float | None,
    name: str = "cadical195",
    chunk: int = CHUNK,
) -> tuple[bool | None, set[int]]:
    """Solve ``clauses`` (DIMACS literals) with python-sat's solver ``name``.

    Returns ``(True, the true variables)``, ``(False, set())`` (UNSAT) or ``(None, set())`` (gave up):
    the search runs in chunks of ``chunk`` conflicts until it answers or ``time_limit`` seconds pass; with
    ``time_limit`` None, one chunk only (a fixed conflict budget).
    """
    from pysat.solvers import Solver  # the rn extra: imported on use

    deadline = None if time_limit is None else time.monotonic() + time_limit
    with Solver(name=name, bootstrap_with=[list(c) for c in clauses]) as s:
        while True:
            s.conf_budget(chunk)
            r = s.solve_limited()
            if r is not None or deadline is None or time.monotonic() > deadline:
                break
        true = {v for v in s.get_model() if v > 0} if r else set()
    return r, true
