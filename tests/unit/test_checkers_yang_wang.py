"""Tests of :mod:`alltoall.checkers.yang_wang` (yang-wang-2000 brute force, violation sentences, replayers).

Each violation function is pinned on the spec as written (``None``, or the replayer's "holds" sentence) and
under a patched spec function or seeded spec mutant that breaks its property (the whole sentence). The
module-level ``_at_m`` / ``_at_m_a`` calls register replayers at import time, before a mutant of this module
is active: the closures they registered are called here through the registry, and called again into an
empty registry."""

from __future__ import annotations

import pathlib
import sys
from types import SimpleNamespace as S
from unittest import mock

import numpy as np
import pytest

from alltoall.checkers import replay
from alltoall.checkers import yang_wang as c
from alltoall.checkers.replay import REPLAYERS as R
from alltoall.spec.algorithms import two_phase
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))

from mutantlib import load_all  # noqa: E402

SPEC = load_all()

BUILT = [
    [0, 2, 4, 6, 1, 3, 5, 7],
    [1, 3, 5, 7, 0, 2, 4, 6],
    [3, 1, 7, 5, 2, 0, 6, 4],
    [2, 0, 6, 4, 3, 1, 7, 5],
    [6, 4, 2, 0, 7, 5, 3, 1],
    [7, 5, 3, 1, 6, 4, 2, 0],
    [5, 7, 1, 3, 4, 6, 0, 2],
    [4, 6, 0, 2, 5, 7, 1, 3],
]


def err(fn, *args):
    with pytest.raises(ParameterError) as e:
        fn(*args)
    return e.value.parameter, str(e.value)


class Claim:
    id = "c"

    def __init__(self, subject):
        self.subject = subject


def test_render_square_and_graph_helpers():
    assert c.render_square(np.array([[0, 1], [1, 0]]), (1, 0)) == " 0   1 \n[1]  0 "
    assert c.render_square([[2]]) == " 2 "
    assert c.diameter_and_degrees(4, lambda x: [(x + 1) % 4, (x - 1) % 4]) == (2, {2})
    assert c.diameter_and_degrees(4, lambda x: [x ^ 1]) == (-1, {1})
    assert c.diameter_and_degrees(5, lambda x: [(x + 1) % 5]) == (4, {1})
    assert c.diameter_and_degrees(3, lambda x: [0, 1, 2][: 3 - x]) == (2, {1, 2, 3})
    ring = lambda x: [(x + 1) % 4, (x - 1) % 4]  # noqa: E731
    assert c.graph_table_violation("ring", 4, ring, 2, 2) is None
    assert c.graph_table_violation("ring", 4, ring, 3, 2) == "ring: diameter 2, degrees [2]; the table says 2, 3"
    assert c.graph_table_violation("ring", 4, ring, 2, 1) == "ring: diameter 2, degrees [2]; the table says 1, 2"


def test_pipeline_makespan(monkeypatch):
    assert [c.pipeline_makespan(m) for m in (1, 2, 3)] == [(2, None), (5, None), (10, None)]
    steps = two_phase.pipeline(4, 2)
    monkeypatch.setattr(two_phase, "pipeline", lambda n, m: steps + [two_phase.PipelineStep(0, 0, 3)])
    T, v = c.pipeline_makespan(2)
    assert T == 0 and (v.property, v.message) == ("contention-free", "stage 0 holds rounds 0 and 3 at time 0")
    monkeypatch.setattr(two_phase, "pipeline", lambda n, m: steps[:-1])
    T, v = c.pipeline_makespan(2)
    assert T == 0 and (v.property, v.message) == (
        "delivers-every-message",
        "some round does not cross every stage once",
    )


