"""chau-fu-2003 switch, stage and pass counts (Sects. III-V, Summary), settled by SymPy.

Each claim is a relation between the spec's counting functions of N = 2^k and k = log N
(:mod:`alltoall.spec.topologies.optical`), evaluated on SymPy symbols. A relation the paper states
exactly and that fails is refuted with a ``count-relation`` witness at N = 8 (Figure 5's size); the
relation itself is the claim's ``subject``, so replay reads only N from the file.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import formula
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown
from alltoall.proofs.claims.chau_fu_2003 import PAPER
from alltoall.proofs.claims.chau_fu_2003._checks import optical_sizes
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage
from alltoall.spec.topologies import optical as op

WITNESS_N = 8  # the paper's example size (Figure 5)


def _count_picture(relation: str, lhs: Any, rhs: Any, n: int) -> dict:
    """A ``count-bars`` picture: both sides of ``relation`` for N = 4..64, the witness size shaded."""
    sizes = [2**j for j in range(2, 7)]
    left, right = (side.strip() for side in relation.split("(")[0].split("=="))
    return {
        "renderer": "count-bars",
        "args": {
            "categories": [f"N = {N}" for N in sizes],
            "mark": sizes.index(n),
            "mark_label": f"the witness, N = {n}",
            "series": [
                [left, [lhs(N, N.bit_length() - 1) for N in sizes]],
                [right, [rhs(N, N.bit_length() - 1) for N in sizes]],
            ],
            "ylabel": "2 x 2 switches",
            "title": f"The claim: {relation}. The two sides differ at every N.",
        },
    }


def _formula_claim(
    item: str,
    source: str,
    statement: str,
    expr: Any,
    expected: Verdict,
    notes: str,
    mutants: tuple,
    relation: str | None = None,
    reading: str = "",
    beyond: bool = False,
) -> Any:
    """A claim settled by SymPy: ``expr(sp, N, k)`` returns (holds, evidence) with N = 2^k symbolic."""

    def check(ctx: Context) -> Result:
        import sympy as sp

        k = sp.symbols("k", integer=True, positive=True)
        N = 2**k
        holds, evidence = expr(sp, N, k)
        if holds is True or holds == sp.true:
            return proved(examined=1, **evidence)  # one relation, settled for every N = 2^k at once
        if relation is None:
            return unknown(f"SymPy could not establish it: {holds}", **evidence)
        lhs, rel, rhs = op.RELATIONS[relation]
        n, m = WITNESS_N, op.OpticalMIN(WITNESS_N).k
        w = Witness(
            "count-relation",
            {"N": n},
            {},
            f"The claim: {relation}. For N = {n} (log N = {m}): the left side is {lhs(n, m)} switches and the right "
            "side "
            f"{rhs(n, m)}; in general {sp.simplify(lhs(N, k))} vs {sp.simplify(rhs(N, k))} (N = 2^k).",
            {"method": f"sympy, instance N = {n}"},
            picture=_count_picture(relation, lhs, rhs, n),
        )
        return refuted(w, **evidence)

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        domain="symbolic: every N = 2^k, k >= 1" + (f"; witness at N = {WITNESS_N}" if relation else ""),
        methods=("sympy",),
        expected=expected,
        scope="every" if expected is Verdict.PROVED else "",
        notes=notes,
        mutants=mutants,
        subject=relation,
        witnesses=("count-relation",) if relation else (),
        point=optical_sizes(),
        reading=reading,
        beyond=beyond,
    )


def _eq(a: Any, b: Any) -> bool:
    return formula.identity(a, b)[0]  # recorded for `alltoall recheck`'s second method


def _positive(e: Any, k: Any) -> bool:
    """SymPy's assumptions find ``e`` positive (k a positive integer); recorded with k >= 1 for a second method."""
    import sympy as sp

    return formula.inequality(e, bool(sp.simplify(e).is_positive), lower={k: 1})


def _limit(sp: Any, e: Any, k: Any, value: Any) -> bool:
    """SymPy's limit of ``e`` as k -> oo equals ``value`` (recorded for a second method: the leading terms)."""
    return formula.limit(e, k, value)


