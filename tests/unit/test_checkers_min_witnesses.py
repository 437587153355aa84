"""Tests of :mod:`alltoall.checkers.min_witnesses` (replayers of MIN witnesses): the point readers (each input
error with its parameter and message), the permutation-state check in both readings, Lemma 1's brute force
over every switch row, and the pipeline check's sentences, on spec functions forged by monkeypatching; the
replayers' range checks of a witness's fields, and the least makespan against Theorem 6's phase length."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import min_witnesses
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import two_phase
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

OMEGA = ms.omega(2, 2)


def err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, str(e.value)


def test_replay_reads_m0_as_zero_or_a_matrix():
    z = min_witnesses._m0("zero", OMEGA)
    assert z.tolist() == [[0, 0], [0, 0]]
    m = min_witnesses._m0([[1, 0], [0, 1]], OMEGA)
    assert m.dtype == np.int64 and m.tolist() == [[1, 0], [0, 1]]
    assert err(min_witnesses._m0, [[1, 0, 0], [0, 1, 1]], OMEGA) == ("M0", "M0: expected shape (2, 2), got (2, 3)")
    assert err(min_witnesses._m0, [[1, 0]], OMEGA) == ("M0", "M0: expected shape (2, 2), got (1, 2)")
    assert err(min_witnesses._m0, [[2, 0], [0, 1]], OMEGA) == ("M0", "M0: must lie in 0..1, got 2")
    assert err(min_witnesses._m0, "ZERO", OMEGA) == ("M0", "M0: expected an integer, got 'ZERO'")


def test_replay_reads_the_subject_and_the_item():
    class Claim:
        subject = None

    assert err(min_witnesses._subject, Claim, "printed-value") == (
        "claim",
        "claim: a printed-value witness needs a claim whose subject holds the printed values",
    )
    p = min_witnesses.PrintedValues({"a": 1, "b": 2}, lambda i: 1)
    Claim.subject = p
    assert min_witnesses._subject(Claim, "x") is p
    assert min_witnesses._item(p, {"item": "b"}) == "b"
    assert err(min_witnesses._item, p, {"item": "c"}) == ("item", "item: expected one of ['a', 'b'], got 'c'")
    assert err(min_witnesses._item, p, {}) == ("item", "item: expected one of ['a', 'b'], got None")
    assert err(min_witnesses._item, p, {"item": 1}) == ("item", "item: expected one of ['a', 'b'], got 1")


IDENT3 = ms.from_wirings("Ident", 3, 9, [ms.identity(2)] * 3)


INIT = np.array([[[1, 0, 2], [1, 2, 0], [2, 0, 1]], [[2, 1, 0], [0, 1, 2], [0, 1, 2]]])


def test_perm_state_violation_follows_the_reading():
    """The same initial states repeat input 0 in row 0 at rounds 2 and 3 (post) but 1 and 5 (pre)."""
    post = min_witnesses.perm_state_violation(IDENT3, INIT, "post")
    pre = min_witnesses.perm_state_violation(IDENT3, INIT, "pre")
    assert (post.property, post.message) == ("latin", "row 0 repeats 0 (at rounds 2 and 3)")
    assert (pre.property, pre.message) == ("latin", "row 0 repeats 0 (at rounds 1 and 5)")


def test_lemma1_scans_every_row(monkeypatch):
    """Configurations of 3 rows and 1 stage whose only repeat is in row 2 give (0, 1, 2)."""
    confs = np.array([[[0], [0], [1]], [[1], [1], [1]]])  # (rounds, rows, stages)
    monkeypatch.setattr(lc, "configurations", lambda M0, d, k: confs)
    assert min_witnesses.lemma1_violation(np.zeros((2, 2), int), 2, 2) == (0, 1, 2)


def test_pipeline_reports_two_waves_in_one_stage(monkeypatch):
    """An extra wave in stage 0 at time 0 gives the two-waves sentence."""
    orig = two_phase.pipeline
    monkeypatch.setattr(two_phase, "pipeline", lambda N, k: orig(N, k) + [two_phase.PipelineStep(0, 0, 5)])
    assert min_witnesses.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) == "a stage holds two waves at once"


def test_pipeline_names_the_first_misdelivered_message(monkeypatch):
    """Every queued label off by one: the first (sender, receiver) in order, 0 -> 0, is named."""
    assert min_witnesses.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) is None
    orig = two_phase.label_pass
    monkeypatch.setattr(two_phase, "label_pass", lambda net, M0: (orig(net, M0) + 1) % net.N)
    assert min_witnesses.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) == "message 0->0 arrives at 3"


def test_pipeline_names_a_pair_never_served(monkeypatch):
    """Every switch straight in every round and each sender's label its one output: no message is misdelivered,
    but each sender reaches one receiver only."""
    net = ms.omega(2, 2)
    outs = ms.route_shift(net, np.zeros((2, 2), int))  # every switch straight
    monkeypatch.setattr(two_phase, "pipelined_switch_states", lambda net, M0, t: np.zeros((2, 2), int))
    monkeypatch.setattr(two_phase, "label_pass", lambda net, M0: np.repeat(outs[:, None], net.N, axis=1))
    assert min_witnesses.pipeline_violation(net, np.zeros((2, 2), int)) == "a (sender, receiver) pair is never served"


def test_pipeline_names_a_wave_missing_from_its_stage(monkeypatch):
    """Wave 1 left out of stage 1 (its slot idle): the sentence names the wave, the stage and the time x + j."""
    orig = two_phase.pipeline

    def missing(N, k):
        return [two_phase.PipelineStep(s.time, s.stage, -1) if (s.wave, s.stage) == (1, 1) else s for s in orig(N, k)]

    monkeypatch.setattr(two_phase, "pipeline", missing)
    assert (
        min_witnesses.pipeline_violation(ms.omega(2, 2), np.zeros((2, 2), int)) == "wave 1 is not in stage 1 at time 2"
    )


def test_replay_refuses_a_ragged_m0_by_name():
    assert err(min_witnesses._m0, [[1, 0], [0]], OMEGA) == (
        "M0",
        "M0: the nested lists do not all have the same length",
    )


def test_least_makespan_is_n_plus_k_minus_one():
    """N messages, one injected per time unit, each k units to cross: the last leaves at N - 1, arrives at N + k - 1."""
    for N in range(1, 7):
        for k in range(1, 5):
            assert min_witnesses.least_makespan(N, k) == N + k - 1
    assert min_witnesses.least_makespan(0, 3) == 0


def test_latin_column_replay_names_the_output_two_inputs_share(monkeypatch):
    """A routing that sends inputs 0 and 2 to output 1 in round 1 (M^1 is no permutation): the replay
    stands and names the shared output; on the spec's routing the two outputs differ."""
    params = {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}
    point = {"round": 1, "inputs": [0, 2]}
    assert min_witnesses._replay_latin_column(params, point) == (
        False,
        "on Omega(d=2, k=2), M^1 sends input 0 to 1 and 2 to 3",
    )
    orig = ms.route_shift

    def collide(net, M):
        out = np.array(orig(net, M), copy=True)
        out[1, 2] = out[1, 0]
        return out

    monkeypatch.setattr(ms, "route_shift", collide)
    assert min_witnesses._replay_latin_column(params, point) == (
        True,
        "on Omega(d=2, k=2), M^1 sends inputs 0 and 2 to the same output 1",
    )


