"""Base-d digits of line labels, for ints, numpy arrays and solver terms alike.

Digit ``i`` has weight ``d**i`` (digit 0 least significant). Paper -> ours: liu-chen-chen-2007's
``x = x_{k-1} ... x_0`` has ``x_i`` = ``digits(x, d, k)[i]``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.spec.errors import require_int

__all__ = ["digit", "digit_matrix", "digits", "number"]


def digit(x: Any, i: int, d: int) -> Any:
    """Digit ``i`` of ``x`` (int or integer numpy array) in base ``d``."""
    return (x // d**i) % d


def digits(x: int, d: int, k: int) -> tuple[int, ...]:
    """The ``k`` base-``d`` digits of ``x``, least significant first.

    >>> digits(6, 2, 3)
    (0, 1, 1)
    """
    x = require_int(x, "x", 0)
    require_int(d, "d", 2)
    return tuple((x // d**i) % d for i in range(k))


def number(ds: Any, d: int) -> int:
    """Inverse of :func:`digits`: ``number(digits(x, d, k), d) == x``."""
    return sum(int(v) * d**i for i, v in enumerate(ds))


def digit_matrix(N: int, d: int, k: int) -> np.ndarray:
    """Array ``D`` of shape (N, k) with ``D[x, i]`` the digit ``i`` of ``x``."""
    x = np.arange(N, dtype=np.int64)[:, None]
    return (x // (d ** np.arange(k, dtype=np.int64))[None, :]) % d
