"""N x N generalized shuffle-exchange networks (GSEN) of chou-chen-2010 (after Padmanabhan 1991).

N even, ``n = ceil(log2 N)`` stages, each the perfect shuffle ``pi(t) = (2t + floor(2t/N)) mod N``
followed by N/2 switches of 2 x 2 (terminals ``y`` and ``y + N/2`` enter switch ``y`` at ports 0 and 1;
it leaves on ``2y`` and ``2y + 1``); state 0 is straight, 1 cross; a configuration is
``states[stage, switch]``, the transpose of the paper's (N/2) x n matrix. Paper -> ours: tag bit
``f_l`` drives stage ``n-1-l`` (:func:`tag_bit`); ``P(i, F)`` = :func:`path`, ``B(i, F)`` =
``path(net, i, F).backward``; stage control C, alternating A, A', A'' = :func:`family_states`.

Examples
--------
>>> net = GSEN(10)
>>> str(net), net.n
('GSEN(N=10)', 4)
>>> [shuffle(10, t) for t in range(10)]
[0, 2, 4, 6, 8, 1, 3, 5, 7, 9]

The stage-control configuration C = 9 = (1001)_2 of Fig. 4(a) realizes 9 7 5 3 8 1 6 4 2 0, and
input 2 reaches output 5 with the tag 13 = (1101)_2 (Sect. 2):

>>> realize(net, family_states(net, "sc", 9)).tolist()
[9, 7, 5, 3, 8, 1, 6, 4, 2, 0]
>>> p = path(net, 2, 13); p.dest, p.out_ports
(5, (1, 1, 0, 1))

References
----------
chou-chen-2010, Sects. 1-2 (the network, its tags and stage-control families) and Fig. 4(a).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.spec.errors import ParameterError, require, require_int

__all__ = [
    "BIT_ORDERS",
    "FAMILIES",
    "FAMILY_PERIOD",
    "GSEN",
    "MAX_N",
    "Path",
    "all_states",
    "backward_formula",
    "config_bit",
    "dest_formula",
    "family_perms",
    "family_states",
    "forward_tags",
    "gray",
    "gray_inverse",
    "gray_inverse_step",
    "path",
    "pattern",
    "realize",
    "shuffle",
    "stages",
    "states_from_data",
    "switch_table",
    "tag_bit",
    "tag_table",
    "trace_tag",
]

FAMILIES = ("sc", "alternating", "doubly", "quadruply")
FAMILY_PERIOD = {"sc": 0, "alternating": 1, "doubly": 2, "quadruply": 4}
BIT_ORDERS = ("msb-first", "lsb-first")
MAX_N = 1 << 14


@dataclass(frozen=True)
class GSEN:
    """An N x N GSEN (chou-chen-2010, Sect. 1); ``str`` is the canonical name ``GSEN(N=10)``."""

    N: int

    def __post_init__(self) -> None:
        require_int(self.N, "N", 2)
        require(self.N % 2 == 0, "N", f"a GSEN needs an even number of terminals, got {self.N}")
        require(self.N <= MAX_N, "N", f"at most {MAX_N} terminals, got {self.N}")

    @property
    def n(self) -> int:
        """Number of stages, ceil(log2 N)."""
        return stages(self.N)

    @property
    def half(self) -> int:
        """Switches per stage, N/2."""
        return self.N // 2

    @property
    def tags(self) -> int:
        """Number of forward control tags, 2**n."""
        return 1 << self.n

    @property
    def switch_count(self) -> int:
        return self.half * self.n

    def __str__(self) -> str:
        return f"GSEN(N={self.N})"


def stages(N: int) -> int:
    """``n = ceil(log2 N)`` (the convention of chou-chen-2010 Sect. 1).

    >>> [stages(N) for N in (2, 4, 6, 8, 10, 20, 514)]
    [1, 2, 3, 3, 4, 5, 10]
    """
    return (N - 1).bit_length()


def shuffle(N: int, t: Any) -> Any:
    """The perfect shuffle ``pi(t) = (2t + floor(2t/N)) mod N`` (works on ints, arrays, solver terms)."""
    return (2 * t + (2 * t) // N) % N


def tag_bit(F: Any, n: int, stage: int) -> Any:
    """The output port tag ``F`` asks for at ``stage``: ``f_{n-1-stage}`` (most significant bit first)."""
    return (F >> (n - 1 - stage)) & 1


def config_bit(C: Any, n: int, stage: int, order: str = "msb-first") -> Any:
    """Bit of a configuration number that sets ``stage``: ``c_{n-1-stage}`` (msb-first, the paper's
    reading) or ``c_stage`` (lsb-first, the other reading of the bit order)."""
    if order == "msb-first":
        return (C >> (n - 1 - stage)) & 1
    if order == "lsb-first":
        return (C >> stage) & 1
    raise ParameterError("order", f"expected one of {', '.join(BIT_ORDERS)}, got {order!r}")


def pattern(family: str, y: Any) -> Any:
    """The switch pattern of a stage-control family: state of switch ``y`` when the stage bit is 0."""
    if family not in FAMILY_PERIOD:
        raise ParameterError("family", f"expected one of {', '.join(FAMILIES)}, got {family!r}")
    m = FAMILY_PERIOD[family]
    return 0 * y if m == 0 else (y // m) % 2


def family_states(net: GSEN, family: str, C: int, order: str = "msb-first") -> np.ndarray:
    """Configuration ``states[stage, switch]`` of configuration number ``C`` of a family.

    ``family``: "sc" (stage control C, Sect. 3), "alternating" (A, Sect. 4), "doubly" (A', Sect. 5),
    "quadruply" (A'', Sect. 6): the state of switch ``y`` of stage ``s`` is bit ``c_{n-1-s}`` of ``C``
    XOR a pattern of ``y``, respectively 0, ``y mod 2``, ``(y // 2) mod 2`` and ``(y // 4) mod 2``.

    >>> family_states(GSEN(10), "alternating", 9).tolist()[0]
    [1, 0, 1, 0, 1]
    """
    C = require_int(C, "C", 0)
    require(C < net.tags, "C", f"a configuration number of {net} is below {net.tags}, got {C}")
    y = np.arange(net.half, dtype=np.int64)
    return np.stack([(pattern(family, y) ^ config_bit(C, net.n, s, order)) & 1 for s in range(net.n)]).astype(np.int64)


@dataclass(frozen=True)
class Path:
    """The path ``P(i, F)``: terminal entering each stage, switch, input and output ports, destination,
    and the backward control tag ``B`` (input ports, most significant bit = stage 0)."""

    source: int
    tag: int
    terminals: tuple[int, ...]  # terminal leaving stage s (t_s of Lemma 5.1)
    switches: tuple[int, ...]
    in_ports: tuple[int, ...]
    out_ports: tuple[int, ...]

    @property
    def dest(self) -> int:
        return self.terminals[-1]

    @property
    def backward(self) -> int:
        B = 0
        for b in self.in_ports:
            B = 2 * B + b
        return B

    def state(self, s: int) -> int:
        """The state the path needs at stage ``s`` (0 straight, 1 cross)."""
        return self.in_ports[s] ^ self.out_ports[s]


def path(net: GSEN, i: int, F: int) -> Path:
    """``P(i, F)``: the path from input ``i`` with forward control tag ``F`` (chou-chen-2010 Sect. 2)."""
    i = require_int(i, "i", 0)
    F = require_int(F, "F", 0)
    N, n, tags = net.N, net.n, net.tags
    if i >= N:
        raise ParameterError("i", f"inputs of {net} are 0..{N - 1}, got {i}")
    if F >= tags:
        raise ParameterError("F", f"tags of {net} are 0..{tags - 1}, got {F}")
    t, terms, sws, ins, outs = i, [], [], [], []
    for s in range(n):
        p = shuffle(N, t)
        y, b = p // 2, p % 2
        f = tag_bit(F, n, s)
        t = 2 * y + f
        terms.append(t)
        sws.append(y)
        ins.append(b)
        outs.append(f)
    return Path(i, F, tuple(terms), tuple(sws), tuple(ins), tuple(outs))


def trace_tag(N: int, n: int, i: Any, F: Any) -> Any:
    """Destination and backward tag of ``P(i, F)`` on ints or solver terms: ``(dest, B, in_ports)``."""
    t, B, ins = i, 0, []
    for s in range(n):
        p = shuffle(N, t)
        b = p % 2
        t = (p - b) + tag_bit(F, n, s)
        B = 2 * B + b
        ins.append(b)
    return t, B, ins


def dest_formula(net: GSEN, i: Any, F: Any) -> Any:
    """Lemma 3.3: the destination of ``P(i, F)`` is ``(i * 2**n + F) mod N``."""
    return (i * net.tags + F) % net.N


def backward_formula(net: GSEN, i: Any, F: Any) -> Any:
    """Lemma 3.3: the backward tag of ``P(i, F)`` is ``floor((i * 2**n + F) / N)``."""
    return (i * net.tags + F) // net.N


def tag_table(net: GSEN) -> tuple[np.ndarray, np.ndarray]:
    """``dest[i, F]`` and ``backward[i, F]`` for every input and tag (the simulator, vectorized)."""
    i = np.repeat(np.arange(net.N, dtype=np.int64)[:, None], net.tags, axis=1)
    F = np.repeat(np.arange(net.tags, dtype=np.int64)[None, :], net.N, axis=0)
    d, B, _ = trace_tag(net.N, net.n, i, F)
    return d, B


def switch_table(net: GSEN) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``sw[i, F, s]``, ``inp[i, F, s]``, ``out[i, F, s]``: switch and ports of ``P(i, F)`` at stage s."""
    N, n = net.N, net.n
    t = np.repeat(np.arange(N, dtype=np.int64)[:, None], net.tags, axis=1)
    F = np.repeat(np.arange(net.tags, dtype=np.int64)[None, :], N, axis=0)
    sw = np.zeros((N, net.tags, n), dtype=np.int64)
    inp, out = np.zeros_like(sw), np.zeros_like(sw)
    for s in range(n):
        p = shuffle(N, t)
        y, b, f = p // 2, p % 2, tag_bit(F, n, s)
        sw[..., s], inp[..., s], out[..., s] = y, b, f
        t = 2 * y + f
    return sw, inp, out


def realize(net: GSEN, states: np.ndarray) -> np.ndarray:
    """The permutation realized by a configuration: ``realize(net, S)[..., i]`` = output of input i.

    ``states[..., stage, switch]`` in {0, 1}; leading axes batch several configurations.
    """
    states = np.asarray(states, dtype=np.int64)
    require(
        states.shape[-2:] == (net.n, net.half),
        "states",
        f"{net} needs states of shape (..., {net.n}, {net.half}), got {states.shape}",
    )
    batch = states.shape[:-2]
    t = np.broadcast_to(np.arange(net.N, dtype=np.int64), batch + (net.N,))
    for s in range(net.n):
        p = shuffle(net.N, t)
        y, b = p // 2, p % 2
        t = 2 * y + (b ^ np.take_along_axis(states[..., s, :], y, axis=-1))
    return t


def forward_tags(net: GSEN, states: np.ndarray) -> np.ndarray:
    """The forward control tag each input uses under a configuration (one configuration)."""
    states = np.asarray(states, dtype=np.int64)
    t = np.arange(net.N, dtype=np.int64)
    F = np.zeros(net.N, dtype=np.int64)
    for s in range(net.n):
        p = shuffle(net.N, t)
        y, b = p // 2, p % 2
        f = b ^ states[s, y]
        F = 2 * F + f
        t = 2 * y + f
    return F


def family_perms(net: GSEN, family: str, order: str = "msb-first") -> np.ndarray:
    """Permutations of every configuration number of a family: array (2**n, N)."""
    S = np.stack([family_states(net, family, C, order) for C in range(net.tags)])
    return realize(net, S)


def all_states(net: GSEN) -> Iterator[np.ndarray]:
    """Every configuration (2 ** (n N / 2) of them; small N only)."""
    bits = net.n * net.half
    require(bits <= 20, "N", f"{net} has 2**{bits} configurations; enumerate only up to 2**20")
    for c in range(1 << bits):
        yield np.array([(c >> k) & 1 for k in range(bits)], dtype=np.int64).reshape(net.n, net.half)


def states_from_data(net: GSEN, data: dict[str, Any]) -> np.ndarray:
    """Validate a configuration given as nested lists of 0/1 (``[stage][switch]``)."""
    try:
        arr = np.asarray(data, dtype=np.int64)
    except (TypeError, ValueError):
        raise ParameterError("states", "expected a list of lists of 0/1") from None
    require(
        arr.shape == (net.n, net.half),
        "states",
        f"{net} needs {net.n} stages of {net.half} states, got shape {arr.shape}",
    )
    require(bool(np.isin(arr, (0, 1)).all()), "states", "states are 0 (straight) or 1 (cross)")
    return arr


def gray(k: int) -> int:
    """Theorem 4.2(ii): the alternating configuration ``A_k = k XOR floor(k/2)`` whose even inputs use tag k.

    >>> [gray(k) for k in range(10)]
    [0, 1, 3, 2, 6, 7, 5, 4, 12, 13]
    """
    return k ^ (k >> 1)


def gray_inverse(A: int, n: int) -> int:
    """Theorem 4.2(iii): ``F = A xor floor(A/2) xor ... xor floor(A/2**(n-1))``.

    >>> [gray_inverse(gray(k), 4) for k in range(10)]
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    F = 0
    for s in range(n):
        F = gray_inverse_step(F, A, s)
    return F


def gray_inverse_step(F: Any, A: Any, s: Any) -> Any:
    """One term of Theorem 4.2(iii)'s sum: ``F xor floor(A/2**s)`` (ints or symbolic bit strings)."""
    return F ^ (A >> s)
