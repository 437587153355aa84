"""``alltoall site``: a static claim atlas a reader can browse, from file:// or any static host.

Pages (every link relative; no server, CDN or web font; the one script is a local file, and every
page reads in full without it):

- ``index.html``: every claim with its paper, last verdict, expected verdict, methods and fast-tier
  domain, and the counts per paper and verdict. A filter by paper, verdict and method keeps its state
  in the URL fragment, so a filtered view can be linked (``index.html#verdict=refuted&paper=massini-2003``);
  rows it hides carry the ``hidden`` attribute. Without JavaScript the whole table shows.
- ``claims/<key>/<item>.html``: a page per claim (:func:`claim_path`): statement, source, the domain of
  each tier, verdicts, methods, notes, the committed counterexample with its picture and replay
  command, and the BibTeX ``alltoall cite ID`` prints.
- ``papers/<key>.html``: a paper's counts, its claims grouped by last verdict and its findings page.
- ``fig14.html``: Fig. 14 of chou-chen-2010 cell by cell, with the claims and certificates behind each.

Copied beside them: ``counterexamples/<stem>.json``, ``.md`` and ``.svg``, the small certificate
files (``certificates/``; a larger one is named by its path in the repository) and
``docs/findings/<key>.md`` where the repository has it. The last verdict is
:func:`alltoall.proofs.listing.last_verdicts`'s. Nothing depends on the clock, so a rebuild from the
same tree is byte-identical. The site is written into a temporary folder beside ``--out`` and renamed
into place, so a failure leaves the previous site (or nothing), never half of one.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import click

from alltoall.proofs import artifacts, citation, listing, references, registry
from alltoall.proofs.registry import Claim
from alltoall.spec.errors import ParameterError

PASSES = ("proved", "verified")
VERDICT_ORDER = ("refuted", "unknown", "not run", "proved", "verified")
"""The order of a paper page's groups: what needs a reader's eye first."""
COLUMNS = ("proved", "verified", "refuted", "unknown", "not run")
GENERATOR = "alltoall site"
"""The ``generator`` meta of every page; ``--out`` replaces only a folder whose index.html carries it."""
COPY_MAX_BYTES = 64 * 1024
"""A certificate file larger than this is named by its repository path instead of being copied."""
FIG14_KEY = "chou-chen-2010"
FIG14_PAGE = "counterexamples/chou-chen-2010__fig14-engine.md"
TEMPLATES = ("base.html", "index.html", "claim.html", "paper.html", "fig14.html")
ASSETS = ("site.css", "site.js")


def slug(verdict: str) -> str:
    """A verdict as a filter value: ``not run`` -> ``not-run``."""
    return verdict.replace(" ", "-")


def _safe(part: str) -> str:
    out = []
    for i, ch in enumerate(part):
        if (ch.isascii() and ch.isalnum()) or ch == "-" or (ch == "." and i > 0):
            out.append(ch)
        else:
            out.extend(f"_{b:02x}" for b in ch.encode("utf-8"))
    return "".join(out)


def claim_path(claim_id: str) -> str:
    """The site path of a claim's page: ``claims/<key>/<item>.html``.

    Key and item keep ASCII letters, digits, ``-`` and ``.`` (not as the first character); every
    other character is written as ``_`` and the hex of its UTF-8 bytes (``_`` as ``_5f``, a space as
    ``_20``). So every id has its own path, and the path stays the same as long as the id does.

    >>> claim_path("chou-chen-2010/thm4.2-i")
    'claims/chou-chen-2010/thm4.2-i.html'
    >>> claim_path("toy-2000/a b_c")
    'claims/toy-2000/a_20b_5fc.html'
    """
    key, _, item = claim_id.partition("/")
    return f"claims/{_safe(key)}/{_safe(item)}.html"


def paper_path(key: str) -> str:
    """The site path of a paper's page: ``papers/<key>.html``."""
    return f"papers/{_safe(key)}.html"


