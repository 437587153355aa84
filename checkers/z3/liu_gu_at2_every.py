"""liu-gu-2006 for every r <= c multiples of 4: AT2 on a torus of symbolic size, delivery, shortest paths,
contention freedom and the step count.

r = 4i, c = 4j, 1 <= i <= j symbolic. AT2's schedule as the queries read it (:func:`at2_model_steps`, checked
against the spec's ``at2_array_steps`` step by step, message by message, for small r, c: the link): Phase 1
moves a message by the ports ``phase1_ports`` gives its offset (one hop each, Steps 1 and 2); at the start of
Phase 2 (3) a message at node w runs AR on the logical ring of its row (dimension 1, c/2 logical nodes) or
column (dimension 0, r/2 nodes), the dimension ``phase2_ring_dim`` of w's coordinates mod 2 (its complement in
Phase 3), from logical node w_D // 2 to d_D // 2; in step t of the phase it moves as ``ARMoves.at`` says (step
0: when its route has a first hop; step t >= 1: Stage 2 step t - 1 while t <= s2, else Stage 3 step t - 1 - s2
below s3), each logical hop two channels of its line, from w_D + dir (2 first + 4 k) (step k >= 0 of its stage;
the first hop from w_D). The spec's ``phase1_ports``, ``phase2_ring_dim``, ``ar_routes``, ``ar_lengths`` and
``at2_phase_steps`` run on :class:`~alltoall.checkers.z3.symbolic.SymInt`, so a patched spec changes the
queries. Each query is UNSAT when its part holds:

- (deliver-D), D = 0, 1: a message at node coordinate w_D whose destination coordinate d_D has w_D's parity
  (what Phase 1 leaves: the Phase-1 query of ``liu_gu_every``) ends its ring's route at d_D, within its stage's
  steps of the ring's AR; Phases 2 and 3 use the two dimensions, so every message ends at its destination.
- (shortest-D): the hops in dimension D, Phase 1's hop (one when the offset o_D is odd, the way the Phase-1
  query allows: +1 for 1 <= o_D <= n_D/2, -1 for o_D >= n_D/2) plus two per logical hop, are min(o_D, n_D - o_D).
- (parity-P-D), P = 2, 3: the nodes of one line of dimension D that run dimension-D rings in Phase P
  (``phase2_ring_dim``) have one parity along D, so one logical ring per line and phase.
- (contention-P-D-sS): in step k of Stage S of the line's AR in Phase P (k symbolic below the stage's length;
  Stage 1 is the phase's step 0, step k of Stage 2 (3) its step 1 + k (1 + s2 + k), the same for every line of
  dimension D), two moving messages of one line (one parity, by the parity part) whose transfers share a
  directed channel leave the same node in the same direction (one bundle). Messages on other lines or
  dimensions share no channel, and Phase 1's one-hop transfers are one per node and port.
- (startup): the plan's 2 + 2 ``at2_phase_steps`` steps equal the closed form (c/2 + 2).

References
----------
liu-gu-2006, Sect. IV-B (algorithm AT2, Table I, Fig. 5), Sect. IV-D (1).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3 import capi, liu_gu_every
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.symbolic import SymInt, ite, paths, term
from alltoall.spec.algorithms import liu_gu

__all__ = [
    "AT2_PARTS",
    "AT2_SMT2",
    "STARTUP_SMT2",
    "TABLE1_BOXES",
    "TABLE1_SMT2",
    "table1_parts",
    "table1_query",
    "UTILIZED_PARTS",
    "UTILIZED_SMT2",
    "utilized_parts",
    "utilized_query",
    "at2_model_steps",
    "at2_model_violation",
    "at2_parts",
    "at2_query",
    "main",
    "startup_query",
]

AT2_SMT2 = "proofs/smt2/liu-gu-2006__at2-every-rc__step.smt2"
STARTUP_SMT2 = "proofs/smt2/liu-gu-2006__at2-startup-every-c__query.smt2"
TABLE1_SMT2 = "proofs/smt2/liu-gu-2006__table1-counts-every-rc__query.smt2"
UTILIZED_SMT2 = "proofs/smt2/liu-gu-2006__at2-fully-utilized-square-every-r__query.smt2"
AT2_PARTS = (
    "deliver-0",
    "deliver-1",
    "shortest-0",
    "shortest-1",
    *(f"parity-{phase}-{D}" for phase in (2, 3) for D in (0, 1)),
    *(f"contention-{phase}-{D}-s{stage}" for phase in (2, 3) for D in (0, 1) for stage in (1, 2, 3)),
)


def _congruent(d: Any, n: Any, span: int = 4) -> Any:
    """d = 0 mod n for |d| < (span + 1) n."""
    return capi.multiple_of(d, n, range(-span, span + 1))


class _Torus:
    """r = 4i, c = 4j, 1 <= i <= j: per dimension D its line length n_D and logical ring q_D = n_D / 2, the spec's
    AR routes on that ring (a, b fresh, instantiated by substitution), its stage lengths, and the phase length."""

    def __init__(self, square: bool = False) -> None:
        self.i, self.j = z3.Ints("i j")
        if square:  # r = c = 4i, i >= 2 (at2-fully-utilized-square)
            self.j = self.i
        self.r, self.c = 4 * self.i, 4 * self.j
        self.given = [self.i >= 2] if square else [self.i >= 1, self.j >= self.i]
        R: Any = SymInt(self.r)
        C: Any = SymInt(self.c)
        self.P = ite(paths(lambda: liu_gu.at2_phase_steps(R, C, liu_gu.LISTING), given=self.given))
        self.n = (self.r, self.c)
        self.q = (2 * self.i, 2 * self.j)
        self.a, self.b = z3.Ints("a b")
        self.rings = []
        for D in (0, 1):
            q = self.q[D]
            Q: Any = SymInt(q)
            g = [*self.given, 0 <= self.a, self.a < q, 0 <= self.b, self.b < q]
            routes = paths(
                lambda a, b, Q=Q: liu_gu.ar_routes(Q, a, b, liu_gu.LISTING), SymInt(self.a), SymInt(self.b), given=g
            )
            lens = paths(lambda Q=Q: liu_gu.ar_lengths(Q, liu_gu.LISTING), given=self.given)
            s2 = ite([(cnd, v[0]) for cnd, v in lens])
            s3 = ite([(cnd, v[1]) for cnd, v in lens])
            self.rings.append((routes, g, s2, s3))
        gx, gy = z3.Ints("gx gy")
        bits = [0 <= gx, gx <= 1, 0 <= gy, gy <= 1]
        self._gx, self._gy = gx, gy
        self._dim = ite(paths(lambda x, y: liu_gu.phase2_ring_dim(x, y), SymInt(gx), SymInt(gy), given=bits))

    def route(self, D: int, a: Any, b: Any) -> list[tuple[Any, tuple[Any, Any, Any, Any]]]:
        """(condition, (direction, first, sub, stage)) of logical message a -> b on dimension D's ring."""
        routes, g, _, _ = self.rings[D]
        sub = [(self.a, a), (self.b, b)]
        return [
            (z3.substitute(capi.And(cnd, *g), *sub), tuple(z3.substitute(term(v), *sub) for v in out))
            for cnd, out in routes
        ]

    def ring_dim(self, gx: Any, gy: Any) -> Any:
        """The spec's phase2_ring_dim of a node whose coordinates are gx, gy mod 2."""
        gx, gy = (z3.IntVal(v) if isinstance(v, int) else v for v in (gx, gy))
        return z3.substitute(self._dim, (self._gx, gx), (self._gy, gy))

    def lengths(self, D: int) -> tuple[Any, Any]:
        return self.rings[D][2], self.rings[D][3]


