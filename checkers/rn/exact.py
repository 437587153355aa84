"""Exact lower bounds on R(N) over arbitrary per-switch states, with certificates.

:func:`lower_bound` finds a weighting by column generation (a master LP, a pricing solver), scales it
to integers and has CaDiCaL refute "some configuration weighs more than T" with an LRAT proof;
:func:`check_certificate` re-derives the CNF from the spec and re-checks the proof, trusting no
solver. :func:`feasible` asks, for small N only, whether k configurations cover every pair (a SAT
model is re-checked; an UNSAT answer is the solver's word, reported beside a counting certificate).

References
----------
chou-chen-2010, R(N) (Theorems 5.4 and 5.5 are special weightings), Fig. 14.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from time import monotonic as _monotonic  # deadlines: the clock .lrat and .drat read
from typing import Any

import numpy as np

from alltoall.checkers.rn import TIME_LIMIT, bounds, cadical, cpsat, drat, lrat, scip
from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import weightcnf as wc
from alltoall.checkers.rn.established import establish
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import gsen

__all__ = [
    "CERT_DIR",
    "CONFLICT_BUDGET",
    "LowerBound",
    "MARGIN",
    "PRICING",
    "PROOF_FORMATS",
    "REFUTE_CHUNK",
    "SCALE",
    "SCALES",
    "certify",
    "check_certificate",
    "combine_weightings",
    "feasible",
    "fractional",
    "heavier",
    "initial_columns",
    "load_certificate",
    "local_search",
    "lower_bound",
    "max_weight",
    "paths_agree",
    "refute",
    "solve_lrat",
    "structural_parts",
    "write_certificate",
]


def _cnf(N: int, k: int) -> Any:
    net = gsen.GSEN(N)
    pt = bounds.pair_tags(net)
    nv = 0

    def new() -> int:
        nonlocal nv
        nv += 1
        return nv

    x = {(c, s, y): new() for c in range(k) for s in range(net.n) for y in range(net.half)}
    clauses: list[list[int]] = []
    z: dict[Any, Any] = {}
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


def _decode(net: gsen.GSEN, k: int, x: dict[Any, Any], true: set[Any]) -> list[dict[Any, Any]]:
    return [
        {"states": [[1 if x[(c, s, y)] in true else 0 for y in range(net.half)] for s in range(net.n)]}
        for c in range(k)
    ]


def feasible(N: int, k: int, backend: str = "pysat", time_limit: float = TIME_LIMIT) -> dict[Any, Any]:
    """``{"status": sat|unsat|unknown, "seconds", "configurations"?}``; SAT models are re-checked;
    ``unknown`` once ``time_limit`` seconds pass. :mod:`.kconfig` asks the same question with the
    symmetry and cut levers and other solvers."""
    net, x, clauses, nv = _cnf(N, k)
    t0 = time.perf_counter()
    if backend == "pysat":
        ok, model = cadical.solve(clauses, time_limit, name="cadical153", chunk=REFUTE_CHUNK)
        status = "unknown" if ok is None else "sat" if ok else "unsat"
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
    out = {
        "N": N,
        "k": k,
        "backend": backend,
        "status": status,
        "seconds": round(time.perf_counter() - t0, 4),
        "variables": nv,
        "clauses": len(clauses),
    }
    if status == "sat":
        confs = _decode(net, k, x, model)
        ok, msg = ce.check_upper({"N": N, "configurations": confs})
        if not ok:
            out["status"] = "unknown"
            out["reason"] = f"model rejected by brute force: {msg}"
        else:
            out["configurations"] = confs
    return out


# --- weighting bound: column generation, certificates ------------------------------------------

PRICING = ("cpsat", "scip", "z3", "maxsat")
SCALE = 10**5  # float duals -> integer weights for pricing


def _pricing_terms(net: gsen.GSEN, W: Any) -> Any:
    """For every path with positive weight: (weight, [(x index, required state)] per stage)."""
    d, _ = gsen.tag_table(net)
    sw, inp, out = gsen.switch_table(net)
    terms = []
    for i in range(net.N):
        for F in range(net.tags):
            w = int(W[i][int(d[i, F])])
            if w > 0:
                lits = [(s * net.half + int(sw[i, F, s]), int(inp[i, F, s] ^ out[i, F, s])) for s in range(net.n)]
                terms.append((w, lits))
    return terms


def max_weight(
    N: int, W: Any, solver: str = "cpsat", time_limit: float = TIME_LIMIT
) -> tuple[int | None, list[Any] | None, bool]:
    """Heaviest configuration for integer weights ``W[i][j]``: ``(weight, states, optimal)``.

    The weight returned is recomputed by brute force from the states (never the solver's objective)."""
    net = gsen.GSEN(N)
    terms = _pricing_terms(net, W)
    nx = net.n * net.half
    states = None
    optimal = False
    if solver == "cpsat":
        from ortools.sat.python import cp_model

        m = cp_model.CpModel()
        x = [m.NewBoolVar(f"x{k}") for k in range(nx)]
        obj = []
        for t, (w, lits) in enumerate(terms):
            z = m.NewBoolVar(f"z{t}")
            for k, b in lits:
                m.AddImplication(z, x[k] if b else x[k].Not())
            obj.append(w * z)
        m.Maximize(sum(obj))
        s = cpsat.solver(time_limit)
        st = s.Solve(m)
        if st in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            states = [int(s.Value(v)) for v in x]
            optimal = st == cp_model.OPTIMAL
    elif solver == "scip":
        m = scip.model(time_limit)
        x = [m.addVar(vtype="B", name=f"x{k}") for k in range(nx)]
        zs = []
        for t, (w, lits) in enumerate(terms):
            z = m.addVar(vtype="B", name=f"z{t}", obj=w)
            for k, b in lits:
                m.addCons(z <= (x[k] if b else 1 - x[k]))
            zs.append(z)
        m.setMaximize()
        m.optimize()
        if m.getNSols() > 0:
            sol = m.getBestSol()
            states = [int(round(sol[v])) for v in x]
            optimal = m.getStatus() == "optimal"
    elif solver == "z3":
        import z3

        x = [z3.Bool(f"x{k}") for k in range(nx)]
        o = z3.Optimize()
        o.set("timeout", max(1, int(time_limit * 1000)))
        obj = []
        for t, (w, lits) in enumerate(terms):
            z = z3.Bool(f"z{t}")
            for k, b in lits:
                o.add(z3.Implies(z, x[k] if b else z3.Not(x[k])))
            obj.append(z3.If(z, w, 0))
        o.maximize(z3.Sum(obj) if obj else z3.IntVal(0))
        r = o.check()
        if r == z3.sat:
            mdl = o.model()
            states = [1 if z3.is_true(mdl.eval(v, model_completion=True)) else 0 for v in x]
            optimal = True
    elif solver == "maxsat":
        from pysat.examples.rc2 import RC2
        from pysat.formula import WCNF

        wcnf = WCNF()
        for t, (w, lits) in enumerate(terms):
            z = nx + 1 + t
            for k, b in lits:
                wcnf.append([-z, (k + 1) if b else -(k + 1)])
            wcnf.append([z], weight=w)
        with RC2(wcnf) as rc2:
            model = rc2.compute()
        if model is not None:
            tv = {v for v in model if v > 0}
            states = [1 if (k + 1) in tv else 0 for k in range(nx)]
            optimal = True
    else:
        raise ValueError(f"unknown pricing solver {solver!r} (one of {', '.join(PRICING)})")
    if states is None:
        return None, None, False
    st2 = [states[s * net.half : (s + 1) * net.half] for s in range(net.n)]
    return wc.config_weight(N, [list(map(int, r)) for r in W], st2), st2, optimal


def _master(columns: list[Any], N: int) -> Any:
    """LP min sum x_c s.t. every pair covered (fractionally): (value, duals y[N][N]) by GLOP."""
    from ortools.linear_solver import pywraplp

    lp = pywraplp.Solver.CreateSolver("GLOP")
    xs = [lp.NumVar(0.0, lp.infinity(), f"c{k}") for k in range(len(columns))]
    cons = [[lp.Constraint(1.0, lp.infinity()) for _ in range(N)] for _ in range(N)]
    for k, perm in enumerate(columns):
        for i, j in enumerate(perm):
            cons[i][j].SetCoefficient(xs[k], 1.0)
    obj = lp.Objective()
    for v in xs:
        obj.SetCoefficient(v, 1.0)
    obj.SetMinimization()
    st = lp.Solve()
    if st != pywraplp.Solver.OPTIMAL:
        raise RuntimeError(f"master LP status {st}")
    y = np.array([[max(0.0, cons[i][j].dual_value()) for j in range(N)] for i in range(N)])
    return obj.Value(), y


def _mirror(states: np.ndarray) -> np.ndarray:
    """The complement automorphism t -> N - 1 - t of a GSEN: switch y -> N/2 - 1 - y, states kept;
    the realized permutation becomes ``j' = N - 1 - perm[N - 1 - i]``."""
    return np.ascontiguousarray(states[..., ::-1])


def initial_columns(N: int) -> list[Any]:
    """States of every stage-control family configuration (they cover every pair: Theorem 3.8)."""
    net = gsen.GSEN(N)
    S = np.concatenate([np.stack([gsen.family_states(net, f, C) for C in range(net.tags)]) for f in gsen.FAMILIES])
    return list(S)


def local_search(net: gsen.GSEN, y: np.ndarray, starts: np.ndarray, rounds: int = 200) -> tuple[float, np.ndarray]:
    """Heaviest configuration a steepest-ascent single-switch-flip search reaches from each start."""
    rows = np.arange(net.N)
    nb = net.n * net.half
    flip = np.zeros((nb, net.n, net.half), dtype=np.int64)
    for k in range(nb):
        flip[k, k // net.half, k % net.half] = 1
    best_w, best_s = -1.0, None
    for S in starts:
        S = np.array(S, dtype=np.int64)
        w = float(y[rows, gsen.realize(net, S)].sum())
        for _ in range(rounds):
            cand = S[None] ^ flip
            ws = y[rows[None, :], gsen.realize(net, cand)].sum(axis=1)
            k = int(np.argmax(ws))
            if ws[k] <= w + 1e-12:
                break
            S, w = cand[k], float(ws[k])
        if w > best_w:
            best_w, best_s = w, S
    return best_w, best_s


def fractional(
    N: int,
    solver: str = "cadical",
    target: int | None = None,
    time_limit: float = 300.0,
    progress: Any = None,
    seed: int = 1,
    columns: list[Any] | None = None,
) -> dict[Any, Any]:
    """Column generation for the fractional cover number, stabilized (smoothing towards the best
    dual so far, columns closed under the complement automorphism), pricing by local search.

    Stops when the local search finds no configuration heavier than 1 under the smoothed duals,
    at ``target`` (the Lagrangian-style bound ``sum y / heaviest found`` reaches it) or at the time
    limit. Returns ``{"lp", "duals", "columns", "iterations", "seconds"}``; :func:`certify` makes the
    exact certificate (an exact solver proves the duals feasible, or returns a heavier column)."""
    t0 = time.perf_counter()
    say = progress or (lambda s: None)
    net = gsen.GSEN(N)
    rng = np.random.default_rng(seed)
    cols = list(columns) if columns is not None else initial_columns(N)
    seen = {tuple(gsen.realize(net, S).tolist()) for S in cols}
    center, center_w = None, 0.0  # the smoothing center and its heaviest configuration's weight
    it = 0
    val = float("nan")
    y = None
    while time.perf_counter() - t0 < time_limit:
        it += 1
        val, y = _master([gsen.realize(net, S) for S in cols], N)
        y = 0.5 * (y + y[::-1, ::-1])  # the complement automorphism maps optimal duals to optimal duals
        q = y if center is None else 0.7 * center + 0.3 * y
        starts = np.concatenate([np.array(cols[-8:]), rng.integers(0, 2, (6, net.n, net.half))])
        w, S = local_search(net, q, starts)
        if center is None or q.sum() / max(w, 1.0) > center.sum() / max(center_w, 1.0):
            center, center_w = q, w
        say(
            f"N = {N}: iteration {it}, LP {val:.4f}, heaviest {w:.4f}, bound {q.sum() / max(w, 1.0):.4f}, {len(cols)} "
            "columns"
        )
        if w <= 1 + 1e-9:
            if q is y:
                break
            center = None  # mispricing: price the master's own duals next
            continue
        new = 0
        for T in (S, _mirror(S)):
            key = tuple(gsen.realize(net, T).tolist())
            if key not in seen:
                seen.add(key)
                cols.append(T)
                new += 1
        if not new and q is y:
            break
        if target is not None and center is not None and center.sum() / max(center_w, 1.0) > target - 1 + MARGIN:
            break
    converged = center is None or (y is not None and q is y)
    duals = [y] if converged else []
    if center is not None:
        duals.append(center)
    return {
        "N": N,
        "lp": val,
        "duals": duals,
        "columns": cols,
        "iterations": it,
        "converged": converged,
        "seconds": time.perf_counter() - t0,
    }


CONFLICT_BUDGET = 300_000
MARGIN = 0.5  # stop the column generation when the smoothed bound passes target - 1 + MARGIN
SCALES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64)


def heavier(N: int, W: Any, T: int, solver: str = "cadical", time_limit: float = 120.0) -> Any:
    """Exact decision: a configuration weighing more than ``T`` (its states), or None if none exists.
    Raises TimeoutError when the solver gives up."""
    if solver == "cadical":
        cnf = wc.weight_cnf(N, W, T)
        r, tv = cadical.solve(cnf.clauses, None, name="cadical153", chunk=CONFLICT_BUDGET)
        if r is None:
            raise TimeoutError(f"CaDiCaL gave up after {CONFLICT_BUDGET} conflicts")
        if not r:
            return None
        net = gsen.GSEN(N)
        return [[1 if cnf.x(st, y) in tv else 0 for y in range(net.half)] for st in range(net.n)]
    w, states, opt = max_weight(N, W, solver, time_limit)
    if w is not None and w > T:
        return states
    if not opt:
        raise TimeoutError(f"{solver} did not finish in {time_limit:.0f}s")
    return None


def _candidates(duals_list: Any, scales: Any = SCALES) -> Any:
    """Integer weightings to try: each dual vector rationalized (small denominators), then rounded on grids."""
    from fractions import Fraction
    from math import lcm

    out = []
    for y in duals_list:
        y = np.asarray(y, dtype=float)
        fr = [[Fraction(float(v)).limit_denominator(240) for v in row] for row in y]
        L = 1
        for row in fr:
            for v in row:
                L = lcm(L, v.denominator)
        if L <= 4096:
            out.append(np.array([[int(v * L) for v in row] for row in fr], dtype=np.int64))
        ym = y / max(float(np.max(y)), 1e-12)
        out += [np.rint(ym * D).astype(np.int64) for D in scales]
    return out


def certify(N: int, duals_list: Any, target: int, solver: str = "cadical", time_limit: float = 120.0) -> Any:
    """Integer weights from the duals and a threshold ``T`` with ``ceil(sum W / T) >= target``, ``T``
    checked exactly: ``("ok", {"weights", "threshold", "bound"})``, ``("column", states)`` (a
    configuration heavier than T: the duals were infeasible) or ``("none", None)``."""
    net = gsen.GSEN(N)
    last_col = None
    t0 = time.perf_counter()
    starts = np.concatenate(
        [np.stack([gsen.family_states(net, f, C) for C in range(net.tags)]) for f in ("doubly", "alternating")]
    )
    starts = starts[:: max(1, len(starts) // 16)]
    for W in _candidates(duals_list):
        total = int(W.sum())
        if total == 0 or target <= 1:
            continue
        T = -(-total // (target - 1)) - 1  # largest T with ceil(total / T) >= target
        if T < 1 or T > wc.MAX_THRESHOLD or wc.bound_of(W.tolist(), T) < target:
            continue
        w, S = local_search(net, W.astype(float), starts)
        if w > T:
            last_col = S
            continue
        left = time_limit - (time.perf_counter() - t0)
        if left <= 0:
            break
        try:
            col = heavier(N, W.tolist(), T, solver, left)
        except TimeoutError:
            continue
        if col is None:
            return "ok", {"weights": W.tolist(), "threshold": T, "bound": wc.bound_of(W.tolist(), T)}
        last_col = np.array(col)
    return ("column", last_col) if last_col is not None else ("none", None)


REFUTE_CHUNK = cadical.CHUNK  # conflicts between two looks at the clock


def solve_lrat(clauses: Any, deadline: float | None = None) -> tuple[str, list[str] | None]:
    """CaDiCaL 1.9.5 (python-sat's ``cadical195``) on ``clauses`` with a text LRAT proof:
    ``("unsat", lines)``, ``("sat", None)`` or ``("unknown", None)`` once ``deadline`` (a
    ``time.monotonic()`` value) passes; the search runs in chunks of :data:`REFUTE_CHUNK` conflicts,
    the clock read between chunks. The proof carries its own hints, so :mod:`.lrat` checks it
    without search."""
    import tempfile

    import pysolvers
    from pysat._utils import MainThread

    s = pysolvers.cadical195_new()
    fh = tempfile.TemporaryFile()
    try:
        pysolvers.cadical195_set(s, "lrat", 1)  # options must precede the tracer
        pysolvers.cadical195_set(s, "binary", 0)
        pysolvers.cadical195_tracepr(s, fh)
        for cl in clauses:
            pysolvers.cadical195_add_cl(s, list(cl))
        while True:
            pysolvers.cadical195_cbudget(s, REFUTE_CHUNK)
            r = pysolvers.cadical195_solve_lim(s, [], int(MainThread.check()))
            if r != 0:
                break
            if deadline is not None and _monotonic() > deadline:
                return "unknown", None
        status = "sat" if r > 0 else "unsat"
    finally:
        pysolvers.cadical195_del(s, fh)  # flushes the proof
    if status == "sat":
        fh.close()
        return "sat", None
    fh.seek(0)
    lines = fh.read().decode("ascii").splitlines()
    fh.close()
    return "unsat", lines


def refute(N: int, W: Any, T: int, deadline: float | None = None) -> dict[Any, Any]:
    """CaDiCaL on :func:`weightcnf.weight_cnf` with an LRAT proof: ``{"status", "proof", "sha256", ...}``
    (status ``unknown`` when ``deadline`` passed first)."""
    cnf = wc.weight_cnf(N, W, T)
    t0 = time.perf_counter()
    status, proof = solve_lrat(cnf.clauses, deadline)
    return {
        "status": status,
        "proof": proof,
        "sha256": cnf.sha256,
        "variables": cnf.variables,
        "clauses": len(cnf.clauses),
        "solve_seconds": round(time.perf_counter() - t0, 3),
    }


# --- certificates: one or more weighting parts, each refuted with an LRAT proof -----------------
#
# A part (W_k, T_k) says: no configuration delivers pairs of W_k-weight above T_k (UNSAT of
# weightcnf.weight_cnf(N, W_k, T_k), LRAT proof). Every configuration delivers exactly N pairs
# (it realizes a permutation), so with ``ones`` = m the combined weighting W = sum_k W_k - m (all
# pairs) satisfies W(c) <= sum_k T_k - m N for every configuration c, and if W >= 0 on every pair,
# any R configurations delivering every pair give sum W <= R (sum T_k - m N).


def combine_weightings(N: int, parts: list[dict[Any, Any]], ones: int) -> tuple[list[list[int]], int]:
    """The combined weighting and per-configuration threshold of a certificate's parts."""
    from alltoall.checkers.rn import weightcnf as wc

    W = np.full((N, N), -int(ones), dtype=np.int64)
    T = -int(ones) * N
    for part in parts:
        W += np.array(wc.validate_weights(N, part["weights"]), dtype=np.int64)
        T += int(part["threshold"])
    return W.tolist(), T


def structural_parts(N: int) -> list[tuple[str, list[dict[Any, Any]], int]]:
    """Weightings read off the network's unique paths (computed from the spec, each part still to be
    refuted by the solver): ``(name, parts, ones)``.

    * terminal: the pairs all of whose paths leave one terminal of one stage, weight 1, T = 1;
    * switch-blocks: at one stage, the pairs whose every path crosses switch S in one direction
      (+1) and the pairs some path of the opposite direction through S delivers (-1), switches whose
      sets meet merged into one part (weights 1 + d, T = N), one part per block."""
    net = gsen.GSEN(N)
    out = []
    tc = bounds.terminal_cut(net)
    if tc["bound"] > N:
        W = np.zeros((N, N), dtype=np.int64)
        for i, j in bounds.forced_through_terminal(net, tc["stage"], tc["terminal"]):
            W[i, j] = 1
        out.append(("terminal", [{"weights": W.tolist(), "threshold": 1}], 0))
    pt = bounds.pair_tags(net)
    sw, inp, outp = gsen.switch_table(net)
    best = None
    for st in range(net.n):
        U, C = bounds.switch_items(net, st)
        forced: dict[int, set[Any]] = {}
        comp: dict[int, set[Any]] = {}
        for S in range(net.half):
            types = [(x, y) for x in (0, 1) for y in (0, 1) if U.get((S, x, y), 0) > 0]
            if len(types) != 1:
                continue
            x, y = types[0]
            forced[S] = {
                (i, j)
                for i in range(N)
                for j in range(N)
                if pt.unique[i, j]
                and sw[i, pt.F0[i, j], st] == S
                and inp[i, pt.F0[i, j], st] == x
                and outp[i, pt.F0[i, j], st] == y
            }
            comp[S] = set(C.get((S, 1 - x, 1 - y), set()))
        blocks: list[tuple[set[Any], set[Any], set[Any]]] = []  # (switches, forced, companion)
        for S in sorted(forced):
            b = ({S}, set(forced[S]), set(comp[S]))
            merged = [blk for blk in blocks if blk[2] & b[2]]
            for blk in merged:
                blocks.remove(blk)
                b = (b[0] | blk[0], b[1] | blk[1], b[2] | blk[2])
            blocks.append(b)
        good = [b for b in blocks if len(b[1] - b[2]) > len(b[2] - b[1])]
        gain = sum(len(b[1] - b[2]) - len(b[2] - b[1]) for b in good)
        if good and (best is None or gain > best[0]):
            best = (gain, st, good)
    if best is not None:
        parts = []
        for _, fset, cset in sorted(best[2], key=lambda b: min(b[0])):
            W = np.ones((N, N), dtype=np.int64)
            for i, j in fset - cset:
                W[i, j] = 2
            for i, j in cset - fset:
                W[i, j] = 0
            parts.append({"weights": W.tolist(), "threshold": N})
        out.append((f"switch-blocks (stage {best[1]})", parts, len(parts) - 1))
    return out


@dataclass
class LowerBound:
    """An exact lower bound on R(N) and its certificate (weighting parts, CNF digests, LRAT proofs)."""

    N: int
    bound: int
    certificate: dict[Any, Any]
    proofs: list[Any] = field(default_factory=list)  # one list of proof lines per part (LRAT)
    seconds: dict[Any, Any] = field(default_factory=dict)
    lp: float | None = None
    message: str = ""


def _certificate(
    N: int,
    name: str,
    parts: list[dict[Any, Any]],
    ones: int,
    secs: dict[Any, Any],
    lp: Any = None,
    check: bool = True,
    deadline: float | None = None,
) -> LowerBound | None:
    """Refute every part with CaDiCaL (LRAT proofs, trimmed), then re-check the whole certificate;
    None when a part is satisfiable or ``deadline`` (``time.monotonic()``) passes first."""
    t0 = time.perf_counter()
    proofs = []
    cparts = []
    for part in parts:
        if deadline is not None and _monotonic() > deadline:
            return None
        ref = refute(N, part["weights"], part["threshold"], deadline)
        if ref["status"] != "unsat":
            return None
        proof = lrat.trim(ref["proof"])
        proofs.append(proof)
        cparts.append(
            {
                "weights": part["weights"],
                "threshold": part["threshold"],
                "cnf_sha256": ref["sha256"],
                "cnf_variables": ref["variables"],
                "cnf_clauses": ref["clauses"],
                "proof_lines": len(proof),
                "proof_format": "lrat",
            }
        )
    secs["refutation"] = round(time.perf_counter() - t0, 3)
    W, T = combine_weightings(N, cparts, ones)
    cert = {"N": N, "method": "weighting", "search": name, "ones": ones, "parts": cparts, "bound": wc.bound_of(W, T)}
    msg = (
        f"{name}: {len(parts)} part(s), weights sum {sum(map(sum, W))}, every configuration weighs <= {T}: R({N}) >= "
        f"{cert['bound']}"
    )
    if check:
        t1 = time.perf_counter()
        ok, b, m = check_certificate(cert, proofs, deadline=deadline)
        secs["proof_check"] = round(time.perf_counter() - t1, 3)
        if not ok:
            return LowerBound(N, N, {"N": N, "method": "counting"}, [], secs, lp, f"certificate rejected: {m}")
        msg += f"; {m}"
    return LowerBound(N, cert["bound"], cert, proofs, secs, lp, msg)


def lower_bound(
    N: int,
    *,
    target: int | None = None,
    solver: str = "cadical",
    time_limit: float = 300.0,
    check: bool = True,
    progress: Any = None,
    search: tuple[Any, ...] = ("structural", "columns"),
) -> LowerBound:
    """The best exact lower bound on R(N) the search reaches (arbitrary per-switch states), with a
    certificate: weighting parts refuted by CaDiCaL with LRAT proofs, re-checked by :mod:`.lrat`.
    Every phase (search, refutation, proof check) stops at ``time_limit`` seconds overall; a
    refutation or check cut short establishes nothing.

    ``target`` (default: the engine's best known upper bound) is the bound sought. ``search``:
    "structural" tries the weightings of :func:`structural_parts`; "columns" runs the column
    generation (:func:`fractional`, exact pricing by ``solver``: cadical, cpsat, scip, z3, maxsat).
    Returns the counting bound N when neither reaches above N."""
    if target is None:
        target = _best_upper(N)
    say = progress or (lambda s: None)
    t0 = time.perf_counter()
    deadline = _monotonic() + time_limit
    best = LowerBound(N, N, {"N": N, "method": "counting"}, [], {}, None, f"counting: R({N}) >= {N}")
    if "structural" in search:
        for name, parts, ones in structural_parts(N):
            W, T = combine_weightings(N, parts, ones)
            if T <= 0 or min(map(min, W)) < 0 or wc.bound_of(W, T) <= best.bound:
                continue
            say(f"N = {N}: refuting {name} ({len(parts)} part(s), bound {wc.bound_of(W, T)})")
            r = _certificate(
                N, name, parts, ones, {"search": round(time.perf_counter() - t0, 3)}, check=check, deadline=deadline
            )
            if r is None and _monotonic() > deadline:
                best.message += f"; {name}: refutation cut short at the time limit ({time_limit:.0f}s)"
            if r is not None and r.bound > best.bound:
                best = r
            if best.bound >= target:
                return best
    if "columns" in search and best.bound < target:
        secs = {"column_generation": 0.0, "exact_pricing": 0.0}
        cols = None
        lp = None
        cert = None
        while time.perf_counter() - t0 < time_limit:
            left = time_limit - (time.perf_counter() - t0)
            t1 = time.perf_counter()
            fr = fractional(N, target=target, time_limit=left, progress=progress, columns=cols)
            secs["column_generation"] += time.perf_counter() - t1
            cols, lp = fr["columns"], fr["lp"]
            t1 = time.perf_counter()
            kind, val = certify(N, fr["duals"], target, solver, max(1.0, time_limit - (time.perf_counter() - t0)))
            secs["exact_pricing"] += time.perf_counter() - t1
            if kind == "ok":
                cert = val
                break
            if kind == "none":
                break
            cols = cols + [np.array(val), _mirror(np.array(val))]
            say(f"N = {N}: exact pricing returned a heavier configuration; {len(cols)} columns")
        secs = {k: round(v, 3) for k, v in secs.items()}
        if cert is not None:
            r = _certificate(
                N,
                "column generation",
                [{"weights": cert["weights"], "threshold": cert["threshold"]}],
                0,
                secs,
                lp,
                check=check,
                deadline=deadline,
            )
            if r is not None and r.bound > best.bound:
                best = r
        elif best.bound == N:
            best.message += f"; column generation reached no weighting for {target} in {time_limit:.0f}s (LP {lp})"
    return best


def paths_agree(N: int, samples: int = 32, seed: int = 1) -> tuple[bool, str]:
    """The CNF's path model (:func:`gsen.path`: switch and state per stage) against the simulator
    (:func:`gsen.realize`, :func:`gsen.forward_tags`) on every stage-control and ``samples`` seeded
    random configurations: each input's path needs exactly the states the configuration has and ends
    where the simulator delivers. Part of checking that the refuted CNF encodes the question."""
    net = gsen.GSEN(N)
    rng = np.random.default_rng(seed)
    confs = [gsen.family_states(net, "sc", C) for C in range(net.tags)] + list(
        rng.integers(0, 2, (samples, net.n, net.half))
    )
    for S in confs:
        dest, tags = gsen.realize(net, S), gsen.forward_tags(net, S)
        for i in range(N):
            p = gsen.path(net, i, int(tags[i]))
            if p.dest != int(dest[i]) or any(int(S[s][p.switches[s]]) != p.state(s) for s in range(net.n)):
                return (
                    False,
                    f"P({i}, {int(tags[i])}) disagrees with the simulator under states {np.asarray(S).tolist()}",
                )
    return True, f"paths agree with the simulator on {len(confs)} configurations"


PROOF_FORMATS = ("lrat", "drat")


def check_certificate(cert: dict[Any, Any], proofs: Any, deadline: float | None = None) -> tuple[bool, int, str]:
    """``(valid, bound, message)``: for every part re-derive the CNF from the spec and its weights,
    compare digests and check its proof (LRAT with :mod:`.lrat`, linear; DRAT with :mod:`.drat`, the
    slow fallback for proofs without hints); combine the parts (weights >= 0) and recompute
    ``ceil(sum W / T)``. Every part is checked, and the check stops, rejecting, once ``deadline``
    (a ``time.monotonic()`` value) passes. Trusts nothing the certificate states about the bound;
    a malformed certificate is rejected with a message, never an exception."""
    try:
        return _check_certificate(cert, proofs, deadline)
    except (ParameterError, KeyError, TypeError, ValueError) as e:
        return False, 0, f"malformed certificate: {e}"


def _check_certificate(cert: dict[Any, Any], proofs: Any, deadline: Any) -> tuple[bool, int, str]:
    if not isinstance(cert, dict):
        raise ParameterError("certificate", "expected an object")
    N = require_int(cert.get("N"), "N", 2)
    require(N <= ce.MAX_CHECK_N, "N", f"certificates are re-checked up to N = {ce.MAX_CHECK_N}, got {N}")
    gsen.GSEN(N)  # N must name a GSEN
    if cert.get("method", "weighting") != "weighting":
        return False, N, f"not a weighting certificate (method {cert.get('method')!r})"
    parts = cert.get("parts")
    if not isinstance(parts, list) or not parts or not isinstance(proofs, list) or len(proofs) != len(parts):
        return False, N, "a weighting certificate lists one or more parts, one proof each"
    ones = require_int(cert.get("ones", 0), "ones", 0)
    cut = "cut short at the time limit: nothing established"
    cnfs = []
    for k, part in enumerate(parts):  # the cheap checks of every part before any proof
        if deadline is not None and _monotonic() > deadline:
            return False, N, f"part {k}: {cut}"
        if not isinstance(part, dict):
            return False, N, f"part {k}: expected an object"
        W = wc.validate_weights(N, part.get("weights"))
        cnf = wc.weight_cnf(N, W, part.get("threshold"))
        if cnf.sha256 != part.get("cnf_sha256"):
            return (
                False,
                N,
                f"part {k}: the CNF re-derived from the spec differs from the one refuted (digest mismatch)",
            )
        cnfs.append(cnf)
    agree, why = paths_agree(N)
    if not agree:
        return False, N, f"the path model of the CNF is wrong: {why}"
    lemmas = 0
    for k, (part, proof, cnf) in enumerate(zip(parts, proofs, cnfs)):
        fmt = part.get("proof_format", "drat")
        if fmt not in PROOF_FORMATS:
            return False, N, f"part {k}: unknown proof format {fmt!r} (one of {', '.join(PROOF_FORMATS)})"
        if not isinstance(proof, list):
            return False, N, f"part {k}: the proof is not a list of lines"
        if deadline is not None and _monotonic() > deadline:
            return False, N, f"part {k}: {cut}"
        if fmt == "lrat":
            r = lrat.check(cnf.clauses, proof, deadline=deadline)
        else:
            r = drat.check(cnf.clauses, proof, cnf.variables, deadline=deadline)
        if not r.ok:
            why = f" ({cut})" if r.timed_out else ""
            return False, N, f"part {k}: {fmt.upper()} proof rejected: {r.message}{why}"
        lemmas += r.lemmas
    W, T = combine_weightings(N, parts, ones)
    if min(map(min, W)) < 0:
        return False, N, "the combined weighting is negative on some pair"
    if T <= 0:
        return False, N, "the combined threshold is not positive"
    b = wc.bound_of(W, T)
    fmts = sorted({p.get("proof_format", "drat").upper() for p in parts})
    return True, b, f"all {len(parts)} {'/'.join(fmts)} proof(s) accepted ({lemmas} lemmas): R({N}) >= {b}"


def _best_upper(N: int) -> int:
    return establish(N)["upper"]


CERT_DIR = "proofs/certificates"


def write_certificate(lb: LowerBound, directory: Any) -> list[Any]:
    """Write ``rn_lower_N<N>.json`` and one gzipped proof per part, ``rn_lower_N<N>_part<k>.<format>.gz``
    (byte-identical on rerun)."""
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    cert = dict(lb.certificate)
    files = []
    parts = []
    for k, (part, proof) in enumerate(zip(cert.get("parts", []), lb.proofs)):
        fmt = part.get("proof_format", "drat")
        name = f"rn_lower_N{lb.N}_part{k}.{fmt}.gz"
        (d / name).write_bytes(lrat.gzip_lines(proof))
        parts.append({**part, "proof": name})
        files.append(d / name)
    cert["parts"] = parts
    p = d / f"rn_lower_N{lb.N}.json"
    p.write_text(json.dumps(cert, sort_keys=True, separators=(",", ":")) + "\n")
    return [p] + files


def load_certificate(path: Any) -> tuple[dict[Any, Any], list[Any]]:
    """A certificate written by :func:`write_certificate` and its proofs (lists of proof lines),
    each proof read through :func:`lrat.read_gzip` (size-capped; a name must stay in the
    certificate's folder). Raises :class:`ParameterError` on a malformed file."""
    p = Path(path)
    try:
        cert = json.loads(p.read_text())
    except (OSError, ValueError) as e:
        raise ParameterError("certificate", f"{p.name}: not a readable JSON file ({e})") from None
    if not isinstance(cert, dict) or not isinstance(cert.get("parts", []), list):
        raise ParameterError("certificate", f"{p.name}: expected an object with a list of parts")
    proofs = []
    for k, part in enumerate(cert.get("parts", [])):
        name = part.get("proof") if isinstance(part, dict) else None
        if not isinstance(name, str) or Path(name).name != name:
            raise ParameterError("proof", f"{p.name}: part {k} names no proof file beside the certificate")
        try:
            proofs.append(lrat.read_gzip(p.parent / name))
        except lrat.LratError as e:
            raise ParameterError("proof", str(e)) from None
    return cert, proofs
