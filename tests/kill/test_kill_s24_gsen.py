"""Pins of :mod:`alltoall.checkers.gsen` left by the survivors of the seed-20261124 sample: the B xor F
that Lemma 3.4's message reports, and the first missed pair that Theorem 3.8's cover check names, on
paths and covers forged by monkeypatching."""

from __future__ import annotations

import types

import numpy as np

from alltoall.checkers import gsen as cg
from alltoall.spec.topologies import gsen


def test_lemma34_message_reports_b_xor_f(monkeypatch):
    """A path set up by C = 0 with F = 1, B = 3 is reported with B xor F = 2 (not B and F = 1)."""
    net = types.SimpleNamespace(N=1, tags=1, n=1)
    path = types.SimpleNamespace(switches=[0], state=lambda s: 0, tag=1, backward=3)
    monkeypatch.setattr(cg, "_paths", lambda n: [[path]])
    monkeypatch.setattr(cg.gsen, "family_states", lambda n, fam, C: np.zeros((1, 1), dtype=np.int64))
    assert cg.lemma_violation("lemma3.4", net) == "C = 0: input 0 uses F = 1, B = 3, B xor F = 2"


def test_sc_cover_names_the_first_missed_pair(monkeypatch):
    """When the configurations miss several pairs, the first one listed is named."""
    monkeypatch.setattr(cg.cert, "missing_pairs", lambda net, configs: [(0, 1), (2, 3)])
    assert cg.sc_cover_and_unique(gsen.GSEN(6)) == "the 8 sc configurations miss the pair (0, 1)"
