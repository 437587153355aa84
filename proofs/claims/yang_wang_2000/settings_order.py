"""yang-wang-2000, 'All possible switch settings' (a)-(h) of the 8 x 8 banyan, read in composition order.

The slide prints each setting as three stage permutations and the permutation it realizes, e.g.
(b) "I I phi_1 13570246". Read left to right as sigma_0, sigma_1, sigma_2 (``setting-<label>``),
all eight match. Read in the order the network's product is written, sigma_2 sigma_1 sigma_0 (the
banyan is sigma_{m-1} tau_{m-2} ... tau_0 sigma_0), the first printed stage is sigma_2: then the
four settings that are not palindromes, (b), (c), (e) and (h), realize another row of the square
than the one printed beside them; (a), (d), (f) and (g) read the same either way.

Paper -> ours: a printed setting ``"s2 s1 s0"`` in this reading = ``yw.realized(3, (s0, s1, s2))``
with ``phi_1`` = True and ``I`` = False.

>>> from alltoall.spec.algorithms import yang_wang as yw
>>> "".join(map(str, yw.realized(3, (True, False, False))))  # (b) "I I phi_1" read sigma_2 first
'20643175'
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers import yang_wang
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.yang_wang_2000 import PAPER
from alltoall.proofs.claims.yang_wang_2000.admissible import PRINTED_SETTINGS, PRINTED_SQUARE, SQUARE
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang as yw

READING = "sigma_2 first"


def sigma0_first(text: str) -> str:
    """A setting printed sigma_2 sigma_1 sigma_0, rewritten sigma_0 first (the form the checks read)."""
    return " ".join(reversed(text.split()))


def _check(label: str) -> Any:
    text, printed = PRINTED_SETTINGS[label]
    stages = sigma0_first(text)

    def check(ctx: Context) -> Result:
        v = yang_wang.setting_violation(stages, printed, PRINTED_SQUARE)
        got = "".join(str(x) for x in yw.realized(3, tuple(s == "phi_1" for s in stages.split())))
        if v is None:
            return verified(examined=1, realized=got)
        row = next((i for i, r in enumerate(PRINTED_SQUARE) if "".join(map(str, r)) == got), None)
        return refuted(
            Witness(
                "yw-printed-setting",
                {},
                {"realized": got, "row_of_printed_square": row},
                f"setting ({label}) printed as '{text}' and read sigma_2 first (sigma_0 = {stages.split()[0]}, "
                f"sigma_1 = {stages.split()[1]}, sigma_2 = {stages.split()[2]}): {v}"
                + (f"; {got} is row {row} of the printed square, another setting's row" if row is not None else ""),
                {"method": "brute force"},
                picture={
                    "renderer": "squares",
                    "args": {
                        "squares": [
                            {"title": f"({label}) as printed", "rows": [[int(c) for c in printed]]},
                            {"title": f"'{text}' read sigma_2 first", "rows": [[int(c) for c in got]]},
                        ],
                        "row": 0,
                        "label": "rho(0)..rho(7): entries that differ",
                        "title": f"Setting ({label}) in composition order realizes {got}, not {printed}",
                    },
                },
            )
        )

    return check


for _label, (_text, _printed) in PRINTED_SETTINGS.items():
    _palindrome = _text.split() == _text.split()[::-1]
    _exp = Verdict.VERIFIED if _palindrome else Verdict.REFUTED
    PAPER.add(
        f"setting-{_label}-sigma2-first",
        _check(_label),
        reading=READING,
        source=f"'All possible switch settings', ({_label}) {_text} {_printed}",
        statement=f"With stages set to {_text} read sigma_2 first (in the order of the product sigma_2 tau_1 sigma_1 "
        f"tau_0 sigma_0), the 8 x 8 banyan realizes {_printed} (rho(0)..rho(7)), a row of the printed Latin square.",
        domain="n = 8",
        methods=("brute",),
        expected=_exp,
        notes="The printed settings read in composition order, sigma_2 first; setting-"
        + _label
        + " reads them sigma_0 first, where all eight match. "
        + (
            "This setting is a palindrome, so both readings agree."
            if _palindrome
            else "(b), (c), (e) and (h) fail in this reading: each realizes the row printed for its mirror setting."
        ),
        mutants=("yw-tau-off-by-one",) if _palindrome else ("yw-realized-stages-reversed",),
        subject={"settings": sigma0_first(_text), "printed": _printed, "square": SQUARE},
        witnesses=("yw-printed-setting",),
        point={},
    )
