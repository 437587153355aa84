"""yang-wang-2002, "Broadcast Pattern" and Theorem 3's proof, for every size: the observations (the message leaves
the origin; four, two or one neighbours), Case 3 as the generic form, Theorem 3's groups for every k, and Theorem 2
on the n x n mesh (the pattern trimmed at the boundary) for every n. The spec's pattern runs on symbolic offsets
(:mod:`alltoall.checkers.z3.yang_wang_2002_every`: every Python branch forked into its feasible paths); the bounded
claims of :mod:`.pattern` and :mod:`.loads` run again, on small sizes, as the brute-force cross-check.

Paper -> ours: as in :mod:`.pattern` and :mod:`.loads`. Z3 is imported inside the checks only.
"""

from __future__ import annotations

from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.claims.yang_wang_2002.loads import GROUP_POINT, thm3_groups
from alltoall.proofs.claims.yang_wang_2002.pattern import (
    _OFFSET,
    _sweep,
    _within_R,
    case3_generic,
    obs_fanout,
    obs_leaving,
)
from alltoall.proofs.domain import Domain, rule, span
from alltoall.proofs.registry import Context

_PATHS = """The spec's pattern runs on symbolic offsets: every Python branch of pattern, its cases, U, I and mod_2 on a
symbolic comparison forks into its feasible paths (linear integer arithmetic), and the query is built from the
paths' outputs, so a patched spec function changes it."""


def _settle(ctx: Context, item: str, cross: Result, what: str) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import yang_wang_2002_every as ev  # z3: kept out of the registry's import

    if cross.verdict is not Verdict.VERIFIED:
        return cross
    return ind.settle(
        ev.pattern_parts(item, ctx.timeout), step_smt2_file=ev.pattern_smt2(item), brute_force_cross_check=what
    )


def _file(item: str) -> str:
    return f"proofs/smt2/yang-wang-2002__{item}__query.smt2"


_EVERY_OFFSET = Domain({"dx": _OFFSET, "dy": _OFFSET}, rules=(_within_R,))


