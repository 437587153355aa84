"""``alltoall recheck``: every proof re-decided by a second engine.

For each claim expected ``proved`` that matches, the claim's check runs again in this process with the
recording hooks on (:func:`alltoall.checkers.z3.core.recording`,
:func:`alltoall.checkers.formula.recording_identities`), so every query Z3 decided (its SMT-LIB text
and answer) and every identity SymPy settled is captured; a kept step file under ``proofs/smt2/`` that the
check names (``step_smt2_file`` in its evidence) is read from the file. Then:

- each query is re-decided by cvc5 from its SMT-LIB text, and also by Bitwuzla where it is pure
  bit-vectors (:mod:`alltoall.checkers.second`); a step file's queries are re-decided the same way
  against the answer its header records;
- each identity is re-checked by exact evaluation on a grid that pins its degree;
- each limit is re-decided from the leading terms and each inequality by a shift certificate, both by our
  own exact expansion of the recorded expression (:func:`alltoall.checkers.second.limit_by_growth`,
  :func:`~alltoall.checkers.second.inequality_by_shift`); where neither applies (a form it cannot read, no
  certificate) or for any other relation SymPy settled (a summation) the claim rests on one engine for that
  step, and says so.

Per claim: ``confirmed`` (everything rechecked and every second answer agrees), ``mismatch`` (a second
engine answers otherwise, an identity fails, or the check no longer comes out proved), ``unknown`` (a
second engine could not decide a query or an identity: never a pass), ``single`` (some step has no
second method, or nothing was recorded to recheck). The exit code is 1 on any ``mismatch`` or
``unknown`` (``--allow-unknown``: a second engine's unknown is still reported but exits 0), else 0;
``single`` is reported and does not fail the run (the claim is just not counted as confirmed).

``--write`` keeps the outcome per claim in ``proofs/RECHECK.json`` (the fast tier; ``build/tiers/<tier>/``
otherwise): no timings, so it is byte-identical on rerun. It updates the record claim by claim
(:func:`merge`): the claims rechecked replace their entries, the others stay. The ledger's summary counts
the proved claims that record confirms at the claim's current domain
(:func:`alltoall.proofs.artifacts.recheck_counts`).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from alltoall.checkers import second
from alltoall.checkers.result import Verdict
from alltoall.proofs import artifacts
from alltoall.proofs.artifacts import RECHECK
from alltoall.proofs.registry import Claim, Context

__all__ = [
    "STATUSES",
    "ClaimRecheck",
    "Item",
    "command",
    "merge",
    "recheck_claim",
    "record",
    "render_record",
    "run",
]

STATUSES = ("confirmed", "single", "unknown", "mismatch")


@dataclass(frozen=True)
class Item:
    """One re-decided step: a query (``kind`` "smt2") or an identity or relation, with both answers."""

    kind: str  # "smt2", "smt2-file", "identity", "limit", "inequality", "relation"
    label: str
    first: str  # the first engine's answer: z3's sat/unsat/unknown, SymPy's holds/fails
    second: tuple[second.Decision, ...] = ()

    @property
    def status(self) -> str:
        if self.kind == "relation":
            return "single"
        if self.kind in _RELATIONS and all(d.answer == "unknown" for d in self.second):
            return "single"  # the second method does not apply to this form: one engine, said in its detail
        if not self.second:
            return "unknown"
        answers = [d.answer for d in self.second if d.answer != "unreadable"] or ["unknown"]
        if any(a not in ("unknown", self.first) for a in answers):
            return "mismatch"
        if any(a == "unknown" for a in answers):
            return "unknown"
        return "confirmed"

    def row(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "label": self.label,
            "first": self.first,
            "second": [{"engine": d.engine, "answer": d.answer, "detail": d.detail} for d in self.second],
            "status": self.status,
        }


@dataclass
class ClaimRecheck:
    """A claim's recheck: its verdict this run, and every item re-decided."""

    claim: Claim
    verdict: str
    domain: str
    items: list[Item] = field(default_factory=list)
    note: str = ""
    cpu_seconds: float = 0.0  # the check and the second engines, in this process (the report only, not the record)

    @property
    def status(self) -> str:
        if self.verdict != Verdict.PROVED.value:
            return "mismatch"
        statuses = {i.status for i in self.items}
        for s in ("mismatch", "unknown"):
            if s in statuses:
                return s
        if not self.items or "single" in statuses:
            return "single"
        return "confirmed"

    @property
    def engines(self) -> str:
        """Which engines agree, e.g. ``z3 + cvc5 + bitwuzla; sympy + exact evaluation``."""
        parts = []
        smt = [i for i in self.items if i.kind.startswith("smt2")]
        if smt:
            seconds = sorted({d.engine for i in smt for d in i.second if d.answer == i.first})
            parts.append(" + ".join(["z3", *seconds]) + f" ({len(smt)} quer{'y' if len(smt) == 1 else 'ies'})")
        ids = [i for i in self.items if i.kind == "identity"]
        if ids:
            seconds = sorted({d.engine for i in ids for d in i.second if d.answer == i.first})
            parts.append(" + ".join(["sympy", *seconds]) + f" ({len(ids)} identit{'y' if len(ids) == 1 else 'ies'})")
        for kind, (one, many) in _RELATIONS.items():
            items = [i for i in self.items if i.kind == kind and i.status != "single"]
            if items:
                seconds = sorted({d.engine for i in items for d in i.second if d.answer == i.first})
                parts.append(" + ".join(["sympy", *seconds]) + f" ({len(items)} {one if len(items) == 1 else many})")
        rel = [i for i in self.items if i.status == "single"]
        if rel:
            parts.append(f"sympy alone ({len(rel)} step{'s' if len(rel) != 1 else ''} without a second method)")
        return "; ".join(parts) or "nothing recorded"

    def row(self) -> dict[str, Any]:
        return {
            "id": self.claim.id,
            "verdict": self.verdict,
            "domain": self.domain,
            "status": self.status,
            "engines": self.engines,
            "note": self.note,
            "cpu_seconds": round(self.cpu_seconds, 2),
            "items": [i.row() for i in self.items],
        }


