"""Re-check R(N) certificates by brute force only (chou-chen-2010); imports no solver.

An *upper* certificate lists configurations (a family and number, or explicit states); the check
realizes each with :func:`gsen.realize` and confirms every (input, output) pair is delivered.
A *lower* certificate names a counting argument of :mod:`.bounds` and its data; the check
re-derives every path it relies on from :func:`gsen.path` (one path at a time, not the
vectorized tables the search used) and recomputes the bound. Nothing copied into a certificate
(counts, verdicts) is trusted.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.checkers.replay import CLAIM, MATRIX, NAT, replayer
from alltoall.checkers.rn import known
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import gsen

__all__ = ["MAX_CHECK_N", "check_lower", "check_upper", "config_states", "missing_pairs"]

MAX_CHECK_N = 260


def _net(cert: dict[Any, Any]) -> gsen.GSEN:
    N = require_int(cert.get("N"), "N", 2)
    require(N <= MAX_CHECK_N, "N", f"certificates are re-checked up to N = {MAX_CHECK_N}, got {N}")
    return gsen.GSEN(N)


def config_states(net: gsen.GSEN, c: dict[Any, Any]) -> np.ndarray:
    """States of one configuration entry: ``{"family", "number", "order"?}`` or ``{"states"}``."""
    if not isinstance(c, dict):
        raise ParameterError("configuration", f"expected an object, got {c!r}")
    if "states" in c:
        return gsen.states_from_data(net, c["states"])
    fam = c.get("family")
    if fam not in gsen.FAMILIES:
        raise ParameterError("family", f"expected one of {', '.join(gsen.FAMILIES)}, got {fam!r}")
    order = c.get("order", "msb-first")
    if order not in gsen.BIT_ORDERS:
        raise ParameterError("order", f"expected one of {', '.join(gsen.BIT_ORDERS)}, got {order!r}")
    return gsen.family_states(net, fam, require_int(c.get("number"), "number", 0), order)


def missing_pairs(net: gsen.GSEN, configs: list[Any]) -> list[tuple[int, int]]:
    """Pairs no listed configuration delivers (empty = the configurations fulfil all-to-all)."""
    covered = np.zeros((net.N, net.N), dtype=bool)
    rows = np.arange(net.N)
    for c in configs:
        covered[rows, gsen.realize(net, config_states(net, c))] = True
    return [(int(i), int(j)) for i, j in np.argwhere(~covered)]


def check_upper(cert: dict[Any, Any]) -> tuple[bool, str]:
    """``(valid, message)``: the listed configurations deliver every pair; the bound is their count."""
    net = _net(cert)
    configs = cert.get("configurations")
    if not isinstance(configs, list):
        raise ParameterError("configurations", "expected a list")
    miss = missing_pairs(net, configs)
    if miss:
        return False, f"{len(configs)} configurations of {net} miss {len(miss)} pairs, e.g. {miss[0]}"
    return True, f"{len(configs)} configurations deliver all {net.N**2} pairs of {net}: R(N) <= {len(configs)}"


def _paths_by_pair(net: gsen.GSEN) -> dict[tuple[int, int], list[gsen.Path]]:
    out: dict[tuple[int, int], list[gsen.Path]] = {}
    for i in range(net.N):
        for F in range(net.tags):
            p = gsen.path(net, i, F)
            out.setdefault((i, p.dest), []).append(p)
    return out


def check_lower(cert: dict[Any, Any]) -> tuple[bool, int, str]:
    """``(valid, bound, message)`` for a lower certificate (method counting, terminal-cut,
    terminal-cuts, switch-blocks or stage-control)."""
    net = _net(cert)
    method = cert.get("method")
    N = net.N
    if method == "counting":
        return True, N, f"each configuration delivers N = {N} of the N^2 pairs: R(N) >= {N}"
    paths = _paths_by_pair(net)
    if len(paths) != N * N:
        return False, 0, f"only {len(paths)} of the {N * N} pairs have a path"
    if method == "terminal-cut":
        s = require_int(cert.get("stage"), "stage", 0)
        t = require_int(cert.get("terminal"), "terminal", 0)
        require(s < net.n and t < N, "stage", f"stage < {net.n} and terminal < {N}")
        m = sum(1 for ps in paths.values() if {p.terminals[s] for p in ps} == {t})
        return (
            True,
            m,
            f"{m} pairs have every path through terminal {t} after stage {s}; one path per configuration passes it: "
            f"R(N) >= {m}",
        )
    if method == "terminal-cuts":
        terms = cert.get("terminals")
        if not isinstance(terms, list) or not terms:
            raise ParameterError("terminals", "expected a list of [stage, terminal]")
        nodes: set[tuple[int, int]] = set()
        for st in terms:
            if not isinstance(st, (list, tuple)) or len(st) != 2:
                raise ParameterError("terminals", f"a terminal is [stage, terminal], got {st!r}"[:200])
            s, t = require_int(st[0], "stage", 0), require_int(st[1], "terminal", 0)
            require(s < net.n and t < N, "stage", f"stage < {net.n} and terminal < {N}")
            if (s, t) in nodes:  # one path per configuration through each listed terminal: a repeat is unsound
                return False, 0, f"terminal {t} after stage {s} is listed twice"
            nodes.add((s, t))
        k = len(nodes)
        m = sum(1 for ps in paths.values() if all(any(p.terminals[s] == t for s, t in nodes) for p in ps))
        bound = -(-m // k)
        return (
            True,
            bound,
            f"{m} pairs have every path through one of {k} terminals; one path per configuration passes each: "
            f"k R(N) >= {m}, R(N) >= {bound}",
        )
    if method == "switch-blocks":
        blocks = cert.get("blocks")
        if not isinstance(blocks, list):
            raise ParameterError("blocks", "expected a list")
        used: set[Any] = set()
        excess = 0
        index: dict[int, tuple[dict[Any, Any], dict[Any, Any]]] = {}
        for b in blocks:
            if not isinstance(b, dict) or not isinstance(b.get("items", []), list):
                raise ParameterError(
                    "blocks", f'each block is {{"stage", "items": [[switch, in, out], ...]}}, got {b!r}'[:200]
                )
            s = require_int(b.get("stage"), "stage", 0)
            require(s < net.n, "stage", f"stage < {net.n}")
            if s not in index:
                only: dict[Any, Any] = {}
                some: dict[Any, Any] = {}
                for pair, ps in paths.items():
                    kinds = {(p.switches[s], p.in_ports[s], p.out_ports[s]) for p in ps}
                    for k in kinds:
                        some.setdefault(k, set()).add(pair)
                    if len(kinds) == 1:
                        k = next(iter(kinds))
                        only[k] = only.get(k, 0) + 1
                index[s] = (only, some)
            only, some = index[s]
            forced, pairs = 0, set()
            seen: set[Any] = set()
            for it in b.get("items", []):
                if not isinstance(it, (list, tuple)) or len(it) != 3:
                    raise ParameterError("item", f"an item is [switch, in port, out port], got {it!r}"[:200])
                S, x, y = (require_int(v, "item", 0) for v in it)
                require(S < net.half and x < 2 and y < 2, "item", f"switch < {net.half}, ports 0/1")
                if (S, x, y) in seen:  # its forced deliveries are the same events: counting them twice is unsound
                    return False, 0, f"block at stage {s} lists item {[S, x, y]} twice"
                seen.add((S, x, y))
                forced += max(only.get((S, x, y), 0), only.get((S, 1 - x, 1 - y), 0))
                pairs |= some.get((S, x, y), set())
            if pairs & used:
                return False, 0, f"block at stage {s} shares pairs with an earlier block"
            used |= pairs
            excess += max(0, forced - len(pairs))
        bound = -(-(N * N + excess) // N)
        return True, bound, f"blocks force {excess} repeated deliveries: N R(N) >= {N * N} + {excess}, R(N) >= {bound}"
    if method == "stage-control":
        family = cert.get("family", "sc")
        wit = cert.get("unique_paths")
        if not isinstance(wit, list) or len(wit) != net.tags:
            raise ParameterError(
                "unique_paths", f"expected one (input, tag) per configuration number 0..{net.tags - 1}"
            )
        if family not in gsen.FAMILIES:
            raise ParameterError("family", f"expected one of {', '.join(gsen.FAMILIES)}, got {family!r}")
        perms = gsen.family_perms(net, family)
        for C, w in enumerate(wit):
            if not isinstance(w, (list, tuple)) or len(w) != 2:
                raise ParameterError("unique_paths", f"entry {C} is [input, tag], got {w!r}"[:200])
            i, F = require_int(w[0], "i", 0), require_int(w[1], "F", 0)
            require(i < N and F < net.tags, "unique_paths", "input or tag out of range")
            p = gsen.path(net, i, F)
            S = config_states(net, {"family": family, "number": C})
            if any(S[s, p.switches[s]] != p.state(s) for s in range(net.n)):
                return False, 0, f"configuration {C} does not set up P({i}, {F})"
            if len(paths[(i, p.dest)]) != 1:
                return False, 0, f"P({i}, {F}) is not the unique ({i}, {p.dest})-path"
            others = int((perms[:, i] == p.dest).sum()) - 1  # the family's other configurations delivering (i, dest)
            if others:
                return (
                    False,
                    0,
                    f"{others} other {family} configuration(s) also deliver ({i}, {p.dest}): configuration {C} is not "
                    "needed for it",
                )
        return (
            True,
            net.tags,
            f"each of the {net.tags} {family} configurations sets up a unique path: each is needed, R_{family}(N) >= "
            f"{net.tags}",
        )
    raise ParameterError("method", f"unknown lower-bound method {method!r}")


@replayer("gsen-smaller-cover", params={"N": NAT, "claimed": CLAIM}, point={"configurations": MATRIX})
def _replay_smaller_cover(params: dict[Any, Any], data: dict[Any, Any]) -> tuple[bool, str]:
    """Fewer than ``claimed`` configurations (arbitrary switch states, each one number per stage
    whose bit y is the state of switch y, as in :mod:`.known`) deliver every pair of the N x N GSEN, so R(N) <
    claimed."""
    net = _net(params)
    claimed = require_int(params["claimed"], "claimed", 1)
    texts = data.get("configurations")
    if not isinstance(texts, list):
        raise ParameterError("configurations", "expected a list of configurations, each one state number per stage")
    require(len(texts) <= 4 * net.tags, "configurations", f"at most {4 * net.tags} configurations are replayed")
    configs = [{"states": known.decode(net, t).tolist()} for t in texts]
    ok, msg = check_upper({"N": net.N, "configurations": configs})
    return ok and len(configs) < claimed, f"{msg} (the claim says {claimed})"
