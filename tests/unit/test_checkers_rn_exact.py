"""Tests of :mod:`alltoall.checkers.rn.exact`: the k-configuration search's result, the pricing solvers (the
default, SCIP's all-binary model, seed and time limit, CP-SAT's time limit) and their edge cases, certificates'
parts and seconds, the column generation (centre choice, bound message, time limit, columns carried over, its
seed), ``certify``, ``refute``, ``structural_parts`` (the switch-blocks weighting of GSEN(20), none for
GSEN(72)), the rejected certificate paths of ``lower_bound``, the whole re-check of ``check_certificate``, and
written proofs; then, against enumeration, the pricing step (``max_weight``, ``heavier``, the pricing terms),
the column generation's parts (initial columns, mirror, local search, candidates, master LP, the loop) and
R(12) >= 16 end to end (tampered certificates, files).
The module's clock is replaced by a fake one so the seconds it reports are exact."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pytest
import z3
from support.rn_pricing import all_configurations, pair_weights
from support.z3pins import solver_settings

pytest.importorskip("pysat")

from alltoall.checkers.rn import bounds, exact  # noqa: E402
from alltoall.checkers.rn import weightcnf as wc  # noqa: E402
from alltoall.spec.topologies import gsen  # noqa: E402


def test_feasible_reports_the_whole_pysat_result(monkeypatch, fake_clock):
    fake_clock(exact)
    r = exact.feasible(4, 4)
    assert r == {
        "N": 4,
        "k": 4,
        "backend": "pysat",
        "status": "sat",
        "seconds": 0.1235,
        "variables": 80,
        "clauses": 148,
        "configurations": [
            {"states": [[0, 1], [0, 1]]},
            {"states": [[0, 1], [1, 0]]},
            {"states": [[1, 0], [1, 0]]},
            {"states": [[1, 0], [0, 1]]},
        ],
    }


def test_feasible_unsat_has_no_configurations(monkeypatch, fake_clock):
    fake_clock(exact)
    r = exact.feasible(4, 3)
    assert r == {
        "N": 4,
        "k": 3,
        "backend": "pysat",
        "status": "unsat",
        "seconds": 0.1235,
        "variables": 60,
        "clauses": 115,
    }


def test_feasible_z3_backend(monkeypatch):
    r = exact.feasible(4, 4, backend="z3", time_limit=10)
    assert r["status"] == "sat" and r["backend"] == "z3" and len(r["configurations"]) == 4


def test_feasible_names_an_unknown_backend():
    with pytest.raises(ValueError) as e:
        exact.feasible(4, 4, backend="glucose")
    assert str(e.value) == "unknown backend 'glucose'"


def test_feasible_rejected_model_is_unknown(monkeypatch, fake_clock):
    monkeypatch.setattr(exact.ce, "check_upper", lambda cert: (False, "pair (0, 1) missed"))
    fake_clock(exact)
    r = exact.feasible(4, 4)
    assert r == {
        "N": 4,
        "k": 4,
        "backend": "pysat",
        "status": "unknown",
        "seconds": 0.1235,
        "variables": 80,
        "clauses": 148,
        "reason": "model rejected by brute force: pair (0, 1) missed",
    }


def test_max_weight_scip_zero_weights_single_solution():
    pytest.importorskip("pyscipopt")
    w, states, opt = exact.max_weight(4, [[0] * 4 for _ in range(4)], "scip")
    assert w == 0 and opt is True and np.array(states).shape == (2, 2)


def test_max_weight_z3_uniform():
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)], "z3", time_limit=5)
    assert (w, opt) == (4, True) and np.array(states).shape == (2, 2)


def test_fractional_with_no_time_returns_unsolved():
    r = exact.fractional(4, time_limit=0)
    assert r["duals"] == [None] and r["iterations"] == 0 and r["converged"] is True and np.isnan(r["lp"])
    assert r["N"] == 4 and len(r["columns"]) == len(exact.initial_columns(4))


def test_combine_of_two_parts():
    W, T = exact.combine_weightings(
        2, [{"weights": [[1, 2], [3, 4]], "threshold": 5}, {"weights": [[1, 1], [1, 1]], "threshold": 2}], 1
    )
    assert (W, T) == ([[1, 2], [3, 4]], 5)


@pytest.fixture(scope="module")
def lb12():
    return exact.lower_bound(12, target=16, search=("structural",))


def test_lower_bound_of_gsen_12_has_a_structural_certificate(lb12):
    c = lb12.certificate
    assert (lb12.N, lb12.bound, lb12.lp) == (12, 16, None)
    assert {k: v for k, v in c.items() if k != "parts"} == {
        "N": 12,
        "method": "weighting",
        "search": "terminal",
        "ones": 0,
        "bound": 16,
    }
    (p,) = c["parts"]
    assert set(p) == {
        "weights",
        "threshold",
        "cnf_sha256",
        "cnf_variables",
        "cnf_clauses",
        "proof_lines",
        "proof_format",
    }
    assert p["proof_format"] == "lrat"
    assert p["threshold"] == 1 and p["proof_lines"] == len(lb12.proofs[0])
    assert isinstance(p["cnf_clauses"], int) and isinstance(p["cnf_variables"], int)
    assert set(lb12.seconds) == {"search", "refutation", "proof_check"}
    assert lb12.message.startswith(
        "terminal: 1 part(s), weights sum 16, every configuration weighs <= 1: R(12) >= 16; "
        "all 1 LRAT proof(s) accepted ("
    )


def test_certificate_seconds_rounded_to_ms(monkeypatch, lb12, fake_clock):
    (part,) = lb12.certificate["parts"]
    fake_clock(exact)
    r = exact._certificate(12, "terminal", [{"weights": part["weights"], "threshold": 1}], 0, {})
    assert r.seconds == {"refutation": 0.37, "proof_check": 0.123}  # refute reads the clock twice


def test_certificate_rejected_falls_back_to_counting(monkeypatch, lb12, fake_clock):
    (part,) = lb12.certificate["parts"]
    monkeypatch.setattr(exact, "check_certificate", lambda cert, proofs, deadline=None: (False, 12, "nope"))
    fake_clock(exact)
    r = exact._certificate(12, "terminal", [{"weights": part["weights"], "threshold": 1}], 0, {"x": 1}, lp=3.5)
    assert r == exact.LowerBound(
        12,
        12,
        {"N": 12, "method": "counting"},
        [],
        {"x": 1, "refutation": 0.37, "proof_check": 0.123},
        3.5,
        "certificate rejected: nope",
    )


def test_lower_bound_counting_only():
    lb = exact.lower_bound(10, target=10, search=())
    assert lb == exact.LowerBound(10, 10, {"N": 10, "method": "counting"}, [], {}, None, "counting: R(10) >= 10")


@pytest.mark.parametrize(
    "step, secs",
    [
        (0.25, {"column_generation": 0.25, "exact_pricing": 0.5}),
        (0.123456, {"column_generation": 0.123, "exact_pricing": 0.247}),
    ],
)
def test_lower_bound_hands_the_column_weighting_and_its_seconds_in_ms_to_the_certificate(
    monkeypatch, fake_clock, step, secs
):
    seen = {}
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda *a: ("ok", {"weights": [[1]], "threshold": 1}))

    def cert(N, name, parts, ones, secs, lp=None, check=True, deadline=None):
        seen.update(name=name, parts=parts, ones=ones, secs=secs, lp=lp)
        return exact.LowerBound(N, 99, {}, [], secs, lp, "fake")

    monkeypatch.setattr(exact, "_certificate", cert)
    fake_clock(exact, step=step)
    lb = exact.lower_bound(10, target=11, search=("columns",), time_limit=100)
    assert lb.bound == 99
    assert seen == {
        "name": "column generation",
        "parts": [{"weights": [[1]], "threshold": 1}],
        "ones": 0,
        "secs": secs,
        "lp": 4.5,
    }


def test_lower_bound_columns_none_keeps_counting(monkeypatch, fake_clock):
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda *a: ("none", None))
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(10, target=11, search=("columns",), time_limit=100)
    assert lb == exact.LowerBound(
        10,
        10,
        {"N": 10, "method": "counting"},
        [],
        {},
        None,
        "counting: R(10) >= 10; column generation reached no weighting for 11 in 100s (LP 4.5)",
    )


def test_check_certificate_checks_every_part(lb12):
    (part,) = lb12.certificate["parts"]
    cert = dict(lb12.certificate, parts=[part, part], ones=0)
    ok, b, msg = exact.check_certificate(cert, [lb12.proofs[0], lb12.proofs[0]])
    assert (ok, b) == (True, 16) and msg.startswith("all 2 LRAT proof(s) accepted (")
    ok, _, msg = exact.check_certificate(cert, [lb12.proofs[0], lb12.proofs[0][:-1]])
    assert not ok and msg.startswith("part 1: LRAT proof rejected: ")


def test_max_weight_z3_honours_its_timeout():
    W = np.random.default_rng(0).integers(0, 5, (32, 32)).tolist()
    assert exact.max_weight(32, W, "z3", time_limit=0.001) == (None, None, False)  # unbounded: 128 in ~0.1 s


def test_max_weight_scip_accepts_a_single_solution(monkeypatch):
    pyscipopt = pytest.importorskip("pyscipopt")

    class One(pyscipopt.Model):
        def getNSols(self):
            return min(1, super().getNSols())

    monkeypatch.setattr(pyscipopt, "Model", One)
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)], "scip")
    assert (w, opt) == (4, True) and np.array(states).shape == (2, 2)


def test_feasible_keeps_variable_one_of_the_model():
    """At N = 10 the model sets x[(0, 0, 0)] (CNF variable 1): config 0 takes input 0's second tag."""
    r = exact.feasible(10, 10)
    assert r["status"] == "sat"
    assert r["configurations"][0] == {"states": [[1, 0, 1, 0, 1], [0, 0, 1, 1, 1], [0, 0, 1, 1, 1], [1, 1, 0, 1, 0]]}


