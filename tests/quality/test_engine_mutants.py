"""Engine mutants are caught: each weakened engine meets a known-bad input it wrongly passes.

The ``test_*`` probes below feed each engine an input that must be rejected (a square whose last
row repeats, a configuration bad only in its last round, a symbolic M^0 whose freedom needs every
switch digit...). They pass on the real engines; ``test_engine_mutant_is_caught`` runs, under each
mutant of ``engine_mutants.py``, the probes the mutant names and asserts at least one fails.
``test_every_deciding_engine_function_is_named_by_a_mutant`` keeps the registry complete.
"""

from __future__ import annotations

import importlib
import inspect
import pathlib
import sys
from types import SimpleNamespace
from unittest import mock

import numpy as np
import pytest
import z3

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from engine_mutants import ENGINE_MODULES, ENGINE_MUTANTS, NOT_DECIDING  # noqa: E402
from support import vacuity  # noqa: E402

from alltoall.checkers import brute, formula  # noqa: E402
from alltoall.checkers import properties as props
from alltoall.checkers.result import Verdict  # noqa: E402
from alltoall.checkers.z3 import core  # noqa: E402
from alltoall.checkers.z3 import min as zmin
from alltoall.spec import schedule as sch  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402

# --- known-bad inputs -----------------------------------------------------------------------------

CYCLIC4 = np.array([[(r + c) % 4 for c in range(4)] for r in range(4)])


def _collide_last_rounds(table: bool = False) -> ms.MIN:
    """8 x 8 network whose stages 0 and 1 act on the same line digit (identity wiring between them).

    Rounds x and y = x XOR 0b110 collide, so every colliding pair has a round >= 4 (top digit 1)."""
    net = ms.from_wirings("Collide", 2, 8, [ms.shuffle(3), ms.identity(3), ms.shuffle(3), ms.identity(3)])
    if table:
        net = ms.from_wirings("CollideTable", 2, 8, [ms.LineTable(tuple(int(v) for v in t)) for t in net.tables()])
    return net


# --- checkers/properties.py -------------------------------------------------------------------------


def test_bijective_rejects_a_repeat_in_the_last_input():
    assert props.bijective(np.array([0, 1, 2, 2])) is not None
    assert props.bijective(np.array([0, 1, 3, 2])) is None


def test_latin_rejects_a_square_whose_last_row_repeats():
    A = CYCLIC4.copy()
    A[3, 3] = A[3, 0]
    v = props.latin(A)
    assert v is not None and v.where["index"] == 3
    assert props.latin(CYCLIC4) is None


def test_latin_rejects_a_repeated_column():
    B = np.array([[0, 1, 2, 3], [1, 2, 3, 0], [2, 3, 0, 1], [0, 3, 1, 2]])  # column 0 repeats 0; rows fine
    assert props.latin(B) is not None


def test_latin_rejects_a_non_square():
    assert props.latin(np.array([[0, 1, 2], [1, 2, 0]])) is not None


def test_no_shared_resource_rejects_a_clash_in_the_last_step():
    use = np.array([[0, 1, 2], [1, 2, 2]])
    assert props.no_shared_resource(use) is not None
    assert props.no_shared_resource(np.array([[0, 1, 2], [1, 2, 3]])) is None


def test_crosstalk_free_rejects_a_clash_in_the_last_stage():
    assert props.crosstalk_free(np.array([[0, 1, 5], [1, 0, 5]])) is not None


def test_contention_free_rejects_a_clash_at_the_last_boundary():
    assert props.contention_free(np.array([[0, 1, 5], [1, 0, 5]])) is not None


def _schedule(steps):
    return sch.Schedule(
        tuple(sch.Step(tuple(sch.Transfer(s, d, path, msgs) for s, d, path, msgs in step)) for step in steps)
    )


def test_schedule_contention_rejects_a_clash_in_the_last_step():
    ok = [[(0, 1, (0,), ((0, 1),)), (1, 0, (1,), ((1, 0),))]]
    bad = ok + [[(0, 1, (0,), ()), (1, 0, (0,), ())]]
    assert props.schedule_contention_free(_schedule(ok)) is None
    assert props.schedule_contention_free(_schedule(bad)) is not None


def test_pairs_once_rejects_a_missing_last_pair():
    served = [(0, s, d) for s in range(3) for d in range(3) if (s, d) != (2, 2)]
    assert props.pairs_once(served, 3) is not None
    assert props.pairs_once(served + [(1, 2, 2)], 3) is None


def test_pairs_once_rejects_a_pair_outside_the_network():
    served = [(0, s, d) for s in range(2) for d in range(2)] + [(1, 0, 2)]
    assert props.pairs_once(served, 2) is not None


