"""The Chau-Fu crosstalk-free optical MIN and the schemes it is compared against (chau-fu-2003).

``N = 2**k`` processors, ``k + 1`` stages of N 2 x 2 switches; output port 0 of switch ``i`` of stage
``j < k`` feeds switch ``i`` of stage ``j + 1``, port 1 feeds switch ``(i + 2**j) mod N``; a setting gives
each switch the port its signal leaves by, and a switch carrying two signals in one pass is
crosstalk. Paper -> ours: "n" = ``N``, "log n" = ``k``, "a_i" = ``bit(c, i)``, "(n - 1) passes" =
``passes_optical(N)``.

Examples
--------
The paper's 8 x 8 example (Figure 5), the shift c = 3 = 1 + 2 of Theorem 1:

>>> net = OpticalMIN(8)
>>> net.stages, net.total_switches
(4, 32)
>>> out, occ = route(net, shift_setting(net, 3))
>>> out.tolist()
[3, 4, 5, 6, 7, 0, 1, 2]
>>> occ[0].tolist()   # switches used by processor 0's signal at stages 0..3
[0, 1, 3, 3]

References
----------
chau-fu-2003: S.-C. Chau, A. W.-C. Fu, "An optical multistage interconnection network for optimal
all-to-all personalized exchange" (seed 002), Sects. II and IV, Theorems 1 and 2.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from alltoall.spec.errors import log_exact, require, require_int

__all__ = [
    "OpticalMIN",
    "RELATIONS",
    "UNUSED",
    "aape_passes",
    "banyan_semi_capacity",
    "banyan_stages",
    "banyan_switches",
    "benes_stages",
    "benes_switches",
    "bit",
    "injection_ports",
    "next_switch",
    "offset",
    "optical_switches",
    "passes_optical",
    "passes_semi_scheme",
    "passes_two_banyan",
    "route",
    "route_by_rule",
    "rule_c",
    "rule_setting",
    "rule_switch",
    "shift_destination",
    "shift_permutation",
    "shift_port",
    "shift_setting",
    "stage_count",
    "two_banyan_stages",
    "two_banyan_switches",
    "two_banyan_switches_half_columns",
]

UNUSED = -1  # the last stage's port 1 and anything routed off the network


# --- the wiring (Sect. IV) ---------------------------------------------------------------------


def offset(j: Any) -> Any:
    """The jump of the second output of stage ``j``: ``2**j`` ("(i + 2^k) mod n")."""
    return 2**j


def next_switch(N: int, j: int, i: Any, port: Any) -> Any:
    """Switch of stage ``j + 1`` reached from switch ``i`` of stage ``j`` by output ``port`` (0 or 1)."""
    return (i + port * offset(j)) % N


def stage_count(k: Any) -> Any:
    """Number of stages of the N x N network, ``log N + 1`` (``k`` = log N; works on SymPy symbols)."""
    return k + 1


def bit(c: Any, i: int) -> Any:
    """``a_i`` of the paper: bit ``i`` of ``c = a_0 2^0 + a_1 2^1 + ...`` (ints, arrays, Z3 terms)."""
    return (c >> i) & 1


def injection_ports(N: int) -> int:
    """Inputs of the network a processor can drive in one pass (stage 0 uses one input per switch)."""
    return 1


@dataclass(frozen=True)
class OpticalMIN:
    """The n x n Chau-Fu optical MIN (chau-fu-2003, Sect. IV, Figure 5).

    Paper -> ours: "new n by n MIN" = ``OpticalMIN(N)``; "stage 0 .. stage log n" = ``0..k``.

    >>> str(OpticalMIN(8)), OpticalMIN(8).N, OpticalMIN(8).k
    ('ChauFu(N=8)', 8, 3)
    """

    N: int

    def __post_init__(self) -> None:
        require_int(self.N, "N", 2)
        log_exact(self.N, 2, "N")

    @property
    def k(self) -> int:
        """log N: the number of stages that follow the bits of a shift (the network has k + 1)."""
        return log_exact(self.N, 2, "N")

    @property
    def stages(self) -> int:
        return cast(int, stage_count(self.k))

    @property
    def total_switches(self) -> int:
        return self.N * self.stages

    def __str__(self) -> str:
        return f"ChauFu(N={self.N})"

    def successor(self, j: int, i: int, port: int) -> int:
        """Where output ``port`` of switch ``i`` of stage ``j`` leads: a switch of stage j+1, or
        for the last stage a processor (port 0) or :data:`UNUSED` (port 1)."""
        require(0 <= j < self.stages, "j", f"stage must be in 0..{self.stages - 1}, got {j}")
        require(0 <= i < self.N, "i", f"switch must be in 0..{self.N - 1}, got {i}")
        require(port in (0, 1), "port", f"a 2 x 2 switch has output ports 0 and 1, got {port}")
        if j == self.stages - 1:
            return i if port == 0 else UNUSED
        return int(next_switch(self.N, j, i, port))


def route(net: OpticalMIN, setting: np.ndarray, sources: Any = None) -> tuple[np.ndarray, np.ndarray]:
    """Route one pass: ``(outputs, occupancy)``.

    ``setting[j, i]`` (shape ``(stages, N)``, or ``(stages,)`` for a stage-uniform setting) is the
    output port switch ``i`` of stage ``j`` sends its signal to. ``sources`` (default: all) are the
    processors that send. ``outputs[a]`` is the processor reached by the a-th source's signal
    (:data:`UNUSED` if it leaves by the unused port, or by a non-existent stage);
    ``occupancy[a, j]`` is the switch it passes at stage j (the input of
    :func:`alltoall.checkers.properties.crosstalk_free`).
    """
    N = net.N
    S = net.stages
    setting = np.asarray(setting, dtype=np.int64)
    if setting.ndim == 1:
        setting = np.repeat(setting[:, None], N, axis=1)
    require(setting.shape[1] == N, "setting", f"expected {N} switches per stage, got shape {setting.shape}")
    src = np.arange(N, dtype=np.int64) if sources is None else np.asarray(sources, dtype=np.int64)
    occ = np.full((len(src), S), UNUSED, dtype=np.int64)
    pos = src.copy()
    alive = np.ones(len(src), dtype=bool)
    for j in range(S):
        if j >= setting.shape[0]:
            alive[:] = False
            break
        occ[alive, j] = pos[alive]
        port = setting[j, pos]
        if j == S - 1:
            alive &= port == 0
        else:
            pos = np.asarray(next_switch(N, j, pos, port), dtype=np.int64)
    out = np.where(alive, pos, UNUSED)
    return out, occ


def shift_port(stages: int, c: Any, j: int) -> Any:
    """Theorem 1: the output every switch of stage ``j`` is set to for the shift ``c``: ``a_j``
    (bit j of c) for j < k, the first output (0, wired to a processor) in the last stage k."""
    return bit(c, j) if j < stages - 1 else 0 * c


def shift_setting(net: OpticalMIN, c: int) -> np.ndarray:
    """Theorem 1's stage-uniform setting for the cyclic shift ``c`` (shape ``(stages,)``)."""
    require_int(c, "c", 0)
    require(c < net.N, "c", f"a cyclic shift is in 0..N-1 = 0..{net.N - 1}, got {c}")
    return np.array([int(shift_port(net.stages, c, j)) for j in range(net.stages)], dtype=np.int64)


