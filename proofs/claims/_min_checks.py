"""Checks shared by the claims about multistage networks (not a claim module itself)."""

from __future__ import annotations

import time
from typing import Iterable

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers.z3 import min as z3_min
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms


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
        lines = [brute.render_signal(net, tables[x], s, f"(round {x})"), brute.render_signal(net, tables[y], s, f"(round {y})")]
        kind = "latin-violation"
    else:
        x = w.get("round", 0)
        a, b = w.get("inputs", [0, 0])
        data = {"round": x, "inputs": [a, b], "output": int(outs[x, a]), "input": a, "rounds": [x, x]}
        expl = f"On {net}, configuration M^{x} sends inputs {a} and {b} to the same output {int(outs[x, a])}."
        lines = [brute.render_signal(net, tables[x], a), brute.render_signal(net, tables[x], b)]
        kind = "latin-violation"
    nd = ms.to_data(net)
    if "wirings" in nd:
        expl += " The network's wirings (before stage 0, between stages, after the last; line l goes to line w[l]) are " + ", ".join(str(w) for w in nd["wirings"]) + "."
    data["rendering"] = "M^0 (rows: switches, columns: stages)\n" + brute.render_shift_matrix(M0) + "\n\n" + "\n".join(lines)
    params = {"network": ms.to_data(net), "M0": np.asarray(M0).tolist(), "N": net.N, "d": net.d}
    return Witness(kind, params, data, expl, found_by)


def brute_latin(nets_m0: Iterable[tuple[ms.MIN, np.ndarray]], domain: str) -> Result:
    """Brute force: bijective columns and Latin rows for each (network, M^0)."""
    t0 = time.perf_counter()
    count, largest = 0, 0
    for net, M0 in nets_m0:
        v = brute.latin_violation(net, M0)
        if v:
            return refuted(latin_witness(net, M0, v, {"method": "brute force"}), instances=count)
        count += 1
        largest = max(largest, net.N)
    r = verified(instances=count, largest_N=largest)
    return Result(r.verdict, r.domain, r.evidence, time.perf_counter() - t0)


def z3_latin(nets: Iterable[ms.MIN], m0: str, domain: str, timeout: float, keep_smt2_for_largest: bool = True) -> Result:
    """Z3: every configuration bijective and Latin rows, symbolic over x, y, inputs (and M^0 if symbolic)."""
    t0 = time.perf_counter()
    nets = list(nets)
    queries = []
    smt2 = {}
    for idx, net in enumerate(nets):
        keep = keep_smt2_for_largest and (idx == len(nets) - 1 or nets[idx + 1].family != net.family)
        for prop, fn in (("bijective", z3_min.bijective), ("latin-rows", z3_min.latin_rows)):
            q = fn(net, m0, timeout=timeout, keep_smt2=keep)
            queries.append({"network": str(net), "property": prop, "status": q.status, "seconds": round(q.seconds, 3), "smt2_sha256": q.smt2_sha256})
            if q.status == "unknown":
                return unknown(f"z3 {prop} on {net}: {q.reason} (timeout {timeout}s)", queries=queries)
            if q.status == "sat":
                return refuted(_decode_sat(net, q, m0, prop), queries=queries)
            if keep and q.smt2:
                smt2[f"{net}/{prop}"] = q.smt2
    r = proved(z3_version=z3_min.Z3_VERSION, queries=len(queries), largest_N=f"{nets[-1].d}^{nets[-1].k}" if nets else None, smt2=smt2)
    return Result(r.verdict, r.domain, r.evidence, time.perf_counter() - t0)


def _decode_sat(net: ms.MIN, q, m0: str, prop: str) -> Witness:
    """Decode a model into spec values and re-check it by brute force before returning it."""
    M0 = lc.initial_zero(net.d, net.k) if m0 == "zero" else z3_min.decode_m0(q, net)
    if M0 is None:
        M0 = lc.initial_zero(net.d, net.k)
    v = brute.latin_violation(net, M0) if net.N <= 4096 else None
    if v is None:
        # the model does not survive brute force (or is too large to re-check): report it raw
        return Witness("z3-model", {"network": ms.to_data(net) if net.N <= 4096 else str(net)}, {k: v for k, v in q.model.items() if not k.startswith("_")},
                       f"Z3 reports a {prop} violation on {net} that brute force could not confirm", {"method": "z3"})
    return latin_witness(net, M0, v, {"method": "z3", "decoded": True})


def decide(domain: str, symbolic: Result | None, brute_result: Result | None) -> Result:
    """A brute-force refutation wins; else the symbolic verdict (proved) covers the domain."""
    parts = [r for r in (brute_result, symbolic) if r is not None]
    for r in parts:
        if r.verdict is Verdict.REFUTED:
            return Result(Verdict.REFUTED, domain, {"brute": brute_result.evidence if brute_result else None}, sum(p.seconds for p in parts), r.witness)
    for r in parts:
        if r.verdict is Verdict.UNKNOWN:
            return Result(Verdict.UNKNOWN, domain, {}, sum(p.seconds for p in parts), reason=r.reason)
    verdict = symbolic.verdict if symbolic is not None else brute_result.verdict
    ev = {}
    if symbolic is not None:
        ev["z3"] = symbolic.evidence
    if brute_result is not None:
        ev["brute"] = brute_result.evidence
    return Result(verdict, domain, ev, sum(p.seconds for p in parts))
