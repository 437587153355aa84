"""Z3 and the brute-force simulator agree on contention freedom of AR and AT2, and on Lemma 1's least
channel load, on every small instance, including failing ones (seeded mutants)."""

from __future__ import annotations

import contextlib
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import exchange  # noqa: E402
from alltoall.checkers.z3 import exchange as zx  # noqa: E402
from alltoall.spec.topologies import grid  # noqa: E402

MUTANTS = load_all()
VARIANTS = [None, "lg-ar-subrings-same-direction", "lg-at2-group-swap", "lg-at2-g10-via-right", "lg-ar-long-way"]


def _variant(name):
    return MUTANTS[name].applied() if name else contextlib.nullcontext()


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("p", [4, 6, 8, 10, 12])
def test_ar_contention_agrees(p, variant):
    with _variant(variant):
        free, qs, w = zx.contention_free("ar", p, timeout=60)
        brute = exchange.simulate_algorithm("ar", p).contention_free
    assert free is not None and free == brute
    if not free:
        assert w is not None and "channel" in w


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("r,c", [(4, 4), (4, 8)])
def test_at2_contention_agrees(r, c, variant):
    with _variant(variant):
        free, qs, w = zx.contention_free("at2", r, c, timeout=60)
        brute = exchange.simulate_algorithm("at2", r, c).contention_free
    assert free is not None and free == brute


def test_at2_contention_agrees_8x8():
    free, _, _ = zx.contention_free("at2", 8, 8, timeout=60)
    assert free is True and exchange.simulate_algorithm("at2", 8, 8).contention_free


def test_some_variant_has_contention():
    """The agreement above covers failing instances, not only contention-free ones."""
    with _variant("lg-at2-group-swap"):
        assert not exchange.simulate_algorithm("at2", 4, 4).contention_free
    with _variant("lg-ar-subrings-same-direction"):
        assert not exchange.simulate_algorithm("ar", 8).contention_free


@pytest.mark.parametrize("p", [4, 6, 8])
def test_lemma1_least_load_agrees_with_brute_force(p):
    """Z3's least most-loaded channel equals the brute-force minimum over all 2^(p(p-1)) direction choices
    restricted by symmetry: on the ring a routing is a direction per message; the minimum is ceil(p^2/8)."""
    import itertools

    g = grid.ring(p)
    res, models = zx.min_max_load(g, 1, p * p)
    assert res.k == -(-p * p // 8)
    if p <= 4:  # exhaustive over every direction choice of the 12 messages
        msgs = [(s, d) for s in range(p) for d in range(p) if s != d]
        best = None
        for dirs in itertools.product((1, -1), repeat=len(msgs)):
            load = {}
            for (s, d), dr in zip(msgs, dirs):
                v = s
                while v != d:
                    w = (v + dr) % p
                    load[(v, w)] = load.get((v, w), 0) + 1
                    v = w
            m = max(load.values())
            best = m if best is None else min(best, m)
        assert best == res.k


def test_lemma1_no_wrap_mutant_agrees():
    with _variant("lg-ring-no-wrap"):
        g = grid.ring(6)
        res, _ = zx.min_max_load(g, 1, 36)
    assert res.k == 9  # the middle channel of a path of 6 carries 3 * 3 messages each way
