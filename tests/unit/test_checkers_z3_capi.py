"""Tests of :mod:`alltoall.checkers.z3.capi`: each C-API builder makes the very AST z3's Python API makes
(so the SMT-LIB text of a query does not depend on which path built it), and reads back what z3 reads."""

from __future__ import annotations

import gc

import pytest
import z3

from alltoall.checkers.z3 import capi


def test_app_and_function_build_z3s_application():
    bv = z3.BitVecSort(4)
    f = capi.function("f", [bv, bv, z3.BoolSort()], bv)
    g = z3.Function("f", bv, bv, z3.BoolSort(), bv)
    a, b, c = z3.BitVec("a", 4), z3.BitVec("b", 4), z3.Bool("c")
    assert f.eq(g)
    assert capi.app(f, [a, b, c]).eq(g(a, b, c))
    assert capi.app(z3.Function("k", bv), []).eq(z3.Function("k", bv)())
    with pytest.raises(z3.Z3Exception):
        capi.app(f, [a, c, c])  # Z3 checks the sorts


def test_substitute_is_z3s_substitute_term_by_term():
    x, y, z = z3.Ints("x y z")
    terms = [x + y, x * y - 1, z3.If(x > y, x, y)]
    got = capi.substitute(terms, [(x, z + 1), (y, z3.IntVal(2))])
    assert [g.eq(z3.substitute(t, (x, z + 1), (y, z3.IntVal(2)))) for g, t in zip(got, terms, strict=True)] == [
        True
    ] * 3


@pytest.mark.parametrize("value", [0, 5, 15, 16, -1, True])
def test_numeral_is_bitvecval_of_the_terms_width(value):
    t = z3.BitVec("t", 4)
    assert z3.BitVecNumRef(capi.numeral(value, t), t.ctx).eq(z3.BitVecVal(int(value), 4))


def test_declared_names_uninterpreted_constants_only():
    f = z3.Function("f", z3.IntSort(), z3.IntSort())
    x = z3.Int("x")
    assert capi.declared(x) == "x" and capi.declared(z3.BitVec("b_0", 3)) == "b_0" and capi.declared(z3.Bool("p"))
    assert [capi.declared(t) for t in (x + 1, z3.IntVal(3), f(x), z3.BoolVal(True), z3.BitVecVal(1, 3))] == [None] * 5
    assert capi.declared(z3.Int("x", z3.Context())) == "x"


def test_assertions_are_the_solvers_own_in_order():
    s = z3.Solver()
    x = z3.BitVec("x", 4)
    s.add(z3.UGT(x, 1), x != 3, z3.ULT(x, 9))
    got = capi.assertions(s)
    assert all(type(a) is z3.BoolRef for a in got)
    assert [a.sexpr() for a in got] == [a.sexpr() for a in s.assertions()]
    assert capi.assertions(z3.Solver()) == ()


def test_multiple_of_is_z3s_disjunction_of_multiples():
    x, y, n = z3.Ints("x y n")
    for d in (x - y - 3, x, 2 * x + y):
        for m in (n, 4 * n, n + 1):
            built = capi.multiple_of(d, m, range(-3, 4))
            gc.collect()  # every node of the result is held by the result alone
            assert built.eq(z3.Or([d == k * m for k in range(-3, 4)]))
    r = z3.Real("r")
    assert capi.multiple_of(r, n, [1, 2]).eq(z3.Or([r == k * n for k in (1, 2)]))  # not integer: z3's own path
    s = z3.Solver()
    s.add(capi.multiple_of(x, n, range(-2, 3)), n == 5, x == 10)
    assert s.check() == z3.sat
    s.add(x == 11)
    assert s.check() == z3.unsat


@pytest.mark.parametrize(("ours", "theirs"), [(capi.And, z3.And), (capi.Or, z3.Or)], ids=["And", "Or"])
def test_and_or_are_z3s_for_every_argument_form(ours, theirs):
    a, b, c = z3.Bools("a b c")
    x = z3.Int("x")
    forms = [(a, b), ([a, b, c],), ((a,),), (a,), (a, x > 1, z3.Not(b)), (z3.ForAll([x], x > 0), a)]
    forms += [(a, True), ([a, False],)]  # a Python bool: z3's own path casts it
    for args in forms:
        got, want = ours(*args), theirs(*args)
        assert got.eq(want) and type(got) is type(want), args


@pytest.mark.parametrize(("ours", "theirs"), [(capi.And, z3.And), (capi.Or, z3.Or)], ids=["And", "Or"])
def test_and_or_of_terms_of_another_context_stay_in_that_context(ours, theirs):
    """Terms built in their own z3.Context (as ``same_smt2`` parses into one) give a connective of that
    context, as z3's own does, which a solver of that context decides."""
    ctx = z3.Context()
    a, b = z3.Bools("a b", ctx)
    built = ours(a, z3.Not(b))
    assert built.ctx is ctx and built.eq(theirs(a, z3.Not(b)))
    s = z3.Solver(ctx=ctx)
    s.add(built, a == b)
    assert s.check() == (z3.unsat if ours is capi.And else z3.sat)
