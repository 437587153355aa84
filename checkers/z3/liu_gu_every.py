"""liu-gu-2006 for every even p: AR's routes run on a symbolic ring size, delivery and contention freedom.

p = 4q + residue (residue 0 or 2, q >= 1 symbolic). The spec's ``ar_routes`` and ``stage_lengths`` run on
:class:`~alltoall.checkers.z3.symbolic.SymInt` (p, the source a and the destination b symbolic; every
branch and ``np.where`` forked into its feasible paths), so a patched route or stage length changes the
queries. AR's schedule (``ARMoves.at``, ``ar_array_steps``) moves a message once in Stage 1 when its route
has a first hop, then two hops in each step k of its stage (2 or 3) while k < its sub-ring hops; so in step
k of its stage a message leaves node a + dir * first + 2 dir k. That reading of the schedule is
:func:`schedule_model_violation`, checked against the spec's ``ar_array_steps`` step by step for small p
(the link). Queries, each UNSAT when the part holds: (deliver) every message's sub-ring hops fit in its
stage's length and its route ends at b; (contention-2), (contention-3) in every step k of Stage 2 (3), k
symbolic, two moving messages whose two-hop transfers share a directed channel leave the same node in
the same direction (they are one bundle). Stage 1's one-hop transfers are one per node and direction.

References
----------
liu-gu-2006, Sect. III-A (algorithm AR), Fig. 2, Lemma 2.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np
import z3

from alltoall.checkers.z3 import capi
from alltoall.checkers.z3.core import TIMEOUT, Query, new_solver, solve
from alltoall.checkers.z3.symbolic import SymInt, ite, paths, term
from alltoall.spec.algorithms import liu_gu

__all__ = [
    "AR_PARTS",
    "AR_SMT2",
    "SHORTEST_SMT2",
    "UTILIZED_PARTS",
    "UTILIZED_SMT2",
    "ar_path_parts",
    "ar_path_query",
    "BUNDLE_PARTS",
    "LEMMA2_SMT2",
    "WITNESS",
    "bundle_query",
    "lemma2_parts",
    "PHASE1_SMT2",
    "SMT2_FILES",
    "STARTUP_SMT2",
    "RESIDUES",
    "ar_parts",
    "ar_query",
    "ar_step_queries",
    "offset_ports",
    "main",
    "phase1_query",
    "phase1_violation",
    "schedule_model_violation",
    "startup_query",
]

AR_SMT2 = "proofs/smt2/liu-gu-2006__ar-every-p__step.smt2"
PHASE1_SMT2 = "proofs/smt2/liu-gu-2006__at2-phase1-partition-every-rc__query.smt2"
STARTUP_SMT2 = "proofs/smt2/liu-gu-2006__lemma2-startup__query.smt2"
LEMMA2_SMT2 = "proofs/smt2/liu-gu-2006__lemma2-transmission__step.smt2"
RESIDUES = (0, 2)
AR_PARTS = ("deliver", "contention-2", "contention-3")


class _Ring:
    """The ring of p = 4q + residue nodes, q >= 1 symbolic: the spec's routes of a message a -> b (a, b
    fresh, instantiated by substitution) and the spec's stage lengths, expanded into paths once."""

    def __init__(self, residue: int) -> None:
        self.residue = residue
        self.q = z3.Int("q")
        self.p = 4 * self.q + residue
        self.a, self.b = z3.Ints("a b")
        self.given = [self.q >= 1, 0 <= self.a, self.a < self.p, 0 <= self.b, self.b < self.p]
        P: Any = SymInt(self.p)
        self.routes = paths(
            lambda a, b: liu_gu.ar_routes(P, a, b, liu_gu.LISTING), SymInt(self.a), SymInt(self.b), given=self.given
        )
        lens = paths(lambda: liu_gu.stage_lengths(P, liu_gu.LISTING), given=[self.q >= 1])
        self.s2 = ite([(c, v[0]) for c, v in lens])
        self.s3 = ite([(c, v[1]) for c, v in lens])

    def route(self, a: Any, b: Any) -> list[tuple[Any, tuple[Any, Any, Any, Any]]]:
        """(condition, (direction, first, sub, stage)) terms of message a -> b, one per path."""
        out = []
        for c, (d, f, s, st) in self.routes:
            sub = [(self.a, a), (self.b, b)]
            out.append(
                (
                    z3.substitute(capi.And(c, *self.given), *sub),
                    tuple(z3.substitute(term(v), *sub) for v in (d, f, s, st)),
                )
            )
        return out


