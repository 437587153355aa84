"""Per-tier timing report: the ten slowest claims of each ``alltoall prove --json`` report given.

    alltoall prove --tier fast --json fast.json; alltoall prove --tier full --json full.json
    python benchmarks/tier_timing.py fast.json full.json [--top 10]

Prints, per report (its tier is read from the file), the total seconds, the claim count, and the
slowest claims with their seconds, share of the total and verdict; a claim whose verdict is
``unknown`` is flagged, since a tier must not time out into unknown. Reports, does not judge.
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


def render(report: dict, top: int = 10, name: str = "") -> str:
    claims = report.get("claims", [])
    total = sum(float(c.get("seconds") or 0.0) for c in claims)
    lines = [f"tier {report.get('tier', '?')}{f' ({name})' if name else ''}: {len(claims)} claims, "
             f"{total:.1f} s of checks (summed over jobs)"]
    lines.append(f"  {'#':>2s} {'seconds':>9s} {'share':>6s}  {'verdict':9s} claim")
    for i, c in enumerate(slowest(report, top), 1):
        s = float(c.get("seconds") or 0.0)
        flag = "  <- unknown" if c.get("verdict") == "unknown" else ""
        lines.append(f"  {i:2d} {s:9.2f} {100 * s / total if total else 0:5.1f}%  {c.get('verdict', '?'):9s} {c['id']}{flag}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reports", nargs="+", help="JSON files written by `alltoall prove --json`")
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args(argv)
    for path in args.reports:
        try:
            report = json.loads(pathlib.Path(path).read_text())
        except (OSError, json.JSONDecodeError) as e:
            print(f"error: {path}: {e}", file=sys.stderr)
            return 2
        print(render(report, args.top, pathlib.Path(path).name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
