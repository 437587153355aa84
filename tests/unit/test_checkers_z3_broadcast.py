"""Tests of :mod:`alltoall.checkers.z3.broadcast` (yang-wang-2002 Table 2): the transmission table, its width,
the multiplexer trees, the SMT-LIB of both queries (structural digests), their models on hand-made tables,
and the whole dict :func:`decide` returns, including the brute-force re-check."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
import z3
from support.z3pins import PINNED_Z3, smt2_digest, solver_settings

from alltoall.checkers import broadcast as bc
from alltoall.checkers.z3 import broadcast as zb
from alltoall.checkers.z3.core import Z3_VERSION, Query
from alltoall.spec.errors import ParameterError


def _sim(rows, Lg=2, n=3, kind="torus"):
    """A hand-made simulation: rows (node, port, start, origin)."""
    tx = np.array(rows, dtype=np.int64).reshape(-1, 4)
    return bc.Sim(n, kind, "input-received", 0, 1, Lg, tx, 0, 0, {})


# torus 3 x 3: port targets of node 0 are [3, 6, 1, 2]; of node 1 [4, 7, 2, 0]
ROWS = [(0, 0, 0, 0), (0, 2, 1, 0), (1, 0, 5, 1), (1, 3, 2, 1), (4, 1, 7, 0)]


def test_tables_are_the_integer_columns_of_the_transmissions():
    t = zb.tables(_sim(ROWS))
    net = bc.network("torus", 3)
    want_dst = [3, 1, 4, 0, 1]
    assert {k: v.tolist() for k, v in t.items()} == {
        "ch": [net.channel(0, 3), net.channel(0, 1), net.channel(1, 4), net.channel(1, 0), net.channel(4, 1)],
        "st": [0, 1, 5, 2, 7],
        "org": [0, 0, 1, 1, 0],
        "dst": want_dst,
    }
    assert all(v.dtype == np.int64 for v in t.values())
    empty = zb.tables(_sim([]))
    assert {k: (v.tolist(), v.dtype) for k, v in empty.items()} == {
        k: ([], np.dtype(np.int64)) for k in ("ch", "st", "org", "dst")
    }


def test_width_covers_index_value_and_start_plus_slot():
    t = {"ch": np.array([3, 1]), "st": np.array([0, 9]), "org": np.array([0, 1]), "dst": np.array([2, 2])}
    assert zb.width(_sim([], Lg=2), t) == 5  # 9 + 2 + 1 = 12: 4 bits + 1
    assert zb.width(_sim([], Lg=3), t) == 5  # 9 + 3 + 1 = 13
    assert zb.width(_sim([], Lg=6), t) == 6  # 9 + 6 + 1 = 16: 5 bits + 1
    t = {k: np.zeros(40, dtype=np.int64) for k in ("ch", "st", "org", "dst")}
    assert zb.width(_sim([], Lg=1), t) == 7  # 40 rows: 40 + 1 + 1 = 42: 6 bits + 1
    assert zb.width(_sim([], Lg=9), {k: np.zeros(0, dtype=np.int64) for k in t}) == 6  # 9 + 9 + 1 = 19
    assert zb.width(_sim([], Lg=1), {k: np.zeros(0, dtype=np.int64) for k in t}) == 3  # 1 + 1 + 1 = 3


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 7, 8, 9])
def test_mux_reads_every_entry_and_only_the_bits_it_needs(n):
    vals = [(7 * k + 3) % 11 for k in range(n)]
    w = 6
    for idx in range(1 << 4):
        got = z3.simplify(zb.mux(vals, z3.BitVecVal(idx, w), w)).as_long()
        hi = 1 << max(1, (n - 1).bit_length())
        low = idx % hi
        assert got == (vals[low] if low < n else 0), (n, idx)


def test_mux_shares_equal_leaves():
    m = zb.mux([4, 4, 4, 4], z3.BitVec("i", 5), 5)
    assert z3.is_bv_value(m) and m.as_long() == 4 and m.size() == 5
    m = zb.mux([4, 4, 5], z3.BitVec("i", 5), 5)
    assert " ".join(str(m).split()) == "If(Extract(1, 1, i) == 1, If(Extract(0, 0, i) == 1, 0, 5), 4)"
    m = zb.mux([1, 2], z3.BitVec("i", 5), 5)
    assert " ".join(str(m).split()) == "If(Extract(0, 0, i) == 1, 2, 1)"
    assert " ".join(str(zb.mux([6], z3.BitVec("i", 5), 5)).split()) == "If(Extract(0, 0, i) == 1, 0, 6)"


def _contended():
    # transmissions 1 and 3 both use channel 0 -> 1, starting at 1 and 2 (Lg 2)
    return _sim([(0, 0, 0, 0), (0, 2, 1, 0), (4, 0, 7, 0), (0, 2, 2, 2), (1, 3, 9, 1)])


def test_contention_query_finds_the_one_overlap():
    q = zb.contention_query(_contended())
    assert q.status == "sat" and q.model in ({"i": 1, "j": 3}, {"i": 3, "j": 1}) and q.smt2 is None
    assert q.model == {"i": 1, "j": 3}  # st[i] <= st[j]
    assert set(q.free) == {"i", "j"}
    assert zb.contention_query(_sim([(0, 2, 1, 0), (0, 2, 3, 1)])).status == "unsat"  # 3 = 1 + Lg: next slot
    q = zb.contention_query(_sim([(0, 2, 1, 0), (0, 2, 1, 1)]))
    assert q.status == "sat" and q.model in ({"i": 0, "j": 1}, {"i": 1, "j": 0})
    assert zb.contention_query(_sim([(0, 2, 1, 0), (0, 2, 3, 1)], Lg=3)).model == {"i": 0, "j": 1}
    assert zb.contention_query(_sim([(0, 2, 1, 0), (1, 3, 1, 1)])).status == "unsat"  # opposite channels
    assert zb.contention_query(_sim(ROWS)).status == "unsat"


def test_delivery_query_finds_a_repeat_or_an_own_message():
    q = zb.delivery_query(_sim([(0, 0, 0, 0), (0, 2, 1, 0), (6, 1, 3, 0), (1, 3, 1, 1)]))
    assert q.status == "sat" and q.model in ({"i": 0, "j": 2}, {"i": 2, "j": 0})  # node 3 gets 0's message twice
    q = zb.delivery_query(_sim([(0, 0, 0, 0), (1, 3, 1, 0), (5, 0, 4, 1)]))
    assert q.status == "sat" and q.model["i"] == 1  # node 0 receives its own message
    assert zb.delivery_query(_sim([(0, 0, 0, 0), (0, 2, 1, 0), (1, 0, 5, 1)])).status == "unsat"


SIMS = {
    "torus3": lambda: bc.simulate("torus", 3, 0, 1, 2, trace=True),
    "mesh3": lambda: bc.simulate("mesh", 3, 0, 1, 1, trace=True),
    "contended": _contended,
    "rows": lambda: _sim(ROWS),
}


DIGESTS = {
    ("contention_query", "torus3"): ("unsat", "d9bd835a25405e17"),
    ("contention_query", "mesh3"): ("unsat", "692600283cda3356"),
    ("contention_query", "contended"): ("sat", "f06c21690797d562"),
    ("contention_query", "rows"): ("unsat", "d70e0c5082645ff0"),
    ("delivery_query", "torus3"): ("unsat", "63bf26f67f634e44"),
    ("delivery_query", "mesh3"): ("unsat", "9cf96ba0d5d549ef"),
    ("delivery_query", "contended"): ("unsat", "c2777092b7a690cc"),
    ("delivery_query", "rows"): ("sat", "9a4aa414b2a83e73"),
}


@pytest.mark.parametrize(("query", "sim"), [(q, s) for q in ("contention_query", "delivery_query") for s in SIMS])
def test_query_smt2_is_pinned(query, sim):
    q = getattr(zb, query)(SIMS[sim](), keep_smt2=True)
    assert q.smt2 and q.smt2_sha256 == hashlib.sha256(q.smt2.encode()).hexdigest()
    if Z3_VERSION != PINNED_Z3:
        pytest.skip(f"SMT-LIB digests pinned for Z3 {PINNED_Z3}")
    assert (q.status, smt2_digest(q.smt2)) == DIGESTS[(query, sim)]


def _strip(d):
    return {
        k: ({kk: vv for kk, vv in v.items() if kk != "seconds"} if isinstance(v, dict) else v) for k, v in d.items()
    }


def test_decide_on_a_clean_simulation():
    sim = bc.simulate("torus", 3, 0, 1, 2, trace=True)
    r = zb.decide(sim)
    assert _strip(r) == {
        "transmissions": 72,
        "expected_transmissions": 72,
        "contention": {"status": "unsat", "z3": Z3_VERSION},
        "delivery": {"status": "unsat", "z3": Z3_VERSION},
    }
    assert isinstance(r["contention"]["seconds"], float)
    r = zb.decide(sim, keep_smt2=True)
    assert set(r["delivery"]) == {"status", "seconds", "z3", "smt2", "smt2_sha256"}


def test_decide_confirms_a_sat_model_with_its_rows():
    sim = _contended()
    r = zb.decide(sim)
    net = bc.network("torus", 3)
    c01 = net.channel(0, 1)
    assert _strip(r) == {
        "transmissions": 5,
        "expected_transmissions": 72,
        "contention": {
            "status": "sat",
            "z3": Z3_VERSION,
            "i": 1,
            "j": 3,
            "confirmed": True,
            "rows": [[c01, 1, 0, 1], [c01, 2, 2, 1]],
        },
        "delivery": {"status": "unsat", "z3": Z3_VERSION},
    }


def _fake(model):
    def q(sim, timeout=60.0, keep_smt2=False):
        return Query("sat", 0.0, model=dict(model))

    return q


CONTENTION_MODELS = [  # (i, j) -> confirmed, on _contended()
    ((1, 3), True),
    ((3, 1), False),
    ((1, 1), False),
    ((0, 1), False),
    ((1, 5), False),
    ((-1, 3), False),
    ((5, 1), False),
    ((1, -1), False),
]


@pytest.mark.parametrize(("ij", "ok"), CONTENTION_MODELS)
def test_decide_rechecks_a_contention_model_by_brute_force(monkeypatch, ij, ok):
    monkeypatch.setattr(zb, "contention_query", _fake({"i": ij[0], "j": ij[1]}))
    monkeypatch.setattr(zb, "delivery_query", lambda sim, timeout=60.0, keep_smt2=False: Query("unsat", 0.0))
    r = zb.decide(_contended())
    e = r["contention"]
    assert (e["i"], e["j"], e["confirmed"]) == (ij[0], ij[1], ok)
    t = zb.tables(_contended())
    assert e["rows"] == [[int(t[c][k]) for c in ("ch", "st", "org", "dst")] for k in ij if 0 <= k < 5]


def test_decide_contention_window_is_half_open(monkeypatch):
    monkeypatch.setattr(zb, "delivery_query", lambda sim, timeout=60.0, keep_smt2=False: Query("unsat", 0.0))
    monkeypatch.setattr(zb, "contention_query", _fake({"i": 0, "j": 1}))
    assert zb.decide(_sim([(0, 2, 1, 0), (0, 2, 3, 1)]))["contention"]["confirmed"] is False  # starts Lg apart
    assert zb.decide(_sim([(0, 2, 1, 0), (0, 2, 2, 1)]))["contention"]["confirmed"] is True
    assert zb.decide(_sim([(0, 2, 1, 0), (0, 2, 1, 1)]))["contention"]["confirmed"] is True  # same start
    assert zb.decide(_sim([(0, 2, 1, 0), (0, 0, 1, 1)]))["contention"]["confirmed"] is False  # other channel
    monkeypatch.setattr(zb, "contention_query", _fake({"i": 1, "j": 0}))
    assert zb.decide(_sim([(0, 2, 2, 0), (0, 2, 1, 1)]))["contention"]["confirmed"] is True  # j = 0 is a row


DELIVERY = [  # rows, (i, j), confirmed
    ([(0, 0, 0, 0), (0, 2, 1, 0), (6, 1, 3, 0)], (0, 2), True),  # node 3 gets message 0 twice
    ([(0, 0, 0, 0), (0, 2, 1, 0), (6, 1, 3, 0)], (0, 1), False),
    ([(0, 0, 0, 0), (0, 2, 1, 0), (6, 1, 3, 0)], (0, 0), False),
    ([(0, 0, 0, 0), (0, 2, 1, 0), (6, 1, 3, 1)], (0, 2), False),  # same receiver, other origin
    ([(0, 0, 0, 0), (1, 3, 1, 0)], (1, 0), True),  # node 0 receives its own message
    ([(0, 0, 0, 0), (1, 3, 1, 0)], (1, 7), True),
    ([(0, 0, 0, 0), (1, 3, 1, 0)], (0, 7), False),
    ([(0, 0, 0, 0), (1, 3, 1, 0)], (2, 1), False),
    ([(0, 0, 0, 0), (1, 3, 1, 0)], (-1, 1), False),
    ([(6, 1, 3, 0), (0, 0, 0, 0)], (1, 0), True),  # j = 0 is a row: node 3 gets message 0 twice
]


@pytest.mark.parametrize(("rows", "ij", "ok"), DELIVERY)
def test_decide_rechecks_a_delivery_model_by_brute_force(monkeypatch, rows, ij, ok):
    monkeypatch.setattr(zb, "contention_query", lambda sim, timeout=60.0, keep_smt2=False: Query("unsat", 0.0))
    monkeypatch.setattr(zb, "delivery_query", _fake({"i": ij[0], "j": ij[1]}))
    r = zb.decide(_sim(rows))
    e = r["delivery"]
    assert (e["i"], e["j"], e["confirmed"], type(e["confirmed"])) == (ij[0], ij[1], ok, bool)
    t = zb.tables(_sim(rows))
    assert e["rows"] == [[int(t[c][k]) for c in ("ch", "st", "org", "dst")] for k in ij if 0 <= k < len(rows)]
    assert r["contention"] == {"status": "unsat", "seconds": 0.0, "z3": Z3_VERSION}


def test_decide_passes_timeout_and_keep_smt2(monkeypatch):
    seen = []

    def spy(sim, timeout=60.0, keep_smt2=False):
        seen.append((timeout, keep_smt2))
        return Query("unsat", 0.0)

    monkeypatch.setattr(zb, "contention_query", spy)
    monkeypatch.setattr(zb, "delivery_query", spy)
    zb.decide(_sim(ROWS), 7.5, True)
    zb.decide(_sim(ROWS))
    assert seen == [(7.5, True), (7.5, True), (60.0, False), (60.0, False)]


def test_queries_default_to_a_60_s_timeout(monkeypatch):
    seen = solver_settings(monkeypatch)
    sim = _sim(ROWS)
    zb.contention_query(sim)
    zb.delivery_query(sim)
    zb.decide(sim)
    zb.contention_query(sim, 2.5)
    zb.delivery_query(sim, timeout=1.5)
    zb.decide(sim, 3)
    assert seen == [("timeout", 60000)] * 4 + [
        ("timeout", 2500),
        ("timeout", 1500),
        ("timeout", 3000),
        ("timeout", 3000),
    ]


def test_tables_need_the_trace():
    with pytest.raises(ParameterError) as e:
        zb.tables(bc.simulate("torus", 3, 0, 1, 2))
    assert (e.value.parameter, e.value.message) == (
        "trace",
        "the simulation kept no transmissions: simulate(..., trace=True)",
    )
    assert len(zb.tables(bc.simulate("torus", 3, 0, 1, 2, trace=True))["ch"]) == 72


def test_delivery_query_keeps_its_smt2_only_when_asked():
    sim = _sim([(0, 0, 0, 0), (0, 2, 1, 0), (1, 0, 5, 1)])
    assert zb.delivery_query(sim).smt2 is None
    q = zb.delivery_query(sim, keep_smt2=True)
    assert q.smt2 and "(check-sat)" in q.smt2
