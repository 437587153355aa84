"""Pinned outputs of checkers/yang_wang.py that the mutation run found unpinned (benchmarks/mutation.md)."""

from __future__ import annotations

import pathlib
import sys
from types import SimpleNamespace as S
from unittest import mock

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import yang_wang as cyw  # noqa: E402
from alltoall.spec.algorithms import two_phase  # noqa: E402
from alltoall.spec.algorithms import yang_wang as yw  # noqa: E402

SPEC = load_all()


def test_psi_size_message_is_pinned():
    with SPEC["yw-phi-bit-off-by-one"].applied():
        v = cyw.psi_size_violation(3)
    assert v.startswith("m = 3: Psi has ") and v.endswith(" distinct non-identity permutations of 0..7, not 7")


def test_gray_message_is_pinned():
    with SPEC["yw-basic-list-off-by-one"].applied():
        v = cyw.gray_violation(4)
        seq = yw.gray_sequence(4)
    assert v == f"m = 4: the basic list gives {seq[:8]}..., the Gray code {[i ^ (i >> 1) for i in range(8)]}..."


def test_commutation_is_checked_at_every_x():
    # a tau suffix wrong only at x = n - 1 = 7 (m = 3): seen only if every x in 0..2^m - 1 is tried
    real = yw.tau_suffix

    def wrong_at_7(m, i, x):
        out = np.array(real(m, i, x))
        return np.where(np.asarray(x) == 7, out ^ 1, out)

    assert cyw.commutation_violation(3) is None
    with mock.patch.object(yw, "tau_suffix", wrong_at_7):
        assert cyw.commutation_violation(3) == "m = 3, i = 1: the identity fails"


def test_delay_message_names_the_pipeline_defect():
    clash = [S(wave=0, time=0, stage=0), S(wave=1, time=0, stage=0)]
    with mock.patch.object(two_phase, "pipeline", lambda n, m: clash):
        v = cyw.delay_violation(3)
    assert v.startswith("n = 8: stage 0 holds rounds 0 and 1 at time 0, the formula says 10")
