"""``alltoall recheck``: a second engine re-decides every proof (checkers/second.py, proofs/recheck.py).

Real claims that cvc5, Bitwuzla and exact evaluation confirm; toy claims whose recorded query or identity is
wrong (a disagreement: exit 1); a second engine's unknown (reported, never a pass).
"""

from __future__ import annotations

import json
import re

import pytest
import sympy as sp
import z3
from cli_toys import _toy
from support.cli import run

from alltoall.checkers import formula, second
from alltoall.checkers.result import Verdict, proved
from alltoall.checkers.z3 import core
from alltoall.proofs import artifacts, recheck, registry
from alltoall.proofs.registry import Context


def _sat_query() -> str:
    x = z3.BitVec("x", 8)
    s = z3.Solver()
    s.add(x * 2 == 6)
    return s.to_smt2()


def _unsat_query() -> str:
    x, y = z3.BitVecs("x y", 8)
    s = z3.Solver()
    s.add(x + y != y + x)
    return s.to_smt2()


def install(monkeypatch, tmp_path, checks) -> None:
    """A registry of toy claims expected proved, one per check, the repo root ``tmp_path``."""
    reg = {}
    for name, check in checks.items():
        c = _toy(f"massini-2003/{name}", Verdict.PROVED, check)
        reg[c.id] = c
    monkeypatch.setattr(registry, "_REGISTRY", reg)
    monkeypatch.setattr(registry, "load_all", lambda: dict(sorted(reg.items())))
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))


def _claims_z3_said(smt2: str, status: str):
    def check(ctx):
        core.recorded(smt2, status)  # as solve() records a query Z3 decided
        return proved(examined=1)

    return check


def _claims_identity(lhs, rhs):
    def check(ctx):
        formula._record({"kind": "identity", "lhs": lhs, "rhs": rhs, "sympy": True})
        return proved(examined=1)

    return check


# --- the second engines on their own ---------------------------------------------------------------


def test_cvc5_and_bitwuzla_decide_small_queries():
    assert second.decide_smt2(_sat_query(), 10).answer == "sat"
    assert second.decide_smt2(_unsat_query(), 10).answer == "unsat"
    assert second.pure_bitvector(_unsat_query())
    assert second.decide_bitwuzla(_unsat_query(), 10).answer == "unsat"
    a = z3.Int("a")
    s = z3.Solver()
    s.add(a * a == 2)
    assert not second.pure_bitvector(s.to_smt2()) and second.decide_smt2(s.to_smt2(), 10).answer == "unsat"


def test_unreadable_smt2_is_unknown_not_a_pass():
    d = second.decide_smt2("(assert (frobnicate x))", 5)
    assert d.answer == "unknown" and "could not read" in d.detail


def test_identities_by_exact_evaluation():
    k, p = sp.symbols("k p", integer=True, positive=True)
    held = second.identity_by_evaluation(2**k * (k + 1), 2**k * k + 2**k)
    assert held.answer == "holds" and "degree bounds from the tree" in held.detail
    assert second.identity_by_evaluation((p + 1) ** 3, p**3 + 3 * p**2 + 3 * p + 1).answer == "holds"
    failed = second.identity_by_evaluation((p + 1) ** 3, p**3 + 3 * p**2 + 3 * p)
    assert failed.answer == "fails" and "at p = 1" in failed.detail
    assert second.identity_by_evaluation(4 * sp.floor(p / 4), p).answer == "fails"  # p = 1: 0 != 1


def test_sums_are_evaluated_term_by_term():
    """A Sum with a polynomial summand is a polynomial in its bounds (Karr's convention for reversed ranges)."""
    a = sp.Symbol("a", integer=True)
    k, d = sp.symbols("k d", integer=True, positive=True)
    assert second.identity_by_evaluation(4 * (2 * k + 1 - d), 2 * sp.Sum(2, (a, d - k, k))).answer == "holds"
    assert second.identity_by_evaluation(k * (k + 1) * (2 * k + 1) / 6, sp.Sum(a**2, (a, 1, k))).answer == "holds"
    wrong = k * (k + 1) * (2 * k + 1) / 6 + (k - 1) * (k - 2) * (k - 3) * (k - 4)  # agrees at k = 1..4
    assert second.identity_by_evaluation(wrong, sp.Sum(a**2, (a, 1, k))).answer == "fails"
    assert second.identity_by_evaluation(sp.Sum(a, (a, 3, 1)), sp.Sum(a, (a, 3, 1)).doit()).answer == "holds"


