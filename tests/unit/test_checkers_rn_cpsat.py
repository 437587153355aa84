"""Tests of :mod:`alltoall.checkers.rn.cpsat`: the CP-SAT solver every R(N) engine runs (its time limit, one
worker, seed 1), and a solve that leaves Ctrl-C to Python (CP-SAT's own SIGINT handler would leave SIG_DFL
behind, so the next Ctrl-C killed the process with no KeyboardInterrupt)."""

from __future__ import annotations

import ctypes
import signal
import sys

import pytest

pytest.importorskip("ortools")

from alltoall.checkers.rn import cpsat  # noqa: E402


def test_solver_settings():
    p = cpsat.solver(2).parameters
    assert (p.max_time_in_seconds, p.num_workers, p.random_seed, p.catch_sigint_signal) == (2.0, 1, 1, False)


class _Sigaction(ctypes.Structure):
    """The head of Linux's ``struct sigaction``: the handler, then room for the rest."""

    _fields_ = [("handler", ctypes.c_void_p), ("rest", ctypes.c_byte * 256)]


def _sigint_handler() -> int | None:
    """SIGINT's handler as the C library sees it (``signal.getsignal`` only reports Python's own record)."""
    sa = _Sigaction()
    assert ctypes.CDLL(None).sigaction(signal.SIGINT, None, ctypes.byref(sa)) == 0
    return sa.handler


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads struct sigaction as Linux lays it out")
def test_a_solve_leaves_the_sigint_handler_in_place():
    from ortools.sat.python import cp_model

    before = _sigint_handler()
    m = cp_model.CpModel()
    x = m.NewBoolVar("x")
    m.Add(x == 1)
    s = cpsat.solver(5)
    assert s.Solve(m) == cp_model.OPTIMAL
    del s
    after = _sigint_handler()
    if after != before:  # put Python's handler back for the rest of the run
        signal.signal(signal.SIGINT, signal.getsignal(signal.SIGINT))
    assert after == before and after is not None  # None: SIG_DFL
