"""Yang and Wang's Latin-square all-to-all personalized exchange on banyan networks (yang-wang-2000).

Paper -> ours: n = 2**m processors; a port address ``p_{m-1} ... p_0`` = the bits of an int; sigma_i =
``settings[i]`` (True: phi_1, every switch of stage i crossed; False: I); tau_i = ``tau(i, x)``; phi_i =
``phi(i, x)``; Psi = :func:`psi`; "a_{i,j}" of ATAPE = ``square[i][j]`` (round i, processor j). The
bit functions run on ints, numpy arrays and solver terms alike.

Notes
-----
Readings of the garbled slides (each reproduces the slides' own examples):

* tau_i maps ``p_{m-1} .. p_{i+2} p_{i+1} p_i .. p_1 p_0`` to ``p_{m-1} .. p_{i+2} p_0 p_i .. p_1
  p_{i+1}``: it swaps bits 0 and i+1 (the slide's "bit 1 for bit i + 2" counts from 1). As a
  d-MIN (:func:`network`) it is the wiring ``multistage.exchange(m, i + 1)``; bit 0 is the port
  of a 2 x 2 switch, so sigma_i = phi_1 is every switch of stage i crossed (the 1-shift state).
* The banyan's permutation sigma_{m-1} tau_{m-2} sigma_{m-2} ... tau_0 sigma_0 applies sigma_0
  first. A printed setting such as "I phi_1 phi_1" lists sigma_0, sigma_1, sigma_2 left to right,
  and its printed string is rho(0) rho(1) ... rho(n-1).
* phi_i (1 <= i <= m) complements bit i-1.
* BuildLatinSquare's loop body is missing from the text; it is read as "row 0 is the list
  a_0..a_{n-1}; row i is phi_{k_i} applied to every entry of row i-1", which reproduces the
  printed 8 x 8 square and the Gray code of example (a).

Examples
--------
>>> [int(tau(0, x)) for x in range(8)]
[0, 2, 1, 3, 4, 6, 5, 7]
>>> realized(3, (False, False, False))
(0, 2, 4, 6, 1, 3, 5, 7)
>>> build_basic_list(3)
[1, 2, 1, 3, 1, 2, 1]

References
----------
yang-wang-2000 (slides of seed 000, second half): the banyan, phi_i, Psi, both constructions of the
Latin square, ATAPE.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.spec.algorithms import two_phase
from alltoall.spec.errors import require, require_int
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "Round",
    "TORUS_STEPS",
    "atape",
    "atape_delay",
    "banyan_ports_per_processor",
    "basic_list_step",
    "build_basic_list",
    "build_latin_square",
    "delay_lower_bound",
    "first_construction",
    "gray_sequence",
    "gray_settings",
    "hypercube_neighbor",
    "hypercube_neighbors",
    "latin_square",
    "network",
    "output_mask",
    "phi",
    "psi",
    "psi_counting_order",
    "realized",
    "round_settings",
    "route",
    "shifts",
    "stage",
    "tau",
    "tau_all",
    "tau_suffix",
    "torus_coord_neighbors",
    "torus_neighbors",
    "torus_step",
]


def tau(i: int, x: Any) -> Any:
    """The interstage permutation after stage i: swap bits 0 and i + 1 of x."""
    b0 = (x >> 0) & 1
    bj = (x >> (i + 1)) & 1
    diff = b0 ^ bj  # swapping two bits = flipping both when they differ
    return x ^ (diff | (diff << (i + 1)))


def phi(i: int, x: Any) -> Any:
    """The basic permutation phi_i (1 <= i <= m): complement bit i - 1."""
    return x ^ (1 << (i - 1))


def stage(setting: Any, x: Any) -> Any:
    """A stage permutation sigma: phi_1 (all switches crossed) when ``setting`` is 1, else I.
    Written as x XOR (phi_1(0) * setting) so that a symbolic 0/1 setting works too."""
    return x ^ (phi(1, 0) * setting)


def route(m: int, settings: Sequence[bool], x: Any) -> Any:
    """Where input x goes: sigma_0, tau_0, sigma_1, ..., tau_{m-2}, sigma_{m-1}.

    Returns the address after each stage (the links leaving stage k), the last one the output.
    Bit operations only, so it runs on solver terms; on ints it is ``multistage.trace`` of
    :func:`network` (claim yang-wang-2000/banyan-network checks that).
    """
    lines = []
    for k in range(m):
        x = stage(settings[k], x)
        lines.append(x)
        if k < m - 1:
            x = tau(k, x)
    return lines


def realized(m: int, settings: Sequence[bool]) -> tuple[int, ...]:
    """The permutation rho (as rho(0), ..., rho(n-1)) of the banyan under ``settings``."""
    require_int(m, "m", 1)
    require(len(settings) == m, "settings", f"one setting per stage ({m}), got {len(settings)}")
    out = route(m, settings, np.arange(2**m, dtype=np.int64))[-1]
    return tuple(int(v) for v in out)


def network(m: int) -> ms.MIN:
    """The banyan as a 2-MIN of the shared multistage model: no wiring before stage 0 or after
    stage m-1, ``ms.exchange(m, i + 1)`` (= tau_i) between stages i and i + 1."""
    require_int(m, "m", 1)
    taus = [ms.exchange(m, i + 1) for i in range(m - 1)]
    return ms.from_wirings(
        "YangWangBanyan", 2, 2**m, [ms.identity(m)] + taus + [ms.identity(m)], f"YangWangBanyan(m={m})"
    )


def shifts(m: int, settings: Sequence[bool]) -> np.ndarray:
    """``settings`` as the multistage model's shift configuration ``M[switch, stage]`` (1 = crossed)."""
    return np.tile(np.asarray(settings, dtype=np.int64), (2 ** (m - 1), 1))