def test_z3_printed_unary_operators_are_read_as_their_argument():
    """Z3 prints ``(or x)`` and ``(+ x)``; SMT-LIB and Bitwuzla want two arguments or more."""
    x = z3.BitVec("x", 4)
    s = z3.Solver()
    s.add(z3.Or(x == 3), z3.And(x != 3))
    text = s.to_smt2()
    assert re.search(r"\(or \$x\d+\)", text) and "(or" not in second.normalized(text)
    assert second.decide_bitwuzla(text, 10).answer == "unsat"
    assert second.decide_smt2(text, 10).answer == "unsat"
    assert (
        second.normalized('(assert (= |a ( b| "( s )"))')
        == '(set-logic ALL)\n(assert (= |a ( b| "( s )"))\n(check-sat)\n'
    )
    deep = "(assert " + "(not " * 4001 + "true" + ")" * 4001 + ")"  # deeper than the recursion limit; false
    assert second.decide_smt2(deep, 10).answer == "unsat"


def test_bit_vector_queries_with_functions_are_bit_blasted_eagerly():
    """A symbolic M^0 is an uninterpreted function of the switch digits: cvc5 decides such a query after
    Ackermann's reduction by eager bit-blasting; with integers or two check-sats it keeps its default."""
    f = z3.Function("f", z3.BitVecSort(4), z3.BitVecSort(4), z3.BitVecSort(4))
    a, b, c = z3.BitVecs("a b c", 4)
    s = z3.Solver()
    s.add(a == b, f(a, c) != f(b, c))
    assert second.bitvector_logic(s.to_smt2()) == "QF_UFBV"
    d = second.decide_smt2(s.to_smt2(), 10)
    assert d.answer == "unsat" and "eager bit-blasting" in d.detail
    s.add(a == b)
    assert second.decide_smt2(s.to_smt2() + "(check-sat)\n", 10).detail == ""  # two check-sats: incremental
    n = z3.Int("n")
    assert second.bitvector_logic(f"(declare-fun n () Int)(assert (= n {n * 0}))") is None


def test_step_file_sections_keep_their_recorded_answer():
    text = (
        "; z3\n; --- step-a: expected unsat ---\n(assert false)\n(check-sat)\n; --- b: expected sat ---\n(check-sat)\n"
    )
    assert [(label, want) for label, want, _ in second.smt2_sections(text)] == [("step-a", "unsat"), ("b", "sat")]


def test_limits_by_leading_terms():
    """A limit is re-decided from the leading terms in 2^k > k > log k, not by sympy.limit."""
    k = sp.symbols("k", integer=True, positive=True)
    N = 2**k
    held = second.limit_by_growth((N * k - N / 2) / (N / 2 * k), k, 2)
    assert held.answer == "holds" and "coefficients 2 over 1" in held.detail
    assert second.limit_by_growth((N * k - N / 2) / (N / 2 * k), k, 1).answer == "fails"  # a wrong limit
    assert second.limit_by_growth(N / k**5, k, sp.oo).answer == "holds"
    assert second.limit_by_growth(k**5 / N, k, 0).answer == "holds"
    assert second.limit_by_growth(k**5 / N, k, sp.Rational(1, 2)).answer == "fails"
    n, d = sp.symbols("N d", positive=True)
    assert second.limit_by_growth(2 * (n + sp.log(n, d) - 1) / n, n, 2).answer == "holds"  # 1/log(d): a parameter
    assert second.limit_by_growth((d * n + 1) / n, n, 1).answer == "unknown"  # a leading coefficient d: not a number
    assert second.limit_by_growth(sp.sqrt(k) / k, k, 0).answer == "unknown"  # not read: no second method


def test_inequalities_by_shift_certificate():
    """p > 0 for every integer n >= n0: n = n0 + t, 2^t = 1 + z, every coefficient non-negative."""
    n = sp.symbols("n", integer=True)
    held = second.inequality_by_shift(2 ** (3 * n - 2) + 2 ** (2 * n) - 2 ** (3 * n - 3), {n: 2})
    assert held.answer == "holds" and "n >= 2" in held.detail
    assert second.inequality_by_shift(n**2 - 100 * n, {n: 101}).answer == "holds"
    refused = second.inequality_by_shift(10**4 * n - n**2, {n: 1})  # false from n = 10^4 on
    assert refused.answer == "fails" and "n = 1000001" in refused.detail
    assert second.inequality_by_shift(n**2 - 100 * n, {n: 1}).answer == "fails"
    assert second.inequality_by_shift(n / (2 * n - 1) - sp.Rational(1, 2), {n: 0}).answer == "fails"  # n = 0
    assert second.inequality_by_shift(n / (2 * n - 1) - sp.Rational(1, 2), {n: 1}).answer == "holds"
    assert second.inequality_by_shift(2**n - n**3, {n: 10}).answer == "unknown"  # true, but no certificate
    a, e = sp.symbols("a e", positive=True), sp.symbols("e", nonnegative=True)
    assert second.inequality_by_shift(a[0] * e + a[1], {}).answer == "holds"  # a positive monomial
    assert second.inequality_by_shift(a[0] * e, {}).answer == "fails"  # 0 at e = 0
    assert second.inequality_by_shift(a[0] * e, {}, strict=False).answer == "holds"
    assert second.inequality_by_shift(sp.Symbol("x") + 1, {}).answer == "unknown"  # x has no lower bound


