"""Pins the queries of ``alltoall.checkers.z3.induction`` (checkers/z3/induction.py) one call at a time.

Each query of the induction engine (liu-chen-chen-2007's step and base, chau-fu-2003's step, structure,
base, coverage and routing rule, yang-wang-2000's products of basic permutations and banyan) is pinned by
its answer, the number of its assumptions (the vacuity record) and the *shape* of its SMT-LIB text: the
declarations and the assertions parsed back into a fresh context, let-names renumbered, hashed. The shape
depends on the query only (not on what else the process built), so a changed name, bound, operator or
assertion of a query shows as a changed shape, and a dropped hypothesis as a changed answer.
"""

from __future__ import annotations

import hashlib

import pytest
import z3
from z3pins import PINNED_Z3  # noqa: E402

from alltoall.checkers.z3 import induction as ind

pytestmark = pytest.mark.skipif(z3.get_version_string() != PINNED_Z3, reason=f"shapes pinned for Z3 {PINNED_Z3}")


def shape(smt2: str) -> str:
    """The first 16 hex digits of the SHA-256 of a query's declarations and parsed-back assertions (printed:
    z3pins.smt2_digest walks applications only, and the step's hypothesis with ``ground=False`` is a ForAll)."""
    ctx = z3.Context()
    asserts = z3.parse_smt2_string(smt2, ctx=ctx)
    decls = sorted(line for line in smt2.splitlines() if line.startswith("(declare"))
    body = [ind._canonical_lets(t.sexpr()) for t in asserts]
    return hashlib.sha256("\n".join(decls + body).encode()).hexdigest()[:16]


