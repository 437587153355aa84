"""Known-bad inputs for the engines of the paper slices (optical MIN, Yang-Wang, broadcast, exchange,
GSEN, schedules, routing): each probe passes on the real engine and names the defect it must see.

``test_engine_mutants.py`` runs these probes under the engine mutants of ``engine_mutants.py``
(beside its own probes); here they run once as plain tests. A "known-bad input" is either an input
built by hand (a pass that shares a switch, a semi-permutation with crosstalk) or the spec under one
of the seeded spec mutants of ``mutants_*.py`` (``_spec(name)``), where the engine must report the
violation the mutant introduces.
"""

from __future__ import annotations

import pathlib
import sys

import pytest
import z3

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import broadcast as bc  # noqa: E402
from alltoall.checkers import exchange as ex  # noqa: E402
from alltoall.checkers import gsen as cg  # noqa: E402
from alltoall.checkers import optical as ck  # noqa: E402
from alltoall.checkers import properties as props  # noqa: E402
from alltoall.checkers import routing, schedules  # noqa: E402
from alltoall.checkers import yang_wang as cyw  # noqa: E402
from alltoall.checkers.result import Verdict  # noqa: E402
from alltoall.checkers.z3 import broadcast as zb  # noqa: E402
from alltoall.checkers.z3 import exchange as zx  # noqa: E402
from alltoall.checkers.z3 import gsen as zg  # noqa: E402
from alltoall.checkers.z3 import optical as zo  # noqa: E402
from alltoall.checkers.z3 import yang_wang as zyw  # noqa: E402
from alltoall.spec.algorithms import chou_chen as cc  # noqa: E402
from alltoall.spec.algorithms import (
    liu_gu,  # noqa: E402
    two_phase,  # noqa: E402
)
from alltoall.spec.errors import ParameterError  # noqa: E402
from alltoall.spec.topologies import grid, gsen  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402
from alltoall.spec.topologies import optical as op  # noqa: E402
from alltoall.spec.topologies import switch_network as sn  # noqa: E402

SPEC = load_all()


def _spec(name):
    return SPEC[name].applied()


# --- checkers/optical.py, checkers/z3/optical.py -------------------------------------------------------


def test_check_shift_sees_a_misdelivery_and_a_crosstalk():
    net = op.OpticalMIN(8)
    assert ck.check_shift(net, 3) is None
    with _spec("cf-offset-double"):
        f = ck.check_shift(op.OpticalMIN(8), 3)
    assert f is not None and f.what == "delivery"
    with _spec("cf-modulus-half"):
        f = ck.check_shift(op.OpticalMIN(8), 3)
    assert f is not None and f.what == "crosstalk"


def test_brute_theorem1_sees_a_failure_only_at_a_large_shift():
    assert ck.brute_theorem1(op.OpticalMIN(8)) is None
    with _spec("cf-stage-short"):  # shifts 1..3 still work; c = 4 needs the missing stage
        f = ck.brute_theorem1(op.OpticalMIN(8))
    assert f is not None and f.c >= 4


def test_aape_violation_sees_a_missing_pair():
    assert ck.aape_violation(op.OpticalMIN(8)) is None
    with _spec("cf-schedule-short"):  # every pass is fine, one pass is missing
        v = ck.aape_violation(op.OpticalMIN(8))
    assert v is not None and "no message" in v


def test_brute_rule_sees_a_rule_without_its_modulus():
    assert ck.brute_rule(op.OpticalMIN(8)) is None
    with _spec("cf-rule-no-mod"):
        assert ck.brute_rule(op.OpticalMIN(8)) is not None


def test_one_pass_occupancy_follows_the_paths():
    # [1, 3, 0, 2] on the 4 x 4 optical MIN: two signals meet in a switch after the first stage
    assert props.crosstalk_free(ck.one_pass_occupancy(op.OpticalMIN(4), [1, 3, 0, 2])) is not None
    assert props.crosstalk_free(ck.one_pass_occupancy(op.OpticalMIN(4), [1, 2, 3, 0])) is None


def test_first_crosstalk_derangement_is_found():
    found = ck.first_crosstalk_derangement(op.OpticalMIN(4))
    assert found is not None
    perm, v = found
    assert all(perm[s] != s for s in range(4)) and v.property == "crosstalk-free"


