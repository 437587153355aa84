"""A claim's domain as a predicate over the witness point, bound by the same sizes as its text.

``point={"n": span(3, "n", step=2), "network.topology": one_of("omega")}`` bounds each field of the
witness point's instance by an int or a declared size, so the numbers the domain text prints and those
the predicate tests come from one declaration; ``rule(test, text)`` relates fields and ``free(why)``
declares a field the claim quantifies over whole. Every leaf of the instance must be covered.

>>> d = Domain({"n": span(3, "n", step=2)})
>>> d.why_outside({"n": 9}, {}, {"n": 13}) is None
True
>>> d.why_outside({"n": 15}, {}, {"n": 13})
'n = 15 is outside 3..13 (step 2)'
>>> d.why_outside({"n": 8}, {}, {"n": 13})
'n = 8 is outside 3..13 (step 2)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Bound",
    "Constraint",
    "Domain",
    "Free",
    "OneOf",
    "Rule",
    "Span",
    "as_domain",
    "equal",
    "free",
    "lookup",
    "one_of",
    "rule",
    "span",
]

Bound = int | str  # an int, or the name of a declared size


def _value(b: Bound, sizes: Mapping[str, Any]) -> int:
    if isinstance(b, str):
        v = sizes[b]
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"size {b!r} bounds a domain but is {v!r}, not an int")
        return v
    return b


class Constraint:
    """What one field of the point may be."""

    def why(self, v: Any, sizes: Mapping[str, Any]) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def sizes(self) -> set[str]:
        """The declared sizes this constraint reads."""
        return set()

    def edges(self, sizes: Mapping[str, Any]) -> list[tuple[Any, bool]]:
        """Values at the constraint's edges with whether each lies inside (for tests)."""
        return []


@dataclass(frozen=True)
class Span(Constraint):
    """An integer in ``lo..hi`` with ``(v - lo) % step == 0``, not in ``exclude`` (``hi`` None: unbounded)."""

    lo: Bound
    hi: Bound | None
    step: int = 1
    exclude: tuple[int, ...] = ()

    def why(self, v: Any, sizes: Mapping[str, Any]) -> str | None:
        lo = _value(self.lo, sizes)
        hi = None if self.hi is None else _value(self.hi, sizes)
        where = f"{lo}..{'' if hi is None else hi}" + (f" (step {self.step})" if self.step != 1 else "")
        if isinstance(v, bool) or not isinstance(v, int):
            return f"is {v!r}, not an integer in {where}"
        if v < lo or (hi is not None and v > hi) or (v - lo) % self.step:
            return f"= {v} is outside {where}"
        if v in self.exclude:
            return f"= {v} is excluded from {where}"
        return None

    def sizes(self) -> set[str]:
        return {b for b in (self.lo, self.hi) if isinstance(b, str)}

    def edges(self, sizes: Mapping[str, Any]) -> list[tuple[Any, bool]]:
        lo = _value(self.lo, sizes)
        out = [(lo, lo not in self.exclude), (lo - self.step, False)]
        if self.hi is not None:
            hi = _value(self.hi, sizes)
            top = hi - (hi - lo) % self.step
            if top >= lo:
                out.append((top, top not in self.exclude))
            out.append((top + self.step, False))
        if self.step > 1:
            out.append((lo + 1, False))
        out += [(x, False) for x in self.exclude]
        return out


@dataclass(frozen=True)
class OneOf(Constraint):
    """One of the listed values (a topology's name, a reading)."""

    values: tuple

    def why(self, v: Any, sizes: Mapping[str, Any]) -> str | None:
        ok = any(v == x and type(v) is type(x) for x in self.values)
        return None if ok else f"= {v!r} is not one of {', '.join(repr(x) for x in self.values)}"

    def edges(self, sizes: Mapping[str, Any]) -> list[tuple[Any, bool]]:
        other = -1 if all(isinstance(x, int) for x in self.values) else "not-" + "-".join(map(str, self.values))
        return [(x, True) for x in self.values] + [(other, False)]


@dataclass(frozen=True)
class Free(Constraint):
    """Every value the witness kind's schema admits (the claim quantifies over the whole field)."""

    reason: str

    def why(self, v: Any, sizes: Mapping[str, Any]) -> str | None:
        return None


@dataclass(frozen=True)
class Rule:
    """A relation between fields: ``test(params, data, sizes)`` is True inside; ``text`` says it."""

    test: Callable[[dict, dict, Mapping[str, Any]], bool]
    text: str
    uses: tuple[str, ...] = ()  # declared sizes the rule reads


