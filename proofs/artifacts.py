"""Committed, deterministic artifacts: counterexample files and the ledger, checked for staleness;
and the run record.

``counterexamples/<id with / -> __>.json`` (what ``alltoall replay`` re-checks) and a readable
``.md`` beside it, for every refuted claim; ``proofs/LEDGER.md``, one row per claim; the findings pages
``docs/findings/<key>.md`` (:mod:`alltoall.proofs.findings`). None holds
timings or dates, so a rerun reproduces them byte for byte. Those of the fast tier are committed;
the wider tiers write theirs under ``build/tiers/<tier>/`` (not committed), so a ``full`` run
neither dirties the tree nor makes the next fast run stale.

The run record (``build/runs.json``, not committed) keeps, per claim, the last check actually run
here: verdict, domain, tier, when, at which commit, with which tool and solver versions. ``cite``
quotes it and says when it is stale.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import subprocess
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from alltoall.checkers.result import Verdict
from alltoall.proofs import findings, pictures, witness
from alltoall.proofs.findings import FINDINGS_DIR
from alltoall.proofs.repository import root as root  # artifacts.root(): where the artifacts live
from alltoall.proofs.witness import (
    CEX_DIR,
    dumps,
    picture_path,
    read_counterexample,  # noqa: F401
    render_markdown,
    witness_doc,
    witness_paths,
)
from alltoall.spec.errors import ParameterError

__all__ = [
    "GENERATED_DIRS",
    "GENERATED_FILES",
    "LEDGER",
    "RECHECK",
    "REPORT_MAX_BYTES",
    "RUNS",
    "TIERS_DIR",
    "commit",
    "commit_ok",
    "desired",
    "generated",
    "generated_files",
    "ledger",
    "read_ledger_row",
    "read_ledger_rows",
    "read_recheck",
    "read_report",
    "recheck_counts",
    "recheck_line",
    "recheck_text",
    "read_run_record",
    "read_run_records",
    "record_from_report",
    "record_mismatches",
    "record_staleness",
    "root",
    "run_record",
    "save_run_record",
    "sync",
    "tier_root",
    "write_atomic",
]

LEDGER = Path("proofs") / "LEDGER.md"
TIERS_DIR = Path("build") / "tiers"
RUNS = Path("build") / "runs.json"
RECHECK = Path("proofs") / "RECHECK.json"
"""The recheck record (``alltoall recheck --write``, :mod:`alltoall.proofs.recheck`): per proved claim, whether a
second engine confirmed every step, at which domain; the ledger's summary counts from it."""


def tier_root(root: Path, tier: str) -> Path:
    """Where ``tier``'s artifacts live: the repository for ``fast``, ``build/tiers/<tier>/`` otherwise."""
    return root if tier == "fast" else root / TIERS_DIR / tier


GENERATED_FILES = (LEDGER, RUNS, RECHECK)
GENERATED_DIRS = (
    CEX_DIR,
    FINDINGS_DIR,
    TIERS_DIR,
    Path("proofs") / "certificates",
    Path("proofs") / "smt2",
    Path("build") / "mutants",
)
"""What the suite generates under the repository root: files, and folders whose every file it writes
(``counterexamples/`` holds the witnesses, their pages and pictures, and the Fig. 14 page of ``alltoall
rn --fig14 --write-page``; ``docs/findings/`` the findings pages per paper; ``proofs/certificates/`` the
LRAT-checked R(N) lower bounds; ``proofs/smt2/`` the kept induction steps). :mod:`alltoall.proofs.outputs` refuses to
let a report
overwrite any of them."""


def generated(path: Path, root: Path) -> str | None:
    """Why ``path`` (resolved) is one of the suite's own artifacts under ``root`` (:data:`GENERATED_FILES`,
    anything under :data:`GENERATED_DIRS`), or None."""
    try:
        p = Path(os.path.realpath(path))
        r = Path(os.path.realpath(root))
    except (OSError, ValueError):
        return None
    for f in GENERATED_FILES:
        if p == r / f:
            return f"an artifact of the suite ({f.as_posix()})"
    for d in GENERATED_DIRS:
        if p == r / d or (r / d) in p.parents:
            return f"an artifact of the suite (under {d.as_posix()}/)"
    return None


