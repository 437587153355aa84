"""Whether a partial permutation is a semi-permutation at all: the shape half of chau-fu-2003's captions.

A *semi-permutation* (chau-fu-2003 Sect. II) has one active link through each switch of the first
and of the last stage. :func:`shared_switch` names the first two active signals that break that:
two inputs entering one first-stage switch, or two outputs leaving one last-stage switch. It is the
witness of kind ``semi-shared-switch``, replayed by brute force (no solver imported); the crosstalk
half of a caption is :func:`alltoall.checkers.routing.brute_semi` (kind ``semi-crosstalk``).

>>> from alltoall.spec.topologies import multistage as ms
>>> shared_switch(ms.build("omega", 2, 3), [4, -1, 6, -1, -1, 0, 2, -1])  # Figure 2 on omega
{'stage': 'first', 'switch': 2, 'inputs': [2, 6], 'outputs': [6, 2]}
>>> shared_switch(ms.build("baseline", 2, 3), [4, -1, 6, -1, -1, 0, 2, -1]) is None
True
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.replay import replayer
from alltoall.checkers.routing import NETWORK, SEMI, first_stage_switches, last_stage_switches, network_of, semi_pairs
from alltoall.spec.errors import require
from alltoall.spec.topologies import multistage as ms

__all__ = ["describe", "shared_switch"]


def shared_switch(net: ms.MIN, semi: Any) -> dict[str, Any] | None:
    """The first two active signals of ``semi`` (entry s is s's output, -1 idle) that share a switch of
    the first stage (their inputs) or, failing that, of the last stage (their outputs); None when
    ``semi`` is a semi-permutation of ``net``."""
    active = semi_pairs(net, semi)
    for stage, switches in (
        ("first", first_stage_switches(net, [s for s, _ in active])),
        ("last", last_stage_switches(net, [t for _, t in active])),
    ):
        seen: dict[int, int] = {}
        for i, sw in enumerate(switches):
            if sw in seen:
                (a, x), (b, y) = active[seen[sw]], active[i]
                return {"stage": stage, "switch": int(sw), "inputs": [a, b], "outputs": [x, y]}
            seen[sw] = i
    return None


def describe(net: ms.MIN, shared: dict[str, Any]) -> str:
    """One sentence naming the two signals and the switch they share."""
    (a, b), (x, y) = shared["inputs"], shared["outputs"]
    if shared["stage"] == "first":
        return f"on {net}, inputs {a} and {b} both enter first-stage switch {shared['switch']}"
    return f"on {net}, outputs {x} (from input {a}) and {y} (from input {b}) both leave last-stage switch " + str(
        shared["switch"]
    )


@replayer("semi-shared-switch", params={"network": NETWORK}, point={"semi": SEMI})
def _replay_shared(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the file's partial permutation is not a semi-permutation of the network: two of its
    active signals share a first-stage or a last-stage switch (recomputed, nothing else is read)."""
    net = network_of(params)
    semi = data.get("semi")
    require(isinstance(semi, list), "semi", "expected a list")
    shared = shared_switch(net, semi)
    if shared is None:
        return (
            False,
            f"on {net}, {semi} is a semi-permutation: one active link through each first- and last-stage switch",
        )
    return True, describe(net, shared) + f", so {semi} is not a semi-permutation"
