"""The ``alltoall`` CLI on toy claims: exit codes, reports, staleness, replay, show, list, cite."""

from __future__ import annotations

import datetime as dt
import fnmatch
import json
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import click
import pytest
from cli_toys import _ok, _toy
from support.cli import run

from alltoall.checkers.point import NAT
from alltoall.checkers.replay import replayer
from alltoall.checkers.result import Verdict, proved
from alltoall.proofs import cli, registry
from alltoall.proofs.domain import as_domain, span
from alltoall.proofs.registry import Claim
from alltoall.proofs.witness import digest

CEX = "counterexamples/massini-2003__toy-refuted.json"


def _slow(ctx):
    time.sleep(60)
    return proved(examined=1)


def _boom(ctx):
    raise RuntimeError("kaput")


def one_error_line(err: str, parameter: str) -> bool:
    return err.startswith(f"error: {parameter}: ") and err.count("\n") == 1 and "Traceback" not in err


# --- prove: exit codes, artifacts, staleness ---------------------------------------------------------


def test_first_run_writes_and_fails_second_run_is_clean(toys, tmp_path, capsys):
    code, out, err = run(capsys, "prove", "--jobs", "2")
    assert code == 1 and "stale" in out and "rewritten" in out
    assert err == "" and "toy-proved" not in out  # quiet when not a terminal: no line per claim
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


@pytest.mark.parametrize(
    "args, parameter",
    [
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
    ],
)
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
    assert set(doc) == {"tool", "tier", "checked", "commit", "claims", "summary"} and doc["tier"] == "fast"
    assert set(doc["tool"]) == {"name", "version", "python", "z3", "sympy", "hypothesis"}
    assert doc["tool"]["name"] == "alltoall-proofs"
    c = {c["id"]: c for c in doc["claims"]}
    assert all(
        set(x)
        == {
            "id",
            "source",
            "statement",
            "expected",
            "verdict",
            "domain",
            "methods",
            "seconds",
            "counterexample",
            "notes",
            "evidence",
            "examined",
            "reason",
        }
        for x in doc["claims"]
    )
    assert c["massini-2003/toy-refuted"]["counterexample"] == CEX
    p = c["massini-2003/toy-proved"]
    assert p["counterexample"] is None and p["reason"] is None and p["methods"] == ["brute"]
    assert p["evidence"] == {"count": 3, "table": [0, 1, 2]}  # numpy made JSON-safe
    assert p["examined"] == 1 and c["massini-2003/toy-refuted"]["examined"] is None
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
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    code, out, err = run(capsys, "prove", "massini-2003/toy-proved")
    assert code == 0 and out.startswith("1 proved, 0 verified") and "[1/1]" not in err  # the bar, no plain lines


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


@pytest.mark.parametrize(
    "content, message",
    [
        ("not json", "not valid JSON"),
        (json.dumps({"format": 1}), "missing field"),
        (json.dumps([1, 2]), "expected a JSON object"),
    ],
)
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


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["witness"].update(kind="no-such-kind"), "produces no 'no-such-kind' witness"),
        (lambda d: d.update(claim="massini-2003/gone"), "unknown claim 'massini-2003/gone'"),
        (lambda d: d["witness"].update(data={}), "malformed witness: data has no 'n'"),
        (
            lambda d: d["witness"].update(data={"n": "three"}),
            "malformed witness: data.n: expected an integer, got 'three'",
        ),
    ],
)
def test_replay_rejects_unknown_kinds_claims_and_bad_data(toys, tmp_path, capsys, change, message):
    run(capsys, "prove")
    _rewrite(tmp_path / CEX, change)
    code, _, err = run(capsys, "replay", str(tmp_path / CEX))
    assert code == 2 and one_error_line(err, "FILE") and message in err, err


def _toy_witness(tmp_path, claim: str, kind: str = "toy-odd", n=3, params=None) -> str:
    params = {"N": 4} if params is None else params
    witness = {"kind": kind, "data": {"n": n}}
    doc = {
        "format": 1,
        "claim": claim,
        "params": params,
        "witness": witness,
        "explanation": "mailed to us",
        "verdict": "refuted",
        "digest": digest(claim, params, witness),
    }
    path = tmp_path / "mailed.json"
    path.write_text(json.dumps(doc))
    return str(path)


