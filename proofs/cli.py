"""The ``alltoall`` command: prove, list, show, replay, cite.

Exit codes: 0 every verdict as expected (and nothing stale), 1 a mismatch, a stale artifact or a
witness that no longer stands, 2 bad usage or input (one line ``error: ...`` on stderr).
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import json
import platform
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from alltoall.checkers.result import Verdict
from alltoall.proofs import artifacts, registry, runner
from alltoall.proofs.registry import TIERS, Context
from alltoall.spec.errors import ParameterError

STYLE = {"proved": "green", "verified": "green", "refuted": "yellow", "unknown": "red"}


def _versions() -> dict[str, str]:
    import hypothesis
    import sympy
    import z3

    import alltoall

    return {"name": "alltoall-proofs", "version": alltoall.__version__, "python": platform.python_version(),
            "z3": z3.get_version_string(), "sympy": sympy.__version__, "hypothesis": hypothesis.__version__}


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli() -> None:
    """Executable specifications and mechanical checks of all-to-all communication theorems."""


@cli.command()
@click.argument("patterns", nargs=-1)
@click.option("--tier", type=click.Choice(TIERS), default="fast", show_default=True, help="how wide the domains are")
@click.option("--json", "json_file", type=click.Path(dir_okay=False, writable=True), help="write results as JSON")
@click.option("--junit", "junit_file", type=click.Path(dir_okay=False, writable=True), help="write a JUnit XML report")
@click.option("--jobs", type=click.IntRange(1, 64), default=2, show_default=True, help="claims run in parallel processes")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=600.0, show_default=True, help="seconds per claim (process killed after) and per solver query")
@click.option("--check", is_flag=True, help="only report stale artifacts; do not rewrite them")
def prove(patterns, tier, json_file, junit_file, jobs, timeout, check) -> None:
    """Run the claims matching PATTERNs (globs on ids; all when none)."""
    all_claims = registry.load_all()
    for p in patterns:
        if not any(fnmatch.fnmatchcase(cid, p) for cid in all_claims):
            raise ParameterError("PATTERN", f"no claim matches {p!r}; `alltoall list` shows the ids")
    claims = registry.select(list(patterns))
    ctx = Context(tier=tier, timeout=timeout)
    err = Console(stderr=True)

    def progress(o: runner.Outcome) -> None:
        mark = "ok " if o.matches else "MISMATCH"
        err.print(f"[{len(done) + 1}/{len(claims)}] {mark} {o.claim.id}: {o.result.verdict.value} ({o.result.seconds:.1f}s)", highlight=False)
        done.append(o)

    done: list = []
    outcomes = runner.run_claims(claims, ctx, jobs=jobs, timeout=timeout, progress=progress)
    base = artifacts.root()
    stale = artifacts.sync(outcomes, base, tier, len(claims) == len(all_claims), write=not check)

    table = Table(title=f"alltoall prove --tier {tier}")
    for col in ("claim", "verdict", "expected", "domain", "seconds"):
        table.add_column(col, overflow="fold")
    for o in outcomes:
        v = o.result.verdict.value
        verdict = f"[{STYLE[v]}]{v}[/]" + ("" if o.matches else " [bold red]≠[/]")
        table.add_row(o.claim.id, verdict, o.claim.expected.value, o.result.domain, f"{o.result.seconds:.2f}")
    out = Console(width=200)
    out.print(table)
    summary = _summary(outcomes)
    mismatches = [o for o in outcomes if not o.matches]
    for o in mismatches:
        out.print(f"[red]mismatch[/] {o.claim.id}: expected {o.claim.expected.value}, got {o.result.verdict.value}"
                  + (f" ({o.result.reason})" if o.result.reason else ""), highlight=False)
    for s in stale:
        out.print(f"[red]stale[/] {s}" + (" (not rewritten: --check)" if check else " (rewritten: commit it)"), highlight=False)
    out.print(", ".join(f"{summary[k]} {k}" for k in ("proved", "verified", "refuted", "unknown"))
              + f"; {summary['mismatches']} mismatches; {len(stale)} stale artifacts", highlight=False)

    if json_file:
        Path(json_file).write_text(artifacts.dumps(_json_report(outcomes, tier, summary)))
    if junit_file:
        _write_junit(Path(junit_file), outcomes)
    sys.exit(0 if not mismatches and not stale else 1)


def _summary(outcomes) -> dict[str, int]:
    s = {v.value: 0 for v in Verdict}
    for o in outcomes:
        s[o.result.verdict.value] += 1
    s["mismatches"] = sum(1 for o in outcomes if not o.matches)
    return s


def _json_report(outcomes, tier: str, summary: dict) -> dict:
    claims = []
    for o in outcomes:
        c, r = o.claim, o.result
        cex = artifacts.witness_paths(c)[0].as_posix() if r.verdict is Verdict.REFUTED and r.witness else None
        claims.append({"id": c.id, "source": str(c.source), "statement": c.statement, "expected": c.expected.value,
                       "verdict": r.verdict.value, "domain": r.domain, "methods": list(c.methods), "seconds": round(r.seconds, 3),
                       "counterexample": cex, "notes": c.notes, "evidence": r.evidence, "reason": r.reason})
    return {"tool": _versions(), "tier": tier, "claims": claims, "summary": summary}


def _write_junit(path: Path, outcomes) -> None:
    suite = ET.Element("testsuite", name="alltoall-proofs", tests=str(len(outcomes)),
                       failures=str(sum(1 for o in outcomes if not o.matches)),
                       time=f"{sum(o.result.seconds for o in outcomes):.3f}")
    for o in outcomes:
        case = ET.SubElement(suite, "testcase", classname=o.claim.id.split("/")[0], name=o.claim.id, time=f"{o.result.seconds:.3f}")
        if not o.matches:
            f = ET.SubElement(case, "failure", message=f"expected {o.claim.expected.value}, got {o.result.verdict.value}")
            f.text = o.result.reason or ""
        ET.SubElement(case, "system-out").text = f"verdict: {o.result.verdict.value}\ndomain: {o.result.domain}"
    ET.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)


@cli.command("list")
@click.argument("pattern", required=False)
def list_(pattern) -> None:
    """List claims (optionally those matching PATTERN)."""
    claims = registry.select([pattern] if pattern else [])
    if pattern and not claims:
        raise ParameterError("PATTERN", f"no claim matches {pattern!r}")
    table = Table()
    for col in ("claim", "expected", "methods", "statement"):
        table.add_column(col, overflow="fold")
    for c in claims:
        st = c.statement if len(c.statement) <= 90 else c.statement[:87] + "..."
        table.add_row(c.id, c.expected.value, ", ".join(c.methods), st)
    Console(width=200).print(table)


@cli.command()
@click.argument("claim_id", metavar="ID")
def show(claim_id) -> None:
    """Show a claim: statement, source, domains, notes, recorded verdict and counterexample."""
    c = registry.get(claim_id)
    base = artifacts.root()
    out = Console(width=120)
    out.print(f"[bold]{c.id}[/]", highlight=False)
    out.print(f"statement: {c.statement}", highlight=False)
    out.print(f"source:    {c.source}", highlight=False)
    for t in TIERS:
        out.print(f"domain ({t}): {c.domain_for(t)}", highlight=False)
    out.print(f"methods:   {', '.join(c.methods)}\nexpected:  {c.expected.value}\nmutants:   {', '.join(c.mutants)}", highlight=False)
    if c.notes:
        out.print(f"notes:     {c.notes}", highlight=False)
    row = artifacts.read_ledger_row(base, c.id)
    if row:
        out.print(f"ledger:    {row['verdict']} over {row['domain']}", highlight=False)
    jp, mdp = artifacts.witness_paths(c)
    if (base / jp).is_file():
        doc = json.loads((base / jp).read_text())
        out.print("\n[bold]counterexample[/]", highlight=False)
        out.print(artifacts.render_markdown(doc), highlight=False, markup=False)


@cli.command()
@click.argument("file", type=click.Path())
def replay(file) -> None:
    """Re-check a counterexample FILE with brute force; exit 0 if the witness still stands."""
    from alltoall.checkers import replay as rp

    doc = rp.load_witness_file(file)
    stands, message = rp.replay(doc)
    if stands:
        click.echo(f"witness stands ({doc['claim']}): {message}")
        sys.exit(0)
    click.echo(f"witness no longer stands ({doc['claim']}): {message}")
    sys.exit(1)


@cli.command()
@click.argument("claim_id", metavar="ID")
@click.option("--format", "fmt", type=click.Choice(["bibtex", "markdown"]), default="bibtex", show_default=True)
def cite(claim_id, fmt) -> None:
    """Print the paper's reference with the verification record of claim ID."""
    from alltoall.proofs import references

    c = registry.get(claim_id)
    base = artifacts.root()
    row = artifacts.read_ledger_row(base, c.id)
    v = _versions()
    verdict = row["verdict"] if row else f"expected {c.expected.value} (not yet in the ledger)"
    domain = row["domain"] if row else c.domain_for("fast")
    today = _dt.date.today().isoformat()
    record = (f"alltoall-proofs {v['version']} (z3 {v['z3']}, sympy {v['sympy']}): {c.id} {verdict} over {domain}; "
              f"checked {today}")
    if fmt == "bibtex":
        click.echo(references.bibtex(c.source.key, record.replace("{", "(").replace("}", ")")))
    else:
        click.echo(f"{references.markdown(c.source.key)}\n\n- **Claim** `{c.id}` ({c.source.item}): {c.statement}\n"
                   f"- **Verdict**: {verdict}\n- **Domain**: {domain}\n- **Tool**: alltoall-proofs {v['version']}, z3 {v['z3']}, "
                   f"sympy {v['sympy']}, hypothesis {v['hypothesis']}\n- **Checked**: {today}")


def main(argv: list[str] | None = None) -> None:
    """Entry point: user errors become one line on stderr and exit 2, never a traceback."""
    try:
        cli.main(args=argv, prog_name="alltoall", standalone_mode=False)
    except ParameterError as e:
        click.echo(f"error: {e.parameter}: {e.message}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("error: aborted", err=True)
        sys.exit(2)
    except click.ClickException as e:
        click.echo(f"error: {e.format_message()}", err=True)
        sys.exit(2)
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    sys.exit(0)
