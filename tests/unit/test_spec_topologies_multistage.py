"""Tests of :mod:`alltoall.spec.topologies.multistage` (d-nary MINs: omega, baseline, butterfly, Benes): the
line tables of every named topology for (d, k) = (2, 3) and (3, 2), the digit-permutation helpers, Benes,
relabelling, routing and tracing, path counts and reachability, the plain-data form both ways with every
malformed input, each input error's parameter and message; and the recursive structure of the named networks
(one stage plus d copies, liu-chen-chen-2007) with the index maps their wirings are built from."""

from __future__ import annotations

import pathlib
import sys

import numpy as np
import pytest

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import recursive

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()

LT, DP = ms.LineTable, ms.DigitPermutation


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


TABLES = {
    ("omega", 2, 3): ("Omega(d=2, k=3)", [[0, 2, 4, 6, 1, 3, 5, 7]] * 3 + [[0, 1, 2, 3, 4, 5, 6, 7]]),
    ("omega", 3, 2): ("Omega(d=3, k=2)", [[0, 3, 6, 1, 4, 7, 2, 5, 8]] * 2 + [[0, 1, 2, 3, 4, 5, 6, 7, 8]]),
    ("baseline", 2, 3): (
        "Baseline(d=2, k=3)",
        [[0, 1, 2, 3, 4, 5, 6, 7], [0, 4, 1, 5, 2, 6, 3, 7], [0, 2, 1, 3, 4, 6, 5, 7], [0, 1, 2, 3, 4, 5, 6, 7]],
    ),
    ("baseline", 3, 2): (
        "Baseline(d=3, k=2)",
        [[0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 3, 6, 1, 4, 7, 2, 5, 8], [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ),
    ("butterfly", 2, 3): (
        "Butterfly(d=2, k=3)",
        [[0, 4, 2, 6, 1, 5, 3, 7], [0, 4, 1, 5, 2, 6, 3, 7], [0, 2, 1, 3, 4, 6, 5, 7], [0, 1, 2, 3, 4, 5, 6, 7]],
    ),
    ("butterfly", 3, 2): ("Butterfly(d=3, k=2)", [[0, 3, 6, 1, 4, 7, 2, 5, 8]] * 2 + [[0, 1, 2, 3, 4, 5, 6, 7, 8]]),
    ("reverse-omega", 2, 3): ("ReverseOmega(d=2, k=3)", [[0, 1, 2, 3, 4, 5, 6, 7]] + [[0, 4, 1, 5, 2, 6, 3, 7]] * 3),
    ("reverse-omega", 3, 2): (
        "ReverseOmega(d=3, k=2)",
        [[0, 1, 2, 3, 4, 5, 6, 7, 8]] + [[0, 3, 6, 1, 4, 7, 2, 5, 8]] * 2,
    ),
    ("reverse-baseline", 2, 3): (
        "ReverseBaseline(d=2, k=3)",
        [[0, 1, 2, 3, 4, 5, 6, 7], [0, 2, 1, 3, 4, 6, 5, 7], [0, 2, 4, 6, 1, 3, 5, 7], [0, 1, 2, 3, 4, 5, 6, 7]],
    ),
    ("reverse-baseline", 3, 2): (
        "ReverseBaseline(d=3, k=2)",
        [[0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 3, 6, 1, 4, 7, 2, 5, 8], [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ),
    ("reverse-butterfly", 2, 3): (
        "ReverseButterfly(d=2, k=3)",
        [[0, 1, 2, 3, 4, 5, 6, 7], [0, 2, 1, 3, 4, 6, 5, 7], [0, 2, 4, 6, 1, 3, 5, 7], [0, 4, 2, 6, 1, 5, 3, 7]],
    ),
    ("reverse-butterfly", 3, 2): (
        "ReverseButterfly(d=3, k=2)",
        [[0, 1, 2, 3, 4, 5, 6, 7, 8]] + [[0, 3, 6, 1, 4, 7, 2, 5, 8]] * 2,
    ),
}


@pytest.mark.parametrize("key", list(TABLES), ids=[f"{t}-{d}-{k}" for t, d, k in TABLES])
def test_named_topologies_line_tables(key):
    name, tables = TABLES[key]
    net = ms.build(*key)
    assert str(net) == name
    assert [t.tolist() for t in net.tables()] == tables
    assert all(t.dtype == np.int64 and not t.flags.writeable for t in net.tables())
    assert net.digit_form and net.k == key[2] and net.stages == key[2] and net.switches == key[1] ** key[2] // key[1]
    assert ms.build_N(key[0], key[1], key[1] ** key[2]) == net
    assert ms.to_data(net) == {"topology": key[0], "d": key[1], "k": key[2]}
    assert ms.from_data(ms.to_data(net)) == net


def test_larger_digit_networks_agree_with_digit_semantics():
    for name in ms.TOPOLOGIES:
        net = ms.build(name, 3, 3)
        for w, t in zip(net.wirings, net.tables()):
            want = [sum(((l // 3**s) % 3) * 3**i for i, s in enumerate(w.src)) for l in range(27)]
            assert t.tolist() == want
    assert [w.src for w in ms.baseline(2, 4).wirings] == [
        (0, 1, 2, 3),
        (1, 2, 3, 0),
        (1, 2, 0, 3),
        (1, 0, 2, 3),
        (0, 1, 2, 3),
    ]
    assert [w.src for w in ms.butterfly(2, 4).wirings] == [
        (3, 1, 2, 0),
        (2, 1, 3, 0),
        (1, 2, 0, 3),
        (1, 0, 2, 3),
        (0, 1, 2, 3),
    ]
    assert [w.src for w in ms.omega(2, 4).wirings] == [(3, 0, 1, 2)] * 4 + [(0, 1, 2, 3)]


def test_digit_helpers():
    assert [ms.sub_unshuffle(4, m).src for m in range(5)] == [
        (0, 1, 2, 3),
        (0, 1, 2, 3),
        (1, 0, 2, 3),
        (1, 2, 0, 3),
        (1, 2, 3, 0),
    ]
    assert [ms.exchange(4, t).src for t in range(4)] == [(0, 1, 2, 3), (1, 0, 2, 3), (2, 1, 0, 3), (3, 1, 2, 0)]
    assert ms.shuffle(4).src == (3, 0, 1, 2) and ms.identity(3).src == (0, 1, 2) and ms.shuffle(1).src == (0,)
    p = DP((2, 0, 1))
    assert p.inverse() == DP((1, 2, 0))
    assert DP((1, 2, 0, 3)).inverse().src == (2, 0, 1, 3)
    assert DP((0, 1)).inverse() == DP((0, 1)) and DP((1, 0)).inverse() == DP((1, 0))
    assert p.then(DP((0, 2, 1))) == DP((2, 1, 0))
    assert DP((1, 2, 0)).then(DP((2, 0, 1))) == DP((0, 1, 2))
    t = p.table(2)
    assert t.tolist() == [0, 2, 4, 6, 1, 3, 5, 7] and t.dtype == np.int64
    assert DP((1, 0)).table(3).tolist() == [0, 3, 6, 1, 4, 7, 2, 5, 8]
    assert p.on_digits("abc") == ("c", "a", "b")
    assert LT((2, 0, 3, 1)).inverse() == LT((1, 3, 0, 2))
    assert all(type(v) is int for v in LT((2, 0, 3, 1)).inverse().table_)
    assert LT((2, 0, 3, 1)).table(2).tolist() == [2, 0, 3, 1] and LT((2, 0, 3, 1)).table(2).dtype == np.int64


def test_benes():
    b = ms.benes(2)
    assert str(b) == "Benes(d=2, k=2)" and b.family == "Benes" and b.d == 2 and b.N == 4
    assert [t.tolist() for t in b.tables()] == [[0, 1, 2, 3], [0, 2, 1, 3], [0, 2, 1, 3], [0, 1, 2, 3]]
    assert ms.path_counts(b).tolist() == [[2] * 4] * 4 and not ms.is_banyan(b)
    b3 = ms.benes(3)
    assert (b3.stages, b3.switches, str(b3)) == (5, 4, "Benes(d=2, k=3)")
    assert [w.src for w in b3.wirings] == [(0, 1, 2), (1, 2, 0), (1, 0, 2), (1, 0, 2), (2, 0, 1), (0, 1, 2)]
    assert (ms.path_counts(b3) == 4).all()
    b1 = ms.benes(1)
    assert b1.stages == 1 and [t.tolist() for t in b1.tables()] == [[0, 1], [0, 1]]
    assert _err(ms.benes, 0) == ("k", "must be >= 1, got 0", "k: must be >= 1, got 0")
    assert ms.to_data(b) == {
        "name": "Benes(d=2, k=2)",
        "d": 2,
        "N": 4,
        "wirings": [[0, 1, 2, 3], [0, 2, 1, 3], [0, 2, 1, 3], [0, 1, 2, 3]],
    }


@pytest.mark.parametrize(
    "bad,parameter,message",
    [
        (
            lambda: ms.build("ring", 2, 2),
            "topology",
            "unknown topology 'ring'; expected one of omega, baseline, butterfly, reverse-omega, "
            "reverse-baseline, reverse-butterfly",
        ),
        (lambda: ms.build("omega", 1, 2), "d", "must be >= 2, got 1"),
        (lambda: ms.build("omega", 2, 0), "k", "must be >= 1, got 0"),
        (lambda: ms.build("omega", 2.0, 2), "d", "expected an integer, got 2.0"),
        (lambda: ms.build_N("omega", 2, 6), "N", "6 is not a power of d=2"),
        (lambda: ms.build_N("omega", 2, 0), "N", "must be >= 1, got 0"),
        (lambda: ms.from_wirings("X", 1, 4, [LT((0, 1, 2, 3))] * 2), "d", "must be >= 2, got 1"),
        (lambda: ms.from_wirings("X", 2, 1, [LT((0,))] * 2), "N", "must be >= 2, got 1"),
        (
            lambda: ms.from_wirings("X", 2, 5, [LT(tuple(range(5)))] * 2),
            "N",
            "5 lines do not fill switches of size d=2",
        ),
        (
            lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3))]),
            "wirings",
            "a MIN needs at least one stage (two wirings)",
        ),
        (
            lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3)), LT((0, 1, 2))]),
            "wirings",
            "a line table must be a permutation of range(N)",
        ),
        (
            lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3)), LT((0, 1, 2, 2))]),
            "wirings",
            "a line table must be a permutation of range(N)",
        ),
        (
            lambda: ms.from_wirings("X", 2, 4, [DP((0, 1)), DP((0, 0))]),
            "wirings",
            "DigitPermutation(src=(0, 0)) is not a digit permutation of log_d N digits",
        ),
        (
            lambda: ms.from_wirings("X", 2, 4, [DP((0, 1)), DP((0, 1, 2))]),
            "wirings",
            "DigitPermutation(src=(0, 1, 2)) is not a digit permutation of log_d N digits",
        ),
        (
            lambda: ms.from_wirings("X", 2, 6, [DP((0, 1)), DP((0, 1))]),
            "wirings",
            "DigitPermutation(src=(0, 1)) is not a digit permutation of log_d N digits",
        ),
    ],
)
def test_min_validation(bad, parameter, message):
    assert _err(bad) == (parameter, message, f"{parameter}: {message}")


