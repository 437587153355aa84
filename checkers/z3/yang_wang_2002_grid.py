"""yang-wang-2002 for every size: distances, diameters and perimeters of the n x n mesh and torus, n symbolic.

The spec's distance formulas (``yw.mesh_distance``, ``yw.torus_distance``), its ``yw.diameter_formula`` and
its printed perimeters (``yw.perimeter``) run on Z3 integers through :func:`~.symbolic.paths` (each Python
branch on a symbolic comparison forks into its feasible paths), so a patched spec function changes the
query. Every query is UNSAT when its part holds; all are linear integer arithmetic (``//`` and ``%`` by 2 or
by the symbolic side n on a confined dividend).

Distance (``kind`` mesh: coordinates in 0..n-1, the four unit moves kept inside; torus: the moves wrapped
modulo n; infinite: unbounded coordinates). A function D(p) of the node p, for a fixed node q, is the hop
distance from q when (dist-zero) D >= 0 and D = 0 exactly at q, (dist-lip) D changes by at most 1 along
every link, (dist-desc) every node but q has a neighbour with D one smaller: D <= hops by the first two
along a shortest path, and hops <= D by following D down to 0, which is q.

Diameter: (diam-bound) no pair is farther apart than ``diameter_formula(kind, n)``, (diam-attained) one pair
(the corners (0, 0), (n-1, n-1) of the mesh, (0, 0) and (n//2, n//2) of the torus) is that far.

Perimeters: the circle of radius d about (0, 0) of the odd torus n = 2k + 1 is the union of four arcs
i -> (d - i, i), (-i, d - i), (i - d, -i), (i, i - d) (centred offsets, wrapped), max(0, d - k) <= i <=
min(d - 1, k), into the circle, one-to-one and onto it (k, d symbolic); the circle about any node is
its translate (translate). ``perimeter-*``: the spec's C_d equals the count. The printed pieces of
C_d partition 0..2k (pieces-partition), for the sum of C_d over d.

References
----------
yang-wang-2002, "Properties of 2D meshes and tori": distance, diameter, circles and perimeters C_d.
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
    "DIAMETER_PARTS",
    "DIST_PARTS",
    "EVERY",
    "FAMILIES",
    "PERIMETER_PARTS",
    "SMT2_FILES",
    "grid_query",
    "link_violation",
    "main",
    "parts",
    "perimeter_query",
    "pieces_partition_query",
    "smt2_file",
]

DIST_PARTS = ("dist-zero", "dist-lip", "dist-desc")
DIAMETER_PARTS = ("diam-bound", "diam-attained")
PERIMETER_PARTS = ("translate", "arc-into", "arc-one-to-one", "arc-onto", "perimeter")
KINDS = ("mesh", "torus", "infinite")


def _wrap(t: Any, n: Any) -> Any:
    """t mod n for t in -n..2n-1 (a coordinate moved one hop, or a centred offset), linear."""
    return z3.If(t >= n, t - n, z3.If(t < 0, t + n, t))


class _Geometry:
    """One network family with its side n symbolic: the spec's distance from q = (a, b) to p = (x, y),
    expanded into paths once and instantiated by substitution, and the network's links."""

    def __init__(self, kind: str, parity: int | None = None) -> None:
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}")
        self.kind = kind
        self.k = z3.Int("k")
        self.n: Any = None
        self.given: list[Any] = []
        if kind != "infinite":
            if parity is None:
                self.n = z3.Int("n")
                self.given.append(self.n >= (1 if kind == "mesh" else 2))
            else:  # n = 2k + parity, k >= 1
                self.n = 2 * self.k + parity
                self.given.append(self.k >= 1)
        self.a, self.b, self.x, self.y = z3.Ints("a b x y")
        g = self.given + self.inside(self.a, self.b, self.x, self.y)
        N: Any = SymInt(self.n) if self.n is not None else None
        if kind == "torus":
            fn: Callable[..., Any] = lambda a, b, c, e: yw.torus_distance((a, b), (c, e), N)  # noqa: E731
        else:
            fn = lambda a, b, c, e: yw.mesh_distance((a, b), (c, e))  # noqa: E731
        self.dist = ite(paths(fn, *(SymInt(v) for v in (self.a, self.b, self.x, self.y)), given=g))

    def inside(self, *vs: Any) -> list[Any]:
        if self.kind == "infinite":
            return []
        return [capi.And(0 <= v, v < self.n) for v in vs]

    def D(self, q: Any, p: Any) -> Any:
        """The spec's distance from q to p (both inside)."""
        pairs = zip((self.a, self.b, self.x, self.y), (*q, *p))
        return z3.substitute(self.dist, *[(v, w if not isinstance(w, int) else z3.IntVal(w)) for v, w in pairs])

    def links(self, p: Any) -> list[tuple[Any, tuple[Any, Any]]]:
        """(condition, neighbour) for the four unit moves of ``yw.DIRS`` from p: kept inside on a mesh, wrapped
        modulo n on a torus (the spec's ``grid`` links: :func:`link_violation`)."""
        out = []
        for ex, ey in yw.DIRS:
            u, v = p[0] + ex, p[1] + ey
            if self.kind == "torus":
                out.append((z3.BoolVal(True), (_wrap(u, self.n), _wrap(v, self.n))))
            else:
                out.append((capi.And(self.inside(u, v) or [z3.BoolVal(True)]), (u, v)))
        return out


