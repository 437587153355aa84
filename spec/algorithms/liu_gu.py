"""Algorithms AR (all-port ring) and AT2 (all-port r x c torus) for complete exchange (liu-gu-2006).

Two forms of one schedule: :func:`array_steps` lists every message each transfer carries (the
definition); :func:`unit_steps` lists the units of messages that travel together, with each message's
unit in a :class:`Units` table. The listings (Figs. 2 and 5) are garbled in the source; the schedules
are rebuilt from the prose, Table I and the cost lemmas, and the readings are named in
:class:`ARReading`. Paper -> ours: ``P_i`` = node ``i`` of ``grid.ring(p)``; ``P(x, y)`` =
``grid.torus(r, c).node((x, y))`` (x = row); ``M^s_d`` = the pair ``(s, d)``; "Bottom/Lower" = dimension
0, +1; "Top/Upper" = dimension 0, -1; "Right" = dimension 1, +1; "Left" = dimension 1, -1;
"clockwise" = +1.

Notes
-----
* **AR** (ring of p nodes, p even). Every message ``(a, b)`` travels along a shortest direction:
  offset ``o = (b - a) mod p``, clockwise when ``o < p/2``, anticlockwise when ``o > p/2``; at
  ``o = p/2`` the listing (Fig. 2) sends it clockwise when ``b`` is even and anticlockwise when ``b``
  is odd (reading ``"by-parity"``), the prose's half-circle rule ("(j - i) mod p <= p/2 is the
  positive half-circle") sends every such message clockwise (reading ``"positive"``). A message
  between nodes of different parity first makes one hop in Stage 1 (one step); then every message
  moves along the sub-ring of its destination's parity, two hops (one sub-ring hop) per step: the
  even sub-ring clockwise and the odd sub-ring anticlockwise in Stage 2 (``floor(p/4)`` steps), the
  other way round in Stage 3 (``ceil(p/4) - 1`` steps per Lemma 2 and the listing; ``floor(p/4) - 1``
  per the prose of Sect. III-A).
* **AT2** (r x c torus, r and c multiples of 4, r <= c). Phase 1, Step 1 (Table I, Fig. 5): node
  ``(x0, y0)`` sends each message for an offset ``(dx, dy)`` with dx odd, dy even ("G10") down when
  ``dx < r/2`` else up; dx even, dy odd ("G01") right when ``dy < c/2`` else left; dx, dy odd
  ("G11") down / right / up / left for the lower-right / upper-right / upper-left / lower-left
  quadrant; Step 2 forwards the G11 messages a second hop (right / up / left / down). Phase 2: the
  nodes of G00 and G11 run AR on their logical row ring (every other node of the row, c/2 nodes, one
  logical hop = two physical hops), those of G01 and G10 on their logical column ring (r/2 nodes);
  Phase 3 the other way round. A logical message of the ring is the bundle of every held message
  whose destination lies in that column (row).

Examples
--------
>>> s = ar_schedule(8)                      # Fig. 3: the ring of eight nodes
>>> len(s), [max(t.size for t in st.transfers) for st in s.steps]
(4, [2, 3, 1, 2])

References
----------
liu-gu-2006: Liu Gang, Gu Nai-jie et al., "Optimal all-to-all personalized communication in all-port
tori", Sects. III-IV (Algorithms AR and AT2, Figs. 2, 3 and 5, Table I, Lemma 2).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from alltoall.spec import schedule as sched
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import grid

__all__ = [
    "ARMoves",
    "ARReading",
    "ArrayStep",
    "BOTTOM",
    "LEFT",
    "LISTING",
    "PARAGON_NS",
    "PORT_NAMES",
    "PROSE",
    "PROSE_STAGE3",
    "Plan",
    "READINGS",
    "RIGHT",
    "TABLE2_RIVALS",
    "TABLE2_ROWS",
    "TOP",
    "UnitRule",
    "Units",
    "ar_array_steps",
    "ar_lengths",
    "ar_plan",
    "ar_routes",
    "ar_schedule",
    "ar_steps",
    "array_steps",
    "at2_array_steps",
    "at2_check",
    "at2_phase_steps",
    "at2_plan",
    "at2_schedule",
    "at2_unit_steps",
    "message_blocks",
    "channel_ports",
    "opposite_clockwise",
    "phase1_ports",
    "phase2_ring_dim",
    "plan_of",
    "port_table",
    "quadrant",
    "reading",
    "stage_lengths",
    "table2_rows",
    "table2_terms",
    "to_schedule",
    "unit_steps",
]

# Ports: (dimension, direction). Ring: dimension 0 only (+1 = clockwise).
BOTTOM, TOP, RIGHT, LEFT = (0, 1), (0, -1), (1, 1), (1, -1)
PORT_NAMES = {BOTTOM: "Bottom", TOP: "Top", RIGHT: "Right", LEFT: "Left"}


@dataclass(frozen=True)
class ARReading:
    """How a garbled or ambiguous passage of Sect. III is read.

    ``opposite``: where a message to the node at offset exactly p/2 goes: ``"by-parity"``
    (Fig. 2's index ranges: clockwise to an even destination, anticlockwise to an odd one) or
    ``"positive"`` (Sect. III's half-circle rule: always clockwise).
    ``stage3``: how many steps Stage 3 has: ``"ceil"`` (ceil(p/4) - 1, Lemma 2 and Fig. 2),
    ``"floor"`` (floor(p/4) - 1, the prose of Sect. III-A) or ``"as-needed"`` (until every Stage-3
    message has arrived, "repeated ... at most until all messages have reached").
    """

    opposite: str = "by-parity"
    stage3: str = "ceil"

    def __post_init__(self) -> None:
        require(self.opposite in ("by-parity", "positive"), "opposite", "expected 'by-parity' or 'positive'")
        require(self.stage3 in ("ceil", "floor", "as-needed"), "stage3", "expected 'ceil', 'floor' or 'as-needed'")

    def __str__(self) -> str:
        return f"AR(opposite={self.opposite}, stage3={self.stage3})"


LISTING = ARReading("by-parity", "ceil")
PROSE = ARReading("positive", "as-needed")
PROSE_STAGE3 = ARReading("by-parity", "floor")
READINGS = {"listing": LISTING, "prose-half-circle": PROSE, "prose-stage3": PROSE_STAGE3}


def reading(name: str) -> ARReading:
    if name not in READINGS:
        raise ParameterError("reading", f"unknown reading {name!r}; expected one of {', '.join(READINGS)}")
    return READINGS[name]


# --- AR: the route of one logical message --------------------------------------------------------


def opposite_clockwise(b: Any, reading: ARReading = LISTING) -> Any:
    """Does a message to the node at offset exactly p/2, destination ``b``, travel clockwise?"""
    if reading.opposite == "positive":
        return np.ones_like(np.asarray(b), dtype=bool)
    return np.asarray(b) % 2 == 0


def stage_lengths(p: int, reading: ARReading = LISTING) -> tuple[int, int | None]:
    """Steps of Stage 2 and Stage 3 of AR on p nodes as the text states them (Stage 1 is one step):
    floor(p/4) and ceil(p/4) - 1 (Lemma 2, Fig. 2) or floor(p/4) - 1 (Sect. III-A prose);
    ``None`` for Stage 3 under ``"as-needed"``."""
    s2 = p // 4
    if reading.stage3 == "ceil":
        return s2, max(-(-p // 4) - 1, 0)
    if reading.stage3 == "floor":
        return s2, max(p // 4 - 1, 0)
    return s2, None


def _int_array(v: Any) -> Any:
    """``v`` as an int64 array; any other number (a checker's symbolic integer, which runs the same
    arithmetic: :mod:`alltoall.checkers.z3.liu_gu_every`) as it is."""
    if isinstance(v, (int, np.integer, np.ndarray, list, tuple, range)):
        return np.asarray(v, dtype=np.int64)
    return v


def ar_routes(p: int, a: Any, b: Any, reading: ARReading = LISTING) -> Any:
    """The route of AR's logical messages ``a -> b`` on a ring of ``p`` nodes (numpy arrays).

    Returns ``(direction, first_hop, sub_hops, stage)``: +1 clockwise / -1 anticlockwise; whether
    the message makes a one-hop move in Stage 1 (source and destination of different parity); how
    many sub-ring hops (two ring hops each) it makes afterwards; and the stage (2 or 3) of those
    hops. Messages with ``a == b`` get ``sub_hops = 0`` and ``first_hop = False``.
    """
    a, b = _int_array(a), _int_array(b)
    o = (b - a) % p
    half = p // 2
    cw = (o < half) | ((o == half) & opposite_clockwise(b, reading))
    direction = np.where(cw, 1, -1)
    dist = np.where(cw, o, (p - o) % p)
    first = dist % 2 == 1
    sub = (dist - first) // 2
    even_dest = b % 2 == 0
    stage = np.where(even_dest == cw, 2, 3)
    return direction, first, sub, stage


def ar_lengths(p: int, reading: ARReading = LISTING) -> tuple[int, int]:
    """(Stage 2 steps, Stage 3 steps) with ``as-needed`` resolved from the routes of every pair."""
    s2, s3 = stage_lengths(p, reading)
    if s3 is None:
        a, b = np.divmod(np.arange(p * p), p)
        _, _, sub, stage = ar_routes(p, a, b, reading)
        s3 = int(sub[stage == 3].max(initial=0))
        s2 = max(s2, int(sub[stage == 2].max(initial=0)))
    return s2, s3


def ar_steps(p: int, reading: ARReading = LISTING) -> int:
    """Number of steps (startups) of AR: 1 + Stage 2 + Stage 3 (p/2 by Lemma 2)."""
    s2, s3 = ar_lengths(p, reading)
    return 1 + s2 + s3


# --- schedules in array form (every engine and the shared Schedule form read it) -----------------


@dataclass(frozen=True, eq=False)
class Units:
    """Messages that move together: message ``m`` (id = source * N + destination, every ordered pair
    including the self message ``(v, v)``) belongs to unit ``unit_of[m]`` (0 <= unit < ``count``).

    A unit is a set of messages that sit at one node and travel as one piece of a bundle (a logical
    message of AR, the messages of a source that take the same ports in Phase 1 of AT2)."""

    unit_of: np.ndarray
    count: int

    @functools.cached_property
    def sizes(self) -> np.ndarray:
        """Messages in every unit."""
        return np.bincount(self.unit_of, minlength=self.count)

    def members(self, units: Any) -> np.ndarray:
        """The message ids of the given units, in increasing order (small sizes: a full scan)."""
        return np.flatnonzero(np.isin(self.unit_of, np.asarray(units)))

    def block(self, lo: int, hi: int) -> np.ndarray:
        """The units of messages ``lo`` .. ``hi - 1``."""
        return self.unit_of[lo:hi]


#: Messages per block when a unit table is read a block at a time (:func:`message_blocks`).
BLOCK_MESSAGES = 1 << 17


def message_blocks(nodes: int, messages: int | None = None) -> list[tuple[int, int]]:
    """The message ids ``(lo, hi)`` of consecutive sources, about ``messages`` (default
    :data:`BLOCK_MESSAGES`) at a time and at least one source: how unit tables over ``nodes`` x ``nodes``
    messages are read without an array over all.

    >>> message_blocks(4, 8)
    [(0, 8), (8, 16)]"""
    step = max(1, (BLOCK_MESSAGES if messages is None else messages) // nodes) * nodes
    return [(lo, min(lo + step, nodes * nodes)) for lo in range(0, nodes * nodes, step)]


@dataclass(frozen=True, eq=False)
class UnitRule:
    """A unit table computed a block at a time: ``rule(lo, hi)`` gives the units (intp) of messages ``lo``
    .. ``hi - 1``, whole sources at a time (:func:`message_blocks`), so no array over every message is kept
    (a table over N^2 messages is 2 GiB at 128 x 128). Reads as :class:`Units` does: :meth:`block`,
    ``sizes`` (one pass over the blocks), ``unit_of`` and :meth:`members` (the whole table: small sizes).
    The last block read is kept, so tables defined on one another read each block once."""

    rule: Callable[[int, int], np.ndarray]
    count: int
    nodes: int
    _last: dict[str, Any] = field(default_factory=dict, repr=False)

    def block(self, lo: int, hi: int) -> np.ndarray:
        """The units of messages ``lo`` .. ``hi - 1`` (read-only)."""
        if self._last.get("key") != (lo, hi):
            fresh = np.asarray(self.rule(lo, hi))
            fresh.flags.writeable = False
            self._last.update(key=(lo, hi), units=fresh)
        units: np.ndarray = self._last["units"]
        return units

    @functools.cached_property
    def sizes(self) -> np.ndarray:
        """Messages in every unit."""
        total = np.zeros(self.count, dtype=np.int64)
        for lo, hi in message_blocks(self.nodes):
            total += np.bincount(self.block(lo, hi), minlength=self.count)
        return total

    @functools.cached_property
    def unit_of(self) -> np.ndarray:
        """The unit of every message (the whole table: small sizes)."""
        return np.concatenate([self.block(lo, hi) for lo, hi in message_blocks(self.nodes)])

    def members(self, units: Any) -> np.ndarray:
        """The message ids of the given units, in increasing order (small sizes: a full scan)."""
        return np.flatnonzero(np.isin(self.unit_of, np.asarray(units)))


@dataclass(frozen=True)
class ArrayStep:
    """One step: transfer ``i`` goes from ``src[i]`` to ``dst[i]`` along the channels ``paths[i]``;
    message ``msgs[j]`` (id = source * N + destination) rides in transfer ``tid[j]``.

    With ``units`` set (the unit form of :func:`unit_steps`), ``msgs`` are unit ids of that table:
    every message of unit ``msgs[j]`` rides in transfer ``tid[j]``."""

    src: np.ndarray
    dst: np.ndarray
    paths: np.ndarray  # (transfers, hops) channel ids
    msgs: np.ndarray
    tid: np.ndarray
    units: Units | UnitRule | None = None

    @property
    def sizes(self) -> np.ndarray:
        """Bundle size of every transfer (messages)."""
        if self.units is None:
            return np.bincount(self.tid, minlength=len(self.src))
        return np.bincount(self.tid, weights=self.units.sizes[self.msgs], minlength=len(self.src)).astype(np.int64)

    def messages_of(self, i: int) -> np.ndarray:
        """The message ids of transfer ``i`` (small sizes: a full scan)."""
        if self.units is None:
            return self.msgs[self.tid == i]
        return self.units.members(self.msgs[self.tid == i])

    def expanded(self) -> ArrayStep:
        """The same step in the plain form (one entry per message, in increasing message id; small sizes)."""
        if self.units is None:
            return self
        msgs = self.units.members(self.msgs)
        tid_of_unit = np.full(self.units.count, -1, dtype=np.int64)
        tid_of_unit[self.msgs] = self.tid
        return ArrayStep(self.src, self.dst, self.paths, msgs, tid_of_unit[self.units.unit_of[msgs]])


@dataclass(frozen=True)
class Plan:
    """A complete-exchange schedule: the network, the step count and the first step of each phase."""

    network: grid.Grid
    steps: int
    phase_starts: tuple[int, ...]
    name: str

    def __str__(self) -> str:
        return self.name


def channel_ports(g: grid.Grid) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(tails, heads, dimension, direction) of every channel, vectorized over the channel ids."""
    ch = np.array(g.channels(), dtype=np.int64).reshape(-1, 2)
    tails, heads = ch[:, 0], ch[:, 1]
    ct, chd = g.coord(tails), g.coord(heads)
    dim = np.zeros(len(tails), dtype=np.int64)
    fwd = np.zeros(len(tails), dtype=np.int64)
    for i, n in enumerate(g.dims):
        moved = ct[i] != chd[i]
        dim = np.where(moved, i, dim)
        step = (chd[i] - ct[i]) % n if g.periodic else chd[i] - ct[i]
        fwd = np.where(moved, (step == 1).astype(np.int64), fwd)
    return tails, heads, dim, fwd


def port_table(g: grid.Grid) -> np.ndarray:
    """``T[v, k]``: the channel leaving node ``v`` by port ``k = 2 * dim + (dir > 0)``."""
    T = np.full((g.nodes, 2 * g.ndim), -1, dtype=np.int64)
    tails, _, dim, fwd = channel_ports(g)
    T[tails, 2 * dim + fwd] = np.arange(len(tails))
    return T


def _group(
    g: grid.Grid, ports: np.ndarray, heads: np.ndarray, pos: Any, mids: Any, dim: Any, dirs: Any, hops: int
) -> Any:
    """Bundle the moving messages into one transfer per (node, port) and trace its channels (no sort:
    transfers are numbered by a dense mark over node x port). Returns the step and each message's transfer."""
    k = 2 * g.ndim
    key = pos.astype(np.intp, copy=False) * k + dim * np.intp(2) + (dirs > 0)  # intp: numpy indexes fastest with it
    mark = np.zeros(g.nodes * k, dtype=np.int8)
    mark[key] = 1
    uniq = np.flatnonzero(mark)
    rank = np.cumsum(mark, dtype=np.intp) - 1
    tid = rank[key]
    src, port = np.divmod(uniq, k)
    paths = np.empty((len(uniq), hops), dtype=np.int64)
    cur = src.copy()
    for h in range(hops):
        ch = ports[cur, port]
        paths[:, h] = ch
        cur = heads[ch]
    return ArrayStep(src=src, dst=cur, paths=paths, msgs=mids, tid=tid)


class _Runner:
    """Shared bookkeeping of the generators: positions of every message, the port table."""

    def __init__(self, g: grid.Grid) -> None:
        self.g = g
        N = g.nodes
        s, d = np.divmod(np.arange(N * N, dtype=np.intp), N)
        keep = s != d
        self.mids, self.s, self.d = np.flatnonzero(keep), s[keep], d[keep]
        self.pos = self.s.copy()
        self.ports = port_table(g)
        self.heads = np.array([h for _, h in g.channels()], dtype=np.int64)

    def step(self, idx: Any, dim: Any, dirs: Any, hops: int) -> ArrayStep:
        """Move the messages ``idx`` (indices into this runner's message arrays) ``hops`` hops along
        (dim, dirs) (arrays aligned with ``idx``, or scalars) and return the step's transfers."""
        return _move(self.g, self.ports, self.heads, self.pos, self.mids, idx, dim, dirs, hops)


def _move(
    g: grid.Grid,
    ports: Any,
    heads: Any,
    pos: np.ndarray,
    ids: np.ndarray,
    idx: Any,
    dim: Any,
    dirs: Any,
    hops: int,
    units: Units | UnitRule | None = None,
) -> ArrayStep:
    """Move the items ``idx`` (messages or units; ``pos`` their nodes, updated in place, ``ids`` what
    the step lists) ``hops`` hops along (dim, dirs) and return the step's transfers."""
    idx = np.asarray(idx)
    dim = np.broadcast_to(np.asarray(dim, dtype=np.int32), idx.shape)
    dirs = np.broadcast_to(np.asarray(dirs, dtype=np.int32), idx.shape)
    st = _group(g, ports, heads, pos[idx], ids[idx], dim, dirs, hops)
    pos[idx] = st.dst[st.tid]
    if units is not None:
        st = ArrayStep(st.src, st.dst, st.paths, st.msgs, st.tid, units)
    return st


class ARMoves:
    """AR's routes of a set of logical messages ``a -> b`` on a ring of ``p`` logical nodes, computed
    once; :meth:`at` lists (in increasing order) the messages moving at AR step ``t`` (0 = Stage 1)."""

    def __init__(self, p: int, a: Any, b: Any, reading: ARReading = LISTING) -> None:
        direction, first, sub, stage = ar_routes(p, a, b, reading)
        self.direction = direction.astype(np.int32)
        self.first = np.asarray(first, dtype=bool)
        self.sub = sub.astype(np.int32)
        self.stage = stage.astype(np.int8)
        self.lengths = ar_lengths(p, reading)
        self._movers: dict[int, tuple[int, np.ndarray]] = {}

    def at(self, t: int) -> tuple[np.ndarray, int]:
        """(indices of the moving messages, logical hops each makes) at AR step ``t``."""
        s2, s3 = self.lengths
        if t == 0:
            return np.flatnonzero(self.first), 1
        if t <= s2:
            stage, k = 2, t - 1
        else:
            stage, k = 3, t - 1 - s2
            if k >= s3:
                return np.flatnonzero(self.first[:0]), 2
        # the movers of step k of a stage are those of step k - 1 still short of their destination:
        # filter the previous step's (increasing) list instead of scanning every message again
        prev = self._movers.get(stage)
        if prev is not None and prev[0] <= k:
            base = prev[1]
            idx = base[self.sub[base] > k]
        else:
            idx = np.flatnonzero((self.sub > k) & (self.stage == stage))
        self._movers[stage] = (k, idx)
        return idx, 2


def ar_plan(p: int, reading: ARReading = LISTING) -> Plan:
    """AR on the physical ring of ``p`` nodes (p even, p >= 4)."""
    p = require_int(p, "p", 4)
    require(p % 2 == 0, "p", f"AR needs an even ring (p even, p >= 4), got {p}")
    return Plan(grid.ring(p), ar_steps(p, reading), (0,), f"AR(p={p}, {reading})")


def ar_array_steps(p: int, reading: ARReading = LISTING) -> Iterator[ArrayStep]:
    """AR on the ring of ``p`` nodes, step by step."""
    plan = ar_plan(p, reading)
    run = _Runner(plan.network)
    moves = ARMoves(p, run.s, run.d, reading)
    for t in range(plan.steps):
        idx, hops = moves.at(t)
        yield run.step(idx, 0, moves.direction[idx], hops)


# --- AT2 ------------------------------------------------------------------------------------------


def phase1_ports(r: int, c: int, dx: Any, dy: Any) -> Any:
    """Table I / Fig. 5: the ports of Phase 1 for a message at offset ``(dx, dy)`` from its source.

    Returns ``(port_step1, port_step2)`` as codes ``2 * dim + (dir > 0)`` (-1 = no move):
    G10 (dx odd, dy even): Bottom if dx < r/2 else Top; G01: Right if dy < c/2 else Left;
    G11: lower-right Bottom then Right, upper-right Right then Top, upper-left Top then Left,
    lower-left Left then Bottom.
    """
    dx, dy = np.asarray(dx), np.asarray(dy)
    B, T, R, L = 1, 0, 3, 2
    lower, right = dx < r // 2, dy < c // 2
    gx, gy = dx % 2 == 1, dy % 2 == 1
    p1 = np.full(dx.shape, -1, dtype=np.int64)
    p2 = np.full(dx.shape, -1, dtype=np.int64)
    p1 = np.where(gx & ~gy, np.where(lower, B, T), p1)
    p1 = np.where(~gx & gy, np.where(right, R, L), p1)
    both = gx & gy
    first = np.select([lower & right, ~lower & right, ~lower & ~right], [B, R, T], L)
    second = np.select([lower & right, ~lower & right, ~lower & ~right], [R, T, L], B)
    p1 = np.where(both, first, p1)
    p2 = np.where(both, second, p2)
    return p1, p2


def phase2_ring_dim(gx: Any, gy: Any) -> Any:
    """The dimension of a node's Phase-2 ring from its group G_{gx gy}: 1 (row) for G00 and G11,
    0 (column) for G01 and G10; Phase 3 uses the other dimension."""
    return np.where(np.asarray(gx) == np.asarray(gy), 1, 0)


def at2_check(r: int, c: int) -> None:
    r = require_int(r, "r", 4)
    c = require_int(c, "c", 4)
    require(r % 4 == 0, "r", f"AT2 needs r a multiple of 4, got {r}")
    require(c % 4 == 0, "c", f"AT2 needs c a multiple of 4, got {c}")
    require(r <= c, "r", f"AT2 needs r <= c, got r={r} > c={c}")


def at2_phase_steps(r: int, c: int, reading: ARReading = LISTING) -> int:
    """Steps of Phase 2 (and of Phase 3): the longer of AR on c/2 and on r/2 logical nodes."""
    return max(_ring_steps(c // 2, reading), _ring_steps(r // 2, reading))


def _ring_steps(q: int, reading: ARReading) -> int:
    s2, s3 = ar_lengths(q, reading)
    return 1 + s2 + s3


def at2_plan(r: int, c: int, reading: ARReading = LISTING) -> Plan:
    at2_check(r, c)
    P = at2_phase_steps(r, c, reading)
    return Plan(grid.torus(r, c), 2 + 2 * P, (0, 2, 2 + P), f"AT2(r={r}, c={c}, {reading})")


def _ring_steps_moves(rings: Any, P: int) -> Any:
    """Phases 2 and 3 of AT2, step by step: the row and the column rings run AR side by side.
    ``rings``: (items, :class:`ARMoves` of those items, dimension) per kind of logical ring; yields
    (moving items, their dimensions, their directions, physical hops)."""
    for t in range(P):
        parts, dims, dirs, hop = [], [], [], 1
        for sel, mv, d_ in rings:
            i, hop = mv.at(t)
            parts.append(sel[i])
            dims.append(np.full(len(i), d_, dtype=np.int64))
            dirs.append(mv.direction[i])
        yield np.concatenate(parts), np.concatenate(dims), np.concatenate(dirs), 2 * hop


def at2_array_steps(r: int, c: int, reading: ARReading = LISTING) -> Iterator[ArrayStep]:
    """AT2 on the r x c torus, step by step (Phase 1: 2 steps; Phases 2 and 3: AR on logical rings)."""
    plan = at2_plan(r, c, reading)
    g = plan.network
    run = _Runner(g)
    sx, sy = g.coord(run.s)
    dx_, dy_ = g.coord(run.d)
    p1, p2 = phase1_ports(r, c, (dx_ - sx) % r, (dy_ - sy) % c)
    for code in (p1, p2):
        idx = np.flatnonzero(code >= 0)
        yield run.step(idx, code[idx] // 2, np.where(code[idx] % 2 == 1, 1, -1), 1)
    P = at2_phase_steps(r, c, reading)
    for phase in (2, 3):
        wx, wy = g.coord(run.pos)
        dim = phase2_ring_dim(wx % 2, wy % 2)
        if phase == 3:
            dim = 1 - dim
        rings = []
        for q, d_ in ((c // 2, 1), (r // 2, 0)):
            sel = np.flatnonzero(dim == d_)
            a = (wy if d_ == 1 else wx)[sel] // 2
            b = (dy_ if d_ == 1 else dx_)[sel] // 2
            rings.append((sel, ARMoves(q, a, b, reading), d_))
        for idx, dims, dirs, hops in _ring_steps_moves(rings, P):
            yield run.step(idx, dims, dirs, hops)


def at2_unit_steps(r: int, c: int, reading: ARReading = LISTING) -> Iterator[ArrayStep]:
    """AT2 as :func:`at2_array_steps`, in the unit form: the same steps and transfers, each listing the
    units it carries instead of every message (a test checks the two forms equal on small sizes).

    Phase 1: a unit per source and Table-I port pair (the messages of one source taking the same
    ports). Phases 2 and 3: a unit per node and logical destination of its logical ring (AR's
    logical message: the messages held there for one column (row) pair). A unit's route is AR's
    route of its logical message, computed once per unit; the unit of every message is recomputed
    from where the units of the previous phase left it. The unit tables are :class:`UnitRule`: computed
    a block of sources at a time, never an array over every message."""
    plan = at2_plan(r, c, reading)
    g = plan.network
    N = g.nodes
    ports = port_table(g)
    heads = np.array([h for _, h in g.channels()], dtype=np.int64)
    nodes = np.arange(N, dtype=np.int32)
    nx, ny = g.coord(nodes)
    # Phase 1: unit = source * 25 + (port1 + 1) * 5 + (port2 + 1), ports from Table I on every offset
    ox, oy = np.divmod(np.arange(N, dtype=np.int64), c)
    p1, p2 = phase1_ports(r, c, ox, oy)
    cls = ((p1 + 1) * 5 + (p2 + 1)).astype(np.int32)
    # (unit tables are indexed with intp arrays: numpy gathers with them several times faster)
    cls_p = cls.astype(np.intp)
    R = (np.arange(r, dtype=np.intp)[None, :] - np.arange(r)[:, None]) % r * c  # [sx, dx]: the offset's row part
    C = (np.arange(c, dtype=np.intp)[None, :] - np.arange(c)[:, None]) % c  # [sy, dy]

    def phase1(lo: int, hi: int) -> np.ndarray:
        sx, sy = np.divmod(np.arange(lo // N, hi // N, dtype=np.intp), c)  # sources of the block; all N destinations
        off = (R[sx][:, :, None] + C[sy][:, None, :]).reshape(len(sx), N)  # offset id of (s, d), d = dx * c + dy
        unit_of = cls_p.take(off, mode="clip")
        unit_of += (25 * (sx * c + sy))[:, None]
        return unit_of.reshape(-1)

    units: UnitRule = UnitRule(_whole_sources(phase1, N), 25 * N, N)
    upos = np.repeat(nodes, 25)
    ids = np.arange(25 * N, dtype=np.int32)
    kinds = np.unique(cls)
    present = (nodes[:, None] * 25 + kinds[None, :]).reshape(-1)
    for code in ((present // 5) % 5 - 1, present % 5 - 1):
        sel = present[code >= 0]
        code = code[code >= 0]
        yield _move(g, ports, heads, upos, ids, sel, code // 2, np.where(code % 2 == 1, 1, -1), 1, units)
    # Phases 2 and 3: unit = node * K + logical destination on the node's ring
    P = at2_phase_steps(r, c, reading)
    K = max(r, c) // 2
    ring_dim = phase2_ring_dim(nx % 2, ny % 2).astype(np.int8)
    dcol = (ny // 2).astype(np.int32)[None, :]  # logical column of every destination
    drow = (nx // 2).astype(np.int32)[None, :]
    for phase in (2, 3):
        # a message's node is its old unit's: tables over the old units, gathered once per message
        dim_of = ring_dim if phase == 2 else 1 - ring_dim
        units = UnitRule(
            _whole_sources(_next_units(units, upos.astype(np.intp) * K, dim_of[upos] == 1, dcol, drow), N), N * K, N
        )
        present = np.flatnonzero(units.sizes).astype(np.int32)
        w, b = np.divmod(present, np.int32(K))
        wdim = dim_of[w]
        upos = np.repeat(nodes, K)
        ids = np.arange(N * K, dtype=np.int32)
        rings = []
        for q, d_ in ((c // 2, 1), (r // 2, 0)):
            sel = np.flatnonzero(wdim == d_)
            a = (ny if d_ == 1 else nx)[w[sel]] // 2
            rings.append((present[sel], ARMoves(q, a, b[sel], reading), d_))
        for idx, dims, dirs, hops in _ring_steps_moves(rings, P):
            yield _move(g, ports, heads, upos, ids, idx, dims, dirs, hops, units)


def _whole_sources(rule: Callable[[int, int], np.ndarray], N: int) -> Callable[[int, int], np.ndarray]:
    """``rule`` for blocks of whole sources only (message ids ``lo``, ``hi`` multiples of N)."""

    def block(lo: int, hi: int) -> np.ndarray:
        require(lo % N == 0 and hi % N == 0 and 0 <= lo <= hi <= N * N, "block", f"whole sources of {N} nodes")
        return rule(lo, hi)

    return block


def _next_units(
    prev: UnitRule, base: np.ndarray, by_column: np.ndarray, dcol: np.ndarray, drow: np.ndarray
) -> Callable[[int, int], np.ndarray]:
    """AT2's Phase 2 or 3 table from the previous one: a message's unit is ``base`` of its old unit (the
    old unit's node times K) plus its destination's logical column (``by_column`` of the old unit: the
    node's ring is a row ring) or row."""
    N = dcol.shape[1]

    def rule(lo: int, hi: int) -> np.ndarray:
        old = prev.block(lo, hi)
        unit_of = base.take(old, mode="clip").reshape(-1, N)
        unit_of += np.where(by_column.take(old, mode="clip").reshape(-1, N), dcol, drow)
        return unit_of.reshape(-1)

    return rule


def unit_steps(plan_name: str, *sizes: int, reading: ARReading = LISTING) -> Iterator[ArrayStep]:
    """The fast form of :func:`array_steps`: AT2 in the unit form; AR (whose units would be single
    messages) in the plain form."""
    if plan_name == "at2":
        return at2_unit_steps(*sizes, reading=reading)
    return array_steps(plan_name, *sizes, reading=reading)


def array_steps(plan_name: str, *sizes: int, reading: ARReading = LISTING) -> Iterator[ArrayStep]:
    """``array_steps("ar", p)`` or ``array_steps("at2", r, c)``."""
    if plan_name == "ar":
        return ar_array_steps(*sizes, reading=reading)
    if plan_name == "at2":
        return at2_array_steps(*sizes, reading=reading)
    raise ParameterError("algorithm", f"unknown algorithm {plan_name!r}; expected 'ar' or 'at2'")


def plan_of(plan_name: str, *sizes: int, reading: ARReading = LISTING) -> Plan:
    if plan_name == "ar":
        return ar_plan(*sizes, reading=reading)
    if plan_name == "at2":
        return at2_plan(*sizes, reading=reading)
    raise ParameterError("algorithm", f"unknown algorithm {plan_name!r}; expected 'ar' or 'at2'")


def to_schedule(steps: Any, nodes: int) -> sched.Schedule:
    """The shared :class:`~alltoall.spec.schedule.Schedule` form (message ids -> (source, destination))."""
    out = []
    for st in steps:
        trs = []
        order = np.argsort(st.tid, kind="stable")
        bounds = np.searchsorted(st.tid[order], np.arange(len(st.src) + 1))
        for i in range(len(st.src)):
            ms = st.msgs[order[bounds[i] : bounds[i + 1]]]
            trs.append(
                sched.Transfer(
                    int(st.src[i]),
                    int(st.dst[i]),
                    tuple(int(x) for x in st.paths[i]),
                    tuple((int(m // nodes), int(m % nodes)) for m in ms),
                )
            )
        out.append(sched.Step(tuple(trs)))
    return sched.Schedule(tuple(out))


def ar_schedule(p: int, reading: ARReading = LISTING) -> sched.Schedule:
    """AR on the ring of ``p`` nodes in the shared schedule form."""
    return to_schedule(ar_array_steps(p, reading), p)


def at2_schedule(r: int, c: int, reading: ARReading = LISTING) -> sched.Schedule:
    """AT2 on the r x c torus in the shared schedule form."""
    return to_schedule(at2_array_steps(r, c, reading), r * c)


# --- Sect. IV-A quadrants and Sect. V, Table II -------------------------------------------------------


def quadrant(r: int, c: int, dx: Any, dy: Any) -> Any:
    """Sect. IV-A: the quadrant (1..4 for QI..QIV) of the node at offset (dx, dy) = ((x - x0) mod r,
    (y - y0) mod c): QI dx <= r/2, dy <= c/2; QII dx > r/2, dy <= c/2; QIII both >; QIV dx <= r/2, dy > c/2."""
    dx, dy = np.asarray(dx), np.asarray(dy)
    low, left = dx <= r / 2, dy <= c / 2
    return np.select([low & left, ~low & left, ~low & ~left], [1, 2, 3], 4)


# Intel Paragon (Sect. V, after [10]), in integer nanoseconds: t_s = 75 us, t_w = 0.011 us, rho = 0.014 us.
PARAGON_NS = {"ts": 75_000, "tw": 11, "rho": 14}
TABLE2_ROWS = ("[5]", "[6]", "[10]", "proposed")
TABLE2_RIVALS = ("[5]", "[6]", "[10]")  # the rows Sect. V compares the proposed one with


def table2_terms(d: Any, two: Any = 2) -> Any:
    """Table II on the 2^d x 2^d torus: per row, (startup, transmission, rearrangement) coefficients of
    t_s, m t_w and m rho. ``two`` is 2 (ints) or a SymPy/Fraction 2 so negative exponents stay exact.

    >>> table2_terms(4)["proposed"]
    (10, 512, 768)
    """
    p = lambda e: two**e  # noqa: E731
    s6 = 9 * p(3 * d - 4) + (d * d - 5 * d + 3) * p(2 * d - 1)
    return {
        "[5]": (p(d - 1) + 2, p(3 * d - 2) + p(2 * d), (p(d - 1) + 1) * p(2 * d)),
        "[6]": (3 * d - 3, s6, s6),
        "[10]": (p(d - 1) + 2, p(3 * d - 2) + p(2 * d), 3 * p(2 * d)),
        "proposed": (p(d - 1) + 2, p(3 * d - 3), 3 * p(2 * d)),
    }


def table2_rows(d: Any, m: Any, ts: Any, tw: Any, rho: Any, two: Any = 2) -> Any:
    """Completion time of each row of Table II: startup * t_s + (transmission * t_w + rearrangement * rho) * m."""
    return {k: s * ts + (x * tw + y * rho) * m for k, (s, x, y) in table2_terms(d, two).items()}
