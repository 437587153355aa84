"""Replay trusts nothing but the point, for every witness kind: the forgery corpus (tests/forgery.py).

Every base document is accepted as a point (it replays with exit 0 or 1); no hostile edit of it exits
0 unless the edited file is a genuine counterexample of the claim it names, inside that claim's
domain, which :data:`GENUINE` lists with the reason; every point outside a domain, changed claim
value and duplicate key is refused (exit 2).
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import forgery  # noqa: E402

from alltoall.checkers import replay as replayers  # noqa: E402

CLAIMS = forgery.load()
BASES = forgery.bases()

#: Edits that still exit 0, each a genuine counterexample of the claim the edited file names, inside
#: its domain: (base file, category, label) -> why it is genuine.
GENUINE: dict[tuple[str, str, str], str] = {}

#: Categories whose every forgery must be refused outright (exit 2).
REFUSED = ("point outside the domain", "changed claim value", "duplicate keys")


def test_every_witness_kind_has_a_base_document():
    missing = sorted(set(replayers.REPLAYERS) - set(BASES))
    assert not missing, f"witness kinds with no committed counterexample and no seed in tests/forgery_seeds: {missing}"


@pytest.mark.parametrize("kind", sorted(BASES))
def test_forgeries_of_kind_are_refused(kind, tmp_path):
    counts: collections.Counter = collections.Counter()
    wrong = []
    for name, doc in BASES[kind]:
        code, message = forgery.outcome(forgery.resign(dict(doc)), tmp_path)
        assert code in (0, 1), f"{name}: the base document itself is refused: {message}"
        for category, label, forged in forgery.forgeries(doc, CLAIMS):
            code, message = forgery.outcome(forged, tmp_path)
            counts[category, code] += 1
            if code == 0 and (name, category, label) not in GENUINE:
                wrong.append(f"{name}: {category} {label}: exits 0: {message}")
            elif category in REFUSED and code != 2:
                wrong.append(f"{name}: {category} {label}: exit {code}, not refused: {message}")
    print(f"{kind}: " + ", ".join(f"{cat} exit {code}: {n}" for (cat, code), n in sorted(counts.items())))
    assert not wrong, "\n".join(wrong[:20])