def _claims_relation(kind, **step):
    def check(ctx):
        formula._record({"kind": kind, "sympy": True, "text": f"toy {kind}", **step})
        return proved(examined=1)

    return check


def test_a_false_limit_or_inequality_is_a_mismatch(monkeypatch, tmp_path, capsys):
    """A relation recorded as holding that the second method refutes: the claim is not confirmed."""
    k = sp.symbols("k", integer=True, positive=True)
    install(
        monkeypatch,
        tmp_path,
        {
            "wrong-limit": _claims_relation("limit", expr=(2 * k + 1) / k, var=k, value=1),
            "false-inequality": _claims_relation("inequality", expr=k**2 - 1000 * k, lower={k: 1}, strict=True),
            "true-limit": _claims_relation("limit", expr=(2 * k + 1) / k, var=k, value=2),
            "true-inequality": _claims_relation("inequality", expr=k**2 - k, lower={k: 1}, strict=False),
        },
    )
    code, out, _ = run(capsys, "recheck", "-v")
    assert code == 1
    assert "mismatch  massini-2003/wrong-limit" in out and "leading terms fails (limit 2" in out
    assert "mismatch  massini-2003/false-inequality" in out and "shift certificate fails (at k = 1" in out
    assert re.search(r"confirmed massini-2003/true-limit +sympy \+ leading terms \(1 limit\)", out)
    assert re.search(r"confirmed massini-2003/true-inequality +sympy \+ shift certificate \(1 inequality\)", out)


def test_a_relation_without_a_second_method_stays_single(monkeypatch, tmp_path, capsys):
    k = sp.symbols("k", integer=True, positive=True)
    install(
        monkeypatch,
        tmp_path,
        {
            "summation": _claims_relation("relation"),
            "unread-limit": _claims_relation("limit", expr=sp.sqrt(k) / k, var=k, value=0),
        },
    )
    code, out, _ = run(capsys, "recheck", "-v")
    assert code == 0 and "0 confirmed" in out and "2 single" in out
    assert "no second method" in out and "leading terms unknown (not a ratio of polynomials" in out


def _query_with_lets():
    """A query Z3 prints with let names numbered by the terms the process built before."""
    x, y = z3.BitVecs("x y", 8)
    t = (x + y) * (x + y)
    s = z3.Solver()
    s.add(z3.Or(t == 3, t == 5), z3.And(t != 7, (t + 1) * (t + 1) != 9))
    return s.to_smt2()


def _claims_fresh_query(terms):
    def check(ctx):
        _ = [z3.BitVec(f"j{i}", 8) * i for i in range(terms)]  # shifts the AST ids of what follows
        core.recorded(_query_with_lets(), "unsat")
        return proved(examined=1)

    return check


def test_a_query_digest_reads_its_terms_not_its_lets():
    """Which subterms Z3 binds by a let, and its declarations' order, depend on what the process built before."""
    decl = "(declare-fun x () Int)(declare-fun y () Int)"
    shared = decl + "(assert (let ((?x7 (+ x 1))) (let (($x9 (= ?x7 y))) (and $x9 (> ?x7 0)))))"
    inline = "(declare-fun y () Int)(declare-fun x () Int)(assert (and (= (+ x 1) y) (> (+ x 1) 0)))"
    shadowed = decl + "(assert (let ((a!1 y)) (let ((a!1 (+ x 1))) (and (= a!1 y) (> a!1 0)))))"
    assert second.canonical_sha256(shared) == second.canonical_sha256(inline) == second.canonical_sha256(shadowed)
    assert second.canonical_sha256(inline) != second.canonical_sha256(inline.replace("> (+ x 1) 0", "> (+ y 1) 0"))
    assert second.canonical_sha256(decl + "(assert (= x y))") != second.canonical_sha256(decl + "(assert (= y x))")


