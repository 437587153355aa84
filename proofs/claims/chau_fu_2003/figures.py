"""chau-fu-2003 Figures 2 and 3: semi-permutations on "an 8 by 8 banyan network".

The figures are missing from the text and "banyan" names no wiring, so each named 8 x 8 topology
of :mod:`alltoall.spec.topologies.multistage` is one reading with its own claim.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import render, routing, semi_permutations
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.chau_fu_2003 import PAPER
from alltoall.proofs.claims.chau_fu_2003._checks import semi_of
from alltoall.proofs.domain import equal, one_of
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage

FIGS = {
    "fig2": (
        (0, 2, 5, 6),
        (4, 6, 0, 2),
        False,
        "Figure 2: 'a non-crosstalk free semi-permutation from (0,2,5,6) to (4,6,0,2)'",
    ),
    "fig3": (
        (0, 2, 4, 6),
        (3, 5, 7, 1),
        True,
        "Figure 3: 'a crosstalk free semi-permutation from (0,2,4,6) to (3,5,7,1)'",
    ),
}


def _fig_check(fig: str, topology: str) -> Any:
    src_, dst, free, _ = FIGS[fig]

    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import optical as z  # z3: kept out of the registry's import

        net = multistage.build(topology, 2, 3)
        semi = semi_of(src_, dst)
        occ, v = routing.brute_semi(net, semi)
        if occ is None:
            return unknown(f"some signal of {semi} has no path on {net}")
        q, _ = z.z3_semi(net, semi, timeout=ctx.timeout)
        if q.status not in ("sat", "unsat") or (q.status == "sat") != (v is None):
            return unknown(f"Z3 ({q.status}) and brute force ({v is None}) disagree")
        semi_ok = routing.is_semi_permutation(net, semi)
        if (v is None) == free:  # the crosstalk half holds; the caption also says it is a semi-permutation
            if semi_ok:
                return verified(
                    examined=1, crosstalk_free=free, semi_permutation_by_definition=semi_ok
                )  # the figure's one instance
            return refuted(_shared_witness(fig, net, semi), crosstalk_free=free, semi_permutation_by_definition=False)
        hl = list(v.where["signals"]) if v else []
        said = "crosstalk-free" if free else "not crosstalk-free"
        expl = (
            f"The paper says {list(src_)} -> {list(dst)} is {said} in one pass of an 8 x 8 banyan. On {net} it is "
            + (
                "crosstalk-free: the paths below use distinct switches at every stage."
                if v is None
                else f"not: the signals from inputs {' and '.join(str(src_[i]) for i in v.where['signals'])} both pass "
                "switch "
                f"{v.where['switch']} of stage {v.where['stage']}, and on a banyan their paths are the only ones."
            )
            + (
                ""
                if semi_ok
                else " It is not even a semi-permutation there: two active inputs share a first-stage or last-stage "
                "switch."
            )
        )
        w = Witness(
            "semi-crosstalk",
            {"network": multistage.to_data(net)},
            {"semi": semi, "rendering": render.render_min(net, semi, occ, hl)},
            expl,
            {"method": "brute force and z3"},
            picture={
                "renderer": "min-routes",
                "args": {
                    "panels": [
                        {
                            "network": multistage.to_data(net),
                            "semi": semi,
                            "title": f"Figure 3's pass {list(src_)} -> {list(dst)} on {net}: the only paths share "
                            "switches "
                            f"(red), so the pass is not crosstalk-free",
                        }
                    ]
                },
            },
        )
        return refuted(w, semi_permutation_by_definition=semi_ok)

    return check


def _shared_witness(fig: str, net: multistage.MIN, semi: list[int]) -> Witness:
    """The caption's "semi-permutation" fails: two active signals share a first- or last-stage switch."""
    src_, dst, _, _ = FIGS[fig]
    shared = semi_permutations.shared_switch(net, semi)
    pair = [-1] * net.N
    for a, x in zip(shared["inputs"], shared["outputs"]):
        pair[a] = x
    where = "first-stage" if shared["stage"] == "first" else "last-stage"
    return Witness(
        "semi-shared-switch",
        {"network": multistage.to_data(net)},
        {"semi": semi, "shared": shared},
        f"The caption calls {list(src_)} -> {list(dst)} a semi-permutation (one active link through each switch of "
        f"the first and of the last stage). It is not one: {semi_permutations.describe(net, shared)}.",
        {"method": "brute force (the first and last stages' switch of every active signal)"},
        picture={
            "renderer": "min-routes",
            "args": {
                "panels": [
                    {
                        "network": multistage.to_data(net),
                        "semi": pair,
                        "title": f"{fig[0].upper()}{fig[1:3]}. {fig[3:]}'s {list(src_)} -> {list(dst)} on {net}: "
                        f"{shared['inputs'][0]} -> {shared['outputs'][0]} and {shared['inputs'][1]} -> "
                        f"{shared['outputs'][1]} share {where} switch {shared['switch']}, so it is not a "
                        "semi-permutation",
                    }
                ]
            },
        },
    )


