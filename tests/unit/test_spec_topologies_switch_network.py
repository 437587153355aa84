"""Tests of :mod:`alltoall.spec.topologies.switch_network` (generic networks of 2 x 2 switches): every
validation of ``SwitchNetwork`` (parameter and message, first bad value beside the last good one), ``follow``
on each way out (a processor, an unconnected port, running out of choices), ``to_data``/``from_data`` (round
trip and each malformed input) and the Chau-Fu MIN written in this form, wire by wire."""

from __future__ import annotations

import pytest

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import optical as op
from alltoall.spec.topologies import switch_network as swn

ENTRY = ((0, 0), (0, 1))


WIRES = (((0, 0), ("proc", 0)), ((0, 1), ("proc", 1)))


def net(N=2, switches=1, entry=ENTRY, wires=WIRES):
    return swn.SwitchNetwork(N, switches, tuple(entry), tuple(wires))


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


@pytest.mark.parametrize(
    "kw,parameter,message",
    [
        (dict(N=1, entry=((0, 0),), wires=()), "N", "must be >= 2, got 1"),
        (dict(N=2.0), "N", "expected an integer, got 2.0"),
        (dict(switches=0), "switches", "must be >= 1, got 0"),
        (dict(switches=True), "switches", "expected an integer, got True"),
        (dict(entry=((0, 0),)), "entry", "one entry per processor (2), got 1"),
        (dict(entry=((0, 0), (0, 1), (0, 0))), "entry", "one entry per processor (2), got 3"),
        (dict(entry=((0, 0), (1, 1))), "entry", "(1, 1) is not an input port of a switch"),
        (dict(entry=((-1, 0), (0, 1))), "entry", "(-1, 0) is not an input port of a switch"),
        (dict(entry=((0, 0), (0, 2))), "entry", "(0, 2) is not an input port of a switch"),
        (dict(wires=(((1, 0), ("proc", 0)),)), "wires", "(1, 0) is not an output port of a switch"),
        (dict(wires=(((-1, 0), ("proc", 0)),)), "wires", "(-1, 0) is not an output port of a switch"),
        (dict(wires=(((0, 2), ("proc", 0)),)), "wires", "(0, 2) is not an output port of a switch"),
        (
            dict(wires=(((0, 0), ("proc", 2)),)),
            "wires",
            "('proc', 2) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(wires=(((0, 0), ("proc", -1)),)),
            "wires",
            "('proc', -1) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(wires=(((0, 0), ("proc", 0, 0)),)),
            "wires",
            "('proc', 0, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(wires=(((0, 0), ("switch", 0)),)),
            "wires",
            "('switch', 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(switches=2, wires=(((0, 0), ("switch", 2, 0)),)),
            "wires",
            "('switch', 2, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(switches=2, wires=(((0, 0), ("switch", -1, 0)),)),
            "wires",
            "('switch', -1, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(switches=2, wires=(((0, 0), ("switch", 1, 2)),)),
            "wires",
            "('switch', 1, 2) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(switches=2, wires=(((0, 0), ("wire", 1, 0)),)),
            "wires",
            "('wire', 1, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (
            dict(switches=2, wires=(((0, 0), ("proc", 1, 0)),)),
            "wires",
            "('proc', 1, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        ),
        (dict(wires=(((0, 0), ("proc", 0)), ((0, 1), ("proc", 0)))), "wires", "two wires end at the same port"),
        (dict(wires=(((0, 0), ("switch", 0, 0)),)), "wires", "two wires end at the same port"),
        (dict(wires=(((0, 0), ("proc", 0)), ((0, 0), ("proc", 1)))), "wires", "two wires leave the same port"),
    ],
)
def test_switch_network_validation(kw, parameter, message):
    assert _err(lambda: net(**kw)) == (parameter, message, f"{parameter}: {message}")


def test_last_good_values_pass():
    net(
        switches=2,
        entry=((1, 1), (0, 0)),
        wires=(((1, 1), ("switch", 1, 0)), ((1, 0), ("proc", 1)), ((0, 1), ("proc", 0))),
    )
    net(wires=())
    n = net(switches=2, wires=(((1, 1), ("switch", 0, 0)),), entry=((1, 0), (1, 1)))
    assert str(n) == "SwitchNetwork(N=2, switches=2)"


def test_follow_every_way_out():
    n = swn.chau_fu_as_switch_network(op.OpticalMIN(4))
    assert [n.follow(0, p) for p in ([1, 0, 0], [0, 0, 0], [1, 1, 1], [0], [], [0, 1, 0, 1, 1])] == [
        (1, [0, 5, 9]),
        (0, [0, 4, 8]),
        (-1, [0, 5, 11]),
        (-1, [0]),
        (-1, []),
        (2, [0, 4, 10]),
    ]
    assert n.follow(3, [0, 0, 0]) == (3, [3, 7, 11])
    assert n.follow(3, [True, False, False]) == (0, [3, 4, 8])
    r = n.follow(0, [0, 0, 0])
    assert type(r[0]) is int and all(type(x) is int for x in r[1])
    assert swn.UNUSED == -1
    msg = "processor must be in 0..3, got 4"
    assert _err(n.follow, 4, [0]) == ("s", msg, "s: " + msg)
    assert _err(n.follow, -1, [0])[1] == "processor must be in 0..3, got -1"
    two = net(switches=2, entry=((0, 0), (1, 0)), wires=(((0, 1), ("switch", 1, 1)), ((1, 0), ("proc", 0))))
    assert two.follow(0, [1, 0]) == (0, [0, 1])
    assert two.follow(0, [1, 1]) == (-1, [0, 1])
    assert two.follow(1, [0, 0]) == (0, [1])


CF4 = {
    "N": 4,
    "switches": 12,
    "entry": [[0, 0], [1, 0], [2, 0], [3, 0]],
    "wires": [
        [[0, 0], ["switch", 4, 0]],
        [[0, 1], ["switch", 5, 1]],
        [[1, 0], ["switch", 5, 0]],
        [[1, 1], ["switch", 6, 1]],
        [[2, 0], ["switch", 6, 0]],
        [[2, 1], ["switch", 7, 1]],
        [[3, 0], ["switch", 7, 0]],
        [[3, 1], ["switch", 4, 1]],
        [[4, 0], ["switch", 8, 0]],
        [[4, 1], ["switch", 10, 1]],
        [[5, 0], ["switch", 9, 0]],
        [[5, 1], ["switch", 11, 1]],
        [[6, 0], ["switch", 10, 0]],
        [[6, 1], ["switch", 8, 1]],
        [[7, 0], ["switch", 11, 0]],
        [[7, 1], ["switch", 9, 1]],
        [[8, 0], ["proc", 0]],
        [[9, 0], ["proc", 1]],
        [[10, 0], ["proc", 2]],
        [[11, 0], ["proc", 3]],
    ],
}


def test_chau_fu_as_switch_network_wire_by_wire():
    n = swn.chau_fu_as_switch_network(op.OpticalMIN(4))
    assert swn.to_data(n) == CF4
    assert n.entry == ((0, 0), (1, 0), (2, 0), (3, 0))
    assert n.wires[0] == ((0, 0), ("switch", 4, 0)) and n.wires[-1] == ((11, 0), ("proc", 3))
    n8 = swn.chau_fu_as_switch_network(op.OpticalMIN(8))
    assert (n8.N, n8.switches, len(n8.wires)) == (8, 32, 56)


def test_from_data_round_trip_and_errors():
    n = swn.from_data(CF4)
    assert n == swn.chau_fu_as_switch_network(op.OpticalMIN(4))
    assert swn.to_data(n) == CF4
    assert n.wires[0] == ((0, 0), ("switch", 4, 0))

    def bad(d):
        return _err(swn.from_data, d)

    assert bad({**CF4, "N": -1}) == (
        "network",
        "expected a non-negative integer, got -1",
        "network: expected a non-negative integer, got -1",
    )
    assert bad({**CF4, "N": True})[1] == "expected a non-negative integer, got True"
    assert bad({**CF4, "N": 4.0})[1] == "expected a non-negative integer, got 4.0"
    assert bad({**CF4, "switches": "12"})[1] == "expected a non-negative integer, got '12'"
    assert bad({**CF4, "entry": [[0, -2]]})[1] == "expected a non-negative integer, got -2"
    assert bad({**CF4, "wires": [[[0, -1], ["proc", 0]]]})[1] == "expected a non-negative integer, got -1"
    assert bad({**CF4, "wires": [[[0, 0], ["proc", -3]]]})[1] == "expected a non-negative integer, got -3"
    assert bad({k: v for k, v in CF4.items() if k != "N"}) == (
        "network",
        "malformed switch network ('N')",
        "network: malformed switch network ('N')",
    )
    assert bad({k: v for k, v in CF4.items() if k != "entry"})[1] == "malformed switch network ('entry')"
    assert bad({k: v for k, v in CF4.items() if k != "wires"})[1] == "malformed switch network ('wires')"
    assert bad(5)[1] == "malformed switch network ('int' object is not subscriptable)"
    assert bad({**CF4, "entry": [[0, 0, 0]]})[1] == "malformed switch network (too many values to unpack (expected 2))"
    assert bad({**CF4, "N": 1, "entry": [[0, 0]]}) == ("N", "must be >= 2, got 1", "N: must be >= 2, got 1")
    assert bad({**CF4, "N": 0, "entry": []})[0] == "N"
    ok = swn.from_data({"N": 2, "switches": 1, "entry": [[0, 0], [0, 1]], "wires": [[[0, 0], ["proc", 1]]]})
    assert ok.wires == (((0, 0), ("proc", 1)),) and ok.entry == ((0, 0), (0, 1))
