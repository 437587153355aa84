"""The Dask executor (proofs/cluster.py, ``--scheduler``): a LocalCluster of two workers gives a paper's
claims the local run's verdicts, ledger and witnesses byte for byte; a worker killed mid-run loses no
claim (it runs again); a claim whose worker always dies, a runaway claim, a failed task and a
cancelled run each end as ``unknown`` with the reason, or with no child left behind."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import dask
import distributed
import pytest

from alltoall.checkers.result import Result, Verdict, proved
from alltoall.proofs import artifacts, cli, cluster, registry, runner
from alltoall.proofs.claims.chou_chen_2010 import cli as rn_cli
from alltoall.proofs.domain import as_domain, span
from alltoall.proofs.registry import Claim, Context, Source

CTX = Context(tier="fast", timeout=60.0)
# chau-fu-2003's figures and abstract: 16 of its claims, 11 refuted with a witness and its picture, 5 verified;
# a fraction of a CPU second each (the whole paper takes about 30 CPU s locally and twice that on the cluster).
PAPER = ("chau-fu-2003/fig*", "chau-fu-2003/abstract-*")


@pytest.fixture(scope="module")
def scheduler():
    """The address of a LocalCluster of two single-threaded workers whose scheduler lets a task's worker die
    once (``allowed-failures`` 1): the second death makes it a KilledWorker."""
    with dask.config.set({**cluster.LOCAL_CONFIG, "distributed.scheduler.allowed-failures": 1}):
        with distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address="127.0.0.1:0",
            silence_logs=logging.CRITICAL,
        ) as lc:
            yield lc.scheduler_address


def toy(name: str, check) -> Claim:
    """A claim the registry does not hold: it travels to the worker whole (its check pickled by value)."""
    return Claim(
        f"massini-2003/{name}",
        Source("massini-2003", "toy"),
        f"toy {name}",
        "toy domain",
        {},
        ("brute",),
        Verdict.PROVED,
        check,
        mutants=("none",),
        point=as_domain({"N": span(0, 64)}),
    )


def marking(marks: Path, seconds: float = 0.0, kill_worker: bool = False):
    """A check that leaves ``marks/<pid>-<worker pid>`` when it starts, then sleeps ``seconds`` (and kills
    its own worker first, with ``kill_worker``)."""
    where = str(marks)

    def check(ctx: Context) -> Result:
        os.makedirs(where, exist_ok=True)
        Path(where, f"{os.getpid()}-{os.getppid()}").touch()
        if kill_worker:
            os.kill(os.getppid(), signal.SIGKILL)
        time.sleep(seconds)
        return proved(examined=1)

    return check


def starts(marks: Path) -> list[tuple[int, int]]:
    """(child pid, worker pid) of each start the check marked."""
    return [tuple(map(int, p.name.split("-"))) for p in marks.glob("*-*")] if marks.is_dir() else []


def files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_local_2_gives_a_papers_verdicts_ledger_and_witnesses_byte_for_byte(tmp_path):
    claims = registry.select(PAPER)
    local = runner.run_claims(claims, CTX, jobs=2, timeout=300.0)
    remote = cluster.run_claims(claims, CTX, "local:2", timeout=300.0)
    assert [o.claim for o in remote] == claims  # the client's claims, in order
    assert [(o.result.verdict, o.result.domain, o.result.reason) for o in remote] == [
        (o.result.verdict, o.result.domain, o.result.reason) for o in local
    ]
    assert all(o.matches for o in remote), [(o.claim.id, o.result.reason) for o in remote if not o.matches]
    for name, outcomes in (("local", local), ("cluster", remote)):
        artifacts.sync(outcomes, tmp_path / name, "fast", True, write=True)  # the ledger as a run of every claim
    written = files(tmp_path / "local")
    assert "proofs/LEDGER.md" in written
    assert sum(f.startswith("counterexamples/") and f.endswith(".json") for f in written) == 11
    assert files(tmp_path / "cluster") == written


def test_rn_fig14_cells_on_the_cluster_give_the_local_table(scheduler):
    remote = rn_cli.fig14_rows("fast", 6, jobs=1, scheduler=scheduler)
    assert remote == rn_cli.fig14_rows("fast", 6, jobs=2)  # bounds, verdicts, methods, statuses: the table's rows


def test_a_worker_killed_mid_run_loses_no_claim(tmp_path, scheduler):
    claims = [toy(f"slow-{i}", marking(tmp_path / f"slow-{i}", seconds=2.0)) for i in range(3)]
    killed: list[int] = []

    def kill_the_first_worker(running: list) -> None:
        if not killed and starts(tmp_path / "slow-0"):
            (_, worker), *_ = starts(tmp_path / "slow-0")
            os.kill(worker, signal.SIGKILL)  # the worker dies; its claim's child dies with it
            killed.append(worker)

    outcomes = cluster.run_claims(claims, CTX, scheduler, timeout=60.0, status=kill_the_first_worker)
    assert killed
    assert [o.result.verdict for o in outcomes] == [Verdict.PROVED] * 3, [o.result.reason for o in outcomes]
    assert len(starts(tmp_path / "slow-0")) >= 2  # run again on a live worker, not dropped


def test_a_claim_whose_worker_always_dies_is_unknown_with_the_reason(tmp_path, scheduler):
    (died,) = cluster.run_claims([toy("suicidal", marking(tmp_path / "s", kill_worker=True))], CTX, scheduler)
    assert died.result.verdict is Verdict.UNKNOWN
    assert died.result.reason.startswith("error: every worker that ran the claim died"), died.result.reason
    assert died.result.domain == "toy domain"
    assert len(starts(tmp_path / "s")) == 2  # the first death was forgiven: it ran again


def test_a_runaway_claim_is_killed_on_its_worker_after_the_timeout(tmp_path, scheduler):
    (o,) = cluster.run_claims([toy("runaway", marking(tmp_path / "r", seconds=60.0))], CTX, scheduler, timeout=1.0)
    assert o.result.verdict is Verdict.UNKNOWN and o.result.reason == "process timeout after 1s"
    assert starts(tmp_path / "r")  # more than one when a loaded machine's nanny restarted the worker
    assert not any(_alive_after(child, 10.0) for child, _ in starts(tmp_path / "r"))


def test_a_failed_task_is_unknown_with_its_error(scheduler):
    with distributed.Client(scheduler, set_as_default=False) as client:
        f = client.submit(registry.get, "massini-2003/no-such-claim", pure=False)
        assert f.exception() is not None  # waits for the task
        r = cluster._result(distributed, f, toy("x", None), CTX)
    assert r.verdict is Verdict.UNKNOWN
    assert r.reason.startswith("error: the cluster task failed: ParameterError: "), r.reason


def test_an_interrupted_run_cancels_its_tasks_and_stops_their_children(tmp_path, scheduler):
    claims = [toy("long", marking(tmp_path / "long", seconds=60.0))]

    def interrupt(running: list) -> None:
        if starts(tmp_path / "long"):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        cluster.run_claims(claims, CTX, scheduler, timeout=120.0, status=interrupt)
    assert starts(tmp_path / "long")
    assert not any(_alive_after(c, 10.0) for c, _ in starts(tmp_path / "long")), "a cancelled claim's child ran on"


def test_an_unreachable_scheduler_is_one_line_naming_the_option(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1.0)
    with pytest.raises(SystemExit) as e:
        cli.main(["prove", "massini-2003/*", "--scheduler", "127.0.0.1:1"])
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert err.startswith("error: --scheduler: cannot reach a Dask scheduler at 127.0.0.1:1") and err.count("\n") == 1


def test_without_scheduler_the_local_pool_runs_the_claims():
    assert cluster.executor(None) is runner.run_claims


def _alive_after(pid: int, seconds: float) -> bool:
    """Whether ``pid`` still runs after waiting up to ``seconds`` for it to stop (a zombie has stopped)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with open(f"/proc/{pid}/stat") as f:
                running = f.read().split()[2] != "Z"
        except OSError:
            running = False
        if not running or time.monotonic() >= deadline:
            return running
        time.sleep(0.05)


