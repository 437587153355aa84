"""The JSON Schemas in schemas/ describe what the suite writes: every committed counterexample file, and
the report of a fresh `alltoall prove --json` run. Other tools read both; the schemas are their contract.

The schemas are strict on the envelope (required keys, types, verdict enums, no unknown keys) and
generic where claims differ: a witness's ``params`` and ``data`` are objects whose fields each witness
kind declares in its point schema (checkers/point.py), and a result's ``evidence`` is an object.
"""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "schemas"
WITNESSES = sorted((ROOT / "counterexamples").glob("*.json"))
#: Small patterns that cover proved, verified and refuted claims in about 15 CPU seconds.
PATTERNS = (
    "massini-2003/*",
    "yang-wang-2000/setting-*",
    "yang-wang-2000/printed-latin-square",
    "yang-wang-2000/phi-identities-every-m",
    "yang-wang-2000/constructions-identical-counting-order",
)


def _validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _errors(validator: Draft202012Validator, doc) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(doc)]


@pytest.mark.parametrize("name", ["counterexample.schema.json", "report.schema.json"])
def test_schema_is_draft_2020_12(name):
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_there_are_committed_counterexamples():
    assert WITNESSES, "no counterexamples/*.json: the schema test would check nothing"


@pytest.mark.parametrize("path", WITNESSES, ids=lambda p: p.stem)
def test_committed_counterexample_matches_schema(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert not (errors := _errors(_validator("counterexample.schema.json"), doc)), "\n".join(errors)
    assert doc["claim"].replace("/", "__") == path.stem
    assert doc["replay"] == f"alltoall replay counterexamples/{path.name}"
    if "picture" in doc:
        assert (path.parent / doc["picture"]).is_file(), f"{doc['picture']} is named but not committed"


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda d: d.pop("digest"), "digest"),
        (lambda d: d.update(verdict="proved"), "verdict"),
        (lambda d: d.update(expected="holds"), "expected"),
        (lambda d: d.update(format=2), "format"),
        (lambda d: d.update(comment="extra key"), "comment"),
        (lambda d: d["witness"].pop("kind"), "kind"),
        (lambda d: d["witness"].update(data=[1, 2]), "data"),
        (lambda d: d.update(params="N=4"), "params"),
        (lambda d: d.update(digest="not-hex"), "digest"),
    ],
)
def test_counterexample_schema_refuses_a_broken_envelope(edit, field):
    doc = copy.deepcopy(json.loads(WITNESSES[0].read_text(encoding="utf-8")))
    edit(doc)
    errors = _errors(_validator("counterexample.schema.json"), doc)
    assert errors and any(field in e for e in errors), errors


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> dict:
    """A fresh report, run in an empty root so that nothing of this checkout is read or written but the code."""
    tmp = tmp_path_factory.mktemp("report")
    out = tmp / "report.json"
    env = dict(os.environ, ALLTOALL_ROOT=str(tmp / "root"))
    (tmp / "root").mkdir()
    r = subprocess.run(
        [sys.executable, "-m", "alltoall", "prove", *PATTERNS, "--check", "--jobs", "2", "--json", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp,
        timeout=600,
    )
    # 0 or 1: a mismatch or an artifact missing from the empty root is not this test's concern; 2 would be.
    assert r.returncode in (0, 1) and out.is_file(), r.stdout[-3000:] + r.stderr[-3000:]
    return json.loads(out.read_text(encoding="utf-8"))


def test_fresh_report_matches_schema(report):
    assert not (errors := _errors(_validator("report.schema.json"), report)), "\n".join(errors)


def test_fresh_report_counts_what_it_lists(report):
    verdicts = [c["verdict"] for c in report["claims"]]
    assert {c["id"].split("/")[0] for c in report["claims"]} == {"massini-2003", "yang-wang-2000"}
    assert {v: report["summary"][v] for v in ("proved", "verified", "refuted", "unknown")} == {
        v: verdicts.count(v) for v in ("proved", "verified", "refuted", "unknown")
    }
    assert report["summary"]["mismatches"] == sum(c["verdict"] != c["expected"] for c in report["claims"])


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda d: d.update(tier="quick"), "tier"),
        (lambda d: d["claims"][0].update(verdict="pass"), "verdict"),
        (lambda d: d["claims"][0].update(examined=-1), "examined"),
        (lambda d: d["claims"][0].pop("domain"), "domain"),
        (lambda d: d["summary"].pop("mismatches"), "mismatches"),
        (lambda d: d.update(commit="main"), "commit"),
        (lambda d: d["claims"][0].update(verdict="refuted", counterexample=None), "counterexample"),
        (lambda d: d["claims"][0].update(verdict="proved", counterexample="counterexamples/x.json"), "counterexample"),
    ],
)
def test_report_schema_refuses_a_broken_report(report, edit, field):
    doc = copy.deepcopy(report)
    edit(doc)
    errors = _errors(_validator("report.schema.json"), doc)
    assert errors and any(field in e for e in errors), errors


def test_report_schema_admits_an_examined_count(report):
    doc = copy.deepcopy(report)
    for c in doc["claims"]:
        c["examined"] = 3 if c["verdict"] in ("proved", "verified") else None
    assert not _errors(_validator("report.schema.json"), doc)
