"""Mutants of the yang-wang-2002 broadcast spec: the pattern's cases, mod_2, the torus additional
check, the offsets, distances, diameters, perimeters, the bounds and the Saad-Schultz schedule."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

YW = "alltoall.spec.algorithms.yang_wang_2002"
GRID = "alltoall.spec.topologies.grid"


def _yw():
    from alltoall.spec.algorithms import yang_wang_2002

    return yang_wang_2002


def _case_swap(orig):
    # along the y-axis, Case 2.2's rule mirrored in the diagonal (instead of Case 2.1's rotated rule)
    def case21(x0, y0, x, y):
        return tuple((b, a) for a, b in _yw().case22(y0, x0, y, x))

    return case21


mutant(
    "yw2002-case-swap", "Case 2.1 (the y-axis) uses Case 2.2's rule with x and y exchanged", (YW, "case21", _case_swap)
)


def _case3_parity(orig):
    # Case 3 with mod_2 inverted (1 - x mod 2) while Cases 2.1 and 2.2 keep it. (Inverting mod_2 everywhere
    # mirrors the whole pattern and leaves it a spanning tree, so it is no bug for Theorem 2.)
    def case3(x0, y0, x, y):
        yw = _yw()
        sx, sy = yw.I(x - x0), yw.I(y - y0)
        p = yw.U(sx * sy)
        return (
            (x + sx * (1 - yw.mod_2((x - x0) + (y - y0) + p)), y + sy * (1 - yw.mod_2((x - x0) + (y - y0) + 1 - p))),
        )

    return case3


def _case3_sign(orig):
    # Case 3 steps in x towards the origin: I(x0 - x) for I(x - x0) in x3
    def case3(x0, y0, x, y):
        yw = _yw()
        sx, sy = yw.I(x - x0), yw.I(y - y0)
        p = yw.U(sx * sy)
        return ((x - sx * yw.mod_2((x - x0) + (y - y0) + p), y + sy * yw.mod_2((x - x0) + (y - y0) + 1 - p)),)

    return case3


mutant(
    "yw2002-mod2-inverted",
    "mod_2 parity inverted in Case 3 (1 - x mod 2) while the axes keep it",
    (YW, "case3", _case3_parity),
)
mutant(
    "yw2002-case3-sign", "Case 3 steps towards the origin in x (sign of I flipped in x3)", (YW, "case3", _case3_sign)
)
mutant(
    "yw2002-case1-missing",
    "Case 1 omits the neighbour (x - 1, y)",
    (YW, "case1", lambda orig: lambda x0, y0, x, y: orig(x0, y0, x, y)[:3]),
)
mutant(
    "yw2002-no-torus-check",
    "the torus additional check is dropped (every chosen neighbour kept)",
    (YW, "additional_check", lambda orig: lambda a, b: True if isinstance(a, int) else (a == a) | (b == b)),
)
mutant(
    "yw2002-offset-raw",
    "torus offsets taken as plain coordinate differences instead of centred",
    (YW, "torus_offset", lambda orig: lambda a, b, n, reading="centred": a - b),
)


def _no_wrap(orig):
    def torus(r, c):
        return _yw().grid.Grid((r, c), False, "Mesh")

    return torus


mutant("yw2002-torus-no-wrap", "the torus is built without its wraparound links (a mesh)", (GRID, "torus", _no_wrap))
mutant(
    "yw2002-mesh-distance-max",
    "mesh distance taken as max(|dx|, |dy|)",
    (YW, "mesh_distance", lambda orig: lambda p, q: max(abs(p[0] - q[0]), abs(p[1] - q[1]))),
)
mutant(
    "yw2002-torus-distance-no-wrap",
    "torus distance without the min{., n - .}",
    (YW, "torus_distance", lambda orig: lambda p, q, n: abs(p[0] - q[0]) + abs(p[1] - q[1])),
)
mutant(
    "yw2002-diameter-off-by-one",
    "diameters one too large",
    (YW, "diameter_formula", lambda orig: lambda kind, n: orig(kind, n) + 1),
)


def _piece(index, expr):
    def patch(orig):
        def pieces(kind, k=None):
            ps = list(orig(kind, k))
            if index(kind) is not None:
                i = index(kind)
                lo, hi, _ = ps[i]
                ps[i] = (lo, hi, lambda d: expr(kind, k, d))
            return tuple(ps)

        return pieces

    return patch


mutant("yw2002-perimeter-c0", "C_0 taken as 0", (YW, "perimeter_pieces", _piece(lambda kind: 0, lambda kind, k, d: 0)))
mutant(
    "yw2002-perimeter-odd-far",
    "odd torus: C_d = 4(2k - d) beyond k (off by one)",
    (
        YW,
        "perimeter_pieces",
        _piece(lambda kind: 2 if kind == "torus-odd" else None, lambda kind, k, d: 4 * (2 * k - d)),
    ),
)
mutant(
    "yw2002-perimeter-even-middle",
    "even torus: C_k = 4k (the circle through the antipodal lines counted twice)",
    (YW, "perimeter_pieces", _piece(lambda kind: 2 if kind == "torus-even" else None, lambda kind, k, d: 4 * k)),
)
mutant(
    "yw2002-two-per-slot",
    "an output port transmits two messages per time slot",
    (YW, "MESSAGES_PER_SLOT", lambda orig: 2),
)
mutant(
    "yw2002-per-channel-mesh-count",
    "(n^2 - 1)/2 used for the torus as well",
    (YW, "messages_per_channel", lambda orig: lambda kind, n: orig("mesh", n)),
)
mutant(
    "yw2002-per-channel-no-minus-one",
    "n^2/4 and n^2/2 (the origin's own message counted)",
    (
        YW,
        "messages_per_channel",
        lambda orig: lambda kind, n: orig(kind, n) + (orig(kind, n) / (n * n - 1) if n > 1 else 0),
    ),
)
mutant(
    "yw2002-thm4-plus-min",
    "Theorem 4's bound with one more min{delta, L gamma}",
    (
        YW,
        "thm4_bound",
        lambda orig: lambda n, a, d, g: orig(n, a, d, g) + (min(d, g) if isinstance(d, int) else _yw()._min(d, g)),
    ),
)
mutant(
    "yw2002-thm4-no-min",
    "Theorem 4's bound without its last min{delta, L gamma}",
    (
        YW,
        "thm4_bound",
        lambda orig: lambda n, a, d, g: orig(n, a, d, g) - (min(d, g) if isinstance(d, int) else _yw()._min(d, g)),
    ),
)
mutant(
    "yw2002-cor3-swap",
    "Corollary 3's two cases exchanged",
    (YW, "cor3_cases", lambda orig: lambda n, a, d, g: orig(n, a, d, g)[::-1]),
)
mutant(
    "yw2002-ss-one-way",
    "Saad-Schultz rings send one way only",
    (YW, "saad_schultz", lambda orig: lambda n: _one_way(orig(n))),
)
mutant(
    "yw2002-ss-cost-floor",
    "Saad-Schultz quoted with (n^2 - 1)/4 L gamma",
    (
        YW,
        "saad_schultz_cost",
        lambda orig: lambda n, a, d, g: orig(n, a, d, g) - _yw().messages_per_channel("torus", n) * g,
    ),
)
mutant(
    "yw2002-cpt-delta",
    "Calvin-Perennes-Trystram quoted with (n - 1) delta",
    (YW, "cpt_cost", lambda orig: lambda n, a, d, g, log5_n2=None: orig(n, a, d, g, log5_n2) - (n - 1) * d / 2),
)


def _one_way(p):
    from alltoall.spec import schedule as sch

    yw = _yw()
    phases = []
    for ph in p.phases:
        steps = []
        for st in ph.steps:
            steps.append(sch.Step(tuple(t for i, t in enumerate(st.transfers) if i % 2 == 0)))
        phases.append(sch.Schedule(tuple(steps)))
    return yw.Phased(tuple(phases))


# --- mutants that only bite at large sizes: every bounded tier passes, the every-size queries do not -----------


def _torus_distance_large(orig):
    # from n = 100 on the second coordinate forgets the wraparound (a table sized for n < 100)
    def torus_distance(p, q, n):
        if n >= 100:
            dx, dy = abs(p[0] - q[0]) % n, abs(p[1] - q[1]) % n
            return min(dx, n - dx) + dy
        return orig(p, q, n)

    return torus_distance


mutant(
    "yw2002-torus-distance-large-n",
    "torus distance without the wraparound in y from n = 100 on",
    (YW, "torus_distance", _torus_distance_large),
)


def _perimeter_infinite_far(orig):
    # the infinite mesh's C_d = 4d only up to d = 999, then 4d + 4
    def pieces(kind, k=None):
        if kind != "infinite":
            return orig(kind, k)
        return ((0, 0, lambda d: 1), (1, 999, lambda d: 4 * d), (1000, None, lambda d: 4 * d + 4))

    return pieces


mutant(
    "yw2002-perimeter-infinite-far",
    "infinite mesh: C_d = 4d + 4 from d = 1000 on",
    (YW, "perimeter_pieces", _perimeter_infinite_far),
)