def test_min_properties_and_names():
    o = ms.omega(2, 2)
    assert o.channels() == tuple((b, l) for b in range(3) for l in range(4))
    assert (o.switches, o.stages, o.k, o.digit_form) == (2, 2, 2, True)
    n6 = ms.from_wirings("Fam", 2, 6, [LT(tuple(range(6)))] * 2)
    assert str(n6) == "Fam(d=2, N=6)" and n6.k is None and not n6.digit_form and n6.switches == 3
    assert str(ms.from_wirings("Fam", 2, 4, [LT((0, 1, 2, 3))] * 2)) == "Fam(d=2, k=2)"
    assert str(ms.from_wirings("Fam", 2, 4, [LT((0, 1, 2, 3))] * 2, "lbl")) == "lbl"
    assert ms.from_wirings("Fam", 3, 9, [DP((0, 1))] * 3).k == 2
    assert ms.from_wirings("Fam", 2, 8, [DP((0, 1, 2)), LT(tuple(range(8)))]).digit_form is False
    assert ms.from_wirings("Fam", 3, 6, [LT(tuple(range(6)))] * 2).k is None
    assert ms.from_wirings("Fam", 2, 2, [LT((0, 1))] * 2).k == 1


def test_reverse():
    r = ms.reverse(ms.butterfly(2, 3))
    assert r.family == "ReverseButterfly" and r.d == 2 and r.N == 8
    assert [t.tolist() for t in r.tables()] == TABLES[("reverse-butterfly", 2, 3)][1]
    t = ms.reverse(ms.from_wirings("X", 2, 4, [LT((1, 2, 3, 0)), LT((0, 2, 1, 3)), LT((3, 2, 1, 0))]))
    assert str(t) == "ReverseX(d=2, k=2)"
    assert [w.table_ for w in t.wirings] == [(3, 2, 1, 0), (0, 2, 1, 3), (3, 0, 1, 2)]


