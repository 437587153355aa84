"""The previous :func:`alltoall.spec.topologies.multistage.path_counts`, kept as its reference.

:func:`path_counts_baseline` is the path count as it was before it was counted per switch: an N x N
int64 matrix whose columns are gathered through each wiring, summed over a switch's d lines and
repeated back to N columns, stage by stage. ``tests/unit/test_spec_topologies_multistage.py`` compares
the two on every small network. A test helper; the suite itself never imports it.

References
----------
liu-chen-chen-2007, Sect. 1 (banyan: exactly one path between every input and output).
"""

from __future__ import annotations

import numpy as np

from alltoall.spec.topologies import multistage as ms


def path_counts_baseline(net: ms.MIN) -> np.ndarray:
    """``C[s, t]`` = number of paths from input s to output t (switches as full crossbars)."""
    d, N = net.d, net.N
    tables = net.tables()
    C = np.eye(N, dtype=np.int64)
    for j in range(net.stages):
        C = C[:, np.argsort(tables[j])]
        C = np.repeat(C.reshape(N, N // d, d).sum(axis=2), d, axis=1)
    return C[:, np.argsort(tables[net.stages])]
