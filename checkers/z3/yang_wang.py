"""Z3 encodings for yang-wang-2000 (Latin squares from basic permutations, ATAPE on the banyan).

Z3 runs the spec's own ``phi``, ``tau``, ``stage`` and ``route`` (:mod:`alltoall.spec.algorithms.
yang_wang`) on :class:`~alltoall.checkers.z3.core.Unsigned` bit-vectors of m + 2 bits, with the
port addresses, the subsets of basic permutations and the round's settings symbolic, so one
UNSAT answer per m covers every input, every product in Psi and every round. The brute-force twins
and the replayers are :mod:`alltoall.checkers.yang_wang`.
"""

from __future__ import annotations

from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Encoding, Query, Unsigned
from alltoall.spec.algorithms import yang_wang as yw

__all__ = [
    "first_construction_latin",
    "phi1_settings_latin",
    "phi_identities",
    "psi_distinct",
    "rounds_realize_square",
    "settings_cover",
]


def _enc(m: int, timeout: float) -> Encoding:
    """A solver whose variables are unsigned (m + 2)-bit words constrained to 0..n-1."""
    return Encoding(2**m, timeout)


def _product(m: int, subset: Unsigned, x: Any) -> Any:
    """phi_{i_1} ... phi_{i_k} x for the phi's whose index bit is set in ``subset`` (symbolic)."""
    for i in range(1, m + 1):
        x = Unsigned(z3.If(((subset >> (i - 1)) & 1) == 1, yw.phi(i, x).t, x.t))
    return x


def phi_identities(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there x and 1 <= i, j <= m with phi_i phi_j x != phi_j phi_i x or phi_i phi_i x != x?"""
    e = _enc(m, timeout)
    x = e.var("x")
    bad = []
    for i in range(1, m + 1):
        bad.append(yw.phi(i, yw.phi(i, x)) != x)
        for j in range(i + 1, m + 1):
            bad.append(yw.phi(i, yw.phi(j, x)) != yw.phi(j, yw.phi(i, x)))
    e.solver.add(capi.Or(bad))
    return e.check(keep_smt2)


def psi_distinct(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Are two different nonempty subsets of {phi_1..phi_m} the same permutation, or one the
    identity? (They are XOR masks, so comparing them at 0 decides it.) UNSAT: |Psi| = 2^m - 1."""
    e = _enc(m, timeout)
    s, t = e.var("S"), e.var("T")
    zero = Unsigned(z3.BitVecVal(0, e.w))
    v = e.var("v")
    e.solver.add(s != 0)
    e.solver.add(
        capi.Or(
            capi.And(t != 0, s != t, _product(m, s, zero) == _product(m, t, zero)),
            _product(m, s, zero) == 0,
            _product(m, s, v) >= 2**m,
        )
    )  # every product must stay a permutation of 0..n-1
    return e.check(keep_smt2)


def first_construction_latin(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Rows are the identity and the products in Psi applied to a list of distinct values. Is
    there a repeated value in a row (two rows S != T agree on a value) or a column (one row maps
    two values alike)? UNSAT: a Latin square for every list and every order of Psi."""
    e = _enc(m, timeout)
    s, t, v, u = e.var("S"), e.var("T"), e.var("v"), e.var("u")
    row_clash = capi.And(s != t, _product(m, s, v) == _product(m, t, v))
    col_clash = capi.And(v != u, _product(m, s, v) == _product(m, s, u))
    e.solver.add(capi.Or(row_clash, col_clash, _product(m, s, v) >= 2**m))
    return e.check(keep_smt2)


def phi1_settings_latin(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Over every setting of the stages to phi_1 or I (symbolic): do two settings send one input to
    the same output, or one setting two inputs to one output or through one link? UNSAT: the n
    realized permutations are admissible, contention-free and form a Latin square."""
    e = _enc(m, timeout)
    g, h, x, y = e.var("g"), e.var("h"), e.var("x"), e.var("y")
    sg, sh = yw.round_settings(m, g), yw.round_settings(m, h)
    gx, gy, hx = yw.route(m, sg, x), yw.route(m, sg, y), yw.route(m, sh, x)
    clash_rounds = capi.And(g != h, gx[-1] == hx[-1])
    clash_links = capi.And(x != y, capi.Or([a == b for a, b in zip(gx, gy)]))
    e.solver.add(capi.Or(clash_rounds, clash_links, gx[-1] >= 2**m))
    return e.check(keep_smt2)


def settings_cover(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Do two different Gray words give the same stage settings? UNSAT: the n rounds use n
    different settings (every one of the 2^m settings of phi_1 / I, since there are 2^m words)."""
    e = _enc(m, timeout)
    g, h = e.var("g"), e.var("h")
    e.solver.add(g != h, capi.And([a == b for a, b in zip(yw.round_settings(m, g), yw.round_settings(m, h))]))
    return e.check(keep_smt2)


def rounds_realize_square(m: int, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Does the round of some word g send some input x elsewhere than tau(x) XOR g? UNSAT: round i
    (word g(i)) realizes row i of LatinSquare(tau(0..n-1)), which is tau XOR g(i)
    (constructions-equivalent-rows)."""
    e = _enc(m, timeout)
    g, x = e.var("g"), e.var("x")
    e.solver.add(yw.route(m, yw.round_settings(m, g), x)[-1] != (yw.tau_all(m, x) ^ g))
    return e.check(keep_smt2)
