"""Tests of :mod:`alltoall.checkers.result`: the verdict constructors and the ``examined`` count they need,
``combine`` (no part, every part and the witness kept, the unknown part named) and the evidenced rule (a pass
that examined nothing is unknown)."""

from __future__ import annotations

import pytest

from alltoall.checkers.result import Result, Verdict, Witness, combine, evidenced, proved, refuted, unknown, verified


def test_constructors_and_combine_build_the_whole_result():
    w = Witness("k", {}, {}, "x")
    assert proved(examined=2, a=1) == Result(Verdict.PROVED, evidence={"a": 1}, examined=2)
    assert verified(examined=3, a=1) == Result(Verdict.VERIFIED, evidence={"a": 1}, examined=3)
    assert unknown("why", a=1) == Result(Verdict.UNKNOWN, evidence={"a": 1}, reason="why")
    assert refuted(w, a=1) == Result(Verdict.REFUTED, evidence={"a": 1}, witness=w)
    with pytest.raises(TypeError) as e:
        refuted({"kind": "k"})
    assert str(e.value) == "refuted() needs a Witness, got dict"
    assert combine([]) == Result(Verdict.UNKNOWN, reason="no method ran")
    assert combine([("a", proved(examined=1, x=1)), ("b", proved(examined=2))]) == Result(
        Verdict.PROVED, evidence={"a": {"verdict": "proved", "x": 1}, "b": {"verdict": "proved"}}, examined=3
    )
    assert combine([("a", proved(examined=1)), ("b", verified(examined=1, y=2))]) == Result(
        Verdict.VERIFIED, evidence={"a": {"verdict": "proved"}, "b": {"verdict": "verified", "y": 2}}, examined=2
    )
    assert combine([("a", verified(examined=1)), ("b", unknown("slow")), ("c", unknown("later"))]) == Result(
        Verdict.UNKNOWN,
        evidence={
            "a": {"verdict": "verified"},
            "b": {"verdict": "unknown", "reason": "slow"},
            "c": {"verdict": "unknown", "reason": "later"},
        },
        reason="b: slow",
    )
    assert combine([("a", unknown("slow")), ("b", refuted(w, z=3))]) == Result(
        Verdict.REFUTED,
        evidence={"a": {"verdict": "unknown", "reason": "slow"}, "b": {"verdict": "refuted", "z": 3}},
        witness=w,
    )


def test_combine_keeps_every_part_and_the_witness():
    w = Witness("k", {"n": 1}, {}, "bad at n = 1", "brute")
    r = combine([("z3", proved(examined=2, n=3)), ("brute", refuted(w, n=1))])
    assert r.verdict is Verdict.REFUTED and r.witness is w and r.examined is None
    assert r.evidence == {"z3": {"verdict": "proved", "n": 3}, "brute": {"verdict": "refuted", "n": 1}}


def test_combine_unknown_names_the_part_and_keeps_its_reason():
    r = combine([("brute", verified(examined=4, n=5)), ("z3", unknown("timeout", n=9))])
    assert r.verdict is Verdict.UNKNOWN and r.reason == "z3: timeout" and r.examined is None
    assert r.evidence == {
        "brute": {"verdict": "verified", "n": 5},
        "z3": {"verdict": "unknown", "n": 9, "reason": "timeout"},
    }
    r = combine([("brute", verified(examined=4, n=5)), ("z3", proved(examined=3, m=2))])
    assert r.verdict is Verdict.VERIFIED and r.evidence == {
        "brute": {"verdict": "verified", "n": 5},
        "z3": {"verdict": "proved", "m": 2},
    }
    assert r.examined == 7
    r = combine([("a", proved(examined=1)), ("b", proved(examined=5))])
    assert r.verdict is Verdict.PROVED and r.examined == 6


def test_proved_and_verified_need_a_count():
    assert proved(examined=3, n=1) == Result(Verdict.PROVED, evidence={"n": 1}, examined=3)
    assert verified(examined=0).examined == 0
    for bad in (-1, True, 1.0, "3", None):
        with pytest.raises(TypeError, match="examined must be a count"):
            verified(examined=bad)
        with pytest.raises(TypeError, match="examined must be a count"):
            proved(examined=bad)


def test_evidenced_turns_a_pass_that_examined_nothing_into_unknown():
    for make in (proved, verified):
        r = evidenced(make(examined=0, n=4))
        assert r.verdict is Verdict.UNKNOWN and r.examined is None
        said = make(examined=1).verdict.value
        assert r.evidence == {"n": 4, "said": said}
        assert r.reason == (
            f"no evidence: the check said {said} but examined no point, size or instance (examined = 0)"
        )
        ok = make(examined=2, n=4)
        assert evidenced(ok) is ok
    legacy = evidenced(Result(Verdict.VERIFIED, evidence={"n": 1}))  # a pass with no count at all
    assert legacy.verdict is Verdict.UNKNOWN and legacy.reason.endswith("(it reported no count)")
    w = Witness("k", {}, {}, "bad", {})
    for r in (refuted(w), unknown("timeout")):
        assert evidenced(r) is r


def test_combine_applies_the_evidenced_rule_to_every_part():
    r = combine([("brute", verified(examined=4, n=5)), ("z3", proved(examined=0, m=2))])
    assert r.verdict is Verdict.UNKNOWN and r.examined is None
    assert r.reason == "z3: no evidence: the check said proved but examined no point, size or instance (examined = 0)"
    assert r.evidence["z3"] == {"verdict": "unknown", "m": 2, "said": "proved", "reason": r.reason.removeprefix("z3: ")}
    r = combine([("brute", verified(examined=4)), ("old", Result(Verdict.VERIFIED, examined=None))])
    assert r.verdict is Verdict.UNKNOWN and r.reason.endswith("(it reported no count)")


def test_evidenced_keeps_the_domain_and_seconds_of_the_pass_it_demotes():
    """The runner has filled in the domain and the time the check took: the unknown keeps both."""
    r = evidenced(Result(Verdict.PROVED, "n <= 4", {"n": 4}, 2.5, examined=0))
    assert r == Result(
        Verdict.UNKNOWN,
        "n <= 4",
        {"n": 4, "said": "proved"},
        2.5,
        reason="no evidence: the check said proved but examined no point, size or instance (examined = 0)",
    )


def test_combine_unknown_beats_verified_and_refuted_beats_all():
    assert combine([("a", proved(examined=1)), ("b", verified(examined=1))]).verdict is Verdict.VERIFIED
    assert combine([("a", proved(examined=1)), ("b", unknown("t/o"))]).verdict is Verdict.UNKNOWN
    assert combine([("a", proved(examined=1)), ("b", proved(examined=1))]).verdict is Verdict.PROVED
