"""Schedules: the shared form of every exchange and broadcast algorithm of the papers.

A :class:`Schedule` is a tuple of steps; a step is the transfers (:class:`Transfer`) made at the same time, each
moving a bundle of messages (named by their ``(source, destination)`` pair, M^s_d of liu-gu-2006) from
``src`` to ``dst`` along ``path``, the resources it occupies: channel ids of a grid, lines or switches
of a multistage network.

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
