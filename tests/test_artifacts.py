"""Counterexample files, the ledger and staleness, on hand-made outcomes; witness-file validation."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs import artifacts
from alltoall.proofs import witness as rp
from alltoall.proofs.domain import as_domain, span
from alltoall.proofs.registry import SEED_FILES, Claim, Source
from alltoall.proofs.runner import Outcome
from alltoall.spec.errors import ParameterError

WITNESS = Witness(
    "toy-kind",
    {"N": np.int64(4), "M0": np.zeros((2, 2), dtype=np.int64)},
    {"n": 3, "rendering": "0 ──▶ 1\n1 ──▶ 0"},
    "3 is odd",
    {"method": "hypothesis", "seed": 20070404},
)


def toy(cid: str, expected: Verdict) -> Claim:
    return Claim(
        f"massini-2003/{cid}",
        Source("massini-2003", "toy"),
        f"toy {cid}",
        "toy",
        {},
        ("brute",),
        expected,
        lambda ctx: proved(examined=1),
        mutants=("none",),
        witnesses=("toy-kind",),
        point=as_domain({"N": span(0, 64)}),
    )


def outcomes(b_result: Result | None = None) -> list[Outcome]:
    b = b_result or refuted(WITNESS, seen=np.int64(7))
    return [
        Outcome(
            toy("b-refuted", Verdict.REFUTED), Result(b.verdict, "toy, N <= 4", b.evidence, 1.234, b.witness, b.reason)
        ),
        Outcome(toy("a-proved", Verdict.PROVED), Result(Verdict.PROVED, "toy | all", {}, 0.5)),
    ]


CEX_JSON = "counterexamples/massini-2003__b-refuted.json"
CEX_MD = "counterexamples/massini-2003__b-refuted.md"
LEDGER = "proofs/LEDGER.md"
FINDINGS = [f"docs/findings/{k}.md" for k in SEED_FILES] + ["docs/findings/README.md"]  # a run of every claim


def test_root_is_the_package_dir_unless_overridden(monkeypatch, tmp_path):
    monkeypatch.delenv("ALLTOALL_ROOT", raising=False)
    assert (artifacts.root() / "proofs" / "registry.py").is_file()
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))
    assert artifacts.root() == tmp_path


def test_first_sync_writes_everything_and_reports_it_stale(tmp_path):
    stale = artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    assert stale == sorted([CEX_JSON, CEX_MD, LEDGER, *FINDINGS])
    assert not list(tmp_path.rglob("*.tmp"))
    assert artifacts.sync(outcomes(), tmp_path, "fast", True, write=True) == []


def test_check_mode_reports_but_does_not_write(tmp_path):
    assert artifacts.sync(outcomes(), tmp_path, "fast", True, write=False) == sorted(
        [CEX_JSON, CEX_MD, LEDGER, *FINDINGS]
    )
    assert not any(tmp_path.rglob("*"))


def test_witness_json_is_deterministic_and_replayable(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    text = (tmp_path / CEX_JSON).read_text()
    assert text.endswith("}\n") and text == json.dumps(json.loads(text), sort_keys=True, indent=2) + "\n"
    doc = json.loads(text)
    assert set(doc) == {
        "format",
        "claim",
        "source",
        "statement",
        "expected",
        "verdict",
        "domain",
        "params",
        "witness",
        "explanation",
        "found_by",
        "replay",
        "digest",
    }
    assert doc["format"] == 1 and doc["claim"] == "massini-2003/b-refuted" and doc["verdict"] == "refuted"
    assert doc["params"] == {"N": 4, "M0": [[0, 0], [0, 0]]}  # numpy made plain
    assert doc["witness"]["kind"] == "toy-kind" and doc["found_by"]["seed"] == 20070404
    assert doc["replay"] == f"alltoall replay {CEX_JSON}"
    assert "seconds" not in text and "1.234" not in text
    assert rp.load_witness_file(tmp_path / CEX_JSON) == doc  # the digest checks out
    # another run with other timings reproduces the same bytes
    again = outcomes(refuted(WITNESS, seen=np.int64(8)))
    assert artifacts.sync(again, tmp_path, "fast", True, write=False) == []


def test_markdown_shows_parameters_rendering_and_replay(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    md = (tmp_path / CEX_MD).read_text()
    assert md.startswith("# Counterexample: `massini-2003/b-refuted`")
    assert "3 is odd" in md and '"N": 4' in md
    assert "```text\n0 ──▶ 1\n1 ──▶ 0\n```" in md and md.count("──▶") == 2  # not repeated in the JSON block
    assert f"alltoall replay {CEX_JSON}" in md and "hypothesis" in md


def test_ledger_rows_sorted_with_links_and_counts_and_no_timings(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    text = (tmp_path / LEDGER).read_text()
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    assert rows[0].startswith("| `massini-2003/a-proved` | proved | proved | bounded | toy / all | brute | — |")
    assert "[massini-2003__b-refuted](../counterexamples/massini-2003__b-refuted.md)" in rows[1]
    assert "2 claims: 1 proved, 0 verified, 1 refuted, 0 unknown; 0 mismatches." in text
    assert "Of the 1 proved: 0 for every size, 1 over a bounded range." in text
    assert "Second engine: no recheck record (proofs/RECHECK.json)" in text
    assert "1.234" not in text and "0.5" not in text
    assert artifacts.read_ledger_row(tmp_path, "massini-2003/b-refuted") == {
        "verdict": "refuted",
        "expected": "refuted",
        "domain": "toy, N <= 4",
        "methods": "brute",
        "scope": "bounded",
    }
    assert artifacts.read_ledger_row(tmp_path, "massini-2003/zzz") is None


def test_ledger_counts_proofs_the_recheck_record_confirms_at_their_domain(tmp_path):
    entry = {"status": "confirmed", "domain": "toy | all", "engines": "z3 + cvc5 (2 queries)"}
    rec = {"tier": "fast", "claims": {"massini-2003/a-proved": entry}}
    (tmp_path / artifacts.RECHECK).parent.mkdir(parents=True)
    (tmp_path / artifacts.RECHECK).write_text(json.dumps(rec))
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    text = (tmp_path / LEDGER).read_text()
    assert "Confirmed by two engines (`alltoall recheck`, proofs/RECHECK.json): 1 of the 1 proved." in text
    page = tmp_path / "docs" / "findings" / "massini-2003.md"
    assert "Second engine: confirmed by two engines: z3 + cvc5 (2 queries)." in page.read_text()
    rec["claims"]["massini-2003/a-proved"]["domain"] = "an older domain"  # rechecked before the domain changed
    (tmp_path / artifacts.RECHECK).write_text(json.dumps(rec))
    stale = artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    assert stale == ["docs/findings/massini-2003.md", LEDGER]
    assert "0 of the 1 proved; 1 not in the record at their current domain." in (tmp_path / LEDGER).read_text()
    assert "Second engine: rechecked at another domain (an older domain)" in page.read_text()


def test_an_older_ledger_without_the_scope_column_still_reads(tmp_path):
    (tmp_path / LEDGER).parent.mkdir(parents=True)
    (tmp_path / LEDGER).write_text(
        "| claim | verdict | expected | domain | methods | counterexample |\n| --- | --- | --- | --- | --- | --- |\n"
        "| `massini-2003/x` | proved | proved | k <= 4 | z3 | — |\n"
    )
    assert artifacts.read_ledger_row(tmp_path, "massini-2003/x") == {
        "verdict": "proved",
        "expected": "proved",
        "domain": "k <= 4",
        "methods": "z3",
    }


def test_mismatch_is_marked_in_the_ledger(tmp_path):
    outs = outcomes(verified(examined=1))
    artifacts.sync(outs, tmp_path, "fast", True, write=True)
    row = artifacts.read_ledger_row(tmp_path, "massini-2003/b-refuted")
    assert row["verdict"] == "verified"
    assert "1 mismatches" in (tmp_path / LEDGER).read_text()


def test_ledger_only_for_a_run_of_every_claim(tmp_path):
    stale = artifacts.sync(outcomes(), tmp_path, "fast", False, write=True)
    assert LEDGER not in stale and not (tmp_path / LEDGER).exists()
    assert CEX_JSON in stale  # counterexamples are written for a partial run too


@pytest.mark.parametrize("tier", ["full", "deep"])
def test_wider_tiers_write_their_own_artifacts_and_leave_the_committed_ones(tmp_path, tier):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    committed = {p: p.read_text() for p in tmp_path.rglob("*") if p.is_file()}
    where = artifacts.tier_root(tmp_path, tier)
    assert where == tmp_path / "build" / "tiers" / tier
    stale = artifacts.sync(outcomes(), where, tier, True, write=True)
    assert LEDGER in stale and f"({tier} tier)" in (where / LEDGER).read_text()
    assert {p: p.read_text() for p in committed} == committed  # the fast tier's files are untouched
    assert artifacts.sync(outcomes(), where, tier, True, write=False) == []  # compared with its own tier only


def test_counterexample_of_a_claim_no_longer_refuted_is_stale_and_removed(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    stale = artifacts.sync(outcomes(verified(examined=1)), tmp_path, "fast", False, write=False)
    assert stale == [CEX_JSON, CEX_MD] and (tmp_path / CEX_JSON).exists()
    assert artifacts.sync(outcomes(verified(examined=1)), tmp_path, "fast", False, write=True) == [CEX_JSON, CEX_MD]
    assert not (tmp_path / CEX_JSON).exists() and not (tmp_path / CEX_MD).exists()


def test_an_unknown_verdict_leaves_the_committed_counterexample_alone(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    assert artifacts.sync(outcomes(unknown("process timeout after 1s")), tmp_path, "fast", False, write=True) == []
    assert (tmp_path / CEX_JSON).exists()


def test_edited_artifact_is_stale_and_restored(tmp_path):
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    good = (tmp_path / CEX_MD).read_text()
    (tmp_path / CEX_MD).write_text(good + "edited\n")
    assert artifacts.sync(outcomes(), tmp_path, "fast", True, write=True) == [CEX_MD]
    assert (tmp_path / CEX_MD).read_text() == good


def test_an_edited_picture_is_stale_and_rendered_again(tmp_path):
    """The check the ledger test relies on for every committed SVG: the picture is rendered afresh and compared
    byte for byte with the file."""
    import dataclasses

    from alltoall.proofs import drawings  # noqa: F401  (registers the shared renderers)

    squares = {"squares": [{"title": "a", "rows": [[0, 1], [1, 0]]}, {"title": "b", "rows": [[0, 1], [0, 1]]}]}
    pictured = dataclasses.replace(WITNESS, picture={"renderer": "squares", "args": {**squares, "row": 1}})
    runs = outcomes(refuted(pictured, seen=np.int64(7)))
    svg = CEX_JSON.replace(".json", ".svg")
    artifacts.sync(runs, tmp_path, "fast", True, write=True)
    good = (tmp_path / svg).read_text()
    assert good.startswith("<?xml") and "</svg>" in good
    assert artifacts.sync(runs, tmp_path, "fast", True, write=False) == []
    (tmp_path / svg).write_text(good.replace("</svg>", "<!-- edited --></svg>"))
    assert artifacts.sync(runs, tmp_path, "fast", True, write=False) == [svg]
    assert artifacts.sync(runs, tmp_path, "fast", True, write=True) == [svg]
    assert (tmp_path / svg).read_text() == good


def test_read_counterexample(tmp_path):
    claim = outcomes()[0].claim
    assert artifacts.read_counterexample(tmp_path, claim) is None
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    assert artifacts.read_counterexample(tmp_path, claim)["claim"] == claim.id
    (tmp_path / CEX_JSON).write_text("{broken")
    assert artifacts.read_counterexample(tmp_path, claim) is None


# --- witness-file validation (alltoall replay FILE), one table ---------------------------------------


def _good_doc(tmp_path: Path) -> dict:
    artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    return json.loads((tmp_path / CEX_JSON).read_text())


def _drop(key):
    return lambda d: {k: v for k, v in d.items() if k != key}


def _set(key, value):
    return lambda d: {**d, key: value}


def _edit_witness(d):
    d = json.loads(json.dumps(d))
    d["witness"]["data"]["n"] = 5
    return d


BAD = [
    ("not JSON", None, "not valid JSON"),
    ("a list", [1, 2], "expected a JSON object"),
    ("no format", _drop("format"), "missing field 'format'"),
    ("no digest", _drop("digest"), "missing field 'digest'"),
    ("no witness", _drop("witness"), "missing field 'witness'"),
    ("format 2", _set("format", 2), "unsupported format 2"),
    ("format true", _set("format", True), "field 'format' should be int"),
    ("params a list", _set("params", [4]), "field 'params' should be dict"),
    ("witness without kind", _set("witness", {"data": {}}), "witness needs a string 'kind'"),
    ("edited witness", _edit_witness, "digest mismatch"),
    ("edited claim", _set("claim", "massini-2003/a-proved"), "digest mismatch"),
]


@pytest.mark.parametrize("name, change, message", BAD, ids=[b[0] for b in BAD])
def test_malformed_or_tampered_witness_files_are_rejected(tmp_path, name, change, message):
    doc = _good_doc(tmp_path)
    path = tmp_path / "bad.json"
    if change is None:
        path.write_text("{not json")
    elif callable(change):
        path.write_text(json.dumps(change(doc)))
    else:
        path.write_text(json.dumps(change))
    with pytest.raises(ParameterError) as e:
        rp.load_witness_file(path)
    assert e.value.parameter == "FILE" and message in e.value.message


def test_missing_witness_file_is_a_parameter_error(tmp_path):
    with pytest.raises(ParameterError, match="no such file"):
        rp.load_witness_file(tmp_path / "nope.json")


def test_a_run_record_is_stale_once_the_code_changes_after_its_commit(tmp_path):
    import subprocess

    from alltoall.proofs.registry import Claim, Source

    def git(*args):
        subprocess.run(
            ["git", "-C", str(tmp_path), *args],
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

    git("init", "-q")
    (tmp_path / "spec.py").write_text("x = 1\n")
    git("add", "spec.py")
    git("commit", "-qm", "one")
    at = artifacts.commit(tmp_path)
    assert len(at) == 40
    c = Claim(
        "massini-2003/r",
        Source("massini-2003", "toy"),
        "s",
        "{w}",
        {"fast": {"w": "toy"}},
        ("brute",),
        Verdict.PROVED,
        lambda ctx: None,
        mutants=("none",),
    )
    rec = {"verdict": "proved", "domain": "toy", "expected": "proved", "tier": "fast", "commit": at}
    assert artifacts.record_staleness(rec, c, None, tmp_path) is None
    (tmp_path / "counterexamples").mkdir()
    (tmp_path / "counterexamples" / "x.json").write_text("{}")  # artifacts do not make it stale
    assert artifacts.record_staleness(rec, c, None, tmp_path) is None
    (tmp_path / "spec.py").write_text("x = 2\n")
    assert "the code changed since commit" in artifacts.record_staleness(rec, c, None, tmp_path)
    assert artifacts.commit(tmp_path).endswith("+dirty")
    assert "domain is now" in artifacts.record_staleness({**rec, "domain": "old"}, c, None, tmp_path)
