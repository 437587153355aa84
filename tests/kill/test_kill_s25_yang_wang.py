"""Pins of :mod:`alltoall.checkers.yang_wang` left by the survivors of the seed-20261125 sample: the phi identities are checked
for 1 <= i, j <= m only, and the replay closures built by ``_at_m`` / ``_at_m_a``. Those two run at
import time, before any mutant is active, so the tests call them again into an empty registry."""

from __future__ import annotations

import pytest

from alltoall.checkers import replay
from alltoall.checkers import yang_wang as c
from alltoall.spec.algorithms import yang_wang as yw


def test_phi_identities_stop_at_m(monkeypatch):
    """A phi that is wrong only for i = m + 1 leaves the identities for 1 <= i, j <= m intact."""
    orig = yw.phi
    monkeypatch.setattr(yw, "phi", lambda i, x: x + 1 if i == 3 else orig(i, x))
    assert c.phi_identities_violation(2) is None
    assert c.phi_identities_violation(3) == "m = 3: phi_1 phi_3 != phi_3 phi_1"


@pytest.fixture
def registry(monkeypatch):
    reg: dict = {}
    monkeypatch.setattr(replay, "REPLAYERS", reg)
    return reg


def test_at_m_replay_stands_when_the_violation_is_still_found(registry):
    """A registered replay of m returns (True, the violation) when fn(m) finds one, else the holds sentence."""

    def fn(m):
        """Doc line."""
        return f"bad at {m}" if m == 2 else None

    c._at_m("probe-m", fn)
    assert registry["probe-m"](None, {"m": 2}, {}) == (True, "bad at 2")
    assert registry["probe-m"](None, {"m": 3}, {}) == (False, "m = 3: the property holds (Doc line.)")


def test_at_m_a_replay_reads_a_from_the_params(registry):
    """A registered replay of (m, a) hands fn the validated list a from params."""
    c._at_m_a("probe-m-a", lambda m, a: f"m = {m}, a = {a}" if a[0] else None)
    assert registry["probe-m-a"](None, {"m": 1, "a": [1, 0]}, {}) == (True, "m = 1, a = [1, 0]")
    assert registry["probe-m-a"](None, {"m": 1, "a": [0, 1]}, {}) == (False, "m = 1, a = [0, 1]: the property holds")
