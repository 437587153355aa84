"""chou-chen-2010 Sect. 2: the worked examples of Fig. 4 (configuration 9, the tag 13)."""

from __future__ import annotations

from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

WITNESSES = ("gsen-example",)


def _mismatch(what: str, got, want) -> Result:
    return refuted(Witness("gsen-example", {"N": 10}, {"what": what, "printed": want},
                           f"{what}: the spec gives {got}, the paper prints {want}", {"method": "simulation"}))


@PAPER.claim("fig4-permutation", source="Sect. 2 and Fig. 4(a)",
             statement="The 10 x 10 GSEN with stage-control configuration C = 9 = (1001)_2 realizes the permutation 9 7 5 3 8 1 6 4 2 0.",
             sizes={"fast": {"N": 10}}, domain="N = {N}, C = 9", methods=("brute",), expected=Verdict.VERIFIED,
             witnesses=WITNESSES, mutants=("gsen-shuffle-rotated", "gsen-shuffle-no-carry"),
             notes="Fig. 4(a) is missing from the text; read as stage control (its caption) with C = 9 (Sect. 3). "
                   "9 = (1001)_2 is a palindrome, so both bit orders give this configuration.")
def fig4_permutation(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    got = gsen.realize(net, gsen.family_states(net, "sc", 9)).tolist()
    want = [9, 7, 5, 3, 8, 1, 6, 4, 2, 0]
    return verified(permutation=got) if got == want else _mismatch("permutation of C = 9", got, want)


@PAPER.claim("fig4-tag13", source="Sect. 2, Fig. 4(a)",
             statement="In Fig. 4(a), input 2 reaches output 5 with the tag 13 = (1101)_2: support 1 at stage 0, 1 at stage 1, "
                       "0 at stage 2, 1 at stage 3; configuration 9 sets this path up.",
             sizes={"fast": {"N": 10}}, domain="N = {N}, i = 2, F = 13", methods=("brute",), expected=Verdict.VERIFIED,
             witnesses=WITNESSES, mutants=("gsen-tag-bit-lsb", "gsen-shuffle-rotated"),
             notes="'support' = output port of the switch (Fig. 3); the tag's most significant bit drives stage 0.")
def fig4_tag13(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    p = gsen.path(net, 2, 13)
    S = gsen.family_states(net, "sc", 9)
    setup = all(S[s, p.switches[s]] == p.state(s) for s in range(net.n))
    if (p.dest, p.out_ports, setup) != (5, (1, 1, 0, 1), True):
        return _mismatch("P(2, 13)", {"dest": p.dest, "ports": list(p.out_ports), "set up by C = 9": setup}, {"dest": 5, "ports": [1, 1, 0, 1]})
    return verified(dest=p.dest, ports=list(p.out_ports), backward=p.backward, C=p.backward ^ 13)