def test_violations_hold_on_the_spec():
    assert [
        f(2)
        for f in (
            c.banyan_network_violation,
            c.phi_identities_violation,
            c.psi_size_violation,
            c.gray_violation,
            c.construction_cost_violation,
            c.realized_latin_violation,
            c.atape_delivers_violation,
            c.delay_violation,
            c.banyan_table_violation,
        )
    ] == [None] * 9
    assert c.commutation_violation(3) is None and c.atape_violation(2) is None
    a = [0, 1, 2, 3]
    assert (c.first_latin_violation(2, a), c.second_latin_violation(2, a), c.rows_equivalent_violation(2, a)) == (
        None,
        None,
        None,
    )
    assert [c.rows_differ(m, list(range(2**m))) for m in (1, 2, 3)] == [None, 2, 2]
    assert c.rows_differ(3, [3, 1, 2, 0, 4, 5, 6, 7]) == 2


def test_banyan_network_violation(monkeypatch):
    real = yw.route

    def bad(m, s, x):
        b = np.array(real(m, s, x))
        if b.ndim == 2:
            b[1, 2] ^= 1
        return b

    monkeypatch.setattr(yw, "route", bad)
    assert c.banyan_network_violation(2) == (
        "YangWangBanyan(m=2), settings (0, 0): input 2 leaves stage 1 on line 0 by the "
        "composition, 1 by the network's wiring"
    )
    monkeypatch.setattr(yw, "route", real)
    monkeypatch.setattr(yw, "network", lambda m: ms.omega(2, m + 1))
    assert c.banyan_network_violation(2) == "Omega(d=2, k=3): 3 stages"


def test_phi_psi_gray_cost_violations(monkeypatch):
    with monkeypatch.context() as mp:
        mp.setattr(yw, "phi", lambda i, x: (np.asarray(x) ^ (1 << (i - 1))) if i != 2 else (np.asarray(x) + 1) % 4)
        assert c.phi_identities_violation(2) == "m = 2: phi_1 phi_2 != phi_2 phi_1"
    with monkeypatch.context() as mp:
        mp.setattr(
            yw,
            "phi",
            lambda i, x: np.asarray(x) ^ 1 if i == 1 else np.asarray(x) ^ 3 if i == 2 else (np.asarray(x) + 1) % 8,
        )
        assert c.phi_identities_violation(3) == "m = 3: phi_1 phi_3 != phi_3 phi_1"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "psi", lambda m: [1, 2, 2])
        assert c.psi_size_violation(2) == "m = 2: Psi has 2 distinct non-identity permutations of 0..3, not 3"
        mp.setattr(yw, "psi", lambda m: [0, 1, 2])
        assert c.psi_size_violation(2) == "m = 2: Psi has 3 distinct non-identity permutations of 0..3, not 3"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "gray_sequence", lambda m: list(range(2**m)))
        assert c.gray_violation(4) == (
            "m = 4: the basic list gives [0, 1, 2, 3, 4, 5, 6, 7]..., the Gray code [0, 1, 3, 2, 6, 7, 5, 4]..."
        )
    with monkeypatch.context() as mp:
        mp.setattr(yw, "build_basic_list", lambda m: [1] * (2**m - 2))
        assert c.gray_violation(2) == "m = 2: the basic list gives [0, 1, 0]..., the Gray code [0, 1, 3, 2]..."
        assert c.construction_cost_violation(2) == "m = 2: 2 row steps, a (3, 4) matrix"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "latin_square", lambda m, a: np.zeros((2**m, 2**m + 1), int))
        assert c.construction_cost_violation(2) == "m = 2: 3 row steps, a (4, 5) matrix"


