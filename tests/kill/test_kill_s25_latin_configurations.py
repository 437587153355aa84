"""Pin of :mod:`alltoall.spec.algorithms.latin_configurations` left by the survivors of the seed-20261125 sample: configurations
are int64 whatever integer dtype M0 comes in."""

from __future__ import annotations

import numpy as np

from alltoall.spec.algorithms import latin_configurations as lc


def test_configurations_are_int64_for_an_unsigned_m0():
    """A uint64 M0 (uint64 + int64 would promote to float64) still gives int64 configurations."""
    M0 = np.array([[0, 1], [1, 0]], dtype=np.uint64)
    confs = lc.configurations(M0, 2, 2)
    assert confs.dtype == np.int64
    assert confs.tolist() == lc.configurations(M0.astype(np.int64), 2, 2).tolist()