_formula_claim(
    "switch-count",
    "Sect. IV: 'The total number of switches in the new MIN is n(log n + 1)'",
    "The optical MIN has log n + 1 stages of n switches: n(log n + 1) 2 x 2 switches.",
    lambda sp, N, k: (
        _eq(op.optical_switches(N, k), N * (k + 1)) and op.OpticalMIN(8).total_switches == 32,
        {"formula": str(op.optical_switches(N, k))},
    ),
    Verdict.PROVED,
    "The spec's stage count times n, on SymPy symbols, against the printed n(log n + 1).",
    ("cf-stage-short",),
)
_formula_claim(
    "benes-switch-count",
    "Sect. III: 'The total number of switches in an n by n Benes network is (n log n - n/2)'",
    "An n x n Benes network has 2 log n - 1 stages of n/2 switches: n log n - n/2 switches.",
    lambda sp, N, k: (
        _eq(op.benes_switches(N, k), N * k - N / 2)
        and multistage.benes(3).switches * multistage.benes(3).stages == op.benes_switches(8, 3),
        {"formula": str(sp.expand(op.benes_switches(N, k)))},
    ),
    Verdict.PROVED,
    "The spec's Benes network (Figure 4: baseline then reverse baseline, centre stage shared) has 2 log n - 1 stages.",
    ("cf-benes-single",),
)
_formula_claim(
    "two-banyan-switch-count",
    "Sect. V, Figure 6: two banyans plus a column before and after need n(log n + 2) switches",
    "Two n x n banyans (n log n switches together) plus one extra column of n switches before and one after: n(log n + "
    "2).",
    lambda sp, N, k: (
        _eq(op.two_banyan_switches(N, k), N * (k + 2)),
        {"formula": str(sp.expand(op.two_banyan_switches(N, k)))},
    ),
    Verdict.PROVED,
    """'An additional column of 2 by 2 switches' is read as n switches per column (one per processor: it must
    choose between the two banyans), which is what n(log n + 2) = n log n + 2n requires.""",
    ("cf-two-banyan-columns",),
    reading="n switches per extra column",
)
_formula_claim(
    "vs-two-banyans",
    "Sect. V: 'The number of switches is n more ...'; '(log n + 2) stages ... one less stage'",
    "Two banyans with the extra columns use n more switches and one more stage than the optical MIN.",
    lambda sp, N, k: (
        _eq(op.two_banyan_switches(N, k) - op.optical_switches(N, k), N)
        and _eq(op.two_banyan_stages(k) - op.stage_count(k), 1),
        {},
    ),
    Verdict.PROVED,
    "Differences of the spec's counts, symbolic in m.",
    ("cf-stage-short",),
)
_formula_claim(
    "more-than-twice-banyan",
    "Sect. V: 'It has more than twice the number of switches used for multistage networks, such as baseline'",
    "n(log n + 1) > 2 (n/2) log n for every n: the optical MIN has more than twice a banyan's switches.",
    lambda sp, N, k: (
        _positive(op.optical_switches(N, k) - 2 * op.banyan_switches(N, k), k),
        {"difference": str(sp.simplify(op.optical_switches(N, k) - 2 * op.banyan_switches(N, k)))},
    ),
    Verdict.PROVED,
    "The difference is n > 0.",
    ("cf-stage-short",),
)
_formula_claim(
    "summary-twice-switches-exact",
    "Summary: 'The only drawback for the new MIN is that it requires twice the amount of switches'",
    "Read exactly: the optical MIN has twice as many switches as a banyan, n(log n + 1) = 2 (n/2) log n.",
    lambda sp, N, k: (
        _eq(op.optical_switches(N, k), 2 * op.banyan_switches(N, k)),
        {"ratio": str(sp.simplify(op.optical_switches(N, k) / op.banyan_switches(N, k)))},
    ),
    Verdict.REFUTED,
    """Two readings: exactly twice (refuted: the ratio is 2 + 2/log n, e.g. 32 vs 2 x 12 for n = 8; Sect. V itself
    says 'more than twice') and asymptotically twice (summary-twice-switches-asymptotic).""",
    ("cf-stage-short",),
    "optical switches == 2 x banyan switches (Summary: 'twice the amount of switches')",
    reading="exact",
)
_formula_claim(
    "summary-twice-switches-asymptotic",
    "Summary: 'it requires twice the amount of switches' (asymptotic reading)",
    "The ratio of the optical MIN's switches to a banyan's tends to 2 as n grows.",
    lambda sp, N, k: (_limit(sp, op.optical_switches(N, k) / op.banyan_switches(N, k), k, 2), {}),
    Verdict.PROVED,
    "SymPy limit of n(log n + 1) / ((n/2) log n) as log n -> infinity.",
    ("cf-banyan-full-columns",),
    reading="asymptotic",
)
_formula_claim(
    "benes-twice-banyan-exact",
    "Sect. III: 'a Benes network has twice the number of switches as multistage networks such as baseline'",
    "Read exactly: an n x n Benes network has twice as many switches as a banyan, n log n - n/2 = 2 (n/2) log n.",
    lambda sp, N, k: (
        _eq(op.benes_switches(N, k), 2 * op.banyan_switches(N, k)),
        {"ratio": str(sp.simplify(op.benes_switches(N, k) / op.banyan_switches(N, k)))},
    ),
    Verdict.REFUTED,
    "The ratio is 2 - 1/log n (20 vs 24 for n = 8): below twice for every n; asymptotically twice "
    "(benes-twice-banyan-asymptotic).",
    ("cf-benes-double",),
    "Benes switches == 2 x banyan switches (Sect. III: 'twice the number of switches')",
    reading="exact",
)
_formula_claim(
    "benes-twice-banyan-asymptotic",
    "Sect. III: 'twice the number of switches' (asymptotic reading)",
    "The ratio of a Benes network's switches to a banyan's tends to 2 as n grows.",
    lambda sp, N, k: (_limit(sp, op.benes_switches(N, k) / op.banyan_switches(N, k), k, 2), {}),
    Verdict.PROVED,
    "SymPy limit of (n log n - n/2) / ((n/2) log n).",
    ("cf-banyan-full-columns",),
    reading="asymptotic",
)
_formula_claim(
    "banyan-over-half-benes",
    "Sect. III: 'the multistage interconnection network has just slightly more than half of the switches of a Benes "
    "network'",
    "A banyan has more than half of a Benes network's switches for every n, and the ratio tends to 1/2.",
    lambda sp, N, k: (
        _positive(op.banyan_switches(N, k) / op.benes_switches(N, k) - sp.Rational(1, 2), k)
        and _limit(sp, op.banyan_switches(N, k) / op.benes_switches(N, k), k, sp.Rational(1, 2)),
        {"ratio": str(sp.simplify(op.banyan_switches(N, k) / op.benes_switches(N, k)))},
    ),
    Verdict.PROVED,
    "Ratio log n / (2 log n - 1) > 1/2, tending to 1/2 ('slightly more than half').",
    ("cf-benes-double",),
)
_formula_claim(
    "almost-benes",
    "Sect. IV: 'n(log n + 1) that is almost the same as a Benes network'",
    "The optical MIN's switch count n(log n + 1) over the Benes count n log n - n/2 tends to 1 as n grows.",
    lambda sp, N, k: (
        _limit(sp, op.optical_switches(N, k) / op.benes_switches(N, k), k, 1),
        {"difference": str(sp.simplify(op.optical_switches(N, k) - op.benes_switches(N, k))), "ratio_n8": "32/20"},
    ),
    Verdict.PROVED,
    """'Almost the same' is read asymptotically: the ratio tends to 1. The difference is 3n/2 switches (n = 8: 32 vs
    20),
    so for small n it is not close.""",
    ("cf-benes-single",),
    reading="asymptotic",
)
_formula_claim(
    "summary-n-plus-1-fewer-passes",
    "Summary: 'the new MIN requires n+1 less passes compared to previously proposed methods'",
    "The 2n-pass semi-permutation schemes need n + 1 more passes than the optical MIN's n - 1.",
    lambda sp, N, k: (_eq(op.passes_semi_scheme(N) - op.passes_optical(N), N + 1), {}),
    Verdict.PROVED,
    "Against the schemes as the paper counts them (2n passes); against the best single-banyan schedule see "
    "summary-n-plus-1-fewer-vs-best-banyan.",
    ("cf-passes-formula",),
    reading="against the schemes as counted (2n)",
)
_formula_claim(
    "pass-length-one-more",
    "Summary: 'the length of each pass is only one more than a multistage interconnection network'",
    "The optical MIN has log n + 1 stages, one more than a banyan's log n.",
    lambda sp, N, k: (_eq(op.stage_count(k) - op.banyan_stages(k), 1), {}),
    Verdict.PROVED,
    "'Length of a pass' is read as the number of stages a signal crosses.",
    ("cf-stage-short",),
    reading="stages a signal crosses",
)
_formula_claim(
    "permutation-two-passes-banyan",
    "Sect. II: 'a permutation cannot be realized in one pass' (on banyans); abstract: 'at least two passes'",
    "On an n x n MIN of 2 x 2 switches with n/2 switches per stage, every permutation needs at least two passes "
    "without crosstalk.",
    lambda sp, N, k: (_eq(sp.ceiling(N / op.banyan_semi_capacity(N)), 2), {"capacity_per_pass": "n/2"}),
    Verdict.PROVED,
    """Pigeonhole: a permutation has n active inputs, the first stage n/2 switches, and a crosstalk-free pass
    uses each switch at most once, so a pass carries at most n/2 signals.""",
    ("cf-banyan-capacity",),
    reading="on conventional banyans",
)
