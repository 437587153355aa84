"""The second engines of ``alltoall recheck`` (checkers/second.py): what a recheck reports.

Each Decision's engine, answer and detail reach ``proofs/RECHECK.json`` and the ledger's recheck line, so
they are pinned here: refusals of malformed SMT-LIB, the unknowns of a solver out of time or missing, the
identities and inequalities the exact evaluators must refute or must not, and the query digest that names
a query in the record. (tests/test_recheck.py runs the engines through ``alltoall recheck``.)
"""

from __future__ import annotations

import sys

import pytest
import sympy as sp
import z3

from alltoall.checkers import second

EAGER = "eager bit-blasting after Ackermann's reduction"


def _pigeonhole() -> str:
    """Ten pigeons in nine holes as 4-bit vectors: unsat, and well over 0.3 s for either solver (a
    resolution proof of the pigeonhole principle is exponential), so a 1 ms limit always fires first."""
    xs = [z3.BitVec(f"p{i}", 4) for i in range(10)]
    s = z3.Solver()
    s.add(z3.Distinct(*xs), *[z3.ULT(x, 9) for x in xs])
    return s.to_smt2()


@pytest.mark.parametrize(
    "text, why",
    [
        ("(declare-fun x () (_ BitVec 4))(assert (= x x)))", "unbalanced ')'"),
        ("(declare-fun x () (_ BitVec 4))(assert (= x x)", "unbalanced '('"),
    ],
)
def test_unbalanced_smt2_is_refused_by_both_engines_with_the_reason(text, why):
    """Our reader refuses it before either solver sees it; the reason is what the recheck reports."""
    assert second.decide_smt2(text, 5) == second.Decision("cvc5", "unknown", f"cvc5 could not read or decide it: {why}")
    assert second.decide_bitwuzla(text, 5) == second.Decision(
        "bitwuzla", "unreadable", f"bitwuzla could not read it: {why}"
    )


def test_bitwuzla_refuses_an_undefined_symbol_as_unreadable():
    """``unreadable`` is no answer (the recheck then counts only cvc5's), and says which engine and why."""
    d = second.decide_bitwuzla("(declare-fun x () (_ BitVec 4))(assert (= (frob x) x))", 5)
    assert (d.engine, d.answer) == ("bitwuzla", "unreadable")
    assert d.detail.startswith("bitwuzla could not read it: ") and "frob" in d.detail


def test_a_solver_out_of_time_answers_unknown_and_says_why():
    text = _pigeonhole()
    cvc5 = second.decide_smt2(text, 0.001)
    assert (cvc5.engine, cvc5.answer) == ("cvc5", "unknown")
    assert "TIMEOUT" in cvc5.detail and cvc5.detail.endswith(f" ({EAGER})")
    assert second.decide_bitwuzla(text, 0.001) == second.Decision("bitwuzla", "unknown", "time limit or incomplete")


def test_cvc5_incomplete_on_a_quantifier_is_unknown_with_its_explanation():
    d = second.decide_smt2("(declare-fun f (Int) Int)(assert (forall ((x Int)) (> (f x) x)))", 5)
    assert (d.engine, d.answer) == ("cvc5", "unknown") and "INCOMPLETE" in d.detail
    assert "bit-blasting" not in d.detail  # integers: cvc5's defaults, no eager bit-blasting


def test_a_query_that_sets_its_logic_keeps_it():
    """A second ``set-logic`` is an error to cvc5: one is added only where the query sets none."""
    text = "(set-logic QF_BV)(declare-fun x () (_ BitVec 4))(assert (distinct x x))"
    assert second.normalized(text) == (
        "(set-logic QF_BV)\n(declare-fun x () (_ BitVec 4))\n(assert (distinct x x))\n(check-sat)\n"
    )
    assert second.decide_smt2(text, 5) == second.Decision("cvc5", "unsat", EAGER)


def test_a_long_solver_error_is_cut_to_300_characters():
    long = "f" * 400
    d = second.decide_bitwuzla(f"(declare-fun x () (_ BitVec 4))(assert (= ({long} x) x))", 5)
    prefix = "bitwuzla could not read it: "
    assert d.answer == "unreadable" and d.detail.startswith(prefix) and len(d.detail) == len(prefix) + 300


