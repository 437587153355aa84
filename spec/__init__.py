"""Executable specifications: topologies, switch states, algorithms and schedules, as plain data and
pure functions. Imports no solver: every engine in :mod:`alltoall.checkers` reads these same objects.

- :mod:`.topologies`: :mod:`~.topologies.base` (the protocol), :mod:`~.topologies.grid` (ring, mesh,
  torus, hypercube), :mod:`~.topologies.multistage` (every MIN from one builder, N primary), and the
  networks of single papers built on them.
- :mod:`.algorithms`: each paper's algorithms, round by round or step by step.
- :mod:`.schedule`: the shared schedule form (steps of transfers along resources).
- :mod:`.switches`, :mod:`.digits`, :mod:`.errors`: switch states, base-d digits, bad-input errors.
"""

__all__: list[str] = []
