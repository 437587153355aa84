"""The Chau-Fu crosstalk-free optical MIN and the schemes it is compared against (chau-fu-2003).

Model (chau-fu-2003, Sect. IV): ``n = 2**m`` processors; ``m + 1`` stages numbered ``0..m`` of ``n``
2 x 2 electro-optic switches each. Stage-0 switch ``i`` takes processor ``i`` on one input; output
port 0 ("the first output") of switch ``i`` of stage ``k < m`` feeds switch ``i`` of stage ``k + 1``,
output port 1 ("the second output") feeds switch ``(i + 2**k) mod n``; output port 0 of switch ``i``
of the last stage ``m`` goes to processor ``i`` and its port 1 is unused. A *setting* gives, for
every stage and switch, the output port the switch's signal leaves by (a switch that carries two
signals at once is crosstalk, chau-fu-2003 Sect. II). A *pass* is one routing of every signal
under one setting. Paper notation -> ours: "log n" = ``m``, "ith switch in stage k" = switch
``i`` of stage ``k``, "a_i" = ``bit(c, i)``, "(n - 1) passes" = ``passes_optical(n)``.

The arithmetic functions (``offset``, ``next_switch``, ``bit``, ``rule_switch``) use only ``+ * %
>> &`` so they work on ints, numpy arrays and Z3 bit-vector terms alike: the Z3 engine in
:mod:`alltoall.checkers.crosstalk` reads this one definition. Checkers look the functions up through
this module at call time, so the seeded mutants (``tests/quality/mutants_chau_fu.py``) reach every
engine.

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
all-to-all personalized exchange" (seed 002).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from alltoall.spec.errors import log_exact, require, require_int
from alltoall.spec.topologies import multistage as ms

UNUSED = -1  # the last stage's port 1 and anything routed off the network


# --- the wiring (Sect. IV) ---------------------------------------------------------------------


def offset(k):
    """The jump of the second output of stage ``k``: ``2**k`` ("(i + 2^k) mod n")."""
    return 2**k


def next_switch(n: int, k: int, i, port):
    """Switch of stage ``k + 1`` reached from switch ``i`` of stage ``k`` by output ``port`` (0 or 1)."""
    return (i + port * offset(k)) % n


def stage_count(m):
    """Number of stages of the n x n network, ``log n + 1`` (``m`` = log n; works on SymPy symbols)."""
    return m + 1


def bit(c, i: int):
    """``a_i`` of the paper: bit ``i`` of ``c = a_0 2^0 + a_1 2^1 + ...`` (ints, arrays, Z3 terms)."""
    return (c >> i) & 1


def injection_ports(n: int) -> int:
    """Inputs of the network a processor can drive in one pass (stage 0 uses one input per switch)."""
    return 1


@dataclass(frozen=True)
class OpticalMIN:
    """The n x n Chau-Fu optical MIN (chau-fu-2003, Sect. IV, Figure 5).

    Paper -> ours: "new n by n MIN" = ``OpticalMIN(n)``; "stage 0 .. stage log n" = ``0..m``.

    >>> str(OpticalMIN(8)), OpticalMIN(8).m
    ('ChauFu(n=8)', 3)
    """

    n: int

    def __post_init__(self) -> None:
        require_int(self.n, "n", 2)
        log_exact(self.n, 2, "n")

    @property
    def m(self) -> int:
        return log_exact(self.n, 2, "n")

    @property
    def stages(self) -> int:
        return stage_count(self.m)

    @property
    def total_switches(self) -> int:
        return self.n * self.stages

    def __str__(self) -> str:
        return f"ChauFu(n={self.n})"

    def successor(self, k: int, i: int, port: int) -> int:
        """Where output ``port`` of switch ``i`` of stage ``k`` leads: a switch of stage k+1, or
        for the last stage a processor (port 0) or :data:`UNUSED` (port 1)."""
        require(0 <= k < self.stages, "k", f"stage must be in 0..{self.stages - 1}, got {k}")
        require(0 <= i < self.n, "i", f"switch must be in 0..{self.n - 1}, got {i}")
        require(port in (0, 1), "port", f"a 2 x 2 switch has output ports 0 and 1, got {port}")
        if k == self.stages - 1:
            return i if port == 0 else UNUSED
        return int(next_switch(self.n, k, i, port))


def route(net: OpticalMIN, setting: np.ndarray, sources=None) -> tuple[np.ndarray, np.ndarray]:
    """Route one pass: ``(outputs, occupancy)``.

    ``setting[k, i]`` (shape ``(stages, n)``, or ``(stages,)`` for a stage-uniform setting) is the
    output port switch ``i`` of stage ``k`` sends its signal to. ``sources`` (default: all) are the
    processors that send. ``outputs[j]`` is the processor reached by the j-th source's signal
    (:data:`UNUSED` if it leaves by the unused port, or by a non-existent stage);
    ``occupancy[j, k]`` is the switch it passes at stage k (the input of
    :func:`alltoall.checkers.properties.crosstalk_free`).
    """
    n = net.n
    S = net.stages
    setting = np.asarray(setting, dtype=np.int64)
    if setting.ndim == 1:
        setting = np.repeat(setting[:, None], n, axis=1)
    require(setting.shape[1] == n, "setting", f"expected {n} switches per stage, got shape {setting.shape}")
    src = np.arange(n, dtype=np.int64) if sources is None else np.asarray(sources, dtype=np.int64)
    occ = np.full((len(src), S), UNUSED, dtype=np.int64)
    pos = src.copy()
    alive = np.ones(len(src), dtype=bool)
    for k in range(S):
        if k >= setting.shape[0]:
            alive[:] = False
            break
        occ[alive, k] = pos[alive]
        port = setting[k, pos]
        if k == S - 1:
            alive &= port == 0
        else:
            pos = np.asarray(next_switch(n, k, pos, port), dtype=np.int64)
    out = np.where(alive, pos, UNUSED)
    return out, occ


def shift_port(stages: int, c, k: int):
    """Theorem 1: the output every switch of stage ``k`` is set to for the shift ``c``: ``a_k``
    (bit k of c) for k < m, the first output (0, wired to a processor) in the last stage."""
    return bit(c, k) if k < stages - 1 else 0 * c


def shift_setting(net: OpticalMIN, c: int) -> np.ndarray:
    """Theorem 1's stage-uniform setting for the cyclic shift ``c`` (shape ``(stages,)``)."""
    require_int(c, "c", 0)
    require(c < net.n, "c", f"a cyclic shift is in 0..n-1 = 0..{net.n - 1}, got {c}")
    return np.array([int(shift_port(net.stages, c, k)) for k in range(net.stages)], dtype=np.int64)


