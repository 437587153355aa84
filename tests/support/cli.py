"""The CLI run in the test's process: ``alltoall ARGS`` as a user types it, its exit code and what it printed."""

from __future__ import annotations

import pytest


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``(exit code, stdout, stderr)`` of ``alltoall *args`` (every command ends in ``SystemExit``)."""
    from alltoall.proofs import cli  # at call time: a test may have replaced the registry first

    with pytest.raises(SystemExit) as e:
        cli.main(list(args))
    out, err = capsys.readouterr()
    return e.value.code, out, err
