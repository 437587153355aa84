"""Tests named after liu-gu-2006 claims: the paper's worked examples (Fig. 3's ring of eight nodes,
Table I, Lemma 2's stage sums, Table II at d = 4) beside property tests.

Each claim's fast-tier verdict is checked once, by ``tests/test_ledger.py``: ``alltoall prove --check``
fails on a verdict other than the expected one or on a counterexample file that differs from the fresh
witness, and every committed counterexample is replayed there.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alltoall.checkers import exchange, properties
from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.witness import replay
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid

CLAIMS = registry.select(["liu-gu-2006/*"])


def test_ar_fig3_ring_of_eight():
    """Fig. 3: the ring of eight nodes; Stage 1, two Stage-2 steps, one Stage-3 step: cost 8 = 64/8."""
    s = liu_gu.ar_schedule(8)
    assert [max(t.size for t in st.transfers) for st in s.steps] == [2, 3, 1, 2]
    step1 = {(t.src, t.dst): sorted(t.messages) for t in s.steps[0].transfers}
    # P_0 sends M^0_1 and M^0_3 (odd nodes on its positive half-circle) to P_1, M^0_5, M^0_7 to P_7
    assert step1[(0, 1)] == [(0, 1), (0, 3)]
    assert step1[(0, 7)] == [(0, 5), (0, 7)]
    # P_1 sends M^1_2, M^1_4 to P_2 and M^1_6, M^1_0 to P_0 (the listing's ranges)
    assert step1[(1, 2)] == [(1, 2), (1, 4)]
    assert step1[(1, 0)] == [(1, 0), (1, 6)]
    assert properties.schedule_delivers(s, 8) is None
    assert properties.schedule_contention_free(s) is None


def test_ar_opposite_node_by_parity_p6():
    """p = 6 (= 2 mod 4): offset 3 goes clockwise to an even destination, anticlockwise to an odd one."""
    d, first, sub, stage = liu_gu.ar_routes(6, np.array([0, 1]), np.array([3, 4]))
    assert d.tolist() == [-1, 1]


@pytest.mark.parametrize("p", [4, 6, 8, 10, 12, 14, 16, 18, 30, 32])
def test_lemma2_transmission_and_startup(p):
    rep = exchange.simulate_algorithm("ar", p)
    assert rep.ok and rep.all_shortest and rep.fully_utilized
    assert rep.cost == -(-p * p // 8) and rep.steps == p // 2
    assert rep.step_max == exchange.ar_step_bundles(p)


def test_stage_sums_worked():
    """Eq. (1), (2) at p = 10: floor = 2, ceil = 3: Stage 2 = 6, Stage 3 = 4, plus Stage 1 = 3: 13 = ceil(100/8)."""
    assert exchange.ar_step_bundles(10) == [3, 4, 2, 3, 1]


def test_prose_readings_fail():
    assert exchange.simulate_algorithm("ar", 4, reading=liu_gu.PROSE).cost == 3
    rep = exchange.simulate_algorithm("ar", 6, reading=liu_gu.PROSE_STAGE3)
    assert not rep.delivered and "M^0_4" in rep.violation.message


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 20).map(lambda k: 2 * k))
def test_ar_simulator_agrees_with_naive(p):
    rep = exchange.simulate_algorithm("ar", p)
    naive = exchange.naive_simulate(liu_gu.ar_schedule(p), grid.ring(p))
    assert (naive.cost, naive.steps, naive.delivered, naive.contention_free, naive.all_shortest) == (
        rep.cost,
        rep.steps,
        rep.delivered,
        rep.contention_free,
        rep.all_shortest,
    )


# --- Sect. IV, AT2 ----------------------------------------------------------------------------------


def test_table1_worked_4x8():
    from alltoall.proofs.claims.liu_gu_2006.sec4_torus import table1_counts, table1_expected

    assert table1_counts(4, 8) == table1_expected(4, 8)
    assert table1_expected(8, 16)["Bottom"] == {"G10": 16, "G11": 8, "G11 in QI": 8}


def test_table1_prose_example():
    """'P(x0+1, y0) extracts these rc/8 messages and forwards the remaining rc/16 to P(x0+1, y0+1)'."""
    r, c = 8, 8
    g = grid.torus(r, c)
    steps = list(liu_gu.at2_array_steps(r, c))
    v, down, diag = g.node((0, 0)), g.node((1, 0)), g.node((1, 1))
    first = {int(s): i for i, s in enumerate(steps[0].src) if steps[0].dst[i] == down}
    ms = steps[0].messages_of(first[v])
    assert len(ms) == r * c // 8 + r * c // 16
    second = [i for i in range(len(steps[1].src)) if steps[1].src[i] == down and steps[1].dst[i] == diag]
    fwd = steps[1].messages_of(second[0])
    assert len(set(fwd.tolist()) & set(ms.tolist())) == r * c // 16


@pytest.mark.parametrize(
    "r,c,cost",
    [(4, 4, 12), (4, 8, 32), (8, 8, 64), (8, 12, 152), (12, 12, 228), (12, 16, 424), (16, 16, 512), (16, 24, 1312)],
)
def test_lemma4_measured(r, c, cost):
    rep = exchange.simulate_algorithm("at2", r, c)
    assert rep.ok and rep.all_shortest
    assert rep.cost == cost
    assert rep.steps == c // 2 + 2 and sum(rep.rearrangement) == 3 * r * c
    assert rep.phase_costs()[0] == r * c // 4


def test_at2_simulator_agrees_with_naive():
    for r, c in [(4, 4), (4, 8), (8, 8)]:
        rep = exchange.simulate_algorithm("at2", r, c)
        plan = liu_gu.at2_plan(r, c)
        naive = exchange.naive_simulate(liu_gu.at2_schedule(r, c), plan.network, plan.phase_starts)
        assert (
            naive.cost,
            naive.steps,
            naive.delivered,
            naive.contention_free,
            naive.all_shortest,
            naive.rearrangement,
        ) == (rep.cost, rep.steps, rep.delivered, rep.contention_free, rep.all_shortest, rep.rearrangement)


def test_fully_utilized_square_only():
    assert exchange.simulate_algorithm("at2", 8, 8).fully_utilized
    assert not exchange.simulate_algorithm("at2", 8, 16).fully_utilized
    assert not exchange.simulate_algorithm("at2", 4, 4).fully_utilized


# --- the unit form of AT2 (the fast simulation) equals the plain form ----------------------------------


def _report_fields(rep):
    return (
        rep.steps,
        rep.cost,
        rep.step_max,
        rep.step_max_by_dim,
        rep.idle,
        rep.rearrangement,
        rep.delivered,
        rep.contention_free,
        rep.all_shortest,
        rep.longest_detour,
        rep.detour_example,
        rep.link_totals.tolist(),
        rep.violation,
        {t: v.tolist() for t, v in rep.snapshots.items()},
    )


def _assert_same_steps(r, c, reading):
    """Every step of the unit form lists the transfers of the plain form, each carrying the same messages."""
    plain = list(liu_gu.at2_array_steps(r, c, reading))
    units = list(liu_gu.at2_unit_steps(r, c, reading))
    assert len(units) == len(plain)
    for t, (p, u) in enumerate(zip(plain, units)):
        e = u.expanded()
        for f in ("src", "dst", "paths"):
            assert np.array_equal(getattr(p, f), getattr(e, f)), (t, f)
        assert sorted(zip(p.msgs.tolist(), p.tid.tolist())) == sorted(zip(e.msgs.tolist(), e.tid.tolist())), t
        assert p.sizes.tolist() == u.sizes.tolist(), t


@pytest.mark.parametrize("reading", list(liu_gu.READINGS))
@pytest.mark.parametrize("r,c", [(4, 4), (4, 8), (8, 8), (8, 12), (12, 16)])
def test_unit_form_equals_plain_form(r, c, reading):
    rd = liu_gu.reading(reading)
    _assert_same_steps(r, c, rd)
    plan = liu_gu.at2_plan(r, c, rd)
    fast = exchange.simulate(plan, liu_gu.at2_unit_steps(r, c, rd), snapshot_at=(0, 2, 3))
    slow = exchange.simulate(plan, liu_gu.at2_array_steps(r, c, rd), snapshot_at=(0, 2, 3))
    assert fast.unit_form and not slow.unit_form
    if fast.settled:
        assert _report_fields(fast) == _report_fields(slow)
    assert _report_fields(exchange.simulate_algorithm("at2", r, c, reading=rd, snapshot_at=(2,))) == _report_fields(
        exchange.simulate_algorithm("at2", r, c, reading=rd, snapshot_at=(2,), fast=False)
    )


def _schedule_mutants():
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).parent / "quality"))
    from mutantlib import load_all

    spec_fns = {"ar_routes", "stage_lengths", "opposite_clockwise", "phase1_ports", "phase2_ring_dim", "torus"}
    return {n: m for n, m in load_all().items() if n.startswith("lg-") and {a for _, a, _ in m.patches} & spec_fns}


@pytest.mark.parametrize("name", sorted(_schedule_mutants()))
def test_unit_form_equals_plain_form_under_mutants(name):
    """The unit form reads the spec through its module: a seeded bug changes both forms alike, and the
    fast simulation then reports what the plain one does."""
    with _schedule_mutants()[name].applied():
        for r, c in [(4, 8), (8, 8)]:
            _assert_same_steps(r, c, liu_gu.LISTING)
            try:
                slow = _report_fields(exchange.simulate_algorithm("at2", r, c, fast=False))
            except ValueError as e:  # a path through a missing channel: the plain form cannot be replayed either
                with pytest.raises(type(e)):
                    exchange.simulate_algorithm("at2", r, c)
                continue
            assert _report_fields(exchange.simulate_algorithm("at2", r, c)) == slow


def test_unit_form_misplaced_unit_is_caught():
    """A unit table whose unit holds messages of two nodes is a causality defect, and the report unsettled."""
    steps = list(liu_gu.at2_unit_steps(4, 4))
    u = steps[0].units
    bad = u.unit_of.copy()
    bad[1], bad[16 + 2] = bad[16 + 2], bad[1]  # M^0_1 and M^1_2 swap units
    forged = liu_gu.Units(bad, u.count)
    steps = [liu_gu.ArrayStep(s.src, s.dst, s.paths, s.msgs, s.tid, forged if s.units is u else s.units) for s in steps]
    rep = exchange.simulate(liu_gu.at2_plan(4, 4), steps)
    assert not rep.ok and not rep.settled and rep.violation.property == "causality"


# --- Sect. V ----------------------------------------------------------------------------------------


def test_table2_fig6_16x16_one_byte():
    """16 x 16 torus, m = 1 byte, Paragon: [6] 729.4 us beats the proposed 766.384 us."""
    rows = liu_gu.table2_rows(4, 1, **liu_gu.PARAGON_NS)
    assert rows["[6]"] == 729_400 and rows["proposed"] == 766_384


def test_crossovers_exact():
    from alltoall.proofs.claims.liu_gu_2006.pictures import crossovers

    assert crossovers(4) == {"[6]": "3125/1584"} and crossovers(2) == {}
    t = liu_gu.table2_rows(4, Fraction(3125, 1584), **liu_gu.PARAGON_NS, two=Fraction(2))
    assert t["[6]"] == t["proposed"]


def test_table2_proposed_row_matches_simulation_d3():
    rep = exchange.simulate_algorithm("at2", 8, 8)
    assert liu_gu.table2_terms(3)["proposed"] == (rep.steps, rep.cost, sum(rep.rearrangement))


# --- parameters and replay --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: liu_gu.ar_plan(5),
        lambda: liu_gu.ar_plan(2),
        lambda: liu_gu.at2_plan(6, 8),
        lambda: liu_gu.at2_plan(8, 4),
        lambda: liu_gu.at2_plan(4, 10),
        lambda: liu_gu.reading("nope"),
        lambda: liu_gu.plan_of("hypercube", 4),
    ],
)
def test_invalid_parameters(call):
    with pytest.raises(ParameterError):
        call()


@pytest.mark.parametrize(
    "params,data",
    [
        ({"algorithm": "ar", "sizes": [10**6], "reading": "listing"}, {"property": "delivers"}),
        ({"algorithm": "at2", "sizes": [4], "reading": "listing"}, {"property": "delivers"}),
        ({"algorithm": "ar", "sizes": [-4], "reading": "listing"}, {"property": "delivers"}),
        ({"algorithm": "ar", "sizes": [8], "reading": "listing"}, {"property": "nonsense"}),
    ],
)
def test_replay_rejects_malformed(params, data):
    from alltoall.checkers.replay import REPLAYERS

    with pytest.raises(ParameterError):
        REPLAYERS["exchange-schedule"].fn(params, data)


def test_replay_of_a_sound_schedule_does_not_stand():
    from alltoall.checkers.replay import REPLAYERS

    stands, msg = REPLAYERS["exchange-schedule"].fn(
        {"algorithm": "ar", "sizes": [8], "reading": "listing"}, {"property": "delivers"}
    )
    assert not stands, msg


# --- witness points and claim domains ------------------------------------------------------------------


def _doc(claim_id, kind, params, data):
    return {"claim": claim_id, "params": params, "witness": {"kind": kind, "data": data}}


def _committed(stem):
    import json
    from pathlib import Path

    doc = json.loads(
        (Path(__file__).resolve().parents[1] / "counterexamples" / f"liu-gu-2006__{stem}.json").read_text()
    )
    return _doc(doc["claim"], doc["witness"]["kind"], doc["params"], doc["witness"]["data"])


def test_every_claim_declares_its_point():
    from alltoall.checkers import replay as replayers

    replayers.load()
    assert len(CLAIMS) == 77  # 12 of them added this round: the AR and AT2 every-size claims
    for c in CLAIMS:
        assert registry.declaration_errors(c) == [], c.id
    sched = replayers.REPLAYERS["exchange-schedule"].schema
    assert sched.claim_fields() == ["algorithm", "reading", "property"] and sched.instance_fields() == ["sizes"]
    assert replayers.REPLAYERS["table2-comparison"].schema.claim_fields() == ["term"]
    assert replayers.REPLAYERS["table2-term"].schema.claim_fields() == ["rival", "relation"]


@pytest.mark.parametrize(
    "stem,path,value",
    [
        ("lemma3-r0-c0-nonsquare", ("point", "r"), 4),  # r = 4 is outside r = 0 mod 8
        ("lemma3-r0-c0-nonsquare", ("point", "r"), 24),  # r = c: outside the non-square class
        ("lemma4-square-c4mod8", ("point", "c"), 12),  # r != c
        ("at2-fully-utilized", ("sizes",), [4, 4, 4]),  # padded
        ("at2-fully-utilized", ("sizes",), []),  # emptied
        ("at2-fully-utilized", ("sizes",), [8, 4]),  # r > c
        ("at2-fully-utilized", ("sizes",), [6, 8]),  # not a multiple of 4
        ("ar-prose-stage3-delivers", ("sizes",), [6, 6]),  # a ring has one side
        ("ar-prose-stage3-delivers", ("sizes",), [258]),  # beyond the deep tier's p
        ("ar-prose-stage3-delivers", ("reading",), "listing"),  # the claim's reading
        ("at2-fully-utilized", ("algorithm",), "ar"),
        ("sec5-always-outperforms-fig6", ("d",), 3),
        ("sec5-always-outperforms", ("m_bytes",), 0),
        ("sec5-always-outperforms", ("rival",), "proposed"),
        ("sec5-always-outperforms", ("term",), "startup"),
        ("sec5-vs-5-rearrangement", ("term",), "startup"),
        ("sec5-vs-5-rearrangement", ("rival",), "[10]"),
        ("sec5-vs-5-rearrangement", ("relation",), "equal"),
    ],
)
def test_edited_witness_is_refused(stem, path, value):
    doc = _committed(stem)
    node = doc["params"]
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    with pytest.raises(ParameterError):
        replay(doc)


def test_edited_property_is_refused():
    doc = _committed("at2-fully-utilized")
    doc["witness"]["data"]["property"] = "delivers"
    with pytest.raises(ParameterError):
        replay(doc)


@pytest.mark.parametrize(
    "stem,other",
    [
        ("at2-fully-utilized", "at2-fully-utilized-square"),  # 4 x 4 is not r = c >= 8
        ("at2-fully-utilized", "at2-delivers"),  # another property
        ("ar-prose-stage3-delivers", "ar-delivers"),  # another reading
        ("sec5-always-outperforms", "sec5-outperforms-d6-up"),  # d = 2 < 6
        ("sec5-vs-5-rearrangement", "sec5-vs-5-rearrangement-d3"),  # d = 2 < 3
        ("sec5-vs-5-rearrangement", "sec5-vs-10-startup-rearrangement"),  # another rival
        ("lemma3-row-ring-c4mod8", "lemma3-row-ring-c0mod8"),  # c = 4 is not 0 mod 8
    ],
)
def test_witness_aimed_at_another_claim_is_refused(stem, other):
    doc = _committed(stem)
    doc["claim"] = f"liu-gu-2006/{other}"
    with pytest.raises(ParameterError):
        replay(doc)


def test_every_pass_counts_what_it_examined(monkeypatch):
    """With the square tori dropped from the size lists (a one-line slip) the square-only claims examine
    nothing: unknown, never proved or verified."""
    from alltoall.proofs.claims.liu_gu_2006 import _sim, sec4_costs, sec4_torus

    def no_square(cmax, **kw):
        return [(r, c) for r, c in _sim.torus_sizes(cmax, **kw) if r != c]

    monkeypatch.setattr(sec4_costs, "torus_sizes", no_square)
    monkeypatch.setattr(sec4_torus, "torus_sizes", no_square)
    for item in ("lemma3-square-c0mod8", "lemma4-square-c0mod8", "at2-fully-utilized-square"):
        c = registry.get(f"liu-gu-2006/{item}")
        r = c.run(c.context("fast"))
        assert r.verdict is Verdict.UNKNOWN and "examined" in r.reason, item
    c = registry.get("liu-gu-2006/at2-delivers")
    assert c.run(c.context("fast")).examined == len(no_square(16))


def test_phase1_gathers_replays_its_own_property():
    from alltoall.checkers.replay import REPLAYERS

    assert exchange.phase1_gather_defect(4, 8) is None
    stands, msg = REPLAYERS["exchange-schedule"].fn(
        {"algorithm": "at2", "sizes": [4, 8], "reading": "listing"}, {"property": "phase1-gathers"}
    )
    assert not stands and msg == f"AT2(4, 8) ({liu_gu.reading('listing')}): phase1-gathers holds"
    with pytest.raises(ParameterError):
        REPLAYERS["exchange-schedule"].fn(
            {"algorithm": "ar", "sizes": [8], "reading": "listing"}, {"property": "phase1-gathers"}
        )


def test_table2_replays_compute_from_the_point():
    from alltoall.checkers.replay import REPLAYERS

    term = REPLAYERS["table2-term"].fn
    assert term({"d": 2, "rival": "[5]", "term": "rearrangement", "relation": "better"}, {}) == (
        True,
        "d = 2: rearrangement coefficient proposed 48, [5] 48 (the rival is not worse)",
    )
    assert term({"d": 3, "rival": "[5]", "term": "rearrangement", "relation": "better"}, {})[0] is False
    assert term({"d": 5, "rival": "[10]", "term": "startup", "relation": "equal"}, {}) == (
        False,
        "d = 5: startup coefficient proposed 18, [10] 18 (they are equal)",
    )
    total = REPLAYERS["table2-comparison"].fn
    stands, msg = total({"d": 2, "m_bytes": 1, "rival": "[6]", "term": "total"}, {})
    assert stands and msg.startswith("d = 2, m = 1 B: proposed 300.760 us, [6] 225.300 us")
    assert total({"d": 7, "m_bytes": 1, "rival": "[6]", "term": "total"}, {})[0] is False
    for bad in (
        {"d": 2, "m_bytes": 1, "rival": "[6]", "term": "startup"},
        {"d": 41, "m_bytes": 1, "rival": "[6]", "term": "total"},
        {"d": 2, "m_bytes": 1, "rival": "[7]", "term": "total"},
    ):
        with pytest.raises(ParameterError):
            total(bad, {})
