"""Tests of :mod:`alltoall.spec.algorithms.two_phase`: a network whose N is no power of d is refused with
a message naming the network."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.algorithms import two_phase as tp
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms


def test_a_network_whose_N_is_no_power_of_d_is_refused_by_name():
    same = ms.LineTable(tuple(range(6)))
    net = ms.from_wirings("W", 2, 6, [same, same])
    with pytest.raises(ParameterError) as e:
        tp.run(net, np.zeros((6, 6), dtype=np.int64))
    assert (e.value.parameter, e.value.message) == (
        "network",
        f"{net}: N is not a power of d, so the rounds have no digits",
    )
