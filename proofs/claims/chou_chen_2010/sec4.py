"""chou-chen-2010 Sect. 4: alternating stage control for N = 2 (mod 4), Algorithms 1-4, Theorem 4.8."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.checkers.rn import certificate as ce
from alltoall.proofs.claims.chou_chen_2010 import PAPER, listed
from alltoall.proofs.domain import Domain, equal, span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

MOD2 = {"fast": {"Nmax": 66}, "full": {"Nmax": 130}, "deep": {"Nmax": 258}}
#: The point domain of a claim about every N = 2 mod 4 up to Nmax.
N_MOD2 = {"N": span(2, "Nmax", 4)}


def _fail(kind: str, N: int, data: dict, msg: str) -> Result:
    pic = (
        cg.pair_picture(N, data["pair"], f"GSEN(N={N}): every path of the missed pair {tuple(data['pair'])}")
        if kind == "gsen-cover-missing" and N <= 96
        else None
    )
    return refuted(Witness(kind, {"N": N}, data, msg, {"method": "simulation"}, picture=pic))


def _claim(
    item,
    source,
    statement,
    notes,
    mutants,
    sizes=MOD2,
    domain="every N = 2 mod 4 in 2..{Nmax}",
    *,
    witnesses,
    point=N_MOD2,
    subject=None,
):
    def register(fn):
        PAPER.add(
            item,
            fn,
            source=source,
            statement=statement,
            sizes=sizes,
            domain=domain,
            methods=("brute",),
            expected=Verdict.VERIFIED,
            notes=notes,
            witnesses=witnesses,
            mutants=mutants,
            point=point,
            subject=subject,
        )
        return fn

    return register


def _fact(item: str, recheck: Any, Ns: Any) -> Result:
    return cg.check_fact(item, recheck, Ns, "simulation")


def _mod2(Nmax: int) -> list[int]:
    return cg.even_range(2, Nmax, 2)


@_claim(
    "property-star",
    "Sect. 4, Property (*)",
    "If N = 2 mod 4 and alternating stage control is used, then at a stage with a_l = 0 even input terminals go to "
    "even "
    "output terminals via port 0 and odd to odd via port 1; with a_l = 1 even go to odd via port 1 and odd to even via "
    "port 0.",
    "'input terminal' = terminal entering the stage before the shuffle; 'subport' = output port.",
    ("gsen-pattern-phase", "gsen-shuffle-rotated"),
    witnesses=("gsen-property-star",),
)
def property_star(ctx: Context) -> Result:
    examined = 0
    for N in _mod2(ctx.sizes.Nmax):
        net = gsen.GSEN(N)
        for A in range(net.tags):
            v = cg.property_star_violation(net, A)
            if v:
                return _fail("gsen-property-star", N, {"A": A}, f"{net}: {v}")
            examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


@_claim(
    "property-star-only-2mod4",
    "Sect. 4, remark after Property (*)",
    "Property (*) holds only when N = 2 mod 4: for every N = 0 mod 4 some alternating configuration breaks it.",
    "Checked per N: some A violates Property (*); refuted only while Property (*) holds for N = 2 mod 4 (else "
    "unknown).",
    ("gsen-pattern-phase",),
    domain="every N = 0 mod 4 in 4..{Nmax}",
    witnesses=("gsen-property-star-holds",),
    point={"N": span(4, "Nmax", 4)},
)
def property_star_only(ctx: Context) -> Result:
    for N in _mod2(ctx.sizes.Nmax):
        if any(cg.property_star_violation(gsen.GSEN(N), A) for A in range(gsen.GSEN(N).tags)):
            return unknown(f"Property (*) fails for N = {N} = 2 mod 4 under this spec: nothing to contrast")
    examined = 0
    for N in cg.even_range(4, ctx.sizes.Nmax, 0):
        net = gsen.GSEN(N)
        if all(cg.property_star_violation(net, A) is None for A in range(net.tags)):
            return _fail(
                "gsen-property-star-holds", N, {}, f"Property (*) holds for every alternating configuration of {net}"
            )
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


def _even_odd_tags(net: gsen.GSEN, A: int) -> Any:
    F = gsen.forward_tags(net, gsen.family_states(net, "alternating", A))
    return set(F[0::2].tolist()), set(F[1::2].tolist())


@_claim(
    "lemma4.1",
    "Lemma 4.1",
    "For N = 2 mod 4 under alternating stage control, all even-numbered inputs use one forward tag and all "
    "odd-numbered inputs use one forward tag.",
    "Every alternating configuration A of every such N.",
    ("gsen-alternating-period", "gsen-shuffle-rotated"),
    witnesses=("gsen-alternating-tags",),
    subject={"part": "lemma4.1"},
)
def lemma41(ctx: Context) -> Result:
    examined = 0
    for N in _mod2(ctx.sizes.Nmax):
        net = gsen.GSEN(N)
        for A in range(net.tags):
            ev, od = _even_odd_tags(net, A)
            if len(ev) != 1 or len(od) != 1:
                return _fail(
                    "gsen-alternating-tags",
                    N,
                    {"A": A, "part": "lemma4.1"},
                    f"{net}, A = {A}: even inputs use tags {sorted(ev)}, odd {sorted(od)}",
                )
            examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


def _thm42(part: str, statement: str, test: Any, mutants: Any) -> Any:
    def check(ctx: Context) -> Result:
        examined = 0
        for N in _mod2(ctx.sizes.Nmax):
            net = gsen.GSEN(N)
            for A in range(net.tags):
                ev, od = _even_odd_tags(net, A)
                if len(ev) != 1 or len(od) != 1:
                    return unknown(f"Lemma 4.1 fails on {net}, A = {A}: no single tag to compare")
                F, Fbar = ev.pop(), od.pop()
                if not test(net, A, F, Fbar):
                    return _fail(
                        "gsen-alternating-tags", N, {"A": A, "part": part}, f"{net}, A = {A}: F = {F}, F-bar = {Fbar}"
                    )
                examined += 1
        return verified(examined=examined, largest_N=ctx.sizes.Nmax)

    PAPER.add(
        f"thm4.2-{part}",
        check,
        source=f"Theorem 4.2({part})",
        statement=statement,
        sizes=MOD2,
        domain="every alternating configuration of every N = 2 mod 4 in 2..{Nmax}",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        witnesses=("gsen-alternating-tags",),
        mutants=mutants,
        subject={"part": part},
        point=N_MOD2,
        notes="F = tag of the even inputs, F-bar = tag of the odd inputs (both measured by simulation).",
    )


_thm42("i", "F xor F-bar = (11...1)_2.", lambda net, A, F, Fb: F ^ Fb == net.tags - 1, ("gsen-shuffle-rotated",))
_thm42(
    "ii", "A = F xor floor(F/2).", lambda net, A, F, Fb: A == gsen.gray(F), ("gsen-gray-shift", "gsen-config-bit-lsb")
)
_thm42(
    "iii",
    "F = A xor floor(A/2) xor ... xor floor(A/2^(n-1)).",
    lambda net, A, F, Fb: F == gsen.gray_inverse(A, net.n),
    ("gsen-config-bit-lsb",),
)


A_PRINTED = [0, 1, 3, 2, 6, 7, 5, 4, 12, 13]


def a0_a9_violation(net: gsen.GSEN) -> str | None:
    """A_0..A_{N-1} are the printed numbers and fulfil all-to-all on ``net``; None when both hold."""
    got = [gsen.gray(k) for k in range(net.N)]
    if got != A_PRINTED:
        return f"A_0..A_{net.N - 1} = {got}, printed {A_PRINTED}"
    miss = cg.family_cover_missing(net.N, "alternating", A_PRINTED)
    if miss:
        return f"A_0..A_{net.N - 1} on {net} never send {miss[0][0]} to {miss[0][1]}"
    return None


@_claim(
    "A0-A9-printed",
    "Sect. 4, after Theorem 4.4 (and Fig. 9)",
    "For N = 10: A_0..A_9 = 0, 1, 3, 2, 6, 7, 5, 4, 12, 13, and these fulfil an all-to-all communication.",
    "A_k = k xor floor(k/2) (Theorem 4.2(ii)); coverage checked by simulation.",
    ("gsen-gray-shift", "gsen-shuffle-rotated"),
    sizes={"fast": {"N": 10}},
    domain="N = {N}",
    witnesses=("gsen-fact",),
    point={"N": equal("N")},
    subject={"fact": "A0-A9-printed", "recheck": a0_a9_violation},
)
def a0_a9(ctx: Context) -> Result:
    return _fact("A0-A9-printed", a0_a9_violation, [ctx.sizes.N])


@_claim(
    "lemma4.3",
    "Lemma 4.3",
    "For N = 2 mod 4 under A_k, even-numbered inputs use the tag k and odd-numbered inputs the tag 2^n - 1 - k.",
    "k ranges over 0..2^n - 1.",
    ("gsen-gray-shift", "gsen-shuffle-rotated"),
    witnesses=("gsen-alternating-tags",),
    subject={"part": "lemma4.3"},
)
def lemma43(ctx: Context) -> Result:
    examined = 0
    for N in _mod2(ctx.sizes.Nmax):
        net = gsen.GSEN(N)
        for k in range(net.tags):
            ev, od = _even_odd_tags(net, gsen.gray(k))
            if ev != {k} or od != {net.tags - 1 - k}:
                return _fail(
                    "gsen-alternating-tags",
                    N,
                    {"A": gsen.gray(k), "part": "lemma4.3"},
                    f"{net}, A_{k}: even tags {sorted(ev)}, odd {sorted(od)}",
                )
            examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


def _gray_listing(N: int) -> list[dict]:
    return cg.listing("alternating", [gsen.gray(k) for k in range(N)])


@_claim(
    "thm4.4",
    "Theorem 4.4",
    "For N = 2 mod 4, the N alternating configurations A_0..A_{N-1} fulfil an all-to-all communication.",
    "Every pair delivered (each exactly once, since N configurations of N pairs each).",
    ("gsen-gray-shift", "gsen-shuffle-rotated"),
    witnesses=("gsen-cover-missing",),
    point=Domain(
        N_MOD2,
        rules=(
            listed(
                lambda N, configs: configs == _gray_listing(N),
                "the configurations are A_0..A_{N-1} (alternating, A_k = k xor floor(k/2))",
            ),
        ),
    ),
)
def thm44(ctx: Context) -> Result:
    examined = 0
    for N in _mod2(ctx.sizes.Nmax):
        nums = [gsen.gray(k) for k in range(N)]
        miss = cg.family_cover_missing(N, "alternating", nums)
        if miss:
            return _fail(
                "gsen-cover-missing",
                N,
                {"configurations": _gray_listing(N), "pair": list(miss[0])},
                f"A_0..A_{N - 1} never send {miss[0][0]} to {miss[0][1]}",
            )
        examined += 1
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


# "any N consecutive integers in 0..2^n - 1 can fulfil an all-to-all communication": three readings.
READINGS = {
    "tags": (
        "N consecutive forward tags k = s..s+N-1, each round set to A_k (even inputs use k, odd 2^n - 1 - k)",
        "alternating",
        lambda s, N: [gsen.gray(k) for k in range(s, s + N)],
    ),
    "alternating-numbers": (
        "N consecutive alternating configuration numbers A = s..s+N-1",
        "alternating",
        lambda s, N: list(range(s, s + N)),
    ),
    "stage-control-numbers": (
        "N consecutive stage-control configuration numbers C = s..s+N-1",
        "sc",
        lambda s, N: list(range(s, s + N)),
    ),
}


def _consecutive(reading: str, expected: Verdict) -> Any:
    text, family, numbers = READINGS[reading]

    def reads(N: int, configs: Any) -> bool:
        """Whether ``configs`` are the reading's N consecutive integers from some start s."""
        tags = 1 << gsen.stages(N)
        return any(configs == cg.listing(family, numbers(s, N)) for s in range(tags - N + 1))

    def check(ctx: Context) -> Result:
        examined = 0
        for N in _mod2(ctx.sizes.Nmax):
            net = gsen.GSEN(N)
            if expected is Verdict.REFUTED and cg.family_cover_missing(
                N, "alternating", [gsen.gray(k) for k in range(N)]
            ):
                return unknown(f"Theorem 4.4 fails on {net} under this spec: the reading's failure is not isolated")
            for s in range(net.tags - N + 1):
                nums = numbers(s, N)
                miss = cg.family_cover_missing(N, family, nums)
                if miss:
                    return _fail(
                        "gsen-cover-missing",
                        N,
                        {"configurations": cg.listing(family, nums), "pair": list(miss[0])},
                        f"{net}: the {text} with s = {s} never send {miss[0][0]} to {miss[0][1]}",
                    )
                examined += 1
        return verified(examined=examined, largest_N=ctx.sizes.Nmax)

    PAPER.add(
        f"remark-consecutive-{reading}",
        check,
        reading=reading.replace("-", " "),
        source="Sect. 4, remark after Theorem 4.4",
        statement=f"For N = 2 mod 4, any {text} (0 <= s <= 2^n - N) fulfil an all-to-all communication.",
        sizes=MOD2,
        domain="every N = 2 mod 4 in 2..{Nmax}, every start s",
        methods=("brute",),
        expected=expected,
        witnesses=("gsen-cover-missing",),
        mutants=("gsen-shuffle-rotated",) if expected is Verdict.VERIFIED else ("gsen-gray-shift",),
        point=Domain(N_MOD2, rules=(listed(reads, f"the configurations are the {text} for some 0 <= s <= 2^n - N"),)),
        notes="The remark does not say what the integers number; each reading is its own claim. Integers stay in "
        "0..2^n - 1 (no wrap-around).",
    )


