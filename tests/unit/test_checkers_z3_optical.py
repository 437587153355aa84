"""Tests of :mod:`alltoall.checkers.z3.optical` (chau-fu-2003): the SMT-LIB the Theorem 1/2 and routing-rule
queries keep as evidence (structural digests), their models by name under seeded spec mutants, Theorem 2's
pass interval, the non-interval schedule's unknown, and Z3's one-pass routings of semi-permutations with their
decoding."""

from __future__ import annotations

import hashlib
import pathlib
import sys

import numpy as np
import pytest

from alltoall.checkers import routing
from alltoall.checkers.z3 import exchange as zx
from alltoall.checkers.z3 import optical as zo
from alltoall.checkers.z3.core import Z3_VERSION
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))

from mutantlib import load_all  # noqa: E402
from support.z3pins import PINNED_Z3, smt2_digest, solver_settings  # noqa: E402

QUERIES = ["theorem1_crosstalk", "theorem1_delivery", "theorem2_coverage", "rule_query"]


DIGESTS = {
    ("theorem1_crosstalk", 4): ("unsat", "e95b28b7f98cb1bf"),
    ("theorem1_crosstalk", 8): ("unsat", "9c32af460ee129d8"),
    ("theorem1_delivery", 4): ("unsat", "190b84c763c5a5e1"),
    ("theorem1_delivery", 8): ("unsat", "90246596f67f4975"),
    ("theorem2_coverage", 4): ("unsat", "7103eaadd55fecec"),
    ("theorem2_coverage", 8): ("unsat", "b71f88b50bdcd4c4"),
    ("rule_query", 4): ("unsat", "21521105a76a57e5"),
    ("rule_query", 8): ("unsat", "381b08b1bcb3f002"),
}


@pytest.mark.parametrize(("query", "N"), [(q, N) for q in QUERIES for N in (4, 8)])
def test_query_smt2_is_pinned(query, N):
    q = getattr(zo, query)(op.OpticalMIN(N), keep_smt2=True)
    assert q.smt2 and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert (q.status, smt2_digest(q.smt2)) == DIGESTS[(query, N)]


@pytest.mark.parametrize("query", QUERIES)
def test_queries_are_unsat_on_the_spec_without_smt2_by_default(query):
    for N in (2, 4, 16):
        q = getattr(zo, query)(op.OpticalMIN(N))
        assert (q.status, q.smt2, q.model, q.reason) == ("unsat", None, {}, None)


SAT = [
    ("cf-modulus-half", "theorem1_crosstalk", {"c", "s", "t"}),
    ("cf-modulus-half", "theorem1_delivery", {"c", "s"}),
    ("cf-bit-off-by-one", "theorem1_delivery", {"c", "s"}),
    ("cf-rule-no-mod", "rule_query", {"s", "d"}),
    ("cf-rule-c-swapped", "rule_query", {"s", "d"}),
]


@pytest.mark.parametrize(("mutant", "query", "keys"), SAT, ids=[f"{m}-{q}" for m, q, _ in SAT])
def test_query_model_is_read_back_by_name(mutant, query, keys):
    with load_all()[mutant].applied():
        q = getattr(zo, query)(op.OpticalMIN(8))
    assert q.status == "sat" and set(q.model) == keys
    assert all(type(v) is int and 0 <= v < 8 for v in q.model.values())
    if "c" in keys:
        assert q.model["c"] >= 1
    if "c1" in keys:
        assert 1 <= q.model["c1"] <= 7 and 1 <= q.model["c2"] <= 7


def test_theorem2_coverage_model_names_the_two_passes(monkeypatch):
    monkeypatch.setattr(op, "shift_destination", lambda N, s, c: (s + 2 * c) % N)
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert q.status == "sat" and set(q.model) == {"s", "c1", "c2"}
    m = q.model
    assert 1 <= m["c1"] <= 7 and 1 <= m["c2"] <= 7 and 0 <= m["s"] < 8
    d1, d2 = (m["s"] + 2 * m["c1"]) % 8, (m["s"] + 2 * m["c2"]) % 8
    assert (m["c1"] != m["c2"] and d1 == d2) or d1 == m["s"]


def test_theorem2_coverage_is_unknown_when_the_passes_are_not_an_interval(monkeypatch):
    monkeypatch.setattr(op, "aape_passes", lambda net: range(1, net.N, 2))
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert (q.status, q.reason) == ("unknown", "the schedule's passes are not the interval lo..hi")
    monkeypatch.setattr(op, "aape_passes", lambda net: range(2, 5))
    q = zo.theorem2_coverage(op.OpticalMIN(8), keep_smt2=True)
    assert (q.status, q.reason) == ("unsat", None)
    assert "(declare-fun c1 () (_ BitVec 5))" in q.smt2


def test_path_follows_the_shift_ports():
    net = op.OpticalMIN(8)
    for c in range(1, 8):
        for s in range(8):
            pos, last = zo._path(net, s, c)
            assert len(pos) == net.stages
            want = [s]
            for j in range(net.stages - 1):
                want.append(op.next_switch(8, j, want[-1], op.shift_port(net.stages, c, j)))
            assert pos == want and last == op.shift_port(net.stages, c, net.stages - 1)


def _semi(pairs, N=8):
    semi = [-1] * N
    for s, t in pairs.items():
        semi[s] = t
    return semi


def _brute_occ(net, semi):
    occ, v = routing.brute_semi(net, semi)
    return None if occ is None or v is not None else occ


