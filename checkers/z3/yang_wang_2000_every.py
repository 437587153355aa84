"""yang-wang-2000 for every m: the second construction and the proof sketch's commutation identity.

The spec's functions run on terms of symbolic size (:mod:`alltoall.checkers.z3.induction`: unbounded bit
strings read at index terms, naturals with 2^e). Each query is UNSAT when its part holds.

BuildBasicList (``yw.basic_list_step``: BL(k) = BL(k-1), k, BL(k-1)) runs on a :class:`SymList`: a list of
length 2^e - 1 whose 1-based positions are the nonzero bit strings Q below 2^e, each carried with t, its
lowest set bit (Q - 1 is Q with bits 0..t flipped). Concatenation is interpreted for the shapes BuildBasicList
makes: BL + [k] (length 2^e, position 2^e the only one with t = e) and that + BL (position 2^e + Q', bit e
set and t < e). Invariant of BL(m): length 2^m - 1 and entry t + 1 at position Q (the ruler sequence). Base m = 1
(the spec's ``build_basic_list(1)``), step m - 1 -> m (the spec's step, m symbolic, the inner list an
uninterpreted function constrained by the hypothesis at the positions read).

The rows (``gray_sequence`` and ``build_latin_square``: x <- phi(BL[Q - 1], x), the spec's ``phi``): after
Q applications a start value A is A XOR g(Q), g(Q) = Q XOR (Q >> 1), bit u of g(Q) = Q[u] XOR Q[u + 1]. Base
Q = 0: A. Step Q - 1 -> Q: the spec's phi of the previous value (constrained by the hypothesis at the bits read)
with the list's entry t + 1. Conclusions (no spec function): g is one-to-one below 2^m (descending induction
over the bits: bits from m up are 0 in both; equal at w + 1 and g equal at w gives equal at w) and stays below
2^m, so the n rows A XOR g(Q) are distinct, and different start values stay different in one row.

Commutation identity (``tau_suffix(m, i, .)``: tau_k for k = m-i-1 .. m-2): the loop applied to phi_1(X) and
to X differ in one bit, bit 0 before the first tau and bit m - i after it. Base: the spec's phi_1; step k -> k + 1
(k symbolic): the spec's tau on both values, the phi_1 branch constrained by the hypothesis; conclusion: the
spec's phi_(m-i+1) of the X branch is the phi_1 branch.

The banyan's wirings: wiring j of the spec's network, ``multistage.exchange(m, j)`` built from ``exchange_src``,
moves a line's bits as the spec's tau_(j-1) (m and j symbolic).

References
----------
yang-wang-2000: BuildBasicList, BuildLatinSquare, LatinSquare (the second construction), example (a), the
proof sketch of generating admissible permutations, the network structure (tau_i as the spec's wirings).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.induction import Bits, Idx, Nat, Sym, _term
from alltoall.spec.algorithms import yang_wang as yw

__all__ = [
    "ATAPE_PARTS",
    "ATAPE_SMT2",
    "BANYAN_SMT2",
    "BANYAN_TABLE_PARTS",
    "BANYAN_TABLE_SMT2",
    "DELAY_PARTS",
    "DELAY_SMT2",
    "COMMUTATION_PARTS",
    "COMMUTATION_SMT2",
    "GRAY_CONCLUSIONS",
    "HYPERCUBE_PARTS",
    "HYPERCUBE_SMT2",
    "LIST_PARTS",
    "SECOND_SMT2",
    "STEP_FILES",
    "SymList",
    "atape_queries",
    "atape_query",
    "TORUS_PARTS",
    "TORUS_SMT2",
    "banyan_queries",
    "banyan_table_queries",
    "banyan_table_query",
    "banyan_wiring_query",
    "commutation_queries",
    "commutation_query",
    "delay_queries",
    "delay_query",
    "gray_conclusion_query",
    "gray_step_query",
    "hypercube_queries",
    "hypercube_query",
    "list_query",
    "main",
    "second_queries",
    "torus_queries",
    "torus_query",
]

SECOND_SMT2 = "proofs/smt2/yang-wang-2000__basic-list-gray-every-m__step.smt2"
COMMUTATION_SMT2 = "proofs/smt2/yang-wang-2000__commutation-identity-every-m__step.smt2"
BANYAN_SMT2 = "proofs/smt2/yang-wang-2000__banyan-network-every-m__query.smt2"
HYPERCUBE_SMT2 = "proofs/smt2/yang-wang-2000__table-hypercube-every-m__step.smt2"
TORUS_SMT2 = "proofs/smt2/yang-wang-2000__table-torus-every-k__query.smt2"
DELAY_SMT2 = "proofs/smt2/yang-wang-2000__delay-lower-bound-every-m__step.smt2"
ATAPE_SMT2 = "proofs/smt2/yang-wang-2000__atape-delivers-every-m__step.smt2"
BANYAN_TABLE_SMT2 = "proofs/smt2/yang-wang-2000__table-banyan-every-m__step.smt2"
LIST_PARTS = ("base", "step-length", "step-ruler")
GRAY_CONCLUSIONS = ("injective-step", "range", "columns")
COMMUTATION_PARTS = ("base", "step", "conclusion")


class SymList:
    """A list of symbolic length, as BuildBasicList builds it: ``shape`` "basic" (length 2^e - 1), "full" (2^e: a
    basic list followed by one more entry) or "other" (any other concatenation: only its length is known).

    ``at(Q, t)`` is the entry (a Z3 Int) at 1-based position Q, a Z3 array Int -> Bool (bit u of the position)
    below 2^e (2^e + 1 when full), nonzero, whose lowest set bit is t (a Z3 Int); an "other" list has no
    entries to read (TypeError). ``length`` is the length as a :class:`Nat`."""

    __slots__ = ("_at", "e", "length", "shape", "sym")

    def __init__(self, e: Idx, at: Callable[[Any, Any], Any] | None, length: Nat, sym: Sym, shape: str = "basic"):
        self.e, self._at, self.length, self.sym, self.shape = e, at, length, sym, shape

    def at(self, Q: Any, t: Any) -> Any:
        if self._at is None:
            raise TypeError("the list is not a basic list: its entries are not read by position")
        return self._at(Q, t)

    @staticmethod
    def concrete(values: list[int], sym: Sym) -> SymList:
        """A concrete list; of length 2^e - 1 (e >= 1) a basic list, position Q matched on bits 0..e-1."""
        e = (len(values) + 1).bit_length() - 1
        length = Nat(z3.IntVal(len(values)), sym)
        if not values or len(values) != 2**e - 1:
            return SymList(Idx(z3.IntVal(e), sym), None, length, sym, "other")

        def at(Q: Any, t: Any) -> Any:
            out: Any = z3.IntVal(0)
            for p in range(len(values), 0, -1):
                match = capi.And([Q[z3.IntVal(b)] == bool(p >> b & 1) for b in range(e)])
                out = z3.If(match, _term(values[p - 1], sym), out)
            return out

        return SymList(Idx(z3.IntVal(e), sym), at, length, sym)

    def __add__(self, other: Any) -> SymList:
        e, sym = self.e, self.sym
        if isinstance(other, list):
            length = self.length + len(other)
            if len(other) == 1 and self.shape == "basic":  # BL + [k]: position 2^e has t = e
                k = _term(other[0], sym)
                return SymList(e, lambda Q, t: z3.If(t == e.t, k, self.at(Q, t)), length, sym, "full")
            return SymList(e, None, length, sym, "other")
        if not isinstance(other, SymList):
            raise TypeError(f"a symbolic list is concatenated with a list, not {type(other).__name__}")
        length = self.length + other.length
        if self.shape == "full" and other.shape == "basic" and other.e.t.eq(e.t):

            def at(Q: Any, t: Any) -> Any:  # position 2^e + Q' (bit e set, t < e): Q' = Q without bit e
                return z3.If(capi.And(Q[e.t], t < e.t), other.at(z3.Store(Q, e.t, False), t), self.at(Q, t))

            return SymList(e + 1, at, length, sym)
        return SymList(e, None, length, sym, "other")

    def __radd__(self, other: Any) -> SymList:
        if not isinstance(other, list):
            raise TypeError(f"a symbolic list is concatenated with a list, not {type(other).__name__}")
        return SymList(self.e, None, self.length + len(other), self.sym, "other")

    def __mul__(self, times: Any) -> SymList:
        if not isinstance(times, int) or times < 0:
            raise TypeError("a symbolic list is repeated a natural number of times")
        return SymList(self.e, None, self.length * times, self.sym, "other")

    def __len__(self) -> int:
        raise TypeError("a symbolic list has a symbolic length (.length)")


def _position_facts(solver: z3.Solver, Q: Any, t: Any, m: Any, at: list[Any]) -> None:
    """Q is a position of a list of length 2^m - 1 with lowest set bit t: bit t set, 0 < t < m, and Q is 0 below t
    and from m up, stated at the bits ``at`` (instances of Q's definition)."""
    solver.add(t >= 0, t < m, Q[t])
    for w in at:
        solver.add(z3.Implies(capi.Or(w < t, w >= m), z3.Not(Q[w])))


def _solve(s: z3.Solver, sym: Sym, goal: Any, keep_smt2: bool, free: dict[str, str]) -> Query:
    """Close the powers of two, then assert the negated property last (the vacuity record's convention)."""
    sym.close()
    s.add(goal)
    return solve(s, keep_smt2, {}, free=free)


def _read(reads: list[Any], Q: Any, u: Any) -> Any:
    """Bit u of the position array Q, with u recorded among the bits read."""
    reads.append(u)
    return Q[u]


def _unique(terms: list[Any]) -> list[Any]:
    out: list[Any] = []
    for x in terms:
        if not any(x.eq(y) for y in out):
            out.append(x)
    return out


def list_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of the induction over BuildBasicList. ``base``: the spec's ``build_basic_list(1)`` has length
    2^1 - 1 and entry t + 1 at its one position. ``step-length``/``step-ruler``:
    the spec's ``basic_list_step(m, inner)`` (m >= 2 symbolic) has length 2^m - 1 and entry t + 1 at every position
    Q (lowest set bit t) when ``inner`` has both for m - 1 (the inner list an uninterpreted function of the
    position and t, equal to t + 1 at the positions read); ``hypothesis=False`` drops the hypothesis (then SAT).
    UNSAT when the part holds."""
    if part not in LIST_PARTS:
        raise ValueError(f"part must be one of {LIST_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    Pos = z3.ArraySort(z3.IntSort(), z3.BoolSort())
    seen: list[tuple[Any, Any]] = []
    if part == "base":
        m: Any = 1
        big = SymList.concrete([int(v) for v in yw.build_basic_list(1)], sym)  # the spec's BL(1)
        bits = [z3.IntVal(0), z3.IntVal(1)]
    else:
        m = sym.idx("m", 2)
        e = m - 1
        Lin = z3.Function("inner", Pos, z3.IntSort(), z3.IntSort())
        length = sym.nat("inner_length")

        def inner_at(Q: Any, t: Any) -> Any:
            seen.append((Q, t))
            return Lin(Q, t)

        if hypothesis:
            s.add(length.t == (2**e).t - 1)
        big = yw.basic_list_step(m, SymList(e, inner_at, length, sym))
        bits = [e.t]
    if not isinstance(big, SymList):
        big = SymList.concrete(list(big), sym) if isinstance(big, list) else big
    if not isinstance(big, SymList):
        raise TypeError("the basic list step did not build a list")
    mt = _term(m, sym)
    free = {} if part == "base" else {"m": "every m >= 2"}
    length = big.length.t != _term(2**m, sym) - 1
    if part == "step-length":
        goal = length
        free["inner_length"] = "the inner list's length"
    else:
        Q, t = z3.Const("Q", Pos), z3.Int("t")
        goal = capi.Or(big.e.t != mt, big.at(Q, t) != t + 1) if big.shape == "basic" else z3.BoolVal(True)
        goal = capi.Or(length, goal) if part == "base" else goal
        _position_facts(s, Q, t, mt, bits)
        if hypothesis:
            for a, tt in seen:
                s.add(Lin(a, tt) == tt + 1)
        free |= {"Q": "every position", "t": "its lowest set bit"}
    return _solve(s, sym, goal, keep_smt2, free)


def gray_step_query(timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """The rows' step, m >= 1 and the position Q symbolic: applying the spec's ``phi`` with the list's entry at Q
    (t + 1, the ruler) to A XOR g(Q - 1) gives A XOR g(Q), for every start value A. The previous value is an
    array constrained by the hypothesis at the bits read (``hypothesis=False`` drops it: then SAT). UNSAT when the
    step holds."""
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 1)
    Qa, t = z3.Array("Q", z3.IntSort(), z3.BoolSort()), z3.Int("t")
    q_reads: list[Any] = []
    Q = Bits(lambda u: _read(q_reads, Qa, u), sym)
    A = Bits.var("A", sym)
    prev_reads: list[Any] = []
    V = Bits.var("V", sym, prev_reads)  # the value after Q - 1 applications
    P = Bits(lambda u: z3.If(u < t, True, z3.If(u == t, False, Q.at(u))), sym)  # Q - 1

    def gray(X: Bits, u: Any) -> Any:
        return z3.Xor(X.at(u), X.at(u + 1))

    u = z3.Int("u")
    s.add(u >= 0)
    after = yw.phi(Idx(t, sym) + 1, V)
    goal = after.at(u) != z3.Xor(A.at(u), gray(Q, u))
    if hypothesis:
        for w in list(prev_reads):
            s.add(V.at(w) == z3.Xor(A.at(w), gray(P, w)))
    _position_facts(s, Qa, t, m.t, _unique(q_reads))
    free = {"m": "every m >= 1", "Q": "every position", "t": "its lowest set bit", "A": "every start value"}
    return _solve(s, sym, goal, keep_smt2, free | {"V": "the previous value", "u": "every bit"})


def gray_conclusion_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """From the rows' invariant (no spec function), m >= 1 symbolic, bit strings below 2^m. ``injective-step``:
    bit strings equal at bit w + 1 whose Gray codes agree at bit w are equal at bit w (with both 0 from bit m up,
    descending induction: g is one-to-one below 2^m); ``range``: A XOR g(Q) < 2^m for A, Q < 2^m; ``columns``:
    different start values give different values after the same Q. UNSAT when the part holds."""
    if part not in GRAY_CONCLUSIONS:
        raise ValueError(f"part must be one of {GRAY_CONCLUSIONS}")
    s = new_solver(timeout)
    m, w = z3.Int("m"), z3.Int("w")
    s.add(m >= 1, w >= 0)
    X, Y, A, B = (z3.Array(n, z3.IntSort(), z3.BoolSort()) for n in ("X", "Y", "A", "B"))

    def below(C: Any, b: Any) -> Any:
        return z3.Implies(b >= m, z3.Not(C[b]))

    def g(C: Any, b: Any) -> Any:
        return z3.Xor(C[b], C[b + 1])

    if part == "injective-step":
        s.add(X[w + 1] == Y[w + 1], g(X, w) == g(Y, w))
        goal, free = X[w] != Y[w], {"X": "every bit string", "Y": "every bit string"}
    elif part == "range":
        s.add(w >= m, below(A, w), below(X, w), below(X, w + 1))
        goal, free = z3.Xor(A[w], g(X, w)), {"A": "every start value", "X": "every row index"}
    else:
        s.add(A[w] != B[w])
        goal = z3.Xor(A[w], g(X, w)) == z3.Xor(B[w], g(X, w))
        free = {"A": "every start value", "B": "every start value", "X": "every row index"}
    s.add(goal)
    return solve(s, keep_smt2, {}, free=free | {"m": "every m >= 1", "w": "every bit"})


def second_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The second construction's queries (the file :data:`SECOND_SMT2`), in a fixed order."""
    out = {f"list-{p}": list_query(p, timeout) for p in LIST_PARTS}
    out["rows-step"] = gray_step_query(timeout)
    return out | {f"rows-{p}": gray_conclusion_query(p, timeout) for p in GRAY_CONCLUSIONS}


# --- the commutation identity ----------------------------------------------------------------------


def commutation_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of the commutation identity (tau_(m-2) ... tau_(m-i-1)) phi_1 = phi_(m-i+1) (tau_(m-2) ...
    tau_(m-i-1)), m >= 2 and 1 <= i <= m - 1 symbolic, k0 = m - i - 1 the first tau. Invariant before tau_k: the
    phi_1 branch is the X branch with bit F(k) flipped, F(k0) = 0, F(k) = k0 + 1 after. ``base``: the spec's
    phi_1(X) is X with bit 0 flipped; ``step``: the spec's tau_k (k0 <= k <= m - 2) keeps the invariant;
    ``conclusion``: at k = m - 1 the phi_1 branch is the spec's phi_(m-i+1) of the X branch. UNSAT when the part
    holds; ``hypothesis=False`` drops the step's hypothesis (then SAT)."""
    if part not in COMMUTATION_PARTS:
        raise ValueError(f"part must be one of {COMMUTATION_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 2)
    i = sym.idx("i", 1)
    sym.fact(i.t <= m.t - 1)
    k0 = m.t - i.t - 1

    def F(k: Any) -> Any:
        return z3.If(k == k0, 0, k0 + 1)

    u = z3.Int("u")
    s.add(u >= 0)
    reads: list[Any] = []
    X = Bits.var("X", sym)
    free = {"m": "every m >= 2", "i": "every 1 <= i <= m - 1", "X": "every x", "u": "every bit"}
    if part == "base":
        return _solve(s, sym, yw.phi(1, X).at(u) != z3.Xor(X.at(u), u == F(k0)), keep_smt2, free)
    A = Bits.var("A", sym, reads)  # the phi_1 branch before tau_k (after the loop, for the conclusion)
    if part == "step":
        k: Any = sym.idx("k")
        sym.fact(k.t >= k0, k.t <= m.t - 2)
        goal = yw.tau(k, A).at(u) != z3.Xor(yw.tau(k, X).at(u), u == F(k.t + 1))
        kk = k.t
        free["k"] = "every k0 <= k <= m - 2"
    else:
        kk = m.t - 1
        goal = A.at(u) != yw.phi(m - i + 1, X).at(u)
    if hypothesis:
        for w in list(reads):
            s.add(A.at(w) == z3.Xor(X.at(w), w == F(kk)))
    return _solve(s, sym, goal, keep_smt2, free | {"A": "the phi_1 branch"})


def commutation_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The commutation identity's base, step and conclusion (the file :data:`COMMUTATION_SMT2`)."""
    return {p: commutation_query(p, timeout) for p in COMMUTATION_PARTS}


# --- the banyan's wirings ---------------------------------------------------------------------------


def banyan_wiring_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Wiring j (1 <= j <= m - 1) of the spec's banyan, ``multistage.exchange(m, j)`` (new digit i = old digit
    ``exchange_src(m, j, i)``), is tau_(j-1) on the line's bits, m and j symbolic: UNSAT when the spec's tau on a
    bit string gives bit ``exchange_src(m, j, i)`` at every position i < m and keeps every bit from m up."""
    from alltoall.spec.topologies import multistage as ms

    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 2)
    j = sym.idx("j", 1)
    sym.fact(j.t <= m.t - 1)
    X = Bits.var("X", sym)
    i = z3.Int("i")
    s.add(i >= 0)
    out = yw.tau(j - 1, X).at(i)
    src = ms.exchange_src(m.t, j.t, i, select=z3.If)
    goal = z3.If(i < m.t, out != X.at(src), out != X.at(i))
    return _solve(s, sym, goal, keep_smt2, {"m": "every m >= 2", "j": "every wiring 1..m-1", "X": "every line"})


def banyan_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The banyan's wiring query (the file :data:`BANYAN_SMT2`)."""
    return {"wiring-is-tau": banyan_wiring_query(timeout)}


# --- the hypercube of the comparison table: degree and diameter log n -----------------------------------

HYPERCUBE_PARTS = ("degree", "path-step", "path-end", "popcount-step", "far-pair-step")


def hypercube_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of "the 2^m-node hypercube (the spec's ``hypercube_neighbor(x, i)``, i < m) has degree m and
    diameter m", m >= 1 and nodes (unbounded bit strings below 2^m) symbolic. UNSAT when the part holds.

    ``degree``: the neighbours across dimensions i != j differ (at bit i), differ from x, stay below 2^m, and x is
    the neighbour of its neighbour. ``path-step`` (upper bound, induction over the bits u = 0..m-1): a node Z that
    agrees with y below u and with x from u up, reached in h <= u hops, goes to one that agrees with y below
    u + 1 in at most one more hop (the spec's neighbour across u when bit u differs); ``path-end``: at u = m it is
    y. ``popcount-step`` (lower bound; pc(Z, u) = number of set bits of Z below u, pc(Z, 0) = 0 and pc(Z, u + 1) =
    pc(Z, u) + Z[u]): across dimension i, pc(neighbour, u) = pc(Z, u) + (u > i: -1 if Z[i] else 1), u -> u + 1, so
    at u = m every hop changes the number of set bits by one; ``far-pair-step``: the nodes 2^m - 1 and 0 have u and
    0 set bits below u <= m. ``hypothesis=False`` drops a step's hypothesis (then SAT)."""
    if part not in HYPERCUBE_PARTS:
        raise ValueError(f"part must be one of {HYPERCUBE_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 1)
    x_reads: list[Any] = []
    X, Y = Bits.var("X", sym, x_reads), Bits.var("Y", sym, x_reads)  # nodes below 2^m
    Xa, Ya = (z3.Array(n, z3.IntSort(), z3.BoolSort()) for n in ("X", "Y"))
    w = z3.Int("w")
    s.add(w >= 0)
    free = {"m": "every m >= 1", "w": "every bit"}
    if part == "degree":
        i, j = sym.idx("i"), sym.idx("j")
        sym.fact(i.t < m.t, j.t < m.t, i.t != j.t)
        Ni, Nj = yw.hypercube_neighbor(X, i), yw.hypercube_neighbor(X, j)
        goal = capi.Or(
            Ni.at(i.t) == Nj.at(i.t),
            Ni.at(i.t) == X.at(i.t),
            capi.And(w >= m.t, Ni.at(w)),
            yw.hypercube_neighbor(Ni, i).at(w) != X.at(w),
        )
        free |= {"i": "every dimension", "j": "every other dimension", "X": "every node"}
    elif part in ("path-step", "path-end"):
        reads: list[Any] = []
        Z = Bits.var("Z", sym, reads)
        h = z3.Int("h")
        free |= {"X": "every node", "Y": "every node", "Z": "the node reached", "h": "its hops"}

        def agrees(b: Any, upto: Any) -> Any:  # bit b of the node that agrees with y below upto, x from upto up
            return z3.If(b < upto, Ya[b], Xa[b])

        if part == "path-step":
            u = sym.idx("u")
            sym.fact(u.t < m.t)
            differs = Z.at(u.t) != Y.at(u.t)
            Z2 = Bits(lambda b: z3.If(differs, yw.hypercube_neighbor(Z, u).at(b), Z.at(b)), sym)
            goal = capi.Or(Z2.at(w) != agrees(w, u.t + 1), h + z3.If(differs, 1, 0) > u.t + 1)
            at, free["u"] = u.t, "every bit 0..m-1"
        else:
            goal, at = Z.at(w) != Y.at(w), m.t
        if hypothesis:
            s.add(h <= at)
            for b in list(reads):
                s.add(Z.at(b) == agrees(b, at))
    elif part == "popcount-step":
        i, u = sym.idx("i"), sym.idx("u")
        sym.fact(i.t < m.t)
        pc, pc2 = (z3.Function(n, z3.IntSort(), z3.IntSort()) for n in ("pc", "pc_neighbour"))
        N = yw.hypercube_neighbor(X, i)
        change = z3.If(Xa[i.t], -1, 1)
        s.add(pc(u.t + 1) == pc(u.t) + z3.If(X.at(u.t), 1, 0), pc2(u.t + 1) == pc2(u.t) + z3.If(N.at(u.t), 1, 0))
        if hypothesis:
            s.add(pc2(u.t) == pc(u.t) + z3.If(u.t > i.t, change, 0))
        goal = pc2(u.t + 1) != pc(u.t + 1) + z3.If(u.t + 1 > i.t, change, 0)
        free |= {"i": "every dimension", "u": "every bit", "X": "every node"}
    else:
        u = sym.idx("u")
        sym.fact(u.t < m.t)
        pc1, pc0 = (z3.Function(n, z3.IntSort(), z3.IntSort()) for n in ("pc_ones", "pc_zero"))
        ones = Bits(lambda b: b < m.t, sym)  # 2^m - 1
        zero = Bits.of_int(0, sym)
        s.add(pc1(u.t + 1) == pc1(u.t) + z3.If(ones.at(u.t), 1, 0))
        s.add(pc0(u.t + 1) == pc0(u.t) + z3.If(zero.at(u.t), 1, 0))
        if hypothesis:
            s.add(pc1(u.t) == u.t, pc0(u.t) == 0)
        goal = capi.Or(pc1(u.t + 1) != u.t + 1, pc0(u.t + 1) != 0)
        free["u"] = "every bit 0..m-1"
    for b in _unique(x_reads):
        s.add(z3.Implies(b >= m.t, capi.And(z3.Not(Xa[b]), z3.Not(Ya[b]))))
    return _solve(s, sym, goal, keep_smt2, free)


def hypercube_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The hypercube's queries (the file :data:`HYPERCUBE_SMT2`)."""
    return {p: hypercube_query(p, timeout) for p in HYPERCUBE_PARTS}


# --- the tori of the comparison table: degree 2 dims, diameter dims floor(k/2) ------------------------------

TORUS_PARTS = ("degree", "hop-at-most-one", "hop-closer", "diameter")


def _ring(k: Any, a: Any, b: Any) -> Any:
    """The distance from a to b on a ring of k nodes (0 <= a, b < k): min((b - a) mod k, (a - b) mod k)."""
    d = z3.If(b >= a, b - a, b - a + k)
    return z3.If(d <= k - d, d, k - d)


class _RingInt:
    """A Z3 integer for the spec's ring arithmetic: ``+``, ``-`` and ``% k`` with k symbolic, the remainder written as
    an if-then-else that is exact for a dividend in -k..2k-1; that range is appended to ``needs`` at each use (a
    query states that some use leaves it, so its UNSAT also proves every reduction exact)."""

    __slots__ = ("needs", "t")

    def __init__(self, t: Any, needs: list[Any]) -> None:
        self.t, self.needs = t, needs

    def _of(self, o: Any) -> Any:
        if isinstance(o, _RingInt):
            return o.t
        if isinstance(o, int) and not isinstance(o, bool):
            return z3.IntVal(o)
        raise TypeError(f"no ring arithmetic with {type(o).__name__}")

    def __add__(self, o: Any) -> _RingInt:
        return _RingInt(self.t + self._of(o), self.needs)

    __radd__ = __add__

    def __sub__(self, o: Any) -> _RingInt:
        return _RingInt(self.t - self._of(o), self.needs)

    def __mod__(self, o: Any) -> _RingInt:
        k, a = self._of(o), self.t
        self.needs.append(capi.And(a >= -k, a < 2 * k))
        return _RingInt(z3.If(a < 0, a + k, z3.If(a >= k, a - k, a)), self.needs)

    def __bool__(self) -> bool:
        raise TypeError("a symbolic ring coordinate has no truth value")


def _moves(k: Any, coords: tuple[Any, ...], needs: list[Any]) -> list[tuple[Any, ...]]:
    """The nodes reached from ``coords`` by moving one coordinate by one of the spec's ``TORUS_STEPS`` (its
    ``torus_step``): the neighbours ``torus_coord_neighbors`` lists."""
    out = []
    for i, c in enumerate(coords):
        for step in yw.TORUS_STEPS:
            moved = yw.torus_step(_RingInt(k, needs), _RingInt(c, needs), step).t
            out.append(tuple(moved if j == i else v for j, v in enumerate(coords)))
    return out


def torus_query(part: str, dims: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """One part of "the k-ary dims-dimensional torus (the spec's ``torus_coord_neighbors``: one coordinate moved by
    the spec's ``torus_step``, run on Z3 integers with ``% k`` exact where the query's every use of it is, which the
    query also proves) has degree 2 dims and diameter dims floor(k/2)", k >= 3 and the coordinates of the nodes x, y
    symbolic; D(x, y) = the sum of the ring distances of the coordinates. ``degree``: the 2 dims
    neighbours are in range, pairwise different and different from x, and x is a neighbour of each;
    ``hop-at-most-one``: no neighbour n has D(n, y) < D(x, y) - 1 (so at least D(x, y) hops from x to y);
    ``hop-closer``: when D(x, y) > 0 some neighbour has D(x, y) - 1 (so at most D(x, y) hops); ``diameter``: D(x, y)
    <= dims floor(k/2), attained by 0 and (floor(k/2), ...), and dims floor(k/2) <= k (2D) or 1.5 k (3D), k =
    n^(1/dims). UNSAT when the part holds."""
    if part not in TORUS_PARTS or dims not in (2, 3):
        raise ValueError(f"part must be one of {TORUS_PARTS}, dims 2 or 3")
    s = new_solver(timeout)
    k = z3.Int("k")
    xs, ys = [z3.Int(f"x{i}") for i in range(dims)], [z3.Int(f"y{i}") for i in range(dims)]
    s.add(k >= 3, *[capi.And(v >= 0, v < k) for v in xs + ys])
    needs: list[Any] = []
    nbrs = [
        tuple(v.t for v in nb) for nb in yw.torus_coord_neighbors(_RingInt(k, needs), [_RingInt(c, needs) for c in xs])
    ]

    def D(a: Any, b: Any) -> Any:
        return z3.Sum([_ring(k, u, v) for u, v in zip(a, b)])

    def same(a: Any, b: Any) -> Any:
        return capi.And([u == v for u, v in zip(a, b)])

    free = {"k": "every k >= 3"} | {str(v): "every coordinate" for v in xs + ys}
    if part == "degree":
        bad = [capi.Or(v < 0, v >= k) for nb in nbrs for v in nb]
        bad += [same(a, b) for j, a in enumerate(nbrs) for b in nbrs[j + 1 :]]
        bad += [same(nb, xs) for nb in nbrs]
        bad += [z3.Not(capi.Or([same(b, xs) for b in _moves(k, nb, needs)])) for nb in nbrs]
        for v in ys:
            free.pop(str(v))
        goal = capi.Or(bad)
    elif part == "hop-at-most-one":
        goal = capi.Or([D(nb, ys) < D(xs, ys) - 1 for nb in nbrs])
    elif part == "hop-closer":
        goal = capi.And(D(xs, ys) > 0, capi.And([D(nb, ys) != D(xs, ys) - 1 for nb in nbrs]))
    else:
        half = k / 2  # floor(k/2): Z3's div by a positive constant
        far = D([z3.IntVal(0)] * dims, [half] * dims)
        small = 2 * dims * half > (2 * k if dims == 2 else 3 * k)
        goal = capi.Or(D(xs, ys) > dims * half, far != dims * half, small)
    s.add(capi.Or(goal, z3.Not(capi.And(needs))))
    return solve(s, keep_smt2, {}, free=free)


def torus_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The tori's queries, 2D and 3D (the file :data:`TORUS_SMT2`)."""
    return {f"{p}-{d}d": torus_query(p, d, timeout) for d in (2, 3) for p in TORUS_PARTS}


# --- ATAPE's delay: the pipeline and the lower bound ---------------------------------------------------------

DELAY_PARTS = ("covers", "last-unit", "formulas", "any-schedule-step", "any-schedule-end")


def delay_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of "pipelined ATAPE takes n + log n - 1 time units, the lower bound of any schedule", m >= 1
    symbolic, n = 2^m. The pipeline is the spec's ``two_phase.pipeline_wave`` over the time units
    ``pipeline_horizon(n, m)`` lists. ``covers``: round x is in stage j at time x + j, inside the horizon, for every
    x < n, j < m (so every round crosses every stage, and a stage holds one round at a time: the wave is a function
    of time and stage); ``last-unit``: the last time unit holds a round (the makespan is the horizon);
    ``formulas``: the spec's ``atape_delay`` and ``delay_lower_bound`` are the horizon. Any schedule (one message
    per time unit through a processor's input port): injection times t_0 < t_1 < ..., ``any-schedule-step``:
    t_i >= i gives t_(i+1) >= i + 1; ``any-schedule-end``: the last of n messages, injected at t >= n - 1, crosses
    m stages one per time unit, so the schedule takes at least ``delay_lower_bound(n, m)`` time units. UNSAT when
    the part holds; ``hypothesis=False`` drops the step's hypothesis (then SAT)."""
    from alltoall.spec.algorithms import two_phase as tp

    if part not in DELAY_PARTS:
        raise ValueError(f"part must be one of {DELAY_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.nat("m", 1)
    n = (2**m).t
    sym.power(m - 1)  # 2^m = 2 * 2^(m-1) >= 2 (the facts of pow2 at both exponents)
    H = tp.pipeline_horizon(n, m.t)
    free = {"m": "every m >= 1"}
    if part == "covers":
        x, j = z3.Ints("x j")
        s.add(x >= 0, x < n, j >= 0, j < m.t)
        goal = capi.Or(x + j >= H, tp.pipeline_wave(n, x + j, j, select=z3.If) != x)
        free |= {"x": "every round", "j": "every stage"}
    elif part == "last-unit":
        goal = tp.pipeline_wave(n, H - 1, m.t - 1, select=z3.If) < 0
    elif part == "formulas":
        goal = capi.Or(yw.atape_delay(n, m.t) != H, yw.delay_lower_bound(n, m.t) != H)
    elif part == "any-schedule-step":
        i, t0, t1 = z3.Ints("i t_i t_next")
        s.add(i >= 0, t1 >= t0 + 1)
        if hypothesis:
            s.add(t0 >= i)
        goal = t1 < i + 1
        free |= {"i": "every message", "t_i": "its injection time", "t_next": "the next one's"}
    else:
        t, units = z3.Ints("t_last units")
        s.add(t >= n - 1, units >= t + m.t)  # time units 0..t + m - 1 at least: the last stage crossed at t + m - 1
        goal = units < yw.delay_lower_bound(n, m.t)
        free |= {"t_last": "the last injection", "units": "the schedule's time units"}
    return _solve(s, sym, goal, keep_smt2, free)


def delay_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The delay's queries (the file :data:`DELAY_SMT2`)."""
    return {p: delay_query(p, timeout) for p in DELAY_PARTS}


# --- ATAPE: a round's settings realize tau(x) XOR g -------------------------------------------------------

ATAPE_PARTS = ("mask-step", "identity-stage", "round")


def _output_bit(m: Any, k: Any) -> Any:
    """The output bit phi_1 at stage k flips: k + 1 for k < m - 1, 0 for the last stage (the mask induction)."""
    return z3.If(k == m - 1, 0, k + 1)


def atape_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of "ATAPE's round with the Gray word g sends x to tau(x) XOR g", m >= 1 symbolic. ``mask-step``:
    the spec's ``output_mask(m, k)`` = ``tau_suffix(m, m - 1 - k, 1)``: the loop (tau_j for j = k..m-2) keeps a
    one-bit value, bit 0 before tau_k and bit k + 1 after (step j -> j + 1 on the spec's tau, j symbolic), so the
    mask is 2^(k+1), and 2^0 for k = m - 1 (no tau); ``identity-stage``: the spec's stage set to I is the identity,
    so the spec's tau_all is the route with every stage I; ``round``: with setting k = bit ``_output_bit(m, k)`` of
    g (round_settings: bit_length - 1 of the mask), the route's output (the invariant phi1-settings-latin-every-m
    proves of the spec's route) is the all-I output XOR g. UNSAT when the part holds; ``hypothesis=False`` drops the
    mask step's hypothesis (then SAT)."""
    from alltoall.checkers.z3.induction import _yw_output

    if part not in ATAPE_PARTS:
        raise ValueError(f"part must be one of {ATAPE_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.idx("m", 1)
    u = z3.Int("u")
    s.add(u >= 0)
    free = {"m": "every m >= 1", "u": "every bit"}
    if part == "mask-step":
        k, j = sym.idx("k"), sym.idx("j")
        sym.fact(j.t >= k.t, j.t <= m.t - 2)
        jj: Any = j
        reads: list[Any] = []
        A = Bits.var("A", sym, reads)

        def F(i: Any) -> Any:
            return z3.If(i == k.t, 0, k.t + 1)

        goal = yw.tau(jj, A).at(u) != (u == F(j.t + 1))
        if hypothesis:
            for w in list(reads):
                s.add(A.at(w) == (w == F(j.t)))
        free |= {"k": "every stage", "j": "every tau of the loop", "A": "the value"}
    elif part == "identity-stage":
        X = Bits.var("X", sym)
        goal = yw.stage(Bits.of_int(0, sym), X).at(u) != X.at(u)
        free["X"] = "every line"
    else:
        Xa, Ga, Set, zero = (z3.Array(n, z3.IntSort(), z3.BoolSort()) for n in ("X", "G", "Set", "all_I"))
        G = Bits(lambda b: Ga[b], sym)
        for k in (m.t - 1, u - 1):  # the settings the output reads: setting k = bit _output_bit(m, k) of g; all I
            p = Idx(_output_bit(m.t, k), sym)
            s.add(Set[k] == ((G >> p) & 1).at(z3.IntVal(0)), z3.Not(zero[k]))
        s.add(z3.Implies(u >= m.t, z3.Not(Ga[u])))
        goal = _yw_output(Xa, Set, m.t, u) != z3.Xor(_yw_output(Xa, zero, m.t, u), Ga[u])
        free |= {"X": "every input", "G": "every Gray word"}
    return _solve(s, sym, goal, keep_smt2, free)


def atape_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """ATAPE's round queries (the file :data:`ATAPE_SMT2`)."""
    return {p: atape_query(p, timeout) for p in ATAPE_PARTS}


# --- the table's banyan row: degree 1, delay Theta(n) -------------------------------------------------------

BANYAN_TABLE_PARTS = ("ports", "log-below-n-step", "delay-theta-n")


def banyan_table_query(part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """One part of the table's banyan row, m >= 1 symbolic, n = 2^m. ``ports``: the spec's
    ``banyan_ports_per_processor(m)`` is 1; ``log-below-n-step``: m <= 2^m gives m + 1 <= 2^(m+1) (induction on m,
    base 1 <= 2); ``delay-theta-n``: with m <= n, the spec's ``atape_delay(n, m)`` lies in n..2n (O(n), and not
    below n). UNSAT when the part holds; ``hypothesis=False`` drops the step's hypothesis (then SAT)."""
    if part not in BANYAN_TABLE_PARTS:
        raise ValueError(f"part must be one of {BANYAN_TABLE_PARTS}")
    s = new_solver(timeout)
    sym = Sym(s)
    m = sym.nat("m", 1)
    n = 2**m
    free = {"m": "every m >= 1"}
    if part == "ports":
        symbolic_m: Any = m
        goal = _term(yw.banyan_ports_per_processor(symbolic_m), sym) != 1
    elif part == "log-below-n-step":
        if hypothesis:
            s.add(m.t <= n.t)
        goal = m.t + 1 > (2 ** (m + 1)).t
    else:
        s.add(m.t <= n.t)  # the induction's conclusion
        delay = _term(yw.atape_delay(n, m), sym)
        goal = capi.Or(delay < n.t, delay > 2 * n.t)
    return _solve(s, sym, goal, keep_smt2, free)


def banyan_table_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """The banyan row's queries (the file :data:`BANYAN_TABLE_SMT2`)."""
    return {p: banyan_table_query(p, timeout) for p in BANYAN_TABLE_PARTS}


STEP_FILES: dict[str, Callable[..., dict[str, Query]]] = {
    SECOND_SMT2: second_queries,
    COMMUTATION_SMT2: commutation_queries,
    BANYAN_SMT2: banyan_queries,
    HYPERCUBE_SMT2: hypercube_queries,
    TORUS_SMT2: torus_queries,
    DELAY_SMT2: delay_queries,
    ATAPE_SMT2: atape_queries,
    BANYAN_TABLE_SMT2: banyan_table_queries,
}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.yang_wang_2000_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(STEP_FILES, "alltoall.checkers.z3.yang_wang_2000_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
