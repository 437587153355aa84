"""The claim registry: every theorem, lemma, formula, table and worked example, with its check.

A paper's package makes a :class:`Paper`; its section modules register claims with
``@PAPER.claim(item, ...)`` (a decorator) or ``PAPER.add(item, check, ...)``, and the registry
refuses at import a declaration that breaks its rules. The runner fills in the domain and the
seconds; a check only returns a :class:`~alltoall.checkers.result.Result`.

The declaration, field by field, is the checklist in ``CONTRIBUTING.md``; what the registry
refuses and why is in ``docs/design.md`` ("The registry's rules").
"""

from __future__ import annotations

import fnmatch
import importlib
import pkgutil
import re
import string
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import alltoall.proofs.claims
from alltoall.checkers import replay as replayers
from alltoall.checkers.point import FromClaim
from alltoall.checkers.result import Result, Verdict, evidenced
from alltoall.proofs.domain import Domain, as_domain
from alltoall.spec.errors import ParameterError

__all__ = [
    "Claim",
    "Context",
    "Paper",
    "READING_MAX",
    "SCOPES",
    "SEED_FILES",
    "Sizes",
    "Source",
    "TIERS",
    "add",
    "declaration_errors",
    "get",
    "load_all",
    "select",
    "size_fields",
]

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


class Sizes(Mapping):
    """A tier's declared sizes, read as ``ctx.sizes.k`` or ``ctx.sizes["k"]`` (read-only)."""

    __slots__ = ("_d",)

    def __init__(self, values: Mapping[str, Any] | None = None):
        object.__setattr__(self, "_d", dict(values or {}))

    def __getitem__(self, key: str) -> Any:
        return self._d[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._d)

    def __len__(self) -> int:
        return len(self._d)

    def __getattr__(self, key: str) -> Any:
        try:
            return self._d[key]
        except KeyError:
            raise AttributeError(f"no size {key!r} is declared (declared: {', '.join(self._d) or 'none'})") from None

    def __setattr__(self, key, value):  # pragma: no cover - guard
        raise AttributeError("Sizes are read-only")

    def __repr__(self) -> str:
        return f"Sizes({self._d!r})"

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Mapping) and dict(self) == dict(other)

    def __hash__(self) -> int:
        return hash(repr(sorted(self._d.items(), key=lambda kv: kv[0])))


@dataclass(frozen=True)
class Context:
    """What a check is told: the tier, its declared sizes, a per-query solver timeout and the seed."""

    tier: str = "fast"
    timeout: float = 60.0
    seed: int = 20070404
    sizes: Sizes = field(default_factory=Sizes)
    memory: float | None = None  # GiB of address space the claim's process may add (the runner's cap); None: none


def size_fields(template: str) -> set[str]:
    """The top-level names a domain template refers to (``"k <= {k}, d in {ds}"`` -> {k, ds})."""
    names = set()
    for _, name, _, _ in string.Formatter().parse(template):
        if name:
            names.add(name.split(".")[0].split("[")[0])
    return names


