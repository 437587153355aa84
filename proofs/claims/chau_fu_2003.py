"""Claims of chau-fu-2003 (seed 002): the crosstalk-free optical MIN with log n + 1 stages, its
one-pass cyclic shifts (Theorem 1), the (n - 1)-pass exchange (Theorems 2, 3), the routing rule,
and the comparisons with banyan, Benes and two-banyan schemes (Sects. II, III, V, Summary).

Paper -> ours: "new n by n MIN" = ``optical.OpticalMIN(n)``, n = 2**m, "log n" = m; "the ith
switch in stage k" = switch i of stage k; "8 by 8 banyan" = a named 8 x 8 MIN of
:mod:`alltoall.spec.topologies.multistage` (each reading gets its own claim); crosstalk =
:func:`alltoall.checkers.properties.crosstalk_free`.
"""

from __future__ import annotations

import itertools

import sympy as sp

from alltoall.checkers import brute, crosstalk as ct
from alltoall.checkers.z3.core import unsat_sweep
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs.registry import Context, Source
from alltoall.proofs._legacy import Claim, add, claim, domain_of, pick, timed_check  # noqa: F401
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

KEY = "chau-fu-2003"
n_, m_ = sp.symbols("n m", integer=True, positive=True)


def src(item: str) -> Source:
    return Source(KEY, item)


def _domain(item: str, ctx: Context) -> str:
    return domain_of(f"{KEY}/{item}", ctx)


def _z3_per_n(queries, ms_range, ctx: Context, domain: str, brute_domain: str) -> Result:
    """Every query UNSAT for every n = 2**m, m in ``ms_range`` (:func:`unsat_sweep`)."""
    return unsat_sweep(queries, ms_range, lambda q, m, keep: q(op.OpticalMIN(2**m), timeout=ctx.timeout, keep_smt2=keep), brute_domain)


def _shift_witness(net: op.OpticalMIN, f: ct.Failure) -> Witness:
    perm = [(s + f.c) % net.n for s in range(net.n)]
    setting = op.shift_setting(net, f.c).tolist()
    return Witness("optical-shift-failure", {"n": net.n}, {"c": f.c, "setting": setting,
                                                           "rendering": ct.render_optical(net, perm, f.signals)},
                   f"Theorem 1's stage-uniform setting {setting} for the shift c = {f.c} on {net}: {f.message}.",
                   {"method": "brute force"})


# --- Sect. IV: Theorems 1-3 and the routing rule ----------------------------------------------