def test_each_query_of_a_kept_step_file_is_decided_at_its_check_sat():
    """A step file separates its queries by ``(reset)`` (``induction.step_smt2``), so a section ends with
    one after its ``check-sat``: both engines answer that ``check-sat``, not the empty query after it."""
    x = z3.BitVec("x", 4)
    queries = []
    for claim in (x + 1 == x, x * 2 == 1):  # no solution either
        s = z3.Solver()
        s.add(claim)
        queries.append(s.to_smt2())
    text = "; z3\n" + "(reset)\n".join(f"; --- q{i}: expected unsat ---\n{q}" for i, q in enumerate(queries))
    sections = second.smt2_sections(text)
    assert [(label, want) for label, want, _ in sections] == [("q0", "unsat"), ("q1", "unsat")]
    assert sections[0][2].rstrip().endswith("(reset)")
    for _, _, query in sections:
        assert second.decide_bitwuzla(query, 5) == second.Decision("bitwuzla", "unsat")
        assert second.decide_smt2(query, 5) == second.Decision("cvc5", "unsat", EAGER)


def test_a_query_without_check_sat_is_decided_at_its_end():
    """cvc5 answers a query that holds no ``check-sat`` as if it ended with one (``_commands`` adds it)."""
    assert second.decide_smt2("(declare-fun x () Int)(assert (> x 0))", 5) == second.Decision("cvc5", "sat")
    assert second.decide_smt2("(declare-fun x () Int)(assert (> x x))", 5) == second.Decision("cvc5", "unsat")


def test_pure_bitvector_asks_for_bit_vectors_and_nothing_else():
    """Bitwuzla gets a query with bit-vectors and no integers (nor reals, sorts, quantifiers); a Boolean one is no
    bit-vector query, one with an integer beside its bit-vectors neither."""
    assert second.pure_bitvector("(declare-fun x () (_ BitVec 4))(assert (= x x))")
    assert not second.pure_bitvector("(declare-fun p () Bool)(assert p)")
    assert not second.pure_bitvector("(declare-fun x () (_ BitVec 4))(declare-fun n () Int)(assert (= n n))")
    assert second.bitvector_logic("(declare-fun p () Bool)(assert p)") is None


def test_cvc5_bit_blasts_eagerly_only_a_query_without_push_or_pop():
    """Eager bit-blasting is one-shot (cvc5's incremental mode off): a bit-vector query that pushes is decided
    with cvc5's defaults, like one that checks twice."""
    text = "(declare-fun x () (_ BitVec 4))(push 1)(assert (distinct x x))(check-sat)"
    assert second.decide_smt2(text, 5) == second.Decision("cvc5", "unsat", "")
    twice = "(declare-fun x () (_ BitVec 4))(check-sat)(assert (distinct x x))(check-sat)"
    assert second.decide_smt2(twice, 5) == second.Decision("cvc5", "unsat", "")


def test_bitwuzla_gets_its_timeout_in_ms_at_least_1(monkeypatch):
    bw = pytest.importorskip("bitwuzla")
    seen = []

    class Spy(bw.Options):
        def set(self, *args):
            seen.append(args)
            return super().set(*args)

    monkeypatch.setattr(bw, "Options", Spy)
    text = "(declare-fun x () (_ BitVec 4))(assert (distinct x x))"
    assert second.decide_bitwuzla(text, 2.5) == second.Decision("bitwuzla", "unsat")
    second.decide_bitwuzla(text, 0.0001)
    assert seen == [(bw.Option.TIME_LIMIT_PER, 2500), (bw.Option.TIME_LIMIT_PER, 1)]


def test_bitwuzla_prints_nothing_of_its_own(capfd):
    """The query is only parsed: a ``check-sat-assuming`` in it is not run, so no answer of Bitwuzla's
    lands in the recheck's report."""
    text = "(declare-fun x () (_ BitVec 4))(assert (distinct x x))(check-sat-assuming (true))"
    assert second.decide_bitwuzla(text, 5) == second.Decision("bitwuzla", "unsat")
    assert capfd.readouterr().out == ""


