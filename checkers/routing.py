"""Routing search on multistage networks: semi-permutations in one crosstalk-free pass.

A semi-permutation is a partial permutation with one active link through each switch of the first
and last stages; it takes one pass when its signals can be given paths that share no switch. The
search works on any :class:`~alltoall.spec.topologies.multistage.MIN` (unique paths on a banyan, N/2
per pair on a Benes network); no solver, the Z3 twin is :func:`alltoall.checkers.z3.optical.z3_semi`.

>>> from alltoall.spec.topologies import multistage as ms
>>> brute_semi(ms.build("baseline", 2, 3), [3, -1, 5, -1, 7, -1, 1, -1])[1] is None   # Figure 3
True

References
----------
chau-fu-2003, Sect. II (semi-permutations, after Yang, Wang and Pan; crosstalk) and Figure 3.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any, cast

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.point import CLAIM, ListOf, Nat, Network
from alltoall.checkers.replay import replayer
from alltoall.spec.errors import ParameterError, require
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "NETWORK",
    "REPLAY_MAX_N",
    "SEMI",
    "brute_semi",
    "first_stage_switches",
    "is_semi_permutation",
    "last_stage_switches",
    "network_of",
    "semi_pairs",
    "semi_paths",
    "split_crosstalk_free",
]

REPLAY_MAX_N = 64  # the largest network a replay searches
#: A multistage network a replay searches (a named topology or explicit wirings, at most REPLAY_MAX_N ports).
NETWORK = Network(max_ports=REPLAY_MAX_N)
#: A semi-permutation of such a network: entry s is s's output, -1 an idle input.
SEMI = ListOf(Nat(REPLAY_MAX_N - 1, low=-1), REPLAY_MAX_N, min_len=2)


def semi_pairs(net: ms.MIN, semi: Any) -> list[tuple[int, int]]:
    """The active ``(input, output)`` pairs of ``semi`` (entry s is s's output, -1 = idle), validated."""
    require(
        all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in semi),
        "semi",
        "entries must be integers",
    )
    semi = [int(v) for v in semi]
    require(len(semi) == net.N, "semi", f"expected {net.N} entries (-1 = idle input), got {len(semi)}")
    active = [(s, t) for s, t in enumerate(semi) if t >= 0]
    targets = [t for _, t in active]
    require(
        all(v >= -1 for v in semi) and all(t < net.N for t in targets) and len(set(targets)) == len(targets),
        "semi",
        f"not a partial permutation of 0..{net.N - 1}: {semi}",
    )
    return active


def semi_paths(net: ms.MIN, semi: Any) -> list[list[tuple[int, ...]]]:
    """Every path (switch index per stage) from each active input s to semi[s]."""
    d = net.d
    R = ms.reach_after(net)
    tables = net.tables()
    res = []
    for s, t in semi_pairs(net, semi):
        paths: list[tuple[int, ...]] = []

        def walk(j: int, line: int, acc: tuple[Any, ...], t: int = t, paths: list[Any] = paths) -> None:
            if j == net.stages:
                if int(tables[net.stages][line]) == t:
                    paths.append(acc)
                return
            sw = int(tables[j][line]) // d
            for u in range(d):
                if R[j][sw * d + u, t]:
                    walk(j + 1, sw * d + u, acc + (sw,))

        walk(0, s, ())
        res.append(paths)
    return res


def brute_semi(net: ms.MIN, semi: Any, limit: int = 200_000) -> tuple[np.ndarray | None, props.Violation | None]:
    """Is ``semi`` realizable in one pass without crosstalk? Depth-first over path choices.

    Returns ``(occupancy, None)`` for a crosstalk-free choice of paths; otherwise ``(occupancy,
    violation)`` for the first choice (the only one on a banyan), or ``(None, violation)`` when
    some signal has no path at all.
    """
    per = semi_paths(net, semi)
    if any(not p for p in per):
        i = next(i for i, p in enumerate(per) if not p)
        return None, props.Violation("crosstalk-free", f"signal {i} has no path", {"signals": [i]})
    budget = [limit]
    chosen: list[tuple[int, ...]] = []

    def place(i: int, used: list[set[Any]]) -> bool:
        if i == len(per):
            return True
        for path in per[i]:
            budget[0] -= 1
            if budget[0] < 0:
                raise TimeoutError("path enumeration budget exhausted")
            if all(sw not in used[j] for j, sw in enumerate(path)):
                chosen.append(path)
                if place(i + 1, [u | {sw} for u, sw in zip(used, path)]):
                    return True
                chosen.pop()
        return False

    if place(0, [set() for _ in range(net.stages)]):
        return np.array(chosen, dtype=np.int64).reshape(len(per), net.stages), None
    occ = np.array([p[0] for p in per], dtype=np.int64).reshape(len(per), net.stages)
    return occ, props.crosstalk_free(occ)


