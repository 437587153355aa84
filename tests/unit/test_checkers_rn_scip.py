"""Tests of :mod:`alltoall.checkers.rn.scip`: the SCIP model every R(N) engine builds (quiet, its time limit,
random seed shift 1), and the engines that take it from there: pricing, the k-configuration decision and the
least cover."""

from __future__ import annotations

import pytest

pyscipopt = pytest.importorskip("pyscipopt")

from alltoall.checkers.rn import cover, exact, kconfig, scip  # noqa: E402
from alltoall.spec.topologies import gsen  # noqa: E402


def test_model_settings_and_a_quiet_solve(capfd):
    m = scip.model(2.5)
    assert (m.getParam("limits/time"), m.getParam("randomization/randomseedshift")) == (2.5, 1)
    x = m.addVar(vtype="B", obj=1.0)
    m.addCons(x >= 1)
    m.optimize()
    assert m.getStatus() == "optimal" and capfd.readouterr() == ("", "")  # SCIP prints its log unless hidden


@pytest.mark.parametrize(
    "run",
    [
        lambda: exact.max_weight(4, [[1] * 4 for _ in range(4)], "scip", time_limit=3),
        lambda: kconfig.decide(4, 4, "scip", time_limit=3),
        lambda: cover.min_cover(gsen.family_perms(gsen.GSEN(6), "sc"), "scip", time_limit=3),
    ],
    ids=["exact.max_weight", "kconfig.decide", "cover.min_cover"],
)
def test_every_engine_builds_its_model_here(monkeypatch, run):
    seen = []
    real = scip.model

    def spy(time_limit):
        seen.append(time_limit)
        return real(time_limit)

    monkeypatch.setattr(scip, "model", spy)
    run()
    assert seen and set(seen) == {3}
