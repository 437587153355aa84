"""Brute-force engines for all-to-all broadcast by the broadcast pattern (yang-wang-2002); no solver.

Relays, reach counts and port loads per origin in numpy (:func:`relay_arrays`, :func:`reach_counts`,
:func:`tree_check`, :func:`port_loads`, :func:`phase_counts`), the discrete-event simulation of the
all-port schedule with FIFO buffers in each timing reading (:func:`simulate`, ``TIMINGS``), the naive
per-origin flooding (:func:`bfs_reach`), and the replayers of the yang-wang-2002 witness kinds.

References
----------
yang-wang-2002, Theorems 1-4 and Corollaries 1-2 (the pattern's reach, loads and delay).
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import dataclass, field
from fractions import Fraction
from operator import itemgetter
from typing import Any

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.point import CLAIM, Enum, ListOf, Nat
from alltoall.checkers.replay import replayer
from alltoall.spec import schedule as sch
from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.errors import ParameterError, require
from alltoall.spec.topologies import grid

__all__ = [
    "ALL_TIMINGS",
    "CAP",
    "CONTENTION_MAX_N",
    "CONTENTION_MAX_PARAM",
    "DELAY_BOUNDS",
    "DELAY_MAX_MESH_N",
    "DELAY_MAX_N",
    "DISTANCE_MAX_N",
    "LENIENT",
    "LOAD_MAX_N",
    "OFFSET_MAX",
    "PATTERN_PROPERTIES",
    "PHASE_MAX",
    "REACH_MAX_N",
    "Relay",
    "Sim",
    "THM3_GROUPS",
    "TIME_PARAM_MAX",
    "TIMINGS",
    "bfs_reach",
    "channel_table",
    "is_tree",
    "load_one_channel",
    "network",
    "phase_counts",
    "port_loads",
    "reach_count_at",
    "reach_counts",
    "relay_arrays",
    "sim_schedule",
    "simulate",
    "slot_use",
    "tree_check",
]

CAP = 1 << 20  # reach counts saturate here (a circulating message would grow without bound)

# Timing readings: (where delta is charged, what "complete" means).
#   input:  each input buffer has its own switching unit (Table 2: "for each input buffer do in
#           parallel"); a message is switched (delta) after it has fully arrived, then copied to the
#           output buffers; the next message's switching overlaps this one's transmission.
#   output: switching is a stage of each output port's pipeline: a copy queued at a port is
#           switched (delta) and then transmitted (L gamma), the next copy's switching overlapping
#           the current transmission; arriving messages are handed to the output buffers at once.
#   received: complete when the last message has fully arrived at its last node.
#   stored:   complete when the last message has also been switched into the receiver's buffer
#             matrix (one more delta at the receiving input port, FIFO).
#   lenient:  no switching charged at either end: the origin's own message leaves at alpha
#             (no injection delta) and the broadcast is complete at the last arrival (no store delta);
#             every relay still switches at its input buffer (delta), as in "input".
TIMINGS = ("input-received", "input-stored", "output-received", "output-stored")
LENIENT = "lenient"
ALL_TIMINGS = (*TIMINGS, LENIENT)  # the four readings above and the lenient one


def network(kind: str, n: int) -> grid.Grid:
    """The n x n mesh or torus (looked up through the grid module)."""
    if kind == "mesh":
        return grid.mesh(n, n)
    if kind == "torus":
        return grid.torus(n, n)
    raise ParameterError("kind", f"expected mesh or torus, got {kind!r}")


# --- one origin ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Relay:
    """For one origin: ``send[v, p]`` node v relays on port p; ``target[v, p]`` the node reached
    (-1 where port p leaves the mesh); ``dist[v]`` distance from the origin."""

    send: np.ndarray
    target: np.ndarray
    dist: np.ndarray
    dnext: np.ndarray | None = None  # dist[target] (the neighbour's distance on every port), when computed


def _coords(net: grid.Grid) -> Any:
    X, Y = net.coord(np.arange(net.nodes, dtype=np.int64))
    return np.asarray(X), np.asarray(Y)


def _targets(net: grid.Grid) -> np.ndarray:
    n = net.dims[0]
    X, Y = _coords(net)
    T = np.full((net.nodes, 4), -1, dtype=np.intp)
    for p, (ex, ey) in enumerate(yw.DIRS):
        tx, ty = X + ex, Y + ey
        if net.periodic:
            T[:, p] = (tx % n) * n + (ty % n)
        else:
            ok = (tx >= 0) & (tx < n) & (ty >= 0) & (ty < n)
            T[ok, p] = tx[ok] * n + ty[ok]
    return T


def _line(net: grid.Grid) -> grid.Grid:
    """One side of the n x n network as a 1-D grid (ring or path): distances add up over the sides."""
    return grid.Grid((net.dims[0],), net.periodic, "Ring" if net.periodic else "Grid")


def relay_arrays(net: grid.Grid, origin: int, reading: str = "centred", _cache: dict[str, Any] | None = None) -> Relay:
    """Which ports of every node relay ``origin``'s message (vectorized :func:`yw.relays`).

    O(n^2) time and memory per origin: offsets and distances are computed per side (length n) and
    combined; the pattern is read from :func:`yw.send_table`; the torus additional check compares
    each node's distance with its neighbour's (a shifted copy of the distance grid)."""
    n = yw.check_square(net)
    cache = _cache if _cache is not None else {}
    if "T" not in cache:
        cache["T"] = _targets(net)
        cache["line"] = _line(net)
    x0, y0 = (int(c) for c in net.coord(origin))
    ax = np.arange(n, dtype=np.int64)
    if net.periodic:
        ox, oy = yw.torus_offset(ax, x0, n, reading), yw.torus_offset(ax, y0, n, reading)
    else:
        ox, oy = ax - x0, ax - y0
    line = cache["line"]
    D = (line.distances_from(x0)[:, None] + line.distances_from(y0)[None, :]).astype(np.int32)
    R = n - 1
    rows = ((ox + R)[:, None] * (2 * R + 1) + (oy + R)[None, :]).ravel()
    send = yw.send_table(R).reshape(-1, 4)[rows]  # (n^2, 4): the pattern at every node's offset
    dist = D.reshape(n * n)
    T = cache["T"]
    dnext = dist[T]
    if net.periodic:  # the additional check against each neighbour's distance
        send &= np.asarray(yw.additional_check(dist[:, None], dnext), dtype=bool)
    else:  # trimmed at the boundary
        if "inside" not in cache or cache["inside"][0] is not yw.inside_mesh:
            X, Y = _coords(net)
            cache["inside"] = (
                yw.inside_mesh,
                np.stack([np.asarray(yw.inside_mesh(n, X + ex, Y + ey), dtype=bool) for ex, ey in yw.DIRS], axis=1),
            )
        send &= cache["inside"][1]
    return Relay(send, T, dist, dnext)


def reach_counts(net: grid.Grid, origin: int, reading: str = "centred", relay: Relay | None = None) -> np.ndarray:
    """How many times ``origin``'s message reaches each node (the origin counts itself once).

    Only nodes the message reaches relay it, once per arrival. When every relay moves away from
    the origin the counts are path counts, level by level; otherwise (a message could circulate)
    copies are followed hop by hop for ``2 * nodes`` hops, saturating at ``CAP``."""
    r = relay or relay_arrays(net, origin, reading)
    src, port = np.nonzero(r.send)
    tgt = r.target[src, port]
    counts = np.zeros(net.nodes, dtype=np.int64)
    counts[origin] = 1
    if np.all(r.dist[tgt] > r.dist[src]):
        order = np.argsort(r.dist[src], kind="stable")
        src, tgt = src[order], tgt[order]
        levels = r.dist[src]
        bounds = np.searchsorted(levels, np.arange(int(levels.max(initial=0)) + 2))
        for d in range(len(bounds) - 1):
            a, b = bounds[d], bounds[d + 1]
            if a < b:
                np.add.at(counts, tgt[a:b], counts[src[a:b]])
                np.minimum(counts, CAP, out=counts)
        return counts
    cur = counts.copy()
    for _ in range(2 * net.nodes):
        nxt = np.zeros_like(cur)
        np.add.at(nxt, tgt, cur[src])
        np.minimum(nxt, CAP, out=nxt)
        counts = np.minimum(counts + nxt, CAP)
        cur = nxt
        if not cur.any():
            break
    return counts


def is_tree(net: grid.Grid, origin: int, r: Relay) -> bool:
    """The relays form a spanning tree rooted at ``origin``: in-degree 0 there, 1 everywhere else, and
    every relay moves away from the origin (so no cycle): each node is reached exactly once. O(n^2)."""
    if int(np.count_nonzero(r.send)) != net.nodes - 1:
        return False
    tgt = r.target[r.send]
    if (tgt < 0).any():
        return False
    indeg = np.bincount(tgt, minlength=net.nodes)
    if indeg[origin] != 0 or np.count_nonzero(indeg == 1) != net.nodes - 1:
        return False
    dnext = r.dnext if r.dnext is not None else r.dist[r.target]
    return not bool((r.send & (dnext <= r.dist[:, None])).any())


def tree_check(net: grid.Grid, origin: int, reading: str = "centred", relay: Relay | None = None) -> Any:
    """``None`` when ``origin``'s message reaches every node exactly once, else ``(node, count)`` of
    the first node reached another number of times. O(n^2): when the origin has in-degree 0, every
    other node in-degree 1 and every relay moves away from the origin, the relays form a spanning
    tree; otherwise the exact counts decide."""
    r = relay or relay_arrays(net, origin, reading)
    if is_tree(net, origin, r):
        return None
    counts = reach_counts(net, origin, reading, r)
    bad = np.flatnonzero(counts != 1)
    return None if len(bad) == 0 else (int(bad[0]), int(counts[bad[0]]))


def bfs_reach(net: grid.Grid, origin: int, reading: str = "centred", limit: int = 10**6) -> dict[int, int]:
    """Naive flooding with a queue and the scalar spec (:func:`yw.relays`): arrivals per node.

    Stops after ``limit`` relays (a circulating message); the baseline of the benchmark."""
    counts = {origin: 1}
    q = deque([origin])
    steps = 0
    while q and steps < limit:
        v = q.popleft()
        steps += 1
        for u in yw.relays(net, origin, v, reading):
            counts[u] = counts.get(u, 0) + 1
            q.append(u)
    return counts


# --- all origins ----------------------------------------------------------------------------------


def port_loads(net: grid.Grid, reading: str = "centred") -> np.ndarray:
    """``L[v, p]``: messages node v relays on port p over the all-to-all broadcast (every origin)."""
    L = np.zeros((net.nodes, 4), dtype=np.int64)
    cache: dict[str, Any] = {}
    for o in range(net.nodes):
        r = relay_arrays(net, o, reading, cache)
        if is_tree(net, o, r):
            L += r.send
        else:
            L += r.send * reach_counts(net, o, reading, r)[:, None]
    return L


def channel_table(net: grid.Grid, L: np.ndarray) -> list[dict[str, Any]]:
    """Every channel (grid channel id order) with its tail, head, port and load."""
    T = _targets(net)
    rows = []
    for cid, (u, v) in enumerate(net.channels()):
        p = int(np.flatnonzero(T[u] == v)[0])
        rows.append(
            {"channel": cid, "from": list(net.coord(u)), "to": list(net.coord(v)), "port": p, "load": int(L[u, p])}
        )
    return rows


def reach_count_at(net: grid.Grid, origin: int, node: int, reading: str = "centred", limit: int = 10**6) -> int:
    """How many times ``origin``'s message reaches ``node`` by scalar flooding (:func:`yw.relays`),
    flooding only the nodes from which ``node`` can be reached (found backwards, one scalar relay
    query per neighbour): every arrival at ``node`` comes along such nodes, so the count is
    :func:`bfs_reach`'s, in O(distance) relay queries for a tree. Stops after ``limit`` relays."""
    relays = {}

    def out(v: int) -> tuple[int, ...]:
        if v not in relays:
            relays[v] = yw.relays(net, origin, v, reading)
        return relays[v]

    ancestors = {node}
    q = deque([node])
    while q:
        x = q.popleft()
        for w in set(net.neighbors(x)):
            if w not in ancestors and x in out(w):
                ancestors.add(w)
                q.append(w)
    count = 1 if origin == node else 0
    if origin not in ancestors:
        return count
    q = deque([origin])
    steps = 0
    while q and steps < limit:
        v = q.popleft()
        steps += 1
        for u in out(v):
            if u in ancestors:
                count += u == node
                q.append(u)
    return count


