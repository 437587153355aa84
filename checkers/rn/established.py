"""Bounds on R(N) established without search (chou-chen-2010), both re-checked.

The lower bound is the best counting certificate of :mod:`.bounds` (or, for the stage-control family,
its unique-paths certificate); the upper bound the best known construction: alternating
A_0..A_{N-1} for N = 2 mod 4, the paper's printed sets, a stored cover of :mod:`.known` (local search or
prefix translates) when smaller, else all 2^n stage-control configurations. :func:`establish` re-checks both with
:mod:`.certificate`. The engine (:mod:`.engine`) starts every search from here, and the exact
lower-bound search (:mod:`.exact`) takes its default target from here.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.rn import bounds, known
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.topologies import gsen

__all__ = ["construction", "establish", "family_configs", "lower_certificate", "paper_construction"]


def family_configs(family: str, numbers: Any) -> list[dict[str, Any]]:
    """The configurations ``numbers`` of a stage-control ``family``, as a certificate lists them."""
    return [{"family": family, "number": int(c)} for c in numbers]


def construction(N: int) -> tuple[str, list[dict[str, Any]]]:
    """The best configuration list known without search (name, configurations)."""
    name, configs = paper_construction(N)
    stored = known.configurations(N)
    if stored and len(stored) < len(configs):
        how = known.FOUND[N]
        return f"{how.get('kind', 'local-search')} cover (stored in checkers/rn/known.py, from {how['start']})", stored
    return name, configs


def paper_construction(N: int) -> tuple[str, list[dict[str, Any]]]:
    """The paper's construction for N (name, configurations), before any stored cover."""
    net = gsen.GSEN(N)
    if N % 4 == 2:
        return "alternating A_0..A_(N-1) (Theorem 4.4)", family_configs("alternating", [gsen.gray(k) for k in range(N)])
    if N == 20:
        fam, _, spans = cc.PRINTED_20
        return "printed A' of Theorem 5.5", family_configs(fam, cc.config_set(spans))
    if N in cc.PRINTED_SETS:
        fam, _, spans = cc.PRINTED_SETS[N]
        spans = cc.CORRECTED_68 if N == 68 else spans
        return f"printed {fam} set of Sect. 6", family_configs(fam, cc.config_set(spans))
    return "all 2^n stage-control configurations (Theorem 3.8)", family_configs("sc", range(net.tags))


def lower_certificate(N: int, family: str = "none") -> dict[str, Any]:
    """The best lower certificate (``{"N", "method", ...}``) for R(N), or R_sc(N) when family == "sc"."""
    net = gsen.GSEN(N)
    if family == "sc":
        wit = bounds.stage_control_unique_paths(net, "sc")
        if wit is not None:
            return {
                "N": N,
                "method": "stage-control",
                "family": "sc",
                "unique_paths": [list(wit[C]) for C in range(net.tags)],
            }
    best = bounds.lower_bound(net)
    return {"N": N, **best}


def establish(N: int, family: str = "none") -> dict[str, Any]:
    """Bounds without a solver, both re-checked:
    ``{"N", "lower", "upper", "meet", "lower_certificate", "upper_certificate"}``."""
    net = gsen.GSEN(N)
    if family == "none":
        name, configs = construction(N)
    else:
        name, configs = f"all {net.tags} {family} configurations", family_configs(family, range(net.tags))
    up_cert = {"N": N, "construction": name, "configurations": configs}
    ok_u, msg_u = ce.check_upper(up_cert)
    lo_cert = lower_certificate(N, family if family == "sc" else "none")
    ok_l, lb, msg_l = ce.check_lower(lo_cert)
    upper = len(configs) if ok_u else None
    lower = lb if ok_l else N
    return {
        "N": N,
        "family": family,
        "lower": lower,
        "upper": upper,
        "meet": upper is not None and lower == upper,
        "lower_method": lo_cert["method"],
        "lower_message": msg_l,
        "upper_message": msg_u,
        "lower_certificate": lo_cert,
        "upper_certificate": up_cert,
    }
