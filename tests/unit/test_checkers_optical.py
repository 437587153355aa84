"""Tests of :mod:`alltoall.checkers.optical` (chau-fu-2003 optical MIN engines): the forced one-pass occupancy,
the crosstalk-derangement search and its default budget, ``brute_rule``'s messages and bounds (for d > s the
rule's switch is compared without "mod n"), ``check_shift``'s failure fields, and the replay's permutation
reader and network bound with their parameters and messages."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import optical as co
from alltoall.checkers import properties as props
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import optical as op

NET = op.OpticalMIN(8)


def err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, str(e.value)


def test_one_pass_occupancy_of_a_shift_and_a_partial_permutation():
    occ = co.one_pass_occupancy(NET, [1, 2, 3, 4, 5, 6, 7, 0])
    assert occ.dtype == np.int64
    assert occ.tolist() == [
        [0, 1, 1, 1],
        [1, 2, 2, 2],
        [2, 3, 3, 3],
        [3, 4, 4, 4],
        [4, 5, 5, 5],
        [5, 6, 6, 6],
        [6, 7, 7, 7],
        [7, 0, 0, 0],
    ]
    assert co.one_pass_occupancy(NET, [3, -1, -1, -1, -1, -1, -1, 2]).tolist() == [[0, 1, 3, 3], [7, 0, 2, 2]]
    assert co.aape_violation(NET) is None


def test_aape_violation_reports_a_pass_that_check_shift_fails(monkeypatch):
    """Every pair still served once, but pass c = 3 has crosstalk: its message is the violation."""
    real = co.check_shift
    bad = co.Failure(NET.N, 3, "crosstalk", "shift c=3: two signals share switch 1 of stage 0", (0, 4))
    monkeypatch.setattr(co, "check_shift", lambda net, c: bad if c == 3 else real(net, c))
    assert co.aape_violation(NET) == "shift c=3: two signals share switch 1 of stage 0"


def test_replay_reads_the_permutation_and_bounds_the_network():
    assert co._permutation(NET, {"permutation": [7, 6, 5, 4, 3, 2, 1, 0]}) == [7, 6, 5, 4, 3, 2, 1, 0]
    assert err(co._permutation, NET, {"permutation": (0,)}) == ("permutation", "permutation: expected a list")
    assert err(co._permutation, NET, {"permutation": [0, 1]}) == (
        "permutation",
        "permutation: not a permutation of 0..7",
    )
    assert err(co._permutation, NET, {"permutation": [0, 0, 1, 2, 3, 4, 5, 6]}) == (
        "permutation",
        "permutation: not a permutation of 0..7",
    )
    assert err(co._permutation, NET, {"permutation": [0, 1, 2, 3, 4, 5, 6, 8]}) == (
        "permutation",
        "permutation: must be < 8, got 8",
    )
    assert co._index(7, "x", 8) == 7 and err(co._index, 8, "x", 8) == ("x", "x: must be < 8, got 8")
    assert co._net({"N": co.REPLAY_MAX_N}).N == co.REPLAY_MAX_N
    assert err(co._net, {"N": co.REPLAY_MAX_N + 1}) == (
        "N",
        f"N: replay routes networks up to N = {co.REPLAY_MAX_N}, got {co.REPLAY_MAX_N + 1}",
    )


def test_crosstalk_derangement_search_stops_at_a_million_by_default(argument_seen):
    limits, found = argument_seen("optical.py", "limit", lambda: co.first_crosstalk_derangement(op.OpticalMIN(4)))
    assert limits == [1_000_000] and found is not None


def test_brute_rule_compares_the_unreduced_switch_when_d_exceeds_s(monkeypatch):
    """Pair (1, 2) given c = 7: s + a_0 + 2 a_1 + 4 a_2 = 8 is no switch of stage 3, so stage 3 is named."""
    orig = op.rule_c

    def fake(N, s, d, select=op._py_select):
        r = np.array(orig(N, s, d, select=select), copy=True)
        r[8] = 7  # the 9th pair s != d in (s, d) order: (1, 2)
        return r

    monkeypatch.setattr(op, "rule_c", fake)
    assert co.brute_rule(op.OpticalMIN(8)) == (1, 2, "at stage 3 the signal is not in the switch the rule sets")


def _rule_c_with_first(monkeypatch, value):
    orig = op.rule_c

    def fake(N, s, d, select=op._py_select):
        r = np.array(orig(N, s, d, select=select), copy=True)
        r[0] = value
        return r

    monkeypatch.setattr(op, "rule_c", fake)


@pytest.mark.parametrize(
    "c, message",
    [
        (8, "the rule's c is outside 1..N-1"),
        (0, "the rule's c is outside 1..N-1"),
        (2, "the signal arrives at another processor"),  # a valid c, the wrong path
    ],
)
def test_brute_rule_names_the_pair_a_wrong_c_breaks(monkeypatch, c, message):
    _rule_c_with_first(monkeypatch, c)  # pair (0, 1) routed with c
    assert co.brute_rule(op.OpticalMIN(8)) == (0, 1, message)


def test_brute_rule_finds_no_broken_pair_on_the_spec():
    assert co.brute_rule(op.OpticalMIN(8)) is None


def test_check_shift_reports_a_delivery_failure(monkeypatch):
    orig = op.shift_setting
    monkeypatch.setattr(op, "shift_setting", lambda net, c: orig(net, c + 1))
    f = co.check_shift(op.OpticalMIN(8), 3)
    assert f == co.Failure(8, 3, "delivery", "shift c=3: processor 0's signal reaches 4, not 3", (0,))


def test_check_shift_reports_a_crosstalk_failure(monkeypatch):
    orig = op.route

    def fake(net, setting, sources=None):
        out, occ = orig(net, setting)
        occ = np.array(occ, copy=True)
        occ[1] = occ[0]
        return out, occ

    monkeypatch.setattr(op, "route", fake)
    net = op.OpticalMIN(8)
    f = co.check_shift(net, 3)
    out, occ = fake(net, op.shift_setting(net, 3))
    v = props.crosstalk_free(occ)
    assert f == co.Failure(8, 3, "crosstalk", f"shift c=3: {v.message}", tuple(v.where["signals"]))
    assert f.N == 8 and isinstance(f.N, int)


def test_crosstalk_derangement_search_examines_limit_permutations():
    """On N = 4 the first derangement with crosstalk is the 11th permutation (1, 3, 0, 2): a budget of 10
    stops before it, a budget of 11 finds it."""
    net = op.OpticalMIN(4)
    assert co.first_crosstalk_derangement(net, limit=10) is None
    perm, v = co.first_crosstalk_derangement(net, limit=11)
    assert perm == (1, 3, 0, 2) and v == props.Violation(
        "crosstalk-free", "signals 0 and 1 share switch 1 at stage 1", {"stage": 1, "switch": 1, "signals": [0, 1]}
    )


def test_brute_rule_names_a_last_stage_that_sends_the_signal_to_the_unused_output(monkeypatch):
    """With one stage too few (log N, not log N + 1: the spec bug ``cf-stage-short``) the last stage is driven
    by a_{k-1}: pair (0, 4) of the 8 x 8 network (c = 4, a_2 = 1) leaves stage 2 on its unused output."""
    monkeypatch.setattr(op, "stage_count", lambda k: k)
    assert co.brute_rule(op.OpticalMIN(8)) == (0, 4, "stage 2 is sent to the unused output")
