"""chau-fu-2003 for every k: Theorem 3's lower bound on the passes, n = 2^k symbolic.

A pass is one round of the optical MIN in which every processor drives at most ``injection_ports(N)`` inputs
(the spec's: one, "in stage 0, we only use one input in every switch"). A processor has N - 1 messages for the
others, so p passes carry all of them only if p * injection_ports(N) >= N - 1: the query runs the spec's
``injection_ports`` and ``passes_optical`` on N = 2^K, K symbolic (:mod:`alltoall.checkers.z3.induction`'s
naturals with 2^e), and is UNSAT when no pass count below Theorem 2's n - 1 is enough.

References
----------
chau-fu-2003, Sect. IV, Theorem 3 (and Theorem 2's n - 1 passes).
"""

from __future__ import annotations

from collections.abc import Callable

from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.induction import Sym, _term
from alltoall.spec.topologies import optical as op

__all__ = ["STEP_FILES", "THM3_SMT2", "main", "thm3_queries", "thm3_query"]

THM3_SMT2 = "proofs/smt2/chau-fu-2003__thm3-every-k__query.smt2"


def thm3_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """Is there a k >= 1 and a pass count p below the spec's ``passes_optical(N)``, N = 2^k, in which one processor
    sends its N - 1 messages, at most the spec's ``injection_ports(N)`` per pass? UNSAT: Theorem 3's bound."""
    s = new_solver(timeout)
    sym = Sym(s)
    K = sym.nat("K", 1)
    N = 2**K
    p = sym.nat("p")
    carried = _term(p * op.injection_ports(N), sym)  # one processor's messages in p passes, at most
    fewer = p.t < _term(op.passes_optical(N), sym)
    sym.close()
    s.add(carried >= (N - 1).t)
    s.add(fewer)
    return solve(s, keep_smt2, {"K": K.t, "p": p.t}, free={"K": "every k >= 1", "p": "every pass count"}, negated=1)


def thm3_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    """Theorem 3's query (the file :data:`THM3_SMT2`)."""
    return {"passes-lower-bound": thm3_query(timeout)}


STEP_FILES: dict[str, Callable[..., dict[str, Query]]] = {THM3_SMT2: thm3_queries}


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.chau_fu_every [--check]``: write (or check) the SMT-LIB file."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(STEP_FILES, "alltoall.checkers.z3.chau_fu_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
