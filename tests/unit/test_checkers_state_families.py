"""Tests of :mod:`alltoall.checkers.state_families`: whether a family of switch states separates (is a
Latin square), and the ``state-family-latin`` replayer: its verdict on the paper's shifts and on a family
that repeats a state, and each refusal of a malformed family or network with its parameter and message."""

from __future__ import annotations

import pytest

from alltoall.checkers import replay, state_families
from alltoall.spec.errors import ParameterError

OMEGA4 = {"topology": "omega", "d": 2, "k": 2}
SHIFTS = [[[[0, 1], [1, 0]]] * 2] * 2  # every switch: identity in the rounds of digit 0, exchange in digit 1
SAME = [[[[0, 1], [0, 1]]] * 2] * 2  # every switch keeps the identity
MIXED = [[[[0, 1], [1, 0]], [[1, 0], [0, 1]]], [[[0, 1], [1, 0]], [[0, 1], [1, 0]]]]


def replay_family(network, families):
    return replay.REPLAYERS["state-family-latin"](None, {"network": network, "families": families}, {})


def test_separating_is_a_latin_square_of_states_by_inputs():
    assert state_families.separating(SHIFTS) is True
    assert state_families.separating(MIXED) is True
    assert state_families.separating(SAME) is False
    assert state_families.separating([[[(0, 1, 2), (1, 2, 0), (2, 0, 1)]]]) is True
    assert state_families.separating([[[(0, 1, 2), (1, 0, 2), (2, 1, 0)]]]) is False
    # one switch that does not separate is enough
    assert state_families.separating([[[[0, 1], [1, 0]], [[0, 1], [0, 1]]]]) is False


def test_replay_stands_only_where_the_rounds_are_not_latin():
    assert replay_family(OMEGA4, SHIFTS) == (
        False,
        "on Omega(d=2, k=2) with those state families the N rounds form a Latin square",
    )
    assert replay_family(OMEGA4, MIXED)[0] is False
    assert replay_family(OMEGA4, SAME) == (
        True,
        "on Omega(d=2, k=2) with those state families: row 0 repeats 0 (at rounds 0 and 1)",
    )


def refusal(network, families):
    with pytest.raises(ParameterError) as e:
        replay_family(network, families)
    return e.value.parameter, e.value.message


def test_replay_refuses_a_malformed_family_or_network():
    assert refusal(OMEGA4, [[[[0, 1], [1, 0]]]]) == ("families", "expected 2 x 2 families of 2 states of 2 ports")
    assert refusal(OMEGA4, [[[[0, 0], [1, 0]]] * 2] * 2) == (
        "families",
        "every state must be a permutation of the switch's ports",
    )
    assert refusal(OMEGA4, [[[[0, 2], [1, 0]]] * 2] * 2)[1] == "every state must be a permutation of the switch's ports"
    for ragged in ([[1, 2], [3]], None, "x"):
        assert refusal(OMEGA4, ragged) == ("families", "expected nested lists of equal lengths")
    assert refusal({"topology": "omega", "d": 7, "k": 1}, SHIFTS) == (
        "network",
        "expected a MIN of log_d N stages with d <= 5, got Omega(d=7, k=1)",
    )


def test_ordered_states_simplest_first_and_the_sets_of_d():
    assert state_families.ordered_states(2) == [(0, 1), (1, 0)]
    assert state_families.ordered_states(3) == [(0, 1, 2), (1, 0, 2), (2, 1, 0), (0, 2, 1), (1, 2, 0), (2, 0, 1)]
    sets = list(state_families.state_sets(3))
    assert len(sets) == 20 and sets[0] == ((0, 1, 2), (1, 0, 2), (2, 1, 0))
    assert sets[-1] == ((0, 2, 1), (1, 2, 0), (2, 0, 1))


def test_round_tables_give_each_stage_the_state_of_its_digit():
    """Round x sets stage j's switches to their state of index stage_digit(x, j): on Omega(2, 2) round 1
    takes state 0 at stage 0 and state 1 at stage 1."""
    T = state_families.round_tables(MIXED, 2, 2)
    assert T.shape == (4, 2, 2, 2)
    assert T.tolist() == [
        [[[0, 1], [1, 0]], [[0, 1], [0, 1]]],
        [[[0, 1], [1, 0]], [[1, 0], [1, 0]]],
        [[[1, 0], [0, 1]], [[0, 1], [0, 1]]],
        [[[1, 0], [0, 1]], [[1, 0], [1, 0]]],
    ]
    batch = state_families.round_tables([MIXED, SHIFTS], 2, 2)
    assert batch.shape == (2, 4, 2, 2, 2) and batch[0].tolist() == T.tolist()
    assert (batch[1] == state_families.round_tables(SHIFTS, 2, 2)).all()
    # N = d**k rounds: 8 on Omega(2, 3), 9 on Omega(3, 2)
    assert state_families.round_tables([[[[0, 1], [1, 0]]] * 4] * 3, 2, 3).shape == (8, 3, 4, 2)
    assert state_families.round_tables([[[[0, 1, 2], [1, 2, 0], [2, 0, 1]]] * 3] * 2, 3, 2).shape == (9, 2, 3, 3)


def test_separating_reads_the_last_two_axes_of_any_shape():
    assert state_families.separating([SHIFTS, MIXED]) is True
    assert state_families.separating([SHIFTS, SAME]) is False
    assert state_families.separating(SHIFTS[0]) is True  # one stage
    assert state_families.separating([[[0, 1], [1, 0]], [[1, 0], [0, 1]]]) is True
    assert state_families.separating([[[0, 1], [0, 1]], [[1, 0], [1, 0]]]) is False