def load_one_channel(net: grid.Grid, u: int, p: int, reading: str = "centred") -> int:
    """Messages relayed on port p of node u, by scalar flooding from every origin (replay): each
    origin whose pattern sends on the channel adds the times its message reaches u."""
    v = int(_targets(net)[u, p])
    require(v >= 0, "channel", f"port {p} of node {u} leaves {net}")
    return sum(reach_count_at(net, o, u, reading) for o in range(net.nodes) if v in yw.relays(net, o, u, reading))


def phase_counts(D: int) -> tuple[np.ndarray, np.ndarray]:
    """Theorem 3 at node z of the infinite mesh: ``IN[d, p]`` messages of phase d arriving through
    the input channel from neighbour z - DIRS[p] (p is the direction of travel), ``OUT[d, p]``
    messages z sends on output port p at the end of phase d (phase d + 1 sends), d = 0..D.

    Scalar spec: the message of origin o at distance d arrives from neighbour w when z is among the
    pattern's choices at w and w is at distance d - 1 (every hop leaves the origin, Theorem 2)."""
    IN = np.zeros((D + 1, 4), dtype=np.int64)
    OUT = np.zeros((D + 1, 4), dtype=np.int64)
    z = (0, 0)
    for ox in range(-D, D + 1):
        for oy in range(-(D - abs(ox)), D - abs(ox) + 1):
            d = abs(ox) + abs(oy)
            for p, (ex, ey) in enumerate(yw.DIRS):
                w = (z[0] - ex, z[1] - ey)
                if d >= 1 and yw.mesh_distance(w, (ox, oy)) == d - 1 and z in yw.pattern(ox, oy, *w):
                    IN[d, p] += 1
                if (z[0] + ex, z[1] + ey) in yw.pattern(ox, oy, *z):
                    OUT[d, p] += 1
    return IN, OUT


