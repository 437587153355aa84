"""Z3 terms made with one call into Z3's C API instead of z3's per-argument Python path.

The symbolic M^0 of the MIN encodings (:mod:`alltoall.checkers.z3.min`, liu-chen-chen-2007 Theorem 2)
is one uninterpreted function per stage applied to the k - 1 switch digits: at k = 1024 a Latin-rows
query holds 2 x 1024 applications of 1023 arguments, and ``FuncDeclRef.__call__`` casts every argument
(a sort object and a cast per argument), which dominated building the query. :func:`app` makes the
same application with one ``Z3_mk_app`` call on a ctypes array of the arguments' ASTs; Z3's C API
still checks the sorts (a mismatch raises ``Z3Exception``). The formula is identical (Z3 hash-conses
terms: the same application is the same AST). :mod:`alltoall.checkers.z3.fastbuild` compares the two
paths.
"""

from __future__ import annotations

from typing import Any

import z3

__all__ = ["app", "function", "substitute"]


def app(f: z3.FuncDeclRef, args: Any) -> z3.ExprRef:
    """``f(*args)`` for Z3 expressions ``args`` of ``f``'s domain sorts, in one C call."""
    n = len(args)
    if n == 0:
        return f()
    arr = (z3.Ast * n)(*[a.ast for a in args])
    ctx = f.ctx
    return z3.z3._to_expr_ref(z3.Z3_mk_app(ctx.ref(), f.ast, n, arr), ctx)


def function(name: str, domain: list[Any], rng: z3.SortRef) -> z3.FuncDeclRef:
    """``z3.Function(name, *domain, rng)`` in one C call (no per-sort check in Python; Z3 checks the sorts)."""
    n = len(domain)
    ctx = rng.ctx
    arr = (z3.Sort * n)(*[s.ast for s in domain])
    return z3.FuncDeclRef(z3.Z3_mk_func_decl(ctx.ref(), z3.to_symbol(name, ctx), n, arr, rng.ast), ctx)


def substitute(terms: Any, pairs: Any) -> list[z3.ExprRef]:
    """``[z3.substitute(t, *pairs) for t in terms]`` with the pairs' arrays built once, one C call per term.

    z3's ``substitute`` compares each pair's sorts in Python on every call; Z3's C API checks them too
    (a mismatch raises ``Z3Exception``). The terms are identical: Z3 hash-conses them.
    """
    n = len(pairs)
    src = (z3.Ast * n)(*[a.as_ast() for a, _ in pairs])
    dst = (z3.Ast * n)(*[b.as_ast() for _, b in pairs])
    out = []
    for t in terms:
        ctx = t.ctx
        out.append(z3.z3._to_expr_ref(z3.Z3_substitute(ctx.ref(), t.as_ast(), n, src, dst), ctx))
    return out
