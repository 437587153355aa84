"""Tests of :mod:`alltoall.checkers.brute` (the admissibility search on MINs and its renderings): whole state
tables, ``None`` for an inadmissible permutation, the search budget on both sides of its boundary and its
default, ``routed_exactly`` on partial maps, the rendered lines, and the Latin check streamed from its threshold
(N = 2048) by :mod:`alltoall.checkers.latin_stream`, agreeing with the plain check."""

from __future__ import annotations

import contextlib
import pathlib
import sys

import numpy as np
import pytest

from alltoall.checkers import brute, latin_stream
from alltoall.spec.topologies import multistage as ms

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()

OMEGA = ms.omega(2, 2)


@pytest.mark.parametrize(
    "perm, states",
    [
        ([1, 0, 3, 2], [[[0, 1], [0, 1]], [[1, 0], [1, 0]]]),
        ([3, 2, 1, 0], [[[1, 0], [1, 0]], [[1, 0], [1, 0]]]),
        ([-1, -1, -1, -1], [[[0, 1], [0, 1]], [[0, 1], [0, 1]]]),
        ([1, 2, 3, 0], [[[0, 1], [1, 0]], [[1, 0], [1, 0]]]),
    ],
)
def test_admissible_finds_the_switch_states_within_its_budget(perm, states):
    got = brute.admissible(OMEGA, perm)
    assert got.dtype == np.int64 and got.tolist() == states
    assert brute.routed_exactly(OMEGA, got, perm)
    assert brute.admissible(OMEGA, perm, limit=6).tolist() == states
    with pytest.raises(TimeoutError) as e:
        brute.admissible(OMEGA, perm, limit=5)
    assert str(e.value) == "admissibility search budget exhausted"


def test_admissible_refuses_an_inadmissible_permutation():
    assert brute.admissible(OMEGA, [0, 2, 1, 3]) is None
    assert brute.admissible(OMEGA, [0, 2, 1, 3], limit=1) is None
    with pytest.raises(TimeoutError):
        brute.admissible(OMEGA, [0, 2, 1, 3], limit=0)
    assert brute.admissible(ms.omega(2, 3), [0, 2, 1, 3, 4, 5, 6, 7]) is None


def test_routed_exactly_and_renderings():
    s = brute.admissible(OMEGA, [1, 2, 3, 0])
    assert brute.routed_exactly(OMEGA, s, [1, 2, -1, -1]) is True
    assert brute.routed_exactly(OMEGA, s, [1, 2, -1, 3]) is False
    assert brute.routed_exactly(OMEGA, s, [-1, 2, -1, -1]) is True
    assert (
        brute.render_signal(OMEGA, s, 1)
        == "input 1 -> stage 0 switch 1 port 0->1 -> stage 1 switch 1 port 1->0 -> output 2"
    )
    assert (
        brute.render_signal(OMEGA, s, 2, "x")
        == "input 2 -> stage 0 switch 0 port 1->1 -> stage 1 switch 1 port 0->1 -> output 3   x"
    )
    assert brute.render_shift_matrix(np.array([[0, 1], [2, 3]])) == "0 1\n2 3"


@pytest.mark.parametrize("net", [OMEGA, ms.omega(2, 3), ms.baseline(2, 3), ms.butterfly(2, 3)], ids=str)
def test_admissible_routes_a_lone_signal_from_input_0_everywhere(net):
    """A semi-permutation whose only signal is input 0: the search must carry signal 0 from stage to
    stage too (a full permutation would hide its loss: the last output left is the right one)."""
    for x in range(net.N):
        perm = [-1] * net.N
        perm[0] = x
        states = brute.admissible(net, perm)
        assert states is not None and brute.routed_exactly(net, states, perm), x


def test_routed_exactly_compares_input_0():
    s = brute.admissible(OMEGA, [1, 2, 3, 0])
    assert brute.routed_exactly(OMEGA, s, [1, -1, -1, -1]) is True
    assert brute.routed_exactly(OMEGA, s, [0, -1, -1, -1]) is False


def test_arrivals_matrix_of_two_rounds():
    A = brute.arrivals_matrix(np.array([[0, 1, 2], [1, 2, 0]]))
    assert A.dtype == np.int64 and A.tolist() == [[0, 2], [1, 0], [2, 1]]


def test_admissible_default_budget_is_two_million_steps(argument_seen):
    """``admissible(net, perm)`` searches with ``limit = 2_000_000`` unless told otherwise."""
    limits, conf = argument_seen("brute.py", "limit", lambda: brute.admissible(ms.omega(2, 2), [0, 1, 2, 3]))
    assert conf is not None and limits == [2_000_000]


def test_configurations_bijective_walks_only_the_rounds_that_are_not_permutations(monkeypatch):
    """The first round that is not a bijection, worded by props.bijective, as a walk over every round gives."""
    from alltoall.checkers import properties as props

    def walk(outs):
        for x in range(outs.shape[0]):
            v = props.bijective(outs[x])
            if v:
                return props.Violation(v.property, f"round {x}: {v.message}", {"round": x, **v.where})
        return None

    rng = np.random.default_rng(20261127)
    cases = [np.array([rng.permutation(6) for _ in range(5)]) for _ in range(20)]
    for _ in range(60):
        outs = np.array([rng.permutation(6) for _ in range(5)])
        outs[rng.integers(5), rng.integers(6)] = rng.integers(-1, 7)  # a repeat, or an output out of range
        cases.append(outs)
    cases.append(np.zeros((0, 4), dtype=np.int64))
    got = [brute.configurations_bijective(o) for o in cases]
    assert got == [walk(o) for o in cases] and sum(v is None for v in got) >= 20 and any(v for v in got)
    assert brute.configurations_bijective(np.array([[0, 1], [1, 1], [0, 0]])) == props.Violation(
        "bijective", "round 1: inputs 0 and 1 both reach output 1", {"round": 1, "inputs": [0, 1], "output": 1}
    )


