"""The step-level simulator of complete-exchange schedules on rings and tori (liu-gu-2006).

:func:`simulate` replays a schedule (either form of :mod:`alltoall.spec.algorithms.liu_gu`) one step
at a time and measures what Sects. III-V speak of: delivery of every message exactly once, per-channel
loads, path lengths against the torus distance, steps (``t_s``), transmission cost (``m t_w``),
rearrangements (``m rho``) and idle channels. :func:`naive_simulate` is the independent per-message
baseline; the replayers of the liu-gu-2006 witness kinds live here (no solver).

>>> rep = simulate_algorithm("ar", 8)
>>> rep.ok, rep.steps, rep.cost, rep.all_shortest
(True, 4, 8, True)

References
----------
liu-gu-2006, Sects. III-V (AR, AT2, Lemmas 1-4, Table II).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from alltoall.checkers import properties
from alltoall.checkers.point import CLAIM, Enum, ListOf, Nat
from alltoall.checkers.replay import replayer
from alltoall.spec import schedule as sched
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import ParameterError, require
from alltoall.spec.topologies import grid

__all__ = [
    "NaiveReport",
    "PROPERTIES",
    "REPLAY_LIMIT",
    "RIVALS",
    "Report",
    "SIDES",
    "TERMS",
    "ar_step_bundles",
    "naive_simulate",
    "phase1_gather_defect",
    "simulate",
    "simulate_algorithm",
]


@dataclass
class Report:
    """What :func:`simulate` measured; ``violation`` is the first defect found (None = none)."""

    network: str
    steps: int = 0
    cost: int = 0
    step_max: list[int] = field(default_factory=list)
    step_max_by_dim: list[tuple[int, ...]] = field(default_factory=list)  # largest bundle per dimension's channels
    phase_starts: tuple[int, ...] = (0,)
    loads: np.ndarray | None = None  # (steps, channels) when kept
    link_totals: np.ndarray | None = None
    idle: list[int] = field(default_factory=list)  # channels carrying nothing, per step
    rearrangement: list[int] = field(default_factory=list)  # per phase start
    delivered: bool = False
    contention_free: bool = True
    all_shortest: bool = False
    longest_detour: int = 0
    violation: properties.Violation | None = None
    detour_example: dict[str, int] | None = None
    snapshots: dict[int, np.ndarray] = field(default_factory=dict)
    unit_form: bool = False  # some steps listed units of messages (liu_gu.unit_steps)
    settled: bool = True  # False: the unit form cannot decide delivery (see simulate); replay the plain form

    @property
    def ok(self) -> bool:
        return self.violation is None and self.delivered and self.contention_free and self.settled

    @property
    def fully_utilized(self) -> bool:
        return not any(self.idle)

    def phase_costs(self) -> list[int]:
        """Transmission cost of each phase (sum over its steps of the largest bundle)."""
        b = list(self.phase_starts) + [self.steps]
        return [sum(self.step_max[b[i] : b[i + 1]]) for i in range(len(b) - 1)]

    def phase_costs_by_dim(self) -> list[tuple[int, ...]]:
        """Per phase, per dimension: the cost of that dimension's channels alone (rings run independently)."""
        b = list(self.phase_starts) + [self.steps]
        return [
            tuple(sum(s[k] for s in self.step_max_by_dim[b[i] : b[i + 1]]) for k in range(len(self.step_max_by_dim[0])))
            for i in range(len(b) - 1)
        ]


def _violation(report: Report, prop: str, message: str, **where: Any) -> None:
    if report.violation is None:
        report.violation = properties.Violation(prop, message, where)