# brute force, once, decides which readings hold; the expected verdicts below record the result: on omega,
# butterfly and their reverses Figure 2's pattern is not even a semi-permutation (Figure 3's has crosstalk first)
_FIG_EXPECTED = {
    ("fig2", t): (Verdict.VERIFIED if t in ("baseline", "reverse-baseline") else Verdict.REFUTED)
    for t in multistage.TOPOLOGIES
} | {
    ("fig3", t): (Verdict.VERIFIED if t in ("baseline", "reverse-baseline") else Verdict.REFUTED)
    for t in multistage.TOPOLOGIES
}

for (_fig, _topo), _exp in _FIG_EXPECTED.items():
    _s, _d, _free, _where = FIGS[_fig]
    PAPER.add(
        f"{_fig}-{_topo}",
        _fig_check(_fig, _topo),
        source=_where,
        statement=f"On the 8 x 8 {_topo} network, {_s} -> {_d} is a semi-permutation (one active link through each "
        f"first- and last-stage switch) and is {'' if _free else 'not '}crosstalk-free in one pass.",
        domain=f"8 x 8 {_topo}: every choice of paths",
        methods=("brute", "z3"),
        expected=_exp,
        notes="""The figures are missing from the text and 'banyan' names no wiring, so each named 8 x 8 topology is one
        reading. Brute force enumerates paths; Z3 (symbolic switch settings, table mode) must agree. Baseline and
        reverse baseline make both figures true. The caption's whole statement is checked: the pattern is a
        semi-permutation, and its crosstalk status is the caption's. On omega and butterfly (0,2,4,6) and (0,2,5,6)
        do not occupy four first-stage switches (Figure 2 on omega: inputs 2 and 6 share first-stage switch 2); on
        the reverses two outputs share a last-stage switch. Figure 3 fails there by crosstalk first (the
        semi-crosstalk witness); Figure 2, whose crosstalk the caption asserts, fails by its shape
        (a semi-shared-switch witness).""",
        mutants=("wiring-identity",) if _exp is Verdict.VERIFIED else ("wiring-ignored-baseline",),
        subject={"crosstalk_free": _free},
        reading=_topo.replace("-", " "),
        witnesses=("semi-crosstalk", "semi-shared-switch"),
        point={
            "network.topology": one_of(_topo),
            "network.d": equal(2),
            "network.k": equal(3),
            "semi": one_of(semi_of(_s, _d)),
        },
    )


@PAPER.claim(
    "fig2-fig3-same-banyan",
    source="Figures 2 and 3: both on 'an 8 by 8 banyan network'",
    statement="Some named 8 x 8 banyan makes both Figure 2 and Figure 3 true.",
    domain="the six named 8 x 8 topologies",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Baseline and reverse baseline do; the evidence lists them.",
    mutants=("wiring-identity",),
    point={"network.topology": one_of(*multistage.TOPOLOGIES), "network.d": equal(2), "network.k": equal(3)},
)
def fig_same(ctx: Context) -> Result:
    both, examined = [], 0
    for t in multistage.TOPOLOGIES:
        examined += 1
        if all(_fig_check(f, t)(ctx).verdict is Verdict.VERIFIED for f in FIGS):
            both.append(t)
    if both:
        return verified(examined=examined, topologies=both)
    return unknown("no named topology makes both figures true")