def test_latin_violations_equal_latin_violation_one_by_one(monkeypatch):
    """Batched routing gives each M^0 the violation (or None) latin_violation gives it, in order, across
    batch boundaries; on banyans (every M^0 passes for d = 2) and on a wired network where some fail."""
    rng = np.random.default_rng(20261127)
    monkeypatch.setattr(brute, "_BATCH", 7)
    wired = ms.from_wirings("Wired", 2, 8, [ms.LineTable(tuple(int(v) for v in rng.permutation(8))) for _ in range(4)])
    for net in (
        ms.omega(2, 2),
        ms.baseline(2, 3),
        ms.omega(3, 2),
        wired,
        ms.from_wirings("Id", 2, 4, [ms.identity(2)] * 3),
    ):
        M0s = [rng.integers(0, net.d, size=(net.switches, net.stages)) for _ in range(23)]
        got = list(brute.latin_violations(net, iter(M0s)))
        assert [m.tolist() for m, _ in got] == [m.tolist() for m in M0s]
        assert [v for _, v in got] == [brute.latin_violation(net, m) for m in M0s], net
    fails = [v for _, v in brute.latin_violations(wired, (rng.integers(0, 2, size=(4, 3)) for _ in range(23)))]
    assert any(fails) and list(brute.latin_violations(wired, [])) == []


def test_latin_violations_from_the_streaming_size_check_each_m0_as_latin_violation(monkeypatch):
    """From _STREAM_FROM_N on, each M^0 gets latin_violation itself (the streamed check), not a batch."""
    rng = np.random.default_rng(20261128)
    monkeypatch.setattr(brute, "_STREAM_FROM_N", 8)
    wired = ms.from_wirings("Wired", 2, 8, [ms.LineTable(tuple(int(v) for v in rng.permutation(8))) for _ in range(4)])
    for net in (ms.omega(2, 3), wired):
        M0s = [rng.integers(0, net.d, size=(net.switches, net.stages)) for _ in range(5)]
        got = list(brute.latin_violations(net, M0s))
        assert [v for _, v in got] == [brute.latin_violation(net, m) for m in M0s], net
    assert any(v for _, v in brute.latin_violations(wired, M0s))


@pytest.mark.parametrize("switches, stages", [(0, 3), (2, 0)])
def test_all_shift_matrices_of_an_empty_shape_is_the_one_empty_integer_matrix(switches, stages):
    """d ** 0 = 1 configuration: the empty one, still an integer matrix of the asked shape."""
    (M,) = brute.all_shift_matrices(switches, stages, 2)
    assert M.dtype == np.int64 and M.shape == (switches, stages)


# --- the Latin check streamed from N = 2048 on (checkers/latin_stream.py) -----------------------------------


def _plain(net: ms.MIN, M0: np.ndarray):
    """The plain check: every configuration materialized, then properties.bijective and properties.latin."""
    from alltoall.checkers import properties as props

    outs = brute.outputs_per_round(net, M0)
    return brute.configurations_bijective(outs) or props.latin(brute.arrivals_matrix(outs))


@pytest.mark.parametrize("mutant", [None, "digit-off-by-one", "shift-sign", "wiring-swap"])
def test_brute_force_streams_from_its_threshold_and_agrees_with_the_plain_check(mutant, monkeypatch):
    calls = []
    real = latin_stream.latin_violation
    monkeypatch.setattr(latin_stream, "latin_violation", lambda *a, **kw: calls.append(a[0].N) or real(*a, **kw))
    monkeypatch.setattr(brute, "_STREAM_FROM_N", 256)  # the threshold, lowered so the plain check stays cheap
    ctx = MUTANTS[mutant].applied() if mutant else contextlib.nullcontext()
    with ctx:
        for topology in ("omega", "baseline", "butterfly"):
            net = ms.build(topology, 2, 8)
            M0 = np.zeros((net.switches, net.k), dtype=np.int64)
            got, ref = brute.latin_violation(net, M0), _plain(net, M0)
            assert (got is None) == (ref is None), (mutant, topology, got, ref)
            if got is not None and got.where.get("kind") == "row":
                O = latin_stream.route_rounds(net, M0, np.array(got.where["positions"]))
                assert O[0, got.where["value"]] == O[1, got.where["value"]] == got.where["index"]
    assert calls == [256] * 3


def test_brute_force_streams_from_n_2048(monkeypatch):
    calls = []
    real = latin_stream.latin_violation
    monkeypatch.setattr(latin_stream, "latin_violation", lambda *a, **kw: calls.append(a[0].N) or real(*a, **kw))
    assert brute.latin_violation(ms.omega(2, 11), np.zeros((1024, 11), dtype=np.int64)) is None
    assert brute.latin_violation(ms.omega(2, 3), np.zeros((4, 3), dtype=np.int64)) is None
    assert calls == [2048]
