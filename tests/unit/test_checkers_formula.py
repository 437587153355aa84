"""Tests of :mod:`alltoall.checkers.formula` (closed form against simulator): every returned ``Result`` is
compared whole (verdict, evidence, witness, reason) on tiny formulas, and the replay's messages."""

from __future__ import annotations

from fractions import Fraction

import pytest

from alltoall.checkers import formula as fm
from alltoall.checkers.result import Result, Verdict, Witness, evidenced
from alltoall.spec.errors import ParameterError

SQ = fm.Formula("n^2", lambda n: n * n, lambda n: n**2)


OFF = fm.Formula("n + 1", lambda n: n + 1, lambda n: n + (n < 3))


LE = fm.Formula("bound", lambda n: n, lambda n: n - 1, compare=lambda f, m: m <= f, relation=">=")


PTS = [{"n": n} for n in range(1, 5)]


def test_check_formula_verified_and_proved():
    assert fm.check_formula(SQ, PTS) == Result(
        Verdict.VERIFIED, evidence={"points": 4, "largest": {"n": 4}}, examined=4
    )
    empty = fm.check_formula(SQ, [])
    assert empty == Result(Verdict.VERIFIED, evidence={"points": 0, "largest": None}, examined=0)
    assert evidenced(empty).verdict is Verdict.UNKNOWN
    assert fm.check_formula(LE, PTS).verdict is Verdict.VERIFIED
    import sympy as sp

    n = sp.Symbol("n")
    assert fm.check_formula(SQ, PTS, symbolic=lambda: (n * n, n**2)) == Result(
        Verdict.PROVED, evidence={"symbolic": "n**2 - (n**2) = 0", "points": 4, "largest": {"n": 4}}, examined=4
    )
    assert fm.check_formula(SQ, PTS, symbolic=lambda: (n * n, n**3)) == Result(
        Verdict.UNKNOWN,
        evidence={"points": 4, "largest": {"n": 4}},
        reason="SymPy could not establish n**2 - (n**3) = n**2*(1 - n); the 4 simulated points agree",
    )


def test_check_formula_refuted_with_its_witness():
    r = fm.check_formula(OFF, PTS)
    text = "At n = 3: n + 1 gives 4, the simulation of the spec measures 3 (the claim says formula == measured)."
    assert r == Result(
        Verdict.REFUTED,
        evidence={"points": 4},
        witness=Witness(
            "formula",
            {"point": {"n": 3}},
            {"point": {"n": 3}, "formula": 4, "measured": 3},
            text,
            {"method": "formula engine: closed form vs simulation"},
        ),
    )
    r = fm.check_formula(OFF, PTS, explain=lambda p, f, m: f"{p} {f} {m}")
    assert r.witness.explanation == "{'n': 3} 4 3"
    assert fm.first_disagreement(OFF, PTS) == ({"n": 3}, 4, 3) and fm.first_disagreement(SQ, PTS) is None


def test_symbolic_identity_of_a_relation():
    import sympy as sp

    n = sp.Symbol("n", positive=True)
    assert fm.symbolic_identity(lambda: sp.Eq(n + n, 2 * n)) == (True, "True -> True")
    assert fm.symbolic_identity(lambda: n > 0) == (True, "True -> True")
    ok, text = fm.symbolic_identity(lambda: sp.Eq(n, 2 * n))
    assert ok is False and text == "False -> False"
    ok, text = fm.symbolic_identity(lambda: n > 3)
    assert ok is False and text == "n > 3 -> n > 3"


def test_witness_values_are_plain_and_compared_exactly():
    assert fm._plain(Fraction(4, 2)) == 2 and type(fm._plain(Fraction(4, 2))) is int
    assert fm._plain(Fraction(1, 2)) == 0.5 and fm._plain("x") == "x" and fm._plain(2.5) == 2.5
    assert fm._equal(Fraction(1, 2), 0.5) is True and fm._equal("a", 1) is False and fm._equal(None, 1) is False