_consecutive("tags", Verdict.VERIFIED)
_consecutive("alternating-numbers", Verdict.REFUTED)
_consecutive("stage-control-numbers", Verdict.REFUTED)

#: The matrix D printed for N = 10 after Theorem 4.5.
PRINTED_D = [[(i + k) % 10 if i % 2 == 0 else (i - k) % 10 for k in range(10)] for i in range(10)]
assert PRINTED_D[1] == [1, 0, 9, 8, 7, 6, 5, 4, 3, 2] and PRINTED_D[8] == [8, 9, 0, 1, 2, 3, 4, 5, 6, 7]


def _d_rows(net: gsen.GSEN, printed: Any) -> Result:
    """Every row of Algorithm 2's D against the simulated rounds (and the printed rows, if any)."""
    D = cc.destination_matrix(net.N)
    perms = [gsen.realize(net, gsen.family_states(net, "alternating", cc.round_config(k))) for k in range(net.N)]
    examined = 0
    for i in range(net.N):
        for k in range(net.N):
            p = gsen.path(net, i, cc.round_tag(net, i, k))
            dest = int(perms[k][i])
            if p.dest != D[i][k] or dest != D[i][k] or (printed is not None and printed[i][k] != D[i][k]):
                return _fail(
                    "gsen-matrix-D",
                    net.N,
                    {"row": i},
                    f"{net}: round {k}, processor {i}: tag path ends at {p.dest}, configuration sends to {dest}, "
                    f"D says {D[i][k]}" + ("" if printed is None else f", printed {printed[i][k]}"),
                )
        examined += 1
    return verified(examined=examined, rows=examined)


