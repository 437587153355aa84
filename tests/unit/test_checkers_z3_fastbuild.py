"""Tests of :mod:`alltoall.checkers.z3.fastbuild`: one-call applications and declarations equal z3's own, the
fast query builders pass every argument through, the reference solver is the plain path, and the fast builder
builds the plain path's formula with its answers on the MIN queries (liu-chen-chen-2007 Theorem 2)."""

from __future__ import annotations

import numpy as np
import pytest
import z3
from support.z3pins import solver_settings

from alltoall.checkers.z3 import fastbuild as fb
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import solve
from alltoall.spec.topologies import multistage as ms


def test_function_equals_z3_function():
    B3, B5 = z3.BitVecSort(3), z3.BitVecSort(5)
    f = fb.function("m0_stage7", [B3, B5], B3)
    g = z3.Function("m0_stage7", B3, B5, B3)
    assert f.eq(g) and f.name() == "m0_stage7" and f.arity() == 2
    assert [f.domain(i) for i in range(2)] == [B3, B5] and f.range() == B3
    assert f.ctx is B3.ctx
    c = fb.function("k0", [], z3.BoolSort())
    assert c.eq(z3.Function("k0", z3.BoolSort())) and c.arity() == 0
    ctx = z3.Context()
    h = fb.function("h", [z3.BitVecSort(2, ctx)], z3.BitVecSort(4, ctx))
    assert h.ctx is ctx and h.eq(z3.Function("h", z3.BitVecSort(2, ctx), z3.BitVecSort(4, ctx)))


def test_app_equals_the_python_call_and_checks_sorts():
    B3 = z3.BitVecSort(3)
    f = z3.Function("f", B3, B3, B3)
    x, y = z3.BitVec("x", 3), z3.BitVec("y", 3)
    assert fb.app(f, [x, y]).eq(f(x, y))
    assert fb.app(f, (y, x)).eq(f(y, x)) and not fb.app(f, [y, x]).eq(f(x, y))
    k = z3.Function("k", B3)
    assert fb.app(k, []).eq(k())
    g = z3.Function("g", B3, B3)
    assert fb.app(g, [x + 1]).eq(g(x + 1))
    assert isinstance(fb.app(g, [x]), z3.BitVecRef)
    with pytest.raises(z3.Z3Exception):
        fb.app(g, [z3.BitVec("w", 4)])
    ctx = z3.Context()
    h = z3.Function("h", z3.BitVecSort(2, ctx), z3.BitVecSort(2, ctx))
    a = z3.BitVec("a", 2, ctx)
    assert fb.app(h, [a]).ctx is ctx and fb.app(h, [a]).eq(h(a))


def test_query_lookup_and_its_error():
    mod, build = fb._query("latin_rows")
    assert mod is z3_min and build is z3_min.latin_rows
    assert fb._query("bijective") == (z3_min, z3_min.bijective)
    with pytest.raises(ValueError) as e:
        fb._query("lemma1")
    assert str(e.value) == "unknown query 'lemma1': expected 'latin_rows' or 'bijective'"


@pytest.mark.parametrize("name", ["latin_rows", "bijective"])
def test_fast_builders_pass_every_argument(name, monkeypatch):
    seen = []

    def spy(net, m0, timeout, keep_smt2, build_only=False):
        seen.append((net, m0, timeout, keep_smt2, build_only))
        return "built"

    monkeypatch.setattr(z3_min, name, spy)
    f = getattr(fb, name)
    net = ms.build("omega", 2, 2)
    assert f(net) == "built"
    assert f(net, "symbolic", 7.0, True, build_only=True) == "built"
    assert seen == [(net, "zero", 60.0, False, False), (net, "symbolic", 7.0, True, True)]


@pytest.mark.parametrize("name", ["latin_rows", "bijective"])
def test_fast_builders_answer_and_keep_smt2(name):
    net = ms.build("omega", 2, 3)
    f = getattr(fb, name)
    q = f(net, "symbolic", keep_smt2=True)
    assert q.status == "unsat" and q.smt2 and "m0_stage2" in q.smt2
    assert f(net).smt2 is None
    s = f(net, "symbolic", build_only=True)
    assert isinstance(s, z3.Solver) and fb.same_formula(s, fb.reference_solver(name, net, "symbolic"))


@pytest.mark.parametrize("name", ["latin_rows", "bijective"])
def test_reference_solver_is_the_plain_path(name, monkeypatch):
    net = ms.build("baseline", 2, 3)
    ref = fb.reference_solver(name, net, "symbolic")
    assert isinstance(ref, z3.Solver)
    plain = getattr(z3_min, name)(net, "symbolic", build_only=True, encoding=z3_min._PlainEncoding)
    assert fb.same_formula(ref, plain)
    assert fb.same_formula(fb.reference_solver(name, net), getattr(z3_min, name)(net, "zero", build_only=True))
    M0 = np.ones((4, 3), dtype=np.int64)
    assert fb.same_formula(fb.reference_solver(name, net, M0), getattr(z3_min, name)(net, M0, build_only=True))
    seen = []
    real = z3_min._PlainEncoding.__init__

    def spy(self, n, m, t):
        seen.append(t)
        real(self, n, m, t)

    monkeypatch.setattr(z3_min._PlainEncoding, "__init__", spy)
    fb.reference_solver(name, net, "symbolic", timeout=3.5)
    fb.reference_solver(name, net, "symbolic")
    assert seen == [3.5, 60.0]


def test_reference_solver_of_a_table_network_uses_the_default_encoding():
    net = ms.from_wirings("Tab", 2, 4, [ms.LineTable((0, 2, 1, 3))] * 3)
    ref = fb.reference_solver("latin_rows", net)
    assert fb.same_formula(ref, z3_min.latin_rows(net, build_only=True))  # table mode: no plain digit path
    assert str(ref.check()) == "unsat"
    with pytest.raises(ValueError):
        fb.reference_solver("lemma1", ms.build("omega", 2, 2))


def test_same_formula_compares_length_order_and_terms():
    x = z3.BitVec("x", 3)
    a, b, c = z3.Solver(), z3.Solver(), z3.Solver()
    a.add(x == 1, x != 2)
    b.add(x == 1, x != 2)
    c.add(x != 2, x == 1)
    assert fb.same_formula(a, b) is True
    assert fb.same_formula(a, c) is False
    d = z3.Solver()
    d.add(x == 1)
    assert fb.same_formula(a, d) is False and fb.same_formula(d, a) is False
    e = z3.Solver()
    e.add(x == 1, x != 3)
    assert fb.same_formula(a, e) is False
    assert fb.same_formula(z3.Solver(), z3.Solver()) is True


def test_builders_default_to_a_60_s_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    net = ms.build("omega", 2, 2)
    fb.latin_rows(net)
    fb.bijective(net)
    fb.reference_solver("latin_rows", net)
    fb.reference_solver("bijective", net, "symbolic")
    fb.latin_rows(net, "zero", 2.5)
    fb.bijective(net, "zero", 1.5)
    fb.reference_solver("latin_rows", net, "zero", 3)
    assert seen == [("timeout", 60000)] * 4 + [("timeout", 2500), ("timeout", 1500), ("timeout", 3000)]


# --- the fast builder on the MIN queries -----------------------------------------------------------------
# The Z3 MIN encodings (checkers/z3/min.py) build their symbolic M^0 through the fast builder; the formula is
# the same as the plain path's (z3's Python call per application) and so are the answers (liu-chen-chen-2007
# Theorem 2 queries).


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
