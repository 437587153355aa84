"""SVG pictures of liu-gu-2006 witnesses: per-step schedule panels and Table II against m.

Renderers import matplotlib inside the function (loading the registry stays light).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from alltoall.checkers import exchange
from alltoall.proofs import pictures
from alltoall.spec.algorithms import liu_gu

MAX_PANELS = 12
#: The mesh's arrows end where they are told: matplotlib's default 2-point shrink at each end splits
#: every arrow's path by bisection, the largest cost of a schedule picture, and these arrows already
#: stop short of the next node (the ring's few arcs keep the shrink: it is their gap at a node).
_UNSHRUNK = {"shrinkA": 0, "shrinkB": 0}


@pictures.renderer("liu-gu-schedule")
def schedule_picture(args: dict) -> Any:
    """One panel per step: every transfer as an arrow from its source to its destination, labelled
    with its bundle size; the title names the first defect the simulator finds."""
    alg, sizes = args["algorithm"], tuple(int(x) for x in args["sizes"])
    rd = liu_gu.reading(args.get("reading", "listing"))
    plan = liu_gu.plan_of(alg, *sizes, reading=rd)
    steps = list(liu_gu.array_steps(alg, *sizes, reading=rd))
    rep = exchange.simulate(plan, iter(steps))
    g = plan.network
    n = min(len(steps), MAX_PANELS)
    cols = min(n, 4)
    rows = max(1, math.ceil(n / cols))
    if alg == "ar":
        fig = pictures.figure(3.2 * cols, 3.2 * rows + 0.8, layout="constrained")
    else:
        fig = pictures.figure(
            cols * (0.55 * sizes[1] + 0.8), rows * (0.55 * sizes[0] + 0.9) + 0.9, layout="constrained"
        )
    if alg == "ar":
        p = sizes[0]
        ang = 2 * np.pi * np.arange(p) / p
        xy = np.stack([np.sin(ang), np.cos(ang)], axis=1)
    else:
        r, c = sizes
        xs, ys = g.coord(np.arange(g.nodes))
        xy = np.stack([ys, -xs], axis=1).astype(float)
    for k in range(n):
        ax = fig.add_subplot(rows, cols, k + 1)
        st = steps[k]
        ax.scatter(xy[:, 0], xy[:, 1], s=60, c="white", edgecolors="black", zorder=3)
        for v in range(g.nodes):
            ax.text(xy[v, 0], xy[v, 1], str(v), ha="center", va="center", fontsize=6, zorder=4)
        sizes_k = st.sizes
        for i in range(len(st.src)):
            a, b = int(st.src[i]), int(st.dst[i])
            if alg == "ar":
                u, v = g.channels()[int(st.paths[i, 0])]
                cw = (v - u) % sizes[0] == 1
                rad = -0.35 if cw else 0.35
                pa, pb = xy[a] * (1.08 if cw else 0.92), xy[b] * (1.08 if cw else 0.92)
            else:
                chans = g.channels()
                for h, ch in enumerate(st.paths[i]):
                    u, v = chans[int(ch)]
                    dim, d = g.port(u, v)
                    off = (np.array([0.1, 0.0]) if dim == 0 else np.array([0.0, 0.1])) * d
                    vec = (np.array([0, -1.0]) if dim == 0 else np.array([1.0, 0])) * d
                    pa = xy[u] + off
                    pb = pa + vec * (0.8 if np.abs(xy[v] - xy[u]).sum() <= 1.01 else 0.45)
                    ax.annotate(
                        "",
                        xy=pb,
                        xytext=pa,
                        annotation_clip=False,
                        arrowprops=dict(arrowstyle="->", lw=0.5 + 0.1 * sizes_k[i], color="tab:blue", **_UNSHRUNK),
                    )
                    if h == 0:
                        mid = (pa + pb) / 2 + off
                        ax.text(mid[0], mid[1], str(int(sizes_k[i])), fontsize=5, color="tab:red")
                continue
            ax.annotate(
                "",
                xy=pb,
                xytext=pa,
                arrowprops=dict(
                    arrowstyle="->", lw=0.6 + 0.15 * sizes_k[i], connectionstyle=f"arc3,rad={rad}", color="tab:blue"
                ),
            )
            mid = (pa + pb) / 2
            ax.text(mid[0], mid[1], str(int(sizes_k[i])), fontsize=5, color="tab:red")
        pictures.title(ax, f"step {k}: max bundle {rep.step_max[k]}", 8)
        if alg != "ar":  # room for the wrap-around stubs, which leave the grid by 0.55 of a hop
            ax.set_xlim(xy[:, 0].min() - 0.7, xy[:, 0].max() + 0.7)
            ax.set_ylim(xy[:, 1].min() - 0.7, xy[:, 1].max() + 0.7)
        ax.set_aspect("equal")
        pictures.axis_off(ax)
    head = f"{plan.name}: cost {rep.cost} m t_w in {rep.steps} steps (arrows: transfers; red numbers: bundle sizes)"
    if rep.violation is not None:
        head += f"\n{rep.violation.message}"
    elif not rep.fully_utilized:
        head += f"\nidle channels per step: {rep.idle}"
    pictures.suptitle(fig, head, 9)
    return fig


def crossovers(d: int) -> dict[str, str]:
    """Exact message sizes (bytes, as fractions) where a rival row of Table II equals the proposed one."""
    from fractions import Fraction

    t = liu_gu.table2_terms(d, Fraction(2))
    P = liu_gu.PARAGON_NS
    s0, x0, y0 = t["proposed"]
    out = {}
    for k in ("[5]", "[6]", "[10]"):
        s, x, y = t[k]
        da = (s0 - s) * P["ts"]
        db = (x * P["tw"] + y * P["rho"]) - (x0 * P["tw"] + y0 * P["rho"])
        if db != 0 and da / db > 0:
            out[k] = str(da / db)
    return out


_SUPERSCRIPT = str.maketrans("-0123456789", "\u207b\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")


def _decade(value: float, _pos: Any = None) -> str:
    """A log axis's tick label: 10 to a superscript power, or the number when it is no power of 10."""
    k = round(math.log10(value)) if value > 0 else 0
    return f"10{str(k).translate(_SUPERSCRIPT)}" if value > 0 and math.isclose(value, 10.0**k) else f"{value:g}"


