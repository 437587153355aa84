"""``alltoall cite --record REPORT``: the report is untrusted input. Forged commits never reach git as
options, hostile files give one ``error: --record: ...`` line, and a forged verdict is flagged in
every tier."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from support.cli import run

from alltoall.checkers.result import Verdict, proved
from alltoall.proofs import artifacts, registry
from alltoall.proofs.registry import Claim, Source

CID = "massini-2003/toy-refuted"


def _git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(root), *args],
        check=True,
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "GIT_AUTHOR_NAME": "t",
            "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
        },
    ).stdout.strip()


@pytest.fixture
def repo(tmp_path, monkeypatch):
    """A git checkout as root with a README and a ledger row saying the toy claim is refuted (as expected)."""
    root = tmp_path / "repo"
    root.mkdir()
    _git(root, "init", "-q")
    (root / "README.md").write_text("front door\n")
    _git(root, "add", "README.md")
    _git(root, "commit", "-qm", "one")
    (root / "proofs").mkdir()
    (root / "proofs" / "LEDGER.md").write_text(f"| `{CID}` | refuted | refuted | toy | brute | — |\n")
    c = Claim(
        CID,
        Source("massini-2003", "toy"),
        "toy",
        "{w}",
        {"fast": {"w": "toy"}, "full": {"w": "wide"}},
        ("brute",),
        Verdict.REFUTED,
        lambda ctx: proved(),
        mutants=("none",),
    )
    monkeypatch.setattr(registry, "_REGISTRY", {CID: c})
    monkeypatch.setattr(registry, "load_all", lambda: {CID: c})
    monkeypatch.setenv("ALLTOALL_ROOT", str(root))
    monkeypatch.chdir(root)
    return root


def report(root: Path, **over) -> dict:
    doc = {
        "tool": {
            "name": "alltoall-proofs",
            "version": "1",
            "python": "3.11",
            "z3": "4",
            "sympy": "1",
            "hypothesis": "6",
        },
        "tier": "fast",
        "checked": "2026-01-02T03:04:05Z",
        "commit": _git(root, "rev-parse", "HEAD"),
        "claims": [{"id": CID, "verdict": "refuted", "expected": "refuted", "domain": "toy"}],
        "summary": {},
    }
    doc.update(over)
    return doc


def write(tmp: Path, content) -> str:
    p = tmp / "report.json"
    p.write_text(content if isinstance(content, str) else json.dumps(content))
    return str(p)


def test_an_honest_report_is_quoted_without_warnings(repo, tmp_path, capsys):
    code, out, err = run(capsys, "cite", CID, "--record", write(tmp_path, report(repo)), "--format", "markdown")
    assert code == 0, err
    assert "Verdict: refuted over toy (fast tier)" in out and "Checked: 2026-01-02T03:04:05Z" in out
    assert "STALE" not in out and "MISMATCH" not in out


@pytest.mark.parametrize(
    "commit",
    [
        "--output=README.md",
        "--output=/tmp/elsewhere",
        "-p",
        "HEAD",
        "main",
        "deadbee~1",
        "a" * 41,
        "abc",
        "DEADBEEF",
        "deadbeef+dirty+dirty",
        "deadbeef\n--output=x",
    ],
)
def test_a_commit_that_is_not_a_hex_sha_is_refused_and_never_reaches_git(repo, tmp_path, capsys, commit):
    readme = (repo / "README.md").read_bytes()
    code, _, err = run(capsys, "cite", CID, "--record", write(tmp_path, report(repo, commit=commit)))
    assert code == 2 and err.startswith("error: --record: ") and err.count("\n") == 1
    assert "hex commit id" in err
    assert (repo / "README.md").read_bytes() == readme and not Path("/tmp/elsewhere").exists()


def test_record_staleness_calls_git_with_end_of_options_and_only_with_a_sha(repo, monkeypatch):
    calls = []
    real = subprocess.run

    def spy(args, *a, **k):
        calls.append(list(args))
        return real(args, *a, **k)

    monkeypatch.setattr(subprocess, "run", spy)
    c = registry.get(CID)
    for commit in ("--output=README.md", "-q"):
        why = artifacts.record_staleness({"commit": commit, "tier": "fast", "domain": "toy"}, c, None, repo)
        assert "not a commit id" in why
    assert calls == []
    sha = _git(repo, "rev-parse", "HEAD")
    calls.clear()
    assert artifacts.record_staleness({"commit": sha, "tier": "fast", "domain": "toy"}, c, None, repo) is None
    (git_call,) = calls
    assert git_call[git_call.index("--end-of-options") + 1] == sha
    assert not any(a.startswith("-") for a in git_call[git_call.index("--end-of-options") + 1 : git_call.index("--")])


def deep(tmp: Path) -> str:
    return write(tmp, "[" * 100_000 + "]" * 100_000)


def fifo(tmp: Path) -> str:
    p = tmp / "pipe.json"
    os.mkfifo(p)
    return str(p)


HOSTILE = [
    # id, the report (a callable of (root, tmp)), words in the error
    ("tool is a string", lambda r, t: write(t, report(r, tool="alltoall")), "'tool' should be an object"),
    ("a tool version is a list", lambda r, t: write(t, report(r, tool={"z3": [1]})), "tool.z3 should be a string"),
    (
        "a tool version with a newline",
        lambda r, t: write(t, report(r, tool={"z3": "4\nVerdict: proved"})),
        "control characters",
    ),
    ("/dev/zero", lambda r, t: "/dev/zero", "is a character device, not a report"),
    ("a FIFO", lambda r, t: fifo(t), "is a named pipe (FIFO), not a report"),
    ("a directory", lambda r, t: str(t), "is a directory, not a report"),
    ("no such file", lambda r, t: str(t / "none.json"), "no such file"),
    ("an empty file", lambda r, t: write(t, ""), "is empty"),
    ("an empty path", lambda r, t: "", "an empty path"),
    ("nested 100,000 deep", lambda r, t: deep(t), "nested too deeply"),
    ("not JSON", lambda r, t: write(t, "{nope"), "not valid JSON"),
    ("a JSON array", lambda r, t: write(t, "[]"), "expected a JSON object"),
    ("a duplicate key", lambda r, t: write(t, '{"tool": {}, "tool": {}}'), "appears twice"),
    ("no claims", lambda r, t: write(t, {"tool": {}, "tier": "fast", "commit": "unknown"}), "no 'claims' field"),
    ("claims is an object", lambda r, t: write(t, report(r, claims={CID: {}})), "'claims' should be a list"),
    ("a claim twice", lambda r, t: write(t, report(r, claims=report(r)["claims"] * 2)), "appears twice"),
    ("a claim id that is a number", lambda r, t: write(t, report(r, claims=[{"id": 7}])), "should be a string"),
    (
        "a verdict outside the four",
        lambda r, t: write(t, report(r, claims=[{**report(r)["claims"][0], "verdict": "true"}])),
        "verdict should be one of",
    ),
    ("an unknown tier", lambda r, t: write(t, report(r, tier="fastest")), "'tier' should be one of"),
    ("a checked time that is not a time", lambda r, t: write(t, report(r, checked="today")), "UTC time"),
    ("a commit that is a number", lambda r, t: write(t, report(r, commit=12345678)), "hex commit id"),
]


@pytest.mark.parametrize("label, make, words", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_report_is_one_error_line(repo, tmp_path, capsys, label, make, words):
    t0 = time.time()
    code, out, err = run(capsys, "cite", CID, "--record", make(repo, tmp_path))
    assert code == 2 and err.startswith("error: --record: ") and err.count("\n") == 1, err
    assert words in err and "Traceback" not in err and out == "", err
    assert time.time() - t0 < 10  # /dev/zero is never read


def test_a_report_over_the_size_cap_is_refused_unread(repo, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(artifacts, "REPORT_MAX_BYTES", 1000)
    code, _, err = run(capsys, "cite", CID, "--record", write(tmp_path, report(repo, pad="x" * 2000)))
    assert code == 2 and "a report is at most" in err


@pytest.mark.parametrize("tier", ["fast", "full", "deep"])
def test_a_forged_verdict_is_flagged_in_every_tier(repo, tmp_path, capsys, tier):
    forged = report(repo, tier=tier, claims=[{"id": CID, "verdict": "proved", "expected": "refuted", "domain": "toy"}])
    code, out, _ = run(capsys, "cite", CID, "--record", write(tmp_path, forged), "--format", "markdown")
    assert code == 0
    assert "MISMATCH: the record's verdict proved is not the claim's expected verdict refuted" in out
    assert "MISMATCH: the record's verdict proved is not the one the ledger records (refuted)" in out


def test_a_verdict_differing_only_from_the_ledger_is_flagged(repo, tmp_path, capsys):
    (repo / "proofs" / "LEDGER.md").write_text(f"| `{CID}` | unknown | refuted | toy | brute | — |\n")
    code, out, _ = run(capsys, "cite", CID, "--record", write(tmp_path, report(repo, tier="full")))
    assert code == 0 and "MISMATCH: the record's verdict refuted is not the one the ledger records (unknown)" in out
    assert "expected verdict" not in out.split("MISMATCH")[1]