def test_feasible_z3_hands_its_time_limit_on_and_reports_a_timeout_as_unknown(monkeypatch):
    seen = solver_settings(monkeypatch)
    exact.feasible(4, 4, backend="z3", time_limit=2.5)
    exact.feasible(4, 4, backend="z3", time_limit=0.0001)
    assert seen == [("timeout", 2500), ("timeout", 1)]  # in ms, at least 1
    monkeypatch.setattr(z3.Solver, "check", lambda self, *a: z3.unknown)
    r = exact.feasible(8, 7, backend="z3", time_limit=0.001)
    assert r["status"] == "unknown" and "configurations" not in r


@pytest.mark.parametrize("N,k,status", [(4, 3, "unsat"), (6, 5, "unsat"), (8, 8, "sat")])
def test_feasible_z3_agrees_with_pysat(N, k, status):
    r = exact.feasible(N, k, backend="z3", time_limit=30)
    assert r["status"] == status == exact.feasible(N, k)["status"]


def test_max_weight_scip_runs_with_a_fixed_seed_and_its_time_limit(monkeypatch):
    """SCIP pricing gets the time limit (60 s by default) and a fixed seed shift, so its configuration is
    reproducible."""
    pyscipopt = pytest.importorskip("pyscipopt")
    seen = []

    class Spy(pyscipopt.Model):
        def setParam(self, name, value):
            seen.append((name, value))
            return super().setParam(name, value)

    monkeypatch.setattr(pyscipopt, "Model", Spy)
    W = [[1] * 4 for _ in range(4)]
    assert exact.max_weight(4, W, "scip")[0] == exact.max_weight(4, W, "scip", time_limit=2)[0] == 4
    assert seen == [
        ("limits/time", 60.0),
        ("randomization/randomseedshift", 1),
        ("limits/time", 2.0),
        ("randomization/randomseedshift", 1),
    ]


def test_max_weight_default_solver_is_cpsat():
    """The default pricing solver (cpsat) is a known one and solves uniform weights optimally."""
    pytest.importorskip("ortools")
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)])
    assert (w, opt) == (4, True) and np.array(states).shape == (2, 2)


def test_max_weight_scip_model_is_all_binary(monkeypatch):
    """SCIP prices with a 0/1 program: the switch variables and every path variable z are binary."""
    pyscipopt = pytest.importorskip("pyscipopt")
    seen = []

    class Spy(pyscipopt.Model):
        def optimize(self):
            seen.extend(v.vtype() for v in self.getVars())
            return super().optimize()

    monkeypatch.setattr(pyscipopt, "Model", Spy)
    W = [[1] * 4 for _ in range(4)]
    w, states, opt = exact.max_weight(4, W, "scip")
    assert (w, opt) == (4, True)
    assert len(seen) == 4 + len(exact._pricing_terms(gsen.GSEN(4), W)) and set(seen) == {"BINARY"}


def test_local_search_without_starts_is_minus_one():
    """No start: no configuration, and the weight -1 (below every non-negative weight)."""
    net = gsen.GSEN(4)
    w, S = exact.local_search(net, np.ones((4, 4)), np.zeros((0, net.n, net.half), dtype=np.int64))
    assert (w, S) == (-1.0, None)


def test_fractional_stops_when_time_limit_reached_exactly(monkeypatch, fake_clock):
    """Elapsed time equal to the limit ends the column generation before an iteration."""
    fake_clock(exact, step=1.0)
    r = exact.fractional(4, time_limit=1.0)
    assert r["iterations"] == 0 and r["duals"] == [None] and np.isnan(r["lp"])


def test_fractional_is_reproducible_by_its_seed(monkeypatch, fake_clock):
    """The seed draws the pricing's random starts: two runs with one seed price from the same starts and end with
    the same columns and duals, another seed prices from other starts (one iteration at N = 8)."""
    pytest.importorskip("ortools")  # the master LP (GLOP)
    plain = exact.local_search
    seen = []

    def spy(net, y, starts):
        seen.append(starts)
        return plain(net, y, starts)

    monkeypatch.setattr(exact, "local_search", spy)
    runs = []
    for seed in (3, 3, 4):
        fake_clock(exact, step=1.0)
        runs.append(exact.fractional(8, time_limit=1.5, seed=seed))
    assert [r["iterations"] for r in runs] == [1, 1, 1]
    assert np.array_equal(seen[0], seen[1]) and not np.array_equal(seen[0], seen[2])
    assert np.array_equal(np.array(runs[0]["columns"]), np.array(runs[1]["columns"]))
    assert all(np.array_equal(a, b) for a, b in zip(runs[0]["duals"], runs[1]["duals"], strict=True))


def test_certify_tries_next_candidate_after_a_heavier_local_column(monkeypatch):
    """A candidate the local search beats is skipped; a later candidate proved exactly is returned."""
    W = np.ones((4, 4), dtype=np.int64)
    monkeypatch.setattr(exact, "_candidates", lambda duals: [W, W])
    heavy = np.zeros((2, 2), dtype=np.int64)
    answers = iter([(10.0, heavy), (0.0, None)])
    monkeypatch.setattr(exact, "local_search", lambda net, y, starts: next(answers))
    monkeypatch.setattr(exact, "heavier", lambda N, W, T, solver, left: None)
    kind, val = exact.certify(4, [None], 5)
    assert kind == "ok"
    assert val == {"weights": W.tolist(), "threshold": 3, "bound": 6}


def test_certify_skips_an_all_zero_weighting(monkeypatch):
    """A zero dual vector gives only zero weightings, which are skipped; the next dual vector is certified."""
    monkeypatch.setattr(exact, "local_search", lambda net, y, starts: (0.0, None))
    monkeypatch.setattr(exact, "heavier", lambda N, W, T, solver, left: None)
    kind, val = exact.certify(4, [np.zeros((4, 4)), np.ones((4, 4))], 5)
    assert (kind, val) == ("ok", {"weights": [[1] * 4 for _ in range(4)], "threshold": 3, "bound": 6})


def test_refute_solve_seconds_rounded_to_ms(monkeypatch, fake_clock):
    """refute reports solve_seconds (that key) rounded to milliseconds."""
    fake_clock(exact)
    r = exact.refute(2, [[1, 1], [1, 1]], 2)
    assert r["status"] == "unsat" and r["solve_seconds"] == 0.123
    assert {k for k in r} == {"status", "proof", "sha256", "variables", "clauses", "solve_seconds"}


def test_structural_parts_skip_terminal_cut_equal_to_n():
    """GSEN(6)'s terminal cut carries exactly N = 6 pairs: no terminal part (it bounds nothing above N)."""
    assert bounds.terminal_cut(gsen.GSEN(6))["bound"] == 6
    assert exact.structural_parts(6) == []


def test_structural_parts_choose_stage_of_greatest_gain(monkeypatch):
    """Of several stages with good blocks, the switch-blocks weighting comes from the greatest gain."""
    real = bounds.switch_items

    def one_type(net, st):  # keep each switch's most forced type only, no companions: every stage is good
        U, _ = real(net, st)
        out = {}
        for S in range(net.half):
            k = max(((S, x, y) for x in (0, 1) for y in (0, 1)), key=lambda k: U.get(k, 0))
            if U.get(k, 0):
                out[k] = U[k]
        return out, {}

    monkeypatch.setattr(bounds, "switch_items", one_type)
    ((name, parts, ones),) = exact.structural_parts(6)
    assert (name, len(parts), ones) == ("switch-blocks (stage 1)", 3, 2)
    assert [sum(map(sum, p["weights"])) for p in parts] == [40, 40, 40]


def test_lower_bound_says_which_weighting_it_refutes(monkeypatch):
    """The structural search announces each weighting it refutes, with its parts and bound."""
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: None)
    msgs = []
    lb = exact.lower_bound(12, target=17, search=("structural",), progress=msgs.append)
    assert lb.bound == 12
    assert msgs == ["N = 12: refuting terminal (1 part(s), bound 16)"]