def tau_all(m: int, x: Any) -> Any:
    """tau = tau_{m-2} ... tau_1 tau_0 (tau_0 first): the banyan with every stage set to I."""
    for k in range(m - 1):
        x = tau(k, x)
    return x


def tau_suffix(m: int, i: int, x: Any) -> Any:
    """tau_{m-2} tau_{m-3} ... tau_{m-i-1} applied to x (tau_{m-i-1} first), as in the proof sketch."""
    for k in range(m - i - 1, m - 1):
        x = tau(k, x)
    return x


def psi(m: int) -> list[int]:
    """Psi: the products phi_{i_1} ... phi_{i_k} (m >= i_1 > ... > i_k >= 1, k >= 1), each as the
    XOR mask it applies (a product of phi's complements the union of their bits)."""
    masks = []
    for subset in range(1, 2**m):
        x = 0
        for i in range(1, m + 1):
            if subset >> (i - 1) & 1:
                x = phi(i, x)
        masks.append(x)
    return masks


def psi_counting_order(m: int) -> list[int]:
    """Psi numbered rho_1..rho_{n-1} by the value of their mask (rho_r = XOR r): one natural
    reading of the slides' unspecified numbering."""
    return list(range(1, 2**m))


def first_construction(m: int, a: Sequence[int], order: Sequence[int] | None = None) -> np.ndarray:
    """Rows a, rho_1(a), ..., rho_{n-1}(a) with rho_r the XOR masks of Psi (in ``order``, default
    the order :func:`psi` lists them)."""
    row = np.asarray(_list(m, a), dtype=np.int64)
    rhos = np.asarray(psi(m) if order is None else list(order), dtype=np.int64).reshape(-1, 1)
    return np.vstack([row[None, :], row[None, :] ^ rhos])  # row r + 1: every entry of a XOR rho_r


def basic_list_step(k: Any, inner: Any) -> Any:
    """One step of BuildBasicList: BL(k) from ``inner`` = BL(k-1), as BL(k-1), k, BL(k-1).

    Only list concatenation, so it also runs on a symbolic list of symbolic length (the every-m proofs)."""
    return inner + [k] + inner


def build_basic_list(k: int) -> list[int]:
    """BuildBasicList(k): the indices of phi's, BL(k) = BL(k-1), k, BL(k-1); BL(1) = [1]."""
    require_int(k, "k", 1)
    if k == 1:
        return [1]
    return list(basic_list_step(k, build_basic_list(k - 1)))


def gray_sequence(m: int) -> list[int]:
    """Example (a): the basic list applied to the number 0, cumulatively."""
    seq = [0]
    for i in build_basic_list(m):
        seq.append(int(phi(i, seq[-1])))
    return seq


def build_latin_square(basic_list: Sequence[int], a: Sequence[int]) -> np.ndarray:
    """BuildLatinSquare: row 0 = a; row i = phi_{k_i} applied to every entry of row i - 1."""
    rows = [np.asarray(a, dtype=np.int64)]
    for k in basic_list:
        rows.append(phi(int(k), rows[-1]))
    return np.array(rows, dtype=np.int64)


