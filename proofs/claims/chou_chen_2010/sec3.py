"""chou-chen-2010 Sect. 3: N <= R(N) <= R_sc(N) = 2^n (Lemmas 3.1-3.7, Theorem 3.8)."""

from __future__ import annotations

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, combine, refuted, verified
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

WITNESSES = ("gsen-lemma", "gsen-cover-missing", "gsen-delay", "gsen-rsc")

Z3_SIZES = {"fast": {"zmax": 16, "Nmax": 64}, "full": {"zmax": 40, "Nmax": 128}, "deep": {"zmax": 64, "Nmax": 256}}


def _brute(name: str, Nmax: int, lo: int) -> Result:
    for N in range(lo, Nmax + 1, 2):
        v = cg.lemma_violation(name, gsen.GSEN(N))
        if v:
            return refuted(Witness("gsen-lemma", {"N": N, "lemma": name}, {"message": v}, f"{gsen.GSEN(N)}: {v}",
                                   {"method": "enumeration of every path"}), N=N)
    return verified(largest_N=Nmax)


def _lemma(name: str, source: str, statement: str, notes: str, mutants: tuple[str, ...], lo: int = 2):
    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import gsen as zg

        b = _brute(name, ctx.sizes.Nmax, lo)
        if b.verdict is Verdict.REFUTED:
            return b
        z = zg.sweep(zg.QUERIES[name], range(lo, ctx.sizes.zmax + 1, 2), ctx.timeout)
        r = combine([("z3", z), ("brute", b)])
        return r

    PAPER.add(name, check, source=source, statement=statement, sizes=Z3_SIZES,
              domain=f"Z3 symbolic in i and the tags for every even N in {lo}.." "{zmax}; every path of every even N in "
                     f"{lo}.." "{Nmax} enumerated",
              methods=("z3", "brute"), expected=Verdict.VERIFIED, notes=notes, witnesses=WITNESSES, mutants=mutants)