@pytest.mark.parametrize("engine, decide", [("cvc5", second.decide_smt2), ("bitwuzla", second.decide_bitwuzla)])
def test_a_missing_engine_is_named_in_its_unknown(monkeypatch, engine, decide):
    monkeypatch.setitem(sys.modules, engine, None)  # `import engine` raises ImportError
    d = decide("(declare-fun x () (_ BitVec 4))(assert (= x x))", 5)
    assert (d.engine, d.answer) == (engine, "unknown") and d.detail.startswith(f"{engine} is not installed (")


# --- identities and inequalities by exact evaluation ---------------------------------------------------


def test_a_sum_counts_with_its_degree_in_its_bounds():
    """Sum(a, a = 1..k) = k(k + 1)/2 has degree 2 in k; 2k - 1 agrees with it at k = 1, 2 only. A grid of
    degree 1 in k would let the false identity hold."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(a, (a, 1, k)), 2 * k - 1) == second.Decision(
        "exact evaluation", "fails", "at k = 3: 6 != 5"
    )


def test_a_false_identity_in_two_symbols_is_refuted_at_a_point_of_both():
    """The point is searched over the symbols of both sides (m is on one side only), named in order."""
    k, m = sp.symbols("k m", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.floor(k / 2), sp.floor((k + m) / 2) - sp.floor(m / 2)) == second.Decision(
        "exact evaluation", "fails", "at k = 1, m = 1: 0 != 1"
    )


def test_powers_of_two_of_one_exponent_share_a_variable():
    """2^(k + 1) is read as 2 T with T = 2^k: the identity is then a polynomial one in T and holds."""
    k = sp.Symbol("k", integer=True, positive=True)
    held = second.identity_by_evaluation(2 ** (k + 1) - 2**k, 2**k)
    assert held == second.Decision(
        "exact evaluation", "holds", "zero on a grid of 2 points, degree bounds from the tree: 2**k: 1"
    )


def test_a_power_of_two_of_a_summation_index_is_not_one_variable():
    """Inside Sum(2^a, a = 1..k), 2^a takes a new value at each term: read as one variable T it would make
    the false k 2^a = Sum(2^a, a = 1..k) hold on the grid (both sides k T)."""
    a, k = sp.symbols("a k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(2**a, (a, 1, k)), k * 2**a) == second.Decision(
        "exact evaluation", "fails", "at a = 1, k = 2: 6 != 4"
    )


def test_the_point_search_computes_powers_of_two_from_their_exponent():
    """2^k mod 3 + 2^(k + 1) mod 3 = 3 and the geometric sum are true but no polynomial identity in T = 2^k:
    the sides are then compared at integer k, with 2^k computed from k (T = 3, no power of 2, refuted
    the first one), and a false identity is refuted at a point k."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    mod3 = second.identity_by_evaluation(sp.Mod(2**k, 3) + sp.Mod(2 ** (k + 1), 3), 3)
    assert mod3.answer == "unknown" and mod3.detail.endswith("the sides agree at 8 integer points")
    assert second.identity_by_evaluation(sp.Sum(2**a, (a, 0, k - 1)), 2**k - 1).answer == "unknown"
    assert second.identity_by_evaluation(sp.floor(2**k / 3), 2 ** (k - 1)) == second.Decision(
        "exact evaluation", "fails", "at k = 1: 0 != 1"
    )