def _congruent(d: Any, p: Any, span: int = 3) -> Any:
    """d = 0 mod p for |d| < (span + 1) p (the query's positions are within that range)."""
    return capi.multiple_of(d, p, range(-span, span + 1))


def ar_query(
    residue: int, part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, ring: _Ring | None = None
) -> Query:
    """One part (``AR_PARTS``) for p = 4q + ``residue``, q >= 1 symbolic."""
    R = ring or _Ring(residue)
    s = new_solver(timeout)
    p, q = R.p, R.q
    a, b = z3.Ints("a1 b1")
    s.add(q >= 1, 0 <= a, a < p, 0 <= b, b < p, a != b)
    named: dict[str, Any] = {"q": q, "a1": a, "b1": b}
    if part == "deliver":
        bad = []
        for c, (d, f, sub, st) in R.route(a, b):
            length = z3.If(st == 2, R.s2, R.s3)
            ok = capi.And(sub >= 0, sub <= length, capi.Or(st == 2, st == 3), _congruent(a + d * (f + 2 * sub) - b, p))
            bad.append(capi.And(c, z3.Not(ok)))
        s.add(capi.Or(bad))
    elif part in ("contention-2", "contention-3"):
        stage = int(part[-1])
        length = R.s2 if stage == 2 else R.s3
        a2, b2, k = z3.Ints("a2 b2 k")
        s.add(0 <= a2, a2 < p, 0 <= b2, b2 < p, a2 != b2, 0 <= k, k < length)
        named |= {"a2": a2, "b2": b2, "k": k}
        clash = []
        for c1, (d1, f1, sub1, st1) in R.route(a, b):
            for c2, (d2, f2, sub2, st2) in R.route(a2, b2):
                x1, x2 = a + d1 * f1 + 2 * d1 * k, a2 + d2 * f2 + 2 * d2 * k  # the nodes they leave in step k
                moving = capi.And(c1, c2, st1 == stage, st2 == stage, sub1 > k, sub2 > k)
                other = capi.Or(d1 != d2, z3.Not(_congruent(x1 - x2, p)))
                share = capi.And(
                    d1 == d2, capi.Or([_congruent(x1 + h1 * d1 - x2 - h2 * d2, p) for h1 in (0, 1) for h2 in (0, 1)])
                )
                clash.append(capi.And(moving, other, share))
        s.add(capi.Or(clash))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def schedule_model_violation(pmax: int) -> str | None:
    """The link: in every step of the spec's ``ar_array_steps`` on even p in 4..pmax, the messages that move
    and the node and direction they leave by are the ones the queries read off the routes (Stage 1: the
    messages with a first hop, from their source; step k of Stage 2 (3): those of the stage with more than k
    sub-ring hops, from a + dir * first + 2 dir k). A message, or None."""
    for p in range(4, pmax + 1, 2):
        N = p
        ids = np.arange(N * N)
        s, d = ids // N, ids % N
        keep = s != d
        direction, first, sub, stage = liu_gu.ar_routes(p, s, d, liu_gu.LISTING)
        s2, s3 = liu_gu.ar_lengths(p, liu_gu.LISTING)
        steps = list(liu_gu.ar_array_steps(p, liu_gu.LISTING))
        channels = liu_gu.ar_plan(p, liu_gu.LISTING).network.channels()
        if len(steps) != 1 + s2 + s3:
            return f"p = {p}: {len(steps)} steps, not 1 + {s2} + {s3}"
        for t, st in enumerate(steps):
            if t == 0:
                mv, k, hops = keep & first, 0, 1
            else:
                stg, k = (2, t - 1) if t <= s2 else (3, t - 1 - s2)
                mv, hops = keep & (stage == stg) & (sub > k), 2
            want = {
                (
                    int(m),
                    int((s[m] + direction[m] * (first[m] if t else 0) + 2 * direction[m] * k * (t > 0)) % p),
                    int(direction[m]),
                )
                for m in np.flatnonzero(mv)
            }
            got = set()
            for m, tr in zip(st.msgs.tolist(), st.tid.tolist()):
                src = int(st.src[tr])
                tail, head = channels[int(st.paths[tr, 0])]
                way = 1 if (head - tail) % p == 1 else -1
                if int(tail) != src:
                    return f"p = {p}, step {t}: a transfer from {src} starts on a channel leaving {tail}"
                if st.paths.shape[1] != hops:
                    return f"p = {p}, step {t}: transfers of {st.paths.shape[1]} hops, not {hops}"
                got.add((m, src, way))
            if got != want:
                return (
                    f"p = {p}, step {t}: the moving messages differ from the routes' reading ({sorted(got ^ want)[:3]})"
                )
    return None