def test_pass_lower_bound_reads_the_injection_ports():
    assert ck.pass_lower_bound(8) == (7, 7)
    with _spec("cf-two-injection-ports"):
        assert ck.pass_lower_bound(8) == (4, 7)


def test_z3_theorem1_crosstalk_sees_a_halved_modulus():
    assert zo.theorem1_crosstalk(op.OpticalMIN(8)).status == "unsat"
    with _spec("cf-modulus-half"):
        assert zo.theorem1_crosstalk(op.OpticalMIN(8)).status == "sat"


def test_z3_theorem1_delivery_sees_a_doubled_offset():
    assert zo.theorem1_delivery(op.OpticalMIN(8)).status == "unsat"
    with _spec("cf-offset-double"):
        assert zo.theorem1_delivery(op.OpticalMIN(8)).status == "sat"


def test_z3_theorem2_coverage_sees_a_pass_to_self():
    from unittest import mock

    assert zo.theorem2_coverage(op.OpticalMIN(8)).status == "unsat"
    with mock.patch.object(op, "aape_passes", lambda net: range(0, net.N)):  # pass c = 0 sends s to s
        assert zo.theorem2_coverage(op.OpticalMIN(8)).status == "sat"


def test_z3_rule_query_sees_a_rule_without_its_modulus():
    assert zo.rule_query(op.OpticalMIN(8)).status == "unsat"
    with _spec("cf-rule-no-mod"):
        assert zo.rule_query(op.OpticalMIN(8)).status == "sat"


CROSSING = [2, -1, -1, -1, 3, -1, -1, -1]  # omega 8 x 8: inputs 0 and 4 share a first-stage switch


def test_z3_semi_sees_crosstalk():
    net = ms.build("omega", 2, 3)
    assert zo.z3_semi(net, CROSSING)[0].status == "unsat"
    q, occ = zo.z3_semi(net, [0, 2, -1, -1, -1, -1, -1, -1])
    assert q.status == "sat" and props.crosstalk_free(occ) is None


# --- checkers/yang_wang.py, checkers/z3/yang_wang.py ---------------------------------------------------


def _yw_sees(fn, mutant, *args):
    assert fn(*args) is None
    with _spec(mutant):
        assert fn(*args) is not None


def test_yw_atape_sees_reversed_round_settings():
    _yw_sees(cyw.atape_violation, "yw-round-settings-reversed", 3)
    _yw_sees(cyw.atape_delivers_violation, "yw-round-settings-reversed", 3)


def test_yw_pipeline_sees_two_rounds_in_one_stage():
    from types import SimpleNamespace as S
    from unittest import mock

    assert cyw.pipeline_makespan(3) == (10, None)
    clash = [S(wave=0, time=0, stage=0), S(wave=1, time=0, stage=0)]
    with mock.patch.object(two_phase, "pipeline", lambda n, m: clash):
        assert cyw.pipeline_makespan(3)[1] is not None
    skip = [S(wave=x, time=x + k, stage=k) for x in range(8) for k in range(3) if (x, k) != (7, 2)]
    with mock.patch.object(two_phase, "pipeline", lambda n, m: skip):  # the last round never leaves
        assert cyw.pipeline_makespan(3)[1] is not None


def test_yw_diameter_reads_every_source():
    path = {0: [1, 2], 1: [0], 2: [0, 3], 3: [2]}  # 1 - 0 - 2 - 3: eccentricity of 0 is 2, diameter 3
    assert cyw.diameter_and_degrees(4, lambda x: path[x]) == (3, {1, 2})
    assert cyw.diameter_and_degrees(4, lambda x: {0: [1], 1: [0], 2: [3], 3: [2]}[x])[0] == -1


def test_yw_graph_table_sees_a_wrong_diameter():
    ring = lambda x: [(x + 1) % 6, (x - 1) % 6]  # noqa: E731
    assert cyw.graph_table_violation("ring", 6, ring, 2, 3) is None
    assert cyw.graph_table_violation("ring", 6, ring, 2, 2) is not None
    assert cyw.graph_table_violation("ring", 6, ring, 3, 3) is not None


def test_yw_banyan_network_sees_a_straight_banyan():
    _yw_sees(cyw.banyan_network_violation, "yw-network-straight", 3)


