"""Signals stop every worker: ``alltoall rn --jobs 2`` exits 143 on SIGTERM and 130 on Ctrl-C within a
second or two, without a traceback, and leaves no worker behind; after a SIGKILL of the parent no
worker of ``prove``, ``rn`` or ``replay`` keeps computing (PR_SET_PDEATHSIG on Linux)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from alltoall.checkers import workers

# rn's sweep with each task replaced by a sleeper that announces its pid
RN_SLOW = """
import os, sys, time
from alltoall.checkers.rn import engine
from alltoall.proofs import cli

def slow(N, family="none", **kw):
    open(os.path.join(os.environ["MARKS"], f"worker-{os.getpid()}"), "w").close()
    time.sleep(120)
    return {}

engine.task = slow
cli.main(["rn", "4", "6", "--jobs", "2"])
"""

PROVE_SLOW = """
import os, sys, time
from alltoall.checkers.result import Verdict, proved
from alltoall.proofs import cli, registry
from alltoall.proofs.registry import Claim, Source

def slow(ctx):
    open(os.path.join(os.environ["MARKS"], f"worker-{os.getpid()}"), "w").close()
    time.sleep(120)
    return proved()

reg = {f"massini-2003/slow-{i}": Claim(f"massini-2003/slow-{i}", Source("massini-2003", "toy"), "slow", "{w}",
       {"fast": {"w": "toy"}}, ("brute",), Verdict.PROVED, slow, mutants=("none",)) for i in range(2)}
registry._REGISTRY.update(reg)
registry.load_all = lambda: dict(reg)
cli.main(["prove", "--jobs", "2"])
"""

REPLAY_SLOW = """
import os, sys, time
from alltoall.proofs import witness

def slow(rp, claim, params, data):
    open(os.path.join(os.environ["MARKS"], f"worker-{os.getpid()}"), "w").close()
    time.sleep(120)
    return ("ok", True, "slept")

witness._call = slow
witness.TIME_CAP = 120.0
witness._run_capped(None, None, {}, {})
"""


def _start(tmp_path: Path, script: str, expect: int = 2) -> tuple[subprocess.Popen, list[int]]:
    marks = tmp_path / "marks"
    marks.mkdir()
    env = dict(os.environ, MARKS=str(marks), ALLTOALL_ROOT=str(tmp_path))
    p = subprocess.Popen(
        [sys.executable, "-c", script],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.time() + 60
    while len(list(marks.glob("worker-*"))) < expect and time.time() < deadline and p.poll() is None:
        time.sleep(0.05)
    found = [int(w.name.split("-")[1]) for w in marks.glob("worker-*")]
    if len(found) < expect:
        p.kill()
        pytest.fail(f"the workers did not start: {p.communicate()[1][-2000:]}")
    return p, found


def _gone(alive, pids: list[int], within: float = 3.0) -> bool:
    deadline = time.time() + within
    while any(alive(w) for w in pids) and time.time() < deadline:
        time.sleep(0.05)
    return not any(alive(w) for w in pids)


@pytest.mark.parametrize("how, code, last", [("ctrl-c", 130, "interrupted"), ("sigterm", 143, "terminated")])
def test_rn_jobs_2_stops_its_workers_within_a_second_or_two(tmp_path, alive, how, code, last):
    p, pids = _start(tmp_path, RN_SLOW)
    t0 = time.time()
    if how == "ctrl-c":
        os.killpg(p.pid, signal.SIGINT)  # the terminal sends it to the whole foreground group
    else:
        p.send_signal(signal.SIGTERM)  # only the main process
    out, err = p.communicate(timeout=30)
    took = time.time() - t0
    assert p.returncode == code, err
    assert took < 3.0, f"{how}: exited after {took:.1f} s"
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().splitlines()[-1] == last
    assert _gone(alive, pids)


@pytest.mark.parametrize(
    "script, expect", [(RN_SLOW, 2), (PROVE_SLOW, 2), (REPLAY_SLOW, 1)], ids=["rn", "prove", "replay"]
)
def test_no_worker_outlives_a_parent_killed_with_sigkill(tmp_path, alive, script, expect):
    if not sys.platform.startswith("linux"):
        pytest.skip("PR_SET_PDEATHSIG is Linux only")
    p, pids = _start(tmp_path, script, expect)
    p.kill()
    p.communicate(timeout=30)
    assert _gone(alive, pids), "a worker kept running after its parent was killed"


def test_die_with_parent_is_harmless_where_prctl_is_missing(monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    assert workers.die_with_parent() is False


def test_a_worker_whose_parent_is_already_gone_exits(tmp_path):
    # the child asks for PR_SET_PDEATHSIG naming a parent that is not its parent: it must exit at once
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            "from alltoall.checkers import workers; "
            "workers.die_with_parent(parent=1 if __import__('os').getppid() != 1 else 2); print('alive')",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if sys.platform.startswith("linux"):
        assert r.returncode == 1 and "alive" not in r.stdout


@pytest.mark.parametrize(
    "solve",
    [
        "cover.min_cover(gsen.family_perms(gsen.GSEN(6), 'sc'), 'cpsat', 30)",
        "exact.max_weight(6, [[1] * 6] * 6, 'cpsat', 5)",
    ],
)
def test_a_cp_sat_solve_leaves_ctrl_c_to_python(solve):
    pytest.importorskip("ortools")
    """OR-tools' CP-SAT installs its own Ctrl-C handler for a solve and leaves SIG_DFL behind, so a later
    Ctrl-C would kill the process with no cleanup; the engines turn that handler off."""
    script = (
        "import os, signal, time\n"
        "from alltoall.checkers.rn import cover, exact\n"
        "from alltoall.spec.topologies import gsen\n"
        f"{solve}\n"
        "os.kill(os.getpid(), signal.SIGINT)\n"
        "time.sleep(5)\n"
    )
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    # Python's own exit on an uncaught KeyboardInterrupt: its traceback, then -SIGINT; SIG_DFL leaves no traceback
    assert p.returncode == -signal.SIGINT and "KeyboardInterrupt" in p.stderr, (p.returncode, p.stderr[-300:])
