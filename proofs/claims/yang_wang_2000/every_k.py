"""yang-wang-2000, the first construction for every m: a digit-wise induction over the basic permutations.

Paper -> ours: n = 2**m; phi_i = ``yw.phi(i, .)`` (complement bit i - 1); Psi = the products of distinct
phi's, a subset S of {phi_1..phi_m} (bit i - 1 of S: phi_i in the product) applied as in
:func:`alltoall.checkers.z3.yang_wang._product`; the rows a, rho_1(a), ..., rho_{n-1}(a) = the identity and
the n - 1 products applied to a list of distinct values. The bounded claims (Z3 per m) stay as
cross-checks. Z3 and SymPy are imported inside the checks only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.checkers import yang_wang
from alltoall.checkers.result import Result, Verdict
from alltoall.proofs.claims.yang_wang_2000 import PAPER
from alltoall.proofs.claims.yang_wang_2000._checks import PSI_COUNT, PSI_COUNT_EVIDENCE, first_refutation
from alltoall.proofs.domain import free, span
from alltoall.proofs.registry import Context

STEP_SMT2 = "proofs/smt2/yang-wang-2000__first-construction-latin-every-m__step.smt2"

_INDUCTION = f"""Invariant after phi_1..phi_i (the loop body x <- phi_i(x) if bit i - 1 of S else x, for i = 1, 2, ...):
    bit u of the value is bit u of the input XOR (u < i and bit u of S). Base i = 0: the input itself (no spec
    function). Step i - 1 -> i, i >= 1 symbolic: the spec's phi runs on unbounded bit strings (Z3 arrays Int ->
    Bool read at index terms, so XOR, shifts and the mask stay quantifier-free); the earlier product is an
    array constrained by the hypothesis at the bits the query reads; UNSAT, and SAT without the hypothesis.
    The step's SMT-LIB is {STEP_SMT2} (python -m alltoall.checkers.z3.induction; checked for staleness by
    tests/unit/test_checkers_z3_induction.py). The mutant yw-phi-bit-off-by-one breaks the step (SAT: phi_i complements
    bit i, so after phi_i bit i - 1 is left as it was); under yw-phi-add (phi_i adds 2^(i-1)) the spec's phi does not
    evaluate on bit strings (an addition carries), so the step is not established (unknown)."""


def _parts(ind: Any, t: float, conclusions: tuple[str, ...]) -> Any:
    parts = [("step/phi-i", lambda: ind.yw_step_query(t))]
    return parts + [(f"conclusion/{c}", lambda c=c: ind.yw_conclusion_query(c, t)) for c in conclusions]


@PAPER.claim(
    "first-construction-latin-every-m",
    source="First construction of a Latin square (every n = 2^m): rows a, rho_1(a), ..., rho_{n-1}(a)",
    statement="""For every m >= 1, every list a_0..a_{n-1} with {a_i} = {0..n-1} and any numbering rho_1..rho_{n-1}
    of Psi, the matrix with rows a and rho_r(a) is a Latin square.""",
    sizes={"fast": {"mb": 5, "samples": 20}, "full": {"mb": 7, "samples": 50}},
    domain="""every m >= 1 (Z3, m and the subset index symbolic), every list and every numbering of Psi;
    brute-force cross-check m = 1..{mb} (the list 0..n-1 and {samples} seeded random lists per m)""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=_INDUCTION
    + """ Conclusion at i = m (three queries, m symbolic, no spec function): two different subsets
    S != T (T = 0: the row a itself) give different values at every input (columns of the square hold
    distinct values), one subset maps different inputs to different values (rows hold distinct values), and
    values stay below 2^m. The numbering of Psi and the list a only permute rows and columns.""",
    mutants=("yw-phi-bit-off-by-one", "yw-phi-add"),
    witnesses=("yw-first-latin",),
    point={"m": span(1, None), "a": free("every list a_0..a_{n-1} with {a_i} = {0..n-1}")},
)
def first_latin_every_m(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    rng = np.random.default_rng(ctx.seed)
    points = (
        {"m": m, "a": a}
        for m in range(1, ctx.sizes.mb + 1)
        for a in [tuple(range(2**m))] + [tuple(int(v) for v in rng.permutation(2**m)) for _ in range(ctx.sizes.samples)]
    )
    bad = first_refutation("yw-first-latin", yang_wang.first_latin_violation, points)
    return bad or ind.settle(
        _parts(ind, ctx.timeout, ind.YW_CONCLUSIONS),
        step_smt2_file=STEP_SMT2,
        induction="base i = 0; step i - 1 -> i (one more basic permutation); conclusion at i = m",
        brute_force_cross_check=f"m = 1..{ctx.sizes.mb}",
    )


@PAPER.claim(
    "psi-size-every-m",
    source="First construction: 'Note that |Psi| = n - 1' (every n = 2^m)",
    statement="""For every m >= 1 the 2^m - 1 products of distinct basic permutations are pairwise different
    permutations of 0..n-1, none the identity: |Psi| = n - 1.""",
    sizes={"fast": {"mb": 8}},
    domain="every m >= 1 (Z3, m symbolic); brute-force cross-check m = 1..{mb}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=_INDUCTION
    + """ Conclusion at i = m: S != T below 2^m give different values at some input (T = 0: no
    product is the identity), and values stay below 2^m. """
    + PSI_COUNT,
    mutants=("yw-phi-bit-off-by-one",),
    witnesses=("yw-psi-size",),
    point={"m": span(1, None)},
)
def psi_size_every_m(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    bad = first_refutation("yw-psi-size", yang_wang.psi_size_violation, ({"m": m} for m in range(1, ctx.sizes.mb + 1)))
    return bad or ind.settle(
        _parts(ind, ctx.timeout, ("rows", "range")),
        step_smt2_file=STEP_SMT2,
        induction="base i = 0; step i - 1 -> i (one more basic permutation); conclusion at i = m",
        count=PSI_COUNT_EVIDENCE,
        brute_force_cross_check=f"m = 1..{ctx.sizes.mb}",
    )


@PAPER.claim(
    "phi-identities-every-m",
    source="Basic permutations phi_i (every m): phi_i phi_j = phi_j phi_i and phi_i phi_i = I",
    statement="""For every m >= 1 and 1 <= i, j <= m the basic permutations commute, are involutions, and map
    0..n-1 into itself.""",
    sizes={"fast": {"mb": 6}},
    domain="every m >= 1 and every i, j <= m (Z3, m, i, j symbolic), every x; brute-force cross-check m = 1..{mb}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes="""No induction: one query with m, i, j symbolic and x an unbounded bit string (the spec's phi on Z3 arrays
    Int -> Bool read at a symbolic bit u): the three properties hold bit by bit. yw-phi-bit-off-by-one breaks
    it (phi_m complements bit m: out of 0..n-1); under yw-phi-add the spec's phi does not evaluate on bit
    strings (unknown), and brute force refutes it.""",
    mutants=("yw-phi-bit-off-by-one", "yw-phi-add"),
    witnesses=("yw-phi-identities",),
    point={"m": span(1, None)},
)
def phi_identities_every_m(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    bad = first_refutation(
        "yw-phi-identities", yang_wang.phi_identities_violation, ({"m": m} for m in range(1, ctx.sizes.mb + 1))
    )
    return bad or ind.settle(
        [("phi", lambda: ind.yw_phi_query(ctx.timeout))], brute_force_cross_check=f"m = 1..{ctx.sizes.mb}"
    )


BANYAN_SMT2 = "proofs/smt2/yang-wang-2000__phi1-settings-latin-every-m__step.smt2"


@PAPER.claim(
    "phi1-settings-latin-every-m",
    source="Generating permutations (every n = 2^m): 'simply let each stage permutation sigma_i = phi_1 or I'; "
    "'All such admissible permutations form a Latin square'",
    statement="""For every m >= 1, the n permutations the banyan realizes with every stage set to phi_1 or I are
    admissible
    (each link used by one signal) and form a Latin square.""",
    sizes={"fast": {"mb": 8}, "full": {"mb": 10}},
    domain="""every m >= 1 (Z3, m and the stage symbolic), every one of the 2^m settings and every pair of inputs;
    brute-force cross-check m = 1..{mb}""",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes=f"""Induction over the stages of the spec's route (stage k: sigma_k = phi_1 or I, the links after it, then
    tau_k for k < m - 1), m and k symbolic, inputs and settings unbounded bit strings (Z3 arrays Int -> Bool; the
    setting of stage k is (Set >> k) & 1, as round_settings builds it). Invariant before stage k: bit u of the
    value is bit sigma_k(u) of the input XOR (1 <= u <= k and Set[u - 1]), sigma_k(0) = k, sigma_k(u) = u - 1
    for 1 <= u <= k, u above (tau_0..tau_(k-1) rotate bits 0..k; the flip of stage j lands on bit j + 1 and
    stays). Base k = 0: the input. Step: the spec's stage and tau on the value (an array constrained by the
    hypothesis at the bits read), for an inner stage and for the last one (no tau); both UNSAT, both SAT
    without the hypothesis. Conclusions from the invariant (no spec function): different settings give different
    outputs (rows), different inputs different outputs (columns; with range: a permutation), different links at
    every stage (admissible), outputs below 2^m. Every setting is covered, so the Gray-code numbering of the
    rounds (round_settings) is not needed here; the bounded claims cover it. The step's SMT-LIB is
    {BANYAN_SMT2}. yw-tau-off-by-one breaks the inner step (SAT: tau_0 is the identity), yw-phi-bit-off-by-one
    both steps (the stage flips bit 1).""",
    mutants=("yw-tau-off-by-one", "yw-phi-bit-off-by-one"),
    witnesses=("yw-realized-latin",),
    point={"m": span(1, None)},
)
def phi1_latin_every_m(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

    bad = first_refutation(
        "yw-realized-latin", yang_wang.realized_latin_violation, ({"m": m} for m in range(1, ctx.sizes.mb + 1))
    )
    t = ctx.timeout
    parts = [
        (f"{'base' if p == 'base' else 'step'}/{p}", lambda p=p: ind.yw_banyan_query(p, t)) for p in ind.YW_BANYAN_PARTS
    ]
    parts += [(f"conclusion/{c}", lambda c=c: ind.yw_banyan_conclusion(c, t)) for c in ind.YW_BANYAN_CONCLUSIONS]
    return bad or ind.settle(
        parts,
        step_smt2_file=BANYAN_SMT2,
        induction="base: before stage 0; step: stage k (and tau_k) for k < m - 1, and the last stage",
        brute_force_cross_check=f"m = 1..{ctx.sizes.mb}",
    )
