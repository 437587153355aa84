"""yang-wang-2002: worked examples of the slides beside properties of the broadcast pattern, the
engines and the simulation; tests are named after the claims they back."""

from __future__ import annotations

import doctest
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alltoall.checkers import broadcast as bc
from alltoall.checkers import properties as props
from alltoall.checkers.replay import REPLAYERS
from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid


def test_spec_doctests():
    assert doctest.testmod(yw, raise_on_error=False).failed == 0


# --- Properties of 2D meshes and tori ---------------------------------------------------------------


def test_example_6_neighbours():
    assert yw.mesh_distance((-1, -1), (2, 2)) == 6


def test_dist_torus_wraps():
    assert yw.torus_distance((0, 0), (4, 4), 5) == 2
    assert yw.torus_distance((0, 0), (2, 2), 4) == 4


@pytest.mark.parametrize("n", [2, 3, 4, 5, 8])
def test_diameters(n):
    assert yw.diameter_formula("mesh", n) == grid.mesh(n, n).diameter == 2 * (n - 1)
    assert yw.diameter_formula("torus", n) == grid.torus(n, n).diameter == 2 * (n // 2)


def test_perimeter_torus_odd_5x5_figure():
    # "Circles centered at a node with different radii in a 5 x 5 torus": k = 2
    counts = np.bincount(grid.torus(5, 5).distances_from(12))
    assert counts.tolist() == [yw.perimeter("torus-odd", d, 2) for d in range(5)] == [1, 4, 8, 8, 4]


def test_perimeter_torus_even_4x4_figure():
    counts = np.bincount(grid.torus(4, 4).distances_from(5))
    assert counts.tolist() == [yw.perimeter("torus-even", d, 2) for d in range(5)] == [1, 4, 6, 4, 1]


def test_perimeter_sum_is_nodes():
    for k in range(1, 12):
        assert sum(yw.perimeter("torus-odd", d, k) for d in range(2 * k + 1)) == (2 * k + 1) ** 2
        assert sum(yw.perimeter("torus-even", d, k) for d in range(2 * k + 1)) == (2 * k) ** 2


# --- the broadcast pattern --------------------------------------------------------------------------


def test_pattern_cases_as_printed():
    assert yw.pattern(0, 0, 0, 1) == ((0, 2), (-1, 1))  # Case 2.1, dy = 1 odd: up and left
    assert yw.pattern(0, 0, 0, 2) == ((1, 2), (0, 3))  # dy = 2 even: right and up
    assert yw.pattern(0, 0, 1, 0) == ((1, 1), (2, 0))  # Case 2.2, dx = 1: up and right
    assert yw.pattern(0, 0, 1, 1) == ((2, 1),)  # Case 3, quadrant I, dx + dy even: right
    assert yw.pattern(0, 0, 1, 2) == ((1, 3),)  # dx + dy odd: up
    assert yw.pattern(3, 4, 3, 4) == yw.case1(3, 4, 3, 4)


@given(st.integers(-200, 200), st.integers(-200, 200))
@settings(max_examples=300)
def test_obs_leaving_origin_property(dx, dy):
    for t in yw.pattern(0, 0, dx, dy):
        assert yw.mesh_distance(t, (0, 0)) == abs(dx) + abs(dy) + 1


@given(st.integers(-50, 50), st.integers(-50, 50), st.integers(-50, 50), st.integers(-50, 50))
@settings(max_examples=200)
def test_pattern_is_translation_invariant(x0, y0, dx, dy):
    shifted = yw.pattern(x0, y0, x0 + dx, y0 + dy)
    assert tuple((a - x0, b - y0) for a, b in shifted) == yw.pattern(0, 0, dx, dy)


def test_thm2_torus_even_witness_by_hand():
    # 4 x 4 torus, origin (0, 0): node (0, 2), at offset n/2, is entered from (0, 1) and across the wraparound
    # from (0, 3)
    net = grid.torus(4, 4)
    counts = bc.bfs_reach(net, 0)
    assert counts[net.node((0, 2))] == 2
    assert net.node((0, 2)) in yw.relays(net, 0, net.node((0, 1)))
    assert net.node((0, 2)) in yw.relays(net, 0, net.node((0, 3)))


@pytest.mark.parametrize("kind,n", [("mesh", 4), ("mesh", 5), ("torus", 5), ("torus", 4), ("torus", 7)])
def test_vectorized_relays_equal_scalar_spec(kind, n):
    net = bc.network(kind, n)
    for o in range(net.nodes):
        r = bc.relay_arrays(net, o)
        for v in range(net.nodes):
            vec = {int(r.target[v, p]) for p in range(4) if r.send[v, p]}
            assert vec == set(yw.relays(net, o, v)), (o, v)


@given(st.sampled_from(["mesh", "torus"]), st.integers(2, 9), st.data())
@settings(max_examples=40)
def test_reach_counts_equal_bfs(kind, n, data):
    net = bc.network(kind, n)
    o = data.draw(st.integers(0, net.nodes - 1))
    counts = bc.reach_counts(net, o)
    bfs = bc.bfs_reach(net, o)
    assert counts.tolist() == [bfs.get(v, 0) for v in range(net.nodes)]


def test_thm3_proof_groups_k4_figure():
    # the figure's k = 4: 4k = 16 k-neighbours, each group k + 1 = 5 nodes, the four axis nodes counted twice
    k = 4
    groups = [
        {(l, k - l) for l in range(k + 1)},
        {(-k + l, l) for l in range(k + 1)},
        {(-k + l, -l) for l in range(k + 1)},
        {(l, -k + l) for l in range(k + 1)},
    ]
    assert all(len(g) == k + 1 for g in groups)
    assert len(set().union(*groups)) == 4 * k == yw.perimeter("infinite", k)


def test_thm3_phase_counts():
    IN, OUT = bc.phase_counts(6)
    assert IN[1:].tolist() == [[d] * 4 for d in range(1, 7)]
    assert OUT.tolist() == [[d + 1] * 4 for d in range(7)]


# --- loads ------------------------------------------------------------------------------------------


def test_cor1_torus_odd_5():
    L = bc.port_loads(bc.network("torus", 5))
    assert (L == 6).all() and yw.messages_per_channel("torus", 5) == 6


def test_cor1_torus_even_4_uneven():
    L = bc.port_loads(bc.network("torus", 4))
    assert sorted(set(L.ravel().tolist())) == [5, 6] and yw.messages_per_channel("torus", 4) == Fraction(15, 4)


def test_cor2_mesh_corner_channels():
    for n, top in ((5, 12), (4, 8)):
        L = bc.port_loads(bc.network("mesh", n))
        assert L.max() == top


def test_channel_table_matches_grid_ids():
    net = bc.network("torus", 3)
    rows = bc.channel_table(net, bc.port_loads(net))
    assert [r["channel"] for r in rows] == list(range(len(net.channels())))
    assert all(r["load"] == 2 for r in rows)


# --- the simulation ---------------------------------------------------------------------------------


def test_thm4_n3_meets_bound_and_n5_exceeds_by_min():
    assert bc.simulate("torus", 3, 0, 1, 2).completion == yw.thm4_bound(3, 0, 1, 2) == 6
    s = bc.simulate("torus", 5, 0, 1, 1)
    assert s.completion == 9 and yw.thm4_bound(5, 0, 1, 1) == 8


def test_contention_free_simulation_delivers_every_message_once():
    sim = bc.simulate("torus", 5, 1, 2, 3, "output-stored", trace=True)
    use, _ = bc.slot_use(sim)
    assert props.no_shared_resource(use) is None
    assert props.schedule_delivers(bc.sim_schedule(sim), 25) is None
    assert len(sim.tx) == 25 * 24 and not sim.truncated


def test_one_to_all_attains_theorem1_with_no_switching_time():
    for kind, n in (("mesh", 4), ("torus", 5)):
        worst = max(bc.simulate(kind, n, 2, 0, 3, origins=(o,)).completion for o in range(n * n))
        assert worst == yw.thm1_one_to_all(kind, n, 2, 0, 3)


# --- Saad-Schultz ------------------------------------------------------------------------------------


def test_ss_cost_odd_and_even():
    assert yw.phased_cost(yw.saad_schultz(5), 1, 1, 1) == yw.saad_schultz_cost(5, 1, 1, 1) == 2 + 4 + 12
    assert yw.phased_cost(yw.saad_schultz(4), 0, 0, 1) == 10 != yw.saad_schultz_cost(4, 0, 0, 1)


def test_cor3_equals_thm4_points():
    for n in (3, 5, 7):
        for d in range(5):
            for g in range(1, 5):
                assert yw.cor3_bound(n, 1, d, g) == yw.thm4_bound(n, 1, d, g)


# --- invalid input: one table -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call,parameter",
    [
        (lambda: yw.U(0), "x"),
        (lambda: yw.I(0), "x"),
        (lambda: yw.perimeter("infinite", -1), "d"),
        (lambda: yw.perimeter("cube", 1, 1), "kind"),
        (lambda: yw.perimeter("torus-odd", 9, 2), "d"),
        (lambda: yw.torus_offset(1, 0, 5, "wrapped"), "reading"),
        (lambda: yw.window(0), "R"),
        (lambda: yw.saad_schultz(1), "n"),
        (lambda: yw.check_square(grid.mesh(3, 4)), "network"),
        (lambda: bc.network("ring", 3), "kind"),
        (lambda: bc.simulate("torus", 3, 0, 1, 1, "eventually"), "timing"),
        (lambda: bc.simulate("torus", 3, -1, 1, 1), "alpha"),
        (lambda: bc.simulate("torus", 3, 0, 1, 0), "Lg"),
    ],
)
def test_invalid_input_names_the_parameter(call, parameter):
    with pytest.raises(ParameterError) as e:
        call()
    assert e.value.parameter == parameter


