"""Z3 and brute force agree on every small MIN instance (N <= 64), including failing ones."""

from __future__ import annotations

import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import brute  # noqa: E402
from alltoall.checkers.z3 import min as z3_min  # noqa: E402
from alltoall.spec.algorithms import latin_configurations as lc  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402

MUTANTS = load_all()
SIZES = [(d, k) for d in (2, 3, 4, 5) for k in range(1, 7) if d**k <= 64]
SPEC_VARIANTS = [None, "wiring-identity", "wiring-swap", "digit-off-by-one", "xor-digits", "shift-sign"]


def _brute_bijective(net, M0):
    return brute.configurations_bijective(brute.outputs_per_round(net, M0)) is None


def _brute_latin_rows(net, M0):
    from alltoall.checkers import properties as props

    return props.latin(brute.latin_matrix(net, M0)) is None


def _some_breaks_latin_rows(net, M0s, batch=512):
    """``any(not _brute_latin_rows(net, M0) for M0 in M0s)``, routing a batch of M^0s per call (the spec's
    configurations and routing keep leading batch axes): the 4096 M^0s of a 3-stage 8 x 8 network in 8
    calls, not 4096."""
    from alltoall.checkers import properties as props

    M0s = np.stack(list(M0s))
    for start in range(0, len(M0s), batch):
        for outs in brute.outputs_per_round(net, M0s[start : start + batch]):
            if props.latin(brute.arrivals_matrix(outs)) is not None:
                return True
    return False


def test_batched_brute_force_answers_as_one_by_one():
    """The batched sweep of the symbolic-M^0 test says what the M^0-by-M^0 one says, failing networks
    included (a wired identity network, and omega under every spec variant)."""
    nets = [ms.from_wirings("Wired", 2, 8, [ms.identity(3)] * 4), ms.build("omega", 2, 2)]
    for variant in SPEC_VARIANTS:
        with _variant(variant):
            for net in nets + [ms.build("omega", 2, 3)]:
                M0s = list(brute.all_shift_matrices(net.switches, net.stages, 2))[:300]
                want = any(not _brute_latin_rows(net, M0) for M0 in M0s)
                assert _some_breaks_latin_rows(net, M0s, batch=64) == want, (variant, str(net))


def _variant(name):
    import contextlib

    return MUTANTS[name].applied() if name else contextlib.nullcontext()


@pytest.mark.parametrize("variant", SPEC_VARIANTS)
@pytest.mark.parametrize("d,k", SIZES)
def test_z3_digit_mode_agrees_with_brute(d, k, variant):
    rng = np.random.default_rng(d * 100 + k)
    with _variant(variant):
        for name in ms.TOPOLOGIES:
            net = ms.build(name, d, k)
            for M0 in (lc.initial_zero(d, k), rng.integers(0, d, size=(net.switches, k))):
                zb = z3_min.bijective(net, M0).status
                zl = z3_min.latin_rows(net, M0).status
                assert (zb == "unsat") == _brute_bijective(net, M0), (name, d, k, variant, "bijective")
                assert (zl == "unsat") == _brute_latin_rows(net, M0), (name, d, k, variant, "latin")


@pytest.mark.parametrize("variant", SPEC_VARIANTS)
@pytest.mark.parametrize("d,k", [(2, 1), (2, 2), (2, 3), (3, 1)])
def test_z3_symbolic_m0_agrees_with_every_m0(d, k, variant):
    """With M^0 symbolic, Z3 says SAT exactly when some concrete M^0 breaks Latin rows."""
    with _variant(variant):
        for name in ms.TOPOLOGIES:
            net = ms.build(name, d, k)
            some_fails = _some_breaks_latin_rows(net, brute.all_shift_matrices(net.switches, k, d))
            assert (z3_min.latin_rows(net, "symbolic").status == "sat") == some_fails, (name, d, k, variant)


@pytest.mark.parametrize("d,k", [(2, 2), (2, 3), (2, 4), (3, 2), (4, 2)])
def test_z3_table_mode_agrees_with_brute(d, k):
    rng = np.random.default_rng(k)
    nets = [ms.build(name, d, k) for name in ms.TOPOLOGIES]
    nets.append(
        ms.from_wirings("Wired", d, d**k, [ms.LineTable(tuple(rng.permutation(d**k).tolist())) for _ in range(k + 1)])
    )
    for net in nets:
        M0 = lc.initial_zero(d, k)
        assert (z3_min.latin_rows_table(net, M0).status == "unsat") == _brute_latin_rows(net, M0), str(net)


def test_z3_sat_model_is_rechecked_by_brute_force():
    net = ms.from_wirings("Wired", 2, 4, [ms.identity(2)] * 3)
    q = z3_min.latin_rows(net, "zero")
    assert q.status == "sat"
    s = sum(v * 2**i for i, v in enumerate(q.model["s"]))
    x = sum(v * 2**i for i, v in enumerate(q.model["x"]))
    y = sum(v * 2**i for i, v in enumerate(q.model["y"]))
    outs = brute.outputs_per_round(net, lc.initial_zero(2, 2))
    assert x != y and outs[x, s] == outs[y, s]


def test_a_sat_model_refutes_only_when_brute_force_confirms_it(monkeypatch):
    from alltoall.checkers.result import Verdict
    from alltoall.proofs.claims.liu_chen_chen_2007._checks import z3_latin

    net = ms.from_wirings("Wired", 2, 4, [ms.identity(2)] * 3)
    r = z3_latin([net], "zero", timeout=60)
    assert r.verdict is Verdict.REFUTED and r.witness.kind == "latin-violation"
    monkeypatch.setattr(brute, "latin_violation", lambda net, M0: None)  # brute force sees nothing wrong
    r = z3_latin([net], "zero", timeout=60)
    assert r.verdict is Verdict.UNKNOWN and "does not confirm" in r.reason and r.witness is None


def test_lemma1_sat_model_is_decoded_and_rechecked():
    from alltoall.checkers.min_witnesses import lemma1_violation
    from alltoall.checkers.result import Verdict
    from alltoall.checkers.z3 import latin
    from alltoall.proofs.claims.liu_chen_chen_2007.sect3_latin import _lemma1_witness

    with _variant("digit-off-by-one"):
        net = ms.build("omega", 2, 3)
        assert z3_min.lemma1(net, "symbolic").status == "sat"
        r = latin.lemma1([net], 60.0, witness=_lemma1_witness)
        assert r.verdict is Verdict.REFUTED and r.witness.kind == "lemma1"
        assert lemma1_violation(lc.initial_zero(2, 3), 2, 3) is not None
