"""Z3 encodings for complete exchange on rings and tori (liu-gu-2006).

:func:`contention_query` asks for two transfers of one step on one channel of a fixed schedule (UNSAT:
contention-free); :func:`min_max_load` searches Lemma 1's bound exactly on small sizes (every routing
loads some channel with ``ceil(N_1 * prod N_i / 8)`` messages: UNSAT at bound - 1, a re-checked SAT
routing at the bound). Every SAT model is re-checked by :mod:`alltoall.checkers.exchange`.

References
----------
liu-gu-2006, Lemma 1 and Sects. III-A, IV-B.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3.core import TIMEOUT, Query, least_feasible, lookup, new_solver, solve
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid

__all__ = ["contention_free", "contention_query", "decode_contention", "min_max_load", "present", "recheck_flows"]


def present(st: liu_gu.ArrayStep, g: grid.Grid) -> list[tuple[int, int, int]]:
    """The transfers of a step that carry a bundle, as (source node, dimension, direction)."""
    chans = g.channels()
    out = []
    sizes = st.sizes
    for i in range(len(st.src)):
        if sizes[i] == 0 or st.paths.shape[1] == 0:
            continue
        u, v = chans[int(st.paths[i, 0])]
        dim, d = g.port(u, v)
        out.append((int(st.src[i]), dim, d))
    return out


def contention_query(
    g: grid.Grid, sends: list[tuple[int, int, int]], hops: int, timeout: float, keep_smt2: bool = True
) -> Query:
    """One step: transfers ``sends`` (node, dimension, direction), each ``hops`` hops straight along its
    dimension. Is there a channel two different transfers both use? (SAT = contention.)

    The channel used at hop h by the transfer leaving v along (dim, dir) is the one leaving the node
    ``v + h * dir`` (in that dimension, mod the side) along (dim, dir): Z3 computes it on bit-vectors
    from symbolic transfer indices a != b and hop indices h1, h2 < hops.
    """
    n = len(sends)
    width = max(g.nodes.bit_length(), max(g.dims).bit_length() + 2, n.bit_length()) + 2
    s = new_solver(timeout)
    a, b = z3.BitVec("a", width), z3.BitVec("b", width)
    h1, h2 = z3.BitVec("h1", width), z3.BitVec("h2", width)
    s.add(z3.ULT(a, n), z3.ULT(b, n), a != b, z3.ULT(h1, hops), z3.ULT(h2, hops))

    def coords_after(idx: Any, h: Any) -> Any:
        v = lookup([x[0] for x in sends], idx, width)
        dim = lookup([x[1] for x in sends], idx, width)
        fwd = lookup([1 if x[2] > 0 else 0 for x in sends], idx, width)
        out = []
        stride = 1
        cs = []
        for n_k in reversed(g.dims):
            cs.append(z3.URem(z3.UDiv(v, stride), n_k))
            stride *= n_k
        cs = list(reversed(cs))
        for k, n_k in enumerate(g.dims):
            moved = z3.URem(cs[k] + z3.If(fwd == 1, h, n_k - h), n_k)
            out.append(z3.If(dim == k, moved, cs[k]))
        return out, dim, fwd

    c1, d1, f1 = coords_after(a, h1)
    c2, d2, f2 = coords_after(b, h2)
    s.add(d1 == d2, f1 == f2, *[x == y for x, y in zip(c1, c2)])
    return solve(s, keep_smt2, {"a": a, "b": b, "h1": h1, "h2": h2})


def contention_free(
    algorithm: str,
    *sizes: int,
    reading: liu_gu.ARReading | None = None,
    timeout: float = TIMEOUT,
    keep_smt2: bool = False,
) -> Any:
    """Decide contention freedom of AR / AT2 at fixed sizes with Z3, one query per step.

    Returns ``(free?, queries, witness)``: True when every step is UNSAT, False with the decoded
    (step, node, dimension, direction) pair of a SAT step that brute force confirms (two transfers of
    the step share a channel), None when a query was unknown or a model did not re-check.
    """
    reading = reading or liu_gu.LISTING
    plan = liu_gu.plan_of(algorithm, *sizes, reading=reading)
    g = plan.network
    queries = []
    for t, st in enumerate(liu_gu.array_steps(algorithm, *sizes, reading=reading)):
        sends = present(st, g)
        if len(sends) < 2:
            continue
        q = contention_query(g, sends, st.paths.shape[1], timeout, keep_smt2)
        queries.append(q)
        if q.status == "unknown":
            return None, queries, None
        if q.status == "sat":
            w = decode_contention(g, st, sends, q.model, t)
            return (False, queries, w) if w is not None else (None, queries, None)
    return True, queries, None


def decode_contention(
    g: grid.Grid, st: liu_gu.ArrayStep, sends: Any, model: dict[str, Any], t: int
) -> dict[str, Any] | None:
    """Decode a SAT model into the two transfers and re-check by brute force that they share a channel."""
    a, b = model["a"], model["b"]
    if not (0 <= a < len(sends) and 0 <= b < len(sends)) or a == b:
        return None
    chans = g.channels()
    by_src = {}
    for i in range(len(st.src)):
        if st.paths.shape[1]:
            u, v = chans[int(st.paths[i, 0])]
            by_src[(int(st.src[i]), g.port(u, v))] = set(int(x) for x in st.paths[i])
    pa = by_src.get((sends[a][0], (sends[a][1], sends[a][2])), set())
    pb = by_src.get((sends[b][0], (sends[b][1], sends[b][2])), set())
    shared = sorted(pa & pb)
    if not shared:
        return None
    u, v = chans[shared[0]]
    return {"step": t, "nodes": [sends[a][0], sends[b][0]], "channel": [u, v]}


# --- Lemma 1: exact search for the least achievable most-loaded channel ------------------------------


def _translate_table(g: grid.Grid) -> np.ndarray:
    """``T[d, i]``: the channel that channel i becomes when the grid is translated by node d's coordinates."""
    chans = g.channels()
    T = np.empty((g.nodes, len(chans)), dtype=np.int64)
    for d in range(g.nodes):
        cd = g.coord(d)
        for i, (u, v) in enumerate(chans):
            cu, cv = g.coord(u), g.coord(v)
            T[d, i] = g.channel(
                g.node(tuple(a + b for a, b in zip(cu, cd))), g.node(tuple(a + b for a, b in zip(cv, cd)))
            )
    return T