def test_lower_bound_says_a_refutation_was_cut_short_only_past_the_deadline(monkeypatch):
    """A refutation that establishes nothing is "cut short at the time limit" only when the clock reads more than
    the deadline: at the deadline exactly (time limit 0, a clock that stands still) it is not."""
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: None)
    now = [100.0]
    monkeypatch.setattr(exact, "_monotonic", lambda: now[0])
    lb = exact.lower_bound(12, target=17, search=("structural",), time_limit=0.0)
    assert (lb.bound, lb.message) == (12, "counting: R(12) >= 12")
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: now.__setitem__(0, 100.5))
    lb = exact.lower_bound(12, target=17, search=("structural",), time_limit=0.0)
    assert lb.message == "counting: R(12) >= 12; terminal: refutation cut short at the time limit (0s)"


def test_lower_bound_column_loop_carries_columns_and_sums_pricing(monkeypatch, fake_clock):
    """A heavier column from exact pricing is added (with its mirror) to the columns of the next
    round; pricing seconds add up over rounds; ``check`` reaches the certificate."""
    calls = []

    def fractional(N, **kw):
        calls.append(kw)
        base = kw["columns"] if kw["columns"] is not None else ["c0"]
        return {"columns": list(base), "lp": 4.5, "duals": []}

    S = np.array([[0, 1], [1, 1]])
    answers = iter([("column", S), ("ok", {"weights": [[1]], "threshold": 1})])
    monkeypatch.setattr(exact, "fractional", fractional)
    monkeypatch.setattr(exact, "certify", lambda *a: next(answers))
    seen = {}

    def cert(N, name, parts, ones, secs, lp=None, check=True, deadline=None):
        seen.update(secs=secs, check=check)
        return exact.LowerBound(N, 99, {}, [], secs, lp, "fake")

    monkeypatch.setattr(exact, "_certificate", cert)
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(4, target=5, search=("columns",), time_limit=100, check=False)
    assert lb.bound == 99
    assert calls[0]["columns"] is None
    cols = calls[1]["columns"]
    assert len(cols) == 3 and cols[0] == "c0"
    assert cols[1].tolist() == [[0, 1], [1, 1]] and cols[2].tolist() == [[1, 0], [1, 1]]
    assert seen == {"secs": {"column_generation": 0.5, "exact_pricing": 1.0}, "check": False}


def test_paths_agree_reports_the_disagreeing_path(monkeypatch):
    """A path model that disagrees with the simulator is reported with input, tag and states."""
    real = gsen.path

    def wrong(net, i, F):  # the path of the next tag: another output port at the last stage
        return real(net, i, (F + 1) % net.tags)

    monkeypatch.setattr(gsen, "path", wrong)
    ok, msg = exact.paths_agree(4)
    tag = int(gsen.forward_tags(gsen.GSEN(4), gsen.family_states(gsen.GSEN(4), "sc", 0))[0])
    assert (ok, msg) == (False, f"P(0, {tag}) disagrees with the simulator under states [[0, 0], [0, 0]]")


def test_write_certificate_json_is_compact(tmp_path):
    """The certificate JSON is written with sorted keys and no spaces, one line."""
    lb = exact.LowerBound(4, 4, {"N": 4, "method": "counting", "b": [1, 2]})
    (p,) = exact.write_certificate(lb, tmp_path)
    assert p.read_text() == '{"N":4,"b":[1,2],"method":"counting","parts":[]}\n'
    assert json.loads(p.read_text())["N"] == 4


def test_max_weight_default_time_limit_is_60_seconds(monkeypatch):
    """Without ``time_limit``, CP-SAT pricing gets 60 s (one worker, seed 1)."""
    pytest.importorskip("ortools")
    from ortools.sat.python import cp_model

    seen = []

    class Spy(cp_model.CpSolver):
        def Solve(self, *a, **k):
            p = self.parameters
            seen.append((p.max_time_in_seconds, p.num_workers, p.random_seed))
            return super().Solve(*a, **k)

    monkeypatch.setattr(cp_model, "CpSolver", Spy)
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)])
    assert (w, opt, seen) == (4, True, [(60.0, 1, 1)])


def test_fractional_keeps_centre_of_best_ratio_and_reports_bound(monkeypatch, fake_clock):
    """The centre is replaced only by smoothed duals of a greater ratio sum / heaviest; the progress
    message shows that ratio as the bound."""
    ys = iter([np.ones((4, 4)), 2 * np.ones((4, 4))])
    monkeypatch.setattr(exact, "_master", lambda perms, N: (3.0, next(ys)))
    found = iter([(4.0, np.array([[1, 0], [0, 0]])), (10.0, np.array([[0, 1], [1, 1]]))])
    monkeypatch.setattr(exact, "local_search", lambda net, q, starts: next(found))
    fake_clock(exact, step=1.0)
    msgs = []
    r = exact.fractional(4, time_limit=2.5, progress=msgs.append, columns=[np.zeros((2, 2), dtype=np.int64)])
    assert r["iterations"] == 2 and r["converged"] is False
    (centre,) = r["duals"]
    assert centre.tolist() == np.ones((4, 4)).tolist()
    assert msgs[0] == "N = 4: iteration 1, LP 3.0000, heaviest 4.0000, bound 4.0000, 1 columns"


def test_refute_satisfiable_status_is_lowercase_sat():
    """A threshold every configuration exceeds is 'sat' (lower case), with no proof."""
    r = exact.refute(4, [[1] * 4 for _ in range(4)], 3)
    assert (r["status"], r["proof"]) == ("sat", None)


def _cells(W, v):
    return [(i, j) for i, row in enumerate(W) for j, w in enumerate(row) if w == v]


def test_structural_parts_of_gsen_20_are_switch_blocks():
    """GSEN(20)'s weighting: five switch blocks at stage 2, in switch order, each with its +1 and -1
    pairs."""
    ((name, parts, ones),) = exact.structural_parts(20)
    assert (name, ones) == ("switch-blocks (stage 2)", 4)
    assert [p["threshold"] for p in parts] == [20] * 5
    assert [(len(_cells(p["weights"], 2)), len(_cells(p["weights"], 0))) for p in parts] == [(32, 16)] * 5
    assert [min(_cells(p["weights"], 2)) for p in parts] == [(2, 0), (0, 12), (0, 16), (3, 12), (1, 8)]
    assert [min(_cells(p["weights"], 0)) for p in parts] == [(0, 4), (2, 8), (3, 0), (1, 16), (4, 12)]


def test_structural_parts_skip_blocks_without_gain():
    """GSEN(72)'s switch blocks gain nothing (as many -1 pairs as +1 pairs): no weighting at all."""
    assert exact.structural_parts(72) == []


def test_lower_bound_search_seconds_rounded_to_ms(monkeypatch, fake_clock):
    """The structural search's seconds reach the certificate rounded to 3 decimals."""
    seen = []
    monkeypatch.setattr(
        exact, "_certificate", lambda N, name, parts, ones, secs, check=True, deadline=None: seen.append(secs)
    )
    fake_clock(exact, step=0.123456)
    lb = exact.lower_bound(12, target=17, search=("structural",))
    assert lb.bound == 12 and seen == [{"search": 0.123}]


def test_lower_bound_rejected_structural_certificate_keeps_counting(monkeypatch):
    """A structural certificate rejected on re-check (bound N) does not replace the counting bound."""
    rejected = exact.LowerBound(
        12, 12, {"N": 12, "method": "counting"}, [], {"search": 0.0}, None, "certificate rejected: nope"
    )
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: rejected)
    lb = exact.lower_bound(12, target=17, search=("structural",))
    assert lb == exact.LowerBound(12, 12, {"N": 12, "method": "counting"}, [], {}, None, "counting: R(12) >= 12")


def test_lower_bound_passes_target_and_the_time_left_to_column_generation(monkeypatch, fake_clock):
    """The column generation is told the target, so it can stop once its bound reaches it, and only the time
    left of the limit."""
    calls = []

    def fractional(N, **kw):
        calls.append((kw["target"], kw["time_limit"]))
        return {"columns": [], "lp": 4.5, "duals": []}

    monkeypatch.setattr(exact, "fractional", fractional)
    monkeypatch.setattr(exact, "certify", lambda *a: ("none", None))
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(4, target=5, search=("columns",), time_limit=100)
    assert len(calls) == 1 and calls[0][0] == 5 and 99 < calls[0][1] < 100 and lb.bound == 4


@pytest.mark.parametrize("time_limit, pricing", [(0.5, 1.0), (1.5, 1.5), (3.0, 3.0)])
def test_lower_bound_gives_exact_pricing_the_time_left_but_at_least_one_second(
    monkeypatch, fake_clock, time_limit, pricing
):
    """Exact pricing gets what is left of the limit after the column generation, never less than one second."""
    seen = []
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda N, duals, target, solver, left: seen.append(left) or ("none", None))
    fake_clock(exact, step=0.0)  # a stopped clock: the whole limit is left
    assert exact.lower_bound(4, target=5, search=("columns",), time_limit=time_limit).bound == 4
    assert seen == [pricing]


