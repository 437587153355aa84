"""Kill tests for `alltoall.checkers.rn.exact` (issue 13): the k-configuration search's result dict,
pricing solvers' edge cases, certificates' part/seconds dicts, the rejected-certificate and
column-generation paths of ``lower_bound``, and the whole re-check of ``check_certificate``.

Seconds are made deterministic by replacing the module's ``time`` with a fake clock."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pysat")

from alltoall.checkers.rn import exact  # noqa: E402

# --- feasible ------------------------------------------------------------------------------------


def test_feasible_pysat_result_dict_is_pinned(monkeypatch, fake_clock):
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
    assert 0 <= r["seconds"] < 60


def test_feasible_real_seconds_are_small():
    assert 0 <= exact.feasible(4, 4)["seconds"] < 60


def test_feasible_unknown_backend_message():
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


# --- max_weight ----------------------------------------------------------------------------------


def test_max_weight_scip_zero_weights_single_solution():
    pytest.importorskip("pyscipopt")
    w, states, opt = exact.max_weight(4, [[0] * 4 for _ in range(4)], "scip")
    assert w == 0 and opt is True and np.array(states).shape == (2, 2)


def test_max_weight_z3_uniform():
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)], "z3", time_limit=5)
    assert (w, opt) == (4, True) and np.array(states).shape == (2, 2)


# --- local_search --------------------------------------------------------------------------------


def test_local_search_casts_float_starts_to_int():
    from alltoall.spec.topologies import gsen

    net = gsen.GSEN(4)
    y = np.ones((4, 4))
    starts = np.zeros((1, net.n, net.half), dtype=float)
    w, S = exact.local_search(net, y, starts)
    assert w == 4.0 and S.dtype == np.int64


# --- fractional ----------------------------------------------------------------------------------


def test_fractional_with_no_time_returns_unsolved():
    r = exact.fractional(4, time_limit=0)
    assert r["duals"] == [None] and r["iterations"] == 0 and r["converged"] is True and np.isnan(r["lp"])
    assert r["N"] == 4 and len(r["columns"]) == len(exact.initial_columns(4))


# --- combine -------------------------------------------------------------------------------------


def test_combine_pinned():
    W, T = exact.combine(
        2, [{"weights": [[1, 2], [3, 4]], "threshold": 5}, {"weights": [[1, 1], [1, 1]], "threshold": 2}], 1
    )
    assert (W, T) == ([[1, 2], [3, 4]], 5)


# --- _certificate / lower_bound ------------------------------------------------------------------


@pytest.fixture(scope="module")
def lb12():
    return exact.lower_bound(12, target=16, search=("structural",))


def test_r12_structural_certificate_pinned(lb12):
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


def test_lower_bound_columns_ok_seconds(monkeypatch, fake_clock):
    seen = {}
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda *a: ("ok", {"weights": [[1]], "threshold": 1}))

    def cert(N, name, parts, ones, secs, lp=None, check=True, deadline=None):
        seen.update(name=name, parts=parts, ones=ones, secs=secs, lp=lp)
        return exact.LowerBound(N, 99, {}, [], secs, lp, "fake")

    monkeypatch.setattr(exact, "_certificate", cert)
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(10, target=11, search=("columns",), time_limit=100)
    assert lb.bound == 99
    assert seen == {
        "name": "column generation",
        "parts": [{"weights": [[1]], "threshold": 1}],
        "ones": 0,
        "secs": {"column_generation": 0.25, "exact_pricing": 0.5},
        "lp": 4.5,
    }


def test_lower_bound_columns_odd_seconds_rounded(monkeypatch, fake_clock):
    seen = {}
    monkeypatch.setattr(exact, "fractional", lambda N, **kw: {"columns": [], "lp": 4.5, "duals": []})
    monkeypatch.setattr(exact, "certify", lambda *a: ("ok", {"weights": [[1]], "threshold": 1}))
    monkeypatch.setattr(
        exact,
        "_certificate",
        lambda N, name, parts, ones, secs, lp=None, check=True, deadline=None: seen.update(secs=secs),
    )
    fake_clock(exact, step=0.123456)
    lb = exact.lower_bound(10, target=11, search=("columns",), time_limit=100)
    assert seen["secs"] == {"column_generation": 0.123, "exact_pricing": 0.247}
    assert lb.bound == 10


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


# --- check_certificate: every part, always -----------------------------------------------------


def test_check_certificate_checks_every_part(lb12):
    (part,) = lb12.certificate["parts"]
    cert = dict(lb12.certificate, parts=[part, part], ones=0)
    ok, b, msg = exact.check_certificate(cert, [lb12.proofs[0], lb12.proofs[0]])
    assert (ok, b) == (True, 16) and msg.startswith("all 2 LRAT proof(s) accepted (")
    ok, _, msg = exact.check_certificate(cert, [lb12.proofs[0], lb12.proofs[0][:-1]])
    assert not ok and msg.startswith("part 1: LRAT proof rejected: ")
    assert "only" not in exact.check_certificate.__code__.co_varnames  # no partial re-check to forget about


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


def test_feasible_z3_honours_its_timeout():
    r = exact.feasible(8, 7, backend="z3", time_limit=0.001)  # unbounded: unsat after ~0.1 s
    assert r["status"] == "unknown" and "configurations" not in r


@pytest.mark.parametrize("N,k,status", [(4, 3, "unsat"), (6, 5, "unsat"), (8, 8, "sat")])
def test_feasible_z3_agrees_with_pysat(N, k, status):
    r = exact.feasible(N, k, backend="z3", time_limit=30)
    assert r["status"] == status == exact.feasible(N, k)["status"]
