"""Engines that decide the properties of :mod:`alltoall.spec` objects, returning Result objects.

:mod:`.properties` defines every property once; brute force and the replayers of each family live in
the top-level modules, which import no solver (:mod:`.replay` is the registry); :mod:`.z3` is the one
Z3 engine, :mod:`.formula` the SymPy closed forms, :mod:`.strategies` the Hypothesis strategies.
Checkers never print.
"""

__all__: list[str] = []
