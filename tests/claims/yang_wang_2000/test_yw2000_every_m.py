"""yang-wang-2000 for every m: the first construction (one more basic permutation: the step, its conclusions,
phi), the phi_1 settings of the banyan (steps and conclusions), the output's closed form against the spec's
route; BuildBasicList, the second construction's rows and the commutation identity (queries of
alltoall.checkers.z3.yang_wang_2000_every), the symbolic list against Python's lists, the kept SMT-LIB files;
and the mutants that break a step."""

from __future__ import annotations

import functools
import pathlib
import sys

import numpy as np
import pytest
import z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import induction as ind
from alltoall.checkers.z3 import yang_wang_2000_every as ev
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang as yw

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def test_first_construction_every_m_step_and_conclusions():
    assert ind.yw_step_query(keep_smt2=False).status == "unsat"
    assert ind.yw_step_query(keep_smt2=False, hypothesis=False).status == "sat"
    assert {p: ind.yw_conclusion_query(p, keep_smt2=False).status for p in ind.YW_CONCLUSIONS} == dict.fromkeys(
        ind.YW_CONCLUSIONS, "unsat"
    )
    assert ind.yw_phi_query(keep_smt2=False).status == "unsat"


def test_yw_phi_bit_off_by_one_breaks_the_step():
    with MUTANTS["yw-phi-bit-off-by-one"].applied():
        assert ind.yw_step_query(keep_smt2=False).status == "sat"
        assert ind.yw_phi_query(keep_smt2=False).status == "sat"


def test_yw_phi_add_does_not_evaluate_on_bit_strings():
    with MUTANTS["yw-phi-add"].applied():
        with pytest.raises(TypeError):
            ind.yw_step_query(keep_smt2=False)


