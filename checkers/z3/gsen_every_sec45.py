"""chou-chen-2010 Sects. 4 and 5 for every N: symbolic queries on Lemma 3.3's invariant and the spec's functions.

The queries of :mod:`.gsen_every` prove Lemma 3.3's invariant after every stage s (``i 2^s + (F >> (n - s)) = B N
+ t``, 0 <= t < N) and Property (*) as a one-stage step; those here take it further, on the same symbolic sizes
(:class:`~alltoall.checkers.z3.induction.Nat`, 2^e an uninterpreted ``pow2`` constrained at its applications):

- Sect. 4 (N = 2 mod 4): Property (*) fails for every N = 0 mod 4 (:func:`star_break_query`); the spec's
  ``round_tag``, ``round_config`` and ``destination`` (Algorithms 1-4, run on a symbolic input of each parity)
  against Lemma 4.3's tags and Lemma 3.3's destination (:func:`round_tag_query`, :func:`rounds_query`,
  :func:`destination_query`, :func:`destination_injective_query`); Theorem 4.2(iii) by induction over the loop
  of the spec's ``gray_inverse`` on unbounded bit strings (:func:`gray_inverse_step_query`,
  :func:`gray_inverse_end_query`);
- Sect. 5 (N = 0 mod 4): the terminal a path reaches after its first k stages when its tag starts 0 1..1
  (:func:`prefix_terminal_query`, Lemma 5.1) and that exactly those paths pass Q (:func:`prefix_through_query`,
  :func:`prefix_only_query`, Lemma 5.2).

Every query is UNSAT when its part holds. Where a product of two symbolic naturals (i 2^k) only enters through a
sum, it is replaced by any natural M (the query then says more, and stays within what Z3 and cvc5 decide).
``python -m alltoall.checkers.z3.gsen_every_sec45 [--check]`` writes or checks the SMT-LIB files
(:data:`STEP_FILES`).

References
----------
chou-chen-2010, Property (*) and the remark after it, Theorem 4.2(iii), the remark after Theorem 4.4,
Theorem 4.5, Algorithms 1-4, Lemmas 5.1 and 5.2.
"""

from __future__ import annotations

import functools
from types import SimpleNamespace
from typing import Any

import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3 import gsen_every as ge
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.induction import Bits, Idx
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

__all__ = [
    "PARTS",
    "STEP_FILES",
    "destination_injective_query",
    "destination_query",
    "gray_inverse_end_query",
    "gray_inverse_step_query",
    "main",
    "mod_multiple_query",
    "pow2_product_query",
    "prefix_bound_query",
    "prefix_congruence_query",
    "prefix_only_query",
    "prefix_terminal_query",
    "prefix_through_query",
    "prefix_unique_query",
    "q0_identity_query",
    "q0_terminal_query",
    "query_file",
    "round_config_query",
    "round_tag_query",
    "rounds_query",
    "star_break_query",
    "strict_query",
]

PARITIES = (0, 1)


def query_file(claim: str) -> str:
    """The SMT-LIB file of ``chou-chen-2010/<claim>-every-N``'s own queries."""
    return f"proofs/smt2/chou-chen-2010__{claim}-every-N__query.smt2"


def star_break_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The remark after Property (*): for every N = 0 mod 4 and either stage digit a, the even terminal t = N/2
    entering a stage of alternating stage control leaves by port 1 xor a (the spec's stage, as in
    :func:`~.gsen_every.alt_stage`), where Property (*) says port a. UNSAT of: it leaves by port a."""
    s, sym = ge._sym(timeout)
    N = ge._even(sym, "N", 4)
    sym.fact(N.t % 4 == 0)
    a = sym.nat("a")
    sym.fact(a.t <= 1)
    t = N // 2
    f, _ = ge.alt_stage(N, t, a)
    sym.close()
    s.add(f == z3.If(t.t % 2 == a.t, 0, 1))
    return solve(s, keep_smt2, {"N": N.t, "a": a.t})


def _round_net(sym: Any, parity: int) -> tuple[Any, Any]:
    """A GSEN of symbolic size N = 2 mod 4 (2^(n-1) < N <= 2^n) and an input i < N of the given parity."""
    net = ge._net(sym)
    sym.fact(net.N.t % 4 == 2)
    i = sym.nat("i")
    sym.fact(i.t < net.N.t, i.t % 2 == parity)
    return net, i


def round_tag_query(parity: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Algorithms 1, 3 and 4 send input i's round-k message with the spec's round_tag(net, i, k); under A_k Lemma 4.3
    routes input i by the tag k (i even) or 2^n - 1 - k (i odd). UNSAT of: they differ, for a symbolic input of
    the given parity and every round k < 2^n."""
    s, sym = ge._sym(timeout)
    net, i = _round_net(sym, parity)
    k = sym.nat("k")
    sym.fact(k.t < net.tags.t)
    spec_round_tag: Any = cc.round_tag  # run on symbolic naturals (its annotation says int)
    F = spec_round_tag(net, i, k)
    want = k if parity == 0 else net.tags - 1 - k
    sym.close()
    s.add(F.t != want.t)
    return solve(s, keep_smt2, {"N": net.N.t, "n": net.n.t, "i": i.t, "k": k.t})