@_claim(
    "matrix-D-printed",
    "Sect. 4, the matrix D after Theorem 4.5",
    "For the 10 x 10 GSEN Algorithm 2 constructs the printed matrix D (rows 0 1 2 ... 9 / 1 0 9 8 ... 2 / ...).",
    "The printed rows alternate (i + k) mod 10 for even i and (i - k) mod 10 shifted for odd i; compared entry by "
    "entry "
    "and with the simulated rounds.",
    ("gsen-dmatrix-odd-sign",),
    sizes={"fast": {"N": 10}},
    domain="N = {N}",
    witnesses=("gsen-matrix-D",),
    point={"N": equal("N")},
    subject={"printed": PRINTED_D},
)
def matrix_d(ctx: Context) -> Result:
    return _d_rows(gsen.GSEN(ctx.sizes.N), PRINTED_D)


@_claim(
    "thm4.5",
    "Theorem 4.5 (Algorithm 2)",
    "d_{i,k} = j iff the message processor i sends in round k (tag k or 2^n - 1 - k, configuration A_k) arrives at j.",
    "Compared with the simulated destinations of Algorithm 3's rounds.",
    ("gsen-dmatrix-odd-sign", "gsen-round-tag-odd"),
    witnesses=("gsen-matrix-D",),
    subject={"printed": None},
)
def thm45(ctx: Context) -> Result:
    examined = 0
    for N in _mod2(ctx.sizes.Nmax):
        r = _d_rows(gsen.GSEN(N), None)
        if r.verdict is not Verdict.VERIFIED:
            return r
        examined += r.examined
    return verified(examined=examined, largest_N=ctx.sizes.Nmax)


