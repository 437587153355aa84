"""Brute-force semantics and replayers for the GSEN claims of chou-chen-2010; imports no solver.

Everything here re-derives behaviour from :mod:`alltoall.spec.topologies.gsen` (paths one tag at a
time, configurations realized switch by switch) and looks spec functions up through their modules
at call time, so a seeded mutant of the spec reaches every check.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.point import Enum, ListOf, Nat, Record
from alltoall.checkers.replay import CLAIM, NAT, replayer
from alltoall.checkers.result import Result, Witness, refuted, verified
from alltoall.checkers.rn import certificate as cert
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.algorithms.two_phase import Delivery
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import gsen

__all__ = [
    "ALTERNATING_PARTS",
    "CONFIGURATION",
    "Delivery",
    "GSEN_N",
    "LEMMAS",
    "NUMBER",
    "PAIR",
    "REPLAY_MAX_N",
    "SECT5_PARTS",
    "broadcast_violation",
    "check_fact",
    "delay_violation",
    "even_range",
    "example",
    "family_cover_missing",
    "lemma_violation",
    "listing",
    "pair_picture",
    "personalized_violation",
    "property_star_violation",
    "run_rounds",
    "sc_cover_and_unique",
    "spans",
    "two_adic",
    "unique_tag_range",
]

#: The largest GSEN a replay re-checks: the bound of every brute-force re-check of the suite's GSENs.
REPLAY_MAX_N = cert.MAX_CHECK_N


def even_range(lo: int, hi: int, residue: int | None = None, mod: int = 4) -> list[int]:
    """Even N in lo..hi, optionally with ``N % mod == residue``."""
    return [N for N in range(lo + lo % 2, hi + 1, 2) if residue is None or N % mod == residue]


def unique_tag_range(net: gsen.GSEN) -> list[int]:
    """Tags F whose paths P(i, F) are unique for every input i, by enumeration of all paths."""
    d, _ = gsen.tag_table(net)
    counts = np.zeros((net.N, net.N), dtype=np.int64)
    np.add.at(counts, (np.repeat(np.arange(net.N), net.tags), d.reshape(-1)), 1)
    return [F for F in range(net.tags) if all(counts[i, d[i, F]] == 1 for i in range(net.N))]


def run_rounds(net: gsen.GSEN, rounds: list[Any]) -> tuple[list[Delivery], str | None]:
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
                return (
                    out,
                    f"round {r.k}: processor {m.sender}'s tag {m.tag} asks for a path configuration A = {r.config} "
                    "does not set up",
                )
            if p.dest != perm[m.sender]:
                return (
                    out,
                    f"round {r.k}: tag path of {m.sender} ends at {p.dest}, the configuration sends it to "
                    f"{perm[m.sender]}",
                )
            out.append(Delivery(r.k, m.sender, m.intended, p.dest))
    return out, None


def personalized_violation(N: int, rounds: list[Any]) -> str | None:
    """None when ``rounds`` deliver every personalized message exactly once, at its intended receiver."""
    net = gsen.GSEN(N)
    dv, err = run_rounds(net, rounds)
    if err:
        return err
    v = props.delivers_every_message(dv, N)
    return v.message if v else None


def broadcast_violation(N: int, rounds: list[Any]) -> str | None:
    """None when every processor receives every other processor's broadcast message exactly once."""
    net = gsen.GSEN(N)
    dv, err = run_rounds(net, rounds)
    if err:
        return err
    v = props.delivers_every_message([Delivery(d.round, d.sender, d.output, d.output) for d in dv], N)
    return v.message if v else None


def family_cover_missing(N: int, family: str, numbers: Any, order: str = "msb-first") -> list[tuple[int, int]]:
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
                return (
                    f"A = {A}, stage {s}: input terminal {t} leaves on port {o} (terminal {2 * y + o}), Property "
                    f"(*) says port {want}"
                )
    return None


def pair_picture(N: int, pair: Any, title: str) -> dict[str, Any]:
    """A ``gsen-paths`` picture request showing every path of one (input, output) pair."""
    net = gsen.GSEN(N)
    i, j = (int(v) for v in pair)
    tags = [F for F in range(net.tags) if gsen.path(net, i, F).dest == j]
    return {"renderer": "gsen-paths", "args": {"N": N, "paths": [[i, F] for F in tags], "title": title}}


