"""liu-chen-chen-2007, Sect. 1: banyan d-MINs and their number of stages.

Paper -> ours: an N x N d-nary banyan MIN = a :class:`~alltoall.spec.topologies.multistage.MIN`
with exactly one path between every input and output (``props.unique_paths(path_counts(net))``).
"""

from __future__ import annotations

import itertools

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007._checks import DS, N_AT_MOST, SIX, WIRED, all_interstage, named_point
from alltoall.proofs.domain import Domain, equal, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage


@PAPER.claim(
    "banyan-stages",
    source="Sect. 1, 'well known': an N x N d-nary banyan MIN has exactly log_d N stages",
    statement="""A MIN of N/d d x d switches per stage is banyan (one path between every input and output)
    only if it has exactly log_d N stages, and the omega, baseline and butterfly d-MINs (and their reverses) attain
    it.""",
    sizes={"fast": {"s4": 3, "s8": 2, "s9": 1, "N": 3125}, "full": {"s4": 4, "s9": 2}},
    domain="""exhaustive over interstage wirings: d=2 N=4 s in 1..{s4}, d=2 N=8 s in 1..{s8}, d=3 N=9 s in 1..{s9};
    named d-MINs d in 2..5, N <= {N}; SymPy: d**s = d**n only for s = n, all d >= 2, n >= 1, s >= 1""",
    methods=("sympy", "brute"),
    expected=Verdict.VERIFIED,
    notes="""Counting argument: from one input there are d**s paths (each switch has d outputs); banyan means
    the map paths -> outputs is a bijection, so d**s = N = d**n and s = n. SymPy solves d**s = d**n for s
    over positive integers; brute force confirms the path count d**s on every enumerated network and finds
    no banyan with s != n. The converse is a separate claim (logN-stage-min-is-banyan, refuted). Verified, not
    proved: the link from a network to the count (d**s paths from an input) and the named d-MINs' banyan property
    are checked on the enumerated networks only; the SymPy solution is kept as evidence (issue 24).""",
    mutants=("wiring-identity",),
    witnesses=("not-banyan",),
    # a not-banyan point refutes only the second half (the named d-MINs attain it); a wired network
    # that is not banyan is no counterexample to 'banyan only if log_d N stages'
    point=Domain(named_point(SIX, span(2, 5), span(1, None)), rules=(N_AT_MOST,)),
)
def banyan_stages(ctx: Context) -> Result:
    import sympy as sp

    d, n, s = sp.symbols("d n s", integer=True, positive=True)
    sol = sp.solve(sp.Eq(sp.log(d**s) / sp.log(d), sp.log(d**n) / sp.log(d)), s)
    z = ctx.sizes
    cases = (
        [(2, 2, ss) for ss in range(1, z.s4 + 1)]
        + [(2, 3, ss) for ss in range(1, z.s8 + 1)]
        + [(3, 2, ss) for ss in range(1, z.s9 + 1)]
    )
    named = 0  # the named d-MINs first: cheap, and where a wrong wiring shows
    for name in multistage.TOPOLOGIES:
        for dd in DS:
            kk = 1
            while dd**kk <= z.N:
                net = multistage.build(name, dd, kk)
                v = props.unique_paths(multistage.path_counts(net))
                if v:
                    w = Witness(
                        "not-banyan",
                        {"network": multistage.to_data(net)},
                        {"input": v.where["input"], "output": v.where["output"]},
                        f"{net} should be banyan but {v.message}",
                        {"method": "brute"},
                    )
                    return refuted(w)
                kk += 1
                named += 1
    counted = 0
    for dd, nn, ss in cases:
        for net in all_interstage(dd, nn, ss):
            C = multistage.path_counts(net)
            if not (C.sum(axis=1) == dd**ss).all():
                return unknown(f"{net}: path count from an input is not d**s")
            if props.unique_paths(C) is None and ss != nn:
                w = Witness(
                    "not-banyan",
                    {"network": multistage.to_data(net)},
                    {"input": 0, "output": 0},
                    f"{net} is banyan with {ss} != {nn} stages",
                    {"method": "brute"},
                )
                return refuted(w)
            counted += 1
    if sol != [n]:
        return unknown(f"sympy returned {sol}")
    return verified(  # the spec's networks are enumerated up to a bound: the SymPy solution is evidence
        examined=counted + named, sympy_solution=str(sol), networks_enumerated=counted, named_networks=named
    )


