"""Massini's topology-independent sender, as liu-chen-chen-2007 (Sect. 1) reports massini-2003.

The schedule uses the N configurations M^x of Liu-Chen-Chen's phase 2, but the message a processor
sends in round x is fixed in advance by a rule of (s, x, N) alone: no pre-computation, no knowledge of
the topology or of the initial configuration. Each rule below is such a choice; the seed paper's
point is that none can be right.

References
----------
massini-2003, as reported in liu-chen-chen-2007, Sect. 1.
"""

from __future__ import annotations

from collections.abc import Callable

from alltoall.spec.errors import ParameterError

__all__ = ["RULES", "Rule", "intended", "rule"]

Rule = Callable[[int, int, int], int]

RULES: dict[str, Rule] = {
    "xor": lambda s, x, N: s ^ x,  # processor s addresses s XOR x (hypercube-style)
    "add": lambda s, x, N: (s + x) % N,
    "sub": lambda s, x, N: (s - x) % N,
    "rsub": lambda s, x, N: (x - s) % N,
    "round": lambda s, x, N: x,
}


def rule(name: str) -> Rule:
    if name not in RULES:
        raise ParameterError("rule", f"unknown sender rule {name!r}; expected one of {', '.join(RULES)}")
    return RULES[name]


def intended(name: str, s: int, x: int, N: int) -> int:
    """The processor that sender ``s`` writes its round-``x`` message for under rule ``name``."""
    return int(rule(name)(s, x, N))
