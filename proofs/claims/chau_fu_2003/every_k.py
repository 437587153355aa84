"""chau-fu-2003, Theorem 1 for every k >= 1: induction over the recursive structure of the optical MIN.

Paper -> ours: "new n by n MIN" = ``optical.OpticalMIN(N)``, n = N = 2**k; "the ith switch in stage j" =
switch i of stage j; Theorem 1's setting for the shift c = ``optical.shift_setting(net, c)`` (stage j set to
``bit(c, j)``, the last stage to the processor). The bounded claim ``thm1`` (Z3 per N) stays as the
cross-check. Z3 is imported inside the check only.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import optical
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.chau_fu_2003 import PAPER
from alltoall.proofs.claims.chau_fu_2003._checks import optical_sizes, pass_bound_brute, shift_witness
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import optical as op

STEP_SMT2 = "proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2"


def _thm1_parts(ind: Any, t: float) -> list:
    parts = [(f"base/{p}/k=1", lambda p=p: ind.cf_base_query(p, 1, t)) for p in ind.CF_PROPS]
    parts += [(f"step/{p}", lambda p=p: ind.cf_step_query(p, t)) for p in ind.CF_PROPS]
    return parts + [(f"step/structure-{p}", lambda p=p: ind.cf_structure_query(p, t)) for p in ind.CF_STRUCTURE]


@PAPER.claim(
    "thm1-every-k",
    source="Sect. IV, Theorem 1 (every n = 2^k), by induction over the recursive structure of the network",
    statement="""For every k >= 1, the n x n optical MIN, n = 2^k, realizes each cyclic shift s -> (s + c) mod n,
    c = 0..n-1 (Theorem 1's c = 1..n-1 among them), in one pass without crosstalk under Theorem 1's setting
    (every switch of stage i set to bit i of c, the last stage to the processor).""",
    sizes={"fast": {"kb": 6}, "full": {"kb": 9}, "deep": {"kb": 11}},
    domain="""every k >= 1 (Z3, k symbolic), every shift c < 2^k and every pair of sources; brute-force cross-check
    k = 1..{kb}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=f"""Induction on k. Structure: OpticalMIN(2M) is stage 0 followed by two copies of OpticalMIN(M), one on
    the even and one on the odd switches (switch 2q + p of stage j + 1 = switch q of copy p's stage j), and
    Theorem 1's stage-uniform setting for c drives both copies with the setting for c >> 1; five structure queries
    prove it with k and the stage j symbolic (wiring; settings of the inner and of the last stages, read bit
    by bit on an unbounded bit string, since the same lemma on integers is nonlinear and Z3 decides it only
    at some random seeds; c >> 1 < 2^k; one stage more), running the spec's next_switch, offset, bit, shift_port and
    stage_count on unbounded naturals
    (Z3 Int; 2^j an uninterpreted pow2 constrained by the facts of 2^j at the query's applications; the
    spec's 'if j < stages - 1' decided from the query's side conditions). Base case: k = 1 (N = 2), every c
    and source, on the spec's route. Step: stage 0 is the spec's (shift_port, next_switch on N = 2^(K+1)
    symbolic); the copies are uninterpreted functions sub_out(p, q, c') and sub_occ(p, q, c', j), constrained by
    the hypothesis (input q of OpticalMIN(2^K) ends at (q + c') mod 2^K; two inputs never share a switch at a
    stage) at the query's applications; UNSAT for delivery (output 2 sub_out + p = (s + c) mod N) and crosstalk
    (switch 2 sub_occ + p differs for s != t). Without the hypothesis both step queries are SAT (not vacuous).
    The SMT-LIB of the step and structure queries is {STEP_SMT2} (python -m alltoall.checkers.z3.induction;
    checked for staleness by tests/unit/test_checkers_z3_induction.py). Mutants that break the step: cf-offset-double
    and cf-bit-off-by-one (step-delivery SAT: stage 0 jumps 2, or reads bit 1 of c), cf-modulus-half (step and
    wiring SAT), cf-offset-linear (the base k = 1 holds, offset(j) = j + 1 is 2^j for j <= 1; the wiring
    structure query is SAT). The induction proves c = 0 as well (the identity, every switch to its first
    output); Theorem 1 lists c = 1..n-1. Crosstalk at stage 0 is trivial (each source enters its own switch).""",
    mutants=("cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half", "cf-offset-linear"),
    witnesses=("optical-shift-failure",),
    point=optical_sizes(),
)
def thm1_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    for k in range(1, ctx.sizes.kb + 1):
        net = op.OpticalMIN(2**k)
        f = optical.brute_theorem1(net)
        if f:
            return refuted(shift_witness(net, f))
        if (f := optical.check_shift(net, 0)) is not None:
            return unknown(
                f"{net}, the identity shift c = 0 (outside Theorem 1's list, inside the induction): {f.message}"
            )
    return ind.settle(
        _thm1_parts(ind, ctx.timeout),
        step_smt2_file=STEP_SMT2,
        induction="base k = 1; step k -> k + 1: stage 0 plus two copies of the k network (even, odd switches)",
        brute_force_cross_check=f"k = 1..{ctx.sizes.kb}, every c = 0..N-1",
    )


