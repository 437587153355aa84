"""yang-wang-2002 for every size: the broadcast pattern's spec functions run on symbolic offsets.

The pattern (``yw.pattern`` and its cases, ``U``, ``I``, ``mod_2``) and the torus relay
(``yw.torus_offset``, ``yw.torus_distance``, ``yw.additional_check``) are piecewise linear in the
offsets and in n. :func:`paths` runs a spec function on :class:`SymInt` arguments (Z3 integers): each
Python ``if`` on a symbolic comparison forks the run, a fork is taken only where the path so far allows
it, and the result is the list of (path condition, output) pairs, one per feasible path. Every query
below is built from those pairs, so a patched spec function (a seeded mutant) changes the query; each
query is UNSAT when its part holds.

Infinite mesh (offsets (x, y) from the origin, unbounded): (leave) every neighbour the pattern names is
one hop away and one hop farther from the origin; (distinct) the neighbours one node names are
distinct; (unique) no two nodes name the same neighbour; (exists) every node but the origin is named by
one of its four neighbours; (rotate) the pattern commutes with the quarter turn about the origin. The
base case of the induction over the phase d is d = 1 (the origin, Case 1); the step d -> d + 1 is the
queries with |x| + |y| = d + 1 >= 2 symbolic. With them, every node at distance d receives the message
once, in phase d, from a node at distance d - 1; the quarter turn maps the nodes reached through the
input channel of direction p onto those of the next direction, so the circle of radius d (4d nodes,
:func:`circle_queries`) splits into four equal parts: Theorem 3's d per input channel in phase d, and
d + 1 per output channel at the end of phase d (the neighbour's phase d + 1).

Torus n x n, n = 2k + 1 odd, k >= 1 symbolic (origin, node and neighbour coordinates symbolic in
0..n-1, the node's offsets centred by ``torus_offset``): the same parts on the spec's relay (the
pattern at the centred offset, wrapped modulo n, kept when ``additional_check`` of the torus distances
says so), and (translate) the relay of a node for an origin is the relay of their difference for the
origin (0, 0), shifted. With the quarter turn, the (n^2 - 1) relays of one origin's message split four
ways: each channel relays (n^2 - 1)/4 messages (Corollary 1).

Single queries with the offsets symbolic (:data:`PATTERN_QUERIES`): the observations (:func:`fanout_query`,
and the leave query with the origin included), Case 3 as the generic form on the axes (:func:`generic_query`)
and Theorem 3's groups for every k of either parity (:func:`groups_query`). The n x n mesh, n >= 1 symbolic,
the origin symbolic (:func:`trimmed_query`): the spec's relay trimmed at the boundary (:func:`mesh_relay`,
checked against ``yw.relays`` for small n) names one-hop-farther neighbours, distinct, no node twice, and every
node but the origin is named by a neighbour inside the mesh: Theorem 2 on every mesh.

References
----------
yang-wang-2002, Theorem 2, Theorem 3 (and its proof), Corollary 1, the observations on the pattern.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.symbolic import SymInt, ite, paths, term
from alltoall.spec.algorithms import yang_wang_2002 as yw

__all__ = [
    "COR2_PARTS",
    "COR2_SMT2",
    "GROUP_NAMES",
    "MESH_PARTS",
    "MESH_SMT2",
    "PATTERN_QUERIES",
    "STEP_FILES",
    "TORUS_PARTS",
    "TORUS_SMT2",
    "TRIMMED_PARTS",
    "TRIMMED_SMT2",
    "circle_queries",
    "cor2_link_violation",
    "cor2_origin_query",
    "cor2_parts",
    "cor2_query",
    "fanout_query",
    "generic_query",
    "groups_query",
    "main",
    "mesh_parts",
    "mesh_base_violation",
    "mesh_query",
    "mesh_relay",
    "mesh_step_queries",
    "pattern_parts",
    "pattern_smt2",
    "torus_base_violation",
    "torus_query",
    "torus_relay",
    "torus_parts",
    "torus_step_queries",
    "trimmed_link_violation",
    "trimmed_parts",
    "trimmed_query",
    "trimmed_step_queries",
]

MESH_SMT2 = "proofs/smt2/yang-wang-2002__thm2-infinite-mesh-every-d__step.smt2"
TORUS_SMT2 = "proofs/smt2/yang-wang-2002__thm2-torus-odd-every-n__step.smt2"
MESH_PARTS = ("leave", "distinct", "unique", "exists", "rotate")
TORUS_PARTS = ("dist-hop", "translate", "leave", "distinct", "unique", "exists", "rotate")


_z = term


def _zi(v: Any) -> Any:
    return z3.IntVal(v) if isinstance(v, int) else v


def _pt(p: Any) -> tuple[Any, Any]:
    return _z(p[0]), _z(p[1])


def _same(a: Any, b: Any) -> Any:
    return capi.And(a[0] == b[0], a[1] == b[1])


def _member(ps: list[tuple[Any, Any]], v: Any) -> Any:
    """v is among the outputs (a tuple of points) of the paths ``ps``."""
    return capi.Or([capi.And(c, capi.Or([_same(_pt(t), v) for t in out] or [z3.BoolVal(False)])) for c, out in ps])


def _absz(t: Any) -> Any:
    return z3.If(t >= 0, t, -t)


def _mdist(p: Any) -> Any:
    return _absz(p[0]) + _absz(p[1])


# --- the infinite mesh --------------------------------------------------------------------------


def _mesh_paths(x: Any, y: Any, given: list[Any] | None = None) -> list[tuple[Any, Any]]:
    return paths(lambda a, b: yw.pattern(0, 0, a, b), SymInt(x), SymInt(y), given=given)


def mesh_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, dmin: int = 2) -> Query:
    """One part of the step on the infinite mesh (``MESH_PARTS``), for nodes at distance >= ``dmin`` - 1 from
    the origin sending to distance >= ``dmin`` (``dmin`` = 1: the base case with the origin included)."""
    s = new_solver(timeout)
    x, y = z3.Ints("x y")
    me = (x, y)
    if part == "leave":
        ps = _mesh_paths(x, y)
        bad = [
            capi.And(c, capi.Or([capi.Or(_mdist((_z(t[0]) - x, _z(t[1]) - y)) != 1, _mdist(_pt(t)) != _mdist(me) + 1)]))
            for c, out in ps
            for t in out
        ]
        s.add(_mdist(me) >= dmin - 1, capi.Or(bad))
    elif part == "distinct":
        ps = _mesh_paths(x, y)
        bad = [
            capi.And(c, _same(_pt(a), _pt(b))) for c, out in ps for i, a in enumerate(out) for b in out[i + 1 :]
        ] or [z3.BoolVal(False)]
        s.add(_mdist(me) >= dmin - 1, capi.Or(bad))
    elif part == "unique":
        x2, y2, u, v = z3.Ints("x2 y2 u v")
        s.add(_mdist((u, v)) >= dmin, capi.Or(x != x2, y != y2))
        s.add(_member(_mesh_paths(x, y), (u, v)), _member(_mesh_paths(x2, y2), (u, v)))
    elif part == "exists":
        s.add(_mdist(me) >= dmin)
        s.add(z3.Not(capi.Or([_member(_mesh_paths(x - ex, y - ey), me) for ex, ey in yw.DIRS])))
    elif part == "rotate":
        # the quarter turn (x, y) -> (-y, x): pattern(turn(v)) = turn(pattern(v)) as sets
        u, v = z3.Ints("u v")
        s.add(_mdist(me) >= dmin - 1)
        here = _member(_mesh_paths(x, y), (u, v))
        there = _member(_mesh_paths(-y, x), (-v, u))
        s.add(here != there)
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, {"x": x, "y": y})


def mesh_base_violation() -> Any:
    """The base case, by the spec's own pattern on concrete offsets: the origin (Case 1) names its four
    1-neighbours, each once, and nothing else. A message, or None."""
    got = sorted(yw.pattern(0, 0, 0, 0))
    want = sorted((ex, ey) for ex, ey in yw.DIRS)
    return None if got == want else f"the origin names {got}, not its four 1-neighbours {want}"


def mesh_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {f"mesh-{p}": mesh_query(p, timeout) for p in MESH_PARTS}


def circle_queries(timeout: float = TIMEOUT, keep_smt2: bool = True) -> dict[str, Query]:
    """The circle of radius d >= 1 (``yw.mesh_distance`` from the origin = d) has 4d nodes: the four arcs
    i -> (d - i, i), (-i, d - i), (i - d, -i), (i, i - d), i = 0..d-1, are into the circle, one-to-one, and
    onto it (d symbolic)."""
    d, i, j = z3.Ints("d i j")

    def arc(q: int, i: Any) -> tuple[Any, Any]:
        return ((d - i, i), (-i, d - i), (i - d, -i), (i, i - d))[q]

    def dist(p: Any) -> Any:
        out = paths(lambda a, b: yw.mesh_distance((0, 0), (a, b)), SymInt(p[0]), SymInt(p[1]))
        return _ite(out)

    out = {}
    s = new_solver(timeout)
    s.add(d >= 1, 0 <= i, i < d)
    s.add(capi.Or([dist(arc(q, i)) != d for q in range(4)]))
    out["circle-into"] = solve(s, keep_smt2, {"d": d, "i": i})
    s = new_solver(timeout)
    s.add(d >= 1, 0 <= i, i < d, 0 <= j, j < d)
    s.add(capi.Or([capi.And(_same(arc(q, i), arc(r, j)), capi.Or(q != r, i != j)) for q in range(4) for r in range(4)]))
    out["circle-one-to-one"] = solve(s, keep_smt2, {"d": d, "i": i, "j": j})
    s = new_solver(timeout)
    x, y = z3.Ints("x y")
    s.add(d >= 1, dist((x, y)) == d)
    s.add(
        z3.Not(
            capi.Or(
                [
                    capi.And(0 <= _onto(q, x, y), _onto(q, x, y) < d, _same(arc(q, _onto(q, x, y)), (x, y)))
                    for q in range(4)
                ]
            )
        )
    )
    out["circle-onto"] = solve(s, keep_smt2, {"d": d, "x": x, "y": y})
    return out


def _onto(q: int, x: Any, y: Any) -> Any:
    # the arc index i of (x, y) on arc q (the inverse of arc q)
    return (y, -x, -y, x)[q]


_ite = ite


# --- the odd torus -------------------------------------------------------------------------------


def torus_relay(n: Any, origin: Any, node: Any) -> tuple[Any, ...]:
    """The spec's relay on the n x n torus (``yw.relays`` with centred offsets) written on coordinates:
    the pattern at the centred offsets, each neighbour wrapped modulo n and kept when
    ``yw.additional_check`` of the torus distances from the origin says so. Runs on ints (checked against
    ``yw.relays`` by the claim) and on :class:`SymInt` inside :func:`paths`."""
    (x0, y0), (x, y) = origin, node
    dx, dy = yw.torus_offset(x, x0, n, "centred"), yw.torus_offset(y, y0, n, "centred")
    out = []
    for tx, ty in yw.pattern(0, 0, dx, dy):
        u = ((x + (tx - dx)) % n, (y + (ty - dy)) % n)
        if yw.additional_check(yw.torus_distance(origin, node, n), yw.torus_distance(origin, u, n)):
            out.append(u)
    return tuple(out)


def _wrapn(t: Any, n: Any) -> Any:
    """t mod n for t in -n..2n-1, linear (the query's coordinates are in 0..n-1, moves of one hop)."""
    return z3.If(t >= n, t - n, z3.If(t < 0, t + n, t))


class _Torus:
    """The odd torus n = 2k + 1, k >= 1 symbolic: the spec's relay for the origin (0, 0) at a node (a, b),
    expanded into paths once and instantiated at other nodes by substitution (each path's condition carries
    0 <= a, b < n)."""

    def __init__(self) -> None:
        self.k = z3.Int("k")
        self.n = 2 * self.k + 1
        self.a, self.b = z3.Ints("a b")
        self.given = [self.k >= 1, *self.coord(self.a, self.b)]
        N: Any = SymInt(self.n)
        self.relay = paths(
            lambda a, b: torus_relay(N, (0, 0), (a, b)), SymInt(self.a), SymInt(self.b), given=self.given
        )
        self.dist = _ite(
            paths(lambda a, b: yw.torus_distance((0, 0), (a, b), N), SymInt(self.a), SymInt(self.b), given=self.given)
        )

    def coord(self, *vs: Any) -> list[Any]:
        return [capi.And(0 <= v, v < self.n) for v in vs]

    def at(self, term: Any, w: Any) -> Any:
        return z3.substitute(term, (self.a, _zi(w[0])), (self.b, _zi(w[1])))

    def D(self, w: Any) -> Any:
        """The spec's torus distance from the origin (0, 0) to w."""
        return self.at(self.dist, w)

    def member(self, w: Any, u: Any) -> Any:
        """u is among the neighbours node w relays the origin (0, 0)'s message to."""
        g = capi.And(self.coord(w[0], w[1]))
        return capi.And(g, self.at(_member(self.relay, u), w))

    def hop(self, w: Any) -> list[Any]:
        return [(_wrapn(w[0] + ex, self.n), _wrapn(w[1] + ey, self.n)) for ex, ey in yw.DIRS]


def torus_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, torus: _Torus | None = None) -> Query:
    """One part of the odd torus's proof (``TORUS_PARTS``), n = 2k + 1, k >= 1 symbolic, the origin (0, 0)
    (``translate`` and ``dist-*``: any origin, the distance is the hop distance)."""
    T = torus or _Torus()
    s = new_solver(timeout)
    k, n = T.k, T.n
    x, y = z3.Ints("x y")
    me = (x, y)
    s.add(k >= 1, *T.coord(x, y))
    named = {"k": k, "x": x, "y": y}
    if part == "leave":
        # every neighbour relayed to is one hop away and one farther from the origin
        u, v = z3.Ints("u v")
        s.add(*T.coord(u, v), T.member(me, (u, v)))
        s.add(capi.Or(z3.Not(capi.Or([_same((u, v), h) for h in T.hop(me)])), T.D((u, v)) != T.D(me) + 1))
    elif part == "distinct":
        ps = [(capi.And(c, *T.given), out) for c, out in T.relay]
        bad = [capi.And(c, _same(_pt(a), _pt(b))) for c, out in ps for i, a in enumerate(out) for b in out[i + 1 :]]
        s.add(capi.Or(bad or [z3.BoolVal(False)]))
        named = {"k": k, "a": T.a, "b": T.b}
    elif part == "unique":
        x2, y2, u, v = z3.Ints("x2 y2 u v")
        s.add(*T.coord(x2, y2, u, v), capi.Or(x != x2, y != y2))
        s.add(T.member(me, (u, v)), T.member((x2, y2), (u, v)))
    elif part == "exists":
        s.add(capi.Or(x != 0, y != 0))
        s.add(z3.Not(capi.Or([T.member((_wrapn(x - ex, n), _wrapn(y - ey, n)), me) for ex, ey in yw.DIRS])))
    elif part == "rotate":
        # relay(turn(w)) = turn(relay(w)), turn(x, y) = (-y, x) mod n
        u, v = z3.Ints("u v")
        s.add(*T.coord(u, v))
        s.add(T.member(me, (u, v)) != T.member((_wrapn(-y, n), x), (_wrapn(-v, n), u)))
    elif part == "translate":
        # the relay sees the origin only through torus_offset and torus_distance, both functions of the
        # node's difference from the origin: for every origin they equal their values at the origin (0, 0)
        x0, y0 = z3.Ints("x0 y0")
        s.add(*T.coord(x0, y0))
        named |= {"x0": x0, "y0": y0}
        N: Any = SymInt(n)
        g = [k >= 1, *T.coord(x0, y0, x, y)]
        off = _ite(paths(lambda a, b: yw.torus_offset(a, b, N, "centred"), SymInt(x), SymInt(x0), given=g))
        off0 = _ite(paths(lambda a: yw.torus_offset(a, 0, N, "centred"), SymInt(_wrapn(x - x0, n)), given=g))
        dist = _ite(
            paths(
                lambda a, b, c, e: yw.torus_distance((a, b), (c, e), N),
                SymInt(x0),
                SymInt(y0),
                SymInt(x),
                SymInt(y),
                given=g,
            )
        )
        s.add(capi.Or(off != off0, dist != T.D((_wrapn(x - x0, n), _wrapn(y - y0, n)))))
    elif part == "dist-hop":
        # the spec's torus distance is the hop distance: 0 only at the origin, changes by at most 1 per hop,
        # and every other node has a neighbour one nearer (so it is the BFS distance)
        lip = capi.Or([capi.Or(T.D(h) - T.D(me) > 1, T.D(me) - T.D(h) > 1) for h in T.hop(me)])
        zero = capi.And(T.D(me) == 0, capi.Or(x != 0, y != 0))
        desc = capi.And(capi.Or(x != 0, y != 0), z3.Not(capi.Or([T.D(h) == T.D(me) - 1 for h in T.hop(me)])))
        s.add(capi.Or(lip, zero, desc, T.D((0, 0)) != 0))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def torus_base_violation(limit: int) -> Any:
    """The link and the base case: :func:`torus_relay` on ints equals ``yw.relays`` on every odd n <= limit,
    every origin and node. A message, or None."""
    from alltoall.spec.topologies import grid

    for n in range(3, limit + 1, 2):
        net = grid.torus(n, n)
        for o in range(net.nodes):
            for w in range(net.nodes):
                want = sorted(yw.relays(net, o, w, "centred"))
                got = sorted(net.node(u) for u in torus_relay(n, net.coord(o), net.coord(w)))
                if got != want:
                    return (
                        f"{net}, origin {net.coord(o)}, node {net.coord(w)}: the relay {got} is not the spec's {want}"
                    )
    return None