def test_a_worker_with_another_version_of_the_claim_does_not_run_it():
    claim = toy("changed", None)  # the check is never called
    r = cluster._task(claim, "the client's claim said something else", "fast", 60.0, 0, 60.0)
    assert r.verdict is Verdict.UNKNOWN and r.reason.startswith("error: the worker's copy of the claim differs")


PROVE_SLOW_ON_LOCAL_2 = """
import os, time
from alltoall.checkers.result import Verdict, proved
from alltoall.proofs import cli, registry
from alltoall.proofs.registry import Claim, Source

def slow(ctx):
    open(os.path.join(os.environ["MARKS"], f"{os.getpid()}-{os.getppid()}"), "w").close()
    time.sleep(120)
    return proved(examined=1)

reg = {f"massini-2003/slow-{i}": Claim(f"massini-2003/slow-{i}", Source("massini-2003", "toy"), "slow", "{w}",
       {"fast": {"w": "toy"}}, ("brute",), Verdict.PROVED, slow, mutants=("none",)) for i in range(2)}
registry._REGISTRY.update(reg)
registry.load_all = lambda: dict(reg)
if __name__ == "__main__":  # the LocalCluster's workers are spawned: they import this file again
    cli.main(["prove", "--scheduler", "local:2"])
"""


def test_ctrl_c_on_prove_scheduler_local_2_exits_130_and_leaves_no_process(tmp_path):
    script, marks = tmp_path / "slow.py", tmp_path / "marks"
    script.write_text(PROVE_SLOW_ON_LOCAL_2)
    marks.mkdir()
    p = subprocess.Popen(
        [sys.executable, str(script)],
        env=dict(os.environ, MARKS=str(marks), ALLTOALL_ROOT=str(tmp_path)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while len(starts(marks)) < 2 and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.1)
    if len(starts(marks)) < 2:
        p.kill()
        pytest.fail(f"the claims did not start: {p.communicate()[1][-2000:]}")
    os.killpg(p.pid, signal.SIGINT)  # the terminal sends it to the whole foreground group, workers too
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().splitlines()[-1] == "interrupted"
    assert not any(_alive_after(pid, 10.0) for pair in starts(marks) for pid in pair)
