"""Z3 and brute force agree on every small instance of the yang-wang-2000 encodings, including
failing ones (seeded mutants of the spec)."""

from __future__ import annotations

import contextlib
import itertools
import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import properties as props  # noqa: E402
from alltoall.checkers.z3 import yang_wang as ck  # noqa: E402
from alltoall.spec.algorithms import yang_wang as yw  # noqa: E402

MUTANTS = load_all()
VARIANTS = [None, "yw-phi-add", "yw-phi-bit-off-by-one", "yw-tau-off-by-one", "yw-round-settings-reversed"]


def _variant(name):
    return MUTANTS[name].applied() if name else contextlib.nullcontext()


def _brute_phi(m):
    x = np.arange(2**m)
    return all(
        np.array_equal(yw.phi(i, yw.phi(j, x)), yw.phi(j, yw.phi(i, x))) and np.array_equal(yw.phi(i, yw.phi(i, x)), x)
        for i, j in itertools.product(range(1, m + 1), repeat=2)
    )


def _products(m):
    out = []
    for subset in range(2**m):
        v = np.arange(2**m)
        for i in range(1, m + 1):
            if subset >> (i - 1) & 1:
                v = yw.phi(i, v)
        out.append(v)
    return np.array(out)


def _brute_first_latin(m):
    A = _products(m)
    return bool(((A >= 0) & (A < 2**m)).all()) and props.latin(A) is None


def _brute_psi(m):
    A = _products(m)
    rows = {tuple(r) for r in A[1:].tolist()}
    return bool(((A >= 0) & (A < 2**m)).all()) and len(rows) == 2**m - 1 and tuple(range(2**m)) not in rows


def _brute_phi1(m):
    rows, links_ok = [], True
    for s in itertools.product((0, 1), repeat=m):
        lines = np.stack(yw.route(m, s, np.arange(2**m)), axis=1)
        links_ok &= props.contention_free(lines) is None
        rows.append(lines[:, -1])
    A = np.array(rows)
    return links_ok and bool(((A >= 0) & (A < 2**m)).all()) and props.latin(A) is None


def _brute_rounds(m):
    """Every word g's round sends x to tau(x) XOR g, and the n words give n different settings."""
    x, words = np.arange(2**m), range(2**m)
    square = all(np.array_equal(yw.route(m, yw.round_settings(m, g), x)[-1], yw.tau_all(m, x) ^ g) for g in words)
    return square, len({tuple(yw.round_settings(m, g)) for g in words}) == 2**m


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("m", range(1, 7))
def test_encodings_agree_with_brute_force(m, variant):
    with _variant(variant):
        assert (ck.phi_identities(m).status == "unsat") == _brute_phi(m)
        assert (ck.psi_distinct(m).status == "unsat") == _brute_psi(m)
        assert (ck.first_construction_latin(m).status == "unsat") == _brute_first_latin(m)
        assert (ck.phi1_settings_latin(m).status == "unsat") == _brute_phi1(m)
        square, cover = _brute_rounds(m)
        assert (ck.rounds_realize_square(m).status == "unsat") == square
        assert (ck.settings_cover(m).status == "unsat") == cover
