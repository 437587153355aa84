"""Brute force, renderings and replayers for yang-wang-2000 (Latin squares, ATAPE); no solver imports.

The Latin check on concrete squares is the shared :func:`alltoall.checkers.properties.latin`;
"every message once" is :func:`alltoall.checkers.properties.pairs_once` (through
``delivers_every_message``). The Z3 encodings are :mod:`alltoall.checkers.z3.yang_wang`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import numpy as np

from alltoall.checkers import properties as props
from alltoall.checkers.point import CLAIM, ListOf, Nat
from alltoall.checkers.replay import replayer
from alltoall.spec.algorithms import two_phase
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "GRAPH_MAX_NODES",
    "LIST_MAX_M",
    "M_A",
    "REPLAY_MAX_M",
    "atape_delivers_violation",
    "atape_violation",
    "banyan_network_violation",
    "banyan_table_violation",
    "commutation_violation",
    "construction_cost_violation",
    "delay_violation",
    "diameter_and_degrees",
    "first_latin_violation",
    "graph_table_violation",
    "gray_violation",
    "phi_identities_violation",
    "pipeline_makespan",
    "printed_square_violation",
    "psi_size_violation",
    "realized_latin_violation",
    "render_square",
    "rows_differ",
    "rows_equivalent_violation",
    "second_latin_violation",
    "setting_violation",
]

# --- brute force ----------------------------------------------------------------------------


def atape_violation(m: int) -> props.Violation | None:
    """ATAPE by brute force on the shared multistage model (:func:`yw.network`): each round's
    destinations are what the banyan realizes under the round's settings, no link carries two
    messages, and every (sender, receiver) pair, self included, is served exactly once."""
    n, net = 2**m, yw.network(m)
    deliveries = []
    for r in yw.atape(m):
        M = yw.shifts(m, r.settings)
        realized = ms.route_shift(net, M)
        v = props.contention_free(ms.trace(net, ms.shift_tables(M, 2))[:, 1, :].T)
        if v:
            return v
        deliveries += [two_phase.Delivery(r.index, j, r.destinations[j], int(realized[j])) for j in range(n)]
    return props.delivers_every_message(deliveries, n)


def pipeline_makespan(m: int) -> tuple[int, props.Violation | None]:
    """Pipelined ATAPE (round x in stage k at time x + k, :func:`two_phase.pipeline`): the time
    units it takes, and a stage that holds two rounds at once, if any."""
    n = 2**m
    steps = two_phase.pipeline(n, m)
    seen: dict[tuple[int, int], int] = {}
    for s in steps:
        if s.wave < 0:
            continue
        if (s.time, s.stage) in seen:
            return 0, props.Violation(
                "contention-free", f"stage {s.stage} holds rounds {seen[s.time, s.stage]} and {s.wave} at time {s.time}"
            )
        seen[s.time, s.stage] = s.wave
    served = sorted(seen.items())
    want = [((x + k, k), x) for x in range(n) for k in range(m)]
    if served != sorted(want):
        return 0, props.Violation("delivers-every-message", "some round does not cross every stage once")
    return max(t for t, _ in seen) + 1, None


def diameter_and_degrees(N: int, neighbors: Any) -> tuple[int, set[int]]:
    """Diameter (BFS from every node; -1 if disconnected) and the set of node degrees of a graph
    given by ``neighbors(x)``."""
    adj = [sorted(set(int(y) for y in neighbors(x))) for x in range(N)]
    worst = 0
    for s in range(N):
        dist = np.full(N, -1)
        dist[s], frontier = 0, [s]
        while frontier:
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if dist[v] < 0:
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        if (dist < 0).any():
            return -1, {len(a) for a in adj}
        worst = max(worst, int(dist.max()))
    return worst, {len(a) for a in adj}


def render_square(A: np.ndarray, mark: tuple[int, int] | None = None) -> str:
    """The square, one row a line; ``mark`` = (row, column) is bracketed."""
    lines = []
    for i, row in enumerate(np.asarray(A).tolist()):
        lines.append(" ".join(f"[{v}]" if mark == (i, j) else f" {v} " for j, v in enumerate(row)))
    return "\n".join(lines)


# --- one violation function per claim, shared by the claims and their replayers -------------------
# Each takes the witness point (m, and a list a where the claim ranges over lists) and returns a
# sentence saying what fails there, or None.


def banyan_network_violation(m: int) -> str | None:
    """yw.network(m) is a banyan of m stages, and under every setting of its stages to phi_1 / I the
    composition sigma_{m-1} tau_{m-2} ... sigma_0 follows the network's links."""
    net, x = yw.network(m), np.arange(2**m)
    v = props.unique_paths(ms.path_counts(net))
    if v or net.stages != m:
        return f"{net}: {v.message if v else f'{net.stages} stages'}"
    for settings in itertools.product((0, 1), repeat=m):
        links = ms.trace(net, ms.shift_tables(yw.shifts(m, settings), 2))[:, 1, :]
        bits = np.array(yw.route(m, settings, x))
        if not np.array_equal(links, bits):
            k, j = (int(u) for u in np.argwhere(links != bits)[0])
            return (
                f"{net}, settings {settings}: input {j} leaves stage {k} on line {bits[k, j]} by the composition, "
                f"{links[k, j]} by the network's wiring"
            )
    return None