def round_config_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The spec's round_config(k) sets the stages as A_k = gray(k) does: :func:`~.gsen_every.gray_query` run on
    round_config (its stage digits are those Lemma 4.3 needs for the tag k)."""
    return ge.gray_query(timeout, keep_smt2, config=cc.round_config)


def rounds_query(parity: int, timeout: float = TIMEOUT, keep_smt2: bool = True, start: bool = False) -> Query:
    """N rounds reach N different outputs from input i (of the given parity): the round-k message has the spec's
    round_tag(net, i, k), a tag below 2^n, and two rounds k1 != k2 never reach the same output (Lemma 3.3's
    dest_formula, i 2^n generalized to any natural M). Rounds 0..N-1 (Algorithm 1), or with ``start`` any N
    consecutive rounds s..s+N-1, 0 <= s <= 2^n - N (the remark after Theorem 4.4)."""
    s, sym = ge._sym(timeout)
    net, i = _round_net(sym, parity)
    N, P = net.N, net.tags
    st = sym.nat("s") if start else None
    if st is not None:
        sym.fact((st + N).t <= P.t)
    k1, k2 = sym.nat("k1"), sym.nat("k2")
    for k in (k1, k2):
        sym.fact(k.t < N.t if st is None else capi.And(st.t <= k.t, k.t < (st + N).t))
    spec_round_tag: Any = cc.round_tag  # run on symbolic naturals (its annotation says int)
    F1, F2 = spec_round_tag(net, i, k1), spec_round_tag(net, i, k2)
    d1, d2 = gsen.dest_formula(net, i, F1), gsen.dest_formula(net, i, F2)
    sym.close()
    M = sym.nat("M")
    s.add(_generalize(capi.Or(F1.t < 0, F1.t >= P.t, capi.And(k1.t != k2.t, d1.t == d2.t)), net, i, M))
    named = {"N": N.t, "n": net.n.t, "i": i.t, "k1": k1.t, "k2": k2.t, "M": M.t}
    named |= {"s": st.t} if st is not None else {}
    return solve(s, keep_smt2, named)


def _generalize(term: Any, net: Any, i: Any, M: Any, odd: bool = False) -> Any:
    """``term`` with the product i 2^n replaced by the natural M and (i + 1) 2^n by M + 2^n; with ``odd``, M stands
    for (i + 1) 2^n - 1 instead (Algorithm 2's m for an odd i, before the mod): i 2^n = M + 1 - 2^n."""
    P = net.tags.t
    if odd:
        return z3.substitute(term, (i.t * P, M.t + 1 - P), ((i.t + 1) * P, M.t + 1))
    return z3.substitute(term, (i.t * P, M.t), ((i.t + 1) * P, M.t + P))


def destination_query(parity: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 4.5: the spec's destination(N, 2^n, i, k) (Algorithm 2's d_{i,k}) is where the round-k message of
    input i arrives, Lemma 3.3's dest_formula for the tag round_tag(net, i, k), every round k < N. Stated more
    generally: i 2^n is any natural M (and (i + 1) 2^n then M + 2^n), for an odd i (i + 1) 2^n - 1 is any M."""
    s, sym = ge._sym(timeout)
    net, i = _round_net(sym, parity)
    N, P = net.N, net.tags
    k, M = sym.nat("k"), sym.nat("M")
    sym.fact(k.t < N.t)
    spec_destination: Any = cc.destination  # run on symbolic naturals (its annotation says int)
    spec_round_tag: Any = cc.round_tag
    d = spec_destination(N, P, i, k)
    want = gsen.dest_formula(net, i, spec_round_tag(net, i, k))
    sym.close()
    s.add(_generalize(d.t != want.t, net, i, M, odd=parity == 1))
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t, "i": i.t, "k": k.t, "M": M.t})


def destination_injective_query(parity: int, timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 4.6 and Algorithm 4: input i's N messages go to N different processors, each an output: the spec's
    destination(N, 2^n, i, k) lies in 0..N-1 and differs for two rounds k1 != k2 < N (i 2^n generalized to any
    natural M, as in :func:`destination_query`)."""
    s, sym = ge._sym(timeout)
    net, i = _round_net(sym, parity)
    N, P = net.N, net.tags
    k1, k2, M = sym.nat("k1"), sym.nat("k2"), sym.nat("M")
    sym.fact(k1.t < N.t, k2.t < N.t)
    spec_destination: Any = cc.destination  # run on symbolic naturals (its annotation says int)
    d1, d2 = spec_destination(N, P, i, k1), spec_destination(N, P, i, k2)
    sym.close()
    s.add(_generalize(capi.Or(d1.t < 0, d1.t >= N.t, capi.And(k1.t != k2.t, d1.t == d2.t)), net, i, M))
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t, "i": i.t, "k1": k1.t, "k2": k2.t, "M": M.t})