def test_relabel():
    o = ms.omega(2, 2)
    r = ms.relabel(
        o,
        [[1, 0], [0, 1]],
        [[[1, 0], [0, 1]], [[0, 1], [0, 1]]],
        [[[0, 1], [1, 0]], [[1, 0], [1, 0]]],
        [3, 0, 1, 2],
        [1, 2, 3, 0],
    )
    assert str(r) == "Relabelled(Omega(d=2, k=2))" and r.family == "RelabelledOmega"
    assert [t.tolist() for t in r.tables()] == [[0, 2, 1, 3], [3, 1, 0, 2], [2, 1, 0, 3]]
    assert ms.to_data(r) == {
        "name": "Relabelled(Omega(d=2, k=2))",
        "d": 2,
        "N": 4,
        "wirings": [[0, 2, 1, 3], [3, 1, 0, 2], [2, 1, 0, 3]],
    }
    r2 = ms.relabel(
        o, [[0, 1], [0, 1]], [[[0, 1], [0, 1]]] * 2, [[[0, 1], [0, 1]]] * 2, [0, 1, 2, 3], [0, 1, 2, 3], "L"
    )
    assert str(r2) == "L" and [t.tolist() for t in r2.tables()] == [[0, 2, 1, 3], [0, 2, 1, 3], [0, 1, 2, 3]]
    r3 = ms.relabel(
        ms.omega(3, 2),
        [[2, 0, 1], [0, 1, 2]],
        [[[0, 1, 2]] * 3, [[1, 2, 0]] * 3],
        [[[0, 1, 2]] * 3, [[0, 1, 2]] * 3],
        list(range(9)),
        list(range(9)),
    )
    assert ms.is_banyan(r3)
    assert [t.tolist() for t in r3.tables()] == [
        [6, 0, 3, 7, 1, 4, 8, 2, 5],
        [2, 5, 8, 0, 3, 6, 1, 4, 7],
        list(range(9)),
    ]