def test_write_certificate_gzip_header_has_no_file_name(tmp_path):
    """A proof's gzip header names no file (FLG 0), so the bytes do not depend on the directory."""
    lb = exact.LowerBound(4, 5, {"N": 4, "method": "weighting", "parts": [{"threshold": 1}]}, [["1 0", "0"]])
    a = exact.write_certificate(lb, tmp_path / "a")[1].read_bytes()
    b = exact.write_certificate(lb, tmp_path / "bb")[1].read_bytes()
    assert a[3] == 0 and a == b
    assert gzip.decompress(a) == b"1 0\n0\n"


# --- check_certificate on small hand-made certificates: forgeries refused --------------------------


def column(N, j):
    """The weighting that counts the pairs delivered to output j: every configuration delivers one."""
    return [[1 if c == j else 0 for c in range(N)] for _ in range(N)]


def refuted_part(N, W, T, fmt="lrat"):
    """A certificate part refuting ``W > T`` and its proof (LRAT, or the same lemmas as DRAT)."""
    from alltoall.checkers.rn import lrat

    r = exact.refute(N, W, T)
    assert r["status"] == "unsat"
    proof = lrat.trim(r["proof"])
    if fmt == "drat":
        proof = [" ".join(ln.split()[1 : ln.split().index("0") + 1]) for ln in proof if ln.split()[1] != "d"]
    part = {"weights": W, "threshold": T, "cnf_sha256": r["sha256"], "proof_format": fmt}
    return part, proof


@pytest.fixture(scope="module")
def columns4():
    """The four parts 'output j receives at most one pair' of GSEN(4), with their LRAT proofs."""
    return [refuted_part(4, column(4, j), 1) for j in range(4)]


def test_check_certificate_of_one_column(columns4):
    part, proof = columns4[0]
    ok, b, msg = exact.check_certificate({"N": 4, "method": "weighting", "ones": 0, "parts": [part]}, [proof])
    assert (ok, b) == (True, 4)
    assert msg.startswith("all 1 LRAT proof(s) accepted (") and msg.endswith(" lemmas): R(4) >= 4")
    # "ones" and "method" default to 0 and "weighting"
    assert exact.check_certificate({"N": 4, "parts": [part]}, [proof]) == (ok, b, msg)


def test_check_certificate_drat_part():
    part, proof = refuted_part(4, column(4, 1), 1, fmt="drat")
    cert = {"N": 4, "method": "weighting", "parts": [part]}
    ok, b, msg = exact.check_certificate(cert, [proof])
    assert (ok, b) == (True, 4) and msg.startswith("all 1 DRAT proof(s) accepted (")
    # a part without a format is DRAT
    bare = {k: v for k, v in part.items() if k != "proof_format"}
    assert exact.check_certificate({"N": 4, "parts": [bare]}, [proof]) == (ok, b, msg)
    # a DRAT proof with a lemma that is not implied, or with no lemma, is refused with DRAT's reason
    assert exact.check_certificate(cert, [["1 0", *proof]]) == (
        False,
        4,
        "part 0: DRAT proof rejected: lemma 1 (1 0) is neither RUP nor RAT",
    )
    assert exact.check_certificate(cert, [[]]) == (
        False,
        4,
        "part 0: DRAT proof rejected: the proof ends without deriving the empty clause",
    )


def test_check_certificate_rejected_proof_message(columns4):
    part, proof = columns4[0]
    cert = {"N": 4, "parts": [part]}
    assert exact.check_certificate(cert, [proof[:-1]]) == (
        False,
        4,
        "part 0: LRAT proof rejected: the proof ends without deriving the empty clause",
    )
    assert exact.check_certificate(cert, [[]]) == (False, 4, "part 0: LRAT proof rejected: the proof is empty")
    # another part's proof does not refute this part's CNF
    assert exact.check_certificate(cert, [columns4[1][1]])[:2] == (False, 4)


def test_check_certificate_timed_out_proof_says_so(monkeypatch, columns4):
    from alltoall.checkers.rn import lrat

    part, proof = columns4[0]
    monkeypatch.setattr(lrat, "check", lambda *a, **k: lrat.LratResult(False, 3, 0, "cut", timed_out=True))
    assert exact.check_certificate({"N": 4, "parts": [part]}, [proof]) == (
        False,
        4,
        "part 0: LRAT proof rejected: cut (cut short at the time limit: nothing established)",
    )


def test_check_certificate_stops_only_once_the_clock_is_past_its_deadline(monkeypatch, columns4):
    """The deadline passes when the clock reads more than it: at the deadline exactly every part is still checked
    and accepted; a clock a microsecond past it cuts the check short before the first part."""
    import time

    part, proof = columns4[0]
    cert = {"N": 4, "parts": [part]}
    deadline = time.monotonic() + 3600.0  # the proof checker's own clock stays far below it
    monkeypatch.setattr(exact, "_monotonic", lambda: deadline)
    ok, b, msg = exact.check_certificate(cert, [proof], deadline=deadline)
    assert (ok, b) == (True, 4) and msg.startswith("all 1 LRAT proof(s) accepted (")
    monkeypatch.setattr(exact, "_monotonic", lambda: deadline + 1e-6)
    assert exact.check_certificate(cert, [proof], deadline=deadline) == (
        False,
        4,
        "part 0: cut short at the time limit: nothing established",
    )


def test_check_certificate_negative_combined_weighting_is_refused(columns4):
    """ones = 1 subtracts one from every pair: a single column goes negative elsewhere, refused."""
    part, proof = columns4[0]
    cert = {"N": 4, "method": "weighting", "ones": 1, "parts": [part]}
    assert exact.check_certificate(cert, [proof]) == (False, 4, "the combined weighting is negative on some pair")


def test_check_certificate_threshold_not_positive_is_refused(columns4):
    """All four columns minus ones = 1 is the zero weighting with threshold 0: no bound, refused."""
    parts, proofs = [p for p, _ in columns4], [q for _, q in columns4]
    assert exact.check_certificate({"N": 4, "parts": parts}, proofs)[:2] == (True, 4)
    assert exact.check_certificate({"N": 4, "ones": 1, "parts": parts}, proofs) == (
        False,
        4,
        "the combined threshold is not positive",
    )


def test_check_certificate_forged_parts(columns4):
    part, proof = columns4[0]
    # a heavier claim than the proof refutes: the CNF re-derived from the part differs
    forged = dict(part, weights=[[2 if c == 0 else 0 for c in range(4)] for _ in range(4)])
    assert exact.check_certificate({"N": 4, "parts": [forged]}, [proof]) == (
        False,
        4,
        "part 0: the CNF re-derived from the spec differs from the one refuted (digest mismatch)",
    )
    assert exact.check_certificate({"N": 4, "parts": [dict(part, proof_format="dratt")]}, [proof]) == (
        False,
        4,
        "part 0: unknown proof format 'dratt' (one of lrat, drat)",
    )
    assert exact.check_certificate({"N": 4, "parts": [part]}, [["x"]])[:2] == (False, 4)
    assert exact.check_certificate({"N": 4, "parts": [part]}, [tuple(proof)]) == (
        False,
        4,
        "part 0: the proof is not a list of lines",
    )
    assert exact.check_certificate({"N": 4, "parts": [5]}, [proof]) == (False, 4, "part 0: expected an object")


@pytest.mark.parametrize(
    "parts,proofs",
    [([], []), (None, []), ("x", ["x"]), ([{}], []), ([{}], [[], []]), ([{}], "p")],
)
def test_check_certificate_parts_and_proofs_must_match(parts, proofs):
    assert exact.check_certificate({"N": 4, "parts": parts}, proofs) == (
        False,
        4,
        "a weighting certificate lists one or more parts, one proof each",
    )


@pytest.mark.parametrize(
    "cert,message",
    [
        ("x", "malformed certificate: certificate: expected an object"),
        ([], "malformed certificate: certificate: expected an object"),
        ({"N": 3}, "malformed certificate: N: a GSEN needs an even number of terminals, got 3"),
        ({"N": 262}, "malformed certificate: N: certificates are re-checked up to N = 260, got 262"),
        ({"N": 4, "ones": -1, "parts": [{}]}, "malformed certificate: ones: must be >= 0, got -1"),
    ],
)
def test_check_certificate_malformed(cert, message):
    assert exact.check_certificate(cert, [[]]) == (False, 0, message)


def test_check_certificate_other_method():
    assert exact.check_certificate({"N": 4, "method": "counting"}, []) == (
        False,
        4,
        "not a weighting certificate (method 'counting')",
    )


def test_check_certificate_deadline_passed_before_any_part(columns4):
    part, proof = columns4[0]
    assert exact.check_certificate({"N": 4, "parts": [part]}, [proof], deadline=0.0) == (
        False,
        4,
        "part 0: cut short at the time limit: nothing established",
    )