@pytest.mark.parametrize(
    "kind,params,data",
    [
        ("broadcast-reach", {"kind": "torus", "n": 4, "reading": "centred"}, {"origin": 99, "node": 0}),
        ("broadcast-reach", {"kind": "torus", "n": 900, "reading": "centred"}, {"origin": 0, "node": 0}),
        ("broadcast-load", {"kind": "mesh", "n": 3, "reading": "centred"}, {"node": 0, "port": 7, "relation": "<="}),
        (
            "broadcast-delay",
            {"kind": "torus", "n": 5, "alpha": 0, "delta": 1, "Lg": 0, "timing": "input-received"},
            {"bound": "thm4", "relation": "<=", "mode": "all-to-all"},
        ),
        ("broadcast-phase", {}, {"phase": -1, "port": 0, "side": "in"}),
        ("pattern-generic", {"dx": 1, "dy": 1, "property": "generic"}, {}),
    ],
)
def test_replayers_reject_malformed_witnesses(kind, params, data):
    import alltoall.checkers.broadcast  # noqa: F401  (registers the replayers)

    with pytest.raises(ParameterError):
        REPLAYERS[kind](None, params, data)


def test_heat_maps_are_byte_identical():
    from alltoall.proofs import pictures
    from alltoall.proofs.claims import yang_wang_2002  # noqa: F401

    args = {
        "n": 3,
        "periodic": True,
        "loads": bc.port_loads(bc.network("torus", 3)).reshape(3, 3, 4).tolist(),
        "mark": [0, 0, 0],
    }
    assert pictures.render({"renderer": "yw2002-loads", "args": args}) == pictures.render(
        {"renderer": "yw2002-loads", "args": args}
    )
    reach = {"n": 3, "counts": [[1] * 3] * 3, "origin": [0, 0], "node": [1, 1]}
    assert pictures.render({"renderer": "yw2002-reach", "args": reach}).startswith("<?xml")


