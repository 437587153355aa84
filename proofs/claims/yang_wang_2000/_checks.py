"""Helpers shared by the yang-wang-2000 claim modules (no solver imports at module top)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from alltoall.checkers.result import Result, Witness, refuted, verified
from alltoall.proofs.registry import Context

PSI_COUNT = """The count needs no summation: a member of Psi is named by the nonempty set {i_1 > ... > i_k} of its
indices, that is by the nonzero m-bit mask S with bit i - 1 set for each index i, so |Psi| is the number of
masks 1..2^m - 1 once different masks give different permutations, which the Z3 queries show. The paper counts
the same sets by their size k, sum_{k=1}^{m} binomial(m, k) = 2^m - 1; that is the binomial theorem, and the
proof does not rest on it, so no SymPy summation stands behind the verdict."""

PSI_COUNT_EVIDENCE = "2^m - 1 = n - 1 nonzero m-bit masks, one per nonempty set of indices"


def z3_sweep(queries: Any, ms_: Any, ctx: Context, brute_text: str) -> Result:
    """Every Z3 query (:mod:`alltoall.checkers.z3.yang_wang`) UNSAT for every m in ``ms_``."""
    from alltoall.checkers.z3.core import unsat_sweep

    return unsat_sweep(queries, ms_, lambda q, m, keep: q(m, timeout=ctx.timeout, keep_smt2=keep), brute_text)


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