def test_mod_is_evaluated_from_its_definition():
    """A Mod under a Sum is no polynomial: the sides are evaluated at integer points, the Mod computed."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    odd = sp.Sum(sp.Mod(a, 2), (a, 1, k))  # the odd numbers in 1..k
    assert second.identity_by_evaluation(odd, sp.floor(k / 2)) == second.Decision(
        "exact evaluation", "fails", "at k = 1: 1 != 0"
    )
    agree = second.identity_by_evaluation(odd, sp.floor((k + 1) / 2))
    assert agree.answer == "unknown" and agree.detail.endswith("the sides agree at 8 integer points")
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift(sp.Mod(n, 2) - 1, {n: 1}, strict=False) == second.Decision(
        "shift certificate", "fails", "at n = 2: -1 is not >= 0"
    )


def test_floor_ceiling_and_zero_to_the_zero_are_evaluated_as_sympy_defines_them():
    """With no certificate, the relation is evaluated at integer points from their definitions."""
    n, m = sp.symbols("n m", integer=True)
    assert second.inequality_by_shift(sp.ceiling(n / 2) - sp.floor(n / 2), {n: 1}) == second.Decision(
        "shift certificate", "fails", "at n = 2: 0 is not > 0"
    )
    assert second.inequality_by_shift(1 - n**m, {n: 0, m: 0}) == second.Decision(
        "shift certificate",
        "fails",
        "at m = 0, n = 0: 0 is not > 0",  # 0^0 = 1
    )


def test_a_fractional_power_is_not_evaluated():
    """sqrt(n) > 3/2 - 1/n holds for every n >= 1; sqrt(2) is no rational, so no point can be evaluated
    exactly and the answer is unknown. Truncating the exponent (n^0 = 1) would refute it at n = 2."""
    n = sp.Symbol("n", integer=True)
    d = second.inequality_by_shift(sp.sqrt(n) - sp.Rational(3, 2) + 1 / n, {n: 1})
    assert d.answer == "unknown" and "sqrt(n) is not a polynomial" in d.detail


def test_exponents_beyond_4096_are_not_evaluated():
    """2^n (n - n0) > 0 fails at n = n0 (0 is not > 0): found at n0 = 4096, while from 4097 on every
    point has an exponent the evaluation refuses (an exact 2^(10^6 + n0) is no check to wait for)."""
    n = sp.Symbol("n", integer=True)
    at = second.inequality_by_shift(2**n * (n - 4096), {n: 4096})
    assert at == second.Decision("shift certificate", "fails", "at n = 4096: 0 is not > 0")
    assert second.inequality_by_shift(2**n * (n - 4097), {n: 4097}).answer == "unknown"


def test_a_false_inequality_with_a_power_of_two_is_refuted_at_its_least_point():
    """2^n - 5 >= 0 fails at n = 2: the certificate reads 2^n = 2^2 (1 + z), which has the constant -1."""
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift(2**n - 5, {n: 2}, strict=False) == second.Decision(
        "shift certificate", "fails", "at n = 2: -1 is not >= 0"
    )


def test_the_first_points_from_the_least_value_are_all_tried():
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift((n - 2) ** 2, {n: 0}) == second.Decision(
        "shift certificate", "fails", "at n = 2: 0 is not > 0"
    )


def test_a_denominator_that_can_vanish_is_no_certificate():
    """1/n > 0 for n >= 0 is undefined at n = 0: the denominator t must be certified positive, not only
    non-negative."""
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift(1 / n, {n: 0}).answer == "unknown"


def test_a_positive_symbol_is_tried_from_1():
    """floor((k + 1)/2) > 0 for every positive integer k; at k = 0 (outside its domain) it is 0."""
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.inequality_by_shift(sp.floor((k + 1) / 2), {}).answer == "unknown"


def test_a_sum_of_quotients_is_brought_to_a_common_denominator():
    """1 - n/(n + 1) = 1/(n + 1) > 0 for n >= 0: certified once both terms are over n + 1."""
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift(1 - n / (n + 1), {n: 0}) == second.Decision(
        "shift certificate", "holds", "3 terms, every coefficient non-negative (n >= 0)"
    )


def test_a_limit_is_the_ratio_of_the_leading_coefficients():
    k = sp.Symbol("k", integer=True, positive=True)
    held = second.limit_by_growth((k / 2 + 1) / k, k, sp.Rational(1, 2))
    assert held.answer == "holds" and held.detail.startswith("limit 1/2: ")
    assert held.detail.endswith("coefficients 1/2 over 1")


def test_a_power_of_two_with_a_fractional_offset_is_not_read():
    """2^(k + 1/2) = sqrt(2) 2^k has no rational coefficient: unknown, never a limit computed without it."""
    k = sp.Symbol("k", integer=True, positive=True)
    d = second.limit_by_growth((2 ** (k + sp.Rational(1, 2)) + k) / 2**k, k, sp.sqrt(2))
    assert d == second.Decision(
        "leading terms", "unknown", "not a ratio of polynomials in 2^k, k, log(k): 2**(1 k + 1/2)"
    )


def test_a_limit_says_why_it_is_unknown():
    k = sp.Symbol("k", integer=True, positive=True)
    d = sp.symbols("d0:17", positive=True)
    zero = ((k + 1) ** 2 - k**2 - 2 * k - 1) / k  # SymPy keeps it; our expansion cancels the numerator
    assert second.limit_by_growth(zero, k, 0) == second.Decision("leading terms", "unknown", "a side expands to 0")
    assert second.limit_by_growth((d[0] * k + 1) / k, k, 1) == second.Decision(
        "leading terms", "unknown", "a leading coefficient depends on a parameter"
    )
    assert second.limit_by_growth((k + sum(d)) / k, k, 1) == second.Decision(
        "leading terms", "unknown", "more than 16 parameters"
    )


def test_degree_bounds_are_read_off_the_tree():
    """The grid pins the degree the tree shows, no more: Sum(a, a = 1..k) has degree 2 in k (Faulhaber), a
    product with floor(k/2) has degree 1 in k (floor(k/2) is a variable of its own, a constant for k), and
    a sum with constant bounds has no variable at all."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(a, (a, 1, k)), k * (k + 1) / 2) == second.Decision(
        "exact evaluation", "holds", "zero on a grid of 3 points, degree bounds from the tree: k: 2"
    )
    half = sp.floor(k / 2)
    assert second.identity_by_evaluation(k * half + half, (k + 1) * half) == second.Decision(
        "exact evaluation", "holds", "zero on a grid of 4 points, degree bounds from the tree: k: 1, floor(k/2): 1"
    )
    assert second.identity_by_evaluation(sp.Sum(a, (a, 1, 3)), 6) == second.Decision(
        "exact evaluation", "holds", "zero on a grid of 1 points, degree bounds from the tree: none (constants)"
    )


