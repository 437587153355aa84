"""Theorem 2 of liu-chen-chen-2007 for every k >= 1 (and every d >= 2), by induction over the
recursive structure of the network.

Paper -> ours: M^x[i, j] = M^0[i, j] (+)_d x_{stage_digit(j, k)}; the N permutations form a Latin
square when every M^x is a bijection (columns) and no input reaches one output in two rounds (rows).

The argument, with every part discharged by Z3 (the spec's own functions run on solver terms, so a
seeded spec mutant reaches each part):

1. **Stage digits** (:func:`stage_digit_queries`): for every n >= 1, ``stage_digit(., n)`` is a
   permutation of 0..n-1 (injective and in range, with n, j symbolic integers). So x -> (x_{stage_digit(j)})_j
   is a bijection and Theorem 2 is the same as the Latin property over *stage-indexed* rounds
   r = (r_0, ..., r_{k-1}), the shift added at stage j.
2. **Base case** (:func:`base_query`): k = 1, one column of switches, M^0 arbitrary, d symbolic.
3. **Step** (:func:`step_query`): a (k+1)-stage network that is one stage plus d copies of a k-stage
   network (:mod:`alltoall.spec.topologies.recursive`) is Latin for every M^0 when the k-stage network
   is. The k-stage copies are one uninterpreted function ``sub(c, line, round)`` over uninterpreted
   sorts of k-digit lines and rounds (so the query says nothing about k), constrained by the
   induction hypothesis: for every copy c, every round is a bijection and every line sees distinct
   outputs in distinct rounds (the hypothesis holds for every M^0, and copy c's M^0 is the restriction
   of the big one). The new stage's M^0 is an uninterpreted function of the switch; its port map is
   the spec's ``shift_port(u, d_xor(m0, r, d), d)``.
4. **Structure** (:func:`alltoall.spec.topologies.recursive.split`, no solver): the spec's
   ``build(t, d, k + 1)`` is one stage plus d copies of ``build(t, d, k)``; read off the spec's
   wirings for each k (this part is bounded: the wirings are tuples built per k).

Every query is UNSAT when the part holds; the SMT-LIB text of each is kept.
"""

from __future__ import annotations

import itertools
import re

import z3

from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc

from alltoall.checkers.z3.core import Query, new_solver, solve

PATTERNS = ("first", "last")
PROPERTIES = ("rows", "columns")


class _Digits:
    """Digits of a d-MIN as solver terms: Int with d symbolic (every d >= 2), or bit-vectors for a
    concrete d (so bitwise spec operations, e.g. a mutated d-XOR, still evaluate)."""

    def __init__(self, solver: z3.Solver, d: int | None):
        self.solver = solver
        if d is None:
            self.d = z3.Int("d")
            solver.add(self.d >= 2)
            self.sort = z3.IntSort()
        else:
            self.w = (2 * d - 1).bit_length() + 1
            self.d = d
            self.sort = z3.BitVecSort(self.w)

    def var(self, name: str):
        v = z3.Const(name, self.sort)
        if isinstance(self.d, int):
            self.solver.add(z3.ULT(v, self.d))
        else:
            self.solver.add(v >= 0, v < self.d)
        return v

    def reduce(self, t):
        """An arbitrary solver term mapped into 0..d-1 (an uninterpreted M^0 entry)."""
        if isinstance(self.d, int):
            return z3.URem(t, self.d)
        return t % self.d


def _port(D: _Digits, u, m0, r):
    """The spec's switch: input port u, initial shift m0, round digit r -> output port."""
    return switches.shift_port(u, switches.d_xor(m0, r, D.d), D.d)


def _name(pattern: str, prop: str, d: int | None) -> str:
    return f"step-{pattern}-{prop}-d{'any' if d is None else d}"


