"""Pins of :mod:`alltoall.checkers.gsen` left by the survivors of the seed-20261125 sample: the two halves of Lemma 3.5's
sentence (the path's uniqueness and the lemma's), on enumerated paths forged by monkeypatching."""

from __future__ import annotations

import types

from alltoall.checkers import gsen as cg
from alltoall.spec.topologies import gsen


def _with_dests(monkeypatch, dests):
    """Every input's paths P(i, F) end at ``dests[F]`` (only ``dest`` is read by Lemma 3.5)."""
    net = gsen.GSEN(6)
    monkeypatch.setattr(cg, "_paths", lambda n: [[types.SimpleNamespace(dest=v) for v in dests] for _ in range(n.N)])
    return cg.lemma_violation("lemma3.5", net)


def test_lemma35_names_a_unique_path_the_lemma_calls_not_unique(monkeypatch):
    """A unique P(0, 0) (F < T - N) is reported as unique, against the lemma's 'not unique'."""
    assert _with_dests(monkeypatch, list(range(8))) == "P(0, 0) is a unique path; Lemma 3.5 says not unique"


def test_lemma35_names_a_shared_path_the_lemma_calls_unique(monkeypatch):
    """A shared P(0, 2) (T - N <= F < N) is reported as not unique, against the lemma's 'unique'."""
    assert _with_dests(monkeypatch, [0] * 8) == "P(0, 2) is not a unique path; Lemma 3.5 says unique"
