"""liu-chen-chen-2007 for every d: the d-XOR table is a Latin square and the d shift states are distinct
permutations, for every d >= 2 (Sects. 2-3).

The spec's ``d_xor`` and ``shift_port`` run on a symbolic d (:mod:`alltoall.checkers.z3.switches_every`), so
a patched function changes the queries; the bounded claims d-xor and switch-states are the cross-check.
Z3 is imported inside the checks.
"""

from __future__ import annotations

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007.sect2_configurations import (
    SHIFT_POINT,
    d_xor_refutation,
    shift_refutation,
)
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context

XOR_SMT2 = "proofs/smt2/liu-chen-chen-2007__d-xor-every-d__query.smt2"
SHIFT_SMT2 = "proofs/smt2/liu-chen-chen-2007__switch-states-every-d__query.smt2"


@PAPER.claim(
    "d-xor-every-d",
    source="Sect. 2-3: XOR and the d-XOR x (+)_d y = (x + y) mod d (every d)",
    statement="""(+)_2 is the ordinary XOR on {0, 1}, and for every d >= 2 the table of (+)_d is a Latin square:
    every row x -> x (+)_d c and every column c -> x (+)_d c is a permutation of 0..d-1.""",
    sizes={"fast": {"d": 16}},
    domain="every d >= 2 (Z3, d symbolic), every entry; (+)_2 against XOR; brute force for d <= {d}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes="""Queries, UNSAT, on the spec's d_xor with d and the operands symbolic: [xor-range] an entry outside
    0..d-1; [xor-rows], [xor-columns] two different operands giving one entry in a row or column. A one-to-one map
    of 0..d-1 into itself is a permutation, so every row and column is one. SMT-LIB: """
    + XOR_SMT2
    + """ (python -m alltoall.checkers.z3.switches_every). d-xor-saturates [min(a + b, d - 1)] makes the row and
    column queries SAT; xor-digits [bitwise XOR] does not run on symbolic integers (unknown) and brute force
    refutes it.""",
    mutants=("xor-digits", "d-xor-saturates"),
    witnesses=("d-xor",),
    point={"d": span(2, "d")},
)
def d_xor_every_d(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import switches_every as se  # z3: kept out of the registry's import

    if (bad := d_xor_refutation(ctx.sizes.d)) is not None:
        return bad
    return ind.settle(
        se.switch_parts(se.XOR_PARTS, ctx.timeout),
        step_smt2_file=XOR_SMT2,
        symbolic="d >= 2 and the operands symbolic",
        brute_force_cross_check=f"d in 2..{ctx.sizes.d}",
    )


@PAPER.claim(
    "switch-states-every-d",
    source="Sect. 2-3: switch states, Fig. 3, Fig. 4 (every d)",
    statement="""For every d >= 2 the k-shift state connects input port i_u to output port o_{(u+k) mod d} and is a
    permutation of the d ports, and the d shift states are pairwise distinct; when d = 2 the 0-shift is straight and
    the 1-shift cross.""",
    sizes={"fast": {"d": 7}},
    domain="every d >= 2 (Z3, d symbolic), every port and shift; d = 2 names; brute force routing for d <= {d}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    notes="""Queries, UNSAT, on the spec's shift_port with d, the port and the shift symbolic: [shift-port] input u
    reaches an output other than (u + k) mod d [written u + k, less d when that is d or more]; [shift-permutation]
    two inputs reach one output; [shift-distinct] two shifts send input 0 to one output. Not lifted: 'a d x d
    switch has d! states' [a count of all permutations; the bounded switch-states checks it for d <= 7]. SMT-LIB:
    """
    + SHIFT_SMT2
    + """. shift-sign [o_{u-k}] makes shift-port SAT.""",
    mutants=("shift-sign",),
    witnesses=("shift-state",),
    point=SHIFT_POINT,
)
def switch_states_every_d(ctx: Context) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import switches_every as se  # z3: kept out of the registry's import

    if (bad := shift_refutation(ctx.sizes.d)) is not None:
        return bad
    return ind.settle(
        se.switch_parts(se.SHIFT_PARTS, ctx.timeout),
        step_smt2_file=SHIFT_SMT2,
        symbolic="d >= 2, the port and the shift symbolic",
        brute_force_cross_check=f"routing a one-switch network, d in 2..{ctx.sizes.d}",
    )
