"""Runs claims, each in its own forked process, so a runaway solver can be killed.

A claim that overruns ``timeout`` wall seconds is killed and gets ``unknown`` (Z3 does not always
honour its own timeout); a check that raises gets ``unknown`` with the error. Never prints; how
workers and signals are handled is in ``docs/design.md`` ("The CLI in detail").
"""

from __future__ import annotations

import importlib
import multiprocessing as mp
import pkgutil
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from alltoall.checkers.result import Result, Verdict
from alltoall.checkers.workers import cap_memory, held_signals, worker_setup
from alltoall.proofs.registry import Claim, Context

__all__ = ["CLAIM_TIMEOUT", "Outcome", "run_claims", "run_one_inline"]


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
    except MemoryError as e:  # under the runner's cap (a forked child), or the machine's own limit
        capped = f"the memory cap of {ctx.memory:g} GiB" if ctx.memory is not None else "the machine's memory"
        return Result(
            Verdict.UNKNOWN,
            claim.domain_for(ctx.tier),
            {"traceback": traceback.format_exc()},
            time.perf_counter() - t0,
            reason=f"error: the check ran out of memory ({capped}){f': {e}' if str(e) else ''}",
        )
    except Exception as e:  # a crashing check is inconclusive, and says why
        return Result(
            Verdict.UNKNOWN,
            claim.domain_for(ctx.tier),
            {"traceback": traceback.format_exc()},
            time.perf_counter() - t0,
            reason=f"error: {type(e).__name__}: {e}",
        )
    return replace(r, seconds=time.perf_counter() - t0)


def _child(claim: Claim, ctx: Context, conn: Any) -> None:
    """Body of the forked process: run the check and send its Result back (pickled)."""
    worker_setup()  # Ctrl-C ignored (the parent stops us), SIGTERM's default, killed if the parent dies
    cap_memory(None if ctx.memory is None else int(ctx.memory * 2**30))
    result = run_one_inline(claim, ctx)
    try:
        conn.send(result)
    except Exception as e:  # evidence that cannot be pickled must not lose the verdict silently
        conn.send(
            Result(
                Verdict.UNKNOWN,
                result.domain,
                {"traceback": traceback.format_exc()},
                result.seconds,
                reason=f"error: result could not be sent back ({type(e).__name__}: {e}); "
                f"the check said {result.verdict.value}",
            )
        )
    finally:
        conn.close()


def _died(claim: Claim, ctx: Context, p: Any, seconds: float) -> Result:
    return Result(
        Verdict.UNKNOWN,
        claim.domain_for(ctx.tier),
        {"exitcode": p.exitcode},
        seconds,
        reason=f"error: the check's process died (exit code {p.exitcode})",
    )


def _stop(p: Any) -> None:
    """Terminate a runaway child; kill it if it ignores SIGTERM."""
    p.terminate()
    p.join(2)
    if p.is_alive():
        p.kill()
        p.join(2)


#: What the checks import inside their bodies (so that loading the registry imports no solver), imported
#: once in the parent before forking when it runs several claims: a child that imports SymPy itself spends
#: about 1 CPU s on it, Z3, Hypothesis and the engines a few tenths more (docs/performance.md).
CLAIM_TIMEOUT = 600.0
"""The default limit of one claim's check, in seconds (``alltoall prove --timeout``): its process is killed after it."""

PRELOAD = ("z3", "sympy", "hypothesis")


def _preload_engines() -> None:
    """Import the solvers and every ``alltoall.checkers`` module, so the forked children share them.

    Imports only: no solver context or state is created (Z3's main context is made on first use, in
    the child). By name, as the registry finds claims: the runner names no engine.
    """
    import alltoall.checkers as engines

    names = [*PRELOAD, *(i.name for i in pkgutil.walk_packages(engines.__path__, engines.__name__ + "."))]
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError:  # an optional engine not installed: the check that needs it says so itself
            continue


def run_claims(
    claims: list[Claim],
    ctx: Context,
    jobs: int = 2,
    timeout: float = CLAIM_TIMEOUT,
    progress: Callable[[Outcome], None] | None = None,
    status: Callable[[list[tuple[Claim, float]]], None] | None = None,
) -> list[Outcome]:
    """Run ``claims`` in forked processes, at most ``jobs`` at once; outcomes in the claims' order.

    A child still running after ``timeout`` wall seconds is terminated (then killed) and its claim
    gets ``unknown`` with reason ``process timeout after <timeout>s``. ``progress`` is called with
    each outcome as it finishes; ``status`` about every 0.2 s with the running claims and their
    elapsed seconds.
    """
    mpc = mp.get_context("fork")
    if len(claims) > 1:
        _preload_engines()
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


def _collect(c: Claim, ctx: Context, p: Any, recv: Any, elapsed: float, timeout: float) -> Result | None:
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
        return Result(
            Verdict.UNKNOWN,
            c.domain_for(ctx.tier),
            {"timeout": timeout},
            elapsed,
            reason=f"process timeout after {timeout:g}s",
        )
    return None
