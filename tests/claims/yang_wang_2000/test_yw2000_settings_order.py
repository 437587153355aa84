"""yang-wang-2000 settings (a)-(h) read in composition order (sigma_2 first) beside sigma_0 first."""

from __future__ import annotations

import pytest

from alltoall.checkers.result import Verdict
from alltoall.proofs import registry
from alltoall.proofs.claims.yang_wang_2000.admissible import PRINTED_SETTINGS
from alltoall.proofs.claims.yang_wang_2000.settings_order import sigma0_first
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang as yw

CLAIMS = registry.load_all()


def _realized(text: str) -> str:
    return "".join(map(str, yw.realized(3, tuple(s == "phi_1" for s in text.split()))))


def test_composition_order_gives_the_mirror_settings_row():
    printed = {label: s for label, (_, s) in PRINTED_SETTINGS.items()}
    assert _realized(sigma0_first("I I phi_1")) == printed["h"]
    assert _realized(sigma0_first("I phi_1 phi_1")) == printed["e"]


@pytest.mark.parametrize("label", sorted(PRINTED_SETTINGS))
def test_setting_sigma2_first(label):
    claim = CLAIMS[f"yang-wang-2000/setting-{label}-sigma2-first"]
    r = claim.run(Context(tier="fast"))
    assert r.verdict is claim.expected
    assert (r.verdict is Verdict.REFUTED) == (label in "bceh")
    assert CLAIMS[f"yang-wang-2000/setting-{label}"].expected is Verdict.VERIFIED
