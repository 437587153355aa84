"""liu-gu-2006 for every torus: AT2 delivers every message along shortest paths without contention, and takes
c/2 + 2 steps, for every r <= c multiples of 4 (Sect. IV-B, IV-D).

r = 4i, c = 4j (1 <= i <= j symbolic): the spec's ``phase1_ports``, ``phase2_ring_dim``, ``ar_routes``,
``ar_lengths`` and ``at2_phase_steps`` run on symbolic integers (:mod:`alltoall.checkers.z3.liu_gu_at2_every`),
so the queries change with the spec; the schedule's reading is checked against ``at2_array_steps`` for small
r, c (the link). The bounded claims at2-delivers, at2-shortest, at2-no-contention and at2-startup-* (simulation)
are the cross-check. Z3 is imported inside the checks.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.formula import check_formula
from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.liu_gu_2006 import PAPER
from alltoall.proofs.claims.liu_gu_2006._sim import (
    guarded,
    schedule_subject,
    simulated_refutation,
    torus_point,
    torus_sizes,
)
from alltoall.proofs.claims.liu_gu_2006.sec4_costs import PHASE1, STARTUP, _startup_sym
from alltoall.proofs.claims.liu_gu_2006.sec4_torus import FIG5_NOTE, TABLE1
from alltoall.proofs.registry import Context

AT2_SMT2 = "proofs/smt2/liu-gu-2006__at2-every-rc__step.smt2"
STARTUP_SMT2 = "proofs/smt2/liu-gu-2006__at2-startup-every-c__query.smt2"
SIZES = {"fast": {"c": 12, "L": 12}, "full": {"c": 32, "L": 16}}

READING = (
    """The schedule as the queries read it: Phase 1 moves a message one hop by each port phase1_ports gives its
offset; in Phase 2 (3) a message at node w runs AR on the logical ring of its row or column, the dimension
phase2_ring_dim of w mod 2 (its complement in Phase 3), from w_D // 2 to d_D // 2, moving in step t of the phase
as ARMoves.at says, two channels per logical hop, from w_D + dir (2 first + 4 k). That reading is checked against
the spec's at2_array_steps step by step, message by message (node, dimension, direction, hops), for r <= c
multiples of 4 up to {L} (the link). The spec's functions run on r = 4i, c = 4j with i <= j symbolic (every branch
and np.where forked into its feasible paths; linear integer arithmetic). SMT-LIB: """
    + AT2_SMT2
    + " (python -m alltoall.checkers.z3.liu_gu_at2_every). "
    + FIG5_NOTE
)


def _settle(
    ctx: Context, prop: str, names: tuple[str, ...], phase1: bool, square: bool | None = None, **evidence: Any
) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_at2_every as ae  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    if (res := simulated_refutation("at2", torus_sizes(ctx.sizes.c, square=square), prop)) is not None:
        return res
    if (bad_link := ae.at2_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad_link}")
    parts = [("at2-phase1-partition", lambda: ev.phase1_query(ctx.timeout))] if phase1 else []
    parts += ae.at2_parts(ctx.timeout, names)
    return ind.settle(
        parts,
        step_smt2_file=AT2_SMT2,
        symbolic="r = 4i, c = 4j, 1 <= i <= j; every node, destination and step index",
        link=f"the schedule's reading = at2_array_steps for r <= c multiples of 4 up to {ctx.sizes.L}",
        brute_force_cross_check=f"simulation, r <= c multiples of 4 up to {ctx.sizes.c}",
        **evidence,
    )


_COMMON: dict[str, Any] = {
    "reading": "Fig. 5 as rebuilt",
    "sizes": SIZES,
    "methods": ("z3", "brute"),
    "expected": Verdict.PROVED,
    "scope": "every",
    "witnesses": ("exchange-schedule",),
    "point": torus_point("c"),
}


@PAPER.claim(
    "at2-delivers-every-rc",
    source="Sect. IV-B, Fig. 5 (every r, c multiples of 4)",
    statement="For every r <= c multiples of 4, AT2 delivers every message M^(x,y)_(x',y') to P(x', y'): Phase 1 "
    "leaves it at a node of its destination's group, Phases 2 and 3 bring each coordinate to the destination's "
    "within their steps.",
    domain="""every r <= c multiples of 4 (Z3, r = 4i and c = 4j with i <= j symbolic), every source and
    destination; the schedule's link for c <= {L}; simulated cross-check for c <= {c}""",
    mutants=("lg-ar-half-circle-short", "lg-ar-ceil-to-floor", "lg-at2-g10-via-right"),
    subject=schedule_subject("at2", "delivers"),
    notes=READING.replace("{L}", "L")
    + """ Queries, UNSAT: [at2-phase1-partition] Table I's hops leave every message at an (even, even) offset
    from its destination (as at2-phase1-partition-every-rc); [deliver-D], D = 0, 1: a message at coordinate w_D
    whose destination coordinate d_D has its parity ends the route of its ring (c/2 logical nodes for rows, r/2
    for columns, 2 included) at d_D, its sub-ring hops within its stage's length, and the ring's 1 + s2 + s3 steps
    fit in at2_phase_steps. Phases 2 and 3 use the two dimensions, so every message ends at its destination.
    lg-ar-half-circle-short and lg-ar-ceil-to-floor make deliver-0 and deliver-1 SAT; lg-at2-g10-via-right the
    Phase-1 query.""",
    **_COMMON,
)
def at2_delivers_every_rc(ctx: Context) -> Result:
    return _settle(ctx, "delivers", ("deliver-0", "deliver-1"), True)


