"""yang-wang-2002, "Properties of 2D Meshes and Tori", for every size: the distance formulas are the hop distance,
the diameters, the perimeters C_d of the infinite mesh and the odd torus, and sum_d C_d = n^2, each with n (or k,
d) symbolic. The spec's formulas run on Z3 integers (:mod:`alltoall.checkers.z3.yang_wang_2002_grid`); the
bounded claims of :mod:`.properties` run again, on small sizes, as the brute-force cross-check.

Paper -> ours: as in :mod:`.properties`; the network's links = the four unit moves ``yw.DIRS`` (kept inside on a
mesh, wrapped modulo n on a torus), checked against the spec's ``grid`` for small n (the link). Z3 and SymPy are
imported inside the checks only.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.formula import check_formula
from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.claims.yang_wang_2002.properties import (
    _distance_check,
    diameter_f,
    perimeter_domain,
    perimeter_f,
    perimeter_points,
    sum_f,
)
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang_2002 as yw

_HOP = """A function D of the node p, for a fixed node q, is the hop distance from q when [dist-zero] D >= 0 and
D = 0 exactly at q, [dist-lip] D changes by at most 1 along every link and [dist-desc] every node but q has a
neighbour with D one smaller: along a shortest path D grows by at most one per hop, and following D down from p
reaches 0, that is q, in D(p) hops. Each part is a Z3 query on the spec's formula run on symbolic coordinates
(every Python branch forked into its feasible paths), UNSAT."""


def _file(item: str) -> str:
    return f"proofs/smt2/yang-wang-2002__{item}__query.smt2"


def _settle(ctx: Context, item: str, cross: Result, what: str, link: str | None = None, **extra: Any) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import yang_wang_2002_grid as gg  # z3: kept out of the registry's import

    if cross.verdict is not Verdict.VERIFIED:
        return cross
    if link is not None:
        limit = ctx.sizes.n if "n" in ctx.sizes else 2 * ctx.sizes.k + 1
        if (bad := gg.link_violation(link, limit)) is not None:
            return unknown(f"the link: {bad}")
        extra["link"] = f"the spec's grid.{link}(n, n) links are the four unit moves, n <= {limit}, every node"
    return ind.settle(
        gg.parts(item, ctx.timeout), step_smt2_file=gg.smt2_file(item), brute_force_cross_check=what, **extra
    )


# --- distances ------------------------------------------------------------------------------------------


def _register_dist(kind: str, lo: int, formula: str, mutants: tuple[str, ...], notes: str) -> None:
    item = f"dist-{kind}-every-n"

    def check(ctx: Context) -> Result:
        n = ctx.sizes.n
        return _settle(ctx, item, _distance_check(kind, n), f"BFS, n = 2..{n}", link=kind)

    PAPER.add(
        item,
        check,
        source=f"Properties of 2D meshes and tori: dist(P1, P2) = {formula} ({kind}), every n",
        statement=f"In every n x n {kind}, n >= {lo}, the hop distance between (x1, y1) and (x2, y2) is {formula}.",
        sizes={"fast": {"n": 6}, "full": {"n": 12}},
        domain=f"""every n >= {lo} (Z3, n and both nodes symbolic), every ordered pair of nodes; the grid's links
        checked against the unit moves and a BFS cross-check for n <= {{n}}""",
        witnesses=("formula-distance",),
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        mutants=mutants,
        subject={"kind": kind},
        point={"n": span(2, "n")},
        notes=f"{_HOP} SMT-LIB: {_file(item)} (python -m alltoall.checkers.z3.yang_wang_2002_grid). {notes} The "
        f"bounded claim dist-{kind} is the cross-check.",
    )


_register_dist(
    "mesh",
    1,
    "|x1 - x2| + |y1 - y2|",
    ("yw2002-mesh-distance-max",),
    "yw2002-mesh-distance-max [max instead of the sum] makes dist-desc SAT: at (1, 1) no neighbour is nearer.",
)
_register_dist(
    "torus",
    2,
    "min{|x1 - x2|, n - |x1 - x2|} + min{|y1 - y2|, n - |y1 - y2|}",
    ("yw2002-torus-distance-no-wrap", "yw2002-torus-distance-large-n"),
    "Links wrap modulo n (n = 2: both moves reach the same node, one link). yw2002-torus-distance-no-wrap makes "
    "dist-lip SAT across the wraparound; yw2002-torus-distance-large-n drops the wraparound in y from n = 100 on, "
    "which every bounded tier misses and dist-lip does not.",
)


# --- diameters -------------------------------------------------------------------------------------------


def _register_diameter(kind: str, parity: int | None, start: int, formula: str) -> None:
    which = {None: "", 1: "-odd", 0: "-even"}[parity]
    item = f"diameter-{kind}{which}-every-n"
    f = diameter_f(kind)
    step = 1 if parity is None else 2
    what = "n" if parity is None else ("odd n" if parity else "even n")

    def check(ctx: Context) -> Result:
        n = ctx.sizes.n
        cross = check_formula(f, [{"n": m} for m in range(start, n + 1, step)])
        return _settle(ctx, item, cross, f"eccentricities, {what} in {start}..{n}", link=kind)

    far = "(0, 0) and (n - 1, n - 1)" if kind == "mesh" else "(0, 0) and (n//2, n//2)"
    PAPER.add(
        item,
        check,
        source=f"Diameter: n x n {kind} {formula}" + ("" if parity is None else f" ({what})") + ", every n",
        statement=f"For every {what} >= {start} the n x n {kind} has diameter {formula}: no two nodes are farther "
        f"apart and {far} are that far.",
        sizes={"fast": {"n": 8}, "full": {"n": 16}},
        domain=f"""every {what} >= {start} (Z3, """
        + ("n" if parity is None else "n = 2k + 1, k" if parity else "n = 2k, k")
        + """ symbolic), every pair of nodes; the grid's links and a cross-check by eccentricities for n <= {n}""",
        witnesses=("formula",),
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        mutants=(
            "yw2002-diameter-off-by-one",
            "yw2002-mesh-distance-max" if kind == "mesh" else "yw2002-torus-distance-no-wrap",
        ),
        subject=f,
        point={"point.n": span(start, "n", step=step)},
        notes=f"""The spec's distance is the hop distance ({_HOP}); then [diam-bound] no pair is farther apart than
        the spec's diameter_formula('{kind}', n) and [diam-attained] {far} are exactly that far apart, n symbolic.
        SMT-LIB: {_file(item)}. yw2002-diameter-off-by-one makes diam-attained SAT, the distance mutant a distance
        part. The bounded claim diameter-{kind}{which} is the cross-check.""",
    )