@claim(
    f"{KEY}/thm1",
    source=src("Sect. IV, Theorem 1 and its proof"),
    statement="""The n x n optical MIN realizes each cyclic shift s -> (s + c) mod n, c = 1..n-1, in one pass
    without crosstalk, with every switch of stage i set to output a_i (bit i of c) and the last stage to the
    processor.""",
    domain={"fast": "Z3 for every n = 2^m, m = 1..16, all c and all pairs of sources at once; brute force m = 1..8",
            "full": "Z3 m = 1..64; brute force m = 1..10", "deep": "Z3 m = 1..256; brute force m = 1..12"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="""The proof writes c = a_0 2^0 + ... + a_{n-1} 2^{n-1} and sets 'stage i' for i = 0..n-1, but the
    network has only stages 0..log n. Read: bits a_0..a_{m-1} drive stages 0..m-1; a_i = 0 for i >= m, so
    the last stage m takes the 'first output', which must be the one wired to processor i (Sect. IV: 'only one
    output of the ith switch is connected to process i'). 'First output' = the straight link to switch i,
    'second output' = the link to switch (i + 2^k) mod n. Z3 runs the spec's own next_switch and bit on
    unsigned bit-vector terms: one UNSAT query per n for crosstalk (two sources in one switch at some
    stage) and one for delivery.""",
    mutants=("cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half"),
)
@timed_check
def thm1(ctx: Context) -> Result:
    domain = _domain("thm1", ctx)
    for m in range(1, pick(ctx, 8, 10, 12) + 1):
        net = op.OpticalMIN(2**m)
        f = ct.brute_theorem1(net)
        if f:
            return refuted(_shift_witness(net, f))
    return _z3_per_n((ct.theorem1_crosstalk, ct.theorem1_delivery), range(1, pick(ctx, 16, 64, 256) + 1), ctx, domain, f"m = 1..{pick(ctx, 8, 10, 12)}")


@claim(
    f"{KEY}/thm2",
    source=src("Sect. IV, Theorem 2"),
    statement="""The n x n optical MIN realizes all-to-all personalized exchange in n - 1 passes: pass c sends
    every s to (s + c) mod n, each pass crosstalk-free, and every ordered pair s != d is served exactly once.""",
    domain={"fast": "Z3 for n = 2^m, m = 1..16 (Theorem 1's queries plus coverage); brute force m = 1..8",
            "full": "Z3 m = 1..64; brute force m = 1..10"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="""Coverage is the UNSAT of: some s and passes c1 != c2 send s to the same processor, or a pass sends
    s to itself. With n - 1 passes of n messages each that makes every one of the n(n-1) pairs served once.
    Self-messages are not part of the exchange (the abstract: 'each node sends a message to all the other
    nodes').""",
    mutants=("cf-schedule-short", "cf-offset-double"),
)
@timed_check
def thm2(ctx: Context) -> Result:
    domain = _domain("thm2", ctx)
    for m in range(1, pick(ctx, 8, 10) + 1):
        net = op.OpticalMIN(2**m)
        v = ct.aape_violation(net)
        if v:
            w = Witness("optical-aape", {"n": net.n}, {"violation": v}, f"Theorem 2's schedule on {net}: {v}.", {"method": "brute force"})
            return refuted(w)
    ms_range = range(1, pick(ctx, 16, 64) + 1)
    for m in ms_range:
        net = op.OpticalMIN(2**m)
        passes = op.aape_passes(net)
        if passes.step != 1 or passes[-1] - passes[0] + 1 != net.n - 1:
            return unknown(f"{net}: the schedule does not have n - 1 passes")
    return _z3_per_n((ct.theorem1_crosstalk, ct.theorem1_delivery, ct.theorem2_coverage), ms_range, ctx, domain, f"m = 1..{pick(ctx, 8, 10)}")


@claim(
    f"{KEY}/thm3",
    source=src("Sect. IV, Theorem 3; abstract: 'optimal in terms of the number of passes'"),
    statement="""Every all-to-all personalized exchange on the optical MIN needs at least n - 1 passes, so
    Theorem 2's n - 1 passes are optimal.""",
    domain={"fast": "symbolic: every n >= 2; the spec's single injection port checked for n = 2^1..2^12"},
    methods=("sympy", "brute"),
    expected=Verdict.PROVED,
    notes="""Counting argument: n(n-1) messages; a processor drives one input of its stage-0 switch
    ('in stage 0, we only use one input in every switch'), so a pass carries at most n messages and
    ceil(n(n-1)/n) = n - 1 passes are needed. SymPy checks that the bound equals Theorem 2's count.""",
    mutants=("cf-passes-formula", "cf-two-injection-ports"),
)
@timed_check
def thm3(ctx: Context) -> Result:
    domain = _domain("thm3", ctx)
    per_pass = n_ * op.injection_ports(2)
    bound = sp.ceiling(n_ * (n_ - 1) / per_pass)
    gap = sp.simplify(bound - op.passes_optical(n_))
    for m in range(1, 13):
        net = op.OpticalMIN(2**m)
        entries = {int(op.route(net, op.shift_setting(net, 0), [s])[1][0, 0]) for s in range(net.n)}
        if len(entries) != net.n:
            return unknown(f"{net}: processors do not have distinct stage-0 switches")
    if gap != 0:
        w = Witness("formula", {"bound": str(bound), "passes": str(op.passes_optical(n_))}, {},
                    f"the lower bound {bound} differs from Theorem 2's {op.passes_optical(n_)} passes", {"method": "sympy"})
        return refuted(w)
    return proved(lower_bound=str(bound), passes=str(op.passes_optical(n_)))


@claim(
    f"{KEY}/routing-rule",
    source=src("Sect. IV, the routing rule after Theorem 3 (including its s > d case)"),
    statement="""For every source s and destination d != s, the rule (c = d - s if d > s, else d + n - s;
    set switch (s + a_0 2^0 + ... + a_{i-1} 2^{i-1}) mod n of stage i to output a_i) delivers s's signal to d,
    and the switch it names at each stage is the one the signal is in.""",
    domain={"fast": "Z3 for n = 2^m, m = 1..12, all pairs at once; brute force m = 1..8",
            "full": "Z3 m = 1..24; brute force m = 1..11"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="""The d > s case omits 'mod n'; it is not needed there since s + (c mod 2^i) <= s + c = d < n, and
    the claim checks the rule exactly as printed (no mod for d > s). 'Convert c into a_0 2^0 + ... +
    a_{n-1} 2^{n-1}' is read as in Theorem 1: stages beyond log n do not exist and a_m = 0 sends the last stage
    to the processor. The text has no case s = d; no self-message is sent, so nothing is wrong there.""",
    mutants=("cf-rule-no-mod", "cf-bit-off-by-one"),
)
@timed_check
def routing_rule(ctx: Context) -> Result:
    domain = _domain("routing-rule", ctx)
    for m in range(1, pick(ctx, 8, 11) + 1):
        net = op.OpticalMIN(2**m)
        bad = ct.brute_rule(net)
        if bad:
            s, d, why = bad
            got, path, _ = op.route_by_rule(net, s, d)
            w = Witness("rule-misroutes", {"n": net.n}, {"s": s, "d": d, "rendering": f"switches passed: {path}; arrives at {got}"},
                        f"on {net}, the rule for {s} -> {d}: {why}", {"method": "brute force"})
            return refuted(w)
    return _z3_per_n((ct.rule_query,), range(1, pick(ctx, 12, 24) + 1), ctx, domain, f"m = 1..{pick(ctx, 8, 11)}")


# --- counting formulas (Sects. III-V, Summary) -------------------------------------------------

N_SYM, M_SYM = 2**m_, m_  # n = 2^m, log n = m


def _formula_claim(item: str, source: str, statement: str, expr, expected: Verdict, notes: str, mutants: tuple, witness_relation: str | None = None):
    """A claim settled by SymPy: ``expr(n, m)`` returns (holds: sympy Boolean/expr, evidence)."""

    def check(ctx: Context) -> Result:
        domain = "symbolic: every n = 2^m, m >= 1"
        holds, evidence = expr(N_SYM, M_SYM)
        if holds is True or holds == sp.true:
            return proved(**evidence)
        if witness_relation is None:
            return Result(Verdict.UNKNOWN, domain, evidence, reason=f"SymPy could not establish it: {holds}")
        lhs, rel, rhs = op.RELATIONS[witness_relation]
        n, m = 8, 3
        w = Witness("count-relation", {"n": n}, {"relation": witness_relation},
                    f"For n = {n} (log n = {m}): the left side is {lhs(n, m)} switches and the right side {rhs(n, m)}; "
                    f"in general {sp.simplify(lhs(N_SYM, M_SYM))} vs {sp.simplify(rhs(N_SYM, M_SYM))} (n = 2^m).",
                    {"method": "sympy, instance n = 8"})
        return refuted(w, **evidence)

    add(Claim(id=f"{KEY}/{item}", source=src(source), statement=" ".join(statement.split()), domain={"fast": "symbolic: every n = 2^m, m >= 1"},
              methods=("sympy",), expected=expected, check=timed_check(check), notes=" ".join(notes.split()), mutants=mutants))


def _eq(a, b) -> bool:
    return sp.simplify(sp.expand(a - b)) == 0


def _positive(e) -> bool:
    return bool(sp.simplify(e).is_positive)


_formula_claim(
    "switch-count", "Sect. IV: 'The total number of switches in the new MIN is n(log n + 1)'",
    "The optical MIN has log n + 1 stages of n switches: n(log n + 1) 2 x 2 switches.",
    lambda n, m: (_eq(op.optical_switches(n, m), n * (m + 1)) and op.OpticalMIN(8).total_switches == 32,
                  {"formula": str(op.optical_switches(n, m))}),
    Verdict.PROVED, "The spec's stage count times n, on SymPy symbols, against the printed n(log n + 1).", ("cf-stage-short",))
_formula_claim(
    "benes-switch-count", "Sect. III: 'The total number of switches in an n by n Benes network is (n log n - n/2)'",
    "An n x n Benes network has 2 log n - 1 stages of n/2 switches: n log n - n/2 switches.",
    lambda n, m: (_eq(op.benes_switches(n, m), n * m - n / 2) and op.benes(3).switches * op.benes(3).stages == op.benes_switches(8, 3),
                  {"formula": str(sp.expand(op.benes_switches(n, m)))}),
    Verdict.PROVED, "The spec's Benes network (Figure 4: baseline then reverse baseline, centre stage shared) has 2 log n - 1 stages.", ("cf-benes-single",))
_formula_claim(
    "two-banyan-switch-count", "Sect. V, Figure 6: two banyans plus a column before and after need n(log n + 2) switches",
    "Two n x n banyans (n log n switches together) plus one extra column of n switches before and one after: n(log n + 2).",
    lambda n, m: (_eq(op.two_banyan_switches(n, m), n * (m + 2)), {"formula": str(sp.expand(op.two_banyan_switches(n, m)))}),
    Verdict.PROVED, """'An additional column of 2 by 2 switches' is read as n switches per column (one per processor: it must
    choose between the two banyans), which is what n(log n + 2) = n log n + 2n requires.""", ("cf-two-banyan-columns",))
_formula_claim(
    "vs-two-banyans", "Sect. V: 'The number of switches is n more ...'; '(log n + 2) stages ... one less stage'",
    "Two banyans with the extra columns use n more switches and one more stage than the optical MIN.",
    lambda n, m: (_eq(op.two_banyan_switches(n, m) - op.optical_switches(n, m), n) and _eq(op.two_banyan_stages(m) - op.stage_count(m), 1), {}),
    Verdict.PROVED, "Differences of the spec's counts, symbolic in m.", ("cf-stage-short",))
_formula_claim(
    "more-than-twice-banyan", "Sect. V: 'It has more than twice the number of switches used for multistage networks, such as baseline'",
    "n(log n + 1) > 2 (n/2) log n for every n: the optical MIN has more than twice a banyan's switches.",
    lambda n, m: (_positive(op.optical_switches(n, m) - 2 * op.banyan_switches(n, m)), {"difference": str(sp.simplify(op.optical_switches(n, m) - 2 * op.banyan_switches(n, m)))}),
    Verdict.PROVED, "The difference is n > 0.", ("cf-stage-short",))
_formula_claim(
    "summary-twice-switches-exact", "Summary: 'The only drawback for the new MIN is that it requires twice the amount of switches'",
    "Read exactly: the optical MIN has twice as many switches as a banyan, n(log n + 1) = 2 (n/2) log n.",
    lambda n, m: (_eq(op.optical_switches(n, m), 2 * op.banyan_switches(n, m)), {"ratio": str(sp.simplify(op.optical_switches(n, m) / op.banyan_switches(n, m)))}),
    Verdict.REFUTED, """Two readings: exactly twice (refuted: the ratio is 2 + 2/log n, e.g. 32 vs 2 x 12 for n = 8; Sect. V itself
    says 'more than twice') and asymptotically twice (summary-twice-switches-asymptotic).""", ("cf-stage-short",),
    "optical switches == 2 x banyan switches (Summary: 'twice the amount of switches')")
_formula_claim(
    "summary-twice-switches-asymptotic", "Summary: 'it requires twice the amount of switches' (asymptotic reading)",
    "The ratio of the optical MIN's switches to a banyan's tends to 2 as n grows.",
    lambda n, m: (sp.limit(op.optical_switches(n, m) / op.banyan_switches(n, m), m_, sp.oo) == 2, {}),
    Verdict.PROVED, "SymPy limit of n(log n + 1) / ((n/2) log n) as log n -> infinity.", ("cf-banyan-full-columns",))
_formula_claim(
    "benes-twice-banyan-exact", "Sect. III: 'a Benes network has twice the number of switches as multistage networks such as baseline'",
    "Read exactly: an n x n Benes network has twice as many switches as a banyan, n log n - n/2 = 2 (n/2) log n.",
    lambda n, m: (_eq(op.benes_switches(n, m), 2 * op.banyan_switches(n, m)), {"ratio": str(sp.simplify(op.benes_switches(n, m) / op.banyan_switches(n, m)))}),
    Verdict.REFUTED, "The ratio is 2 - 1/log n (20 vs 24 for n = 8): below twice for every n; asymptotically twice (benes-twice-banyan-asymptotic).",
    ("cf-benes-double",), "Benes switches == 2 x banyan switches (Sect. III: 'twice the number of switches')")
_formula_claim(
    "benes-twice-banyan-asymptotic", "Sect. III: 'twice the number of switches' (asymptotic reading)",
    "The ratio of a Benes network's switches to a banyan's tends to 2 as n grows.",
    lambda n, m: (sp.limit(op.benes_switches(n, m) / op.banyan_switches(n, m), m_, sp.oo) == 2, {}),
    Verdict.PROVED, "SymPy limit of (n log n - n/2) / ((n/2) log n).", ("cf-banyan-full-columns",))
_formula_claim(
    "banyan-over-half-benes", "Sect. III: 'the multistage interconnection network has just slightly more than half of the switches of a Benes network'",
    "A banyan has more than half of a Benes network's switches for every n, and the ratio tends to 1/2.",
    lambda n, m: (_positive(op.banyan_switches(n, m) / op.benes_switches(n, m) - sp.Rational(1, 2))
                  and sp.limit(op.banyan_switches(n, m) / op.benes_switches(n, m), m_, sp.oo) == sp.Rational(1, 2),
                  {"ratio": str(sp.simplify(op.banyan_switches(n, m) / op.benes_switches(n, m)))}),
    Verdict.PROVED, "Ratio log n / (2 log n - 1) > 1/2, tending to 1/2 ('slightly more than half').", ("cf-benes-double",))
_formula_claim(
    "almost-benes", "Sect. IV: 'n(log n + 1) that is almost the same as a Benes network'",
    "The optical MIN's switch count n(log n + 1) over the Benes count n log n - n/2 tends to 1 as n grows.",
    lambda n, m: (sp.limit(op.optical_switches(n, m) / op.benes_switches(n, m), m_, sp.oo) == 1,
                  {"difference": str(sp.simplify(op.optical_switches(n, m) - op.benes_switches(n, m))), "ratio_n8": "32/20"}),
    Verdict.PROVED, """'Almost the same' is read asymptotically: the ratio tends to 1. The difference is 3n/2 switches (n = 8: 32 vs 20),
    so for small n it is not close.""", ("cf-benes-single",))
_formula_claim(
    "summary-n-plus-1-fewer-passes", "Summary: 'the new MIN requires n+1 less passes compared to previously proposed methods'",
    "The 2n-pass semi-permutation schemes need n + 1 more passes than the optical MIN's n - 1.",
    lambda n, m: (_eq(op.passes_semi_scheme(n) - op.passes_optical(n), n + 1), {}),
    Verdict.PROVED, "Against the schemes as the paper counts them (2n passes); against the best single-banyan schedule see summary-n-plus-1-fewer-vs-best-banyan.",
    ("cf-passes-formula",))
_formula_claim(
    "pass-length-one-more", "Summary: 'the length of each pass is only one more than a multistage interconnection network'",
    "The optical MIN has log n + 1 stages, one more than a banyan's log n.",
    lambda n, m: (_eq(op.stage_count(m) - op.banyan_stages(m), 1), {}),
    Verdict.PROVED, "'Length of a pass' is read as the number of stages a signal crosses.", ("cf-stage-short",))
_formula_claim(
    "permutation-two-passes-banyan", "Sect. II: 'a permutation cannot be realized in one pass' (on banyans); abstract: 'at least two passes'",
    "On an n x n MIN of 2 x 2 switches with n/2 switches per stage, every permutation needs at least two passes without crosstalk.",
    lambda n, m: (_eq(sp.ceiling(n / op.banyan_semi_capacity(n)), 2), {"capacity_per_pass": "n/2"}),
    Verdict.PROVED, """Pigeonhole: a permutation has n active inputs, the first stage n/2 switches, and a crosstalk-free pass
    uses each switch at most once, so a pass carries at most n/2 signals.""", ("cf-banyan-capacity",))


# --- Sect. II and the abstract: one pass on optical MINs ------------------------------------------


@claim(
    f"{KEY}/no-permutation-one-pass-literal",
    source=src("Sect. II: 'Hence, a permutation cannot be realized in one pass in an optical multistage interconnection network'"),
    statement="Read literally: no optical MIN realizes a permutation (each node to a different node) in one crosstalk-free pass.",
    domain={"fast": "the optical MIN, n = 8, shifts c = 1..7"},
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""The sentence follows the description of conventional 2 x 2 MINs, where it holds
    (permutation-two-passes-banyan); literally it contradicts the paper's own Theorem 1. The witness is the
    paper's network realizing the shift by 1 in one pass.""",
    mutants=("cf-modulus-half",),
)
@timed_check
def no_permutation_one_pass(ctx: Context) -> Result:
    domain = _domain("no-permutation-one-pass-literal", ctx)
    net = op.OpticalMIN(8)
    for c in range(1, net.n):
        perm = [int(v) for v in op.route(net, op.shift_setting(net, c))[0]]
        if sorted(perm) != list(range(net.n)):
            continue
        stands, _ = ct._replay_one_pass({"n": net.n}, {"permutation": perm})
        if stands and all(perm[s] != s for s in range(net.n)):
            w = Witness("optical-one-pass", {"n": net.n}, {"permutation": perm, "rendering": ct.render_optical(net, perm)},
                        f"{net} sends every node s to (s + {c}) mod 8 in one pass: all switches of stage k set alike to bit k of "
                        f"{c}, and the diagram shows no switch holding two signals. So a permutation is realized in one pass.",
                        {"method": "brute force over the shifts"})
            return refuted(w)
    return verified()


@claim(
    f"{KEY}/abstract-every-permutation-one-pass",
    source=src("Abstract: 'only requires one pass to send a message from each node to a different node (to realize a permutation)'"),
    statement="Read as 'every permutation': the optical MIN realizes every permutation without fixed points in one crosstalk-free pass.",
    domain={"fast": "every fixed-point-free permutation, n = 4 and n = 8"},
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""Paths in the optical MIN are unique (stage k must add bit k of (d - s) mod n), so a permutation is realizable in
    one pass iff its paths are switch-disjoint. The other reading, the n - 1 cyclic shifts, is Theorem 1 (thm1).""",
    mutants=("cf-bit-constant",),
)
@timed_check
def every_permutation_one_pass(ctx: Context) -> Result:
    domain = _domain("abstract-every-permutation-one-pass", ctx)
    for n in (4, 8):
        net = op.OpticalMIN(n)
        found = ct.first_crosstalk_derangement(net)
        if found:
            perm, v = found
            s, t = v.where["signals"]
            k, sw = v.where["stage"], v.where["switch"]
            w = Witness("optical-crosstalk", {"n": n}, {"permutation": list(perm), "rendering": ct.render_optical(net, perm, (s, t))},
                        f"On {net}, the permutation {list(perm)} moves every node. Node {s} must follow the bits of "
                        f"c = {(perm[s] - s) % n} and node {t} the bits of c = {(perm[t] - t) % n}; both pass switch {sw} of stage {k} "
                        f"(crosstalk), and no other paths exist. It cannot be sent in one pass.",
                        {"method": "brute force, lexicographic order"})
            return refuted(w)
    return verified()


@claim(
    f"{KEY}/abstract-switch-optimal",
    source=src("Abstract: 'The new network is optimal in terms of ... the number of switches required'"),
    statement="""No network of 2 x 2 switches with one link from and to each processor does the all-to-all personalized
    exchange in n - 1 crosstalk-free passes with fewer than n(log n + 1) switches.""",
    domain={"fast": "n = 2: an explicit 2-switch network"},
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""Stated without proof. For n = 2 two switches suffice (each processor's link enters its own switch, which
    leads to the other processor), against n(log n + 1) = 4. Whether n(log n + 1) is minimal for n >= 4 is not
    settled here.""",
    mutants=("cf-stage-short",),
)
@timed_check
def switch_optimal(ctx: Context) -> Result:
    domain = _domain("abstract-switch-optimal", ctx)
    net = op.SwitchNetwork(2, 2, ((0, 0), (1, 0)), (((0, 0), ("proc", 1)), ((1, 0), ("proc", 0))))
    passes = [[(0, 1, (0,)), (1, 0, (0,))]]
    bound = op.optical_switches(2, 1)
    data = {"network": {"n": net.n, "switches": net.switches, "entry": net.entry, "wires": net.wires}, "passes": passes}
    stands, msg = ct._replay_switch_network({"claimed_minimum_switches": bound}, data)
    if not stands:
        return verified(note=msg)
    data["rendering"] = ("processor 0 -> switch 0 (port 0) -> processor 1\n"
                         "processor 1 -> switch 1 (port 0) -> processor 0\n"
                         "pass 0 carries 0 -> 1 and 1 -> 0; each switch holds one signal")
    w = Witness("switch-network-schedule", {"claimed_minimum_switches": bound}, data,
                f"For n = 2 the exchange is the single pass 0 -> 1, 1 -> 0 (n - 1 = 1 pass). Two switches do it without "
                f"crosstalk: {msg}. The optical MIN uses n(log n + 1) = {bound}.", {"method": "construction"})
    return refuted(w)


# --- Figures 2 and 3: semi-permutations on 8 x 8 banyans ----------------------------------------

FIGS = {
    "fig2": ((0, 2, 5, 6), (4, 6, 0, 2), False, "Figure 2: 'a non-crosstalk free semi-permutation from (0,2,5,6) to (4,6,0,2)'"),
    "fig3": ((0, 2, 4, 6), (3, 5, 7, 1), True, "Figure 3: 'a crosstalk free semi-permutation from (0,2,4,6) to (3,5,7,1)'"),
}


def _semi_of(src_, dst, N=8):
    semi = [-1] * N
    for a, b in zip(src_, dst):
        semi[a] = b
    return semi


def _fig_check(fig: str, topology: str):
    src_, dst, free, _ = FIGS[fig]

    def check(ctx: Context) -> Result:
        net = ms.build(topology, 2, 3)
        semi = _semi_of(src_, dst)
        domain = f"8 x 8 {topology}: every choice of paths (unique on a banyan)"
        occ, v = ct.brute_semi(net, semi)
        if occ is None:
            return unknown(f"some signal of {semi} has no path on {net}")
        q, _ = ct.z3_semi(net, semi, timeout=ctx.timeout)
        if q.status not in ("sat", "unsat") or (q.status == "sat") != (v is None):
            return unknown(f"Z3 ({q.status}) and brute force ({v is None}) disagree")
        semi_ok = ct.is_semi_permutation(net, semi)
        if (v is None) == free:
            return verified(crosstalk_free=free, semi_permutation_by_definition=semi_ok)
        hl = list(v.where["signals"]) if v else []
        said = "crosstalk-free" if free else "not crosstalk-free"
        expl = (f"The paper says {list(src_)} -> {list(dst)} is {said} in one pass of an 8 x 8 banyan. On {net} it is "
                + ("crosstalk-free: the paths below use distinct switches at every stage." if v is None else
                   f"not: the signals from inputs {' and '.join(str(src_[i]) for i in v.where['signals'])} both pass switch "
                   f"{v.where['switch']} of stage {v.where['stage']}, and on a banyan their paths are the only ones.")
                + ("" if semi_ok else " It is not even a semi-permutation there: two active inputs share a first-stage or last-stage switch."))
        w = Witness("semi-crosstalk", {"network": ms.to_data(net)}, {"semi": semi, "paper_says_crosstalk_free": free,
                                                                    "rendering": ct.render_min(net, semi, occ, hl)}, expl, {"method": "brute force and z3"})
        return refuted(w, semi_permutation_by_definition=semi_ok)

    return check


# brute force, once, decides which readings hold; the expected verdicts below record the result
_FIG_EXPECTED = {
    ("fig2", t): Verdict.VERIFIED for t in ms.TOPOLOGIES
} | {("fig3", t): (Verdict.VERIFIED if t in ("baseline", "reverse-baseline") else Verdict.REFUTED) for t in ms.TOPOLOGIES}
_FIG_MUTANTS = {"fig2": ("wiring-identity",), "fig3": ("wiring-identity",)}

for (_fig, _topo), _exp in _FIG_EXPECTED.items():
    _s, _d, _free, _where = FIGS[_fig]
    add(Claim(
        id=f"{KEY}/{_fig}-{_topo}", source=src(_where),
        statement=f"On the 8 x 8 {_topo} network, the semi-permutation {_s} -> {_d} is {'' if _free else 'not '}crosstalk-free in one pass.",
        domain={"fast": f"8 x 8 {_topo}: every choice of paths"}, methods=("brute", "z3"), expected=_exp,
        check=timed_check(_fig_check(_fig, _topo)),
        notes="""The figures are missing from the text and 'banyan' names no wiring, so each named 8 x 8 topology is one
        reading. Brute force enumerates paths; Z3 (symbolic switch settings, table mode) must agree. Baseline and
        reverse baseline make both figures true; on omega and butterfly (0,2,4,6) does not even occupy four
        first-stage switches.""",
        mutants=_FIG_MUTANTS[_fig] if _exp is Verdict.VERIFIED else ("wiring-ignored-baseline",),
    ))


@claim(
    f"{KEY}/fig2-fig3-same-banyan",
    source=src("Figures 2 and 3: both on 'an 8 by 8 banyan network'"),
    statement="Some named 8 x 8 banyan makes both Figure 2 and Figure 3 true.",
    domain={"fast": "the six named 8 x 8 topologies"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Baseline and reverse baseline do; the evidence lists them.",
    mutants=("wiring-identity",),
)
@timed_check
def fig_same(ctx: Context) -> Result:
    domain = "the six named 8 x 8 topologies"
    both = [t for t in ms.TOPOLOGIES
            if all(_fig_check(f, t)(ctx).verdict is Verdict.VERIFIED for f in FIGS)]
    if both:
        return verified(topologies=both)
    return unknown("no named topology makes both figures true")


# --- Sect. III and V: the semi-permutation schemes on banyans and Benes ----------------------------


def _xor_schedule(net: ms.MIN, xs) -> list[list[int]] | None:
    """Each permutation s -> s XOR x (x in xs) split into two crosstalk-free semi-permutations."""
    semis = []
    for x in xs:
        split = ct.split_crosstalk_free(net, [s ^ x for s in range(net.N)])
        if split is None:
            return None
        semis += list(split)
    return semis


@claim(
    f"{KEY}/yang-wang-2n-passes",
    source=src("Sect. III: Yang and Wang's Latin square of admissible permutations, each split into two crosstalk-free semi-permutations: 2n passes"),
    statement="""On the n x n omega and butterfly (and their reverses), each permutation s -> s XOR x (x = 0..n-1) of the
    Latin square splits into two crosstalk-free semi-permutations, so the exchange takes 2n passes.""",
    domain={"fast": "n = 8, omega, butterfly and their reverses", "full": "n = 8 and 16"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""The Latin square is read as the XOR square (products of Yang and Wang's basic permutations); the split is found
    by exhaustive search over first-stage switches. On the spec's baseline wiring the XOR permutations are not even
    admissible (its Latin square is a relabelled one; cf. liu-chen-chen-2007/fig2b-identity-not-admissible), so the
    baseline is not part of this claim.""",
    mutants=("wiring-identity",),
)
@timed_check
def yang_wang_2n(ctx: Context) -> Result:
    domain = _domain("yang-wang-2n-passes", ctx)
    for k in range(3, pick(ctx, 3, 4) + 1):
        for t in ("omega", "butterfly", "reverse-omega", "reverse-butterfly"):
            net = ms.build(t, 2, k)
            if _xor_schedule(net, range(net.N)) is None:
                return unknown(f"{net}: some XOR permutation does not split into two crosstalk-free semi-permutations")
    return verified()


def _fewer_passes_claim(item, source, statement, claimed, per_pass, notes):
    def check(ctx: Context) -> Result:
        domain = "n = 8: a schedule found by search on the 8 x 8 omega or butterfly"
        for t in ("omega", "butterfly"):
            net = ms.build(t, 2, 3)
            semis = _xor_schedule(net, range(1, net.N))
            if semis is None:
                continue
            passes, v = ct.semi_schedule_violation(net, semis, per_pass)
            if v is None and passes < claimed(net.N):
                rendering = "\n\n".join(ct.render_min(net, s, ct.brute_semi(net, s)[0], (), f"semi-permutation {i} (pass {i // per_pass})")
                                        for i, s in enumerate(semis[:2 * per_pass]))
                w = Witness("semi-schedule", {"network": ms.to_data(net), "claimed_passes": claimed(net.N)},
                            {"semis": semis, "per_pass": per_pass, "rendering": rendering + "\n\n(the remaining passes are in 'semis')"},
                            f"On {'two copies of ' if per_pass == 2 else ''}{net}, the permutations s -> s XOR x for x = 1..7 "
                            f"(the identity x = 0 is a self-message and is not sent) each split into two crosstalk-free "
                            f"semi-permutations, listed in 'semis' (entry s is s's destination, -1 idle). That is {passes} passes "
                            f"for all 56 messages, fewer than the claimed {claimed(net.N)}.",
                            {"method": "exhaustive split search per permutation"})
                return refuted(w)
        return unknown("no schedule with fewer passes was found; the claimed lower bound is not proved either")

    add(Claim(id=f"{KEY}/{item}", source=src(source), statement=" ".join(statement.split()),
              domain={"fast": "n = 8: a schedule found by search on the 8 x 8 omega or butterfly"}, methods=("brute",), expected=Verdict.REFUTED,
              check=timed_check(check), notes=" ".join(notes.split()), mutants=("wiring-identity",)))


_fewer_passes_claim(
    "abstract-2n-passes-needed", "Abstract: 'Previously proposed optical multistage networks require at least two passes ... That is, 2n passes are needed'",
    "Read as a lower bound: an all-to-all personalized exchange on a banyan of 2 x 2 switches needs 2n crosstalk-free passes.",
    lambda n: 2 * n, 1,
    """Two passes per permutation are needed (permutation-two-passes-banyan), but the exchange has only n - 1 non-identity
    permutations: 2(n - 1) passes suffice, which is also the counting lower bound n(n-1)/(n/2). Read as a description of
    the Yang-Wang schemes (n permutations x 2), the 2n is yang-wang-2n-passes.""")
_fewer_passes_claim(
    "summary-n-plus-1-fewer-vs-best-banyan", "Summary: 'the new MIN requires n+1 less passes compared to previously proposed methods'",
    "Against the best schedule on one banyan, the optical MIN's n - 1 passes save n + 1 passes (the banyan needs 2n).",
    lambda n: op.passes_optical(n) + n + 1, 1,
    "A single banyan needs only 2(n - 1) passes, so the saving is n - 1, not n + 1; as the paper counts the schemes (2n) see summary-n-plus-1-fewer-passes.")
_fewer_passes_claim(
    "two-banyans-n-passes", "Sect. V: 'With this approach [two banyans, Figure 6], we need n passes ... compared to only (n-1) passes'",
    "Read as a lower bound: two banyans joined as in Figure 6 need n passes for the exchange.",
    lambda n: op.passes_two_banyan(n), 2,
    """The n passes count the identity permutation (self-messages). Without it, two banyans need n - 1 passes, the same as the
    optical MIN; the advantage Sect. V claims in passes disappears (the switch and stage counts remain: vs-two-banyans).""")


@claim(
    f"{KEY}/benes-any-semi-crosstalk-free",
    source=src("Sect. III: Yang, Wang and Pan: 'any semi-permutation can become crosstalk free in a Benes network'"),
    statement="""Every semi-permutation of an n x n Benes network (one active link through each first-stage and each last-stage
    switch) has a crosstalk-free routing in one pass.""",
    domain={"fast": "n = 4 and n = 8, every semi-permutation (16 x 16 x 24 = 6144 for n = 8)"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The Benes network is the spec's baseline followed by a reverse baseline sharing the centre stage (Figure 4).",
    mutants=("wiring-identity",),
)
@timed_check
def benes_semi(ctx: Context) -> Result:
    domain = _domain("benes-any-semi-crosstalk-free", ctx)
    count = 0
    for k in (2, 3):
        net = op.benes(k)
        N = net.N
        ins = [[s for s in range(N) if ct.first_stage_switches(net, [s])[0] == i] for i in range(N // 2)]
        outs = [[t for t in range(N) if ct.last_stage_switches(net, [t])[0] == i] for i in range(N // 2)]
        if any(len(g) != 2 for g in ins + outs):
            return unknown(f"{net}: first- or last-stage switches do not have two lines each")
        for a in itertools.product(*ins):
            for b in itertools.product(*outs):
                for p in itertools.permutations(b):
                    semi = _semi_of(a, p, N)
                    occ, v = ct.brute_semi(net, semi)
                    if v is not None:
                        w = Witness("semi-crosstalk", {"network": ms.to_data(net)}, {"semi": semi, "paper_says_crosstalk_free": True,
                                                                                    "rendering": "" if occ is None else ct.render_min(net, semi, occ)},
                                    f"On {net}, the semi-permutation {semi} has no crosstalk-free routing: {v.message}.", {"method": "brute force"})
                        return refuted(w)
                    count += 1
    return verified(semi_permutations=count)


@claim(
    f"{KEY}/admissibility-gaps",
    source=src("Sect. III: 'not every permutation is admissible to these networks and not every admissible permutation ... can be decomposed to crosstalk free semi-permutations'"),
    statement="""On the 8 x 8 omega, some permutation is not admissible, and some admissible permutation does not split into two
    crosstalk-free semi-permutations.""",
    domain={"fast": "8 x 8 omega, permutations in lexicographic order until both examples are found"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Existential: verified by the first examples in lexicographic order (recorded in the evidence).",
    mutants=("wiring-identity",),
)
@timed_check
def admissibility_gaps(ctx: Context) -> Result:
    domain = _domain("admissibility-gaps", ctx)
    net = ms.build("omega", 2, 3)
    not_admissible = not_split = None
    for perm in itertools.permutations(range(8)):
        adm = brute.admissible(net, perm) is not None
        if not adm and not_admissible is None:
            not_admissible = perm
        if adm and not_split is None and ct.split_crosstalk_free(net, perm) is None:
            not_split = perm
        if not_admissible and not_split:
            return verified(not_admissible=list(not_admissible), admissible_not_splittable=list(not_split))
    return unknown(f"examples found: not admissible {not_admissible}, admissible but not splittable {not_split}")


