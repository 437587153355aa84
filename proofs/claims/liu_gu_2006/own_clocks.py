"""liu-gu-2006 Lemmas 3 and 4 on non-square tori with every ring on its own clock.

The proof of Lemma 3 costs Phase 2 as the row rings' time alone: "Since r <= c, T_row ring >=
T_column ring. Hence ... T_Phase2 = T_row ring". That is a timing model in which each ring runs its
own steps: the column rings use channels no row ring uses and finish earlier, so a phase lasts as
long as its slowest ring. The lockstep model of :mod:`.sec4_costs` (every step of a phase costs the
largest bundle on any channel) is the other reading; under it Lemmas 3 and 4 fail on non-square tori
with c = 0 mod 8 (16 x 24: 1312 > 1152; 12 x 16: 424 > 384). Here the same schedule is costed with
rings on their own clocks (:mod:`alltoall.checkers.ring_clocks`): per phase, per physical row or
column, the sum over the phase's steps of the largest bundle on that line's channels; the phase
costs its slowest line; Lemma 4 sums the three phases.

Notation, paper -> ours: T_Phase2 = ``own_clock_costs("at2", r, c).phases[1]`` (in m t_w), the
total transmission time = ``.total``.

>>> from alltoall.checkers.ring_clocks import own_clock_costs
>>> own_clock_costs("at2", 12, 16).phases, 12 * 16 * 16 // 8
([48, 168, 168], 384)
"""

from __future__ import annotations

from alltoall.checkers.formula import Formula, check_formula
from alltoall.checkers.result import Verdict
from alltoall.checkers.ring_clocks import OwnClocks, own_clock_costs
from alltoall.proofs.claims.liu_gu_2006 import PAPER
from alltoall.proofs.claims.liu_gu_2006._sim import ScheduleBroken, guarded, torus_point, torus_sizes
from alltoall.proofs.claims.liu_gu_2006.sec4_costs import CLASS_SIZES, lemma3_value, lemma4_value
from alltoall.proofs.claims.liu_gu_2006.sec4_torus import FIG5_NOTE
from alltoall.proofs.registry import Context

READING = "rings on their own clocks"  # the lockstep claims (sec4_costs) take "lockstep"
TIMING_NOTE = (
    "Timing model: rings on their own clocks (the proof of Lemma 3: T_Phase2 = T_row ring). Each physical row "
    "and column pays, at each step of a phase, the largest bundle on its own channels; a phase lasts as long as "
    "its slowest line; the lockstep claims of the same class (every step costs the largest bundle anywhere) "
    "stay registered beside these."
)


def _own(r: int, c: int) -> OwnClocks:
    oc = own_clock_costs("at2", r, c)
    if not oc.ok:
        raise ScheduleBroken(f"AT2({r}, {c}) is not a sound schedule: {oc.defect}")
    return oc


LEMMA3_OWN = Formula(
    "Lemma 3 with rings on their own clocks: (rc/32 + rc/32 - r/8) c",
    lemma3_value,
    lambda r, c: _own(r, c).phases[1],
)
LEMMA4_OWN = Formula(
    "Lemma 4 with rings on their own clocks: r c^2/8",
    lemma4_value,
    lambda r, c: _own(r, c).total,
)

LOCKSTEP = {
    0: "Lockstep (lemma4-r0-c0-nonsquare) the same schedule costs 1312 > 1152 at 16 x 24; with rings on their own "
    "clocks it costs 96 + 528 + 528 = 1152.",
    4: "Lockstep (lemma4-r4-c0-nonsquare) the same schedule costs 424 > 384 at 12 x 16; with rings on their own "
    "clocks it costs 48 + 168 + 168 = 384.",
}


def _points(ctx: Context, r8: int) -> list[dict[str, int]]:
    return [{"r": r, "c": c} for r, c in torus_sizes(ctx.sizes.c, square=False, r8=r8, c8=0)]


for _r8 in (0, 4):
    _name = f"r{_r8}-c0-nonsquare"
    _dom = f"r < c, r = {_r8} mod 8, c = 0 mod 8, multiples of 4, c <= {{c}}; simulated, rings on their own clocks"
    PAPER.add(
        f"lemma3-{_name}-own-clocks",
        guarded(lambda ctx, r8=_r8: check_formula(LEMMA3_OWN, _points(ctx, r8))),
        source="Lemma 3, eq. (3)",
        reading=READING,
        subject=LEMMA3_OWN,
        statement=f"With every ring on its own clock, Phase 2 of AT2 costs (rc/32 + rc/32 - r/8) c m t_w "
        f"({_name} tori).",
        sizes=CLASS_SIZES,
        domain=_dom,
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes=FIG5_NOTE + " " + TIMING_NOTE + " The row lines are the slowest at every size of the domain "
        "(T_row ring >= T_column ring, as the proof says). " + LOCKSTEP[_r8],
        mutants=("lg-at2-g11-second-hop-reversed", "lg-at2-group-swap"),
        witnesses=("formula",),
        point=torus_point("c", square=False, r8=_r8, c8=0, form="formula"),
    )
    PAPER.add(
        f"lemma4-{_name}-own-clocks",
        guarded(lambda ctx, r8=_r8: check_formula(LEMMA4_OWN, _points(ctx, r8))),
        source="Lemma 4, Sect. IV-D (2)",
        reading=READING,
        subject=LEMMA4_OWN,
        statement=f"With every ring on its own clock, AT2's total transmission time is r c^2/8 m t_w, the bound "
        f"of Lemma 1 ({_name} tori).",
        sizes=CLASS_SIZES,
        domain=_dom,
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes=FIG5_NOTE + " " + TIMING_NOTE + " Phase 1 costs rc/8 + rc/16 + rc/16 under either model (its "
        "two steps load rows and columns alike). " + LOCKSTEP[_r8],
        mutants=("lg-at2-g11-second-hop-reversed", "lg-at2-group-swap"),
        witnesses=("formula",),
        point=torus_point("c", square=False, r8=_r8, c8=0, form="formula"),
    )
