"""Tests of :mod:`alltoall.checkers.z3.induction`: the symbolic-size terms (``Sym``: facts, naturals and indices
with their lower bound, powers of two, ``decide``, ``close``; the supports and bits of ``Bits`` under every
operator, ``ite``, and the ``TypeError`` of every term that refuses an operation), the bookkeeping (names and
order of the step queries, the SMT-LIB scripts of the step files, ``settle``'s verdicts and evidence,
``stage_digit_queries`` and ``stage_digit_violation``, ``main`` on small stand-in step files), and every
query's answer, number of assumptions, SMT-LIB shape and default timeout."""

from __future__ import annotations

import hashlib
import pathlib

import numpy as np
import pytest
import z3
from support.z3pins import PINNED_Z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import core
from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3.core import Query
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.topologies import optical as op

ROOT = pathlib.Path(__file__).resolve().parents[2]

# the shapes of SMT-LIB text pinned below are those the pinned Z3 prints
z3_shapes = pytest.mark.skipif(z3.get_version_string() != PINNED_Z3, reason=f"shapes pinned for Z3 {PINNED_Z3}")


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


def test_sym_solve_leaves_exactly_the_violation_out_of_the_assumptions(sym):
    """The vacuity record's assumptions are every assertion but the negated property, wherever it stands: here
    two violation terms between the facts and the 2^e facts that solve's close adds after them."""
    x = sym.nat("x")
    p = sym.power(x)
    sym.violation(x.t > 3, p.t < 1)
    sym.fact(x.t < 10)
    q = sym.solve(keep_smt2=False, free={"f": "every function"})
    assert q.status == "unsat" and q.free == {"x": "every natural >= 0", "f": "every function"}
    stated = [a.sexpr() for a in sym.solver.assertions()]
    assert len(stated) == 6  # x >= 0, the violation's two terms, x < 10, 2^x >= 1, 2^0 = 1
    assert [a.sexpr() for a in q.assumptions] == [a for a in stated if a not in ("(> x 3)", "(< (pow2 x) 1)")]


def test_term_of_ints_and_terms(sym):
    assert ind._term(3, sym).eq(z3.IntVal(3)) and ind._term(0, None).eq(z3.IntVal(0))
    x = sym.nat("x")
    assert ind._term(x, sym) is x.t
    for bad in (True, 1.5, "1", None):
        with pytest.raises(TypeError):
            ind._term(bad, sym)


def test_nat_refuses_what_it_cannot_encode(sym):
    x = sym.nat("x")
    with pytest.raises(TypeError):
        x & 6
    with pytest.raises(TypeError):
        x & -1
    with pytest.raises(TypeError):
        3**x
    with pytest.raises(TypeError):
        bool(x)
    assert z3.simplify((ind.Nat(z3.IntVal(13), sym) & 7).t).as_long() == 5
    assert z3.simplify((ind.Nat(z3.IntVal(13), sym) & 0).t).as_long() == 0
    assert z3.simplify((7 & ind.Nat(z3.IntVal(13), sym)).t).as_long() == 5
    p = 2**x
    assert p.t.sexpr() == "(pow2 x)" and p.sym is sym


def test_bits_of_int(sym):
    for n in (0, 1, 2, 5, 6, 13, 128):
        b = ind.Bits.of_int(n, sym)
        assert b.support == frozenset(u for u in range(8) if n >> u & 1) and b.sym is sym
        assert _int(b) == n % 256
    for bad in (-1, 1.0, None, "3"):
        with pytest.raises(TypeError):
            ind.Bits.of_int(bad, sym)


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
        with pytest.raises(TypeError):
            bad()


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
        with pytest.raises(TypeError):
            bad()
    with pytest.raises(TypeError):
        bool(a)


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


def test_step_names():
    assert ind._name("first", "rows", None) == "step-first-rows-dany"
    assert ind._name("last", "columns", 3) == "step-last-columns-d3"


def test_step_queries_names_order_and_answers():
    qs = ind.step_queries(20.0)
    assert list(qs) == [
        "step-first-rows-dany",
        "step-first-columns-dany",
        "step-last-rows-dany",
        "step-last-columns-dany",
    ]
    for name, q in qs.items():
        _, pattern, prop, _ = name.split("-")
        assert (
            q.status == "unsat"
            and q.smt2 == ind.step_query(pattern, prop, None, 20.0).smt2
            or ind.same_smt2(q.smt2, ind.step_query(pattern, prop, None, 20.0).smt2)
        )
        assert "d" in q.free


def test_cf_step_queries_names_order_and_answers():
    qs = ind.cf_step_queries(20.0)
    assert list(qs) == [
        "step-delivery",
        "step-crosstalk",
        "structure-wiring",
        "structure-settings",
        "structure-settings-last",
        "structure-shift-range",
        "structure-stages",
    ]
    assert all(q.status == "unsat" and q.smt2 for q in qs.values())
    for name, q in qs.items():
        kind, part = name.split("-", 1)
        again = ind.cf_step_query(part, 20.0) if kind == "step" else ind.cf_structure_query(part, 20.0)
        assert ind.same_smt2(q.smt2, again.smt2), name


def test_yw_step_queries_names_and_answers():
    qs = ind.yw_step_queries(20.0)
    assert list(qs) == ["step-phi-i"]
    assert qs["step-phi-i"].status == "unsat" and ind.same_smt2(qs["step-phi-i"].smt2, ind.yw_step_query(20.0).smt2)
    qs = ind.yw_banyan_step_queries(20.0)
    assert list(qs) == ["step-inner", "step-last"]
    for p, q in qs.items():
        assert q.status == "unsat" and ind.same_smt2(q.smt2, ind.yw_banyan_query(p, 20.0).smt2)


def test_step_files_map_each_file_to_its_builder():
    assert ind.STEP_FILES == {
        "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2": ind.step_queries,
        "proofs/smt2/liu-chen-chen-2007__thm2-recursive-structure-every-k__step.smt2": ind.lcc_structure_queries,
        "proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2": ind.cf_step_queries,
        "proofs/smt2/yang-wang-2000__first-construction-latin-every-m__step.smt2": ind.yw_step_queries,
        "proofs/smt2/yang-wang-2000__phi1-settings-latin-every-m__step.smt2": ind.yw_banyan_step_queries,
    }


