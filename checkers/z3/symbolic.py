"""Spec functions run on symbolic integers: each Python branch on a symbolic comparison forks the run.

:func:`paths` runs a function on :class:`SymInt` arguments (Z3 integers); each ``if`` (or ``and``, ``or``,
``min``, ``abs``, ``np.where``) on a symbolic comparison forks the run, a fork is taken only where the path so
far allows it (an incremental solver decides), and the result is the list of (path condition, output)
pairs, one per feasible path: pairwise exclusive and, under the side conditions, exhaustive. Arithmetic stays
linear: ``*`` by constants, ``//`` and ``%`` by positive constants (Z3's div and mod), ``%`` by a symbolic
modulus m reduced by forking on 0 <= a < m. A comparison's truth value used as a number (numpy's
``dist - (dist % 2 == 1)``) is 1 or 0. Used by :mod:`.yang_wang_2002_every` and :mod:`.liu_gu_every`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3 import capi
from alltoall.spec.errors import ParameterError

__all__ = ["SymInt", "ite", "paths", "term"]


class _Run:
    """One run of a spec function: the branch outcomes it is told to take and those it took. The path's
    conditions live in an incremental solver; a new branch is checked for the outcome True only (the other
    outcome is checked when a later run replays it)."""

    def __init__(self, prefix: list[bool], base: list[Any]) -> None:
        self.prefix = prefix
        self.taken: list[bool] = []
        self.conds: list[Any] = []
        self.forced: list[bool] = []
        self.solver = z3.Solver()
        self.solver.set("timeout", 20000)
        self.solver.add(base)

    def _check(self, cond: Any) -> bool:
        self.solver.push()
        self.solver.add(cond)
        r = self.solver.check()
        self.solver.pop()
        if r == z3.unknown:
            raise z3.Z3Exception(f"a branch of the spec function is undecided: {self.solver.reason_unknown()}")
        return bool(r == z3.sat)

    def decide(self, cond: Any) -> bool:
        c = z3.simplify(cond)
        if z3.is_true(c) or z3.is_false(c):
            return bool(z3.is_true(c))
        i = len(self.taken)
        if i < len(self.prefix):
            v = self.prefix[i]
            if i == len(self.prefix) - 1 and not self._check(cond if v else z3.Not(cond)):
                raise _Infeasible
            forced = False
        else:
            v = self._check(cond)
            forced = not v  # False taken without a check: the path is feasible and True is not
        self.taken.append(v)
        self.forced.append(forced)
        self.conds.append(cond if v else z3.Not(cond))
        self.solver.add(self.conds[-1])
        return v


class _Infeasible(Exception):
    """A replayed branch outcome that the path does not allow (the run is dropped)."""


_RUN: list[_Run] = []


def _t(o: Any) -> Any:
    if getattr(o, "ndim", None) == 0:  # numpy's 0-d result of np.where on a symbolic comparison
        o = o.item()
    if isinstance(o, SymInt):
        return o.t
    if isinstance(o, _Cmp):  # a truth value used as a number (numpy's bool arithmetic)
        return z3.If(o.t, 1, 0)
    if isinstance(o, (bool, np.bool_)):
        return z3.IntVal(int(o))
    if isinstance(o, (int, np.integer)):
        return z3.IntVal(int(o))
    raise TypeError(f"no symbolic arithmetic with {type(o).__name__}")


def _wrap(t: Any) -> Any:
    t = z3.simplify(t)
    return int(t.as_long()) if z3.is_int_value(t) else SymInt(t)


def _b(o: Any) -> Any:
    if getattr(o, "ndim", None) == 0:
        o = o.item()
    if isinstance(o, _Cmp):
        return o.t
    if isinstance(o, (bool, np.bool_)):
        return z3.BoolVal(bool(o))
    raise TypeError(f"no symbolic logic with {type(o).__name__}")


class _Cmp:
    """A symbolic comparison: ``bool()`` of it forks the run (:func:`paths`)."""

    def __init__(self, t: Any) -> None:
        self.t = t

    def __and__(self, o: Any) -> Any:
        return _Cmp(capi.And(self.t, _b(o)))

    __rand__ = __and__

    def __or__(self, o: Any) -> Any:
        return _Cmp(capi.Or(self.t, _b(o)))

    __ror__ = __or__

    def __invert__(self) -> Any:
        return _Cmp(z3.Not(self.t))

    def __eq__(self, o: Any) -> Any:
        return _Cmp(self.t == _b(o))

    def __ne__(self, o: Any) -> Any:
        return _Cmp(self.t != _b(o))

    def __hash__(self) -> int:
        return hash(self.t)

    def __bool__(self) -> bool:
        if not _RUN:
            raise TypeError("a symbolic comparison outside paths()")
        return _RUN[-1].decide(self.t)


class SymInt:
    """A Z3 integer for the spec's ``+ - * // % abs`` and comparisons. ``%`` and ``//`` by a constant are
    Z3's (linear); ``%`` by a symbolic modulus m is reduced by forking on 0 <= a < m (a + m, a, a - m), and
    raises unless the path confines a to -m..2m-1."""

    __slots__ = ("t",)

    def __init__(self, t: Any) -> None:
        self.t = t

    def __add__(self, o: Any) -> Any:
        return _wrap(self.t + _t(o))

    __radd__ = __add__

    def __sub__(self, o: Any) -> Any:
        return _wrap(self.t - _t(o))

    def __rsub__(self, o: Any) -> Any:
        return _wrap(_t(o) - self.t)

    def __mul__(self, o: Any) -> Any:
        if isinstance(o, SymInt):
            raise TypeError("a product of two symbolic integers is not linear")
        return _wrap(self.t * _t(o))

    __rmul__ = __mul__

    def __neg__(self) -> Any:
        return _wrap(-self.t)

    def __abs__(self) -> Any:
        return self if self >= 0 else -self

    def __floordiv__(self, o: Any) -> Any:
        if not isinstance(o, int) or o <= 0:
            raise TypeError("// only by a positive constant")
        return _wrap(self.t / o)  # Z3's div: floor for a positive divisor

    def __mod__(self, o: Any) -> Any:
        if isinstance(o, int):
            if o <= 0:
                raise TypeError("% only by a positive constant or a symbolic modulus")
            return _wrap(self.t % o)  # Z3's mod: in 0..o-1, as Python's
        return _symbolic_mod(self, o)

    def __rmod__(self, o: Any) -> Any:
        return _symbolic_mod(o, self)

    def __lt__(self, o: Any) -> Any:
        return _Cmp(self.t < _t(o))

    def __le__(self, o: Any) -> Any:
        return _Cmp(self.t <= _t(o))

    def __gt__(self, o: Any) -> Any:
        return _Cmp(self.t > _t(o))

    def __ge__(self, o: Any) -> Any:
        return _Cmp(self.t >= _t(o))

    def __eq__(self, o: Any) -> Any:
        return _Cmp(self.t == _t(o))

    def __ne__(self, o: Any) -> Any:
        return _Cmp(self.t != _t(o))

    def __hash__(self) -> int:
        return hash(self.t)

    def __bool__(self) -> bool:
        raise TypeError("the truth value of a symbolic integer")


def _symbolic_mod(a: Any, m: Any) -> Any:
    if not (m > 0):
        raise TypeError("% by a modulus that may be <= 0")
    if a < 0:
        if a < -m:
            raise TypeError("% by a symbolic modulus of a dividend below -m")
        return a + m
    if a >= m:
        if a >= 2 * m:
            raise TypeError("% by a symbolic modulus of a dividend of 2m or more")
        return a - m
    return a


def paths(fn: Callable[..., Any], *args: Any, given: list[Any] | None = None) -> list[tuple[Any, Any]]:
    """Every feasible path of ``fn(*args)`` under the side conditions ``given``: pairs (condition, output),
    the conditions pairwise exclusive and, with ``given``, exhaustive. A ``ParameterError`` (the spec's
    undefined U(0), I(0)) on a path is an error: the spec does not define the function there."""
    base = list(given or [])
    out: list[tuple[Any, Any]] = []
    stack: list[list[bool]] = [[]]
    while stack:
        prefix = stack.pop()
        run = _Run(prefix, base)
        _RUN.append(run)
        try:
            result = fn(*args)
        except _Infeasible:
            continue
        except ParameterError as e:  # the spec's U(0), I(0): undefined where the path goes
            raise TypeError(f"the spec raises on a path: {e}") from e
        finally:
            _RUN.pop()
        out.append((capi.And(run.conds) if run.conds else z3.BoolVal(True), result))
        for j in range(len(prefix), len(run.taken)):
            if run.taken[j] and not run.forced[j]:
                stack.append(run.taken[:j] + [False])
    return out


def term(v: Any) -> Any:
    """A Z3 integer term of an output: a :class:`SymInt`, an int, a comparison (1 or 0) or a 0-d array of one."""
    if hasattr(v, "ndim") and getattr(v, "ndim", None) == 0:
        v = v.item()
    return _t(v)


def ite(ps: list[tuple[Any, Any]]) -> Any:
    """One term of an integer output from its exhaustive, exclusive paths."""
    out = term(ps[-1][1])
    for c, v in reversed(ps[:-1]):
        out = z3.If(c, term(v), out)
    return out
