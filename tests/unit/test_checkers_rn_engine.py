"""Tests of :mod:`alltoall.checkers.rn.engine`: construction choice and names, and every step of ``search``
(family covers, the exact lower-bound call, the local-search call and its report, progress messages, the phases
skipped without time), a table cell's greedy cover, and the sweep's tasks and executors. The module's clock is
replaced by a fake one so the seconds it reports are exact."""

from __future__ import annotations

import importlib
import inspect

import pytest

from alltoall.checkers import rn
from alltoall.checkers.rn import engine, known


@pytest.fixture
def clock(fake_clock):
    return fake_clock(engine, first=100.25, step=0.25)


def _weak(monkeypatch, **over):
    plain = engine.establish

    def weak(N, family="none"):
        res = plain(N, family)
        res.update(lower=N, lower_method="counting", meet=False)
        res.update(over)
        return res

    monkeypatch.setattr(engine, "establish", weak)


def test_paper_construction_name_for_plain_power_of_two():
    name, configs = engine._paper_construction(8)
    assert name == "all 2^n stage-control configurations (Theorem 3.8)"
    assert configs == [{"family": "sc", "number": c} for c in range(8)]


def test_construction_keeps_paper_when_stored_cover_is_not_smaller(monkeypatch):
    monkeypatch.setattr(known, "configurations", lambda N: [{"family": "sc", "number": c} for c in range(8)])
    assert engine.construction(8)[0] == "all 2^n stage-control configurations (Theorem 3.8)"
    monkeypatch.setattr(known, "configurations", lambda N: [{"family": "sc", "number": c} for c in range(7)])
    monkeypatch.setitem(known.FOUND, 8, {"start": "somewhere"})
    assert engine.construction(8)[0] == "local-search cover (stored in checkers/rn/known.py, from somewhere)"


def test_search_with_one_family_reports_each_step(monkeypatch, clock):
    from alltoall.checkers.rn import exact

    monkeypatch.setattr(exact, "lower_bound", lambda *a, **k: pytest.fail("exact search outside family none"))
    msgs = []
    r = engine.search(10, family="doubly", solver="maxsat", time_limit=None, progress=msgs.append, exact=True)
    fam = r.pop("families")
    assert set(fam) == {"doubly"}
    assert {k: v for k, v in fam["doubly"].items() if k != "seconds"} == {
        "family": "doubly",
        "solver": "maxsat",
        "size": 16,
        "optimal": True,
        "status": "optimal",
    }
    assert {k: v for k, v in r.items() if not k.endswith("_certificate")} == {
        "N": 10,
        "family": "doubly",
        "lower": 16,
        "upper": 16,
        "meet": True,
        "lower_method": "least doubly cover is optimal (maxsat)",
        "lower_message": "maxsat proved no 15 doubly configurations deliver every pair",
        "upper_message": "16 configurations deliver all 100 pairs of GSEN(N=10): R(N) <= 16",
        "seconds": 0.5,
    }
    assert msgs == [
        "N = 10: counting bounds and constructions",
        "N = 10: least cover by doubly configurations (maxsat, 3600s left)",
    ]


@pytest.mark.parametrize("limit,left", [({"time_limit": None}, 3599.75), ({}, 59.75)])
def test_search_family_cover_time_limit(monkeypatch, clock, limit, left):
    """The family covers get what is left of the search's time: of the hour at most that one phase may take when
    the search is untimed, of 60 s overall by default."""
    seen = []
    plain = engine.family_cover

    def fc(N, f, solver, left):
        seen.append(left)
        return plain(N, f, solver, 30)

    monkeypatch.setattr(engine, "family_cover", fc)
    engine.search(10, family="doubly", solver="maxsat", **limit)
    assert seen == [left]


def test_search_upper_from_family_cover_when_no_construction(monkeypatch, clock):
    _weak(monkeypatch, upper=None)
    r = engine.search(8, solver="maxsat", time_limit=None, steps=0)
    assert r["upper"] == 8
    assert r["upper_certificate"]["construction"] == "least sc cover (maxsat)"
    assert r["upper_message"] == "8 configurations deliver all 64 pairs of GSEN(N=8): R(N) <= 8"
    assert r["meet"] is True


