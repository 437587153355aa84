"""Z3 encoding of the makespan bound of liu-chen-chen-2007 Lemma 5: one sender injecting N messages.

Each input injects at most one message per time unit and a message injected at time t leaves the last of
the k stages at t + k (the pipelined model of :mod:`alltoall.spec.algorithms.two_phase`). Senders inject
independently, so one sender decides whether every message can arrive within a horizon: that is the
query. UNSAT at the formula's T - 1 and SAT at T make the bound exact (:func:`makespan_bound`).
"""

from __future__ import annotations

from functools import partial
from typing import Any, cast

import z3

from alltoall.checkers.result import Result
from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Ask, Query, decide_by_z3, new_solver, solve

__all__ = ["injection_query", "makespan_bound"]


def injection_query(
    n: int, k: int, horizon: int, timeout: float = TIMEOUT, keep_smt2: bool = False, relaxed: bool = False
) -> Query:
    """Can one sender inject its ``n`` messages so that each crosses ``k`` stages by time ``horizon``?

    ``inj_b_t = 1`` when message b is injected at time t: each message once, at most one injection per
    time unit, arrival t + k <= horizon. ``relaxed`` asks the relaxation with real 0..1 variables (an
    LP): if even it is infeasible, so is every schedule (the UNSAT side of the bound).
    """
    slots = max(0, horizon - k + 1)
    var = z3.Real if relaxed else z3.Int
    inj = [[var(f"inj_{b}_{t}") for t in range(slots)] for b in range(n)]
    s = new_solver(timeout)
    for b in range(n):
        s.add(*[capi.And(v >= 0, v <= 1) for v in inj[b]])
        s.add(z3.Sum(inj[b]) == 1 if slots else z3.BoolVal(False))
    for t in range(slots):
        s.add(z3.Sum([inj[b][t] for b in range(n)]) <= 1)
    return solve(s, keep_smt2)


def makespan_bound(cases: Any, timeout: float, **evidence: Any) -> Result:
    """For each ``(n, k, T)`` of ``cases``, in order: no schedule within ``T - 1`` time units (the LP
    relaxation UNSAT, its SMT-LIB kept under ``N=<n> horizon=<T-1>``), then one within ``T`` (SAT).

    Proved when both sides hold at every case (``examined``: the queries). A relaxed model below the
    bound has no integer schedule to decode, and a bound that is not reached has no model: either is
    ``unknown`` naming the query, for the caller to settle by brute force on the spec.
    """
    asks = []
    for n, k, T in cases:
        for horizon, want in ((T - 1, "unsat"), (T, "sat")):
            asks.append(
                Ask(
                    f"N={n} horizon={horizon}",
                    partial(_side, n, k, horizon, timeout, want == "unsat"),
                    want=want,
                    keep_smt2=want == "unsat",
                )
            )
    return cast(Result, decide_by_z3(asks, decode=_no_schedule, recheck=_no_schedule, witness=_no_schedule, **evidence))


def _side(n: int, k: int, horizon: int, timeout: float, relaxed: bool, keep_smt2: bool) -> Query:
    return injection_query(n, k, horizon, timeout, keep_smt2, relaxed=relaxed)


def _no_schedule(*args: Any) -> Any:
    """A relaxed model is not an integer schedule: it decodes into nothing (so it never becomes a witness)."""
    return None
