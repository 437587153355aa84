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

from alltoall.checkers.result import Verdict  # noqa: E402
from alltoall.checkers.z3 import min as zmin, vacuity  # noqa: E402
from alltoall.proofs import registry  # noqa: E402
from alltoall.proofs.registry import Context  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402

CLAIMS = registry.load_all()
EVERY_M0 = ("every initial configuration", "M^0 symbolic", "symbolic M^0")
M0_CLAIMS = sorted(cid for cid, c in CLAIMS.items()
                   if "z3" in c.methods and c.expected is Verdict.PROVED and any(t in c.domain_for("fast") for t in EVERY_M0))


# Every such claim is inspected with `-m slow`; `make test` inspects one per kind of query (the
# digit-mode Theorem 2 sweep and Lemma 1), which is where a weakened encoding shows up first.
FAST = ("thm2-omega-d2", "lemma1")
M0_PARAMS = [pytest.param(c, marks=() if c.endswith(FAST) else pytest.mark.slow) for c in M0_CLAIMS]


@functools.lru_cache(maxsize=None)
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
    assert vacuity.check_proved_query(q.smt2, symbolic_prefix="m0_stage") == ["no symbolic input m0_stage* in the query"]


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
