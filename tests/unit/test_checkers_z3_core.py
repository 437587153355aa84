"""Tests of :mod:`alltoall.checkers.z3.core`: unsigned terms, the solver factory (its Ackermann-first solver
included), the query record, lookup tables, sweeps and the least-feasible search, each by its output on small
inputs."""

from __future__ import annotations

import hashlib
import importlib
import inspect
import pkgutil
import re

import pytest
import z3
from support.z3pins import pigeonhole, solver_settings

import alltoall.checkers.z3
from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import core
from alltoall.checkers.z3.core import Encoding, LeastFeasible, Query, Unsigned

W = 4


PAIRS = [(12, 5), (3, 13), (9, 9), (15, 1), (0, 7), (7, 2)]


def _val(term) -> int:
    return z3.simplify(term.t if isinstance(term, Unsigned) else term).as_long()


def _truth(b) -> bool:
    return z3.is_true(z3.simplify(b))


def _u(a: int) -> Unsigned:
    return Unsigned(z3.BitVecVal(a, W))


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_unsigned_arithmetic_is_unsigned_modulo_the_width(a, b):
    m = 1 << W
    assert _val(_u(a) + b) == (a + b) % m
    assert _val(b + _u(a)) == (a + b) % m
    assert _val(_u(a) + _u(b)) == (a + b) % m
    assert _val(_u(a) - b) == (a - b) % m
    assert _val(b - _u(a)) == (b - a) % m
    assert _val(_u(a) * b) == (a * b) % m
    assert _val(b * _u(a)) == (a * b) % m
    if b:
        assert _val(_u(a) % b) == a % b
        assert _val(_u(a) % _u(b)) == a % b
    assert _val(_u(a) >> (b % W)) == a >> (b % W)
    assert _val(_u(a) << (b % W)) == (a << (b % W)) % m
    assert _val(_u(a) & b) == a & b
    assert _val(b & _u(a)) == a & b
    assert _val(_u(a) | b) == a | b
    assert _val(b | _u(a)) == a | b
    assert _val(_u(a) ^ b) == a ^ b
    assert _val(b ^ _u(a)) == a ^ b
    assert _val(~_u(a)) == (~a) % m


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_unsigned_comparisons_are_unsigned(a, b):
    assert _truth(_u(a) == b) is (a == b)
    assert _truth(_u(a) != b) is (a != b)
    assert _truth(_u(a) < b) is (a < b)
    assert _truth(_u(a) <= b) is (a <= b)
    assert _truth(_u(a) > b) is (a > b)
    assert _truth(_u(a) >= b) is (a >= b)
    assert _truth(_u(a) < _u(b)) is (a < b)
    assert _truth(_u(a) >= _u(b)) is (a >= b)


def test_unsigned_shift_is_logical_and_keeps_the_width():
    assert _val(_u(8) >> 1) == 4  # arithmetic shift would give 12
    assert (_u(8) >> 1).t.size() == W
    assert (_u(3) + 1).t.size() == W
    assert Unsigned.__hash__ is None


# What each operator of Unsigned stands for, written with z3's own operators and functions on the
# left term and the right operand's term (an int as BitVecVal of the left's width).
_Z3_OPERATORS = {
    "__add__": lambda a, b: a + b,
    "__radd__": lambda a, b: a + b,
    "__sub__": lambda a, b: a - b,
    "__rsub__": lambda a, b: b - a,
    "__mul__": lambda a, b: a * b,
    "__rmul__": lambda a, b: a * b,
    "__mod__": z3.URem,
    "__rshift__": z3.LShR,
    "__and__": lambda a, b: a & b,
    "__rand__": lambda a, b: a & b,
    "__or__": lambda a, b: a | b,
    "__ror__": lambda a, b: a | b,
    "__xor__": lambda a, b: a ^ b,
    "__rxor__": lambda a, b: a ^ b,
    "__lshift__": lambda a, b: a << b,
    "__eq__": lambda a, b: a == b,
    "__ne__": lambda a, b: a != b,
    "__lt__": z3.ULT,
    "__le__": z3.ULE,
    "__gt__": z3.UGT,
    "__ge__": z3.UGE,
}


