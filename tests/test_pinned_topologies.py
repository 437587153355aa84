"""Every named network pinned to a definition written independently of the spec.

A wiring that turns one banyan into another (the perfect shuffle rotating the other way, a
butterfly exchanging digit j instead of k - 1 - j) keeps every banyan property, so symmetric checks
cannot see it. These tests compare each builder with a permutation table written out by hand
(the textbook definitions: Lawrie 1975 for omega, Wu-Feng 1980 for baseline and butterfly,
Benes 1965; the Chau-Fu optical MIN with chau-fu-2003 Sect. IV / Figure 5), and the grid family
with networkx's own generators by graph isomorphism. A line table ``t`` means line ``l`` goes to
line ``t[l]``; ``tables()[0]`` is the wiring before stage 0 and ``tables()[-1]`` the one after the
last stage.
"""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest

from alltoall.checkers import brute
from alltoall.spec.topologies import grid
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

ID8 = (0, 1, 2, 3, 4, 5, 6, 7)
SHUFFLE8 = (0, 2, 4, 6, 1, 3, 5, 7)  # a2 a1 a0 -> a1 a0 a2 (rotate left): 2l mod 7
UNSHUFFLE8 = (0, 4, 1, 5, 2, 6, 3, 7)  # a2 a1 a0 -> a0 a2 a1 (rotate right)
LOW_UNSHUFFLE8 = (0, 2, 1, 3, 4, 6, 5, 7)  # a2 a1 a0 -> a2 a0 a1 (rotate the low two bits)
SWAP02_8 = (0, 4, 2, 6, 1, 5, 3, 7)  # exchange bits 0 and 2 (butterfly beta_2)

PINNED_8 = {
    # Lawrie's omega: a perfect shuffle before each of the 3 stages.
    "omega": (SHUFFLE8, SHUFFLE8, SHUFFLE8, ID8),
    # Wu-Feng baseline: inverse shuffle of all bits, then of the low two bits (within each half).
    "baseline": (ID8, UNSHUFFLE8, LOW_UNSHUFFLE8, ID8),
    # Indirect binary cube / butterfly: stage j pairs lines differing in bit 2 - j (MSB first).
    "butterfly": (SWAP02_8, UNSHUFFLE8, LOW_UNSHUFFLE8, ID8),
    # Mirror images: stages reversed, every wiring inverted.
    "reverse-omega": (ID8, UNSHUFFLE8, UNSHUFFLE8, UNSHUFFLE8),
    "reverse-baseline": (ID8, LOW_UNSHUFFLE8, SHUFFLE8, ID8),
    "reverse-butterfly": (ID8, LOW_UNSHUFFLE8, SHUFFLE8, SWAP02_8),
}


@pytest.mark.parametrize("name", sorted(PINNED_8))
def test_named_8x8_network_matches_the_hand_written_table(name):
    net = ms.build(name, 2, 3)
    got = tuple(tuple(int(v) for v in t) for t in net.tables())
    assert got == PINNED_8[name], f"{net}: {got}"


def test_omega_16_is_the_shuffle_2l_mod_15():
    # Stone's perfect shuffle of 16 lines, written as a formula independent of digit rotation.
    table = tuple((2 * l) % 15 if l < 15 else 15 for l in range(16))
    assert table == (0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15)
    net = ms.build("omega", 2, 4)
    assert all(tuple(int(v) for v in t) == table for t in net.tables()[:4])
    assert tuple(int(v) for v in net.tables()[4]) == tuple(range(16))


@pytest.mark.parametrize("d,k", [(3, 2), (3, 3), (4, 2), (5, 2)])
def test_d_nary_shuffle_is_dl_mod_N_minus_1(d, k):
    N = d**k
    table = tuple((d * l) % (N - 1) if l < N - 1 else N - 1 for l in range(N))
    assert tuple(int(v) for v in ms.build("omega", d, k).tables()[0]) == table


