"""Largest N = 2**k for which chau-fu-2003 Theorem 1 is settled within a time budget.

Theorem 1: every cyclic shift c = 1..n-1 is one crosstalk-free, correctly delivered pass of the
optical MIN. Brute force routes all n signals for every c (k = 1, 2, 3, ...); Z3 answers the
crosstalk and delivery queries with c and the sources symbolic (k doubling). The baseline is
brute force in the same run; the ratio printed is k_z3 / k_brute. No assertions.

    python benchmarks/bench_theorem1.py --budget 60
"""

from __future__ import annotations

import argparse
import pathlib
import sys

from alltoall.checkers import optical as ck
from alltoall.checkers.z3 import optical as z
from alltoall.checkers.z3.core import Z3_VERSION
from alltoall.spec.topologies import optical as op

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import largest  # noqa: E402


def _brute(m: int) -> bool:
    return ck.brute_theorem1(op.OpticalMIN(2**m)) is None


def _z3(m: int, timeout: float) -> bool:
    net = op.OpticalMIN(2**m)
    return all(q(net, timeout=timeout).status == "unsat" for q in (z.theorem1_crosstalk, z.theorem1_delivery))


def _z3_rule(m: int, timeout: float) -> bool:
    return z.rule_query(op.OpticalMIN(2**m), timeout=timeout).status == "unsat"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per method")
    args = ap.parse_args()
    print(f"budget {args.budget:.0f} s per method (cumulative over sizes); z3 {Z3_VERSION}")
    bm, bs = largest(_brute, lambda m, left: (m,), args.budget, range(1, 64))
    print(f"brute force   Theorem 1     largest k = {bm:5d} (N = 2^{bm})  {bs:6.1f} s", flush=True)
    sizes = [2**i for i in range(0, 20)]
    zm, zs = largest(_z3, lambda m, left: (m, left), args.budget, sizes)
    print(
        f"z3            Theorem 1     largest k = {zm:5d} (N = 2^{zm})  {zs:6.1f} s   ratio k_z3/k_brute "
        f"{zm / max(bm, 1):.1f}x",
        flush=True,
    )
    rm, rs = largest(_z3_rule, lambda m, left: (m, left), args.budget, [1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128])
    print(f"z3            routing rule  largest k = {rm:5d} (N = 2^{rm})  {rs:6.1f} s", flush=True)


if __name__ == "__main__":
    main()
