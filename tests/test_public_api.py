"""The public API of ``alltoall.spec`` and ``alltoall.checkers``: every module declares ``__all__``, each
name in it exists, and none is private."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import alltoall.checkers
import alltoall.spec


def _modules() -> list[str]:
    names = []
    for pkg in (alltoall.spec, alltoall.checkers):
        names.append(pkg.__name__)
        names += [m.name for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + ".")]
    return sorted(names)


MODULES = _modules()


def test_the_walk_finds_the_engines_and_the_specs():
    assert {"alltoall.spec.topologies.multistage", "alltoall.checkers.z3.core", "alltoall.checkers.rn.engine"} <= set(
        MODULES
    )


@pytest.mark.parametrize("name", MODULES)
def test_module_declares_its_public_names(name: str):
    module = importlib.import_module(name)
    assert hasattr(module, "__all__"), f"{name} has no __all__"
    public = list(module.__all__)
    assert all(isinstance(n, str) for n in public), f"{name}.__all__ holds a non-string"
    assert len(public) == len(set(public)), f"{name}.__all__ names something twice"
    assert [n for n in public if not hasattr(module, n)] == [], f"{name}.__all__ names what it does not define"
    assert [n for n in public if n.startswith("_")] == [], f"{name}.__all__ names a private name"