def test_write_and_load_certificate_round_trip(tmp_path, columns4):
    part, proof = columns4[0]
    bare = {k: v for k, v in part.items() if k != "proof_format"}
    lb = exact.LowerBound(4, 4, {"N": 4, "method": "weighting", "parts": [part, bare]}, [proof, proof])
    files = exact.write_certificate(lb, tmp_path)
    assert [f.name for f in files] == ["rn_lower_N4.json", "rn_lower_N4_part0.lrat.gz", "rn_lower_N4_part1.drat.gz"]
    cert, proofs = exact.load_certificate(files[0])
    assert [p["proof"] for p in cert["parts"]] == ["rn_lower_N4_part0.lrat.gz", "rn_lower_N4_part1.drat.gz"]
    assert proofs == [proof, proof]


@pytest.mark.parametrize("name", ["../rn_lower_N4_part0.lrat.gz", None, 5, "sub/p.gz"])
def test_load_certificate_proof_outside_the_folder(tmp_path, parameter_error, name):
    (tmp_path / "c.json").write_text(json.dumps({"N": 4, "parts": [{"proof": name}]}))
    assert parameter_error(exact.load_certificate, tmp_path / "c.json") == (
        "proof",
        "c.json: part 0 names no proof file beside the certificate",
    )


def test_load_certificate_unreadable(tmp_path, parameter_error):
    (tmp_path / "c.json").write_text(json.dumps({"N": 4, "parts": [{"proof": "p.gz"}]}))
    (tmp_path / "p.gz").write_text("not gzip")
    parameter, message = parameter_error(exact.load_certificate, tmp_path / "c.json")
    assert parameter == "proof" and "p.gz: not a readable gzip file" in message
    (tmp_path / "c.json").write_text(json.dumps({"N": 4, "parts": 5}))
    assert parameter_error(exact.load_certificate, tmp_path / "c.json") == (
        "certificate",
        "c.json: expected an object with a list of parts",
    )
    (tmp_path / "c.json").write_text("{")
    parameter, message = parameter_error(exact.load_certificate, tmp_path / "c.json")
    assert parameter == "certificate" and message.startswith("c.json: not a readable JSON file (")


# --- lower_bound's time limit, column loop, certify, fractional ------------------------------------


def test_lower_bound_default_time_limit_is_300_seconds(monkeypatch, fake_clock):
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda *a: ("none", None))
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(10, target=11, search=("columns",))
    assert lb.message == "counting: R(10) >= 10; column generation reached no weighting for 11 in 300s (LP 4.5)"


def test_lower_bound_at_the_target_skips_the_columns(monkeypatch):
    def no(*a, **k):
        raise AssertionError("column generation run although the bound is reached")

    monkeypatch.setattr(exact, "fractional", no)
    lb = exact.lower_bound(10, target=10, search=("columns",))
    assert lb == exact.LowerBound(10, 10, {"N": 10, "method": "counting"}, [], {}, None, "counting: R(10) >= 10")


def test_lower_bound_time_limit_reached_exactly_runs_no_column_generation(monkeypatch, fake_clock):
    calls = []
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: calls.append(N))
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(10, target=11, search=("columns",), time_limit=0.25)
    assert calls == []
    assert lb.message == "counting: R(10) >= 10; column generation reached no weighting for 11 in 0s (LP None)"


def test_certify_goes_on_after_a_solver_timeout(monkeypatch):
    """A candidate whose exact check times out is passed over; the next one proved exactly is returned."""
    W = np.ones((4, 4), dtype=np.int64)
    monkeypatch.setattr(exact, "_candidates", lambda duals: [W, 2 * W])
    monkeypatch.setattr(exact, "local_search", lambda net, y, starts: (0.0, None))
    answers = iter([TimeoutError("gave up"), None])

    def heavier(N, W, T, solver, left):
        a = next(answers)
        if isinstance(a, Exception):
            raise a
        return a

    monkeypatch.setattr(exact, "heavier", heavier)
    assert exact.certify(4, [None], 5) == ("ok", {"weights": (2 * W).tolist(), "threshold": 7, "bound": 5})


def test_fractional_reports_its_seconds(fake_clock):
    fake_clock(exact, step=1.0)
    r = exact.fractional(4, time_limit=1.0)
    assert set(r) == {"N", "lp", "duals", "columns", "iterations", "converged", "seconds"}
    assert r["seconds"] == 2.0 and r["N"] == 4


def test_heavier_with_cadical():
    """Output 0 receives exactly one pair per configuration: none weighs more than 1 under its column,
    every one weighs 2 under twice that column."""
    assert exact.heavier(4, column(4, 0), 1) is None
    W = [[2 * v for v in row] for row in column(4, 0)]
    states = exact.heavier(4, W, 1)
    net = gsen.GSEN(4)
    assert np.array(states).shape == (net.n, net.half)
    assert (gsen.realize(net, np.array(states)) == 0).sum() == 1


def test_heavier_with_another_solver(monkeypatch):
    answers = iter([(5, "S", True), (3, "S", True), (3, "S", False)])
    monkeypatch.setattr(exact, "max_weight", lambda N, W, solver, tl: next(answers))
    assert exact.heavier(4, column(4, 0), 3, "z3", 7.0) == "S"
    assert exact.heavier(4, column(4, 0), 3, "z3", 7.0) is None
    with pytest.raises(TimeoutError, match="^z3 did not finish in 7s$"):
        exact.heavier(4, column(4, 0), 3, "z3", 7.0)


def test_fractional_keeps_the_earlier_centre_at_a_tie(monkeypatch, fake_clock):
    """At N = 8 the second iteration's smoothed duals give the bound of the first again (4 = 8 / 2): a tie, which
    keeps the first centre (the master's own symmetrized duals), as only a greater ratio replaces it."""
    pytest.importorskip("ortools")  # the master LP (GLOP)
    net = gsen.GSEN(8)
    _, y = exact._master([gsen.realize(net, S) for S in exact.initial_columns(8)], 8)
    first = 0.5 * (y + y[::-1, ::-1])
    fake_clock(exact, step=1.0)
    msgs = []
    r = exact.fractional(8, time_limit=2.5, progress=msgs.append)
    assert r["iterations"] == 2 and r["converged"] is False
    assert [m.split(", ")[3] for m in msgs] == ["bound 4.0000", "bound 4.0000"]
    (centre,) = r["duals"]
    assert np.array_equal(centre, first)


def test_max_weight_names_an_unknown_pricing_solver_and_the_choices():
    with pytest.raises(ValueError) as e:
        exact.max_weight(4, [[1] * 4 for _ in range(4)], "glpk")
    assert str(e.value) == "unknown pricing solver 'glpk' (one of cpsat, scip, z3, maxsat)"


def test_max_weight_z3_hands_its_time_limit_on_in_ms_at_least_1(monkeypatch):
    seen = []
    real = z3.Optimize.set

    def spy(self, *args, **keys):
        seen.append(args)
        return real(self, *args, **keys)

    monkeypatch.setattr(z3.Optimize, "set", spy)
    W = [[1] * 4 for _ in range(4)]
    exact.max_weight(4, W, "z3", time_limit=2.5)
    exact.max_weight(4, W, "z3", time_limit=0.0001)
    assert seen == [("timeout", 2500), ("timeout", 1)]


def test_write_certificate_makes_the_missing_folders(tmp_path):
    lb = exact.LowerBound(4, 4, {"N": 4, "method": "counting"})
    (p,) = exact.write_certificate(lb, tmp_path / "proofs" / "certificates")
    assert p == tmp_path / "proofs" / "certificates" / "rn_lower_N4.json" and p.is_file()


# --- the pricing step: the heaviest configuration under integer pair weights ----------------------
# chou-chen-2010, the exact R(N) lower bound: max_weight (z3, maxsat; cpsat and scip with the ``rn`` extra),
# heavier (CaDiCaL on weightcnf.weight_cnf) and the pricing terms (one per weighted path), by every solver,
# against enumeration of every configuration on N = 4, 6 (16 and 512 configurations).


def _brute(N: int, W) -> tuple[int, np.ndarray]:
    """(largest configuration weight, the configurations reaching it) by enumeration."""
    _, S, P = all_configurations(N)
    ws = np.asarray(W)[np.arange(N)[None, :], P].sum(axis=1)
    return int(ws.max()), S[ws == ws.max()]


# N = 6, seed 6: the heaviest configuration weighs 17 and is unique; N = 4, seed 4: 9, six of 16.
CASES = [(4, 4, 9, 6), (6, 6, 17, 1)]


def test_brute_force_reference_values():
    for N, seed, top, count in CASES:
        w, arg = _brute(N, pair_weights(N, seed))
        assert (w, len(arg)) == (top, count)


# --- exact._pricing_terms ----------------------------------------------------------------------


@pytest.mark.parametrize("N,seed", [(4, 4), (6, 6), (8, 1)])
def test_pricing_terms_weigh_every_configuration_exactly(N, seed):
    """The pricing objective (terms whose literals all hold) is the configuration's weight."""
    net = gsen.GSEN(N)
    W = pair_weights(N, seed)
    terms = exact._pricing_terms(net, W.tolist())
    d, _ = gsen.tag_table(net)
    assert len(terms) == sum(1 for i in range(N) for F in range(net.tags) if W[i, d[i, F]] > 0)
    assert all(w > 0 and len(lits) == net.n for w, lits in terms)
    rng = np.random.default_rng(seed)
    for S in list(rng.integers(0, 2, (12, net.n, net.half))) + [gsen.family_states(net, "sc", 0)]:
        flat = S.reshape(-1)
        got = sum(w for w, lits in terms if all(int(flat[k]) == b for k, b in lits))
        assert got == wc.config_weight(N, W.tolist(), S.tolist())


