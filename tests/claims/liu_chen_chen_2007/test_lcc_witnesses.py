"""Every witness kind the liu-chen-chen-2007 claims produce replays by brute force: the witness a check finds
under a seeded spec mutant stands while the mutant is applied, and falls with the real spec; the replayers that
read the claim, the claims' sizes and witness kinds, and the claim modules that import no solver."""

from __future__ import annotations

import pathlib
import sys

import pytest
from support.replay import replay_under_mutant

from alltoall.checkers.result import Verdict
from alltoall.proofs import registry, witness
from alltoall.proofs.registry import Context
from alltoall.spec.errors import ParameterError

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()
KEY = "liu-chen-chen-2007"
CASES = [
    ("switch-states", "shift-sign", "shift-state"),
    ("config-count", "wiring-identity", "config-collision"),
    ("fig5b-permutation", "shift-sign", "worked-example"),
    ("m-matrices-example", "digit-off-by-one", "worked-example"),
    ("d-xor", "xor-digits", "d-xor"),
    ("lemma1", "digit-off-by-one", "lemma1"),
    ("cor4-perm-states-post", "digit-off-by-one", "perm-state-latin"),
    ("cor4-perm-states-pre", "digit-off-by-one", "perm-state-latin"),
    ("alg-delivers", "digit-off-by-one", "two-phase"),
    ("thm6-rounds", "rounds-off-by-one", "pipeline"),
    ("thm6-rounds", "digit-off-by-one", "pipeline"),
    ("lemma5", "rounds-off-by-one", "round-count"),
    ("thm6", "rounds-off-by-one", "round-count"),
    ("thm2-omega-d3", "digit-off-by-one", "latin-violation"),
]


@pytest.mark.parametrize("item,mutant,kind", CASES, ids=[f"{c}@{m}" for c, m, _ in CASES])
def test_witness_found_under_mutant_replays(item, mutant, kind):
    claim = registry.get(f"{KEY}/{item}")
    with MUTANTS[mutant].applied():
        result = claim.run(Context(tier="fast", timeout=30.0))
        assert result.verdict is Verdict.REFUTED and result.witness.kind == kind, result.reason
        doc = witness.witness_doc(claim, result)
        stands, message = replay_under_mutant(doc)
        assert stands, message
    stands, message = replay_under_mutant(doc)
    assert not stands, message


def test_matrix_A_replayers_read_the_printed_matrix_from_the_claim():
    claim = registry.get(f"{KEY}/matrix-A")
    doc = {
        "claim": claim.id,
        "params": {"network": {"topology": "omega", "d": 4, "k": 2}, "M0": "zero"},
        "witness": {"kind": "worked-example", "data": {"item": "A"}},
    }
    assert replay_under_mutant(doc)[0] is False
    with MUTANTS["shift-sign"].applied():
        assert replay_under_mutant(doc)[0] is True
    doc["witness"] = {"kind": "printed-matrix", "data": {"item": "A"}}
    assert replay_under_mutant(doc)[0] is False


def test_fig2b_admissible_replay_checks_the_configuration():
    from alltoall.checkers import brute, replay
    from alltoall.spec.topologies import multistage as ms

    om, base = ms.to_data(ms.build("omega", 3, 3)), ms.to_data(ms.build("baseline", 3, 3))
    conf = brute.admissible(ms.build("omega", 3, 3), list(range(27))).tolist()
    point = {"permutation": list(range(27)), "states": conf}
    replay.load()
    assert replay.REPLAYERS["admissible"](None, {"network": om}, point)[0] is True
    assert replay.REPLAYERS["admissible"](None, {"network": base}, point)[0] is False
    # against the claim an admissible point belongs on baseline (omega is the half where the identity is admissible)
    doc = {
        "claim": f"{KEY}/fig2b-identity-not-admissible",
        "params": {"network": om},
        "witness": {"kind": "admissible", "data": point},
    }
    with pytest.raises(ParameterError, match="outside the domain"):
        replay_under_mutant(doc)
    doc["params"] = {"network": base}
    assert replay_under_mutant(doc)[0] is False


def test_claims_declare_sizes_and_replayable_witness_kinds():
    from alltoall.checkers import replay

    replay.load()
    claims = [c for cid, c in registry.load_all().items() if cid.split("/")[0] in (KEY, "massini-2003")]
    assert len(claims) == 55  # 48 bounded, thm2-every-k, 2 structure claims, cor3, cor4, d-xor, switch-states
    for c in claims:
        assert c.witnesses, f"{c.id} declares no witness kind"
        assert all(k in replay.REPLAYERS for k in c.witnesses), c.id
        assert "_text" not in c.sizes_for("deep"), f"{c.id} still uses the legacy domain text"


def test_loading_the_claim_modules_imports_no_solver():
    import subprocess

    code = (
        "import sys, pkgutil, importlib\n"
        "import alltoall.proofs.claims.liu_chen_chen_2007 as a, alltoall.proofs.claims.massini_2003 as b\n"
        "for p in (a, b):\n"
        "    for i in pkgutil.iter_modules(p.__path__): importlib.import_module(f'{p.__name__}.{i.name}')\n"
        "import alltoall.checkers.min_witnesses\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('z3', 'sympy', 'hypothesis')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