def simulate(
    plan: liu_gu.Plan, steps: Iterable[liu_gu.ArrayStep], *, keep_loads: bool = False, snapshot_at: Iterable[int] = ()
) -> Report:
    """Replay ``steps`` on ``plan.network`` and measure everything the claims read.

    ``steps`` may be in the plain form (one entry per message) or in the unit form
    (:func:`alltoall.spec.algorithms.liu_gu.unit_steps`: one entry per unit of messages moving
    together). In the unit form the units are followed step by step (each sent only by the node
    holding it, at most once per step) and every message is followed through its unit: at each
    change of units every message's node and hop count are taken from its old unit, and every unit
    of the new table must hold messages of one node only. The unit form does not see a message
    that reaches its destination and moves on; a message whose walk is no longer than its distance
    cannot have done so (its walk is a shortest path), otherwise the report is not ``settled`` and
    :func:`simulate_algorithm` replays the plain form.

    ``snapshot_at``: steps at whose start the location of every message is kept (``report.snapshots``,
    indexed by message id ``source * N + destination``; a message that has arrived stays at its
    destination)."""
    g = plan.network
    N = g.nodes
    chans = g.channels()
    tails = np.array([u for u, _ in chans], dtype=np.int64)
    heads = np.array([v for _, v in chans], dtype=np.int64)
    C = len(chans)
    nodes = np.arange(N, dtype=np.int32)
    msgs = _Messages(N)  # where every message is and its hops, streamed while unit tables carry them
    # per message (the plain form's arrays), read from msgs or allocated when a step in the plain form comes
    loc = hops = stamp = dest_of = none = np.zeros(0, dtype=np.int32)
    rep = Report(network=str(g), phase_starts=tuple(plan.phase_starts))
    chan_dim = liu_gu.channel_ports(g)[2]
    link_totals = np.zeros(C, dtype=np.int64)
    loads = []
    starts = set(plan.phase_starts)
    snaps = set(snapshot_at)
    units: _Table | None = None  # the unit table in force (None: plain form)
    uloc = uhops = ustamp = np.zeros(0, dtype=np.int32)

    def held() -> np.ndarray:  # messages held by every node
        if units is None:
            return np.bincount(msgs.plain()[0], minlength=N)
        return np.bincount(np.maximum(uloc, 0), weights=units.sizes, minlength=N).astype(np.int64)  # empty units: -1

    t = -1
    for t, st in enumerate(steps):
        if st.units is not units:
            if units is not None:
                msgs.push(units, uloc, uhops)  # every message takes its unit's node and hops
            units = st.units
            loc = hops = none  # (the plain form's arrays are read again from msgs)
            if units is not None:
                rep.unit_form = True
                uloc, apart = msgs.into(units)
                if apart is not None:
                    k, at_k, u = apart
                    rep.settled = False
                    _violation(
                        rep,
                        "causality",
                        f"step {t}: unit {u} holds M^{k // N}_{k % N} at node "
                        f"{at_k} and messages at node {int(uloc[u])}",
                        step=t,
                        source=k // N,
                        destination=k % N,
                    )
                uhops = np.zeros(units.count, dtype=np.int32)
                ustamp = np.zeros(units.count, dtype=np.int32)
        if t in snaps:
            rep.snapshots[t] = msgs.plain()[0].copy() if units is None else msgs.where(units, uloc)
        if t in starts:
            rep.rearrangement.append(int(held().max()))  # self message stays at its node
        sizes = st.sizes
        # paths are contiguous channel walks from src to dst
        if st.paths.size:
            bad = np.flatnonzero(tails[st.paths[:, 0]] != st.src)
            for h in range(1, st.paths.shape[1]):
                bad = np.union1d(bad, np.flatnonzero(tails[st.paths[:, h]] != heads[st.paths[:, h - 1]]))
            bad = np.union1d(bad, np.flatnonzero(heads[st.paths[:, -1]] != st.dst))
            if len(bad):
                i = int(bad[0])
                _violation(
                    rep,
                    "path",
                    f"step {t}: transfer {int(st.src[i])} -> {int(st.dst[i])} does not follow channels",
                    step=t,
                    transfer=i,
                )
        # contention: no channel used by two transfers in the step (the shared property)
        flat = st.paths.reshape(-1)
        use = np.bincount(flat, minlength=C) if flat.size else np.zeros(C, dtype=np.int64)
        if (use > 1).any():
            rep.contention_free = False
            v = properties.no_shared_resource(flat.reshape(-1, 1), what="channel", prop="contention-free")
            ch = int(np.flatnonzero(use > 1)[0])
            _violation(
                rep,
                "contention-free",
                f"step {t}: channel {chans[ch][0]} -> {chans[ch][1]} is used by "
                f"{int(use[ch])} transfers" + (f" ({v.message})" if v else ""),
                step=t,
                channel=ch,
                tail=int(chans[ch][0]),
                head=int(chans[ch][1]),
            )
        # loads: each transfer's bundle on each of its channels
        load = np.zeros(C, dtype=np.int64)
        if flat.size:
            np.add.at(load, st.paths, sizes[:, None])
        m = int(load.max(initial=0))
        rep.step_max.append(m)
        rep.step_max_by_dim.append(tuple(int(load[chan_dim == k].max(initial=0)) for k in range(g.ndim)))
        rep.cost += m
        rep.idle.append(int((load == 0).sum()))
        link_totals += load
        if keep_loads:
            loads.append(load)
        if not st.msgs.size:
            continue
        # causality: a message (unit) is sent only by the node holding it, once per step
        items = st.msgs.astype(np.intp, copy=False)  # numpy gathers and scatters fastest with intp indices
        holder = st.src[st.tid]
        if units is None:
            if not loc.size:
                loc, hops = msgs.plain()
            if not stamp.size:
                stamp = np.zeros(N * N, dtype=np.int32)
                dest_of = np.tile(nodes, N)
            at, stamps = loc, stamp
        else:
            at, stamps = uloc, ustamp
        cur = at[items]
        order = np.arange(len(items), dtype=np.int32)
        stamps[items] = order
        dup = np.flatnonzero(stamps[items] != order)
        wrong = np.flatnonzero(cur != holder)
        if units is None:
            if len(wrong):
                k = int(items[wrong[0]])
                _violation(
                    rep,
                    "causality",
                    f"step {t}: node {int(holder[wrong[0]])} sends M^{k // N}_{k % N} "
                    f"but that message is at node {int(loc[k])}",
                    step=t,
                    source=k // N,
                    destination=k % N,
                )
            if len(dup):
                k = int(items[dup[0]])
                _violation(
                    rep,
                    "causality",
                    f"step {t}: M^{k // N}_{k % N} is sent twice",
                    step=t,
                    source=k // N,
                    destination=k % N,
                )
            left = np.flatnonzero(cur == dest_of[items])
            if len(left):
                k = int(items[left[0]])
                _violation(
                    rep,
                    "delivers-every-message",
                    f"step {t}: M^{k // N}_{k % N} leaves its destination",
                    step=t,
                    source=k // N,
                    destination=k % N,
                )
            hops[items] += st.paths.shape[1]
        else:
            if len(wrong):
                u = int(items[wrong[0]])
                _violation(
                    rep,
                    "causality",
                    f"step {t}: node {int(holder[wrong[0]])} sends unit {u} but that unit is at node {int(uloc[u])}",
                    step=t,
                    unit=u,
                )
            if len(dup):
                _violation(
                    rep,
                    "causality",
                    f"step {t}: unit {int(items[dup[0]])} is sent twice",
                    step=t,
                    unit=int(items[dup[0]]),
                )
            uhops[items] += st.paths.shape[1]
        at[items] = st.dst[st.tid]
    if units is not None:
        msgs.push(units, uloc, uhops)
    rep.steps = t + 1
    rep.link_totals = link_totals
    if keep_loads:
        rep.loads = np.array(loads).reshape(rep.steps, C)
    end = msgs.summary(g)
    if end.missing is not None:
        k, at_k = end.missing
        _violation(
            rep,
            "delivers-every-message",
            f"M^{k // N}_{k % N} ends at node {at_k}, not at {k % N}",
            source=k // N,
            destination=k % N,
            at=at_k,
        )
    # a message never leaves its destination (checked every step) and ends there: it arrived exactly once
    left_dest = rep.violation is not None and "leaves its destination" in rep.violation.message
    rep.delivered = end.missing is None and not left_dest
    rep.all_shortest = bool(rep.delivered and end.all_shortest)
    rep.longest_detour = end.longest_detour
    if end.detour_example is not None:
        rep.detour_example = end.detour_example
        if rep.unit_form:
            rep.settled = False
    return rep


