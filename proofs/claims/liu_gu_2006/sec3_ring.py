"""liu-gu-2006 Sect. III: algorithm AR on the all-port ring, and Lemma 2.

Readings of the garbled Fig. 2 and of the prose (see :mod:`alltoall.spec.algorithms.liu_gu`):
``listing`` (messages to the node at offset exactly p/2 go clockwise to an even destination and
anticlockwise to an odd one, as Fig. 2's index ranges ``2i + 2 floor(p/4) + 1 .. 2i + p - 1`` and
``2i + 2 .. 2i + 2 ceil(p/4)`` say; Stage 3 has ceil(p/4) - 1 steps as in Lemma 2 and Fig. 2),
``prose-half-circle`` (Sect. III's rule "(j - i) mod p <= p/2 is the positive half-circle": every
such message clockwise; each stage runs until its messages arrive) and ``prose-stage3`` (Sect. III-A
says Stage 3 is "repeated floor(p/4) - 1 times at most").
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import exchange, properties
from alltoall.checkers.formula import Formula, check_formula
from alltoall.checkers.result import Result, Verdict, proved, refuted, unknown, verified
from alltoall.proofs.claims.liu_gu_2006 import PAPER
from alltoall.proofs.claims.liu_gu_2006._sim import (
    guarded,
    ring_point,
    ring_sizes,
    run,
    schedule_subject,
    schedule_witness,
    sound,
    with_schedule_picture,
)
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import liu_gu

LISTING_NOTE = (
    "Fig. 2 is garbled; AR is rebuilt from the prose, the stage sums of Lemma 2 and the legible index "
    "ranges of Fig. 2 (reading 'listing': a message to the node at offset p/2 goes clockwise to an even "
    "destination, anticlockwise to an odd one; Stage 2 has floor(p/4) steps, Stage 3 ceil(p/4) - 1). "
    "Stage 2's superscripts are both printed 2i-1-2k; read as 2i-2k (own) and 2i-1-2k (relayed), "
    "which gives the bundle sizes (floor(p/4) - k) + (ceil(p/4) - 1 - k) of sum (1)."
)


def _property_claim(
    item: str,
    prop: str,
    statement: str,
    mutants: tuple[str, ...],
    notes: str = "",
    reading: str = "listing: offset p/2 split by parity",
) -> Any:
    def check(ctx: Context) -> Result:
        largest, examined = None, 0
        for p in ring_sizes(ctx.sizes.p):
            rep = run("ar", p)
            if prop == "delivers":
                bad = not rep.delivered or rep.violation is not None and rep.violation.property in ("causality", "path")
                if p <= ctx.sizes.shared:  # the shared property on the shared schedule form
                    v = properties.schedule_delivers(liu_gu.ar_schedule(p), p)
                    bad = bad or v is not None
            elif prop == "contention-free":
                bad = not rep.contention_free
                if p <= ctx.sizes.shared:
                    bad = bad or properties.schedule_contention_free(liu_gu.ar_schedule(p)) is not None
            elif prop == "shortest":
                bad = not rep.all_shortest
            else:
                bad = not rep.fully_utilized
            if bad:
                what = (
                    rep.violation.message
                    if rep.violation
                    else (
                        f"detour {rep.detour_example}" if prop == "shortest" else f"idle channels per step {rep.idle}"
                    )
                )
                return refuted(
                    schedule_witness("ar", (p,), "listing", prop, f"AR on the ring of {p} nodes: {what}"), p=p
                )
            largest, examined = p, examined + 1
        return verified(examined=examined, largest_p=largest)

    PAPER.add(
        item,
        check,
        source="Sect. III-A, Fig. 2, Fig. 3",
        statement=statement,
        sizes={"fast": {"p": 64, "shared": 16}, "full": {"p": 256, "shared": 32}, "deep": {"p": 512}},
        domain="AR (listing reading) on every even p in 4..{p} (step-level simulation; the shared "
        "schedule properties as well for p <= {shared})",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes=LISTING_NOTE + " " + notes,
        mutants=mutants,
        witnesses=("exchange-schedule",),
        subject=schedule_subject("ar", prop),
        point=ring_point("p"),
        reading=reading,
    )


_property_claim(
    "ar-delivers",
    "delivers",
    "Algorithm AR delivers every message M^s_d to P_d exactly once, each node sending only messages it holds.",
    ("lg-ar-half-circle-short", "lg-ar-ceil-to-floor"),
)
_property_claim(
    "ar-no-contention",
    "contention-free",
    "AR has no link contention: in every step every directed channel carries at most one bundle.",
    ("lg-ar-subrings-same-direction",),
)
_property_claim(
    "ar-shortest", "shortest", "AR sends every message along a shortest path (min(o, p - o) hops).", ("lg-ar-long-way",)
)
_property_claim(
    "ar-fully-utilized",
    "fully-utilized",
    "AR fully utilizes the links: every directed channel carries a bundle in every step.",
    ("lg-ar-subrings-same-direction",),
    notes="'Full utilization' is read as: no channel idle in any step.",
    reading="no channel idle in any step",
)


@PAPER.claim(
    "ar-no-contention-z3",
    reading="listing: offset p/2 split by parity",
    source="Sect. III-A",
    statement="AR has no link contention, decided by Z3 on the schedule's transfers (one query per step).",
    sizes={"fast": {"p": 16}, "full": {"p": 64}},
    domain="AR (listing reading), every even p in 4..{p}; each step a bit-vector query over two transfers "
    "and two hop indices; cross-checked with the simulator",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes=LISTING_NOTE,
    mutants=("lg-ar-subrings-same-direction",),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("ar", "contention-free"),
    point=ring_point("p"),
)
def ar_no_contention_z3(ctx: Context) -> Result:
    from alltoall.checkers.z3 import exchange as zx  # z3: kept out of the registry's import

    queries, kept = 0, []
    for p in ring_sizes(ctx.sizes.p):
        free, qs, w = zx.contention_free("ar", p, timeout=ctx.timeout, keep_smt2=(p == 8))
        queries += len(qs)
        brute = run("ar", p).contention_free
        if free is None:
            return unknown(f"p = {p}: a query was unknown or its model did not re-check", p=p)
        if free != brute:
            return unknown(f"p = {p}: Z3 says contention-free = {free}, the simulator {brute}", p=p)
        if not free:
            return refuted(
                schedule_witness(
                    "ar",
                    (p,),
                    "listing",
                    "contention-free",
                    f"AR on {p} nodes: step {w['step']}, transfers from nodes {w['nodes']} "
                    f"share channel {w['channel'][0]} -> {w['channel'][1]}",
                ),
                found_by="z3",
            )
        if p == 8:
            kept = [q.evidence() for q in qs]
    return proved(examined=queries, queries=queries, smt2_p8=kept)


# --- Lemma 2 -------------------------------------------------------------------------------------


def _measure_cost(p: int) -> int:
    return sound("ar", p).cost


def _measure_steps(p: int) -> int:
    return sound("ar", p).steps


def _ceil_p2_8(p):
    return -(-p * p // 8)


TRANSMISSION = Formula("ceil(p^2/8) (Lemma 2, transmission in m t_w)", _ceil_p2_8, _measure_cost)
STARTUP = Formula("p/2 (Lemma 2, startups in t_s)", lambda p: p // 2, _measure_steps)


def _stage_total(q, residue):
    """Stage 1 + sum (1) + sum (2) with floor(p/4) = q and ceil(p/4) = q + (residue == 2)."""
    f, c = q, q + (1 if residue == 2 else 0)
    return c + f * c + f * (c - 1)


def _symbolic_transmission(residue):
    def sym():
        import sympy as sp

        q = sp.symbols("q", positive=True, integer=True)
        p = 4 * q + residue
        # ceil(p^2/8): p = 4q -> p^2/8 exactly; p = 4q + 2 -> (p^2 + 4)/8
        closed = p * p / 8 if residue == 0 else (p * p + 4) / 8
        return (_stage_total(q, residue), closed)

    return sym


def _symbolic_startup(residue):
    def sym():
        import sympy as sp

        q = sp.symbols("q", positive=True, integer=True)
        f, c = q, q + (1 if residue == 2 else 0)
        return (1 + f + (c - 1), (4 * q + residue) / 2)

    return sym


LEMMA2_EVERY_P = """Proved for every p: Z3 queries on the spec's routes and stage lengths run on p = 4q + residue
(q symbolic; checkers/z3/liu_gu_every.py, SMT-LIB proofs/smt2/liu-gu-2006__lemma2-transmission__step.smt2):
[lengths] Stage 2 has f = floor(p/4) steps, Stage 3 c - 1, c = ceil(p/4); [contention-*] a channel carries one
bundle per step, so a step's largest load is its largest bundle; per stage, with the step k symbolic, (into)
every message of a bundle (those leaving one node in one direction) has an index (first hop or not, sub-ring hops)
in Lemma 2's set of c (Stage 1), (f - k) + (c - 1 - k) (Stage 2) or (c - 1 - k) + (f - 1 - k) (Stage 3) members,
[one-to-one] no two messages of a bundle share one, [attained] one bundle has all. The sums of these maxima over
the steps are SymPy's (1) and (2); the schedule's link (which messages move from where in each step) is checked
against ar_array_steps for even p <= L. Mutants: lg-ar-opposite-positive (Stage 3 into SAT),
lg-ar-half-circle-short (Stage 2 attained SAT), lg-ar-ceil-to-floor (lengths SAT at p = 2 mod 4)."""


# p = 0 mod 4: floor = ceil, so a ceil/floor swap is invisible; p = 2 mod 4: the opposite node has the other parity
LEMMA2_MUTANTS = {
    0: ("lg-ar-opposite-positive", "lg-ar-half-circle-short"),
    2: ("lg-ar-ceil-to-floor", "lg-ar-half-circle-short"),
}

for _res in (0, 2):
    PAPER.add(
        f"lemma2-transmission-p{_res}mod4",
        guarded(lambda ctx, _r=_res: _transmission_every_p(ctx, _r)),
        reading="listing: offset p/2 split by parity",
        source="Lemma 2",
        subject=TRANSMISSION,
        statement=f"For p = {_res} mod 4, p >= 4, AR's transmission time is ceil(p^2/8) m t_w, meeting Lemma 1.",
        sizes={"fast": {"p": 64, "L": 24}, "full": {"p": 256, "L": 40}, "deep": {"p": 512, "L": 40}},
        domain=f"every p = {_res} mod 4, p >= 4 (Z3 on the spec's routes, p = 4q + {_res} with q and the step "
        "symbolic: every step's largest bundle); the schedule's link for even p <= {L}; simulated for every p = "
        f"{_res} mod 4 in 4..{{p}}; SymPy: Stage 1 (ceil(p/4)) + (1) + (2) equals ceil(p^2/8)",
        methods=("z3", "brute", "sympy"),
        expected=Verdict.PROVED,
        scope="every",
        notes=LISTING_NOTE + " Transmission = sum over steps of the largest bundle on any channel. " + LEMMA2_EVERY_P,
        mutants=LEMMA2_MUTANTS[_res],
        witnesses=("formula",),
        point=ring_point("p", _res, form="formula"),
    )
    PAPER.add(
        f"lemma2-startup-p{_res}mod4",
        guarded(lambda ctx, _r=_res: _startup_every_p(ctx, _r)),
        reading="listing: offset p/2 split by parity",
        source="Lemma 2",
        subject=STARTUP,
        statement=f"For p = {_res} mod 4, p >= 4, AR takes p/2 steps (startup p/2 t_s).",
        sizes={"fast": {"p": 64, "L": 24}, "full": {"p": 256, "L": 40}, "deep": {"p": 512, "L": 40}},
        domain=f"every p = {_res} mod 4, p >= 4 (Z3 on the spec's ar_steps, p = 4q + {_res} with q symbolic); the "
        "schedule's steps are ar_steps' for even p <= {L}; simulated for every p = "
        f"{_res} mod 4 in 4..{{p}}; SymPy: 1 + floor(p/4) + ceil(p/4) - 1 = p/2",
        methods=("z3", "brute", "sympy"),
        expected=Verdict.PROVED,
        scope="every",
        notes=LISTING_NOTE
        + " Proved for every p: one Z3 query runs the spec's ar_steps (1 + the stage lengths of stage_lengths, the "
        "plan's step count) on p = 4q + residue, q symbolic, against the closed form p // 2 (SMT-LIB: "
        "proofs/smt2/liu-gu-2006__lemma2-startup__query.smt2); that ar_array_steps yields that many steps, each "
        "moving the messages the routes say, is checked for even p <= L (the link, as for ar-delivers-every-p). "
        "lg-ar-stage3-extra-step breaks the query for both residues, lg-ar-ceil-to-floor for p = 2 mod 4.",
        mutants=LEMMA2_MUTANTS[_res] + ("lg-ar-stage3-extra-step",),
        witnesses=("formula",),
        point=ring_point("p", _res, form="formula"),
    )


def _lemma2_settle(ctx: Context, residues: tuple[int, ...], stages: tuple[int, ...], **evidence: Any) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    if (bad := ev.schedule_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad}")
    keep = ("contention", "lengths") + tuple(f"stage{st}-" for st in stages)
    parts = [
        (name, run) for r in residues for name, run in ev.lemma2_parts(r, ctx.timeout) if any(k in name for k in keep)
    ]
    return ind.settle(
        parts,
        step_smt2_file=ev.LEMMA2_SMT2,
        link=f"which messages move from where in each step = ar_array_steps, even p <= {ctx.sizes.L}",
        **evidence,
    )


def _transmission_every_p(ctx: Context, residue: int) -> Result:
    from alltoall.checkers.formula import symbolic_identity

    res = check_formula(
        TRANSMISSION,
        [{"p": p} for p in ring_sizes(ctx.sizes.p, residue)],
        symbolic=_symbolic_transmission(residue),
        link=f"simulated for p = {residue} mod 4 in 4..{ctx.sizes.p}",
    )
    if res.verdict is not Verdict.VERIFIED:
        return res
    sums = [symbolic_identity(_sum_symbolic(w)) for w in (1, 2)]
    if not all(ok for ok, _ in sums):
        return unknown(f"SymPy could not establish the stage sums: {[shown for _, shown in sums]}")
    return _lemma2_settle(
        ctx,
        (residue,),
        (1, 2, 3),
        symbolic=f"p = 4q + {residue}, q >= 1; every step k, node and message",
        sympy_identity=res.evidence.get("symbolic"),
        sympy_stage_sums=[shown for _, shown in sums],
        brute_force_cross_check=f"simulated for p = {residue} mod 4 in 4..{ctx.sizes.p}",
    )


def _startup_every_p(ctx: Context, residue: int) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import liu_gu_every as ev  # z3: kept out of the registry's import

    res = check_formula(
        STARTUP,
        [{"p": p} for p in ring_sizes(ctx.sizes.p, residue)],
        symbolic=_symbolic_startup(residue),
        link=f"simulated for p = {residue} mod 4 in 4..{ctx.sizes.p}",
    )
    if res.verdict is not Verdict.VERIFIED:
        return res
    if (bad := ev.schedule_model_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad}")
    return ind.settle(
        [(f"startup-p{residue}mod4", lambda: ev.startup_query(residue, STARTUP.formula, ctx.timeout))],
        step_smt2_file=ev.STARTUP_SMT2,
        symbolic=f"p = 4q + {residue}, q >= 1",
        sympy_identity=res.evidence.get("symbolic"),
        link=f"ar_array_steps has ar_steps(p) steps, moving what the routes say, for even p <= {ctx.sizes.L}",
        brute_force_cross_check=f"simulated for p = {residue} mod 4 in 4..{ctx.sizes.p}",
    )


def _stage_sum_every_p(ctx: Context, f: Formula, which: int) -> Result:
    res = check_formula(
        f,
        [{"p": p} for p in ring_sizes(ctx.sizes.p)],
        symbolic=_sum_symbolic(which),
        link=f"simulated for even p in 4..{ctx.sizes.p}",
    )
    if res.verdict is not Verdict.VERIFIED:
        return res
    return _lemma2_settle(
        ctx,
        RESIDUES_EVERY,
        (which + 1,),
        symbolic="p = 4q and 4q + 2, q >= 1; every step k of the stage, node and message",
        sympy_identity=res.evidence.get("symbolic"),
        brute_force_cross_check=f"simulated for even p in 4..{ctx.sizes.p}",
    )


RESIDUES_EVERY = (0, 2)


def _stage_costs(p: int) -> list[int]:
    rep = sound("ar", p)
    s2, s3 = liu_gu.ar_lengths(p)
    return [sum(rep.step_max[:1]), sum(rep.step_max[1 : 1 + s2]), sum(rep.step_max[1 + s2 : 1 + s2 + s3])]


def _sum_symbolic(which):
    def sym():
        import sympy as sp

        f, c, k = sp.symbols("f c k", integer=True, nonnegative=True)
        if which == 1:
            return (sp.summation((f - k) + (c - 1 - k), (k, 0, f - 1)), f * c)
        return (sp.summation((c - 1 - k) + (f - 1 - k), (k, 0, c - 2)), f * (c - 1))

    return sym


SUM1 = Formula("sum (1) = floor(p/4) ceil(p/4)", lambda p: (p // 4) * -(-p // 4), lambda p: _stage_costs(p)[1])
SUM2 = Formula(
    "sum (2) = floor(p/4) (ceil(p/4) - 1)", lambda p: (p // 4) * (-(-p // 4) - 1), lambda p: _stage_costs(p)[2]
)
for _item, _f, _w in (("stage-sum-1", SUM1, 1), ("stage-sum-2", SUM2, 2)):
    PAPER.add(
        _item,
        guarded(lambda ctx, _f=_f, _w=_w: _stage_sum_every_p(ctx, _f, _w)),
        reading="listing: offset p/2 split by parity",
        source=f"Lemma 2, eq. ({_w})",
        subject=_f,
        statement=(
            "Stage 2 costs sum_{k=0}^{floor(p/4)-1} [(floor(p/4) - k) + (ceil(p/4) - 1 - k)] = "
            "floor(p/4) ceil(p/4) m t_w."
            if _w == 1
            else "Stage 3 costs sum_{k=0}^{ceil(p/4)-2} [(ceil(p/4) - 1 - k) + (floor(p/4) - 1 - k)] = "
            "floor(p/4) (ceil(p/4) - 1) m t_w."
        ),
        sizes={"fast": {"p": 64, "L": 24}, "full": {"p": 256, "L": 40}},
        domain="every even p >= 4 (Z3 on the spec's routes, p = 4q and 4q + 2 with q and the step symbolic: the "
        "stage's steps and their largest bundles); the schedule's link for even p <= {L}; SymPy summation for "
        "symbolic floor(p/4) = f, ceil(p/4) = c; the stage's simulated cost for every even p in 4..{p}",
        methods=("z3", "sympy", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes=LISTING_NOTE + " Eq. (2) is followed in the text by a stray duplicated sum (extraction debris); "
        "the equality floor(p/4)(ceil(p/4) - 1) is what is checked. " + LEMMA2_EVERY_P,
        mutants=("lg-ar-ceil-to-floor",) if _w == 2 else ("lg-ar-half-circle-short",),
        witnesses=("formula",),
        point=ring_point("p", form="formula"),
    )


@PAPER.claim(
    "lemma2-step-bundles",
    reading="listing: offset p/2 split by parity",
    source="Lemma 2, proof",
    statement="Stage 1 transmits ceil(p/4) messages per channel; step k of Stage 2 carries (floor(p/4) - k) + "
    "(ceil(p/4) - 1 - k) and step k of Stage 3 (ceil(p/4) - 1 - k) + (floor(p/4) - 1 - k) on its "
    "most loaded channel.",
    sizes={"fast": {"p": 64}, "full": {"p": 256}},
    domain="AR (listing reading), every even p in 4..{p}, every step",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes=LISTING_NOTE,
    mutants=("lg-ar-half-circle-short", "lg-ar-opposite-positive"),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("ar", "step-bundles"),
    point=ring_point("p"),
)
def lemma2_step_bundles(ctx: Context) -> Result:
    examined = 0
    for p in ring_sizes(ctx.sizes.p):
        want = exchange.ar_step_bundles(p)
        rep = run("ar", p)
        if rep.step_max != want:
            return refuted(
                schedule_witness(
                    "ar",
                    (p,),
                    "listing",
                    "step-bundles",
                    f"AR on {p} nodes: the largest bundle per step is {rep.step_max}, the proof of Lemma 2 says {want}",
                    picture=True,
                    measured=rep.step_max,
                    paper=want,
                ),
                p=p,
            )
        examined += 1
    return verified(examined=examined, largest_p=ctx.sizes.p)


# --- the other readings --------------------------------------------------------------------------


def _measure_prose(p: int) -> int:
    return sound("ar", p, reading="prose-half-circle").cost


PROSE_TRANSMISSION = Formula("ceil(p^2/8) vs AR read with the prose's half-circle rule", _ceil_p2_8, _measure_prose)


@PAPER.claim(
    "lemma2-prose-half-circle",
    reading="prose: half-circle rule",
    source="Sect. III (half-circle rule) with Lemma 2",
    statement="Read with Sect. III's half-circle rule (a node at offset exactly p/2 is on the positive "
    "half-circle, so every such message goes clockwise), AR still costs ceil(p^2/8) m t_w.",
    sizes={"fast": {"p": 64}, "full": {"p": 256}},
    domain="AR, reading prose-half-circle (each stage runs until its messages arrive), even p in 4..{p}",
    methods=("brute",),
    expected=Verdict.REFUTED,
    subject=PROSE_TRANSMISSION,
    notes="Under this reading the clockwise channels carry p/4 more messages than the anticlockwise ones, so "
    "Lemma 1's bound cannot be met; at p = 4 the cost is 3, not 2, and the stages take 3 steps, not 2. "
    "The listing's reading (split by destination parity) is the one that meets Lemma 2.",
    mutants=("lg-ar-subrings-same-direction",),
    witnesses=("formula",),
    point=ring_point("p", form="formula"),
)
@guarded
def lemma2_prose_half_circle(ctx: Context) -> Result:
    return with_schedule_picture(
        check_formula(PROSE_TRANSMISSION, [{"p": p} for p in ring_sizes(ctx.sizes.p)]),
        "ar",
        reading="prose-half-circle",
    )


@PAPER.claim(
    "ar-prose-stage3-delivers",
    reading="prose as printed",
    source="Sect. III-A (Stage 3 'repeated floor(p/4) - 1 times')",
    statement="With Stage 3 repeated floor(p/4) - 1 times (the prose of Sect. III-A), AR delivers every message.",
    sizes={"fast": {"p": 64}, "full": {"p": 256}},
    domain="AR, reading prose-stage3, even p in 4..{p}",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="Lemma 2 and Fig. 2 give ceil(p/4) - 1 Stage-3 steps; the prose's floor(p/4) - 1 is one step short "
    "whenever p = 2 mod 4. Witness p = 6: M^0_4 (offset -2, an even destination reached anticlockwise) moves "
    "on the even sub-ring in Stage 3, which then has 6//4 - 1 = 0 steps, so it never leaves P_0.",
    mutants=("lg-ar-stage3-always-ceil",),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("ar", "delivers", reading="prose-stage3"),
    point=ring_point("p"),
)
def ar_prose_stage3_delivers(ctx: Context) -> Result:
    examined = 0
    for p in ring_sizes(ctx.sizes.p):
        rep = run("ar", p, reading="prose-stage3")
        if not rep.delivered:
            return refuted(
                schedule_witness(
                    "ar",
                    (p,),
                    "prose-stage3",
                    "delivers",
                    f"AR on {p} nodes with Stage 3 of floor(p/4) - 1 = {p // 4 - 1} steps: {rep.violation.message}",
                ),
                p=p,
            )
        examined += 1
    return verified(examined=examined, largest_p=ctx.sizes.p)
