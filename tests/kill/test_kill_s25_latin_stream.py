"""Pins of :mod:`alltoall.checkers.latin_stream` left by the survivors of the seed-20261125 sample: the parameter named when N
is not a power of d, and ``_column``'s chunked re-routing with a chunk that does not divide N."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers import latin_stream as L
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms


def test_latin_violation_names_the_network_when_n_is_not_a_power_of_d():
    """N = 6, d = 2: no round digits, the error names the parameter 'network'."""
    net = ms.from_wirings("T", 2, 6, [ms.LineTable(tuple(range(6)))] * 2)
    with pytest.raises(ParameterError) as e:
        L.latin_violation(net, np.zeros((3, 1), int))
    assert e.value.parameter == "network" and str(e.value).endswith(
        "N is not a power of d, so the rounds have no digits"
    )


def test_column_rechunks_with_an_integer_chunk(monkeypatch):
    """With CHUNK_ELEMENTS = 10 and N = 4 the chunk is 10 // 4 = 2 rounds; the column equals one full routing."""
    monkeypatch.setattr(L, "CHUNK_ELEMENTS", 10)
    net, M0 = ms.omega(2, 2), np.array([[0, 1], [1, 0]])
    full = L.route_rounds(net, M0, np.arange(4))
    for s in range(4):
        assert L._column(net, M0, s).tolist() == full[:, s].tolist()
