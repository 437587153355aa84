"""``alltoall site``: the claim atlas is whole, linked, deterministic, and refuses a bad ``--out``.

The site is built from a copy of what it reads (the ledger, the run record, the committed
counterexamples, certificates and findings pages) outside any git checkout, so other work on the tree
cannot change it between two builds.
"""

from __future__ import annotations

import html
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from alltoall.proofs import artifacts, listing, registry, site
from alltoall.proofs.cli import main

INPUTS = ("proofs/LEDGER.md", "build/runs.json", "counterexamples", "proofs/certificates", "docs/findings")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def snapshot(dest: Path) -> Path:
    """A copy of what the site reads from the repository, under ``dest`` (no git there)."""
    root = artifacts.root()
    for rel in INPUTS:
        src = root / rel
        if src.is_dir():
            shutil.copytree(src, dest / rel)
        elif src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dest / rel)
    return dest


class Page(HTMLParser):
    """An HTML page's links and images, with its tags checked for balance."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.links: list[str] = []
        self.images: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.links += [a[k] for k in ("href", "src") if a.get(k) is not None]
        if tag == "img":
            self.images.append(a.get("src") or "")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>")
        else:
            self.stack.pop()


def parse(path: Path) -> Page:
    p = Page()
    p.feed(path.read_text(encoding="utf-8"))
    p.close()
    if p.stack:
        p.errors.append(f"unclosed: {p.stack}")
    return p


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    return snapshot(tmp_path_factory.mktemp("repo"))


@pytest.fixture(scope="module")
def built(source, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out") / "site"
    folder, pages = site.build(str(out), source)
    assert folder == out and pages == len(list(out.rglob("*.html")))
    return out


@pytest.fixture(scope="module")
def claims():
    return registry.load_all()


def pages(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.html"))


def test_every_page_parses_with_balanced_tags(built):
    for page in pages(built):
        text = page.read_text(encoding="utf-8")
        assert text.startswith('<!DOCTYPE html>\n<html lang="en">'), page
        assert '<meta charset="utf-8">' in text, page
        assert parse(page).errors == [], page


def test_every_internal_link_resolves_to_a_file_of_the_site(built):
    for page in pages(built):
        for link in parse(page).links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{page}: {link} leaves the site"
            assert not link.startswith("/"), f"{page}: {link} is not relative"
            if not parts.path:  # a fragment of the page itself
                continue
            target = (page.parent / unquote(parts.path)).resolve()
            assert target.is_file(), f"{page.relative_to(built)}: {link} resolves to nothing"
            assert built.resolve() in target.parents, f"{page}: {link} leaves the site"


def test_every_claim_has_a_page_at_the_path_of_its_id(built, claims):
    paths = {site.claim_path(cid) for cid in claims}
    assert len(paths) == len(claims)
    for cid, c in claims.items():
        text = html.unescape((built / site.claim_path(cid)).read_text(encoding="utf-8"))
        assert f"<h1><code>{cid}</code></h1>" in text
        assert c.statement in text
        for _, domain in listing.tier_domains(c):
            assert domain in text


def test_claim_paths_are_filename_safe_and_distinct():
    ids = ["k-2000/thm4.2-i", "k-2000/a b", "k-2000/a_20b", "k-2000/a/b", "k-2000/.hidden", "k-2000/é"]
    paths = [site.claim_path(i) for i in ids]
    assert paths[0] == "claims/k-2000/thm4.2-i.html"
    assert len(set(paths)) == len(ids)
    for p in paths:
        name = p.removeprefix("claims/k-2000/")
        assert re.fullmatch(r"[A-Za-z0-9_-][A-Za-z0-9._-]*\.html", name), p


def test_every_refuted_claim_with_a_committed_witness_shows_its_picture(built, source, claims):
    shown = 0
    for c in claims.values():
        svg = source / artifacts.picture_path(c)
        if not (source / artifacts.witness_paths(c)[0]).is_file():
            continue
        text = (built / site.claim_path(c.id)).read_text(encoding="utf-8")
        assert f"alltoall replay counterexamples/{c.artifact_stem}.json" in text
        if c.expected.value == "refuted" and svg.is_file():
            assert f'<img src="../../counterexamples/{c.artifact_stem}.svg"' in text, c.id
            assert (built / "counterexamples" / svg.name).read_bytes() == svg.read_bytes()
            shown += 1
    assert shown > 0


def test_a_claim_page_gives_the_bibtex_cite_prints(built, source, claims, capsys, monkeypatch):
    monkeypatch.setenv("ALLTOALL_ROOT", str(source))
    for cid in ("massini-2003/topology-independent", "chou-chen-2010/fig14-R36"):
        with pytest.raises(SystemExit) as e:
            main(["cite", cid, "--format", "bibtex"])
        assert e.value.code == 0
        printed = capsys.readouterr().out
        text = (built / site.claim_path(cid)).read_text(encoding="utf-8")
        shown = re.search(r'<pre class="bibtex">(.*?)</pre>', text, re.S)
        assert shown is not None and html.unescape(shown[1]) + "\n" == printed


def test_the_index_lists_every_claim_with_its_last_verdict_and_counts(built, source, claims):
    text = (built / "index.html").read_text(encoding="utf-8")
    last = listing.last_verdicts(source)
    rows = re.findall(
        r'<tr data-paper="([^"]+)" data-verdict="([^"]+)" data-methods="([^"]*)"><td><a href="([^"]+)">', text
    )
    assert len(rows) == len(claims)
    by_path = {site.claim_path(cid): c for cid, c in claims.items()}
    for key, verdict, methods, href in rows:
        c = by_path[href]
        assert (key, verdict, methods) == (
            c.source.key,
            site.slug(last.get(c.id, listing.NOT_RUN)),
            " ".join(c.methods),
        )
    assert "<tr data-paper" in text and " hidden>" not in text.split('<table id="claims"')[1]  # all rows without JS
    assert '<form id="filter" class="filter" hidden>' in text  # the filter shows only where it works
    assert '<script src="site.js"></script>' in text
    refuted = sum(1 for c in claims.values() if last.get(c.id) == "refuted")
    assert f'<a href="index.html#verdict=refuted">{refuted}</a>' in text


def test_a_page_per_paper_with_its_claims_grouped_by_verdict(built, source, claims):
    last = listing.last_verdicts(source)
    for key in registry.SEED_FILES:
        text = (built / site.paper_path(key)).read_text(encoding="utf-8")
        ours = [c for c in claims.values() if c.source.key == key]
        assert ours
        for c in ours:
            assert f'href="../{site.claim_path(c.id)}"' in text
        for v in {last.get(c.id, listing.NOT_RUN) for c in ours}:
            assert f'<section id="{site.slug(v)}">' in text
        assert f"docs/findings/{key}.md" in text


def test_a_papers_findings_page_is_copied_and_linked_when_the_repository_has_it(source, tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(source, repo)
    findings = repo / "docs" / "findings" / "massini-2003.md"
    findings.parent.mkdir(parents=True, exist_ok=True)
    findings.write_text("# massini-2003\n\n[witness](../../counterexamples/massini-2003__topology-independent.md)\n")
    out, _ = site.build(str(tmp_path / "site"), repo)
    page = (out / site.paper_path("massini-2003")).read_text(encoding="utf-8")
    assert '<a href="../docs/findings/massini-2003.md">docs/findings/massini-2003.md</a>' in page
    copied = out / "docs" / "findings" / "massini-2003.md"
    assert copied.read_bytes() == findings.read_bytes()
    assert (copied.parent / "../../counterexamples/massini-2003__topology-independent.md").resolve().is_file()


def test_the_fig14_page_lists_every_fig14_claim(built, claims):
    text = (built / "fig14.html").read_text(encoding="utf-8")
    fig14 = [cid for cid in claims if cid.startswith("chou-chen-2010/fig14-")]
    assert len(fig14) >= 126
    for cid in fig14:
        assert f'href="{site.claim_path(cid)}"' in text, cid
    for N in range(4, 129, 2):
        assert f'<tr id="N{N}">' in text
    assert "80 &lt;= R(76) &lt;= 84" in text and "R(44) = 48" in text  # an open cell bounded, one settled


def test_a_rebuild_is_byte_identical(built, source, tmp_path):
    again, _ = site.build(str(tmp_path / "again"), source)
    site.build(str(built), source)  # over the previous site: replaced whole

    def tree(folder: Path) -> dict[str, bytes]:
        return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}

    first = tree(built)
    assert tree(again) == first
    assert [p.name for p in built.parent.iterdir()] == ["site"]  # no temporary folder left beside it


def test_site_command_writes_the_default_folder(source, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ALLTOALL_ROOT", str(source))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as e:
        main(["site"])
    assert e.value.code == 0
    assert (tmp_path / "build" / "site" / "index.html").is_file()
    assert capsys.readouterr().out.startswith("wrote ")


@pytest.mark.parametrize(
    "case, why",
    [
        ("file", "is an existing file"),
        ("under-a-file", "cannot create a folder there"),
        ("foreign-folder", "neither empty nor a site"),
        ("empty", "an empty path"),
        ("artifacts", "refusing to write into an artifact of the suite"),
    ],
)
def test_a_bad_out_is_one_error_line_and_exit_2(case, why, source, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ALLTOALL_ROOT", str(source))
    (tmp_path / "a-file").write_text("keep me\n")
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("keep me\n")
    given = {
        "file": str(tmp_path / "a-file"),
        "under-a-file": str(tmp_path / "a-file" / "site"),
        "foreign-folder": str(tmp_path / "notes"),
        "empty": "",
        "artifacts": str(source / "counterexamples" / "site"),
    }[case]
    before = sorted(os.listdir(tmp_path)), sorted(os.listdir(source / "counterexamples"))
    with pytest.raises(SystemExit) as e:
        main(["site", "--out", given])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: --out: ") and why in err, err
    assert (sorted(os.listdir(tmp_path)), sorted(os.listdir(source / "counterexamples"))) == before
    assert (tmp_path / "a-file").read_text() == "keep me\n"
    assert (tmp_path / "notes" / "todo.txt").read_text() == "keep me\n"


def test_the_templates_ship_with_the_package():
    from importlib import resources

    folder = resources.files("alltoall.proofs.site").joinpath("templates")
    for name in (*site.TEMPLATES, *site.ASSETS):
        assert folder.joinpath(name).read_text(encoding="utf-8")
