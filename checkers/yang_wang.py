"""Z3 encodings and brute force for yang-wang-2000 (Latin squares from basic permutations, ATAPE).

Z3 runs the spec's own ``phi``, ``tau``, ``stage`` and ``route`` (:mod:`alltoall.spec.algorithms.
yang_wang`) on :class:`~alltoall.checkers.unsigned.Unsigned` bit-vectors of m + 2 bits, with the
port addresses, the subsets of basic permutations and the round's settings symbolic, so one
UNSAT answer per m covers every input, every product in Psi and every round. The Latin check on
concrete squares is the shared :func:`alltoall.checkers.properties.latin`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import z3

from alltoall.checkers import properties as props
from alltoall.checkers.replay import replayer
from alltoall.checkers.unsigned import Unsigned
from alltoall.spec.algorithms import yang_wang as yw


@dataclass
class Query:
    status: str
    seconds: float
    model: dict[str, int]


class _Enc:
    def __init__(self, m: int, timeout: float):
        self.m, self.w = m, m + 2
        self.solver = z3.Solver()
        self.solver.set("timeout", max(1, int(timeout * 1000)))
        self.named: dict[str, z3.BitVecRef] = {}

    def var(self, name: str) -> Unsigned:
        v = Unsigned(z3.BitVec(name, self.w))
        self.solver.add(v < 2**self.m)
        self.named[name] = v.t
        return v

    def check(self) -> Query:
        t0 = time.perf_counter()
        r = self.solver.check()
        model = {}
        if r == z3.sat:
            mdl = self.solver.model()
            model = {k: mdl.eval(v, model_completion=True).as_long() for k, v in self.named.items()}
        return Query(str(r), time.perf_counter() - t0, model)


def _product(e: _Enc, subset: Unsigned, x):
    """phi_{i_1} ... phi_{i_k} x for the phi's whose index bit is set in ``subset`` (symbolic)."""
    for i in range(1, e.m + 1):
        x = Unsigned(z3.If(((subset >> (i - 1)) & 1) == 1, yw.phi(i, x).t, x.t))
    return x


def phi_identities(m: int, timeout: float = 60.0) -> Query:
    """Is there x and 1 <= i, j <= m with phi_i phi_j x != phi_j phi_i x or phi_i phi_i x != x?"""
    e = _Enc(m, timeout)
    x = e.var("x")
    bad = []
    for i in range(1, m + 1):
        bad.append(yw.phi(i, yw.phi(i, x)) != x)
        for j in range(i + 1, m + 1):
            bad.append(yw.phi(i, yw.phi(j, x)) != yw.phi(j, yw.phi(i, x)))
    e.solver.add(z3.Or(bad))
    return e.check()


def psi_distinct(m: int, timeout: float = 60.0) -> Query:
    """Are two different nonempty subsets of {phi_1..phi_m} the same permutation, or one the
    identity? (They are XOR masks, so comparing them at 0 decides it.) UNSAT: |Psi| = 2^m - 1."""
    e = _Enc(m, timeout)
    s, t = e.var("S"), e.var("T")
    zero = Unsigned(z3.BitVecVal(0, e.w))
    v = e.var("v")
    e.solver.add(s != 0)
    e.solver.add(z3.Or(z3.And(t != 0, s != t, _product(e, s, zero) == _product(e, t, zero)), _product(e, s, zero) == 0,
                       _product(e, s, v) >= 2**m))  # every product must stay a permutation of 0..n-1
    return e.check()


def first_construction_latin(m: int, timeout: float = 60.0) -> Query:
    """Rows are the identity and the products in Psi applied to a list of distinct values. Is
    there a repeated value in a row (two rows S != T agree on a value) or a column (one row maps
    two values alike)? UNSAT: a Latin square for every list and every order of Psi."""
    e = _Enc(m, timeout)
    s, t, v, u = e.var("S"), e.var("T"), e.var("v"), e.var("u")
    row_clash = z3.And(s != t, _product(e, s, v) == _product(e, t, v))
    col_clash = z3.And(v != u, _product(e, s, v) == _product(e, s, u))
    e.solver.add(z3.Or(row_clash, col_clash, _product(e, s, v) >= 2**m))
    return e.check()


