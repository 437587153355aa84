"""chou-chen-2010 benchmarks: which solver settles R(N), and how far Z3 proves the Sect. 3 lemmas.

1. For each even N <= --nmax: seconds to establish R(N) both ways by counting certificates and
   constructions (no solver, the baseline), and seconds of each least-cover solver (z3 Optimize,
   python-sat RC2, OR-tools CP-SAT when installed) on the union of the four stage-control families,
   printed as ratios to the baseline.
2. The exact per-switch search (arbitrary states): Z3 against CaDiCaL (python-sat) for the
   feasibility of R(N) configurations (SAT) and of R(N) - 1 (UNSAT) on small N.
3. The engine's current method per even N <= --nmax: seconds of ``engine.search`` (counting
   certificates, constructions, least family covers, then local search over arbitrary switch states
   while the bounds do not meet; a fixed step count, no clock) beside ``engine.establish`` alone.
4. The Lemma 3.3-3.7 frontier: for N = 2^k + 2 (or powers of two, --lemma-plus 0; doubling up to the spec's largest N)
   the
   seconds Z3 takes to prove all five lemmas for that N (each N alone, killed at --budget seconds),
   then a bisection over even N between the last N proved in time and the first one not (to within
   1/64), so the frontier (largest N proved within --budget seconds) is pinned down; the machine load is printed
   before and after.

    python benchmarks/bench_gsen.py --nmax 32 --budget 60

No assertions; measured numbers only.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import pathlib
import sys
import time

import numpy as np

from alltoall.checkers.rn import cover, engine, exact
from alltoall.spec.topologies import gsen

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import timed_call  # noqa: E402


def _solvers() -> list[str]:
    out = ["z3"]
    if importlib.util.find_spec("pysat"):
        out.append("maxsat")
    if importlib.util.find_spec("ortools"):
        out.append("cpsat")
    return out


def bench_covers(nmax: int, limit: float) -> None:
    solvers = _solvers()
    print(
        "R(N) per N: baseline = counting certificates + constructions (no solver); covers over all four families, "
        f"limit {limit:g}s"
    )
    print(
        f"{'N':>4} {'R(N)':>8} {'base s':>8} " + " ".join(f"{s + ' s':>12} {'ratio':>7} {'size':>5}" for s in solvers)
    )
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
        secs = [
            timed_call(lambda b=b, N=N, k=k, want=want: exact.feasible(N, k, b, limit)["status"] == want, (), limit)
            for b in ("pysat", "z3")
        ]
        print(
            f"{N:>4} {k:>4} {want:>6} " + " ".join(f"{s:10.3f}" if s is not None else f"{'None':>10}" for s in secs),
            flush=True,
        )


def _lemmas(N: int, timeout: float) -> bool:
    from alltoall.checkers.z3 import gsen as zg

    return all(q(gsen.GSEN(N), timeout=timeout).status == "unsat" for q in zg.QUERIES.values())


def _load() -> str:
    try:
        return " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3]) + f" on {os.cpu_count()} cores"
    except OSError:
        return "unknown"


def bench_engine(nmax: int, steps: int) -> None:
    print(f"\nR(N) by the engine's current method (search: families + local search, {steps} flips per step; no clock)")
    print(f"{'N':>4} {'R(N)':>8} {'establish s':>12} {'search s':>10} {'ratio':>7}  how")
    for N in range(4, nmax + 1, 2):
        t0 = time.perf_counter()
        engine.establish(N)
        base = time.perf_counter() - t0
        t0 = time.perf_counter()
        r = engine.search(N, time_limit=None, steps=steps)
        secs = time.perf_counter() - t0
        rn = f"{r['lower']}" if r["meet"] else f"{r['lower']}..{r['upper']}"
        print(
            f"{N:>4} {rn:>8} {base:12.3f} {secs:10.3f} {secs / max(base, 1e-6):7.1f}  "
            f"lower {r['lower_method']}, upper {r['upper_certificate']['construction']}",
            flush=True,
        )


def bench_lemmas(budget: float, plus: int = 2) -> None:
    """Doubling over N = 2^k + plus (plus = 0: powers of two, where floor(2t/N) is a plain carry bit
    and Z3 is fastest; plus = 2: the general case), then bisection over even N."""
    print(f"\nLemmas 3.3-3.7 by Z3, each N alone, killed at {budget:g}s, N = 2^k + {plus}; load {_load()}")
    seen: dict[int, float | None] = {}

    def probe(N: int) -> float | None:
        secs = timed_call(_lemmas, (N, budget), budget + 5)
        seen[N] = secs if secs is not None and secs <= budget else None
        print(
            f"  N = {N:>5}: {f'{secs:.2f}s' if secs is not None else 'killed'}"
            f"{'' if seen[N] is not None else ' (not within ' + format(budget, 'g') + 's)'}",
            flush=True,
        )
        return seen[N]

    ok, bad, k = 0, None, 2
    while (1 << k) + plus <= gsen.MAX_N:
        N = (1 << k) + plus
        if probe(N) is None:
            bad = N
            break
        ok, k = N, k + 1
    if bad is None:
        print(
            f"  frontier: every N = 2^k + {plus} up to {ok} (the spec allows N <= {gsen.MAX_N}) within {budget:g}s; "
            f"load {_load()}"
        )
        return
    while bad - ok > max(2, ok // 64):  # bisect over even N, to within 1/64 of the frontier
        mid = (ok + bad) // 2 // 2 * 2
        if probe(mid) is None:
            bad = mid
        else:
            ok = mid
    print(
        f"  frontier: largest N proved within {budget:g}s = {ok} (N = {bad} is not; bisection over even N, "
        f"time need not be monotone in N); load {_load()}"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nmax", type=int, default=32)
    ap.add_argument("--budget", type=float, default=60.0)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds per solver call")
    ap.add_argument("--steps", type=int, default=20000, help="local-search flips per configuration removed")
    ap.add_argument("--only", choices=("covers", "exact", "engine", "lemmas"), help="run one part")
    ap.add_argument("--lemma-plus", type=int, default=2, help="Lemma 3.3-3.7 sizes N = 2^k + this (0: powers of two)")
    a = ap.parse_args()
    print(f"machine load {_load()}")
    if a.only in (None, "covers"):
        bench_covers(a.nmax, a.limit)
    if a.only in (None, "exact"):
        bench_exact(a.limit)
    if a.only in (None, "engine"):
        bench_engine(a.nmax, a.steps)
    if a.only in (None, "lemmas"):
        bench_lemmas(a.budget, a.lemma_plus)


if __name__ == "__main__":
    main()
