"""chou-chen-2010 Sect. 3: N <= R(N) <= R_sc(N) = 2^n (Lemmas 3.1-3.7, Theorem 3.8)."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers import properties as props
from alltoall.checkers.result import Result, Verdict, Witness, combine, refuted, verified
from alltoall.checkers.rn import certificate as ce
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

Z3_SIZES = {"fast": {"zmax": 16, "Nmax": 64}, "full": {"zmax": 40, "Nmax": 128}, "deep": {"zmax": 64, "Nmax": 256}}


def _brute(name: str, Nmax: int, lo: int) -> Result:
    examined = 0
    for N in range(lo, Nmax + 1, 2):
        v = cg.lemma_violation(name, gsen.GSEN(N))
        if v:
            return refuted(
                Witness(
                    "gsen-lemma",
                    {"N": N, "lemma": name},
                    {"message": v},
                    f"{gsen.GSEN(N)}: {v}",
                    {"method": "enumeration of every path"},
                ),
                N=N,
            )
        examined += 1
    return verified(examined=examined, largest_N=Nmax)


def _lemma(
    name: str, source: str, statement: str, notes: str, mutants: tuple[str, ...], lo: int = 2, reading: str = ""
) -> Any:
    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import gsen as zg  # z3: kept out of the registry's import

        b = _brute(name, ctx.sizes.Nmax, lo)
        if b.verdict is Verdict.REFUTED:
            return b
        z = zg.sweep(zg.QUERIES[name], range(lo, ctx.sizes.zmax + 1, 2), ctx.timeout)
        r = combine([("z3", z), ("brute", b)])
        return r

    PAPER.add(
        name,
        check,
        source=source,
        statement=statement,
        sizes=Z3_SIZES,
        domain=f"Z3 symbolic in i and the tags for every even N in {lo}.."
        "{zmax}; every path of every even N in "
        f"{lo}.."
        "{Nmax} enumerated",
        methods=("z3", "brute"),
        expected=Verdict.VERIFIED,
        notes=notes,
        witnesses=("gsen-lemma",),
        mutants=mutants,
        subject={"lemma": name},
        point={"N": span(lo, "Nmax", 2)},
        reading=reading,
    )


_lemma(
    "lemma3.3",
    "Lemma 3.3 (from Lan et al.)",
    "The path P(i, F) ends at output (i 2^n + F) mod N and its backward control tag is floor((i 2^n + F) / N).",
    "B read as the input ports of the switches along the path, stage 0 most significant.",
    ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
    reading="input ports, stage 0 most significant",
)
_lemma(
    "lemma3.4",
    "Lemma 3.4",
    "Under stage control, every path set up by configuration C has C = B xor F.",
    "c_l is the state of stage n-1-l (most significant bit = stage 0), as for F and B.",
    ("gsen-config-bit-lsb",),
)
_lemma(
    "lemma3.5",
    "Lemma 3.5",
    "For every input i, P(i, F) is a unique path iff 2^n - N <= F < N; in particular P(i, 2^(n-1)) and P(i, 2^(n-1) + "
    "1) are.",
    "Unique path: no other tag from i reaches the same output.",
    ("gsen-shuffle-rotated", "gsen-stages-floor"),
)
_lemma(
    "lemma3.6",
    "Lemma 3.6",
    "B_{2^(n-1)} = B_{2^(n-1)+1}: the two tags give every input the same backward tag.",
    "Checked input by input (stronger than equality of the two sets). N = 2 is left out: n = 1 and the tag "
    "2^(n-1) + 1 = 2 does not exist.",
    ("gsen-tag-bit-lsb",),
    lo=4,
)
_lemma(
    "lemma3.7",
    "Lemma 3.7",
    "For every F, the set B_F has no two consecutive holes; indeed B(i-1, F) + 1 <= B(i, F) <= B(i-1, F) + 2.",
    "Z3 checks the proof's inequalities (with B(0, F) <= 1, B(N-1, F) >= 2^n - 2); brute force checks the holes "
    "directly too.",
    ("gsen-shuffle-rotated",),
)


#: Replay enumerates every configuration of GSEN(N) up to this N (the widest tier's ``Nall``).
EXHAUSTIVE_N = 8


def lemma31_violation(net: gsen.GSEN, exhaustive: bool) -> str | None:
    """Lemma 3.1 on ``net``: (when ``exhaustive``) every configuration realizes a permutation, and
    the 2^n stage-control configurations deliver every pair. None when both hold."""
    if exhaustive:
        for S in gsen.all_states(net):
            v = props.bijective(gsen.realize(net, S))
            if v:
                return f"{net}: the configuration {S.tolist()} realizes no permutation: {v.message}"
    miss = ce.missing_pairs(net, [{"family": "sc", "number": C} for C in range(net.tags)])
    if miss:
        return f"the {net.tags} stage-control configurations of {net} never send {miss[0][0]} to {miss[0][1]}"
    return None


@PAPER.claim(
    "lemma3.1",
    source="Lemma 3.1",
    statement="N <= R(N) <= R_sc(N) <= 2^n: every configuration realizes a permutation and the 2^n stage-control "
    "configurations together deliver every pair.",
    sizes={"fast": {"Nall": 6, "Nmax": 64}, "full": {"Nall": 8, "Nmax": 128}},
    domain="every configuration of every even N in 2..{Nall}; every stage-control configuration of every even N in "
    "2..{Nmax}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("gsen-fact",),
    mutants=("gsen-stages-floor",),
    subject={"fact": "lemma3.1", "recheck": lambda net: lemma31_violation(net, net.N <= EXHAUSTIVE_N)},
    point={"N": span(2, "Nmax", 2)},
    notes="R(N) <= R_sc(N) holds because stage-control configurations are configurations. A witness names N; "
    f"replay re-checks both parts at that N (every configuration up to N = {EXHAUSTIVE_N}).",
)
def lemma31(ctx: Context) -> Result:
    examined = 0
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        net = gsen.GSEN(N)
        v = lemma31_violation(net, N <= ctx.sizes.Nall)
        if v:
            return refuted(
                Witness("gsen-fact", {"N": N}, {"fact": "lemma3.1"}, v, {"method": "enumeration and simulation"})
            )
        examined += 1
    return verified(examined=examined, largest_exhaustive_N=ctx.sizes.Nall, largest_N=ctx.sizes.Nmax)


@PAPER.claim(
    "lemma3.2-rounds",
    reading="N + n - 1 rounds behind Omega(N + n)",
    source="Lemma 3.2 and Sect. 3 (rounds)",
    statement="All-to-all communication in a GSEN needs Omega(N + n) rounds: a processor takes at most one message per "
    "round and the first needs n rounds, so at least N + n - 1 rounds; Algorithm 3, pipelined, meets it.",
    sizes={"fast": {"Nmax": 62}, "full": {"Nmax": 126}},
    domain="every N = 2 mod 4 in 6..{Nmax} (Algorithm 3); the per-round bound for every even N in 2..{Nmax}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("gsen-delay",),
    mutants=("gsen-delay-bound-off",),
    point={"N": span(2, "Nmax", 2)},
    notes="A round moves every message one stage (Sect. 3). Each configuration is a permutation, so an output "
    "receives one message per round; the bound N + n - 1 is read as the round count behind Omega(N + n).",
)
def lemma32(ctx: Context) -> Result:
    examined = 0
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        v = cg.delay_violation(gsen.GSEN(N))
        if v:
            return refuted(
                Witness("gsen-delay", {"N": N}, {"bound": cc.delay_lower_bound(N)}, v, {"method": "simulation"})
            )
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


@PAPER.claim(
    "thm3.8",
    source="Theorem 3.8",
    statement="R_sc(N) = 2^n: each of the 2^n stage-control configurations sets up a unique path (so all are needed) "
    "and together they deliver every pair.",
    sizes={"fast": {"Nmax": 64}, "full": {"Nmax": 130}, "deep": {"Nmax": 258}},
    domain="every even N in 2..{Nmax}, certificates re-checked path by path",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("gsen-rsc",),
    mutants=("gsen-stages-floor", "gsen-shuffle-no-carry"),
    subject={"family": "sc"},
    point={"N": span(2, "Nmax", 2)},
    notes="The unique path of each C is found by search and re-checked by the certificate checker.",
)
def thm38(ctx: Context) -> Result:
    examined = 0
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        v = cg.sc_cover_and_unique(gsen.GSEN(N))
        if v:
            return refuted(
                Witness("gsen-rsc", {"N": N}, {"family": "sc"}, f"{gsen.GSEN(N)}: {v}", {"method": "simulation"})
            )
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)