@PAPER.claim(
    "obs-leaving-origin-every-offset",
    source="Observations: 'Message is sent out in the direction leaving the origin', every offset",
    statement="At every offset of the infinite mesh, every neighbour the pattern chooses is one hop farther from the "
    "origin than the relaying node.",
    sizes={"fast": {"R": 12}, "full": {"R": 40}},
    domain="every offset (dx, dy) of the infinite mesh, the origin included (Z3, symbolic); cross-check "
    "|dx|, |dy| <= {R}",
    witnesses=("pattern-generic",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case3-sign",),
    subject={"property": "leaving"},
    point=_EVERY_OFFSET,
    notes=f"""{_PATHS} One query, UNSAT: at an offset (x, y) with |x| + |y| >= 0 a named neighbour is not one hop
    from (x, y) or not at distance |x| + |y| + 1 from the origin (the step query leave of thm2-infinite-mesh-every-d
    with the origin included). SMT-LIB: {_file("obs-leaving-origin-every-offset")}. yw2002-case3-sign [Case 3
    steps towards the origin in x] makes it SAT. The bounded claim obs-leaving-origin is the cross-check.""",
)
def obs_leaving_every(ctx: Context) -> Result:
    R = ctx.sizes.R
    return _settle(ctx, "obs-leaving-origin-every-offset", obs_leaving(ctx), f"|dx|, |dy| <= {R}")


@PAPER.claim(
    "obs-fanout-every-offset",
    source="Observations: broadcast to four neighbours at the origin, multicast to two on its axes, one elsewhere, "
    "every offset",
    statement="At every offset of the infinite mesh the pattern sends to 4 neighbours at the origin, 2 on the "
    "origin's row and column, 1 elsewhere, all distinct and one hop away.",
    sizes={"fast": {"R": 12}, "full": {"R": 40}},
    domain="every offset (dx, dy) of the infinite mesh (Z3, symbolic); cross-check |dx|, |dy| <= {R}",
    witnesses=("pattern-generic",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case1-missing",),
    subject={"property": "fanout"},
    point=_EVERY_OFFSET,
    notes=f"""{_PATHS} One query, UNSAT: on some path the number of neighbours named differs from 4 [origin], 2
    [x = 0 or y = 0] or 1, or two coincide, or one is not a 1-neighbour. SMT-LIB:
    {_file("obs-fanout-every-offset")}. yw2002-case1-missing makes it SAT at the origin. The bounded claim
    obs-fanout is the cross-check.""",
)
def obs_fanout_every(ctx: Context) -> Result:
    R = ctx.sizes.R
    return _settle(ctx, "obs-fanout-every-offset", obs_fanout(ctx), f"|dx|, |dy| <= {R}")


_ON_AXES = Domain(
    {"dx": _OFFSET, "dy": _OFFSET},
    rules=(
        rule(lambda params, data, sizes: params["dx"] == 0 or params["dy"] == 0, "dx = 0 or dy = 0 (on the axes)"),
        _within_R,
    ),
)


@PAPER.claim(
    "case3-generic-every-offset",
    source="'Case 3 can be viewed as a generic form for all cases if letting I(0) take 1 and -1', every offset",
    statement="At every offset on the origin's row and column, and at the origin, the neighbours of Cases 1, 2.1 and "
    "2.2 are exactly Case 3's formula with I(0) taking both values 1 and -1.",
    sizes={"fast": {"R": 30}, "full": {"R": 200}},
    domain="every offset on the axes, the origin included (Z3, symbolic); cross-check |offset| <= {R}",
    witnesses=("pattern-generic",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case-swap", "yw2002-case1-missing"),
    subject={"property": "generic"},
    point=_ON_AXES,
    notes=f"""{_PATHS} One query, UNSAT, with x = 0 or y = 0: the printed case's neighbours and Case 3's formula
    [case3_generic] over I(x) or +-1 and I(y) or +-1 differ as sets on some path. SMT-LIB:
    {_file("case3-generic-every-offset")}. yw2002-case-swap [the y-axis with Case 2.2's rule mirrored] and
    yw2002-case1-missing make it SAT. The bounded claim case3-generic is the cross-check.""",
)
def case3_generic_every(ctx: Context) -> Result:
    R = ctx.sizes.R
    return _settle(ctx, "case3-generic-every-offset", case3_generic(ctx), f"|offset| <= {R}")


@PAPER.claim(
    "thm3-proof-groups-every-k",
    source="Theorem 3, proof: Groups I-IV and the 1-neighbours chosen to relay them, every k",
    statement="For every k >= 1, node (x0, y0) relays the message of every k-neighbour in Group I to (x0 - 1, y0) if "
    "k is even and to (x0, y0 - 1) if k is odd; likewise Groups II, III, IV to the 1-neighbours printed for them.",
    sizes={"fast": {"K": 12}, "full": {"K": 60}},
    domain="every k >= 1 and every l = 0..k of every group (Z3, k = 2j or 2j + 1 and l symbolic); cross-check "
    "k = 1..{K}",
    witnesses=("pattern-group",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-mod2-inverted", "yw2002-case3-sign", "yw2002-case-swap"),
    point=GROUP_POINT,
    notes=f"""{_PATHS} Two queries, one per parity of k [k = 2j, j >= 1; k = 2j + 1, j >= 0], j and l symbolic,
    UNSAT: for some group the spec's pattern of the origin at the group's printed offset [off(l, k), the origin
    relative to the relaying node (0, 0)] does not name the 1-neighbour printed for the group and the parity of k.
    SMT-LIB: {_file("thm3-proof-groups-every-k")}. yw2002-mod2-inverted, yw2002-case3-sign and yw2002-case-swap make
    both SAT. The bounded claim thm3-proof-groups is the cross-check.""",
)
def thm3_groups_every(ctx: Context) -> Result:
    K = ctx.sizes.K
    return _settle(ctx, "thm3-proof-groups-every-k", thm3_groups(ctx), f"k = 1..{K}")


# --- Theorem 2 on the n x n mesh ---------------------------------------------------------------------------

_TRIMMED = """n >= 1, the origin and the nodes symbolic. The relay is the spec's relays on a mesh written on
coordinates [mesh_relay: the pattern at the offset, each neighbour kept when inside_mesh says so]; that it is the
spec's relays is checked node by node for n up to the tier's n, every origin: the link. Parts, each a Z3 query, UNSAT:
(leave) a relayed-to node is one hop away and one farther from the origin, so the origin is never relayed to and
the relays form no cycle; (distinct) one node's neighbours are distinct; (unique) no two nodes relay to the same
node; (exists) every node but the origin is relayed to by one of its four neighbours inside the mesh. By induction
on the distance d from the origin, every node at distance d receives the message exactly once: from the one node
that relays to it, at distance d - 1, which received it once by the hypothesis."""


def _register_trimmed(parity: str, start: int) -> None:
    item = f"thm2-mesh-{parity}-every-n"

    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
        from alltoall.checkers.z3 import yang_wang_2002_every as ev  # z3: kept out of the registry's import

        n = ctx.sizes.n
        cross = _sweep("mesh", range(start, n + 1, 2))
        if cross.verdict is not Verdict.VERIFIED:
            return cross
        if (bad := ev.trimmed_link_violation(n)) is not None:
            return unknown(f"the link: {bad}")
        return ind.settle(
            ev.trimmed_parts(ctx.timeout),
            step_smt2_file=ev.TRIMMED_SMT2,
            induction="on the distance from the origin; the parts with n, the origin and the nodes symbolic",
            link=f"mesh_relay = the spec's relays, n <= {n}, every origin and node",
            brute_force_cross_check=f"{parity} n in {start}..{n}, every origin",
        )

    PAPER.add(
        item,
        check,
        source="Theorem 2 and 'For a mesh, the broadcast pattern is trimmed at the boundary', every n",
        statement=f"In every n x n mesh, n {parity}, the broadcast pattern trimmed at the boundary reaches every node "
        "exactly once, from every origin.",
        sizes={"fast": {"n": 7 if parity == "odd" else 6}, "full": {"n": 15 if parity == "odd" else 14}},
        domain=f"every {parity} n >= {start} (Z3, n symbolic), every origin, every node; the relay's link to the "
        "spec and a brute-force cross-check for n <= {n}",
        witnesses=("broadcast-reach",),
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        subject={"kind": "mesh", "reading": "centred"},
        point={"n": span(start, "n", step=2)},
        mutants=("yw2002-case-swap", "yw2002-mod2-inverted", "yw2002-case3-sign"),
        notes=f"""{_TRIMMED} The queries hold for every n >= 1, odd and even alike.
        SMT-LIB: proofs/smt2/yang-wang-2002__thm2-mesh-every-n__step.smt2 (python -m
        alltoall.checkers.z3.yang_wang_2002_every). yw2002-case-swap and yw2002-mod2-inverted make unique and exists
        SAT, yw2002-case3-sign leave as well. The bounded claim thm2-mesh-{parity} is the cross-check.""",
    )


_register_trimmed("odd", 3)
_register_trimmed("even", 2)


# --- Corollary 2 on the n x n mesh, n odd --------------------------------------------------------------------


@PAPER.claim(
    "cor2-mesh-odd-every-n",
    source="Corollary 2, every odd n",
    statement="In all-to-all broadcast by the algorithm on every n x n mesh, n odd, each channel relays at most "
    "(n^2 - 1)/2 messages.",
    sizes={"fast": {"n": 5}, "full": {"n": 11}},
    domain="""every odd n >= 3 (Z3, n = 2m + 1 and the channel symbolic), every channel, all origins; the relay's and
    the loads' links to the spec and a brute-force cross-check for odd n <= {n}""",
    witnesses=("broadcast-load",),
    methods=("z3", "sympy", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    subject={"kind": "mesh", "reading": "centred", "relation": "<="},
    point={"n": span(3, "n", step=2)},
    mutants=("yw2002-case-swap", "yw2002-case3-sign", "yw2002-mod2-inverted"),
    notes="""With Theorem 2 on the mesh [its parts run here: every origin's relays form a spanning tree, so each
    message crosses a channel at most once], the load of channel z -> w = z + DIRS[p] is the number of origins o of
    the mesh whose offset v = w - o lies in S_p, the offsets the spec's pattern enters in direction p [the pattern
    at v - DIRS[p] names v]; checked against the spec's port_loads for odd n up to the tier's n: the link. As o runs
    over the mesh, v runs over an n x n box W around the origin, and the tail z is in the mesh exactly when W holds
    DIRS[p]. Parts, each a Z3 query with n = 2m + 1, the box and the offsets symbolic, UNSAT: [cor2-origin] the
    origin is in no S_p; [into, one query per case of f_p] a map f_p sends every offset of S_p in W to an offset of
    W that is not the origin and not in S_p; [one-to-one] no two to the same one. So 2 |S_p in W| <= n^2 - 1, and
    SymPy finds (n^2 - 1)/2 equal to the spec's messages_per_channel('mesh', n). f_p is f for +x turned to p: off
    the axis one step back, on the axis (x, 0) -> (-x, 0) while in the box, else onto the free points of the box's
    columns 0 and R [the rightmost], one per row or alternating, n - 1 of them for odd n: the parity of n is used
    there. Halves and residues are fresh constants with linear definitions [no div or mod], which keeps each query
    small. SMT-LIB: proofs/smt2/yang-wang-2002__cor2-mesh-odd-every-n__query.smt2. yw2002-case-swap,
    yw2002-case3-sign and yw2002-mod2-inverted make into SAT off the axis. The bounded claim cor2-mesh-odd is the
    cross-check.""",
)
def cor2_mesh_odd_every(ctx: Context) -> Result:
    import sympy as sp  # sympy: kept out of the registry's import

    from alltoall.checkers import formula as fm
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import yang_wang_2002_every as ev  # z3: kept out of the registry's import
    from alltoall.proofs.claims.yang_wang_2002.loads import _loads
    from alltoall.spec.algorithms import yang_wang_2002 as yw

    n = ctx.sizes.n
    cross = _loads("mesh", range(3, n + 1, 2), "<=")
    if cross.verdict is not Verdict.VERIFIED:
        return cross
    if (bad := ev.trimmed_link_violation(n)) is not None:
        return unknown(f"the link: {bad}")
    if (bad := ev.cor2_link_violation(n)) is not None:
        return unknown(f"the link: {bad}")
    m = sp.Symbol("n", positive=True, integer=True)
    ok, diff = fm.identity(yw.messages_per_channel("mesh", m), (m**2 - 1) / 2)
    if not ok:
        return unknown(f"the spec's messages_per_channel('mesh', n) is not (n^2 - 1)/2: differs by {diff}")
    return ind.settle(
        ev.trimmed_parts(ctx.timeout) + ev.cor2_parts(ctx.timeout),
        step_smt2_file=ev.COR2_SMT2,
        link=f"mesh_relay = the spec's relays, port_loads = the count of offsets entered, odd n <= {n}",
        brute_force_cross_check=f"odd n in 3..{n}, every channel",
        formula="SymPy: messages_per_channel('mesh', n) - (n^2 - 1)/2 = 0",
    )
