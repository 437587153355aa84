"""Tests of :mod:`alltoall.checkers.z3.yang_wang_2000_every` (yang-wang-2000 for every m): the symbolic values the
spec's functions run on, the list of symbolic length and the torus's ring coordinates. The queries, their kept
SMT-LIB and the mutants that break them are in ``tests/claims/yang_wang_2000/test_yw2000_every_m.py``."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3 import yang_wang_2000_every as ev


def _int(term):
    return z3.simplify(term).as_long()


def test_symbolic_list_repeated_or_prepended_to_is_an_other_list_of_the_summed_length():
    """Only the length of such a list is known (``shape`` "other"); it is repeated a natural number of times and
    concatenated with lists only."""
    sym = ind.Sym(z3.Solver())
    inner = ev.SymList.concrete([1, 2, 1], sym)
    for lst, length in ((inner * 3, 9), (inner * 0, 0), ([4, 4] + inner, 5), ([4] + inner * 2, 7)):
        assert (lst.shape, _int(lst.length.t)) == ("other", length)
    for times in (-1, 1.5, inner):
        with pytest.raises(TypeError):
            inner * times
    with pytest.raises(TypeError):
        (4, 4) + inner


def test_ring_coordinates_add_subtract_and_reduce_as_python_ints():
    """The spec's torus_step runs on these: ``+``, ``-`` and ``% k`` (symbolic k) give Python's values on every
    dividend in -k..2k-1, and each ``%`` records that range as what it needs."""
    needs: list = []
    k = ev._RingInt(z3.IntVal(5), needs)
    for a in range(-5, 10):
        c = ev._RingInt(z3.IntVal(a), needs)
        got = [_int(x.t) for x in (c % k, c + 3, 3 + c, c - 2, c - k, c + k)]
        assert got == [a % 5, a + 3, a + 3, a - 2, a - 5, a + 5]
        assert (c % k).needs is needs
    assert len(needs) == 2 * 15 and all(z3.is_true(z3.simplify(n)) for n in needs)
    assert z3.is_false(z3.simplify((ev._RingInt(z3.IntVal(10), []) % k).needs[-1]))  # 10 = 2k: outside, recorded
    for bad in (1.5, True, None):
        with pytest.raises(TypeError):
            k + bad
    with pytest.raises(TypeError):
        bool(k)


def test_banyan_ports_query_asks_the_spec_at_the_symbolic_m(monkeypatch):
    """The table's ports part evaluates the spec's ``banyan_ports_per_processor`` at m itself, so a count that
    grows with m (a port per stage) is caught, not only a wrong constant."""
    seen = []
    monkeypatch.setattr(ev.yw, "banyan_ports_per_processor", lambda m: seen.append(m) or m)
    q = ev.banyan_table_query("ports", keep_smt2=False)
    assert q.status == "sat" and [str(m.t) for m in seen] == ["m"]
