"""Helpers of the tests that pin the Z3 encodings (tests/unit/test_checkers_z3_*.py): a digest of
SMT-LIB text by the structure of its assertions, and a spy on the solvers' timeouts.

Z3 prints shared subterms with ``let`` names that depend on what else the process has built, so
the text itself cannot be pinned; its parsed assertions can."""

from __future__ import annotations

import hashlib

import z3

PINNED_Z3 = "5.4.1"  # the digests pinned in the tests are those this Z3 prints


def smt2_digest(text: str) -> str:
    """SHA-256 (16 hex digits) of the assertions of SMT-LIB text, parsed into a fresh context and hashed
    by structure (declarations by name and sort, applications by operator and arguments), so that the
    digest does not depend on the order Z3 prints shared subterms in."""
    memo: dict[int, str] = {}
    stack = list(z3.parse_smt2_string(text, ctx=z3.Context()))
    roots = list(stack)
    while stack:
        e = stack[-1]
        if e.get_id() in memo:
            stack.pop()
            continue
        kids = [c for c in e.children() if c.get_id() not in memo]
        if kids:
            stack.extend(kids)
            continue
        stack.pop()
        if e.num_args() == 0:
            s = f"{e.sexpr()}:{e.sort().sexpr()}"
        else:
            s = f"{e.decl().name()}{e.decl().params()}({','.join(memo[c.get_id()] for c in e.children())})"
        memo[e.get_id()] = hashlib.sha256(s.encode()).hexdigest()[:16]
    return hashlib.sha256("|".join(memo[a.get_id()] for a in roots).encode()).hexdigest()[:16]


def solver_settings(monkeypatch) -> list:
    """Record every ``z3.Solver.set`` call (the per-query timeout, in milliseconds)."""
    seen: list = []
    real = z3.Solver.set

    def spy(self, *args, **keys):
        seen.append(args)
        return real(self, *args, **keys)

    monkeypatch.setattr(z3.Solver, "set", spy)
    return seen


def pigeonhole(n: int = 12) -> list:
    """``n`` pigeons in ``n - 1`` holes: UNSAT, and minutes of CDCL search for n = 12, so a timeout of a few
    milliseconds always fires first, even when the solver's timer thread is starved on a loaded machine
    (a query that takes 50 ms can come back decided before a 1 ms timer fires)."""
    p = [[z3.Bool(f"p{i}_{j}") for j in range(n - 1)] for i in range(n)]
    return [z3.Or(row) for row in p] + [
        z3.Or(z3.Not(p[a][j]), z3.Not(p[b][j])) for j in range(n - 1) for a in range(n) for b in range(a)
    ]
