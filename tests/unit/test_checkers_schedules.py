"""Tests of :mod:`alltoall.checkers.schedules`: the pass list reader of the ``switch-network-schedule``
replayer (each input error with its parameter and message on the first bad value and the last good one) and
the sentence for a processor that sends twice in one pass."""

from __future__ import annotations

import pytest

from alltoall.checkers import schedules
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms
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


# A network of two switches for three processors: switch 0 takes 0 and 1 and sends to 2 or on to switch 1,
# which takes 2 and sends to 0 or 1. Each ordered pair has one route (the output port at each switch met).
THREE = sn.SwitchNetwork(
    3,
    2,
    ((0, 0), (0, 1), (1, 1)),
    (((0, 0), ("proc", 2)), ((0, 1), ("switch", 1, 0)), ((1, 0), ("proc", 0)), ((1, 1), ("proc", 1))),
)
ROUTE = {(0, 1): (1, 1), (0, 2): (0,), (1, 0): (1, 0), (1, 2): (0,), (2, 0): (0,), (2, 1): (1,)}
ONE_EACH = [[(s, d, p)] for (s, d), p in ROUTE.items()]


def test_schedule_violation_accepts_the_exchange_and_names_each_fault():
    assert schedules.schedule_violation(THREE, ONE_EACH) is None
    assert (
        schedules.schedule_violation(THREE, [[(2, 0, (0,)), (0, 2, (0,))], [(2, 1, (1,)), (1, 0, (1, 0))]]) is not None
    )
    assert schedules.schedule_violation(THREE, ONE_EACH[:-1]) == "no message from 2 to 1"
    assert schedules.schedule_violation(THREE, ONE_EACH + ONE_EACH[:1]) == "0 -> 1 is served twice (step 0 and step 6)"
    assert (
        schedules.schedule_violation(THREE, [[(0, 1, (1, 1))], [(0, 1, (0,))]]) == "pass 1: 0's signal reaches 2, not 1"
    )
    assert schedules.schedule_violation(THREE, [[(0, 1, (1,))]]) == "pass 0: 0's signal reaches -1, not 1"
    assert schedules.schedule_violation(THREE, [[(0, 2, (0,)), (1, 2, (0,))]]) == (
        "pass 0: the signals of 0 -> 2 and 1 -> 2 share receiving link of processor 2"
    )
    assert schedules.schedule_violation(THREE, [[(2, 0, (0,)), (0, 1, (1, 1))]]) == (
        "pass 0: the signals of 2 -> 0 and 0 -> 1 share switch 1 (crosstalk)"
    )
    # the links are checked before the switches: 0 -> 2 and 1 -> 2 also share switch 0
    assert schedules.schedule_violation(THREE, ONE_EACH[:2] + [[(1, 2, (0,)), (0, 2, (0,))]]) == (
        "pass 2: the signals of 1 -> 2 and 0 -> 2 share receiving link of processor 2"
    )


def test_shared_in_pass_counts_a_signal_once_per_resource():
    assert schedules.shared_in_pass(3, [("a", [5, 5, 2]), ("b", [7])], "switch") is None
    assert schedules.shared_in_pass(3, [("a", [5, 5, 2]), ("b", [7]), ("c", [9, 7])], "switch") == (
        "pass 3: the signals of b and c share switch 7"
    )
    assert schedules.shared_in_pass(0, [("a", []), ("b", [])], "switch") is None
    assert (
        schedules.shared_in_pass(1, [("a", [4]), ("b", [4])], "pass") == "pass 1: the signals of a and b share pass 4"
    )


def _semi(*pairs, N=4):
    t = [-1] * N
    for s, d in pairs:
        t[s] = d
    return t


def test_semi_schedule_violation_counts_passes_and_names_each_fault():
    net = ms.build("omega", 2, 2)
    one = [_semi((s, d)) for s in range(4) for d in range(4) if s != d]
    assert schedules.semi_schedule_violation(net, one, 1) == (12, None)
    assert schedules.semi_schedule_violation(net, one[:-1], 1) == (11, "no message from 3 to 2")
    assert schedules.semi_schedule_violation(net, one + one[:1], 1) == (
        13,
        "0 -> 1 is served twice (step 0 and step 12)",
    )
    # two copies: each pass takes two semi-permutations, whose signals share no processor's link
    two = [(0, 1), (1, 0), (2, 3), (3, 2), (0, 2), (2, 0), (1, 3), (3, 1), (0, 3), (3, 0), (1, 2), (2, 1)]
    assert schedules.semi_schedule_violation(net, [_semi(p) for p in two], 2) == (6, None)
    assert schedules.semi_schedule_violation(net, [_semi(p) for p in two[:-1]], 2) == (6, "no message from 2 to 1")
    assert schedules.semi_schedule_violation(net, [_semi(p) for p in two], 3) == (
        4,
        "pass 1: the signals of 3 -> 2 and 0 -> 2 share receiving link of processor 2",
    )
    assert schedules.semi_schedule_violation(net, [_semi((0, 1)), _semi((0, 2))], 2) == (
        1,
        "pass 0: the signals of 0 -> 1 and 0 -> 2 share sending link of processor 0",
    )
    assert schedules.semi_schedule_violation(net, [_semi((0, 1)), _semi((2, 1))], 2) == (
        1,
        "pass 0: the signals of 0 -> 1 and 2 -> 1 share receiving link of processor 1",
    )
    assert schedules.semi_schedule_violation(net, [_semi((3, 0)), _semi((1, 2)), _semi((0, 1), (2, 3))], 2) == (
        2,
        "pass 1: [1, -1, 3, -1] is not crosstalk-free (signals 0 and 1 share switch 0 at stage 0)",
    )


