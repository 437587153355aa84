"""Brute force and replayers for the Chau-Fu optical MIN (chau-fu-2003); no solver imports.

Routes the spec (:mod:`alltoall.spec.topologies.optical`) with numpy: Theorem 1's shifts, Theorem 2's
schedule, the Sect. IV routing rule and one-pass permutations, each checked for crosstalk (two signals
in one switch in one pass). The Z3 encodings of the same claims (:mod:`alltoall.checkers.z3.optical`)
have their models re-checked here.

>>> check_shift(op.OpticalMIN(8), 3) is None   # Figure 5: the shift by 3 is one clean pass
True

References
----------
chau-fu-2003, Sects. II and IV, Theorems 1 and 2.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.point import ListOf, Nat
from alltoall.checkers.replay import replayer
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import optical as op

__all__ = [
    "Failure",
    "NODE",
    "PERMUTATION",
    "REPLAY_MAX_N",
    "SIZE",
    "aape_violation",
    "brute_rule",
    "brute_theorem1",
    "check_shift",
    "first_crosstalk_derangement",
    "one_pass_occupancy",
    "pass_lower_bound",
]

REPLAY_MAX_N = 2**12  # the largest network a replay routes (a few seconds at most)
#: The instance of every optical witness: the network's size N (a power of 2 up to the replay cap).
SIZE = {"N": Nat(REPLAY_MAX_N, low=2)}
#: A processor of such a network (a source, a destination, an entry of a permutation).
NODE = Nat(REPLAY_MAX_N - 1)
#: A permutation of the processors, entry s = s's destination.
PERMUTATION = ListOf(NODE, REPLAY_MAX_N, min_len=2)


@dataclass(frozen=True)
class Failure:
    """A brute-force-confirmed failure of Theorem 1's setting for shift c."""

    N: int
    c: int
    what: str  # "crosstalk" or "delivery"
    message: str
    signals: tuple[int, ...]


def check_shift(net: op.OpticalMIN, c: int) -> Failure | None:
    """Route every source under Theorem 1's setting for c: crosstalk first, then delivery."""
    out, occ = op.route(net, op.shift_setting(net, c))
    v = props.crosstalk_free(occ)
    if v:
        return Failure(net.N, c, "crosstalk", f"shift c={c}: {v.message}", tuple(v.where["signals"]))
    want = np.array(op.shift_permutation(net.N, c))
    bad = np.flatnonzero(out != want)
    if len(bad):
        s = int(bad[0])
        return Failure(
            net.N, c, "delivery", f"shift c={c}: processor {s}'s signal reaches {int(out[s])}, not {int(want[s])}", (s,)
        )
    return None


def brute_theorem1(net: op.OpticalMIN, shifts: Iterable[int] | None = None) -> Failure | None:
    """The first shift (c = 1..N-1 by default) whose pass fails, or None."""
    for c in range(1, net.N) if shifts is None else shifts:
        f = check_shift(net, c)
        if f:
            return f
    return None


def aape_violation(net: op.OpticalMIN) -> str | None:
    """Theorem 2 by brute force: every pass crosstalk-free and delivering, and every ordered pair
    s != d served exactly once (no self-messages), by :func:`props.pairs_once`."""
    served = []
    for c in op.aape_passes(net):
        f = check_shift(net, c)
        if f:
            return f.message
        out, _ = op.route(net, op.shift_setting(net, c))
        served += [(f"pass c={c}", s, int(d)) for s, d in enumerate(out.tolist())]
    v = props.pairs_once(served, net.N, self_pairs=False)
    return v.message if v else None


def brute_rule(net: op.OpticalMIN) -> tuple[int, int, str] | None:
    """The routing rule for every pair s != d, vectorized: returns the first failing (s, d, why)."""
    N = net.N
    S, D = (a.ravel() for a in np.meshgrid(np.arange(N), np.arange(N), indexing="ij"))
    S, D = S[S != D], D[S != D]
    c = op.rule_c(N, S, D, select=np.where)
    why = np.full(len(S), "", dtype=object)

    def flag(mask: Any, text: Any) -> None:
        fresh = mask & (why == "")
        why[fresh] = text

    flag((c < 1) | (c > N - 1), "the rule's c is outside 1..N-1")
    pos = S.copy()
    for i in range(net.stages):
        named = np.where(
            D > S, op.rule_switch(N, S, c, i, reduce_mod=False), op.rule_switch(N, S, c, i, reduce_mod=True)
        )
        flag(pos != named, f"at stage {i} the signal is not in the switch the rule sets")
        port = op.bit(c, i)
        if i == net.stages - 1:
            flag(port != 0, f"stage {i} is sent to the unused output")
        else:
            pos = op.next_switch(N, i, pos, port)
    flag(pos != D, "the signal arrives at another processor")
    idx = np.flatnonzero(why != "")
    if len(idx):
        j = int(idx[0])
        return int(S[j]), int(D[j]), str(why[j])
    return None


def one_pass_occupancy(net: op.OpticalMIN, perm: Any) -> np.ndarray:
    """Switches used by the unique paths of ``perm`` (s -> perm[s], -1 = idle) in one pass.

    In the optical MIN the path from s to d is unique: stages 0..k-1 must add the bits of
    c = (d - s) mod N (the 2**k stage choices give N distinct offsets), so occupancy is forced.
    """
    N = net.N
    perm = np.asarray(perm, dtype=np.int64)
    src = np.flatnonzero(perm >= 0)
    c = (perm[src] - src) % N
    occ = np.zeros((len(src), net.stages), dtype=np.int64)
    pos = src.copy()
    for j in range(net.stages):
        occ[:, j] = pos
        if j < net.stages - 1:
            pos = op.next_switch(N, j, pos, op.bit(c, j))
    return occ


