"""The ``alltoall`` command: prove, list, show, replay, cite.

Exit codes: 0 every verdict as expected (and nothing stale), 1 a mismatch, a stale artifact, a
witness that no longer stands or one that contradicts a proved/verified claim, 2 bad usage or input
(one line ``error: ...`` on stderr), 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
"""

from __future__ import annotations

import fnmatch
import os
import platform
import signal
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from alltoall.checkers.result import Verdict
from alltoall.proofs import artifacts, outputs, registry, runner, witness
from alltoall.proofs.options import Seconds
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


class Terminated(Exception):
    """SIGTERM arrived: unwind (the runner stops its workers) and exit 143."""


def _version() -> str:
    import alltoall

    return alltoall.__version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(_version(), "--version", "-V", prog_name="alltoall", message="%(prog)s %(version)s")
def cli() -> None:
    """Executable specifications and mechanical checks of all-to-all communication theorems."""


@cli.command()
@click.argument("patterns", nargs=-1)
@click.option("--tier", type=click.Choice(TIERS), default="fast", show_default=True, help="how wide the domains are")
@click.option("--json", "json_file", type=str, help="write results as JSON (also the run record `cite --record` reads)")
@click.option("--junit", "junit_file", type=str, help="write a JUnit XML report")
@click.option("--jobs", type=click.IntRange(1, 64), default=2, show_default=True, help="claims run in parallel processes")
@click.option("--timeout", type=Seconds(), default=600.0, show_default=True, help="seconds per claim (process killed after) and per solver query")
@click.option("--check", is_flag=True, help="only report stale artifacts; do not rewrite them")
def prove(patterns, tier, json_file, junit_file, jobs, timeout, check) -> None:
    """Run the claims matching PATTERNs (globs on ids; all when none).

    The fast tier keeps the committed artifacts (proofs/LEDGER.md, counterexamples/) up to date;
    the wider tiers write theirs under build/tiers/<tier>/ and leave the committed ones alone.
    """
    base = artifacts.root()
    outs = outputs.check_all((("--json", json_file), ("--junit", junit_file)), base)  # before any work
    all_claims = registry.load_all()
    for p in patterns:
        if not any(fnmatch.fnmatchcase(cid, p) for cid in all_claims):
            raise ParameterError("PATTERN", f"no claim matches {p!r}; `alltoall list` shows the ids")
    claims = registry.select(list(patterns))
    ctx = Context(tier=tier, timeout=timeout)
    started, at = time.time(), artifacts.commit(base)  # what is checked is the tree as the run starts
    outcomes = _run_with_progress(claims, ctx, jobs, timeout)
    tier_base = artifacts.tier_root(base, tier)
    stale = artifacts.sync(outcomes, tier_base, tier, len(claims) == len(all_claims), write=not check)
    record = artifacts.run_record(outcomes, tier, _versions(), started, at)
    artifacts.save_run_record(base, record)

    table = Table(title=f"alltoall prove --tier {tier}")
    for col in ("claim", "verdict", "expected", "domain", "seconds"):
        table.add_column(col, overflow="fold")
    for o in outcomes:
        v = o.result.verdict.value
        verdict = f"[{STYLE[v]}]{v}[/]" + ("" if o.matches else " [bold red]≠[/]")
        table.add_row(escape(o.claim.id), verdict, o.claim.expected.value, escape(o.result.domain), f"{o.result.seconds:.2f}",
                      style=None if o.matches else "bold")
    out = _console()
    out.print(table)
    summary = _summary(outcomes)
    mismatches = [o for o in outcomes if not o.matches]
    for o in mismatches:
        out.print(f"[red]mismatch[/] {escape(o.claim.id)}: expected {o.claim.expected.value}, got {o.result.verdict.value}"
                  + (f" ({escape(o.result.reason)})" if o.result.reason else ""), highlight=False)
    where = "" if tier == "fast" else f"{tier_base.relative_to(base).as_posix()}/"
    for s in stale:
        what = " (not rewritten: --check)" if check else " (rewritten: commit it)" if tier == "fast" else " (rewritten)"
        out.print(f"[red]stale[/] {escape(where + s)}{what}" if tier == "fast" else f"wrote {escape(where + s)}",
                  highlight=False)
    failing_stale = stale if tier == "fast" else []
    out.print(", ".join(f"{summary[k]} {k}" for k in ("proved", "verified", "refuted", "unknown"))
              + f"; {summary['mismatches']} mismatches; {len(failing_stale)} stale artifacts"
              + ("" if tier == "fast" else f" (the {tier} tier's artifacts are in {where}, not committed)"),
              highlight=False)

    if "--json" in outs:
        outputs.write(outs["--json"], artifacts.dumps(_json_report(outcomes, tier, summary, record)), base)
    if "--junit" in outs:
        outputs.write(outs["--junit"], _junit_xml(outcomes), base)
    sys.exit(0 if not mismatches and not failing_stale else 1)


