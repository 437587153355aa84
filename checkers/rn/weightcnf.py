"""The one-configuration question behind an exact lower bound on R(N); imports no solver.

A weighting ``W`` of the pairs and a threshold ``T`` such that no configuration delivers pairs of
total weight above ``T`` give ``R(N) >= ceil(sum W / T)``; :func:`weight_cnf` writes "some configuration
weighs more than T" as a CNF, re-derived from the spec one path at a time, so a checker can compare its
digest with the CNF a solver refuted (the encoding: ``docs/design.md``, "The R(N) engine").

>>> cnf = weight_cnf(4, [[1] * 4] * 4, 4)   # R(4) >= 16 / 4: every configuration delivers 4 pairs
>>> cnf.variables, len(cnf.clauses)
(20, 37)

References
----------
chou-chen-2010, Theorems 5.4 and 5.5 (their counting arguments are such weightings).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, cast

from alltoall.spec.errors import require, require_int
from alltoall.spec.topologies import gsen

__all__ = ["MAX_THRESHOLD", "WeightCNF", "bound_of", "config_weight", "validate_weights", "weight_cnf"]

MAX_THRESHOLD = 4096


@dataclass(frozen=True)
class WeightCNF:
    N: int
    threshold: int
    variables: int
    clauses: tuple[tuple[int, ...], ...]

    def x(self, s: int, y: int) -> int:
        return 1 + s * (self.N // 2) + y

    def dimacs(self) -> str:
        lines = [f"p cnf {self.variables} {len(self.clauses)}"]
        lines += [" ".join(map(str, cl)) + " 0" for cl in self.clauses]
        return "\n".join(lines) + "\n"

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.dimacs().encode()).hexdigest()


def validate_weights(N: int, W: Any) -> list[list[int]]:
    require(isinstance(W, (list, tuple)) and len(W) == N, "weights", f"expected {N} rows of {N} integer weights")
    rows = []
    for i, row in enumerate(W):
        require(isinstance(row, (list, tuple)) and len(row) == N, "weights", f"row {i} needs {N} weights")
        rows.append([require_int(w, "weight", 0) for w in row])
    return rows


def weight_cnf(N: int, W: Any, T: int) -> WeightCNF:
    """CNF satisfiable iff some configuration of GSEN(N) delivers pairs of total weight >= T + 1."""
    net = gsen.GSEN(N)
    W = validate_weights(N, W)
    T = require_int(T, "threshold", 1)
    require(T <= MAX_THRESHOLD, "threshold", f"at most {MAX_THRESHOLD}, got {T}")
    n, half, tags = net.n, net.half, net.tags
    zbase = n * half
    cbase = zbase + N * tags

    def z(i: int, F: int) -> int:
        return zbase + 1 + i * tags + F

    # every input delivers exactly one pair: subtract each row's least weight from the row and from T
    low = [min(row) for row in W]
    Wn = [[w - m for w in row] for row, m in zip(W, low)]
    Tn = T - sum(low)
    counted = [i for i in range(N) if max(Wn[i]) > 0]  # rows left at 0 contribute nothing
    width = max(Tn, 0) + 1
    clauses: list[tuple[int, ...]] = []
    paths = [[gsen.path(net, i, F) for F in range(tags)] for i in range(N)]
    for i in range(N):
        for F in range(tags):
            p = paths[i][F]
            for s in range(n):
                x = 1 + s * half + p.switches[s]
                clauses.append((-z(i, F), x if p.state(s) else -x))
        clauses.append(tuple(z(i, F) for F in range(tags)))

    def c(k: int, v: int) -> int:  # k in 1..len(counted), v in 1..width
        return cast(int, cbase + (k - 1) * width + v)

    if Tn < 0:  # every configuration weighs at least sum(low) > T: satisfiable, no counter
        return WeightCNF(N, T, cbase, tuple(clauses))
    for k, i in enumerate(counted):
        for F in range(tags):
            w = Wn[i][paths[i][F].dest]
            for v in range(1, width + 1):
                if v - w <= 0:
                    continue  # c[k, v - w] is true
                if k == 0:
                    clauses.append((-c(1, v), -z(i, F)))
                else:
                    clauses.append((-c(k + 1, v), -z(i, F), c(k, v - w)))
    if counted:
        clauses.append((c(len(counted), width),))
    else:
        clauses.append(())  # nothing can be delivered beyond sum(low) <= T: unsatisfiable outright
    return WeightCNF(N, T, cbase + len(counted) * width, tuple(clauses))


def config_weight(N: int, W: Any, states: Any) -> int:
    """Total weight of the pairs one configuration delivers (brute force, :func:`gsen.realize`)."""
    net = gsen.GSEN(N)
    W = validate_weights(N, W)
    perm = gsen.realize(net, gsen.states_from_data(net, states))
    return sum(W[i][int(j)] for i, j in enumerate(perm))


def bound_of(W: Any, T: int) -> int:
    """``ceil(sum W / T)``: the lower bound on R(N) a weighting gives when no configuration exceeds T."""
    total = sum(sum(r) for r in W)
    return -(-total // T)
