"""Z3 obligations of chou-chen-2010 Sect. 3 (Lemmas 3.3-3.7) for one GSEN at a time, symbolic in
the input i and the tags: each query asserts a violation and must be UNSAT.

The path is traced by the spec's own :func:`gsen.trace_tag` on unsigned bit-vector terms, so a
mutant of the spec reaches the encoding. Width ``2n + 2`` bits holds ``i * 2^n + F < 2^(2n)``.
"""

from __future__ import annotations

import hashlib
import time
from typing import Any

import z3

from alltoall.checkers.result import proved, unknown
from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Z3_VERSION, Query, Unsigned, recorded, recording_active
from alltoall.spec.topologies import gsen

__all__ = ["QUERIES", "U", "lemma33", "lemma34", "lemma35", "lemma36", "lemma37", "sweep"]


class U(Unsigned):
    """:class:`Unsigned` with floor division (the spec's shuffle uses ``//``), closed under its operators."""

    __slots__ = ()

    def __floordiv__(self, o: Any) -> Any:
        return U(z3.UDiv(self.t, self._o(o)))


for _name in (
    "__add__",
    "__radd__",
    "__sub__",
    "__rsub__",
    "__mul__",
    "__rmul__",
    "__mod__",
    "__rshift__",
    "__and__",
    "__rand__",
    "__or__",
    "__ror__",
    "__xor__",
    "__rxor__",
    "__lshift__",
    "__invert__",
):

    def _wrap(f: Any) -> Any:
        return lambda self, *a: U(f(self, *a).t)

    setattr(U, _name, _wrap(getattr(Unsigned, _name)))


def _solve(net: gsen.GSEN, build: Any, timeout: float, keep_smt2: bool) -> Query:
    w = 2 * net.n + 2
    s = z3.Solver()
    s.set("timeout", max(1, int(timeout * 1000)))
    names: dict[str, Any] = {}

    def var(name: str, hi: int) -> U:
        v = U(z3.BitVec(name, w))
        s.add(z3.ULT(v.t, hi))
        names[name] = v.t
        return v

    build(s, var)
    smt2 = s.to_smt2() if keep_smt2 or recording_active() else None
    t0 = time.perf_counter()
    res = s.check()
    recorded(smt2, str(res))
    smt2 = smt2 if keep_smt2 else None
    q = Query(str(res), time.perf_counter() - t0, hashlib.sha256(smt2.encode()).hexdigest() if smt2 else "", smt2)
    if res == z3.sat:
        m = s.model()
        q.model = {k: m.eval(v, model_completion=True).as_long() for k, v in names.items()}
    elif res == z3.unknown:
        q.reason = s.reason_unknown()
    return q


def _trace(net: gsen.GSEN, i: Any, F: Any) -> Any:
    return gsen.trace_tag(net.N, net.n, i, F)


def lemma33(net: gsen.GSEN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Some P(i, F) ends elsewhere than (i 2^n + F) mod N or has B != floor((i 2^n + F) / N)."""

    def build(s: Any, var: Any) -> None:
        i, F = var("i", net.N), var("F", net.tags)
        d, B, _ = _trace(net, i, F)
        s.add(capi.Or(d != (i * net.tags + F) % net.N, B != (i * net.tags + F) // net.N))

    return _solve(net, build, timeout, keep_smt2)


def lemma34(net: gsen.GSEN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Under stage-control configuration C, some path P(i, F) set up by C has B xor F != C."""

    def build(s: Any, var: Any) -> None:
        i, F, C = var("i", net.N), var("F", net.tags), var("C", net.tags)
        _, B, ins = _trace(net, i, F)
        for st in range(net.n):  # C sets up P(i, F): state of stage st = in port xor out port
            s.add((ins[st] ^ gsen.tag_bit(F, net.n, st)) == gsen.config_bit(C, net.n, st))
        s.add(B ^ F != C)

    return _solve(net, build, timeout, keep_smt2)


def lemma35(net: gsen.GSEN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Either a tag in [2^n - N, N) shares its destination with another tag, or a tag outside it
    has no partner F +- N with the same destination."""

    def build(s: Any, var: Any) -> None:
        i, F, G = var("i", net.N), var("F", net.tags), var("G", net.tags)
        inside = capi.And(F >= net.tags - net.N, F < net.N)
        d, _, _ = _trace(net, i, F)
        dG, _, _ = _trace(net, i, G)
        partner = U(z3.If((F < net.tags - net.N), (F + net.N).t, (F - net.N).t))
        dP, _, _ = _trace(net, i, partner)
        s.add(capi.Or(capi.And(inside, G != F, dG == d), capi.And(z3.Not(inside), dP != d)))

    return _solve(net, build, timeout, keep_smt2)


def lemma36(net: gsen.GSEN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Some input has B(i, 2^(n-1)) != B(i, 2^(n-1) + 1)."""

    def build(s: Any, var: Any) -> None:
        i = var("i", net.N)
        h = net.tags // 2
        _, B0, _ = _trace(net, i, U(z3.BitVecVal(h, 2 * net.n + 2)))
        _, B1, _ = _trace(net, i, U(z3.BitVecVal(h + 1, 2 * net.n + 2)))
        s.add(B0 != B1)

    return _solve(net, build, timeout, keep_smt2)


def lemma37(net: gsen.GSEN, timeout: float = TIMEOUT, keep_smt2: bool = False) -> Query:
    """Some tag breaks B(0, F) <= 1, B(N-1, F) >= 2^n - 2 or B(i-1, F) + 1 <= B(i, F) <= B(i-1, F) + 2."""

    def build(s: Any, var: Any) -> None:
        i, F = var("i", net.N), var("F", net.tags)
        s.add(i >= 1)
        _, Bi, _ = _trace(net, i, F)
        _, Bp, _ = _trace(net, i - 1, F)
        _, B0, _ = _trace(net, U(z3.BitVecVal(0, 2 * net.n + 2)), F)
        _, BL, _ = _trace(net, U(z3.BitVecVal(net.N - 1, 2 * net.n + 2)), F)
        s.add(capi.Or(Bi < Bp + 1, Bi > Bp + 2, B0 > 1, BL < net.tags - 2))

    return _solve(net, build, timeout, keep_smt2)


QUERIES = {"lemma3.3": lemma33, "lemma3.4": lemma34, "lemma3.5": lemma35, "lemma3.6": lemma36, "lemma3.7": lemma37}


def sweep(query: Any, Ns: Any, timeout: float) -> Any:
    """Proved iff ``query`` is UNSAT for every N (the SMT-LIB of the largest N kept); else unknown."""
    Ns = list(Ns)
    smt2 = None
    for N in Ns:
        q = query(gsen.GSEN(N), timeout=timeout, keep_smt2=(N == Ns[-1]))
        if q.status != "unsat":
            return unknown(f"{query.__name__}(N={N}): {q.status} {q.reason or q.model}", N=N, model=q.model)
        smt2 = q.smt2
    return proved(
        examined=len(Ns), largest_N=Ns[-1] if Ns else None, instances=len(Ns), z3=Z3_VERSION, smt2_largest=smt2
    )
