"""Helpers shared by the yang-wang-2000 claim modules (no solver imports at module top)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from alltoall.checkers.result import Result, Witness, refuted, verified
from alltoall.proofs.registry import Context


def z3_sweep(queries: Any, ms_: Any, ctx: Context, brute_text: str) -> Result:
    """Every Z3 query (:mod:`alltoall.checkers.z3.yang_wang`) UNSAT for every m in ``ms_``."""
    from alltoall.checkers.z3.core import unsat_sweep

    return unsat_sweep(queries, ms_, lambda q, m, keep: q(m, timeout=ctx.timeout, keep_smt2=keep), brute_text)


def psi_subset_count() -> tuple[object, Result | None]:
    """SymPy: the nonempty subsets of m basic permutations number sum_k binomial(m, k) = 2^m - 1.

    Returns the simplified count and None, or the count and an ``unknown`` result when SymPy does not
    reduce it to 2^m - 1."""
    import sympy as sp

    from alltoall.checkers.result import unknown

    m_, k_ = sp.symbols("m k", integer=True, positive=True)
    subsets = sp.simplify(sp.summation(sp.binomial(m_, k_), (k_, 1, m_)))
    from alltoall.checkers import formula  # recorded for `alltoall recheck` (a summation: no second method)

    if not formula.relation("sum_{k=1}^{m} binomial(m, k) = 2^m - 1", sp.simplify(subsets - (2**m_ - 1)) == 0):
        return subsets, unknown(f"SymPy counts {subsets} nonempty subsets")
    return subsets, None


def all_lists(m: int, samples: int) -> Any:
    """Every list a_0..a_{n-1} with {a_i} = {0..n-1} for n <= 8, else ``samples`` fixed random ones."""
    n = 2**m
    if n <= 8:
        yield from itertools.permutations(range(n))
        return
    rng = np.random.default_rng(2000)
    for _ in range(samples):
        yield tuple(int(v) for v in rng.permutation(n))


def first_refutation(
    kind: str,
    violation: Callable[..., str | None],
    points: Iterable[dict],
    method: str = "brute force",
    counted: list[int] | None = None,
) -> Result | None:
    """The first point where ``violation(**point)`` finds something, as a refutation whose witness
    holds only the point (the ``kind``'s replayer recomputes the violation there), or None.

    ``counted`` (a one-item list) gets the number of points examined added to it."""
    for point in points:
        v = violation(**point)
        if v:
            params = {k: (list(p) if isinstance(p, tuple) else p) for k, p in point.items()}
            return refuted(Witness(kind, params, {}, v, {"method": method}))
        if counted is not None:
            counted[0] += 1
    return None


def sweep(
    kind: str,
    violation: Callable[..., str | None],
    points: Iterable[dict],
    method: str = "brute force",
    **evidence: Any,
) -> Result:
    """:func:`first_refutation` over ``points``, or ``verified`` with the number of points it examined."""
    n = [0]
    bad = first_refutation(kind, violation, points, method, counted=n)
    return bad or verified(examined=n[0], **evidence)
