"""Every refuted claim's committed counterexample has its picture (issue 22).

That each picture re-renders byte for byte is the ledger test's (``tests/test_ledger.py``): its
``alltoall prove --check`` re-runs every claim, renders every refuted claim's picture afresh, one after
another in one process, and fails on any SVG that differs from the committed one.
"""

from __future__ import annotations

import json
from pathlib import Path

from alltoall.proofs.witness import CEX_DIR

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / CEX_DIR).glob("*.json"))


def test_every_refuted_claim_has_a_picture():
    refuted = [d for d in (json.loads(p.read_text()) for p in DOCS) if d.get("verdict") == "refuted"]
    assert len(refuted) >= 65
    missing = [d["claim"] for d in refuted if not d.get("picture") or not (ROOT / CEX_DIR / d["picture"]).is_file()]
    assert missing == []