@PAPER.claim(
    "thm2-every-k",
    source="Sect. IV, Theorem 2 (every n = 2^k): the (n - 1)-pass exchange",
    statement="""For every k >= 1 the n x n optical MIN, n = 2^k, realizes all-to-all personalized exchange in n - 1
    passes:
    pass c = 1..n-1 sends every s to (s + c) mod n, each pass crosstalk-free, and every ordered pair s != d is
    served exactly once.""",
    sizes={"fast": {"kb": 8}, "full": {"kb": 10}},
    domain="""every k >= 1 (Z3, k symbolic: thm1-every-k's induction for the passes, one coverage query); the spec's
    schedule read as the passes 1..N-1 and checked to be that for k = 1..{kb} (brute force, with the whole exchange)""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=f"""Each pass is a shift c in 1..N-1: delivered and crosstalk-free for every k by thm1-every-k's induction
    (its
    base, step and structure queries are run again here; SMT-LIB in {STEP_SMT2}). Coverage: the UNSAT of 'some s and
    passes c1 != c2 in 1..N-1 send s to the same processor, or a pass sends s to itself', with N = 2^K, K symbolic,
    on the spec's shift_destination; with N - 1 passes of N messages each that serves each of the N(N - 1) pairs
    once. The schedule's passes come from the spec's aape_passes, which needs a concrete network: it is checked to
    be 1..N-1 for k <= kb only (the bounded part of this claim; Theorem 2 prints n - 1 passes for every n).
    cf-schedule-short is caught there, cf-offset-double by the step.""",
    mutants=("cf-schedule-short", "cf-offset-double"),
    witnesses=("optical-aape",),
    point=optical_sizes(),
)
def thm2_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    for k in range(1, ctx.sizes.kb + 1):
        net = op.OpticalMIN(2**k)
        v = optical.aape_violation(net)
        if v:
            return refuted(
                Witness(
                    "optical-aape", {"N": net.N}, {}, f"Theorem 2's schedule on {net}: {v}.", {"method": "brute force"}
                )
            )
        if list(op.aape_passes(net)) != list(range(1, net.N)):
            return unknown(f"{net}: the spec's schedule is not the passes 1..N-1")
    t = ctx.timeout
    parts = _thm1_parts(ind, t) + [("coverage", lambda: ind.cf_coverage_query(t))]
    return ind.settle(
        parts,
        step_smt2_file=STEP_SMT2,
        induction="thm1-every-k's base, step and structure; coverage with k symbolic",
        brute_force_cross_check=f"the whole exchange, k = 1..{ctx.sizes.kb}",
    )


@PAPER.claim(
    "routing-rule-pass-every-k",
    source="Sect. IV, the routing rule after Theorem 3 (every n = 2^k): the c it computes",
    statement="""For every k >= 1 and every pair s != d, the rule's c (d - s if d > s, else d + n - s) is in 1..n-1, its
    bit
    log n is 0 (the last stage goes to the processor), and the shift by c sends s to d: with thm1-every-k, the
    pass the rule picks delivers s's message to d.""",
    sizes={"fast": {"kb": 8}},
    domain="every k >= 1 (Z3, k symbolic), every pair s != d; brute force k = 1..{kb}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes="""One query with N = 2^K, K symbolic, on the spec's rule_c (its select given Z3's If), shift_destination and
    bit.
    That the switches the rule names are the ones the signal passes, stage by stage, is its own claim
    (routing-rule-stages-every-k): its induction step does not go through. cf-rule-c-swapped breaks this query.""",
    mutants=("cf-rule-c-swapped",),
    witnesses=("rule-misroutes",),
    point=optical_sizes(),
)
def routing_rule_pass_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    if (bad := _rule_brute(ctx.sizes.kb)) is not None:
        return bad
    return ind.settle(
        [("rule-pass", lambda: ind.cf_rule_ends_query(ctx.timeout))], brute_force_cross_check=f"k = 1..{ctx.sizes.kb}"
    )


@PAPER.claim(
    "routing-rule-stages-every-k",
    source="Sect. IV, the routing rule after Theorem 3 (every n = 2^k): the switch it sets in each stage",
    statement="""For every k >= 1 and every pair s != d, the switch the rule sets in stage i, (s + a_0 2^0 + ... +
    a_{i-1} 2^{i-1})
    (mod n when s > d), is the switch s's signal is in at stage i.""",
    sizes={"fast": {"k_z3": 12, "kb": 8}, "full": {"k_z3": 24, "kb": 11}},
    domain="""k = 1..{k_z3} (Z3 per N, all pairs at once) and brute force k = 1..{kb}; NOT every k: the induction step
    did not go through""",
    methods=("z3", "brute"),
    expected=Verdict.VERIFIED,
    notes="""Established for every k: the pass (routing-rule-pass-every-k) and that pass's delivery and
    crosstalk-freedom
    (thm1-every-k). Not established for every k: the per-stage switch. Its step by the same recursion (the switch
    named at stage i + 1 of OpticalMIN(2M) is 2 x the switch named at stage i of the copy, plus the copy) needs
    (2y + b) mod 2^(i+1) = 2 (y mod 2^i) + b for every y, with i symbolic, and Z3 answers unknown (15 s, default and
    qfnia tactics, three seeds each; the lemma query is run here with a short timeout and its status kept in the
    evidence); the direct digit-wise invariant (switch at stage i = (s + (c mod 2^i)) mod n) needs
    c mod 2^(i+1) = c mod 2^i + 2^i bit_i(c) and timed out at 60 s. So this claim is the bounded check,
    verified, not proved. cf-rule-no-mod breaks it.""",
    mutants=("cf-rule-no-mod",),
    witnesses=("rule-misroutes",),
    point=optical_sizes("k_z3"),
)
def routing_rule_stages_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import optical as z  # z3: kept out of the registry's import
    from alltoall.checkers.z3.core import Z3_VERSION  # z3: kept out of the registry's import

    if (bad := _rule_brute(ctx.sizes.kb)) is not None:
        return bad
    lemma = ind.cf_rule_step_lemma(min(ctx.timeout, 1.0))  # unknown at 15 s too (notes): its status, not a search
    settled = 0
    for k in range(1, ctx.sizes.k_z3 + 1):
        q = z.rule_query(op.OpticalMIN(2**k), timeout=ctx.timeout)
        if q.status != "unsat":
            return unknown(f"rule_query(k={k}): {q.status} {q.reason or q.model}")
        settled += 1
    return verified(
        examined=settled,
        largest_k=ctx.sizes.k_z3,
        z3=Z3_VERSION,
        step_lemma={"status": lemma.status, "reason": lemma.reason},
        brute_force_cross_check=f"k = 1..{ctx.sizes.kb}",
    )


