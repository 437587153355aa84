"""Every property, defined once. These numpy predicates are the reference semantics.

Each predicate returns ``None`` when the property holds, else a :class:`Violation` naming a
smallest offending place. The Z3 engine encodes the same properties symbolically and every model
it returns is decoded and re-checked here (never trust a solver model).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from alltoall.spec import schedule as _schedule

__all__ = [
    "PROPERTIES",
    "Violation",
    "bijective",
    "contention_free",
    "crosstalk_free",
    "delivers_every_message",
    "delivers_every_message_table",
    "latin",
    "no_shared_resource",
    "pairs_once",
    "pairs_once_table",
    "schedule_contention_free",
    "schedule_delivers",
    "unique_paths",
]


@dataclass(frozen=True)
class Violation:
    property: str
    message: str
    where: dict[str, Any] = field(default_factory=dict)


def bijective(perm: np.ndarray) -> Violation | None:
    """A configuration's map from inputs to outputs is one-to-one and onto."""
    perm = np.asarray(perm)
    N = perm.shape[-1]
    seen: dict[int, int] = {}
    for s, t in enumerate(perm.tolist()):
        if not 0 <= t < N:
            return Violation("bijective", f"input {s} reaches {t}, outside 0..{N - 1}", {"input": s, "output": t})
        if t in seen:
            return Violation(
                "bijective", f"inputs {seen[t]} and {s} both reach output {t}", {"inputs": [seen[t], s], "output": t}
            )
        seen[t] = s
    return None


#: Up to this N, :func:`latin` first counts every (row, value) and (column, value) pair (N^2 counters);
#: a square that passes needs nothing else, one that fails is searched as before for its first repeat.
_LATIN_COUNTED = 1024


def _latin_by_counts(A: np.ndarray, N: int) -> bool:
    """Every value once in every row and every column (entries known to lie in 0..N-1)."""
    base = np.arange(N, dtype=np.int64)[:, None] * N
    A = A.astype(np.int64, copy=False)
    rows = np.bincount((A + base).ravel(), minlength=N * N)  # [i * N + v]: times v is in row i
    if not (rows == 1).all():
        return False
    cols = np.bincount((A.T + base).ravel(), minlength=N * N)  # [j * N + v]: times v is in column j
    return bool((cols == 1).all())


def latin(A: np.ndarray) -> Violation | None:
    """``A`` (N x N, entries in 0..N-1) has no repeated entry in any row or column.

    Row j of the paper's matrix lists the inputs that reach output j in rounds 0..N-1; column x
    is the permutation realized in round x.
    """
    A = np.asarray(A)
    N = A.shape[0] if A.ndim else 0
    if A.shape != (N, N):
        return Violation("latin", f"not square: shape {A.shape}", {"shape": list(A.shape)})
    if A.size and (A.min() < 0 or A.max() >= N):  # the empty square (N = 0) is Latin
        return Violation("latin", f"entries outside 0..{N - 1}", {})
    if _LATIN_COUNTED and A.dtype.kind in "iu" and N <= _LATIN_COUNTED and _latin_by_counts(A, N):
        return None
    for axis, name in ((1, "row"), (0, "column")):
        S = np.sort(A, axis=axis)
        dup = np.diff(S, axis=axis) == 0
        if dup.any():
            idx = int(np.argwhere(dup.any(axis=axis))[0][0])
            line = A[idx, :] if axis == 1 else A[:, idx]
            vals, counts = np.unique(line, return_counts=True)
            v = int(vals[counts > 1][0])
            pos = [int(p) for p in np.flatnonzero(line == v)[:2]]
            what = "rounds" if axis == 1 else "outputs"
            return Violation(
                "latin",
                f"{name} {idx} repeats {v} (at {what} {pos[0]} and {pos[1]})",
                {"kind": name, "index": idx, "value": v, "positions": pos},
            )
    return None


def delivers_every_message(deliveries: Iterable[Any], N: int) -> Violation | None:
    """Every message lands where it was written for, and every (sender, receiver) pair is served once.

    ``deliveries`` are objects with ``round, sender, intended, output``; the pair rule is :func:`pairs_once`.
    """
    deliveries = list(deliveries)
    for dv in deliveries:
        if dv.output != dv.intended:
            return Violation(
                "delivers-every-message",
                f"round {dv.round}: processor {dv.sender}'s message for {dv.intended} arrives at output {dv.output}",
                {"round": dv.round, "sender": dv.sender, "intended": dv.intended, "output": dv.output},
            )
    return pairs_once(((dv.round, dv.sender, dv.intended) for dv in deliveries), N)


