"""Crosstalk freedom and correct delivery: Z3 encodings and brute force (chau-fu-2003).

Crosstalk (chau-fu-2003 Sect. II): two signals pass through one switch in the same pass. The
reference semantics is :func:`alltoall.checkers.properties.crosstalk_free` on a switch-occupancy
array. Both engines read the spec :mod:`alltoall.spec.topologies.optical` (and
:mod:`alltoall.spec.topologies.multistage` for banyan and Benes semi-permutations).

Z3, per n = 2**m: a switch index is a bit-vector of m + 2 bits wrapped in :class:`Unsigned`, so
the spec's own ``+ * % >> &`` and comparisons act as unsigned arithmetic (``%`` by the constant
n becomes an unsigned remainder, which Z3 reduces to bit extraction). The spec's ``next_switch``,
``bit``, ``shift_port``, ``rule_c`` and ``rule_switch`` are applied to those terms unchanged, so
a seeded mutant of the spec reaches Z3 as it reaches brute force. One UNSAT answer covers every
shift c = 1..n-1 and every pair of sources. SAT models are decoded into ints and re-checked by
brute force before a claim uses them.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Iterable

import numpy as np
import z3

from alltoall.checkers import properties as props
from alltoall.checkers.replay import replayer
from alltoall.checkers.z3.core import Z3_VERSION, Encoding, Query, Unsigned, select  # noqa: F401 (Z3_VERSION re-exported)
from alltoall.spec.errors import ParameterError, require
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op



def _path(net: op.OpticalMIN, s, c) -> tuple[list, Any]:
    """Switches a signal from s passes under Theorem 1's setting for c, and the last stage's port."""
    pos = [s]
    for k in range(net.stages - 1):
        pos.append(op.next_switch(net.n, k, pos[-1], op.shift_port(net.stages, c, k)))
    return pos, op.shift_port(net.stages, c, net.stages - 1)


def theorem1_crosstalk(net: op.OpticalMIN, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Is there a shift c in 1..n-1, sources s != t and a stage where both signals share a switch?
    UNSAT = every pass of Theorem 1 is crosstalk-free."""
    e = Encoding(net.n, timeout)
    c, s, t = e.var("c", 1), e.var("s"), e.var("t")
    e.solver.add(s != t)
    ps, _ = _path(net, s, c)
    pt, _ = _path(net, t, c)
    e.solver.add(z3.Or([a == b for a, b in zip(ps, pt)]))
    return e.check(keep_smt2)


