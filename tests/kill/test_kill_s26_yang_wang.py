"""Pins of :mod:`alltoall.checkers.yang_wang` left by the survivors of the seed-20261126 sample:
``rows_differ`` numbers Psi in counting order, whatever order :func:`psi` lists it in."""

from __future__ import annotations

from alltoall.checkers import yang_wang as c
from alltoall.spec.algorithms import yang_wang as yw


def test_rows_differ_uses_the_counting_order_not_psis_listing(monkeypatch):
    """psi listed backwards leaves rows_differ(2, identity) at row 2."""
    real = yw.psi
    monkeypatch.setattr(yw, "psi", lambda m: real(m)[::-1])
    assert c.rows_differ(2, [0, 1, 2, 3]) == 2
