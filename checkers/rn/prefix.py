"""Exact covers of N configurations from one prefix and its translates: R(N) = N when it exists.

With N = 2^a m (m odd), n stages and L = n - a, a *prefix* is the states of the first L stages. Under a
prefix, input i leaves stage L on terminal ``(2^L i + q_i) mod N``, ``q_i`` the L tag bits it used (Lemma
3.3 stage by stage), so its output block, out of m blocks of 2^a outputs, is that terminal mod m; stage
control of the last a stages (each stage all 0 or all 1) then gives every output of the block once. A
prefix is realizable exactly when no two inputs meet on one terminal after any of the L stages.

Translation by c is an automorphism: ``q'_i = q_(i - c)`` is again a prefix, and it moves every
terminal after stage L by ``2^L c``. The translates by c = 2^a k, k = 0..m-1, shift input i's block by
``2^n k mod m`` (all m residues, m being odd), and input i = i0 + 2^a v reaches the block
``2^L i0 + 2^n v + q_i mod m``. So the m translates send every input to every block exactly once when,
in each class of inputs mod 2^a, the tags are pairwise distinct mod m: a *transversal prefix*. Its m
translates, each completed by the 2^a stage-control tails, are N configurations delivering every pair
exactly once. No such prefix, on the other hand, proves nothing: the last a stages need not be stage
control, nor the m prefixes translates.

:func:`transversal` asks CaDiCaL or CP-SAT (the rn extra; one worker) or a walk for the tags; :func:`cover` builds the N
configurations and re-checks them with :func:`certificate.check_upper`, which realizes every one with
the spec; a solver answer that fails the re-check is never returned as a cover.

>>> from alltoall.spec.topologies import gsen
>>> split(36), split(68), split(12)
((2, 9), (2, 17), (2, 3))
>>> net = gsen.GSEN(12)
>>> q = block_tags(net, [[1, 0, 1, 0, 1, 0], [0, 0, 1, 1, 0, 1]]); q
[2, 1, 3, 1, 2, 1, 0, 3, 0, 3, 0, 2]
>>> prefix_states(net, q).tolist()
[[1, 0, 1, 0, 1, 0], [0, 0, 1, 1, 0, 1]]

References
----------
chou-chen-2010, R(N) (Fig. 14's open cells N = 36 and 68; N = 132 and 140 beyond it).
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from alltoall.checkers.rn import TIME_LIMIT, cadical, cpsat
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.errors import ParameterError, require
from alltoall.spec.topologies import gsen

__all__ = ["SOLVERS", "block_tags", "cover", "expand", "prefix_states", "split", "translates", "transversal"]


def split(N: int) -> tuple[int, int]:
    """``(a, m)`` with ``N = 2^a m`` and m odd."""
    a, m = 0, N
    while m % 2 == 0:
        a, m = a + 1, m // 2
    return a, m


def _stages(net: gsen.GSEN) -> int:
    """L = n - a, the stages a prefix sets."""
    return net.n - split(net.N)[0]


def block_tags(net: gsen.GSEN, prefix: Any) -> list[int]:
    """The tag ``q_i`` (L bits, first stage most significant) each input uses under ``prefix[stage][switch]``."""
    L = _stages(net)
    st = np.asarray(prefix, dtype=np.int64)
    require(st.shape == (L, net.half), "prefix", f"a prefix of {net} has shape ({L}, {net.half}), got {st.shape}")
    out = []
    for i in range(net.N):
        t, q = i, 0
        for s in range(L):
            p = gsen.shuffle(net.N, t)
            f = (p % 2) ^ int(st[s, p // 2])
            t, q = p - p % 2 + f, 2 * q + f
        out.append(q)
    return out


def prefix_states(net: gsen.GSEN, tags: list[int]) -> np.ndarray:
    """The prefix under which input i uses tag ``tags[i]``; :class:`ParameterError` if two inputs need one
    switch in different states (they would meet on a terminal)."""
    L = _stages(net)
    require(len(tags) == net.N, "tags", f"{net} needs one tag per input, got {len(tags)}")
    st = np.full((L, net.half), -1, dtype=np.int64)
    for i, q in enumerate(tags):
        require(0 <= q < 1 << L, "tags", f"a tag of a {L}-stage prefix is below {1 << L}, got {q}")
        t = i
        for s in range(L):
            p = gsen.shuffle(net.N, t)
            y, f = p // 2, (q >> (L - 1 - s)) & 1
            if st[s, y] not in (-1, (p % 2) ^ f):
                raise ParameterError("tags", f"input {i} (tag {q}) meets another input on a terminal after stage {s}")
            st[s, y] = (p % 2) ^ f
            t = 2 * y + f
    return np.where(st < 0, 0, st)


def translates(net: gsen.GSEN, tags: list[int]) -> list[list[int]]:
    """The tags of the m translates by c = 2^a k (k = 0..m-1): ``q'_i = q_(i - c)``."""
    a, m = split(net.N)
    return [[tags[(i - (k << a)) % net.N] for i in range(net.N)] for k in range(m)]


