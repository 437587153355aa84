"""Tests of :mod:`alltoall.spec.topologies.grid` (rings, meshes, tori, hypercubes): every name ``Grid.__str__``
gives, the neighbour order of small grids of each kind, coordinates of ints and arrays, ports across the wrap,
hop distances (scalar and vectorized), diameters, channels, the networkx graph, and each input error's
parameter and message with the last good value beside it."""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid as g


def _err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, e.value.message, str(e.value)


CASES = [
    (g.ring(2), "Ring(p=2)", 1, [(1,), (0,)]),
    (g.ring(5), "Ring(p=5)", 2, [(4, 1), (0, 2), (1, 3), (2, 4), (3, 0)]),
    (g.mesh(2, 3), "Mesh(r=2, c=3)", 3, [(3, 1), (4, 0, 2), (5, 1), (0, 4), (1, 3, 5), (2, 4)]),
    (g.torus(2, 3), "Torus(r=2, c=3)", 2, [(3, 2, 1), (4, 0, 2), (5, 1, 0), (0, 5, 4), (1, 3, 5), (2, 4, 3)]),
    (
        g.hypercube(3),
        "Hypercube(k=3)",
        3,
        [(4, 2, 1), (5, 3, 0), (6, 0, 3), (7, 1, 2), (0, 6, 5), (1, 7, 4), (2, 4, 7), (3, 5, 6)],
    ),
    (g.Grid((3,), False), "Mesh(3)", 2, [(1,), (0, 2), (1,)]),
    (
        g.Grid((2, 2, 2), True),
        "Torus(2 x 2 x 2)",
        3,
        [(4, 2, 1), (5, 3, 0), (6, 0, 3), (7, 1, 2), (0, 6, 5), (1, 7, 4), (2, 4, 7), (3, 5, 6)],
    ),
    (g.Grid((3,), True, "Torus"), "Torus(3)", 1, [(2, 1), (0, 2), (1, 0)]),
    (g.Grid((2, 3), False, "Ring"), "Ring(p=2)", 3, [(3, 1), (4, 0, 2), (5, 1), (0, 4), (1, 3, 5), (2, 4)]),
    (g.Grid((2, 3, 2), False, "Mesh"), "Mesh(2 x 3 x 2)", 4, None),
    (
        g.Grid((2, 3), True, "Hypercube"),
        "Hypercube(k=2)",
        2,
        [(3, 2, 1), (4, 0, 2), (5, 1, 0), (0, 5, 4), (1, 3, 5), (2, 4, 3)],
    ),
]


@pytest.mark.parametrize("net,name,diameter,nbrs", CASES, ids=[c[1] + str(i) for i, c in enumerate(CASES)])
def test_name_diameter_and_neighbour_order(net, name, diameter, nbrs):
    assert str(net) == name
    assert net.diameter == diameter and type(net.diameter) is int
    if nbrs is not None:
        assert [net.neighbors(v) for v in range(net.nodes)] == nbrs
        assert all(type(u) is int for v in range(net.nodes) for u in net.neighbors(v))


def test_constructors_build_the_exact_grid():
    assert g.ring(4) == g.Grid((4,), True, "Ring")
    assert g.mesh(2, 3) == g.Grid((2, 3), False, "Mesh")
    assert g.torus(2, 3) == g.Grid((2, 3), True, "Torus")
    assert g.hypercube(2) == g.Grid((2, 2), False, "Hypercube")
    assert g.Grid((2,), True).kind == "Grid"
    assert (g.torus(3, 4).nodes, g.torus(3, 4).ndim, g.hypercube(4).nodes, g.hypercube(4).ndim) == (12, 2, 16, 4)