def test_max_and_min_are_evaluated_from_their_definitions():
    """Under a sum over a, Max(a, 2) and Min(a, 2) take a new value at each term: the sides are compared at
    integer points, and a false identity is refuted at the first."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(sp.Max(a, 2), (a, 1, k)), k * (k + 1) / 2) == second.Decision(
        "exact evaluation", "fails", "at k = 1: 2 != 1"
    )
    assert second.identity_by_evaluation(sp.Sum(sp.Min(a, 2), (a, 1, k)), 2 * k) == second.Decision(
        "exact evaluation", "fails", "at k = 1: 1 != 2"
    )


def test_abs_is_evaluated_from_its_definition():
    """Under a sum over a, |a - 2| takes a new value at each term: the sides are compared at integer points, the
    absolute value computed (1, 0, 1, ... from a = 1), and a false identity is refuted at the first point it
    fails."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(sp.Abs(a - 2), (a, 1, k)), k) == second.Decision(
        "exact evaluation", "fails", "at k = 2: 1 != 2"
    )


def test_a_power_of_two_of_a_non_polynomial_exponent_stays_one_subterm():
    """2^floor(k/2) is no power of 2^k: it is read as one variable of its own, and the identity, linear in it and
    in k, holds on a grid of 2 x 2 points."""
    k = sp.Symbol("k", integer=True, positive=True)
    p = 2 ** sp.floor(k / 2)
    assert second.identity_by_evaluation(p * (k + 1), k * p + p) == second.Decision(
        "exact evaluation", "holds", "zero on a grid of 4 points, degree bounds from the tree: 2**floor(k/2): 1, k: 1"
    )


def test_a_sum_is_not_evaluated_at_a_fractional_bound():
    """Sum(a, a = 1..k/2) is evaluated at even k only: at k = 1 its bound is 1/2, where no integer range is
    summed (cutting 1/2 down to 0 would give 0 and refute k(k + 2)/8 = 3/8 there)."""
    a = sp.Symbol("a", integer=True)
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(sp.Sum(a, (a, 1, k / 2)), k * (k + 2) / 8) == second.Decision(
        "exact evaluation",
        "unknown",
        "not a polynomial identity in its variables and subterms (k: 2); the sides agree at 4 integer points",
    )


