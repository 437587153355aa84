"""The witness point's fields (``checkers/point.py``) and replay's refusals of a point, pinned value by value.

Every witness kind declares its point (``@replayer(kind, params={...}, point={...})``) with typed,
bounded fields; replay (:func:`alltoall.proofs.witness.witness_point`) checks each declared field
before the replayer runs, hands the replayer only those fields, and takes ``CLAIM`` values from the
claim. Each row pins the reason a value is refused (or None), with the last accepted value beside
the first refused one (0 and -1 for naturals, ``MAX_INT`` and ``MAX_INT + 1``, ``MAX_PORTS`` and one
more, nesting depth 32 and 33), and each refusal of the replay procedure pins its exact one line.
"""

from __future__ import annotations

import pytest

from alltoall.checkers import point as P
from alltoall.checkers import replay
from alltoall.proofs import witness
from alltoall.spec.errors import ParameterError


@pytest.mark.parametrize(
    "value, low, why",
    [
        (0, 0, None),
        (-1, 0, "-1 is negative"),
        (0, 1, "0 is below 1"),
        (1, 1, None),
        (-1, -1, None),
        (-2, -1, "-2 is below -1"),
        (P.MAX_INT, 0, None),
        (P.MAX_INT + 1, 0, f"{P.MAX_INT + 1} exceeds the cap of {P.MAX_INT}"),
        (True, 0, "expected an integer, got True"),
        (1.0, 0, "expected an integer, got 1.0"),
    ],
)
def test_point_nat(value, low, why):
    assert P.Nat(low=low).why(value) == why


@pytest.mark.parametrize(
    "field, value, why",
    [
        (P.NAT, 0, None),
        (P.NAT, -1, "-1 is negative"),
        (P.NATS, [0, 1], None),
        (P.NATS, (0,), "expected a list, got (0,)"),
        (P.NATS, [0, -1], "[1]: -1 is negative"),
        (P.NATS, [0] * P.MAX_PORTS, None),
        (P.NATS, [0] * (P.MAX_PORTS + 1), f"has {P.MAX_PORTS + 1} entries; at most {P.MAX_PORTS}"),
        (P.SEMI, [-1, 0], None),
        (P.SEMI, [0, -2], "[1]: -2 is below -1"),
        (P.SEMIS, [[-1], [0]], None),
        (P.SEMIS, [[0], [-2]], "[1]: [0]: -2 is below -1"),
        (P.SEMIS, [[0], 1], "[1]: expected a list, got 1"),
        (P.SEMIS, 1, "expected a list, got 1"),
        (P.MATRIX, [[0], [1]], None),
        (P.MATRIX, [[0], 1], "[1]: expected a list, got 1"),
        (P.MATRIX, [[0], [-1]], "[1]: [0]: -1 is negative"),
        (P.BOOL, False, None),
        (P.BOOL, 0, "expected true or false, got 0"),
        (P.Enum("mesh", "torus"), "ring", "'ring' is not one of 'mesh', 'torus'"),
        (P.Text(), "a\nb", "expected at most 80 printable characters, got 'a\\nb'"),
        (P.Vars(), {"n": -1}, "n: -1 is negative"),
        (P.Vars(), {"1n": 1}, "'1n' is not a variable name"),
        (P.NETWORK, {"topology": "omega", "d": 2, "k": 13}, None),
        (P.NETWORK, [2], "expected an object, got [2] / expected an object, got [2]"),
        (
            P.NETWORK,
            {"topology": "omega", "d": 2, "k": -1},
            "k: -1 is negative / unexpected key 'k' (expected N, d, name, wirings)",
        ),
        (
            P.NETWORK,
            {"topology": "omega", "d": True, "k": 3},
            "d: expected an integer, got True / unexpected key 'k' (expected N, d, name, wirings)",
        ),
        (P.NETWORK, {"d": 2, "k": 13}, "missing key 'topology' / unexpected key 'k' (expected N, d, name, wirings)"),
        (
            P.NETWORK,
            {"N": 4, "d": 2, "wirings": [[0]]},
            "unexpected key 'N' (expected d, k, topology) / wirings: has 1 entries; at least 2",
        ),
        (replay.INSTANCES, [{"network": {"topology": "omega", "d": 2, "k": 2}, "M0": [[0]]}] * 2, None),
        (replay.INSTANCES, [1], "has 1 entries; at least 2"),
    ],
)
def test_point_fields(field, value, why):
    assert field.why(value) == why


def test_claim_field_is_never_checked_against_a_file():
    assert P.CLAIM.why("==") is None
    assert P.Schema({"N": P.NAT, "bound": P.CLAIM}, {"relation": P.CLAIM}).claim_fields() == ["bound", "relation"]