def _alg(item, source, statement, run, mutants):
    def check(ctx: Context) -> Result:
        examined = 0
        for N in _mod2(ctx.sizes.Nmax):
            rounds = run(N)
            v = (cg.broadcast_violation if item == "alg1" else cg.personalized_violation)(N, rounds)
            if v is None and len(rounds) != N:
                v = f"{len(rounds)} rounds, not N = {N}"
            if v:
                return _fail("gsen-algorithm", N, {"algorithm": item}, f"{gsen.GSEN(N)}: {v}")
            examined += 1
        return verified(examined=examined, largest_N=ctx.sizes.Nmax)

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes=MOD2,
        domain="every N = 2 mod 4 in 2..{Nmax}",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        witnesses=("gsen-algorithm",),
        mutants=mutants,
        subject={"algorithm": item},
        point=N_MOD2,
        notes="Each message follows its tag through the GSEN set to A_k; the tag path must be the one the "
        "configuration sets up, and every (sender, receiver) pair is served exactly once.",
    )


_alg(
    "alg1",
    "Algorithm 1",
    "Algorithm 1 fulfils all-to-all broadcast in N rounds.",
    cc.algorithm1,
    ("gsen-round-tag-odd", "gsen-gray-shift"),
)
_alg(
    "thm4.6",
    "Theorem 4.6 (Algorithm 3)",
    "Algorithm 3 fulfils all-to-all personalized exchange in N rounds.",
    cc.algorithm3,
    ("gsen-dmatrix-odd-sign", "gsen-round-tag-odd"),
)
_alg(
    "alg4",
    "Algorithm 4",
    "Algorithm 4 fulfils all-to-all personalized exchange in N rounds without the matrix D.",
    cc.algorithm4,
    ("gsen-round-tag-odd", "gsen-gray-shift"),
)


