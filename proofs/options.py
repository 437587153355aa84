"""Option types shared by the commands: every number a user gives is finite and in range.

Click's ``FloatRange`` lets ``nan`` through (every comparison with it is false) and reads ``1e309``
as ``inf``; these types refuse both with one ``error: --option: ...`` line (exit 2), never clamp.
``Scheduler`` checks the spelling of ``--scheduler`` (a local Dask cluster or a scheduler's address).
"""

from __future__ import annotations

import importlib.util
import math
import re

import click

__all__ = ["MAX_GIB", "MAX_LOCAL_WORKERS", "MAX_SECONDS", "Finite", "Gibibytes", "Scheduler", "Seconds"]

MAX_SECONDS = 1e6  # about 11.6 days; beyond it a solver's millisecond timeout no longer fits 32 bits


class Finite(click.ParamType):
    """A finite number of ``unit`` in ``[minimum, maximum]`` (no nan, inf, zero or negative)."""

    name = "number"
    unit = "units"

    def __init__(self, minimum: float, maximum: float):
        self.minimum, self.maximum = minimum, maximum

    def convert(self, value, param, ctx):
        if isinstance(value, float) and math.isfinite(value) and self.minimum <= value <= self.maximum:
            return value  # a default
        try:
            x = float(value)
        except (TypeError, ValueError, OverflowError):
            self.fail(f"{value!r} is not a number of {self.unit}", param, ctx)
        if not math.isfinite(x) or not self.minimum <= x <= self.maximum:
            self.fail(
                f"{value!r}: expected a finite number of {self.unit}, at least {self.minimum:g} and at most "
                f"{self.maximum:g}",
                param,
                ctx,
            )
        return x


class Seconds(Finite):
    """A finite number of seconds in ``[minimum, MAX_SECONDS]``."""

    name = unit = "seconds"

    def __init__(self, minimum: float = 0.1, maximum: float = MAX_SECONDS):
        super().__init__(minimum, maximum)


MAX_GIB = 1024.0  # a per-claim memory cap beyond a TiB is no cap


class Gibibytes(Finite):
    """A finite amount of memory in GiB, in ``[minimum, MAX_GIB]``."""

    name = "gib"
    unit = "GiB"

    def __init__(self, minimum: float = 0.25, maximum: float = MAX_GIB):
        super().__init__(minimum, maximum)


MAX_LOCAL_WORKERS = 64  # the most workers ``--scheduler local:N`` starts (as many as --jobs allows)

_ADDRESS = re.compile(r"(?:[a-z][a-z0-9+.-]*://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)(?::(?P<port>[0-9]{1,5}))?")


class Scheduler(click.ParamType):
    """Where ``--scheduler`` sends claims: ``local:N`` (a LocalCluster of N workers started for the run)
    or the address of a running Dask scheduler (``tcp://host:8786``, ``host:8786``).

    Only the spelling is checked here, and that Dask is installed (the optional ``cluster`` extra);
    whether the address answers is found when the run connects (:mod:`alltoall.proofs.cluster`).
    """

    name = "address"

    def convert(self, value, param, ctx):
        text = str(value).strip()
        if text == "local" or text.startswith("local:"):
            n = text.partition(":")[2]
            if not (n.isascii() and n.isdigit() and 1 <= int(n) <= MAX_LOCAL_WORKERS):
                self.fail(
                    f"{value!r}: expected local:N with N workers, 1 to {MAX_LOCAL_WORKERS}, or a scheduler's address",
                    param,
                    ctx,
                )
            text = f"local:{int(n)}"
        else:
            m = _ADDRESS.fullmatch(text)
            if not m or (m["port"] is not None and not 1 <= int(m["port"]) <= 65535):
                self.fail(
                    f"{value!r} is neither local:N nor a scheduler's address (tcp://host:8786, host:8786)", param, ctx
                )
        if importlib.util.find_spec("distributed") is None:
            self.fail(
                "running on a Dask cluster needs the optional 'cluster' extra: pip install -e '.[cluster]'", param, ctx
            )
        return text