def expand(net: gsen.GSEN, prefixes: list[Any]) -> list[np.ndarray]:
    """Each prefix completed by the 2^a stage-control tails of the last a stages (full configurations)."""
    a = split(net.N)[0]
    out = []
    for P in prefixes:
        for C in range(1 << a):
            tail = [[(C >> (a - 1 - s)) & 1] * net.half for s in range(a)]
            out.append(np.concatenate([np.asarray(P, dtype=np.int64), np.array(tail, dtype=np.int64).reshape(a, -1)]))
    return out


SOLVERS = ("cadical", "cpsat", "anneal")


def transversal(N: int, solver: str = "cadical", time_limit: float = TIME_LIMIT) -> dict[str, Any]:
    """Search for a transversal prefix of GSEN(N): tags ``q_i`` under which no two inputs meet after any of the
    first L stages and the inputs of each class mod 2^a use tags pairwise distinct mod m.

    ``solver``: "cadical" (pysat; ``v[k, i, u]`` "the first k tag bits of input i are u", exactly one per
    terminal after stage k and per class and residue, sequential counters), "cpsat" (one worker; the
    terminals and residues as integers under AllDifferent) or "anneal" (a seeded walk over the switch states,
    :func:`_anneal`; incomplete, it never answers "none"). Returns ``{"status": "found" | "none" |
    "unknown", "tags", "solver", "cpu_seconds"}``; "none" is the solver's word that no transversal prefix
    exists (not that R(N) > N)."""
    net = gsen.GSEN(N)
    if solver not in SOLVERS:
        raise ParameterError("solver", f"expected one of {', '.join(SOLVERS)}, got {solver!r}")
    t0 = time.process_time()
    status, tags = {"cadical": _cadical, "cpsat": _cpsat, "anneal": _anneal}[solver](net, time_limit)
    return {"status": status, "tags": tags, "solver": solver, "cpu_seconds": time.process_time() - t0}


def _cadical(net: gsen.GSEN, time_limit: float) -> tuple[str, list[int] | None]:
    from pysat.card import CardEnc, EncType  # solvers are imported on use (loading the registry imports none)
    from pysat.formula import IDPool

    N, (a, m), L = net.N, split(net.N), _stages(net)
    pool = IDPool()
    cls: list[list[int]] = []

    def f(i: int, s: int) -> int:
        return int(pool.id(("f", i, s)))

    def v(k: int, i: int, u: int) -> int:  # the first k tag bits of input i are u
        x = int(pool.id(("v", k, i, u)))
        lits = [f(i, s) if (u >> (k - 1 - s)) & 1 else -f(i, s) for s in range(k)]
        cls.extend([-x, lit] for lit in lits)
        cls.append([x] + [-lit for lit in lits])
        return x

    groups: list[list[int]] = []
    for k in range(1, L + 1):  # terminal after stage k: (2^k i + u) mod N, exactly one input on each
        on: dict[int, list[int]] = {}
        for i in range(N):
            for u in range(1 << k):
                on.setdefault(((i << k) + u) % N, []).append(v(k, i, u))
        groups.extend(on.values())
    for i0 in range(1 << a):  # each class mod 2^a: exactly one input per residue of its tag mod m
        res: dict[int, list[int]] = {}
        for w in range(m):
            for u in range(1 << L):
                res.setdefault(u % m, []).append(int(pool.id(("v", L, i0 + (w << a), u))))
        groups.extend(res.values())
    for g in groups:
        cls.extend(CardEnc.equals(g, 1, vpool=pool, encoding=EncType.seqcounter).clauses)
    r, true = cadical.solve(cls, time_limit)
    if not r:
        return ("unknown" if r is None else "none"), None
    return "found", [sum(int(f(i, s) in true) << (L - 1 - s) for s in range(L)) for i in range(N)]


def _cpsat(net: gsen.GSEN, time_limit: float) -> tuple[str, list[int] | None]:
    from ortools.sat.python import cp_model  # the rn extra: imported on use

    N, (a, m), L = net.N, split(net.N), _stages(net)
    md = cp_model.CpModel()
    f = [[md.NewBoolVar(f"f{i}_{s}") for s in range(L)] for i in range(N)]
    for k in range(1, L + 1):  # terminal after stage k: (2^k i + first k tag bits) mod N, all distinct
        terms = []
        for i in range(N):
            head = sum(f[i][s] * (1 << (k - 1 - s)) for s in range(k))
            e, t = md.NewIntVar(0, N + (1 << k), ""), md.NewIntVar(0, N - 1, f"t{k}_{i}")
            md.Add(e == ((i << k) % N) + head)
            md.AddModuloEquality(t, e, N)
            terms.append(t)
        md.AddAllDifferent(terms)
    for i0 in range(1 << a):  # each class mod 2^a: tags distinct mod m
        res = []
        for w in range(m):
            i = i0 + (w << a)
            e, r = md.NewIntVar(0, 1 << L, ""), md.NewIntVar(0, m - 1, f"r{i}")
            md.Add(e == sum(f[i][s] * (1 << (L - 1 - s)) for s in range(L)))
            md.AddModuloEquality(r, e, m)
            res.append(r)
        md.AddAllDifferent(res)
    sv = cpsat.solver(time_limit)
    status = sv.Solve(md)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "found", [sum(int(sv.Value(f[i][s])) << (L - 1 - s) for s in range(L)) for i in range(N)]
    return ("none" if status == cp_model.INFEASIBLE else "unknown"), None