def test_yw_phi_identities_see_an_adding_phi():
    _yw_sees(cyw.phi_identities_violation, "yw-phi-add", 3)


def test_yw_psi_size_sees_a_shifted_phi():
    _yw_sees(cyw.psi_size_violation, "yw-phi-bit-off-by-one", 3)


def test_yw_first_latin_sees_a_shifted_phi():
    _yw_sees(cyw.first_latin_violation, "yw-phi-bit-off-by-one", 3, list(range(8)))


def test_yw_second_latin_sees_a_repeated_basic_list():
    _yw_sees(cyw.second_latin_violation, "yw-basic-list-repeated", 3, list(range(8)))


def test_yw_gray_sees_a_wrong_basic_list():
    _yw_sees(cyw.gray_violation, "yw-basic-list-off-by-one", 3)


def test_yw_construction_cost_sees_a_repeated_basic_list():
    _yw_sees(cyw.construction_cost_violation, "yw-basic-list-repeated", 3)


def test_yw_rows_equivalent_sees_a_wrong_basic_list():
    _yw_sees(cyw.rows_equivalent_violation, "yw-basic-list-off-by-one", 3, list(range(8)))


def test_yw_rows_differ_finds_row_2():
    assert cyw.rows_differ(3, [int(v) for v in (0, 4, 2, 6, 1, 5, 3, 7)]) == 2


def test_yw_realized_latin_sees_a_shifted_tau():
    _yw_sees(cyw.realized_latin_violation, "yw-tau-off-by-one", 3)


def test_yw_commutation_sees_a_shifted_tau():
    _yw_sees(cyw.commutation_violation, "yw-tau-off-by-one", 3)


def test_yw_delay_sees_a_wrong_formula():
    _yw_sees(cyw.delay_violation, "yw-delay-off-by-one", 3)


def test_yw_banyan_table_sees_two_ports():
    _yw_sees(cyw.banyan_table_violation, "yw-banyan-ports", 3)


def test_yw_setting_sees_a_misprinted_string():
    square = [[0, 1, 2, 3], [1, 0, 3, 2]]
    got = "".join(
        str(v)
        for v in __import__("alltoall.spec.algorithms.yang_wang", fromlist=["realized"]).realized(2, (False, False))
    )
    assert cyw.setting_violation("I I", got, [[int(c) for c in got]] + square) is None
    wrong = got[::-1]
    assert cyw.setting_violation("I I", wrong, [[int(c) for c in wrong]]) is not None


def test_yw_printed_square_sees_a_swapped_entry():
    from alltoall.spec.algorithms import yang_wang as yw

    built = yw.latin_square(3, [int(yw.tau_all(3, x)) for x in range(8)]).tolist()
    assert cyw.printed_square_violation(built) is None
    bad = [row[:] for row in built]
    bad[7] = bad[7][1:] + bad[7][:1]  # still a permutation row, but not the built square
    assert cyw.printed_square_violation(bad) is not None


def _z3_yw(query, mutant):
    f = getattr(zyw, query)
    assert f(3).status == "unsat"
    with _spec(mutant):
        assert f(3).status == "sat"


def test_z3_yw_phi_identities():
    _z3_yw("phi_identities", "yw-phi-add")


def test_z3_yw_psi_distinct():
    _z3_yw("psi_distinct", "yw-phi-bit-off-by-one")


def test_z3_yw_first_construction_latin():
    _z3_yw("first_construction_latin", "yw-phi-add")


def test_z3_yw_phi1_settings_latin():
    _z3_yw("phi1_settings_latin", "yw-tau-off-by-one")


def test_z3_yw_settings_cover():
    _z3_yw("settings_cover", "yw-tau-off-by-one")


def test_z3_yw_rounds_realize_square():
    _z3_yw("rounds_realize_square", "yw-round-settings-reversed")


# --- checkers/broadcast.py, checkers/z3/broadcast.py ---------------------------------------------------

T3 = ("torus", 3)


def test_bc_relay_arrays_follow_the_scalar_pattern():
    from alltoall.spec.algorithms import yang_wang_2002 as yw2

    net = bc.network(*T3)
    T = bc._targets(net)
    for o in range(net.nodes):
        r = bc.relay_arrays(net, o)
        for v in range(net.nodes):
            assert sorted(int(T[v, p]) for p in range(4) if r.send[v, p]) == sorted(
                int(u) for u in yw2.relays(net, o, v, "centred")
            ), (o, v)