# --- the discrete-event simulation ----------------------------------------------------------------


@dataclass(frozen=True)
class Sim:
    """A simulated all-to-all broadcast: completion times (``received``, ``stored``), the number of
    transmissions (``sent``) and ``finish[v, p]``, when the channel on port p of node v finishes its last
    message (0: never used). With ``trace`` the simulation also keeps ``tx``, rows (node, port, start,
    origin) of every transmission in the order they were scheduled (each lasts L gamma), and ``arrivals``,
    {(node, origin): first arrival time}; without it both are empty (``traced`` False)."""

    n: int
    kind: str
    timing: str
    alpha: int
    delta: int
    Lg: int
    tx: np.ndarray
    received: int
    stored: int
    arrivals: dict[tuple[int, int], int]
    truncated: bool = False  # stopped after 2 N^2 transmissions per origin (a circulating message)
    sent: int | None = None  # None: len(tx) (a record built from its transmissions)
    finish: np.ndarray = field(default_factory=lambda: np.zeros((0, 4), dtype=np.int64))
    traced: bool = True

    @property
    def completion(self) -> int:
        return self.stored if self.timing.endswith("stored") else self.received

    @property
    def transmissions(self) -> int:
        """How many transmissions the simulation made."""
        return len(self.tx) if self.sent is None else self.sent


#: Per 4-bit port mask (bit p: port p relays), the ports in increasing order.
_PORTS = tuple(tuple(p for p in range(4) if m >> p & 1) for m in range(16))

# One transmission's channel as the event loop reads it: (channel index c = v * 4 + p, the receiving input
# port's index u * 4 + p, the receiver u); the port is c % 4. u = -1 off the mesh, where no relay goes (_masks).
_Move = tuple[int, int, int]


def _moves(T: np.ndarray) -> list[tuple[_Move, ...]]:
    """``moves[v * 16 + mask]``: the channels node v sends on when its relay mask is ``mask``. O(channels)."""
    out: list[tuple[_Move, ...]] = []
    for v, row in enumerate(T.tolist()):
        ch = [(4 * v + p, 4 * u + p, u) for p, u in enumerate(row)]
        out.extend(tuple(ch[p] for p in ports) for ports in _PORTS)
    return out


