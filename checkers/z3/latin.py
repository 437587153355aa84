"""Z3 decisions of the Latin properties of a MIN (liu-chen-chen-2007 Theorem 2, Corollary 4, Lemma 1).

The queries are :mod:`alltoall.checkers.z3.min`'s; the decision is :func:`alltoall.checkers.z3.core.decide_by_z3`:
every query UNSAT proves the property, a SAT model is decoded into an initial configuration M^0 (and the
points the query names) and re-checked by brute force (:func:`alltoall.checkers.brute.latin_violation`,
the configurations of :mod:`alltoall.spec.algorithms.latin_configurations`) before the caller's
``witness`` phrases it; an unconfirmed model is ``unknown``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers.min_witnesses import lemma1_violation
from alltoall.checkers.result import Result
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.z3.core import Z3_VERSION, Ask, Query, decide_by_z3
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage

__all__ = ["DECODE_MAX_N", "SQUARE", "decode_m0", "latin_square", "lemma1"]

#: The largest network whose symbolic M^0 a model is decoded for (a matrix of N/d x k entries).
DECODE_MAX_N = 4096

#: The properties of :func:`latin_square`: (name in the evidence, what differs in :func:`min.collision`).
SQUARE = (("bijective", "inputs"), ("latin-rows", "rounds"))


def decode_m0(net: multistage.MIN, q: Query, m0: str | np.ndarray) -> np.ndarray | None:
    """The M^0 of a SAT model: the given one (zero or concrete), or the symbolic one read off the model."""
    if net.N > DECODE_MAX_N:
        return None
    if isinstance(m0, str) and m0 == "zero":
        return latin_configurations.initial_zero(net.d, net.k)
    if not isinstance(m0, str):
        return np.asarray(m0, dtype=np.int64)
    return z3_min.decode_m0(q, net)


def latin_square(
    nets: Iterable[multistage.MIN],
    m0: str | np.ndarray,
    timeout: float,
    witness: Callable[[multistage.MIN, np.ndarray, Any], Any],
) -> Result:
    """Every configuration M^x of each network bijective and the rounds' rows Latin, symbolic over the
    rounds and inputs (and M^0 when ``m0`` is "symbolic").

    Proved when every query is UNSAT (the SMT-LIB of each kept under ``<net>/<property>``); a SAT model is
    decoded into M^0 and re-checked by :func:`brute.latin_violation`: confirmed, ``witness(net, M0,
    violation)`` phrases the refutation; otherwise ``unknown``.
    """
    nets = list(nets)
    asks = [
        Ask(
            f"{net}/{prop}",
            partial(_collision, net, differ, m0, timeout),
            about=net,
            record={"network": str(net), "property": prop},
        )
        for net in nets
        for prop, differ in SQUARE
    ]
    return decide_by_z3(
        asks,
        decode=lambda ask, q: decode_m0(ask.about, q, m0),
        recheck=lambda ask, M0: brute.latin_violation(ask.about, M0),
        witness=lambda ask, M0, v: witness(ask.about, M0, v),
        z3_version=Z3_VERSION,
        largest_N=f"{nets[-1].d}^{nets[-1].k}" if nets else None,
    )


def _collision(net: Any, differ: Any, m0: Any, timeout: Any, keep_smt2: Any) -> Any:
    return z3_min.collision(net, differ, m0, timeout=timeout, keep_smt2=keep_smt2)


def lemma1(
    nets: Iterable[multistage.MIN],
    timeout: float,
    witness: Callable[[multistage.MIN, np.ndarray, tuple[int, int, int]], Any],
) -> Result:
    """Lemma 1 with M^0 symbolic: no switch row is the same in two rounds, one query per network (the SMT-LIB
    kept under ``d=<d> k=<k>``); a SAT model is decoded into M^0 and re-checked by brute force
    (:func:`alltoall.checkers.min_witnesses.lemma1_violation`: rounds x < y and a row r), and
    ``witness(net, M0, (x, y, r))`` phrases the refutation."""
    asks = [
        Ask(
            f"d={net.d} k={net.k}",
            partial(lambda net, keep: z3_min.lemma1(net, "symbolic", timeout=timeout, keep_smt2=keep), net),
            about=net,
        )
        for net in nets
    ]
    return decide_by_z3(
        asks,
        decode=lambda ask, q: decode_m0(ask.about, q, "symbolic"),
        recheck=lambda ask, M0: lemma1_violation(M0, ask.about.d, ask.about.k),
        witness=lambda ask, M0, hit: witness(ask.about, M0, hit),
        z3_version=Z3_VERSION,
    )