def _flow_solver(g: grid.Grid, bound: int, timeout: float, symmetric: bool) -> Any:
    """Integer multicommodity flow (one commodity per destination) with every channel's load <= bound;
    ``symmetric`` makes commodity d the translate of commodity 0 (torus and ring are vertex-transitive)."""
    chans = g.channels()
    N = g.nodes
    s = new_solver(timeout)
    out_of: dict[int, list[int]] = {v: [] for v in range(N)}
    into: dict[int, list[int]] = {v: [] for v in range(N)}
    for i, (u, v) in enumerate(chans):
        out_of[u].append(i)
        into[v].append(i)
    if symmetric:
        base = [z3.Int(f"f_0_{i}") for i in range(len(chans))]
        T = _translate_table(g)
        flows = {}
        for d in range(N):
            f = [None] * len(chans)
            for i in range(len(chans)):
                f[int(T[d, i])] = base[i]
            flows[d] = f
        commodities = [0]
    else:
        flows = {d: [z3.Int(f"f_{d}_{i}") for i in range(len(chans))] for d in range(N)}
        commodities = list(range(N))
    for d in commodities:
        f = flows[d]
        for x in f:
            s.add(x >= 0)
        for v in range(N):
            net = z3.Sum([f[i] for i in out_of[v]]) - z3.Sum([f[i] for i in into[v]])
            s.add(net == (-(N - 1) if v == d else 1))
    for i in range(len(chans)):
        s.add(z3.Sum([flows[d][i] for d in range(N)]) <= bound)
    return s, flows


def min_max_load(g: grid.Grid, lo: int, hi: int, timeout: float = TIMEOUT) -> Any:
    """Least B in [lo, hi] such that some routing of all messages loads every channel at most B.

    Each B is first tried on translation-invariant routings (a SAT answer there is a routing like any
    other, decoded and re-checked by :func:`recheck_flows`); when that is UNSAT the unrestricted
    query decides (its UNSAT is the certificate that nothing reaches B)."""
    models: dict[int, dict[str, Any]] = {}

    def feasible(k: int, keep: bool) -> Query:
        for symmetric in (True, False) if g.periodic else (False,):
            s, flows = _flow_solver(g, k, timeout, symmetric)
            q = solve(s, keep and not symmetric)
            if q.status == "sat":
                m = q.z3model
                models[k] = {d: [m.eval(x, model_completion=True).as_long() for x in f] for d, f in flows.items()}
                return q
            if q.status == "unknown":
                return q
        return q

    res = least_feasible(feasible, lo, hi)
    return res, models


def recheck_flows(g: grid.Grid, flows: dict[int, list[int]], bound: int) -> bool:
    """Brute force: the decoded flows route every message (conservation) and load no channel above ``bound``."""
    chans = g.channels()
    N = g.nodes
    load = np.zeros(len(chans), dtype=np.int64)
    for d, f in flows.items():
        f = np.asarray(f, dtype=np.int64)
        if (f < 0).any():
            return False
        net = np.zeros(N, dtype=np.int64)
        for i, (u, v) in enumerate(chans):
            net[u] += f[i]
            net[v] -= f[i]
        want = np.ones(N, dtype=np.int64)
        want[d] = -(N - 1)
        if not (net == want).all():
            return False
        load += f
    return bool(load.max(initial=0) <= bound)
