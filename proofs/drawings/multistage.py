"""Multistage networks drawn for witnesses: every MIN paper (massini-2003, liu-chen-chen-2007, chau-fu-2003) reads
these.

A MIN (:mod:`alltoall.spec.topologies.multistage`) is drawn line by line, left to right: the terminals
as rows (input l and output l on row l), each wiring as thin grey lines from line l to line w[l], each
stage as its N/d switches (boxes over d consecutive lines; with a configuration, the inner
connections port u -> port T[u] in grey). A route is a thick coloured polyline from its input to
its output; routes that share a segment are drawn side by side. With ``crosstalk`` a switch holding
two routes is filled red (chau-fu-2003 Sect. II). The optical MIN of chau-fu-2003 is drawn switch by
switch (its stages have N switches, one signal each).

Renderers (picture ``args`` are plain JSON):

``min-routes``
    ``panels``: a list, each ``{"network": <multistage.to_data form>, "title": str}`` plus one of
    ``"M"`` (a shift configuration ``M[switch][stage]``) or ``"states"`` (``T[stage][switch][port]``)
    with ``"inputs"`` (the inputs whose routes are drawn), ``"semi"`` (a semi-permutation: entry s is
    s's output, -1 idle; its paths are drawn with crosstalk marked), ``"paths": [s, t]`` (every path
    from s to t, switches as crossbars) or ``"path_counts": true`` (the matrix C[s, t]); ``title``:
    the figure's title.
``min-schedule``
    ``network``, ``semis`` (the passes' semi-permutations in order), ``per_pass`` (semi-permutations
    sent together in one pass, 1 or 2), ``draw`` (how many semi-permutations are drawn, default 2),
    ``title``: the first semi-permutations drawn, and every one as a row of a table.
``optical-pass``
    ``N``, ``permutation`` (entry s is s's destination, -1 idle), ``highlight`` (sources whose
    signals collide, optional), ``title``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.checkers import optical, routing
from alltoall.proofs import pictures
from alltoall.spec.errors import require
from alltoall.spec.topologies import multistage
from alltoall.spec.topologies import optical as op

COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22")
CROSSTALK = "#f4a6a6"
MAX_N = 32


def colour(k: int) -> str:
    return COLOURS[k % len(COLOURS)]


# --- routes as lines ------------------------------------------------------------------------


def routes_under(net: multistage.MIN, states: Any) -> np.ndarray:
    """``[j, 0 | 1, s]``: the line input s enters / leaves stage j on under configuration ``states``."""
    return multistage.trace(net, np.asarray(states, dtype=np.int64))


def line_paths(net: multistage.MIN, s: int, t: int) -> list[list[tuple[int, int]]]:
    """Every path from input s to output t as ``[(line in, line out)]`` per stage (switches as crossbars)."""
    d, tables = net.d, net.tables()
    R = multistage.reach_after(net)
    out: list[list[tuple[int, int]]] = []

    def walk(j: int, line: int, acc: list) -> None:
        if j == net.stages:
            if int(tables[net.stages][line]) == t:
                out.append(acc)
            return
        a = int(tables[j][line])
        for u in range(d):
            b = (a // d) * d + u
            if R[j][b, t]:
                walk(j + 1, b, acc + [(a, b)])

    walk(0, s, [])
    return out


def path_on_switches(net: multistage.MIN, s: int, t: int, switches: Any) -> list[tuple[int, int]]:
    """The path from s to t through the given switch of every stage (the one a witness chose)."""
    want = [int(v) for v in switches]
    for p in line_paths(net, s, t):
        if [a // net.d for a, _ in p] == want:
            return p
    raise ValueError(f"no path {s} -> {t} through switches {want}")


def output_of(net: multistage.MIN, p: list[tuple[int, int]]) -> int:
    return int(net.tables()[net.stages][p[-1][1]])


# --- the drawing ------------------------------------------------------------------------------


def _y(line: float) -> float:
    return -float(line)


def draw_min(
    ax: Any,
    net: multistage.MIN,
    routes: list[tuple[str, int, list[tuple[int, int]]]],
    *,
    states: Any = None,
    crosstalk: bool = False,
) -> list:
    """Draw ``net`` with ``routes`` (``(label, input, [(line in, line out) per stage])``) on ``ax``;
    returns the legend handles (one per route, and the crosstalk patch when a switch is shared)."""
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch, Rectangle

    require(net.N <= MAX_N, "network", f"drawings up to N = {MAX_N}")
    d, N, S = net.d, net.N, net.stages
    tables = net.tables()
    used: dict[tuple[int, int], int] = {}
    for _, _, p in routes:
        for j, (a, _) in enumerate(p):
            used[(j, a // d)] = used.get((j, a // d), 0) + 1
    wires = [[(3.0 * j, _y(l)), (3.0 * j + 2.0, _y(int(tables[j][l])))] for j in range(S + 1) for l in range(N)]
    pictures.lines(ax, wires, color="#c8c8c8", lw=0.6, zorder=1)
    settings: list = []
    for j in range(S):
        xs = 3.0 * j + 2.0
        for i in range(N // d):
            hot = crosstalk and used.get((j, i), 0) > 1
            ax.add_patch(
                Rectangle(
                    (xs, _y(d * i + d - 1) - 0.35),
                    1.0,
                    d - 1 + 0.7,
                    facecolor=CROSSTALK if hot else "white",
                    edgecolor="#d62728" if hot else "#444444",
                    lw=1.4 if hot else 0.7,
                    zorder=2,
                )
            )
            if states is not None:
                settings += [[(xs, _y(d * i + u)), (xs + 1.0, _y(d * i + int(states[j][i][u])))] for u in range(d)]
            if N // d <= 8:
                ax.text(xs + 0.5, _y(d * i + d - 1) - 0.45, str(i), ha="center", va="top", fontsize=5, color="#666666")
        ax.text(xs + 0.5, 0.75, f"stage {j}", ha="center", va="bottom", fontsize=7)
    if settings:
        pictures.lines(ax, settings, color="#888888", lw=0.6, zorder=2)
    fs = 7 if N <= 16 else 5
    for l in range(N):
        ax.text(-0.25, _y(l), str(l), ha="right", va="center", fontsize=fs)
        ax.text(3.0 * S + 2.25, _y(l), str(l), ha="left", va="center", fontsize=fs)
    ax.text(-0.25, 0.75, "in", ha="right", va="bottom", fontsize=7)
    ax.text(3.0 * S + 2.25, 0.75, "out", ha="left", va="bottom", fontsize=7)
    handles = []
    n = len(routes)
    for k, (label, s, p) in enumerate(routes):
        c = colour(k)
        off = 0.0 if n == 1 else 0.16 * (k - (n - 1) / 2) / max(1, (n - 1) / 2)
        xs, ys = [0.0], [_y(s) + off]
        for j, (a, b) in enumerate(p):
            xs += [3.0 * j + 2.0, 3.0 * j + 3.0]
            ys += [_y(a) + off, _y(b) + off]
        t = output_of(net, p)
        xs.append(3.0 * S + 2.0)
        ys.append(_y(t) + off)
        ax.plot(xs, ys, color=c, lw=2.0, zorder=3, solid_joinstyle="round")
        ax.plot([xs[-1]], [ys[-1]], marker="o", ms=4, color=c, zorder=4)
        handles.append(Line2D([], [], color=c, lw=2.0, marker="o", ms=4, label=label))
    if crosstalk and any(v > 1 for v in used.values()):
        handles.append(Patch(facecolor=CROSSTALK, edgecolor="#d62728", label="crosstalk: two signals in one switch"))
    if states is not None:
        handles.append(Line2D([], [], color="#888888", lw=0.6, label="switch setting (port to port)"))
    ax.set_xlim(-1.3, 3.0 * S + 3.3)
    ax.set_ylim(_y(N - 1) - 1.2, 1.6)
    pictures.axis_off(ax)
    return handles


def _legend(ax: Any, handles: Any, ncol: int = 1) -> None:
    if handles:
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0), fontsize=7, frameon=False, ncol=ncol)


def _states(net: multistage.MIN, panel: dict) -> Any:
    if panel.get("M") is not None:
        return multistage.shift_tables(np.asarray(panel["M"], dtype=np.int64), net.d)
    if panel.get("states") is not None:
        return np.asarray(panel["states"], dtype=np.int64)
    return None


def _panel(fig: Any, ax: Any, panel: dict) -> None:
    net = multistage.from_data(panel["network"])
    crosstalk, routes = False, []
    states = _states(net, panel)
    if panel.get("path_counts"):
        C = multistage.path_counts(net)
        norm = pictures.integer_colorbar(fig, ax, "Blues", 0, int(C.max()), "paths from input s to output t")
        ax.imshow(C, cmap="Blues", norm=norm)
        for s in range(net.N):
            for t in range(net.N):
                ax.text(
                    t,
                    s,
                    str(int(C[s, t])),
                    ha="center",
                    va="center",
                    fontsize=7,
                    color="white" if C[s, t] > C.max() / 2 else "black",
                )
        ax.set_xticks(range(net.N))
        ax.set_yticks(range(net.N))
        ax.set_xlabel("output t", fontsize=7)
        ax.set_ylabel("input s", fontsize=7)
        ax.tick_params(labelsize=7)
        pictures.title(ax, panel.get("title", f"path counts of {net}"))
        return
    if "semi" in panel:
        semi = [int(v) for v in panel["semi"]]
        occ, _ = routing.brute_semi(net, semi)
        pairs = routing.semi_pairs(net, semi)
        routes = [(f"{s} -> {t}", s, path_on_switches(net, s, t, occ[i])) for i, (s, t) in enumerate(pairs)]
        crosstalk = True
    elif "paths" in panel:
        s, t = (int(v) for v in panel["paths"])
        ps = line_paths(net, s, t)
        routes = [(f"path {k + 1} of {len(ps)}: input {s} -> output {t}", s, p) for k, p in enumerate(ps)]
    elif states is not None:
        tr = routes_under(net, states)
        for s in panel.get("inputs", []):
            p = [(int(tr[j, 0, s]), int(tr[j, 1, s])) for j in range(net.stages)]
            routes.append((f"input {s} -> output {output_of(net, p)}", int(s), p))
    handles = draw_min(ax, net, routes, states=states, crosstalk=crosstalk)
    _legend(ax, handles, ncol=2 if len(handles) > 4 else 1)
    pictures.title(ax, panel.get("title", str(net)))


@pictures.renderer("min-routes")
def min_routes(args: dict) -> Any:
    panels = list(args["panels"])
    require(1 <= len(panels) <= 4, "panels", "one to four panels")
    sizes = []
    for p in panels:
        net = multistage.from_data(p["network"])
        sizes.append((0.9 + 0.75 * (net.stages + 1), 1.2 + 0.3 * net.N))
    width = max(3.4, max(w for w, _ in sizes)) * len(panels)
    height = max(h for _, h in sizes) + 1.6
    fig = pictures.figure(width, height, layout="constrained")
    for k, p in enumerate(panels):
        ax = fig.add_subplot(1, len(panels), k + 1)
        _panel(fig, ax, p)
    if args.get("title"):
        pictures.suptitle(fig, args["title"])
    return fig


@pictures.renderer("min-schedule")
def min_schedule(args: dict) -> Any:
    net = multistage.from_data(args["network"])
    semis = [[int(v) for v in s] for s in args["semis"]]
    per = int(args.get("per_pass", 1))
    ndraw = min(len(semis), int(args.get("draw", 2)))
    width = max(3.4 * ndraw, 0.5 * net.N + 2.5)
    rows_h = 0.19 * len(semis) + 0.9
    fig = pictures.figure(width, 0.3 * net.N + 2.6 + rows_h, layout="constrained")
    gs = fig.add_gridspec(2, ndraw, height_ratios=(0.3 * net.N + 2.0, rows_h))
    for k in range(ndraw):
        ax = fig.add_subplot(gs[0, k])
        _panel(
            fig,
            ax,
            {
                "network": args["network"],
                "semi": semis[k],
                "title": f"pass {k // per}"
                + (f", banyan copy {k % per}" if per > 1 else "")
                + ": no switch holds two signals",
            },
        )
    ax = fig.add_subplot(gs[1, :])
    for r, semi in enumerate(semis):
        if (r // per) % 2 == 0:
            ax.axhspan(r - 0.5, r + 0.5, color="#eeeeee", zorder=0)
        for s, t in enumerate(semi):
            ax.text(
                s,
                r,
                "." if t < 0 else str(t),
                ha="center",
                va="center",
                fontsize=6,
                color="#999999" if t < 0 else "black",
            )
    ax.set_xlim(-0.5, net.N - 0.5)
    ax.set_ylim(len(semis) - 0.5, -0.5)
    ax.set_xticks(range(net.N))
    ax.set_yticks(range(len(semis)))
    ax.set_yticklabels([f"pass {r // per}" + (f" / {r % per}" if per > 1 else "") for r in range(len(semis))])
    ax.xaxis.set_ticks_position("top")
    ax.tick_params(labelsize=6, length=0)
    ax.set_xlabel("input s (cell: its output in that pass; . idle)", fontsize=7)
    for side in ax.spines.values():
        side.set_visible(False)
    pictures.suptitle(fig, args.get("title", f"{len(semis)} semi-permutations on {net}"))
    return fig


@pictures.renderer("optical-pass")
def optical_pass(args: dict) -> Any:
    """The optical MIN switch by switch: grey links (port 0 straight on, port 1 to switch i + 2^j), each
    signal's switches joined in its colour, a switch holding two signals filled red."""
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch, Rectangle

    net = op.OpticalMIN(int(args["N"]))
    require(net.N <= 16, "N", "drawings up to N = 16")
    perm = [int(v) for v in args["permutation"]]
    occ = optical.one_pass_occupancy(net, perm)
    src = [s for s, t in enumerate(perm) if t >= 0]
    N, S = net.N, net.stages
    fig = pictures.figure(max(5.0, 1.6 + 1.3 * S), 2.4 + 0.42 * N + 0.12 * N, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    count: dict[tuple[int, int], int] = {}
    for i in range(len(src)):
        for j in range(S):
            count[(j, int(occ[i, j]))] = count.get((j, int(occ[i, j])), 0) + 1
    for j in range(S):
        for i in range(N):
            if j < S - 1:
                for port in (0, 1):
                    ax.plot(
                        [2.0 * j + 0.3, 2.0 * (j + 1) - 0.3],
                        [-i, -int(op.next_switch(N, j, i, port))],
                        color="#d0d0d0",
                        lw=0.6,
                        zorder=1,
                    )
            hot = count.get((j, i), 0) > 1
            ax.add_patch(
                Rectangle(
                    (2.0 * j - 0.3, -i - 0.3),
                    0.6,
                    0.6,
                    facecolor=CROSSTALK if hot else "white",
                    edgecolor="#d62728" if hot else "#444444",
                    lw=1.4 if hot else 0.7,
                    zorder=2,
                )
            )
        ax.text(2.0 * j, 0.6, f"stage {j}", ha="center", va="bottom", fontsize=7)
    for i in range(N):
        ax.text(-0.5, -i, f"P{i}", ha="right", va="center", fontsize=7)
        ax.text(2.0 * (S - 1) + 0.5, -i, f"P{i}", ha="left", va="center", fontsize=7)
    handles = []
    hl = {int(v) for v in args.get("highlight", [])}
    for k, s in enumerate(src):
        c = colour(k)
        off = 0.2 * (k - (len(src) - 1) / 2) / max(1, len(src))
        xs = [2.0 * j for j in range(S)]
        ys = [-int(occ[k, j]) + off for j in range(S)]
        ax.plot(
            [-0.4] + xs + [2.0 * (S - 1) + 0.4],
            [-s + off] + ys + [ys[-1]],
            color=c,
            lw=2.6 if s in hl else 1.6,
            zorder=3,
        )
        ax.plot([2.0 * (S - 1) + 0.4], [ys[-1]], marker="o", ms=4, color=c, zorder=4)
        handles.append(
            Line2D(
                [],
                [],
                color=c,
                lw=2.6 if s in hl else 1.6,
                marker="o",
                ms=4,
                label=f"P{s} -> P{perm[s]} (c = {(perm[s] - s) % N})",
            )
        )
    if any(v > 1 for v in count.values()):
        handles.append(Patch(facecolor=CROSSTALK, edgecolor="#d62728", label="crosstalk: two signals in one switch"))
    else:
        handles.append(Patch(facecolor="white", edgecolor="#444444", label="switch (each holds at most one signal)"))
    handles.append(Line2D([], [], color="#d0d0d0", lw=0.6, label="link: port 0 straight, port 1 to switch i + 2^j"))
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0), fontsize=7, frameon=False, ncol=2)
    ax.set_xlim(-1.3, 2.0 * (S - 1) + 1.3)
    ax.set_ylim(-N + 0.3, 1.3)
    pictures.axis_off(ax)
    pictures.title(ax, args.get("title", f"{net}: one pass of {perm}"), 9)
    return fig
