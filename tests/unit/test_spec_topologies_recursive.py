"""Tests of :mod:`alltoall.spec.topologies.recursive` (one stage plus d sub-networks, liu-chen-chen-2007) and
of the two-phase exchange built on it (:mod:`alltoall.spec.algorithms.two_phase`): ``split``, ``split_first``
and ``split_last`` for every named topology at k = 2..4, the cases that split no way, the digit helpers and
each input error, the soundness of ``split`` (Latin copies make a Latin network); then the label queue, every
delivery, the pipeline occupancy and the switch states at the edges of the pipeline."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import two_phase as tp
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import recursive

S = recursive.Split


SPLITS = {  # (topology, k): (split, split_first, split_last) of the (k+1)-stage network over the k-stage one
    ("omega", 2): (S("first", 0, (1, 2)), S("first", 0, (1, 2)), S("last", 0, (1, 2, 0))),
    ("omega", 3): (S("first", 0, (1, 2, 3)), S("first", 0, (1, 2, 3)), S("last", 0, (1, 2, 3, 0))),
    ("baseline", 2): (S("first", 0, (2, 2)), S("first", 0, (2, 2)), S("last", 2, (2, 1, 0))),
    ("baseline", 3): (S("first", 0, (3, 3, 3)), S("first", 0, (3, 3, 3)), S("last", 3, (3, 2, 1, 0))),
    ("butterfly", 2): (S("first", 0, (2, 2)), S("first", 0, (2, 2)), S("last", 0, (2, 1, 0))),
    ("butterfly", 3): (S("first", 0, (3, 3, 3)), S("first", 0, (3, 3, 3)), None),
    ("reverse-omega", 2): (S("first", 0, (2, 1)), S("first", 0, (2, 1)), S("last", 2, (2, 1, 0))),
    ("reverse-omega", 3): (S("first", 0, (3, 2, 1)), S("first", 0, (3, 2, 1)), S("last", 3, (3, 2, 1, 0))),
    ("reverse-baseline", 2): (S("first", 0, (1, 2)), S("first", 0, (1, 2)), S("last", 2, (2, 2, 0))),
    ("reverse-baseline", 3): (S("first", 0, (1, 2, 3)), S("first", 0, (1, 2, 3)), S("last", 3, (3, 3, 3, 0))),
    ("reverse-butterfly", 2): (S("first", 0, (1, 2)), S("first", 0, (1, 2)), S("last", 2, (2, 2, 0))),
    ("reverse-butterfly", 3): (S("last", 3, (3, 3, 3, 0)), None, S("last", 3, (3, 3, 3, 0))),
    ("reverse-butterfly", 4): (S("last", 4, (4, 4, 4, 4, 0)), None, S("last", 4, (4, 4, 4, 4, 0))),
}


@pytest.mark.parametrize("key", list(SPLITS), ids=[f"{t}-{k}" for t, k in SPLITS])
def test_splits_of_named_topologies(key):
    t, k = key
    big, small = ms.build(t, 2, k + 1), ms.build(t, 2, k)
    assert (recursive.split(big, small), recursive.split_first(big, small), recursive.split_last(big, small)) == SPLITS[
        key
    ]


def test_splits_that_fail_and_the_smallest():
    assert recursive.split(ms.omega(2, 4), ms.baseline(2, 3)) is None
    assert recursive.split_first(ms.omega(2, 4), ms.baseline(2, 3)) is None
    assert recursive.split_last(ms.omega(2, 4), ms.baseline(2, 3)) is None
    assert recursive.split(ms.omega(2, 2), ms.baseline(2, 1)) == S("first", 0, (1,))
    assert recursive.split(ms.butterfly(2, 2), ms.butterfly(2, 1)) == S("first", 0, (1,))
    assert recursive.split(ms.omega(3, 3), ms.omega(3, 2)) == S("first", 0, (1, 2))
    one = ms.from_wirings("X", 2, 2, [ms.identity(1)] * 2)
    assert recursive.split(ms.from_wirings("Z", 2, 4, [ms.identity(2)] * 3), one) is None


def test_digit_helpers_and_errors():
    w = ms.DigitPermutation((2, 0, 1))
    assert [recursive.destination(w, p) for p in range(3)] == [1, 2, 0]
    assert recursive.without(ms.DigitPermutation((2, 0, 1, 3)), 0, 1) == ms.DigitPermutation((1, 0, 2))
    assert recursive.without(ms.DigitPermutation((2, 0, 1, 3)), 2, 0) == ms.DigitPermutation((0, 1, 2))
    assert recursive.without(ms.DigitPermutation((2, 0, 1, 3)), 3, 3) == ms.DigitPermutation((2, 0, 1))
    msg = "DigitPermutation(src=(2, 0, 1)) does not move position 0 to 0"
    with pytest.raises(ParameterError) as e:
        recursive.without(w, 0, 0)
    assert (e.value.parameter, e.value.message, str(e.value)) == ("wiring", msg, "wiring: " + msg)


@pytest.mark.parametrize(
    "big,small,message",
    [
        (lambda: ms.benes(2), lambda: ms.omega(2, 1), "Benes(d=2, k=2) is not one stage larger than Omega(d=2, k=1)"),
        (
            lambda: ms.omega(2, 3),
            lambda: ms.omega(2, 3),
            "Omega(d=2, k=3) is not one stage larger than Omega(d=2, k=3)",
        ),
        (
            lambda: ms.omega(2, 3),
            lambda: ms.omega(3, 2),
            "Omega(d=2, k=3) is not one stage larger than Omega(d=3, k=2)",
        ),
        (lambda: ms.omega(2, 3), lambda: ms.benes(1), "Omega(d=2, k=3) is not one stage larger than Benes(d=2, k=1)"),
        (
            lambda: ms.omega(2, 2),
            lambda: ms.from_wirings("S", 2, 4, [ms.identity(2)] * 2),
            "Omega(d=2, k=2) is not one stage larger than S(d=2, k=2)",
        ),
        (
            lambda: ms.from_wirings("B", 2, 4, [ms.identity(2)] * 4),
            lambda: ms.from_wirings("S", 2, 4, [ms.identity(2)] * 3),
            "B(d=2, k=2) is not one stage larger than S(d=2, k=2)",
        ),
        (
            lambda: ms.from_wirings("T", 2, 4, [ms.LineTable((0, 1, 2, 3))] * 3),
            lambda: ms.omega(2, 1),
            "split needs digit-permutation wirings",
        ),
        (
            lambda: ms.omega(2, 2),
            lambda: ms.from_wirings("T", 2, 2, [ms.LineTable((0, 1))] * 2),
            "split needs digit-permutation wirings",
        ),
    ],
)
def test_split_errors(big, small, message):
    with pytest.raises(ParameterError) as e:
        recursive.split(big(), small())
    assert (e.value.parameter, e.value.message, str(e.value)) == ("network", message, "network: " + message)


@pytest.mark.parametrize("pattern", [recursive.split_first, recursive.split_last])
def test_each_split_pattern_refuses_table_wirings(pattern):
    """split_first and split_last are public: called without split's checks, each still names the network."""
    big = ms.from_wirings("T", 2, 8, [ms.LineTable(tuple(range(8)))] * 4)
    with pytest.raises(ParameterError) as e:
        pattern(big, ms.omega(2, 2))
    message = "split needs digit-permutation wirings"
    assert (e.value.parameter, e.value.message, str(e.value)) == ("network", message, "network: " + message)