def _first_non_banyan(d: int, n: int) -> multistage.MIN | None:
    if n <= 2:
        candidates = all_interstage(d, n, n)
    else:  # keep the search linear: fix the first interstage wiring to omega's, vary the last
        N = d**n
        first = tuple(int(v) for v in multistage.shuffle(n).table(d))
        candidates = (
            multistage.from_wirings(
                "Wired",
                d,
                N,
                [
                    multistage.LineTable(tuple(range(N))),
                    multistage.LineTable(first),
                    multistage.LineTable(p),
                    multistage.LineTable(tuple(range(N))),
                ],
            )
            for p in itertools.permutations(range(N))
        )
    for net in candidates:
        if props.unique_paths(multistage.path_counts(net)) is not None:
            return net
    return None


@PAPER.claim(
    "logN-stage-min-is-banyan",
    reading="literal",
    source="Sect. 1, 'well known': an N x N d-nary (log_d N)-stage MIN is banyan",
    statement="Every N x N d-nary MIN with log_d N stages is banyan.",
    sizes={"fast": {"k": 3}},
    domain="""d=2, N = 2^k for k in 2..{k}, exhaustive over interstage wirings (for k >= 3 the first interstage
    wiring fixed to omega's); first counterexample in enumeration order""",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""False as stated: the stage count alone does not make a MIN banyan; the interstage wiring must
    also spread every input over all outputs. The witness is the first 2-stage 4 x 4 MIN, in lexicographic
    order of its interstage permutation, that is not banyan. The paper's 'N x N d-MIN' therefore has to be
    read as 'banyan d-MIN' for Theorem 2 (see thm2-literal).""",
    mutants=("wiring-ignored",),
    witnesses=("not-banyan",),
    point=Domain(
        {"network.N": span(4, None), "network.d": equal(2), **WIRED},
        rules=(
            rule(
                lambda p, d, s: any(
                    p["network"]["N"] == 2**j and len(p["network"]["wirings"]) == j + 1 for j in range(2, s["k"] + 1)
                ),
                "N = 2^j with 2 <= j <= the size k, and j stages (j + 1 wirings)",
                uses=("k",),
            ),
        ),
    ),
)
def logn_stage_is_banyan(ctx: Context) -> Result:
    examined = 0
    for n in range(2, ctx.sizes.k + 1):
        net = _first_non_banyan(2, n)
        if net is not None:
            C = multistage.path_counts(net)
            v = props.unique_paths(C)
            s, t = v.where["input"], v.where["output"]
            reach = sorted(int(o) for o in np.flatnonzero(C[s]))
            mid = [int(x) for x in net.tables()[1]]
            expl = (
                f"A 4 x 4 MIN with two stages of 2 x 2 switches whose interstage wiring is {mid} (line l -> line "
                f"wiring[l]) has log_2 4 = 2 stages but is not banyan: input {s} has {int(C[s, t])} paths to output "
                f"{t} and reaches only outputs {reach}. Follow it: input {s} enters switch {s // 2} of stage 0, whose "
                "two "
                f"output lines both lead into the same stage-1 switch."
            )
            w = Witness(
                "not-banyan",
                {"network": multistage.to_data(net)},
                {
                    "input": s,
                    "output": t,
                    "paths": int(C[s, t]),
                    "reachable": reach,
                    "rendering": "path counts C[s, t] (inputs x outputs):\n"
                    + "\n".join(" ".join(str(int(c)) for c in row) for row in C),
                },
                expl,
                {"method": "exhaustive enumeration (lexicographic)"},
                picture={
                    "renderer": "min-routes",
                    "args": {
                        "title": f"{net}: log_2 {net.N} = {net.stages} stages of 2 x 2 switches, yet not banyan: input "
                        f"{s} "
                        f"has {int(C[s, t])} paths to output {t} and reaches only outputs {reach}",
                        "panels": [
                            {
                                "network": multistage.to_data(net),
                                "paths": [s, t],
                                "title": f"every path from input {s} to output {t}",
                            },
                            {
                                "network": multistage.to_data(net),
                                "path_counts": True,
                                "title": "paths C[s, t]: a banyan has exactly 1 everywhere",
                            },
                        ],
                    },
                },
            )
            return refuted(w)
        examined += 1
    return verified(examined=examined)