@PAPER.claim(
    "at2-nonpow2-nonsquare-every-rc",
    source="Abstract, Sect. I, VI (every r < c multiples of 4)",
    statement="AT2 accommodates non-power-of-two and non-square tori: for every r < c multiples of 4 (powers of two "
    "or not) it delivers every message M^(x,y)_(x',y') to P(x', y').",
    domain="""every r < c multiples of 4 (Z3, r = 4i and c = 4j with i <= j symbolic, which includes r < c), every
    source and destination; the schedule's link for c <= {L}; simulated cross-check for r < c <= {c}""",
    mutants=("lg-ar-half-circle-short", "lg-at2-g10-via-right"),
    subject=schedule_subject("at2", "delivers"),
    **{**_COMMON, "point": torus_point("c", square=False)},
    notes=READING.replace("{L}", "L")
    + """ The queries of at2-delivers-every-rc: r and c enter only as r = 4i, c = 4j, so no power of two is assumed,
    and i < j is among i <= j. [at2-phase1-partition] Table I's hops leave every message at an (even, even)
    offset from its destination; [deliver-D], D = 0, 1: the ring of dimension D (r/2 or c/2 logical nodes, 2
    included) brings that coordinate to the destination's within the phase. lg-ar-half-circle-short makes
    deliver-0 and deliver-1 SAT; lg-at2-g10-via-right the Phase-1 query.""",
)
def at2_nonpow2_nonsquare_every_rc(ctx: Context) -> Result:
    return _settle(ctx, "delivers", ("deliver-0", "deliver-1"), True, square=False)


@PAPER.claim(
    "at2-shortest-every-rc",
    source="Sect. IV-B, Sect. VI (every r, c multiples of 4)",
    statement="For every r <= c multiples of 4, AT2 sends every message along a shortest path: in each dimension "
    "it crosses min(o, n - o) channels, o its offset along that dimension of n nodes.",
    domain="""every r <= c multiples of 4 (Z3, r = 4i and c = 4j with i <= j symbolic), every source and
    destination; the schedule's link for c <= {L}; simulated cross-check for c <= {c}""",
    mutants=("lg-ar-half-circle-short", "lg-at2-g11-long-way", "lg-at2-g11-second-hop-reversed"),
    subject=schedule_subject("at2", "shortest"),
    notes=READING.replace("{L}", "L")
    + """ Queries, UNSAT: [at2-phase1-partition] each Phase-1 hop goes along an odd offset's dimension, +1 only
    for 1 <= o <= n/2, -1 only for o >= n/2; [shortest-D], D = 0, 1: with such a hop e (0 when o is even) the
    hops in dimension D, |e| + 2 (first + 2 sub) of the ring's route from w_D // 2 to d_D // 2, are min(o, n - o).
    A message moves in dimension D only in Phase 1 and in the phase whose ring is along D. lg-ar-half-circle-short
    makes shortest-0 and shortest-1 SAT; lg-at2-g11-long-way and lg-at2-g11-second-hop-reversed the Phase-1
    query.""",
    **_COMMON,
)
def at2_shortest_every_rc(ctx: Context) -> Result:
    return _settle(ctx, "shortest", ("shortest-0", "shortest-1"), True)


