"""Largest ring (AR) and r x c torus (AT2) of liu-gu-2006 fully simulated and checked within a time budget.

"Fully simulated and checked": every message of the complete exchange followed step by step through
the schedule (causality, delivery exactly once, contention, per-step per-channel loads, path lengths,
startups, transmission cost, rearrangement). The fast simulator (:func:`alltoall.checkers.exchange.simulate`,
numpy over message ids) is measured against the naive per-message simulation
(:func:`alltoall.checkers.exchange.naive_simulate` over the shared Schedule form, dicts), both in the
same run; each size runs in a killable child under the budget, sizes increasing until one does not
finish. Floors: p = 1024 and 64 x 64 (printed, not asserted).

    python benchmarks/bench_exchange.py --budget 60
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

from alltoall.checkers import exchange
from alltoall.spec.algorithms import liu_gu

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import timed_call  # noqa: E402

FLOORS = {"ar": 1024, "at2": 64}


def _fast(alg: str, n: int) -> bool:
    rep = exchange.simulate_algorithm(alg, *((n,) if alg == "ar" else (n, n)))
    return rep.ok and rep.all_shortest


def _naive(alg: str, n: int) -> bool:
    if alg == "ar":
        plan, s = liu_gu.ar_plan(n), liu_gu.ar_schedule(n)
    else:
        plan, s = liu_gu.at2_plan(n, n), liu_gu.at2_schedule(n, n)
    rep = exchange.naive_simulate(s, plan.network, plan.phase_starts)
    return rep.delivered and rep.contention_free and rep.all_shortest


def sweep(fn, alg: str, sizes, budget: float) -> dict[int, float]:
    """Seconds per size, increasing, until a size does not finish within the budget."""
    out = {}
    for n in sizes:
        secs = timed_call(fn, (alg, n), budget)
        if secs is None:
            break
        out[n] = secs
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds allowed for one size")
    args = ap.parse_args()
    families = {
        "ar": ([64, 128, 256, 384, 512, 640, 768, 896, 1024, 1280, 1536], [16, 32, 64, 128, 192, 256, 384, 512]),
        "at2": ([8, 16, 24, 32, 40, 48, 56, 64, 72, 80], [4, 8, 12, 16, 20, 24, 32, 40]),
    }
    print(f"budget {args.budget:.0f} s per size (one simulation, killable child)")
    for alg, (fast_sizes, naive_sizes) in families.items():
        name = "ring p" if alg == "ar" else "torus c x c"
        t0 = time.perf_counter()
        fast = sweep(_fast, alg, fast_sizes, args.budget)
        naive = sweep(_naive, alg, naive_sizes, args.budget)
        fb = max(fast, default=0)
        nb = max(naive, default=0)
        common = sorted(set(fast) & set(naive))
        line = (f"{alg.upper():3s} {name:12s} fast: largest {fb:5d} ({fast.get(fb, 0):5.1f} s)   "
                f"naive: largest {nb:5d} ({naive.get(nb, 0):5.1f} s)   size ratio {fb / max(nb, 1):.1f}x")
        if common:
            n = common[-1]
            line += f"   at {n}: naive/fast time {naive[n] / max(fast[n], 1e-9):.1f}x"
        floor = FLOORS[alg]
        line += f"   floor {floor}: {'met' if fb >= floor else 'NOT met'}   ({time.perf_counter() - t0:.0f} s)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