# Four processors on a ring of four switches: processor i enters switch i, which delivers to i + 1 (port 0)
# or passes on to switch i + 1 (port 1).
RING4 = sn.SwitchNetwork(
    4,
    4,
    tuple((i, 0) for i in range(4)),
    tuple(w for i in range(4) for w in (((i, 0), ("proc", (i + 1) % 4)), ((i, 1), ("switch", (i + 1) % 4, 1)))),
)


def _sig(s, d):
    return [s, d, [1] * ((d - s - 1) % 4) + [0]]


RING4_PASSES = [[_sig(s, (s + 1) % 4) for s in range(4)], [_sig(0, 2), _sig(2, 0)], [_sig(1, 3), _sig(3, 1)]] + [
    [_sig(s, (s + 3) % 4)] for s in range(4)
]
TWO = {"N": 2, "entry": [[0, 0], [1, 0]], "switches": 2, "wires": [[[0, 0], ["proc", 1]], [[1, 0], ["proc", 0]]]}


def test_switch_network_replay_verdicts():
    replay = schedules._replay_switch_network
    assert replay({"N": 2}, {"network": TWO, "passes": [[[0, 1, [0]], [1, 0, [0]]]]}) == (
        True,
        "2 switches carry the exchange for N = 2 in 1 crosstalk-free passes (Theorem 2: 1); "
        "the optical MIN uses N(log N + 1) = 4",
    )
    assert replay({"N": 2}, {"network": TWO, "passes": [[[0, 1, [0]]], [[1, 0, [0]]]]})[0] is False
    data = {"network": sn.to_data(RING4), "passes": RING4_PASSES}
    assert replay({"N": 4}, data) == (
        False,
        "4 switches carry the exchange for N = 4 in 7 crosstalk-free passes (Theorem 2: 3); "
        "the optical MIN uses N(log N + 1) = 12",
    )
    assert replay({"N": 4}, {**data, "passes": RING4_PASSES[:1]}) == (
        False,
        "SwitchNetwork(N=4, switches=4): no message from 0 to 2",
    )
    assert replay({"N": 4}, {**data, "passes": [[_sig(0, 2), _sig(1, 3)]]}) == (
        False,
        "SwitchNetwork(N=4, switches=4): pass 0: the signals of 0 -> 2 and 1 -> 3 share switch 1 (crosstalk)",
    )
    with pytest.raises(ParameterError) as e:
        replay({"N": 2}, data)
    assert (e.value.parameter, e.value.message) == (
        "network",
        "the network serves 4 processors, the witness's instance is N = 2",
    )


class _Claim:
    id = "c"

    def __init__(self, per_pass, claimed):
        self.subject = schedules.PassClaim(per_pass, lambda N: claimed)


def test_semi_schedule_replay_verdicts():
    net = {"network": {"topology": "omega", "d": 2, "k": 2}}
    two = [(0, 1), (1, 0), (2, 3), (3, 2), (0, 2), (2, 0), (1, 3), (3, 1), (0, 3), (3, 0), (1, 2), (2, 1)]
    semis = [_semi(p) for p in two]
    replay = schedules._replay_semi_schedule
    assert replay(_Claim(2, 7), net, {"semis": semis}) == (
        True,
        "6 passes deliver all 12 messages on 2 x Omega(d=2, k=2); the claim says at least 7",
    )
    assert replay(_Claim(2, 6), net, {"semis": semis}) == (
        False,
        "6 passes deliver all 12 messages on 2 x Omega(d=2, k=2); the claim says at least 6",
    )
    assert replay(_Claim(1, 13), net, {"semis": semis})[1].startswith("12 passes deliver all 12 messages on 1 x Omega")
    assert replay(_Claim(2, 7), net, {"semis": semis[:-1]}) == (
        False,
        "6 passes on 2 x Omega(d=2, k=2): no message from 2 to 1",
    )
    assert replay(_Claim(2, 8), net, {"semis": semis + [_semi((0, 1))]}) == (
        False,
        "7 passes on 2 x Omega(d=2, k=2): 0 -> 1 is served twice (step 0 and step 6)",
    )
