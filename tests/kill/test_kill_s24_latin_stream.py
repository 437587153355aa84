"""Pins of :mod:`alltoall.checkers.latin_stream` left by the survivors of the seed-20261124 sample:
``route_rounds`` takes the round numbers in any integer dtype (read as int64), here uint8 rounds on a
512-line MIN whose top digit weighs 256."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import latin_stream as L
from alltoall.spec.topologies import multistage as ms


def test_route_rounds_reads_uint8_rounds_as_int64():
    """Rounds 255 and 3 given as uint8 on omega(2, 9) route as the same rounds given as int64."""
    net = ms.omega(2, 9)
    M0 = (np.arange(256 * 9).reshape(256, 9) // 7) % 2
    got = L.route_rounds(net, M0, np.array([255, 3], dtype=np.uint8))
    assert got.tolist() == L.route_rounds(net, M0, np.array([255, 3], dtype=np.int64)).tolist()