def test_the_record_does_not_depend_on_the_grouping(monkeypatch, tmp_path):
    """Z3 numbers its let names by what ran before: the digest reads the query with its names canonical."""
    install(monkeypatch, tmp_path, {"a": _claims_fresh_query(40), "b": _claims_fresh_query(3)})
    assert second.canonical_smt2(_query_with_lets()) == second.canonical_smt2(_query_with_lets())
    claims = registry.load_all()
    ctx = Context(timeout=30)
    together = recheck.record(recheck.run(claims.values(), ctx, tmp_path, 30), "fast")
    alone = recheck.record(recheck.run([claims["massini-2003/b"]], ctx, tmp_path, 30), "fast")
    reverse = recheck.record(
        recheck.run([claims["massini-2003/b"], claims["massini-2003/a"]], ctx, tmp_path, 30), "fast"
    )
    assert together["claims"]["massini-2003/b"] == alone["claims"]["massini-2003/b"]
    assert together == reverse and together["claims"]["massini-2003/b"]["status"] == "confirmed"


# --- real claims --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "claim_id, engines",
    [
        ("chau-fu-2003/switch-count", "sympy + exact evaluation"),
        ("yang-wang-2000/phi-identities-every-m", "z3 + cvc5"),
        ("chau-fu-2003/thm1-every-k", "z3 + cvc5"),
        ("chau-fu-2003/banyan-over-half-benes", "sympy + leading terms (1 limit); sympy + shift certificate"),
        ("liu-gu-2006/sec5-outperforms-d6-up", "sympy + shift certificate (1 inequality)"),
        ("yang-wang-2002/perimeter-torus-odd", "sympy + exact evaluation (3 identities)"),
    ],
)
def test_recheck_confirms_small_proved_claims(claim_id, engines):
    c = registry.get(claim_id)
    r = recheck.recheck_claim(c, Context(timeout=60), artifacts.root(), 60)
    assert r.status == "confirmed", [i.row() for i in r.items if i.status != "confirmed"]
    assert r.engines.startswith(engines)


def test_the_kept_step_file_is_rechecked_from_the_file():
    r = recheck.recheck_claim(registry.get("chau-fu-2003/thm1-every-k"), Context(timeout=60), artifacts.root(), 60)
    files = [i for i in r.items if i.kind == "smt2-file"]
    assert files and all(i.label.startswith("proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2") for i in files)
    assert all(i.status == "confirmed" for i in files)


# --- disagreements and unknowns -----------------------------------------------------------------------


def test_a_query_recorded_unsat_that_is_sat_is_a_mismatch(monkeypatch, tmp_path, capsys):
    install(monkeypatch, tmp_path, {"wrong-unsat": _claims_z3_said(_sat_query(), "unsat")})
    code, out, _ = run(capsys, "recheck", "--json", str(tmp_path / "r.json"))
    assert code == 1
    assert "mismatch  massini-2003/wrong-unsat" in out and "cvc5 sat" in out and "bitwuzla sat" in out
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["counts"]["mismatch"] == 1 and doc["claims"][0]["items"][0]["first"] == "unsat"


def test_a_query_z3_left_unknown_decided_nothing_and_is_not_rechecked(monkeypatch, tmp_path, capsys):
    """A claim that retries a query at another seed records the try Z3 left unknown: it decided nothing,
    so a second engine's unsat there is no disagreement."""
    install(monkeypatch, tmp_path, {"retried": _claims_z3_said(_sat_query(), "unknown")})
    code, out, _ = run(capsys, "recheck", "--json", str(tmp_path / "r.json"))
    doc = json.loads((tmp_path / "r.json").read_text())
    assert code == 0 and doc["counts"]["mismatch"] == 0 and "mismatch  massini-2003/retried" not in out
    assert all(i["kind"] != "smt2" for i in doc["claims"][0]["items"])


def test_a_false_identity_is_a_mismatch(monkeypatch, tmp_path, capsys):
    n = sp.symbols("n", integer=True, positive=True)
    install(monkeypatch, tmp_path, {"false-identity": _claims_identity(n * (n + 1), n**2 + 2 * n)})
    code, out, _ = run(capsys, "recheck")
    assert code == 1 and "mismatch  massini-2003/false-identity" in out and "exact evaluation fails" in out


