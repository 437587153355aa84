"""Tests named after chau-fu-2003 claims: worked examples of the text beside property tests."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

from alltoall.checkers import crosstalk as ct, properties as props
from alltoall.proofs.witness import replay
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.artifacts import jsonable
from alltoall.proofs.registry import Context
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

CLAIMS = registry.select(["chau-fu-2003/*"])


@pytest.mark.parametrize("claim", CLAIMS, ids=[c.id for c in CLAIMS])
def test_each_claim_gives_its_expected_verdict(claim):
    result = claim.run(Context(tier="fast", timeout=60.0))
    assert result.verdict is claim.expected, result.reason
    if result.verdict is Verdict.REFUTED:  # every witness stands under independent replay
        doc = {"claim": claim.id, "params": jsonable(result.witness.params),
               "witness": jsonable({"kind": result.witness.kind, "data": result.witness.data})}
        stands, message = replay(doc)
        assert stands, message


def test_thm1_worked_example_n8_shift3():
    """Figure 5's 8 x 8 network, c = 3 = 1 + 2: stages 0 and 1 take the second output."""
    net = op.OpticalMIN(8)
    assert op.shift_setting(net, 3).tolist() == [1, 1, 0, 0]
    out, occ = op.route(net, op.shift_setting(net, 3))
    assert out.tolist() == [3, 4, 5, 6, 7, 0, 1, 2]
    assert props.crosstalk_free(occ) is None


@given(m=st.integers(1, 9), data=st.data())
def test_thm1_any_shift_is_one_crosstalk_free_pass(m, data):
    net = op.OpticalMIN(2**m)
    c = data.draw(st.integers(1, net.n - 1))
    assert ct.check_shift(net, c) is None


@given(m=st.integers(1, 9), data=st.data())
def test_routing_rule_delivers_any_pair(m, data):
    net = op.OpticalMIN(2**m)
    s = data.draw(st.integers(0, net.n - 1))
    d = data.draw(st.integers(0, net.n - 1).filter(lambda v: v != s))
    got, path, rule = op.route_by_rule(net, s, d)
    assert got == d and len(path) == net.stages


def test_routing_rule_has_no_case_for_s_equal_d():
    assert op.rule_setting(op.OpticalMIN(8), 5, 5) is None


def test_thm2_every_pair_once():
    assert ct.aape_violation(op.OpticalMIN(16)) is None


def test_switch_count_matches_the_structure():
    for m in range(1, 8):
        net = op.OpticalMIN(2**m)
        assert net.total_switches == op.optical_switches(net.n, m) == net.n * (m + 1)


def test_benes_has_n_over_2_paths_between_every_pair():
    for k in (2, 3, 4):
        net = op.benes(k)
        assert net.stages == 2 * k - 1
        assert (ms.path_counts(net) == net.N // 2).all()


def test_fig2_and_fig3_on_baseline():
    net = ms.build("baseline", 2, 3)
    fig2 = [4, -1, 6, -1, -1, 0, 2, -1]
    fig3 = [3, -1, 5, -1, 7, -1, 1, -1]
    assert ct.brute_semi(net, fig2)[1] is not None
    assert ct.brute_semi(net, fig3)[1] is None


def test_abstract_every_permutation_one_pass_witness_by_hand():
    """(1, 3, 0, 2) on n = 4: 0 and 1 both meet switch 1 at stage 1 (0 + 1 = 1 and 1 + 0 = 1)."""
    occ = ct.one_pass_occupancy(op.OpticalMIN(4), [1, 3, 0, 2])
    assert occ[0, 1] == occ[1, 1] == 1


def test_split_is_two_crosstalk_free_semi_permutations():
    net = ms.build("omega", 2, 3)
    a, b = ct.split_crosstalk_free(net, [s ^ 5 for s in range(8)])
    assert all((x >= 0) != (y >= 0) for x, y in zip(a, b))
    assert ct.is_semi_permutation(net, a) and ct.is_semi_permutation(net, b)


def test_bad_parameters_name_the_parameter():
    with pytest.raises(ParameterError, match="n"):
        op.OpticalMIN(12)
    with pytest.raises(ParameterError, match="c"):
        op.shift_setting(op.OpticalMIN(8), 8)
    with pytest.raises(ParameterError, match="semi"):
        ct.brute_semi(ms.build("omega", 2, 3), [0, 0, -1, -1, -1, -1, -1, -1])


def test_z3_models_are_rechecked_under_a_mutant_wiring():
    """A wrong modulus makes Theorem 1 fail; the Z3 model is a real crosstalk found by brute force too."""
    net = op.OpticalMIN(8)
    original = op.next_switch
    try:
        op.next_switch = lambda n, k, i, port: (i + port * op.offset(k)) % (n // 2)
        q = ct.theorem1_crosstalk(net)
        assert q.status == "sat"
        assert ct.check_shift(net, q.model["c"]) is not None
    finally:
        op.next_switch = original
    assert np.array_equal(op.route(net, op.shift_setting(net, 1))[0], (np.arange(8) + 1) % 8)