def test_route_trace_and_shift_tables():
    o = ms.omega(2, 2)
    st = np.array([[[1, 0], [0, 1]], [[0, 1], [1, 0]]])
    out = ms.route(o, st)
    assert out.tolist() == [3, 1, 0, 2] and out.dtype == np.int64
    tr = ms.trace(o, st)
    assert tr.tolist() == [[[0, 2, 1, 3], [1, 2, 0, 3]], [[2, 1, 0, 3], [3, 1, 0, 2]]] and tr.dtype == np.int64
    M = np.array([[1, 0], [0, 1]])
    T = ms.shift_tables(M, 2)
    assert T.tolist() == [[[1, 0], [0, 1]], [[0, 1], [1, 0]]] and T.dtype == np.int64
    assert ms.route_shift(o, M).tolist() == [3, 1, 0, 2]
    assert ms.route_shift(o, [[1.0, 0.0], [0.0, 1.0]]).tolist() == [3, 1, 0, 2]
    assert ms.shift_tables([[2, 1]], 3).tolist() == [[[2, 0, 1]], [[1, 2, 0]]]
    assert ms.shift_tables([[2.0, 1.0]], 3).dtype == np.int64 and ms.shift_tables(np.array([[1.0]]), 2).tolist() == [
        [[1, 0]]
    ]
    batch = np.stack([st, np.zeros_like(st)])
    assert ms.route(o, batch).tolist() == [[3, 1, 0, 2], [0, 0, 0, 0]]
    assert ms.route(o, st.tolist()).tolist() == [3, 1, 0, 2]
    assert ms.route(o, st.astype(float)).tolist() == [3, 1, 0, 2]
    assert ms.trace(o, st.astype(float)).tolist() == tr.tolist()
    assert ms.trace(o, np.zeros((2, 2, 2), dtype=np.int64)).tolist() == [
        [[0, 2, 1, 3], [0, 2, 0, 2]],
        [[0, 1, 0, 1], [0, 0, 0, 0]],
    ]
    o3 = ms.omega(3, 2)
    st3 = np.array([[[1, 2, 0]] * 3, [[2, 0, 1]] * 3])
    assert ms.route(o3, st3).tolist() == [5, 3, 4, 8, 6, 7, 2, 0, 1]
    assert ms.trace(o3, st3).tolist() == [
        [[0, 3, 6, 1, 4, 7, 2, 5, 8], [1, 4, 7, 2, 5, 8, 0, 3, 6]],
        [[3, 4, 5, 6, 7, 8, 0, 1, 2], [5, 3, 4, 8, 6, 7, 2, 0, 1]],
    ]


