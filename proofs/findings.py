"""Per-paper findings pages, ``docs/findings/<citation key>.md``, from the claim registry and a run.

For each citation key of :data:`~alltoall.proofs.registry.SEED_FILES` a page gives the paper's
bibliographic line (:mod:`alltoall.proofs.references`), the counts of its claims and of the run's
verdicts, one headline sentence (:data:`HEADLINES`: a short text and the claims it rests on, whose
verdicts and witness come from the run), then its claims in sections: what holds (proved and
verified), what fails (refuted, with the witness in one line, a link to its counterexample page and
its picture), beyond the paper (``beyond=True``), unknown, and the readings of ambiguous passages
(a passage is a source item; each reading lists its claims and their verdicts). ``README.md``
beside the pages indexes them. Like ``proofs/LEDGER.md`` the pages are written by a run of every
claim (:mod:`alltoall.proofs.artifacts`) and hold no timings or dates, so a rerun reproduces them
byte for byte.

Anchors. Every claim appears once, in its main section, under an anchor derived from its id only:
the item part (after ``<key>/``), lowercased, every character outside ``[a-z0-9-]`` replaced by
``-`` (``chou-chen-2010/thm5.5-upper`` -> ``thm5-5-upper``); :func:`anchor`, and :func:`link` gives
``docs/findings/<key>.md#<anchor>`` (what ``alltoall cite`` prints). Two claims of one paper whose
anchors coincide are refused.

The grouping is plain data (:func:`pages` -> :class:`Page`, with :class:`Entry`, :class:`Passage`
and :class:`Reading`), so other renderings (the HTML atlas) reuse it; :func:`render` and
:func:`render_index` write the Markdown.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs import references
from alltoall.proofs.registry import SEED_FILES, Claim

FINDINGS_DIR = Path("docs") / "findings"
INDEX = FINDINGS_DIR / "README.md"
VERDICTS = ("proved", "verified", "refuted", "unknown")
WITNESS_LINE = 320  # characters of a witness's explanation shown on the page (cut at a sentence when it can be)


@dataclass(frozen=True)
class Headline:
    """A paper's main finding: a short sentence, and the items of the claims it rests on."""

    text: str
    claims: tuple[str, ...]


HEADLINES: dict[str, Headline] = {
    "yang-wang-2002": Headline(
        "The broadcast pattern reaches every node exactly once on odd n, but twice on even n x n tori (Theorem 2, "
        "Corollaries 1 and 2); under every timing reading the simulated broadcast finishes later than Theorem 4 and "
        "Corollary 3 allow, and 'both rivals are faster when delta > 2 L gamma' fails.",
        ("thm2-torus-odd", "thm2-torus-even", "thm4-fuzz", "cmp-ss-faster-delta-gt-2lg"),
    ),
    "yang-wang-2000": Headline(
        "Both Latin-square constructions and ATAPE hold, the first construction and the banyan's settings for every "
        "n = 2^m; the two squares have the same rows, but not in the same order.",
        (
            "first-construction-latin-every-m",
            "phi1-settings-latin-every-m",
            "atape-delivers",
            "constructions-identical-counting-order",
        ),
    ),
    "liu-chen-chen-2007": Headline(
        "The correction holds: N Latin-square configurations give an optimal all-to-all personalized exchange on every "
        "d-nary banyan MIN (Theorem 2, for every k >= 1 and d >= 2); it fails only read literally, since a MIN with "
        "log_d N stages need not be banyan.",
        ("thm2-every-k", "thm2-literal", "logN-stage-min-is-banyan"),
    ),
    "massini-2003": Headline(
        "Massini's algorithm is not topology independent: in round 0 of the 4 x 4 omega and baseline networks one "
        "input reaches different outputs, so no rule of (sender, round, N) delivers on both.",
        ("topology-independent",),
    ),
    "chau-fu-2003": Headline(
        "Theorems 1 and 2 hold for every n = 2^k: the optical MIN's shifts deliver every message without crosstalk "
        "in n - 1 passes. Its comparisons do not: Fig. 3 fails on the omega and butterfly, 2(n - 1) passes suffice "
        "where the abstract says 2n are needed, and a Benes network has fewer than twice a banyan's switches.",
        ("thm1-every-k", "thm2-every-k", "fig3-omega", "abstract-2n-passes-needed", "benes-twice-banyan-exact"),
    ),
    "liu-gu-2006": Headline(
        "AR and AT2 deliver every message without contention, but AT2 leaves links idle, Lemmas 3 and 4 miscount "
        "Phase 2 for c = 4 mod 8 and non-square tori, Table II's d = 2 row is off, and AT2 does not always "
        "outperform [6].",
        (
            "ar-delivers",
            "at2-delivers",
            "at2-fully-utilized",
            "lemma4-square-c4mod8",
            "table2-proposed-d2",
            "sec5-always-outperforms",
        ),
    ),
    "chou-chen-2010": Headline(
        "Fig. 14 is confirmed cell by cell; beyond the paper R(36) = 36, R(44) = 48, R(68) = 68, R(72) = 96, "
        "R(84) = 96 and R(92) = 112 are settled, 80 <= R(76) <= 84 (what blocks it: no counting certificate gives more "
        "than 80, GSEN(76)'s LP value came down to 80.64 in an uncertified column generation, so a weighting could "
        "give 81 at most, and the local search found no cover of 83), and the 36 configurations of R(36) = 36 refute "
        "the conjectured R(36) = 40. Sect. 6's sets work read most significant bit first, the set printed for R(68) "
        "has 73 elements, and Theorem 4.8 fails at N = 2.",
        (
            "fig14-open-R36",
            "fig14-R44-settled",
            "fig14-open-R68",
            "fig14-open-R72",
            "fig14-open-R84",
            "fig14-R92-settled",
            "fig14-open-R76",
            "sec6-conjecture-R36",
            "sec6-R68-count",
            "thm4.8-N2",
        ),
    ),
}


