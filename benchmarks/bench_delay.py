"""The yang-wang-2002 delay simulator against the previous one, measured in the same run.

:func:`alltoall.checkers.broadcast.simulate` (the all-to-all broadcast of Table 2, which Theorem 4 and
Corollary 3's claims simulate) is timed against the previous simulator kept in
``tests/support/broadcast_baseline.py``, on the n x n torus (timing input-received, alpha = 0,
delta = 1, L gamma = 2). Each measurement runs in a fresh child process: CPU and wall seconds of the
simulation and the child's peak resident memory (max RSS, the interpreter and numpy included, about
30 MB). For each size both are printed with the ratios previous / current and whether the completion
times and transmission counts agree; then the frontier of each, the largest n simulated within
``--budget`` CPU seconds (sizes in increasing order until one does not fit). No assertions.

    nice -n 10 python benchmarks/bench_delay.py [--budget 60] [--limit 300]
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT.parent / "tests"))  # the previous simulator (tests/support)
from budget import Measured, measure  # noqa: E402

PARAMS = (0, 1, 2, "input-received")  # alpha, delta, L gamma, timing
CURRENT = [11, 21, 31, 41, 51, 61, 65, 71]
PREVIOUS = [11, 21, 31, 35, 39, 41, 45]
TABLE = [11, 21, 31, 41]


def current(n: int) -> tuple[int, int, int]:
    from alltoall.checkers import broadcast as bc

    s = bc.simulate("torus", n, *PARAMS)
    return s.received, s.stored, s.transmissions


def previous(n: int) -> tuple[int, int, int]:
    from support.broadcast_baseline import simulate_baseline

    s = simulate_baseline("torus", n, *PARAMS)
    return s.received, s.stored, len(s.tx)


def _load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def _mb(m: Measured) -> str:
    return f"{m.peak / 2**20:7.0f} MB"


def ladder(fn: Any, sizes: list[int], budget: float, limit: float, table: list[int]) -> dict[int, Measured | None]:
    """Measure increasing sizes; stop after the first past the budget (a table size still runs to ``limit``)."""
    out: dict[int, Measured | None] = {}
    for n in sizes:
        m = measure(fn, (n,), cpu_limit=limit if n in table else budget, wall_limit=4 * limit)
        out[n] = m
        what = "stopped" if m is None else f"{m.cpu:7.2f} CPU s {m.wall:7.2f} wall s {_mb(m)}"
        print(f"  {fn.__name__:8s} n = {n:3d}: {what} ({_load()})", flush=True)
        if m is None or m.cpu > budget:
            break
    return out


def frontier(runs: dict[int, Measured | None], budget: float) -> str:
    fit = [n for n, m in runs.items() if m is not None and m.cpu <= budget]
    if not fit:
        return "none"
    n = max(fit)
    m = runs[n]
    return f"n = {n} ({m.cpu:.1f} CPU s)" if m else f"n = {n}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="CPU seconds for the frontier")
    ap.add_argument("--limit", type=float, default=300.0, help="CPU seconds allowed to a size of the table")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores, {_load()} at start; n x n torus, (alpha, delta, L gamma, timing) = {PARAMS}")
    cur = ladder(current, CURRENT, args.budget, args.limit, TABLE)
    prev = ladder(previous, PREVIOUS, args.budget, args.limit, TABLE)
    print(
        "\n|   n | previous CPU s | current CPU s | CPU ratio | previous wall s | current wall s | wall ratio "
        "| previous peak | current peak | memory ratio | same result |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for n in sorted(set(cur) & set(prev)):
        a, b = prev[n], cur[n]
        if a is None or b is None:
            continue
        print(
            f"| {n} | {a.cpu:.2f} | {b.cpu:.2f} | {a.cpu / b.cpu:.1f}x | {a.wall:.2f} | {b.wall:.2f} | "
            f"{a.wall / b.wall:.1f}x | {a.peak / 2**20:.0f} MB | {b.peak / 2**20:.0f} MB | {a.peak / b.peak:.1f}x | "
            f"{'yes' if a.result == b.result else 'NO: ' + str((a.result, b.result))} |"
        )
    print(
        f"\nfrontier within {args.budget:.0f} CPU s: current {frontier(cur, args.budget)}, "
        f"previous {frontier(prev, args.budget)} ({_load()})"
    )


if __name__ == "__main__":
    main()
