"""liu-chen-chen-2007's switch arithmetic for every d: the d-XOR and the shift states on a symbolic d.

The spec's ``d_xor`` and ``shift_port`` (:mod:`alltoall.spec.switches`) run on
:class:`~alltoall.checkers.z3.symbolic.SymInt` (d, the operands and the shift symbolic; ``%`` by the
symbolic d forked on the dividend's range), so a patched function changes the queries. Each query is
UNSAT when its part holds:

- (xor-range), (xor-rows), (xor-columns): for a, b, c in 0..d-1, a (+)_d b is in 0..d-1, and a != b gives
  a (+)_d c != b (+)_d c and c (+)_d a != c (+)_d b: every row and column of the d x d table is a
  one-to-one map of 0..d-1 into itself, so a permutation, and the table a Latin square.
- (shift-port): the k-shift state sends input port u to (u + k) mod d (u + k, less d when that is d or
  more); (shift-permutation): two inputs reach two outputs; (shift-distinct): two shifts k != k' send
  input 0 to two outputs, so the d shift states are pairwise distinct.

References
----------
liu-chen-chen-2007, Sects. 2-3 (switch states, the d-XOR).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.symbolic import SymInt, ite, paths
from alltoall.spec import switches

__all__ = ["SHIFT_PARTS", "SMT2_FILES", "XOR_PARTS", "main", "switch_parts", "switch_query"]

XOR_SMT2 = "proofs/smt2/liu-chen-chen-2007__d-xor-every-d__query.smt2"
SHIFT_SMT2 = "proofs/smt2/liu-chen-chen-2007__switch-states-every-d__query.smt2"
XOR_PARTS = ("xor-range", "xor-rows", "xor-columns")
SHIFT_PARTS = ("shift-port", "shift-permutation", "shift-distinct")


def _apply(fn: Callable[..., Any], d: Any, x: Any, y: Any, given: list[Any]) -> Any:
    """``fn(x, y, d)`` of the spec on symbolic operands, as one term."""
    D: Any = SymInt(d)
    return ite(paths(lambda a, b: fn(a, b, D), SymInt(x), SymInt(y), given=given))


def switch_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """One part (``XOR_PARTS`` or ``SHIFT_PARTS``) for every d >= 2, d symbolic."""
    s = new_solver(timeout)
    d, a, b, c = z3.Ints("d a b c")
    ranges = [d >= 2, 0 <= a, a < d, 0 <= b, b < d, 0 <= c, c < d]
    s.add(*ranges)
    named = {"d": d, "a": a, "b": b, "c": c}
    if part in XOR_PARTS:

        def op(x: Any, y: Any) -> Any:
            return _apply(lambda p, q, n: switches.d_xor(p, q, n), d, x, y, ranges)

        if part == "xor-range":
            v = op(a, b)
            s.add(capi.Or(v < 0, v >= d))
        elif part == "xor-rows":
            s.add(a != b, op(a, c) == op(b, c))
        else:
            s.add(a != b, op(c, a) == op(c, b))
    elif part in SHIFT_PARTS:

        def port(u: Any, k: Any) -> Any:
            return _apply(lambda p, q, n: switches.shift_port(p, q, n), d, u, k, ranges)

        if part == "shift-port":
            v = port(a, c)
            s.add(v != z3.If(a + c >= d, a + c - d, a + c))
        elif part == "shift-permutation":
            s.add(a != b, port(a, c) == port(b, c))
        else:
            s.add(a != b, port(z3.IntVal(0), a) == port(z3.IntVal(0), b))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def switch_parts(names: tuple[str, ...], timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of ``names``."""
    return [(name, functools.partial(switch_query, name, timeout)) for name in names]


def _file(names: tuple[str, ...], timeout: float = TIMEOUT) -> dict[str, Query]:
    return {n: run() for n, run in switch_parts(names, timeout)}


SMT2_FILES: dict[str, Callable[..., dict[str, Query]]] = {
    XOR_SMT2: functools.partial(_file, XOR_PARTS),
    SHIFT_SMT2: functools.partial(_file, SHIFT_PARTS),
}
"""Each file's builder, called when the file is written or checked (a partial of a module function, not a
closure made at import, so a mutation run's mutant of the function is the one that runs)."""


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.switches_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(SMT2_FILES, "alltoall.checkers.z3.switches_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