@PAPER.claim(
    "at2-no-contention-every-rc",
    source="Sect. IV-B (every r, c multiples of 4)",
    statement="For every r <= c multiples of 4, AT2 has no channel contention: in every step every directed "
    "channel carries at most one bundle.",
    domain="""every r <= c multiples of 4 (Z3, r = 4i and c = 4j with i <= j symbolic), every line, step (its
    index symbolic) and pair of messages; the schedule's link for c <= {L}; simulated cross-check for c <= {c}""",
    mutants=("lg-at2-group-swap", "lg-ar-subrings-same-direction"),
    subject=schedule_subject("at2", "contention-free"),
    notes=READING.replace("{L}", "L")
    + """ Phase 1's transfers are one hop each, one per node and port, so no two share a channel (no query).
    Queries, UNSAT: [parity-P-D], P = 2, 3, D = 0, 1: two nodes of one line of dimension D that both run
    dimension-D rings in Phase P differ in parity along D; [contention-P-D-sS], S = 1, 2, 3: in step k of Stage S
    of the line's AR (k symbolic below the stage's length, the same step for every line of dimension D), two
    moving messages of one line and parity, at any nodes u and destinations of their parity, whose 2- or 4-channel
    transfers share a directed channel, leave different nodes in the same direction. Lines of other dimensions
    or other lines share no channel. lg-at2-group-swap makes parity-2-1 and parity-3-1 SAT;
    lg-ar-subrings-same-direction the Stage-2 contention queries.""",
    **_COMMON,
)
def at2_no_contention_every_rc(ctx: Context) -> Result:
    from alltoall.checkers.z3 import liu_gu_at2_every as ae  # z3: kept out of the registry's import

    names = tuple(n for n in ae.AT2_PARTS if n.startswith(("parity", "contention")))
    return _settle(ctx, "contention-free", names, False)


def _startup_every(ctx: Context, c8: int) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_at2_every as ae  # z3: kept out of the registry's import

    res = check_formula(
        STARTUP,
        [{"r": r, "c": c} for r, c in torus_sizes(ctx.sizes.c, c8=c8)],
        symbolic=_startup_sym(c8),
        link=f"simulated for c <= {ctx.sizes.c}",
    )
    if res.verdict is not Verdict.VERIFIED:
        return res
    if (bad_link := ae.at2_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad_link}")
    return ind.settle(
        [(f"startup-c{c8}mod8", lambda: ae.startup_query(c8, ctx.timeout))],
        step_smt2_file=STARTUP_SMT2,
        symbolic=f"r = 4i <= c = 8u + {c8}, i and u symbolic",
        sympy_identity=res.evidence.get("symbolic"),
        link=f"at2_array_steps has 2 + 2 at2_phase_steps(r, c) steps, for r <= c multiples of 4 up to {ctx.sizes.L}",
        brute_force_cross_check=f"simulated for c = {c8} mod 8 up to {ctx.sizes.c}",
    )


for _c8 in (0, 4):
    PAPER.add(
        f"at2-startup-c{_c8}mod8-every-rc",
        guarded(lambda ctx, c8=_c8: _startup_every(ctx, c8)),
        reading="Fig. 5 as rebuilt",
        source="Sect. IV-D (1), Lemma 3 (every r, c)",
        subject=STARTUP,
        statement=f"For every r <= c multiples of 4 with c = {_c8} mod 8, AT2 takes c/2 + 2 steps: 2 in Phase 1 and "
        "c/4 in each of Phases 2 and 3.",
        sizes=SIZES,
        domain=f"every r <= c multiples of 4 with c = {_c8} mod 8 (Z3 on the spec's at2_phase_steps, r = 4i and "
        f"c = 8u + {_c8} with i, u symbolic); the schedule's steps are 2 + 2 at2_phase_steps for c <= {{L}}; "
        f"simulated cross-check for c = {_c8} mod 8 up to {{c}}; SymPy: 2 + 2 (1 + floor(c/8) + ceil(c/8) - 1) = "
        "c/2 + 2",
        methods=("z3", "brute", "sympy"),
        expected=Verdict.PROVED,
        scope="every",
        notes=FIG5_NOTE
        + " Proved for every size: one Z3 query runs the spec's at2_phase_steps (the longer of AR on the c/2-node "
        "row ring and the r/2-node column ring: 1 + the stage lengths of stage_lengths) on r = 4i <= c = 8u + "
        "residue, i and u symbolic, and finds 2 + 2 at2_phase_steps = c/2 + 2 (SMT-LIB: " + STARTUP_SMT2 + "); "
        "that at2_array_steps yields 2 + 2 at2_phase_steps steps, each moving what the reading says, is checked "
        "for c <= L (the link, as for at2-delivers-every-rc). lg-ar-stage3-extra-step breaks the query for both "
        "residues, lg-ar-ceil-to-floor for c = 4 mod 8.",
        mutants=("lg-ar-stage3-extra-step",) + (("lg-ar-ceil-to-floor",) if _c8 == 4 else ()),
        witnesses=("formula",),
        point=torus_point("c", c8=_c8, form="formula"),
    )


