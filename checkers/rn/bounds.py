"""Bounds on R(N) and R_sc(N) for the N x N GSEN (chou-chen-2010), by counting; imports no solver.

Four counting arguments, each a lower bound with a small certificate :mod:`.certificate` re-checks:
``counting`` (R(N) >= N), ``terminal-cut`` (pairs whose every path crosses one terminal need distinct
configurations), ``switch-blocks`` (forced switch states and the pairs their other path delivers) and
``terminal-cuts`` (pairs whose every path crosses one of k terminals, at most k of them per
configuration); and R_sc(N) = 2^n, one unique path per stage-control configuration.

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
    "CUTS",
    "PairTags",
    "covered_by_terminals",
    "forced_through_terminal",
    "item_forced",
    "lower_bound",
    "pair_tags",
    "stage_control_unique_paths",
    "switch_blocks",
    "switch_items",
    "terminal_cut",
    "terminal_pair_cut",
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
    """Best terminal-cut bound: ``{"bound", "stage", "terminal"}``, the most pairs all of whose paths leave one
    stage on one terminal (the earliest stage and terminal of a tie); :func:`forced_through_terminal` lists them."""
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


def _node_incidence(net: gsen.GSEN) -> tuple[np.ndarray, np.ndarray]:
    """For each pair (rows, i * N + j) and node (columns, stage * N + terminal): does its path 0, its path 1
    (= path 0 when unique) leave that stage on that terminal."""
    (s0, _, o0), (s1, _, o1) = _pair_paths(pair_tags(net))
    N, P = net.N, net.N * net.N
    A0 = np.zeros((P, net.n * N), dtype=np.float32)
    A1 = np.zeros_like(A0)
    rows = np.arange(P)
    for s in range(net.n):
        A0[rows, s * N + (2 * s0[..., s] + o0[..., s]).ravel()] = 1
        A1[rows, s * N + (2 * s1[..., s] + o1[..., s]).ravel()] = 1
    return A0, A1


def covered_by_terminals(net: gsen.GSEN, terminals: Any) -> int:
    """How many pairs have every path leave one of ``terminals`` (``[(stage, terminal), ...]``)."""
    (s0, _, o0), (s1, _, o1) = _pair_paths(pair_tags(net))
    hit0 = np.zeros((net.N, net.N), dtype=bool)
    hit1 = np.zeros_like(hit0)
    for s, t in terminals:
        hit0 |= 2 * s0[..., s] + o0[..., s] == t
        hit1 |= 2 * s1[..., s] + o1[..., s] == t
    return int((hit0 & hit1).sum())


def terminal_pair_cut(net: gsen.GSEN) -> dict[Any, Any]:
    """Best cut by two terminals (any stages): ``{"bound", "terminals", "pairs"}``, the pairs every path of which
    leaves one of the two; a configuration has one path through each terminal, so it delivers at most two of them
    and R(N) >= ceil(pairs / 2). Every pair of the n N terminals is counted at once: a pair is missed when one of its
    paths avoids both, so covered = N^2 - miss_0 - miss_1 + miss_both, three products of the incidence matrices
    (memory about 12 N^3 n bytes: for the cells of Fig. 14, N <= 128)."""
    A0, A1 = _node_incidence(net)
    M0, M1 = 1 - A0, 1 - A1
    B = M0 * M1
    C = net.N * net.N - M0.T @ M0 - M1.T @ M1 + B.T @ B
    np.fill_diagonal(C, -1)  # two distinct terminals
    u, v = np.unravel_index(int(np.argmax(C)), C.shape)
    u, v = min(u, v), max(u, v)
    terms = [[int(u // net.N), int(u % net.N)], [int(v // net.N), int(v % net.N)]]
    m = covered_by_terminals(net, terms)  # recounted exactly, not from the float products
    return {"bound": -(-m // 2), "terminals": terms, "pairs": m}


#: Two-terminal cuts :func:`terminal_pair_cut` finds where they beat every other counting bound (searched at the
#: open cells of Fig. 14, N = 36, 44, 68, 72, 76, 84, 92, under a second each): (stage, terminal) pairs. Stored so
#: that :func:`lower_bound` does not repeat the search; every use recounts the pairs.
CUTS = {72: ((2, 3), (3, 15)), 84: ((1, 1), (2, 7))}


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
    if net.N in CUTS:
        terms = [list(t) for t in CUTS[net.N]]
        m = covered_by_terminals(net, terms)
        cands.append({"method": "terminal-cuts", "bound": -(-m // len(terms)), "terminals": terms, "pairs": m})
    order = ["counting", "terminal-cut", "switch-blocks", "terminal-cuts"]
    return max(cands, key=lambda c: (c["bound"], -order.index(c["method"])))
