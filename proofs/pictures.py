"""Pictures people look at (witnesses, load maps, schedules, tables): matplotlib SVG, byte-identical
on rerun.

A renderer ``args -> Figure`` is registered under a name with :func:`renderer` and asked for by a
witness's ``picture={"renderer": name, "args": {...}}``; :func:`svg_text` writes it with everything
that would vary between runs fixed. Helpers for the picture rules: :func:`title`, :func:`suptitle`,
:func:`integer_colorbar` (the rules and where renderers live: ``docs/design.md``, "Pictures").
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

__all__ = [
    "axis_off",
    "figure",
    "integer_colorbar",
    "lines",
    "plt_cmap",
    "render",
    "renderer",
    "suptitle",
    "svg_text",
    "title",
    "wrap",
]

_RENDERERS: dict[str, Callable[[dict], Any]] = {}


def renderer(name: str) -> Any:
    """Register ``fn(args) -> Figure`` as the picture named ``name``."""

    def register(fn: Callable[[dict], Any]) -> Callable[[dict], Any]:
        if name in _RENDERERS and _RENDERERS[name] is not fn:
            raise ValueError(f"picture renderer {name!r} registered twice")
        _RENDERERS[name] = fn
        return fn

    return register


def svg_text(fig: Any) -> str:
    """The figure as deterministic SVG text (and the figure is closed)."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    # set_layout_engine(None) below means no engine only while the figure.* defaults are off
    with matplotlib.rc_context(
        {
            "svg.hashsalt": "alltoall-proofs",
            "svg.fonttype": "none",
            "path.simplify": False,
            "figure.autolayout": False,
            "figure.constrained_layout.use": False,
        }
    ):
        FigureCanvasSVG(fig)  # text measured as the SVG writer measures it
        engine = fig.get_layout_engine()
        if engine is not None:
            # savefig would lay the figure out inside a whole draw that renders nothing, then draw it
            # again: lay it out once here and save without the engine, one draw.
            engine.execute(fig)
            fig.set_layout_engine(None)
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None, "Contributor": None}, bbox_inches=None)
    plt.close(fig)
    return buf.getvalue()


def render(picture: dict) -> str:
    """SVG text of a witness's ``picture`` request; unknown renderers raise ``KeyError``.

    A renderer registers when its module is imported: a paper's with its claims package, the shared
    drawings with :mod:`alltoall.proofs.claims` (:func:`alltoall.proofs.registry.load_all` loads them all).
    """
    name = picture["renderer"]
    if name not in _RENDERERS:
        raise KeyError(f"no picture renderer {name!r}")
    return svg_text(_RENDERERS[name](dict(picture.get("args", {}))))


def figure(width: float = 6.0, height: float = 4.0, layout: str | None = None) -> Any:
    """A new figure on the Agg backend (no window), for renderers; ``layout="constrained"`` keeps
    titles, labels, legends and colour bars inside it."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt.figure(figsize=(width, height), dpi=72, layout=layout)


def axis_off(ax: Any) -> None:
    """No axis lines, ticks or labels on ``ax``. The axes are hidden too, not only switched off: an
    axes with a title otherwise still works out its y ticks at every layout and draw, for nothing."""
    ax.set_axis_off()
    ax.xaxis.set_visible(False)
    ax.yaxis.set_visible(False)


def lines(ax: Any, segments: list, color: str, lw: float, zorder: float = 2) -> Any:
    """Many thin lines of one colour as one collection (drawn as ``ax.plot`` would draw each, far
    cheaper than a ``Line2D`` apiece); ``segments`` is a list of point lists ``[(x, y), ...]``."""
    from matplotlib.collections import LineCollection

    coll = LineCollection(segments, colors=color, linewidths=lw, zorder=zorder, capstyle="projecting")
    ax.add_collection(coll)
    return coll


def wrap(text: str, width_in: float, fontsize: float) -> str:
    """``text`` broken into lines that fit ``width_in`` inches at ``fontsize`` points (existing line
    breaks kept): a character is taken as 0.6 em wide, generous for DejaVu Sans."""
    import textwrap

    chars = max(12, int(width_in * 72 / (0.6 * fontsize)))
    return "\n".join(textwrap.fill(line, chars) if line else "" for line in str(text).split("\n"))


def title(ax: Any, text: str, fontsize: float = 8) -> None:
    """The axes title, wrapped to the axes' width (the figure's layout must leave room above)."""
    fig = ax.get_figure()
    w = fig.get_figwidth() * ax.get_position().width
    ax.set_title(wrap(text, w, fontsize), fontsize=fontsize)


def suptitle(fig: Any, text: str, fontsize: float = 9) -> None:
    """The figure title, wrapped to the figure's width."""
    fig.suptitle(wrap(text, fig.get_figwidth() * 0.96, fontsize), fontsize=fontsize)


def integer_colorbar(fig: Any, ax: Any, cmap: str, lo: int, hi: int, label: str, mappable_norm: Any = None) -> Any:
    """A discrete colour bar for an integer quantity ``lo..hi``: one band per value, integer ticks
    (thinned to at most 12). Returns the ``BoundaryNorm`` to colour the data with."""
    import numpy as np
    from matplotlib import cm, colors

    lo, hi = int(lo), int(max(hi, lo))
    norm = colors.BoundaryNorm(np.arange(lo - 0.5, hi + 1.5), plt_cmap(cmap).N)
    step = max(1, int(np.ceil((hi - lo + 1) / 12)))
    cb = fig.colorbar(cm.ScalarMappable(norm=norm, cmap=cmap), ax=ax, label=label, ticks=list(range(lo, hi + 1, step)))
    cb.ax.tick_params(labelsize=7)
    return norm


def plt_cmap(name: str) -> Any:
    """The colour map called ``name``."""
    import matplotlib

    return matplotlib.colormaps[name]
