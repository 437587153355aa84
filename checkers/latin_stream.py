"""The explicit Latin check of liu-chen-chen-2007 Theorem 2, streamed over rounds in bounded memory.

Rounds are routed with numpy, sharing the stages whose driving digits two rounds have in common
(:func:`routed_rounds`), and checked a chunk at a time against a seen-set of N^2 bytes; the verdict is
the plain check's (``brute.outputs_per_round`` with ``properties.bijective`` and ``properties.latin``).
Paper -> ours: round x uses M^x (:mod:`alltoall.spec.algorithms.latin_configurations`); ``A[j, x]`` is
the input that reaches output j in round x.

>>> from alltoall.spec.topologies import multistage as ms
>>> from alltoall.spec.algorithms import latin_configurations as lc
>>> latin_violation(ms.omega(4, 2), lc.initial_zero(4, 2)) is None
True

References
----------
liu-chen-chen-2007, Theorem 2 (the matrix A is a Latin square).
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np

from alltoall.checkers import properties as props
from alltoall.spec import digits as spec_digits
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.errors import require
from alltoall.spec.topologies import multistage as ms

__all__ = ["CHUNK_ELEMENTS", "latin_violation", "route_rounds", "routed_rounds", "stage_tables"]

CHUNK_ELEMENTS = 1 << 22  # lines routed at once (rounds x inputs): 16 MiB per int32 array


def _stage_digits(net: ms.MIN, rounds: np.ndarray) -> np.ndarray:
    """``D[x, j]``: the digit of round x that drives stage j (``stage_digit`` of the spec)."""
    k = cast(int, net.k)  # latin_violation requires N = d^k
    return np.stack([spec_digits.digit(rounds, lc.stage_digit(j, k), net.d) for j in range(net.stages)], axis=1).astype(
        np.int32
    )


def stage_tables(net: ms.MIN, M0: np.ndarray) -> np.ndarray:
    """``F[j, c, l]``: the line that line l (leaving stage j - 1) occupies after stage j when stage j is
    shifted by round digit c; the output wiring is folded into the last stage. Built once with the
    spec's wirings, ``d_xor`` and ``shift_port`` (d x N entries per stage), so routing a round is one
    gather per stage."""
    d, N, k = net.d, net.N, net.stages
    tables = net.tables()
    M0 = np.asarray(M0, dtype=np.int64)
    line = np.arange(N, dtype=np.int64)
    sw, port = line // d, line % d
    F = np.empty((k, d, N), dtype=np.int32)
    for j in range(k):
        for c in range(d):
            after = sw * d + switches.shift_port(port, switches.d_xor(M0[sw, j], c, d), d)
            if j == k - 1:
                after = tables[k][after]
            F[j, c] = after[tables[j]]
    return F


def route_rounds(net: ms.MIN, M0: np.ndarray, rounds: np.ndarray, F: np.ndarray | None = None) -> np.ndarray:
    """``O[i, s]``: the output input s reaches in round ``rounds[i]`` (int32), as ``brute.outputs_per_round``."""
    N = net.N
    F = stage_tables(net, M0) if F is None else F
    D = _stage_digits(net, np.asarray(rounds, dtype=np.int64))
    lines = np.empty((len(rounds), N), dtype=np.int32)
    lines[:] = np.arange(N, dtype=np.int32)
    idx = np.empty_like(lines)
    for j in range(net.stages):
        np.add(lines, (D[:, j] * N).astype(np.int32)[:, None], out=idx)
        np.take(F[j].reshape(-1), idx, out=lines)
    return lines


def routed_rounds(net: ms.MIN, M0: np.ndarray, F: np.ndarray | None = None) -> Any:
    """Yield ``(rounds, out)``: ``out[s]`` is the output input s reaches in every round of ``rounds``.

    The line leaving stage j depends only on the digits that drive stages 0..j, so rounds are grouped
    by those digits, depth first: each distinct prefix is routed once (one gather of N lines per node
    of the prefix tree, about d/(d - 1) x N gathers in all instead of k x N). Rounds with the same
    digits in every stage come out together (they realize the same permutation). With the spec's
    ``stage_digit`` (stage 0 reads the top digit) rounds come out in increasing order.
    """
    N = net.N
    F = stage_tables(net, M0) if F is None else F
    D = _stage_digits(net, np.arange(N, dtype=np.int64))
    stack = [(0, np.arange(N, dtype=np.int32), np.arange(N, dtype=np.int64))]
    while stack:
        j, lines, rounds = stack.pop()
        if j == net.stages:
            yield rounds, lines
            continue
        vals = D[rounds, j]
        for c in range(net.d - 1, -1, -1):  # pushed in reverse: popped with c increasing
            sub = rounds[vals == c]
            if len(sub):
                stack.append((j + 1, np.take(F[j, c], lines), sub))


def latin_violation(net: ms.MIN, M0: np.ndarray, chunk_elements: int = CHUNK_ELEMENTS) -> props.Violation | None:
    """Bijective rounds and Latin rows of M^0..M^{N-1} on ``net``, in O(N^2) bits of memory."""
    N = net.N
    require(net.k is not None, "network", f"{net}: N is not a power of d, so the rounds have no digits")
    M0 = np.asarray(M0)
    require(
        M0.shape == (net.switches, net.stages), "M0", f"expected shape {(net.switches, net.stages)}, got {M0.shape}"
    )
    C = max(1, min(N, chunk_elements // N))
    F = stage_tables(net, M0)
    state = _Seen(N)
    block_rounds: list[int] = []
    block = np.empty((C, N), dtype=np.int32)
    for rounds, out in routed_rounds(net, M0, F):
        for x in rounds:
            block[len(block_rounds)] = out
            block_rounds.append(int(x))
            if len(block_rounds) == C:
                v = state.check(net, M0, np.array(block_rounds), block)
                if v is not None:
                    return v
                block_rounds = []
    if block_rounds:
        v = state.check(net, M0, np.array(block_rounds), block[: len(block_rounds)])
        if v is not None:
            return v
    return state.finish(net, M0)


class _Seen:
    """The seen-set ``seen[s * N + o]`` (input s reached output o in a round checked so far), one byte
    per (input, output): N^2 bytes (64 MiB at N = 8192, 256 MiB at N = 16384).

    Every round is checked to be a bijection first, so N rounds put exactly N^2 (input, output) pairs
    into the set, and the rows are Latin exactly when no pair comes twice, i.e. when every pair is in
    the set at the end. A pair already set by an earlier chunk is reported at once; a pair repeated
    within one chunk shows as a pair missing at the end (:meth:`finish`).
    """

    def __init__(self, N: int) -> None:
        self.N = N
        self.seen = np.zeros(N * N, dtype=bool)
        self.base = np.arange(N, dtype=np.int64) * N

    def check(self, net: ms.MIN, M0: np.ndarray, rounds: np.ndarray, O: np.ndarray) -> props.Violation | None:
        N = self.N
        # columns: each round is a bijection (every output of the round is hit)
        hit_out = np.zeros(len(rounds) * N, dtype=bool)
        hit_out[(np.arange(len(rounds)) * N)[:, None] + O] = True
        bad = np.flatnonzero(~hit_out.reshape(len(rounds), N).all(axis=1))
        if len(bad):
            i = int(bad[0])
            v = cast(props.Violation, props.bijective(O[i]))  # the round is not a bijection
            return props.Violation(
                v.property, f"round {int(rounds[i])}: {v.message}", {"round": int(rounds[i]), **v.where}
            )
        # rows: input s must not reach an output it reached in a round of an earlier chunk
        pos = (O + self.base[None, :]).reshape(-1)
        cur = self.seen[pos]
        if cur.any():
            i, s = divmod(int(np.flatnonzero(cur)[0]), N)
            return _row_violation(net, M0, s, int(O[i, s]), int(rounds[i]))
        self.seen[pos] = True
        return None

    def finish(self, net: ms.MIN, M0: np.ndarray) -> props.Violation | None:
        """After every round: a pair missing means some input reached one output twice within a chunk."""
        if self.seen.all():
            return None
        s = int(np.flatnonzero(~self.seen.reshape(self.N, self.N).all(axis=1))[0])
        col = _column(net, M0, s)
        first: dict[int, int] = {}
        for x, o in enumerate(col.tolist()):
            if o in first:
                return _row_violation(net, M0, s, o, x, first[o])
            first[o] = x
        raise AssertionError("the seen-set and the re-routing disagree")


def _column(net: ms.MIN, M0: np.ndarray, s: int) -> np.ndarray:
    """``O[:, s]``: the output input s reaches in each round (re-routed in chunks)."""
    N = net.N
    C = max(1, min(N, CHUNK_ELEMENTS // N))
    F = stage_tables(net, M0)
    return np.concatenate([route_rounds(net, M0, np.arange(y0, min(N, y0 + C)), F)[:, s] for y0 in range(0, N, C)])


def _row_violation(net: ms.MIN, M0: np.ndarray, s: int, o: int, x: int, y: int | None = None) -> props.Violation:
    """Row o of A repeats input s: s reaches o in round x and in another round (found by re-routing if not given)."""
    if y is None:
        ys = [int(r) for r in np.flatnonzero(_column(net, M0, s) == o) if r != x]
        if not ys:
            raise AssertionError("the seen-set and the re-routing disagree")
        y = ys[0]
    a, b = sorted([x, y])
    return props.Violation(
        "latin",
        f"row {o} repeats {s} (at rounds {a} and {b})",
        {"kind": "row", "index": o, "value": s, "positions": [a, b]},
    )
