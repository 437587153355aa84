"""Z3 encoding of the simulated all-to-all broadcast schedule of yang-wang-2002 (Table 2, Theorem 4).

The simulation's table of transmissions (channel, start, origin, receiver) is loaded as multiplexer
trees over the bits of a symbolic index, and two queries ask for a contention (two messages on one
channel in one time slot, :func:`contention_query`) and for a repeated or self delivery
(:func:`delivery_query`); UNSAT is "free", and a SAT model is decoded and re-checked on the table by
brute force (:func:`decide`).

References
----------
yang-wang-2002, Table 2 and Theorem 4.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from alltoall.checkers import broadcast as bc
from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.spec.errors import require

__all__ = ["contention_query", "decide", "delivery_query", "mux", "tables", "width"]


def tables(sim: bc.Sim) -> dict[str, np.ndarray]:
    """The simulated transmissions as plain integer columns (channel id, start, origin, receiver); the
    simulation must keep them (``simulate(..., trace=True)``)."""
    require(sim.traced, "trace", "the simulation kept no transmissions: simulate(..., trace=True)")
    net = bc.network(sim.kind, sim.n)
    T = bc._targets(net)
    v, p, st, org = (sim.tx[:, i] for i in range(4))
    dst = T[v, p]
    ch = np.array([net.channel(int(a), int(b)) for a, b in zip(v, dst)], dtype=np.int64)
    return {"ch": ch, "st": st.astype(np.int64), "org": org.astype(np.int64), "dst": dst.astype(np.int64)}


def width(sim: bc.Sim, t: dict[str, Any]) -> int:
    """Bits for every index, value and start + L gamma of the table (plus one spare)."""
    top = max([len(t["ch"]), sim.Lg] + [int(v.max(initial=0)) for v in t.values()]) + sim.Lg + 1
    return top.bit_length() + 1


def mux(values: Any, index: Any, w: int, lo: int = 0, hi: int | None = None, bit: int | None = None) -> Any:
    """A term equal to ``values[index]`` for a symbolic ``w``-bit ``index`` < len(values): a
    balanced If-tree on the bits of ``index`` (most significant first)."""
    if hi is None:
        hi = 1 << max(1, (len(values) - 1).bit_length())
        bit = hi.bit_length() - 2
    if lo >= len(values):
        return z3.BitVecVal(0, w)
    if hi - lo == 1:
        return z3.BitVecVal(int(values[lo]), w)
    mid = (lo + hi) // 2
    left, right = mux(values, index, w, lo, mid, bit - 1), mux(values, index, w, mid, hi, bit - 1)
    if z3.is_bv_value(left) and z3.is_bv_value(right) and left.as_long() == right.as_long():
        return left
    return z3.If(z3.Extract(bit, bit, index) == 1, right, left)


def _setup(sim: bc.Sim, timeout: float) -> Any:
    t = tables(sim)
    w = width(sim, t)
    s = new_solver(timeout)
    M = len(t["ch"])
    i, j = z3.BitVec("i", w), z3.BitVec("j", w)
    s.add(z3.ULT(i, M), z3.ULT(j, M), i != j)
    cols = {k: (lambda idx, v=v.tolist(): mux(v, idx, w)) for k, v in t.items()}  # noqa: B008 - binds each column
    return s, cols, i, j, w


def contention_query(sim: bc.Sim, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """SAT iff two transmissions of the table share a channel in one time slot."""
    s, c, i, j, w = _setup(sim, timeout)
    L = z3.BitVecVal(sim.Lg, w)
    s.add(c["ch"](i) == c["ch"](j), z3.ULE(c["st"](i), c["st"](j)), z3.ULT(c["st"](j), c["st"](i) + L))
    return solve(s, keep_smt2, {"i": i, "j": j})


def delivery_query(sim: bc.Sim, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """SAT iff some node receives some message twice, or its own message."""
    s, c, i, j, w = _setup(sim, timeout)
    s.add(capi.Or(capi.And(c["org"](i) == c["org"](j), c["dst"](i) == c["dst"](j)), c["org"](i) == c["dst"](i)))
    return solve(s, keep_smt2, {"i": i, "j": j})


def decide(sim: bc.Sim, timeout: float = TIMEOUT, keep_smt2: bool = False) -> dict[str, Any]:
    """Both queries; a SAT model is re-checked on the table by brute force (``confirmed``)."""
    t = tables(sim)
    N = sim.n * sim.n
    out = {"transmissions": int(len(t["ch"])), "expected_transmissions": N * (N - 1)}
    for name, q in (("contention", contention_query), ("delivery", delivery_query)):
        r = q(sim, timeout, keep_smt2)
        entry = r.evidence()
        if r.status == "sat":
            i, j = r.model["i"], r.model["j"]
            if name == "contention":
                ok = (
                    0 <= i < len(t["ch"])
                    and 0 <= j < len(t["ch"])
                    and i != j
                    and t["ch"][i] == t["ch"][j]
                    and t["st"][i] <= t["st"][j] < t["st"][i] + sim.Lg
                )
            else:
                ok = 0 <= i < len(t["ch"]) and (
                    (0 <= j < len(t["ch"]) and i != j and t["org"][i] == t["org"][j] and t["dst"][i] == t["dst"][j])
                    or t["org"][i] == t["dst"][i]
                )
            entry |= {
                "i": int(i),
                "j": int(j),
                "confirmed": bool(ok),
                "rows": [[int(t[c][k]) for c in ("ch", "st", "org", "dst")] for k in (i, j) if 0 <= k < len(t["ch"])],
            }
        out[name] = entry
    return out