def test_schedule_delivers_rejects_a_missing_message():
    two = [[(0, 1, (0,), ((0, 1),)), (1, 0, (1,), ((1, 0),))]]
    assert props.schedule_delivers(_schedule(two), 2) is None
    assert props.schedule_delivers(_schedule([[(0, 1, (0,), ((0, 1),))]]), 2) is not None


def test_delivers_every_message_rejects_a_misdelivery():
    dv = [SimpleNamespace(round=0, sender=s, intended=d, output=d) for s in range(2) for d in range(2)]
    assert props.delivers_every_message(dv, 2) is None
    dv[-1] = SimpleNamespace(round=0, sender=1, intended=1, output=0)
    assert props.delivers_every_message(dv, 2) is not None


def test_pairs_once_table_rejects_a_missing_last_pair():
    s, d = (a.ravel()[:-1] for a in np.indices((3, 3)))  # every pair but (2, 2)
    assert props.pairs_once_table(np.zeros_like(s), s, d, 3) is not None
    assert props.pairs_once_table(np.zeros(9), *(a.ravel() for a in np.indices((3, 3))), 3) is None


def test_delivers_every_message_table_rejects_a_misdelivery():
    r, s = np.indices((2, 2))
    assert props.delivers_every_message_table(r, s, (s + r) % 2, (s + r) % 2, 2) is None
    assert props.delivers_every_message_table(r, s, (s + r) % 2, np.array([[0, 1], [1, 1]]), 2) is not None


def test_unique_paths_rejects_a_bad_last_input():
    C = np.ones((4, 4), dtype=np.int64)
    C[3, 0] = 2
    assert props.unique_paths(C) is not None


# --- checkers/brute.py ------------------------------------------------------------------------------


def test_bijectivity_rejects_a_configuration_bad_only_in_its_last_round():
    outs = np.array([[(s + x) % 4 for s in range(4)] for x in range(4)])
    assert brute.configurations_bijective(outs) is None
    outs[3] = [0, 1, 2, 2]
    v = brute.configurations_bijective(outs)
    assert v is not None and v.where["round"] == 3


def test_latin_violation_rejects_a_network_whose_rounds_collide():
    v = brute.latin_violation(_collide_last_rounds(), lc_zero(2, 3))
    assert v is not None and v.where.get("kind") == "row"


def test_latin_violations_rejects_a_network_whose_rounds_collide():
    ((_, v),) = brute.latin_violations(_collide_last_rounds(), [lc_zero(2, 3)])
    assert v is not None and v.where.get("kind") == "row"


def lc_zero(d, k):
    return np.zeros((d ** (k - 1), k), dtype=np.int64)


def test_outputs_per_round_follow_the_initial_configuration():
    # one 2 x 2 switch (N = 2): M^0 = cross sends 0 -> 1 in round 0, round 1 is straight
    net = ms.build("omega", 2, 1)
    assert brute.outputs_per_round(net, np.array([[1]])).tolist() == [[1, 0], [0, 1]]
    assert brute.outputs_per_round(net, np.array([[0]])).tolist() == [[0, 1], [1, 0]]


def test_all_shift_matrices_is_exhaustive():
    ms_ = list(brute.all_shift_matrices(2, 2, 2))
    assert len(ms_) == 16 and len({m.tobytes() for m in ms_}) == 16
    assert ms_[-1].tolist() == [[1, 1], [1, 1]]


def test_admissible_exhausted_budget_is_not_a_no():
    with pytest.raises(TimeoutError):
        brute.admissible(ms.build("omega", 2, 3), [7, 6, 5, 4, 3, 2, 1, 0], limit=2)


def test_admissible_rejects_an_unroutable_permutation():
    # On the 4 x 4 omega, inputs 0 and 2 share a first-stage switch (shuffle pairs 0,2 and 1,3)
    # and 0 -> 0, 2 -> 1 need the same second-stage switch from one first-stage switch: impossible.
    net = ms.build("omega", 2, 2)
    assert brute.admissible(net, [0, 2, 1, 3]) is None
    st = brute.admissible(net, [0, 1, 2, 3])
    assert st is not None and brute.routed_exactly(net, st, [0, 1, 2, 3])


def test_routed_exactly_rejects_a_wrong_last_output():
    net = ms.build("omega", 2, 2)
    straight = np.zeros((2, 2, 2), dtype=np.int64) + np.arange(2)
    out = ms.route(net, straight).tolist()
    wrong = out[:-1] + [out[-2]]
    assert brute.routed_exactly(net, straight, out)
    assert not brute.routed_exactly(net, straight, wrong)