def step_query(pattern: str, prop: str, d: int | None = None, timeout: float = 60.0, keep_smt2: bool = True,
               hypothesis: bool = True, ground: bool = True) -> Query:
    """The induction step for ``pattern`` ("first" or "last") and ``prop`` ("rows" or "columns").

    ``d=None`` makes d a symbolic integer >= 2. UNSAT: the (k+1)-stage network has the property for
    every M^0 whenever every k-stage copy has both properties (the hypothesis). ``hypothesis=False``
    drops the hypothesis (the query is then SAT: the step is not vacuous). ``ground=True`` states the
    hypothesis by its instances at every pair of applications of ``sub`` in the query (quantifier-free,
    decidable, and a SAT answer comes with a model); ``ground=False`` states it with ``ForAll``. Instances of
    the hypothesis are implied by it, so UNSAT of the ground query proves the step.
    """
    if pattern not in PATTERNS or prop not in PROPERTIES:
        raise ValueError(f"pattern must be one of {PATTERNS}, prop one of {PROPERTIES}")
    s = new_solver(timeout)
    D = _Digits(s, d)
    Line, Round = z3.DeclareSort("Line"), z3.DeclareSort("Round")  # k-digit lines and stage-indexed rounds
    sub = z3.Function("sub", D.sort, Line, Round, Line)  # copy c of the k-stage network
    m0 = z3.Function("m0", Line, D.sort)  # the new stage's initial shifts, by switch
    c, l1, l2 = z3.Const("c", D.sort), z3.Const("l1", Line), z3.Const("l2", Line)
    X, Y = z3.Const("X", Round), z3.Const("Y", Round)
    # induction hypothesis, for every copy: Latin rows and bijective rounds
    if hypothesis and not ground:
        s.add(z3.ForAll([c, l1, X, Y], z3.Implies(X != Y, sub(c, l1, X) != sub(c, l1, Y))))
        s.add(z3.ForAll([c, l1, l2, X], z3.Implies(l1 != l2, sub(c, l1, X) != sub(c, l2, X))))

    def route(p, S, r, R):
        """Input (port digit p, k-digit rest S) in round (r for the new stage, R for the copies)."""
        if pattern == "first":
            q = _port(D, p, D.reduce(m0(S)), r)
            return (q, sub(q, S, R))
        sw = sub(p, S, R)  # the passenger p picks the copy; its output is the last stage's switch
        return (_port(D, p, D.reduce(m0(sw)), r), sw)

    p, S, r, R = D.var("p"), z3.Const("S", Line), D.var("r"), z3.Const("R", Round)
    if prop == "rows":
        r2, R2 = D.var("r2"), z3.Const("R2", Round)
        a, b = route(p, S, r, R), route(p, S, r2, R2)
        s.add(z3.Or(r != r2, R != R2))
    else:
        p2, S2 = D.var("p2"), z3.Const("S2", Line)
        a, b = route(p, S, r, R), route(p2, S2, r, R)
        s.add(z3.Or(p != p2, S != S2))
    if hypothesis and ground:
        apps = [a[1], b[1]]  # the applications of sub: the copy each route runs through
        for u, v in itertools.combinations(apps, 2):
            cu, lu, Xu = u.arg(0), u.arg(1), u.arg(2)
            cv, lv, Xv = v.arg(0), v.arg(1), v.arg(2)
            s.add(z3.Implies(z3.And(cu == cv, lu == lv, Xu != Xv), u != v))  # rows of copy c
            s.add(z3.Implies(z3.And(cu == cv, Xu == Xv, lu != lv), u != v))  # columns of copy c
    s.add(a[0] == b[0], a[1] == b[1])
    free = {"m0": "the new stage's M^0 (every function)", "sub": "the k-stage copies (every function)"}  # vacuity record
    free |= {} if isinstance(D.d, int) else {"d": "every d >= 2"}
    return solve(s, keep_smt2, {}, free=free, negated=2)


