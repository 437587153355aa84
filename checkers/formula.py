"""The formula engine: a closed form (SymPy) against a simulator of the spec.

:func:`check_formula` returns ``verified`` when the formula equals what the simulator measures at
every declared point, ``proved`` when a symbolic identity also holds, and ``refuted`` with a
``formula`` witness (the point, the formula's value, the measured value) at the first point that
differs; replay recomputes both from the claim's :class:`Formula`, without SymPy.

>>> f = Formula("sum of 0..n-1", lambda n: n * (n - 1) // 2, lambda n: sum(range(n)))
>>> check_formula(f, [{"n": n} for n in range(1, 20)]).verdict.value
'verified'
>>> bad = Formula("wrong", lambda n: n * n // 2, lambda n: sum(range(n)))
>>> r = check_formula(bad, [{"n": n} for n in range(1, 20)]); r.verdict.value, r.witness.data
('refuted', {'point': {'n': 2}, 'formula': 2, 'measured': 1})
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from alltoall.checkers.point import Vars
from alltoall.checkers.replay import replayer
from alltoall.checkers.result import Result, Witness, proved, refuted, unknown, verified
from alltoall.spec.errors import ParameterError

__all__ = [
    "Formula",
    "check_formula",
    "first_disagreement",
    "identity",
    "inequality",
    "limit",
    "recording_identities",
    "relation",
    "replay_formula",
    "symbolic_identity",
]


@dataclass(frozen=True)
class Formula:
    """A closed form and the simulator it is compared with, both functions of the point's sizes.

    ``formula(**point)`` should accept ints (exact) and, where a symbolic proof is asked for,
    SymPy symbols; ``measure(**point)`` runs the spec. ``compare`` decides agreement (default ==;
    e.g. ``<=`` for an upper bound).
    """

    name: str
    formula: Callable[..., Any]
    measure: Callable[..., Any]
    compare: Callable[[Any, Any], bool] | None = None
    relation: str = "=="

    def agrees(self, point: Mapping[str, int]) -> tuple[bool, Any, Any]:
        f, m = self.formula(**point), self.measure(**point)
        ok = self.compare(f, m) if self.compare is not None else _equal(f, m)
        return bool(ok), f, m


def _equal(a: Any, b: Any) -> bool:
    try:
        return a == b or float(a) == float(b)
    except (TypeError, ValueError):
        return False


def _plain(v: Any) -> Any:
    try:
        iv = int(v)
        if iv == v:
            return iv
    except (TypeError, ValueError):
        pass
    try:
        return float(v)
    except (TypeError, ValueError):
        return str(v)


def first_disagreement(f: Formula, points: Iterable[Mapping[str, int]]) -> tuple[dict[str, Any], Any, Any] | None:
    for p in points:
        ok, fv, mv = f.agrees(p)
        if not ok:
            return dict(p), fv, mv
    return None


def check_formula(
    f: Formula,
    points: Iterable[Mapping[str, int]],
    *,
    symbolic: Callable[[], Any] | None = None,
    explain: Callable[[dict[str, Any], Any, Any], str] | None = None,
    link: str | None = None,
) -> Result:
    """Compare ``f`` with its simulator at every point, then (optionally) prove it symbolically.

    ``link``: where the simulated schedule is tied to the formula when no proof ties them for every size
    (e.g. "simulated for p <= 64"): the symbolic identity then settles only the paper's arithmetic, and a
    pass is ``verified`` with the identity as evidence, not ``proved``."""
    points = [dict(p) for p in points]
    bad = first_disagreement(f, points)
    if bad is not None:
        p, fv, mv = bad
        where = ", ".join(f"{k} = {v}" for k, v in p.items())
        text = (
            explain(p, fv, mv)
            if explain
            else (
                f"At {where}: {f.name} gives {_plain(fv)}, the simulation of the spec measures {_plain(mv)} "
                f"(the claim says formula {f.relation} measured)."
            )
        )
        w = Witness(
            "formula",
            {"point": p},
            {"point": p, "formula": _plain(fv), "measured": _plain(mv)},
            text,
            {"method": "formula engine: closed form vs simulation"},
        )
        return refuted(w, points=len(points))
    evidence = {"points": len(points), "largest": points[-1] if points else None}
    if symbolic is None:
        return verified(examined=len(points), **evidence)
    ok, shown = symbolic_identity(symbolic)
    if ok and link is not None:
        return verified(examined=len(points), symbolic=shown, identity="SymPy, every size", link=link, **evidence)
    if ok:
        return proved(examined=len(points), symbolic=shown, **evidence)
    return unknown(f"SymPy could not establish {shown}; the {len(points)} simulated points agree", **evidence)


_SINKS: list[list[dict[str, Any]]] = []


@contextmanager
def recording_identities() -> Iterator[list[dict[str, Any]]]:
    """Record every symbolic step SymPy settles while the block runs (``alltoall recheck``): one entry per
    step, ``{"kind": "identity", "lhs", "rhs", "sympy": bool}`` for an identity lhs = rhs (the SymPy
    expressions themselves, for a second method to evaluate), ``{"kind": "limit", "expr", "var", "value",
    "sympy"}`` for a limit (:func:`limit`), ``{"kind": "inequality", "expr", "lower", "strict", "sympy"}`` for
    an inequality (:func:`inequality`), or ``{"kind": "relation", "text", "sympy"}`` for any other relation
    SymPy settled (a summation), which no second method here re-decides."""
    sink: list[dict[str, Any]] = []
    _SINKS.append(sink)
    try:
        yield sink
    finally:
        _SINKS.remove(sink)


def _record(entry: dict[str, Any]) -> None:
    for sink in _SINKS:
        sink.append(entry)


def identity(lhs: Any, rhs: Any) -> tuple[bool, Any]:
    """Whether SymPy reduces ``lhs - rhs`` to 0, and the reduced difference: the one SymPy identity check
    (recorded for a second method by :func:`recording_identities`)."""
    import sympy as sp

    diff = sp.simplify(sp.expand(lhs - rhs))
    ok = bool(diff == 0)
    _record({"kind": "identity", "lhs": lhs, "rhs": rhs, "sympy": ok})
    return ok, diff


def limit(expr: Any, var: Any, value: Any) -> bool:
    """Whether SymPy's limit of ``expr`` as ``var`` -> oo is ``value``; recorded with the expression itself,
    which ``alltoall recheck`` re-decides from the leading terms (:func:`alltoall.checkers.second.limit_by_growth`)."""
    import sympy as sp

    ok = bool(sp.limit(expr, var, sp.oo) == value)
    _record(
        {
            "kind": "limit",
            "expr": expr,
            "var": var,
            "value": value,
            "sympy": ok,
            "text": f"limit of {expr} as {var} -> oo is {value}",
        }
    )
    return ok


def inequality(expr: Any, holds: bool, lower: Mapping[Any, int] | None = None, strict: bool = True) -> bool:
    """Record that ``expr > 0`` (``>= 0`` unless ``strict``) for every integer v >= ``lower[v]`` and every other
    symbol as its assumptions allow, as the claim's SymPy step decided (``holds``); ``alltoall recheck``
    re-decides it by a shift certificate (:func:`alltoall.checkers.second.inequality_by_shift`). Returns
    ``holds``."""
    bounds = dict(lower or {})
    where = ", ".join(f"{v} >= {b}" for v, b in bounds.items())
    text = f"{expr} {'>' if strict else '>='} 0" + (f" for {where}" if where else "")
    _record({"kind": "inequality", "expr": expr, "lower": bounds, "strict": strict, "sympy": bool(holds), "text": text})
    return bool(holds)


def relation(text: str, holds: bool) -> bool:
    """Record a symbolic step SymPy settled that is no identity, limit or inequality (a summation), so
    ``alltoall recheck`` can say no second method re-decided it; returns ``holds``."""
    _record({"kind": "relation", "text": text, "sympy": bool(holds)})
    return bool(holds)


def symbolic_identity(symbolic: Callable[[], Any]) -> tuple[bool, str]:
    """``symbolic()`` returns ``(lhs, rhs)``, a list of such pairs and unevaluated inequalities (each step
    recorded for ``alltoall recheck``: an identity, an inequality a > b as a - b > 0 over the symbols'
    assumptions), or a SymPy relation; True when SymPy reduces every step."""
    import sympy as sp

    target = symbolic()
    if isinstance(target, tuple):
        lhs, rhs = target
        ok, diff = identity(lhs, rhs)
        return ok, f"{lhs} - ({rhs}) = {diff}"
    if isinstance(target, list):
        shown = []
        for step in target:
            if isinstance(step, tuple):
                ok, diff = identity(*step)
                shown.append(f"{step[0]} - ({step[1]}) = {diff}")
            else:
                reduced = sp.simplify(step)
                ok = reduced is sp.true or reduced is True
                inequality(step.gts - step.lts, ok, strict=step.rel_op in (">", "<"))
                shown.append(f"{step} -> {reduced}")
            if not ok:
                return False, "; ".join(shown)
        return True, "; ".join(shown)
    reduced = sp.simplify(target)
    ok = reduced is sp.true or reduced is True
    _record({"kind": "relation", "text": str(target), "sympy": ok})
    return ok, f"{target} -> {reduced}"


def replay_formula(f: Formula, point: Mapping[str, Any]) -> tuple[bool, str]:
    """Brute-force replay of a ``formula`` witness: recompute both sides at the file's point."""
    ok, fv, mv = f.agrees(point)
    where = ", ".join(f"{k} = {v}" for k, v in point.items())
    if ok:
        return False, f"at {where}: {f.name} = {_plain(fv)} and the simulation measures {_plain(mv)}: they agree"
    return True, f"at {where}: {f.name} = {_plain(fv)} but the simulation measures {_plain(mv)}"


@replayer("formula", with_claim=True, params={"point": Vars()}, point={})
def _replay_formula(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Recompute the claim's formula and its simulation at the witness's point (nothing else is read)."""
    f = getattr(claim, "subject", None)
    if not isinstance(f, Formula):
        raise ParameterError("FILE", f"claim {claim.id} is not checked by the formula engine")
    point = params.get("point")
    if not isinstance(point, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in point.values()):
        raise ParameterError("point", "expected an object of integer sizes")
    return replay_formula(f, point)
