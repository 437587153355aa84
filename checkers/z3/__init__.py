"""The one Z3 engine (:mod:`.core`) and its encodings, one module per family of networks.

Only this package imports z3. Encodings run the spec's own functions on Z3 terms (so a seeded
spec mutant reaches them); every SAT model is decoded into spec values and re-checked by brute
force before it can become a witness; the SMT-LIB text of every query that decides a ``proved``
verdict is kept in the evidence with the Z3 version.
"""

from alltoall.checkers.z3.core import (  # noqa: F401
    Z3_VERSION,
    Encoding,
    LeastFeasible,
    Query,
    Unsigned,
    least_feasible,
    lookup,
    new_solver,
    select,
    solve,
    unsat_sweep,
)

__all__: list[str] = []
