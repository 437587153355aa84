"""Pins of :mod:`alltoall.checkers.gsen` left by the survivors of the seed-20261126 sample: the
messages of Lemmas 3.6 and 3.7 name the right entries of the enumerated B table, the gap between
neighbouring B values is at most 2, and an unknown lemma is named in its ValueError."""

from __future__ import annotations

import types

import pytest

from alltoall.checkers import gsen as cg


def _lemma(monkeypatch, name, B):
    """lemma_violation on a forged network whose path P(i, F) has backward value B[i][F]."""
    net = types.SimpleNamespace(N=len(B), tags=len(B[0]), n=1)
    monkeypatch.setattr(cg, "_paths", lambda n: [[types.SimpleNamespace(backward=v) for v in row] for row in B])
    return cg.lemma_violation(name, net)


def test_lemma36_message_names_h_and_h_plus_one(monkeypatch):
    """T = 4, h = 2: B(0, 2) = 0 differs from B(0, 3) = 1."""
    assert _lemma(monkeypatch, "lemma3.6", [[0, 0, 0, 1], [0, 0, 1, 1]]) == "B(0, 2) = 0 but B(0, 3) = 1"


def test_lemma37_bound_message_reads_the_last_input(monkeypatch):
    """B(0, 0) = 2 > 1: the message quotes B(N - 1, 0) of the last row, not the one before it."""
    assert _lemma(monkeypatch, "lemma3.7", [[2], [5], [3]]) == "B(0, 0) = 2, B(2, 0) = 3"


def test_lemma37_rejects_a_step_of_three(monkeypatch):
    """B column 0, 3, 2 (T = 4): no bound or hole is broken, but B(1, 0) - B(0, 0) = 3."""
    B = [[0, 0, 0, 0], [3, 0, 0, 0], [2, 0, 0, 0]]
    assert _lemma(monkeypatch, "lemma3.7", B) == "B(1, 0) - B(0, 0) = 3"


def test_unknown_lemma_is_named_in_the_error():
    net = types.SimpleNamespace(N=1, tags=1, n=1)
    with pytest.raises(ValueError) as e:
        cg.lemma_violation("lemma9.9", net)
    assert e.value.args == ("lemma9.9",)
