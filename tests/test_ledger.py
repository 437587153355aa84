"""The committed ledger and counterexamples are what `alltoall prove` produces now (not stale)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_fast_tier_verdicts_match_and_artifacts_are_fresh():
    env = dict(os.environ, ALLTOALL_ROOT=str(ROOT))
    r = subprocess.run(
        [sys.executable, "-m", "alltoall", "prove", "--check", "--jobs", "2", "--timeout", "600"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert len((r.stdout + r.stderr).splitlines()) <= 40, r.stdout[-4000:]  # quiet: findings and a summary


def test_every_committed_counterexample_replays():
    for path in sorted((ROOT / "counterexamples").glob("*.json")):
        r = subprocess.run([sys.executable, "-m", "alltoall", "replay", str(path)], capture_output=True, text=True)
        assert r.returncode == 0, f"{path.name}: {r.stdout}{r.stderr}"
