"""Kill tests pinning :mod:`alltoall.checkers.optical` (brute_rule messages and bounds,
check_shift's Failure fields)."""

import numpy as np

from alltoall.checkers import optical as chk
from alltoall.checkers import properties as props
from alltoall.spec.topologies import optical as op


def _rule_c_with_first(monkeypatch, value):
    orig = op.rule_c

    def fake(N, s, d, select=op._py_select):
        r = np.array(orig(N, s, d, select=select), copy=True)
        r[0] = value
        return r

    monkeypatch.setattr(op, "rule_c", fake)


def test_brute_rule_flags_c_equal_to_n_with_full_message(monkeypatch):
    _rule_c_with_first(monkeypatch, 8)
    assert chk.brute_rule(op.OpticalMIN(8)) == (0, 1, "the rule's c is outside 1..N-1")


def test_brute_rule_flags_c_zero_with_full_message(monkeypatch):
    _rule_c_with_first(monkeypatch, 0)
    assert chk.brute_rule(op.OpticalMIN(8)) == (0, 1, "the rule's c is outside 1..N-1")


def test_brute_rule_stage_message_is_not_truncated(monkeypatch):
    _rule_c_with_first(monkeypatch, 2)  # pair (0, 1) routed with c = 2: a valid c, wrong path
    assert chk.brute_rule(op.OpticalMIN(8)) == (0, 1, "the signal arrives at another processor")


def test_brute_rule_clean_at_last_good_c():
    assert chk.brute_rule(op.OpticalMIN(8)) is None


def test_check_shift_delivery_failure_is_pinned(monkeypatch):
    orig = op.shift_setting
    monkeypatch.setattr(op, "shift_setting", lambda net, c: orig(net, c + 1))
    f = chk.check_shift(op.OpticalMIN(8), 3)
    assert f == chk.Failure(8, 3, "delivery", "shift c=3: processor 0's signal reaches 4, not 3", (0,))


def test_check_shift_crosstalk_failure_is_pinned(monkeypatch):
    orig = op.route

    def fake(net, setting, sources=None):
        out, occ = orig(net, setting)
        occ = np.array(occ, copy=True)
        occ[1] = occ[0]
        return out, occ

    monkeypatch.setattr(op, "route", fake)
    net = op.OpticalMIN(8)
    f = chk.check_shift(net, 3)
    out, occ = fake(net, op.shift_setting(net, 3))
    v = props.crosstalk_free(occ)
    assert f == chk.Failure(8, 3, "crosstalk", f"shift c=3: {v.message}", tuple(v.where["signals"]))
    assert f.N == 8 and isinstance(f.N, int)
