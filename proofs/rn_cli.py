"""``alltoall rn``: bounds on R(N) (or a stage-control family's count) for N x N GSENs, with certificates.

For each N: the best re-checked lower bound with its justification, the best re-checked upper bound
with its configuration list, and whether they meet. ``--json`` writes the certificates (anyone can
re-check an upper certificate by realizing its configurations); ``--markdown`` writes a table that
marks, for N in Fig. 14 of chou-chen-2010, whether the result matches, improves on or contradicts it.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def _fig14():
    from alltoall.proofs.claims.chou_chen_2010 import fig14

    return fig14.PRINTED_R, fig14.PRINTED_RSC


def compare(N: int, family: str, lower: int, upper: int | None) -> str:
    """How a result relates to Fig. 14's cell: matches, improves, contradicts, or not in the table."""
    pr, prsc = _fig14()
    if family == "sc":
        if N not in prsc:
            return "not in Fig. 14"
        v = prsc[N]
        return "matches" if lower == upper == v else ("contradicts" if v < lower or (upper is not None and v > upper) else "open")
    if family != "none" or N not in pr:
        return "not in Fig. 14"
    at_most, v = pr[N]
    if at_most:
        if lower > v:
            return "contradicts"
        if lower == upper == v:
            return "improves (settles the open cell)"
        if upper is not None and upper < v:
            return "improves (smaller upper bound)"
        if lower > N:
            return f"improves (lower bound {lower} > N; still open)"
        return "matches (still open)" if lower < v else "matches"
    if lower == upper == v:
        return "matches"
    if v < lower or (upper is not None and v > upper):
        return "contradicts"
    return "open"


def markdown(rows: list[dict]) -> str:
    out = ["| N | n | lower | method | upper | construction | meet | Fig. 14 |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['N']} | {gsen.stages(r['N'])} | {r['lower']} | {r['lower_method']} | {r['upper']} | "
                   f"{r.get('construction', '')} | {'yes' if r['meet'] else 'no'} | {r['fig14']} |")
    return "\n".join(out) + "\n"


@click.command("rn")
@click.argument("ns", metavar="N [N ...]", nargs=-1, type=int, required=True)
@click.option("--stage-control", "family", type=click.Choice(["none", "sc", "alternating", "doubly", "quadruply"]), default="none",
              show_default=True, help="bound R(N) (none) or the least number of configurations of one stage-control family")
@click.option("--time-limit", type=click.FloatRange(min=0.1), default=60.0, show_default=True, help="seconds of solver search per N")
@click.option("--solver", type=click.Choice(["maxsat", "z3", "cpsat", "greedy"]), default="maxsat", show_default=True,
              help="least-cover solver for the family search")
@click.option("--no-search", is_flag=True, help="only counting bounds and known constructions (no solver)")
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="N's settled in parallel processes")
@click.option("--json", "json_file", type=click.Path(dir_okay=False, writable=True), help="write results and certificates as JSON")
@click.option("--markdown", "md_file", type=click.Path(dir_okay=False, writable=True), help="write the table as Markdown")
def rn(ns, family, time_limit, solver, no_search, jobs, json_file, md_file) -> None:
    """Bounds on R(N) for N x N GSENs (chou-chen-2010), with re-checkable certificates."""
    from alltoall.checkers.rn import engine

    for N in ns:
        if N < 2 or N % 2 or N > 260:
            raise ParameterError("N", f"an even number of terminals in 2..260, got {N}")
    for option, f in (("--json", json_file), ("--markdown", md_file)):
        if f and not Path(f).resolve().parent.is_dir():
            raise ParameterError(option, f"{f}: the directory {Path(f).resolve().parent} does not exist")
    results = []
    if jobs > 1 and len(ns) > 1:
        click.echo(f"settling {len(ns)} values of N on {jobs} processes ...", err=True)
        results = engine.sweep(ns, family, jobs=jobs, solver=solver, time_limit=time_limit, use_solver=not no_search)
    else:
        for N in ns:
            prog = (lambda s: click.echo(s, err=True))
            if no_search:
                prog(f"N = {N}: counting bounds and constructions")
                results.append(engine.establish(N, family))
            else:
                results.append(engine.search(N, family, solver, time_limit, progress=prog))
    name = "R" if family == "none" else f"R_{family}"
    rows = []
    for r in results:
        r["fig14"] = compare(r["N"], family, r["lower"], r["upper"])
        r["construction"] = r.get("upper_certificate", {}).get("construction", r.get("construction", ""))
        state = "exact" if r["meet"] else "open"
        click.echo(f"{name}({r['N']}): {r['lower']} <= {name}({r['N']}) <= {r['upper']}  [{state}; lower: {r['lower_method']}; "
                   f"upper: {r['construction'] or 'see JSON'}; Fig. 14: {r['fig14']}]")
        rows.append(r)
    if json_file:
        Path(json_file).write_text(json.dumps(rows, indent=1, sort_keys=True, default=str) + "\n", encoding="utf-8")
    if md_file:
        Path(md_file).write_text(markdown(rows), encoding="utf-8")
