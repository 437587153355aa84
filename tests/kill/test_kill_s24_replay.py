"""Pins of :mod:`alltoall.checkers.replay` left by the survivors of the seed-20261124 sample: nesting
depth counts dict levels as it counts list levels, and ``ports_ok`` reads ``d**k`` only when both are
ints (not bools)."""

from __future__ import annotations

from alltoall.checkers import replay as r


def test_generic_ok_counts_dict_nesting():
    """32 nested dicts around a number pass; 33 are nested too deeply."""
    deep = 0
    for _ in range(32):
        deep = {"a": deep}
    assert r.generic_ok(deep) is None
    assert r.generic_ok({"a": deep}) == "a: " * 33 + "nested too deeply"


def test_ports_ok_ignores_d_without_an_int_k():
    """d alone, or d with a bool k, gives no port count to refuse."""
    assert r.ports_ok({"d": 2}) is None
    assert r.ports_ok({"d": 10000, "k": True}) is None