@pictures.renderer("liu-gu-table2")
def table2_picture(args: dict) -> Any:
    """Completion time (us) of the rows of Table II against m with the Intel Paragon parameters; the exact
    crossovers with the proposed algorithm are marked."""
    from fractions import Fraction

    from matplotlib import ticker

    ds = [int(d) for d in args["d"]]
    fig = pictures.figure(4.0 * len(ds), 3.6, layout="constrained")
    m = np.logspace(-1, 4, 200)
    P = liu_gu.PARAGON_NS
    for k, d in enumerate(ds):
        ax = fig.add_subplot(1, len(ds), k + 1)
        rows = liu_gu.table2_terms(d, Fraction(2))
        for name, (s, x, y) in rows.items():
            t = (float(s) * P["ts"] + (float(x) * P["tw"] + float(y) * P["rho"]) * m) / 1000
            ax.plot(m, t, label=name, lw=1.4 if name == "proposed" else 0.9)
        for i, (name, mstar) in enumerate(crossovers(d).items()):
            mv = float(Fraction(mstar))
            ax.axvline(mv, color="gray", ls="--", lw=0.7)
            ax.annotate(
                f"{name} = proposed\nat m = {mv:.4g} B",
                xy=(
                    mv,
                    (
                        float(rows["proposed"][0]) * P["ts"]
                        + (float(rows["proposed"][1]) * P["tw"] + float(rows["proposed"][2]) * P["rho"]) * mv
                    )
                    / 1000,
                ),
                fontsize=6,
                xytext=(0.04, 0.62 - 0.12 * i),  # upper left, clear of the curves, which rise to the right
                textcoords="axes fraction",
                arrowprops=dict(arrowstyle="->", lw=0.5),
            )
        ax.set_xscale("log")
        ax.set_yscale("log")
        for axis in (ax.xaxis, ax.yaxis):
            # decades only, labelled as plain text: minor ticks (unlabelled over these spans) and
            # mathtext labels cost most of the picture; the crossovers carry their exact values
            axis.set_minor_locator(ticker.NullLocator())
            axis.set_major_formatter(ticker.FuncFormatter(_decade))
        ax.set_xlabel("message size m (bytes)", fontsize=7)
        ax.set_ylabel("time (us)", fontsize=7)
        pictures.title(ax, f"{2**d} x {2**d} torus (d = {d})", 8)
        ax.tick_params(labelsize=6)
        ax.legend(fontsize=6, loc="lower right")
    pictures.suptitle(fig, "Table II with t_s = 75 us, t_w = 0.011 us, rho = 0.014 us", 9)
    return fig


