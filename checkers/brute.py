"""Brute force with numpy: the reference semantics every other engine is checked against."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any, cast

import numpy as np

from alltoall.checkers import latin_stream
from alltoall.checkers import properties as props
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "admissible",
    "all_shift_matrices",
    "arrivals_matrix",
    "configurations_bijective",
    "latin_matrix",
    "latin_violation",
    "latin_violations",
    "outputs_per_round",
    "render_shift_matrix",
    "render_signal",
    "routed_exactly",
]


def outputs_per_round(net: ms.MIN, M0: np.ndarray) -> np.ndarray:
    """``O[x, s]``: output reached by input s under M^x."""
    return ms.route_shift(net, lc.configurations(M0, net.d, cast(int, net.k)))


def arrivals_matrix(outs: np.ndarray) -> np.ndarray:
    """The paper's matrix A: ``A[j, x]`` is the input that reaches output j in round x."""
    X, N = outs.shape
    A = np.empty((N, X), dtype=np.int64)
    A[outs, np.arange(X)[:, None]] = np.arange(N)[None, :]
    return A


def latin_matrix(net: ms.MIN, M0: np.ndarray) -> np.ndarray:
    return arrivals_matrix(outputs_per_round(net, M0))


def configurations_bijective(outs: np.ndarray) -> props.Violation | None:
    """The first round x whose map ``outs[x]`` is not a bijection, as :func:`props.bijective` words it.

    A round whose sorted outputs are 0..N-1 is a bijection; only the others are walked input by input.
    """
    outs = np.asarray(outs)
    N = outs.shape[-1]
    rounds: Iterable[int] = range(outs.shape[0])
    if outs.ndim == 2 and outs.dtype.kind in "iu":
        rounds = np.flatnonzero(~(np.sort(outs, axis=1) == np.arange(N)).all(axis=1)).tolist()
    for x in rounds:
        v = props.bijective(outs[x])
        if v:
            return props.Violation(v.property, f"round {x}: {v.message}", {"round": x, **v.where})
    return None


_STREAM_FROM_N = 2048  # from this N on, the Latin check streams over rounds in O(N^2) bits


def latin_violation(net: ms.MIN, M0: np.ndarray) -> props.Violation | None:
    """Bijective columns, then Latin rows, of the configurations M^0..M^{N-1} on ``net``.

    From N = 2048 on (when N is a power of d) the same property is checked by
    :func:`alltoall.checkers.latin_stream.latin_violation`, streamed over rounds in N^2/8 bytes plus a
    chunk, instead of materializing every configuration and the N x N matrix A (6.5 GiB at N = 8192);
    it reports the first violation in round order, which may differ from the one reported here for
    the same failing instance. ``tests/unit/test_checkers_latin_stream.py`` checks both agree on small instances.
    """
    if net.N >= _STREAM_FROM_N and net.k is not None:
        return latin_stream.latin_violation(net, M0)
    outs = outputs_per_round(net, M0)
    return configurations_bijective(outs) or props.latin(arrivals_matrix(outs))


_BATCH = 512  # initial configurations routed in one call by :func:`latin_violations`


def latin_violations(net: ms.MIN, M0s: Iterable[np.ndarray]) -> Iterator[tuple[np.ndarray, props.Violation | None]]:
    """``(M0, latin_violation(net, M0))`` for each M^0 of ``M0s``, in order, lazily.

    Below the streaming size the M^0s are routed a batch at a time (the spec's configurations and
    routing keep leading batch axes), so a sweep over many small initial configurations pays numpy's
    per-call cost once per batch; each M^0 then gets the same checks, in the same order, as
    :func:`latin_violation`.
    """
    it = iter(M0s)
    while batch := [np.asarray(M0, dtype=np.int64) for M0 in itertools.islice(it, _BATCH)]:
        if net.N >= _STREAM_FROM_N and net.k is not None:
            yield from ((M0, latin_violation(net, M0)) for M0 in batch)
            continue
        for M0, outs in zip(batch, outputs_per_round(net, np.stack(batch))):
            yield M0, configurations_bijective(outs) or props.latin(arrivals_matrix(outs))


def all_shift_matrices(switches: int, stages: int, d: int) -> Iterator[np.ndarray]:
    """Every shift configuration (d ** (switches * stages) of them), in lexicographic order."""
    for flat in itertools.product(range(d), repeat=switches * stages):
        yield np.array(flat, dtype=np.int64).reshape(switches, stages)


def admissible(net: ms.MIN, perm: Any, limit: int = 2_000_000) -> np.ndarray | None:
    """A switch configuration (state tables) realizing ``perm`` (input s -> output perm[s]), or None.

    Depth-first over switches stage by stage, pruned by reachability; partial maps (entries -1)
    are semi-permutations. Exhaustive: None means no configuration exists.
    """
    d, N = net.d, net.N
    perm = np.asarray(perm, dtype=np.int64)
    R = ms.reach_after(net)
    tables = net.tables()
    states = np.tile(np.arange(d, dtype=np.int64), (net.stages, N // d, 1))
    budget = [limit]

    def place(j: int, lines: np.ndarray) -> bool:
        # lines[s] = line entering stage j for active signal s (or -1)
        entering = np.full(N, -1, dtype=np.int64)
        active = np.flatnonzero(perm >= 0)
        entering[active] = tables[j][lines[active]]
        occupant = np.full(N, -1, dtype=np.int64)
        occupant[entering[active]] = active
        return fill(j, 0, occupant, np.full(N, -1, dtype=np.int64))

    def fill(j: int, sw: int, occupant: np.ndarray, leaving: np.ndarray) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            raise TimeoutError("admissibility search budget exhausted")
        if sw == N // d:
            if j + 1 == net.stages:
                return True
            return place(j + 1, leaving)
        ins = occupant[sw * d : (sw + 1) * d]
        for state in itertools.permutations(range(d)):
            ok = True
            for u in range(d):
                s = ins[u]
                if s >= 0 and not R[j][sw * d + state[u], perm[s]]:
                    ok = False
                    break
            if not ok:
                continue
            for u in range(d):
                if ins[u] >= 0:
                    leaving[ins[u]] = sw * d + state[u]
            states[j, sw] = state
            if fill(j, sw + 1, occupant, leaving):
                return True
        return False

    start = np.where(perm >= 0, np.arange(N), -1)
    return states.copy() if place(0, start) else None


def routed_exactly(net: ms.MIN, states: np.ndarray, perm: Any) -> bool:
    out = ms.route(net, states)
    perm = np.asarray(perm)
    mask = perm >= 0
    return bool((out[mask] == perm[mask]).all())


def render_signal(net: ms.MIN, states: np.ndarray, s: int, note: str = "") -> str:
    """One line a person can follow: the signal of input s through every switch of ``net``."""
    tr = ms.trace(net, states)
    d = net.d
    hops = []
    for j in range(net.stages):
        a, b = int(tr[j, 0, s]), int(tr[j, 1, s])
        hops.append(f"stage {j} switch {a // d} port {a % d}->{b % d}")
    out = int(ms.route(net, states)[s])
    return f"input {s} -> " + " -> ".join(hops) + f" -> output {out}" + (f"   {note}" if note else "")


def render_shift_matrix(M: np.ndarray) -> str:
    return "\n".join(" ".join(str(int(v)) for v in row) for row in np.asarray(M))