# (function, positional arguments, keyword arguments, answer, shape, number of assumptions)
PINS = [
    ("step_query", ("first", "rows", None), {}, "unsat", "6a181824ef90b60d", 10),
    ("step_query", ("first", "rows", None), {"ground": False}, "unsat", "f076550f62507636", 10),
    ("step_query", ("first", "rows", None), {"hypothesis": False}, "sat", "b30d40c8f322f252", 8),
    ("step_query", ("first", "rows", None), {"hypothesis": False, "ground": False}, "sat", "b30d40c8f322f252", 8),
    ("step_query", ("first", "rows", 2), {}, "unsat", "f951c66436ecfbd3", 6),
    ("step_query", ("first", "rows", 2), {"ground": False}, "unsat", "703ac4bf3b92f5e1", 6),
    ("step_query", ("first", "rows", 2), {"hypothesis": False}, "sat", "3a050054f6e6f851", 4),
    ("step_query", ("first", "rows", 2), {"hypothesis": False, "ground": False}, "sat", "3a050054f6e6f851", 4),
    ("step_query", ("first", "rows", 3), {}, "unsat", "808c9164c749fc1b", 6),
    ("step_query", ("first", "rows", 3), {"ground": False}, "unsat", "c983fc2f19e30f38", 6),
    ("step_query", ("first", "rows", 3), {"hypothesis": False}, "sat", "84d246113ae8aa17", 4),
    ("step_query", ("first", "rows", 3), {"hypothesis": False, "ground": False}, "sat", "84d246113ae8aa17", 4),
    ("step_query", ("first", "columns", None), {}, "unsat", "d973352f211d607e", 10),
    ("step_query", ("first", "columns", None), {"ground": False}, "unsat", "3588a6e64d4dae8e", 10),
    ("step_query", ("first", "columns", None), {"hypothesis": False}, "sat", "a359dbce5f16544f", 8),
    ("step_query", ("first", "columns", None), {"hypothesis": False, "ground": False}, "sat", "a359dbce5f16544f", 8),
    ("step_query", ("first", "columns", 2), {}, "unsat", "33caa34e29211283", 6),
    ("step_query", ("first", "columns", 2), {"ground": False}, "unsat", "b156dc4f4a1daf4b", 6),
    ("step_query", ("first", "columns", 2), {"hypothesis": False}, "sat", "b68cdde03abbe43f", 4),
    ("step_query", ("first", "columns", 2), {"hypothesis": False, "ground": False}, "sat", "b68cdde03abbe43f", 4),
    ("step_query", ("first", "columns", 3), {}, "unsat", "e59506abe8085dbd", 6),
    ("step_query", ("first", "columns", 3), {"ground": False}, "unsat", "9d7957c3b020591d", 6),
    ("step_query", ("first", "columns", 3), {"hypothesis": False}, "sat", "1db07d999812f50c", 4),
    ("step_query", ("first", "columns", 3), {"hypothesis": False, "ground": False}, "sat", "1db07d999812f50c", 4),
    ("step_query", ("last", "rows", None), {}, "unsat", "08fabb3eb6f486dd", 10),
    ("step_query", ("last", "rows", None), {"ground": False}, "unsat", "88e50337a9c75603", 10),
    ("step_query", ("last", "rows", None), {"hypothesis": False}, "sat", "0df0c24f1382868f", 8),
    ("step_query", ("last", "rows", None), {"hypothesis": False, "ground": False}, "sat", "0df0c24f1382868f", 8),
    ("step_query", ("last", "rows", 2), {}, "unsat", "faf99597ca7acc9f", 6),
    ("step_query", ("last", "rows", 2), {"ground": False}, "unsat", "de1187e44b464a5f", 6),
    ("step_query", ("last", "rows", 2), {"hypothesis": False}, "sat", "06e439c7c2d7b9be", 4),
    ("step_query", ("last", "rows", 2), {"hypothesis": False, "ground": False}, "sat", "06e439c7c2d7b9be", 4),
    ("step_query", ("last", "rows", 3), {}, "unsat", "c7a77f3284b2cbf8", 6),
    ("step_query", ("last", "rows", 3), {"ground": False}, "unsat", "ff2f9e50ad319e5c", 6),
    ("step_query", ("last", "rows", 3), {"hypothesis": False}, "sat", "9a5cd491435ff0b7", 4),
    ("step_query", ("last", "rows", 3), {"hypothesis": False, "ground": False}, "sat", "9a5cd491435ff0b7", 4),
    ("step_query", ("last", "columns", None), {}, "unsat", "7787e1a3a16df704", 10),
    ("step_query", ("last", "columns", None), {"ground": False}, "unsat", "3537984ee4f30b24", 10),
    ("step_query", ("last", "columns", None), {"hypothesis": False}, "sat", "7310e5403fc784e3", 8),
    ("step_query", ("last", "columns", None), {"hypothesis": False, "ground": False}, "sat", "7310e5403fc784e3", 8),
    ("step_query", ("last", "columns", 2), {}, "unsat", "a8089fb98182cac2", 6),
    ("step_query", ("last", "columns", 2), {"ground": False}, "unsat", "ad6699db6f643b9f", 6),
    ("step_query", ("last", "columns", 2), {"hypothesis": False}, "sat", "3105953673c59316", 4),
    ("step_query", ("last", "columns", 2), {"hypothesis": False, "ground": False}, "sat", "3105953673c59316", 4),
    ("step_query", ("last", "columns", 3), {}, "unsat", "f22b0dfa1b30fd75", 6),
    ("step_query", ("last", "columns", 3), {"ground": False}, "unsat", "a21d5bb0e58f3410", 6),
    ("step_query", ("last", "columns", 3), {"hypothesis": False}, "sat", "1a810bfece82e7fe", 4),
    ("step_query", ("last", "columns", 3), {"hypothesis": False, "ground": False}, "sat", "1a810bfece82e7fe", 4),
    ("base_query", ("rows", None), {}, "unsat", "611bcb22b6bf6ba2", 10),
    ("base_query", ("rows", 2), {}, "unsat", "5949c4c4a085a5c4", 5),
    ("base_query", ("rows", 3), {}, "unsat", "de4f262ec0c08f02", 5),
    ("base_query", ("rows", 5), {}, "unsat", "9d0d960fbcd41fab", 5),
    ("base_query", ("columns", None), {}, "unsat", "928fac09108a5162", 10),
    ("base_query", ("columns", 2), {}, "unsat", "e271f3612f5696e7", 5),
    ("base_query", ("columns", 3), {}, "unsat", "954f959a6d09a88e", 5),
    ("base_query", ("columns", 5), {}, "unsat", "ec8ec40853175418", 5),
    ("cf_step_query", ("delivery",), {}, "unsat", "0b75b9380ce1a49a", 14),
    ("cf_step_query", ("delivery",), {"hypothesis": False}, "sat", "2a1a2b88c308ae6d", 13),
    ("cf_base_query", ("delivery", 1), {}, "unsat", "b765d2c58e9ea66d", 4),
    ("cf_base_query", ("delivery", 2), {}, "unsat", "6978f3ac684478fc", 4),
    ("cf_base_query", ("delivery", 3), {}, "unsat", "4e4059a6c3ce1550", 4),
    ("cf_step_query", ("crosstalk",), {}, "unsat", "24c95686ff7ffe08", 19),
    ("cf_step_query", ("crosstalk",), {"hypothesis": False}, "sat", "9ffeaa3bf0467cf8", 18),
    ("cf_base_query", ("crosstalk", 1), {}, "unsat", "a459942a805c30b0", 7),
    ("cf_base_query", ("crosstalk", 2), {}, "unsat", "30ddc1055ceaabb5", 7),
    ("cf_base_query", ("crosstalk", 3), {}, "unsat", "17ea854f1e22ddf2", 7),
    ("cf_structure_query", ("wiring",), {}, "unsat", "7e942a6629274383", 41),
    ("cf_structure_query", ("settings",), {}, "unsat", "8a2bcf8477e45034", 11),
    ("cf_structure_query", ("settings-last",), {}, "unsat", "b181bdef62da635a", 9),
    ("cf_structure_query", ("shift-range",), {}, "unsat", "f1039adc2f0b6228", 11),
    ("cf_structure_query", ("stages",), {}, "unsat", "537c3516f0149f13", 9),
    ("cf_coverage_query", (), {}, "unsat", "67d0cf978f7b3c7a", 9),
    ("cf_rule_ends_query", (), {}, "unsat", "0aff7b9c5d84661c", 8),
    ("yw_step_query", (), {}, "unsat", "6d2940dd2fb2070a", 3),
    ("yw_step_query", (), {"hypothesis": False}, "sat", "a4a28e2d3bbf2f3f", 2),
    ("yw_conclusion_query", ("rows",), {}, "unsat", "1eb5678de3e52360", 5),
    ("yw_conclusion_query", ("columns",), {}, "unsat", "fbcb775612ac15c3", 5),
    ("yw_conclusion_query", ("range",), {}, "unsat", "4a22f9e4636a4eae", 4),
    ("yw_phi_query", (), {}, "unsat", "6b5fe8226fc4f7f2", 6),
    ("yw_banyan_query", ("base",), {}, "unsat", "e9e4f7135cfc94e0", 2),
    ("yw_banyan_query", ("base",), {"hypothesis": False}, "unsat", "e9e4f7135cfc94e0", 2),
    ("yw_banyan_query", ("step-inner",), {}, "unsat", "561130b50a2d0db1", 9),
    ("yw_banyan_query", ("step-inner",), {"hypothesis": False}, "sat", "09302e374b5dab18", 4),
    ("yw_banyan_query", ("step-last",), {}, "unsat", "7fe426e95bae389b", 3),
    ("yw_banyan_query", ("step-last",), {"hypothesis": False}, "sat", "728ac7d4d1e5d49c", 2),
    ("yw_banyan_conclusion", ("rows",), {}, "unsat", "28d388a4e2a7464f", 5),
    ("yw_banyan_conclusion", ("columns",), {}, "unsat", "1e5cf8479ea13fdd", 5),
    ("yw_banyan_conclusion", ("links",), {}, "unsat", "a0d7a48387a2d421", 7),
    ("yw_banyan_conclusion", ("range",), {}, "unsat", "95d100728b2b7403", 4),
]