def test_replay_formula_says_whether_the_point_still_disagrees():
    assert fm.replay_formula(OFF, {"n": 3}) == (True, "at n = 3: n + 1 = 4 but the simulation measures 3")
    assert fm.replay_formula(OFF, {"n": 2}) == (False, "at n = 2: n + 1 = 3 and the simulation measures 3: they agree")
    two = fm.Formula("2n", lambda n, k: 2 * n, lambda n, k: n + k)
    assert fm.replay_formula(two, {"n": 4, "k": 1}) == (True, "at n = 4, k = 1: 2n = 8 but the simulation measures 5")

    class C:
        id = "c"
        subject = OFF

    assert fm._replay_formula(C, {"point": {"n": 3}}, {}) == (True, "at n = 3: n + 1 = 4 but the simulation measures 3")
    for bad in (None, {"n": True}, {"n": 1.0}):
        with pytest.raises(ParameterError) as e:
            fm._replay_formula(C, {"point": bad}, {})
        assert (e.value.parameter, str(e.value)) == ("point", "point: expected an object of integer sizes")
    C.subject = None
    with pytest.raises(ParameterError) as e:
        fm._replay_formula(C, {"point": {"n": 3}}, {})
    assert (e.value.parameter, str(e.value)) == ("FILE", "FILE: claim c is not checked by the formula engine")


def test_equal_reads_an_exact_rational_and_its_float_as_equal():
    import sympy as sp

    assert sp.Rational(1, 2) != 0.5  # SymPy: a Rational never equals a Float
    assert fm._equal(sp.Rational(1, 2), 0.5) is True and fm._equal(sp.sqrt(2), 2**0.5) is True
    assert fm._equal(sp.Rational(1, 3), 0.5) is False and fm._equal("x", 1) is False


def test_symbolic_identity_records_each_inequality_with_its_strictness_and_text():
    """What ``alltoall recheck`` re-decides: a >= step is recorded as non-strict, a > step as strict."""
    import sympy as sp

    n = sp.Symbol("n", positive=True, integer=True)
    with fm.recording_identities() as rec:
        assert fm.symbolic_identity(lambda: [sp.Gt(n + 1, n, evaluate=False), sp.Ge(2 * n, n, evaluate=False)])[0]
    assert [(e["kind"], e["strict"], e["text"]) for e in rec] == [
        ("inequality", True, "1 > 0"),
        ("inequality", False, "n >= 0"),
    ]


def test_symbolic_identity_stops_at_the_first_step_sympy_cannot_reduce():
    """n > 3 does not hold for every positive n: the list fails there, is recorded as not holding, and the
    steps after it are not tried."""
    import sympy as sp

    n = sp.Symbol("n", positive=True, integer=True)
    steps = [sp.Gt(n + 1, n, evaluate=False), sp.Gt(n, 3, evaluate=False), sp.Ge(2 * n, n, evaluate=False)]
    with fm.recording_identities() as rec:
        assert fm.symbolic_identity(lambda: steps) == (False, "n + 1 > n -> True; n > 3 -> n > 3")
    assert [(e["text"], e["sympy"]) for e in rec] == [("1 > 0", True), ("n - 3 > 0", False)]


def test_symbolic_identity_records_a_relation_with_its_text_and_verdict():
    """A relation no second method re-decides is recorded as SymPy printed it, with SymPy's verdict."""
    import sympy as sp

    n = sp.Symbol("n", positive=True, integer=True)
    k = sp.Symbol("k", integer=True)
    with fm.recording_identities() as rec:
        assert fm.symbolic_identity(lambda: sp.Eq(sp.Sum(k, (k, 1, n)), n * (n + 1) / 2))[0]
        assert not fm.symbolic_identity(lambda: n > 3)[0]
    assert rec == [
        {"kind": "relation", "text": "Eq(Sum(k, (k, 1, n)), n*(n + 1)/2)", "sympy": True},
        {"kind": "relation", "text": "n > 3", "sympy": False},
    ]


def test_symbolic_identity_of_a_list_shows_every_step_it_reduced():
    """A list SymPy reduces whole is shown step by step, identities and inequalities alike, joined by "; "
    (the evidence text a proved claim keeps)."""
    import sympy as sp

    n = sp.Symbol("n", positive=True, integer=True)
    steps = [(n * (n + 1), n**2 + n), sp.Gt(n + 1, n, evaluate=False)]
    assert fm.symbolic_identity(lambda: steps) == (True, "n*(n + 1) - (n**2 + n) = 0; n + 1 > n -> True")
