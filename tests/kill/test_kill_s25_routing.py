"""Pins of :mod:`alltoall.checkers.routing` left by the survivors of the seed-20261125 sample: the index of a signal with no
path, and the int64 occupancy of an empty semi-permutation."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers import routing as R
from alltoall.spec.topologies import multistage as ms

IDENT = ms.from_wirings("Ident", 2, 4, [ms.identity(2)] * 3)


def test_brute_semi_names_the_signal_without_a_path():
    """On identity wirings input 2 cannot reach output 0: signal 1 (the second active one) has no path."""
    assert R.brute_semi(IDENT, [1, -1, 0, -1]) == (
        None,
        props.Violation("crosstalk-free", "signal 1 has no path", {"signals": [1]}),
    )


def test_brute_semi_of_no_signal_is_an_empty_int64_occupancy():
    """An all-idle semi-permutation is realizable; its occupancy is an empty (0, stages) int64 array."""
    occ, v = R.brute_semi(ms.omega(2, 2), [-1] * 4)
    assert v is None and occ.shape == (0, 2) and occ.dtype == np.int64