THM3_SMT2 = "proofs/smt2/chau-fu-2003__thm3-every-k__query.smt2"


@PAPER.claim(
    "thm3-every-k",
    source="Sect. IV, Theorem 3 (every n = 2^k); abstract: 'optimal in terms of the number of passes'",
    statement="""For every k >= 1, every all-to-all personalized exchange on the n x n optical MIN, n = 2^k, in which a
    processor drives at most injection_ports(n) = 1 input per pass needs at least n - 1 passes: a processor's n - 1
    messages take a pass each. So Theorem 2's n - 1 passes are optimal.""",
    sizes={"fast": {"kb": 10}},
    domain="""every k >= 1 (Z3, n = 2^k and the pass count symbolic); the spec's single injection port and distinct
    stage-0 switches checked by brute force for k = 1..{kb}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=f"""The counting argument per processor: it has n - 1 messages (no self-message) and drives at most
    injection_ports(n) inputs in a pass ('in stage 0, we only use one input in every switch'), so p passes carry at
    most p injection_ports(n) of them. One query runs the spec's injection_ports and passes_optical on n = 2^k, k
    symbolic (2^k an uninterpreted pow2 with its facts; the query is UNSAT for any n, so for every power of two):
    no p < passes_optical(n) has p injection_ports(n) >= n - 1. The bounded claim's total count (n(n - 1) messages,
    at most n per pass) gives the same bound; per processor the argument needs only each processor's own port. That a
    pass sends one signal per processor is the spec's model of a pass (route takes one signal per source, into its
    own stage-0 switch), checked by brute force for k <= kb. Optimality: thm2-every-k realizes the exchange in
    passes_optical(n) = n - 1 passes. SMT-LIB: {THM3_SMT2}. cf-two-injection-ports (two ports per processor) and
    cf-passes-formula (n passes) make the query SAT.""",
    mutants=("cf-two-injection-ports", "cf-passes-formula"),
    witnesses=("optical-pass-bound",),
    point=optical_sizes(),
)
def thm3_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import chau_fu_every as cfe  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    if (bad := pass_bound_brute(ctx.sizes.kb, [0])) is not None:
        return bad
    return ind.settle(
        [("query/passes-lower-bound", lambda: cfe.thm3_query(ctx.timeout))],
        step_smt2_file=THM3_SMT2,
        brute_force_cross_check=f"k = 1..{ctx.sizes.kb}",
    )


def _rule_brute(kb: int) -> Result | None:
    for k in range(1, kb + 1):
        net = op.OpticalMIN(2**k)
        bad = optical.brute_rule(net)
        if bad:
            s, d, why = bad
            got, path, _ = op.route_by_rule(net, s, d)
            return refuted(
                Witness(
                    "rule-misroutes",
                    {"N": net.N},
                    {"s": s, "d": d, "rendering": f"switches passed: {path}; arrives at {got}"},
                    f"on {net}, the rule for {s} -> {d}: {why}",
                    {"method": "brute force"},
                )
            )
    return None