_RELATIONS = {"limit": ("limit", "limits"), "inequality": ("inequality", "inequalities")}


def _decide(smt2: str, timeout: float) -> tuple[second.Decision, ...]:
    out = [second.decide_smt2(smt2, timeout)]
    if second.pure_bitvector(smt2):
        out.append(second.decide_bitwuzla(smt2, timeout))
    return tuple(out)


def _step_files(evidence: Any) -> list[str]:
    """Every ``step_smt2_file`` named in a result's evidence (nested evidence of combined results too)."""
    found: list[str] = []
    if isinstance(evidence, dict):
        for k, v in evidence.items():
            if k == "step_smt2_file" and isinstance(v, str):
                found.append(v)
            else:
                found += _step_files(v)
    return found


def recheck_claim(c: Claim, ctx: Context, root: Path, timeout: float) -> ClaimRecheck:
    """Run ``c``'s check with the recording hooks on, then re-decide what it recorded (module docstring)."""
    from alltoall.checkers import formula
    from alltoall.checkers.z3 import core  # z3: only a recheck loads it

    t0 = time.process_time()
    with core.recording() as queries, formula.recording_identities() as identities:
        r = c.run(ctx)
    out = ClaimRecheck(c, r.verdict.value, r.domain)
    _redecide(out, r, queries, identities, root, timeout)
    out.cpu_seconds = time.process_time() - t0
    return out