@pytest.mark.parametrize("limit,left,shown", [(30, 28.75, "29s"), (None, 3598.75, "3599s")])
def test_search_exact_call_and_result(monkeypatch, clock, limit, left, shown):
    from alltoall.checkers.rn import exact

    _weak(monkeypatch)
    calls = []

    def lb(N, **kw):
        calls.append((N, kw))
        return exact.LowerBound(N, 16, {"N": N, "method": "weighting"}, [], {}, None, "found it")

    monkeypatch.setattr(exact, "lower_bound", lb)
    msgs = []
    r = engine.search(12, solver="maxsat", time_limit=limit, steps=0, exact=True, progress=msgs.append)
    ((N, kw),) = calls
    assert N == 12 and kw["target"] == 16 and kw["search"] == ("structural",)
    assert kw["time_limit"] == left and kw["progress"] == msgs.append
    assert (r["lower"], r["lower_method"], r["lower_message"], r["lower_certificate"], r["meet"]) == (
        16,
        "weighting (LRAT-checked)",
        "found it",
        {"N": 12, "method": "weighting"},
        True,
    )
    assert msgs[-1] == f"N = 12: exact lower-bound search towards 16 ({shown} left)"


_CFG12 = engine.establish(12)["upper_certificate"]["configurations"]


def _fake_shrink(monkeypatch, seen, size=15):
    """A shrink reporting ``size`` (below the family covers' 16), with the construction's 16
    configurations and a repeat of its first (so its check message says 17)."""
    from alltoall.checkers.rn import local

    def shrink(net, start, **kw):
        seen.append((len(start), kw))
        return {"size": size, "rounds": 3, "configurations": _CFG12 + _CFG12[:1]}

    monkeypatch.setattr(local, "shrink", shrink)


def test_search_runs_the_local_search_and_reports_it(monkeypatch, clock):
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    msgs = []
    r = engine.search(12, solver="maxsat", time_limit=30, steps=5, progress=msgs.append)
    ((n, kw),) = seen
    assert n == 16
    assert kw == {
        "steps": 5,
        "seed": 0,
        "time_limit": 30 - 1.25,
        "progress": msgs.append,
        "stop_at": 12,
        "weighted": True,
    }
    assert r["local"] == {"start": 16, "size": 15, "rounds": 3, "seed": 0, "steps": 5}
    assert r["upper"] == 15
    assert r["upper_certificate"] == {
        "N": 12,
        "construction": "local search from 16 (seed 0, 5 flips per step)",
        "configurations": _CFG12 + _CFG12[:1],
    }
    assert r["upper_message"] == "17 configurations deliver all 144 pairs of GSEN(N=12): R(N) <= 17"
    assert (
        msgs[-1]
        == "N = 12: local search over arbitrary switch states from 16 configurations (5 flips per step down, 29s left)"
    )


def test_search_local_branch_untimed_message(monkeypatch, clock):
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    msgs = []
    engine.search(12, solver="maxsat", time_limit=None, steps=5, progress=msgs.append)
    assert seen[0][1]["time_limit"] is None
    assert (
        msgs[-1] == "N = 12: local search over arbitrary switch states from 16 configurations (5 flips per step down)"
    )


def test_task_without_upper_certificate(monkeypatch):
    monkeypatch.setattr(engine, "establish", lambda N, family="none": {"N": N, "upper": None})
    assert engine.task(8) == {"N": 8, "upper": None, "construction": ""}


def test_family_cover_replaces_upper_message(monkeypatch, clock):
    """A family cover that improves the upper bound also replaces the upper message."""
    _weak(monkeypatch, upper=None, upper_message="stale")
    r = engine.search(8, solver="maxsat", time_limit=None, steps=0)
    assert r["upper"] == 8
    assert r["upper_message"] == "8 configurations deliver all 64 pairs of GSEN(N=8): R(N) <= 8"


def test_no_local_search_at_zero_steps(monkeypatch, clock):
    """steps=0 skips the local search entirely (no call, no 'local' entry)."""
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    r = engine.search(12, solver="maxsat", time_limit=None, steps=0)
    assert seen == [] and "local" not in r and r["upper"] == 16


def test_timed_local_search_message(monkeypatch, clock):
    """steps=None with a time limit walks until the limit, and says so."""
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    msgs = []
    r = engine.search(12, solver="maxsat", time_limit=30, steps=None, progress=msgs.append)
    assert seen[0][1]["steps"] == 10**9
    assert msgs[-1] == (
        "N = 12: local search over arbitrary switch states from 16 configurations (until the time limit, 29s left)"
    )
    assert r["upper_certificate"]["construction"] == "local search from 16 (seed 0, timed flips per step)"


