"""Z3 bit-vector terms under unsigned semantics, so a spec's plain integer arithmetic
(``+ - * % >> << & | ^ ~`` and comparisons) can run on them unchanged.

Z3's own ``%``, ``>>`` and ``<`` on bit-vectors are signed, while specs compute on naturals.
Wrapping keeps the spec solver-free and the encoding exact; the width must leave room for every
intermediate value.
"""

from __future__ import annotations

import z3


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
