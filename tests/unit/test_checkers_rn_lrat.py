"""Tests of :mod:`alltoall.checkers.rn.lrat` (the LRAT checker that the chou-chen-2010 lower-bound
certificates are re-checked with): forged proofs of satisfiable formulas are refused (a lemma with no
hints, a hint that is not unit), the whole :class:`LratResult` of accepted and rejected proofs, every
malformed line's message, the deadline and line cap, :func:`read_gzip`, :func:`trim` and :func:`gzip_lines`."""

from __future__ import annotations

import gzip

import pytest

from alltoall.checkers.rn import lrat

XOR = [[1, 2], [-1, 2], [1, -2], [-1, -2]]  # unsatisfiable


# --- forged proofs of satisfiable formulas -------------------------------------------------------


def test_lemma_without_hints_is_refused():
    # [[1, 2]] is satisfiable; "2 1 0 0" claims (1) with no hint: not a tautology, so not RUP
    r = lrat.check([[1, 2]], ["2 1 0 0", "3 -1 0 0", "4 0 2 3 0"])
    assert r == lrat.LratResult(
        False, 0, 0, "line 1: clause 2: its hints end without a conflict, it is not RUP by them"
    )


def test_tautology_needs_no_hints_but_refutes_nothing():
    r = lrat.check([[1, 2]], ["2 1 -1 0 0", "3 0 2 0"])
    assert r == lrat.LratResult(False, 0, 0, "line 2: clause 3: hint 2 (1 -1) has two open literals, it is not unit")
    # a tautology with the same literal twice is one lemma like any other
    r = lrat.check(XOR, ["5 2 -2 2 0 0", "6 2 0 1 2 0", "7 0 6 3 4 0"])
    assert (r.ok, r.lemmas, r.lines) == (True, 3, 3)
    # a repeated literal alone is no tautology
    r = lrat.check([[1, 2]], ["2 1 1 0 0"])
    assert r.message == "line 1: clause 2: its hints end without a conflict, it is not RUP by them"


def test_hint_with_two_open_literals_is_refused():
    # [[1, 2], [-2]] is satisfiable (1 true); hint 1 is not unit under the empty assignment
    r = lrat.check([[1, 2], [-2]], ["3 0 1 2 0"])
    assert r == lrat.LratResult(False, 0, 0, "line 1: clause 3: hint 1 (1 2) has two open literals, it is not unit")
    # the same literal twice in a hint is one open literal: unit
    assert lrat.check([[2, 2], [-2]], ["3 0 1 2 0"]).ok
    # the right order makes it unit: -2 first, then (1 2) propagates 1, then (-1) conflicts
    r = lrat.check([[1, 2], [-2], [-1]], ["4 0 2 1 3 0"])
    assert r == lrat.LratResult(True, 1, 0, "empty clause derived after 1 lemmas", lines=1)


def test_satisfied_hint_is_refused():
    r = lrat.check(XOR, ["5 2 0 1 2 0", "6 0 5 1 0"])
    assert r == lrat.LratResult(False, 0, 0, "line 2: clause 6: hint 1 (1 2) is satisfied, it propagates nothing")


def test_hints_must_reach_a_conflict():
    r = lrat.check(XOR, ["5 2 0 1 2 0", "6 0 5 3 0"])
    assert r == lrat.LratResult(
        False, 0, 0, "line 2: clause 6: its hints end without a conflict, it is not RUP by them"
    )


# --- accepted proofs: the whole result -------------------------------------------------------------


def test_accepted_proof_result():
    assert lrat.check(XOR, ["5 2 0 1 2 0", "6 0 5 3 4 0"]) == lrat.LratResult(
        True, 2, 0, "empty clause derived after 2 lemmas", lines=2
    )
    # comments, blank lines and deletions count as lines; deletions are counted
    r = lrat.check(XOR, ["c a comment", "", "5 2 0 1 2 0", "5 d 1 2 0", "6 0 5 3 4 0", "7 0 0"])
    assert r == lrat.LratResult(True, 2, 2, "empty clause derived after 2 lemmas", lines=5)


def test_formula_with_the_empty_clause():
    assert lrat.check([[1], []], []) == lrat.LratResult(True, 0, 0, "the formula contains the empty clause")


def test_proof_ends_without_the_empty_clause():
    assert lrat.check(XOR, []) == lrat.LratResult(False, 0, 0, "the proof is empty")
    assert lrat.check(XOR, ["c only a comment"]) == lrat.LratResult(
        False, 0, 0, "the proof ends without deriving the empty clause", lines=1
    )
    assert lrat.check(XOR, ["5 2 0 1 2 0", "5 d 1 0"]) == lrat.LratResult(
        False, 1, 1, "the proof ends without deriving the empty clause", lines=2
    )


# --- ids, deletions -------------------------------------------------------------------------------


