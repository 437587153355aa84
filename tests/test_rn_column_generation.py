"""Column generation towards the exact R(N) lower bound (chou-chen-2010): the starting columns, the
complement automorphism, the local-search pricing, the integer weightings made from the duals and
their exact certification, the master LP and the stabilized loop.

Small N (4, 6, 12) with answers known independently: R(4) = 4, R(6) = 6 (counting bound met by
Theorem 3.8 / 4.4 constructions), R(12) = 16 (Theorem 5.4; the 16 pairs forced through one terminal
weigh at most 1 in every configuration). The master LP (GLOP) needs the ``rn`` extra (ortools);
:func:`exact.fractional` is also run with a scripted master so its loop is checked without it."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.checkers.rn import exact
from alltoall.checkers.rn import weightcnf as wc
from alltoall.spec.topologies import gsen

pytest.importorskip("pysat")


def _terminal_weights(N: int = 12) -> list[list[int]]:
    ((_, parts, _),) = [p for p in exact.structural_parts(N) if p[0] == "terminal"]
    return parts[0]["weights"]


def _weight(net, y, S) -> float:
    return float(np.asarray(y)[np.arange(net.N), gsen.realize(net, np.asarray(S))].sum())


# --- _best_upper, initial_columns, _mirror -----------------------------------------------------


def test_best_upper_is_the_established_construction():
    assert [exact._best_upper(N) for N in (4, 6, 8, 10, 12, 20)] == [4, 6, 8, 10, 16, 24]
    # R(36): the stored cover of 36 configurations (prefix translates) meets the counting bound
    assert exact._best_upper(36) == 36


def test_initial_columns_are_every_stage_control_family_configuration():
    for N in (4, 6, 12):
        net = gsen.GSEN(N)
        cols = exact.initial_columns(N)
        assert len(cols) == len(gsen.FAMILIES) * net.tags == 4 * net.tags
        want = [gsen.family_states(net, f, C) for f in gsen.FAMILIES for C in range(net.tags)]
        assert all(np.array_equal(a, b) for a, b in zip(cols, want))
        P = gsen.realize(net, np.array(cols))
        cov = np.zeros((N, N), dtype=bool)
        for p in P:
            cov[np.arange(N), p] = True
        assert cov.all()  # Theorem 3.8: the stage-control configurations alone deliver every pair
    assert [c.tolist() for c in exact.initial_columns(4)[:4]] == [
        [[0, 0], [0, 0]],
        [[0, 0], [1, 1]],
        [[1, 1], [0, 0]],
        [[1, 1], [1, 1]],
    ]


def test_mirror_is_the_complement_automorphism():
    for N in (4, 6, 8):
        net = gsen.GSEN(N)
        S = np.array(list(gsen.all_states(net)))[:: max(1, (1 << (net.n * net.half)) // 300)]
        P, M = gsen.realize(net, S), gsen.realize(net, exact._mirror(S))
        assert (M == N - 1 - P[:, ::-1]).all()
    S = np.arange(12).reshape(2, 6) % 2
    assert exact._mirror(S).tolist() == [[1, 0, 1, 0, 1, 0], [1, 0, 1, 0, 1, 0]]
    assert exact._mirror(np.array([[1, 0, 0], [1, 1, 0]])).tolist() == [[0, 0, 1], [0, 1, 1]]
    assert exact._mirror(np.array([[[0, 1]], [[1, 1]]])).tolist() == [[[1, 0]], [[1, 1]]]
    assert exact._mirror(S).flags["C_CONTIGUOUS"]


# --- local_search ---------------------------------------------------------------------------------


def test_local_search_from_every_configuration_finds_the_maximum():
    net = gsen.GSEN(6)
    y = np.random.default_rng(3).random((6, 6))
    S = np.array(list(gsen.all_states(net)))
    ws = y[np.arange(6)[None, :], gsen.realize(net, S)].sum(axis=1)
    w, best = exact.local_search(net, y, S[::16])
    assert w == pytest.approx(ws.max()) and _weight(net, y, best) == pytest.approx(w)


def test_local_search_stops_at_a_local_maximum():
    net = gsen.GSEN(8)
    rng = np.random.default_rng(5)
    y = rng.random((8, 8))
    for start in rng.integers(0, 2, (4, net.n, net.half)):
        w, S = exact.local_search(net, y, [start])
        assert w >= _weight(net, y, start) - 1e-12 and _weight(net, y, S) == pytest.approx(w)
        for s in range(net.n):
            for k in range(net.half):
                T = S.copy()
                T[s, k] ^= 1
                assert _weight(net, y, T) <= w + 1e-9


def test_local_search_round_limit_and_steepest_step():
    net = gsen.GSEN(8)
    y = np.random.default_rng(7).random((8, 8))
    start = np.zeros((net.n, net.half), dtype=np.int64)
    w0, S0 = exact.local_search(net, y, [start], rounds=0)
    assert w0 == pytest.approx(_weight(net, y, start)) and (S0 == start).all()
    nbrs = []
    for s in range(net.n):
        for k in range(net.half):
            T = start.copy()
            T[s, k] ^= 1
            nbrs.append(_weight(net, y, T))
    w1, S1 = exact.local_search(net, y, [start], rounds=1)
    assert w1 == pytest.approx(max(nbrs)) and int(np.abs(S1 - start).sum()) == 1
    w2, _ = exact.local_search(net, y, [start], rounds=2)
    assert w2 > w1


def test_local_search_ties_keep_the_first_start():
    net = gsen.GSEN(6)
    a, b = gsen.family_states(net, "sc", 3), gsen.family_states(net, "sc", 5)
    w, S = exact.local_search(net, np.zeros((6, 6)), [a, b])
    assert w == 0.0 and (S == a).all()  # no flip improves on 0: the first start, unchanged
    w, S = exact.local_search(net, np.full((6, 6), 1 / 6), [b, a])
    assert w == pytest.approx(1.0) and (S == b).all()


# --- _candidates ------------------------------------------------------------------------------


def test_candidates_rationalized_then_rounded():
    got = exact._candidates([[[0.5, 0.25], [0.0, 1 / 3]]], scales=(1, 3, 5))
    assert [c.tolist() for c in got] == [[[6, 3], [0, 4]], [[1, 0], [0, 1]], [[3, 2], [0, 2]], [[5, 2], [0, 3]]]
    assert all(c.dtype == np.int64 for c in got)
    # denominators limited to 240: 1/241 becomes 1/240, so the common denominator is 240
    got = exact._candidates([[[1 / 241, 1 / 3], [0.0, 1 / 3]]], scales=(2,))
    assert [c.tolist() for c in got] == [[[1, 80], [0, 80]], [[0, 2], [0, 2]]]
    # odd denominators only: the lcm starts at 1
    assert exact._candidates([[[1 / 3, 2 / 3], [1 / 9, 0.0]]], scales=())[0].tolist() == [[3, 6], [1, 0]]


def test_candidates_skip_large_denominators_and_zero_duals():
    y = [[1 / 239, 1 / 233], [1 / 229, 1 / 227]]  # lcm far above 4096: only the grid roundings
    assert [c.tolist() for c in exact._candidates([y], scales=(4,))] == [[[4, 4], [4, 4]]]
    assert [c.tolist() for c in exact._candidates([np.zeros((2, 2))], scales=(2,))] == [[[0, 0], [0, 0]]] * 2
    two = exact._candidates([np.ones((3, 3)), np.full((3, 3), 0.5)])
    assert len(two) == 2 * (1 + len(exact.SCALES))
    assert [int(c[0, 0]) for c in two[:17]] == [1, *exact.SCALES]
    assert int(two[17][0, 0]) == 1 and int(two[18][0, 0]) == 1  # 1/2 everywhere: denominator 2 * 1/2; then 1 * 1


# --- certify ----------------------------------------------------------------------------------


def test_certify_terminal_weighting_n12():
    W = _terminal_weights()
    assert sum(map(sum, W)) == 16
    kind, val = exact.certify(12, [np.array(W, dtype=float)], 16)
    assert kind == "ok"
    assert val == {"weights": W, "threshold": 1, "bound": 16}


def test_certify_returns_a_heavier_column_when_the_target_is_too_high():
    W = _terminal_weights()
    kind, S = exact.certify(12, [np.array(W, dtype=float)], 17)
    assert kind == "column" and wc.config_weight(12, W, np.asarray(S).tolist()) == 1
    # uniform duals on GSEN(4): every configuration weighs N = 4 > T = 3, so 5 is out of reach
    kind, S = exact.certify(4, [np.ones((4, 4))], 5)
    assert kind == "column" and np.asarray(S).shape == (2, 2)


def test_certify_uniform_duals_give_the_counting_bound():
    kind, val = exact.certify(6, [np.ones((6, 6))], 6)
    # the largest T with ceil(36 / T) >= 6 is 7 (not N = 6): every configuration weighs 6 <= 7
    assert kind == "ok" and val == {"weights": [[1] * 6] * 6, "threshold": 7, "bound": 6}


def test_certify_small_targets_and_the_threshold_cap():
    # target 2 on GSEN(4): T = ceil(16 / 1) - 1 = 15
    assert exact.certify(4, [np.ones((4, 4))], 2) == ("ok", {"weights": [[1] * 4] * 4, "threshold": 15, "bound": 2})
    # duals 300: the rational weighting needs T = 4799 > 4096 (skipped); the grid-1 rounding is all ones
    assert exact.certify(4, [np.full((4, 4), 300.0)], 2) == (
        "ok",
        {"weights": [[1] * 4] * 4, "threshold": 15, "bound": 2},
    )


def test_certify_nothing_to_try():
    assert exact.certify(12, [np.zeros((12, 12))], 16) == ("none", None)
    assert exact.certify(12, [np.array(_terminal_weights(), dtype=float)], 1) == ("none", None)
    assert exact.certify(12, [], 16) == ("none", None)


def test_certify_exact_solver_when_local_search_finds_nothing(monkeypatch):
    W = _terminal_weights()
    calls = []
    real = exact.heavier

    def spy(N, Wk, T, solver, limit):
        calls.append((N, T, solver, sum(map(sum, Wk))))
        return real(N, Wk, T, solver, limit)

    nstarts = []
    monkeypatch.setattr(exact, "local_search", lambda net, y, starts: (nstarts.append(len(starts)), (-1.0, None))[1])
    monkeypatch.setattr(exact, "heavier", spy)
    kind, S = exact.certify(12, [np.array(W, dtype=float)], 17, "maxsat")
    assert kind == "column" and wc.config_weight(12, W, np.asarray(S).tolist()) == 1
    # rational W and grid 1 give T = ceil(16 / 16) - 1 = 0 (skipped); grid 2: T = ceil(32 / 16) - 1 = 1
    assert calls[0] == (12, 1, "maxsat", 32)
    assert set(nstarts) == {16}  # every other one of the 32 doubly and alternating configurations
    calls.clear()
    assert exact.certify(12, [np.array(W, dtype=float)], 16, "cadical")[0] == "ok"
    assert calls == [(12, 1, "cadical", 16)]


def test_certify_solver_timeouts_and_clock(monkeypatch):
    W = np.array(_terminal_weights(), dtype=float)
    assert exact.certify(12, [W], 16, time_limit=0.0) == ("none", None)

    def gives_up(*a):
        raise TimeoutError("no answer")

    monkeypatch.setattr(exact, "heavier", gives_up)
    assert exact.certify(12, [W], 16) == ("none", None)


# --- the master LP and the loop (fractional) ----------------------------------------------------


def test_master_lp_values_and_duals():
    pytest.importorskip("ortools")
    cyc = [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    val, y = exact._master(cyc, 3)
    assert val == pytest.approx(3.0) and y.shape == (3, 3) and (y >= 0).all()
    assert y.sum() == pytest.approx(3.0)  # strong duality
    for p in cyc:
        assert sum(y[i, j] for i, j in enumerate(p)) <= 1 + 1e-9  # dual feasible
    # a redundant column is not used: still 3
    assert exact._master(cyc + [[0, 2, 1]], 3)[0] == pytest.approx(3.0)
    with pytest.raises(RuntimeError, match="master LP status"):
        exact._master(cyc[:2], 3)  # pair (0, 2) delivered by no column: infeasible


@pytest.mark.parametrize("N,lp", [(4, 4.0), (6, 6.0)])
def test_fractional_counting_bound_met(N, lp):
    pytest.importorskip("ortools")
    lines = []
    fr = exact.fractional(N, time_limit=30, progress=lines.append)
    assert fr["lp"] == pytest.approx(lp) and fr["converged"] and fr["iterations"] == 1 and fr["N"] == N
    assert len(fr["columns"]) == 4 * gsen.GSEN(N).tags
    y = fr["duals"][0]
    assert y.sum() == pytest.approx(lp)
    assert exact.local_search(gsen.GSEN(N), y, np.array(fr["columns"]))[0] <= 1 + 1e-9
    assert lines and lines[0].startswith(f"N = {N}: iteration 1, LP {lp:.4f}")


def test_fractional_n12_reaches_the_target():
    pytest.importorskip("ortools")
    fr = exact.fractional(12, target=16, time_limit=60)
    assert fr["lp"] == pytest.approx(16.0)
    kind, val = exact.certify(12, fr["duals"], 16)
    assert kind == "ok" and val["bound"] == 16


class _Master:
    """A scripted master LP: returns the given (value, duals) in turn and records the columns."""

    def __init__(self, script):
        self.script = list(script)
        self.seen: list[int] = []

    def __call__(self, perms, N):
        self.seen.append(len(perms))
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]


def test_fractional_loop_stops_when_no_column_prices_out(monkeypatch):
    """Uniform duals 1/N on GSEN(4): every configuration weighs exactly 1, so the first pricing stops."""
    y = np.full((4, 4), 0.25)
    m = _Master([(4.0, y)])
    monkeypatch.setattr(exact, "_master", m)
    fr = exact.fractional(4, time_limit=30)
    assert (fr["lp"], fr["iterations"], fr["converged"], m.seen) == (4.0, 1, True, [16])
    assert len(fr["duals"]) == 2 and all(np.array_equal(d, y) for d in fr["duals"])
    assert len(fr["columns"]) == 16


def test_fractional_loop_adds_the_mirror_column(monkeypatch):
    """Duals 2/N everywhere on GSEN(12): every configuration weighs 2 > 1, the local search keeps
    its first start (the one column), whose mirror image is new and joins; the smoothed bound
    24 / 2 = 12 passes target - 1 + MARGIN = 11.5."""
    net = gsen.GSEN(12)
    y = np.full((12, 12), 2 / 12)
    alt0 = gsen.family_states(net, "alternating", 0)
    assert not np.array_equal(gsen.realize(net, exact._mirror(alt0)), gsen.realize(net, alt0))
    m = _Master([(12.0, y)])
    monkeypatch.setattr(exact, "_master", m)
    fr = exact.fractional(12, target=12, time_limit=30, columns=[alt0])
    assert (fr["iterations"], fr["converged"], m.seen, len(fr["columns"])) == (1, True, [1], 2)
    assert np.array_equal(fr["columns"][1], exact._mirror(alt0))
    assert len(fr["duals"]) == 2 and fr["lp"] == 12.0
    # the sc configurations are their own mirror images: nothing new, one iteration
    m3 = _Master([(12.0, y)])
    monkeypatch.setattr(exact, "_master", m3)
    fr = exact.fractional(12, time_limit=30, columns=[gsen.family_states(net, "sc", 5)])
    assert (fr["iterations"], len(fr["columns"])) == (1, 1)


def test_fractional_mispricing_prices_the_master_duals_next(monkeypatch):
    """GSEN(4), one column A_0: duals 0.3 everywhere (every configuration weighs 1.2) add the mirror
    column; the next duals 0.05 smooth to 0.225 (weight 0.9 <= 1, but not the master's own duals), so the
    following iteration prices the master's duals 1/4 unsmoothed and stops there (converged)."""
    net = gsen.GSEN(4)
    alt0 = gsen.family_states(net, "alternating", 0)
    assert not np.array_equal(gsen.realize(net, exact._mirror(alt0)), gsen.realize(net, alt0))
    y3 = np.full((4, 4), 0.25)
    m = _Master([(1.0, np.full((4, 4), 0.3)), (2.0, np.full((4, 4), 0.05)), (4.0, y3)])
    monkeypatch.setattr(exact, "_master", m)
    priced = []
    real = exact.local_search
    monkeypatch.setattr(
        exact, "local_search", lambda net, q, starts: (priced.append(float(q[0, 0])), real(net, q, starts))[1]
    )
    fr = exact.fractional(4, time_limit=30, columns=[alt0])
    assert priced == pytest.approx([0.3, 0.7 * 0.3 + 0.3 * 0.05, 0.25])  # smoothed towards the center 0.3
    assert (fr["iterations"], fr["converged"], fr["lp"], m.seen, len(fr["columns"])) == (3, True, 4.0, [1, 2, 2], 2)
    assert len(fr["duals"]) == 2 and all(np.array_equal(d, y3) for d in fr["duals"])  # y and the new center


def test_fractional_symmetrizes_the_duals(monkeypatch):
    """The master's duals are averaged with their complement image before pricing."""
    y = np.zeros((4, 4))
    y[0, 1] = 1.0  # its mirror pair is (3, 2)
    monkeypatch.setattr(exact, "_master", _Master([(1.0, y)]))
    priced = []
    real = exact.local_search

    def spy(net, q, starts, rounds=200):
        priced.append((q.copy(), len(starts)))
        return real(net, q, starts, rounds)

    monkeypatch.setattr(exact, "local_search", spy)
    fr = exact.fractional(4, time_limit=30)
    q, nstarts = priced[0]
    want = np.zeros((4, 4))
    want[0, 1] = want[3, 2] = 0.5
    assert np.array_equal(q, want) and nstarts == 8 + 6  # the last 8 columns and 6 random starts
    assert fr["converged"] and fr["iterations"] == 1 and np.array_equal(fr["duals"][0], want)


def test_fractional_time_limit_zero(monkeypatch):
    monkeypatch.setattr(exact, "_master", _Master([(4.0, np.full((4, 4), 0.25))]))
    fr = exact.fractional(4, time_limit=0.0)
    assert fr["iterations"] == 0 and np.isnan(fr["lp"]) and len(fr["columns"]) == 16
