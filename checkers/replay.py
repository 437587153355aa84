"""The registry of replayers: for each witness kind, its point schema and the brute-force re-check.

A replayer ``fn(params, data) -> (stands, message)`` (``fn(claim, params, data)`` with
``with_claim=True``) recomputes the offending behaviour from the spec; :func:`replayer` refuses a kind
that does not declare every field it reads, and :func:`load` imports every top-level module of
:mod:`alltoall.checkers` (none imports a solver). The file format and the replay procedure are
:mod:`alltoall.proofs.witness`.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import alltoall.checkers as pkg
from alltoall.checkers.point import (
    BOOL,
    CLAIM,
    MATRIX,
    MAX_INT,
    MAX_PORTS,
    NAT,
    NATS,
    NETWORK,
    SEMI,  # noqa: F401
    SEMIS,
    Field,
    ListOf,
    Record,
    Schema,
)

__all__ = [
    "BOOL",
    "CLAIM",
    "Field",
    "INSTANCES",
    "ListOf",
    "MATRIX",
    "MAX_INT",
    "MAX_PORTS",
    "NAT",
    "NATS",
    "NETWORK",
    "REPLAYERS",
    "Record",
    "Replayer",
    "SEMI",
    "SEMIS",
    "Schema",
    "byte_size",
    "load",
    "replayer",
]

REPLAYERS: dict[str, Replayer] = {}
_F = TypeVar("_F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Replayer:
    kind: str
    fn: Callable[..., Any]
    schema: Schema
    with_claim: bool = False
    cost: Callable[[dict[str, Any], dict[str, Any]], float] | None = (
        None  # bytes the replay would need (optional estimate)
    )

    def __call__(self, claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
        out = self.fn(claim, params, data) if self.with_claim else self.fn(params, data)
        return cast(tuple[bool, str], out)

    @property
    def point(self) -> Mapping[str, Field]:
        return self.schema.data

    @property
    def params(self) -> Mapping[str, Field]:
        return self.schema.params


def replayer(
    kind: str,
    *,
    params: Mapping[str, Field] | None = None,
    point: Mapping[str, Field] | None = None,
    with_claim: bool = False,
    cost: Callable[[dict[str, Any], dict[str, Any]], float] | None = None,
) -> Callable[[_F], _F]:
    """Register ``fn`` as the brute-force replay of witnesses of ``kind``.

    ``params`` / ``point`` declare every ``params`` / ``data`` field the replayer reads, each a
    bounded field of :mod:`alltoall.checkers.point` (``{}`` where it reads none); a kind without
    them is refused here. ``cost(params, data)`` may estimate the bytes a replay needs, so a point
    too large for the memory cap is refused before it runs.
    """
    if params is None or point is None:
        raise ValueError(
            f"witness kind {kind!r} must declare every field it reads: params={{...}} for the "
            f"instance and point={{...}} for the witness in it (alltoall.checkers.point)"
        )
    schema = Schema(dict(params), dict(point))  # raises on a field that is not a point field

    def register(fn: _F) -> _F:
        if kind in REPLAYERS and REPLAYERS[kind].fn is not fn:
            raise ValueError(f"two replayers for witness kind {kind!r}")
        REPLAYERS[kind] = Replayer(kind, fn, schema, with_claim, cost)
        return fn

    return register


#: Instances for ``topology-dependence``: a network and its initial configuration, two of them.
INSTANCES = ListOf(Record({"network": NETWORK, "M0": MATRIX}), 2, min_len=2)


def byte_size(n: float) -> str:
    """``n`` bytes in binary units, as a replay cap or a point's cost is reported (``1.5 GiB``)."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"):
        if n < 1024 or unit == "YiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"  # pragma: no cover


_LOADED: list[dict[str, str]] = []  # the first load's failures: a module is imported once per process


def load() -> dict[str, str]:
    """Import the top-level checkers modules so their ``@replayer`` registrations run.

    A module that fails to import does not stop the rest; the failures are returned
    (module -> error) so an unknown kind can say why. The package is walked once per process (a replay
    of every witness calls this; Python imports a module once anyway).
    """
    if _LOADED:
        return dict(_LOADED[0])
    failed: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.ispkg or info.name in ("replay", "strategies"):  # strategies is Hypothesis by nature
            continue
        try:
            importlib.import_module(f"{pkg.__name__}.{info.name}")
        except Exception as e:  # ImportError, or a half-written engine: must not break other kinds
            failed[info.name] = f"{type(e).__name__}: {e}"
    _LOADED.append(failed)
    return dict(failed)