def shift_destination(N: int, s: Any, c: Any) -> Any:
    """Where the c-th special permutation sends input s: ``(s + c) mod N`` (ints, arrays, terms)."""
    return (s + c) % N


def shift_permutation(N: int, c: int) -> tuple[int, ...]:
    """The paper's "output sequence" of the c-th special permutation."""
    return tuple(int(shift_destination(N, s, c)) for s in range(N))


# --- the routing rule (Sect. IV, end) ----------------------------------------------------------


def _py_select(cond: Any, a: Any, b: Any) -> Any:
    return a if cond else b


def rule_c(N: int, s: Any, d: Any, select: Callable[..., Any] = _py_select) -> Any:
    """The rule's c: ``d - s`` if d > s; if s > d, "add n to d": ``d + n - s``. Undefined (None) for
    s == d (the text covers d > s and s > d only). ``select(cond, a, b)`` lets Z3 pass ``z3.If``."""
    if select is _py_select and s == d:
        return None
    return select(d > s, d - s, d + N - s)


def rule_switch(N: int, s: Any, c: Any, i: int, reduce_mod: bool = True) -> Any:
    """The switch the rule sets in stage ``i``: ``(s + a_0 2^0 + ... + a_{i-1} 2^{i-1}) mod n``.

    ``reduce_mod=False`` is the text's d > s case, which omits "mod n".
    """
    prefix = c % (2**i) if i > 0 else 0 * c
    v = s + prefix
    return v % N if reduce_mod else v


def rule_setting(net: OpticalMIN, s: int, d: int) -> dict[tuple[int, int], int] | None:
    """The switches the rule sets for the pair (s, d): ``{(stage, switch): port}``; None if s == d.

    Stages 0..k are driven by a_0..a_k (the text writes a_0..a_{n-1}; bits past a_{k-1} of a
    c < N are 0, so stage k gets the first output and stages beyond k do not exist).
    """
    N = net.N
    require(0 <= s < N, "s", f"source must be in 0..{N - 1}, got {s}")
    require(0 <= d < N, "d", f"destination must be in 0..{N - 1}, got {d}")
    c = rule_c(N, s, d)
    if c is None:
        return None
    return {(i, int(rule_switch(N, s, c, i, reduce_mod=s > d))): int(bit(c, i)) for i in range(net.stages)}


