"""The claim registry: every theorem, lemma, formula, table and worked example, with its check.

A claim is declared in one place, next to its check, with the :func:`claim` decorator in a
module of :mod:`alltoall.proofs.claims` named after the paper (``liu_chen_chen_2007.py``)::

    @claim("liu-chen-chen-2007/lemma1",
           source=Source("liu-chen-chen-2007", "Lemma 1"),
           statement="...", domain={"fast": "...", "full": "...", "deep": "..."},
           methods=("z3", "brute"), expected=Verdict.PROVED,
           notes="how garbled text was read", mutants=("digit-off-by-one",))
    def lemma1(ctx: Context) -> Result: ...

Tiers widen the domains, not the claims. ``mutants`` names the seeded spec mutants
(``tests/quality/mutants.py``) under which the check must not return its expected verdict.
"""

from __future__ import annotations

import fnmatch
import importlib
import pkgutil
import time
from dataclasses import dataclass, field
from typing import Callable

from alltoall.checkers.result import Result, Verdict

TIERS = ("fast", "full", "deep")

SEED_FILES = {
    "yang-wang-2002": "000_7be5a612fa39294f.txt",
    "yang-wang-2000": "000_7be5a612fa39294f.txt",
    "liu-chen-chen-2007": "001_15941150f12fbad3.txt",
    "massini-2003": "001_15941150f12fbad3.txt",
    "chau-fu-2003": "002_a1cf790b057fb055.txt",
    "liu-gu-2006": "003_1394c09834b680e1.txt",
    "chou-chen-2010": "004_11aacd0c31ef86ef.txt",
}


@dataclass(frozen=True)
class Source:
    """Where a claim comes from: citation key, the item (theorem, figure, section) and seed file."""

    key: str
    item: str

    @property
    def file(self) -> str:
        return SEED_FILES[self.key]

    def __str__(self) -> str:
        return f"{self.key}, {self.item} (seeds/{self.file})"


@dataclass(frozen=True)
class Context:
    """What a check is told: the tier, a per-query solver timeout and the Hypothesis seed."""

    tier: str = "fast"
    timeout: float = 60.0
    seed: int = 20070404

    def pick(self, fast, full=None, deep=None):
        """The tier's value: ``ctx.pick(8, 12, 64)``; missing tiers fall back to the next lower."""
        if self.tier == "deep" and deep is not None:
            return deep
        if self.tier in ("full", "deep") and full is not None:
            return full
        return fast


@dataclass(frozen=True)
class Claim:
    id: str
    source: Source
    statement: str
    domain: dict[str, str]
    methods: tuple[str, ...]
    expected: Verdict
    check: Callable[[Context], Result]
    notes: str = ""
    mutants: tuple[str, ...] = ()
    tags: tuple[str, ...] = field(default_factory=tuple)

    def domain_for(self, tier: str) -> str:
        for t in TIERS[TIERS.index(tier)::-1]:
            if t in self.domain:
                return self.domain[t]
        return next(iter(self.domain.values()))

    @property
    def artifact_stem(self) -> str:
        return self.id.replace("/", "__")


_REGISTRY: dict[str, Claim] = {}


def claim(
    id: str,
    *,
    source: Source,
    statement: str,
    domain: dict[str, str] | str,
    methods: tuple[str, ...],
    expected: Verdict,
    notes: str = "",
    mutants: tuple[str, ...] = (),
):
    """Register the decorated function as the check of claim ``id``."""

    def register(check: Callable[[Context], Result]) -> Callable[[Context], Result]:
        add(
            Claim(
                id=id,
                source=source,
                statement=" ".join(statement.split()),
                domain={"fast": domain} if isinstance(domain, str) else dict(domain),
                methods=tuple(methods),
                expected=Verdict(expected),
                check=check,
                notes=" ".join(notes.split()),
                mutants=tuple(mutants),
            )
        )
        return check

    return register


def timed_check(fn: Callable[[Context], Result]) -> Callable[[Context], Result]:
    """Wrap a check so its result carries the wall-clock seconds it took."""

    def run(ctx: Context) -> Result:
        t0 = time.perf_counter()
        r = fn(ctx)
        return Result(r.verdict, r.domain, r.evidence, time.perf_counter() - t0, r.witness, r.reason)

    run.__name__, run.__doc__ = fn.__name__, fn.__doc__
    return run


def domain_of(claim_id: str, ctx: Context) -> str:
    """The registered domain of ``claim_id`` for the context's tier (for checks to report)."""
    return _REGISTRY[claim_id].domain_for(ctx.tier)


def add(c: Claim) -> Claim:
    """Register a claim object (for claims generated in a loop)."""
    key = c.id.split("/", 1)[0]
    if key not in SEED_FILES:
        raise ValueError(f"claim {c.id}: unknown citation key {key!r}")
    if c.id in _REGISTRY:
        raise ValueError(f"claim {c.id} registered twice")
    if not c.mutants:
        raise ValueError(f"claim {c.id}: every claim names at least one seeded mutant")
    _REGISTRY[c.id] = c
    return c


def load_all() -> dict[str, Claim]:
    """Import every module of :mod:`alltoall.proofs.claims` and return the registry."""
    import alltoall.proofs.claims as pkg

    for info in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"{pkg.__name__}.{info.name}")
    return dict(sorted(_REGISTRY.items()))


def select(patterns: list[str] | tuple[str, ...] = ()) -> list[Claim]:
    """Claims whose id matches any glob pattern (all claims when none is given)."""
    claims = load_all()
    if not patterns:
        return list(claims.values())
    return [c for cid, c in claims.items() if any(fnmatch.fnmatchcase(cid, p) for p in patterns)]


def get(claim_id: str) -> Claim:
    claims = load_all()
    if claim_id not in claims:
        from alltoall.spec.errors import ParameterError

        raise ParameterError("ID", f"no claim {claim_id!r}; `alltoall list` shows the ids")
    return claims[claim_id]
