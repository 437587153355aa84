"""Claims of liu-gu-2006: optimal complete exchange on all-port rings (AR) and 2D tori (AT2).

Liu Gang, Gu Nai-jie, Bi Kun, Tu Kun, Dong Wan-li, *Optimal all-to-all personalized communication
in all-port tori* (manuscript received 14 Nov 2005), seed ``003_1394c09834b680e1.txt``.

Notation, paper -> ours: ``P_i`` (ring) = node ``i`` of ``grid.ring(p)``; ``P(x, y)`` = node
``x * c + y`` of ``grid.torus(r, c)``; ``M^s_d`` = message ``(s, d)``; one "message" of size m =
one unit; ``m t_w`` = the transmission cost unit (sum over steps of the largest bundle on a
channel), ``t_s`` = one step, ``m rho`` = one message rearranged; ``N_1 >= ... >= N_k`` = the sides
of the torus; ``G_ij`` = the nodes with ``x mod 2 = i, y mod 2 = j``; Bottom/Lower port = +1 in
dimension 0 (rows), Right = +1 in dimension 1 (columns).

Modules, one per section: :mod:`.sec2_model` (Lemma 1), :mod:`.sec3_ring` (AR, Lemma 2),
:mod:`.sec4_torus` (AT2: Table I, no contention, shortest paths, full utilization),
:mod:`.sec4_costs` (Lemmas 3-4, the complexity analysis, sizes), :mod:`.sec5_comparison`
(Table II and the comparison of Sect. V); :mod:`.pictures` holds the SVG renderers.
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("liu-gu-2006")
