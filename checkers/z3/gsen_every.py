"""chou-chen-2010 Sect. 3 for every even N: induction over the stages of a GSEN, then symbolic queries.

The invariant after s stages of the path P(i, F) (the loop of :func:`gsen.trace_tag`): the terminal t and the
backward tag B read so far satisfy ``i 2^s + (F >> (n - s)) = B N + t`` with ``0 <= t < N`` (``F >> (n - s)``
is the tag's first s bits). Base s = 0: t = i, B = 0. Step s -> s + 1, in three queries on unbounded naturals
(:class:`~alltoall.checkers.z3.induction.Nat`, 2^s an uninterpreted ``pow2``): ``step-stage`` runs the spec's
:func:`gsen.shuffle` on a symbolic even N and terminal t (one stage: p = shuffle(N, t), b = p mod 2, t' = p - b
+ f, B' = 2 B + b) and proves ``2 (B N + t) + f = B' N + t'``, ``0 <= t' < N``; ``step-prefix`` runs the
spec's :func:`gsen.tag_bit` with n and s symbolic and proves ``F >> (n-s-1) = 2 (F >> (n-s)) + tag_bit(F, n, s)``,
and ``step-power`` proves ``i 2^(s+1) = 2 (i 2^s)``: the left side moves as the right. End s = n: the spec's
:func:`gsen.dest_formula` and :func:`gsen.backward_formula` are t and B (Lemma 3.3, for every even N and every
number of stages n). Lemmas 3.5-3.7 are then symbolic queries on those formulas, with n = ceil(log2 N) read as
2^(n-1) < N <= 2^n (the spec's :func:`gsen.stages` is checked to satisfy it by enumeration).

Every query is UNSAT when its part holds. The step's SMT-LIB is kept in :data:`STEP_SMT2`
(``python -m alltoall.checkers.z3.gsen_every [--check]`` writes or checks it).

References
----------
chou-chen-2010, Lemmas 3.3, 3.5, 3.6 and 3.7; the stage map of Sect. 1.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.induction import Bits, Idx, Nat, Sym
from alltoall.spec.topologies import gsen

__all__ = [
    "shuffle_bijective_query",
    "switches_bijective_query",
    "alt_stage",
    "arith_query",
    "alt_stage_query",
    "gray_query",
    "thm44_query",
    "config_base_query",
    "config_prefix_query",
    "cover_query",
    "div_monotone_query",
    "div_shift_query",
    "unique_witness_query",
    "unique_xor_query",
    "ARITH_FACTS",
    "LEMMA35_PARTS",
    "LEMMA_PARTS",
    "STEP_FILES",
    "STEP_SMT2",
    "SEEDS",
    "attempt",
    "base_query",
    "end_query",
    "lemma35_query",
    "lemma36_query",
    "lemma37_query",
    "main",
    "stage_query",
    "stages_violation",
    "step_queries",
    "power_query",
    "prefix_query",
]

STEP_SMT2 = "proofs/smt2/chou-chen-2010__lemma3.3-every-N__step.smt2"


_SEED = [0]


def _sym(timeout: float) -> tuple[z3.Solver, Sym]:
    s = new_solver(timeout)
    s.set("random_seed", _SEED[0])
    return s, Sym(s)


SEEDS = (0, 1, 2, 3)


def attempt(query: Any, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """``query`` with Z3's random seed 0, then 1, 2, 3 while the answer is unknown (each try a quarter of the
    timeout, at least 5 s): Z3's nonlinear integer arithmetic decides these queries in seconds at most seeds but
    may wander off at one; an UNSAT at any seed settles the part, a SAT at any seed is kept."""
    q: Query | None = None
    for seed in SEEDS:
        _SEED[0] = seed
        try:
            q = query(timeout=max(5.0, timeout / len(SEEDS)), keep_smt2=keep_smt2)
        finally:
            _SEED[0] = 0
        if q.status != "unknown":
            return q
    assert q is not None
    return q


def _even(sym: Sym, name: str = "N", lo: int = 2) -> Nat:
    N = sym.nat(name, lo)
    sym.fact(N.t % 2 == 0)
    return N


def _net(sym: Sym, lo: int = 2) -> Any:
    """A GSEN of symbolic size: N even >= lo, n >= 1 with 2^(n-1) < N <= 2^n, tags = 2^n (what the spec's
    :func:`gsen.stages` and ``GSEN.tags`` give; checked by enumeration in :func:`stages_violation`)."""
    N = _even(sym, "N", lo)
    n = sym.nat("n", 1)
    P = sym.power(n)
    sym.fact(sym.power(n - 1).t < N.t, N.t <= P.t)
    net: Any = SimpleNamespace(N=N, n=n, tags=P)
    return net


def stage_query(timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """The step through one stage. With X = B N + t (the hypothesis; X stands for i 2^s + the tag's first s
    bits), 0 <= t < N, N even and f a bit: the spec's stage gives b in {0, 1}, 0 <= t' < N and 2 X + f = B' N + t'.
    ``hypothesis=False`` leaves X free (then SAT: the step is not vacuous)."""
    s, sym = _sym(timeout)
    N = _even(sym)
    t = sym.nat("t")
    sym.fact(t.t < N.t)
    f = sym.nat("f")
    sym.fact(f.t <= 1)
    B, X = sym.nat("B"), sym.nat("X")
    if hypothesis:
        s.add(X.t == (B * N + t).t)
    spec_shuffle: Any = gsen.shuffle  # run on symbolic naturals (its annotation says int)
    p = spec_shuffle(N, t)  # the spec's perfect shuffle, on a symbolic N
    b = p % 2  # the input port (the loop of gsen.trace_tag)
    t2 = (p - b) + f  # the switch's output f
    B2 = 2 * B + b
    sym.close()
    s.add(capi.Or(capi.And(b.t != 0, b.t != 1), t2.t < 0, t2.t >= N.t, (2 * X + f).t != (B2 * N + t2).t))
    return solve(s, keep_smt2, {"N": N.t, "t": t.t, "f": f.t, "B": B.t, "X": X.t})


def prefix_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The tag's first s + 1 bits from its first s: for 0 <= s < n and F < 2^n, F >> (n-s-1) = 2 (F >> (n-s)) + f
    with f = the spec's tag_bit(F, n, s) in {0, 1}."""
    s, sym = _sym(timeout)
    n = sym.nat("n", 1)
    st = sym.nat("s")
    sym.fact(st.t < n.t)
    F = sym.nat("F")
    sym.fact(F.t < sym.power(n).t)
    spec_tag_bit: Any = gsen.tag_bit  # run on symbolic naturals (its annotation says int)
    f = spec_tag_bit(F, n, st)
    a, c = F >> (n - (st + 1)), F >> (n - st)
    sym.close()
    s.add(capi.Or(capi.And(f.t != 0, f.t != 1), a.t != (2 * c + f).t))
    return solve(s, keep_smt2, {"n": n.t, "s": st.t, "F": F.t})


