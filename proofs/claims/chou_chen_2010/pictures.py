"""Pictures of chou-chen-2010 witnesses: an N x N GSEN with a configuration and highlighted paths.

Renderer ``gsen-paths`` (args: ``N``, ``states`` (``[stage][switch]``, optional), ``paths`` (list of
``[i, F]``), ``title``): terminals are rows, each stage is the perfect shuffle (thin lines) then N/2
switches (boxes: white straight, grey cross, drawn with their inner connections); each path P(i, F)
is drawn thick in its own colour from input i to its output.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.rn import known
from alltoall.proofs import pictures
from alltoall.spec.errors import require
from alltoall.spec.topologies import gsen

COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


@pictures.renderer("gsen-paths")
def gsen_paths(args: dict) -> Any:
    net = gsen.GSEN(int(args["N"]))
    require(net.N <= 96, "N", "drawings up to N = 96")
    states = gsen.states_from_data(net, args["states"]) if args.get("states") is not None else None
    paths = [gsen.path(net, int(i), int(F)) for i, F in args.get("paths", [])]
    fig = pictures.figure(max(3.6, 1.6 + 1.5 * net.n), 1.6 + 0.28 * net.N, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    pictures.axis_off(ax)
    y = lambda t: -float(t)  # noqa: E731
    # the grey lines as two collections (the shuffles, the switch settings), not a Line2D each
    shuffles: list = []
    settings: list = []
    for s in range(net.n):
        x0, xs = 3.0 * s, 3.0 * s + 2.0
        for t in range(net.N):
            p = gsen.shuffle(net.N, t)
            shuffles.append([(x0, y(t)), (xs, y(p))])
        for w in range(net.half):
            st = None if states is None else int(states[s, w])
            face = "#ffffff" if st != 1 else "#dddddd"
            ax.add_patch(
                __import__("matplotlib.patches", fromlist=["Rectangle"]).Rectangle(
                    (xs, y(2 * w + 1) - 0.3), 1.0, 1.6, facecolor=face, edgecolor="#444444", lw=0.6
                )
            )
            if st is not None:
                for b in (0, 1):
                    settings.append([(xs, y(2 * w + b)), (xs + 1.0, y(2 * w + (b ^ st)))])
        ax.text(xs + 0.5, 1.0, f"stage {s}", ha="center", va="bottom", fontsize=7)
    pictures.lines(ax, shuffles, color="#bbbbbb", lw=0.6)
    pictures.lines(ax, settings, color="#666666", lw=0.6)
    for t in range(net.N):
        ax.text(-0.3, y(t), str(t), ha="right", va="center", fontsize=7)
        ax.text(3.0 * net.n + 0.3, y(t), str(t), ha="left", va="center", fontsize=7)
    for k, p in enumerate(paths):
        c = COLOURS[k % len(COLOURS)]
        t = p.source
        for s in range(net.n):
            x0, xs = 3.0 * s, 3.0 * s + 2.0
            q = gsen.shuffle(net.N, t)
            out = 2 * p.switches[s] + p.out_ports[s]
            ax.plot([x0, xs], [y(t), y(q)], color=c, lw=2.0)
            ax.plot([xs, xs + 1.0], [y(q), y(out)], color=c, lw=2.0)
            ax.plot([xs + 1.0, 3.0 * s + 3.0], [y(out), y(out)], color=c, lw=2.0)
            t = out
        ax.text(3.0 * net.n + 0.9, y(p.dest) - 0.35 * k, f"P({p.source}, {p.tag})", color=c, fontsize=7, va="center")
    ax.set_xlim(-1.2, 3.0 * net.n + 2.5)
    ax.set_ylim(-net.N - 0.2, 2.0)
    if states is not None:
        from matplotlib.patches import Patch

        ax.legend(
            handles=[
                Patch(facecolor="#ffffff", edgecolor="#444444", label="switch straight"),
                Patch(facecolor="#dddddd", edgecolor="#444444", label="switch crossed"),
            ],
            loc="upper center",
            bbox_to_anchor=(0.5, 0.0),
            ncol=2,
            fontsize=7,
            frameon=False,
        )
    pictures.title(ax, str(args.get("title", str(net))), 8)
    return fig


@pictures.renderer("gsen-cover-count")
def gsen_cover_count(args: dict) -> Any:
    """How many of the given configurations deliver each (input, output) pair of an N x N GSEN
    (``args``: ``N``, ``configurations`` (per stage one number, bit y = state of switch y), ``title``):
    a cover has no 0 cell."""
    import numpy as np

    net = gsen.GSEN(int(args["N"]))
    require(net.N <= 96, "N", "drawings up to N = 96")
    C = np.zeros((net.N, net.N), dtype=np.int64)
    for conf in args["configurations"]:
        perm = gsen.realize(net, known.decode(net, [int(v) for v in conf]))
        C[np.arange(net.N), perm] += 1
    fig = pictures.figure(6.2, 5.6, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    norm = pictures.integer_colorbar(fig, ax, "viridis", 0, int(C.max()), "configurations delivering the pair")
    ax.imshow(C, cmap="viridis", norm=norm, interpolation="nearest")
    ax.set_xlabel("output", fontsize=8)
    ax.set_ylabel("input", fontsize=8)
    ax.tick_params(labelsize=7)
    pictures.title(ax, f"{args.get('title', str(net))} (fewest per pair: {int(C.min())}, most: {int(C.max())})", 9)
    return fig
