"""Pin of :mod:`alltoall.spec.algorithms.yang_wang` left by the survivors of the seed-20261125 sample: BuildLatinSquare widens
row 0 to int64 before applying phi, so a narrow integer row does not overflow."""

from __future__ import annotations

import numpy as np

from alltoall.spec.algorithms import yang_wang as yw


def test_build_latin_square_widens_a_uint8_row():
    """phi_9 flips bit 8, out of uint8's range: the rows are computed in int64."""
    L = yw.build_latin_square([9], np.array([1, 0], dtype=np.uint8))
    assert L.dtype == np.int64 and L.tolist() == [[1, 0], [257, 256]]