def test_ternary_9x9_tables_by_hand():
    # a1 a0 -> a0 a1 for two ternary digits: the 3-shuffle of 9 lines (its own inverse).
    sh9 = (0, 3, 6, 1, 4, 7, 2, 5, 8)
    id9 = tuple(range(9))
    assert tuple(tuple(int(v) for v in t) for t in ms.build("omega", 3, 2).tables()) == (sh9, sh9, id9)
    assert tuple(tuple(int(v) for v in t) for t in ms.build("baseline", 3, 2).tables()) == (id9, sh9, id9)
    # butterfly(3, 2): stage 0 exchanges digit 1 with the port digit, stage 1 digit 0 (nothing to do)
    assert tuple(tuple(int(v) for v in t) for t in ms.build("butterfly", 3, 2).tables()) == (sh9, sh9, id9)


def test_butterfly_stage_j_pairs_lines_differing_in_bit_k_minus_1_minus_j():
    # Independent of the tables: with every switch crossed only at stage j, input s reaches
    # the output that differs from s's straight-through output in bit k-1-j.
    k = 4
    net = ms.build("butterfly", 2, k)
    straight = ms.route(net, np.zeros((k, 8, 2), dtype=np.int64) + np.arange(2))
    assert straight.tolist() == list(range(16))
    for j in range(k):
        states = np.zeros((k, 8, 2), dtype=np.int64) + np.arange(2)
        states[j] = 1 - np.arange(2)
        out = ms.route(net, states)
        assert out.tolist() == [s ^ (1 << (k - 1 - j)) for s in range(16)], j


