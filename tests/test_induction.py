"""liu-chen-chen-2007 Theorem 2 for every k: the base case, the step, the stage-digit split, the recursive
structure of the spec's networks, the step's SMT-LIB file, and the mutants that break the step."""

from __future__ import annotations

import importlib.util
import itertools
import pathlib
import sys

import numpy as np
import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import induction as ind
from alltoall.proofs.registry import Claim, Context, Source
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import recursive

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def _pending_claims() -> dict[str, Claim]:
    path = ROOT / "proofs" / "claims" / "_pending" / "liu_chen_chen_2007_every_k.py"
    if not path.exists():  # moved into the paper's package: registered there
        from alltoall.proofs import registry

        claims = registry.load_all()
        return {cid.split("/")[1]: c for cid, c in claims.items() if cid.split("/")[1] in ("thm2-every-k", "thm2-recursive-structure")}
    spec = importlib.util.spec_from_file_location("_every_k_pending", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = {}
    for item, kw in mod.CLAIMS.items():
        kw = dict(kw)
        check = kw.pop("check")
        out[item] = Claim(id=f"liu-chen-chen-2007/{item}", source=Source("liu-chen-chen-2007", kw.pop("source")), check=check, **kw)
    return out


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
@pytest.mark.parametrize("d", [None, 3])
def test_thm2_every_k_step_is_unsat(pattern, prop, d):
    assert ind.step_query(pattern, prop, d, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
def test_thm2_every_k_step_needs_the_hypothesis(pattern, prop):
    assert ind.step_query(pattern, prop, 2, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("prop", ind.PROPERTIES)
@pytest.mark.parametrize("d", [None, 2])
def test_thm2_every_k_base_case(prop, d):
    assert ind.base_query(prop, d, keep_smt2=False).status == "unsat"


def test_thm2_every_k_stage_digits_form_a_permutation():
    assert {n: q.status for n, q in ind.stage_digit_queries(keep_smt2=False).items()} == {
        "stage-digit-injective": "unsat", "stage-digit-in-range": "unsat"}
    assert ind.stage_digit_violation(64) is None


def test_digit_off_by_one_breaks_the_step():
    with MUTANTS["digit-off-by-one"].applied():
        with pytest.raises(Exception):
            ind.stage_digit_queries(keep_smt2=False)  # min() of symbolic integers
        v = ind.stage_digit_violation(64)
    assert v == {"n": 2, "stages": [0, 1], "digit": 1, "digits": [1, 1]}


def test_xor_digits_breaks_the_step():
    with MUTANTS["xor-digits"].applied():
        assert ind.step_query("first", "rows", 3, keep_smt2=False).status == "sat"  # with a model: the step is broken
        assert ind.step_query("last", "rows", 3, keep_smt2=False).status == "sat"


def test_step_smt2_file_is_current():
    path = ROOT / ind.STEP_SMT2
    assert path.read_text() == ind.step_smt2(ind.step_queries()), f"stale: run python -m alltoall.checkers.z3.induction"


# --- the recursive structure (no solver) -------------------------------------------------------


@pytest.mark.parametrize("topology", list(ms.TOPOLOGIES))
def test_thm2_recursive_structure_named_networks(topology):
    for k in range(1, 24):
        assert recursive.split(ms.build(topology, 3, k + 1), ms.build(topology, 3, k)) is not None, (topology, k)


def test_wiring_swap_breaks_the_structure():
    with MUTANTS["wiring-swap"].applied():
        assert recursive.split(ms.omega(2, 3), ms.omega(2, 2)) is None


def _latin_for(net: ms.MIN, M0s) -> bool:
    for M0 in M0s:
        outs = ms.route_shift(net, lc.configurations(M0, net.d, net.k))
        N = net.N
        if not (np.sort(outs, axis=1) == np.arange(N)).all() or not (np.sort(outs, axis=0) == np.arange(N)[:, None]).all():
            return False
    return True


def test_split_is_sound_on_every_small_digit_network():
    """Every 3-stage, 3-digit digit-permutation network that splits onto a 2-stage network that is Latin for
    every M^0 is itself Latin (sampled M^0); and the split finds the named networks among them."""
    rng = np.random.default_rng(7)
    perms3 = [ms.DigitPermutation(p) for p in itertools.permutations(range(3))]
    perms2 = [ms.DigitPermutation(p) for p in itertools.permutations(range(2))]
    smalls = []
    for inner in perms2:
        small = ms.from_wirings("S", 2, 4, [ms.identity(2), inner, ms.identity(2)])
        if _latin_for(small, list(np.array(list(itertools.product((0, 1), repeat=4))).reshape(-1, 2, 2))):
            smalls.append(small)
    found = 0
    for w1, w2 in itertools.product(perms3, repeat=2):
        big = ms.from_wirings("B", 2, 8, [ms.identity(3), w1, w2, ms.identity(3)])
        if any(recursive.split(big, s) for s in smalls):
            found += 1
            assert _latin_for(big, rng.integers(0, 2, size=(24, 4, 3))), big
    assert found >= 2


# --- the claims (fast tier) ----------------------------------------------------------------------


def test_thm2_every_k_claim_proved():
    c = _pending_claims()["thm2-every-k"]
    r = c.run(Context(tier="fast"))
    assert r.verdict is Verdict.PROVED, r.reason
    assert r.evidence["smt2"] and all(q["status"] == "unsat" for q in r.evidence["queries"].values())


def test_thm2_recursive_structure_claim_verified():
    r = _pending_claims()["thm2-recursive-structure"].run(Context(tier="fast"))
    assert r.verdict is Verdict.VERIFIED, r.reason


@pytest.mark.parametrize("pattern", ind.PATTERNS)
def test_thm2_every_k_step_with_forall_hypothesis(pattern):
    assert ind.step_query(pattern, "rows", None, keep_smt2=False, ground=False).status == "unsat"
