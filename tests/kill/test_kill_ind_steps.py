"""Pins the bookkeeping of ``alltoall.checkers.z3.induction`` (checkers/z3/induction.py): the names and
order of the step queries, the SMT-LIB scripts of the step files (``step_smt2``, ``_canonical_lets``,
``same_smt2``), ``settle``'s verdicts and evidence, ``stage_digit_queries`` and
``stage_digit_violation``, the ``ValueError`` of every query on a bad part, and ``main`` on small stand-in
step files (so each call takes a fraction of a second)."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3.core import Query

# --- names and order of the step queries ----------------------------------------------------------------


def test_step_names():
    assert ind._name("first", "rows", None) == "step-first-rows-dany"
    assert ind._name("last", "columns", 3) == "step-last-columns-d3"


def test_step_queries_names_order_and_answers():
    qs = ind.step_queries(20.0)
    assert list(qs) == [
        "step-first-rows-dany",
        "step-first-columns-dany",
        "step-last-rows-dany",
        "step-last-columns-dany",
    ]
    for name, q in qs.items():
        _, pattern, prop, _ = name.split("-")
        assert (
            q.status == "unsat"
            and q.smt2 == ind.step_query(pattern, prop, None, 20.0).smt2
            or ind.same_smt2(q.smt2, ind.step_query(pattern, prop, None, 20.0).smt2)
        )
        assert "d" in q.free


def test_cf_step_queries_names_order_and_answers():
    qs = ind.cf_step_queries(20.0)
    assert list(qs) == [
        "step-delivery",
        "step-crosstalk",
        "structure-wiring",
        "structure-settings",
        "structure-settings-last",
        "structure-shift-range",
        "structure-stages",
    ]
    assert all(q.status == "unsat" and q.smt2 for q in qs.values())
    for name, q in qs.items():
        kind, part = name.split("-", 1)
        again = ind.cf_step_query(part, 20.0) if kind == "step" else ind.cf_structure_query(part, 20.0)
        assert ind.same_smt2(q.smt2, again.smt2), name


def test_yw_step_queries_names_and_answers():
    qs = ind.yw_step_queries(20.0)
    assert list(qs) == ["step-phi-i"]
    assert qs["step-phi-i"].status == "unsat" and ind.same_smt2(qs["step-phi-i"].smt2, ind.yw_step_query(20.0).smt2)
    qs = ind.yw_banyan_step_queries(20.0)
    assert list(qs) == ["step-inner", "step-last"]
    for p, q in qs.items():
        assert q.status == "unsat" and ind.same_smt2(q.smt2, ind.yw_banyan_query(p, 20.0).smt2)


def test_step_files_map_each_file_to_its_builder():
    assert ind.STEP_FILES == {
        "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2": ind.step_queries,
        "proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2": ind.cf_step_queries,
        "proofs/smt2/yang-wang-2000__first-construction-latin-every-m__step.smt2": ind.yw_step_queries,
        "proofs/smt2/yang-wang-2000__phi1-settings-latin-every-m__step.smt2": ind.yw_banyan_step_queries,
    }


# --- the bad part of every query ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call, message",
    [
        (
            lambda: ind.step_query("middle", "rows"),
            "pattern must be one of ('first', 'last'), prop one of ('rows', 'columns')",
        ),
        (
            lambda: ind.step_query("first", "diagonals"),
            "pattern must be one of ('first', 'last'), prop one of ('rows', 'columns')",
        ),
        (lambda: ind.cf_step_query("rows"), "prop must be one of ('delivery', 'crosstalk')"),
        (lambda: ind.cf_base_query("rows"), "prop must be one of ('delivery', 'crosstalk')"),
        (
            lambda: ind.cf_structure_query("rows"),
            "part must be one of ('wiring', 'settings', 'settings-last', 'shift-range', 'stages')",
        ),
        (lambda: ind.yw_conclusion_query("links"), "part must be one of ('rows', 'columns', 'range')"),
        (lambda: ind.yw_banyan_query("step"), "part must be one of ('base', 'step-inner', 'step-last')"),
        (lambda: ind.yw_banyan_conclusion("base"), "part must be one of ('rows', 'columns', 'links', 'range')"),
    ],
)
def test_queries_reject_an_unknown_part_with_its_message(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert e.value.args == (message,)


# --- stage digits ---------------------------------------------------------------------------------------


def test_stage_digit_queries_pinned():
    out = ind.stage_digit_queries(20.0)
    assert list(out) == ["stage-digit-injective", "stage-digit-in-range"]
    inj, rng = out["stage-digit-injective"], out["stage-digit-in-range"]
    assert inj.status == rng.status == "unsat"
    assert inj.free == {"n": "Int", "i": "Int", "j": "Int"} and rng.free == {"n": "Int", "j": "Int"}
    assert len(inj.assumptions) == 4 and len(rng.assumptions) == 3
    assert inj.smt2 and rng.smt2
    assert ind.stage_digit_queries(20.0, keep_smt2=False)["stage-digit-injective"].smt2 is None


def test_stage_digit_queries_sat_under_a_broken_stage_digit(monkeypatch):
    monkeypatch.setattr(ind.lc, "stage_digit", lambda j, n: j + 1)  # j = n - 1 gives n: out of range
    out = ind.stage_digit_queries(20.0)
    assert out["stage-digit-injective"].status == "unsat"
    rng = out["stage-digit-in-range"]
    assert rng.status == "sat" and rng.model["j"] == rng.model["n"] - 1 and rng.model["n"] >= 1
    monkeypatch.setattr(ind.lc, "stage_digit", lambda j, n: j / 2)  # 0 and 1 share digit 0
    inj = ind.stage_digit_queries(20.0)["stage-digit-injective"]
    assert inj.status == "sat" and inj.model["i"] < inj.model["j"] < inj.model["n"]
    assert inj.model["i"] // 2 == inj.model["j"] // 2


def test_stage_digit_violation_none_for_the_spec():
    assert ind.stage_digit_violation(12) is None


@pytest.mark.parametrize(
    "digit, limit, want",
    [
        (lambda j, n: j // 2, 4, {"n": 2, "stages": [0, 1], "digit": 0, "digits": [0, 0]}),  # a repeat
        (lambda j, n: j + 1, 3, {"n": 1, "stages": [0, 0], "digit": 1, "digits": [1]}),  # n itself: out of range
        (lambda j, n: 2 * j, 3, {"n": 2, "stages": [1, 1], "digit": 2, "digits": [0, 2]}),  # 0 fine, then n
        (lambda j, n: j - 1 if n == 3 else j, 5, {"n": 3, "stages": [0, 0], "digit": -1, "digits": [-1, 0, 1]}),
        (
            lambda j, n: (j + 1) % n if n < 4 else n - 1 - j if n == 4 else j // 2,
            4,
            None,
        ),  # rotations and a reversal are permutations; the repeat at n = 5 is past the limit
        (
            lambda j, n: j if n < 4 else 0,
            4,
            {"n": 4, "stages": [0, 1], "digit": 0, "digits": [0, 0, 0, 0]},
        ),  # at the limit
        (lambda j, n: j if n < 4 else 0, 3, None),  # one below
    ],
)
def test_stage_digit_violation_pinned(monkeypatch, digit, limit, want):
    monkeypatch.setattr(ind.lc, "stage_digit", digit)
    assert ind.stage_digit_violation(limit) == want


# --- SMT-LIB scripts ------------------------------------------------------------------------------------


def test_canonical_lets_renumbers_in_order_of_appearance():
    text = "(let (($x75 a) (?x72 b) ($x80 c)) (and $x75 ?x72 $x80 $x75 ?x72 $x7a x75))"
    assert ind._canonical_lets(text) == "(let (($t0 a) (?t1 b) ($t2 c)) (and $t0 ?t1 $t2 $t0 ?t1 $x7a x75))"
    assert ind._canonical_lets("no lets") == "no lets"


def test_step_smt2_joins_named_queries():
    qs = {
        "one": Query("unsat", 0.0, "", "(assert $x9)\n"),
        "two": Query("unsat", 0.0, "", "(assert ?x3)\n(assert ?x4)\n"),
    }
    assert ind.step_smt2(qs) == (
        f"; z3 {z3.get_version_string()}\n"
        "; --- one: expected unsat ---\n(assert $t0)\n(reset)\n"
        "; --- two: expected unsat ---\n(assert ?t0)\n(assert ?t1)\n"
    )


A = "; x\n(declare-fun p () Bool)\n(declare-fun q () Bool)\n(assert (let ((a!1 (and p q))) (or a!1 (not a!1))))\n"
B = "; x\n(declare-fun p () Bool)\n(declare-fun q () Bool)\n(assert (or (and p q) (not (and p q))))\n"


def test_same_smt2_sees_through_lets():
    assert ind.same_smt2(A, A) and ind.same_smt2(A, B) and ind.same_smt2(B, A)


def test_same_smt2_sees_a_changed_header_or_assertion():
    assert not ind.same_smt2(A, B.replace("; x", "; y"))
    assert not ind.same_smt2(A, B.replace("(not (and p q))", "(and p q)"))
    assert not ind.same_smt2(A, A + "(assert p)\n")


def test_same_smt2_compares_every_section():
    c = "; x\n(declare-fun p () Bool)\n(assert p)\n(reset)\n; y\n(declare-fun q () Bool)\n(assert q)\n"
    assert (
        ind.same_smt2(c, c.replace("(assert p)", "(assert (and p p))").replace("(assert q)", "(assert (or q q))"))
        is False
    )
    assert not ind.same_smt2(c, c.replace("(assert p)", "(assert (not p))"))  # only the first section differs
    assert ind.same_smt2(c, c.replace("(assert p)", "(assert (let ((a!1 p)) a!1))"))


def test_same_smt2_false_on_text_that_does_not_parse():
    assert ind.same_smt2("(assert (foo", "(assert (foo") is True  # the same text: no parse needed
    assert ind.same_smt2("(assert (foo", "(assert (bar") is False


# --- settle ---------------------------------------------------------------------------------------------


def _q(
    status: str, seconds: float = 0.12345, smt2: str | None = "(assert false)\n", reason: str | None = None
) -> Query:
    return Query(status, seconds, "ab" if smt2 else "", smt2, reason=reason)


def test_settle_proved_keeps_every_query():
    r = ind.settle([("a", lambda: _q("unsat")), ("b", lambda: _q("unsat", 2.0, None))], k="every")
    assert r.verdict is Verdict.PROVED and r.reason is None
    assert r.evidence == {
        "k": "every",
        "z3": z3.get_version_string(),
        "queries": {
            "a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"},
            "b": {"status": "unsat", "seconds": 2.0, "smt2_sha256": ""},
        },
        "smt2": {"a": "(assert false)\n"},
    }


def test_settle_unknown_at_the_first_part_not_unsat():
    ran = []

    def part(q):
        def run():
            ran.append(q.status)
            return q

        return run

    r = ind.settle([("a", part(_q("unsat"))), ("b", part(_q("sat", 1.0))), ("c", part(_q("unsat")))], k=1)
    assert ran == ["unsat", "sat"]
    assert r.verdict is Verdict.UNKNOWN and r.reason == "b: sat"
    assert r.evidence == {
        "queries": {
            "a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"},
            "b": {"status": "sat", "seconds": 1.0, "smt2_sha256": "ab"},
        }
    }
    r = ind.settle([("t", lambda: _q("unknown", 0.5, None, "timeout"))])
    assert r.verdict is Verdict.UNKNOWN and r.reason == "t: unknown timeout"
    assert r.evidence == {"queries": {"t": {"status": "unknown", "seconds": 0.5, "smt2_sha256": ""}}}


@pytest.mark.parametrize("exc", [TypeError("no bool"), z3.Z3Exception("sort mismatch")])
def test_settle_unknown_when_the_spec_does_not_evaluate(exc):
    def boom():
        raise exc

    r = ind.settle([("a", lambda: _q("unsat")), ("b", boom)])
    assert r.verdict is Verdict.UNKNOWN
    assert r.reason == (f"b: the spec's functions do not evaluate on symbolic-size terms ({type(exc).__name__}: {exc})")
    assert r.evidence == {"queries": {"a": {"status": "unsat", "seconds": 0.123, "smt2_sha256": "ab"}}}


# --- main, on stand-in step files -----------------------------------------------------------------------

ONE, TWO, THREE = "x/one.smt2", "x/y/two.smt2", "x/y/three.smt2"


@pytest.fixture
def small_files(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(
        ind,
        "STEP_FILES",
        {
            ONE: lambda: {"range": ind.yw_conclusion_query("range", 20.0)},
            TWO: lambda: {"base": ind.yw_banyan_query("base", 20.0)},
            THREE: lambda: {"stages": ind.cf_structure_query("stages", 20.0)},
        },
    )
    return tmp_path


def _stale(name):
    return f"{name} is stale; run python -m alltoall.checkers.z3.induction"


def test_main_check_reports_every_missing_file(small_files, capsys):
    assert ind.main(["--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(ONE), _stale(TWO), _stale(THREE)]
    assert not (small_files / "x").exists()


def test_main_writes_every_file_then_checks_them(small_files, capsys):
    assert ind.main([]) == 0
    assert capsys.readouterr().out == ""
    want = ind.step_smt2({"base": ind.yw_banyan_query("base", 20.0)})
    assert ind.same_smt2((small_files / TWO).read_text(), want)
    assert (small_files / TWO).read_text().startswith("; z3 ")
    assert sorted(p.relative_to(small_files).as_posix() for p in small_files.rglob("*.smt2")) == [ONE, THREE, TWO]
    assert ind.main(["--check"]) == 0
    (small_files / ONE).write_text("; not the step\n")
    (small_files / THREE).write_text("; not the step\n")
    assert ind.main(["--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(ONE), _stale(THREE)]
    assert (small_files / ONE).read_text() == "; not the step\n"
    assert ind.main([]) == 0  # rewrites both, into directories that exist
    assert ind.main(["--check"]) == 0
    assert capsys.readouterr().out == ""


def test_main_one_file(small_files, capsys):
    assert ind.main([TWO, "--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(TWO)]
    assert ind.main([TWO]) == 0
    assert [p.relative_to(small_files).as_posix() for p in small_files.rglob("*.smt2")] == [TWO]
    assert ind.main(["--check", TWO]) == 0
    assert ind.main(["--check", THREE]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale(THREE)]


def test_main_help_and_bad_file(small_files, capsys):
    with pytest.raises(SystemExit) as e:
        ind.main(["--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "write (or check) the steps' SMT-LIB files" in out
    assert "--check exit 1 when a file is stale instead of rewriting it" in out
    assert "[--check] [{None,x/one.smt2,x/y/two.smt2,x/y/three.smt2}]" in out
    with pytest.raises(SystemExit) as e:
        ind.main(["x/other.smt2"])
    assert e.value.code == 2
    assert "invalid choice: 'x/other.smt2'" in capsys.readouterr().err
