"""Pins of :mod:`alltoall.checkers.gsen` (chou-chen-2010 GSEN engines): ``even_range``,
``unique_tag_range``, the round runner's sentences under a changed tag or receiver, the broadcast and
personalized verdicts on Algorithms 1 and 3 and on a round short, and the replay's ``_net`` bounds.
"""

from __future__ import annotations

import dataclasses as dc

import pytest

from alltoall.checkers import gsen as cg
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def test_even_range():
    assert cg.even_range(3, 12) == [4, 6, 8, 10, 12]
    assert cg.even_range(4, 12, 0) == [4, 8, 12]
    assert cg.even_range(2, 14, 2, 8) == [2, 10]
    assert cg.even_range(2, 2) == [2]


def test_unique_tag_range():
    assert cg.unique_tag_range(gsen.GSEN(4)) == [0, 1, 2, 3]
    assert cg.unique_tag_range(gsen.GSEN(6)) == [2, 3, 4, 5]


def test_algorithms_deliver_and_a_missing_round_is_named():
    r1, r3 = cc.algorithm1(6), cc.algorithm3(6)
    assert cg.broadcast_violation(6, r1) is None and cg.personalized_violation(6, r3) is None
    assert cg.broadcast_violation(6, r1[:-1]) == "no message from 0 to 5"
    assert cg.personalized_violation(6, r3[:-1]) == "no message from 0 to 5"


def test_run_rounds_names_a_bad_tag_and_a_misdelivery():
    r3 = cc.algorithm3(6)
    m = r3[1].messages[0]
    rest = tuple(r3[1].messages[1:])
    bad_tag = [r3[0], dc.replace(r3[1], messages=(dc.replace(m, tag=m.tag ^ 1),) + rest)] + list(r3[2:])
    assert (
        cg.personalized_violation(6, bad_tag)
        == "round 1: processor 0's tag 0 asks for a path configuration A = 1 does not set up"
    )
    dv, why = cg.run_rounds(gsen.GSEN(6), bad_tag)
    assert why == "round 1: processor 0's tag 0 asks for a path configuration A = 1 does not set up" and len(dv) == 6
    assert dv[0] == cg.Delivery(0, r3[0].messages[0].sender, r3[0].messages[0].intended, dv[0].output)
    wrong = [r3[0], dc.replace(r3[1], messages=(dc.replace(m, intended=(m.intended + 1) % 6),) + rest)] + list(r3[2:])
    assert cg.personalized_violation(6, wrong) == "round 1: processor 0's message for 2 arrives at output 1"
    assert (
        cg.broadcast_violation(6, bad_tag)
        == "round 1: processor 0's tag 0 asks for a path configuration A = 1 does not set up"
    )


def test_replay_net_bounds():
    assert cg._net({"N": 260}).N == 260 and cg._net({"N": 2}).N == 2
    with pytest.raises(ParameterError) as e:
        cg._net({"N": 261})
    assert (e.value.parameter, str(e.value)) == ("N", "N: replay handles N <= 260, got 261")
    with pytest.raises(ParameterError) as e:
        cg._net({"N": 1})
    assert (e.value.parameter, str(e.value)) == ("N", "N: must be >= 2, got 1")
