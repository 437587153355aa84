"""The k-configuration question behind R(N): do k configurations of the N x N GSEN (arbitrary
per-switch states) deliver every pair? One model, three solver families, and the levers that
decide how fast each answers (chou-chen-2010, R(N); small N only).

The model: ``x[c, s, y]`` the state of switch y of stage s in configuration c, ``z[c, i, F]``
"configuration c sets up the path P(i, F)" (implying the states on it), and every pair needs some
``z`` with one of its (one or two) tags. The levers, each a keyword of :func:`decide`:

* ``symmetry``: the configurations are interchangeable. ``"row"`` makes configuration c < N
  deliver the pair (0, c) (input 0 reaches every output once); ``"clique"`` does the same with the
  largest set of pairwise exclusive pairs known from the network's unique paths: the pairs forced
  through one terminal of one stage (the terminal cut of Theorem 5.4's argument) when there are
  more than N of them, else input 0's row. With more exclusive pairs than k configurations the
  question is then refuted by unit propagation (a pigeonhole that resolution alone cannot count).
* ``cuts`` (CP-SAT, SCIP): each configuration sets up one path per input and one path through
  every terminal between stages, so ``sum_F z[c, i, F] <= 1`` and the paths through a terminal are
  at most one: the counting bounds as linear constraints the LP relaxation sees.

A SAT answer is decoded into states and re-checked by simulation (:func:`certificate.check_upper`);
an UNSAT answer is the solver's word (no proof object is kept here), so it is reported beside,
never instead of, a weighting certificate of :mod:`.exact`.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from alltoall.checkers.rn import TIME_LIMIT, bounds, cadical, cpsat, scip
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.topologies import gsen

__all__ = ["BACKENDS", "SYMMETRIES", "decide", "exclusive_pairs"]

BACKENDS = ("cadical", "cpsat", "scip")
SYMMETRIES = ("none", "row", "clique")


def exclusive_pairs(N: int, symmetry: str = "clique") -> list[tuple[int, int]]:
    """Pairs no two of which one configuration delivers: input 0's row (``"row"``), or the terminal-cut
    pairs when they outnumber it (``"clique"``); empty for ``"none"``."""
    if symmetry not in SYMMETRIES:
        raise ValueError(f"unknown symmetry {symmetry!r} (one of {', '.join(SYMMETRIES)})")
    if symmetry == "none":
        return []
    row = [(0, j) for j in range(N)]
    if symmetry == "row":
        return row
    net = gsen.GSEN(N)
    tc = bounds.terminal_cut(net)
    if tc["bound"] <= N:
        return row
    return bounds.forced_through_terminal(net, tc["stage"], tc["terminal"])


class _Model:
    """Index arithmetic shared by the encodings: paths, their states and terminals, the pairs' tags."""

    def __init__(self, N: int, k: int) -> None:
        self.net = net = gsen.GSEN(N)
        self.N, self.k, self.n, self.half, self.tags = N, k, net.n, net.half, net.tags
        sw, inp, out = gsen.switch_table(net)
        self.sw, self.state = sw, inp ^ out  # [i, F, s]
        self.term = 2 * sw + out  # terminal leaving stage s
        pt = bounds.pair_tags(net)
        self.tags_of = {
            (i, j): [int(pt.F0[i, j])] + ([int(pt.F1[i, j])] if pt.F1[i, j] >= 0 else [])
            for i in range(N)
            for j in range(N)
        }

    def xi(self, c: int, s: int, y: int) -> int:  # 0-based
        return (c * self.n + s) * self.half + y

    def zi(self, c: int, i: int, F: int) -> int:
        return (c * self.N + i) * self.tags + F

    @property
    def nx(self) -> int:
        return self.k * self.n * self.half

    def through_terminals(self, c: int, z: dict[Any, Any]) -> list[list[Any]]:
        """Configuration c's path variables grouped by the terminal they leave a stage on (at most one
        of each group is set up)."""
        groups = []
        for s in range(self.n):
            by: dict[int, list[Any]] = {}
            for i in range(self.N):
                for F in range(self.tags):
                    by.setdefault(int(self.term[i, F, s]), []).append(z[(c, i, F)])
            groups += list(by.values())
        return groups

    def states(self, xv: Any) -> list[dict[str, Any]]:
        return [
            {"states": [[int(xv[self.xi(c, s, y)]) for y in range(self.half)] for s in range(self.n)]}
            for c in range(self.k)
        ]


def _cadical(m: _Model, fixed: list[tuple[int, int]], time_limit: float) -> tuple[str, Any]:
    def x(c: int, s: int, y: int) -> int:
        return 1 + m.xi(c, s, y)

    def z(c: int, i: int, F: int) -> int:
        return 1 + m.nx + m.zi(c, i, F)

    cls: list[list[int]] = []
    for c in range(m.k):
        for i in range(m.N):
            for F in range(m.tags):
                for s in range(m.n):
                    v = x(c, s, int(m.sw[i, F, s]))
                    cls.append([-z(c, i, F), v if m.state[i, F, s] else -v])
    for (i, _j), Fs in m.tags_of.items():
        cls.append([z(c, i, F) for c in range(m.k) for F in Fs])
    for c, (i, j) in enumerate(fixed[: m.k]):
        cls.append([z(c, i, F) for F in m.tags_of[(i, j)]])
    r, tv = cadical.solve(cls, time_limit)
    if r is None:
        return "unknown", None
    if not r:
        return "unsat", None
    return "sat", [1 if (q + 1) in tv else 0 for q in range(m.nx)]


