"""Recorded outputs of :func:`support.broadcast_baseline.simulate_baseline` on every point the fast tests use.

The baseline is a fixed reference: its output on a point changes only when its source or its inputs do.
So instead of running it on every point of ``tests/unit/test_checkers_broadcast.py`` (about 0.11 CPU s
a point at n = 11), the tests compare the current simulator with a SHA-256 digest of what the baseline
gave, recorded in ``broadcast_golden.json.gz`` beside this module. Regenerate it, after a change to
the baseline, to the spec it reads or to the points, from the repository root::

    PYTHONPATH=tests .venv/bin/python -m support.broadcast_golden

(``--check`` compares instead of writing: exit 1 when the file is stale.) The file holds

- ``baseline_sha256``: SHA-256 of ``broadcast_baseline.py``'s source text;
- ``inputs``: what the baseline reads besides its own source, digested: the timings and
  ``yw.MESSAGES_PER_SLOT`` it reads, and per relay context (``"spec"``, and ``"everyone"``: every node
  relaying on every port, the ``everyone_relays`` fixture of tests/unit/conftest.py), network and
  reading, the SHA-256 of the network's targets and every origin's relay table (:func:`relay_digest`);
- ``points``: per point (:func:`key`: the simulation's arguments, the relay context and
  ``MESSAGES_PER_SLOT``), :func:`record` of the baseline's output: a few plain fields and the
  ``sha256`` of :func:`digest`, the canonical encoding of everything the tests compare.

A test helper; the suite itself never imports it.

Examples
--------
>>> from alltoall.checkers import broadcast as bc
>>> key(Point("mesh", 2, 1, 2, 3, "input-stored"), "spec", 1)
'mesh n=2 alpha=1 delta=2 Lg=3 input-stored centred origins=all relays=spec messages_per_slot=1'
>>> r = record(bc.simulate("mesh", 2, 1, 2, 3, "input-stored", trace=True))
>>> {k: v for k, v in r.items() if k != "sha256"}
{'received': 11, 'stored': 13, 'sent': 12, 'truncated': False}
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import itertools
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from alltoall.checkers import broadcast as bc
from alltoall.spec.algorithms import yang_wang_2002 as yw

HERE = Path(__file__).parent
BASELINE = HERE / "broadcast_baseline.py"
RECORDED = HERE / "broadcast_golden.json.gz"
REGENERATE = "PYTHONPATH=tests .venv/bin/python -m support.broadcast_golden"


class Point(NamedTuple):
    """The arguments of one simulation (``simulate(kind, n, alpha, delta, Lg, timing, reading, origins)``)."""

    kind: str
    n: int
    alpha: int
    delta: int
    Lg: int
    timing: str
    reading: str = "centred"
    origins: tuple[int, ...] | None = None


# --- the points (the tests of tests/unit/test_checkers_broadcast.py read them from here) ----------------

# (delta, L gamma) the yang-wang-2002 claims simulate on the odd n x n torus, by the largest n they reach:
# Theorem 4 / Corollary 3 / lenient (delta <= L gamma <= 3; L gamma < delta <= L gamma + 3, L gamma <= 2)
# up to n = 15, thm4-measured (delta <= 5, L gamma <= 5) up to 9, thm4-fuzz (delta <= 6, L gamma <= 6) up to 7.
THM4_PAIRS = [(d, g) for g in (1, 2, 3) for d in range(g + 1)] + [(d, g) for g in (1, 2) for d in range(g + 1, g + 4)]
MEASURED_PAIRS = [(d, g) for d in range(6) for g in range(1, 6)]
FUZZ_PAIRS = [(d, g) for d in range(7) for g in range(1, 7)]
CLAIMED_N = (3, 5, 7, 9, 11)


def _claim_pairs(n: int) -> list[tuple[int, int]]:
    return FUZZ_PAIRS if n <= 7 else sorted(set(MEASURED_PAIRS) | set(THM4_PAIRS)) if n <= 9 else THM4_PAIRS


def claimed_points(n: int, timing: str) -> list[Point]:
    """The odd torus at the (delta, L gamma) the claims reach at n; alpha 0, and 2 where n <= 5."""
    return [
        Point("torus", n, a, d, g, timing)
        for d, g in _claim_pairs(n)
        for a in ((0, 2) if n <= 5 else (0,))  # alpha shifts every time alike; two values where it is cheap
    ]


def single_origin_points(kind: str) -> list[Point]:
    """Theorem 1's lower-bound claims: every n from 2 to 6, all origins and one origin at a time."""
    out = []
    for n in range(2, 7):
        for (a, d, g), timing in itertools.product(((0, 0, 1), (2, 1, 3), (1, 3, 2)), bc.TIMINGS):
            out.append(Point(kind, n, a, d, g, timing))
            out += [Point(kind, n, a, d, g, timing, origins=(o,)) for o in (0, n * n // 2, n * n - 1)]
    return out


#: The raw reading, lenient timing and a repeated origin, on the 4-torus.
RAW_POINT = Point("torus", 4, 1, 5, 2, "lenient", "raw", (5, 0, 5))


def circulating_points() -> list[Point]:
    """Under ``everyone_relays``: messages circulate and runs are truncated."""
    return [
        Point(kind, n, a, d, g, timing, origins=origins)
        for n, timing, (a, d, g), origins in itertools.product(
            (3, 4), bc.ALL_TIMINGS, ((0, 0, 1), (0, 3, 1), (1, 1, 3), (2, 5, 2)), (None, (0,), (4, 1))
        )
        for kind in ("torus", "mesh")
    ]


def two_per_slot_points() -> list[Point]:
    """Under ``yw.MESSAGES_PER_SLOT = 2``."""
    return [
        Point("torus", n, a, d, g, timing)
        for n, timing, (a, d, g) in itertools.product((3, 4, 5), bc.ALL_TIMINGS, ((0, 1, 2), (1, 3, 1), (0, 0, 1)))
    ]


def all_points() -> list[tuple[str, int, Point]]:
    """Every recorded point as (relay context, MESSAGES_PER_SLOT, point)."""
    cap = int(yw.MESSAGES_PER_SLOT)
    spec = [p for n in CLAIMED_N for t in bc.ALL_TIMINGS for p in claimed_points(n, t)]
    spec += single_origin_points("mesh") + single_origin_points("torus") + [RAW_POINT]
    return (
        [("spec", cap, p) for p in spec]
        + [("everyone", cap, p) for p in circulating_points()]
        + [("spec", 2, p) for p in two_per_slot_points()]
    )


def key(p: Point, relays: str, messages_per_slot: int) -> str:
    """The point's name in the recording."""
    origins = "all" if p.origins is None else ",".join(map(str, p.origins))
    return (
        f"{p.kind} n={p.n} alpha={p.alpha} delta={p.delta} Lg={p.Lg} {p.timing} {p.reading} "
        f"origins={origins} relays={relays} messages_per_slot={messages_per_slot}"
    )


# --- the canonical encoding -------------------------------------------------------------------------------


def finish_of(tx: np.ndarray, N: int, Lg: int) -> np.ndarray:
    """When each channel finishes its last message, read off a transmission trace (0: never used)."""
    finish = np.zeros((N, 4), dtype=np.int64)
    tx = np.asarray(tx, dtype=np.int64).reshape(-1, 4)
    np.maximum.at(finish, (tx[:, 0], tx[:, 1]), tx[:, 2] + Lg)
    return finish


def _int64(a: Any) -> bytes:
    return np.ascontiguousarray(a, dtype="<i8").tobytes()


class Trace(NamedTuple):
    """A traced run's transmissions and arrivals, encoded once (:func:`trace_of`) for :func:`digest`."""

    rows: int
    arrivals: int
    data: bytes


def trace_of(tx: np.ndarray, arrivals: dict[tuple[int, int], int]) -> Trace:
    """The transmissions in order (rows node, port, start, origin) and the arrivals sorted (rows node,
    origin, time), each as little-endian int64, joined by ``|``."""
    tx = np.asarray(tx, dtype=np.int64).reshape(-1, 4)
    keys = np.array(list(arrivals), dtype=np.int64).reshape(-1, 2)
    times = np.fromiter(arrivals.values(), dtype=np.int64, count=len(arrivals))
    arr = np.column_stack((keys, times))[np.lexsort((keys[:, 1], keys[:, 0]))]
    return Trace(len(tx), len(arr), _int64(tx) + b"|" + _int64(arr))


def digest(
    trace: Trace,
    received: int,
    stored: int,
    truncated: bool,
    sent: int,
    transmissions: int,
    finish: np.ndarray,
    completion: int,
) -> str:
    """SHA-256 of everything the tests compare: a JSON header of the counters (sorted keys), then ``|``,
    the trace (:func:`trace_of`), ``|`` and the finish table (N x 4) as little-endian int64."""
    head = {
        "received": int(received),
        "stored": int(stored),
        "truncated": bool(truncated),
        "sent": int(sent),
        "transmissions": int(transmissions),
        "completion": int(completion),
        "tx": trace.rows,
        "arrivals": trace.arrivals,
        "finish": list(np.shape(finish)),
    }
    h = hashlib.sha256(json.dumps(head, sort_keys=True).encode())
    h.update(b"|" + trace.data + b"|" + _int64(finish))
    return h.hexdigest()


def record(sim: bc.Sim, trace: Trace | None = None) -> dict:
    """The plain fields and digest of a simulation. An untraced one takes the ``trace`` of a traced run
    of the same point; ``sim.finish`` is read as given (the baseline's is derived from its transmissions
    by :func:`baseline_record`)."""
    trace = trace_of(sim.tx, sim.arrivals) if trace is None else trace
    sent = sim.transmissions if sim.sent is None else sim.sent
    fields = {"received": int(sim.received), "stored": int(sim.stored), "sent": int(sent), "truncated": sim.truncated}
    d = digest(trace, sim.received, sim.stored, sim.truncated, sent, sim.transmissions, sim.finish, sim.completion)
    return fields | {"sha256": d}


def baseline_record(p: Point) -> dict:
    """:func:`record` of the live baseline on ``p``, under whatever patches are in place."""
    from support.broadcast_baseline import simulate_baseline

    old = simulate_baseline(*p)
    sim = bc.Sim(
        old.n, old.kind, old.timing, old.alpha, old.delta, old.Lg, old.tx, old.received, old.stored, old.arrivals,
        old.truncated, len(old.tx), finish_of(old.tx, p.n * p.n, p.Lg),
    )  # fmt: skip
    return record(sim)


# --- what the baseline reads besides its source ------------------------------------------------------------


def _everyone(a: Any, c: Any) -> np.ndarray:
    return np.ones(np.broadcast(a, c).shape, bool)


@contextlib.contextmanager
def patched(relays: str, messages_per_slot: int) -> Iterator[None]:
    """The spec as a relay context reads it (``"everyone"``: what the ``everyone_relays`` fixture of
    tests/unit/conftest.py patches in) with ``yw.MESSAGES_PER_SLOT`` set; restored afterwards."""
    saved = yw.additional_check, yw.MESSAGES_PER_SLOT
    try:
        if relays == "everyone":
            yw.additional_check = _everyone
        elif relays != "spec":
            raise ValueError(f"relays: expected spec or everyone, got {relays!r}")
        yw.MESSAGES_PER_SLOT = messages_per_slot
        yield
    finally:
        yw.additional_check, yw.MESSAGES_PER_SLOT = saved


def relay_digest(kind: str, n: int, reading: str) -> str:
    """SHA-256 of the network's targets and every origin's relay table, as the baseline reads them."""
    net = bc.network(kind, n)
    cache: dict[str, Any] = {}
    sends = [bc.relay_arrays(net, o, reading, cache).send for o in range(net.nodes)]
    h = hashlib.sha256(_int64(cache["T"]))
    for s in sends:
        h.update(np.ascontiguousarray(s, dtype=bool).tobytes())
    return h.hexdigest()


def inputs() -> dict:
    """Everything the baseline reads besides its source, digested (live, under no patch of the caller's)."""
    nets = sorted({(relays, p.kind, p.n, p.reading) for relays, _, p in all_points()})
    relay: dict[str, dict[str, str]] = {}
    for relays, kind, n, reading in nets:
        with patched(relays, int(yw.MESSAGES_PER_SLOT)):
            relay.setdefault(relays, {})[f"{kind} n={n} {reading}"] = relay_digest(kind, n, reading)
    return {
        "timings": list(bc.ALL_TIMINGS),
        "lenient": bc.LENIENT,
        "messages_per_slot": int(yw.MESSAGES_PER_SLOT),
        "relays": relay,
    }


def baseline_sha256() -> str:
    """SHA-256 of the baseline's source text (UTF-8, newlines as \\n)."""
    return hashlib.sha256(BASELINE.read_text(encoding="utf-8").encode()).hexdigest()


# --- the recording --------------------------------------------------------------------------------------------


def generate() -> dict:
    """Run the baseline on every point (minutes): the content of the recording."""
    points = {}
    for relays, cap, p in all_points():
        with patched(relays, cap):
            points[key(p, relays, cap)] = baseline_record(p)
    return {"baseline_sha256": baseline_sha256(), "inputs": inputs(), "points": points}


def load(path: Path = RECORDED) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        data: dict = json.load(f)
    return data


def dump(data: dict, path: Path = RECORDED) -> None:
    """Sorted keys, no time stamp in the gzip header: a rerun writes the same bytes."""
    text = json.dumps(data, sort_keys=True, indent=1) + "\n"
    path.write_bytes(gzip.compress(text.encode(), mtime=0))


def main(argv: list[str]) -> int:
    """``[--check]``: write the recording, or compare it with a fresh one (exit 1 when it differs)."""
    if argv not in ([], ["--check"]):
        print(f"usage: {REGENERATE} [--check]", file=sys.stderr)
        return 2
    fresh = generate()
    if argv:
        same = RECORDED.exists() and load() == fresh
        print(f"{RECORDED.name}: {'up to date' if same else 'stale: run ' + REGENERATE}")
        return 0 if same else 1
    dump(fresh)
    print(f"{RECORDED.name}: {len(fresh['points'])} points, {RECORDED.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
