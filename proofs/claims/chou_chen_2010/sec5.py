"""chou-chen-2010 Sect. 5: N = 0 (mod 4): Lemmas 5.1-5.3, Theorem 5.4 and its list, Theorem 5.5 (R(20) = 24)."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.checkers.rn import bounds
from alltoall.checkers.rn import certificate as ce
from alltoall.proofs.claims.chou_chen_2010 import PAPER, listed_exactly
from alltoall.proofs.domain import Domain, equal, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

SIZES = {"fast": {"Nmax": 64}, "full": {"Nmax": 128}, "deep": {"Nmax": 256}}

two_adic = cg.two_adic


def thm54_applies(N: int) -> bool:
    """Theorem 5.4's hypothesis: k >= 2 and 2^(n-1) + 2^(n-k) <= N <= 2^n (n = ceil(log2 N))."""
    k, n = two_adic(N), gsen.stages(N)
    return k >= 2 and k <= n and (1 << (n - 1)) + (1 << (n - k)) <= N <= (1 << n)


def prefix_tags(net: gsen.GSEN, k: int) -> list[int]:
    """Tags starting with f_{n-1} = 0 and f_{n-t} = 1 for t = 2..k."""
    top = (1 << (k - 1)) - 1
    return [F for F in range(net.tags) if F >> (net.n - k) == top]


def _fail(N: int, msg: str, **data: dict[str, Any]) -> Result:
    return refuted(Witness("gsen-sect5", {"N": N}, data, msg, {"method": "enumeration of every path"}))


def _fact(item: str, recheck: Any, Ns: Any) -> Result:
    return cg.check_fact(item, recheck, Ns, "enumeration of every path")


def _hyp(Nmax: int, lemma53: bool = False) -> list[int]:
    return [N for N in range(4, Nmax + 1, 4) if two_adic(N) <= gsen.stages(N) and (not lemma53 or thm54_applies(N))]


#: Theorem 5.4's hypothesis as a domain rule.
HYPOTHESIS = rule(
    lambda params, data, sizes: thm54_applies(params["N"]),
    "Theorem 5.4's hypothesis: 2^k || N with k >= 2 and 2^(n-1) + 2^(n-k) <= N <= 2^n",
)


def _register(
    item,
    source,
    statement,
    notes,
    mutants,
    domain="every N = 0 mod 4 in 4..{Nmax}, every input and tag",
    *,
    witnesses=("gsen-sect5",),
    point=None,
    subject=None,
):
    def reg(fn):
        PAPER.add(
            item,
            fn,
            source=source,
            statement=statement,
            sizes=SIZES,
            domain=domain,
            methods=("brute",),
            expected=Verdict.VERIFIED,
            notes=notes,
            witnesses=witnesses,
            mutants=mutants,
            point=point or {"N": span(4, "Nmax", 4)},
            subject=subject or {"part": item},
        )
        return fn

    return reg


@_register(
    "lemma5.1",
    "Lemma 5.1",
    "If F starts with f_{n-1} = 0 and f_{n-t} = 1 (t = 2..k), the terminal reached by i right after stage k-1 is (i "
    "2^k + 2^(k-1) - 1) mod N.",
    "k = the 2-adic valuation of N (k >= 2); stage k-1 counted from 0.",
    ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
)
def lemma51(ctx: Context) -> Result:
    examined = 0
    for N in _hyp(ctx.sizes.Nmax):
        net, k = gsen.GSEN(N), two_adic(N)
        for F in prefix_tags(net, k):
            for i in range(N):
                t = gsen.path(net, i, F).terminals[k - 1]
                if t != (i * (1 << k) + (1 << (k - 1)) - 1) % N:
                    return _fail(N, f"P({i}, {F}) leaves stage {k - 1} on terminal {t}", part="lemma5.1", i=i, F=F)
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


