"""liu-gu-2006's AT2 simulation, streamed, against the previous one, measured in the same run.

:func:`alltoall.checkers.exchange.simulate_algorithm` on AT2 (the c x c torus complete exchange that
the AT2 claims simulate: delivery, contention, steps, costs, rearrangement) is timed against the
previous simulation kept in ``tests/support/exchange_baseline.py``, whose unit tables, message states
and distance matrix are arrays over all N^2 = c^4 messages. Each measurement runs in a fresh child
process: CPU and wall seconds and the child's peak resident memory (max RSS, the interpreter and
numpy included, about 30 MB). For each size both are printed with the ratios previous / current and
whether the reports agree (ok, shortest paths, steps, cost, rearrangement, largest bundle per step,
per-link totals); then the frontier of each, the largest c simulated within ``--budget`` CPU seconds.
The previous simulation is not run past ``--previous-max`` (its memory: about 4.5 GB at 112 x 112,
7.7 GB at 128 x 128). No assertions.

    nice -n 10 python benchmarks/bench_at2.py [--budget 60] [--previous-max 112]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pathlib
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT.parent / "tests"))  # the previous simulation (tests/support)
from budget import Measured, measure  # noqa: E402

CURRENT = [32, 48, 64, 80, 96, 112, 128, 144]
PREVIOUS = [32, 48, 64, 80, 96, 112, 128]
TABLE = [32, 64, 96, 112]


def _summary(rep: Any) -> tuple[Any, ...]:
    links = hashlib.sha256(rep.link_totals.tobytes()).hexdigest()  # per-link totals (int64), compared by digest
    return (rep.ok, rep.all_shortest, rep.steps, rep.cost, tuple(rep.rearrangement), tuple(rep.step_max), links)


def current(c: int) -> tuple[Any, ...]:
    from alltoall.checkers import exchange

    return _summary(exchange.simulate_algorithm("at2", c, c))


def previous(c: int) -> tuple[Any, ...]:
    from support.exchange_baseline import simulate_algorithm_baseline

    return _summary(simulate_algorithm_baseline("at2", c, c))


def _load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def ladder(fn: Any, sizes: list[int], budget: float, limit: float, table: list[int]) -> dict[int, Measured | None]:
    """Measure increasing sizes; stop after the first past the budget (a table size still runs to ``limit``)."""
    out: dict[int, Measured | None] = {}
    for c in sizes:
        m = measure(fn, (c,), cpu_limit=limit if c in table else budget, wall_limit=4 * limit)
        out[c] = m
        what = "stopped" if m is None else f"{m.cpu:7.2f} CPU s {m.wall:7.2f} wall s {m.peak / 2**20:7.0f} MB"
        print(f"  {fn.__name__:8s} {c:3d} x {c:<3d}: {what} ({_load()})", flush=True)
        if m is None or m.cpu > budget:
            break
    return out


def frontier(runs: dict[int, Measured | None], budget: float) -> str:
    fit = [(c, m) for c, m in runs.items() if m is not None and m.cpu <= budget]
    if not fit:
        return "none"
    c, m = max(fit, key=lambda cm: cm[0])
    return f"{c} x {c} ({m.cpu:.1f} CPU s, {m.peak / 2**20:.0f} MB)"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="CPU seconds for the frontier")
    ap.add_argument("--limit", type=float, default=300.0, help="CPU seconds allowed to a size of the table")
    ap.add_argument("--previous-max", type=int, default=112, help="largest c the previous simulation is run at")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores, {_load()} at start; AT2 on the c x c torus, listing reading")
    cur = ladder(current, CURRENT, args.budget, args.limit, TABLE)
    prev = ladder(previous, [c for c in PREVIOUS if c <= args.previous_max], args.budget, args.limit, TABLE)
    print(
        "\n| c x c | previous CPU s | current CPU s | CPU ratio | previous wall s | current wall s | wall ratio "
        "| previous peak | current peak | memory ratio | same result |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for c in sorted(set(cur) | set(prev)):
        a, b = prev.get(c), cur.get(c)
        if b is None:
            continue
        if a is None:
            print(f"| {c} x {c} | - | {b.cpu:.2f} | - | - | {b.wall:.2f} | - | - | {b.peak / 2**20:.0f} MB | - | - |")
            continue
        print(
            f"| {c} x {c} | {a.cpu:.2f} | {b.cpu:.2f} | {a.cpu / b.cpu:.2f}x | {a.wall:.2f} | {b.wall:.2f} | "
            f"{a.wall / b.wall:.2f}x | {a.peak / 2**20:.0f} MB | {b.peak / 2**20:.0f} MB | {a.peak / b.peak:.1f}x | "
            f"{'yes' if a.result == b.result else 'NO'} |"
        )
    print(
        f"\nfrontier within {args.budget:.0f} CPU s: current {frontier(cur, args.budget)}, previous "
        f"{frontier(prev, args.budget)} (not run past {args.previous_max} x {args.previous_max}) ({_load()})"
    )


if __name__ == "__main__":
    main()