def delivers_every_message_table(
    rounds: np.ndarray, senders: np.ndarray, intended: np.ndarray, outputs: np.ndarray, N: int
) -> Violation | None:
    """:func:`delivers_every_message` of the deliveries given as four integer arrays of one shape, read in
    row-major order (delivery m: ``rounds[m]``, ``senders[m]``, ``intended[m]``, ``outputs[m]``): the same
    answer and wording, without a Python object per message."""
    r, s, i, o = (np.asarray(a).ravel() for a in (rounds, senders, intended, outputs))
    wrong = np.flatnonzero(o != i)
    if wrong.size:
        m = int(wrong[0])
        dv = {"round": int(r[m]), "sender": int(s[m]), "intended": int(i[m]), "output": int(o[m])}
        return Violation(
            "delivers-every-message",
            f"round {dv['round']}: processor {dv['sender']}'s message for {dv['intended']} arrives at output "
            f"{dv['output']}",
            dv,
        )
    return pairs_once_table(r, s, i, N)


def no_shared_resource(
    use: np.ndarray, *, what: str = "resource", step: str = "step", prop: str = "no-shared-resource"
) -> Violation | None:
    """No resource is used by two signals in the same step.

    ``use[m, b]`` is the resource signal m occupies at step (or boundary, or stage) b; negative =
    unused. Link contention and optical crosstalk are this one property with two resource maps:
    :func:`contention_free` (links at boundaries) and :func:`crosstalk_free` (switches at stages).
    """
    use = np.asarray(use)
    if use.ndim != 2:
        return Violation(prop, f"expected a 2-D (signal x {step}) table, got shape {use.shape}", {})
    for b in range(use.shape[1]):
        col = use[:, b]
        used = col[col >= 0]
        vals, counts = np.unique(used, return_counts=True)
        if (counts > 1).any():
            v = int(vals[counts > 1][0])
            who = [int(m) for m in np.flatnonzero(col == v)[:2]]
            return Violation(
                prop,
                f"signals {who[0]} and {who[1]} share {what} {v} at {step} {b}",
                {step: b, what: v, "signals": who},
            )
    return None


def contention_free(links: np.ndarray) -> Violation | None:
    """No link carries two signals at once. ``links[m, b]``: link used by signal m at boundary b
    (negative = unused)."""
    return no_shared_resource(links, what="link", step="boundary", prop="contention-free")


def crosstalk_free(switches: np.ndarray) -> Violation | None:
    """No switch carries two signals in the same pass (optical crosstalk, chau-fu-2003 Sect. II).

    ``switches[m, j]``: switch used by signal m at stage j (negative = unused). Used for the
    Chau-Fu optical MIN and for semi-permutations on banyan (and Benes) networks alike.

    >>> crosstalk_free(np.array([[0, 1], [1, 1]])) is None
    False
    >>> crosstalk_free(np.array([[0, 1], [1, 0]])) is None
    True
    """
    return no_shared_resource(switches, what="switch", step="stage", prop="crosstalk-free")


def schedule_contention_free(schedule: Any) -> Violation | None:
    """In every step of a :class:`~alltoall.spec.schedule.Schedule`, no resource (channel, line,
    switch) is occupied by two transfers."""
    seen: dict[tuple[int, int], int] = {}
    for t, r, i in _schedule.resource_use(schedule):
        if (t, r) in seen and seen[(t, r)] != i:
            return Violation(
                "contention-free",
                f"step {t}: transfers {seen[(t, r)]} and {i} share resource {r}",
                {"step": t, "resource": r, "transfers": [seen[(t, r)], i]},
            )
        seen[(t, r)] = i
    return None