def _redecide(
    out: ClaimRecheck,
    r: Any,
    queries: list[dict[str, str]],
    identities: list[dict[str, Any]],
    root: Path,
    timeout: float,
) -> None:
    """Fill ``out.items``: re-decide what the check of ``out.claim`` recorded (its result ``r``)."""
    c = out.claim
    if r.verdict is not Verdict.PROVED:
        out.note = f"the check came out {r.verdict.value}" + (f": {r.reason}" if r.reason else "")
        return
    seen: set[str] = set()
    for n, q in enumerate(queries, 1):
        key = second.canonical_sha256(q["smt2"])  # its terms: Z3's lets and names depend on what ran before
        if key in seen:  # the same query decided twice (a part shared by two checks)
            continue
        if q["z3"] == "unknown":  # a try that decided nothing (e.g. one random seed of several): nothing to recheck
            continue
        seen.add(key)
        out.items.append(Item("smt2", f"query {n} ({key[:12]})", q["z3"], _decide(q["smt2"], timeout)))
    for name in sorted(set(_step_files(r.evidence))):
        path = root / name
        try:
            sections = second.smt2_sections(path.read_text(encoding="utf-8"))
        except OSError as e:
            out.items.append(Item("smt2-file", f"{name}: unreadable ({e.strerror})", "unsat"))
            continue
        for label, want, text in sections:
            out.items.append(Item("smt2-file", f"{name}: {label}", want, _decide(text, timeout)))
    for n, step in enumerate(identities, 1):
        if step["kind"] == "identity":
            label = f"identity {n}: {_short(str(step['lhs']))} = {_short(str(step['rhs']))}"
            first = "holds" if step["sympy"] else "fails"
            out.items.append(Item("identity", label, first, (second.identity_by_evaluation(step["lhs"], step["rhs"]),)))
        elif step["kind"] == "limit":
            decided = second.limit_by_growth(step["expr"], step["var"], step["value"])
            first = "holds" if step["sympy"] else "fails"
            out.items.append(Item("limit", f"limit {n}: {_short(step['text'])}", first, (decided,)))
        elif step["kind"] == "inequality":
            decided = second.inequality_by_shift(step["expr"], step["lower"], step["strict"])
            first = "holds" if step["sympy"] else "fails"
            out.items.append(Item("inequality", f"inequality {n}: {_short(step['text'])}", first, (decided,)))
        else:
            out.items.append(
                Item(
                    "relation",
                    f"relation {n}: {_short(step['text'])} [no second method: no identity, limit or inequality]",
                    "holds" if step["sympy"] else "fails",
                )
            )
    if "sympy" in c.methods and not identities:
        out.items.append(Item("relation", "its SymPy steps: not recorded (not through checkers.formula)", "holds"))
    if "z3" in c.methods and not queries and not any(i.kind == "smt2-file" for i in out.items):
        out.items.append(Item("relation", "its Z3 queries: none recorded", "holds"))


