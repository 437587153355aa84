"""N x N d-nary multistage interconnection networks (MINs), written once for every engine.

Model (liu-chen-chen-2007, Sect. 1-2): ``N`` lines (``N = d**k`` for the d-MINs); ``s`` stages of ``N/d``
switches of size d x d (a *d-MIN* has ``s = k = log_d N`` stages); ``s + 1`` wirings: before stage 0, between
consecutive stages, and after the last stage. A wiring is a permutation of the ``N`` lines. Line
``l`` enters switch ``l // d`` of the next stage at port ``l % d``: the switch index is digits
``1..n-1`` of ``l`` and the port is digit 0. Paper notation -> ours: "stage j" = ``j``, "ith
switch of stage j" = switch ``i`` of stage ``j``, m_{i,j} = ``M[i, j]``.

Omega, baseline and butterfly (and the reverse of each) share one builder, :func:`from_wirings`;
their wirings are *digit permutations* (Chang-Hwang-Tong bit-permutation networks), which the Z3
engine handles for any number of digits. General wirings (relabelled banyans, exhaustive search)
are line tables.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from alltoall.spec import switches
from alltoall.spec.errors import ParameterError, log_exact, require, require_int

__all__ = [
    "DigitPermutation",
    "LineTable",
    "MIN",
    "TOPOLOGIES",
    "Wiring",
    "baseline",
    "baseline_src",
    "benes",
    "build",
    "build_N",
    "butterfly",
    "butterfly_src",
    "exchange",
    "exchange_src",
    "from_data",
    "from_wirings",
    "identity",
    "is_banyan",
    "omega",
    "omega_src",
    "path_counts",
    "reach_after",
    "relabel",
    "reverse",
    "reverse_src",
    "route",
    "route_digits",
    "route_shift",
    "shift_tables",
    "shuffle",
    "shuffle_src",
    "sub_unshuffle",
    "sub_unshuffle_src",
    "to_data",
    "trace",
]


@dataclass(frozen=True)
class DigitPermutation:
    """Wiring that permutes digit positions: new digit ``i`` is old digit ``src[i]``."""

    src: tuple[int, ...]

    def on_digits(self, ds: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(ds[s] for s in self.src)

    def inverse(self) -> DigitPermutation:
        inv = [0] * len(self.src)
        for i, s in enumerate(self.src):
            inv[s] = i
        return DigitPermutation(tuple(inv))

    def then(self, other: DigitPermutation) -> DigitPermutation:
        """Apply ``self`` first, then ``other``."""
        return DigitPermutation(tuple(self.src[s] for s in other.src))

    def table(self, d: int) -> np.ndarray:
        n = len(self.src)
        lines = np.arange(d**n, dtype=np.int64)
        out = np.zeros_like(lines)
        for i, s in enumerate(self.src):
            out += ((lines // d**s) % d) * d**i
        return out


@dataclass(frozen=True)
class LineTable:
    """Wiring given as a table: line ``l`` goes to line ``table[l]``."""

    table_: tuple[int, ...]

    def table(self, d: int) -> np.ndarray:
        return np.asarray(self.table_, dtype=np.int64)

    def inverse(self) -> LineTable:
        inv = np.argsort(np.asarray(self.table_))
        return LineTable(tuple(int(v) for v in inv))


Wiring = DigitPermutation | LineTable


def identity(k: int) -> DigitPermutation:
    return DigitPermutation(tuple(range(k)))


def _pick(cond: Any, a: Any, b: Any) -> Any:
    """``a if cond else b``: the default ``select`` of the index maps below (a solver passes its if-then-else)."""
    return a if cond else b


# Index maps: the old digit position that new position ``i`` of a wiring reads (``DigitPermutation.src[i]``),
# written once for ints and for solver terms of a symbolic digit count ``k`` (``select`` is the if-then-else:
# Python's for ints, the solver's for terms). The builders below build their tuples from them, and the
# every-k proof of the recursive structure (liu-chen-chen-2007/thm2-recursive-structure-every-k) runs the
# same functions on symbolic k, stage j and position i.


def shuffle_src(k: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """``shuffle(k).src[i]``: new digit i is old digit ``(i - 1) mod k`` (0 <= i < k)."""
    return select(i == 0, k - 1, i - 1)


def sub_unshuffle_src(k: Any, m: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """``sub_unshuffle(k, m).src[i]``: the low m digits rotate right (new i < m - 1 reads i + 1, new m - 1
    reads 0), the higher ones stay."""
    return select(i < m - 1, i + 1, select(i == m - 1, 0, i))


def omega_src(k: Any, j: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """Wiring j (0 <= j <= k) of the k-stage omega at position i: the shuffle before every stage, then the
    identity."""
    return select(j < k, shuffle_src(k, i, select=select), i)


def baseline_src(k: Any, j: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """Wiring j (0 <= j <= k) of the k-stage baseline at position i: the identity before stage 0 and after the
    last, and after stage j - 1 < k - 1 the inverse shuffle of the low k - (j - 1) digits."""
    return select(j == 0, i, select(j == k, i, sub_unshuffle_src(k, k - j + 1, i, select=select)))


def exchange_src(k: Any, t: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """``exchange(k, t).src[i]``: digits 0 and t trade places, the others stay."""
    return select(i == 0, t, select(i == t, 0, i))


def butterfly_src(k: Any, j: Any, i: Any, *, select: Callable[[Any, Any, Any], Any] = _pick) -> Any:
    """Wiring j (0 <= j <= k) of the k-stage butterfly at position i, with beta_j = exchange of digit k - 1 - j:
    beta_0 before stage 0, beta_(j-1) then beta_j between stages j - 1 and j, beta_(k-1) (the identity) after
    the last."""
    between = exchange_src(k, k - j, exchange_src(k, k - 1 - j, i, select=select), select=select)
    return select(j == 0, exchange_src(k, k - 1, i, select=select), select(j == k, i, between))


def _where(cond: Any, a: Any, b: Any) -> Any:
    return np.where(cond, a, b)


def _from_src(k: int, src: Callable[..., Any]) -> DigitPermutation:
    """The wiring whose index map is ``src(i, select=...)``, evaluated on every position at once (numpy)."""
    idx = np.arange(k, dtype=np.int64)
    return DigitPermutation(tuple(np.broadcast_to(np.asarray(src(idx, select=_where), dtype=np.int64), (k,)).tolist()))


def shuffle(k: int) -> DigitPermutation:
    """The perfect d-shuffle: rotate digits left, ``a_{k-1} a_{k-2} .. a_0 -> a_{k-2} .. a_0 a_{k-1}``."""
    return _from_src(k, functools.partial(shuffle_src, k))


def sub_unshuffle(k: int, m: int) -> DigitPermutation:
    """Inverse shuffle of the low ``m`` digits (rotate them right); higher digits stay."""
    return _from_src(k, functools.partial(sub_unshuffle_src, k, m))


def exchange(k: int, t: int) -> DigitPermutation:
    """Swap digit 0 (the port digit) with digit ``t`` (the butterfly permutation beta_t)."""
    require(0 <= t < k, "t", f"digit {t} is not one of the {k} digits")
    return _from_src(k, functools.partial(exchange_src, k, t))


@dataclass(frozen=True)
class MIN:
    """A multistage network: ``N`` lines of ``d``-ary switches and ``stages + 1`` wirings.

    ``N`` is the primary size, so networks whose N is not a power of d fit (the GSEN of
    chou-chen-2007 has any even N). When ``N = d**k`` the digit count is ``k`` and digit-permutation
    wirings (omega, baseline, butterfly) make the network usable by the symbolic engines.
    """

    family: str
    d: int
    N: int
    wirings: tuple[Wiring, ...]
    label: str = ""

    def __post_init__(self) -> None:
        require_int(self.d, "d", 2)
        require_int(self.N, "N", 2)
        require(self.N % self.d == 0, "N", f"{self.N} lines do not fill switches of size d={self.d}")
        require(len(self.wirings) >= 2, "wirings", "a MIN needs at least one stage (two wirings)")
        for w in self.wirings:
            if isinstance(w, DigitPermutation):
                k = self.k
                require(
                    k is not None and sorted(w.src) == list(range(k)),
                    "wirings",
                    f"{w} is not a digit permutation of log_d N digits",
                )
            else:
                require(
                    sorted(w.table_) == list(range(self.N)), "wirings", "a line table must be a permutation of range(N)"
                )

    @property
    def k(self) -> int | None:
        """The number of base-d digits of a line, ``log_d N``, or None when N is not a power of d."""
        k, m = 0, 1
        while m < self.N:
            m *= self.d
            k += 1
        return k if m == self.N else None

    @property
    def stages(self) -> int:
        return len(self.wirings) - 1

    @property
    def switches(self) -> int:
        """Switches per stage, ``N/d``."""
        return self.N // self.d

    @property
    def digit_form(self) -> bool:
        """True when every wiring is a digit permutation (symbolic engines scale to any k)."""
        return all(isinstance(w, DigitPermutation) for w in self.wirings)

    def __str__(self) -> str:
        if self.label:
            return self.label
        return (
            f"{self.family}(d={self.d}, k={self.k})" if self.k is not None else f"{self.family}(d={self.d}, N={self.N})"
        )

    def tables(self) -> tuple[np.ndarray, ...]:
        return _tables(self)

    def channels(self) -> tuple[tuple[int, int], ...]:
        """Directed resources (the topology protocol): line ``l`` at boundary ``b`` (before stage b;
        b = stages is after the last) as ``(b, l)``; its id is ``b * N + l``."""
        return tuple((b, l) for b in range(self.stages + 1) for l in range(self.N))


@functools.lru_cache(maxsize=256)
def _tables(net: MIN) -> tuple[np.ndarray, ...]:
    out = []
    for w in net.wirings:
        t = w.table(net.d)
        t.setflags(write=False)
        out.append(t)
    return tuple(out)


def from_wirings(family: str, d: int, N: int, wirings: Sequence[Wiring], label: str = "") -> MIN:
    """The one builder every topology goes through (``N`` lines, ``len(wirings) - 1`` stages)."""
    return MIN(family, d, N, tuple(wirings), label)


def omega(d: int, k: int) -> MIN:
    """Omega (shuffle-exchange) d-MIN: a perfect d-shuffle before each of the k stages (:func:`omega_src`)."""
    return from_wirings("Omega", d, d**k, [_from_src(k, functools.partial(omega_src, k, j)) for j in range(k + 1)])


def baseline(d: int, k: int) -> MIN:
    """Baseline d-MIN: after stage j < k-1, the inverse shuffle of the low k - j digits (:func:`baseline_src`)."""
    return from_wirings(
        "Baseline", d, d**k, [_from_src(k, functools.partial(baseline_src, k, j)) for j in range(k + 1)]
    )


def butterfly(d: int, k: int) -> MIN:
    """Butterfly (indirect cube) d-MIN: stage j exchanges digit k-1-j (most significant first)
    (:func:`butterfly_src`)."""
    return from_wirings(
        "Butterfly", d, d**k, [_from_src(k, functools.partial(butterfly_src, k, j)) for j in range(k + 1)]
    )


def reverse(net: MIN) -> MIN:
    """The mirror image: stages in reverse order, every wiring inverted."""
    return from_wirings("Reverse" + net.family, net.d, net.N, [w.inverse() for w in reversed(net.wirings)])


def reverse_src(
    src: Callable[..., Any],
    k: Any,
    j: Any,
    i: Any,
    *,
    invert: Callable[[Callable[..., Any], Any, Any, Any], Any],
    select: Callable[[Any, Any, Any], Any] = _pick,
) -> Any:
    """Wiring j of the mirror image of the k-stage network with index map ``src``, at position i: the inverse
    of its wiring k - j (what :func:`reverse` does to the tuples). ``invert(src, k, jj, i)`` is the position t
    with ``src(k, jj, t) == i``: a table look-up for ints (:func:`_mirror`), an uninterpreted inverse
    constrained by that equation for solver terms (``select`` is not used: the inverse needs no case)."""
    return invert(src, k, k - j, i)


def _mirror(family: str, src: Callable[..., Any], d: int, k: int) -> MIN:
    """The named reverse networks, built through :func:`reverse_src` (the same wirings as ``reverse``)."""
    tables: dict[int, np.ndarray] = {}

    def invert(f: Callable[..., Any], kk: int, jj: int, i: Any) -> Any:
        if jj not in tables:
            tables[jj] = np.asarray(_from_src(kk, functools.partial(f, kk, jj)).inverse().src, dtype=np.int64)
        return tables[jj][i]

    wirings = [_from_src(k, functools.partial(reverse_src, src, k, j, invert=invert)) for j in range(k + 1)]
    return from_wirings("Reverse" + family, d, d**k, wirings)


def benes(k: int) -> MIN:
    """The 2**k x 2**k Benes network (chau-fu-2003 Figure 4): a baseline, then a reverse baseline
    sharing the centre stage; 2k - 1 stages of 2 x 2 switches, N/2 paths between every pair.

    >>> net = benes(3); net.stages, net.switches, str(net)
    (5, 4, 'Benes(d=2, k=3)')
    """
    require_int(k, "k", 1)
    fwd = [identity(k)] + [sub_unshuffle(k, k - j) for j in range(k - 1)]
    back = [sub_unshuffle(k, j + 2).inverse() for j in range(k - 1)]  # the reverse baseline's interstage wirings
    return from_wirings("Benes", 2, 2**k, fwd + back + [identity(k)])


TOPOLOGIES: dict[str, Callable[[int, int], MIN]] = {
    "omega": omega,
    "baseline": baseline,
    "butterfly": butterfly,
    "reverse-omega": lambda d, k: _mirror("Omega", omega_src, d, k),
    "reverse-baseline": lambda d, k: _mirror("Baseline", baseline_src, d, k),
    "reverse-butterfly": lambda d, k: _mirror("Butterfly", butterfly_src, d, k),
}


def build(topology: str, d: int, k: int) -> MIN:
    """Build a named d-MIN with ``N = d**k``; unknown names raise :class:`ParameterError`."""
    if topology not in TOPOLOGIES:
        raise ParameterError("topology", f"unknown topology {topology!r}; expected one of {', '.join(TOPOLOGIES)}")
    require_int(d, "d", 2)
    require_int(k, "k", 1)
    return TOPOLOGIES[topology](d, k)


def build_N(topology: str, d: int, N: int) -> MIN:
    """Build a named d-MIN from ``N``, which must be a power of ``d``."""
    return build(topology, d, log_exact(N, d, "N"))


def relabel(
    net: MIN,
    switch_perms: Any,
    in_port_perms: Any,
    out_port_perms: Any,
    input_perm: Any,
    output_perm: Any,
    label: str = "",
) -> MIN:
    """An isomorphic copy of ``net``: switches and ports renumbered stage by stage.

    ``switch_perms[j]`` renumbers the switches of stage j; ``in_port_perms[j][i]`` and
    ``out_port_perms[j][i]`` renumber the ports of switch i of stage j; ``input_perm`` and
    ``output_perm`` renumber the terminals. Paths map to paths, so a banyan stays banyan.
    """
    d, N, s = net.d, net.N, net.stages
    idx = np.arange(N)

    def side(j: Any, ports: Any) -> Any:
        sw, p = idx // d, idx % d
        return np.asarray(switch_perms[j])[sw] * d + np.asarray(ports[j])[sw, p]

    lam_in = [side(j, in_port_perms) for j in range(s)]
    lam_out = [side(j, out_port_perms) for j in range(s)]
    tables = net.tables()
    new = []
    for j in range(s + 1):
        before = np.argsort(np.asarray(input_perm)) if j == 0 else np.argsort(lam_out[j - 1])
        after = np.asarray(output_perm) if j == s else lam_in[j]
        new.append(LineTable(tuple(int(v) for v in after[tables[j][before]])))
    return from_wirings("Relabelled" + net.family, d, net.N, new, label or f"Relabelled({net})")


# --- routing -----------------------------------------------------------------------------


def shift_tables(M: np.ndarray, d: int) -> np.ndarray:
    """Switch-state tables ``T[..., j, i, u]`` of a shift configuration ``M[..., i, j]``."""
    M = np.asarray(M, dtype=np.int64)
    u = np.arange(d, dtype=np.int64)
    return np.asarray(switches.shift_port(np.swapaxes(M, -1, -2)[..., None], u, d))


def route(net: MIN, states: np.ndarray) -> np.ndarray:
    """Outputs reached by every input: ``route(net, T)[..., s]``.

    ``states[..., j, i, u]`` is the output port that input port ``u`` of switch ``i`` of stage
    ``j`` is connected to; leading axes batch several configurations.
    """
    states = np.asarray(states, dtype=np.int64)
    d, N = net.d, net.N
    batch = states.shape[:-3]
    tables = net.tables()
    lines = np.broadcast_to(np.arange(N, dtype=np.int64), batch + (N,))
    for j in range(net.stages):
        lines = tables[j][lines]
        flat = states[..., j, :, :].reshape(batch + (N,))
        lines = (lines // d) * d + np.take_along_axis(flat, lines, axis=-1)
    return tables[net.stages][lines]


def route_shift(net: MIN, M: np.ndarray) -> np.ndarray:
    """:func:`route` for shift configurations ``M[..., i, j]`` (the paper's matrices)."""
    return route(net, shift_tables(M, net.d))


def trace(net: MIN, states: np.ndarray) -> np.ndarray:
    """Line occupied by each input's signal at every stage: array (stages, 2, N).

    ``[j, 0, s]`` is the line entering stage j, ``[j, 1, s]`` the line leaving it.
    """
    states = np.asarray(states, dtype=np.int64)
    d, N = net.d, net.N
    tables = net.tables()
    lines = np.arange(N, dtype=np.int64)
    out = np.zeros((net.stages, 2, N), dtype=np.int64)
    for j in range(net.stages):
        lines = tables[j][lines]
        out[j, 0] = lines
        lines = (lines // d) * d + states[j].reshape(N)[lines]
        out[j, 1] = lines
    return out


def route_digits(
    net: MIN, ds: Sequence[Any], port: Callable[[int, tuple[Any, ...], object], object]
) -> tuple[Any, ...]:
    """Route one signal given as a digit tuple through a digit-form MIN.

    ``port(j, switch_digits, in_port)`` returns the output port at stage ``j``; the terms may
    be ints or solver terms. Used by symbolic engines; equals :func:`route` on every input.
    """
    require(net.digit_form, "topology", f"{net} has table wirings; route_digits needs digit permutations")
    ds = tuple(ds)
    wirings = cast(tuple[DigitPermutation, ...], tuple(net.wirings))  # digit_form, required above
    for j in range(net.stages):
        ds = wirings[j].on_digits(ds)
        ds = (port(j, ds[1:], ds[0]),) + ds[1:]
    return wirings[net.stages].on_digits(ds)


# --- structure -----------------------------------------------------------------------------


def path_counts(net: MIN) -> np.ndarray:
    """``C[s, t]`` = number of paths from input s to output t (switches as full crossbars).

    Counted per switch, transposed: ``E[i, s]`` = paths from input s into switch i of the current stage
    (each of its d output lines carries that many); line m entering the next stage comes from line
    ``argsort(wiring)[m]``, so a switch's count is the sum of its d feeding switches' rows (whole rows
    gathered, no N x N repeat). Every count is at most ``d**stages`` (an input's paths fan out d-fold per
    stage), so the sums run in the narrowest integer type that holds it, in Python integers beyond int64;
    the result is int64, and a network with a count beyond it is refused.
    """
    d, N = net.d, net.N
    S = N // d
    tables = net.tables()
    top = d**net.stages
    dtype: Any = np.int8 if top <= 127 else np.int16 if top <= 32767 else np.int32 if top < 2**31 else np.int64
    if top >= 2**63:
        dtype = object  # exact sums; int64 would wrap around
    E = np.zeros((S, N), dtype=dtype)
    E[tables[0] // d, np.arange(N)] = 1  # input s enters switch tables[0][s] // d of stage 0
    for j in range(1, net.stages):
        feed = np.argsort(tables[j]) // d  # the stage-(j-1) switch behind each line entering stage j
        nxt = E[feed[0::d]]
        for p in range(1, d):
            nxt += E[feed[p::d]]
        E = nxt
    CT = E[np.argsort(tables[net.stages]) // d]  # CT[t, s]: output t is fed by one line of the last stage
    require(int(CT.max()) < 2**63, "network", f"{net} has more than 2**63 - 1 paths between an input and an output")
    return np.array(CT.T, dtype=np.int64, order="C")


def is_banyan(net: MIN) -> bool:
    """Exactly one path between every input and every output."""
    return bool((path_counts(net) == 1).all())


def reach_after(net: MIN) -> list[np.ndarray]:
    """``R[j][l, t]``: output t is reachable from line l leaving stage j (boolean, N x N)."""
    d, N = net.d, net.N
    tables = net.tables()
    R: list[Any] = [None] * net.stages
    cur = np.zeros((N, N), dtype=bool)
    cur[np.arange(N), tables[net.stages]] = True
    for j in range(net.stages - 1, -1, -1):
        R[j] = cur
        entering = cur.reshape(N // d, d, N).any(axis=1)  # switch of stage j -> outputs
        cur = np.repeat(entering, d, axis=0)[tables[j]]  # line leaving stage j-1 enters via wiring j
    return R


# --- plain-data form (witness files) ---------------------------------------------------------


def to_data(net: MIN) -> dict[str, Any]:
    """Plain JSON-able description; named topologies by name, others by their line tables."""
    for key, builder in TOPOLOGIES.items():
        if net.k is not None and net.stages == net.k and builder(net.d, net.k) == net:
            return {"topology": key, "d": net.d, "k": net.k}
    return {"name": str(net), "d": net.d, "N": net.N, "wirings": [[int(v) for v in t] for t in net.tables()]}


def from_data(data: dict[str, Any]) -> MIN:
    """Inverse of :func:`to_data`; malformed data raises :class:`ParameterError`."""
    if not isinstance(data, dict):
        raise ParameterError("network", "expected an object")
    try:
        d = int(data["d"])
        N = int(data["N"]) if "N" in data else d ** int(data["k"])
    except (KeyError, TypeError, ValueError, OverflowError):
        raise ParameterError("network", "needs integer fields 'd' and 'k' (or 'N')") from None
    if "topology" in data:
        try:
            k = int(data["k"])
        except (KeyError, TypeError, ValueError, OverflowError):
            raise ParameterError("network", "a named topology needs the integer field 'k'") from None
        return build(str(data["topology"]), d, k)
    wirings = data.get("wirings")
    if not isinstance(wirings, list) or len(wirings) < 2:
        raise ParameterError("network", "needs 'topology' or a list of at least two 'wirings'")
    return from_wirings(
        "Custom", d, N, [LineTable(tuple(int(v) for v in w)) for w in wirings], str(data.get("name", ""))
    )
