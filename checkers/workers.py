"""Forked workers that a signal or a dying parent stops: the one place their setup is written.

Every worker the suite forks (the claim runner's, ``alltoall rn``'s process pool, replay's capped
child) is started inside :func:`held_signals` and begins with :func:`worker_setup`: it ignores
Ctrl-C (the terminal sends it to the whole group; the parent stops its workers), takes SIGTERM's
default (not the CLI's handler, inherited through fork), asks the kernel to kill it when its parent
dies (``prctl(PR_SET_PDEATHSIG, SIGKILL)`` on Linux; nothing elsewhere), and only then takes signals
again. So a worker never prints a traceback on Ctrl-C and never outlives a parent killed with
SIGKILL.
"""

from __future__ import annotations

import os
import signal
import sys
from contextlib import contextmanager
from typing import Any

__all__ = ["cap_memory", "die_with_parent", "held_signals", "release_in_child", "worker_setup"]

_HELD = (signal.SIGINT, signal.SIGTERM)
_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
_forker: int | None = None  # the pid that last forked under held_signals; a child inherits the value


@contextmanager
def held_signals() -> Any:
    """Hold Ctrl-C and SIGTERM (deferred, not lost) for the block: fork a child and record it inside.

    Without it a signal landing after ``fork`` but before the parent has recorded the child raises
    there, and nobody stops that child (it keeps the caller's pipes open). Two holds, because either
    alone leaks: Python handlers that only note the signal (another thread, e.g. a progress bar's,
    may take it), and a blocked mask in this thread, which a forked child inherits, so its signals
    wait until it has set its own dispositions (:func:`worker_setup`). On leaving, the noted
    signals are raised again for the caller's handlers.
    """
    global _forker
    _forker = os.getpid()
    arrived: list[int] = []
    previous = []
    try:
        for s in _HELD:
            previous.append((s, signal.signal(s, lambda signum, frame: arrived.append(signum))))
    except ValueError:  # not the main thread: the handlers are not ours to change
        pass
    try:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    except (AttributeError, ValueError, OSError):  # pragma: no cover - no POSIX signal masks here
        mask = None
    try:
        yield
    finally:
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # a signal pending on this thread is noted now
        for s, handler in previous:
            signal.signal(s, signal.SIG_DFL if handler is None else handler)
        for sig in dict.fromkeys(arrived):
            signal.raise_signal(sig)  # the caller's handler takes it (KeyboardInterrupt, the CLI's SIGTERM)


def release_in_child() -> None:
    """In a child forked under :func:`held_signals`: take signals again, after setting its dispositions."""
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)
    except (AttributeError, ValueError, OSError):  # pragma: no cover
        pass


def die_with_parent(parent: int | None = None) -> bool:
    """Have the kernel SIGKILL this process when its parent dies (Linux); True when that is arranged.

    ``parent`` is the pid that forked us (default: the one recorded by :func:`held_signals`); if it
    is already gone (the parent died between the fork and this call) we exit at once. Elsewhere, or
    when ``prctl`` is unavailable, nothing happens and False is returned.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError, TypeError):  # pragma: no cover - no libc with prctl
        return False
    parent = _forker if parent is None else parent
    if parent is not None and os.getppid() != parent:
        os._exit(1)  # the parent died before the request took effect: nobody will read our result
    return True


def worker_setup() -> None:
    """The first thing a forked worker does: Ctrl-C ignored, SIGTERM's default, die with the parent,
    then take signals again (a pending Ctrl-C is dropped, a pending SIGTERM ends the worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    release_in_child()


def cap_memory(nbytes: int | None) -> bool:
    """Let this process map at most ``nbytes`` more than it holds now (``RLIMIT_AS``); True when set.

    For a forked worker: a check or replay that needs more gets ``MemoryError`` instead of taking
    the machine. Nothing happens for None, or where the limit cannot be set (then False).
    """
    if nbytes is None:
        return False
    try:
        import resource  # POSIX only

        with open("/proc/self/statm") as f:
            held = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        resource.setrlimit(resource.RLIMIT_AS, (held + nbytes, resource.RLIM_INFINITY))
    except (ImportError, OSError, ValueError):
        return False
    return True