O = ms.omega(2, 2)


M0 = np.array([[1, 0], [0, 1]])


def test_label_and_message_pass():
    q = tp.label_pass(O, M0)
    assert q.dtype == np.int64 and q.tolist() == [[3, 2, 0, 1], [1, 0, 2, 3], [0, 1, 3, 2], [2, 3, 1, 0]]
    q[0, 0] = 99
    assert tp.label_pass(O, M0)[0, 0] == 3
    run = tp.run(O, M0)
    assert len(run) == 16 and all(dl.output == dl.intended for dl in run)
    assert run[:5] == [
        tp.Delivery(0, 0, 3, 3),
        tp.Delivery(0, 1, 1, 1),
        tp.Delivery(0, 2, 0, 0),
        tp.Delivery(0, 3, 2, 2),
        tp.Delivery(1, 0, 2, 2),
    ]
    mp = tp.message_pass(O, M0, np.zeros((4, 4), dtype=np.int64))
    assert mp[5] == tp.Delivery(1, 1, 0, 0) and mp[6] == tp.Delivery(1, 2, 0, 1)
    assert all(type(v) is int for dl in mp for v in (dl.round, dl.sender, dl.intended, dl.output))


def test_pipeline_and_switch_states():
    P = tp.pipeline(3, 2)
    assert P == [
        tp.PipelineStep(0, 0, 0),
        tp.PipelineStep(0, 1, -1),
        tp.PipelineStep(1, 0, 1),
        tp.PipelineStep(1, 1, 0),
        tp.PipelineStep(2, 0, 2),
        tp.PipelineStep(2, 1, 1),
        tp.PipelineStep(3, 0, -1),
        tp.PipelineStep(3, 1, 2),
    ]
    assert len(tp.pipeline(8, 3)) == (8 + 3 - 1) * 3
    got = [tp.pipelined_switch_states(O, M0, t).tolist() for t in range(-1, 6)]
    assert got == [
        [[1, 0], [0, 1]],
        [[1, 0], [0, 1]],
        [[1, 0], [0, 1]],
        [[0, 1], [1, 0]],
        [[0, 0], [1, 1]],
        [[1, 1], [0, 0]],
        [[1, 0], [0, 1]],
    ]
    s = tp.pipelined_switch_states(O, M0, 1)
    assert s.dtype == np.int64
    f = tp.pipelined_switch_states(O, M0.astype(float), 1)
    assert f.dtype == np.int64 and f.tolist() == s.tolist()
    assert tp.pipelined_switch_states(O, M0.tolist(), 2).tolist() == [[0, 1], [1, 0]]
    tp.pipelined_switch_states(O, M0, 2)
    assert M0.tolist() == [[1, 0], [0, 1]]
    assert tp.rounds_formula(8, 3) == 10 and tp.rounds_formula(4, 2) == 5