def _coordinate(s: Any, name: str, n: Any) -> tuple[Any, Any, Any]:
    """A node coordinate u = 2 l + parity in 0..n-1: (u, its logical node l, its parity)."""
    u, l, par = z3.Ints(f"{name} {name}_l {name}_par")
    s.add(0 <= u, u < n, 0 <= par, par <= 1, u == 2 * l + par)
    return u, l, par


def _moving(T: _Torus, D: int, stage: int, k: Any, route: tuple[Any, Any, Any, Any]) -> tuple[Any, Any, Any]:
    """(moves in step k of ``stage`` of its ring's AR, its leaving offset from the phase's start node along D,
    its channels): Stage 1 is the phase's step 0, step k of Stage 2 (3) its step 1 + k (1 + s2 + k)."""
    d, f, sub, st = route
    if stage == 1:
        return f == 1, z3.IntVal(0), 2
    return capi.And(st == stage, sub > k), d * (2 * f + 4 * k), 4


def at2_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, torus: _Torus | None = None) -> Query:
    """One part (``AT2_PARTS``) for r = 4i, c = 4j, 1 <= i <= j symbolic."""
    T = torus or _Torus()
    s = new_solver(timeout)
    s.add(*T.given)
    named: dict[str, Any] = {"i": T.i, "j": T.j}
    kind, *rest = part.split("-")
    D = int(rest[0] if kind in ("deliver", "shortest") else rest[1])
    n = T.n[D]
    if kind in ("deliver", "shortest"):
        w, wl, par = _coordinate(s, "w", n)
        dd, dl, dpar = _coordinate(s, "d", n)
        named |= {"w": w, "d": dd}
        if kind == "deliver":
            s.add(par == dpar)
            s2, s3 = T.lengths(D)
            bad = []
            for cnd, (dr, f, sub, st) in T.route(D, wl, dl):
                ok = capi.And(
                    capi.Or(capi.And(st == 2, sub <= s2), capi.And(st == 3, sub <= s3)),
                    sub >= 0,
                    _congruent(w + dr * 2 * (f + 2 * sub) - dd, n),
                )
                bad.append(capi.And(cnd, z3.Not(ok)))
            # the ring's AR (1 + s2 + s3 steps) fits in the phase (at2_phase_steps)
            s.add(capi.Or(1 + s2 + s3 > T.P, *bad))
        else:
            src, e = z3.Ints("s e")
            s.add(0 <= src, src < n)
            o = z3.If(dd >= src, dd - src, dd - src + n)
            # Phase 1's hop in dimension D as the Phase-1 query proves it: one when o is odd, the shortest way
            s.add(capi.Or(e == 0, e == 1, e == -1), (e != 0) == (o % 2 == 1))
            s.add(z3.Implies(e == 1, 2 * o <= n), z3.Implies(e == -1, 2 * o >= n))
            s.add(_congruent(w - src - e, n, 1))
            named |= {"s": src, "e": e}
            want = z3.If(2 * o <= n, o, n - o)
            s.add(
                capi.Or(
                    [
                        capi.And(c, z3.If(e == 0, 0, 1) + 2 * (f + 2 * sub) != want)
                        for c, (_, f, sub, _) in T.route(D, wl, dl)
                    ]
                )
            )
    elif kind == "parity":
        phase = int(rest[0])
        zpar, p1, p2 = z3.Ints("zpar par1 par2")
        s.add(*[capi.And(0 <= v, v <= 1) for v in (zpar, p1, p2)])
        for par in (p1, p2):
            gx, gy = (par, zpar) if D == 0 else (zpar, par)
            s.add(T.ring_dim(gx, gy) == (D if phase == 2 else 1 - D))
        named |= {"zpar": zpar, "par1": p1, "par2": p2}
        s.add(p1 != p2)
    elif kind == "contention":
        phase, stage = int(rest[0]), int(rest[2][1])
        # the line: its other coordinate matters only through its parity zpar
        k, zpar = z3.Ints("k zpar")
        s2, s3 = T.lengths(D)
        s.add(0 <= k, k < {1: 1, 2: s2, 3: s3}[stage], 0 <= zpar, zpar <= 1)
        named |= {"k": k, "zpar": zpar}
        clash = []
        ends = []
        for m in (1, 2):
            u, ul, upar = _coordinate(s, f"u{m}", n)
            v, vl, vpar = _coordinate(s, f"v{m}", n)
            s.add(upar == vpar)
            gx, gy = (upar, zpar) if D == 0 else (zpar, upar)
            s.add(T.ring_dim(gx, gy) == (D if phase == 2 else 1 - D))
            named |= {f"u{m}": u, f"v{m}": v}
            ends.append((u, T.route(D, ul, vl)))
        (u1, r1), (u2, r2) = ends
        s.add(z3.Int("u1_par") == z3.Int("u2_par"))  # one parity per line and phase: the parity-P-D part
        for c1, route1 in r1:
            mv1, off1, h1 = _moving(T, D, stage, k, route1)
            for c2, route2 in r2:
                mv2, off2, h2 = _moving(T, D, stage, k, route2)
                d1, d2 = route1[0], route2[0]
                x1, x2 = u1 + off1, u2 + off2
                # same direction: channels x1 + d e1 (e1 < h1) and x2 + d e2 (e2 < h2) meet when x1 - x2 = d (e2 - e1)
                share = capi.Or([_congruent(x1 - x2 - d1 * gap, n) for gap in range(1 - h1, h2)])
                clash.append(capi.And(c1, c2, mv1, mv2, d1 == d2, z3.Not(_congruent(x1 - x2, n)), share))
        s.add(capi.Or(clash))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def at2_parts(timeout: float, names: tuple[str, ...] = AT2_PARTS) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of ``names``, the torus's routes expanded once."""
    cache: dict[str, _Torus] = {}

    def run(part: str) -> Query:
        if not cache:
            cache["T"] = _Torus()
        return at2_query(part, timeout, torus=cache["T"])

    return [(name, functools.partial(run, name)) for name in names]