def gray_inverse_step_query(timeout: float = TIMEOUT, keep_smt2: bool = True, hypothesis: bool = True) -> Query:
    """Theorem 4.2(iii), the step of the spec's gray_inverse loop (F <- gray_inverse_step(F, A, s), from F = 0):
    with A = gray(F0) (Theorem 4.2(ii): the even inputs' tag F0), the value after s steps is F0 xor (F0 >> s). F0
    and the value before the step are unbounded bit strings, s symbolic; the value before the step is an array
    constrained by the hypothesis at the bits the query reads (``hypothesis=False`` drops it: then SAT)."""
    s, sym = ge._sym(timeout)
    st = Idx(z3.Int("s"), sym)
    sym.fact(st.t >= 0)
    F0 = Bits.var("F0", sym)
    reads: list[Any] = []
    Fs = Bits.var("Fs", sym, reads)
    spec_gray: Any = gsen.gray  # run on symbolic bit strings (its annotation says int)
    spec_step: Any = gsen.gray_inverse_step
    nxt = spec_step(Fs, spec_gray(F0), st)
    u = z3.Int("u")
    s.add(u >= 0)
    got = nxt.at(u)
    if hypothesis:
        for w in list(reads):
            s.add(Fs.at(w) == z3.Xor(F0.at(w), F0.at(w + st.t)))
    sym.close()
    s.add(got != z3.Xor(F0.at(u), F0.at(u + st.t + 1)))
    return solve(s, keep_smt2, {"s": st.t, "u": u}, free={"F0": "the tag (every bit string)"})


def gray_inverse_end_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 4.2(iii), base and end of the loop: F0 xor (F0 >> 0) = 0 (the loop starts from F = 0), and after
    n steps F0 xor (F0 >> n) = F0 for F0 < 2^n (its bits from n up are 0)."""
    s, sym = ge._sym(timeout)
    n = z3.Int("n")
    s.add(n >= 1)
    F0 = Bits.var("F0", sym)
    u = z3.Int("u")
    s.add(u >= 0, z3.Not(F0.at(u + n)))
    s.add(capi.Or(z3.Xor(F0.at(u), F0.at(u)), z3.Xor(F0.at(u), F0.at(u + n)) != F0.at(u)))
    return solve(s, keep_smt2, {"n": n, "u": u}, free={"F0": "the tag (every bit string below 2^n)"})


def _prefix(sym: Any, k_lo: int) -> Any:
    """N even, n with 2^(n-1) < N <= 2^n, k_lo <= k <= n, a tag F < 2^n whose first k digits are 0 1..1 (F >>
    (n - k) = 2^(k-1) - 1), and the path's terminal t after k stages from input i by Lemma 3.3's invariant: M + (F >>
    (n - k)) = B N + t, 0 <= t < N, M standing for i 2^k (any natural)."""
    net = ge._net(sym)
    N, n, P = net.N, net.n, net.tags
    k = sym.nat("k", k_lo)
    sym.fact(k.t <= n.t)
    K, H = sym.power(k), sym.power(k - 1)
    F, M, B, t = sym.nat("F"), sym.nat("M"), sym.nat("B"), sym.nat("t")
    sym.fact(F.t < P.t, t.t < N.t)
    G = F >> (n - k)
    sym.solver.add((M + G).t == (B * N + t).t)
    return SimpleNamespace(N=N, n=n, P=P, k=k, K=K, H=H, F=F, M=M, B=B, t=t, G=G)


def prefix_terminal_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 5.1: if F's first k digits are 0 1..1, the path from i leaves stage k - 1 on (i 2^k + 2^(k-1) - 1) mod N
    (i 2^k generalized to any natural M), for every even N and 1 <= k <= n."""
    s, sym = ge._sym(timeout)
    p = _prefix(sym, 1)
    s.add(p.G.t == (p.H - 1).t)
    want = (p.M + p.H - 1) % p.N
    sym.close()
    s.add(p.t.t != want.t)
    return solve(s, keep_smt2, {"N": p.N.t, "n": p.n.t, "k": p.k.t, "F": p.F.t, "M": p.M.t})