def _short(text: str, limit: int) -> str:
    text = listing.one_line(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _fields(d: object) -> list[tuple[str, str]]:
    """A JSON object as (key, compact JSON value) rows, keys sorted; anything else as one row."""
    if not isinstance(d, dict):
        return [("", json.dumps(d, sort_keys=True))]
    return [(str(k), json.dumps(v, sort_keys=True, separators=(", ", ": "))) for k, v in sorted(d.items())]


@dataclass(frozen=True)
class Witness:
    """A committed counterexample as the claim page shows it (site-relative file paths)."""

    json: str
    markdown: str | None
    picture: str | None
    replay: str
    kind: str = ""
    explanation: str = ""
    verdict: str = ""
    domain: str = ""
    params: tuple[tuple[str, str], ...] = ()
    data: tuple[tuple[str, str], ...] = ()
    rendering: str = ""
    found_by: str = ""
    malformed: bool = False


@dataclass(frozen=True)
class Row:
    """One claim as the pages list it."""

    claim: Claim
    path: str
    last: str
    domain: str

    @property
    def key(self) -> str:
        return self.claim.source.key

    @property
    def verdict_slug(self) -> str:
        return slug(self.last)

    @property
    def mismatch(self) -> bool:
        return self.last not in (self.claim.expected.value, listing.NOT_RUN)


@dataclass(frozen=True)
class Certificate:
    """A certificate file: its path in the repository, and in the site when copied (small files only)."""

    repo_path: str
    site_path: str | None
    size: int


@dataclass(frozen=True)
class Cell:
    """One cell of Fig. 14: what the paper prints and what the suite's claims settle."""

    row: str
    N: int
    printed: str
    status: str
    text: str
    claim: Row | None
    related: tuple[Row, ...] = ()
    certificates: tuple[Certificate, ...] = ()


@dataclass(frozen=True)
class Fig14Row:
    N: int
    r: Cell
    rsc: Cell


@dataclass(frozen=True)
class Paper:
    key: str
    reference: str
    rows: tuple[Row, ...]
    counts: dict = field(hash=False)
    findings: str | None  # the site path of the copied findings page, else None


# --- what the pages say ---------------------------------------------------------------------------


def _witness(root: Path, c: Claim, copies: dict[str, Path]) -> Witness | None:
    """The committed counterexample of ``c`` (its files queued in ``copies``), or None."""
    json_rel, md_rel = artifacts.witness_paths(c)
    svg_rel = artifacts.picture_path(c)
    if not (root / json_rel).is_file():
        return None
    for rel in (json_rel, md_rel, svg_rel):
        if (root / rel).is_file():
            copies[rel.as_posix()] = root / rel
    md = md_rel.as_posix() if (root / md_rel).is_file() else None
    svg = svg_rel.as_posix() if (root / svg_rel).is_file() else None
    replay = f"alltoall replay {json_rel.as_posix()}"
    doc = artifacts.read_counterexample(root, c)
    try:
        data = dict(doc["witness"]["data"])
        rendering = data.pop("rendering", None)
        found = doc.get("found_by") or {}
        return Witness(
            json=json_rel.as_posix(),
            markdown=md,
            picture=svg,
            replay=replay,
            kind=str(doc["witness"]["kind"]),
            explanation=str(doc["explanation"]),
            verdict=str(doc.get("verdict", "")),
            domain=str(doc.get("domain", "")),
            params=tuple(_fields(doc["params"])),
            data=tuple(_fields(data)),
            rendering=str(rendering or ""),
            found_by=", ".join(f"{k}: {v}" for k, v in sorted(found.items())) if isinstance(found, dict) else "",
        )
    except (KeyError, TypeError, AttributeError, ValueError):
        return Witness(json=json_rel.as_posix(), markdown=md, picture=svg, replay=replay, malformed=True)


def _certificates(root: Path, N: int, copies: dict[str, Path]) -> tuple[Certificate, ...]:
    """The certificate files of R(N) under proofs/certificates/ (small ones queued for copying)."""
    folder = root / "proofs" / "certificates"
    names = sorted(p.name for p in folder.glob(f"rn_lower_N{N}.json")) + sorted(
        p.name for p in folder.glob(f"rn_lower_N{N}_part*")
    )
    out = []
    for name in names:
        size = (folder / name).stat().st_size
        site_path = f"certificates/{name}" if size <= COPY_MAX_BYTES else None
        if site_path:
            copies[site_path] = folder / name
        out.append(Certificate(f"proofs/certificates/{name}", site_path, size))
    return tuple(out)


_FIG14_ID = re.compile(r"fig14-(?:open-)?(Rsc|R)(\d+)(?:-[a-z]+)?")


def _r_status(N: int, at_most: bool, value: int, ours: dict[str, Row]) -> tuple[str, str]:
    """The status of Fig. 14's R(N) cell from its claims' last verdicts: (status, what is known)."""

    def last(item: str) -> str | None:
        return ours[item].last if item in ours else None

    main, settled, open_ = f"fig14-R{N}", f"fig14-R{N}-settled", f"fig14-open-R{N}"
    printed = f"<= {value}" if at_most else f"= {value}"
    if last(main) == "refuted":
        return "refuted", f"Fig. 14's R({N}) {printed} is refuted"
    if last(settled) in PASSES:
        return "settled", f"R({N}) = {ours[settled].claim.subject['printed']}"
    if not at_most and last(main) in PASSES:
        return "settled", f"R({N}) = {value}"
    if last(open_) in PASSES:
        lo, up = ours[open_].claim.subject["lower"], ours[open_].claim.subject["upper"]
        return ("settled", f"R({N}) = {lo}") if lo == up else ("bounds", f"{lo} <= R({N}) <= {up}")
    if at_most and last(main) in PASSES:
        return "upper bound", f"R({N}) <= {value}"
    return "unsettled", f"not settled here (last verdict: {last(main) or 'no claim'})"


def _rsc_status(N: int, value: int, ours: dict[str, Row]) -> tuple[str, str]:
    """The status of Fig. 14's R_sc(N) cell from its claim's last verdict."""
    last = ours[f"fig14-Rsc{N}"].last if f"fig14-Rsc{N}" in ours else None
    if last == "refuted":
        return "refuted", f"Fig. 14's R_sc({N}) = {value} is refuted"
    if last in PASSES:
        return "settled", f"R_sc({N}) = {value}"
    return "unsettled", f"not settled here (last verdict: {last or 'no claim'})"


def _printed(r: Row) -> tuple[bool, int] | None:
    """What Fig. 14 prints in a cell claim's cell, (at most, value): the claim's subject gives the value
    of an exact cell, its statement (``R(36) <= 40.``) that of a cell printed as an upper bound."""
    subject = r.claim.subject if isinstance(r.claim.subject, dict) else {}
    if isinstance(subject.get("printed"), int):
        return False, subject["printed"]
    m = re.search(r"\bR(?:_sc)?\(\d+\) (<=|=) (\d+)", r.claim.statement)
    return (m[1] == "<=", int(m[2])) if m else None


def fig14_rows(rows: dict[str, Row], root: Path, copies: dict[str, Path]) -> tuple[list[Fig14Row], list[Row]]:
    """Fig. 14 row by row from the registry's chou-chen-2010 claims and their last verdicts, and the
    ``fig14`` claims no cell holds (none today).

    A cell's claims: the cell's own (``fig14-R<N>``, ``fig14-Rsc<N>``), the other ``fig14`` claims named
    after it (``fig14-open-R<N>``, ``fig14-R<N>-settled``, ...) and the paper's claims whose statement
    bounds it (``R(N)``, ``R_sc(N)``).
    """
    ours = {cid.split("/", 1)[1]: r for cid, r in rows.items() if r.key == FIG14_KEY}
    own: dict[tuple[str, int], Row] = {}
    related: dict[tuple[str, int], list[Row]] = {}
    for item, r in ours.items():
        m = _FIG14_ID.fullmatch(item)
        if m and item == f"fig14-{m[1]}{m[2]}":
            own[(m[1], int(m[2]))] = r
        elif m:
            related.setdefault((m[1], int(m[2])), []).append(r)
        elif not item.startswith("fig14"):
            for name, N in sorted(set(re.findall(r"\b(R_sc|R)\((\d+)\)", r.claim.statement))):
                related.setdefault(("Rsc" if name == "R_sc" else "R", int(N)), []).append(r)

    def cell(key: str, N: int, certificates: Any = ()) -> Cell | None:
        r = own.get((key, N))
        printed = _printed(r) if r is not None else None
        if printed is None:
            return None
        at_most, value = printed
        status = _r_status(N, at_most, value, ours) if key == "R" else _rsc_status(N, value, ours)
        others = tuple(sorted(related.get((key, N), []), key=lambda x: x.claim.id))
        row = "R" if key == "R" else "R_sc"
        return Cell(row, N, f"<= {value}" if at_most else f"= {value}", *status, r, others, certificates)

    out = []
    for N in sorted({N for _, N in own}):
        r_cell, sc_cell = cell("R", N, _certificates(root, N, copies)), cell("Rsc", N)
        if r_cell is not None and sc_cell is not None:
            out.append(Fig14Row(N, r_cell, sc_cell))
    held = {r.claim.id for row in out for c in (row.r, row.rsc) for r in (c.claim, *c.related) if r}
    loose = [r for item, r in sorted(ours.items()) if item.startswith("fig14") and r.claim.id not in held]
    return out, loose


def _counts(rows: Any) -> dict[str, int]:
    counts = {v: 0 for v in COLUMNS}
    for r in rows:
        counts[r.last if r.last in counts else "unknown"] += 1
    counts["claims"] = sum(1 for _ in rows)
    counts["mismatches"] = sum(1 for r in rows if r.mismatch)
    return counts


def _reference(key: str) -> str:
    try:
        return references.markdown(key).replace("*", "")
    except ParameterError:
        return ""


# --- writing --------------------------------------------------------------------------------------


def _environment():
    import jinja2

    base = resources.files("alltoall.proofs.site").joinpath("templates")
    env = jinja2.Environment(
        loader=jinja2.DictLoader({name: base.joinpath(name).read_text(encoding="utf-8") for name in TEMPLATES}),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals.update(generator=GENERATOR, columns=COLUMNS, slug=slug, claim_path=claim_path, paper_path=paper_path)
    return env


def write_site(folder: Path, root: Path) -> int:
    """Write every page of the atlas of ``root``'s claims into the empty ``folder``; the page count."""
    claims = registry.load_all()
    last = listing.last_verdicts(root)
    records = artifacts.read_run_records(root)
    ledger = artifacts.read_ledger_rows(root)
    copies: dict[str, Path] = {}
    rows = {
        cid: Row(c, claim_path(cid), last.get(cid, listing.NOT_RUN), c.domain_for("fast")) for cid, c in claims.items()
    }
    env = _environment()
    pages: dict[str, str] = {}
    keys = sorted({r.key for r in rows.values()})
    by_paper = {k: [r for r in rows.values() if r.key == k] for k in keys}

    papers = []
    for k in keys:
        findings = root / "docs" / "findings" / f"{k}.md"
        site_findings = None
        if findings.is_file():
            site_findings = f"docs/findings/{_safe(k)}.md"  # where its links to ../../counterexamples/ resolve
            copies[site_findings] = findings
        papers.append(Paper(k, _reference(k), tuple(by_paper[k]), _counts(by_paper[k]), site_findings))

    memo: dict = {}
    rechecked = artifacts.read_recheck(root / artifacts.RECHECK)
    for k in keys:
        paper_rows = by_paper[k]
        for i, r in enumerate(paper_rows):
            c = r.claim
            pages[r.path] = env.get_template("claim.html").render(
                root="../../",
                row=r,
                c=c,
                domains=listing.tier_domains(c),
                witness=_witness(root, c, copies),
                second=artifacts.recheck_text(rechecked, c.id, c.domain_for("fast")),
                bibtex=citation.cite(c, records.get(c.id), ledger.get(c.id), root, "bibtex", memo),
                previous=paper_rows[i - 1] if i > 0 else None,
                next=paper_rows[i + 1] if i + 1 < len(paper_rows) else None,
            )
    for p in papers:
        groups = [(v, [r for r in p.rows if r.last == v]) for v in VERDICT_ORDER]
        groups += [
            (v, [r for r in p.rows if r.last == v]) for v in sorted({r.last for r in p.rows} - set(VERDICT_ORDER))
        ]
        pages[paper_path(p.key)] = env.get_template("paper.html").render(
            root="../",
            paper=p,
            groups=[(v, g) for v, g in groups if g],
            findings_repo=f"docs/findings/{p.key}.md",
            has_fig14=p.key == FIG14_KEY,
        )
    fig_rows, loose = fig14_rows(rows, root, copies)
    if (root / FIG14_PAGE).is_file():
        copies[FIG14_PAGE] = root / FIG14_PAGE
    readme = root / "proofs" / "certificates" / "README.md"
    if readme.is_file():
        copies["certificates/README.md"] = readme
    pages["fig14.html"] = env.get_template("fig14.html").render(
        root="",
        rows=fig_rows,
        loose=loose,
        engine_page=FIG14_PAGE if FIG14_PAGE in copies else None,
        certificates_readme="certificates/README.md" if "certificates/README.md" in copies else None,
        copy_max=COPY_MAX_BYTES,
    )
    all_rows = list(rows.values())
    methods = sorted({m for c in claims.values() for m in c.methods})
    verdicts = [v for v in COLUMNS if any(r.last == v for r in all_rows)]
    verdicts += sorted({r.last for r in all_rows} - set(verdicts))
    pages["index.html"] = env.get_template("index.html").render(
        root="",
        rows=all_rows,
        papers=papers,
        totals=_counts(all_rows),
        methods=methods,
        verdicts=verdicts,
        short=_short,
    )

    for rel, text in sorted(pages.items()):
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    assets = resources.files("alltoall.proofs.site").joinpath("templates")
    for name in ASSETS:
        (folder / name).write_text(assets.joinpath(name).read_text(encoding="utf-8"), encoding="utf-8")
    for rel, src in sorted(copies.items()):
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, target)
    return len(pages)


# --- the command ----------------------------------------------------------------------------------


def _is_site(folder: Path) -> bool:
    """``folder`` holds a site this command wrote (its index.html names the generator)."""
    try:
        with open(folder / "index.html", encoding="utf-8") as f:
            head = f.read(4096)
    except (OSError, UnicodeDecodeError):
        return False
    return f'<meta name="generator" content="{GENERATOR}">' in head


def out_folder(given: str, root: Path) -> Path:
    """Where ``--out`` ``given`` puts the site, or a ParameterError saying why not (before any work).

    Refused: an empty path; a path inside a ``.git`` folder or under one of the suite's artifact
    folders; an existing file or anything else that is not a folder; a folder that is neither empty
    nor a site this command wrote (it would be replaced whole).
    """

    def refuse(why: str) -> ParameterError:
        return ParameterError("--out", f"{given}: {why}" if given.strip() else why)

    if not given.strip():
        raise refuse("an empty path; name the folder to write the site into")
    if "\0" in given:
        raise refuse("a path with a NUL byte")
    lexical = Path(os.path.abspath(given))
    out = Path(os.path.realpath(given))
    if ".git" in lexical.parts or ".git" in out.parts:
        raise refuse("inside a .git directory; refusing to write there")
    why = artifacts.generated(out, root)
    if why:
        raise refuse(f"refusing to write into {why}")
    try:
        st = os.stat(out)
    except (FileNotFoundError, NotADirectoryError):  # NotADirectory: the mkdir below says so
        st = None
    except OSError as e:
        raise refuse(f"cannot use it ({e.strerror or e})") from None
    if st is not None and not stat.S_ISDIR(st.st_mode):
        kind = "an existing file" if stat.S_ISREG(st.st_mode) else "not a folder (a device, pipe or socket)"
        raise refuse(f"is {kind}; name a folder for the site")
    if st is not None and any(out.iterdir()) and not _is_site(out):
        raise refuse("a folder that is neither empty nor a site `alltoall site` wrote; name a new or empty folder")
    return out


def build(given: str, root: Path) -> tuple[Path, int]:
    """Check ``--out`` ``given``, write the site into a temporary folder beside it and rename it into
    place (replacing a previous site whole); the folder and the page count."""
    out = out_folder(given, root)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent))
    except OSError as e:
        raise ParameterError("--out", f"{given}: cannot create a folder there ({e.strerror or e})") from None
    try:
        pages = write_site(tmp, root)
        os.chmod(tmp, 0o755)  # mkdtemp's 0700 would hide the site from a web server's user
        if os.path.lexists(out):
            old = out.parent / f".{out.name}.{os.getpid()}.{secrets.token_hex(4)}.old"
            os.rename(out, old)
            try:
                os.rename(tmp, out)
            except OSError:
                os.rename(old, out)
                raise
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.rename(tmp, out)
    except OSError as e:
        raise ParameterError(
            "--out", f"{given}: cannot write the site ({e.strerror or e}); nothing was written"
        ) from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out, pages


@click.command("site")
@click.option(
    "--out",
    default="build/site",
    show_default=True,
    metavar="DIR",
    help="the folder to write (replaced whole if it holds a previous site)",
)
def site(out: Any) -> None:
    """Write the claim atlas: a static site of every claim, paper and Fig. 14 cell.

    Open DIR/index.html in a browser (file:// works) or serve DIR from any static host. The table
    filters by paper, verdict and method, and the filter is kept in the link
    (index.html#verdict=refuted&paper=massini-2003). A claim's page is claims/<key>/<item>.html, the
    item keeping letters, digits, '-' and '.', any other character written as '_' and its UTF-8 hex.
    """
    folder, pages = build(out, artifacts.root())
    click.echo(f"wrote {pages} pages to {out} (open {os.path.join(out, 'index.html')})")
