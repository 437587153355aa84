"""Tests of :mod:`alltoall.checkers.z3.latin` (liu-chen-chen-2007 Theorem 2, Corollary 4 and Lemma 1 decided
by Z3): the proved results' evidence (one query record per network and property, named by both, the Z3
version, the largest network, the SMT-LIB kept per query) and :func:`latin.decode_m0`."""

from __future__ import annotations

import types

import numpy as np
import pytest

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


def test_decode_m0_given_zero_and_too_large():
    net = ms.build("omega", 2, 2)
    assert latin.decode_m0(net, None, "zero").tolist() == [[0, 0], [0, 0]]
    got = latin.decode_m0(net, None, [[1, 0], [0, 1]])
    assert got.dtype == np.int64 and got.tolist() == [[1, 0], [0, 1]]
    big = types.SimpleNamespace(N=latin.DECODE_MAX_N + 1, d=2, k=13)
    assert latin.decode_m0(big, None, "zero") is None
    edge = types.SimpleNamespace(N=latin.DECODE_MAX_N, d=2, k=12)
    assert latin.decode_m0(edge, None, "zero").shape == (2**11, 12)