_Table = liu_gu.Units | liu_gu.UnitRule


@dataclass
class _End:
    """What the end of a simulation reads off every message (:meth:`_Messages.summary`)."""

    missing: tuple[int, int] | None  # the first message not at its destination, and where it is
    all_shortest: bool  # every message's hops equal its distance
    longest_detour: int  # the largest hops - distance (0 when none is positive)
    detour_example: dict[str, int] | None  # the first message with the longest detour, when positive


class _Messages:
    """Every message's node and hop count (message id = source * N + destination), kept as a base and
    the unit tables finished on top of it: the base is None (every message at its source, no hop) or
    arrays over every message (the plain form); each finished table adds its units' final nodes and
    hops. While unit tables carry the messages, no array over every message is kept: each question
    is answered a block of sources at a time (:func:`alltoall.spec.algorithms.liu_gu.message_blocks`)."""

    def __init__(self, N: int) -> None:
        self.N = N
        self.base: tuple[np.ndarray, np.ndarray] | None = None
        self.chain: list[tuple[_Table, np.ndarray, np.ndarray]] = []

    def push(self, units: _Table, uloc: np.ndarray, uhops: np.ndarray) -> None:
        """A finished table: its messages take their units' nodes (``uloc``) and add their hops."""
        self.chain.append((units, uloc, uhops))

    def state(self, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
        """(node, hops) of messages ``lo`` .. ``hi - 1`` (int32 arrays of the block)."""
        if self.base is None:
            hops = np.zeros(hi - lo, dtype=np.int32)
        else:
            hops = self.base[1][lo:hi].copy()
        # (unit ids are range-checked when a table comes in: gathers need no bounds check, "clip")
        for units, _, uhops in self.chain:
            hops += uhops.take(_units_of(units, lo, hi, self.N), mode="clip")
        return self.nodes(lo, hi), hops

    def nodes(self, lo: int, hi: int) -> np.ndarray:
        """The node of messages ``lo`` .. ``hi - 1`` (int32): that of its last table's unit, else the base's."""
        if self.chain:
            units, uloc, _ = self.chain[-1]
            return uloc.take(_units_of(units, lo, hi, self.N), mode="clip")
        if self.base is None:
            return np.repeat(np.arange(lo // self.N, hi // self.N, dtype=np.int32), self.N)
        return self.base[0][lo:hi].copy()

    def plain(self) -> tuple[np.ndarray, np.ndarray]:
        """Every message's node and hops as arrays (the plain form updates them in place)."""
        if self.base is None or self.chain:
            parts = [self.state(lo, hi) for lo, hi in liu_gu.message_blocks(self.N)]
            self.base = (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]))
            self.chain = []
        return self.base

    def into(self, units: _Table) -> tuple[np.ndarray, tuple[int, int, int] | None]:
        """A new table: every unit's node (that of its messages; -1 for an empty unit) and, when some unit
        holds messages of two nodes, (message, its node, its unit) of the first message whose node is not
        its unit's (the unit's node is its last message's, as one scatter over every message gives)."""
        _check_table(units, self.N)
        uloc = np.full(units.count, -1, dtype=np.int32)
        blocks = liu_gu.message_blocks(self.N)
        apart = False
        for lo, hi in blocks:  # the first message of each unit sets its node; any other node is a defect
            loc = self.nodes(lo, hi)
            u = _units_of(units, lo, hi, self.N)
            new = uloc.take(u, mode="clip") < 0
            uloc[u[new][::-1]] = loc[new][::-1]  # (reversed: the first of a unit's messages in the block writes last)
            apart = apart or bool((uloc.take(u, mode="clip") != loc).any())
        if not apart:
            return uloc, None
        for lo, hi in blocks:  # a defect: the last message of each unit sets its node, as the scatter does
            uloc[_units_of(units, lo, hi, self.N)] = self.nodes(lo, hi)
        for lo, hi in blocks:
            loc = self.nodes(lo, hi)
            u = _units_of(units, lo, hi, self.N)
            bad = np.flatnonzero(uloc.take(u, mode="clip") != loc)
            if len(bad):
                i = int(bad[0])
                return uloc, (lo + i, int(loc[i]), int(u[i]))
        raise AssertionError("a unit with messages of two nodes was seen once but not twice")  # pragma: no cover

    def where(self, units: _Table, uloc: np.ndarray) -> np.ndarray:
        """Every message's node while ``units`` (at ``uloc``) carries it (an array over every message)."""
        return np.concatenate(
            [uloc.take(_units_of(units, lo, hi, self.N), mode="clip") for lo, hi in liu_gu.message_blocks(self.N)]
        )

    def summary(self, g: grid.Grid) -> _End:
        """Delivery and detours of every message, a block at a time (distances from the coordinates)."""
        N = self.N
        coords = [np.asarray(x, dtype=np.int32) for x in g.coord(np.arange(N))]
        missing: tuple[int, int] | None = None
        shortest = True
        longest, example = 0, None
        for lo, hi in liu_gu.message_blocks(N):
            loc, hops = self.state(lo, hi)
            s = np.arange(lo // N, hi // N)
            dist = _distance_block(g, coords, s)
            own = (np.arange(lo, hi) // N) == (np.arange(lo, hi) % N)  # the dummy self message is no message
            if missing is None:
                away = np.flatnonzero((loc != np.tile(np.arange(N, dtype=np.int32), len(s))) & ~own)
                if len(away):
                    missing = (lo + int(away[0]), int(loc[away[0]]))
            detour = hops - dist
            detour[own] = 0
            shortest = shortest and not detour.any()
            top = int(detour.max(initial=0))
            if top > longest:
                i = int(np.argmax(detour))
                longest = top
                example = {"source": (lo + i) // N, "destination": (lo + i) % N, "hops": int(hops[i])}
                example["distance"] = int(dist[i])
        return _End(missing, shortest, longest, example)


def _check_table(units: _Table, N: int) -> None:
    """A unit table names a unit in 0..count - 1 for each of the N^2 messages."""
    if isinstance(units, liu_gu.Units):
        require(units.unit_of.shape == (N * N,), "units", f"expected a unit for each of the {N * N} messages")
        require(
            bool(units.unit_of.min() >= 0) and bool(units.unit_of.max() < units.count),
            "units",
            f"unit ids outside 0..{units.count - 1}",
        )
        return
    require(units.nodes == N, "units", f"expected a unit for each of the {N * N} messages")  # blocks: _units_of


def _units_of(units: _Table, lo: int, hi: int, N: int) -> np.ndarray:
    """The units (intp) of messages ``lo`` .. ``hi - 1``; a rule's block is checked as it comes."""
    u = units.block(lo, hi).astype(np.intp, copy=False)
    if isinstance(units, liu_gu.UnitRule):
        require(u.shape == (hi - lo,), "units", f"expected a unit for each of the {N * N} messages")
        require(
            not u.size or (bool(u.min() >= 0) and bool(u.max() < units.count)),
            "units",
            f"unit ids outside 0..{units.count - 1}",
        )
    return u


def _distance_block(g: grid.Grid, coords: list[np.ndarray], sources: np.ndarray) -> np.ndarray:
    """The hop distance from each of ``sources`` to every node, flattened (int32, row-major as message ids)."""
    total = np.zeros((len(sources), g.nodes), dtype=np.int32)
    for x, n in zip(coords, g.dims):
        dx = np.abs(x[sources][:, None] - x[None, :])
        total += np.minimum(dx, n - dx) if g.periodic else dx
    return total.reshape(-1)


def simulate_algorithm(
    algorithm: str,
    *sizes: int,
    reading: liu_gu.ARReading | None = None,
    keep_loads: bool = False,
    snapshot_at: Iterable[int] = (),
    fast: bool = True,
) -> Report:
    """Simulate ``liu_gu`` AR (``"ar", p``) or AT2 (``"at2", r, c``) under a reading.

    ``fast``: simulate the unit form (:func:`~alltoall.spec.algorithms.liu_gu.unit_steps`) first and
    keep its report when the schedule is sound (every message delivered along a shortest path, no
    contention); otherwise, or with ``fast=False``, simulate the plain form."""
    reading = reading or liu_gu.LISTING
    plan = liu_gu.plan_of(algorithm, *sizes, reading=reading)
    if fast:
        rep = simulate(
            plan, liu_gu.unit_steps(algorithm, *sizes, reading=reading), keep_loads=keep_loads, snapshot_at=snapshot_at
        )
        if not rep.unit_form or (rep.ok and rep.settled and rep.all_shortest):
            return rep
    # a defect found in the unit form is reported as the plain form shows it (every message, every step)
    return simulate(
        plan, liu_gu.array_steps(algorithm, *sizes, reading=reading), keep_loads=keep_loads, snapshot_at=snapshot_at
    )


# --- the naive per-message baseline ---------------------------------------------------------------


@dataclass
class NaiveReport:
    steps: int
    cost: int
    delivered: bool
    contention_free: bool
    all_shortest: bool
    rearrangement: list[int]


def naive_simulate(schedule: sched.Schedule, g: grid.Grid, phase_starts: Iterable[int] = (0,)) -> NaiveReport:
    """Per-message simulation with dicts: the independent baseline of :func:`simulate`."""
    chans = g.channels()
    where: dict[tuple[int, int], int] = {(s, d): s for s in range(g.nodes) for d in range(g.nodes) if s != d}
    hops: dict[tuple[int, int], int] = {m: 0 for m in where}
    ok = free = True
    cost = 0
    rearr = []
    starts = set(phase_starts)
    for t, st in enumerate(schedule.steps):
        if t in starts:
            count: dict[int, int] = {}
            for v in where.values():
                count[v] = count.get(v, 0) + 1
            rearr.append(max(count.get(v, 0) + 1 for v in range(g.nodes)))
        used: dict[int, int] = {}
        for tr in st.transfers:
            node = tr.src
            for ch in tr.path:
                if chans[ch][0] != node:
                    ok = False
                node = chans[ch][1]
                used[ch] = used.get(ch, 0) + 1
            if node != tr.dst:
                ok = False
            for msg in tr.messages:
                if where.get(msg) != tr.src or where[msg] == msg[1]:
                    ok = False
                where[msg] = tr.dst
                hops[msg] += len(tr.path)
        if any(v > 1 for v in used.values()):
            free = False
        load: dict[int, int] = {}
        for tr in st.transfers:
            for ch in tr.path:
                load[ch] = load.get(ch, 0) + len(tr.messages)
        cost += max(load.values(), default=0)
    delivered = ok and all(v == m[1] for m, v in where.items())
    shortest = delivered and all(hops[m] == g.distance(*m) for m in where)
    return NaiveReport(len(schedule.steps), cost, delivered, free, shortest, rearr)


# --- witnesses and their replay -------------------------------------------------------------------

REPLAY_LIMIT = {"ar": 4096, "at2": 1024}  # nodes


#: The sides a witness may name: AR's p up to 1024 (the deep tier), a torus side up to 64 (the deep
#: tier); a point over :data:`REPLAY_LIMIT` nodes is refused by the replayer.
SIDES = ListOf(Nat(cap=1024, low=1), max_len=2, min_len=1)
PROPERTIES = ("delivers", "contention-free", "shortest", "fully-utilized", "step-bundles", "phase1-gathers")


def _sizes_from(params: dict[str, Any]) -> tuple[str, tuple[int, ...], liu_gu.ARReading]:
    alg = params.get("algorithm")
    if alg not in ("ar", "at2"):
        raise ParameterError("algorithm", f"expected 'ar' or 'at2', got {alg!r}")
    sizes = params.get("sizes")
    if not isinstance(sizes, list) or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in sizes):
        raise ParameterError("sizes", "expected a list of positive integers")
    require(len(sizes) == (1 if alg == "ar" else 2), "sizes", f"{alg} takes {1 if alg == 'ar' else 2} sizes")
    nodes = int(np.prod(sizes))
    require(nodes <= REPLAY_LIMIT[alg], "sizes", f"{nodes} nodes is more than replay handles ({REPLAY_LIMIT[alg]})")
    return alg, tuple(sizes), liu_gu.reading(params.get("reading", "listing"))


def ar_step_bundles(p: int) -> list[int]:
    """The largest bundle of each step of AR as the proof of Lemma 2 counts them: ceil(p/4), then
    (floor(p/4) - k) + (ceil(p/4) - 1 - k) in Stage 2 and (ceil(p/4) - 1 - k) + (floor(p/4) - 1 - k) in Stage 3."""
    f, c = p // 4, -(-p // 4)
    return [c] + [(f - k) + (c - 1 - k) for k in range(f)] + [(c - 1 - k) + (f - 1 - k) for k in range(c - 1)]


def phase1_gather_defect(r: int, c: int, reading: liu_gu.ARReading | None = None) -> str | None:
    """What is wrong with the messages every node of the ``r`` x ``c`` torus holds after Phase 1 of AT2
    (Sect. IV-B, IV-C, proof of Lemma 3), or None: each node must hold rc messages, all from itself or its
    eight surrounding nodes and all destined for its own group; per logical destination of its ring (row
    ring: G00, G11; column ring: G01, G10) three columns (rows) for itself, one for the opposite node and
    two for every other node."""
    g = liu_gu.at2_plan(r, c, reading=reading or liu_gu.LISTING).network
    N = g.nodes
    rep = simulate_algorithm("at2", r, c, reading=reading, snapshot_at=(2,))
    if 2 not in rep.snapshots:
        return f"the schedule has {rep.steps} step(s): there is no end of Phase 1"
    loc = rep.snapshots[2]
    ids = np.arange(N * N)
    s, d = ids // N, ids % N
    (sx, sy), (hx, hy), (dx, dy) = g.coord(s), g.coord(loc), g.coord(d)
    near = (np.minimum((hx - sx) % r, (sx - hx) % r) <= 1) & (np.minimum((hy - sy) % c, (sy - hy) % c) <= 1)
    same = ((hx - dx) % 2 == 0) & ((hy - dy) % 2 == 0)
    held = np.bincount(loc, minlength=N)
    bad = np.flatnonzero(~(near & same))
    if len(bad):
        k = int(bad[0])
        return f"M^{k // N}_{k % N} sits at node {int(loc[k])} after Phase 1"
    if (held != r * c).any():
        v = int(np.flatnonzero(held != r * c)[0])
        return f"node {v} holds {int(held[v])} messages after Phase 1, not rc = {r * c}"
    row_ring = (hx % 2) == (hy % 2)
    off = np.where(row_ring, (dy - hy) % c, (dx - hx) % r)
    n_side = np.where(row_ring, c, r)
    unit = np.where(row_ring, r, c)
    mult = np.where(off == 0, 3, np.where(off == n_side // 2, 1, 2))
    key = loc * max(r, c) + off
    cnt = np.bincount(key, minlength=N * max(r, c))[key]
    if (cnt != unit * mult).any():
        k = int(np.flatnonzero(cnt != unit * mult)[0])
        return (
            f"node {int(loc[k])} holds {int(cnt[k])} messages for offset {int(off[k])} of its logical ring, "
            f"not {int(unit[k] * mult[k])}"
        )
    return None


@replayer("exchange-schedule", params={"algorithm": CLAIM, "sizes": SIDES, "reading": CLAIM}, point={"property": CLAIM})
def _replay_schedule(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Re-simulate the claim's algorithm (under the claim's reading) at the witness's sizes; the claim's
    property must still fail there."""
    alg, sizes, rd = _sizes_from(params)
    prop = data.get("property")
    if prop not in PROPERTIES:
        raise ParameterError("property", f"unknown property {prop!r}; expected one of {', '.join(PROPERTIES)}")
    if prop in ("step-bundles",) and alg != "ar":
        raise ParameterError("property", f"{prop} is a property of AR, not of {alg.upper()}")
    if prop == "phase1-gathers":
        require(alg == "at2", "property", f"{prop} is a property of AT2, not of {alg.upper()}")
        liu_gu.at2_plan(*sizes, reading=rd)  # refuses sizes AT2 is not defined on
    name = f"{alg.upper()}{sizes} ({rd})"
    if prop == "phase1-gathers":
        what = phase1_gather_defect(*sizes, reading=rd)
        return (True, f"{name}: {prop} fails: {what}") if what else (False, f"{name}: {prop} holds")
    rep = simulate_algorithm(alg, *sizes, reading=rd)
    if prop == "delivers":
        fails = not rep.delivered or (rep.violation is not None and rep.violation.property in ("causality", "path"))
        what = rep.violation.message if rep.violation else "a message is not delivered"
    elif prop == "contention-free":
        fails = not rep.contention_free
        what = rep.violation.message if rep.violation else "a channel carries two transfers"
    elif prop == "shortest":
        fails = not rep.all_shortest
        what = (
            f"longest detour {rep.longest_detour} hop(s): {rep.detour_example}"
            if rep.delivered
            else "not every message arrives, so not every message travels a shortest path"
        )
    elif prop == "fully-utilized":
        fails = not rep.fully_utilized
        idle = [t for t, i in enumerate(rep.idle) if i]
        what = f"{len(idle)} of {rep.steps} steps leave channels idle" + (
            f" (step {idle[0]}: {rep.idle[idle[0]]} idle)" if idle else ""
        )
    else:
        want = ar_step_bundles(sizes[0])
        fails = rep.step_max != want
        what = f"the largest bundle per step is {rep.step_max}, the proof of Lemma 2 says {want}"
    if fails:
        return True, f"{name}: {prop} fails: {what}"
    return False, f"{name}: {prop} holds"


RIVALS = Enum("[5]", "[6]", "[10]")
TERMS = ("startup", "transmission", "rearrangement")


@replayer(
    "table2-comparison",
    params={"d": Nat(cap=40, low=2), "m_bytes": Nat(cap=10**9, low=1), "rival": RIVALS, "term": CLAIM},
    point={},
)
def _replay_table2(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Recompute Table II's completion times (Intel Paragon parameters, exact) at ``d`` and ``m_bytes``:
    is ``rival`` not slower than the proposed row?"""
    from fractions import Fraction

    d, m, rival, term = params["d"], params["m_bytes"], params["rival"], params["term"]
    require(term == "total", "term", f"a table2-comparison compares completion times (term 'total'), not {term!r}")
    require(rival in liu_gu.TABLE2_RIVALS, "rival", f"expected one of {', '.join(liu_gu.TABLE2_RIVALS)}, got {rival!r}")
    require(isinstance(d, int) and 2 <= d <= 40, "d", "expected an integer in 2..40")
    require(isinstance(m, int) and 1 <= m <= 10**9, "m_bytes", "expected an integer in 1..10^9")
    rows = liu_gu.table2_rows(d, m, **liu_gu.PARAGON_NS, two=Fraction(2))
    mine, theirs = rows["proposed"], rows[rival]
    text = f"d = {d}, m = {m} B: proposed {float(mine) / 1000:.3f} us, {rival} {float(theirs) / 1000:.3f} us"
    stands = theirs <= mine
    return stands, text + (f" ({rival} is not slower)" if stands else " (the proposed is faster)")


@replayer(
    "table2-term", params={"d": Nat(cap=40, low=2), "rival": CLAIM, "term": Enum(*TERMS), "relation": CLAIM}, point={}
)
def _replay_table2_term(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Recompute one coefficient (startup, transmission or rearrangement) of Table II at ``d``, exact:
    under relation ``better`` the witness stands when the rival's is not above the proposed one's;
    under ``equal`` when the two differ."""
    from fractions import Fraction

    d, rival, term, relation = params["d"], params["rival"], params["term"], params["relation"]
    require(rival in liu_gu.TABLE2_RIVALS, "rival", f"expected one of {', '.join(liu_gu.TABLE2_RIVALS)}, got {rival!r}")
    require(term in TERMS, "term", f"expected one of {', '.join(TERMS)}, got {term!r}")
    require(relation in ("better", "equal"), "relation", f"expected 'better' or 'equal', got {relation!r}")
    require(isinstance(d, int) and 2 <= d <= 40, "d", "expected an integer in 2..40")
    t = liu_gu.table2_terms(d, Fraction(2))
    k = TERMS.index(term)
    mine, theirs = t["proposed"][k], t[rival][k]
    text = f"d = {d}: {term} coefficient proposed {mine}, {rival} {theirs}"
    if relation == "equal":
        stands = mine != theirs
        return stands, text + (" (they differ)" if stands else " (they are equal)")
    stands = theirs <= mine
    return stands, text + (" (the rival is not worse)" if stands else " (the proposed is better)")