def grid_query(
    kind: str,
    part: str,
    timeout: float = TIMEOUT,
    keep_smt2: bool = True,
    parity: int | None = None,
    geometry: _Geometry | None = None,
) -> Query:
    """One part of "the spec's distance formula is the hop distance" (``DIST_PARTS``) or of the diameter
    (``DIAMETER_PARTS``: ``diam-bound``, no two nodes farther apart than the spec's ``diameter_formula(kind, n)``;
    ``diam-attained``, the corners of the mesh, (0, 0) and (n//2, n//2) on the torus, are that far apart), n and
    the nodes symbolic; ``parity`` fixes n = 2k + parity."""
    G = geometry or _Geometry(kind, parity)
    s = new_solver(timeout)
    q, p = (G.a, G.b), (G.x, G.y)
    s.add(*G.given)
    if part != "diam-attained":
        s.add(*G.inside(*q, *p))
    d = G.D(q, p)
    if part == "dist-zero":
        s.add(capi.Or(d < 0, (d == 0) != capi.And(G.x == G.a, G.y == G.b)))
    elif part == "dist-lip":
        s.add(capi.Or([capi.And(c, capi.Or(G.D(q, h) - d > 1, d - G.D(q, h) > 1)) for c, h in G.links(p)]))
    elif part == "dist-desc":
        s.add(
            capi.And(
                capi.Or(G.x != G.a, G.y != G.b),
                z3.Not(capi.Or([capi.And(c, G.D(q, h) == d - 1) for c, h in G.links(p)])),
            )
        )
    elif part in DIAMETER_PARTS:
        f = ite(paths(lambda m: yw.diameter_formula(kind, m), SymInt(G.n), given=G.given))
        far = (G.n - 1, G.n - 1) if kind == "mesh" else (G.n / 2, G.n / 2)
        s.add(d > f if part == "diam-bound" else G.D((0, 0), far) != f)
    else:
        raise ValueError(f"unknown part {part!r}")
    named = {"n": G.n if G.n is not None else z3.IntVal(0)} | ({"k": G.k} if parity is not None else {})
    if part != "diam-attained":  # that part fixes both nodes: the side is its only input
        named |= {"a": G.a, "b": G.b, "x": G.x, "y": G.y}
    return solve(s, keep_smt2, named)


def _arc(q: int, d: Any, i: Any) -> tuple[Any, Any]:
    return ((d - i, i), (-i, d - i), (i - d, -i), (i, i - d))[q]


def _inverse(q: int, ca: Any, cb: Any) -> Any:
    # the index i of the point with centred offsets (ca, cb) on arc q (the inverse of arc q)
    return (cb, -ca, -cb, ca)[q]


FAMILIES = {"infinite": None, "torus-odd": 1, "torus-even": 0}


def _arc_range(family: str, q: int, d: Any, k: Any) -> tuple[Any, Any]:
    """The indices lo..hi of arc q whose points lie in the centred window: every i = 0..d-1 on the infinite mesh;
    |offsets| <= k on the odd torus; offsets in -(k-1)..k on the even torus (arcs 2, 3 keep x or y above -k from
    below, arcs 1, 2 keep it below k)."""
    if family == "infinite":
        return z3.IntVal(0), d - 1
    low = d - k + (1 if family == "torus-even" and q in (2, 3) else 0)
    high = k - (1 if family == "torus-even" and q in (1, 2) else 0)
    return z3.If(low > 0, low, 0), z3.If(d - 1 < high, d - 1, high)