def shift_destination(n: int, s, c):
    """Where the c-th special permutation sends input s: ``(s + c) mod n`` (ints, arrays, terms)."""
    return (s + c) % n


def shift_permutation(n: int, c: int) -> tuple[int, ...]:
    """The paper's "output sequence" of the c-th special permutation."""
    return tuple(int(shift_destination(n, s, c)) for s in range(n))


# --- the routing rule (Sect. IV, end) ----------------------------------------------------------


def _py_select(cond, a, b):
    return a if cond else b


def rule_c(n: int, s, d, select: Callable = _py_select):
    """The rule's c: ``d - s`` if d > s; if s > d, "add n to d": ``d + n - s``. Undefined (None) for
    s == d (the text covers d > s and s > d only). ``select(cond, a, b)`` lets Z3 pass ``z3.If``."""
    if select is _py_select and s == d:
        return None
    return select(d > s, d - s, d + n - s)


def rule_switch(n: int, s, c, i: int, reduce_mod: bool = True):
    """The switch the rule sets in stage ``i``: ``(s + a_0 2^0 + ... + a_{i-1} 2^{i-1}) mod n``.

    ``reduce_mod=False`` is the text's d > s case, which omits "mod n".
    """
    prefix = c % (2**i) if i > 0 else 0 * c
    v = s + prefix
    return v % n if reduce_mod else v


