"""Tests marked ``slow`` here run only when asked for (``pytest -m slow``), as pyproject's marker says;
tests marked ``mutation`` (in-process twins of end-to-end tests, for ``make mutants``) are deselected
unless asked for (``pytest -m mutation``)."""

import pytest


def pytest_collection_modifyitems(config, items):
    markexpr = config.getoption("markexpr") or ""
    quality = config.rootpath / "tests" / "quality"
    for item in items:
        if item.get_closest_marker("slow") and "slow" not in markexpr and item.path.parent == quality:
            item.add_marker(pytest.mark.skip(reason="slow: run with -m slow"))
    if "mutation" not in markexpr:  # deselected, not skipped: the ledger test already covers them
        dropped = [item for item in items if item.get_closest_marker("mutation")]
        if dropped:
            items[:] = [item for item in items if not item.get_closest_marker("mutation")]
            config.hook.pytest_deselected(items=dropped)
