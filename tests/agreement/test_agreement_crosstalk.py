"""Z3 and brute force agree on crosstalk freedom and delivery, on every small instance, including
failing ones (seeded mutants of the optical-MIN spec, and semi-permutations that cross)."""

from __future__ import annotations

import contextlib
import itertools
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import optical as ck  # noqa: E402
from alltoall.checkers import properties as props  # noqa: E402
from alltoall.checkers import routing  # noqa: E402
from alltoall.checkers.z3 import optical as z  # noqa: E402
from alltoall.spec.topologies import multistage as ms  # noqa: E402
from alltoall.spec.topologies import optical as op  # noqa: E402

MUTANTS = load_all()
VARIANTS = [None, "cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half", "cf-rule-no-mod", "cf-stage-short"]


def _variant(name):
    return MUTANTS[name].applied() if name else contextlib.nullcontext()


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("m", range(1, 7))
def test_theorem1_and_rule_agree(m, variant):
    with _variant(variant):
        net = op.OpticalMIN(2**m)
        failures = [ck.check_shift(net, c) for c in range(1, net.N)]
        brute_crosstalk = any(f and f.what == "crosstalk" for f in failures)
        brute_delivery = any(f and f.what == "delivery" for f in failures) or any(
            (op.route(net, op.shift_setting(net, c))[0] != (list(range(c, net.N)) + list(range(c)))).any()
            for c in range(1, net.N)
        )
        assert (z.theorem1_crosstalk(net).status == "sat") == brute_crosstalk
        assert (z.theorem1_delivery(net).status == "sat") == brute_delivery
        assert (z.rule_query(net).status == "sat") == (ck.brute_rule(net) is not None)


@pytest.mark.parametrize("topology", list(ms.TOPOLOGIES) + ["benes"])
def test_semi_permutations_agree(topology):
    """Every 2-signal and a sample of 4-signal partial permutations of an 8 x 8 network."""
    net = ms.benes(3) if topology == "benes" else ms.build(topology, 2, 3)
    cases = []
    for a, b in itertools.combinations(range(8), 2):
        for ta, tb in itertools.permutations(range(8), 2):
            if (a * 8 + b + ta * 3 + tb) % 7 == 0:
                cases.append({a: ta, b: tb})
    for srcs in itertools.combinations(range(8), 4):
        for dsts in itertools.islice(itertools.permutations(range(8), 4), 0, 1680, 419):
            cases.append(dict(zip(srcs, dsts)))
    disagreements, seen = [], {"free": 0, "crosstalk": 0}
    for case in cases[:: 3 if topology == "benes" else 1]:
        semi = [case.get(s, -1) for s in range(8)]
        occ, v = routing.brute_semi(net, semi)
        q, z_occ = z.z3_semi(net, semi)
        brute_free = occ is not None and v is None
        seen["free" if brute_free else "crosstalk"] += 1
        if (q.status == "sat") != brute_free:
            disagreements.append(semi)
        if q.status == "sat":
            assert props.crosstalk_free(z_occ) is None
    assert not disagreements
    assert seen["free"] and seen["crosstalk"]  # both outcomes exercised
