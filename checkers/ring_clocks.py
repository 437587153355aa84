"""Rings on their own clocks: the cost model of liu-gu-2006's proof of Lemma 3 (no solver imported).

The lockstep model (:meth:`alltoall.checkers.exchange.Report.phase_costs`) charges every step of a
phase the largest bundle on any channel of the network: the row and column rings share each step's
startup, so a column ring's large bundle at a step where the row rings' bundles are small costs
extra. The proof of Lemma 3 instead costs each logical ring by itself ("T_row ring >= T_column ring,
hence T_Phase2 = T_row ring"): every physical line of the torus (a row or a column, whose channels
no other line uses) runs its own steps, paying at each the largest bundle on its own channels, and
a phase ends when its slowest line has finished. This module measures that: per phase, per line,
the sum over the phase's steps of the largest bundle on the line's channels; the phase costs the
largest of them.

>>> oc = own_clock_costs("at2", 16, 24)
>>> oc.ok, oc.phases, oc.by_dim, oc.total
(True, [96, 528, 528], [(96, 96), (336, 528), (336, 528)], 1152)
>>> oc.lockstep  # the same schedule in lockstep: 1312 > r c^2/8 = 1152
1312
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from alltoall.checkers import exchange
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid

__all__ = ["OwnClocks", "line_ids", "own_clock_costs"]


@dataclass(frozen=True)
class OwnClocks:
    """Per phase: the own-clock cost (its slowest line), the slowest line of each dimension, and
    whether the simulated schedule is sound (every message delivered once, no contention)."""

    ok: bool
    phases: list[int]
    by_dim: list[tuple[int, ...]]
    lockstep: int
    defect: str = ""

    @property
    def total(self) -> int:
        return sum(self.phases)


def line_ids(g: grid.Grid) -> np.ndarray:
    """The physical line (ring of a torus, path of a mesh) of every channel: channels along dimension
    ``k`` at the same coordinates off ``k`` share a line; lines of dimension 0 come first."""
    tails, _, dim, _ = liu_gu.channel_ports(g)
    coords = np.stack(g.coord(tails))
    ids = np.zeros(len(tails), dtype=np.int64)
    offset = 0
    for k in range(g.ndim):
        others = [i for i in range(g.ndim) if i != k]
        key = np.zeros(len(tails), dtype=np.int64)
        for i in others:
            key = key * g.dims[i] + coords[i]
        count = int(np.prod([g.dims[i] for i in others])) if others else 1
        ids = np.where(dim == k, offset + key, ids)
        offset += count
    return ids


def own_clock_costs(algorithm: str, *sizes: int, reading: liu_gu.ARReading | None = None) -> OwnClocks:
    """Simulate ``algorithm`` (``"at2", r, c``) and cost each phase with every line on its own clock."""
    rep = exchange.simulate_algorithm(algorithm, *sizes, reading=reading, keep_loads=True)
    g = liu_gu.plan_of(algorithm, *sizes, reading=reading or liu_gu.LISTING).network
    lines = line_ids(g)
    _, _, dim, _ = liu_gu.channel_ports(g)
    dim_of_line = np.zeros(int(lines.max()) + 1, dtype=np.int64)
    dim_of_line[lines] = dim
    bounds = list(rep.phase_starts) + [rep.steps]
    phases, by_dim = [], []
    for a, b in zip(bounds, bounds[1:]):
        per_step = np.zeros((b - a, len(dim_of_line)), dtype=np.int64)
        if b > a:
            np.maximum.at(per_step, (slice(None), lines), rep.loads[a:b])
        per_line = per_step.sum(axis=0)
        phases.append(int(per_line.max(initial=0)))
        by_dim.append(tuple(int(per_line[dim_of_line == k].max(initial=0)) for k in range(g.ndim)))
    defect = "" if rep.ok else (rep.violation.message if rep.violation else "not every message is delivered")
    return OwnClocks(rep.ok, phases, by_dim, rep.cost, defect)