# --- split is sound: a network that splits onto Latin copies is Latin (liu-chen-chen-2007) ----------------------------


def _latin_for(net: ms.MIN, M0s) -> bool:
    for M0 in M0s:
        outs = ms.route_shift(net, lc.configurations(M0, net.d, net.k))
        N = net.N
        if (
            not (np.sort(outs, axis=1) == np.arange(N)).all()
            or not (np.sort(outs, axis=0) == np.arange(N)[:, None]).all()
        ):
            return False
    return True


def test_split_is_sound_on_every_small_digit_network():
    """Every 3-stage, 3-digit digit-permutation network that splits onto a 2-stage network that is Latin for
    every M^0 is itself Latin (sampled M^0); and the split finds the named networks among them."""
    rng = np.random.default_rng(7)
    perms3 = [ms.DigitPermutation(p) for p in itertools.permutations(range(3))]
    perms2 = [ms.DigitPermutation(p) for p in itertools.permutations(range(2))]
    smalls = []
    for inner in perms2:
        small = ms.from_wirings("S", 2, 4, [ms.identity(2), inner, ms.identity(2)])
        if _latin_for(small, list(np.array(list(itertools.product((0, 1), repeat=4))).reshape(-1, 2, 2))):
            smalls.append(small)
    found = 0
    for w1, w2 in itertools.product(perms3, repeat=2):
        big = ms.from_wirings("B", 2, 8, [ms.identity(3), w1, w2, ms.identity(3)])
        if any(recursive.split(big, s) for s in smalls):
            found += 1
            assert _latin_for(big, rng.integers(0, 2, size=(24, 4, 3))), big
    assert found >= 2