@_register(
    "lemma5.2",
    "Lemma 5.2",
    "A path passes through Q = {r 2^k + 2^(k-1) - 1} (terminals after stage k-1) iff its tag starts with 0 1...1 (k "
    "bits).",
    "Both directions, every path P(i, F).",
    ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
)
def lemma52(ctx: Context) -> Result:
    examined = 0
    for N in _hyp(ctx.sizes.Nmax):
        net, k = gsen.GSEN(N), two_adic(N)
        Q = {r * (1 << k) + (1 << (k - 1)) - 1 for r in range(N >> k)}
        pre = set(prefix_tags(net, k))
        for i in range(N):
            for F in range(net.tags):
                if (gsen.path(net, i, F).terminals[k - 1] in Q) != (F in pre):
                    return _fail(
                        N,
                        f"P({i}, {F}): through Q = {F not in pre}, prefix 0 1..1 = {F in pre}",
                        part="lemma5.2",
                        i=i,
                        F=F,
                    )
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


@_register(
    "lemma5.3",
    "Lemma 5.3",
    "If moreover 2^(n-1) + 2^(n-k) <= N, every path whose tag starts with 0 1...1 (k bits) is a unique path.",
    "Uniqueness by enumeration: no other tag from the same input reaches the same output.",
    ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
    domain="every N in 4..{Nmax} satisfying Theorem 5.4's hypothesis, every input",
    point=Domain({"N": span(4, "Nmax", 4)}, rules=(HYPOTHESIS,)),
)
def lemma53(ctx: Context) -> Result:
    examined = 0
    for N in _hyp(ctx.sizes.Nmax, True):
        net, k = gsen.GSEN(N), two_adic(N)
        for i in range(N):
            dests = [gsen.path(net, i, F).dest for F in range(net.tags)]
            for F in prefix_tags(net, k):
                if dests.count(dests[F]) != 1:
                    return _fail(N, f"P({i}, {F}) shares output {dests[F]} with another tag", part="lemma5.3", i=i, F=F)
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


def thm54_check(N: int) -> str | None:
    """R(N) = R_sc(N) = 2^n on one N: the terminal cut at Q_0 (re-checked) and Theorem 3.8's certificate."""
    net, k = gsen.GSEN(N), two_adic(N)
    ok, lb, msg = ce.check_lower({"N": N, "method": "terminal-cut", "stage": k - 1, "terminal": (1 << (k - 1)) - 1})
    if not ok or lb < net.tags:
        return f"{net}: the cut at terminal {(1 << (k - 1)) - 1} after stage {k - 1} only gives R(N) >= {lb}"
    v = cg.sc_cover_and_unique(net)
    return f"{net}: {v}" if v else None


@_register(
    "thm5.4",
    "Theorem 5.4",
    "R(N) = R_sc(N) = 2^n if k >= 2, 2^k || N and 2^(n-1) + 2^(n-k) <= N <= 2^n.",
    "Lower bound: the pairs forced through the one terminal Q_0 (Lemmas 5.1-5.3) number 2^n and each configuration "
    "carries one path through it; upper bound: the 2^n stage-control configurations.",
    ("gsen-shuffle-no-carry", "gsen-shuffle-rotated"),
    domain="every N in 4..{Nmax} satisfying the hypothesis, certificates re-checked path by path",
    witnesses=("gsen-fact",),
    point=Domain({"N": span(4, "Nmax", 4)}, rules=(HYPOTHESIS,)),
    subject={"fact": "thm5.4", "recheck": lambda net: thm54_check(net.N)},
)
def thm54(ctx: Context) -> Result:
    r = _fact("thm5.4", lambda net: thm54_check(net.N), _hyp(ctx.sizes.Nmax, True))
    return (
        r
        if r.verdict is not Verdict.VERIFIED
        else verified(examined=r.examined, largest_N=ctx.sizes.Nmax, instances=r.examined)
    )


