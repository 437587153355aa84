"""Text renderings of passes through switch networks (the "Follow the signals" part of a witness).

A grid with a row per switch and a column per stage; a cell lists the signals inside the switch
and ends in ``!!`` when two share it (optical crosstalk, chau-fu-2003 Sect. II). No solver imports.

>>> render_grid(2, 2, np.array([[0, 1], [1, 1]]), ["a", "b"]).splitlines()[1:]
['     0 | a        .', '     1 | b        a,b!!']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from alltoall.checkers import optical, routing
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

__all__ = ["render_grid", "render_min", "render_optical"]


def render_grid(
    rows: int, stages: int, occ: np.ndarray, labels: list[Any], highlight: Iterable[int] = (), title: str = ""
) -> str:
    """Text diagram: a row per switch, a column per stage; a cell lists the signals inside it.
    Cells with two signals (crosstalk) end in ``!!``; highlighted signals are bracketed."""
    hl = set(highlight)
    cells: list[list[list[Any]]] = [[[] for _ in range(stages)] for _ in range(rows)]
    for i, lab in enumerate(labels):
        for j in range(stages):
            sw = int(occ[i, j])
            if sw >= 0:
                cells[sw][j].append(f"[{lab}]" if i in hl else str(lab))
    width = max([len(",".join(c)) + 2 for r in cells for c in r] + [8])
    out = [title] if title else []
    out.append("switch | " + " ".join(f"stage {j}".ljust(width) for j in range(stages)))
    for i in range(rows):
        row = [(",".join(c) + ("!!" if len(c) > 1 else "") or ".").ljust(width) for c in cells[i]]
        out.append(f"{i:6d} | " + " ".join(row).rstrip())
    return "\n".join(out)


def render_optical(net: op.OpticalMIN, perm: Any, highlight: Iterable[int] = (), title: str = "") -> str:
    """The optical MIN with the unique paths of ``perm`` (signals labelled by their source)."""
    perm = [int(v) for v in perm]
    src = [s for s, t in enumerate(perm) if t >= 0]
    occ = optical.one_pass_occupancy(net, perm)
    hl = [src.index(h) for h in highlight if h in src]
    lines = [render_grid(net.N, net.stages, occ, src, hl, title or f"{net}: one pass of {perm}")]
    for i, s in enumerate(src):
        hops = " -> ".join(f"stage {j} switch {int(occ[i, j])}" for j in range(net.stages))
        lines.append(f"  signal {s} (to {perm[s]}, c = {(perm[s] - s) % net.N}): {hops}")
    return "\n".join(lines)


def render_min(net: ms.MIN, semi: Any, occ: np.ndarray, highlight: Iterable[int] = (), title: str = "") -> str:
    """A semi-permutation's paths through a multistage network (signals labelled ``s>t``)."""
    labels = [f"{s}>{t}" for s, t in routing.semi_pairs(net, semi)]
    return render_grid(net.switches, net.stages, occ, labels, highlight, title)
