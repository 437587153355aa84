"""The registry of replayers: for each witness kind, the brute-force check that re-derives it.

A replayer ``fn(params, data) -> (stands, message)`` (or ``fn(claim, params, data)`` when
registered ``with_claim=True``, for witnesses whose claim carries what to recompute, such as a
formula and its simulator) recomputes the offending behaviour from the spec and says whether the
witness still stands. Replayers live in checkers modules that import no solver (z3, sympy,
hypothesis): :func:`load` imports every top-level module of :mod:`alltoall.checkers` and nothing
below it. The file format, reader and the replay procedure are :mod:`alltoall.proofs.witness`.

**The witness point.** A replayer declares which fields of the file it reads and what each must be
(``point={"input": NAT, "rounds": NATS, ...}`` for ``data``, ``params={"network": NETWORK}``):
replay checks every declared field with its :data:`SHAPES` rule (ints only, no negatives, no
floats, bounded) and hands the replayer *only* those fields. ``CLAIM`` marks a value that is a
property of the claim (a bound, a relation's name), not of the point: replay takes it from the
claim (``claim.subject[name]``, else the suite's committed record of that claim) and rejects a file
whose copy differs. Fields not declared (renderings, outputs, explanations) never reach the
replayer. A kind registered without a declaration gets the generic rule (:func:`generic_ok`) on
every field, and its whole data; :data:`POINTS` declares the kinds whose modules do not yet.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Callable, Mapping

REPLAYERS: dict[str, "Replayer"] = {}

#: The largest integer a witness point may hold (any index, size or count).
MAX_INT = 2**31 - 1
#: The most ports a network in a witness point may have: an N x N table of int64 (path counts,
#: outputs per round) of 8192 ports takes 512 MiB, within the replay's memory cap.
MAX_PORTS = 8192

# Shapes of point fields.
NAT = "nat"            # a non-negative int
NATS = "nats"          # a list of non-negative ints
SEMI = "semi"          # a list of ints >= -1 (-1: the input is idle)
SEMIS = "semis"        # a list of such lists
MATRIX = "matrix"      # a list of lists of non-negative ints
BOOL = "bool"          # true or false
NETWORK = "network"    # an object (a network description) whose every number is a non-negative int
NETWORKS = "networks"  # a list of objects, each checked like NETWORK
ANY = "any"            # anything whose every number is a non-negative int (or -1 nowhere)
CLAIM = "claim"        # a property of the claim, not of the point: taken from the claim, never from the file


@dataclass(frozen=True)
class Replayer:
    kind: str
    fn: Callable
    with_claim: bool = False
    point: Mapping[str, str] | None = None    # data fields read, with their shapes (None: undeclared)
    params: Mapping[str, str] | None = None   # params fields read, with their shapes
    cost: Callable[[dict, dict], float] | None = None  # bytes the replay would need (optional estimate)

    def __call__(self, claim, params: dict, data: dict) -> tuple[bool, str]:
        return self.fn(claim, params, data) if self.with_claim else self.fn(params, data)

    @property
    def declared(self) -> bool:
        return self.point is not None or self.params is not None


def replayer(kind: str, *, with_claim: bool = False, point: Mapping[str, str] | None = None,
             params: Mapping[str, str] | None = None, cost: Callable[[dict, dict], float] | None = None):
    """Register ``fn`` as the brute-force replay of witnesses of ``kind``.

    ``point`` / ``params`` declare the ``data`` / ``params`` fields the replayer reads and their
    shapes (:data:`SHAPES`); ``cost(params, data)`` may estimate the bytes a replay needs, so a
    point too large for the memory cap is refused before it runs.
    """

    def register(fn: Callable) -> Callable:
        if kind in REPLAYERS and REPLAYERS[kind].fn is not fn:
            raise ValueError(f"two replayers for witness kind {kind!r}")
        p, q = point, params
        if p is None and q is None and kind in POINTS:
            p, q = POINTS[kind]
        REPLAYERS[kind] = Replayer(kind, fn, with_claim, p, q, cost)
        return fn

    return register


#: Declarations of the point of kinds registered before ``@replayer`` took ``point=``/``params=``
#: (a declaration at the decorator wins). Data fields first, then params fields.
POINTS: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "latin-violation": ({"input": NAT, "rounds": NATS}, {"network": NETWORK, "M0": MATRIX}),
    "not-banyan": ({"input": NAT, "output": NAT}, {"network": NETWORK}),
    "misdelivery": ({"sender": NAT, "round": NAT}, {"network": NETWORK, "M0": MATRIX, "rule": CLAIM}),
    "topology-dependence": ({"sender": NAT, "round": NAT}, {"instances": NETWORKS}),
    "inadmissible": ({"permutation": NATS}, {"network": NETWORK}),
    "optical-one-pass": ({"permutation": NATS}, {"N": NAT}),
    "optical-crosstalk": ({"permutation": NATS}, {"N": NAT}),
    "semi-crosstalk": ({"semi": SEMI}, {"network": NETWORK}),
    "switch-network-schedule": ({"network": ANY, "passes": ANY}, {}),
    "semi-schedule": ({"semis": SEMIS}, {"network": NETWORK}),
    "count-relation": ({}, {"N": NAT}),
    "optical-shift-failure": ({"c": NAT}, {"N": NAT}),
    "optical-aape": ({}, {"N": NAT}),
    "rule-misroutes": ({"s": NAT, "d": NAT}, {"N": NAT}),
    "optical-pass-bound": ({}, {"N": NAT}),
    "yw-rows-differ": ({"row": NAT}, {"m": NAT, "a": NATS}),
    "formula": ({}, {"point": ANY}),
}


def _int(v: Any, low: int = 0) -> str | None:
    if isinstance(v, bool) or not isinstance(v, int):
        return f"expected an integer, got {_show(v)}"
    if v < low:
        return f"{v} is negative" if low == 0 else f"{v} is below {low}"
    if v > MAX_INT:
        return f"{_show(v)} exceeds the largest value replay accepts ({MAX_INT})"
    return None


def _show(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def generic_ok(v: Any, low: int = 0, depth: int = 0) -> str | None:
    """Why ``v`` is not a plain point value (every number an int in ``low..MAX_INT``), or None."""
    if depth > 32:
        return "nested too deeply"
    if isinstance(v, dict):
        for k, x in v.items():
            why = generic_ok(x, low, depth + 1)
            if why:
                return f"{k}: {why}"
        return None
    if isinstance(v, list):
        for i, x in enumerate(v):
            why = generic_ok(x, low, depth + 1)
            if why:
                return f"[{i}]: {why}"
        return None
    if isinstance(v, (str, bool)) or v is None:
        return None
    return _int(v, low)


def shape_ok(shape: str, v: Any) -> str | None:
    """Why ``v`` does not have ``shape`` (one of :data:`SHAPES`), or None."""
    if shape == NAT:
        return _int(v)
    if shape in (NATS, SEMI):
        if not isinstance(v, list):
            return f"expected a list of integers, got {_show(v)}"
        for i, x in enumerate(v):
            why = _int(x, -1 if shape == SEMI else 0)
            if why:
                return f"[{i}]: {why}"
        return None
    if shape == SEMIS:
        if not isinstance(v, list):
            return f"expected a list of lists of integers, got {_show(v)}"
        for i, x in enumerate(v):
            why = shape_ok(SEMI, x)
            if why:
                return f"[{i}]{why if why.startswith('[') else ': ' + why}"
        return None
    if shape == MATRIX:
        if not isinstance(v, list) or not all(isinstance(r, list) for r in v):
            return f"expected a list of lists of integers, got {_show(v)}"
        return generic_ok(v)
    if shape == BOOL:
        return None if isinstance(v, bool) else f"expected true or false, got {_show(v)}"
    if shape == NETWORK:
        if not isinstance(v, dict):
            return f"expected an object, got {_show(v)}"
        return generic_ok(v) or ports_ok(v)
    if shape == NETWORKS:
        if not isinstance(v, list) or not all(isinstance(x, dict) for x in v):
            return f"expected a list of objects, got {_show(v)}"
        return generic_ok(v) or next((why for x in v if isinstance(x.get("network"), dict)
                                      for why in [ports_ok(x["network"])] if why), None)
    if shape in (ANY, CLAIM):
        return generic_ok(v)
    raise ValueError(f"unknown point shape {shape!r}")


def ports_ok(net: dict) -> str | None:
    """Why a network description (``d`` and ``k``, or ``N``) has too many ports to replay, or None."""
    d, k, n = net.get("d"), net.get("k"), net.get("N")
    if isinstance(n, int) and not isinstance(n, bool):
        ports, text = n, f"N = {n}"
    elif isinstance(d, int) and isinstance(k, int) and not isinstance(d, bool) and not isinstance(k, bool):
        if d >= 2 and k * (d.bit_length() - 1) > 62:
            return f"the network has {d}**{k} ports; replay accepts at most {MAX_PORTS}"
        ports, text = d**k, f"{d}**{k} = {d**k}"
    else:
        return None
    if ports > MAX_PORTS:
        need = 8 * ports * ports
        return (f"the network has {text} ports; replay accepts at most {MAX_PORTS}: an N x N table of its "
                f"ports alone would need {_bytes(need)}, over the memory cap")
    return None


def _bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"):
        if n < 1024 or unit == "YiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"  # pragma: no cover


SHAPES = (NAT, NATS, SEMI, SEMIS, MATRIX, BOOL, NETWORK, NETWORKS, ANY, CLAIM)


def load() -> dict[str, str]:
    """Import the top-level checkers modules so their ``@replayer`` registrations run.

    A module that fails to import does not stop the rest; the failures are returned
    (module -> error) so an unknown kind can say why.
    """
    import alltoall.checkers as pkg

    failed: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.ispkg or info.name in ("replay", "strategies"):  # strategies is Hypothesis by nature
            continue
        try:
            importlib.import_module(f"{pkg.__name__}.{info.name}")
        except Exception as e:  # ImportError, or a half-written engine: must not break other kinds
            failed[info.name] = f"{type(e).__name__}: {e}"
    return failed

