"""yang-wang-2002, "Lower bound for broadcast": Theorem 1, (1) one-to-all and (2) all-to-all, as
statements about the model (all-port, full-duplex channels, one message per channel at a time,
startup alpha, switching delta, transmission L*gamma per message and channel).

Each claim checks the counting step of the bound against the network (the farthest node is a
diameter away; a node with c input channels receives n^2 - 1 messages, so some channel carries
(n^2 - 1)/c of them: c = 4 on the torus, 2 at a mesh corner) and that no simulated run of the
algorithm, in any timing reading, beats the bound.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

from alltoall.checkers import broadcast as bc
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.domain import Domain, free, rule, span
from alltoall.spec.algorithms import yang_wang_2002 as yw

PARAMS = ((0, 0, 1), (2, 1, 3), (1, 3, 2))  # (alpha, delta, L gamma)


def _delay_witness(
    kind: str,
    n: Any,
    a: Any,
    d: Any,
    g: Any,
    timing: Any,
    completion: Any,
    bound: Any,
    what: str,
    mode: Any = "all-to-all",
) -> Witness:
    bound = Fraction(bound)
    return Witness(
        "broadcast-delay",
        {"kind": kind, "n": n, "alpha": a, "delta": d, "Lg": g, "timing": timing},
        {
            "completion": int(completion),
            "bound_num": bound.numerator,
            "bound_den": bound.denominator,
            "relation": ">=",
            "mode": mode,
        },
        f"{kind} n = {n}, alpha = {a}, delta = {d}, L gamma = {g}, timing {timing}: {what}",
        {"method": "discrete-event simulation"},
    )


def _one_to_all(kind: str, N: int) -> Result:
    examined = 0
    for n in range(2 if kind == "mesh" else 3, N + 1):
        net = bc.network(kind, n)
        ecc = max(int(net.distances_from(v).max()) for v in range(net.nodes))
        if yw.diameter_formula(kind, n) != ecc:
            return refuted(
                Witness(
                    "formula-distance",
                    {"kind": kind, "n": n},
                    {"from": [0, 0], "to": [0, 0], "formula": yw.diameter_formula(kind, n), "bfs": ecc},
                    f"{net}: the bound's distance term is {yw.diameter_formula(kind, n)} but the largest eccentricity "
                    f"is {ecc}",
                    {"method": "eccentricities"},
                )
            )
        for (a, d, g), timing in itertools.product(PARAMS, bc.TIMINGS):
            worst = 0
            for o in range(net.nodes):
                sim = bc.simulate(kind, n, a, d, g, timing, origins=(o,))
                worst = max(worst, sim.completion)
            bound = yw.thm1_one_to_all(kind, n, a, d, g)
            if worst < bound:
                return refuted(
                    _delay_witness(
                        kind,
                        n,
                        a,
                        d,
                        g,
                        timing,
                        worst,
                        bound,
                        f"one-to-all broadcast completes from every origin by {worst} < the bound {bound}",
                        "one-to-all",
                    )
                )
            examined += 1
    return verified(
        examined=examined,
        largest_n=N,
        params=[list(p) for p in PARAMS],
        timings=list(bc.TIMINGS),
        tight="delta = 0: the slowest origin completes exactly at alpha + D L gamma",
    )


def _all_to_all(kind: str, N: int) -> Result:
    examined = 0
    for n in range(2 if kind == "mesh" else 3, N + 1):
        net = bc.network(kind, n)
        c = min(len(net.neighbors(v)) for v in range(net.nodes))
        if Fraction(yw.thm1_all_to_all(kind, n, 0, 0, 1)) != Fraction(n * n - 1, c):
            return refuted(
                Witness(
                    "formula",
                    {"point": {"n": n}},
                    {
                        "point": {"n": n},
                        "formula": str(yw.thm1_all_to_all(kind, n, 0, 0, 1)),
                        "measured": str(Fraction(n * n - 1, c)),
                    },
                    f"{net}: a node with {c} input channels receives {n * n - 1} messages, so some channel carries "
                    f"{Fraction(n * n - 1, c)} of them; the bound's coefficient of L gamma is "
                    f"{yw.thm1_all_to_all(kind, n, 0, 0, 1)}",
                    {"method": "counting"},
                )
            )
        for (a, d, g), timing in itertools.product(PARAMS, bc.TIMINGS):
            sim = bc.simulate(kind, n, a, d, g, timing)
            bound = yw.thm1_all_to_all(kind, n, a, d, g)
            if sim.completion < bound:
                return refuted(
                    _delay_witness(
                        kind,
                        n,
                        a,
                        d,
                        g,
                        timing,
                        sim.completion,
                        bound,
                        f"all-to-all broadcast completes at {sim.completion} < the bound {bound}",
                    )
                )
            examined += 1
    return verified(examined=examined, largest_n=N, params=[list(p) for p in PARAMS], timings=list(bc.TIMINGS))


def _n(params: dict) -> int:
    return params["point"]["n"] if "point" in params else params["n"]


def _domain(lo: int, other: str) -> Domain:
    """n in lo..n for both witness kinds (a simulation's ``n`` or, for ``other`` = ``formula``, the
    formula's ``point.n``); (alpha, delta, L gamma) one of :data:`PARAMS` when the point is a simulation."""
    params = "alpha, delta, L gamma of a simulation; bounded by the rule on PARAMS"
    fields = {"alpha": free(params), "delta": free(params), "Lg": free(params), "timing": free("every timing reading")}
    rules = [
        rule(
            lambda p, d, s: "alpha" not in p or (p["alpha"], p["delta"], p["Lg"]) in PARAMS,
            "(alpha, delta, L gamma) in {(0,0,1), (2,1,3), (1,3,2)}",
        )
    ]
    if other == "formula":  # the counting step: a formula point {n} (no simulation fields)
        fields |= {"n": free("bounded by the rule on n"), "point": free("bounded by the rule on n")}
        rules.append(
            rule(
                lambda p, d, s: ("point" not in p or set(p["point"]) == {"n"}) and lo <= _n(p) <= s["n"],
                f"n (or the formula's point.n) in {lo}..n",
                uses=("n",),
            )
        )
    else:
        fields["n"] = span(lo, "n")
    return Domain(fields, rules=tuple(rules))


for _kind in ("mesh", "torus"):
    PAPER.add(
        f"thm1-one-to-all-{_kind}",
        (lambda ctx, k=_kind: _one_to_all(k, ctx.sizes.n)),
        reading="worst origin",
        source="Theorem 1 (1)",
        statement=f"One-to-all broadcast in an n x n {_kind} takes at least alpha + delta + "
        f"{'2(n - 1)' if _kind == 'mesh' else '2 floor(n/2)'} L gamma in the worst case (the farthest node is a "
        "diameter away).",
        sizes={"fast": {"n": 6}, "full": {"n": 9}},
        domain=f"n = {2 if _kind == 'mesh' else 3}..{{n}}, every origin, (alpha, delta, L gamma) in {{{{(0,0,1), "
        f"(2,1,3), (1,3,2)}}}}, every timing reading",
        witnesses=("broadcast-delay", "formula-distance"),
        methods=("brute",),
        expected=Verdict.VERIFIED,
        mutants=("yw2002-diameter-off-by-one",),
        subject={"kind": _kind, "relation": ">=", "mode": "one-to-all", "bound": "thm1-one-to-all"},
        point=_domain(2 if _kind == "mesh" else 3, "formula-distance"),
        notes="'Maximum communication delay' is read as the worst origin. The counting step (the diameter) is checked "
        "against the eccentricities, then the simulated one-to-all broadcast by the pattern must not beat the bound; "
        "with delta = 0 it meets it.",
    )
    PAPER.add(
        f"thm1-all-to-all-{_kind}",
        (lambda ctx, k=_kind: _all_to_all(k, ctx.sizes.n)),
        source="Theorem 1 (2)",
        statement=f"All-to-all broadcast in an all-port n x n {_kind} takes at least alpha + delta + "
        f"(n^2 - 1)/{'2' if _kind == 'mesh' else '4'} L gamma.",
        sizes={"fast": {"n": 6}, "full": {"n": 9}},
        domain=f"n = {2 if _kind == 'mesh' else 3}..{{n}}, (alpha, delta, L gamma) in {{{{(0,0,1), (2,1,3), "
        f"(1,3,2)}}}}, every timing reading",
        witnesses=("broadcast-delay", "formula"),
        methods=("brute",),
        expected=Verdict.VERIFIED,
        subject={"kind": _kind, "relation": ">=", "mode": "all-to-all", "bound": "thm1-all-to-all"},
        point=_domain(2 if _kind == "mesh" else 3, "formula"),
        mutants=("yw2002-per-channel-no-minus-one",) + (("yw2002-per-channel-mesh-count",) if _kind == "torus" else ()),
        notes="The counting step: the node with the fewest input channels (a mesh corner: 2; any torus node: 4) "
        "receives "
        "n^2 - 1 messages (the 2 x 2 torus, where each node has only two neighbours, is left out). For even n the "
        "torus run of the algorithm delivers some messages twice; it still may not beat the bound.",
    )
