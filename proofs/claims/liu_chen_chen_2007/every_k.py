"""liu-chen-chen-2007, Theorem 2 for every k >= 1: induction over the recursive structure of the MIN.

To be ``proofs/claims/liu_chen_chen_2007/every_k.py``. Paper -> ours: "N x N d-MIN" with N = d**k
= ``multistage.build(t, d, k)``; m^x_{i,j} = m^0_{i,j} (+)_d x_{(log_d N)-1-j} = the shift of stage j in
round x, ``d_xor(M0[i, j], digits(x)[stage_digit(j, k)])``. The bounded claims (thm2-<topology>-d<d>)
stay as cross-checks. The recursive structure of the six named networks (omega, baseline, butterfly and
their reverses) is proved for every k (thm2-recursive-structure-every-k, also run inside thm2-every-k), and
Corollaries 3 and 4 follow for every k (cor3-every-k, cor4-every-k). Z3 is imported inside the checks only.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs.claims.liu_chen_chen_2007._checks import ANY_M0, LATIN_KINDS, SIX, named_point
from alltoall.proofs.domain import Domain, equal, rule, span
from alltoall.proofs.registry import Context, Paper
from alltoall.spec.algorithms import latin_configurations, two_phase
from alltoall.spec.topologies import multistage, recursive

KEY = "liu-chen-chen-2007"
STEP_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2"
STRUCTURE_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-recursive-structure-every-k__step.smt2"
CONCRETE_DS = (2, 3, 4, 5)
#: The families whose recursive structure is proved for every k (thm2-recursive-structure-every-k).
EVERY_K_FAMILIES = SIX


def _cross_check(kb: int, seed: int) -> Result | int:
    """Brute force on the every-k families, d = 2, k <= kb, a seeded random M^0 each: a refutation (or
    unknown), else how many instances it checked."""
    rng = np.random.default_rng(seed)
    checked = 0
    for topology in EVERY_K_FAMILIES:
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


def _structure_parts(ind: Any, timeout: float, keep_smt2: bool = True) -> list:
    """The structure's queries for :func:`ind.settle`: the every-k families split (pattern first), every k."""
    return [
        (f"structure/{f}/{p}", partial(ind.lcc_structure_query, f, p, timeout, keep_smt2))
        for f in ind.LCC_FAMILIES
        for p in ind.LCC_STRUCTURE
    ]


def _structure_failure(ind: Any, step: Result, timeout: float) -> Result | None:
    """When a structure query is not UNSAT: an ``unknown`` naming the family, the part and (on SAT) the k of
    the model, with ``recursive.split`` run on the spec's tuples at that k when they are small enough."""
    queries = step.evidence.get("queries", {})
    failing = [n for n, q in queries.items() if q["status"] != "unsat"]
    if not failing or not failing[-1].startswith("structure/"):
        return None
    _, family, part = failing[-1].split("/")
    q = ind.lcc_structure_query(family, part, timeout, keep_smt2=False)
    if q.status != "sat":
        return unknown(f"the structure of {family}, part {part}: {q.status} {q.reason or ''}".strip())
    K = q.model["K"]
    info: dict[str, Any] = {"family": family, "part": part, "model": q.model, "k": K - 1}
    confirmed = ""
    if K <= 512:
        sp = recursive.split(multistage.build(family, 2, K), multistage.build(family, 2, K - 1))
        info["split_on_tuples"] = None if sp is None else sp.pattern
        confirmed = (
            f"; recursive.split on the spec's tuples at k = {K - 1} agrees: {'no split' if sp is None else sp.pattern}"
        )
    return unknown(
        f"the step fails: the spec's {family} network with {K} stages is not stage 0 plus d copies of the "
        f"{K - 1}-stage one (part {part}, model {q.model}){confirmed}",
        structure_failure=info,
    )


def _small_last_cases(ind: Any) -> Result | int:
    """The members below LCC_LAST_FROM stages of a family whose queries state pattern last: each splits
    (recursive.split on the spec's tuples; finitely many, so this part is not bounded)."""
    checked = 0
    for family in ind.LCC_LAST:
        for K in range(2, ind.LCC_LAST_FROM):
            if recursive.split(multistage.build(family, 2, K), multistage.build(family, 2, K - 1)) is None:
                return unknown(f"the spec's {family} with {K} stages is not one stage plus d copies of {K - 1}")
            checked += 1
    return checked


