"""Tests of :mod:`alltoall.checkers.workers`: a worker forked under :func:`held_signals` that runs
:func:`worker_setup` ignores Ctrl-C, takes SIGTERM's default, has the kernel kill it when its parent dies
(Linux) and takes signals again; :func:`die_with_parent` ends a child whose parent is already gone."""

from __future__ import annotations

import ctypes
import os
import signal
import sys

import pytest

from alltoall.checkers import workers

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
_PR_GET_PDEATHSIG = 2


def _death_signal() -> int:
    out = ctypes.c_int(-1)
    libc = ctypes.CDLL(None, use_errno=True)
    assert libc.prctl(_PR_GET_PDEATHSIG, ctypes.byref(out), 0, 0, 0) == 0
    return out.value


def in_child(body) -> int:
    """Fork under held_signals, run ``body()`` (an exit code) in the child; return the child's exit code."""
    with workers.held_signals():
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            code = 99
            try:
                code = body()
            finally:
                os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


@linux
def test_a_worker_ignores_ctrl_c_takes_sigterm_and_dies_with_its_parent():
    def body() -> int:
        if _death_signal() != 0:
            return 10
        if signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, []):
            return 11  # held_signals blocks it until the worker has set its dispositions
        workers.worker_setup()
        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
            return 12
        if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
            return 13
        if _death_signal() != signal.SIGKILL:
            return 14
        if set(signal.pthread_sigmask(signal.SIG_BLOCK, [])) & {signal.SIGINT, signal.SIGTERM}:
            return 15
        os.kill(os.getpid(), signal.SIGINT)  # ignored: the worker goes on
        return 0

    assert in_child(body) == 0


@linux
def test_die_with_parent_arranges_sigkill_or_exits_when_the_parent_is_gone():
    def body() -> int:
        if workers.die_with_parent(os.getppid()) is not True:
            return 20
        if _death_signal() != signal.SIGKILL:
            return 21
        workers.die_with_parent(os.getppid() + 1)  # a parent that is not ours: gone, so exit(1) at once
        return 22

    assert in_child(body) == 1
    # the default parent is the pid that forked under held_signals
    assert in_child(lambda: 0 if workers.die_with_parent() else 23) == 0

    def forker_gone() -> int:
        workers._forker = os.getppid() + 1  # as if the process that forked us had died and we were adopted
        workers.die_with_parent()
        return 24

    assert in_child(forker_gone) == 1


@linux
def test_cap_memory_lets_a_worker_grow_by_the_cap_and_no_more():
    def capped() -> int:
        if workers.cap_memory(256 * 2**20) is not True:
            return 2
        small = bytearray(16 * 2**20)  # well within the cap
        try:
            bytearray(2**30)  # beyond it
        except MemoryError:
            return 0 if len(small) else 3
        return 1

    assert workers.cap_memory(None) is False
    assert in_child(capped) == 0


def test_die_with_parent_reports_false_when_nothing_is_arranged(monkeypatch):
    """Elsewhere than Linux, without a libc, without prctl or when prctl fails, nothing is arranged: False.
    (Run in the test process: each case returns before the parent is looked at.)"""
    monkeypatch.setattr(sys, "platform", "darwin")
    assert workers.die_with_parent(os.getppid()) is False
    monkeypatch.setattr(sys, "platform", "linux")

    def no_libc(*args, **kwargs):
        raise OSError("no libc")

    class Failing:
        def prctl(self, *args):
            return -1

    for cdll in (no_libc, lambda *a, **k: object(), lambda *a, **k: Failing()):
        monkeypatch.setattr(ctypes, "CDLL", cdll)
        assert workers.die_with_parent(os.getppid()) is False


def test_die_with_parent_checks_the_parent_given_else_the_forker(monkeypatch):
    """The parent looked at is the pid passed, else the one :func:`held_signals` recorded; one that is not ours
    means exit(1). (In the test process, on a stand-in libc and ``os``: nothing is arranged, nobody exits.)"""
    import types

    class Libc:
        def prctl(self, *args):
            return 0

    exits = []
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda *a, **k: Libc())
    monkeypatch.setattr(workers, "os", types.SimpleNamespace(getppid=lambda: 4242, _exit=exits.append))
    monkeypatch.setattr(workers, "_forker", 4242)
    assert workers.die_with_parent() is True and workers.die_with_parent(4242) is True
    assert exits == []
    workers.die_with_parent(4243)  # not our parent, though the forker is
    assert exits == [1]
    monkeypatch.setattr(workers, "_forker", 4243)
    assert workers.die_with_parent(4242) is True  # the pid given, not the forker
    assert exits == [1]
    workers.die_with_parent()  # the forker is gone
    assert exits == [1, 1]


def test_cap_memory_reports_false_where_the_limit_cannot_be_set(monkeypatch):
    """Under a lower hard limit an unprivileged process may not lift it (ValueError), and without /proc there is
    nothing to read (OSError): no limit is set, and cap_memory says so."""
    import resource

    def refused(*args):
        raise ValueError("not allowed to raise maximum limit")

    monkeypatch.setattr(resource, "setrlimit", refused)
    assert workers.cap_memory(2**30) is False
    monkeypatch.undo()

    def no_proc(*args, **kwargs):
        raise FileNotFoundError("/proc/self/statm")

    monkeypatch.setattr(workers, "open", no_proc, raising=False)
    assert workers.cap_memory(2**30) is False