def test_latin_violations(monkeypatch):
    a = [0, 1, 2, 3]
    with monkeypatch.context() as mp:
        mp.setattr(yw, "first_construction", lambda m, a, order=None: np.zeros((2**m, 2**m), int))
        assert (
            c.first_latin_violation(2, a)
            == "first construction for a = [0, 1, 2, 3]: row 0 repeats 0 (at rounds 0 and 1)"
        )
        assert c.rows_equivalent_violation(2, a) == "for a = [0, 1, 2, 3] the two constructions have different rows"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "latin_square", lambda m, a: np.zeros((2**m, 2**m), int))
        assert (
            c.second_latin_violation(2, (0, 1, 2, 3))
            == "LatinSquare([0, 1, 2, 3]): row 0 repeats 0 (at rounds 0 and 1)"
        )
    with monkeypatch.context() as mp:  # the same rows, one twice
        first = yw.first_construction(2, a)
        mp.setattr(yw, "first_construction", lambda m, a, order=None: first)
        mp.setattr(yw, "latin_square", lambda m, a: np.array([first[0], first[0], first[1], first[2]]))
        assert c.rows_equivalent_violation(2, a) == "for a = [0, 1, 2, 3] the two constructions have different rows"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "realized", lambda m, s: [0] * 2**m)
        assert (
            c.realized_latin_violation(2) == "m = 2: the 2^m realized permutations: row 0 repeats 0 (at rounds 0 and 1)"
        )
    with monkeypatch.context() as mp:
        mp.setattr(yw, "tau_suffix", lambda m, i, x: (np.asarray(x) + 1) % (2**m))
        assert c.commutation_violation(3) == "m = 3, i = 1: the identity fails"
        assert c.commutation_violation(2) == "m = 2, i = 1: the identity fails"
    with monkeypatch.context() as mp:
        real = yw.tau_suffix
        mp.setattr(yw, "tau_suffix", lambda m, i, x: real(m, i, x) if i < 2 else (np.asarray(x) + 1) % (2**m))
        assert c.commutation_violation(3) == "m = 3, i = 2: the identity fails"


def test_atape_delay_table_violations(monkeypatch):
    with monkeypatch.context() as mp:
        mp.setattr(yw, "shifts", lambda m, s: np.zeros((m, 2**m), int))
        v = c.atape_violation(2)
        assert (v.property, v.message) == (
            "delivers-every-message",
            "round 1: processor 0's message for 1 arrives at output 0",
        )
        assert (
            c.atape_delivers_violation(2) == "ATAPE for n = 4: round 1: processor 0's message for 1 arrives at output 0"
        )
    with monkeypatch.context() as mp:
        mp.setattr(yw, "atape_delay", lambda n, m: 0)
        assert c.delay_violation(2) == "n = 4: the pipeline takes 5 time units, the formula says 0, the lower bound 5"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "delay_lower_bound", lambda n, m: 0)
        assert c.delay_violation(2) == "n = 4: the pipeline takes 5 time units, the formula says 5, the lower bound 0"
    with monkeypatch.context() as mp:
        mp.setattr(c, "pipeline_makespan", lambda m: (0, c.props.Violation("x", "broken")))
        assert c.delay_violation(2) == "n = 4: broken, the formula says 5, the lower bound 5"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "banyan_ports_per_processor", lambda m: 2)
        assert c.banyan_table_violation(2) == "m = 2: 2 ports, 2 stages"
    with monkeypatch.context() as mp:
        mp.setattr(yw, "route", lambda m, s, x: [0] * (m + 1))
        assert c.banyan_table_violation(2) == "m = 2: 1 ports, 3 stages"