def test_bc_tree_check_sees_a_swapped_case():
    net = bc.network("torus", 5)
    assert bc.tree_check(net, 0) is None and bc.is_tree(net, 0, bc.relay_arrays(net, 0))
    with _spec("yw2002-case-swap"):
        assert bc.tree_check(net, 0) is not None
        assert not bc.is_tree(net, 0, bc.relay_arrays(net, 0))


def test_bc_reach_counts_agree_with_flooding_when_not_a_tree():
    net = bc.network(*T3)
    with _spec("yw2002-case-swap"):
        counts = bc.reach_counts(net, 0)
        flood = bc.bfs_reach(net, 0)
    assert counts.tolist() != [1] * net.nodes
    assert {v: int(c) for v, c in enumerate(counts.tolist()) if c} == flood


def test_bc_reach_count_at_agrees_with_flooding_when_not_a_tree():
    net = bc.network(*T3)
    with _spec("yw2002-case-swap"):  # nodes 4 and 8 are reached twice from origin 0
        flood = bc.bfs_reach(net, 0)
        counts = [bc.reach_count_at(net, 0, v) for v in range(net.nodes)]
    assert max(counts) == 2
    assert counts == [flood.get(v, 0) for v in range(net.nodes)]


def test_bc_port_loads_agree_with_flooding_when_not_a_tree():
    net = bc.network("torus", 4)  # under the mutant some relaying node is reached twice
    T = bc._targets(net)
    with _spec("yw2002-case-swap"):
        L = bc.port_loads(net)
        for u in range(net.nodes):
            for p in range(4):
                if T[u, p] >= 0:
                    assert L[u, p] == bc.load_one_channel(net, u, p), (u, p)
    assert L.sum() > 0


def test_bc_phase_counts_every_origin_once():
    IN, OUT = bc.phase_counts(4)
    assert IN.sum(axis=1).tolist() == [0, 4, 8, 12, 16]  # the 4d origins at distance d arrive once each
    assert OUT.sum(axis=1).tolist() == [4, 8, 12, 16, 20]


def test_bc_simulation_sends_every_message_once():
    sim = bc.simulate(*T3, 0, 1, 2, trace=True)
    assert len(sim.tx) == 9 * 8
    assert props.schedule_delivers(bc.sim_schedule(sim), 9) is None
    steps = bc.sim_schedule(sim).steps
    assert sum(len(s.transfers) for s in steps) == 72


def test_bc_slot_use_sees_two_per_slot():
    use, _ = bc.slot_use(bc.simulate("torus", 5, 0, 1, 2, trace=True))
    assert props.no_shared_resource(use) is None
    with _spec("yw2002-two-per-slot"):
        use, _ = bc.slot_use(bc.simulate("torus", 5, 0, 1, 2, trace=True))
    assert props.no_shared_resource(use) is not None


def test_z3_bc_tables_and_width_hold_every_transmission():
    sim = bc.simulate(*T3, 0, 1, 2, trace=True)
    t = zb.tables(sim)
    assert len(t["ch"]) == len(sim.tx) and t["org"].tolist() == sim.tx[:, 3].tolist()
    w = zb.width(sim, t)
    assert 2 ** (w - 1) > max(int(v.max()) for v in t.values()) + sim.Lg


def test_z3_bc_mux_reads_every_entry():
    vals = [5, 3, 6, 1, 7]
    i = z3.BitVec("i", 4)
    for idx, want in enumerate(vals):
        s = z3.Solver()
        s.add(i == idx, zb.mux(vals, i, 4) != want)
        assert s.check() == z3.unsat, idx


def test_z3_bc_contention_sees_two_per_slot():
    with _spec("yw2002-two-per-slot"):
        sim = bc.simulate("torus", 5, 0, 1, 2, trace=True)
    assert zb.contention_query(sim).status == "sat"
    assert zb.contention_query(bc.simulate("torus", 5, 0, 1, 2, trace=True)).status == "unsat"


