"""liu-chen-chen-2007, Sect. 2 (and the definitions of Sect. 3): switch states, configurations,
admissible permutations, Fig. 2 and Fig. 5, the d-XOR and the worked M^x matrices.

Paper -> ours: the k-shift state = ``switches.shift_state(k, d)``; i_u -> o_{(u+k) mod d} =
``switches.shift_port(u, k, d)``; x (+)_d y = ``switches.d_xor(x, y, d)``; M^x =
``latin_configurations.configurations(M0, d, k)[x]``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.min_witnesses import PrintedValues, configuration_tables, shift_state_violation
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007._checks import SIX, named_point
from alltoall.proofs.domain import Domain, equal, one_of, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage


def _shift_witness(d: int, k: int, u: int, aspect: str, msg: str) -> Result:
    w = Witness(
        "shift-state",
        {"d": d, "k": k},
        {"port": u, "aspect": aspect},
        f"In a {d} x {d} switch in the {k}-shift state, {msg}.",
        {"method": "brute"},
    )
    return refuted(w)


#: The point domain of a shift-state witness (switch-states, switch-states-every-d).
SHIFT_POINT = Domain(
    {
        "d": span(2, "d"),
        "k": span(0, None),
        "port": span(0, None),
        "aspect": one_of("route", "distinct", "d2-names"),
    },
    rules=(
        rule(lambda p, q, s: p["k"] < p["d"] and q["port"] < p["d"], "k, port in 0..d-1"),
        rule(lambda p, q, s: q["aspect"] != "d2-names" or p["d"] == 2, "the d2-names aspect at d = 2"),
    ),
)


def shift_refutation(top: int) -> Result | None:
    """Brute force for d in 2..``top``: the shift states are distinct, each routes i_u to o_{(u+k) mod d} in a
    one-switch network, and at d = 2 the 0-shift is straight, the 1-shift cross; a refutation, or None."""
    for d in range(2, top + 1):
        if len(set(switches.shift_states(d))) != d:
            return _shift_witness(d, 0, 0, "distinct", "the shift states are not distinct")
        for k in range(d):
            for u in range(d):
                msg = shift_state_violation(d, k, u)
                if msg:
                    return _shift_witness(d, k, u, "route", msg)
    if switches.shift_state(0, 2) != (0, 1) or switches.shift_state(1, 2) != (1, 0):
        return _shift_witness(2, 1, 0, "d2-names", "0-shift is not straight or 1-shift is not cross")
    return None


def d_xor_refutation(top: int) -> Result | None:
    """Brute force: (+)_2 is XOR and the (+)_d table is a Latin square for d in 2..``top``; a refutation, or None."""
    if [switches.d_xor(a, b, 2) for a in (0, 1) for b in (0, 1)] != [0, 1, 1, 0]:
        return refuted(Witness("d-xor", {"d": 2}, {}, "(+)_2 differs from XOR", {"method": "brute"}))
    for d in range(2, top + 1):
        T = np.array([[switches.d_xor(a, b, d) for b in range(d)] for a in range(d)])
        v = props.latin(T)
        if v:
            w = Witness(
                "d-xor",
                {"d": d},
                {"table": T.tolist(), **v.where},
                f"For d={d} the (+)_d table is not a Latin square: {v.message}",
                {"method": "brute"},
            )
            return refuted(w)
    return None


@PAPER.claim(
    "switch-states",
    source="Sect. 2-3: switch states, Fig. 3, Fig. 4",
    statement="""A d x d switch has d! states; a 2 x 2 switch has exactly two (straight, cross); the k-shift
    state connects input port i_u to output port o_{(u+k) mod d}; the d shift states are distinct, with the
    0-shift straight and the 1-shift cross when d = 2.""",
    sizes={"fast": {"d": 7}},
    domain="d in 2..{d}, every port and shift, by routing a one-switch network",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("shift-sign",),
    witnesses=("shift-state",),
    point=SHIFT_POINT,
)
def switch_states(ctx: Context) -> Result:
    top = ctx.sizes.d
    for d in range(2, top + 1):
        if len(set(switches.all_states(d))) != math.factorial(d):
            return unknown(f"state count for d={d}")
    if (bad := shift_refutation(top)) is not None:
        return bad
    routed = sum(d * d for d in range(2, top + 1))
    return verified(examined=routed, states={d: math.factorial(d) for d in range(2, top + 1)})


@PAPER.claim(
    "config-count",
    reading="distinct configurations, distinct permutations",
    source="Sect. 2: (N/d) log_d N switches, (d!)^((N/d) log_d N) configurations and admissible permutations",
    statement="""An N x N d-MIN has (N/d) log_d N switches and (d!)^((N/d) log_d N) configurations, and
    (being banyan) realizes exactly that many distinct admissible permutations.""",
    sizes={"fast": {"k2": 3, "k3": 2}},
    domain="""symbolic switch count; exhaustive: every configuration of all six topologies for d=2, N = 2^k with
    2 <= k <= {k2}, and d=3, N = 3^k with 2 <= k <= {k3}""",
    methods=("sympy", "brute"),
    expected=Verdict.VERIFIED,
    notes="""The paper's 'an N x N d-MIN can realize (d!)^(...) permutations, each corresponding to one of the
    configurations' is read as: distinct configurations give distinct permutations. That needs the banyan
    property (every switch state is forced by the permutation), so it is checked per topology.""",
    mutants=("wiring-identity",),
    witnesses=("config-collision",),
    point=Domain(
        named_point(SIX, span(2, 3), span(2, None)),
        rules=(
            rule(
                lambda p, q, s: p["network"]["k"] <= s[f"k{p['network']['d']}"],
                "k <= the size k2 (d = 2) or k3 (d = 3)",
                uses=("k2", "k3"),
            ),
        ),
    ),
)
def config_count(ctx: Context) -> Result:
    import sympy as sp

    N, d = sp.symbols("N d", positive=True, integer=True)
    switches_formula = (N / d) * sp.log(N, d)
    cases = [(2, k) for k in range(2, ctx.sizes.k2 + 1)] + [(3, k) for k in range(2, ctx.sizes.k3 + 1)]
    examined = 0
    for dd, kk in cases:
        for name in multistage.TOPOLOGIES:
            net = multistage.build(name, dd, kk)
            if sp.simplify(switches_formula.subs({N: net.N, d: dd})) != net.switches * net.stages:
                return unknown("switch count formula")
            states = np.array(switches.all_states(dd), dtype=np.int64)
            cells = net.switches * net.stages
            total = math.factorial(dd) ** cells
            idx = np.array(list(itertools.product(range(len(states)), repeat=cells)), dtype=np.int64)
            perms = multistage.route(net, states[idx].reshape(total, net.stages, net.switches, dd))
            seen: dict[tuple, int] = {}
            for c, p in enumerate(perms.tolist()):
                if tuple(p) in seen:
                    a = seen[tuple(p)]
                    assert (configuration_tables(net, c) == states[idx[c]].reshape(net.stages, net.switches, dd)).all()
                    w = Witness(
                        "config-collision",
                        {"network": multistage.to_data(net)},
                        {"configurations": [a, c], "permutation": p},
                        f"On {net}, configurations #{a} and #{c} (lexicographic over the switches, stage by stage) "
                        f"realize the same permutation {p}.",
                        {"method": "brute"},
                    )
                    return refuted(w)
                seen[tuple(p)] = c
            examined += len(seen)
    return verified(examined=examined, configurations=examined)


@PAPER.claim(
    "fig2b-identity-not-admissible",
    reading="(a) omega, (b) baseline",
    source="Sect. 2: 'the identity permutation is not realizable by the MIN in Fig. 2(b)'",
    statement="""The identity permutation is not admissible on the 27 x 27 3-nary baseline MIN of Fig. 2(b),
    while it is admissible on the 27 x 27 shuffle-exchange (omega) MIN of Fig. 2(a).""",
    domain="exhaustive configuration search with reachability pruning, d=3, N=27",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Fig. 2 is missing from the text; (a) is read as omega and (b) as baseline, per its caption.",
    mutants=("wiring-identity",),
    witnesses=("admissible", "inadmissible"),
    point=Domain(
        named_point(("omega", "baseline"), equal(3), equal(3)),
        rules=(
            rule(lambda p, q, s: q["permutation"] == list(range(27)), "the permutation is the identity"),
            rule(
                lambda p, q, s: ("states" in q) == (p["network"]["topology"] == "baseline"),
                "an admissible point (with states) on baseline, an inadmissible one on omega",
            ),
        ),
    ),
)
def fig2b(ctx: Context) -> Result:
    ident = list(range(27))
    base = multistage.build("baseline", 3, 3)
    conf = brute.admissible(base, ident)
    if conf is not None:
        w = Witness(
            "admissible",
            {"network": multistage.to_data(base)},
            {"permutation": ident, "states": conf.tolist()},
            f"{base} realizes the identity with the configuration shown",
            {"method": "brute"},
        )
        return refuted(w)
    om = multistage.build("omega", 3, 3)
    conf = brute.admissible(om, ident)
    if conf is None or not brute.routed_exactly(om, conf, ident):
        w = Witness(
            "inadmissible",
            {"network": multistage.to_data(om)},
            {"permutation": ident},
            f"{om} does not realize the identity",
            {"method": "brute"},
        )
        return refuted(w)
    return verified(examined=len((base, om)))


FIG5B_PRINTED = [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14]


def _fig5b_column(item: str) -> list[int]:
    """Column 1 of A on the omega 4-MIN with M^0 = 0: the input reaching each output under M^1."""
    return [
        int(v)
        for v in brute.latin_matrix(multistage.build("omega", 4, 2), latin_configurations.initial_zero(4, 2))[:, 1]
    ]


@PAPER.claim(
    "fig5b-permutation",
    source="Sect. 2, worked example: the configuration of Fig. 5(b)",
    statement="""On the 16 x 16 4-MIN of Fig. 5 the configuration M^1 maps input 3 to output 0, input 0 to
    output 1, ..., input 14 to output 15, i.e. realizes 3 0 1 2 7 4 5 6 11 8 9 10 15 12 13 14.""",
    domain="omega, d=4, N=16, M^0 = 0",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""Fig. 5 is missing; its network is identified by matrix-A (omega with M^0 = 0). The printed list
    is p(0..15) with p(i) the input reaching output i, i.e. column 1 of A.""",
    mutants=("shift-sign",),
    witnesses=("worked-example",),
    subject=PrintedValues({"M^1 on omega 4-MIN": FIG5B_PRINTED}, _fig5b_column),
    point={"item": one_of("M^1 on omega 4-MIN")},
)
def fig5b(ctx: Context) -> Result:
    got = _fig5b_column("M^1 on omega 4-MIN")
    if got != FIG5B_PRINTED:
        i = next(i for i in range(16) if got[i] != FIG5B_PRINTED[i])
        w = Witness(
            "worked-example",
            {"network": {"topology": "omega", "d": 4, "k": 2}, "M0": "zero", "x": 1},
            {"item": "M^1 on omega 4-MIN", "printed": FIG5B_PRINTED, "computed": got, "first_mismatch_output": i},
            f"M^1 sends input {got[i]} to output {i}; the paper prints input {FIG5B_PRINTED[i]}",
            {"method": "brute"},
        )
        return refuted(w)
    return verified(examined=len(got))


