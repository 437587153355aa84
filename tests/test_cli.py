"""The CLI, runner and artifacts on toy claims: exit codes, reports, staleness, replay, cite."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from alltoall.checkers.replay import replayer
from alltoall.checkers.result import Verdict, Witness, proved, refuted
from alltoall.proofs import cli, registry
from alltoall.proofs.registry import Claim, Source


@replayer("toy-odd")
def _replay_toy(params, data):
    n = int(data["n"])
    return (n % 2 == 1, f"{n} is {'odd' if n % 2 else 'even'}")


def _toy(cid, expected, check):
    return Claim(cid, Source("massini-2003", "toy"), f"toy claim {cid}", {"fast": "toy domain"}, ("brute",), expected, check, mutants=("none",))


def _ok(ctx):
    return proved("toy domain")


def _refute(ctx):
    return refuted("toy domain", Witness("toy-odd", {"N": 4}, {"n": 3, "rendering": "a -> b"}, "3 is odd", {"method": "toy"}))


def _slow(ctx):
    time.sleep(30)
    return proved("never")


def _boom(ctx):
    raise RuntimeError("kaput")


@pytest.fixture
def toys(monkeypatch, tmp_path):
    registry.load_all()  # import the real claim modules first, so they do not register into the toys
    reg = {c.id: c for c in (
        _toy("massini-2003/toy-proved", Verdict.PROVED, _ok),
        _toy("massini-2003/toy-refuted", Verdict.REFUTED, _refute),
    )}
    monkeypatch.setattr(registry, "_REGISTRY", reg)
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))
    assert set(registry.load_all()) == set(reg)
    return reg


def run(capsys, *args) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as e:
        cli.main(list(args))
    out, err = capsys.readouterr()
    return e.value.code, out, err


def test_prove_writes_artifacts_then_is_clean(toys, tmp_path, capsys):
    code, out, _ = run(capsys, "prove", "--jobs", "2")
    assert code == 1 and "stale" in out  # first run writes the ledger and the witness files
    assert (tmp_path / "proofs" / "LEDGER.md").is_file()
    assert (tmp_path / "counterexamples" / "massini-2003__toy-refuted.json").is_file()
    assert (tmp_path / "counterexamples" / "massini-2003__toy-refuted.md").read_text().count("a -> b") == 1
    code, out, _ = run(capsys, "prove")
    assert code == 0, out
    ledger = (tmp_path / "proofs" / "LEDGER.md").read_text()
    assert "`massini-2003/toy-refuted` | refuted | refuted" in ledger


def test_check_mode_does_not_write(toys, tmp_path, capsys):
    code, out, _ = run(capsys, "prove", "--check")
    assert code == 1 and not (tmp_path / "proofs" / "LEDGER.md").exists()


def test_pattern_run_leaves_ledger_alone(toys, tmp_path, capsys):
    run(capsys, "prove", "massini-2003/toy-proved")
    assert not (tmp_path / "proofs" / "LEDGER.md").exists()


def test_mismatch_exits_1(toys, capsys):
    toys["massini-2003/toy-bad"] = _toy("massini-2003/toy-bad", Verdict.REFUTED, _ok)
    code, out, _ = run(capsys, "prove", "massini-2003/toy-bad")
    assert code == 1 and "mismatch" in out


def test_unknown_pattern_and_bad_tier_exit_2(toys, capsys):
    code, _, err = run(capsys, "prove", "nothing/*")
    assert code == 2 and err.startswith("error: PATTERN:") and err.count("\n") == 1
    code, _, err = run(capsys, "prove", "--tier", "huge")
    assert code == 2 and "tier" in err and "Traceback" not in err


def test_timeout_and_crash_are_unknown(toys, capsys):
    toys["massini-2003/toy-slow"] = _toy("massini-2003/toy-slow", Verdict.PROVED, _slow)
    toys["massini-2003/toy-boom"] = _toy("massini-2003/toy-boom", Verdict.PROVED, _boom)
    t0 = time.time()
    code, out, _ = run(capsys, "prove", "massini-2003/toy-slow", "massini-2003/toy-boom", "--timeout", "1", "--json", "/dev/null")
    assert code == 1 and time.time() - t0 < 20
    assert out.count("unknown") >= 2 and "process timeout" in out and "RuntimeError" in out


def test_json_and_junit_reports(toys, tmp_path, capsys):
    j, x = tmp_path / "out.json", tmp_path / "out.xml"
    run(capsys, "prove", "--json", str(j), "--junit", str(x))
    doc = json.loads(j.read_text())
    assert set(doc) == {"tool", "tier", "claims", "summary"}
    assert {"name", "version", "python", "z3", "sympy", "hypothesis"} <= set(doc["tool"])
    c = {c["id"]: c for c in doc["claims"]}
    assert c["massini-2003/toy-refuted"]["counterexample"] == "counterexamples/massini-2003__toy-refuted.json"
    assert c["massini-2003/toy-proved"]["counterexample"] is None
    assert set(c["massini-2003/toy-proved"]) >= {"id", "source", "statement", "expected", "verdict", "domain", "methods", "seconds", "counterexample", "notes"}
    assert doc["summary"] == {"proved": 1, "verified": 0, "refuted": 1, "unknown": 0, "mismatches": 0}
    suite = ET.parse(x).getroot()
    assert suite.get("tests") == "2" and len(suite.findall("testcase")) == 2


def test_replay_good_tampered_malformed_and_fallen(toys, tmp_path, capsys):
    run(capsys, "prove")
    path = tmp_path / "counterexamples" / "massini-2003__toy-refuted.json"
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "stands" in out
    doc = json.loads(path.read_text())
    doc["witness"]["data"]["n"] = 4
    path.write_text(json.dumps(doc))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "digest" in err
    from alltoall.checkers.replay import digest

    doc["digest"] = digest(doc["claim"], doc["params"], doc["witness"])
    path.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1 and "no longer stands" in out
    for bad in ("not json", json.dumps({"format": 1}), json.dumps([1, 2])):
        path.write_text(bad)
        code, _, err = run(capsys, "replay", str(path))
        assert code == 2 and err.startswith("error: FILE:") and err.count("\n") == 1
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 2


def test_show_list_and_cite(toys, capsys):
    run(capsys, "prove")
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "3 is odd" in out and "alltoall replay" in out
    code, out, _ = run(capsys, "list")
    assert code == 0 and "toy-proved" in out
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--format", "bibtex")
    assert code == 0 and out.startswith("@article{massini-2003,") and "massini-2003/toy-proved proved" in out
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--format", "markdown")
    assert code == 0 and "Massini" in out
    code, _, err = run(capsys, "show", "no/such")
    assert code == 2 and err.startswith("error: ID:")


def test_python_dash_m_alltoall_help():
    r = subprocess.run([sys.executable, "-m", "alltoall", "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "prove" in r.stdout