def generated_files(root: Path) -> list[Path]:
    """The suite's artifacts present under ``root`` (the mutation runs' copies of the tree excepted)."""
    out = [root / f for f in GENERATED_FILES]
    for d in GENERATED_DIRS:
        if d.parts[:2] == ("build", "mutants"):
            continue
        try:
            out += [f for f in (root / d).rglob("*")]
        except OSError:
            pass
    return out


def ledger(outcomes: Any, tier: str = "fast", recheck: dict | None = None) -> str:
    """``proofs/LEDGER.md``: one row per claim, sorted by id, and a summary of counts: per verdict, the
    proved claims by scope, and (given the committed recheck record, :data:`RECHECK`) how many proofs a
    second engine confirmed."""
    counts = {v.value: 0 for v in Verdict}
    rows = []
    for o in sorted(outcomes, key=lambda o: o.claim.id):
        c, r = o.claim, o.result
        counts[r.verdict.value] += 1
        link = (
            f"[{c.artifact_stem}](../counterexamples/{c.artifact_stem}.md)"
            if r.verdict is Verdict.REFUTED and r.witness
            else "—"
        )
        mark = "" if o.matches else " ⚠"
        domain = r.domain.replace("|", "/")
        rows.append(
            f"| `{c.id}` | {r.verdict.value}{mark} | {c.expected.value} | {c.scope_text} | {domain} | "
            f"{', '.join(c.methods)} | {link} |"
        )
    mismatches = sum(1 for o in outcomes if not o.matches)
    proved = [o for o in outcomes if o.result.verdict is Verdict.PROVED]
    every = sum(1 for o in proved if o.claim.scope == "every")
    head = [
        "# Ledger",
        "",
        f"Generated by `alltoall prove` ({tier} tier); do not edit. Each row: the claim, the verdict reached, the",
        "verdict expected, its scope (every size of the stated domain, or the bounded range the domain states), the",
        "domain it covers, the methods and the counterexample (for refuted claims).",
        "",
        f"{len(outcomes)} claims: "
        + ", ".join(f"{counts[v]} {v}" for v in ("proved", "verified", "refuted", "unknown"))
        + f"; {mismatches} mismatches.",
        f"Of the {len(proved)} proved: {every} for every size, {len(proved) - every} over a bounded range.",
    ]
    head.append(recheck_line(recheck, [(o.claim.id, o.result.domain) for o in proved], RECHECK.as_posix()))
    head += [
        "",
        "| claim | verdict | expected | scope | domain | methods | counterexample |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    return "\n".join(head + rows) + "\n"


def desired(
    outcomes: Any, tier: str, all_claims_ran: bool, recheck: dict | None = None
) -> tuple[dict[Path, str], set[Path]]:
    """Files that should exist with their content, and counterexample files that should not (``recheck``:
    the recheck record the ledger's summary counts from)."""
    want: dict[Path, str] = {}
    unwanted: set[Path] = set()
    for o in outcomes:
        jp, mp_ = witness_paths(o.claim)
        if o.result.verdict is Verdict.REFUTED and o.result.witness is not None:
            doc = witness_doc(o.claim, o.result)
            want[jp] = dumps(doc)
            want[mp_] = render_markdown(doc)
            if o.result.witness.picture is not None:
                want[picture_path(o.claim)] = pictures.render(o.result.witness.picture)
            else:
                unwanted.add(picture_path(o.claim))
        elif o.result.verdict is not Verdict.UNKNOWN:
            unwanted |= {jp, mp_, picture_path(o.claim)}
    if all_claims_ran:
        want[LEDGER] = ledger(outcomes, tier, recheck)
        said = {o.claim.id: recheck_text(recheck, o.claim.id, o.result.domain) for o in outcomes}
        second = {cid: t for cid, t in said.items() if t is not None}
        want.update(findings.files(outcomes, tier, second))
    return want, unwanted


def sync(outcomes: Any, root: Path, tier: str, all_claims_ran: bool, write: bool) -> list[str]:
    """The stale artifact paths (relative to ``root``, sorted); with ``write``, bring them up to date.

    ``root`` is the tier's own root (:func:`tier_root`): a tier compares only with its own artifacts.
    Stale: a counterexample ``.json``/``.md`` of a refuted claim, or the ledger and the findings pages
    (``docs/findings/``, only when ``all_claims_ran``), whose content differs from disk or is missing; or a
    counterexample file on disk for a claim that ran and was proved or verified. A claim that came
    out ``unknown`` leaves its committed counterexample alone (a timeout is no evidence that the
    witness fell; the run fails on the mismatch anyway). Rewritten files still count as stale.
    Writes are atomic (temporary file, then ``os.replace``).
    """
    want, unwanted = desired(outcomes, tier, all_claims_ran, read_recheck(root / RECHECK))
    stale = []
    for rel, text in sorted(want.items()):
        path = root / rel
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(rel.as_posix())
            if write:
                write_atomic(path, text)
    for rel in sorted(unwanted):
        path = root / rel
        if path.exists():
            stale.append(rel.as_posix())
            if write:
                path.unlink()
    return sorted(stale)


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def read_ledger_row(root: Path, claim_id: str) -> dict[str, str] | None:
    """The ledger's row for ``claim_id`` (verdict, expected, domain, methods, and scope where the ledger has it),
    if recorded."""
    return read_ledger_rows(root, claim_id).get(claim_id)


def read_ledger_rows(root: Path, only: str | None = None) -> dict[str, dict[str, str]]:
    """The ledger's rows by claim id (each as :func:`read_ledger_row` gives it; ``only``: that claim's row)."""
    path = root / LEDGER
    if not path.is_file():
        return {}
    rows = {}
    names: list[str] = ["claim", "verdict", "expected", "domain", "methods"]
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("| `") and (only is None or line.startswith(f"| `{only}` |")):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) >= len(names) and len(names) >= 5:
                row = dict(zip(names, cells, strict=False))
                rows[cells[0].strip("`")] = {
                    "verdict": row["verdict"].replace(" ⚠", ""),
                    "expected": row["expected"],
                    "domain": row["domain"],
                    "methods": row["methods"],
                } | ({"scope": row["scope"]} if "scope" in row else {})
        elif line.startswith("| claim |"):  # the header names the columns (older ledgers have no scope)
            names = [c.strip() for c in line.strip("|").split("|")]
    return rows


