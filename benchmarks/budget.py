"""Shared by the benchmarks: run a check in a killable child and find the largest size that fits
a cumulative time budget."""

from __future__ import annotations

import multiprocessing as mp
import time
from collections.abc import Callable, Iterable


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