def test_agreement_exits_0_and_write_keeps_a_byte_identical_record(monkeypatch, tmp_path, capsys):
    n = sp.symbols("n", integer=True, positive=True)
    install(
        monkeypatch,
        tmp_path,
        {
            "good-query": _claims_z3_said(_unsat_query(), "unsat"),
            "good-identity": _claims_identity(n * (n + 1), n**2 + n),
        },
    )
    code, out, _ = run(capsys, "recheck", "--write")
    assert code == 0 and "2 confirmed" in out
    first = (tmp_path / artifacts.RECHECK).read_text()
    assert run(capsys, "recheck", "--write")[0] == 0
    assert (tmp_path / artifacts.RECHECK).read_text() == first
    rec = artifacts.read_recheck(tmp_path / artifacts.RECHECK)
    both = [("massini-2003/good-identity", "toy domain"), ("massini-2003/good-query", "toy domain")]
    assert artifacts.recheck_counts(rec, both) == (2, 0)
    assert artifacts.recheck_counts(rec, [("massini-2003/good-query", "another domain")]) == (0, 1)
    assert "Confirmed by two engines" in artifacts.recheck_line(rec, both, "proofs/RECHECK.json")
    code, out, _ = run(capsys, "show", "massini-2003/good-query")
    assert code == 0 and "scope:     bounded" in out
    assert "recheck:   confirmed by two engines: z3 + bitwuzla + cvc5 (1 query)" in out


def test_write_updates_the_record_claim_by_claim(monkeypatch, tmp_path, capsys):
    """``recheck PATTERN --write`` replaces the entries of the claims it rechecked and keeps the others;
    the entries of claims removed or no longer expected proved are dropped."""
    good = _claims_z3_said(_unsat_query(), "unsat")
    install(monkeypatch, tmp_path, {"a": good, "b": good, "c": good})
    assert run(capsys, "recheck", "--write")[0] == 0
    path = tmp_path / artifacts.RECHECK
    before = json.loads(path.read_text())
    assert sorted(before["claims"]) == ["massini-2003/a", "massini-2003/b", "massini-2003/c"]
    install(monkeypatch, tmp_path, {"a": good, "b": _claims_z3_said(_sat_query(), "unsat"), "c": good})
    code, out, _ = run(capsys, "recheck", "massini-2003/b", "--write")
    assert code == 1 and "1 claims rechecked, 2 kept" in out
    after = json.loads(path.read_text())
    assert after["claims"]["massini-2003/b"]["status"] == "mismatch"
    assert {k: after["claims"][k] for k in ("massini-2003/a", "massini-2003/c")} == {
        k: before["claims"][k] for k in ("massini-2003/a", "massini-2003/c")
    }
    install(monkeypatch, tmp_path, {"a": good})  # b and c removed
    code, out, _ = run(capsys, "recheck", "massini-2003/a", "--write")
    assert code == 0 and "1 claims rechecked, 0 kept" in out
    assert sorted(json.loads(path.read_text())["claims"]) == ["massini-2003/a"]
    no_longer_proved = recheck.merge(before, [], "fast", ["massini-2003/a", "massini-2003/c"])
    assert sorted(no_longer_proved["claims"]) == ["massini-2003/a", "massini-2003/c"]
    old = {"tier": "full", "claims": before["claims"]}  # a record of another tier starts empty
    assert recheck.merge(old, [], "fast", ["massini-2003/a"]) == {"tier": "fast", "claims": {}}
    assert recheck.merge(None, [], "fast", []) == {"tier": "fast", "claims": {}}


def test_a_second_engine_unknown_is_reported_never_a_pass(monkeypatch, tmp_path, capsys):
    install(monkeypatch, tmp_path, {"hard": _claims_z3_said(_unsat_query(), "unsat")})
    monkeypatch.setattr(second, "decide_smt2", lambda smt2, timeout: second.Decision("cvc5", "unknown", "timeout"))
    monkeypatch.setattr(second, "pure_bitvector", lambda smt2: False)
    code, out, _ = run(capsys, "recheck")
    assert code == 1 and "unknown   massini-2003/hard" in out and "cvc5 unknown (timeout)" in out
    code, out, _ = run(capsys, "recheck", "--allow-unknown")
    assert code == 0 and "unknown   massini-2003/hard" in out and "0 confirmed by two engines" in out


def test_a_claim_that_no_longer_proves_is_a_mismatch(monkeypatch, tmp_path, capsys):
    install(monkeypatch, tmp_path, {"lost": _lost})
    code, out, _ = run(capsys, "recheck")
    assert code == 1 and "mismatch  massini-2003/lost" in out and "came out unknown" in out


def _lost(ctx):
    from alltoall.checkers.result import unknown

    return unknown("timeout")