def _cpsat(m: _Model, fixed: list[tuple[int, int]], cuts: bool, time_limit: float) -> tuple[str, Any]:
    from ortools.sat.python import cp_model

    md = cp_model.CpModel()
    x = [md.NewBoolVar(f"x{q}") for q in range(m.nx)]
    z: dict[Any, Any] = {}
    for c in range(m.k):
        for i in range(m.N):
            for F in range(m.tags):
                v = z[(c, i, F)] = md.NewBoolVar(f"z{c}_{i}_{F}")
                for s in range(m.n):
                    xv = x[m.xi(c, s, int(m.sw[i, F, s]))]
                    md.AddImplication(v, xv if m.state[i, F, s] else xv.Not())
            if cuts:
                md.AddAtMostOne([z[(c, i, F)] for F in range(m.tags)])
        if cuts:
            for vs in m.through_terminals(c, z):
                md.AddAtMostOne(vs)
    for (i, _j), Fs in m.tags_of.items():
        md.AddBoolOr([z[(c, i, F)] for c in range(m.k) for F in Fs])
    for c, (i, j) in enumerate(fixed[: m.k]):
        md.AddBoolOr([z[(c, i, F)] for F in m.tags_of[(i, j)]])
    sv = cpsat.solver(time_limit)
    st = sv.Solve(md)
    if st == cp_model.INFEASIBLE:
        return "unsat", None
    if st in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "sat", [int(sv.Value(v)) for v in x]
    return "unknown", None


def _scip(m: _Model, fixed: list[tuple[int, int]], cuts: bool, time_limit: float) -> tuple[str, Any]:
    import pyscipopt  # the rn extra: imported on use (quicksum)

    md = scip.model(time_limit)
    x = [md.addVar(vtype="B", name=f"x{q}") for q in range(m.nx)]
    z: dict[Any, Any] = {}
    for c in range(m.k):
        for i in range(m.N):
            for F in range(m.tags):
                v = z[(c, i, F)] = md.addVar(vtype="B", name=f"z{c}_{i}_{F}")
                for s in range(m.n):
                    xv = x[m.xi(c, s, int(m.sw[i, F, s]))]
                    md.addCons(v <= (xv if m.state[i, F, s] else 1 - xv))
            if cuts:
                md.addCons(pyscipopt.quicksum(z[(c, i, F)] for F in range(m.tags)) <= 1)
        if cuts:
            for vs in m.through_terminals(c, z):
                md.addCons(pyscipopt.quicksum(vs) <= 1)
    for (i, _j), Fs in m.tags_of.items():
        md.addCons(pyscipopt.quicksum(z[(c, i, F)] for c in range(m.k) for F in Fs) >= 1)
    for c, (i, j) in enumerate(fixed[: m.k]):
        md.addCons(pyscipopt.quicksum(z[(c, i, F)] for F in m.tags_of[(i, j)]) >= 1)
    md.optimize()
    st = md.getStatus()
    if st == "infeasible":
        return "unsat", None
    if md.getNSols() > 0:
        sol = md.getBestSol()
        return "sat", [int(round(sol[v])) for v in x]
    return "unknown", None


def decide(
    N: int,
    k: int,
    backend: str = "cadical",
    symmetry: str = "clique",
    cuts: bool = True,
    time_limit: float = TIME_LIMIT,
) -> dict[str, Any]:
    """Do ``k`` configurations deliver every pair of GSEN(N)? ``{"status": sat|unsat|unknown,
    "cpu_seconds", "configurations"?}``; a SAT answer is re-checked by simulation (a rejected one is
    reported ``unknown``). ``cuts`` is ignored by CaDiCaL (propagation derives them)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (one of {', '.join(BACKENDS)})")
    t0 = time.process_time()
    m = _Model(N, k)
    fixed = exclusive_pairs(N, symmetry)
    if backend == "cadical":
        status, xv = _cadical(m, fixed, time_limit)
    elif backend == "cpsat":
        status, xv = _cpsat(m, fixed, cuts, time_limit)
    else:
        status, xv = _scip(m, fixed, cuts, time_limit)
    out: dict[str, Any] = {"N": N, "k": k, "backend": backend, "symmetry": symmetry, "cuts": cuts, "status": status}
    if status == "sat":
        confs = m.states(np.asarray(xv))
        ok, msg = ce.check_upper({"N": N, "configurations": confs})
        if ok:
            out["configurations"] = confs
        else:
            out.update(status="unknown", reason=f"model rejected by simulation: {msg}")
    out["cpu_seconds"] = round(time.process_time() - t0, 3)
    return out
