"""Helpers shared by the chau-fu-2003 claim modules (no solver imports at module top)."""

from __future__ import annotations

from typing import Any

from alltoall.checkers import optical, render, routing
from alltoall.checkers.result import Result, Witness, refuted, unknown
from alltoall.proofs.domain import Constraint, Domain, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import multistage
from alltoall.spec.topologies import optical as op


def optical_sizes(hi_k: str | None = None, lo_k: int = 1, **fields: Constraint) -> Domain:
    """The point domain "N = 2^k, k = lo_k..{hi_k}" (``hi_k``: a declared size; None: every k >= lo_k) of
    a claim about the optical MIN, with further ``fields`` constraints (dots in paths written ``__``)."""

    def test(params: dict, data: dict, sizes: Any) -> bool:
        N = params["N"]
        return N & (N - 1) == 0 and N >= 2**lo_k and (hi_k is None or N <= 2 ** sizes[hi_k])

    text = f"N = 2^k for k >= {lo_k}" if hi_k is None else f"N = 2^k for k = {lo_k}..{hi_k}"
    return Domain(
        {"N": span(2**lo_k, None), **{k.replace("__", "."): c for k, c in fields.items()}},
        rules=(rule(test, text, uses=(hi_k,) if hi_k else ()),),
    )


def z3_sweep(queries: Any, ks: Any, ctx: Context, brute_text: str) -> Result:
    """Every Z3 query (:mod:`alltoall.checkers.z3.optical`) UNSAT for every N = 2**k, k in ``ks``."""
    from alltoall.checkers.z3.core import unsat_sweep

    return unsat_sweep(
        queries, ks, lambda q, k, keep: q(op.OpticalMIN(2**k), timeout=ctx.timeout, keep_smt2=keep), brute_text
    )


def shift_witness(net: op.OpticalMIN, f: optical.Failure) -> Witness:
    """Theorem 1's setting for shift ``f.c`` fails on ``net`` (crosstalk or misdelivery)."""
    perm = [(s + f.c) % net.N for s in range(net.N)]
    setting = op.shift_setting(net, f.c).tolist()
    return Witness(
        "optical-shift-failure",
        {"N": net.N},
        {"c": f.c, "setting": setting, "rendering": render.render_optical(net, perm, f.signals)},
        f"Theorem 1's stage-uniform setting {setting} for the shift c = {f.c} on {net}: {f.message}.",
        {"method": "brute force"},
    )


def semi_of(sources: Any, destinations: Any, N: int = 8) -> list[int]:
    """The semi-permutation sending ``sources[i]`` to ``destinations[i]`` (-1 = idle input)."""
    semi = [-1] * N
    for a, b in zip(sources, destinations):
        semi[a] = b
    return semi


def xor_schedule(net: multistage.MIN, xs: Any) -> list[list[int]] | None:
    """Each permutation s -> s XOR x (x in xs) split into two crosstalk-free semi-permutations."""
    semis = []
    for x in xs:
        split = routing.split_crosstalk_free(net, [s ^ x for s in range(net.N)])
        if split is None:
            return None
        semis += list(split)
    return semis


def pass_bound_brute(kb: int, checked: list[int]) -> Result | None:
    """Theorem 3's premises and bound per N = 2^k, k = 1..kb: processors enter distinct stage-0 switches (the
    spec's route), and the counting bound equals Theorem 2's passes; ``checked[0]`` counts the sizes passed."""
    for k in range(1, kb + 1):
        net = op.OpticalMIN(2**k)
        entries = {int(op.route(net, op.shift_setting(net, 0), [s])[1][0, 0]) for s in range(net.N)}
        if len(entries) != net.N:
            return unknown(f"{net}: processors do not have distinct stage-0 switches")
        bound, passes = optical.pass_lower_bound(net.N)
        if bound != passes:
            return refuted(
                Witness(
                    "optical-pass-bound",
                    {"N": net.N},
                    {},
                    f"For N = {net.N}: N(N-1) = {net.N * (net.N - 1)} messages, {net.N * op.injection_ports(net.N)} "
                    f"per pass, so at least {bound} passes are needed, while Theorem 2 uses {passes}.",
                    {"method": "brute force"},
                )
            )
        checked[0] += 1
    return None