def read_recheck(path: Path) -> dict[str, Any] | None:
    """The recheck record at ``path``, or None when there is none or it is not one."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("claims"), dict):
        return None
    return doc


def recheck_counts(rec: dict[str, Any] | None, proved: Iterable[tuple[str, str]]) -> tuple[int, int]:
    """Of the proved claims ``(id, domain)``: how many the record confirms by two engines at that very
    domain, and how many it holds no current entry for (missing, or rechecked at another domain)."""
    confirmed = missing = 0
    entries = (rec or {}).get("claims", {})
    for cid, domain in proved:
        e = entries.get(cid)
        if not isinstance(e, dict) or e.get("domain") != domain:
            missing += 1
        elif e.get("status") == "confirmed":
            confirmed += 1
    return confirmed, missing


def recheck_line(rec: dict[str, Any] | None, proved: list[tuple[str, str]], where: str) -> str:
    """The ledger's sentence on the second engine."""
    if rec is None:
        return f"Second engine: no recheck record ({where}); `alltoall recheck --write` makes one."
    confirmed, missing = recheck_counts(rec, proved)
    return (
        f"Confirmed by two engines (`alltoall recheck`, {where}): {confirmed} of the {len(proved)} proved"
        + (f"; {missing} not in the record at their current domain" if missing else "")
        + "."
    )


