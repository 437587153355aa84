"""The ``alltoall`` command: prove, list, show, replay, cite.

Quiet like pytest: ``prove`` prints what needs attention (mismatches, unknowns, stale artifacts) and
one summary line, with a progress bar only on a terminal; ``list`` prints one tab-separated line per
claim when stdout is not a terminal, so its output can be grepped and cut.

Exit codes: 0 every verdict as expected (and nothing stale), 1 a mismatch, a stale artifact, a
witness that no longer stands or one that contradicts a proved/verified claim, 2 bad usage or input
(one line ``error: ...`` on stderr), 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
"""

from __future__ import annotations

import difflib
import fnmatch
import importlib.util
import os
import pkgutil
import platform
import signal
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import click
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

import alltoall
import alltoall.proofs.claims
from alltoall.checkers.result import Verdict
from alltoall.proofs import artifacts, citation, cluster, listing, outputs, registry, runner, witness
from alltoall.proofs.options import Gibibytes, Scheduler, Seconds
from alltoall.proofs.registry import TIERS, Context
from alltoall.spec.errors import ParameterError

__all__ = [
    "SLOW_NOTICE",
    "STYLE",
    "Terminated",
    "cite",
    "cli",
    "list_",
    "main",
    "paper_commands",
    "prove",
    "recheck",
    "replay",
    "show",
]

STYLE = {"proved": "green", "verified": "green", "refuted": "yellow", "unknown": "red"}


def _versions() -> dict[str, str]:
    import hypothesis  # the solvers, only when a run records their versions (list and show import none)
    import sympy
    import z3

    return {
        "name": "alltoall-proofs",
        "version": alltoall.__version__,
        "python": platform.python_version(),
        "z3": z3.get_version_string(),
        "sympy": sympy.__version__,
        "hypothesis": hypothesis.__version__,
    }


class Terminated(Exception):
    """SIGTERM arrived: unwind (the runner stops its workers) and exit 143."""


