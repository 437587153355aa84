"""Pins of :mod:`alltoall.checkers.optical` (chau-fu-2003 optical MIN engines): the forced one-pass
occupancy (whole table, dtype), and the replay's permutation reader and network bound with their
parameters and messages.
"""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import optical as co
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import optical as op

NET = op.OpticalMIN(8)


def err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, str(e.value)


def test_one_pass_occupancy():
    occ = co.one_pass_occupancy(NET, [1, 2, 3, 4, 5, 6, 7, 0])
    assert occ.dtype == np.int64
    assert occ.tolist() == [
        [0, 1, 1, 1],
        [1, 2, 2, 2],
        [2, 3, 3, 3],
        [3, 4, 4, 4],
        [4, 5, 5, 5],
        [5, 6, 6, 6],
        [6, 7, 7, 7],
        [7, 0, 0, 0],
    ]
    assert co.one_pass_occupancy(NET, [3, -1, -1, -1, -1, -1, -1, 2]).tolist() == [[0, 1, 3, 3], [7, 0, 2, 2]]
    assert co.aape_violation(NET) is None


def test_permutation_and_net_readers():
    assert co._permutation(NET, {"permutation": [7, 6, 5, 4, 3, 2, 1, 0]}) == [7, 6, 5, 4, 3, 2, 1, 0]
    assert err(co._permutation, NET, {"permutation": (0,)}) == ("permutation", "permutation: expected a list")
    assert err(co._permutation, NET, {"permutation": [0, 1]}) == (
        "permutation",
        "permutation: not a permutation of 0..7",
    )
    assert err(co._permutation, NET, {"permutation": [0, 0, 1, 2, 3, 4, 5, 6]}) == (
        "permutation",
        "permutation: not a permutation of 0..7",
    )
    assert err(co._permutation, NET, {"permutation": [0, 1, 2, 3, 4, 5, 6, 8]}) == (
        "permutation",
        "permutation: must be < 8, got 8",
    )
    assert co._index(7, "x", 8) == 7 and err(co._index, 8, "x", 8) == ("x", "x: must be < 8, got 8")
    assert co._net({"N": co.REPLAY_MAX_N}).N == co.REPLAY_MAX_N
    assert err(co._net, {"N": co.REPLAY_MAX_N + 1}) == (
        "N",
        f"N: replay routes networks up to N = {co.REPLAY_MAX_N}, got {co.REPLAY_MAX_N + 1}",
    )
