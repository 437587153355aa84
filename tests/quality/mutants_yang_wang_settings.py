"""Mutants of the yang-wang-2000 banyan spec read by the settings-order claims."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

YW = "alltoall.spec.algorithms.yang_wang"

mutant(
    "yw-realized-stages-reversed",
    "realized(m, settings) applies the settings to stages m-1..0 (sigma_{m-1} first)",
    (YW, "realized", lambda orig: lambda m, settings: orig(m, tuple(settings)[::-1])),
)
