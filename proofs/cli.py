"""The ``alltoall`` command: prove, list, show, replay, cite.

Exit codes: 0 every verdict as expected (and nothing stale), 1 a mismatch, a stale artifact or a
witness that no longer stands, 2 bad usage or input (one line ``error: ...`` on stderr).
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import platform
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from alltoall.checkers.result import Verdict
from alltoall.proofs import artifacts, registry, runner, witness
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
    for option, f in (("--json", json_file), ("--junit", junit_file)):
        if f and not Path(f).resolve().parent.is_dir():
            raise ParameterError(option, f"{f}: the directory {Path(f).resolve().parent} does not exist")
    all_claims = registry.load_all()
    for p in patterns:
        if not any(fnmatch.fnmatchcase(cid, p) for cid in all_claims):
            raise ParameterError("PATTERN", f"no claim matches {p!r}; `alltoall list` shows the ids")
    claims = registry.select(list(patterns))
    ctx = Context(tier=tier, timeout=timeout)
    outcomes = _run_with_progress(claims, ctx, jobs, timeout)
    base = artifacts.root()
    stale = artifacts.sync(outcomes, base, tier, len(claims) == len(all_claims), write=not check)

    table = Table(title=f"alltoall prove --tier {tier}")
    for col in ("claim", "verdict", "expected", "domain", "seconds"):
        table.add_column(col, overflow="fold")
    for o in outcomes:
        v = o.result.verdict.value
        verdict = f"[{STYLE[v]}]{v}[/]" + ("" if o.matches else " [bold red]≠[/]")
        table.add_row(escape(o.claim.id), verdict, o.claim.expected.value, escape(o.result.domain), f"{o.result.seconds:.2f}",
                      style=None if o.matches else "bold")
    out = Console(width=200)
    out.print(table)
    summary = _summary(outcomes)
    mismatches = [o for o in outcomes if not o.matches]
    for o in mismatches:
        out.print(f"[red]mismatch[/] {escape(o.claim.id)}: expected {o.claim.expected.value}, got {o.result.verdict.value}"
                  + (f" ({escape(o.result.reason)})" if o.result.reason else ""), highlight=False)
    for s in stale:
        out.print(f"[red]stale[/] {escape(s)}" + (" (not rewritten: --check)" if check else " (rewritten: commit it)"), highlight=False)
    out.print(", ".join(f"{summary[k]} {k}" for k in ("proved", "verified", "refuted", "unknown"))
              + f"; {summary['mismatches']} mismatches; {len(stale)} stale artifacts", highlight=False)

    if json_file:
        Path(json_file).write_text(artifacts.dumps(_json_report(outcomes, tier, summary)))
    if junit_file:
        _write_junit(Path(junit_file), outcomes)
    sys.exit(0 if not mismatches and not stale else 1)


def _run_with_progress(claims, ctx: Context, jobs: int, timeout: float) -> list[runner.Outcome]:
    """Run the claims; a rich progress bar on stderr when it is a terminal, else one line per claim."""
    if sys.stderr.isatty():
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(f"proving ({ctx.tier})", total=len(claims))

            def advance(o: runner.Outcome) -> None:
                bar.advance(task)
                if not o.matches:
                    bar.console.print(f"[red]mismatch[/] {escape(o.claim.id)}: {o.result.verdict.value}", highlight=False)

            return runner.run_claims(claims, ctx, jobs=jobs, timeout=timeout, progress=advance)
    count = iter(range(1, len(claims) + 1))

    def line(o: runner.Outcome) -> None:
        mark = "ok" if o.matches else "MISMATCH"
        click.echo(f"[{next(count)}/{len(claims)}] {mark} {o.claim.id}: {o.result.verdict.value} "
                   f"({o.result.seconds:.1f}s)", err=True)

    return runner.run_claims(claims, ctx, jobs=jobs, timeout=timeout, progress=line)


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
        table.add_row(escape(c.id), c.expected.value, ", ".join(c.methods), escape(st))
    Console(width=200).print(table)


@cli.command()
@click.argument("claim_id", metavar="ID")
def show(claim_id) -> None:
    """Show a claim: statement, source, domains, notes, recorded verdict and counterexample."""
    c = registry.get(claim_id)
    base = artifacts.root()
    out = Console(width=120, highlight=False)
    out.print(f"[bold]{escape(c.id)}[/]")
    lines = [f"statement: {c.statement}", f"source:    {c.source}"]
    lines += [f"domain ({t}): {c.domain_for(t)}" for t in TIERS]
    lines += [f"methods:   {', '.join(c.methods)}", f"expected:  {c.expected.value}", f"mutants:   {', '.join(c.mutants)}"]
    if c.notes:
        lines.append(f"notes:     {c.notes}")
    row = artifacts.read_ledger_row(base, c.id)
    lines.append(f"ledger:    {row['verdict']} over {row['domain']}" if row else "ledger:    (not recorded)")
    for line in lines:
        out.print(line, markup=False)
    doc = artifacts.read_counterexample(base, c)
    if doc is not None:
        out.print("\n[bold]counterexample[/] " + escape(artifacts.witness_paths(c)[0].as_posix()))
        try:
            out.print(witness.render_markdown(doc), markup=False)
        except (KeyError, TypeError, AttributeError, ValueError):
            out.print("(malformed; `alltoall replay` on the file says what is wrong)", markup=False)


@cli.command()
@click.argument("file", type=click.Path())
def replay(file) -> None:
    """Re-check a counterexample FILE with brute force; exit 0 if the witness still stands."""

    doc = witness.load_witness_file(file)
    stands, message = witness.replay(doc)
    if stands:
        click.echo(f"witness stands: {message}")
        sys.exit(0)
    click.echo(f"witness no longer stands: {message}")
    sys.exit(1)


@cli.command()
@click.argument("claim_id", metavar="ID")
@click.option("--format", "fmt", type=click.Choice(["bibtex", "markdown"]), default="bibtex", show_default=True)
def cite(claim_id, fmt) -> None:
    """Print the paper's reference with the verification record of claim ID (from the ledger)."""
    from alltoall.proofs import references

    c = registry.get(claim_id)
    verdict, domain = _recorded(c)
    v = _versions()
    today = _dt.date.today().isoformat()
    if fmt == "bibtex":
        note = (f"alltoall-proofs: {c.id} {verdict} over {domain}, version {v['version']}, z3 {v['z3']}, "
                f"checked {today}")
        click.echo(references.bibtex(c.source.key, note))
    else:
        click.echo(f"{references.markdown(c.source.key)}\n\n"
                   f"- **Claim** `{c.id}` ({c.source.item}): {c.statement}\n"
                   f"- **Expected**: {c.expected.value}\n- **Verdict**: {verdict}\n- **Domain**: {domain}\n"
                   f"- **Tool**: alltoall-proofs {v['version']}, z3 {v['z3']}, sympy {v['sympy']}, "
                   f"hypothesis {v['hypothesis']}\n- **Checked**: {today}")


