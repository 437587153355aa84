"""Tests of :mod:`alltoall.checkers.z3.latin` (liu-chen-chen-2007 Theorem 2, Corollary 4 and Lemma 1 decided
by Z3): the proved results' evidence (one query record per network and property, named by both, the Z3
version, the largest network, the SMT-LIB kept per query), a timeout that is unknown and never a pass, and
:func:`latin.decode_m0`."""

from __future__ import annotations

import types

import numpy as np
import pytest
from support.z3pins import solver_settings

from alltoall.checkers import brute
from alltoall.checkers.result import Verdict, Witness
from alltoall.checkers.z3 import latin
from alltoall.checkers.z3.core import Z3_VERSION
from alltoall.spec.topologies import multistage as ms


def _witness(net, M0, v):
    raise AssertionError("no witness expected: the Latin properties hold")


def _queries(r):
    return [{k: v for k, v in q.items() if k not in ("seconds", "smt2_sha256")} for q in r.evidence["queries"]]


@pytest.mark.parametrize("m0", ["zero", "symbolic", np.array([[1, 0], [0, 1]])])
def test_latin_square_proved_with_one_record_per_network_and_property(m0):
    nets = [ms.build("omega", 2, 1), ms.build("omega", 2, 2)]
    r = latin.latin_square(nets, m0, 30.0, _witness)
    assert (r.verdict, r.examined) == (Verdict.PROVED, 4)
    assert _queries(r) == [
        {"query": f"{net}/{prop}", "network": str(net), "property": prop, "status": "unsat"}
        for net in nets
        for prop in ("bijective", "latin-rows")
    ]
    assert r.evidence["z3_version"] == Z3_VERSION and r.evidence["largest_N"] == "2^2"
    assert sorted(r.evidence["smt2"]) == sorted(q["query"] for q in _queries(r))
    assert set(r.evidence) == {"z3_version", "largest_N", "queries", "smt2"}


def test_latin_square_of_no_network():
    r = latin.latin_square([], "zero", 30.0, _witness)
    assert (r.verdict, r.examined, r.evidence["largest_N"], r.evidence["queries"]) == (Verdict.PROVED, 0, None, [])


def test_lemma1_proved_with_its_z3_version():
    nets = [ms.build("omega", 2, 2), ms.build("omega", 3, 2)]
    r = latin.lemma1(nets, 30.0, lambda net, M0, hit: Witness("lemma1", {}, {}, str(hit)))
    assert (r.verdict, r.examined) == (Verdict.PROVED, 2)
    assert _queries(r) == [{"query": "d=2 k=2", "status": "unsat"}, {"query": "d=3 k=2", "status": "unsat"}]
    assert r.evidence["z3_version"] == Z3_VERSION
    assert set(r.evidence) == {"z3_version", "queries", "smt2"}
    assert sorted(r.evidence["smt2"]) == ["d=2 k=2", "d=3 k=2"]
    assert all("m0_stage0" in text for text in r.evidence["smt2"].values())  # M^0 symbolic


def test_lemma1_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    latin.lemma1([ms.build("omega", 2, 2)], 2.5, _witness)
    assert seen == [("timeout", 2500)]


def test_lemma1_refuted_by_a_decoded_and_rechecked_m0(monkeypatch):
    """With a stage digit planted that never drives digit 0, Lemma 1 fails on the 2^3 network: the model's
    M^0 is decoded, brute force confirms two rounds with the same row, and the witness gets them."""
    from alltoall.checkers.min_witnesses import lemma1_violation
    from alltoall.spec.algorithms import latin_configurations as lc

    nets = [ms.build("omega", 2, 1), ms.build("omega", 2, 3)]
    got = []

    def witness(net, M0, hit):
        got.append((net, M0, hit))
        return Witness("lemma1", {"d": net.d, "k": net.k}, {"M0": M0.tolist()}, str(hit))

    monkeypatch.setattr(lc, "stage_digit", lambda j, k: min(k - j, k - 1))
    r = latin.lemma1(nets, 30.0, witness)
    assert r.verdict is Verdict.REFUTED
    assert [(q["query"], q["status"]) for q in r.evidence["queries"]] == [("d=2 k=1", "unsat"), ("d=2 k=3", "sat")]
    ((net, M0, hit),) = got
    assert net is nets[1] and M0.shape == (4, 3)
    assert hit == lemma1_violation(M0, 2, 3) and hit


def test_decode_m0_given_zero_and_too_large():
    net = ms.build("omega", 2, 2)
    assert latin.decode_m0(net, None, "zero").tolist() == [[0, 0], [0, 0]]
    for given in ([[1, 0], [0, 1]], np.array([[1, 0], [0, 1]], dtype=np.int32)):
        got = latin.decode_m0(net, None, given)
        assert got.dtype == np.int64 and got.tolist() == [[1, 0], [0, 1]]
    big = types.SimpleNamespace(N=latin.DECODE_MAX_N + 1, d=2, k=13)
    assert latin.decode_m0(big, None, "zero") is None
    edge = types.SimpleNamespace(N=latin.DECODE_MAX_N, d=2, k=12)
    assert latin.decode_m0(edge, None, "zero").shape == (2**11, 12)


def _wired():
    """A 4 x 4 network with identity wirings: every M^x is bijective, but no M^0 makes the rows Latin."""
    return ms.from_wirings("Wired", 2, 4, [ms.identity(2)] * 3)


@pytest.mark.parametrize("m0", ["symbolic", "zero", np.array([[1, 0], [0, 1]])])
def test_latin_square_refuted_by_a_decoded_and_rechecked_m0(m0):
    """The SAT latin-rows query of the second network is decoded into an M^0 (read off the model when
    symbolic) that brute force confirms, and the witness gets that network, M^0 and violation."""
    net = _wired()
    got = []

    def witness(n, M0, v):
        got.append((n, M0, v))
        return Witness("latin-violation", {"N": n.N}, {"M0": M0.tolist()}, v.message)

    r = latin.latin_square([ms.build("omega", 2, 2), net], m0, 30.0, witness)
    assert r.verdict is Verdict.REFUTED
    assert [(q["query"], q["status"]) for q in r.evidence["queries"]] == [
        ("Omega(d=2, k=2)/bijective", "unsat"),
        ("Omega(d=2, k=2)/latin-rows", "unsat"),
        ("Wired(d=2, k=2)/bijective", "unsat"),
        ("Wired(d=2, k=2)/latin-rows", "sat"),
    ]
    ((n, M0, v),) = got
    assert n is net and M0.dtype == np.int64 and M0.shape == (2, 2)
    assert v == brute.latin_violation(net, M0) and v.property == "latin" and v.where["kind"] == "row"
    if not isinstance(m0, str):
        assert M0.tolist() == m0.tolist()
    elif m0 == "zero":
        assert M0.tolist() == [[0, 0], [0, 0]]
    assert r.witness.explanation == v.message


def test_latin_square_queries_use_the_given_m0_and_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    net = ms.build("omega", 2, 2)
    sym = latin.latin_square([net], "symbolic", 2.5, _witness)
    assert seen == [("timeout", 2500), ("timeout", 2500)]
    assert all("m0_stage0" in text for text in sym.evidence["smt2"].values())
    zero = latin.latin_square([net], "zero", 2.5, _witness)
    assert not any("m0_stage0" in text for text in zero.evidence["smt2"].values())
    M0 = np.array([[1, 0], [0, 1]])
    given = latin.latin_square([net], M0, 2.5, _witness)
    assert given.evidence["smt2"] != zero.evidence["smt2"]
