"""The previous liu-gu-2006 step simulator and AT2 unit form, kept as the reference of the streamed ones.

:func:`simulate_baseline` is :func:`alltoall.checkers.exchange.simulate` and
:func:`at2_unit_steps_baseline` is :func:`alltoall.spec.algorithms.liu_gu.at2_unit_steps` as they were
before the steps were streamed: every unit table, every message's node and hop count and the distance
matrix are arrays over all N^2 messages (memory grows as n^4 on the n x n torus: 2.4 GB at 96 x 96).
The tests compare the streamed simulation with them on every size they run (tests/test_liu_gu_2006.py,
tests/unit/test_checkers_exchange.py), and ``benchmarks/bench_at2.py`` measures the two in the same run.
A test and benchmark helper; the suite itself never imports it.

References
----------
liu-gu-2006, Sects. III-V (AR, AT2, Lemmas 1-4).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np

from alltoall.checkers import exchange, properties
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import require
from alltoall.spec.topologies import grid


def at2_unit_steps_baseline(r: int, c: int, reading: liu_gu.ARReading = liu_gu.LISTING) -> Iterator[liu_gu.ArrayStep]:
    """The previous AT2 unit form: every unit table materialized as an array over all N^2 messages.

    Phase 1: a unit per source and Table-I port pair (the messages of one source taking the same
    ports). Phases 2 and 3: a unit per node and logical destination of its logical ring (AR's
    logical message: the messages held there for one column (row) pair). A unit's route is AR's
    route of its logical message, computed once per unit; the unit of every message is recomputed
    from where the units of the previous phase left it."""
    plan = liu_gu.at2_plan(r, c, reading)
    g = plan.network
    N = g.nodes
    ports = liu_gu.port_table(g)
    heads = np.array([h for _, h in g.channels()], dtype=np.int64)
    nodes = np.arange(N, dtype=np.int32)
    nx, ny = g.coord(nodes)
    # Phase 1: unit = source * 25 + (port1 + 1) * 5 + (port2 + 1), ports from Table I on every offset
    ox, oy = np.divmod(np.arange(N, dtype=np.int64), c)
    p1, p2 = liu_gu.phase1_ports(r, c, ox, oy)
    cls = ((p1 + 1) * 5 + (p2 + 1)).astype(np.int32)
    # (unit tables are indexed with intp arrays: numpy gathers with them several times faster)
    R = (np.arange(r)[None, :] - np.arange(r)[:, None]) % r * c  # [sx, dx]
    C = (np.arange(c)[None, :] - np.arange(c)[:, None]) % c  # [sy, dy]
    off = (R[:, None, :, None] + C[None, :, None, :]).reshape(N, N)  # offset id of message (s, d)
    unit_of = cls.astype(np.intp).take(off, mode="clip")
    del off
    unit_of += (25 * np.arange(N, dtype=np.intp))[:, None]
    units = liu_gu.Units(unit_of.reshape(-1), 25 * N)
    upos = np.repeat(nodes, 25)
    ids = np.arange(25 * N, dtype=np.int32)
    kinds = np.unique(cls)
    present = (nodes[:, None] * 25 + kinds[None, :]).reshape(-1)
    for code in ((present // 5) % 5 - 1, present % 5 - 1):
        sel = present[code >= 0]
        code = code[code >= 0]
        yield liu_gu._move(g, ports, heads, upos, ids, sel, code // 2, np.where(code % 2 == 1, 1, -1), 1, units)
    # Phases 2 and 3: unit = node * K + logical destination on the node's ring
    P = liu_gu.at2_phase_steps(r, c, reading)
    K = max(r, c) // 2
    ring_dim = liu_gu.phase2_ring_dim(nx % 2, ny % 2).astype(np.int8)
    dcol = (ny // 2).astype(np.int32)[None, :]  # logical column of every destination
    drow = (nx // 2).astype(np.int32)[None, :]
    for phase in (2, 3):
        # a message's node is its old unit's: tables over the old units, gathered once per message
        dim_of = ring_dim if phase == 2 else 1 - ring_dim
        old = units.unit_of
        unit_of = (upos.astype(np.intp) * K).take(old, mode="clip").reshape(N, N)
        unit_of += np.where((dim_of[upos] == 1).take(old, mode="clip").reshape(N, N), dcol, drow)
        del old
        units = liu_gu.Units(unit_of.reshape(-1), N * K)
        present = np.flatnonzero(units.sizes).astype(np.int32)
        w, b = np.divmod(present, np.int32(K))
        wdim = dim_of[w]
        upos = np.repeat(nodes, K)
        ids = np.arange(N * K, dtype=np.int32)
        rings = []
        for q, d_ in ((c // 2, 1), (r // 2, 0)):
            sel = np.flatnonzero(wdim == d_)
            a = (ny if d_ == 1 else nx)[w[sel]] // 2
            rings.append((present[sel], liu_gu.ARMoves(q, a, b[sel], reading), d_))
        for idx, dims, dirs, hops in liu_gu._ring_steps_moves(rings, P):
            yield liu_gu._move(g, ports, heads, upos, ids, idx, dims, dirs, hops, units)


def _violation(report: exchange.Report, prop: str, message: str, **where: Any) -> None:
    if report.violation is None:
        report.violation = properties.Violation(prop, message, where)


def simulate_baseline(
    plan: liu_gu.Plan, steps: Iterable[liu_gu.ArrayStep], *, keep_loads: bool = False, snapshot_at: Iterable[int] = ()
) -> exchange.Report:
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
    loc = np.repeat(nodes, N)  # message id m = source * N + destination starts at its source
    hops = np.zeros(N * N, dtype=np.int32)
    stamp = dest_of = None  # per message, allocated when a step in the plain form comes
    rep = exchange.Report(network=str(g), phase_starts=tuple(plan.phase_starts))
    chan_dim = liu_gu.channel_ports(g)[2]
    link_totals = np.zeros(C, dtype=np.int64)
    loads = []
    starts = set(plan.phase_starts)
    snaps = set(snapshot_at)
    units: liu_gu.Units | None = None  # the unit table in force (None: plain form)
    unit_of = uloc = uhops = ustamp = None

    # (the unit ids are range-checked when a table comes in: gathers need no bounds check, "clip")
    def flush() -> None:  # every message takes its unit's node and hops
        uloc.take(unit_of, out=loc, mode="clip")
        hops[:] += uhops.take(unit_of, mode="clip")

    def where() -> np.ndarray:
        return loc if units is None else uloc.take(unit_of, mode="clip")

    def held() -> np.ndarray:  # messages held by every node
        if units is None:
            return np.bincount(loc, minlength=N)
        return np.bincount(np.maximum(uloc, 0), weights=units.sizes, minlength=N).astype(np.int64)  # empty units: -1

    t = -1
    for t, st in enumerate(steps):
        if st.units is not units:
            if units is not None:
                flush()
            units = st.units
            if units is not None:
                rep.unit_form = True
                require(units.unit_of.shape == (N * N,), "units", f"expected a unit for each of the {N * N} messages")
                unit_of = units.unit_of.astype(np.intp, copy=False)
                require(
                    bool(unit_of.min() >= 0) and bool(unit_of.max() < units.count),
                    "units",
                    f"unit ids outside 0..{units.count - 1}",
                )
                uloc = np.full(units.count, -1, dtype=np.int32)
                uloc[unit_of] = loc
                together = uloc.take(unit_of, mode="clip") == loc
                if not together.all():
                    k = int(np.flatnonzero(~together)[0])
                    rep.settled = False
                    _violation(
                        rep,
                        "causality",
                        f"step {t}: unit {int(unit_of[k])} holds M^{k // N}_{k % N} at node "
                        f"{int(loc[k])} and messages at node {int(uloc[unit_of[k]])}",
                        step=t,
                        source=k // N,
                        destination=k % N,
                    )
                del together
                uhops = np.zeros(units.count, dtype=np.int32)
                ustamp = np.zeros(units.count, dtype=np.int32)
        if t in snaps:
            rep.snapshots[t] = where().copy()
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
        if units is None and stamp is None:
            stamp = np.zeros(N * N, dtype=np.int32)
            dest_of = np.tile(nodes, N)
        at, stamps = (loc, stamp) if units is None else (uloc, ustamp)
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
        flush()
    rep.steps = t + 1
    rep.link_totals = link_totals
    if keep_loads:
        rep.loads = np.array(loads).reshape(rep.steps, C)
    L = loc.reshape(N, N)
    away = L != nodes[None, :]
    np.fill_diagonal(away, False)  # the dummy self message is no message to deliver
    missing = np.flatnonzero(away.reshape(-1))
    del away
    if len(missing):
        k = int(missing[0])
        _violation(
            rep,
            "delivers-every-message",
            f"M^{k // N}_{k % N} ends at node {int(loc[k])}, not at {k % N}",
            source=k // N,
            destination=k % N,
            at=int(loc[k]),
        )
    # a message never leaves its destination (checked every step) and ends there: it arrived exactly once
    left_dest = rep.violation is not None and "leaves its destination" in rep.violation.message
    rep.delivered = not len(missing) and not left_dest
    dist = _distance_matrix(g)
    detour = hops.reshape(N, N) - dist
    np.fill_diagonal(detour, 0)
    detour = detour.reshape(-1)
    rep.all_shortest = bool(rep.delivered and (detour == 0).all())
    rep.longest_detour = int(detour.max(initial=0))
    if rep.longest_detour > 0:
        k = int(np.argmax(detour))
        rep.detour_example = {
            "source": k // N,
            "destination": k % N,
            "hops": int(hops[k]),
            "distance": int(dist.flat[k]),
        }
        if rep.unit_form:
            rep.settled = False
    return rep


def _distance_matrix(g: grid.Grid) -> np.ndarray:
    """``D[s, d]``: the hop distance between every two nodes (int32), summed over the dimensions
    (row-major node numbers: the table of the leading dimensions, then each next one broadcast in)."""
    total = np.zeros((1, 1), dtype=np.int32)
    for n in g.dims:
        x = np.arange(n)
        dx = np.abs(x[:, None] - x[None, :])
        tbl = (np.minimum(dx, n - dx) if g.periodic else dx).astype(np.int32)
        m = total.shape[0]
        total = (total[:, None, :, None] + tbl[None, :, None, :]).reshape(m * n, m * n)
    return total


def simulate_algorithm_baseline(
    algorithm: str,
    *sizes: int,
    reading: liu_gu.ARReading | None = None,
    keep_loads: bool = False,
    snapshot_at: Iterable[int] = (),
    fast: bool = True,
) -> exchange.Report:
    """Simulate ``liu_gu`` AR (``"ar", p``) or AT2 (``"at2", r, c``) under a reading.

    ``fast``: simulate the unit form (:func:`~alltoall.spec.algorithms.liu_gu.unit_steps`) first and
    keep its report when the schedule is sound (every message delivered along a shortest path, no
    contention); otherwise, or with ``fast=False``, simulate the plain form."""
    reading = reading or liu_gu.LISTING
    plan = liu_gu.plan_of(algorithm, *sizes, reading=reading)
    if fast:
        steps = (
            at2_unit_steps_baseline(*sizes, reading=reading)
            if algorithm == "at2"
            else liu_gu.unit_steps(algorithm, *sizes, reading=reading)
        )
        rep = simulate_baseline(plan, steps, keep_loads=keep_loads, snapshot_at=snapshot_at)
        if not rep.unit_form or (rep.ok and rep.settled and rep.all_shortest):
            return rep
    # a defect found in the unit form is reported as the plain form shows it (every message, every step)
    return simulate_baseline(
        plan, liu_gu.array_steps(algorithm, *sizes, reading=reading), keep_loads=keep_loads, snapshot_at=snapshot_at
    )
