"""The one-configuration question behind an exact lower bound on R(N) (chou-chen-2010, R(N)); imports no solver.

A *weighting* gives every pair (i, j) an integer weight ``W[i][j] >= 0``. If no single configuration
of the N x N GSEN (arbitrary per-switch states) delivers pairs of total weight above ``T``, then any
k configurations that deliver every pair satisfy ``sum W <= sum over configurations <= k T``, so

    R(N) >= ceil(sum W / T)

(LP duality for the covering problem: ``W / T`` is a feasible dual solution). The paper's arguments
for Theorems 5.4 and 5.5 are such weightings (weight 2 on the unique paths of a block, 0 on the
pairs its companion paths deliver, 1 elsewhere, ``T = N``); :mod:`.exact` finds weightings by
column generation instead of replaying them.

"No configuration exceeds T" is the CNF below, unsatisfiable exactly when the claim holds; it is
re-derived here from the spec (:func:`gsen.path`, one path at a time) so a checker can compare its
digest with the CNF a solver refuted. Variables (1-based, in this order):

* ``x[s, y]`` : state of switch y of stage s (1 = cross), ``n * N/2`` of them;
* ``z[i, F]`` : P(i, F) is set up (clauses ``z -> x literal`` for each stage of the path);
* ``c[k, v]`` : a sequential counter. Each input delivers exactly one pair, so each row's least
  weight ``m_i`` is subtracted from the row and from T (``T' = T - sum m_i``); the rows left with a
  positive weight are counted, in input order i_1 < i_2 < ...: ``c[k, v]`` for k = 1..K, v = 1..T'+1
  means the pairs delivered by i_1..i_k weigh (shifted) at least v.

Clauses: ``z[i, F] -> state of P(i, F) at stage s`` for every stage; ``OR_F z[i, F]`` for every input
(each input reaches some output); ``c[k, v] and z[i_k, F] -> c[k-1, v - W'(i_k, F)]`` (``c[0, v]``
false for v >= 1, true for v <= 0); and the unit ``c[K, T'+1]`` (the empty clause when K = 0; no
counter, satisfiable, when T' < 0). A configuration of weight > T extends to a model (set z and c
to their true values), so UNSAT means every configuration weighs <= T.

>>> cnf = weight_cnf(4, [[1] * 4] * 4, 4)   # R(4) >= 16 / 4: every configuration delivers 4 pairs
>>> cnf.variables, len(cnf.clauses)
(20, 37)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

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
        return cbase + (k - 1) * width + v

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