def _masks(net: grid.Grid, origin: int, send: np.ndarray, T: np.ndarray) -> bytes:
    """One origin's relays as one byte per node: bit p set when the node relays on port p. A relay off
    the mesh (which the trimmed pattern never makes) is refused: there is no node to receive it."""
    off = np.flatnonzero((send & (T < 0)).any(axis=1))
    require(
        len(off) == 0,
        "reading",
        f"origin {origin}'s message is relayed off {net} at node {int(off[0]) if len(off) else -1}",
    )
    return np.packbits(send.astype(bool), axis=1, bitorder="little").tobytes()


@dataclass
class _Run:
    """What the event loop hands back (plain ints and lists)."""

    received: int
    stored: int
    sent: int
    truncated: bool
    finish: list[int]
    tx: list[tuple[int, int, int, int]]
    arrivals: dict[tuple[int, int], int]


def simulate(
    kind: str,
    n: int,
    alpha: int,
    delta: int,
    Lg: int,
    timing: str = "input-received",
    reading: str = "centred",
    origins: tuple[int, ...] | None = None,
    *,
    trace: bool = False,
) -> Sim:
    """Discrete-event all-to-all broadcast (Table 2) on the n x n ``kind`` network.

    One FIFO input buffer and one FIFO output buffer per port; an output port carries
    ``yw.MESSAGES_PER_SLOT`` message(s) at a time, each for ``Lg`` time units; switching takes
    ``delta`` where the ``timing`` reading charges it; every node starts at ``alpha``. ``origins``
    restricts the broadcast to those sources (one origin: one-to-all broadcast). ``trace`` keeps every
    transmission and arrival (``Sim.tx``, ``Sim.arrivals``); otherwise only counters are kept.

    Events are handled in the order (time, arrivals before switchings, the order they were scheduled):
    an output port's FIFO fixes each transmission's start when the message is queued, and an input
    port is fed by one channel only, whose arrivals come in the order they were sent, so its switching
    unit is settled then too. What is left to order is one switching event per arrival, kept in a bucket
    per integer time; memory grows with the channels and the messages in flight, time with the
    transmissions (about N^2).

    References
    ----------
    yang-wang-2002, Table 2 and Theorem 4."""
    require(timing in ALL_TIMINGS, "timing", f"expected one of {', '.join(ALL_TIMINGS)}")
    for name, val in (("alpha", alpha), ("delta", delta), ("Lg", Lg)):
        require(isinstance(val, int) and val >= 0, name, f"a non-negative integer, got {val!r}")
    require(Lg >= 1, "Lg", "L gamma must be >= 1")
    net = network(kind, n)
    N = net.nodes
    cache: dict[str, Any] = {}
    sources = tuple(range(N)) if origins is None else tuple(origins)
    for o in sources:
        require(isinstance(o, int) and 0 <= o < N, "origins", f"expected nodes of {net} (0..{N - 1}), got {o!r}")
    T = _targets(net)
    rows = [b""] * N  # rows[o][v]: the relay mask of node v for origin o (one byte per node and source)
    for o in sources:
        rows[o] = _masks(net, o, relay_arrays(net, o, reading, cache).send, T)
    moves = _moves(T)
    cap = max(1, int(yw.MESSAGES_PER_SLOT))
    limit = 2 * N * len(sources) + 16
    if timing.startswith("input") or timing == LENIENT:
        start = alpha + (delta if timing != LENIENT else 0)  # the injection unit switches the own message
        run = _input_loop(rows, moves, sources, alpha, start, delta, Lg, cap, limit, trace)
    else:
        run = _output_loop(rows, moves, sources, alpha, delta, Lg, cap, limit, trace)
    return Sim(
        n,
        kind,
        timing,
        alpha,
        delta,
        Lg,
        np.array(run.tx, dtype=np.int64).reshape(-1, 4),
        run.received,
        run.stored,
        run.arrivals,
        run.truncated,
        run.sent,
        np.array(run.finish, dtype=np.int64).reshape(-1, 4),
        trace,
    )


def _input_loop(
    rows: list[bytes],
    moves: list[tuple[_Move, ...]],
    sources: tuple[int, ...],
    alpha: int,
    start0: int,
    delta: int,
    Lg: int,
    cap: int,
    limit: int,
    trace: bool,
) -> _Run:
    """The "input" readings (and lenient): a node forwards a message when its input unit has switched it.

    A switching event (its time tf, the arrival time ta, the receiver, the origin) sits in bucket tf;
    events of one time run in the order of their arrivals (ta, then the order sent: a stable sort by ta
    of the bucket, whose entries were appended in the order sent). The own messages are the events of
    time ``start0`` (ta = -1: no arrival; nothing arrives before start0 + L gamma)."""
    C = len(moves) // 4
    one = cap == 1
    link: list[Any] = [0] * C if one else [[0] * cap for _ in range(C)]
    unit = [0] * C
    buckets: dict[int, list[tuple[int, int, int]]] = {start0: [(-1, v, v) for v in sources]}
    times = [start0]
    tx: list[tuple[int, int, int, int]] = []
    arrivals: dict[tuple[int, int], int] = {}
    received = stored = alpha
    sent = 0
    tf = start0
    truncated = False
    while times and not truncated:
        tf = heapq.heappop(times)
        bucket = buckets.pop(tf)
        if tf != start0:  # arrivals (the own messages are the only events of time start0)
            bucket.sort(key=_FIRST)
            received = max(received, bucket[-1][0])
            stored = tf  # the buckets come in increasing time
            if trace:
                _arrived(arrivals, bucket)
        for _, v, o in bucket:
            mask = rows[o][v]
            if not mask:
                continue
            for c, ip, u in moves[16 * v + mask]:
                if one:
                    t = link[c]
                    if t < tf:
                        t = tf
                    ta = t + Lg
                    link[c] = ta
                else:
                    lanes = link[c]
                    i = min(range(cap), key=lanes.__getitem__)
                    t = max(tf, lanes[i])
                    ta = t + Lg
                    lanes[i] = ta
                s = unit[ip]  # the receiving port's unit: fed by this channel only, in the order sent
                if s < ta:
                    s = ta
                s += delta
                unit[ip] = s
                b = buckets.get(s)
                if b is None:
                    buckets[s] = b = []
                    heapq.heappush(times, s)
                b.append((ta, u, o))
                if trace:
                    tx.append((v, c & 3, t, o))
                sent += 1
            if sent > limit:
                truncated = True
                break
    if truncated:  # arrivals up to tf were handled before the stop; their switching may be later
        for bt, entries in buckets.items():
            done = [e for e in entries if e[0] <= tf]
            if done:
                received = max(received, max(e[0] for e in done))
                stored = max(stored, bt)
                if trace:
                    _arrived(arrivals, done)
    return _Run(received, stored, sent, truncated, _finish(link, one), tx, arrivals)


