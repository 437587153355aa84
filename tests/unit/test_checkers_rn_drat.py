"""Tests of :mod:`alltoall.checkers.rn.drat` (the forward DRAT checker behind chou-chen-2010 lower bounds): the
whole :class:`DratResult` of small proofs (RUP, RAT, deletions kept or honoured, top-level conflicts after
which every clause is RUP, rejected lemmas), :func:`parse`, RUP against a naive unit propagation, and
CaDiCaL's proof of a pigeonhole formula."""

from __future__ import annotations

import random

import pytest

from alltoall.checkers.rn import drat

PHP = [[1, 2], [-1, 2], [1, -2], [-1, -2]]


def test_rup_proof_refutes_by_propagation():
    assert drat.check(PHP, ["2 0", "0"]) == drat.DratResult(
        True, 1, 0, 0, "unit propagation refutes the formula after 1 lemmas"
    )


def test_formula_conflicting_alone():
    assert drat.check([[1], [-1]], []) == drat.DratResult(
        True, 0, 0, 0, "the formula conflicts under unit propagation alone"
    )
    assert drat.check([[1], [2], [-1, -2]], ["0"]) == drat.DratResult(
        True, 0, 0, 0, "the formula conflicts under unit propagation alone"
    )
    assert drat.check([[1, 2], [1, -2], [-1]], []) == drat.DratResult(
        True, 0, 0, 0, "the formula conflicts under unit propagation alone"
    )


def test_empty_clause_lemma():
    F = [[1, 2, 3], [1, 2, -3], [1, -2, 3], [1, -2, -3], [-1, 2, 3], [-1, 2, -3], [-1, -2, 3], [-1, -2, -3]]
    r = drat.check(F, ["1 2 0", "1 0", "0"])
    assert r == drat.DratResult(
        False, 3, 0, 0, "lemma 3 ( 0) is neither RUP nor RAT"
    )  # x1 still needs x2 and x3 refuted
    assert drat.check(F, ["1 2 0", "1 -2 0", "1 0", "-1 2 0", "-1 0"]) == drat.DratResult(
        True, 4, 0, 0, "unit propagation refutes the formula after 4 lemmas"
    )
    assert drat.check(PHP, ["c comment", "", "0"]) == drat.DratResult(
        False, 1, 0, 0, "lemma 1 ( 0) is neither RUP nor RAT"
    )


def test_rat_lemmas_are_counted_and_proof_may_end_short():
    r = drat.check([[1, 2], [-1, 3]], ["4 0", "5 0"])
    assert r == drat.DratResult(False, 2, 0, 2, "the proof ends without deriving the empty clause")


def test_rejected_lemma_message():
    assert drat.check([[-1, 2], [-1, -2]], ["1 0"]) == drat.DratResult(
        False, 1, 0, 0, "lemma 1 (1 0) is neither RUP nor RAT"
    )
    assert drat.check([[-1, 2], [-1, -2]], ["1 3 0"]) == drat.DratResult(
        False, 1, 0, 0, "lemma 1 (1 3 0) is neither RUP nor RAT"
    )


def test_deletions_counted_and_honoured():
    F = [[1, 2], [1, -2], [-1, 3], [-1, -3]]
    assert drat.check(F, ["1 0", "0"]).ok
    assert drat.check(F, ["d -2 1 0", "1 0"]) == drat.DratResult(False, 1, 1, 0, "lemma 1 (1 0) is neither RUP nor RAT")
    assert drat.check(F, ["d 7 0", "d 1 -2 0", "d 1 -2 0"]) == drat.DratResult(
        False, 0, 1, 0, "the proof ends without deriving the empty clause"
    )
    # a reason at the top level is kept; a clause with two true literals is not a reason
    assert drat.check([[1], [-1, 2]], ["d -1 2 0"]).deletions == 0
    assert drat.check([[1], [2], [-1, -2, 3]], ["d -1 -2 3 0", "d 3 -2 -1 0"]).deletions == 0
    assert drat.check([[1], [2], [1, 2]], ["d 1 2 0"]).deletions == 1
    assert drat.check([[1], [2], [1, 2], [2, 1]], ["d 1 2 0", "d 2 1 0", "d 1 2 0"]).deletions == 2


def test_parse_of_a_small_proof():
    assert drat.parse(["c x", "", "  1 -2 0 ", "d 3 0", "0"]) == [("a", [1, -2]), ("d", [3]), ("a", [])]
    with pytest.raises(ValueError) as e:
        drat.parse(["d 1 2"])
    assert str(e.value) == "DRAT line 1: literals end with one 0, the only 0 of the line: ' 1 2'"
    with pytest.raises(ValueError) as e:
        drat.parse(["d"])
    assert str(e.value) == "DRAT line 1: literals end with one 0, the only 0 of the line: ''"


@pytest.mark.parametrize(
    "line,why",
    [
        ("1 0 2 0", "the only 0 of the line"),
        ("1 x 0", "not an integer"),
        ("d 1 0 2 0", "the only 0 of the line"),
        ("1 2", "end with one 0"),
    ],
)
def test_malformed_lines_are_rejections_not_crashes(line, why):
    r = drat.check(PHP, ["2 0", line, "0"])
    assert not r.ok and why in r.message and r.message.startswith("DRAT line 2: ")


