"""Executable specifications: topologies, switch states, algorithms and schedules.

Plain data and pure functions that import no solver; every engine in :mod:`alltoall.checkers` reads
these same objects (the layout is in ``docs/design.md``).
"""

__all__: list[str] = []
