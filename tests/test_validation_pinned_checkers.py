"""Input validation of the replayers and engines of ``checkers/``, pinned value by value.

As in ``test_validation_pinned.py``: each row feeds the first bad value past a boundary and asserts
exactly the parameter and the message of the :class:`~alltoall.spec.errors.ParameterError`; the
last good value on the same boundary must pass (for replayers whose good point would run a long
simulation, the good side is pinned on the helper that validates). A point that replay's schema
(``checkers/point.py``) or the claim's domain now refuses before the replayer runs is pinned through
:mod:`alltoall.proofs.witness` instead (:func:`replayed`: a temp file, ``load_witness_file`` and
``replay``), with the one line a user sees; the field rules themselves are pinned in
``test_validation_pinned_replay.py``.
"""

from __future__ import annotations

import dataclasses as dc
import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
from test_validation_pinned import V, check  # tests/ has no __init__.py: pytest puts it on sys.path

from alltoall.checkers import (
    broadcast,
    exchange,
    replay,
    routing,
    schedules,
)
from alltoall.checkers import (
    gsen as cg,
)
from alltoall.checkers import (
    min_witnesses as mw,
)
from alltoall.checkers import (
    optical as co,
)
from alltoall.checkers import (
    yang_wang as cy,
)
from alltoall.proofs import witness
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.topologies import grid
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import optical as op

OMEGA = ms.omega(2, 2)
OMEGA_DATA = {"topology": "omega", "d": 2, "k": 2}
RING3 = lambda m: ("ring", 3, lambda x: [(x + 1) % 3, (x - 1) % 3], 2, 1)  # noqa: E731 - a claim's table reading
BOUND = schedules.PassClaim(1, lambda N: N)
PRINTED = mw.PrintedValues({"a": 1, "b": [[0, 1], [1, 0]]}, lambda item: 1)
COVER = "chou-chen-2010/remark-consecutive-alternating-numbers"
SC0 = [{"family": "sc", "number": 0}]
SWN2 = {"N": 2, "switches": 1, "entry": [[0, 0], [0, 1]], "wires": [[[0, 0], ["proc", 1]], [[0, 1], ["proc", 0]]]}


class Subject:
    """A stand-in claim: an id and a ``subject``."""

    id = "c"

    def __init__(self, subject):
        self.subject = subject


def replayed(claim, kind, params, data=None):
    """Replay a forged witness file of ``kind`` against ``claim`` (the digest recomputed): what
    ``alltoall replay`` does."""

    def run():
        w = {"kind": kind, "data": data or {}}
        doc = {
            "format": 1,
            "claim": claim,
            "params": params,
            "witness": w,
            "explanation": "forged",
            "digest": witness.digest(claim, params, w),
        }
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "w.json"
            path.write_text(json.dumps(doc))
            witness.replay(witness.load_witness_file(path))

    return run


def claim_point(kind, subject):
    """Take the point of a ``kind`` witness with no fields in the file against a claim stating ``subject``."""
    return lambda: witness.witness_point(
        {"params": {}, "witness": {"kind": kind, "data": {}}}, Subject(subject), replay.REPLAYERS[kind]
    )


#: How replay's schema refuses a value over a field's cap (before the replayer runs).
TOO_LARGE = (
    f"the witness point is too large to replay (memory cap {witness.byte_size(witness.MEMORY_CAP)}, "
    f"time cap {witness.TIME_CAP:g} s): "
)
SWITCH_OPTIMAL = "chau-fu-2003/abstract-switch-optimal"
SWN2_PASSES = [[[0, 1, [0]], [1, 0, [1]]]]


def swnw(N, network, passes):
    return replayed(SWITCH_OPTIMAL, "switch-network-schedule", {"N": N}, {"network": network, "passes": passes})


def t2w(**p):
    return replayed(
        "liu-gu-2006/sec5-always-outperforms", "table2-comparison", {"d": 3, "m_bytes": 1, "rival": "[6]", **p}
    )


def t2termw(term):
    return replayed("liu-gu-2006/sec5-vs-5-rearrangement", "table2-term", {"d": 4, "rival": "[5]", "term": term})


CONTENTION = {"n": 3, "alpha": 0, "delta": 1, "Lg": 2, "timing": "input-received"}
DELAY_CLAIM = {"bound": "cor3", "relation": "<=", "mode": "all-to-all"}