def test_pricing_terms_of_gsen4_uniform():
    net = gsen.GSEN(4)
    terms = exact._pricing_terms(net, [[1] * 4] * 4)
    assert len(terms) == 16 and {w for w, _ in terms} == {1}
    # input 0 with tag 0: terminal 0 -> switch 0 port 0, out port 0 (straight) at both stages
    assert terms[0] == (1, [(0, 0), (2, 0)])
    # input 0 with tag 3 (out ports 1, 1): switch 0 crossed at stage 0, then switch 1 entered on port 0
    assert terms[3] == (1, [(0, 1), (3, 1)])
    assert exact._pricing_terms(net, [[0] * 4] * 4) == []


# --- exact.max_weight ------------------------------------------------------------------------

SOLVERS = ["z3", "maxsat"]


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("N,seed,top,count", CASES)
def test_max_weight_is_the_enumerated_maximum(solver, N, seed, top, count):
    W = pair_weights(N, seed)
    w, states, optimal = exact.max_weight(N, W.tolist(), solver, time_limit=30)
    net = gsen.GSEN(N)
    assert (w, optimal) == (top, True)
    assert np.asarray(states).shape == (net.n, net.half)
    assert wc.config_weight(N, W.tolist(), states) == top
    _, arg = _brute(N, W)
    assert any((np.asarray(states) == a).all() for a in arg)


@pytest.mark.parametrize("solver", SOLVERS)
def test_max_weight_unique_optimum_n6(solver):
    W = pair_weights(6, 6)
    _, arg = _brute(6, W)
    _, states, _ = exact.max_weight(6, W, solver)  # numpy weights are accepted
    assert np.asarray(states).tolist() == arg[0].tolist()


@pytest.mark.parametrize("solver", SOLVERS)
def test_max_weight_single_pair_and_zero_weights(solver):
    N = 6
    W = np.zeros((N, N), dtype=int)
    W[2, 5] = 7
    w, states, opt = exact.max_weight(N, W.tolist(), solver)
    assert (w, opt) == (7, True) and int(gsen.realize(gsen.GSEN(N), np.asarray(states))[2]) == 5
    w, states, opt = exact.max_weight(N, np.zeros((N, N), dtype=int).tolist(), solver)
    assert (w, opt) == (0, True) and np.asarray(states).shape == (3, 3)


def test_max_weight_unknown_solver():
    with pytest.raises(ValueError, match="unknown pricing solver 'glop'"):
        exact.max_weight(4, [[1] * 4] * 4, "glop")


@pytest.mark.parametrize("solver,module", [("cpsat", "ortools"), ("scip", "pyscipopt")])
def test_max_weight_extra_solvers(solver, module):
    pytest.importorskip(module)
    for N, seed, top, _ in CASES:
        W = pair_weights(N, seed)
        w, states, opt = exact.max_weight(N, W.tolist(), solver, time_limit=30)
        assert (w, opt) == (top, True) and wc.config_weight(N, W.tolist(), states) == top
    _, arg = _brute(6, pair_weights(6, 6))
    assert exact.max_weight(6, pair_weights(6, 6).tolist(), solver)[1] == arg[0].tolist()


# --- exact.heavier ------------------------------------------------------------------------------


@pytest.mark.parametrize("solver", ["cadical", "z3", "maxsat"])
def test_heavier_decides_against_enumeration(solver):
    W = pair_weights(6, 6)
    _, arg = _brute(6, W)
    states = exact.heavier(6, W.tolist(), 16, solver)
    assert np.asarray(states).tolist() == arg[0].tolist()  # the only configuration above 16 weighs 17
    assert exact.heavier(6, W.tolist(), 17, solver) is None
    W4 = pair_weights(4, 4)
    s4 = exact.heavier(4, W4.tolist(), 8, solver)
    assert wc.config_weight(4, W4.tolist(), s4) == 9
    assert exact.heavier(4, W4.tolist(), 9, solver) is None


def test_heavier_uniform_weights_every_configuration_delivers_n_pairs():
    for N in (4, 6, 8):
        ones = [[1] * N] * N
        s = exact.heavier(N, ones, N - 1)
        assert s is not None and wc.config_weight(N, ones, s) == N
        assert exact.heavier(N, ones, N) is None


def test_heavier_terminal_weighting_n12():
    """The 16 pairs forced through one terminal (R(12) >= 16): no configuration delivers two."""
    ((name, parts, ones),) = [p for p in exact.structural_parts(12) if p[0] == "terminal"]
    W = parts[0]["weights"]
    assert exact.heavier(12, W, 1) is None
    s = exact.heavier(12, [[2 * w for w in r] for r in W], 1)  # doubled: one forced pair weighs 2 > 1
    assert s is not None and wc.config_weight(12, W, s) == 1


def test_heavier_reports_solver_giving_up(monkeypatch):
    W = pair_weights(6, 6).tolist()
    _, arg = _brute(6, pair_weights(6, 6))
    best = arg[0].tolist()
    monkeypatch.setattr(exact, "max_weight", lambda N, W, solver, limit: (17, best, False))
    assert exact.heavier(6, W, 16, "z3") == best  # a heavier configuration needs no optimality proof
    with pytest.raises(TimeoutError, match="z3 did not finish in 5s"):
        exact.heavier(6, W, 17, "z3", time_limit=5)
    monkeypatch.setattr(exact, "max_weight", lambda N, W, solver, limit: (None, None, False))
    with pytest.raises(TimeoutError):
        exact.heavier(6, W, 17, "maxsat")
    monkeypatch.setattr(exact, "max_weight", lambda N, W, solver, limit: (17, best, True))
    assert exact.heavier(6, W, 17, "maxsat") is None


def test_heavier_cadical_conflict_budget(monkeypatch):
    """With no conflicts allowed, CaDiCaL gives up on the N = 12 terminal refutation."""
    ((_, parts, _),) = [p for p in exact.structural_parts(12) if p[0] == "terminal"]
    monkeypatch.setattr(exact, "CONFLICT_BUDGET", 1)
    with pytest.raises(TimeoutError, match="after 1 conflicts"):
        exact.heavier(12, parts[0]["weights"], 1)


# --- column generation towards the exact lower bound ----------------------------------------------
# chou-chen-2010: the starting columns, the complement automorphism, the local-search pricing, the integer
# weightings made from the duals and their exact certification, the master LP and the stabilized loop. Small N
# (4, 6, 12) with answers known independently: R(4) = 4, R(6) = 6 (counting bound met by Theorem 3.8 / 4.4
# constructions), R(12) = 16 (Theorem 5.4; the 16 pairs forced through one terminal weigh at most 1 in every
# configuration). The master LP (GLOP) needs the ``rn`` extra (ortools); exact.fractional is also run with a
# scripted master so its loop is checked without it.


def _terminal_weights(N: int = 12) -> list[list[int]]:
    ((_, parts, _),) = [p for p in exact.structural_parts(N) if p[0] == "terminal"]
    return parts[0]["weights"]


def _weight(net, y, S) -> float:
    return float(np.asarray(y)[np.arange(net.N), gsen.realize(net, np.asarray(S))].sum())


# --- _best_upper, initial_columns, _mirror -----------------------------------------------------


def test_best_upper_is_the_established_construction():
    assert [exact._best_upper(N) for N in (4, 6, 8, 10, 12, 20)] == [4, 6, 8, 10, 16, 24]
    # R(36): the stored cover of 36 configurations (prefix translates) meets the counting bound
    assert exact._best_upper(36) == 36


def test_initial_columns_are_every_stage_control_family_configuration():
    for N in (4, 6, 12):
        net = gsen.GSEN(N)
        cols = exact.initial_columns(N)
        assert len(cols) == len(gsen.FAMILIES) * net.tags == 4 * net.tags
        want = [gsen.family_states(net, f, C) for f in gsen.FAMILIES for C in range(net.tags)]
        assert all(np.array_equal(a, b) for a, b in zip(cols, want))
        P = gsen.realize(net, np.array(cols))
        cov = np.zeros((N, N), dtype=bool)
        for p in P:
            cov[np.arange(N), p] = True
        assert cov.all()  # Theorem 3.8: the stage-control configurations alone deliver every pair
    assert [c.tolist() for c in exact.initial_columns(4)[:4]] == [
        [[0, 0], [0, 0]],
        [[0, 0], [1, 1]],
        [[1, 1], [0, 0]],
        [[1, 1], [1, 1]],
    ]


