"""``alltoall site`` in a real browser: headless Chromium opens the pages from file:// and its DOM,
after the page's script ran, is what a reader sees.

Skipped when Chromium is not installed (``apt-get install chromium``), except under CI (the ``CI``
environment variable set), where it fails: CI installs it (``.ci/run``).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from test_site import snapshot  # tests/ is on sys.path

from alltoall.proofs import artifacts, listing, registry, site

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else None)
TIMEOUT = 180  # seconds per page: a loaded shared machine, never a measurement


@pytest.fixture(scope="module")
def browser() -> str:
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed; CI installs it from Debian's packages (.ci/run)")
        pytest.skip("chromium is not installed (/usr/bin/chromium; apt-get install chromium)")
    return CHROMIUM


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    return snapshot(tmp_path_factory.mktemp("repo"))


@pytest.fixture(scope="module")
def built(source, tmp_path_factory) -> Path:
    folder, _ = site.build(str(tmp_path_factory.mktemp("out") / "site"), source)
    return folder


def dump_dom(browser: str, url: str, profile: Path) -> str:
    """The DOM Chromium holds once ``url`` has loaded and its scripts ran."""
    run = subprocess.run(
        [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={profile}",
            "--dump-dom",
            url,
        ],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout


class Rows(HTMLParser):
    """The claim table's rows as the browser left them: (data-verdict, data-paper, hidden)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, str, bool]] = []
        self.form_hidden: bool | None = None
        self.shown = ""
        self._in_output = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and "data-verdict" in a:
            self.rows.append((a["data-verdict"], a["data-paper"], "hidden" in a))
        if tag == "form" and a.get("id") == "filter":
            self.form_hidden = "hidden" in a
        self._in_output = tag == "output"

    def handle_data(self, data):
        if self._in_output:
            self.shown += data

    def handle_endtag(self, tag):
        if tag == "output":
            self._in_output = False


def rows_of(dom: str) -> Rows:
    r = Rows()
    r.feed(dom)
    return r


def test_a_verdict_in_the_fragment_shows_only_those_claims(browser, built, source, tmp_path):
    dom = rows_of(dump_dom(browser, (built / "index.html").as_uri() + "#verdict=refuted", tmp_path / "profile"))
    refuted = sum(1 for v in listing.last_verdicts(source).values() if v == "refuted")
    shown = [(v, p) for v, p, hidden in dom.rows if not hidden]
    assert len(dom.rows) == len(registry.load_all())
    assert refuted > 0 and len(shown) == refuted
    assert {v for v, _ in shown} == {"refuted"}
    assert dom.form_hidden is False  # the script shows the filter it drives
    assert dom.shown == f"{refuted} of {len(dom.rows)} claims shown"


def test_paper_and_method_filters_combine_and_a_query_works_too(browser, built, source, tmp_path):
    claims = registry.load_all()
    last = listing.last_verdicts(source)
    want = {
        cid
        for cid, c in claims.items()
        if c.source.key == "liu-gu-2006" and "sympy" in c.methods and last.get(cid) == "refuted"
    }
    url = (built / "index.html").as_uri() + "?paper=liu-gu-2006&method=sympy&verdict=refuted"
    dom = dump_dom(browser, url, tmp_path / "profile")
    shown = [r for r in rows_of(dom).rows if not r[2]]
    assert want and len(shown) == len(want)
    assert {(v, p) for v, p, _ in shown} == {("refuted", "liu-gu-2006")}


def test_without_a_filter_every_claim_shows(browser, built, tmp_path):
    dom = rows_of(dump_dom(browser, (built / "index.html").as_uri(), tmp_path / "profile"))
    assert dom.rows and not any(hidden for _, _, hidden in dom.rows)


def test_a_claim_page_renders_its_statement_and_picture(browser, built, source, tmp_path):
    c = registry.load_all()["massini-2003/topology-independent"]
    page = built / site.claim_path(c.id)
    dom = dump_dom(browser, page.as_uri(), tmp_path / "profile")
    assert c.statement.split(" (")[0] in dom
    src = f"../../counterexamples/{c.artifact_stem}.svg"
    assert f'<img src="{src}"' in dom
    picture = (page.parent / src).resolve()
    assert picture.read_bytes() == (source / artifacts.picture_path(c)).read_bytes()
    svg = dump_dom(browser, picture.as_uri(), tmp_path / "profile")
    assert re.search(r"<svg\b", svg)  # the browser reads the copied file as an SVG picture
