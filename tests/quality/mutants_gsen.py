"""Mutants of the GSEN spec and Algorithms 1-4 (chou-chen-2010): plausible bugs every claim must catch."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

G = "alltoall.spec.topologies.gsen"
CC = "alltoall.spec.algorithms.chou_chen"


def _unshuffle(orig):
    # the shuffle rotated the wrong way: the inverse perfect shuffle t -> t // 2 + (t % 2) N / 2
    return lambda N, t: t // 2 + (t % 2) * (N // 2)


mutant(
    "gsen-shuffle-rotated",
    "the perfect shuffle rotated the wrong way (the inverse shuffle)",
    (G, "shuffle", _unshuffle),
)
mutant(
    "gsen-stages-floor",
    "n = floor(log2 N) instead of ceil(log2 N)",
    (G, "stages", lambda orig: lambda N: max(1, N.bit_length() - 1)),
)
mutant(
    "gsen-stages-plus-one",
    "one stage too many: n = ceil(log2 N) + 1",
    (G, "stages", lambda orig: lambda N: (N - 1).bit_length() + 1),
)
mutant(
    "gsen-tag-bit-lsb",
    "the control tag is read least significant bit first (stage s uses f_s)",
    (G, "tag_bit", lambda orig: lambda F, n, stage: (F >> stage) & 1),
)


def _swap_orders(orig):
    def config_bit(C, n, stage, order="msb-first"):
        return orig(C, n, stage, "lsb-first" if order == "msb-first" else "msb-first")

    return config_bit


mutant(
    "gsen-config-bit-lsb",
    "configuration numbers read with the other bit order (stage 0 = least significant bit)",
    (G, "config_bit", _swap_orders),
)


def _pattern(changes):
    def make(orig):
        def pattern(family, y):
            if family in changes:
                return changes[family](y)
            return orig(family, y)

        return pattern

    return make


mutant(
    "gsen-pattern-phase",
    "alternating stage control starts with a cross switch (a_l = 0 gives 1, 0, 1, 0, ...)",
    (G, "pattern", _pattern({"alternating": lambda y: (y + 1) % 2})),
)
mutant(
    "gsen-doubly-period",
    "doubly alternating stage control alternates single switches (period 2 instead of 4)",
    (G, "pattern", _pattern({"doubly": lambda y: y % 2})),
)
mutant(
    "gsen-quadruply-period",
    "quadruply alternating stage control alternates pairs (period 4 instead of 8)",
    (G, "pattern", _pattern({"quadruply": lambda y: (y // 2) % 2})),
)
mutant(
    "gsen-gray-shift",
    "A_k computed as k xor floor(k/4) (shift by two)",
    (G, "gray", lambda orig: lambda k: k ^ (k >> 2)),
)


def _dmatrix(orig):
    def destination_matrix(N):
        D = orig(N)
        return [[(row[0] + k) % N for k in range(N)] if i % 2 else row for i, row in enumerate(D)]

    return destination_matrix


mutant(
    "gsen-dmatrix-odd-sign",
    "Algorithm 2 steps odd rows forward (m + k) instead of backward (m - k)",
    (CC, "destination_matrix", _dmatrix),
)
mutant(
    "gsen-round-tag-odd",
    "odd processors use the tag 2^n - k instead of 2^n - 1 - k",
    (CC, "round_tag", lambda orig: lambda net, i, k: k if i % 2 == 0 else (net.tags - k) % net.tags),
)
mutant(
    "gsen-delay-bound-off",
    "Lemma 3.2's round count taken as N + n",
    (CC, "delay_lower_bound", lambda orig: lambda N: N + (N - 1).bit_length()),
)
mutant(
    "gsen-span-exclusive",
    "a printed span a ~ b read as a..b-1",
    (CC, "config_set", lambda orig: lambda spans: sorted({c for a, b in spans for c in range(a, b)})),
)
mutant(
    "gsen-shuffle-no-carry",
    "the perfect shuffle drops the carry term: pi(t) = 2t mod N (the garbled floor(2^i/N) read as 0)",
    (G, "shuffle", lambda orig: lambda N, t: (2 * t) % N),
)
mutant(
    "gsen-alternating-period",
    "alternating stage control alternates pairs of switches (period 4 instead of 2)",
    (G, "pattern", _pattern({"alternating": lambda y: (y // 2) % 2})),
)


def _neighbour_states(orig):
    # each switch takes the state set for its neighbour (switch y reads y xor 1): invisible to stage
    # control and to the doubly / quadruply patterns, visible to arbitrary per-switch states
    def realize(net, states):
        import numpy as np

        idx = np.arange(net.half) ^ 1
        idx[idx >= net.half] = net.half - 1
        return orig(net, np.asarray(states)[..., idx])

    return realize


mutant(
    "gsen-state-neighbour",
    "a configuration's switch y is driven by the state written for switch y xor 1",
    (G, "realize", _neighbour_states),
)


def _path_state_in(orig):
    # Path.state reads only the input port (forgets the output port): a path "needs" straight iff it enters on port 0
    def path(net, i, F):
        p = orig(net, i, F)
        return orig.__globals__["Path"](
            p.source, p.tag, p.terminals, p.switches, p.in_ports, tuple(0 for _ in p.out_ports)
        )

    return path


mutant(
    "gsen-path-state-in",
    "the state a path needs is read from its input port only (out ports dropped from P(i, F))",
    (G, "path", _path_state_in),
)


def _large_n_no_carry(orig):
    # the carry term floor(2t/N) kept only below N = 1026: 1 // (N // 1026 + 1) is 1 for N < 1026, 0 from there on
    # (plain arithmetic, so it runs on ints, arrays and symbolic naturals alike)
    return lambda N, t: (2 * t + ((2 * t) // N) * (1 // (N // 1026 + 1))) % N


mutant(
    "gsen-shuffle-large-N",
    "the perfect shuffle drops the carry term from N = 1026 on (every bounded check up to N = 1024 passes)",
    (G, "shuffle", _large_n_no_carry),
)


def _destination_odd_sign(orig):
    # Algorithm 2's entry for an odd i stepped forward, (m + k) mod N, as for an even i (m = ((i + 1) 2^n - 1) mod N)
    def destination(N, power, i, k):
        if i % 2 == 0:
            return orig(N, power, i, k)
        return (((i + 1) * power - 1) % N + k) % N

    return destination


mutant(
    "gsen-destination-odd-sign",
    "Algorithm 2's entry d_{i,k} for an odd i is (m + k) mod N instead of (m - k) mod N",
    (CC, "destination", _destination_odd_sign),
)
mutant(
    "gsen-gray-inverse-step-shift",
    "Theorem 4.2(iii)'s loop adds floor(A/2^(s+1)) at step s instead of floor(A/2^s)",
    (G, "gray_inverse_step", lambda orig: lambda F, A, s: F ^ (A >> (s + 1))),
)
