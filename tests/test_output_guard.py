"""The one output guard (:mod:`alltoall.proofs.outputs`), case by case across every command that writes
a user-named file: refused before any work starts, with one ``error: <option>: ...`` line and exit 2,
and the target untouched; writes are atomic and a failed write names the option and the file."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from support.cli import run

from alltoall.checkers.result import Verdict, proved
from alltoall.checkers.rn import engine
from alltoall.proofs import outputs, registry
from alltoall.proofs.claims.chou_chen_2010 import cli as rn_cli
from alltoall.proofs.registry import Claim, Source

# every command and option that writes a file the user names
WRITERS = [
    ("prove", "--json"),
    ("prove", "--junit"),
    ("rn", "--json"),
    ("rn", "--markdown"),
    ("rn --fig14", "--json"),
    ("rn --fig14", "--markdown"),
]


def _git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(root), *args],
        check=True,
        capture_output=True,
        env={
            **os.environ,
            "GIT_AUTHOR_NAME": "t",
            "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
        },
    )


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """The checkout :func:`repo` copies: made once per module (git init, add and commit are three processes)."""
    root = tmp_path_factory.mktemp("template") / "repo"
    root.mkdir()
    _git(root, "init", "-q")
    (root / "README.md").write_text("front door\n")
    (root / "notes").mkdir()
    (root / "notes" / "kept.txt").write_text("kept\n")
    _git(root, "add", "README.md", "notes/kept.txt")
    _git(root, "commit", "-qm", "one")
    for rel in (
        "proofs/LEDGER.md",
        "counterexamples/x__y.json",
        "counterexamples/chou-chen-2010__fig14-engine.md",
        "proofs/certificates/rn_lower_N12.json",
        "proofs/smt2/step.smt2",
        "build/runs.json",
        "build/tiers/full/proofs/LEDGER.md",
    ):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("artifact\n")
    return root


@pytest.fixture
def repo(template, tmp_path, monkeypatch):
    """A git checkout as the suite's root, with a tracked README.md and the suite's artifacts; the
    commands' work is replaced by a tripwire, so a refusal that comes after the work fails the test."""
    root = tmp_path / "repo"
    shutil.copytree(template, root, symlinks=True)
    monkeypatch.setenv("ALLTOALL_ROOT", str(root))
    monkeypatch.chdir(root)
    claim = Claim(
        "massini-2003/toy",
        Source("massini-2003", "toy"),
        "toy",
        "{w}",
        {"fast": {"w": "toy"}},
        ("brute",),
        Verdict.PROVED,
        lambda ctx: proved(),
        mutants=("none",),
    )
    monkeypatch.setattr(registry, "_REGISTRY", {claim.id: claim})
    monkeypatch.setattr(registry, "load_all", lambda: {claim.id: claim})

    def tripwire(*a, **k):
        raise AssertionError("the work started before the output was checked")

    from alltoall.proofs import runner

    monkeypatch.setattr(runner, "run_claims", tripwire)
    monkeypatch.setattr(engine, "establish", tripwire)
    monkeypatch.setattr(engine, "search", tripwire)
    monkeypatch.setattr(engine, "sweep", tripwire)
    monkeypatch.setattr(rn_cli, "fig14_rows", tripwire)
    outputs._protected_inodes.cache_clear()
    return root


def _argv(command: str, option: str, path: str) -> list[str]:
    return {"prove": ["prove"], "rn": ["rn", "4"], "rn --fig14": ["rn", "--fig14", "--nmax", "4"]}[command] + [
        option,
        path,
    ]


def hard_link(root: Path, target: str) -> str:
    os.link(root / target, root / "notes" / "linked")
    return "notes/linked"


def symlink(root: Path, target: str) -> str:
    os.symlink(root / target, root / "notes" / "sym")
    return "notes/sym"


def read_only_dir(root: Path) -> str:
    d = root / "ro"
    d.mkdir()
    d.chmod(0o500)
    return "ro/out.json"


