"""Pin of :mod:`alltoall.checkers.optical` left by the survivors of the seed-20261125 sample: for d > s the rule's switch is
compared without "mod n" (the text's reading), so a c too large for the pair is caught at its stage."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import optical as chk
from alltoall.spec.topologies import optical as op


def test_brute_rule_compares_the_unreduced_switch_when_d_exceeds_s(monkeypatch):
    """Pair (1, 2) given c = 7: s + a_0 + 2 a_1 + 4 a_2 = 8 is no switch of stage 3, so stage 3 is named."""
    orig = op.rule_c

    def fake(N, s, d, select=op._py_select):
        r = np.array(orig(N, s, d, select=select), copy=True)
        r[8] = 7  # the 9th pair s != d in (s, d) order: (1, 2)
        return r

    monkeypatch.setattr(op, "rule_c", fake)
    assert chk.brute_rule(op.OpticalMIN(8)) == (1, 2, "at stage 3 the signal is not in the switch the rule sets")
