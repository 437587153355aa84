"""Massini's claim as liu-chen-chen-2007 (seed 001, Sect. 1 and 4) reports it, and its refutation.

massini-2003 claims an all-to-all personalized exchange algorithm for every N x N 2-MIN
(log_2 N stages) that is independent of the topology and needs no pre-computation: in round x
processor s sends a message chosen by a rule of (s, x, N) alone, and the network is set to M^x.
Paper -> ours: the rule = ``massini.intended(rule, s, x, N)`` (:mod:`alltoall.spec.algorithms.massini`);
M^x = ``latin_configurations.configurations(M0)[x]``; a 2-MIN = ``multistage.build(name, 2, k)``.
"""

from alltoall.proofs.registry import Paper

PAPER = Paper("massini-2003")
