"""The point-field rules of ``checkers/replay.py``, pinned value by value.

``replay`` checks every field a replayer reads before the replayer runs and returns the reason a
value is refused (or None); each row pins that reason exactly, with the last accepted value beside
the first refused one (0 and -1 for naturals, ``MAX_INT`` and ``MAX_INT + 1``, ``MAX_PORTS`` and one
more, nesting depth 32 and 33).
"""

from __future__ import annotations

import pytest

from alltoall.checkers import replay


@pytest.mark.parametrize("value, low, why", [
    (0, 0, None), (-1, 0, "-1 is negative"), (0, 1, "0 is below 1"), (1, 1, None), (-1, -1, None), (-2, -1, "-2 is below -1"),
    (replay.MAX_INT, 0, None), (replay.MAX_INT + 1, 0, f"{replay.MAX_INT + 1} exceeds the largest value replay accepts ({replay.MAX_INT})"),
    (True, 0, "expected an integer, got True"), (1.0, 0, "expected an integer, got 1.0"),
])
def test_replay_int(value, low, why):
    assert replay._int(value, low) == why


@pytest.mark.parametrize("shape, value, why", [
    (replay.NAT, 0, None), (replay.NAT, -1, "-1 is negative"),
    (replay.NATS, [0, 1], None), (replay.NATS, (0,), "expected a list of integers, got (0,)"), (replay.NATS, [0, -1], "[1]: -1 is negative"),
    (replay.SEMI, [-1, 0], None), (replay.SEMI, [0, -2], "[1]: -2 is below -1"),
    (replay.SEMIS, [[-1], [0]], None), (replay.SEMIS, [[0], [-2]], "[1][0]: -2 is below -1"),
    (replay.SEMIS, [[0], 1], "[1]: expected a list of integers, got 1"), (replay.SEMIS, 1, "expected a list of lists of integers, got 1"),
    (replay.MATRIX, [[0], [1]], None), (replay.MATRIX, [[0], 1], "expected a list of lists of integers, got [[0], 1]"),
    (replay.MATRIX, [[0], [-1]], "[1]: [0]: -1 is negative"),
    (replay.BOOL, False, None), (replay.BOOL, 0, "expected true or false, got 0"),
    (replay.NETWORK, {"d": 2, "k": 13}, None), (replay.NETWORK, [2], "expected an object, got [2]"),
    (replay.NETWORK, {"d": 2, "k": -1}, "k: -1 is negative"),
    (replay.NETWORKS, [{"network": {"N": 8}}], None), (replay.NETWORKS, [1], "expected a list of objects, got [1]"),
    (replay.ANY, {"a": [None, "x", True, {"b": -1}]}, "a: [3]: b: -1 is negative"), (replay.CLAIM, "==", None),
])
def test_replay_shape_ok(shape, value, why):
    assert replay.shape_ok(shape, value) == why


def test_replay_unknown_shape():
    with pytest.raises(ValueError, match="unknown point shape 'nat '"):
        replay.shape_ok("nat ", 0)


def test_replay_nesting_depth():
    deep: object = 0
    for _ in range(32):
        deep = [deep]
    assert replay.generic_ok(deep) is None
    assert replay.generic_ok([deep]).endswith("nested too deeply")


@pytest.mark.parametrize("net, why", [
    ({"N": replay.MAX_PORTS}, None),
    ({"N": replay.MAX_PORTS + 1}, f"the network has N = {replay.MAX_PORTS + 1} ports; replay accepts at most {replay.MAX_PORTS}: "
                                  "an N x N table of its ports alone would need 512.1 MiB, over the memory cap"),
    ({"d": 2, "k": 13}, None),
    ({"d": 2, "k": 14}, "the network has 2**14 = 16384 ports; replay accepts at most 8192: an N x N table of its ports alone would need "
                        "2.0 GiB, over the memory cap"),
    ({"d": 2, "k": 62}, "the network has 2**62 = 4611686018427387904 ports; replay accepts at most 8192: an N x N table of its ports "
                        "alone would need 140737488355328.0 YiB, over the memory cap"),
    ({"d": 2, "k": 63}, "the network has 2**63 ports; replay accepts at most 8192"),
    ({"d": True, "k": 63}, None), ({"N": True}, None), ({"name": "x"}, None),
])
def test_replay_ports_ok(net, why):
    assert replay.ports_ok(net) == why
