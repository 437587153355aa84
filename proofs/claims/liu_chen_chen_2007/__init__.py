"""Claims of liu-chen-chen-2007 (seed 001): d-nary banyan MINs, the Latin squares M^0..M^{N-1},
and the two-phase all-to-all personalized exchange algorithm.

Paper -> ours: N = d**k; "N x N d-MIN" = a (log_d N)-stage MIN of N/d d x d switches per stage
(:mod:`alltoall.spec.topologies.multistage`); m^x_{i,j} = ``configurations(M0)[x][i, j]``
(:mod:`alltoall.spec.algorithms.latin_configurations`); x (+)_d y = ``switches.d_xor(x, y, d)``;
matrix A = ``brute.latin_matrix``; the two phases and the pipeline =
:mod:`alltoall.spec.algorithms.two_phase`.

Modules, one per part of the paper: :mod:`.sect1_banyan` (banyan MINs and their stage count),
:mod:`.sect2_configurations` (switch states, configurations, Fig. 2 and 5, the d-XOR),
:mod:`.sect3_latin` (Lemma 1, Theorem 2, Corollaries 3 and 4), :mod:`.matrix_a` (the printed
matrix A), :mod:`.two_phase_algorithm` (the algorithm, Lemma 5, Theorem 6).
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("liu-chen-chen-2007")