def rule_setting(net: OpticalMIN, s: int, d: int) -> dict[tuple[int, int], int] | None:
    """The switches the rule sets for the pair (s, d): ``{(stage, switch): port}``; None if s == d.

    Stages 0..m are driven by a_0..a_m (the text writes a_0..a_{n-1}; bits past a_{m-1} of a
    c < n are 0, so stage m gets the first output and stages beyond m do not exist).
    """
    n = net.n
    require(0 <= s < n, "s", f"source must be in 0..{n - 1}, got {s}")
    require(0 <= d < n, "d", f"destination must be in 0..{n - 1}, got {d}")
    c = rule_c(n, s, d)
    if c is None:
        return None
    return {(i, int(rule_switch(n, s, c, i, reduce_mod=s > d))): int(bit(c, i)) for i in range(net.stages)}


def route_by_rule(net: OpticalMIN, s: int, d: int) -> tuple[int, list[int], dict]:
    """Send processor s's signal with only the rule's switches set (others unset, -1).

    Returns ``(output, switches passed, rule)``; a signal entering an unset switch is lost
    (output :data:`UNUSED`).
    """
    rule = rule_setting(net, s, d)
    if rule is None:
        return UNUSED, [], {}
    pos, path = s, []
    for k in range(net.stages):
        path.append(pos)
        port = rule.get((k, pos), -1)
        if port < 0:
            return UNUSED, path, rule
        nxt = net.successor(k, pos, port)
        if nxt == UNUSED:
            return UNUSED, path, rule
        pos = nxt
    return pos, path, rule


# --- all-to-all personalized exchange (Theorem 2) ---------------------------------------------


def aape_passes(net: OpticalMIN) -> range:
    """Theorem 2's schedule: pass ``c`` (c = 1..n-1) realizes the cyclic shift by c."""
    return range(1, net.n)


# --- the schemes of Sect. III and V, as far as the text defines them -------------------------
# Counts are functions of n and m = log n and accept SymPy symbols.


def optical_switches(n, m):
    """Sect. IV: n(log n + 1)."""
    return n * stage_count(m)


def _half(n):
    return n // 2 if isinstance(n, int) else n / 2


def banyan_switches(n, m):
    """One banyan (baseline, omega, indirect binary cube): log n stages of n/2 switches."""
    return _half(n) * banyan_stages(m)


def banyan_stages(m):
    return m


def benes_stages(m):
    """Benes: a banyan and a reverse banyan with the centre stage shared: 2 log n - 1 stages."""
    return 2 * m - 1


def benes_switches(n, m):
    """Sect. III: n log n - n/2 (= (2 log n - 1) stages of n/2 switches)."""
    return _half(n) * benes_stages(m)


def two_banyan_stages(m):
    """Sect. V, Figure 6: two banyans side by side plus one extra column before and after."""
    return m + 2


def two_banyan_switches(n, m):
    """Sect. V: two banyans (n log n) plus two extra columns of n switches: n(log n + 2)."""
    return 2 * banyan_switches(n, m) + 2 * n


def passes_semi_scheme(n):
    """Sect. III/V (Yang-Wang, Yang-Wang-Pan): n permutations x 2 crosstalk-free semi-permutations."""
    return 2 * n


def passes_two_banyan(n):
    """Sect. V: two banyans handle the two semi-permutations of one permutation at once: n passes."""
    return n


def passes_optical(n):
    """Theorem 2: n - 1 passes."""
    return n - 1


def banyan_semi_capacity(n):
    """Signals one crosstalk-free pass of a banyan can carry: one per first-stage switch, n/2."""
    return _half(n)