@pytest.mark.parametrize(
    "call, message",
    [
        (
            lambda: ind.step_query("middle", "rows"),
            "pattern must be one of ('first', 'last'), prop one of ('rows', 'columns')",
        ),
        (
            lambda: ind.step_query("first", "diagonals"),
            "pattern must be one of ('first', 'last'), prop one of ('rows', 'columns')",
        ),
        (lambda: ind.cf_step_query("rows"), "prop must be one of ('delivery', 'crosstalk')"),
        (lambda: ind.cf_base_query("rows"), "prop must be one of ('delivery', 'crosstalk')"),
        (
            lambda: ind.cf_structure_query("rows"),
            "part must be one of ('wiring', 'settings', 'settings-last', 'shift-range', 'stages')",
        ),
        (lambda: ind.yw_conclusion_query("links"), "part must be one of ('rows', 'columns', 'range')"),
        (lambda: ind.yw_banyan_query("step"), "part must be one of ('base', 'step-inner', 'step-last')"),
        (lambda: ind.yw_banyan_conclusion("base"), "part must be one of ('rows', 'columns', 'links', 'range')"),
    ],
)
def test_queries_reject_an_unknown_part_with_its_message(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert e.value.args == (message,)


def test_stage_digit_queries_are_unsat_on_the_spec_with_their_record():
    out = ind.stage_digit_queries(20.0)
    assert list(out) == ["stage-digit-injective", "stage-digit-in-range"]
    inj, rng = out["stage-digit-injective"], out["stage-digit-in-range"]
    assert inj.status == rng.status == "unsat"
    assert inj.free == {"n": "Int", "i": "Int", "j": "Int"} and rng.free == {"n": "Int", "j": "Int"}
    assert len(inj.assumptions) == 4 and len(rng.assumptions) == 3
    assert inj.smt2 and rng.smt2
    assert ind.stage_digit_queries(20.0, keep_smt2=False)["stage-digit-injective"].smt2 is None


@pytest.mark.parametrize(
    "digit, query, model_holds",
    [
        # j = n - 1 gives n: out of range
        (lambda j, n: j + 1, "stage-digit-in-range", lambda m: m["j"] == m["n"] - 1 and m["n"] >= 1),
        # out of range only at n = 1 (digit 1 of 0..0)
        (lambda j, n: z3.If(n == 1, n, n - 1 - j), "stage-digit-in-range", lambda m: m["n"] == 1 and m["j"] == 0),
        # stages 0 and 1 share digit 0
        (
            lambda j, n: j / 2,
            "stage-digit-injective",
            lambda m: m["i"] < m["j"] < m["n"] and m["i"] // 2 == m["j"] // 2,
        ),
        # stages 0 and 1 alike: the query ranges over stage 0 too
        (lambda j, n: z3.If(j <= 1, 0, j), "stage-digit-injective", lambda m: m["i"] == 0),
    ],
)
def test_stage_digit_queries_catch_a_broken_stage_digit(monkeypatch, digit, query, model_holds):
    monkeypatch.setattr(ind.lc, "stage_digit", digit)
    q = ind.stage_digit_queries(20.0, keep_smt2=False)[query]
    assert q.status == "sat" and model_holds(q.model)


def test_stage_digit_violation_none_for_the_spec():
    assert ind.stage_digit_violation(12) is None


@pytest.mark.parametrize(
    "digit, limit, want",
    [
        (lambda j, n: j // 2, 4, {"n": 2, "stages": [0, 1], "digit": 0, "digits": [0, 0]}),  # a repeat
        (lambda j, n: j + 1, 3, {"n": 1, "stages": [0, 0], "digit": 1, "digits": [1]}),  # n itself: out of range
        (lambda j, n: 2 * j, 3, {"n": 2, "stages": [1, 1], "digit": 2, "digits": [0, 2]}),  # 0 fine, then n
        (lambda j, n: j - 1 if n == 3 else j, 5, {"n": 3, "stages": [0, 0], "digit": -1, "digits": [-1, 0, 1]}),
        (
            lambda j, n: (j + 1) % n if n < 4 else n - 1 - j if n == 4 else j // 2,
            4,
            None,
        ),  # rotations and a reversal are permutations; the repeat at n = 5 is past the limit
        (
            lambda j, n: j if n < 4 else 0,
            4,
            {"n": 4, "stages": [0, 1], "digit": 0, "digits": [0, 0, 0, 0]},
        ),  # at the limit
        (lambda j, n: j if n < 4 else 0, 3, None),  # one below
    ],
)
def test_stage_digit_violation_names_the_first_bad_n(monkeypatch, digit, limit, want):
    monkeypatch.setattr(ind.lc, "stage_digit", digit)
    assert ind.stage_digit_violation(limit) == want


def test_canonical_lets_renumbers_in_order_of_appearance():
    text = "(let (($x75 a) (?x72 b) ($x80 c)) (and $x75 ?x72 $x80 $x75 ?x72 $x7a x75))"
    assert ind._canonical_lets(text) == "(let (($t0 a) (?t1 b) ($t2 c)) (and $t0 ?t1 $t2 $t0 ?t1 $x7a x75))"
    assert ind._canonical_lets("no lets") == "no lets"


def test_step_smt2_joins_named_queries_each_with_its_free_inputs():
    qs = {
        "one": Query("unsat", 0.0, "", "(assert $x9)\n", free={"w": "every bit position", "m": "every m >= 1"}),
        "two": Query("unsat", 0.0, "", "(assert ?x3)\n(assert ?x4)\n", point="the origin"),
    }
    assert ind.step_smt2(qs) == (
        f"; z3 {z3.get_version_string()}\n"
        "; --- one: expected unsat ---\n; for every: m (every m >= 1), w (every bit position)\n(assert $t0)\n"
        "(reset)\n"
        "; --- two: expected unsat ---\n; for every: nothing, no free input (the origin)\n(assert ?t0)\n(assert ?t1)\n"
    )


def test_for_every_sorts_by_name_and_wraps_between_inputs():
    q = Query("unsat", 0.0, free={"b": "Int", "A": "every  a\n(spaced)", "a": "Int", "C": "every function"})
    assert ind.for_every(q) == ["; for every: A (every a (spaced)), a (Int), b (Int), C (every function)"]
    assert ind.for_every(q, width=40) == [
        "; for every: A (every a (spaced)),",
        ";   a (Int), b (Int), C (every function)",
    ]
    assert ind.for_every(q, width=10) == [  # an input wider than the line keeps a line of its own
        "; for every: A (every a (spaced)),",
        ";   a (Int),",
        ";   b (Int),",
        ";   C (every function)",
    ]
    assert ind.for_every(Query("unsat", 0.0)) == ["; for every: nothing, no free input (one point)"]


def test_same_smt2_sees_a_changed_free_input():
    one = ind.step_smt2({"p": Query("unsat", 0.0, "", A, free={"p": "Bool", "q": "Bool"})})
    assert ind.same_smt2(one, ind.step_smt2({"p": Query("unsat", 0.0, "", B, free={"p": "Bool", "q": "Bool"})}))
    assert not ind.same_smt2(one, ind.step_smt2({"p": Query("unsat", 0.0, "", A, free={"p": "Bool"})}))
    assert not ind.same_smt2(one, ind.step_smt2({"p": Query("unsat", 0.0, "", A, free={"p": "Bool", "q": "Int"})}))


def test_restamp_smt2_keeps_the_text_of_each_unchanged_query():
    old = ind.step_smt2({"p": Query("unsat", 0.0, "", A), "r": Query("unsat", 0.0, "", A)})
    other = B.replace("(not (and p q))", "(and p q)")
    new = ind.step_smt2({"p": Query("unsat", 0.0, "", B, free={"p": "Bool"}), "r": Query("unsat", 0.0, "", other)})
    got = ind.restamp_smt2(old, new)
    assert ind.same_smt2(got, new)
    first, second = got.split("(reset)\n")
    assert first.endswith("; for every: p (Bool)\n" + A)  # the same query: its old text, the new header
    assert second == new.split("(reset)\n")[1]  # another query: the new text
    assert ind.restamp_smt2(old, "; --- only: expected unsat ---\n" + B) == "; --- only: expected unsat ---\n" + B


A = "; x\n(declare-fun p () Bool)\n(declare-fun q () Bool)\n(assert (let ((a!1 (and p q))) (or a!1 (not a!1))))\n"


B = "; x\n(declare-fun p () Bool)\n(declare-fun q () Bool)\n(assert (or (and p q) (not (and p q))))\n"


def test_same_smt2_sees_through_lets():
    assert ind.same_smt2(A, A) and ind.same_smt2(A, B) and ind.same_smt2(B, A)


def test_same_smt2_sees_a_changed_header_or_assertion():
    assert not ind.same_smt2(A, B.replace("; x", "; y"))
    assert not ind.same_smt2(A, B.replace("(not (and p q))", "(and p q)"))
    assert not ind.same_smt2(A, A + "(assert p)\n")


def test_same_smt2_compares_every_section():
    c = "; x\n(declare-fun p () Bool)\n(assert p)\n(reset)\n; y\n(declare-fun q () Bool)\n(assert q)\n"
    assert (
        ind.same_smt2(c, c.replace("(assert p)", "(assert (and p p))").replace("(assert q)", "(assert (or q q))"))
        is False
    )
    assert not ind.same_smt2(c, c.replace("(assert p)", "(assert (not p))"))  # only the first section differs
    assert ind.same_smt2(c, c.replace("(assert p)", "(assert (let ((a!1 p)) a!1))"))


def test_same_smt2_false_on_text_that_does_not_parse():
    assert ind.same_smt2("(assert (foo", "(assert (foo") is True  # the same text: no parse needed
    assert ind.same_smt2("(assert (foo", "(assert (bar") is False


def _q(
    status: str, seconds: float = 0.12345, smt2: str | None = "(assert false)\n", reason: str | None = None
) -> Query:
    return Query(status, seconds, "ab" if smt2 else "", smt2, reason=reason)


def test_settle_proved_keeps_every_query():
    r = ind.settle([("a", lambda: _q("unsat")), ("b", lambda: _q("unsat", 2.0, None))], k="every")
    assert r.verdict is Verdict.PROVED and r.reason is None
    assert r.evidence == {
        "k": "every",
        "z3": z3.get_version_string(),
        "queries": {
            "a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"},
            "b": {"status": "unsat", "seconds": 2.0, "smt2_sha256": ""},
        },
        "smt2": {"a": "(assert false)\n"},
    }


def test_settle_unknown_at_the_first_part_not_unsat():
    ran = []

    def part(q):
        def run():
            ran.append(q.status)
            return q

        return run

    r = ind.settle([("a", part(_q("unsat"))), ("b", part(_q("sat", 1.0))), ("c", part(_q("unsat")))], k=1)
    assert ran == ["unsat", "sat"]
    assert r.verdict is Verdict.UNKNOWN and r.reason == "b: sat"
    assert r.evidence == {
        "queries": {
            "a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"},
            "b": {"status": "sat", "seconds": 1.0, "smt2_sha256": "ab"},
        }
    }
    r = ind.settle([("t", lambda: _q("unknown", 0.5, None, "timeout"))])
    assert r.verdict is Verdict.UNKNOWN and r.reason == "t: unknown timeout"
    assert r.evidence == {"queries": {"t": {"status": "unknown", "seconds": 0.5, "smt2_sha256": ""}}}