def spans(spans_: list[Any]) -> list[int]:
    out: list[int] = []
    for a, b in spans_:
        out += list(range(int(a), int(b) + 1))
    return out


# --- replayers -------------------------------------------------------------------------------
#
# Every replayer declares the point it reads (:mod:`alltoall.checkers.point`): the GSEN size ``N``
# in ``params`` and the witness in ``data``; what the claim states (a printed set, a printed value,
# which lemma or part, which algorithm) is ``CLAIM``, taken from the claim's ``subject``.

#: The size of a GSEN in a witness point (the widest tier of the Sect. 3-5 claims reaches N = 258).
GSEN_N = Nat(REPLAY_MAX_N, low=2)
#: A configuration number of a family (2^n <= 512 for N <= 260).
NUMBER = Nat(1023)
#: One configuration of a family, as the checks list them (``order`` absent: msb-first).
CONFIGURATION = Record(
    {"family": Enum(*gsen.FAMILIES), "number": NUMBER, "order": Enum(*gsen.BIT_ORDERS)}, optional=frozenset({"order"})
)
#: An (input, output) pair.
PAIR = ListOf(Nat(REPLAY_MAX_N - 1), 2, min_len=2)


def _net(params: dict[str, Any]) -> gsen.GSEN:
    N = require_int(params.get("N"), "N", 2)
    if N > REPLAY_MAX_N:
        raise ParameterError("N", f"replay handles N <= {REPLAY_MAX_N}, got {N}")
    require(N % 2 == 0, "N", f"a GSEN has an even number of terminals, got {N}")
    return gsen.GSEN(N)


def listing(family: str, numbers: Any, order: str | None = None) -> list[dict[str, Any]]:
    """Configurations of a family as a witness lists them (``order`` omitted: msb-first)."""
    return [{"family": family, "number": int(c), **({"order": order} if order else {})} for c in numbers]