@pytest.mark.parametrize("op", sorted(_Z3_OPERATORS))
def test_unsigned_operators_build_the_terms_z3_builds(op):
    """The same AST (so the same SMT-LIB text), numerals and their side of an equation included."""
    lefts = [z3.BitVec("a", W), z3.BitVecVal(3, W), z3.BitVec("a", W) + 1]
    rights = [6, -1, 0, True, Unsigned(z3.BitVec("b", W)), Unsigned(z3.BitVecVal(2, W))]
    for a in lefts:
        for o in rights:
            b = o.t if isinstance(o, Unsigned) else z3.BitVecVal(int(o), W)
            got = getattr(Unsigned(a), op)(o)
            got = got.t if isinstance(got, Unsigned) else got
            want = _Z3_OPERATORS[op](a, b)
            assert got.eq(want), (op, a, o, got, want)
            assert type(got) is type(want)
    assert (~Unsigned(lefts[0])).t.eq(~lefts[0])


def test_select_takes_unsigned_raw_and_int_branches():
    c = z3.Bool("c")
    for cond, want in ((True, 3), (False, 11)):
        got = core.select(z3.BoolVal(cond), _u(3), _u(11))
        assert isinstance(got, Unsigned) and _val(got) == want
        assert _val(core.select(z3.BoolVal(cond), _u(3), z3.BitVecVal(11, W))) == want
        assert _val(core.select(z3.BoolVal(cond), z3.BitVecVal(3, W), _u(11))) == want
        assert _val(core.select(z3.BoolVal(cond), 3, _u(11))) == want
        assert _val(core.select(z3.BoolVal(cond), _u(3), 11)) == want
    assert core.select(c, _u(1), _u(2)).t.size() == W


def test_query_evidence_is_pinned_in_full():
    q = Query("unsat", 1.234567)
    assert q.evidence() == {"status": "unsat", "seconds": 1.2346, "z3": core.Z3_VERSION}
    q = Query("unsat", 0.000049, "abc", "(check-sat)")
    assert q.evidence() == {
        "status": "unsat",
        "seconds": 0.0,
        "z3": core.Z3_VERSION,
        "smt2_sha256": "abc",
        "smt2": "(check-sat)",
    }
    q = Query("unknown", 2.5, reason="timeout")
    assert q.evidence() == {"status": "unknown", "seconds": 2.5, "z3": core.Z3_VERSION, "reason_unknown": "timeout"}
    q = Query("unknown", 2.00004, smt2="", reason="")
    assert q.evidence() == {"status": "unknown", "seconds": 2.0, "z3": core.Z3_VERSION, "smt2_sha256": "", "smt2": ""}


def _ackermann_query(s, n=46):
    f = z3.Function("f", z3.BitVecSort(8), z3.BitVecSort(8))
    xs = [z3.BitVec(f"x{i}", 8) for i in range(n)]
    s.add(z3.Distinct(*xs))
    s.add([f(x) == i for i, x in enumerate(xs)])
    res = s.check()
    st = s.statistics()
    return str(res), {k: st.get_key_value(k) for k in st.keys() if k.startswith("ackr")}


def test_new_solver_ackermannizes_past_the_default_bound_only_when_asked():
    # 46 applications of one function: 1035 lemmas, past Z3's default bound of 1000
    assert _ackermann_query(core.new_solver(30, ackermann_lemmas=1035)) == ("sat", {"ackr-constraints": 1035})
    assert _ackermann_query(core.new_solver(30)) == ("sat", {})
    assert core.ACKERMANN_DEFAULT_LIMIT == 1000


def test_new_solver_ackermann_strategy_still_decides_plain_bit_vector_queries():
    for s in (core.new_solver(30, ackermann_lemmas=2), core.new_solver(30)):
        x, y = z3.BitVecs("x y", 8)
        s.add(x * y == 35, z3.UGT(x, 1), z3.UGT(y, 1), z3.ULT(x, 35), z3.ULT(y, 35), z3.ULT(x, y))
        assert str(s.check()) == "sat"
        assert (s.model()[x].as_long(), s.model()[y].as_long()) == (5, 7)


def _hard(s):
    # factor a 16-bit semiprime: some 50 ms for the solver, neither instant nor slow
    x, y = z3.BitVecs("x y", 24)
    s.add(x * y == 251 * 241, z3.UGT(x, 1), z3.UGT(y, 1), z3.ULT(x, 1 << 12), z3.ULT(y, 1 << 12))
    return str(s.check()), s.reason_unknown()


