"""Pictures people look at (witnesses, load maps, schedules, tables): matplotlib SVG, byte-identical
on rerun.

A renderer is a function ``args -> matplotlib Figure`` registered under a name with
:func:`renderer`; a witness asks for one with ``Witness(..., picture={"renderer": name, "args":
{...}})`` and ``alltoall prove`` writes ``counterexamples/<claim>.svg`` beside the JSON, linked
from the ``.md`` and checked for staleness like every artifact. Renderers of a paper live in its
claims package (``proofs/claims/<paper>/pictures.py``) so they register when the registry loads;
they import matplotlib inside the function (loading the registry stays light).

:func:`svg_text` fixes everything that would vary between runs: the Agg backend, the SVG hash salt
(element ids), no date or creator metadata, text kept as text.
"""

from __future__ import annotations

import io
from typing import Any, Callable

_RENDERERS: dict[str, Callable[[dict], Any]] = {}


def renderer(name: str):
    """Register ``fn(args) -> Figure`` as the picture named ``name``."""

    def register(fn: Callable[[dict], Any]) -> Callable[[dict], Any]:
        if name in _RENDERERS and _RENDERERS[name] is not fn:
            raise ValueError(f"picture renderer {name!r} registered twice")
        _RENDERERS[name] = fn
        return fn

    return register


def svg_text(fig) -> str:
    """The figure as deterministic SVG text (and the figure is closed)."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    with matplotlib.rc_context({"svg.hashsalt": "alltoall-proofs", "svg.fonttype": "none", "path.simplify": False}):
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None, "Contributor": None}, bbox_inches=None)
    plt.close(fig)
    return buf.getvalue()


def render(picture: dict) -> str:
    """SVG text of a witness's ``picture`` request; unknown renderers raise ``KeyError``."""
    from alltoall.proofs import registry

    registry.load_all()  # renderers register with their claims package
    name = picture["renderer"]
    if name not in _RENDERERS:
        raise KeyError(f"no picture renderer {name!r}")
    return svg_text(_RENDERERS[name](dict(picture.get("args", {}))))


def figure(width: float = 6.0, height: float = 4.0):
    """A new figure on the Agg backend (no window), for renderers."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt.figure(figsize=(width, height), dpi=72)
