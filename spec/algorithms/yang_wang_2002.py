"""All-to-all broadcast on all-port 2D meshes and tori by a broadcast pattern (yang-wang-2002).

The pattern is a function of the offset from the origin on the infinite mesh (:func:`pattern`); a
finite mesh trims it at the boundary (:func:`inside_mesh`); a torus wraps the chosen neighbours and
drops one not farther from the origin than the relaying node (:func:`additional_check`), the offset
read two ways (``OFFSETS``: ``"centred"`` in -(n-1)//2 .. n//2, or ``"raw"``, the plain difference of
the printed coordinates). Paper -> ours: node (x, y) = ``grid.node((x, y))`` of ``grid.mesh(n, n)`` /
``grid.torus(n, n)``; U, I, mod_2 = :func:`U`, :func:`I`, :func:`mod_2`; Cases 1, 2.1, 2.2, 3 =
:func:`case1`, :func:`case21`, :func:`case22`, :func:`case3`; C_d = :func:`perimeter`; alpha, delta,
L*gamma = ``alpha, delta, Lg`` (integers, one time unit each).

Examples
--------
Case 1 at the origin sends to all four neighbours; along the positive x-axis (Case 2.2) the odd
offsets fork up and forward, the even ones forward and down:

>>> pattern(0, 0, 0, 0)
((0, 1), (0, -1), (1, 0), (-1, 0))
>>> pattern(0, 0, 1, 0), pattern(0, 0, 2, 0)
(((1, 1), (2, 0)), ((3, 0), (2, -1)))

The paper's example: (-1, -1) and (2, 2) are 6-neighbours in a mesh.

>>> mesh_distance((-1, -1), (2, 2))
6

References
----------
yang-wang-2002: Y. Yang, J. Wang, "Near-optimal all-to-all broadcast in multidimensional all-port
meshes and tori", IEEE TPDS 13(2):128-141, 2002 (seed 000, first half), Sects. 3-4.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, cast

import numpy as np

from alltoall.spec import schedule as sch
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import grid

__all__ = [
    "DIRS",
    "I",
    "MESSAGES_PER_SLOT",
    "OFFSETS",
    "Phased",
    "U",
    "additional_check",
    "case1",
    "case21",
    "case22",
    "case3",
    "case3_generic",
    "check_square",
    "circle",
    "cor3_bound",
    "cor3_cases",
    "cpt_cost",
    "diameter_formula",
    "inside_mesh",
    "mesh_distance",
    "messages_per_channel",
    "mod_2",
    "offset",
    "pattern",
    "perimeter",
    "perimeter_pieces",
    "phased_cost",
    "relays",
    "saad_schultz",
    "saad_schultz_cost",
    "send_table",
    "thm1_all_to_all",
    "thm1_one_to_all",
    "thm4_bound",
    "torus_distance",
    "torus_offset",
    "window",
]

# Directions of the four ports: +x, -x, +y, -y (port p of a node leads to node + DIRS[p]).
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))
OFFSETS = ("centred", "raw")


# --- the three functions of the formal description --------------------------------------------


def U(x: int) -> int:
    """U(x) = 1 if x > 0, 0 if x < 0 (undefined at 0: the cases never ask)."""
    if x == 0:
        raise ParameterError("x", "U(0) is undefined in yang-wang-2002")
    return 1 if x > 0 else 0


def I(x: int) -> int:  # noqa: E743 - the paper's name
    """I(x) = 1 if x > 0, -1 if x < 0 (undefined at 0)."""
    if x == 0:
        raise ParameterError("x", "I(0) is undefined in yang-wang-2002")
    return 1 if x > 0 else -1


def mod_2(x: int) -> int:
    """x mod 2, in {0, 1} also for negative x (the mathematical residue, as Python's %)."""
    return x % 2


# --- the four cases, as printed ---------------------------------------------------------------


def case1(x0: int, y0: int, x: int, y: int) -> tuple[tuple[int, int], ...]:
    """Case 1 (x = x0 and y = y0): all four neighbours (x, y+1), (x, y-1), (x+1, y), (x-1, y)."""
    return ((x, y + 1), (x, y - 1), (x + 1, y), (x - 1, y))


def case21(x0: int, y0: int, x: int, y: int) -> tuple[tuple[int, int], ...]:
    """Case 2.1 (x = x0, y != y0: along the y-axis): the two neighbours (x1, y1), (x2, y2)."""
    s = I(y - y0)
    x1 = x + mod_2(y - y0 + U(s))
    y1 = y + s * mod_2(y - y0 + 1 - U(s))
    x2 = x - mod_2(y - y0 + U(-s))
    y2 = y + s * mod_2(y - y0 + 1 - U(-s))
    return ((x1, y1), (x2, y2))


def case22(x0: int, y0: int, x: int, y: int) -> tuple[tuple[int, int], ...]:
    """Case 2.2 (x != x0, y = y0: along the x-axis): the two neighbours (x1, y1), (x2, y2)."""
    s = I(x - x0)
    x1 = x + s * mod_2(x - x0 + U(s))
    y1 = y + mod_2(x - x0 + 1 - U(s))
    x2 = x + s * mod_2(x - x0 + U(-s))
    y2 = y - mod_2(x - x0 + 1 - U(-s))
    return ((x1, y1), (x2, y2))


def case3(x0: int, y0: int, x: int, y: int) -> tuple[tuple[int, int], ...]:
    """Case 3 (x != x0 and y != y0): the one neighbour (x3, y3)."""
    sx, sy = I(x - x0), I(y - y0)
    p = U(sx * sy)
    x3 = x + sx * mod_2((x - x0) + (y - y0) + p)
    y3 = y + sy * mod_2((x - x0) + (y - y0) + 1 - p)
    return ((x3, y3),)


def case3_generic(x0: int, y0: int, x: int, y: int, ix: int, iy: int) -> tuple[int, int]:
    """Case 3's formula with I(x - x0), I(y - y0) replaced by ``ix``, ``iy`` (for x = x0 or y = y0:
    "Case 3 can be viewed as a generic form for all cases if letting I(0) take 1 and -1")."""
    p = U(ix * iy)
    return (x + ix * mod_2((x - x0) + (y - y0) + p), y + iy * mod_2((x - x0) + (y - y0) + 1 - p))


def pattern(x0: int, y0: int, x: int, y: int) -> tuple[tuple[int, int], ...]:
    """The neighbours (x, y) relays the message of (x0, y0) to, on the infinite mesh."""
    if x == x0 and y == y0:
        return case1(x0, y0, x, y)
    if x == x0:
        return case21(x0, y0, x, y)
    if y == y0:
        return case22(x0, y0, x, y)
    return case3(x0, y0, x, y)


# --- distances, circles, perimeters ----------------------------------------------------------


def mesh_distance(p1: tuple[int, int], p2: tuple[int, int]) -> int:
    """dist(P1, P2) = |x1 - x2| + |y1 - y2| (mesh, printed formula)."""
    return abs(p1[0] - p2[0]) + abs(p1[1] - p2[1])


def torus_distance(p1: tuple[int, int], p2: tuple[int, int], n: int) -> int:
    """dist(P1, P2) = min{|x1 - x2|, n - |x1 - x2|} + min{|y1 - y2|, n - |y1 - y2|} (torus, printed)."""
    dx, dy = abs(p1[0] - p2[0]) % n, abs(p1[1] - p2[1]) % n
    return min(dx, n - dx) + min(dy, n - dy)


def diameter_formula(kind: str, n: int) -> int:
    """2(n - 1) for the n x n mesh, 2 floor(n/2) for the n x n torus."""
    return 2 * (n - 1) if kind == "mesh" else 2 * (n // 2)


def perimeter_pieces(kind: str, k: Any = None) -> tuple[tuple[Any, ...], ...]:
    """C_d as printed, piece by piece: ``(lo, hi, C)`` with C(d) valid for lo <= d <= hi (``hi`` None:
    unbounded). ``kind``: ``"infinite"`` mesh, ``"torus-odd"`` (2k+1)x(2k+1), ``"torus-even"`` 2k x 2k.
    ``k`` and d may be SymPy symbols (the pieces are proved symbolically)."""
    if kind == "infinite":
        return ((0, 0, lambda d: 1), (1, None, lambda d: 4 * d))
    if kind == "torus-odd":
        return ((0, 0, lambda d: 1), (1, k, lambda d: 4 * d), (k + 1, 2 * k, lambda d: 4 * (2 * k + 1 - d)))
    if kind == "torus-even":
        return (
            (0, 0, lambda d: 1),
            (1, k - 1, lambda d: 4 * d),
            (k, k, lambda d: 4 * k - 2),
            (k + 1, 2 * k - 1, lambda d: 4 * (2 * k - d)),
            (2 * k, 2 * k, lambda d: 1),
        )
    raise ParameterError("kind", f"unknown perimeter family {kind!r}")


def perimeter(kind: str, d: int, k: int | None = None) -> int:
    """C_d as printed (:func:`perimeter_pieces`): the first piece whose range holds d."""
    if d < 0:
        raise ParameterError("d", f"a radius is >= 0, got {d}")
    for lo, hi, C in perimeter_pieces(kind, k):
        if lo <= d and (hi is None or d <= hi):
            return cast(int, C(d))
    raise ParameterError("d", f"0 <= d <= 2k = {None if k is None else 2 * k} for the {kind} perimeter, got {d}")


def circle(net: grid.Grid, center: int, d: int) -> tuple[int, ...]:
    """The circle of radius d centred at ``center``: the nodes at distance d (its d-neighbours)."""
    dist = net.distances_from(center)
    return tuple(int(v) for v in np.flatnonzero(dist == d))


def window(R: int) -> grid.Grid:
    """The infinite mesh, as the (2R+1) x (2R+1) mesh window centred at node (R, R): every phase
    d <= R of a broadcast from the centre stays inside it (paths leave the origin monotonically)."""
    require_int(R, "R", 1)
    return grid.mesh(2 * R + 1, 2 * R + 1)


# --- the pattern on a finite mesh or torus ------------------------------------------------------


def inside_mesh(n: int, tx: Any, ty: Any) -> Any:
    """The mesh trimming rule: a chosen neighbour (tx, ty) outside the n x n mesh is dropped.
    Works on ints and numpy arrays alike."""
    return (tx >= 0) & (tx < n) & (ty >= 0) & (ty < n)


def additional_check(d_node: Any, d_target: Any) -> Any:
    """The torus additional check: keep neighbour (x1, y1) only if dist(origin, (x, y)) <
    dist(origin, (x1, y1)) (remove it when dist(origin, node) >= dist(origin, neighbour)).
    Works on ints and numpy arrays alike."""
    return d_node < d_target


def torus_offset(a: Any, b: Any, n: int, reading: str = "centred") -> Any:
    """x - x0 on a torus side of n nodes: ``"centred"`` the representative in -(n-1)//2 .. n//2,
    ``"raw"`` the plain difference. Works on ints and numpy arrays alike."""
    if reading == "raw":
        return a - b
    if reading == "centred":
        return (a - b + (n - 1) // 2) % n - (n - 1) // 2
    raise ParameterError("reading", f"unknown offset reading {reading!r}; expected one of {', '.join(OFFSETS)}")


def offset(net: grid.Grid, a: int, b: int, reading: str = "centred") -> int:
    """x - x0 along a side: raw on a mesh; on a torus by ``reading`` (:func:`torus_offset`)."""
    return torus_offset(a, b, net.dims[0], reading) if net.periodic else a - b


def check_square(net: grid.Grid) -> int:
    """The n of an n x n mesh or torus (the paper's networks)."""
    require(net.ndim == 2 and net.dims[0] == net.dims[1], "network", f"expected an n x n mesh or torus, got {net}")
    return net.dims[0]


def relays(net: grid.Grid, origin: int, node: int, reading: str = "centred") -> tuple[int, ...]:
    """The nodes ``node`` relays ``origin``'s message to: the pattern on the offsets, trimmed at the
    boundary of a mesh, wrapped and filtered by the additional check on a torus (Table 1)."""
    n = check_square(net)
    (x0, y0), (x, y) = net.coord(origin), net.coord(node)
    dx, dy = offset(net, x, x0, reading), offset(net, y, y0, reading)
    out = []
    for tx, ty in pattern(0, 0, dx, dy):
        ax, ay = x + (tx - dx), y + (ty - dy)
        if not net.periodic:
            if not inside_mesh(n, ax, ay):
                continue
            out.append(net.node((ax, ay)))
            continue
        u = net.node((ax % n, ay % n))
        if additional_check(net.distance(origin, node), net.distance(origin, u)):
            out.append(u)
    return tuple(out)


@functools.lru_cache(maxsize=16)
def _send_table_cached(R: int, key: Any) -> np.ndarray:
    T = np.zeros((2 * R + 1, 2 * R + 1, 4), dtype=bool)
    for dx in range(-R, R + 1):
        for dy in range(-R, R + 1):
            for tx, ty in pattern(0, 0, dx, dy):
                p = DIRS.index((tx - dx, ty - dy))
                T[dx + R, dy + R, p] = True
    T.setflags(write=False)
    return T


def send_table(R: int) -> np.ndarray:
    """``T[dx + R, dy + R, p]``: the pattern sends on port p (``DIRS``) at offset (dx, dy), |dx|, |dy| <= R.

    Evaluated from :func:`pattern` (so a patched pattern reaches every vectorized engine).
    """
    require_int(R, "R", 0)
    import sys

    mod = sys.modules[__name__]
    key = tuple(id(getattr(mod, f)) for f in ("pattern", "case1", "case21", "case22", "case3", "U", "I", "mod_2"))
    return _send_table_cached(R, key)


# --- the bounds and the cost formulas ------------------------------------------------------------


def _max(a: Any, b: Any) -> Any:
    try:
        return max(a, b)
    except TypeError:  # symbolic
        import sympy as sp

        return sp.Max(a, b)


def _min(a: Any, b: Any) -> Any:
    try:
        return min(a, b)
    except TypeError:
        import sympy as sp

        return sp.Min(a, b)


def messages_per_channel(kind: str, n: Any) -> Any:
    """(n^2 - 1)/4 on the torus, (n^2 - 1)/2 on the mesh (Theorem 1 (2), Corollaries 1, 2)."""
    return (
        Fraction(n * n - 1, 4 if kind == "torus" else 2)
        if isinstance(n, int)
        else (n * n - 1) / (4 if kind == "torus" else 2)
    )


def thm1_one_to_all(kind: str, n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Theorem 1 (1): alpha + delta + 2(n - 1) L gamma (mesh), alpha + delta + 2 floor(n/2) L gamma (torus)."""
    return alpha + delta + diameter_formula(kind, n) * Lg


def thm1_all_to_all(kind: str, n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Theorem 1 (2): alpha + delta + (n^2 - 1)/2 L gamma (mesh), (n^2 - 1)/4 L gamma (torus)."""
    return alpha + delta + messages_per_channel(kind, n) * Lg


def thm4_bound(n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Theorem 4: alpha + delta + L gamma + ((n^2 - 1)/4 - 1) max{delta, L gamma} + min{delta, L gamma}."""
    M = messages_per_channel("torus", n)
    return alpha + delta + Lg + (M - 1) * _max(delta, Lg) + _min(delta, Lg)


def cor3_cases(n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Corollary 3's two expressions: (delta <= L gamma: alpha + 2 delta + (n^2-1)/4 L gamma,
    delta > L gamma: alpha + 2 L gamma + (n^2-1)/4 delta)."""
    M = messages_per_channel("torus", n)
    return alpha + 2 * delta + M * Lg, alpha + 2 * Lg + M * delta


def cor3_bound(n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Corollary 3: the first of :func:`cor3_cases` if delta <= L gamma, else the second."""
    le, gt = cor3_cases(n, alpha, delta, Lg)
    return le if delta <= Lg else gt


def saad_schultz_cost(n: Any, alpha: Any, delta: Any, Lg: Any) -> Any:
    """Saad-Schultz (rows, then columns) as quoted: 2 alpha + 2 floor(n/2) delta + (n^2 - 1)/2 L gamma."""
    return 2 * alpha + 2 * (n // 2) * delta + messages_per_channel("mesh", n) * Lg


def cpt_cost(n: Any, alpha: Any, delta: Any, Lg: Any, log5_n2: Any = None) -> Any:
    """Calvin-Perennes-Trystram as quoted: 2 log_5(n^2) alpha + 3/2 (n - 1) delta + (n^2 - 1)/2 L gamma.

    ``log5_n2`` supplies log_5(n^2) (a float or SymPy term); by default ``math.log(n * n, 5)``."""
    import math

    lg = math.log(n * n, 5) if log5_n2 is None else log5_n2
    return 2 * lg * alpha + Fraction(3, 2) * (n - 1) * delta + messages_per_channel("mesh", n) * Lg


# --- Saad-Schultz as an executable schedule ------------------------------------------------------


@dataclass(frozen=True)
class Phased:
    """A schedule in phases (each phase pays one startup alpha)."""

    phases: tuple[sch.Schedule, ...]


def saad_schultz(n: int) -> Phased:
    """Saad and Schultz's all-to-all broadcast on the n x n torus: every node sends its message along
    its horizontal ring (phase 1), then the n messages of its row, combined, along its vertical ring
    (phase 2). In a ring step s every node forwards to both ring neighbours what it received in step
    s - 1; for even n the last step sends one way only (both ways would deliver twice)."""
    require_int(n, "n", 2)
    net = grid.torus(n, n)
    phases = []
    for axis in (1, 0):  # rows (y varies), then columns (x varies)
        steps = []
        for s in range(1, n // 2 + 1):
            transfers = []
            for v in range(net.nodes):
                c = net.coord(v)
                for sign in (1, -1):
                    if n % 2 == 0 and s == n // 2 and sign == -1:
                        continue
                    step = [0, 0]
                    step[axis] = sign
                    u = net.node((c[0] + step[0], c[1] + step[1]))
                    src = [c[0], c[1]]
                    src[axis] = c[axis] - sign * (s - 1)
                    origins: tuple[int, ...]
                    if axis == 1:
                        origins = (net.node((src[0], src[1])),)
                    else:  # the whole row of the relayed node, combined
                        origins = tuple(net.node((src[0], j)) for j in range(n))
                    transfers.append(sch.Transfer(v, u, (net.channel(v, u),), tuple((o, u) for o in origins)))
            steps.append(sch.Step(tuple(transfers)))
        phases.append(sch.Schedule(tuple(steps)))
    return Phased(tuple(phases))


def phased_cost(p: Phased, alpha: Any, delta: Any, Lg: Any) -> Any:
    """alpha per phase; per step delta + (largest bundle in the step) L gamma (all-port, combining)."""
    total = 0
    for ph in p.phases:
        total += alpha
        for st in ph.steps:
            total += delta + max((tr.size for tr in st.transfers), default=0) * Lg
    return total


# One message per channel per time slot: an output port transmits this many messages at once.
MESSAGES_PER_SLOT = 1