_register_diameter("mesh", None, 2, "2(n - 1)")
_register_diameter("torus", 1, 3, "2 floor(n/2) = n - 1")
_register_diameter("torus", 0, 2, "2 floor(n/2) = n")


# --- perimeters ------------------------------------------------------------------------------------------

_ARCS = """The circle of radius d about (0, 0) is the union of four arcs i -> (d - i, i), (-i, d - i), (i - d, -i),
(i, i - d) (centred offsets{wrap}), {range}: [arc-into] each arc point is on the circle, [arc-one-to-one] no two
arc points coincide, [arc-onto] every node on the circle is the arc point its centred offsets name; so the
circle has {count} nodes, and (perimeter) the spec's C_d, run on symbolic d{k}, is 1 at d = 0 (dist-zero: the
circle of radius 0 is the centre) and that count for d >= 1. (translate) the distance from any centre c to p is
the distance from (0, 0) to p - c{wrap}, so every circle is a translate of one about (0, 0)."""


def _register_perimeter_every(
    family: str, item: str, source: str, statement: str, domain: str, mutants: tuple[str, ...], notes: str
) -> None:
    f = perimeter_f(family)

    def check(ctx: Context) -> Result:
        K = ctx.sizes.k
        cross = check_formula(f, perimeter_points(family, K))
        return _settle(
            ctx, item, cross, f"lattice points counted, k <= {K}", link=None if family == "infinite" else "torus"
        )

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes={"fast": {"k": 6}, "full": {"k": 20}},
        domain=domain,
        witnesses=("formula",),
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        mutants=mutants,
        subject=f,
        point=perimeter_domain(family),
        notes=notes,
    )


