"""Engine-level behaviour: timeouts are unknown, results combine as specified, evidence is kept."""

import numpy as np

from alltoall.checkers.result import Verdict, combine, proved, unknown, verified
from alltoall.checkers.z3 import min as z3_min
from alltoall.proofs.claims.liu_chen_chen_2007._checks import z3_latin
from alltoall.spec.topologies import multistage as ms


def test_z3_timeout_is_unknown_never_a_pass():
    r = z3_latin([ms.build("omega", 2, 512)], "symbolic", timeout=0.001)  # 4 s to prove: the 1 ms timer fires first
    assert r.verdict is Verdict.UNKNOWN and "timeout" in r.reason


def test_unsat_queries_keep_their_smt2():
    r = z3_latin([ms.build("omega", 2, k) for k in (1, 2, 3)], "symbolic", timeout=60)
    assert r.verdict is Verdict.PROVED
    assert r.evidence["z3_version"] == z3_min.Z3_VERSION
    assert any("(check-sat)" in text for text in r.evidence["smt2"].values())


def test_combine_unknown_beats_verified_and_refuted_beats_all():
    assert combine([("a", proved(examined=1)), ("b", verified(examined=1))]).verdict is Verdict.VERIFIED
    assert combine([("a", proved(examined=1)), ("b", unknown("t/o"))]).verdict is Verdict.UNKNOWN
    assert combine([("a", proved(examined=1)), ("b", proved(examined=1))]).verdict is Verdict.PROVED


def test_lemma1_encoding_agrees_with_brute_force():
    from alltoall.spec.algorithms import latin_configurations as lc

    for d, k in [(2, 1), (2, 3), (3, 2), (4, 2)]:
        confs = lc.configurations(lc.initial_zero(d, k), d, k)
        brute_ok = len({tuple(r) for r in confs[:, 0, :].tolist()}) == d**k
        assert (z3_min.lemma1(ms.build("omega", d, k)).status == "unsat") == brute_ok


def test_decode_symbolic_m0_from_a_sat_model():
    net = ms.from_wirings("Wired", 2, 4, [ms.identity(2)] * 3)
    q = z3_min.latin_rows(net, "symbolic")
    assert q.status == "sat"
    M0 = z3_min.decode_m0(q, net)
    assert M0.shape == (2, 2) and set(np.unique(M0)) <= {0, 1}
