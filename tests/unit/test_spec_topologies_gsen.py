"""Tests of :mod:`alltoall.spec.topologies.gsen` (generalized shuffle-exchange networks, chou-chen-2010): sizes
and names, the bit helpers in both bit orders, the four stage-control families on a 12-terminal network, the
permutations of whole families, paths and their tags (scalar, traced and tabulated), forward tags,
configuration enumeration and parsing, the Gray maps, and every input error's parameter and message."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen as g


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


def test_sizes_and_names():
    n6 = g.GSEN(6)
    assert (n6.n, n6.half, n6.tags, n6.switch_count, str(n6)) == (3, 3, 8, 9, "GSEN(N=6)")
    n2 = g.GSEN(2)
    assert (n2.n, n2.half, n2.tags, n2.switch_count) == (1, 1, 2, 1)
    assert [g.stages(N) for N in (2, 3, 4, 5, 8, 9, 16, 17)] == [1, 2, 2, 3, 3, 4, 4, 5]
    assert g.GSEN(g.MAX_N).N == 16384 and g.MAX_N == 1 << 14
    assert g.FAMILIES == ("sc", "alternating", "doubly", "quadruply") and g.BIT_ORDERS == ("msb-first", "lsb-first")
    assert g.FAMILY_PERIOD == {"sc": 0, "alternating": 1, "doubly": 2, "quadruply": 4}


@pytest.mark.parametrize(
    "bad,parameter,message",
    [
        (lambda: g.GSEN(1), "N", "must be >= 2, got 1"),
        (lambda: g.GSEN(7), "N", "a GSEN needs an even number of terminals, got 7"),
        (lambda: g.GSEN(g.MAX_N + 2), "N", "at most 16384 terminals, got 16386"),
        (lambda: g.GSEN(4.0), "N", "expected an integer, got 4.0"),
        (lambda: g.config_bit(1, 4, 0, "x"), "order", "expected one of msb-first, lsb-first, got 'x'"),
        (lambda: g.pattern("x", 1), "family", "expected one of sc, alternating, doubly, quadruply, got 'x'"),
        (lambda: g.family_states(g.GSEN(6), "sc", 8), "C", "a configuration number of GSEN(N=6) is below 8, got 8"),
        (lambda: g.family_states(g.GSEN(6), "sc", -1), "C", "must be >= 0, got -1"),
        (lambda: g.family_states(g.GSEN(6), "sc", 1.0), "C", "expected an integer, got 1.0"),
        (lambda: g.path(g.GSEN(6), 6, 0), "i", "inputs of GSEN(N=6) are 0..5, got 6"),
        (lambda: g.path(g.GSEN(6), 0, 8), "F", "tags of GSEN(N=6) are 0..7, got 8"),
        (lambda: g.path(g.GSEN(6), -1, 0), "i", "must be >= 0, got -1"),
        (lambda: g.path(g.GSEN(6), 0, -1), "F", "must be >= 0, got -1"),
        (lambda: g.path(g.GSEN(6), 0.0, 0), "i", "expected an integer, got 0.0"),
        (lambda: g.path(g.GSEN(6), 0, 0.0), "F", "expected an integer, got 0.0"),
        (
            lambda: g.realize(g.GSEN(6), np.zeros((3, 2))),
            "states",
            "GSEN(N=6) needs states of shape (..., 3, 3), got (3, 2)",
        ),
        (
            lambda: g.realize(g.GSEN(6), np.zeros((2, 3))),
            "states",
            "GSEN(N=6) needs states of shape (..., 3, 3), got (2, 3)",
        ),
        (
            lambda: next(g.all_states(g.GSEN(12))),
            "N",
            "GSEN(N=12) has 2**24 configurations; enumerate only up to 2**20",
        ),
        (lambda: g.states_from_data(g.GSEN(4), [[0, 1], [1]]), "states", "expected a list of lists of 0/1"),
        (lambda: g.states_from_data(g.GSEN(4), "ab"), "states", "expected a list of lists of 0/1"),
        (lambda: g.states_from_data(g.GSEN(4), None), "states", "expected a list of lists of 0/1"),
        (
            lambda: g.states_from_data(g.GSEN(4), [[0, 1]]),
            "states",
            "GSEN(N=4) needs 2 stages of 2 states, got shape (1, 2)",
        ),
        (
            lambda: g.states_from_data(g.GSEN(4), [[0, 1, 0], [1, 1, 0]]),
            "states",
            "GSEN(N=4) needs 2 stages of 2 states, got shape (2, 3)",
        ),
        (lambda: g.states_from_data(g.GSEN(4), [[0, 2], [1, 1]]), "states", "states are 0 (straight) or 1 (cross)"),
        (lambda: g.states_from_data(g.GSEN(4), [[0, -1], [1, 1]]), "states", "states are 0 (straight) or 1 (cross)"),
    ],
)
def test_errors(bad, parameter, message):
    assert _err(bad) == (parameter, message, f"{parameter}: {message}")


def test_last_good_values():
    assert g.family_states(g.GSEN(6), "sc", 7).shape == (3, 3)
    assert g.path(g.GSEN(6), 5, 7).dest == 5
    assert next(g.all_states(g.GSEN(10))).shape == (4, 5)
    a = g.states_from_data(g.GSEN(4), [[0, 1], [1, 0]])
    assert a.dtype == np.int64 and a.tolist() == [[0, 1], [1, 0]]
    assert g.states_from_data(g.GSEN(4), np.array([[True, False], [False, True]])).tolist() == [[1, 0], [0, 1]]


def test_bit_helpers():
    assert [g.config_bit(1, 4, s) for s in range(4)] == [0, 0, 0, 1]
    assert [g.config_bit(1, 4, s, "lsb-first") for s in range(4)] == [1, 0, 0, 0]
    assert [g.config_bit(6, 4, s) for s in range(4)] == [0, 1, 1, 0]
    assert [g.config_bit(11, 4, s) for s in range(4)] == [1, 0, 1, 1]
    assert [g.config_bit(11, 4, s, "lsb-first") for s in range(4)] == [1, 1, 0, 1]
    assert [g.tag_bit(11, 4, s) for s in range(4)] == [1, 0, 1, 1]
    assert [g.tag_bit(1, 3, s) for s in range(3)] == [0, 0, 1]
    assert [g.shuffle(10, t) for t in range(10)] == [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    assert [g.shuffle(6, t) for t in range(6)] == [0, 2, 4, 1, 3, 5]
    assert g.shuffle(10, np.arange(10)).tolist() == [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    assert [g.pattern(f, np.arange(10)).tolist() for f in g.FAMILIES] == [
        [0] * 10,
        [0, 1] * 5,
        [0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
        [0, 0, 0, 0, 1, 1, 1, 1, 0, 0],
    ]
    assert g.pattern("sc", 7) == 0 and g.pattern("quadruply", 5) == 1


def test_family_states_both_orders():
    net = g.GSEN(12)
    S = {f: g.family_states(net, f, 5).tolist() for f in g.FAMILIES}
    assert S == {
        "sc": [[0] * 6, [1] * 6, [0] * 6, [1] * 6],
        "alternating": [[0, 1, 0, 1, 0, 1], [1, 0, 1, 0, 1, 0], [0, 1, 0, 1, 0, 1], [1, 0, 1, 0, 1, 0]],
        "doubly": [[0, 0, 1, 1, 0, 0], [1, 1, 0, 0, 1, 1], [0, 0, 1, 1, 0, 0], [1, 1, 0, 0, 1, 1]],
        "quadruply": [[0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 0, 0], [0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 0, 0]],
    }
    assert g.family_states(net, "sc", 5, "lsb-first").tolist() == [[1] * 6, [0] * 6, [1] * 6, [0] * 6]
    assert g.family_states(net, "doubly", 1).tolist() == [[0, 0, 1, 1, 0, 0]] * 3 + [[1, 1, 0, 0, 1, 1]]
    assert g.family_states(net, "doubly", 1, "lsb-first").tolist() == [[1, 1, 0, 0, 1, 1]] + [[0, 0, 1, 1, 0, 0]] * 3
    assert g.family_states(net, "sc", 5).dtype == np.int64


def test_family_perms():
    n6 = g.GSEN(6)
    P = g.family_perms(n6, "sc")
    assert P.dtype == np.int64 and P.tolist() == [
        [0, 3, 1, 4, 2, 5],
        [1, 2, 0, 5, 3, 4],
        [2, 5, 4, 1, 0, 3],
        [3, 4, 5, 0, 1, 2],
        [4, 2, 5, 0, 3, 1],
        [5, 3, 4, 1, 2, 0],
        [1, 0, 3, 2, 5, 4],
        [0, 1, 2, 3, 4, 5],
    ]
    assert g.family_perms(n6, "alternating", "lsb-first").tolist() == [
        [0, 3, 4, 1, 2, 5],
        [1, 2, 5, 0, 3, 4],
        [3, 0, 1, 4, 5, 2],
        [4, 5, 2, 3, 0, 1],
        [1, 2, 5, 0, 3, 4],
        [0, 3, 4, 1, 2, 5],
        [2, 1, 0, 5, 4, 3],
        [5, 4, 3, 2, 1, 0],
    ]
    assert g.realize(g.GSEN(10), g.family_states(g.GSEN(10), "sc", 9)).tolist() == [9, 7, 5, 3, 8, 1, 6, 4, 2, 0]


def test_path_and_its_tags():
    p = g.path(g.GSEN(10), 2, 13)
    assert p == g.Path(2, 13, (5, 1, 2, 5), (2, 0, 1, 2), (0, 1, 0, 0), (1, 1, 0, 1))
    assert (p.dest, p.backward, [p.state(s) for s in range(4)]) == (5, 4, [1, 0, 0, 1])
    q = g.path(g.GSEN(6), 4, 3)
    assert (q.terminals, q.switches, q.in_ports, q.out_ports, q.backward) == (
        (2, 5, 5),
        (1, 2, 2),
        (1, 0, 1),
        (0, 1, 1),
        5,
    )
    assert g.trace_tag(10, 4, 2, 13) == (5, 4, [0, 1, 0, 0])
    assert g.trace_tag(6, 3, 4, 3) == (5, 5, [1, 0, 1])
    assert g.dest_formula(g.GSEN(10), 2, 13) == 5 and g.backward_formula(g.GSEN(10), 2, 13) == 4
    assert g.dest_formula(g.GSEN(6), 4, 3) == 5 and g.backward_formula(g.GSEN(6), 4, 3) == 5


def test_tag_and_switch_tables():
    d, B = g.tag_table(g.GSEN(6))
    assert d.dtype == np.int64 and B.dtype == np.int64
    assert d.tolist() == [
        [0, 1, 2, 3, 4, 5, 0, 1],
        [2, 3, 4, 5, 0, 1, 2, 3],
        [4, 5, 0, 1, 2, 3, 4, 5],
        [0, 1, 2, 3, 4, 5, 0, 1],
        [2, 3, 4, 5, 0, 1, 2, 3],
        [4, 5, 0, 1, 2, 3, 4, 5],
    ]
    assert B.tolist() == [
        [0, 0, 0, 0, 0, 0, 1, 1],
        [1, 1, 1, 1, 2, 2, 2, 2],
        [2, 2, 3, 3, 3, 3, 3, 3],
        [4, 4, 4, 4, 4, 4, 5, 5],
        [5, 5, 5, 5, 6, 6, 6, 6],
        [6, 6, 7, 7, 7, 7, 7, 7],
    ]
    sw, inp, out = g.switch_table(g.GSEN(4))
    assert sw.dtype == inp.dtype == out.dtype == np.int64 and sw.shape == (4, 4, 2)
    assert sw.tolist() == [
        [[0, 0], [0, 0], [0, 1], [0, 1]],
        [[1, 0], [1, 0], [1, 1], [1, 1]],
        [[0, 0], [0, 0], [0, 1], [0, 1]],
        [[1, 0], [1, 0], [1, 1], [1, 1]],
    ]
    assert inp.tolist() == [[[0, 0]] * 4, [[0, 1]] * 4, [[1, 0]] * 4, [[1, 1]] * 4]
    assert out.tolist() == [[[0, 0], [0, 1], [1, 0], [1, 1]]] * 4
    sw6, inp6, out6 = g.switch_table(g.GSEN(6))
    for i in range(6):
        for F in range(8):
            p = g.path(g.GSEN(6), i, F)
            assert (tuple(sw6[i, F]), tuple(inp6[i, F]), tuple(out6[i, F])) == (p.switches, p.in_ports, p.out_ports)


def test_realize_forward_tags_batch():
    n6 = g.GSEN(6)
    S = g.family_states(n6, "doubly", 3)
    assert S.tolist() == [[0, 0, 1], [1, 1, 0], [1, 1, 0]]
    F = g.forward_tags(n6, S)
    assert F.dtype == np.int64 and F.tolist() == [3, 0, 7, 6, 5, 0]
    assert g.realize(n6, S).tolist() == [3, 2, 5, 0, 1, 4]
    assert g.realize(n6, S.tolist()).tolist() == [3, 2, 5, 0, 1, 4]
    assert g.realize(n6, np.stack([S, np.zeros_like(S)])).tolist() == [[3, 2, 5, 0, 1, 4], [0, 3, 1, 4, 2, 5]]


def test_all_states_enumeration():
    st = list(g.all_states(g.GSEN(4)))
    assert len(st) == 16 and all(s.dtype == np.int64 and s.shape == (2, 2) for s in st)
    assert (
        st[0].tolist() == [[0, 0], [0, 0]]
        and st[5].tolist() == [[1, 0], [1, 0]]
        and st[-1].tolist() == [[1, 1], [1, 1]]
    )
    assert st[6].tolist() == [[0, 1], [1, 0]]
    assert len(list(g.all_states(g.GSEN(2)))) == 2


def test_gray_maps():
    assert [g.gray(k) for k in range(10)] == [0, 1, 3, 2, 6, 7, 5, 4, 12, 13]
    assert [g.gray_inverse(a, 4) for a in range(16)] == [0, 1, 3, 2, 7, 6, 4, 5, 15, 14, 12, 13, 8, 9, 11, 10]
    assert [g.gray_inverse(a, 2) for a in range(8)] == [0, 1, 3, 2, 6, 7, 5, 4]
    assert g.gray_inverse(5, 0) == 0
