"""Tests of the vacuity record of Z3 queries (``tests/support/vacuity.py``): the whole
:class:`Inspection` of small hand-made queries (a function is independent when any one application has free,
pairwise distinct arguments; ``all_free`` reads every position), the defect messages, the vacuity-record check
and the query recorder."""

from __future__ import annotations

import sys
import types

import pytest
import z3
from support import vacuity
from support.z3pins import pigeonhole, solver_settings

from alltoall.checkers.z3 import core
from alltoall.checkers.z3.core import Query

B4 = z3.BitVecSort(4)


def _query():
    """x, y free; f applied to (x, y), (x, x) and (x, 3); g applied to 2 only; h 0-ary."""
    x, y = z3.BitVec("x", 4), z3.BitVec("y", 4)
    f = z3.Function("m0_stage0", B4, B4, B4)
    g = z3.Function("m0_stage1", B4, B4)
    h = z3.Function("m0_stage2", B4)
    b = z3.Bool("b")
    s = z3.Solver()
    s.add(z3.ULT(x, 8), z3.Or(b, f(x, y) == 1), f(x, x) == g(z3.BitVecVal(2, 4)), h() != f(x, z3.BitVecVal(3, 4)))
    return s


def test_inspect_pins_every_field():
    insp = vacuity.inspect(_query())
    assert insp.constants == {"x": "BitVec(4)", "y": "BitVec(4)", "b": "Bool", "m0_stage2": "BitVec(4)"}
    assert insp.functions == {"m0_stage0": 2, "m0_stage1": 1}
    assert sorted(insp.applications["m0_stage0"]) == [(True, False), (True, True), (True, True)]
    assert insp.applications["m0_stage1"] == [(False,)]
    assert insp.independent == {"m0_stage0": True, "m0_stage1": False}
    assert (insp.assumptions_status, insp.assertions) == ("sat", 4)
    assert insp.free_positions("m0_stage0") == [True, True]
    assert insp.free_positions("m0_stage1") == [False]
    assert insp.free_positions("nothing") == []


def test_inspect_negated_and_skipped_assumptions():
    x = z3.BitVec("x", 4)
    s = z3.Solver()
    s.add(z3.ULT(x, 2), z3.UGT(x, 5), x == 1)
    assert vacuity.inspect(s).assumptions_status == "unsat"
    assert vacuity.inspect(s, negated=2).assumptions_status == "sat"
    assert vacuity.inspect(s, negated=3).assumptions_status == "sat"
    assert vacuity.inspect(s, negated=9).assumptions_status == "sat"
    assert vacuity.inspect(s, check_assumptions=False).assumptions_status is None
    assert vacuity.inspect(s, negated=0).assumptions_status == "unsat"
    t = z3.Solver()
    t.add(z3.UGT(x, 5), x == 1)
    assert vacuity.inspect(t, negated=0).assumptions_status == "unsat"
    assert vacuity.inspect(t).assumptions_status == "sat"


def test_inspect_timeout_is_in_seconds():
    x, y = z3.BitVecs("x y", 24)
    hard = z3.Solver()
    hard.add(*pigeonhole(), x == 0)  # assumptions: minutes of search, so the timeout fires first
    assert vacuity.inspect(hard, timeout=0.0001).assumptions_status == "unknown"
    s = z3.Solver()  # assumptions: some 50 ms, so a timeout read as milliseconds would leave them unknown
    s.add(x * y == 251 * 241, z3.UGT(x, 1), z3.UGT(y, 1), z3.ULT(x, 1 << 12), z3.ULT(y, 1 << 12), x == 0)
    assert vacuity.inspect(s, timeout=30).assumptions_status == "sat"
    assert vacuity.inspect(s).assumptions_status == "sat"


def test_independence_needs_distinct_free_arguments():
    x, y = z3.BitVec("x", 4), z3.BitVec("y", 4)
    f = z3.Function("m0_stage0", B4, B4, B4)
    for terms, want in (
        ([f(x, x)], False),
        ([f(x, y)], True),
        ([f(x, x + 1)], True),
        ([f(x, y + 0 * x), f(x, x)], True),
        ([f(x, z3.BitVecVal(1, 4))], False),
        ([f(x + y, x + y)], False),
    ):
        s = z3.Solver()
        s.add(*[t == 0 for t in terms], x == x)
        insp = vacuity.inspect(s, check_assumptions=False)
        assert insp.independent == {"m0_stage0": want}, terms
    s = z3.Solver()
    s.add(f(x + 1, z3.BitVecVal(1, 4) + 2) == 0, x == 0)
    assert vacuity.inspect(s, check_assumptions=False).applications == {"m0_stage0": [(True, False)]}