@pytest.mark.parametrize(
    "kind,params,data",
    [
        ("shift-state", {"d": 3, "k": 5}, {"port": 0}),
        ("shift-state", {"d": 3, "k": 1}, {"port": -1}),
        ("lemma1", {"d": 2, "k": 3, "M0": "zero"}, {"x": 1, "y": 1, "row": 0}),
        ("lemma1", {"d": 2, "k": 3, "M0": "zero"}, {"x": 1.0, "y": 2, "row": 0}),
        ("round-count", {"d": 2, "k": 40}, {}),
        ("config-collision", {"network": {"topology": "omega", "d": 2, "k": 2}}, {"configurations": [0, 16]}),
        ("two-phase", {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": [[0, 2], [0, 0]]}, {}),
        (
            "latin-violation",
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"},
            {"input": 1.5, "rounds": [0, 1]},
        ),
        (
            "latin-violation",
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"},
            {"input": 1, "rounds": [0, 4]},
        ),
        ("not-banyan", {"network": {"topology": "omega", "d": 2, "k": 13}}, {"input": 0, "output": 0}),
        (
            "topology-dependence",
            {"instances": [{"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}]},
            {"sender": 0, "round": 0},
        ),
    ],
)
def test_replayers_range_check_the_witness(kind, params, data):
    from alltoall.checkers import replay

    replay.load()
    with pytest.raises(ParameterError):
        replay.REPLAYERS[kind](None, params, data)


def test_least_makespan_is_theorem_6s_phase_length():
    from alltoall.spec.algorithms import two_phase

    for d, k in [(2, 1), (2, 4), (3, 3), (5, 2)]:
        assert min_witnesses.least_makespan(d**k, k) == two_phase.rounds_formula(d**k, k)
