"""Pins of :mod:`alltoall.checkers.min_witnesses` left by the survivors of the seed-20261125 sample: Lemma 1's brute force scans
every switch row (not only the first k), and the pipeline check's two-waves sentence and its first
misdelivered message, on spec functions forged by monkeypatching."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import min_witnesses as mw
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import two_phase
from alltoall.spec.topologies import multistage as ms


def test_lemma1_scans_every_row(monkeypatch):
    """Configurations of 3 rows and 1 stage whose only repeat is in row 2 give (0, 1, 2)."""
    confs = np.array([[[0], [0], [1]], [[1], [1], [1]]])  # (rounds, rows, stages)
    monkeypatch.setattr(lc, "configurations", lambda M0, d, k: confs)
    assert mw.lemma1_violation(np.zeros((2, 2), int), 2, 2) == (0, 1, 2)


def test_pipeline_reports_two_waves_in_one_stage(monkeypatch):
    """An extra wave in stage 0 at time 0 gives the two-waves sentence."""
    orig = two_phase.pipeline
    monkeypatch.setattr(two_phase, "pipeline", lambda N, k: orig(N, k) + [two_phase.PipelineStep(0, 0, 5)])
    assert mw.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) == "a stage holds two waves at once"


def test_pipeline_names_the_first_misdelivered_message(monkeypatch):
    """Every queued label off by one: the first (sender, receiver) in order, 0 -> 0, is named."""
    assert mw.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) is None
    orig = two_phase.label_pass
    monkeypatch.setattr(two_phase, "label_pass", lambda net, M0: (orig(net, M0) + 1) % net.N)
    assert mw.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) == "message 0->0 arrives at 3"
