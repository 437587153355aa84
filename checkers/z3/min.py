"""Z3 encodings of MIN properties: bijectivity, Latin rows, Lemma 1, for a fixed network size.

*Digit mode* (digit-permutation networks: a line is a tuple of k bit-vector digits, so N = 2**64 is in
reach) and *table mode* (any small network: lines are integers, wirings lookup tables) read the same
spec; M^0 is zero, concrete, or symbolic (one uninterpreted function per stage, so one UNSAT answer
covers every M^0). Every SAT model is decoded and re-checked by brute force.

References
----------
liu-chen-chen-2007, Lemma 1 and Theorem 2.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.capi import app as _fast_app
from alltoall.checkers.z3.capi import function as _fast_function
from alltoall.checkers.z3.core import TIMEOUT, Z3_VERSION, Query, new_solver, solve  # noqa: F401
from alltoall.checkers.z3.core import lookup as _lookup_table
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms

__all__ = ["COLLISIONS", "bijective", "collision", "decode_m0", "latin_rows", "latin_rows_table", "lc_shift", "lemma1"]


def _digit_width(d: int) -> int:
    # room for sums up to 2d - 2 plus a sign bit, so `%` (signed modulus) acts as unsigned
    return (2 * d - 1).bit_length() + 1


class _Encoding:
    """Shared machinery: fresh digit variables, the symbolic M^0 and the solver.

    The symbolic M^0's applications (k - 1 arguments each, 2 k of them per routed signal) are built
    with one C call each (:func:`alltoall.checkers.z3.capi.app`); :class:`_PlainEncoding` builds
    the same terms through z3's Python call, the reference the fast path is tested against.
    """

    FAST_APPS = True
    ACKERMANN_FIRST = True  # symbolic M^0: Ackermann's reduction first, one lemma per stage (module docstring)

    def __init__(self, net: ms.MIN, m0: str | np.ndarray, timeout: float) -> None:
        self.net, self.d, self.k = net, net.d, net.k
        self.w = _digit_width(self.d)
        self.m0_mode = m0 if isinstance(m0, str) else "concrete"
        # every query routes two signals (or reads one switch row twice): each stage's function has at
        # most two distinct applications, so at most one Ackermann lemma per stage
        ackermann = self.m0_mode == "symbolic" and self.ACKERMANN_FIRST
        self.solver = new_solver(timeout, ackermann_lemmas=net.stages if ackermann else None)
        self.M0 = None if isinstance(m0, str) else np.asarray(m0, dtype=np.int64)
        self.vars: dict[str, list[Any]] = {}
        D = z3.BitVecSort(self.w)
        make = _fast_function if self.FAST_APPS else (lambda name, dom, rng: z3.Function(name, *dom, rng))
        self.m0_funcs = (
            [make(f"m0_stage{j}", [D] * (self.k - 1), _m0_range(self.d)) for j in range(net.stages)]
            if self.m0_mode == "symbolic"
            else None
        )

    def digits(self, name: str, count: int | None = None) -> list[Any]:
        count = self.k if count is None else count
        ds = [z3.BitVec(f"{name}_{i}", self.w) for i in range(count)]
        for v in ds:
            self.solver.add(z3.ULT(v, self.d))
        self.vars[name] = ds
        return ds

    def m0_term(self, j: int, sw_digits: tuple[Any, ...]) -> Any:
        if self.m0_mode == "zero":
            return z3.BitVecVal(0, self.w)
        if self.m0_mode == "symbolic":
            f = self.m0_funcs[j]
            if self.FAST_APPS:
                val = _fast_app(f, list(sw_digits))
            else:
                val = f(*sw_digits) if self.k > 1 else f()
            return _as_digit(val, self.d, self.w)
        # concrete: select M0[i, j] by the switch index
        i_term = sum((sw_digits[t] * self.d**t for t in range(len(sw_digits))), z3.BitVecVal(0, self.w))
        return _lookup([int(v) for v in self.M0[:, j]], i_term, self.w)

    def port_fn(self, x_digits: list[Any]) -> Any:
        def port(j: Any, sw: Any, p: Any) -> Any:
            shift = lc_shift(self, j, sw, x_digits)
            return switches.shift_port(p, shift, self.d)

        return port

    def route(self, s_digits: list[Any], x_digits: list[Any]) -> tuple[Any, ...]:
        return ms.route_digits(self.net, s_digits, self.port_fn(x_digits))

    def check(self, keep_smt2: bool) -> Query:
        m0 = {f.name(): f"function of {f.arity()} switch digit(s)" for f in self.m0_funcs or ()}  # vacuity record
        return solve(self.solver, keep_smt2, self.vars, free=m0)


class _PlainEncoding(_Encoding):
    """:class:`_Encoding` with every application built through z3's Python API (the previous path)."""

    FAST_APPS = False


