"""yang-wang-2000, first construction of a Latin square: Psi (products of distinct basic
permutations) and the rows a, rho_1(a), ..., rho_{n-1}(a)."""

from __future__ import annotations

from alltoall.checkers import yang_wang
from alltoall.checkers.result import Result, Verdict
from alltoall.proofs.claims.yang_wang_2000 import PAPER
from alltoall.proofs.claims.yang_wang_2000._checks import PSI_COUNT, all_lists, first_refutation, z3_sweep
from alltoall.proofs.domain import free, span
from alltoall.proofs.registry import Context


@PAPER.claim(
    "psi-size",
    source="First construction: Psi = {phi_{i_1} ... phi_{i_k} | m >= i_1 > ... > i_k >= 1, 1 <= k <= m}; 'Note that "
    "|Psi| = n - 1'",
    statement="The 2^m - 1 products of distinct basic permutations are pairwise different permutations of 0..n-1, none "
    "the identity: |Psi| = n - 1.",
    sizes={"fast": {"m_z3": 32, "m_brute": 10}},
    domain="Z3 for every m = 1..{m_z3} (all pairs of subsets at once); brute force m = 1..{m_brute}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes="A product of phi's complements the union of their bits, so it is an XOR mask; different subsets give "
    "different masks. " + PSI_COUNT,
    mutants=("yw-phi-bit-off-by-one",),
    witnesses=("yw-psi-size",),
    point={"m": span(1, "m_z3")},
)
def psi_size(ctx: Context) -> Result:
    from alltoall.checkers.z3 import yang_wang as z  # z3: kept out of the registry's import

    bad = first_refutation(
        "yw-psi-size", yang_wang.psi_size_violation, ({"m": m} for m in range(1, ctx.sizes.m_brute + 1))
    )
    return bad or z3_sweep((z.psi_distinct,), range(1, ctx.sizes.m_z3 + 1), ctx, f"m = 1..{ctx.sizes.m_brute}")


@PAPER.claim(
    "first-construction-latin",
    source="First construction of a Latin square: rows a, rho_1(a), ..., rho_{n-1}(a)",
    statement="""For every list a_0..a_{n-1} with {a_i} = {0..n-1} and any numbering rho_1..rho_{n-1} of Psi, the matrix
    with rows
    a and rho_r(a) is a Latin square.""",
    sizes={"fast": {"m_z3": 32, "m_brute": 5, "samples": 50}},
    domain="Z3 for every m = 1..{m_z3} (any list, any order of Psi); brute force m = 1..{m_brute}: every list for n <= "
    "8, "
    "{samples} lists for each larger n",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes="""'Every list' needs the slide's hypothesis {a_0..a_{n-1}} = {0..n-1}; a list with a repeated value is
    not a Latin square's first row, and the spec rejects it (parameter a).""",
    mutants=("yw-phi-bit-off-by-one",),
    witnesses=("yw-first-latin",),
    point={"m": span(1, "m_z3"), "a": free("every list a_0..a_{n-1} with {a_i} = {0..n-1}")},
)
def first_latin(ctx: Context) -> Result:
    from alltoall.checkers.z3 import yang_wang as z  # z3: kept out of the registry's import

    points = ({"m": m, "a": a} for m in range(1, ctx.sizes.m_brute + 1) for a in all_lists(m, ctx.sizes.samples))
    bad = first_refutation("yw-first-latin", yang_wang.first_latin_violation, points)
    return bad or z3_sweep(
        (z.first_construction_latin,),
        range(1, ctx.sizes.m_z3 + 1),
        ctx,
        f"every list n <= 8; {ctx.sizes.samples} sampled lists for n = 16..{2**ctx.sizes.m_brute}",
    )
