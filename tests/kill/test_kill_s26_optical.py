"""Pins of :mod:`alltoall.checkers.optical` left by the survivors of the seed-20261126 sample:
``one_pass_occupancy`` reads a permutation given with integral float entries as int64."""

from __future__ import annotations

from alltoall.checkers import optical as co
from alltoall.spec.topologies import optical as op


def test_one_pass_occupancy_reads_float_entries_as_integers():
    """The shift by one on the 8-input optical MIN, given as floats, occupies the same switches."""
    net = op.OpticalMIN(8)
    occ = co.one_pass_occupancy(net, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 0.0])
    assert occ.tolist() == co.one_pass_occupancy(net, [1, 2, 3, 4, 5, 6, 7, 0]).tolist()
    assert occ.tolist()[0] == [0, 1, 1, 1]
