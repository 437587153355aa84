"""What ``alltoall list`` and ``show`` say about claims: the last verdict reached, one plain line per
claim for pipes, the domain once per tier, close ids for a mistyped one.

The last verdict is the run record's (``build/runs.json``, the latest check here in any tier), else
the committed ledger's (``proofs/LEDGER.md``), else ``not run``.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from alltoall.proofs import artifacts
from alltoall.proofs.registry import TIERS, Claim

NOT_RUN = "not run"
FIELDS = ("claim", "verdict", "expected", "methods", "statement")
"""The tab-separated fields of a plain line (:func:`line`), in order."""


def last_verdicts(root: Path) -> dict[str, str]:
    """The last verdict reached of each claim recorded here: the run record's, else the ledger's."""
    found = {cid: row["verdict"] for cid, row in artifacts.read_ledger_rows(root).items()}
    found.update(
        {
            cid: rec["verdict"]
            for cid, rec in artifacts.read_run_records(root).items()
            if isinstance(rec.get("verdict"), str)
        }
    )
    return found


def one_line(text: str) -> str:
    """``text`` with every run of whitespace (tabs and newlines too) made one space."""
    return " ".join(text.split())


def line(c: Claim, verdict: str) -> str:
    """A claim as one tab-separated line of :data:`FIELDS`; the id whole, first, so ``cut -f1`` gives it.

    >>> from alltoall.proofs.registry import Source
    >>> from alltoall.checkers.result import Verdict
    >>> c = Claim("massini-2003/x", Source("massini-2003", "toy"), "a\\tb\\n c", "{w}", {"fast": {"w": "d"}},
    ...           ("brute", "z3"), Verdict.REFUTED, None)
    >>> line(c, "not run").split("\\t")
    ['massini-2003/x', 'not run', 'refuted', 'brute,z3', 'a b c']
    """
    return "\t".join((c.id, verdict, c.expected.value, ",".join(c.methods), one_line(c.statement)))


def tier_domains(c: Claim) -> list[tuple[tuple[str, ...], str]]:
    """Each distinct domain of ``c`` with the tiers that share it, in tier order.

    A claim whose tiers all share one domain gives one pair naming the three tiers.
    """
    groups: dict[str, list[str]] = {}
    for t in TIERS:
        groups.setdefault(c.domain_for(t), []).append(t)
    return [(tuple(tiers), domain) for domain, tiers in groups.items()]


def close_ids(wrong: str, ids: Any, n: int = 3) -> list[str]:
    """Up to ``n`` ids close to ``wrong``, best first: scored by :class:`difflib.SequenceMatcher` (as
    :func:`difflib.get_close_matches`) on the part after the paper key when the key is right (ids of a
    paper share a long prefix, which would make every one look close), else on the whole id and on the
    part after the key; only those nearly as close as the best are kept; then the ids ``wrong`` begins.

    >>> close_ids("massini-2003/toy-prooved", ["massini-2003/toy-proved", "massini-2003/toy-refuted"])
    ['massini-2003/toy-proved']
    >>> close_ids("massini-2003/toy", ["massini-2003/toy-proved", "massini-2003/toy-refuted"])
    ['massini-2003/toy-proved', 'massini-2003/toy-refuted']
    """
    ids = list(ids)
    key, _, item = wrong.rpartition("/")
    same_paper = [cid for cid in ids if cid.startswith(key + "/")] if key else []
    scored: dict[str, float] = {}

    def score(a: str, b: str) -> float:
        m = difflib.SequenceMatcher(None, a, b)
        return m.ratio() if m.real_quick_ratio() >= 0.6 and m.quick_ratio() >= 0.6 else 0.0

    for cid in same_paper or ids:
        best = score(item, cid.rpartition("/")[2])
        if not same_paper:
            best = max(best, score(wrong, cid))
        if best >= 0.6:
            scored[cid] = best
    top = max(scored.values(), default=0.0)
    near = sorted((cid for cid, s in scored.items() if s >= top - 0.05), key=lambda cid: (-scored[cid], cid))
    longer = [cid for cid in ids if cid.startswith(wrong) and cid not in near]  # an id cut short
    return (near + longer)[:n]


def unknown_id_message(wrong: str, ids: Any) -> str:
    """The one-line message for an id that names no claim, with the close ids when there are some."""
    near = close_ids(wrong, ids)
    if not near:
        return f"no claim {wrong!r}; `alltoall list` shows the ids"
    return f"no claim {wrong!r}; did you mean {' or '.join(near)}? (`alltoall list` shows the ids)"
