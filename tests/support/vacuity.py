"""Vacuity guards: what a Z3 query leaves free, and whether its assumptions alone are satisfiable.

A test helper (``from support import vacuity``): the tests in ``tests/quality/`` run every claim's
queries through it; the suite itself never imports it.

A symbolic domain is only as wide as its free variables. An UNSAT answer proves a claim only if

1. the inputs the claim quantifies over are really free in the query (a symbolic M^0 whose
   uninterpreted function ``m0_stage<j>`` is applied to constants instead of the switch digits
   covers one switch, not "every initial configuration"), and
2. the assumptions (everything but the negated property) are satisfiable by themselves: if they
   are UNSAT, the query is UNSAT whatever the property says, and a ``proved`` verdict built on it
   is a defect.

This module reads a query from its SMT-LIB text (the text kept for every query that decides a
``proved``) or from a live solver's assertions; it never builds an encoding. By the convention
of :mod:`alltoall.checkers.z3.min` and :mod:`alltoall.checkers.z3.core` the negated property is
the last assertion added (``negated=1``); domain constraints and ``x != y`` come first.

>>> import z3
>>> s = z3.Solver(); x = z3.BitVec("x", 4); f = z3.Function("m0_stage0", z3.BitVecSort(4), z3.BitVecSort(4))
>>> s.add(z3.ULT(x, 8), f(x) == 1)
>>> q = inspect(s)
>>> q.constants, q.functions, q.free_positions("m0_stage0")
({'x': 'BitVec(4)'}, {'m0_stage0': 1}, [True])
>>> q.assumptions_status
'sat'
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
import sys
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import z3

import alltoall.checkers.z3
from alltoall.checkers.z3 import core

__all__ = [
    "Inspection",
    "Recorded",
    "assertions_of",
    "check_proved_query",
    "inspect",
    "record_defects",
    "record_queries",
]


@dataclass
class Inspection:
    """What one query leaves free, and the status of its assumptions alone."""

    constants: dict[str, str]  # uninterpreted constants (the query's free inputs) -> sort
    functions: dict[str, int]  # uninterpreted functions -> arity
    applications: dict[str, list[tuple[bool, ...]]] = field(
        default_factory=dict
    )  # per application: argument non-ground?
    independent: dict[str, bool] = field(
        default_factory=dict
    )  # some application with pairwise distinct, non-ground args
    assumptions_status: str | None = None  # 'sat' / 'unsat' / 'unknown' for all but the negated property
    assertions: int = 0

    def free_positions(self, fname: str) -> list[bool]:
        """For each argument position of ``fname``: is it non-ground in at least one application?"""
        apps = self.applications.get(fname, [])
        arity = self.functions.get(fname, 0)
        return [any(a[p] for a in apps) for p in range(arity)]

    def all_free(self, prefix: str) -> bool:
        """Every function named ``prefix*`` has every argument position free, in one application
        with pairwise distinct arguments (a 0-ary function has nothing to leave free)."""
        names = [n for n in self.functions if n.startswith(prefix)]
        if not names:
            return any(n.startswith(prefix) for n in self.constants)  # one switch per stage: 0-ary
        return all(
            self.functions[n] == 0 or (all(self.free_positions(n)) and self.independent.get(n, False)) for n in names
        )

    def defects(self, prefix: str | None = None) -> list[str]:
        """Reasons a ``proved`` verdict built on this (UNSAT) query would be a defect."""
        out = []
        if self.assumptions_status == "unsat":
            out.append("the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)")
        if prefix is not None and not self.all_free(prefix):
            names = sorted(n for n in self.functions if n.startswith(prefix))
            if not names and not any(n.startswith(prefix) for n in self.constants):
                out.append(f"no symbolic input {prefix}* in the query")
            for n in names:
                fp = self.free_positions(n)
                if self.functions[n] and not (all(fp) and self.independent.get(n, False)):
                    out.append(f"{n}: argument positions free = {fp}, independent = {self.independent.get(n, False)}")
        return out


def assertions_of(query) -> list:
    """The assertions of a solver, or of an SMT-LIB text (as kept in a claim's evidence)."""
    if isinstance(query, z3.Solver):
        return list(query.assertions())
    if isinstance(query, str):
        return list(z3.parse_smt2_string(query))
    return list(query)


def _groundness(roots) -> dict[int, bool]:
    """``{id: ground?}`` for every subterm of ``roots`` (iterative post-order; terms are DAGs)."""
    memo: dict[int, bool] = {}
    stack = [(e, False) for e in roots]
    while stack:
        e, done = stack.pop()
        key = e.get_id()
        if key in memo:
            continue
        kids = e.children()
        if not done:
            stack.append((e, True))
            stack.extend((c, False) for c in kids if c.get_id() not in memo)
            continue
        if z3.is_var(e) or (z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED):
            memo[key] = False
        else:
            memo[key] = all(memo[c.get_id()] for c in kids)
    return memo


def inspect(
    query, negated: int = 1, timeout: float = 30.0, check_assumptions: bool = True, assumptions=None
) -> Inspection:
    """Free inputs of ``query`` (solver or SMT-LIB) and the status of its assumptions: ``assumptions`` when
    given (a query's vacuity record), else its first ``len - negated`` assertions."""
    asserts = assertions_of(query)
    constants: dict[str, str] = {}
    functions: dict[str, int] = {}
    apps: dict[str, list[tuple[bool, ...]]] = {}
    indep: dict[str, bool] = {}
    seen: set[int] = set()
    memo = _groundness(asserts)

    def ground(e) -> bool:
        return memo[e.get_id()]

    stack = list(asserts)
    while stack:
        e = stack.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_app(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            name = e.decl().name()
            if e.num_args() == 0:
                constants[name] = _sort(e.sort())
            else:
                functions[name] = e.num_args()
                args = e.children()
                flags = tuple(not ground(a) for a in args)
                apps.setdefault(name, []).append(flags)
                distinct = len({a.get_id() for a in args}) == len(args)
                indep[name] = indep.get(name, False) or (all(flags) and distinct)
        stack.extend(e.children())
    status = None
    if check_assumptions:
        s = z3.Solver()
        s.set("timeout", max(1, int(timeout * 1000)))
        s.add(*(asserts[: max(0, len(asserts) - negated)] if assumptions is None else assumptions))
        status = str(s.check())
    return Inspection(constants, functions, apps, indep, status, len(asserts))


def _sort(s) -> str:
    if z3.is_bv_sort(s):
        return f"BitVec({s.size()})"
    return str(s)


def check_proved_query(query, negated: int = 1, symbolic_prefix: str | None = None, timeout: float = 30.0) -> list[str]:
    """Defects of an UNSAT query that decides a ``proved`` verdict: empty when it is sound as far
    as these guards see (assumptions satisfiable, the named symbolic inputs free)."""
    return inspect(query, negated, timeout).defects(symbolic_prefix)


def record_defects(assertions, q, timeout: float = 30.0, check_assumptions: bool = True) -> list[str]:
    """Defects of a query's vacuity record (``q.free``, ``q.assumptions``) against its assertions:
    no free input at all; an input recorded free that does not occur in the query, or a function
    recorded free that is never applied to free, pairwise distinct arguments; assumptions that are
    UNSAT by themselves."""
    if not q.free:
        if q.point:  # one point by design, and the query says which
            return []
        return ["the query records no free input: it decides one point, not every point of a domain"]
    insp = inspect(assertions, timeout=timeout, check_assumptions=check_assumptions, assumptions=q.assumptions)
    out = []
    for name in sorted(q.free):
        if name in insp.constants:
            continue
        if name in insp.functions:
            fp = insp.free_positions(name)
            if not (all(fp) and insp.independent.get(name, False)):
                out.append(f"{name} is recorded free but is applied to fixed arguments (free positions {fp})")
            continue
        out.append(f"{name} is recorded free but does not occur in the query")
    if insp.assumptions_status == "unsat":
        out.append("the assumptions alone are UNSAT: the query is UNSAT whatever the property says (vacuous proof)")
    return out


@dataclass
class Recorded:
    """One solver call seen by :func:`record_queries`: its assertions and the answer given."""

    assertions: list
    status: str
    query: Any = None  # the Query returned, with its vacuity record (free inputs, assumptions)


class _Recorder:
    def __init__(self):
        self.queries: list[Recorded] = []


def record_queries(answer: str | None = None):
    """Context manager recording every query the Z3 engine sends to :func:`core.solve`.

    Every loaded ``alltoall.checkers`` module that imported ``solve`` by name is patched as well.
    ``answer=None`` really solves; ``answer="unsat"`` skips solving and answers UNSAT, so a claim's
    whole sweep of queries can be built and inspected in seconds (its verdict is then meaningless).
    """
    real = core.solve
    rec = _Recorder()

    def solve(solver, keep_smt2, named=None, **record):
        if answer is None:
            q = real(solver, keep_smt2, named, **record)
        else:
            q = core.record_inputs(core.Query(answer, 0.0), solver, named, **record)
        rec.queries.append(Recorded(list(solver.assertions()), q.status, q))
        return q

    solve._vacuity_recorder = True  # a module first imported inside a recording keeps this one

    @contextlib.contextmanager
    def cm():
        pkg = alltoall.checkers.z3
        for info in pkgutil.iter_modules(pkg.__path__):  # bind the real solve before patching
            importlib.import_module(f"{pkg.__name__}.{info.name}")
        with contextlib.ExitStack() as stack:
            for name, mod in list(sys.modules.items()):
                current = getattr(mod, "solve", None)
                if name.startswith("alltoall.") and (current is real or getattr(current, "_vacuity_recorder", False)):
                    stack.enter_context(mock.patch.object(mod, "solve", solve))
            yield rec

    return cm()
