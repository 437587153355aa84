"""Engines that decide the properties of :mod:`alltoall.spec` objects.

- :mod:`.properties`: every property defined once (the reference semantics): bijective, Latin,
  pairs served once, no shared resource per step (contention, crosstalk), unique paths.
- brute force (numpy) per family, with the replayers of their witnesses (:mod:`.replay` is the
  registry); these top-level modules import no solver.
- :mod:`.z3`: the one Z3 engine (solver calls, unsigned terms, sweeps, least-feasible search, the
  SMT-LIB record) and its encodings; :mod:`.formula`: SymPy closed forms against simulators;
  :mod:`.strategies`: Hypothesis strategies and profiles.

Checkers return :class:`~.result.Result` objects and never print.
"""

__all__: list[str] = []
