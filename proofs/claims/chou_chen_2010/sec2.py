"""chou-chen-2010 Sect. 2: the worked examples of Fig. 4 (configuration 9, the tag 13)."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.domain import equal
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

WITNESSES = ("gsen-example",)


PERMUTATION_9 = [9, 7, 5, 3, 8, 1, 6, 4, 2, 0]
TAG_13 = {"dest": 5, "ports": [1, 1, 0, 1], "set_up_by_C9": True}


def _mismatch(N: int, what: str, got: Any, want: Any) -> Result:
    return refuted(
        Witness(
            "gsen-example",
            {"N": N},
            {"what": what, "printed": want},
            f"{what}: the spec gives {got}, the paper prints {want}",
            {"method": "simulation"},
        )
    )


@PAPER.claim(
    "fig4-permutation",
    reading="stage control, C = 9",
    source="Sect. 2 and Fig. 4(a)",
    statement="The 10 x 10 GSEN with stage-control configuration C = 9 = (1001)_2 realizes the permutation 9 7 5 3 8 1 "
    "6 4 2 0.",
    sizes={"fast": {"N": 10}},
    domain="N = {N}, C = 9",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=WITNESSES,
    mutants=("gsen-shuffle-rotated", "gsen-shuffle-no-carry"),
    subject={"what": "permutation of C = 9", "printed": PERMUTATION_9},
    point={"N": equal("N")},
    notes="Fig. 4(a) is missing from the text; read as stage control (its caption) with C = 9 (Sect. 3). "
    "9 = (1001)_2 is a palindrome, so both bit orders give this configuration.",
)
def fig4_permutation(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    got = cg.example(net, "permutation of C = 9")
    if got != PERMUTATION_9:
        return _mismatch(net.N, "permutation of C = 9", got, PERMUTATION_9)
    return verified(examined=sum(1 for a, b in zip(got, PERMUTATION_9) if a == b), permutation=got)


@PAPER.claim(
    "fig4-tag13",
    source="Sect. 2, Fig. 4(a)",
    statement="In Fig. 4(a), input 2 reaches output 5 with the tag 13 = (1101)_2: support 1 at stage 0, 1 at stage 1, "
    "0 at stage 2, 1 at stage 3; configuration 9 sets this path up.",
    sizes={"fast": {"N": 10}},
    domain="N = {N}, i = 2, F = 13",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=WITNESSES,
    mutants=("gsen-tag-bit-lsb", "gsen-shuffle-rotated"),
    subject={"what": "P(2, 13)", "printed": TAG_13},
    point={"N": equal("N")},
    notes="'support' = output port of the switch (Fig. 3); the tag's most significant bit drives stage 0.",
)
def fig4_tag13(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    p = gsen.path(net, 2, 13)
    S = gsen.family_states(net, "sc", 9)
    setup = all(S[s, p.switches[s]] == p.state(s) for s in range(net.n))
    got = cg.example(net, "P(2, 13)")
    if got != TAG_13 or not setup:
        return _mismatch(net.N, "P(2, 13)", got, TAG_13)
    return verified(
        examined=len(p.out_ports), dest=p.dest, ports=list(p.out_ports), backward=p.backward, C=p.backward ^ 13
    )
