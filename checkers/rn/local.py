"""Upper bounds on R(N) beyond the stage-control families: local search over arbitrary per-switch
states; imports no solver.

A seeded WalkSAT-style walk over k configurations flips single switches (a flip swaps two outputs,
``O(n)`` to apply, ``O(1)`` to score) towards uncovered pairs, optionally weighted with breakout;
:func:`shrink` drops a configuration from a re-checked cover and searches for a cover one smaller,
every result re-checked by :func:`certificate.check_upper`.

>>> from alltoall.spec.topologies import gsen
>>> r = shrink(gsen.GSEN(12), [gsen.family_states(gsen.GSEN(12), "sc", C) for C in range(16)], steps=300, seed=1)
>>> r["size"] >= 16        # R(12) = 16 (Theorem 5.4): no search goes below it
True

References
----------
chou-chen-2010, R(N) (Sects. 5-6, Fig. 14).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from alltoall.checkers.rn import certificate as ce
from alltoall.spec.topologies import gsen

__all__ = ["Cover", "shrink", "walk"]


class Cover:
    """``k`` configurations of ``net`` with incremental routing tables and pair counts."""

    def __init__(self, net: gsen.GSEN, states: list[Any]) -> None:
        self.net = net
        self.N, self.n = net.N, net.n
        self.S: list[list[list[int]]] = []
        self.term: list[list[list[int]]] = []  # term[c][s][i]: terminal of input i after stage s
        self.at: list[list[list[int]]] = []  # at[c][s][t]: input on terminal t after stage s
        self.cnt = [[0] * self.N for _ in range(self.N)]
        self.miss = [(i, j) for i in range(self.N) for j in range(self.N)]  # uncovered pairs, any order
        self.where = {p: k for k, p in enumerate(self.miss)}
        for st in states:
            self.add(st)

    def _route(self, st: list[list[int]]) -> tuple[list[Any], list[Any]]:
        N = self.N
        t = list(range(N))
        term, at = [], []
        for s in range(self.n):
            t = [2 * (p // 2) + ((p % 2) ^ st[s][p // 2]) for p in (gsen.shuffle(N, x) for x in t)]
            a = [0] * N
            for i, x in enumerate(t):
                a[x] = i
            term.append(t)
            at.append(a)
        return term, at

    @property
    def uncovered(self) -> int:
        return len(self.miss)

    def _inc(self, i: int, j: int, d: int) -> None:
        row = self.cnt[i]
        if d > 0 and row[j] == 0:
            k = self.where.pop((i, j))
            last = self.miss.pop()
            if k < len(self.miss):
                self.miss[k] = last
                self.where[last] = k
        elif d < 0 and row[j] == 1:
            self.where[(i, j)] = len(self.miss)
            self.miss.append((i, j))
        row[j] += d

    def add(self, states: Any) -> None:
        st = [[int(v) for v in row] for row in np.asarray(states).tolist()]
        term, at = self._route(st)
        self.S.append(st)
        self.term.append(term)
        self.at.append(at)
        for i, j in enumerate(term[-1]):
            self._inc(i, j, 1)

    def remove(self, c: int) -> None:
        for i, j in enumerate(self.term[c][-1]):
            self._inc(i, j, -1)
        del self.S[c], self.term[c], self.at[c]

    def loss(self, c: int) -> int:
        """Pairs only configuration ``c`` delivers."""
        return sum(1 for i, j in enumerate(self.term[c][-1]) if self.cnt[i][j] == 1)

    def pair(self, c: int, s: int, y: int) -> tuple[int, int]:
        a = self.at[c][s]
        return a[2 * y], a[2 * y + 1]

    def delta(self, c: int, s: int, y: int) -> int:
        """Change of the uncovered count if switch ``y`` of stage ``s`` in configuration ``c`` flips."""
        a, b = self.pair(c, s, y)
        last = self.term[c][-1]
        da, db = last[a], last[b]
        ca, cb = self.cnt[a], self.cnt[b]
        return (ca[da] == 1) + (cb[db] == 1) - (ca[db] == 0) - (cb[da] == 0)

    def wdelta(self, c: int, s: int, y: int, w: list[Any]) -> int:
        """:meth:`delta` with pair weights ``w[i][j]`` (uncovered pairs that stay uncovered grow heavier)."""
        a, b = self.pair(c, s, y)
        last = self.term[c][-1]
        da, db = last[a], last[b]
        ca, cb, wa, wb = self.cnt[a], self.cnt[b], w[a], w[b]
        return (
            (wa[da] if ca[da] == 1 else 0)
            + (wb[db] if cb[db] == 1 else 0)
            - (wa[db] if ca[db] == 0 else 0)
            - (wb[da] if cb[da] == 0 else 0)
        )

    def flip(self, c: int, s: int, y: int) -> None:
        a, b = self.pair(c, s, y)
        term, at = self.term[c], self.at[c]
        last = term[-1]
        self._inc(a, last[a], -1)
        self._inc(b, last[b], -1)
        for r in range(s, self.n):
            ta, tb = term[r][a], term[r][b]
            term[r][a], term[r][b] = tb, ta
            at[r][ta], at[r][tb] = b, a
        self._inc(a, last[a], 1)
        self._inc(b, last[b], 1)
        self.S[c][s][y] ^= 1

    def moves_for(self, i: int, j: int) -> list[tuple[int, int, int]]:
        """Every flip that makes some configuration deliver (i, j)."""
        out = []
        for c in range(len(self.S)):
            term, at = self.term[c], self.at[c]
            last = term[-1]
            for s in range(self.n):
                t = term[s][i]
                b = at[s][t ^ 1]
                if last[b] == j:
                    out.append((c, s, t // 2))
        return out

    def configurations(self) -> list[dict[Any, Any]]:
        return [{"states": [list(r) for r in st]} for st in self.S]


def walk(
    cov: Cover,
    steps: int,
    rng: random.Random,
    noise: float = 0.2,
    tabu: int = 10,
    deadline: float | None = None,
    report: Callable[[str], None] | None = None,
    every: int = 10000,
    weighted: bool = False,
) -> int:
    """Flip switches until every pair is delivered or ``steps`` run out; the steps taken.
    ``report`` gets a line every ``every`` steps. ``weighted``: moves are scored with pair weights,
    and a pair that no move can deliver without a loss gets one heavier (breakout)."""
    recent: dict[Any, Any] = {}
    w = [[1] * cov.N for _ in range(cov.N)] if weighted else None
    for step in range(steps):
        if cov.uncovered == 0:
            return step
        if deadline is not None and step % 256 == 0 and time.perf_counter() > deadline:
            return step
        if report and step and step % every == 0:
            report(f"N = {cov.N}: {len(cov.S)} configurations, {step} flips, {cov.uncovered} pairs undelivered")
        i, j = cov.miss[rng.randrange(len(cov.miss))]
        moves = cov.moves_for(i, j)
        if not moves:
            continue
        if rng.random() < noise:
            m = moves[rng.randrange(len(moves))]
        else:
            score = cov.delta if w is None else (lambda c, s, y: cov.wdelta(c, s, y, w))
            scored = [(score(*m), m) for m in moves if recent.get(m, -1) < step - tabu]
            if not scored:
                scored = [(score(*m), m) for m in moves]
            best = min(d for d, _ in scored)
            if w is not None and best >= 0:
                w[i][j] += 1
            cands = [m for d, m in scored if d == best]
            m = cands[rng.randrange(len(cands))]
        cov.flip(*m)
        recent[m] = step
    return steps


def shrink(
    net: gsen.GSEN,
    states: list[Any],
    steps: int = 20000,
    seed: int = 0,
    time_limit: float | None = None,
    progress: Callable[[str], None] | None = None,
    stop_at: int = 1,
    weighted: bool = False,
) -> dict[Any, Any]:
    """Shrink a cover one configuration at a time by local search.

    ``states``: the starting configurations (they must deliver every pair). Each round drops the
    configuration whose loss uncovers fewest pairs and walks at most ``steps`` flips; it stops at the
    first round that fails, at ``stop_at`` configurations (a known lower bound) or at ``time_limit``
    seconds. Returns ``{"size", "configurations",
    "rounds": [{"size", "steps", "found"}], "message"}``; the configurations are re-checked.
    """
    say = progress or (lambda s: None)
    rng = random.Random(seed)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    cov = Cover(net, states)
    if cov.uncovered:
        raise ValueError(f"the starting {len(states)} configurations miss {cov.uncovered} pairs")
    best = cov.configurations()
    rounds = []
    while len(cov.S) > max(1, stop_at):
        if deadline is not None and time.perf_counter() > deadline:
            break
        losses = [cov.loss(c) for c in range(len(cov.S))]
        cov.remove(int(np.argmin(losses)))
        k = len(cov.S)
        say(f"N = {net.N}: local search for {k} configurations ({cov.uncovered} pairs to recover)")
        taken = walk(cov, steps, rng, deadline=deadline, report=progress, weighted=weighted)
        found = cov.uncovered == 0
        rounds.append({"size": k, "steps": taken, "found": found})
        if not found:
            break
        best = cov.configurations()
    cert = {"N": net.N, "configurations": best}
    ok, msg = ce.check_upper(cert)
    if not ok:  # cannot happen unless the incremental tables are wrong; never report such a cover
        raise AssertionError(f"local search produced an invalid cover: {msg}")
    return {"size": len(best), "configurations": best, "rounds": rounds, "message": msg}
