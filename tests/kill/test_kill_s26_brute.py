"""Pins of :mod:`alltoall.checkers.brute` left by the survivors of the seed-20261126 sample: the default
budget of the admissibility search. A search of exactly that many steps would take seconds, so the
default is read off the call frame of a tiny search."""

from __future__ import annotations

from alltoall.checkers import brute as B
from alltoall.spec.topologies import multistage as ms


def test_admissible_default_budget_is_two_million_steps(argument_seen):
    """``admissible(net, perm)`` searches with ``limit = 2_000_000`` unless told otherwise."""
    limits, conf = argument_seen("brute.py", "limit", lambda: B.admissible(ms.omega(2, 2), [0, 1, 2, 3]))
    assert conf is not None and limits == [2_000_000]
