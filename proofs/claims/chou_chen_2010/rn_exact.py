"""chou-chen-2010, R(N) by exact search: lower bounds with LRAT-checked certificates (beyond the paper's proofs).

A lower bound is a *weighting* of the N^2 pairs (one or more parts, :mod:`alltoall.checkers.rn.exact`):
for every part, CaDiCaL refutes "some configuration (arbitrary per-switch states) delivers pairs
weighing more than the part's threshold" (the CNF of :mod:`alltoall.checkers.rn.weightcnf`), and
the pure-Python checker :mod:`alltoall.checkers.rn.lrat` accepts its hinted LRAT proof (one pass
over the hints, no search); the CNF is
re-derived from the spec and its SHA-256 compared with the refuted one. The search looks for
weightings in the network's unique paths (terminal cuts, switch blocks) and by column generation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alltoall.checkers.result import Result, Verdict, unknown, verified
from alltoall.checkers.rn import exact
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.domain import equal, span
from alltoall.proofs.registry import Context
from alltoall.spec.errors import ParameterError

CERTS = Path(__file__).resolve().parents[2] / "certificates"
KNOWN_R = {
    4: 4,
    6: 6,
    8: 8,
    10: 10,
    12: 16,
    14: 14,
    16: 16,
    18: 18,
    20: 24,
    22: 22,
    24: 32,
    26: 26,
    28: 32,
    30: 30,
    32: 32,
}


def _search(N: int, target: int) -> tuple[int, dict]:
    """The exact search's bound for N and, when a certificate for N is committed, that certificate
    re-checked whole (:func:`_check_committed`): a committed certificate that is rejected or proves
    less than ``target`` caps the bound at the counting bound N."""
    lb = exact.lower_bound(N, target=target, search=("structural",), check=True)
    row = {
        "N": N,
        "bound": lb.bound,
        "method": lb.certificate.get("search", lb.certificate["method"]),
        "proof_lines": sum(p.get("proof_lines", 0) for p in lb.certificate.get("parts", [])),
    }
    if (CERTS / f"rn_lower_N{N}.json").exists():
        ok, bound, msg, _, _ = _check_committed(N)
        row["committed"] = msg
        if not ok or bound < target:
            row["bound"] = N
            return N, row
    return lb.bound, row


def _check_committed(N: int) -> tuple[bool, int, str, int, dict]:
    """``(ok, bound, message, parts checked, certificate)`` for proofs/certificates/rn_lower_N<N>.json: every
    part's CNF re-derived and its digest compared, every part's proof checked (LRAT: linear, no
    search), the parts combined; the certificate must be about N."""
    path = CERTS / f"rn_lower_N{N}.json"
    if not path.exists():
        return False, N, f"no certificate {path.name} committed", 0, {}
    try:
        cert, proofs = exact.load_certificate(path)
    except ParameterError as e:
        return False, N, f"{path.name} rejected: {e}", 0, {}
    if cert.get("N") != N:
        return False, N, f"{path.name} rejected: it is about N = {cert.get('N')!r}, not {N}", 0, cert
    ok, bound, msg = exact.check_certificate(cert, proofs)
    if not ok:
        return False, N, f"{path.name} rejected: {msg}", 0, cert
    return True, bound, f"{path.name}: {msg}", len(proofs), cert


@PAPER.claim(
    "rn-exact-lower-sweep",
    source="Fig. 14 (R(N) row), Theorems 3.8, 4.8, 5.4",
    statement="For every even N in 4..Nmax other than 20, the exact search proves R(N) >= the value of Fig. 14 "
    "(the best known upper bound), with an LRAT-checked certificate where the bound exceeds N.",
    sizes={"fast": {"Nmax": 16}, "full": {"Nmax": 28}, "deep": {"Nmax": 32}},
    domain="even N in 4..{Nmax} except 20 (its own claim); arbitrary per-switch states",
    methods=("sat",),
    expected=Verdict.VERIFIED,
    point={"N": span(4, "Nmax", 2, exclude=(20,))},
    notes="R(N) >= N is the counting bound (each configuration delivers N pairs; no solver needed). "
    "Above N (N = 12, 24, 28) the search finds the terminal-cut weighting (weight 1 on the pairs whose every "
    "path leaves one terminal of one stage) and CaDiCaL proves no configuration delivers two of them.",
    mutants=("gsen-path-state-in",),
)
def sweep(ctx: Context) -> Result:
    rows = []
    for N in range(4, ctx.sizes.Nmax + 1, 2):
        if N == 20:
            continue
        b, row = _search(N, KNOWN_R[N])
        rows.append(row)
        if b < KNOWN_R[N]:
            return unknown(f"the exact search proved only R({N}) >= {b}, below Fig. 14's {KNOWN_R[N]}", rows=rows)
    return verified(
        examined=len(rows), settled=[r["N"] for r in rows], above_N=[r for r in rows if r["bound"] > r["N"]]
    )


def _replay(N: int, want: int) -> Result:
    """Re-check the committed certificate whole: the digest of every part's CNF re-derived from the
    spec, every part's proof, the combination."""
    ok, bound, msg, checked, cert = _check_committed(N)
    if not ok:
        return unknown(msg)
    if bound < want:
        return unknown(f"the certificate proves only R({N}) >= {bound}")
    return verified(
        examined=checked,
        bound=bound,
        parts=checked,
        proofs_checked=checked,
        search=cert.get("search"),
        proof_lines=sum(p.get("proof_lines", 0) for p in cert["parts"]),
        message=msg,
    )