def _structure_cross_check(kb: int, ind: Any) -> Result | int:
    """``recursive.split`` on the spec's tuples for k < kb: the pattern and the track of the queries."""
    checked = 0
    for family in ind.LCC_FAMILIES:
        for k in range(1, kb):
            sp = recursive.split(multistage.build(family, 2, k + 1), multistage.build(family, 2, k))
            pattern, track = ind.lcc_expected_split(family, k + 1)
            if sp is None or sp.pattern != pattern or track not in (None, sp.track):
                return unknown(
                    f"recursive.split of the spec's {family} at k = {k} gives {sp}, "
                    f"not pattern {pattern} with track {track}"
                )
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


def _thm2_settle(ind: Any, ctx: Context, cross_check: str, parts: list | None = None) -> Result:
    """The induction with the structure of the every-k families: settled, or the first part that is not."""
    small = _small_last_cases(ind)
    if isinstance(small, Result):
        return small
    return ind.settle(
        _structure_parts(ind, ctx.timeout, keep_smt2=False) + (parts or _thm2_parts(ind, ctx.timeout)),
        step_smt2_file=STEP_SMT2,
        structure_smt2_file=STRUCTURE_SMT2,
        induction="base k = 1; step k -> k + 1 for patterns first and last",
        structure=f"{', '.join(EVERY_K_FAMILIES)}: stage 0 plus d copies (pattern first), every k, Z3, k symbolic",
        brute_force_cross_check=cross_check,
    )


def thm2_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind

    step = _thm2_settle(ind, ctx, f"{', '.join(EVERY_K_FAMILIES)}, d = 2, k <= {ctx.sizes.kb}, seeded random M^0")
    if step.verdict is not Verdict.PROVED:
        broken = _structure_failure(ind, step, ctx.timeout)
        if broken is not None:
            return broken
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
    return proved(examined=(step.examined or 0) + cross, **step.evidence)


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