def test_coordinates_of_ints_and_arrays_and_wrapping_nodes():
    t = g.torus(3, 4)
    assert t.coord(7) == (1, 3) and t.coord(0) == (0, 0) and t.coord(11) == (2, 3)
    xs, ys = t.coord(np.array([0, 5, 11]))
    assert xs.tolist() == [0, 1, 2] and ys.tolist() == [0, 1, 3]
    assert t.node((4, -1)) == 7 and t.node((1, 3)) == 7 and t.node((-1, 4)) == 8
    assert t.node((np.array([0, 2]), np.array([1, 3]))).tolist() == [1, 11]
    m = g.mesh(3, 4)
    assert m.node((2, 3)) == 11 and m.node((np.array([0, 2]), np.array([1, 3]))).tolist() == [1, 11]
    assert m.node((np.int64(1), np.int64(2))) == 6
    assert g.Grid((2, 3, 4), False).node((1, 2, 3)) == 23 and g.Grid((2, 3, 4), False).coord(23) == (1, 2, 3)


def test_node_errors_name_the_coordinate_and_the_grid():
    m = g.mesh(3, 4)
    assert _err(m.node, (3, 0)) == (
        "coord",
        "(3, 0) lies outside Mesh(r=3, c=4)",
        "coord: (3, 0) lies outside Mesh(r=3, c=4)",
    )
    assert _err(m.node, (0, 4)) == (
        "coord",
        "(0, 4) lies outside Mesh(r=3, c=4)",
        "coord: (0, 4) lies outside Mesh(r=3, c=4)",
    )
    assert _err(m.node, (np.int64(-1), 0))[0] == "coord"
    assert _err(m.node, (0, -1))[1] == "(0, -1) lies outside Mesh(r=3, c=4)"
    assert _err(m.node, (0, 0, 0)) == ("coord", "expected 2 coordinates, got 3", "coord: expected 2 coordinates, got 3")
    assert _err(m.node, [1]) == ("coord", "expected 2 coordinates, got 1", "coord: expected 2 coordinates, got 1")


def test_node_range_errors():
    m = g.mesh(3, 4)
    msg = "must be in 0..11 on Mesh(r=3, c=4), got 12"
    assert _err(m.neighbors, 12) == ("node", msg, "node: " + msg)
    assert _err(m.distance, 0, 12) == ("node", msg, "node: " + msg)
    assert _err(m.distance, -1, 0)[1] == "must be in 0..11 on Mesh(r=3, c=4), got -1"
    assert _err(m.distances_from, 12) == ("node", msg, "node: " + msg)
    assert _err(m.neighbors, "1") == ("node", "expected an integer, got '1'", "node: expected an integer, got '1'")
    assert m.neighbors(np.int64(11)) == (7, 10) and m.distance(11, 0) == 5


def test_channels_graph_and_channel_ids():
    t = g.torus(2, 3)
    assert t.channels() == (
        (0, 1),
        (0, 2),
        (0, 3),
        (1, 0),
        (1, 2),
        (1, 4),
        (2, 0),
        (2, 1),
        (2, 5),
        (3, 0),
        (3, 4),
        (3, 5),
        (4, 1),
        (4, 3),
        (4, 5),
        (5, 2),
        (5, 3),
        (5, 4),
    )
    assert [t.channel(u, v) for u, v in t.channels()] == list(range(18))
    gr = t.graph()
    assert sorted(gr.nodes()) == list(range(6))
    assert sorted(gr.edges()) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (3, 5), (4, 5)]
    iso = g.Grid((3,), False).graph()
    assert sorted(iso.nodes()) == [0, 1, 2] and sorted(iso.edges()) == [(0, 1), (1, 2)]
    assert len(g.ring(2).channels()) == 2 and g.ring(2).channel(1, 0) == 1


def test_channel_errors():
    m = g.mesh(3, 3)
    assert _err(m.channel, 0, 2) == (
        "channel",
        "0 -> 2 is not a channel of Mesh(r=3, c=3)",
        "channel: 0 -> 2 is not a channel of Mesh(r=3, c=3)",
    )
    assert _err(m.channel, 4, 4) == (
        "channel",
        "4 -> 4 is not a channel of Mesh(r=3, c=3)",
        "channel: 4 -> 4 is not a channel of Mesh(r=3, c=3)",
    )