def span(lo: Bound, hi: Bound | None, step: int = 1, exclude: tuple[int, ...] = ()) -> Span:
    """``lo <= v <= hi`` in steps of ``step`` from ``lo`` (``span(2, "Nmax", 4)``: N = 2 mod 4 up to Nmax)."""
    if step < 1:
        raise ValueError("a span's step is at least 1")
    return Span(lo, hi, step, tuple(exclude))


def equal(v: Bound) -> Span:
    """Exactly ``v`` (an int or a size)."""
    return Span(v, v)


def one_of(*values: Any) -> OneOf:
    return OneOf(tuple(values))


def free(reason: str) -> Free:
    return Free(reason)


def rule(test: Callable[..., bool], text: str, uses: tuple[str, ...] = ()) -> Rule:
    return Rule(test, text, tuple(uses))


_MISSING = object()


def lookup(params: dict, data: dict, path: str) -> Iterator[tuple[str, Any]]:
    """``(concrete path, value)`` for every value at ``path`` (``*`` runs over a list); a missing
    field yields the sentinel, so a constraint on it can say so."""
    head = path.split(".", 1)[0]
    root = params if head in params or head not in data else data
    items: list[tuple[str, Any]] = [("", root)]
    for part in path.split("."):
        nxt = []
        for at, v in items:
            if part == "*" and isinstance(v, list):
                nxt += [(f"{at}.{i}".lstrip("."), x) for i, x in enumerate(v)]
            elif isinstance(v, dict) and part in v:
                nxt.append((f"{at}.{part}".lstrip("."), v[part]))
            elif isinstance(v, list) and part.isdigit() and int(part) < len(v):
                nxt.append((f"{at}.{part}".lstrip("."), v[int(part)]))
            else:
                nxt.append((f"{at}.{part}".lstrip("."), _MISSING))
        items = nxt
    return iter(items)


def _covers(pattern: str, path: str) -> bool:
    a, b = pattern.split("."), path.split(".")
    if len(a) > len(b):
        return False
    return all(x == y or (x == "*" and y.isdigit()) for x, y in zip(a, b))


@dataclass(frozen=True)
class Domain:
    """The point-level domain of a claim: constraints on fields and rules between them."""

    fields: Mapping[str, Constraint] = field(default_factory=dict)
    rules: tuple[Rule, ...] = ()

    def __post_init__(self):
        for path, c in self.fields.items():
            if not isinstance(c, Constraint):
                raise TypeError(f"domain field {path!r}: {c!r} is not a constraint (span, equal, one_of, free)")
        for r in self.rules:
            if not isinstance(r, Rule):
                raise TypeError(f"{r!r} is not a rule")

    def sizes(self) -> set[str]:
        """Every declared size a constraint or rule reads."""
        out: set[str] = set()
        for c in self.fields.values():
            out |= c.sizes()
        for r in self.rules:
            out |= set(r.uses)
        return out

    def covers(self, path: str) -> bool:
        """Whether a constraint bounds the field at ``path`` (itself or a field containing it)."""
        return any(_covers(p, path) for p in self.fields)

    def why_outside(self, params: dict, data: dict, sizes: Mapping[str, Any]) -> str | None:
        """Why the point lies outside, naming the field and the bound, or None when inside."""
        for path, c in self.fields.items():
            for at, v in lookup(params, data, path):
                if v is _MISSING:
                    if isinstance(c, Free):
                        continue
                    return f"the point has no {at}"
                why = c.why(v, sizes)
                if why:
                    return f"{at} {why}"
        for r in self.rules:
            try:
                ok = r.test(params, data, sizes)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                ok = False
            if not ok:
                return f"the point breaks the domain's condition {r.text}"
        return None

    def text(self, sizes: Mapping[str, Any]) -> str:
        """The predicate in words, with the sizes filled in (for messages and pages)."""
        parts = []
        for path, c in self.fields.items():
            if isinstance(c, Span):
                lo = _value(c.lo, sizes)
                hi = None if c.hi is None else _value(c.hi, sizes)
                if hi == lo:
                    parts.append(f"{path} = {lo}")
                else:
                    parts.append(
                        f"{path} in {lo}..{'' if hi is None else hi}"
                        + (f" step {c.step}" if c.step != 1 else "")
                        + (f" except {', '.join(map(str, c.exclude))}" if c.exclude else "")
                    )
            elif isinstance(c, OneOf):
                parts.append(f"{path} in {{{', '.join(map(str, c.values))}}}")
            else:
                parts.append(f"{path} any ({c.reason})")
        parts += [r.text for r in self.rules]
        return "; ".join(parts) or "no instance fields (a fixed object)"


def as_domain(point: Domain | Mapping[str, Constraint] | None) -> Domain | None:
    """A claim's ``point=`` declaration as a :class:`Domain`."""
    if point is None or isinstance(point, Domain):
        return point
    return Domain(dict(point))
