"""Pins of :mod:`alltoall.checkers.rn.exact` left by the survivors of the seed-20261126 sample:
the default CP-SAT pricing time limit of 60 s, the centre choice and bound message of the column
generation (``sum y / heaviest``), the 'sat' status of ``refute``, the switch-blocks weighting of
GSEN(20) (blocks, companions, order of parts) and none for GSEN(72), whose blocks gain nothing, the
search seconds of ``lower_bound`` rounded to ms, a rejected structural certificate not replacing the
counting bound, the target passed on to the column generation, and gzipped proofs without a file
name in their header.

Seconds are made deterministic by replacing the module's ``time`` with a fake clock."""

from __future__ import annotations

import gzip

import numpy as np
import pytest

pytest.importorskip("pysat")

from alltoall.checkers.rn import exact  # noqa: E402

# --- max_weight ----------------------------------------------------------------------------------


def test_max_weight_default_time_limit_is_60_seconds(monkeypatch):
    """Without ``time_limit``, CP-SAT pricing gets 60 s (one worker, seed 1)."""
    pytest.importorskip("ortools")
    from ortools.sat.python import cp_model

    seen = []

    class Spy(cp_model.CpSolver):
        def Solve(self, *a, **k):
            p = self.parameters
            seen.append((p.max_time_in_seconds, p.num_workers, p.random_seed))
            return super().Solve(*a, **k)

    monkeypatch.setattr(cp_model, "CpSolver", Spy)
    w, states, opt = exact.max_weight(4, [[1] * 4 for _ in range(4)])
    assert (w, opt, seen) == (4, True, [(60.0, 1, 1)])


# --- fractional ----------------------------------------------------------------------------------


def test_fractional_keeps_centre_of_best_ratio_and_reports_bound(monkeypatch, fake_clock):
    """The centre is replaced only by smoothed duals of a greater ratio sum / heaviest; the progress
    message shows that ratio as the bound."""
    ys = iter([np.ones((4, 4)), 2 * np.ones((4, 4))])
    monkeypatch.setattr(exact, "_master", lambda perms, N: (3.0, next(ys)))
    found = iter([(4.0, np.array([[1, 0], [0, 0]])), (10.0, np.array([[0, 1], [1, 1]]))])
    monkeypatch.setattr(exact, "local_search", lambda net, q, starts: next(found))
    fake_clock(exact, step=1.0)
    msgs = []
    r = exact.fractional(4, time_limit=2.5, progress=msgs.append, columns=[np.zeros((2, 2), dtype=np.int64)])
    assert r["iterations"] == 2 and r["converged"] is False
    (centre,) = r["duals"]
    assert centre.tolist() == np.ones((4, 4)).tolist()
    assert msgs[0] == "N = 4: iteration 1, LP 3.0000, heaviest 4.0000, bound 4.0000, 1 columns"


# --- refute --------------------------------------------------------------------------------------


def test_refute_satisfiable_status_is_lowercase_sat():
    """A threshold every configuration exceeds is 'sat' (lower case), with no proof."""
    r = exact.refute(4, [[1] * 4 for _ in range(4)], 3)
    assert (r["status"], r["proof"]) == ("sat", None)


# --- structural_parts ----------------------------------------------------------------------------


def _cells(W, v):
    return [(i, j) for i, row in enumerate(W) for j, w in enumerate(row) if w == v]


def test_structural_parts_gsen20_switch_blocks_pinned():
    """GSEN(20)'s weighting: five switch blocks at stage 2, in switch order, each with its +1 and -1
    pairs."""
    ((name, parts, ones),) = exact.structural_parts(20)
    assert (name, ones) == ("switch-blocks (stage 2)", 4)
    assert [p["threshold"] for p in parts] == [20] * 5
    assert [(len(_cells(p["weights"], 2)), len(_cells(p["weights"], 0))) for p in parts] == [(32, 16)] * 5
    assert [min(_cells(p["weights"], 2)) for p in parts] == [(2, 0), (0, 12), (0, 16), (3, 12), (1, 8)]
    assert [min(_cells(p["weights"], 0)) for p in parts] == [(0, 4), (2, 8), (3, 0), (1, 16), (4, 12)]


def test_structural_parts_skip_blocks_without_gain():
    """GSEN(72)'s switch blocks gain nothing (as many -1 pairs as +1 pairs): no weighting at all."""
    assert exact.structural_parts(72) == []


# --- lower_bound ---------------------------------------------------------------------------------


def test_lower_bound_search_seconds_rounded_to_ms(monkeypatch, fake_clock):
    """The structural search's seconds reach the certificate rounded to 3 decimals."""
    seen = []
    monkeypatch.setattr(
        exact, "_certificate", lambda N, name, parts, ones, secs, check=True, deadline=None: seen.append(secs)
    )
    fake_clock(exact, step=0.123456)
    lb = exact.lower_bound(12, target=17, search=("structural",))
    assert lb.bound == 12 and seen == [{"search": 0.123}]


def test_lower_bound_rejected_structural_certificate_keeps_counting(monkeypatch):
    """A structural certificate rejected on re-check (bound N) does not replace the counting bound."""
    rejected = exact.LowerBound(
        12, 12, {"N": 12, "method": "counting"}, [], {"search": 0.0}, None, "certificate rejected: nope"
    )
    monkeypatch.setattr(exact, "_certificate", lambda *a, **k: rejected)
    lb = exact.lower_bound(12, target=17, search=("structural",))
    assert lb == exact.LowerBound(12, 12, {"N": 12, "method": "counting"}, [], {}, None, "counting: R(12) >= 12")


def test_lower_bound_passes_target_to_column_generation(monkeypatch, fake_clock):
    """The column generation is told the target, so it can stop once its bound reaches it."""
    calls = []

    def fractional(N, **kw):
        calls.append(kw["target"])
        return {"columns": [], "lp": 4.5, "duals": []}

    monkeypatch.setattr(exact, "fractional", fractional)
    monkeypatch.setattr(exact, "certify", lambda *a: ("none", None))
    fake_clock(exact, step=0.25)
    lb = exact.lower_bound(4, target=5, search=("columns",), time_limit=100)
    assert calls == [5] and lb.bound == 4


# --- write_certificate ---------------------------------------------------------------------------


def test_write_certificate_gzip_header_has_no_file_name(tmp_path):
    """A proof's gzip header names no file (FLG 0), so the bytes do not depend on the directory."""
    lb = exact.LowerBound(4, 5, {"N": 4, "method": "weighting", "parts": [{"threshold": 1}]}, [["1 0", "0"]])
    a = exact.write_certificate(lb, tmp_path / "a")[1].read_bytes()
    b = exact.write_certificate(lb, tmp_path / "bb")[1].read_bytes()
    assert a[3] == 0 and a == b
    assert gzip.decompress(a) == b"1 0\n0\n"
