"""Tests of :mod:`alltoall.checkers.gsen` (chou-chen-2010 GSEN engines): ``even_range``, ``unique_tag_range``,
the round runner's sentences under a changed tag or receiver, the broadcast and personalized verdicts on
Algorithms 1 and 3 and on a round short, the replay's network bounds, and the sentences of Lemmas 3.4-3.7 and
Theorem 3.8 on paths, tables and covers forged by monkeypatching."""

from __future__ import annotations

import dataclasses as dc
import types

import numpy as np
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


def test_replay_bounds_the_network_size():
    assert cg._net({"N": 260}).N == 260 and cg._net({"N": 2}).N == 2
    with pytest.raises(ParameterError) as e:
        cg._net({"N": 261})
    assert (e.value.parameter, str(e.value)) == ("N", "N: replay handles N <= 260, got 261")
    with pytest.raises(ParameterError) as e:
        cg._net({"N": 1})
    assert (e.value.parameter, str(e.value)) == ("N", "N: must be >= 2, got 1")


def test_lemma34_message_reports_b_xor_f(monkeypatch):
    """A path set up by C = 0 with F = 1, B = 3 is reported with B xor F = 2 (not B and F = 1)."""
    net = types.SimpleNamespace(N=1, tags=1, n=1)
    path = types.SimpleNamespace(switches=[0], state=lambda s: 0, tag=1, backward=3)
    monkeypatch.setattr(cg, "_paths", lambda n: [[path]])
    monkeypatch.setattr(cg.gsen, "family_states", lambda n, fam, C: np.zeros((1, 1), dtype=np.int64))
    assert cg.lemma_violation("lemma3.4", net) == "C = 0: input 0 uses F = 1, B = 3, B xor F = 2"


def test_sc_cover_names_the_first_missed_pair(monkeypatch):
    """When the configurations miss several pairs, the first one listed is named."""
    monkeypatch.setattr(cg.cert, "missing_pairs", lambda net, configs: [(0, 1), (2, 3)])
    assert cg.sc_cover_and_unique(gsen.GSEN(6)) == "the 8 sc configurations miss the pair (0, 1)"


def _with_dests(monkeypatch, dests):
    """Every input's paths P(i, F) end at ``dests[F]`` (only ``dest`` is read by Lemma 3.5)."""
    net = gsen.GSEN(6)
    monkeypatch.setattr(cg, "_paths", lambda n: [[types.SimpleNamespace(dest=v) for v in dests] for _ in range(n.N)])
    return cg.lemma_violation("lemma3.5", net)


def test_lemma35_names_a_unique_path_the_lemma_calls_not_unique(monkeypatch):
    """A unique P(0, 0) (F < T - N) is reported as unique, against the lemma's 'not unique'."""
    assert _with_dests(monkeypatch, list(range(8))) == "P(0, 0) is a unique path; Lemma 3.5 says not unique"


def test_lemma35_names_a_shared_path_the_lemma_calls_unique(monkeypatch):
    """A shared P(0, 2) (T - N <= F < N) is reported as not unique, against the lemma's 'unique'."""
    assert _with_dests(monkeypatch, [0] * 8) == "P(0, 2) is not a unique path; Lemma 3.5 says unique"


def _lemma(monkeypatch, name, B):
    """lemma_violation on a forged network whose path P(i, F) has backward value B[i][F]."""
    net = types.SimpleNamespace(N=len(B), tags=len(B[0]), n=1)
    monkeypatch.setattr(cg, "_paths", lambda n: [[types.SimpleNamespace(backward=v) for v in row] for row in B])
    return cg.lemma_violation(name, net)


def test_lemma36_message_names_h_and_h_plus_one(monkeypatch):
    """T = 4, h = 2: B(0, 2) = 0 differs from B(0, 3) = 1."""
    assert _lemma(monkeypatch, "lemma3.6", [[0, 0, 0, 1], [0, 0, 1, 1]]) == "B(0, 2) = 0 but B(0, 3) = 1"