def _free(fn: str, d) -> dict[str, str]:
    """The vacuity record's free inputs: the uninterpreted functions and the inputs each query declares."""
    out = {}
    if fn == "step_query":
        out = {"m0": "the new stage's M^0 (every function)", "sub": "the k-stage copies (every function)"}
    elif fn == "base_query":
        out = {"m0": "M^0 (every value)", "u": "input", "r": "round"}
    if out and d is None:
        out["d"] = "every d >= 2"
    return out


def _check(fn, args, kw, status, want, n_assumptions):
    q = getattr(ind, fn)(*args, timeout=20.0, **kw)
    assert q.free == _free(fn, args[-1] if fn in ("step_query", "base_query") else 0)
    assert q.status == status
    assert q.smt2 is not None and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    assert shape(q.smt2) == want
    assert len(q.assumptions) == n_assumptions
    assert q.model == {} and q.reason is None


def _pins(*fns):
    rows = [p for p in PINS if p[0] in fns]
    ids = [f"{p[0]}-{'-'.join(map(str, p[1]))}-{'-'.join(f'{k}{v}' for k, v in p[2].items())}" for p in rows]
    return pytest.mark.parametrize("fn, args, kw, status, want, n_assumptions", rows, ids=ids)


@_pins("step_query", "base_query")
def test_liu_chen_chen_step_and_base_pinned(fn, args, kw, status, want, n_assumptions):
    _check(fn, args, kw, status, want, n_assumptions)


