"""The previous yang-wang-2002 delay simulator, kept as the reference of :func:`simulate`.

:func:`simulate_baseline` is :func:`alltoall.checkers.broadcast.simulate` as it was before the
event loop was rebuilt: one heap holding every scheduled arrival at once (O(N n) events), numpy
scalar lookups per port and per event, a lane search per transmission and the whole transmission
trace and arrival table kept. The tests compare the current simulator with it on every small
instance (tests/unit/test_checkers_broadcast.py): with its outputs as recorded by
``tests/support/broadcast_golden.py`` (regenerate them after any change to this file), with the live
baseline on a sample and on the slow tier. ``benchmarks/bench_delay.py`` measures the two in the same
run. A test and benchmark helper; the suite itself never imports it.

References
----------
yang-wang-2002, Table 2 (the all-to-all broadcast algorithm) and Theorem 4.
"""

from __future__ import annotations

import heapq
from typing import Any

import numpy as np

from alltoall.checkers import broadcast as bc
from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.errors import require


def simulate_baseline(
    kind: str,
    n: int,
    alpha: int,
    delta: int,
    Lg: int,
    timing: str = "input-received",
    reading: str = "centred",
    origins: tuple[int, ...] | None = None,
) -> bc.Sim:
    """The previous discrete-event all-to-all broadcast (Table 2), every transmission and arrival kept."""
    require(timing in bc.ALL_TIMINGS, "timing", f"expected one of {', '.join(bc.ALL_TIMINGS)}")
    for name, val in (("alpha", alpha), ("delta", delta), ("Lg", Lg)):
        require(isinstance(val, int) and val >= 0, name, f"a non-negative integer, got {val!r}")
    require(Lg >= 1, "Lg", "L gamma must be >= 1")
    net = bc.network(kind, n)
    N = net.nodes
    cache: dict[str, Any] = {}
    sources = tuple(range(N)) if origins is None else tuple(origins)
    sends = {o: bc.relay_arrays(net, o, reading, cache).send for o in sources}
    T = cache["T"]
    at_input = timing.startswith("input") or timing == bc.LENIENT
    cap = max(1, int(yw.MESSAGES_PER_SLOT))
    link_free = [[[0] * cap for _ in range(4)] for _ in range(N)]
    sw_free = [[0] * 4 for _ in range(N)]
    unit_free = [[0] * 4 for _ in range(N)]
    tx: list[tuple[int, int, int, int]] = []
    arrivals: dict[tuple[int, int], int] = {}
    events: list[Any] = []
    seq = 0
    received = stored = alpha

    def forward(t: int, v: int, o: int) -> None:
        nonlocal seq
        for p in range(4):
            if not sends[o][v, p]:
                continue
            ready = t
            if not at_input:
                s = max(t, sw_free[v][p])
                sw_free[v][p] = s + delta
                ready = s + delta
            lanes = link_free[v][p]
            i = min(range(cap), key=lambda j: lanes[j])
            start = max(ready, lanes[i])
            lanes[i] = start + Lg
            tx.append((v, p, start, o))
            seq += 1
            heapq.heappush(events, (start + Lg, 0, seq, int(T[v, p]), p, o))

    for v in sources:  # the node's own message: switched by an injection unit at alpha
        seq += 1
        heapq.heappush(events, (alpha + (delta if at_input and timing != bc.LENIENT else 0), 1, seq, v, -1, v))
    limit = 2 * N * len(sources) + 16
    truncated = False
    while events:
        if len(tx) > limit:
            truncated = True
            break
        t, typ, _, v, p, o = heapq.heappop(events)
        if typ == 1:  # forward (after switching at an input unit, or the injection)
            forward(t, v, o)
            continue
        # arrival through input port p (the direction of travel)
        key = (v, o)
        if key in arrivals:
            arrivals[key] = min(arrivals[key], t)
        else:
            arrivals[key] = t
        received = max(received, t)
        s = max(t, unit_free[v][p])
        unit_free[v][p] = s + delta
        stored = max(stored, s + delta)
        if at_input:
            seq += 1
            heapq.heappush(events, (s + delta, 1, seq, v, p, o))
        else:
            forward(t, v, o)
    return bc.Sim(
        n,
        kind,
        timing,
        alpha,
        delta,
        Lg,
        np.array(tx, dtype=np.int64).reshape(-1, 4),
        received,
        stored,
        arrivals,
        truncated,
    )