def test_route_digits():
    o = ms.omega(2, 2)
    assert ms.route_digits(o, (1, 0), lambda j, sw, p: (p + j + sw[0]) % 2) == (1, 1)
    assert ms.route_digits(o, [0, 1], lambda j, sw, p: p) == (0, 1)
    msg = "Benes(d=2, k=2) has table wirings; route_digits needs digit permutations"
    tab = ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3))] * 2, "Benes(d=2, k=2)")
    assert _err(ms.route_digits, tab, (0, 0), lambda j, sw, p: p) == ("topology", msg, "topology: " + msg)


def test_path_counts_and_reach_after():
    o = ms.omega(2, 2)
    C = ms.path_counts(o)
    assert C.dtype == np.int64 and C.tolist() == [[1] * 4] * 4 and ms.is_banyan(o) is True
    one = ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3)), LT((1, 0, 3, 2))])
    assert ms.path_counts(one).tolist() == [[1, 1, 0, 0], [1, 1, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]]
    skew = ms.from_wirings("X", 2, 4, [LT((0, 2, 1, 3)), LT((3, 1, 2, 0))])
    assert ms.path_counts(skew).tolist() == [[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]]
    assert ms.is_banyan(skew) is False
    R = ms.reach_after(o)
    assert [r.astype(int).tolist() for r in R] == [
        [[1, 1, 0, 0], [0, 0, 1, 1], [1, 1, 0, 0], [0, 0, 1, 1]],
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]],
    ]
    assert all(r.dtype == bool for r in R)
    Rs = ms.reach_after(skew)
    assert len(Rs) == 1 and Rs[0].astype(int).tolist() == [[0, 0, 0, 1], [0, 1, 0, 0], [0, 0, 1, 0], [1, 0, 0, 0]]
    Rb = ms.reach_after(ms.baseline(2, 3))
    assert [r.sum(axis=1).tolist() for r in Rb] == [[4] * 8, [2] * 8, [1] * 8]
    assert Rb[0].astype(int)[0].tolist() == [1, 1, 1, 1, 0, 0, 0, 0]
    assert Rb[1].astype(int)[1].tolist() == [0, 0, 1, 1, 0, 0, 0, 0]


