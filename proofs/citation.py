"""What ``alltoall cite ID`` prints: the paper's entry, the record of the claim's last check, the suite's entry.

The record comes from the run record and the ledger, never from now; a record made at another commit or
with other artifacts is marked STALE.
"""

from __future__ import annotations

from typing import Any

import alltoall
from alltoall.proofs import artifacts, findings
from alltoall.proofs.references import bibtex, markdown, software_bibtex, software_markdown

__all__ = ["cite", "quoted", "record_lines", "software"]


def cite(
    c: Any, rec: dict | None, ledger: dict | None, base: Any, fmt: str = "bibtex", memo: dict | None = None
) -> str:
    """The text ``alltoall cite`` prints for claim ``c``: the paper's entry with the record ``rec`` of its
    last check (``ledger``: its ledger row), then the suite's entry; ``fmt`` is ``bibtex`` or ``markdown``.

    ``memo`` is shared by calls for many claims, so each commit is compared with the checkout once.
    """
    lines = record_lines(c, rec, ledger, base, memo)
    version, at = software(rec, base, memo)
    page = findings.link(c.id)
    if fmt == "bibtex":
        return (
            bibtex(c.source.key, "alltoall-proofs: " + "; ".join(lines))
            + "\n\n"
            + software_bibtex(c.id, version, at, page)
        )
    return (
        f"{markdown(c.source.key)}\n\n- **Claim** `{c.id}` ({c.source.item}): {c.statement}\n"
        f"- **Expected**: {c.expected.value}\n"
        + "\n".join(f"- {x}" for x in lines)
        + f"\n- **Findings**: [{page}]({page})"
        + f"\n- **Software**: {software_markdown(c.id, version, at)}"
    )


def software(rec: dict | None, base: Any, memo: dict | None = None) -> tuple[str, str]:
    """The suite's version and commit to cite: those of the recorded check, else this checkout's."""
    tool = rec.get("tool") if rec and isinstance(rec.get("tool"), dict) else {}
    version = tool.get("version") if isinstance(tool.get("version"), str) else alltoall.__version__
    at = (
        rec.get("commit") if rec and isinstance(rec.get("commit"), str) and artifacts.commit_ok(rec["commit"]) else None
    )
    if at is None and memo is not None:
        if "checkout" not in memo:  # no commit id is this key
            memo["checkout"] = artifacts.commit(base)
        at = memo["checkout"]
    return quoted(version, 40), quoted(at or artifacts.commit(base), 60)


def record_lines(c: Any, rec: dict | None, ledger: dict | None, base: Any, memo: dict | None = None) -> list[str]:
    """What a citation may honestly say about the last check of ``c``: from the run record, never from now."""
    if rec is None:
        said = (
            f"the ledger records {ledger['verdict']} over {ledger['domain']}"
            if ledger
            else f"no verdict is recorded (expected {c.expected.value})"
        )
        return [
            f"Not checked in this checkout: {said}, but no run record says when or with which tools; "
            f"run `alltoall prove {c.id}` to record a check"
        ]
    tool = rec.get("tool") if isinstance(rec.get("tool"), dict) else {}
    lines = [
        f"Verdict: {quoted(rec.get('verdict'))} over {quoted(rec.get('domain'))} ({quoted(rec.get('tier'))} tier)",
        f"Checked: {quoted(rec.get('checked'))} at commit {quoted(rec.get('commit'))}",
        "Tools: "
        + ", ".join(f"{k} {quoted(tool[k])}" for k in ("version", "python", "z3", "sympy", "hypothesis") if k in tool),
    ]
    stale = artifacts.record_staleness(rec, c, ledger, base, memo)
    if stale:
        lines.append(f"STALE: {stale}")
    lines += [f"MISMATCH: {m}" for m in artifacts.record_mismatches(rec, c, ledger)]
    return lines


def quoted(value: object, limit: int = 1000) -> str:
    """A recorded value as one short line of plain text (records come from files anyone can edit)."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= limit else text[: limit - 3] + "..."