def phi_identities_violation(m: int) -> str | None:
    """phi_i phi_j = phi_j phi_i and phi_i phi_i = I for 1 <= i, j <= m, at every x."""
    x = np.arange(2**m)
    for i, j in itertools.product(range(1, m + 1), repeat=2):
        if not np.array_equal(yw.phi(i, yw.phi(j, x)), yw.phi(j, yw.phi(i, x))):
            return f"m = {m}: phi_{i} phi_{j} != phi_{j} phi_{i}"
        if not np.array_equal(yw.phi(i, yw.phi(i, x)), x):
            return f"m = {m}: phi_{i} phi_{i} is not the identity"
    return None


def psi_size_violation(m: int) -> str | None:
    """Psi holds n - 1 distinct non-identity permutations of 0..n-1."""
    n = 2**m
    perms = {tuple(int(v) for v in np.arange(n) ^ r) for r in yw.psi(m)}
    perms = {p for p in perms if sorted(p) == list(range(n))}
    if len(perms) != n - 1 or tuple(range(n)) in perms:
        return f"m = {m}: Psi has {len(perms)} distinct non-identity permutations of 0..{n - 1}, not {n - 1}"
    return None


def first_latin_violation(m: int, a: Any) -> str | None:
    """The first construction for the list a is a Latin square."""
    v = props.latin(yw.first_construction(m, a))
    return f"first construction for a = {list(a)}: {v.message}" if v else None


def second_latin_violation(m: int, a: Any) -> str | None:
    """LatinSquare(a) is a Latin square."""
    v = props.latin(yw.latin_square(m, a))
    return f"LatinSquare({list(a)}): {v.message}" if v else None


def gray_violation(m: int) -> str | None:
    """BuildBasicList(m) has n - 1 entries and generates the reflected Gray code from 0."""
    seq, want = yw.gray_sequence(m), [i ^ (i >> 1) for i in range(2**m)]
    if len(yw.build_basic_list(m)) != 2**m - 1 or seq != want:
        return f"m = {m}: the basic list gives {seq[:8]}..., the Gray code {want[:8]}..."
    return None


def construction_cost_violation(m: int) -> str | None:
    """LatinSquare takes n - 1 row steps and builds an n x n matrix (n^2 entries)."""
    steps, shape = len(yw.build_basic_list(m)), yw.latin_square(m, range(2**m)).shape
    if steps != 2**m - 1 or shape != (2**m, 2**m):
        return f"m = {m}: {steps} row steps, a {shape} matrix"
    return None


def rows_equivalent_violation(m: int, a: Any) -> str | None:
    """The second construction's rows are the first construction's rows, each once."""
    first = {tuple(r) for r in yw.first_construction(m, a).tolist()}
    second = [tuple(r) for r in yw.latin_square(m, a).tolist()]
    if set(second) != first or len(set(second)) != len(second):
        return f"for a = {list(a)} the two constructions have different rows"
    return None


def rows_differ(m: int, a: Any) -> int | None:
    """The first row where the first construction (Psi in counting order) and LatinSquare(a) differ."""
    first = yw.first_construction(m, a, order=yw.psi_counting_order(m))
    second = yw.latin_square(m, a)
    return next((i for i in range(len(second)) if not np.array_equal(first[i], second[i])), None)


