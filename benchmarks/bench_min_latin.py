"""Largest N = d**k for which Theorem 2 (bijective + Latin rows) is settled within a time budget.

Brute force (numpy, M^0 = 0) against Z3 in digit mode (M^0 symbolic for d = 2), per topology.
The baseline is brute force in the same run; the ratio printed is log_d(N_z3) / log_d(N_brute),
i.e. how many times more stages Z3 reaches. No assertions: this reports, it does not judge.

    python benchmarks/bench_min_latin.py --budget 60 [--d 2 3] [--topology omega baseline]
"""

from __future__ import annotations

import argparse
import pathlib
import sys

from alltoall.checkers import brute
from alltoall.checkers.z3 import min as z3_min
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import largest  # noqa: E402


def _brute(topology: str, d: int, k: int) -> bool:
    net = ms.build(topology, d, k)
    return brute.latin_violation(net, lc.initial_zero(d, k)) is None


def _z3(topology: str, d: int, k: int, timeout: float) -> bool:
    net = ms.build(topology, d, k)
    m0 = "symbolic" if d == 2 else "zero"
    return all(q.status == "unsat" for q in (z3_min.bijective(net, m0, timeout), z3_min.latin_rows(net, m0, timeout)))


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
            bk, bs = largest(
                _brute, lambda k, left, topology=topology, d=d: (topology, d, k), args.budget, range(1, 40)
            )
            zks = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096]
            zk, zs = largest(_z3, lambda k, left, topology=topology, d=d: (topology, d, k, left), args.budget, zks)
            ratio = zk / bk if bk else float("inf")
            print(
                f"{topology:18s} {d:2d} {bk:5d} ({d}^{bk:<4d}) {bs:6.1f} {zk:5d} ({d}^{zk:<4d}) {zs:6.1f} "
                f"{ratio:6.1f}x",
                flush=True,
            )


if __name__ == "__main__":
    main()