def swn(N, switches=None):
    """A switch network of N processors entering ports in order and no wires."""
    return {"N": N, "switches": switches or (N + 1) // 2, "entry": [[i // 2, i % 2] for i in range(N)], "wires": []}


AT2_STEPS = list(liu_gu.unit_steps("at2", 4, 4))
AT2_RULE = AT2_STEPS[0].units  # computed by blocks (liu_gu.UnitRule); edited as a whole array below
AT2_UNITS = liu_gu.Units(AT2_RULE.unit_of, AT2_RULE.count)


def units(edit):
    """AT2 on the 4 x 4 torus in the unit form, its first unit table replaced by ``edit(table)``."""

    def run():
        new = edit(AT2_UNITS)
        exchange.simulate(
            liu_gu.plan_of("at2", 4, 4), [dc.replace(s, units=new) if s.units is AT2_RULE else s for s in AT2_STEPS]
        )

    return run


def sizes(alg, *s, **more):
    return lambda: exchange._sizes_from({"algorithm": alg, "sizes": list(s), **more})


def t2(**p):
    return lambda: exchange._replay_table2({"d": 4, "rival": "[5]", "term": "startup", **p}, {})


def bnet(kind="torus", n=3, max_n=16):
    return lambda: broadcast._net({"kind": kind, "n": n}, max_n)


def bint(v, lo=0, hi=None):
    return lambda: broadcast._int({"x": v}, "x", lo, hi)


def delay(data=None, **p):
    params = {"kind": "torus", "n": 2, "timing": "input-received", "alpha": 0, "delta": 0, "Lg": 1, **p}
    return lambda: broadcast._replay_delay(params, data or {})


def contention(**p):
    params = {"n": 2, "timing": "input-received", "alpha": 0, "delta": 0, "Lg": 1, **p}
    return lambda: broadcast._replay_contention(params, {})


def perm(p, N=4):
    return lambda: co._permutation(op.OpticalMIN(N), {"permutation": p})


def mint(v, lo=0, hi=None):
    return lambda: mw._int(v, "f", lo, hi)


def ym(m, lo=1):
    return lambda: cy._m({"m": m}, lo)


def ya(a, m=1):
    return lambda: cy._a({"a": a}, m)


CHECKERS = [
    # --- schedules.py: _passes and the schedule replayers ------------------------------------------
    V(
        "passes-not-list",
        lambda: schedules._passes((), 2),
        "passes",
        "expected a list of passes",
        lambda: schedules._passes([], 2),
    ),
    V(
        "passes-pass-not-list",
        lambda: schedules._passes([(0, 1, [0])], 2),
        "passes",
        "each pass is a list of [s, d, ports]",
        lambda: schedules._passes([[]], 2),
    ),
    V(
        "passes-item-short",
        lambda: schedules._passes([[[0, 1]]], 2),
        "passes",
        "expected [s, d, ports]",
        lambda: schedules._passes([[[0, 1, []]]], 2),
    ),
    V("passes-item-long", lambda: schedules._passes([[[0, 1, [0], 0]]], 2), "passes", "expected [s, d, ports]"),
    V("passes-item-ports-tuple", lambda: schedules._passes([[[0, 1, (0,)]]], 2), "passes", "expected [s, d, ports]"),
    V("passes-s-negative", lambda: schedules._passes([[[-1, 1, [0]]]], 2), "s", "must be >= 0, got -1"),
    V("passes-d-negative", lambda: schedules._passes([[[0, -1, [0]]]], 2), "d", "must be >= 0, got -1"),
    V("passes-s-bool", lambda: schedules._passes([[[True, 1, [0]]]], 2), "s", "expected an integer, got True"),
    V(
        "passes-s-high",
        lambda: schedules._passes([[[2, 1, [0]]]], 2),
        "passes",
        "processors are 0..1",
        lambda: schedules._passes([[[1, 1, [0]]]], 2),
    ),
    V(
        "passes-d-high",
        lambda: schedules._passes([[[1, 2, [0]]]], 2),
        "passes",
        "processors are 0..1",
        lambda: schedules._passes([[[0, 1, [0]]]], 2),
    ),
    V("passes-port-negative", lambda: schedules._passes([[[0, 1, [-1]]]], 2), "ports", "must be >= 0, got -1"),
    V(
        "passes-port-two",
        lambda: schedules._passes([[[0, 1, [2]]]], 2),
        "ports",
        "a 2 x 2 switch has output ports 0 and 1",
        lambda: schedules._passes([[[0, 1, [1, 0]]]], 2),
    ),
    V(
        "passes-ports-65",
        lambda: schedules._passes([[[0, 1, [0] * 65]]], 2),
        "ports",
        "a 2 x 2 switch has output ports 0 and 1",
        lambda: schedules._passes([[[0, 1, [0] * 64]]], 2),
    ),
    V(
        "switch-schedule-N",
        swnw(65, swn(65), []),
        "FILE",
        TOO_LARGE + "params.N: 65 exceeds the cap of 64",
        swnw(2, SWN2, SWN2_PASSES),
    ),
    V(
        "switch-schedule-N-domain",
        swnw(64, swn(64), []),
        "FILE",
        f"the witness point lies outside the domain of {SWITCH_OPTIMAL}: N = 64 is outside 2..2 (the claim covers N = "
        "2; network any "
        "(every network of 2 x 2 switches serving the N processors); passes any (every schedule of passes))",
    ),
    V(
        "switch-schedule-switches",
        swnw(2, swn(2, 4097), []),
        "FILE",
        TOO_LARGE + "data.network: switches: 4097 exceeds the cap of 4096",
        swnw(2, swn(2, 4096), []),
    ),
    V(
        "switch-schedule-passes",
        swnw(2, SWN2, {}),
        "FILE",
        "malformed witness: data.passes: expected a list, got {}",
        swnw(2, SWN2, SWN2_PASSES),
    ),
    V(
        "semi-FILE",
        lambda: schedules._replay_semi_schedule(Subject(None), {"network": OMEGA_DATA}, {}),
        "FILE",
        "claim c states no bound on semi-permutation schedules",
    ),
    V(
        "semi-semis",
        lambda: schedules._replay_semi_schedule(Subject(BOUND), {"network": OMEGA_DATA}, {"semis": [1]}),
        "semis",
        "expected a list of semi-permutations",
    ),
    V(
        "semi-too-many",
        lambda: schedules._replay_semi_schedule(
            Subject(BOUND), {"network": OMEGA_DATA}, {"semis": [[0, 1, 2, 3]] * 17}
        ),
        "semis",
        "at most 16 semi-permutations on Omega(d=2, k=2), got 17",
        lambda: schedules._replay_semi_schedule(
            Subject(BOUND), {"network": OMEGA_DATA}, {"semis": [[0, 1, 2, 3]] * 16}
        ),
    ),
    V(
        "routing-network-N",
        lambda: routing.network_of({"network": {"topology": "omega", "d": 2, "k": 7}}),
        "network",
        f"replay searches networks up to N = {routing.REPLAY_MAX_N}, got 128",
        lambda: routing.network_of({"network": {"topology": "omega", "d": 2, "k": 6}}),
    ),
    # --- exchange.py: _sizes_from and Table II -----------------------------------------------------
    V("sizes-algorithm", sizes("AR", 4), "algorithm", "expected 'ar' or 'at2', got 'AR'", sizes("ar", 4)),
    V(
        "sizes-algorithm-missing",
        lambda: exchange._sizes_from({"sizes": [4]}),
        "algorithm",
        "expected 'ar' or 'at2', got None",
    ),
    V(
        "sizes-not-list",
        lambda: exchange._sizes_from({"algorithm": "ar", "sizes": (4,)}),
        "sizes",
        "expected a list of positive integers",
    ),
    V("sizes-zero", sizes("ar", 0), "sizes", "expected a list of positive integers", sizes("ar", 1)),
    V("sizes-bool", sizes("ar", True), "sizes", "expected a list of positive integers"),
    V("sizes-float", sizes("at2", 4, 4.0), "sizes", "expected a list of positive integers", sizes("at2", 4, 4)),
    V("sizes-ar-two", sizes("ar", 4, 4), "sizes", "ar takes 1 sizes"),
    V("sizes-at2-one", sizes("at2", 4), "sizes", "at2 takes 2 sizes"),
    V("sizes-ar-limit", sizes("ar", 4097), "sizes", "4097 nodes is more than replay handles (4096)", sizes("ar", 4096)),
    V(
        "sizes-at2-limit",
        sizes("at2", 32, 33),
        "sizes",
        "1056 nodes is more than replay handles (1024)",
        sizes("at2", 32, 32),
    ),
    V(
        "sizes-reading",
        sizes("ar", 4, reading="prose"),
        "reading",
        "unknown reading 'prose'; expected one of listing, prose-half-circle, prose-stage3",
        sizes("ar", 4, reading="prose-half-circle"),
    ),
    V(
        "exchange-property",
        lambda: exchange._replay_schedule({"algorithm": "ar", "sizes": [4]}, {"property": "fast"}),
        "property",
        "unknown property 'fast'; expected one of delivers, contention-free, shortest, fully-utilized, step-bundles, "
        "phase1-gathers",
        lambda: exchange._replay_schedule({"algorithm": "ar", "sizes": [4]}, {"property": "step-bundles"}),
    ),
    V(
        "simulate-units-length",
        units(lambda U: dc.replace(U, unit_of=U.unit_of[:-1])),
        "units",
        "expected a unit for each of the 256 messages",
        units(lambda U: U),
    ),
    V(
        "simulate-units-high",
        units(lambda U: dc.replace(U, count=int(U.unit_of.max()))),
        "units",
        f"unit ids outside 0..{int(AT2_UNITS.unit_of.max()) - 1}",
        units(lambda U: dc.replace(U, count=int(U.unit_of.max()) + 1)),
    ),
    V(
        "simulate-units-negative",
        units(lambda U: dc.replace(U, unit_of=np.where(np.arange(U.unit_of.size) == 0, -1, U.unit_of))),
        "units",
        f"unit ids outside 0..{AT2_UNITS.count - 1}",
    ),
    V("table2-d-low", t2w(d=1), "FILE", "malformed witness: params.d: 1 is below 2", t2w(d=3)),
    V("table2-d-high", t2w(d=41), "FILE", TOO_LARGE + "params.d: 41 exceeds the cap of 40", t2w(d=7)),
    V(
        "table2-d-domain",
        t2w(d=40),
        "FILE",
        "the witness point lies outside the domain of liu-gu-2006/sec5-always-outperforms: d = 40 "
        "is outside 2..7 (the claim covers d in 2..7; m_bytes in 1..1000000; rival in {[5], [6], [10]})",
    ),
    V("table2-d-bool", t2w(d=True), "FILE", "malformed witness: params.d: expected an integer, got True"),
    V(
        "table2-rival",
        t2w(rival="[7]"),
        "FILE",
        "malformed witness: params.rival: '[7]' is not one of '[5]', '[6]', '[10]'",
        t2w(rival="[10]"),
    ),
    V(
        "table2-comparison-term",
        t2w(term="startup"),
        "FILE",
        "the file's params.term = 'startup' is not what claim "
        "liu-gu-2006/sec5-always-outperforms states ('total'); replay takes it from the claim, never from the file",
        t2w(term="total"),
    ),
    V(
        "table2-term",
        t2termw("latency"),
        "FILE",
        "malformed witness: params.term: 'latency' is not one of 'startup', 'transmission', 'rearrangement'",
        t2termw("rearrangement"),
    ),
    V(
        "table2-m-low",
        t2(term="total", m_bytes=0),
        "m_bytes",
        "expected an integer in 1..10^9",
        t2(term="total", m_bytes=1),
    ),
    V(
        "table2-m-high",
        t2(term="total", m_bytes=10**9 + 1),
        "m_bytes",
        "expected an integer in 1..10^9",
        t2(term="total", m_bytes=10**9),
    ),
    V("table2-m-bool", t2w(m_bytes=True), "FILE", "malformed witness: params.m_bytes: expected an integer, got True"),
    # --- broadcast.py: _net, _reading, _int, simulate and the replayers -------------------------------
    V(
        "broadcast-network-kind",
        lambda: broadcast.network("ring", 3),
        "kind",
        "expected mesh or torus, got 'ring'",
        lambda: broadcast.network("mesh", 3),
    ),
    V("b_net-kind", bnet(kind="Torus"), "kind", "expected mesh or torus, got 'Torus'", bnet(kind="mesh")),
    V("b_net-n-low", bnet(n=1), "n", "expected an integer in 2..16, got 1", bnet(n=2)),
    V("b_net-n-high", bnet(n=17), "n", "expected an integer in 2..16, got 17", bnet(n=16)),
    V("b_net-n-bool", bnet(n=True), "n", "expected an integer in 2..16, got True"),
    V(
        "b_reading",
        lambda: broadcast._reading({"reading": "centered"}),
        "reading",
        "unknown reading 'centered'",
        lambda: broadcast._reading({"reading": "raw"}),
    ),
    V("b_int-low", bint(0, 1), "x", "expected an integer in 1..inf, got 0", bint(1, 1)),
    V("b_int-high", bint(4, 0, 3), "x", "expected an integer in 0..3, got 4", bint(3, 0, 3)),
    V("b_int-float", bint(1.0), "x", "expected an integer in 0..inf, got 1.0"),
    V(
        "reach-origin",
        lambda: broadcast._replay_reach({"kind": "torus", "n": 3}, {"origin": 9, "node": 0}),
        "origin",
        "expected an integer in 0..8, got 9",
        lambda: broadcast._replay_reach({"kind": "torus", "n": 3}, {"origin": 8, "node": 8}),
    ),
    V(
        "reach-node",
        lambda: broadcast._replay_reach({"kind": "mesh", "n": 3}, {"origin": 0, "node": 9}),
        "node",
        "expected an integer in 0..8, got 9",
    ),
    V(
        "reach-n",
        replayed(
            "yang-wang-2002/thm2-infinite-mesh",
            "broadcast-reach",
            {"kind": "mesh", "n": 802, "reading": "centred"},
            {"origin": 0, "node": 0},
        ),
        "FILE",
        TOO_LARGE + "params.n: 802 exceeds the cap of 801",
    ),
    V(
        "reach-n-domain",
        replayed(
            "yang-wang-2002/thm2-torus-even",
            "broadcast-reach",
            {"kind": "torus", "n": 65, "reading": "centred"},
            {"origin": 0, "node": 0},
        ),
        "FILE",
        "the witness point lies outside the domain of yang-wang-2002/thm2-torus-even: n = 65 is outside 4..15 (step 2) "
        "(the claim covers n in 4..15 step 2)",
    ),
    V(
        "load-port",
        lambda: broadcast._replay_load({"kind": "torus", "n": 3}, {"node": 0, "port": 4}),
        "port",
        "expected an integer in 0..3, got 4",
    ),
    V(
        "load-n",
        replayed(
            "yang-wang-2002/cor1-torus-even",
            "broadcast-load",
            {"kind": "torus", "n": 62, "reading": "centred"},
            {"node": 0, "port": 0},
        ),
        "FILE",
        TOO_LARGE + "params.n: 62 exceeds the cap of 61",
    ),
    V(
        "load-relation",
        lambda: broadcast._replay_load(
            {"kind": "torus", "n": 2}, {"node": 0, "port": 0, "claimed_num": 1, "claimed_den": 1, "relation": "<"}
        ),
        "relation",
        "expected == or <=, got '<'",
    ),
    V(
        "load-channel-leaves",
        lambda: broadcast.load_one_channel(grid.mesh(2, 2), 0, 1),
        "channel",
        f"port 1 of node 0 leaves {grid.mesh(2, 2)}",
        lambda: broadcast.load_one_channel(grid.mesh(2, 2), 0, 0),
    ),
    V(
        "simulate-timing",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, "input"),
        "timing",
        "expected one of input-received, input-stored, output-received, output-stored, lenient",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, "output-stored"),
    ),
    V(
        "simulate-alpha",
        lambda: broadcast.simulate("torus", 2, -1, 0, 1),
        "alpha",
        "a non-negative integer, got -1",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1),
    ),
    V("simulate-delta", lambda: broadcast.simulate("torus", 2, 0, 0.5, 1), "delta", "a non-negative integer, got 0.5"),
    V("simulate-Lg", lambda: broadcast.simulate("torus", 2, 0, 0, 0), "Lg", "L gamma must be >= 1"),
    V("simulate-kind", lambda: broadcast.simulate("ring", 2, 0, 0, 1), "kind", "expected mesh or torus, got 'ring'"),
    V(
        "simulate-origins-high",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, origins=(4,)),
        "origins",
        f"expected nodes of {grid.torus(2, 2)} (0..3), got 4",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, origins=(3,)),
    ),
    V(
        "simulate-origins-negative",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, origins=(0, -1)),
        "origins",
        f"expected nodes of {grid.torus(2, 2)} (0..3), got -1",
        lambda: broadcast.simulate("torus", 2, 0, 0, 1, origins=(0,)),
    ),
    V(
        "slot-use-untraced",
        lambda: broadcast.slot_use(broadcast.simulate("torus", 3, 0, 1, 2)),
        "trace",
        "the simulation kept no transmissions: simulate(..., trace=True)",
        lambda: broadcast.slot_use(broadcast.simulate("torus", 3, 0, 1, 2, trace=True)),
    ),
    V("delay-kind", delay(kind="ring"), "kind", "expected mesh or torus, got 'ring'"),
    V("delay-n-torus", delay(n=16), "n", "expected an integer in 2..15, got 16"),
    V("delay-n-mesh", delay(kind="mesh", n=13), "n", "expected an integer in 2..12, got 13"),
    V("delay-timing", delay(timing="stored"), "timing", "unknown timing 'stored'"),
    V("delay-alpha", delay(alpha=10**6 + 1), "alpha", "expected an integer in 0..1000000, got 1000001"),
    V("delay-Lg", delay(Lg=0), "Lg", "must be >= 1", delay(DELAY_CLAIM)),
    V(
        "delay-relation",
        delay({**DELAY_CLAIM, "relation": "<"}),
        "relation/mode",
        "unknown relation '<' or mode 'all-to-all'",
    ),
    V(
        "delay-relation-file",
        replayed(
            "yang-wang-2002/cor3-delta-gt",
            "broadcast-delay",
            {"Lg": 1, "alpha": 0, "delta": 2, "kind": "torus", "n": 5, "timing": "input-received"},
            {"relation": "<"},
        ),
        "FILE",
        "the file's data.relation = '<' is not what claim yang-wang-2002/cor3-delta-gt states ('<='); replay takes it "
        "from the claim, "
        "never from the file",
    ),
    V("delay-mode", delay({**DELAY_CLAIM, "mode": "all"}), "relation/mode", "unknown relation '<=' or mode 'all'"),
    V(
        "delay-bound",
        delay({**DELAY_CLAIM, "bound": "thm9"}),
        "bound",
        "unknown bound 'thm9'; expected one of thm4, cor3, thm1-one-to-all, thm1-all-to-all",
    ),
    V(
        "contention-n",
        replayed("yang-wang-2002/contention-free", "broadcast-contention", {**CONTENTION, "n": 12}),
        "FILE",
        TOO_LARGE + "params.n: 12 exceeds the cap of 11",
        replayed("yang-wang-2002/contention-free", "broadcast-contention", CONTENTION),
    ),
    V("contention-timing", contention(timing="x"), "timing", "unknown timing 'x'"),
    V(
        "contention-delta",
        replayed("yang-wang-2002/contention-free", "broadcast-contention", {**CONTENTION, "delta": 65}),
        "FILE",
        TOO_LARGE + "params.delta: 65 exceeds the cap of 64",
    ),
    V("contention-Lg", contention(Lg=0), "Lg", "must be >= 1", contention()),
    V(
        "phase-side",
        lambda: broadcast._replay_phase({}, {"phase": 1, "port": 0, "side": "up"}),
        "side",
        "expected in or out, got 'up'",
        lambda: broadcast._replay_phase({}, {"phase": 1, "port": 3, "side": "out"}),
    ),
    V(
        "phase-port",
        lambda: broadcast._replay_phase({}, {"phase": 1, "port": 4, "side": "in"}),
        "port",
        "expected an integer in 0..3, got 4",
    ),
    V(
        "phase-phase",
        lambda: broadcast._replay_phase({}, {"phase": 201, "port": 0, "side": "in"}),
        "phase",
        "expected an integer in 0..200, got 201",
    ),
    V(
        "distance-outside",
        lambda: broadcast._replay_distance({"kind": "mesh", "n": 3}, {"from": [0, 0], "to": [3, 0]}),
        "from/to",
        f"expected [x, y] inside {grid.mesh(3, 3)}, got [3, 0]",
        lambda: broadcast._replay_distance({"kind": "mesh", "n": 3}, {"from": [0, 0], "to": [2, 2]}),
    ),
    V(
        "distance-arity",
        lambda: broadcast._replay_distance({"kind": "torus", "n": 3}, {"from": [0], "to": [1, 1]}),
        "from/to",
        f"expected [x, y] inside {grid.torus(3, 3)}, got [0]",
    ),
    V(
        "distance-n",
        lambda: broadcast._replay_distance({"kind": "torus", "n": 41}, {"from": [0, 0], "to": [1, 1]}),
        "n",
        "expected an integer in 2..40, got 41",
    ),
    V(
        "pattern-offset",
        replayed("yang-wang-2002/case3-generic", "pattern-generic", {"dx": 10**6 + 1, "dy": 0}),
        "FILE",
        TOO_LARGE + "params.dx: 1000001 exceeds the cap of 1000000",
        lambda: broadcast._replay_pattern({"dx": -(10**6), "dy": 0, "property": "generic"}, {}),
    ),
    V(
        "pattern-offset-bool",
        replayed("yang-wang-2002/case3-generic", "pattern-generic", {"dx": 0, "dy": False}),
        "FILE",
        "malformed witness: params.dy: expected an integer, got False",
    ),
    V(
        "pattern-property",
        lambda: broadcast._replay_pattern({"dx": 0, "dy": 0, "property": "round"}, {}),
        "property",
        "unknown property 'round'; expected one of generic, leaving, fanout",
    ),
    # --- optical.py ------------------------------------------------------------------------------
    V("o_net-N-low", lambda: co._net({"N": 1}), "N", "must be >= 2, got 1", lambda: co._net({"N": 2})),
    V(
        "o_net-N-high",
        lambda: co._net({"N": co.REPLAY_MAX_N + 1}),
        "N",
        f"replay routes networks up to N = {co.REPLAY_MAX_N}, got {co.REPLAY_MAX_N + 1}",
        lambda: co._net({"N": co.REPLAY_MAX_N}),
    ),
    V("o_net-N-missing", lambda: co._net({}), "N", "expected an integer, got None"),
    V("permutation-not-list", perm((1, 0, 3, 2)), "permutation", "expected a list", perm([1, 0, 3, 2])),
    V("permutation-high", perm([1, 0, 3, 4]), "permutation", "must be < 4, got 4", perm([1, 0, 2, 3])),
    V("permutation-negative", perm([1, 0, 3, -1]), "permutation", "must be >= 0, got -1"),
    V("permutation-repeat", perm([1, 1, 3, 2]), "permutation", "not a permutation of 0..3"),
    V("permutation-short", perm([1, 0, 2]), "permutation", "not a permutation of 0..3"),
    V(
        "shift-c-zero",
        lambda: co._replay_shift({"N": 4}, {"c": 0}),
        "c",
        "must be >= 1, got 0",
        lambda: co._replay_shift({"N": 4}, {"c": 1}),
    ),
    V(
        "shift-c-high",
        lambda: co._replay_shift({"N": 4}, {"c": 4}),
        "c",
        "a shift is in 1..3, got 4",
        lambda: co._replay_shift({"N": 4}, {"c": 3}),
    ),
    V(
        "rule-s-high",
        lambda: co._replay_rule({"N": 4}, {"s": 4, "d": 0}),
        "s",
        "must be < 4, got 4",
        lambda: co._replay_rule({"N": 4}, {"s": 3, "d": 0}),
    ),
    V(
        "rule-d-high",
        lambda: co._replay_rule({"N": 4}, {"s": 0, "d": 4}),
        "d",
        "must be < 4, got 4",
        lambda: co._replay_rule({"N": 4}, {"s": 0, "d": 3}),
    ),
    V("rule-s-equals-d", lambda: co._replay_rule({"N": 4}, {"s": 2, "d": 2}), "d", "the rule is stated for s != d"),
    V(
        "count-FILE",
        lambda: co._replay_count(Subject("twice"), {"N": 4}, {}),
        "FILE",
        "claim c states no relation between counts",
        lambda: co._replay_count(Subject(next(iter(op.RELATIONS))), {"N": 2}, {}),
    ),
    V("count-N", lambda: co._replay_count(Subject(next(iter(op.RELATIONS))), {"N": 1}, {}), "N", "must be >= 2, got 1"),
    # --- gsen.py ---------------------------------------------------------------------------------
    V("g_net-N-low", lambda: cg._net({"N": 1}), "N", "must be >= 2, got 1", lambda: cg._net({"N": 2})),
    V(
        "g_net-N-high",
        lambda: cg._net({"N": cg.REPLAY_MAX_N + 2}),
        "N",
        f"replay handles N <= {cg.REPLAY_MAX_N}, got {cg.REPLAY_MAX_N + 2}",
        lambda: cg._net({"N": cg.REPLAY_MAX_N}),
    ),
    V("g_net-N-odd", lambda: cg._net({"N": 5}), "N", "a GSEN has an even number of terminals, got 5"),
    V(
        "cover-configurations",
        replayed(COVER, "gsen-cover-missing", {"N": 6}, {"configurations": 3, "pair": [0, 0]}),
        "FILE",
        "malformed witness: data.configurations: expected a list, got 3",
    ),
    V(
        "cover-configurations-empty",
        lambda: cg._replay_cover_missing({"N": 6}, {"configurations": [], "pair": [0, 0]}),
        "configurations",
        "at least one configuration",
    ),
    V(
        "cover-pair-high",
        lambda: cg._replay_cover_missing({"N": 6}, {"configurations": SC0, "pair": [0, 6]}),
        "pair",
        "indices below 6",
        lambda: cg._replay_cover_missing({"N": 6}, {"configurations": SC0, "pair": [5, 5]}),
    ),
    V(
        "cover-pair-negative",
        replayed(COVER, "gsen-cover-missing", {"N": 6}, {"configurations": SC0, "pair": [-1, 0]}),
        "FILE",
        "malformed witness: data.pair: [0]: -1 is negative",
    ),
    V(
        "strictness-mod4",
        lambda: cg._replay_strictness({"N": 4}, {}),
        "N",
        "Theorem 4.8 is stated for N = 2 mod 4, got 4",
        lambda: cg._replay_strictness({"N": 2}, {}),
    ),
    V(
        "strictness-N",
        lambda: cg._replay_strictness({"N": 10}, {}),
        "N",
        "replayed for N <= 6 (all configurations enumerated), got 10",
        lambda: cg._replay_strictness({"N": 6}, {}),
    ),
    V(
        "strictness-domain",
        replayed("chou-chen-2010/thm4.8-N2", "gsen-strictness", {"N": 6}),
        "FILE",
        "the witness point lies outside the domain of chou-chen-2010/thm4.8-N2: N = 6 is outside 2..2 (the claim "
        "covers N = 2)",
    ),
    V(
        "set-count-spans",
        lambda: cg._replay_set_count({"printed_bound": 1}, {"spans": [[0, 1, 2]]}),
        "spans",
        "expected a list of [first, last] pairs",
    ),
    V(
        "set-count-order",
        lambda: cg._replay_set_count({"printed_bound": 1}, {"spans": [[2, 1]]}),
        "spans",
        "first <= last <= 4096",
        lambda: cg._replay_set_count({"printed_bound": 1}, {"spans": [[1, 1]]}),
    ),
    V(
        "set-count-high",
        lambda: cg._replay_set_count({"printed_bound": 1}, {"spans": [[0, 4097]]}),
        "spans",
        "first <= last <= 4096",
        lambda: cg._replay_set_count({"printed_bound": 1}, {"spans": [[4096, 4096]]}),
    ),
    V(
        "set-count-bound",
        lambda: cg._replay_set_count({"printed_bound": 0}, {"spans": [[1, 1]]}),
        "printed_bound",
        "must be >= 1, got 0",
    ),
    V(
        "star-A",
        lambda: cg._replay_star({"N": 8}, {"A": 8}),
        "A",
        "below 8",
        lambda: cg._replay_star({"N": 8}, {"A": 7}),
    ),
    V(
        "hardware-Nmax-low",
        lambda: cg._replay_hardware({"threshold_percent": 0, "Nmax": 3}, {"printed_count": 0}),
        "Nmax",
        "must be >= 4, got 3",
        lambda: cg._replay_hardware({"threshold_percent": 0, "Nmax": 4}, {"printed_count": 0, "printed_percent": 0}),
    ),
    V(
        "hardware-Nmax-high",
        lambda: cg._replay_hardware({"threshold_percent": 0, "Nmax": 16385}, {"printed_count": 0}),
        "Nmax",
        "at most 16384",
    ),
    V(
        "hardware-pct",
        lambda: cg._replay_hardware({"threshold_percent": -1, "Nmax": 4}, {"printed_count": 0}),
        "threshold_percent",
        "must be >= 0, got -1",
    ),
    V(
        "hardware-printed",
        lambda: cg._replay_hardware({"threshold_percent": 0, "Nmax": 4}, {"printed_count": -1}),
        "printed_count",
        "must be >= 0, got -1",
    ),
    V(
        "example-what",
        lambda: cg._replay_example({"N": 10}, {"what": "P(2, 14)"}),
        "what",
        "unknown example 'P(2, 14)'",
        lambda: cg._replay_example({"N": 10}, {"what": "P(2, 13)"}),
    ),
    V(
        "lemma-N",
        replayed("chou-chen-2010/lemma3.3", "gsen-lemma", {"N": 262}),
        "FILE",
        TOO_LARGE + "params.N: 262 exceeds the cap of 260",
        replayed("chou-chen-2010/lemma3.3", "gsen-lemma", {"N": 66}),
    ),
    V(
        "lemma-N-odd",
        replayed("chou-chen-2010/lemma3.3", "gsen-lemma", {"N": 5}),
        "FILE",
        "the witness point lies outside the domain "
        "of chou-chen-2010/lemma3.3: N = 5 is outside 2..256 (step 2) (the claim covers N in 2..256 step 2)",
    ),
    V(
        "alt-tags-A",
        lambda: cg._replay_alt_tags({"N": 8}, {"A": 8}),
        "A",
        "below 8",
        lambda: cg._replay_alt_tags({"N": 8}, {"A": 7, "part": "lemma4.1"}),
    ),
    V(
        "matrix-D-row",
        lambda: cg._replay_matrix_d({"N": 6}, {"row": 6}),
        "row",
        "below 6",
        lambda: cg._replay_matrix_d({"N": 6}, {"row": 5}),
    ),
    V(
        "algorithm-name",
        lambda: cg._replay_algorithm({"N": 6}, {"algorithm": "alg2"}),
        "algorithm",
        "unknown algorithm 'alg2'",
        lambda: cg._replay_algorithm({"N": 6}, {"algorithm": "alg4"}),
    ),
    V("doubly-pair-a", lambda: cg._replay_doubly_pair({"N": 8}, {"a": 8, "b": 0}), "a", "below 8"),
    V("doubly-pair-b", lambda: cg._replay_doubly_pair({"N": 8}, {"a": 0, "b": 8}), "a", "below 8"),
    V(
        "lemma-name",
        lambda: cg._replay_lemma({"N": 6, "lemma": "lemma3.8"}, {}),
        "lemma",
        "unknown lemma 'lemma3.8'",
        lambda: cg._replay_lemma({"N": 6, "lemma": "lemma3.7"}, {}),
    ),
    V("rsc-family", lambda: cg._replay_rsc({"N": 6}, {"family": "triply"}), "family", "unknown family 'triply'"),
    V(
        "sect5-N",
        replayed("chou-chen-2010/lemma5.1", "gsen-sect5", {"N": 262}, {"i": 0, "F": 0}),
        "FILE",
        TOO_LARGE + "params.N: 262 exceeds the cap of 260",
        replayed("chou-chen-2010/lemma5.1", "gsen-sect5", {"N": 12}, {"i": 11, "F": 15}),
    ),
    V(
        "sect5-i",
        lambda: cg._replay_sect5({"N": 12}, {"part": "lemma5.1", "i": 12, "F": 0}),
        "i",
        "input below 12 and tag below 16",
        lambda: cg._replay_sect5({"N": 12}, {"part": "lemma5.1", "i": 11, "F": 15}),
    ),
    V(
        "sect5-i-file",
        replayed("chou-chen-2010/lemma5.1", "gsen-sect5", {"N": 12}, {"i": 12, "F": 0}),
        "FILE",
        "malformed witness: i: input below 12 and tag below 16",
    ),
    V(
        "sect5-F",
        lambda: cg._replay_sect5({"N": 12}, {"part": "lemma5.2", "i": 0, "F": 16}),
        "i",
        "input below 12 and tag below 16",
    ),
    V(
        "sect5-k",
        lambda: cg._replay_sect5({"N": 6}, {"part": "lemma5.3", "i": 0, "F": 0}),
        "N",
        "Sect. 5 needs 4 | N, got 6",
        lambda: cg._replay_sect5({"N": 4}, {"part": "lemma5.3", "i": 0, "F": 0}),
    ),
    V(
        "sect5-k-domain",
        replayed("chou-chen-2010/lemma5.3", "gsen-sect5", {"N": 6}, {"i": 0, "F": 0}),
        "FILE",
        "the witness point lies outside the domain of chou-chen-2010/lemma5.3: N = 6 is outside 4..256 (step 4) (the "
        "claim covers N in "
        "4..256 step 4; Theorem 5.4's hypothesis: 2^k || N with k >= 2 and 2^(n-1) + 2^(n-k) <= N <= 2^n)",
    ),
    V(
        "fig14-FILE",
        lambda: cg._replay_fig14_cell(Subject({"row": "R", "N": 4}), {"N": 4, "row": "R"}, {}),
        "FILE",
        "claim c is not a Fig. 14 cell",
    ),
    V(
        "fig14-row",
        lambda: cg._replay_fig14_cell(Subject({"printed": 4, "row": "R_s", "N": 4}), {"N": 4, "row": "R_s"}, {}),
        "FILE",
        "claim c is not a Fig. 14 cell",
    ),
    V(
        "fig14-N",
        lambda: cg._replay_fig14_cell(Subject({"printed": 4, "row": "R", "N": 6}), {"N": 4, "row": "R"}, {}),
        "N",
        "claim c is the cell R(6)",
    ),
    V(
        "fig14-params-row",
        lambda: cg._replay_fig14_cell(Subject({"printed": 4, "row": "R", "N": 4}), {"N": 4, "row": "R_sc"}, {}),
        "N",
        "claim c is the cell R(4)",
    ),
    V(
        "fig14-N-low",
        lambda: cg._replay_fig14_cell(Subject({"printed": 4, "row": "R", "N": 3}), {"N": 3, "row": "R"}, {}),
        "N",
        "must be >= 4, got 3",
    ),
    # --- min_witnesses.py ------------------------------------------------------------------------
    V("m_int-bool", mint(False), "f", "expected an integer, got False", mint(0)),
    V("m_int-low", mint(0, 1), "f", "must lie in 1..inf, got 0", mint(1, 1)),
    V("m_int-high", mint(8, 0, 7), "f", "must lie in 0..7, got 8", mint(7, 0, 7)),
    V(
        "m_ints-nested",
        lambda: mw._ints([[0, 1], [2, 3]], "g", 0, 2),
        "g",
        "must lie in 0..2, got 3",
        lambda: mw._ints([[0, 1], [2, 2]], "g", 0, 2),
    ),
    V(
        "m_net-too-large",
        lambda: mw._net({"topology": "omega", "d": 2, "k": 3}, 4),
        "network",
        "N = 8 is too large to replay (at most 4)",
        lambda: mw._net({"topology": "omega", "d": 2, "k": 2}, 4),
    ),
    V(
        "m_m0-digit",
        lambda: mw._m0([[0, 2], [0, 0]], OMEGA),
        "M0",
        "must lie in 0..1, got 2",
        lambda: mw._m0([[1, 1], [1, 1]], OMEGA),
    ),
    V(
        "m_m0-shape",
        lambda: mw._m0([[0, 0, 0], [0, 0, 0]], OMEGA),
        "M0",
        "expected shape (2, 2), got (2, 3)",
        lambda: mw._m0("zero", OMEGA),
    ),
    V(
        "worked-example-claim",
        lambda: mw._replay_worked_example(Subject({"a": 1}), {}, {"item": "a"}),
        "claim",
        "a worked-example witness needs a claim whose subject holds the printed values",
        lambda: mw._replay_worked_example(Subject(PRINTED), {}, {"item": "a"}),
    ),
    V(
        "worked-example-item",
        lambda: mw._replay_worked_example(Subject(PRINTED), {}, {"item": "c"}),
        "item",
        "expected one of ['a', 'b'], got 'c'",
    ),
    V(
        "worked-example-item-type",
        lambda: mw._replay_worked_example(Subject(PRINTED), {}, {"item": ["a"]}),
        "item",
        "expected one of ['a', 'b'], got ['a']",
    ),
    V(
        "printed-matrix-claim",
        lambda: mw._replay_printed_matrix(Subject(None), {}, {"item": "b"}),
        "claim",
        "a printed-matrix witness needs a claim whose subject holds the printed values",
        lambda: mw._replay_printed_matrix(Subject(PRINTED), {}, {"item": "b"}),
    ),
    V(
        "not-banyan-input",
        lambda: mw._replay_not_banyan({"network": OMEGA_DATA}, {"input": 4, "output": 0}),
        "input",
        "must lie in 0..3, got 4",
        lambda: mw._replay_not_banyan({"network": OMEGA_DATA}, {"input": 3, "output": 3}),
    ),
    V(
        "not-banyan-output",
        lambda: mw._replay_not_banyan({"network": OMEGA_DATA}, {"input": 0, "output": 4}),
        "output",
        "must lie in 0..3, got 4",
    ),
    V(
        "latin-rounds",
        lambda: mw._replay_latin({"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [0]}),
        "rounds",
        "expected two rounds",
    ),
    V(
        "latin-round-high",
        lambda: mw._replay_latin({"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [0, 4]}),
        "rounds",
        "must lie in 0..3, got 4",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [0, 3], "input": 3}
        ),
    ),
    V(
        "latin-same-rounds",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [1, 1], "input": 0}
        ),
        "rounds",
        "the two rounds must differ",
    ),
    V(
        "latin-inputs-count",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [1, 1], "inputs": [0]}
        ),
        "inputs",
        "expected two inputs",
    ),
    V(
        "latin-inputs-same",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [1, 1], "inputs": [2, 2]}
        ),
        "inputs",
        "the two inputs must differ",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [1, 1], "inputs": [2, 3]}
        ),
    ),
    V(
        "latin-input-high",
        lambda: mw._replay_latin(
            {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"}, {"rounds": [0, 1], "input": 4}
        ),
        "input",
        "must lie in 0..3, got 4",
    ),
    V(
        "dependence-count",
        lambda: mw._replay_dependence({"instances": [{"network": OMEGA_DATA, "M0": "zero"}]}, {}),
        "instances",
        "expected two (network, M0) instances",
        lambda: mw._replay_dependence(
            {"instances": [{"network": OMEGA_DATA, "M0": "zero"}] * 2}, {"sender": 3, "round": 3}
        ),
    ),
    V(
        "dependence-size",
        lambda: mw._replay_dependence(
            {
                "instances": [
                    {"network": OMEGA_DATA, "M0": "zero"},
                    {"network": {"topology": "omega", "d": 2, "k": 3}, "M0": "zero"},
                ]
            },
            {},
        ),
        "instances",
        "the two networks must have the same size",
    ),
    V(
        "inadmissible-length",
        lambda: mw._replay_inadmissible({"network": OMEGA_DATA}, {"permutation": [0, 1, 2]}),
        "permutation",
        "expected 4 outputs",
        lambda: mw._replay_inadmissible({"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 3]}),
    ),
    V(
        "inadmissible-value",
        lambda: mw._replay_inadmissible({"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 4]}),
        "permutation",
        "must lie in 0..3, got 4",
    ),
    V(
        "inadmissible-N",
        lambda: mw._replay_inadmissible({"network": {"topology": "omega", "d": 3, "k": 7}}, {"permutation": []}),
        "network",
        "N = 2187 is too large to replay (at most 729)",
    ),
    V(
        "shift-state-aspect",
        lambda: mw._replay_shift_state({"d": 3, "k": 1}, {"aspect": "names"}),
        "aspect",
        "expected 'route', 'distinct' or 'd2-names', got 'names'",
        lambda: mw._replay_shift_state({"d": 3, "k": 2}, {"port": 2}),
    ),
    V("shift-state-k", lambda: mw._replay_shift_state({"d": 3, "k": 3}, {}), "k", "must lie in 0..2, got 3"),
    V(
        "shift-state-d",
        lambda: mw._replay_shift_state({"d": 65, "k": 0}, {}),
        "d",
        "must lie in 2..64, got 65",
        lambda: mw._replay_shift_state({"d": 64, "k": 0}, {"aspect": "distinct"}),
    ),
    V(
        "shift-state-port",
        lambda: mw._replay_shift_state({"d": 3, "k": 0}, {"port": 3}),
        "port",
        "must lie in 0..2, got 3",
    ),
    V(
        "collision-same",
        lambda: mw._replay_config_collision({"network": OMEGA_DATA}, {"configurations": [5, 5]}),
        "configurations",
        "the two configurations must differ",
        lambda: mw._replay_config_collision({"network": OMEGA_DATA}, {"configurations": [5, 15]}),
    ),
    V(
        "collision-high",
        lambda: mw._replay_config_collision({"network": OMEGA_DATA}, {"configurations": [0, 16]}),
        "configurations",
        "must lie in 0..15, got 16",
    ),
    V(
        "admissible-length",
        lambda: mw._replay_admissible({"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 3, 0]}),
        "permutation",
        "expected 4 outputs",
    ),
    V(
        "admissible-states-shape",
        lambda: mw._replay_admissible(
            {"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 3], "states": [[[0, 1], [0, 1]]]}
        ),
        "states",
        "expected 2 x 2 port permutations of 0..1",
        lambda: mw._replay_admissible(
            {"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 3], "states": [[[0, 1], [1, 0]]] * 2}
        ),
    ),
    V(
        "admissible-states-repeat",
        lambda: mw._replay_admissible(
            {"network": OMEGA_DATA}, {"permutation": [0, 1, 2, 3], "states": [[[0, 1], [1, 1]]] * 2}
        ),
        "states",
        "expected 2 x 2 port permutations of 0..1",
    ),
    V(
        "d-xor-d",
        lambda: mw._replay_d_xor({"d": 1}, {}),
        "d",
        "must lie in 2..1024, got 1",
        lambda: mw._replay_d_xor({"d": 2}, {}),
    ),
    V(
        "lemma1-N",
        lambda: mw._replay_lemma1({"d": 2, "k": 13}, {}),
        "k",
        "N = 2^13 is too large to replay",
        lambda: mw._replay_lemma1({"d": 64, "k": 2, "M0": "zero"}, {"x": 0, "y": 4095, "row": 63}),
    ),
    V(
        "lemma1-same-rounds",
        lambda: mw._replay_lemma1({"d": 2, "k": 2, "M0": "zero"}, {"x": 1, "y": 1, "row": 0}),
        "y",
        "the two rounds must differ",
    ),
    V(
        "lemma1-row",
        lambda: mw._replay_lemma1({"d": 2, "k": 2, "M0": "zero"}, {"x": 0, "y": 1, "row": 2}),
        "row",
        "must lie in 0..1, got 2",
    ),
    V(
        "perm-state-reading",
        lambda: mw._replay_perm_state({"network": OMEGA_DATA, "reading": "mid"}, {}),
        "reading",
        "expected 'post' or 'pre', got 'mid'",
    ),
    V(
        "perm-state-shape",
        lambda: mw._replay_perm_state({"network": OMEGA_DATA, "reading": "pre", "initial_states": [[[0, 1]]]}, {}),
        "initial_states",
        "expected 2 x 2 port permutations",
        lambda: mw._replay_perm_state(
            {"network": OMEGA_DATA, "reading": "pre", "initial_states": [[[1, 0], [0, 1]]] * 2}, {}
        ),
    ),
    V("round-count-N", lambda: mw._replay_round_count({"d": 2, "k": 21}, {}), "k", "N = 2^21 is too large to replay"),
    V(
        "round-count-k",
        lambda: mw._replay_round_count({"d": 2, "k": 0}, {}),
        "k",
        "must lie in 1..64, got 0",
        lambda: mw._replay_round_count({"d": 2, "k": 1}, {}),
    ),
    # --- yang_wang.py ------------------------------------------------------------------------------
    V("y_m-low", ym(0), "m", "must be >= 1, got 0", ym(1)),
    V("y_m-low-commutation", ym(1, 2), "m", "must be >= 2, got 1", ym(2, 2)),
    V(
        "y_m-high",
        ym(cy.REPLAY_MAX_M + 1),
        "m",
        f"replay recomputes m up to {cy.REPLAY_MAX_M}, got {cy.REPLAY_MAX_M + 1}",
        ym(cy.REPLAY_MAX_M),
    ),
    V("y_a-length", ya([0, 1, 2]), "a", "expected a list of 2 integers", ya([1, 0])),
    V("y_a-not-list", ya((0, 1)), "a", "expected a list of 2 integers"),
    V("y_a-negative", ya([0, -1]), "a", "must be >= 0, got -1"),
    V("y_a-repeat", ya([1, 1]), "a", "the list must hold each of 0..1 once"),
    V("y_a-out-of-range", ya([0, 2]), "a", "the list must hold each of 0..1 once"),
    V(
        "graph-table-size",
        lambda: cy._replay_graph_table(Subject(lambda m: None), {"m": 11}, {}),
        "m",
        "replay recomputes m up to 10, got 11",
        lambda: cy._replay_graph_table(Subject(RING3), {"m": 10}, {}),
    ),
    V(
        "graph-table-size-file",
        replayed("yang-wang-2000/table-hypercube", "yw-graph-table", {"m": 11}),
        "FILE",
        TOO_LARGE + "params.m: 11 exceeds the cap of 10",
        replayed("yang-wang-2000/table-hypercube", "yw-graph-table", {"m": 8}),
    ),
    V(
        "graph-table-domain",
        replayed("yang-wang-2000/table-hypercube", "yw-graph-table", {"m": 10}),
        "FILE",
        "the witness point lies outside the domain of yang-wang-2000/table-hypercube: m = 10 is outside 1..8 (the "
        "claim covers m in 1..8)",
    ),
    V(
        "graph-table-zero",
        lambda: cy._replay_graph_table(Subject(lambda m: None), {"m": 0}, {}),
        "m",
        "must be >= 1, got 0",
    ),
    V(
        "graph-table-FILE",
        lambda: cy._replay_graph_table(Subject(None), {"m": 2}, {}),
        "FILE",
        "claim c carries no table reading",
    ),
    V(
        "printed-square-FILE",
        claim_point("yw-printed-square", {"a": 1}),
        "FILE",
        "claim c states no 'square', so a 'yw-printed-square' witness cannot be replayed against it",
        claim_point("yw-printed-square", {"square": [[0]]}),
    ),
    V(
        "printed-square-shape",
        lambda: cy._replay_printed_square({"square": [[0, 1], [1]]}, {}),
        "square",
        "expected a square matrix of integers",
        lambda: cy._replay_printed_square({"square": [[0, 1], [1, 0]]}, {}),
    ),
    V(
        "printed-setting-FILE",
        claim_point("yw-printed-setting", {"settings": 1, "printed": 2}),
        "FILE",
        "claim c states no 'square', so a 'yw-printed-setting' witness cannot be replayed against it",
        claim_point("yw-printed-setting", {"settings": 1, "printed": 2, "square": [[0]]}),
    ),
    V(
        "rows-row",
        lambda: cy._replay_rows({"m": 2, "a": [0, 1, 2, 3]}, {"row": 4}),
        "row",
        "rows are 0..3, got 4",
        lambda: cy._replay_rows({"m": 2, "a": [0, 1, 2, 3]}, {"row": 3}),
    ),
]


@pytest.mark.parametrize("bad, parameter, message, good", CHECKERS)
def test_checkers_validation(bad, parameter, message, good):
    check(bad, parameter, message, good)
