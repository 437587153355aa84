"""chau-fu-2003, Theorem 1 for every k >= 1: induction over the recursive structure of the optical MIN.

Paper -> ours: "new n by n MIN" = ``optical.OpticalMIN(N)``, n = N = 2**k; "the ith switch in stage j" =
switch i of stage j; Theorem 1's setting for the shift c = ``optical.shift_setting(net, c)`` (stage j set to
``bit(c, j)``, the last stage to the processor). The bounded claim ``thm1`` (Z3 per N) stays as the
cross-check. Z3 is imported inside the check only.
"""

from __future__ import annotations

from alltoall.checkers import optical as ck
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown
from alltoall.proofs.claims.chau_fu_2003 import PAPER
from alltoall.proofs.claims.chau_fu_2003._checks import shift_witness
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import optical as op

STEP_SMT2 = "proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2"


def _thm1_parts(ind, t: float) -> list:
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
    notes=f"""Induction on k. Structure: OpticalMIN(2M) is stage 0 followed by two copies of OpticalMIN(M), one on
    the even and one on the odd switches (switch 2q + p of stage j + 1 = switch q of copy p's stage j), and
    Theorem 1's stage-uniform setting for c drives both copies with the setting for c >> 1; five structure queries
    prove it with k and the stage j symbolic (wiring; settings of the inner and of the last stages, read bit
    by bit on an unbounded bit string, since the same lemma on integers is nonlinear and Z3 decides it only
    at some random seeds; c >> 1 < 2^k; one stage more), running the spec's next_switch, offset, bit, shift_port and stage_count on unbounded naturals
    (Z3 Int; 2^j an uninterpreted pow2 constrained by the facts of 2^j at the query's applications; the
    spec's 'if j < stages - 1' decided from the query's side conditions). Base case: k = 1 (N = 2), every c
    and source, on the spec's route. Step: stage 0 is the spec's (shift_port, next_switch on N = 2^(K+1)
    symbolic); the copies are uninterpreted functions sub_out(p, q, c') and sub_occ(p, q, c', j), constrained by
    the hypothesis (input q of OpticalMIN(2^K) ends at (q + c') mod 2^K; two inputs never share a switch at a
    stage) at the query's applications; UNSAT for delivery (output 2 sub_out + p = (s + c) mod N) and crosstalk
    (switch 2 sub_occ + p differs for s != t). Without the hypothesis both step queries are SAT (not vacuous).
    The SMT-LIB of the step and structure queries is {STEP_SMT2} (python -m alltoall.checkers.z3.induction;
    checked for staleness by tests/test_induction.py). Mutants that break the step: cf-offset-double and
    cf-bit-off-by-one (step-delivery SAT: stage 0 jumps 2, or reads bit 1 of c), cf-modulus-half (step and
    wiring SAT), cf-offset-linear (the base k = 1 holds, offset(j) = j + 1 is 2^j for j <= 1; the wiring
    structure query is SAT). The induction proves c = 0 as well (the identity, every switch to its first
    output); Theorem 1 lists c = 1..n-1. Crosstalk at stage 0 is trivial (each source enters its own switch).""",
    mutants=("cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half", "cf-offset-linear"),
    witnesses=("optical-shift-failure",),
)
def thm1_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind

    for k in range(1, ctx.sizes.kb + 1):
        net = op.OpticalMIN(2**k)
        f = ck.brute_theorem1(net)
        if f:
            return refuted(shift_witness(net, f))
        if (f := ck.check_shift(net, 0)) is not None:
            return unknown(f"{net}, the identity shift c = 0 (outside Theorem 1's list, inside the induction): {f.message}")
    return ind.settle(_thm1_parts(ind, ctx.timeout), step_smt2_file=STEP_SMT2,
                      induction="base k = 1; step k -> k + 1: stage 0 plus two copies of the k network (even, odd switches)",
                      brute_force_cross_check=f"k = 1..{ctx.sizes.kb}, every c = 0..N-1")


@PAPER.claim(
    "thm2-every-k",
    source="Sect. IV, Theorem 2 (every n = 2^k): the (n - 1)-pass exchange",
    statement="""For every k >= 1 the n x n optical MIN, n = 2^k, realizes all-to-all personalized exchange in n - 1 passes:
    pass c = 1..n-1 sends every s to (s + c) mod n, each pass crosstalk-free, and every ordered pair s != d is
    served exactly once.""",
    sizes={"fast": {"kb": 8}, "full": {"kb": 10}},
    domain="""every k >= 1 (Z3, k symbolic: thm1-every-k's induction for the passes, one coverage query); the spec's
    schedule read as the passes 1..N-1 and checked to be that for k = 1..{kb} (brute force, with the whole exchange)""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes=f"""Each pass is a shift c in 1..N-1: delivered and crosstalk-free for every k by thm1-every-k's induction (its
    base, step and structure queries are run again here; SMT-LIB in {STEP_SMT2}). Coverage: the UNSAT of 'some s and
    passes c1 != c2 in 1..N-1 send s to the same processor, or a pass sends s to itself', with N = 2^K, K symbolic,
    on the spec's shift_destination; with N - 1 passes of N messages each that serves each of the N(N - 1) pairs
    once. The schedule's passes come from the spec's aape_passes, which needs a concrete network: it is checked to
    be 1..N-1 for k <= kb only (the bounded part of this claim; Theorem 2 prints n - 1 passes for every n).
    cf-schedule-short is caught there, cf-offset-double by the step.""",
    mutants=("cf-schedule-short", "cf-offset-double"),
    witnesses=("optical-aape",),
)
def thm2_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind

    for k in range(1, ctx.sizes.kb + 1):
        net = op.OpticalMIN(2**k)
        v = ck.aape_violation(net)
        if v:
            return refuted(Witness("optical-aape", {"N": net.N}, {}, f"Theorem 2's schedule on {net}: {v}.", {"method": "brute force"}))
        if list(op.aape_passes(net)) != list(range(1, net.N)):
            return unknown(f"{net}: the spec's schedule is not the passes 1..N-1")
    t = ctx.timeout
    parts = _thm1_parts(ind, t) + [("coverage", lambda: ind.cf_coverage_query(t))]
    return ind.settle(parts, step_smt2_file=STEP_SMT2, induction="thm1-every-k's base, step and structure; coverage with k symbolic",
                      brute_force_cross_check=f"the whole exchange, k = 1..{ctx.sizes.kb}")
