"""Symbolic-M^0 MIN queries: the current reading of M^0 against the previous one, in the same run.

The previous reading (before a0fb44c) let each stage's M^0 function range over the digits' w-bit sort and
read a value as ``f(...) % d``, for which Z3 bit-blasts a signed divider; the current one ranges over the
bits of d - 1 and reads d or more as 0 (``checkers/z3/min._as_digit``). The workload per (d, k): both
collision queries (Latin rows, bijective) of the six digit-permutation topologies, M^0 symbolic. Both
readings must give every query the same answer (checked). CPU seconds, the better of ``--rounds`` rounds,
the two readings alternating. No assertions on time: this reports, it does not judge.

    python benchmarks/bench_min_m0.py [--rounds 2] [--d 3 5]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3 import min as z3_min
from alltoall.spec.topologies import multistage as ms

#: The k of each d: the fast tier's largest for cor4-shift-d-gt-2 (d > 2) and twice that (d = 2: thm2's 16).
KS = {2: (16, 64), 3: (8, 16), 4: (8, 24), 5: (6, 12)}


class _PreviousM0(z3_min._Encoding):
    """Digit mode with the previous M^0: functions into the w-bit sort, read modulo d."""

    def __init__(self, net: ms.MIN, m0: Any, timeout: float) -> None:
        super().__init__(net, m0, timeout)
        if self.m0_mode == "symbolic":
            D = z3.BitVecSort(self.w)
            self.m0_funcs = [capi.function(f"m0_stage{j}", [D] * (self.k - 1), D) for j in range(net.stages)]

    def m0_term(self, j: int, sw_digits: tuple[Any, ...]) -> Any:
        if self.m0_mode != "symbolic":
            return super().m0_term(j, sw_digits)
        return capi.app(self.m0_funcs[j], list(sw_digits)) % self.d


def _workload(d: int, k: int, encoding: Any) -> tuple[float, list[str]]:
    answers = []
    t0 = time.process_time()
    for topology in ms.TOPOLOGIES:
        net = ms.build(topology, d, k)
        for differ in z3_min.COLLISIONS:
            answers.append(z3_min.collision(net, differ, "symbolic", timeout=120.0, encoding=encoding).status)
    return time.process_time() - t0, answers


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--d", type=int, nargs="*", default=sorted(KS))
    args = ap.parse_args()
    print(f"z3 {z3_min.Z3_VERSION}; CPU s, the better of {args.rounds} rounds; 6 topologies x 2 queries per row")
    print(f"{'d':>2s} {'k':>4s} {'previous':>9s} {'current':>9s} {'ratio':>6s}  answers")
    for d in args.d:
        for k in KS[d]:
            prev, cur, same = float("inf"), float("inf"), True
            for _ in range(args.rounds):
                p, pa = _workload(d, k, _PreviousM0)
                c, ca = _workload(d, k, None)
                prev, cur, same = min(prev, p), min(cur, c), same and pa == ca
            verdict = "same" if same else "DIFFER"
            print(f"{d:2d} {k:4d} {prev:9.2f} {cur:9.2f} {prev / cur:5.2f}x  {verdict}", flush=True)


if __name__ == "__main__":
    main()
