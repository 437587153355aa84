"""chou-chen-2010 Sect. 6: the computer-aided sets of doubly / quadruply alternating configurations.

Each printed set is checked three ways: its element count against the printed bound, and whether it
fulfils all-to-all under each bit-order reading of the configuration number (most significant bit =
stage 0 as for C, A and F; or least significant bit = stage 0).
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.chou_chen_2010 import PAPER, listed_exactly
from alltoall.proofs.domain import Domain, equal
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import chou_chen as cc

SETS = cc.PRINTED_SETS
CORRECTED_68 = cc.CORRECTED_68
LSB_FULFILS = {36: False, 44: False, 68: False, 72: True, 76: False, 84: False, 92: True}


def _cover_claim(
    item: str,
    N: int,
    family: str,
    spans: Any,
    order: str,
    expected: Verdict,
    source: str,
    statement: str,
    mutants: Any,
    notes: Any = "",
    reading: Any = "",
) -> Any:
    def check(ctx: Context) -> Result:
        nums = cc.config_set(spans)
        miss = cg.family_cover_missing(N, family, nums, order)
        if miss:
            return refuted(
                Witness(
                    "gsen-cover-missing",
                    {"N": N},
                    {"configurations": cg.listing(family, nums, order), "pair": list(miss[0])},
                    f"read {order}, the {len(nums)} {family} configurations never send input {miss[0][0]} to output "
                    f"{miss[0][1]} "
                    f"({len(miss)} of the {N * N} pairs are missed)",
                    {"method": "simulation"},
                    picture=cg.pair_picture(
                        N,
                        miss[0],
                        f"GSEN(N={N}): every path from {miss[0][0]} to {miss[0][1]}; "
                        f"no listed configuration ({order}) sets one up",
                    ),
                ),
                missed=len(miss),
            )
        return verified(examined=len(nums), configurations=len(nums))

    text = (
        f"the configurations are the set {{{', '.join(f'{a}~{b}' for a, b in spans)}}} of {family} configurations, "
        f"read {order}"
    )
    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes={"fast": {"N": N}},
        domain="N = {N}, every pair",
        methods=("brute",),
        expected=expected,
        witnesses=("gsen-cover-missing",),
        mutants=mutants,
        point=Domain({"N": equal("N")}, rules=(listed_exactly(family, cc.config_set(spans), order, text),)),
        reading=reading or f"{order[:3]} = stage 0",
        notes=notes
        or f"Configuration number bit order: {order} (bit of stage 0 is the "
        f"{'most' if order == 'msb-first' else 'least'} significant).",
    )


for _N, (_fam, _bound, _spans) in SETS.items():
    _stmt = f"R({_N}) <= {_bound}, by the printed {_fam} alternating set {{{', '.join(f'{a}~{b}' for a, b in _spans)}}}"
    _cover_claim(
        f"sec6-R{_N}-msb-first",
        _N,
        _fam,
        _spans,
        "msb-first",
        Verdict.VERIFIED,
        "Sect. 6, computer-aided results",
        _stmt + ": it fulfils all-to-all (most significant bit = stage 0).",
        ("gsen-doubly-period", "gsen-shuffle-no-carry")
        if _fam == "doubly"
        else ("gsen-shuffle-no-carry", "gsen-quadruply-period"),
    )
    _exp = Verdict.VERIFIED if LSB_FULFILS[_N] else Verdict.REFUTED
    _cover_claim(
        f"sec6-R{_N}-lsb-first",
        _N,
        _fam,
        _spans,
        "lsb-first",
        _exp,
        "Sect. 6, computer-aided results",
        _stmt + ": it fulfils all-to-all (least significant bit = stage 0).",
        ("gsen-shuffle-no-carry",) if _exp is Verdict.VERIFIED else ("gsen-config-bit-lsb",),
    )

_cover_claim(
    "sec6-R68-corrected",
    68,
    "doubly",
    CORRECTED_68,
    "msb-first",
    Verdict.VERIFIED,
    "Sect. 6, computer-aided results",
    "R(68) <= 72 with the printed set read with 100~103 for 100~104: 72 doubly alternating configurations fulfil "
    "all-to-all.",
    ("gsen-doubly-period", "gsen-config-bit-lsb"),
    notes="Reading of a typo: every other span of the printed sets has a length divisible by 4.",
    reading="typo: 100~104 as 100~103",
)
_cover_claim(
    "thm5.5-upper-lsb-first",
    20,
    "doubly",
    [(0, 15), (20, 23), (28, 31)],
    "lsb-first",
    Verdict.VERIFIED,
    "Theorem 5.5 and Fig. 13",
    "The printed A' for N = 20 also fulfils all-to-all with the least significant bit = stage 0.",
    ("gsen-shuffle-no-carry",),
)


def _count_claim(N: int) -> Any:
    fam, bound, spans = SETS[N]
    expected = Verdict.VERIFIED if len(cc.config_set(spans)) == bound else Verdict.REFUTED

    def check(ctx: Context) -> Result:
        nums = cc.config_set(spans)
        if len(nums) == bound:
            return verified(examined=len(nums), elements=len(nums))
        if cg.family_cover_missing(N, fam, nums):
            return unknown(
                "the printed set does not fulfil all-to-all under this spec: the count finding is not isolated"
            )
        return refuted(
            Witness(
                "gsen-set-count",
                {"N": N, "printed_bound": bound},
                {"spans": [list(s) for s in spans]},
                f"the printed set {{{', '.join(f'{a}~{b}' for a, b in spans)}}} has {len(nums)} elements, not {bound}: "
                f"it shows R({N}) <= {len(nums)}",
                {"method": "counting"},
                picture={
                    "renderer": "count-bars",
                    "args": {
                        "categories": [f"{a}~{b}" for a, b in spans],
                        "series": [["configurations in the span", [b - a + 1 for a, b in spans]]],
                        "ylabel": "configurations",
                        "xlabel": "printed span a~b (a, a+1, ..., b)",
                        "title": f"R({N}) <= {bound} as printed: its spans hold "
                        f"{' + '.join(str(b - a + 1) for a, b in spans)} = {len(nums)} configurations, not {bound}",
                    },
                },
            ),
            elements=len(nums),
        )

    PAPER.add(
        f"sec6-R{N}-count",
        check,
        reading="a ~ b as a, a+1, ..., b",
        source="Sect. 6, computer-aided results",
        statement=f"The set printed for R({N}) <= {bound} has {bound} elements.",
        sizes={"fast": {"N": N}},
        domain="N = {N}, the printed spans",
        methods=("brute",),
        expected=expected,
        witnesses=("gsen-set-count",),
        point={"N": equal("N")},
        subject={"printed_bound": bound, "spans": [list(s) for s in spans]},
        mutants=("gsen-span-exclusive",) if expected is Verdict.VERIFIED else ("gsen-shuffle-no-carry",),
        notes="'a ~ b' read as a, a+1, ..., b. For N = 68 the count is refuted only while the set fulfils all-to-all "
        "(else unknown).",
    )


for _N in SETS:
    _count_claim(_N)
