"""Exact lower bounds on R(N) (chou-chen-2010): the weighting CNF against brute force, the DRAT
checker, certificates and their tampering, and the rn_exact claims."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from alltoall.checkers.rn import drat
from alltoall.checkers.rn import weightcnf as wc
from alltoall.spec.topologies import gsen

pysat = pytest.importorskip("pysat")


def _sat(cnf) -> bool:
    from pysat.solvers import Solver

    with Solver(name="cadical153", bootstrap_with=[list(c) for c in cnf.clauses]) as s:
        return s.solve()


def _brute_max(N: int, W) -> int:
    net = gsen.GSEN(N)
    best = 0
    for S in gsen.all_states(net):
        best = max(best, sum(W[i][int(j)] for i, j in enumerate(gsen.realize(net, S))))
    return best


@pytest.mark.parametrize("N,seed", [(4, 0), (4, 1), (6, 2), (6, 3)])
def test_weight_cnf_agrees_with_enumeration(N, seed):
    W = np.random.default_rng(seed).integers(0, 3, (N, N)).tolist()
    top = _brute_max(N, W)
    assert not _sat(wc.weight_cnf(N, W, top))
    assert _sat(wc.weight_cnf(N, W, top - 1))


def test_weight_cnf_is_deterministic():
    W = [[1] * 6 for _ in range(6)]
    assert wc.weight_cnf(6, W, 6).sha256 == wc.weight_cnf(6, W, 6).sha256
    W2 = [row[:] for row in W]
    W2[0][0] = 2
    assert wc.weight_cnf(6, W2, 6).sha256 != wc.weight_cnf(6, W, 6).sha256


def test_drat_checker_accepts_and_rejects():
    cls = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    assert drat.check(cls, ["2 0", "0"]).ok
    assert not drat.check([[1, 2], [-1, 2]], ["2 0", "0"]).ok
    assert not drat.check(cls, []).ok
    # pigeonhole 3 -> 2 with a CaDiCaL proof
    from pysat.solvers import Solver

    php = [[1, 2], [3, 4], [5, 6], [-1, -3], [-1, -5], [-3, -5], [-2, -4], [-2, -6], [-4, -6]]
    with Solver(name="cadical153", bootstrap_with=php, with_proof=True) as s:
        assert not s.solve()
        proof = s.get_proof()
    assert drat.check(php, proof).ok
    assert not drat.check(php, [ln for ln in proof if ln.startswith("d")]).ok


def test_r12_certificate_and_tampering():
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("structural",))
    assert lb.bound == 16, lb.message
    ok, b, _ = exact.check_certificate(lb.certificate, lb.proofs)
    assert ok and b == 16
    bad = dict(lb.certificate, parts=[dict(lb.certificate["parts"][0], threshold=2)])
    assert not exact.check_certificate(bad, lb.proofs)[0]  # digest mismatch
    W = [row[:] for row in lb.certificate["parts"][0]["weights"]]
    i, j = next((i, j) for i in range(12) for j in range(12) if W[i][j] == 0)
    W[i][j] = 1
    assert not exact.check_certificate(
        dict(lb.certificate, parts=[dict(lb.certificate["parts"][0], weights=W)]), lb.proofs
    )[0]
    assert not exact.check_certificate(lb.certificate, [lb.proofs[0][: len(lb.proofs[0]) // 2]])[0]


def test_counting_bound_needs_no_solver():
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(10, target=10, search=("structural",))
    assert lb.bound == 10 and lb.certificate["method"] == "counting"


def test_structural_parts_n20_is_the_switch_block_weighting():
    from alltoall.checkers.rn import exact

    found = {name: (parts, ones) for name, parts, ones in exact.structural_parts(20)}
    name = next(n for n in found if n.startswith("switch-blocks"))
    parts, ones = found[name]
    W, T = exact.combine_weightings(20, parts, ones)
    assert (len(parts), sum(map(sum, W)), T, wc.bound_of(W, T)) == (5, 480, 20, 24)


def test_column_generation_n12():
    pytest.importorskip("ortools")
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("columns",), time_limit=60)
    assert lb.bound == 16, lb.message


def test_certificate_files_roundtrip(tmp_path):
    from alltoall.checkers.rn import exact

    lb = exact.lower_bound(12, target=16, search=("structural",))
    files = exact.write_certificate(lb, tmp_path)
    again = exact.write_certificate(lb, tmp_path / "b")
    assert [f.read_bytes() for f in files] == [f.read_bytes() for f in again]
    cert, proofs = exact.load_certificate(files[0])
    assert exact.check_certificate(cert, proofs)[:2] == (True, 16)


@pytest.mark.parametrize("claim", ["chou-chen-2010/rn-exact-lower-sweep", "chou-chen-2010/thm5.5-lower-exact"])
def test_rn_exact_claims_fast(claim):
    from alltoall.checkers.result import Verdict
    from alltoall.proofs import registry

    (c,) = registry.select([claim])
    r = c.run(registry.Context(tier="fast"))
    assert r.verdict == Verdict.VERIFIED, r


def test_small_exhaustive_r4_r6():
    # R(4) = 4 and R(6) = 6 by enumeration of every configuration: the counting bound is tight
    for N in (4, 6):
        net = gsen.GSEN(N)
        perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
        for k in (N - 1,):
            for combo in itertools.islice(itertools.combinations(sorted(perms), k), 2000):
                cov = {(i, j) for p in combo for i, j in enumerate(p)}
                assert len(cov) < N * N


def test_search_takes_the_exact_lower_bound_when_counting_falls_short(monkeypatch):
    """`alltoall rn` (engine.search with exact=True): with the counting bound withheld, R(12) >= 16
    comes from the exact search, with its weighting certificate."""
    from alltoall.checkers.rn import engine

    plain = engine.establish

    def weak(N, family="none"):
        res = plain(N, family)
        res.update(lower=N, lower_method="counting", meet=False)
        return res

    monkeypatch.setattr(engine, "establish", weak)
    res = engine.search(12, solver="greedy", time_limit=30, steps=0, exact=True)
    assert (res["lower"], res["upper"], res["meet"]) == (16, 16, True)
    assert res["lower_method"] == "weighting (LRAT-checked)" and res["lower_certificate"]["N"] == 12
