"""The Z3 core's term building: one C call per operator against z3's Python operators, in one run.

:class:`alltoall.checkers.z3.core.Unsigned` builds each term with one call into Z3's C API, and
``Encoding.var``, ``free_inputs`` and ``record_inputs`` read and assert terms the same way
(:mod:`alltoall.checkers.z3.capi`). The baseline is the previous core: the same terms through z3's
Python operators, functions and ``Solver.add`` (:class:`_PythonOperators` below, patched in for its
rounds). Both build identical formulas (``tests/unit/test_checkers_z3_core.py``). Each workload is run
alternately with both, CPU seconds by ``time.process_time``, the better of ``--rounds``:

- ``crosstalk``: the crosstalk agreement test's 574 partial permutations of the 8 x 8 omega network,
  each one ``optical.z3_semi`` query built and solved (``tests/agreement/test_agreement_crosstalk.py``);
- ``min-digit``: the MIN agreement test's digit-mode queries at d = 2, k = 6: bijectivity and Latin rows
  of each of the six named networks, for M^0 = 0 and one random M^0, built and solved
  (``tests/agreement/test_agreement_min.py``).

    python benchmarks/bench_z3_core.py [--rounds 3]

No assertions; measured numbers only.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import time
from collections.abc import Iterator
from typing import Any

import numpy as np
import z3

from alltoall.checkers import routing
from alltoall.checkers.z3 import core, optical
from alltoall.checkers.z3 import min as zmin
from alltoall.spec.topologies import multistage as ms


class _PythonOperators:
    """The previous core's operators: z3's Python operators on the terms."""

    def _o(self: Any, o: Any) -> Any:
        return o.t if isinstance(o, core.Unsigned) else z3.BitVecVal(int(o), self.t.size())

    def __add__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t + self._o(o))

    __radd__ = __add__

    def __sub__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t - self._o(o))

    def __rsub__(self: Any, o: Any) -> Any:
        return core.Unsigned(self._o(o) - self.t)

    def __mul__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t * self._o(o))

    __rmul__ = __mul__

    def __mod__(self: Any, o: Any) -> Any:
        return core.Unsigned(z3.URem(self.t, self._o(o)))

    def __rshift__(self: Any, o: Any) -> Any:
        return core.Unsigned(z3.LShR(self.t, self._o(o)))

    def __and__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t & self._o(o))

    __rand__ = __and__

    def __or__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t | self._o(o))

    __ror__ = __or__

    def __xor__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t ^ self._o(o))

    __rxor__ = __xor__

    def __lshift__(self: Any, o: Any) -> Any:
        return core.Unsigned(self.t << self._o(o))

    def __invert__(self: Any) -> Any:
        return core.Unsigned(~self.t)

    def __eq__(self: Any, o: Any) -> Any:
        return self.t == self._o(o)

    def __ne__(self: Any, o: Any) -> Any:
        return self.t != self._o(o)

    def __lt__(self: Any, o: Any) -> Any:
        return z3.ULT(self.t, self._o(o))

    def __le__(self: Any, o: Any) -> Any:
        return z3.ULE(self.t, self._o(o))

    def __gt__(self: Any, o: Any) -> Any:
        return z3.UGT(self.t, self._o(o))

    def __ge__(self: Any, o: Any) -> Any:
        return z3.UGE(self.t, self._o(o))


def _var(self: Any, name: str, lo: int = 0, hi: int | None = None) -> Any:
    v = core.Unsigned(z3.BitVec(name, self.w))
    self.solver.add(v >= lo, v <= (self.n - 1 if hi is None else hi))
    self.named[name] = v.t
    return v


def _declared(term: Any) -> str | None:
    return str(term.decl().name()) if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED else None


@contextlib.contextmanager
def previous_core() -> Iterator[None]:
    """Patch the previous core's operators, ``var``, the declared-name test and assertion reading in for a block."""
    saved: list[tuple[Any, str, Any]] = []

    def patch(owner: Any, name: str, value: Any) -> None:
        saved.append((owner, name, owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)))
        setattr(owner, name, value)

    for name, f in vars(_PythonOperators).items():
        if callable(f):
            patch(core.Unsigned, name, f)
    patch(core.Encoding, "var", _var)
    patch(core.capi, "declared", _declared)
    patch(core.capi, "assertions", lambda solver: tuple(solver.assertions()))
    try:
        yield
    finally:
        for owner, name, value in reversed(saved):
            setattr(owner, name, value)


def crosstalk() -> None:
    net = ms.build("omega", 2, 3)
    for a, b in itertools.combinations(range(8), 2):
        for ta, tb in itertools.permutations(range(8), 2):
            if (a * 8 + b + ta * 3 + tb) % 7 == 0:
                semi = [{a: ta, b: tb}.get(s, -1) for s in range(8)]
                optical.z3_semi(net, semi)
                routing.brute_semi(net, semi)
    for srcs in itertools.combinations(range(8), 4):
        for dsts in itertools.islice(itertools.permutations(range(8), 4), 0, 1680, 419):
            semi = [dict(zip(srcs, dsts, strict=True)).get(s, -1) for s in range(8)]
            optical.z3_semi(net, semi)


def min_digit() -> None:
    rng = np.random.default_rng(206)
    for name in ms.TOPOLOGIES:
        net = ms.build(name, 2, 6)
        for m0 in (np.zeros((net.switches, 6), dtype=np.int64), rng.integers(0, 2, size=(net.switches, 6))):
            zmin.bijective(net, m0)
            zmin.latin_rows(net, m0)


WORKLOADS = {"crosstalk": crosstalk, "min-digit": min_digit}


def cpu(work: Any) -> float:
    t = time.process_time()
    work()
    return time.process_time() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    print(f"load before: {os.getloadavg()[0]:.1f}")
    print(f"{'workload':<10} {'previous CPU s':>15} {'current CPU s':>14} {'ratio':>6}")
    for name, work in WORKLOADS.items():
        work()  # warm: imports and cached tables
        before, after = [], []
        for _ in range(args.rounds):
            with previous_core():
                before.append(cpu(work))
            after.append(cpu(work))
        b, a = min(before), min(after)
        print(f"{name:<10} {b:>15.2f} {a:>14.2f} {b / a:>5.2f}x")
    print(f"load after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
