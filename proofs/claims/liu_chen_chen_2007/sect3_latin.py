"""liu-chen-chen-2007, Sect. 3: Lemma 1, Theorem 2 and Corollaries 3 and 4 (the Latin squares).

Paper -> ours: m^x_{i,j} = ``configurations(M0, d, k)[x][i, j]``; the permutation of M^x =
``brute.outputs_per_round(net, M0)[x]``; the Latin square A = ``brute.arrivals_matrix``.
Z3 (digit mode, :mod:`alltoall.checkers.z3.min`) decides the named topologies symbolically in the
round, the input and (when symbolic) M^0; brute force cross-checks the small sizes.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.min_witnesses import lemma1_violation
from alltoall.checkers.result import Result, Verdict, Witness, combine, proved, refuted, unknown, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007._checks import (
    ANY_M0,
    DS,
    LATIN_KINDS,
    M0_ZERO,
    M0_ZERO_UNLESS_D2,
    N_AT_MOST,
    SIX,
    WIRED,
    Z3_FOUND,
    all_interstage,
    banyan,
    brute_latin,
    latin_witness,
    named_nets,
    named_point,
    random_banyan,
    z3_latin,
)
from alltoall.proofs.domain import Domain, equal, free, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage

TIERS = ("fast", "full", "deep")
Z3_K = {2: (16, 64, 128), 3: (8, 32, 64), 4: (8, 24, 48), 5: (6, 16, 32)}  # largest k Z3 settles, per tier
BRUTE_K = {2: (8, 14, 15), 3: (5, 6, 7), 4: (4, 5, 6), 5: (3, 4, 5)}  # largest k brute force settles, per tier
# cor4-shift-d-gt-2's k per tier: Z3_K's, but lower at deep (it asks Z3 about six topologies per d and k)
SHIFT_K = {3: (8, 32, 36), 4: (8, 24, 48), 5: (6, 16, 20)}


def _per_tier(**tables: dict[int, tuple]) -> dict:
    """Tier sizes from per-d tables: ``_per_tier(z2=(Z3_K, 2))`` -> {"fast": {"z2": 16}, ...}."""
    return {t: {name: table[d][i] for name, (table, d) in tables.items()} for i, t in enumerate(TIERS)}


@PAPER.claim(
    "lemma1",
    reading="r = 0..N/d - 1",
    source="Lemma 1",
    statement="If x != y then row r of M^x differs from row r of M^y, for every switch row r.",
    sizes={t: {**v, "b": 4} for t, v in _per_tier(z2=(Z3_K, 2), z3=(Z3_K, 3), z4=(Z3_K, 4), z5=(Z3_K, 5)).items()},
    domain="""Z3, M^0 symbolic: d=2 k<={z2}, d=3 k<={z3}, d=4 k<={z4}, d=5 k<={z5}; brute force, M^0 = 0
    (every row the same pattern): d in 2..5, k <= {b}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes="""The text says 'for r = 0, 1, ..., N - 1', but M^x has N/d rows: read as r = 0..N/d - 1. With
    M^0 symbolic the single query covers every initial configuration. A SAT model is decoded into M^0, r,
    x, y and re-checked by brute force before it refutes.""",
    mutants=("digit-off-by-one",),
    witnesses=("lemma1",),
    point=Domain(
        {"d": span(2, 5), "k": span(1, None), "M0": ANY_M0},
        rules=(
            rule(
                lambda p, d, s: p["k"] <= s[f"z{p['d']}"],
                "k <= the size z<d> (the largest k Z3 settles for that d)",
                uses=("z2", "z3", "z4", "z5"),
            ),
        ),
    ),
)
def lemma1(ctx: Context) -> Result:
    z = ctx.sizes
    tops = {2: z.z2, 3: z.z3, 4: z.z4, 5: z.z5}
    examined = 0
    for d in DS:
        for k in range(1, min(z.b, tops[d]) + 1):
            hit = lemma1_violation(latin_configurations.initial_zero(d, k), d, k)
            if hit:
                x, y, r = hit
                row = latin_configurations.configurations(latin_configurations.initial_zero(d, k), d, k)[x][r].tolist()
                w = Witness(
                    "lemma1",
                    {"d": d, "k": k, "M0": "zero"},
                    {"x": x, "y": y, "row": r, "values": row},
                    f"d={d}, N={d**k}: row {r} of M^{x} and of M^{y} are both {row}",
                    {"method": "brute"},
                )
                return refuted(w)
            examined += 1
    from alltoall.checkers.z3 import latin  # z3: kept out of the registry's import

    z3_part = latin.lemma1(
        (multistage.build("omega", d, k) for d in DS for k in range(1, tops[d] + 1)),
        ctx.timeout,
        witness=_lemma1_witness,
    )
    if z3_part.verdict is not Verdict.PROVED:
        return z3_part
    return proved(examined=examined + z3_part.examined, **z3_part.evidence)