@pytest.mark.parametrize("part", ind.YW_BANYAN_PARTS)
def test_phi1_settings_every_m_steps(part):
    assert ind.yw_banyan_query(part, keep_smt2=False).status == "unsat"
    if part != "base":
        assert ind.yw_banyan_query(part, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("part", ind.YW_BANYAN_CONCLUSIONS)
def test_phi1_settings_every_m_conclusions(part):
    assert ind.yw_banyan_conclusion(part, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize(
    "mutant,parts", [("yw-tau-off-by-one", {"step-inner"}), ("yw-phi-bit-off-by-one", {"step-inner", "step-last"})]
)
def test_mutant_breaks_the_banyan_step(mutant, parts):
    with MUTANTS[mutant].applied():
        got = {p for p in ind.YW_BANYAN_PARTS if ind.yw_banyan_query(p, keep_smt2=False).status == "sat"}
    assert got == parts


def test_banyan_invariant_matches_the_spec_route():
    """The output's closed form (sigma_(m-1) and the flips) is the spec's route on ints, m <= 4."""
    import itertools as it

    import z3

    for m in range(1, 5):
        for x, bits in it.product(range(2**m), it.product((0, 1), repeat=m)):
            lines = yw.route(m, bits, x)
            X = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b in range(m):
                X = z3.Store(X, b, z3.BoolVal(bool(x >> b & 1)))
            Set = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b, v in enumerate(bits):
                Set = z3.Store(Set, b, z3.BoolVal(bool(v)))
            out = sum(
                1 << u
                for u in range(m + 2)
                if z3.is_true(z3.simplify(ind._yw_output(X, Set, z3.IntVal(m), z3.IntVal(u))))
            )
            assert out == lines[-1], (m, x, bits)


@pytest.mark.parametrize("part", ev.LIST_PARTS)
def test_basic_list_every_m_parts(part):
    assert ev.list_query(part, keep_smt2=False).status == "unsat"
    if part.startswith("step"):
        assert ev.list_query(part, keep_smt2=False, hypothesis=False).status == "sat"


def test_rows_every_m_step_and_conclusions():
    assert ev.gray_step_query(keep_smt2=False).status == "unsat"
    assert ev.gray_step_query(keep_smt2=False, hypothesis=False).status == "sat"
    assert {p: ev.gray_conclusion_query(p, keep_smt2=False).status for p in ev.GRAY_CONCLUSIONS} == dict.fromkeys(
        ev.GRAY_CONCLUSIONS, "unsat"
    )


@pytest.mark.parametrize("part", ev.COMMUTATION_PARTS)
def test_commutation_identity_every_m_parts(part):
    assert ev.commutation_query(part, keep_smt2=False).status == "unsat"
    if part != "base":
        assert ev.commutation_query(part, keep_smt2=False, hypothesis=False).status == "sat"


def _statuses(parts, query):
    out = {}
    for p in parts:
        try:
            out[p] = query(p).status
        except TypeError:
            out[p] = "TypeError"
    return out


@pytest.mark.parametrize(
    "mutant,broken",
    [
        ("yw-basic-list-off-by-one", {"step-ruler": "sat"}),
        ("yw-basic-list-doubled-middle", {"step-length": "sat", "step-ruler": "sat"}),
        ("yw-basic-list-repeated", {"base": "sat"}),
    ],
)
def test_mutants_break_the_basic_list_induction(mutant, broken):
    """The first two keep the base m = 1 and break the step; the third breaks the base."""
    with MUTANTS[mutant].applied():
        got = _statuses(ev.LIST_PARTS, lambda p: ev.list_query(p, keep_smt2=False))
    assert {p: s for p, s in got.items() if s != "unsat"} == broken


@pytest.mark.parametrize(
    "mutant,broken",
    [("yw-tau-off-by-one", {"step": "sat"}), ("yw-phi-bit-off-by-one", {"base": "sat", "conclusion": "sat"})],
)
def test_mutants_break_the_commutation_induction(mutant, broken):
    with MUTANTS[mutant].applied():
        got = _statuses(ev.COMMUTATION_PARTS, lambda p: ev.commutation_query(p, keep_smt2=False))
        rows = ev.gray_step_query(keep_smt2=False).status
    assert {p: s for p, s in got.items() if s != "unsat"} == broken
    assert rows == ("sat" if mutant == "yw-phi-bit-off-by-one" else "unsat")


def _entries(lst: ev.SymList, k: int) -> list[int]:
    """The entries of a basic list of length 2^k - 1 read at every position Q = 1..2^k - 1."""
    out = []
    for q in range(1, 2**k):
        Q = z3.K(z3.IntSort(), z3.BoolVal(False))
        for b in range(k + 1):
            Q = z3.Store(Q, b, z3.BoolVal(bool(q >> b & 1)))
        t = (q & -q).bit_length() - 1
        out.append(z3.simplify(lst.at(Q, z3.IntVal(t))).as_long())
    return out


def test_symbolic_list_reads_like_the_spec_lists():
    """The spec's step on the symbolic list of BL(k-1) reads, position by position, as the spec's BL(k), with the
    spec's length; and BL(k) is the ruler sequence the invariant states."""
    sym = ind.Sym(z3.Solver())
    for k in range(2, 7):
        inner = ev.SymList.concrete(yw.build_basic_list(k - 1), sym)
        big = yw.basic_list_step(k, inner)
        assert big.shape == "basic" and z3.simplify(big.length.t).as_long() == 2**k - 1
        assert _entries(big, k) == yw.build_basic_list(k)
        assert yw.build_basic_list(k) == [(q & -q).bit_length() for q in range(1, 2**k)]


def test_symbolic_list_refuses_what_it_cannot_read():
    sym = ind.Sym(z3.Solver())
    inner = ev.SymList.concrete([1, 2, 1], sym)
    odd = inner + [3, 3] + inner
    assert odd.shape == "other" and z3.simplify(odd.length.t).as_long() == 8
    with pytest.raises(TypeError):
        odd.at(z3.K(z3.IntSort(), z3.BoolVal(True)), z3.IntVal(0))
    with pytest.raises(TypeError):
        len(inner)


def test_banyan_wiring_every_m_and_the_mutant_that_breaks_it():
    assert ev.banyan_wiring_query(keep_smt2=False).status == "unsat"
    with MUTANTS["yw-tau-off-by-one"].applied():
        assert ev.banyan_wiring_query(keep_smt2=False).status == "sat"


def test_banyan_wirings_are_the_exchanges_the_query_reads():
    """The spec's network(m) is the identity, exchange(m, 1..m-1), the identity, and exchange(m, j) moves the
    bits of a line as tau_(j-1) does (what the wiring query states with m and j symbolic)."""
    from alltoall.spec.topologies import multistage as ms

    for m in range(1, 8):
        net = yw.network(m)
        assert [w.src for w in net.wirings] == [tuple(range(m))] + [
            tuple(ms.exchange_src(m, j, i) for i in range(m)) for j in range(1, m)
        ] + [tuple(range(m))]
        for j in range(1, m):
            src = net.wirings[j].src
            for x in range(2**m):
                assert sum(((x >> src[i]) & 1) << i for i in range(m)) == yw.tau(j - 1, x)


@pytest.mark.parametrize("part", ev.HYPERCUBE_PARTS)
def test_hypercube_every_m_parts(part):
    assert ev.hypercube_query(part, keep_smt2=False).status == "unsat"
    if part != "degree":
        assert ev.hypercube_query(part, keep_smt2=False, hypothesis=False).status == "sat"


def test_hypercube_neighbor_high_breaks_the_steps():
    with MUTANTS["yw-hypercube-neighbor-high"].applied():
        got = {p: ev.hypercube_query(p, keep_smt2=False).status for p in ev.HYPERCUBE_PARTS}
    assert {p for p, s in got.items() if s == "sat"} == {"degree", "path-step", "popcount-step"}


def test_hypercube_neighbors_are_the_links_the_queries_read():
    for m in range(1, 7):
        for x in range(2**m):
            assert yw.hypercube_neighbors(m, x) == [yw.hypercube_neighbor(x, i) for i in range(m)]
            assert sorted(yw.hypercube_neighbors(m, x)) == sorted(x ^ (1 << i) for i in range(m))


@pytest.mark.parametrize("dims", [2, 3])
def test_torus_every_k_parts(dims):
    assert {p: ev.torus_query(p, dims, keep_smt2=False).status for p in ev.TORUS_PARTS} == dict.fromkeys(
        ev.TORUS_PARTS, "unsat"
    )


def test_torus_step_no_wrap_breaks_the_degree_query():
    with MUTANTS["yw-torus-step-no-wrap"].applied():
        assert ev.torus_query("degree", 2, keep_smt2=False).status == "sat"


def test_torus_numbering_is_a_relabelling_of_the_coordinate_neighbours():
    """The numbered torus (base k) has the coordinate neighbours the queries read, and the ring distance sum is
    the BFS distance."""
    from alltoall.checkers import yang_wang as ck

    for k, dims in [(3, 2), (4, 2), (5, 2), (6, 2), (3, 3), (4, 3)]:
        coords = [tuple((x // k**i) % k for i in range(dims)) for x in range(k**dims)]
        for x in range(k**dims):
            got = [coords[v] for v in yw.torus_neighbors(k, dims, x)]
            assert got == yw.torus_coord_neighbors(k, coords[x])
        diam, degs = ck.diameter_and_degrees(k**dims, functools.partial(yw.torus_neighbors, k, dims))
        assert (diam, degs) == (dims * (k // 2), {2 * dims})


def test_delay_every_m_parts():
    assert {p: ev.delay_query(p, keep_smt2=False).status for p in ev.DELAY_PARTS} == dict.fromkeys(
        ev.DELAY_PARTS, "unsat"
    )
    assert ev.delay_query("any-schedule-step", keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize(
    "mutant,broken", [("yw-delay-off-by-one", {"formulas"}), ("yw-pipeline-one-unit-short", {"covers", "formulas"})]
)
def test_mutants_break_the_delay_queries(mutant, broken):
    with MUTANTS[mutant].applied():
        got = {p for p in ev.DELAY_PARTS if ev.delay_query(p, keep_smt2=False).status == "sat"}
    assert got == broken


def test_pipeline_is_the_wave_function_the_queries_read():
    from alltoall.spec.algorithms import two_phase as tp

    for N, k in [(2, 1), (4, 2), (8, 3), (16, 4)]:
        steps = tp.pipeline(N, k)
        assert len(steps) == tp.pipeline_horizon(N, k) * k == (N + k - 1) * k
        assert all(s.wave == (s.time - s.stage if 0 <= s.time - s.stage < N else -1) for s in steps)


def test_atape_every_m_parts(monkeypatch):
    assert {p: ev.atape_query(p, keep_smt2=False).status for p in ev.ATAPE_PARTS} == dict.fromkeys(
        ev.ATAPE_PARTS, "unsat"
    )
    assert ev.atape_query("mask-step", keep_smt2=False, hypothesis=False).status == "sat"
    monkeypatch.setattr(ev, "_output_bit", lambda m, k: k)  # stage k read from bit k of g: not tau(x) XOR g
    assert ev.atape_query("round", keep_smt2=False).status == "sat"


def test_tau_off_by_one_breaks_the_mask_step():
    with MUTANTS["yw-tau-off-by-one"].applied():
        assert ev.atape_query("mask-step", keep_smt2=False).status == "sat"


def test_output_masks_are_the_bits_the_round_query_reads():
    for m in range(1, 12):
        assert [yw.output_mask(m, k) for k in range(m)] == [1 << ((k + 1) if k < m - 1 else 0) for k in range(m)]
        for g in range(min(2**m, 64)):
            route = yw.route(m, yw.round_settings(m, g), np.arange(2**m))[-1]
            assert route.tolist() == [yw.tau_all(m, x) ^ g for x in range(2**m)]


def test_table_banyan_every_m_parts():
    assert {p: ev.banyan_table_query(p, keep_smt2=False).status for p in ev.BANYAN_TABLE_PARTS} == dict.fromkeys(
        ev.BANYAN_TABLE_PARTS, "unsat"
    )
    assert ev.banyan_table_query("log-below-n-step", keep_smt2=False, hypothesis=False).status == "sat"
    with MUTANTS["yw-banyan-ports"].applied():
        assert ev.banyan_table_query("ports", keep_smt2=False).status == "sat"


@pytest.mark.parametrize("path", list(ev.STEP_FILES))
def test_yang_wang_2000_every_m_smt2_files_are_current(path):
    assert ind.same_smt2((ROOT / path).read_text(), ind.step_smt2(ev.STEP_FILES[path]())), (
        "stale: run python -m alltoall.checkers.z3.yang_wang_2000_every"
    )


@pytest.mark.parametrize(
    "claim_id",
    [
        "yang-wang-2000/basic-list-gray-every-m",
        "yang-wang-2000/second-construction-latin-every-m",
        "yang-wang-2000/constructions-equivalent-rows-every-m",
        "yang-wang-2000/second-construction-cost-every-m",
        "yang-wang-2000/commutation-identity-every-m",
        "yang-wang-2000/banyan-network-every-m",
        "yang-wang-2000/table-hypercube-every-m",
        "yang-wang-2000/table-torus-every-k",
        "yang-wang-2000/delay-lower-bound-every-m",
        "yang-wang-2000/atape-delivers-every-m",
        "yang-wang-2000/table-banyan-every-m",
    ],
)
def test_every_m_claims_proved(claim_id):
    from alltoall.proofs import registry

    c = registry.get(claim_id)
    r = c.run(Context(tier="fast"))
    assert r.verdict is Verdict.PROVED, r.reason
    assert c.scope == "every" and all(q["status"] == "unsat" for q in r.evidence["queries"].values())
    assert r.evidence["step_smt2_file"].startswith("proofs/smt2/yang-wang-2000__")


def test_list_step_mutant_fails_the_claims_past_the_base():
    from alltoall.proofs import registry

    with MUTANTS["yw-basic-list-off-by-one"].applied():
        q = ev.list_query("base", keep_smt2=False)
        r = registry.get("yang-wang-2000/basic-list-gray-every-m").run(Context(tier="fast"))
    assert q.status == "unsat" and r.verdict is not Verdict.PROVED