def test_deadline_cuts_the_check_short_and_never_passes():
    r = drat.check(PHP, ["2 0", "0"], deadline=0.0)
    assert (r.ok, r.timed_out) == (False, True) and r.message.startswith("cut short at the time limit")


def _naive_conflict(clauses, assumptions):
    val = {}
    for l in assumptions:
        if val.get(-l):
            return True
        val[l] = True
    changed = True
    while changed:
        changed = False
        for cl in clauses:
            if any(val.get(l) for l in cl):
                continue
            free = [l for l in cl if not val.get(-l)]
            if not free:
                return True
            if len(free) == 1:
                val[free[0]] = True
                changed = True
    return False


def test_rup_and_rat_agree_with_naive_propagation():
    rng = random.Random(7)
    for _ in range(300):
        nv = rng.randint(3, 6)
        F = [
            [rng.choice((-1, 1)) * v for v in rng.sample(range(1, nv + 1), rng.randint(1, 3))]
            for _ in range(rng.randint(2, 12))
        ]
        db = drat._DB(nv)
        for cl in F:
            db.add(list(cl))
        assert db.conflict == _naive_conflict(F, [])
        if db.conflict:
            continue
        lem = [rng.choice((-1, 1)) * v for v in rng.sample(range(1, nv + 1), rng.randint(1, 3))]
        assert db.rup(lem) == _naive_conflict(F, [-l for l in lem]), (F, lem)
        p = lem[0]
        naive_rat = all(_naive_conflict(F, [-l for l in lem] + [-l for l in cl if l != -p]) for cl in F if -p in cl)
        assert db.rat(lem) == naive_rat, (F, lem)
        assert db.rup(lem) == _naive_conflict(F, [-l for l in lem])  # rup leaves the top level untouched
    assert drat._DB(0).rat([]) is False


def test_rup_after_top_level_conflict_accepts_any_clause():
    """A database refuted by unit propagation accepts every lemma as RUP, even one on new variables."""
    db = drat._DB(3)
    db.add([1])
    db.add([-1])
    assert db.conflict is True
    assert db.rup([2, 3]) is True
    assert db.rup([]) is True
    assert db.rat([5]) is True  # no clause holds -5: RAT vacuously


def test_deadline_is_read_every_256_steps(monkeypatch):
    """The clock is read at steps 0, 256, ...: a deadline that passes during a long proof cuts it short
    there, with the lemmas checked so far."""
    import types

    readings = iter([0.0, 2.0, 2.0])
    monkeypatch.setattr(drat, "time", types.SimpleNamespace(monotonic=lambda: next(readings)))
    proof = ["1 2 0"] * 300  # each lemma RUP, none refutes [[1, 2]]
    assert drat.check([[1, 2]], proof, deadline=1.0) == drat.DratResult(
        False, 256, 0, 0, "cut short at the time limit after 256 lemmas", True
    )
    assert drat.check([[1, 2]], proof) == drat.DratResult(
        False, 300, 0, 0, "the proof ends without deriving the empty clause"
    )


def test_a_clock_reading_the_deadline_exactly_is_not_past_it(monkeypatch):
    """The check is cut short only past ``deadline``: a clock that reads the deadline itself lets it go on."""
    import types

    monkeypatch.setattr(drat, "time", types.SimpleNamespace(monotonic=lambda: 1.0))
    proof = ["1 2 0"] * 300
    assert drat.check([[1, 2]], proof, deadline=1.0) == drat.DratResult(
        False, 300, 0, 0, "the proof ends without deriving the empty clause"
    )


def test_malformed_line_message_quotes_80_characters():
    line = "1 " * 60 + "2"  # no closing 0
    r = drat.check(PHP, ["2 0", line])
    assert r == drat.DratResult(
        False, 0, 0, 0, f"DRAT line 2: literals end with one 0, the only 0 of the line: {line[:80]!r}"
    )
    line = "1 " * 60 + "x 0"
    r = drat.check(PHP, [line])
    assert r.message == f"DRAT line 1: not an integer in {line[:80]!r}"


# --- the checker on a small refutation and on a CaDiCaL proof -------------------------------------


def test_drat_checker_accepts_and_rejects():
    pytest.importorskip("pysat")  # CaDiCaL writes the pigeonhole proof
    cls = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    assert drat.check(cls, ["2 0", "0"]).ok
    assert not drat.check([[1, 2], [-1, 2]], ["2 0", "0"]).ok
    assert not drat.check(cls, []).ok
    # pigeonhole 3 -> 2 with a CaDiCaL proof
    from pysat.solvers import Solver

    php = [[1, 2], [3, 4], [5, 6], [-1, -3], [-1, -5], [-3, -5], [-2, -4], [-2, -6], [-4, -6]]
    with Solver(name="cadical153", bootstrap_with=php, with_proof=True) as s:
        assert not s.solve()
        proof = s.get_proof()
    assert drat.check(php, proof).ok
    assert not drat.check(php, [ln for ln in proof if ln.startswith("d")]).ok