def _recorded(c: registry.Claim) -> tuple[str, str]:
    """The verdict and domain on record: the ledger, else the counterexample, else the expectation."""
    base = artifacts.root()
    row = artifacts.read_ledger_row(base, c.id)
    if row:
        return row["verdict"], row["domain"]
    doc = artifacts.read_counterexample(base, c)
    if doc and isinstance(doc.get("verdict"), str) and isinstance(doc.get("domain"), str):
        return doc["verdict"], doc["domain"]
    return f"(not yet checked; expected {c.expected.value})", c.domain_for("fast")


from alltoall.proofs.rn_cli import rn as _rn; cli.add_command(_rn)  # noqa: E402,E702  (alltoall rn, chou-chen-2010)


def main(argv: list[str] | None = None) -> None:
    """Entry point: user errors become one line ``error: <param>: <message>`` on stderr, exit 2."""
    try:
        cli.main(args=argv, prog_name="alltoall", standalone_mode=False)
    except ParameterError as e:
        _fail(e.parameter, e.message)
    except click.exceptions.Abort:
        _fail("interrupted", "aborted by the user")
    except click.ClickException as e:
        _fail(*_click_error(e))
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except OSError as e:  # e.g. --json into a directory that does not exist
        _fail(e.filename or "FILE", e.strerror or str(e))
    sys.exit(0)


def _fail(parameter: object, message: str) -> None:
    click.echo(f"error: {parameter}: {' '.join(str(message).split())}", err=True)
    sys.exit(2)


def _click_error(e: click.ClickException) -> tuple[str, str]:
    """Name the parameter a click usage error is about, and its message."""
    if isinstance(e, click.MissingParameter):
        name = e.param.human_readable_name if e.param is not None else "usage"
        return name, e.format_message()
    if isinstance(e, click.BadParameter) and e.param is not None:
        name = e.param.opts[-1] if isinstance(e.param, click.Option) else e.param.human_readable_name
        return name, e.message
    if isinstance(e, click.NoSuchOption):
        return e.option_name, e.format_message()
    if isinstance(e, click.FileError):
        return e.ui_filename, e.message
    return "usage", e.format_message()
