"""The R(N) engine of chou-chen-2010: least number of GSEN configurations whose permutations cover
every (input, output) pair, with re-checkable certificates for both bounds.

:mod:`.bounds` (no solver) computes lower bounds by counting arguments and upper bounds from the
paper's stage-control families; :mod:`.cover` picks a least covering subset of candidate
permutations with a solver; :mod:`.local` (no solver) shrinks covers by local search over arbitrary
per-switch states, and :mod:`.known` stores the covers it found; :mod:`.certificate` re-checks
certificates by brute force only; :mod:`.engine` runs the whole search for one N (``alltoall rn N``).
"""

__all__: list[str] = []
