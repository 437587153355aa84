"""Mutants of the liu-gu-2006 spec: AR on rings, AT2 on tori, the grid they run on, Table II."""

import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

LG = "alltoall.spec.algorithms.liu_gu"
GRID = "alltoall.spec.topologies.grid"


def _grid():
    from alltoall.spec.topologies import grid

    return grid


mutant(
    "lg-ring-no-wrap",
    "the ring is built without its wraparound link (a path of p nodes)",
    (GRID, "ring", lambda orig: lambda p: _grid().Grid((p,), False, "Ring")),
)
mutant(
    "lg-torus-no-wrap",
    "the torus is built without wraparound links (a mesh)",
    (GRID, "torus", lambda orig: lambda r, c: _grid().Grid((r, c), False, "Torus")),
)


def _half_circle_short(orig):
    def routes(p, a, b, reading=None):
        direction, first, sub, stage = orig(p, a, b) if reading is None else orig(p, a, b, reading)
        return direction, first, np.where((stage == 2) & (sub > 0), sub - 1, sub), stage

    return routes


mutant(
    "lg-ar-half-circle-short",
    "AR's Stage-2 half-circle relay stops one sub-ring hop short",
    (LG, "ar_routes", _half_circle_short),
)


def _same_direction(orig):
    def routes(p, a, b, reading=None):
        direction, first, sub, stage = orig(p, a, b) if reading is None else orig(p, a, b, reading)
        return direction, first, sub, np.where(direction > 0, 2, 3)

    return routes


mutant(
    "lg-ar-subrings-same-direction",
    "both sub-rings turn clockwise in Stage 2 (stage chosen by direction only)",
    (LG, "ar_routes", _same_direction),
)