def _consequence(N: int, value: int) -> Any:
    def recheck(net: gsen.GSEN) -> str | None:
        if not thm54_applies(net.N) or net.tags != value:
            return (
                f"Theorem 5.4's hypothesis {'holds' if thm54_applies(net.N) else 'fails'} for N = {net.N}, 2^n = "
                f"{net.tags}; printed R({net.N}) = {value}"
            )
        return thm54_check(net.N)

    def check(ctx: Context) -> Result:
        r = _fact(f"thm5.4-R{N}", recheck, [ctx.sizes.N])
        return r if r.verdict is not Verdict.VERIFIED else verified(examined=r.examined, R=value)

    PAPER.add(
        f"thm5.4-R{N}",
        check,
        source="Sect. 5, after Theorem 5.4",
        statement=f"By Theorem 5.4, R({N}) = {value}.",
        sizes={"fast": {"N": N}},
        domain="N = {N}",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        witnesses=("gsen-fact",),
        mutants=("gsen-stages-floor",),
        point={"N": equal("N")},
        subject={"fact": f"thm5.4-R{N}", "recheck": recheck},
        notes="The hypothesis is checked and both bounds are re-derived for this N.",
    )


for _N, _v in ((12, 16), (24, 32), (28, 32), (40, 64), (80, 128), (144, 256)):
    _consequence(_N, _v)


def first_open_violation(net: gsen.GSEN) -> str | None:
    """``net.N`` is the least even N that neither Theorem 4.8 (N = 2 mod 4) nor Theorem 5.4 settles."""
    first = next((N for N in range(2, net.N + 1, 2) if N % 4 == 0 and not thm54_applies(N)), None)
    if first != net.N:
        return (
            f"the first even N outside both theorems is {first if first is not None else f'above {net.N}'}, not {net.N}"
        )
    return None


@PAPER.claim(
    "thm5.4-first-open-20",
    source="Sect. 5, after Theorem 5.4",
    statement="The first R(N) that Theorems 4.8 and 5.4 cannot determine is R(20).",
    sizes={"fast": {"N": 20}},
    domain="even N in 2..{N}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("gsen-fact",),
    mutants=("gsen-stages-floor",),
    point={"N": equal("N")},
    subject={"fact": "thm5.4-first-open-20", "recheck": first_open_violation},
    notes="N = 2 mod 4 is Theorem 4.8, N = 0 mod 4 under the hypothesis Theorem 5.4; "
    "N = 2 is counted as settled by the equality part of Theorem 4.8. A witness names N = 20; replay "
    "re-derives which even N up to it the theorems settle.",
)
def first_open(ctx: Context) -> Result:
    N = ctx.sizes.N
    r = _fact("thm5.4-first-open-20", first_open_violation, [N])
    return r if r.verdict is not Verdict.VERIFIED else verified(examined=len(range(2, N + 1, 2)), first=N)


# --- Theorem 5.5: R(20) = 24 ------------------------------------------------------------------

FACT1 = {0: (1, 0), 4: (1, 0), 8: (1, 0), 1: (0, 1), 5: (0, 1), 9: (0, 1), 2: (0, 0), 6: (0, 0), 3: (1, 1), 7: (1, 1)}
FACT2 = {
    0: ((2, 7, 12, 17), (16, 19)),
    1: ((0, 5, 10, 15), (12, 15)),
    2: ((0, 5, 10, 15), (16, 19)),
    3: ((3, 8, 13, 18), (12, 15)),
    4: ((3, 8, 13, 18), (16, 19)),
    5: ((1, 6, 11, 16), (12, 15)),
    6: ((1, 6, 11, 16), (16, 19)),
    7: ((4, 9, 14, 19), (12, 15)),
    8: ((4, 9, 14, 19), (16, 19)),
    9: ((2, 7, 12, 17), (12, 15)),
}
GROUPS = ((0, 3), (1, 8), (2, 5), (4, 7), (6, 9))
STAGE = 2


def _unique_at_stage(net: gsen.GSEN) -> Any:
    """Unique paths P(i, F) (by enumeration) grouped by their stage-2 switch, with their types."""
    out: dict[int, dict] = {}
    for i in range(net.N):
        ps = [gsen.path(net, i, F) for F in range(net.tags)]
        dests = [p.dest for p in ps]
        for p in ps:
            if dests.count(p.dest) == 1:
                d = out.setdefault(p.switches[STAGE], {"paths": set(), "types": set()})
                d["paths"].add((i, p.tag))
                d["types"].add((p.in_ports[STAGE], p.out_ports[STAGE]))
    return out


