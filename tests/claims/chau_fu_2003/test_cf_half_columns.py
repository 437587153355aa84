"""chau-fu-2003 Figure 6's extra columns read as n/2 switches each."""

from __future__ import annotations

from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import optical as op

CLAIMS = registry.load_all()


def test_half_columns_match_the_optical_min():
    for k in range(1, 8):
        N = 2**k
        assert op.two_banyan_switches_half_columns(N, k) == op.optical_switches(N, k) == N * (k + 1)
        assert op.two_banyan_switches(N, k) - op.two_banyan_switches_half_columns(N, k) == N


def test_half_column_claims():
    expect = {
        "chau-fu-2003/two-banyan-switch-count-half-columns": Verdict.REFUTED,
        "chau-fu-2003/vs-two-banyans-half-columns": Verdict.REFUTED,
        "chau-fu-2003/two-banyans-equal-optical-half-columns": Verdict.PROVED,
    }
    for cid, verdict in expect.items():
        assert CLAIMS[cid].run(Context(tier="fast")).verdict is verdict
    assert CLAIMS["chau-fu-2003/two-banyan-switch-count"].expected is Verdict.PROVED