def test_z3_bc_delivery_sees_a_swapped_case():
    with _spec("yw2002-case-swap"):
        sim = bc.simulate(*T3, 0, 1, 2, trace=True)
    assert zb.delivery_query(sim).status == "sat"
    r = zb.decide(sim)
    assert r["delivery"]["status"] == "sat" and r["delivery"]["confirmed"]
    assert zb.decide(bc.simulate(*T3, 0, 1, 2, trace=True))["delivery"]["status"] == "unsat"


# --- checkers/exchange.py, checkers/z3/exchange.py -----------------------------------------------------


def test_exchange_simulation_sees_contention_and_misdelivery():
    assert ex.simulate_algorithm("ar", 8).violation is None
    with _spec("lg-ar-subrings-same-direction"):
        assert not ex.simulate_algorithm("ar", 8).contention_free
    with _spec("lg-ar-long-way"):
        assert ex.simulate_algorithm("ar", 8).violation is not None
    with _spec("lg-at2-group-swap"):
        assert ex.simulate_algorithm("at2", 4, 4).violation is not None


def test_naive_exchange_simulation_sees_contention():
    assert ex.naive_simulate(liu_gu.ar_schedule(8), grid.ring(8)).contention_free
    with _spec("lg-ar-subrings-same-direction"):
        r = ex.naive_simulate(liu_gu.ar_schedule(8), grid.ring(8))
    assert not r.contention_free and not r.delivered


def test_exchange_phase1_gather_sees_a_reversed_second_hop():
    assert ex.phase1_gather_defect(4, 4) is None and ex.phase1_gather_defect(4, 8) is None
    with _spec("lg-at2-g11-second-hop-reversed"):  # every message near its source and in its group, miscounted
        v = ex.phase1_gather_defect(4, 4)
    assert v is not None and "for offset" in v
    with _spec("lg-at2-g10-via-right"):  # a message ends up outside its group
        assert "sits at node" in ex.phase1_gather_defect(4, 4)


def test_ar_step_bundles_by_hand():
    # p = 8: ceil(8/4) = 2; Stage 2: (2-0)+(1-0) = 3, (2-1)+(1-1) = 1; Stage 3: (1-0)+(1-0) = 2
    assert ex.ar_step_bundles(8) == [2, 3, 1, 2]
    assert ex.ar_step_bundles(10) == [3, 4, 2, 3, 1]


def test_z3_exchange_contention_query_sees_a_shared_channel():
    r = grid.ring(4)
    assert zx.contention_query(r, [(0, 0, 1), (1, 0, 1)], 2, 30).status == "sat"  # both use channel 1 -> 2
    assert zx.contention_query(r, [(0, 0, 1), (2, 0, 1)], 2, 30).status == "unsat"


def test_z3_exchange_present_keeps_every_bundle():
    g = grid.ring(8)
    for st in liu_gu.array_steps("ar", 8):
        want = sum(1 for i in range(len(st.src)) if st.sizes[i] and st.paths.shape[1])
        assert len(zx.present(st, g)) == want


def test_z3_exchange_sees_contention():
    assert zx.contention_free("ar", 8)[0] is True
    with _spec("lg-at2-group-swap"):
        free, _, w = zx.contention_free("at2", 4, 4)
    assert free is False and w is not None and "channel" in w


def test_z3_min_max_load_on_the_4_ring():
    g = grid.ring(4)
    res, models = zx.min_max_load(g, 1, 16)
    assert res.k == 2
    assert zx.recheck_flows(g, models[2], 2) and not zx.recheck_flows(g, models[2], 1)


# --- checkers/gsen.py, checkers/z3/gsen.py -------------------------------------------------------------


def test_gsen_even_range_and_spans_include_their_ends():
    assert cg.even_range(4, 10) == [4, 6, 8, 10] and cg.even_range(3, 10, 2) == [6, 10]
    assert cg.spans([[1, 3], [7, 7]]) == [1, 2, 3, 7]


def test_gsen_unique_tag_range():
    assert cg.unique_tag_range(gsen.GSEN(6)) == [2, 3, 4, 5]  # 2^n - N <= F < N