def test_search_default_steps_is_20000(monkeypatch, clock):
    """Without ``steps``, the local search gets 20000 flips per step and reports them."""
    from alltoall.checkers.rn import local

    _weak(monkeypatch, upper=17)
    seen = []

    def shrink(net, start, **kw):
        seen.append(kw["steps"])
        return {"size": len(start), "rounds": 0, "configurations": []}

    monkeypatch.setattr(local, "shrink", shrink)
    r = engine.search(12, solver="maxsat", time_limit=None)
    assert seen == [20000] and r["local"]["steps"] == 20000


@pytest.mark.parametrize(
    "step,time_limit",
    [(0.25, 0.1), (0.0, 0.0)],
    ids=["budget-spent", "exactly-none-left"],
)
def test_search_skips_every_phase_once_the_budget_is_spent(monkeypatch, fake_clock, step, time_limit):
    """A budget already spent runs no further phase (no 1 s floor), and so does one with exactly no time left
    (a stopped clock and a zero budget): the families, the exact search and the local search are listed as
    skipped, so `alltoall rn --time-limit` holds."""
    from alltoall.checkers.rn import exact, local

    fake_clock(engine, first=100.25, step=step)
    _weak(monkeypatch)
    calls = []
    monkeypatch.setattr(exact, "lower_bound", lambda N, **kw: calls.append("exact"))
    monkeypatch.setattr(local, "shrink", lambda *a, **kw: calls.append("local"))
    monkeypatch.setattr(engine, "family_cover", lambda *a: calls.append("family"))
    r = engine.search(12, solver="maxsat", time_limit=time_limit, steps=5, exact=True)
    assert calls == []
    assert r["skipped"] == [
        "least sc cover",
        "least alternating cover",
        "least doubly cover",
        "least quadruply cover",
        "exact lower-bound search",
        "local search",
    ]


def _sleeper_or_failure(N, family="none", **kw):
    """Sweep task of the test below: N = 6 announces its pid and sleeps; N = 4 fails once it has."""
    import os
    import time

    marks = os.environ["RN_SWEEP_MARKS"]
    if N == 6:
        with open(os.path.join(marks, f"{os.getpid()}.tmp"), "w"):
            pass
        os.rename(os.path.join(marks, f"{os.getpid()}.tmp"), os.path.join(marks, f"{os.getpid()}.pid"))
        time.sleep(30)
        return {}
    t = time.monotonic() + 20
    while not any(n.endswith(".pid") for n in os.listdir(marks)) and time.monotonic() < t:
        time.sleep(0.02)
    raise ValueError(f"task {N} fails")


def test_sweep_terminates_the_workers_when_a_task_fails(monkeypatch, tmp_path):
    """A failing task ends the sweep with its exception at once, and the worker still running another
    task is terminated, not left computing."""
    import os
    import signal
    import threading
    import time

    monkeypatch.setenv("RN_SWEEP_MARKS", str(tmp_path))
    monkeypatch.setattr(engine, "task", _sleeper_or_failure)
    t0 = time.monotonic()
    pids = []
    try:
        with pytest.raises(ValueError, match="^task 4 fails$"):
            engine.sweep([4, 6], jobs=2)
        # nor is the pool's manager thread: left running, the exit hook can write to its closing pipe (EBADF)
        assert [t for t in threading.enumerate() if type(t).__name__ == "_ExecutorManagerThread"] == []
        pids = [int(n.split(".")[0]) for n in os.listdir(tmp_path) if n.endswith(".pid")]
        assert len(pids) == 1
        alive = []
        for pid in pids:
            try:
                os.kill(pid, 0)
                alive.append(pid)
            except ProcessLookupError:
                pass
        assert alive == [], "a sweep worker outlived the failed sweep"
        assert time.monotonic() - t0 < 20
    finally:
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def test_untimed_search_without_steps_walks_20000_flips(monkeypatch, clock):
    """steps=None with no time limit cannot walk until the clock: it falls back to 20000 flips per step."""
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    engine.search(12, solver="maxsat", time_limit=None, steps=None)
    assert seen[0][1]["steps"] == 20000


