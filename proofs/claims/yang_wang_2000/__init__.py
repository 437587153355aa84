"""Claims of yang-wang-2000 (seed 000, second half: lecture slides): basic permutations phi_i,
the set Psi, two Latin-square constructions, admissible permutations of the banyan network with
every stage set to phi_1 or I, the ATAPE schedule, its delay bound and the comparison table.

Paper -> ours: n = 2**m (m = log n); phi_i = ``yw.phi(i, .)``; tau_i = ``yw.tau(i, .)``; sigma_i =
``settings[i]``; "LatinSquare(List{...})" = ``yw.latin_square``; the Latin property is the shared
:func:`alltoall.checkers.properties.latin` (``yw`` = :mod:`alltoall.spec.algorithms.yang_wang`).

Modules, by part of the slides: ``network`` (network structure, basic permutations),
``first_construction``, ``second_construction`` (and the two constructions compared),
``admissible`` (generating admissible permutations, the 8 x 8 example), ``atape`` (the algorithm
and its delay), ``table`` (the comparison table).
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("yang-wang-2000")
