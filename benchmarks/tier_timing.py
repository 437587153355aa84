"""Per-tier timing report: the ten slowest claims of each ``alltoall prove --json`` report given.

    alltoall prove --tier fast --json fast.json; alltoall prove --tier full --json full.json
    python benchmarks/tier_timing.py fast.json full.json [--top 10]

The runner times every claim (the wall seconds of its check, in its own process) and the JSON report
gives them per claim with the report's tier. Reports of the same tier are merged (a tier run paper by
paper, ``alltoall prove --tier full 'key/*' --json full-key.json`` for each key, reads as one tier; a
claim in several reports counts once, its last report winning). Prints, per tier, the claim count,
the summed seconds, the seconds per paper, and the slowest claims with their seconds, share of the
total and verdict; a claim whose verdict is ``unknown`` is flagged, since a tier must not time out
into unknown. Reports, does not judge.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys


def slowest(report: dict, top: int = 10) -> list[dict]:
    """The ``top`` slowest claims of one JSON report, slowest first."""
    claims = report.get("claims", [])
    return sorted(claims, key=lambda c: (-float(c.get("seconds") or 0.0), c["id"]))[:top]


def merge(reports: list[dict]) -> list[dict]:
    """One report per tier, in first-seen order: the claims of every report of that tier, by id."""
    tiers: dict[str, dict] = {}
    for r in reports:
        t = tiers.setdefault(r.get("tier", "?"), {"tier": r.get("tier", "?"), "claims": {}})
        for c in r.get("claims", []):
            t["claims"][c["id"]] = c
    return [{"tier": t["tier"], "claims": list(t["claims"].values())} for t in tiers.values()]


def render(report: dict, top: int = 10, name: str = "") -> str:
    claims = report.get("claims", [])
    total = sum(float(c.get("seconds") or 0.0) for c in claims)
    lines = [
        f"tier {report.get('tier', '?')}{f' ({name})' if name else ''}: {len(claims)} claims, "
        f"{total:.1f} s of checks (summed over jobs)"
    ]
    papers: dict[str, float] = {}
    for c in claims:
        papers[c["id"].split("/")[0]] = papers.get(c["id"].split("/")[0], 0.0) + float(c.get("seconds") or 0.0)
    lines.append(
        "  per paper: " + ", ".join(f"{k} {v:.0f} s" for k, v in sorted(papers.items(), key=lambda kv: -kv[1]))
    )
    lines.append(f"  {'#':>2s} {'seconds':>9s} {'share':>6s}  {'verdict':9s} claim")
    for i, c in enumerate(slowest(report, top), 1):
        s = float(c.get("seconds") or 0.0)
        flag = "  <- unknown" if c.get("verdict") == "unknown" else ""
        lines.append(
            f"  {i:2d} {s:9.2f} {100 * s / total if total else 0:5.1f}%  {c.get('verdict', '?'):9s} {c['id']}{flag}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reports", nargs="+", help="JSON files written by `alltoall prove --json`")
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args(argv)
    reports = []
    for path in args.reports:
        try:
            reports.append(json.loads(pathlib.Path(path).read_text()))
        except (OSError, json.JSONDecodeError) as e:
            print(f"error: {path}: {e}", file=sys.stderr)
            return 2
    for report in merge(reports):
        print(render(report, args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
