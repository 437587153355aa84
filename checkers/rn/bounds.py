"""Bounds on R(N) and R_sc(N) for the N x N GSEN (chou-chen-2010), by counting; imports no solver.

Three counting arguments, each a lower bound with a small certificate :mod:`.certificate` re-checks:
``counting`` (R(N) >= N), ``terminal-cut`` (pairs whose every path crosses one terminal need distinct
configurations) and ``switch-blocks`` (forced switch states and the pairs their other path delivers);
and R_sc(N) = 2^n, one unique path per stage-control configuration.

References
----------
chou-chen-2010, Lemma 3.1, Theorem 3.8, Theorems 5.4 and 5.5 (their arguments).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np

from alltoall.spec.topologies import gsen

__all__ = [
    "Block",
    "PairTags",
    "forced_through_terminal",
    "item_forced",
    "lower_bound",
    "pair_tags",
    "stage_control_unique_paths",
    "switch_blocks",
    "switch_items",
    "terminal_cut",
]


@dataclass(frozen=True)
class PairTags:
    """For every pair (i, j): its tags ``F0 = (j - i 2^n) mod N`` and ``F1 = F0 + N`` (when < 2^n)."""

    net: gsen.GSEN
    F0: np.ndarray
    F1: np.ndarray  # -1 when the pair has a unique path

    @property
    def unique(self) -> np.ndarray:
        return self.F1 < 0


def pair_tags(net: gsen.GSEN) -> PairTags:
    """Tags of every pair from the simulator (not from Lemma 3.3): ``dest[i, F] == j``."""
    d, _ = gsen.tag_table(net)
    N = net.N
    F0 = np.full((N, N), -1, dtype=np.int64)
    F1 = np.full((N, N), -1, dtype=np.int64)
    for F in range(net.tags):
        col = d[:, F]
        rows = np.arange(N)
        first = F0[rows, col] < 0
        F0[rows[first], col[first]] = F
        F1[rows[~first], col[~first]] = F
    return PairTags(net, F0, F1)


def _pair_paths(pt: PairTags) -> Any:
    """For each pair, the per-stage (switch, in, out) of both paths (path 1 = path 0 when unique)."""
    net = pt.net
    sw, inp, out = gsen.switch_table(net)
    rows = np.repeat(np.arange(net.N)[:, None], net.N, axis=1)
    G1 = np.where(pt.F1 < 0, pt.F0, pt.F1)
    return (sw[rows, pt.F0], inp[rows, pt.F0], out[rows, pt.F0]), (sw[rows, G1], inp[rows, G1], out[rows, G1])


def terminal_cut(net: gsen.GSEN) -> dict[Any, Any]:
    """Best terminal-cut bound: ``{"bound", "stage", "terminal", "pairs"}`` (pairs forced through it)."""
    pt = pair_tags(net)
    (s0, _, o0), (s1, _, o1) = _pair_paths(pt)
    best = {"bound": 0, "stage": 0, "terminal": 0}
    for s in range(net.n):
        t0 = 2 * s0[..., s] + o0[..., s]
        t1 = 2 * s1[..., s] + o1[..., s]
        c = np.bincount(t0[t0 == t1], minlength=net.N)
        t = int(np.argmax(c))
        if c[t] > best["bound"]:
            best = {"bound": int(c[t]), "stage": s, "terminal": t}
    return best


def forced_through_terminal(net: gsen.GSEN, stage: int, terminal: int) -> list[tuple[int, int]]:
    """Pairs all of whose paths leave ``stage`` on ``terminal`` (re-derived from :func:`gsen.path`)."""
    out = []
    for i in range(net.N):
        by_dest: dict[int, set[int]] = {}
        for F in range(net.tags):
            p = gsen.path(net, i, F)
            by_dest.setdefault(p.dest, set()).add(p.terminals[stage])
        out += [(i, j) for j, ts in sorted(by_dest.items()) if ts == {terminal}]
    return out


@dataclass
class Block:
    stage: int
    items: list[tuple[int, int, int]]  # (switch, in port, out port) of the companion type
    forced: int  # L: forced deliveries into the block
    pairs: set[Any] = field(default_factory=set)  # R

    @property
    def excess(self) -> int:
        return max(0, self.forced - len(self.pairs))


def switch_items(net: gsen.GSEN, stage: int, *, paths: Any = None) -> tuple[dict[Any, Any], dict[Any, Any]]:
    """``U[(S, x, y)]`` = number of pairs all of whose paths cross switch S of ``stage`` from port x to
    port y; ``C[(S, x, y)]`` = set of pairs with some path of that type. ``paths``: the pairs' paths
    (``_pair_paths``) when the caller already has them (they do not depend on the stage)."""
    (s0, i0, o0), (s1, i1, o1) = _pair_paths(pair_tags(net)) if paths is None else paths
    k0 = ((s0[..., stage] * 2 + i0[..., stage]) * 2 + o0[..., stage]).ravel()
    k1 = ((s1[..., stage] * 2 + i1[..., stage]) * 2 + o1[..., stage]).ravel()
    pair = np.arange(k0.size)
    same = k0 == k1
    keys, counts = np.unique(k0[same], return_counts=True)
    U: dict[Any, Any] = {(k >> 2, (k >> 1) & 1, k & 1): c for k, c in zip(keys.tolist(), counts.tolist())}
    # C: each pair under the type of its path 0 and, when it differs, of its path 1; grouped by type.
    k = np.concatenate([k0, k1[~same]])
    order = np.argsort(k, kind="stable")
    k, pair = k[order], np.concatenate([pair, pair[~same]])[order]
    i, j = np.divmod(pair, s0.shape[1])
    cuts = np.flatnonzero(np.diff(k)) + 1
    C: dict[Any, Any] = {}
    for key, ii, jj in zip(k[np.r_[0, cuts]].tolist(), np.split(i, cuts), np.split(j, cuts)):
        C[(key >> 2, (key >> 1) & 1, key & 1)] = set(zip(ii.tolist(), jj.tolist()))
    return U, C


def item_forced(U: dict[Any, Any], S: int, x: int, y: int) -> int:
    """Configurations that must set S so that a path crosses it from x to y (the state x xor y)."""
    return cast(int, max(U.get((S, x, y), 0), U.get((S, 1 - x, 1 - y), 0)))


def switch_blocks(net: gsen.GSEN) -> dict[Any, Any]:
    """Best switch-block bound: ``{"bound", "blocks": [{"stage", "items"}...], "excess"}``."""
    candidates: list[Block] = []
    paths = _pair_paths(pair_tags(net))
    for s in range(net.n):
        U, C = switch_items(net, s, paths=paths)
        items = [(S, x, y) for S in range(net.half) for x in (0, 1) for y in (0, 1) if item_forced(U, S, x, y) > 0]
        parent = list(range(len(items)))

        def find(a: int, parent: list[int] = parent) -> int:
            while parent[a] != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            return a

        owner: dict[Any, Any] = {}
        for k, it in enumerate(items):
            for p in C.get(it, ()):
                if p in owner:
                    parent[find(k)] = find(owner[p])
                else:
                    owner[p] = k
        comps: dict[int, list[int]] = {}
        for k in range(len(items)):
            comps.setdefault(find(k), []).append(k)
        for ks in comps.values():
            its = [items[k] for k in ks]
            b = Block(s, its, sum(item_forced(U, *it) for it in its), set().union(*(C.get(it, set()) for it in its)))
            if b.excess > 0:
                candidates.append(b)
    candidates.sort(key=lambda b: (-b.excess, b.stage, b.items))
    used: set[Any] = set()
    chosen: list[Block] = []
    for b in candidates:
        if not (b.pairs & used):
            used |= b.pairs
            chosen.append(b)
    excess = sum(b.excess for b in chosen)
    N = net.N
    return {
        "bound": -(-(N * N + excess) // N),
        "excess": excess,
        "blocks": [{"stage": b.stage, "items": [list(it) for it in b.items]} for b in chosen],
    }


def stage_control_unique_paths(net: gsen.GSEN, family: str = "sc") -> dict[int, tuple[int, int]] | None:
    """For every configuration number C of a family, one input i whose path under C is unique
    (its tag F satisfies 2^n - N <= F < N per the simulator); None if some C sets up none."""
    pt = pair_tags(net)
    out: dict[int, tuple[int, int]] = {}
    for C in range(net.tags):
        F = gsen.forward_tags(net, gsen.family_states(net, family, C))
        dest = gsen.realize(net, gsen.family_states(net, family, C))
        hit = [i for i in range(net.N) if pt.unique[i, dest[i]]]
        if not hit:
            return None
        out[C] = (hit[0], int(F[hit[0]]))
    return out


def lower_bound(net: gsen.GSEN) -> dict[Any, Any]:
    """The best of the counting bounds, with its certificate."""
    cands = [{"method": "counting", "bound": net.N}]
    tc = terminal_cut(net)
    cands.append({"method": "terminal-cut", **tc})
    sb = switch_blocks(net)
    cands.append({"method": "switch-blocks", **sb})
    return max(cands, key=lambda c: (c["bound"], -["counting", "terminal-cut", "switch-blocks"].index(c["method"])))
