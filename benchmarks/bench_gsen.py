"""chou-chen-2010 benchmarks: which solver settles R(N), and how far Z3 proves the Sect. 3 lemmas.

1. For each even N <= --nmax: seconds to establish R(N) both ways by counting certificates and
   constructions (no solver, the baseline), and seconds of each least-cover solver (z3 Optimize,
   python-sat RC2, OR-tools CP-SAT when installed) on the union of the four stage-control families,
   printed as ratios to the baseline.
2. The exact per-switch search (arbitrary states): Z3 against CaDiCaL (python-sat) for the
   feasibility of R(N) configurations (SAT) and of R(N) - 1 (UNSAT) on small N.
3. The largest N whose Lemma 3.3-3.7 queries are all UNSAT within --budget seconds (cumulative).

    python benchmarks/bench_gsen.py --nmax 32 --budget 60

No assertions; measured numbers only.
"""

from __future__ import annotations

import argparse
import importlib.util
import pathlib
import sys
import time

import numpy as np

from alltoall.checkers.rn import cover, engine, exact
from alltoall.spec.topologies import gsen

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import largest, timed_call  # noqa: E402


def _solvers() -> list[str]:
    out = ["z3"]
    if importlib.util.find_spec("pysat"):
        out.append("maxsat")
    if importlib.util.find_spec("ortools"):
        out.append("cpsat")
    return out


def bench_covers(nmax: int, limit: float) -> None:
    solvers = _solvers()
    print(f"R(N) per N: baseline = counting certificates + constructions (no solver); covers over all four families, limit {limit:g}s")
    print(f"{'N':>4} {'R(N)':>8} {'base s':>8} " + " ".join(f"{s + ' s':>12} {'ratio':>7} {'size':>5}" for s in solvers))
    for N in range(4, nmax + 1, 2):
        t0 = time.perf_counter()
        r = engine.establish(N)
        base = time.perf_counter() - t0
        P = np.unique(np.concatenate([gsen.family_perms(gsen.GSEN(N), f) for f in gsen.FAMILIES]), axis=0)
        cells = []
        for s in solvers:
            c = cover.min_cover(P, s, limit)
            tag = "" if c.optimal else "*"
            cells.append(f"{c.seconds:12.3f} {c.seconds / max(base, 1e-6):7.1f} {str(c.size) + tag:>5}")
        rn = f"{r['lower']}" if r["meet"] else f"{r['lower']}..{r['upper']}"
        print(f"{N:>4} {rn:>8} {base:8.3f} " + " ".join(cells), flush=True)
    print("(* = not proved optimal within the limit)")


def bench_exact(limit: float) -> None:
    print(f"\nexact per-switch search: seconds per backend (limit {limit:g}s; None = over the limit)")
    print(f"{'N':>4} {'k':>4} {'want':>6} {'pysat s':>10} {'z3 s':>10}")
    for N, k in ((4, 4), (4, 3), (6, 6), (6, 5), (8, 8), (8, 7), (10, 10), (10, 9), (12, 16), (14, 14)):
        want = "sat" if k >= engine.establish(N)["lower"] else "unsat"
        secs = [timed_call(lambda b=b: exact.feasible(N, k, b, limit)["status"] == want, (), limit) for b in ("pysat", "z3")]
        print(f"{N:>4} {k:>4} {want:>6} " + " ".join(f"{s:10.3f}" if s is not None else f"{'None':>10}" for s in secs), flush=True)


def _lemmas(N: int, timeout: float) -> bool:
    from alltoall.checkers.z3 import gsen as zg

    return all(q(gsen.GSEN(N), timeout=timeout).status == "unsat" for q in zg.QUERIES.values())


def bench_lemmas(budget: float) -> None:
    sizes = [4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048]
    best, spent = largest(_lemmas, lambda N, left: (N, left), budget, sizes)
    print(f"\nLemmas 3.3-3.7 by Z3 (one N at a time, doubling): largest N = {best} within {budget:g}s (spent {spent:.1f}s)")
    for N in (10, 100, 514):
        secs = timed_call(_lemmas, (N, budget), budget)
        print(f"  N = {N}: {'%.2fs' % secs if secs is not None else 'over the budget'}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nmax", type=int, default=32)
    ap.add_argument("--budget", type=float, default=60.0)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds per solver call")
    a = ap.parse_args()
    bench_covers(a.nmax, a.limit)
    bench_exact(a.limit)
    bench_lemmas(a.budget)


if __name__ == "__main__":
    main()
