"""liu-chen-chen-2007, Sect. 3: the printed 16 x 16 matrix A (Fig. 5).

Paper -> ours: a_{j,x} (the input reaching output j under M^x) = ``brute.latin_matrix(net, M0)[j, x]``.
"""

from __future__ import annotations

import itertools

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.min_witnesses import PrintedValues
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.domain import one_of
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage

PRINTED_A_TEXT = """
0 3 2 1 12 15 14 13 8 11 10 9 4 7 6 5
1 0 3 2 13 12 15 14 9 8 11 10 5 4 7 6
2 1 0 3 14 13 12 15 10 9 8 11 6 5 4 7
3 2 1 0 15 14 13 12 11 10 9 8 7 6 5 4
4 7 6 5 0 3 2 1 12 15 14 13 8 11 10 9
5 4 7 6 1 0 3 2 13 12 15 14 9 8 11 10
6 5 4 7 2 1 0 3 14 13 12 15 10 9 8 11
7 6 5 4 3 2 1 0 15 14 13 12 11 10 9 8
8 11 10 9 4 7 6 5 0 3 2 1 12 15 14 13
9 8 11 10 5 4 7 6 1 0 3 2 13 12 15 14
10 9 8 11 6 5 4 7 2 1 0 3 14 13 12 15
11 10 9 8 7 6 5 4 3 2 1 0 15 14 13 12
12 15 14 13 8 11 10 9 4 7 6 5 0 3 2 1
13 12 15 14 9 8 11 10 5 4 7 6 1 0 3 2
14 13 12 15 10 9 8 11 6 5 4 7 2 1 0 3
15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
"""
PRINTED_A = np.array([[int(v) for v in line.split()] for line in PRINTED_A_TEXT.strip().splitlines()])


def _omega_A(item: str) -> list:
    """The matrix A of the omega 4-MIN with M^0 = 0 (the network matrix-A identifies as Fig. 5's)."""
    return brute.latin_matrix(multistage.build("omega", 4, 2), latin_configurations.initial_zero(4, 2)).tolist()


@PAPER.claim(
    "matrix-A",
    reading="row 11 split on whitespace",
    source="Sect. 3: the printed 16 x 16 matrix A (Fig. 5)",
    statement="""The printed matrix A is a 16 x 16 Latin square and is exactly the matrix of the 16 permutations
    obtained from M^0..M^15 on the 16 x 16 4-MIN of Fig. 5 (identified as omega with M^0 = 0).""",
    domain="six topologies x every shift-state M^0 (4^8 each), d=4, N=16",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""Row 11 is garbled in the text ('11 10 9 8 7 6 5 4 3 2 1 0 15 14 13 12' with cells merged); read by
    splitting on whitespace, which gives 16 entries and matches a_{11,x} = (2 - x_1, 3 - x_0) digitwise mod 4 like
    every other row. The search over all six topologies and all 65536 shift-state M^0 records every
    (topology, M^0) that reproduces A; omega and butterfly with M^0 = 0 both do.""",
    mutants=("shift-sign",),
    witnesses=("printed-matrix", "worked-example"),
    subject=PrintedValues({"A": PRINTED_A.tolist()}, _omega_A),
    point={"item": one_of("A")},
)
def matrix_a(ctx: Context) -> Result:
    v = props.latin(PRINTED_A)
    if v:
        w = Witness(
            "printed-matrix",
            {},
            {"item": "A", **v.where},
            f"The printed A is not Latin: {v.message}",
            {"method": "brute"},
        )
        return refuted(w)
    nets = {name: multistage.build(name, 4, 2) for name in multistage.TOPOLOGIES}
    target = np.argsort(PRINTED_A, axis=0).T  # outs[x, s] expected
    all_m0 = np.array(list(itertools.product(range(4), repeat=8)), dtype=np.int64).reshape(-1, 4, 2)
    matches = []
    searched = 0
    for start in range(0, len(all_m0), 4096):
        chunk = all_m0[start : start + 4096]
        confs = latin_configurations.configurations(chunk, 4, 2)  # (c, 16, 4, 2): the same for every topology
        for name, net in nets.items():
            # round 0 first (a match needs it): the full 16 rounds only for the M^0 that pass it
            first = np.flatnonzero((multistage.route_shift(net, confs[:, :1]) == target[None, :1]).all(axis=(1, 2)))
            outs = multistage.route_shift(net, confs[first])  # (c', 16, 16)
            for i in first[(outs == target[None]).all(axis=(1, 2))]:
                matches.append({"topology": name, "M0": chunk[i].tolist()})
            searched += len(chunk)
    matches.sort(key=lambda m: (list(multistage.TOPOLOGIES).index(m["topology"]), m["M0"]))
    zero = [m["topology"] for m in matches if not np.any(m["M0"])]
    if "omega" not in zero:
        A = np.array(_omega_A("A"))
        diff = np.argwhere(A != PRINTED_A)
        j, x = (int(v) for v in diff[0]) if len(diff) else (0, 0)
        w = Witness(
            "worked-example",
            {"network": {"topology": "omega", "d": 4, "k": 2}, "M0": "zero"},
            {"item": "A", "output": j, "round": x, "printed": int(PRINTED_A[j, x]), "computed": int(A[j, x])},
            f"omega with M^0 = 0 gives a[{j},{x}] = {int(A[j, x])}, the paper prints {int(PRINTED_A[j, x])}",
            {"method": "brute"},
        )
        return refuted(w)
    return verified(examined=searched, reproduced_by=len(matches), with_zero_M0=zero, examples=matches[:8])