def recheck_text(rec: dict[str, Any] | None, claim_id: str, domain: str) -> str | None:
    """What the recheck record says of one claim at ``domain`` (its atlas page, ``show``), or None."""
    e = (rec or {}).get("claims", {}).get(claim_id)
    if not isinstance(e, dict):
        return None
    if e.get("domain") != domain:
        return f"rechecked at another domain ({e.get('domain')}): run `alltoall recheck --write` again"
    said = {
        "confirmed": "confirmed by two engines",
        "single": "partly one engine only",
        "unknown": "a second engine could not decide a step",
        "mismatch": "MISMATCH: a second engine disagrees",
    }.get(str(e.get("status")), str(e.get("status")))
    return f"{said}: {e.get('engines')}"


# --- the run record ------------------------------------------------------------------------------


def commit(root: Path) -> str:
    """The git commit of ``root`` (``<sha>+dirty`` when the tree has changes), or ``unknown``."""
    try:
        sha = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10)
        if sha.returncode != 0:
            return "unknown"
        dirty = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        return sha.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def run_record(outcomes: Any, tier: str, tool: dict, started: float, at: str) -> dict:
    """The record of this run: when it started (UTC), the commit it started at (:func:`commit`, taken
    before the run), the tool versions, and per claim its result."""
    when = _dt.datetime.fromtimestamp(started, _dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {
        "checked": when,
        "commit": at,
        "tier": tier,
        "tool": tool,
        "claims": {
            o.claim.id: {
                "verdict": o.result.verdict.value,
                "domain": o.result.domain,
                "expected": o.claim.expected.value,
            }
            for o in outcomes
        },
    }


def save_run_record(root: Path, run: dict) -> None:
    """Merge ``run`` into ``build/runs.json`` (each claim keeps its latest check per tier); never fails the run."""
    path = root / RUNS
    try:
        old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    except (OSError, ValueError):
        old = {}
    claims = old.get("claims") if isinstance(old, dict) and isinstance(old.get("claims"), dict) else {}
    for cid, r in run["claims"].items():
        entry = claims.get(cid) if isinstance(claims.get(cid), dict) else {}
        entry[run["tier"]] = {
            **r,
            "tier": run["tier"],
            "checked": run["checked"],
            "commit": run["commit"],
            "tool": run["tool"],
        }
        claims[cid] = entry
    try:
        write_atomic(path, dumps({"claims": claims}))
    except OSError:
        pass


def _latest(entries: dict) -> dict | None:
    good = [e for e in entries.values() if isinstance(e, dict) and isinstance(e.get("checked"), str)]
    return max(good, key=lambda e: e["checked"]) if good else None


def read_run_record(root: Path, claim_id: str) -> dict | None:
    """The latest recorded check of ``claim_id`` here (any tier), or None."""
    try:
        doc = json.loads((root / RUNS).read_text(encoding="utf-8"))
        return _latest(doc["claims"][claim_id])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def read_run_records(root: Path) -> dict[str, dict]:
    """The latest recorded check here (any tier) of every claim the run record holds, by claim id."""
    try:
        claims = json.loads((root / RUNS).read_text(encoding="utf-8"))["claims"]
        latest = {cid: _latest(entries) for cid, entries in claims.items() if isinstance(entries, dict)}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}
    return {cid: rec for cid, rec in latest.items() if rec is not None}


REPORT_MAX_BYTES = 64 * 2**20  # a fast-tier report of every claim is well under 2 MiB; beyond 64 MiB is refused unread
_SHA = re.compile(r"[0-9a-f]{7,40}")
_WHEN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_TOOL_KEYS = ("name", "version", "python", "z3", "sympy", "hypothesis")
_VERDICTS = tuple(v.value for v in Verdict)


