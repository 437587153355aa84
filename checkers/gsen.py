"""Brute-force semantics and replayers for the GSEN claims of chou-chen-2010; imports no solver.

Everything here re-derives behaviour from :mod:`alltoall.spec.topologies.gsen` (paths one tag at a
time, configurations realized switch by switch) and looks spec functions up through their modules
at call time, so a seeded mutant of the spec reaches every check.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.replay import replayer
from alltoall.checkers.rn import certificate as cert
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import gsen

REPLAY_MAX_N = 260


@dataclass(frozen=True)
class Delivery:
    round: int
    sender: int
    intended: int
    output: int


def even_range(lo: int, hi: int, residue: int | None = None, mod: int = 4) -> list[int]:
    """Even N in lo..hi, optionally with ``N % mod == residue``."""
    return [N for N in range(lo + lo % 2, hi + 1, 2) if residue is None or N % mod == residue]


def unique_tag_range(net: gsen.GSEN) -> list[int]:
    """Tags F whose paths P(i, F) are unique for every input i, by enumeration of all paths."""
    d, _ = gsen.tag_table(net)
    counts = np.zeros((net.N, net.N), dtype=np.int64)
    np.add.at(counts, (np.repeat(np.arange(net.N), net.tags), d.reshape(-1)), 1)
    return [F for F in range(net.tags) if all(counts[i, d[i, F]] == 1 for i in range(net.N))]


def run_rounds(net: gsen.GSEN, rounds: list) -> tuple[list[Delivery], str | None]:
    """Send every round's messages through the GSEN set to the round's alternating configuration.

    Returns the deliveries and the first inconsistency: a message whose tag asks for a path the
    configuration does not set up (two messages cannot share a switch port).
    """
    out: list[Delivery] = []
    for r in rounds:
        S = gsen.family_states(net, "alternating", r.config)
        perm = gsen.realize(net, S)
        for m in r.messages:
            p = gsen.path(net, m.sender, m.tag)
            if any(S[s, p.switches[s]] != p.state(s) for s in range(net.n)):
                return out, f"round {r.k}: processor {m.sender}'s tag {m.tag} asks for a path configuration A = {r.config} does not set up"
            if p.dest != perm[m.sender]:
                return out, f"round {r.k}: tag path of {m.sender} ends at {p.dest}, the configuration sends it to {perm[m.sender]}"
            out.append(Delivery(r.k, m.sender, m.intended, p.dest))
    return out, None


def personalized_violation(N: int, rounds: list) -> str | None:
    """None when ``rounds`` deliver every personalized message exactly once, at its intended receiver."""
    net = gsen.GSEN(N)
    dv, err = run_rounds(net, rounds)
    if err:
        return err
    v = props.delivers_every_message(dv, N)
    return v.message if v else None


def broadcast_violation(N: int, rounds: list) -> str | None:
    """None when every processor receives every other processor's broadcast message exactly once."""
    net = gsen.GSEN(N)
    dv, err = run_rounds(net, rounds)
    if err:
        return err
    v = props.delivers_every_message([Delivery(d.round, d.sender, d.output, d.output) for d in dv], N)
    return v.message if v else None


def family_cover_missing(N: int, family: str, numbers, order: str = "msb-first") -> list[tuple[int, int]]:
    net = gsen.GSEN(N)
    return cert.missing_pairs(net, [{"family": family, "number": int(C), "order": order} for C in numbers])


def property_star_violation(net: gsen.GSEN, A: int) -> str | None:
    """Property (*) at every stage of alternating configuration A: with a_l = 0 even->even via port 0
    and odd->odd via port 1; with a_l = 1 even->odd via port 1 and odd->even via port 0."""
    S = gsen.family_states(net, "alternating", A)
    for s in range(net.n):
        a = int(gsen.config_bit(A, net.n, s))
        for t in range(net.N):
            p = gsen.shuffle(net.N, t)
            y, b = p // 2, p % 2
            o = b ^ int(S[s, y])
            want = (t % 2) ^ a
            if o != want:
                return f"A = {A}, stage {s}: input terminal {t} leaves on port {o} (terminal {2 * y + o}), Property (*) says port {want}"
    return None


def spans(spans_: list) -> list[int]:
    out: list[int] = []
    for a, b in spans_:
        out += list(range(int(a), int(b) + 1))
    return out


# --- replayers -------------------------------------------------------------------------------


def _net(params: dict) -> gsen.GSEN:
    N = require_int(params.get("N"), "N", 2)
    if N > REPLAY_MAX_N:
        raise ParameterError("N", f"replay handles N <= {REPLAY_MAX_N}, got {N}")
    return gsen.GSEN(N)


@replayer("gsen-cover-missing")
def _replay_cover_missing(params: dict, data: dict) -> tuple[bool, str]:
    """A listed set of configurations misses the pair ``data["pair"]``."""
    net = _net(params)
    configs = data["configurations"]
    if not isinstance(configs, list):
        raise ParameterError("configurations", "expected a list")
    i, j = (require_int(v, "pair", 0) for v in data["pair"])
    require(i < net.N and j < net.N, "pair", f"indices below {net.N}")
    miss = cert.missing_pairs(net, configs)
    stands = (i, j) in miss
    return stands, (f"none of the {len(configs)} configurations of {net} sends input {i} to output {j} ({len(miss)} pairs missed)"
                    if stands else f"pair ({i}, {j}) is delivered")


@replayer("gsen-strictness")
def _replay_strictness(params: dict, data: dict) -> tuple[bool, str]:
    """Theorem 4.8 at N = 2: R(N) = N and R_sc(N) = 2^n are equal, so N < R_sc(N) fails."""
    net = _net(params)
    require(net.N % 4 == 2, "N", "Theorem 4.8 is stated for N = 2 mod 4")
    require(net.N <= 6, "N", "replayed for N <= 6 (all configurations enumerated)")
    perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
    stands = net.tags == net.N
    return stands, f"{net}: n = {net.n}, 2^n = {net.tags} = N, {len(perms)} distinct permutations; R(N) = R_sc(N) = {net.N}, not N < R_sc(N)"


@replayer("gsen-set-count")
def _replay_set_count(params: dict, data: dict) -> tuple[bool, str]:
    """A printed set of configuration numbers has a different number of elements than the printed bound."""
    sp = data["spans"]
    if not isinstance(sp, list) or any(not isinstance(s, list) or len(s) != 2 for s in sp):
        raise ParameterError("spans", "expected a list of [first, last] pairs")
    for a, b in sp:
        require_int(a, "spans", 0), require_int(b, "spans", 0)
        require(a <= b <= 1 << 12, "spans", "first <= last <= 4096")
    count = len(set(spans(sp)))
    bound = require_int(params.get("printed_bound"), "printed_bound", 1)
    return count != bound, f"the printed set has {count} elements; the printed bound is {bound}"


@replayer("gsen-property-star")
def _replay_star(params: dict, data: dict) -> tuple[bool, str]:
    """Property (*) fails for an alternating configuration (N = 0 mod 4)."""
    net = _net(params)
    A = require_int(data["A"], "A", 0)
    require(A < net.tags, "A", f"below {net.tags}")
    v = property_star_violation(net, A)
    return v is not None, v or "Property (*) holds"