def torus_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    T = _Torus()
    return {f"torus-{p}": torus_query(p, timeout, torus=T) for p in TORUS_PARTS}


# --- the pattern's observations, Case 3 as the generic form, Theorem 3's groups --------------------------


def fanout_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Observations: at every offset (x, y) the pattern names 4 distinct 1-neighbours at the origin, 2 on the
    origin's row and column, 1 elsewhere (x, y symbolic). UNSAT when it does."""
    s = new_solver(timeout)
    x, y = z3.Ints("x y")
    want = z3.If(capi.And(x == 0, y == 0), 4, z3.If(capi.Or(x == 0, y == 0), 2, 1))
    bad = []
    for c, out in _mesh_paths(x, y):
        pts = [_pt(t) for t in out]
        dup = [_same(a, b) for m, a in enumerate(pts) for b in pts[m + 1 :]]
        far = [_mdist((a[0] - x, a[1] - y)) != 1 for a in pts]
        bad.append(capi.And(c, capi.Or(want != len(out), *dup, *far)))
    s.add(capi.Or(bad))
    return solve(s, keep_smt2, {"x": x, "y": y})


def _generic(a: Any, b: Any) -> tuple[Any, Any]:
    # the printed case and Case 3's formula with I(0) taking both values 1 and -1
    ixs = [yw.I(a)] if a != 0 else [1, -1]
    iys = [yw.I(b)] if b != 0 else [1, -1]
    return yw.pattern(0, 0, a, b), tuple(yw.case3_generic(0, 0, a, b, i, j) for i in ixs for j in iys)


