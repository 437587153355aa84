"""Pins of :mod:`alltoall.checkers.rn.local` left by the survivors of the seed-20261126 sample:
the default of 20000 flips per round of ``shrink``."""

from __future__ import annotations

from alltoall.checkers.rn import local
from alltoall.spec.topologies import gsen


def test_shrink_default_steps_is_20000(monkeypatch):
    """Without ``steps``, each round's walk gets at most 20000 flips (and the round reports them)."""
    seen = []

    def walk(cov, steps, rng, **kw):
        seen.append(steps)
        return steps

    monkeypatch.setattr(local, "walk", walk)
    net = gsen.GSEN(4)
    start = [gsen.family_states(net, "sc", C) for C in range(4)]
    r = local.shrink(net, start)
    assert seen == [20000]
    assert r["rounds"] == [{"size": 3, "steps": 20000, "found": False}] and r["size"] == 4
