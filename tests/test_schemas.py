"""The JSON Schemas in schemas/ describe what the suite writes: every committed counterexample file, and
the report of a fresh `alltoall prove --json` run. Other tools read both; the schemas are their contract.
The report of every claim's fast tier is held to its schema by the ledger test (tests/test_ledger.py); the
report here is a toy run's, written by the same command, to show what the schema refuses.

The schemas are strict on the envelope (required keys, types, verdict enums, no unknown keys) and
generic where claims differ: a witness's ``params`` and ``data`` are objects whose fields each witness
kind declares in its point schema (checkers/point.py), and a result's ``evidence`` is an object.
"""

import copy
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from support import schemas
from support.cli import run

ROOT = Path(__file__).resolve().parents[1]
WITNESSES = sorted((ROOT / "counterexamples").glob("*.json"))


@pytest.mark.parametrize("name", ["counterexample.schema.json", "report.schema.json"])
def test_schema_is_draft_2020_12(name):
    schema = json.loads((schemas.SCHEMAS / name).read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_there_are_committed_counterexamples():
    assert WITNESSES, "no counterexamples/*.json: the schema test would check nothing"


@pytest.mark.parametrize("path", WITNESSES, ids=lambda p: p.stem)
def test_committed_counterexample_matches_schema(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert not (bad := schemas.errors(schemas.validator("counterexample.schema.json"), doc)), "\n".join(bad)
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
    errors = schemas.errors(schemas.validator("counterexample.schema.json"), doc)
    assert errors and any(field in e for e in errors), errors


@pytest.fixture
def report(toys, tmp_path, capsys) -> dict:
    """A fresh report of the toy claims (one proved, one refuted), written by ``alltoall prove --json``."""
    out = tmp_path / "report.json"
    code, _, _ = run(capsys, "prove", "--json", str(out))
    assert code in (0, 1) and out.is_file()  # 1: the empty root's artifacts were written, not this test's concern
    return json.loads(out.read_text(encoding="utf-8"))


def test_fresh_report_matches_schema(report):
    assert not (bad := schemas.errors(schemas.validator("report.schema.json"), report)), "\n".join(bad)


def test_fresh_report_counts_what_it_lists(report):
    assert {c["id"] for c in report["claims"]} == {"massini-2003/toy-proved", "massini-2003/toy-refuted"}
    assert not schemas.report_count_errors(report)
    report["summary"]["proved"] += 1
    assert schemas.report_count_errors(report) == ["summary proved: 2, listed 1"]


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
    errors = schemas.errors(schemas.validator("report.schema.json"), doc)
    assert errors and any(field in e for e in errors), errors


def test_report_schema_admits_an_examined_count(report):
    doc = copy.deepcopy(report)
    for c in doc["claims"]:
        c["examined"] = 3 if c["verdict"] in ("proved", "verified") else None
    assert not schemas.errors(schemas.validator("report.schema.json"), doc)
