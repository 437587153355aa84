"""Hypothesis strategies over the spec's parameters, and the settings profiles.

Profiles: ``ci`` (derandomized, no example database; loaded by the test suite when ``CI`` is
set), ``dev``, ``full`` and ``deep`` (more examples). Searches inside claim checks use
:func:`search_settings` with an explicit seed that is copied into every witness.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from alltoall.spec.topologies import multistage as ms

__all__ = [
    "TOPOLOGY_NAMES",
    "any_wiring_min",
    "d_and_k",
    "initial_configuration",
    "named_network",
    "permutations",
    "relabelled_banyan",
    "search_settings",
]

settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=False)
settings.register_profile("dev", deadline=None)
settings.register_profile("full", derandomize=True, database=None, deadline=None, max_examples=1000)
settings.register_profile("deep", derandomize=True, database=None, deadline=None, max_examples=10000)

TOPOLOGY_NAMES = tuple(ms.TOPOLOGIES)


def search_settings(max_examples: int) -> settings:
    """Settings for ``hypothesis.find`` inside a check: no database, no deadline, quiet."""
    return settings(
        database=None,
        deadline=None,
        max_examples=max_examples,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
    )


@st.composite
def d_and_k(draw: Any, ds: Any = (2, 3, 4, 5), max_N: int = 64) -> Any:
    d = draw(st.sampled_from(ds))
    kmax = 1
    while d ** (kmax + 1) <= max_N:
        kmax += 1
    return d, draw(st.integers(1, kmax))


def permutations(n: int) -> Any:
    return st.permutations(list(range(n))).map(np.array)


@st.composite
def initial_configuration(draw: Any, d: int, k: int) -> Any:
    """An M^0 of shift states, shape (N/d, k)."""
    flat = draw(st.lists(st.integers(0, d - 1), min_size=d ** (k - 1) * k, max_size=d ** (k - 1) * k))
    return np.array(flat, dtype=np.int64).reshape(d ** (k - 1), k)


@st.composite
def named_network(draw: Any, d: int, k: int) -> Any:
    return ms.build(draw(st.sampled_from(TOPOLOGY_NAMES)), d, k)


@st.composite
def relabelled_banyan(draw: Any, d: int, k: int) -> Any:
    """A banyan d-MIN that is not a named one: a named banyan with switches and ports renumbered."""
    base = draw(named_network(d, k))
    S = base.switches
    sw = [draw(permutations(S)) for _ in range(k)]
    pin = [[draw(permutations(d)) for _ in range(S)] for _ in range(k)]
    pout = [[draw(permutations(d)) for _ in range(S)] for _ in range(k)]
    return ms.relabel(base, sw, pin, pout, draw(permutations(base.N)), draw(permutations(base.N)))


@st.composite
def any_wiring_min(draw: Any, d: int, k: int) -> Any:
    """A (log_d N)-stage MIN with arbitrary interstage wirings: banyan or not."""
    N = d**k
    tables = (
        [tuple(range(N))] + [tuple(int(v) for v in draw(permutations(N))) for _ in range(k - 1)] + [tuple(range(N))]
    )
    return ms.from_wirings("Wired", d, d**k, [ms.LineTable(t) for t in tables])
