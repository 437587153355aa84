"""Simulation helpers shared by the liu-gu-2006 claim modules (no solver imported)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from alltoall.checkers import exchange
from alltoall.checkers.result import Witness
from alltoall.proofs.domain import Domain, rule, span
from alltoall.spec.algorithms import liu_gu


class ScheduleBroken(ValueError):
    """The simulated schedule does not deliver every message or has contention: its costs say nothing."""


def guarded(check):
    """A check whose measurements need a sound schedule: a broken one makes the claim ``unknown``."""
    import functools

    from alltoall.checkers.result import unknown

    @functools.wraps(check)
    def wrapped(ctx):
        try:
            return check(ctx)
        except ScheduleBroken as e:
            return unknown(str(e))

    return wrapped


def run(algorithm: str, *sizes: int, reading: str = "listing", keep_loads: bool = False) -> exchange.Report:
    return exchange.simulate_algorithm(algorithm, *sizes, reading=liu_gu.reading(reading), keep_loads=keep_loads)


def sound(algorithm: str, *sizes: int, reading: str = "listing") -> exchange.Report:
    """Simulate; raise :class:`ScheduleBroken` unless every message arrives once without contention."""
    rep = run(algorithm, *sizes, reading=reading)
    if not rep.ok:
        raise ScheduleBroken(
            f"{algorithm.upper()}{sizes} ({reading}) is not a sound schedule: "
            f"{rep.violation.message if rep.violation else 'not delivered'}"
        )
    return rep


def ring_sizes(pmax: int, residue: int | None = None) -> list[int]:
    """Even p in 4..pmax (optionally p mod 4 == residue)."""
    return [p for p in range(4, pmax + 1, 2) if residue is None or p % 4 == residue]


def torus_sizes(
    cmax: int, *, square: bool | None = None, r8: int | None = None, c8: int | None = None, rmin: int = 4
) -> list[tuple[int, int]]:
    """r, c multiples of 4 with rmin <= r <= c <= cmax, filtered by squareness and residues mod 8."""
    out = []
    for c in range(4, cmax + 1, 4):
        for r in range(rmin, c + 1, 4):
            if square is not None and (r == c) != square:
                continue
            if r8 is not None and r % 8 != r8:
                continue
            if c8 is not None and c % 8 != c8:
                continue
            out.append((r, c))
    return out


def schedule_subject(algorithm: str, prop: str, reading: str = "listing") -> dict[str, str]:
    """What an ``exchange-schedule`` witness takes from its claim: the algorithm, its reading and the
    property that must fail."""
    return {"algorithm": algorithm, "reading": reading, "property": prop}


def _paths(form: str, names: tuple[str, ...]) -> list[str]:
    if form == "schedule":  # exchange-schedule: params {"sizes": [p]} or {"sizes": [r, c]}
        return [f"sizes.{i}" for i in range(len(names))]
    if form == "formula":  # formula: params {"point": {"p": ...}} or {"point": {"r": ..., "c": ...}}
        return [f"point.{n}" for n in names]
    raise ValueError(f"unknown point form {form!r}")


def _get(form: str, params: dict, i: int, name: str) -> int:
    return params["sizes"][i] if form == "schedule" else params["point"][name]


def ring_point(size: str, residue: int | None = None, *, form: str = "schedule") -> Domain:
    """The domain of :func:`ring_sizes`: even p in 4..``size`` (p = ``residue`` mod 4 when given)."""
    (path,) = _paths(form, ("p",))
    lo = 6 if residue == 2 else 4
    rules = (
        (rule(lambda params, data, sizes: len(params["sizes"]) == 1, "one side (the ring's p)"),)
        if form == "schedule"
        else ()
    )
    return Domain({path: span(lo, size, 2 if residue is None else 4)}, rules=rules)


def torus_point(
    size: str,
    *,
    square: bool | None = None,
    r8: int | None = None,
    c8: int | None = None,
    rmin: int = 4,
    form: str = "schedule",
) -> Domain:
    """The domain of :func:`torus_sizes`: r, c multiples of 4 with ``rmin`` <= r <= c <= ``size``, r = ``r8``
    and c = ``c8`` mod 8 when given, r = c (``square``) or r < c (not ``square``)."""
    rp, cp = _paths(form, ("r", "c"))
    rlo = rmin if r8 is None else next(x for x in range(rmin, rmin + 9, 4) if x % 8 == r8)
    clo = 4 if c8 is None else (8 if c8 == 0 else 4)
    text, ok = {
        None: ("r <= c", lambda r, c: r <= c),
        True: ("r = c", lambda r, c: r == c),
        False: ("r < c", lambda r, c: r < c),
    }[square]
    rules = [rule(lambda params, data, sizes: ok(_get(form, params, 0, "r"), _get(form, params, 1, "c")), text)]
    if form == "schedule":
        rules.append(rule(lambda params, data, sizes: len(params["sizes"]) == 2, "two sides (r, c)"))
    return Domain(
        {rp: span(rlo, size, 4 if r8 is None else 8), cp: span(clo, size, 4 if c8 is None else 8)}, rules=tuple(rules)
    )


def schedule_witness(
    algorithm: str,
    sizes: tuple[int, ...],
    reading: str,
    prop: str,
    explanation: str,
    picture: bool = True,
    **data: dict[str, Any],
) -> Witness:
    """A witness replayed by re-simulating the schedule (kind ``exchange-schedule``)."""
    params = {"algorithm": algorithm, "sizes": list(sizes), "reading": reading}
    nodes = 1
    for x in sizes:
        nodes *= x
    name = "liu-gu-schedule" if nodes <= 32 else "liu-gu-step-loads"
    pic = {"renderer": name, "args": dict(params)} if picture else None
    return Witness(
        "exchange-schedule",
        params,
        {"property": prop, **data},
        explanation,
        {"method": "step-level simulation (checkers/exchange.py)"},
        picture=pic,
    )


def simulated_refutation(algorithm: str, points: Sequence[tuple[int, ...]], prop: str) -> Any:
    """The simulated cross-check of an every-size claim: the first of ``points`` (sizes of ``algorithm``, listing
    reading) where the schedule's ``prop`` fails, as a refutation; None when it holds at every point."""
    from alltoall.checkers.result import refuted

    for sizes in points:
        rep = run(algorithm, *sizes)
        bad = {
            "delivers": not rep.delivered,
            "contention-free": not rep.contention_free,
            "shortest": not rep.all_shortest,
            "fully-utilized": not rep.fully_utilized,
        }[prop]
        if bad:
            what = rep.violation.message if rep.violation else f"{prop} fails (detour {rep.detour_example})"
            name = f"AR on the ring of {sizes[0]} nodes" if algorithm == "ar" else f"AT2 on {sizes[0]} x {sizes[1]}"
            where = dict(zip(("p",) if algorithm == "ar" else ("r", "c"), sizes))
            return refuted(schedule_witness(algorithm, sizes, "listing", prop, f"{name}: {what}"), **where)
    return None


def with_schedule_picture(result: Any, algorithm: str, reading: str = "listing", sizes_of: Any = None) -> Any:
    """Attach the per-step schedule picture at the witness's point to a refuted formula result."""
    from dataclasses import replace

    w = result.witness
    if w is None:
        return result
    point = w.params.get("point", {})
    sizes = sizes_of(point) if sizes_of else (point["p"],) if algorithm == "ar" else (point["r"], point["c"])
    nodes = 1
    for x in sizes:
        nodes *= x
    name = "liu-gu-schedule" if nodes <= 16 else "liu-gu-step-loads"
    pic = {"renderer": name, "args": {"algorithm": algorithm, "sizes": list(sizes), "reading": reading}}
    return replace(result, witness=replace(w, picture=pic))
