"""Frontiers of liu-chen-chen-2007 Theorem 2 on omega, baseline and butterfly (d = 2), new method
against the previous one, measured in the same run.

* Z3: the largest k (ladder below) whose Latin-rows and bijectivity queries (M^0 symbolic) are built
  and solved within the budget per size; build and solve seconds apart. New: the fast builder
  (checkers/z3/fastbuild.py); previous: checkers/z3/min.py. Floor: k = 1024.
* Brute force: the largest N = 2**k whose explicit Latin check finishes within the budget per size,
  with the child's peak memory. New: the streamed check (checkers/latin_stream.py); previous:
  brute.latin_violation. Floor: N = 8192 under 2 GiB. Each child runs under an address-space limit
  (--mem-limit) so the previous method fails with a memory error instead of swapping.

Ratios: new frontier / previous frontier, and at the largest size both reach, previous seconds / new
seconds. No assertions: this reports, it does not judge.

    python benchmarks/bench_frontiers.py [--z3-budget 60] [--brute-budget 10] [--topology omega ...]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import resource
import time

import numpy as np

from alltoall.checkers import brute, latin_stream
from alltoall.checkers.z3 import fastbuild
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import solve
from alltoall.spec.topologies import multistage as ms

Z3_LADDER = (64, 128, 256, 384, 512, 768, 1024, 1280, 1536, 2048, 3072, 4096)
BRUTE_LADDER = tuple(range(8, 17))


def _child(fn, args, q, mem_limit: int) -> None:
    if mem_limit:
        resource.setrlimit(resource.RLIMIT_AS, (mem_limit, mem_limit))
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    try:
        out = fn(*args)
        q.put(("ok", out, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, base))
    except MemoryError:
        q.put(("memory", None, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, base))


def run(fn, args: tuple, limit: float, mem_limit: int = 0) -> tuple[str, object, float]:
    """Run ``fn(*args)`` in a killable child: (status, result, peak RSS in MiB)."""
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=_child, args=(fn, args, q, mem_limit))
    p.start()
    p.join(limit)
    if p.is_alive():
        p.kill()
        p.join()
        return "timeout", None, float("nan")
    if q.empty():
        return f"died (exit {p.exitcode})", None, float("nan")
    status, out, rss, _ = q.get()
    return status, out, rss / 1024


# --- Z3 --------------------------------------------------------------------------------------------


def _z3_new(topology: str, k: int, timeout: float) -> dict:
    net = ms.build(topology, 2, k)
    t0 = time.perf_counter()
    solvers = [fastbuild.latin_rows(net, "symbolic", timeout, build_only=True), fastbuild.bijective(net, "symbolic", timeout, build_only=True)]
    build = time.perf_counter() - t0
    statuses = [solve(s, False).status for s in solvers]
    return {"build": build, "solve": time.perf_counter() - t0 - build, "ok": statuses == ["unsat", "unsat"]}


def _z3_old(topology: str, k: int, timeout: float) -> dict:
    net = ms.build(topology, 2, k)
    t0 = time.perf_counter()
    solvers = [fastbuild.reference_solver("latin_rows", net, "symbolic", timeout), fastbuild.reference_solver("bijective", net, "symbolic", timeout)]
    build = time.perf_counter() - t0
    statuses = [solve(s, False).status for s in solvers]
    return {"build": build, "solve": time.perf_counter() - t0 - build, "ok": statuses == ["unsat", "unsat"]}


def _brute_new(topology: str, k: int) -> dict:
    net = ms.build(topology, 2, k)
    t0 = time.perf_counter()
    ok = latin_stream.latin_violation(net, np.zeros((net.switches, k), dtype=np.int64)) is None
    return {"seconds": time.perf_counter() - t0, "ok": ok}


def _brute_old(topology: str, k: int) -> dict:
    net = ms.build(topology, 2, k)
    t0 = time.perf_counter()
    ok = brute.latin_violation(net, np.zeros((net.switches, k), dtype=np.int64)) is None
    return {"seconds": time.perf_counter() - t0, "ok": ok}


def frontier(fn, topology: str, ladder, budget: float, extra: tuple = (), mem_limit: int = 0):
    """Largest ladder size settled (ok) within ``budget`` seconds, with its measurements; stops at the first failure."""
    best, rows = None, {}
    for k in ladder:
        status, out, rss = run(fn, (topology, k) + extra, budget, mem_limit)
        if status != "ok" or not out["ok"]:
            rows[k] = status if status != "ok" else "not settled"
            break
        out["rss_mib"] = rss
        rows[k] = out
        best = k
    return best, rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--z3-budget", type=float, default=60.0, help="seconds per size for the Z3 queries")
    ap.add_argument("--brute-budget", type=float, default=10.0, help="seconds per size for the explicit check")
    ap.add_argument("--mem-limit", type=float, default=4.0, help="GiB of address space per child")
    ap.add_argument("--topology", nargs="*", default=["omega", "baseline", "butterfly"])
    ap.add_argument("--skip-previous", action="store_true", help="measure the new methods only")
    args = ap.parse_args()
    mem = int(args.mem_limit * 2**30)
    print(f"z3 {z3_min.Z3_VERSION}; Z3 budget {args.z3_budget:.0f} s per size, brute force {args.brute_budget:.0f} s per size, "
          f"children limited to {args.mem_limit:g} GiB", flush=True)
    for topology in args.topology:
        zk, zrows = frontier(_z3_new, topology, Z3_LADDER, args.z3_budget, (args.z3_budget,))
        ok, orows = (None, {}) if args.skip_previous else frontier(_z3_old, topology, Z3_LADDER, args.z3_budget, (args.z3_budget,))
        r = zrows.get(zk, {}) if zk else {}
        line = f"{topology:10s} Z3    k = {zk} (build {r.get('build', float('nan')):.1f} s, solve {r.get('solve', float('nan')):.1f} s)"
        if not args.skip_previous:
            common = min(zk or 0, ok or 0)
            o, n = orows.get(common, {}), zrows.get(common, {})
            line += f"; previous k = {ok}; frontier ratio {((zk or 0) / ok) if ok else float('inf'):.2f}x"
            if common:
                line += (f"; at k = {common} build {o['build']:.1f} -> {n['build']:.1f} s ({o['build'] / n['build']:.1f}x), "
                         f"solve {o['solve']:.1f} -> {n['solve']:.1f} s")
        print(line, flush=True)
        bk, brows = frontier(_brute_new, topology, BRUTE_LADDER, args.brute_budget, (), mem)
        obk, obrows = (None, {}) if args.skip_previous else frontier(_brute_old, topology, BRUTE_LADDER, args.brute_budget, (), mem)
        r = brows.get(bk, {}) if bk else {}
        line = f"{topology:10s} brute N = {2 ** bk if bk else None} ({r.get('seconds', float('nan')):.1f} s, peak {r.get('rss_mib', float('nan')):.0f} MiB)"
        if not args.skip_previous:
            common = min(bk or 0, obk or 0)
            line += f"; previous N = {2 ** obk if obk else None} (then: {obrows.get((obk or 7) + 1, '-')})"
            line += f"; frontier ratio {(2 ** bk / 2 ** obk) if bk and obk else float('inf'):.1f}x"
            if common:
                o, n = obrows[common], brows[common]
                line += (f"; at N = {2 ** common} {o['seconds']:.1f} -> {n['seconds']:.1f} s, "
                         f"peak {o['rss_mib']:.0f} -> {n['rss_mib']:.0f} MiB")
        print(line, flush=True)


if __name__ == "__main__":
    main()
