"""Claims for every size by induction over the recursive structure of the networks, each part a Z3 query.

For liu-chen-chen-2007 Theorem 2 (every k >= 1, every d >= 2): the stage digits
(:func:`stage_digit_queries`), the base case k = 1 (:func:`base_query`), the step from k to k + 1 with
the copies an uninterpreted function constrained by the hypothesis (:func:`step_query`), and the
structure of the six named networks for a symbolic digit count (:func:`lcc_structure_query`; per k it is read
off the spec's wirings by :func:`alltoall.spec.topologies.recursive.split`). The same
method for chau-fu-2003 (``cf_*``) and yang-wang-2000 (``yw_*``), on terms of symbolic size
(:class:`Nat`, :class:`Bits`, :class:`Idx`); :func:`settle` turns the parts into a verdict and
:data:`STEP_FILES` maps each step's SMT-LIB file to its queries. Every query is UNSAT when its part
holds. The argument step by step is in ``docs/design.md`` ("Beyond bounded sizes").

References
----------
liu-chen-chen-2007, Theorem 2; chau-fu-2003, Theorems 1 and 2 and the routing rule of Sect. IV;
yang-wang-2000, the basic permutations, the phi identities and the banyan with every stage phi_1 or I.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from typing import Any

import z3

from alltoall.checkers.result import proved, unknown
from alltoall.checkers.z3 import capi, core
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.topologies import optical as op

__all__ = [
    "Bits",
    "CF_PROPS",
    "CF_STEP_SMT2",
    "CF_STRUCTURE",
    "FOR_EVERY_WIDTH",
    "Idx",
    "LCC_FAMILIES",
    "LCC_STRUCTURE",
    "LCC_TRACK",
    "Nat",
    "PATTERNS",
    "PROPERTIES",
    "STEP_FILES",
    "STEP_SMT2",
    "STRUCTURE_SMT2",
    "Sym",
    "YW_BANYAN_CONCLUSIONS",
    "YW_BANYAN_PARTS",
    "YW_BANYAN_SMT2",
    "YW_CONCLUSIONS",
    "YW_STEP_SMT2",
    "base_query",
    "cf_base_query",
    "cf_coverage_query",
    "cf_rule_ends_query",
    "cf_rule_step_lemma",
    "cf_step_queries",
    "cf_step_query",
    "cf_structure_query",
    "for_every",
    "ite",
    "lcc_expected_split",
    "lcc_structure_queries",
    "lcc_structure_query",
    "main",
    "restamp_smt2",
    "same_smt2",
    "settle",
    "stage_digit_queries",
    "stage_digit_violation",
    "step_queries",
    "step_query",
    "step_files_main",
    "step_smt2",
    "yw_banyan_conclusion",
    "yw_banyan_query",
    "yw_banyan_step_queries",
    "yw_conclusion_query",
    "yw_phi_query",
    "yw_step_queries",
    "yw_step_query",
]

PATTERNS = ("first", "last")
PROPERTIES = ("rows", "columns")


class _Digits:
    """Digits of a d-MIN as solver terms: Int with d symbolic (every d >= 2), or bit-vectors for a
    concrete d (so bitwise spec operations, e.g. a mutated d-XOR, still evaluate)."""

    def __init__(self, solver: z3.Solver, d: int | None) -> None:
        self.solver = solver
        if d is None:
            self.d = z3.Int("d")
            solver.add(self.d >= 2)
            self.sort = z3.IntSort()
        else:
            self.w = (2 * d - 1).bit_length() + 1
            self.d = d
            self.sort = z3.BitVecSort(self.w)

    def var(self, name: str) -> Any:
        v = z3.Const(name, self.sort)
        if isinstance(self.d, int):
            self.solver.add(z3.ULT(v, self.d))
        else:
            self.solver.add(v >= 0, v < self.d)
        return v

    def reduce(self, t: Any) -> Any:
        """An arbitrary solver term mapped into 0..d-1 (an uninterpreted M^0 entry)."""
        if isinstance(self.d, int):
            return z3.URem(t, self.d)
        return t % self.d


def _port(D: _Digits, u: Any, m0: Any, r: Any) -> Any:
    """The spec's switch: input port u, initial shift m0, round digit r -> output port."""
    return switches.shift_port(u, switches.d_xor(m0, r, D.d), D.d)


def _name(pattern: str, prop: str, d: int | None) -> str:
    return f"step-{pattern}-{prop}-d{'any' if d is None else d}"


def step_query(
    pattern: str,
    prop: str,
    d: int | None = None,
    timeout: float = TIMEOUT,
    keep_smt2: bool = True,
    hypothesis: bool = True,
    ground: bool = True,
) -> Query:
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

    def route(p: Any, S: Any, r: Any, R: Any) -> Any:
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
        s.add(capi.Or(r != r2, R != R2))
    else:
        p2, S2 = D.var("p2"), z3.Const("S2", Line)
        a, b = route(p, S, r, R), route(p2, S2, r, R)
        s.add(capi.Or(p != p2, S != S2))
    if hypothesis and ground:
        apps = [a[1], b[1]]  # the applications of sub: the copy each route runs through
        for u, v in itertools.combinations(apps, 2):
            cu, lu, Xu = u.arg(0), u.arg(1), u.arg(2)
            cv, lv, Xv = v.arg(0), v.arg(1), v.arg(2)
            s.add(z3.Implies(capi.And(cu == cv, lu == lv, Xu != Xv), u != v))  # rows of copy c
            s.add(z3.Implies(capi.And(cu == cv, Xu == Xv, lu != lv), u != v))  # columns of copy c
    s.add(a[0] == b[0], a[1] == b[1])
    free = {
        "m0": "the new stage's M^0 (every function)",
        "sub": "the k-stage copies (every function)",
    }  # vacuity record
    free |= {} if isinstance(D.d, int) else {"d": "every d >= 2"}
    return solve(s, keep_smt2, {}, free=free, negated=2)


