"""The JSON Schemas of schemas/ as validators, and their errors as readable lines (tests/test_schemas.py, the
ledger test's report)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


def validator(name: str) -> Draft202012Validator:
    """A validator of ``schemas/<name>``, after checking the schema itself against its draft."""
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(v: Draft202012Validator, doc: Any) -> list[str]:
    """Each violation as ``path: message``."""
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in v.iter_errors(doc)]


def report_count_errors(report: dict) -> list[str]:
    """Where a report's summary does not count what it lists."""
    verdicts = [c["verdict"] for c in report["claims"]]
    out = [
        f"summary {v}: {report['summary'][v]}, listed {verdicts.count(v)}"
        for v in ("proved", "verified", "refuted", "unknown")
        if report["summary"][v] != verdicts.count(v)
    ]
    mismatches = sum(c["verdict"] != c["expected"] for c in report["claims"])
    if report["summary"]["mismatches"] != mismatches:
        out.append(f"summary mismatches: {report['summary']['mismatches']}, listed {mismatches}")
    return out
