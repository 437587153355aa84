"""The runner on toy claims: forked children, at most ``jobs`` at once, timeouts and crashes are unknown."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest

from alltoall.checkers.result import Result, Verdict, proved, verified
from alltoall.proofs.domain import as_domain, span
from alltoall.proofs.registry import Claim, Context, Source
from alltoall.proofs.runner import Outcome, run_claims, run_one_inline

CTX = Context(tier="fast", timeout=5.0)


def toy(cid: str, check, expected: Verdict = Verdict.PROVED) -> Claim:
    return Claim(
        f"massini-2003/{cid}",
        Source("massini-2003", "toy"),
        f"toy {cid}",
        "toy domain",
        {},
        ("brute",),
        expected,
        check,
        mutants=("none",),
        witnesses=("toy-odd", "toy-kind"),
        point=as_domain({"N": span(0, 64)}),
    )


def _ok(ctx: Context) -> Result:
    return proved(examined=1, answer=42)


def _boom(ctx: Context) -> Result:
    raise RuntimeError("kaput")


def _sleep(ctx: Context) -> Result:
    time.sleep(60)
    return proved(examined=1)


def _stubborn(ctx: Context) -> Result:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # only SIGKILL stops this one
    time.sleep(60)
    return proved(examined=1)


def _not_a_result(ctx: Context):
    return "proved"


def _unpicklable(ctx: Context) -> Result:
    return proved(examined=1, lock=threading.Lock())


def _exits(ctx: Context) -> Result:
    os._exit(3)


def test_run_one_inline_times_the_check_and_keeps_evidence():
    r = run_one_inline(toy("ok", _ok), CTX)
    assert r.verdict is Verdict.PROVED and r.evidence == {"answer": 42} and r.seconds >= 0
    assert r.domain == "toy domain"  # the registry generates the domain, not the check


def test_run_one_inline_turns_a_raise_into_unknown_with_the_traceback():
    r = run_one_inline(toy("boom", _boom), CTX)
    assert r.verdict is Verdict.UNKNOWN
    assert r.reason == "error: RuntimeError: kaput"
    assert "Traceback" in r.evidence["traceback"] and "_boom" in r.evidence["traceback"]
    assert r.domain == "toy domain"


def test_a_check_that_returns_no_result_is_unknown():
    r = run_one_inline(toy("bad", _not_a_result), CTX)
    assert r.verdict is Verdict.UNKNOWN and r.reason.startswith("error: TypeError:")


def test_outcome_matches_compares_with_the_expected_verdict():
    assert Outcome(toy("a", _ok), proved(examined=1)).matches
    assert not Outcome(toy("b", _ok), verified(examined=1)).matches
    assert Outcome(toy("c", _ok, Verdict.VERIFIED), verified(examined=1)).matches


def test_outcomes_come_back_in_order_with_progress_for_each():
    claims = [toy("ok1", _ok), toy("boom", _boom), toy("ok2", _ok)]
    seen: list[str] = []
    outs = run_claims(claims, CTX, jobs=2, timeout=20, progress=lambda o: seen.append(o.claim.id))
    assert [o.claim.id for o in outs] == [c.id for c in claims]
    assert sorted(seen) == sorted(c.id for c in claims)
    assert [o.result.verdict for o in outs] == [Verdict.PROVED, Verdict.UNKNOWN, Verdict.PROVED]
    assert outs[0].result.evidence == {"answer": 42} and outs[0].matches
    assert outs[1].result.reason == "error: RuntimeError: kaput" and "Traceback" in outs[1].result.evidence["traceback"]


def test_timeout_kills_the_child_and_gives_unknown():
    t0 = time.perf_counter()
    [o] = run_claims([toy("slow", _sleep)], CTX, jobs=1, timeout=0.5)
    assert time.perf_counter() - t0 < 10
    assert o.result.verdict is Verdict.UNKNOWN and o.result.reason == "process timeout after 0.5s"
    assert not o.matches


def test_a_child_ignoring_sigterm_is_killed():
    t0 = time.perf_counter()
    [o] = run_claims([toy("stubborn", _stubborn)], CTX, jobs=1, timeout=0.5)
    assert time.perf_counter() - t0 < 10
    assert o.result.reason == "process timeout after 0.5s"


def test_a_dying_child_and_an_unpicklable_result_are_unknown():
    outs = run_claims([toy("exits", _exits), toy("lock", _unpicklable)], CTX, jobs=2, timeout=20)
    assert all(o.result.verdict is Verdict.UNKNOWN for o in outs)
    assert "died (exit code 3)" in outs[0].result.reason
    assert "could not be sent back" in outs[1].result.reason and "proved" in outs[1].result.reason


@pytest.mark.parametrize("jobs", [1, 2])
def test_at_most_jobs_children_run_at_once(tmp_path: Path, jobs: int):
    def stamp(name):
        def check(ctx: Context) -> Result:
            start = time.time()
            time.sleep(0.3)
            (tmp_path / name).write_text(f"{start} {time.time()}")
            return proved(examined=1)

        return check

    claims = [toy(f"c{i}", stamp(f"c{i}")) for i in range(4)]
    outs = run_claims(claims, CTX, jobs=jobs, timeout=20)
    assert all(o.result.verdict is Verdict.PROVED for o in outs)
    spans = [tuple(map(float, (tmp_path / f"c{i}").read_text().split())) for i in range(4)]
    overlap = max(sum(1 for s, e in spans if s <= t < e) for t, _ in spans)
    assert 1 <= overlap <= jobs


def _dispositions(ctx: Context) -> Result:
    return proved(
        examined=1, sigint=str(signal.getsignal(signal.SIGINT)), sigterm=str(signal.getsignal(signal.SIGTERM))
    )


def test_workers_ignore_ctrl_c_and_die_on_sigterm_whatever_the_parent_installed():
    previous = signal.signal(signal.SIGTERM, lambda *a: None)  # as the CLI does: must not reach the workers
    try:
        [o] = run_claims([toy("signals", _dispositions)], CTX, jobs=1)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert o.result.evidence == {"sigint": str(signal.SIG_IGN), "sigterm": str(signal.SIG_DFL)}


def test_an_interrupt_stops_every_running_worker_at_once():
    pids: list[int] = []

    def status(running):
        if len(running) == 2:
            raise KeyboardInterrupt

    t0 = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        run_claims([toy("a", _sleep), toy("b", _stubborn)], CTX, jobs=2, status=status)
    assert time.perf_counter() - t0 < 15
    del pids


def test_status_reports_running_claims_with_elapsed_seconds():
    seen = []
    run_claims([toy("slow-ish", lambda ctx: (time.sleep(0.5), proved(examined=1))[1])], CTX, jobs=1, status=seen.append)
    assert seen and {c.id for r in seen for c, _ in r} == {"massini-2003/slow-ish"}
    assert all(s >= 0 for r in seen for _, s in r)


def _tier_timing():
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parent.parent / "benchmarks" / "tier_timing.py"
    spec = importlib.util.spec_from_file_location("tier_timing", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_tier_timing_merges_reports_of_one_tier_and_names_the_slowest():
    tt = _tier_timing()
    a = {
        "tier": "full",
        "claims": [
            {"id": "p/a", "seconds": 5.0, "verdict": "proved"},
            {"id": "p/b", "seconds": 1.0, "verdict": "unknown"},
        ],
    }
    b = {
        "tier": "full",
        "claims": [
            {"id": "q/c", "seconds": 9.0, "verdict": "verified"},
            {"id": "p/b", "seconds": 2.0, "verdict": "proved"},
        ],
    }
    c = {"tier": "fast", "claims": [{"id": "p/a", "seconds": 0.5, "verdict": "proved"}]}
    merged = tt.merge([a, b, c])
    assert [r["tier"] for r in merged] == ["full", "fast"]
    assert [x["id"] for x in tt.slowest(merged[0], 2)] == ["q/c", "p/a"]
    text = tt.render(merged[0], 3)
    assert "3 claims, 16.0 s" in text and "<- unknown" not in text and "q 9 s" in text
    assert "<- unknown" in tt.render(a, 3)


@pytest.mark.parametrize("signum, raised", [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, SystemExit)])
def test_a_signal_between_fork_and_bookkeeping_leaves_no_worker_behind(monkeypatch, alive, signum, raised):
    """The window a loaded machine opens: Ctrl-C (or SIGTERM) lands after the fork, before the runner
    has recorded the new worker. The signal must wait until it is recorded, so the runner stops it."""
    import multiprocessing.context

    started: list[int] = []
    real_start = multiprocessing.context.ForkProcess.start

    def start_then_signal(self):
        real_start(self)
        started.append(self.pid)
        os.kill(os.getpid(), signum)  # delivered here, inside start(), unless the runner holds it
        time.sleep(0.2)

    def exit_143(*_):
        raise SystemExit(143)

    previous = signal.signal(signal.SIGTERM, exit_143)  # as the CLI does, turn SIGTERM into an exception
    monkeypatch.setattr(multiprocessing.context.ForkProcess, "start", start_then_signal)
    try:
        with pytest.raises(raised):
            run_claims([toy("a", _sleep)], CTX, jobs=1)
    finally:
        signal.signal(signal.SIGTERM, previous)
    time.sleep(0.3)
    assert started and not any(alive(p) for p in started)


def _death_signal(ctx: Context) -> Result:
    import ctypes

    got = ctypes.c_int(-1)
    ctypes.CDLL(None, use_errno=True).prctl(2, ctypes.byref(got), 0, 0, 0)  # PR_GET_PDEATHSIG
    return proved(examined=1, pdeathsig=got.value, sigint=int(signal.getsignal(signal.SIGINT) is signal.SIG_IGN))


@pytest.mark.skipif(not os.uname().sysname == "Linux", reason="PR_SET_PDEATHSIG is Linux only")
def test_every_worker_is_set_to_die_with_its_parent():
    (o,) = run_claims([toy("pdeathsig", _death_signal)], CTX, jobs=1)
    assert o.result.evidence == {"pdeathsig": int(signal.SIGKILL), "sigint": 1}


def _hog(ctx: Context) -> Result:
    blob = bytearray(3 * 2**30)  # 3 GiB, over the 1 GiB cap
    return proved(held=len(blob))


def test_a_check_over_the_memory_cap_is_unknown_naming_the_cap():
    [o] = run_claims([toy("t/hog", _hog)], Context(memory=1.0), jobs=1, timeout=60)
    assert o.result.verdict == Verdict.UNKNOWN
    assert o.result.reason == "error: the check ran out of memory (the memory cap of 1 GiB)"
    [ok] = run_claims([toy("t/ok", _ok)], Context(memory=1.0), jobs=1, timeout=60)
    assert ok.result.verdict == Verdict.PROVED
