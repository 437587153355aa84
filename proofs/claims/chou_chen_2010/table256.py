"""R(N) and R_sc(N) beyond Fig. 14 of chou-chen-2010: every even N in 130..256, each cell's
certificates committed and re-checked (beyond the paper, whose table stops at N = 128).

The cells come from :func:`alltoall.checkers.rn.engine.table_cell`: the lower bound is the best
counting certificate (counting, terminal cut, switch blocks; for R_sc one unique path per
stage-control configuration), the upper bound the best construction (alternating A_0..A_(N-1) for
N = 2 mod 4, a stored prefix-translate cover of :mod:`alltoall.checkers.rn.known` for N = 132 and 140,
else all 2^n stage-control configurations) or a greedy cover by configurations of the stage-control
families when smaller. :data:`CERT_FILE` stores every cell's certificates (configuration numbers
per family, a stored cover's as per-stage state numbers, the counting data); the check re-checks them with
:mod:`alltoall.checkers.rn.certificate` (every pair delivered, every path re-derived) and, with
``rerun = 1`` (deep tier), derives the cell again with the engine and compares the bounds.
``alltoall rn --fig14 --nmax 256 --write-page`` tabulates these cells beside Fig. 14's
(docs/rn-table.md). Regenerate the file with :func:`write_table`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from alltoall.checkers.result import Result, Verdict, unknown, verified
from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import known
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

CERTS = Path(__file__).resolve().parents[2] / "certificates"
CERT_FILE = CERTS / "rn_table_130_256.json"
NMIN, NMAX = 130, 256


def pack(cell: dict[str, Any]) -> dict[str, Any]:
    """A cell of :func:`engine.table_cell` in the file's compact form: the upper list as numbers per
    family (or per-stage state numbers), the lower certificate as it is."""
    out: dict[str, Any] = {}
    for row in ("R", "Rsc"):
        c = cell[row]
        up = c["upper_certificate"]
        by: dict[str, list[Any]] = {}
        for conf in up["configurations"]:
            if "states" in conf:  # a stored cover's configuration: its per-stage state numbers, as known.py writes them
                by.setdefault("states", []).append(known.encode(conf["states"]))
            else:
                by.setdefault(conf["family"], []).append(int(conf["number"]))
        out[row] = {
            "lower": c["lower"],
            "upper": c["upper"],
            "lower_certificate": c["lower_certificate"],
            "construction": up["construction"],
            "configurations": by,
        }
    return out


def unpack(N: int, row: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(lower certificate, upper certificate)`` of one row of a packed cell."""
    net = gsen.GSEN(N)
    confs = [
        {"states": known.decode(net, C).tolist()} if f == "states" else {"family": f, "number": C}
        for f, nums in sorted(row["configurations"].items())
        for C in nums
    ]
    return dict(row["lower_certificate"], N=N), {"N": N, "construction": row["construction"], "configurations": confs}


def load() -> dict[int, Any]:
    return {int(N): cell for N, cell in json.loads(CERT_FILE.read_text())["cells"].items()}


def write_table(Ns: Any = range(NMIN, NMAX + 1, 2)) -> Path:
    """Derive the cells ``Ns`` with the engine and write them into :data:`CERT_FILE`, keeping the
    others (byte-identical on rerun)."""
    from alltoall.checkers.rn import engine

    cells = json.loads(CERT_FILE.read_text())["cells"] if CERT_FILE.exists() else {}
    cells.update({str(N): pack(engine.table_cell(N)) for N in Ns})
    CERT_FILE.write_text(json.dumps({"cells": cells}, sort_keys=True, separators=(",", ":")) + "\n")
    return CERT_FILE


def check_cell(N: int, cell: dict[str, Any], rerun: bool = False) -> tuple[bool, dict[str, Any], str]:
    """Re-check both rows of a committed cell: ``(ok, row summary, message)``."""
    summary: dict[str, Any] = {"N": N}
    for row in ("R", "Rsc"):
        lo_cert, up_cert = unpack(N, cell[row])
        ok_l, lo, msg_l = ce.check_lower(lo_cert)
        ok_u, msg_u = ce.check_upper(up_cert)
        up = len(up_cert["configurations"])
        if not (ok_l and ok_u):
            return False, summary, f"{row}({N}): {msg_l if not ok_l else msg_u}"
        if lo != cell[row]["lower"] or up != cell[row]["upper"]:
            stated = f"{cell[row]['lower']}..{cell[row]['upper']}"
            return False, summary, f"{row}({N}): the certificates give {lo}..{up}, the file states {stated}"
        summary[row] = {
            "lower": lo,
            "upper": up,
            "lower_method": lo_cert["method"],
            "construction": up_cert["construction"],
        }
    if rerun:
        from alltoall.checkers.rn import engine

        again = engine.table_cell(N)
        for row in ("R", "Rsc"):
            lo, up = again[row]["lower"], again[row]["upper"]
            if (lo, up) != (summary[row]["lower"], summary[row]["upper"]):
                return False, summary, f"{row}({N}): the engine now derives {lo}..{up}"
    return True, summary, "ok"


def rows(Nmax: int, rerun: bool) -> tuple[list[dict[str, Any]], str | None]:
    """Every cell from 130 to ``Nmax`` re-checked: the row summaries and the first failure (None)."""
    cells = load()
    out: list[dict[str, Any]] = []
    for N in range(NMIN, Nmax + 1, 2):
        if N not in cells:
            return out, f"no committed cell for N = {N} in {CERT_FILE.name}"
        ok, summary, msg = check_cell(N, cells[N], rerun)
        if not ok:
            return out, msg
        out.append(summary)
    return out, None


@PAPER.claim(
    "rn-table-256",
    beyond=True,
    source="Fig. 14, extended past N = 128",
    statement="For every even N in 130..256 the committed certificates bound R(N) and settle R_sc(N) = 2^n = 256 "
    "(the cells of proofs/certificates/rn_table_130_256.json, tabulated in docs/rn-table.md).",
    sizes={"fast": {"Nmax": 136, "rerun": 0}, "deep": {"Nmax": 256, "rerun": 1}},
    domain="even N in 130..{Nmax}, both rows, every certificate re-checked; rerun = {rerun} (1: every cell derived "
    "again by the engine)",
    methods=("brute",),
    expected=Verdict.VERIFIED,
    point={"N": span(NMIN, "Nmax", 2)},
    mutants=("gsen-shuffle-no-carry",),
    notes="Beyond the paper: Fig. 14 stops at N = 128. Lower bounds are counting certificates only (no SAT "
    "refutation at these sizes); upper bounds are the constructions, a greedy cover by stage-control family "
    "configurations, or a stored prefix-translate cover of N configurations [N = 132 and 140, which it settles "
    "at R(N) = N]; the other open cells [N = 0 mod 4 outside Theorem 5.4] are narrowed, not settled. The "
    "certificate file is proofs/certificates/rn_table_130_256.json.",
)
def table256(ctx: Context) -> Result:
    out, fail = rows(ctx.sizes.Nmax, bool(ctx.sizes.rerun))
    if fail is not None:
        return unknown(fail, rows=out)
    settled = [r["N"] for r in out if r["R"]["lower"] == r["R"]["upper"]]
    return verified(examined=2 * len(out), rows=out, settled=settled)
