"""The explicit Latin check of liu-chen-chen-2007 Theorem 2, streamed over rounds in bounded memory.

Paper -> ours: round x uses the configuration M^x (:mod:`alltoall.spec.algorithms.latin_configurations`);
the matrix A (``A[j, x]`` = the input that reaches output j in round x) is a Latin square when every
round is a bijection (columns) and no input reaches one output in two rounds (rows).

Instead of materializing every configuration (N x N/d x k words) and the N x N matrix, rounds are
routed a chunk at a time with numpy (int32 lines, the spec's wirings, ``d_xor`` and ``shift_port``),
each round is checked to be a bijection in the chunk, and a bit-packed seen-set ``seen[s]`` (N x N
bits) records which outputs input s has reached so far: memory is N^2/8 bytes plus one chunk.
The verdict is the same as :func:`alltoall.checkers.brute.latin_violation`; the violation found is
the first in round order (a repeated output within a round, or an input reaching an output twice).

>>> from alltoall.spec.topologies import multistage as ms
>>> from alltoall.spec.algorithms import latin_configurations as lc
>>> latin_violation(ms.omega(4, 2), lc.initial_zero(4, 2)) is None
True
"""

from __future__ import annotations

import numpy as np

from alltoall.checkers import properties as props
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.digits import digit
from alltoall.spec.errors import require
from alltoall.spec.topologies import multistage as ms

CHUNK_ELEMENTS = 1 << 22  # lines routed at once (rounds x inputs): 16 MiB per int32 array


def _stage_digits(net: ms.MIN, rounds: np.ndarray) -> np.ndarray:
    """``D[x, j]``: the digit of round x that drives stage j (``stage_digit`` of the spec)."""
    k = net.k
    return np.stack([digit(rounds, lc.stage_digit(j, k), net.d) for j in range(net.stages)], axis=1).astype(np.int32)


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


def latin_violation(net: ms.MIN, M0: np.ndarray, chunk_elements: int = CHUNK_ELEMENTS) -> props.Violation | None:
    """Bijective rounds and Latin rows of M^0..M^{N-1} on ``net``, in O(N^2) bits of memory."""
    d, N = net.d, net.N
    require(net.k is not None, "network", f"{net}: N is not a power of d, so the rounds have no digits")
    M0 = np.asarray(M0)
    require(M0.shape == (net.switches, net.stages), "M0", f"expected shape {(net.switches, net.stages)}, got {M0.shape}")
    row_bytes = (N + 7) // 8
    seen = np.zeros((N, row_bytes), dtype=np.uint8)  # seen[s] bit o: input s reached output o
    inputs = np.arange(N)
    C = max(1, min(N, chunk_elements // N))
    F = stage_tables(net, M0)
    for x0 in range(0, N, C):
        rounds = np.arange(x0, min(N, x0 + C))
        O = route_rounds(net, M0, rounds, F)
        # columns: each round is a bijection (every output of the round is hit)
        hit_out = np.zeros(len(rounds) * N, dtype=bool)
        hit_out[(np.arange(len(rounds)) * N)[:, None] + O] = True
        bad = np.flatnonzero(~hit_out.reshape(len(rounds), N).all(axis=1))
        if len(bad):
            i = int(bad[0])
            v = props.bijective(O[i])
            return props.Violation(v.property, f"round {int(rounds[i])}: {v.message}", {"round": int(rounds[i]), **v.where})
        # rows: input s must not reach an output it reached in an earlier round
        byte = (O >> 3) + (inputs * row_bytes).astype(np.int32)  # flat byte of (s, o) in seen
        mask = np.left_shift(np.uint8(1), (O & 7).astype(np.uint8))
        flat_seen = seen.reshape(-1)
        for i in range(len(rounds)):
            b, m = byte[i], mask[i]
            cur = np.take(flat_seen, b)
            if (cur & m).any():
                hit = (cur & m) != 0
                s = int(np.flatnonzero(hit)[0])
                o = int(O[i, s])
                x = int(rounds[i])
                y = _earlier_round(net, M0, s, o, x)
                return props.Violation("latin", f"row {o} repeats {s} (at rounds {y} and {x})",
                                       {"kind": "row", "index": o, "value": s, "positions": [y, x]})
            flat_seen[b] = cur | m  # one byte per input per round: no index repeats
    return None


def _earlier_round(net: ms.MIN, M0: np.ndarray, s: int, o: int, x: int) -> int:
    """The first round before x in which input s reached output o (re-routed in chunks; found once)."""
    N = net.N
    C = max(1, min(x, CHUNK_ELEMENTS // N))
    F = stage_tables(net, M0)
    for y0 in range(0, x, C):
        rounds = np.arange(y0, min(x, y0 + C))
        hit = np.flatnonzero(route_rounds(net, M0, rounds, F)[:, s] == o)
        if len(hit):
            return int(rounds[hit[0]])
    raise AssertionError("the seen-set and the re-routing disagree")