def _ceil_to_floor(orig):
    def lengths(p, reading=None):
        s2, s3 = orig(p) if reading is None else orig(p, reading)
        return (s2, max(p // 4 - 1, 0)) if s3 is not None else (s2, s3)

    return lengths


mutant(
    "lg-ar-ceil-to-floor",
    "Stage 3 of AR has floor(p/4) - 1 steps instead of ceil(p/4) - 1",
    (LG, "stage_lengths", _ceil_to_floor),
)


def _stage3_extra(orig):
    def lengths(p, reading=None):
        s2, s3 = orig(p) if reading is None else orig(p, reading)
        return (s2, s3 + 1) if s3 is not None else (s2, s3)

    return lengths


mutant(
    "lg-ar-stage3-extra-step",
    "Stage 3 of AR runs one step more than it needs (ceil(p/4) steps, the '- 1' dropped)",
    (LG, "stage_lengths", _stage3_extra),
)


def _always_ceil(orig):
    def lengths(p, reading=None):
        return p // 4, max(-(-p // 4) - 1, 0)

    return lengths


mutant(
    "lg-ar-stage3-always-ceil",
    "Stage 3's length ignores the reading (always ceil(p/4) - 1)",
    (LG, "stage_lengths", _always_ceil),
)


def _long_way(orig):
    def routes(p, a, b, reading=None):
        a, b = np.asarray(a), np.asarray(b)
        direction, first, sub, stage = orig(p, a, b) if reading is None else orig(p, a, b, reading)
        o = (b - a) % p
        flip = (o == p // 2 - 1) & (p >= 6)
        dist = np.where(flip, p - o, np.where(direction > 0, o, (p - o) % p))
        direction = np.where(flip, -1, direction)
        first = dist % 2 == 1
        sub = (dist - first) // 2
        stage = np.where((b % 2 == 0) == (direction > 0), 2, 3)
        return direction, first, sub, stage

    return routes


mutant(
    "lg-ar-long-way",
    "AR sends messages at offset p/2 - 1 anticlockwise (the long way round)",
    (LG, "ar_routes", _long_way),
)
mutant(
    "lg-ar-opposite-positive",
    "every message to the node at offset p/2 goes clockwise (the prose's half-circle)",
    (LG, "opposite_clockwise", lambda orig: lambda b, reading=None: np.ones_like(np.asarray(b), dtype=bool)),
)

mutant(
    "lg-at2-group-swap",
    "Phase 2 assigns rows to G00 and G01 and columns to G10 and G11",
    (LG, "phase2_ring_dim", lambda orig: lambda gx, gy: np.where(np.asarray(gx) == 0, 1, 0)),
)


def _g10_right(orig):
    def ports(r, c, dx, dy):
        p1, p2 = orig(r, c, dx, dy)
        dx, dy = np.asarray(dx), np.asarray(dy)
        sel = (dx % 2 == 1) & (dy % 2 == 0) & (dx < r // 2)
        return np.where(sel, 3, p1), p2

    return ports


mutant(
    "lg-at2-g10-via-right",
    "Table I's Lower-port G10 messages leave by the Right port",
    (LG, "phase1_ports", _g10_right),
)


def _second_reversed(orig):
    def ports(r, c, dx, dy):
        p1, p2 = orig(r, c, dx, dy)
        return p1, np.where(p2 >= 0, p2 ^ 1, p2)

    return ports


mutant(
    "lg-at2-g11-second-hop-reversed",
    "Step 2 of Phase 1 forwards the G11 messages the wrong way",
    (LG, "phase1_ports", _second_reversed),
)


def _g11_long(orig):
    def ports(r, c, dx, dy):
        dx = np.asarray(dx)
        return orig(r, c, np.where(dx == r // 2 + 1, 1, dx), dy)

    return ports


mutant(
    "lg-at2-g11-long-way",
    "Phase 1 sends messages at row offset r/2 + 1 down instead of up",
    (LG, "phase1_ports", _g11_long),
)


def _rotated(orig):
    def ports(r, c, dx, dy):
        p1, p2 = orig(r, c, dx, dy)
        dx, dy = np.asarray(dx), np.asarray(dy)
        both = (dx % 2 == 1) & (dy % 2 == 1)
        return np.where(both, p2, p1), np.where(both, p1, p2)

    return ports


mutant(
    "lg-at2-g11-quadrants-rotated",
    "G11 messages take their two Phase-1 hops in the opposite order",
    (LG, "phase1_ports", _rotated),
)
mutant(
    "lg-quadrant-rows-only",
    "the quadrant rule ignores the column condition (QI = lower half)",
    (LG, "quadrant", lambda orig: lambda r, c, dx, dy: np.where(np.asarray(dx) <= r / 2, 1, 2)),
)


def _table2(change):
    def make(orig):
        def terms(d, two=2):
            t = dict(orig(d, two))
            change(t, d, two)
            return t

        return terms

    return make


def _startup(t, d, two):
    s, x, y = t["proposed"]
    t["proposed"] = (two**d + 2, x, y)


def _startup_3d(t, d, two):
    s, x, y = t["proposed"]
    t["proposed"] = (3 * d - 3, x, y)


def _transmission(t, d, two):
    s, x, y = t["proposed"]
    t["proposed"] = (s, t["[10]"][1], y)


def _re5_shift(t, d, two):
    s, x, y = t["[5]"]
    t["[5]"] = (s, x, (two ** (d - 1) + 2) * two ** (2 * d))


def _re5_half(t, d, two):
    s, x, y = t["[5]"]
    t["[5]"] = (s, x, (two ** (d - 1) + 1) * two ** (2 * d - 1))


mutant("lg-table2-proposed-startup", "Table II's proposed startup is 2^d + 2", (LG, "table2_terms", _table2(_startup)))
mutant(
    "lg-table2-proposed-startup-3d",
    "Table II's proposed startup is 3d - 3 (as [6])",
    (LG, "table2_terms", _table2(_startup_3d)),
)
mutant(
    "lg-table2-transmission-swapped",
    "Table II's proposed transmission is [10]'s",
    (LG, "table2_terms", _table2(_transmission)),
)
mutant(
    "lg-table2-rearrangement-5-shifted",
    "[5]'s rearrangement is (2^(d-1) + 2) 2^(2d)",
    (LG, "table2_terms", _table2(_re5_shift)),
)
mutant(
    "lg-table2-rearrangement-5-halved",
    "[5]'s rearrangement is (2^(d-1) + 1) 2^(2d-1)",
    (LG, "table2_terms", _table2(_re5_half)),
)
mutant(
    "lg-table2-rivals-without-6",
    "Sect. V's comparison leaves out the row of [6] (Suh-Yalamanchili)",
    (LG, "TABLE2_RIVALS", lambda orig: ("[5]", "[10]")),
)