def test_groundness_of_every_subterm():
    x = z3.BitVec("x", 4)
    one = z3.BitVecVal(1, 4)
    f = z3.Function("f", B4, B4)
    t = f(one + 2) == x
    memo = vacuity._groundness([t])
    assert memo[t.get_id()] is False
    assert memo[(one + 2).get_id()] is True and memo[f(one + 2).get_id()] is True
    assert memo[x.get_id()] is False
    q = z3.ForAll([x], f(x) == 0)
    memo = vacuity._groundness([q.body()])
    assert memo[q.body().get_id()] is False  # a bound variable is not ground
    assert vacuity._groundness([]) == {}


def test_all_free_and_defect_messages():
    insp = vacuity.inspect(_query())
    assert insp.all_free("m0_stage0") is True
    assert insp.all_free("m0_stage1") is False
    assert insp.all_free("m0_stage2") is True  # a constant: 0-ary
    assert insp.all_free("m0_") is False
    assert insp.all_free("zz") is False
    assert insp.defects() == []
    assert insp.defects("m0_stage0") == []
    assert insp.defects("m0_") == ["m0_stage1: argument positions free = [False], independent = False"]
    assert insp.defects("zz") == ["no symbolic input zz* in the query"]
    insp.assumptions_status = "unsat"
    assert insp.defects() == [
        "the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)"
    ]
    assert insp.defects("zz") == [
        "the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)",
        "no symbolic input zz* in the query",
    ]
    z = vacuity.Inspection({}, {"m0_a": 0, "m0_b": 1}, {"m0_b": [(True,)]}, {"m0_b": True})
    assert z.all_free("m0_") is True and z.defects("m0_") == []
    z = vacuity.Inspection({}, {"m0_a": 0, "m0_b": 1}, {"m0_b": [(True,)]}, {})
    assert z.all_free("m0_") is False and z.defects("m0_") == [
        "m0_b: argument positions free = [True], independent = False"
    ]
    z = vacuity.Inspection({}, {"m0_b": 2}, {"m0_b": [(True, False), (False, True)]}, {"m0_b": False})
    assert z.free_positions("m0_b") == [True, True]
    assert z.defects("m0_") == ["m0_b: argument positions free = [True, True], independent = False"]
    assert vacuity.Inspection({}, {}).defects("m0_") == ["no symbolic input m0_* in the query"]
    assert vacuity.Inspection({"m0_x": "Bool"}, {}).defects("m0_") == []


def test_assertions_of_solver_text_and_list():
    s = _query()
    got = vacuity.assertions_of(s)
    assert isinstance(got, list) and [str(a) for a in got] == [str(a) for a in s.assertions()]
    parsed = vacuity.assertions_of(s.to_smt2())
    assert isinstance(parsed, list) and len(parsed) == 4
    lst = vacuity.assertions_of(tuple(s.assertions()))
    assert isinstance(lst, list) and len(lst) == 4
    insp = vacuity.inspect(s.to_smt2())
    assert insp.functions == {"m0_stage0": 2, "m0_stage1": 1} and insp.assumptions_status == "sat"


def test_check_proved_query_passes_its_arguments():
    x = z3.BitVec("x", 4)
    s = z3.Solver()
    s.add(z3.ULT(x, 2), z3.UGT(x, 5), x == 1)
    vac = "the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)"
    assert vacuity.check_proved_query(s) == [vac]
    assert vacuity.check_proved_query(s, negated=2) == []
    assert vacuity.check_proved_query(s, 2, "m0_") == ["no symbolic input m0_* in the query"]
    assert vacuity.check_proved_query(s.to_smt2(), symbolic_prefix="x") == [vac]
    assert vacuity.check_proved_query(_query(), symbolic_prefix="m0_stage0") == []


def test_record_defects_messages():
    s = _query()
    asserts = list(s.assertions())
    q = Query("unsat", 0.0)
    assert vacuity.record_defects(asserts, q) == [
        "the query records no free input: it decides one point, not every point of a domain"
    ]
    q.free = {"x": "BitVec(4)", "m0_stage0": "f", "m0_stage1": "g", "ghost": "BitVec(4)", "m0_stage2": "h"}
    q.assumptions = tuple(asserts[:3])
    assert vacuity.record_defects(asserts, q) == [
        "ghost is recorded free but does not occur in the query",
        "m0_stage1 is recorded free but is applied to fixed arguments (free positions [False])",
    ]
    x = z3.BitVec("x", 4)
    bad = [z3.ULT(x, 2), z3.UGT(x, 5), x == 1]
    q = Query("unsat", 0.0, free={"x": "BitVec(4)"})
    q.assumptions = tuple(bad[:2])
    vac = "the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)"
    assert vacuity.record_defects(bad, q) == [vac]
    assert vacuity.record_defects(bad, q, check_assumptions=False) == []
    q.assumptions = (bad[0],)  # negated = 2: the assumptions are x < 2 alone
    assert vacuity.record_defects(bad, q) == []
    q.assumptions = tuple(bad)  # negated = 0
    assert vacuity.record_defects(bad, q) == [vac]
    y = z3.BitVec("y", 24)
    hard = [
        y * z3.BitVec("w", 24) == 251 * 241,
        z3.UGT(y, 1),
        z3.UGT(z3.BitVec("w", 24), 1),
        z3.ULT(y, 1 << 12),
        z3.ULT(z3.BitVec("w", 24), 1 << 12),
        y == 0,
    ]
    q = Query("unsat", 0.0, free={"y": "BitVec(24)"})
    q.assumptions = tuple(hard[:-1])
    assert vacuity.record_defects(hard, q, timeout=0.0001) == []  # unknown is not a defect
    assert vacuity.record_defects(hard, q) == []


