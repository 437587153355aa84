"""Tests of :mod:`alltoall.checkers.rn.weightcnf` (chou-chen-2010, R(N) weightings): the CNF's digest for
each shape of weighting, its satisfiability against brute force over every configuration of GSEN(4), the
variable numbering, the DIMACS text, every input error, and ``config_weight`` (one configuration's weight)
against enumeration and on the worked example of GSEN(10)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from support.rn_pricing import all_configurations, pair_weights

from alltoall.checkers.rn import weightcnf as wc
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

SKEW4 = [[0, 1, 2, 3], [3, 2, 1, 0], [1, 1, 1, 1], [0, 0, 0, 5]]


PERM4 = [[0, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1]]  # rows left with weight 1 after the shift


MOD6 = [[(i * j) % 3 for j in range(6)] for i in range(6)]


@pytest.mark.parametrize(
    "N, W, T, variables, nclauses, digest",
    [
        (4, [[1] * 4] * 4, 4, 20, 37, "e74e0c234bbe7ada43ee329727f0fad4726279c5776c97a8d17778119e99b3e3"),
        (4, SKEW4, 6, 38, 92, "69fa8108f0de1e089b89d7aa6ed91015fb588ca8ff63818960998f39d8ce10ba"),
        (4, [[1] * 4] * 4, 3, 20, 36, "b0132e3622de67c6b9a0e934c0f7a724e2a840d2b5ff386701423d939ad236c9"),
        (4, [[2] * 4] * 4, 7, 20, 36, "b0132e3622de67c6b9a0e934c0f7a724e2a840d2b5ff386701423d939ad236c9"),
        (4, PERM4, 2, 32, 81, "765622f1272829c2b78820bd0f39c632fc9f3fb8214ea2d7b461cca592bea8b7"),
        (
            4,
            [[1, 1, 1, 2]] + [[1] * 4] * 3,
            4,
            21,
            40,
            "47a4529f7472d5144b78be66e01e61fdf8318f62b9618f87bea7ef94c93afb77",
        ),
        (6, MOD6, 5, 81, 309, "b045d87a571f38e9b5cce43bb6221294ea77b908e062236fe65a02d9b4cf532f"),
    ],
)
def test_weight_cnf_of_each_weighting_shape_has_a_stable_digest(N, W, T, variables, nclauses, digest):
    cnf = wc.weight_cnf(N, W, T)
    assert (cnf.N, cnf.threshold, cnf.variables, len(cnf.clauses), cnf.sha256) == (N, T, variables, nclauses, digest)


def test_weight_cnf_first_and_last_clauses_and_dimacs_text():
    cnf = wc.weight_cnf(4, [[1] * 4] * 4, 4)
    assert cnf.clauses[:10] == (
        (-5, -1),
        (-5, -3),
        (-6, -1),
        (-6, 3),
        (-7, 1),
        (-7, -4),
        (-8, 1),
        (-8, 4),
        (5, 6, 7, 8),
        (-9, -2),
    )
    assert cnf.clauses[-3:] == ((-20, -4), (17, 18, 19, 20), ())
    text = cnf.dimacs()
    assert text.startswith("p cnf 20 37\n-5 -1 0\n-5 -3 0\n-6 -1 0\n")
    assert text.endswith("-20 -4 0\n17 18 19 20 0\n 0\n")
    assert text.count("\n") == 38


def test_switch_variable_numbering():
    cnf = wc.weight_cnf(6, MOD6, 5)
    assert [cnf.x(s, y) for s in range(3) for y in range(3)] == list(range(1, 10))
    assert isinstance(cnf.x(2, 2), int)
    assert wc.weight_cnf(4, SKEW4, 6).x(1, 1) == 4


def _configs(net):
    for bits in itertools.product((0, 1), repeat=net.n * net.half):
        yield [list(bits[s * net.half : (s + 1) * net.half]) for s in range(net.n)]


@pytest.mark.parametrize(
    "W",
    [
        SKEW4,
        PERM4,
        [[1, 1, 1, 2]] + [[1] * 4] * 3,
        [[1] * 4] * 4,
        [[2, 0, 0, 1], [0, 3, 0, 0], [1, 1, 0, 2], [0, 0, 4, 0]],
    ],
)
def test_weight_cnf_is_satisfiable_exactly_above_the_heaviest_configuration(W):
    from pysat.solvers import Solver

    net = gsen.GSEN(4)
    heaviest = max(wc.config_weight(4, W, st) for st in _configs(net))
    for T in range(1, heaviest + 2):
        cnf = wc.weight_cnf(4, W, T)
        with Solver(name="cd15", bootstrap_with=[list(c) for c in cnf.clauses]) as s:
            assert s.solve() == (heaviest > T), (T, heaviest)


def test_config_weight_sums_the_delivered_pairs():
    net = gsen.GSEN(4)
    W = [[10 ** (4 * i + j) for j in range(4)] for i in range(4)]
    for st in _configs(net):
        perm = gsen.realize(net, gsen.states_from_data(net, st))
        assert wc.config_weight(4, W, st) == sum(10 ** (4 * i + int(j)) for i, j in enumerate(perm))
    assert wc.config_weight(4, SKEW4, [[0, 0], [0, 0]]) == sum(
        SKEW4[i][int(j)] for i, j in enumerate(gsen.realize(net, gsen.states_from_data(net, [[0, 0], [0, 0]])))
    )


def test_bound_of_is_the_ceiling():
    assert wc.bound_of([[1, 2], [3, 4]], 3) == 4
    assert wc.bound_of([[1, 2], [3, 3]], 3) == 3
    assert wc.bound_of([[0, 0], [0, 1]], 2) == 1
    assert wc.bound_of([[5]], 1) == 5


def _err(f, *a):
    with pytest.raises(ParameterError) as e:
        f(*a)
    return e.value.parameter, e.value.message


def test_validate_weights_names_each_bad_row_or_weight():
    assert _err(wc.validate_weights, 2, [[1, 1]]) == ("weights", "expected 2 rows of 2 integer weights")
    assert _err(wc.validate_weights, 2, "ab") == ("weights", "expected 2 rows of 2 integer weights")
    assert _err(wc.validate_weights, 2, [[1, 1], [1]]) == ("weights", "row 1 needs 2 weights")
    assert _err(wc.validate_weights, 2, [[1, 1], "ab"]) == ("weights", "row 1 needs 2 weights")
    assert _err(wc.validate_weights, 2, [[1, 1], [1, -1]]) == ("weight", "must be >= 0, got -1")
    assert _err(wc.validate_weights, 2, [[1, 1.5], [1, 1]]) == ("weight", "expected an integer, got 1.5")
    assert wc.validate_weights(2, ((0, 1), [2, 3])) == [[0, 1], [2, 3]]
    assert type(wc.validate_weights(2, ((0, 1), (2, 3)))[0]) is list


def test_weight_cnf_names_a_bad_threshold_or_weights():
    W = [[1] * 4] * 4
    assert _err(wc.weight_cnf, 4, W, 0) == ("threshold", "must be >= 1, got 0")
    assert _err(wc.weight_cnf, 4, W, "3") == ("threshold", "expected an integer, got '3'")
    assert _err(wc.weight_cnf, 4, W, 4097) == ("threshold", "at most 4096, got 4097")
    assert wc.weight_cnf(4, W, 4096).threshold == 4096
    assert wc.weight_cnf(4, W, 1).threshold == 1
    assert _err(wc.weight_cnf, 4, [[1] * 4] * 3, 2) == ("weights", "expected 4 rows of 4 integer weights")
    assert _err(wc.config_weight, 4, [[1] * 4] * 3, [[0, 0], [0, 0]]) == (
        "weights",
        "expected 4 rows of 4 integer weights",
    )


# --- config_weight and WeightCNF.x against enumeration (chou-chen-2010 pricing) -------------------
# The brute-force weight of one configuration under integer pair weights, and the switch variables' numbering,
# on N = 4, 6 (16 and 512 configurations) and the worked example of GSEN(10).


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
    W = pair_weights(N, 6)
    _, S, P = all_configurations(N)
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


# --- the weighting CNF against brute force, and its digest ----------------------------------------
# chou-chen-2010, exact R(N) lower bounds: the CNF is unsatisfiable exactly at the heaviest configuration's
# weight (CaDiCaL through python-sat against enumeration), and its digest is a function of the weighting.


def _sat(cnf) -> bool:
    from pysat.solvers import Solver

    with Solver(name="cadical153", bootstrap_with=[list(c) for c in cnf.clauses]) as s:
        return s.solve()


def _brute_max(N: int, W) -> int:
    net = gsen.GSEN(N)
    best = 0
    for S in gsen.all_states(net):
        best = max(best, sum(W[i][int(j)] for i, j in enumerate(gsen.realize(net, S))))
    return best


@pytest.mark.parametrize("N,seed", [(4, 0), (4, 1), (6, 2), (6, 3)])
def test_weight_cnf_agrees_with_enumeration(N, seed):
    pytest.importorskip("pysat")  # CaDiCaL decides the CNF
    W = np.random.default_rng(seed).integers(0, 3, (N, N)).tolist()
    top = _brute_max(N, W)
    assert not _sat(wc.weight_cnf(N, W, top))
    assert _sat(wc.weight_cnf(N, W, top - 1))


def test_weight_cnf_is_deterministic():
    W = [[1] * 6 for _ in range(6)]
    assert wc.weight_cnf(6, W, 6).sha256 == wc.weight_cnf(6, W, 6).sha256
    W2 = [row[:] for row in W]
    W2[0][0] = 2
    assert wc.weight_cnf(6, W2, 6).sha256 != wc.weight_cnf(6, W, 6).sha256
