"""The R(N) engine of chou-chen-2010: the least number of GSEN configurations that cover every
(input, output) pair, with re-checkable certificates for both bounds.

:mod:`.bounds`, :mod:`.exact` and :mod:`.weightcnf` bound R(N) from below; :mod:`.established`,
:mod:`.cover`, :mod:`.local` and :mod:`.known` from above; :mod:`.certificate`, :mod:`.lrat` and
:mod:`.drat` re-check both; :mod:`.engine` runs the search for one N (``alltoall rn N``). How they fit
is in ``docs/design.md`` ("The R(N) engine").
"""

__all__ = ["TIME_LIMIT"]

TIME_LIMIT = 60.0
"""The default time limit of one solver search of the engine, in seconds (``alltoall rn --time-limit``
and the claims pass their own)."""
