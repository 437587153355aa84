"""liu-gu-2006 Sect. IV-A..C: algorithm AT2 on the all-port r x c torus (structure and properties).

Readings of the garbled Fig. 5 (recorded in every claim's notes): the set definitions B, R, T, L
(and B*, R*, T*, L*) are printed one line after the send they belong to, and the send lines name
the next set (``M_{T}`` on the Right port ...); we pair each port with the set of its own name
(Bottom sends B, Right R, Top T, Left L), which is the only pairing that matches Table I and keeps
paths shortest. ``y = (y0 mod 2) or ((y0 + 2j - 1) mod c)`` is read as "every column of y0's
parity, or the odd offsets 1, 3, ..., c/2 - 1", so Bottom carries all G10-relative messages of the
lower half (r/4 rows x c/2 columns = rc/8) and the G11-relative ones of the lower-right quadrant
(rc/16). Phase 2 and 3 run AR (listing reading) on logical rings whose logical hop is two channels.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.checkers import exchange, properties
from alltoall.checkers.formula import Formula, check_formula
from alltoall.checkers.result import Result, Verdict, proved, refuted, unknown, verified
from alltoall.proofs.claims.liu_gu_2006 import PAPER
from alltoall.proofs.claims.liu_gu_2006._sim import (
    run,
    schedule_subject,
    schedule_witness,
    torus_point,
    torus_sizes,
)
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import liu_gu

FIG5_NOTE = (
    "Fig. 5 is garbled: each port is paired with the set of its own name (Bottom B, Right R, Top T, Left L; "
    "Step 2: Bottom B* from the right neighbour, Right R* from the upper, Top T* from the left, Left L* from "
    "the lower neighbour); '(y0 mod 2) or ((y0 + 2j - 1) mod c)' is read as 'every column of y0's parity, or "
    "the odd offsets 1..c/2 - 1'. Phases 2 and 3 run AR (listing reading) on logical rings of c/2 (rows) and "
    "r/2 (columns) nodes; a logical ring of 2 nodes (r = 4 or c = 4) gets AR's formulas with p = 2 (one "
    "Stage-1 step, the whole bundle one way)."
)

SIZES = {"fast": {"c": 16, "shared": 8}, "full": {"c": 40, "shared": 12}, "deep": {"c": 64}}


def _property_claim(
    item: str,
    prop: str,
    statement: str,
    mutants: tuple[str, ...],
    *,
    expected: Any = Verdict.VERIFIED,
    square: bool | None = None,
    rmin: int = 4,
    notes: str = "",
    sizes: Any = None,
    source: Any = "Sect. IV-B",
    reading: str = "Fig. 5 as rebuilt",
    beyond: bool = False,
) -> Any:
    sizes = sizes or SIZES

    def check(ctx: Context) -> Result:
        pts = torus_sizes(ctx.sizes.c, square=square, rmin=rmin)
        examined = 0
        for r, c in pts:
            rep = run("at2", r, c)
            if prop == "delivers":
                bad = not rep.delivered or rep.violation is not None and rep.violation.property in ("causality", "path")
                if r * c <= ctx.sizes.shared**2:
                    bad = bad or properties.schedule_delivers(liu_gu.at2_schedule(r, c), r * c) is not None
                what = rep.violation.message if rep.violation else "a message is not delivered (shared property)"
            elif prop == "contention-free":
                bad = not rep.contention_free
                if r * c <= ctx.sizes.shared**2:
                    bad = bad or properties.schedule_contention_free(liu_gu.at2_schedule(r, c)) is not None
                what = rep.violation.message if rep.violation else "contention (shared property)"
            elif prop == "shortest":
                if not rep.ok:
                    return unknown(
                        f"AT2({r}, {c}) is not a sound schedule: {rep.violation.message if rep.violation else ''}"
                    )
                bad = not rep.all_shortest
                what = f"a message takes {rep.detour_example}"
            else:
                if not rep.ok:
                    return unknown(
                        f"AT2({r}, {c}) is not a sound schedule: {rep.violation.message if rep.violation else ''}"
                    )
                bad = not rep.fully_utilized
                idle_steps = [t for t, i in enumerate(rep.idle) if i]
                what = (
                    f"{len(idle_steps)} of {rep.steps} steps leave channels idle (step "
                    f"{idle_steps[0] if idle_steps else '-'}: "
                    f"{rep.idle[idle_steps[0]] if idle_steps else 0} of {4 * r * c} channels carry nothing)"
                )
            if bad:
                return refuted(
                    schedule_witness("at2", (r, c), "listing", prop, f"AT2 on the {r} x {c} torus: {what}"), r=r, c=c
                )
            examined += 1
        return verified(examined=examined, largest=list(pts[-1]) if pts else None)

    dom = {None: "every r <= c", True: "r = c", False: "r < c"}[square]
    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes=sizes,
        domain=f"AT2, r and c multiples of 4 with {rmin} <= r, {dom}, c <= {{c}} (step-level simulation; the shared "
        "schedule properties as well for r c <= {shared}^2)",
        methods=("brute",),
        expected=expected,
        notes=FIG5_NOTE + " " + notes,
        reading=reading,
        beyond=beyond,
        mutants=mutants,
        witnesses=("exchange-schedule",),
        subject=schedule_subject("at2", prop),
        point=torus_point("c", square=square, rmin=rmin),
    )


_property_claim(
    "at2-delivers",
    "delivers",
    "AT2 delivers every message M^(x,y)_(x',y') exactly once, each node sending only messages it holds.",
    ("lg-at2-g10-via-right", "lg-ar-half-circle-short"),
    source="Sect. IV-B, Fig. 5",
)
_property_claim(
    "at2-no-contention",
    "contention-free",
    "'There is no channel contention in our scheme': in every step every directed channel carries at most one bundle.",
    ("lg-at2-group-swap",),
)
_property_claim(
    "at2-shortest",
    "shortest",
    "'Every message is transmitted along the shortest paths': the channels a "
    "message crosses, summed over all steps, equal its torus distance.",
    ("lg-at2-g11-long-way", "lg-at2-g11-second-hop-reversed"),
)
_property_claim(
    "at2-fully-utilized",
    "fully-utilized",
    "'All communication links are fully utilized': every directed "
    "channel carries a bundle in every step, for every r <= c multiples of 4.",
    ("lg-at2-group-swap",),
    expected=Verdict.REFUTED,
    notes="Read as: no channel idle in any step. It fails when r < c (the column rings of Phase 2 finish "
    "after r/4 steps, the row rings take c/4) and when r = 4 or c = 4 (AR on a 2-node logical ring "
    "sends one way only). Witness 4 x 4.",
    reading="no channel idle in any step",
)
_property_claim(
    "at2-fully-utilized-square",
    "fully-utilized",
    "For square tori r = c >= 8 every directed channel carries a bundle in every step of AT2.",
    ("lg-at2-group-swap",),
    square=True,
    rmin=8,
    notes="The part of 'all links fully utilized' that holds.",
    reading="no channel idle in any step",
    beyond=True,
)
_property_claim(
    "at2-fully-utilized-nonsquare",
    "fully-utilized",
    "For r < c every directed channel carries a bundle in every step of AT2.",
    ("lg-at2-group-swap",),
    square=False,
    expected=Verdict.REFUTED,
    notes="Witness 4 x 8: Phase 2's column rings (r/2 = 2 nodes) finish after 1 step, the row rings need 2.",
    reading="no channel idle in any step",
)
_property_claim(
    "at2-nonpow2-nonsquare",
    "delivers",
    "AT2 accommodates non-power-of-two and non-square tori: it "
    "delivers every message exactly once also when r or c is not a power of two or r < c.",
    ("lg-at2-g10-via-right",),
    square=False,
    source="Abstract, Sect. I, VI",
    notes="Sizes r < c (non-square) include 4 x 12, 8 x 12, 12 x 16 ... (non-powers of two); square "
    "non-powers of two are in at2-delivers.",
)


@PAPER.claim(
    "at2-no-contention-z3",
    reading="Fig. 5 as rebuilt",
    source="Sect. IV-B",
    statement="AT2 has no channel contention, decided by Z3 on each step's transfers.",
    sizes={"fast": {"c": 4}, "full": {"c": 12}},
    domain="AT2, r <= c multiples of 4, c <= {c}; per step a bit-vector query over two transfers and two hop "
    "indices (coordinates advanced mod r, c); cross-checked with the simulator",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes=FIG5_NOTE,
    mutants=("lg-at2-group-swap",),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("at2", "contention-free"),
    point=torus_point("c"),
)
def at2_no_contention_z3(ctx: Context) -> Result:
    from alltoall.checkers.z3 import exchange as zx  # z3: kept out of the registry's import

    n, kept = 0, []
    for r, c in torus_sizes(ctx.sizes.c):
        free, qs, w = zx.contention_free("at2", r, c, timeout=ctx.timeout, keep_smt2=(r, c) == (4, 4))
        n += len(qs)
        brute = run("at2", r, c).contention_free
        if free is None:
            return unknown(f"{r} x {c}: a query was unknown or its model did not re-check")
        if free != brute:
            return unknown(f"{r} x {c}: Z3 says contention-free = {free}, the simulator {brute}")
        if not free:
            return refuted(
                schedule_witness(
                    "at2",
                    (r, c),
                    "listing",
                    "contention-free",
                    f"AT2 on {r} x {c}: step {w['step']}, transfers from nodes {w['nodes']} share "
                    f"channel {w['channel'][0]} -> {w['channel'][1]}",
                ),
                found_by="z3",
            )
        if (r, c) == (4, 4):
            kept = [q.evidence() for q in qs]
    return proved(examined=n, queries=n, smt2_4x4=kept)


# --- Table I ---------------------------------------------------------------------------------------


def table1_counts(r: int, c: int) -> dict[str, dict[str, int]]:
    """Step 1 of Phase 1, measured: per port, how many messages the node sends for each relative group,
    the same for every node (else the counts of the first node that differs, tagged 'node')."""
    g = liu_gu.at2_plan(r, c).network
    st = next(iter(liu_gu.at2_array_steps(r, c)))
    chans = g.channels()
    out: dict | None = None
    N = g.nodes
    for i in range(len(st.src)):
        u, v = chans[int(st.paths[i, 0])]
        port = liu_gu.PORT_NAMES[g.port(u, v)]
        ms = st.messages_of(i)
        (sx, sy), (dx, dy) = g.coord(int(st.src[i])), g.coord(ms % N)
        rx, ry = (dx - sx) % r, (dy - sy) % c
        grp = np.char.add(np.char.add("G", (rx % 2).astype(str)), (ry % 2).astype(str))
        counts = {str(k): int(v) for k, v in zip(*np.unique(grp, return_counts=True))}
        quads = {
            f"G11 in Q{['I', 'II', 'III', 'IV'][q - 1]}": int(n)
            for q, n in zip(
                *np.unique(
                    liu_gu.quadrant(r, c, rx[(rx % 2 == 1) & (ry % 2 == 1)], ry[(rx % 2 == 1) & (ry % 2 == 1)]),
                    return_counts=True,
                )
            )
        }
        row = {**counts, **quads}
        if out is None:
            out = {}
        out.setdefault(int(st.src[i]), {})[port] = row
    first = out[0]
    for node, rows in out.items():
        if rows != first:
            return {"node": node, **rows}
    return first


def table1_expected(r: int, c: int) -> dict[str, dict[str, int]]:
    """Table I for every node (relative groups): rc/8 G10 (G01) and rc/16 G11 per port, the G11 ones in
    QI (Bottom), QII (Right), QIII (Top), QIV (Left)."""
    a, b = r * c // 8, r * c // 16
    return {
        "Bottom": {"G10": a, "G11": b, "G11 in QI": b},
        "Right": {"G01": a, "G11": b, "G11 in QII": b},
        "Top": {"G10": a, "G11": b, "G11 in QIII": b},
        "Left": {"G01": a, "G11": b, "G11 in QIV": b},
    }


TABLE1 = Formula("Table I (per port: rc/8 + rc/16 messages by group and quadrant)", table1_expected, table1_counts)


@PAPER.claim(
    "table1-counts",
    reading="half-planes",
    source="Table I, Sect. IV-B",
    statement="In Step 1 of Phase 1 every node sends rc/8 messages for G10 (Bottom, Top) or G01 (Right, Left) "
    "and rc/16 for G11 in QI (Bottom), QII (Right), QIII (Top), QIV (Left) on each port.",
    sizes={"fast": {"c": 12}, "full": {"c": 32}},
    domain="AT2, every node, r <= c multiples of 4, c <= {c}; groups relative to the sending node",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    subject=TABLE1,
    notes=FIG5_NOTE + " Table I is stated for P(x0, y0) in G00; by symmetry every node sends the same counts "
    "for the groups relative to it. The G10/G01 rows are read as half-planes (Bottom: the rc/8 "
    "G10 nodes with (x - x0) mod r < r/2, i.e. QI and QIV), see table1-quadrant-literal.",
    mutants=("lg-at2-g10-via-right", "lg-at2-g11-quadrants-rotated"),
    witnesses=("formula",),
    point=torus_point("c", form="formula"),
)
def table1_claim(ctx: Context) -> Result:
    return check_formula(TABLE1, [{"r": r, "c": c} for r, c in torus_sizes(ctx.sizes.c)])


def g10_in_q1(r: int, c: int) -> int:
    """|{nodes of G10 (relative to a G00 node) in its QI}|, from the quadrant rule of Sect. IV-A."""
    dx, dy = np.divmod(np.arange(r * c), c)
    sel = (dx % 2 == 1) & (dy % 2 == 0)
    return int((liu_gu.quadrant(r, c, dx[sel], dy[sel]) == 1).sum())


TABLE1_LITERAL = Formula("rc/8 (Table I, 'G10 and QI')", lambda r, c: r * c // 8, g10_in_q1)


@PAPER.claim(
    "table1-quadrant-literal",
    reading="literal quadrants",
    source="Table I, Sect. IV-A quadrants",
    statement="Read literally, Table I's Lower Port row sends rc/8 messages 'whose destinations are in G10 and "
    "QI of P(x0, y0)': G10 and QI share rc/8 nodes.",
    sizes={"fast": {"c": 24}, "full": {"c": 64}},
    domain="r <= c multiples of 4, c <= {c}, quadrants as defined in Sect. IV-A",
    methods=("brute",),
    expected=Verdict.REFUTED,
    subject=TABLE1_LITERAL,
    notes="QI = {(x - x0) mod r <= r/2 and (y - y0) mod c <= c/2} holds r/4 (c/4 + 1) nodes of G10, which is "
    "rc/8 only when c = 4. The G11 rows of Table I match the quadrants exactly; the G10/G01 rows must mean "
    "half-planes (see table1-counts).",
    mutants=("lg-quadrant-rows-only",),
    witnesses=("formula",),
    point=torus_point("c", form="formula"),
)
def table1_quadrant_literal(ctx: Context) -> Result:
    from dataclasses import replace

    res = check_formula(TABLE1_LITERAL, [{"r": r, "c": c} for r, c in torus_sizes(ctx.sizes.c)])
    if res.witness is None:
        return res
    p = res.witness.params["point"]
    return replace(
        res, witness=replace(res.witness, picture={"renderer": "liu-gu-quadrants", "args": {"r": p["r"], "c": p["c"]}})
    )


# --- after Phase 1 (Sect. IV-B, IV-C data array, proof of Lemma 3) ---------------------------------


@PAPER.claim(
    "phase1-gathers",
    reading="Fig. 5 as rebuilt",
    source="Sect. IV-B, IV-C, proof of Lemma 3",
    statement="After Phase 1 each node holds rc messages, all from itself or its eight surrounding nodes and "
    "all destined for nodes of its own group; per destination column (row ring nodes: G00, G11) or "
    "row (column ring nodes: G01, G10) it holds three columns (rows) for its own, one for the "
    "opposite node and two for every other node of its logical ring.",
    sizes={"fast": {"c": 16}, "full": {"c": 32}},
    domain="AT2, every node, r <= c multiples of 4, c <= {c}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes=FIG5_NOTE + " A 'column of messages' is r messages "
    "(a row is c): the array A_{i,j}[0:r-1, 0:c-1] of Sect. IV-C.",
    mutants=("lg-at2-g11-second-hop-reversed", "lg-at2-g10-via-right"),
    witnesses=("exchange-schedule",),
    subject=schedule_subject("at2", "phase1-gathers"),
    point=torus_point("c"),
)
def phase1_gathers(ctx: Context) -> Result:
    examined = 0
    for r, c in torus_sizes(ctx.sizes.c):
        what = exchange.phase1_gather_defect(r, c)
        if what is not None:
            return refuted(
                schedule_witness(
                    "at2", (r, c), "listing", "phase1-gathers", f"AT2 on {r} x {c}: {what}", picture=False
                ),
                r=r,
                c=c,
            )
        examined += 1
    return verified(examined=examined, largest_c=ctx.sizes.c)