def prefix_bound_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """The tag's first s digits are below 2^s, by induction over s with Lemma 3.3's step-prefix (F >> (n-s-1) =
    2 (F >> (n-s)) + f, f a digit): base F >> n = 0 for F < 2^n; step G < 2^s gives 2 G + f < 2^(s+1)."""
    s, sym = ge._sym(timeout)
    n, st = sym.nat("n", 1), sym.nat("s")
    F, G, f = sym.nat("F"), sym.nat("G"), sym.nat("f")
    sym.fact(F.t < sym.power(n).t, G.t < sym.power(st).t, f.t <= 1)
    base, step, bound = F >> n, 2 * G + f, sym.power(st + 1)
    sym.close()
    s.add(capi.Or(base.t != 0, step.t >= bound.t))
    return solve(s, keep_smt2, {"n": n.t, "s": st.t, "F": F.t, "G": G.t, "f": f.t})


def _through(sym: Any) -> Any:
    """2^k | N, k >= 2, and the first k digits G = F >> (n - k) (below 2^k, :func:`prefix_bound_query`) of the tag
    of a path from input i that leaves stage k - 1 on t: by Lemma 3.3's invariant i 2^k + G = B N + t, so t - G =
    2^k D with D = i - B N / 2^k (:func:`prefix_congruence_query`). N = L 2^k."""
    k = sym.nat("k", 2)
    K, H = sym.power(k), sym.power(k - 1)
    L, G, t, D = sym.nat("L", 1), sym.nat("G"), sym.nat("t"), Idx(z3.Int("D"), sym)
    sym.fact(G.t < K.t, t.t < (L * K).t)
    sym.solver.add(t.t - G.t == K.t * D.t)
    return SimpleNamespace(k=k, K=K, H=H, L=L, G=G, t=t, D=D)


def prefix_congruence_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 5.2's congruence: with N = L 2^k and i 2^k + G = B N + t (Lemma 3.3's invariant after k stages), t - G
    = 2^k (i - B L). UNSAT of: it is not (an identity of polynomials in i, B, L and 2^k)."""
    s, sym = ge._sym(timeout)
    k = sym.nat("k", 2)
    K = sym.power(k)
    i, B, L, G, t = sym.nat("i"), sym.nat("B"), sym.nat("L", 1), sym.nat("G"), sym.nat("t")
    s.add((i * K + G).t == (B * (L * K) + t).t)
    sym.close()
    s.add(t.t - G.t != K.t * (i.t - B.t * L.t))
    return solve(s, keep_smt2, {"k": k.t, "i": i.t, "B": B.t, "L": L.t})


def prefix_through_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 5.2, if: a path whose tag starts 0 1..1 (G = 2^(k-1) - 1) leaves stage k - 1 on a terminal of Q =
    {r 2^k + 2^(k-1) - 1 : 0 <= r < N / 2^k}: the witness r = D of :func:`_through`."""
    s, sym = ge._sym(timeout)
    p = _through(sym)
    s.add(p.G.t == (p.H - 1).t)
    sym.close()
    s.add(capi.Or(p.t.t != (p.D * p.K + p.H - 1).t, p.D.t < 0, p.D.t >= p.L.t))
    return solve(s, keep_smt2, {"k": p.k.t, "L": p.L.t, "t": p.t.t, "D": p.D.t})