def test_point_nesting_depth():
    deep: object = 0
    shape: P.Field = P.NAT
    for _ in range(P.MAX_DEPTH + 1):  # list layers at depths 0..32
        deep, shape = [deep], P.ListOf(shape, 1)
    assert shape.why(deep) is None
    assert P.ListOf(shape, 1).why([deep]).endswith("nested too deeply")


@pytest.mark.parametrize(
    "net, why",
    [
        ({"N": P.MAX_PORTS, "d": 2, "wirings": [[0], [0]]}, None),
        (
            {"N": P.MAX_PORTS + 1, "d": 2, "wirings": [[0], [0]]},
            f"unexpected key 'N' (expected d, k, topology) / N: {P.MAX_PORTS + 1} exceeds the cap of {P.MAX_PORTS}",
        ),
        ({"topology": "omega", "d": 2, "k": 13}, None),
        ({"topology": "omega", "d": 2, "k": 14}, f"the network has 2**14 ports; replay accepts at most {P.MAX_PORTS}"),
        ({"topology": "omega", "d": 2, "k": 62}, f"the network has 2**62 ports; replay accepts at most {P.MAX_PORTS}"),
        (
            {"topology": "omega", "d": 2, "k": 63},
            "k: 63 exceeds the cap of 62 / unexpected key 'k' (expected N, d, name, wirings)",
        ),
    ],
)
def test_point_network_ports(net, why):
    assert P.NETWORK.why(net) == why


# --- the replay procedure: witness_point -------------------------------------------------------


class Claim:
    """A stand-in claim: an id and a ``subject``."""

    id = "c"

    def __init__(self, subject):
        self.subject = subject


TOY = replay.Replayer(
    "toy",
    lambda p, d: (True, ""),
    P.Schema({"n": P.Nat(8, low=2), "bound": P.CLAIM}, {"pair": P.ListOf(P.NAT, 2, min_len=2)}),
)
TOO_LARGE = (
    f"the witness point is too large to replay (memory cap {witness.byte_size(witness.MEMORY_CAP)}, "
    f"time cap {witness.TIME_CAP:g} s): "
)


def point(params, data, subject=None):
    doc = {"params": params, "witness": {"kind": "toy", "data": data}}
    return witness.witness_point(doc, Claim({"bound": 3} if subject is None else subject), TOY)


def test_replay_hands_only_declared_fields_and_claim_values():
    assert point({"n": 2, "extra": [-1]}, {"pair": [0, 1], "rendering": "x"}) == (
        {"n": 2, "bound": 3},
        {"pair": [0, 1]},
    )
    assert point({"n": 8, "bound": 3}, {"pair": [0, 1]}) == ({"n": 8, "bound": 3}, {"pair": [0, 1]})


@pytest.mark.parametrize(
    "params, data, subject, message",
    [
        ({"n": 9}, {"pair": [0, 1]}, None, TOO_LARGE + "params.n: 9 exceeds the cap of 8"),
        ({"n": 1}, {"pair": [0, 1]}, None, "malformed witness: params.n: 1 is below 2"),
        ({"n": True}, {"pair": [0, 1]}, None, "malformed witness: params.n: expected an integer, got True"),
        ({}, {"pair": [0, 1]}, None, "malformed witness: params has no 'n'"),
        ({"n": 2}, {"pair": [0, 1, 2]}, None, TOO_LARGE + "data.pair: has 3 entries; at most 2"),
        ({"n": 2}, {"pair": [0]}, None, "malformed witness: data.pair: has 1 entries; at least 2"),
        ({"n": 2}, {"pair": [0, -1]}, None, "malformed witness: data.pair: [1]: -1 is negative"),
        (
            {"n": 2},
            {"pair": [0, P.MAX_INT + 1]},
            None,
            TOO_LARGE + f"data.pair: [1]: {P.MAX_INT + 1} exceeds the cap of {P.MAX_INT}",
        ),
        (
            {"n": 2, "bound": 4},
            {"pair": [0, 1]},
            None,
            "the file's params.bound = 4 is not what claim c states (3); replay takes it from the claim, never from "
            "the file",
        ),
        (
            {"n": 2},
            {"pair": [0, 1]},
            {"relation": "=="},
            "claim c states no 'bound', so a 'toy' witness cannot be replayed against it",
        ),
    ],
)
def test_replay_refuses_the_point(params, data, subject, message):
    with pytest.raises(ParameterError) as caught:
        point(params, data, subject)
    assert (caught.value.parameter, caught.value.message) == ("FILE", message)
