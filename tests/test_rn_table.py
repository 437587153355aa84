"""chou-chen-2010 beyond the paper: the local search over arbitrary switch states, the stored covers of
Fig. 14's open cells, the Sect. 6 conjecture R(36) = 40, and the Fig. 14 table the engine regenerates.
Tests are named after the claims they back."""

import random

import numpy as np
import pytest
from support.cli import run

from alltoall.checkers import replay
from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import engine, known, local
from alltoall.proofs.claims.chou_chen_2010 import cli as rn_cli
from alltoall.proofs.claims.chou_chen_2010 import open_cells
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


@pytest.mark.parametrize("N", [6, 10, 12, 20])
def test_local_flips_follow_the_spec(N):
    """A flip swaps the outputs of the two inputs meeting at the switch; the tables stay equal to
    realize() and the pair counts to a recount."""
    net = gsen.GSEN(N)
    rng = np.random.default_rng(N)
    states = [rng.integers(0, 2, (net.n, net.half)) for _ in range(5)]
    cov = local.Cover(net, states)
    for _ in range(200):
        c, s, y = int(rng.integers(5)), int(rng.integers(net.n)), int(rng.integers(net.half))
        d = cov.delta(c, s, y)
        before = cov.uncovered
        cov.flip(c, s, y)
        assert cov.uncovered == before + d
    for c, st in enumerate(cov.S):
        assert cov.term[c][-1] == gsen.realize(net, np.array(st)).tolist()
    cnt = np.zeros((N, N), dtype=int)
    for st in cov.S:
        cnt[np.arange(N), gsen.realize(net, np.array(st))] += 1
    assert cnt.tolist() == cov.cnt
    assert sorted(cov.miss) == [tuple(p) for p in np.argwhere(cnt == 0).tolist()]


def test_local_moves_deliver_the_pair():
    net = gsen.GSEN(12)
    cov = local.Cover(net, [gsen.family_states(net, "sc", C) for C in range(4)])
    i, j = cov.miss[0]
    moves = cov.moves_for(i, j)
    assert moves
    for m in moves:
        cov.flip(*m)
        assert cov.cnt[i][j] >= 1
        cov.flip(*m)


def test_shrink_never_goes_below_a_counting_bound():
    """R(12) = 16 (Theorem 5.4): the search cannot find 15; every cover it returns is re-checked."""
    net = gsen.GSEN(12)
    r = local.shrink(net, [gsen.family_states(net, "sc", C) for C in range(16)], steps=500, seed=3)
    assert r["size"] == 16 and ce.check_upper({"N": 12, "configurations": r["configurations"]})[0]


def test_shrink_finds_a_smaller_cover_from_redundant_start():
    net = gsen.GSEN(10)  # R(10) = 10; start from all 16 stage-control configurations
    r = local.shrink(net, [gsen.family_states(net, "sc", C) for C in range(16)], steps=5000, seed=0, stop_at=10)
    assert r["size"] < 16 and ce.check_upper({"N": 10, "configurations": r["configurations"]})[0]


def test_known_encoding_roundtrip_and_rejects():
    net = gsen.GSEN(20)
    for _ in range(20):
        S = np.array([[random.Random(k).randint(0, 1) for k in range(y, y + net.half)] for y in range(net.n)])
        assert (known.decode(net, known.encode(S)) == S).all()
        assert (known.decode(net, known.numbers(known.encode(S))) == S).all()
    with pytest.raises(ParameterError):
        known.decode(net, "1/2")  # too few stages
    with pytest.raises(ParameterError):
        known.decode(net, [1 << net.half] + [0] * (net.n - 1))  # a switch beyond N/2
    with pytest.raises(ParameterError):
        known.decode(net, [-1] + [0] * (net.n - 1))


@pytest.mark.parametrize("N", sorted(known.COVERS))
def test_fig14_open_cells_stored_covers(N):
    """The stored covers deliver every pair (by gsen.path, one path per input, independently of
    realize) and have the size the open-cell claims state (beyond Fig. 14: N, the rn-table-256 cell's
    upper bound, which it settles)."""
    from alltoall.proofs.claims.chou_chen_2010 import table256

    net = gsen.GSEN(N)
    configs = known.configurations(N)
    assert ce.check_upper({"N": N, "configurations": configs})[0]
    if N > 128:
        cell = table256.load()[N]["R"]
        assert len(configs) == N == cell["lower"] == cell["upper"]
    else:
        assert len(configs) == open_cells.OPEN[N][1] < open_cells.OPEN[N][2]
    seen = set()
    for c in configs[:3]:
        S = c["states"]
        for i in range(N):
            hits = [
                p.dest
                for p in (gsen.path(net, i, F) for F in range(net.tags))
                if all(S[s][p.switches[s]] == p.state(s) for s in range(net.n))
            ]
            assert len(hits) == 1
            seen.add((i, hits[0]))
    assert seen == {(i, int(j)) for c in configs[:3] for i, j in enumerate(gsen.realize(net, np.array(c["states"])))}


