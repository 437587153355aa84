"""Pins of :mod:`alltoall.checkers.z3.exchange` left by the survivors of the seed-20261126 sample: a
SAT step whose model does not re-check by brute force leaves contention freedom undecided (None)."""

from __future__ import annotations

import types

import pytest

pytest.importorskip("z3")

from alltoall.checkers.z3 import exchange as zx  # noqa: E402


def test_contention_free_is_undecided_when_the_model_does_not_recheck(monkeypatch):
    """A forged SAT query with a model the brute-force decoder rejects: (None, [query], None)."""
    q = types.SimpleNamespace(status="sat", model={"a": 0, "b": 0})
    monkeypatch.setattr(zx, "contention_query", lambda *a, **k: q)
    monkeypatch.setattr(zx, "decode_contention", lambda *a, **k: None)
    assert zx.contention_free("ar", 4) == (None, [q], None)
