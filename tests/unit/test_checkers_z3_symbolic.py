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


def test_floor_division_is_by_any_positive_constant_and_by_nothing_else():
    """``//`` by a positive constant is Z3's div (floor, as Python's), 1 included; by 0, a negative or a
    symbolic divisor it refuses."""
    x = sy.SymInt(z3.Int("x"))
    assert (x // 1).t.eq(x.t) and (x // 3).t.eq(x.t / 3)
    for a in range(-7, 8):
        assert [sy.SymInt(z3.IntVal(a)) // d for d in (1, 2, 3)] == [a // 1, a // 2, a // 3]
    for bad in (0, -2, 1.0, x):
        with pytest.raises(TypeError):
            x // bad


@pytest.mark.parametrize("dividend", [5, -2, 0])
def test_a_constant_modulo_a_symbolic_modulus_is_pythons_on_every_path(dividend):
    """``c % m`` with the modulus symbolic and the dividend a constant (Python's ``int % SymInt``): forked on
    the range of c like ``SymInt % SymInt``, so for every m the side conditions allow, the path m takes gives
    Python's ``c % m``."""
    m = sy.SymInt(z3.Int("m"))
    out = sy.ite(sy.paths(lambda n: dividend % n, m, given=[m.t >= 3]))
    for v in range(3, 13):
        assert z3.simplify(z3.substitute(out, (m.t, z3.IntVal(v)))).as_long() == dividend % v