# --- checkers/z3/core.py ----------------------------------------------------------------------------


def test_solver_giving_up_is_unknown():
    s = z3.Solver()
    s.set("rlimit", 1)
    a, b, c = z3.Ints("a b c")
    s.add(a > 1, b > 1, c > 1, a * a * a + b * b * b == c * c * c)
    q = core.solve(s, False)
    assert q.status == "unknown"


def test_unsat_sweep_is_not_proved_when_the_last_size_is_sat():
    def size_query(q, size, keep):
        s = z3.Solver()
        s.add(z3.BoolVal(size == 5))  # SAT at m = 5 only
        return core.solve(s, keep)

    def prop():
        pass

    r = core.unsat_sweep([prop], [1, 2, 3, 4, 5], size_query)
    assert r.verdict is Verdict.UNKNOWN
    assert core.unsat_sweep([prop], [1, 2, 3, 4], size_query).verdict is Verdict.PROVED


def _threshold(t):
    def feasible(k, keep):
        s = z3.Solver()
        s.add(z3.BoolVal(k >= t))
        return core.solve(s, keep)

    return feasible


def test_least_feasible_finds_k_at_the_lower_end():
    assert core.least_feasible(_threshold(2), 2, 6).k == 2
    assert core.least_feasible(_threshold(4), 2, 6).k == 4


def test_least_feasible_stops_at_unknown():
    def feasible(k, keep):
        if k == 3:
            return core.Query("unknown", 0.0, reason="timeout")
        return _threshold(5)(k, keep)

    r = core.least_feasible(feasible, 2, 6)
    assert r.k is None and r.reason


def test_encoding_variables_cover_their_whole_range():
    enc = core.Encoding(8, 10.0)
    v = enc.var("v")
    enc.solver.add(v == 7)
    assert enc.check(False).status == "sat"
    enc2 = core.Encoding(8, 10.0)
    v2 = enc2.var("v")
    enc2.solver.add(v2 == 8)
    assert enc2.check(False).status == "unsat"


def test_lookup_reads_every_entry():
    vals = [5, 3, 6, 1]
    i = z3.BitVec("i", 4)
    for idx, want in enumerate(vals):
        s = z3.Solver()
        s.add(i == idx, core.lookup(vals, i, 4) != want)
        assert s.check() == z3.unsat, idx


def test_unsigned_terms_follow_natural_arithmetic():
    a = core.Unsigned(z3.BitVecVal(13, 4))  # 13 has the sign bit of a 4-bit vector set
    assert z3.simplify((a % 5).t).as_long() == 13 % 5
    assert z3.is_true(z3.simplify(core.Unsigned(z3.BitVecVal(2, 4)) < 13))


# --- checkers/z3/min.py -----------------------------------------------------------------------------


def _m0_depends_on(enc_cls, net, t):
    """Is there an M^0 and two switches differing only in digit t with different shifts?"""
    enc = enc_cls(net, "symbolic", 30.0)
    a = enc.digits("a", net.k - 1)
    b = enc.digits("b", net.k - 1)
    for i in range(net.k - 1):
        enc.solver.add(a[i] != b[i] if i == t else a[i] == b[i])
    enc.solver.add(enc.m0_term(0, tuple(a)) != enc.m0_term(0, tuple(b)))
    return enc.check(False).status


def test_symbolic_m0_depends_on_every_switch_digit():
    # "every M^0 is constant along switch digit t" is false for each t: Z3 must find an M^0 that
    # tells the two switches apart, which it can only do when digit t is free.
    net = ms.build("omega", 2, 4)
    for t in range(net.k - 1):
        assert _m0_depends_on(zmin._Encoding, net, t) == "sat", t


def test_table_symbolic_m0_is_free():
    net = ms.build("omega", 2, 3)
    enc = zmin._TableEncoding(net, "symbolic", 30.0)
    sw = z3.BitVec("sw", enc.lw)
    enc.solver.add(sw == 3, enc.m0_term(1, sw) == 1)
    assert enc.check(False).status == "sat"


def test_z3_shift_reads_m0():
    net = ms.build("omega", 2, 3)
    enc = zmin._encoding(net, "symbolic", 30.0)
    r, x = enc.digits("r", 2), enc.digits("x")
    enc.solver.add(zmin.lc_shift(enc, 0, tuple(r), x) != x[zmin.lc.stage_digit(0, 3)])
    assert enc.check(False).status == "sat"


