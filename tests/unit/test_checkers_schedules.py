"""Tests of :mod:`alltoall.checkers.schedules`: the pass list reader of the ``switch-network-schedule``
replayer (each input error with its parameter and message on the first bad value and the last good one) and
the sentence for a processor that sends twice in one pass."""

from __future__ import annotations

import pytest

from alltoall.checkers import schedules
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import switch_network as sn


def err(raw, N=4):
    with pytest.raises(ParameterError) as e:
        schedules._passes(raw, N)
    return e.value.parameter, str(e.value)


def test_replay_reads_good_passes():
    assert schedules._passes([], 4) == []
    assert schedules._passes([[], [[3, 0, [1, 0]]]], 4) == [[], [(3, 0, (1, 0))]]
    assert schedules._passes([[[0, 3, [0] * 64]]], 4) == [[(0, 3, (0,) * 64)]]


def test_replay_names_the_parameter_of_each_bad_pass():
    assert err((1,)) == ("passes", "passes: expected a list of passes")
    assert err([(0, 1, [0])]) == ("passes", "passes: each pass is a list of [s, d, ports]")
    assert err([[[0, 1]]]) == ("passes", "passes: expected [s, d, ports]")
    assert err([[(0, 1, [0])]]) == ("passes", "passes: expected [s, d, ports]")
    assert err([[[0, 1, (0,)]]]) == ("passes", "passes: expected [s, d, ports]")
    assert err([[[0, 1, [0], 2]]]) == ("passes", "passes: expected [s, d, ports]")
    assert err([[[-1, 1, [0]]]])[0] == "s"
    assert err([[[0, -1, [0]]]])[0] == "d"
    assert err([[[4, 1, [0]]]]) == ("passes", "passes: processors are 0..3")
    assert err([[[0, 4, [0]]]]) == ("passes", "passes: processors are 0..3")
    assert err([[[0, 5, [0]]]], N=5) == ("passes", "passes: processors are 0..4")
    assert err([[[0, 1, [-1]]]])[0] == "ports"
    assert err([[[0, 1, [2]]]]) == ("ports", "ports: a 2 x 2 switch has output ports 0 and 1")
    assert err([[[0, 1, [0] * 65]]]) == ("ports", "ports: a 2 x 2 switch has output ports 0 and 1")


def test_schedule_violation_sentence_for_a_shared_sending_link():
    """Two signals of processor 0 in pass 0 share its sending link, named in full."""
    g = sn.SwitchNetwork(2, 2, ((0, 0), (1, 0)), (((0, 0), ("proc", 1)), ((1, 0), ("proc", 0))))
    assert schedules.schedule_violation(g, [[(0, 1, (0,)), (0, 1, (0,))]]) == (
        "pass 0: the signals of 0 -> 1 and 0 -> 1 share sending link of processor 0"
    )
