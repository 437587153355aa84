"""Temporary adapter for claim modules not yet moved to ``proofs/claims/<paper>/`` with declared
sizes. It maps the old per-tier domain text onto one size ``_text``; the test that every domain is
generated from declared sizes fails for every claim still declared here. Delete with the last user.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from alltoall.checkers.result import Result, Verdict
from alltoall.proofs import registry
from alltoall.proofs.registry import TIERS, Context, Source


def _sizes(domain: dict[str, str] | str) -> dict[str, dict[str, str]]:
    d = {"fast": domain} if isinstance(domain, str) else dict(domain)
    return {t: {"_text": v} for t, v in d.items() if t in TIERS}


def Claim(*, id: str, source: Source, statement: str, domain, methods, expected, check, notes: str = "",
          mutants=(), **_: Any) -> registry.Claim:
    return registry.Claim(id=id, source=source, statement=" ".join(statement.split()), domain="{_text}",
                          sizes=_sizes(domain), methods=tuple(methods), expected=Verdict(expected), check=check,
                          notes=" ".join(notes.split()), mutants=tuple(mutants))


def add(c: registry.Claim) -> registry.Claim:
    return registry.add(c)


def claim(id: str, *, source: Source, statement: str, domain, methods, expected, notes: str = "", mutants=()):
    def register(check: Callable[[Context], Result]):
        add(Claim(id=id, source=source, statement=statement, domain=domain, methods=methods, expected=expected,
                  check=check, notes=notes, mutants=mutants))
        return check

    return register


def timed_check(fn):
    return fn


def domain_of(claim_id: str, ctx: Context) -> str:
    return registry._REGISTRY[claim_id].domain_for(ctx.tier)


def pick(ctx: Context, fast, full=None, deep=None):
    if ctx.tier == "deep" and deep is not None:
        return deep
    if ctx.tier in ("full", "deep") and full is not None:
        return full
    return fast


_ = replace
