"""Every claim's fast-tier check, run in this process: its verdict and its committed artifacts.

The in-process twin of ``tests/test_ledger.py`` (which runs ``alltoall prove`` in a subprocess):
the mutation run (``make mutants``) can only see the spec and engine functions that a test calls in
its own process, so these tests let it judge a mutant by the claims that reach the mutated code.
One test per claim, so a mutant is judged by the claims that call its function only. Marked
``mutation``: ``make test`` deselects them (the ledger test covers the same); ``pytest -m mutation``
and ``make mutants`` run them.
"""

from __future__ import annotations

import pytest

from alltoall.proofs import artifacts, registry
from alltoall.proofs.registry import Context
from alltoall.proofs.runner import Outcome, run_one_inline

CLAIMS = registry.load_all()


@pytest.mark.mutation
@pytest.mark.parametrize("claim_id", sorted(CLAIMS))
def test_claim_fast_tier_inline(claim_id):
    claim = CLAIMS[claim_id]
    result = run_one_inline(claim, Context(tier="fast"))
    assert result.verdict == claim.expected, f"{claim_id}: {result.verdict.value} ({result.reason})"
    root = artifacts.root()
    want, unwanted = artifacts.desired([Outcome(claim, result)], "fast", all_claims_ran=False)
    for rel, text in want.items():
        path = root / rel
        assert path.is_file() and path.read_text(encoding="utf-8") == text, f"{claim_id}: {rel} is stale"
    for rel in unwanted:
        assert not (root / rel).exists(), f"{claim_id}: {rel} should not exist"