@pytest.mark.parametrize("exc", [TypeError("no bool"), z3.Z3Exception("sort mismatch")])
def test_settle_unknown_when_the_spec_does_not_evaluate(exc):
    def boom():
        raise exc

    r = ind.settle([("a", lambda: _q("unsat")), ("b", boom)])
    assert r.verdict is Verdict.UNKNOWN
    assert r.reason == (f"b: the spec's functions do not evaluate on symbolic-size terms ({type(exc).__name__}: {exc})")
    assert r.evidence == {"queries": {"a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"}}}


ONE, TWO, THREE = "x/one.smt2", "x/y/two.smt2", "x/y/three.smt2"


@pytest.fixture
def small_files(monkeypatch, tmp_path):
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))  # the files' names are relative to the root
    monkeypatch.setattr(
        ind,
        "STEP_FILES",
        {
            ONE: lambda: {"range": ind.yw_conclusion_query("range", 20.0)},
            TWO: lambda: {"base": ind.yw_banyan_query("base", 20.0)},
            THREE: lambda: {"stages": ind.cf_structure_query("stages", 20.0)},
        },
    )
    return tmp_path


def _stale(name):
    return f"{name} is stale; run python -m alltoall.checkers.z3.induction"


def test_main_check_reports_every_missing_file(small_files, capsys):
    assert ind.main(["--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(ONE), _stale(TWO), _stale(THREE)]
    assert not (small_files / "x").exists()


def test_main_writes_every_file_then_checks_them(small_files, capsys):
    assert ind.main([]) == 0
    assert capsys.readouterr().out == ""
    want = ind.step_smt2({"base": ind.yw_banyan_query("base", 20.0)})
    assert ind.same_smt2((small_files / TWO).read_text(), want)
    assert (small_files / TWO).read_text().startswith("; z3 ")
    assert sorted(p.relative_to(small_files).as_posix() for p in small_files.rglob("*.smt2")) == [ONE, THREE, TWO]
    assert ind.main(["--check"]) == 0
    (small_files / ONE).write_text("; not the step\n")
    (small_files / THREE).write_text("; not the step\n")
    assert ind.main(["--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(ONE), _stale(THREE)]
    assert (small_files / ONE).read_text() == "; not the step\n"
    assert ind.main([]) == 0  # rewrites both, into directories that exist
    assert ind.main(["--check"]) == 0
    assert capsys.readouterr().out == ""


def test_main_one_file(small_files, capsys):
    assert ind.main([TWO, "--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(TWO)]
    assert ind.main([TWO]) == 0
    assert [p.relative_to(small_files).as_posix() for p in small_files.rglob("*.smt2")] == [TWO]
    assert ind.main(["--check", TWO]) == 0
    assert ind.main(["--check", THREE]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(THREE)]


def test_main_help_and_bad_file(small_files, capsys):
    with pytest.raises(SystemExit) as e:
        ind.main(["--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "write (or check) the steps' SMT-LIB files" in out
    assert "--check exit 1 when a file is stale instead of rewriting it" in out
    assert "[--check] [{None,x/one.smt2,x/y/two.smt2,x/y/three.smt2}]" in out
    with pytest.raises(SystemExit) as e:
        ind.main(["x/other.smt2"])
    assert e.value.code == 2
    assert "invalid choice: 'x/other.smt2'" in capsys.readouterr().err


def shape(smt2: str) -> str:
    """The first 16 hex digits of the SHA-256 of a query's declarations and parsed-back assertions (printed:
    z3pins.smt2_digest walks applications only, and the step's hypothesis with ``ground=False`` is a ForAll)."""
    ctx = z3.Context()
    asserts = z3.parse_smt2_string(smt2, ctx=ctx)
    decls = sorted(line for line in smt2.splitlines() if line.startswith("(declare"))
    body = [ind._canonical_lets(t.sexpr()) for t in asserts]
    return hashlib.sha256("\n".join(decls + body).encode()).hexdigest()[:16]


# (function, positional arguments, keyword arguments, answer, shape, number of assumptions)
PINS = [
    ("step_query", ("first", "rows", None), {}, "unsat", "6a181824ef90b60d", 10),
    ("step_query", ("first", "rows", None), {"ground": False}, "unsat", "f076550f62507636", 10),
    ("step_query", ("first", "rows", None), {"hypothesis": False}, "sat", "b30d40c8f322f252", 8),
    ("step_query", ("first", "rows", None), {"hypothesis": False, "ground": False}, "sat", "b30d40c8f322f252", 8),
    ("step_query", ("first", "rows", 2), {}, "unsat", "f951c66436ecfbd3", 6),
    ("step_query", ("first", "rows", 2), {"ground": False}, "unsat", "703ac4bf3b92f5e1", 6),
    ("step_query", ("first", "rows", 2), {"hypothesis": False}, "sat", "3a050054f6e6f851", 4),
    ("step_query", ("first", "rows", 2), {"hypothesis": False, "ground": False}, "sat", "3a050054f6e6f851", 4),
    ("step_query", ("first", "rows", 3), {}, "unsat", "808c9164c749fc1b", 6),
    ("step_query", ("first", "rows", 3), {"ground": False}, "unsat", "c983fc2f19e30f38", 6),
    ("step_query", ("first", "rows", 3), {"hypothesis": False}, "sat", "84d246113ae8aa17", 4),
    ("step_query", ("first", "rows", 3), {"hypothesis": False, "ground": False}, "sat", "84d246113ae8aa17", 4),
    ("step_query", ("first", "columns", None), {}, "unsat", "d973352f211d607e", 10),
    ("step_query", ("first", "columns", None), {"ground": False}, "unsat", "3588a6e64d4dae8e", 10),
    ("step_query", ("first", "columns", None), {"hypothesis": False}, "sat", "a359dbce5f16544f", 8),
    ("step_query", ("first", "columns", None), {"hypothesis": False, "ground": False}, "sat", "a359dbce5f16544f", 8),
    ("step_query", ("first", "columns", 2), {}, "unsat", "33caa34e29211283", 6),
    ("step_query", ("first", "columns", 2), {"ground": False}, "unsat", "b156dc4f4a1daf4b", 6),
    ("step_query", ("first", "columns", 2), {"hypothesis": False}, "sat", "b68cdde03abbe43f", 4),
    ("step_query", ("first", "columns", 2), {"hypothesis": False, "ground": False}, "sat", "b68cdde03abbe43f", 4),
    ("step_query", ("first", "columns", 3), {}, "unsat", "e59506abe8085dbd", 6),
    ("step_query", ("first", "columns", 3), {"ground": False}, "unsat", "9d7957c3b020591d", 6),
    ("step_query", ("first", "columns", 3), {"hypothesis": False}, "sat", "1db07d999812f50c", 4),
    ("step_query", ("first", "columns", 3), {"hypothesis": False, "ground": False}, "sat", "1db07d999812f50c", 4),
    ("step_query", ("last", "rows", None), {}, "unsat", "08fabb3eb6f486dd", 10),
    ("step_query", ("last", "rows", None), {"ground": False}, "unsat", "88e50337a9c75603", 10),
    ("step_query", ("last", "rows", None), {"hypothesis": False}, "sat", "0df0c24f1382868f", 8),
    ("step_query", ("last", "rows", None), {"hypothesis": False, "ground": False}, "sat", "0df0c24f1382868f", 8),
    ("step_query", ("last", "rows", 2), {}, "unsat", "faf99597ca7acc9f", 6),
    ("step_query", ("last", "rows", 2), {"ground": False}, "unsat", "de1187e44b464a5f", 6),
    ("step_query", ("last", "rows", 2), {"hypothesis": False}, "sat", "06e439c7c2d7b9be", 4),
    ("step_query", ("last", "rows", 2), {"hypothesis": False, "ground": False}, "sat", "06e439c7c2d7b9be", 4),
    ("step_query", ("last", "rows", 3), {}, "unsat", "c7a77f3284b2cbf8", 6),
    ("step_query", ("last", "rows", 3), {"ground": False}, "unsat", "ff2f9e50ad319e5c", 6),
    ("step_query", ("last", "rows", 3), {"hypothesis": False}, "sat", "9a5cd491435ff0b7", 4),
    ("step_query", ("last", "rows", 3), {"hypothesis": False, "ground": False}, "sat", "9a5cd491435ff0b7", 4),
    ("step_query", ("last", "columns", None), {}, "unsat", "7787e1a3a16df704", 10),
    ("step_query", ("last", "columns", None), {"ground": False}, "unsat", "3537984ee4f30b24", 10),
    ("step_query", ("last", "columns", None), {"hypothesis": False}, "sat", "7310e5403fc784e3", 8),
    ("step_query", ("last", "columns", None), {"hypothesis": False, "ground": False}, "sat", "7310e5403fc784e3", 8),
    ("step_query", ("last", "columns", 2), {}, "unsat", "a8089fb98182cac2", 6),
    ("step_query", ("last", "columns", 2), {"ground": False}, "unsat", "ad6699db6f643b9f", 6),
    ("step_query", ("last", "columns", 2), {"hypothesis": False}, "sat", "3105953673c59316", 4),
    ("step_query", ("last", "columns", 2), {"hypothesis": False, "ground": False}, "sat", "3105953673c59316", 4),
    ("step_query", ("last", "columns", 3), {}, "unsat", "f22b0dfa1b30fd75", 6),
    ("step_query", ("last", "columns", 3), {"ground": False}, "unsat", "a21d5bb0e58f3410", 6),
    ("step_query", ("last", "columns", 3), {"hypothesis": False}, "sat", "1a810bfece82e7fe", 4),
    ("step_query", ("last", "columns", 3), {"hypothesis": False, "ground": False}, "sat", "1a810bfece82e7fe", 4),
    ("base_query", ("rows", None), {}, "unsat", "611bcb22b6bf6ba2", 10),
    ("base_query", ("rows", 2), {}, "unsat", "5949c4c4a085a5c4", 5),
    ("base_query", ("rows", 3), {}, "unsat", "de4f262ec0c08f02", 5),
    ("base_query", ("rows", 5), {}, "unsat", "9d0d960fbcd41fab", 5),
    ("base_query", ("columns", None), {}, "unsat", "928fac09108a5162", 10),
    ("base_query", ("columns", 2), {}, "unsat", "e271f3612f5696e7", 5),
    ("base_query", ("columns", 3), {}, "unsat", "954f959a6d09a88e", 5),
    ("base_query", ("columns", 5), {}, "unsat", "ec8ec40853175418", 5),
    ("cf_step_query", ("delivery",), {}, "unsat", "0b75b9380ce1a49a", 14),
    ("cf_step_query", ("delivery",), {"hypothesis": False}, "sat", "2a1a2b88c308ae6d", 13),
    ("cf_base_query", ("delivery", 1), {}, "unsat", "b765d2c58e9ea66d", 4),
    ("cf_base_query", ("delivery", 2), {}, "unsat", "6978f3ac684478fc", 4),
    ("cf_base_query", ("delivery", 3), {}, "unsat", "4e4059a6c3ce1550", 4),
    ("cf_step_query", ("crosstalk",), {}, "unsat", "24c95686ff7ffe08", 19),
    ("cf_step_query", ("crosstalk",), {"hypothesis": False}, "sat", "9ffeaa3bf0467cf8", 18),
    ("cf_base_query", ("crosstalk", 1), {}, "unsat", "a459942a805c30b0", 7),
    ("cf_base_query", ("crosstalk", 2), {}, "unsat", "30ddc1055ceaabb5", 7),
    ("cf_base_query", ("crosstalk", 3), {}, "unsat", "17ea854f1e22ddf2", 7),
    ("cf_structure_query", ("wiring",), {}, "unsat", "7e942a6629274383", 41),
    ("cf_structure_query", ("settings",), {}, "unsat", "8a2bcf8477e45034", 11),
    ("cf_structure_query", ("settings-last",), {}, "unsat", "b181bdef62da635a", 9),
    ("cf_structure_query", ("shift-range",), {}, "unsat", "f1039adc2f0b6228", 11),
    ("cf_structure_query", ("stages",), {}, "unsat", "537c3516f0149f13", 9),
    ("cf_coverage_query", (), {}, "unsat", "67d0cf978f7b3c7a", 9),
    ("cf_rule_ends_query", (), {}, "unsat", "0aff7b9c5d84661c", 8),
    ("yw_step_query", (), {}, "unsat", "6d2940dd2fb2070a", 3),
    ("yw_step_query", (), {"hypothesis": False}, "sat", "a4a28e2d3bbf2f3f", 2),
    ("yw_conclusion_query", ("rows",), {}, "unsat", "1eb5678de3e52360", 5),
    ("yw_conclusion_query", ("columns",), {}, "unsat", "fbcb775612ac15c3", 5),
    ("yw_conclusion_query", ("range",), {}, "unsat", "4a22f9e4636a4eae", 4),
    ("yw_phi_query", (), {}, "unsat", "6b5fe8226fc4f7f2", 6),
    ("yw_banyan_query", ("base",), {}, "unsat", "e9e4f7135cfc94e0", 2),
    ("yw_banyan_query", ("base",), {"hypothesis": False}, "unsat", "e9e4f7135cfc94e0", 2),
    ("yw_banyan_query", ("step-inner",), {}, "unsat", "561130b50a2d0db1", 9),
    ("yw_banyan_query", ("step-inner",), {"hypothesis": False}, "sat", "09302e374b5dab18", 4),
    ("yw_banyan_query", ("step-last",), {}, "unsat", "7fe426e95bae389b", 3),
    ("yw_banyan_query", ("step-last",), {"hypothesis": False}, "sat", "728ac7d4d1e5d49c", 2),
    ("yw_banyan_conclusion", ("rows",), {}, "unsat", "28d388a4e2a7464f", 5),
    ("yw_banyan_conclusion", ("columns",), {}, "unsat", "1e5cf8479ea13fdd", 5),
    ("yw_banyan_conclusion", ("links",), {}, "unsat", "a0d7a48387a2d421", 7),
    ("yw_banyan_conclusion", ("range",), {}, "unsat", "95d100728b2b7403", 4),
]


def _free(fn: str, d) -> dict[str, str]:
    """The vacuity record's free inputs: the uninterpreted functions and the inputs each query declares."""
    out = {}
    if fn == "step_query":
        out = {"m0": "the new stage's M^0 (every function)", "sub": "the k-stage copies (every function)"}
    elif fn == "base_query":
        out = {"m0": "M^0 (every value)", "u": "input", "r": "round"}
    if out and d is None:
        out["d"] = "every d >= 2"
    return out


#: The inputs the symbolic-size queries (``Sym``) and the yang-wang-2000 conclusions record as free, by part.
FREE_NAMES = {
    ("cf_step_query", "delivery"): "K c s",
    ("cf_base_query", "delivery"): "c s",
    ("cf_step_query", "crosstalk"): "K c j s t",
    ("cf_base_query", "crosstalk"): "c s t",
    ("cf_structure_query", "wiring"): "K b j p q",
    ("cf_structure_query", "settings"): "K c j",
    ("cf_structure_query", "settings-last"): "K",
    ("cf_structure_query", "shift-range"): "K c",
    ("cf_structure_query", "stages"): "K",
    ("cf_coverage_query", ""): "K c1 c2 s",
    ("cf_rule_ends_query", ""): "K d s",
    ("yw_step_query", ""): "Pi S X i u",
    ("yw_conclusion_query", "rows"): "S T V m w",
    ("yw_conclusion_query", "columns"): "S U V m w",
    ("yw_conclusion_query", "range"): "S V m w",
    ("yw_phi_query", ""): "X i j m u",
    ("yw_banyan_query", "base"): "Set X m u",
    ("yw_banyan_query", "step-inner"): "Set V X k m u",
    ("yw_banyan_query", "step-last"): "Set V X m u",
    ("yw_banyan_conclusion", "rows"): "Set Set2 X m w",
    ("yw_banyan_conclusion", "columns"): "Set X Y m w",
    ("yw_banyan_conclusion", "links"): "Set X Y k m w",
    ("yw_banyan_conclusion", "range"): "Set X m u w",
}


#: What the yang-wang-2000 conclusions' free inputs range over, as their vacuity records say (any other: a bit string).
RANGES = {"m": "every m >= 1", "w": "every bit position", "u": "every bit position", "k": "every stage k"}


@pytest.mark.parametrize(
    ("fn", "part"), [key for key in FREE_NAMES if key[0] in ("yw_conclusion_query", "yw_banyan_conclusion")]
)
def test_yw_conclusions_record_what_each_free_input_ranges_over(fn, part):
    with core.stating_only():
        q = getattr(ind, fn)(part)
    assert q.free == {name: RANGES.get(name, "every bit string") for name in FREE_NAMES[(fn, part)].split()}


def _check(fn, args, kw, status, want, n_assumptions):
    q = getattr(ind, fn)(*args, timeout=20.0, **kw)
    if fn.startswith(("cf_", "yw_")):
        assert " ".join(sorted(q.free)) == FREE_NAMES[(fn, args[0] if args else "")]
    else:
        assert q.free == _free(fn, args[-1] if fn in ("step_query", "base_query") else 0)
    assert q.status == status
    assert q.smt2 is not None and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    assert shape(q.smt2) == want
    assert len(q.assumptions) == n_assumptions
    assert q.model == {} and q.reason is None


def _pins(*fns):
    rows = [p for p in PINS if p[0] in fns]
    ids = [f"{p[0]}-{'-'.join(map(str, p[1]))}-{'-'.join(f'{k}{v}' for k, v in p[2].items())}" for p in rows]
    return pytest.mark.parametrize("fn, args, kw, status, want, n_assumptions", rows, ids=ids)


@z3_shapes
@_pins(*{p[0] for p in PINS})
def test_query_answer_shape_and_assumptions_are_pinned(fn, args, kw, status, want, n_assumptions):
    """Each query of the induction engine (liu-chen-chen-2007's step and base, chau-fu-2003's step, structure,
    base, coverage and routing rule, yang-wang-2000's products of basic permutations and banyan): its answer,
    the number of its assumptions (the vacuity record) and the shape of its SMT-LIB text (a changed name,
    bound, operator or assertion shows as a changed shape, a dropped hypothesis as a changed answer)."""
    _check(fn, args, kw, status, want, n_assumptions)


def test_every_pin_is_run():
    fns = {
        "step_query",
        "base_query",
        "cf_step_query",
        "cf_base_query",
        "cf_structure_query",
        "cf_coverage_query",
        "cf_rule_ends_query",
        "yw_step_query",
        "yw_conclusion_query",
        "yw_phi_query",
        "yw_banyan_query",
        "yw_banyan_conclusion",
    }  # cf_rule_step_lemma: below
    assert {p[0] for p in PINS} == fns


@z3_shapes
def test_cf_rule_step_lemma_is_left_unknown_with_its_shape():
    q = ind.cf_rule_step_lemma(0.3, keep_smt2=True)
    assert q.status == "unknown" and q.reason in ("timeout", "canceled")  # Z3 does not settle this lemma
    assert shape(q.smt2) == "ea07366ad7e83483"
    assert " ".join(sorted(q.free)) == "b i y" and len(q.assumptions) == 12  # the facts and 2^e facts
    q = ind.cf_rule_step_lemma(0.3)
    assert q.smt2 is None and q.smt2_sha256 == ""


@pytest.mark.parametrize(
    "fn, args",
    [
        ("step_query", ("last", "rows")),
        ("base_query", ("columns",)),
    ],
)
@z3_shapes
def test_step_and_base_queries_default_to_a_symbolic_d(fn, args):
    """``step_query`` and ``base_query`` default to a symbolic d (``cf_base_query``'s k = 1: below)."""
    full = {"step_query": (None,), "base_query": (None,)}[fn]
    want = next(p for p in PINS if p[0] == fn and p[1] == args + full and p[2] == {})
    q = getattr(ind, fn)(*args)
    assert (q.status, shape(q.smt2), len(q.assumptions)) == (want[3], want[4], want[5])


def test_cf_step_queries_pass_the_timeout_to_every_query(monkeypatch):
    """Each step and structure query receives the caller's timeout, in CF_PROPS then CF_STRUCTURE order."""
    seen = []
    monkeypatch.setattr(ind, "cf_step_query", lambda p, timeout=60.0: seen.append(("step", p, timeout)) or p)
    monkeypatch.setattr(ind, "cf_structure_query", lambda p, timeout=60.0: seen.append(("structure", p, timeout)) or p)
    out = ind.cf_step_queries(7.0)
    assert list(out) == [f"step-{p}" for p in ind.CF_PROPS] + [f"structure-{p}" for p in ind.CF_STRUCTURE]
    assert seen == [("step", p, 7.0) for p in ind.CF_PROPS] + [("structure", p, 7.0) for p in ind.CF_STRUCTURE]


@pytest.fixture
def timeouts(monkeypatch):
    """Record the timeout of every solver the induction module makes, and stop before solving."""
    seen: list = []

    class Stop(Exception):
        pass

    def spy(timeout, *args, **kw):
        seen.append(timeout)
        raise Stop

    monkeypatch.setattr(ind, "new_solver", spy)
    return seen, Stop


@pytest.mark.parametrize(
    ("query", "args"),
    [
        ("cf_rule_ends_query", ()),
        ("cf_step_query", ("delivery",)),
        ("cf_structure_query", ("stages",)),
        ("yw_banyan_conclusion", ("rows",)),
        ("step_query", ("first", "rows")),
        ("base_query", ("rows",)),
        ("cf_coverage_query", ()),
        ("cf_rule_step_lemma", ()),
        ("cf_base_query", ("delivery",)),
        ("yw_step_query", ()),
        ("yw_phi_query", ()),
        ("yw_banyan_query", ("base",)),
        ("stage_digit_queries", ()),
        ("step_queries", ()),
        ("cf_step_queries", ()),
        ("yw_step_queries", ()),
        ("yw_banyan_step_queries", ()),
    ],
)
def test_induction_queries_default_to_a_60_s_timeout(timeouts, query, args):
    seen, Stop = timeouts
    with pytest.raises(Stop):
        getattr(ind, query)(*args)
    assert seen == [60.0]


def test_cf_base_query_defaults_to_the_base_k_1():
    for prop in ind.CF_PROPS:
        default, one, two = (ind.cf_base_query(prop, **kw).smt2 for kw in ({}, {"k": 1}, {"k": 2}))
        assert ind.same_smt2(default, one) and not ind.same_smt2(default, two)


def test_cf_rule_step_lemma_keeps_its_smt2_text_when_asked():
    # a missing text must fail here, not abort the process in z3.parse_smt2_string(None)
    q = ind.cf_rule_step_lemma(0.05, keep_smt2=True)
    assert isinstance(q.smt2, str) and "(check-sat)" in q.smt2 and q.smt2_sha256
    q = ind.cf_rule_step_lemma(0.05)
    assert q.smt2 is None and q.smt2_sha256 == ""


def test_sym_decide_bounds_each_side_to_10_seconds(sym, monkeypatch):
    """decide's own solvers (one per side) give up after 10 s each, so an undecided comparison comes back
    as the term instead of hanging the query build."""
    made = []

    class Spy(z3.Solver):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            made.append(self)

        def set(self, *a, **k):
            self.seen = getattr(self, "seen", []) + [a]
            return super().set(*a, **k)

    x = sym.nat("x")
    sym.fact(x.t < 4)
    monkeypatch.setattr(z3, "Solver", Spy)
    open_ = x.t < 2
    assert sym.decide(open_) is open_
    assert [s.seen for s in made] == [[("timeout", 10000)], [("timeout", 10000)]]


_LCC_FREE = {
    "permutation": ("j", "t", "u"),
    "track-start": (),
    "track": ("j",),
    "passenger": ("j",),
    "interior": ("j", "u"),
}


@pytest.mark.parametrize("family", ind.LCC_FAMILIES)
def test_lcc_structure_queries_record_what_they_quantify_over(family):
    """The vacuity record of each structure part: K, every size of the network, and the stage and positions."""
    for part, names in _LCC_FREE.items():
        q = ind.lcc_structure_query(family, part, keep_smt2=False)
        assert q.status == "unsat"
        assert q.free == {"K": "every K >= 1 (2, 3) digits"} | {n: "Int" for n in names}, part


_BITS, _M, _W = "every bit string", "every m >= 1", "every bit position"
#: What the yang-wang-2000 conclusions quantify over. They are kept in no step file, whose header would say it.
CONCLUSION_FREE = {
    ("yw_conclusion_query", "rows"): {"m": _M, "w": _W, "S": _BITS, "T": _BITS, "V": _BITS},
    ("yw_conclusion_query", "columns"): {"m": _M, "w": _W, "S": _BITS, "U": _BITS, "V": _BITS},
    ("yw_conclusion_query", "range"): {"m": _M, "w": _W, "S": _BITS, "V": _BITS},
    ("yw_banyan_conclusion", "rows"): {"m": _M, "w": _W, "Set": _BITS, "Set2": _BITS, "X": _BITS},
    ("yw_banyan_conclusion", "columns"): {"m": _M, "w": _W, "Set": _BITS, "X": _BITS, "Y": _BITS},
    ("yw_banyan_conclusion", "links"): {"k": "every stage k", "m": _M, "w": _W, "Set": _BITS, "X": _BITS, "Y": _BITS},
    ("yw_banyan_conclusion", "range"): {"m": _M, "u": _W, "w": _W, "Set": _BITS, "X": _BITS},
}


@pytest.mark.parametrize("fn,part", sorted(CONCLUSION_FREE))
def test_yw_conclusions_say_what_they_quantify_over(fn, part):
    with core.stating_only():
        assert getattr(ind, fn)(part).free == CONCLUSION_FREE[(fn, part)]


# --- Nat and Bits, the symbolic-size naturals and bit strings the spec's functions run on -----------------
# Each operator is pinned on concrete values (the term simplifies to the number Python computes) and each
# comparison on a symbolic natural is pinned where the side conditions decide it (a Python bool) and where they
# do not (a Z3 term). (The ``sym`` fixture is the one above.)


def _value(t) -> int:
    return z3.simplify(t).as_long()


def _same(a, b) -> bool:
    """Are two Z3 terms equal under every assignment?"""
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


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


# --- the structure queries, the spec's functions on symbolic terms, the step files, Sym.solve -------------------------


def test_a_wrong_track_is_caught(monkeypatch):
    monkeypatch.setitem(ind.LCC_TRACK, "omega", lambda K, j: j + 1)
    assert ind.lcc_structure_query("omega", "track-start", keep_smt2=False).status == "sat"
    monkeypatch.setitem(ind.LCC_TRACK, "reverse-omega", lambda K, j: j)  # the uninterpreted inverse is pinned down
    assert ind.lcc_structure_query("reverse-omega", "track-start", keep_smt2=False).status == "sat"


def test_the_reverse_families_inverse_is_constrained_at_every_application():
    q = ind.lcc_structure_query("reverse-omega", "interior")
    assert q.status == "unsat" and "inv_omega" in q.smt2
    assert q.smt2.count("(inv_omega ") >= 2 and "(=> " in q.smt2


def _bits_value(b: ind.Bits, width: int) -> int:
    import z3

    return sum(1 << u for u in range(width) if z3.is_true(z3.simplify(b.at(z3.IntVal(u)))))


def test_bit_strings_compute_the_spec_like_ints():
    """phi, tau and the round's stage on :class:`Bits` with concrete index terms give the ints' values."""
    import z3

    sym = ind.Sym(z3.Solver())
    rng = np.random.default_rng(3)
    for _ in range(40):
        x, i = int(rng.integers(0, 256)), int(rng.integers(1, 7))
        X, I = ind.Bits.of_int(x, sym), ind.Idx(z3.IntVal(i), sym)
        assert _bits_value(yw.phi(I, X), 10) == yw.phi(i, x)
        assert _bits_value(yw.tau(I, X), 10) == yw.tau(i, x)
        assert _bits_value(yw.stage(ind.Bits.of_int(1, sym), X), 10) == yw.stage(1, x)


def test_naturals_compute_the_spec_like_ints():
    """next_switch, bit and shift_destination on :class:`Nat` terms fixed to ints give the ints' values."""
    import z3

    rng = np.random.default_rng(4)
    for _ in range(40):
        k = int(rng.integers(1, 6))
        N, j, i, c = 2**k, int(rng.integers(0, k)), int(rng.integers(0, 2**k)), int(rng.integers(0, 2**k))
        s = z3.Solver()
        sym = ind.Sym(s)
        I, C = sym.nat("i"), sym.nat("c")
        sym.fact(I.t == i, C.t == c)
        got = op.next_switch(N, j, I, op.bit(C, j)).t == op.next_switch(N, j, i, op.bit(c, j))
        s.add(z3.Not(z3.And(got, op.shift_destination(N, I, C).t == op.shift_destination(N, i, c))))
        assert s.check() == z3.unsat


@pytest.mark.parametrize("path", [ind.CF_STEP_SMT2, ind.YW_STEP_SMT2, ind.YW_BANYAN_SMT2])
def test_every_k_step_smt2_files_are_current(path):
    assert ind.same_smt2((ROOT / path).read_text(), ind.step_smt2(ind.STEP_FILES[path]())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )


def test_same_smt2_sees_through_let_sharing_and_not_past_a_changed_query():
    head = "; z3 x\n; --- q: expected unsat ---\n(declare-fun x () Int)\n"
    shared = head + "(assert (let (($t0 (+ x 1))) (> $t0 $t0)))\n(check-sat)\n"
    unshared = head + "(assert (> (+ x 1) (+ x 1)))\n(check-sat)\n"
    assert ind.same_smt2(shared, unshared)
    assert not ind.same_smt2(shared, unshared.replace("(> (+ x 1)", "(> (+ x 2)"))
    assert not ind.same_smt2(shared, unshared.replace("--- q:", "--- r:"))
    assert not ind.same_smt2(shared, "(assert (")


def test_a_symbolic_query_must_state_its_violation():
    """Sym.solve refuses a query with no violation stated: its vacuity record could not tell the
    assumptions from the negated property."""
    sym = ind.Sym(ind.new_solver(5.0))
    sym.nat("n", 1)
    with pytest.raises(ValueError, match="violation"):
        sym.solve(keep_smt2=False)


def test_a_symbolic_query_records_its_inputs_and_keeps_the_violation_out_of_its_assumptions():
    """The yang-wang-2000 step states its violation before the hypothesis: the record still names the
    inputs and leaves out exactly the violation, so its assumptions alone are satisfiable."""
    q = ind.yw_step_query(timeout=30.0, keep_smt2=False)
    assert q.status == "unsat" and {"i", "S", "X", "Pi", "u"} <= set(q.free)
    s = z3.Solver()
    s.add(*q.assumptions)
    assert s.check() == z3.sat
