"""The recursive structure of digit-permutation MINs: a (k+1)-stage network as one stage plus d copies
of a k-stage network.

Two patterns, read off the spec's wirings: ``"first"`` (omega, baseline, butterfly, reverse omega and
baseline: stage 0, then d copies indexed by its output port, whose digit only selects the copy) and
``"last"`` (reverse butterfly from k = 3 on: d copies indexed by one input digit, then the last stage).
Paper -> ours: "a (k+1)-stage banyan is one stage plus d k-stage banyans" =
``split(build(t, d, k + 1), build(t, d, k))`` is not None.

>>> from alltoall.spec.topologies import multistage as ms
>>> split(ms.omega(2, 4), ms.omega(2, 3)).pattern
'first'
>>> rb = ms.TOPOLOGIES["reverse-butterfly"]
>>> split(rb(2, 4), rb(2, 3)).pattern
'last'

References
----------
liu-chen-chen-2007, Theorem 2 (its proof's recursion) and the banyan recursion of Sect. 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from alltoall.spec.errors import require
from alltoall.spec.topologies import multistage as ms

__all__ = ["Split", "destination", "split", "split_first", "split_last", "without"]


@dataclass(frozen=True)
class Split:
    """How a (k+1)-stage network splits: ``pattern``, the passenger's input digit position (``last``)
    and its position before each stage it rides through (``track``)."""

    pattern: str
    passenger: int
    track: tuple[int, ...]


def destination(w: ms.DigitPermutation, pos: int) -> int:
    """Where the digit at position ``pos`` lands under wiring ``w`` (``w.src[new] = old``)."""
    return w.src.index(pos)


def without(w: ms.DigitPermutation, old: int, new: int) -> ms.DigitPermutation:
    """``w`` with the digit moving ``old -> new`` removed and the other positions renumbered in order."""
    require(w.src[new] == old, "wiring", f"{w} does not move position {old} to {new}")
    src = tuple(s - (s > old) for t, s in enumerate(w.src) if t != new)
    return ms.DigitPermutation(src)


def _interior_matches(induced: list[ms.DigitPermutation], small: ms.MIN) -> bool:
    return tuple(induced) == tuple(small.wirings[1:-1])


def _digit_wiring(net: ms.MIN, j: int) -> ms.DigitPermutation:
    """Wiring ``j`` of a digit-permutation network (:func:`split` refuses any other)."""
    w = net.wirings[j]
    require(isinstance(w, ms.DigitPermutation), "network", "split needs digit-permutation wirings")
    return cast(ms.DigitPermutation, w)


def split_last(big: ms.MIN, small: ms.MIN) -> Split | None:
    """The ``last`` pattern: some input digit rides through stages 0..k-1 and is the last stage's port."""
    K = big.stages
    for p in range(K):
        track, pos, induced, ok = [], p, [], True
        for j in range(K):
            new = destination(_digit_wiring(big, j), pos)
            if j > 0:
                induced.append(without(_digit_wiring(big, j), pos, new))
            pos = new
            track.append(pos)
            if (pos == 0) != (j == K - 1):
                ok = False
                break
        if ok and _interior_matches(induced[: K - 2], small):
            return Split("last", p, tuple(track))
    return None


def split_first(big: ms.MIN, small: ms.MIN) -> Split | None:
    """The ``first`` pattern: the digit stage 0 writes (position 0) is never a port again."""
    K = big.stages
    pos, track, induced = 0, [], []
    for j in range(1, K):
        new = destination(_digit_wiring(big, j), pos)
        if j > 1:
            induced.append(without(_digit_wiring(big, j), pos, new))
        pos = new
        track.append(pos)
        if pos == 0:
            return None
    return Split("first", 0, tuple(track)) if _interior_matches(induced, small) else None


def split(big: ms.MIN, small: ms.MIN) -> Split | None:
    """The first pattern (``first``, then ``last``) under which ``big`` is one stage plus d copies of
    ``small``, or None. Both must be digit-form d-MINs with ``big.stages == small.stages + 1``."""
    require(big.digit_form and small.digit_form, "network", "split needs digit-permutation wirings")
    require(
        big.d == small.d and big.stages == small.stages + 1 and big.stages == big.k and small.stages == small.k,
        "network",
        f"{big} is not one stage larger than {small}",
    )
    if big.stages < 2:
        return None
    return split_first(big, small) or split_last(big, small)
