"""Tests of :mod:`alltoall.spec.algorithms.yang_wang_2002` (yang-wang-2002, the broadcast pattern): the exact
values of U, I, mod_2, the four cases of the pattern on a window of offsets, the relays on a small mesh and
torus under both offset readings, the perimeters, the cost formulas (their exact type: Fraction stays
Fraction, a plain int min/max stays int) and the Saad-Schultz schedule transfer by transfer, plus every input
error's parameter and message."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from alltoall.spec.algorithms import yang_wang_2002 as yw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import grid


def _err(fn, *args, **kw):
    with pytest.raises(ParameterError) as e:
        fn(*args, **kw)
    return e.value.parameter, e.value.message, str(e.value)


def test_u_and_i_values_and_errors():
    assert [yw.U(v) for v in (-3, -1, 1, 3)] == [0, 0, 1, 1]
    assert [yw.I(v) for v in (-3, -1, 1, 3)] == [-1, -1, 1, 1]
    assert _err(yw.U, 0) == ("x", "U(0) is undefined in yang-wang-2002", "x: U(0) is undefined in yang-wang-2002")
    assert _err(yw.I, 0) == ("x", "I(0) is undefined in yang-wang-2002", "x: I(0) is undefined in yang-wang-2002")
    assert [yw.mod_2(v) for v in (-3, -2, -1, 0, 1, 2)] == [1, 0, 1, 0, 1, 0]


PATTERN_5x5 = {
    (-2, -2): ((-3, -2),),
    (-2, -1): ((-2, -2),),
    (-2, 0): ((-2, 1), (-3, 0)),
    (-2, 1): ((-3, 1),),
    (-2, 2): ((-2, 3),),
    (-1, -2): ((-1, -3),),
    (-1, -1): ((-2, -1),),
    (-1, 0): ((-2, 0), (-1, -1)),
    (-1, 1): ((-1, 2),),
    (-1, 2): ((-2, 2),),
    (0, -2): ((0, -3), (-1, -2)),
    (0, -1): ((1, -1), (0, -2)),
    (0, 0): ((0, 1), (0, -1), (1, 0), (-1, 0)),
    (0, 1): ((0, 2), (-1, 1)),
    (0, 2): ((1, 2), (0, 3)),
    (1, -2): ((2, -2),),
    (1, -1): ((1, -2),),
    (1, 0): ((1, 1), (2, 0)),
    (1, 1): ((2, 1),),
    (1, 2): ((1, 3),),
    (2, -2): ((2, -3),),
    (2, -1): ((3, -1),),
    (2, 0): ((3, 0), (2, -1)),
    (2, 1): ((2, 2),),
    (2, 2): ((3, 2),),
}


def test_pattern_on_a_5x5_window_of_offsets():
    assert {(dx, dy): yw.pattern(0, 0, dx, dy) for dx in range(-2, 3) for dy in range(-2, 3)} == PATTERN_5x5


@pytest.mark.parametrize("x0,y0", [(1, -2), (-3, 4), (2, 2)])
def test_pattern_is_the_same_around_any_origin(x0, y0):
    for (dx, dy), out in PATTERN_5x5.items():
        assert yw.pattern(x0, y0, x0 + dx, y0 + dy) == tuple((x0 + a, y0 + b) for a, b in out)


def test_cases_called_directly_with_a_nonzero_origin():
    assert yw.case1(7, 7, 7, 7) == ((7, 8), (7, 6), (8, 7), (6, 7))
    assert yw.case21(3, 1, 3, 4) == ((3, 5), (2, 4))
    assert yw.case21(3, 1, 3, -1) == ((3, -2), (2, -1))
    assert yw.case22(1, 3, 4, 3) == ((4, 4), (5, 3))
    assert yw.case22(1, 3, -1, 3) == ((-1, 4), (-2, 3))
    assert yw.case3(1, 1, 3, 2) == ((3, 3),)
    assert yw.case3(1, 1, -1, 2) == ((-2, 2),)
    assert yw.case3(1, 1, 2, -1) == ((3, -1),)
    assert yw.case3(1, 1, -1, -1) == ((-2, -1),)


def test_case3_generic_equals_case3_off_the_axes_and_both_signs_on_them():
    for dx in (-2, -1, 1, 2):
        for dy in (-2, -1, 1, 2):
            assert (yw.case3_generic(1, 2, 1 + dx, 2 + dy, yw.I(dx), yw.I(dy)),) == yw.case3(1, 2, 1 + dx, 2 + dy)
            assert (yw.case3_generic(0, 0, dx, dy, yw.I(dx), yw.I(dy)),) == yw.case3(0, 0, dx, dy)
    assert [yw.case3_generic(0, 0, 0, 2, ix, iy) for ix in (1, -1) for iy in (1, -1)] == [
        (1, 2),
        (0, 1),
        (0, 3),
        (-1, 2),
    ]
    assert [yw.case3_generic(0, 0, 3, 0, ix, iy) for ix in (1, -1) for iy in (1, -1)] == [
        (3, 1),
        (4, 0),
        (2, 0),
        (3, -1),
    ]


def test_distances_and_diameters():
    assert yw.mesh_distance((-1, -1), (2, 2)) == 6
    assert yw.mesh_distance((2, -1), (-1, 3)) == 7
    assert [yw.torus_distance((0, 0), (a, b), 5) for a in range(5) for b in range(5)] == [
        0,
        1,
        2,
        2,
        1,
        1,
        2,
        3,
        3,
        2,
        2,
        3,
        4,
        4,
        3,
        2,
        3,
        4,
        4,
        3,
        1,
        2,
        3,
        3,
        2,
    ]
    assert yw.torus_distance((4, 1), (0, 5), 5) == 2
    assert yw.torus_distance((1, 4), (0, 0), 5) == 2
    assert [
        yw.torus_distance((1, 0), (2, 0), 5),
        yw.torus_distance((0, 1), (0, 2), 5),
        yw.torus_distance((2, 1), (1, 3), 6),
    ] == [1, 1, 3]
    assert yw.torus_distance((0, 0), (3, 3), 6) == 6
    assert [yw.diameter_formula("mesh", n) for n in (3, 4)] == [4, 6]
    assert [yw.diameter_formula("torus", n) for n in (3, 4, 5)] == [2, 4, 4]


def test_perimeters_piece_by_piece():
    assert [yw.perimeter("infinite", d) for d in range(6)] == [1, 4, 8, 12, 16, 20]
    assert [yw.perimeter("torus-odd", d, 2) for d in range(5)] == [1, 4, 8, 8, 4]
    assert [yw.perimeter("torus-even", d, 3) for d in range(7)] == [1, 4, 8, 10, 8, 4, 1]
    pieces = yw.perimeter_pieces("torus-even", 3)
    assert [(lo, hi) for lo, hi, _ in pieces] == [(0, 0), (1, 2), (3, 3), (4, 5), (6, 6)]
    assert [(lo, hi) for lo, hi, _ in yw.perimeter_pieces("torus-odd", 2)] == [(0, 0), (1, 2), (3, 4)]
    assert [(lo, hi) for lo, hi, _ in yw.perimeter_pieces("infinite")] == [(0, 0), (1, None)]
    k, d = sp.symbols("k d")
    assert [sp.expand(C(d)) for _, _, C in yw.perimeter_pieces("torus-even", k)] == [
        1,
        4 * d,
        4 * k - 2,
        8 * k - 4 * d,
        1,
    ]


def test_perimeter_errors():
    assert _err(yw.perimeter, "infinite", -1) == ("d", "a radius is >= 0, got -1", "d: a radius is >= 0, got -1")
    assert _err(yw.perimeter, "torus-odd", 5, 2) == (
        "d",
        "0 <= d <= 2k = 4 for the torus-odd perimeter, got 5",
        "d: 0 <= d <= 2k = 4 for the torus-odd perimeter, got 5",
    )
    assert _err(yw.perimeter, "torus-even", 7, 3)[1] == "0 <= d <= 2k = 6 for the torus-even perimeter, got 7"
    assert _err(yw.perimeter_pieces, "ring") == (
        "kind",
        "unknown perimeter family 'ring'",
        "kind: unknown perimeter family 'ring'",
    )
    assert _err(yw.perimeter, "ring", 0)[:2] == ("kind", "unknown perimeter family 'ring'")


def test_circle_and_window():
    assert yw.circle(yw.window(2), 12, 2) == (2, 6, 8, 10, 14, 16, 18, 22)
    assert yw.circle(yw.window(2), 12, 0) == (12,)
    assert all(type(v) is int for v in yw.circle(yw.window(2), 12, 1))
    assert yw.window(1) == grid.mesh(3, 3)
    assert str(yw.window(2)) == "Mesh(r=5, c=5)"
    assert _err(yw.window, 0) == ("R", "must be >= 1, got 0", "R: must be >= 1, got 0")


def test_inside_mesh_and_additional_check_at_the_edges():
    assert [bool(yw.inside_mesh(3, tx, ty)) for tx, ty in ((0, 0), (2, 2), (-1, 0), (3, 0), (0, -1), (0, 3))] == [
        True,
        True,
        False,
        False,
        False,
        False,
    ]
    assert list(yw.inside_mesh(3, np.array([-1, 0, 2, 3]), np.array([0, 0, 2, 2]))) == [False, True, True, False]
    assert [yw.additional_check(a, b) for a, b in ((1, 2), (2, 2), (3, 2))] == [True, False, False]


def test_torus_offset_readings_and_errors():
    assert [yw.torus_offset(0, 4, 5), yw.torus_offset(4, 0, 5), yw.torus_offset(3, 0, 6), yw.torus_offset(0, 3, 6)] == [
        1,
        -1,
        3,
        3,
    ]
    assert [yw.torus_offset(a, 0, 4) for a in range(4)] == [0, 1, 2, -1]
    assert [yw.torus_offset(a, 0, 4, "raw") for a in range(4)] == [0, 1, 2, 3]
    assert yw.torus_offset(0, 3, 4, "raw") == -3
    assert _err(yw.torus_offset, 1, 0, 4, "wrap") == (
        "reading",
        "unknown offset reading 'wrap'; expected one of centred, raw",
        "reading: unknown offset reading 'wrap'; expected one of centred, raw",
    )
    T, M = grid.torus(5, 5), grid.mesh(5, 5)
    assert [yw.offset(T, 4, 0), yw.offset(T, 4, 0, "raw"), yw.offset(M, 4, 0), yw.offset(M, 0, 4)] == [-1, 4, 4, -4]
    T35 = grid.torus(3, 5)
    assert [yw.offset(T35, 4, 0), yw.offset(T35, 0, 4), yw.offset(T35, 4, 0, "raw")] == [1, -1, 4]


def test_check_square():
    assert yw.check_square(grid.torus(4, 4)) == 4
    msg = "expected an n x n mesh or torus, got Mesh(r=3, c=4)"
    assert _err(yw.check_square, grid.mesh(3, 4)) == ("network", msg, "network: " + msg)
    assert _err(yw.check_square, grid.ring(4))[1] == "expected an n x n mesh or torus, got Ring(p=4)"


def test_relays_on_a_4x4_mesh_and_a_5x5_torus_both_readings():
    M = grid.mesh(4, 4)
    assert [yw.relays(M, 5, v) for v in range(16)] == [
        (),
        (0,),
        (3,),
        (),
        (8,),
        (6, 4, 9, 1),
        (7, 2),
        (11,),
        (),
        (10, 13),
        (14,),
        (),
        (),
        (12,),
        (15,),
        (),
    ]
    T = grid.torus(5, 5)
    assert [yw.relays(T, 0, v) for v in range(25)] == [
        (1, 4, 5, 20),
        (2, 21),
        (7,),
        (23,),
        (9, 3),
        (6, 10),
        (11,),
        (),
        (13,),
        (8,),
        (14,),
        (12,),
        (),
        (),
        (),
        (16,),
        (),
        (),
        (),
        (18,),
        (15, 24),
        (22,),
        (17,),
        (),
        (19,),
    ]
    assert [yw.relays(T, 0, v, "raw") for v in range(25)] == [
        (1, 4, 5, 20),
        (2, 21),
        (7,),
        (23,),
        (9,),
        (6, 10),
        (11,),
        (),
        (13,),
        (),
        (14,),
        (12,),
        (),
        (),
        (),
        (16,),
        (),
        (),
        (),
        (),
        (24,),
        (22,),
        (),
        (),
        (),
    ]
    assert all(type(u) is int for v in range(25) for u in yw.relays(T, 0, v))


def test_send_table_radius_one_and_errors():
    T = yw.send_table(1)
    assert T.dtype == bool and T.shape == (3, 3, 4) and not T.flags.writeable
    assert T.astype(int).tolist() == [
        [[0, 1, 0, 0], [0, 1, 0, 1], [0, 0, 1, 0]],
        [[1, 0, 0, 1], [1, 1, 1, 1], [0, 1, 1, 0]],
        [[0, 0, 0, 1], [1, 0, 1, 0], [1, 0, 0, 0]],
    ]
    T0 = yw.send_table(0)
    assert T0.shape == (1, 1, 4) and T0.tolist() == [[[True, True, True, True]]]
    T2 = yw.send_table(2)
    for (dx, dy), out in PATTERN_5x5.items():
        ports = {yw.DIRS.index((tx - dx, ty - dy)) for tx, ty in out}
        assert [p for p in range(4) if T2[dx + 2, dy + 2, p]] == sorted(ports)
    assert _err(yw.send_table, -1) == ("R", "must be >= 0, got -1", "R: must be >= 0, got -1")


def test_send_table_follows_a_patched_pattern(monkeypatch):
    before = yw.send_table(1).copy()
    monkeypatch.setattr(yw, "pattern", lambda x0, y0, x, y: ((x + 1, y),))
    patched = yw.send_table(1)
    assert patched[:, :, 0].all() and not patched[:, :, 1:].any()
    monkeypatch.undo()
    assert (yw.send_table(1) == before).all()


def test_min_and_max_of_ints_stay_ints_and_symbols_go_symbolic():
    assert yw._min(2, 3) == 2 and type(yw._min(2, 3)) is int
    assert yw._min(3, 2) == 2 and type(yw._min(3, 2)) is int
    assert yw._max(2, 3) == 3 and type(yw._max(2, 3)) is int
    assert yw._max(3, 2) == 3 and type(yw._max(3, 2)) is int
    a, b = sp.symbols("a b", positive=True)
    assert yw._min(a, b) == sp.Min(a, b) and yw._max(a, b) == sp.Max(a, b)


def test_cost_formulas_exact_values_and_types():
    assert yw.messages_per_channel("torus", 5) == Fraction(6) and type(yw.messages_per_channel("torus", 5)) is Fraction
    assert yw.messages_per_channel("mesh", 4) == Fraction(15, 2)
    n = sp.Symbol("n")
    assert sp.simplify(yw.messages_per_channel("torus", n) - (n**2 - 1) / 4) == 0
    assert sp.simplify(yw.messages_per_channel("mesh", n) - (n**2 - 1) / 2) == 0
    assert [yw.thm1_one_to_all(k, 5, 3, 2, 1) for k in ("mesh", "torus")] == [13, 9]
    assert [yw.thm1_all_to_all(k, 5, 3, 2, 1) for k in ("mesh", "torus")] == [17, 11]
    assert [yw.thm1_all_to_all(k, 5, 3, 2, 3) for k in ("mesh", "torus")] == [41, 23]
    assert [yw.thm1_one_to_all(k, 5, 3, 2, 3) for k in ("mesh", "torus")] == [29, 17]
    assert [yw.thm4_bound(k, 3, 2, 1) for k in (3, 4, 5)] == [Fraction(9), Fraction(25, 2), Fraction(17)]
    assert [yw.thm4_bound(k, 3, 1, 2) for k in (3, 4, 5)] == [Fraction(9), Fraction(25, 2), Fraction(17)]
    assert yw.thm4_bound(5, 0, 1, 4) == 1 + 4 + 5 * 4 + 1
    assert yw.cor3_cases(5, 3, 2, 1) == (Fraction(13), Fraction(17))
    assert yw.cor3_cases(5, 3, 1, 3) == (Fraction(23), Fraction(15)) and type(yw.cor3_cases(5, 3, 1, 3)[1]) is Fraction
    assert [yw.cor3_bound(5, 3, 2, 1), yw.cor3_bound(5, 3, 1, 2), yw.cor3_bound(5, 3, 2, 2)] == [17, 17, 3 + 4 + 12]
    assert [yw.saad_schultz_cost(k, 3, 2, 1) for k in (3, 4, 5)] == [14, Fraction(43, 2), 26]
    assert [yw.saad_schultz_cost(k, 3, 1, 2) for k in (3, 4, 5)] == [16, 25, 34]
    assert yw.cpt_cost(5, 1, 1, 1, log5_n2=2) == 22
    assert yw.cpt_cost(5, 3, 2, 4, log5_n2=2) == 72 and type(yw.cpt_cost(5, 3, 2, 4, log5_n2=2)) is Fraction
    assert yw.cpt_cost(5, 1, 0, 0) == pytest.approx(2 * 2.0)
    assert yw.cpt_cost(3, 2, 1, 1) == pytest.approx(4 * np.log(9) / np.log(5) + 3 + 4)
    d, L = sp.symbols("d L", positive=True)
    assert sp.simplify(yw.thm4_bound(5, 1, d, L) - (1 + d + L + 5 * sp.Max(d, L) + sp.Min(d, L))) == 0


def _saad_schultz_expected(n):
    net = grid.torus(n, n)
    phases = []
    for axis in (1, 0):
        steps = []
        for s in range(1, n // 2 + 1):
            tr = []
            for v in range(net.nodes):
                r, c = net.coord(v)
                for sign in (1,) if n % 2 == 0 and s == n // 2 else (1, -1):
                    if axis == 1:
                        u = net.node((r, c + sign))
                        msgs = ((net.node((r, c - sign * (s - 1))), u),)
                    else:
                        u = net.node((r + sign, c))
                        row = r - sign * (s - 1)
                        msgs = tuple((net.node((row, j)), u) for j in range(n))
                    tr.append((v, u, (net.channel(v, u),), msgs))
            steps.append(tr)
        phases.append(steps)
    return phases


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_saad_schultz_transfer_by_transfer(n):
    got = [
        [[(t.src, t.dst, t.path, t.messages) for t in st.transfers] for st in ph.steps]
        for ph in yw.saad_schultz(n).phases
    ]
    assert got == _saad_schultz_expected(n)


def test_saad_schultz_errors_and_cost():
    assert _err(yw.saad_schultz, 1) == ("n", "must be >= 2, got 1", "n: must be >= 2, got 1")
    assert yw.phased_cost(yw.saad_schultz(3), 5, 2, 1) == 18
    assert yw.phased_cost(yw.saad_schultz(4), 5, 2, 1) == 28
    assert yw.phased_cost(yw.saad_schultz(3), 5, 2, 3) == 10 + 4 + 3 + 9
    assert yw.phased_cost(yw.Phased(()), 5, 2, 1) == 0
    from alltoall.spec import schedule as sch

    assert yw.phased_cost(yw.Phased((sch.Schedule((sch.Step(()),)),)), 5, 2, 1) == 7
    assert yw.MESSAGES_PER_SLOT == 1
