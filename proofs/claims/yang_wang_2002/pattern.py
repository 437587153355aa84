"""yang-wang-2002, "Broadcast Pattern": Theorem 2 (each node of an infinite mesh reached exactly
once), the same on finite meshes after trimming and on n x n tori after the additional check
(every origin, odd and even n apart), the two offset readings on the torus, the observations and
"Case 3 as the generic form".

Paper -> ours: the broadcast pattern from (x0, y0) = ``yw.pattern``; trimming = ``yw.inside_mesh``;
the additional check = ``yw.additional_check``; "reached exactly once" = ``broadcast.tree_check``
(exact reach counts, :func:`alltoall.checkers.broadcast.reach_counts`, when it fails).
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import broadcast as bc
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.domain import Domain, free, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang_2002 as yw

# Offsets of the infinite mesh, bounded by the claim's R (a span cannot start at -R, so a rule bounds them).
_OFFSET = free("an offset of the infinite mesh; bounded by |dx|, |dy| <= R")
_within_R = rule(
    lambda params, data, sizes: abs(params["dx"]) <= sizes["R"] and abs(params["dy"]) <= sizes["R"],
    "|dx|, |dy| <= R",
    uses=("R",),
)


def _centred(params: dict, data: dict, sizes: Any) -> bool:
    n = params["n"]
    c = (n - 1) // 2
    return (n - 1) // 2 <= sizes["R"] and data["origin"] == bc.network("mesh", n).node((c, c))


# thm2-infinite-mesh: the (2R'+1) x (2R'+1) window of radius R' <= R as a mesh, the origin at its centre.
_WINDOW = Domain(
    {"n": span(3, None, step=2)},
    rules=(rule(_centred, "n = 2R' + 1 with R' <= R, the origin at the window's centre (R', R')", uses=("R",)),),
)


def reach_witness(kind: str, n: int, reading: str, origin: int, node: int, method: str) -> Witness:
    """A ``broadcast-reach`` witness with its heat map of reach counts."""
    net = bc.network(kind, n)
    counts = bc.reach_counts(net, origin, reading)
    o, v = net.coord(origin), net.coord(node)
    c = int(counts[node])
    grid_counts = counts.reshape(n, n).tolist()
    pic = {
        "renderer": "yw2002-reach",
        "args": {
            "n": n,
            "counts": grid_counts,
            "origin": list(o),
            "node": list(v),
            "title": f"{net}, origin {o}: times each node is reached ({reading} offsets)",
        },
    }
    return Witness(
        "broadcast-reach",
        {"kind": kind, "n": n, "reading": reading},
        {"origin": origin, "node": node, "origin_xy": list(o), "node_xy": list(v), "count": c},
        f"On the {net} the message of origin {o} reaches node {v} {c} time(s), not exactly once "
        f"(offsets read {reading!r}). The picture shows how often every node is reached.",
        {"method": method},
        picture=pic,
    )


def first_failure(kind: str, ns: Any, reading: str = "centred") -> Any:
    """(n, origin, node) of the first node not reached exactly once, every origin, or None."""
    for n in ns:
        net = bc.network(kind, n)
        cache: dict = {}
        for o in range(net.nodes):
            r = bc.relay_arrays(net, o, reading, cache)
            bad = bc.tree_check(net, o, reading, r)
            if bad is not None:
                return n, o, bad[0]
    return None


def _sweep(kind: str, ns: Any, reading: str = "centred") -> Result:
    ns = list(ns)
    bad = first_failure(kind, ns, reading)
    if bad is not None:
        n, o, v = bad
        return refuted(reach_witness(kind, n, reading, o, v, "spanning-tree test per origin, exact reach counts"))
    origins = sum(bc.network(kind, n).nodes for n in ns)
    return verified(examined=origins, sizes=ns, origins=origins)


@PAPER.claim(
    "thm2-infinite-mesh",
    source="Theorem 2",
    statement="Each node of an infinite mesh is reached exactly once by the broadcast pattern.",
    sizes={"fast": {"R": 40}, "full": {"R": 150}, "deep": {"R": 400}},
    domain="every node within distance {R} of the origin (in-degree of the infinite pattern) and every node of the "
    "(2R+1) x (2R+1) window as a mesh around the origin",
    witnesses=("broadcast-reach",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-case-swap", "yw2002-mod2-inverted"),
    subject={"kind": "mesh", "reading": "centred"},
    point=_WINDOW,
    notes="An infinite mesh is a window large enough for the phases examined: every hop of the pattern moves away from "
    "the origin in one coordinate, so the path to a node stays in the box spanned by origin and node. Both the "
    "in-degree of every node of the infinite pattern (no trimming) and the reach counts in the window are checked.",
)
def thm2_infinite(ctx: Context) -> Result:
    R = ctx.sizes.R
    T = yw.send_table(R + 1)
    c = R + 1
    examined = 0
    for dx in range(-R, R + 1):
        for dy in range(-(R - abs(dx)), R - abs(dx) + 1):
            indeg = sum(int(T[c + dx - ex, c + dy - ey, p]) for p, (ex, ey) in enumerate(yw.DIRS))
            if indeg != (0 if dx == dy == 0 else 1):
                n = 2 * R + 1
                net = yw.window(R)
                return refuted(
                    reach_witness(
                        "mesh",
                        n,
                        "centred",
                        net.node((R, R)),
                        net.node((R + dx, R + dy)),
                        "in-degree of the infinite pattern",
                    )
                )
            examined += 1
    net = yw.window(R)
    bad = bc.tree_check(net, net.node((R, R)))
    if bad is not None:
        return refuted(
            reach_witness("mesh", 2 * R + 1, "centred", net.node((R, R)), bad[0], "reach counts in the window")
        )
    return verified(examined=examined + net.nodes, nodes_within_R=examined, window=str(net))


for _kind, _parity, _start in (("mesh", "odd", 3), ("mesh", "even", 2), ("torus", "odd", 3), ("torus", "even", 4)):

    def _make(kind=_kind, parity=_parity, start=_start):
        def check(ctx: Context) -> Result:
            if kind == "torus" and parity == "even":
                # control: the same engine must reproduce the theorem on odd tori before an even refutation is trusted
                if first_failure("torus", (3, 5)) is not None:
                    return unknown("the engine does not reproduce Theorem 2 on the 3 x 3 and 5 x 5 tori (control)")
            return _sweep(kind, range(start, ctx.sizes.n + 1, 2))

        return check

    _even_torus = _kind == "torus" and _parity == "even"
    PAPER.add(
        f"thm2-{_kind}-{_parity}",
        _make(),
        source="Theorem 2 and 'For a mesh, the broadcast pattern is trimmed at the boundary' "
        if _kind == "mesh"
        else "Theorem 2 and the additional check for a torus (Table 1)",
        statement=f"In every n x n {_kind}, n {_parity}, the broadcast pattern "
        + ("trimmed at the boundary" if _kind == "mesh" else "with the torus additional check")
        + " reaches every node exactly once, from every origin.",
        # the even torus is refuted at n = 4 in every tier; its wider tiers would only widen the replay domain
        sizes={"fast": {"n": 15}}
        if _even_torus
        else {"fast": {"n": 16 if _kind == "mesh" else 15}, "full": {"n": 40}, "deep": {"n": 101}},
        domain=f"{_parity} n in {_start}..{{n}}, every origin, every node"
        + (", offsets centred" if _kind == "torus" else ""),
        witnesses=("broadcast-reach",),
        methods=("brute",),
        expected=Verdict.REFUTED if _even_torus else Verdict.VERIFIED,
        subject={"kind": _kind, "reading": "centred"},
        reading="centred offsets" if _kind == "torus" else "",
        point={"n": span(_start, "n", step=2)},
        mutants=(
            ("yw2002-torus-no-wrap", "yw2002-case-swap")
            if _even_torus
            else ("yw2002-case-swap", "yw2002-mod2-inverted")
            + (("yw2002-no-torus-check", "yw2002-offset-raw") if _kind == "torus" else ())
        ),
        notes=(
            "Offsets on the torus are read 'centred': x - x0 is taken in -(n-1)//2..n//2, the node's place in the "
            "infinite "
            "mesh unrolled around the origin (the 'raw' reading is its own claim). For even n the window is lopsided: "
            "the nodes at offset n/2 are entered both from inside and across the wraparound, and the additional check "
            "(which removes only neighbours not farther away) keeps both."
            if _kind == "torus"
            else "Trimming keeps the pattern's paths: each hop leaves the origin, so a path from the origin to a node "
            "of the mesh "
            "stays in the rectangle spanned by the two."
        ),
    )


@PAPER.claim(
    "thm2-torus-raw",
    reading="raw offsets, as printed",
    source="Theorem 2 and the additional check for a torus (Table 1), offsets read as printed",
    statement="With x - x0 and y - y0 taken as the plain differences of torus coordinates 0..n-1, the pattern with "
    "the additional check reaches every node of the n x n torus exactly once, from every origin.",
    sizes={"fast": {"n": 9}, "full": {"n": 21}},
    domain="n in 3..{n}, every origin, offsets raw",
    witnesses=("broadcast-reach",),
    methods=("brute",),
    expected=Verdict.REFUTED,
    mutants=("yw2002-torus-no-wrap",),
    subject={"kind": "torus", "reading": "raw"},
    point={"n": span(3, "n")},
    notes="The slides do not say how x - x0 is computed on a torus; read literally (coordinates 0..n-1), a message "
    "that "
    "crossed the wraparound keeps moving 'away' in the wrong direction and the additional check then drops it, so "
    "nodes are never reached. The centred reading is the one the other torus claims use.",
)
def thm2_torus_raw(ctx: Context) -> Result:
    return _sweep("torus", range(3, ctx.sizes.n + 1), "raw")


@PAPER.claim(
    "case3-generic",
    source="'Case 3 can be viewed as a generic form for all cases if letting I(0) take 1 and -1 respectively'",
    statement="On the axes and at the origin, the neighbours of Cases 1, 2.1 and 2.2 are exactly Case 3's formula with "
    "I(0) taking both values 1 and -1.",
    sizes={"fast": {"R": 60}, "full": {"R": 400}},
    domain="every offset on the axes with |offset| <= {R}, and the origin",
    witnesses=("pattern-generic",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-case-swap",),
    subject={"property": "generic"},
    point=Domain(
        {"dx": _OFFSET, "dy": _OFFSET},
        rules=(
            rule(lambda params, data, sizes: params["dx"] == 0 or params["dy"] == 0, "dx = 0 or dy = 0 (on the axes)"),
            _within_R,
        ),
    ),
)
def case3_generic(ctx: Context) -> Result:
    R = ctx.sizes.R
    pts = [(0, 0)] + [(t, 0) for t in range(-R, R + 1) if t] + [(0, t) for t in range(-R, R + 1) if t]
    for dx, dy in pts:
        ixs = [yw.I(dx)] if dx else [1, -1]
        iys = [yw.I(dy)] if dy else [1, -1]
        gen = {yw.case3_generic(0, 0, dx, dy, a, b) for a in ixs for b in iys}
        pat = set(yw.pattern(0, 0, dx, dy))
        if gen != pat:
            return refuted(
                Witness(
                    "pattern-generic",
                    {"dx": dx, "dy": dy},
                    {"cases": sorted(map(list, pat)), "generic": sorted(map(list, gen))},
                    f"at offset ({dx}, {dy}) the printed case gives {sorted(pat)}, Case 3 with I(0) = +-1 gives "
                    f"{sorted(gen)}",
                    {"method": "enumeration"},
                )
            )
    return verified(examined=len(pts), offsets=len(pts))


@PAPER.claim(
    "obs-leaving-origin",
    source="Observations: 'Message is sent out in the direction leaving the origin'",
    statement="Every neighbour the pattern chooses is one hop farther from the origin than the relaying node.",
    sizes={"fast": {"R": 60}, "full": {"R": 300}},
    domain="every offset with |dx|, |dy| <= {R} on the infinite mesh",
    witnesses=("pattern-generic",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-case3-sign",),
    subject={"property": "leaving"},
    point=Domain({"dx": _OFFSET, "dy": _OFFSET}, rules=(_within_R,)),
)
def obs_leaving(ctx: Context) -> Result:
    R = ctx.sizes.R
    examined = 0
    for dx in range(-R, R + 1):
        for dy in range(-R, R + 1):
            examined += 1
            for t in yw.pattern(0, 0, dx, dy):
                if yw.mesh_distance(t, (0, 0)) != abs(dx) + abs(dy) + 1:
                    return refuted(
                        Witness(
                            "pattern-generic",
                            {"dx": dx, "dy": dy},
                            {"target": list(t)},
                            f"offset ({dx}, {dy}) relays to {t}, at distance {yw.mesh_distance(t, (0, 0))} from the "
                            "origin",
                            {"method": "enumeration"},
                        )
                    )
    return verified(examined=examined, offsets=examined)


@PAPER.claim(
    "obs-fanout",
    source="Observations: broadcast to four neighbours at the origin, multicast to two on its axes, one elsewhere",
    statement="The pattern sends to 4 neighbours at the origin, 2 on the origin's row and column, 1 elsewhere, all "
    "distinct.",
    sizes={"fast": {"R": 60}, "full": {"R": 300}},
    domain="every offset with |dx|, |dy| <= {R} on the infinite mesh",
    witnesses=("pattern-generic",),
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("yw2002-case1-missing",),
    subject={"property": "fanout"},
    point=Domain({"dx": _OFFSET, "dy": _OFFSET}, rules=(_within_R,)),
)
def obs_fanout(ctx: Context) -> Result:
    R = ctx.sizes.R
    examined = 0
    for dx in range(-R, R + 1):
        for dy in range(-R, R + 1):
            examined += 1
            t = yw.pattern(0, 0, dx, dy)
            want = 4 if dx == dy == 0 else 2 if (dx == 0 or dy == 0) else 1
            if len(set(t)) != want or any(yw.mesh_distance(u, (dx, dy)) != 1 for u in t):
                return refuted(
                    Witness(
                        "pattern-generic",
                        {"dx": dx, "dy": dy},
                        {"targets": [list(u) for u in t]},
                        f"offset ({dx}, {dy}) relays to {list(t)}: expected {want} distinct neighbours",
                        {"method": "enumeration"},
                    )
                )
    return verified(examined=examined, offsets=examined)