def thm2_recursive_structure_every_k(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind

    small = _small_last_cases(ind)
    if isinstance(small, Result):
        return small
    step = ind.settle(
        _structure_parts(ind, ctx.timeout),
        step_smt2_file=STRUCTURE_SMT2,
        families=", ".join(ind.LCC_FAMILIES),
        small_last_members=f"{small} members below {ind.LCC_LAST_FROM} stages of {', '.join(ind.LCC_LAST)}, split",
        split_cross_check=f"recursive.split on the spec's tuples, k < {ctx.sizes.kb}",
    )
    if step.verdict is not Verdict.PROVED:
        return _structure_failure(ind, step, ctx.timeout) or step
    cross = _structure_cross_check(ctx.sizes.kb, ind)
    if isinstance(cross, Result):
        return cross
    return proved(examined=(step.examined or 0) + cross, **step.evidence)


def _delivery_cross_check(nmax: int, seed: int, ds: tuple[int, ...], random_m0: bool) -> Result | int:
    """Brute force on the every-k families, N <= nmax: over the N rounds every input reaches every output
    once (the paper's M^0 = 0, and a seeded random M^0 when ``random_m0``)."""
    rng = np.random.default_rng(seed)
    checked = 0
    for topology in EVERY_K_FAMILIES:
        for d in ds:
            k = 1
            while d**k <= nmax:
                net = multistage.build(topology, d, k)
                M0s = [latin_configurations.initial_zero(d, k)]
                if random_m0:
                    M0s.append(rng.integers(0, d, size=(net.switches, k)))
                for M0 in M0s:
                    outs = brute.outputs_per_round(net, M0)
                    N = net.N
                    dv = [
                        two_phase.Delivery(x, s, int(outs[x, s]), int(outs[x, s])) for x in range(N) for s in range(N)
                    ]
                    v = props.delivers_every_message(dv, N)
                    if v is not None:
                        return unknown(f"brute force on {net}: {v.message}")
                    checked += 1
                k += 1
    return checked


def _corollary(ctx: Context, ds: tuple[int, ...], random_m0: bool, tags: tuple[str, ...] | None = None) -> Result:
    from alltoall.checkers.z3 import induction as ind

    parts = _thm2_parts(ind, ctx.timeout)
    if tags is not None:  # the d's the corollary is about: d symbolic and the concrete ones named
        parts = [(n, q) for n, q in parts if not n.rsplit("/", 1)[-1].startswith("d=") or n.endswith(tags)]
    cross_check = f"delivery on {', '.join(EVERY_K_FAMILIES)}, d in {ds}, N <= {ctx.sizes.N}, M^0 = 0 and seeded random"
    step = _thm2_settle(ind, ctx, cross_check, parts)
    if step.verdict is not Verdict.PROVED:
        return _structure_failure(ind, step, ctx.timeout) or step
    cross = _delivery_cross_check(ctx.sizes.N, ctx.seed, ds, random_m0)
    if isinstance(cross, Result):
        return cross
    return proved(examined=(step.examined or 0) + cross, **step.evidence)


def cor3_every_k(ctx: Context) -> Result:
    return _corollary(ctx, CONCRETE_DS, random_m0=True)


def cor4_every_k(ctx: Context) -> Result:
    return _corollary(ctx, (2,), random_m0=True, tags=("d=2", "d=any"))


CLAIMS = {
    "thm2-every-k": dict(
        check=thm2_every_k,
        source="Theorem 2 (every k), by induction over the recursive structure of banyan d-MINs",
        statement="""For every k >= 1 and every d >= 2, on the spec's six named N x N d-MINs (omega, baseline,
        butterfly and their reverses; N = d^k), and on every digit-form d-MIN family whose (k+1)-stage member is one
        stage plus d copies of its k-stage member, the N permutations of M^0..M^(N-1) form a Latin square, for every
        initial configuration M^0 of shift states.""",
        sizes={"fast": {"kb": 4}, "full": {"kb": 7}, "deep": {"kb": 9}},
        domain="""omega, baseline, butterfly and their reverses, every k >= 1 and every d >= 2 (Z3, k and d
        symbolic, the structure too), every shift-state M^0; brute-force cross-check on omega, baseline, butterfly
        and their reverses, d = 2, k <= {kb}""",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes=f"""Induction on k over the recursive structure (Theorem 2's proof uses only that the network is
        banyan). Rounds are read stage-indexed: since stage_digit(., n) is a permutation of 0..n-1 for every n (two
        Z3 queries with n symbolic), x -> (x_stage_digit(j))_j is a bijection and Theorem 2 is the Latin property of
        the shifts r_j added at each stage. Base case: k = 1 (one column of switches), d symbolic. Step: a
        (k+1)-stage network that is one stage plus d copies of a k-stage network, pattern 'first' (stage 0, then the
        copy chosen by its output port: baseline, butterfly, omega) or 'last' (the copy chosen by one input digit,
        then the last stage with that digit as port), is Latin (rows) and bijective (columns) for every M^0 when
        every copy is; the copies are one uninterpreted function sub(c, line, round) over uninterpreted sorts of
        k-digit lines and rounds, constrained by the hypothesis (stated by its instances at the query's applications
        of sub, which keeps the query quantifier-free, and once more with ForAll for d symbolic), and the new stage
        is the spec's shift_port/d_xor with M^0 an uninterpreted function of the switch. Four step queries with d
        symbolic, plus each d in 2..5 as bit-vectors; the SMT-LIB of the step is {STEP_SMT2} (regenerated by python
        -m alltoall.checkers.z3.induction, checked for staleness by
        tests/claims/liu_chen_chen_2007/test_lcc_thm2_every_k.py) and in the evidence with its SHA-256. That the
        spec's omega, baseline, butterfly and their reverses have the structure the step
        needs (pattern first; the reverse butterfly pattern last from k = 3, below it pattern first, checked member
        by member) is proved for every k in the same check: the thirty queries of thm2-recursive-structure-every-k
        ({STRUCTURE_SMT2}), run on the index maps the spec builds its wirings from; so this claim rests on no
        bounded claim. The mutant digit-off-by-one breaks the step (stages 0 and 1 both read digit 1 at n = 2: the
        round no longer splits), xor-digits breaks it too (the d = 3 step query for rows is SAT: x (+) y = (x xor y)
        mod 3 is not cancellative), and omega-late-reversed-shuffle breaks the structure at k = 99 only (the query
        for the track is SAT with K = 100), past every bounded check.""",
        mutants=("digit-off-by-one", "xor-digits", "omega-late-reversed-shuffle"),
        witnesses=LATIN_KINDS,
        point=Domain({**named_point(EVERY_K_FAMILIES, span(2, None), span(1, None)), "M0": ANY_M0}),
    ),
    "thm2-recursive-structure-every-k": dict(
        check=thm2_recursive_structure_every_k,
        source="Sect. 1 and Theorem 2's proof: a (k+1)-stage banyan is one stage plus d k-stage banyans",
        statement="""For every k >= 1, the spec's six named (k+1)-stage networks (omega, baseline, butterfly and
        their reverses) are each one stage plus d copies of the k-stage network of the same family (pattern first:
        the digit stage 0 writes is never a port again, and removing it leaves the k-stage network's interior
        wirings, up to a relabelling of the terminals; the reverse butterfly from k = 3 with pattern last: one input
        digit is never a port before the last stage, whose port it is).""",
        sizes={"fast": {"kb": 12}, "full": {"kb": 24}, "deep": {"kb": 48}},
        domain="""omega, baseline, butterfly and their reverses, every k >= 1 (Z3, k symbolic; the
        wirings are digit permutations, the same for every d); cross-check: recursive.split on the spec's tuples, k
        < {kb}""",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes=f"""What thm2-recursive-structure checks per k (recursive.split_first on the wiring tuples), proved
        for a symbolic number of digits K = k + 1. The spec builds the six families' wirings from index maps
        (multistage.omega_src, baseline_src, butterfly_src: the old position new position i of wiring j reads, via
        shuffle_src, sub_unshuffle_src and exchange_src; the reverses through reverse_src, wiring j the inverse of
        the base network's wiring k - j, as reverse builds them), written once for ints and solver terms; the
        queries run those same functions with K, the stage j and the positions symbolic (linear integer arithmetic,
        the spec's if-then-else as Z3's If). For a reverse family the inverse is an uninterpreted function
        inv_<base>(k, j, i), constrained at each application by its defining equation (in 0..k-1, and the base
        wiring j maps it to i); the true inverse satisfies these facts because the base wirings are permutations
        (the base family's permutation part), so UNSAT with them is UNSAT for the spec's networks. Parts, for each
        family, every one UNSAT: permutation (every wiring of every K >= 1 is a permutation of 0..K-1, so a digit's
        destination is unique), track-start and track (the digit stage 0 writes at position 0 is at T(K, j) after
        wiring j: omega and reverse baseline T = j, baseline and butterfly T = K - 1, reverse omega T = K - j, the
        induction's invariant), passenger (T(K, j) is never 0, the port, for 1 <= j <= K - 1: the digit only selects
        the copy), interior (wiring j without the passenger, positions renumbered in order as recursive.without
        does, is wiring j - 1 of the K - 1 digit network, for 2 <= j <= K - 1). Wiring 1 and the first and last
        wirings of the copies only relabel terminals, as in recursive.split. The SMT-LIB is {STRUCTURE_SMT2}. The
        cross-check runs recursive.split on the tuples and compares its track with T. The reverse butterfly splits
        with pattern last from k = 3 (K >= 4 stages): an input digit at position P(K) = K - 1 rides on T(K, j) = K -
        1 through wirings 0..K-2 and is the port of the last stage (T(K, K - 1) = 0), the same five parts in that
        form (wiring j without it is the copy's wiring j, 1 <= j <= K - 2, as recursive.split_last); its members
        with 2 and 3 stages split with pattern first, checked one by one (two cases, not a bound). The mutant
        omega-late-reversed-shuffle (omega's wiring 2 rotates right from k = 100 on) breaks the track query at K =
        100 (and the reverse omega's at K = 100, j = 98) and leaves every bounded claim as it was; wiring-swap and
        wiring-identity break it at K = 3 and K = 2.""",
        mutants=("omega-late-reversed-shuffle", "wiring-swap", "wiring-identity"),
        witnesses=LATIN_KINDS,
        point=Domain({**named_point(EVERY_K_FAMILIES, span(2, None), span(1, None)), "M0": ANY_M0}),
    ),
    "cor3-every-k": dict(
        check=cor3_every_k,
        source="Corollary 3 (every k), from Theorem 2 for every k",
        statement="""For every k >= 1 and every d >= 2, the permutations of M^0..M^(N-1) realize all-to-all
        personalized exchange on the spec's six named N x N d-MINs (omega, baseline, butterfly and their reverses; N
        = d^k): over the N rounds every input reaches every output exactly once, for the paper's M^0 (and every
        shift-state M^0).""",
        sizes={"fast": {"N": 64}, "full": {"N": 256}, "deep": {"N": 512}},
        domain="""omega, baseline, butterfly and their reverses, every k >= 1 and every d >= 2 (Z3: thm2-every-k's
        induction and structure), every shift-state M^0; brute-force delivery on omega, baseline, butterfly and
        their reverses, d in {{2,3,4,5}}, N <= {N}, M^0 = 0 and a seeded random M^0""",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes="""Follows from Theorem 2 as the paper says: the check runs thm2-every-k's queries (the structure of
        omega, baseline, butterfly and their reverses for every k, the stage digits, the base case
        and the step, every d), whose rows part says that for every input the N rounds reach N different outputs;
        there are N outputs, so each is reached exactly once (a count on a finite set, not a query). The paper's M^0
        (initial states for d = 2, zero for d > 2) is one shift-state M^0, and the proof covers every one. The
        bounded cor3 (six topologies, N <= its size) stays a cross-check. The brute force re-checks the delivery as
        cor3 does (two_phase.Delivery, properties.delivers_every_message). The mutants break the structure
        by omega-late-reversed-shuffle, at k = 99 only, and the step (xor-digits).""",
        mutants=("omega-late-reversed-shuffle", "xor-digits"),
        witnesses=LATIN_KINDS,
        point=Domain({**named_point(EVERY_K_FAMILIES, span(2, None), span(1, None)), "M0": ANY_M0}),
    ),
    "cor4-every-k": dict(
        check=cor4_every_k,
        source="Corollary 4 (every k), from Theorem 2 for every k",
        statement="""For every k >= 1, given any initial configuration of one of the spec's six named N x N 2-MINs
        (omega, baseline, butterfly and their reverses; N = 2^k), the permutations of M^0..M^(N-1) realize
        all-to-all personalized exchange.""",
        sizes={"fast": {"N": 64}, "full": {"N": 256}, "deep": {"N": 512}},
        domain="""omega, baseline, butterfly and their reverses, d = 2, every k >= 1 (Z3:
        thm2-every-k's induction and structure, d = 2 and d symbolic), every shift-state M^0 (for d = 2 any initial
        configuration); brute-force delivery on omega, baseline, butterfly and their reverses, d =
        2, N <= {N}, M^0 = 0 and a seeded random M^0""",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes="""For d = 2 the shift states are all the states of a switch (straight = 0-shift, cross = 1-shift), so
        every initial configuration is a shift-state M^0, and thm2-every-k's induction has M^0 an uninterpreted
        function of the switch: its queries (the structure, the stage digits, the base case and the step for d = 2 as
        bit-vectors and d symbolic) settle every M^0 at once; delivery follows from the rows as in cor3-every-k. The
        bounded cor4 (six topologies, k <= its size) stays a cross-check. The mutants break the structure
        by omega-late-reversed-shuffle and the stage digits by digit-off-by-one.""",
        mutants=("omega-late-reversed-shuffle", "digit-off-by-one"),
        witnesses=LATIN_KINDS,
        point=Domain({**named_point(EVERY_K_FAMILIES, equal(2), span(1, None)), "M0": ANY_M0}),
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
        notes="""The induction step of thm2-every-k is proved for every k; that the spec's networks have the
        structure it needs is checked here on the wiring tuples the spec builds for each k
        (spec/topologies/recursive.py: track the passenger digit through the wirings, remove it, compare the
        interior wirings with the k-stage network's), bounded. omega, baseline, butterfly and the reverse omega and
        baseline split with pattern 'first'; the reverse butterfly with 'first' up to k = 2 and 'last' from k = 3.
        The same statement is proved for every k, for all six, by thm2-recursive-structure-every-k; this check stays
        as its cross-check.""",
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
