"""SCIP (PySCIPOpt, the ``rn`` extra) as every R(N) engine runs it: output hidden, a time limit, and the random
seed shifted by 1, so a run's solution is reproducible (the twin of :mod:`.cpsat`)."""

from __future__ import annotations

from typing import Any

__all__ = ["model"]


def model(time_limit: float) -> Any:
    """A ``pyscipopt.Model`` with its output hidden, ``time_limit`` seconds and random seed shift 1."""
    import pyscipopt  # the rn extra: imported on use

    m = pyscipopt.Model()
    m.hideOutput()
    m.setParam("limits/time", float(time_limit))
    m.setParam("randomization/randomseedshift", 1)
    return m
