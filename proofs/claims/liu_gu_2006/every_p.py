"""liu-gu-2006 for every size: AR delivers every message and is contention-free for every even p (Sect.
III-A); Table I's Phase-1 port sets partition the other groups' destinations for every r, c (Sect. IV-B).

p = 4q + residue, residue 0 or 2, q >= 1 symbolic: the spec's ``ar_routes`` and ``stage_lengths`` run on
symbolic integers (:mod:`alltoall.checkers.z3.liu_gu_every`), so the queries change with the spec. The bounded
claims ar-delivers and ar-no-contention (simulation) are the cross-check. Z3 is imported inside the checks.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.result import Result, Verdict, refuted, unknown
from alltoall.proofs.claims.liu_gu_2006 import PAPER
from alltoall.proofs.claims.liu_gu_2006._sim import (
    ring_point,
    ring_sizes,
    run,
    schedule_subject,
    schedule_witness,
    simulated_refutation,
    torus_point,
)
from alltoall.proofs.claims.liu_gu_2006.sec3_ring import LEMMA2_EVERY_P, LISTING_NOTE, _lemma2_settle
from alltoall.proofs.registry import Context

AR_SMT2 = "proofs/smt2/liu-gu-2006__ar-every-p__step.smt2"
PHASE1_SMT2 = "proofs/smt2/liu-gu-2006__at2-phase1-partition-every-rc__query.smt2"

_NOTES = (
    """The schedule as the queries read it: Stage 1 moves each message whose route has a first hop one hop
from its source; step k of Stage 2 (3) moves two hops every message of that stage with more than k sub-ring hops,
from a + dir * first + 2 dir k (ARMoves.at, ar_array_steps). That reading is checked against the spec's
ar_array_steps step by step, message by message, for even p <= {L} (the link). The spec's routes and stage
lengths themselves run on symbolic p = 4q + residue (q >= 1, every branch and np.where forked into its feasible
paths; linear integer arithmetic). SMT-LIB: """
    + AR_SMT2
    + " (python -m alltoall.checkers.z3.liu_gu_every)."
)


def _check(ctx: Context, prop: str) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    if (res := simulated_refutation("ar", [(p,) for p in ring_sizes(ctx.sizes.p)], prop)) is not None:
        return res
    if (bad_link := ev.schedule_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad_link}")
    if prop in ("shortest", "fully-utilized"):
        which = "shortest" if prop == "shortest" else "utilized"
        parts = ev.ar_path_parts(which, ctx.timeout)
        smt2 = ev.SHORTEST_SMT2 if prop == "shortest" else ev.UTILIZED_SMT2
    else:
        parts = [(n, f) for n, f in ev.ar_parts(ctx.timeout) if (n.endswith("deliver")) == (prop == "delivers")]
        smt2 = AR_SMT2
    return ind.settle(
        parts,
        step_smt2_file=smt2,
        symbolic="p = 4q and p = 4q + 2, q >= 1; every source, destination and step index",
        link=f"the schedule's reading = ar_array_steps for even p <= {ctx.sizes.L}",
        brute_force_cross_check=f"simulation, even p in 4..{ctx.sizes.p}",
    )


_AR_EVERY: dict[str, Any] = {
    "sizes": {"fast": {"p": 32, "L": 24}, "full": {"p": 128, "L": 40}},
    "methods": ("z3", "brute"),
    "expected": Verdict.PROVED,
    "scope": "every",
    "witnesses": ("exchange-schedule",),
    "point": ring_point("p"),
}


@PAPER.claim(
    "ar-delivers-every-p",
    reading="listing: offset p/2 split by parity",
    source="Sect. III-A, Fig. 2 (every even p)",
    statement="For every even p >= 4, algorithm AR delivers every message M^s_d to P_d: each message's route ends at "
    "its destination within the steps of its stage.",
    domain="""every even p >= 4 (Z3, p = 4q and 4q + 2 with q symbolic), every source and destination; the
    schedule's link for even p <= {L}; simulated cross-check for even p in 4..{p}""",
    mutants=("lg-ar-half-circle-short", "lg-ar-ceil-to-floor", "lg-ar-opposite-positive"),
    subject=schedule_subject("ar", "delivers"),
    notes=_NOTES
    + """ Query (deliver), per residue, UNSAT: some a != b whose route's sub-ring hops exceed its stage's length
    (floor(p/4) for Stage 2, ceil(p/4) - 1 for Stage 3) or whose route a + dir (first + 2 sub) does not end at b
    (mod p). Mutants that break it: lg-ar-half-circle-short (both residues), lg-ar-ceil-to-floor (p = 2 mod 4),
    lg-ar-opposite-positive (p = 0 mod 4); the link holds under each.""",
    **_AR_EVERY,
)
def ar_delivers_every_p(ctx: Context) -> Result:
    return _check(ctx, "delivers")