def _text(where: str, value: Any, limit: int = 2000) -> str:
    """A report's string field, checked: a str, at most ``limit`` characters, no control characters."""
    if not isinstance(value, str):
        raise ParameterError("--record", f"{where} should be a string, not {type(value).__name__}")
    if len(value) > limit or any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ParameterError(
            "--record",
            f"{where}: "
            f"{'longer than ' + str(limit) + ' characters' if len(value) > limit else 'holds control characters'}",
        )
    return value


def commit_ok(commit: str) -> bool:
    """``commit`` is what :func:`commit` records: ``unknown`` or a 7-40 digit hex sha, ``+dirty`` allowed."""
    return commit == "unknown" or _SHA.fullmatch(commit.removesuffix("+dirty")) is not None


def read_report(path: Path) -> dict:
    """A ``prove --json`` report, read as untrusted input; ParameterError("--record", ...) on any defect.

    Like a witness file (:func:`alltoall.proofs.witness.load_witness_file`): a regular file only (a
    directory, FIFO or device such as /dev/zero is named and never opened), at most
    :data:`REPORT_MAX_BYTES`, JSON without duplicate keys or excessive nesting; then the types of the
    fields ``cite`` quotes: ``tool`` an object of strings, ``tier`` one of the tiers, ``checked`` a UTC
    time, ``commit`` a 7-40 digit hex sha (``+dirty`` allowed) or ``unknown``, ``claims`` a list of
    objects with a string ``id`` (no id twice), a ``verdict`` and ``expected`` among the four verdicts
    and a string ``domain``.
    """

    def bad(why: str) -> ParameterError:
        return ParameterError("--record", f"{path}: {why}")

    why = witness.file_defect(path, "report", REPORT_MAX_BYTES)
    if why:
        raise bad(why)
    try:
        with path.open("rb") as f:
            raw = f.read(REPORT_MAX_BYTES + 1)
    except OSError as e:
        raise bad(f"cannot read it ({e.strerror or e})") from None
    if len(raw) > REPORT_MAX_BYTES:  # it grew after the check
        raise bad(f"is more than {REPORT_MAX_BYTES // 2**20} MiB; a report is at most that")
    try:
        doc = json.loads(raw.decode("utf-8"), object_pairs_hook=witness._no_duplicates)
    except witness.DuplicateKey as e:
        raise bad(f"not a report of `alltoall prove --json`: {e}") from None
    except RecursionError:
        raise bad("not a report of `alltoall prove --json` (JSON nested too deeply)") from None
    except (UnicodeDecodeError, ValueError) as e:
        raise bad(f"not valid JSON ({e})") from None
    if not isinstance(doc, dict):
        raise bad("not a report of `alltoall prove --json` (expected a JSON object)")
    for key in ("tool", "tier", "commit", "claims"):
        if key not in doc:
            raise bad(f"not a report of `alltoall prove --json` (no {key!r} field)")
    tool = doc["tool"]
    if not isinstance(tool, dict):
        raise bad(f"the field 'tool' should be an object, not {type(tool).__name__}")
    for k in _TOOL_KEYS:
        if k in tool:
            _text(f"{path}: tool.{k}", tool[k], 200)
    if doc["tier"] not in ("fast", "full", "deep"):
        raise bad("the field 'tier' should be one of fast, full, deep")
    checked = doc.get("checked", "(not recorded by this report's version)")
    if "checked" in doc and not (isinstance(checked, str) and _WHEN.fullmatch(checked)):
        raise bad("the field 'checked' should be a UTC time like 2026-01-31T12:00:00Z")
    commit = doc["commit"]
    if not (isinstance(commit, str) and commit_ok(commit)):
        raise bad("the field 'commit' should be a 7-40 digit hex commit id (or 'unknown')")
    if not isinstance(doc["claims"], list):
        raise bad("the field 'claims' should be a list")
    claims: dict[str, dict] = {}
    for i, c in enumerate(doc["claims"]):
        if not isinstance(c, dict):
            raise bad(f"claims[{i}] should be an object")
        cid = _text(f"{path}: claims[{i}].id", c.get("id"), 200)
        if cid in claims:
            raise bad(f"claim {cid} appears twice")
        for k in ("verdict", "expected"):
            if c.get(k) not in _VERDICTS:
                raise bad(f"claims[{i}].{k} should be one of {', '.join(_VERDICTS)}")
        _text(f"{path}: claims[{i}].domain", c.get("domain"))
        claims[cid] = c
    return {
        "tool": {k: tool[k] for k in _TOOL_KEYS if k in tool},
        "tier": doc["tier"],
        "checked": checked,
        "commit": commit,
        "claims": claims,
    }