def test_to_data_and_from_data():
    o = ms.omega(2, 2)
    assert ms.to_data(o) == {"topology": "omega", "d": 2, "k": 2}
    assert ms.to_data(ms.reverse(ms.omega(2, 3))) == {"topology": "reverse-omega", "d": 2, "k": 3}
    x = ms.from_data({"d": 2, "N": 4, "wirings": [[0, 1, 2, 3], [1, 0, 3, 2]], "name": "X"})
    assert str(x) == "X" and x.family == "Custom" and [w.table_ for w in x.wirings] == [(0, 1, 2, 3), (1, 0, 3, 2)]
    assert ms.to_data(x) == {"name": "X", "d": 2, "N": 4, "wirings": [[0, 1, 2, 3], [1, 0, 3, 2]]}
    y = ms.from_data({"d": 2, "N": 4, "wirings": [[0, 1, 2, 3], [1, 0, 3, 2]]})
    assert str(y) == "Custom(d=2, k=2)" and y.label == ""
    z = ms.from_data({"d": "2", "N": "4", "wirings": [["0", 1, 2, 3], [1, 0, 3, 2]]})
    assert [w.table_ for w in z.wirings] == [(0, 1, 2, 3), (1, 0, 3, 2)]
    assert ms.from_data({"d": 2, "k": 2, "N": 8, "topology": "omega"}) == o
    assert ms.from_data({"d": 2, "k": 2, "wirings": [[0, 1, 2, 3], [0, 1, 2, 3]]}).N == 4
    assert ms.from_data({"d": 2, "k": 3, "wirings": [list(range(8))] * 2}).N == 8
    assert ms.from_data({"d": 3, "k": 2, "wirings": [list(range(9))] * 2}).N == 9
    assert ms.from_data({"d": 2, "N": 6, "wirings": [list(range(6))] * 2}).N == 6
    six = ms.from_wirings("X", 2, 6, [LT(tuple(range(6)))] * 2)
    assert ms.to_data(six) == {"name": "X(d=2, N=6)", "d": 2, "N": 6, "wirings": [list(range(6))] * 2}
    longer = ms.from_wirings("Omega", 2, 4, [ms.shuffle(2)] * 3 + [ms.identity(2)])
    assert "topology" not in ms.to_data(longer)


@pytest.mark.parametrize(
    "data,parameter,message",
    [
        ([], "network", "expected an object"),
        ({"d": 2}, "network", "needs integer fields 'd' and 'k' (or 'N')"),
        ({"k": 2}, "network", "needs integer fields 'd' and 'k' (or 'N')"),
        ({"d": "x", "k": 2}, "network", "needs integer fields 'd' and 'k' (or 'N')"),
        ({"d": 2, "k": None}, "network", "needs integer fields 'd' and 'k' (or 'N')"),
        ({"d": 2, "N": [4]}, "network", "needs integer fields 'd' and 'k' (or 'N')"),
        ({"d": 2, "N": 4}, "network", "needs 'topology' or a list of at least two 'wirings'"),
        ({"d": 2, "k": 2}, "network", "needs 'topology' or a list of at least two 'wirings'"),
        (
            {"d": 2, "N": 4, "wirings": [[0, 1, 2, 3]]},
            "network",
            "needs 'topology' or a list of at least two 'wirings'",
        ),
        ({"d": 2, "N": 4, "wirings": "abcd"}, "network", "needs 'topology' or a list of at least two 'wirings'"),
        (
            {"d": 2, "k": 2, "topology": "ring"},
            "topology",
            "unknown topology 'ring'; expected one of omega, baseline, butterfly, reverse-omega, "
            "reverse-baseline, reverse-butterfly",
        ),
    ],
)
def test_from_data_errors(data, parameter, message):
    assert _err(ms.from_data, data) == (parameter, message, f"{parameter}: {message}")