def prefix_only_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 5.2, only if: a path that leaves stage k - 1 on r 2^k + 2^(k-1) - 1 (any r) has a tag starting 0 1..1
    (G = 2^(k-1) - 1)."""
    s, sym = ge._sym(timeout)
    p = _through(sym)
    r = sym.nat("r")
    s.add(p.t.t == (r * p.K + p.H - 1).t)
    sym.close()
    s.add(p.G.t != (p.H - 1).t)
    return solve(s, keep_smt2, {"k": p.k.t, "L": p.L.t, "t": p.t.t, "D": p.D.t, "r": r.t})


def pow2_product_query(
    timeout: float = TIMEOUT, keep_smt2: bool = True, step: bool = True, hypothesis: bool = True
) -> Query:
    """2^a 2^b = 2^(a+b) by induction over b (a, b symbolic naturals, 2^e the queries' uninterpreted pow2 with its
    facts): ``step=False`` the base 2^a 2^0 = 2^a, ``step=True`` the step from b to b + 1 (``hypothesis=False``
    drops the hypothesis 2^a 2^b = 2^(a+b): then not UNSAT)."""
    s, sym = ge._sym(timeout)
    a, b = sym.nat("a"), sym.nat("b")
    if step and hypothesis:
        s.add((sym.power(a) * sym.power(b)).t == sym.power(a + b).t)
    if step:
        lhs, rhs = sym.power(a) * sym.power(b + 1), sym.power(a + b + 1)
    else:
        lhs, rhs = sym.power(a) * sym.power(0), sym.power(a)
    sym.close()
    s.add(lhs.t != rhs.t)
    return solve(s, keep_smt2, {"a": a.t, "b": b.t})


def prefix_unique_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Lemma 5.3: with 2^(n-1) + 2^(n-k) <= N (1 <= k <= n), a tag F < 2^n whose first k digits are 0 1..1 (F >> (n
    - k) = 2^(k-1) - 1) lies in [2^n - N, N), where Lemma 3.5 makes P(i, F) a unique path. The instance 2^(k-1)
    2^(n-k) = 2^(n-1) of :func:`pow2_product_query` is assumed."""
    s, sym = ge._sym(timeout)
    net = ge._net(sym)
    N, n, P = net.N, net.n, net.tags
    k = sym.nat("k", 1)
    sym.fact(k.t <= n.t)
    Q, H, Hn = sym.power(n - k), sym.power(k - 1), sym.power(n - 1)
    sym.fact((Hn + Q).t <= N.t)
    F = sym.nat("F")
    sym.fact(F.t < P.t)
    G = F >> (n - k)
    s.add((H * Q).t == Hn.t, G.t == (H - 1).t)
    sym.close()
    s.add(capi.Or(F.t < (P - N).t, F.t >= N.t))
    return solve(s, keep_smt2, {"N": N.t, "n": n.t, "k": k.t, "F": F.t})


