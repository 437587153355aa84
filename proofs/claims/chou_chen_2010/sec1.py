"""chou-chen-2010 Sect. 1: hardware cost of an N x N GSEN against its 2^n x 2^n SEN (omega)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.domain import equal
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

WITNESSES = ("gsen-hardware-count",)


def saving(N: int) -> Fraction:
    """Fraction of switches an N x N GSEN saves against the 2^n x 2^n SEN (both n stages)."""
    n = gsen.stages(N)
    return 1 - Fraction(gsen.GSEN(N).switch_count, (1 << (n - 1)) * n)


def _threshold(pct: int, count: int, about: int) -> Any:
    def check(ctx: Context) -> Result:
        Ns = range(4, ctx.sizes.Nmax + 1, 2)
        c = sum(1 for N in Ns if saving(N) >= Fraction(pct, 100))
        share = Fraction(c, len(Ns))
        if c != count or round(100 * share) != about or len(Ns) != 5000:
            return refuted(
                Witness(
                    "gsen-hardware-count",
                    {"threshold_percent": pct, "Nmax": ctx.sizes.Nmax},
                    {"printed_count": count, "printed_percent": about},
                    f"{c} of the {len(Ns)} even N in 4..{ctx.sizes.Nmax} save at least {pct}% "
                    f"({float(100 * share):.2f}%), the paper prints {count} (about {about}%)",
                    {"method": "exact rational arithmetic"},
                ),
                count=c,
            )
        return verified(examined=len(Ns), count=c, of=len(Ns), percent=float(100 * share))

    PAPER.add(
        f"hardware-save-{pct}",
        check,
        reading="saving = 1 - GSEN/SEN",
        source="Sect. 1, hardware-cost statistics",
        statement=f"For {count} (about {about}%) of the 5000 even N in 4..10002, an N x N GSEN uses at least "
        f"{pct}% fewer switches than its 2^n x 2^n SEN.",
        sizes={"fast": {"Nmax": 10002}},
        domain="every even N in 4..{Nmax}, exact rationals",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        witnesses=WITNESSES,
        mutants=("gsen-stages-floor",),
        subject={"threshold_percent": pct, "printed_count": count, "printed_percent": about},
        point={"Nmax": equal("Nmax")},
        notes="Switches: GSEN (N/2) n, SEN 2^(n-1) n with n = ceil(log2 N); 'saves at least p%' read as "
        "1 - GSEN/SEN >= p/100 (the counts are the same with a strict >).",
    )


for _pct, _count, _about in ((10, 4175, 84), (20, 3356, 67), (30, 2537, 51), (40, 1632, 33)):
    _threshold(_pct, _count, _about)


SWITCHES_514 = {"gsen": 2570, "sen": 5120, "sen_N": 1024, "saving_percent": 50}


@PAPER.claim(
    "hardware-514",
    reading="1 - GSEN/SEN, rounded",
    source="Sect. 1, the 514-terminal example",
    statement="A 514 x 514 GSEN uses 2570 switches, its 1024 x 1024 SEN 5120; the GSEN saves about 50%.",
    sizes={"fast": {"N": 514}},
    domain="N = {N}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("gsen-example",),
    mutants=("gsen-stages-floor",),
    subject={"what": "switch counts", "printed": SWITCHES_514},
    point={"N": equal("N")},
    notes="'about 50%' read as 1 - 2570/5120 rounding to 50%.",
)
def hardware_514(ctx: Context) -> Result:
    examined = 0
    for N in (ctx.sizes.N,):
        got = cg.example(gsen.GSEN(N), "switch counts")
        if got != SWITCHES_514:
            return refuted(
                Witness(
                    "gsen-example",
                    {"N": N},
                    {"what": "switch counts", "printed": SWITCHES_514},
                    f"GSEN {got['gsen']} switches, SEN {got['sen_N']} x {got['sen_N']} {got['sen']} switches "
                    f"(saves about {got['saving_percent']}%); printed {SWITCHES_514}",
                    {"method": "arithmetic"},
                )
            )
        examined += 1
    return verified(
        examined=examined,
        gsen_switches=got["gsen"],
        sen_switches=got["sen"],
        saving=float(1 - Fraction(got["gsen"], got["sen"])),
    )