def test_ids_must_increase():
    r = lrat.check(XOR, ["3 2 0 1 2 0"])
    assert r == lrat.LratResult(False, 0, 0, "line 1: clause id 3 is not above every earlier id (4)")
    r = lrat.check(XOR, ["5 2 0 1 2 0", "5 2 0 1 2 0"])
    assert r.message == "line 2: clause id 5 is not above every earlier id (5)"
    assert lrat.check(XOR, ["9 2 0 1 2 0", "10 0 9 3 4 0"]).ok  # gaps are allowed


def test_deleted_and_unknown_clauses():
    r = lrat.check(XOR, ["5 2 0 1 2 0", "6 d 1 0", "7 0 5 1 4 0"])
    assert r.message == "line 3: clause 7: hint 1 was deleted at line 2"
    r = lrat.check(XOR, ["c", "5 d 3 0", "5 d 3 0"])
    assert r == lrat.LratResult(False, 0, 0, "line 3: deletes clause 3, which was deleted at line 2")
    r = lrat.check(XOR, ["5 d 7 0"])
    assert r.message == "line 1: deletes clause 7, which is no clause of the formula or the proof"
    r = lrat.check(XOR, ["5 2 0 1 9 0"])
    assert r.message == "line 1: clause 5: hint 9 is no clause of the formula or the proof"
    r = lrat.check(XOR, ["5 2 0 1 0 0"])
    assert r.message == "line 1: an addition is '<id> <literals> 0 <hints> 0' with exactly two 0s"


def test_a_deleted_clause_cannot_be_a_hint():
    # deleting the clauses a proof needs makes it fail, wherever the deletion is
    good = ["5 2 0 1 2 0", "6 0 5 3 4 0"]
    assert lrat.check(XOR, good).ok
    assert not lrat.check(XOR, ["5 2 0 1 2 0", "5 d 3 0", "6 0 5 3 4 0"]).ok
    assert not lrat.check(XOR, ["4 d 1 0", *good]).ok


# --- parse_line ------------------------------------------------------------------------------------


def test_parse_line_steps():
    assert lrat.parse_line("5 2 -3 0 1 2 0") == ("a", 5, [2, -3], [1, 2])
    assert lrat.parse_line("5 0 1 0") == ("a", 5, [], [1])
    assert lrat.parse_line("5 2 0 0") == ("a", 5, [2], [])
    assert lrat.parse_line("7 d 1 2 0") == ("d", 7, [1, 2])
    assert lrat.parse_line("1 2 0 0") == ("a", 1, [2], [])  # the first id of a proof of the empty formula
    assert lrat.parse_line("  ") is None
    assert lrat.parse_line("c 5 2 0 1 2 0") is None


@pytest.mark.parametrize(
    "line,message",
    [
        ("-3 1 0 0", "line 4: a step starts with a positive clause id, got -3"),
        ("0 1 0 0", "line 4: a step starts with a positive clause id, got 0"),
        ("5 1 0 -2 0", "line 4: RAT hints (negative ids) are not accepted; the proof must be RUP-only"),
        ("5 1 0 2", "line 4: an addition is '<id> <literals> 0 <hints> 0' with exactly two 0s"),
        ("5 1 0 2 0 0", "line 4: an addition is '<id> <literals> 0 <hints> 0' with exactly two 0s"),
        ("5 1 2 0", "line 4: an addition is '<id> <literals> 0 <hints> 0' with exactly two 0s"),
        ("5 1 x 0 0", "line 4: not an integer in '5 1 x 0 0'"),
        ("5 d 1 2", "line 4: a deletion lists clause ids and ends with one 0"),
        ("5 d", "line 4: a deletion lists clause ids and ends with one 0"),
        ("5 d 1 0 2 0", "line 4: a deletion lists clause ids and ends with one 0"),
        ("5 d 1 -2 0", "line 4: negative clause id in a deletion"),
        ("5 d 1 y 0", "line 4: not an integer in '1 y 0'"),
        ("x d 1 0", "line 4: not an integer in 'x'"),
    ],
)
def test_parse_line_rejects(line, message):
    with pytest.raises(lrat.LratError) as e:
        lrat.parse_line(line, 4)
    assert str(e.value) == message
    # check() reports the same message, with the proof's own line number, as a plain rejection
    assert lrat.check(XOR, ["c", "c", "c", line]) == lrat.LratResult(False, 0, 0, message)


def test_parse_line_length_cap():
    line = "5 1 0 0".ljust(lrat.MAX_LINE)
    assert lrat.parse_line(line) == ("a", 5, [1], [])
    with pytest.raises(lrat.LratError, match=f"^line 2: longer than {lrat.MAX_LINE} characters$"):
        lrat.parse_line(line + " ", 2)


# --- deadline and caps ---------------------------------------------------------------------------


def test_deadline_cuts_the_check_short():
    proof = ["c"] * 2045 + ["5 2 0 1 2 0", "6 0 5 3 4 0"]
    assert lrat.check(XOR, proof, deadline=0.0).ok  # the clock is read every 2048 lines: not yet here
    proof = ["5 2 0 1 2 0"] + ["c"] * 2047 + ["6 0 5 3 4 0"]
    assert lrat.check(XOR, proof, deadline=0.0) == lrat.LratResult(
        False, 1, 0, "cut short at the time limit after 1 lemmas (line 2048)", timed_out=True, lines=2048
    )
    assert lrat.check(XOR, proof, deadline=1e18).ok
    assert lrat.check(XOR, proof).ok