def _output_loop(
    rows: list[bytes],
    moves: list[tuple[_Move, ...]],
    sources: tuple[int, ...],
    alpha: int,
    delta: int,
    Lg: int,
    cap: int,
    limit: int,
    trace: bool,
) -> _Run:
    """The "output" readings: a message is forwarded when it arrives; each output port switches (delta)
    and then transmits, FIFO. An arrival (input port index, receiver, origin) sits in the bucket of its
    time, appended in the order sent (the order events of one time run in); the own messages are the
    bucket of time alpha (input port -1: none; nothing arrives before alpha + L gamma)."""
    C = len(moves) // 4
    one = cap == 1
    link: list[Any] = [0] * C if one else [[0] * cap for _ in range(C)]
    sw = [0] * C
    unit = [0] * C
    buckets: dict[int, list[tuple[int, int, int]]] = {alpha: [(-1, v, v) for v in sources]}
    times = [alpha]
    tx: list[tuple[int, int, int, int]] = []
    arrivals: dict[tuple[int, int], int] = {}
    received = stored = alpha
    sent = 0
    truncated = False
    while times and not truncated:
        ta = heapq.heappop(times)
        bucket = buckets.pop(ta)
        arriving = ta != alpha  # the own messages are the only events of time alpha
        if arriving:
            received = ta
        for ip, v, o in bucket:
            if arriving:
                s = unit[ip]
                if s < ta:
                    s = ta
                s += delta
                unit[ip] = s
                if s > stored:
                    stored = s
                if trace:
                    key = (v, o)
                    if key not in arrivals:
                        arrivals[key] = ta
            mask = rows[o][v]
            if not mask:
                continue
            for c, ip2, u in moves[16 * v + mask]:
                r = sw[c]  # the output port's switching stage, then its link
                if r < ta:
                    r = ta
                r += delta
                sw[c] = r
                if one:
                    t = link[c]
                    if t < r:
                        t = r
                    t2 = t + Lg
                    link[c] = t2
                else:
                    lanes = link[c]
                    i = min(range(cap), key=lanes.__getitem__)
                    t = max(r, lanes[i])
                    t2 = t + Lg
                    lanes[i] = t2
                b = buckets.get(t2)
                if b is None:
                    buckets[t2] = b = []
                    heapq.heappush(times, t2)
                b.append((ip2, u, o))
                if trace:
                    tx.append((v, c & 3, t, o))
                sent += 1
            if sent > limit:
                truncated = True
                break
    return _Run(received, stored, sent, truncated, _finish(link, one), tx, arrivals)


_FIRST = itemgetter(0)


def _arrived(arrivals: dict[tuple[int, int], int], entries: list[tuple[int, int, int]]) -> None:
    """Record (receiver, origin) -> earliest arrival time of switching events (ta, receiver, origin)."""
    for ta, u, o in entries:
        key = (u, o)
        if key not in arrivals or ta < arrivals[key]:
            arrivals[key] = ta


def _finish(link: list[Any], one: bool) -> list[int]:
    """When each channel finishes its last message: its link's (or its latest lane's) free time. Every
    time of the run is at most the latest of them, which must fit the int64 arrays of :class:`Sim`."""
    finish = link if one else [max(lanes) for lanes in link]
    last = max(finish, default=0)
    require(last < 2**63, "alpha/delta/Lg", f"the simulated times reach {last}, beyond int64 (2**63 - 1)")
    return finish


def _require_trace(sim: Sim) -> None:
    require(sim.traced, "trace", "the simulation kept no transmissions: simulate(..., trace=True)")


def slot_use(sim: Sim) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """``use[m, t]``: channel id transmission m occupies in time slot t (-1 when idle), for the shared
    :func:`alltoall.checkers.properties.no_shared_resource`; and the channel list (node, port)."""
    _require_trace(sim)
    net = network(sim.kind, sim.n)
    T = _targets(net)
    horizon = int((sim.tx[:, 2].max(initial=0)) + sim.Lg) if len(sim.tx) else 0
    use = np.full((len(sim.tx), horizon), -1, dtype=np.int64)
    for m, (v, p, start, _) in enumerate(sim.tx.tolist()):
        use[m, start : start + sim.Lg] = net.channel(v, int(T[v, p]))
    return use, [(int(v), int(p)) for v, p, _, _ in sim.tx.tolist()]