def base_query(prop: str, d: int | None = None, timeout: float = 60.0, keep_smt2: bool = True) -> Query:
    """k = 1: a single switch column; M^0 arbitrary; round digit ``stage_digit(0, 1)`` of x.

    UNSAT: for every M^0, input u reaches distinct ports in distinct rounds (rows) and each round is
    a bijection of the ports (columns).
    """
    s = new_solver(timeout)
    D = _Digits(s, d)
    m = D.var("m0")
    u, r = D.var("u"), D.var("r")
    if prop == "rows":
        r2 = D.var("r2")
        s.add(r != r2, _port(D, u, m, r) == _port(D, u, m, r2))
    else:
        u2 = D.var("u2")
        s.add(u != u2, _port(D, u, m, r) == _port(D, u2, m, r))
    free = {"m0": "M^0 (every value)", "u": "input", "r": "round"} | ({} if isinstance(D.d, int) else {"d": "every d >= 2"})
    return solve(s, keep_smt2, {}, free=free)  # vacuity record


def stage_digit_queries(timeout: float = 60.0, keep_smt2: bool = True) -> dict[str, Query]:
    """For every n >= 1, ``stage_digit(., n)`` is a permutation of 0..n-1: two UNSAT queries with n
    and the stage indices symbolic. Raises TypeError when the spec's function cannot take symbolic
    integers (the caller then searches concrete n)."""
    n, i, j = z3.Ints("n i j")
    out = {}
    s = new_solver(timeout)
    s.add(n >= 1, 0 <= i, i < j, j < n, lc.stage_digit(i, n) == lc.stage_digit(j, n))
    out["stage-digit-injective"] = solve(s, keep_smt2, {"n": n, "i": i, "j": j})
    s = new_solver(timeout)
    sd = lc.stage_digit(j, n)
    s.add(n >= 1, 0 <= j, j < n, z3.Or(sd < 0, sd >= n))
    out["stage-digit-in-range"] = solve(s, keep_smt2, {"n": n, "j": j})
    return out


def stage_digit_violation(limit: int) -> dict | None:
    """Plain search for the least n <= limit where ``stage_digit(., n)`` is not a permutation."""
    for n in range(1, limit + 1):
        vals = [int(lc.stage_digit(j, n)) for j in range(n)]
        if sorted(vals) != list(range(n)):
            seen: dict[int, int] = {}
            for j, v in enumerate(vals):
                if v in seen or not 0 <= v < n:
                    return {"n": n, "stages": [seen.get(v, j), j], "digit": v, "digits": vals}
                seen[v] = j
    return None


def _canonical_lets(text: str) -> str:
    """Z3 names let-bound terms after internal ids (``$x75``, ``?x72``), which depend on what else the
    process built; renumber them in order of appearance so the text depends on the query only."""
    names: dict[str, str] = {}

    def rename(m: re.Match) -> str:
        return names.setdefault(m.group(0), f"{m.group(1)}t{len(names)}")

    return re.sub(r"([$?])x\d+\b", rename, text)


def step_smt2(queries: dict[str, Query]) -> str:
    """One SMT-LIB script holding the given queries, each preceded by its name, separated by (reset)."""
    parts = [f"; --- {name}: expected unsat ---\n{_canonical_lets(q.smt2)}" for name, q in queries.items()]
    return f"; z3 {z3.get_version_string()}\n" + "(reset)\n".join(parts)


STEP_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2"


def step_queries(timeout: float = 60.0) -> dict[str, Query]:
    """The four step queries with d symbolic (both patterns, rows and columns), in a fixed order."""
    return {_name(p, prop, None): step_query(p, prop, None, timeout) for p in PATTERNS for prop in PROPERTIES}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.induction [--check] [FILE]``: write (or check) the step's SMT-LIB."""
    import argparse
    import pathlib

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("file", nargs="?", default=STEP_SMT2)
    ap.add_argument("--check", action="store_true", help="exit 1 when the file is stale instead of rewriting it")
    args = ap.parse_args(argv)
    text = step_smt2(step_queries())
    path = pathlib.Path(args.file)
    if path.exists() and path.read_text() == text:
        return 0
    if args.check:
        print(f"{path} is stale; run python -m alltoall.checkers.z3.induction", flush=True)
        return 1
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