UTILIZED_PARTS = (
    "phase1-step1",
    "phase1-step2",
    "steps",
    "still",
    *(f"lines-{phase}-{D}" for phase in (2, 3) for D in (0, 1)),
    *(f"covered-{phase}-{D}-s{stage}" for phase in (2, 3) for D in (0, 1) for stage in (1, 2, 3)),
)
# Phase 1 on the square torus: an offset whose message leaves by each port in Step 1 (codes 2 dim + (dir > 0):
# Top 0, Bottom 1, Left 2, Right 3) and in Step 2 (the G11 quadrants), as functions of r = c
_STEP1 = (((1, 0), 1), ((-1, 0), 0), ((0, 1), 3), ((0, -1), 2))
_STEP2 = (((1, 1), 3), ((-1, 1), 0), ((-1, -1), 2), ((1, -1), 1))


def _phase1_ports(T: _Torus, dx: Any, dy: Any) -> tuple[Any, Any]:
    """The spec's phase1_ports of offset (dx, dy) as terms."""
    R: Any = SymInt(T.r)
    C: Any = SymInt(T.c)
    ps = paths(lambda: liu_gu.phase1_ports(R, C, SymInt(dx), SymInt(dy)), given=T.given)
    return ite([(c, v[0]) for c, v in ps]), ite([(c, v[1]) for c, v in ps])


