"""Toy claims for the CLI tests: the ``toys`` fixture of ``conftest.py`` installs them in place of the
registry (tests/test_cli.py, tests/test_cli_output.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from alltoall.checkers import replay as replayers
from alltoall.checkers.point import NAT
from alltoall.checkers.replay import replayer
from alltoall.checkers.result import Verdict, Witness, proved, refuted
from alltoall.proofs import registry
from alltoall.proofs.domain import as_domain, span
from alltoall.proofs.registry import Claim, Source


def _replay_toy(params: dict, data: dict) -> tuple[bool, str]:
    n = int(data["n"])
    return n % 2 == 1, f"{n} is {'odd' if n % 2 else 'even'}"


def _toy(cid: str, expected: Verdict, check) -> Claim:
    return Claim(
        cid,
        Source("massini-2003", "toy"),
        f"toy claim [{cid}]",
        "{w}",
        {"fast": {"w": "toy domain"}, "deep": {"w": "wide"}},
        ("brute",),
        expected,
        check,
        notes="a toy",
        mutants=("none",),
        witnesses=("toy-odd",) if expected is Verdict.REFUTED else (),
        point=as_domain({"N": span(2, 64)}),
    )


def _ok(ctx):
    return proved(examined=1, count=np.int64(3), table=np.arange(3))


def _refute(ctx):
    return refuted(
        Witness("toy-odd", {"N": 4}, {"n": 3, "rendering": "a -> b"}, "3 is odd", {"method": "toy", "seed": ctx.seed})
    )


def install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Claim]:
    """Replace the registry by toy claims (proved, refuted) and the repo root by ``tmp_path``."""
    reg = {
        c.id: c
        for c in (
            _toy("massini-2003/toy-proved", Verdict.PROVED, _ok),
            _toy("massini-2003/toy-refuted", Verdict.REFUTED, _refute),
        )
    }
    replayers.load()
    monkeypatch.setattr(replayers, "REPLAYERS", dict(replayers.REPLAYERS))  # toy kinds leave with the test
    replayer("toy-odd", params={"N": NAT}, point={"n": NAT})(_replay_toy)
    monkeypatch.setattr(registry, "_REGISTRY", reg)
    monkeypatch.setattr(registry, "load_all", lambda: dict(sorted(reg.items())))
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")  # a wide terminal: rows are not folded
    return reg