def _version() -> str:
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
@click.option(
    "--jobs", type=click.IntRange(1, 64), default=2, show_default=True, help="claims run in parallel processes"
)
@click.option(
    "--timeout",
    type=Seconds(),
    default=runner.CLAIM_TIMEOUT,
    show_default=True,
    help="seconds per claim (process killed after) and per solver query",
)
@click.option(
    "--memory",
    type=Gibibytes(),
    default=16.0,
    show_default=True,
    help="GiB of memory a claim's process may take (beyond what it starts with); a check that needs more is "
    "unknown, naming the cap",
)
@click.option(
    "--scheduler",
    type=Scheduler(),
    default=None,
    help="run the claims as tasks on a Dask cluster: a scheduler's address, or local:N to start N workers here "
    "(needs the 'cluster' extra; --jobs is then unused)",
)
@click.option("--check", is_flag=True, help="only report stale artifacts; do not rewrite them")
@click.option(
    "-v", "--verbose", is_flag=True, help="also print the table of every claim run (the reports always hold it)"
)
def prove(
    patterns: Any,
    tier: Any,
    json_file: Any,
    junit_file: Any,
    jobs: Any,
    timeout: Any,
    memory: Any,
    scheduler: Any,
    check: Any,
    verbose: Any,
) -> None:
    """Run the claims matching PATTERNs (globs on ids; all when none).

    Prints the mismatches, the unknowns, the stale artifacts and a summary line (and a progress bar
    on a terminal); -v adds a row per claim. The fast tier keeps the committed artifacts
    (proofs/LEDGER.md, counterexamples/, docs/findings/) up to date; the wider tiers write theirs under
    build/tiers/<tier>/ and leave the committed ones alone. The ledger and the findings pages are
    checked only by a run of every claim.
    """
    base = artifacts.root()
    outs = outputs.check_all((("--json", json_file), ("--junit", junit_file)), base)  # before any work
    all_claims = registry.load_all()
    for p in patterns:
        if not any(fnmatch.fnmatchcase(cid, p) for cid in all_claims):
            raise ParameterError("PATTERN", f"no claim matches {p!r}; `alltoall list` shows the ids")
    claims = registry.select(list(patterns))
    ctx = Context(tier=tier, timeout=timeout, memory=memory)
    started, at = time.time(), artifacts.commit(base)  # what is checked is the tree as the run starts
    outcomes = _run_with_progress(claims, ctx, jobs, timeout, scheduler)
    tier_base = artifacts.tier_root(base, tier)
    every = len(claims) == len(all_claims)
    stale = artifacts.sync(outcomes, tier_base, tier, every, write=not check)
    record = artifacts.run_record(outcomes, tier, _versions(), started, at)
    artifacts.save_run_record(base, record)

    out = _console(highlight=False, soft_wrap=True)  # a line per finding, however long
    if verbose:
        out.print(_outcome_table(outcomes, tier))
    summary = _summary(outcomes)
    mismatches = [o for o in outcomes if not o.matches]
    for o in mismatches:
        out.print(
            f"[red]mismatch[/] {escape(o.claim.id)}: expected {o.claim.expected.value}, got {o.result.verdict.value}"
            + (f" ({escape(o.result.reason)})" if o.result.reason else "")
        )
    for o in outcomes:
        if o.matches and o.result.verdict is Verdict.UNKNOWN:  # an expected unknown: still say why
            out.print(
                f"[red]unknown[/] {escape(o.claim.id)}" + (f": {escape(o.result.reason)}" if o.result.reason else "")
            )
    where = "" if tier == "fast" else f"{tier_base.relative_to(base).as_posix()}/"
    for s in stale:
        what = " (not rewritten: --check)" if check else " (rewritten: commit it)" if tier == "fast" else " (rewritten)"
        out.print(f"[red]stale[/] {escape(where + s)}{what}" if tier == "fast" else f"wrote {escape(where + s)}")
    failing_stale = stale if tier == "fast" else []
    out.print(
        ", ".join(f"{summary[k]} {k}" for k in ("proved", "verified", "refuted", "unknown"))
        + f"; {summary['mismatches']} mismatches; {len(failing_stale)} stale artifacts"
        + ("" if tier == "fast" else f" (the {tier} tier's artifacts are in {where}, not committed)")
        + (
            ""
            if every
            else f"; the ledger and findings pages were not checked ({len(claims)} of {len(all_claims)} claims ran)"
        )
    )

    if "--json" in outs:
        outputs.write(outs["--json"], artifacts.dumps(_json_report(outcomes, tier, summary, record)), base)
    if "--junit" in outs:
        outputs.write(outs["--junit"], _junit_xml(outcomes), base)
    sys.exit(0 if not mismatches and not failing_stale else 1)


@cli.command()
@click.argument("patterns", nargs=-1)
@click.option("--tier", type=click.Choice(TIERS), default="fast", show_default=True, help="how wide the domains are")
@click.option("--timeout", type=Seconds(), default=120.0, show_default=True, help="seconds per second-engine query")
@click.option("--json", "json_file", type=str, help="write the recheck report as JSON")
@click.option("--write", is_flag=True, help="keep the outcome per claim in proofs/RECHECK.json (the ledger counts it)")
@click.option("--allow-unknown", is_flag=True, help="exit 0 when a second engine answers unknown (still reported)")
@click.option("-v", "--verbose", is_flag=True, help="a line per query and identity, not only the failing ones")
def recheck(
    patterns: Any, tier: Any, timeout: Any, json_file: Any, write: Any, allow_unknown: Any, verbose: Any
) -> None:
    """Re-decide every proof of the proved claims matching PATTERNs with a second engine.

    Every Z3 query that decided the claim is re-decided from its SMT-LIB by cvc5 (and by Bitwuzla when it
    is pure bit-vectors), every kept step file under proofs/smt2/ likewise, every SymPy identity by exact
    evaluation on a grid that pins its degree. Exit 1 on a disagreement or a second engine's unknown.
    """
    from alltoall.proofs import recheck as rc  # the second engines, only for this command

    sys.exit(rc.command(tuple(patterns), tier, timeout, json_file, write, allow_unknown, verbose))