def realized_latin_violation(m: int) -> str | None:
    """The 2^m permutations realized with every stage set to phi_1 or I are admissible and form a Latin square.

    Admissible: at every stage each signal stays in its 2 x 2 switch (the stage permutation only
    changes bit 0) and each link leaving the stage carries one signal.
    """
    x = np.arange(2**m, dtype=np.int64)
    for settings in itertools.product((False, True), repeat=m):
        into = x
        for k, out in enumerate(yw.route(m, settings, x)):
            moved = np.flatnonzero((into >> 1) != (out >> 1))
            if moved.size:
                j = int(moved[0])
                return (
                    f"m = {m}, settings {tuple(int(s) for s in settings)}: at stage {k} input {j} enters switch "
                    f"{int(into[j]) >> 1} and leaves switch {int(out[j]) >> 1}"
                )
            if np.unique(out).size != out.size:
                return (
                    f"m = {m}, settings {tuple(int(s) for s in settings)}: two signals share a link leaving stage {k}"
                )
            into = yw.tau(k, out) if k < m - 1 else out
    rows = [yw.realized(m, s) for s in itertools.product((False, True), repeat=m)]
    v = props.latin(np.array(rows))
    return f"m = {m}: the 2^m realized permutations: {v.message}" if v else None


def commutation_violation(m: int) -> str | None:
    """(tau_{m-2} ... tau_{m-i-1}) phi_1 = phi_{m-i+1} (tau_{m-2} ... tau_{m-i-1}) for 1 <= i <= m-1."""
    x = np.arange(2**m)
    for i in range(1, m):
        if not np.array_equal(yw.tau_suffix(m, i, yw.phi(1, x)), yw.phi(m - i + 1, yw.tau_suffix(m, i, x))):
            return f"m = {m}, i = {i}: the identity fails"
    return None


def atape_delivers_violation(m: int) -> str | None:
    """ATAPE delivers every message in n rounds, no link shared within a round (Algorithm ATAPE)."""
    v = atape_violation(m)
    return f"ATAPE for n = {2**m}: {v.message}" if v else None


def delay_violation(m: int) -> str | None:
    """The pipeline takes n + log n - 1 time units, the formula and the lower bound agree with it."""
    T, v = pipeline_makespan(m)
    n = 2**m
    if v or T != yw.atape_delay(n, m) or T != yw.delay_lower_bound(n, m):
        return (
            f"n = {n}: {v.message if v else f'the pipeline takes {T} time units'}, the formula says "
            f"{yw.atape_delay(n, m)}, the lower bound {yw.delay_lower_bound(n, m)}"
        )
    return None


def banyan_table_violation(m: int) -> str | None:
    """A processor uses one port of the banyan, which has m stages."""
    stages = len(yw.route(m, (False,) * m, 0))
    if yw.banyan_ports_per_processor(m) != 1 or stages != m:
        return f"m = {m}: {yw.banyan_ports_per_processor(m)} ports, {stages} stages"
    return None


def graph_table_violation(name: str, N: int, neighbors: Any, degree: int, diameter: int) -> str | None:
    """The graph has ``degree`` at every node and diameter ``diameter`` (BFS); a link to a node outside 0..N-1
    is a violation."""
    outside = next(((x, int(y)) for x in range(N) for y in neighbors(x) if not 0 <= int(y) < N), None)
    if outside:
        return f"{name}: node {outside[0]} links to {outside[1]}, outside 0..{N - 1}"
    diam, degs = diameter_and_degrees(N, neighbors)
    if degs != {degree} or diam != diameter:
        return f"{name}: diameter {diam}, degrees {sorted(degs)}; the table says {diameter}, {degree}"
    return None


def setting_violation(text: str, printed: str, square: Any) -> str | None:
    """The printed setting (sigma_0 first) realizes the printed string, a row of the printed square."""
    settings = tuple(s == "phi_1" for s in text.split())
    got = "".join(str(v) for v in yw.realized(len(settings), settings))
    in_square = any("".join(map(str, r)) == printed for r in square)
    if got == printed and in_square:
        return None
    pos = next((i for i in range(min(len(got), len(printed))) if got[i] != printed[i]), None)
    return f"setting {text}: the banyan realizes {got}, the slide prints {printed}" + (
        f" (first difference at input {pos})" if pos is not None else "; the string is not a row of the printed square"
    )