def first_stage_switches(net: ms.MIN, inputs: Iterable[int]) -> list[int]:
    tables = net.tables()
    return [int(tables[0][s]) // net.d for s in inputs]


def last_stage_switches(net: ms.MIN, outputs: Iterable[int]) -> list[int]:
    inv = np.argsort(net.tables()[net.stages])
    return [int(inv[t]) // net.d for t in outputs]


def is_semi_permutation(net: ms.MIN, semi: Any) -> bool:
    """The paper's definition: one active link through each switch of the first and last stage."""
    active = semi_pairs(net, semi)
    first = first_stage_switches(net, [s for s, _ in active])
    last = last_stage_switches(net, [t for _, t in active])
    return len(set(first)) == len(first) and len(set(last)) == len(last)


def split_crosstalk_free(net: ms.MIN, perm: Any) -> tuple[list[int], list[int]] | None:
    """Split a permutation into two semi-permutations, each crosstalk-free in one pass, or None.

    Exhaustive over the 2**(N/2) ways to give one input of every first-stage switch to each half
    (a split that puts two inputs of one first-stage switch in one half has crosstalk there).
    """
    N, d = net.N, net.d
    require(d == 2, "d", "semi-permutations are defined for 2 x 2 switches")
    perm = [int(v) for v in perm]
    by_switch: dict[int, list[int]] = {}
    for s in range(N):
        by_switch.setdefault(first_stage_switches(net, [s])[0], []).append(s)
    pairs = [by_switch[k] for k in sorted(by_switch)]
    for choice in itertools.product((0, 1), repeat=len(pairs)):
        a, b = [-1] * N, [-1] * N
        for (u, v), bit in zip(pairs, choice):
            first, second = (u, v) if bit == 0 else (v, u)
            a[first], b[second] = perm[first], perm[second]
        if brute_semi(net, a)[1] is None and brute_semi(net, b)[1] is None:
            return a, b
    return None


def network_of(params: dict[str, Any]) -> ms.MIN:
    """The witness's multistage network (``params["network"]``), small enough to replay."""
    net = ms.from_data(cast(dict[str, Any], params.get("network")))  # from_data refuses a missing one
    require(net.N <= REPLAY_MAX_N, "network", f"replay searches networks up to N = {REPLAY_MAX_N}, got {net.N}")
    return net


@replayer("semi-crosstalk", params={"network": NETWORK, "crosstalk_free": CLAIM}, point={"semi": SEMI})
def _replay_semi(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the semi-permutation's crosstalk status differs from what the claim says
    (``crosstalk_free``, taken from the claim; the file gives only the network and the semi-permutation)."""
    said = params.get("crosstalk_free")
    if not isinstance(said, bool):
        raise ParameterError("crosstalk_free", f"the claim's reading must be true or false, got {said!r}")
    net = network_of(params)
    semi = data.get("semi")
    require(isinstance(semi, list), "semi", "expected a list")
    try:
        _, v = brute_semi(net, semi)
    except TimeoutError:
        raise ParameterError("semi", f"too many path choices to search on {net}") from None
    free = v is None
    word = "" if free else "not "
    verdict = "as the claim says" if free == said else f"the claim says it is {'' if said else 'not '}crosstalk-free"
    return free != said, (
        f"on {net}, {semi} is {word}crosstalk-free in one pass"
        + ("" if v is None else f" ({v.message})")
        + f"; {verdict}"
    )