def _anneal(
    net: gsen.GSEN, time_limit: float, seed: int = 0, temperature: float = 0.15
) -> tuple[str, list[int] | None]:
    """A walk over the prefix's switch states (every setting is a prefix), its cost the inputs in excess per
    class and residue. Flipping switch y of stage s swaps the tag bits from s on of the two inputs it carries
    (each then follows the other's former path), so a move costs O(L). From a seeded random prefix, each step
    flips, at a random stage, the switch of a random input (one not in excess only one time in 10), kept when
    the cost does not rise, else with probability exp(-rise / temperature). Deterministic for a seed; "unknown"
    when the CPU time runs out. Found where the SAT encodings gave up: N = 132 and 140 (1.5 and 4.4 CPU s)."""
    import math
    import random

    N, (a, m), L, half = net.N, split(net.N), _stages(net), net.half
    rng = random.Random(seed)
    pos = [[(0, 0)] * N for _ in range(L)]  # pos[s][i]: (switch, out-port) of input i at stage s
    occ = [[[0, 0] for _ in range(half)] for _ in range(L)]  # occ[s][y][f]: the input leaving switch y on port f
    term, tags = list(range(N)), [0] * N
    for s in range(L):
        st = [rng.randrange(2) for _ in range(half)]
        for i in range(N):
            p = gsen.shuffle(N, term[i])
            y, f = p // 2, (p % 2) ^ st[p // 2]
            pos[s][i], occ[s][y][f] = (y, f), i
            term[i], tags[i] = 2 * y + f, 2 * tags[i] + f
    cm = (1 << a) - 1
    cnt = [[0] * m for _ in range(1 << a)]
    for i in range(N):
        cnt[i & cm][tags[i] % m] += 1
    cost = sum(max(c - 1, 0) for row in cnt for c in row)

    def flip(s: int, y: int) -> tuple[int, int]:
        A, B = occ[s][y]
        for s2 in range(s, L):
            pa, pb = pos[s2][A], pos[s2][B]
            pos[s2][A], pos[s2][B] = pb, pa
            occ[s2][pb[0]][pb[1]], occ[s2][pa[0]][pa[1]] = A, B
        low = (1 << (L - s)) - 1
        tags[A], tags[B] = (tags[A] & ~low) | (tags[B] & low), (tags[B] & ~low) | (tags[A] & low)
        return A, B

    def count(i: int, d: int) -> int:  # add d to input i's cell; 1 if that moves an excess input
        row, r = cnt[i & cm], tags[i] % m
        row[r] += d
        return int(row[r] >= 2) if d > 0 else int(row[r] >= 1)

    t0, steps = time.process_time(), 0
    while cost > 0:
        steps += 1
        if steps % 4096 == 0 and time.process_time() - t0 > time_limit:
            return "unknown", None
        i = rng.randrange(N)
        if cnt[i & cm][tags[i] % m] <= 1 and rng.random() < 0.9:  # an input not in excess moves one time in 10
            continue
        s = rng.randrange(L)
        y = pos[s][i][0]
        A, B = occ[s][y]
        d = -count(A, -1) - count(B, -1)
        flip(s, y)
        d += count(A, 1) + count(B, 1)
        if d <= 0 or rng.random() < math.exp(-d / temperature):
            cost += d
        else:
            count(A, -1), count(B, -1)
            flip(s, y)
            count(A, 1), count(B, 1)
    return "found", tags


def cover(N: int, solver: str = "cadical", time_limit: float = TIME_LIMIT) -> dict[str, Any]:
    """N configurations of GSEN(N) from a transversal prefix, re-checked by the spec.

    Returns :func:`transversal`'s answer with ``"size"`` (N, or None when no cover was built),
    ``"configurations"`` (``[{"states": ...}]``) and ``"message"`` (the re-check's)."""
    net = gsen.GSEN(N)
    r = transversal(N, solver, time_limit)
    r.update(size=None, configurations=[], message=f"no transversal prefix of {net} ({solver}: {r['status']})")
    if r["tags"] is None:
        return r
    try:
        prefixes = [prefix_states(net, q) for q in translates(net, r["tags"])]
    except ParameterError as e:
        r.update(status="unknown", message=f"the solver's tags are no prefix: {e}")
        return r
    configs = [{"states": S.tolist()} for S in expand(net, prefixes)]
    ok, msg = ce.check_upper({"N": N, "configurations": configs})
    if not ok:
        r.update(status="unknown", message=f"the translates are no cover: {msg}")
        return r
    r.update(size=len(configs), configurations=configs, message=msg)
    return r