# The paper's comparisons between counts, as (lhs, relation, rhs) of functions of (n, m = log n).
RELATIONS = {
    "optical switches == 2 x banyan switches (Summary: 'twice the amount of switches')":
        (lambda n, m: optical_switches(n, m), "==", lambda n, m: 2 * banyan_switches(n, m)),
    "Benes switches == 2 x banyan switches (Sect. III: 'twice the number of switches')":
        (lambda n, m: benes_switches(n, m), "==", lambda n, m: 2 * banyan_switches(n, m)),
}


def latin_xor_permutation(n: int, x: int) -> tuple[int, ...]:
    """Permutation x of the XOR Latin square used by the semi-permutation schemes: s -> s XOR x."""
    require(0 <= x < n, "x", f"round must be in 0..{n - 1}, got {x}")
    return tuple(s ^ x for s in range(n))


def benes(k: int):
    """The 2**k x 2**k Benes network (Figure 4) as a MIN: baseline then reverse baseline, centre shared."""
    require_int(k, "k", 1)
    fwd = [ms.identity(k)] + [ms.sub_unshuffle(k, k - j) for j in range(k - 1)]
    # the reverse baseline's interstage wirings (centre stage shared with the baseline's last)
    back = [ms.sub_unshuffle(k, j + 2).inverse() for j in range(k - 1)]
    wirings = fwd + back + [ms.identity(k)]
    return ms.from_wirings("Benes", 2, 2**k, wirings, f"Benes(n={2**k})")


# --- any network of 2 x 2 switches (for "optimal in the number of switches") -------------------


@dataclass(frozen=True)
class SwitchNetwork:
    """Any network of ``switches`` 2 x 2 switches serving ``n`` processors, one port each way.

    ``entry[p] = (switch, in_port)`` is where processor p's single output enters;
    ``wires`` maps ``(switch, out_port)`` to ``("switch", switch, in_port)`` or ``("proc", q)``.
    Used to test chau-fu-2003's abstract ("optimal in ... the number of switches") against
    networks that are not multistage.
    """

    n: int
    switches: int
    entry: tuple[tuple[int, int], ...]
    wires: tuple[tuple[tuple[int, int], tuple], ...]

    def __post_init__(self) -> None:
        require_int(self.n, "n", 2)
        require_int(self.switches, "switches", 1)
        require(len(self.entry) == self.n, "entry", f"one entry per processor ({self.n}), got {len(self.entry)}")
        targets = [w for _, w in self.wires] + [("switch",) + tuple(e) for e in self.entry]
        require(len(set(targets)) == len(targets), "wires", "two wires end at the same port")

    def follow(self, s: int, ports) -> tuple[int, list[int]]:
        """Processor reached by s's signal leaving the i-th switch it meets by ``ports[i]``, and
        the switches passed. :data:`UNUSED` if it leaves by an unconnected port or runs out of choices."""
        wires = dict(self.wires)
        sw = self.entry[s][0]
        path = []
        for p in ports:
            path.append(sw)
            nxt = wires.get((sw, int(p)))
            if nxt is None:
                return UNUSED, path
            if nxt[0] == "proc":
                return int(nxt[1]), path
            sw = int(nxt[1])
        return UNUSED, path


def chau_fu_as_switch_network(net: OpticalMIN) -> SwitchNetwork:
    """The Chau-Fu MIN in the generic form (switch id = stage * n + i)."""
    n, S = net.n, net.stages
    wires = []
    for k in range(S):
        for i in range(n):
            for port in (0, 1):
                to = net.successor(k, i, port)
                if to == UNUSED:
                    continue
                if k == S - 1:
                    wires.append(((k * n + i, port), ("proc", to)))
                else:
                    wires.append(((k * n + i, port), ("switch", (k + 1) * n + to, port)))
    return SwitchNetwork(n, n * S, tuple((i, 0) for i in range(n)), tuple(wires))