@PAPER.claim(
    "ar-no-contention-every-p",
    reading="listing: offset p/2 split by parity",
    source="Sect. III-A, Fig. 2 (every even p)",
    statement="For every even p >= 4, AR has no link contention: in every step every directed channel carries at most "
    "one bundle.",
    domain="""every even p >= 4 (Z3, p = 4q and 4q + 2 with q symbolic), every step (its index symbolic) and pair
    of messages; the schedule's link for even p <= {L}; simulated cross-check for even p in 4..{p}""",
    mutants=("lg-ar-subrings-same-direction",),
    subject=schedule_subject("ar", "contention-free"),
    notes=_NOTES
    + """ Queries (contention-2), (contention-3), per residue, UNSAT: in step k of Stage 2 (3), k symbolic below the
    stage's length, two moving messages leave different nodes or in different directions, yet their two-hop
    transfers share a directed channel. Stage 1's one-hop transfers are one per node and direction (no query).
    lg-ar-subrings-same-direction (both sub-rings clockwise in Stage 2) makes both SAT.""",
    **_AR_EVERY,
)
def ar_no_contention_every_p(ctx: Context) -> Result:
    return _check(ctx, "contention-free")


@PAPER.claim(
    "ar-shortest-every-p",
    reading="listing: offset p/2 split by parity",
    source="Sect. III-A, Fig. 2 (every even p)",
    statement="For every even p >= 4, AR sends every message along a shortest path: M^s_d crosses min(o, p - o) "
    "channels, o = (d - s) mod p.",
    domain="""every even p >= 4 (Z3, p = 4q and 4q + 2 with q symbolic), every source and destination; the
    schedule's link for even p <= {L}; simulated cross-check for even p in 4..{p}""",
    mutants=("lg-ar-half-circle-short", "lg-ar-long-way"),
    subject=schedule_subject("ar", "shortest"),
    notes=_NOTES.replace(AR_SMT2, "proofs/smt2/liu-gu-2006__ar-shortest-every-p__query.smt2")
    + """ So a message crosses first + 2 sub channels, one per hop of its transfers. Query [shortest], per residue,
    UNSAT: some a != b whose route makes first + 2 sub hops other than min(o, p - o), o = (b - a) mod p. With
    ar-delivers-every-p (the route ends at b) the route is a shortest path. lg-ar-half-circle-short makes it SAT
    for both residues; lg-ar-long-way is caught by the simulation (its patched route does not run on symbolic
    integers, so the query is not built: unknown).""",
    **_AR_EVERY,
)
def ar_shortest_every_p(ctx: Context) -> Result:
    return _check(ctx, "shortest")


@PAPER.claim(
    "ar-fully-utilized-every-p",
    reading="no channel idle in any step",
    source="Sect. III-A, Fig. 2 (every even p)",
    statement="For every even p >= 4, AR fully utilizes the links: every directed channel carries a bundle in every "
    "step.",
    domain="""every even p >= 4 (Z3, p = 4q and 4q + 2 with q symbolic), every channel and step (its index
    symbolic); the schedule's link for even p <= {L}; simulated cross-check for even p in 4..{p}""",
    mutants=("lg-ar-subrings-same-direction",),
    subject=schedule_subject("ar", "fully-utilized"),
    notes=_NOTES.replace(AR_SMT2, "proofs/smt2/liu-gu-2006__ar-fully-utilized-every-p__query.smt2")
    + """ 'Full utilization' is read as: no channel idle in any step. Queries [covered-1..3], per residue, UNSAT: a
    channel x -> x + d (x, d and the step k symbolic) that no candidate message crosses in step k of the stage.
    Stage 1: the message x -> x + d makes its first hop from x that way. Stages 2 and 3: of the messages
    y - 2dk -> y + 2d (y = x, the transfer's first channel, or y = x - d, its second), whose route has no first
    hop and k + 1 sub-ring hops, one leaves y in direction d in step k. The candidates are the spec's routes of
    those messages, not assumed. lg-ar-subrings-same-direction (the sub-rings' directions in Stage 2 not
    opposite) makes covered-2 and covered-3 SAT for both residues.""",
    **_AR_EVERY,
)
def ar_fully_utilized_every_p(ctx: Context) -> Result:
    return _check(ctx, "fully-utilized")


