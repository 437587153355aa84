"""Runs claims as tasks on a Dask distributed cluster: ``alltoall prove --scheduler ADDRESS``.

The same contract as :func:`alltoall.proofs.runner.run_claims` (outcomes in the claims' order,
``progress`` per finished claim, ``status`` with the running ones), on the workers of a running Dask
scheduler, or of a ``LocalCluster`` started for the run (``local:N``). :func:`executor` picks the
local process pool or this one from ``--scheduler``; Dask (``distributed``, the optional ``cluster``
extra) is imported only when a run asks for a cluster, never without the option.

On a worker each claim runs exactly as locally: :func:`alltoall.proofs.runner.run_claims` forks it a
child, kills that child after ``timeout`` wall seconds (the claim gets ``unknown``) and turns a raise
or a dead child into ``unknown`` with the reason. Claims travel by id (many checks are closures and
do not pickle) and the worker looks them up in its own registry; a claim that is not in the
registry (a test's toy) travels whole. Workers send back Results only: the client writes every
artifact, as after a local run, so the ledger and witnesses are byte for byte the same.

A worker lost mid-task (killed, out of memory, its machine gone) is not a verdict: the scheduler
runs its claims again elsewhere, up to ``distributed.scheduler.allowed-failures`` times (3 by
default); a claim whose workers died more often than that gets ``unknown`` with that reason, and so
does a task that failed on the cluster. Ctrl-C and SIGTERM cancel every task of the run (a worker stops the
claim's child within a fraction of a second) and close a LocalCluster started for it.
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import signal
import time
import uuid
from collections.abc import Callable
from typing import Any

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs import registry, runner
from alltoall.proofs.registry import Claim, Context
from alltoall.proofs.runner import Outcome
from alltoall.spec.errors import ParameterError

__all__ = ["CONNECT_SECONDS", "LOCAL_CONFIG", "dask_setup", "executor", "run_claims"]

CONNECT_SECONDS = 10.0
"""How long a run waits for a scheduler's address to answer before it says it cannot reach it."""

LOCAL_CONFIG = {
    "distributed.scheduler.worker-saturation": 1.0,
    "distributed.nanny.pre-spawn-environ.MALLOC_TRIM_THRESHOLD_": None,
    "distributed.worker.preload": ["alltoall.proofs.cluster"],  # dask_setup below
}
"""Dask settings of the LocalCluster that ``local:N`` starts (and advised for any cluster, docs/cluster.md).
A worker is handed only the claims it runs, none queued behind them, so a worker that dies (each claim
on it is charged one of the scheduler's allowed failures) charges no claim that was only waiting there. And
workers keep glibc's own malloc tuning: Dask's default ``MALLOC_TRIM_THRESHOLD_=65536`` (inherited by
every claim's child) about doubles the CPU time of the solver-heavy checks. Each worker runs
:func:`dask_setup` as it starts."""

_PROCESSING_EVERY = 1.0  # seconds between asking the scheduler which tasks are running (for ``status``)


def executor(scheduler: str | None) -> Callable[..., list[Outcome]]:
    """The claim executor ``--scheduler`` selects: the local process pool when None, else this cluster's.

    Either is called as ``run(claims, ctx, jobs=..., timeout=..., progress=..., status=...)``; on a
    cluster ``jobs`` is unused (the workers' threads decide how many claims run at once).
    """
    if scheduler is None:
        return runner.run_claims

    def on_cluster(
        claims: list[Claim],
        ctx: Context,
        jobs: int = 0,
        timeout: float = runner.CLAIM_TIMEOUT,
        progress: Callable[[Outcome], None] | None = None,
        status: Callable[[list[tuple[Claim, float]]], None] | None = None,
    ) -> list[Outcome]:
        return run_claims(claims, ctx, scheduler, timeout=timeout, progress=progress, status=status)

    return on_cluster


