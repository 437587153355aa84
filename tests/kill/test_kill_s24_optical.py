"""Pins of :mod:`alltoall.checkers.optical` left by the survivors of the seed-20261124 sample: the
search for a crosstalk derangement stops after its default of 1,000,000 permutations (read off the
call frame: a search that long would take seconds)."""

from __future__ import annotations

from alltoall.checkers import optical as chk
from alltoall.spec.topologies import optical as op


def test_crosstalk_derangement_search_stops_at_a_million_by_default(argument_seen):
    limits, found = argument_seen("optical.py", "limit", lambda: chk.first_crosstalk_derangement(op.OpticalMIN(4)))
    assert limits == [1_000_000] and found is not None