def sim_schedule(sim: Sim) -> Any:
    """The simulated transmissions as a :class:`~alltoall.spec.schedule.Schedule` whose steps are time
    slots; a transfer appears in the slot it ends (delivering (origin, receiver))."""
    _require_trace(sim)
    net = network(sim.kind, sim.n)
    T = _targets(net)
    horizon = int(sim.tx[:, 2].max(initial=-1)) + sim.Lg + 1 if len(sim.tx) else 0
    steps: list[list[Any]] = [[] for _ in range(horizon)]
    for v, p, start, o in sim.tx.tolist():
        u = int(T[v, p])
        steps[start + sim.Lg - 1].append(sch.Transfer(v, u, (net.channel(v, u),), ((o, u),)))
    return sch.Schedule(tuple(sch.Step(tuple(s)) for s in steps))


# --- replayers (brute force only) ----------------------------------------------------------------
#
# What each kind reads. Values the claim fixes (the network kind, the offset reading, a relation, a
# bound's formula, a mode, the property of the pattern, Theorem 3's side and groups) are ``CLAIM``:
# replay takes them from the claim's ``subject``, never from the file. The caps admit the widest
# tier of every claim of the kind (the replays below finish well within the time cap there).

REACH_MAX_N = 801  # thm2-infinite-mesh deep: a (2R+1) x (2R+1) window, R = 400 (thm2 mesh/torus: n <= 101)
LOAD_MAX_N = 61  # Corollaries 1 and 2, deep tier
DELAY_MAX_N = 15  # Theorem 4, deep tier (a mesh is simulated up to n = 12)
DELAY_MAX_MESH_N = 12
CONTENTION_MAX_N = 11
CONTENTION_MAX_PARAM = 64  # the slot table is transmissions x time slots: alpha, delta, L gamma stay small
PHASE_MAX = 200
DISTANCE_MAX_N = 40
OFFSET_MAX = 10**6
TIME_PARAM_MAX = 10**6


def _int(d: dict[str, Any], key: str, lo: int = 0, hi: int | None = None) -> int:
    v = d[key]
    if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
        raise ParameterError(key, f"expected an integer in {lo}..{hi if hi is not None else 'inf'}, got {v!r}")
    return v


def _net(params: dict[str, Any], max_n: int) -> grid.Grid:
    kind = params["kind"]
    if kind not in ("mesh", "torus"):
        raise ParameterError("kind", f"expected mesh or torus, got {kind!r}")
    n = _int(params, "n", 2, max_n)
    return network(kind, n)


def _reading(params: dict[str, Any]) -> str:
    r = params.get("reading", "centred")
    if r not in yw.OFFSETS:
        raise ParameterError("reading", f"unknown reading {r!r}")
    return r


def _coord(net: grid.Grid, v: int) -> tuple[int, int]:
    return tuple(int(c) for c in net.coord(v))