@PAPER.claim(
    "lemma2-step-bundles-every-p",
    reading="listing: offset p/2 split by parity",
    source="Lemma 2, proof (every even p)",
    statement="For every even p >= 4, Stage 1 of AR transmits ceil(p/4) messages per channel; step k of Stage 2 "
    "carries (floor(p/4) - k) + (ceil(p/4) - 1 - k) and step k of Stage 3 (ceil(p/4) - 1 - k) + (floor(p/4) - 1 - k) "
    "on its most loaded channel.",
    domain="""every even p >= 4 (Z3 on the spec's routes, p = 4q and 4q + 2 with q and the step k symbolic), every
    channel; the schedule's link for even p <= {L}; simulated cross-check for even p in 4..{p}""",
    mutants=("lg-ar-half-circle-short", "lg-ar-opposite-positive", "lg-ar-ceil-to-floor"),
    subject=schedule_subject("ar", "step-bundles"),
    notes=LISTING_NOTE
    + " The per-step maxima the lemma2-transmission and stage-sum claims sum, stated step by step: "
    + LEMMA2_EVERY_P,
    **_AR_EVERY,
)
def lemma2_step_bundles_every_p(ctx: Context) -> Result:
    from alltoall.checkers import exchange

    for p in ring_sizes(ctx.sizes.p):
        want: Any = exchange.ar_step_bundles(p)
        got: Any = run("ar", p).step_max
        if got != want:
            what = f"the largest bundle per step is {got}, the proof of Lemma 2 says {want}"
            return refuted(
                schedule_witness(
                    "ar", (p,), "listing", "step-bundles", f"AR on {p} nodes: {what}", measured=got, paper=want
                ),
                p=p,
            )
    return _lemma2_settle(
        ctx,
        (0, 2),
        (1, 2, 3),
        symbolic="p = 4q and 4q + 2, q >= 1; every step k, node and message",
        brute_force_cross_check=f"simulated for even p in 4..{ctx.sizes.p}",
    )


@PAPER.claim(
    "at2-phase1-partition-every-rc",
    reading="Fig. 5 as rebuilt",
    source="Table I, Sect. IV-B (Phase 1, every r, c multiples of 4)",
    statement="""For every r <= c multiples of 4, Phase 1's port sets (Table I) partition the destinations of the other
    groups: a message whose destination offset (dx, dy) is not (even, even) leaves by exactly one port in Step 1, and
    when dx and dy are both odd by one port of the other dimension in Step 2, each hop towards its destination along
    a shortest way, and so arrives at a node of its destination's group; a message for an (even, even) offset stays.""",
    sizes={"fast": {"c": 16}, "full": {"c": 32}},
    domain="""every r <= c multiples of 4 (Z3, r = 4i and c = 4j with i, j symbolic), every offset; brute force
    for c <= {c}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("lg-at2-g10-via-right", "lg-at2-g11-second-hop-reversed"),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("at2", "phase1-gathers"),
    point=torus_point("c"),
    notes="""One query on the spec's phase1_ports (Table I as rebuilt) run on symbolic r = 4i, c = 4j (1 <= i <= j)
    and offsets 0 <= dx < r, 0 <= dy < c (every branch, comparison and np.where/np.select forked into its feasible
    paths), UNSAT: some offset whose ports are wrong (a port for an (even, even) offset, none or two in one
    dimension for another, a hop away from the destination: +1 is shortest for 1 <= offset <= n/2, -1 for
    offset >= n/2). The sets of offsets by first port are then disjoint (one port each) and cover the offsets
    that are not (even, even). The schedule's use of Table I (the messages' places after Phase 1) is the bounded
    claim phase1-gathers. SMT-LIB: """
    + PHASE1_SMT2
    + """. Both mutants make the query SAT (at 4 x 4).""",
)
def at2_phase1_partition_every_rc(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    if (bad := ev.phase1_violation(ctx.sizes.c)) is not None:
        r, c, dx, dy = bad
        return refuted(
            schedule_witness(
                "at2",
                (r, c),
                "listing",
                "phase1-gathers",
                f"AT2 on {r} x {c}: Table I's route for the offset ({dx}, {dy}) does not reach the destination's "
                "group along a shortest way",
                picture=False,
            ),
            r=r,
            c=c,
        )
    return ind.settle(
        [("at2-phase1-partition", lambda: ev.phase1_query(ctx.timeout))],
        step_smt2_file=PHASE1_SMT2,
        symbolic="r = 4i, c = 4j, 1 <= i <= j; every offset",
        brute_force_cross_check=f"r <= c multiples of 4, c <= {ctx.sizes.c}",
    )
