"""Tests of :mod:`alltoall.checkers.rn.known` (stored GSEN covers, chou-chen-2010 R(N)): the configuration
text format both ways, every rejection of :func:`decode` with its message and boundary, and the size of each
stored cover."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import known
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def test_encode_numbers_and_decode_round_trip():
    net = gsen.GSEN(6)
    assert known.encode([[1, 0, 1], [0, 1, 1], [0, 0, 0]]) == "5/6/0"
    assert known.encode(np.array([[1, 1, 1, 1, 1]])) == "1f"
    assert known.numbers("5/6/0") == [5, 6, 0]
    assert known.numbers("1f/a") == [31, 10]
    d = known.decode(net, "5/6/7")
    assert d.dtype == np.int64 and d.tolist() == [[1, 0, 1], [0, 1, 1], [1, 1, 1]]
    assert known.decode(net, [0, 7, 2]).tolist() == [[0, 0, 0], [1, 1, 1], [0, 1, 0]]


def _err(*a):
    with pytest.raises(ParameterError) as e:
        known.decode(*a)
    return e.value.parameter, e.value.message


def test_decode_names_each_bad_configuration():
    net = gsen.GSEN(6)
    assert _err(net, "5/6") == ("configuration", f"{net} has 3 stages, got [5, 6]")
    assert _err(net, (5, 6, 0)) == ("configuration", f"{net} has 3 stages, got (5, 6, 0)")
    assert _err(net, "5/8/0") == ("configuration", "8 is not a state number of the 3 switches of a stage")
    assert _err(net, [5, -1, 0]) == ("configuration", "-1 is not a state number of the 3 switches of a stage")
    assert _err(net, [5, True, 0]) == ("configuration", "True is not a state number of the 3 switches of a stage")
    assert _err(net, [5, 1.0, 0]) == ("configuration", "1.0 is not a state number of the 3 switches of a stage")
    assert known.decode(net, [0, 0, 7]).tolist()[2] == [1, 1, 1]


def test_stored_covers_have_their_sizes():
    assert known.configurations(4) == []
    c36 = known.configurations(36)
    assert len(c36) == 36 and len(c36[0]["states"]) == gsen.GSEN(36).n
    assert c36[0]["states"][0] == [(0x2550A >> y) & 1 for y in range(18)]
    assert len(known.COVERS[68]) == 68
    assert len(known.COVERS[76]) == 84
