"""A claim's scope (issue 24): ``proved`` for every size only when every point of the stated domain is settled
symbolically, the link between the spec and the formula included; else the bounded range, or ``verified``."""

from __future__ import annotations

import pytest

from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import SCOPES, Claim, Source


def _claim(expected: Verdict, scope: str, domain: str) -> Claim:
    return Claim(
        "massini-2003/toy",
        Source("massini-2003", "toy"),
        "a toy",
        domain,
        {},
        ("z3",),
        expected,
        lambda ctx: None,
        mutants=("none",),
        scope=scope,
    )


def test_every_claim_has_a_scope_its_domain_agrees_with():
    claims = registry.load_all().values()
    assert all(c.scope in SCOPES for c in claims)
    assert all(registry.scope_errors(c) == [] for c in claims)
    assert all(c.expected is Verdict.PROVED for c in claims if c.scope == "every")


@pytest.mark.parametrize(
    "expected, scope, domain, why",
    [
        (Verdict.PROVED, "", "k <= 16", "a claim expected proved declares it"),
        (Verdict.PROVED, "everything", "every k >= 1", "not 'everything'"),
        (Verdict.VERIFIED, "every", "every k >= 1", "only a claim expected proved can cover every size"),
        (Verdict.PROVED, "every", "Z3 for k = 1..16", "states no unbounded range"),
        (Verdict.PROVED, "bounded", "symbolic: every N = 2^k, k >= 1", "opens by claiming every size"),
        (Verdict.PROVED, "bounded", "every k >= 1 (Z3, k symbolic)", "opens by claiming every size"),
        (Verdict.PROVED, "bounded", "the named networks", "states no bound"),
    ],
)
def test_the_registry_refuses_a_scope_the_claim_contradicts(expected, scope, domain, why):
    errors = registry.scope_errors(_claim(expected, scope, domain))
    assert errors and why in errors[0]


@pytest.mark.parametrize(
    "expected, scope, domain",
    [
        (Verdict.PROVED, "every", "every k >= 1 (Z3, k symbolic)"),
        (Verdict.PROVED, "every", "symbolic in N (d >= 2 fixed)"),
        (Verdict.PROVED, "bounded", "Z3 for every m = 1..32; brute force m = 1..5"),
        (Verdict.PROVED, "bounded", "pipeline simulation m = 1..10; SymPy: the formula for every n = 2^m"),
        (Verdict.VERIFIED, "", "the named networks"),
        (Verdict.REFUTED, "bounded", "symbolic: every N = 2^k, k >= 1; witness at N = 8"),
    ],
)
def test_scopes_the_registry_accepts(expected, scope, domain):
    assert registry.scope_errors(_claim(expected, scope, domain)) == []


@pytest.mark.parametrize(
    "claim_id",
    ["chau-fu-2003/thm3", "liu-chen-chen-2007/banyan-stages", "yang-wang-2000/delay-lower-bound"],
)
def test_a_formula_identity_plus_a_bounded_simulation_is_verified(claim_id):
    c = registry.get(claim_id)
    assert c.expected is Verdict.VERIFIED and c.scope == "bounded" and "Verified, not proved" in c.notes


def test_claims_proved_for_every_size_say_so_and_bounded_ones_state_their_bound():
    claims = registry.load_all()
    assert claims["liu-chen-chen-2007/thm2-every-k"].scope_text == "every size"
    assert claims["liu-chen-chen-2007/thm2-omega-d2"].scope_text == "bounded"
    assert claims["liu-chen-chen-2007/lemma5"].scope == "bounded"  # Z3 decides the bound for N <= 16 only


@pytest.mark.parametrize(
    "claim_id",
    [
        "liu-chen-chen-2007/thm2-recursive-structure-every-k",
        "liu-chen-chen-2007/cor3-every-k",
        "liu-chen-chen-2007/cor4-every-k",
        "chau-fu-2003/thm1-every-k",
        "chau-fu-2003/thm2-every-k",
        "chau-fu-2003/routing-rule-pass-every-k",
        "yang-wang-2000/first-construction-latin-every-m",
        "yang-wang-2000/phi1-settings-latin-every-m",
        "yang-wang-2000/psi-size-every-m",
        "yang-wang-2000/phi-identities-every-m",
    ],
)
def test_every_k_claims_are_declared_proved_for_every_size(claim_id):
    """Declared proved for every size by Z3 (their runs, and the verdicts, are the ledger test's:
    ``tests/test_ledger.py`` runs every claim and fails on any verdict but the expected one)."""
    from alltoall.proofs import registry

    c = registry.get(claim_id)
    assert c.expected is Verdict.PROVED and c.scope == "every" and "z3" in c.methods
