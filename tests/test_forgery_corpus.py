"""Replay trusts nothing but the point, for every witness kind: the forgery corpus (tests/forgery.py).

Every base document is accepted as a point (it replays with exit 0 or 1); no hostile edit of it exits
0 unless the edited file is a genuine counterexample of the claim it names, inside that claim's
domain, which :data:`GENUINE` lists with the reason; every point outside a domain, changed claim
value and duplicate key is refused (exit 2); and no edit stands against a claim the suite proves or
verifies (that would be the suite contradicting itself). On the committed corpus: 118 base documents
of 74 kinds, about 2,500 forgeries, 17 genuine.
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
#: its domain: (base file, category, label) -> what replay re-derives there (why it is genuine). A
#: point re-aimed at a sibling claim that covers it (a Table I cell, the Lemma 3 row-ring reading,
#: Theorem 4 read by the fuzzer, AT2 on any torus, "always outperforms" over every d) refutes that
#: claim too; 37 configurations still cover GSEN(36), so R(36) <= 37 < 40 as well as <= 36.
GENUINE: dict[tuple[str, str, str], str] = {
    (
        "yang-wang-2002__cor3-delta-gt.json",
        "re-aimed claim id",
        "-> yang-wang-2002/thm4-fuzz",
    ): "torus n = 5, alpha = 0, delta = 2, L gamma = 1, timing input-received, all-to-all: simulated completion 15, "
    "the claim (thm4) says completion <= 14",
    (
        "yang-wang-2002__thm4-input-received-delta-gt.json",
        "re-aimed claim id",
        "-> yang-wang-2002/thm4-fuzz",
    ): "torus n = 5, alpha = 0, delta = 2, L gamma = 1, timing input-received, all-to-all: simulated completion 15, "
    "the claim (thm4) says completion <= 14",
    (
        "liu-gu-2006__at2-fully-utilized-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/at2-fully-utilized",
    ): "AT2(4, 8) (AR(opposite=by-parity, stage3=ceil)): fully-utilized fails: 4 of 6 steps leave channels idle (step "
    "2: 32 idle)",
    (
        "liu-gu-2006__lemma3-r0-c0-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 24, r = 16: rc/8 (Table I, 'G10 and QI') = 48 but the simulation measures 28",
    (
        "liu-gu-2006__lemma3-r0-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/lemma3-row-ring-c4mod8",
    ): "at c = 12, r = 8: Lemma 3 as its proof reads it: the row rings' cost alone = 60 but the simulation measures 64",
    (
        "liu-gu-2006__lemma3-r0-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 12, r = 8: rc/8 (Table I, 'G10 and QI') = 12 but the simulation measures 8",
    (
        "liu-gu-2006__lemma3-r4-c0-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 16, r = 12: rc/8 (Table I, 'G10 and QI') = 24 but the simulation measures 15",
    (
        "liu-gu-2006__lemma3-r4-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/lemma3-row-ring-c4mod8",
    ): "at c = 12, r = 4: Lemma 3 as its proof reads it: the row rings' cost alone = 30 but the simulation measures 32",
    (
        "liu-gu-2006__lemma3-r4-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 12, r = 4: rc/8 (Table I, 'G10 and QI') = 6 but the simulation measures 4",
    (
        "liu-gu-2006__lemma4-r0-c0-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 24, r = 16: rc/8 (Table I, 'G10 and QI') = 48 but the simulation measures 28",
    (
        "liu-gu-2006__lemma4-r0-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/lemma3-row-ring-c4mod8",
    ): "at c = 12, r = 8: Lemma 3 as its proof reads it: the row rings' cost alone = 60 but the simulation measures 64",
    (
        "liu-gu-2006__lemma4-r0-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 12, r = 8: rc/8 (Table I, 'G10 and QI') = 12 but the simulation measures 8",
    (
        "liu-gu-2006__lemma4-r4-c0-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 16, r = 12: rc/8 (Table I, 'G10 and QI') = 24 but the simulation measures 15",
    (
        "liu-gu-2006__lemma4-r4-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/lemma3-row-ring-c4mod8",
    ): "at c = 12, r = 4: Lemma 3 as its proof reads it: the row rings' cost alone = 30 but the simulation measures 32",
    (
        "liu-gu-2006__lemma4-r4-c4-nonsquare.json",
        "re-aimed claim id",
        "-> liu-gu-2006/table1-quadrant-literal",
    ): "at c = 12, r = 4: rc/8 (Table I, 'G10 and QI') = 6 but the simulation measures 4",
    (
        "chou-chen-2010__sec6-conjecture-R36.json",
        "emptied or padded list",
        "data.configurations padded",
    ): "37 configurations deliver all 1296 pairs of GSEN(N=36): R(N) <= 37 (the claim says 40)",
    (
        "liu-gu-2006__sec5-always-outperforms-fig6.json",
        "re-aimed claim id",
        "-> liu-gu-2006/sec5-always-outperforms",
    ): "d = 4, m = 1 B: proposed 766.384 us, [6] 729.400 us ([6] is not slower)",
}

#: Categories whose every forgery must be refused outright (exit 2).
REFUSED = ("point outside the domain", "changed claim value", "duplicate keys")


def test_every_witness_kind_has_a_base_document():
    missing = sorted(set(replayers.REPLAYERS) - set(BASES))
    assert not missing, f"witness kinds with no committed counterexample and no seed in tests/forgery_seeds: {missing}"


@pytest.mark.parametrize("kind", sorted(BASES))
def test_forgeries_of_kind_are_refused(kind, tmp_path):
    counts: collections.Counter = collections.Counter()
    wrong, seen = [], set()
    for name, doc in BASES[kind]:
        code, message = forgery.outcome(forgery.resign(dict(doc)), tmp_path)
        assert code in (0, 1), f"{name}: the base document itself is refused: {message}"
        for category, label, forged in forgery.forgeries(doc, CLAIMS):
            code, message = forgery.outcome(forged, tmp_path)
            counts[category, code] += 1
            key = (name, category, label)
            if code == 0 and GENUINE.get(key) != message:
                wrong.append(f"{name}: {category} {label}: exits 0: {message}")
            elif category in REFUSED and code != 2:
                wrong.append(f"{name}: {category} {label}: exit {code}, not refused: {message}")
            elif message.startswith("the witness stands against"):  # the suite would contradict itself
                wrong.append(f"{name}: {category} {label}: a contradiction: {message}")
            seen.add(key)
    print(f"{kind}: " + ", ".join(f"{cat} exit {code}: {n}" for (cat, code), n in sorted(counts.items())))
    assert not wrong, "\n".join(wrong[:20])
    names = {name for name, _ in BASES[kind]}
    stale = [key for key in GENUINE if key[0] in names and key not in seen]
    assert not stale, f"GENUINE names forgeries the corpus no longer makes: {stale}"
