"""The Z3 MIN encodings (checkers/z3/min.py) build their symbolic M^0 through the fast builder
(checkers/z3/fastbuild.py); the formula is the same as the plain path's (z3's Python call per
application) and so are the answers (liu-chen-chen-2007 Theorem 2 queries)."""

from __future__ import annotations

import pytest
import z3

from alltoall.checkers.z3 import fastbuild as fb
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import solve
from alltoall.spec.topologies import multistage as ms


@pytest.mark.parametrize("topology", ["omega", "baseline", "butterfly", "reverse-omega"])
@pytest.mark.parametrize("d,m0", [(2, "symbolic"), (2, "zero"), (3, "symbolic")])
def test_fast_builder_builds_the_same_formula(topology, d, m0):
    for k in range(1, 7 if d == 2 else 4):
        net = ms.build(topology, d, k)
        for query, fast in (("latin_rows", fb.latin_rows), ("bijective", fb.bijective)):
            ref = fb.reference_solver(query, net, m0)
            got = fast(net, m0, build_only=True)
            assert fb.same_formula(ref, got), (str(net), query)


def test_fast_builder_same_answers():
    for k in (1, 2, 3, 5):
        net = ms.omega(2, k)
        assert fb.latin_rows(net, "symbolic").status == z3_min.latin_rows(net, "symbolic").status == "unsat"
        assert fb.bijective(net, "symbolic").status == z3_min.bijective(net, "symbolic").status == "unsat"
        for query in ("latin_rows", "bijective"):
            assert solve(fb.reference_solver(query, net, "symbolic"), False).status == "unsat"


def test_min_encoding_uses_the_fast_builder(monkeypatch):
    calls = []
    real = fb.app
    monkeypatch.setattr(z3_min, "_fast_app", lambda f, args: calls.append(len(args)) or real(f, args))
    z3_min.latin_rows(ms.omega(2, 4), "symbolic", build_only=True)
    assert calls and set(calls) == {3}


def test_fast_function_is_z3_function():
    D = z3.BitVecSort(3)
    f, g = fb.function("m", [D] * 5, D), z3.Function("m", *([D] * 5), D)
    assert f.eq(g) and f.arity() == 5 and f.range() == D


def test_fast_app_checks_sorts():
    f = z3.Function("f", z3.BitVecSort(4), z3.BitVecSort(4), z3.BitVecSort(4))
    a, b = z3.BitVec("a", 4), z3.BitVec("b", 4)
    assert fb.app(f, [a, b]).eq(f(a, b))
    with pytest.raises(z3.Z3Exception):
        fb.app(f, [a, z3.BitVec("c", 5)])