def _pigeonhole(s):
    s.add(*pigeonhole())
    return str(s.check()), s.reason_unknown()


def test_new_solver_timeout_is_in_seconds():
    assert _pigeonhole(core.new_solver(0.0001)) == ("unknown", "timeout")
    assert _pigeonhole(core.new_solver(0.0001, ackermann_lemmas=1))[0] == "unknown"
    assert _hard(core.new_solver(60))[0] == "sat"


def test_free_inputs_lists_uninterpreted_constants_and_declarations():
    x, b = z3.BitVec("x", 5), z3.Bool("b")
    ys = [z3.BitVec("ys_0", 3), z3.BitVec("ys_1", 3)]
    named = {"x": x, "ys": ys, "tup": (z3.BitVec("tup_0", 2),), "sum": x + 1, "const": z3.BitVecVal(3, 5), "b": b}
    got = core.free_inputs(named, {"f": "function"})
    assert got == {
        "x": "BitVec(5)",
        "ys_0": "BitVec(3)",
        "ys_1": "BitVec(3)",
        "tup_0": "BitVec(2)",
        "b": "Bool",
        "f": "function",
    }
    assert core.free_inputs() == {}
    assert core.free_inputs(None, {"g": "g"}) == {"g": "g"}
    assert core.free_inputs({"x": x}) == {"x": "BitVec(5)"}


@pytest.mark.parametrize(
    ("named", "message"),
    [
        ({"XXNXX": z3.Int("N")}, "the key 'XXNXX' holds the constant declared 'N', where 'XXNXX' is expected"),
        ({"n": z3.Int("N")}, "the key 'n' holds the constant declared 'N', where 'n' is expected"),
        (
            {"ys": [z3.Int("ys_0"), z3.Int("y1")]},
            "the key 'ys' holds the constant declared 'y1' at index 1, where 'ys_1' is expected",
        ),
        ({"t": (z3.Int("t"),)}, "the key 't' holds the constant declared 't' at index 0, where 't_0' is expected"),
    ],
    ids=["renamed", "another-name", "list", "tuple"],
)
def test_free_inputs_refuses_a_key_that_is_not_its_constant_s_name(named, message):
    with pytest.raises(ValueError, match=re.escape(f"named: {message}")):
        core.free_inputs(named)
    s = z3.Solver()
    with pytest.raises(ValueError, match=re.escape(message)):  # before anything is solved
        core.solve(s, False, named)


def test_free_inputs_reads_terms_that_are_not_constants_under_any_key():
    x = z3.Int("x")
    assert core.free_inputs({"sum": x + 1, "zero": z3.IntVal(0), "ys": [x * 2, z3.IntVal(1)]}) == {}


def test_record_inputs_keeps_all_but_the_negated_assertions():
    s = z3.Solver()
    x = z3.BitVec("x", 4)
    a1, a2, a3 = z3.UGT(x, 1), z3.ULT(x, 9), x != 4
    s.add(a1, a2, a3)
    q = core.record_inputs(Query("sat", 0.0), s, {"x": x}, {"f": "fn"})
    assert q.free == {"x": "BitVec(4)", "f": "fn"}
    assert [str(a) for a in q.assumptions] == [str(a1), str(a2)]
    q = core.record_inputs(Query("sat", 0.0), s, negated=2)
    assert [str(a) for a in q.assumptions] == [str(a1)]
    assert q.free == {}
    q = core.record_inputs(Query("sat", 0.0), s, negated=5)
    assert q.assumptions == ()
    q = core.record_inputs(Query("sat", 0.0), s, negated=0)
    assert len(q.assumptions) == 3


def test_solve_reads_back_the_model_and_keeps_the_smt2():
    s = z3.Solver()
    x, y0, y1, free = z3.BitVec("x", 4), z3.BitVec("ys_0", 4), z3.BitVec("ys_1", 4), z3.BitVec("free", 4)
    s.add(x == 3, y0 == 9, y1 == x + 1)
    q = core.solve(s, True, {"x": x, "ys": [y0, y1], "tup": (x + 0,), "free": free}, free={"f": "fn"})
    assert q.status == "sat" and q.reason is None
    assert q.model == {"x": 3, "ys": [9, 4], "tup": [3], "free": 0}
    assert q.smt2 == s.to_smt2() and q.smt2_sha256 == hashlib.sha256(s.to_smt2().encode()).hexdigest()
    assert q.z3model is not None and q.z3model[x].as_long() == 3
    assert q.free == {"x": "BitVec(4)", "ys_0": "BitVec(4)", "ys_1": "BitVec(4)", "free": "BitVec(4)", "f": "fn"}
    assert [str(a) for a in q.assumptions] == [str(a) for a in s.assertions()[:2]]
    assert 0 <= q.seconds < 30


