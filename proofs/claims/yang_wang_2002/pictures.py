"""Heat maps of yang-wang-2002 witnesses: reach counts over the grid, per-channel loads.

Renderers take plain JSON arguments (the witness's picture ``args``) and import matplotlib inside.
"""

from __future__ import annotations

from typing import Any

from alltoall.proofs import pictures

_DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))


@pictures.renderer("yw2002-reach")
def reach_map(args: dict) -> Any:
    """``args``: n, title, counts (n x n list, counts[x][y]), origin [x0, y0], node [x, y]."""
    import numpy as np

    counts = np.array(args["counts"], dtype=float)
    n = counts.shape[0]
    fig = pictures.figure(5.4, 5.4, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    norm = pictures.integer_colorbar(fig, ax, "viridis", 0, max(2, int(counts.max())), "times reached")
    ax.imshow(counts.T, origin="lower", cmap="viridis", norm=norm)
    for x in range(n):
        for y in range(n):
            ax.text(
                x,
                y,
                str(int(counts[x, y])),
                ha="center",
                va="center",
                fontsize=max(5, 11 - n // 3),
                color="white" if counts[x, y] < 1.5 else "black",
            )
    ox, oy = args["origin"]
    ax.plot(
        [ox],
        [oy],
        ls="",
        marker="s",
        markersize=14,
        markerfacecolor="none",
        markeredgecolor="red",
        markeredgewidth=2,
        label=f"origin ({ox}, {oy})",
    )
    if args.get("node") is not None:
        vx, vy = args["node"]
        ax.plot(
            [vx],
            [vy],
            ls="",
            marker="o",
            markersize=16,
            markerfacecolor="none",
            markeredgecolor="orange",
            markeredgewidth=2,
            label=str(args.get("node_label", f"the witness node ({vx}, {vy})")),
        )
    ax.set_xticks(range(n))
    ax.set_yticks(range(n))
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=2, fontsize=7, frameon=False, markerscale=0.6)
    pictures.title(ax, args.get("title", "reach counts"), 9)
    return fig


@pictures.renderer("yw2002-loads")
def load_map(args: dict) -> Any:
    """``args``: n, periodic, title, loads (n x n x 4 list, loads[x][y][p] on port p = +x, -x, +y, -y),
    claimed (number), mark [x, y, p] (the witness channel)."""
    import numpy as np
    from matplotlib import cm, colors
    from matplotlib.collections import LineCollection
    from matplotlib.lines import Line2D

    L = np.array(args["loads"], dtype=float)
    n = L.shape[0]
    fig = pictures.figure(5.8, 5.6, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    vmax = max(1.0, float(L.max()))
    live = L[L > 0]
    vmin = float(live.min()) - 1 if live.size else 0.0
    integer = bool(np.all(L == np.round(L)))
    label = args.get("label", "messages relayed")
    norm = (
        pictures.integer_colorbar(fig, ax, "magma_r", int(vmin), int(vmax), label)
        if integer
        else colors.Normalize(vmin=vmin, vmax=vmax)
    )
    segs, vals = [], []
    off = 0.12
    for x in range(n):
        for y in range(n):
            for p, (ex, ey) in enumerate(_DIRS):
                if L[x, y, p] <= 0 and not (args.get("periodic") or 0 <= x + ex < n and 0 <= y + ey < n):
                    continue
                # the channel x,y -> x+ex,y+ey drawn as a short segment, shifted to its side
                sx, sy = (-ey * off, ex * off)
                a = (x + sx + 0.2 * ex, y + sy + 0.2 * ey)
                b = (x + sx + 0.8 * ex, y + sy + 0.8 * ey)
                segs.append([a, b])
                vals.append(L[x, y, p])
                if n <= 7:
                    ax.text(
                        (a[0] + b[0]) / 2 + sx * 1.4,
                        (a[1] + b[1]) / 2 + sy * 1.4,
                        str(int(L[x, y, p])),
                        ha="center",
                        va="center",
                        fontsize=6,
                        color="dimgray",
                    )
    lc = LineCollection(segs, cmap="magma_r", norm=norm, linewidths=3)
    lc.set_array(np.array(vals))
    ax.add_collection(lc)
    ax.scatter(
        [x for x in range(n) for _ in range(n)],
        [y for _ in range(n) for y in range(n)],
        s=18,
        c="grey",
        zorder=3,
        label="node",
    )
    handles = [
        Line2D([], [], ls="", marker="o", color="grey", ms=4, label="node"),
        Line2D([], [], color=cm.magma_r(0.6), lw=3, label="channel (colour: load; small number: load)"),
    ]
    if args.get("mark"):
        mx, my, mp = args["mark"]
        ex, ey = _DIRS[mp]
        ax.annotate(
            "",
            xy=(mx + 0.85 * ex, my + 0.85 * ey),
            xytext=(mx + 0.15 * ex, my + 0.15 * ey),
            arrowprops={"arrowstyle": "->", "color": "tab:blue", "lw": 2.5},
        )
        handles.append(
            Line2D(
                [],
                [],
                color="tab:blue",
                lw=2.5,
                marker=">",
                ms=6,
                label=str(args.get("mark_label", f"the witness channel from ({mx}, {my})")),
            )
        )
    ax.set_xlim(-1, n)
    ax.set_ylim(-1, n)
    ax.set_aspect("equal")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=2, fontsize=7, frameon=False)
    pictures.title(ax, args.get("title", "messages per channel"), 9)
    if not integer:
        fig.colorbar(cm.ScalarMappable(norm=norm, cmap="magma_r"), ax=ax, label=label)
    return fig
