"""Simulation helpers shared by the liu-gu-2006 claim modules (no solver imported)."""

from __future__ import annotations

from alltoall.checkers import exchange
from alltoall.checkers.result import Witness
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
        raise ScheduleBroken(f"{algorithm.upper()}{sizes} ({reading}) is not a sound schedule: "
                             f"{rep.violation.message if rep.violation else 'not delivered'}")
    return rep


def ring_sizes(pmax: int, residue: int | None = None) -> list[int]:
    """Even p in 4..pmax (optionally p mod 4 == residue)."""
    return [p for p in range(4, pmax + 1, 2) if residue is None or p % 4 == residue]


def torus_sizes(cmax: int, *, square: bool | None = None, r8: int | None = None, c8: int | None = None,
                rmin: int = 4) -> list[tuple[int, int]]:
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


def schedule_witness(algorithm: str, sizes: tuple[int, ...], reading: str, prop: str, explanation: str,
                     picture: bool = True, **data) -> Witness:
    """A witness replayed by re-simulating the schedule (kind ``exchange-schedule``)."""
    params = {"algorithm": algorithm, "sizes": list(sizes), "reading": reading}
    nodes = 1
    for x in sizes:
        nodes *= x
    name = "liu-gu-schedule" if nodes <= 32 else "liu-gu-step-loads"
    pic = {"renderer": name, "args": dict(params)} if picture else None
    return Witness("exchange-schedule", params, {"property": prop, **data}, explanation,
                   {"method": "step-level simulation (checkers/exchange.py)"}, picture=pic)


def with_schedule_picture(result, algorithm: str, reading: str = "listing", sizes_of=None):
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