def _short(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def run(
    claims: Iterable[Claim], ctx: Context, root: Path, timeout: float, progress: Callable[[Claim], None] | None = None
) -> list[ClaimRecheck]:
    """Recheck every claim of ``claims`` expected proved, in id order."""
    out = []
    for c in sorted(claims, key=lambda c: c.id):
        if c.expected is not Verdict.PROVED:
            continue
        if progress is not None:
            progress(c)
        out.append(recheck_claim(c, ctx, root, timeout))
    return out


def _entry(r: ClaimRecheck) -> dict[str, Any]:
    return {
        "status": r.status,
        "domain": r.domain,
        "engines": r.engines,
        "items": len(r.items),
        "items_sha256": hashlib.sha256(
            "\n".join(f"{i.kind}\t{i.label}\t{i.first}\t{i.status}" for i in r.items).encode()
        ).hexdigest(),
    }


def record(results: Iterable[ClaimRecheck], tier: str) -> dict[str, Any]:
    """The deterministic record of a recheck (no timings, no dates): per claim its status, domain and engines,
    and per item the SHA-256 of the label (the queries themselves are kept by the claims' evidence)."""
    return {"tier": tier, "claims": {r.claim.id: _entry(r) for r in sorted(results, key=lambda r: r.claim.id)}}


def merge(
    old: dict[str, Any] | None, results: Iterable[ClaimRecheck], tier: str, proved: Iterable[str]
) -> dict[str, Any]:
    """The record ``old`` brought up to date by a recheck of some claims (``recheck PATTERN --write``): the
    entries of the claims rechecked replaced, the others kept, and the entries of claims that are not among
    ``proved`` (the ids of the claims now expected proved: a claim removed, renamed or no longer expected
    proved) dropped. A record of another tier, or none, starts empty."""
    keep = set(proved)
    claims = dict(old["claims"]) if old is not None and old.get("tier") == tier else {}
    claims = {cid: e for cid, e in claims.items() if cid in keep}
    claims |= record(results, tier)["claims"]
    return {"tier": tier, "claims": dict(sorted(claims.items()))}


def render_record(rec: dict[str, Any]) -> str:
    return json.dumps(rec, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def command(
    patterns: tuple[str, ...],
    tier: str,
    timeout: float,
    json_file: str | None,
    write: bool,
    allow_unknown: bool,
    verbose: bool,
) -> int:
    """``alltoall recheck``: run, print a line per claim (with ``-v`` a line per item) and a summary; the
    exit code (0, or 1 on a mismatch or, unless ``allow_unknown``, a second engine's unknown)."""
    import fnmatch

    import click

    from alltoall.proofs import outputs, registry
    from alltoall.spec.errors import ParameterError

    base = artifacts.root()
    outs = outputs.check_all((("--json", json_file),), base)  # before any work
    all_claims = registry.load_all()
    for p in patterns:
        if not any(fnmatch.fnmatchcase(cid, p) for cid in all_claims):
            raise ParameterError("PATTERN", f"no claim matches {p!r}; `alltoall list` shows the ids")
    claims = [c for c in registry.select(list(patterns)) if c.expected is Verdict.PROVED]
    if not claims:
        raise ParameterError("PATTERN", "no claim expected proved matches; recheck re-decides proofs only")
    ctx = Context(tier=tier, timeout=timeout)
    width = max(len(c.id) for c in claims)
    results = []
    for c in sorted(claims, key=lambda c: c.id):  # a line per claim as it is done: a recheck takes minutes
        r = recheck_claim(c, ctx, base, timeout)
        results.append(r)
        click.echo(
            f"{r.status:<9} {r.claim.id:<{width}}  {r.engines}"
            + (f" ({r.note})" if r.note else "")
            + (f" [{r.cpu_seconds:.1f} CPU s]" if verbose else "")
        )
        for i in r.items:
            if verbose or i.status in ("mismatch", "unknown"):
                said = ", ".join(f"{d.engine} {d.answer}" + (f" ({d.detail})" if d.detail else "") for d in i.second)
                click.echo(f"  {i.status:<9} {i.label}: first {i.first}" + (f"; {said}" if said else ""))
    counts = {s: sum(1 for r in results if r.status == s) for s in STATUSES}
    click.echo(
        f"{len(results)} proved claims rechecked: "
        + ", ".join(f"{counts[s]} {s}" for s in STATUSES)
        + f" ({counts['confirmed']} confirmed by two engines)"
    )
    if write:  # claim by claim: the claims rechecked replace their entries, the others stay (merge)
        path = artifacts.tier_root(base, tier) / RECHECK
        proved = [cid for cid, c in all_claims.items() if c.expected is Verdict.PROVED]
        rec = merge(artifacts.read_recheck(path), results, tier, proved)
        artifacts.write_atomic(path, render_record(rec))
        kept = len(rec["claims"]) - len(results)
        click.echo(f"wrote {path.relative_to(base).as_posix()}: {len(results)} claims rechecked, {kept} kept")
    if "--json" in outs:
        doc = {"tier": tier, "counts": counts, "claims": [r.row() for r in results]}
        outputs.write(outs["--json"], artifacts.dumps(doc), base)
    failing = counts["mismatch"] + (0 if allow_unknown else counts["unknown"])
    return 1 if failing else 0
