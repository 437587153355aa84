"""Shared by the benchmarks: run a check in a killable child and find the largest size that fits
a cumulative time budget; measure one call's CPU, wall and peak memory in a fresh child."""

from __future__ import annotations

import multiprocessing as mp
import queue
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any


def timed_call(fn: Callable[..., bool], args: tuple, limit: float) -> float | None:
    """Seconds ``fn(*args)`` took when it returned True; None past ``limit`` or on False.

    The child is killed at the limit: solvers may ignore their own timeouts.
    """
    ctx = mp.get_context("fork")
    q = ctx.Queue()

    def child():
        t0 = time.perf_counter()
        ok = fn(*args)
        q.put((ok, time.perf_counter() - t0))

    p = ctx.Process(target=child)
    p.start()
    p.join(limit)
    if p.is_alive():
        p.kill()
        p.join()
        return None
    ok, secs = q.get() if not q.empty() else (False, None)
    return secs if ok else None


def largest(
    fn: Callable[..., bool], args_for: Callable[[int, float], tuple], budget: float, sizes: Iterable[int]
) -> tuple[int, float]:
    """Largest size in ``sizes`` (increasing) settled with every size before it in the budget."""
    spent, best = 0.0, 0
    for size in sizes:
        left = budget - spent
        if left <= 0:
            break
        secs = timed_call(fn, args_for(size, left), left)
        if secs is None:
            break
        spent += secs
        best = size
    return best, spent


@dataclass(frozen=True)
class Measured:
    """One measurement in a fresh child process: what ``fn`` returned, its CPU and wall seconds, and the
    child's peak resident memory in bytes (ru_maxrss: the interpreter and its imports included)."""

    result: Any
    cpu: float
    wall: float
    peak: int


def _measured_child(q: Any, fn: Callable[..., Any], args: tuple, cpu_limit: float | None) -> None:
    import resource

    if cpu_limit is not None:  # past the limit the kernel stops the child (SIGXCPU)
        soft = int(cpu_limit) + 5
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn(*args)
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    q.put((out, cpu, wall, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024))


def measure(
    fn: Callable[..., Any], args: tuple, cpu_limit: float | None = None, wall_limit: float | None = None
) -> Measured | None:
    """Run ``fn(*args)`` in a fresh (spawned) child, so that its peak memory is its own; None when it was
    stopped (past ``cpu_limit`` CPU seconds, with a few seconds' slack, or ``wall_limit`` wall seconds)
    or failed. ``fn`` must be importable (a module-level function of the benchmark)."""
    ctx = mp.get_context("spawn")
    q = ctx.Queue()
    p = ctx.Process(target=_measured_child, args=(q, fn, args, cpu_limit))
    p.start()
    got = None
    deadline = None if wall_limit is None else time.perf_counter() + wall_limit
    while p.is_alive() or not q.empty():
        try:
            got = q.get(timeout=1.0)
            break
        except queue.Empty:
            if deadline is not None and time.perf_counter() > deadline:
                break
    if p.is_alive() and got is None:
        p.kill()
    p.join()
    if got is None:
        return None
    out, cpu, wall, peak = got
    return Measured(out, cpu, wall, peak)
