"""Seeded mutants of the spec: each is a plausible bug (a wrong wiring, an off-by-one digit).

A mutant patches attributes of spec modules for the duration of a ``with`` block. Checkers look
spec functions up through their modules at call time, so brute force, Z3 and Hypothesis all see
the mutated spec. Mutant files are ``tests/quality/mutants_*.py``; each registers with :func:`mutant`.
"""

from __future__ import annotations

import contextlib
import importlib
import pathlib
from collections.abc import Callable
from dataclasses import dataclass
from unittest import mock

MUTANTS: dict[str, Mutant] = {}


@dataclass(frozen=True)
class Mutant:
    name: str
    description: str
    patches: tuple[tuple[str, str, Callable], ...]  # (module, attribute, original -> replacement)

    @contextlib.contextmanager
    def applied(self):
        with contextlib.ExitStack() as stack:
            for module_name, attr, make in self.patches:
                module = importlib.import_module(module_name)
                stack.enter_context(mock.patch.object(module, attr, make(getattr(module, attr))))
            yield self


def mutant(name: str, description: str, *patches: tuple[str, str, Callable]) -> Mutant:
    if name in MUTANTS:
        raise ValueError(f"mutant {name} defined twice")
    MUTANTS[name] = Mutant(name, description, tuple(patches))
    return MUTANTS[name]


def load_all() -> dict[str, Mutant]:
    here = pathlib.Path(__file__).parent
    for path in sorted(here.glob("mutants_*.py")):
        spec = importlib.util.spec_from_file_location(f"_mutants_{path.stem}", path)
        if spec.name in _loaded:
            continue
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _loaded.add(spec.name)
    return MUTANTS


_loaded: set[str] = set()
import importlib.util  # noqa: E402