_register_perimeter_every(
    "infinite",
    "perimeter-infinite-mesh-every-d",
    "Perimeter: infinite mesh C_d = 1 (d = 0), 4d (d >= 1), every d",
    "In an infinite mesh the circle of radius d has 1 node for d = 0 and 4d nodes for every d >= 1.",
    "every d >= 0 (Z3, d and the nodes symbolic); cross-check: d = 0..{k} counted in a window of radius k = {k}",
    ("yw2002-perimeter-infinite-far", "yw2002-perimeter-c0", "yw2002-mesh-distance-max"),
    f"""The mesh distance on unbounded coordinates is the hop distance of the infinite mesh: {_HOP} """
    + _ARCS.format(wrap="", range="0 <= i <= d - 1", count="4d", k="")
    + f""" SMT-LIB: {_file("perimeter-infinite-mesh-every-d")}. yw2002-perimeter-infinite-far [C_d = 4d + 4 from
    d = 1000 on] passes every bounded tier and makes perimeter SAT; yw2002-perimeter-c0 breaks d = 0 only;
    yw2002-mesh-distance-max breaks dist-desc and the arcs. The bounded claim perimeter-infinite-mesh is the
    cross-check.""",
)
_register_perimeter_every(
    "torus-odd",
    "perimeter-torus-odd-every-k",
    "Perimeter: (2k+1) x (2k+1) torus C_d = 1, 4d (1 <= d <= k), 4(2k+1-d) (k+1 <= d <= 2k), every k",
    "In every (2k+1) x (2k+1) torus, k >= 1, the circle of radius d has 1, 4d (1 <= d <= k) or 4(2k+1-d) "
    "(k+1 <= d <= 2k) nodes.",
    "every k >= 1 and every d in 0..2k (Z3, k, d and the nodes symbolic); cross-check: k = 1..{k} counted on the "
    "torus, the grid's links for n <= 2k + 1",
    ("yw2002-perimeter-odd-far", "yw2002-perimeter-c0", "yw2002-torus-distance-large-n"),
    f"""n = 2k + 1. {_HOP} """
    + _ARCS.format(
        wrap=", wrapped modulo n",
        range="max(0, d - k) <= i <= min(d - 1, k)",
        count="4(min(d - 1, k) - max(0, d - k) + 1)",
        k=" and k",
    )
    + f""" That count is 4d for d <= k and 4(2k + 1 - d) beyond. SMT-LIB: {_file("perimeter-torus-odd-every-k")}.
    yw2002-perimeter-odd-far makes perimeter SAT, yw2002-perimeter-c0 at d = 0 only, yw2002-torus-distance-large-n
    [no wraparound in y from n = 100 on] makes dist-lip and the arcs SAT. The bounded claim perimeter-torus-odd is
    the cross-check.""",
)

_register_perimeter_every(
    "torus-even",
    "perimeter-torus-even-every-k",
    "Perimeter: 2k x 2k torus C_d = 1, 4d (1 <= d <= k-1), 4k-2 (d = k), 4(2k-d) (k+1 <= d <= 2k-1), 1 (d = 2k), "
    "every k",
    "In every 2k x 2k torus, k >= 1, the circle of radius d has 1 (d = 0), 4d (1 <= d <= k-1), 4k-2 (d = k), "
    "4(2k-d) (k+1 <= d <= 2k-1) or 1 (d = 2k) nodes.",
    "every k >= 1 and every d in 0..2k (Z3, k, d and the nodes symbolic); cross-check: k = 1..{k} counted on the "
    "torus, the grid's links for n <= 2k + 1",
    ("yw2002-perimeter-even-middle", "yw2002-perimeter-c0", "yw2002-torus-distance-large-n"),
    f"""n = 2k; the centred offsets are -(k-1)..k. {_HOP} """
    + _ARCS.format(
        wrap=", wrapped modulo n",
        range="max(0, d - k + e) <= i <= min(d - 1, k - f) with e = 1 on arcs 2 and 3 and f = 1 on arcs 1 and 2, "
        "else 0 [the window's lopsided side]",
        count="the sum of the four ranges' lengths",
        k=" and k",
    )
    + f""" That sum is 4d below k, k + k + [k - 1] + [k - 1] = 4k - 2 at d = k, 4(2k - d) beyond and 1 at d = 2k.
    SMT-LIB: {_file("perimeter-torus-even-every-k")}. yw2002-perimeter-even-middle [C_k = 4k] makes perimeter SAT,
    yw2002-perimeter-c0 at d = 0 only, yw2002-torus-distance-large-n makes dist-lip and the arcs SAT. The bounded
    claim perimeter-torus-even is the cross-check.""",
)


