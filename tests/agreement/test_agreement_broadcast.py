"""Z3 and brute force agree on the contention freedom and delivery of every small simulated
all-to-all broadcast of yang-wang-2002, including failing ones (seeded mutants of the spec)."""

from __future__ import annotations

import contextlib
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

from alltoall.checkers import broadcast as bc  # noqa: E402
from alltoall.checkers import properties as props  # noqa: E402
from alltoall.checkers.z3 import broadcast as zb  # noqa: E402

MUTANTS = load_all()
VARIANTS = [None, "yw2002-two-per-slot", "yw2002-no-torus-check", "yw2002-case-swap"]
PARAMS = [(0, 1, 2), (1, 3, 1), (0, 0, 1)]


def _variant(name):
    return MUTANTS[name].applied() if name else contextlib.nullcontext()


def _brute(sim) -> tuple[bool, bool]:
    use, _ = bc.slot_use(sim)
    contention = props.no_shared_resource(use) is not None
    t = zb.tables(sim)
    pairs = list(zip(t["org"].tolist(), t["dst"].tolist()))
    duplicate_or_self = len(set(pairs)) != len(pairs) or any(o == d for o, d in pairs)
    return contention, duplicate_or_self


CASES = [(v, n, p, t) for v in VARIANTS for n in (3,) for p in PARAMS for t in bc.TIMINGS] + [
    (v, 5, (0, 1, 2), "input-received") for v in (None, "yw2002-two-per-slot")
]


@pytest.mark.parametrize("variant,n,params,timing", CASES, ids=[f"{v or 'spec'}-n{n}-{p}-{t}" for v, n, p, t in CASES])
def test_z3_agrees_with_brute_force(variant, n, params, timing):
    with _variant(variant):
        sim = bc.simulate("torus", n, *params, timing, trace=True)
        contention, dup = _brute(sim)
        r = zb.decide(sim, timeout=60)
    assert r["contention"]["status"] == ("sat" if contention else "unsat")
    assert r["delivery"]["status"] == ("sat" if dup else "unsat")
    for q in ("contention", "delivery"):
        if r[q]["status"] == "sat":
            assert r[q]["confirmed"], "a SAT model must be confirmed by brute force"


def test_some_variant_fails_each_query():
    seen = set()
    for v in VARIANTS[1:]:
        for params in PARAMS[:1]:
            with _variant(v):
                r = zb.decide(
                    bc.simulate("torus", 5 if v == "yw2002-two-per-slot" else 3, *params, trace=True), timeout=60
                )
            seen |= {q for q in ("contention", "delivery") if r[q]["status"] == "sat"}
    assert seen == {"contention", "delivery"}
