"""Mutants of the switch-state spec read by liu-chen-chen-2007's state-family claims."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

SW = "alltoall.spec.switches"


def _shifts_only(orig):
    from alltoall.spec import switches

    return lambda d: switches.shift_states(d)


mutant(
    "states-shifts-only",
    "all_states(d) lists only the d shift states instead of all d! permutations",
    (SW, "all_states", _shifts_only),
)
