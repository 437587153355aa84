"""Schedules: the shared form of every exchange and broadcast algorithm of the papers.

A :class:`Schedule` is a tuple of steps; a step is a tuple of :class:`Transfer`s that happen at
the same time. A transfer moves a bundle of ``messages`` (message combining: several messages in
one transmission) from ``src`` to ``dst`` along ``path``, the tuple of resources it occupies
during the step: directed channel ids of a grid (:meth:`alltoall.spec.topologies.grid.Grid.channel`),
lines or switches of a multistage network. A message is named by its ``(source, destination)``
pair (M^s_d of liu-gu-2006; the personalized message from s to d of the other papers).

Two properties read this one form (:mod:`alltoall.checkers.properties`): *no shared resource in
a step* (link contention on grids, crosstalk in optical MINs) and *every ordered pair served
exactly once* (delivers every message); :func:`deliveries` and :func:`resource_use` are the views
they need.

>>> s = Schedule((Step((Transfer(0, 1, (0,), ((0, 1),)), Transfer(1, 0, (1,), ((1, 0),)))),))
>>> len(s), s.transfers, list(deliveries(s))
(1, 2, [(0, 0, 1, 1), (0, 1, 0, 0)])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Message", "Schedule", "Step", "Transfer", "deliveries", "resource_use"]

Message = tuple[int, int]  # (source, destination)


@dataclass(frozen=True)
class Transfer:
    """``messages`` move from node ``src`` to node ``dst`` along the resources ``path`` in one step."""

    src: int
    dst: int
    path: tuple[int, ...]
    messages: tuple[Message, ...] = ()

    @property
    def size(self) -> int:
        """Bundle size in message units (m t_w per message in the cost models)."""
        return len(self.messages)


@dataclass(frozen=True)
class Step:
    transfers: tuple[Transfer, ...]


@dataclass(frozen=True)
class Schedule:
    steps: tuple[Step, ...]

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def transfers(self) -> int:
        return sum(len(s.transfers) for s in self.steps)


def resource_use(schedule: Schedule) -> Iterator[tuple[int, int, int]]:
    """``(step, resource, transfer index within the step)`` for every resource every transfer occupies."""
    for t, step in enumerate(schedule.steps):
        for i, tr in enumerate(step.transfers):
            for r in tr.path:
                yield t, r, i


def deliveries(schedule: Schedule) -> Iterator[tuple[int, int, int, int]]:
    """``(step, source, destination, node reached)`` for every message of every transfer that ends
    at a node other than its source: a message is delivered when a transfer carries it to its
    destination; relaying transfers (to an intermediate node) are not deliveries."""
    for t, step in enumerate(schedule.steps):
        for tr in step.transfers:
            for s, d in tr.messages:
                if tr.dst == d:
                    yield t, s, d, tr.dst
