"""Tests marked ``slow`` here run only when asked for (``pytest -m slow``), as pyproject's marker says."""

import pytest


def pytest_collection_modifyitems(config, items):
    if "slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if item.get_closest_marker("slow") and item.path.parent == config.rootpath / "tests" / "quality":
            item.add_marker(skip)
