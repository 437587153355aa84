"""The solver terms the spec's functions run on: ``Unsigned`` bit-vectors (checkers/z3/core.py) and the
symbolic-size naturals and bit strings of the induction engine (``Nat``, ``Bits`` in
checkers/z3/induction.py). Each operator is pinned on concrete values (the term simplifies to the
number Python computes) and each comparison on a symbolic natural is pinned where the side
conditions decide it (a Python bool) and where they do not (a Z3 term)."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3.core import Unsigned


def _value(t) -> int:
    return z3.simplify(t).as_long()


def _same(a, b) -> bool:
    """Are two Z3 terms equal under every assignment?"""
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


# --- Unsigned ---------------------------------------------------------------------------------------


def test_unsigned_invert_and_reflected_subtraction():
    x = Unsigned(z3.BitVecVal(5, 4))
    assert isinstance(~x, Unsigned) and (~x).t.size() == 4
    assert _value((~x).t) == 10  # 0101 -> 1010
    assert _value((~Unsigned(z3.BitVecVal(0, 6))).t) == 63
    d = 12 - x
    assert isinstance(d, Unsigned) and d.t.size() == 4
    assert _value(d.t) == 7
    assert _value((3 - x).t) == 14  # 3 - 5 wraps modulo 2^4
    assert _value((x.__rsub__(Unsigned(z3.BitVecVal(9, 4)))).t) == 4


# --- Nat: concrete values -------------------------------------------------------------------------------


@pytest.fixture
def sym():
    return ind.Sym(z3.Solver())


def _nat(v: int, sym) -> ind.Nat:
    return ind.Nat(z3.IntVal(v), sym)


def test_nat_reflected_arithmetic(sym):
    three = _nat(3, sym)
    for r, want in ((10 - three, 7), (10 // three, 3), (10 % three, 1), (2 // three, 0), (3 % three, 0)):
        assert isinstance(r, ind.Nat) and r.sym is sym
        assert _value(r.t) == want
    assert _value((20 - _nat(6, sym)).t) == 14
    assert _value((20 // _nat(6, sym)).t) == 3
    assert _value((20 % _nat(6, sym)).t) == 2


def test_nat_shift_left(sym):
    three = _nat(3, sym)
    r = three << 3
    assert isinstance(r, ind.Nat) and r.sym is sym
    assert _value(r.t) == 24
    assert _value((three << 0).t) == 3
    assert sym.exponents == []  # a concrete shift needs no power of two
    e = sym.nat("e")  # an exponent (an Idx on the right would take the reflected shift of Idx)
    n = sym.nat("n")
    s = n << e
    assert isinstance(s, ind.Nat) and s.sym is sym
    assert s.t.eq(n.t * sym.pow2(e.t))
    assert len(sym.exponents) == 1 and sym.exponents[0].eq(e.t)


def test_nat_comparisons_on_concrete_values(sym):
    three = _nat(3, sym)
    assert (three == 3) is True and (three == 4) is False
    assert (three != 3) is False and (three != 4) is True
    assert (three <= 3) is True and (three <= 2) is False and (three <= 4) is True
    assert (three >= 3) is True and (three >= 4) is False and (three >= 2) is True
    assert (three == _nat(3, sym)) is True and (three != _nat(2, sym)) is True


def test_nat_comparisons_decided_by_the_side_conditions(sym):
    n = sym.nat("n", 2)  # the fact n >= 2
    sym.fact(n.t <= 5)
    assert (n >= 2) is True and (n >= 1) is True
    assert (n <= 5) is True and (n <= 6) is True and (n <= 1) is False
    assert (n == 1) is False and (n != 1) is True and (n == 6) is False and (n != 6) is True
    for undecided in (n >= 3, n <= 4, n == 3, n != 3):
        assert z3.is_expr(undecided) and not isinstance(undecided, bool)
    for undecided, want in ((n >= 3, n.t >= 3), (n <= 4, n.t <= 4), (n == 3, n.t == 3), (n != 3, n.t != 3)):
        assert _same(undecided, want)


def test_symbolic_values_have_no_truth_value(sym):
    n = sym.nat("n")
    with pytest.raises(TypeError, match="^a symbolic natural has no truth value$"):
        bool(n)
    with pytest.raises(TypeError, match="^a symbolic natural has no truth value$"):
        bool(_nat(1, sym))
    X = ind.Bits.var("X", sym)
    with pytest.raises(TypeError, match="^a symbolic bit string has no truth value$"):
        bool(X)
    with pytest.raises(TypeError, match="^a symbolic bit string has no truth value$"):
        bool(ind.Bits.of_int(5, sym))
