"""Test configuration: Hypothesis profiles (``ci`` when CI is set: derandomized, no database),
``toys`` (toy claims in place of the registry, for the CLI tests) and ``alive``, whether a process left behind by the
code under test still runs."""

import os
import signal

import cli_toys
import pytest
from hypothesis import settings

import alltoall.checkers.strategies  # noqa: F401  (registers the profiles)

settings.load_profile("ci" if os.environ.get("CI") else "dev")

# A shell that starts a command in the background without job control (`cmd &` in a script, `nohup cmd &`)
# starts it with SIGINT ignored, and every process it starts inherits that, so the Ctrl-C tests would see
# no KeyboardInterrupt. The suite restores Python's handler: its children then start with the default.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


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


#: The longest tests (CPU time, fast tier), longest first. ``make test`` runs ``-n 2 --dist worksteal``,
#: which hands the first half of the collection to one worker and the second half to the other, each
#: starting from the front of its half and the idle one stealing from the back of the other's queue. So
#: these go to the front of the two halves in turn (first, third, ... to the first; second, fourth, ...
#: to the second): the two longest start at once, on different workers, and none is left to run alone
#: at the end.
LONGEST_FIRST = (
    "tests/test_ledger.py::test_fast_tier_verdicts_match_and_artifacts_are_fresh",
    "tests/agreement/test_agreement_crosstalk.py::test_semi_permutations_agree",
    "tests/test_forgery_corpus.py::test_forgeries_of_kind_are_refused[formula]",
    "tests/quality/test_mutants.py::test_claim_check_catches_mutant[liu-chen-chen-2007/matrix-A@",
)


def _rank(item) -> int:
    for i, prefix in enumerate(LONGEST_FIRST):
        if item.nodeid.startswith(prefix):
            return i
    return len(LONGEST_FIRST)


@pytest.hookimpl(trylast=True)  # after the deselections of tests/quality/conftest.py
def pytest_collection_modifyitems(config, items):
    """The longest tests at the front of the two halves of the run, in turn; the rest in collection order."""
    longest = sorted((item for item in items if _rank(item) < len(LONGEST_FIRST)), key=_rank)
    rest = [item for item in items if _rank(item) == len(LONGEST_FIRST)]
    first, second = longest[0::2], longest[1::2]
    half = max(len(items) // 2 - len(first), 0)
    items[:] = first + rest[:half] + second + rest[half:]
