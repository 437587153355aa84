"""Tests of :mod:`alltoall.checkers.rn.kconfig` (chou-chen-2010's k-configuration question behind R(N)): every
backend and lever against the known values, the exclusive pairs its symmetry breaking fixes, its refusals, and
the verdict of a backend whose time runs out before it decides. CP-SAT and SCIP are the `rn` extra's: their
cases are skipped without it."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import exact, kconfig
from alltoall.spec.topologies import gsen

NEEDS = {"cadical": "pysat", "cpsat": "ortools", "scip": "pyscipopt"}


def _needs(backend):
    pytest.importorskip(NEEDS[backend])


@pytest.mark.parametrize("backend", kconfig.BACKENDS)
@pytest.mark.parametrize("symmetry", kconfig.SYMMETRIES)
def test_kconfig_decides_R8(backend, symmetry):
    """R(8) = 8: seven configurations never deliver every pair, eight do (the model re-checked)."""
    _needs(backend)
    assert kconfig.decide(8, 7, backend, symmetry, time_limit=30)["status"] == "unsat"
    r = kconfig.decide(8, 8, backend, symmetry, cuts=symmetry != "none", time_limit=30)
    assert r["status"] == "sat" and len(r["configurations"]) == 8


@pytest.mark.parametrize("backend", kconfig.BACKENDS)
def test_kconfig_clique_settles_R12(backend):
    """R(12) = 16 (Theorem 5.4): the 16 terminal-cut pairs fixed to configurations refute k = 15."""
    _needs(backend)
    r = kconfig.decide(12, 15, backend, "clique", time_limit=30)
    assert r["status"] == "unsat"


def test_exclusive_pairs_are_exclusive():
    """No configuration delivers two of the fixed pairs (the symmetry breaking is sound)."""
    net = gsen.GSEN(12)
    pairs = kconfig.exclusive_pairs(12, "clique")
    assert len(pairs) == 16 and len(set(pairs)) == 16
    assert kconfig.exclusive_pairs(12, "row") == [(0, j) for j in range(12)]
    assert kconfig.exclusive_pairs(10, "clique") == [(0, j) for j in range(10)]
    assert kconfig.exclusive_pairs(12, "none") == []
    want = set(pairs)
    rng = np.random.default_rng(12)
    for S in rng.integers(0, 2, (3000, net.n, net.half)):
        assert sum((i, int(j)) in want for i, j in enumerate(gsen.realize(net, S))) <= 1
    with pytest.raises(ValueError):
        kconfig.exclusive_pairs(12, "lex")
    with pytest.raises(ValueError):
        kconfig.decide(8, 8, "glpk")


def test_decide_defaults_to_cadical_with_the_clique_and_names_its_question():
    r = kconfig.decide(4, 4)
    assert {key: r[key] for key in ("N", "k", "backend", "symmetry", "cuts", "status")} == {
        "N": 4,
        "k": 4,
        "backend": "cadical",
        "symmetry": "clique",
        "cuts": True,
        "status": "sat",
    }
    assert len(r["configurations"]) == 4


def _spy(monkeypatch, module, name):
    """Wrap ``module.name`` so that each call is recorded; the list of calls' arguments."""
    asked = []
    plain = getattr(module, name)

    def spy(*args, **kwargs):
        asked.append(args)
        return plain(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    return asked


def test_the_cpsat_backend_asks_cp_sat(monkeypatch):
    """Each backend is its own solver (the benchmark compares them): CP-SAT is not answered by another."""
    _needs("cpsat")
    asked = _spy(monkeypatch, kconfig.cpsat, "solver")
    assert kconfig.decide(4, 4, "cpsat")["status"] == "sat" and asked


def test_the_cadical_backend_asks_cadical(monkeypatch):
    """CaDiCaL answers its own backend (no other solver, nothing of the `rn` extra)."""
    asked = _spy(monkeypatch, kconfig.cadical, "solve")
    monkeypatch.setattr(kconfig, "_scip", lambda *a: pytest.fail("SCIP asked for the cadical backend"))
    monkeypatch.setattr(kconfig, "_cpsat", lambda *a: pytest.fail("CP-SAT asked for the cadical backend"))
    assert kconfig.decide(4, 4, "cadical")["status"] == "sat" and len(asked) == 1


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: kconfig.decide(8, 8, "glpk"), "unknown backend 'glpk' (one of cadical, cpsat, scip)"),
        (lambda: kconfig.exclusive_pairs(12, "lex"), "unknown symmetry 'lex' (one of none, row, clique)"),
    ],
)
def test_an_unknown_backend_or_symmetry_is_refused_with_the_choices(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == message


def test_feasible_respects_its_time_limit():
    """exact.feasible stops at its time limit (unknown) instead of running on."""
    r = exact.feasible(12, 15, "pysat", time_limit=0.5)
    assert r["status"] in ("unknown", "unsat")
    assert r["seconds"] < 30


@pytest.mark.parametrize("backend", ["cpsat", "scip"])
def test_a_backend_out_of_time_answers_unknown(backend):
    """With no time at all, CP-SAT and SCIP decide nothing: the answer is "unknown", with no configurations."""
    _needs(backend)
    r = kconfig.decide(8, 7, backend, "row", time_limit=0.0)
    assert (r["status"], "configurations" in r) == ("unknown", False)