def power_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """i 2^(s+1) = 2 (i 2^s) for every s >= 0 and i. With :func:`prefix_query`: i 2^(s+1) + the first s + 1
    bits = 2 (i 2^s + the first s bits) + f, the left side of the invariant after one more stage."""
    s, sym = _sym(timeout)
    st = sym.nat("s")
    i = sym.nat("i")
    a, b = i * sym.power(st + 1), i * sym.power(st)
    sym.close()
    s.add(a.t != 2 * b.t)
    return solve(s, keep_smt2, {"s": st.t, "i": i.t})


def base_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """s = 0: before the first stage the path is at t = i with B = 0, and i 2^0 + (F >> n) = 0 N + i, 0 <= i < N."""
    s, sym = _sym(timeout)
    N = _even(sym)
    n = sym.nat("n", 1)
    F = sym.nat("F")
    sym.fact(F.t < sym.power(n).t)
    i = sym.nat("i")
    sym.fact(i.t < N.t)
    X = i * sym.power(0) + (F >> (n - 0))
    sym.close()
    s.add(X.t != (0 * N + i).t)
    return solve(s, keep_smt2, {"N": N.t, "n": n.t, "F": F.t, "i": i.t})


def end_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """s = n: from i 2^n + (F >> 0) = B N + t, 0 <= t < N, the terminal is the spec's dest_formula and B its
    backward_formula (Lemma 3.3), for every even N and every n >= 1 (n need not be ceil(log2 N) here)."""
    s, sym = _sym(timeout)
    N = _even(sym)
    n = sym.nat("n", 1)
    net: Any = SimpleNamespace(N=N, n=n, tags=sym.power(n))
    i, F, t, B = sym.nat("i"), sym.nat("F"), sym.nat("t"), sym.nat("B")
    sym.fact(i.t < N.t, F.t < net.tags.t, t.t < N.t)
    s.add((i * sym.power(n) + (F >> 0)).t == (B * N + t).t)
    sym.close()
    s.add(capi.Or(t.t != gsen.dest_formula(net, i, F).t, B.t != gsen.backward_formula(net, i, F).t))
    return solve(s, keep_smt2, {"N": N.t, "n": n.t, "i": i.t, "F": F.t})


