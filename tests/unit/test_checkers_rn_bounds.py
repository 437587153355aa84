"""Tests of :mod:`alltoall.checkers.rn.bounds`: the ``-1`` marker of a unique pair's second tag, the terminal
a terminal cut names (the terminal number 2 s + out port, the earliest stage of a tie), ``item_forced``'s
default, and the switch items of GSEN(2)'s one switch."""

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


def test_terminal_cut_names_the_first_stage_of_a_tie():
    """Where stages tie, the cut named is the earliest stage's first terminal, as the stored certificates of the R(N)
    table name it (N = 252: stages 1 to 5 tie at 256, stage 1 is named). GSEN(24) forces 32 pairs through one
    terminal after stage 1 and after stage 2, GSEN(8) 8 after every stage."""
    assert bounds.terminal_cut(gsen.GSEN(24)) == {"bound": 32, "stage": 1, "terminal": 1}
    assert bounds.terminal_cut(gsen.GSEN(8)) == {"bound": 8, "stage": 0, "terminal": 0}


def test_item_forced_is_zero_for_an_item_not_listed():
    assert bounds.item_forced({}, 0, 0, 1) == 0
    assert bounds.item_forced({(0, 0, 1): 3}, 0, 0, 1) == 3
    assert bounds.item_forced({(0, 1, 0): 2}, 0, 0, 1) == 2
    assert bounds.item_forced({(1, 1, 0): 2}, 0, 0, 1) == 0


def test_terminal_pair_cut_meets_theorem_5_5_at_20():
    """At N = 20 two terminals carry 48 forced pairs: the bound 24 of the switch blocks, by a simpler count."""
    cut = bounds.terminal_pair_cut(gsen.GSEN(20))
    assert cut == {"bound": 24, "terminals": [[1, 1], [2, 7]], "pairs": 48}


def test_terminal_pair_cut_finds_the_stored_cuts():
    """The search finds the cuts stored for Fig. 14's open cells again: 192 pairs, so R(N) >= 96 at N = 72, 84."""
    for N, terms in bounds.CUTS.items():
        cut = bounds.terminal_pair_cut(gsen.GSEN(N))
        assert cut == {"bound": 96, "terminals": [list(t) for t in terms], "pairs": 192}, N


def test_covered_by_terminals_of_one_terminal_is_the_terminal_cut():
    net = gsen.GSEN(12)
    assert bounds.covered_by_terminals(net, [(1, 1)]) == len(bounds.forced_through_terminal(net, 1, 1)) == 16


def test_lower_bound_uses_a_stored_cut_only_where_it_is_stored():
    """N = 72 takes the stored two-terminal cut; N = 76, where a cut by two terminals ties the switch blocks at 80,
    keeps the switch blocks."""
    lb = bounds.lower_bound(gsen.GSEN(72))
    assert (lb["method"], lb["bound"], lb["pairs"]) == ("terminal-cuts", 96, 192)
    assert bounds.lower_bound(gsen.GSEN(76))["method"] == "switch-blocks"


def test_switch_items_of_gsen_2_list_each_crossing_of_its_one_switch():
    """GSEN(2) is one switch: each of the four pairs crosses it its own way, so every type (S, x, y) holds one pair,
    the first type (0, 0, 0) included, and no block of switches forces more pairs than it delivers: R(2) >= 2 only."""
    net = gsen.GSEN(2)
    U, C = bounds.switch_items(net, 0)
    assert U == {(0, 0, 0): 1, (0, 0, 1): 1, (0, 1, 0): 1, (0, 1, 1): 1}
    assert C == {(0, 0, 0): {(0, 0)}, (0, 0, 1): {(0, 1)}, (0, 1, 0): {(1, 0)}, (0, 1, 1): {(1, 1)}}
    assert bounds.switch_blocks(net) == {"bound": 2, "excess": 0, "blocks": []}
