"""Pins of :mod:`alltoall.checkers.min_witnesses` left by the survivors of the seed-20261124 sample:
the permutation-state check composes the initial states with the round's shift in the reading asked
for ('post' or 'pre'), on a 9-line MIN with identity wirings."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import min_witnesses as mw
from alltoall.spec.topologies import multistage as ms

IDENT3 = ms.from_wirings("Ident", 3, 9, [ms.identity(2)] * 3)
INIT = np.array([[[1, 0, 2], [1, 2, 0], [2, 0, 1]], [[2, 1, 0], [0, 1, 2], [0, 1, 2]]])


def test_perm_state_violation_follows_the_reading():
    """The same initial states repeat input 0 in row 0 at rounds 2 and 3 (post) but 1 and 5 (pre)."""
    post = mw.perm_state_violation(IDENT3, INIT, "post")
    pre = mw.perm_state_violation(IDENT3, INIT, "pre")
    assert (post.property, post.message) == ("latin", "row 0 repeats 0 (at rounds 2 and 3)")
    assert (pre.property, pre.message) == ("latin", "row 0 repeats 0 (at rounds 1 and 5)")