@replayer(
    "gsen-cover-missing", params={"N": GSEN_N}, point={"configurations": ListOf(CONFIGURATION, 1024), "pair": PAIR}
)
def _replay_cover_missing(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The listed configurations (which ones is the claim's domain: a printed set, A_0..A_{N-1}, N
    consecutive numbers) never send ``pair[0]`` to ``pair[1]``."""
    net = _net(params)
    configs = data["configurations"]
    require(len(configs) > 0, "configurations", "at least one configuration")
    i, j = (require_int(v, "pair", 0) for v in data["pair"])
    require(i < net.N and j < net.N, "pair", f"indices below {net.N}")
    for c in configs:
        require(
            c["number"] < net.tags,
            "configurations",
            f"configuration numbers of {net} are below {net.tags}, got {c['number']}",
        )
    miss = cert.missing_pairs(net, configs)
    stands = (i, j) in miss
    return stands, (
        f"none of the {len(configs)} configurations of {net} sends input {i} to output {j} "
        f"({len(miss)} of the {net.N**2} pairs missed)"
        if stands
        else f"one of the {len(configs)} configurations of {net} sends input {i} to output {j}"
    )


@replayer("gsen-strictness", params={"N": GSEN_N}, point={})
def _replay_strictness(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Theorem 4.8's strict N < R_sc(N) fails: 2^n = N, every configuration enumerated (N <= 6)."""
    net = _net(params)
    require(net.N % 4 == 2, "N", f"Theorem 4.8 is stated for N = 2 mod 4, got {net.N}")
    require(net.N <= 6, "N", f"replayed for N <= 6 (all configurations enumerated), got {net.N}")
    perms = {tuple(gsen.realize(net, S).tolist()) for S in gsen.all_states(net)}
    stands = net.tags <= net.N
    rel = "=" if net.tags == net.N else "<" if net.tags < net.N else ">"
    return stands, (
        f"{net}: n = {net.n}, R_sc(N) <= 2^n = {net.tags} {rel} N = {net.N}, {len(perms)} distinct permutations; "
        + ("N < R_sc(N) fails" if stands else "N < 2^n, so the strict inequality is not contradicted here")
    )


@replayer("gsen-set-count", params={"N": GSEN_N, "printed_bound": CLAIM}, point={"spans": CLAIM})
def _replay_set_count(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The printed set of configuration numbers (the claim's spans) has a different number of
    elements than the printed bound (the claim's)."""
    sp = data["spans"]
    if not isinstance(sp, list) or any(not isinstance(s, (list, tuple)) or len(s) != 2 for s in sp):
        raise ParameterError("spans", "expected a list of [first, last] pairs")
    for a, b in sp:
        require_int(a, "spans", 0), require_int(b, "spans", 0)
        require(a <= b <= 1 << 12, "spans", "first <= last <= 4096")
    count = len(set(spans(sp)))
    bound = require_int(params.get("printed_bound"), "printed_bound", 1)
    return count != bound, f"the printed set has {count} elements; the printed bound is {bound}"


@replayer("gsen-property-star", params={"N": GSEN_N}, point={"A": NUMBER})
def _replay_star(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Property (*) fails for the alternating configuration A."""
    net = _net(params)
    A = require_int(data["A"], "A", 0)
    require(A < net.tags, "A", f"below {net.tags}")
    v = property_star_violation(net, A)
    return v is not None, v or f"Property (*) holds for A = {A} on {net}"


@replayer(
    "gsen-hardware-count",
    params={"threshold_percent": CLAIM, "Nmax": Nat(16384, low=4)},
    point={"printed_count": CLAIM, "printed_percent": CLAIM},
)
def _replay_hardware(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Recount the even N in 4..Nmax whose GSEN saves at least the threshold against the SEN."""
    from fractions import Fraction

    pct = require_int(params.get("threshold_percent"), "threshold_percent", 0)
    Nmax = require_int(params.get("Nmax"), "Nmax", 4)
    require(Nmax <= 16384, "Nmax", "at most 16384")
    printed = require_int(data.get("printed_count"), "printed_count", 0)
    about = require_int(data.get("printed_percent"), "printed_percent", 0)
    Ns = range(4, Nmax + 1, 2)

    def save(N: Any) -> Any:
        n = gsen.stages(N)
        return 1 - Fraction(gsen.GSEN(N).switch_count, (1 << (n - 1)) * n)

    c = sum(1 for N in Ns if save(N) >= Fraction(pct, 100))
    share = round(100 * Fraction(c, len(Ns)))
    return (
        c != printed or share != about,
        f"{c} of {len(Ns)} even N in 4..{Nmax} save at least {pct}% (about {share}%); printed {printed} (about "
        f"{about}%)",
    )


def example(net: gsen.GSEN, what: str) -> Any:
    """A worked example of Sect. 1-2, re-derived from the spec."""
    if what == "permutation of C = 9":
        return gsen.realize(net, gsen.family_states(net, "sc", 9)).tolist()
    if what == "P(2, 13)":
        p = gsen.path(net, 2, 13)
        S = gsen.family_states(net, "sc", 9)
        return {
            "dest": p.dest,
            "ports": list(p.out_ports),
            "set_up_by_C9": all(int(S[s, p.switches[s]]) == p.state(s) for s in range(net.n)),
        }
    if what == "switch counts":
        n = net.n
        g, s = net.switch_count, (1 << (n - 1)) * n
        return {"gsen": g, "sen": s, "sen_N": 1 << n, "saving_percent": round(100 * (1 - Fraction(g, s)))}
    raise ParameterError("what", f"unknown example {what!r}")


@replayer("gsen-example", params={"N": Nat(1024, low=2)}, point={"what": CLAIM, "printed": CLAIM})
def _replay_example(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """A printed worked example (the claim's) differs from the spec (re-derived)."""
    N = require_int(params.get("N"), "N", 2)
    require(N % 2 == 0 and N <= 1024, "N", f"an even N up to 1024, got {N}")
    what = data.get("what")
    net = gsen.GSEN(N)
    if what != "switch counts":
        net = _net(params)
    got = example(net, what)
    return got != data.get("printed"), f"{what} of {net}: spec {got}, printed {data.get('printed')}"


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
                    return (
                        f"P({i}, {F}) ends at {p.dest} with B = {p.backward}; Lemma 3.3 says {(i * T + F) % N} and "
                        f"{(i * T + F) // N}"
                    )
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
                    return (
                        f"P({i}, {F}) is {'' if uniq else 'not '}a unique path; Lemma 3.5 says "
                        f"{'' if T - N <= F < N else 'not '}unique"
                    )
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


LEMMAS = ("lemma3.3", "lemma3.4", "lemma3.5", "lemma3.6", "lemma3.7")


@replayer("gsen-lemma", params={"N": GSEN_N, "lemma": CLAIM}, point={})
def _replay_lemma(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The claim's Sect. 3 lemma fails on GSEN(N), found by enumerating every path."""
    net = _net(params)
    name = params.get("lemma")
    if name not in LEMMAS:
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
    ok, bound, msg = cert.check_lower(
        {
            "N": net.N,
            "method": "stage-control",
            "family": family,
            "unique_paths": [list(wit[C]) for C in range(net.tags)],
        }
    )
    if not ok or bound != net.tags:
        return msg
    return None


@replayer("gsen-rsc", params={"N": GSEN_N}, point={"family": CLAIM})
def _replay_rsc(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Theorem 3.8 fails on GSEN(N) for the claim's family: its configurations miss a pair or one
    sets up no unique path."""
    net = _net(params)
    fam = data.get("family")
    if fam not in gsen.FAMILIES:
        raise ParameterError("family", f"unknown family {fam!r}")
    v = sc_cover_and_unique(net, fam)
    return v is not None, v or f"the {net.tags} {fam} configurations of {net} are all needed and deliver every pair"


def delay_violation(net: gsen.GSEN) -> str | None:
    """Lemma 3.2 on ``net``: every path crosses n stages, the bound is N + n - 1 and (N = 2 mod 4,
    N >= 6) Algorithm 3 pipelined meets it. None when all hold."""
    lens = {len(gsen.path(net, i, 0).switches) for i in range(net.N)}
    bound = cc.delay_lower_bound(net.N)
    if lens != {net.n} or bound != net.N + net.n - 1:
        return (
            f"{net}: paths cross {sorted(lens)} stages (n = {net.n}), bound {bound} (N + n - 1 = {net.N + net.n - 1})"
        )
    if net.N % 4 == 2 and net.N >= 6:
        took = cc.pipelined_delay(net.N, len(cc.algorithm3(net.N)))
        if took != bound:
            return f"Algorithm 3 on {net} takes {took} rounds, the bound is {bound}"
    return None


@replayer("gsen-delay", params={"N": GSEN_N}, point={})
def _replay_delay(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    net = _net(params)
    v = delay_violation(net)
    return v is not None, v or f"{net}: paths of {net.n} stages, bound {cc.delay_lower_bound(net.N)} = N + n - 1" + (
        ", met by Algorithm 3" if net.N % 4 == 2 and net.N >= 6 else ""
    )


@replayer("gsen-property-star-holds", params={"N": GSEN_N}, point={})
def _replay_star_holds(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    net = _net(params)
    holds = all(property_star_violation(net, A) is None for A in range(net.tags))
    return holds, f"Property (*) {'holds' if holds else 'fails'} for every alternating configuration of {net}"


ALTERNATING_PARTS = ("lemma4.1", "i", "ii", "iii", "lemma4.3")


@replayer("gsen-alternating-tags", params={"N": GSEN_N}, point={"A": NUMBER, "part": CLAIM})
def _replay_alt_tags(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Lemma 4.1 / Theorem 4.2 / Lemma 4.3 (the claim's part) at one alternating configuration A."""
    net = _net(params)
    A = require_int(data.get("A"), "A", 0)
    require(A < net.tags, "A", f"below {net.tags}")
    part = data.get("part")
    if part not in ALTERNATING_PARTS:
        raise ParameterError("part", f"unknown part {part!r}")
    F = gsen.forward_tags(net, gsen.family_states(net, "alternating", A))
    ev, od = set(F[0::2].tolist()), set(F[1::2].tolist())
    k = gsen.gray_inverse(A, net.n)
    if part == "lemma4.3":
        ok = ev == {k} and od == {net.tags - 1 - k}
        return (
            not ok,
            f"{net}, A = A_{k} = {A}: even inputs use tags {sorted(ev)}, odd {sorted(od)}; Lemma 4.3 says {k} and "
            f"{net.tags - 1 - k}",
        )
    if len(ev) != 1 or len(od) != 1:
        if part == "lemma4.1":
            return True, f"{net}, A = {A}: even inputs use tags {sorted(ev)}, odd {sorted(od)}"
        raise ParameterError(
            "A", f"Lemma 4.1 fails at A = {A} (tags {sorted(ev)}, {sorted(od)}): Theorem 4.2({part}) has no F to judge"
        )
    e, o = ev.pop(), od.pop()
    ok = {
        "lemma4.1": True,
        "i": e ^ o == net.tags - 1,
        "ii": A == gsen.gray(e),
        "iii": e == gsen.gray_inverse(A, net.n),
    }[part]
    return not ok, f"{net}, A = {A}: F = {e}, F-bar = {o} ({part}: {'holds' if ok else 'fails'})"


@replayer("gsen-matrix-D", params={"N": GSEN_N}, point={"row": Nat(REPLAY_MAX_N - 1), "printed": CLAIM})
def _replay_matrix_d(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Row ``row`` of Algorithm 2's D differs from the simulated destinations of Algorithm 3's
    rounds, or (when the claim prints D) from the printed row."""
    net = _net(params)
    require(net.N % 4 == 2, "N", f"Algorithm 2 is stated for N = 2 mod 4, got {net.N}")
    i = require_int(data.get("row"), "row", 0)
    require(i < net.N, "row", f"below {net.N}")
    printed = data.get("printed")
    if printed is not None:
        require(
            isinstance(printed, list) and len(printed) == net.N, "printed", f"the claim prints no {net.N}-row matrix"
        )
    D = cc.destination_matrix(net.N)
    sim, conf = [], []
    for k in range(net.N):
        sim.append(int(gsen.path(net, i, cc.round_tag(net, i, k)).dest))
        conf.append(int(gsen.realize(net, gsen.family_states(net, "alternating", cc.round_config(k)))[i]))
    row = None if printed is None else list(printed[i])
    stands = D[i] != sim or D[i] != conf or (row is not None and D[i] != row)
    return stands, (
        f"row {i} of D on {net}: Algorithm 2 {D[i]}, tag paths {sim}, configurations {conf}"
        + (f", printed {row}" if row is not None else "")
    )


@replayer("gsen-algorithm", params={"N": GSEN_N}, point={"algorithm": CLAIM})
def _replay_algorithm(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The claim's algorithm does not deliver in N rounds on GSEN(N)."""
    net = _net(params)
    require(net.N % 4 == 2, "N", f"Algorithms 1-4 are stated for N = 2 mod 4, got {net.N}")
    alg = data.get("algorithm")
    run = {"alg1": cc.algorithm1, "thm4.6": cc.algorithm3, "alg4": cc.algorithm4}.get(alg)
    if run is None:
        raise ParameterError("algorithm", f"unknown algorithm {alg!r}")
    rounds = run(net.N)
    v = (broadcast_violation if alg == "alg1" else personalized_violation)(net.N, rounds)
    if v is None and len(rounds) != net.N:
        v = f"{len(rounds)} rounds, not N = {net.N}"
    return v is not None, v or f"{alg} delivers in {len(rounds)} rounds on {net}"


@replayer("gsen-doubly-pair", params={"N": GSEN_N}, point={"a": NUMBER, "b": NUMBER})
def _replay_doubly_pair(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The doubly alternating configurations A' = a and A' = b realize different permutations."""
    net = _net(params)
    a, b = require_int(data.get("a"), "a", 0), require_int(data.get("b"), "b", 0)
    require(a < net.tags and b < net.tags, "a", f"below {net.tags}")
    pa = gsen.realize(net, gsen.family_states(net, "doubly", a)).tolist()
    pb = gsen.realize(net, gsen.family_states(net, "doubly", b)).tolist()
    return pa != pb, f"A' = {a}: {pa}; A' = {b}: {pb}"


def two_adic(N: int) -> int:
    """k with 2^k | N and 2^(k+1) not dividing N."""
    k = 0
    while N % (2 << k) == 0:
        k += 1
    return k


SECT5_PARTS = ("lemma5.1", "lemma5.2", "lemma5.3")


@replayer("gsen-sect5", params={"N": GSEN_N}, point={"part": CLAIM, "i": Nat(REPLAY_MAX_N - 1), "F": NUMBER})
def _replay_sect5(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Sect. 5: re-derive the path P(i, F) that breaks the claim's Lemma 5.1, 5.2 or 5.3."""
    net = _net(params)
    k = two_adic(net.N)
    part = data.get("part")
    if part not in SECT5_PARTS:
        raise ParameterError("part", f"unknown part {part!r}")
    i, F = require_int(data.get("i"), "i", 0), require_int(data.get("F"), "F", 0)
    require(i < net.N and F < net.tags, "i", f"input below {net.N} and tag below {net.tags}")
    require(2 <= k <= net.n, "N", f"Sect. 5 needs 4 | N, got {net.N}")
    p = gsen.path(net, i, F)
    prefix = F >> (net.n - k) == (1 << (k - 1)) - 1
    if part == "lemma5.1":
        want = (i * (1 << k) + (1 << (k - 1)) - 1) % net.N
        return prefix and p.terminals[k - 1] != want, (
            f"P({i}, {F}) on {net} leaves stage {k - 1} on {p.terminals[k - 1]}; "
            f"Lemma 5.1 says {want}" + ("" if prefix else f" only for tags starting 0 1..1 ({k} bits)")
        )
    if part == "lemma5.2":
        inQ = p.terminals[k - 1] % (1 << k) == (1 << (k - 1)) - 1
        return inQ != prefix, f"P({i}, {F}) on {net}: through Q {inQ}, tag starts 0 1..1 ({k} bits) {prefix}"
    dests = [gsen.path(net, i, G).dest for G in range(net.tags)]
    return prefix and dests.count(p.dest) != 1, (
        f"P({i}, {F}) on {net} reaches {p.dest}, which {dests.count(p.dest)} tags from {i} reach"
        + ("" if prefix else f"; its tag does not start 0 1..1 ({k} bits)")
    )


def check_fact(item: str, recheck: Any, Ns: Any, method: str) -> Result:
    """Re-check a ``gsen-fact`` statement at every N of ``Ns``: refuted at the first N where
    ``recheck(net)`` names a failure (the replay re-derives the witness with the same function),
    else verified with one examined network per N."""
    examined = 0
    for N in Ns:
        v = recheck(gsen.GSEN(N))
        if v:
            return refuted(Witness("gsen-fact", {"N": N}, {"fact": item}, v, {"method": method}))
        examined += 1
    return verified(examined=examined, largest_N=max(Ns, default=None))


@replayer("gsen-fact", with_claim=True, params={"N": GSEN_N}, point={"fact": CLAIM})
def _replay_fact(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """A statement about one GSEN(N) that the claim re-checks as a whole (a worked example, a
    theorem's parts at N): the claim's ``subject["recheck"](net)`` re-derives it by brute force from
    the spec and names the first thing that fails, or None."""
    net = _net(params)
    recheck = claim.subject.get("recheck") if isinstance(claim.subject, dict) else None
    require(callable(recheck), "FILE", f"claim {claim.id} states no re-check for a gsen-fact witness")
    v = recheck(net)
    return v is not None, v or f"{data.get('fact')} holds on {net}"


@replayer("gsen-fig14-cell", with_claim=True, params={"N": NAT, "row": CLAIM}, point={})
def _replay_fig14_cell(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands when the value Fig. 14 prints (taken from the claim) lies outside the bounds the
    engine re-establishes now, both halves re-checked by the certificate checker."""
    from alltoall.checkers.rn import engine

    printed = (claim.subject or {}).get("printed")
    row = (claim.subject or {}).get("row")
    N = require_int(params["N"], "N", 4)
    require(isinstance(printed, int) and row in ("R", "R_sc"), "FILE", f"claim {claim.id} is not a Fig. 14 cell")
    require(
        N == claim.subject.get("N") and params["row"] == row,
        "N",
        f"claim {claim.id} is the cell {row}({claim.subject.get('N')})",
    )
    res = engine.establish(N, "sc" if row == "R_sc" else "none")
    lo, up = res["lower"], res["upper"]
    outside = up is not None and (printed < lo or printed > up)
    return (
        outside,
        f"Fig. 14 prints {row}({N}) = {printed}; the re-checked certificates give {lo} <= {row}({N}) <= {up}",
    )