def test_fig14_open_R36_establish_uses_the_stored_cover():
    r = engine.establish(36)
    assert (r["lower"], r["upper"]) == (36, 36) and "prefix-translate" in r["upper_certificate"]["construction"]


def test_sec6_conjecture_R36_witness_replays():
    rp = replay.REPLAYERS["gsen-smaller-cover"]
    confs = [known.numbers(t) for t in known.COVERS[36]]
    assert rp(None, {"N": 36, "claimed": 40}, {"configurations": confs})[0]
    assert not rp(None, {"N": 36, "claimed": 36}, {"configurations": confs})[0]  # 36 is not fewer than 36
    assert not rp(None, {"N": 36, "claimed": 40}, {"configurations": confs[1:]})[0]  # one dropped: pairs missed
    with pytest.raises(ParameterError):
        rp(None, {"N": 36, "claimed": 40}, {"configurations": "ccec"})


def test_search_local_stage_is_reproducible(monkeypatch):
    monkeypatch.delitem(known.COVERS, 36)  # the stored cover meets the count: no local search would run
    a = engine.search(36, time_limit=None, steps=300, seed=5)
    b = engine.search(36, time_limit=None, steps=300, seed=5)
    assert a["local"]["start"] == 40 and a["upper"] == b["upper"] <= 40 and a["local"] == b["local"]


def test_fig14_table_rows_and_markdown():
    rows = rn_cli.fig14_rows("fast", 8, jobs=1)
    assert [r["N"] for r in rows] == [4, 6, 8]
    assert all(r["R"]["status"] == r["Rsc"]["status"] == "matches" for r in rows)
    md = rn_cli.fig14_markdown(rows, "fast")
    assert md == rn_cli.fig14_markdown(rn_cli.fig14_rows("fast", 8, jobs=2), "fast")
    assert "| 6 | 6 | 6 | counting |" in md and "Cells: 6 matches." in md


def test_fig14_compare_open_cell_improves():
    assert rn_cli.compare(36, "none", 36, 38) == "improves (smaller upper bound)"
    assert rn_cli.compare(36, "none", 36, 36) == "improves (settles the open cell)"  # below the printed 40
    assert rn_cli.compare(36, "none", 41, 41) == "contradicts"
    assert rn_cli.compare(20, "none", 24, 24) == "matches"


def test_rn_command_fig14_and_errors(tmp_path, capsys):
    md = tmp_path / "t.md"
    code, out, err = run(capsys, "rn", "--fig14", "--tier", "fast", "--nmax", "6", "--markdown", str(md))
    assert code == 0, err
    assert "N = 6: R 6 [matches]; R_sc 8 [matches]" in out and md.read_text().startswith("# R(N) and R_sc(N)")
    code, _, err = run(capsys, "rn", "--fig14", "12")
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1
    code, _, err = run(capsys, "rn")
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1


def test_rn_command_cpsat_without_ortools_is_a_parameter_error(monkeypatch, capsys):
    """The optional solver missing is one error line naming --solver (exit 2), not a traceback."""
    import importlib.util

    from alltoall.proofs import cli

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "ortools" else real(name, *a))
    with pytest.raises(SystemExit) as e:
        cli.main(["rn", "14", "--solver", "cpsat", "--time-limit", "1"])
    err = capsys.readouterr().err
    assert e.value.code == 2 and err.startswith("error: --solver: ") and err.count("\n") == 1


def test_rn_table_256_cells_recheck_and_forgeries():
    """chou-chen-2010/rn-table-256: the committed cells re-check; a dropped configuration or a raised
    bound is refused."""
    from alltoall.proofs.claims.chou_chen_2010 import table256

    cells = table256.load()
    assert sorted(cells) == list(range(130, 257, 2))
    got, fail = table256.rows(132, rerun=False)
    assert fail is None and [r["N"] for r in got] == [130, 132]
    assert got[0]["R"]["lower"] == got[0]["R"]["upper"] == 130  # N = 2 mod 4: Theorem 4.4
    assert all(r["Rsc"]["lower"] == r["Rsc"]["upper"] == 256 for r in got)
    cell = cells[132]
    bad = {**cell, "R": {**cell["R"], "upper": cell["R"]["upper"] - 1}}
    assert not table256.check_cell(132, bad)[0]
    fam, nums = next(iter(cell["R"]["configurations"].items()))
    short = {**cell, "R": {**cell["R"], "configurations": {**cell["R"]["configurations"], fam: nums[1:]}}}
    assert not table256.check_cell(132, short)[0]


def test_engine_table_cell_matches_the_committed_one():
    from alltoall.proofs.claims.chou_chen_2010 import table256

    assert table256.pack(engine.table_cell(132)) == table256.load()[132]


def test_fig14_markdown_beyond_128():
    rows = rn_cli.beyond_rows("fast", 132)
    md = rn_cli.fig14_markdown(rn_cli.fig14_rows("fast", 6, jobs=1) + rows, "fast")
    assert "| 130 | - | 130 |" in md and "settled (beyond Fig. 14)" in md and "rn-table-256" in md