def theorem1_delivery(net: op.OpticalMIN, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Is there a shift c in 1..n-1 and a source s whose signal does not reach processor
    (s + c) mod n (it ends elsewhere, or leaves the last stage by the unused output)?"""
    e = Encoding(net.n, timeout)
    c, s = e.var("c", 1), e.var("s")
    pos, last = _path(net, s, c)
    e.solver.add(z3.Or(last != 0, pos[-1] != op.shift_destination(net.n, s, c)))
    return e.check(keep_smt2)


def theorem2_coverage(net: op.OpticalMIN, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Is there a source s and passes c1 != c2 of Theorem 2's schedule that send s's messages to
    the same processor, or a pass that sends s to itself? UNSAT (with n - 1 passes of n messages)
    = every ordered pair s != d is served exactly once."""
    passes = op.aape_passes(net)
    lo, hi = passes[0], passes[-1]
    e = Encoding(net.n, timeout)
    s, c1, c2 = e.var("s"), e.var("c1", lo, hi), e.var("c2", lo, hi)
    d1, d2 = op.shift_destination(net.n, s, c1), op.shift_destination(net.n, s, c2)
    e.solver.add(z3.Or(z3.And(c1 != c2, d1 == d2), d1 == s))
    q = e.check(keep_smt2)
    if passes.step != 1:  # the schedule is not an interval: say so rather than guess
        q.status, q.reason = "unknown", "the schedule's passes are not the interval lo..hi"
    return q


def rule_query(net: op.OpticalMIN, timeout: float = 60.0, keep_smt2: bool = False) -> Query:
    """Is there a pair s != d for which the Sect. IV routing rule fails: its c is outside 1..n-1,
    the signal is not in the switch the rule names at some stage, the last stage is not sent to
    the processor, or the signal ends elsewhere than d? UNSAT = the rule delivers every pair."""
    e = Encoding(net.n, timeout)
    n = net.n
    s, d = e.var("s"), e.var("d")
    e.solver.add(s != d)
    c = op.rule_c(n, s, d, select=select)
    bad = [c < 1, c > n - 1]
    pos = s
    for i in range(net.stages):
        named = select(d > s, op.rule_switch(n, s, c, i, reduce_mod=False), op.rule_switch(n, s, c, i, reduce_mod=True))
        bad.append(pos != named)
        port = op.bit(c, i)
        if i == net.stages - 1:
            bad.append(port != 0)
        else:
            pos = op.next_switch(n, i, pos, port)
    bad.append(pos != d)
    e.solver.add(z3.Or(bad))
    return e.check(keep_smt2)


# --- brute force: the optical MIN ---------------------------------------------------------------


@dataclass(frozen=True)
class Failure:
    """A brute-force-confirmed failure of Theorem 1's setting for shift c."""

    n: int
    c: int
    what: str  # "crosstalk" or "delivery"
    message: str
    signals: tuple[int, ...]


def check_shift(net: op.OpticalMIN, c: int) -> Failure | None:
    """Route every source under Theorem 1's setting for c: crosstalk first, then delivery."""
    out, occ = op.route(net, op.shift_setting(net, c))
    v = props.crosstalk_free(occ)
    if v:
        return Failure(net.n, c, "crosstalk", f"shift c={c}: {v.message}", tuple(v.where["signals"]))
    want = np.array(op.shift_permutation(net.n, c))
    bad = np.flatnonzero(out != want)
    if len(bad):
        s = int(bad[0])
        return Failure(net.n, c, "delivery", f"shift c={c}: processor {s}'s signal reaches {int(out[s])}, not {int(want[s])}", (s,))
    return None


def brute_theorem1(net: op.OpticalMIN, shifts: Iterable[int] | None = None) -> Failure | None:
    for c in range(1, net.n) if shifts is None else shifts:
        f = check_shift(net, c)
        if f:
            return f
    return None


def aape_violation(net: op.OpticalMIN) -> str | None:
    """Theorem 2 by brute force: every pass crosstalk-free and delivering, and every ordered pair
    s != d served exactly once (no self-messages)."""
    n = net.n
    served = np.zeros((n, n), dtype=np.int64)
    for c in op.aape_passes(net):
        f = check_shift(net, c)
        if f:
            return f.message
        out, _ = op.route(net, op.shift_setting(net, c))
        served[np.arange(n), out] += 1
    want = 1 - np.eye(n, dtype=np.int64)
    bad = np.argwhere(served != want)
    if len(bad):
        s, d = (int(v) for v in bad[0])
        return f"message {s} -> {d} is sent {int(served[s, d])} times (want {int(want[s, d])})"
    return None


def brute_rule(net: op.OpticalMIN) -> tuple[int, int, str] | None:
    """The routing rule for every pair s != d, vectorized: returns the first failing (s, d, why)."""
    n = net.n
    S, D = (a.ravel() for a in np.meshgrid(np.arange(n), np.arange(n), indexing="ij"))
    S, D = S[S != D], D[S != D]
    c = op.rule_c(n, S, D, select=np.where)
    why = np.full(len(S), "", dtype=object)

    def flag(mask, text):
        fresh = mask & (why == "")
        why[fresh] = text

    flag((c < 1) | (c > n - 1), "the rule's c is outside 1..n-1")
    pos = S.copy()
    for i in range(net.stages):
        named = np.where(D > S, op.rule_switch(n, S, c, i, reduce_mod=False), op.rule_switch(n, S, c, i, reduce_mod=True))
        flag(pos != named, f"at stage {i} the signal is not in the switch the rule sets")
        port = op.bit(c, i)
        if i == net.stages - 1:
            flag(port != 0, f"stage {i} is sent to the unused output")
        else:
            pos = op.next_switch(n, i, pos, port)
    flag(pos != D, "the signal arrives at another processor")
    idx = np.flatnonzero(why != "")
    if len(idx):
        j = int(idx[0])
        return int(S[j]), int(D[j]), str(why[j])
    return None


def one_pass_occupancy(net: op.OpticalMIN, perm) -> np.ndarray:
    """Switches used by the unique paths of ``perm`` (s -> perm[s], -1 = idle) in one pass.

    In the optical MIN the path from s to d is unique: stages 0..m-1 must add the bits of
    c = (d - s) mod n (the 2**m stage choices give n distinct offsets), so occupancy is forced.
    """
    n = net.n
    perm = np.asarray(perm, dtype=np.int64)
    src = np.flatnonzero(perm >= 0)
    c = (perm[src] - src) % n
    occ = np.zeros((len(src), net.stages), dtype=np.int64)
    pos = src.copy()
    for k in range(net.stages):
        occ[:, k] = pos
        if k < net.stages - 1:
            pos = op.next_switch(n, k, pos, op.bit(c, k))
    return occ


def first_crosstalk_derangement(net: op.OpticalMIN, limit: int = 1_000_000):
    """The lexicographically first permutation without fixed points whose one pass has crosstalk."""
    for count, perm in enumerate(itertools.permutations(range(net.n))):
        if count >= limit:
            break
        if any(perm[s] == s for s in range(net.n)):
            continue
        v = props.crosstalk_free(one_pass_occupancy(net, perm))
        if v:
            return perm, v
    return None


# --- multistage networks (banyan, Benes): semi-permutations --------------------------------------


def _semi(net: ms.MIN, semi) -> list[tuple[int, int]]:
    semi = [int(v) for v in semi]
    require(len(semi) == net.N, "semi", f"expected {net.N} entries (-1 = idle input), got {len(semi)}")
    active = [(s, t) for s, t in enumerate(semi) if t >= 0]
    targets = [t for _, t in active]
    require(all(t < net.N for t in targets) and len(set(targets)) == len(targets), "semi", f"not a partial permutation of 0..{net.N - 1}: {semi}")
    return active


def semi_paths(net: ms.MIN, semi) -> list[list[tuple[int, ...]]]:
    """Every path (switch index per stage) from each active input s to semi[s]."""
    d = net.d
    R = ms.reach_after(net)
    tables = net.tables()
    res = []
    for s, t in _semi(net, semi):
        paths: list[tuple[int, ...]] = []

        def walk(j: int, line: int, acc: tuple) -> None:
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


def brute_semi(net: ms.MIN, semi, limit: int = 200_000) -> tuple[np.ndarray | None, props.Violation | None]:
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

    def place(i: int, used: list[set]) -> bool:
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


def z3_semi(net: ms.MIN, semi, timeout: float = 60.0, keep_smt2: bool = False) -> tuple[Query, np.ndarray | None]:
    """Z3 with symbolic switch settings: is there a crosstalk-free one-pass routing of ``semi``?

    SAT = realizable (the decoded occupancy is re-traced in plain integers and returned), UNSAT =
    not realizable. Table-mode lookups: for small networks.
    """
    d, N = net.d, net.N
    e = Encoding(N * d, timeout)
    tables = net.tables()
    active = _semi(net, semi)

    def lookup(values, idx: Unsigned) -> Unsigned:
        term = z3.BitVecVal(int(values[-1]), e.w)
        for i in range(len(values) - 2, -1, -1):
            term = z3.If(idx == i, z3.BitVecVal(int(values[i]), e.w), term)
        return Unsigned(term)

    rows = []
    for a, (s, t) in enumerate(active):
        line, row = Unsigned(z3.BitVecVal(s, e.w)), []
        for j in range(net.stages):
            sw = Unsigned(z3.UDiv(lookup(tables[j], line).t, z3.BitVecVal(d, e.w)))
            row.append(sw)
            line = sw * d + e.var(f"port_{a}_{j}", 0, d - 1)
        e.solver.add(lookup(tables[net.stages], line) == t)
        rows.append(row)
    for j in range(net.stages):
        if len(rows) > 1:
            e.solver.add(z3.Distinct([r[j].t for r in rows]))
    q = e.check(keep_smt2)
    if q.status != "sat":
        return q, None
    occ = np.zeros((len(active), net.stages), dtype=np.int64)
    for a, (s, t) in enumerate(active):
        line = s
        for j in range(net.stages):
            occ[a, j] = int(tables[j][line]) // d
            line = int(occ[a, j]) * d + q.model[f"port_{a}_{j}"]
        if int(tables[net.stages][line]) != t:
            q.status, q.reason = "unknown", "the decoded model does not deliver; not trusted"
    return q, occ


def first_stage_switches(net: ms.MIN, inputs: Iterable[int]) -> list[int]:
    tables = net.tables()
    return [int(tables[0][s]) // net.d for s in inputs]


def last_stage_switches(net: ms.MIN, outputs: Iterable[int]) -> list[int]:
    inv = np.argsort(net.tables()[net.stages])
    return [int(inv[t]) // net.d for t in outputs]


def is_semi_permutation(net: ms.MIN, semi) -> bool:
    """The paper's definition: one active link through each switch of the first and last stage."""
    active = _semi(net, semi)
    first = first_stage_switches(net, [s for s, _ in active])
    last = last_stage_switches(net, [t for _, t in active])
    return len(set(first)) == len(first) and len(set(last)) == len(last)


def split_crosstalk_free(net: ms.MIN, perm) -> tuple[list[int], list[int]] | None:
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


# --- renderings ----------------------------------------------------------------------------------


def render_grid(rows: int, stages: int, occ: np.ndarray, labels: list, highlight: Iterable[int] = (), title: str = "") -> str:
    """Text diagram: a row per switch, a column per stage; a cell lists the signals inside it.
    Cells with two signals (crosstalk) end in ``!!``; highlighted signals are bracketed."""
    hl = set(highlight)
    cells = [[[] for _ in range(stages)] for _ in range(rows)]
    for i, lab in enumerate(labels):
        for k in range(stages):
            sw = int(occ[i, k])
            if sw >= 0:
                cells[sw][k].append(f"[{lab}]" if i in hl else str(lab))
    width = max([len(",".join(c)) + 2 for r in cells for c in r] + [8])
    out = [title] if title else []
    out.append("switch | " + " ".join(f"stage {k}".ljust(width) for k in range(stages)))
    for i in range(rows):
        row = [(",".join(c) + ("!!" if len(c) > 1 else "") or ".").ljust(width) for c in cells[i]]
        out.append(f"{i:6d} | " + " ".join(row).rstrip())
    return "\n".join(out)


def render_optical(net: op.OpticalMIN, perm, highlight: Iterable[int] = (), title: str = "") -> str:
    """The optical MIN with the unique paths of ``perm`` (signals labelled by their source)."""
    perm = [int(v) for v in perm]
    src = [s for s, t in enumerate(perm) if t >= 0]
    occ = one_pass_occupancy(net, perm)
    hl = [src.index(h) for h in highlight if h in src]
    lines = [render_grid(net.n, net.stages, occ, src, hl, title or f"{net}: one pass of {perm}")]
    for i, s in enumerate(src):
        hops = " -> ".join(f"stage {k} switch {int(occ[i, k])}" for k in range(net.stages))
        lines.append(f"  signal {s} (to {perm[s]}, c = {(perm[s] - s) % net.n}): {hops}")
    return "\n".join(lines)


def render_min(net: ms.MIN, semi, occ: np.ndarray, highlight: Iterable[int] = (), title: str = "") -> str:
    labels = [f"{s}>{t}" for s, t in _semi(net, semi)]
    return render_grid(net.switches, net.stages, occ, labels, highlight, title)


# --- any network of 2 x 2 switches: exchange schedules ------------------------------------------


def schedule_violation(net: op.SwitchNetwork, passes) -> str | None:
    """``passes``: a list of passes, each a list of ``(s, d, ports)``. Checks that every signal is
    delivered, no switch carries two signals in one pass, no processor sends twice in a pass, and
    every ordered pair s != d is served exactly once."""
    served: dict[tuple[int, int], int] = {}
    for x, pas in enumerate(passes):
        senders: set[int] = set()
        where: dict[int, int] = {}
        for s, d, ports in pas:
            if s in senders:
                return f"pass {x}: processor {s} sends twice through its one link"
            senders.add(s)
            got, path = net.follow(s, ports)
            if got != d:
                return f"pass {x}: {s}'s signal reaches {got}, not {d}"
            for sw in path:
                if sw in where:
                    return f"pass {x}: the signals of {where[sw]} and {s} share switch {sw} (crosstalk)"
                where[sw] = s
            if (s, d) in served:
                return f"message {s} -> {d} is sent twice (passes {served[(s, d)]} and {x})"
            served[(s, d)] = x
    for s in range(net.n):
        for d in range(net.n):
            if s != d and (s, d) not in served:
                return f"no pass carries the message {s} -> {d}"
    return None


def semi_schedule_violation(net: ms.MIN, semis, per_pass: int) -> tuple[int, str | None]:
    """A schedule of crosstalk-free semi-permutations on ``per_pass`` copies of ``net`` (one
    semi-permutation per copy per pass; Fig. 6 joins two copies). Returns (passes, violation)."""
    served: set[tuple[int, int]] = set()
    groups = [semis[i:i + per_pass] for i in range(0, len(semis), per_pass)]
    for x, group in enumerate(groups):
        senders: list[int] = []
        receivers: list[int] = []
        for semi in group:
            _, v = brute_semi(net, semi)
            if v is not None:
                return len(groups), f"pass {x}: {semi} is not crosstalk-free ({v.message})"
            for s, t in _semi(net, semi):
                if (s, t) in served or s == t:
                    return len(groups), f"pass {x}: message {s} -> {t} is repeated or a self-message"
                served.add((s, t))
                senders.append(s)
                receivers.append(t)
        if len(set(senders)) != len(senders) or len(set(receivers)) != len(receivers):
            return len(groups), f"pass {x}: a processor sends or receives twice through its one link"
    missing = net.N * (net.N - 1) - len(served)
    return len(groups), (f"{missing} messages are never sent" if missing else None)


# --- replayers (brute force only) ----------------------------------------------------------------


def _optical_crosstalk(params: dict, data: dict):
    """The optical MIN, the witness's permutation, and the crosstalk of its unique paths (or None)."""
    net = op.OpticalMIN(int(params["n"]))
    perm = [int(v) for v in data["permutation"]]
    require(sorted(perm) == list(range(net.n)), "permutation", "not a permutation")
    return net, perm, props.crosstalk_free(one_pass_occupancy(net, perm))


@replayer("optical-one-pass")
def _replay_one_pass(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the permutation is realized in one pass of the optical MIN without crosstalk."""
    net, perm, v = _optical_crosstalk(params, data)
    if v:
        return False, f"{net}: {perm} has crosstalk in one pass: {v.message}"
    return True, f"{net} realizes the permutation {perm} in one pass without crosstalk"


@replayer("optical-crosstalk")
def _replay_optical_crosstalk(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the permutation's (unique) paths share a switch in one pass."""
    stands, message = _replay_one_pass(params, data)
    return not stands, message


@replayer("semi-crosstalk")
def _replay_semi(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the semi-permutation's crosstalk status differs from what the paper says."""
    net = ms.from_data(params["network"])
    semi = [int(v) for v in data["semi"]]
    _, v = brute_semi(net, semi)
    free, said = v is None, bool(data["paper_says_crosstalk_free"])
    word = "" if free else "not "
    return free != said, f"on {net}, {semi} is {word}crosstalk-free in one pass" + ("" if v is None else f" ({v.message})")


@replayer("switch-network-schedule")
def _replay_switch_network(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the network is a valid exchange in the stated passes with fewer switches than claimed."""
    nd = data["network"]
    net = op.SwitchNetwork(int(nd["n"]), int(nd["switches"]), tuple(tuple(int(v) for v in e) for e in nd["entry"]),
                           tuple((tuple(int(v) for v in k), tuple(v)) for k, v in nd["wires"]))
    passes = [[(int(a), int(b), tuple(int(p) for p in ps)) for a, b, ps in pas] for pas in data["passes"]]
    v = schedule_violation(net, passes)
    if v:
        return False, v
    bound = int(params["claimed_minimum_switches"])
    return net.switches < bound, (f"{net.switches} switches carry the exchange for n = {net.n} in {len(passes)} "
                                  f"crosstalk-free passes; the claim's minimum is {bound}")


@replayer("semi-schedule")
def _replay_semi_schedule(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the semi-permutation schedule is valid and needs fewer passes than claimed."""
    net = ms.from_data(params["network"])
    passes, v = semi_schedule_violation(net, [[int(t) for t in s] for s in data["semis"]], int(data["per_pass"]))
    if v:
        return False, v
    claimed = int(params["claimed_passes"])
    return passes < claimed, f"{passes} passes deliver all {net.N * (net.N - 1)} messages on {data['per_pass']} x {net}; claimed {claimed}"


@replayer("count-relation")
def _replay_count(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the spec's counts at n violate the stated relation (``relation`` names one)."""
    name = str(data["relation"])
    if name not in op.RELATIONS:
        raise ParameterError("relation", f"unknown relation {name!r}")
    lhs, rel, rhs = op.RELATIONS[name]
    n = int(params["n"])
    m = op.OpticalMIN(n).m
    a, b = lhs(n, m), rhs(n, m)
    holds = {"==": a == b, "<": a < b, ">": a > b}[rel]
    return not holds, f"n = {n}: {name}: {a} {rel} {b} is {holds}"


@replayer("optical-shift-failure")
def _replay_shift(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if Theorem 1's setting for shift c fails (crosstalk or misdelivery)."""
    net = op.OpticalMIN(int(params["n"]))
    f = check_shift(net, int(data["c"]))
    return (True, f"{net}: {f.message}") if f else (False, f"{net} realizes shift c={data['c']} without crosstalk")


@replayer("optical-aape")
def _replay_aape(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if Theorem 2's schedule fails on the optical MIN."""
    net = op.OpticalMIN(int(params["n"]))
    v = aape_violation(net)
    return (True, f"{net}: {v}") if v else (False, f"{net}: Theorem 2's schedule serves every pair once")


@replayer("rule-misroutes")
def _replay_rule(params: dict, data: dict) -> tuple[bool, str]:
    """Stands if the Sect. IV rule fails to deliver s to d."""
    net = op.OpticalMIN(int(params["n"]))
    s, d = int(data["s"]), int(data["d"])
    got, path, _ = op.route_by_rule(net, s, d)
    return (got != d), f"the rule for {s} -> {d}: the signal passes {path} and reaches {got}"