LEMMA35_PARTS = ("inside", "outside")


def lemma35_query(timeout: float = TIMEOUT, keep_smt2: bool = True, part: str = "inside") -> Query:
    """Lemma 3.5 on the formula, one query per ``part``: ``inside``, a tag F in [2^n - N, N) shares its destination
    with another tag G; ``outside``, a tag outside has no partner F +- N among the tags with the same destination.
    Stated more generally, the product i 2^n (which the spec's dest_formula computes) replaced by any natural M:
    then the query is linear but for the mod by N (Z3 and cvc5 decide each part in seconds, not both in one)."""
    if part not in LEMMA35_PARTS:
        raise ValueError(f"part must be one of {LEMMA35_PARTS}")
    s, sym = _sym(timeout)
    net = _net(sym)
    N, P = net.N, net.tags
    i, F, G, M = sym.nat("i"), sym.nat("F"), sym.nat("G"), sym.nat("M")
    sym.fact(i.t < N.t, F.t < P.t, G.t < P.t)
    inside = capi.And(F.t >= (P - N).t, F.t < N.t)
    partner = Nat(z3.If(F.t < (P - N).t, (F + N).t, (F - N).t), sym)
    d, dG, dP = (gsen.dest_formula(net, i, x).t for x in (F, G, partner))
    sym.close()
    bad_partner = capi.Or(partner.t < 0, partner.t >= P.t, dP != d)
    if part == "inside":
        negated = capi.And(inside, G.t != F.t, dG == d)
    else:
        negated = capi.And(z3.Not(inside), bad_partner)
    s.add(z3.substitute(negated, ((i * P).t, M.t)))
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t, "i": i.t, "F": F.t, "G": G.t, "M": M.t})


def lemma36_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.6 on the formula, N >= 4: some input has B(i, 2^(n-1)) != B(i, 2^(n-1) + 1).

    Stated more generally, linear but for the division by N: 2^n is any 4 Q with 2 Q < N <= 4 Q (n >= 2), and
    the product i 2^n, which the spec's backward_formula computes, is replaced by any even 2 M (i 4 Q is one)."""
    s, sym = _sym(timeout)
    N = _even(sym, "N", 4)
    Q = sym.nat("Q", 1)  # 2^(n-2)
    net: Any = SimpleNamespace(N=N, tags=Q * 4)
    sym.fact(2 * Q.t < N.t, N.t <= net.tags.t)
    i, M = sym.nat("i"), sym.nat("M")
    sym.fact(i.t < N.t)
    h = net.tags // 2
    B0, B1 = gsen.backward_formula(net, i, h), gsen.backward_formula(net, i, h + 1)
    s.add(z3.substitute(B0.t != B1.t, ((i * net.tags).t, 2 * M.t)))
    return solve(s, keep_smt2, {"N": N.t, "Q": Q.t, "i": i.t, "M": M.t})