def test_solve_without_smt2_and_on_unsat_and_unknown():
    s = z3.Solver()
    x = z3.BitVec("x", 4)
    s.add(z3.UGT(x, 3), z3.ULT(x, 2))
    q = core.solve(s, False, {"x": x}, negated=2)
    assert (q.status, q.smt2, q.smt2_sha256, q.model, q.z3model, q.reason) == ("unsat", None, "", {}, None, None)
    assert q.assumptions == ()
    q = core.solve(s, False)
    assert [str(a) for a in q.assumptions] == [str(s.assertions()[0])]
    s = core.new_solver(0.0001)
    xx = z3.BitVec("x", 24)
    s.add(*pigeonhole(), z3.UGT(xx, 1))
    q = core.solve(s, False, {"x": xx})
    assert (q.status, q.reason, q.model, q.z3model) == ("unknown", "timeout", {}, None)


def test_solve_while_stating_only_keeps_the_query_and_decides_nothing():
    s = z3.Solver()
    x = z3.BitVec("x", 4)
    s.add(z3.UGT(x, 3), z3.ULT(x, 2))
    with core.stating_only():
        q = core.solve(s, True, {"x": x})
        bare = core.solve(s, False, {"x": x})
    assert (q.status, q.seconds, q.model, q.z3model) == ("unchecked", 0.0, {}, None)
    assert q.smt2 == s.to_smt2() and q.smt2_sha256 == hashlib.sha256(s.to_smt2().encode()).hexdigest()
    assert q.free == {"x": "BitVec(4)"} and [str(a) for a in q.assumptions] == [str(s.assertions()[0])]
    assert (bare.status, bare.smt2, bare.smt2_sha256) == ("unchecked", None, "")
    assert core.solve(s, False).status == "unsat"  # the mode ends with the block


def test_encoding_width_and_variable_bounds():
    assert Encoding(8, 5).w == 5
    assert Encoding(9, 5).w == 6
    assert Encoding(2, 5).w == 3
    e = Encoding(9, 5)
    v = e.var("v")
    assert e.named == {"v": v.t} and v.t.size() == 6 and str(v.t) == "v"
    assert [a.sexpr() for a in e.solver.assertions()] == ["(bvuge v #b000000)", "(bvule v #b001000)"]

    def feasible(enc, *extra):
        enc.solver.push()
        enc.solver.add(*extra)
        r = enc.solver.check()
        enc.solver.pop()
        return str(r)

    assert [feasible(e, v == k) for k in (0, 8, 9)] == ["sat", "sat", "unsat"]
    w = e.var("w", 2, 5)
    assert [feasible(e, w == k) for k in (1, 2, 5, 6)] == ["unsat", "sat", "sat", "unsat"]
    assert set(e.named) == {"v", "w"}
    e.solver.add(v == 8, w == 2)
    q = e.check(True)
    assert q.status == "sat" and q.model == {"v": 8, "w": 2} and q.smt2 == e.solver.to_smt2()
    assert Encoding(4, 5).check(False).smt2 is None


def test_lookup_returns_each_entry_and_the_last_beyond():
    values = [5, 6, 7, 9]
    for i in range(16):
        t = core.lookup(values, z3.BitVecVal(i, 4), 4)
        assert z3.simplify(t).as_long() == values[min(i, 3)]
        assert t.size() == 4
    assert z3.simplify(core.lookup([11], z3.BitVecVal(0, 4), 4)).as_long() == 11
    assert z3.simplify(core.lookup([1, 2], z3.BitVecVal(0, 4), 4)).as_long() == 1