def base_query(prop: str, d: int | None = None, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
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
    free = {"m0": "M^0 (every value)", "u": "input", "r": "round"} | (
        {} if isinstance(D.d, int) else {"d": "every d >= 2"}
    )
    return solve(s, keep_smt2, {}, free=free)  # vacuity record


def stage_digit_queries(timeout: float = TIMEOUT, keep_smt2: bool = True) -> dict[str, Query]:
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
    s.add(n >= 1, 0 <= j, j < n, capi.Or(sd < 0, sd >= n))
    out["stage-digit-in-range"] = solve(s, keep_smt2, {"n": n, "j": j})
    return out


def stage_digit_violation(limit: int) -> dict[str, Any] | None:
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


# --- liu-chen-chen-2007, the recursive structure of the six named networks for every k ------------------
#
# The spec builds the six named networks' wirings from index maps (``multistage.omega_src`` ...:
# the old digit position new position i of wiring j reads), written once for ints and solver terms. The
# queries below run them on a symbolic digit count K (the (k+1)-stage network, K = k + 1 >= 2), stage j and
# position i, and prove for every K what ``recursive.split_first`` checks per k: every wiring is a
# permutation; the digit stage 0 writes (position 0) rides on a track T(K, j) (omega: j, the others: K - 1,
# the induction's invariant, checked here) and is never a port again; removing it from wirings 2..K-1 leaves
# exactly the k-stage network's interior wirings 1..k-1 (the reverse butterfly from K = 4 on: pattern last,
# ``recursive.split_last``, :data:`LCC_LAST`). Every query is UNSAT when its part holds.

LCC_FAMILIES = ("omega", "baseline", "butterfly", "reverse-omega", "reverse-baseline", "reverse-butterfly")
LCC_STRUCTURE = ("permutation", "track-start", "track", "passenger", "interior")
LCC_TRACK: dict[str, Any] = {
    "omega": lambda K, j: j,
    "baseline": lambda K, j: K - 1,
    "butterfly": lambda K, j: K - 1,
    "reverse-omega": lambda K, j: K - j,
    "reverse-baseline": lambda K, j: j,
    "reverse-butterfly": lambda K, j: z3.If(j == K - 1, 0, K - 1),
}
#: Pattern last (``recursive.split_last``): the passenger is an input digit, at position P(K) before wiring 0,
#: never the port before the last stage and the port of the last stage. For K >= LCC_LAST_FROM stages only; the
#: smaller networks of the family are checked one by one (``recursive.split``).
LCC_LAST: dict[str, Any] = {"reverse-butterfly": lambda K: K - 1}
LCC_LAST_FROM = 4
STRUCTURE_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-recursive-structure-every-k__step.smt2"


def _if(c: Any, a: Any, b: Any) -> Any:
    return z3.If(c, a, b)


def _family_src(family: str, facts: list[Any]) -> Any:
    """The spec's index map of ``family`` on solver terms (looked up at call time, so a mutant is seen). A
    reverse family runs the spec's ``reverse_src`` on its base family's map, with the inverse an uninterpreted
    ``inv_<base>(k, j, i)`` whose defining facts (in range, and the base wiring j maps it to i) are appended
    to ``facts`` at every application: the true inverse satisfies them wherever the base wirings are
    permutations (the base family's ``permutation`` part)."""
    from alltoall.spec.topologies import multistage as ms

    base = family.removeprefix("reverse-")
    f = getattr(ms, f"{base}_src")
    if base == family:
        return lambda k, j, i: f(k, j, i, select=_if)
    inv = z3.Function(f"inv_{base}", z3.IntSort(), z3.IntSort(), z3.IntSort(), z3.IntSort())

    def invert(g: Any, k: Any, jj: Any, i: Any) -> Any:
        a = inv(k, jj, i)
        where = capi.And(k >= 1, jj >= 0, jj <= k, i >= 0, i < k)
        facts.append(z3.Implies(where, capi.And(a >= 0, a < k, g(k, jj, a, select=_if) == i)))
        return a

    return lambda k, j, i: ms.reverse_src(f, k, j, i, invert=invert, select=_if)


def lcc_expected_split(family: str, K: int) -> tuple[str, tuple[int, ...] | None]:
    """The pattern and the track the structure queries prove for the K-stage member of ``family`` (K >= 2),
    as ints; no track for the small members of a pattern-last family (below :data:`LCC_LAST_FROM` stages,
    pattern first)."""

    def val(x: Any) -> int:
        return x if isinstance(x, int) else z3.simplify(x).as_long()

    if family in LCC_LAST:
        if K < LCC_LAST_FROM:
            return "first", None
        return "last", tuple(val(LCC_TRACK[family](K, j)) for j in range(K))
    return "first", tuple(val(LCC_TRACK[family](K, j)) for j in range(1, K))


def lcc_structure_query(family: str, part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """One part of "the spec's (k+1)-stage ``family`` network is stage 0 plus d copies of its k-stage network
    (pattern first)", K = k + 1 symbolic (and the stage j, the positions). UNSAT when the part holds:
    ``permutation`` (every K >= 1, every wiring 0..K: in range and injective), ``track-start`` (wiring 1
    moves position 0 to T(K, 1)), ``track`` (wiring j moves T(K, j - 1) to T(K, j), 2 <= j <= K - 1),
    ``passenger`` (T(K, j) is a position other than 0, the port, for 1 <= j <= K - 1) and ``interior``
    (wiring j without the passenger, positions renumbered in order, is wiring j - 1 of the K - 1 digit
    network, 2 <= j <= K - 1: ``recursive.without``). A family in :data:`LCC_LAST` has the same parts for
    pattern last, K >= LCC_LAST_FROM: the input digit at P(K) rides on T(K, j) through wirings 0..K-1, is not the
    port before the last stage and is the last stage's port, and wiring j without it is the copy's wiring j,
    1 <= j <= K - 2. On SAT the model names K and j."""
    if family not in LCC_FAMILIES or part not in LCC_STRUCTURE:
        raise ValueError(f"family must be one of {LCC_FAMILIES}, part one of {LCC_STRUCTURE}")
    facts: list[Any] = []
    src, T = _family_src(family, facts), LCC_TRACK[family]
    s = new_solver(timeout)
    K, j, t, u = z3.Ints("K j t u")
    named: dict[str, Any] = {"K": K}

    def inside(x: Any, n: Any) -> Any:
        return capi.And(x >= 0, x < n)

    if part == "permutation":
        domain = [K >= 1, j >= 0, j <= K, inside(t, K), inside(u, K)]
        v = src(K, j, t)
        negated = capi.Or(z3.Not(inside(v, K)), capi.And(t != u, v == src(K, j, u)))
        named |= {"j": j, "t": t, "u": u}
    elif family in LCC_LAST:  # pattern last: wirings 0..K-1 carry the passenger, 1..K-2 are the copies'
        P, lo = LCC_LAST[family], K >= LCC_LAST_FROM
        if part == "track-start":
            domain = [lo]
            negated = src(K, z3.IntVal(0), T(K, z3.IntVal(0))) != P(K)
        elif part == "track":
            domain = [lo, j >= 1, j <= K - 1]
            negated = src(K, j, T(K, j)) != T(K, j - 1)
            named["j"] = j
        elif part == "passenger":
            domain = [lo, j >= 0, j <= K - 1]
            negated = z3.Not(capi.And(inside(T(K, j), K), (T(K, j) == 0) == (j == K - 1), inside(P(K), K)))
            named["j"] = j
        else:
            domain = [lo, j >= 1, j <= K - 2, u >= 0, u <= K - 2]
            new, old = T(K, j), T(K, j - 1)
            v = src(K, j, u + z3.If(u >= new, 1, 0))
            negated = v - z3.If(v > old, 1, 0) != src(K - 1, j, u)
            named |= {"j": j, "u": u}
    elif part == "track-start":
        domain = [K >= 2]
        negated = src(K, z3.IntVal(1), T(K, z3.IntVal(1))) != 0
    elif part == "track":
        domain = [K >= 3, j >= 2, j <= K - 1]
        negated = src(K, j, T(K, j)) != T(K, j - 1)
        named["j"] = j
    elif part == "passenger":
        domain = [K >= 2, j >= 1, j <= K - 1]
        negated = z3.Not(capi.And(inside(T(K, j), K), T(K, j) != 0))
        named["j"] = j
    else:
        domain = [K >= 3, j >= 2, j <= K - 1, u >= 0, u <= K - 2]
        new, old = T(K, j), T(K, j - 1)
        v = src(K, j, u + z3.If(u >= new, 1, 0))  # the u-th position other than the passenger's
        negated = v - z3.If(v > old, 1, 0) != src(K - 1, j - 1, u)
        named |= {"j": j, "u": u}
    s.add(*domain, *facts)
    s.add(negated)
    return solve(s, keep_smt2, named, free={"K": "every K >= 1 (2, 3) digits"})


def lcc_structure_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The structure's queries for the six named networks (omega, baseline, butterfly, their reverses), in a
    fixed order."""
    return {f"structure-{f}-{p}": lcc_structure_query(f, p, timeout) for f in LCC_FAMILIES for p in LCC_STRUCTURE}


# --- symbolic sizes: the spec's arithmetic on unbounded naturals and bit strings ------------------------
#
# chau-fu-2003's optical MIN and yang-wang-2000's basic permutations are not d-ary digit networks: their
# steps run the spec's own functions on terms of a symbolic size. :class:`Nat` is an unbounded natural (a
# Z3 Int) whose powers of two ``2 ** e`` are applications of an uninterpreted ``pow2``, constrained by
# the defining facts of 2^e at the applications the query makes (:meth:`Sym.close`); :class:`Bits` is an
# unbounded bit string read bit by bit at index terms (:class:`Idx`), so XOR, shifts and masks stay
# quantifier-free. A Python ``if`` on a comparison inside a spec function is decided from the query's side
# conditions (:meth:`Sym.decide`); one they do not decide raises, and the claim says so.


class Sym:
    """The side conditions and the powers of two of one query on symbolic sizes."""

    def __init__(self, solver: z3.Solver) -> None:
        self.solver = solver
        self.facts: list[Any] = []
        self.pow2 = z3.Function("pow2", z3.IntSort(), z3.IntSort())
        self.exponents: list[Any] = []
        self.inputs: dict[str, str] = {}  # the query's free inputs (its vacuity record), by name
        self.negated: list[Any] = []  # the assertions that state the negated property

    def fact(self, *conds: Any) -> None:
        """Side conditions: asserted, and used to decide the spec's ``if`` on symbolic comparisons."""
        for c in conds:
            c = c.t if isinstance(c, (Nat, Idx)) else c
            self.facts.append(c)
            self.solver.add(c)

    def nat(self, name: str, lo: int = 0) -> Nat:
        v = Nat(z3.Int(name), self)
        self.fact(v.t >= lo)
        self.inputs[name] = f"every natural >= {lo}"
        return v

    def idx(self, name: str, lo: int = 0) -> Idx:
        v = Idx(z3.Int(name), self)
        self.fact(v.t >= lo)
        self.inputs[name] = f"every index >= {lo}"
        return v

    def violation(self, *terms: Any) -> None:
        """Assert the negated property (what an UNSAT answer rules out), recorded as such."""
        self.negated.extend(terms)
        self.solver.add(*terms)

    def solve(self, keep_smt2: bool, free: dict[str, str] | None = None) -> Query:
        """:meth:`close`, then solve with the vacuity record: every input made here (:meth:`nat`,
        :meth:`idx`, :meth:`Bits.var`) and ``free`` are free, and the assumptions are every assertion but
        the :meth:`violation` ones, which a query must have stated."""
        if not self.negated:
            raise ValueError("the query states no violation (Sym.violation): its vacuity record would be wrong")
        self.close()
        return solve(self.solver, keep_smt2, {}, free=self.inputs | dict(free or {}), negated=tuple(self.negated))

    def power(self, e: Any) -> Nat:
        """2 ** e for a symbolic exponent: an application of ``pow2``."""
        t = e.t if isinstance(e, (Nat, Idx)) else z3.IntVal(int(e))
        if not any(t.eq(x) for x in self.exponents):
            self.exponents.append(t)
        return Nat(self.pow2(t), self)

    def decide(self, cond: Any) -> Any:
        """A comparison as a Python bool when the side conditions decide it, else the Z3 term."""
        c = z3.simplify(cond)
        if z3.is_true(c) or z3.is_false(c):
            return z3.is_true(c)
        for value, goal in ((True, z3.Not(cond)), (False, cond)):
            s = z3.Solver()
            s.set("timeout", 10000)
            s.add(self.facts)
            s.add(goal)
            answer = s.check()
            if core.recording_active():
                core.recorded(s.to_smt2(), str(answer))  # a side condition decided while building the query
            if answer == z3.unsat:
                return value
        return cond

    def close(self) -> None:
        """The facts of 2^e at every pair of exponents the query applies ``pow2`` to: 2^0 = 1, 2^e >= 1,
        2^(e+1) = 2 * 2^e, and 2 * 2^a <= 2^b for a < b (each true of 2^e for naturals e)."""
        p, add = self.pow2, self.solver.add
        for e in self.exponents:
            add(z3.Implies(e >= 0, p(e) >= 1), z3.Implies(e == 0, p(e) == 1))
        for a, b in itertools.permutations(self.exponents, 2):
            add(z3.Implies(capi.And(a >= 0, b == a + 1), p(b) == 2 * p(a)))
            add(z3.Implies(capi.And(a >= 0, a < b), 2 * p(a) <= p(b)))


def _term(o: Any, sym: Sym) -> Any:
    if isinstance(o, (Nat, Idx)):
        return o.t
    if isinstance(o, int) and not isinstance(o, bool):
        return z3.IntVal(o)
    raise TypeError(f"no symbolic-size arithmetic with {type(o).__name__}")


class Nat:
    """An unbounded natural for the spec's ``+ - * // % >> << & **`` (``&`` with 2^t - 1, ``**`` with base 2)."""

    __slots__ = ("t", "sym")

    def __init__(self, t: Any, sym: Sym) -> None:
        self.t, self.sym = t, sym

    def _n(self, t: Any) -> Nat:
        return Nat(t, self.sym)

    def __add__(self, o: Any) -> Any:
        return self._n(self.t + _term(o, self.sym))

    __radd__ = __add__

    def __sub__(self, o: Any) -> Any:
        return self._n(self.t - _term(o, self.sym))

    def __rsub__(self, o: Any) -> Any:
        return self._n(_term(o, self.sym) - self.t)

    def __mul__(self, o: Any) -> Any:
        return self._n(self.t * _term(o, self.sym))

    __rmul__ = __mul__

    def __floordiv__(self, o: Any) -> Any:
        return self._n(self.t / _term(o, self.sym))  # Z3 Int division: floor for a positive divisor

    def __rfloordiv__(self, o: Any) -> Any:
        return self._n(_term(o, self.sym) / self.t)

    def __mod__(self, o: Any) -> Any:
        return self._n(self.t % _term(o, self.sym))

    def __rmod__(self, o: Any) -> Any:
        return self._n(_term(o, self.sym) % self.t)

    def __rshift__(self, o: Any) -> Any:
        return self._n(self.t / (self.sym.power(o).t if isinstance(o, (Nat, Idx)) else 2 ** int(o)))

    def __lshift__(self, o: Any) -> Any:
        return self._n(self.t * (self.sym.power(o).t if isinstance(o, (Nat, Idx)) else 2 ** int(o)))

    def __and__(self, o: Any) -> Any:
        if isinstance(o, int) and o >= 0 and (o + 1) & o == 0:
            return self._n(self.t % (o + 1))
        raise TypeError("a symbolic natural is masked only by 2^t - 1")

    __rand__ = __and__

    def __rpow__(self, base: Any) -> Any:
        if base != 2:
            raise TypeError("only powers of two of a symbolic exponent")
        return self.sym.power(self)

    def __lt__(self, o: Any) -> Any:
        return self.sym.decide(self.t < _term(o, self.sym))

    def __le__(self, o: Any) -> Any:
        return self.sym.decide(self.t <= _term(o, self.sym))

    def __gt__(self, o: Any) -> Any:
        return self.sym.decide(self.t > _term(o, self.sym))

    def __ge__(self, o: Any) -> Any:
        return self.sym.decide(self.t >= _term(o, self.sym))

    def __eq__(self, o: Any) -> Any:
        return self.sym.decide(self.t == _term(o, self.sym))

    def __ne__(self, o: Any) -> Any:
        return self.sym.decide(self.t != _term(o, self.sym))

    def __bool__(self) -> bool:
        raise TypeError("a symbolic natural has no truth value")

    __hash__ = None


class Idx(Nat):
    """A symbolic bit position or index: a :class:`Nat` that also shifts a 1 (``1 << i`` is a :class:`Bits`)."""

    __slots__ = ()

    def _n(self, t: Any) -> Idx:
        return Idx(t, self.sym)

    def __rlshift__(self, o: Any) -> Any:
        return Bits.of_int(o, self.sym) << self


class Bits:
    """An unbounded bit string: ``at(u)`` is bit u (a Z3 Bool) for an Int term u >= 0. ``support`` is a
    finite set of positions outside which every bit is 0, when known (for ``==`` with small values)."""

    __slots__ = ("at", "sym", "support")

    def __init__(self, at: Any, sym: Sym, support: frozenset[Any] | None = None) -> None:
        self.at, self.sym, self.support = at, sym, support

    @staticmethod
    def of_int(n: int, sym: Sym) -> Bits:
        if not isinstance(n, int) or n < 0:
            raise TypeError("a bit string of a natural only")
        ones = frozenset(b for b in range(n.bit_length()) if n >> b & 1)
        return Bits(lambda u: capi.Or([u == b for b in sorted(ones)] + [z3.BoolVal(False)]), sym, ones)

    @staticmethod
    def var(name: str, sym: Sym, reads: list[Any] | None = None) -> Bits:
        """A bit string constant (an array Int -> Bool); ``reads`` collects the index terms it is read at."""
        a = z3.Array(name, z3.IntSort(), z3.BoolSort())

        def at(u: Any) -> Any:
            sym.inputs[name] = "every bit string"  # an input of the query once it is read
            if reads is not None and not any(u.eq(x) for x in reads):
                reads.append(u)
            return a[u]

        return Bits(at, sym)

    def _b(self, o: Any) -> Bits:
        if isinstance(o, Bits):
            return o
        return Bits.of_int(o, self.sym)

    def __xor__(self, o: Any) -> Any:
        o = self._b(o)
        sup = self.support | o.support if self.support is not None and o.support is not None else None
        return Bits(lambda u: z3.Xor(self.at(u), o.at(u)), self.sym, sup)

    __rxor__ = __xor__

    def __or__(self, o: Any) -> Any:
        o = self._b(o)
        sup = self.support | o.support if self.support is not None and o.support is not None else None
        return Bits(lambda u: capi.Or(self.at(u), o.at(u)), self.sym, sup)

    __ror__ = __or__

    def __and__(self, o: Any) -> Any:
        o = self._b(o)
        sups = [x for x in (self.support, o.support) if x is not None]
        return Bits(lambda u: capi.And(self.at(u), o.at(u)), self.sym, min(sups, key=len) if sups else None)

    __rand__ = __and__

    def __rshift__(self, t: Any) -> Any:
        tt = _term(t, self.sym)
        sup = (
            frozenset(b - t for b in self.support if b >= t)
            if self.support is not None and isinstance(t, int)
            else None
        )
        return Bits(lambda u: self.at(u + tt), self.sym, sup)

    def __lshift__(self, t: Any) -> Any:
        tt = _term(t, self.sym)
        sup = frozenset(b + t for b in self.support) if self.support is not None and isinstance(t, int) else None
        return Bits(lambda u: capi.And(u >= tt, self.at(u - tt)), self.sym, sup)

    def __mul__(self, o: Any) -> Any:
        """Times a bit: 0 or 1, or a bit string that is 0 outside bit 0 (``phi(1, 0) * setting`` in the spec)."""
        if isinstance(o, int) and o in (0, 1):
            return self if o else Bits.of_int(0, self.sym)
        if isinstance(o, Bits) and o.support is not None and o.support <= {0}:
            return Bits(lambda u: capi.And(self.at(u), o.at(z3.IntVal(0))), self.sym, self.support)
        raise TypeError("a bit string is multiplied only by a bit")

    def __rmul__(self, o: Any) -> Any:
        if isinstance(o, int) and o >= 0 and self.support is not None and self.support <= {0}:
            return Bits.of_int(o, self.sym) * self
        if isinstance(o, int) and o in (0, 1):
            return self * o
        raise TypeError("a bit string is multiplied only by a bit")

    def __eq__(self, o: Any) -> Any:
        o = self._b(o)
        sups = [x for x in (self.support, o.support) if x is not None]
        if len(sups) < 2:
            raise TypeError("bit strings are compared only when both have a known finite support")
        pos = sorted(sups[0] | sups[1])
        return capi.And([self.at(z3.IntVal(b)) == o.at(z3.IntVal(b)) for b in pos] + [z3.BoolVal(True)])

    def __ne__(self, o: Any) -> Any:
        return z3.Not(self == o)

    def __bool__(self) -> bool:
        raise TypeError("a symbolic bit string has no truth value")

    __hash__ = None


def ite(cond: Any, a: Bits, b: Bits) -> Bits:
    """``a if cond else b`` for bit strings and a Z3 condition."""
    return Bits(lambda u: z3.If(cond, a.at(u), b.at(u)), a.sym)


# --- chau-fu-2003, Theorem 1 for every k: one stage plus two copies -------------------------------------
#
# OpticalMIN(2M) is stage 0 followed by two copies of OpticalMIN(M) on the even and the odd switches:
# switch 2q + p of stage j + 1 is switch q of copy p's stage j (structure queries), and Theorem 1's
# stage-uniform setting for the shift c drives both copies with the setting for c >> 1. Hypothesis (for
# M = 2^K): under the setting for any c' < M, input q < M of OpticalMIN(M) ends at (q + c') mod M with its
# last stage sent to the processor, and no two inputs share a switch at any stage.

CF_PROPS = ("delivery", "crosstalk")
CF_STRUCTURE = ("wiring", "settings", "settings-last", "shift-range", "stages")


def cf_step_query(prop: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """The step K -> K + 1 for Theorem 1 of chau-fu-2003, K >= 1 symbolic. UNSAT: OpticalMIN(2^(K+1)) delivers
    every shift c < 2^(K+1) (``delivery``) and is crosstalk-free (``crosstalk``) when both copies of
    OpticalMIN(2^K) are. The copies are uninterpreted functions ``sub_out(p, q, c')`` and ``sub_occ(p, q, c', j)``
    constrained by the hypothesis at the query's applications; stage 0 is the spec's ``shift_port`` and
    ``next_switch``. ``hypothesis=False`` drops it (then SAT: the step is not vacuous)."""
    if prop not in CF_PROPS:
        raise ValueError(f"prop must be one of {CF_PROPS}")
    s = new_solver(timeout)
    sym = Sym(s)
    Int = z3.IntSort()
    K = sym.nat("K", 1)
    M, N = 2**K, 2 ** (K + 1)
    S_big = op.stage_count(K + 1)
    c = sym.nat("c")
    sym.fact(c.t < N.t)
    cp = c >> 1  # the copies' shift

    def enter(src: Nat) -> Any:
        """Stage 0 (the spec's), then the copy (switch parity) and its input."""
        pos = op.next_switch(N, 0, src, op.shift_port(S_big, c, 0))
        return pos % 2, pos // 2

    def in_range(*xs: Any) -> Any:
        return capi.And([capi.And(x.t >= 0, x.t < M.t) for x in xs])

    if prop == "delivery":
        sub_out = z3.Function("sub_out", Int, Int, Int, Int)
        src = sym.nat("s")
        sym.fact(src.t < N.t)
        p, q = enter(src)
        out = Nat(sub_out(p.t, q.t, cp.t), sym)
        if hypothesis:
            s.add(z3.Implies(in_range(q, cp), out.t == op.shift_destination(M, q, cp).t))
        sym.violation((2 * out + p).t != op.shift_destination(N, src, c).t)
    else:
        sub_occ = z3.Function("sub_occ", Int, Int, Int, Int, Int)
        a, b, j = sym.nat("s"), sym.nat("t"), sym.nat("j")  # big stage j + 1 = the copies' stage j
        sym.fact(a.t < N.t, b.t < N.t, a.t != b.t, j.t <= K.t)
        (pa, qa), (pb, qb) = enter(a), enter(b)
        oa, ob = sub_occ(pa.t, qa.t, cp.t, j.t), sub_occ(pb.t, qb.t, cp.t, j.t)
        if hypothesis:
            s.add(z3.Implies(capi.And(pa.t == pb.t, qa.t != qb.t, in_range(qa, qb, cp)), oa != ob))
        sym.violation(2 * oa + pa.t == 2 * ob + pb.t)
    return sym.solve(keep_smt2)


def cf_structure_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The spec's OpticalMIN(2^(K+1)) is stage 0 plus two copies of OpticalMIN(2^K), K >= 1 and the stage j
    symbolic. ``wiring``: switch 2q + p of stage j + 1 leads where switch q of stage j of the copy leads
    (times 2, plus p), j < K; ``settings``: Theorem 1's setting of stage j + 1 for c is the copy's setting
    of stage j for c >> 1, j < K, with c an unbounded bit string (the spec's ``bit`` and ``shift_port`` read bit
    by bit: quantifier-free, where the same lemma on integers is nonlinear and Z3 answers it only at some
    random seeds); ``settings-last``: the same for the last stages (j = K); ``shift-range``: c < 2^(K+1)
    gives c >> 1 < 2^K; ``stages``: the big network has one stage more. UNSAT when the part holds."""
    if part not in CF_STRUCTURE:
        raise ValueError(f"part must be one of {CF_STRUCTURE}")
    s = new_solver(timeout)
    sym = Sym(s)
    K = sym.nat("K", 1)
    M, N = 2**K, 2 ** (K + 1)
    if part == "stages":
        sym.violation((op.stage_count(K + 1) - op.stage_count(K) - 1).t != 0)
    elif part == "wiring":
        j, q, p, b = sym.nat("j"), sym.nat("q"), sym.nat("p"), sym.nat("b")
        sym.fact(j.t < K.t, q.t < M.t, p.t <= 1, b.t <= 1)
        sym.violation(op.next_switch(N, j + 1, 2 * q + p, b).t != (2 * op.next_switch(M, j, q, b) + p).t)
    elif part == "shift-range":
        c = sym.nat("c")
        sym.fact(c.t < N.t)
        sym.violation((c >> 1).t >= M.t)
    else:  # the settings, bit by bit: c an unbounded bit string (every natural among them)
        c = Bits.var("c", sym)
        if part == "settings":
            j = sym.idx("j")
            sym.fact(j.t < K.t)
        else:
            j = Idx(K.t, sym)
        Kb = Idx(K.t, sym)
        sym.violation(op.shift_port(op.stage_count(Kb + 1), c, j + 1) != op.shift_port(op.stage_count(Kb), c >> 1, j))
    return sym.solve(keep_smt2)


def cf_base_query(prop: str, k: int = 1, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 1 on OpticalMIN(2^k) for a concrete k (the base case k = 1), every shift c < 2^k (c = 0 too)
    and every source: the spec's route, stage by stage, on symbolic c and sources."""
    if prop not in CF_PROPS:
        raise ValueError(f"prop must be one of {CF_PROPS}")
    s = new_solver(timeout)
    sym = Sym(s)
    N, S = 2**k, op.stage_count(k)
    c = sym.nat("c")
    sym.fact(c.t < N)

    def path(src: Any) -> Any:
        pos = [src]
        for j in range(S - 1):
            pos.append(op.next_switch(N, j, pos[-1], op.shift_port(S, c, j)))
        return pos, op.shift_port(S, c, S - 1)

    if prop == "delivery":
        src = sym.nat("s")
        sym.fact(src.t < N)
        pos, last = path(src)
        sym.violation(capi.Or(_term(last, sym) != 0, pos[-1].t != op.shift_destination(N, src, c).t))
    else:
        a, b = sym.nat("s"), sym.nat("t")
        sym.fact(a.t < N, b.t < N, a.t != b.t)
        sym.violation(capi.Or([x.t == y.t for x, y in zip(path(a)[0], path(b)[0])]))
    return sym.solve(keep_smt2)


def cf_coverage_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 2's coverage for every N = 2^K (K >= 1 symbolic): is there a source s and passes c1 != c2 in
    1..N-1 that send s's messages to the same processor (the spec's ``shift_destination``), or a pass that
    sends s to itself? UNSAT: with N - 1 passes of N messages, every ordered pair s != d is served once."""
    s = new_solver(timeout)
    sym = Sym(s)
    K = sym.nat("K", 1)
    N = 2**K
    src, c1, c2 = sym.nat("s"), sym.nat("c1", 1), sym.nat("c2", 1)
    sym.fact(src.t < N.t, c1.t <= N.t - 1, c2.t <= N.t - 1)
    d1, d2 = op.shift_destination(N, src, c1), op.shift_destination(N, src, c2)
    sym.violation(capi.Or(capi.And(c1.t != c2.t, d1.t == d2.t), d1.t == src.t))
    return sym.solve(keep_smt2)


def cf_rule_ends_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The routing rule after Theorem 3 for every N = 2^K (K >= 1 symbolic), all pairs s != d: is the rule's c
    (the spec's ``rule_c``) outside 1..N-1, does the shift by c miss d, or is bit K of c (the last stage's
    port) not 0? UNSAT: the rule picks the pass that Theorem 1 routes from s to d."""
    s = new_solver(timeout)
    sym = Sym(s)
    K = sym.nat("K", 1)
    N = 2**K
    a, d = sym.nat("s"), sym.nat("d")
    sym.fact(a.t < N.t, d.t < N.t, a.t != d.t)
    c = op.rule_c(N, a, d, select=lambda cond, x, y: Nat(z3.If(cond, _term(x, sym), _term(y, sym)), sym))
    sym.violation(capi.Or(c.t < 1, c.t > N.t - 1, op.shift_destination(N, a, c).t != d.t, op.bit(c, K).t != 0))
    return sym.solve(keep_smt2)


def cf_rule_step_lemma(timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """The arithmetic the per-stage step of the routing rule needs (the switch the rule names at stage i + 1 of
    OpticalMIN(2M) is twice the one it names at stage i of the copy, plus the copy): (2y + b) mod 2^(i+1) =
    2 (y mod 2^i) + b for every y >= 0, b in {0, 1}, i >= 0. UNSAT would prove it; Z3 answers unknown."""
    s = new_solver(timeout)
    sym = Sym(s)
    i, y, b = sym.nat("i"), sym.nat("y"), sym.nat("b")
    sym.fact(b.t <= 1)
    sym.violation(((2 * y + b) % (2 ** (i + 1))).t != (2 * (y % (2**i)) + b).t)
    return sym.solve(keep_smt2)


# --- yang-wang-2000, the first construction for every m: one more basic permutation ---------------------
#
# A product of distinct basic permutations selected by the subset S (bit i - 1 of S: phi_i is in it) is
# applied as in :func:`alltoall.checkers.z3.yang_wang._product`: x <- (phi_i(x) if bit i - 1 of S else x)
# for i = 1, 2, ... Invariant after phi_1..phi_i: bit u of the value is bit u of the input XOR (u < i and
# bit u of S). Base i = 0: the input itself. Step i - 1 -> i: the spec's ``phi`` on unbounded bit strings.
# Conclusion at i = m: the rows (the identity and the n - 1 products) form a Latin square.

YW_CONCLUSIONS = ("rows", "columns", "range")


def yw_step_query(timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """The step for the products of basic permutations, i >= 1 symbolic (every m >= i). UNSAT: applying the
    loop's body for phi_i (the spec's ``phi`` on bit strings) to a value with the invariant after
    phi_1..phi_(i-1) gives the invariant after phi_1..phi_i. The earlier product is an array ``Pi``
    constrained by the hypothesis at the bits the query reads; ``hypothesis=False`` drops it (then SAT)."""
    s = new_solver(timeout)
    sym = Sym(s)
    i = sym.idx("i", 1)
    S, X = Bits.var("S", sym), Bits.var("X", sym)
    reads: list[Any] = []
    Pi = Bits.var("Pi", sym, reads)
    after = ite(((S >> (i - 1)) & 1) == 1, yw.phi(i, Pi), Pi)
    u = z3.Int("u")
    s.add(u >= 0)
    got = after.at(u)
    sym.violation(got != z3.Xor(X.at(u), capi.And(u < i.t, S.at(u))))
    if hypothesis:
        for w in list(reads):
            s.add(Pi.at(w) == z3.Xor(X.at(w), capi.And(w < i.t - 1, S.at(w))))
    return sym.solve(keep_smt2, free={"u": "every bit position"})


def yw_conclusion_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Latin from the invariant at i = m (m >= 1 symbolic); subsets S, T and values V, U below 2^m (bits from m
    up are 0). ``rows``: S != T give different values at some V (T = 0 is the row a itself, so this is also
    |Psi| = n - 1 and no product the identity); ``columns``: V != U give different values under one S;
    ``range``: every value stays below 2^m. UNSAT when the part holds. No spec function: the spec enters
    through the step."""
    if part not in YW_CONCLUSIONS:
        raise ValueError(f"part must be one of {YW_CONCLUSIONS}")
    s = new_solver(30.0 if timeout > 30 else timeout)
    s.set("timeout", max(1, int(timeout * 1000)))
    m = z3.Int("m")
    s.add(m >= 1)
    arrays = {n: z3.Array(n, z3.IntSort(), z3.BoolSort()) for n in ("S", "T", "V", "U")}
    S, T, V, U = (arrays[n] for n in ("S", "T", "V", "U"))

    def below(A: Any, w: Any) -> Any:  # A < 2^m, at bit w
        return z3.Implies(w >= m, z3.Not(A[w]))

    def prod(A: Any, X: Any, w: Any) -> Any:  # bit w of the product selected by A applied to X (the invariant at i = m)
        return z3.Xor(X[w], capi.And(w < m, A[w]))

    w = z3.Int("w")
    s.add(w >= 0)
    if part == "rows":
        s.add(below(S, w), below(T, w), S[w] != T[w], prod(S, V, w) == prod(T, V, w))
    elif part == "columns":
        s.add(below(V, w), below(U, w), V[w] != U[w], prod(S, V, w) == prod(S, U, w))
    else:
        s.add(below(V, w), w >= m, prod(S, V, w))
    used = {"rows": "STV", "columns": "SVU", "range": "SV"}[part]
    free = {"m": "every m >= 1", "w": "every bit position"} | {n: "every bit string" for n in used}
    return solve(s, keep_smt2, {}, free=free)  # the last assertion is the violation


def yw_phi_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """phi_i phi_j = phi_j phi_i, phi_i phi_i = I, and phi_i maps 0..2^m - 1 into itself, for every m and
    1 <= i, j <= m symbolic, on the spec's ``phi`` over bit strings. UNSAT when all hold."""
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 1)
    i, j = sym.idx("i", 1), sym.idx("j", 1)
    sym.fact(i.t <= m.t, j.t <= m.t)
    X = Bits.var("X", sym)
    u = z3.Int("u")
    s.add(u >= 0)
    comm = yw.phi(i, yw.phi(j, X)).at(u) != yw.phi(j, yw.phi(i, X)).at(u)
    inv = yw.phi(i, yw.phi(i, X)).at(u) != X.at(u)
    rng = capi.And(u >= m.t, z3.Implies(u >= m.t, z3.Not(X.at(u))), yw.phi(i, X).at(u))
    sym.violation(capi.Or(comm, inv, rng))
    return sym.solve(keep_smt2, free={"u": "every bit position"})


# --- yang-wang-2000, the banyan with every stage phi_1 or I, for every m: one stage at a time ------------
#
# The loop body of the spec's ``route`` (stage k: x <- stage(setting_k, x), the link after it, then tau_k when
# k < m - 1) on unbounded bit strings, k and m symbolic, the settings an arbitrary bit string Set (bit k:
# stage k set to phi_1). Invariant before stage k: bit u of the value is bit sigma_k(u) of the input XOR
# (1 <= u <= k and Set[u - 1]), where sigma_k(0) = k, sigma_k(u) = u - 1 for 1 <= u <= k, sigma_k(u) = u above
# (tau_0 .. tau_{k-1} rotate bits 0..k; the flip of stage j lands on bit j + 1 and stays there).

YW_BANYAN_PARTS = ("base", "step-inner", "step-last")
_YW_BANYAN_FREE = {"X": "every input (bit string)", "Set": "every setting (bit string)", "u": "every bit position"}
YW_BANYAN_CONCLUSIONS = ("rows", "columns", "links", "range")


def _yw_sigma(k: Any, u: Any) -> Any:
    return z3.If(u == 0, k, z3.If(u <= k, u - 1, u))


def _yw_before(X: Any, Set: Any, k: Any, u: Any) -> Any:
    """Bit u of the value before stage k (the invariant)."""
    return z3.Xor(X[_yw_sigma(k, u)], capi.And(u >= 1, u <= k, Set[u - 1]))


def _yw_output(X: Any, Set: Any, m: Any, u: Any) -> Any:
    """Bit u of the banyan's output: the invariant at k = m - 1 after the last stage's flip of bit 0."""
    return z3.Xor(X[_yw_sigma(m - 1, u)], z3.If(u == 0, Set[m - 1], capi.And(u <= m - 1, Set[u - 1])))


def yw_banyan_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of the induction over the stages of yang-wang-2000's banyan, m >= 1 and the stage k symbolic.
    ``base``: the input satisfies the invariant before stage 0; ``step-inner``: stage k < m - 1 then tau_k (the
    spec's ``stage`` and ``tau`` on bit strings) take the invariant before stage k to the one before stage
    k + 1; ``step-last``: stage m - 1 gives the output. The value before stage k is an array ``V`` constrained
    by the hypothesis at the bits the query reads (``hypothesis=False`` drops it: then SAT). UNSAT when the part
    holds."""
    if part not in YW_BANYAN_PARTS:
        raise ValueError(f"part must be one of {YW_BANYAN_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 1)
    X, Set = z3.Array("X", z3.IntSort(), z3.BoolSort()), z3.Array("Set", z3.IntSort(), z3.BoolSort())
    u = z3.Int("u")
    s.add(u >= 0)
    if part == "base":
        sym.violation(X[u] != _yw_before(X, Set, 0, u))
        return sym.solve(keep_smt2, free=_YW_BANYAN_FREE)
    k = sym.idx("k") if part == "step-inner" else m - 1
    if part == "step-inner":
        sym.fact(k.t < m.t - 1)
    reads: list[Any] = []
    V = Bits.var("V", sym, reads)
    setting = (Bits(lambda w: Set[w], sym) >> k) & 1  # as round_settings builds them: (g >> t) & 1
    line = yw.stage(setting, V)
    if part == "step-inner":
        sym.violation(yw.tau(k, line).at(u) != _yw_before(X, Set, k.t + 1, u))
    else:
        sym.violation(line.at(u) != _yw_output(X, Set, m.t, u))
    if hypothesis:
        for w in list(reads):
            s.add(V.at(w) == _yw_before(X, Set, k.t, w))
    return sym.solve(keep_smt2, free=_YW_BANYAN_FREE)


def yw_banyan_conclusion(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """From the invariant (m >= 1 symbolic; inputs and settings below 2^m): ``rows``: two different settings send
    one input to different outputs; ``columns``: one setting sends different inputs to different outputs;
    ``links``: at every stage k the links after the stage carry different values for different inputs
    (contention-free, admissible); ``range``: outputs stay below 2^m. The differing bit w of the settings or
    inputs shows at output bit w + 1 (bit 0 for w = m - 1), at bit w + 1, 0 or w of the link after stage k
    (w < k, w = k, w > k). UNSAT when the part holds. No spec function: the spec enters through the steps."""
    if part not in YW_BANYAN_CONCLUSIONS:
        raise ValueError(f"part must be one of {YW_BANYAN_CONCLUSIONS}")
    s = new_solver(timeout)
    m, w, k = z3.Int("m"), z3.Int("w"), z3.Int("k")
    s.add(m >= 1, w >= 0)
    A = {n: z3.Array(n, z3.IntSort(), z3.BoolSort()) for n in ("X", "Y", "Set", "Set2")}
    X, Y, Set, Set2 = A["X"], A["Y"], A["Set"], A["Set2"]

    def below(B: Any, b: Any) -> Any:
        return z3.Implies(b >= m, z3.Not(B[b]))

    at_out = z3.If(w == m - 1, 0, w + 1)
    if part == "rows":
        s.add(
            below(Set, w),
            below(Set2, w),
            Set[w] != Set2[w],
            _yw_output(X, Set, m, at_out) == _yw_output(X, Set2, m, at_out),
        )
    elif part == "columns":
        s.add(below(X, w), below(Y, w), X[w] != Y[w], _yw_output(X, Set, m, at_out) == _yw_output(Y, Set, m, at_out))
    elif part == "links":
        s.add(k >= 0, k <= m - 1, below(X, w), below(Y, w), X[w] != Y[w])
        at = z3.If(w == k, 0, z3.If(w < k, w + 1, w))

        def link(Z: Any, b: Any) -> Any:  # bit b of the link after stage k: the invariant XOR the stage's flip of bit 0
            return z3.Xor(_yw_before(Z, Set, k, b), capi.And(b == 0, Set[k]))

        s.add(link(X, at) == link(Y, at))
    else:
        u = z3.Int("u")
        s.add(u >= m, below(X, u), _yw_output(X, Set, m, u))
    used = {"rows": ("X", "Set", "Set2"), "range": ("X", "Set")}.get(part, ("X", "Y", "Set"))
    free = {"m": "every m >= 1", "w": "every bit position"} | {n: "every bit string" for n in used}
    free |= {"k": "every stage k"} if part == "links" else {"u": "every bit position"} if part == "range" else {}
    return solve(s, keep_smt2, {}, free=free)  # the last assertion is the violation


def _canonical_lets(text: str) -> str:
    """Z3 names let-bound terms after internal ids (``$x75``, ``?x72``), which depend on what else the
    process built; renumber them in order of appearance so the text depends on the query only."""
    names: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        return names.setdefault(m.group(0), f"{m.group(1)}t{len(names)}")

    return re.sub(r"([$?])x\d+\b", rename, text)


FOR_EVERY_WIDTH = 100


def for_every(q: Query, width: int = FOR_EVERY_WIDTH) -> list[str]:
    """The comment lines saying what ``q`` quantifies over: its free inputs (``q.free``, the vacuity record),
    sorted by name, each with what it ranges over, ``; for every: m (every m >= 1), w (every bit position)``,
    wrapped before ``width`` columns (continued by ``;   ``); a query with no free input says so, with why it
    is about one point when it says (``q.point``)."""
    items = [f"{name} ({' '.join(q.free[name].split())})" for name in sorted(q.free, key=lambda n: (n.lower(), n))]
    if not items:
        return [f"; for every: nothing, no free input ({q.point or 'one point'})"]
    items = [f"{item}," for item in items[:-1]] + items[-1:]
    lines = ["; for every: " + items[0]]
    for item in items[1:]:
        if len(lines[-1]) + 1 + len(item) > width:
            lines.append(";   " + item)
        else:
            lines[-1] += " " + item
    return lines


def step_smt2(queries: dict[str, Query]) -> str:
    """One SMT-LIB script holding the given queries, each preceded by its name and what it quantifies over
    (:func:`for_every`), separated by (reset)."""
    parts = [
        "\n".join([f"; --- {name}: expected unsat ---", *for_every(q), _canonical_lets(q.smt2)])
        for name, q in queries.items()
    ]
    return f"; z3 {z3.get_version_string()}\n" + "(reset)\n".join(parts)


def same_smt2(a: str, b: str) -> bool:
    """Do two :func:`step_smt2` scripts hold the same queries? Same names and headers, and each query's
    assertions, parsed back (lets expanded), are the same terms. Z3's printer chooses which shared
    subterms get a ``let`` by what else the process built, so equal queries can print differently."""

    def sections(text: str) -> list[tuple[str, list[str]]]:
        out = []
        for part in text.split("(reset)\n"):
            head = [line for line in part.splitlines() if line.startswith(";")]
            ctx = z3.Context()
            out.append(("\n".join(head), [t.sexpr() for t in z3.parse_smt2_string(part, ctx=ctx)]))
        return out

    if a == b:
        return True
    try:
        return sections(a) == sections(b)
    except z3.Z3Exception:
        return False


def _split_head(section: str) -> tuple[str, str]:
    """A section's leading comment lines (its header) and the rest (its query)."""
    lines = section.splitlines(keepends=True)
    n = next((i for i, line in enumerate(lines) if not line.startswith(";")), len(lines))
    return "".join(lines[:n]), "".join(lines[n:])


def restamp_smt2(old: str, new: str) -> str:
    """``new``, with the query text of ``old`` kept in each section that holds the same query (only its
    header lines taken from ``new``): Z3 prints one query with other ``let`` bindings in another process,
    so rewriting a file for a changed header would otherwise rewrite queries that did not change."""
    olds, news = old.split("(reset)\n"), new.split("(reset)\n")
    if len(olds) != len(news):
        return new
    out = []
    for o, n in zip(olds, news, strict=True):
        (_, o_query), (n_head, n_query) = _split_head(o), _split_head(n)
        out.append(n_head + (o_query if same_smt2(o_query, n_query) else n_query))
    return "(reset)\n".join(out)


STEP_SMT2 = "proofs/smt2/liu-chen-chen-2007__thm2-every-k__step.smt2"
CF_STEP_SMT2 = "proofs/smt2/chau-fu-2003__thm1-every-k__step.smt2"
YW_STEP_SMT2 = "proofs/smt2/yang-wang-2000__first-construction-latin-every-m__step.smt2"
YW_BANYAN_SMT2 = "proofs/smt2/yang-wang-2000__phi1-settings-latin-every-m__step.smt2"


def step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The four step queries with d symbolic (both patterns, rows and columns), in a fixed order."""
    return {_name(p, prop, None): step_query(p, prop, None, timeout) for p in PATTERNS for prop in PROPERTIES}


def cf_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """chau-fu-2003 Theorem 1's step: the two step queries and the four structure queries, in a fixed order."""
    out = {f"step-{p}": cf_step_query(p, timeout) for p in CF_PROPS}
    return out | {f"structure-{p}": cf_structure_query(p, timeout) for p in CF_STRUCTURE}


def yw_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """yang-wang-2000's first construction: the step query (one more basic permutation)."""
    return {"step-phi-i": yw_step_query(timeout)}


def yw_banyan_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """yang-wang-2000's banyan with every stage phi_1 or I: the two step queries (an inner stage, the last)."""
    return {p: yw_banyan_query(p, timeout) for p in YW_BANYAN_PARTS[1:]}


STEP_FILES = {
    STEP_SMT2: step_queries,
    STRUCTURE_SMT2: lcc_structure_queries,
    CF_STEP_SMT2: cf_step_queries,
    YW_STEP_SMT2: yw_step_queries,
    YW_BANYAN_SMT2: yw_banyan_step_queries,
}


def settle(parts: Any, **evidence: Any) -> Any:
    """Run ``parts`` (pairs name, () -> Query) in order: ``proved`` when every query is UNSAT, else ``unknown``
    naming the first part that is not (a SAT step is a broken step, never a refutation by itself; a spec
    function that does not evaluate on symbolic-size terms is said so). The evidence keeps each query's
    status, seconds and SHA-256, and the SMT-LIB texts kept."""
    queries: dict[str, dict[str, Any]] = {}
    smt2: dict[str, str] = {}
    for name, run in parts:
        try:
            q = run()
        except (TypeError, z3.Z3Exception) as e:
            return unknown(
                f"{name}: the spec's functions do not evaluate on symbolic-size terms ({type(e).__name__}: {e})",
                queries=queries,
            )
        queries[name] = {"status": q.status, "seconds": round(q.seconds, 3), "smt2_sha256": q.smt2_sha256}
        if q.smt2:
            smt2[name] = q.smt2
        if q.status != "unsat":
            return unknown(f"{name}: {q.status} {q.reason or ''}".strip(), queries=queries)
    return proved(examined=len(queries), **evidence, z3=z3.get_version_string(), queries=queries, smt2=smt2)


def step_files_main(
    files: Mapping[str, Callable[[], Any]], module: str, argv: list[str] | None = None, description: str | None = None
) -> int:
    """``python -m <module> [--check] [FILE]``: write (or, with ``--check``, compare) the SMT-LIB files ``files``
    maps to their builders (FILE: only that one; a builder is a module function or a partial of one, never a
    closure made at import, which a mutation run could not mutate); 1 when a file is stale under ``--check``.
    A stale file is rewritten keeping the text of each query that did not change (:func:`restamp_smt2`). The one main of
    every module that keeps step or query files. The names are relative to the repository root (the folder
    holding ``checkers/``; ``ALLTOALL_ROOT`` overrides it, as for the CLI), wherever it is run from."""
    import argparse
    import os
    import pathlib

    ap = argparse.ArgumentParser(prog=f"python -m {module}", description=description)
    ap.add_argument("file", nargs="?", default=None, choices=[None, *files])
    ap.add_argument("--check", action="store_true", help="exit 1 when a file is stale instead of rewriting it")
    args = ap.parse_args(argv)
    stale = 0
    root = pathlib.Path(os.environ.get("ALLTOALL_ROOT") or pathlib.Path(__file__).resolve().parents[2])
    for name, build in files.items():
        if args.file not in (None, name):
            continue
        with core.stating_only():  # the text is the query as stated; the claims' runs decide it
            text = step_smt2(build())
        path = root / name
        old = path.read_text() if path.exists() else None
        if old is not None and same_smt2(old, text):
            continue
        if args.check:
            print(f"{name} is stale; run python -m {module}", flush=True)
            stale = 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text if old is None else restamp_smt2(old, text))
    return stale


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.induction [--check] [FILE]``: write (or check) the steps' SMT-LIB files."""
    return step_files_main(STEP_FILES, "alltoall.checkers.z3.induction", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
