"""The R(N) engine (chou-chen-2010): best bounds on R(N) or on a stage-control family, with certificates.

``establish(N)`` needs no solver: the lower bound is the best counting certificate of
:mod:`.bounds` and the upper bound the best known construction (alternating A_0..A_{N-1} for
N = 2 mod 4, the paper's printed sets, a stored local-search cover of :mod:`.known` when smaller,
else all 2^n stage-control configurations). ``search(N)`` adds least covers within each
stage-control family (a solver from :mod:`.cover`) and, while the bounds do not meet, the local
search of :mod:`.local` over arbitrary switch states. Both re-check every certificate with
:mod:`.certificate` before reporting it; ``establish`` and the constructions live in :mod:`.established`.

A task is a plain function of plain arguments returning a JSON-able dict (:func:`task`), so a sweep
over many N runs through any executor (``concurrent.futures`` here, a cluster executor later).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np

from alltoall.checkers.rn import TIME_LIMIT, cover, local
from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import exact as rn_exact
from alltoall.checkers.rn.established import construction as construction  # engine.construction and the rest
from alltoall.checkers.rn.established import establish as establish
from alltoall.checkers.rn.established import family_configs
from alltoall.checkers.rn.established import lower_certificate as lower_certificate
from alltoall.checkers.rn.established import paper_construction as _paper_construction  # noqa: F401  (pinned by tests)
from alltoall.checkers.workers import held_signals, worker_setup
from alltoall.spec.topologies import gsen

__all__ = [
    "FAMILY_OPTIONS",
    "construction",
    "establish",
    "family_cover",
    "greedy_family_cover",
    "lower_certificate",
    "perms_distinct",
    "search",
    "sweep",
    "table_cell",
    "task",
]

FAMILY_OPTIONS = ("none", "sc", "alternating", "doubly", "quadruply")


def family_cover(N: int, family: str, solver: str, time_limit: float) -> dict[str, Any]:
    """Least cover of all pairs by configurations of one family (exact within the family when ``optimal``)."""
    net = gsen.GSEN(N)
    P = gsen.family_perms(net, family)
    r = cover.min_cover(P, solver, time_limit)
    return {
        "family": family,
        "solver": solver,
        "size": r.size,
        "optimal": r.optimal,
        "seconds": r.seconds,
        "status": r.status,
        "configurations": family_configs(family, r.chosen),
    }


def search(
    N: int,
    family: str = "none",
    solver: str = "maxsat",
    time_limit: float | None = TIME_LIMIT,
    progress: Callable[[str], None] | None = None,
    steps: int | None = 20000,
    seed: int = 0,
    exact: bool = False,
) -> dict[str, Any]:
    """:func:`establish`, then least covers within the stage-control families (or the one asked for),
    then (``exact``, R(N) only, while the bounds do not meet) the exact lower-bound search of
    :func:`.exact.lower_bound` (weightings refuted with LRAT proofs, re-checked), then (R(N) only, while the bounds do
    not meet) :func:`local.shrink` from the best cover:
    ``steps`` flips per configuration removed, ``seed``, stopping at ``time_limit`` seconds overall
    (None: no clock, so the result depends on ``steps`` and ``seed`` only). ``steps=None`` walks
    until the clock runs out. The time limit covers every phase, certificate checking included: a
    phase reached with no time left is skipped (listed in ``res["skipped"]``, present then only), and a refutation or
    proof check cut short establishes no lower bound."""
    t0 = time.perf_counter()
    budget = float("inf") if time_limit is None else time_limit
    say = progress or (lambda s: None)
    say(f"N = {N}: counting bounds and constructions")
    res = establish(N, family)
    fams = ["sc", "alternating", "doubly", "quadruply"] if family == "none" else [family]
    res["families"] = {}
    skipped: list[str] = []
    for f in fams:
        left = min(budget, 3600.0) - (time.perf_counter() - t0)
        if left <= 0:
            skipped.append(f"least {f} cover")
            continue
        say(f"N = {N}: least cover by {f} configurations ({solver}, {left:.0f}s left)")
        fc = family_cover(N, f, solver, left)
        res["families"][f] = {k: v for k, v in fc.items() if k != "configurations"}
        if fc["size"] is not None and (res["upper"] is None or fc["size"] < res["upper"]):
            cert = {"N": N, "construction": f"least {f} cover ({solver})", "configurations": fc["configurations"]}
            ok, msg = ce.check_upper(cert)
            if ok:
                res.update(upper=fc["size"], upper_certificate=cert, upper_message=msg)
        if family != "none" and fc["optimal"] and fc["size"] is not None and fc["size"] > res["lower"]:
            res.update(
                lower=fc["size"],
                lower_method=f"least {f} cover is optimal ({solver})",
                lower_message=f"{solver} proved no {fc['size'] - 1} {f} configurations deliver every pair",
            )
    res["meet"] = res["upper"] is not None and res["lower"] == res["upper"]
    if exact and family == "none" and not res["meet"] and res["upper"] is not None:
        left = min(budget, 3600.0) - (time.perf_counter() - t0)
        if left <= 0:
            skipped.append("exact lower-bound search")
        else:
            say(f"N = {N}: exact lower-bound search towards {res['upper']} ({left:.0f}s left)")
            lb = rn_exact.lower_bound(N, target=res["upper"], search=("structural",), time_limit=left, progress=say)
            if lb.bound > res["lower"]:
                res.update(
                    lower=lb.bound,
                    lower_method="weighting (LRAT-checked)",
                    lower_message=lb.message,
                    lower_certificate=lb.certificate,
                )
        res["meet"] = res["lower"] == res["upper"]
    if steps is None:
        steps = 20000 if time_limit is None else 10**9
    left = None if time_limit is None else time_limit - (time.perf_counter() - t0)
    wanted = family == "none" and not res["meet"] and res["upper"] is not None and steps > 0
    if wanted and left is not None and left <= 0:
        skipped.append("local search")
    elif wanted:
        net = gsen.GSEN(N)
        say(
            f"N = {N}: local search over arbitrary switch states from {res['upper']} configurations "
            f"({'until the time limit' if steps >= 10**9 else f'{steps} flips per step down'}"
            f"{'' if left is None else f', {left:.0f}s left'})"
        )
        start = [ce.config_states(net, c) for c in res["upper_certificate"]["configurations"]]
        ls = local.shrink(
            net, start, steps=steps, seed=seed, time_limit=left, progress=say, stop_at=res["lower"], weighted=True
        )
        res["local"] = {"start": len(start), "size": ls["size"], "rounds": ls["rounds"], "seed": seed, "steps": steps}
        if ls["size"] < res["upper"]:
            cert = {
                "N": N,
                "construction": f"local search from {len(start)} (seed {seed}, {steps if steps < 10**9 else 'timed'} "
                "flips per step)",
                "configurations": ls["configurations"],
            }
            ok, msg = ce.check_upper(cert)
            if ok:
                res.update(upper=ls["size"], upper_certificate=cert, upper_message=msg)
        res["meet"] = res["lower"] == res["upper"]
    if skipped:
        res["skipped"] = skipped
    res["seconds"] = round(time.perf_counter() - t0, 3)
    return res


def task(
    N: int,
    family: str = "none",
    solver: str = "maxsat",
    time_limit: float | None = TIME_LIMIT,
    use_solver: bool = False,
    steps: int | None = 20000,
    seed: int = 0,
) -> dict[str, Any]:
    """One sweep task: plain arguments in, a JSON-able summary out (no certificates)."""
    r = search(N, family, solver, time_limit, steps=steps, seed=seed) if use_solver else establish(N, family)
    out = {k: v for k, v in r.items() if not k.endswith("_certificate")}
    out["construction"] = r.get("upper_certificate", {}).get("construction", "")
    return out


def sweep(Ns: Any, family: str = "none", jobs: int = 2, executor: Any = None, **kw: Any) -> list[dict[str, Any]]:
    """Run :func:`task` for every N through an executor (a forked ``concurrent.futures`` process pool by default).

    The default pool's workers are forked with Ctrl-C and SIGTERM held and start with
    :func:`alltoall.checkers.workers.worker_setup` (Ctrl-C ignored, SIGTERM's default, killed if
    this process dies). When waiting is interrupted (Ctrl-C, the CLI's SIGTERM exception) or a task
    raises, the workers are terminated at once, not waited for, and the exception propagates.
    """
    import concurrent.futures as cf
    import multiprocessing as mp

    tasks = [(N, family, kw) for N in Ns]
    if executor is not None:
        return list(executor.map(_task_star, tasks))
    ex = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("fork"), initializer=worker_setup)
    try:
        with held_signals():  # a signal landing while the workers are forked waits until they are known
            futures = [ex.submit(_task_star, t) for t in tasks]
        results = [f.result() for f in futures]
    except BaseException:
        procs = list((getattr(ex, "_processes", None) or {}).values())
        manager = getattr(ex, "_executor_manager_thread", None)  # shutdown() forgets it
        ex.shutdown(wait=False, cancel_futures=True)
        for p in procs:
            if p.is_alive():
                p.terminate()  # all at once, then wait
        for p in procs:
            p.join(2)
            if p.is_alive():
                p.kill()
                p.join(2)
        # The pool's manager thread now finds its workers dead and closes its wake-up pipe. Wait for it:
        # otherwise the interpreter's exit hook can write to that pipe as it closes (EBADF on stderr).
        if manager is not None:
            manager.join(2)
        raise
    ex.shutdown(wait=True)
    return results


def _task_star(args: Any) -> dict[str, Any]:
    N, family, kw = args
    return task(N, family, **kw)


def greedy_family_cover(N: int) -> list[dict[str, Any]]:
    """A cover by configurations of the stage-control families (all of them pooled), picked greedily:
    an upper bound in well under a second up to N = 256, re-checked like every list."""
    net = gsen.GSEN(N)
    names = [(f, C) for f in gsen.FAMILIES for C in range(net.tags)]
    P, first = np.unique(np.concatenate([gsen.family_perms(net, f) for f in gsen.FAMILIES]), axis=0, return_index=True)
    chosen = sorted(names[int(first[k])] for k in cover.greedy(P))
    return [{"family": f, "number": C} for f, C in chosen]


def table_cell(N: int) -> dict[str, Any]:
    """Both rows of one cell of the R(N) table, certificates included and re-checked: R(N) from
    :func:`establish` and, when smaller, a greedy cover by stage-control family configurations;
    R_sc(N) from :func:`establish` with the stage-control family. Plain data (a sweep task)."""
    res = establish(N)
    configs = greedy_family_cover(N)
    if res["upper"] is None or len(configs) < res["upper"]:
        name = "greedy cover by stage-control family configurations"
        cert = {"N": N, "construction": name, "configurations": configs}
        ok, msg = ce.check_upper(cert)
        if ok:
            res.update(upper=len(configs), upper_certificate=cert, upper_message=msg)
    sc = establish(N, "sc")
    keep = ("lower", "upper", "lower_method", "lower_certificate", "upper_certificate")
    return {"N": N, "R": {k: res[k] for k in keep}, "Rsc": {k: sc[k] for k in keep}}


def perms_distinct(N: int, family: str) -> int:
    return len(np.unique(gsen.family_perms(gsen.GSEN(N), family), axis=0))