@pytest.mark.parametrize("topology", ["omega", "baseline", "butterfly"])
def test_z3_semi_routes_and_decodes_like_brute_force(topology):
    net = ms.build(topology, 2, 3)
    cases = [{0: 5}, {0: 5, 3: 1}, {0: 0, 1: 1}, {1: 6, 6: 1, 4: 2}, {0: 1, 4: 0}, {2: 7, 5: 3, 7: 0, 0: 4}]
    for case in cases:
        semi = _semi(case)
        q, occ = zo.z3_semi(net, semi)
        want = _brute_occ(net, semi)
        assert (q.status == "sat") == (want is not None), (topology, case)
        if q.status == "sat":
            assert occ.dtype == np.int64 and occ.shape == (len(case), net.stages)
            assert occ.tolist() == np.asarray(want).tolist(), (topology, case)
            assert set(q.model) == {f"port_{a}_{j}" for a in range(len(case)) for j in range(net.stages)}
            assert all(0 <= v < 2 for v in q.model.values())
        else:
            assert occ is None and q.status == "unsat"


def test_z3_semi_keeps_smt2_and_names_ports():
    net = ms.build("omega", 2, 2)
    q, occ = zo.z3_semi(net, [2, -1, -1, 1], keep_smt2=True)
    assert q.status == "sat" and q.smt2
    decl = sorted(line for line in q.smt2.splitlines() if line.startswith("(declare-fun"))
    assert decl == [f"(declare-fun port_{a}_{j} () (_ BitVec 5))" for a in range(2) for j in range(2)]
    q, occ = zo.z3_semi(net, [2, -1, -1, 1])
    assert q.smt2 is None and q.free == {f"port_{a}_{j}": "BitVec(5)" for a in range(2) for j in range(2)}
    q, occ = zo.z3_semi(net, [-1, -1, -1, -1])
    assert q.status == "sat" and occ.shape == (0, 2)


def test_z3_semi_distrusts_a_model_that_does_not_deliver(monkeypatch):
    net = ms.build("omega", 2, 2)
    real = zo.solve if hasattr(zo, "solve") else None
    from alltoall.checkers.z3 import core

    orig = core.Encoding.check

    def wrong_ports(self, keep_smt2):
        q = orig(self, keep_smt2)
        q.model = {k: 1 - v for k, v in q.model.items()}
        return q

    monkeypatch.setattr(core.Encoding, "check", wrong_ports)
    q, occ = zo.z3_semi(net, [2, -1, -1, -1])
    assert (q.status, q.reason) == ("unknown", "the decoded model does not deliver; not trusted")
    assert occ is not None and occ.shape == (1, 2)
    del real


@pytest.mark.parametrize("query", QUERIES)
def test_queries_default_to_a_60_s_timeout(monkeypatch, query):
    seen = solver_settings(monkeypatch)
    getattr(zo, query)(op.OpticalMIN(4))
    getattr(zo, query)(op.OpticalMIN(4), 2.5)
    assert seen == [("timeout", 60000), ("timeout", 2500)]


def test_z3_semi_defaults_to_a_60_s_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    net = ms.build("omega", 2, 2)
    zo.z3_semi(net, [2, -1, -1, 1])
    zo.z3_semi(net, [2, -1, -1, 1], 2.5)
    assert seen == [("timeout", 60000), ("timeout", 2500)]


def test_z3_semi_width_holds_a_line_times_the_degree():
    net = ms.build("omega", 4, 2)  # N d = 64: 63 needs 6 bits, + 2
    semi = [-1] * 16
    semi[0], semi[5] = 9, 2
    q, occ = zo.z3_semi(net, semi, keep_smt2=True)
    assert "(declare-fun port_0_0 () (_ BitVec 8))" in q.smt2
    want = _brute_occ(net, semi)
    assert (q.status == "sat") == (want is not None)
    if want is not None:
        assert occ.tolist() == np.asarray(want).tolist()
        assert all(0 <= v < 4 for v in q.model.values())


def _q(g, sends, hops):
    q = zx.contention_query(g, sends, hops, 60, keep_smt2=False)
    return q.status, q.model


def _step(g, paths_nodes):
    src = np.array([p[0] for p in paths_nodes], dtype=np.int64)
    dst = np.array([p[-1] for p in paths_nodes], dtype=np.int64)
    hops = len(paths_nodes[0]) - 1
    paths = np.array([[g.channel(p[h], p[h + 1]) for h in range(hops)] for p in paths_nodes], dtype=np.int64)
    paths = paths.reshape(len(paths_nodes), hops)
    tid = np.arange(len(paths_nodes), dtype=np.int64)
    return liu_gu.ArrayStep(src, dst, paths, tid.copy(), tid)


def test_theorem2_coverage_bounds_both_passes_by_the_schedule(monkeypatch):
    # passes 2..4 with a destination (s + c) mod 5: distinct, never s; passes 5..7 would fail
    monkeypatch.setattr(op, "aape_passes", lambda net: range(2, 5))
    monkeypatch.setattr(op, "shift_destination", lambda N, s, c: (s + c) % 5)
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert (q.status, q.model) == ("unsat", {})
    monkeypatch.setattr(op, "aape_passes", lambda net: range(2, 8))
    q = zo.theorem2_coverage(op.OpticalMIN(8))
    assert q.status == "sat" and max(q.model["c1"], q.model["c2"]) >= 5  # only a pass beyond 4 fails