def printed_square_violation(square: Any) -> str | None:
    """The printed matrix is a Latin square equal to LatinSquare(tau(0..7))."""
    A = np.array(square)
    built = yw.latin_square(3, [int(yw.tau_all(3, x)) for x in range(8)])
    v = props.latin(A)
    if v:
        return v.message
    if A.shape != built.shape or not np.array_equal(A, built):
        bad = np.argwhere(A != built) if A.shape == built.shape else [[0, 0]]
        where = tuple(int(u) for u in bad[0])
        return f"entry {where}: printed {A[where]}, built {built[where]}"
    return None


# --- replayers (brute force only) ----------------------------------------------------------------

REPLAY_MAX_M = 12  # the largest m = log n a replay recomputes (a few seconds at most)
LIST_MAX_M = 10  # the largest m of a witness that carries a list a of n = 2^m values
GRAPH_MAX_NODES = 1024  # the largest graph a table replay searches (BFS from every node)


def _m(params: dict[str, Any], lo: int = 1, hi: int = REPLAY_MAX_M) -> int:
    m = require_int(params.get("m"), "m", lo)
    require(m <= hi, "m", f"replay recomputes m up to {hi}, got {m}")
    return m


def _a(params: dict[str, Any], m: int) -> list[int]:
    a = params.get("a")
    require(isinstance(a, list) and len(a) == 2**m, "a", f"expected a list of {2**m} integers")
    a = [require_int(v, "a", 0) for v in a]
    require(sorted(a) == list(range(2**m)), "a", f"the list must hold each of 0..{2**m - 1} once")
    return a


def _holds(fn: Callable[..., Any]) -> str:
    """What the replay says when ``fn`` finds nothing: the property holds (and which, from its docstring)."""
    doc = (fn.__doc__ or "").strip()
    return "the property holds" + (f" ({doc.splitlines()[0]})" if doc else "")