@dataclass(frozen=True)
class WitnessLink:
    """A refuted claim's counterexample: one readable line, its page and its picture (root-relative paths)."""

    line: str
    page: str
    picture: str | None


@dataclass(frozen=True)
class Entry:
    """One claim as its page shows it: what it says, what the run found, where it is anchored."""

    id: str
    item: str
    anchor: str
    source: str
    statement: str
    domain: str
    methods: tuple[str, ...]
    expected: str
    verdict: str
    reason: str
    reading: str
    beyond: bool
    witness: WitnessLink | None
    scope: str = "bounded"  # as the registry prints it (registry.SCOPES): "every size" or "bounded"
    second: str = ""  # of a proved claim: what the recheck record says (which engines agree), or ""

    @property
    def matches(self) -> bool:
        return self.verdict == self.expected

    @property
    def section(self) -> str:
        """The claim's main section: ``beyond``, else by verdict ``holds``, ``fails`` or ``unknown``."""
        if self.beyond:
            return "beyond"
        return {"proved": "holds", "verified": "holds", "refuted": "fails"}.get(self.verdict, "unknown")


@dataclass(frozen=True)
class Reading:
    """One reading of a passage and the claims (ids) that take it."""

    name: str
    claims: tuple[str, ...]


@dataclass(frozen=True)
class Passage:
    """An ambiguous or garbled passage (a source item) and the readings its claims take."""

    source: str
    readings: tuple[Reading, ...]


@dataclass(frozen=True)
class Page:
    """A paper's findings: reference, counts, headline, entries (sorted by id) and passages."""

    key: str
    reference: str
    counts: tuple[tuple[str, int], ...]  # (verdict, claims) in VERDICTS order, from the run
    mismatches: int
    headline: str
    headline_claims: tuple[str, ...]  # ids
    entries: tuple[Entry, ...]
    passages: tuple[Passage, ...]

    @property
    def path(self) -> Path:
        return page_path(self.key)

    def section(self, name: str) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.section == name)

    def entry(self, claim_id: str) -> Entry:
        return next(e for e in self.entries if e.id == claim_id)


def anchor(claim_id: str) -> str:
    """The claim's anchor on its page: the item lowercased, non ``[a-z0-9-]`` characters replaced by ``-``."""
    return re.sub(r"[^a-z0-9-]", "-", claim_id.split("/", 1)[1].lower())


def page_path(key: str) -> Path:
    """``docs/findings/<key>.md``, relative to the root."""
    return FINDINGS_DIR / f"{key}.md"


def link(claim_id: str) -> str:
    """``docs/findings/<key>.md#<anchor>``: where the claim is on its paper's page."""
    return f"{page_path(claim_id.split('/', 1)[0]).as_posix()}#{anchor(claim_id)}"


