"""Bibliographic records of the source papers, keyed by citation key (seeds README)."""

from __future__ import annotations

REFERENCES: dict[str, dict[str, str]] = {
    "yang-wang-2002": {"author": "Yang, Yuanyuan and Wang, Jianchao", "title": "Near-optimal all-to-all broadcast in multidimensional all-port meshes and tori",
                       "journal": "IEEE Transactions on Parallel and Distributed Systems", "volume": "13", "number": "2", "pages": "128--141", "year": "2002"},
    "yang-wang-2000": {"author": "Yang, Yuanyuan and Wang, Jianchao", "title": "Optimal all-to-all personalized exchange in self-routable multistage networks",
                       "journal": "IEEE Transactions on Parallel and Distributed Systems", "volume": "11", "number": "3", "pages": "261--274", "year": "2000"},
    "liu-chen-chen-2007": {"author": "Liu, Victor W. and Chen, Chiuyuan and Chen, Richard B.", "title": "Optimal all-to-all personalized exchange in d-nary banyan multistage interconnection networks",
                           "journal": "Journal of Combinatorial Optimization", "volume": "14", "pages": "131--142", "year": "2007"},
    "massini-2003": {"author": "Massini, Annalisa", "title": "All-to-all personalized communication on multistage interconnection networks",
                     "journal": "Discrete Applied Mathematics", "volume": "128", "pages": "435--446", "year": "2003"},
    "chau-fu-2003": {"author": "Chau, Siu-Cheung and Fu, Ada Wai-Chee", "title": "An optical multistage interconnection network for optimal all-to-all personalized exchange",
                     "booktitle": "Proceedings of the Fourth International Conference on Parallel and Distributed Computing, Applications and Technologies (PDCAT 2003)", "pages": "292--295", "year": "2003"},
    "liu-gu-2006": {"author": "Liu, Gang and Gu, Nai-jie and Bi, Kun and Tu, Kun and Dong, Wan-li", "title": "Optimal all-to-all personalized communication in all-port tori",
                    "note": "manuscript received 14 Nov 2005", "year": "2006"},
    "chou-chen-2010": {"author": "Chou, W. Y. and Chen, Chiuyuan", "title": "All-to-all personalized exchange in generalized shuffle-exchange networks",
                       "publisher": "Elsevier", "note": "received 8 May 2009, accepted 25 Oct 2009", "year": "2010"},
}


def bibtex(key: str, note: str) -> str:
    ref = REFERENCES[key]
    kind = "article" if "journal" in ref else "inproceedings" if "booktitle" in ref else "misc"
    fields = dict(ref)
    fields["note"] = (fields["note"] + "; " if "note" in fields else "") + note
    body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items())
    return f"@{kind}{{{key},\n{body}\n}}"


def markdown(key: str) -> str:
    ref = REFERENCES[key]
    venue = ref.get("journal") or ref.get("booktitle") or ref.get("publisher") or ref.get("note", "")
    tail = ", ".join(x for x in (ref.get("volume") and f"vol. {ref['volume']}", ref.get("pages") and f"pp. {ref['pages'].replace('--', '-')}", ref["year"]) if x)
    return f"{ref['author']}. *{ref['title']}*. {venue}, {tail}."
