"""The pricing step of the exact R(N) lower bound (chou-chen-2010): the heaviest configuration of
a GSEN under integer pair weights, by every solver, against enumeration of every configuration.

:func:`exact.max_weight` (z3, maxsat; cpsat and scip with the ``rn`` extra), :func:`exact.heavier`
(CaDiCaL on :func:`weightcnf.weight_cnf`, decoded with :meth:`WeightCNF.x`), the pricing terms
(one per weighted path) and :func:`weightcnf.config_weight` (the brute-force weight of one
configuration), on N = 4, 6 (16 and 512 configurations) and the worked example of GSEN(10)."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import exact
from alltoall.checkers.rn import weightcnf as wc
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

pytest.importorskip("pysat")


def _all(N: int):
    net = gsen.GSEN(N)
    S = np.array(list(gsen.all_states(net)))
    return net, S, gsen.realize(net, S)


def _weights(N: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 4, (N, N))


def _brute(N: int, W) -> tuple[int, np.ndarray]:
    """(largest configuration weight, the configurations reaching it) by enumeration."""
    _, S, P = _all(N)
    ws = np.asarray(W)[np.arange(N)[None, :], P].sum(axis=1)
    return int(ws.max()), S[ws == ws.max()]


# N = 6, seed 6: the heaviest configuration weighs 17 and is unique; N = 4, seed 4: 9, six of 16.
CASES = [(4, 4, 9, 6), (6, 6, 17, 1)]


def test_brute_force_reference_values():
    for N, seed, top, count in CASES:
        w, arg = _brute(N, _weights(N, seed))
        assert (w, len(arg)) == (top, count)


# --- weightcnf.config_weight and WeightCNF.x ---------------------------------------------------


def test_config_weight_worked_example_gsen10():
    # stage-control configuration C = 9 of GSEN(10) realizes 9 7 5 3 8 1 6 4 2 0 (Sect. 2, Fig. 4(a))
    S = gsen.family_states(gsen.GSEN(10), "sc", 9).tolist()
    W = [[(i + 1) * j for j in range(10)] for i in range(10)]
    assert wc.config_weight(10, W, S) == 9 + 14 + 15 + 12 + 40 + 6 + 42 + 32 + 18 + 0 == 188
    anti = [[1 if j == 9 - i else 0 for j in range(10)] for i in range(10)]
    assert wc.config_weight(10, anti, S) == 2  # inputs 0 and 9 only
    row = [[1 if i == 3 else 0 for j in range(10)] for i in range(10)]
    assert wc.config_weight(10, row, S) == 1


def test_config_weight_matches_enumeration():
    N = 6
    W = _weights(N, 6)
    _, S, P = _all(N)
    for k in range(0, len(S), 37):
        assert wc.config_weight(N, W.tolist(), S[k].tolist()) == int(sum(W[i, P[k, i]] for i in range(N)))


def test_config_weight_rejects_bad_input():
    S = gsen.family_states(gsen.GSEN(4), "sc", 1).tolist()
    with pytest.raises(ParameterError):
        wc.config_weight(4, [[1] * 4] * 3, S)
    with pytest.raises(ParameterError):
        wc.config_weight(4, [[1, 1, 1, -1]] + [[1] * 4] * 3, S)
    with pytest.raises(ParameterError):
        wc.config_weight(4, [[1] * 4] * 4, [[0, 2], [0, 0]])
    with pytest.raises(ParameterError):
        wc.config_weight(4, [[1] * 4] * 4, [[0, 0, 0], [0, 0, 0]])


def test_weight_cnf_x_numbers_switch_variables_first():
    cnf = wc.weight_cnf(8, [[1] * 8] * 8, 8)  # n = 3 stages of 4 switches
    got = [cnf.x(s, y) for s in range(3) for y in range(4)]
    assert got == list(range(1, 13))
    assert all(type(v) is int for v in got)
    assert (cnf.x(0, 0), cnf.x(1, 0), cnf.x(2, 3)) == (1, 5, 12)
    cnf6 = wc.weight_cnf(6, [[1] * 6] * 6, 6)  # n = 3 stages of 3 switches
    assert (cnf6.x(0, 2), cnf6.x(1, 0), cnf6.x(2, 2)) == (3, 4, 9)


# --- exact._pricing_terms ----------------------------------------------------------------------


@pytest.mark.parametrize("N,seed", [(4, 4), (6, 6), (8, 1)])
def test_pricing_terms_weigh_every_configuration_exactly(N, seed):
    """The pricing objective (terms whose literals all hold) is the configuration's weight."""
    net = gsen.GSEN(N)
    W = _weights(N, seed)
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
    W = _weights(N, seed)
    w, states, optimal = exact.max_weight(N, W.tolist(), solver, time_limit=30)
    net = gsen.GSEN(N)
    assert (w, optimal) == (top, True)
    assert np.asarray(states).shape == (net.n, net.half)
    assert wc.config_weight(N, W.tolist(), states) == top
    _, arg = _brute(N, W)
    assert any((np.asarray(states) == a).all() for a in arg)


@pytest.mark.parametrize("solver", SOLVERS)
def test_max_weight_unique_optimum_n6(solver):
    W = _weights(6, 6)
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
        W = _weights(N, seed)
        w, states, opt = exact.max_weight(N, W.tolist(), solver, time_limit=30)
        assert (w, opt) == (top, True) and wc.config_weight(N, W.tolist(), states) == top
    _, arg = _brute(6, _weights(6, 6))
    assert exact.max_weight(6, _weights(6, 6).tolist(), solver)[1] == arg[0].tolist()


# --- exact.heavier ------------------------------------------------------------------------------


@pytest.mark.parametrize("solver", ["cadical", "z3", "maxsat"])
def test_heavier_decides_against_enumeration(solver):
    W = _weights(6, 6)
    _, arg = _brute(6, W)
    states = exact.heavier(6, W.tolist(), 16, solver)
    assert np.asarray(states).tolist() == arg[0].tolist()  # the only configuration above 16 weighs 17
    assert exact.heavier(6, W.tolist(), 17, solver) is None
    W4 = _weights(4, 4)
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
    W = _weights(6, 6).tolist()
    _, arg = _brute(6, _weights(6, 6))
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