def _outcome_table(outcomes: Any, tier: str) -> Table:
    """``prove -v``: a row per claim run, the id never wrapped."""
    table = Table(title=f"alltoall prove --tier {tier}")
    table.add_column("claim", no_wrap=True)
    for col in ("verdict", "expected", "domain", "seconds"):
        table.add_column(col, overflow="fold")
    for o in outcomes:
        v = o.result.verdict.value
        verdict = f"[{STYLE[v]}]{v}[/]" + ("" if o.matches else " [bold red]≠[/]")
        table.add_row(
            escape(o.claim.id),
            verdict,
            o.claim.expected.value,
            escape(o.result.domain),
            f"{o.result.seconds:.2f}",
            style=None if o.matches else "bold",
        )
    return table


def _on_terminal() -> bool:
    """Both stdout and stderr are terminals: a progress bar is drawn and ``list`` prints a table."""
    return sys.stdout.isatty() and sys.stderr.isatty()


def _console(**kw: Any) -> Console:
    """A console as wide as the terminal (``COLUMNS`` when set; 100 columns when not a terminal)."""
    width = None
    if not sys.stdout.isatty() and "COLUMNS" not in os.environ:
        width = 100
    return Console(width=width, **kw)


def _run_with_progress(
    claims: Any, ctx: Context, jobs: int, timeout: float, scheduler: str | None = None
) -> list[runner.Outcome]:
    """Run the claims (on the Dask cluster ``scheduler`` names, if any); on a terminal a progress bar
    naming the running claims and their elapsed time (stderr, gone when done), else quietly but for
    one line on stderr for each claim still running after a minute."""
    run = cluster.executor(scheduler)
    if _on_terminal():
        with Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as bar:
            task = bar.add_task(f"proving ({ctx.tier})", total=len(claims))

            def advance(o: runner.Outcome) -> None:
                bar.advance(task)
                if not o.matches:
                    bar.console.print(
                        f"[red]mismatch[/] {escape(o.claim.id)}: {o.result.verdict.value}", highlight=False
                    )

            def status(running: list[tuple[registry.Claim, float]]) -> None:
                names = ", ".join(f"{c.id} {s:.0f}s" for c, s in running)
                bar.update(
                    task, description=escape(f"proving ({ctx.tier}): {names}" if names else f"proving ({ctx.tier})")
                )

            return run(claims, ctx, jobs=jobs, timeout=timeout, progress=advance, status=status)
    said: set[str] = set()

    def slow(running: list[tuple[registry.Claim, float]]) -> None:
        for c, s in running:
            if s >= SLOW_NOTICE and c.id not in said:
                said.add(c.id)
                click.echo(f"running {c.id} ({s:.0f}s)", err=True)

    return run(claims, ctx, jobs=jobs, timeout=timeout, status=slow)


SLOW_NOTICE = 60.0
"""Seconds after which a quiet (not a terminal) ``prove`` says, once, which claim is still running."""


def _summary(outcomes: Any) -> dict[str, int]:
    s = {v.value: 0 for v in Verdict}
    for o in outcomes:
        s[o.result.verdict.value] += 1
    s["mismatches"] = sum(1 for o in outcomes if not o.matches)
    return s


def _json_report(outcomes: Any, tier: str, summary: dict, record: dict) -> dict:
    claims = []
    for o in outcomes:
        c, r = o.claim, o.result
        cex = artifacts.witness_paths(c)[0].as_posix() if r.verdict is Verdict.REFUTED and r.witness else None
        claims.append(
            {
                "id": c.id,
                "source": str(c.source),
                "statement": c.statement,
                "expected": c.expected.value,
                "verdict": r.verdict.value,
                "domain": r.domain,
                "methods": list(c.methods),
                "seconds": round(r.seconds, 3),
                "counterexample": cex,
                "notes": c.notes,
                "evidence": r.evidence,
                "examined": r.examined,
                "reason": r.reason,
            }
        )
    return {
        "tool": record["tool"],
        "tier": tier,
        "checked": record["checked"],
        "commit": record["commit"],
        "claims": claims,
        "summary": summary,
    }


