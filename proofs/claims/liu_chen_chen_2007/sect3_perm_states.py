"""liu-chen-chen-2007, Corollary 4 extended: Latin squares from arbitrary (non-shift) initial switch states.

Paper -> ours: the initial state of switch (stage, i) is a permutation pi of the d ports (``initial_states``);
round x composes it with the digit shift, after (``post``) or before (``pre``) the state:
``latin_configurations.state_tables(states, d, k, reading)``. The permutations of the rounds are ``multistage.route``.
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from alltoall.checkers.min_witnesses import perm_state_violation
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.liu_chen_chen_2007 import PAPER
from alltoall.proofs.claims.liu_chen_chen_2007._checks import named_point
from alltoall.proofs.domain import Domain, free, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage


def _perm_sizes(d: int, k: int, k3: int) -> bool:
    """The sizes the permutation-state checks cover: d = 3 up to k3 stages, d = 4 and 5 with two."""
    return (d == 3 and k <= k3) or (d in (4, 5) and k == 2)


def _perm_state_check(reading: str) -> Any:
    def check(ctx: Context) -> Result:
        rng = np.random.default_rng(ctx.seed)
        batches = []
        for k in range(1, ctx.sizes.k3 + 1):
            states = np.array(switches.all_states(3), dtype=np.int64)
            cells = 3 ** (k - 1) * k
            idx = np.array(list(itertools.product(range(len(states)), repeat=cells)), dtype=np.int64)
            batches.append((3, k, states[idx].reshape(len(idx), k, 3 ** (k - 1), 3)))
        for d in (4, 5):
            batches.append(
                (
                    d,
                    2,
                    np.array(
                        [[[rng.permutation(d) for _ in range(d)] for _ in range(2)] for _ in range(ctx.sizes.samples)]
                    ),
                )
            )
        examined = 0
        for d, k, inits in batches:
            for name in ("omega", "baseline"):
                net = multistage.build(name, d, k)
                for start in range(0, len(inits), 2048):
                    chunk = inits[start : start + 2048]
                    outs = multistage.route(
                        net, latin_configurations.state_tables(chunk, d, k, reading)
                    )  # (c, N rounds, N inputs)
                    ok_cols = (np.sort(outs, axis=2) == np.arange(net.N)).all(axis=(1, 2))
                    ok_rows = (np.sort(outs, axis=1) == np.arange(net.N)[:, None]).all(axis=(1, 2))
                    bad = np.flatnonzero(~(ok_cols & ok_rows))
                    if len(bad):
                        init = chunk[bad[0]]
                        v = perm_state_violation(net, init, reading)
                        w = Witness(
                            "perm-state-latin",
                            {"network": multistage.to_data(net), "initial_states": init.tolist(), "reading": reading},
                            v.where,
                            f"On {net} with general initial states ({reading} reading): {v.message}",
                            {"method": "brute"},
                        )
                        return refuted(w)
                    examined += len(chunk)
        return verified(examined=examined)

    check.__name__ = f"cor4_perm_states_{reading}"
    return check


for _reading, _desc in (
    ("post", "u -> pi(u) (+)_d c (shift after the initial state)"),
    ("pre", "u -> pi(u (+)_d c) (shift before the initial state)"),
):
    PAPER.add(
        f"cor4-perm-states-{_reading}",
        _perm_state_check(_reading),
        source="Corollary 4, extended to d > 2 with arbitrary (non-shift) initial switch states",
        statement="For d > 2 and any initial configuration of arbitrary permutation states, composing each state with "
        f"the round's digit shift as {_desc} still yields a Latin square.",
        sizes={"fast": {"k3": 2, "samples": 50}, "full": {"samples": 500}, "deep": {"samples": 5000}},
        domain=f"""exhaustive for d=3, N = 3^k with k <= {{k3}} (every assignment of the 6 states), omega and baseline;
        {{samples}} seeded random samples each for d in {{{{4,5}}}}, N = d^2 ({_reading} reading)""",
        methods=("brute",),
        expected=Verdict.VERIFIED,
        notes=(
            "The paper's m^x = m^0 (+)_d digit is defined only for shift states; for a general state pi the "
            "text admits two readings, post-composition and pre-composition of the shift. Both are checked."
        ),
        mutants=("digit-off-by-one",),
        witnesses=("perm-state-latin",),
        subject={"reading": _reading},
        reading=f"{_reading}-composition",
        beyond=True,
        point=Domain(
            {
                **named_point(("omega", "baseline"), span(3, 5), span(1, None)),
                "initial_states": free("every assignment of permutation states"),
            },
            rules=(
                rule(
                    lambda p, d, s: _perm_sizes(p["network"]["d"], p["network"]["k"], s["k3"]),
                    "d = 3 with k <= the size k3, or d in {4, 5} with k = 2",
                    uses=("k3",),
                ),
            ),
        ),
    )
