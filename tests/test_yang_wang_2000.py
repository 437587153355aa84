"""Tests named after yang-wang-2000 claims: the slides' worked examples beside property tests.

Each claim's fast-tier verdict is checked once, by ``tests/test_ledger.py``: ``alltoall prove --check``
fails on a verdict other than the expected one or on a counterexample file that differs from the fresh
witness, and every committed counterexample is replayed there.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.replay import replay_under_mutant

from alltoall.checkers import properties as props
from alltoall.checkers import yang_wang as ck
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.claims.yang_wang_2000.admissible import PRINTED_SETTINGS, PRINTED_SQUARE
from alltoall.proofs.registry import Context
from alltoall.proofs.witness import jsonable, replay
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms


def test_tau_reading_reproduces_setting_a():
    """All stages I: the banyan realizes tau = tau_1 tau_0, printed as 02461357."""
    assert yw.realized(3, (False, False, False)) == (0, 2, 4, 6, 1, 3, 5, 7)


def test_printed_settings_are_the_rows_in_gray_order():
    rows = ["".join(map(str, r)) for r in PRINTED_SQUARE]
    order = [rows.index(PRINTED_SETTINGS[k][1]) for k in "abghefcd"]
    assert order == list(range(8))


def test_atape_round_settings_match_the_printed_order():
    printed = [tuple(s == "phi_1" for s in PRINTED_SETTINGS[k][0].split()) for k in "abghefcd"]
    assert [r.settings for r in yw.atape(3)] == printed


def test_basic_list_gray_example_a():
    assert yw.gray_sequence(3) == [0, 1, 3, 2, 6, 7, 5, 4]


@given(m=st.integers(1, 6), data=st.data())
def test_second_construction_latin_any_list(m, data):
    a = data.draw(st.permutations(list(range(2**m))))
    assert props.latin(yw.latin_square(m, a)) is None


@given(m=st.integers(1, 6), data=st.data())
def test_first_construction_latin_any_order_of_psi(m, data):
    a = data.draw(st.permutations(list(range(2**m))))
    order = data.draw(st.permutations(yw.psi(m)))
    assert props.latin(yw.first_construction(m, a, order)) is None


def test_first_construction_needs_distinct_values():
    with pytest.raises(ParameterError, match="^a:"):
        yw.first_construction(2, [0, 0, 1, 2])


def test_atape_delivers_every_message():
    assert ck.atape_violation(5) is None


def test_banyan_network_is_the_composition():
    """Setting (c), I phi_1 phi_1: the multistage model of the banyan realizes the printed 57134602."""
    net = yw.network(3)
    assert ms.is_banyan(net)
    assert ms.route_shift(net, yw.shifts(3, (0, 1, 1))).tolist() == [5, 7, 1, 3, 4, 6, 0, 2]


@given(m=st.integers(1, 10), g=st.data())
def test_round_of_word_g_realizes_tau_xor_g(m, g):
    word = g.draw(st.integers(0, 2**m - 1))
    x = np.arange(2**m)
    assert np.array_equal(yw.route(m, yw.round_settings(m, word), x)[-1], yw.tau_all(m, x) ^ word)


def test_delay_lower_bound_pipeline_n8():
    """n = 8: 8 rounds through 3 stages take 8 + 3 - 1 = 10 time units."""
    assert ck.pipeline_makespan(3) == (10, None)


def test_z3_timeout_is_unknown():
    from alltoall.checkers.z3 import yang_wang as z

    # N = 512: the check takes 3.5 s, so a 1 ms timer fires first even when a loaded machine delays its thread
    # (at N = 256, 1 s, it once came back unsat)
    q = z.phi1_settings_latin(512, timeout=0.001)
    assert q.status == "unknown" and q.reason == "timeout"


@pytest.mark.parametrize(
    "mutant,item,kind",
    [
        ("yw-tau-off-by-one", "banyan-network", "yw-banyan-network"),
        ("yw-phi-add", "phi-identities", "yw-phi-identities"),
        ("yw-basic-list-off-by-one", "basic-list-gray", "yw-gray"),
        ("yw-tau-off-by-one", "setting-b", "yw-printed-setting"),
        ("yw-tau-off-by-one", "printed-latin-square", "yw-printed-square"),
        ("yw-delay-off-by-one", "delay-lower-bound", "yw-delay"),
        ("yw-torus-no-wrap", "table-torus", "yw-graph-torus"),
    ],
)
def test_mutant_witnesses_replay_under_the_mutant_only(mutant, item, kind):
    """A witness found under a seeded mutant stands while the mutant is applied and not on the real spec."""
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).parent / "quality"))
    from mutantlib import load_all

    claim = registry.get(f"yang-wang-2000/{item}")
    with load_all()[mutant].applied():
        result = claim.run(Context())
        assert result.verdict is Verdict.REFUTED and result.witness.kind == kind
        doc = {
            "claim": claim.id,
            "params": jsonable(result.witness.params),
            "witness": jsonable({"kind": result.witness.kind, "data": result.witness.data}),
        }
        assert replay_under_mutant(doc)[0]
    assert not replay_under_mutant(doc)[0]


def test_yang_wang_replayers_range_check():
    claim = registry.get("yang-wang-2000/constructions-identical-counting-order")
    for params, data in (
        ({"m": 3, "a": [0] * 8}, {"row": 2}),
        ({"m": 3, "a": list(range(8))}, {"row": 9}),
        ({"m": 40, "a": []}, {"row": 0}),
        ({"m": 3, "a": list(range(8))}, {"row": -1}),
    ):
        with pytest.raises(ParameterError):
            replay({"claim": claim.id, "params": params, "witness": {"kind": "yw-rows-differ", "data": data}})