def test_gsen_algorithms_see_a_wrong_round_tag():
    assert cg.broadcast_violation(6, cc.algorithm1(6)) is None
    assert cg.personalized_violation(6, cc.algorithm3(6)) is None
    with _spec("gsen-round-tag-odd"):
        assert cg.broadcast_violation(6, cc.algorithm1(6)) is not None
        assert cg.personalized_violation(6, cc.algorithm3(6)) is not None
    with _spec("gsen-dmatrix-odd-sign"):  # tags set up, messages misdelivered
        v = cg.personalized_violation(6, cc.algorithm3(6))
    assert v is not None and "asks for a path" not in v


def test_gsen_family_cover_sees_a_missing_configuration():
    assert cg.family_cover_missing(6, "sc", range(8)) == []
    assert cg.family_cover_missing(6, "sc", range(7)) != []


def test_gsen_property_star_sees_a_phase_shift():
    assert cg.property_star_violation(gsen.GSEN(6), 3) is None
    with _spec("gsen-pattern-phase"):
        assert cg.property_star_violation(gsen.GSEN(6), 3) is not None


GSEN_LEMMA_MUTANTS = {
    "lemma3.3": "gsen-shuffle-no-carry",
    "lemma3.4": "gsen-config-bit-lsb",
    "lemma3.5": "gsen-shuffle-rotated",
    "lemma3.6": "gsen-tag-bit-lsb",
    "lemma3.7": "gsen-stages-floor",
}


def test_gsen_lemmas_by_enumeration_see_their_mutants():
    for name, mutant in GSEN_LEMMA_MUTANTS.items():
        assert cg.lemma_violation(name, gsen.GSEN(6)) is None
        with _spec(mutant):
            assert cg.lemma_violation(name, gsen.GSEN(6)) is not None, name


def test_gsen_sc_cover_sees_floor_stages():
    assert cg.sc_cover_and_unique(gsen.GSEN(6)) is None
    with _spec("gsen-stages-floor"):
        assert cg.sc_cover_and_unique(gsen.GSEN(6)) is not None


def test_gsen_example_sees_a_path_c9_does_not_set_up():
    assert cg.example(gsen.GSEN(10), "P(2, 13)") == {"dest": 5, "ports": [1, 1, 0, 1], "set_up_by_C9": True}
    with _spec("gsen-shuffle-no-carry"):  # P(2, 13) still reaches 5 by the same ports, but C = 9 no longer sets it up
        assert cg.example(gsen.GSEN(10), "P(2, 13)") == {"dest": 5, "ports": [1, 1, 0, 1], "set_up_by_C9": False}


def test_gsen_delay_sees_an_off_bound():
    for N in (6, 8):  # N = 6: Algorithm 3 is checked too; N = 8: the bound alone
        assert cg.delay_violation(gsen.GSEN(N)) is None
        with _spec("gsen-delay-bound-off"):
            assert cg.delay_violation(gsen.GSEN(N)) is not None, N


def test_gsen_two_adic_by_hand():
    assert [cg.two_adic(N) for N in (1, 2, 6, 12, 16, 20, 48)] == [0, 1, 1, 2, 4, 2, 4]


def test_gsen_check_fact_refutes_at_the_first_failing_N_and_counts_the_rest():
    def recheck(net):
        return f"fails at N = {net.N}" if net.N in (8, 10) else None

    r = cg.check_fact("toy", recheck, [4, 6, 8, 10], "by hand")
    assert r.verdict.value == "refuted" and r.witness.params == {"N": 8} and r.witness.data == {"fact": "toy"}
    ok = cg.check_fact("toy", recheck, [4, 6], "by hand")
    assert ok.verdict.value == "verified" and ok.examined == 2 and ok.evidence == {"largest_N": 6}
    assert cg.check_fact("toy", recheck, [], "by hand").examined == 0


def _z3_gsen(name):
    q = getattr(zg, name.replace(".", ""))  # through the module, as the claims' sweep reaches it
    assert q(gsen.GSEN(6)).status == "unsat"
    with _spec(GSEN_LEMMA_MUTANTS[name]):
        assert q(gsen.GSEN(6)).status == "sat"


def test_z3_gsen_lemma33():
    _z3_gsen("lemma3.3")


def test_z3_gsen_lemma34():
    _z3_gsen("lemma3.4")


def test_z3_gsen_lemma35():
    _z3_gsen("lemma3.5")


def test_z3_gsen_lemma36():
    _z3_gsen("lemma3.6")


def test_z3_gsen_lemma37():
    _z3_gsen("lemma3.7")