@PAPER.claim(
    "thm5.5-lower-exact",
    source="Theorem 5.5, R(20) >= 24 (exact search)",
    statement="R(20) >= 24 by exact search: a switch-block weighting of the 400 pairs (sum 480) in five parts, each "
    "refuted by CaDiCaL (no configuration weighs more than 20 under it), every LRAT proof re-checked.",
    sizes={"fast": {"parts": 5}},
    domain="N = 20, arbitrary per-switch states; all {parts} CNF digests re-derived and all {parts} LRAT proofs "
    "re-checked, in every tier",
    methods=("sat",),
    expected=Verdict.VERIFIED,
    point={"N": equal(20)},
    notes="The search picks stage 2 (the paper's stage) by itself; the paper's companion-path argument is replaced by "
    "five SAT refutations. A single refutation of the whole weighting (T = 20) did not finish in minutes: the "
    "decomposition into blocks, and the row normalization of the CNF, make it tractable (5 refutations in 7 s). "
    "CaDiCaL 1.9.5 writes each proof as hinted LRAT, trimmed to the steps the empty clause needs (25,922 "
    "lines in all), so re-checking is one pass over the hints. Column generation alone reached the LP "
    "value 24 but no certified weighting in 300 s. The certificate is proofs/certificates/rn_lower_N20.json "
    "with one gzipped LRAT file per part.",
    mutants=("gsen-path-state-in", "gsen-shuffle-no-carry"),
)
def thm55_lower(ctx: Context) -> Result:
    return _replay(20, 24)  # every part, whatever the tier: LRAT checks in about a second


def _fixed(N: int, want: int) -> Any:
    def check(ctx: Context) -> Result:
        rows = []
        for N in (ctx.sizes.N,):
            b, row = _search(N, want)
            if b < want:
                return unknown(f"the exact search proved only R({N}) >= {b}", **row)
            rows.append(row)
        return verified(examined=len(rows), **rows[0])

    return check


for _N, _src in ((24, "Theorem 5.4 list, R(24) = 32"), (28, "Theorem 5.4 list, R(28) = 32")):
    PAPER.add(
        f"rn-exact-R{_N}",
        _fixed(_N, 32),
        source=f"{_src} (exact search)",
        statement=f"R({_N}) >= 32 by exact search (weighting certificate refuted by CaDiCaL, LRAT proof re-checked).",
        sizes={"fast": {"N": _N}},
        domain="N = {N}, arbitrary per-switch states",
        methods=("sat",),
        expected=Verdict.VERIFIED,
        point={"N": equal("N")},
        notes="The terminal-cut weighting found from the unique paths: 32 pairs, no two in one configuration.",
        mutants=("gsen-path-state-in",),
    )