@dataclass(frozen=True)
class Claim:
    """One claim: id, source, statement, declared sizes per tier and the domain they generate,
    methods, expected verdict, notes, the seeded mutants its check must catch, and the check."""

    id: str
    source: Source
    statement: str
    domain: str
    sizes: Mapping[str, Mapping[str, Any]]
    methods: tuple[str, ...]
    expected: Verdict
    check: Callable[[Context], Result]
    notes: str = ""
    mutants: tuple[str, ...] = ()
    subject: Any = None  # what replay needs beyond the witness point (e.g. a formula and its simulator)
    witnesses: tuple[str, ...] = ()  # the witness kinds the check can produce (replay accepts no other)
    topology: str | None = None  # the network family the claim is about ("omega"...); replay holds a witness to it
    within: Callable[[dict, dict], str | None] | None = (
        None  # (params, data) -> why the point is outside the domain, or None
    )
    point: Domain | None = None  # the domain as a predicate over the witness point (proofs/domain.py)
    reading: str = ""  # the short name of the reading it takes of an ambiguous or garbled passage (its source item)
    beyond: bool = False  # it states a result beyond the paper (an open bound, a conjecture's counterexample, ...)
    scope: str = ""  # "every" (every size of the stated domain, settled symbolically) or "bounded" (SCOPES)

    @property
    def scope_text(self) -> str:
        """The scope as the ledger, findings, atlas and ``show`` print it (:data:`SCOPES`)."""
        return SCOPES.get(self.scope, SCOPES["bounded"])

    def outside(self, params: dict, data: dict, tier: str = "deep") -> str | None:
        """Why a witness point (``params``, ``data``) lies outside the claim's domain in ``tier``, or None.

        The domain is the claim's ``point`` declaration, bound by the tier's sizes (replay uses the
        widest tier, ``deep``, which holds every smaller one): it names the field and the bound.
        Every leaf of the instance fields the witness kind reads must be covered by a constraint.
        Then the claim's ``topology`` (every ``network`` in the point must be of that family) and
        its ``within`` hook. A claim without a ``point`` declaration accepts no point.
        """
        if self.point is None:
            return f"claim {self.id} declares no point domain, so no point can be shown to lie in it"
        sizes = self.sizes_for(tier)
        why = self.point.why_outside(params, data, sizes)
        if why:
            return f"{why} (the claim covers {self.point.text(sizes)})"
        if self.topology is not None:
            for net in _networks(params) + _networks(data):
                family = net.get("topology")
                if family != self.topology:
                    return (
                        f"the claim is about {self.topology} networks; the witness's network is "
                        f"{family if isinstance(family, str) else 'a custom network'}"
                    )
        if self.within is not None:
            return self.within(params, data)
        return None

    def uncovered(self, schema: Any, params: dict) -> str | None:
        """The first leaf of the point's instance (``params`` fields of ``schema``) that no constraint
        of the claim's domain bounds, or None."""
        for name, f in schema.params.items():
            if name in params and name in schema.instance_fields():
                for leaf in f.leaves(params[name], name):
                    if not (self.point is not None and self.point.covers(leaf)) and not (
                        self.topology is not None and leaf.endswith("network.topology")
                    ):
                        return leaf
        return None

    def sizes_for(self, tier: str) -> Sizes:
        """The tier's sizes: each tier inherits the values it does not override from the tiers below."""
        if tier not in TIERS:
            raise ValueError(f"unknown tier {tier!r}")
        merged: dict[str, Any] = {}
        for t in TIERS[: TIERS.index(tier) + 1]:
            merged.update(self.sizes.get(t, {}))
        return Sizes(merged)

    def domain_for(self, tier: str) -> str:
        """The domain text of ``tier``, generated from its sizes."""
        return " ".join(self.domain.format(**self.sizes_for(tier)).split())

    def context(self, tier: str = "fast", timeout: float = 60.0, seed: int = 20070404) -> Context:
        return Context(tier=tier, timeout=timeout, seed=seed, sizes=self.sizes_for(tier))

    def run(self, ctx: Context | None = None) -> Result:
        """Run the check in this process with the tier's sizes; the result carries the domain text."""
        ctx = ctx or Context()
        r = self.check(replace(ctx, sizes=self.sizes_for(ctx.tier)))
        if not isinstance(r, Result):
            raise TypeError(f"the check of {self.id} returned {type(r).__name__}, not a Result")
        if r.witness is not None and r.witness.kind not in self.witnesses:
            r = Result(
                Verdict.UNKNOWN,
                evidence={"witness_kind": r.witness.kind, "said": r.verdict.value},
                reason=f"the check produced a witness of kind {r.witness.kind!r}, which the claim does not declare",
            )
        elif r.witness is not None:
            why = self.outside(dict(r.witness.params), dict(r.witness.data), ctx.tier)
            if why:
                r = Result(
                    Verdict.UNKNOWN,
                    evidence={**r.evidence, "said": r.verdict.value},
                    reason=f"the check's witness lies outside the claim's declared domain: {why}",
                )
        return replace(evidenced(r), domain=self.domain_for(ctx.tier))

    @property
    def artifact_stem(self) -> str:
        return self.id.replace("/", "__")


def _networks(fields: dict) -> list[dict]:
    nets = [fields["network"]] if isinstance(fields.get("network"), dict) else []
    for inst in fields.get("instances") or []:
        if isinstance(inst, dict) and isinstance(inst.get("network"), dict):
            nets.append(inst["network"])
    return nets


_REGISTRY: dict[str, Claim] = {}


def _norm(text: str) -> str:
    return " ".join(text.split())