def test_from_data_topology_without_k_is_a_parameter_error():
    assert _err(ms.from_data, {"d": 2, "N": 4, "topology": "omega"})[:2] == (
        "network",
        "a named topology needs the integer field 'k'",
    )
    assert _err(ms.from_data, {"d": 2, "k": "x", "topology": "omega"})[0] == "network"


# --- path_counts against its previous implementation (tests/support/multistage_baseline.py) ----------


def _random_wired(rng, d, N, stages):
    return ms.from_wirings("X", d, N, [LT(tuple(int(v) for v in rng.permutation(N))) for _ in range(stages + 1)])


def test_path_counts_equals_the_previous_count_on_every_small_network():
    from support.multistage_baseline import path_counts_baseline

    nets = [net for s in (1, 2, 3) for net in _all_interstage(2, 4, s)]  # every 4 x 4 MIN of 1..3 stages
    nets += [ms.build(name, d, k) for name in ms.TOPOLOGIES for d in (2, 3, 4, 5) for k in (1, 2, 3) if d**k <= 125]
    nets += [ms.benes(k) for k in (1, 2, 3, 4)]
    rng = np.random.default_rng(20261127)
    nets += [
        _random_wired(rng, d, N, s)
        for d, N in ((2, 6), (2, 8), (3, 9), (3, 12), (4, 16), (5, 25))
        for s in (1, 2, 3, 5, 9)
    ]
    for net in nets:
        C, want = ms.path_counts(net), path_counts_baseline(net)
        assert C.dtype == np.int64 and C.flags.c_contiguous and C.shape == want.shape, net
        assert (C == want).all(), net


def test_path_counts_wide_counts_keep_their_value():
    """A count past the narrow integer types (128 and 32768 paths) is exact."""
    from support.multistage_baseline import path_counts_baseline

    for stages in (8, 16):
        net = ms.from_wirings(
            "X", 2, 4, [LT((0, 1, 2, 3))] * (stages + 1)
        )  # input s reaches only its own switch: 2**(stages-1) paths to each of its outputs
        C = ms.path_counts(net)
        assert (C == path_counts_baseline(net)).all() and int(C.max()) == 2 ** (stages - 1)


def _all_interstage(d, N, s):
    import itertools

    ident = LT(tuple(range(N)))
    for mids in itertools.product(itertools.permutations(range(N)), repeat=s - 1):
        yield ms.from_wirings("Wired", d, N, [ident] + [LT(m) for m in mids] + [ident])


def _paths_line_by_line(net):
    """C[s][t] in Python integers: every line's path count carried stage by stage (a switch adds its d
    input lines and sends the sum on each output line)."""
    t = [[int(v) for v in table] for table in net.tables()]
    d, N = net.d, net.N
    rows = []
    for s in range(N):
        lines = [0] * N
        lines[t[0][s]] = 1
        for j in range(net.stages):
            nxt = [0] * N
            for line in range(N):
                sw = line // d * d
                nxt[t[j + 1][line]] += sum(lines[sw : sw + d])
            lines = nxt
        rows.append(lines)
    return rows


def test_path_counts_are_exact_beyond_float64():
    """60 stages of a wiring that feeds switch i from switches i and i + 1 (mod 3): counts near 2^60 / 3,
    with every other bit set, which no float64 holds exactly."""
    W, I6 = LT((0, 4, 1, 2, 3, 5)), LT(tuple(range(6)))
    net = ms.from_wirings("W", 2, 6, [I6] + [W] * 59 + [I6])
    C = ms.path_counts(net)
    assert C.dtype == np.int64 and C.tolist() == _paths_line_by_line(net)
    assert int(C.max()) == 192153584101141163 > 2**53


