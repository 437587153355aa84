"""Fixtures of the unit tests of spec/ and checkers/ (one file per module, ``test_<package>_<module>.py``),
beside the shared helpers of ``tests/support`` (``from support import z3pins``).

Each test pins a behaviour of its module that a claim's check or a user relies on: return values on
concrete inputs, verdicts and evidence fields, bounds, and each input error's parameter and message.
Many were written against mutants that survived `make mutants` (docs/mutation.md); they run in
`make test` and in the mutation runner's selection (pyproject's ``[tool.mutmut]``).
"""

import sys
import types
from pathlib import Path

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


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` here run only when asked for (``pytest -m slow``), as pyproject's marker says."""
    if "slow" in (config.getoption("markexpr") or ""):
        return
    here = Path(__file__).parent
    for item in items:
        if item.get_closest_marker("slow") and item.path.parent == here:
            item.add_marker(pytest.mark.skip(reason="slow: run with -m slow"))


@pytest.fixture
def everyone_relays(monkeypatch):
    """Yang and Wang's torus check patched to let every node relay on every port, so messages
    circulate (the spec never makes them): the engines' hop-by-hop and truncation paths run."""
    monkeypatch.setattr(yang_wang_2002, "additional_check", lambda a, c: np.ones(np.broadcast(a, c).shape, bool))