class Paper:
    """The claims of one paper (citation key): ``PAPER.claim(item, ...)`` and ``PAPER.add(item, check, ...)``
    register ``<key>/<item>``; ``PAPER.source(item)`` is a :class:`Source` of the paper."""

    def __init__(self, key: str):
        if key not in SEED_FILES:
            raise ValueError(f"unknown citation key {key!r}; add it to SEED_FILES with its seed file")
        self.key = key

    def source(self, item: str) -> Source:
        return Source(self.key, item)

    def add(
        self,
        item: str,
        check: Callable[[Context], Result],
        *,
        source: str,
        statement: str,
        domain: str,
        methods: tuple[str, ...],
        expected: Verdict,
        sizes: Mapping[str, Mapping[str, Any]] | None = None,
        notes: str = "",
        mutants: tuple[str, ...] = (),
        subject: Any = None,
        witnesses: tuple[str, ...] = (),
        topology: str | None = None,
        within: Callable[[dict, dict], str | None] | None = None,
        point: Any = None,
        reading: str = "",
        beyond: bool = False,
        scope: str = "",
    ) -> Claim:
        """Register ``check`` as the claim ``<key>/<item>`` (for claims generated in a loop)."""
        return add(
            Claim(
                id=f"{self.key}/{item}",
                source=self.source(source),
                statement=_norm(statement),
                domain=_norm(domain),
                sizes={t: dict(v) for t, v in (sizes or {}).items()},
                methods=tuple(methods),
                expected=Verdict(expected),
                check=check,
                notes=_norm(notes),
                mutants=tuple(mutants),
                subject=subject,
                witnesses=tuple(witnesses),
                topology=topology,
                within=within,
                point=as_domain(point),
                reading=reading,
                beyond=beyond,
                scope=scope,
            )
        )

    def claim(self, item: str, **kw: Any) -> Any:
        """Decorator form of :meth:`add`."""

        def register(check: Callable[[Context], Result]) -> Callable[[Context], Result]:
            self.add(item, check, **kw)
            return check

        return register


def add(c: Claim) -> Claim:
    """Register a claim object; rejects duplicates, unknown keys, undeclared or unused sizes."""
    key = c.id.split("/", 1)[0]
    if key not in SEED_FILES:
        raise ValueError(f"claim {c.id}: unknown citation key {key!r}")
    if c.id in _REGISTRY:
        raise ValueError(f"claim {c.id} registered twice")
    if not c.mutants:
        raise ValueError(f"claim {c.id}: every claim names at least one seeded mutant")
    if set(c.sizes) - set(TIERS):
        raise ValueError(f"claim {c.id}: sizes for unknown tiers {sorted(set(c.sizes) - set(TIERS))}")
    fields = size_fields(c.domain)
    for tier in TIERS:
        declared = set(c.sizes_for(tier))
        if fields - declared:
            raise ValueError(f"claim {c.id}: the domain refers to undeclared sizes {sorted(fields - declared)}")
        if declared - fields:
            raise ValueError(f"claim {c.id}: sizes {sorted(declared - fields)} are not stated in the domain text")
        c.domain_for(tier)  # formats, or raises here rather than at report time
    if c.point is not None:
        unknown_sizes = c.point.sizes() - set(c.sizes_for("deep"))
        if unknown_sizes:
            raise ValueError(f"claim {c.id}: the point domain reads undeclared sizes {sorted(unknown_sizes)}")
    _check_reading(c)
    c = _with_scope(c)
    _REGISTRY[c.id] = c
    if c.reading:
        _READINGS.setdefault((key, c.source.item), {}).setdefault(_spelling(c.reading), c.reading)
    return c


READING_MAX = 60
_READINGS: dict[tuple[str, str], dict[str, str]] = {}  # (key, source item) -> spelling-free name -> the name


