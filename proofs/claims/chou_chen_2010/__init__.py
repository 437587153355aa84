"""Claims of chou-chen-2010 (seed 004): all-to-all personalized exchange in generalized
shuffle-exchange networks (GSEN), R(N) and R_sc(N), alternating stage control, Fig. 14.

Paper -> ours: "N x N GSEN" = ``gsen.GSEN(N)``, n = ``net.n`` = ceil(log2 N); "stage n-1-l" is
driven by bit ``l`` of a tag or configuration number (most significant bit = stage 0,
``gsen.tag_bit``, ``gsen.config_bit``); P(i, F) = ``gsen.path(net, i, F)``, B(i, F) =
``path(...).backward``; C / A / A' / A'' = ``gsen.family_states(net, "sc" | "alternating" |
"doubly" | "quadruply", number)``; A_k = ``gsen.gray(k)``; D = ``chou_chen.destination_matrix(N)``;
R(N), R_sc(N) = least number of configurations (any per-switch states / stage control) whose
permutations deliver all N^2 pairs: bounds and certificates in :mod:`alltoall.checkers.rn`.

Modules follow the paper: :mod:`.sec1` (hardware cost), :mod:`.sec2` (preliminaries, Fig. 4),
:mod:`.sec3` (Lemmas 3.1-3.7, Theorem 3.8), :mod:`.sec4` (alternating stage control, Algorithms
1-4), :mod:`.sec5` (N = 0 mod 4, Theorems 5.4 and 5.5), :mod:`.sec6` (computer-aided sets),
:mod:`.fig14` (one claim per table cell).

A refuted claim isolates one false part: when a check finds the rest of the statement failing too
(under a broken spec), it answers ``unknown`` rather than blame the part it is about.
"""

from typing import Any

from alltoall.checkers.gsen import listing
from alltoall.proofs.domain import rule
from alltoall.proofs.registry import Paper

PAPER = Paper("chou-chen-2010")


def listed(test: Any, text: str) -> Any:
    """A domain rule on a ``gsen-cover-missing`` point: ``test(N, configurations)`` says whether the
    listed configurations are the ones the claim is about (a printed set, A_0..A_{N-1}, ...)."""
    return rule(lambda params, data, sizes: bool(test(params["N"], data["configurations"])), text)


def listed_exactly(family: str, numbers: Any, order: str | None, text: str) -> Any:
    """The configurations are exactly ``numbers`` of ``family`` (read ``order``), in that order."""
    want = listing(family, numbers, order)
    return listed(lambda N, configs: configs == want, text)
