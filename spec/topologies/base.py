"""The one small interface every network of the papers offers.

A direct network (ring, mesh, torus, hypercube) has processors at its nodes; a multistage network
(omega, baseline, butterfly, Benes, GSEN, the optical MIN) has N terminals on each side and stages of
switches. Both give a canonical name (``str(net)``), their endpoints (``net.nodes`` or ``net.N``) and
their directed resources with stable ids (``net.channels()``), which the "no resource used twice in
one step" property reads for every family.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

__all__ = ["Topology"]


@runtime_checkable
class Topology(Protocol):
    """What every network spec offers: a canonical name and its directed channels."""

    def __str__(self) -> str: ...

    def channels(self) -> tuple[tuple[int, int], ...]: ...
