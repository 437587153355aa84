"""Mutants of the chau-fu-2003 counting spec read by the n/2-switch column claims."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

OP = "alltoall.spec.topologies.optical"


def _full_columns(orig):
    from alltoall.spec.topologies import optical as op

    return lambda N, k: 2 * op.banyan_switches(N, k) + 2 * N


mutant(
    "cf-half-columns-as-full",
    "the n/2-switch reading of Figure 6's extra columns counts n switches per column",
    (OP, "two_banyan_switches_half_columns", _full_columns),
)