def _at_m(kind: str, fn: Callable[[int], str | None], lo: int = 1, hi: int = REPLAY_MAX_M) -> None:
    """Register the replay of a witness whose point is m (``lo..hi``: ``hi`` is the largest m the
    replay recomputes within its time cap): stands when ``fn(m)`` still finds a violation."""

    def replay(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
        m = _m(params, lo, hi)
        v = fn(m)
        return (True, v) if v else (False, f"m = {m}: {_holds(fn)}")

    replay.__doc__ = f"Stands if {fn.__name__}(m) still finds a violation at the witness's m."
    replayer(kind, params={"m": Nat(hi, low=lo)}, point={})(replay)


#: The point (m, a): a list a of the n = 2^m values 0..n-1 (checked by the replay).
M_A = {"m": Nat(LIST_MAX_M, low=1), "a": ListOf(Nat(2**LIST_MAX_M - 1), 2**LIST_MAX_M, min_len=2)}


def _at_m_a(kind: str, fn: Callable[[int, list[Any]], str | None]) -> None:
    """Register the replay of a witness whose point is (m, a)."""

    def replay(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
        m = _m(params, hi=LIST_MAX_M)
        a = _a(params, m)
        v = fn(m, a)
        return (True, v) if v else (False, f"m = {m}, a = {a}: {_holds(fn)}")

    replay.__doc__ = f"Stands if {fn.__name__}(m, a) still finds a violation at the witness's point."
    replayer(kind, params=M_A, point={})(replay)


# hi: the largest m each replay recomputes within the time cap, at least the claims' widest brute-force sizes
_at_m("yw-banyan-network", banyan_network_violation, hi=11)
_at_m("yw-phi-identities", phi_identities_violation, hi=16)
_at_m("yw-psi-size", psi_size_violation, hi=11)
_at_m("yw-gray", gray_violation, hi=16)
_at_m("yw-construction-cost", construction_cost_violation, hi=12)
_at_m("yw-realized-latin", realized_latin_violation, hi=11)
_at_m("yw-commutation", commutation_violation, lo=2, hi=16)
_at_m("yw-atape", atape_delivers_violation, hi=10)
_at_m("yw-delay", delay_violation, hi=14)
_at_m("yw-banyan-table", banyan_table_violation, hi=16)
_at_m_a("yw-first-latin", first_latin_violation)
_at_m_a("yw-second-latin", second_latin_violation)
_at_m_a("yw-rows-equivalent", rows_equivalent_violation)


@replayer("yw-rows-differ", params=M_A, point={"row": Nat(2**LIST_MAX_M - 1)})
def _replay_rows(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the two constructions' squares (the first with Psi in counting order) differ at the row."""
    m = _m(params, hi=LIST_MAX_M)
    a = _a(params, m)
    i = require_int(data.get("row"), "row", 0)
    require(i < 2**m, "row", f"rows are 0..{2**m - 1}, got {i}")
    first = yw.first_construction(m, a, order=yw.psi_counting_order(m))
    second = yw.latin_square(m, a)
    differ = not np.array_equal(first[i], second[i])
    return differ, (
        f"m = {m}, a = {a}, row {i}: first construction {first[i].tolist()}, second {second[i].tolist()}"
        + ("" if differ else " (equal)")
    )


@replayer("yw-printed-square", params={"square": CLAIM}, point={})
def _replay_printed_square(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the printed square (``square``, taken from the claim) is not LatinSquare(tau(0..7))."""
    square = _square(params.get("square"))
    v = printed_square_violation(square)
    return (True, v) if v else (False, f"the printed square {square} is LatinSquare(tau(0..7))")


@replayer("yw-printed-setting", params={"settings": CLAIM, "printed": CLAIM, "square": CLAIM}, point={})
def _replay_printed_setting(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the printed setting does not realize the printed string, a row of the printed square
    (all three taken from the claim)."""
    text, printed, square = params.get("settings"), params.get("printed"), _square(params.get("square"))
    require(
        isinstance(text, str) and set(text.split()) <= {"I", "phi_1"} and 1 <= len(text.split()) <= REPLAY_MAX_M,
        "settings",
        f"expected stages 'I' or 'phi_1' separated by spaces, got {text!r}",
    )
    require(isinstance(printed, str) and printed.isdigit(), "printed", f"expected a string of digits, got {printed!r}")
    v = setting_violation(text, printed, square)
    return (True, v) if v else (False, f"setting {text} realizes {printed}, a row of the printed square")


def _square(square: Any) -> list[list[int]]:
    ok = (
        isinstance(square, (list, tuple))
        and 1 <= len(square) <= 64
        and all(isinstance(r, (list, tuple)) and len(r) == len(square) for r in square)
        and all(isinstance(v, int) and not isinstance(v, bool) for r in square for v in r)
    )
    require(ok, "square", "expected a square matrix of integers")
    return [list(r) for r in square]


def _graph_table(claim: Any, point: dict[str, Any]) -> tuple[bool, str]:
    """Stands if the graph the claim's reading ``subject(**point)`` gives, (name, nodes, neighbors,
    degree, diameter), misses the table's degree or diameter (BFS from every node)."""
    case = getattr(claim, "subject", None)
    if not callable(case):
        raise ParameterError("FILE", f"claim {claim.id} carries no table reading")
    try:
        name, N, neighbors, degree, diameter = case(**point)
    except TypeError:
        raise ParameterError("params", f"claim {claim.id} reads no graph at {point}") from None
    require(N <= GRAPH_MAX_NODES, "params", f"replay searches graphs up to {GRAPH_MAX_NODES} nodes; {name} has {N}")
    v = graph_table_violation(name, N, neighbors, degree, diameter)
    return (True, v) if v else (False, f"{name}: degree {degree} and diameter {diameter}, as the table says")


@replayer("yw-graph-table", with_claim=True, params={"m": Nat(10, low=1)}, point={})
def _replay_graph_table(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The hypercube row at m (2^m nodes): stands if the graph misses the table's degree or diameter."""
    m = _m(params, hi=10)
    return _graph_table(claim, {"m": m})


@replayer("yw-graph-torus", with_claim=True, params={"k": Nat(32, low=2), "dims": Nat(3, low=1)}, point={})
def _replay_graph_torus(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The torus rows at (k, dims) (k^dims nodes): stands if the graph misses the table's degree or diameter."""
    k = require_int(params.get("k"), "k", 2)
    dims = require_int(params.get("dims"), "dims", 1)
    require(
        k <= 32 and dims <= 3,
        "params",
        f"replay recomputes tori with k <= 32 and at most 3 dimensions, got k = {k}, dims = {dims}",
    )
    return _graph_table(claim, {"k": k, "dims": dims})