def test_lemma37_bound_message_reads_the_last_input(monkeypatch):
    """B(0, 0) = 2 > 1: the message quotes B(N - 1, 0) of the last row, not the one before it."""
    assert _lemma(monkeypatch, "lemma3.7", [[2], [5], [3]]) == "B(0, 0) = 2, B(2, 0) = 3"


def test_lemma37_rejects_a_step_of_three(monkeypatch):
    """B column 0, 3, 2 (T = 4): no bound or hole is broken, but B(1, 0) - B(0, 0) = 3."""
    B = [[0, 0, 0, 0], [3, 0, 0, 0], [2, 0, 0, 0]]
    assert _lemma(monkeypatch, "lemma3.7", B) == "B(1, 0) - B(0, 0) = 3"


def test_unknown_lemma_is_named_in_the_error():
    net = types.SimpleNamespace(N=1, tags=1, n=1)
    with pytest.raises(ValueError) as e:
        cg.lemma_violation("lemma9.9", net)
    assert e.value.args == ("lemma9.9",)


@pytest.mark.parametrize("family", gsen.FAMILIES)
def test_sc_cover_and_unique_holds_for_every_family_at_N8(family):
    """Theorem 3.8 holds on GSEN(8) for each family, its certificate checked with that family's states."""
    assert cg.sc_cover_and_unique(gsen.GSEN(8), family) is None


def test_check_fact_refutes_at_the_first_failing_N_with_a_replayable_witness():
    seen = []

    def recheck(net):
        seen.append(net.N)
        return "broken" if net.N >= 6 else None

    r = cg.check_fact("lemma3.4", recheck, [4, 6, 8], "brute")
    assert seen == [4, 6]
    w = r.witness
    assert (w.kind, w.params, w.data, w.explanation, w.found_by) == (
        "gsen-fact",
        {"N": 6},
        {"fact": "lemma3.4"},
        "broken",
        {"method": "brute"},
    )


def test_lemma37_names_two_consecutive_holes(monkeypatch):
    """B column 0, 3, 5 (T = 6): the bounds hold, but 1 and 2 are both missing from B_0."""
    B = [[0] * 6, [3] + [0] * 5, [5] + [0] * 5]
    assert _lemma(monkeypatch, "lemma3.7", B) == "B_0 has the consecutive holes 1 and 2"


def test_lemma33_message_states_the_expected_destination_and_b(monkeypatch):
    """N = 2, T = 4: P(1, 3) ending at 0 with B = 2 breaks Lemma 3.3, which says (i T + F) mod N = 1 and
    (i T + F) div N = 3 (integer division, printed as an integer)."""
    net = types.SimpleNamespace(N=2, tags=4, n=2)
    good = [
        [types.SimpleNamespace(dest=(i * 4 + F) % 2, backward=(i * 4 + F) // 2) for F in range(4)] for i in range(2)
    ]
    good[1][3] = types.SimpleNamespace(dest=0, backward=2)
    monkeypatch.setattr(cg, "_paths", lambda n: good)
    assert cg.lemma_violation("lemma3.3", net) == "P(1, 3) ends at 0 with B = 2; Lemma 3.3 says 1 and 3"


def test_lemma37_bound_flags_a_last_input_just_below_t_minus_2(monkeypatch):
    """T = 4: B(N - 1, F) must be at least T - 2 = 2; B(1, 0) = 1 = T - 3 already breaks the bound, while
    B(1, F) = 2 everywhere meets it (and the rest of the lemma)."""
    assert _lemma(monkeypatch, "lemma3.7", [[0, 0, 0, 0], [1, 2, 2, 2]]) == "B(0, 0) = 0, B(1, 0) = 1"
    assert _lemma(monkeypatch, "lemma3.7", [[0, 0, 0, 0], [2, 2, 2, 2]]) is None
