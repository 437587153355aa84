"""Bibliographic records of the source papers, keyed by citation key, and their renderings.

The data are those of ``seeds/README.md`` (author initials as given there; full names where the
seed text prints them); fields the seeds do not give are left out rather than guessed
(``liu-gu-2006`` is a manuscript, ``chou-chen-2010`` names only its publisher).
"""

from __future__ import annotations

from alltoall.spec.errors import ParameterError

__all__ = ["REFERENCES", "SOFTWARE", "bibtex", "markdown", "software_bibtex", "software_markdown", "tex_escape"]

REFERENCES: dict[str, dict[str, str]] = {
    "yang-wang-2002": {
        "author": "Yang, Y. and Wang, J.",
        "title": "Near-optimal all-to-all broadcast in multidimensional all-port meshes and tori",
        "journal": "IEEE Transactions on Parallel and Distributed Systems",
        "volume": "13",
        "number": "2",
        "pages": "128--141",
        "year": "2002",
    },
    "yang-wang-2000": {
        "author": "Yang, Y. and Wang, J.",
        "title": "Optimal all-to-all personalized exchange in self-routable multistage networks",
        "journal": "IEEE Transactions on Parallel and Distributed Systems",
        "volume": "11",
        "number": "3",
        "pages": "261--274",
        "year": "2000",
    },
    "liu-chen-chen-2007": {
        "author": "Liu, Victor W. and Chen, Chiuyuan and Chen, Richard B.",
        "title": "Optimal all-to-all personalized exchange in d-nary banyan multistage interconnection networks",
        "journal": "Journal of Combinatorial Optimization",
        "volume": "14",
        "pages": "131--142",
        "year": "2007",
    },
    "massini-2003": {
        "author": "Massini, A.",
        "title": "All-to-all personalized communication on multistage interconnection networks",
        "journal": "Discrete Applied Mathematics",
        "volume": "128",
        "pages": "435--446",
        "year": "2003",
    },
    "chau-fu-2003": {
        "author": "Chau, S. C. and Fu, A. W. C.",
        "title": "An optical multistage interconnection network for optimal all-to-all personalized exchange",
        "booktitle": "International Conference on Parallel and Distributed Computing, Applications "
        "and Technologies (PDCAT 2003)",
        "pages": "292--295",
        "year": "2003",
    },
    "liu-gu-2006": {
        "author": "Liu, Gang and Gu, Nai-jie and Bi, Kun and Tu, Kun and Dong, Wan-li",
        "title": "Optimal all-to-all personalized communication in all-port tori",
        "note": "manuscript, received 14 Nov 2005",
        "year": "2006",
    },
    "chou-chen-2010": {
        "author": "Chou, Well Y. and Chen, Chiuyuan",
        "title": "All-to-all personalized exchange in generalized shuffle-exchange networks",
        "publisher": "Elsevier",
        "note": "received 8 May 2009, accepted 25 Oct 2009",
        "year": "2010",
    },
}


_TEX = {
    "\\": r"\textbackslash{}",
    "{": "(",
    "}": ")",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "^": r"\^{}",
    "~": r"\~{}",
}


def tex_escape(text: str) -> str:
    """``text`` safe inside a braced BibTeX field (LaTeX specials escaped, braces made round)."""
    return "".join(_TEX.get(ch, ch) for ch in text)


def _ref(key: str) -> dict[str, str]:
    if key not in REFERENCES:
        raise ParameterError("ID", f"no reference for citation key {key!r}")
    return REFERENCES[key]


def bibtex(key: str, note: str) -> str:
    """A BibTeX entry for ``key`` (``@article`` for journal papers) with ``note`` appended.

    ``note`` is plain text; it is escaped here.
    """
    ref = _ref(key)
    kind = "article" if "journal" in ref else "inproceedings" if "booktitle" in ref else "misc"
    fields = dict(ref)
    fields["note"] = (fields["note"] + "; " if "note" in fields else "") + tex_escape(note)
    body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items())
    return f"@{kind}{{{key},\n{body}\n}}"


def markdown(key: str) -> str:
    """The reference as one Markdown line: authors, *title*, venue, volume, pages, year."""
    ref = _ref(key)
    venue = ref.get("journal") or ref.get("booktitle") or ref.get("publisher") or ref.get("note", "")
    parts = (
        ref.get("volume") and f"vol. {ref['volume']}" + (f"({ref['number']})" if "number" in ref else ""),
        ref.get("pages") and f"pp. {ref['pages'].replace('--', '-')}",
        ref["year"],
    )
    tail = ", ".join(x for x in parts if x)
    return f"{_names(ref['author'])}. *{ref['title']}*. {venue}, {tail}."


SOFTWARE = {
    "author": "{The alltoall-proofs developers}",
    "title": "alltoall-proofs: executable specifications and mechanical checks of all-to-all communication",
}


def software_bibtex(claim_id: str, version: str, commit: str, findings: str | None = None) -> str:
    """A ``@software`` entry for the suite at ``version`` and ``commit``, the claim id as the locator
    (like a theorem number in a book), and where the claim is on its paper's findings page
    (``docs/findings/<key>.md#<anchor>``, a path in the repository, so a note rather than a url);
    CITATION.cff holds the same record."""
    fields = {
        **SOFTWARE,
        "version": tex_escape(version),
        "note": tex_escape(
            f"claim {claim_id}, checked at commit {commit}" + (f"; findings: {findings}" if findings else "")
        ),
    }
    body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items())
    key = "alltoall-proofs:" + "".join(ch if ch.isalnum() or ch in "-." else "-" for ch in claim_id)
    return f"@software{{{key},\n{body}\n}}"


def software_markdown(claim_id: str, version: str, commit: str) -> str:
    """The suite as one Markdown line, with the claim id as the locator."""
    return f"The alltoall-proofs developers. *alltoall-proofs*, version {version}, commit {commit}: claim `{claim_id}`."


def _names(authors: str) -> str:
    """``"Liu, Victor W. and Chen, Chiuyuan"`` -> ``"Victor W. Liu and Chiuyuan Chen"`` (no final dot)."""
    names = [" ".join(reversed([p.strip() for p in a.split(",", 1)])) for a in authors.split(" and ")]
    text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return text.rstrip(".")
