"""Rings, meshes, tori and hypercubes: one ``Grid`` of any dimension, periodic or not.

Nodes are numbered row-major (node ``(i, j)`` of an r x c grid is ``i * c + j``); every full-duplex link
is two directed channels, numbered by (tail, head); all-port. A side of 2 with ``periodic`` keeps one
link, as networkx does. Paper -> ours: "n x n mesh" = ``mesh(n, n)``, "r x c torus" = ``torus(r, c)``,
"ring of p nodes" = ``ring(p)``, "node (x, y)" = ``node((x, y))``.

Examples
--------
>>> t = torus(4, 4); str(t), t.nodes, len(t.channels()), t.diameter
('Torus(r=4, c=4)', 16, 64, 4)
>>> str(mesh(3, 5)), mesh(3, 5).diameter, str(ring(8)), str(hypercube(3)), hypercube(3).diameter
('Mesh(r=3, c=5)', 6, 'Ring(p=8)', 'Hypercube(k=3)', 3)
>>> torus(5, 5).distance(0, 24), mesh(5, 5).distance(0, 24)
(2, 8)
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from alltoall.spec.errors import ParameterError, require, require_int

__all__ = ["Grid", "hypercube", "mesh", "ring", "torus"]


@dataclass(frozen=True)
class Grid:
    """A d-dimensional grid; ``periodic`` closes every dimension into a cycle (a torus)."""

    dims: tuple[int, ...]
    periodic: bool
    kind: str = "Grid"

    def __post_init__(self) -> None:
        require(isinstance(self.dims, tuple) and len(self.dims) >= 1, "dims", "a grid needs at least one dimension")
        for i, n in enumerate(self.dims):
            require_int(n, f"dims[{i}]", 1)

    # --- size and names --------------------------------------------------------------------

    @property
    def nodes(self) -> int:
        return math.prod(self.dims)

    @property
    def ndim(self) -> int:
        return len(self.dims)

    def __str__(self) -> str:
        if self.kind == "Ring":
            return f"Ring(p={self.dims[0]})"
        if self.kind == "Hypercube":
            return f"Hypercube(k={self.ndim})"
        if self.kind in ("Mesh", "Torus") and self.ndim == 2:
            return f"{self.kind}(r={self.dims[0]}, c={self.dims[1]})"
        return f"{'Torus' if self.periodic else 'Mesh'}({' x '.join(map(str, self.dims))})"

    # --- coordinates ------------------------------------------------------------------------

    def coord(self, v: Any) -> Any:
        """Coordinates of node ``v`` (an int, or an integer array: returns a tuple of arrays)."""
        out = []
        for n in reversed(self.dims):
            out.append(v % n)
            v = v // n
        return tuple(reversed(out))

    def node(self, coord: Any) -> int:
        """Node number of ``coord`` (ints or integer arrays, one per dimension); wraps when periodic."""
        require(len(coord) == self.ndim, "coord", f"expected {self.ndim} coordinates, got {len(coord)}")
        v = 0
        for x, n in zip(coord, self.dims):
            if self.periodic:
                x = x % n
            elif isinstance(x, (int, np.integer)) and not 0 <= x < n:
                raise ParameterError("coord", f"{tuple(coord)} lies outside {self}")
            v = v * n + x
        return v

    # --- links ------------------------------------------------------------------------------

    def neighbors(self, v: int) -> tuple[int, ...]:
        """The nodes linked to ``v``, in the order (dim 0 -1, dim 0 +1, dim 1 -1, ...), without repeats."""
        v = self._check_node(v)
        c = self.coord(v)
        out: list[int] = []
        for i, n in enumerate(self.dims):
            for step in (-1, 1):
                x = c[i] + step
                if not self.periodic and not 0 <= x < n:
                    continue
                u = self.node(c[:i] + (x % n,) + c[i + 1 :])
                if u != v and u not in out:
                    out.append(u)
        return tuple(out)

    def channels(self) -> tuple[tuple[int, int], ...]:
        """Every directed channel ``(tail, head)``, sorted; a channel's id is its index here."""
        return _channels(self)

    def channel(self, u: int, v: int) -> int:
        """The id of the channel from ``u`` to its neighbour ``v``."""
        ids = _channel_ids(self)
        if (u, v) not in ids:
            raise ParameterError("channel", f"{u} -> {v} is not a channel of {self}")
        return ids[(u, v)]

    def port(self, u: int, v: int) -> tuple[int, int]:
        """The output port of ``u`` towards neighbour ``v``: (dimension, direction -1 or +1)."""
        cu, cv = self.coord(u), self.coord(v)
        for i, n in enumerate(self.dims):
            if cu[i] != cv[i]:
                diff = (cv[i] - cu[i]) % n if self.periodic else cv[i] - cu[i]
                return i, 1 if diff == 1 else -1
        raise ParameterError("port", f"{u} and {v} are the same node")

    # --- distances --------------------------------------------------------------------------

    def distance(self, u: int, v: int) -> int:
        """Hop distance: sum over dimensions of |dx|, or min(|dx|, n - |dx|) when periodic."""
        total = 0
        for a, b, n in zip(self.coord(self._check_node(u)), self.coord(self._check_node(v)), self.dims):
            dx = abs(a - b)
            total += min(dx, n - dx) if self.periodic else dx
        return int(total)

    def distances_from(self, v: int) -> np.ndarray:
        """Distances from ``v`` to every node (numpy, O(nodes) memory)."""
        c = self.coord(self._check_node(v))
        idx = np.arange(self.nodes, dtype=np.int64)
        total = np.zeros(self.nodes, dtype=np.int64)
        for a, x, n in zip(c, self.coord(idx), self.dims):
            dx = np.abs(x - a)
            total += np.minimum(dx, n - dx) if self.periodic else dx
        return total

    @property
    def diameter(self) -> int:
        """2(n - 1) for the n x n mesh, 2 floor(n/2) for the n x n torus (sum over dimensions)."""
        return int(sum(n // 2 if self.periodic else n - 1 for n in self.dims))

    def graph(self) -> Any:
        """The undirected networkx graph (nodes numbered as here): for BFS and isomorphism checks."""
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(range(self.nodes))
        g.add_edges_from((u, v) for u, v in self.channels() if u < v)
        return g

    def _check_node(self, v: Any) -> int:
        v = require_int(v, "node")
        require(0 <= v < self.nodes, "node", f"must be in 0..{self.nodes - 1} on {self}, got {v}")
        return cast(int, v)


@functools.lru_cache(maxsize=64)
def _channels(g: Grid) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((u, v) for u in range(g.nodes) for v in g.neighbors(u)))


@functools.lru_cache(maxsize=64)
def _channel_ids(g: Grid) -> dict[tuple[int, int], int]:
    return {ch: i for i, ch in enumerate(_channels(g))}


def ring(p: int) -> Grid:
    """The ring of ``p`` nodes (node i linked to i +- 1 mod p)."""
    require_int(p, "p", 2)
    return Grid((p,), True, "Ring")


def mesh(r: int, c: int) -> Grid:
    """The r x c mesh (no wraparound)."""
    require_int(r, "r", 1)
    require_int(c, "c", 1)
    return Grid((r, c), False, "Mesh")


def torus(r: int, c: int) -> Grid:
    """The r x c torus (wraparound in both dimensions)."""
    require_int(r, "r", 1)
    require_int(c, "c", 1)
    return Grid((r, c), True, "Torus")


def hypercube(k: int) -> Grid:
    """The k-dimensional binary hypercube, as the 2 x ... x 2 mesh (node bits = coordinates)."""
    require_int(k, "k", 1)
    return Grid((2,) * k, False, "Hypercube")
