"""Checks shared by the liu-chen-chen-2007 claim modules (not a claim module itself).

Imports no solver: :func:`z3_latin` imports the Z3 engine when it runs.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers.result import Result, Witness, refuted, verified
from alltoall.proofs.domain import free, one_of, rule
from alltoall.spec.algorithms import latin_configurations
from alltoall.spec.topologies import multistage

DS = (2, 3, 4, 5)
SIX = tuple(multistage.TOPOLOGIES)
#: The witness kinds of a failed Latin check: a repeated row of A, or a configuration that is not a permutation.
LATIN_KINDS = ("latin-violation", "latin-column")

# --- pieces of the claims' point domains (alltoall.proofs.domain) ---------------------------------------

ANY_M0 = free("every initial configuration of shift states")
WIRED = {"network.wirings": free("every wiring of the lines"), "network.name": free("a label, not read")}


def zero_m0(params: dict) -> bool:
    """M^0 is all zero ('zero' or a matrix of zeros)."""
    M0 = params["M0"]
    return M0 == "zero" or (isinstance(M0, list) and all(v == 0 for row in M0 for v in row))


def net_of(params: dict) -> dict:
    return params["network"]


def n_lines(net: dict) -> int:
    """N of a network point, named ({topology, d, k}) or wired ({N, d, wirings})."""
    return net["N"] if "N" in net else net["d"] ** net["k"]


def log_stages(net: dict) -> bool:
    """A wired network of log_d N stages: N = d^k lines and k + 1 wirings."""
    d, N, k = net["d"], net["N"], len(net["wirings"]) - 1
    return k >= 1 and d**k == N


def banyan(net: dict) -> bool:
    """The network is banyan with log_d N stages (path counting on the spec's network)."""
    return log_stages(net) and multistage.is_banyan(multistage.from_data(net))


M0_ZERO_UNLESS_D2 = rule(lambda p, d, s: p["network"]["d"] == 2 or zero_m0(p), "M^0 = 0 unless d = 2")
M0_ZERO = rule(lambda p, d, s: zero_m0(p), "M^0 = 0")
N_AT_MOST = rule(lambda p, d, s: n_lines(p["network"]) <= s["N"], "d^k <= the size N", uses=("N",))


def named_point(topologies: Any = SIX, d: Any = None, k: Any = None) -> dict:
    """Domain fields of a named network point: ``{network.topology, network.d, network.k}``."""
    return {"network.topology": one_of(*topologies), "network.d": d, "network.k": k}


def named_nets(limit: int, ds: Iterable[int] = DS) -> Iterator[tuple[int, int, multistage.MIN]]:
    """Every named d-MIN with d in ``ds`` and N <= limit, as (d, k, net)."""
    for name in multistage.TOPOLOGIES:
        for d in ds:
            k = 1
            while d**k <= limit:
                yield d, k, multistage.build(name, d, k)
                k += 1


def random_banyan(rng: np.random.Generator, d: int, k: int) -> multistage.MIN:
    """A named banyan with switches, ports and terminals renumbered at random (still banyan)."""
    base = multistage.build(str(rng.choice(list(multistage.TOPOLOGIES))), d, k)
    S = base.switches
    return multistage.relabel(
        base,
        [rng.permutation(S) for _ in range(k)],
        [[rng.permutation(d) for _ in range(S)] for _ in range(k)],
        [[rng.permutation(d) for _ in range(S)] for _ in range(k)],
        rng.permutation(base.N),
        rng.permutation(base.N),
    )


def all_interstage(d: int, n: int, s: int) -> Iterator[multistage.MIN]:
    """Every s-stage MIN on d**n lines with identity terminal wirings (interstage: all permutations)."""
    N = d**n
    for mids in itertools.product(itertools.permutations(range(N)), repeat=s - 1):
        yield multistage.from_wirings(
            "Wired",
            d,
            N,
            [multistage.LineTable(tuple(range(N)))]
            + [multistage.LineTable(m) for m in mids]
            + [multistage.LineTable(tuple(range(N)))],
        )


def latin_witness(net: multistage.MIN, M0: np.ndarray, violation: Any, found_by: dict) -> Witness:
    """A witness for a failed Latin/bijectivity check, with both signals drawn through the switches."""
    confs = latin_configurations.configurations(M0, net.d, net.k)
    tables = multistage.shift_tables(confs, net.d)
    outs = multistage.route(net, tables)
    w = violation.where
    if w.get("kind") == "row":
        j, (x, y), s = w["index"], w["positions"], w["value"]
        data = {"input": s, "output": j, "rounds": [x, y]}
        expl = (
            f"On {net} with the initial configuration M^0 below, input {s} reaches output {j} both in round "
            f"{x} (configuration M^{x}) and in round {y} (M^{y}). So row {j} of the matrix A lists input {s} "
            f"twice and the N configurations are not a Latin square: some message to output {j} is never sent."
        )
        lines = [
            brute.render_signal(net, tables[x], s, f"(round {x})"),
            brute.render_signal(net, tables[y], s, f"(round {y})"),
        ]
    else:
        x = w.get("round", 0)
        a, b = w.get("inputs", [0, 0])
        data = {"round": x, "inputs": [a, b], "output": int(outs[x, a])}
        expl = f"On {net}, configuration M^{x} sends inputs {a} and {b} to the same output {int(outs[x, a])}."
        lines = [brute.render_signal(net, tables[x], a), brute.render_signal(net, tables[x], b)]
    nd = multistage.to_data(net)
    if "wirings" in nd:
        expl += (
            " The network's wirings (before stage 0, between stages, after the last; line l goes to line w[l]) are "
            + ", ".join(str(w) for w in nd["wirings"])
            + "."
        )
    data["rendering"] = (
        "M^0 (rows: switches, columns: stages)\n" + brute.render_shift_matrix(M0) + "\n\n" + "\n".join(lines)
    )
    params = {"network": nd, "M0": np.asarray(M0).tolist(), "N": net.N, "d": net.d}
    if w.get("kind") == "row":
        panels = [
            {
                "network": nd,
                "M": np.asarray(confs[r]).tolist(),
                "inputs": [s],
                "title": f"round {r}: configuration M^{r}",
            }
            for r in (x, y)
        ]
        head = (
            f"{net}: input {s} reaches output {j} in round {x} and again in round {y}, so the rounds are not a "
            "Latin square"
        )
    else:
        panels = [
            {
                "network": nd,
                "M": np.asarray(confs[x]).tolist(),
                "inputs": [a, b],
                "title": f"round {x}: configuration M^{x}",
            }
        ]
        head = f"{net}: in round {x} inputs {a} and {b} reach the same output {data['output']}"
    pic = {"renderer": "min-routes", "args": {"title": head, "panels": panels}} if net.N <= 16 and net.d == 2 else None
    return Witness(
        "latin-violation" if w.get("kind") == "row" else "latin-column", params, data, expl, found_by, picture=pic
    )


def brute_latin(nets_m0: Iterable[tuple[multistage.MIN, np.ndarray]]) -> Result:
    """Brute force: bijective columns and Latin rows for each (network, M^0)."""
    count, largest = 0, 0
    for net, M0 in nets_m0:
        v = brute.latin_violation(net, M0)
        if v:
            return refuted(latin_witness(net, M0, v, {"method": "brute force"}), instances=count)
        count += 1
        largest = max(largest, net.N)
    return verified(examined=count, instances=count, largest_N=largest)


def z3_latin(nets: Iterable[multistage.MIN], m0: str, timeout: float) -> Result:
    """Z3: every configuration bijective and Latin rows, symbolic over x, y, inputs (and M^0 if symbolic).

    The engine is :func:`alltoall.checkers.z3.latin.latin_square` (every query UNSAT proves it, the SMT-LIB
    of each kept; a SAT model is decoded into an M^0 and re-checked by brute force before it refutes);
    the witness is phrased by :func:`latin_witness`.
    """
    from alltoall.checkers.z3 import latin

    return latin.latin_square(nets, m0, timeout, witness=lambda net, M0, v: latin_witness(net, M0, v, Z3_FOUND))


#: How a Z3 model confirmed by brute force is credited in a witness.
Z3_FOUND = {"method": "z3", "decoded": True}
