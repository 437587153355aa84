"""Any network of 2 x 2 switches serving N processors, one link each way (chau-fu-2003, abstract).

chau-fu-2003 calls its optical MIN "optimal in ... the number of switches required". The claim
ranges over every network of 2 x 2 switches, not only multistage ones, so this module describes
such a network as plain data: where each processor's single output enters, and where each switch
output port leads. :func:`chau_fu_as_switch_network` writes the optical MIN
(:mod:`alltoall.spec.topologies.optical`) in this form.

>>> from alltoall.spec.topologies import optical
>>> net = chau_fu_as_switch_network(optical.OpticalMIN(4))
>>> net.N, net.switches, net.follow(0, [1, 0, 0])[0]
(4, 12, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import optical as op

__all__ = ["SwitchNetwork", "UNUSED", "chau_fu_as_switch_network", "from_data", "to_data"]

UNUSED = -1  # an unconnected port, or a signal that ran out of port choices


@dataclass(frozen=True)
class SwitchNetwork:
    """``switches`` 2 x 2 switches serving ``N`` processors, one port each way.

    ``entry[p] = (switch, in_port)`` is where processor p's single output enters;
    ``wires`` maps ``(switch, out_port)`` to ``("switch", switch, in_port)`` or ``("proc", q)``.
    """

    N: int
    switches: int
    entry: tuple[tuple[int, int], ...]
    wires: tuple[tuple[tuple[int, int], tuple[Any, ...]], ...]

    def __post_init__(self) -> None:
        require_int(self.N, "N", 2)
        require_int(self.switches, "switches", 1)
        require(len(self.entry) == self.N, "entry", f"one entry per processor ({self.N}), got {len(self.entry)}")
        for sw, port in self.entry:
            require(
                0 <= sw < self.switches and port in (0, 1), "entry", f"({sw}, {port}) is not an input port of a switch"
            )
        for (sw, port), to in self.wires:
            require(
                0 <= sw < self.switches and port in (0, 1), "wires", f"({sw}, {port}) is not an output port of a switch"
            )
            ok = (len(to) == 2 and to[0] == "proc" and 0 <= to[1] < self.N) or (
                len(to) == 3 and to[0] == "switch" and 0 <= to[1] < self.switches and to[2] in (0, 1)
            )
            require(ok, "wires", f"{to} is neither ('proc', q) nor ('switch', s, port) of this network")
        targets = [w for _, w in self.wires] + [("switch",) + tuple(e) for e in self.entry]
        require(len(set(targets)) == len(targets), "wires", "two wires end at the same port")
        sources = [k for k, _ in self.wires]
        require(len(set(sources)) == len(sources), "wires", "two wires leave the same port")

    def __str__(self) -> str:
        return f"SwitchNetwork(N={self.N}, switches={self.switches})"

    def follow(self, s: int, ports: Any) -> tuple[int, list[int]]:
        """Processor reached by s's signal leaving the i-th switch it meets by ``ports[i]``, and
        the switches passed. :data:`UNUSED` if it leaves by an unconnected port or runs out of choices."""
        require(0 <= s < self.N, "s", f"processor must be in 0..{self.N - 1}, got {s}")
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


def to_data(net: SwitchNetwork) -> dict[str, Any]:
    """Plain JSON-able form (witness files)."""
    return {
        "N": net.N,
        "switches": net.switches,
        "entry": [list(e) for e in net.entry],
        "wires": [[list(k), list(v)] for k, v in net.wires],
    }


def from_data(data: dict[str, Any]) -> SwitchNetwork:
    """Inverse of :func:`to_data`; malformed data raises ``ParameterError("network", ...)``."""

    def nat(v: Any) -> int:
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise ParameterError("network", f"expected a non-negative integer, got {v!r}")
        return v

    try:
        entry = tuple((nat(a), nat(b)) for a, b in data["entry"])
        wires = []
        for (sw, port), to in data["wires"]:
            head = str(to[0])
            wires.append(((nat(sw), nat(port)), (head,) + tuple(nat(v) for v in to[1:])))
        return SwitchNetwork(nat(data["N"]), nat(data["switches"]), entry, tuple(wires))
    except ParameterError:
        raise
    except (KeyError, TypeError, ValueError) as e:
        raise ParameterError("network", f"malformed switch network ({e})") from None


def chau_fu_as_switch_network(net: op.OpticalMIN) -> SwitchNetwork:
    """The Chau-Fu MIN in the generic form (switch id = stage * N + i)."""
    N, S = net.N, net.stages
    wires: list[tuple[tuple[int, int], tuple[Any, ...]]] = []
    for j in range(S):
        for i in range(N):
            for port in (0, 1):
                to = net.successor(j, i, port)
                if to == op.UNUSED:
                    continue
                if j == S - 1:
                    wires.append(((j * N + i, port), ("proc", to)))
                else:
                    wires.append(((j * N + i, port), ("switch", (j + 1) * N + to, port)))
    return SwitchNetwork(N, N * S, tuple((i, 0) for i in range(N)), tuple(wires))