def test_setting_and_printed_square_violations():
    assert c.printed_square_violation(BUILT) is None
    swapped = [r[:] for r in BUILT]
    swapped[2], swapped[3] = swapped[3], swapped[2]
    assert c.printed_square_violation(swapped) == "entry (2, 0): printed 2, built 3"
    late = [r[:] for r in BUILT]
    late[6], late[7] = late[7], late[6]
    assert c.printed_square_violation(late) == "entry (6, 0): printed 4, built 5"
    assert c.printed_square_violation(BUILT[:4]) == "not square: shape (4, 8)"
    assert c.printed_square_violation([[0, 0], [1, 1]]) == "row 0 repeats 0 (at rounds 0 and 1)"
    assert c.printed_square_violation([[0, 1], [1, 0]]) == "entry (0, 0): printed 0, built 0"
    assert (
        c.setting_violation("I I I", "02461357", BUILT[1:])
        == "setting I I I: the banyan realizes 02461357, the slide prints 02461357; the string is not a row "
        "of the printed square"
    )
    assert c.setting_violation("phi_1 I I", "10325476", BUILT) == (
        "setting phi_1 I I: the banyan realizes 20643175, the slide prints 10325476 (first difference at input 0)"
    )
    assert c.setting_violation("I I I", "0246135", BUILT) == (
        "setting I I I: the banyan realizes 02461357, the slide prints 0246135; "
        "the string is not a row of the printed square"
    )
    assert c.setting_violation("I I I", "02461357", BUILT) is None
    assert c.setting_violation("I I I", "13570246", BUILT) == (
        "setting I I I: the banyan realizes 02461357, the slide prints 13570246 (first difference at input 0)"
    )
    assert c.setting_violation("I I I", "02461375", BUILT) == (
        "setting I I I: the banyan realizes 02461357, the slide prints 02461375 (first difference at input 6)"
    )


def test_replay_helpers_validate():
    assert c._m({"m": 12}) == 12 and c._m({"m": 2}, 2) == 2
    assert err(c._m, {"m": 13}) == ("m", "m: replay recomputes m up to 12, got 13")
    assert err(c._m, {"m": 1}, 2)[0] == "m"
    assert err(c._m, {})[0] == "m"
    assert c._a({"a": [3, 1, 2, 0]}, 2) == [3, 1, 2, 0]
    assert err(c._a, {"a": [0, 1, 2]}, 2) == ("a", "a: expected a list of 4 integers")
    assert err(c._a, {"a": (0, 1, 2, 3)}, 2) == ("a", "a: expected a list of 4 integers")
    assert err(c._a, {"a": [0, 1, 2, 3, 4, 5, 6, 7]}, 3 - 1)[0] == "a"
    assert err(c._a, {"a": [0, 1, 1, 3]}, 2) == ("a", "a: the list must hold each of 0..3 once")
    assert err(c._a, {"a": [0, 1, -2, 3]}, 2)[0] == "a"


def test_registered_replayers_of_m():
    docs = {
        "yw-banyan-network": "yw.network(m) is a banyan of m stages, and under every setting of its stages "
        "to phi_1 / I the",
        "yw-phi-identities": "phi_i phi_j = phi_j phi_i and phi_i phi_i = I for 1 <= i, j <= m, at every x.",
        "yw-psi-size": "Psi holds n - 1 distinct non-identity permutations of 0..n-1.",
        "yw-gray": "BuildBasicList(m) has n - 1 entries and generates the reflected Gray code from 0.",
        "yw-construction-cost": "LatinSquare takes n - 1 row steps and builds an n x n matrix (n^2 entries).",
        "yw-realized-latin": "The 2^m permutations realized with every stage set to phi_1 or I are admissible "
        "and form a Latin square.",
        "yw-commutation": "(tau_{m-2} ... tau_{m-i-1}) phi_1 = phi_{m-i+1} (tau_{m-2} ... tau_{m-i-1}) for "
        "1 <= i <= m-1.",
        "yw-delay": "The pipeline takes n + log n - 1 time units, the formula and the lower bound agree with it.",
        "yw-banyan-table": "A processor uses one port of the banyan, which has m stages.",
    }
    for kind, doc in docs.items():
        assert R[kind](None, {"m": 2}, {}) == (False, f"m = 2: the property holds ({doc})")
    assert err(R["yw-commutation"], None, {"m": 1}, {})[0] == "m"
    assert R["yw-banyan-table"](None, {"m": 1}, {})[0] is False