def strict_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 4.8's strict inequality: for every N = 2 mod 4 with N >= 6 and 2^(n-1) < N <= 2^n, N < 2^n (a power
    of two from 4 on is 0 mod 4; 2^1 = 2 < 6)."""
    s, sym = ge._sym(timeout)
    net = ge._net(sym, lo=6)
    N, P = net.N, net.tags
    sym.fact(N.t % 4 == 2)
    sym.power(net.n - 2)
    sym.close()
    s.add(N.t >= P.t)
    return solve(s, keep_smt2, {"N": N.t, "n": net.n.t})


def q0_identity_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """(r L) 2^k = r (L 2^k): for the input i = r N / 2^k (N = L 2^k), i 2^k = r N (an identity of polynomials)."""
    s, sym = ge._sym(timeout)
    k = sym.nat("k", 2)
    K = sym.power(k)
    r, L = sym.nat("r"), sym.nat("L", 1)
    sym.close()
    s.add(((r * L) * K).t != (r * (L * K)).t)
    return solve(s, keep_smt2, {"k": k.t, "r": r.t, "L": L.t})


def mod_multiple_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """(a N + c) mod N = c for every N >= 1, a >= 0 and 0 <= c < N."""
    s = new_solver(timeout)
    N, a, c = z3.Ints("N a c")
    s.add(N >= 1, a >= 0, c >= 0, c < N)
    s.add((a * N + c) % N != c)
    return solve(s, keep_smt2, {"N": N, "a": a, "c": c})


def q0_terminal_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Theorem 5.4's terminal Q_0: with 2^k | N (N = L 2^k, k >= 2, k <= n), the input i = r L (r < 2^k) is an
    input (i < N) and Lemma 5.1's terminal (i 2^k + 2^(k-1) - 1) mod N is Q_0 = 2^(k-1) - 1, for every prefix tag.
    i 2^k is r N (:func:`q0_identity_query`); the instances of mod-multiple (:func:`mod_multiple_query`) and
    mul-monotone (:func:`~.gsen_every.arith_query`) it needs are assumed."""
    s, sym = ge._sym(timeout)
    net = ge._net(sym, lo=4)
    N = net.N
    k = sym.nat("k", 2)
    sym.fact(k.t <= net.n.t)
    K, H = sym.power(k), sym.power(k - 1)
    L, r = sym.nat("L", 1), sym.nat("r")
    sym.fact(N.t == (L * K).t, r.t < K.t)
    i, c = r * L, H - 1
    t = (r * N + c) % N  # (i 2^k + 2^(k-1) - 1) mod N, i 2^k = r N
    sym.close()
    s.add(z3.Implies(capi.And(r.t >= 0, c.t >= 0, c.t < N.t), t.t == c.t))  # mod-multiple
    s.add(z3.Implies(r.t + 1 <= K.t, (r.t + 1) * L.t <= K.t * L.t))  # mul-monotone
    s.add(capi.Or(i.t >= N.t, t.t != c.t))
    return solve(s, keep_smt2, {"N": N.t, "k": k.t, "L": L.t, "r": r.t})


#: Each claim's own parts (name -> query builder), in the order of its SMT-LIB file.
PARTS: dict[str, dict[str, Any]] = {
    "property-star-only-2mod4": {"star-break": star_break_query},
    "alg1": {
        "round-config": round_config_query,
        **{f"round-tag-{'odd' if p else 'even'}": (lambda p=p, **kw: round_tag_query(p, **kw)) for p in PARITIES},
        **{f"rounds-{'odd' if p else 'even'}": (lambda p=p, **kw: rounds_query(p, **kw)) for p in PARITIES},
    },
    "remark-consecutive-tags": {
        f"consecutive-{'odd' if p else 'even'}": (lambda p=p, **kw: rounds_query(p, start=True, **kw)) for p in PARITIES
    },
    "thm4.5": {
        f"destination-{'odd' if p else 'even'}": (lambda p=p, **kw: destination_query(p, **kw)) for p in PARITIES
    },
    "thm4.6": {
        f"destination-injective-{'odd' if p else 'even'}": (lambda p=p, **kw: destination_injective_query(p, **kw))
        for p in PARITIES
    },
    "thm4.2-iii": {"gray-inverse-step": gray_inverse_step_query, "gray-inverse-ends": gray_inverse_end_query},
    "lemma5.1": {"prefix-terminal": prefix_terminal_query},
    "thm4.8": {"strict": strict_query},
    "thm5.4": {"q0-identity": q0_identity_query, "mod-multiple": mod_multiple_query, "q0-terminal": q0_terminal_query},
    "lemma5.3": {
        "pow2-product-base": lambda **kw: pow2_product_query(step=False, **kw),
        "pow2-product-step": pow2_product_query,
        "prefix-unique": prefix_unique_query,
    },
    "lemma5.2": {
        "prefix-bound": prefix_bound_query,
        "prefix-congruence": prefix_congruence_query,
        "prefix-through": prefix_through_query,
        "prefix-only": prefix_only_query,
    },
}


def _file_queries(parts: dict[str, Any], timeout: float = TIMEOUT) -> dict[str, Query]:
    return {k: ge.attempt(lambda q=q, **kw: q(**kw), timeout) for k, q in parts.items()}


STEP_FILES: dict[str, Any] = {
    query_file(name): functools.partial(_file_queries, parts) for name, parts in PARTS.items()
}
"""Each file's builder, called when the file is written or checked (a partial of a module function, not a
closure made at import, so a mutation run's mutant of the function is the one that runs)."""


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.gsen_every_sec45 [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(STEP_FILES, "alltoall.checkers.z3.gsen_every_sec45", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