def companion_pairs(net: gsen.GSEN, S: int, x: int, y: int) -> set:
    """Pairs (i, j) of the paths crossing stage-2 switch S from port x to port y."""
    return {
        (i, gsen.path(net, i, F).dest)
        for i in range(net.N)
        for F in range(net.tags)
        if (lambda p: (p.switches[STAGE], p.in_ports[STAGE], p.out_ports[STAGE]) == (S, x, y))(gsen.path(net, i, F))
    }


def _n20(item, source, statement, notes, mutants):
    """Register a statement about the 20 x 20 GSEN as a ``gsen-fact`` claim: the decorated
    ``fn(net)`` returns what fails (a string) or the evidence (a dict); the replay calls it too."""

    def reg(fn):
        def recheck(net: gsen.GSEN) -> str | None:
            v = fn(net)
            return v if isinstance(v, str) else None

        def check(ctx: Context) -> Result:
            examined, ev = 0, {}
            for N in (ctx.sizes.N,):
                v = fn(gsen.GSEN(N))
                if isinstance(v, str):
                    return refuted(
                        Witness("gsen-fact", {"N": N}, {"fact": item}, v, {"method": "enumeration of every path"})
                    )
                examined, ev = examined + 1, v
            return verified(examined=examined, **ev)

        PAPER.add(
            item,
            check,
            source=source,
            statement=statement,
            sizes={"fast": {"N": 20}},
            domain="N = {N}, every path",
            methods=("brute",),
            expected=Verdict.VERIFIED,
            notes=notes,
            witnesses=("gsen-fact",),
            mutants=mutants,
            point={"N": equal("N")},
            subject={"fact": item, "recheck": recheck},
        )
        return fn

    return reg


@_n20(
    "thm5.5-unique-160",
    "Theorem 5.5, proof",
    "In the 20 x 20 GSEN, P(i, F) is unique iff 12 <= F <= 19: 160 unique paths.",
    "From Lemma 3.5 with n = 5.",
    ("gsen-shuffle-rotated", "gsen-stages-floor"),
)
def unique160(net: gsen.GSEN) -> Any:
    U = _unique_at_stage(net)
    tags = sorted({F for d in U.values() for _, F in d["paths"]})
    total = sum(len(d["paths"]) for d in U.values())
    if tags != list(range(12, 20)) or total != 160:
        return f"{net}: unique tags {tags}, {total} unique paths; Theorem 5.5 says tags 12..19 and 160 paths"
    return {"unique_paths": total}


@_n20(
    "thm5.5-fact1",
    "Theorem 5.5, Fact 1",
    "The unique paths through S0, S4, S8 (stage 2) are of type 10, through S1, S5, S9 of type 01, through S2, S6 of "
    "type 00, through S3, S7 of type 11.",
    "Type xy = enters the stage-2 switch at port x and leaves at port y; stages counted from 0.",
    ("gsen-shuffle-rotated",),
)
def fact1(net: gsen.GSEN) -> Any:
    U = _unique_at_stage(net)
    for S, t in FACT1.items():
        if U.get(S, {}).get("types") != {t}:
            return (
                f"{net}: unique paths through S{S} have types {sorted(U.get(S, {}).get('types', set()))}, Fact 1 "
                f"says {t}"
            )
    return {"types": {S: list(t) for S, t in FACT1.items()}}