def latin_square(m: int, a: Sequence[int]) -> np.ndarray:
    """Algorithm LatinSquare(a): BuildBasicList(m), then BuildLatinSquare."""
    return build_latin_square(build_basic_list(m), _list(m, a))


def output_mask(m: int, k: int) -> int:
    """The bit phi_1 at stage k flips at the output: the remaining interstage permutations
    tau_{m-2} ... tau_k carry bit 0 there (the proof sketch's commutation identity)."""
    return int(tau_suffix(m, m - 1 - k, 1))


def round_settings(m: int, g: Any) -> Any:
    """The settings that realize ``x -> tau(x) XOR g``: stage k set to phi_1 (1) when the word g has
    the bit that phi_1 at stage k flips at the output (:func:`output_mask`). Works on solver terms."""
    return [(g >> (output_mask(m, k).bit_length() - 1)) & 1 for k in range(m)]


def gray_settings(m: int) -> list[tuple[bool, ...]]:
    """Settings of round i: :func:`round_settings` of the i-th Gray code word."""
    return [tuple(bool(s) for s in round_settings(m, g)) for g in gray_sequence(m)]


@dataclass(frozen=True)
class Round:
    """Round i of ATAPE: the stage settings and, for each processor j, its destination."""

    index: int
    settings: tuple[bool, ...]
    destinations: tuple[int, ...]


def atape(m: int) -> list[Round]:
    """ATAPE with the admissible Latin square LatinSquare(tau(0), ..., tau(n-1)): round i sends,
    from every processor j, the message for square[i][j] through input j, the banyan set by
    :func:`gray_settings`."""
    n = 2**m
    square = latin_square(m, [int(tau_all(m, x)) for x in range(n)])
    return [Round(i, s, tuple(int(v) for v in square[i])) for i, s in enumerate(gray_settings(m))]


def atape_delay(n: Any, m: Any) -> Any:
    """Pipelined ATAPE: n messages enter each input one per time unit; each crosses m = log n
    stages; the last arrives at time n + log n - 1 (the pipeline of :func:`two_phase.pipeline`)."""
    return two_phase.rounds_formula(n, m)


def delay_lower_bound(n: Any, m: Any) -> Any:
    """Any schedule: a processor's n messages (one per time unit through its single input port)
    need n time units to enter, and the last one log n more stages: n + log n - 1."""
    return n + m - 1


def _list(m: int, a: Sequence[int]) -> list[int]:
    n = 2**m
    a = [int(v) for v in a]
    require(sorted(a) == list(range(n)), "a", f"the list must hold each of 0..{n - 1} once, got {a}")
    return a


# --- the comparison table (direct networks and the banyan) ------------------------------------


def hypercube_neighbor(x: Any, i: Any) -> Any:
    """The neighbour of node x across dimension i: x with bit i complemented (ints and bit strings alike)."""
    return x ^ (1 << i)


def hypercube_neighbors(m: int, x: int) -> list[int]:
    """The m neighbours of node x of the 2^m-node hypercube, dimension 0 first."""
    return [hypercube_neighbor(x, i) for i in range(m)]


TORUS_STEPS = (1, -1)


def torus_step(k: Any, c: Any, step: int) -> Any:
    """Coordinate c moved by ``step`` (+1 or -1) around a ring of k nodes (ints and solver terms alike)."""
    return (c + step) % k


def torus_coord_neighbors(k: Any, coords: Sequence[Any]) -> list[tuple[Any, ...]]:
    """The neighbours of the node with coordinates ``coords`` (each in 0..k-1) of the k-ary torus: one coordinate
    moved by :data:`TORUS_STEPS` around its ring, coordinate 0 first."""
    out = []
    for i in range(len(coords)):
        for step in TORUS_STEPS:
            c = list(coords)
            c[i] = torus_step(k, c[i], step)
            out.append(tuple(c))
    return out


def torus_neighbors(k: int, dims: int, x: int) -> list[int]:
    """A k-ary dims-dimensional torus (k >= 3): +-1 mod k in each coordinate, nodes numbered in base k
    (coordinate i = digit i of x)."""
    coords = [(x // k**i) % k for i in range(dims)]
    return [sum(v * k**j for j, v in enumerate(c)) for c in torus_coord_neighbors(k, coords)]


def banyan_ports_per_processor(m: int) -> int:
    """A processor drives one input and reads one output of the banyan (node degree 1)."""
    return 1
