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

__all__ = ["And", "Or", "app", "assertions", "declared", "function", "multiple_of", "numeral", "substitute"]


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


def numeral(value: int, like: z3.ExprRef) -> Any:
    """The AST of ``z3.BitVecVal(value, like.size())`` in ``like``'s context: one C call (Z3 reads the same
    decimal string, so a negative ``value`` wraps modulo 2**size as it does there)."""
    ctx = like.ctx_ref()
    return z3.Z3_mk_numeral(ctx, str(int(value)), z3.Z3_get_sort(ctx, like.as_ast()))


def declared(term: z3.ExprRef) -> str | None:
    """The name ``term`` is declared under when it is an uninterpreted constant, else None: what
    ``z3.is_const(term) and term.decl().kind() == Z3_OP_UNINTERPRETED`` tests, without a Python object
    per step."""
    ctx, a = term.ctx_ref(), term.as_ast()
    if z3.Z3_get_ast_kind(ctx, a) != z3.Z3_APP_AST:
        return None
    app = z3.Z3_to_app(ctx, a)
    if z3.Z3_get_app_num_args(ctx, app) != 0:
        return None
    d = z3.Z3_get_app_decl(ctx, app)
    if z3.Z3_get_decl_kind(ctx, d) != z3.Z3_OP_UNINTERPRETED:
        return None
    return str(z3.Z3_get_symbol_string(ctx, z3.Z3_get_decl_name(ctx, d)))


def assertions(solver: z3.Solver) -> tuple[z3.BoolRef, ...]:
    """``tuple(solver.assertions())``: the same terms, each wrapped as the Boolean it is, without z3's
    per-element sort dispatch."""
    ctx = solver.ctx
    ref = ctx.ref()
    vec = z3.AstVector(z3.Z3_solver_get_assertions(ref, solver.solver), ctx)
    return tuple(z3.BoolRef(z3.Z3_ast_vector_get(ref, vec.vector, i), ctx) for i in range(len(vec)))


def multiple_of(d: z3.ArithRef, n: z3.ArithRef, multipliers: Any) -> z3.BoolRef:
    """``z3.Or([d == m * n for m in multipliers])`` for integer terms ``d``, ``n`` and Python ints ``m``: the
    same AST (``m * n`` is z3's ``mul(m, n)``), with a C call per node and a Python object per equation only.

    Z3 keeps a new AST alive only until the next one is made unless it is referenced, so each equation is
    held by its Python object until the disjunction holds it."""
    if not (z3.is_int(d) and z3.is_int(n)):
        return z3.Or([d == m * n for m in multipliers])
    ctx = d.ctx
    ref, da, na = ctx.ref(), d.as_ast(), n.as_ast()
    sort = z3.Z3_get_sort(ref, na)
    pair = z3.Ast * 2
    eqs = []
    for m in multipliers:
        prod = z3.Z3_mk_mul(ref, 2, pair(z3.Z3_mk_numeral(ref, str(int(m)), sort), na))
        eqs.append(z3.BoolRef(z3.Z3_mk_eq(ref, da, prod), ctx))
    return Or(eqs)


def _booleans(args: tuple[Any, ...]) -> Any:
    """``args`` (or the one list or tuple in it) when every item is a Z3 Boolean, else None."""
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        args = tuple(args[0])
    return args if args and all(isinstance(a, z3.BoolRef) for a in args) else None


def _connective(mk: Any, general: Any, args: tuple[Any, ...]) -> z3.BoolRef:
    """``general(*args)`` (z3's ``And`` or ``Or``): the same AST, in one C call ``mk`` when every argument is a
    Z3 Boolean (z3 casts each to Bool first); anything else (a Python bool, a probe, a context) goes to z3."""
    terms = _booleans(args)
    if terms is None:
        return general(*args)
    ctx = terms[0].ctx
    return z3.BoolRef(mk(ctx.ref(), len(terms), (z3.Ast * len(terms))(*[t.as_ast() for t in terms])), ctx)


def And(*args: Any) -> z3.BoolRef:  # noqa: N802 (z3's name)
    """``z3.And(*args)`` (see :func:`_connective`)."""
    return _connective(z3.Z3_mk_and, z3.And, args)


def Or(*args: Any) -> z3.BoolRef:  # noqa: N802 (z3's name)
    """``z3.Or(*args)`` (see :func:`_connective`)."""
    return _connective(z3.Z3_mk_or, z3.Or, args)