def div_monotone_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Floor division by N >= 1 is monotone: a <= b gives a div N <= b div N, for all integers a and b."""
    s = new_solver(timeout)
    N, a, b = z3.Ints("N a b")
    s.add(N >= 1, a <= b)
    s.add(a / N > b / N)
    return solve(s, keep_smt2, {"N": N, "a": a, "b": b})


def div_shift_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """(a + N) div N = a div N + 1 for every integer a and N >= 1."""
    s = new_solver(timeout)
    N, a = z3.Ints("N a")
    s.add(N >= 1)
    s.add((a + N) / N != a / N + 1)
    return solve(s, keep_smt2, {"N": N, "a": a})


def lemma37_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.7's inequalities on the formula: some tag breaks B(0, F) <= 1, B(N-1, F) >= 2^n - 2 or
    B(i-1, F) + 1 <= B(i, F) <= B(i-1, F) + 2 for 1 <= i < N.

    Stated more generally, so that it is linear but for the divisions by N: the products i 2^n, (i-1) 2^n and
    (N-1) 2^n the spec's backward_formula computes are M, M - 2^n and Y - 2^n with M any natural and Y = N 2^n; and
    the instances of :func:`div_monotone_query` and :func:`div_shift_query` the step between i - 1 and i needs are
    assumed (those queries prove them for all integers): with a = (i-1) 2^n + F, a + 2^n lies between a + N and
    a + 2N."""
    s, sym = _sym(timeout)
    net = _net(sym)
    N, P = net.N, net.tags
    i, F, M, Y = sym.nat("i", 1), sym.nat("F"), sym.nat("M"), sym.nat("Y")
    sym.fact(i.t < net.N.t, F.t < net.tags.t)
    Bi, Bp = gsen.backward_formula(net, i, F).t, gsen.backward_formula(net, i - 1, F).t
    B0 = gsen.backward_formula(net, Nat(z3.IntVal(0), sym), F).t
    BL = gsen.backward_formula(net, net.N - 1, F).t
    sym.close()

    def general(t: Any) -> Any:
        return z3.substitute(t, ((i * P).t, M.t), (((i - 1) * P).t, (M - P).t), (((N - 1) * P).t, (Y - P).t))

    Bi, Bp, B0, BL = (general(t) for t in (Bi, Bp, B0, BL))
    s.add(Y.t == N.t * P.t)
    a, b, n_ = Bp.arg(0), Bi.arg(0), N.t
    for x in (a, a + n_):  # div-shift
        s.add((x + n_) / n_ == x / n_ + 1)
    for x, y in ((a + n_, b), (b, (a + n_) + n_)):  # div-monotone
        s.add(z3.Implies(x <= y, x / n_ <= y / n_))
    s.add(capi.Or(Bi < Bp + 1, Bi > Bp + 2, B0 > 1, BL < (net.tags - 2).t))
    return solve(s, keep_smt2, {"N": net.N.t, "n": net.n.t, "i": i.t, "F": F.t, "M": M.t})


def config_prefix_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.4's step: the configuration number's first s + 1 digits from its first s. With Z the digitwise
    XOR of the backward and forward tags' first s digits and C >> (n - s) = Z (the hypothesis), a stage set up by
    C (the spec's config_bit(C, n, s) = b xor f, b the in-port, f the out-port) gives C >> (n-s-1) = 2 Z + (b xor
    f), the XOR's next digit; config_bit is a digit (0 or 1)."""
    s, sym = _sym(timeout)
    n = sym.nat("n", 1)
    st = sym.nat("s")
    sym.fact(st.t < n.t)
    C, Z = sym.nat("C"), sym.nat("Z")
    sym.fact(C.t < sym.power(n).t)
    b, f = sym.nat("b"), sym.nat("f")
    sym.fact(b.t <= 1, f.t <= 1)
    spec_config_bit: Any = gsen.config_bit  # run on symbolic naturals (its annotation says int)
    c = spec_config_bit(C, n, st)
    x = Nat(z3.If(b.t == f.t, 0, 1), sym)  # b xor f on two digits
    s.add((C >> (n - st)).t == Z.t, c.t == x.t)
    nxt = C >> (n - (st + 1))
    sym.close()
    s.add(capi.Or(capi.And(c.t != 0, c.t != 1), nxt.t != (2 * Z + x).t))
    return solve(s, keep_smt2, {"n": n.t, "s": st.t, "C": C.t, "Z": Z.t, "b": b.t, "f": f.t})