# --- sum_d C_d = n^2 ---------------------------------------------------------------------------------------


def sum_identities(parity: str) -> tuple[str | None, str]:
    """SymPy, k symbolic: each printed piece of C_d (torus of ``parity``) is affine in d, and the pieces summed
    over their ranges lo..hi, (hi - lo + 1)(C(lo) + C(hi))/2 each, add up to n^2 (both through
    :func:`alltoall.checkers.formula.identity`, so ``alltoall recheck`` re-checks them). (why not, or None; the sum)."""
    import sympy as sp  # sympy: kept out of the registry's import

    from alltoall.checkers import formula

    k, d = sp.Symbol("k", integer=True, positive=True), sp.Symbol("d", integer=True)
    total: Any = sp.Integer(0)
    for lo, hi, C in yw.perimeter_pieces(f"torus-{parity}", k):
        c0, c1 = sp.sympify(C(0)), sp.sympify(C(1))
        ok, diff = formula.identity(sp.sympify(C(d)), c0 + d * (c1 - c0))
        if not ok:
            return f"a printed piece of C_d is not affine in d: differs by {diff}", ""
        total += (hi - lo + 1) * (sp.sympify(C(lo)) + sp.sympify(C(hi))) / 2
    n = 2 * k + 1 if parity == "odd" else 2 * k
    ok, diff = formula.identity(total, n**2)
    if not ok:
        return f"the pieces summed over their ranges are not n^2: differ by {diff}", str(sp.expand(total))
    return None, str(sp.expand(total))


def _register_sum_every(parity: str) -> None:
    item = f"perimeter-sum-{parity}-every-k"
    f = sum_f(parity)

    def check(ctx: Context) -> Result:
        K = ctx.sizes.k
        cross = check_formula(f, [{"k": k} for k in range(1, K + 1)])
        if cross.verdict is not Verdict.VERIFIED:
            return cross
        bad, total = sum_identities(parity)
        if bad is not None:
            return unknown(bad)
        return _settle(
            ctx,
            item,
            cross,
            f"k = 1..{K}, summed by the spec",
            sympy=f"each piece affine in d, summed over lo..hi: sum = {total} = n^2",
        )

    PAPER.add(
        item,
        check,
        source="Corollary 1's proof: sum_{d=0}^{2 floor(n/2)} C_d = n^2, every k",
        statement=f"For every n x n torus, n {parity} (n = {'2k+1' if parity == 'odd' else '2k'}, k >= 1), the "
        "printed perimeters add up to the number of nodes: sum_d C_d = n^2.",
        sizes={"fast": {"k": 10}, "full": {"k": 40}},
        domain="every k >= 1 (Z3 and SymPy, k symbolic); cross-check k = 1..{k} summed by the spec",
        witnesses=("formula",),
        methods=("z3", "sympy", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        mutants=(
            "yw2002-perimeter-c0",
            "yw2002-perimeter-odd-far" if parity == "odd" else "yw2002-perimeter-even-middle",
        ),
        subject=f,
        point={"point.k": span(1, "k")},
        notes=f"""The spec's C_d [yw.perimeter] is the first printed piece whose range lo..hi holds d.
        [pieces-partition, Z3, k symbolic] the pieces' ranges are consecutive from 0 to 2k, each hi >= lo - 1, so
        the sum over d = 0..2k is the sum over the pieces, each over its range. SymPy: each piece's C is affine in d
        (an identity), so its sum is (hi - lo + 1)(C(lo) + C(hi))/2, and these add up to n^2 (an identity in k);
        alltoall recheck re-checks both identities by exact evaluation and the partition with cvc5. SMT-LIB:
        {_file(item)}. The perimeter mutants make the identity fail. The bounded claim perimeter-sum-{parity} is the
        cross-check; that the printed C_d count the circles is perimeter-torus-{parity}-every-k.""",
    )


for _p in ("odd", "even"):
    _register_sum_every(_p)
