"""Test configuration: Hypothesis profiles (``ci`` when CI is set: derandomized, no database),
``toys`` (toy claims in place of the registry, for the CLI tests) and ``alive``, whether a process left behind by the
code under test still runs."""

import os

import cli_toys
import pytest
from hypothesis import settings

import alltoall.checkers.strategies  # noqa: F401  (registers the profiles)

settings.load_profile("ci" if os.environ.get("CI") else "dev")


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"  # a zombie has stopped; only its exit code is left
    except OSError:
        return False


@pytest.fixture
def toys(monkeypatch, tmp_path):
    """The registry replaced by toy claims (proved, refuted), the repo root by ``tmp_path``."""
    return cli_toys.install(monkeypatch, tmp_path)


@pytest.fixture
def alive():
    """``alive(pid)``: the process runs (a zombie does not count)."""
    return _alive