def route_by_rule(net: OpticalMIN, s: int, d: int) -> tuple[int, list[int], dict[tuple[int, int], int]]:
    """Send processor s's signal with only the rule's switches set (others unset, -1).

    Returns ``(output, switches passed, rule)``; a signal entering an unset switch is lost
    (output :data:`UNUSED`).
    """
    rule = rule_setting(net, s, d)
    if rule is None:
        return UNUSED, [], {}
    pos, path = s, []
    for j in range(net.stages):
        path.append(pos)
        port = rule.get((j, pos), -1)
        if port < 0:
            return UNUSED, path, rule
        nxt = net.successor(j, pos, port)
        if nxt == UNUSED:
            return UNUSED, path, rule
        pos = nxt
    return pos, path, rule


# --- all-to-all personalized exchange (Theorem 2) ---------------------------------------------


def aape_passes(net: OpticalMIN) -> range:
    """Theorem 2's schedule: pass ``c`` (c = 1..N-1) realizes the cyclic shift by c."""
    return range(1, net.N)


# --- the schemes of Sect. III and V, as far as the text defines them -------------------------
# Counts are functions of N and k = log N and accept SymPy symbols.


def optical_switches(N: Any, k: Any) -> Any:
    """Sect. IV: n(log n + 1)."""
    return N * stage_count(k)


def _half(N: Any) -> Any:
    return N // 2 if isinstance(N, int) else N / 2


def banyan_switches(N: Any, k: Any) -> Any:
    """One banyan (baseline, omega, indirect binary cube): log n stages of n/2 switches."""
    return _half(N) * banyan_stages(k)


def banyan_stages(k: Any) -> Any:
    return k


def benes_stages(k: Any) -> Any:
    """Benes: a banyan and a reverse banyan with the centre stage shared: 2 log n - 1 stages."""
    return 2 * k - 1


def benes_switches(N: Any, k: Any) -> Any:
    """Sect. III: n log n - n/2 (= (2 log n - 1) stages of n/2 switches)."""
    return _half(N) * benes_stages(k)


def two_banyan_stages(k: Any) -> Any:
    """Sect. V, Figure 6: two banyans side by side plus one extra column before and after."""
    return k + 2


def two_banyan_switches(N: Any, k: Any) -> Any:
    """Sect. V: two banyans (n log n) plus two extra columns of n switches: n(log n + 2)."""
    return 2 * banyan_switches(N, k) + 2 * N


def two_banyan_switches_half_columns(N: Any, k: Any) -> Any:
    """Sect. V read with n/2 switches per extra column (a column of 2 x 2 switches on n lines):
    n log n + n = n(log n + 1), the optical MIN's count."""
    return 2 * banyan_switches(N, k) + 2 * _half(N)


def passes_semi_scheme(N: Any) -> Any:
    """Sect. III/V (Yang-Wang, Yang-Wang-Pan): n permutations x 2 crosstalk-free semi-permutations."""
    return 2 * N


def passes_two_banyan(N: Any) -> Any:
    """Sect. V: two banyans handle the two semi-permutations of one permutation at once: n passes."""
    return N


def passes_optical(N: Any) -> Any:
    """Theorem 2: n - 1 passes."""
    return N - 1


def banyan_semi_capacity(N: Any) -> Any:
    """Signals one crosstalk-free pass of a banyan can carry: one per first-stage switch, n/2."""
    return _half(N)


# The paper's comparisons between counts, as (lhs, relation, rhs) of functions of (N, k = log N).
RELATIONS = {
    "optical switches == 2 x banyan switches (Summary: 'twice the amount of switches')": (
        lambda N, k: optical_switches(N, k),
        "==",
        lambda N, k: 2 * banyan_switches(N, k),
    ),
    "Benes switches == 2 x banyan switches (Sect. III: 'twice the number of switches')": (
        lambda N, k: benes_switches(N, k),
        "==",
        lambda N, k: 2 * banyan_switches(N, k),
    ),
    "two banyans + 2 columns of n/2 == n log n + 2n (Sect. V: 'requires n(logn+2) 2 by 2 switches')": (
        lambda N, k: two_banyan_switches_half_columns(N, k),
        "==",
        lambda N, k: N * k + 2 * N,
    ),
    "two banyans + 2 columns of n/2 == optical switches + n (Sect. V: 'n more than using the new n by n MIN')": (
        lambda N, k: two_banyan_switches_half_columns(N, k),
        "==",
        lambda N, k: optical_switches(N, k) + N,
    ),
}
