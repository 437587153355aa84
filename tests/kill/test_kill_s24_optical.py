"""Pins of :mod:`alltoall.checkers.optical` left by the survivors of the seed-20261124 sample: the
search for a crosstalk derangement stops after its default of 1,000,000 permutations, on a permutation
feed and crosstalk check forged by monkeypatching."""

from __future__ import annotations

import itertools
import types

from alltoall.checkers import optical as chk


def test_crosstalk_derangement_search_stops_at_a_million_by_default(monkeypatch):
    """1,000,000 permutations with a fixed point, then a derangement with crosstalk: none is found."""
    feed = lambda r: itertools.chain(itertools.repeat((0,), 1_000_000), [(1,)])  # noqa: E731
    monkeypatch.setattr(chk, "itertools", types.SimpleNamespace(permutations=feed))
    monkeypatch.setattr(chk, "one_pass_occupancy", lambda net, perm: perm)
    monkeypatch.setattr(chk, "props", types.SimpleNamespace(crosstalk_free=lambda occ: "crosstalk"))
    net = types.SimpleNamespace(N=1)
    assert chk.first_crosstalk_derangement(net) is None
