"""Theorem 2 of liu-chen-chen-2007 with any d states per switch (no solver imported).

The paper's rounds set switch (stage j, row i) to the state m^0_{i,j} (+)_d x_j: the d states a
switch takes over the rounds are the d shifts of one state. Here each switch instead has a *family*
of d states ``F[j][i][c]`` (each a port map, input port u -> output port ``F[j][i][c][u]``) and takes
``F[j][i][c]`` in every round x whose digit driving stage j (:func:`~alltoall.spec.algorithms.
latin_configurations.stage_digit`) is c. :func:`family_violation` decides whether the N rounds still
form a Latin square; :func:`separating` whether each switch's d states send d different inputs to
each output (equivalently each input to d different outputs: the family is a d x d Latin square),
the condition the theorem's proof uses of the shifts.

>>> from alltoall.spec.topologies import multistage as ms
>>> fam = [[[(0, 1, 2), (1, 0, 2), (2, 1, 0)]]]  # one 3 x 3 switch: id, (0 1), (0 2)
>>> separating(fam)
False
>>> family_violation(ms.build("omega", 3, 1), fam).message
'row 1 repeats 1 (at rounds 0 and 2)'
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.point import ListOf, Nat, Network
from alltoall.checkers.replay import replayer
from alltoall.checkers.routing import network_of
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.digits import digit_matrix
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "FAMILIES",
    "MAX_D",
    "MAX_N",
    "NETWORK",
    "family_violation",
    "ordered_states",
    "round_tables",
    "separating",
    "state_sets",
]

MAX_D = 5  # the widest switch a family witness may have
MAX_N = 64  # the largest network a family witness is replayed on
#: [stage][switch][state c][input port] -> output port
FAMILIES = ListOf(ListOf(ListOf(ListOf(Nat(MAX_D - 1), MAX_D), MAX_D), MAX_N), 8)
NETWORK = Network(max_ports=MAX_N)


def round_tables(families: Any, d: int, k: int) -> np.ndarray:
    """State tables of the N rounds, shape (..., N, k, N/d, d) for :func:`multistage.route`; leading axes
    of ``families`` (shape (..., k, N/d, d, d)) batch several assignments."""
    F = np.asarray(families, dtype=np.int64)
    batch = F.ndim - 4
    D = digit_matrix(d**k, d, k)
    c = D[:, [lc.stage_digit(j, k) for j in range(k)]]  # (N, k): the state index of stage j in round x
    jj = np.broadcast_to(np.arange(k)[None, :], c.shape)
    T = F[(slice(None),) * batch + (jj, slice(None), c, slice(None))]  # (N, k, *batch, N/d, d)
    return np.moveaxis(T, (0, 1), (batch, batch + 1))


def separating(families: Any) -> bool:
    """Each switch's d states send each input to d different outputs (and so d different inputs to each
    output): the family, as a d x d array state x input -> output, is a Latin square."""
    F = np.asarray(families, dtype=np.int64)
    d = F.shape[-1]
    return bool((np.sort(F, axis=-2) == np.arange(d)[:, None]).all())


def family_violation(net: ms.MIN, families: Any) -> props.Violation | None:
    """Bijective rounds, then a Latin square of arrivals, when switch (j, i) takes state F[j][i][c]
    in the rounds whose digit driving stage j is c."""
    outs = ms.route(net, round_tables(families, net.d, net.k))
    return brute.configurations_bijective(outs) or props.latin(brute.arrivals_matrix(outs))


def ordered_states(d: int) -> list[tuple[int, ...]]:
    """Every state of a d x d switch, simplest first: fewest ports moved, then the moved ports in order
    (for d = 3: id, (0 1), (0 2), (1 2), then the 3-cycles)."""
    perms = [tuple(int(v) for v in p) for p in switches.all_states(d)]  # read through the spec at call time
    return sorted(
        perms, key=lambda p: (sum(u != v for u, v in enumerate(p)), [u for u, v in enumerate(p) if u != v], p)
    )


def state_sets(d: int) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every set of d distinct states (listed in state order 0..d-1), simplest sets first."""
    return itertools.combinations(ordered_states(d), d)


def _families(params: dict[str, Any], net: ms.MIN) -> np.ndarray:
    fam = params.get("families")
    try:
        F = np.array(fam, dtype=np.int64)
    except (TypeError, ValueError):
        raise ParameterError("families", "expected nested lists of equal lengths") from None
    d = net.d
    if F.shape != (net.stages, net.switches, d, d):
        raise ParameterError("families", f"expected {net.stages} x {net.switches} families of {d} states of {d} ports")
    if not (np.sort(F, axis=-1) == np.arange(d)).all():
        raise ParameterError("families", "every state must be a permutation of the switch's ports")
    return F


@replayer("state-family-latin", params={"network": NETWORK, "families": FAMILIES}, point={})
def _replay_family(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if, with switch (j, i) in state families[j][i][c] in the rounds whose digit for stage j is c,
    the N rounds do not form a Latin square (recomputed by routing every round)."""
    net = network_of(params)
    if net.k is None or net.stages != net.k or net.d > MAX_D:
        raise ParameterError("network", f"expected a MIN of log_d N stages with d <= {MAX_D}, got {net}")
    F = _families(params, net)
    v = family_violation(net, F)
    if v:
        return True, f"on {net} with those state families: {v.message}"
    return False, f"on {net} with those state families the N rounds form a Latin square"