def read_only_file(root: Path) -> str:
    f = root / "ro.json"
    f.write_text("old\n")
    f.chmod(0o400)
    return "ro.json"


# id, the path (or a callable of the root making it), words in the one-line error
GUARD = [
    ("a tracked file", "README.md", "tracked by git"),
    ("a tracked file in a folder", "notes/kept.txt", "tracked by git"),
    (
        "a tracked file deleted from the work tree",
        lambda r: ((r / "README.md").unlink(), "README.md")[1],
        "tracked by git",
    ),
    ("a hard link to a tracked file", lambda r: hard_link(r, "README.md"), "through a hard link"),
    ("a hard link to an artifact", lambda r: hard_link(r, "proofs/LEDGER.md"), "through a hard link"),
    ("a symlink to a tracked file", lambda r: symlink(r, "README.md"), "tracked by git"),
    ("a symlink to the ledger", lambda r: symlink(r, "proofs/LEDGER.md"), "artifact of the suite"),
    (".git/HEAD", ".git/HEAD", ".git directory"),
    ("a new file under .git", ".git/new.json", ".git directory"),
    ("the ledger", "proofs/LEDGER.md", "artifact of the suite (proofs/LEDGER.md)"),
    ("the run record", "build/runs.json", "artifact of the suite (build/runs.json)"),
    ("the recheck record", "proofs/RECHECK.json", "artifact of the suite (proofs/RECHECK.json)"),
    ("a counterexample", "counterexamples/x__y.json", "under counterexamples/"),
    ("a new file in counterexamples/", "counterexamples/new.json", "under counterexamples/"),
    ("the Fig. 14 page", "counterexamples/chou-chen-2010__fig14-engine.md", "under counterexamples/"),
    ("a certificate", "proofs/certificates/rn_lower_N12.json", "under proofs/certificates/"),
    ("a kept SMT-LIB step", "proofs/smt2/step.smt2", "under proofs/smt2/"),
    ("a wider tier's ledger", "build/tiers/full/proofs/LEDGER.md", "under build/tiers/"),
    ("an empty path", "", "an empty path"),
    ("a blank path", "  ", "an empty path"),
    ("a directory", "notes", "is a directory"),
    ("a trailing separator", "newdir/", "names a directory"),
    ("a missing directory", "no/such/dir/out.json", "does not exist"),
    ("a device", "/dev/null", "not a regular file"),
    ("a read-only directory", read_only_dir, "cannot create a file in"),
    ("a read-only file", read_only_file, "is read-only"),
]


@pytest.mark.parametrize("command, option", WRITERS, ids=[f"{c} {o}" for c, o in WRITERS])
@pytest.mark.parametrize("label, path, words", GUARD, ids=[g[0] for g in GUARD])
def test_every_writer_refuses_before_any_work(repo, capsys, command, option, label, path, words):
    if os.geteuid() == 0 and label.startswith("a read-only"):
        pytest.skip("root writes regardless of permissions")
    given = path(repo) if callable(path) else path
    before = {p: p.read_bytes() for p in repo.rglob("*") if p.is_file() and ".git" not in p.parts}
    code, out, err = run(capsys, *_argv(command, option, given))
    assert code == 2 and err.startswith(f"error: {option}: ") and err.count("\n") == 1, err
    assert words in err and "Traceback" not in err, err
    assert {p: p.read_bytes() for p in repo.rglob("*") if p.is_file() and ".git" not in p.parts} == before
    assert not list(repo.rglob("*.probe")) and not list(repo.rglob("*.tmp"))


def test_two_options_naming_one_file_are_refused(repo, capsys):
    code, _, err = run(capsys, "rn", "4", "--json", "out", "--markdown", "./notes/../out")
    assert code == 2 and err.startswith("error: --markdown: ./notes/../out: the same file as --json")


