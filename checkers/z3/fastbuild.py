"""Building large Z3 terms without per-argument Python overhead (the C API through z3's module).

The symbolic M^0 of the MIN encodings (:mod:`alltoall.checkers.z3.min`, liu-chen-chen-2007 Theorem 2)
is one uninterpreted function per stage applied to the k - 1 switch digits: at k = 512 a Latin-rows
query holds 2 x 512 applications of 511 arguments, and ``FuncDeclRef.__call__`` casts every argument
(a sort object and a cast per argument), which dominates building the query. :func:`app` makes the
same application with one ``Z3_mk_app`` call on a ctypes array of the arguments' ASTs; Z3's C API
still checks the sorts (a mismatch raises ``Z3Exception``). The formula is identical (Z3 hash-conses
terms: the same application is the same AST).

:class:`FastEncoding` is the digit-mode encoding of :mod:`alltoall.checkers.z3.min` with its symbolic
M^0 built by :func:`app`; :func:`latin_rows` and :func:`bijective` are the same queries as there.
"""

from __future__ import annotations

import numpy as np
import z3

from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import Query
from alltoall.spec.topologies import multistage as ms


def app(f: z3.FuncDeclRef, args) -> z3.ExprRef:
    """``f(*args)`` for Z3 expressions ``args`` of ``f``'s domain sorts, in one C call."""
    n = len(args)
    if n == 0:
        return f()
    arr = (z3.Ast * n)(*[a.as_ast() for a in args])
    ctx = f.ctx
    return z3.z3._to_expr_ref(z3.Z3_mk_app(ctx.ref(), f.as_ast(), n, arr), ctx)


class FastEncoding(z3_min._Encoding):
    """:class:`alltoall.checkers.z3.min._Encoding` with the symbolic M^0 applications built by :func:`app`."""

    def m0_term(self, j: int, sw_digits: tuple):
        if self.m0_mode == "symbolic":
            return app(self.m0_funcs[j], list(sw_digits)) % self.d
        return super().m0_term(j, sw_digits)


def _encoding(net: ms.MIN, m0, timeout: float) -> FastEncoding:
    if not net.digit_form:
        raise ValueError(f"{net}: the fast builder covers digit mode only")
    return FastEncoding(net, m0, timeout)


def latin_rows(net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = 60.0, keep_smt2: bool = False,
               build_only: bool = False):
    """:func:`alltoall.checkers.z3.min.latin_rows` built fast; ``build_only`` returns the solver unsolved."""
    return z3_min.latin_rows(net, m0, timeout, keep_smt2, encoding=_encoding, build_only=build_only)


def bijective(net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = 60.0, keep_smt2: bool = False,
              build_only: bool = False):
    """:func:`alltoall.checkers.z3.min.bijective` built fast; ``build_only`` returns the solver unsolved."""
    return z3_min.bijective(net, m0, timeout, keep_smt2, encoding=_encoding, build_only=build_only)


def reference_solver(query, net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = 60.0) -> z3.Solver:
    """The solver the current path (:mod:`alltoall.checkers.z3.min`) builds for ``query`` ("latin_rows" or
    "bijective"), unsolved: for comparing formulas and build times."""
    build = z3_min.latin_rows if query == "latin_rows" else z3_min.bijective
    return build(net, m0, timeout, build_only=True)


def same_formula(a: z3.Solver, b: z3.Solver) -> bool:
    """The two solvers hold the same assertions (the same ASTs, in the same order)."""
    fa, fb = a.assertions(), b.assertions()
    return len(fa) == len(fb) and all(u.eq(v) for u, v in zip(fa, fb))
