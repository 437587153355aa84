"""The ``alltoall`` CLI on toy claims: exit codes, reports, staleness, replay, show, list, cite."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from alltoall.checkers.replay import replayer
from alltoall.proofs.witness import digest
from alltoall.checkers.result import Verdict, Witness, proved, refuted
from alltoall.proofs import cli, registry
from alltoall.proofs.registry import Claim, Source

CEX = "counterexamples/massini-2003__toy-refuted.json"


@replayer("toy-odd")
def _replay_toy(params: dict, data: dict) -> tuple[bool, str]:
    n = int(data["n"])
    return n % 2 == 1, f"{n} is {'odd' if n % 2 else 'even'}"


def _toy(cid: str, expected: Verdict, check) -> Claim:
    return Claim(cid, Source("massini-2003", "toy"), f"toy claim [{cid}]", "{w}", {"fast": {"w": "toy domain"}, "deep": {"w": "wide"}},
                 ("brute",), expected, check, notes="a toy", mutants=("none",))


def _ok(ctx):
    return proved(count=np.int64(3), table=np.arange(3))


def _refute(ctx):
    return refuted(Witness("toy-odd", {"N": 4}, {"n": 3, "rendering": "a -> b"}, "3 is odd",
                                         {"method": "toy", "seed": ctx.seed}))


def _slow(ctx):
    time.sleep(60)
    return proved()


def _boom(ctx):
    raise RuntimeError("kaput")


@pytest.fixture
def toys(monkeypatch, tmp_path):
    """Replace the registry by toy claims (proved, refuted) and the repo root by ``tmp_path``."""
    reg = {c.id: c for c in (
        _toy("massini-2003/toy-proved", Verdict.PROVED, _ok),
        _toy("massini-2003/toy-refuted", Verdict.REFUTED, _refute),
    )}
    monkeypatch.setattr(registry, "_REGISTRY", reg)
    monkeypatch.setattr(registry, "load_all", lambda: dict(sorted(reg.items())))
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))
    return reg


def run(capsys, *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as e:
        cli.main(list(args))
    out, err = capsys.readouterr()
    return e.value.code, out, err


def one_error_line(err: str, parameter: str) -> bool:
    return err.startswith(f"error: {parameter}: ") and err.count("\n") == 1 and "Traceback" not in err


# --- prove: exit codes, artifacts, staleness ---------------------------------------------------------

def test_first_run_writes_and_fails_second_run_is_clean(toys, tmp_path, capsys):
    code, out, err = run(capsys, "prove", "--jobs", "2")
    assert code == 1 and "stale" in out and "rewritten" in out
    assert err.count("\n") == 2 and "ok massini-2003/toy-proved: proved" in err  # one plain line per claim
    assert (tmp_path / "proofs" / "LEDGER.md").is_file()
    assert (tmp_path / CEX).is_file()
    assert (tmp_path / CEX.replace(".json", ".md")).read_text().count("a -> b") == 1
    code, out, _ = run(capsys, "prove")
    assert code == 0, out
    assert "1 proved, 0 verified, 1 refuted, 0 unknown; 0 mismatches; 0 stale artifacts" in out
    assert "`massini-2003/toy-refuted` | refuted | refuted" in (tmp_path / "proofs" / "LEDGER.md").read_text()


def test_check_does_not_write(toys, tmp_path, capsys):
    code, out, _ = run(capsys, "prove", "--check")
    assert code == 1 and "not rewritten: --check" in out
    assert not (tmp_path / "proofs" / "LEDGER.md").exists() and not (tmp_path / CEX).exists()
    run(capsys, "prove")
    (tmp_path / "proofs" / "LEDGER.md").write_text("old\n")
    code, out, _ = run(capsys, "prove", "--check")
    assert code == 1 and "stale proofs/LEDGER.md" in out
    assert (tmp_path / "proofs" / "LEDGER.md").read_text() == "old\n"


def test_a_pattern_run_leaves_the_ledger_alone(toys, tmp_path, capsys):
    code, _, _ = run(capsys, "prove", "massini-2003/toy-p*")
    assert code == 0 and not (tmp_path / "proofs" / "LEDGER.md").exists()


def test_a_mismatch_exits_1(toys, capsys):
    toys["massini-2003/toy-bad"] = _toy("massini-2003/toy-bad", Verdict.REFUTED, _ok)
    code, out, _ = run(capsys, "prove", "massini-2003/toy-bad")
    assert code == 1 and "mismatch massini-2003/toy-bad: expected refuted, got proved" in out


def test_timeout_and_crash_are_unknown_mismatches(toys, capsys):
    toys["massini-2003/toy-slow"] = _toy("massini-2003/toy-slow", Verdict.PROVED, _slow)
    toys["massini-2003/toy-boom"] = _toy("massini-2003/toy-boom", Verdict.PROVED, _boom)
    t0 = time.time()
    code, out, _ = run(capsys, "prove", "massini-2003/toy-slow", "massini-2003/toy-boom", "--timeout", "1")
    assert code == 1 and time.time() - t0 < 20
    assert "process timeout after 1s" in out and "error: RuntimeError: kaput" in out
    assert "0 proved, 0 verified, 0 refuted, 2 unknown; 2 mismatches" in out


@pytest.mark.parametrize("args, parameter", [
    (("prove", "nothing/*"), "PATTERN"),
    (("prove", "massini-2003/*", "nothing"), "PATTERN"),
    (("prove", "--tier", "huge"), "--tier"),
    (("prove", "--jobs", "0"), "--jobs"),
    (("prove", "--timeout", "x"), "--timeout"),
    (("prove", "--bogus"), "--bogus"),
    (("prove", "--json", "/no/such/dir/out.json"), "--json"),
    (("list", "nothing"), "PATTERN"),
    (("show", "no/such"), "ID"),
    (("show",), "ID"),
    (("cite", "massini-2003/nope"), "ID"),
    (("cite", "massini-2003/toy-proved", "--format", "ris"), "--format"),
    (("replay", "/no/such/file.json"), "FILE"),
    (("frobnicate",), "usage"),
])
def test_bad_usage_exits_2_with_one_line(toys, capsys, args, parameter):
    code, out, err = run(capsys, *args)
    assert code == 2 and one_error_line(err, parameter), err


def test_no_pattern_error_names_the_pattern(toys, capsys):
    _, _, err = run(capsys, "prove", "nothing/*")
    assert err.startswith("error: PATTERN: no claim matches 'nothing/*'")


# --- reports ----------------------------------------------------------------------------------------

def test_json_report_schema(toys, tmp_path, capsys):
    j = tmp_path / "out.json"
    run(capsys, "prove", "--json", str(j))
    doc = json.loads(j.read_text())
    assert set(doc) == {"tool", "tier", "claims", "summary"} and doc["tier"] == "fast"
    assert set(doc["tool"]) == {"name", "version", "python", "z3", "sympy", "hypothesis"}
    assert doc["tool"]["name"] == "alltoall-proofs"
    c = {c["id"]: c for c in doc["claims"]}
    assert all(set(x) == {"id", "source", "statement", "expected", "verdict", "domain", "methods", "seconds",
                          "counterexample", "notes", "evidence", "reason"} for x in doc["claims"])
    assert c["massini-2003/toy-refuted"]["counterexample"] == CEX
    p = c["massini-2003/toy-proved"]
    assert p["counterexample"] is None and p["reason"] is None and p["methods"] == ["brute"]
    assert p["evidence"] == {"count": 3, "table": [0, 1, 2]}  # numpy made JSON-safe
    assert isinstance(p["seconds"], float)
    assert doc["summary"] == {"proved": 1, "verified": 0, "refuted": 1, "unknown": 0, "mismatches": 0}


def test_junit_report_parses_with_failures_for_mismatches(toys, tmp_path, capsys):
    toys["massini-2003/toy-bad"] = _toy("massini-2003/toy-bad", Verdict.REFUTED, _ok)
    x = tmp_path / "out.xml"
    run(capsys, "prove", "--junit", str(x))
    suite = ET.parse(x).getroot()
    assert suite.tag == "testsuite" and suite.get("tests") == "3" and suite.get("failures") == "1"
    cases = {c.get("name"): c for c in suite.findall("testcase")}
    assert {c.get("classname") for c in cases.values()} == {"massini-2003"}
    bad = cases["massini-2003/toy-bad"].find("failure")
    assert bad is not None and bad.get("message") == "expected refuted, got proved"
    assert cases["massini-2003/toy-proved"].find("failure") is None
    assert "verdict: proved" in cases["massini-2003/toy-proved"].find("system-out").text


def test_tty_progress_bar(toys, capsys, monkeypatch):
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    code, out, err = run(capsys, "prove", "massini-2003/toy-proved")
    assert code == 0 and "toy-proved" in out and "[1/1]" not in err  # the bar, not the plain lines


# --- replay -----------------------------------------------------------------------------------------

def test_replay_good_tampered_and_no_longer_standing(toys, tmp_path, capsys):
    run(capsys, "prove")
    path = tmp_path / CEX
    code, out, _ = run(capsys, "replay", str(path))
    assert (code, out) == (0, "witness stands: 3 is odd\n")
    doc = json.loads(path.read_text())
    doc["witness"]["data"]["n"] = 4
    path.write_text(json.dumps(doc))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and one_error_line(err, "FILE") and "digest mismatch" in err
    doc["digest"] = digest(doc["claim"], doc["params"], doc["witness"])  # a consistent edit: replay decides
    path.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "replay", str(path))
    assert (code, out) == (1, "witness no longer stands: 4 is even\n")


@pytest.mark.parametrize("content, message", [
    ("not json", "not valid JSON"),
    (json.dumps({"format": 1}), "missing field"),
    (json.dumps([1, 2]), "expected a JSON object"),
])
def test_replay_malformed_files_exit_2(toys, tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and one_error_line(err, "FILE") and message in err


def _rewrite(path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    doc["digest"] = digest(doc["claim"], doc["params"], doc["witness"])
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("change, message", [
    (lambda d: d["witness"].update(kind="no-such-kind"), "no replay check for witness kind 'no-such-kind'"),
    (lambda d: d.update(claim="massini-2003/gone"), "unknown claim 'massini-2003/gone'"),
    (lambda d: d["witness"].update(data={}), "malformed witness: KeyError"),
    (lambda d: d["witness"].update(data={"n": "three"}), "malformed witness: ValueError"),
])
def test_replay_rejects_unknown_kinds_claims_and_bad_data(toys, tmp_path, capsys, change, message):
    run(capsys, "prove")
    _rewrite(tmp_path / CEX, change)
    code, _, err = run(capsys, "replay", str(tmp_path / CEX))
    assert code == 2 and one_error_line(err, "FILE") and message in err, err


# --- list, show, cite -------------------------------------------------------------------------------

def test_list(toys, capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and "massini-2003/toy-proved" in out and "toy claim [massini-2003/toy-proved]" in out
    code, out, _ = run(capsys, "list", "*refuted")
    assert code == 0 and "toy-refuted" in out and "toy-proved" not in out


def test_show_before_and_after_a_run(toys, capsys):
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "toy claim [massini-2003/toy-refuted]" in out and "(not recorded)" in out
    assert "domain (deep): wide" in out and "domain (full): toy domain" in out and "mutants:   none" in out
    run(capsys, "prove")
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "ledger:    refuted over toy domain" in out
    assert "3 is odd" in out and "a -> b" in out and f"alltoall replay {CEX}" in out


def test_cite_bibtex_and_markdown(toys, capsys):
    today = dt.date.today().isoformat()
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved")
    assert code == 0 and out.startswith("@article{massini-2003,") and "massini-2003/toy-proved" in out
    assert "(not yet checked; expected proved)" in out and f"checked {today}" in out
    run(capsys, "prove")
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--format", "bibtex")
    assert code == 0 and "note = {alltoall-proofs: massini-2003/toy-proved proved over toy domain, version " in out
    assert "journal = {Discrete Applied Mathematics}" in out and out.rstrip().endswith("}")
    code, out, _ = run(capsys, "cite", "massini-2003/toy-refuted", "--format", "markdown")
    assert code == 0 and "Massini" in out and "**Verdict**: refuted" in out and "**Expected**: refuted" in out


def test_python_dash_m_alltoall_help():
    r = subprocess.run([sys.executable, "-m", "alltoall", "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and all(cmd in r.stdout for cmd in ("prove", "list", "show", "replay", "cite"))