def _console(**kw) -> Console:
    """A console as wide as the terminal (``COLUMNS`` when set; 100 columns when not a terminal)."""
    width = None
    if not sys.stdout.isatty() and "COLUMNS" not in os.environ:
        width = 100
    return Console(width=width, **kw)


def _run_with_progress(claims, ctx: Context, jobs: int, timeout: float) -> list[runner.Outcome]:
    """Run the claims; on a terminal a progress bar naming the running claims and their elapsed
    time (stderr), else one line per finished claim and a line for a claim still running every 30 s."""
    if sys.stderr.isatty():
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(f"proving ({ctx.tier})", total=len(claims))

            def advance(o: runner.Outcome) -> None:
                bar.advance(task)
                if not o.matches:
                    bar.console.print(f"[red]mismatch[/] {escape(o.claim.id)}: {o.result.verdict.value}", highlight=False)

            def status(running: list[tuple[registry.Claim, float]]) -> None:
                names = ", ".join(f"{c.id} {s:.0f}s" for c, s in running)
                bar.update(task, description=escape(f"proving ({ctx.tier}): {names}" if names else f"proving ({ctx.tier})"))

            return runner.run_claims(claims, ctx, jobs=jobs, timeout=timeout, progress=advance, status=status)
    count = iter(range(1, len(claims) + 1))
    said: dict[str, int] = {}

    def line(o: runner.Outcome) -> None:
        mark = "ok" if o.matches else "MISMATCH"
        click.echo(f"[{next(count)}/{len(claims)}] {mark} {o.claim.id}: {o.result.verdict.value} "
                   f"({o.result.seconds:.1f}s)", err=True)

    def status(running: list[tuple[registry.Claim, float]]) -> None:
        for c, s in running:
            if int(s // 30) > said.get(c.id, 0):
                said[c.id] = int(s // 30)
                click.echo(f"running {c.id} ({s:.0f}s)", err=True)

    return runner.run_claims(claims, ctx, jobs=jobs, timeout=timeout, progress=line, status=status)


def _summary(outcomes) -> dict[str, int]:
    s = {v.value: 0 for v in Verdict}
    for o in outcomes:
        s[o.result.verdict.value] += 1
    s["mismatches"] = sum(1 for o in outcomes if not o.matches)
    return s


def _json_report(outcomes, tier: str, summary: dict, record: dict) -> dict:
    claims = []
    for o in outcomes:
        c, r = o.claim, o.result
        cex = artifacts.witness_paths(c)[0].as_posix() if r.verdict is Verdict.REFUTED and r.witness else None
        claims.append({"id": c.id, "source": str(c.source), "statement": c.statement, "expected": c.expected.value,
                       "verdict": r.verdict.value, "domain": r.domain, "methods": list(c.methods), "seconds": round(r.seconds, 3),
                       "counterexample": cex, "notes": c.notes, "evidence": r.evidence, "reason": r.reason})
    return {"tool": record["tool"], "tier": tier, "checked": record["checked"], "commit": record["commit"],
            "claims": claims, "summary": summary}


def _junit_xml(outcomes) -> bytes:
    suite = ET.Element("testsuite", name="alltoall-proofs", tests=str(len(outcomes)),
                       failures=str(sum(1 for o in outcomes if not o.matches)),
                       time=f"{sum(o.result.seconds for o in outcomes):.3f}")
    for o in outcomes:
        case = ET.SubElement(suite, "testcase", classname=o.claim.id.split("/")[0], name=o.claim.id, time=f"{o.result.seconds:.3f}")
        if not o.matches:
            f = ET.SubElement(case, "failure", message=f"expected {o.claim.expected.value}, got {o.result.verdict.value}")
            f.text = o.result.reason or ""
        ET.SubElement(case, "system-out").text = f"verdict: {o.result.verdict.value}\ndomain: {o.result.domain}"
    return ET.tostring(suite, encoding="utf-8", xml_declaration=True)


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
    _console().print(table)


@cli.command()
@click.argument("claim_id", metavar="ID")
def show(claim_id) -> None:
    """Show a claim: statement, source, domains, notes, recorded verdict and counterexample."""
    c = registry.get(claim_id)
    base = artifacts.root()
    out = _console(highlight=False)
    out.print(f"[bold]{escape(c.id)}[/]")
    lines = [f"statement: {c.statement}", f"source:    {c.source}"]
    lines += [f"domain ({t}): {c.domain_for(t)}" for t in TIERS]
    lines += [f"methods:   {', '.join(c.methods)}", f"expected:  {c.expected.value}", f"mutants:   {', '.join(c.mutants)}"]
    if c.witnesses:
        lines.append(f"witnesses: {', '.join(c.witnesses)}")
    if c.notes:
        lines.append(f"notes:     {c.notes}")
    row = artifacts.read_ledger_row(base, c.id)
    lines.append(f"ledger:    {row['verdict']} over {row['domain']}" if row else "ledger:    (not recorded)")
    for line in lines:
        out.print(line, markup=False)
    doc = artifacts.read_counterexample(base, c)
    if doc is not None:
        out.print("\n[bold]counterexample[/] " + escape(artifacts.witness_paths(c)[0].as_posix()))
        svg = artifacts.picture_path(c)
        try:
            text = witness.render_terminal(doc, svg.as_posix() if (base / svg).is_file() else None)
        except (KeyError, TypeError, AttributeError, ValueError):
            out.print("(malformed; `alltoall replay` on the file says what is wrong)", markup=False)
        else:
            out.print(text, markup=False, soft_wrap=False)


@cli.command()
@click.argument("file", type=click.Path())
def replay(file) -> None:
    """Re-check a counterexample FILE against its claim with brute force.

    Only the witness point is read from the file; the claim, its property, domain and bounds come
    from the registry. Exit 0 if the witness stands, 1 if it no longer does or contradicts a claim
    the suite proves or verifies, 2 if the file is malformed, hostile or too large to replay.
    """
    doc = witness.load_witness_file(file)
    try:
        stands, message = witness.replay(doc)
    except witness.Contradiction as e:
        click.echo(f"CONTRADICTION: {e}", err=True)
        click.echo("Either a check of the suite is wrong or the witness point was not meant for this claim; "
                   "`alltoall prove` the claim and compare.", err=True)
        sys.exit(1)
    if stands:
        click.echo(f"witness stands: {message}")
        sys.exit(0)
    click.echo(f"witness no longer stands: {message}")
    sys.exit(1)


@cli.command()
@click.argument("claim_id", metavar="ID")
@click.option("--format", "fmt", type=click.Choice(["bibtex", "markdown"]), default="bibtex", show_default=True)
@click.option("--record", "record_file", type=str,
              help="the JSON report of a run (`prove --json`) to cite from, instead of this checkout's run record")
def cite(claim_id, fmt, record_file) -> None:
    """Print the paper's reference with the record of the last check of claim ID.

    The record (when, at which commit, with which tool and solver versions, verdict and domain)
    is the one `alltoall prove` wrote when it last ran the claim here (build/runs.json), or the
    report given with --record; the citation says when that record is stale or missing.
    """
    from alltoall.proofs import references

    c = registry.get(claim_id)
    base = artifacts.root()
    if record_file is not None:
        if not record_file.strip():
            raise ParameterError("--record", "an empty path; name a report of `alltoall prove --json`")
        rec = artifacts.record_from_report(Path(record_file), c.id)
        if rec is None:
            raise ParameterError("--record", f"{record_file}: holds no result for {c.id}")
    else:
        rec = artifacts.read_run_record(base, c.id)
    ledger = artifacts.read_ledger_row(base, c.id)
    lines = _citation(c, rec, ledger, base)
    if fmt == "bibtex":
        click.echo(references.bibtex(c.source.key, "alltoall-proofs: " + "; ".join(lines)))
    else:
        click.echo(f"{references.markdown(c.source.key)}\n\n- **Claim** `{c.id}` ({c.source.item}): {c.statement}\n"
                   f"- **Expected**: {c.expected.value}\n" + "\n".join(f"- {x}" for x in lines))


def _citation(c: registry.Claim, rec: dict | None, ledger: dict | None, base: Path) -> list[str]:
    """What a citation may honestly say about the last check of ``c``: from the run record, never from now."""
    if rec is None:
        said = (f"the ledger records {ledger['verdict']} over {ledger['domain']}" if ledger
                else f"no verdict is recorded (expected {c.expected.value})")
        return [f"Not checked in this checkout: {said}, but no run record says when or with which tools; "
                f"run `alltoall prove {c.id}` to record a check"]
    tool = rec.get("tool") if isinstance(rec.get("tool"), dict) else {}
    lines = [f"Verdict: {_quoted(rec.get('verdict'))} over {_quoted(rec.get('domain'))} ({_quoted(rec.get('tier'))} tier)",
             f"Checked: {_quoted(rec.get('checked'))} at commit {_quoted(rec.get('commit'))}",
             "Tools: " + ", ".join(f"{k} {_quoted(tool[k])}" for k in ("version", "python", "z3", "sympy", "hypothesis")
                                   if k in tool)]
    stale = artifacts.record_staleness(rec, c, ledger, base)
    if stale:
        lines.append(f"STALE: {stale}")
    lines += [f"MISMATCH: {m}" for m in artifacts.record_mismatches(rec, c, ledger)]
    return lines


def _quoted(value: object, limit: int = 1000) -> str:
    """A recorded value as one short line of plain text (records come from files anyone can edit)."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= limit else text[:limit - 3] + "..."


from alltoall.proofs.rn_cli import rn as _rn; cli.add_command(_rn)  # noqa: E402,E702  (alltoall rn, chou-chen-2010)


def main(argv: list[str] | None = None) -> None:
    """Entry point: user errors become one line ``error: <param>: <message>`` on stderr, exit 2;
    Ctrl-C exits 130 and SIGTERM 143, after the runner has stopped its workers."""
    args = sys.argv[1:] if argv is None else list(argv)
    if not args:
        click.echo(cli.get_help(click.Context(cli, info_name="alltoall")), err=True)
        sys.exit(2)

    def terminate(signum, frame):
        raise Terminated()

    try:
        previous = signal.signal(signal.SIGTERM, terminate)
    except ValueError:  # not the main thread: leave signals alone
        previous = None
    try:
        cli.main(args=args, prog_name="alltoall", standalone_mode=False)
    except ParameterError as e:
        _fail(e.parameter, e.message)
    except (click.exceptions.Abort, KeyboardInterrupt):
        click.echo("interrupted", err=True)
        sys.exit(130)
    except Terminated:
        click.echo("terminated", err=True)
        sys.exit(143)
    except click.ClickException as e:
        _fail(*_click_error(e))
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except OSError as e:  # e.g. --json into a directory that does not exist
        _fail(e.filename or "FILE", e.strerror or str(e))
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
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
