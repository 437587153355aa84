"""Verdicts and the result object every checker returns.

Four outcomes: ``proved`` (symbolic, over the whole stated domain), ``verified`` (exhaustive over a
stated bounded domain), ``refuted`` (with a witness), ``unknown`` (never a pass). A check returns its
verdict, evidence and ``examined`` count; the registry and the runner add the domain and the seconds.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Result", "Verdict", "Witness", "combine", "evidenced", "proved", "refuted", "unknown", "verified"]


class Verdict(enum.StrEnum):
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
    ``params`` and ``data`` hold exactly what that check needs; ``explanation`` says in words
    what goes wrong; ``found_by`` records the method (and Hypothesis seed) that found it;
    ``picture`` optionally names an SVG renderer (:mod:`alltoall.proofs.pictures`) and its input.
    """

    kind: str
    params: dict[str, Any]
    data: dict[str, Any]
    explanation: str
    found_by: dict[str, Any] = field(default_factory=dict)
    picture: dict[str, Any] | None = None


@dataclass(frozen=True)
class Result:
    """What a check established: a verdict with evidence (domain and seconds are filled in by the runner)."""

    verdict: Verdict
    domain: str = ""
    evidence: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    witness: Witness | None = None
    reason: str | None = None
    examined: int | None = None  # points, sizes, instances or queries settled (proved/verified only)


def _count(examined: Any) -> int:
    if isinstance(examined, bool) or not isinstance(examined, int) or examined < 0:
        raise TypeError(f"examined must be a count (a non-negative int), got {examined!r}")
    return examined


def proved(*, examined: int, **evidence: Any) -> Result:
    """Settled symbolically over the claim's whole declared domain; ``examined``: the symbolic
    queries or identities that settled it (and any points simulated)."""
    return Result(Verdict.PROVED, evidence=evidence, examined=_count(examined))


def verified(*, examined: int, **evidence: Any) -> Result:
    """Settled by exhaustive enumeration over the claim's declared bounded domain; ``examined``: how
    many points, sizes or instances were enumerated."""
    return Result(Verdict.VERIFIED, evidence=evidence, examined=_count(examined))


def evidenced(r: Result) -> Result:
    """``r``, unless it passes (proved or verified) without having examined anything: then ``unknown``.

    The rule every result goes through (the registry applies it to each check's result), so no
    check can pass over an empty domain, whatever it forgot to test.
    """
    if r.verdict not in (Verdict.PROVED, Verdict.VERIFIED):
        return r
    if not r.examined:
        return Result(
            Verdict.UNKNOWN,
            r.domain,
            {**r.evidence, "said": r.verdict.value},
            r.seconds,
            reason=(
                f"no evidence: the check said {r.verdict.value} but examined no point, size or "
                f"instance ({'examined = 0' if r.examined == 0 else 'it reported no count'})"
            ),
        )
    return r


def refuted(witness: Witness, **evidence: Any) -> Result:
    """False, with a witness that ``alltoall replay`` re-checks by brute force."""
    if not isinstance(witness, Witness):
        raise TypeError(f"refuted() needs a Witness, got {type(witness).__name__}")
    return Result(Verdict.REFUTED, evidence=evidence, witness=witness)


def unknown(reason: str, **evidence: Any) -> Result:
    """Inconclusive (timeout, solver gave up, a model brute force did not confirm): never a pass."""
    return Result(Verdict.UNKNOWN, evidence=evidence, reason=reason)


_RANK = {Verdict.REFUTED: 0, Verdict.UNKNOWN: 1, Verdict.VERIFIED: 2, Verdict.PROVED: 3}


def combine(parts: Iterable[tuple[str, Result]], cross_checks: Iterable[tuple[str, Result]] = ()) -> Result:
    """The one rule by which verdicts combine: per-method results for one claim.

    A refutation anywhere refutes (its witness is kept: the first in the order given, ``parts`` before
    ``cross_checks``); otherwise any unknown makes the whole unknown (its reason prefixed with the part's
    label); otherwise the claim is proved only if every part is proved, else verified. ``examined`` is
    the sum over parts and cross-checks. Each result goes through :func:`evidenced` first, and the
    evidence keeps each under its label with its verdict.

    ``cross_checks`` re-examine points the ``parts`` already cover (brute force beside a symbolic proof
    of the whole domain): they refute, or leave the claim unknown, like a part, but a verified
    cross-check does not lower a proof to verified.

    >>> combine([("z3", proved(examined=2)), ("brute", verified(examined=3))]).verdict.value
    'verified'
    >>> r = combine([("z3", proved(examined=2))], cross_checks=[("brute", verified(examined=3))])
    >>> r.verdict.value, r.examined
    ('proved', 5)
    """
    parts = [(label, evidenced(r)) for label, r in parts]
    checks = [(label, evidenced(r)) for label, r in cross_checks]
    if not parts:
        return unknown("no method ran")
    every = parts + checks
    evidence = {
        label: {"verdict": r.verdict.value, **r.evidence} | ({"reason": r.reason} if r.reason else {})
        for label, r in every
    }
    worst_label, worst = min(every, key=lambda lr: _RANK[lr[1].verdict])
    if worst.verdict is Verdict.REFUTED:
        return Result(Verdict.REFUTED, evidence=evidence, witness=worst.witness)
    if worst.verdict is Verdict.UNKNOWN:
        return Result(Verdict.UNKNOWN, evidence=evidence, reason=f"{worst_label}: {worst.reason}")
    verdict = min((r for _, r in parts), key=lambda r: _RANK[r.verdict]).verdict
    counts = [r.examined for _, r in every]
    known = [c for c in counts if c is not None]
    return Result(verdict, evidence=evidence, examined=None if len(known) < len(counts) else sum(known))