@pictures.renderer("liu-gu-step-loads")
def step_loads_picture(args: dict) -> Any:
    """Per step, the largest bundle on the row channels and on the column channels (AT2), or on any
    channel (AR): the lockstep cost is the sum of the taller bar of each step."""
    alg, sizes = args["algorithm"], tuple(int(x) for x in args["sizes"])
    rd = liu_gu.reading(args.get("reading", "listing"))
    rep = exchange.simulate_algorithm(alg, *sizes, reading=rd)
    fig = pictures.figure(7.0, 3.6, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    steps = np.arange(rep.steps)
    by = np.array(rep.step_max_by_dim).reshape(rep.steps, -1)
    if by.shape[1] == 2:
        ax.bar(steps - 0.2, by[:, 1], width=0.4, label="row channels (dimension 1)")
        ax.bar(steps + 0.2, by[:, 0], width=0.4, label="column channels (dimension 0)")
    else:
        ax.bar(steps, by[:, 0], width=0.6, label="largest bundle")
    for s in rep.phase_starts[1:]:
        ax.axvline(s - 0.5, color="gray", ls="--", lw=0.7)
    costs = rep.phase_costs()
    ax.set_xlabel("step", fontsize=8)
    ax.set_ylabel("largest bundle (messages)", fontsize=8)
    ax.set_xticks(steps)
    ax.tick_params(labelsize=7)
    ax.legend(fontsize=7)
    extra = f"; row rings alone per phase {[x[1] for x in rep.phase_costs_by_dim()]}" if by.shape[1] == 2 else ""
    pictures.title(ax, f"{alg.upper()}{sizes}: cost {rep.cost} m t_w, per phase {costs}{extra}", 8)
    return fig


@pictures.renderer("liu-gu-quadrants")
def quadrants_picture(args: dict) -> Any:
    """The r x c torus around P(x0, y0) = (0, 0): each node coloured by its quadrant (Sect. IV-A), the
    G10 nodes (odd row offset, even column offset) marked, those in QI counted against rc/8."""
    from matplotlib import colors
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    r, c = int(args["r"]), int(args["c"])
    dx, dy = np.divmod(np.arange(r * c), c)
    q = liu_gu.quadrant(r, c, dx, dy).reshape(r, c)
    g10 = ((dx % 2 == 1) & (dy % 2 == 0)).reshape(r, c)
    fig = pictures.figure(1.6 + 0.55 * c, 2.4 + 0.55 * r, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    shades = ("#fde0c5", "#d5e8f6", "#e2e2e2", "#dcefd5")
    ax.imshow(q, cmap=colors.ListedColormap(shades), norm=colors.BoundaryNorm([0.5, 1.5, 2.5, 3.5, 4.5], 4))
    yy, xx = np.nonzero(g10)
    inq1 = q[yy, xx] == 1
    ax.scatter(xx[inq1], yy[inq1], marker="o", s=70, color="#d62728", zorder=3)
    ax.scatter(xx[~inq1], yy[~inq1], marker="o", s=70, facecolors="none", edgecolors="#d62728", zorder=3)
    ax.scatter([0], [0], marker="*", s=140, color="black", zorder=4)
    ax.set_xticks(range(c))
    ax.set_yticks(range(r))
    ax.set_xlabel("column offset (y - y0) mod c", fontsize=8)
    ax.set_ylabel("row offset (x - x0) mod r", fontsize=8)
    ax.tick_params(labelsize=7)
    handles = [Patch(facecolor=shades[k], label=f"Q{'I' * (k + 1) if k < 3 else 'IV'}") for k in range(4)]
    handles += [
        Line2D([], [], ls="", marker="o", color="#d62728", ms=7, label=f"G10 node in QI ({int(inq1.sum())})"),
        Line2D([], [], ls="", marker="o", mfc="none", mec="#d62728", ms=7, label="G10 node elsewhere"),
        Line2D([], [], ls="", marker="*", color="black", ms=10, label="P(x0, y0)"),
    ]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=4, fontsize=7, frameon=False)
    pictures.title(
        ax, f"{r} x {c} torus: G10 and QI share {int(inq1.sum())} nodes; Table I's rc/8 says {r * c // 8}", 9
    )
    return fig