def generic_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """ "Case 3 can be viewed as a generic form for all cases if letting I(0) take 1 and -1": at every offset on
    the origin's row or column (the origin included, the offset symbolic) the printed case's neighbours are, as
    a set, Case 3's formula over those values of I(0). UNSAT when they are."""
    s = new_solver(timeout)
    x, y = z3.Ints("x y")
    on_axes = capi.Or(x == 0, y == 0)
    s.add(on_axes)
    bad = []
    for c, (pat, gen) in paths(_generic, SymInt(x), SymInt(y), given=[on_axes]):
        P, G = [_pt(t) for t in pat], [_pt(t) for t in gen]
        miss = [z3.Not(capi.Or([_same(u, v) for v in G])) for u in P] + [
            z3.Not(capi.Or([_same(u, v) for v in P])) for u in G
        ]
        bad.append(capi.And(c, capi.Or(miss)))
    s.add(capi.Or(bad))
    return solve(s, keep_smt2, {"x": x, "y": y})


GROUP_NAMES = ("I", "II", "III", "IV")


def groups_query(parity: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 3's proof: for every k >= 1 of the given parity (k = 2j + parity, j symbolic) and every l = 0..k,
    the node (0, 0) relays the message of the origin at the offset Group g prints for (l, k) to the 1-neighbour
    printed for g and the parity of k (``broadcast.THM3_GROUPS``, all four groups). UNSAT when it does."""
    from alltoall.checkers.broadcast import THM3_GROUPS

    s = new_solver(timeout)
    j, l = z3.Ints("j l")
    k = 2 * j + parity
    given = [k >= 1, j >= 0, 0 <= l, l <= k]
    s.add(*given)
    bad = []
    for name in GROUP_NAMES:
        off: Callable[..., Any] = THM3_GROUPS[name][0]
        relay = THM3_GROUPS[name][2 if parity else 1]
        ox, oy = off(l, k)
        for c, out in paths(lambda a, b: yw.pattern(a, b, 0, 0), SymInt(ox), SymInt(oy), given=given):
            bad.append(capi.And(c, z3.Not(capi.Or([_same(_pt(t), relay) for t in out] or [z3.BoolVal(False)]))))
    s.add(capi.Or(bad))
    return solve(s, keep_smt2, {"j": j, "l": l})


# --- the n x n mesh, the pattern trimmed at the boundary -------------------------------------------------


def mesh_relay(n: Any, origin: Any, node: Any) -> tuple[Any, ...]:
    """The spec's relay on the n x n mesh (``yw.relays``) written on coordinates: the pattern at the offset
    (the plain difference, as ``yw.offset`` reads it on a mesh), each neighbour kept when ``yw.inside_mesh``.
    Runs on ints (checked against ``yw.relays`` by :func:`trimmed_link_violation`) and inside :func:`paths`."""
    (x0, y0), (x, y) = origin, node
    dx, dy = x - x0, y - y0
    out = []
    for tx, ty in yw.pattern(0, 0, dx, dy):
        ax, ay = x + (tx - dx), y + (ty - dy)
        if yw.inside_mesh(n, ax, ay):
            out.append((ax, ay))
    return tuple(out)


TRIMMED_PARTS = ("leave", "distinct", "unique", "exists")


class _Trimmed:
    """The n x n mesh, n >= 1 symbolic, the origin (x0, y0) symbolic: the spec's relay at a node (a, b),
    expanded into paths once and instantiated at other nodes by substitution."""

    def __init__(self) -> None:
        self.n, self.x0, self.y0, self.a, self.b = z3.Ints("n x0 y0 a b")
        self.given = [self.n >= 1, *self.inside(self.x0, self.y0, self.a, self.b)]
        N: Any = SymInt(self.n)
        self.relay = paths(
            lambda x0, y0, a, b: mesh_relay(N, (x0, y0), (a, b)),
            *(SymInt(v) for v in (self.x0, self.y0, self.a, self.b)),
            given=self.given,
        )

    def inside(self, *vs: Any) -> list[Any]:
        return [capi.And(0 <= v, v < self.n) for v in vs]

    def member(self, w: Any, u: Any) -> Any:
        """u is among the neighbours node w (inside) relays the origin's message to."""
        at = z3.substitute(_member(self.relay, u), (self.a, _zi(w[0])), (self.b, _zi(w[1])))
        return capi.And(*self.inside(w[0], w[1]), at)

    def far(self, w: Any) -> Any:
        return _mdist((w[0] - self.x0, w[1] - self.y0))


def trimmed_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, mesh: _Trimmed | None = None) -> Query:
    """One part of Theorem 2 on the n x n mesh (``TRIMMED_PARTS``), n, the origin and the nodes symbolic:
    (leave) a relayed-to node is a neighbour one farther from the origin, (distinct) one node's neighbours are
    distinct, (unique) no two nodes relay to the same node, (exists) every node but the origin is relayed to by
    one of its neighbours inside the mesh. UNSAT when the part holds."""
    M = mesh or _Trimmed()
    s = new_solver(timeout)
    x, y = z3.Ints("x y")
    me = (x, y)
    s.add(*M.given, *M.inside(x, y))
    named = {"n": M.n, "x0": M.x0, "y0": M.y0, "x": x, "y": y}
    if part == "leave":
        u, v = z3.Ints("u v")
        s.add(M.member(me, (u, v)))
        s.add(capi.Or(_mdist((u - x, v - y)) != 1, M.far((u, v)) != M.far(me) + 1))
    elif part == "distinct":
        bad = [
            capi.And(c, _same(_pt(p), _pt(q))) for c, out in M.relay for m, p in enumerate(out) for q in out[m + 1 :]
        ]
        s.add(capi.Or(bad or [z3.BoolVal(False)]))
        named = {"n": M.n, "x0": M.x0, "y0": M.y0, "a": M.a, "b": M.b}
    elif part == "unique":
        x2, y2, u, v = z3.Ints("x2 y2 u v")
        s.add(*M.inside(x2, y2), capi.Or(x != x2, y != y2))
        s.add(capi.And(M.member(me, (u, v)), M.member((x2, y2), (u, v))))
    elif part == "exists":
        s.add(capi.Or(x != M.x0, y != M.y0))
        s.add(z3.Not(capi.Or([M.member((x - ex, y - ey), me) for ex, ey in yw.DIRS])))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def trimmed_link_violation(limit: int) -> Any:
    """The link: :func:`mesh_relay` on ints equals ``yw.relays`` on every n x n mesh, n <= limit, every origin
    and node. A message, or None."""
    from alltoall.spec.topologies import grid

    for n in range(1, limit + 1):
        net = grid.mesh(n, n)
        for o in range(net.nodes):
            for w in range(net.nodes):
                want = sorted(yw.relays(net, o, w))
                got = sorted(net.node(u) for u in mesh_relay(n, net.coord(o), net.coord(w)))
                if got != want:
                    return (
                        f"{net}, origin {net.coord(o)}, node {net.coord(w)}: the relay {got} is not the spec's {want}"
                    )
    return None