def test_task_hands_its_steps_and_seed_to_the_local_search(monkeypatch):
    _weak(monkeypatch, upper=17)
    seen = []
    _fake_shrink(monkeypatch, seen)
    out = engine.task(12, time_limit=None, use_solver=True, steps=5, seed=7)
    assert (seen[0][1]["steps"], seen[0][1]["seed"]) == (5, 7)
    assert (out["local"]["steps"], out["local"]["seed"]) == (5, 7)
    assert out["construction"] == "local search from 16 (seed 7, 5 flips per step)"


def test_a_family_cover_that_only_matches_the_lower_bound_keeps_its_method():
    """R_sc(4) = 4 by stage control; the least sc cover (4) is optimal but proves no more, so the
    established method stays."""
    r = engine.search(4, "sc", time_limit=30)
    assert (r["lower"], r["lower_method"], r["meet"]) == (4, "stage-control", True)


def test_the_searches_default_to_the_one_time_limit():
    """The engine's searches (not the LP bounds' longer limits) default to ``rn.TIME_LIMIT``, 60 s."""
    assert rn.TIME_LIMIT == 60.0
    searches = {
        "engine": ("search", "task"),
        "exact": ("feasible", "max_weight"),
        "cover": ("min_cover",),
        "prefix": ("transversal", "cover"),
        "kconfig": ("decide",),
    }
    for module, names in searches.items():
        mod = importlib.import_module(f"alltoall.checkers.rn.{module}")
        for name in names:
            assert inspect.signature(getattr(mod, name)).parameters["time_limit"].default == rn.TIME_LIMIT, name


def test_search_meets_once_the_local_search_reaches_the_lower_bound(monkeypatch, clock):
    """When the local search brings the upper bound down to the lower one, the result says the bounds meet."""
    _weak(monkeypatch, upper=9)  # R(8) = 8: the lower bound is already right, the upper one is not
    eight = engine.establish(8)["upper_certificate"]["configurations"]
    nothing = {"size": None, "optimal": False, "seconds": 0.0, "status": "unknown", "configurations": []}
    monkeypatch.setattr(engine, "family_cover", lambda N, f, solver, left: {"family": f, "solver": solver, **nothing})
    found = {"size": 8, "rounds": 1, "configurations": eight}
    monkeypatch.setattr(engine.local, "shrink", lambda net, start, **kw: found)
    r = engine.search(8, solver="maxsat", time_limit=None, steps=5)
    assert (r["lower"], r["upper"], r["meet"]) == (8, 8, True)
    assert r["local"] == {"start": 8, "size": 8, "rounds": 1, "seed": 0, "steps": 5}
    assert "MEET" not in r


def test_search_keeps_its_upper_certificate_when_the_local_search_only_ties(monkeypatch, clock):
    """A local search that ends at the upper bound's size improves nothing: the cover it started from stays."""
    _weak(monkeypatch, lower=7)  # the upper bound: the 8 configurations of Theorem 3.8
    before = engine.establish(8)["upper_certificate"]
    nothing = {"size": None, "optimal": False, "seconds": 0.0, "status": "unknown", "configurations": []}
    monkeypatch.setattr(engine, "family_cover", lambda N, f, solver, left: {"family": f, "solver": solver, **nothing})
    tie = {"size": 8, "rounds": 1, "configurations": before["configurations"]}
    monkeypatch.setattr(engine.local, "shrink", lambda net, start, **kw: tie)
    r = engine.search(8, solver="maxsat", time_limit=None, steps=5)
    assert r["upper"] == 8 and r["upper_certificate"]["construction"] == before["construction"]


def test_table_cell_takes_a_smaller_greedy_cover_with_its_certificate(monkeypatch):
    """Where the greedy cover by stage-control family configurations beats the construction (as at N = 136), the
    cell's R row takes it with a certificate that names its N and re-checks."""
    from alltoall.checkers.rn import certificate as ce

    _weak(monkeypatch, upper=17)
    cell = engine.table_cell(12)
    assert sorted(cell) == ["N", "R", "Rsc"] and cell["N"] == 12  # plain data a sweep hands back
    up = cell["R"]["upper_certificate"]
    assert cell["R"]["upper"] == len(up["configurations"]) == 16
    assert (up["N"], up["construction"]) == (12, "greedy cover by stage-control family configurations")
    assert ce.check_upper(up) == (True, "16 configurations deliver all 144 pairs of GSEN(N=12): R(N) <= 16")


