"""liu-chen-chen-2007 Theorem 2 with any d states per switch, and the condition it needs."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import state_families as sf
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import Context
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms

CLAIMS = registry.load_all()
SMALLEST = [[[(0, 1, 2), (1, 0, 2), (2, 1, 0)]]]  # one 3 x 3 switch: id, (0 1), (0 2)


def test_smallest_failure_by_hand():
    # round c sets the only switch to state c: input 1 is fixed by id (round 0) and by (0 2) (round 2)
    outs = ms.route(ms.build("omega", 3, 1), sf.round_tables(SMALLEST, 3, 1))
    assert outs[0, 1] == outs[2, 1] == 1
    assert not sf.separating(SMALLEST)


def test_shift_families_are_separating_and_match_the_paper():
    d, k = 3, 2
    F = np.array([[[switches.shift_state(c, d) for c in range(d)]] * d ** (k - 1)] * k)
    assert sf.separating(F)
    post = lc.state_tables(np.array([[list(range(d))] * d ** (k - 1)] * k), d, k, "post")
    assert (sf.round_tables(F, d, k) == post).all()


def test_thm2_any_state_family_refuted_at_n3():
    r = CLAIMS["liu-chen-chen-2007/thm2-any-state-family"].run(Context(tier="fast"))
    assert r.verdict is Verdict.REFUTED
    assert r.witness.params["families"] == [[[list(s) for s in SMALLEST[0][0]]]]
    assert r.witness.params["network"]["d"] == 3 and r.witness.params["network"]["k"] == 1


def test_thm2_separating_state_families_verified():
    r = CLAIMS["liu-chen-chen-2007/thm2-separating-state-families"].run(Context(tier="fast"))
    assert r.verdict is Verdict.VERIFIED