def test_line_cap():
    proof = ["c"] * 3 + ["5 2 0 1 2 0", "6 0 5 3 4 0"]
    assert lrat.check(XOR, proof, max_lines=3) == lrat.LratResult(False, 0, 0, "more than 3 lines")
    assert lrat.check(XOR, proof, max_lines=5).ok
    assert lrat.check(XOR, proof, max_lines=4).message == "more than 4 lines"


# --- gzip, trim --------------------------------------------------------------------------------


def test_gzip_round_trip(tmp_path):
    lines = ["5 2 0 1 2 0", "6 0 5 3 4 0"]
    data = lrat.gzip_lines(lines)
    assert data == lrat.gzip_lines(lines)  # reproducible
    assert gzip.decompress(data) == b"5 2 0 1 2 0\n6 0 5 3 4 0\n"
    p = tmp_path / "p.lrat.gz"
    p.write_bytes(data)
    assert lrat.read_gzip(p) == lines
    with pytest.raises(lrat.LratError, match=r"more than 10 bytes when decompressed$"):
        lrat.read_gzip(p, 10)
    assert lrat.read_gzip(p, len(gzip.decompress(data))) == lines
    (tmp_path / "u.gz").write_bytes(gzip.compress("5 é 0".encode()))
    with pytest.raises(lrat.LratError, match=r"u\.gz: not ASCII text$"):
        lrat.read_gzip(tmp_path / "u.gz")
    (tmp_path / "t.gz").write_bytes(data[:12])
    with pytest.raises(lrat.LratError, match="not a readable gzip file"):
        lrat.read_gzip(tmp_path / "t.gz")


def test_trim_keeps_what_the_empty_clause_needs():
    proof = ["5 2 0 1 2 0", "6 -2 0 3 4 0", "7 1 0 1 3 0", "8 0 5 3 4 0", "9 0 6 5 0"]
    out = lrat.trim(proof)
    assert out == ["5 2 0 1 2 0", "5 d 1 2 0", "8 0 5 3 4 0"]
    assert lrat.check(XOR, out) == lrat.LratResult(True, 2, 2, "empty clause derived after 2 lemmas", lines=3)
    # a chain: every step the empty clause depends on, transitively, is kept
    chain = ["5 2 0 1 2 0", "6 2 1 0 5 0", "7 1 0 5 3 0", "8 -1 0 5 4 0", "9 0 7 8 0"]
    assert lrat.check(XOR, chain).ok
    out = lrat.trim(chain)
    assert out == ["5 2 0 1 2 0", "5 d 1 2 0", "7 1 0 5 3 0", "7 d 3 0", "8 -1 0 5 4 0", "8 d 4 5 0", "9 0 7 8 0"]
    assert lrat.check(XOR, out) == lrat.LratResult(True, 4, 5, "empty clause derived after 4 lemmas", lines=7)
    assert lrat.trim(out) == out
    with pytest.raises(lrat.LratError, match="^the proof derives no empty clause: nothing to trim towards$"):
        lrat.trim(["5 2 0 1 2 0", "c", "5 d 1 0"])


def test_trim_names_a_malformed_line_by_its_number_from_1():
    """As :func:`check` does, trim numbers the proof's lines from 1 (comments and blanks included)."""
    with pytest.raises(lrat.LratError, match="^line 3: a step starts with a positive clause id, got -5$"):
        lrat.trim(["5 2 0 1 2 0", "c", "-5 0 5 3 4 0"])


def test_deadline_is_strictly_passed(monkeypatch):
    """The check is cut short only once the clock is past the deadline, not at it."""
    import types

    monkeypatch.setattr(lrat, "time", types.SimpleNamespace(monotonic=lambda: 5.0))
    proof = ["5 2 0 1 2 0"] + ["c"] * 2047 + ["6 0 5 3 4 0"]
    assert lrat.check(XOR, proof, deadline=5.0).ok
    assert lrat.check(XOR, proof, deadline=4.999).timed_out


def test_parse_line_default_line_number_and_long_tokens():
    with pytest.raises(lrat.LratError, match=r"^line 0: not an integer in 'x'$"):
        lrat.parse_line("x")
    line = "5 " + "12 " * 40 + "y 0 0"
    tokens = " ".join(line.split())
    with pytest.raises(lrat.LratError) as e:
        lrat.parse_line(line, 3)
    assert str(e.value) == f"line 3: not an integer in {tokens[:80]!r}"


def test_gzip_lines_header_names_no_file_and_no_time():
    data = lrat.gzip_lines(["1 0 0"])
    assert data[:4] == b"\x1f\x8b\x08\x00"  # FLG 0: no file name
    assert data[4:8] == b"\x00\x00\x00\x00"  # MTIME 0