def test_lookup_builds_its_terms_in_the_context_of_the_index():
    """A query built in its own context (not Z3's main one) gets a lookup it can solve in that context."""
    ctx = z3.Context()
    i = z3.BitVec("i", 4, ctx)
    for values in ([11], [5, 6, 7, 5]):
        t = core.lookup(values, i, 8)
        assert t.ctx is ctx and t.size() == 8
        got = [z3.simplify(z3.substitute(t, (i, z3.BitVecVal(k, 4, ctx)))).as_long() for k in range(6)]
        assert got == [values[min(k, len(values) - 1)] for k in range(6)]
        s = z3.Solver(ctx=ctx)
        s.add(t == values[0] + 1)
        assert s.check() == (z3.sat if values[0] + 1 in values else z3.unsat)


def _runner(statuses, log):
    def run(q, size, keep):
        log.append((q.__name__, size, keep))
        st = statuses.get((q.__name__, size), "unsat")
        return Query(
            st,
            0.0,
            smt2=None if size == 1 else f"{q.__name__}-{size}",
            reason="why" if st == "unknown" else None,
            model={"x": 1} if st == "sat" else {},
        )

    return run


def qa():
    pass


def qb():
    pass


def test_unsat_sweep_proves_with_the_smt2_of_every_query():
    log = []
    r = core.unsat_sweep([qa, qb], (1, 2, 3), _runner({}, log))
    assert r.verdict is Verdict.PROVED
    assert r.evidence == {
        "largest_m": 3,
        "z3": core.Z3_VERSION,
        "smt2": {"qa(m=2)": "qa-2", "qb(m=2)": "qb-2", "qa(m=3)": "qa-3", "qb(m=3)": "qb-3"},
    }
    assert log == [("qa", 1, True), ("qb", 1, True), ("qa", 2, True), ("qb", 2, True), ("qa", 3, True), ("qb", 3, True)]
    r = core.unsat_sweep([qa], iter([2, 4]), _runner({}, []), brute_force_cross_check="agree at m <= 4")
    assert r.evidence == {
        "largest_m": 4,
        "z3": core.Z3_VERSION,
        "smt2": {"qa(m=2)": "qa-2", "qa(m=4)": "qa-4"},
        "brute_force_cross_check": "agree at m <= 4",
    }


def test_unsat_sweep_stops_at_the_first_other_answer():
    log = []
    r = core.unsat_sweep([qa, qb], [1, 2, 3], _runner({("qb", 2): "sat"}, log))
    assert (r.verdict, r.reason, r.evidence) == (Verdict.UNKNOWN, "qb(m=2): sat {'x': 1}", {})
    assert log[-1] == ("qb", 2, True) and len(log) == 4
    r = core.unsat_sweep([qa], [5], _runner({("qa", 5): "unknown"}, []))
    assert r.reason == "qa(m=5): unknown why"


def _feasible(statuses, log):
    def feasible(k, keep):
        log.append((k, keep))
        return Query(statuses.get(k, "unsat"), 0.0, reason=f"r{k}")

    return feasible


def test_least_feasible_keeps_both_halves_of_the_certificate():
    log = []
    r = core.least_feasible(_feasible({4: "sat", 5: "sat"}, log), 2, 6)
    assert log == [(2, True), (3, True), (4, True)]
    assert (r.k, r.tried, r.reason) == (4, {2: "unsat", 3: "unsat", 4: "sat"}, None)
    assert r.below.reason == "r3" and r.at.reason == "r4"
    log = []
    r = core.least_feasible(_feasible({2: "sat"}, log), 2, 6, keep_smt2=False)
    assert log == [(2, False)]
    assert (r.k, r.below, r.tried, r.reason) == (2, None, {2: "sat"}, None) and r.at.status == "sat"
    r = core.least_feasible(_feasible({6: "sat"}, []), 2, 6)
    assert r.k == 6 and r.below.reason == "r5"


def test_least_feasible_reports_unknown_and_no_feasible_k():
    r = core.least_feasible(_feasible({3: "unknown", 4: "sat"}, []), 1, 6)
    assert (r.k, r.at, r.tried, r.reason) == (None, None, {1: "unsat", 2: "unsat", 3: "unknown"}, "k = 3: r3")
    assert r.below.reason == "r2"
    r = core.least_feasible(_feasible({1: "unknown"}, []), 1, 6)
    assert r == LeastFeasible(None, None, None, {1: "unknown"}, "k = 1: r1")
    log = []
    r = core.least_feasible(_feasible({}, log), 3, 5)
    assert [k for k, _ in log] == [3, 4, 5]
    assert (r.k, r.at, r.tried, r.reason) == (
        None,
        None,
        {3: "unsat", 4: "unsat", 5: "unsat"},
        "no k in 3..5 is feasible",
    )
    assert r.below.reason == "r5"
    r = core.least_feasible(_feasible({}, []), 3, 2)
    assert r == LeastFeasible(None, None, None, {}, "no k in 3..2 is feasible")


