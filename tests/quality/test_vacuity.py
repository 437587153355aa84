"""Vacuity guards: a symbolic domain is only as wide as the query's free inputs.

A claim whose domain says "every initial configuration" (M^0 symbolic) must send Z3 queries in
which each stage's M^0 function is applied to free, distinct switch digits; and the assumptions of
every UNSAT query behind a ``proved`` verdict (all assertions but the negated property) must be
satisfiable by themselves, or the proof is vacuous. The queries are recorded while the claim's
check runs (fast tier), answered UNSAT without solving so the whole sweep is built in seconds.
"""

from __future__ import annotations

import functools
import pathlib
import sys

import pytest
import z3

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from engine_mutants import ENGINE_MUTANTS  # noqa: E402
from support import vacuity  # noqa: E402

from alltoall.checkers.result import Verdict  # noqa: E402
from alltoall.checkers.z3 import min as zmin  # noqa: E402
from alltoall.proofs import registry  # noqa: E402
from alltoall.proofs.registry import Context  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402

CLAIMS = registry.load_all()
EVERY_M0 = ("every initial configuration", "M^0 symbolic", "symbolic M^0")
M0_CLAIMS = sorted(
    cid
    for cid, c in CLAIMS.items()
    if "z3" in c.methods and c.expected is Verdict.PROVED and any(t in c.domain_for("fast") for t in EVERY_M0)
)


# Every such claim is inspected with `-m slow`; `make test` inspects one per kind of query (the
# digit-mode Theorem 2 sweep and Lemma 1), which is where a weakened encoding shows up first.
FAST = ("thm2-omega-d2", "lemma1")
M0_PARAMS = [pytest.param(c, marks=() if c.endswith(FAST) else pytest.mark.slow) for c in M0_CLAIMS]


@functools.cache
def _queries(claim_id: str):
    with vacuity.record_queries(answer="unsat") as rec:
        CLAIMS[claim_id].run(Context(tier="fast", timeout=30.0))
    return rec.queries


def test_every_m0_claims_are_found():
    assert any(c.endswith("thm2-omega-d2") for c in M0_CLAIMS)
    assert any(c.endswith("lemma1") for c in M0_CLAIMS)


@pytest.mark.parametrize("claim_id", M0_PARAMS)
def test_every_initial_configuration_leaves_every_m0_digit_free(claim_id):
    queries = _queries(claim_id)
    assert queries, f"{claim_id} says every initial configuration but sends no Z3 query"
    for q in queries:
        insp = vacuity.inspect(q.assertions, check_assumptions=False)
        assert insp.all_free("m0_stage"), f"{claim_id}: {insp.defects('m0_stage') or 'no symbolic M^0'}"