def test_rn_writes_through_the_guard_atomically(repo, capsys, monkeypatch):
    monkeypatch.setattr(
        engine,
        "establish",
        lambda N, family="none": {
            "N": N,
            "family": family,
            "lower": 4,
            "upper": 4,
            "meet": True,
            "lower_method": "counting",
        },
    )
    (repo / "old.md").write_text("old\n")
    os.symlink(repo / "old.md", repo / "via-link.md")
    code, out, err = run(capsys, "rn", "4", "--no-search", "--json", "out.json", "--markdown", "via-link.md")
    assert code == 0, err
    assert json.loads((repo / "out.json").read_text())[0]["lower"] == 4
    assert (repo / "via-link.md").is_symlink() and (repo / "old.md").read_text().startswith("# R(N)")
    assert not [p for p in repo.iterdir() if p.name.startswith(".") and p.name != ".git"]


def test_a_full_disk_names_the_option_and_the_file_and_leaves_the_old_file(repo, capsys, monkeypatch):
    (repo / "out.json").write_text("old\n")
    real_write = os.write

    def full(fd, data):
        if fd > 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    out = outputs.check("--json", "out.json")
    monkeypatch.setattr(os, "write", full)
    with pytest.raises(outputs.ParameterError) as e:
        outputs.write(out, "{}\n")
    assert e.value.parameter == "--json"
    assert e.value.message == "out.json: cannot write it (No space left on device); nothing was written"
    assert (repo / "out.json").read_text() == "old\n"
    assert sorted(p.name for p in repo.iterdir()) == sorted(
        [".git", "README.md", "notes", "proofs", "counterexamples", "build", "out.json"]
    )


def test_a_target_that_became_protected_during_the_run_is_not_written(repo):
    out = outputs.check("--json", "later.json")
    (repo / "later.json").write_text("now tracked\n")
    _git(repo, "add", "later.json")
    with pytest.raises(outputs.ParameterError, match="tracked by git"):
        outputs.write(out, "{}\n")
    assert (repo / "later.json").read_text() == "now tracked\n"


def test_a_new_file_gets_the_umask_mode_and_an_old_one_keeps_its_mode(repo):
    old = os.umask(0o022)
    try:
        outputs.write(outputs.check("--json", "new.json"), "{}\n")
    finally:
        os.umask(old)
    assert (repo / "new.json").stat().st_mode & 0o777 == 0o644
    (repo / "kept.json").write_text("x")
    (repo / "kept.json").chmod(0o640)
    outputs.write(outputs.check("--json", "kept.json"), "{}\n")
    assert (repo / "kept.json").stat().st_mode & 0o777 == 0o640 and (repo / "kept.json").read_text() == "{}\n"


def test_the_fig14_page_is_rewritten_only_by_write_page(repo, capsys, monkeypatch):
    rows = [
        {
            "N": 4,
            "R": {
                "lower": 4,
                "upper": 4,
                "verdict": "verified",
                "status": "matches",
                "lower_method": "counting",
                "construction": "c",
            },
            "Rsc": {
                "lower": 4,
                "upper": 4,
                "verdict": "verified",
                "status": "matches",
                "lower_method": "counting",
                "construction": "c",
            },
        }
    ]
    monkeypatch.setattr(rn_cli, "fig14_rows", lambda *a, **k: rows)
    code, _, err = run(capsys, "rn", "4", "--write-page")
    assert code == 2 and err.startswith("error: --write-page: only with --fig14")
    code, _, err = run(capsys, "rn", "--fig14", "--nmax", "4", "--tier", "fast", "--write-page")
    page = (repo / rn_cli.FIG14_FILE).read_text()
    assert code == 0 and page == rn_cli.fig14_markdown(rows, "fast") and "--write-page" in page


def test_a_read_only_file_system_is_found_by_the_probe_before_the_run(repo, capsys, monkeypatch):
    real_open = os.open

    def read_only_fs(path, flags, mode=0o777, **kw):
        if str(path).endswith(".probe"):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return real_open(path, flags, mode, **kw)

    monkeypatch.setattr(os, "open", read_only_fs)
    code, _, err = run(capsys, "rn", "4", "--json", "out.json")
    assert code == 2 and err.startswith("error: --json: out.json: cannot create a file in ")
    assert "(Read-only file system)" in err and not (repo / "out.json").exists()
