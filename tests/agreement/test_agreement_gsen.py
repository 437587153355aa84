"""Z3 and brute force agree on every small GSEN (chou-chen-2010), including failing instances under
seeded mutants: the Sect. 3 lemma queries (UNSAT iff enumeration finds no violation) and the exact
per-switch search (Z3, CaDiCaL and exhaustive enumeration give the same answer)."""

from __future__ import annotations

import contextlib
import itertools
import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import gsen as cg  # noqa: E402
from alltoall.checkers.rn import exact  # noqa: E402
from alltoall.checkers.z3 import gsen as zg  # noqa: E402
from alltoall.spec.topologies import gsen  # noqa: E402

MUTANTS = load_all()
VARIANTS = [None, "gsen-shuffle-rotated", "gsen-shuffle-no-carry", "gsen-tag-bit-lsb", "gsen-config-bit-lsb"]


def _variant(name):
    return MUTANTS[name].applied() if name else contextlib.nullcontext()


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("lemma", sorted(zg.QUERIES))
def test_lemma_queries_agree_with_enumeration(lemma, variant):
    disagreements = []
    with _variant(variant):
        for N in range(4, 17, 2):
            net = gsen.GSEN(N)
            z = zg.QUERIES[lemma](net, timeout=60).status
            b = cg.lemma_violation(lemma, net)
            if (z == "unsat") != (b is None) or z == "unknown":
                disagreements.append((N, z, b))
    assert not disagreements, disagreements


def _brute_feasible(N: int, k: int) -> bool:
    net = gsen.GSEN(N)
    perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
    for combo in itertools.combinations(sorted(perms), k):
        cov = np.zeros((N, N), dtype=bool)
        for p in combo:
            cov[np.arange(N), list(p)] = True
        if cov.all():
            return True
    return False


@pytest.mark.parametrize("N,k", [(2, 1), (2, 2), (4, 3), (4, 4)])
def test_exact_search_agrees_with_enumeration(N, k):
    want = "sat" if _brute_feasible(N, k) else "unsat"
    assert exact.feasible(N, k, "pysat")["status"] == want
    assert exact.feasible(N, k, "z3", time_limit=60)["status"] == want
