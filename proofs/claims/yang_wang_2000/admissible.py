"""yang-wang-2000, generating admissible permutations: every stage set to phi_1 or I, the proof
sketch's commutation identity, and the 8 x 8 example (the printed square and settings (a)-(h))."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import yang_wang
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.yang_wang_2000 import PAPER
from alltoall.proofs.claims.yang_wang_2000._checks import first_refutation, sweep, z3_sweep
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang as yw

PRINTED_SQUARE = (
    (0, 2, 4, 6, 1, 3, 5, 7),
    (1, 3, 5, 7, 0, 2, 4, 6),
    (3, 1, 7, 5, 2, 0, 6, 4),
    (2, 0, 6, 4, 3, 1, 7, 5),
    (6, 4, 2, 0, 7, 5, 3, 1),
    (7, 5, 3, 1, 6, 4, 2, 0),
    (5, 7, 1, 3, 4, 6, 0, 2),
    (4, 6, 0, 2, 5, 7, 1, 3),
)
SQUARE = [list(r) for r in PRINTED_SQUARE]  # as a witness file would hold it (a claim value: replay compares it)
# (label, settings sigma_0 sigma_1 sigma_2 as printed left to right, printed output string)
PRINTED_SETTINGS = {
    "a": ("I I I", "02461357"),
    "b": ("I I phi_1", "13570246"),
    "c": ("I phi_1 phi_1", "57134602"),
    "d": ("I phi_1 I", "46025713"),
    "e": ("phi_1 phi_1 I", "64207531"),
    "f": ("phi_1 phi_1 phi_1", "75316420"),
    "g": ("phi_1 I phi_1", "31752064"),
    "h": ("phi_1 I I", "20643175"),
}


@PAPER.claim(
    "phi1-settings-latin",
    reading="bits counted from 1",
    source="Generating permutations: 'simply let each stage permutation sigma_i = phi_1 or I'; 'All such admissible "
    "permutations form a Latin square'",
    statement="""The n permutations the banyan realizes with every stage set to phi_1 or I are admissible (each link
    used by one
    signal) and form a Latin square.""",
    sizes={"fast": {"m_z3": 32, "m_brute": 8}, "full": {"m_z3": 64}},
    domain="Z3 for every m = 1..{m_z3} (settings and inputs symbolic); brute force m = 1..{m_brute}",
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="bounded",
    notes="The banyan is sigma_{m-1} tau_{m-2} ... tau_0 sigma_0 with tau_i swapping bits 0 and i+1 (the slide's 'bit "
    "1 for bit i + 2', counted from 1).",
    mutants=("yw-tau-off-by-one",),
    witnesses=("yw-realized-latin",),
    point={"m": span(1, "m_z3")},
)
def phi1_latin(ctx: Context) -> Result:
    from alltoall.checkers.z3 import yang_wang as z  # z3: kept out of the registry's import

    bad = first_refutation(
        "yw-realized-latin", yang_wang.realized_latin_violation, ({"m": m} for m in range(1, ctx.sizes.m_brute + 1))
    )
    return bad or z3_sweep((z.phi1_settings_latin,), range(1, ctx.sizes.m_z3 + 1), ctx, f"m = 1..{ctx.sizes.m_brute}")


@PAPER.claim(
    "commutation-identity",
    reading="product read right to left",
    source="Proof sketch: (tau_{m-2} ... tau_{m-i-1}) phi_1 = phi_{m-i+1} (tau_{m-2} ... tau_{m-i-1})",
    statement="For 1 <= i <= m-1, applying phi_1 and then tau_{m-i-1}, ..., tau_{m-2} equals applying those tau's and "
    "then phi_{m-i+1}.",
    sizes={"fast": {"m": 10}},
    domain="every m = 2..{m}, every i and x",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The product is read right to left (tau_{m-i-1} first), as the composition sigma_{m-1} tau_{m-2} ... sigma_0 "
    "is; the identity then holds as printed.",
    mutants=("yw-tau-off-by-one",),
    witnesses=("yw-commutation",),
    point={"m": span(2, "m")},
)
def commutation(ctx: Context) -> Result:
    return sweep("yw-commutation", yang_wang.commutation_violation, ({"m": m} for m in range(2, ctx.sizes.m + 1)))


@PAPER.claim(
    "printed-latin-square",
    source="'An example of 8 x 8 banyan network': the generated Latin square",
    statement="The printed 8 x 8 matrix is a Latin square and equals LatinSquare(tau(0), ..., tau(7)).",
    domain="n = 8",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The printed matrix came through the PDF intact (8 rows of 8 entries).",
    mutants=("yw-tau-off-by-one",),
    subject={"square": SQUARE},
    witnesses=("yw-printed-square",),
    point={},
)
def printed_square(ctx: Context) -> Result:
    v = yang_wang.printed_square_violation(PRINTED_SQUARE)
    if v is None:
        return verified(examined=1)
    w = Witness(
        "yw-printed-square", {}, {"rendering": yang_wang.render_square(PRINTED_SQUARE)}, v, {"method": "brute force"}
    )
    return refuted(w)


def _setting_check(label: str) -> Any:
    text, printed = PRINTED_SETTINGS[label]

    def check(ctx: Context) -> Result:
        v = yang_wang.setting_violation(text, printed, PRINTED_SQUARE)
        if v is None:
            got = "".join(str(x) for x in yw.realized(3, tuple(s == "phi_1" for s in text.split())))
            row = next(i for i, r in enumerate(PRINTED_SQUARE) if "".join(map(str, r)) == printed)
            return verified(examined=1, realized=got, row_of_printed_square=row)
        return refuted(Witness("yw-printed-setting", {}, {}, f"setting ({label}) {v}", {"method": "brute force"}))

    return check


for _label, (_text, _printed) in PRINTED_SETTINGS.items():
    PAPER.add(
        f"setting-{_label}",
        _setting_check(_label),
        reading="sigma_0 first",
        source=f"'All possible switch settings', ({_label}) {_text} {_printed}",
        statement=f"With stages set to {_text} (sigma_0 first), the 8 x 8 banyan realizes {_printed} (rho(0)..rho(7)), "
        "a row of the printed Latin square.",
        domain="n = 8",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes="""The settings are read left to right as sigma_0, sigma_1, sigma_2 and the string as rho(0)..rho(7); the
    other order
        (sigma_2 first) fails for (b), (c), (e) and (h). The eight settings appear as rows 0..7 of the square in the
        order
        (a), (b), (g), (h), (e), (f), (c), (d): the Gray-code order of the second construction.""",
        mutants=("yw-tau-off-by-one",),
        subject={"settings": _text, "printed": _printed, "square": SQUARE},
        witnesses=("yw-printed-setting",),
        point={},
    )
