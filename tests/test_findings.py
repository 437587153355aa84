"""The findings pages per paper (docs/findings/): every claim once under its anchor, witnesses and pictures
that resolve, every reading of a passage listed, byte-identical regeneration, staleness, and cite's link."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support.cli import run

from alltoall.checkers.result import Result, Verdict, Witness
from alltoall.proofs import artifacts, findings, registry
from alltoall.proofs.registry import SEED_FILES, Claim, Source
from alltoall.proofs.runner import Outcome

ROOT = Path(__file__).resolve().parents[1]
FINDINGS = ROOT / "docs" / "findings"
CLAIMS = registry.load_all()
ANCHOR = re.compile(r'<a id="([^"]+)"></a>')
# notes that record how a passage was read (not "read at index terms" and the like, which are about Z3)
READS = re.compile(
    r"\bread as\b|\bread literally\b|\bread exactly\b|\breadings?\b|\bRead:|"
    r"\bread (?:asymptotically|two ways|left to right|right to left|with|for|by|against)\b|\bread 'centred'"
)


def committed(key: str) -> str:
    return (FINDINGS / f"{key}.md").read_text(encoding="utf-8")


def test_a_page_for_each_citation_key_and_an_index_of_them():
    index = (FINDINGS / "README.md").read_text(encoding="utf-8")
    for key in SEED_FILES:
        assert (FINDINGS / f"{key}.md").is_file(), key
        assert f"[`{key}`]({key}.md)" in index
        assert committed(key).startswith(f"# Findings: `{key}`\n")


def test_every_claim_appears_once_under_its_anchor_on_its_page():
    for key in SEED_FILES:
        anchors = ANCHOR.findall(committed(key))
        want = sorted(findings.anchor(cid) for cid in CLAIMS if cid.startswith(key + "/"))
        assert sorted(anchors) == want, key  # each once, none other


def test_anchor_rule_is_the_item_lowercased_with_other_characters_dashed():
    assert findings.anchor("chou-chen-2010/thm5.5-upper") == "thm5-5-upper"
    assert findings.anchor("chou-chen-2010/fig14-R44-settled") == "fig14-r44-settled"
    assert findings.link("massini-2003/topology-independent") == ("docs/findings/massini-2003.md#topology-independent")


def test_every_refuted_claims_witness_and_picture_links_resolve_to_committed_files():
    for key in SEED_FILES:
        page = committed(key)
        for target in re.findall(r"\]\(\.\./\.\./(counterexamples/[^)]+)\)", page):
            assert (ROOT / target).is_file(), f"{key}: {target}"
        for cid, c in CLAIMS.items():
            if cid.startswith(key + "/") and c.expected is Verdict.REFUTED:
                assert f"(../../counterexamples/{c.artifact_stem}.md)" in page, cid
                if (ROOT / "counterexamples" / f"{c.artifact_stem}.svg").is_file():
                    assert f"![{cid.split('/', 1)[1]}](../../counterexamples/{c.artifact_stem}.svg)" in page, cid


def test_every_passage_with_several_readings_lists_each_with_its_claims():
    passages: dict[tuple[str, str], dict[str, list[str]]] = {}
    for cid, c in CLAIMS.items():
        if c.reading:
            passages.setdefault((c.source.key, c.source.item), {}).setdefault(c.reading, []).append(cid)
    several = {p: r for p, r in passages.items() if len(r) > 1}
    assert len(several) >= 10  # Figs. 2 and 3, Theorem 4's timings, Sect. 6's bit orders, ...
    for (key, item), readings in several.items():
        page = committed(key)
        block = page[page.index(f"- **{item}** ({len(readings)} readings)") :]
        for name, ids in readings.items():
            line = next(x for x in block.splitlines() if x.startswith(f"  - *{name}*: "))
            for cid in ids:
                assert f"(#{findings.anchor(cid)})" in line, (item, name, cid)


def test_notes_that_describe_a_reading_declare_it():
    missing = [cid for cid, c in CLAIMS.items() if READS.search(c.notes + " " + c.source.item) and not c.reading]
    assert missing == []


def test_the_declared_readings_and_results_beyond_the_paper():
    yw = {cid: c.reading for cid, c in CLAIMS.items() if re.match(r"yang-wang-2002/(thm4-.*-delta|cor3-delta)", cid)}
    assert yw["yang-wang-2002/thm4-input-received-delta-gt"] == "input switching, message received"
    assert all(yw.values()) and {
        f"{s} switching, message {e}" for s in ("input", "output") for e in ("received", "stored")
    } <= set(yw.values())
    for item in ("fig14-R44-settled", "fig14-R92-settled", "fig14-R76-lower", "fig14-open-R36"):
        assert CLAIMS[f"chou-chen-2010/{item}"].beyond, item
    for N in (36, 68):  # settled by covers of N configurations, the counting bound
        assert CLAIMS[f"chou-chen-2010/fig14-open-R{N}"].beyond
        assert CLAIMS[f"chou-chen-2010/fig14-open-R{N}"].statement.startswith(f"R({N}) = {N} ")
    for N in (72, 84):  # settled by two-terminal cuts
        assert CLAIMS[f"chou-chen-2010/fig14-open-R{N}"].beyond
        assert CLAIMS[f"chou-chen-2010/fig14-open-R{N}"].statement.startswith(f"R({N}) = 96 ")


def toy(cid: str, expected: Verdict, reading: str = "", item: str = "toy") -> Claim:
    return Claim(
        cid,
        Source("massini-2003", item),
        f"toy {cid}",
        "toy",
        {},
        ("brute",),
        expected,
        lambda ctx: None,
        mutants=("none",),
        reading=reading,
    )


def outcomes(picture: dict | None = None) -> list[Outcome]:
    w = Witness("toy-kind", {"N": 4}, {"n": 3}, "3 is odd. " + "Long explanation. " * 40, picture=picture)
    return [
        Outcome(
            toy("massini-2003/b.refuted", Verdict.REFUTED, "literal"), Result(Verdict.REFUTED, "N <= 4", {}, 9.5, w)
        ),
        Outcome(toy("massini-2003/a-proved", Verdict.PROVED, "loose"), Result(Verdict.PROVED, "all N", {}, 1.25)),
        Outcome(toy("massini-2003/c-timeout", Verdict.PROVED), Result(Verdict.UNKNOWN, "N <= 4", {}, 600, reason="t")),
    ]


def test_pages_group_by_verdict_and_passage_and_say_when_the_run_disagrees():
    outs = outcomes(picture={"renderer": "count-bars", "args": {}})
    page = findings.pages([o.claim for o in outs], {o.claim.id: o.result for o in outs})["massini-2003"]
    assert [e.id for e in page.section("holds")] == ["massini-2003/a-proved"]
    assert [e.anchor for e in page.section("fails")] == ["b-refuted"]
    assert [e.id for e in page.section("unknown")] == ["massini-2003/c-timeout"]
    assert dict(page.counts) == {"proved": 1, "verified": 0, "refuted": 1, "unknown": 1} and page.mismatches == 1
    (passage,) = page.passages
    assert passage.source == "toy" and [(r.name, r.claims) for r in passage.readings] == [
        ("literal", ("massini-2003/b.refuted",)),
        ("loose", ("massini-2003/a-proved",)),
    ]
    w = page.entry("massini-2003/b.refuted").witness
    assert w.page == "counterexamples/massini-2003__b.refuted.md" and w.picture.endswith(".svg")
    assert len(w.line) <= findings.WITNESS_LINE + 4 and "\n" not in w.line
    text = findings.render(page)
    assert "(expected proved)" in text and "seconds" not in text and "9.5" not in text  # no timings


def test_two_claims_with_one_anchor_are_refused():
    a, b = toy("massini-2003/x.y", Verdict.PROVED), toy("massini-2003/x-y", Verdict.PROVED)
    with pytest.raises(ValueError, match="same anchor"):
        findings.pages([a, b], {})


def test_the_registry_refuses_one_reading_spelled_two_ways_in_a_passage():
    first = toy("massini-2003/spelled-1", Verdict.PROVED, "msb first", item="a passage")
    registry._check_reading(first)
    registry._READINGS[("massini-2003", "a passage")] = {"msbfirst": "msb first"}
    try:
        with pytest.raises(ValueError, match="spelled 'msb first'"):
            registry._check_reading(toy("massini-2003/spelled-2", Verdict.PROVED, "MSB-first", item="a passage"))
        registry._check_reading(toy("massini-2003/spelled-3", Verdict.PROVED, "msb first", item="a passage"))
        with pytest.raises(ValueError, match="short name on one line"):
            registry._check_reading(toy("massini-2003/spelled-4", Verdict.PROVED, "two\nlines", item="a passage"))
    finally:
        del registry._READINGS[("massini-2003", "a passage")]


def test_regeneration_is_byte_identical(tmp_path):
    first = artifacts.sync(outcomes(), tmp_path, "fast", True, write=True)
    assert "docs/findings/massini-2003.md" in first and "docs/findings/README.md" in first
    before = {p: p.read_bytes() for p in (tmp_path / "docs" / "findings").iterdir()}
    assert artifacts.sync(outcomes(), tmp_path, "fast", True, write=True) == []
    assert {p: p.read_bytes() for p in (tmp_path / "docs" / "findings").iterdir()} == before


def test_a_partial_run_leaves_the_findings_pages_alone(tmp_path):
    stale = artifacts.sync(outcomes(), tmp_path, "fast", False, write=True)
    assert not any(s.startswith("docs/findings/") for s in stale)
    assert not (tmp_path / "docs" / "findings").exists()


# --- through the CLI, on the toy registry (tests/cli_toys.py) ----------------------------------------


def test_a_stale_findings_page_makes_prove_exit_1(toys, tmp_path, capsys):
    run(capsys, "prove")
    page = tmp_path / "docs" / "findings" / "massini-2003.md"
    good = page.read_text()
    page.write_text(good + "edited\n")
    code, out, _ = run(capsys, "prove", "--check")
    assert code == 1 and "stale docs/findings/massini-2003.md (not rewritten: --check)" in out
    assert page.read_text() == good + "edited\n"
    code, out, _ = run(capsys, "prove")
    assert code == 1 and "stale docs/findings/massini-2003.md (rewritten: commit it)" in out
    assert page.read_text() == good
    code, out, _ = run(capsys, "prove", "massini-2003/toy-p*")
    assert code == 0 and "the ledger and findings pages were not checked (1 of 2 claims ran)" in out


def test_cite_prints_the_findings_link_and_its_anchor_is_on_the_page(toys, tmp_path, capsys):
    run(capsys, "prove")
    link = "docs/findings/massini-2003.md#toy-refuted"
    code, out, _ = run(capsys, "cite", "massini-2003/toy-refuted", "--format", "markdown")
    assert code == 0 and f"- **Findings**: [{link}]({link})" in out
    code, out, _ = run(capsys, "cite", "massini-2003/toy-refuted", "--format", "bibtex")
    assert code == 0 and "findings: docs/findings/massini-2003.md\\#toy-refuted}" in out
    assert '<a id="toy-refuted"></a>' in (tmp_path / "docs" / "findings" / "massini-2003.md").read_text()


def test_cite_links_a_real_claim_to_an_anchor_of_its_committed_page():
    from click.testing import CliRunner

    from alltoall.proofs import cli

    r = CliRunner().invoke(cli.cli, ["cite", "chou-chen-2010/thm5.5-upper", "--format", "markdown"])
    assert r.exit_code == 0, r.output
    (link,) = re.findall(r"\*\*Findings\*\*: \[([^\]]+)\]", r.output)
    path, anchor = link.split("#")
    assert path == "docs/findings/chou-chen-2010.md" and f'<a id="{anchor}"></a>' in (ROOT / path).read_text()