def perimeter_query(
    family: str, part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, geometry: _Geometry | None = None
) -> Query:
    """One part of "the circle of radius d has C_d nodes" (``PERIMETER_PARTS``) for ``family`` "infinite" (d >= 1
    symbolic), "torus-odd" (n = 2k + 1) or "torus-even" (n = 2k), k >= 1 and 1 <= d <= 2k symbolic."""
    if family not in FAMILIES:
        raise ValueError(f"family must be one of {tuple(FAMILIES)}")
    torus = family != "infinite"
    G = geometry or _Geometry("torus" if torus else "infinite", FAMILIES[family])
    k = G.k
    d, i, j = z3.Int("d"), z3.Int("i"), z3.Int("j")
    s = new_solver(timeout)
    s.add(*G.given)
    rng = [_arc_range(family, q, d, k) for q in range(4)]
    dmax = [d <= 2 * k] if torus else []

    def on(q: int, i: Any) -> Any:
        return capi.And(rng[q][0] <= i, i <= rng[q][1])

    def pt(q: int, i: Any) -> tuple[Any, Any]:
        ox, oy = _arc(q, d, i)
        return (_wrap(ox, G.n), _wrap(oy, G.n)) if torus else (ox, oy)

    def same(u: Any, v: Any) -> Any:
        return capi.And(u[0] == v[0], u[1] == v[1])

    named = ({"k": k} if torus else {}) | ({"d": d} if part != "translate" else {})  # the inputs the part reads
    if part == "translate":
        c, p = (G.a, G.b), (G.x, G.y)
        s.add(*G.inside(*c, *p))
        shifted = (_wrap(G.x - G.a, G.n), _wrap(G.y - G.b, G.n)) if torus else (G.x - G.a, G.y - G.b)
        s.add(G.D(c, p) != G.D((0, 0), shifted))
        named |= {"a": G.a, "b": G.b, "x": G.x, "y": G.y}
    elif part == "arc-into":
        s.add(d >= 1, *dmax)
        off = [z3.Not(capi.And(G.inside(*pt(q, i)) or [z3.BoolVal(True)])) for q in range(4)]
        s.add(capi.Or([capi.And(on(q, i), capi.Or(off[q], G.D((0, 0), pt(q, i)) != d)) for q in range(4)]))
        named["i"] = i
    elif part == "arc-one-to-one":
        s.add(d >= 1, *dmax)
        s.add(
            capi.Or(
                [
                    capi.And(on(q, i), on(r, j), same(pt(q, i), pt(r, j)), capi.Or(q != r, i != j))
                    for q in range(4)
                    for r in range(4)
                ]
            )
        )
        named |= {"i": i, "j": j}
    elif part == "arc-onto":
        p = (G.x, G.y)
        s.add(*G.inside(*p), d >= 1, G.D((0, 0), p) == d)
        ca, cb = (z3.If(G.x <= k, G.x, G.x - G.n), z3.If(G.y <= k, G.y, G.y - G.n)) if torus else p
        inv = [_inverse(q, ca, cb) for q in range(4)]
        s.add(z3.Not(capi.Or([capi.And(on(q, inv[q]), same(pt(q, inv[q]), p)) for q in range(4)])))
        named |= {"x": G.x, "y": G.y}
    elif part == "perimeter":
        K: Any = SymInt(k) if torus else None
        out = paths(lambda e: yw.perimeter(family, e, K), SymInt(d), given=[*G.given, d >= 0, *dmax])
        C = ite(out)
        count = z3.Sum([z3.If(hi >= lo, hi - lo + 1, 0) for lo, hi in rng])
        s.add(d >= 0, *dmax)
        s.add(capi.Or(capi.And(d == 0, C != 1), capi.And(d >= 1, C != count)))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def pieces_partition_query(parity: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The spec's printed pieces of C_d for the torus of ``parity`` ("odd": n = 2k + 1, "even": n = 2k), k >= 1
    symbolic, are consecutive ranges lo..hi (each hi >= lo - 1: possibly empty) from 0 to 2k, so summing C_d
    over d = 0..2k is summing each piece over its range."""
    k = z3.Int("k")
    pieces = yw.perimeter_pieces(f"torus-{parity}", SymInt(k))
    t = [(term(lo), term(hi)) for lo, hi, _ in pieces]
    s = new_solver(timeout)
    s.add(k >= 1)
    bad = [t[0][0] != 0, t[-1][1] != 2 * k]
    bad += [t[m + 1][0] != t[m][1] + 1 for m in range(len(t) - 1)]
    bad += [hi < lo - 1 for lo, hi in t]
    s.add(capi.Or(bad))
    return solve(s, keep_smt2, {"k": k})


def link_violation(kind: str, limit: int) -> str | None:
    """The link: the spec's ``grid.mesh(n, n)`` / ``grid.torus(n, n)`` links node (x, y) exactly to the four unit
    moves (kept inside on a mesh, wrapped on a torus), every node, n <= ``limit``. A message, or None."""
    from alltoall.spec.topologies import grid

    for n in range(1 if kind == "mesh" else 2, limit + 1):
        net = grid.mesh(n, n) if kind == "mesh" else grid.torus(n, n)
        for v in range(net.nodes):
            x, y = net.coord(v)
            want = set()
            for ex, ey in yw.DIRS:
                u = (x + ex, y + ey)
                if kind == "torus":
                    u = (u[0] % n, u[1] % n)
                elif not (0 <= u[0] < n and 0 <= u[1] < n):
                    continue
                if u != (x, y):
                    want.add(net.node(u))
            if set(net.neighbors(v)) != want:
                return (
                    f"{net}: node {(x, y)} is linked to {sorted(net.neighbors(v))}, not the unit moves {sorted(want)}"
                )
    return None


#: Each every-size claim's parts: (network kind, parity of n or None, perimeter family, part names).
EVERY: dict[str, tuple[str, int | None, str | None, tuple[str, ...]]] = {
    "dist-mesh-every-n": ("mesh", None, None, DIST_PARTS),
    "dist-torus-every-n": ("torus", None, None, DIST_PARTS),
    "diameter-mesh-every-n": ("mesh", None, None, DIST_PARTS + DIAMETER_PARTS),
    "diameter-torus-odd-every-n": ("torus", 1, None, DIST_PARTS + DIAMETER_PARTS),
    "diameter-torus-even-every-n": ("torus", 0, None, DIST_PARTS + DIAMETER_PARTS),
    "perimeter-infinite-mesh-every-d": ("infinite", None, "infinite", DIST_PARTS + PERIMETER_PARTS),
    "perimeter-torus-odd-every-k": ("torus", 1, "torus-odd", DIST_PARTS + PERIMETER_PARTS),
    "perimeter-torus-even-every-k": ("torus", 0, "torus-even", DIST_PARTS + PERIMETER_PARTS),
    "perimeter-sum-odd-every-k": ("torus", 1, "odd", ("pieces-partition",)),
    "perimeter-sum-even-every-k": ("torus", 0, "even", ("pieces-partition",)),
}


def smt2_file(item: str) -> str:
    """The kept SMT-LIB of the claim ``item``'s queries."""
    return f"proofs/smt2/yang-wang-2002__{item}__query.smt2"


def parts(item: str, timeout: float = TIMEOUT) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of the claim ``item`` (:data:`EVERY`) for :func:`alltoall.checkers.z3.induction.settle`,
    sharing one expansion of the distance into paths."""
    kind, parity, family, names = EVERY[item]
    cache: dict[str, _Geometry] = {}

    def geo() -> _Geometry:
        if not cache:
            cache["G"] = _Geometry(kind, parity)
        return cache["G"]

    def run(name: str) -> Query:
        if name in DIST_PARTS + DIAMETER_PARTS:
            return grid_query(kind, name, timeout, parity=parity, geometry=geo())
        if name == "pieces-partition":
            return pieces_partition_query(family or "odd", timeout)
        return perimeter_query(family or "infinite", name, timeout, geometry=geo())

    return [(name, functools.partial(run, name)) for name in names]


def _queries(item: str) -> dict[str, Query]:
    return {name: run() for name, run in parts(item)}


SMT2_FILES: dict[str, Callable[[], dict[str, Query]]] = {
    smt2_file(item): functools.partial(_queries, item) for item in EVERY
}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.yang_wang_2002_grid [--check] [FILE]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(SMT2_FILES, "alltoall.checkers.z3.yang_wang_2002_grid", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
