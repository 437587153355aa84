"""Drawings several papers share, registered as picture renderers on import (see :mod:`alltoall.proofs.pictures`).

- :mod:`.multistage`: multistage networks drawn line by line (wirings, switches, routes, crosstalk)
  and the optical MIN switch by switch: ``min-routes``, ``min-schedule``, ``optical-pass``;
- :mod:`.charts`: ``count-bars`` (integer quantities side by side) and ``squares`` (integer
  matrices with highlighted rows).
"""

from alltoall.proofs.drawings import charts, multistage  # noqa: F401