def _junit_xml(outcomes: Any) -> bytes:
    suite = ET.Element(
        "testsuite",
        name="alltoall-proofs",
        tests=str(len(outcomes)),
        failures=str(sum(1 for o in outcomes if not o.matches)),
        time=f"{sum(o.result.seconds for o in outcomes):.3f}",
    )
    for o in outcomes:
        case = ET.SubElement(
            suite, "testcase", classname=o.claim.id.split("/")[0], name=o.claim.id, time=f"{o.result.seconds:.3f}"
        )
        if not o.matches:
            f = ET.SubElement(
                case, "failure", message=f"expected {o.claim.expected.value}, got {o.result.verdict.value}"
            )
            f.text = o.result.reason or ""
        ET.SubElement(case, "system-out").text = f"verdict: {o.result.verdict.value}\ndomain: {o.result.domain}"
    return ET.tostring(suite, encoding="utf-8", xml_declaration=True)


@cli.command("list")
@click.argument("pattern", required=False)
@click.option(
    "--verdict",
    "verdicts",
    multiple=True,
    type=click.Choice([*(v.value for v in Verdict), "not-run"]),
    help="only claims whose last verdict is this (repeatable)",
)
@click.option(
    "--paper", "papers", multiple=True, metavar="KEY", help="only this paper's claims (citation key; repeatable)"
)
def list_(pattern: Any, verdicts: Any, papers: Any) -> None:
    """List claims (optionally those matching PATTERN): id, last verdict, expected verdict, methods, statement.

    The last verdict is the latest run's here (build/runs.json), else the ledger's, else "not run".
    When stdout is not a terminal: one tab-separated line per claim, no header.
    """
    claims = registry.select([pattern] if pattern else [])
    if pattern and not claims:
        raise ParameterError("PATTERN", f"no claim matches {pattern!r}")
    keys = sorted({c.source.key for c in registry.load_all().values()})
    for k in papers:
        if k not in keys:
            near = difflib.get_close_matches(k, keys, n=1)
            raise ParameterError(
                "--paper",
                f"no paper {k!r}; " + (f"did you mean {near[0]}? " if near else "") + f"the keys are {', '.join(keys)}",
            )
    last = listing.last_verdicts(artifacts.root())
    rows = [(c, last.get(c.id, listing.NOT_RUN)) for c in claims]
    rows = [
        (c, v)
        for c, v in rows
        if (not papers or c.source.key in papers) and (not verdicts or v.replace(" ", "-") in verdicts)
    ]
    out = _console(highlight=False)
    id_width = max((len(c.id) for c, _ in rows), default=0)
    if not _on_terminal() or out.width < id_width + 24:  # a line per claim: for grep, cut and tiny terminals
        click.echo("".join(listing.line(c, v) + "\n" for c, v in rows), nl=False)  # tabs kept (rich expands them)
        return
    if not rows:
        click.echo("no claim matches the filters", err=True)
        return
    statements = out.width >= id_width + 39  # else ids and verdicts only: an id is never cut
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("claim", no_wrap=True, width=id_width)
    table.add_column("verdict", no_wrap=True, width=10)
    table.add_column("expected", no_wrap=True, width=8)
    if statements:
        table.add_column("statement", no_wrap=True, overflow="ellipsis", width=out.width - id_width - 27)  # 9: gaps
    for c, v in rows:
        shown = f"[{STYLE[v]}]{v}[/]" if v in STYLE else v
        if v not in (c.expected.value, listing.NOT_RUN):
            shown += " [bold red]≠[/]"
        table.add_row(
            escape(c.id), shown, c.expected.value, *((escape(listing.one_line(c.statement)),) if statements else ())
        )
    out.print(table)


def _claim(claim_id: str) -> registry.Claim:
    """The claim ``claim_id``; for an unknown id a ParameterError naming the close ids."""
    claims = registry.load_all()
    if claim_id not in claims:
        raise ParameterError("ID", listing.unknown_id_message(claim_id, claims))
    return claims[claim_id]


