"""The committed ledger and counterexamples are what `alltoall prove` produces now (not stale)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import schemas

from alltoall.proofs import cli, registry

ROOT = Path(__file__).resolve().parents[1]
WITNESSES = sorted((ROOT / "counterexamples").glob("*.json"))


def test_fast_tier_verdicts_match_and_artifacts_are_fresh(tmp_path):
    """Every claim's fast tier, as ``make prove`` runs it; its JSON report (every claim's evidence) is held to
    ``schemas/report.schema.json`` and counts what it lists."""
    env = dict(os.environ, ALLTOALL_ROOT=str(ROOT))
    out = tmp_path / "report.json"
    r = subprocess.run(
        [sys.executable, "-m", "alltoall", "prove", "--check", "--jobs", "2", "--timeout", "600", "--json", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert len((r.stdout + r.stderr).splitlines()) <= 40, r.stdout[-4000:]  # quiet: findings and a summary
    report = json.loads(out.read_text(encoding="utf-8"))
    assert len(report["claims"]) == len(registry.load_all())
    assert not (errors := schemas.errors(schemas.validator("report.schema.json"), report)), "\n".join(errors[:20])
    assert not (errors := schemas.report_count_errors(report)), errors


def test_there_are_committed_counterexamples():
    assert WITNESSES, "no counterexamples/*.json: the replay test would check nothing"


@pytest.mark.parametrize("path", WITNESSES, ids=lambda p: p.stem)
def test_committed_counterexample_replays(path, capsys):
    """`alltoall replay` in this process (the replayer still runs in its capped child): one interpreter
    start for all the files, where a process per file spends most of its time starting."""
    with pytest.raises(SystemExit) as e:
        cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert e.value.code == 0 and out.startswith("witness stands: ") and not err, f"{path.name}: {out}{err}"


def _replay_process(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "alltoall", "replay", str(path)], capture_output=True, text=True)


def test_replay_command_end_to_end_stands_and_refuses_an_edited_file(tmp_path):
    """The command as a user runs it, in its own process: exit 0 and the verdict on stdout for a committed
    file; exit 2 and one error line naming FILE for the same file with its witness edited."""
    r = _replay_process(WITNESSES[0])
    assert (r.returncode, r.stderr) == (0, "") and r.stdout.startswith("witness stands: "), r.stdout + r.stderr
    assert r.stdout.count("\n") == 1
    doc = json.loads(WITNESSES[0].read_text(encoding="utf-8"))
    doc["witness"]["edited"] = True
    (edited := tmp_path / WITNESSES[0].name).write_text(json.dumps(doc), encoding="utf-8")
    r = _replay_process(edited)
    assert (r.returncode, r.stdout) == (2, ""), r.stdout + r.stderr
    assert r.stderr.startswith("error: FILE: ") and r.stderr.count("\n") == 1 and "digest" in r.stderr, r.stderr