@_pins("cf_step_query", "cf_base_query", "cf_structure_query", "cf_coverage_query", "cf_rule_ends_query")
def test_chau_fu_queries_pinned(fn, args, kw, status, want, n_assumptions):
    _check(fn, args, kw, status, want, n_assumptions)


@_pins("yw_step_query", "yw_conclusion_query", "yw_phi_query")
def test_yang_wang_products_pinned(fn, args, kw, status, want, n_assumptions):
    _check(fn, args, kw, status, want, n_assumptions)


@_pins("yw_banyan_query", "yw_banyan_conclusion")
def test_yang_wang_banyan_pinned(fn, args, kw, status, want, n_assumptions):
    _check(fn, args, kw, status, want, n_assumptions)


def test_every_pin_is_run():
    fns = {
        "step_query",
        "base_query",
        "cf_step_query",
        "cf_base_query",
        "cf_structure_query",
        "cf_coverage_query",
        "cf_rule_ends_query",
        "yw_step_query",
        "yw_conclusion_query",
        "yw_phi_query",
        "yw_banyan_query",
        "yw_banyan_conclusion",
    }  # cf_rule_step_lemma: below
    assert {p[0] for p in PINS} == fns


def test_cf_rule_step_lemma_pinned():
    q = ind.cf_rule_step_lemma(0.3, keep_smt2=True)
    assert q.status == "unknown" and q.reason in ("timeout", "canceled")  # Z3 does not settle this lemma
    assert shape(q.smt2) == "ea07366ad7e83483"
    assert q.free == {} and len(q.assumptions) == 10
    q = ind.cf_rule_step_lemma(0.3)
    assert q.smt2 is None and q.smt2_sha256 == ""


@pytest.mark.parametrize(
    "fn, args",
    [
        ("cf_base_query", ("delivery",)),
        ("cf_base_query", ("crosstalk",)),
        ("step_query", ("last", "rows")),
        ("base_query", ("columns",)),
    ],
)
def test_defaults_are_the_base_case_and_symbolic_d(fn, args):
    """``cf_base_query`` defaults to k = 1, ``step_query`` and ``base_query`` to a symbolic d."""
    full = {"cf_base_query": (1,), "step_query": (None,), "base_query": (None,)}[fn]
    want = next(p for p in PINS if p[0] == fn and p[1] == args + full and p[2] == {})
    q = getattr(ind, fn)(*args)
    assert (q.status, shape(q.smt2), len(q.assumptions)) == (want[3], want[4], want[5])