def _lemma1_witness(net: multistage.MIN, M0: Any, hit: tuple[int, int, int]) -> Witness:
    """A Lemma 1 model, decoded into M^0 and re-checked by brute force (rounds x < y share row r)."""
    d, k = net.d, net.k
    x, y, r = hit
    row = latin_configurations.configurations(M0, d, k)[x][r].tolist()
    return Witness(
        "lemma1",
        {"d": d, "k": k, "M0": M0.tolist()},
        {"x": x, "y": y, "row": r, "values": row},
        f"d={d}, N={d**k}: row {r} of M^{x} and of M^{y} are both {row}",
        Z3_FOUND,
    )


def _m0_for(d: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """The paper's M^0: zero for d > 2; for d = 2 (any initial state) a seeded random one in brute force."""
    if d > 2:
        return latin_configurations.initial_zero(d, k)
    return rng.integers(0, 2, size=(2 ** (k - 1), k))


def _thm2_check(topology: str, d: int) -> Any:
    def check(ctx: Context) -> Result:
        rng = np.random.default_rng(ctx.seed)
        b = brute_latin((multistage.build(topology, d, k), _m0_for(d, k, rng)) for k in range(1, ctx.sizes.b + 1))
        if b.verdict is Verdict.REFUTED:
            return b
        sym = z3_latin(
            (multistage.build(topology, d, k) for k in range(1, ctx.sizes.z + 1)),
            "symbolic" if d == 2 else "zero",
            ctx.timeout,
        )
        return combine([("z3", sym)], cross_checks=[("brute", b)])

    check.__name__ = f"thm2_{topology.replace('-', '_')}_d{d}"
    return check


for _topo in multistage.TOPOLOGIES:
    for _d in DS:
        _m0 = "M^0 symbolic (every initial configuration)" if _d == 2 else "M^0 = 0"
        PAPER.add(
            f"thm2-{_topo}-d{_d}",
            _thm2_check(_topo, _d),
            source="Theorem 2",
            statement=f"""On the {_topo} {_d}-MIN, the N permutations obtained from M^0, ..., M^(N-1) form an
            N x N Latin square (every column a permutation, every row a permutation of 0..N-1).""",
            sizes=_per_tier(z=(Z3_K, _d), b=(BRUTE_K, _d)),
            domain=f"{_topo}, d={_d}, Z3 for 1 <= k <= {{z}} ({_m0}); brute force k <= {{b}}"
            + (" (a seeded random M^0 per size)" if _d == 2 else ""),
            methods=("z3", "brute"),
            expected=Verdict.PROVED,
            scope="bounded",
            notes=(
                "M^0 as the paper defines it: for d = 2 the network's initial configuration, left symbolic "
                "(an uninterpreted function of stage and switch), for d > 2 zero. Z3 decides 'every M^x is "
                "bijective' and 'no input reaches the same output in two rounds' symbolically in x, y and the "
                "input; brute force (numpy) cross-checks the small sizes with a seeded random M^0. A SAT model is "
                "decoded into M^0 and re-checked by brute force; unconfirmed it gives unknown."
            ),
            mutants=("wiring-identity", "digit-off-by-one") + (("wiring-swap",) if "omega" in _topo else ()),
            witnesses=LATIN_KINDS,
            topology=_topo,
            point=Domain({**named_point((_topo,), equal(_d), span(1, "z")), "M0": ANY_M0}, rules=(M0_ZERO_UNLESS_D2,)),
        )


@PAPER.claim(
    "thm2-relabelled-banyan",
    source="Theorem 2 (proof: uses only the banyan property)",
    statement="""Theorem 2 holds on every banyan d-MIN, not only the named ones: on banyans obtained by
    renumbering the switches and ports of a named banyan, M^0..M^{N-1} still give a Latin square.""",
    sizes={
        "fast": {"examples": 60, "N": 64, "tables": 6},
        "full": {"examples": 400, "tables": 20},
        "deep": {"examples": 2000, "tables": 60},
    },
    domain="""exhaustive: all 24 interstage wirings of 2-stage 4 x 4 MINs that are banyan, every M^0; Hypothesis:
    {examples} relabelled banyans, d in 2..5, N <= {N}, brute force; Z3 (table mode): {tables} seeded relabelled
    banyans, d in 2..3, N <= 9""",
    methods=("brute", "z3", "hypothesis"),
    expected=Verdict.VERIFIED,
    notes="""Relabelled networks are built from line tables, so Z3 runs in table mode here. Each generated
    network is first checked to be banyan by path counting (the hypothesis of the theorem).""",
    mutants=("digit-off-by-one",),
    witnesses=LATIN_KINDS,
    point=Domain(
        {"network.N": span(2, "N"), "network.d": span(2, 5), **WIRED, "M0": ANY_M0},
        rules=(
            rule(lambda p, d, s: banyan(p["network"]), "the network is banyan with log_d N stages"),
            M0_ZERO_UNLESS_D2,
        ),
    ),
)
def thm2_relabelled(ctx: Context) -> Result:
    from hypothesis import find
    from hypothesis import strategies as st
    from hypothesis.errors import NoSuchExample

    from alltoall.checkers import strategies as strat  # Hypothesis: kept out of the registry's import
    from alltoall.checkers.z3 import min as z3_min  # z3: kept out of the registry's import

    examined = 0
    for net in all_interstage(2, 2, 2):
        if props.unique_paths(multistage.path_counts(net)) is not None:
            continue
        for M0 in brute.all_shift_matrices(2, 2, 2):
            v = brute.latin_violation(net, M0)
            if v:
                return refuted(latin_witness(net, M0, v, {"method": "exhaustive"}))
            examined += 1

    @st.composite
    def case(draw):
        d, k = draw(strat.d_and_k(max_N=ctx.sizes.N))
        net = draw(strat.relabelled_banyan(d, k))
        M0 = draw(strat.initial_configuration(d, k)) if d == 2 else latin_configurations.initial_zero(d, k)
        return net, M0

    def fails(c: Any) -> bool:
        net, M0 = c
        if props.unique_paths(multistage.path_counts(net)) is not None:
            raise AssertionError(f"relabelling broke the banyan property of {net}")
        return brute.latin_violation(net, M0) is not None

    try:
        net, M0 = find(
            case(), fails, settings=strat.search_settings(ctx.sizes.examples), random=random.Random(ctx.seed)
        )
        return refuted(
            latin_witness(net, M0, brute.latin_violation(net, M0), {"method": "hypothesis", "seed": ctx.seed})
        )
    except NoSuchExample:
        pass
    rng = np.random.default_rng(ctx.seed)
    smt2: dict[str, str] = {}
    for _ in range(ctx.sizes.tables):
        d = int(rng.choice([2, 3]))
        k = int(rng.integers(1, 4 if d == 2 else 3))
        net = random_banyan(rng, d, k)
        q = z3_min.latin_rows_table(net, "symbolic" if d == 2 else "zero", timeout=ctx.timeout, keep_smt2=True)
        if q.status != "unsat":
            return unknown(f"z3 table mode on {net}: {q.status} {q.reason or ''}")
        smt2[f"{len(smt2)}: {net}"] = q.smt2_sha256
    return verified(
        examined=examined + len(smt2), z3_table_queries=len(smt2), smt2_sha256=smt2, hypothesis_seed=ctx.seed
    )


@PAPER.claim(
    "thm2-literal",
    reading="literal: any log_d N-stage MIN",
    source="Theorem 2 read with the paper's definition 'N x N d-MIN = (log_d N)-stage MIN'",
    statement="""For every N x N d-nary MIN with log_d N stages (banyan or not), the permutations obtained
    from M^0..M^{N-1} form a Latin square.""",
    domain="exhaustive over interstage wirings, d=2, N=4, M^0 = 0",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""The paper defines 'N x N d-MIN' as any (log_d N)-stage MIN and asserts such a MIN is banyan,
    which is false (logN-stage-min-is-banyan). The proof of Theorem 2 uses the banyan property, so the
    theorem holds for banyan d-MINs (thm2-*) and fails for this literal reading.""",
    mutants=("wiring-ignored",),
    witnesses=LATIN_KINDS,
    point=Domain(
        {"network.N": equal(4), "network.d": equal(2), **WIRED, "M0": free("M^0 = 0 (the rule below)")},
        rules=(rule(lambda p, d, s: len(p["network"]["wirings"]) == 3, "log_2 4 = 2 stages (3 wirings)"), M0_ZERO),
    ),
)
def thm2_literal(ctx: Context) -> Result:
    M0 = latin_configurations.initial_zero(2, 2)
    examined = 0
    for net in all_interstage(2, 2, 2):
        v = brute.latin_violation(net, M0)
        if v:
            return refuted(latin_witness(net, M0, v, {"method": "exhaustive enumeration (lexicographic)"}))
        examined += 1
    return verified(examined=examined)


@PAPER.claim(
    "cor3",
    source="Corollary 3",
    statement="""The permutations of M^0..M^{N-1} realize all-to-all personalized exchange on an N x N d-MIN:
    over the N rounds every input reaches every output exactly once.""",
    sizes={"fast": {"N": 256}, "full": {"N": 1024}, "deep": {"N": 2048}},
    domain="six topologies, d in {{2,3,4,5}}, N <= {N}, M^0 = 0 (brute-force message simulation)",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Checked as the delivers-every-message property of the round-by-round schedule (s sends to route_x(s) in "
    "round x).",
    mutants=("digit-off-by-one",),
    witnesses=LATIN_KINDS,
    point=Domain(
        {**named_point(SIX, span(2, 5), span(1, None)), "M0": free("M^0 = 0 (the rule below)")},
        rules=(N_AT_MOST, M0_ZERO),
    ),
)
def cor3(ctx: Context) -> Result:
    examined = 0
    for d, k, net in named_nets(ctx.sizes.N):
        M0 = latin_configurations.initial_zero(d, k)
        outs = brute.outputs_per_round(net, M0)
        rounds, senders = np.indices(outs.shape)  # delivery (x, s): round x, sender s, to and at outs[x, s]
        v = props.delivers_every_message_table(rounds, senders, outs, outs, net.N)
        if v:
            return refuted(latin_witness(net, M0, brute.latin_violation(net, M0) or v, {"method": "brute"}))
        examined += 1
    return verified(examined=examined)


@PAPER.claim(
    "cor4",
    source="Corollary 4",
    statement="""Given any initial configuration of an N x N 2-MIN, the permutations of M^0..M^{N-1} realize
    all-to-all personalized exchange.""",
    sizes={t: {**v, "b": 3} for t, v in _per_tier(z=(Z3_K, 2)).items()},
    domain="""d=2, six topologies; Z3 with M^0 an uninterpreted function of (stage, switch), k <= {z}; brute
    force every M^0 for k <= {b}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    mutants=("wiring-identity",),
    witnesses=LATIN_KINDS,
    point=Domain({**named_point(SIX, equal(2), span(1, "z")), "M0": ANY_M0}),
)
def cor4(ctx: Context) -> Result:
    examined = 0
    for name in multistage.TOPOLOGIES:
        for k in range(1, ctx.sizes.b + 1):
            net = multistage.build(name, 2, k)
            for M0, v in brute.latin_violations(net, brute.all_shift_matrices(net.switches, k, 2)):
                if v:
                    return refuted(latin_witness(net, M0, v, {"method": "exhaustive"}))
                examined += 1
    sym = z3_latin(
        (multistage.build(name, 2, k) for name in multistage.TOPOLOGIES for k in range(1, ctx.sizes.z + 1)),
        "symbolic",
        ctx.timeout,
    )
    return combine([("z3", sym)], cross_checks=[("brute", verified(examined=examined, instances=examined))])


@PAPER.claim(
    "cor4-shift-d-gt-2",
    beyond=True,
    source="Corollary 4, extended: d > 2 with arbitrary shift-state initial configurations",
    statement="""For d > 2, the construction m^x = m^0 (+)_d x_{(log_d N)-1-j} yields a Latin square for
    every initial configuration M^0 of shift states, not only M^0 = 0.""",
    sizes={
        t: {**v, "samples": 3, "N": 125}
        for t, v in _per_tier(z3=(SHIFT_K, 3), z4=(SHIFT_K, 4), z5=(SHIFT_K, 5)).items()
    },
    domain="""d in {{3,4,5}}, six topologies, Z3 with M^0 symbolic: k <= {z3}/{z4}/{z5}; brute force {samples}
    seeded random M^0 per size, N <= {N}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes="The paper sets M^0 = 0 for d > 2 only because S is not all of the d! states; nothing in the proof needs it.",
    mutants=("xor-digits",),
    witnesses=LATIN_KINDS,
    point=Domain(
        {**named_point(SIX, span(3, 5), span(1, None)), "M0": ANY_M0},
        rules=(
            rule(
                lambda p, d, s: p["network"]["k"] <= s[f"z{p['network']['d']}"],
                "k <= the size z<d> (the largest k Z3 settles for that d)",
                uses=("z3", "z4", "z5"),
            ),
        ),
    ),
)
def cor4_shift(ctx: Context) -> Result:
    rng = np.random.default_rng(ctx.seed)
    cases = []
    for name in multistage.TOPOLOGIES:
        for d in (3, 4, 5):
            k = 1
            while d**k <= ctx.sizes.N:
                cases += [
                    (multistage.build(name, d, k), rng.integers(0, d, size=(d ** (k - 1), k)))
                    for _ in range(ctx.sizes.samples)
                ]
                k += 1
    b = brute_latin(cases)
    if b.verdict is Verdict.REFUTED:
        return b
    tops = {3: ctx.sizes.z3, 4: ctx.sizes.z4, 5: ctx.sizes.z5}
    parts = {}
    queries = 0
    for d in (3, 4, 5):
        sym = z3_latin(
            (multistage.build(name, d, k) for name in multistage.TOPOLOGIES for k in range(1, tops[d] + 1)),
            "symbolic",
            ctx.timeout,
        )
        if sym.verdict is not Verdict.PROVED:
            return combine([("z3", sym)], cross_checks=[("brute", b)])
        parts[f"d={d}"] = sym.evidence
        queries += sym.examined or 0
    return combine([("z3", proved(examined=queries, **parts))], cross_checks=[("brute", b)])