def _declared(cid: str, expected: Verdict, **kw) -> Claim:
    from dataclasses import replace

    return replace(_toy(cid, expected, _ok), witnesses=("toy-odd",), **kw)


def test_replay_binds_the_witness_to_the_claims_declared_kinds(toys, tmp_path, capsys):
    toys["massini-2003/toy-declares"] = _declared("massini-2003/toy-declares", Verdict.REFUTED)
    code, out, _ = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-declares"))
    assert (code, out) == (0, "witness stands: 3 is odd\n")
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-declares", kind="formula"))
    assert code == 2 and one_error_line(err, "FILE") and "produces no 'formula' witness (it declares toy-odd)" in err
    # a claim that declares nothing and has no committed record of the kind cannot be bound to
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-proved"))
    assert code == 2 and "produces no 'toy-odd' witness (it declares none)" in err


def test_a_witness_standing_against_a_proved_claim_is_a_loud_contradiction(toys, tmp_path, capsys):
    toys["massini-2003/toy-sure"] = _declared("massini-2003/toy-sure", Verdict.PROVED)
    code, out, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-sure"))
    assert code == 1 and "witness stands" not in out
    assert err.startswith(
        "CONTRADICTION: the witness stands against massini-2003/toy-sure, which the suite expects to be proved"
    )
    code, out, _ = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-sure", n=4))
    assert (code, out) == (1, "witness no longer stands: 4 is even\n")


def test_replay_holds_the_point_to_the_claims_domain_and_topology(toys, tmp_path, capsys):
    toys["massini-2003/toy-small"] = _declared(
        "massini-2003/toy-small", Verdict.REFUTED, within=lambda params, data: None if data["n"] < 10 else "n >= 10"
    )
    from dataclasses import replace

    from alltoall.checkers.point import NETWORK
    from alltoall.proofs.domain import equal

    @replayer("toy-net", params={"network": NETWORK}, point={"n": NAT})
    def _net_odd(params, data):
        return data["n"] % 2 == 1, f"{data['n']} is {'odd' if data['n'] % 2 else 'even'}"

    toys["massini-2003/toy-omega"] = _declared(
        "massini-2003/toy-omega",
        Verdict.REFUTED,
        topology="omega",
        point=as_domain({"network.d": equal(2), "network.k": span(1, 3)}),
    )
    toys["massini-2003/toy-omega"] = replace(toys["massini-2003/toy-omega"], witnesses=("toy-net",))
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-small", n=11))
    assert code == 2 and "lies outside the domain of massini-2003/toy-small: n >= 10" in err
    net = {"network": {"d": 2, "k": 2, "topology": "baseline"}}
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-omega", "toy-net", params=net))
    assert code == 2 and "about omega networks; the witness's network is baseline" in err
    net = {"network": {"d": 2, "k": 4, "topology": "omega"}}
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-omega", "toy-net", params=net))
    assert code == 2 and "outside the domain of massini-2003/toy-omega: network.k = 4 is outside 1..3" in err
    net = {"network": {"d": 2, "k": 2, "topology": "omega"}}
    code, out, _ = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-omega", "toy-net", params=net))
    assert code == 0 and out.startswith("witness stands")


def test_replay_values_of_the_claim_come_from_the_claim(toys, tmp_path, capsys):
    from alltoall.checkers.replay import CLAIM

    @replayer("toy-below", point={"n": NAT}, params={"bound": CLAIM})
    def _below(params, data):
        return data["n"] < params["bound"], f"{data['n']} < {params['bound']}"

    from dataclasses import replace

    toys["massini-2003/toy-bound"] = replace(
        _toy("massini-2003/toy-bound", Verdict.REFUTED, _ok),
        witnesses=("toy-below",),
        subject={"bound": 5},
        point=as_domain({}),
    )
    code, out, _ = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-bound", kind="toy-below", params={}))
    assert (code, out) == (0, "witness stands: 3 < 5\n")
    code, _, err = run(
        capsys,
        "replay",
        _toy_witness(tmp_path, "massini-2003/toy-bound", kind="toy-below", params={"bound": 100}, n=50),
    )
    assert code == 2 and "the file's params.bound = 100 is not what claim massini-2003/toy-bound states (5)" in err
    code, _, err = run(
        capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-bound", kind="toy-below", params={}, n=-2)
    )
    assert code == 2 and "data.n: -2 is negative" in err