def test_z3_gsen_unsigned_floor_division():
    a = zg.U(z3.BitVecVal(13, 4))  # 13 has the sign bit of a 4-bit vector set
    assert z3.simplify((a // 3).t).as_long() == 4


def test_z3_gsen_sweep_is_not_proved_when_the_last_size_is_sat():
    def q(net, timeout=60.0, keep_smt2=False):
        return zg.lemma33(net, timeout, keep_smt2) if net.N < 10 else zg.Query("sat", 0.0, model={"N": net.N})

    q.__name__ = "fake"
    assert zg.sweep(q, [4, 6, 8], 30).verdict is Verdict.PROVED
    assert zg.sweep(q, [4, 6, 8, 10], 30).verdict is Verdict.UNKNOWN


# --- checkers/schedules.py, checkers/routing.py --------------------------------------------------------


def test_shared_in_pass_sees_a_shared_switch():
    assert schedules.shared_in_pass(0, [("a", [1, 2]), ("b", [3, 4])], "switch") is None
    v = schedules.shared_in_pass(0, [("a", [1, 2]), ("b", [3, 4]), ("c", [5, 4])], "switch")
    assert v is not None and "b" in v and "c" in v


def test_schedule_violation_sees_a_missing_last_pair():
    g = sn.SwitchNetwork(2, 2, ((0, 0), (1, 0)), (((0, 0), ("proc", 1)), ((1, 0), ("proc", 0))))
    assert schedules.schedule_violation(g, [[(0, 1, (0,)), (1, 0, (0,))]]) is None
    assert schedules.schedule_violation(g, [[(0, 1, (0,))], [(1, 0, (0,))], [(1, 0, (0,))]]) is not None
    assert schedules.schedule_violation(g, [[(0, 1, (0,))]]) is not None


def test_semi_schedule_violation_sees_crosstalk_in_the_last_pass():
    net = ms.build("omega", 2, 3)
    ok = [[0, 2, -1, -1, -1, -1, -1, -1]]
    assert schedules.semi_schedule_violation(net, ok, 1)[1] is not None  # pairs missing
    n, v = schedules.semi_schedule_violation(net, ok + [CROSSING], 1)
    assert n == 2 and v is not None and v.startswith("pass 1")


def test_semi_pairs_rejects_a_repeated_target():
    net = ms.build("omega", 2, 3)
    assert routing.semi_pairs(net, CROSSING) == [(0, 2), (4, 3)]
    with pytest.raises(ParameterError):
        routing.semi_pairs(net, [1, 1, -1, -1, -1, -1, -1, -1])


def test_semi_paths_on_benes_are_every_path():
    assert [len(p) for p in routing.semi_paths(ms.benes(3), [3, -1, -1, -1, -1, -1, -1, -1])] == [4]


def test_brute_semi_sees_crosstalk():
    net = ms.build("omega", 2, 3)
    assert routing.brute_semi(net, CROSSING)[1] is not None
    assert routing.brute_semi(net, [0, 2, -1, -1, -1, -1, -1, -1])[1] is None


def test_first_and_last_stage_switches_of_omega():
    net = ms.build("omega", 2, 3)
    assert routing.first_stage_switches(net, range(8)) == [0, 1, 2, 3, 0, 1, 2, 3]
    assert routing.last_stage_switches(net, range(8)) == [0, 0, 1, 1, 2, 2, 3, 3]


def test_is_semi_permutation_sees_a_shared_first_switch():
    net = ms.build("omega", 2, 3)
    assert not routing.is_semi_permutation(net, CROSSING)
    assert not routing.is_semi_permutation(net, [0, 1, -1, -1, -1, -1, -1, -1])  # outputs 0, 1 share a last switch
    assert routing.is_semi_permutation(net, [0, 2, -1, -1, -1, -1, -1, -1])


def test_split_crosstalk_free_halves_are_crosstalk_free():
    net = ms.build("omega", 2, 3)
    a, b = routing.split_crosstalk_free(net, list(range(8)))  # the first split tried has crosstalk
    assert routing.brute_semi(net, a)[1] is None and routing.brute_semi(net, b)[1] is None
    assert sorted(v for v in a + b if v >= 0) == list(range(8))


def test_exchange_report_ok_needs_every_part():
    assert ex.Report("x", delivered=True).ok
    assert not ex.Report("x", delivered=True, contention_free=False).ok
    assert not ex.Report("x", delivered=False).ok


def test_gsen_algorithms_see_a_wrong_configuration():
    # the round's configuration A is read with its bits reversed: the tags still deliver, but
    # the paths they ask for are not the ones the configuration sets up
    with _spec("gsen-config-bit-lsb"):
        v = cg.personalized_violation(6, cc.algorithm3(6))
    assert v is not None and "does not set up" in v


# --- checkers/z3/core.py: the vacuity record ------------------------------------------------------


def test_query_records_its_free_inputs_and_assumptions():
    from alltoall.checkers.z3 import core

    e = core.Encoding(8, 10.0)
    x, y = e.var("x"), e.var("y")
    e.solver.add(x != y)
    e.solver.add(x == y)  # the negated property: the last assertion
    q = e.check(False)
    assert q.status == "unsat" and set(q.free) == {"x", "y"}
    assert len(q.assumptions) == len(e.solver.assertions()) - 1
    s = z3.Solver()
    f = z3.Function("f", z3.BitVecSort(4), z3.BitVecSort(4))
    s.add(f(z3.BitVec("a", 4)) == 1)
    q = core.solve(s, False, {"a": z3.BitVec("a", 4)}, free={"f": "every function"})
    assert q.free == {"a": "BitVec(4)", "f": "every function"} and q.assumptions == ()


# --- checkers/rn/prefix.py: covers of N configurations from one prefix ----------------------------


def test_prefix_tags_follow_the_spec_paths():
    import numpy as np

    from alltoall.checkers.rn import prefix
    from alltoall.spec.topologies import gsen

    net = gsen.GSEN(12)
    assert prefix.split(36) == (2, 9) and prefix.split(12) == (2, 3)
    P = [[1, 0, 1, 0, 1, 0], [0, 0, 1, 1, 0, 1]]
    full = np.concatenate([np.array(P), np.ones((2, 6), dtype=np.int64)])
    assert prefix.block_tags(net, P) == [int(F) >> 2 for F in gsen.forward_tags(net, full)]


def test_prefix_states_refuse_inputs_that_meet():
    from alltoall.checkers.rn import prefix
    from alltoall.spec.errors import ParameterError
    from alltoall.spec.topologies import gsen

    with pytest.raises(ParameterError):
        prefix.prefix_states(gsen.GSEN(12), [0] * 12)  # inputs 0 and 6 both take tag bit 0 at stage 0


def test_prefix_translates_and_tails_cover_every_pair_once():
    """A transversal prefix of GSEN(36) (CaDiCaL's), translated and expanded, delivers every pair exactly once."""
    import numpy as np

    from alltoall.checkers.rn import prefix
    from alltoall.spec.topologies import gsen

    net = gsen.GSEN(36)
    tags = [6, 10, 1, 8, 2, 5, 4, 3, 12, 2, 15, 5, 13, 7, 9, 0, 7, 9, 14, 2, 8, 3, 8, 15, 10, 8, 2, 10, 5, 13, 7, 13]
    tags += [0, 15, 12, 7]
    confs = prefix.expand(net, [prefix.prefix_states(net, t) for t in prefix.translates(net, tags)])
    perms = gsen.realize(net, np.stack(confs))
    assert perms.shape == (36, 36) and all(sorted(perms[:, i].tolist()) == list(range(36)) for i in range(36))


def test_prefix_cover_refuses_tags_that_are_not_transversal():
    from unittest import mock

    import numpy as np

    from alltoall.checkers.rn import prefix
    from alltoall.spec.topologies import gsen

    q = prefix.block_tags(gsen.GSEN(36), np.zeros((4, 18), dtype=np.int64))  # a prefix, not transversal
    with mock.patch.object(prefix, "transversal", lambda N, solver, t: {"status": "found", "tags": q}):
        assert prefix.cover(36)["size"] is None


def test_prefix_transversal_answers_a_transversal_prefix():
    from alltoall.checkers.rn import prefix

    r = prefix.transversal(36, "cadical", 30)
    assert r["status"] == "found"
    assert all(sorted(r["tags"][i] % 9 for i in range(i0, 36, 4)) == list(range(9)) for i0 in range(4))