def test_ports_across_the_wrap_and_errors():
    t, m = g.torus(3, 5), g.mesh(3, 4)
    assert [t.port(0, 4), t.port(0, 10), t.port(4, 0), t.port(0, 1), t.port(0, 5), t.port(10, 0)] == [
        (1, -1),
        (0, -1),
        (1, 1),
        (1, 1),
        (0, 1),
        (0, 1),
    ]
    assert [m.port(5, u) for u in m.neighbors(5)] == [(0, -1), (0, 1), (1, -1), (1, 1)]
    assert g.ring(2).port(0, 1) == (0, 1) and g.torus(2, 2).port(1, 0) == (1, 1)
    assert _err(m.port, 4, 4) == ("port", "4 and 4 are the same node", "port: 4 and 4 are the same node")


def test_distances_scalar_and_vectorized():
    t, m = g.torus(3, 5), g.mesh(3, 5)
    want_t = [0, 1, 2, 2, 1, 1, 2, 3, 3, 2, 1, 2, 3, 3, 2]
    assert [t.distance(0, u) for u in range(15)] == want_t
    assert all(type(t.distance(0, u)) is int for u in range(15))
    d = t.distances_from(0)
    assert d.dtype == np.int64 and d.tolist() == want_t
    dm = m.distances_from(14)
    assert dm.dtype == np.int64 and dm.tolist() == [6, 5, 4, 3, 2, 5, 4, 3, 2, 1, 4, 3, 2, 1, 0]
    assert [m.distance(14, u) for u in range(15)] == dm.tolist()
    h = g.Grid((2, 3, 4), True)
    assert h.distances_from(23).tolist() == [h.distance(23, u) for u in range(24)]
    assert h.distance(0, 23) == 1 + 1 + 1


@pytest.mark.parametrize(
    "bad,parameter,message",
    [
        (lambda: g.Grid((2, 0), False), "dims[1]", "must be >= 1, got 0"),
        (lambda: g.Grid((0, 2), False), "dims[0]", "must be >= 1, got 0"),
        (lambda: g.Grid((2, 2.0), False), "dims[1]", "expected an integer, got 2.0"),
        (lambda: g.Grid((), False), "dims", "a grid needs at least one dimension"),
        (lambda: g.Grid([2, 2], False), "dims", "a grid needs at least one dimension"),
        (lambda: g.ring(1), "p", "must be >= 2, got 1"),
        (lambda: g.ring(2.0), "p", "expected an integer, got 2.0"),
        (lambda: g.mesh(0, 2), "r", "must be >= 1, got 0"),
        (lambda: g.mesh(2, 0), "c", "must be >= 1, got 0"),
        (lambda: g.mesh(2.0, 2), "r", "expected an integer, got 2.0"),
        (lambda: g.mesh(2, 2.0), "c", "expected an integer, got 2.0"),
        (lambda: g.torus(0, 2), "r", "must be >= 1, got 0"),
        (lambda: g.torus(2, 0), "c", "must be >= 1, got 0"),
        (lambda: g.torus(2.0, 2), "r", "expected an integer, got 2.0"),
        (lambda: g.torus(2, 2.0), "c", "expected an integer, got 2.0"),
        (lambda: g.hypercube(0), "k", "must be >= 1, got 0"),
        (lambda: g.hypercube(1.0), "k", "expected an integer, got 1.0"),
    ],
)
def test_constructor_errors(bad, parameter, message):
    with pytest.raises(ParameterError) as e:
        bad()
    assert (e.value.parameter, e.value.message, str(e.value)) == (parameter, message, f"{parameter}: {message}")


def test_smallest_good_sizes():
    assert str(g.ring(2)) == "Ring(p=2)" and str(g.mesh(1, 1)) == "Mesh(r=1, c=1)"
    assert str(g.torus(1, 1)) == "Torus(r=1, c=1)" and str(g.hypercube(1)) == "Hypercube(k=1)"
    assert g.torus(1, 1).neighbors(0) == () and g.hypercube(1).neighbors(1) == (0,)