def test_replay_is_stopped_at_the_time_cap(toys, tmp_path, capsys, monkeypatch):
    from alltoall.proofs import witness

    @replayer("toy-sleeps", params={"N": NAT}, point={})
    def _sleeps(params, data):
        time.sleep(30)
        return True, "slept"

    from dataclasses import replace

    toys["massini-2003/toy-slow-replay"] = replace(
        _toy("massini-2003/toy-slow-replay", Verdict.REFUTED, _ok), witnesses=("toy-sleeps",)
    )
    monkeypatch.setattr(witness, "TIME_CAP", 1.0)
    t0 = time.time()
    code, _, err = run(capsys, "replay", _toy_witness(tmp_path, "massini-2003/toy-slow-replay", kind="toy-sleeps"))
    assert code == 2 and "longer than the 1 s time cap" in err and time.time() - t0 < 10


@pytest.mark.parametrize("signum, code, last", [(2, 130, "interrupted"), (15, 143, "terminated")])
def test_replay_interrupted_right_after_its_fork_stops_the_replayer(
    toys, tmp_path, capsys, monkeypatch, alive, signum, code, last
):
    import multiprocessing.context
    import os

    kind = f"toy-sleeps-long-{signum}"  # one kind per case: a kind takes one replayer

    @replayer(kind, params={"N": NAT}, point={})
    def _sleeps(params, data):
        time.sleep(60)
        return True, "slept"

    from dataclasses import replace

    started: list[int] = []
    real_start = multiprocessing.context.ForkProcess.start

    def start_then_signal(self):  # the signal lands after the fork, before the caller has the process
        real_start(self)
        started.append(self.pid)
        os.kill(os.getpid(), signum)
        time.sleep(0.2)

    toys["massini-2003/toy-long-replay"] = replace(
        _toy("massini-2003/toy-long-replay", Verdict.REFUTED, _ok), witnesses=(kind,)
    )
    path = _toy_witness(tmp_path, "massini-2003/toy-long-replay", kind=kind)
    monkeypatch.setattr(multiprocessing.context.ForkProcess, "start", start_then_signal)
    got, _, err = run(capsys, "replay", path)
    assert (got, err.strip().splitlines()[-1]) == (code, last)
    time.sleep(0.3)
    assert started and not any(alive(w) for w in started)


# --- list, show, cite -------------------------------------------------------------------------------


def test_list(toys, capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and "massini-2003/toy-proved" in out and "toy claim [massini-2003/toy-proved]" in out
    code, out, _ = run(capsys, "list", "*refuted")
    assert code == 0 and "toy-refuted" in out and "toy-proved" not in out


def test_show_before_and_after_a_run(toys, capsys):
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "toy claim [massini-2003/toy-refuted]" in out and "(not recorded)" in out
    assert "domain (deep): wide" in out and "domain (fast, full): toy domain" in out and "mutants:   none" in out
    run(capsys, "prove")
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "ledger:    refuted over the fast domain" in out and out.count("toy domain") == 1
    assert "3 is odd" in out and "a -> b" in out and f"alltoall replay {CEX}" in out


def test_cite_bibtex_and_markdown(toys, capsys):
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved")
    assert code == 0 and out.startswith("@article{massini-2003,")
    assert "Not checked in this checkout" in out and "no run record says when" in out
    assert dt.date.today().isoformat() not in out  # never "checked today" without a check
    run(capsys, "prove")
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--format", "bibtex")
    assert code == 0 and "note = {alltoall-proofs: Verdict: proved over toy domain (fast tier); Checked: " in out
    assert "journal = {Discrete Applied Mathematics}" in out and out.rstrip().endswith("}")
    assert "STALE: the commit of the check is not known" in out  # the toy root is no git checkout
    code, out, _ = run(capsys, "cite", "massini-2003/toy-refuted", "--format", "markdown")
    assert code == 0 and "Massini" in out and "Verdict: refuted" in out and "**Expected**: refuted" in out


def test_cite_gives_a_software_entry_with_the_claim_as_locator(toys, tmp_path, capsys):
    import alltoall

    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--format", "bibtex")
    soft = out[out.index("@software{") :]
    assert code == 0 and soft.startswith("@software{alltoall-proofs:massini-2003-toy-proved,")
    assert f"version = {{{alltoall.__version__}}}" in soft
    assert "note = {claim massini-2003/toy-proved, checked at commit unknown; findings: " in soft  # no checkout
    j = tmp_path / "report.json"
    run(capsys, "prove", "--json", str(j))
    doc = json.loads(j.read_text())
    doc["commit"], doc["tool"]["version"] = "abcdef1234567", "9.9.9"
    j.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--record", str(j), "--format", "markdown")
    assert code == 0 and out.rstrip().endswith(
        "- **Software**: The alltoall-proofs developers. *alltoall-proofs*, version 9.9.9, commit abcdef1234567: "
        "claim `massini-2003/toy-proved`."
    )


def test_cite_quotes_the_run_record_not_the_installed_tools(toys, tmp_path, capsys):
    j = tmp_path / "report.json"
    run(capsys, "prove", "--json", str(j))
    doc = json.loads(j.read_text())
    doc["tool"]["z3"], doc["checked"] = "0.0.1-recorded", "2001-02-03T04:05:06Z"
    j.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "cite", "massini-2003/toy-proved", "--record", str(j), "--format", "markdown")
    assert code == 0 and "z3 0.0.1-recorded" in out and "Checked: 2001-02-03T04:05:06Z" in out
    rec = json.loads((tmp_path / "build" / "runs.json").read_text())["claims"]["massini-2003/toy-proved"]["fast"]
    assert rec["verdict"] == "proved" and set(rec) >= {"checked", "commit", "tool", "domain", "tier"}


