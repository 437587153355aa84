"""Numeric option types shared by the commands: every number a user gives is finite and in range.

Click's ``FloatRange`` lets ``nan`` through (every comparison with it is false) and reads ``1e309``
as ``inf``; these types refuse both with one ``error: --option: ...`` line (exit 2), never clamp.
"""

from __future__ import annotations

import math

import click

__all__ = ["MAX_SECONDS", "Seconds"]

MAX_SECONDS = 1e6  # about 11.6 days; beyond it a solver's millisecond timeout no longer fits 32 bits


class Seconds(click.ParamType):
    """A finite number of seconds in ``[minimum, MAX_SECONDS]`` (no nan, inf, zero or negative)."""

    name = "seconds"

    def __init__(self, minimum: float = 0.1, maximum: float = MAX_SECONDS):
        self.minimum, self.maximum = minimum, maximum

    def convert(self, value, param, ctx):
        if isinstance(value, float) and math.isfinite(value) and self.minimum <= value <= self.maximum:
            return value  # a default
        try:
            x = float(value)
        except (TypeError, ValueError, OverflowError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(x) or not self.minimum <= x <= self.maximum:
            self.fail(
                f"{value!r}: expected a finite number of seconds, at least {self.minimum:g} and at most "
                f"{self.maximum:g}",
                param,
                ctx,
            )
        return x