UTILIZED_SMT2 = "proofs/smt2/liu-gu-2006__at2-fully-utilized-square-every-r__query.smt2"


@PAPER.claim(
    "at2-fully-utilized-square-every-r",
    reading="no channel idle in any step",
    source="Sect. IV-B, Sect. VI (square tori, every r)",
    statement="For every square torus r = c >= 8, r a multiple of 4, every directed channel carries a bundle in every "
    "step of AT2.",
    sizes={"fast": {"c": 16, "L": 12}, "full": {"c": 32, "L": 16}},
    domain="""every r = c >= 8 multiple of 4 (Z3, r = c = 4i with i >= 2 symbolic), every channel and step (its index
    symbolic); the schedule's link for c <= {L}; simulated cross-check for r = c <= {c}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    beyond=True,
    mutants=("lg-at2-group-swap", "lg-ar-subrings-same-direction", "lg-at2-g10-via-right"),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("at2", "fully-utilized"),
    point=torus_point("c", square=True, rmin=8),
    notes=READING.replace("{L}", "L")
    + """ The part of 'all links fully utilized' that holds (at2-fully-utilized is refuted for r < c and for
    r = 4). Queries, UNSAT, on r = c = 4i, i >= 2: [phase1-step1], [phase1-step2] the offsets (1, 0), (-1, 0), (0, 1),
    (0, -1) leave by Bottom, Top, Right, Left in Step 1, and (1, 1), (-1, 1), (-1, -1), (1, -1) by Right, Top,
    Left, Bottom in Step 2 (every node sends a message to every offset, and receives in Step 1 the one its
    neighbour sent its way); [at2-phase1-partition] an (even, even) offset does not move in Phase 1; [steps] the
    rings' AR fills the phase; [still] a message whose ring destination is its node does not move, so a message
    between two nodes of one line waits at its source until the phase of that line's dimension; [lines-P-D] every
    line has a parity whose nodes run that line's rings in Phase P; [covered-P-D-sS] in step k of Stage S (k
    symbolic) every directed channel of such a line is crossed by the transfer of a candidate message sent from
    its own node along the line: the channel lies on logical channel L -> L + d, and the candidate leaves logical
    node L for L + d (Stage 1) or L or L - d for two logical hops (Stages 2 and 3, from L - 2dk, as in
    ar-fully-utilized-every-p), its route the spec's. lg-at2-group-swap makes lines-2-1 and lines-3-1 SAT,
    lg-ar-subrings-same-direction the Stage-2 and Stage-3 covered queries, lg-at2-g10-via-right phase1-step1.""",
)
def at2_fully_utilized_square_every_r(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_at2_every as ae  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    squares = torus_sizes(ctx.sizes.c, square=True, rmin=8)
    if (res := simulated_refutation("at2", squares, "fully-utilized")) is not None:
        return res
    if (bad_link := ae.at2_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad_link}")
    return ind.settle(
        [("at2-phase1-partition", lambda: ev.phase1_query(ctx.timeout)), *ae.utilized_parts(ctx.timeout)],
        step_smt2_file=UTILIZED_SMT2,
        symbolic="r = c = 4i, i >= 2; every line, channel and step index",
        link=f"the schedule's reading = at2_array_steps for r <= c multiples of 4 up to {ctx.sizes.L}",
        brute_force_cross_check=f"simulation, r = c in 8..{ctx.sizes.c}",
    )


TABLE1_SMT2 = "proofs/smt2/liu-gu-2006__table1-counts-every-rc__query.smt2"
BOXES_NOTE = """ Queries [table1-bottom], [table1-top], [table1-right], [table1-left], UNSAT on r = 4i <= c = 4j (i, j
    symbolic): the offsets whose message the spec's phase1_ports sends by the port in Step 1 are exactly two boxes,
    Bottom: dx odd < r/2 with dy even [G10, r/4 x c/2 offsets] or dy odd < c/2 [G11, r/4 x c/4]; Top: dx odd > r/2,
    dy even or odd > c/2; Right: dx even, dy odd < c/2 [G01, r/2 x c/4] or dx odd > r/2, dy odd < c/2; Left: dx even,
    dy odd > c/2 or dx odd < r/2, dy odd > c/2; the G10 (G01) ones stop after Step 1, the G11 ones all take one Step-2
    port (Right, Left, Top, Bottom) and lie in one quadrant (the spec's quadrant: QI, QIII, QII, QIV). Every node sends
    one message to every offset, so each count is its box's size, a product of two range lengths: (r/4)(c/2) = rc/8,
    (r/4)(c/4) = rc/16 (SymPy). That the schedule's Step 1 sends by phase1_ports of the offset is the link."""


_BOXES: dict[str, Any] = {
    "sizes": {"fast": {"c": 12, "L": 12}, "full": {"c": 32, "L": 16}},
    "domain": """every r <= c multiples of 4 (Z3, r = 4i and c = 4j with i <= j symbolic), every offset; the
    schedule's link for c <= {L}; simulated cross-check for c <= {c}; SymPy for the boxes' sizes""",
    "methods": ("z3", "brute", "sympy"),
    "expected": Verdict.PROVED,
    "scope": "every",
    "mutants": ("lg-at2-g10-via-right", "lg-at2-g11-quadrants-rotated"),
    "witnesses": ("formula",),
    "point": torus_point("c", form="formula"),
}


def _boxes_every(ctx: Context, f: Any, symbolic: Any, step2: bool) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_at2_every as ae  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    points = [{"r": r, "c": c} for r, c in torus_sizes(ctx.sizes.c)]
    res = check_formula(f, points, symbolic=symbolic, link=f"simulated for c <= {ctx.sizes.c}")
    if res.verdict is not Verdict.VERIFIED:
        return res
    if (bad_link := ae.at2_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad_link}")
    parts = ae.table1_parts(ctx.timeout)
    if step2:
        parts = [("at2-phase1-partition", lambda: ev.phase1_query(ctx.timeout)), *parts]
    return ind.settle(
        parts,
        step_smt2_file=TABLE1_SMT2,
        symbolic="r = 4i <= c = 4j, i and j symbolic; every offset",
        sympy_identity=res.evidence.get("symbolic"),
        link=f"Step 1 and 2 of at2_array_steps send by phase1_ports of the offset, r <= c <= {ctx.sizes.L}",
        brute_force_cross_check=f"simulated for r <= c multiples of 4 up to {ctx.sizes.c}",
    )


def _port_sym():
    import sympy as sp

    r, c = sp.symbols("r c", positive=True)
    return ((r / 4) * (c / 2) + (r / 4) * (c / 4), r * c / 8 + r * c / 16)


def _phase1_sym():
    import sympy as sp

    r, c = sp.symbols("r c", positive=True)
    return ((r / 4) * (c / 2) + (r / 4) * (c / 4) + (r / 4) * (c / 4), r * c / 4)


@PAPER.claim(
    "table1-counts-every-rc",
    reading="half-planes",
    source="Table I, Sect. IV-B (every r, c multiples of 4)",
    statement="For every r <= c multiples of 4, in Step 1 of Phase 1 every node sends rc/8 messages for G10 (Bottom, "
    "Top) or G01 (Right, Left) and rc/16 for G11 in QI (Bottom), QII (Right), QIII (Top), QIV (Left) on each port.",
    **_BOXES,
    subject=TABLE1,
    notes=FIG5_NOTE + " Groups are relative to the sending node; the G10/G01 rows are read as half-planes (see "
    "table1-quadrant-literal)." + BOXES_NOTE + " lg-at2-g10-via-right makes the Bottom and Right queries SAT, "
    "lg-at2-g11-quadrants-rotated all four.",
)
@guarded
def table1_counts_every_rc(ctx: Context) -> Result:
    return _boxes_every(ctx, TABLE1, _port_sym, False)


@PAPER.claim(
    "lemma4-phase1-every-rc",
    reading="Fig. 5 as rebuilt",
    source="Lemma 4, proof (every r, c multiples of 4)",
    statement="For every r <= c multiples of 4, Phase 1 transmits rc/8 + rc/16 messages in its first step and rc/16 "
    "in its second on its most loaded channel: rc/4 m t_w.",
    **_BOXES,
    subject=PHASE1,
    notes=FIG5_NOTE
    + BOXES_NOTE
    + """ Phase 1's transfers are one hop, one per node and port, so a step's largest load is its largest bundle.
    Step 1: each port's bundle is its two boxes, rc/8 + rc/16 at every node. Step 2: node v's bundle on a port is the
    G11 messages it received in Step 1 that take that Step-2 port; by the boxes those all came by one Step-1 port,
    from one neighbour, which sent one per offset of the G11 box (rc/16); [at2-phase1-partition] adds that a
    message with no Step-1 port has no Step-2 port. lg-at2-g10-via-right makes the Bottom and Right queries SAT,
    lg-at2-g11-quadrants-rotated all four.""",
)
@guarded
def lemma4_phase1_every_rc(ctx: Context) -> Result:
    return _boxes_every(ctx, PHASE1, _phase1_sym, True)
