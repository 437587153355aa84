"""Z3 bit-vector terms under unsigned semantics, so a spec's plain integer arithmetic
(``+ - * % >> << & | ^ ~`` and comparisons) can run on them unchanged.

Z3's own ``%``, ``>>`` and ``<`` on bit-vectors are signed, while specs compute on naturals.
Wrapping keeps the spec solver-free and the encoding exact; the width must leave room for every
intermediate value.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from typing import Any

import z3

Z3_VERSION = z3.get_version_string()


class Unsigned:
    """A Z3 bit-vector term under unsigned semantics for Python's operators.

    Z3's own ``%``, ``>>`` and ``<`` on bit-vectors are signed; the spec's arithmetic is on
    naturals. Wrapping the terms keeps the spec solver-free and the encoding exact.
    """

    __slots__ = ("t",)

    def __init__(self, t):
        self.t = t

    def _o(self, o):
        return o.t if isinstance(o, Unsigned) else z3.BitVecVal(int(o), self.t.size())

    def __add__(self, o):
        return Unsigned(self.t + self._o(o))

    __radd__ = __add__

    def __sub__(self, o):
        return Unsigned(self.t - self._o(o))

    def __rsub__(self, o):
        return Unsigned(self._o(o) - self.t)

    def __mul__(self, o):
        return Unsigned(self.t * self._o(o))

    __rmul__ = __mul__

    def __mod__(self, o):
        return Unsigned(z3.URem(self.t, self._o(o)))

    def __rshift__(self, o):
        return Unsigned(z3.LShR(self.t, self._o(o)))

    def __and__(self, o):
        return Unsigned(self.t & self._o(o))

    __rand__ = __and__

    def __or__(self, o):
        return Unsigned(self.t | self._o(o))

    __ror__ = __or__

    def __xor__(self, o):
        return Unsigned(self.t ^ self._o(o))

    __rxor__ = __xor__

    def __lshift__(self, o):
        return Unsigned(self.t << self._o(o))

    def __invert__(self):
        return Unsigned(~self.t)

    def __eq__(self, o):  # type: ignore[override]
        return self.t == self._o(o)

    def __ne__(self, o):  # type: ignore[override]
        return self.t != self._o(o)

    def __lt__(self, o):
        return z3.ULT(self.t, self._o(o))

    def __le__(self, o):
        return z3.ULE(self.t, self._o(o))

    def __gt__(self, o):
        return z3.UGT(self.t, self._o(o))

    def __ge__(self, o):
        return z3.UGE(self.t, self._o(o))

    __hash__ = None  # type: ignore[assignment]


def select(cond, a, b):
    """``z3.If`` on :class:`Unsigned` terms (the ``select`` hook of :func:`op.rule_c`)."""
    return Unsigned(z3.If(cond, a.t if isinstance(a, Unsigned) else a, b.t if isinstance(b, Unsigned) else b))


@dataclass
class Query:
    """Outcome of one solver call: ``status`` is 'unsat', 'sat' or 'unknown'."""

    status: str
    seconds: float
    smt2_sha256: str = ""
    smt2: str | None = None
    model: dict[str, int] = field(default_factory=dict)
    reason: str | None = None

    def evidence(self) -> dict[str, Any]:
        ev = {"status": self.status, "seconds": round(self.seconds, 4), "z3": Z3_VERSION}
        if self.smt2 is not None:
            ev |= {"smt2_sha256": self.smt2_sha256, "smt2": self.smt2}
        if self.reason:
            ev["reason_unknown"] = self.reason
        return ev


class Encoding:
    """A solver with named unsigned variables of the network's width."""

    def __init__(self, n: int, timeout: float):
        self.n = n
        self.w = (n - 1).bit_length() + 2  # room for i + 2**k and s + prefix < 2n
        self.solver = z3.Solver()
        self.solver.set("timeout", max(1, int(timeout * 1000)))
        self.named: dict[str, Any] = {}

    def var(self, name: str, lo: int = 0, hi: int | None = None) -> Unsigned:
        v = Unsigned(z3.BitVec(name, self.w))
        self.solver.add(v >= lo, v <= (self.n - 1 if hi is None else hi))
        self.named[name] = v.t
        return v

    def check(self, keep_smt2: bool) -> Query:
        smt2 = self.solver.to_smt2() if keep_smt2 else None
        t0 = time.perf_counter()
        res = self.solver.check()
        q = Query(str(res), time.perf_counter() - t0, hashlib.sha256(smt2.encode()).hexdigest() if smt2 else "", smt2)
        if res == z3.sat:
            m = self.solver.model()
            q.model = {k: m.eval(v, model_completion=True).as_long() for k, v in self.named.items()}
        elif res == z3.unknown:
            q.reason = self.solver.reason_unknown()
        return q


def unsat_sweep(domain: str, queries, sizes, run, brute_force_cross_check: str | None = None):
    """Proved iff every query answers UNSAT at every size; the first other answer (SAT or a
    timeout) gives ``unknown`` with its model or reason: a SAT model is never trusted to refute,
    brute force (run by the caller on the small sizes) does that.

    ``run(query, size, keep_smt2)`` returns a :class:`Query`; the largest size's SMT-LIB text is
    kept in the evidence.
    """
    from alltoall.checkers.result import proved, unknown

    sizes = list(sizes)
    smt2 = {}
    for size in sizes:
        for q in queries:
            r = run(q, size, size == sizes[-1])
            if r.status != "unsat":
                return unknown(f"{q.__name__}(m={size}): {r.status} {r.reason or r.model}")
            if r.smt2:
                smt2[f"{q.__name__}(m={size})"] = r.smt2
    evidence = {"largest_m": sizes[-1], "z3": Z3_VERSION, "smt2": smt2}
    if brute_force_cross_check:
        evidence["brute_force_cross_check"] = brute_force_cross_check
    return proved(**evidence)