def first_crosstalk_derangement(net: op.OpticalMIN, limit: int = 1_000_000) -> Any:
    """The lexicographically first permutation without fixed points whose one pass has crosstalk."""
    for count, perm in enumerate(itertools.permutations(range(net.N))):
        if count >= limit:
            break
        if any(perm[s] == s for s in range(net.N)):
            continue
        v = props.crosstalk_free(one_pass_occupancy(net, perm))
        if v:
            return perm, v
    return None


def pass_lower_bound(N: int) -> tuple[int, int]:
    """Theorem 3's counting bound at N: ``ceil(N(N-1) / (N * injection ports))`` against the
    N - 1 passes of Theorem 2 (both read from the spec)."""
    per_pass = N * op.injection_ports(N)
    return -(-N * (N - 1) // per_pass), op.passes_optical(N)


# --- replayers (brute force only) ----------------------------------------------------------------


def _net(params: dict[str, Any]) -> op.OpticalMIN:
    N = require_int(params.get("N"), "N", 2)
    require(N <= REPLAY_MAX_N, "N", f"replay routes networks up to N = {REPLAY_MAX_N}, got {N}")
    return op.OpticalMIN(N)


def _index(v: Any, name: str, hi: int) -> int:
    v = require_int(v, name, 0)
    require(v < hi, name, f"must be < {hi}, got {v}")
    return v


def _permutation(net: op.OpticalMIN, data: dict[str, Any]) -> list[int]:
    perm = data.get("permutation")
    require(isinstance(perm, list), "permutation", "expected a list")
    perm = [_index(v, "permutation", net.N) for v in perm]
    require(sorted(perm) == list(range(net.N)), "permutation", f"not a permutation of 0..{net.N - 1}")
    return perm


@replayer("optical-one-pass", params=SIZE, point={"permutation": PERMUTATION})
def _replay_one_pass(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the permutation moves every node and is one crosstalk-free pass of the optical MIN."""
    net = _net(params)
    perm = _permutation(net, data)
    v = props.crosstalk_free(one_pass_occupancy(net, perm))
    if v:
        return False, f"{net}: {perm} has crosstalk in one pass: {v.message}"
    if any(perm[s] == s for s in range(net.N)):
        return False, f"{net}: {perm} keeps a node in place, so it is not a message from each node to another"
    return True, f"{net} realizes the permutation {perm} in one pass without crosstalk"


@replayer("optical-crosstalk", params=SIZE, point={"permutation": PERMUTATION})
def _replay_optical_crosstalk(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the permutation moves every node and its (unique) paths share a switch in one pass."""
    net = _net(params)
    perm = _permutation(net, data)
    if any(perm[s] == s for s in range(net.N)):
        return False, f"{net}: {perm} keeps a node in place"
    v = props.crosstalk_free(one_pass_occupancy(net, perm))
    if v:
        return True, f"{net}: {perm} has crosstalk in one pass: {v.message}"
    return False, f"{net} realizes the permutation {perm} in one pass without crosstalk"


@replayer("optical-shift-failure", params=SIZE, point={"c": Nat(REPLAY_MAX_N - 1, low=1)})
def _replay_shift(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if Theorem 1's setting for shift c fails (crosstalk or misdelivery)."""
    net = _net(params)
    c = require_int(data.get("c"), "c", 1)
    require(c < net.N, "c", f"a shift is in 1..{net.N - 1}, got {c}")
    f = check_shift(net, c)
    return (True, f"{net}: {f.message}") if f else (False, f"{net} realizes shift c={c} without crosstalk")


@replayer("optical-aape", params=SIZE, point={})
def _replay_aape(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if Theorem 2's schedule fails on the optical MIN."""
    net = _net(params)
    v = aape_violation(net)
    return (True, f"{net}: {v}") if v else (False, f"{net}: Theorem 2's schedule serves every pair once")


@replayer("rule-misroutes", params=SIZE, point={"s": NODE, "d": NODE})
def _replay_rule(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the Sect. IV rule fails to deliver s to d."""
    net = _net(params)
    s, d = _index(data.get("s"), "s", net.N), _index(data.get("d"), "d", net.N)
    require(s != d, "d", "the rule is stated for s != d")
    got, path, _ = op.route_by_rule(net, s, d)
    return (got != d), f"on {net}, the rule for {s} -> {d}: the signal passes {path} and reaches {got}"


@replayer("optical-pass-bound", params=SIZE, point={})
def _replay_pass_bound(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if Theorem 3's counting lower bound differs from Theorem 2's pass count at N."""
    net = _net(params)
    bound, passes = pass_lower_bound(net.N)
    return bound != passes, f"N = {net.N}: the counting bound is {bound} passes, Theorem 2 uses {passes}"


@replayer("count-relation", with_claim=True, params={"N": Nat(2**30, low=2)}, point={})
def _replay_count(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the spec's counts at N violate the relation the claim states (its ``subject``
    names one of :data:`alltoall.spec.topologies.optical.RELATIONS`; the file gives only N)."""
    name = getattr(claim, "subject", None)
    if name not in op.RELATIONS:
        raise ParameterError("FILE", f"claim {claim.id} states no relation between counts")
    N = require_int(params.get("N"), "N", 2)
    k = op.OpticalMIN(N).k
    lhs, rel, rhs = op.RELATIONS[name]
    a, b = lhs(N, k), rhs(N, k)
    holds = {"==": a == b, "<": a < b, ">": a > b}[rel]
    return not holds, f"N = {N}: {name}: {a} {rel} {b} is {holds}"
