"""Tests of :mod:`alltoall.checkers.z3.symbolic` (spec functions run on symbolic integers): what a symbolic
integer and a symbolic comparison are as values. The forking of runs into paths is checked through the queries
built on it (``tests/claims/yang_wang_2002/``, ``tests/claims/liu_gu_2006/``)."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import symbolic as sy


def test_symbolic_values_hash_by_their_term_without_asking_their_truth():
    """Symbolic integers and comparisons of different terms sit in one set or dict: hashing them by their terms
    never compares two of them, which would ask a comparison's truth value (a fork, or an error outside
    ``paths``)."""
    x, y = sy.SymInt(z3.Int("x")), sy.SymInt(z3.Int("y"))
    cmps = [x < y, x <= y, x < y + 1, y < x]
    assert len(set(cmps)) == 4 and len({x, y, x + 1}) == 3 and hash(x < y) == hash(x < y)
    with pytest.raises(TypeError, match="outside paths"):
        bool(x < y)
