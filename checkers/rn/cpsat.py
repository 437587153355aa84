"""CP-SAT (OR-tools, the ``rn`` extra) as every R(N) engine runs it: one worker, seed 1, a time limit, and
Ctrl-C left to Python.

CP-SAT installs its own SIGINT handler for a solve (``catch_sigint_signal``, on by default) and resets
SIGINT to SIG_DFL when the solver goes away; Python's ``signal.getsignal`` still reports its own handler,
but the next Ctrl-C kills the process with no ``KeyboardInterrupt`` and no cleanup. So the handler is off.
"""

from __future__ import annotations

from typing import Any

__all__ = ["solver"]


def solver(time_limit: float) -> Any:
    """A ``cp_model.CpSolver`` with one worker, random seed 1, ``time_limit`` seconds and Ctrl-C left alone."""
    from ortools.sat.python import cp_model  # the rn extra: imported on use

    s = cp_model.CpSolver()
    s.parameters.max_time_in_seconds = float(time_limit)
    s.parameters.num_workers = 1
    s.parameters.random_seed = 1
    s.parameters.catch_sigint_signal = False
    return s