@replayer(
    "broadcast-reach",
    params={"kind": CLAIM, "n": Nat(REACH_MAX_N, low=2), "reading": CLAIM},
    point={"origin": Nat(REACH_MAX_N**2 - 1), "node": Nat(REACH_MAX_N**2 - 1)},
)
def _replay_reach(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The origin's message reaches the node a number of times other than once (scalar flooding)."""
    net = _net(params, REACH_MAX_N)
    reading = _reading(params)
    o = _int(data, "origin", 0, net.nodes - 1)
    v = _int(data, "node", 0, net.nodes - 1)
    c = reach_count_at(net, o, v, reading)
    return (
        c != 1,
        f"{net}, origin {_coord(net, o)}: node {_coord(net, v)} is reached {c} time(s) by scalar flooding ({reading} "
        "offsets)",
    )


@replayer(
    "broadcast-load",
    params={"kind": CLAIM, "n": Nat(LOAD_MAX_N, low=2), "reading": CLAIM},
    point={"node": Nat(LOAD_MAX_N**2 - 1), "port": Nat(3), "relation": CLAIM},
)
def _replay_load(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """A channel's load breaks the claimed value (``relation`` "==", Corollary 1) or bound ("<=",
    Corollary 2): (n^2 - 1)/4 on the torus, (n^2 - 1)/2 on the mesh, by scalar flooding from every origin."""
    net = _net(params, LOAD_MAX_N)
    reading = _reading(params)
    u = _int(data, "node", 0, net.nodes - 1)
    p = _int(data, "port", 0, 3)
    relation = data["relation"]
    if relation not in ("==", "<="):
        raise ParameterError("relation", f"expected == or <=, got {relation!r}")
    v = int(_targets(net)[u, p])
    if v < 0:
        raise ParameterError("port", f"port {p} of node {_coord(net, u)} leaves {net}")
    claimed = Fraction(yw.messages_per_channel(params["kind"], net.dims[0]))
    load = load_one_channel(net, u, p, reading)
    holds = load == claimed if relation == "==" else load <= claimed
    return (not holds), (
        f"{net}: channel {_coord(net, u)} -> {_coord(net, v)} relays {load} messages; "
        f"the claim says {relation} {claimed}"
    )


#: The bounds a ``broadcast-delay`` claim states, by name: ``(kind, n, alpha, delta, L gamma) -> bound``.
DELAY_BOUNDS = {
    "thm4": lambda kind, n, a, d, g: yw.thm4_bound(n, a, d, g),
    "cor3": lambda kind, n, a, d, g: yw.cor3_bound(n, a, d, g),
    "thm1-one-to-all": lambda kind, n, a, d, g: yw.thm1_one_to_all(kind, n, a, d, g),
    "thm1-all-to-all": lambda kind, n, a, d, g: yw.thm1_all_to_all(kind, n, a, d, g),
}


@replayer(
    "broadcast-delay",
    params={
        "kind": CLAIM,
        "n": Nat(DELAY_MAX_N, low=2),
        "alpha": Nat(TIME_PARAM_MAX),
        "delta": Nat(TIME_PARAM_MAX),
        "Lg": Nat(TIME_PARAM_MAX, low=1),
        "timing": Enum(*ALL_TIMINGS),
    },
    point={"bound": CLAIM, "relation": CLAIM, "mode": CLAIM},
)
def _replay_delay(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Re-simulate: the completion time breaks the claim's bound (``bound`` names its formula,
    :data:`DELAY_BOUNDS`; ``relation`` "<=": an upper bound, Theorem 4; ">=": a lower bound,
    Theorem 1). ``mode`` "one-to-all" takes the slowest single origin."""
    kind = params["kind"]
    if kind not in ("mesh", "torus"):
        raise ParameterError("kind", f"expected mesh or torus, got {kind!r}")
    n = _int(params, "n", 2, DELAY_MAX_N if kind == "torus" else DELAY_MAX_MESH_N)
    timing = params["timing"]
    if timing not in ALL_TIMINGS:
        raise ParameterError("timing", f"unknown timing {timing!r}")
    a, d, g = (_int(params, k, 0, TIME_PARAM_MAX) for k in ("alpha", "delta", "Lg"))
    if g < 1:
        raise ParameterError("Lg", "must be >= 1")
    relation, mode, name = data["relation"], data["mode"], data["bound"]
    if relation not in ("<=", ">=") or mode not in ("all-to-all", "one-to-all"):
        raise ParameterError("relation/mode", f"unknown relation {relation!r} or mode {mode!r}")
    if name not in DELAY_BOUNDS:
        raise ParameterError("bound", f"unknown bound {name!r}; expected one of {', '.join(DELAY_BOUNDS)}")
    bound = Fraction(DELAY_BOUNDS[name](kind, n, a, d, g))
    if mode == "one-to-all":
        completion = max(simulate(kind, n, a, d, g, timing, origins=(o,)).completion for o in range(n * n))
    else:
        completion = simulate(kind, n, a, d, g, timing).completion
    broken = completion > bound if relation == "<=" else completion < bound
    return broken, (
        f"{kind} n = {n}, alpha = {a}, delta = {d}, L gamma = {g}, timing {timing}, {mode}: "
        f"simulated completion {completion}, the claim ({name}) says completion {relation} {bound}"
    )


@replayer(
    "broadcast-contention",
    params={
        "n": Nat(CONTENTION_MAX_N, low=2),
        "alpha": Nat(CONTENTION_MAX_PARAM),
        "delta": Nat(CONTENTION_MAX_PARAM),
        "Lg": Nat(CONTENTION_MAX_PARAM, low=1),
        "timing": Enum(*TIMINGS),
    },
    point={},
)
def _replay_contention(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Re-simulate and re-check the shared contention and delivery properties on the schedule."""
    n = _int(params, "n", 2, CONTENTION_MAX_N)
    timing = params["timing"]
    if timing not in TIMINGS:
        raise ParameterError("timing", f"unknown timing {timing!r}")
    a, d, g = (_int(params, k, 0, CONTENTION_MAX_PARAM) for k in ("alpha", "delta", "Lg"))
    if g < 1:
        raise ParameterError("Lg", "must be >= 1")
    sim = simulate("torus", n, a, d, g, timing, trace=True)
    use, _ = slot_use(sim)
    v = props.no_shared_resource(use, what="channel", step="slot", prop="contention-free") or props.schedule_delivers(
        sim_schedule(sim), n * n
    )
    where = f"{n} x {n} torus, alpha = {a}, delta = {d}, L gamma = {g}, {timing}"
    return v is not None, (
        f"{where}: {v.message}"
        if v
        else f"{where}: no channel carries two messages in a slot; every message delivered once"
    )


@replayer("broadcast-phase", params={}, point={"phase": Nat(PHASE_MAX), "port": Nat(3), "side": CLAIM})
def _replay_phase(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Theorem 3's per-channel count fails at phase d on direction p (infinite mesh, scalar); ``side``
    (the claim's: "in" received in phase d, "out" sent at its end)."""
    d = _int(data, "phase", 0, PHASE_MAX)
    p = _int(data, "port", 0, 3)
    side = data["side"]
    if side not in ("in", "out"):
        raise ParameterError("side", f"expected in or out, got {side!r}")
    if side == "in" and d < 1:
        raise ParameterError("phase", "messages are received from phase 1 on")
    IN, OUT = phase_counts(d)
    got = int((IN if side == "in" else OUT)[d, p])
    want = d if side == "in" else d + 1
    return got != want, f"phase {d}: {got} messages {side} on direction {yw.DIRS[p]}, the theorem says {want}"


_XY = ListOf(Nat(DISTANCE_MAX_N - 1), 2, min_len=2)


@replayer("formula-distance", params={"kind": CLAIM, "n": Nat(DISTANCE_MAX_N, low=2)}, point={"from": _XY, "to": _XY})
def _replay_distance(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The printed distance formula disagrees with BFS on the network (re-computed)."""
    net = _net(params, DISTANCE_MAX_N)
    n = net.dims[0]
    p1, p2 = data["from"], data["to"]
    for p in (p1, p2):
        if not (
            isinstance(p, list)
            and len(p) == 2
            and all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < n for c in p)
        ):
            raise ParameterError("from/to", f"expected [x, y] inside {net}, got {p!r}")
    import networkx as nx

    b = nx.shortest_path_length(net.graph(), net.node(tuple(p1)), net.node(tuple(p2)))
    if net.periodic:
        f = yw.torus_distance(tuple(p1), tuple(p2), n)
    elif (p1, p2) == ([0, 0], [3, 3]):  # the paper's example, (-1, -1) and (2, 2) shifted into the mesh
        f = yw.mesh_distance((-1, -1), (2, 2))
        return (
            f != 6 or b != 6
        ), f"dist((-1, -1), (2, 2)) = {f} by the formula, {b} by BFS on the {net}; the slides say 6"
    else:
        f = yw.mesh_distance(tuple(p1), tuple(p2))
    return f != b, f"{net}: formula dist({tuple(p1)}, {tuple(p2)}) = {f}, BFS {b}"


_OFFSET = Nat(OFFSET_MAX, low=-OFFSET_MAX)
#: The properties of the pattern at one offset a ``pattern-generic`` claim states (its ``property``).
PATTERN_PROPERTIES = ("generic", "leaving", "fanout")


@replayer("pattern-generic", params={"dx": _OFFSET, "dy": _OFFSET, "property": CLAIM}, point={})
def _replay_pattern(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The claim's property of the pattern at one offset of the infinite mesh fails, re-evaluated from
    the spec: ``generic`` (on the axes and at the origin, Case 3 with I(0) = +-1 gives the printed
    cases), ``leaving`` (every target one hop farther from the origin), ``fanout`` (4 distinct
    neighbours at the origin, 2 on its axes, 1 elsewhere)."""
    dx, dy, prop = params["dx"], params["dy"], params["property"]
    for v in (dx, dy):
        if isinstance(v, bool) or not isinstance(v, int) or abs(v) > OFFSET_MAX:
            raise ParameterError("dx/dy", f"expected an integer offset, got {v!r}")
    if prop not in PATTERN_PROPERTIES:
        raise ParameterError("property", f"unknown property {prop!r}; expected one of {', '.join(PATTERN_PROPERTIES)}")
    t = yw.pattern(0, 0, dx, dy)
    if prop == "generic":
        if dx and dy:
            raise ParameterError(
                "dx/dy",
                f"offset ({dx}, {dy}) is off the axes: the generic form is claimed on the axes and at the origin",
            )
        ixs = [yw.I(dx)] if dx else [1, -1]
        iys = [yw.I(dy)] if dy else [1, -1]
        gen = {yw.case3_generic(0, 0, dx, dy, a, b) for a in ixs for b in iys}
        ok = gen == set(t)
        return (
            not ok
        ), f"offset ({dx}, {dy}): the printed cases give {sorted(set(t))}, Case 3 with I(0) = +-1 gives {sorted(gen)}"
    if prop == "leaving":
        far = [yw.mesh_distance(u, (0, 0)) for u in t]
        ok = all(x == abs(dx) + abs(dy) + 1 for x in far)
        return (not ok), (
            f"offset ({dx}, {dy}) at distance {abs(dx) + abs(dy)}: pattern {list(t)} at distances {far} from the origin"
        )
    want = 4 if dx == dy == 0 else 2 if (dx == 0 or dy == 0) else 1
    adjacent = all(yw.mesh_distance(u, (dx, dy)) == 1 for u in t)
    ok = len(set(t)) == want and adjacent
    return (not ok), (
        f"offset ({dx}, {dy}): pattern {list(t)}; {len(set(t))} distinct neighbours (expected {want}), "
        f"all adjacent: {adjacent}"
    )


#: Theorem 3's proof as printed: group -> (the k-neighbour's offset from the relaying node (x0, y0) as a
#: function of (l, k), l = 0..k; the 1-neighbour relaying the group's messages if k is even; if k is odd).
THM3_GROUPS = {
    "I": (lambda l, k: (l, k - l), (-1, 0), (0, -1)),
    "II": (lambda l, k: (-k + l, l), (0, -1), (1, 0)),
    "III": (lambda l, k: (-k + l, -l), (1, 0), (0, 1)),
    "IV": (lambda l, k: (l, -k + l), (0, 1), (-1, 0)),
}


@replayer("pattern-group", params={"dx": _OFFSET, "dy": _OFFSET}, point={"group": Enum(*THM3_GROUPS)})
def _replay_group(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Theorem 3's proof: the node at offset (dx, dy) from the origin (the origin a k-neighbour of it in
    ``group``) does not relay the origin's message to the 1-neighbour printed for the group and k's parity."""
    dx, dy, groups, name = params["dx"], params["dy"], THM3_GROUPS, data["group"]
    for v in (dx, dy):
        if isinstance(v, bool) or not isinstance(v, int) or abs(v) > OFFSET_MAX:
            raise ParameterError("dx/dy", f"expected an integer offset, got {v!r}")
    if name not in groups:
        raise ParameterError("group", f"unknown group {name!r}; expected one of {', '.join(groups)}")
    ox, oy = -dx, -dy
    k = abs(ox) + abs(oy)
    off, even, odd = groups[name]
    if k < 1 or not any(tuple(off(l, k)) == (ox, oy) for l in range(k + 1)):
        raise ParameterError(
            "group", f"the origin at offset ({ox}, {oy}) from the node is not a k-neighbour in Group {name}"
        )
    relay = even if k % 2 == 0 else odd
    t = yw.pattern(ox, oy, 0, 0)
    return relay not in t, (
        f"k = {k}, Group {name}: the origin at offset ({ox}, {oy}) from the node is relayed to {list(t)}; "
        f"the proof prints {relay}"
    )