class _DefaultStrategyEncoding(_Encoding):
    """:class:`_Encoding` solved by Z3's default strategy (the previous solver: at most 1000 Ackermann
    lemmas, so k <= 1001 for a symbolic M^0); the same formula."""

    ACKERMANN_FIRST = False


def _m0_range(d: int) -> Any:
    """The range of a symbolic M^0 function: the bits of d - 1 (values 0..d-1, and more unless d is a power of 2)."""
    return z3.BitVecSort((d - 1).bit_length())


def _as_digit(val: Any, d: int, w: int) -> Any:
    """A symbolic M^0 value (:func:`_m0_range`) as a digit of width ``w``: itself below d, else 0.

    Every function into 0..d-1 is one such function, so one UNSAT answer still covers every M^0. This
    replaces ``val % d`` over a w-bit range: Z3 bit-blasts a divider for that, about half of the query's
    time when d is not a power of 2; :func:`decode_m0` reads a model the same way.
    """
    val = z3.ZeroExt(w - val.size(), val)
    return val if d & (d - 1) == 0 else z3.If(z3.ULT(val, d), val, z3.BitVecVal(0, w))


def lc_shift(enc: _Encoding, j: int, sw: tuple[Any, ...], x_digits: list[Any]) -> Any:
    """The shift of stage j's switch in round x: ``m0 (+)_d x[stage_digit(j)]`` (spec functions)."""
    return switches.d_xor(enc.m0_term(j, sw), x_digits[lc.stage_digit(j, enc.k)], enc.d)


def _lookup(values: list[int], index: Any, width: int) -> Any:
    return _lookup_table(values, index, width)


def _differ(a: list[Any], b: list[Any]) -> Any:
    return capi.Or([u != v for u, v in zip(a, b)])


#: What the two routed signals of :func:`collision` share and which of their variables must differ.
COLLISIONS = {
    "rounds": ("s", "x", "y"),  # one input s, rounds x != y: Latin rows
    "inputs": ("s", "t", "x"),  # inputs s != t, one round x: every M^x bijective
}


def collision(
    net: ms.MIN,
    differ: str,
    m0: str | np.ndarray = "zero",
    timeout: float = TIMEOUT,
    keep_smt2: bool = False,
    encoding: Any = None,
    build_only: bool = False,
) -> Any:
    """Do two signals that differ in ``differ`` reach the same output?

    ``differ="rounds"``: one input s in rounds x != y (UNSAT = Latin rows); ``differ="inputs"``: inputs
    s != t in one round x (UNSAT = every M^x bijective). ``encoding`` replaces the encoding class (digit
    mode); ``build_only`` returns the solver unsolved.
    """
    if differ not in COLLISIONS:
        raise ValueError(f"differ must be one of {sorted(COLLISIONS)}, got {differ!r}")
    enc = (encoding or _encoding)(net, m0, timeout)
    a, b, c = (enc.digits(name) for name in COLLISIONS[differ])
    one, two = ((a, b), (a, c)) if differ == "rounds" else ((a, c), (b, c))
    enc.solver.add(_differ(b, c) if differ == "rounds" else _differ(a, b))
    enc.solver.add(capi.And([u == v for u, v in zip(enc.route(*one), enc.route(*two))]))
    return enc.solver if build_only else enc.check(keep_smt2)


def latin_rows(
    net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = TIMEOUT, keep_smt2: bool = False, **kw: Any
) -> Any:
    """:func:`collision` of one input in two rounds: UNSAT = Latin rows."""
    return collision(net, "rounds", m0, timeout, keep_smt2, **kw)


def bijective(
    net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = TIMEOUT, keep_smt2: bool = False, **kw: Any
) -> Any:
    """:func:`collision` of two inputs in one round: UNSAT = every M^x bijective."""
    return collision(net, "inputs", m0, timeout, keep_smt2, **kw)


