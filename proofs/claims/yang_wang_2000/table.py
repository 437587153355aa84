"""yang-wang-2000, the comparison table: node degree, stages/diameter and delay of the banyan,
the hypercube and 2D/3D tori."""

from __future__ import annotations

import functools
from typing import Any

from alltoall.checkers import yang_wang
from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.yang_wang_2000 import PAPER
from alltoall.proofs.claims.yang_wang_2000._checks import sweep
from alltoall.proofs.domain import Domain, one_of, rule, span
from alltoall.proofs.registry import Context
from alltoall.spec.algorithms import yang_wang as yw


@PAPER.claim(
    "table-banyan",
    reading="degree = I/O ports per processor",
    source="Comparison table, row Banyan: node degree 1, log n stages, O(n) delay",
    statement="A processor of the n x n banyan uses one input and one output port (degree 1); the network has log n "
    "stages; ATAPE's delay n + log n - 1 is O(n).",
    sizes={"fast": {"m": 12}},
    domain="m = 1..{m} (ports and stages); symbolic delay",
    methods=("brute", "sympy"),
    expected=Verdict.VERIFIED,
    notes="'Node degree' for a MIN is read as I/O ports per processor, as the Summary's 'number of I/O ports per "
    "processor' says.",
    mutants=("yw-banyan-ports",),
    witnesses=("yw-banyan-table",),
    point={"m": span(1, "m")},
)
def table_banyan(ctx: Context) -> Result:
    import sympy as sp

    m_ = sp.symbols("m", integer=True, positive=True)
    if sp.limit(yw.atape_delay(2**m_, m_) / 2**m_, m_, sp.oo) != 1:
        return unknown("delay is not O(n)")
    points = ({"m": m} for m in range(1, ctx.sizes.m + 1))
    return sweep("yw-banyan-table", yang_wang.banyan_table_violation, points, "spec")


def hypercube_case(m: int) -> Any:
    """The table's reading for the hypercube of 2^m nodes: degree log n = m, diameter log n = m."""
    return f"hypercube of {2**m} nodes", 2**m, functools.partial(yw.hypercube_neighbors, m), m, m


def torus_case(k: int, dims: int) -> Any:
    """The table's reading for the k-ary dims-dimensional torus: degree 2 dims, diameter dims floor(k/2)."""
    return f"{dims}D torus k = {k}", k**dims, functools.partial(yw.torus_neighbors, k, dims), 2 * dims, dims * (k // 2)


def _graph_table(kind: str, case: Any, points: Any) -> Result:
    """BFS at every point; a witness holds the point (the reading's sizes) as its params."""
    return sweep(kind, lambda **p: yang_wang.graph_table_violation(*case(**p)), points, "BFS")


@PAPER.claim(
    "table-hypercube",
    source="Comparison table, rows Hypercube: node degree log n, diameter log n",
    statement="The n-node hypercube has node degree log n and diameter log n.",
    sizes={"fast": {"m": 8}},
    domain="m = 1..{m} (BFS)",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The delay column (O(n log n) one-port, O(n) all-port) cites other work and is not checked.",
    mutants=("yw-hypercube-short",),
    subject=hypercube_case,
    witnesses=("yw-graph-table",),
    point={"m": span(1, "m")},
)
def table_hypercube(ctx: Context) -> Result:
    return _graph_table("yw-graph-table", hypercube_case, ({"m": m} for m in range(1, ctx.sizes.m + 1)))


@PAPER.claim(
    "table-torus",
    reading="tori (wrap-around links)",
    source="Comparison table, rows 2D and 3D mesh/torus: node degree 4 and 6, diameter O(n^(1/2)) and O(n^(1/3))",
    statement="The k x k torus has degree 4 and diameter 2 floor(k/2) <= n^(1/2); the k x k x k torus has degree 6 and "
    "diameter 3 floor(k/2) <= 1.5 n^(1/3).",
    sizes={"fast": {"k2": 12, "k3": 6}},
    domain="2D: k = 3..{k2}; 3D: k = 3..{k3} (BFS)",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Read for tori (wrap-around links); a mesh has the degrees only in its interior. The delay column is not "
    "checked.",
    mutants=("yw-torus-no-wrap",),
    subject=torus_case,
    witnesses=("yw-graph-torus",),
    point=Domain(
        {"k": span(3, "k2"), "dims": one_of(2, 3)},
        rules=(
            rule(
                lambda p, d, s: p["k"] <= (s["k2"] if p["dims"] == 2 else s["k3"]),
                "k <= k2 in 2D and k <= k3 in 3D",
                uses=("k2", "k3"),
            ),
        ),
    ),
)
def table_torus(ctx: Context) -> Result:
    points = [{"k": k, "dims": 2} for k in range(3, ctx.sizes.k2 + 1)] + [
        {"k": k, "dims": 3} for k in range(3, ctx.sizes.k3 + 1)
    ]
    return _graph_table("yw-graph-torus", torus_case, points)