@cli.command()
@click.argument("claim_id", metavar="ID")
def show(claim_id: Any) -> None:
    """Show a claim: statement, source, domains, notes, recorded verdict and counterexample."""
    c = _claim(claim_id)
    base = artifacts.root()
    out = _console(highlight=False)
    out.print(f"[bold]{escape(c.id)}[/]")
    lines = [f"statement: {c.statement}", f"source:    {c.source}"]
    lines += [f"domain ({', '.join(tiers)}): {domain}" for tiers, domain in listing.tier_domains(c)]
    lines += [
        f"methods:   {', '.join(c.methods)}",
        f"expected:  {c.expected.value}",
        f"scope:     {c.scope_text}",
        f"mutants:   {', '.join(c.mutants)}",
    ]
    if c.witnesses:
        lines.append(f"witnesses: {', '.join(c.witnesses)}")
    if c.notes:
        lines.append(f"notes:     {c.notes}")
    row = artifacts.read_ledger_row(base, c.id)
    fast = c.domain_for("fast")
    if row is None:
        lines.append("ledger:    (not recorded)")
    else:
        said = "the fast domain" if row["domain"] == fast.replace("|", "/") else row["domain"]
        lines.append(f"ledger:    {row['verdict']} over {said}")
    second = artifacts.recheck_text(artifacts.read_recheck(base / artifacts.RECHECK), c.id, fast)
    if second is not None:
        lines.append(f"recheck:   {second}")
    for line in lines:
        out.print(line, markup=False)
    doc = artifacts.read_counterexample(base, c)
    if doc is not None:
        out.print("\n[bold]counterexample[/] " + escape(artifacts.witness_paths(c)[0].as_posix()))
        svg = artifacts.picture_path(c)
        if isinstance(doc, dict) and doc.get("domain") == fast:  # said above once already
            doc = {**doc, "domain": "the fast domain"}
        try:
            text = witness.render_terminal(doc, svg.as_posix() if (base / svg).is_file() else None)
        except (KeyError, TypeError, AttributeError, ValueError):
            out.print("(malformed; `alltoall replay` on the file says what is wrong)", markup=False)
        else:
            out.print(text, markup=False, soft_wrap=False)


@cli.command()
@click.argument("file", type=click.Path())
def replay(file: Any) -> None:
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
        click.echo(
            "Either a check of the suite is wrong or the witness point was not meant for this claim; "
            "`alltoall prove` the claim and compare.",
            err=True,
        )
        sys.exit(1)
    if stands:
        click.echo(f"witness stands: {message}")
        sys.exit(0)
    click.echo(f"witness no longer stands: {message}")
    sys.exit(1)


@cli.command()
@click.argument("claim_id", metavar="ID")
@click.option("--format", "fmt", type=click.Choice(["bibtex", "markdown"]), default="bibtex", show_default=True)
@click.option(
    "--record",
    "record_file",
    type=str,
    help="the JSON report of a run (`prove --json`) to cite from, instead of this checkout's run record",
)
def cite(claim_id: Any, fmt: Any, record_file: Any) -> None:
    """Print the paper's reference with the record of the last check of claim ID.

    The record (when, at which commit, with which tool and solver versions, verdict and domain)
    is the one `alltoall prove` wrote when it last ran the claim here (build/runs.json), or the
    report given with --record; the citation says when that record is stale or missing.
    """
    c = _claim(claim_id)
    base = artifacts.root()
    if record_file is not None:
        if not record_file.strip():
            raise ParameterError("--record", "an empty path; name a report of `alltoall prove --json`")
        rec = artifacts.record_from_report(Path(record_file), c.id)
        if rec is None:
            raise ParameterError("--record", f"{record_file}: holds no result for {c.id}")
    else:
        rec = artifacts.read_run_record(base, c.id)
    click.echo(citation.cite(c, rec, artifacts.read_ledger_row(base, c.id), base, fmt))


def paper_commands() -> list[click.Command]:
    """The commands the papers contribute: ``COMMANDS`` (click commands) of each claims package's ``cli``
    module, found by walking :mod:`alltoall.proofs.claims` as the registry finds claims. The core names
    no paper; a paper without a ``cli`` module contributes none (only its ``__init__`` is imported)."""
    found: list[click.Command] = []
    claims = alltoall.proofs.claims
    for info in sorted(pkgutil.iter_modules(claims.__path__, prefix=f"{claims.__name__}."), key=lambda i: i.name):
        if info.ispkg and importlib.util.find_spec(f"{info.name}.cli") is not None:
            found += getattr(importlib.import_module(f"{info.name}.cli"), "COMMANDS", ())
    return found


for _command in paper_commands():  # alltoall rn (chou-chen-2010), ...
    cli.add_command(_command)

from alltoall.proofs.site import site as _site  # noqa: E402

cli.add_command(_site)  # alltoall site: the claim atlas


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