def _mesh_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return mesh_step_queries(timeout) | circle_queries(timeout)


# --- Corollary 2 on the n x n mesh, n odd: an injection bounds each channel's load ---------------------------

#: The quarter turns taking +x to each direction of ``yw.DIRS``: (x, y) -> rho_p(x, y).
_TURNS: tuple[Callable[[Any, Any], tuple[Any, Any]], ...] = (
    lambda x, y: (x, y),
    lambda x, y: (-x, -y),
    lambda x, y: (-y, x),
    lambda x, y: (y, -x),
)
COR2_PARTS = ("into:off-axis", "into:mirror", "into:columns-R-even", "into:columns-R-odd", "one-to-one")


def _in_set(p: int, v: Any) -> Any:
    """v is entered in direction p: the spec's pattern at v - DIRS[p] (offsets from the origin) names v."""
    ex, ey = yw.DIRS[p]
    return _member(_mesh_paths(v[0] - ex, v[1] - ey), v)


_COR2_CASES = ("off-axis", "mirror", "columns-R-even", "columns-R-odd")


def _cor2_f(L: Any, M: Any, n: Any, x: Any, y: Any, tag: str) -> tuple[tuple[Any, Any], list[Any], dict[str, Any]]:
    """The injection for direction +x on the box [L, L + n - 1] x [M, M + n - 1] around the origin (n odd): off
    the axis one step back, (x, y) -> (x - 1, y); on the axis (x, 0) -> (-x, 0) while that is in the box, else the
    t-th free point of the columns 0 and R = L + n - 1 (t = x + L), which are never images of the first kind.
    Returns the image (fresh constants), their linear definitions (halves and residues as fresh constants, no div or
    mod) and the conditions of the four cases (:data:`_COR2_CASES`)."""
    hL, rL, hM, rM, ht, rt, hy, ry, fx, fy = z3.Ints(
        " ".join(f"{v}_{tag}" for v in "hL rL hM rM ht rt hy ry fx fy".split())
    )
    R, t = L + n - 1, x + L
    ye = z3.If(M + t - 1 < 0, M + t - 1, M + t)  # the t-th row y != 0 of the box
    facts = [L == 2 * hL + rL, M == 2 * hM + rM, t == 2 * ht + rt, ye == 2 * hy + ry]
    facts += [capi.And(0 <= r, r <= 1) for r in (rL, rM, rt, ry)]
    # R even (L even): the columns 0 and R hold one free point per row y != 0, in column 0 iff y >= 1 odd or y <= -1
    # even; R odd: both hold the rows F = {y <= -1 even} + {y >= 1 odd}, t -> F[(t + 1) div 2], column 0 if t odd
    free0 = capi.Or(capi.And(ye >= 1, ry == 1), capi.And(ye <= -1, ry == 0))
    e0, E, j = M + rM, -(hM + rM), ht + rt
    yo = z3.If(j <= E, e0 + 2 * (j - 1), 1 + 2 * (j - E - 1))
    far = (z3.If(rL == 0, z3.If(free0, 0, R), z3.If(rt == 1, 0, R)), z3.If(rL == 0, ye, yo))
    facts.append(fx == z3.If(y != 0, x - 1, z3.If(x <= -L, -x, far[0])))
    facts.append(fy == z3.If(y != 0, y, z3.If(x <= -L, 0, far[1])))
    axis = capi.And(y == 0, x > -L)
    cases = {
        "off-axis": y != 0,
        "mirror": capi.And(y == 0, x <= -L),
        "columns-R-even": capi.And(axis, rL == 0),
        "columns-R-odd": capi.And(axis, rL == 1),
    }
    return (fx, fy), facts, cases


