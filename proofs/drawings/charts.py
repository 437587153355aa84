"""Small charts for witnesses that are counts or tables: bars of integer quantities, integer squares.

``count-bars``
    ``categories`` (x labels), ``series`` (a list of ``[name, values]``; values numbers, one per
    category), ``mark`` (the index of the witness's category, optional), ``ylabel``, ``title``,
    ``note`` (a line under the chart, optional): grouped bars, each labelled with its value; the
    witness's category is shaded.
``squares``
    ``squares`` (a list of ``{"title": str, "rows": [[int]]}``), ``row`` (the row to highlight),
    ``label`` (what the highlight means), ``title``: each square as a grid of its entries; the
    highlighted row is coloured, its entries that differ between the squares in bold.
"""

from __future__ import annotations

from typing import Any

from alltoall.proofs import pictures
from alltoall.spec.errors import require

SERIES = ("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd")


def _fmt(v: Any) -> str:
    return str(int(v)) if float(v).is_integer() else f"{float(v):.4g}"


@pictures.renderer("count-bars")
def count_bars(args: dict) -> Any:
    from matplotlib.patches import Patch

    cats = [str(c) for c in args["categories"]]
    series = [(str(n), [float(v) for v in vals]) for n, vals in args["series"]]
    require(all(len(v) == len(cats) for _, v in series), "series", "one value per category")
    fig = pictures.figure(max(4.2, 0.5 + 0.45 * len(cats) * len(series) + 1.0), 3.6, layout="constrained")
    ax = fig.add_subplot(1, 1, 1)
    width = 0.8 / len(series)
    top = max(max(v) for _, v in series) or 1.0
    handles = []
    mark = args.get("mark")
    if mark is not None:
        ax.axvspan(int(mark) - 0.5, int(mark) + 0.5, color="#fff1c2", zorder=0)
        handles.append(Patch(facecolor="#fff1c2", label=str(args.get("mark_label", "the witness"))))
    for k, (name, vals) in enumerate(series):
        xs = [i - 0.4 + width * (k + 0.5) for i in range(len(cats))]
        bars = ax.bar(xs, vals, width=width * 0.92, color=SERIES[k % len(SERIES)], label=name, zorder=2)
        handles.insert(k, bars)
        for x, v in zip(xs, vals):
            ax.text(x, v + 0.01 * top, _fmt(v), ha="center", va="bottom", fontsize=6)
    ax.set_xticks(range(len(cats)))
    ax.set_xticklabels(cats, fontsize=7)
    ax.tick_params(labelsize=7)
    ax.set_ylabel(str(args.get("ylabel", "")), fontsize=8)
    if args.get("xlabel"):
        ax.set_xlabel(str(args["xlabel"]), fontsize=8)
    ax.set_ylim(0, top * 1.15)
    ax.legend(handles=handles, fontsize=7, loc="upper left", frameon=False)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    pictures.title(ax, str(args.get("title", "")), 8)
    if args.get("note"):
        fig.supxlabel(pictures.wrap(str(args["note"]), fig.get_figwidth() * 0.95, 7), fontsize=7)
    return fig


@pictures.renderer("squares")
def squares(args: dict) -> Any:
    from matplotlib.patches import Patch, Rectangle

    sq = list(args["squares"])
    rows = [[[int(v) for v in r] for r in s["rows"]] for s in sq]
    hi = int(args["row"])
    n = max(len(r) for r in rows)
    fig = pictures.figure(0.6 + 2.9 * len(sq), 0.3 * n + 1.9, layout="constrained")
    for k, (s, m) in enumerate(zip(sq, rows)):
        ax = fig.add_subplot(1, len(sq), k + 1)
        for i, row in enumerate(m):
            for j, v in enumerate(row):
                differs = i == hi and any(len(o) > i and o[i][j] != v for o in rows)
                if i == hi:
                    ax.add_patch(
                        Rectangle((j - 0.5, i - 0.5), 1, 1, facecolor="#ffd27f" if differs else "#fff1c2", lw=0)
                    )
                ax.text(j, i, str(v), ha="center", va="center", fontsize=7, fontweight="bold" if differs else "normal")
        ax.set_xlim(-0.5, len(m[0]) - 0.5)
        ax.set_ylim(len(m) - 0.5, -0.5)
        ax.set_xticks(range(len(m[0])))
        ax.set_yticks(range(len(m)))
        ax.tick_params(labelsize=6, length=0)
        ax.set_ylabel("row", fontsize=7)
        ax.set_aspect("equal")
        pictures.title(ax, str(s.get("title", "")), 8)
        if k == 0:
            ax.legend(
                handles=[Patch(facecolor="#ffd27f", label=str(args.get("label", f"row {hi}: entries that differ")))],
                loc="upper center",
                bbox_to_anchor=(0.5 * len(sq) + 0.1 * (len(sq) - 1), 0.0),
                fontsize=7,
                frameon=False,
            )
    if args.get("title"):
        pictures.suptitle(fig, str(args["title"]))
    return fig
