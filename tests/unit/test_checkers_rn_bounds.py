"""Tests of :mod:`alltoall.checkers.rn.bounds`: the ``-1`` marker of a unique pair's second tag, the terminal
a terminal cut names (the terminal number 2 s + out port), and ``item_forced``'s default."""

from __future__ import annotations

from alltoall.checkers.rn import bounds
from alltoall.spec.topologies import gsen


def test_pair_tags_second_tag_is_minus_one_for_unique_pairs():
    """F1 is exactly -1 (not just negative) for every pair with a unique path, F0 + N otherwise."""
    pt = bounds.pair_tags(gsen.GSEN(6))
    assert pt.unique.sum() == 4 * 6  # 2N - 2^n = 4 unique tags per input
    assert set(pt.F1[pt.unique].tolist()) == {-1}
    assert (pt.F1[~pt.unique] == pt.F0[~pt.unique] + 6).all()


def test_terminal_cut_of_gsen_12_names_terminal_1():
    """GSEN(12)'s best terminal cut is 16 pairs through terminal 1 after stage 1 (re-derived by paths)."""
    net = gsen.GSEN(12)
    tc = bounds.terminal_cut(net)
    assert tc == {"bound": 16, "stage": 1, "terminal": 1}
    assert len(bounds.forced_through_terminal(net, 1, 1)) == 16


def test_item_forced_is_zero_for_an_item_not_listed():
    assert bounds.item_forced({}, 0, 0, 1) == 0
    assert bounds.item_forced({(0, 0, 1): 3}, 0, 0, 1) == 3
    assert bounds.item_forced({(0, 1, 0): 2}, 0, 0, 1) == 2
    assert bounds.item_forced({(1, 1, 0): 2}, 0, 0, 1) == 0