def startup_query(
    residue: int, formula: Callable[[Any], Any], timeout: float = TIMEOUT, keep_smt2: bool = True
) -> Query:
    """Lemma 2's startups for p = 4q + ``residue``, q >= 1 symbolic: the spec's ``ar_steps`` (1 + the stage
    lengths, the plan's step count) against the claim's closed form ``formula(p)``. UNSAT when they agree."""
    s = new_solver(timeout)
    q = z3.Int("q")
    p = 4 * q + residue
    P: Any = SymInt(p)
    steps = ite(paths(lambda: liu_gu.ar_steps(P, liu_gu.LISTING), given=[q >= 1]))
    closed = ite(paths(lambda: formula(P), given=[q >= 1]))
    s.add(q >= 1, steps != closed)
    return solve(s, keep_smt2, {"q": q})


def _phase1_ok(r: Any, c: Any, dx: Any, dy: Any, p1: int, p2: int) -> Any:
    """Table I's ports (p1, p2) for the offset (dx, dy) in 0..r-1 x 0..c-1 are right: none for (even, even);
    else one hop in the dimension of each odd offset (two when both are odd, one per dimension), each towards
    the destination along a shortest way, ending at an (even, even) offset: the destination's group."""
    ports = [k for k in (p1, p2) if k != -1]
    if p1 == -1 and p2 != -1:
        return z3.BoolVal(False)
    odd_x, odd_y = dx % 2 == 1, dy % 2 == 1
    dims = [k // 2 for k in ports]
    if len(set(dims)) != len(dims):
        return z3.BoolVal(False)
    conds = [odd_x == (0 in dims), odd_y == (1 in dims)]
    for k in ports:
        off, n = (dx, r) if k // 2 == 0 else (dy, c)
        # +1 (Bottom, Right) is shortest when 1 <= off <= n/2, -1 (Top, Left) when n/2 <= off
        conds.append(capi.And(off >= 1, 2 * off <= n) if k % 2 == 1 else 2 * off >= n)
    return capi.And(conds)


def offset_ports(timeout: float) -> tuple[Any, tuple[Any, Any, Any, Any], list[Any], list[tuple[Any, Any]]]:
    """A solver for r = 4i <= c = 4j (i, j symbolic) and an offset 0 <= dx < r, 0 <= dy < c, its side conditions
    added: (solver, (i, j, dx, dy), the side conditions, the paths of the spec's phase1_ports at that offset)."""
    s = new_solver(timeout)
    i, j, dx, dy = z3.Ints("i j dx dy")
    r, c = 4 * i, 4 * j
    given = [i >= 1, j >= i, 0 <= dx, dx < r, 0 <= dy, dy < c]
    s.add(*given)
    R: Any = SymInt(r)
    C: Any = SymInt(c)
    ps = paths(lambda a, b: liu_gu.phase1_ports(R, C, a, b), SymInt(dx), SymInt(dy), given=given)
    return s, (i, j, dx, dy), given, ps


def phase1_query(timeout: float = TIMEOUT, keep_smt2: bool = True) -> Query:
    """AT2's Phase 1 (Table I, the spec's ``phase1_ports``) for r = 4i, c = 4j, 1 <= i <= j symbolic: the port
    sets partition the offsets of the other groups (each such offset gets one route by :func:`_phase1_ok`, the
    (even, even) offsets none). UNSAT when that holds."""
    s, (i, j, dx, dy), given, ps = offset_ports(timeout)
    r, c = 4 * i, 4 * j
    bad = []
    for cond, (p1, p2) in ps:
        k1, k2 = (int(z3.simplify(term(v)).as_long()) for v in (p1, p2))
        bad.append(capi.And(cond, z3.Not(_phase1_ok(r, c, dx, dy, k1, k2))))
    s.add(capi.Or(bad))
    return solve(s, keep_smt2, {"i": i, "j": j, "dx": dx, "dy": dy})


def phase1_violation(cmax: int) -> tuple[int, int, int, int] | None:
    """The same on concrete r <= c multiples of 4 up to ``cmax``, every offset: (r, c, dx, dy) of the first
    offset whose Table I route is wrong, or None."""
    for c in range(4, cmax + 1, 4):
        for r in range(4, c + 1, 4):
            dx, dy = np.divmod(np.arange(r * c), c)
            p1, p2 = liu_gu.phase1_ports(r, c, dx, dy)
            for k in range(r * c):
                ok = _phase1_ok(r, c, int(dx[k]), int(dy[k]), int(p1[k]), int(p2[k]))
                if not z3.is_true(z3.simplify(ok)):
                    return r, c, int(dx[k]), int(dy[k])
    return None


def _residue_parts(
    query: Callable[..., Query], names: tuple[str, ...], timeout: float
) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of ``query(residue, part, timeout, ring=...)`` for both residues and every part of
    ``names``, each residue's routes expanded once."""
    out: list[tuple[str, Callable[[], Query]]] = []
    for r in RESIDUES:
        cache: dict[str, _Ring] = {}

        def run(part: str, r: int = r, cache: dict[str, _Ring] = cache) -> Query:
            if not cache:
                cache["R"] = _Ring(r)
            return query(r, part, timeout, ring=cache["R"])

        out += [(f"p={r}mod4/{part}", functools.partial(run, part)) for part in names]
    return out


def ar_parts(timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) for both residues, each residue's routes expanded once."""
    return _residue_parts(ar_query, AR_PARTS, timeout)


def ar_step_queries(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in ar_parts(timeout)}


def _phase1_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {"at2-phase1-partition": phase1_query(timeout)}


def _startup_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {f"startup-p{r}mod4": startup_query(r, lambda p: p // 2, timeout) for r in RESIDUES}


# --- Lemma 2's step maxima: the bundles of every step, counted through their (first, sub) index ----------


# The bundle that attains the step's largest size: (node, direction) per (residue, stage).
WITNESS = {(0, 1): (0, 1), (2, 1): (1, 1), (0, 2): (0, 1), (2, 2): (0, 1), (0, 3): (1, 1), (2, 3): (1, 1)}
BUNDLE_PARTS = ("into", "one-to-one", "attained")


def _bounds(stage: int, f: Any, c: Any) -> tuple[Any, Any]:
    """Lemma 2's proof: the largest sub-ring hop count of a bundle's messages without (first = 0) and with
    (first = 1) a Stage-1 hop. Stage 1 (k = 0): first = 1 and sub <= c - 1 (ceil(p/4) messages); Stage 2,
    step k: sub in k+1..f (own) and k+1..c-1 (relayed); Stage 3: k+1..c-1 and k+1..f-1."""
    return {1: (z3.IntVal(-1), c - 1), 2: (f, c - 1), 3: (c - 1, f - 1)}[stage]


def bundle_query(
    residue: int,
    stage: int,
    part: str,
    timeout: float = TIMEOUT,
    keep_smt2: bool = True,
    ring: _Ring | None = None,
    witness: tuple[int, int] | None = None,
) -> Query:
    """Lemma 2's bundle sizes for p = 4q + ``residue``: in step k of ``stage`` (k symbolic below the spec's stage
    length), ``into``: every message of a bundle (the messages that leave one node in one direction) has a
    (first, sub) index in Lemma 2's set, of (f - k) + (c - 1 - k) members in Stage 2 (c in Stage 1, (c - 1 - k) +
    (f - 1 - k) in Stage 3; f, c = floor(p/4), ceil(p/4)); ``one-to-one``: two messages of one bundle have
    different indices; ``attained``: the bundle at node ``witness[0]`` in direction ``witness[1]`` has every index
    of the set. So the step's largest bundle has exactly that many messages. UNSAT when the part holds."""
    R = ring or _Ring(residue)
    s = new_solver(timeout)
    q, p = R.q, R.p
    f, c = q, q + (1 if residue == 2 else 0)
    k = z3.Int("k")
    length = {1: z3.IntVal(1), 2: R.s2, 3: R.s3}[stage]
    s.add(q >= 1, 0 <= k, k < length)
    named: dict[str, Any] = {"q": q, "k": k}
    u0, u1 = _bounds(stage, f, c)

    def member(route: Any, a: Any) -> tuple[Any, Any]:
        """(in a bundle of this step, the node it leaves) for one path of a message's route."""
        d, fst, sub, st = route
        if stage == 1:
            return fst == 1, a
        return capi.And(st == stage, sub > k), a + d * fst + 2 * d * k

    def index_ok(fst: Any, sub: Any) -> Any:
        lo = k + 1 if stage > 1 else z3.IntVal(0)
        return capi.Or(capi.And(fst == 0, lo <= sub, sub <= u0), capi.And(fst == 1, lo <= sub, sub <= u1))

    a1, b1 = z3.Ints("a1 b1")
    s.add(0 <= a1, a1 < p, 0 <= b1, b1 < p, a1 != b1)
    named |= {"a1": a1, "b1": b1}
    if part == "into":
        bad = []
        for cnd, route in R.route(a1, b1):
            inb, _ = member(route, a1)
            bad.append(capi.And(cnd, inb, z3.Not(index_ok(route[1], route[2]))))
        s.add(capi.Or(bad))
    elif part == "one-to-one":
        a2, b2 = z3.Ints("a2 b2")
        s.add(0 <= a2, a2 < p, 0 <= b2, b2 < p, a2 != b2, capi.Or(a1 != a2, b1 != b2))
        named |= {"a2": a2, "b2": b2}
        clash = []
        for c1, r1 in R.route(a1, b1):
            for c2, r2 in R.route(a2, b2):
                in1, x1 = member(r1, a1)
                in2, x2 = member(r2, a2)
                same = capi.And(r1[0] == r2[0], _congruent(x1 - x2, p), r1[1] == r2[1], r1[2] == r2[2])
                clash.append(capi.And(c1, c2, in1, in2, same))
        s.add(capi.Or(clash))
    elif part == "attained":
        v0, d0 = witness or WITNESS[residue, stage]
        fst, sub = z3.Ints("first sub")
        s.add(capi.Or(fst == 0, fst == 1), index_ok(fst, sub))
        named |= {"first": fst, "sub": sub}
        a_raw = v0 if stage == 1 else v0 - d0 * fst - 2 * d0 * k  # the message's source
        s.add(capi.Or([a1 == a_raw + j * p for j in (-1, 0, 1)]))
        s.add(capi.Or([b1 == a1 + d0 * (fst + 2 * sub) + j * p for j in (-1, 0, 1)]))
        ok = []
        for cnd, route in R.route(a1, b1):
            inb, x = member(route, a1)
            ok.append(capi.And(cnd, inb, route[0] == d0, route[1] == fst, route[2] == sub, _congruent(x - v0, p)))
        s.add(z3.Not(capi.Or(ok)))
    elif part == "lengths":
        s.add(capi.Or(R.s2 != f, R.s3 != c - 1))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def lemma2_parts(residue: int, timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk): AR's contention queries, the stage lengths and every stage's bundle queries for
    p = 4q + ``residue``, the routes expanded once."""
    cache: dict[str, _Ring] = {}

    def ring() -> _Ring:
        if not cache:
            cache["R"] = _Ring(residue)
        return cache["R"]

    def contention(part: str) -> Query:
        return ar_query(residue, part, timeout, ring=ring())

    def bundle(stage: int, part: str) -> Query:
        return bundle_query(residue, stage, part, timeout, ring=ring())

    out: list[tuple[str, Callable[[], Query]]] = [
        (f"p={residue}mod4/{part}", functools.partial(contention, part)) for part in AR_PARTS[1:]
    ]
    out.append((f"p={residue}mod4/lengths", functools.partial(bundle, 2, "lengths")))
    out += [
        (f"p={residue}mod4/stage{st}-{part}", functools.partial(bundle, st, part))
        for st in (1, 2, 3)
        for part in BUNDLE_PARTS
    ]
    return out


def _lemma2_file(timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for r in RESIDUES for name, run in lemma2_parts(r, timeout) if "contention" not in name}


# --- AR's routes are shortest and every channel is busy in every step ------------------------------------

SHORTEST_SMT2 = "proofs/smt2/liu-gu-2006__ar-shortest-every-p__query.smt2"
UTILIZED_SMT2 = "proofs/smt2/liu-gu-2006__ar-fully-utilized-every-p__query.smt2"
UTILIZED_PARTS = ("covered-1", "covered-2", "covered-3")


def _mod_p(name: str, v: Any, p: Any, s: Any) -> Any:
    """A fresh integer in 0..p-1 congruent to ``v`` (|v| < 4p), constrained in ``s``."""
    x = z3.Int(name)
    s.add(0 <= x, x < p, _congruent(x - v, p))
    return x


def ar_path_query(
    residue: int, part: str, timeout: float = TIMEOUT, keep_smt2: bool = True, ring: _Ring | None = None
) -> Query:
    """For p = 4q + ``residue``, q >= 1 symbolic, UNSAT when the part holds. ``shortest``: every message a != b
    makes first + 2 sub ring hops, min(o, p - o) for its offset o = (b - a) mod p. ``covered-s`` (s = 1, 2, 3):
    in every step k of Stage s (k symbolic below the spec's stage length) every directed channel x -> x + d
    carries a transfer: Stage 1, the message x -> x + d makes its first hop from x in direction d; Stages 2 and
    3, of the messages y - 2dk -> y + 2d for y = x and y = x - d (one sub-ring hop left after step k, no first
    hop), one leaves y in direction d in step k, so its two-hop transfer crosses the channel."""
    R = ring or _Ring(residue)
    s = new_solver(timeout)
    p, q = R.p, R.q
    s.add(q >= 1)
    named: dict[str, Any] = {"q": q}
    if part == "shortest":
        a, b = z3.Ints("a1 b1")
        s.add(0 <= a, a < p, 0 <= b, b < p, a != b)
        named |= {"a1": a, "b1": b}
        o = z3.If(b >= a, b - a, b - a + p)
        want = z3.If(2 * o <= p, o, p - o)
        s.add(capi.Or([capi.And(c, f + 2 * sub != want) for c, (_, f, sub, _) in R.route(a, b)]))
    elif part in UTILIZED_PARTS:
        stage = int(part[-1])
        x, d, k = z3.Ints("x d k")
        length = {1: z3.IntVal(1), 2: R.s2, 3: R.s3}[stage]
        s.add(0 <= x, x < p, capi.Or(d == 1, d == -1), 0 <= k, k < length)
        named |= {"x": x, "d": d, "k": k}
        covers = []
        for i, y in enumerate((x,) if stage == 1 else (x, x - d)):
            if stage == 1:
                a, b = x, _mod_p(f"b{i}", x + d, p, s)
            else:
                a, b = _mod_p(f"a{i}", y - 2 * d * k, p, s), _mod_p(f"b{i}", y + 2 * d, p, s)
            for c, (dr, f, sub, st) in R.route(a, b):
                if stage == 1:
                    covers.append(capi.And(c, f == 1, dr == d))
                else:
                    moving = capi.And(st == stage, sub > k, dr == d, _congruent(a + dr * f + 2 * dr * k - y, p))
                    covers.append(capi.And(c, moving))
        s.add(z3.Not(capi.Or(covers)))
    else:
        raise ValueError(f"unknown part {part!r}")
    return solve(s, keep_smt2, named)


def ar_path_parts(which: str, timeout: float) -> list[tuple[str, Callable[[], Query]]]:
    """(name, query thunk) of ``which`` (``"shortest"`` or ``"utilized"``) for both residues, each residue's
    routes expanded once."""
    names = ("shortest",) if which == "shortest" else UTILIZED_PARTS
    return _residue_parts(ar_path_query, names, timeout)


def _path_file(which: str, timeout: float = TIMEOUT) -> dict[str, Query]:
    return {name: run() for name, run in ar_path_parts(which, timeout)}


SMT2_FILES: dict[str, Callable[..., dict[str, Query]]] = {
    AR_SMT2: ar_step_queries,
    PHASE1_SMT2: _phase1_file,
    STARTUP_SMT2: _startup_file,
    LEMMA2_SMT2: _lemma2_file,
    SHORTEST_SMT2: functools.partial(_path_file, "shortest"),
    UTILIZED_SMT2: functools.partial(_path_file, "utilized"),
}
"""Each file's builder, called when the file is written or checked (a partial of a module function, not a
closure made at import, so a mutation run's mutant of the function is the one that runs)."""


def main(argv: list[str] | None = None) -> int:
    """``python -m alltoall.checkers.z3.liu_gu_every [--check]``: write (or check) the SMT-LIB files."""
    from alltoall.checkers.z3.induction import step_files_main

    return step_files_main(SMT2_FILES, "alltoall.checkers.z3.liu_gu_every", argv, main.__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
