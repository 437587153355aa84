"""Tests of :mod:`alltoall.checkers.z3.gsen` (chou-chen-2010, Lemmas 3.3-3.7): the SMT-LIB text each lemma's
query keeps as evidence, its answers on the spec and on seeded spec mutants (the model read back by name and
re-checked by brute force), the unsigned wrapper and the sweep's result."""

from __future__ import annotations

import hashlib
import pathlib
import sys

import pytest
import z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import gsen as zg
from alltoall.checkers.z3.core import Z3_VERSION, recording
from alltoall.spec.topologies import gsen

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))

from mutantlib import load_all  # noqa: E402
from support.z3pins import PINNED_Z3, smt2_digest, solver_settings  # noqa: E402

DIGESTS = {
    ("lemma3.3", 6): "d86de7afcd7736a9",
    ("lemma3.4", 6): "9bb549cdb06be3a7",
    ("lemma3.5", 6): "d3f7b94b6300d0b7",
    ("lemma3.6", 6): "b810bcf816f416d1",
    ("lemma3.7", 6): "6115a949ec19c6f6",
    ("lemma3.3", 10): "674945dc44663e80",
    ("lemma3.4", 10): "83adac9e078f1aba",
    ("lemma3.5", 10): "135790dfa08f2014",
    ("lemma3.6", 10): "7f14fe4d380c1771",
    ("lemma3.7", 10): "24c2ec3f8e2329e3",
}


@pytest.mark.parametrize(("name", "N"), sorted(DIGESTS))
def test_lemma_query_smt2_is_pinned(name, N):
    q = zg.QUERIES[name](gsen.GSEN(N), keep_smt2=True)
    assert q.status == "unsat" and q.model == {} and q.reason is None
    assert q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    w = 2 * gsen.GSEN(N).n + 2
    assert f"(declare-fun i () (_ BitVec {w}))" in q.smt2
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert smt2_digest(q.smt2) == DIGESTS[(name, N)]


@pytest.mark.parametrize("name", sorted(zg.QUERIES))
def test_lemma_queries_are_unsat_on_the_spec_without_smt2_by_default(name):
    for N in (2, 4, 8, 12):
        q = zg.QUERIES[name](gsen.GSEN(N))
        assert (q.status, q.smt2, q.smt2_sha256, q.model) == ("unsat", None, "", {})


def test_lemma_queries_hand_each_decided_query_to_an_active_recording():
    """What ``alltoall recheck`` re-decides: each lemma query with its SMT-LIB text, kept or not in the query."""
    net = gsen.GSEN(6)
    with recording() as rec:
        dropped = zg.lemma33(net)
        kept = zg.lemma33(net, keep_smt2=True)
    assert (dropped.smt2, kept.status) == (None, "unsat")
    assert rec[1] == {"smt2": kept.smt2, "z3": "unsat", "sha256": kept.smt2_sha256}
    assert len(rec) == 2 and rec[0]["z3"] == "unsat" and smt2_digest(rec[0]["smt2"]) == smt2_digest(kept.smt2)


def _check33(net, m):
    d, B, _ = gsen.trace_tag(net.N, net.n, m["i"], m["F"])
    return d != (m["i"] * net.tags + m["F"]) % net.N or B != (m["i"] * net.tags + m["F"]) // net.N


def _check34(net, m):
    i, F, C = m["i"], m["F"], m["C"]
    _, B, ins = gsen.trace_tag(net.N, net.n, i, F)
    sets_up = all((ins[s] ^ gsen.tag_bit(F, net.n, s)) == gsen.config_bit(C, net.n, s) for s in range(net.n))
    return sets_up and (B ^ F) != C


def _check35(net, m):
    i, F, G = m["i"], m["F"], m["G"]
    d = gsen.trace_tag(net.N, net.n, i, F)[0]
    inside = net.tags - net.N <= F < net.N
    partner = F + net.N if F < net.tags - net.N else F - net.N
    if inside:
        return G != F and gsen.trace_tag(net.N, net.n, i, G)[0] == d
    return gsen.trace_tag(net.N, net.n, i, partner)[0] != d


def _check36(net, m):
    h = net.tags // 2
    return gsen.trace_tag(net.N, net.n, m["i"], h)[1] != gsen.trace_tag(net.N, net.n, m["i"], h + 1)[1]


def _check37(net, m):
    i, F = m["i"], m["F"]
    B = [gsen.trace_tag(net.N, net.n, x, F)[1] for x in range(net.N)]
    return i >= 1 and (not B[i - 1] + 1 <= B[i] <= B[i - 1] + 2 or B[0] > 1 or B[-1] < net.tags - 2)


