"""Algorithms 1-4 of chou-chen-2010 (Sect. 4) as round-by-round schedules on an N x N GSEN, N = 2 mod 4.

Round ``k`` sets the GSEN to the alternating configuration ``A_k = k xor floor(k/2)``; processor i
sends one message with forward control tag ``k`` (i even) or ``2^n - 1 - k`` (i odd). Algorithm 1
broadcasts, Algorithm 2 builds the destination matrix ``D`` (``D[i][k]`` = where i's round-k
message lands), Algorithm 3 sends i's personalized message for ``D[i][k]`` in round k, and
Algorithm 4 computes the same destination inline. Paper -> ours: ``d_{i,k}`` = ``D[i][k]``,
``power`` = ``2**n``, "round k" = ``Round.k``.

>>> destination_matrix(10)[1]
[1, 0, 9, 8, 7, 6, 5, 4, 3, 2]
>>> algorithm3(10)[2].config, [m.intended for m in algorithm3(10)[2].messages][:3]
(3, [2, 9, 4])

References
----------
chou-chen-2010, Sect. 4 (Algorithms 1-4) and Sect. 6 (the printed configuration sets).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from alltoall.spec.errors import require, require_int
from alltoall.spec.topologies import gsen

__all__ = [
    "CORRECTED_68",
    "Message",
    "PRINTED_20",
    "PRINTED_SETS",
    "Round",
    "algorithm1",
    "algorithm3",
    "algorithm4",
    "config_set",
    "delay_lower_bound",
    "destination",
    "destination_matrix",
    "pipelined_delay",
    "round_config",
    "round_tag",
]


@dataclass(frozen=True)
class Message:
    sender: int
    tag: int
    intended: int  # -1 for a broadcast message (every receiver is intended)


@dataclass(frozen=True)
class Round:
    k: int
    config: int  # alternating configuration number set for this round
    messages: tuple[Message, ...]


def _check(N: int) -> gsen.GSEN:
    N = require_int(N, "N", 2)
    require(N % 4 == 2, "N", f"Algorithms 1-4 need N = 2 mod 4, got {N}")
    return gsen.GSEN(N)


def round_tag(net: gsen.GSEN, i: int, k: int) -> int:
    """Algorithms 1, 3, 4 (line 4/8): tag ``k`` if i is even, ``2^n - 1 - k`` if i is odd."""
    return k if i % 2 == 0 else net.tags - 1 - k


def round_config(k: int) -> int:
    """The alternating configuration of round k, ``A_k`` (Theorem 4.2(ii))."""
    return gsen.gray(k)


def algorithm1(N: int) -> list[Round]:
    """Algorithm 1: all-to-all broadcast in N rounds."""
    net = _check(N)
    return [Round(k, round_config(k), tuple(Message(i, round_tag(net, i, k), -1) for i in range(N))) for k in range(N)]


def destination(N: Any, power: Any, i: Any, k: Any) -> Any:
    """Algorithm 2's entry ``d_{i,k}``: ``m = i 2^n mod N`` and ``(m + k) mod N`` (i even), ``m = ((i + 1) 2^n - 1)
    mod N`` and ``(m - k) mod N`` (i odd); ``power`` = 2^n (ints or symbolic naturals of a decided parity).

    >>> [destination(10, 16, 1, k) for k in range(4)]
    [1, 0, 9, 8]
    """
    if i % 2 == 0:
        return ((i * power) % N + k) % N
    return (((i + 1) * power - 1) % N - k) % N


def destination_matrix(N: int) -> list[list[int]]:
    """Algorithm 2: ``D[i][k] = (m + k) mod N`` (i even) or ``(m - k) mod N`` (i odd)."""
    net = _check(N)
    return [[destination(N, net.tags, i, k) for k in range(N)] for i in range(N)]


def algorithm3(N: int) -> list[Round]:
    """Algorithm 3: personalized exchange in N rounds, destinations read from D."""
    net = _check(N)
    D = destination_matrix(N)
    return [
        Round(k, round_config(k), tuple(Message(i, round_tag(net, i, k), D[i][k]) for i in range(N))) for k in range(N)
    ]


def algorithm4(N: int) -> list[Round]:
    """Algorithm 4: Algorithm 3 with the destination computed inline, entry by entry (no matrix)."""
    net = _check(N)
    power = net.tags
    rounds = []
    for k in range(N):
        msgs = []
        for i in range(N):
            msgs.append(Message(i, round_tag(net, i, k), destination(N, power, i, k)))
        rounds.append(Round(k, round_config(k), tuple(msgs)))
    return rounds


def pipelined_delay(N: int, rounds: int) -> int:
    """Stage-rounds until the last message arrives when a message enters every round and takes n
    stage-rounds to cross the network (Sect. 3: a round moves every message one stage)."""
    return rounds - 1 + gsen.stages(N)


def delay_lower_bound(N: int) -> int:
    """Lemma 3.2 as a round count: a processor takes one message per round and the first needs n
    rounds, so receiving N messages takes at least ``N + n - 1`` rounds."""
    return N + gsen.stages(N) - 1


def config_set(spans: Any) -> list[int]:
    """The configuration numbers of a printed set ``{a ~ b, ...}`` (Sect. 6): ``a ~ b`` = a, a+1, ..., b.

    >>> len(config_set([(0, 3), (8, 19), (24, 35), (40, 43), (48, 51), (56, 59)]))
    40
    """
    out: list[int] = []
    for a, b in spans:
        out += list(range(a, b + 1))
    return sorted(set(out))


# Sect. 6, the computer-aided sets as printed. N: (family, printed bound, printed spans).
PRINTED_SETS = {
    36: ("doubly", 40, [(0, 3), (8, 19), (24, 35), (40, 43), (48, 51), (56, 59)]),
    44: ("doubly", 48, [(0, 3), (8, 19), (24, 35), (40, 51), (56, 63)]),
    68: ("doubly", 72, [(0, 11), (16, 43), (48, 63), (68, 71), (80, 83), (100, 104), (112, 115)]),
    72: ("quadruply", 96, [(0, 63), (72, 79), (88, 95), (104, 111), (120, 127)]),
    76: ("doubly", 88, [(0, 7), (12, 39), (44, 67), (80, 91), (96, 99), (112, 123)]),
    84: ("doubly", 96, [(0, 11), (16, 43), (48, 63), (68, 71), (80, 95), (100, 103), (112, 127)]),
    92: ("doubly", 112, [(0, 7), (12, 39), (44, 71), (76, 103), (108, 127)]),
}
# The 68 set as printed has 73 elements; every other span has a length divisible by 4, so "100 ~ 104" reads
# as "100 ~ 103".
CORRECTED_68 = [(0, 11), (16, 43), (48, 63), (68, 71), (80, 83), (100, 103), (112, 115)]
PRINTED_20 = ("doubly", 24, [(0, 15), (20, 23), (28, 31)])  # Theorem 5.5's A'