def test_decode_m0_reads_the_model():
    net = ms.build("omega", 2, 3)
    enc = zmin._encoding(net, "symbolic", 30.0)
    r = enc.digits("r", 2)
    enc.solver.add(r[0] == 1, r[1] == 1, enc.m0_term(2, tuple(r)) == 1)
    q = enc.check(False)
    assert q.status == "sat"
    assert zmin.decode_m0(q, net)[3, 2] == 1


def test_vacuity_sees_every_m0_digit_free():
    q = zmin.latin_rows(ms.build("omega", 2, 4), "symbolic", keep_smt2=True)
    assert q.status == "unsat"
    assert vacuity.check_proved_query(q.smt2, symbolic_prefix="m0_stage") == []


def test_z3_latin_rows_sees_a_collision_needing_the_last_rounds():
    q = zmin.latin_rows(_collide_last_rounds(), "zero")
    assert q.status == "sat"
    assert q.model["x"][2] != q.model["y"][2]  # one of the two rounds is in the second half


def test_z3_table_latin_rows_sees_a_collision_needing_the_last_rounds():
    assert zmin.latin_rows_table(_collide_last_rounds(table=True), "zero").status == "sat"


def _broken_when_shifted(u, k, d):
    # a 2 x 2 switch that is straight at shift 0 and sends both inputs to port 0 at shift 1
    return u * (1 - k)


def test_z3_bijective_sees_a_switch_broken_when_shifted():
    from alltoall.spec import switches

    net = ms.build("omega", 2, 3)
    assert zmin.bijective(net, "zero").status == "unsat"
    with mock.patch.object(switches, "shift_port", _broken_when_shifted):
        assert zmin.bijective(net, "zero").status == "sat"


def test_z3_lemma1_sees_an_unused_digit():
    from alltoall.spec.algorithms import latin_configurations as lc

    net = ms.build("omega", 2, 3)
    assert zmin.lemma1(net).status == "unsat"
    with mock.patch.object(lc, "stage_digit", lambda j, k: min(k - j, k - 1)):  # digit 0 never drives a stage
        assert zmin.lemma1(net).status == "sat"


def _sat_model(keep):
    return core.Query("sat", 0.0, model={"x": 1})


def test_decide_by_z3_refuses_a_model_brute_force_does_not_confirm():
    from alltoall.checkers.result import Witness

    ask = core.Ask("q", _sat_model)
    w = Witness("k", {}, {}, "decoded")
    r = core.decide_by_z3([ask], decode=lambda a, q: q.model["x"], recheck=lambda a, x: None, witness=lambda *a: w)
    assert r.verdict is Verdict.UNKNOWN and r.witness is None
    r = core.decide_by_z3([ask], decode=lambda a, q: q.model["x"], recheck=lambda a, x: "bad", witness=lambda *a: w)
    assert r.verdict is Verdict.REFUTED and r.witness is w


def test_decide_by_z3_is_not_proved_when_the_last_query_is_sat():
    unsat = core.Ask("a", lambda keep: core.Query("unsat", 0.0))
    r = core.decide_by_z3([unsat, core.Ask("b", _sat_model)], decode=lambda a, q: None, recheck=None, witness=None)
    assert r.verdict is Verdict.UNKNOWN
    assert core.decide_by_z3([unsat], decode=None, recheck=None, witness=None).verdict is Verdict.PROVED


# --- checkers/z3/latin.py, checkers/z3/two_phase.py -------------------------------------------------


def _latin_witness(net, M0, v):
    from alltoall.checkers.result import Witness

    return Witness("latin-violation", {"N": net.N}, {}, v.message)


def test_latin_square_refutes_rounds_that_collide():
    from alltoall.checkers.z3 import latin

    net = _collide_last_rounds()
    assert zmin.bijective(net, "zero").status == "unsat"  # only the rows fail
    r = latin.latin_square([ms.build("omega", 2, 2), net], "zero", 30.0, witness=_latin_witness)
    assert r.verdict is Verdict.REFUTED


def test_latin_lemma1_sees_an_unused_digit_in_the_last_network():
    from alltoall.checkers.z3 import latin
    from alltoall.spec.algorithms import latin_configurations as lc

    nets = [ms.build("omega", 2, 1), ms.build("omega", 2, 3)]
    with mock.patch.object(lc, "stage_digit", lambda j, k: min(k - j, k - 1)):  # digit 0 never drives a stage
        r = latin.lemma1(nets, 30.0, witness=lambda net, M0, hit: _latin_witness(net, M0, mock.Mock(message="row")))
    assert r.verdict is Verdict.REFUTED


