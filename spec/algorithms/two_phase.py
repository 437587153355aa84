"""The two-phase all-to-all personalized exchange algorithm of liu-chen-chen-2007, Sect. 3.

Phase 1 (label pass): in round x every input s sends its label under configuration M^x; the label
reaching output t tells s to put its message for t at position x of its queue. Phase 2 (message
pass): in round x every input sends the x-th message of its queue under M^x. Rounds are pipelined:
the wave of round x occupies stage j at time x + j, so each switch is set to ``M^0 (+)_d digit`` just
before that wave enters and back to M^0 after it leaves.

References
----------
liu-chen-chen-2007, Sect. 3 and Theorem 6 (the pipelined rounds).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "Delivery",
    "PipelineStep",
    "label_pass",
    "message_pass",
    "pipeline",
    "pipeline_horizon",
    "pipeline_wave",
    "pipelined_switch_states",
    "rounds_formula",
    "run",
]


@dataclass(frozen=True)
class Delivery:
    round: int
    sender: int
    intended: int
    output: int


def _digits(net: ms.MIN) -> int:
    """``log_d N``, the digits of a round; refused when N is not a power of d."""
    k = net.k
    if k is None:
        raise ParameterError("network", f"{net}: N is not a power of d, so the rounds have no digits")
    return k


def label_pass(net: ms.MIN, M0: np.ndarray) -> np.ndarray:
    """Phase 1: ``queue[s, x]`` = the processor s prepares its round-x message for."""
    confs = lc.configurations(M0, net.d, _digits(net))
    return ms.route_shift(net, confs).T.copy()  # (N senders, N rounds)


def message_pass(net: ms.MIN, M0: np.ndarray, queue: np.ndarray) -> list[Delivery]:
    """Phase 2: send ``queue[s, x]`` in round x; report where each message arrives."""
    confs = lc.configurations(M0, net.d, _digits(net))
    outs = ms.route_shift(net, confs)  # (rounds, senders)
    return [
        Delivery(int(x), int(s), int(queue[s, x]), int(outs[x, s]))
        for x in range(outs.shape[0])
        for s in range(outs.shape[1])
    ]


def run(net: ms.MIN, M0: np.ndarray) -> list[Delivery]:
    """Both phases; every delivery should have ``output == intended``."""
    return message_pass(net, M0, label_pass(net, M0))


@dataclass(frozen=True)
class PipelineStep:
    time: int
    stage: int
    wave: int  # the round whose messages occupy the stage, or -1 for idle


def _pick(cond: Any, a: Any, b: Any) -> Any:
    return a if cond else b


def pipeline_horizon(N: Any, k: Any) -> Any:
    """The time units :func:`pipeline` lists: N + k - 1 (ints and solver terms alike)."""
    return N + k - 1


def pipeline_wave(N: Any, t: Any, j: Any, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """The wave in stage j at time t: t - j when that is a wave 0..N-1, else -1 (idle). ``select`` is the
    if-then-else (a solver passes its own)."""
    x = t - j
    return select(x >= 0, select(x < N, x, -1), -1)


def pipeline(N: int, k: int) -> list[PipelineStep]:
    """Occupancy of each stage at each time unit: wave x is in stage j at time x + j."""
    return [PipelineStep(t, j, int(pipeline_wave(N, t, j))) for t in range(pipeline_horizon(N, k)) for j in range(k)]


def pipelined_switch_states(net: ms.MIN, M0: np.ndarray, t: int) -> np.ndarray:
    """Shift state of every switch at time ``t``: stage j holds wave t - j, else it rests at M^0."""
    confs = lc.configurations(M0, net.d, _digits(net))
    M = np.array(M0, dtype=np.int64, copy=True)
    for j in range(net.stages):
        x = t - j
        if 0 <= x < confs.shape[0]:
            M[:, j] = confs[x][:, j]
    return M


def rounds_formula(N: int, k: int) -> int:
    """Time units of one pipelined phase per Theorem 6: ``N + log_d N - 1``."""
    return N + k - 1
