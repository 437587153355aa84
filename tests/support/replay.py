"""Helper of the tests that replay witnesses found under a seeded spec mutant
(tests/claims/liu_chen_chen_2007/test_lcc_witnesses.py, tests/test_yang_wang_2000.py)."""

from __future__ import annotations

from typing import Any

from alltoall.proofs import witness


def replay_under_mutant(doc: dict[str, Any]) -> tuple[bool, str]:
    """Replay, counting a contradiction (a witness standing against a proved/verified claim, as one
    found under a seeded mutant does) as standing."""
    try:
        return witness.replay(doc)
    except witness.Contradiction as e:
        return True, str(e)