def _settings(m: int, g: Unsigned) -> list:
    """Round settings from a symbolic Gray word g: stage k crossed iff g has the output bit of stage k."""
    return [(g >> (yw.output_mask(m, k).bit_length() - 1)) & 1 for k in range(m)]


def phi1_settings_latin(m: int, timeout: float = 60.0) -> Query:
    """Over every setting of the stages to phi_1 or I (symbolic): do two settings send one input to
    the same output, or one setting two inputs to one output or through one link? UNSAT: the n
    realized permutations are admissible, contention-free and form a Latin square."""
    e = _Enc(m, timeout)
    g, h, x, y = e.var("g"), e.var("h"), e.var("x"), e.var("y")
    sg, sh = _settings(m, g), _settings(m, h)
    gx, gy, hx = yw.route(m, sg, x), yw.route(m, sg, y), yw.route(m, sh, x)
    clash_rounds = z3.And(g != h, gx[-1] == hx[-1])
    clash_links = z3.And(x != y, z3.Or([a == b for a, b in zip(gx, gy)]))
    e.solver.add(z3.Or(clash_rounds, clash_links, gx[-1] >= 2**m))
    return e.check()


def settings_cover(m: int, timeout: float = 60.0) -> Query:
    """Do two different Gray words give the same stage settings? UNSAT: the n rounds use n
    different settings (every one of the 2^m settings of phi_1 / I, since there are 2^m words)."""
    e = _Enc(m, timeout)
    g, h = e.var("g"), e.var("h")
    e.solver.add(g != h, z3.And([a == b for a, b in zip(_settings(m, g), _settings(m, h))]))
    return e.check()


# --- brute force ----------------------------------------------------------------------------


def atape_violation(m: int) -> props.Violation | None:
    """ATAPE by brute force: each round's destinations are what the banyan realizes under the
    round's settings, no link carries two messages, and every (sender, receiver) pair, self
    included, is served exactly once over the n rounds."""
    from types import SimpleNamespace

    n = 2**m
    deliveries = []
    for r in yw.atape(m):
        realized = yw.realized(m, r.settings)
        if realized != r.destinations:
            j = next(j for j in range(n) if realized[j] != r.destinations[j])
            return props.Violation("admissible", f"round {r.index}: the banyan sends {j} to {realized[j]}, the square says {r.destinations[j]}",
                                   {"round": r.index, "input": j})
        lines = np.stack(yw.route(m, r.settings, np.arange(n, dtype=np.int64)), axis=1)
        v = props.contention_free(lines)
        if v:
            return v
        deliveries += [SimpleNamespace(round=r.index, sender=j, intended=r.destinations[j], output=realized[j]) for j in range(n)]
    return props.delivers_every_message(deliveries, n)


def diameter_and_degrees(N: int, neighbors) -> tuple[int, set[int]]:
    """Diameter (BFS from every node; -1 if disconnected) and the set of node degrees of a graph
    given by ``neighbors(x)``."""
    adj = [sorted(set(int(y) for y in neighbors(x))) for x in range(N)]
    worst = 0
    for s in range(N):
        dist = np.full(N, -1)
        dist[s], frontier = 0, [s]
        while frontier:
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if dist[v] < 0:
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        if (dist < 0).any():
            return -1, {len(a) for a in adj}
        worst = max(worst, int(dist.max()))
    return worst, {len(a) for a in adj}


def render_square(A: np.ndarray, mark: tuple[int, int] | None = None) -> str:
    """The square, one row a line; ``mark`` = (row, column) is bracketed."""
    lines = []
    for i, row in enumerate(np.asarray(A).tolist()):
        lines.append(" ".join(f"[{v}]" if mark == (i, j) else f" {v} " for j, v in enumerate(row)))
    return "\n".join(lines)


@replayer("yw-rows-differ")
def _replay_rows(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the two constructions' squares (the first with Psi in counting order) differ."""
    m, a = int(params["m"]), [int(v) for v in params["a"]]
    first = yw.first_construction(m, a, order=yw.psi_counting_order(m))
    second = yw.latin_square(m, a)
    i = int(data["row"])
    differ = not np.array_equal(first[i], second[i])
    return differ, f"row {i}: first construction {first[i].tolist()}, second {second[i].tolist()}"