def test_registered_replayers_stand_on_a_broken_spec(monkeypatch):
    monkeypatch.setattr(yw, "banyan_ports_per_processor", lambda m: 2)
    assert R["yw-banyan-table"](None, {"m": 2}, {}) == (True, "m = 2: 2 ports, 2 stages")
    monkeypatch.setattr(yw, "latin_square", lambda m, a: np.zeros((2**m, 2**m), int))
    assert R["yw-second-latin"](None, {"m": 2, "a": [0, 1, 2, 3]}, {}) == (
        True,
        "LatinSquare([0, 1, 2, 3]): row 0 repeats 0 (at rounds 0 and 1)",
    )


def test_atape_replay_says_the_property_holds():
    """A replay of a point where ATAPE holds says so (it crashed on the missing docstring before)."""
    assert R["yw-atape"](None, {"m": 2}, {}) == (
        False,
        "m = 2: the property holds (ATAPE delivers every message in n rounds, no link shared within a round "
        "(Algorithm ATAPE).)",
    )


def test_registered_replayers_of_m_and_a():
    for kind, fn in (
        ("yw-first-latin", c.first_latin_violation),
        ("yw-second-latin", c.second_latin_violation),
        ("yw-rows-equivalent", c.rows_equivalent_violation),
    ):
        doc = fn.__doc__.strip().splitlines()[0]
        assert R[kind](None, {"m": 2, "a": [0, 1, 2, 3]}, {}) == (
            False,
            f"m = 2, a = [0, 1, 2, 3]: the property holds ({doc})",
        )
        assert err(R[kind], None, {"m": 2, "a": [0, 1, 2]}, {})[0] == "a"
        assert err(R[kind], None, {"m": c.LIST_MAX_M + 1, "a": []}, {}) == (
            "m",
            f"m: replay recomputes m up to {c.LIST_MAX_M}, got {c.LIST_MAX_M + 1}",
        )
        assert R[kind].params["m"].cap == c.LIST_MAX_M and R[kind].params["a"].max_len == 2**c.LIST_MAX_M
        assert R[kind].point == {}


def test_registered_replayers_of_m_declare_their_caps():
    """Each m-replayer's schema admits m = lo..hi, and the replayer refuses m above hi itself."""
    caps = {
        "yw-banyan-network": 11,
        "yw-phi-identities": 16,
        "yw-psi-size": 11,
        "yw-gray": 16,
        "yw-construction-cost": 12,
        "yw-realized-latin": 11,
        "yw-commutation": 16,
        "yw-atape": 10,
        "yw-delay": 14,
        "yw-banyan-table": 16,
    }
    for kind, hi in caps.items():
        lo = 2 if kind == "yw-commutation" else 1
        assert (R[kind].params["m"].low, R[kind].params["m"].cap) == (lo, hi), kind
        assert R[kind].point == {}
        assert err(R[kind], None, {"m": hi + 1}, {}) == ("m", f"m: replay recomputes m up to {hi}, got {hi + 1}")
    assert err(R["yw-commutation"], None, {"m": 1}, {})[0] == "m"


def test_replay_rows():
    rows = R["yw-rows-differ"]
    a4 = "m = 2, a = [0, 1, 2, 3], "
    assert rows(None, {"m": 2, "a": [0, 1, 2, 3]}, {"row": 1}) == (
        False,
        a4 + "row 1: first construction [1, 0, 3, 2], second [1, 0, 3, 2] (equal)",
    )
    assert rows(None, {"m": 3, "a": list(range(8))}, {"row": 3}) == (
        True,
        "m = 3, a = [0, 1, 2, 3, 4, 5, 6, 7], row 3: first construction [3, 2, 1, 0, 7, 6, 5, 4], second "
        "[2, 3, 0, 1, 6, 7, 4, 5]",
    )
    assert [i for i in range(8) if rows(None, {"m": 3, "a": list(range(8))}, {"row": i})[0]] == [2, 3, 4, 5, 6, 7]
    assert rows(None, {"m": 2, "a": [0, 1, 2, 3]}, {"row": 3})[0] is True
    assert err(rows, None, {"m": 2, "a": [0, 1, 2, 3]}, {"row": 4}) == ("row", "row: rows are 0..3, got 4")
    assert err(rows, None, {"m": 2, "a": [0, 1, 2, 3]}, {})[0] == "row"