def cor2_query(p: int, part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Corollary 2, direction p: for every odd n = 2m + 1 (m symbolic) and every n x n box of offsets around the
    origin with R >= 1 (its side towards p reaches past the origin: the channel's tail is in the mesh), the map
    f_p = rho_p f rho_p^-1 sends each offset entered in direction p (:func:`_in_set`, the spec's pattern) to an
    offset of the box, not the origin, not entered in direction p (``into:<case>``, one query per case of f), and
    no two to the same one (``one-to-one``). UNSAT when the part holds; then at most (n^2 - 1)/2 offsets of the box
    are entered in direction p."""
    s = new_solver(timeout)
    m, L, M = z3.Ints("m L M")
    n = 2 * m + 1
    s.add(m >= 1, L <= 0, L + n - 1 >= 1, M <= 0, M + n - 1 >= 0)

    def box(u: Any) -> Any:
        return capi.And(L <= u[0], u[0] <= L + n - 1, M <= u[1], u[1] <= M + n - 1)

    rho = _TURNS[p]
    x, y = z3.Ints("x y")
    named = {"m": m, "L": L, "M": M, "x": x, "y": y}
    f, facts, cases = _cor2_f(L, M, n, x, y, "1")
    s.add(box((x, y)), _in_set(p, rho(x, y)), *facts)
    if part.startswith("into:") and part[5:] in cases:
        s.add(cases[part[5:]])
        s.add(capi.Or(z3.Not(box(f)), capi.And(f[0] == 0, f[1] == 0), _in_set(p, rho(*f))))
    elif part == "one-to-one":
        x2, y2 = z3.Ints("x2 y2")
        g, facts2, _ = _cor2_f(L, M, n, x2, y2, "2")
        s.add(box((x2, y2)), _in_set(p, rho(x2, y2)), *facts2)
        s.add(capi.And(capi.Or(x != x2, y != y2), f[0] == g[0], f[1] == g[1]))
        named |= {"x2": x2, "y2": y2}
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def cor2_origin_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The origin is entered in no direction (so the box minus the origin holds the images). UNSAT when so."""
    s = new_solver(timeout)
    s.add(capi.Or([_in_set(p, (z3.IntVal(0), z3.IntVal(0))) for p in range(4)]))
    return solve(s, keep_smt2, {}, point="the origin, the same offset for every n")


def cor2_parts(timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of Corollary 2's injection, every direction."""
    out: list[tuple[str, Callable[[], Query]]] = [("cor2-origin", functools.partial(cor2_origin_query, timeout))]
    return out + [
        (f"cor2-p{p}-{part.replace(':', '-')}", functools.partial(cor2_query, p, part, timeout))
        for p in range(4)
        for part in COR2_PARTS
    ]


def cor2_link_violation(limit: int) -> Any:
    """The link: the spec's per-channel loads (``broadcast.port_loads``) on the n x n mesh, odd n <= limit, are
    the number of origins o whose offset w - o from the channel's head w is entered in the channel's direction
    (the pattern, as :func:`_in_set` reads it). A message, or None."""
    from alltoall.checkers import broadcast as bc

    for n in range(3, limit + 1, 2):
        net = bc.network("mesh", n)
        L = bc.port_loads(net)
        for z in range(net.nodes):
            zx, zy = net.coord(z)
            for p, (ex, ey) in enumerate(yw.DIRS):
                w = (zx + ex, zy + ey)
                if not (0 <= w[0] < n and 0 <= w[1] < n):
                    continue
                count = sum(
                    1
                    for ox in range(n)
                    for oy in range(n)
                    if (w[0] - ox, w[1] - oy) in yw.pattern(0, 0, w[0] - ox - ex, w[1] - oy - ey)
                )
                if count != L[z, p]:
                    return f"{net}: channel {(zx, zy)} -> {w} relays {int(L[z, p])} messages, the count is {count}"
    return None


def trimmed_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    M = _Trimmed()
    return {f"mesh-{p}": trimmed_query(p, timeout, mesh=M) for p in TRIMMED_PARTS}


TRIMMED_SMT2 = "proofs/smt2/yang-wang-2002__thm2-mesh-every-n__step.smt2"
COR2_SMT2 = "proofs/smt2/yang-wang-2002__cor2-mesh-odd-every-n__query.smt2"
#: The single-query claims: claim item -> (name, query builder).
PATTERN_QUERIES: dict[str, tuple[tuple[str, Callable[..., Query]], ...]] = {
    "obs-leaving-origin-every-offset": (("leave", functools.partial(mesh_query, "leave", dmin=1)),),
    "obs-fanout-every-offset": (("fanout", fanout_query),),
    "case3-generic-every-offset": (("generic", generic_query),),
    "thm3-proof-groups-every-k": (
        ("groups-k-even", functools.partial(groups_query, 0)),
        ("groups-k-odd", functools.partial(groups_query, 1)),
    ),
}


def pattern_smt2(item: str) -> str:
    """The kept SMT-LIB of the single-query claim ``item`` (:data:`PATTERN_QUERIES`)."""
    return f"proofs/smt2/yang-wang-2002__{item}__query.smt2"


def pattern_parts(item: str, timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of the single-query claim ``item``."""
    return [(name, functools.partial(build, timeout=timeout)) for name, build in PATTERN_QUERIES[item]]


def trimmed_parts(timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of Theorem 2 on the n x n mesh, sharing one expansion of the relay into paths."""
    cache: dict[str, _Trimmed] = {}

    def run(p: str) -> Query:
        if not cache:
            cache["M"] = _Trimmed()
        return trimmed_query(p, timeout, mesh=cache["M"])

    return [(f"step/mesh-{p}", functools.partial(run, p)) for p in TRIMMED_PARTS]


def _pattern_file(item: str, timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in pattern_parts(item, timeout)}


STEP_FILES: dict[str, Callable[..., dict[str, Query]]] = {
    MESH_SMT2: _mesh_file,
    TORUS_SMT2: torus_step_queries,
    TRIMMED_SMT2: trimmed_step_queries,
    COR2_SMT2: lambda timeout=TIMEOUT: {name: run() for name, run in cor2_parts(timeout)},
} | {pattern_smt2(item): functools.partial(_pattern_file, item) for item in PATTERN_QUERIES}


def mesh_parts(parts: tuple[str, ...], timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) for :func:`alltoall.checkers.z3.induction.settle`: the mesh step's parts, and
    ``circle-*`` for the circle's 4d nodes."""
    out: list[tuple[str, Callable[[], Query]]] = [
        (f"step/mesh-{p}", functools.partial(mesh_query, p, timeout)) for p in parts if p in MESH_PARTS
    ]
    if "circle" in parts:
        cache: dict[str, dict[str, Query]] = {}

        def circle(name: str) -> Query:
            if not cache:
                cache["q"] = circle_queries(timeout)
            return cache["q"][name]

        out += [(name, functools.partial(circle, name)) for name in ("circle-into", "circle-one-to-one", "circle-onto")]
    return out


def torus_parts(parts: tuple[str, ...], timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) for the odd torus's parts, sharing one expansion of the relay into paths."""
    cache: dict[str, _Torus] = {}

    def run(p: str) -> Query:
        if not cache:
            cache["T"] = _Torus()
        return torus_query(p, timeout, torus=cache["T"])

    return [(f"step/torus-{p}", functools.partial(run, p)) for p in parts]


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.yang_wang_2002_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(STEP_FILES, "alltoall.checkers.z3.yang_wang_2002_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
