"""Exact search over arbitrary per-switch states (chou-chen-2010, R(N)): can k configurations of an
N x N GSEN deliver every pair?

CNF: ``x[c, s, y]`` = state of switch y of stage s in configuration c; ``z[c, i, F]`` = configuration c
sets up P(i, F) (implies the state every switch on the path needs); every pair (i, j) needs some
``z[c, i, F]`` with F one of its (one or two) tags. Symmetry breaking: input 0 must reach all N
outputs, each configuration sends it to one output, so configuration c < N may be taken to send
input 0 to output c. A SAT model is decoded into states and re-checked by brute force
(:func:`certificate.check_upper`); an UNSAT answer at k - 1 is the solver's word only (no proof
object is kept), so the engine reports it beside, never instead of, a counting certificate.
"""

from __future__ import annotations

import time

from alltoall.checkers.rn import bounds, certificate as ce
from alltoall.spec.topologies import gsen


def _cnf(N: int, k: int):
    net = gsen.GSEN(N)
    pt = bounds.pair_tags(net)
    nv = 0

    def new() -> int:
        nonlocal nv
        nv += 1
        return nv

    x = {(c, s, y): new() for c in range(k) for s in range(net.n) for y in range(net.half)}
    clauses: list[list[int]] = []
    z: dict = {}
    paths = {(i, F): gsen.path(net, i, F) for i in range(N) for F in range(net.tags)}
    for c in range(k):
        for (i, F), p in paths.items():
            v = new()
            z[(c, i, F)] = v
            for s in range(net.n):
                lit = x[(c, s, p.switches[s])]
                clauses.append([-v, lit if p.state(s) else -lit])
    for i in range(N):
        for j in range(N):
            tags = [int(pt.F0[i, j])] + ([int(pt.F1[i, j])] if pt.F1[i, j] >= 0 else [])
            clauses.append([z[(c, i, F)] for c in range(k) for F in tags])
    for c in range(min(k, N)):  # symmetry breaking
        tags = [int(pt.F0[0, c])] + ([int(pt.F1[0, c])] if pt.F1[0, c] >= 0 else [])
        clauses.append([z[(c, 0, F)] for F in tags])
    return net, x, clauses, nv


def _decode(net: gsen.GSEN, k: int, x: dict, true: set) -> list[dict]:
    return [{"states": [[1 if x[(c, s, y)] in true else 0 for y in range(net.half)] for s in range(net.n)]} for c in range(k)]


def feasible(N: int, k: int, backend: str = "pysat", time_limit: float = 60.0) -> dict:
    """``{"status": sat|unsat|unknown, "seconds", "configurations"?}``; SAT models are re-checked."""
    net, x, clauses, nv = _cnf(N, k)
    t0 = time.perf_counter()
    if backend == "pysat":
        from pysat.solvers import Solver

        with Solver(name="cadical153", bootstrap_with=clauses) as s:
            ok = s.solve()
            model = set(v for v in (s.get_model() or []) if v > 0) if ok else set()
        status = "sat" if ok else "unsat"
    elif backend == "z3":
        import z3

        b = [None] + [z3.Bool(f"v{v}") for v in range(1, nv + 1)]
        s = z3.Solver()
        s.set("timeout", max(1, int(time_limit * 1000)))
        for cl in clauses:
            s.add(z3.Or([b[v] if v > 0 else z3.Not(b[-v]) for v in cl]))
        r = s.check()
        status = str(r)
        model = set()
        if r == z3.sat:
            m = s.model()
            model = {v for v in range(1, nv + 1) if z3.is_true(m.eval(b[v], model_completion=True))}
    else:
        raise ValueError(f"unknown backend {backend!r}")
    out = {"N": N, "k": k, "backend": backend, "status": status, "seconds": round(time.perf_counter() - t0, 4),
           "variables": nv, "clauses": len(clauses)}
    if status == "sat":
        confs = _decode(net, k, x, model)
        ok, msg = ce.check_upper({"N": N, "configurations": confs})
        if not ok:
            out["status"] = "unknown"
            out["reason"] = f"model rejected by brute force: {msg}"
        else:
            out["configurations"] = confs
    return out


def least_k(N: int, lo: int, hi: int, backend: str = "pysat", time_limit: float = 60.0) -> dict:
    """Least k in lo..hi with a SAT answer (UNSAT at k - 1 is the other half)."""
    tried = {}
    for k in range(lo, hi + 1):
        r = feasible(N, k, backend, time_limit)
        tried[k] = r["status"]
        if r["status"] != "unsat":
            return {"k": k if r["status"] == "sat" else None, "tried": tried, "last": r}
    return {"k": None, "tried": tried}
