"""yang-wang-2002, "Properties of 2D Meshes and Tori": distances, d-neighbours, diameters, circles
and their perimeters C_d (infinite mesh, (2k+1) x (2k+1) torus, 2k x 2k torus), sum_d C_d = n^2.

Paper -> ours: dist(P1, P2) = ``yw.mesh_distance`` / ``yw.torus_distance``; the network's own hop
distance = BFS on ``grid.mesh(n, n).graph()`` / ``grid.torus(n, n).graph()``; C_d = ``yw.perimeter``;
"counted lattice points" = ``grid.distances_from`` histogram; an infinite mesh = ``yw.window(R)``.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

import numpy as np

from alltoall.checkers.formula import Formula, check_formula
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.domain import Domain, equal, one_of, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.topologies import grid


def _bfs_table(net: grid.Grid) -> np.ndarray:
    import networkx as nx

    g = net.graph()
    D = np.zeros((net.nodes, net.nodes), dtype=np.int64)
    for s, lengths in nx.all_pairs_shortest_path_length(g):
        for t, d in lengths.items():
            D[s, t] = d
    return D


def _distance_check(kind: str, N: int) -> Result:
    pairs = 0
    for n in range(2, N + 1):
        net = grid.mesh(n, n) if kind == "mesh" else grid.torus(n, n)
        D = _bfs_table(net)
        for u, v in itertools.product(range(net.nodes), repeat=2):
            p1, p2 = net.coord(u), net.coord(v)
            f = yw.mesh_distance(p1, p2) if kind == "mesh" else yw.torus_distance(p1, p2, n)
            if f != D[u, v]:
                w = Witness(
                    "formula-distance",
                    {"kind": kind, "n": n},
                    {"from": list(p1), "to": list(p2), "formula": int(f), "bfs": int(D[u, v])},
                    f"{net}: the printed dist({p1}, {p2}) = {f}, but the shortest path has {D[u, v]} hops",
                    {"method": "BFS on the network graph"},
                )
                return refuted(w)
            pairs += 1
    return verified(examined=pairs, largest_n=N, pairs=pairs)


@PAPER.claim(
    "dist-mesh",
    source="Properties of 2D meshes and tori: dist(P1, P2) = |x1 - x2| + |y1 - y2| (mesh)",
    statement="In an n x n mesh the hop distance between (x1, y1) and (x2, y2) is |x1 - x2| + |y1 - y2|.",
    sizes={"fast": {"n": 10}, "full": {"n": 20}},
    domain="n = 2..{n}, every ordered pair of nodes, against BFS on the mesh graph",
    witnesses=("formula-distance",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-mesh-distance-max",),
    subject={"kind": "mesh"},
    point={"n": span(2, "n")},
)
def dist_mesh(ctx: Context) -> Result:
    return _distance_check("mesh", ctx.sizes.n)


@PAPER.claim(
    "dist-torus",
    source="Properties of 2D meshes and tori: dist = min{|x1 - x2|, n - |x1 - x2|} + min{|y1 - y2|, n - |y1 - y2|} "
    "(torus)",
    statement="In an n x n torus the hop distance is min{|x1 - x2|, n - |x1 - x2|} + min{|y1 - y2|, n - |y1 - y2|}.",
    sizes={"fast": {"n": 10}, "full": {"n": 20}},
    domain="n = 2..{n}, every ordered pair of nodes, against BFS on the torus graph",
    witnesses=("formula-distance",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-torus-distance-no-wrap",),
    subject={"kind": "torus"},
    point={"n": span(2, "n")},
)
def dist_torus(ctx: Context) -> Result:
    return _distance_check("torus", ctx.sizes.n)


@PAPER.claim(
    "example-6-neighbours",
    source="Properties: 'Node (-1, -1) and node (2, 2) in a mesh are 6-neighbors'",
    statement="Nodes (-1, -1) and (2, 2) of a mesh are 6-neighbours (at distance 6), also by BFS in the mesh spanning "
    "them.",
    sizes={"fast": {"n": 4}},
    domain="the {n} x {n} mesh window with corner (-1, -1) at node (0, 0)",
    witnesses=("formula-distance",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-mesh-distance-max",),
    subject={"kind": "mesh"},
    point={"n": equal("n"), "from": one_of([0, 0]), "to": one_of([3, 3])},
)
def example_6_neighbours(ctx: Context) -> Result:
    n = ctx.sizes.n
    f = yw.mesh_distance((-1, -1), (2, 2))
    net = grid.mesh(n, n)
    b = int(_bfs_table(net)[net.node((0, 0)), net.node((3, 3))])
    if f != 6 or b != 6:
        return refuted(
            Witness(
                "formula-distance",
                {"kind": "mesh", "n": n},
                {"from": [0, 0], "to": [3, 3], "formula": int(f), "bfs": b},
                f"dist((-1, -1), (2, 2)) = {f} by the formula and {b} by BFS, not 6",
                {"method": "formula and BFS"},
            )
        )
    return verified(examined=1, formula=f, bfs=b)


# --- diameters, through the formula engine ------------------------------------------------------------


def _diameter_measure(kind: str, n: int) -> int:
    net = grid.mesh(n, n) if kind == "mesh" else grid.torus(n, n)
    return int(max(net.distances_from(v).max() for v in range(net.nodes)))


DIAMETERS = {
    "diameter-mesh": ("mesh", "Diameter: n x n mesh 2(n - 1)", "The n x n mesh has diameter 2(n - 1).", 2, 1),
    "diameter-torus-odd": (
        "torus",
        "Diameter: n x n torus 2 floor(n/2) (n odd)",
        "The n x n torus, n odd, has diameter 2 floor(n/2) = n - 1.",
        3,
        2,
    ),
    "diameter-torus-even": (
        "torus",
        "Diameter: n x n torus 2 floor(n/2) (n even)",
        "The n x n torus, n even, has diameter 2 floor(n/2) = n.",
        2,
        2,
    ),
}


def diameter_f(kind: str) -> Formula:
    """The printed diameter of the n x n ``kind`` against the measured largest eccentricity."""
    return Formula(
        f"diameter of the n x n {kind}", lambda n: yw.diameter_formula(kind, n), lambda n: _diameter_measure(kind, n)
    )


def _register_diameter(item, kind, source, statement, start, step):
    f = diameter_f(kind)

    def check(ctx: Context) -> Result:
        return check_formula(f, [{"n": n} for n in range(start, ctx.sizes.n + 1, step)])

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes={"fast": {"n": 16}, "full": {"n": 30}},
        domain=f"{'every' if step == 1 else ('odd' if start % 2 else 'even')} n in {start}..{{n}}, eccentricity of "
        "every node measured",
        witnesses=("formula",),
        methods=("brute",),
        expected=Verdict.VERIFIED,
        mutants=("yw2002-diameter-off-by-one",),
        subject=f,
        point={"point.n": span(start, "n", step=step)},
    )


for _item, _args in DIAMETERS.items():
    _register_diameter(_item, *_args)


# --- perimeters ------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=64)
def _histogram(kind: str, n: int) -> tuple[int, ...]:
    if kind == "infinite":
        net = yw.window(n)
        centre = net.node((n, n))
    else:
        net = grid.torus(n, n)
        centre = 0
    return tuple(int(c) for c in np.bincount(net.distances_from(centre)))


def _count(kind: str, n: int, d: int) -> int:
    h = _histogram(kind, n)
    return h[d] if d < len(h) else 0


def _pieces_hold(kind: str, counts: Any) -> object:
    """SymPy: every piece of ``yw.perimeter_pieces(kind, k)`` equals the lattice-point count derived for it."""
    import sympy as sp

    k, d = sp.symbols("k d", integer=True, positive=True)
    pieces = yw.perimeter_pieces(kind, k)
    if len(pieces) != len(counts):
        return sp.false
    return [(C(d), cnt(k, d)) for (_, _, C), cnt in zip(pieces, counts)]  # identities, recorded for recheck


def _sum2(lo, hi):
    """Two points for each a in lo..hi, left a ``Sum``: SymPy's identity evaluates it, ``alltoall recheck`` sums
    it term by term."""
    import sympy as sp

    a = sp.Symbol("a", integer=True)
    return sp.Sum(2, (a, lo, hi))


# Lattice points of each piece, counted as sums over the first coordinate a (the second is then +-(d - |a|)).
def _near(k, d):  # 1 <= d <= k (or k - 1): a = +-d give one point each, |a| < d two each
    return 2 + _sum2(-(d - 1), d - 1)


def _sym_infinite():
    return _pieces_hold("infinite", [lambda k, d: 1, _near])


def _sym_torus_odd():
    # centred window -k..k; the far piece k+1 <= d <= 2k: |a| in d-k..k, both signs, two points each
    return _pieces_hold("torus-odd", [lambda k, d: 1, _near, lambda k, d: 2 * _sum2(d - k, k)])


def _sym_torus_even():
    # centred window -(k-1)..k: offset k exists on the positive side only
    return _pieces_hold(
        "torus-even",
        [
            lambda k, d: 1,
            _near,
            lambda k, d: 1 + 1 + 2 * _sum2(1, k - 1),  # d = k: (0, k), (k, 0), 0 < |a| < k two each
            lambda k, d: (
                2 + 2 * 1 + 2 * _sum2(d - k + 1, k - 1)
            ),  # a = k: two; |a| = d - k: one each; between: two each
            lambda k, d: 1,
        ],
    )  # d = 2k: (k, k)


PERIMETERS = {
    "perimeter-infinite-mesh": (
        "infinite",
        "Perimeter: infinite mesh C_d = 1 (d = 0), 4d (d >= 1)",
        "In an infinite mesh the circle of radius d has 1 node for d = 0 and 4d nodes for d >= 1.",
        "d = 0..{k} counted in the (2k+1) x (2k+1) window centred at the origin, k = {k}; SymPy: 4d for every d >= 1",
        _sym_infinite,
        ("yw2002-perimeter-c0",),
    ),
    "perimeter-torus-odd": (
        "torus-odd",
        "Perimeter: (2k+1) x (2k+1) torus C_d = 1, 4d (1 <= d <= k), 4(2k+1-d) (k+1 <= d <= 2k)",
        "In a (2k+1) x (2k+1) torus the circle of radius d has 1, 4d (1 <= d <= k) or 4(2k+1-d) (k+1 <= d <= 2k) "
        "nodes.",
        "k = 1..{k}, every d in 0..2k counted on the torus; SymPy: each piece symbolic in k and d",
        _sym_torus_odd,
        ("yw2002-perimeter-odd-far", "yw2002-perimeter-c0"),
    ),
    "perimeter-torus-even": (
        "torus-even",
        "Perimeter: 2k x 2k torus C_d = 1, 4d (1 <= d <= k-1), 4k-2 (d = k), 4(2k-d) (k+1 <= d <= 2k-1), 1 (d = 2k)",
        "In a 2k x 2k torus the circle of radius d has 1, 4d (d <= k-1), 4k-2 (d = k), 4(2k-d) (k+1 <= d <= 2k-1) or 1 "
        "(d = 2k) nodes.",
        "k = 1..{k}, every d in 0..2k counted on the torus; SymPy: each piece symbolic in k and d",
        _sym_torus_even,
        ("yw2002-perimeter-even-middle", "yw2002-perimeter-c0"),
    ),
}


def perimeter_f(family: str) -> Formula:
    """The printed C_d of ``family`` against the counted circle (the distance histogram of the shared grid)."""
    if family == "infinite":
        return Formula(
            "C_d (infinite mesh)", lambda k, d: yw.perimeter("infinite", d), lambda k, d: _count("infinite", k, d)
        )
    side = (lambda k: 2 * k + 1) if family == "torus-odd" else (lambda k: 2 * k)
    return Formula(
        f"C_d ({family.replace('-', ' ')})",
        lambda k, d: yw.perimeter(family, d, k),
        lambda k, d: _count("torus", side(k), d),
    )


def perimeter_points(family: str, K: int) -> list[dict[str, int]]:
    """The points (k, d) of a perimeter check up to K: d = 0..K in a window of radius K, or every d = 0..2k."""
    if family == "infinite":
        return [{"k": K, "d": d} for d in range(0, K + 1)]
    return [{"k": k, "d": d} for k in range(1, K + 1) for d in range(0, 2 * k + 1)]


def perimeter_domain(family: str) -> Domain:
    """The witness point of a perimeter claim, bound by its size k."""
    if family == "infinite":  # a window of radius k holds the circles d = 0..k
        return Domain(
            {"point.k": span(1, "k"), "point.d": span(0, "k")},
            rules=(rule(lambda params, data, sizes: params["point"]["d"] <= params["point"]["k"], "d <= k"),),
        )
    return Domain(
        {"point.k": span(1, "k"), "point.d": span(0, None)},
        rules=(rule(lambda params, data, sizes: params["point"]["d"] <= 2 * params["point"]["k"], "d <= 2k"),),
    )


def _register_perimeter(item, family, source, statement, domain, symbolic, mutants):
    f = perimeter_f(family)

    def points(K):
        return perimeter_points(family, K)

    def check(ctx: Context) -> Result:
        return check_formula(f, points(ctx.sizes.k), symbolic=symbolic)

    point = perimeter_domain(family)
    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes={"fast": {"k": 25}, "full": {"k": 60}, "deep": {"k": 150}},
        domain=domain,
        witnesses=("formula",),
        methods=("brute", "sympy"),
        expected=Verdict.PROVED,
        scope="bounded",
        mutants=mutants,
        subject=f,
        point=point,
        notes="The slides print the three piecewise formulas; the counts are taken from the distance histogram of the "
        "shared grid (for the infinite mesh a window of radius k holds the whole circle). The SymPy part counts the "
        "lattice points of each piece as sums over the first coordinate, symbolic in k and d.",
    )


for _item, _args in PERIMETERS.items():
    _register_perimeter(_item, *_args)


def _sym_sum(parity: str) -> Any:
    """SymPy: the printed pieces of C_d summed over their ranges, symbolic in k, against n^2."""
    import sympy as sp

    k = sp.Symbol("k", integer=True, positive=True)
    d = sp.Symbol("d", integer=True, nonnegative=True)
    total = sum(sp.summation(C(d), (d, lo, hi)) for lo, hi, C in yw.perimeter_pieces(f"torus-{parity}", k))
    n = 2 * k + 1 if parity == "odd" else 2 * k
    return sp.simplify(total), sp.expand(n**2)


def sum_f(parity: str) -> Formula:
    """The printed C_d of the torus of ``parity`` summed over d = 0..2k, against n^2."""
    family = f"torus-{parity}"
    side = (lambda k: 2 * k + 1) if parity == "odd" else (lambda k: 2 * k)
    return Formula(
        f"sum_d C_d ({family})",
        lambda k: sum(yw.perimeter(family, d, k) for d in range(0, 2 * k + 1)),
        lambda k: side(k) ** 2,
    )


def _register_sum(parity: str) -> Any:
    f = sum_f(parity)

    def check(ctx: Context) -> Result:
        return check_formula(f, [{"k": k} for k in range(1, ctx.sizes.k + 1)], symbolic=lambda: _sym_sum(parity))

    PAPER.add(
        f"perimeter-sum-{parity}",
        check,
        source="Corollary 1's proof: sum_{d=0}^{2 floor(n/2)} C_d = n^2",
        statement=f"For the n x n torus, n {parity}, the printed perimeters add up to the number of nodes: sum_d C_d = "
        "n^2.",
        sizes={"fast": {"k": 40}, "full": {"k": 200}},
        domain=f"n = {'2k+1' if parity == 'odd' else '2k'}, k = 1..{{k}}; SymPy symbolic in k",
        witnesses=("formula",),
        methods=("brute", "sympy"),
        expected=Verdict.PROVED,
        scope="bounded",
        mutants=(
            "yw2002-perimeter-c0",
            "yw2002-perimeter-odd-far" if parity == "odd" else "yw2002-perimeter-even-middle",
        ),
        subject=f,
        point={"point.k": span(1, "k")},
    )


for _p in ("odd", "even"):
    _register_sum(_p)
