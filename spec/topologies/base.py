"""The one small interface every network of the papers offers.

A *direct* network (ring, mesh, torus, hypercube) has processors at its nodes and full-duplex
links between them; a *multistage* network (omega, baseline, butterfly, Benes, GSEN, the optical
MIN) has N terminals on each side and stages of switches. Both answer the same questions:

- ``str(net)`` is a canonical name that keys artifacts and test ids (``Torus(r=4, c=4)``,
  ``Omega(d=2, k=3)``, ``GSEN(N=10)``);
- ``net.nodes`` (direct) or ``net.N`` (multistage) says how many endpoints there are;
- ``net.channels()`` lists the directed resources a transfer can occupy (links, or lines between
  stages), each with a stable integer id, so the shared "no resource used twice in one step"
  property (:func:`alltoall.checkers.properties.no_shared_resource`) applies to every family.

Families are built by composition (networkx's ``grid_graph(dim, periodic=True)`` is the model):
:mod:`.grid` gives ring, mesh, torus and hypercube from one ``Grid``; :mod:`.multistage` gives every
MIN from one builder parameterized by its wirings.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

__all__ = ["Topology"]


@runtime_checkable
class Topology(Protocol):
    """What every network spec offers: a canonical name and its directed channels."""

    def __str__(self) -> str: ...

    def channels(self) -> tuple[tuple[int, int], ...]: ...
