"""Tests named after liu-chen-chen-2007 claims: the paper's worked examples beside properties."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers import strategies as strat
from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import min as z3_min
from alltoall.proofs.claims.liu_chen_chen_2007._checks import z3_latin
from alltoall.proofs.claims.liu_chen_chen_2007.matrix_a import PRINTED_A
from alltoall.spec import digits, switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import two_phase
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms


def test_matrix_A_is_omega_with_zero_initial_configuration():
    A = brute.latin_matrix(ms.build("omega", 4, 2), lc.initial_zero(4, 2))
    assert (A == PRINTED_A).all()
    assert props.latin(A) is None


def test_matrix_A_garbled_row_11_reading():
    assert PRINTED_A[11].tolist() == [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12]


def test_fig5b_permutation():
    A = brute.latin_matrix(ms.build("omega", 4, 2), lc.initial_zero(4, 2))
    assert A[:, 1].tolist() == [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14]


def test_m_matrices_example():
    confs = lc.configurations(lc.initial_zero(4, 2), 4, 2)
    assert (confs[1] == [[0, 1]] * 4).all() and (confs[2] == [[0, 2]] * 4).all() and (confs[15] == [[3, 3]] * 4).all()


def test_switch_states_d2_straight_and_cross():
    assert switches.shift_state(switches.STRAIGHT, 2) == (0, 1)
    assert switches.shift_state(switches.CROSS, 2) == (1, 0)
    assert len(switches.all_states(4)) == 24


@pytest.mark.parametrize("name", list(ms.TOPOLOGIES))
@pytest.mark.parametrize("d,k", [(2, 1), (2, 3), (3, 2), (4, 2), (5, 2), (2, 5)])
def test_banyan_stages_named_topologies_are_banyan(name, d, k):
    assert ms.is_banyan(ms.build(name, d, k))


def test_logN_stage_min_is_banyan_counterexample():
    net = ms.from_wirings("Wired", 2, 4, [ms.identity(2)] * 3)
    assert not ms.is_banyan(net)
    assert ms.path_counts(net)[0].tolist() == [2, 2, 0, 0]


def test_omega_and_baseline_8x8_are_isomorphic_graphs():
    def graph(net):
        g = nx.DiGraph()
        t = net.tables()
        for j in range(net.stages + 1):
            for line in range(net.N):
                src = ("in", line) if j == 0 else ("sw", j - 1, line // net.d)
                dst = ("out", int(t[j][line])) if j == net.stages else ("sw", j, int(t[j][line]) // net.d)
                g.add_edge(src, dst, key=line)
        return g

    assert nx.is_isomorphic(graph(ms.build("omega", 2, 3)), graph(ms.build("baseline", 2, 3)))


def test_fig2b_identity_not_admissible_on_baseline_but_on_omega():
    ident = list(range(27))
    assert brute.admissible(ms.build("baseline", 3, 3), ident) is None
    conf = brute.admissible(ms.build("omega", 3, 3), ident)
    assert conf is not None and brute.routed_exactly(ms.build("omega", 3, 3), conf, ident)


@given(st.data())
def test_thm2_latin_on_random_banyans(data):
    d, k = data.draw(strat.d_and_k(max_N=64))
    net = data.draw(strat.relabelled_banyan(d, k))
    M0 = data.draw(strat.initial_configuration(d, k))
    assert ms.is_banyan(net)
    assert brute.latin_violation(net, M0) is None


@given(st.data())
def test_route_digits_equals_route(data):
    d, k = data.draw(strat.d_and_k(max_N=81))
    net = data.draw(strat.named_network(d, k))
    M = data.draw(strat.initial_configuration(d, k))
    out = ms.route_shift(net, M)

    def port(j, sw, p):
        return switches.shift_port(p, M[digits.number(sw, d), j], d)

    for s in range(net.N):
        assert digits.number(ms.route_digits(net, digits.digits(s, d, k), port), d) == out[s]


@given(st.data())
def test_alg_delivers_two_phase(data):
    d, k = data.draw(strat.d_and_k(max_N=64))
    net = data.draw(st.one_of(strat.named_network(d, k), strat.relabelled_banyan(d, k)))
    M0 = data.draw(strat.initial_configuration(d, k))
    assert props.delivers_every_message(two_phase.run(net, M0), net.N) is None


def test_thm6_rounds_formula():
    assert two_phase.rounds_formula(16, 2) == 17
    steps = two_phase.pipeline(16, 2)
    assert max(s.time for s in steps) + 1 == 17


def test_relabel_keeps_banyan_and_reverse_is_involution():
    net = ms.build("butterfly", 3, 2)
    assert ms.reverse(ms.reverse(net)).wirings == net.wirings
    assert ms.is_banyan(ms.reverse(net))


@pytest.mark.parametrize(
    "call,param",
    [
        (lambda: ms.build_N("omega", 2, 12), "N"),
        (lambda: ms.build_N("omega", 3, 16), "N"),
        (lambda: ms.build("hypercube", 2, 3), "topology"),
        (lambda: ms.build("omega", 1, 3), "d"),
        (lambda: ms.build("omega", 2, 0), "k"),
        (lambda: lc.configurations(np.zeros((3, 2)), 2, 2), "M0"),
        (lambda: lc.configurations(np.full((2, 2), 5), 2, 2), "M0"),
        (lambda: ms.from_data({"d": 2}), "network"),
        (lambda: ms.from_wirings("X", 2, 4, [ms.LineTable((0, 0, 1, 2))] * 3), "wirings"),
        (lambda: digits.digits(-1, 2, 3), "x"),
    ],
)
def test_invalid_input_names_the_parameter(call, param):
    with pytest.raises(ParameterError) as err:
        call()
    assert err.value.parameter == param


# --- through the claims' check (liu-chen-chen-2007 Theorem 2), which hands the networks to latin_square ------


def test_z3_timeout_is_unknown_never_a_pass():
    r = z3_latin([ms.build("omega", 2, 512)], "symbolic", timeout=0.001)  # 4 s to prove: the 1 ms timer fires first
    assert r.verdict is Verdict.UNKNOWN and "timeout" in r.reason


def test_unsat_queries_keep_their_smt2():
    r = z3_latin([ms.build("omega", 2, k) for k in (1, 2, 3)], "symbolic", timeout=60)
    assert r.verdict is Verdict.PROVED
    assert r.evidence["z3_version"] == z3_min.Z3_VERSION
    assert any("(check-sat)" in text for text in r.evidence["smt2"].values())