@PAPER.claim(
    "d-xor",
    source="Sect. 2-3: XOR and the d-XOR x (+)_d y = (x + y) mod d",
    statement="""(+)_2 is the ordinary XOR on {0, 1}, and for every d the table of (+)_d is a Latin square
    (x -> x (+)_d c is a bijection of 0..d-1), which Theorem 2's argument uses.""",
    sizes={"fast": {"d": 16}},
    domain="d in 2..{d}",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("xor-digits",),
    witnesses=("d-xor",),
    point={"d": span(2, "d")},
)
def d_xor(ctx: Context) -> Result:
    if (bad := d_xor_refutation(ctx.sizes.d)) is not None:
        return bad
    return verified(examined=ctx.sizes.d - 1)


M_PRINTED = {f"M^{x}": [list(row)] * 4 for x, row in ((0, (0, 0)), (1, (0, 1)), (2, (0, 2)), (15, (3, 3)))}


def _m_matrix(item: str) -> list:
    x = int(item.removeprefix("M^"))
    return latin_configurations.configurations(latin_configurations.initial_zero(4, 2), 4, 2)[x].tolist()


@PAPER.claim(
    "m-matrices-example",
    source="Sect. 3, worked example: M^0, M^1, M^2, M^15 for N = 16, d = 4",
    statement="""For N = 16 and d = 4, M^0 is all 0, M^1 has columns (0, 1), M^2 has columns (0, 2) and
    M^15 has columns (3, 3), on every one of its 4 rows.""",
    domain="N=16, d=4",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    mutants=("digit-off-by-one",),
    witnesses=("worked-example",),
    subject=PrintedValues(M_PRINTED, _m_matrix),
    point={"item": one_of(*M_PRINTED)},
)
def m_matrices(ctx: Context) -> Result:
    examined = 0
    for item, want in M_PRINTED.items():
        got = _m_matrix(item)
        if got != want:
            w = Witness(
                "worked-example",
                {"N": 16, "d": 4, "M0": "zero"},
                {"item": item, "printed": want, "computed": got},
                f"{item} computed as {got}, printed {want}",
                {"method": "brute"},
            )
            return refuted(w)
        examined += 1
    return verified(examined=examined)