@pytest.mark.parametrize("claim_id", M0_PARAMS)
def test_assumptions_of_every_query_are_satisfiable(claim_id):
    queries = _queries(claim_id)
    assert queries
    for q in queries[:: max(1, len(queries) // 12)]:  # a spread of the sweep, smallest to largest
        insp = vacuity.inspect(q.assertions, timeout=20.0)
        assert insp.assumptions_status == "sat", f"{claim_id}: {insp.defects()}"


def test_one_digit_m0_is_flagged():
    net = ms.build("omega", 2, 3)
    with ENGINE_MUTANTS["z3-m0-one-digit"].applied():
        q = zmin.latin_rows(net, "symbolic", keep_smt2=True)
    assert q.status == "unsat"  # the weakened engine still "proves" Theorem 2 ...
    defects = vacuity.check_proved_query(q.smt2, symbolic_prefix="m0_stage")
    assert defects and "m0_stage" in defects[0]  # ... but the guard sees M^0 is not free


def test_m0_ignored_is_flagged():
    with ENGINE_MUTANTS["z3-m0-symbolic-is-zero"].applied():
        q = zmin.latin_rows(ms.build("omega", 2, 3), "symbolic", keep_smt2=True)
    assert vacuity.check_proved_query(q.smt2, symbolic_prefix="m0_stage") == [
        "no symbolic input m0_stage* in the query"
    ]


def test_unsat_assumptions_are_a_defect():
    s = z3.Solver()
    x = z3.BitVec("x", 4)
    s.add(z3.ULT(x, 2), z3.UGT(x, 5), x == 1)  # the domain itself is empty
    assert s.check() == z3.unsat
    assert any("vacuous" in d for d in vacuity.check_proved_query(s))


def test_sound_query_has_no_defects():
    q = zmin.latin_rows(ms.build("omega", 2, 3), "symbolic", keep_smt2=True)
    assert q.status == "unsat"
    assert vacuity.check_proved_query(q.smt2, symbolic_prefix="m0_stage") == []
    insp = vacuity.inspect(q.smt2)
    assert {"s_0", "s_1", "s_2", "x_0", "x_2", "y_1"} <= set(insp.constants)


# --- the vacuity record of every query (Query.free, Query.assumptions) ----------------------------

EVERY_CLAIMS = sorted(
    cid
    for cid, c in CLAIMS.items()
    if "z3" in c.methods and c.expected is Verdict.PROVED and "every" in c.domain_for("fast").lower()
)
# `make test` inspects one claim per Z3 engine (cheap to build); `-m slow` inspects every such claim.
FAST_EVERY = (
    "chau-fu-2003/thm1",
    "chau-fu-2003/thm1-every-k",  # the induction engine's symbolic sizes (Sym)
    "yang-wang-2002/diameter-mesh-every-n",  # a part that fixes its nodes records only the side
    "liu-chen-chen-2007/lemma1",
    "liu-chen-chen-2007/thm2-omega-d2",
    "liu-chen-chen-2007/thm2-every-k",
    "liu-gu-2006/ar-no-contention-z3",
    "yang-wang-2000/phi1-settings-latin",
)
EVERY_PARAMS = [pytest.param(c, marks=() if c in FAST_EVERY else pytest.mark.slow) for c in EVERY_CLAIMS]


def test_every_claims_are_found():
    assert set(FAST_EVERY) <= set(EVERY_CLAIMS)


@pytest.mark.parametrize("claim_id", EVERY_PARAMS)
def test_every_query_of_an_every_claim_leaves_its_inputs_free(claim_id):
    """A claim whose domain says "every ..." sends queries that record free inputs, each really free
    in the query (a function applied to free, distinct arguments somewhere), and a spread of them
    (smallest to largest) has assumptions satisfiable by themselves."""
    recs = _queries(claim_id)  # one recording per claim, shared with the M^0 tests above
    assert recs, f"{claim_id} says 'every' but sends no Z3 query"
    spread = set(range(0, len(recs), max(1, len(recs) // 8))) | {len(recs) - 1}
    for i, r in enumerate(recs):
        # 2 s: the spread's assumption sets are satisfied in 0.2 s at most on a quiet machine, except the last two
        # (the induction steps) of thm2-every-k, which Z3 leaves unknown (no defect) at 20 s as at 5 and 2: a longer
        # limit only costs time
        defects = vacuity.record_defects(r.assertions, r.query, timeout=2.0, check_assumptions=i in spread)
        assert not defects, f"{claim_id}, query {i}: {defects}"


def test_query_records_free_inputs_and_assumptions():
    q = zmin.latin_rows(ms.build("omega", 2, 3), "symbolic")
    assert {"m0_stage0", "m0_stage1", "m0_stage2"} <= set(q.free) and {"x_0", "y_0"} <= set(q.free)
    assert q.assumptions and all(z3.is_bool(a) for a in q.assumptions)


def test_record_flags_a_one_digit_m0():
    net = ms.build("omega", 2, 3)
    with vacuity.record_queries(answer="unsat") as rec, ENGINE_MUTANTS["z3-m0-one-digit"].applied():
        zmin.latin_rows(net, "symbolic")
    defects = vacuity.record_defects(rec.queries[0].assertions, rec.queries[0].query)
    assert any("m0_stage" in d and "fixed arguments" in d for d in defects), defects


def test_record_flags_an_ignored_m0():
    with vacuity.record_queries(answer="unsat") as rec, ENGINE_MUTANTS["z3-m0-symbolic-is-zero"].applied():
        zmin.latin_rows(ms.build("omega", 2, 3), "symbolic")
    defects = vacuity.record_defects(rec.queries[0].assertions, rec.queries[0].query)
    assert any("m0_stage" in d for d in defects), defects


def test_record_flags_a_query_without_free_inputs_and_an_empty_domain():
    from alltoall.checkers.z3 import core

    s = z3.Solver()
    s.add(z3.BoolVal(True), z3.BoolVal(False))
    q = core.solve(s, False)
    assert vacuity.record_defects(list(s.assertions()), q) == [
        "the query records no free input: it decides one point, not every point of a domain"
    ]
    e = core.Encoding(8, 10.0)
    x = e.var("x", 5, 2)  # an empty range: the assumptions alone are UNSAT
    e.solver.add(x == 3)
    q = e.check(False)
    assert q.status == "unsat" and set(q.free) == {"x"}
    assert any("vacuous" in d for d in vacuity.record_defects(list(e.solver.assertions()), q))
