"""States of a d x d switch (liu-chen-chen-2007, Sects. 2-3).

A state is a permutation of the ports, ``state[u] = v`` connecting input ``i_u`` to output ``o_v``; the
``k``-shift state connects ``i_u`` to ``o_{(u+k) mod d}`` (for d = 2: 0 straight, 1 cross). The functions
run on ints, numpy arrays and solver terms alike.

References
----------
liu-chen-chen-2007, Sects. 2-3 (switch states, the d-XOR).
"""

from __future__ import annotations

import itertools
from typing import Any

from alltoall.spec.errors import require_int

__all__ = ["CROSS", "STRAIGHT", "all_states", "d_xor", "shift_port", "shift_state", "shift_states"]

STRAIGHT, CROSS = 0, 1


def d_xor(a: Any, b: Any, d: int) -> Any:
    """The d-XOR ``a (+)_d b = (a + b) mod d`` of liu-chen-chen-2007, Sect. 3.

    >>> [d_xor(a, b, 2) for a in (0, 1) for b in (0, 1)]
    [0, 1, 1, 0]
    """
    return (a + b) % d


def shift_port(u: Any, k: Any, d: int) -> Any:
    """The output port that input port ``u`` reaches in the ``k``-shift state."""
    return (u + k) % d


def shift_state(k: int, d: int) -> tuple[int, ...]:
    """The ``k``-shift state as a port map: ``shift_state(1, 3) == (1, 2, 0)``."""
    require_int(d, "d", 2)
    return tuple(int(shift_port(u, k, d)) for u in range(d))


def shift_states(d: int) -> tuple[tuple[int, ...], ...]:
    """The set S = {0-shift, ..., (d-1)-shift} of liu-chen-chen-2007, Sect. 3."""
    return tuple(shift_state(k, d) for k in range(d))


def all_states(d: int) -> tuple[tuple[int, ...], ...]:
    """All ``d!`` states of a d x d switch, in lexicographic order."""
    require_int(d, "d", 2)
    return tuple(itertools.permutations(range(d)))