def run_claims(
    claims: list[Claim],
    ctx: Context,
    scheduler: str,
    timeout: float = runner.CLAIM_TIMEOUT,
    progress: Callable[[Outcome], None] | None = None,
    status: Callable[[list[tuple[Claim, float]]], None] | None = None,
) -> list[Outcome]:
    """Run ``claims`` as tasks on the Dask cluster at ``scheduler``; outcomes in the claims' order.

    Parameters
    ----------
    claims, ctx, timeout, progress, status
        As for :func:`alltoall.proofs.runner.run_claims`: ``timeout`` is the wall seconds a claim's
        child may run on its worker, ``status`` is called about every 0.2 s with the claims whose
        tasks the scheduler has handed to a worker and the seconds since it did.
    scheduler
        ``local:N`` (a LocalCluster of N single-threaded worker processes on this machine, closed
        when the run ends) or a running scheduler's address, as ``--scheduler`` spells it.

    Raises
    ------
    ParameterError
        ``--scheduler``: Dask is not installed, or the scheduler does not answer.
    """
    distributed = _distributed()
    cluster, client = _connect(distributed, scheduler)
    futures: dict[int, Any] = {}
    try:
        registered = registry.load_all()
        run = uuid.uuid4().hex[:8]
        for i, c in enumerate(claims):
            ref: str | Claim = c.id if registered.get(c.id) is c else c
            futures[i] = client.submit(
                _task,
                ref,
                _fingerprint(c, ctx.tier),
                ctx.tier,
                ctx.timeout,
                ctx.seed,
                timeout,
                key=f"alltoall-{run}-{i}-{c.id}",
                pure=False,
            )
        return _collect(distributed, client, claims, ctx, futures, progress, status)
    finally:  # finished, interrupted (Ctrl-C, SIGTERM) or a raising callback: nothing of the run stays queued
        try:
            if futures:
                client.cancel(list(futures.values()), force=True)
        finally:
            client.close()
            if cluster is not None:
                cluster.close()


def dask_setup(worker: Any) -> None:
    """Dask's preload hook, run by each worker of ``local:N`` as it starts: Ctrl-C is ignored there.

    The terminal sends Ctrl-C to the whole process group, the workers too; the client cancels the
    run's tasks and closes the cluster, so a worker has nothing to do with it but print a traceback.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise ParameterError(
            "--scheduler", "running on a Dask cluster needs the optional 'cluster' extra: pip install -e '.[cluster]'"
        ) from None
    return distributed


def _connect(distributed: Any, scheduler: str) -> tuple[Any, Any]:
    """(the LocalCluster started for ``local:N``, or None; a client of the scheduler)."""
    if scheduler.startswith("local:"):
        import dask

        with dask.config.set(LOCAL_CONFIG):
            cluster = distributed.LocalCluster(
                n_workers=int(scheduler.partition(":")[2]),
                threads_per_worker=1,  # one claim per worker at a time; its child has the core
                processes=True,
                host="127.0.0.1",  # reachable from this machine only
                dashboard_address="127.0.0.1:0",  # its HTTP server on a free port: 8787 may be another cluster's
                silence_logs=logging.CRITICAL,  # the CLI reports what went wrong, per claim
            )
        try:
            return cluster, distributed.Client(cluster, set_as_default=False)
        except BaseException:
            cluster.close()
            raise
    try:
        return None, distributed.Client(scheduler, timeout=f"{CONNECT_SECONDS:g}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise ParameterError("--scheduler", f"cannot reach a Dask scheduler at {scheduler}: {e}") from None


def _collect(
    distributed: Any,
    client: Any,
    claims: list[Claim],
    ctx: Context,
    futures: dict[int, Any],
    progress: Callable[[Outcome], None] | None,
    status: Callable[[list[tuple[Claim, float]]], None] | None,
) -> list[Outcome]:
    pending = dict(futures)
    done: dict[int, Outcome] = {}
    index = {f.key: i for i, f in futures.items()}
    started: dict[int, float] = {}
    last_status = last_asked = 0.0
    while pending:
        for i, f in list(pending.items()):
            if f.done():
                del pending[i]
                started.pop(i, None)
                done[i] = Outcome(claims[i], _result(distributed, f, claims[i], ctx))
                if progress:
                    progress(done[i])
        now = time.perf_counter()
        if status and pending and now - last_asked >= _PROCESSING_EVERY:
            last_asked = now
            try:
                processing = client.processing()
            except Exception:  # only the progress display needs it; a lost scheduler shows in the futures
                processing = {}
            running = {index[k] for keys in processing.values() for k in keys if k in index}
            for i in running - started.keys():
                started[i] = now
            for i in started.keys() - running:
                del started[i]
        if status and now - last_status >= 0.2:
            last_status = now
            status([(claims[i], now - t0) for i, t0 in sorted(started.items()) if i in pending])
        if pending:
            time.sleep(0.05)
    return [done[i] for i in range(len(claims))]


def _result(distributed: Any, future: Any, claim: Claim, ctx: Context) -> Result:
    """The Result a finished task sent back; ``unknown`` with the reason when it has none."""
    domain = claim.domain_for(ctx.tier)
    if future.status == "finished":
        try:
            r = future.result()
        except Exception as e:  # e.g. a result this client cannot unpickle (another version of a library)
            return Result(
                Verdict.UNKNOWN, domain, reason=f"error: the task's result did not arrive: {type(e).__name__}: {e}"
            )
        if isinstance(r, Result):
            return r
        return Result(Verdict.UNKNOWN, domain, reason=f"error: the cluster task returned {type(r).__name__}")
    if future.status == "error":
        failure = future.exception()
        if isinstance(failure, distributed.KilledWorker):
            return Result(
                Verdict.UNKNOWN,
                domain,
                {"cluster": str(failure)},
                reason="error: every worker that ran the claim died (the scheduler's allowed failures are spent)",
            )
        return Result(
            Verdict.UNKNOWN,
            domain,
            {"cluster": repr(failure)},
            reason=f"error: the cluster task failed: {type(failure).__name__}: {failure}",
        )
    return Result(Verdict.UNKNOWN, domain, reason=f"error: the cluster dropped the task ({future.status})")


class _Cancelled(Exception):
    """The client cancelled the task (Ctrl-C, SIGTERM, or it went away): stop the claim's child."""


