"""The suite's own rules, checked over every claim and module (issue: one shape for every paper slice)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

from alltoall.checkers import replay as replayers
from alltoall.proofs import registry
from alltoall.proofs.registry import TIERS, size_fields

ROOT = Path(__file__).resolve().parents[1]
CLAIMS = registry.load_all()


@pytest.mark.parametrize("claim_id", sorted(CLAIMS))
def test_domain_text_is_generated_from_declared_sizes(claim_id):
    c = CLAIMS[claim_id]
    assert "_text" not in c.sizes_for("deep"), f"{claim_id} still declares its domain as free text"
    for tier in TIERS:
        sizes = c.sizes_for(tier)
        assert size_fields(c.domain) == set(sizes), f"{claim_id}: every size appears in the domain text and only those"
        assert c.domain_for(tier) == " ".join(c.domain.format(**sizes).split())


def test_every_declared_witness_kind_has_a_replayer():
    """A check can only refute with a declared kind (the registry turns any other into unknown),
    so every kind any check can produce is declared, and each declared kind replays."""
    replayers.load()
    for cid, c in CLAIMS.items():
        for kind in c.witnesses:
            assert kind in replayers.REPLAYERS, f"{cid}: no replayer for witness kind {kind!r}"


def test_every_kind_declares_its_point_schema_and_every_claim_its_domain():
    """Both schemas exist: each witness kind's point schema (typed, bounded fields) and each claim's
    domain predicate; the registry refuses a kind or claim without them (tests/test_claim_domains.py)."""
    from alltoall.checkers.point import Schema
    from alltoall.proofs.domain import Domain

    replayers.load()
    for kind, rp in replayers.REPLAYERS.items():
        assert isinstance(rp.schema, Schema), f"witness kind {kind!r} declares no point schema"
    for cid, c in CLAIMS.items():
        assert isinstance(c.point, Domain), f"{cid} declares no point domain"
    used = {k for c in CLAIMS.values() for k in c.witnesses}
    assert set(replayers.REPLAYERS) <= used, (
        f"witness kinds no claim declares: {sorted(set(replayers.REPLAYERS) - used)}"
    )


def test_every_committed_witness_is_of_a_kind_its_claim_declares():
    import json

    for path in sorted((ROOT / "counterexamples").glob("*.json")):
        doc = json.loads(path.read_text())
        assert doc["witness"]["kind"] in CLAIMS[doc["claim"]].witnesses, path.name


def test_loading_the_registry_and_replayers_imports_no_solver():
    code = (
        "import sys; from alltoall.proofs import registry; from alltoall.checkers import replay; "
        "registry.load_all(); failed = replay.load(); assert not failed, failed; "
        "print(sorted(m for m in ('z3', 'sympy', 'hypothesis') if m in sys.modules))"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]", f"loading claims or replayers imported {r.stdout.strip()}"


def test_spec_imports_no_solver():
    import alltoall.spec as pkg

    code = (
        "import sys, importlib, pkgutil, alltoall.spec as p\n"
        "for i in pkgutil.walk_packages(p.__path__, 'alltoall.spec.'): importlib.import_module(i.name)\n"
        "print(sorted(m for m in ('z3', 'sympy', 'hypothesis') if m in sys.modules))"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]", f"spec imports {r.stdout.strip()}"
    assert pkg


def _modules(pkg_name: str):
    pkg = importlib.import_module(pkg_name)
    return [i.name for i in pkgutil.walk_packages(pkg.__path__, pkg_name + ".")]


@pytest.mark.parametrize("module", _modules("alltoall.spec") + _modules("alltoall.checkers"))
def test_doctests(module):
    m = importlib.import_module(module)
    failures, _ = doctest.testmod(m, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failures == 0


# In lines as `ruff format` lays them out (line length 120): the limit was 400 before the code was
# formatted, which spreads a call's keyword arguments one per line.
CLAIM_MODULE_LINES = 600


def test_no_claim_module_is_too_long():
    for path in (ROOT / "proofs" / "claims").rglob("*.py"):
        assert len(path.read_text().splitlines()) <= CLAIM_MODULE_LINES, (
            f"{path.relative_to(ROOT)} is over {CLAIM_MODULE_LINES} lines: split it by section"
        )
