"""Z3 encodings for the Chau-Fu optical MIN and semi-permutations on MINs (chau-fu-2003).

Per N = 2**k a switch index is a bit-vector of k + 2 bits wrapped in
:class:`~alltoall.checkers.z3.core.Unsigned`, so the spec's own ``+ * % >> &`` and comparisons
act as unsigned arithmetic. The spec's ``next_switch``, ``bit``, ``shift_port``, ``rule_c`` and
``rule_switch`` (:mod:`alltoall.spec.topologies.optical`) are applied to those terms unchanged, so
a seeded mutant of the spec reaches Z3 as it reaches brute force (:mod:`alltoall.checkers.optical`).
One UNSAT answer covers every shift c = 1..N-1 and every pair of sources. SAT models are decoded
into ints and re-checked by brute force before a claim uses them.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
import z3

from alltoall.checkers import routing
from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.capi import substitute
from alltoall.checkers.z3.core import TIMEOUT, Encoding, Query, Unsigned, lookup, select
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

__all__ = ["rule_query", "theorem1_crosstalk", "theorem1_delivery", "theorem2_coverage", "z3_semi"]


def _path(net: op.OpticalMIN, s: Any, c: Any) -> tuple[list[Any], Any]:
    """Switches a signal from s passes under Theorem 1's setting for c, and the last stage's port."""
    pos = [s]
    for j in range(net.stages - 1):
        pos.append(op.next_switch(net.N, j, pos[-1], op.shift_port(net.stages, c, j)))
    return pos, op.shift_port(net.stages, c, net.stages - 1)


def theorem1_crosstalk(net: op.OpticalMIN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there a shift c in 1..N-1, sources s != t and a stage where both signals share a switch?
    UNSAT = every pass of Theorem 1 is crosstalk-free."""
    e = Encoding(net.N, timeout)
    c, s, t = e.var("c", 1), e.var("s"), e.var("t")
    e.solver.add(s != t)
    ps, _ = _path(net, s, c)
    pt, _ = _path(net, t, c)
    e.solver.add(capi.Or([a == b for a, b in zip(ps, pt)]))
    return e.check(keep_smt2)


def theorem1_delivery(net: op.OpticalMIN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there a shift c in 1..N-1 and a source s whose signal does not reach processor
    (s + c) mod N (it ends elsewhere, or leaves the last stage by the unused output)?"""
    e = Encoding(net.N, timeout)
    c, s = e.var("c", 1), e.var("s")
    pos, last = _path(net, s, c)
    e.solver.add(capi.Or(last != 0, pos[-1] != op.shift_destination(net.N, s, c)))
    return e.check(keep_smt2)


def theorem2_coverage(net: op.OpticalMIN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there a source s and passes c1 != c2 of Theorem 2's schedule that send s's messages to
    the same processor, or a pass that sends s to itself? UNSAT (with N - 1 passes of N messages)
    = every ordered pair s != d is served exactly once."""
    passes = op.aape_passes(net)
    lo, hi = passes[0], passes[-1]
    e = Encoding(net.N, timeout)
    s, c1, c2 = e.var("s"), e.var("c1", lo, hi), e.var("c2", lo, hi)
    d1, d2 = op.shift_destination(net.N, s, c1), op.shift_destination(net.N, s, c2)
    e.solver.add(capi.Or(capi.And(c1 != c2, d1 == d2), d1 == s))
    q = e.check(keep_smt2)
    if passes.step != 1:  # the schedule is not an interval: say so rather than guess
        q.status, q.reason = "unknown", "the schedule's passes are not the interval lo..hi"
    return q


def rule_query(net: op.OpticalMIN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there a pair s != d for which the Sect. IV routing rule fails: its c is outside 1..N-1,
    the signal is not in the switch the rule names at some stage, the last stage is not sent to
    the processor, or the signal ends elsewhere than d? UNSAT = the rule delivers every pair."""
    e = Encoding(net.N, timeout)
    N = net.N
    s, d = e.var("s"), e.var("d")
    e.solver.add(s != d)
    c = op.rule_c(N, s, d, select=select)
    bad = [c < 1, c > N - 1]
    pos = s
    for i in range(net.stages):
        named = select(d > s, op.rule_switch(N, s, c, i, reduce_mod=False), op.rule_switch(N, s, c, i, reduce_mod=True))
        bad.append(pos != named)
        port = op.bit(c, i)
        if i == net.stages - 1:
            bad.append(port != 0)
        else:
            pos = op.next_switch(N, i, pos, port)
    bad.append(pos != d)
    e.solver.add(capi.Or(bad))
    return e.check(keep_smt2)


@functools.lru_cache(maxsize=32)
def _semi_path(tables: tuple[tuple[int, ...], ...], d: int, w: int) -> tuple[Any, ...]:
    """The path of one signal through a network, built once per network: the placeholders for its source
    and its ports, the switch it occupies at each stage and the output line it leaves by (terms over the
    placeholders). :func:`z3_semi` substitutes each signal's source and port variables into them, which
    gives the very terms it would build signal by signal (Z3 shares equal terms), without rebuilding
    every table's If-chain per signal."""
    src = z3.BitVec("__semi_source", w)
    ports = tuple(z3.BitVec(f"__semi_port_{j}", w) for j in range(len(tables) - 1))
    line, row = Unsigned(src), []
    for j, port in enumerate(ports):
        sw = Unsigned(z3.UDiv(lookup(tables[j], line.t, w), z3.BitVecVal(d, w)))
        row.append(sw.t)
        line = sw * d + Unsigned(port)
    return src, ports, tuple(row), lookup(tables[-1], line.t, w)


def z3_semi(
    net: ms.MIN, semi: Any, timeout: float = TIMEOUT, keep_smt2: bool = False
) -> tuple[Query, np.ndarray | None]:
    """Z3 with symbolic switch settings: is there a crosstalk-free one-pass routing of ``semi``?

    SAT = realizable (the decoded occupancy is re-traced in plain integers and returned), UNSAT =
    not realizable. Table-mode lookups: for small networks.
    """
    d, N = net.d, net.N
    e = Encoding(N * d, timeout)
    tables = net.tables()
    src, ports, path, out = _semi_path(tuple(tuple(int(v) for v in t) for t in tables[: net.stages + 1]), d, e.w)
    active = routing.semi_pairs(net, semi)
    rows = []
    for a, (s, t) in enumerate(active):
        pairs = [(src, z3.BitVecVal(s, e.w))]
        pairs += [(p, e.var(f"port_{a}_{j}", 0, d - 1).t) for j, p in enumerate(ports)]
        *row, reached = substitute([*path, out], pairs)  # z3.substitute per term, its arrays built once
        rows.append(row)
        e.solver.add(reached == t)
    for j in range(net.stages):
        if len(rows) > 1:
            e.solver.add(z3.Distinct([r[j] for r in rows]))
    q = e.check(keep_smt2)
    if q.status != "sat":
        return q, None
    occ = np.zeros((len(active), net.stages), dtype=np.int64)
    for a, (s, t) in enumerate(active):
        line = s
        for j in range(net.stages):
            occ[a, j] = int(tables[j][line]) // d
            line = int(occ[a, j]) * d + q.model[f"port_{a}_{j}"]
        if int(tables[net.stages][line]) != t:
            q.status, q.reason = "unknown", "the decoded model does not deliver; not trusted"
    return q, occ