def _fingerprint(claim: Claim, tier: str) -> str:
    """What must be the same in the client's and the worker's copy of a claim for its verdict to count."""
    return repr((claim.id, claim.statement, claim.domain_for(tier), claim.expected.value, claim.methods))


def _task(ref: str | Claim, fingerprint: str, tier: str, query_timeout: float, seed: int, timeout: float) -> Result:
    """On a worker: run one claim in a forked child (the local runner's), and return its Result.

    The context travels as its fields: the claim gives its tier's sizes when it runs. A worker whose
    registry holds another version of the claim (installed from another checkout) does not run it.
    """
    from distributed import get_worker

    claim = ref if isinstance(ref, Claim) else registry.get(ref)
    if _fingerprint(claim, tier) != fingerprint:
        return Result(
            Verdict.UNKNOWN,
            claim.domain_for(tier),
            {"worker": _fingerprint(claim, tier), "client": fingerprint},
            reason="error: the worker's copy of the claim differs from this checkout's (install the same version "
            "on every worker)",
        )
    ctx = Context(tier=tier, timeout=query_timeout, seed=seed)
    worker = get_worker()
    key = worker.get_current_task()

    def stop_if_cancelled(running: list[tuple[Claim, float]]) -> None:
        ts = worker.state.tasks.get(key)
        if ts is None or ts.state in ("cancelled", "released", "forgotten"):
            raise _Cancelled(key)  # the runner stops the child on the way out

    _allow_children()
    return runner.run_claims([claim], ctx, jobs=1, timeout=timeout, status=stop_if_cancelled)[0].result


def _allow_children() -> None:
    """Let this worker process fork the claim's child (Dask starts workers as daemonic processes).

    multiprocessing refuses children to a daemonic process lest they outlive it when it is killed;
    the runner's children die with their parent (``PR_SET_PDEATHSIG``) and are stopped by it, so the
    refusal guards against nothing here. Set once per worker process, never undone: another task's
    thread may be forking at the same moment.
    """
    config = mp.current_process()._config  # type: ignore[attr-defined]
    if config.get("daemon"):
        config["daemon"] = False