def config_base_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.4's base and end: C >> n = 0 (no digit before stage 0) and C >> 0 = C, for C < 2^n."""
    s, sym = _sym(timeout)
    n = sym.nat("n", 1)
    C = sym.nat("C")
    sym.fact(C.t < sym.power(n).t)
    a, e = C >> n, C >> 0
    sym.close()
    s.add(capi.Or(a.t != 0, e.t != C.t))
    return solve(s, keep_smt2, {"n": n.t, "C": C.t})


def _xor_half(x: Any, h: Any) -> Any:
    """x xor 2^(n-1) for 0 <= x < 2^n (h = 2^(n-1)): flip the leading digit."""
    return z3.If(x < h, x + h, x - h)


def _xor_one(x: Any) -> Any:
    """x xor 1 for x >= 0: flip the last digit."""
    return x + 1 - 2 * (x % 2)


ARITH_FACTS = ("ceil-div", "div-lower", "div-upper", "mul-monotone")


def arith_query(fact: str, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """A fact of integer arithmetic for all integers, N >= 1: ``ceil-div`` (q = (X + N - 1) div N and X >= 1 give
    X <= q N < X + N), ``div-lower`` (a N <= t gives a <= t div N), ``div-upper`` (t < a N gives t div N < a),
    ``mul-monotone`` (a <= b gives a N <= b N). UNSAT when it holds."""
    if fact not in ARITH_FACTS:
        raise ValueError(f"fact must be one of {ARITH_FACTS}")
    s = new_solver(timeout)
    N, a, b, t, X, q = z3.Ints("N a b t X q")
    s.add(N >= 1)
    if fact == "ceil-div":
        s.add(X >= 1, q == (X + N - 1) / N)
        s.add(capi.Or(q * N < X, q * N >= X + N))
        named = {"N": N, "X": X, "q": q}
    elif fact == "div-lower":
        s.add(a * N <= t)
        s.add(t / N < a)
        named = {"N": N, "a": a, "t": t}
    elif fact == "div-upper":
        s.add(t < a * N)
        s.add(t / N >= a)
        named = {"N": N, "a": a, "t": t}
    else:
        s.add(a <= b)
        s.add(a * N > b * N)
        named = {"N": N, "a": a, "b": b}
    return solve(s, keep_smt2, named)


def unique_witness_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 3.8's lower bound, the input, N >= 4: for every stage-control configuration C < 2^n, with h =
    2^(n-1), D = C xor h (:func:`_xor_half`) and m = D - (D mod 2), the Skolem witness i = the least input with
    i 2^n + h >= m N is an input (0 <= i < N) and m <= B(i, h) <= m + 1 (the spec's backward_formula); this is
    the paper's appeal to Lemma 3.7 (no two consecutive holes), made explicit. The instances of
    :func:`arith_query`'s facts it needs are assumed (each is proved for all integers by its own query), so that
    what is left is linear in the products and quotients."""
    s, sym = _sym(timeout)
    net = _net(sym, lo=4)
    N, P, n = net.N, net.tags, net.n
    sym.fact(n.t >= 2)
    h = sym.power(n - 1)
    sym.power(n - 2)
    C = sym.nat("C")
    sym.fact(C.t < P.t)
    D = _xor_half(C.t, h.t)
    m = D - D % 2
    i = sym.nat("i")
    U = m * N.t
    X = U - h.t
    s.add(i.t == z3.If(h.t >= U, 0, (X + P.t - 1) / P.t))
    B0 = gsen.backward_formula(net, i, h).t
    sym.close()
    t, Nt, Pt, it = B0.arg(0), N.t, P.t, i.t
    s.add(z3.Implies(capi.And(X >= 1, it == (X + Pt - 1) / Pt), capi.And(X <= it * Pt, it * Pt < X + Pt)))  # ceil-div
    s.add(z3.Implies(U <= t, m <= t / Nt))  # div-lower
    s.add(z3.Implies(t < (m + 2) * Nt, t / Nt < m + 2))  # div-upper
    for a, b, f in ((Nt, it, Pt), (m, Pt - 2, Nt), (1, m, Nt), (0, m, Nt)):  # mul-monotone
        s.add(z3.Implies(a <= b, a * f <= b * f))
    s.add(capi.Or(i.t >= N.t, B0 < m, B0 > m + 1))
    return solve(s, keep_smt2, {"N": N.t, "n": n.t, "C": C.t, "i": i.t})


def unique_xor_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 3.8's lower bound, the tag: with m <= B(i, h) <= m + 1 (:func:`unique_witness_query`) and B(i, h + 1)
    = B(i, h) (Lemma 3.6), B(i, F) xor F = C for F = h or F = h + 1, and both tags lie in [2^n - N, N) (unique
    paths, Lemma 3.5). XOR with h and with 1 is written digitwise (:func:`_xor_half`, :func:`_xor_one`; h + 1 =
    h xor 1 as h is even)."""
    s, sym = _sym(timeout)
    net = _net(sym, lo=4)
    N, P, n = net.N, net.tags, net.n
    sym.fact(n.t >= 2)
    h = sym.power(n - 1)
    sym.power(n - 2)
    C, B0 = sym.nat("C"), sym.nat("B")
    sym.fact(C.t < P.t)
    D = _xor_half(C.t, h.t)
    m = D - D % 2
    sym.fact(m <= B0.t, B0.t <= m + 1)
    sym.close()
    hits = capi.Or(_xor_half(B0.t, h.t) == C.t, _xor_half(_xor_one(B0.t), h.t) == C.t)
    unique = capi.And((P - N).t <= h.t, (h + 1).t < N.t)
    s.add(capi.Or(B0.t >= P.t, z3.Not(hits), z3.Not(unique)))
    return solve(s, keep_smt2, {"N": N.t, "n": n.t, "C": C.t, "B": B0.t})


def cover_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 3.8's upper bound (Lemma 3.1): from every input i the N tags F = 0..N-1 (tags, as N <= 2^n) reach N
    different outputs (the spec's dest_formula), so, N tags into N outputs, every output; the configuration
    B xor F sets each such path up (Lemma 3.4). UNSAT of: two tags F != G below N with the same destination."""
    s, sym = _sym(timeout)
    net = _net(sym)
    N, P = net.N, net.tags
    i, F, G = sym.nat("i"), sym.nat("F"), sym.nat("G")
    sym.fact(i.t < N.t, F.t < N.t, G.t < N.t)
    dF, dG = gsen.dest_formula(net, i, F), gsen.dest_formula(net, i, G)
    sym.close()
    s.add(capi.Or(N.t > P.t, capi.And(F.t != G.t, dF.t == dG.t)))
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t, "i": i.t, "F": F.t, "G": G.t})


def alt_stage(N: Nat, t: Nat, a: Nat) -> tuple[Any, Any]:
    """One stage of alternating stage control with stage digit a, entered at terminal t: the out-port f and the
    terminal t' = 2 y + f it leaves on (the spec's shuffle and pattern("alternating", y); the switch state pattern
    xor a and the out-port b xor state written on digits, as the spec's family_states and forward_tags compute
    them)."""
    spec_shuffle: Any = gsen.shuffle  # run on symbolic naturals (its annotation says int)
    p = spec_shuffle(N, t)
    y, b = p // 2, p % 2
    pat = gsen.pattern("alternating", y)
    state = z3.If(pat.t == a.t, 0, 1)  # the spec's (pattern ^ config_bit) & 1 of family_states, on digits
    f = z3.If(b.t == state, 0, 1)  # forward_tags: f = b ^ state
    return f, 2 * y.t + f


def alt_stage_query(timeout: float = TIMEOUT, keep_smt2: bool = True, two_mod_four: bool = True) -> Query:
    """Property (*) as the step of Sect. 4's induction, N = 2 mod 4 symbolic: a stage of alternating stage control
    with stage digit a (switch y in the spec's state pattern("alternating", y) xor a) sends a path entering at
    terminal t out of port f = (t mod 2) xor a, to a terminal t' with t' mod 2 = f. So the forward tag's digits
    are f_s = (i mod 2) xor a_0 xor ... xor a_s: by the parity of i and A alone (Lemma 4.1), complementary for
    the two parities (Theorem 4.2(i)). ``two_mod_four=False`` takes N = 0 mod 4 instead (then SAT)."""
    s, sym = _sym(timeout)
    N = _even(sym, "N", 2 if two_mod_four else 4)
    sym.fact(N.t % 4 == (2 if two_mod_four else 0))
    t, a = sym.nat("t"), sym.nat("a")
    sym.fact(t.t < N.t, a.t <= 1)
    f, t2 = alt_stage(N, t, a)
    sym.close()
    par = z3.If(t.t % 2 == a.t, 0, 1)
    s.add(capi.Or(f != par, t2 % 2 != f, t2 < 0, t2 >= N.t))
    return solve(s, keep_smt2, {"N": N.t, "t": t.t, "a": a.t})


def gray_query(timeout: float = TIMEOUT, keep_smt2: bool = True, config: Any = None) -> Query:
    """Lemma 4.3's digits: for every k < 2^n and stage s < n, the spec's config_bit(gray(k), n, s) is
    tag_bit(k, n, s) xor tag_bit(k, n, s - 1) (s >= 1), and tag_bit(k, n, 0) at s = 0; k an unbounded bit string
    (the spec's gray, config_bit and tag_bit run on it, n and s symbolic). With :func:`alt_stage_query` (f_s =
    f_(s-1) xor a_s for an even input, f_0 = a_0) the even inputs' tag under A_k is k, digit by digit. ``config``
    replaces the spec's gray by another map from k to a configuration number (Algorithms 1-4's round_config)."""
    s, sym = _sym(timeout)
    n, st = Idx(z3.Int("n"), sym), Idx(z3.Int("s"), sym)
    sym.fact(n.t >= 1, st.t >= 0, st.t < n.t)
    k = Bits.var("k", sym)
    s.add(z3.Not(k.at(n.t)))  # k < 2^n: its digit n (the one above its leading digit) is 0
    spec_config_bit: Any = gsen.config_bit  # run on symbolic bit strings (its annotation says int)
    spec_tag_bit: Any = gsen.tag_bit
    spec_gray: Any = config or gsen.gray
    a = spec_config_bit(spec_gray(k), n, st).at(z3.IntVal(0))
    f = spec_tag_bit(k, n, st).at(z3.IntVal(0))
    prev = spec_tag_bit(k, n, st - 1).at(z3.IntVal(0))
    s.add(z3.If(st.t == 0, a != f, a != z3.Xor(f, prev)))
    return solve(s, keep_smt2, {"n": n.t, "s": st.t}, free={"k": "the tag k (every bit string below 2^n)"})


def thm44_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 4.4 on Lemma 3.3's formula, N = 2 mod 4: in the rounds k = 0..N-1 input i uses the tag k (i even)
    or 2^n - 1 - k (i odd, Lemma 4.3), a tag below 2^n; two rounds k1 != k2 never reach the same output (the
    spec's dest_formula), so the N rounds reach all N outputs. Stated more generally, the product i 2^n replaced by
    any natural M: linear but for the mod by N (cvc5 decides it as Z3 does)."""
    s, sym = _sym(timeout)
    net = _net(sym)
    N, P = net.N, net.tags
    sym.fact(N.t % 4 == 2)
    i, k1, k2, M = sym.nat("i"), sym.nat("k1"), sym.nat("k2"), sym.nat("M")
    sym.fact(i.t < N.t, k1.t < N.t, k2.t < N.t)

    def tag(k: Nat) -> Nat:
        return Nat(z3.If(i.t % 2 == 0, k.t, (P - 1 - k).t), sym)

    F1, F2 = tag(k1), tag(k2)
    d1, d2 = gsen.dest_formula(net, i, F1), gsen.dest_formula(net, i, F2)
    sym.close()
    s.add(z3.substitute(capi.Or(F1.t < 0, F1.t >= P.t, capi.And(k1.t != k2.t, d1.t == d2.t)), ((i * P).t, M.t)))
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t, "i": i.t, "k1": k1.t, "k2": k2.t, "M": M.t})


