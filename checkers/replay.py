"""The registry of replayers: for each witness kind, the brute-force check that re-derives it.

A replayer ``fn(params, data) -> (stands, message)`` (or ``fn(claim, params, data)`` when
registered ``with_claim=True``, for witnesses whose claim carries what to recompute, such as a
formula and its simulator) recomputes the offending behaviour from the spec and says whether the
witness still stands. Replayers live in checkers modules that import no solver (z3, sympy,
hypothesis): :func:`load` imports every top-level module of :mod:`alltoall.checkers` and nothing
below it. The file format, reader and the replay procedure are :mod:`alltoall.proofs.witness`.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Callable

REPLAYERS: dict[str, "Replayer"] = {}


@dataclass(frozen=True)
class Replayer:
    kind: str
    fn: Callable
    with_claim: bool = False

    def __call__(self, claim, params: dict, data: dict) -> tuple[bool, str]:
        return self.fn(claim, params, data) if self.with_claim else self.fn(params, data)


def replayer(kind: str, *, with_claim: bool = False):
    """Register ``fn`` as the brute-force replay of witnesses of ``kind``."""

    def register(fn: Callable) -> Callable:
        if kind in REPLAYERS and REPLAYERS[kind].fn is not fn:
            raise ValueError(f"two replayers for witness kind {kind!r}")
        REPLAYERS[kind] = Replayer(kind, fn, with_claim)
        return fn

    return register


def load() -> dict[str, str]:
    """Import the top-level checkers modules so their ``@replayer`` registrations run.

    A module that fails to import does not stop the rest; the failures are returned
    (module -> error) so an unknown kind can say why.
    """
    import alltoall.checkers as pkg

    failed: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.ispkg or info.name in ("replay", "strategies"):  # strategies is Hypothesis by nature
            continue
        try:
            importlib.import_module(f"{pkg.__name__}.{info.name}")
        except Exception as e:  # ImportError, or a half-written engine: must not break other kinds
            failed[info.name] = f"{type(e).__name__}: {e}"
    return failed