_lemma("lemma3.3", "Lemma 3.3 (from Lan et al.)",
       "The path P(i, F) ends at output (i 2^n + F) mod N and its backward control tag is floor((i 2^n + F) / N).",
       "B read as the input ports of the switches along the path, stage 0 most significant.",
       ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"))
_lemma("lemma3.4", "Lemma 3.4",
       "Under stage control, every path set up by configuration C has C = B xor F.",
       "c_l is the state of stage n-1-l (most significant bit = stage 0), as for F and B.",
       ("gsen-config-bit-lsb",))
_lemma("lemma3.5", "Lemma 3.5",
       "For every input i, P(i, F) is a unique path iff 2^n - N <= F < N; in particular P(i, 2^(n-1)) and P(i, 2^(n-1) + 1) are.",
       "Unique path: no other tag from i reaches the same output.",
       ("gsen-shuffle-rotated", "gsen-stages-floor"))
_lemma("lemma3.6", "Lemma 3.6",
       "B_{2^(n-1)} = B_{2^(n-1)+1}: the two tags give every input the same backward tag.",
       "Checked input by input (stronger than equality of the two sets). N = 2 is left out: n = 1 and the tag "
       "2^(n-1) + 1 = 2 does not exist.",
       ("gsen-tag-bit-lsb",), lo=4)
_lemma("lemma3.7", "Lemma 3.7",
       "For every F, the set B_F has no two consecutive holes; indeed B(i-1, F) + 1 <= B(i, F) <= B(i-1, F) + 2.",
       "Z3 checks the proof's inequalities (with B(0, F) <= 1, B(N-1, F) >= 2^n - 2); brute force checks the holes directly too.",
       ("gsen-shuffle-rotated",))


@PAPER.claim("lemma3.1", source="Lemma 3.1",
             statement="N <= R(N) <= R_sc(N) <= 2^n: every configuration realizes a permutation and the 2^n stage-control "
                       "configurations together deliver every pair.",
             sizes={"fast": {"Nall": 6, "Nmax": 64}, "full": {"Nall": 8, "Nmax": 128}},
             domain="every configuration of every even N in 2..{Nall}; every stage-control configuration of every even N in 2..{Nmax}",
             methods=("brute",), expected=Verdict.VERIFIED, witnesses=WITNESSES, mutants=("gsen-stages-floor",),
             notes="R(N) <= R_sc(N) holds because stage-control configurations are configurations.")
def lemma31(ctx: Context) -> Result:
    from alltoall.checkers import properties as props
    from alltoall.checkers.rn import certificate as ce

    for N in range(2, ctx.sizes.Nall + 1, 2):
        net = gsen.GSEN(N)
        for S in gsen.all_states(net):
            v = props.bijective(gsen.realize(net, S))
            if v:
                return refuted(Witness("gsen-cover-missing", {"N": N}, {"configurations": [{"states": S.tolist()}], "pair": [0, 0]},
                                       f"{net}: {v.message}", {"method": "enumeration"}))
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        net = gsen.GSEN(N)
        confs = [{"family": "sc", "number": C} for C in range(net.tags)]
        miss = ce.missing_pairs(net, confs)
        if miss:
            return refuted(Witness("gsen-cover-missing", {"N": N}, {"configurations": confs, "pair": list(miss[0])},
                                   f"the {net.tags} stage-control configurations of {net} never send {miss[0][0]} to {miss[0][1]}",
                                   {"method": "simulation"}))
    return verified(largest_exhaustive_N=ctx.sizes.Nall, largest_N=ctx.sizes.Nmax)


@PAPER.claim("lemma3.2-rounds", source="Lemma 3.2 and Sect. 3 (rounds)",
             statement="All-to-all communication in a GSEN needs Omega(N + n) rounds: a processor takes at most one message per "
                       "round and the first needs n rounds, so at least N + n - 1 rounds; Algorithm 3, pipelined, meets it.",
             sizes={"fast": {"Nmax": 62}, "full": {"Nmax": 126}},
             domain="every N = 2 mod 4 in 6..{Nmax} (Algorithm 3); the per-round bound for every even N in 2..{Nmax}",
             methods=("brute",), expected=Verdict.VERIFIED, witnesses=WITNESSES, mutants=("gsen-delay-bound-off",),
             notes="A round moves every message one stage (Sect. 3). Each configuration is a permutation, so an output "
                   "receives one message per round; the bound N + n - 1 is read as the round count behind Omega(N + n).")
def lemma32(ctx: Context) -> Result:
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        net = gsen.GSEN(N)
        lens = {len(gsen.path(net, i, 0).switches) for i in range(N)}
        if lens != {net.n} or cc.delay_lower_bound(N) != N + net.n - 1:
            return refuted(Witness("gsen-delay", {"N": N}, {"bound": cc.delay_lower_bound(N)},
                                   f"{net}: paths cross {sorted(lens)} stages, bound {cc.delay_lower_bound(N)}", {"method": "simulation"}))
        if N % 4 == 2 and N >= 6:
            rounds = cc.algorithm3(N)
            if cc.pipelined_delay(N, len(rounds)) != cc.delay_lower_bound(N):
                return refuted(Witness("gsen-delay", {"N": N}, {"bound": cc.delay_lower_bound(N)},
                                       f"Algorithm 3 on {net} takes {cc.pipelined_delay(N, len(rounds))} rounds, the bound is {cc.delay_lower_bound(N)}",
                                       {"method": "simulation"}))
    return verified(largest_N=ctx.sizes.Nmax)


@PAPER.claim("thm3.8", source="Theorem 3.8",
             statement="R_sc(N) = 2^n: each of the 2^n stage-control configurations sets up a unique path (so all are needed) "
                       "and together they deliver every pair.",
             sizes={"fast": {"Nmax": 64}, "full": {"Nmax": 130}, "deep": {"Nmax": 258}},
             domain="every even N in 2..{Nmax}, certificates re-checked path by path",
             methods=("brute",), expected=Verdict.VERIFIED, witnesses=WITNESSES, mutants=("gsen-stages-floor", "gsen-shuffle-no-carry"),
             notes="The unique path of each C is found by search and re-checked by the certificate checker.")
def thm38(ctx: Context) -> Result:
    for N in range(2, ctx.sizes.Nmax + 1, 2):
        v = cg.sc_cover_and_unique(gsen.GSEN(N))
        if v:
            return refuted(Witness("gsen-rsc", {"N": N}, {"family": "sc"}, f"{gsen.GSEN(N)}: {v}", {"method": "simulation"}))
    return verified(largest_N=ctx.sizes.Nmax)