@_n20(
    "thm5.5-fact2",
    "Theorem 5.5, Fact 2",
    "Each stage-2 switch carries exactly 16 unique paths, and U_0..U_9 are the printed sets (e.g. U_0 = {P(i, F) | i = "
    "2, 7, 12, 17; F = 16..19}).",
    "The ten printed sets compared as sets of (input, tag).",
    ("gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
)
def fact2(net: gsen.GSEN) -> Any:
    U = _unique_at_stage(net)
    for S, (ins, (a, b)) in FACT2.items():
        want = {(i, F) for i in ins for F in range(a, b + 1)}
        if U.get(S, {}).get("paths") != want:
            return f"{net}: U_{S} is {sorted(U.get(S, {}).get('paths', set()))}, printed {sorted(want)}"
    return {"sets": len(FACT2)}


@_n20(
    "thm5.5-N0-N3",
    "Theorem 5.5, Fig. 12(b)(c)",
    "The type-01 paths through S0 and the type-00 paths through S3 both fulfil exactly the {0, 5, 10, 15} x {4, 5, 6, "
    "7}-requests.",
    "N_0 = paths through S0 of type 01; N_3 = paths through S3 of type 00.",
    ("gsen-shuffle-rotated",),
)
def n0n3(net: gsen.GSEN) -> Any:
    want = {(i, j) for i in (0, 5, 10, 15) for j in (4, 5, 6, 7)}
    a, b = companion_pairs(net, 0, 0, 1), companion_pairs(net, 3, 0, 0)
    if a != want or b != want:
        return f"{net}: N_0 fulfils {sorted(a)}, N_3 fulfils {sorted(b)}; Fig. 12 says {sorted(want)}"
    return {"pairs": len(a)}


@_n20(
    "thm5.5-groups",
    "Theorem 5.5, proof ('the same situation also occurs')",
    "For each of U_0 u U_3, U_1 u U_8, U_2 u U_5, U_4 u U_7, U_6 u U_9 the companion paths of the two switches fulfil "
    "one common set of "
    "16 requests, the five sets are disjoint, so 80 requests repeat and R(20) >= 480 / 20 = 24.",
    "Companion of a switch = the other path through it in a configuration that carries one of its unique paths (the "
    "type "
    "opposite to Fact 1's). Disjointness is needed for the sum 16 * 5 and is checked.",
    ("gsen-shuffle-rotated",),
)
def groups(net: gsen.GSEN) -> Any:
    seen: set = set()
    repeated = 0
    for a, b in GROUPS:
        ca = companion_pairs(net, a, 1 - FACT1[a][0], 1 - FACT1[a][1])
        cb = companion_pairs(net, b, 1 - FACT1[b][0], 1 - FACT1[b][1])
        if ca != cb or len(ca) != 16 or ca & seen:
            return (
                f"{net}: group S{a}, S{b}: companion sets of sizes {len(ca)}, {len(cb)}, equal {ca == cb}, "
                f"overlapping earlier groups {bool(ca & seen)}"
            )
        seen |= ca
        repeated += 32 - len(ca)
    bound = -(-(net.N * net.N + repeated) // net.N)
    if repeated != 80 or bound != 24:
        return f"{net}: {repeated} repeated requests, bound {bound}; Theorem 5.5 says 80 and 24"
    return {"repeated": repeated, "bound": bound}


@_n20(
    "thm5.5-lower-engine",
    "Theorem 5.5, R(20) >= 24 (engine)",
    "R(20) >= 24, established by the R(N) engine's own search for a switch-block counting certificate and re-checked "
    "path by path.",
    "The engine searches every stage for switches whose forced paths push repeated deliveries into disjoint request "
    "sets "
    "(a generalization of the paper's argument, found without the paper's choice of S0..S9).",
    ("gsen-stages-plus-one",),
)
def lower_engine(net: gsen.GSEN) -> Any:
    sb = bounds.switch_blocks(net)
    ok, lb, msg = ce.check_lower({"N": net.N, "method": "switch-blocks", "blocks": sb["blocks"]})
    if not ok or lb < 24:
        return f"the engine's best switch-block certificate gives R({net.N}) >= {lb} ({msg})"
    return {"bound": lb, "blocks": len(sb["blocks"]), "excess": sb["excess"]}


PAIRS = ((0, 17), (1, 16), (2, 19), (3, 18), (8, 25), (9, 24), (10, 27), (11, 26))
A_PRIME_20 = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31)
assert len(set(A_PRIME_20)) == 24
#: The domain of a claim whose witness is a pair the printed A' misses.
A_PRIME_POINT = Domain(
    {"N": equal("N")},
    rules=(listed_exactly("doubly", A_PRIME_20, None, "the configurations are the printed A' (msb-first)"),),
)


@PAPER.claim(
    "thm5.5-pairs",
    source="Theorem 5.5, proof of R(20) <= 24",
    statement="A 20 x 20 GSEN has 32 doubly alternating configurations, and A' = 0 and 17, 1 and 16, 2 and 19, 3 and "
    "18, 8 and 25, "
    "9 and 24, 10 and 27, 11 and 26 realize equal permutations.",
    sizes={"fast": {"N": 20}},
    domain="N = {N}, every path",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Doubly alternating: a'_l = 0 gives states 0, 0, 1, 1, ... on stage n-1-l.",
    witnesses=("gsen-doubly-pair",),
    mutants=("gsen-doubly-period",),
    point=Domain(
        {"N": equal("N")},
        rules=(
            rule(
                lambda params, data, sizes: (data["a"], data["b"]) in PAIRS,
                "(a, b) is one of the printed pairs " + ", ".join(f"{a} and {b}" for a, b in PAIRS),
            ),
        ),
    ),
)
def pairs(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    P = gsen.family_perms(net, "doubly")
    examined = 0
    for a, b in PAIRS:
        if P[a].tolist() != P[b].tolist():
            return refuted(
                Witness(
                    "gsen-doubly-pair",
                    {"N": net.N},
                    {"a": a, "b": b},
                    f"A' = {a} realizes {P[a].tolist()}, A' = {b} realizes {P[b].tolist()}",
                    {"method": "simulation"},
                )
            )
        examined += 1
    return verified(examined=examined, configurations=len(P), equal_pairs=examined)


def _upper(N: int) -> Result:
    miss = cg.family_cover_missing(N, "doubly", A_PRIME_20)
    if miss:
        return refuted(
            Witness(
                "gsen-cover-missing",
                {"N": N},
                {"configurations": cg.listing("doubly", A_PRIME_20), "pair": list(miss[0])},
                f"the printed A' never sends {miss[0][0]} to {miss[0][1]} ({len(miss)} pairs missed)",
                {"method": "simulation"},
            )
        )
    return verified(examined=N * N, size=len(A_PRIME_20))


@PAPER.claim(
    "thm5.5-upper",
    reading="msb = stage 0",
    source="Theorem 5.5, the 24-element set A' and Fig. 13",
    statement="The printed A' = {0..15, 20..23, 28..31} has 24 doubly alternating configurations and fulfils "
    "all-to-all, so R(20) <= 24.",
    sizes={"fast": {"N": 20}},
    domain="N = {N}, every path",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Most significant bit of A' = stage 0 (as for C and A); the other bit order is a separate claim in sect. 6.",
    witnesses=("gsen-cover-missing",),
    mutants=("gsen-doubly-period", "gsen-shuffle-no-carry"),
    point=A_PRIME_POINT,
)
def upper(ctx: Context) -> Result:
    return _upper(ctx.sizes.N)


@PAPER.claim(
    "thm5.5",
    source="Theorem 5.5",
    statement="R(20) = 24.",
    sizes={"fast": {"N": 20}},
    domain="N = {N}, every path",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Both halves re-checked: the engine's lower certificate and the printed A'.",
    witnesses=("gsen-cover-missing",),
    mutants=("gsen-doubly-period", "gsen-shuffle-no-carry"),
    point=A_PRIME_POINT,
)
def thm55(ctx: Context) -> Result:
    net = gsen.GSEN(ctx.sizes.N)
    lo, up = lower_engine(net), _upper(net.N)
    if isinstance(lo, dict) and up.verdict is Verdict.VERIFIED:
        return verified(examined=up.examined, R=lo["bound"])
    if up.verdict is Verdict.REFUTED:
        return up
    return unknown(f"lower bound: {lo if isinstance(lo, str) else 'verified'}; upper bound: {up.verdict.value}")
