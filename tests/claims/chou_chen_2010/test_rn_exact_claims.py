"""chou-chen-2010's exact R(N) lower bounds as claims: rn-exact-lower-sweep and thm5.5-lower-exact reach their
expected verdict at the fast tier, and R(4) = 4, R(6) = 6: no N - 1 configurations deliver every pair (the
first 2000 choices of each)."""

from __future__ import annotations

import itertools

import pytest

from alltoall.spec.topologies import gsen

pytest.importorskip("pysat")


@pytest.mark.parametrize("claim", ["chou-chen-2010/rn-exact-lower-sweep", "chou-chen-2010/thm5.5-lower-exact"])
def test_rn_exact_claims_fast(claim):
    from alltoall.checkers.result import Verdict
    from alltoall.proofs import registry

    (c,) = registry.select([claim])
    r = c.run(registry.Context(tier="fast"))
    assert r.verdict == Verdict.VERIFIED, r


def test_small_exhaustive_r4_r6():
    # R(4) >= 4 and R(6) >= 6 by enumeration: no N - 1 of the permutations the configurations realize cover
    # the N^2 pairs (the first 2000 sets of N - 1 for each N; the counting bound says no set can)
    for N in (4, 6):
        net = gsen.GSEN(N)
        perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
        for k in (N - 1,):
            for combo in itertools.islice(itertools.combinations(sorted(perms), k), 2000):
                cov = {(i, j) for p in combo for i, j in enumerate(p)}
                assert len(cov) < N * N
