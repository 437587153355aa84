"""Schedule checks: passes of an exchange on a network of switches, with the shared properties.

A schedule is valid when every signal reaches its destination, no resource (a switch: optical
crosstalk; a processor's one link) is used twice in one pass
(:func:`alltoall.checkers.properties.no_shared_resource`) and every ordered pair s != d is served
exactly once (:func:`alltoall.checkers.properties.pairs_once`). Two schedule forms appear in
chau-fu-2003: passes on an arbitrary network of 2 x 2 switches
(:class:`~alltoall.spec.topologies.switch_network.SwitchNetwork`) and passes of crosstalk-free
semi-permutations on copies of a multistage network. No solver imports.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers import routing
from alltoall.checkers.point import Either, Enum, ListOf, Nat, Record
from alltoall.checkers.replay import replayer
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op
from alltoall.spec.topologies import switch_network as sn

__all__ = [
    "PassClaim",
    "SEMIS",
    "SN_MAX_N",
    "SN_MAX_PORTS",
    "SN_MAX_SWITCHES",
    "SWITCH_NETWORK",
    "SWITCH_PASSES",
    "schedule_violation",
    "semi_schedule_violation",
    "shared_in_pass",
]


def shared_in_pass(x: int, uses: Any, what: str) -> str | None:
    """``uses``: ``(label, resources)`` per signal of pass ``x``; the first resource two signals
    share (:func:`props.no_shared_resource` with the pass as the one step), as a sentence."""
    rows, labels = [], []
    for label, resources in uses:
        for r in sorted(set(int(v) for v in resources)):
            rows.append(r)
            labels.append(label)
    if not rows:
        return None
    v = props.no_shared_resource(np.array(rows, dtype=np.int64).reshape(-1, 1), what=what, step="pass")
    if v is None:
        return None
    a, b = v.where["signals"]
    return f"pass {x}: the signals of {labels[a]} and {labels[b]} share {what} {v.where[what]}"


def schedule_violation(net: sn.SwitchNetwork, passes: Any) -> str | None:
    """``passes``: a list of passes, each a list of ``(s, d, ports)``. Every signal is delivered,
    no switch carries two signals in one pass (crosstalk), no processor sends or receives twice in
    a pass (one link each way), and every ordered pair s != d is served exactly once."""
    served = []
    for x, pas in enumerate(passes):
        paths = []
        for s, d, ports in pas:
            got, path = net.follow(s, ports)
            if got != d:
                return f"pass {x}: {s}'s signal reaches {got}, not {d}"
            paths.append((f"{s} -> {d}", path))
            served.append((x, s, d))
        for what, uses in (
            ("sending link of processor", [(f"{s} -> {d}", [s]) for s, d, _ in pas]),
            ("receiving link of processor", [(f"{s} -> {d}", [d]) for s, d, _ in pas]),
            ("switch", paths),
        ):
            v = shared_in_pass(x, uses, what)
            if v:
                return v + (" (crosstalk)" if what == "switch" else "")
    v = props.pairs_once(served, net.N, self_pairs=False)
    return v.message if v else None


def semi_schedule_violation(net: ms.MIN, semis: Any, per_pass: int) -> tuple[int, str | None]:
    """A schedule of crosstalk-free semi-permutations on ``per_pass`` copies of ``net`` (one
    semi-permutation per copy per pass; Fig. 6 joins two copies). Returns (passes, violation)."""
    served = []
    groups = [semis[i : i + per_pass] for i in range(0, len(semis), per_pass)]
    for x, group in enumerate(groups):
        pairs = []
        for semi in group:
            _, v = routing.brute_semi(net, semi)
            if v is not None:
                return len(groups), f"pass {x}: {semi} is not crosstalk-free ({v.message})"
            pairs += routing.semi_pairs(net, semi)
        served += [(x, s, t) for s, t in pairs]
        for what, side in (("sending link of processor", 0), ("receiving link of processor", 1)):
            v = shared_in_pass(x, [(f"{s} -> {t}", [(s, t)[side]]) for s, t in pairs], what)
            if v:
                return len(groups), v
    v = props.pairs_once(served, net.N, self_pairs=False)
    return len(groups), (v.message if v else None)


@dataclass(frozen=True)
class PassClaim:
    """What a claim says about semi-permutation schedules: on ``per_pass`` copies of a network of
    N processors, at least ``claimed(N)`` passes are needed (a claim's ``subject``)."""

    per_pass: int
    claimed: Callable[[int], int]


# --- replayers (brute force only) ----------------------------------------------------------------

SN_MAX_N = 64  # the most processors a switch-network replay serves
SN_MAX_SWITCHES = 4096  # the most switches it follows
SN_MAX_PORTS = 64  # the most switches one signal's port list may cross
_PORT = ListOf(Nat(SN_MAX_SWITCHES - 1), 2, min_len=2)  # [switch, port]
_TARGET = ListOf(
    Either(Enum("proc", "switch"), Nat(SN_MAX_SWITCHES - 1)), 3, min_len=2
)  # ["proc", q] or ["switch", s, port]
#: A network of 2 x 2 switches serving N processors (:func:`alltoall.spec.topologies.switch_network.to_data`).
SWITCH_NETWORK = Record(
    {
        "N": Nat(SN_MAX_N, low=2),
        "switches": Nat(SN_MAX_SWITCHES, low=1),
        "entry": ListOf(_PORT, SN_MAX_N, min_len=2),
        "wires": ListOf(ListOf(Either(_PORT, _TARGET), 2, min_len=2), 2 * SN_MAX_SWITCHES),
    }
)
#: Passes of such a network: each a list of [s, d, ports] (ports: the output port taken at each switch met);
#: at most N(N - 1) passes of at most N signals (a pass with a message serves at least one pair).
SWITCH_PASSES = ListOf(
    ListOf(ListOf(Either(Nat(SN_MAX_N - 1), ListOf(Nat(1), SN_MAX_PORTS)), 3, min_len=3), SN_MAX_N),
    SN_MAX_N * (SN_MAX_N - 1),
)
#: A schedule of semi-permutations on copies of a multistage network (at most 4 N of them).
SEMIS = ListOf(routing.SEMI, 4 * routing.REPLAY_MAX_N)


def _passes(raw: Any, N: int) -> list[list[tuple[int, int, tuple[int, ...]]]]:
    require(isinstance(raw, list), "passes", "expected a list of passes")
    out = []
    for pas in raw:
        require(isinstance(pas, list), "passes", "each pass is a list of [s, d, ports]")
        row = []
        for item in pas:
            require(
                isinstance(item, list) and len(item) == 3 and isinstance(item[2], list),
                "passes",
                "expected [s, d, ports]",
            )
            s, d = require_int(item[0], "s", 0), require_int(item[1], "d", 0)
            require(s < N and d < N, "passes", f"processors are 0..{N - 1}")
            ports = tuple(require_int(p, "ports", 0) for p in item[2])
            require(
                all(p <= 1 for p in ports) and len(ports) <= SN_MAX_PORTS,
                "ports",
                "a 2 x 2 switch has output ports 0 and 1",
            )
            row.append((s, d, ports))
        out.append(row)
    return out


@replayer(
    "switch-network-schedule",
    params={"N": Nat(SN_MAX_N, low=2)},
    point={"network": SWITCH_NETWORK, "passes": SWITCH_PASSES},
)
def _replay_switch_network(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the network carries the exchange among N processors in at most N - 1 crosstalk-free passes
    with fewer switches than the optical MIN's N(log N + 1) (both bounds recomputed from the spec)."""
    N = require_int(params.get("N"), "N", 2)
    require(isinstance(data.get("network"), dict), "network", "expected a switch network object")
    net = sn.from_data(data["network"])
    require(net.N == N, "network", f"the network serves {net.N} processors, the witness's instance is N = {N}")
    require(
        net.N <= SN_MAX_N and net.switches <= SN_MAX_SWITCHES,
        "network",
        f"replay checks networks up to N = {SN_MAX_N} with {SN_MAX_SWITCHES} switches",
    )
    passes = _passes(data.get("passes"), net.N)
    v = schedule_violation(net, passes)
    if v:
        return False, f"{net}: {v}"
    min_switches = op.optical_switches(net.N, op.OpticalMIN(net.N).k)
    max_passes = op.passes_optical(net.N)
    return (
        net.switches < min_switches and len(passes) <= max_passes,
        f"{net.switches} switches carry the exchange for N = {net.N} in {len(passes)} crosstalk-free passes "
        f"(Theorem 2: {max_passes}); the optical MIN uses N(log N + 1) = {min_switches}",
    )


@replayer("semi-schedule", with_claim=True, params={"network": routing.NETWORK}, point={"semis": SEMIS})
def _replay_semi_schedule(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the semi-permutation schedule is valid and needs fewer passes than the claim's
    bound (the claim's ``subject``, a :class:`PassClaim`; the file gives the network and schedule)."""
    bound = getattr(claim, "subject", None)
    if not isinstance(bound, PassClaim):
        raise ParameterError("FILE", f"claim {claim.id} states no bound on semi-permutation schedules")
    net = routing.network_of(params)
    semis = data.get("semis")
    require(
        isinstance(semis, list) and all(isinstance(s, list) for s in semis),
        "semis",
        "expected a list of semi-permutations",
    )
    require(len(semis) <= 4 * net.N, "semis", f"at most {4 * net.N} semi-permutations on {net}, got {len(semis)}")
    try:
        passes, v = semi_schedule_violation(net, semis, bound.per_pass)
    except TimeoutError:
        raise ParameterError("semis", f"too many path choices to search on {net}") from None
    if v:
        return False, f"{passes} passes on {bound.per_pass} x {net}: {v}"
    claimed = bound.claimed(net.N)
    return passes < claimed, (
        f"{passes} passes deliver all {net.N * (net.N - 1)} messages on "
        f"{bound.per_pass} x {net}; the claim says at least {claimed}"
    )
