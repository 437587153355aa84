"""Largest ring (AR) and r x c torus (AT2) of liu-gu-2006 fully simulated and checked within a time budget.

"Fully simulated and checked": every message of the complete exchange followed step by step through
the schedule (causality, delivery exactly once, contention, per-step per-channel loads, path lengths,
startups, transmission cost, rearrangement). The fast simulator (:func:`alltoall.checkers.exchange.simulate_algorithm`:
numpy over message ids; AT2 in the unit form, every message followed through the unit it travels in)
is measured against the naive per-message simulation (:func:`alltoall.checkers.exchange.naive_simulate`
over the shared Schedule form, dicts), both in the same run; each size runs in a killable child under
the budget, sizes increasing until one does not finish. Floors: p = 1024 and 64 x 64 (printed, not
asserted). The machine's load average is printed beside every timing (the machine is shared).

    python benchmarks/bench_exchange.py [--budget 60] [--torus-max 112]
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time

from alltoall.checkers import exchange
from alltoall.spec.algorithms import liu_gu

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import timed_call  # noqa: E402

FLOORS = {"ar": 1024, "at2": 64}
FAST_SIZES = {
    "ar": [128, 256, 384, 512, 768, 1024, 1280, 1536, 1792, 2048, 2560, 3072],
    "at2": [8, 16, 24, 32, 40, 48, 64, 80, 96, 104, 112, 120, 128],
}
NAIVE_SIZES = {"ar": [16, 32, 64, 128, 192, 256, 384, 512, 768], "at2": [4, 8, 12, 16, 20, 24, 32, 40, 48]}


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


def _load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def _label(alg: str, n: int) -> str:
    return f"p={n}" if alg == "ar" else f"{n}x{n}"


def sweep(fn, alg: str, sizes, budget: float, who: str) -> dict[int, float]:
    """Seconds per size, increasing, until a size does not finish within the budget (printed as it goes)."""
    out = {}
    for n in sizes:
        load = _load()
        secs = timed_call(fn, (alg, n), budget)
        if secs is None:
            print(f"  {who:5s} {_label(alg, n):>9s}: not within {budget:.0f} s ({load})", flush=True)
            break
        print(f"  {who:5s} {_label(alg, n):>9s}: {secs:6.2f} s ({load})", flush=True)
        out[n] = secs
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds allowed for one size")
    ap.add_argument(
        "--torus-max",
        type=int,
        default=112,
        help="largest c of the c x c torus tried (streamed by blocks of sources: a few hundred MB at 128)",
    )
    ap.add_argument("--ring-max", type=int, default=3072, help="largest ring tried")
    args = ap.parse_args()
    limits = {"ar": args.ring_max, "at2": args.torus_max}
    print(
        f"budget {args.budget:.0f} s per size (one simulation in a killable child); {os.cpu_count()} cores; "
        f"at start {_load()} (1, 5, 15 min)"
    )
    lines = []
    for alg in ("ar", "at2"):
        name = "ring p" if alg == "ar" else "torus c x c"
        t0 = time.perf_counter()
        fast = sweep(_fast, alg, [n for n in FAST_SIZES[alg] if n <= limits[alg]], args.budget, "fast")
        naive = sweep(_naive, alg, NAIVE_SIZES[alg], args.budget, "naive")
        fb = max(fast, default=0)
        nb = max(naive, default=0)
        msgs = (lambda n: n * n) if alg == "ar" else (lambda n: n**4)
        line = (
            f"{alg.upper():3s} {name:12s} frontier fast {_label(alg, fb)} ({fast.get(fb, 0):.1f} s), "
            f"naive {_label(alg, nb)} ({naive.get(nb, 0):.1f} s): size ratio {fb / max(nb, 1):.1f}x, "
            f"messages ratio {msgs(fb) / max(msgs(nb), 1):.0f}x"
        )
        common = sorted(set(fast) & set(naive))
        if common:
            n = common[-1]
            line += f"; at {_label(alg, n)} naive/fast time {naive[n] / max(fast[n], 1e-9):.0f}x"
        floor = FLOORS[alg]
        line += (
            f"; floor {_label(alg, floor)}: {'met' if fb >= floor else 'NOT met'} "
            f"({time.perf_counter() - t0:.0f} s, {_load()})"
        )
        lines.append(line)
        print(line, flush=True)
    print("summary:")
    for line in lines:
        print("  " + line)


if __name__ == "__main__":
    main()