def test_replay_printed_square_and_setting():
    """The square and the setting are claim values (CLAIM): replay hands them in params, never from the file."""
    from alltoall.checkers.point import FromClaim

    sq = R["yw-printed-square"]
    assert not sq.with_claim and isinstance(sq.params["square"], FromClaim) and sq.point == {}
    assert sq(None, {"square": BUILT}, {}) == (False, f"the printed square {BUILT} is LatinSquare(tau(0..7))")
    assert err(sq, None, {"square": BUILT[:4]}, {}) == ("square", "square: expected a square matrix of integers")
    assert err(sq, None, {"square": None}, {})[0] == "square"
    swapped = [BUILT[1], BUILT[0]] + BUILT[2:]
    assert sq(None, {"square": swapped}, {}) == (True, "entry (0, 0): printed 1, built 0")
    st = R["yw-printed-setting"]
    assert not st.with_claim and all(isinstance(st.params[k], FromClaim) for k in ("settings", "printed", "square"))
    good = {"settings": "I I I", "printed": "02461357", "square": BUILT}
    assert st(None, good, {}) == (False, "setting I I I realizes 02461357, a row of the printed square")
    assert st(None, dict(good, square=[r for r in BUILT if r != BUILT[0]] + [BUILT[1]]), {})[0] is True
    assert err(st, None, dict(good, settings="I X I"), {})[0] == "settings"
    assert err(st, None, dict(good, printed=7), {})[0] == "printed"


