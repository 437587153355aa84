"""Verdicts and the result object every checker returns.

Four outcomes, after TPTP's SZS vocabulary and ``z3.prove``: ``proved`` (symbolic, over the
whole stated domain), ``verified`` (exhaustive over a stated bounded domain), ``refuted`` (with a
witness), ``unknown`` (timeout or inconclusive; never a pass). Checkers never print.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any, Iterable


class Verdict(str, enum.Enum):
    PROVED = "proved"
    VERIFIED = "verified"
    REFUTED = "refuted"
    UNKNOWN = "unknown"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


@dataclass(frozen=True)
class Witness:
    """A counterexample a person can check by hand and ``alltoall replay`` re-checks.

    ``kind`` names the brute-force replay check (see :mod:`alltoall.checkers.replay`);
    ``data`` holds exactly what that check needs; ``explanation`` says in words what goes
    wrong; ``found_by`` records the method (and Hypothesis seed) that found it.
    """

    kind: str
    params: dict[str, Any]
    data: dict[str, Any]
    explanation: str
    found_by: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Result:
    """What a check established: a verdict over a domain, with evidence and timing."""

    verdict: Verdict
    domain: str
    evidence: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    witness: Witness | None = None
    reason: str | None = None

    @property
    def passed_as(self) -> Verdict:
        return self.verdict


def proved(domain: str, **evidence: Any) -> Result:
    return Result(Verdict.PROVED, domain, evidence)


def verified(domain: str, **evidence: Any) -> Result:
    return Result(Verdict.VERIFIED, domain, evidence)


def refuted(domain: str, witness: Witness, **evidence: Any) -> Result:
    return Result(Verdict.REFUTED, domain, evidence, witness=witness)


def unknown(domain: str, reason: str, **evidence: Any) -> Result:
    return Result(Verdict.UNKNOWN, domain, evidence, reason=reason)


_RANK = {Verdict.REFUTED: 0, Verdict.UNKNOWN: 1, Verdict.VERIFIED: 2, Verdict.PROVED: 3}


def combine(domain: str, parts: Iterable[tuple[str, Result]]) -> Result:
    """Combine per-method results for one claim.

    A refutation anywhere refutes (its witness is kept); otherwise any unknown makes the
    whole unknown; otherwise the claim is proved only if every part is proved, else verified.
    The evidence keeps each part under its label.
    """
    parts = list(parts)
    if not parts:
        return unknown(domain, "no method ran")
    worst_label, worst = min(parts, key=lambda lr: _RANK[lr[1].verdict])
    evidence = {
        label: {"verdict": r.verdict.value, "domain": r.domain, **r.evidence}
        | ({"reason": r.reason} if r.reason else {})
        for label, r in parts
    }
    seconds = sum(r.seconds for _, r in parts)
    if worst.verdict is Verdict.REFUTED:
        return Result(Verdict.REFUTED, domain, evidence, seconds, worst.witness)
    if worst.verdict is Verdict.UNKNOWN:
        return Result(Verdict.UNKNOWN, domain, evidence, seconds, reason=f"{worst_label}: {worst.reason}")
    return Result(worst.verdict, domain, evidence, seconds)


def timed(result: Result, seconds: float) -> Result:
    return replace(result, seconds=seconds)