def test_record_defects_sees_a_function_applied_to_one_argument_twice():
    x = z3.BitVec("x", 4)
    f = z3.Function("m0_stage0", B4, B4, B4)
    asserts = [z3.ULT(x, 3), f(x, x) == 1]
    q = Query("unsat", 0.0, free={"m0_stage0": "f"})
    q.assumptions = (asserts[0],)
    assert vacuity.record_defects(asserts, q) == [
        "m0_stage0 is recorded free but is applied to fixed arguments (free positions [True, True])"
    ]


def _sat_solver():
    x = z3.BitVec("x", 4)
    s = core.new_solver(5)
    s.add(z3.ULT(x, 3), x == 2)
    return s, x


def test_record_queries_really_solves_by_default():
    s, x = _sat_solver()
    with vacuity.record_queries() as rec:
        q = core.solve(s, False, {"x": x})
    assert q.status == "sat" and q.model == {"x": 2}
    assert len(rec.queries) == 1
    r = rec.queries[0]
    assert isinstance(r, vacuity.Recorded) and r.status == "sat" and r.query is q
    assert [str(a) for a in r.assertions] == [str(a) for a in s.assertions()]
    assert core.solve(*_sat_solver()[:1], False).status == "sat"  # restored afterwards
    assert len(rec.queries) == 1


def test_record_queries_can_answer_unsat_without_solving():
    s, x = _sat_solver()
    from alltoall.checkers.z3 import min as zm
    from alltoall.spec.topologies import multistage as ms

    with vacuity.record_queries("unsat") as rec:
        q = core.solve(s, False, {"x": x}, free={"f": "fn"}, negated=2)
        q2 = zm.latin_rows(ms.build("omega", 2, 2), "symbolic")
    assert (q.status, q.model, q.free, q.assumptions) == ("unsat", {}, {"x": "BitVec(4)", "f": "fn"}, ())
    assert q2.status == "unsat" and [r.status for r in rec.queries] == ["unsat", "unsat"]
    assert rec.queries[1].query.free["m0_stage0"] == "function of 1 switch digit(s)"
    assert zm.solve is core.solve


def test_record_queries_patches_a_module_bound_inside_an_earlier_recording(monkeypatch):
    with vacuity.record_queries("unsat"):
        stale = core.solve
    assert getattr(stale, "_vacuity_recorder", False) is True
    mod = types.ModuleType("alltoall.checkers.recorder_probe")
    mod.solve = stale
    monkeypatch.setitem(sys.modules, "alltoall.checkers.recorder_probe", mod)
    other = types.ModuleType("outside.recorder_probe")
    other.solve = stale
    monkeypatch.setitem(sys.modules, "outside.recorder_probe", other)
    with vacuity.record_queries("sat") as rec:
        assert mod.solve is core.solve and mod.solve is not stale
        assert other.solve is stale
        q = mod.solve(_sat_solver()[0], False)
    assert q.status == "sat" and len(rec.queries) == 1
    assert mod.solve is stale


@pytest.mark.parametrize("answer", [None, "unsat"])
def test_record_queries_records_the_assertions_of_every_query(answer):
    from alltoall.checkers.z3 import yang_wang as zyw

    with vacuity.record_queries(answer) as rec:
        q = zyw.settings_cover(2)
    assert q.status == "unsat" and len(rec.queries) == 1
    assert len(rec.queries[0].assertions) == 6 and rec.queries[0].query is q
    assert rec.queries[0].query.free == {"g": "BitVec(4)", "h": "BitVec(4)"} and len(q.assumptions) == 5