def utilized_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, torus: _Torus | None = None) -> Query:
    """One part (``UTILIZED_PARTS``) of full utilization on the square torus r = c = 4i, i >= 2 symbolic; UNSAT when
    it holds. (phase1-step1), (phase1-step2): for each port, an offset whose message leaves every node by that port
    in that step (Step 2: the message that came from the neighbour by Step 1's port). (steps): every ring's AR fills
    the phase (1 + s2 + s3 = at2_phase_steps). (still): a message whose ring destination is its node never moves
    (so a message between two nodes of one line of dimension D waits at its source until the phase whose ring is
    along D). (lines-P-D): every line of dimension D has a parity whose nodes run dimension-D rings in Phase P.
    (covered-P-D-sS): in step k of Stage S, every directed channel x -> x + d of such a line is crossed by the
    transfer of a candidate message: the channel lies on the logical channel L -> L + d of the line's ring (it
    leaves u = 2L + parity, u = x or x - d); the candidate leaves logical node Y = L for Y + d (Stage 1), or Y = L
    or L - d for Y + 2d from Y - 2dk (Stages 2 and 3), sent from its own node to a node of its line."""
    T = torus or _Torus(square=True)
    s = new_solver(timeout)
    s.add(*T.given)
    named: dict[str, Any] = {"i": T.i}
    kind, *rest = part.split("-")
    if kind == "phase1":
        cand = _STEP1 if rest[0] == "step1" else _STEP2
        bad = []
        for (ox, oy), want in cand:
            p1, p2 = _phase1_ports(T, ox % T.r, oy % T.c)
            bad.append(p1 != want if rest[0] == "step1" else capi.Or(p1 < 0, p2 != want))
        s.add(capi.Or(bad))
    elif kind == "steps":
        s2, s3 = T.lengths(1)
        s.add(capi.Or(1 + s2 + s3 != T.P, T.lengths(0)[0] != s2, T.lengths(0)[1] != s3))
    elif kind == "still":
        a = z3.Int("a0")
        s.add(0 <= a, a < T.q[0])
        named["a0"] = a
        s.add(capi.Or([capi.And(c, capi.Or(f != 0, sub != 0)) for c, (_, f, sub, _) in T.route(0, a, a)]))
    elif kind == "lines":
        phase, D = int(rest[0]), int(rest[1])
        zpar = z3.Int("zpar")
        s.add(0 <= zpar, zpar <= 1)
        named["zpar"] = zpar
        want = D if phase == 2 else 1 - D
        s.add(z3.Not(capi.Or([T.ring_dim(*((par, zpar) if D == 0 else (zpar, par))) == want for par in (0, 1)])))
    elif kind == "covered":
        phase, D, stage = int(rest[0]), int(rest[1]), int(rest[2][1])
        n, q = T.n[D], T.q[D]
        s2, s3 = T.lengths(D)
        k, zpar, par, x, d = z3.Ints("k zpar lpar x d")
        s.add(0 <= k, k < {1: 1, 2: s2, 3: s3}[stage], 0 <= zpar, zpar <= 1, 0 <= par, par <= 1)
        s.add(T.ring_dim(*((par, zpar) if D == 0 else (zpar, par))) == (D if phase == 2 else 1 - D))
        s.add(0 <= x, x < n, capi.Or(d == 1, d == -1))
        named |= {"k": k, "zpar": zpar, "lpar": par, "x": x, "d": d}
        # the channel is on the logical channel L -> L + d of the line's ring: it leaves u = x or x - d, of the
        # line's parity, u = 2L + par; a transfer of Stage 1 crosses that logical channel, one of Stages 2 and 3
        # also the next (it leaves logical node L or L - d)
        u = z3.If((x - par) % 2 == 0, x, x - d)
        L = z3.Int("L")
        s.add(0 <= L, L < q, _congruent(u - 2 * L - par, n, 1))
        named["L"] = L
        covers = []
        for e in (0,) if stage == 1 else (0, 1):
            Y, a, b = z3.Ints(f"Y{e} a{e} b{e}")
            s.add(0 <= Y, Y < q, _congruent(Y - L + d * e, q, 1))
            s.add(0 <= a, a < q, _congruent(a - (Y if stage == 1 else Y - 2 * d * k), q, 2))
            s.add(0 <= b, b < q, _congruent(b - Y - (d if stage == 1 else 2 * d), q, 2))
            for c, (dr, f, sub, st) in T.route(D, a, b):
                if stage == 1:
                    mv = capi.And(f == 1, dr == d)
                else:
                    mv = capi.And(st == stage, sub > k, dr == d, _congruent(a + dr * f + 2 * dr * k - Y, q, 2))
                covers.append(capi.And(c, mv))
        s.add(z3.Not(capi.Or(covers)))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def utilized_parts(timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of every part of ``UTILIZED_PARTS``, the square torus's routes expanded once."""
    cache: dict[str, _Torus] = {}

    def run(part: str) -> Query:
        if not cache:
            cache["T"] = _Torus(square=True)
        return utilized_query(part, timeout, torus=cache["T"])

    return [(name, functools.partial(run, name)) for name in UTILIZED_PARTS]


# Table I per Step-1 port (code): its G10 or G01 box (dx odd / even, dy even / odd, each half given by < or > n/2,
# None for the whole range), its G11 box, the G11 messages' Step-2 port and their quadrant (Sect. IV-A)
TABLE1_BOXES = {
    1: ((1, "<", 0, None), (1, "<", 1, "<"), 3, 1),  # Bottom: G10 lower half; G11 lower-right, then Right; QI
    0: ((1, ">", 0, None), (1, ">", 1, ">"), 2, 3),  # Top: G10 upper half; G11 upper-left, then Left; QIII
    3: ((0, None, 1, "<"), (1, ">", 1, "<"), 0, 2),  # Right: G01 right half; G11 upper-right, then Top; QII
    2: ((0, None, 1, ">"), (1, "<", 1, ">"), 1, 4),  # Left: G01 left half; G11 lower-left, then Bottom; QIV
}


class _Even(SymInt):
    """A symbolic size known to be even (r = 4i, c = 4j): ``/ 2`` (the spec's quadrant reads r / 2) is exact."""

    __slots__ = ()

    def __truediv__(self, o: Any) -> Any:
        if o != 2:
            raise TypeError("/ only by 2, of an even size")
        return SymInt(self.t / 2)


def _in_box(box: tuple[Any, Any, Any, Any], dx: Any, dy: Any, r: Any, c: Any) -> Any:
    px, hx, py, hy = box
    conds = [dx % 2 == px, dy % 2 == py]
    for v, h, n in ((dx, hx, r), (dy, hy, c)):
        if h is not None:
            conds.append(2 * v < n if h == "<" else 2 * v > n)
    return capi.And(conds)


def table1_query(port: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Table I's Step-1 port ``port`` (code 2 dim + (dir > 0)) on r = 4i <= c = 4j, i, j symbolic: the offsets whose
    message the spec's phase1_ports sends by that port in Step 1 are exactly the union of two boxes
    (``TABLE1_BOXES``), a G10 (G01) box of r/4 x c/2 (r/2 x c/4) offsets and a G11 box of r/4 x c/4; the G10 (G01)
    ones stop there (no Step-2 port), the G11 ones all take the box's Step-2 port and lie in its quadrant (the
    spec's quadrant). UNSAT when that holds."""
    s, (i, j, dx, dy), given, ports = liu_gu_every.offset_ports(timeout)
    r, c = 4 * i, 4 * j
    R2: Any = _Even(r)
    C2: Any = _Even(c)
    quads = paths(lambda a, b: liu_gu.quadrant(R2, C2, a, b), SymInt(dx), SymInt(dy), given=given)
    p1 = ite([(cnd, v[0]) for cnd, v in ports])
    p2 = ite([(cnd, v[1]) for cnd, v in ports])
    quad = ite(quads)
    half, g11, second, q = TABLE1_BOXES[port]
    in_a, in_b = _in_box(half, dx, dy, r, c), _in_box(g11, dx, dy, r, c)
    s.add(
        capi.Or(
            (p1 == port) != capi.Or(in_a, in_b),
            capi.And(in_a, p2 != -1),
            capi.And(in_b, capi.Or(p2 != second, quad != q)),
        )
    )
    return solve(s, keep_smt2, {"i": i, "j": j, "dx": dx, "dy": dy})


def table1_parts(timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of Table I's four ports."""
    names = {1: "bottom", 0: "top", 3: "right", 2: "left"}
    return [(f"table1-{names[k]}", functools.partial(table1_query, k, timeout)) for k in TABLE1_BOXES]


def startup_query(c8: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """AT2's step count for r = 4i <= c = 8u + ``c8`` (i, u symbolic): the plan's 2 + 2 at2_phase_steps(r, c)
    (the spec's, on symbolic sizes) against c/2 + 2. UNSAT when they agree."""
    s = new_solver(timeout)
    i, u = z3.Ints("i u")
    r, c = 4 * i, 8 * u + c8
    given = [i >= 1, u >= (1 if c8 == 0 else 0), r <= c]
    R: Any = SymInt(r)
    C: Any = SymInt(c)
    steps = 2 + 2 * ite(paths(lambda: liu_gu.at2_phase_steps(R, C, liu_gu.LISTING), given=given))
    s.add(*given, 2 * steps != c + 4)
    return solve(s, keep_smt2, {"i": i, "u": u})


def at2_model_steps(r: int, c: int) -> list[set[tuple[int, int, int, int, int]]]:
    """AT2 on r x c as the queries read it: per step, (message id, node it leaves, dimension, direction, hops)
    of every moving message (message id = source * rc + destination, node id = x * c + y)."""
    N, n = r * c, (r, c)
    ids = np.arange(N * N)
    s, d = ids // N, ids % N
    keep = s != d
    ids, s, d = ids[keep], s[keep], d[keep]
    sx, sy, tx, ty = s // c, s % c, d // c, d % c
    w = [sx.copy(), sy.copy()]
    out: list[set[tuple[int, int, int, int, int]]] = []
    p1, p2 = liu_gu.phase1_ports(r, c, (tx - sx) % r, (ty - sy) % c)
    for code in (p1, p2):
        mv = code >= 0
        dim, way = code // 2, np.where(code % 2 == 1, 1, -1)
        out.append(
            {(int(m), int(w[0][k] * c + w[1][k]), int(dim[k]), int(way[k]), 1) for k, m in enumerate(ids) if mv[k]}
        )
        for D in (0, 1):
            sel = mv & (dim == D)
            w[D] = np.where(sel, (w[D] + way) % n[D], w[D])
    P = liu_gu.at2_phase_steps(r, c)
    dest = (tx, ty)
    for phase in (2, 3):
        dim = liu_gu.phase2_ring_dim(w[0] % 2, w[1] % 2)
        if phase == 3:
            dim = 1 - dim
        routes = {}
        for D in (0, 1):
            q = n[D] // 2
            routes[D] = (*liu_gu.ar_routes(q, w[D] // 2, dest[D] // 2), *liu_gu.ar_lengths(q))
        start = [w[0].copy(), w[1].copy()]
        for t in range(P):
            step = set()
            for D in (0, 1):
                dr, f, sub, st, s2, s3 = routes[D]
                if t == 0:
                    mv, off, hops = f.astype(bool), np.zeros_like(sub), 2
                else:
                    k = t - 1 if t <= s2 else t - 1 - s2
                    mv = (st == 2) & (sub > k) if t <= s2 else (st == 3) & (sub > k) & (k < s3)
                    off, hops = dr * (2 * f + 4 * k), 4
                mv = mv & (dim == D)
                x = (start[D] + off) % n[D]
                for kk in np.flatnonzero(mv):
                    node = (x[kk] * c + w[1][kk]) if D == 0 else (w[0][kk] * c + x[kk])
                    step.add((int(ids[kk]), int(node), D, int(dr[kk]), hops))
                w[D] = np.where(mv, (x + dr * hops) % n[D], w[D])  # where this step's moves leave them
            out.append(step)
    return out


def at2_model_violation(cmax: int) -> str | None:
    """The link: for r <= c multiples of 4 up to ``cmax``, every step of the spec's ``at2_array_steps`` moves the
    messages :func:`at2_model_steps` says, from the node, along the dimension and direction and as many hops.
    A message, or None."""
    for c in range(4, cmax + 1, 4):
        for r in range(4, c + 1, 4):
            g = liu_gu.at2_plan(r, c).network
            _, _, cdim, cfwd = liu_gu.channel_ports(g)
            want = at2_model_steps(r, c)
            steps = list(liu_gu.at2_array_steps(r, c))
            if len(steps) != len(want):
                return f"{r} x {c}: {len(steps)} steps, the reading has {len(want)}"
            for t, st in enumerate(steps):
                got = set()
                for m, tr in zip(st.msgs.tolist(), st.tid.tolist()):
                    ch = int(st.paths[tr, 0])
                    got.add((m, int(st.src[tr]), int(cdim[ch]), 1 if cfwd[ch] else -1, int(st.paths.shape[1])))
                if got != want[t]:
                    diff = sorted(got ^ want[t])[:3]
                    return f"{r} x {c}, step {t}: the moving messages differ from the reading ({diff})"
    return None


def _at2_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in at2_parts(timeout)}


def _startup_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {f"startup-c{c8}mod8": startup_query(c8, timeout) for c8 in (0, 4)}


def _table1_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in table1_parts(timeout)}


def _utilized_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in utilized_parts(timeout)}


SMT2_FILES: dict[str, Callable[..., dict[str, Query]]] = {
    AT2_SMT2: _at2_file,
    STARTUP_SMT2: _startup_file,
    UTILIZED_SMT2: _utilized_file,
    TABLE1_SMT2: _table1_file,
}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.liu_gu_at2_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(SMT2_FILES, "alltoall.checkers.z3.liu_gu_at2_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