def _spelling(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def _check_reading(c: Claim) -> None:
    """A reading is a short one-line name, and one passage (citation key and source item) never
    spells one reading two ways: claims that share a reading share its name exactly."""
    if not isinstance(c.reading, str):
        raise ValueError(f"claim {c.id}: reading should be a string (a short name), not {type(c.reading).__name__}")
    if type(c.beyond) is not bool:
        raise ValueError(f"claim {c.id}: beyond should be True or False, not {c.beyond!r}")
    if not c.reading:
        return
    if c.reading != _norm(c.reading) or len(c.reading) > READING_MAX or not _spelling(c.reading):
        raise ValueError(
            f"claim {c.id}: reading {c.reading!r} should be a short name on one line (at most {READING_MAX} "
            "characters, no leading, trailing or repeated spaces)"
        )
    other = _READINGS.get((c.id.split("/", 1)[0], c.source.item), {}).get(_spelling(c.reading))
    if other is not None and other != c.reading:
        raise ValueError(
            f"claim {c.id}: reading {c.reading!r} of {c.source.item!r} is spelled {other!r} by another claim of "
            "that passage; use one name for one reading"
        )


SCOPES = {"every": "every size", "bounded": "bounded"}
"""A claim's scope and how it is printed. ``every``: every size of the stated domain is settled
symbolically, the link between the spec's behaviour and the formula or query included; ``bounded``: the
stated bounded range (for a proved claim: every point of it settled symbolically, e.g. one Z3 query per
size; a verified or refuted claim is bounded by nature)."""

_UNBOUNDED = re.compile(r"\bevery\b|\ball\b|>=|\bsymbolic\b", re.IGNORECASE)
_OPENS_UNBOUNDED = re.compile(r"^(symbolic\b|all\b|every\b[^;,]*>=)", re.IGNORECASE)
_BOUND = re.compile(r"\d\s*\.\.|<=\s*\S|\d\s*[x×]\s*\d|\b[A-Za-z_]\w*\s*=\s*\d|\bin \{|\b\d+\b")


def scope_errors(c: Claim) -> list[str]:
    """How the claim's scope disagrees with its expected verdict or its domain text (empty: it agrees).

    - a claim expected ``proved`` declares its scope (``scope="every"`` or ``"bounded"``); any other
      claim is bounded by nature and may only declare ``"bounded"``;
    - an ``every`` claim's domain text, in every tier, states an unbounded range (it says "every",
      "all", ">=" or "symbolic");
    - a ``bounded`` claim expected ``proved`` states its bound in every tier's domain text (a number,
      a range ``a..b``, ``<= n``, ``x = n``) and does not open by claiming every size (``symbolic``,
      ``all ...``, ``every k >= 1``): what it covers without qualification is the bounded range.
    """
    errors = []
    if c.scope not in SCOPES:
        if c.scope or c.expected is Verdict.PROVED:
            errors.append(
                f"claim {c.id}: scope should be one of {', '.join(repr(s) for s in SCOPES)}"
                + (" (a claim expected proved declares it)" if not c.scope else f", not {c.scope!r}")
            )
        return errors
    if c.scope == "every" and c.expected is not Verdict.PROVED:
        errors.append(f"claim {c.id}: only a claim expected proved can cover every size (scope='every')")
    for tier in TIERS:
        text = c.domain_for(tier)
        if c.scope == "every" and not _UNBOUNDED.search(text):
            errors.append(f"claim {c.id}: scope 'every', but its {tier} domain states no unbounded range: {text!r}")
        if c.scope == "bounded" and c.expected is Verdict.PROVED:
            if _OPENS_UNBOUNDED.match(text):
                errors.append(
                    f"claim {c.id}: scope 'bounded', but its {tier} domain opens by claiming every size: {text!r}"
                )
            elif not _BOUND.search(text):
                errors.append(f"claim {c.id}: scope 'bounded', but its {tier} domain states no bound: {text!r}")
    return errors


def _with_scope(c: Claim) -> Claim:
    """``c`` with its scope checked (:func:`scope_errors`); a claim not expected proved that declares none
    gets ``bounded``."""
    if not c.scope and c.expected is not Verdict.PROVED:
        c = replace(c, scope="bounded")
    errors = scope_errors(c)
    if errors:
        raise ValueError("; ".join(errors))
    return c


_CHECKED: set[str] = set()


def declaration_errors(c: Claim) -> list[str]:
    """What the claim fails to declare for replay: its point domain, a bound on every instance field
    of every witness kind it lists, and every claim value (``CLAIM``) in its ``subject``."""
    errors = []
    if c.point is None:
        errors.append(
            f"claim {c.id}: no point domain (point=...): replay could not tell a point inside from one outside"
        )
    for kind in c.witnesses:
        rp = replayers.REPLAYERS.get(kind)
        if rp is None:
            errors.append(f"claim {c.id}: witness kind {kind!r} has no replayer")
            continue
        for name in rp.schema.instance_fields():
            if (
                c.point is not None
                and not any(p == name or p.startswith(name + ".") for p in c.point.fields)
                and not (c.topology is not None and name in ("network", "instances"))
            ):
                errors.append(f"claim {c.id}: its domain bounds no field {name!r} of a {kind!r} point")
        for part in (rp.schema.params, rp.schema.data):
            for name, f in part.items():
                if isinstance(f, FromClaim) and not (isinstance(c.subject, Mapping) and name in c.subject):
                    errors.append(
                        f"claim {c.id}: a {kind!r} witness takes {name!r} from the claim, and its subject has none"
                    )
    return errors


_WALKED = False  # whether load_all has imported every claims module in this process


def load_all() -> dict[str, Claim]:
    """Import every module below :mod:`alltoall.proofs.claims` (recursively) and the replayers;
    refuse a claim that lacks a declaration (:func:`declaration_errors`); return the registry."""
    global _WALKED
    if not _WALKED:  # the walk lists the claims package's files: once per process is enough
        pkg = alltoall.proofs.claims
        for info in pkgutil.walk_packages(pkg.__path__, prefix=f"{pkg.__name__}."):
            importlib.import_module(info.name)
        _WALKED = True
    if len(_CHECKED) < len(_REGISTRY):
        failed = replayers.load()
        if failed:
            raise ImportError(f"checkers modules failed to import, so their witness kinds are missing: {failed}")
        errors = [e for cid, c in _REGISTRY.items() if cid not in _CHECKED for e in declaration_errors(c)]
        if errors:
            raise ValueError(f"{len(errors)} missing declaration(s): " + "; ".join(errors[:5]))
        _CHECKED.update(_REGISTRY)
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
        raise ParameterError("ID", f"no claim {claim_id!r}; `alltoall list` shows the ids")
    return claims[claim_id]