def test_inspections_default_to_a_30_s_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    s = _query()
    vacuity.inspect(s)
    vacuity.inspect(s, timeout=2.5)
    vacuity.check_proved_query(s)
    vacuity.check_proved_query(s, timeout=1.5)
    q = Query("unsat", 0.0, free={"x": "BitVec(4)"})
    q.assumptions = tuple(s.assertions())[:3]
    vacuity.record_defects(list(s.assertions()), q)
    vacuity.record_defects(list(s.assertions()), q, 3)
    vacuity.inspect(s, timeout=0.0002)
    assert seen == [
        ("timeout", 30000),
        ("timeout", 2500),
        ("timeout", 30000),
        ("timeout", 1500),
        ("timeout", 30000),
        ("timeout", 3000),
        ("timeout", 1),
    ]


def test_record_defects_checks_every_recorded_name_and_all_assumptions():
    x, y = z3.BitVec("x", 4), z3.BitVec("y", 4)
    f = z3.Function("f", B4, B4, B4)
    asserts = [z3.ULT(x, 3), z3.ULT(y, 3), f(x, y) == 1]
    q = Query("unsat", 0.0, free={"a": "-", "x": "BitVec(4)", "f": "fn", "m": "-", "y": "BitVec(4)", "zz": "-"})
    q.assumptions = tuple(asserts[:2])
    assert vacuity.record_defects(asserts, q) == [
        "a is recorded free but does not occur in the query",
        "m is recorded free but does not occur in the query",
        "zz is recorded free but does not occur in the query",
    ]
    bad = [z3.ULT(x, 2), x == 1, z3.UGT(x, 5)]  # UNSAT only with the last assertion
    q = Query("unsat", 0.0, free={"x": "BitVec(4)"})
    q.assumptions = tuple(bad)  # nothing negated: all three are assumptions
    assert vacuity.record_defects(bad, q) == [
        "the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)"
    ]
    q.assumptions = tuple(bad[:2])
    assert vacuity.record_defects(bad, q) == []


def test_inspect_visits_a_shared_application_once():
    x, y = z3.BitVec("x", 4), z3.BitVec("y", 4)
    f = z3.Function("m0_stage0", B4, B4, B4)
    s = z3.Solver()
    s.add(f(x, y) == 1, f(x, y) != 2, z3.ULT(f(x, y), 5))
    insp = vacuity.inspect(s, check_assumptions=False)
    assert insp.applications == {"m0_stage0": [(True, True)]}
    assert insp.constants == {"x": "BitVec(4)", "y": "BitVec(4)"} and insp.assertions == 3


def test_inspect_with_every_assertion_negated_checks_nothing():
    x = z3.BitVec("x", 4)
    s = z3.Solver()
    s.add(z3.BoolVal(False), x == 1)
    assert vacuity.inspect(s, negated=2).assumptions_status == "sat"
    assert vacuity.inspect(s, negated=5).assumptions_status == "sat"
    assert vacuity.inspect(s, negated=1).assumptions_status == "unsat"


def test_free_positions_of_a_function_without_recorded_applications():
    insp = vacuity.Inspection({}, {"m0_f": 2})
    assert insp.free_positions("m0_f") == [False, False]
    assert insp.defects("m0_") == ["m0_f: argument positions free = [False, False], independent = False"]


def test_record_queries_unsat_answer_is_a_zero_second_query():
    s, x = _sat_solver()
    with vacuity.record_queries("unsat"):
        q = core.solve(s, True, {"x": x})
    assert q.seconds == 0.0 and q.smt2 is None
    assert q.evidence() == {"status": "unsat", "seconds": 0.0, "z3": core.Z3_VERSION}


def test_inspect_keeps_independence_found_in_any_application():
    """f(x, y) with free distinct arguments beside a ground f(0, 1): f is independent in either order."""
    f = z3.Function("f", z3.IntSort(), z3.IntSort(), z3.IntSort())
    x, y = z3.Ints("x y")
    a, b = f(x, y) == 0, f(0, 1) == 1
    for asserts in ([a, b], [b, a]):
        insp = vacuity.inspect(asserts, negated=0, check_assumptions=False)
        assert insp.independent == {"f": True}
        assert sorted(insp.applications["f"]) == [(False, False), (True, True)]


def test_defects_report_the_recorded_independence():
    """A function independent in some application but with a ground position: the sentence says independent = True."""
    insp = vacuity.Inspection({}, {"f": 2}, {"f": [(True, False)]}, {"f": True}, "sat", 1)
    assert insp.defects("f") == ["f: argument positions free = [True, False], independent = True"]


def test_all_free_needs_every_position_free_even_when_flagged_independent():
    z = vacuity.Inspection({}, {"m0_b": 2}, {"m0_b": [(True, False)]}, {"m0_b": True})
    assert z.free_positions("m0_b") == [True, False]
    assert z.all_free("m0_") is False
    z = vacuity.Inspection({}, {"m0_b": 2}, {"m0_b": [(True, True)]}, {"m0_b": True})
    assert z.all_free("m0_") is True