def _switch_graph(net: ms.MIN) -> nx.Graph:
    """Switches as nodes (stage, index), one edge per interstage line (terminals left out)."""
    g = nx.MultiGraph()
    d, N = net.d, net.N
    tables = net.tables()
    for j in range(net.stages):
        for i in range(N // d):
            g.add_node((j, i), stage=j)
    for j in range(1, net.stages):
        for l in range(N):
            g.add_edge((j - 1, l // d), (j, int(tables[j][l]) // d))
    return g


def _isomorphic(a: ms.MIN, b: ms.MIN) -> bool:
    return nx.is_isomorphic(_switch_graph(a), _switch_graph(b), node_match=lambda x, y: x["stage"] == y["stage"])


def test_8x8_omega_and_baseline_are_isomorphic_as_graphs():
    assert _isomorphic(ms.build("omega", 2, 3), ms.build("baseline", 2, 3))


@pytest.mark.parametrize("d,k", [(2, 3), (2, 4), (3, 2), (3, 3)])
def test_six_named_networks_are_topologically_equivalent(d, k):
    # Wu-Feng 1980: omega, baseline, butterfly (and the reverses) are one network up to relabelling.
    nets = [ms.build(name, d, k) for name in ms.TOPOLOGIES]
    assert all(_isomorphic(nets[0], other) for other in nets[1:])


def test_isomorphism_check_is_not_vacuous():
    wired = ms.from_wirings("Wired", 2, 8, [ms.identity(3)] * 4)
    assert not _isomorphic(ms.build("omega", 2, 3), wired)
    assert not ms.is_banyan(wired)


@pytest.mark.parametrize("name", sorted(ms.TOPOLOGIES))
def test_named_networks_are_banyan(name):
    for d, k in [(2, 1), (2, 4), (3, 2), (4, 2)]:
        assert ms.is_banyan(ms.build(name, d, k))


# --- Chau-Fu optical MIN (chau-fu-2003 Sect. IV, Figure 5) and Benes ---------------------------

# Figure 5 (n = 8): output 0 of switch i goes to switch i of the next stage, output 1 to
# switch i + 2**k (mod 8); the last stage's output 0 goes to processor i and its output 1 is unused.
FIG5_PORT1 = {
    0: (1, 2, 3, 4, 5, 6, 7, 0),
    1: (2, 3, 4, 5, 6, 7, 0, 1),
    2: (4, 5, 6, 7, 0, 1, 2, 3),
}


def test_optical_min_matches_figure_5():
    net = op.OpticalMIN(8)
    assert (net.stages, net.total_switches) == (4, 32)
    for k in range(3):
        assert tuple(net.successor(k, i, 1) for i in range(8)) == FIG5_PORT1[k]
        assert tuple(net.successor(k, i, 0) for i in range(8)) == ID8
    assert tuple(net.successor(3, i, 0) for i in range(8)) == ID8
    assert all(net.successor(3, i, 1) == op.UNUSED for i in range(8))


def test_optical_min_shift_by_c_reaches_s_plus_c():
    # Theorem 1's pass c: leaving switch k by output a_k (bit k of c) adds a_k 2^k, so s -> s + c.
    net = op.OpticalMIN(8)
    for c in range(8):
        out, _ = op.route(net, op.shift_setting(net, c))
        assert out.tolist() == [(s + c) % 8 for s in range(8)]


BENES8 = (ID8, UNSHUFFLE8, LOW_UNSHUFFLE8, LOW_UNSHUFFLE8, SHUFFLE8, ID8)


def test_benes_8_matches_its_hand_written_table():
    net = ms.benes(3)
    assert net.stages == 5
    assert tuple(tuple(int(v) for v in t) for t in net.tables()) == BENES8


@pytest.mark.parametrize("k", [2, 3, 4])
def test_benes_has_n_over_2_paths_between_every_pair(k):
    assert (ms.path_counts(ms.benes(k)) == 2 ** (k - 1)).all()


def test_benes_4_is_rearrangeable():
    net = ms.benes(2)
    for perm in itertools.permutations(range(4)):
        states = brute.admissible(net, perm)
        assert states is not None and brute.routed_exactly(net, states, perm), perm


# --- grids: ring, mesh, torus, hypercube against networkx's generators ------------------------


def _iso(g, h) -> bool:
    return nx.is_isomorphic(nx.Graph(g), nx.Graph(h))


def test_2x2_torus_is_a_4_cycle():
    assert _iso(grid.torus(2, 2).graph(), nx.cycle_graph(4))


def test_2x4_torus_is_the_cube():
    assert _iso(grid.torus(2, 4).graph(), nx.hypercube_graph(3))


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_hypercube_is_networkx_hypercube(k):
    assert _iso(grid.hypercube(k).graph(), nx.hypercube_graph(k))


def test_hypercube_3_is_the_cube_by_hand():
    # node v's neighbours are v with one bit flipped
    h = grid.hypercube(3)
    assert {v: set(h.neighbors(v)) for v in range(8)} == {v: {v ^ 1, v ^ 2, v ^ 4} for v in range(8)}


@pytest.mark.parametrize("p", [3, 4, 7, 8])
def test_ring_is_a_cycle(p):
    r = grid.ring(p)
    assert _iso(r.graph(), nx.cycle_graph(p))
    assert {v: set(r.neighbors(v)) for v in range(p)} == {v: {(v - 1) % p, (v + 1) % p} for v in range(p)}


@pytest.mark.parametrize("r,c", [(2, 3), (3, 4), (4, 4), (5, 3)])
def test_mesh_and_torus_are_networkx_grids(r, c):
    assert _iso(grid.mesh(r, c).graph(), nx.grid_2d_graph(r, c))
    if r >= 3 and c >= 3:
        assert _iso(grid.torus(r, c).graph(), nx.grid_2d_graph(r, c, periodic=True))


def test_mesh_3x4_numbering_by_hand():
    # row-major: node (i, j) = 4 i + j
    m = grid.mesh(3, 4)
    assert m.node((1, 2)) == 6 and m.coord(6) == (1, 2)
    assert set(m.neighbors(5)) == {1, 4, 6, 9}
    assert set(m.neighbors(0)) == {1, 4}
    assert set(m.neighbors(11)) == {7, 10}
    assert len(m.channels()) == 2 * (3 * 3 + 2 * 4)


def test_torus_4x5_wraps_by_hand():
    t = grid.torus(4, 5)
    assert set(t.neighbors(0)) == {1, 4, 5, 15}
    assert t.diameter == 4 // 2 + 5 // 2
    assert len(t.channels()) == 2 * 2 * 20