def pairs_once(
    served: Iterable[tuple[int, int, int]],
    sources: int,
    destinations: int | None = None,
    *,
    self_pairs: bool = True,
    what: str = "delivers-every-message",
) -> Violation | None:
    """Every ordered pair (s, d) is served exactly once.

    ``served`` yields ``(when, s, d)`` (a round, pass or step, and the pair served then);
    ``self_pairs=False`` leaves the pairs (s, s) out (they must then not be served at all).
    This is the one definition of "all-to-all: every message once" that every engine uses.
    """
    destinations = sources if destinations is None else destinations
    first: dict[tuple[int, int], int] = {}
    for when, s, d in served:
        s, d = int(s), int(d)
        if not (0 <= s < sources and 0 <= d < destinations):
            return Violation(
                what, f"{_w(when)}: pair {s} -> {d} is outside the network", {"when": when, "sender": s, "receiver": d}
            )
        if s == d and not self_pairs:
            return Violation(what, f"{_w(when)}: {s} sends to itself", {"when": when, "sender": s, "receiver": d})
        if (s, d) in first:
            return Violation(
                what,
                f"{s} -> {d} is served twice ({_w(first[(s, d)])} and {_w(when)})",
                {"sender": s, "receiver": d, "when": [first[(s, d)], when]},
            )
        first[(s, d)] = when
    for s in range(sources):
        for d in range(destinations):
            if (s, d) not in first and (self_pairs or s != d):
                return Violation(what, f"no message from {s} to {d}", {"sender": s, "receiver": d})
    return None


def pairs_once_table(
    when: np.ndarray,
    senders: np.ndarray,
    receivers: np.ndarray,
    sources: int,
    destinations: int | None = None,
    *,
    self_pairs: bool = True,
    what: str = "delivers-every-message",
) -> Violation | None:
    """:func:`pairs_once` of ``zip(when, senders, receivers)`` (integer arrays of one shape, read in
    row-major order): the same answer and wording, found with array operations.

    As the walk of :func:`pairs_once`: the first served pair that is outside the network or a self pair
    (when those are left out) ends it, unless a pair served before it was already served twice; then the
    first pair (s, d), in order of s and then d, that is never served.
    """
    destinations = sources if destinations is None else destinations
    w, s, d = (np.asarray(a, dtype=np.int64).ravel() for a in (when, senders, receivers))
    stop_at = ~((0 <= s) & (s < sources) & (0 <= d) & (d < destinations))
    if not self_pairs:
        stop_at |= s == d
    stops = np.flatnonzero(stop_at)
    stop = int(stops[0]) if stops.size else s.size
    key = s[:stop] * destinations + d[:stop]
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    again = np.ones(stop, dtype=bool)
    again[first] = False
    if again.any():
        m = int(np.argmax(again))
        f, ps, pd = int(w[int(first[inverse[m]])]), int(s[m]), int(d[m])
        return Violation(
            what,
            f"{ps} -> {pd} is served twice ({_w(f)} and {_w(int(w[m]))})",
            {"sender": ps, "receiver": pd, "when": [f, int(w[m])]},
        )
    if stop < s.size:
        return pairs_once(
            [(int(w[stop]), int(s[stop]), int(d[stop]))], sources, destinations, self_pairs=self_pairs, what=what
        )
    unserved = np.bincount(key, minlength=sources * destinations) == 0
    if not self_pairs:
        unserved[:: destinations + 1][: min(sources, destinations)] = False
    if unserved.any():
        ps, pd = divmod(int(np.argmax(unserved)), destinations)
        return Violation(what, f"no message from {ps} to {pd}", {"sender": ps, "receiver": pd})
    return None


def _w(when: Any) -> str:
    return f"step {when}" if isinstance(when, (int, np.integer)) else str(when)


def schedule_delivers(schedule: Any, nodes: int, *, self_pairs: bool = False) -> Violation | None:
    """Every message (s, d), s != d, reaches d exactly once in a :class:`~alltoall.spec.schedule.Schedule`."""
    return pairs_once(((t, s, d) for t, s, d, _ in _schedule.deliveries(schedule)), nodes, self_pairs=self_pairs)


def unique_paths(counts: np.ndarray) -> Violation | None:
    """Banyan: exactly one path from every input to every output (``counts`` from path_counts)."""
    counts = np.asarray(counts)
    bad = counts != 1
    if bad.any():
        s, t = (int(v) for v in np.unravel_index(int(np.argmax(bad)), counts.shape))  # the first in row order
        return Violation(
            "banyan",
            f"input {s} has {int(counts[s, t])} paths to output {t}",
            {"input": s, "output": t, "paths": int(counts[s, t])},
        )
    return None


PROPERTIES = {
    "bijective": bijective,
    "latin": latin,
    "delivers-every-message": delivers_every_message,
    "contention-free": contention_free,
    "banyan": unique_paths,
    "no-shared-resource": no_shared_resource,
    "pairs-once": pairs_once,
}


PROPERTIES["crosstalk-free"] = crosstalk_free
