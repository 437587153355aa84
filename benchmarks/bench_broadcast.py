"""Largest n for which yang-wang-2002 Theorem 2 (every origin of the n x n torus reaches every node
exactly once) and Corollary 1 (every channel relays (n^2 - 1)/4 messages) are decided within a time
limit per n, against a naive per-origin BFS (a queue and the scalar spec) measured in the same run.

The engine (:mod:`alltoall.checkers.broadcast`) decides one origin in O(n^2) numpy work and memory
(spanning-tree test on the relay arrays; no n^4 table); the goal is n >= 101 within 60 s for each.
Prints the largest odd n and the ratio against the baseline. No assertions.

    python benchmarks/bench_broadcast.py --limit 60
"""

from __future__ import annotations

import argparse
import pathlib
import sys
from fractions import Fraction

import numpy as np

from alltoall.checkers import broadcast as bc
from alltoall.spec.algorithms import yang_wang_2002 as yw

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from budget import timed_call  # noqa: E402


def thm2_engine(n: int) -> bool:
    net = bc.network("torus", n)
    cache: dict = {}
    return all(bc.is_tree(net, o, bc.relay_arrays(net, o, "centred", cache)) for o in range(net.nodes))


def cor1_engine(n: int) -> bool:
    L = bc.port_loads(bc.network("torus", n))
    return bool(np.all(L == Fraction(n * n - 1, 4)))


def thm2_bfs(n: int) -> bool:
    net = bc.network("torus", n)
    for o in range(net.nodes):
        counts = bc.bfs_reach(net, o)
        if len(counts) != net.nodes or any(c != 1 for c in counts.values()):
            return False
    return True


def cor1_bfs(n: int) -> bool:
    net = bc.network("torus", n)
    loads: dict[tuple[int, int], int] = {}
    for o in range(net.nodes):
        seen = {o}
        queue = [o]
        while queue:
            v = queue.pop()
            for u in yw.relays(net, o, v):
                loads[(v, u)] = loads.get((v, u), 0) + 1
                if u not in seen:
                    seen.add(u)
                    queue.append(u)
    want = Fraction(n * n - 1, 4)
    return len(loads) == len(net.channels()) and all(c == want for c in loads.values())


def largest(fn, sizes, limit: float) -> tuple[int, float]:
    best, secs = 0, 0.0
    for n in sizes:
        t = timed_call(fn, (n,), limit)
        if t is None:
            break
        best, secs = n, t
        print(f"    {fn.__name__:12s} n = {n:4d}  {t:7.2f} s", flush=True)
    return best, secs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=float, default=60.0, help="seconds allowed to decide one n")
    args = ap.parse_args()
    engine_sizes = [11, 21, 41, 61, 81, 101, 111, 121, 131, 141, 151, 161]
    bfs_sizes = [5, 7, 9, 11, 13, 15, 17, 19, 21, 25, 29, 33, 37, 41, 45, 51, 61]
    print(f"limit {args.limit:.0f} s per n; floor n = 101")
    for what, eng, base in (
        ("Theorem 2 (every origin)", thm2_engine, thm2_bfs),
        ("Corollary 1 (every channel)", cor1_engine, cor1_bfs),
    ):
        bn, bs = largest(base, bfs_sizes, args.limit)
        en, es = largest(eng, engine_sizes, args.limit)
        print(
            f"{what:28s} engine largest n = {en:4d} ({es:6.1f} s)   naive BFS largest n = {bn:4d} ({bs:6.1f} s)   "
            f"ratio n_engine/n_bfs {en / max(bn, 1):.1f}x   {'meets' if en >= 101 else 'MISSES'} the floor n = 101",
            flush=True,
        )


if __name__ == "__main__":
    main()