def fig9_violation(net: gsen.GSEN) -> str | None:
    """Round 2 of Algorithm 3 on ``net`` uses A_2 = 3 and processors 0, 1, 2, 9 send to 2, 9, 4, 7 (and every
    message of the round arrives where it is meant to); None when all hold."""
    rounds = cc.algorithm3(net.N)
    if len(rounds) < 3:
        return f"Algorithm 3 on {net} has {len(rounds)} rounds, no round 2"
    r = rounds[2]
    perm = gsen.realize(net, gsen.family_states(net, "alternating", r.config))
    got = {m.sender: int(perm[m.sender]) for m in r.messages}
    named = [got.get(i) for i in (0, 1, 2, 9)]
    if r.config != 3 or named != [2, 9, 4, 7] or any(m.intended != got[m.sender] for m in r.messages):
        return (
            f"round 2 of Algorithm 3 on {net}: A = {r.config}, destinations {got}; Fig. 9 prints A = 3 and 0, 1, 2, "
            "9 -> 2, 9, 4, 7"
        )
    return None


@_claim(
    "fig9-round2",
    "Fig. 9 (round 2)",
    "In round 2 of Algorithm 3 on the 10 x 10 GSEN the configuration is (0011)_2 = 3 = A_2 and processors 0, 1, 2, 9 "
    "send to 2, 9, 4, 7.",
    "Only the destinations named in the text are compared.",
    ("gsen-gray-shift", "gsen-dmatrix-odd-sign"),
    sizes={"fast": {"N": 10}},
    domain="N = {N}, round 2",
    witnesses=("gsen-fact",),
    point={"N": equal("N")},
    subject={"fact": "fig9-round2", "recheck": fig9_violation},
)
def fig9(ctx: Context) -> Result:
    return _fact("fig9-round2", fig9_violation, [ctx.sizes.N])


