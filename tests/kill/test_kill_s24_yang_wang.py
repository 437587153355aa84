"""Pins of :mod:`alltoall.checkers.yang_wang` left by the survivors of the seed-20261124 sample: ATAPE's
message names n = 2^m, ATAPE's link-contention check is applied to the traced links, and the phi
identities are checked on 0..2^m - 1 only, on spec functions forged by monkeypatching."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import yang_wang as c
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.topologies import multistage as ms


def test_atape_delivers_message_names_n_as_two_to_the_m(monkeypatch):
    """At m = 3 with every switch straight the message says n = 8 (not 2 m = 6)."""
    orig = yw.shifts
    monkeypatch.setattr(yw, "shifts", lambda m, s: np.zeros_like(orig(m, s)))
    assert c.atape_delivers_violation(3) == "ATAPE for n = 8: round 1: processor 0's message for 1 arrives at output 0"


def test_atape_reports_two_signals_on_one_traced_link(monkeypatch):
    """A trace that puts every signal on line 0 is reported as contention, before the deliveries."""
    monkeypatch.setattr(ms, "trace", lambda net, tables: np.zeros((net.stages, 2, net.N), dtype=np.int64))
    v = c.atape_violation(2)
    assert (v.property, v.message) == ("contention-free", "signals 0 and 1 share link 0 at boundary 0")


def test_phi_identities_check_only_the_n_inputs(monkeypatch):
    """A phi that is no involution only above 2^m - 1 leaves the identities at m intact."""
    orig = yw.phi
    monkeypatch.setattr(yw, "phi", lambda i, x: np.where(x < 4, orig(i, x), x + 1))
    assert c.phi_identities_violation(2) is None
    assert c.phi_identities_violation(3) == "m = 3: phi_1 phi_1 is not the identity"
