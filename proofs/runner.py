"""Runs claims, each in its own forked process, so a runaway solver can be killed.

A claim that overruns ``timeout`` wall seconds is killed and gets ``unknown`` (Z3 does not always
honour its own timeout); a check that raises gets ``unknown`` with the error. Never prints.
Workers ignore SIGINT and take SIGTERM's default: on Ctrl-C or SIGTERM only the main process
unwinds (the CLI turns SIGTERM into an exception), and :func:`run_claims` stops every worker
before it returns or raises, so none is left behind and none prints a traceback. The parent holds
SIGINT and SIGTERM while it forks a worker and records it (:func:`held_signals`): a signal landing in
that window waits until the worker is known, instead of orphaning it.
"""

from __future__ import annotations

import multiprocessing as mp
import signal
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, Callable

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs.registry import Claim, Context


@dataclass(frozen=True)
class Outcome:
    """A claim with the result its check returned; ``matches`` when the verdict is the expected one."""

    claim: Claim
    result: Result

    @property
    def matches(self) -> bool:
        return self.result.verdict == self.claim.expected


def run_one_inline(claim: Claim, ctx: Context) -> Result:
    """Run the claim's check in this process (no kill on timeout) with its tier's sizes, and time it.

    The runner is the one owner of timing: ``seconds`` is the wall time of the whole check. A check
    that raises is ``unknown`` with reason ``error: <Type>: <message>``; the traceback is kept in
    the evidence.
    """
    t0 = time.perf_counter()
    try:
        r = claim.run(ctx)
    except Exception as e:  # a crashing check is inconclusive, and says why
        return Result(Verdict.UNKNOWN, claim.domain_for(ctx.tier), {"traceback": traceback.format_exc()},
                      time.perf_counter() - t0, reason=f"error: {type(e).__name__}: {e}")
    return replace(r, seconds=time.perf_counter() - t0)


_HELD = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def held_signals():
    """Hold Ctrl-C and SIGTERM (deferred, not lost) for the block: fork a child and record it inside.

    Without it a signal landing after ``fork`` but before the parent has recorded the child raises
    there, and nobody stops that child (it keeps the caller's pipes open). Two holds, because either
    alone leaks: Python handlers that only note the signal (another thread, e.g. a progress bar's,
    may take it), and a blocked mask in this thread, which a forked child inherits, so its signals
    wait until it has set its own dispositions and called :func:`release_in_child`. On leaving, the
    noted signals are raised again for the caller's handlers.
    """
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
        for s in dict.fromkeys(arrived):
            signal.raise_signal(s)  # the caller's handler takes it (KeyboardInterrupt, the CLI's SIGTERM)


def release_in_child() -> None:
    """In a child forked under :func:`held_signals`: take signals again, after setting its dispositions."""
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)
    except (AttributeError, ValueError, OSError):  # pragma: no cover
        pass


def _child(claim: Claim, ctx: Context, conn) -> None:
    """Body of the forked process: run the check and send its Result back (pickled)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the parent stops us
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's handler, inherited through fork
    release_in_child()  # a pending Ctrl-C is now dropped, a pending SIGTERM ends us
    result = run_one_inline(claim, ctx)
    try:
        conn.send(result)
    except Exception as e:  # evidence that cannot be pickled must not lose the verdict silently
        conn.send(Result(Verdict.UNKNOWN, result.domain, {"traceback": traceback.format_exc()}, result.seconds,
                         reason=f"error: result could not be sent back ({type(e).__name__}: {e}); "
                                f"the check said {result.verdict.value}"))
    finally:
        conn.close()


def _died(claim: Claim, ctx: Context, p, seconds: float) -> Result:
    return Result(Verdict.UNKNOWN, claim.domain_for(ctx.tier), {"exitcode": p.exitcode}, seconds,
                  reason=f"error: the check's process died (exit code {p.exitcode})")


def _stop(p) -> None:
    """Terminate a runaway child; kill it if it ignores SIGTERM."""
    p.terminate()
    p.join(2)
    if p.is_alive():
        p.kill()
        p.join(2)


def run_claims(claims: list[Claim], ctx: Context, jobs: int = 2, timeout: float = 600.0,
               progress: Callable[[Outcome], None] | None = None,
               status: Callable[[list[tuple[Claim, float]]], None] | None = None) -> list[Outcome]:
    """Run ``claims`` in forked processes, at most ``jobs`` at once; outcomes in the claims' order.

    A child still running after ``timeout`` wall seconds is terminated (then killed) and its claim
    gets ``unknown`` with reason ``process timeout after <timeout>s``. ``progress`` is called with
    each outcome as it finishes; ``status`` about every 0.2 s with the running claims and their
    elapsed seconds.
    """
    mpc = mp.get_context("fork")
    pending = list(enumerate(claims))
    running: dict[int, tuple[Claim, Any, Any, float]] = {}
    done: dict[int, Outcome] = {}
    jobs = max(1, jobs)
    last_status = 0.0
    try:
        while pending or running:
            while pending and len(running) < jobs:
                i, c = pending.pop(0)
                recv, send = mpc.Pipe(duplex=False)
                p = mpc.Process(target=_child, args=(c, ctx, send), daemon=True)
                with held_signals():
                    p.start()
                    send.close()
                    running[i] = (c, p, recv, time.perf_counter())
            for i, (c, p, recv, t0) in list(running.items()):
                result = _collect(c, ctx, p, recv, time.perf_counter() - t0, timeout)
                if result is None:
                    continue
                recv.close()
                del running[i]
                done[i] = Outcome(c, result)
                if progress:
                    progress(done[i])
            now = time.perf_counter()
            if status and now - last_status >= 0.2:
                last_status = now
                status([(c, now - t0) for c, _, _, t0 in running.values()])
            if running:
                time.sleep(0.02)
    finally:  # interrupted (Ctrl-C, SIGTERM, a raising callback): leave no child behind
        for _, p, _, _ in running.values():
            if p.is_alive():
                p.terminate()  # all at once, then wait: a stuck child costs 2 s, not 2 s each
        for _, p, recv, _ in running.values():
            if p.is_alive():
                _stop(p)
            recv.close()
    return [done[i] for i in range(len(claims))]


def _collect(c: Claim, ctx: Context, p, recv, elapsed: float, timeout: float) -> Result | None:
    """The child's result if it has one (or died, or overran); None while it is still working."""
    alive = p.is_alive()  # read before polling: a child that has exited has sent all it ever will
    if recv.poll():
        try:
            result = recv.recv()
        except (EOFError, OSError):
            p.join(1)
            return _died(c, ctx, p, elapsed)
        p.join(1)
        if p.is_alive():  # sent its result but does not exit (e.g. a stuck non-daemon thread)
            _stop(p)
        return result
    if not alive:
        p.join(1)
        return _died(c, ctx, p, elapsed)
    if elapsed > timeout:
        _stop(p)
        return Result(Verdict.UNKNOWN, c.domain_for(ctx.tier), {"timeout": timeout}, elapsed,
                      reason=f"process timeout after {timeout:g}s")
    return None
