"""Building large Z3 terms without per-argument Python overhead, against the previous way.

The symbolic M^0 of the MIN encodings (:mod:`alltoall.checkers.z3.min`, liu-chen-chen-2007 Theorem 2)
is built with :func:`app` and :func:`function` of :mod:`alltoall.checkers.z3.capi` (one C call per
application or declaration, re-exported here); its ``_PlainEncoding`` keeps the per-argument path.
:func:`latin_rows` and :func:`bijective` build the queries the current way, :func:`reference_solver`
the previous way, so the two can be compared (same formula, build seconds).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.capi import app as app
from alltoall.checkers.z3.capi import function as function
from alltoall.checkers.z3.core import TIMEOUT
from alltoall.spec.topologies import multistage as ms

__all__ = ["app", "bijective", "function", "latin_rows", "reference_solver", "same_formula"]


def _query(name: str) -> Any:
    if name not in ("latin_rows", "bijective"):
        raise ValueError(f"unknown query {name!r}: expected 'latin_rows' or 'bijective'")
    return z3_min, getattr(z3_min, name)


def latin_rows(
    net: ms.MIN,
    m0: str | np.ndarray = "zero",
    timeout: float = TIMEOUT,
    keep_smt2: bool = False,
    build_only: bool = False,
) -> Any:
    """:func:`alltoall.checkers.z3.min.latin_rows` (built fast); ``build_only`` returns the solver unsolved."""
    _, build = _query("latin_rows")
    return build(net, m0, timeout, keep_smt2, build_only=build_only)


def bijective(
    net: ms.MIN,
    m0: str | np.ndarray = "zero",
    timeout: float = TIMEOUT,
    keep_smt2: bool = False,
    build_only: bool = False,
) -> Any:
    """:func:`alltoall.checkers.z3.min.bijective` (built fast); ``build_only`` returns the solver unsolved."""
    _, build = _query("bijective")
    return build(net, m0, timeout, keep_smt2, build_only=build_only)


def reference_solver(query: str, net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = TIMEOUT) -> z3.Solver:
    """The solver the previous path (z3's Python call per application, ``min._PlainEncoding``) builds for
    ``query`` ("latin_rows" or "bijective"), unsolved: for comparing formulas and build times."""
    z3_min, build = _query(query)
    plain = (lambda n, m, t: z3_min._PlainEncoding(n, m, t)) if net.digit_form else None
    return build(net, m0, timeout, encoding=plain, build_only=True)


def same_formula(a: z3.Solver, b: z3.Solver) -> bool:
    """The two solvers hold the same assertions (the same ASTs, in the same order)."""
    fa, fb = a.assertions(), b.assertions()
    return len(fa) == len(fb) and all(u.eq(v) for u, v in zip(fa, fb))
