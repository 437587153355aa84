"""Tests written to kill surviving mutants of `make mutants` (benchmarks/mutation.md).

One file per mutated module, ``test_kill_<package>_<module>.py`` (``test_kill_s24_<module>.py``,
``test_kill_s25_<module>.py``, ``test_kill_s26_<module>.py``: the tests written for the survivors of
the samples of seeds 20261124, 20261125 and 20261126); each test pins a behaviour a
surviving mutant changed (an error's parameter and message, an evidence field, a boundary, a dtype),
so that it fails under that mutant and the class of mutants like it. They run in `make test` and in
the mutation runner's selection (pyproject's ``[tool.mutmut]``); `benchmarks/mutation_try.py` checks a
new one against the mutants of the last run before `make mutants MUT_ONLY=...` records it.
"""

import sys
import types

import numpy as np
import pytest

from alltoall.spec.algorithms import yang_wang_2002
from alltoall.spec.errors import ParameterError


class FakeClock:
    """A ``perf_counter`` returning ``first``, then advancing by ``step`` on every call."""

    def __init__(self, first: float, step: float):
        self.t = first - step
        self.step = step

    def perf_counter(self) -> float:
        self.t += self.step
        return self.t


@pytest.fixture
def fake_clock(monkeypatch):
    """``fake_clock(module, first=1000.0, step=0.123456)`` replaces ``module.time`` with a FakeClock, so
    the seconds a function reports are exact."""

    def install(module, first: float = 1000.0, step: float = 0.123456) -> FakeClock:
        clock = FakeClock(first, step)
        monkeypatch.setattr(module, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))
        return clock

    return install


@pytest.fixture
def argument_seen():
    """``argument_seen(file_suffix, name, call)`` runs ``call()`` and returns ``(values, result)``: the
    value of argument ``name`` at every call of a function of that file taking it. It reads a default
    off the call frame (``sys.setprofile``) where only a huge input would show it (a search budget)."""

    def read(file_suffix: str, name: str, call):
        values = []

        def profile(frame, event, arg):
            code = frame.f_code
            if (
                event == "call"
                and code.co_filename.endswith(file_suffix)
                and name in code.co_varnames[: code.co_argcount]
            ):
                values.append(frame.f_locals[name])

        sys.setprofile(profile)
        try:
            result = call()
        finally:
            sys.setprofile(None)
        return values, result

    return read


@pytest.fixture
def parameter_error():
    """``parameter_error(fn, *args)``: the (parameter, message) of the ParameterError ``fn(*args)`` raises."""

    def read(fn, *args):
        with pytest.raises(ParameterError) as e:
            fn(*args)
        return e.value.parameter, e.value.message

    return read


@pytest.fixture
def everyone_relays(monkeypatch):
    """Yang and Wang's torus check patched to let every node relay on every port, so messages
    circulate (the spec never makes them): the engines' hop-by-hop and truncation paths run."""
    monkeypatch.setattr(yang_wang_2002, "additional_check", lambda a, c: np.ones(np.broadcast(a, c).shape, bool))