def lemma1(net: ms.MIN, m0: str | np.ndarray = "symbolic", timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Is there a switch row r and x != y with row r of M^x equal to row r of M^y? UNSAT = Lemma 1."""
    enc = _encoding(net, m0, timeout)
    r, x, y = enc.digits("r", enc.k - 1), enc.digits("x"), enc.digits("y")
    enc.solver.add(_differ(x, y))
    enc.solver.add(
        capi.And([lc_shift(enc, j, tuple(r), x) == lc_shift(enc, j, tuple(r), y) for j in range(net.stages)])
    )
    return enc.check(keep_smt2)


class _TableEncoding(_Encoding):
    """Table mode: a line is one bit-vector; wirings and switch positions are lookup tables."""

    def __init__(self, net: ms.MIN, m0: Any, timeout: float) -> None:
        super().__init__(net, m0, timeout)
        self.lw = max(net.N.bit_length() + 1, self.w)
        if self.m0_mode == "symbolic":
            self.m0_funcs = [
                z3.Function(f"m0_stage{j}", z3.BitVecSort(self.lw), _m0_range(self.d)) for j in range(net.stages)
            ]

    def digits(self, name: str, count: int | None = None) -> list[Any]:
        return super().digits(name, count)

    def m0_term(self, j: int, sw_index: Any) -> Any:
        if self.m0_mode == "zero":
            return z3.BitVecVal(0, self.w)
        if self.m0_mode == "symbolic":
            return _as_digit(self.m0_funcs[j](sw_index), self.d, self.w)
        return _lookup([int(v) for v in self.M0[:, j]], sw_index, self.w)

    def route(self, s_digits: list[Any], x_digits: list[Any]) -> Any:
        d, lw = self.d, self.lw
        line = sum((z3.ZeroExt(lw - self.w, s_digits[i]) * d**i for i in range(self.k)), z3.BitVecVal(0, lw))
        tables = self.net.tables()
        for j in range(self.net.stages):
            line = _lookup([int(v) for v in tables[j]], line, lw)
            sw, p = z3.UDiv(line, d), z3.URem(line, d)
            shift = switches.d_xor(self.m0_term(j, sw), x_digits[lc.stage_digit(j, self.k)], d)
            newp = switches.shift_port(z3.Extract(self.w - 1, 0, p), shift, d)
            line = sw * d + z3.ZeroExt(lw - self.w, newp)
        line = _lookup([int(v) for v in tables[self.net.stages]], line, lw)
        return (line,)


def _encoding(net: ms.MIN, m0: Any, timeout: float, mode: str | None = None) -> _Encoding:
    mode = mode or ("digit" if net.digit_form else "table")
    return _Encoding(net, m0, timeout) if mode == "digit" else _TableEncoding(net, m0, timeout)


def latin_rows_table(
    net: ms.MIN, m0: str | np.ndarray = "zero", timeout: float = TIMEOUT, keep_smt2: bool = False
) -> Query:
    """:func:`latin_rows` in table mode (any wiring, small N)."""
    enc = _encoding(net, m0, timeout, "table")
    s, x, y = enc.digits("s"), enc.digits("x"), enc.digits("y")
    enc.solver.add(_differ(x, y))
    enc.solver.add(enc.route(s, x)[0] == enc.route(s, y)[0])
    return enc.check(keep_smt2)


def decode_m0(q: Query, net: ms.MIN) -> np.ndarray | None:
    """Materialize the symbolic M^0 of a SAT model as a concrete matrix (small N only)."""
    m = q.z3model
    if m is None or net.N > 4096:
        return None
    d = net.d
    M0 = np.zeros((net.switches, net.stages), dtype=np.int64)
    for decl in m.decls():
        name = decl.name()
        if not name.startswith("m0_stage"):
            continue
        j = int(name[len("m0_stage") :])
        f = decl
        for i in range(net.switches):
            if f.arity() == 0:
                val = m.eval(f(), model_completion=True)
            elif f.arity() == 1:
                val = m.eval(f(z3.BitVecVal(i, f.domain(0).size())), model_completion=True)
            else:
                args = [z3.BitVecVal((i // d**t) % d, f.domain(t).size()) for t in range(f.arity())]
                val = m.eval(f(*args), model_completion=True)
            v = val.as_long()
            M0[i, j] = v if v < d else 0  # as _as_digit reads it
    return M0