def test_mirror_is_the_complement_automorphism():
    for N in (4, 6, 8):
        net = gsen.GSEN(N)
        S = np.array(list(gsen.all_states(net)))[:: max(1, (1 << (net.n * net.half)) // 300)]
        P, M = gsen.realize(net, S), gsen.realize(net, exact._mirror(S))
        assert (M == N - 1 - P[:, ::-1]).all()
    S = np.arange(12).reshape(2, 6) % 2
    assert exact._mirror(S).tolist() == [[1, 0, 1, 0, 1, 0], [1, 0, 1, 0, 1, 0]]
    assert exact._mirror(np.array([[1, 0, 0], [1, 1, 0]])).tolist() == [[0, 0, 1], [0, 1, 1]]
    assert exact._mirror(np.array([[[0, 1]], [[1, 1]]])).tolist() == [[[1, 0]], [[1, 1]]]
    assert exact._mirror(S).flags["C_CONTIGUOUS"]


# --- local_search ---------------------------------------------------------------------------------


def test_local_search_from_every_configuration_finds_the_maximum():
    net = gsen.GSEN(6)
    y = np.random.default_rng(3).random((6, 6))
    S = np.array(list(gsen.all_states(net)))
    ws = y[np.arange(6)[None, :], gsen.realize(net, S)].sum(axis=1)
    w, best = exact.local_search(net, y, S[::16])
    assert w == pytest.approx(ws.max()) and _weight(net, y, best) == pytest.approx(w)


def test_local_search_stops_at_a_local_maximum():
    net = gsen.GSEN(8)
    rng = np.random.default_rng(5)
    y = rng.random((8, 8))
    for start in rng.integers(0, 2, (4, net.n, net.half)):
        w, S = exact.local_search(net, y, [start])
        assert w >= _weight(net, y, start) - 1e-12 and _weight(net, y, S) == pytest.approx(w)
        for s in range(net.n):
            for k in range(net.half):
                T = S.copy()
                T[s, k] ^= 1
                assert _weight(net, y, T) <= w + 1e-9


def test_local_search_round_limit_and_steepest_step():
    net = gsen.GSEN(8)
    y = np.random.default_rng(7).random((8, 8))
    start = np.zeros((net.n, net.half), dtype=np.int64)
    w0, S0 = exact.local_search(net, y, [start], rounds=0)
    assert w0 == pytest.approx(_weight(net, y, start)) and (S0 == start).all()
    nbrs = []
    for s in range(net.n):
        for k in range(net.half):
            T = start.copy()
            T[s, k] ^= 1
            nbrs.append(_weight(net, y, T))
    w1, S1 = exact.local_search(net, y, [start], rounds=1)
    assert w1 == pytest.approx(max(nbrs)) and int(np.abs(S1 - start).sum()) == 1
    w2, _ = exact.local_search(net, y, [start], rounds=2)
    assert w2 > w1


def test_local_search_ties_keep_the_first_start():
    net = gsen.GSEN(6)
    a, b = gsen.family_states(net, "sc", 3), gsen.family_states(net, "sc", 5)
    w, S = exact.local_search(net, np.zeros((6, 6)), [a, b])
    assert w == 0.0 and (S == a).all()  # no flip improves on 0: the first start, unchanged
    w, S = exact.local_search(net, np.full((6, 6), 1 / 6), [b, a])
    assert w == pytest.approx(1.0) and (S == b).all()


# --- _candidates ------------------------------------------------------------------------------


def test_candidates_rationalized_then_rounded():
    got = exact._candidates([[[0.5, 0.25], [0.0, 1 / 3]]], scales=(1, 3, 5))
    assert [c.tolist() for c in got] == [[[6, 3], [0, 4]], [[1, 0], [0, 1]], [[3, 2], [0, 2]], [[5, 2], [0, 3]]]
    assert all(c.dtype == np.int64 for c in got)
    # denominators limited to 240: 1/241 becomes 1/240, so the common denominator is 240
    got = exact._candidates([[[1 / 241, 1 / 3], [0.0, 1 / 3]]], scales=(2,))
    assert [c.tolist() for c in got] == [[[1, 80], [0, 80]], [[0, 2], [0, 2]]]
    # odd denominators only: the lcm starts at 1
    assert exact._candidates([[[1 / 3, 2 / 3], [1 / 9, 0.0]]], scales=())[0].tolist() == [[3, 6], [1, 0]]


def test_candidates_skip_large_denominators_and_zero_duals():
    y = [[1 / 239, 1 / 233], [1 / 229, 1 / 227]]  # lcm far above 4096: only the grid roundings
    assert [c.tolist() for c in exact._candidates([y], scales=(4,))] == [[[4, 4], [4, 4]]]
    assert [c.tolist() for c in exact._candidates([np.zeros((2, 2))], scales=(2,))] == [[[0, 0], [0, 0]]] * 2
    two = exact._candidates([np.ones((3, 3)), np.full((3, 3), 0.5)])
    assert len(two) == 2 * (1 + len(exact.SCALES))
    assert [int(c[0, 0]) for c in two[:17]] == [1, *exact.SCALES]
    assert int(two[17][0, 0]) == 1 and int(two[18][0, 0]) == 1  # 1/2 everywhere: denominator 2 * 1/2; then 1 * 1


# --- certify ----------------------------------------------------------------------------------


def test_certify_terminal_weighting_n12():
    W = _terminal_weights()
    assert sum(map(sum, W)) == 16
    kind, val = exact.certify(12, [np.array(W, dtype=float)], 16)
    assert kind == "ok"
    assert val == {"weights": W, "threshold": 1, "bound": 16}


def test_certify_returns_a_heavier_column_when_the_target_is_too_high():
    W = _terminal_weights()
    kind, S = exact.certify(12, [np.array(W, dtype=float)], 17)
    assert kind == "column" and wc.config_weight(12, W, np.asarray(S).tolist()) == 1
    # uniform duals on GSEN(4): every configuration weighs N = 4 > T = 3, so 5 is out of reach
    kind, S = exact.certify(4, [np.ones((4, 4))], 5)
    assert kind == "column" and np.asarray(S).shape == (2, 2)


def test_certify_uniform_duals_give_the_counting_bound():
    kind, val = exact.certify(6, [np.ones((6, 6))], 6)
    # the largest T with ceil(36 / T) >= 6 is 7 (not N = 6): every configuration weighs 6 <= 7
    assert kind == "ok" and val == {"weights": [[1] * 6] * 6, "threshold": 7, "bound": 6}


def test_certify_small_targets_and_the_threshold_cap():
    # target 2 on GSEN(4): T = ceil(16 / 1) - 1 = 15
    assert exact.certify(4, [np.ones((4, 4))], 2) == ("ok", {"weights": [[1] * 4] * 4, "threshold": 15, "bound": 2})
    # duals 300: the rational weighting needs T = 4799 > 4096 (skipped); the grid-1 rounding is all ones
    assert exact.certify(4, [np.full((4, 4), 300.0)], 2) == (
        "ok",
        {"weights": [[1] * 4] * 4, "threshold": 15, "bound": 2},
    )


def test_certify_nothing_to_try():
    assert exact.certify(12, [np.zeros((12, 12))], 16) == ("none", None)
    assert exact.certify(12, [np.array(_terminal_weights(), dtype=float)], 1) == ("none", None)
    assert exact.certify(12, [], 16) == ("none", None)


def test_certify_exact_solver_when_local_search_finds_nothing(monkeypatch):
    W = _terminal_weights()
    calls = []
    real = exact.heavier

    def spy(N, Wk, T, solver, limit):
        calls.append((N, T, solver, sum(map(sum, Wk))))
        return real(N, Wk, T, solver, limit)

    nstarts = []
    monkeypatch.setattr(exact, "local_search", lambda net, y, starts: (nstarts.append(len(starts)), (-1.0, None))[1])
    monkeypatch.setattr(exact, "heavier", spy)
    kind, S = exact.certify(12, [np.array(W, dtype=float)], 17, "maxsat")
    assert kind == "column" and wc.config_weight(12, W, np.asarray(S).tolist()) == 1
    # rational W and grid 1 give T = ceil(16 / 16) - 1 = 0 (skipped); grid 2: T = ceil(32 / 16) - 1 = 1
    assert calls[0] == (12, 1, "maxsat", 32)
    assert set(nstarts) == {16}  # every other one of the 32 doubly and alternating configurations
    calls.clear()
    assert exact.certify(12, [np.array(W, dtype=float)], 16, "cadical")[0] == "ok"
    assert calls == [(12, 1, "cadical", 16)]


def test_certify_solver_timeouts_and_clock(monkeypatch):
    W = np.array(_terminal_weights(), dtype=float)
    assert exact.certify(12, [W], 16, time_limit=0.0) == ("none", None)

    def gives_up(*a):
        raise TimeoutError("no answer")

    monkeypatch.setattr(exact, "heavier", gives_up)
    assert exact.certify(12, [W], 16) == ("none", None)


# --- the master LP and the loop (fractional) ----------------------------------------------------


def test_master_lp_values_and_duals():
    pytest.importorskip("ortools")
    cyc = [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    val, y = exact._master(cyc, 3)
    assert val == pytest.approx(3.0) and y.shape == (3, 3) and (y >= 0).all()
    assert y.sum() == pytest.approx(3.0)  # strong duality
    for p in cyc:
        assert sum(y[i, j] for i, j in enumerate(p)) <= 1 + 1e-9  # dual feasible
    # a redundant column is not used: still 3
    assert exact._master(cyc + [[0, 2, 1]], 3)[0] == pytest.approx(3.0)
    with pytest.raises(RuntimeError, match="master LP status"):
        exact._master(cyc[:2], 3)  # pair (0, 2) delivered by no column: infeasible


@pytest.mark.parametrize("N,lp", [(4, 4.0), (6, 6.0)])
def test_fractional_counting_bound_met(N, lp):
    pytest.importorskip("ortools")
    lines = []
    fr = exact.fractional(N, time_limit=30, progress=lines.append)
    assert fr["lp"] == pytest.approx(lp) and fr["converged"] and fr["iterations"] == 1 and fr["N"] == N
    assert len(fr["columns"]) == 4 * gsen.GSEN(N).tags
    y = fr["duals"][0]
    assert y.sum() == pytest.approx(lp)
    assert exact.local_search(gsen.GSEN(N), y, np.array(fr["columns"]))[0] <= 1 + 1e-9
    assert lines and lines[0].startswith(f"N = {N}: iteration 1, LP {lp:.4f}")


def test_fractional_n12_reaches_the_target():
    pytest.importorskip("ortools")
    fr = exact.fractional(12, target=16, time_limit=60)
    assert fr["lp"] == pytest.approx(16.0)
    kind, val = exact.certify(12, fr["duals"], 16)
    assert kind == "ok" and val["bound"] == 16


class _Master:
    """A scripted master LP: returns the given (value, duals) in turn and records the columns."""

    def __init__(self, script):
        self.script = list(script)
        self.seen: list[int] = []

    def __call__(self, perms, N):
        self.seen.append(len(perms))
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]


def test_fractional_loop_stops_when_no_column_prices_out(monkeypatch):
    """Uniform duals 1/N on GSEN(4): every configuration weighs exactly 1, so the first pricing stops."""
    y = np.full((4, 4), 0.25)
    m = _Master([(4.0, y)])
    monkeypatch.setattr(exact, "_master", m)
    fr = exact.fractional(4, time_limit=30)
    assert (fr["lp"], fr["iterations"], fr["converged"], m.seen) == (4.0, 1, True, [16])
    assert len(fr["duals"]) == 2 and all(np.array_equal(d, y) for d in fr["duals"])
    assert len(fr["columns"]) == 16


def test_fractional_loop_adds_the_mirror_column(monkeypatch):
    """Duals 2/N everywhere on GSEN(12): every configuration weighs 2 > 1, the local search keeps
    its first start (the one column), whose mirror image is new and joins; the smoothed bound
    24 / 2 = 12 passes target - 1 + MARGIN = 11.5."""
    net = gsen.GSEN(12)
    y = np.full((12, 12), 2 / 12)
    alt0 = gsen.family_states(net, "alternating", 0)
    assert not np.array_equal(gsen.realize(net, exact._mirror(alt0)), gsen.realize(net, alt0))
    m = _Master([(12.0, y)])
    monkeypatch.setattr(exact, "_master", m)
    fr = exact.fractional(12, target=12, time_limit=30, columns=[alt0])
    assert (fr["iterations"], fr["converged"], m.seen, len(fr["columns"])) == (1, True, [1], 2)
    assert np.array_equal(fr["columns"][1], exact._mirror(alt0))
    assert len(fr["duals"]) == 2 and fr["lp"] == 12.0
    # the sc configurations are their own mirror images: nothing new, one iteration
    m3 = _Master([(12.0, y)])
    monkeypatch.setattr(exact, "_master", m3)
    fr = exact.fractional(12, time_limit=30, columns=[gsen.family_states(net, "sc", 5)])
    assert (fr["iterations"], len(fr["columns"])) == (1, 1)


def test_fractional_mispricing_prices_the_master_duals_next(monkeypatch):
    """GSEN(4), one column A_0: duals 0.3 everywhere (every configuration weighs 1.2) add the mirror
    column; the next duals 0.05 smooth to 0.225 (weight 0.9 <= 1, but not the master's own duals), so the
    following iteration prices the master's duals 1/4 unsmoothed and stops there (converged)."""
    net = gsen.GSEN(4)
    alt0 = gsen.family_states(net, "alternating", 0)
    assert not np.array_equal(gsen.realize(net, exact._mirror(alt0)), gsen.realize(net, alt0))
    y3 = np.full((4, 4), 0.25)
    m = _Master([(1.0, np.full((4, 4), 0.3)), (2.0, np.full((4, 4), 0.05)), (4.0, y3)])
    monkeypatch.setattr(exact, "_master", m)
    priced = []
    real = exact.local_search
    monkeypatch.setattr(
        exact, "local_search", lambda net, q, starts: (priced.append(float(q[0, 0])), real(net, q, starts))[1]
    )
    fr = exact.fractional(4, time_limit=30, columns=[alt0])
    assert priced == pytest.approx([0.3, 0.7 * 0.3 + 0.3 * 0.05, 0.25])  # smoothed towards the center 0.3
    assert (fr["iterations"], fr["converged"], fr["lp"], m.seen, len(fr["columns"])) == (3, True, 4.0, [1, 2, 2], 2)
    assert len(fr["duals"]) == 2 and all(np.array_equal(d, y3) for d in fr["duals"])  # y and the new center


def test_fractional_symmetrizes_the_duals(monkeypatch):
    """The master's duals are averaged with their complement image before pricing."""
    y = np.zeros((4, 4))
    y[0, 1] = 1.0  # its mirror pair is (3, 2)
    monkeypatch.setattr(exact, "_master", _Master([(1.0, y)]))
    priced = []
    real = exact.local_search

    def spy(net, q, starts, rounds=200):
        priced.append((q.copy(), len(starts)))
        return real(net, q, starts, rounds)

    monkeypatch.setattr(exact, "local_search", spy)
    fr = exact.fractional(4, time_limit=30)
    q, nstarts = priced[0]
    want = np.zeros((4, 4))
    want[0, 1] = want[3, 2] = 0.5
    assert np.array_equal(q, want) and nstarts == 8 + 6  # the last 8 columns and 6 random starts
    assert fr["converged"] and fr["iterations"] == 1 and np.array_equal(fr["duals"][0], want)


def test_fractional_time_limit_zero(monkeypatch):
    monkeypatch.setattr(exact, "_master", _Master([(4.0, np.full((4, 4), 0.25))]))
    fr = exact.fractional(4, time_limit=0.0)
    assert fr["iterations"] == 0 and np.isnan(fr["lp"]) and len(fr["columns"]) == 16


# --- lower_bound's certificates end to end: R(12) >= 16, tampering, files -------------------------
# chou-chen-2010: the structural and column-generation certificates of R(12) >= 16 (Theorem 5.4), tampered
# parts refused, the counting bound without a solver, GSEN(20)'s switch-block weighting, the files round trip.


def test_r12_certificate_and_tampering():
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("structural",))
    assert lb.bound == 16, lb.message
    ok, b, _ = exact.check_certificate(lb.certificate, lb.proofs)
    assert ok and b == 16
    bad = dict(lb.certificate, parts=[dict(lb.certificate["parts"][0], threshold=2)])
    assert not exact.check_certificate(bad, lb.proofs)[0]  # digest mismatch
    W = [row[:] for row in lb.certificate["parts"][0]["weights"]]
    i, j = next((i, j) for i in range(12) for j in range(12) if W[i][j] == 0)
    W[i][j] = 1
    assert not exact.check_certificate(
        dict(lb.certificate, parts=[dict(lb.certificate["parts"][0], weights=W)]), lb.proofs
    )[0]
    assert not exact.check_certificate(lb.certificate, [lb.proofs[0][: len(lb.proofs[0]) // 2]])[0]


def test_counting_bound_needs_no_solver():
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(10, target=10, search=("structural",))
    assert lb.bound == 10 and lb.certificate["method"] == "counting"


def test_structural_parts_n20_is_the_switch_block_weighting():
    from alltoall.checkers.rn import exact

    found = {name: (parts, ones) for name, parts, ones in exact.structural_parts(20)}
    name = next(n for n in found if n.startswith("switch-blocks"))
    parts, ones = found[name]
    W, T = exact.combine_weightings(20, parts, ones)
    assert (len(parts), sum(map(sum, W)), T, wc.bound_of(W, T)) == (5, 480, 20, 24)


def test_column_generation_n12():
    pytest.importorskip("ortools")
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("columns",), time_limit=60)
    assert lb.bound == 16, lb.message


def test_certificate_files_roundtrip(tmp_path):
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("structural",))
    files = exact.write_certificate(lb, tmp_path)
    again = exact.write_certificate(lb, tmp_path / "b")
    assert [f.read_bytes() for f in files] == [f.read_bytes() for f in again]
    cert, proofs = exact.load_certificate(files[0])
    assert exact.check_certificate(cert, proofs)[:2] == (True, 16)