def record_from_report(path: Path, claim_id: str) -> dict | None:
    """The record of ``claim_id`` in a ``prove --json`` report (:func:`read_report`), or None."""
    doc = read_report(path)
    c = doc["claims"].get(claim_id)
    if c is None:
        return None
    return {
        "verdict": c["verdict"],
        "domain": c["domain"],
        "expected": c["expected"],
        "tier": doc["tier"],
        "checked": doc["checked"],
        "commit": doc["commit"],
        "tool": doc["tool"],
    }


def record_staleness(
    rec: dict, claim: Any, ledger_row: dict | None, root: Path, memo: dict | None = None
) -> str | None:
    """Why a recorded check no longer describes the claim as it stands, or None.

    ``memo`` keeps each commit's comparison with the checkout, for a caller asking about many claims.

    The record may come from a file anyone can write (``cite --record``): its commit reaches git only
    when it is a 7-40 digit hex sha, after ``--end-of-options``, so it can never be read as an option.
    """
    why = []
    then = rec.get("commit", "unknown")
    then = then if isinstance(then, str) else repr(then)
    sha = then.removesuffix("+dirty")
    if sha == "unknown":
        why.append("the commit of the check is not known")
    elif not commit_ok(then):
        why.append("the commit of the check is not a commit id")
    else:
        diff = memo.get(sha) if memo is not None else None
        if diff is None:
            try:
                diff = subprocess.run(
                    [
                        "git",
                        "-C",
                        str(root),
                        "diff",
                        "--quiet",
                        "--end-of-options",
                        sha,
                        "--",
                        ".",
                        f":(exclude){LEDGER.as_posix()}",
                        f":(exclude){CEX_DIR.as_posix()}",
                        f":(exclude){FINDINGS_DIR.as_posix()}",
                    ],
                    capture_output=True,
                    timeout=30,
                ).returncode
            except (OSError, subprocess.SubprocessError):
                diff = 2
            if memo is not None:
                memo[sha] = diff
        if diff == 1:
            why.append(f"the code changed since commit {sha[:12]}, where it was checked")
        elif diff != 0:
            why.append(f"commit {sha[:12]} of the check cannot be compared with this checkout")
        if then.endswith("+dirty"):
            why.append("it was checked with uncommitted changes")
    if rec.get("expected") not in (None, claim.expected.value):
        why.append(f"the claim's expected verdict is now {claim.expected.value}")
    tier = rec.get("tier")
    if tier in ("fast", "full", "deep") and rec.get("domain") != claim.domain_for(tier):
        why.append(f"the claim's {tier} domain is now {claim.domain_for(tier)}")
    return "; ".join(why) or None


def record_mismatches(rec: dict, claim: Any, ledger_row: dict | None) -> list[str]:
    """How the recorded verdict disagrees with the claim's expected verdict and with the ledger, in any tier."""
    said = rec.get("verdict")
    out = []
    if said != claim.expected.value:
        out.append(f"the record's verdict {said} is not the claim's expected verdict {claim.expected.value}")
    if ledger_row and ledger_row.get("verdict") != said:
        out.append(f"the record's verdict {said} is not the one the ledger records ({ledger_row.get('verdict')})")
    return out
