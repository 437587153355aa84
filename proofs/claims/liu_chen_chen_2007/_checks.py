"""Checks shared by the liu-chen-chen-2007 claim modules (not a claim module itself).

Imports no solver at module top: :func:`z3_latin` imports the Z3 engine when it runs.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs.domain import free, one_of, rule
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms

DS = (2, 3, 4, 5)
SIX = tuple(ms.TOPOLOGIES)
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
    return log_stages(net) and ms.is_banyan(ms.from_data(net))


M0_ZERO_UNLESS_D2 = rule(lambda p, d, s: p["network"]["d"] == 2 or zero_m0(p), "M^0 = 0 unless d = 2")
M0_ZERO = rule(lambda p, d, s: zero_m0(p), "M^0 = 0")
N_AT_MOST = rule(lambda p, d, s: n_lines(p["network"]) <= s["N"], "d^k <= the size N", uses=("N",))


def named_point(topologies=SIX, d=None, k=None) -> dict:
    """Domain fields of a named network point: ``{network.topology, network.d, network.k}``."""
    return {"network.topology": one_of(*topologies), "network.d": d, "network.k": k}


def named_nets(limit: int, ds: Iterable[int] = DS) -> Iterator[tuple[int, int, ms.MIN]]:
    """Every named d-MIN with d in ``ds`` and N <= limit, as (d, k, net)."""
    for name in ms.TOPOLOGIES:
        for d in ds:
            k = 1
            while d**k <= limit:
                yield d, k, ms.build(name, d, k)
                k += 1


def random_banyan(rng: np.random.Generator, d: int, k: int) -> ms.MIN:
    """A named banyan with switches, ports and terminals renumbered at random (still banyan)."""
    base = ms.build(str(rng.choice(list(ms.TOPOLOGIES))), d, k)
    S = base.switches
    return ms.relabel(
        base,
        [rng.permutation(S) for _ in range(k)],
        [[rng.permutation(d) for _ in range(S)] for _ in range(k)],
        [[rng.permutation(d) for _ in range(S)] for _ in range(k)],
        rng.permutation(base.N),
        rng.permutation(base.N),
    )


def all_interstage(d: int, n: int, s: int) -> Iterator[ms.MIN]:
    """Every s-stage MIN on d**n lines with identity terminal wirings (interstage: all permutations)."""
    N = d**n
    for mids in itertools.product(itertools.permutations(range(N)), repeat=s - 1):
        yield ms.from_wirings(
            "Wired",
            d,
            N,
            [ms.LineTable(tuple(range(N)))] + [ms.LineTable(m) for m in mids] + [ms.LineTable(tuple(range(N)))],
        )


def latin_witness(net: ms.MIN, M0: np.ndarray, violation, found_by: dict) -> Witness:
    """A witness for a failed Latin/bijectivity check, with both signals drawn through the switches."""
    confs = lc.configurations(M0, net.d, net.k)
    tables = ms.shift_tables(confs, net.d)
    outs = ms.route(net, tables)
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
    nd = ms.to_data(net)
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


def brute_latin(nets_m0: Iterable[tuple[ms.MIN, np.ndarray]]) -> Result:
    """Brute force: bijective columns and Latin rows for each (network, M^0)."""
    count, largest = 0, 0
    for net, M0 in nets_m0:
        v = brute.latin_violation(net, M0)
        if v:
            return refuted(latin_witness(net, M0, v, {"method": "brute force"}), instances=count)
        count += 1
        largest = max(largest, net.N)
    return verified(examined=count, instances=count, largest_N=largest)


def z3_latin(nets: Iterable[ms.MIN], m0: str, timeout: float) -> Result:
    """Z3: every configuration bijective and Latin rows, symbolic over x, y, inputs (and M^0 if symbolic).

    Proved when every query is UNSAT (the SMT-LIB text of each is kept); a SAT model is decoded into
    an M^0 and re-checked by brute force: confirmed it refutes, otherwise the verdict is unknown.
    """
    from alltoall.checkers.z3 import min as z3_min

    nets = list(nets)
    queries = []
    smt2 = {}
    for net in nets:
        for prop, fn in (("bijective", z3_min.bijective), ("latin-rows", z3_min.latin_rows)):
            q = fn(net, m0, timeout=timeout, keep_smt2=True)
            queries.append(
                {
                    "network": str(net),
                    "property": prop,
                    "status": q.status,
                    "seconds": round(q.seconds, 3),
                    "smt2_sha256": q.smt2_sha256,
                }
            )
            if q.status == "unknown":
                return unknown(f"z3 {prop} on {net}: {q.reason} (timeout {timeout}s)", queries=queries)
            if q.status == "sat":
                w = decode_sat(net, q, m0)
                if w is None:
                    return unknown(
                        f"z3 reports a {prop} violation on {net} that brute force does not confirm",
                        queries=queries,
                        model={k: v for k, v in q.model.items() if not k.startswith("_")},
                    )
                return refuted(w, queries=queries)
            smt2[f"{net}/{prop}"] = q.smt2
    return proved(
        examined=len(queries),
        z3_version=z3_min.Z3_VERSION,
        queries=len(queries),
        largest_N=f"{nets[-1].d}^{nets[-1].k}" if nets else None,
        smt2=smt2,
    )


def decode_sat(net: ms.MIN, q, m0: str) -> Witness | None:
    """Decode a model into an M^0 and re-check it by brute force; None when brute force does not confirm."""
    from alltoall.checkers.z3 import min as z3_min

    if net.N > 4096:
        return None
    M0 = lc.initial_zero(net.d, net.k) if m0 == "zero" else z3_min.decode_m0(q, net)
    if M0 is None:
        return None
    v = brute.latin_violation(net, M0)
    return latin_witness(net, M0, v, {"method": "z3", "decoded": True}) if v else None


def decide(symbolic: Result | None, brute_result: Result | None) -> Result:
    """A refutation wins, then an unknown; else the symbolic verdict (proved) covers the domain."""
    parts = [r for r in (brute_result, symbolic) if r is not None]
    for r in parts:
        if r.verdict is Verdict.REFUTED:
            return refuted(r.witness, brute=brute_result.evidence if brute_result else None)
    for r in parts:
        if r.verdict is Verdict.UNKNOWN:
            return unknown(r.reason, **r.evidence)
    ev = {}
    if symbolic is not None:
        ev["z3"] = symbolic.evidence
    if brute_result is not None:
        ev["brute"] = brute_result.evidence
    counts = [r.examined for r in parts if r.examined is not None]
    return Result(
        symbolic.verdict if symbolic is not None else brute_result.verdict,
        evidence=ev,
        examined=sum(counts) if counts else None,
    )