def test_a_power_of_two_with_a_fractional_coefficient_is_no_variable():
    """2^(k/2) is not (2^k)^a for an integer a: it stays a subterm of its own, evaluated at the points where
    its exponent is an integer, so 2^(k/2) = 1 is refuted at k = 2."""
    k = sp.Symbol("k", integer=True, positive=True)
    assert second.identity_by_evaluation(2 ** (k / 2), 1) == second.Decision(
        "exact evaluation", "fails", "at k = 2: 2 != 1"
    )


def test_the_point_search_of_an_inequality_stops_after_4096_points():
    """3 - w + x y z > 0 fails first at w = 3, x = 0, beyond the first 4096 of the 12^4 points (w is the
    slowest to vary): the search stops before it and the inequality is left unknown, not refuted."""
    w, x, y, z = sp.symbols("w x y z", integer=True, nonnegative=True)
    d = second.inequality_by_shift(3 - w + x * y * z, {})
    assert (d.engine, d.answer) == ("shift certificate", "unknown")
    assert d.detail.startswith("no certificate: a coefficient is negative; it holds at")


# --- the query digest ------------------------------------------------------------------------------------


def test_the_query_digest_is_pinned():
    """proofs/RECHECK.json names each query by its digest's first 12 hex digits (in the items' hash), so
    a change of the digest's definition makes every committed entry stale: its value is fixed here."""
    query = (
        "(declare-fun y () Int)(declare-fun x () Int)"
        "(assert (let ((a!3 (+ x 1))) (let (($x9 (= a!3 y))) (and $x9 (> a!3 0)))))(check-sat)"
    )
    assert second.canonical_sha256(query) != second.canonical_sha256(query.replace("(declare-fun x () Int)", ""))
    assert second.canonical_sha256(query) == "93ea2758b4e5ad3e88cda8b504d79ae2973e2f4e9c4618b5582af1f91b814242"


@pytest.mark.parametrize(
    "expr,why",
    [
        ("x**2 - 2*x + 2", "a coefficient is negative; it holds at the 12 integer points tried"),
        (
            "2**p - 1",
            "every coefficient is non-negative but no term is strictly positive; "
            "it holds at the 11 integer points tried",
        ),
        ("sin(x) + 2", "sin(x) is not a polynomial in the variables read; no integer point could be evaluated"),
    ],
)
def test_an_inequality_left_unknown_says_why(expr, why):
    """(x - 1)^2 + 1 > 0 has a negative coefficient however it is shifted; 2^p - 1 expands to z = 2^p - 1,
    which the certificate knows only as >= 0; sin is no term the expansion or the evaluation reads."""
    x = sp.Symbol("x", integer=True, nonnegative=True)
    p = sp.Symbol("p", integer=True, positive=True)
    d = second.inequality_by_shift(sp.sympify(expr, locals={"x": x, "p": p}), {})
    assert (d.engine, d.answer, d.detail) == ("shift certificate", "unknown", f"no certificate: {why}")


def test_cvc5_says_how_it_decided_a_satisfiable_query():
    """A sat answer carries how cvc5 got it like an unsat one: eager bit-blasting for a one-shot bit-vector
    query, cvc5's defaults (an empty detail) otherwise."""
    sat = "(declare-fun x () (_ BitVec 4))(assert (= x #x3))(check-sat)"
    assert second.decide_smt2(sat, 5) == second.Decision("cvc5", "sat", EAGER)
    pushed = "(declare-fun x () (_ BitVec 4))(push 1)(assert (= x #x3))(check-sat)"
    assert second.decide_smt2(pushed, 5) == second.Decision("cvc5", "sat", "")


def test_one_to_a_negative_power_is_evaluated_as_one():
    """1 - 1/n > 0 fails at its least point n = 1, where 1/n = 1^(-1) = 1: a negative power is refused only of
    a zero base (undefined), not of a base of one."""
    n = sp.Symbol("n", integer=True)
    assert second.inequality_by_shift(1 - 1 / n, {n: 1}) == second.Decision(
        "shift certificate", "fails", "at n = 1: 0 is not > 0"
    )
