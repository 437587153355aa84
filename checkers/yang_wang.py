"""Z3 encodings and brute force for yang-wang-2000 (Latin squares from basic permutations, ATAPE).

Z3 runs the spec's own ``phi``, ``tau``, ``stage`` and ``route`` (:mod:`alltoall.spec.algorithms.
yang_wang`) on :class:`~alltoall.checkers.z3.core.Unsigned` bit-vectors of m + 2 bits, with the
port addresses, the subsets of basic permutations and the round's settings symbolic, so one
UNSAT answer per m covers every input, every product in Psi and every round. The solver wrapper
(timeout, ``reason_unknown``, SMT-LIB kept on request) is the one of :mod:`~alltoall.checkers.crosstalk`.
The Latin check on concrete squares is the shared :func:`alltoall.checkers.properties.latin`.
"""

from __future__ import annotations

import numpy as np
import z3

from alltoall.checkers import properties as props
from alltoall.checkers.z3.core import Encoding, Query
from alltoall.checkers.replay import replayer
from alltoall.checkers.z3.core import Unsigned
from alltoall.spec.algorithms import two_phase
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.topologies import multistage as ms


def _enc(m: int, timeout: float) -> Encoding:
    """A solver whose variables are unsigned (m + 2)-bit words constrained to 0..n-1."""
    return Encoding(2**m, timeout)


def _product(m: int, subset: Unsigned, x):
    """phi_{i_1} ... phi_{i_k} x for the phi's whose index bit is set in ``subset`` (symbolic)."""
    for i in range(1, m + 1):
        x = Unsigned(z3.If(((subset >> (i - 1)) & 1) == 1, yw.phi(i, x).t, x.t))
    return x


def phi_identities(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Is there x and 1 <= i, j <= m with phi_i phi_j x != phi_j phi_i x or phi_i phi_i x != x?"""
    e = _enc(m, timeout)
    x = e.var("x")
    bad = []
    for i in range(1, m + 1):
        bad.append(yw.phi(i, yw.phi(i, x)) != x)
        for j in range(i + 1, m + 1):
            bad.append(yw.phi(i, yw.phi(j, x)) != yw.phi(j, yw.phi(i, x)))
    e.solver.add(z3.Or(bad))
    return e.check(keep_smt2)


def psi_distinct(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Are two different nonempty subsets of {phi_1..phi_m} the same permutation, or one the
    identity? (They are XOR masks, so comparing them at 0 decides it.) UNSAT: |Psi| = 2^m - 1."""
    e = _enc(m, timeout)
    s, t = e.var("S"), e.var("T")
    zero = Unsigned(z3.BitVecVal(0, e.w))
    v = e.var("v")
    e.solver.add(s != 0)
    e.solver.add(z3.Or(z3.And(t != 0, s != t, _product(m, s, zero) == _product(m, t, zero)), _product(m, s, zero) == 0,
                       _product(m, s, v) >= 2**m))  # every product must stay a permutation of 0..n-1
    return e.check(keep_smt2)


def first_construction_latin(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Rows are the identity and the products in Psi applied to a list of distinct values. Is
    there a repeated value in a row (two rows S != T agree on a value) or a column (one row maps
    two values alike)? UNSAT: a Latin square for every list and every order of Psi."""
    e = _enc(m, timeout)
    s, t, v, u = e.var("S"), e.var("T"), e.var("v"), e.var("u")
    row_clash = z3.And(s != t, _product(m, s, v) == _product(m, t, v))
    col_clash = z3.And(v != u, _product(m, s, v) == _product(m, s, u))
    e.solver.add(z3.Or(row_clash, col_clash, _product(m, s, v) >= 2**m))
    return e.check(keep_smt2)


def phi1_settings_latin(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Over every setting of the stages to phi_1 or I (symbolic): do two settings send one input to
    the same output, or one setting two inputs to one output or through one link? UNSAT: the n
    realized permutations are admissible, contention-free and form a Latin square."""
    e = _enc(m, timeout)
    g, h, x, y = e.var("g"), e.var("h"), e.var("x"), e.var("y")
    sg, sh = yw.round_settings(m, g), yw.round_settings(m, h)
    gx, gy, hx = yw.route(m, sg, x), yw.route(m, sg, y), yw.route(m, sh, x)
    clash_rounds = z3.And(g != h, gx[-1] == hx[-1])
    clash_links = z3.And(x != y, z3.Or([a == b for a, b in zip(gx, gy)]))
    e.solver.add(z3.Or(clash_rounds, clash_links, gx[-1] >= 2**m))
    return e.check(keep_smt2)


def settings_cover(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Do two different Gray words give the same stage settings? UNSAT: the n rounds use n
    different settings (every one of the 2^m settings of phi_1 / I, since there are 2^m words)."""
    e = _enc(m, timeout)
    g, h = e.var("g"), e.var("h")
    e.solver.add(g != h, z3.And([a == b for a, b in zip(yw.round_settings(m, g), yw.round_settings(m, h))]))
    return e.check(keep_smt2)


def rounds_realize_square(m: int, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Does the round of some word g send some input x elsewhere than tau(x) XOR g? UNSAT: round i
    (word g(i)) realizes row i of LatinSquare(tau(0..n-1)), which is tau XOR g(i)
    (constructions-equivalent-rows)."""
    e = _enc(m, timeout)
    g, x = e.var("g"), e.var("x")
    e.solver.add(yw.route(m, yw.round_settings(m, g), x)[-1] != (yw.tau_all(m, x) ^ g))
    return e.check(keep_smt2)


# --- brute force ----------------------------------------------------------------------------


def atape_violation(m: int) -> props.Violation | None:
    """ATAPE by brute force on the shared multistage model (:func:`yw.network`): each round's
    destinations are what the banyan realizes under the round's settings, no link carries two
    messages, and every (sender, receiver) pair, self included, is served exactly once."""
    n, net = 2**m, yw.network(m)
    deliveries = []
    for r in yw.atape(m):
        M = yw.shifts(m, r.settings)
        realized = ms.route_shift(net, M)
        v = props.contention_free(ms.trace(net, ms.shift_tables(M, 2))[:, 1, :].T)
        if v:
            return v
        deliveries += [two_phase.Delivery(r.index, j, r.destinations[j], int(realized[j])) for j in range(n)]
    return props.delivers_every_message(deliveries, n)


def pipeline_makespan(m: int) -> tuple[int, props.Violation | None]:
    """Pipelined ATAPE (round x in stage k at time x + k, :func:`two_phase.pipeline`): the time
    units it takes, and a stage that holds two rounds at once, if any."""
    n = 2**m
    steps = two_phase.pipeline(n, m)
    seen: dict[tuple[int, int], int] = {}
    for s in steps:
        if s.wave < 0:
            continue
        if (s.time, s.stage) in seen:
            return 0, props.Violation("contention-free", f"stage {s.stage} holds rounds {seen[s.time, s.stage]} and {s.wave} at time {s.time}")
        seen[s.time, s.stage] = s.wave
    served = sorted(seen.items())
    want = [((x + k, k), x) for x in range(n) for k in range(m)]
    if served != sorted(want):
        return 0, props.Violation("delivers-every-message", "some round does not cross every stage once")
    return max(t for t, _ in seen) + 1, None


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
