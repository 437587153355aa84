"""chau-fu-2003 Figure 2's caption checked whole: a semi-permutation, and not crosstalk-free."""

from __future__ import annotations

import pytest

from alltoall.checkers import routing, semi_permutations
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.claims.chau_fu_2003._checks import semi_of
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage as ms

CLAIMS = registry.load_all()
FIG2 = semi_of((0, 2, 5, 6), (4, 6, 0, 2))


def test_fig2_omega_inputs_2_and_6_share_a_first_stage_switch():
    net = ms.build("omega", 2, 3)
    assert semi_permutations.shared_switch(net, FIG2) == {
        "stage": "first",
        "switch": 2,
        "inputs": [2, 6],
        "outputs": [6, 2],
    }
    assert not routing.is_semi_permutation(net, FIG2)


@pytest.mark.parametrize("topology", ["reverse-omega", "reverse-butterfly"])
def test_fig2_reverses_share_a_last_stage_switch(topology):
    assert semi_permutations.shared_switch(ms.build(topology, 2, 3), FIG2)["stage"] == "last"


@pytest.mark.parametrize("topology", ms.TOPOLOGIES)
def test_shared_switch_agrees_with_the_definition(topology):
    net = ms.build(topology, 2, 3)
    for semi in (FIG2, semi_of((0, 2, 4, 6), (3, 5, 7, 1))):
        assert (semi_permutations.shared_switch(net, semi) is None) == routing.is_semi_permutation(net, semi)


@pytest.mark.parametrize("topology", ms.TOPOLOGIES)
def test_fig2_claims(topology):
    claim = CLAIMS[f"chau-fu-2003/fig2-{topology}"]
    r = claim.run(Context(tier="fast"))
    assert r.verdict is claim.expected
    if topology in ("baseline", "reverse-baseline"):
        assert r.verdict is Verdict.VERIFIED
    else:
        assert r.verdict is Verdict.REFUTED and r.witness.kind == "semi-shared-switch"
        assert r.witness.picture["renderer"] == "min-routes"
