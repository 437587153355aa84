"""liu-chen-chen-2007, Theorem 2 for every k >= 1: induction over the recursive structure of the MIN.

To be ``proofs/claims/liu_chen_chen_2007/every_k.py``. Paper -> ours: "N x N d-MIN" with N = d**k
= ``multistage.build(t, d, k)``; m^x_{i,j} = m^0_{i,j} (+)_d x_{(log_d N)-1-j} = the shift of stage j in
round x, ``d_xor(M0[i, j], digits(x)[stage_digit(j, k)])``. The bounded claims (thm2-<topology>-d<d>)
stay as cross-checks. Z3 is imported inside the checks only.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs.claims.liu_chen_chen_2007._checks import ANY_M0, LATIN_KINDS, SIX, named_point
from alltoall.proofs.domain import Domain, rule, span
from alltoall.proofs.registry import Context, Paper
from alltoall.spec.topologies import multistage, recursive

KEY = "liu-chen-chen-2007"
STEP_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2"
CONCRETE_DS = (2, 3, 4, 5)


def _cross_check(kb: int, seed: int) -> Result | int:
    """Brute force on omega and baseline, d = 2, k <= kb, a seeded random M^0 each: a refutation (or
    unknown), else how many instances it checked."""
    rng = np.random.default_rng(seed)
    checked = 0
    for topology in ("omega", "baseline"):
        for k in range(1, kb + 1):
            net = multistage.build(topology, 2, k)
            M0 = rng.integers(0, 2, size=(net.switches, k))
            v = brute.latin_violation(net, M0)
            if v is not None and v.where.get("kind") == "row":
                j, (x, y), s = v.where["index"], v.where["positions"], v.where["value"]
                w = Witness(
                    "latin-violation",
                    {"network": multistage.to_data(net), "M0": M0.tolist(), "N": net.N, "d": 2},
                    {"input": s, "output": j, "rounds": [x, y]},
                    f"On {net} with the M^0 given, input {s} reaches output {j} in rounds {x} and {y}.",
                    {"method": "brute force", "seed": seed},
                )
                return refuted(w)
            if v is not None:
                return unknown(f"brute force on {net}: {v.message}")
            checked += 1
    return checked


def _thm2_parts(ind: Any, timeout: float) -> list:
    """The induction's queries for :func:`ind.settle`, in order: the stage digits (part of the step: the
    (k+1)-digit round splits into the new stage's digit and the copies' k-digit round), then for each d in
    2..5 (bit-vectors) and d symbolic the base case k = 1 and the step, with and without ForAll."""
    digits = {}

    def stage_digit(name):
        def run():
            if not digits:
                digits.update(ind.stage_digit_queries(timeout))
            return digits[name]

        return run

    parts = [(f"step/{name}", stage_digit(name)) for name in ("stage-digit-injective", "stage-digit-in-range")]
    for d in CONCRETE_DS + (None,):
        tag = "any" if d is None else str(d)
        for prop in ind.PROPERTIES:
            parts.append((f"base/{prop}/d={tag}", partial(ind.base_query, prop, d, timeout)))
            for pattern in ind.PATTERNS:
                q = partial(ind.step_query, pattern, prop, d, timeout, keep_smt2=d is None)
                parts.append((f"step/{pattern}/{prop}/d={tag}", q))
            if d is None:  # the hypothesis as stated, with ForAll (not only its instances)
                for pattern in ind.PATTERNS:
                    q = partial(ind.step_query, pattern, prop, d, timeout, keep_smt2=False, ground=False)
                    parts.append((f"step-forall/{pattern}/{prop}/d={tag}", q))
    return parts


def thm2_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind

    step = ind.settle(
        _thm2_parts(ind, ctx.timeout),
        step_smt2_file=STEP_SMT2,
        induction="base k = 1; step k -> k + 1 for patterns first and last",
        brute_force_cross_check=f"omega and baseline, d = 2, k <= {ctx.sizes.kb}, seeded random M^0",
    )
    if step.verdict is not Verdict.PROVED:
        v = ind.stage_digit_violation(64)
        if v is not None:
            return unknown(
                f"the step fails: stage_digit(., {v['n']}) is not a permutation (stages {v['stages']} both "
                f"read digit {v['digit']}), so the (k+1)-digit round does not split into the new stage's digit "
                f"and the copies' rounds",
                step_failure=v,
            )
        return step
    cross = _cross_check(ctx.sizes.kb, ctx.seed)
    if isinstance(cross, Result):
        return cross
    return proved(examined=step.examined + cross, **step.evidence)


def thm2_recursive_structure(ctx: Context) -> Result:
    checked = 0
    for topology in ctx.sizes.topologies.split(", "):
        patterns: dict[str, int] = {}
        for k in range(1, ctx.sizes.K):
            big, small = multistage.build(topology, 2, k + 1), multistage.build(topology, 2, k)
            sp = recursive.split(big, small)
            if sp is None:
                return unknown(
                    f"{big} is not one stage plus 2 copies of {small} (no passenger digit whose removal "
                    f"leaves {small}'s wirings): the induction does not apply to {topology} at k = {k}"
                )
            patterns[sp.pattern] = patterns.get(sp.pattern, 0) + 1
            checked += 1
    return verified(examined=checked, splits=checked)


CLAIMS = {
    "thm2-every-k": dict(
        check=thm2_every_k,
        source="Theorem 2 (every k), by induction over the recursive structure of banyan d-MINs",
        statement="""For every k >= 1 and every d >= 2, on every digit-form d-MIN family whose (k+1)-stage member is
        one stage plus d copies of its k-stage member (omega and baseline among them, see thm2-recursive-structure),
        the N = d^k permutations of M^0..M^(N-1) form a Latin square, for every initial configuration M^0 of shift
        states.""",
        sizes={"fast": {"kb": 4}, "full": {"kb": 7}, "deep": {"kb": 9}},
        domain="""every k >= 1 and every d >= 2 (Z3, k and d symbolic), every shift-state M^0; brute-force
        cross-check on omega and baseline, d = 2, k <= {kb}""",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        notes=f"""Induction on k over the recursive structure (Theorem 2's proof uses only that the network is banyan).
        Rounds are read stage-indexed: since stage_digit(., n) is a permutation of 0..n-1 for every n (two Z3
        queries with n symbolic), x -> (x_stage_digit(j))_j is a bijection and Theorem 2 is the Latin property of the
        shifts r_j added at each stage. Base case: k = 1 (one column of switches), d symbolic. Step: a (k+1)-stage
        network that is one stage plus d copies of a k-stage network, pattern 'first' (stage 0, then the copy chosen by
        its output port: baseline, butterfly, omega) or 'last' (the copy chosen by one input digit, then the last stage
        with that digit as port), is Latin (rows) and bijective (columns) for every M^0 when every copy is; the copies
        are one uninterpreted function sub(c, line, round) over uninterpreted sorts of k-digit lines and rounds,
        constrained by the hypothesis (stated by its instances at the query's applications of sub, which keeps the
        query quantifier-free, and once more with ForAll for d symbolic), and the new stage is the spec's
        shift_port/d_xor with M^0 an uninterpreted
        function of the switch. Four step queries with d symbolic, plus each d in 2..5 as bit-vectors; the SMT-LIB of
        the step is {STEP_SMT2} (regenerated by python -m alltoall.checkers.z3.induction, checked for staleness by
        tests/test_induction.py) and in the evidence with its SHA-256. The mutant digit-off-by-one breaks the step
        (stages 0 and 1 both read digit 1 at n = 2: the round no longer splits), xor-digits breaks it too (the d = 3
        step query for rows is SAT: x (+) y = (x xor y) mod 3 is not cancellative). That the spec's omega and baseline
        have the recursive structure is read off their wirings
        per k: its own claim, thm2-recursive-structure, bounded.""",
        mutants=("digit-off-by-one", "xor-digits"),
        witnesses=LATIN_KINDS,
        point=Domain({**named_point(SIX, span(2, None), span(1, None)), "M0": ANY_M0}),
    ),
    "thm2-recursive-structure": dict(
        check=thm2_recursive_structure,
        source="Sect. 1 and Theorem 2's proof: a (k+1)-stage banyan is one stage plus d k-stage banyans",
        statement="""The spec's (k+1)-stage omega, baseline, butterfly and reverse networks are each one stage plus d
        copies of the k-stage network of the same family (wirings agree after removing the passenger digit, up to a
        relabelling of the terminals).""",
        sizes={
            "fast": {"K": 48, "topologies": "omega, baseline"},
            "full": {
                "K": 64,
                "topologies": "omega, baseline, butterfly, reverse-omega, reverse-baseline, reverse-butterfly",
            },
            "deep": {"K": 96},
        },
        domain="{topologies}; 1 <= k < {K} (the wirings are digit permutations, the same for every d)",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes="""The induction step of thm2-every-k is proved for every k; that the spec's networks have the structure
    it
        needs is checked here on the wiring tuples the spec builds for each k (spec/topologies/recursive.py: track the
        passenger digit through the wirings, remove it, compare the interior wirings with the k-stage network's). This
        is
        the part of the induction that is bounded: the spec builds its wirings as tuples per k, so no solver sees them
        for a symbolic k. omega, baseline, butterfly and the reverse omega and baseline split with pattern 'first';
        the reverse butterfly with 'first' up to k = 2 and 'last' from k = 3.""",
        mutants=("wiring-swap", "wiring-identity"),
        witnesses=LATIN_KINDS,
        point=Domain(
            {**named_point(SIX, span(2, None), span(1, "K")), "M0": ANY_M0},
            rules=(
                rule(
                    lambda p, d, s: p["network"]["topology"] in s["topologies"].split(", "),
                    "network.topology among the size topologies",
                    uses=("topologies",),
                ),
            ),
        ),
    ),
}


def register(paper: Paper) -> None:
    """Register the claims of this module with the paper (the package's ``PAPER``)."""
    for item, kw in CLAIMS.items():
        paper.add(item, **kw)


from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER  # noqa: E402

register(PAPER)
