"""CPU seconds of the transversal-prefix search of :mod:`alltoall.checkers.rn.prefix` per N and solver
(chou-chen-2010, R(N) = N by translates of one prefix).

For each N = 2^a m with m odd and m > 1, asks CaDiCaL and CP-SAT for a prefix of the first n - a stages
whose inputs of each class mod 2^a use tags distinct mod m; when one is found, its translates are expanded
and re-checked by the spec (:func:`prefix.cover`). Prints one row per N and solver: the answer (found with
the cover's size, none, unknown at the budget) and CPU seconds of this process (user + sys,
``time.process_time``; model building included, the re-check not).

    python benchmarks/bench_rn_prefix.py --ns 12 20 28 36 44 68 76 --budget 30
"""

from __future__ import annotations

import argparse

from alltoall.checkers.rn import prefix


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ns", type=int, nargs="+", default=[12, 20, 28, 36, 68])
    ap.add_argument("--solvers", nargs="+", default=list(prefix.SOLVERS), choices=prefix.SOLVERS)
    ap.add_argument("--budget", type=float, default=30.0, help="seconds per search (wall clock)")
    args = ap.parse_args()
    print("| N | solver | answer | CPU s |")
    print("| --- | --- | --- | --- |")
    for N in args.ns:
        for solver in args.solvers:
            r = prefix.cover(N, solver, args.budget)
            answer = f"found, {r['size']} configurations" if r["size"] else r["status"]
            print(f"| {N} | {solver} | {answer} | {r['cpu_seconds']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
