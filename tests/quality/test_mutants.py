"""Every claim's check must fail on each of its seeded spec mutants (the planted bug is found)."""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers.result import Verdict  # noqa: E402
from alltoall.proofs import registry  # noqa: E402
from alltoall.proofs.registry import Context  # noqa: E402

MUTANTS = load_all()
CLAIMS = registry.load_all()
CASES = [(cid, m) for cid, c in CLAIMS.items() for m in c.mutants]


def test_every_claim_names_a_known_mutant():
    for cid, c in CLAIMS.items():
        assert c.mutants, f"{cid} names no mutant"
        for m in c.mutants:
            assert m in MUTANTS, f"{cid} names unknown mutant {m!r}"


def _ran_out_of_time(result) -> bool:
    """Unknown because a solver hit its time limit (Z3 says "timeout" or "canceled"), not because the
    check found the mutant's effect."""
    reason = (result.reason or "").lower()
    return result.verdict is Verdict.UNKNOWN and ("timeout" in reason or "canceled" in reason)


@pytest.mark.parametrize("claim_id,mutant_name", CASES, ids=[f"{c}@{m}" for c, m in CASES])
def test_claim_check_catches_mutant(claim_id, mutant_name):
    claim = CLAIMS[claim_id]
    with MUTANTS[mutant_name].applied():
        result = claim.run(Context(tier="fast", timeout=30.0))
        if _ran_out_of_time(result):  # a loaded machine is no catch: decide it with the runner's own limit
            result = claim.run(Context(tier="fast", timeout=600.0))
    assert not _ran_out_of_time(result), f"{claim_id} under {mutant_name}: {result.reason}"
    assert result.verdict != claim.expected, (
        f"{claim_id} still gives its expected verdict {claim.expected.value} under mutant {mutant_name}"
    )
