"""The N configurations M^0 .. M^{N-1} of liu-chen-chen-2007, Sect. 3.

``M^x[i, j] = M^0[i, j] (+)_d x_{(log_d N) - 1 - j}``: stage j of every switch is shifted by the
digit of x chosen by :func:`stage_digit`. Paper -> ours: m^x_{i,j} = ``configurations(M0, d, k)[x, i, j]``,
x_{(log_d N)-1-j} = ``digits(x)[stage_digit(j, k)]``. For d = 2, M^0 is the network's initial
configuration (0 straight, 1 cross); for d > 2 the paper sets M^0 = 0.

References
----------
liu-chen-chen-2007, Sect. 3 and Theorem 2 (the N permutations form a Latin square).
"""

from __future__ import annotations

import numpy as np

from alltoall.spec import switches
from alltoall.spec.digits import digit_matrix
from alltoall.spec.errors import require, require_int

__all__ = ["configurations", "initial_zero", "stage_digit", "state_tables"]


def stage_digit(j: int, k: int) -> int:
    """Index of the digit of x that drives stage ``j``: ``k - 1 - j`` (stage 0 uses the top digit)."""
    return k - 1 - j


def initial_zero(d: int, k: int) -> np.ndarray:
    """M^0 = 0 (all switches in the 0-shift state), the paper's choice for d > 2."""
    return np.zeros((d ** (k - 1), k), dtype=np.int64)


def configurations(M0: np.ndarray, d: int, k: int) -> np.ndarray:
    """All of M^0 .. M^{N-1} as an array of shape (N, N/d, k).

    Leading batch axes of ``M0`` are kept: M0 of shape (..., N/d, k) gives (..., N, N/d, k).
    """
    require_int(d, "d", 2)
    require_int(k, "k", 1)
    M0 = np.asarray(M0, dtype=np.int64)
    N = d**k
    require(M0.shape[-2:] == (N // d, k), "M0", f"expected shape {(N // d, k)}, got {M0.shape}")
    require(bool(((M0 >= 0) & (M0 < d)).all()), "M0", f"shift amounts must lie in 0..{d - 1}")
    D = digit_matrix(N, d, k)
    cols = np.array([stage_digit(j, k) for j in range(k)])
    shift = D[:, cols]  # (N, k): digit driving stage j in round x
    return np.asarray(switches.d_xor(M0[..., None, :, :], shift[:, None, :], d))


def state_tables(M0_states: np.ndarray, d: int, k: int, reading: str = "post") -> np.ndarray:
    """Configurations when the initial states are arbitrary permutations (d > 2 extension).

    ``M0_states[j, i]`` is a port map. The paper defines m^x = m^0 (+)_d digit only for shift
    states; two readings of composing a general state with the digit shift:
    ``post``: ``u -> pi(u) + c`` (shift after the initial state); ``pre``: ``u -> pi(u + c)``.
    Leading batch axes are kept: returns tables of shape (..., N, k, N/d, d) for :func:`multistage.route`.
    """
    require(reading in ("post", "pre"), "reading", f"expected 'post' or 'pre', got {reading!r}")
    M0_states = np.asarray(M0_states, dtype=np.int64)  # (..., k, N/d, d)
    N = d**k
    D = digit_matrix(N, d, k)
    cols = np.array([stage_digit(j, k) for j in range(k)])
    c = D[:, cols][:, :, None, None]  # (N, k, 1, 1)
    init = M0_states[..., None, :, :, :]  # (..., 1, k, N/d, d)
    if reading == "post":
        return np.asarray(switches.d_xor(init, c, d))
    u = np.arange(d)
    shape = M0_states.shape[:-3] + (N, k, N // d, d)
    idx = np.broadcast_to(switches.d_xor(u[None, None, None, :], c, d), shape)
    return np.take_along_axis(np.broadcast_to(init, shape), idx, axis=-1)