def test_new_solver_sets_the_timeout_in_milliseconds(monkeypatch):
    seen = solver_settings(monkeypatch)
    core.new_solver(60)
    core.new_solver(2.5, ackermann_lemmas=3)
    core.new_solver(0.001)
    core.new_solver(0.0004)
    Encoding(4, 7)
    Encoding(4, 0.0005)
    assert seen == [
        ("timeout", 60000),
        ("timeout", 2500),
        ("timeout", 1),
        ("timeout", 1),
        ("timeout", 7000),
        ("timeout", 1),
    ]


# --- decide_by_z3: the engine policy, on hand-made queries -------------------------------------------


def _ask(label, status, want="unsat", model=None, smt2=None, **kw):
    q = Query(status, 0.12345, smt2_sha256="d" * 64 if smt2 else "", smt2=smt2, model=model or {}, reason="why")
    return core.Ask(label, lambda keep: q, want=want, **kw)


def _fail(*a):
    raise AssertionError("not to be called")


def test_decide_by_z3_proved_records_every_query():
    asks = [
        _ask("a", "unsat", smt2="(assert false)", record={"network": "n1", "property": "p"}),
        _ask("b", "sat", want="sat", smt2="(assert true)"),
        _ask("c", "unsat"),
    ]
    r = core.decide_by_z3(asks, _fail, _fail, _fail, z3_version="v")
    assert (r.verdict, r.examined) == (Verdict.PROVED, 3)
    assert r.evidence == {
        "z3_version": "v",
        "queries": [
            {
                "query": "a",
                "network": "n1",
                "property": "p",
                "status": "unsat",
                "seconds": 0.123,
                "smt2_sha256": "d" * 64,
            },
            {"query": "b", "status": "sat", "seconds": 0.123, "smt2_sha256": "d" * 64},
            {"query": "c", "status": "unsat", "seconds": 0.123, "smt2_sha256": ""},
        ],
        "smt2": {"a": "(assert false)", "b": "(assert true)"},
    }


def test_decide_by_z3_unknown_and_unwanted_answers_stop_the_decision():
    r = core.decide_by_z3([_ask("a", "unsat"), _ask("b", "unknown"), _ask("c", "unsat")], _fail, _fail, _fail)
    assert (r.verdict, r.reason) == (Verdict.UNKNOWN, "z3 b: why")
    assert [q["query"] for q in r.evidence["queries"]] == ["a", "b"]
    r = core.decide_by_z3([_ask("a", "unsat", want="sat")], _fail, _fail, _fail)
    assert (r.verdict, r.reason) == (Verdict.UNKNOWN, "z3 a: unsat, where sat settles it")


def test_decide_by_z3_sat_model_needs_decoding_and_brute_force():
    from alltoall.checkers.result import Witness

    model = {"x": 3, "_aux": 1}
    ask = _ask("a", "sat", model=model, about="net")
    r = core.decide_by_z3([ask], lambda a, q: None, _fail, _fail)
    assert (r.verdict, r.reason) == (Verdict.UNKNOWN, "z3 a: sat, with a model that does not decode into spec values")
    assert r.evidence["model"] == {"x": 3}
    r = core.decide_by_z3([ask], lambda a, q: q.model["x"], lambda a, v: None, _fail)
    assert (r.verdict, r.reason) == (Verdict.UNKNOWN, "z3 a: sat, with a model brute force does not confirm")
    assert r.evidence["model"] == {"x": 3}
    w = Witness("k", {}, {}, "bad")
    r = core.decide_by_z3(
        [ask],
        lambda a, q: q.model["x"],
        lambda a, v: ("hit", a.about, v),
        lambda a, v, hit: w if hit == ("hit", "net", 3) else None,
    )
    assert (r.verdict, r.witness) == (Verdict.REFUTED, w)
    assert [q["query"] for q in r.evidence["queries"]] == ["a"]