def one_line(text: str, limit: int = WITNESS_LINE) -> str:
    """``text`` on one line, cut after the last sentence that fits in ``limit`` characters (else at a word)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(". ", 0, limit)
    if cut >= limit // 3:
        return text[: cut + 1] + " ..."
    return text[: text.rfind(" ", 0, limit)] + " ..."


def _entry(c: Claim, r: Result | None, second: str = "") -> Entry:
    verdict = r.verdict.value if r is not None else Verdict.UNKNOWN.value
    w = None
    if r is not None and r.verdict is Verdict.REFUTED and r.witness is not None:
        stem = c.artifact_stem
        w = WitnessLink(
            one_line(r.witness.explanation),
            f"counterexamples/{stem}.md",
            f"counterexamples/{stem}.svg" if r.witness.picture is not None else None,
        )
    return Entry(
        id=c.id,
        item=c.id.split("/", 1)[1],
        anchor=anchor(c.id),
        source=c.source.item,
        statement=c.statement,
        domain=r.domain if r is not None and r.domain else c.domain_for("fast"),
        methods=tuple(c.methods),
        expected=c.expected.value,
        verdict=verdict,
        reason=(r.reason or "") if r is not None else "not run",
        reading=c.reading,
        beyond=c.beyond,
        witness=w,
        scope=c.scope_text,
        second=second,
    )


def pages(
    claims: Iterable[Claim], results: Mapping[str, Result], second: Mapping[str, str] | None = None
) -> dict[str, Page]:
    """The findings of every paper of :data:`SEED_FILES`, from ``claims`` and the run's ``results`` (by claim id;
    a claim without a result counts as unknown, reason "not run"); ``second``: by claim id, what the recheck
    record says of a proved claim (:func:`alltoall.proofs.artifacts.recheck_text`)."""
    by_key: dict[str, list[Claim]] = {k: [] for k in SEED_FILES}
    for c in claims:
        by_key.setdefault(c.source.key, []).append(c)
    out = {}
    for key in SEED_FILES:
        cs = sorted(by_key[key], key=lambda c: c.id)
        entries = tuple(_entry(c, results.get(c.id), (second or {}).get(c.id, "")) for c in cs)
        seen: dict[str, str] = {}
        for e in entries:
            if e.anchor in seen:
                raise ValueError(f"claims {seen[e.anchor]} and {e.id} have the same anchor {e.anchor!r}")
            seen[e.anchor] = e.id
        passages: dict[str, dict[str, list[str]]] = {}
        for e in entries:
            if e.reading:
                passages.setdefault(e.source, {}).setdefault(e.reading, []).append(e.id)
        head = HEADLINES.get(key, Headline("", ()))
        ids = {e.item: e.id for e in entries}
        out[key] = Page(
            key=key,
            reference=references.markdown(key),
            counts=tuple((v, sum(1 for e in entries if e.verdict == v)) for v in VERDICTS),
            mismatches=sum(1 for e in entries if not e.matches),
            headline=head.text,
            headline_claims=tuple(ids[i] for i in head.claims if i in ids),
            entries=entries,
            passages=tuple(
                Passage(src, tuple(Reading(name, tuple(cl)) for name, cl in sorted(readings.items())))
                for src, readings in sorted(passages.items(), key=lambda kv: (-len(kv[1]), kv[0]))
            ),
        )
    return out


# --- Markdown ------------------------------------------------------------------------------------


def _verdict(e: Entry) -> str:
    return f"**{e.verdict}**" + ("" if e.matches else f" (expected {e.expected})")


def _witness_lines(w: WitnessLink, alt: str) -> list[str]:
    out = [f"  Witness: {w.line} ([counterexample](../../{w.page}))"]
    if w.picture:
        out += ["", f"  ![{alt}](../../{w.picture})"]
    return out


def _entry_lines(e: Entry) -> list[str]:
    lines = [
        f'- <a id="{e.anchor}"></a>**`{e.item}`** ({e.source}): {e.statement} {_verdict(e)} over {e.domain}; '
        f"scope: {e.scope}; methods: {', '.join(e.methods)}."
        + (f" Second engine: {e.second}." if e.second and e.verdict == "proved" else "")
        + (f" Reading: *{e.reading}*." if e.reading else "")
        + (f" Why unknown: {e.reason}." if e.verdict == "unknown" and e.reason else "")
    ]
    if e.witness is not None:
        lines += _witness_lines(e.witness, e.item)
    return lines


def _ref(e: Entry) -> str:
    return f"[`{e.item}`](#{e.anchor}) {e.verdict}"


def _counts_text(page: Page) -> str:
    total = sum(n for _, n in page.counts)
    return (
        f"{total} claim{'s' if total != 1 else ''}; in the last run of every claim: "
        + ", ".join(f"{n} {v}" for v, n in page.counts)
        + (f"; {page.mismatches} differ from their expected verdict" if page.mismatches else "")
        + "."
    )


SECTIONS = (
    (
        "holds",
        "What holds",
        "Claims proved for every point of their domain or verified over it; the scope says whether that domain "
        "is every size or a bounded range.",
    ),
    ("fails", "What fails", "Claims the suite refutes, each with a witness `alltoall replay` re-checks."),
    (
        "beyond",
        "Beyond the paper",
        "Results the paper does not state: open bounds settled, a conjecture refuted, "
        "a condition it missed, a question it did not ask.",
    ),
    ("unknown", "Unknown", "Claims the last run could not settle: never a pass."),
)


def render(page: Page, tier: str = "fast") -> str:
    """The Markdown page of ``page``."""
    lines = [
        f"# Findings: `{page.key}`",
        "",
        f"Generated by `alltoall prove` ({tier} tier) from the claim registry and the run; do not edit. "
        "Every claim of the paper appears once below; the ledger has every domain: "
        "[proofs/LEDGER.md](../../proofs/LEDGER.md).",
        "",
        page.reference,
        "",
        _counts_text(page),
        "",
    ]
    if page.headline:
        by_id = {e.id: e for e in page.entries}
        refs = ", ".join(_ref(by_id[i]) for i in page.headline_claims)
        lines += [f"**Headline.** {page.headline}" + (f" ({refs})" if refs else ""), ""]
        disagree = [by_id[i] for i in page.headline_claims if not by_id[i].matches]
        if disagree:
            lines += [
                "**The last run disagrees with this headline** on "
                + ", ".join(f"`{e.item}` ({e.verdict}, expected {e.expected})" for e in disagree)
                + ".",
                "",
            ]
    for name, title, blurb in SECTIONS:
        entries = page.section(name)
        if not entries and name in ("beyond", "unknown"):
            continue
        lines += [f"## {title}", "", blurb, ""]
        if not entries:
            lines += ["None.", ""]
        for e in entries:
            lines += _entry_lines(e)
        lines += [""] if entries else []
    lines += ["## Readings of ambiguous passages", ""]
    if not page.passages:
        lines += ["No claim of this paper takes a reading of an ambiguous passage.", ""]
    else:
        lines += [
            "Where the text is ambiguous or garbled, each reading is its own claim; a passage is the claims' "
            "source item. Passages read more than one way come first.",
            "",
        ]
        by_id = {e.id: e for e in page.entries}
        for p in page.passages:
            n = len(p.readings)
            lines.append(f"- **{p.source}** ({n} reading{'s' if n != 1 else ''})")
            for rd in p.readings:
                lines.append(f"  - *{rd.name}*: " + ", ".join(_ref(by_id[i]) for i in rd.claims))
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def render_index(all_pages: Mapping[str, Page], tier: str = "fast") -> str:
    """``docs/findings/README.md``: a row per paper with its counts."""
    lines = [
        "# Findings per paper",
        "",
        f"Generated by `alltoall prove` ({tier} tier); do not edit. Each page lists what holds, what fails (with "
        "witnesses), what goes beyond the paper and how ambiguous passages were read; every claim has an anchor "
        "derived from its id (`alltoall cite ID` prints the link).",
        "",
        "| paper | claims | proved | verified | refuted | unknown | beyond | readings |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for key, page in all_pages.items():
        counts = dict(page.counts)
        lines.append(
            f"| [`{key}`]({key}.md) | {len(page.entries)} | "
            + " | ".join(str(counts[v]) for v in VERDICTS)
            + f" | {len(page.section('beyond'))} | {sum(1 for e in page.entries if e.reading)} |"
        )
    return "\n".join(lines) + "\n"


def files(outcomes: Any, tier: str = "fast", second: Mapping[str, str] | None = None) -> dict[Path, str]:
    """Every findings file (root-relative path -> text) for a run's outcomes (``Outcome`` objects); ``second``
    as for :func:`pages`."""
    ps = pages([o.claim for o in outcomes], {o.claim.id: o.result for o in outcomes}, second)
    out = {p.path: render(p, tier) for p in ps.values()}
    out[INDEX] = render_index(ps, tier)
    return out
