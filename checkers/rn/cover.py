"""Least set of candidate permutations covering every (input, output) pair (chou-chen-2010, R(N)).

The candidates are permutations realized by GSEN configurations (rows of ``P``, ``P[c, i]`` = output
of input i); a cover is a set of rows whose pairs ``(i, P[c, i])`` include all N^2 pairs. Solvers:
``greedy`` (an upper bound only), ``z3`` (Optimize), ``cpsat`` (OR-tools CP-SAT), ``scip`` (SCIP via
pyscipopt) and ``maxsat`` (python-sat RC2). Each solver is imported inside its function; the chosen rows are
re-checked by brute force before a result is returned (never trust a solver model).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from alltoall.checkers.rn import TIME_LIMIT, cpsat, scip

__all__ = ["CoverResult", "SOLVERS", "covers", "greedy", "min_cover", "pair_rows"]

SOLVERS = ("greedy", "z3", "cpsat", "scip", "maxsat")


@dataclass
class CoverResult:
    solver: str
    size: int | None  # rows in the best cover found (None: none found)
    chosen: list[int] = field(default_factory=list)
    optimal: bool = False  # the solver proved no smaller cover of these candidates exists
    seconds: float = 0.0
    status: str = ""


def pair_rows(P: np.ndarray) -> list[list[int]]:
    """For every pair index ``i * N + j``, the candidate rows delivering it."""
    P = np.asarray(P)
    m, N = P.shape
    rows: list[list[int]] = [[] for _ in range(N * N)]
    for c in range(m):
        for i, j in enumerate(P[c].tolist()):
            rows[i * N + j].append(c)
    return rows


def covers(P: np.ndarray, chosen: list[int]) -> bool:
    """The rows ``chosen`` of ``P`` deliver every pair; an index out of range or repeated is no cover
    (a negative index would wrap round, a repeat would inflate the count)."""
    P = np.asarray(P)
    m, N = P.shape
    chosen = list(chosen)
    if len(set(chosen)) != len(chosen) or any(
        isinstance(c, bool) or not isinstance(c, (int, np.integer)) or not 0 <= c < m for c in chosen
    ):
        return False
    cov = np.zeros((N, N), dtype=bool)
    for c in chosen:
        cov[np.arange(N), P[c]] = True
    return bool(cov.all())


def greedy(P: np.ndarray) -> list[int]:
    P = np.asarray(P)
    N = P.shape[1]
    cov = np.zeros((N, N), dtype=bool)
    rows = np.arange(N)
    chosen: list[int] = []
    while not cov.all():
        gains = (~cov[rows[None, :], P]).sum(axis=1)
        c = int(np.argmax(gains))
        if gains[c] == 0:
            break
        chosen.append(c)
        cov[rows, P[c]] = True
    return chosen


def min_cover(P: np.ndarray, solver: str = "cpsat", time_limit: float = TIME_LIMIT) -> CoverResult:
    """Least cover of all pairs by rows of ``P`` with ``solver``; the rows are brute-force checked."""
    t0 = time.perf_counter()
    P = np.asarray(P)
    if solver == "greedy":
        ch = greedy(P)
        ok = covers(P, ch)
        return CoverResult(
            "greedy", len(ch) if ok else None, ch, False, time.perf_counter() - t0, "heuristic" if ok else "no cover"
        )
    rows = pair_rows(P)
    if any(not r for r in rows):
        return CoverResult(solver, None, [], True, time.perf_counter() - t0, "infeasible: a pair no candidate delivers")
    hint = greedy(P)
    if solver == "z3":
        ch, opt, status = _z3(P.shape[0], rows, time_limit)
    elif solver == "cpsat":
        ch, opt, status = _cpsat(P.shape[0], rows, time_limit, hint)
    elif solver == "maxsat":
        ch, opt, status = _maxsat(P.shape[0], rows)
    elif solver == "scip":
        ch, opt, status = _scip(P.shape[0], rows, time_limit)
    else:
        raise ValueError(f"unknown solver {solver!r} (one of {', '.join(SOLVERS)})")
    if ch is None or not covers(P, ch):
        ch, opt, status = hint, False, f"{status}; kept the greedy cover"
    return CoverResult(solver, len(ch), sorted(ch), opt, time.perf_counter() - t0, status)


def _z3(m: int, rows: Any, time_limit: float) -> Any:
    import z3

    x = [z3.Bool(f"x{c}") for c in range(m)]
    o = z3.Optimize()
    o.set("timeout", max(1, int(time_limit * 1000)))
    for r in rows:
        o.add(z3.Or([x[c] for c in r]))
    o.minimize(z3.Sum([z3.If(v, 1, 0) for v in x]))
    res = o.check()
    if res != z3.sat:
        return None, False, str(res)
    mdl = o.model()
    ch = [c for c in range(m) if z3.is_true(mdl.eval(x[c], model_completion=True))]
    # Optimize returns sat with the optimum when it finishes; a timeout gives unknown.
    return ch, True, "optimal"


def _cpsat(m: int, rows: Any, time_limit: float, hint: list[int]) -> Any:
    from ortools.sat.python import cp_model

    mdl = cp_model.CpModel()
    x = [mdl.NewBoolVar(f"x{c}") for c in range(m)]
    for r in rows:
        mdl.AddBoolOr([x[c] for c in r])
    mdl.Minimize(sum(x))
    hs = set(hint)
    for c in range(m):
        mdl.AddHint(x[c], c in hs)
    s = cpsat.solver(time_limit)
    st = s.Solve(mdl)
    if st not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, False, s.StatusName(st)
    return [c for c in range(m) if s.Value(x[c])], st == cp_model.OPTIMAL, s.StatusName(st).lower()


def _maxsat(m: int, rows: Any) -> Any:
    from pysat.examples.rc2 import RC2
    from pysat.formula import WCNF

    w = WCNF()
    for r in rows:
        w.append([c + 1 for c in r])
    for c in range(m):
        w.append([-(c + 1)], weight=1)
    with RC2(w) as rc2:
        model = rc2.compute()
    if model is None:
        return None, False, "unsat"
    return [v - 1 for v in model if 0 < v <= m], True, "optimal"


def _scip(m: int, rows: Any, time_limit: float) -> Any:
    import pyscipopt  # the rn extra: imported on use (quicksum)

    mdl = scip.model(time_limit)
    x = [mdl.addVar(vtype="B", name=f"x{c}", obj=1.0) for c in range(m)]
    for r in rows:
        mdl.addCons(pyscipopt.quicksum(x[c] for c in r) >= 1)
    mdl.setMinimize()
    mdl.optimize()
    if mdl.getNSols() == 0:
        return None, False, mdl.getStatus()
    sol = mdl.getBestSol()
    return [c for c in range(m) if sol[x[c]] > 0.5], mdl.getStatus() == "optimal", mdl.getStatus()