def thm48_violation(net: gsen.GSEN) -> str | None:
    """Theorem 4.8 on ``net``: A_0..A_{N-1} cover every pair (R(N) <= N), the stage-control certificate
    gives R_sc(N) = 2^n, and N < 2^n. None when all hold."""
    miss = cg.family_cover_missing(net.N, "alternating", [gsen.gray(k) for k in range(net.N)])
    v = cg.sc_cover_and_unique(net)
    if miss or v or not net.N < net.tags:
        return f"{net}: A_0..A_(N-1) miss {miss[:1]}; stage control: {v or 'all needed, all pairs'}; 2^n = {net.tags}"
    return None


@_claim(
    "thm4.8",
    "Theorem 4.8 and Corollary 4.7",
    "For N = 2 mod 4 (N >= 6), N = R(N) < R_sc(N) = 2^n, and Algorithm 3 is optimal.",
    "R(N) >= N by counting and <= N by A_0..A_{N-1}; R_sc(N) = 2^n by Theorem 3.8's certificate; N < 2^n since N is "
    "not a power of two. N = 2 is its own claim.",
    ("gsen-gray-shift", "gsen-shuffle-no-carry"),
    domain="every N = 2 mod 4 in 6..{Nmax}",
    witnesses=("gsen-fact",),
    point={"N": span(6, "Nmax", 4)},
    subject={"fact": "thm4.8", "recheck": thm48_violation},
)
def thm48(ctx: Context) -> Result:
    return _fact("thm4.8", thm48_violation, [N for N in _mod2(ctx.sizes.Nmax) if N >= 6])


@PAPER.claim(
    "thm4.8-N2",
    source="Theorem 4.8 at N = 2",
    statement="N = R(N) < R_sc(N) = 2^n also for N = 2 (N = 2 mod 4 and even, so inside the theorem's hypothesis).",
    sizes={"fast": {"N": 2}},
    domain="N = {N}, every configuration",
    methods=("brute",),
    expected=Verdict.REFUTED,
    witnesses=("gsen-strictness",),
    mutants=("gsen-stages-plus-one",),
    point={"N": equal("N")},
    notes="The paper defines a GSEN for every even N; for N = 2 there is one switch, n = 1 and 2^n = N, so "
    "R(2) = R_sc(2) = 2 and the strict inequality fails. The claim is refuted only when R(2) = N and "
    "R_sc(2) = 2^n both hold (else unknown).",
)
def thm48_n2(ctx: Context) -> Result:
    N = ctx.sizes.N
    net = gsen.GSEN(N)
    perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
    R = (
        N
        if len(perms) == N and not ce.missing_pairs(net, [{"states": S.tolist()} for S in gsen.all_states(net)])
        else None
    )
    rest = cg.sc_cover_and_unique(net)
    if R != N or rest is not None:
        return unknown(f"R(2) = {R}, stage control: {rest}: the equality parts fail too")
    if N < net.tags:
        return verified(examined=len(perms), R=N, R_sc=net.tags)
    return refuted(
        Witness(
            "gsen-strictness",
            {"N": N},
            {},
            f"{net}: n = {net.n}, R(N) = {N} = R_sc(N) = 2^n, so N < R_sc(N) fails",
            {"method": "enumeration of all configurations"},
            picture={
                "renderer": "gsen-paths",
                "args": {
                    "N": N,
                    "paths": [[i, F] for i in range(N) for F in range(net.tags)],
                    "title": f"{net}: one switch, n = {net.n}; its 2^n = {net.tags} settings are all its "
                    f"configurations, so R({N}) = R_sc({N}) = {N}",
                },
            },
        ),
        R=N,
        R_sc=net.tags,
    )
