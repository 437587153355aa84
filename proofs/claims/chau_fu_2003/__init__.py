"""Claims of chau-fu-2003 (seed 002): the crosstalk-free optical MIN with log n + 1 stages, its
one-pass cyclic shifts (Theorem 1), the (n - 1)-pass exchange (Theorems 2, 3), the routing rule,
and the comparisons with banyan, Benes and two-banyan schemes (Sects. II, III, V, Summary).

Paper -> ours: "new n by n MIN" = ``optical.OpticalMIN(N)``, "n" = ``N = 2**k``, "log n" = ``k``;
"the ith switch in stage k" = switch i of stage j; "8 by 8 banyan" = a named 8 x 8 MIN of
:mod:`alltoall.spec.topologies.multistage` (each reading gets its own claim); "Benes network" =
``multistage.benes(k)``; crosstalk = :func:`alltoall.checkers.properties.crosstalk_free`.

Modules, by section: ``sect4_theorems`` (Theorems 1-3, the routing rule), ``counts`` (switch,
stage and pass counts of Sects. III-V and the Summary), ``sect2_one_pass`` (Sect. II and the
abstract: one pass, switch optimality), ``figures`` (Figures 2 and 3), ``sect3_schemes`` (the
semi-permutation schemes of Sects. III and V).
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("chau-fu-2003")
