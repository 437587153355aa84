"""Mutants of the multistage-network spec (liu-chen-chen-2007, massini-2003)."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

MS = "alltoall.spec.topologies.multistage"
SW = "alltoall.spec.switches"
LC = "alltoall.spec.algorithms.latin_configurations"
TP = "alltoall.spec.algorithms.two_phase"


def _identity_of(orig):
    from alltoall.spec.topologies import multistage as ms

    return lambda n, *rest: ms.DigitPermutation(tuple(range(n)))


def _identity_src(orig):
    return lambda *args, **kw: args[-1]  # the index map of the identity: new position i reads old i


mutant(
    "wiring-identity",
    "every named interstage wiring (shuffle, sub-unshuffle, exchange) is the identity",
    (MS, "shuffle", _identity_of),
    (MS, "sub_unshuffle", _identity_of),
    (MS, "exchange", _identity_of),
    (MS, "shuffle_src", _identity_src),  # omega, baseline and butterfly build their wirings from the index maps
    (MS, "sub_unshuffle_src", _identity_src),
    (MS, "exchange_src", _identity_src),
)


def _swap01(orig):
    from alltoall.spec.topologies import multistage as ms

    return lambda n: ms.exchange(n, 1 if n > 1 else 0)


def _swap01_src(orig):
    from alltoall.spec.topologies import multistage as ms

    def src(k, i, *, select=ms._pick):
        return select(i == 0, select(k > 1, 1, 0), select(i == 1, 0, i))

    return src


mutant(
    "wiring-swap",
    "omega's perfect shuffle is replaced by a swap of digits 0 and 1",
    (MS, "shuffle", _swap01),
    (MS, "shuffle_src", _swap01_src),
)


def _omega_late_reversed(orig):
    from alltoall.spec.topologies import multistage as ms

    def src(k, j, i, *, select=ms._pick):
        right = select(i == k - 1, 0, i + 1)  # rotate right: new i reads old i + 1
        same = orig(k, j, i, select=select)
        return select(k >= 100, select(j == 2, right, same), same)

    return src


mutant(
    "omega-late-reversed-shuffle",
    "from k = 100 on (past every bounded check), omega's wiring before stage 2 rotates the digits right, not left",
    (MS, "omega_src", _omega_late_reversed),
)


def _ignore_wirings(orig):
    from alltoall.spec.topologies import multistage as ms

    def build(family, d, N, wirings, label=""):
        s = len(wirings) - 1
        k = ms.MIN(family, d, N, (ms.LineTable(tuple(range(N))),) * 2).k
        return ms.MIN(family, d, N, tuple([ms.shuffle(k)] * s + [ms.DigitPermutation(tuple(range(k)))]), label)

    return build


mutant(
    "wiring-ignored",
    "the MIN builder ignores the wirings it is given and always wires an omega",
    (MS, "from_wirings", _ignore_wirings),
)

mutant(
    "digit-off-by-one",
    "stage j is driven by digit k-j (clamped) instead of k-1-j, so digit 0 is never used",
    (LC, "stage_digit", lambda orig: lambda j, k: min(k - j, k - 1)),
)
mutant(
    "xor-digits",
    "d-XOR computed as bitwise XOR (then mod d) instead of addition mod d",
    (SW, "d_xor", lambda orig: lambda a, b, d: (a ^ b) % d),
)
mutant(
    "d-xor-saturates",
    "d-XOR adds without wrapping, saturating at d - 1 (min(a + b, d - 1))",
    (SW, "d_xor", lambda orig: lambda a, b, d: min(a + b, d - 1)),
)
mutant(
    "shift-sign",
    "the k-shift state connects i_u to o_{u-k} instead of o_{u+k}",
    (SW, "shift_port", lambda orig: lambda u, k, d: (u - k) % d),
)
mutant(
    "rounds-off-by-one",
    "Theorem 6's round count is taken as N + log_d N - 2",
    (TP, "rounds_formula", lambda orig: lambda N, k: N + k - 2),
)