def test_injection_query_allows_one_message_per_time_unit():
    from alltoall.checkers.z3 import two_phase as ztp

    assert ztp.injection_query(4, 2, 4, relaxed=True).status == "unsat"  # 4 messages need 4 units, +2 stages - 1
    assert ztp.injection_query(4, 2, 5).status == "sat"


def test_makespan_bound_is_not_proved_above_the_least_makespan():
    from alltoall.checkers.z3 import two_phase as ztp

    assert ztp.makespan_bound([(4, 2, 5)], 30.0).verdict is Verdict.PROVED
    assert ztp.makespan_bound([(4, 2, 6)], 30.0).verdict is Verdict.UNKNOWN  # a schedule within 5 exists


# --- checkers/formula.py ----------------------------------------------------------------------------


def test_formula_refuted_at_its_last_point():
    f = formula.Formula("n(n-1)/2 until 9", lambda n: n * (n - 1) // 2 if n < 9 else 0, lambda n: sum(range(n)))
    r = formula.check_formula(f, [{"n": n} for n in range(1, 10)])
    assert r.verdict is Verdict.REFUTED and r.witness.data["point"] == {"n": 9}


def test_formula_not_proved_when_the_identity_fails():
    import sympy as sp

    n = sp.Symbol("n")
    f = formula.Formula("n^2 for n", lambda n: n * n, lambda n: n * n)
    r = formula.check_formula(f, [{"n": v} for v in range(5)], symbolic=lambda: (n**2, 2 * n - 1))
    assert r.verdict is not Verdict.PROVED
    ok = formula.check_formula(f, [{"n": v} for v in range(5)], symbolic=lambda: (n**2, n * n))
    assert ok.verdict is Verdict.PROVED


def test_formula_limit_refuses_a_wrong_value():
    import sympy as sp

    k = sp.Symbol("k", positive=True)
    assert formula.limit((2 * k + 1) / k, k, 2) and not formula.limit((2 * k + 1) / k, k, 1)


def test_formula_off_by_one_disagrees():
    f = formula.Formula("n + 1", lambda n: n + 1, lambda n: n)
    assert not f.agrees({"n": 3})[0]


def test_formula_replay_rejects_an_agreeing_point():
    f = formula.Formula("2n", lambda n: 2 * n, lambda n: n + n)
    assert formula.replay_formula(f, {"n": 4})[0] is False
    assert formula.replay_formula(formula.Formula("2n", lambda n: 2 * n, lambda n: n), {"n": 4})[0] is True


# --- the registry is complete and every mutant is caught --------------------------------------------

PROBES = {name: obj for name, obj in dict(globals()).items() if name.startswith("test_") and callable(obj)}

import test_engine_probes  # noqa: E402  (the probes of the paper slices' engines)

PROBES.update(
    {name: obj for name, obj in vars(test_engine_probes).items() if name.startswith("test_") and callable(obj)}
)


def _deciding(module_name: str) -> list[str]:
    mod = importlib.import_module(module_name)
    out = []
    for name, obj in vars(mod).items():
        if name.startswith("_") or inspect.ismodule(obj):
            continue
        if "__mutmut" in name:  # the copies mutmut 3 adds beside each function it mutates
            continue
        if getattr(obj, "__module__", None) != module_name:
            continue  # re-exports are covered where they are defined
        if not (inspect.isfunction(obj) or inspect.isclass(obj)):
            continue
        key = f"{module_name}:{name}"
        if key not in NOT_DECIDING:
            out.append(key)
    return out


DECIDING = [key for m in ENGINE_MODULES for key in _deciding(m)]


@pytest.mark.parametrize("key", DECIDING)
def test_every_deciding_engine_function_is_named_by_a_mutant(key):
    named = {m.engine for m in ENGINE_MUTANTS.values()}
    assert any(e == key or e.startswith(key + ".") for e in named), f"no engine mutant names {key}"


def test_engine_mutants_name_known_probes():
    for m in ENGINE_MUTANTS.values():
        assert m.caught_by, m.name
        for probe in m.caught_by:
            assert probe in PROBES, f"{m.name} names unknown probe {probe}"
        module, _, attr = m.engine.partition(":")
        obj = importlib.import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)


@pytest.mark.parametrize("name", sorted(ENGINE_MUTANTS))
def test_engine_mutant_is_caught(name):
    m = ENGINE_MUTANTS[name]
    for probe in m.caught_by:
        PROBES[probe]()  # passes on the real engine
    failed = []
    with m.applied():
        for probe in m.caught_by:
            try:
                PROBES[probe]()
            except (AssertionError, TimeoutError, pytest.fail.Exception):
                failed.append(probe)
    assert failed, f"engine mutant {name} ({m.description}) passes every probe: {', '.join(m.caught_by)}"