def test_replay_graph_table():
    g = R["yw-graph-table"]
    ring = lambda m: ("ring", 2**m, lambda x: [(x + 1) % 2**m, (x - 1) % 2**m], 2, 2**m // 2)  # noqa: E731
    assert (g.params["m"].low, g.params["m"].cap, g.point) == (1, 10, {})
    assert g(Claim(ring), {"m": 4}, {}) == (False, "ring: degree 2 and diameter 8, as the table says")
    assert g(Claim(lambda m: ring(m)[:4] + (1,)), {"m": 3}, {}) == (
        True,
        "ring: diameter 4, degrees [2]; the table says 1, 2",
    )
    assert err(g, Claim(ring), {"m": 11}, {}) == ("m", "m: replay recomputes m up to 10, got 11")
    assert err(g, Claim(ring), {"m": 0}, {})[0] == "m"
    assert err(g, Claim(lambda k, dims: None), {"m": 2}, {}) == ("params", "params: claim c reads no graph at {'m': 2}")
    assert err(g, Claim(None), {"m": 4}, {}) == ("FILE", "FILE: claim c carries no table reading")
    assert err(g, S(id="c"), {"m": 4}, {}) == ("FILE", "FILE: claim c carries no table reading")  # no subject at all
    t = R["yw-graph-torus"]
    grid = lambda k, dims: ("grid", k**dims, lambda x: [], 0, 0)  # noqa: E731
    assert (t.params["k"].low, t.params["k"].cap, t.params["dims"].cap) == (2, 32, 3)
    assert t(Claim(grid), {"k": 1 + 1, "dims": 1}, {})[0] is True
    assert err(t, Claim(grid), {"k": 11, "dims": 3}, {}) == (
        "params",
        "params: replay searches graphs up to 1024 nodes; grid has 1331",
    )
    assert err(t, Claim(grid), {"k": 33, "dims": 1}, {})[0] == "params"
    assert err(t, Claim(grid), {"k": 3}, {})[0] == "dims"


def test_atape_delivers_message_names_n_as_two_to_the_m(monkeypatch):
    """At m = 3 with every switch straight the message says n = 8 (not 2 m = 6)."""
    orig = yw.shifts
    monkeypatch.setattr(yw, "shifts", lambda m, s: np.zeros_like(orig(m, s)))
    assert c.atape_delivers_violation(3) == "ATAPE for n = 8: round 1: processor 0's message for 1 arrives at output 0"


def test_atape_reports_two_signals_on_one_traced_link(monkeypatch):
    """A trace that puts every signal on line 0 is reported as contention, before the deliveries."""
    monkeypatch.setattr(ms, "trace", lambda net, tables: np.zeros((net.stages, 2, net.N), dtype=np.int64))
    v = c.atape_violation(2)
    assert (v.property, v.message) == ("contention-free", "signals 0 and 1 share link 0 at boundary 0")


def test_phi_identities_check_only_the_n_inputs(monkeypatch):
    """A phi that is no involution only above 2^m - 1 leaves the identities at m intact."""
    orig = yw.phi
    monkeypatch.setattr(yw, "phi", lambda i, x: np.where(x < 4, orig(i, x), x + 1))
    assert c.phi_identities_violation(2) is None
    assert c.phi_identities_violation(3) == "m = 3: phi_1 phi_1 is not the identity"


def test_phi_identities_stop_at_m(monkeypatch):
    """A phi that is wrong only for i = m + 1 leaves the identities for 1 <= i, j <= m intact."""
    orig = yw.phi
    monkeypatch.setattr(yw, "phi", lambda i, x: x + 1 if i == 3 else orig(i, x))
    assert c.phi_identities_violation(2) is None
    assert c.phi_identities_violation(3) == "m = 3: phi_1 phi_3 != phi_3 phi_1"


@pytest.fixture
def registry(monkeypatch):
    reg: dict = {}
    monkeypatch.setattr(replay, "REPLAYERS", reg)
    return reg


def test_at_m_replay_stands_when_the_violation_is_still_found(registry):
    """A registered replay of m returns (True, the violation) when fn(m) finds one, else the holds sentence."""

    def fn(m):
        """Doc line."""
        return f"bad at {m}" if m == 2 else None

    c._at_m("probe-m", fn)
    assert registry["probe-m"](None, {"m": 2}, {}) == (True, "bad at 2")
    assert registry["probe-m"](None, {"m": 3}, {}) == (False, "m = 3: the property holds (Doc line.)")


def test_at_m_a_replay_reads_a_from_the_params(registry):
    """A registered replay of (m, a) hands fn the validated list a from params."""
    c._at_m_a("probe-m-a", lambda m, a: f"m = {m}, a = {a}" if a[0] else None)
    assert registry["probe-m-a"](None, {"m": 1, "a": [1, 0]}, {}) == (True, "m = 1, a = [1, 0]")
    assert registry["probe-m-a"](None, {"m": 1, "a": [0, 1]}, {}) == (False, "m = 1, a = [0, 1]: the property holds")


def test_rows_differ_uses_the_counting_order_not_psis_listing(monkeypatch):
    """psi listed backwards leaves rows_differ(2, identity) at row 2."""
    real = yw.psi
    monkeypatch.setattr(yw, "psi", lambda m: real(m)[::-1])
    assert c.rows_differ(2, [0, 1, 2, 3]) == 2


def test_psi_size_violation_names_the_size_found():
    with SPEC["yw-phi-bit-off-by-one"].applied():
        v = c.psi_size_violation(3)
    assert v.startswith("m = 3: Psi has ") and v.endswith(" distinct non-identity permutations of 0..7, not 7")


def test_gray_violation_quotes_the_basic_list_and_the_gray_code():
    with SPEC["yw-basic-list-off-by-one"].applied():
        v = c.gray_violation(4)
        seq = yw.gray_sequence(4)
    assert v == f"m = 4: the basic list gives {seq[:8]}..., the Gray code {[i ^ (i >> 1) for i in range(8)]}..."


def test_commutation_is_checked_at_every_x():
    # a tau suffix wrong only at x = n - 1 = 7 (m = 3): seen only if every x in 0..2^m - 1 is tried
    real = yw.tau_suffix

    def wrong_at_7(m, i, x):
        out = np.array(real(m, i, x))
        return np.where(np.asarray(x) == 7, out ^ 1, out)

    assert c.commutation_violation(3) is None
    with mock.patch.object(yw, "tau_suffix", wrong_at_7):
        assert c.commutation_violation(3) == "m = 3, i = 1: the identity fails"


def test_delay_violation_names_the_pipeline_defect():
    clash = [S(wave=0, time=0, stage=0), S(wave=1, time=0, stage=0)]
    with mock.patch.object(two_phase, "pipeline", lambda n, m: clash):
        v = c.delay_violation(3)
    assert v.startswith("n = 8: stage 0 holds rounds 0 and 1 at time 0, the formula says 10")


def test_realized_latin_sees_a_stage_leaving_its_switch(monkeypatch):
    """phi_1 / I read as phi_2 (complement bit 1): still a Latin square at m = 2, but the stage moves a
    signal to another switch, so the realized permutations are not admissible."""
    monkeypatch.setattr(c.yw, "stage", lambda setting, x: x ^ (2 * setting))
    assert (
        c.realized_latin_violation(2)
        == "m = 2, settings (0, 1): at stage 1 input 0 enters switch 0 and leaves switch 1"
    )


def test_realized_latin_sees_two_signals_on_one_link(monkeypatch):
    monkeypatch.setattr(c.yw, "stage", lambda setting, x: x & ~1 if setting else x)
    assert c.realized_latin_violation(2) == "m = 2, settings (0, 1): two signals share a link leaving stage 1"


def test_diameter_of_one_node_and_of_one_edge():
    assert c.diameter_and_degrees(1, lambda x: []) == (0, {0})
    assert c.diameter_and_degrees(2, lambda x: [1 - x]) == (1, {1})


def test_banyan_table_violation_states_the_ports_at_that_m(monkeypatch):
    assert c.banyan_table_violation(3) is None
    monkeypatch.setattr(yw, "banyan_ports_per_processor", lambda m: 2 if m == 3 else 1)
    assert c.banyan_table_violation(3) == "m = 3: 2 ports, 3 stages"
    assert c.banyan_table_violation(2) is None


def test_square_reader_takes_up_to_64_rows():
    big = [[0] * 64 for _ in range(64)]
    assert c._square(big) == big
    assert err(c._square, [[0] * 65 for _ in range(65)]) == ("square", "square: expected a square matrix of integers")
    assert err(c._square, []) == ("square", "square: expected a square matrix of integers")
    assert c._square(((1,),)) == [[1]]
    assert err(c._square, [[1, 2], [3]]) == ("square", "square: expected a square matrix of integers")
    assert err(c._square, [[1, 2], [3, True]]) == ("square", "square: expected a square matrix of integers")
    assert err(c._square, [[1.0]]) == ("square", "square: expected a square matrix of integers")


def test_graph_table_searches_graphs_up_to_the_node_cap(monkeypatch):
    monkeypatch.setattr(c, "graph_table_violation", lambda *a: None)  # no BFS over a thousand nodes here
    claim = Claim(lambda n: ("G", n, None, 3, 4))
    assert c._graph_table(claim, {"n": c.GRAPH_MAX_NODES}) == (False, "G: degree 3 and diameter 4, as the table says")
    with pytest.raises(ParameterError) as e:
        c._graph_table(claim, {"n": c.GRAPH_MAX_NODES + 1})
    assert (e.value.parameter, e.value.message) == ("params", "replay searches graphs up to 1024 nodes; G has 1025")


def test_graph_table_violation_names_a_link_outside_the_nodes():
    assert c.graph_table_violation("ring", 4, lambda x: [(x + 1) % 4, (x - 1) % 4], 2, 2) is None
    got = c.graph_table_violation("ring", 4, lambda x: [x + 1, (x - 1) % 4], 2, 2)
    assert got == "ring: node 3 links to 4, outside 0..3"
