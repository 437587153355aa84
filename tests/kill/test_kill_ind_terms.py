"""Pins the symbolic-size terms of ``alltoall.checkers.z3.induction`` (checkers/z3/induction.py): ``Sym``
(facts, naturals and indices with their lower bound, powers of two, ``decide``, ``close``), the supports
and bits of ``Bits`` under every operator, ``ite``, and the exact ``TypeError`` message of every term that
refuses an operation."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import induction as ind


@pytest.fixture
def sym():
    return ind.Sym(z3.Solver())


def _bits(b: ind.Bits, n: int = 8) -> list[bool]:
    """Bits 0..n-1 of a bit string whose bits simplify to constants."""
    out = []
    for u in range(n):
        v = z3.simplify(b.at(z3.IntVal(u)))
        assert z3.is_true(v) or z3.is_false(v)
        out.append(z3.is_true(v))
    return out


def _int(b: ind.Bits, n: int = 8) -> int:
    return sum(1 << u for u, v in enumerate(_bits(b, n)) if v)


# --- Sym ------------------------------------------------------------------------------------------------


def test_sym_nat_and_idx_carry_their_lower_bound(sym):
    x, i = sym.nat("x", 1), sym.idx("i")
    assert type(x) is ind.Nat and type(i) is ind.Idx and x.sym is sym and i.sym is sym
    assert [f.sexpr() for f in sym.facts] == ["(>= x 1)", "(>= i 0)"]
    assert [f.sexpr() for f in sym.solver.assertions()] == ["(>= x 1)", "(>= i 0)"]
    assert (x == 1) is not True and (x >= 1) is True and (i >= 0) is True  # x = 1 and i = 0 stay possible
    assert z3.is_expr(x == 1) and z3.is_expr(i == 0)
    y = sym.nat("y")
    assert str(y.t) == "y" and sym.facts[-1].sexpr() == "(>= y 0)"


def test_sym_fact_takes_terms_and_conditions(sym):
    x = sym.nat("x")
    sym.fact(x.t < 5, ind.Nat(x.t != 3, sym))
    assert [f.sexpr() for f in sym.facts] == ["(>= x 0)", "(< x 5)", "(distinct x 3)"]
    assert len(sym.solver.assertions()) == 3


def test_sym_decide(sym):
    x = sym.nat("x")
    sym.fact(x.t < 4)
    assert sym.decide(x.t < 4) is True and sym.decide(x.t >= 4) is False
    assert sym.decide(z3.IntVal(2) < 3) is True and sym.decide(z3.IntVal(3) < 2) is False
    open_ = x.t < 2
    assert sym.decide(open_) is open_
    assert sym.solver.check() == z3.sat  # decide asks its own solvers, never adds to the query's


def test_sym_power_shares_equal_exponents(sym):
    i = sym.idx("i")
    p, q, r = sym.power(i), sym.power(i + 0), sym.power(3)
    assert type(p) is ind.Nat and p.sym is sym
    assert p.t.sexpr() == "(pow2 i)" and r.t.sexpr() == "(pow2 3)"
    assert [e.sexpr() for e in sym.exponents] == ["i", "(+ i 0)", "3"]
    sym.power(i)
    sym.power(ind.Nat(z3.IntVal(3), sym))
    assert len(sym.exponents) == 3
    assert q.t.sexpr() == "(pow2 (+ i 0))"


def test_sym_close_states_the_facts_of_two_to_the_e():
    s = z3.Solver()
    sym = ind.Sym(s)
    a = sym.nat("a")
    sym.power(a)
    sym.power(a + 1)
    n = len(s.assertions())
    sym.close()
    p, b = sym.pow2, a.t + 1
    want = [
        z3.Implies(a.t >= 0, p(a.t) >= 1),
        z3.Implies(a.t == 0, p(a.t) == 1),
        z3.Implies(b >= 0, p(b) >= 1),
        z3.Implies(b == 0, p(b) == 1),
        z3.Implies(z3.And(a.t >= 0, b == a.t + 1), p(b) == 2 * p(a.t)),
        z3.Implies(z3.And(a.t >= 0, a.t < b), 2 * p(a.t) <= p(b)),
        z3.Implies(z3.And(b >= 0, a.t == b + 1), p(a.t) == 2 * p(b)),
        z3.Implies(z3.And(b >= 0, b < a.t), 2 * p(b) <= p(a.t)),
    ]
    got = list(s.assertions()[n:])
    assert len(got) == len(want) and all(g.eq(w) for g, w in zip(got, want)), got


@pytest.mark.parametrize("e, lo, want", [(0, 0, 1), (1, 0, 2), (3, 0, 8), (5, 0, 32), (5, 4, 32)])
def test_sym_close_pins_two_to_the_e_from_zero(e, lo, want):
    s = z3.Solver()
    sym = ind.Sym(s)
    k = sym.nat("k", lo)
    sym.fact(k.t == e)
    ps = [sym.power(k - j) for j in range(e + 1)] + [sym.power(0)]
    sym.close()
    s.add(ps[0].t != want)
    assert s.check() == z3.unsat
    s2 = z3.Solver()
    s2.add(s.assertions()[:-1])
    assert s2.check() == z3.sat and s2.model().eval(ps[0].t).as_long() == want


def test_sym_close_bounds_powers_of_two_apart():
    s = z3.Solver()
    sym = ind.Sym(s)
    a, b = sym.nat("a"), sym.nat("b")
    sym.fact(a.t + 1 < b.t)
    pa, pb = sym.power(a), sym.power(b)
    sym.close()
    s.push()
    s.add(2 * pa.t > pb.t)  # 2 * 2^a <= 2^b for a < b
    assert s.check() == z3.unsat
    s.pop()
    s.add(2 * pa.t == pb.t)  # only the bound: 2^b = 2 * 2^a is not excluded by these facts for a + 1 < b
    assert s.check() == z3.sat


# --- _term, Nat errors ----------------------------------------------------------------------------------


def test_term_of_ints_and_terms(sym):
    assert ind._term(3, sym).eq(z3.IntVal(3)) and ind._term(0, None).eq(z3.IntVal(0))
    x = sym.nat("x")
    assert ind._term(x, sym) is x.t
    for bad, name in ((True, "bool"), (1.5, "float"), ("1", "str"), (None, "NoneType")):
        with pytest.raises(TypeError) as e:
            ind._term(bad, sym)
        assert e.value.args == (f"no symbolic-size arithmetic with {name}",)


def test_nat_refusals_and_their_messages(sym):
    x = sym.nat("x")
    with pytest.raises(TypeError) as e:
        x & 6
    assert e.value.args == ("a symbolic natural is masked only by 2^t - 1",)
    with pytest.raises(TypeError) as e:
        x & -1
    assert e.value.args == ("a symbolic natural is masked only by 2^t - 1",)
    with pytest.raises(TypeError) as e:
        3**x
    assert e.value.args == ("only powers of two of a symbolic exponent",)
    with pytest.raises(TypeError) as e:
        bool(x)
    assert e.value.args == ("a symbolic natural has no truth value",)
    assert z3.simplify((ind.Nat(z3.IntVal(13), sym) & 7).t).as_long() == 5
    assert z3.simplify((ind.Nat(z3.IntVal(13), sym) & 0).t).as_long() == 0
    assert z3.simplify((7 & ind.Nat(z3.IntVal(13), sym)).t).as_long() == 5
    p = 2**x
    assert p.t.sexpr() == "(pow2 x)" and p.sym is sym


# --- Bits -----------------------------------------------------------------------------------------------


def test_bits_of_int(sym):
    for n in (0, 1, 2, 5, 6, 13, 128):
        b = ind.Bits.of_int(n, sym)
        assert b.support == frozenset(u for u in range(8) if n >> u & 1) and b.sym is sym
        assert _int(b) == n % 256
    for bad in (-1, 1.0, None, "3"):
        with pytest.raises(TypeError) as e:
            ind.Bits.of_int(bad, sym)
        assert e.value.args == ("a bit string of a natural only",)


def test_bits_var_records_each_read_once(sym):
    reads: list = []
    a = ind.Bits.var("A", sym, reads)
    assert a.sym is sym and a.support is None
    u = z3.Int("u")
    assert a.at(u).sexpr() == "(select A u)"
    a.at(u)
    a.at(u + 1)
    a.at(z3.Int("u"))
    assert [r.sexpr() for r in reads] == ["u", "(+ u 1)"]
    b = ind.Bits.var("B", sym)
    assert b.at(u).sexpr() == "(select B u)" and reads[-1].sexpr() == "(+ u 1)"
    assert b.at(u).sort() == z3.BoolSort() and a.at(u).arg(0).sort() == z3.ArraySort(z3.IntSort(), z3.BoolSort())


@pytest.mark.parametrize(
    "a, b", [(5, 3), (12, 10), (0, 6), (7, 0), (5, 2), (2, 5)]
)  # (5, 2): the shorter support is neither first nor a subset
def test_bits_logic_on_values_and_supports(sym, a, b):
    x, y = ind.Bits.of_int(a, sym), ind.Bits.of_int(b, sym)
    sa, sb = x.support, y.support
    for r, want, sup in (
        (x ^ y, a ^ b, sa | sb),
        (x | y, a | b, sa | sb),
        (x & y, a & b, min((sa, sb), key=len)),
        (x ^ b, a ^ b, sa | sb),
        (a ^ y, a ^ b, sa | sb),
        (x | b, a | b, sa | sb),
        (a | y, a | b, sa | sb),
        (x & b, a & b, min((sa, sb), key=len)),
        (a & y, a & b, min((sb, sa), key=len)),
    ):
        assert _int(r) == want and r.support == sup and r.sym is sym


def test_bits_supports_unknown_with_a_variable(sym):
    v, c = ind.Bits.var("V", sym), ind.Bits.of_int(6, sym)
    for r in (v ^ c, c ^ v, v | c, c | v, v ^ v, v | v):
        assert r.support is None and r.sym is sym
    assert (v & c).support == frozenset({1, 2}) and (c & v).support == frozenset({1, 2}) and (v & v).support is None
    assert (v & 6).support == frozenset({1, 2}) and (6 & v).sym is sym


@pytest.mark.parametrize("n, t", [(13, 0), (13, 1), (13, 2), (13, 3), (13, 5), (6, 1)])
def test_bits_shifts_on_values_and_supports(sym, n, t):
    x = ind.Bits.of_int(n, sym)
    r, l = x >> t, x << t
    assert _int(r) == n >> t and r.support == frozenset(u for u in range(8) if (n >> t) >> u & 1)
    assert _int(l, 12) == n << t and l.support == frozenset(u for u in range(12) if (n << t) >> u & 1)
    assert r.sym is sym and l.sym is sym


def test_bits_shift_by_a_symbolic_index(sym):
    i = sym.idx("i")
    x = ind.Bits.of_int(6, sym)
    r, l = x >> i, x << i
    assert r.support is None and l.support is None and r.sym is sym and l.sym is sym
    v = ind.Bits.var("V", sym) << 2
    assert v.support is None
    s = z3.Solver()
    s.add(i.t == 2)
    for u, want in ((0, False), (1, False), (2, False), (3, True), (4, True), (5, False)):
        s.push()
        s.add(l.at(z3.IntVal(u)) != want)
        assert s.check() == z3.unsat, u
        s.pop()
    for u, want in ((0, True), (1, False), (2, False)):
        s.push()
        s.add(r.at(z3.IntVal(u)) != want)
        assert s.check() == z3.unsat, u
        s.pop()
    one = 1 << i
    assert isinstance(one, ind.Bits) and one.sym is sym
    s.add(z3.Or([one.at(z3.IntVal(u)) != (u == 2) for u in range(5)]))
    assert s.check() == z3.unsat


def test_bits_times_a_bit(sym):
    x, one, zero = ind.Bits.of_int(13, sym), ind.Bits.of_int(1, sym), ind.Bits.of_int(0, sym)
    assert x * 1 is x and 1 * x is x
    for r in (x * 0, 0 * x):
        assert _int(r) == 0 and r.support == frozenset() and r.sym is sym
    r = x * one
    assert _int(r) == 13 and r.support == x.support and r.sym is sym
    r = x * zero
    assert _int(r) == 0 and r.support == x.support
    r = 5 * one  # an int times a bit string that is 0 outside bit 0
    assert _int(r) == 5 and r.support == frozenset({0, 2}) and r.sym is sym
    assert _int(5 * zero) == 0 and _int(0 * one) == 0
    for bad in (
        lambda: x * 2,
        lambda: x * ind.Bits.of_int(2, sym),
        lambda: x * ind.Bits.of_int(3, sym),
        lambda: x * ind.Bits.var("V", sym),
        lambda: 2 * x,
        lambda: -1 * one,
        lambda: x * 1.0,
        lambda: 1.0 * x,
        lambda: x * True if False else x * -1,
    ):
        with pytest.raises(TypeError) as e:
            bad()
        assert e.value.args == ("a bit string is multiplied only by a bit",)


def test_bits_equality_needs_both_supports(sym):
    a, b = ind.Bits.of_int(5, sym), ind.Bits.of_int(4, sym)
    assert z3.is_false(z3.simplify(a == b)) and z3.is_true(z3.simplify(a != b))
    assert z3.is_true(z3.simplify(a == 5)) and z3.is_false(z3.simplify(a == 1)) and z3.is_false(z3.simplify(b == 5))
    assert z3.is_true(z3.simplify(ind.Bits.of_int(0, sym) == 0))
    assert (a == 5).sexpr() == z3.And(
        [z3.BoolVal(True) == z3.BoolVal(True), z3.BoolVal(True) == z3.BoolVal(True), z3.BoolVal(True)]
    ).sexpr() or z3.is_true(z3.simplify(a == 5))
    v = ind.Bits.var("V", sym)
    m = v & 6  # support {1, 2}: compared at bits 1 and 2 and those of the other side
    e = m == 4
    s = z3.Solver()
    s.add(e, v[2] if False else v.at(z3.IntVal(2)) == False)  # noqa: E712
    assert s.check() == z3.unsat
    s = z3.Solver()
    s.add(m == 2, z3.Not(v.at(z3.IntVal(1))))
    assert s.check() == z3.unsat
    s = z3.Solver()
    s.add(ind.Bits.of_int(2, sym) == m, v.at(z3.IntVal(2)))
    assert s.check() == z3.unsat
    for bad in (lambda: v == 1, lambda: 1 == v, lambda: v == v, lambda: v != 0):
        with pytest.raises(TypeError) as err:
            bad()
        assert err.value.args == ("bit strings are compared only when both have a known finite support",)
    with pytest.raises(TypeError) as err:
        bool(a)
    assert err.value.args == ("a symbolic bit string has no truth value",)


def test_ite_picks_by_the_condition(sym):
    c = z3.Bool("c")
    a, b = ind.Bits.of_int(5, sym), ind.Bits.of_int(6, sym)
    r = ind.ite(c, a, b)
    assert r.sym is sym and r.support is None
    s = z3.Solver()
    for cond, want in ((True, 5), (False, 6)):
        s.push()
        s.add(c == cond)
        s.add(z3.Or([r.at(z3.IntVal(u)) != bool(want >> u & 1) for u in range(4)]))
        assert s.check() == z3.unsat
        s.pop()


def test_sym_decide_reads_constants_before_the_facts(sym):
    """A comparison that simplifies to a constant is that constant, even under side conditions that
    contradict each other (where a solver would "prove" anything)."""
    x = sym.nat("x")
    sym.fact(x.t < 0)
    assert sym.decide(z3.IntVal(3) < 2) is False and sym.decide(z3.BoolVal(False)) is False
    assert sym.decide(z3.IntVal(2) < 3) is True
    assert sym.decide(x.t == 7) is True  # not a constant: the contradictory facts decide it
