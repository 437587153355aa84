"""Pins of :mod:`alltoall.checkers.brute` left by the survivors of the seed-20261126 sample: the default
budget of the admissibility search. A search of exactly that many steps would take seconds, so the
default is read off the call frame (``sys.setprofile``) of a tiny search."""

from __future__ import annotations

import sys

from alltoall.checkers import brute as B
from alltoall.spec.topologies import multistage as ms


def test_admissible_default_budget_is_two_million_steps():
    """``admissible(net, perm)`` searches with ``limit = 2_000_000`` unless told otherwise."""
    seen = []

    def profile(frame, event, arg):
        code = frame.f_code
        if event == "call" and code.co_filename.endswith("brute.py") and "limit" in code.co_varnames[:code.co_argcount]:
            seen.append(frame.f_locals["limit"])

    sys.setprofile(profile)
    try:
        conf = B.admissible(ms.omega(2, 2), [0, 1, 2, 3])
    finally:
        sys.setprofile(None)
    assert conf is not None and seen == [2_000_000]
