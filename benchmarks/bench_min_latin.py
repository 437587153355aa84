"""Largest N = d**k for which Theorem 2 (bijective + Latin rows) is settled within a time budget.

Brute force (numpy, M^0 = 0) against Z3 in digit mode (M^0 symbolic for d = 2), per topology.
The baseline is brute force in the same run; the ratio printed is log_d(N_z3) / log_d(N_brute),
i.e. how many times more stages Z3 reaches. No assertions: this reports, it does not judge.

    python benchmarks/bench_min_latin.py --budget 60 [--d 2 3] [--topology omega baseline]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import time

from alltoall.checkers import brute, z3_min
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms


def _brute(topology: str, d: int, k: int) -> bool:
    net = ms.build(topology, d, k)
    return brute.latin_violation(net, lc.initial_zero(d, k)) is None


def _z3(topology: str, d: int, k: int, timeout: float) -> bool:
    net = ms.build(topology, d, k)
    m0 = "symbolic" if d == 2 else "zero"
    return all(q.status == "unsat" for q in (z3_min.bijective(net, m0, timeout), z3_min.latin_rows(net, m0, timeout)))


def _timed_call(fn, args, limit: float) -> float | None:
    """Seconds taken, or None past ``limit`` (the child is killed: solvers may ignore timeouts)."""
    ctx = mp.get_context("fork")
    q = ctx.Queue()

    def child():
        t0 = time.perf_counter()
        ok = fn(*args)
        q.put((ok, time.perf_counter() - t0))

    p = ctx.Process(target=child)
    p.start()
    p.join(limit)
    if p.is_alive():
        p.kill()
        p.join()
        return None
    ok, secs = q.get() if not q.empty() else (False, None)
    return secs if ok else None


def largest(method: str, topology: str, d: int, budget: float, ks) -> tuple[int, float]:
    """Largest k in ``ks`` settled with every instance in the cumulative budget."""
    spent, best = 0.0, 0
    for k in ks:
        left = budget - spent
        if left <= 0:
            break
        args = (topology, d, k) if method == "brute" else (topology, d, k, left)
        secs = _timed_call(_brute if method == "brute" else _z3, args, left)
        if secs is None:
            break
        spent += secs
        best = k
    return best, spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per method, topology and d")
    ap.add_argument("--d", type=int, nargs="*", default=[2])
    ap.add_argument("--topology", nargs="*", default=list(ms.TOPOLOGIES))
    args = ap.parse_args()
    print(f"budget {args.budget:.0f} s per (method, topology, d); z3 {z3_min.Z3_VERSION}")
    print(f"{'topology':18s} {'d':>2s} {'brute k (N)':>16s} {'s':>6s} {'z3 k (N)':>16s} {'s':>6s} {'ratio':>6s}")
    for d in args.d:
        for topology in args.topology:
            bk, bs = largest("brute", topology, d, args.budget, range(1, 40))
            zks = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096]
            zk, zs = largest("z3", topology, d, args.budget, zks)
            ratio = zk / bk if bk else float("inf")
            print(f"{topology:18s} {d:2d} {bk:5d} ({d}^{bk:<4d}) {bs:6.1f} {zk:5d} ({d}^{zk:<4d}) {zs:6.1f} {ratio:6.1f}x", flush=True)


if __name__ == "__main__":
    main()