def test_circles_are_d_neighbours():
    net = grid.torus(5, 5)
    assert len(yw.circle(net, 12, 2)) == 8 and all(net.distance(12, v) == 2 for v in yw.circle(net, 12, 2))


@pytest.mark.parametrize(
    "claim_id,mutant",
    [
        ("yang-wang-2002/thm1-all-to-all-torus", "yw2002-per-channel-mesh-count"),
        ("yang-wang-2002/thm1-one-to-all-mesh", "yw2002-diameter-off-by-one"),
    ],
)
def test_thm1_witnesses_under_mutants_replay(claim_id, mutant):
    # a lower-bound witness (completion below the mutated bound) is re-derived by the replayer
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).parent / "quality"))
    from mutantlib import load_all

    from alltoall.proofs import registry

    claim = registry.load_all()[claim_id]
    with load_all()[mutant].applied():
        r = claim.run()
        if r.witness is not None and r.witness.kind == "broadcast-delay":
            from alltoall.proofs.witness import witness_point

            rp = REPLAYERS["broadcast-delay"]  # the point as replay reads it: the claim's bound, relation and mode
            doc = {"params": dict(r.witness.params), "witness": {"kind": rp.kind, "data": dict(r.witness.data)}}
            stands, _ = rp(claim, *witness_point(doc, claim, rp))
            assert stands
    assert r.verdict.value != "verified"
