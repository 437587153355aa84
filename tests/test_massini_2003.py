"""Tests named after massini-2003 claims: the flaw is found by search and is checkable by hand."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from alltoall.checkers import brute
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import massini
from alltoall.spec.topologies import multistage as ms


def test_topology_independent_is_refuted_by_search():
    claim = registry.get("massini-2003/topology-independent")
    result = claim.run(Context(tier="fast"))
    assert result.verdict is Verdict.REFUTED
    w = result.witness
    assert w.kind == "topology-dependence" and w.found_by["seed"] == Context().seed
    a, b = (ms.from_data(i["network"]) for i in w.params["instances"])
    s, x = w.data["sender"], w.data["round"]
    outs = [int(brute.outputs_per_round(n, lc.initial_zero(2, n.k))[x, s]) for n in (a, b)]
    assert outs[0] != outs[1] and outs == w.data["outputs"]


def test_topology_independent_witness_is_deterministic():
    claim = registry.get("massini-2003/topology-independent")
    assert claim.run(Context()).witness == claim.run(Context()).witness


def test_topology_independent_smallest_case_by_hand():
    # N = 4, all straight, round 0: omega routes 1 -> 1, baseline routes 1 -> 2.
    z = lc.initial_zero(2, 2)
    assert brute.outputs_per_round(ms.build("omega", 2, 2), z)[0, 1] == 1
    assert brute.outputs_per_round(ms.build("baseline", 2, 2), z)[0, 1] == 2


@given(st.data())
def test_every_rule_fails_somewhere(data):
    """No rule of (s, x, N) is right on both omega and baseline for N >= 4."""
    k = data.draw(st.integers(2, 4))
    rule = data.draw(st.sampled_from(sorted(massini.RULES)))
    z = lc.initial_zero(2, k)
    wrong = 0
    for topo in ("omega", "baseline"):
        outs = brute.outputs_per_round(ms.build(topo, 2, k), z)
        wrong += any(outs[x, s] != massini.intended(rule, s, x, 2**k) for x in range(2**k) for s in range(2**k))
    assert wrong >= 1