def test_python_dash_m_alltoall_help():
    r = subprocess.run([sys.executable, "-m", "alltoall", "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and all(cmd in r.stdout for cmd in ("prove", "list", "show", "replay", "cite"))


# --- signals ----------------------------------------------------------------------------------------

SLOW_RUN = """
import os, sys, time
from alltoall.checkers.result import Verdict, proved
from alltoall.proofs import cli, registry
from alltoall.proofs.registry import Claim, Source

def slow(ctx):
    open(os.path.join(os.environ["ALLTOALL_ROOT"], f"worker-{os.getpid()}"), "w").close()
    time.sleep(120)
    return proved(examined=1)

reg = {f"massini-2003/slow-{i}": Claim(f"massini-2003/slow-{i}", Source("massini-2003", "toy"), "slow", "{w}",
       {"fast": {"w": "toy"}}, ("brute",), Verdict.PROVED, slow, mutants=("none",)) for i in range(2)}
registry._REGISTRY.update(reg)
registry.load_all = lambda: dict(reg)
cli.main(["prove", "--jobs", "2"])
"""


@pytest.mark.parametrize("how, code", [("ctrl-c", 130), ("sigterm", 143)])
def test_interrupted_prove_stops_its_workers_and_exits_conventionally(tmp_path, alive, how, code):
    import os
    import signal

    env = dict(os.environ, ALLTOALL_ROOT=str(tmp_path))
    p = subprocess.Popen(
        [sys.executable, "-c", SLOW_RUN],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.time() + 60
    while len(list(tmp_path.glob("worker-*"))) < 2 and time.time() < deadline:
        time.sleep(0.1)
    workers = [int(w.name.split("-")[1]) for w in tmp_path.glob("worker-*")]
    assert len(workers) == 2
    if how == "ctrl-c":
        os.killpg(p.pid, signal.SIGINT)  # the terminal sends it to the whole foreground group
    else:
        p.send_signal(signal.SIGTERM)  # only the main process
    out, err = p.communicate(timeout=30)
    assert p.returncode == code, err
    assert "ForkProcess" not in err and "Traceback" not in err
    assert err.strip().splitlines()[-1] == ("interrupted" if how == "ctrl-c" else "terminated")
    time.sleep(0.5)
    assert not any(alive(w) for w in workers)


def test_progress_names_the_running_claims(toys, capsys, monkeypatch):
    from alltoall.proofs import runner

    seen = []
    toys["massini-2003/toy-slowish"] = _toy(
        "massini-2003/toy-slowish", Verdict.PROVED, lambda ctx: (time.sleep(0.6), proved(examined=1))[1]
    )
    c = toys["massini-2003/toy-slowish"]
    runner.run_claims([c], registry.Context(), jobs=1, status=lambda running: seen.append(running))
    assert seen and all(r[0][0].id == c.id for r in seen if r)
    assert max(s for r in seen if r for _, s in r) >= 0.3


def test_show_renders_for_a_terminal_and_names_the_picture(toys, tmp_path, capsys):
    run(capsys, "prove")
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert code == 0 and "```" not in out and "witness (toy-odd):" in out and "picture:" not in out
    (tmp_path / "counterexamples" / "massini-2003__toy-refuted.svg").write_text("<svg/>")
    code, out, _ = run(capsys, "show", "massini-2003/toy-refuted")
    assert "picture:     counterexamples/massini-2003__toy-refuted.svg" in out


def test_tables_fit_the_terminal(toys, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    code, out, _ = run(capsys, "list")
    assert code == 0 and max(len(line) for line in out.splitlines()) <= 60


# --- notes ------------------------------------------------------------------------------------------

_REF = re.compile(r"\b([a-z]+(?:-[a-z]+)*-\d{4})/([A-Za-z0-9][\w*.-]*[\w*])")  # key/item, anywhere
_ITEM = (
    re.compile(r"\(([A-Za-z0-9][\w*.]*-[\w*.-]*[\w*])(?:[,;][^)]*)?\)"),  # (item) or (item, verdict)
    re.compile(r"\bclaims? \(?([A-Za-z0-9][\w*.]*-[\w*.-]*[\w*])"),
)  # "claim item"


def dangling_note_ids(claims) -> set[tuple[str, str]]:
    """(claim, cited id) for every id a claim's notes cite that matches no claim; an item without a key
    is read in the citing claim's paper; an id counts when it has two hyphens or a glob (not 'n-1')."""
    keys = {cid.split("/")[0] for cid in claims}
    out = set()
    for cid, c in claims.items():
        refs = [f"{k}/{i}" for k, i in _REF.findall(c.notes) if k in keys]
        refs += [
            f"{cid.split('/')[0]}/{i}" for pat in _ITEM for i in pat.findall(c.notes) if i.count("-") >= 2 or "*" in i
        ]
        out |= {(cid, ref) for ref in refs if not any(fnmatch.fnmatchcase(x, ref) for x in claims)}
    return out


def test_dangling_note_ids_are_found():
    from dataclasses import replace

    c = _toy("massini-2003/a-b", Verdict.PROVED, _ok)
    claims = {c.id: replace(c, notes="see (a-b), (no-such-claim, refuted), claim massini-2003/gone-too and (n-1)")}
    assert dangling_note_ids(claims) == {
        ("massini-2003/a-b", "massini-2003/no-such-claim"),
        ("massini-2003/a-b", "massini-2003/gone-too"),
    }


def test_every_claim_id_named_in_notes_exists():
    new = dangling_note_ids(registry.load_all())
    assert not new, f"claim notes name ids that do not exist: {sorted(new)}"


# --- every numeric option is finite -------------------------------------------------------------------


def _numeric_options():
    """(command, option) for every option of every command whose value is a number (found by walking the CLI)."""
    from alltoall.proofs.options import Finite

    found = []
    for name, cmd in sorted(cli.cli.commands.items()):
        for p in cmd.params:
            if (
                isinstance(p, click.Option)
                and not p.is_flag
                and isinstance(p.type, (click.types.IntParamType, click.types.FloatParamType, Finite))
            ):
                found.append((name, p.opts[-1]))
    return found


NUMERIC = _numeric_options()


def test_the_numeric_options_are_the_ones_we_know():
    assert set(NUMERIC) >= {
        ("prove", "--jobs"),
        ("prove", "--timeout"),
        ("rn", "--time-limit"),
        ("rn", "--steps"),
        ("rn", "--seed"),
        ("rn", "--jobs"),
        ("rn", "--nmax"),
    }


@pytest.mark.parametrize("command, option", NUMERIC, ids=[f"{c} {o}" for c, o in NUMERIC])
@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e309", "NaN", "infinity"])
def test_every_numeric_option_refuses_non_finite_values(toys, capsys, command, option, value):
    args = [command] + (["4"] if command == "rn" else []) + [option, value]
    code, out, err = run(capsys, *args)
    assert code == 2 and one_error_line(err, option), err