def test_solve_hands_each_decided_query_to_an_active_recording():
    """What ``alltoall recheck`` re-decides: every query solve decides, with its SMT-LIB, answer and digest."""
    s = z3.Solver()
    x = z3.Int("x")
    s.add(x > 1, x < 1)
    with core.recording() as rec:
        q = core.solve(s, False, {"x": x})
    assert q.status == "unsat" and len(rec) == 1
    assert rec[0]["z3"] == "unsat" and "(assert" in rec[0]["smt2"]
    assert rec[0]["sha256"] == hashlib.sha256(rec[0]["smt2"].encode()).hexdigest()


def test_lookup_with_an_integer_index_reads_the_last_value_at_the_last_index():
    i = z3.Int("i")
    term = core.lookup([5, 6, 7], i, 8)
    assert [z3.simplify(z3.substitute(term, (i, z3.IntVal(k)))).as_long() for k in range(3)] == [5, 6, 7]


def test_every_query_builder_defaults_to_the_one_query_limit():
    """A query's default limit is ``core.TIMEOUT`` (60 s) in every module of the Z3 engine."""
    assert core.TIMEOUT == 60.0
    defaults = {}
    for info in pkgutil.iter_modules(alltoall.checkers.z3.__path__):
        mod = importlib.import_module(f"alltoall.checkers.z3.{info.name}")
        for name, fn in inspect.getmembers(mod, inspect.isfunction):
            p = inspect.signature(fn).parameters.get("timeout")
            if fn.__module__ == mod.__name__ and p is not None and p.default is not inspect.Parameter.empty:
                defaults[f"{info.name}.{name}"] = p.default
    assert len(defaults) > 100
    assert {k: v for k, v in defaults.items() if v != core.TIMEOUT} == {}


# --- the Ackermann-first solver: new_solver(..., ackermann_lemmas=...) ------------------------------------
# Z3's default strategy replaces uninterpreted functions by Ackermann's congruence lemmas only while there are at
# most 1000 of them (``div0_ackermann_limit`` of ``ackermannize_bv``); the MIN queries with M^0 symbolic
# (tests/unit/test_checkers_z3_min.py) need k - 1, so under that strategy they fell off a cliff from k = 1002 on.


def _stat(solver: z3.Solver, key: str) -> int:
    st = solver.statistics()
    return int(st.get_key_value(key)) if key in st.keys() else 0


def _apps(n: int):
    """f applied to n free arguments, the i-th application pinned to i: C(n, 2) Ackermann lemmas, SAT."""
    f = z3.Function("f", z3.BitVecSort(8), z3.BitVecSort(8))
    a = [z3.BitVec(f"a{i}", 8) for i in range(n)]
    return f, a, [f(a[i]) == i for i in range(n)]


def test_default_strategy_stops_ackermannizing_past_1000_lemmas():
    # 45 applications = 990 lemmas: reduced; 46 = 1035: left to the SMT core (the cliff's cause)
    for n, reduced in ((45, True), (46, False)):
        _, _, facts = _apps(n)
        s = core.new_solver(30)
        s.add(*facts)
        assert s.check() == z3.sat
        assert (_stat(s, "ackr-constraints") == n * (n - 1) // 2) is reduced, n


def test_ackermann_first_solver_raises_the_bound():
    _, _, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=46 * 45 // 2)
    s.add(*facts)
    assert s.check() == z3.sat
    assert _stat(s, "ackr-constraints") == 1035


def test_ackermann_first_solver_maps_models_back_to_the_functions():
    f, a, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=1035)
    s.add(*facts, z3.Distinct(*a))
    assert s.check() == z3.sat
    m = s.model()
    assert [m.eval(f(m.eval(v)), model_completion=True).as_long() for v in a] == list(range(46))


def test_ackermann_first_solver_keeps_unsat():
    f, a, facts = _apps(46)
    s = core.new_solver(30, ackermann_lemmas=1035)
    s.add(*facts, a[0] == a[45])  # f(a0) = 0 and f(a0) = 45
    assert s.check() == z3.unsat
    q = core.solve(s, False)
    assert q.status == "unsat"


# --- Unsigned: each operator pinned on concrete values (the term simplifies to the number Python computes) --


def _value(t) -> int:
    return z3.simplify(t).as_long()


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