def test_path_counts_beyond_int64_are_refused_not_wrapped():
    """k stages of the identity on 4 lines give 2^(k - 1) paths from input 0 to output 0: exact up to
    k = 63, and at k = 64 one more than int64 holds, which is refused rather than read as -2^63."""
    for k in (62, 63):
        same = ms.from_wirings("I", 2, 4, [LT((0, 1, 2, 3))] * (k + 1))
        assert ms.path_counts(same)[0].tolist() == [2 ** (k - 1), 2 ** (k - 1), 0, 0]
    big = ms.from_wirings("I", 2, 4, [LT((0, 1, 2, 3))] * 65)
    assert _err(ms.path_counts, big)[:2] == (
        "network",
        "I(d=2, k=2) has more than 2**63 - 1 paths between an input and an output",
    )


def test_line_table_reads_as_int64_whatever_integers_it_holds():
    """A wiring built from a numpy array (``tuple(array)`` gives numpy integers) reads as the same int64 table
    as one of Python ints: a MIN compares the two as equal, so its cached tables must not depend on which."""
    lines = np.array([2, 0, 3, 1], dtype=np.int32)
    for t in (tuple(lines), tuple(lines.astype(np.uint8)), tuple(int(v) for v in lines)):
        table = LT(t).table(2)
        assert table.dtype == np.int64 and table.tolist() == [2, 0, 3, 1]
    assert ms.from_wirings("W", 2, 4, [LT(tuple(lines))] * 2) == ms.from_wirings("W", 2, 4, [LT((2, 0, 3, 1))] * 2)


# --- the recursive structure of the named networks (liu-chen-chen-2007 Theorem 2, no solver) --------------------------


@pytest.mark.parametrize("topology", list(ms.TOPOLOGIES))
def test_thm2_recursive_structure_named_networks(topology):
    for k in range(1, 24):
        assert recursive.split(ms.build(topology, 3, k + 1), ms.build(topology, 3, k)) is not None, (topology, k)


def test_wiring_swap_breaks_the_structure():
    with MUTANTS["wiring-swap"].applied():
        assert recursive.split(ms.omega(2, 3), ms.omega(2, 2)) is None


def test_index_maps_build_the_spec_wirings():
    """The builders' tuples are the index maps at every position, and the same wirings as the closed forms
    (rotate left; rotate the low k - j digits right; swap digits 0 and t, composed) the spec used before."""
    for k in range(1, 30):
        for family, src in (("omega", ms.omega_src), ("baseline", ms.baseline_src), ("butterfly", ms.butterfly_src)):
            net = ms.build(family, 3, k)
            assert [w.src for w in net.wirings] == [tuple(src(k, j, i) for i in range(k)) for j in range(k + 1)]
        rot = tuple((i - 1) % k for i in range(k))
        assert [w.src for w in ms.omega(2, k).wirings] == [rot] * k + [tuple(range(k))]
        for m in range(k + 1):
            want = list(range(k))
            for i in range(m - 1):
                want[i] = i + 1
            if m >= 1:
                want[m - 1] = 0
            assert ms.sub_unshuffle(k, m).src == tuple(want)
        beta = []
        for t in range(k):
            want = list(range(k))
            want[0], want[t] = want[t], want[0]
            assert ms.exchange(k, t).src == tuple(want)
            beta.append(ms.exchange(k, k - 1 - t))
        between = [beta[j].then(beta[j + 1]) for j in range(k - 1)]
        assert ms.butterfly(2, k).wirings == tuple([beta[0]] + between + [beta[k - 1]])
        for base in ("omega", "baseline", "butterfly"):  # the mirror images: reverse_src or reverse, the same
            assert ms.build(f"reverse-{base}", 2, k) == ms.reverse(ms.build(base, 2, k))
