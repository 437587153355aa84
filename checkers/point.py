"""Typed, bounded fields of a witness point: what a replayer may read from a counterexample file.

Every witness kind declares a :class:`Schema` of its ``params`` and ``data`` fields, each a
:class:`Field` with its bounds; :data:`CLAIM` marks a value replay takes from the claim, never from
the file (how replay uses them: ``docs/design.md``, "Verdicts, witnesses and replay").

>>> Nat(cap=10).why(11)
'11 exceeds the cap of 10'
>>> ListOf(Nat(), max_len=2).why([0, 1, 2])
'has 3 entries; at most 2'
>>> Enum("mesh", "torus").why("ring")
"'ring' is not one of 'mesh', 'torus'"
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "BOOL",
    "Bool",
    "CLAIM",
    "Either",
    "Enum",
    "Field",
    "FromClaim",
    "ListOf",
    "MATRIX",
    "MAX_DEPTH",
    "MAX_INT",
    "MAX_PORTS",
    "NAT",
    "NATS",
    "NETWORK",
    "Nat",
    "Network",
    "Record",
    "SEMI",
    "SEMIS",
    "Schema",
    "Text",
    "Vars",
    "show",
]

#: The largest integer a witness point may hold (any index, size or count).
MAX_INT = 2**31 - 1
#: The most ports a network in a witness point may have: an N x N table of int64 of 8192 ports
#: takes 512 MiB, within the replay's memory cap.
MAX_PORTS = 8192
#: How deep a point value may nest.
MAX_DEPTH = 32


def show(v: Any) -> str:
    """A short repr of ``v`` for a message."""
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


class Field:
    """One declared field: ``why(value)`` says why a value is not of this field, or None."""

    def why(self, v: Any, depth: int = 0) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        """The paths of the leaf values of ``v`` (a record's keys, a list's indices), for domain coverage."""
        yield path


@dataclass(frozen=True)
class Nat(Field):
    """An integer in ``low..cap`` (no bools, no floats)."""

    cap: int = MAX_INT
    low: int = 0

    def why(self, v: Any, depth: int = 0) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int):
            return f"expected an integer, got {show(v)}"
        if v < self.low:
            return f"{v} is negative" if self.low == 0 else f"{v} is below {self.low}"
        if v > self.cap:
            return f"{show(v)} exceeds the cap of {self.cap}"
        return None


@dataclass(frozen=True)
class Enum(Field):
    """One of a few values (strings or ints)."""

    values: tuple[Any, ...]

    def __init__(self, *values: Any) -> None:
        object.__setattr__(self, "values", tuple(values))

    def why(self, v: Any, depth: int = 0) -> str | None:
        if isinstance(v, bool) or v not in self.values or type(v) not in {type(x) for x in self.values}:
            return f"{show(v)} is not one of {', '.join(repr(x) for x in self.values)}"
        return None


@dataclass(frozen=True)
class Bool(Field):
    def why(self, v: Any, depth: int = 0) -> str | None:
        return None if isinstance(v, bool) else f"expected true or false, got {show(v)}"


@dataclass(frozen=True)
class Text(Field):
    """A short string (a network's name): at most ``max_len`` printable characters."""

    max_len: int = 80

    def why(self, v: Any, depth: int = 0) -> str | None:
        if not isinstance(v, str):
            return f"expected a string, got {show(v)}"
        if len(v) > self.max_len or not v.isprintable():
            return f"expected at most {self.max_len} printable characters, got {show(v)}"
        return None


@dataclass(frozen=True)
class ListOf(Field):
    """A list of ``min_len..max_len`` items, each of ``item``."""

    item: Field
    max_len: int
    min_len: int = 0

    def why(self, v: Any, depth: int = 0) -> str | None:
        if depth > MAX_DEPTH:
            return "nested too deeply"
        if not isinstance(v, list):
            return f"expected a list, got {show(v)}"
        if len(v) > self.max_len:
            return f"has {len(v)} entries; at most {self.max_len}"
        if len(v) < self.min_len:
            return f"has {len(v)} entries; at least {self.min_len}"
        for i, x in enumerate(v):
            why = self.item.why(x, depth + 1)
            if why:
                return f"[{i}]: {why}"
        return None

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        if not isinstance(v, list) or not v:
            yield path
            return
        for i, x in enumerate(v):
            yield from self.item.leaves(x, f"{path}.{i}")


@dataclass(frozen=True)
class Record(Field):
    """An object with exactly these keys (``optional`` ones may be absent; no other key is allowed)."""

    fields: Mapping[str, Field]
    optional: frozenset[Any] = field(default_factory=frozenset)

    def why(self, v: Any, depth: int = 0) -> str | None:
        if depth > MAX_DEPTH:
            return "nested too deeply"
        if not isinstance(v, dict):
            return f"expected an object, got {show(v)}"
        extra = sorted(set(v) - set(self.fields))
        if extra:
            return f"unexpected key {extra[0]!r} (expected {', '.join(sorted(self.fields))})"
        for k, f in self.fields.items():
            if k not in v:
                if k in self.optional:
                    continue
                return f"missing key {k!r}"
            why = f.why(v[k], depth + 1)
            if why:
                return f"{k}: {why}"
        return None

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        for k, f in self.fields.items():
            if isinstance(v, dict) and k in v:
                yield from f.leaves(v[k], f"{path}.{k}")


@dataclass(frozen=True)
class Either(Field):
    """One of several record forms (the first that fits is taken)."""

    options: tuple[Field, ...]

    def __init__(self, *options: Field) -> None:
        object.__setattr__(self, "options", tuple(options))

    def _pick(self, v: Any, depth: int) -> tuple[Field | None, list[str]]:
        whys: list[str] = []
        for o in self.options:
            why = o.why(v, depth)
            if why is None:
                return o, whys
            whys.append(why)
        return None, whys

    def why(self, v: Any, depth: int = 0) -> str | None:
        chosen, whys = self._pick(v, depth)
        return None if chosen is not None else " / ".join(whys)

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        chosen, _ = self._pick(v, 0)
        yield from (chosen.leaves(v, path) if chosen is not None else [path])


@dataclass(frozen=True)
class Vars(Field):
    """An object of named integers (a formula's point ``{"n": 5}``): at most ``max_keys`` names,
    each a short identifier; which names are allowed is the claim's domain."""

    value: Field = Nat()
    max_keys: int = 8

    def why(self, v: Any, depth: int = 0) -> str | None:
        if not isinstance(v, dict):
            return f"expected an object of named integers, got {show(v)}"
        if len(v) > self.max_keys:
            return f"has {len(v)} names; at most {self.max_keys}"
        for k, x in v.items():
            if not (isinstance(k, str) and k.isidentifier() and len(k) <= 16):
                return f"{show(k)} is not a variable name"
            why = self.value.why(x, depth + 1)
            if why:
                return f"{k}: {why}"
        return None

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        for k in v if isinstance(v, dict) else ():
            yield f"{path}.{k}"


@dataclass(frozen=True)
class FromClaim(Field):
    """A value of the claim (a bound, a relation, a printed set, a reading), never read from the file."""

    def why(self, v: Any, depth: int = 0) -> str | None:  # pragma: no cover - never checked against a file
        return None


@dataclass(frozen=True)
class Network(Field):
    """A multistage network: a named topology ``{topology, d, k}`` or explicit wirings
    ``{N, d, name, wirings}``; at most :data:`MAX_PORTS` ports."""

    max_ports: int = MAX_PORTS

    def _form(self) -> Either:
        named = Record({"topology": Text(40), "d": Nat(64, low=2), "k": Nat(62, low=0)})
        wired = Record(
            {
                "N": Nat(self.max_ports, low=1),
                "d": Nat(64, low=2),
                "name": Text(80),
                "wirings": ListOf(ListOf(Nat(self.max_ports), self.max_ports), 64, min_len=2),
            },
            optional=frozenset({"name"}),
        )
        return Either(named, wired)

    def why(self, v: Any, depth: int = 0) -> str | None:
        why = self._form().why(v, depth)
        if why:
            return why
        if "topology" in v:
            d, k = v["d"], v["k"]
            if k * (d.bit_length() - 1) > 62 or d**k > self.max_ports:
                return f"the network has {d}**{k} ports; replay accepts at most {self.max_ports}"
        return None

    def leaves(self, v: Any, path: str) -> Iterator[str]:
        yield from self._form().leaves(v, path)


@dataclass(frozen=True)
class Schema:
    """The fields a witness kind reads: ``params`` (the instance) and ``data`` (the witness in it)."""

    params: Mapping[str, Field]
    data: Mapping[str, Field]

    def __post_init__(self) -> Any:
        for part, fields in (("params", self.params), ("data", self.data)):
            for name, f in fields.items():
                if not isinstance(f, Field):
                    raise TypeError(f"{part}.{name}: {f!r} is not a point field (see alltoall.checkers.point)")

    def claim_fields(self) -> list[str]:
        """The names taken from the claim (``CLAIM``), in params and data."""
        return [k for part in (self.params, self.data) for k, f in part.items() if isinstance(f, FromClaim)]

    def instance_fields(self) -> list[str]:
        """The params fields read from the file: each must be bounded by the claim's domain."""
        return [k for k, f in self.params.items() if not isinstance(f, FromClaim)]


# Common fields, each with its cap.
NAT = Nat()
NATS = ListOf(Nat(), MAX_PORTS)
SEMI = ListOf(Nat(low=-1), MAX_PORTS)  # -1: the input is idle
SEMIS = ListOf(SEMI, MAX_PORTS)
MATRIX = ListOf(ListOf(Nat(), MAX_PORTS), MAX_PORTS)
BOOL = Bool()
NETWORK = Network()
CLAIM = FromClaim()
