"""Kill tests for `alltoall.checkers.rn.exact`: the default pricing solver, SCIP's
all-binary pricing model, local search with no start, the time-limit boundary of the column
generation, ``certify`` going on past a candidate the local search beats, ``refute``'s seconds key,
``structural_parts``'s terminal threshold and stage choice, ``lower_bound``'s progress message and
column loop (columns carried over, pricing seconds summed, ``check`` passed on), the simulator
disagreement message of ``paths_agree`` and the compact JSON of ``write_certificate``.

Seconds are made deterministic by replacing the module's ``time`` with a fake clock."""

from __future__ import annotations

import json

import numpy as np
import pytest

pytest.importorskip("pysat")

from alltoall.checkers.rn import bounds, exact  # noqa: E402
from alltoall.spec.topologies import gsen  # noqa: E402

# --- max_weight ----------------------------------------------------------------------------------


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


# --- local_search / fractional -------------------------------------------------------------------


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


# --- certify / refute ----------------------------------------------------------------------------


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


# --- structural_parts ----------------------------------------------------------------------------


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


# --- lower_bound ---------------------------------------------------------------------------------


def test_lower_bound_says_which_weighting_it_refutes(monkeypatch):
    """The structural search announces each weighting it refutes, with its parts and bound."""
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: None)
    msgs = []
    lb = exact.lower_bound(12, target=17, search=("structural",), progress=msgs.append)
    assert lb.bound == 12
    assert msgs == ["N = 12: refuting terminal (1 part(s), bound 16)"]


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


# --- paths_agree / write_certificate -------------------------------------------------------------


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
