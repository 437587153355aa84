"""Helpers of the tests that check the R(N) pricing step against enumeration (chou-chen-2010):
every configuration of a small GSEN and seeded integer pair weights
(tests/unit/test_checkers_rn_exact.py, tests/unit/test_checkers_rn_weightcnf.py)."""

from __future__ import annotations

import numpy as np

from alltoall.spec.topologies import gsen


def all_configurations(N: int) -> tuple[gsen.GSEN, np.ndarray, np.ndarray]:
    """``(net, states, perms)``: every configuration of GSEN(N) and the permutation each realizes."""
    net = gsen.GSEN(N)
    S = np.array(list(gsen.all_states(net)))
    return net, S, gsen.realize(net, S)


def pair_weights(N: int, seed: int) -> np.ndarray:
    """Seeded integer weights 0..3 of the N^2 (input, output) pairs."""
    return np.random.default_rng(seed).integers(0, 4, (N, N))