# --- sweep and task: the R(N) sweep (chou-chen-2010, Fig. 14 rows) --------------------------------
# engine.sweep hands one task per N to an executor (in this process here, and once through the default
# process pool) and every keyword reaches engine.task. Values: R(4) = 4, R(6) = 6, R(12) = 16 (Theorems
# 3.8, 4.4, 5.4); R_sc(6) = 8 (the stage-control family needs all 8 configurations).


class InProcess:
    """An executor running each task in this process, in order."""

    def __init__(self) -> None:
        self.calls = 0

    def map(self, fn, items):
        self.calls += 1
        return map(fn, items)


KEYS = ("N", "family", "lower", "upper", "meet", "lower_method")


def _rows(results):
    return [tuple(r[k] for k in KEYS) for r in results]


def test_sweep_in_process_establishes_each_n():
    ex = InProcess()
    res = engine.sweep([4, 6, 12], executor=ex)
    assert ex.calls == 1
    assert _rows(res) == [
        (4, "none", 4, 4, True, "counting"),
        (6, "none", 6, 6, True, "counting"),
        (12, "none", 16, 16, True, "terminal-cut"),
    ]
    assert res[1]["construction"] == "alternating A_0..A_(N-1) (Theorem 4.4)"
    assert all(not k.endswith("_certificate") for r in res for k in r)
    assert engine.sweep(range(4, 8, 2), executor=InProcess()) == res[:2]  # any iterable of N


def test_sweep_passes_the_family():
    res = engine.sweep([6, 12], family="sc", executor=InProcess())
    assert _rows(res) == [(6, "sc", 8, 8, True, "stage-control"), (12, "sc", 16, 16, True, "stage-control")]
    assert res[0]["construction"] == "all 8 sc configurations"


def test_sweep_passes_the_keywords():
    res = engine.sweep([6], executor=InProcess(), use_solver=True, solver="maxsat", time_limit=None, steps=0)
    (r,) = res
    fams = {f: (v["solver"], v["size"], v["optimal"]) for f, v in r["families"].items()}
    assert fams == {
        "sc": ("maxsat", 8, True),
        "alternating": ("maxsat", 6, True),
        "doubly": ("maxsat", 8, True),
        "quadruply": ("maxsat", 8, True),
    }
    assert (r["lower"], r["upper"], r["meet"]) == (6, 6, True)
    res = engine.sweep([6], family="doubly", executor=InProcess(), use_solver=True, solver="z3", time_limit=None)
    assert list(res[0]["families"]) == ["doubly"] and res[0]["families"]["doubly"]["solver"] == "z3"


def test_task_star_unpacks_one_task():
    r = engine._task_star((12, "sc", {}))
    assert (r["N"], r["family"], r["lower"], r["upper"]) == (12, "sc", 16, 16)
    r = engine._task_star((6, "none", {"use_solver": True, "solver": "maxsat", "steps": 0}))
    assert r["N"] == 6 and r["families"]["alternating"]["size"] == 6
    assert (
        sorted(r["families"]) == ["alternating", "doubly", "quadruply", "sc"]
        and r["families"]["sc"]["solver"] == "maxsat"
    )


def test_sweep_default_process_pool():
    res = engine.sweep([4, 12], jobs=1)
    assert _rows(res) == [(4, "none", 4, 4, True, "counting"), (12, "none", 16, 16, True, "terminal-cut")]


# --- search with the exact lower bound (chou-chen-2010, R(12) >= 16) ------------------------------


def test_search_takes_the_exact_lower_bound_when_counting_falls_short(monkeypatch):
    """`alltoall rn` (engine.search with exact=True): with the counting bound withheld, R(12) >= 16
    comes from the exact search, with its weighting certificate."""
    pytest.importorskip("pysat")  # the exact search refutes with CaDiCaL
    from alltoall.checkers.rn import engine

    plain = engine.establish

    def weak(N, family="none"):
        res = plain(N, family)
        res.update(lower=N, lower_method="counting", meet=False)
        return res

    monkeypatch.setattr(engine, "establish", weak)
    res = engine.search(12, solver="greedy", time_limit=30, steps=0, exact=True)
    assert (res["lower"], res["upper"], res["meet"]) == (16, 16, True)
    assert res["lower_method"] == "weighting (LRAT-checked)" and res["lower_certificate"]["N"] == 12
