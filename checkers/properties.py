"""Every property, defined once. These numpy predicates are the reference semantics.

Each predicate returns ``None`` when the property holds, else a :class:`Violation` naming a
smallest offending place. The Z3 engine encodes the same properties symbolically and every model
it returns is decoded and re-checked here (never trust a solver model).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

import numpy as np


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
            return Violation("bijective", f"inputs {seen[t]} and {s} both reach output {t}", {"inputs": [seen[t], s], "output": t})
        seen[t] = s
    return None


def latin(A: np.ndarray) -> Violation | None:
    """``A`` (N x N, entries in 0..N-1) has no repeated entry in any row or column.

    Row j of the paper's matrix lists the inputs that reach output j in rounds 0..N-1; column x
    is the permutation realized in round x.
    """
    A = np.asarray(A)
    N = A.shape[0]
    if A.shape != (N, N):
        return Violation("latin", f"not square: shape {A.shape}", {"shape": list(A.shape)})
    if A.min(initial=0) < 0 or A.max(initial=0) >= N:
        return Violation("latin", f"entries outside 0..{N - 1}", {})
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


def delivers_every_message(deliveries: Iterable, N: int) -> Violation | None:
    """Every message lands where it was written for, and every (sender, receiver) pair is served once.

    ``deliveries`` are objects with ``round, sender, intended, output``.
    """
    served: dict[tuple[int, int], int] = {}
    for dv in deliveries:
        if dv.output != dv.intended:
            return Violation(
                "delivers-every-message",
                f"round {dv.round}: processor {dv.sender}'s message for {dv.intended} arrives at output {dv.output}",
                {"round": dv.round, "sender": dv.sender, "intended": dv.intended, "output": dv.output},
            )
        key = (dv.sender, dv.intended)
        if key in served:
            return Violation(
                "delivers-every-message",
                f"processor {dv.sender} sends to {dv.intended} twice (rounds {served[key]} and {dv.round})",
                {"sender": dv.sender, "intended": dv.intended, "rounds": [served[key], dv.round]},
            )
        served[key] = dv.round
    for s in range(N):
        for t in range(N):
            if (s, t) not in served:
                return Violation("delivers-every-message", f"no message from {s} to {t}", {"sender": s, "receiver": t})
    return None


def contention_free(links: np.ndarray) -> Violation | None:
    """No link carries two signals at once. ``links[m, b]``: link used by signal m at boundary b
    (negative = unused)."""
    links = np.asarray(links)
    for b in range(links.shape[1]):
        col = links[:, b]
        used = col[col >= 0]
        vals, counts = np.unique(used, return_counts=True)
        if (counts > 1).any():
            v = int(vals[counts > 1][0])
            who = [int(m) for m in np.flatnonzero(col == v)[:2]]
            return Violation("contention-free", f"signals {who[0]} and {who[1]} share link {v} at boundary {b}", {"boundary": b, "link": v, "signals": who})
    return None


def unique_paths(counts: np.ndarray) -> Violation | None:
    """Banyan: exactly one path from every input to every output (``counts`` from path_counts)."""
    counts = np.asarray(counts)
    bad = np.argwhere(counts != 1)
    if len(bad):
        s, t = (int(v) for v in bad[0])
        return Violation("banyan", f"input {s} has {int(counts[s, t])} paths to output {t}", {"input": s, "output": t, "paths": int(counts[s, t])})
    return None


PROPERTIES = {
    "bijective": bijective,
    "latin": latin,
    "delivers-every-message": delivers_every_message,
    "contention-free": contention_free,
    "banyan": unique_paths,
}


def crosstalk_free(switches: np.ndarray) -> Violation | None:
    """No switch carries two signals in the same pass (optical crosstalk, chau-fu-2003 Sect. II).

    ``switches[m, j]``: switch used by signal m at stage j (negative = unused). Used for the
    Chau-Fu optical MIN and for semi-permutations on banyan (and Benes) networks alike.

    >>> crosstalk_free(np.array([[0, 1], [1, 1]])) is None
    False
    >>> crosstalk_free(np.array([[0, 1], [1, 0]])) is None
    True
    """
    switches = np.asarray(switches)
    for j in range(switches.shape[1]):
        col = switches[:, j]
        used = col[col >= 0]
        vals, counts = np.unique(used, return_counts=True)
        if (counts > 1).any():
            v = int(vals[counts > 1][0])
            who = [int(m) for m in np.flatnonzero(col == v)[:2]]
            return Violation("crosstalk-free", f"signals {who[0]} and {who[1]} share switch {v} at stage {j}", {"stage": j, "switch": v, "signals": who})
    return None


PROPERTIES["crosstalk-free"] = crosstalk_free
