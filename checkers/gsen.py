"""Brute-force semantics and replayers for the GSEN claims of chou-chen-2010; imports no solver.

Everything here re-derives behaviour from :mod:`alltoall.spec.topologies.gsen` (paths one tag at a
time, configurations realized switch by switch) and looks spec functions up through their modules
at call time, so a seeded mutant of the spec reaches every check.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.replay import CLAIM, NAT, replayer
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


def pair_picture(N: int, pair, title: str) -> dict:
    """A ``gsen-paths`` picture request showing every path of one (input, output) pair."""
    net = gsen.GSEN(N)
    i, j = (int(v) for v in pair)
    tags = [F for F in range(net.tags) if gsen.path(net, i, F).dest == j]
    return {"renderer": "gsen-paths", "args": {"N": N, "paths": [[i, F] for F in tags], "title": title}}


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


@replayer("gsen-hardware-count")
def _replay_hardware(params: dict, data: dict) -> tuple[bool, str]:
    """Recount the even N in 4..Nmax whose GSEN saves at least the threshold against the SEN."""
    from fractions import Fraction

    pct = require_int(params.get("threshold_percent"), "threshold_percent", 0)
    Nmax = require_int(params.get("Nmax"), "Nmax", 4)
    require(Nmax <= 16384, "Nmax", "at most 16384")
    printed = require_int(data.get("printed_count"), "printed_count", 0)
    Ns = range(4, Nmax + 1, 2)

    def save(N):
        n = gsen.stages(N)
        return 1 - Fraction(gsen.GSEN(N).switch_count, (1 << (n - 1)) * n)

    c = sum(1 for N in Ns if save(N) >= Fraction(pct, 100))
    return c != printed, f"{c} of {len(Ns)} even N save at least {pct}%; printed {printed}"


@replayer("gsen-example")
def _replay_example(params: dict, data: dict) -> tuple[bool, str]:
    """A printed worked example of Sect. 2 differs from the spec (re-derived)."""
    net = _net(params)
    what = data.get("what")
    if what == "permutation of C = 9":
        got = gsen.realize(net, gsen.family_states(net, "sc", 9)).tolist()
    elif what == "P(2, 13)":
        p = gsen.path(net, 2, 13)
        got = {"dest": p.dest, "ports": list(p.out_ports)}
    else:
        raise ParameterError("what", f"unknown example {what!r}")
    return got != data.get("printed"), f"{what}: spec {got}, printed {data.get('printed')}"


# --- Sect. 3 lemmas by enumeration of every path ---------------------------------------------


def _paths(net: gsen.GSEN) -> list[list[gsen.Path]]:
    return [[gsen.path(net, i, F) for F in range(net.tags)] for i in range(net.N)]


def lemma_violation(name: str, net: gsen.GSEN) -> str | None:
    """First violation of a Sect. 3 lemma on ``net`` found by enumerating every path P(i, F)."""
    N, T, n = net.N, net.tags, net.n
    P = _paths(net)
    if name == "lemma3.3":
        for i in range(N):
            for F in range(T):
                p = P[i][F]
                if p.dest != (i * T + F) % N or p.backward != (i * T + F) // N:
                    return f"P({i}, {F}) ends at {p.dest} with B = {p.backward}; Lemma 3.3 says {(i * T + F) % N} and {(i * T + F) // N}"
        return None
    if name == "lemma3.4":
        sw = np.array([[p.switches for p in row] for row in P])
        need = np.array([[[p.state(s) for s in range(n)] for p in row] for row in P])
        for C in range(T):
            S = gsen.family_states(net, "sc", C)
            setup = (S[np.arange(n)[None, None, :], sw] == need).all(axis=2)  # [i, F]: C sets up P(i, F)
            for i, F in zip(*np.nonzero(setup)):
                p = P[int(i)][int(F)]
                if p.backward ^ p.tag != C:
                    return f"C = {C}: input {i} uses F = {p.tag}, B = {p.backward}, B xor F = {p.backward ^ p.tag}"
        return None
    if name == "lemma3.5":
        for i in range(N):
            dests = [p.dest for p in P[i]]
            for F in range(T):
                uniq = dests.count(dests[F]) == 1
                if uniq != (T - N <= F < N):
                    return f"P({i}, {F}) is {'' if uniq else 'not '}a unique path; Lemma 3.5 says {'' if T - N <= F < N else 'not '}unique"
        return None
    if name == "lemma3.6":
        h = T // 2
        for i in range(N):
            if P[i][h].backward != P[i][h + 1].backward:
                return f"B({i}, {h}) = {P[i][h].backward} but B({i}, {h + 1}) = {P[i][h + 1].backward}"
        return None
    if name == "lemma3.7":
        for F in range(T):
            if P[0][F].backward > 1 or P[N - 1][F].backward < T - 2:
                return f"B(0, {F}) = {P[0][F].backward}, B({N - 1}, {F}) = {P[N - 1][F].backward}"
            Bs = sorted({P[i][F].backward for i in range(N)})
            holes = sorted(set(range(T)) - set(Bs))
            for a, b in zip(holes, holes[1:]):
                if b == a + 1:
                    return f"B_{F} has the consecutive holes {a} and {b}"
            for i in range(1, N):
                d = P[i][F].backward - P[i - 1][F].backward
                if not 1 <= d <= 2:
                    return f"B({i}, {F}) - B({i - 1}, {F}) = {d}"
        return None
    raise ValueError(name)


@replayer("gsen-lemma")
def _replay_lemma(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    require(net.N <= 64, "N", "lemma witnesses are replayed up to N = 64")
    name = params.get("lemma")
    if name not in ("lemma3.3", "lemma3.4", "lemma3.5", "lemma3.6", "lemma3.7"):
        raise ParameterError("lemma", f"unknown lemma {name!r}")
    v = lemma_violation(name, net)
    return v is not None, v or f"{name} holds on {net}"


def sc_cover_and_unique(net: gsen.GSEN, family: str = "sc") -> str | None:
    """Theorem 3.8 on ``net``: the 2^n configurations of the family deliver every pair and each sets
    up a unique path (so each is needed). None when both hold."""
    from alltoall.checkers.rn import bounds

    miss = cert.missing_pairs(net, [{"family": family, "number": C} for C in range(net.tags)])
    if miss:
        return f"the {net.tags} {family} configurations miss the pair {miss[0]}"
    wit = bounds.stage_control_unique_paths(net, family)
    if wit is None:
        return f"some {family} configuration sets up no unique path"
    ok, bound, msg = cert.check_lower({"N": net.N, "method": "stage-control", "family": family,
                                       "unique_paths": [list(wit[C]) for C in range(net.tags)]})
    if not ok or bound != net.tags:
        return msg
    return None


@replayer("gsen-rsc")
def _replay_rsc(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    fam = data.get("family", "sc")
    if fam not in gsen.FAMILIES:
        raise ParameterError("family", f"unknown family {fam!r}")
    v = sc_cover_and_unique(net, fam)
    return v is not None, v or f"the {fam} configurations of {net} are all needed and deliver every pair"


@replayer("gsen-delay")
def _replay_delay(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    lens = {len(gsen.path(net, i, 0).switches) for i in range(net.N)}
    bound = cc.delay_lower_bound(net.N)
    stands = lens != {net.n} or bound != net.N + net.n - 1
    if net.N % 4 == 2 and net.N >= 6:
        stands = stands or cc.pipelined_delay(net.N, len(cc.algorithm3(net.N))) != bound
    return stands, f"{net}: paths of {sorted(lens)} stages, bound {bound}"


@replayer("gsen-property-star-holds")
def _replay_star_holds(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    holds = all(property_star_violation(net, A) is None for A in range(net.tags))
    return holds, f"Property (*) {'holds' if holds else 'fails'} for every alternating configuration of {net}"


@replayer("gsen-alternating-tags")
def _replay_alt_tags(params: dict, data: dict) -> tuple[bool, str]:
    """Lemma 4.1 / Theorem 4.2 / Lemma 4.3 at one alternating configuration A."""
    net = _net(params)
    A = require_int(data.get("A"), "A", 0)
    require(A < net.tags, "A", f"below {net.tags}")
    F = gsen.forward_tags(net, gsen.family_states(net, "alternating", A))
    ev, od = set(F[0::2].tolist()), set(F[1::2].tolist())
    part = data.get("part")
    if len(ev) != 1 or len(od) != 1:
        return True, f"A = {A}: even inputs use {sorted(ev)}, odd {sorted(od)}"
    e, o = ev.pop(), od.pop()
    ok = {"lemma4.1": True, "i": e ^ o == net.tags - 1, "ii": A == gsen.gray(e), "iii": e == gsen.gray_inverse(A, net.n),
          "lemma4.3": True}.get(part, True)
    if part == "lemma4.3":
        k = gsen.gray_inverse(A, net.n)
        ok = e == k and o == net.tags - 1 - k
    return not ok, f"A = {A}: F = {e}, F-bar = {o}"


@replayer("gsen-matrix-D")
def _replay_matrix_d(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    i = require_int(data.get("row"), "row", 0)
    require(i < net.N, "row", f"below {net.N}")
    D = cc.destination_matrix(net.N)
    sim = [int(gsen.path(net, i, cc.round_tag(net, i, k)).dest) for k in range(net.N)]
    return D[i] != sim or D[i] != data.get("printed"), f"row {i}: Algorithm 2 {D[i]}, simulated {sim}, printed {data.get('printed')}"


@replayer("gsen-algorithm")
def _replay_algorithm(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    alg = data.get("algorithm")
    run = {"alg1": cc.algorithm1, "thm4.6": cc.algorithm3, "alg4": cc.algorithm4}.get(alg)
    if run is None:
        raise ParameterError("algorithm", f"unknown algorithm {alg!r}")
    rounds = run(net.N)
    v = (broadcast_violation if alg == "alg1" else personalized_violation)(net.N, rounds)
    return v is not None or len(rounds) != net.N, v or f"{alg} delivers in {len(rounds)} rounds"


@replayer("gsen-doubly-pair")
def _replay_doubly_pair(params: dict, data: dict) -> tuple[bool, str]:
    net = _net(params)
    a, b = require_int(data.get("a"), "a", 0), require_int(data.get("b"), "b", 0)
    require(a < net.tags and b < net.tags, "a", f"below {net.tags}")
    pa = gsen.realize(net, gsen.family_states(net, "doubly", a)).tolist()
    pb = gsen.realize(net, gsen.family_states(net, "doubly", b)).tolist()
    return pa != pb, f"A' = {a}: {pa}; A' = {b}: {pb}"


@replayer("gsen-sect5")
def _replay_sect5(params: dict, data: dict) -> tuple[bool, str]:
    """Sect. 5: re-derive the failing path of Lemma 5.1-5.3 at (i, F), or Theorem 5.4's bounds on N."""
    net = _net(params)
    require(net.N <= 64 or net.N in (80, 144), "N", "replayed for N <= 64 and the listed N")
    k = 0
    while net.N % (2 << k) == 0:
        k += 1
    part = data.get("part")
    if part in ("lemma5.1", "lemma5.2", "lemma5.3"):
        i, F = require_int(data.get("i"), "i", 0), require_int(data.get("F"), "F", 0)
        require(i < net.N and F < net.tags and 2 <= k <= net.n, "i", "input, tag or N out of range")
        p = gsen.path(net, i, F)
        prefix = F >> (net.n - k) == (1 << (k - 1)) - 1
        if part == "lemma5.1":
            want = (i * (1 << k) + (1 << (k - 1)) - 1) % net.N
            return prefix and p.terminals[k - 1] != want, f"P({i}, {F}) leaves stage {k - 1} on {p.terminals[k - 1]}, Lemma 5.1 says {want}"
        if part == "lemma5.2":
            inQ = p.terminals[k - 1] % (1 << k) == (1 << (k - 1)) - 1
            return inQ != prefix, f"P({i}, {F}): through Q {inQ}, prefix {prefix}"
        dests = [gsen.path(net, i, G).dest for G in range(net.tags)]
        return prefix and dests.count(p.dest) != 1, f"P({i}, {F}) reaches {p.dest}, which {dests.count(p.dest)} tags reach"
    from alltoall.checkers.rn import bounds as _b

    lb = _b.terminal_cut(net)["bound"]
    rest = sc_cover_and_unique(net)
    return lb < net.tags or rest is not None, f"{net}: best terminal cut {lb}, 2^n = {net.tags}; stage control: {rest or 'all needed, all pairs'}"


@replayer("gsen-fig14-cell", with_claim=True, params={"N": NAT, "row": CLAIM}, point={})
def _replay_fig14_cell(claim, params: dict, data: dict) -> tuple[bool, str]:
    """Stands when the value Fig. 14 prints (taken from the claim) lies outside the bounds the
    engine re-establishes now, both halves re-checked by the certificate checker."""
    from alltoall.checkers.rn import engine

    printed = (claim.subject or {}).get("printed")
    row = (claim.subject or {}).get("row")
    N = require_int(params["N"], "N", 4)
    require(isinstance(printed, int) and row in ("R", "R_sc"), "FILE", f"claim {claim.id} is not a Fig. 14 cell")
    require(N == claim.subject.get("N") and params["row"] == row, "N", f"claim {claim.id} is the cell {row}({claim.subject.get('N')})")
    res = engine.establish(N, "sc" if row == "R_sc" else "none")
    lo, up = res["lower"], res["upper"]
    outside = up is not None and (printed < lo or printed > up)
    return outside, f"Fig. 14 prints {row}({N}) = {printed}; the re-checked certificates give {lo} <= {row}({N}) <= {up}"
