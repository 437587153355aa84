"""liu-chen-chen-2007, Theorem 2 with any d states per switch: where it fails, and what it needs.

Theorem 2's rounds set switch (stage j, row i) to m^0_{i,j} (+)_d x_j: over the rounds a switch takes
the d shifts of one state (a shift family; thm2-* check it, and cor4-perm-states-* the shifts
composed with any permutation state). Read as "any d states per switch" (switch (j, i) takes its
state number c in the rounds whose digit for stage j is c), the theorem fails: the smallest case is
N = 3, one 3 x 3 switch with states id, (0 1), (0 2), where input 1 reaches output 1 in rounds 0
and 2. What the proof uses of the shifts is that a switch's d states send d different inputs to each
output (its states form a d x d Latin square); with that, the N rounds form a Latin square.

Paper -> ours: the states of switch (j, i) = ``families[j][i]`` (a list of d port maps),
the rounds' state tables = :func:`alltoall.checkers.state_families.round_tables`.

>>> from alltoall.checkers import state_families as sf
>>> from alltoall.spec.topologies import multistage
>>> sf.family_violation(multistage.build("omega", 3, 1), [[[(0, 1, 2), (1, 0, 2), (2, 1, 0)]]]).message
'row 1 repeats 1 (at rounds 0 and 2)'
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from alltoall.checkers import state_families as sf
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007._checks import named_point
from alltoall.proofs.domain import Domain, free, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage

SOURCE = "Theorem 2, switch states read as any d states per switch"
TOPOLOGIES = ("omega", "baseline")


def _name(state: tuple[int, ...]) -> str:
    """A state in cycle notation: (0, 1, 2) -> 'id', (1, 0, 2) -> '(0 1)'."""
    seen, cycles = set(), []
    for u in range(len(state)):
        if u in seen or state[u] == u:
            continue
        cyc, v = [], u
        while v not in seen:
            seen.add(v)
            cyc.append(v)
            v = state[v]
        cycles.append("(" + " ".join(map(str, cyc)) + ")")
    return "".join(cycles) or "id"


def _assignments(d: int, k: int, sets: list) -> np.ndarray:
    """Every assignment of one of ``sets`` (each d states) to every switch of a d^k network."""
    cells = k * d ** (k - 1)
    S = np.array(sets, dtype=np.int64)
    idx = np.array(list(itertools.product(range(len(S)), repeat=cells)), dtype=np.int64)
    return S[idx].reshape(len(idx), k, d ** (k - 1), d, d)


def _first_failure(net: multistage.MIN, families: np.ndarray) -> np.ndarray | None:
    for start in range(0, len(families), 4096):
        chunk = families[start : start + 4096]
        outs = multistage.route(net, sf.round_tables(chunk, net.d, net.k))  # (c, N rounds, N inputs)
        ok_rows = (np.sort(outs, axis=2) == np.arange(net.N)).all(axis=(1, 2))
        ok_cols = (np.sort(outs, axis=1) == np.arange(net.N)[:, None]).all(axis=(1, 2))
        bad = np.flatnonzero(~(ok_rows & ok_cols))
        if len(bad):
            return chunk[bad[0]]
    return None


def _family_witness(net: multistage.MIN, fam: np.ndarray, what: str) -> Witness:
    v = sf.family_violation(net, fam)
    tables = sf.round_tables(fam, net.d, net.k)
    panels = []
    if v.where.get("kind") == "row" and net.N <= 9:  # output `index` receives input `value` in two rounds
        s = int(v.where["value"])
        for x in v.where["positions"]:
            names = ", ".join(_name(tuple(int(p) for p in st)) for st in tables[x].reshape(-1, net.d))
            panels.append(
                {
                    "network": multistage.to_data(net),
                    "states": tables[x].tolist(),
                    "inputs": [s],
                    "title": f"round {x}: states {names}",
                }
            )
    sets = "; ".join(
        "{" + ", ".join(_name(tuple(int(p) for p in st)) for st in fam[j, i]) + "}"
        for j in range(net.stages)
        for i in range(net.switches)
    )
    return Witness(
        "state-family-latin",
        {"network": multistage.to_data(net), "families": fam.tolist()},
        {"violation": v.message, "states": sets},
        f"On {net}, give the switches the states {sets} (state c in the rounds whose digit for its stage is c): "
        + (
            f"input {v.where['value']} reaches output {v.where['index']} in rounds {v.where['positions'][0]} and "
            f"{v.where['positions'][1]} (the Latin square's {v.message})"
            if v.where.get("kind") == "row"
            else v.message
        )
        + f", so the {net.N} rounds are not a Latin square{what}.",
        {"method": "brute force, simplest state sets first"},
        picture={"renderer": "min-routes", "args": {"title": f"{net}, states {sets}: {v.message}", "panels": panels}}
        if panels
        else None,
    )


def _domain(sizes_rule: str, check: Any, uses: tuple[str, ...]) -> Domain:
    return Domain(
        {**named_point(TOPOLOGIES, span(2, 4), span(1, 3)), "families": free("every list of d states per switch")},
        rules=(rule(check, sizes_rule, uses=uses),),
    )


@PAPER.claim(
    "thm2-any-state-family",
    source=SOURCE,
    reading="any d states per switch",
    beyond=True,
    statement="If each switch takes any d distinct states, state c in the rounds whose digit for its stage is c, "
    "the N rounds form a Latin square.",
    sizes={"fast": {"k2": 2}, "full": {"k2": 3}},
    domain="omega and baseline: d = 2 with k <= {k2} (every assignment of ordered sets of 2 states), then d = 3, "
    "k = 1 (every set of 3 states, simplest first)",
    methods=("brute",),
    expected=Verdict.REFUTED,
    witnesses=("state-family-latin",),
    mutants=("states-shifts-only",),
    notes="The paper's switch states over the rounds are the d shifts of one state (m^0 (+)_d x); the reading "
    "'any d states per switch' drops that. For d = 2 any two distinct states are a shift family, so the first "
    "failure is at d = 3: N = 3, one switch with states id, (0 1), (0 2) (state c in round c); input 1 is fixed by "
    "id and by (0 2), so it reaches output 1 in rounds 0 and 2. The condition the proof needs is "
    "thm2-separating-state-families; the shift and permutation-state readings are thm2-* and cor4-perm-states-*.",
    point=_domain(
        "d = 2 with k <= the size k2, or d = 3 with k = 1",
        lambda p, d, s: (
            (p["network"]["d"] == 2 and p["network"]["k"] <= s["k2"])
            or (p["network"]["d"] == 3 and p["network"]["k"] == 1)
        ),
        ("k2",),
    ),
)
def thm2_any_state_family(ctx: Context) -> Result:
    examined = 0
    cases = [(2, k) for k in range(1, ctx.sizes.k2 + 1)] + [(3, 1)]
    for d, k in cases:
        sets = list(sf.state_sets(d))
        if d == 2:  # every order of the two states
            sets = [p for s in sets for p in itertools.permutations(s)]
        fams = _assignments(d, k, sets)
        for name in TOPOLOGIES:
            net = multistage.build(name, d, k)
            bad = _first_failure(net, fams)
            if bad is not None:
                return refuted(_family_witness(net, bad, ""), examined=examined + 1)
            examined += len(fams)
    return verified(examined=examined)


def _separating_sets(d: int) -> list:
    """Every ordered list of d states forming a d x d Latin square (each input to d different outputs)."""
    states = [tuple(int(v) for v in p) for p in itertools.permutations(range(d))]
    out: list = []

    def extend(rows: list) -> None:
        if len(rows) == d:
            out.append(tuple(rows))
            return
        for st in states:
            if all(st[u] != r[u] for r in rows for u in range(d)):
                extend([*rows, st])

    extend([])
    return out


@PAPER.claim(
    "thm2-separating-state-families",
    source=SOURCE,
    reading="the d states send d different inputs to each output",
    beyond=True,
    statement="If each switch's d states send d different inputs to each output (state c in the rounds whose digit "
    "for its stage is c), the N rounds form a Latin square.",
    sizes={"fast": {"k2": 3, "samples": 200}, "full": {"samples": 2000}, "deep": {"samples": 20000}},
    domain="omega and baseline: every assignment for d = 2 with k <= {k2}, for d = 3 and d = 4 with k = 1; "
    "{samples} seeded random assignments for d = 3 and d = 4 with k = 2",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    witnesses=("state-family-latin",),
    mutants=("digit-off-by-one", "wiring-identity"),
    notes="What the proof of Theorem 2 uses of the shift states: over the d values of a digit, a switch connects "
    "each input to d different outputs. Every shift family and every composed family of cor4-perm-states-* has it; "
    "thm2-any-state-family fails without it. For k = 1 the condition is also necessary (the rounds are the states). "
    "A refutation would be a separating assignment whose rounds are not Latin (kind state-family-latin).",
    point=Domain(
        {**named_point(TOPOLOGIES, span(2, 4), span(1, 4)), "families": free("every separating list per switch")},
        rules=(
            rule(
                lambda p, d, s: (
                    (p["network"]["d"] == 2 and p["network"]["k"] <= s["k2"])
                    or (p["network"]["d"] in (3, 4) and p["network"]["k"] <= 2)
                ),
                "d = 2 with k <= the size k2, or d in {3, 4} with k <= 2",
                uses=("k2",),
            ),
            rule(lambda p, d, s: sf.separating(p["families"]), "every switch's states separate (a Latin square)"),
        ),
    ),
)
def thm2_separating_state_families(ctx: Context) -> Result:
    rng = np.random.default_rng(ctx.seed)
    examined = 0
    for d, k, sample in [(2, k, False) for k in range(1, ctx.sizes.k2 + 1)] + [
        (3, 1, False),
        (4, 1, False),
        (3, 2, True),
        (4, 2, True),
    ]:
        sets = np.array(_separating_sets(d), dtype=np.int64)
        cells = k * d ** (k - 1)
        if sample:
            fams = sets[rng.integers(0, len(sets), size=(ctx.sizes.samples, cells))].reshape(
                ctx.sizes.samples, k, d ** (k - 1), d, d
            )
        else:
            fams = _assignments(d, k, list(sets))
        for name in TOPOLOGIES:
            net = multistage.build(name, d, k)
            bad = _first_failure(net, fams)
            if bad is not None:
                return refuted(_family_witness(net, bad, " although every switch's states separate"))
            examined += len(fams)
    return verified(examined=examined, separating_sets={2: 2, 3: 12, 4: 576})