def shuffle_bijective_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.1, the wiring: for every even N the spec's shuffle maps 0..N-1 into 0..N-1 one to one."""
    s, sym = _sym(timeout)
    N = _even(sym)
    t1, t2 = sym.nat("t1"), sym.nat("t2")
    sym.fact(t1.t < N.t, t2.t < N.t)
    spec_shuffle: Any = gsen.shuffle  # run on symbolic naturals (its annotation says int)
    p1, p2 = spec_shuffle(N, t1), spec_shuffle(N, t2)
    sym.close()
    s.add(capi.Or(p1.t < 0, p1.t >= N.t, capi.And(t1.t != t2.t, p1.t == p2.t)))
    return solve(s, keep_smt2, {"N": N.t, "t1": t1.t, "t2": t2.t})


def switches_bijective_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 3.1, the switches: for every even N and every setting of the N/2 switches (an uninterpreted state
    per switch), the stage p -> 2 (p // 2) + ((p mod 2) xor state(p // 2)) (the spec's realize) maps 0..N-1 into
    0..N-1 one to one."""
    s, sym = _sym(timeout)
    N = _even(sym)
    state = z3.Function("state", z3.IntSort(), z3.BoolSort())
    p1, p2 = sym.nat("p1"), sym.nat("p2")
    sym.fact(p1.t < N.t, p2.t < N.t)

    def out(p: Nat) -> Any:
        y, b = p // 2, p % 2
        return (2 * y).t + z3.If(z3.Xor(b.t == 1, state(y.t)), 1, 0)

    o1, o2 = out(p1), out(p2)
    sym.close()
    s.add(capi.Or(o1 < 0, o1 >= N.t, capi.And(p1.t != p2.t, o1 == o2)))
    return solve(s, keep_smt2, {"N": N.t, "p1": p1.t, "p2": p2.t}, free={"state": "every switch setting"})


def stages_violation(Nmax: int) -> str | None:
    """The symbolic queries read n = ceil(log2 N) as 2^(n-1) < N <= 2^n: the spec's stages and GSEN.tags agree
    for every even N in 2..Nmax (a closed form of bit_length, which Z3 cannot run on a symbolic N)."""
    for N in range(2, Nmax + 1, 2):
        net = gsen.GSEN(N)
        n = gsen.stages(N)
        if n < 1 or not (2 ** (n - 1) < N <= 2**n) or net.tags != 2**n:
            return f"N = {N}: stages = {n}, tags = {net.tags}, not 2^(n-1) < N <= 2^n = tags"
    return None


def step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """Lemma 3.3's base, step and end queries, in a fixed order (the file :data:`STEP_SMT2`)."""
    return {
        "base": base_query(timeout),
        "step-stage": attempt(stage_query, timeout),
        "step-prefix": attempt(prefix_query, timeout),
        "step-power": power_query(timeout),
        "end": attempt(end_query, timeout),
    }


LEMMA_PARTS: dict[str, dict[str, Any]] = {
    "lemma3.5": {f"lemma3.5-{p}": (lambda p=p, **kw: lemma35_query(part=p, **kw)) for p in LEMMA35_PARTS},
    "lemma3.6": {"lemma3.6": lemma36_query},
    "lemma3.7": {"div-monotone": div_monotone_query, "div-shift": div_shift_query, "lemma3.7": lemma37_query},
    "lemma3.4": {"config-base": config_base_query, "step-config": config_prefix_query},
    "lemma4.1": {"alt-stage": alt_stage_query},
    "lemma4.3": {"gray": gray_query},
    "thm4.4": {"thm4.4": thm44_query},
    "lemma3.1": {
        "shuffle-bijective": shuffle_bijective_query,
        "switches-bijective": switches_bijective_query,
        "cover": cover_query,
    },
    "thm3.8": {
        **{f: (lambda f=f, **kw: arith_query(f, **kw)) for f in ARITH_FACTS},
        "unique-witness": unique_witness_query,
        "unique-xor": unique_xor_query,
        "cover": cover_query,
    },
}


def _lemma_queries(parts: dict[str, Any]) -> Any:
    def build(timeout: float = TIMEOUT) -> dict[str, Query]:
        return {k: attempt(q, timeout) for k, q in parts.items()}

    return build


STEP_FILES: dict[str, Any] = {STEP_SMT2: step_queries}
STEP_FILES |= {
    f"proofs/smt2/chou-chen-2010__{name}-every-N__query.smt2": _lemma_queries(parts)
    for name, parts in LEMMA_PARTS.items()
}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.gsen_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(STEP_FILES, "alltoall.checkers.z3.gsen_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
