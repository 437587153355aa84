"""CPU seconds to establish R(N) (both bounds) for each even N per solver (chou-chen-2010), in one run.

Lower bound: the weighting the exact search finds (:func:`exact.structural_parts`; the counting
bound N needs no solver) and, per solver, the exact decision "no configuration weighs more than
T" for each part: CaDiCaL (python-sat, UNSAT with a DRAT proof, which is then checked by the
pure-Python checker, timed separately), CP-SAT (OR-tools), SCIP (pyscipopt) and Z3 (maximize the
weight and compare), RC2 (python-sat MaxSAT). Upper bound: the least cover of all pairs by the
stage-control family configurations, per solver (CaDiCaL's column uses RC2 from the same package).
Ratios are against CaDiCaL measured in the same run. Prints one row per N and solver.

``--kconfig`` adds the generic exact search, the question "do R(N) - 1 configurations deliver every
pair?" (:mod:`alltoall.checkers.rn.kconfig`; UNSAT settles the lower bound without a weighting),
once per solver and lever: the suite's first search (:func:`exact.feasible`: CaDiCaL, input 0's row
as symmetry breaking), CaDiCaL with the exclusive-pair clique, CP-SAT and SCIP with and without the
counting cuts. Ratios are against the suite's first search in the same run.

Times are CPU seconds of this process (user + sys, ``time.process_time``: every solver here runs
in-process on one thread), so they do not depend on the load of a shared machine.

    python benchmarks/bench_rn_solvers.py --nmax 32 --budget 120
    python benchmarks/bench_rn_solvers.py --nmin 4 --nmax 20 --budget 60 --kconfig --kconfig-only
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from alltoall.checkers.rn import cover, engine, exact, kconfig, weightcnf
from alltoall.spec.topologies import gsen

SOLVERS = ("cadical", "cpsat", "scip", "z3", "maxsat")
COVER = {"cadical": "maxsat", "cpsat": "cpsat", "scip": "scip", "z3": "z3", "maxsat": "maxsat"}


def decide(N: int, W, T: int, solver: str, budget: float) -> str:
    if solver == "cadical":
        r = exact.refute(N, W, T)
        return r["status"]
    w, _, opt = exact.max_weight(N, W, solver, budget)
    if w is not None and w > T:
        return "sat"
    return "unsat" if opt else "unknown"


def lower(N: int, solver: str, budget: float) -> tuple[int, float, str]:
    t0 = time.process_time()
    target = engine.establish(N)["upper"]
    best = N
    for _name, parts, ones in exact.structural_parts(N):
        W, T = exact.combine_weightings(N, parts, ones)
        if weightcnf.bound_of(W, T) <= best:
            continue
        ok = True
        for p in parts:
            left = budget - (time.process_time() - t0)
            if left <= 0 or decide(N, p["weights"], p["threshold"], solver, left) != "unsat":
                ok = False
                break
        if ok:
            best = max(best, weightcnf.bound_of(W, T))
        if best >= target:
            break
    return best, time.process_time() - t0, "ok" if time.process_time() - t0 < budget else "timeout"


def upper(N: int, solver: str, budget: float) -> tuple[int | None, float]:
    t0 = time.process_time()
    net = gsen.GSEN(N)
    P = np.unique(np.concatenate([gsen.family_perms(net, f) for f in gsen.FAMILIES]), axis=0)
    r = cover.min_cover(P, COVER[solver], budget)
    return r.size, time.process_time() - t0


#: The k-configuration variants: (label, backend, symmetry, cuts); "suite" is exact.feasible.
KCONFIG = (
    ("suite (cadical, row)", "suite", "row", False),
    ("cadical, clique", "cadical", "clique", False),
    ("cpsat, row", "cpsat", "row", False),
    ("cpsat, clique + cuts", "cpsat", "clique", True),
    ("scip, row", "scip", "row", False),
    ("scip, clique + cuts", "scip", "clique", True),
)


def kconfig_row(N: int, k: int, backend: str, symmetry: str, cuts: bool, budget: float) -> tuple[str, float]:
    t0 = time.process_time()
    if backend == "suite":
        r = exact.feasible(N, k, "pysat", budget)
    else:
        r = kconfig.decide(N, k, backend, symmetry, cuts, budget)
    return r["status"], time.process_time() - t0


def kconfig_table(Ns: list[int], budget: float, skip_after: float) -> None:
    """One row per N and variant at k = R(N) - 1 (the best known R(N): every cell of Fig. 14 up to 32
    is settled). A variant that took more than ``skip_after`` CPU seconds is not run for larger N."""
    print(f"{'N':>3} {'k':>3} {'variant':24} {'answer':>7} {'cpu s':>8} {'x suite':>8}")
    dead: set[str] = set()
    for N in Ns:
        k = engine.establish(N)["upper"] - 1
        base = None
        for label, backend, sym, cuts in KCONFIG:
            if label in dead:
                print(f"{N:>3} {k:>3} {label:24} {'skipped':>7}", flush=True)
                continue
            st, sec = kconfig_row(N, k, backend, sym, cuts, budget)
            if backend == "suite":
                base = sec if st != "unknown" else None
            ratio = f"{sec / base:8.3f}" if base else " " * 8
            print(f"{N:>3} {k:>3} {label:24} {st:>7} {sec:8.2f} {ratio}", flush=True)
            if sec > skip_after:
                dead.add(label)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nmax", type=int, default=32)
    ap.add_argument("--nmin", type=int, default=4)
    ap.add_argument("--budget", type=float, default=120.0, help="seconds per solver and N for each bound")
    ap.add_argument("--solvers", default=",".join(SOLVERS))
    ap.add_argument("--check", action="store_true", help="also time the DRAT check of CaDiCaL's proofs")
    ap.add_argument(
        "--lower-only", action="store_true", help="skip the family covers (the upper bound is then the construction)"
    )
    ap.add_argument("--kconfig", action="store_true", help="also time the k-configuration search at k = R(N) - 1")
    ap.add_argument("--kconfig-only", action="store_true", help="only the k-configuration table")
    ap.add_argument(
        "--skip-after",
        type=float,
        default=float("inf"),
        help="k-configuration: drop a variant for larger N once it took this many CPU seconds",
    )
    a = ap.parse_args()
    sols = a.solvers.split(",")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; CPU seconds (user + sys)")
    if a.kconfig or a.kconfig_only:
        kconfig_table(list(range(a.nmin, a.nmax + 1, 2)), a.budget, a.skip_after)
        if a.kconfig_only:
            return
    print(
        f"{'N':>3} {'solver':8} {'lower':>5} {'upper':>5} {'meet':>4} {'s lower':>8} {'s upper':>8} {'s total':>8} "
        f"{'x cadical':>9}"
    )
    for N in range(a.nmin, a.nmax + 1, 2):
        base = None
        for s in sols:
            lb, tl, st = lower(N, s, a.budget)
            ub, tu = (engine.establish(N)["upper"], 0.0) if a.lower_only else upper(N, s, a.budget)
            tot = tl + tu
            if s == "cadical":
                base = tot
            ratio = f"{tot / base:9.2f}" if base else " " * 9
            meet = "yes" if ub is not None and lb == ub else "no"
            print(
                f"{N:>3} {s:8} {lb:>5} {ub if ub is not None else '-':>5} {meet:>4} {tl:8.2f} {tu:8.2f} {tot:8.2f} "
                f"{ratio}" + ("" if st == "ok" else "  (lower: budget exhausted)"),
                flush=True,
            )
        if a.check:
            t0 = time.process_time()
            r = exact.lower_bound(N, search=("structural",), check=True)
            print(
                f"{N:>3} certificate: R({N}) >= {r.bound}, {sum(len(p) for p in r.proofs)} DRAT lines, "
                f"checked in {r.seconds.get('proof_check', 0.0):.2f}s (total {time.process_time() - t0:.2f}s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
