"""Claims of yang-wang-2002 (seed 000, first half: lecture slides): all-to-all broadcast on all-port
n x n meshes and tori by a broadcast pattern; distances, circles and perimeters; the lower bounds
(Theorem 1); the pattern reaches every node once (Theorem 2); per-phase and per-channel loads
(Theorem 3, Corollaries 1, 2); the delay bound (Theorem 4, Corollary 3); the comparisons with
Saad-Schultz and Calvin-Perennes-Trystram.

Paper -> ours: node (x, y) = ``grid.node((x, y))`` of ``grid.mesh(n, n)`` / ``grid.torus(n, n)``;
origin (x0, y0) = ``origin``; U, I, mod_2, Cases 1, 2.1, 2.2, 3 = ``yw.U, yw.I, yw.mod_2, yw.case1,
yw.case21, yw.case22, yw.case3``; C_d = ``yw.perimeter``; alpha, delta, L*gamma = ``alpha, delta, Lg``;
the algorithm of Table 2 = :func:`alltoall.checkers.broadcast.simulate` (timing readings
``TIMINGS``); an infinite mesh = ``yw.window(R)``. One module per section of the slides:
:mod:`.properties` (Properties of 2D meshes and tori), :mod:`.lower_bounds` (Theorem 1),
:mod:`.pattern` (Broadcast pattern, Theorem 2), :mod:`.loads` (Theorem 3, Corollaries 1, 2),
:mod:`.delay` (Delay analysis: Theorem 4, Corollary 3, contention), :mod:`.comparisons`.
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("yang-wang-2002")

from alltoall.proofs.claims.yang_wang_2002 import pictures  # noqa: E402,F401  (renderers register)
