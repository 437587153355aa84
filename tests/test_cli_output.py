"""What the CLI prints: a quiet ``prove``, a ``list`` that pipes one line per claim and
filters, a ``show`` that says each domain once and suggests close ids."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from test_cli import _boom, _ok, _toy, run  # tests/ is on sys.path

from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import Source

ROOT = Path(__file__).resolve().parents[1]


def _lines(text: str) -> list[str]:
    return text.splitlines()


# --- prove ------------------------------------------------------------------------------------------


def test_quiet_prove_prints_findings_and_one_summary_line(toys, capsys):
    toys["massini-2003/toy-bad"] = _toy("massini-2003/toy-bad", Verdict.REFUTED, _ok)
    toys["massini-2003/toy-open"] = _toy("massini-2003/toy-open", Verdict.UNKNOWN, _boom)  # an expected unknown
    run(capsys, "prove")  # writes the artifacts: the second run has nothing stale
    code, out, err = run(capsys, "prove")
    assert code == 1 and err == ""
    assert _lines(out) == [
        "mismatch massini-2003/toy-bad: expected refuted, got proved",
        "unknown massini-2003/toy-open: error: RuntimeError: kaput",
        "2 proved, 0 verified, 1 refuted, 1 unknown; 1 mismatches; 0 stale artifacts",
    ]
    assert "toy-proved" not in out and "toy domain" not in out  # no per-claim table without -v


def test_verbose_prove_adds_the_table_with_whole_ids(toys, capsys):
    code, out, _ = run(capsys, "prove", "-v")
    assert code == 1  # first run: artifacts written, so stale
    assert "massini-2003/toy-proved" in out and "massini-2003/toy-refuted" in out and "toy domain" in out
    assert _lines(out)[-1].startswith("1 proved, 0 verified, 1 refuted, 0 unknown; 0 mismatches; ")


def test_a_partial_prove_says_the_ledger_was_not_checked(toys, capsys):
    code, out, _ = run(capsys, "prove", "massini-2003/toy-p*")
    assert code == 0
    assert _lines(out) == [
        "1 proved, 0 verified, 0 refuted, 0 unknown; 0 mismatches; 0 stale artifacts; "
        "the ledger and findings pages were not checked (1 of 2 claims ran)"
    ]
    code, out, _ = run(capsys, "prove")
    assert "ledger" not in out.splitlines()[-1]


# --- list -------------------------------------------------------------------------------------------


def test_piped_list_is_one_line_per_claim_whose_first_field_show_accepts():
    r = subprocess.run(
        [sys.executable, "-m", "alltoall", "list"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, ALLTOALL_ROOT=str(ROOT), COLUMNS="80"),
    )
    assert r.returncode == 0 and r.stderr == ""
    ids = [line.split("\t")[0] for line in r.stdout.splitlines()]
    assert ids == list(registry.load_all())  # no header, no wrapped or cut id, every claim once
    assert all(len(line.split("\t")) == 5 for line in r.stdout.splitlines())


def test_list_shows_the_last_verdict_from_the_run_record_then_the_ledger(toys, tmp_path, capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and [line.split("\t")[:3] for line in _lines(out)] == [
        ["massini-2003/toy-proved", "not run", "proved"],
        ["massini-2003/toy-refuted", "not run", "refuted"],
    ]
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "LEDGER.md").write_text(
        "| `massini-2003/toy-refuted` | proved ⚠ | refuted | d | brute | — |\n"
    )
    run(capsys, "prove", "massini-2003/toy-proved")
    _, out, _ = run(capsys, "list")
    assert [line.split("\t")[1] for line in _lines(out)] == ["proved", "proved"]  # run record, ledger
    run(capsys, "prove", "massini-2003/toy-refuted")
    _, out, _ = run(capsys, "list", "*refuted")
    assert _lines(out) == ["massini-2003/toy-refuted\trefuted\trefuted\tbrute\ttoy claim [massini-2003/toy-refuted]"]


def test_list_filters_by_verdict_and_paper(toys, capsys):
    toys["yang-wang-2000/toy-other"] = replace(
        _toy("yang-wang-2000/toy-other", Verdict.PROVED, _ok), source=Source("yang-wang-2000", "toy")
    )
    run(capsys, "prove", "massini-2003/*")
    ids = lambda out: [line.split("\t")[0] for line in _lines(out)]  # noqa: E731
    assert ids(run(capsys, "list", "--verdict", "refuted")[1]) == ["massini-2003/toy-refuted"]
    assert ids(run(capsys, "list", "--verdict", "proved", "--verdict", "refuted")[1]) == [
        "massini-2003/toy-proved",
        "massini-2003/toy-refuted",
    ]
    assert ids(run(capsys, "list", "--verdict", "not-run")[1]) == ["yang-wang-2000/toy-other"]
    assert ids(run(capsys, "list", "--paper", "yang-wang-2000")[1]) == ["yang-wang-2000/toy-other"]
    assert ids(run(capsys, "list", "--paper", "massini-2003", "--verdict", "proved")[1]) == ["massini-2003/toy-proved"]
    code, out, err = run(capsys, "list", "--paper", "yang-wang-2000", "--verdict", "refuted")
    assert (code, out, err) == (0, "", "")
    code, _, err = run(capsys, "list", "--paper", "massini")
    assert code == 2 and err.startswith("error: --paper: no paper 'massini'; did you mean massini-2003?")
    code, _, err = run(capsys, "list", "--verdict", "holds")
    assert code == 2 and err.startswith("error: --verdict: ")


def test_list_on_a_terminal_never_cuts_an_id(toys, capsys, monkeypatch):
    from alltoall.proofs import cli

    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    for columns in ("40", "60", "200"):
        monkeypatch.setenv("COLUMNS", columns)
        code, out, _ = run(capsys, "list")
        assert code == 0 and "massini-2003/toy-proved" in out and "massini-2003/toy-refuted" in out
        assert max(len(line) for line in _lines(out)) <= int(columns) or "\t" in out  # too narrow: plain lines


# --- show -------------------------------------------------------------------------------------------


def test_show_says_a_shared_domain_once_naming_its_tiers(toys, capsys):
    toys["massini-2003/toy-flat"] = replace(
        _toy("massini-2003/toy-flat", Verdict.PROVED, _ok), sizes={"fast": {"w": "one domain"}}
    )
    code, out, _ = run(capsys, "show", "massini-2003/toy-flat")
    assert code == 0 and out.count("one domain") == 1 and "domain (fast, full, deep): one domain" in out
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert "domain (fast, full): toy domain\ndomain (deep): wide\n" in out


@pytest.mark.parametrize("command", ["show", "cite"])
def test_a_mistyped_id_gets_close_matches_in_one_line(toys, capsys, command):
    code, out, err = run(capsys, command, "massini-2003/toy-prooved")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err == (
        "error: ID: no claim 'massini-2003/toy-prooved'; did you mean massini-2003/toy-proved? "
        "(`alltoall list` shows the ids)\n"
    )
    _, _, err = run(capsys, command, "toy-refuted")  # the item without its paper key
    assert "did you mean massini-2003/toy-refuted?" in err
    _, _, err = run(capsys, command, "zzz/qqq")
    assert err == "error: ID: no claim 'zzz/qqq'; `alltoall list` shows the ids\n"


def test_json_report_keeps_every_claim_when_the_terminal_output_is_quiet(toys, tmp_path, capsys):
    j = tmp_path / "out.json"
    run(capsys, "prove", "--json", str(j))
    assert [c["id"] for c in json.loads(j.read_text())["claims"]] == [
        "massini-2003/toy-proved",
        "massini-2003/toy-refuted",
    ]