SAT_CASES = [  # (spec mutant, lemma, model keys, brute-force re-check)
    ("gsen-shuffle-rotated", "lemma3.3", {"i", "F"}, _check33),
    ("gsen-tag-bit-lsb", "lemma3.3", {"i", "F"}, _check33),
    ("gsen-tag-bit-lsb", "lemma3.4", {"i", "F", "C"}, _check34),
    ("gsen-config-bit-lsb", "lemma3.4", {"i", "F", "C"}, _check34),
    ("gsen-shuffle-rotated", "lemma3.5", {"i", "F", "G"}, _check35),
    ("gsen-tag-bit-lsb", "lemma3.5", {"i", "F", "G"}, _check35),
    ("gsen-tag-bit-lsb", "lemma3.6", {"i"}, _check36),
    ("gsen-shuffle-rotated", "lemma3.7", {"i", "F"}, _check37),
    ("gsen-stages-plus-one", "lemma3.7", {"i", "F"}, _check37),
]


@pytest.mark.parametrize(("mutant", "name", "keys", "check"), SAT_CASES, ids=[f"{m}-{n}" for m, n, _, _ in SAT_CASES])
def test_lemma_query_model_is_read_back_by_name_and_rechecks(mutant, name, keys, check):
    with load_all()[mutant].applied():
        for N in (6, 10):
            net = gsen.GSEN(N)
            q = zg.QUERIES[name](net)
            assert q.status == "sat" and q.reason is None and set(q.model) == keys
            assert all(type(v) is int for v in q.model.values())
            assert 0 <= q.model["i"] < N and all(0 <= q.model[k] < net.tags for k in keys - {"i"})
            assert check(net, q.model)


def test_lemma_query_timeout_gives_unknown_with_the_reason():
    q = zg.lemma35(gsen.GSEN(1000), timeout=0.001)
    assert (q.status, q.reason, q.model) == ("unknown", "timeout", {})
    assert 0 <= q.seconds < 5


def test_u_keeps_floor_division_and_its_type_under_every_operator():
    a = zg.U(z3.BitVecVal(13, 5))
    val = lambda u: z3.simplify(u.t).as_long()  # noqa: E731
    assert isinstance(a // 4, zg.U) and val(a // 4) == 3
    assert val(a // zg.U(z3.BitVecVal(5, 5))) == 2
    assert val(zg.U(z3.BitVecVal(30, 5)) // 7) == 4  # unsigned: 30, not -2
    results = {
        "+": (a + 3, 16),
        "r+": (3 + a, 16),
        "-": (a - 3, 10),
        "r-": (20 - a, 7),
        "*": (a * 2, 26),
        "r*": (2 * a, 26),
        "%": (a % 4, 1),
        ">>": (a >> 2, 3),
        "&": (a & 6, 4),
        "r&": (6 & a, 4),
        "|": (a | 2, 15),
        "r|": (2 | a, 15),
        "^": (a ^ 1, 12),
        "r^": (1 ^ a, 12),
        "<<": (a << 1, 26),
        "~": (~a, 18),
    }
    for op, (u, want) in results.items():
        assert isinstance(u, zg.U), op
        assert val(u) == want, op
    assert val((a + 3) // 2) == 8


def test_sweep_proves_with_the_largest_smt2():
    r = zg.sweep(zg.lemma33, (2, 4, 6), 60)
    assert r.verdict is Verdict.PROVED
    want = zg.lemma33(gsen.GSEN(6), keep_smt2=True).smt2
    assert set(r.evidence) == {"largest_N", "instances", "z3", "smt2_largest"}
    assert (r.evidence["largest_N"], r.evidence["instances"], r.evidence["z3"]) == (6, 3, Z3_VERSION)
    assert isinstance(r.evidence["smt2_largest"], str)
    assert smt2_digest(r.evidence["smt2_largest"]) == smt2_digest(want)
    r = zg.sweep(zg.lemma36, iter([8]), 60)
    assert (
        r.evidence["largest_N"] == 8
        and r.evidence["instances"] == 1
        and r.evidence["smt2_largest"].startswith("; benchmark")
    )


def test_sweep_stops_at_the_first_sat_answer():
    with load_all()["gsen-stages-plus-one"].applied():
        r = zg.sweep(zg.lemma37, [2, 4, 6, 8], 60)
    assert r.verdict is Verdict.UNKNOWN
    assert set(r.evidence) == {"N", "model"} and set(r.evidence["model"]) == {"i", "F"}
    N = r.evidence["N"]
    assert r.reason == f"lemma37(N={N}): sat {r.evidence['model']}"
    r = zg.sweep(zg.lemma35, [1000], 0.001)
    assert r.verdict is Verdict.UNKNOWN and r.reason == "lemma35(N=1000): unknown timeout"
    assert r.evidence == {"N": 1000, "model": {}}


@pytest.mark.parametrize("name", sorted(zg.QUERIES))
def test_lemma_queries_default_to_a_60_s_timeout(monkeypatch, name):
    seen = solver_settings(monkeypatch)
    zg.QUERIES[name](gsen.GSEN(4))
    zg.QUERIES[name](gsen.GSEN(4), timeout=2.5)
    zg.QUERIES[name](gsen.GSEN(4), timeout=0.0004)
    assert seen == [("timeout", 60000), ("timeout", 2500), ("timeout", 1)]
    seen.clear()
    zg.sweep(zg.QUERIES[name], [2, 4], 1.5)
    assert seen == [("timeout", 1500)] * 2
