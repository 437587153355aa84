"""Frontiers of liu-chen-chen-2007 Theorem 2 on omega, baseline and butterfly (d = 2), the current
method against the previous one, measured in the same run.

* Z3: the largest k (ladder below) whose Latin-rows query (M^0 symbolic, checkers/z3/min.py) is built
  and answered UNSAT within the budget per size; build and solve seconds apart. Current: the symbolic
  M^0 built by the fast builder (checkers/z3/fastbuild.py, one C call per application) and solved by
  eliminating its functions first with Ackermann's reduction, the lemma bound raised to the stage
  count (``core.new_solver(..., ackermann_lemmas=...)``). Previous (``--z3-previous solver``, the
  default): the same formula, same build, under Z3's default strategy (``min._DefaultStrategyEncoding``);
  ``--z3-previous build``: the same formula built through z3's Python call per application
  (``fastbuild.reference_solver``), same solver. Floor: k = 1024 in 60 s.

  The cliff of the previous solver: Z3's QF_UFBV strategy replaces uninterpreted functions by
  Ackermann's congruence lemmas (one per pair of applications of a function) only while there are at
  most 1000 of them (``div0_ackermann_limit`` of its ``ackermannize_bv`` tactic); the query needs one per
  stage but the first (k - 1), so k = 1001 is bit-blasted and settled by SAT in a few hundred conflicts
  while from k = 1002 on the functions reach the SMT core, whose search does not finish in 60 s. Of the
  previous solve at k = 1000 about two thirds went into Z3's ``elim-uncnstr`` step on the functions'
  (k - 1)-ary applications (it walks the term DAG below each assertion separately: cubic in k here,
  6.9 s at k = 1024, 54 s at k = 2048), which Ackermann's reduction first replaces by fresh constants.
  Measured (wall clock, load 1.1-2.9 on 2 shared cores): k = 2048 on omega (build 8.9 s + solve
  44.6 s), baseline (10.9 + 44.8 s) and butterfly (7.3 + 37.7 s), k = 3072 over 60 s; previous k = 1000
  (build 2.2-2.7 s + solve 9.4-10.7 s), k = 1024 over 60 s.
* Brute force: the largest N = 2**k whose explicit Latin check (bijective rounds and Latin rows,
  M^0 = 0) finishes within the budget per size, with the child's peak memory. Current:
  ``brute.latin_violation`` (streamed over rounds from N = 2048 on, checkers/latin_stream.py);
  previous: every configuration and the matrix A materialized (``brute.outputs_per_round``,
  ``properties.latin``). Floor: N = 8192 in 10 s under 2 GiB. Each child runs under an address-space
  limit (--mem-limit) so the previous method fails with a memory error instead of swapping.

Every size runs in its own forked child. ``--clock wall`` (default) judges the budget in wall seconds;
on a shared, loaded machine ``--clock cpu`` judges it in the child's CPU seconds (a CPU-time limit kills
the child), which the load does not inflate. Both seconds are printed either way, with the load
average before and after each line. Ratios: current frontier / previous frontier, and at the largest
size both reach, previous seconds / current seconds. No assertions: this reports, it does not judge.

    python benchmarks/bench_frontiers.py [--z3-budget 60] [--brute-budget 10] [--clock wall|cpu] [--topology omega ...]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import os
import resource
import time

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.z3 import fastbuild
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import solve
from alltoall.spec.topologies import multistage as ms

Z3_LADDER = (256, 512, 768, 1000, 1024, 1280, 1536, 2048, 3072, 4096)
BRUTE_LADDER = tuple(range(10, 17))


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def _child(fn, args, q, mem_limit: int, cpu_limit: int) -> None:
    if mem_limit:
        resource.setrlimit(resource.RLIMIT_AS, (mem_limit, mem_limit))
    if cpu_limit:
        used = math.ceil(_cpu())
        resource.setrlimit(resource.RLIMIT_CPU, (used + cpu_limit, used + cpu_limit + 2))
    try:
        out = fn(*args)
        q.put(("ok", out, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
    except MemoryError:
        q.put(("memory error", None, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))


def run(fn, args: tuple, limit: float, mem_limit: int = 0, clock: str = "wall") -> tuple[str, object, float]:
    """Run ``fn(*args)`` in a killable child: (status, result, peak RSS in MiB)."""
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    cpu_limit = math.ceil(limit) if clock == "cpu" else 0
    p = ctx.Process(target=_child, args=(fn, args, q, mem_limit, cpu_limit))
    p.start()
    p.join(limit if clock == "wall" else 20 * limit)
    if p.is_alive():
        p.kill()
        p.join()
        return "timeout", None, float("nan")
    if q.empty():
        return (
            ("cpu limit" if p.exitcode in (-24, -9) and cpu_limit else f"died (exit {p.exitcode})"),
            None,
            float("nan"),
        )
    status, out, rss = q.get()
    return status, out, rss / 1024


def _timed(fn) -> dict:
    c0, t0 = _cpu(), time.perf_counter()
    ok = fn()
    return {"seconds": time.perf_counter() - t0, "cpu": _cpu() - c0, "ok": ok}


# --- Z3 --------------------------------------------------------------------------------------------


def _z3(topology: str, k: int, timeout: float, previous: str | None) -> dict:
    net = ms.build(topology, 2, k)
    c0, t0 = _cpu(), time.perf_counter()
    if previous == "build":
        solver = fastbuild.reference_solver("latin_rows", net, "symbolic", timeout)
    elif previous == "solver":
        solver = z3_min.latin_rows(net, "symbolic", timeout, encoding=z3_min._DefaultStrategyEncoding, build_only=True)
    else:
        solver = z3_min.latin_rows(net, "symbolic", timeout, build_only=True)
    build, build_cpu = time.perf_counter() - t0, _cpu() - c0
    q = solve(solver, False)
    return {
        "build": build,
        "solve": time.perf_counter() - t0 - build,
        "seconds": time.perf_counter() - t0,
        "cpu": _cpu() - c0,
        "build_cpu": build_cpu,
        "ok": q.status == "unsat",
        "status": f"{q.status} {q.reason or ''}".strip(),
    }


def _z3_new(topology: str, k: int, timeout: float) -> dict:
    return _z3(topology, k, timeout, None)


def _z3_old(topology: str, k: int, timeout: float, previous: str = "solver") -> dict:
    return _z3(topology, k, timeout, previous)


# --- brute force -----------------------------------------------------------------------------------


def _zero(net: ms.MIN) -> np.ndarray:
    return np.zeros((net.switches, net.k), dtype=np.int64)


def _brute_new(topology: str, k: int) -> dict:
    net = ms.build(topology, 2, k)
    return _timed(lambda: brute.latin_violation(net, _zero(net)) is None)


def _brute_old(topology: str, k: int) -> dict:
    net = ms.build(topology, 2, k)

    def plain() -> bool:
        outs = brute.outputs_per_round(net, _zero(net))
        return (brute.configurations_bijective(outs) or props.latin(brute.arrivals_matrix(outs))) is None

    return _timed(plain)


def frontier(fn, topology: str, ladder, budget: float, extra: tuple = (), mem_limit: int = 0, clock: str = "wall"):
    """Largest ladder size settled (ok) within ``budget`` seconds, with its measurements; stops at the first failure."""
    best, rows = None, {}
    for k in ladder:
        status, out, rss = run(fn, (topology, k) + extra, budget, mem_limit, clock)
        if status == "ok" and out["ok"] and out["cpu" if clock == "cpu" else "seconds"] > budget:
            status = "over budget"
        if status != "ok" or not out["ok"]:
            rows[k] = status if status != "ok" else f"not settled ({out.get('status', '?')})"
            break
        out["rss_mib"] = rss
        rows[k] = out
        best = k
    return best, rows


def _load() -> str:
    return "load " + " ".join(f"{v:.1f}" for v in os.getloadavg())


def _z3_line(topology, zk, zrows, ok, orows, previous: str = "solver") -> str:
    def at(rows, k):
        r = rows[k]
        return f"build {r['build']:.1f} s + solve {r['solve']:.1f} s = {r['seconds']:.1f} s wall, {r['cpu']:.1f} s CPU"

    def nxt(rows, k):
        return rows.get((Z3_LADDER + (None,))[Z3_LADDER.index(k) + 1] if k else Z3_LADDER[0], "-")

    line = (
        f"{topology:10s} Z3 Latin rows: k = {zk}" + (f" ({at(zrows, zk)})" if zk else "") + f", then {nxt(zrows, zk)}"
    )
    if orows is not None:
        name = "Z3's default strategy" if previous == "solver" else "per-argument build"
        line += f"; previous ({name}) k = {ok}" + (f" ({at(orows, ok)})" if ok else "") + f", then {nxt(orows, ok)}"
        line += f"; frontier ratio {(zk or 0) / ok if ok else float('inf'):.2f}x"
        common = min(zk or 0, ok or 0)
        if common:
            o, n = orows[common], zrows[common]
            line += (
                f"; at k = {common}: build {o['build']:.1f} -> {n['build']:.1f} s ({o['build'] / n['build']:.1f}x), "
                f"solve {o['solve']:.1f} -> {n['solve']:.1f} s, CPU {o['cpu']:.1f} -> {n['cpu']:.1f} s "
                f"({o['cpu'] / n['cpu']:.1f}x)"
            )
    return line


def _brute_line(topology, bk, brows, obk, obrows) -> str:
    def at(rows, k):
        r = rows[k]
        return f"{r['seconds']:.1f} s wall, {r['cpu']:.1f} s CPU, peak {r['rss_mib']:.0f} MiB"

    nxt = (BRUTE_LADDER + (None,))[BRUTE_LADDER.index(bk) + 1] if bk else BRUTE_LADDER[0]
    line = (
        f"{topology:10s} brute force: N = {2**bk if bk else None}"
        + (f" ({at(brows, bk)})" if bk else "")
        + f", then {brows.get(nxt, '-')}"
    )
    if obrows is not None:
        onxt = (BRUTE_LADDER + (None,))[BRUTE_LADDER.index(obk) + 1] if obk else BRUTE_LADDER[0]
        line += (
            f"; previous N = {2**obk if obk else None}"
            + (f" ({at(obrows, obk)})" if obk else "")
            + f", then {obrows.get(onxt, '-')}"
        )
        line += f"; frontier ratio {(2**bk / 2**obk) if bk and obk else float('inf'):.1f}x"
        common = min(bk or 0, obk or 0)
        if common:
            o, n = obrows[common], brows[common]
            line += (
                f"; at N = {2**common}: {o['seconds']:.1f} -> {n['seconds']:.1f} s wall, CPU {o['cpu']:.1f} -> "
                f"{n['cpu']:.1f} s "
                f"({o['cpu'] / n['cpu']:.1f}x), peak {o['rss_mib']:.0f} -> {n['rss_mib']:.0f} MiB"
            )
    return line


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--z3-budget", type=float, default=60.0, help="seconds per size for the Z3 query")
    ap.add_argument("--brute-budget", type=float, default=10.0, help="seconds per size for the explicit check")
    ap.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="judge the budgets in wall or in the child's CPU seconds",
    )
    ap.add_argument("--mem-limit", type=float, default=4.0, help="GiB of address space per child")
    ap.add_argument("--topology", nargs="*", default=["omega", "baseline", "butterfly"])
    ap.add_argument("--skip-previous", action="store_true", help="measure the current methods only")
    ap.add_argument(
        "--z3-previous",
        choices=("solver", "build"),
        default="solver",
        help="the previous Z3 method: Z3's default strategy (solver) or the per-argument build (build)",
    )
    ap.add_argument("--only", choices=("z3", "brute"), help="measure one engine only")
    ap.add_argument(
        "--z3-ladder", type=int, nargs="*", help=f"k to try, in order (default {' '.join(map(str, Z3_LADDER))})"
    )
    args = ap.parse_args()
    mem = int(args.mem_limit * 2**30)
    if args.z3_ladder:
        globals()["Z3_LADDER"] = tuple(args.z3_ladder)
    print(
        f"z3 {z3_min.Z3_VERSION}, numpy {np.__version__}, {os.cpu_count()} CPUs; budgets per size: Z3 "
        f"{args.z3_budget:g} s, "
        f"brute force {args.brute_budget:g} s ({args.clock} clock); children limited to {args.mem_limit:g} GiB; "
        f"{_load()}",
        flush=True,
    )
    for topology in args.topology:
        if args.only in (None, "z3"):
            before = _load()
            zk, zrows = frontier(_z3_new, topology, Z3_LADDER, args.z3_budget, (args.z3_budget,), 0, args.clock)
            ok, orows = (
                (None, None)
                if args.skip_previous
                else frontier(
                    _z3_old, topology, Z3_LADDER, args.z3_budget, (args.z3_budget, args.z3_previous), 0, args.clock
                )
            )
            print(_z3_line(topology, zk, zrows, ok, orows, args.z3_previous) + f"  [{before} -> {_load()}]", flush=True)
        if args.only in (None, "brute"):
            before = _load()
            bk, brows = frontier(_brute_new, topology, BRUTE_LADDER, args.brute_budget, (), mem, args.clock)
            obk, obrows = (
                (None, None)
                if args.skip_previous
                else frontier(_brute_old, topology, BRUTE_LADDER, args.brute_budget, (), mem, args.clock)
            )
            print(_brute_line(topology, bk, brows, obk, obrows) + f"  [{before} -> {_load()}]", flush=True)


if __name__ == "__main__":
    main()
