"""Runs claims, each in its own forked process, so a runaway solver can be killed.

A claim that overruns ``timeout`` wall seconds is killed and gets ``unknown`` (Z3 does not always
honour its own timeout); a check that raises gets ``unknown`` with the error. Never prints.
"""

from __future__ import annotations

import multiprocessing as mp
import time
import traceback
from dataclasses import dataclass
from typing import Callable

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs.registry import Claim, Context


@dataclass(frozen=True)
class Outcome:
    claim: Claim
    result: Result

    @property
    def matches(self) -> bool:
        return self.result.verdict == self.claim.expected


def run_one_inline(claim: Claim, ctx: Context) -> Result:
    """Run a check in this process (no kill on timeout)."""
    t0 = time.perf_counter()
    try:
        r = claim.check(ctx)
    except Exception as e:  # a crashing check is inconclusive, and says why
        return Result(Verdict.UNKNOWN, claim.domain_for(ctx.tier), {"traceback": traceback.format_exc()},
                      time.perf_counter() - t0, reason=f"error: {type(e).__name__}: {e}")
    secs = r.seconds or (time.perf_counter() - t0)
    return Result(r.verdict, r.domain, r.evidence, secs, r.witness, r.reason)


def _child(claim: Claim, ctx: Context, conn) -> None:
    try:
        conn.send(run_one_inline(claim, ctx))
    finally:
        conn.close()


def run_claims(claims: list[Claim], ctx: Context, jobs: int = 2, timeout: float = 600.0,
               progress: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Run ``claims`` with at most ``jobs`` processes at once; outcomes in the claims' order."""
    mpc = mp.get_context("fork")
    pending = list(enumerate(claims))
    running: dict[int, tuple] = {}
    done: dict[int, Outcome] = {}
    jobs = max(1, jobs)
    while pending or running:
        while pending and len(running) < jobs:
            i, c = pending.pop(0)
            recv, send = mpc.Pipe(duplex=False)
            p = mpc.Process(target=_child, args=(c, ctx, send), daemon=True)
            p.start()
            send.close()
            running[i] = (c, p, recv, time.perf_counter())
        for i, (c, p, recv, t0) in list(running.items()):
            result = None
            if recv.poll():
                try:
                    result = recv.recv()
                except EOFError:
                    result = Result(Verdict.UNKNOWN, c.domain_for(ctx.tier), {}, time.perf_counter() - t0,
                                    reason=f"error: the check's process died (exit code {p.exitcode})")
            elif not p.is_alive():
                result = Result(Verdict.UNKNOWN, c.domain_for(ctx.tier), {}, time.perf_counter() - t0,
                                reason=f"error: the check's process died (exit code {p.exitcode})")
            elif time.perf_counter() - t0 > timeout:
                p.terminate()
                p.join(2)
                if p.is_alive():
                    p.kill()
                result = Result(Verdict.UNKNOWN, c.domain_for(ctx.tier), {"timeout": timeout}, time.perf_counter() - t0,
                                reason=f"process timeout after {timeout:g}s")
            if result is not None:
                p.join(1)
                recv.close()
                del running[i]
                done[i] = Outcome(c, result)
                if progress:
                    progress(done[i])
        if running:
            time.sleep(0.02)
    return [done[i] for i in range(len(claims))]
