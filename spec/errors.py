"""Errors for bad input, kept apart from "no solution exists".

A :class:`ParameterError` always names the offending parameter, so the CLI can print
``error: <parameter>: <what is wrong and how to fix it>`` in one line and exit 2.
"""

from __future__ import annotations

from typing import Any, cast

__all__ = ["ParameterError", "log_exact", "require", "require_int"]


class ParameterError(ValueError):
    """A parameter is outside the domain a specification accepts."""

    def __init__(self, parameter: str, message: str) -> None:
        self.parameter = parameter
        self.message = message
        super().__init__(f"{parameter}: {message}")


def require(condition: bool, parameter: str, message: str) -> None:
    """Raise :class:`ParameterError` for ``parameter`` unless ``condition`` holds.

    ``parameter`` and ``message`` must be non-empty strings on every call, the condition holding or not:
    an error naming no parameter, or saying nothing, is caught where the check is written and first
    run, not when an input first breaks it (a ``TypeError``, a programming error, not bad input)."""
    if type(parameter) is not str or type(message) is not str or not parameter or not message:
        raise TypeError(f"require needs a parameter name and a message, got {parameter!r} and {message!r}")
    if not condition:
        raise ParameterError(parameter, message)


def require_int(value: Any, parameter: str, minimum: int | None = None) -> int:
    """Validate that ``value`` is an int (not a bool), optionally ``>= minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            import numpy as np

            if isinstance(value, np.integer):
                value = int(value)
            else:
                raise TypeError
        except TypeError:
            raise ParameterError(parameter, f"expected an integer, got {value!r}") from None
    if minimum is not None and value < minimum:
        raise ParameterError(parameter, f"must be >= {minimum}, got {value}")
    return cast(int, value)


def log_exact(N: int, d: int, parameter: str = "N") -> int:
    """Return k with ``d**k == N``; raise naming ``parameter`` when N is not a power of d."""
    N = require_int(N, parameter, 1)
    d = require_int(d, "d", 2)
    k, m = 0, 1
    while m < N:
        m *= d
        k += 1
    require(m == N, parameter, f"{N} is not a power of d={d}")
    return k
