"""The software record: CITATION.cff against the Citation File Format 1.2.0 schema, LICENSE, and the
package metadata it must agree with (pyproject.toml's version and licence, package data that exists).

The CFF schema is the official one, as shipped on PyPI inside cffconvert 2.0.0
(``cffconvert/schemas/1.2.0/schema.json``), vendored in ``schemas/cff-1.2.0.schema.json``: cffconvert
itself needs jsonschema < 4, which the report and witness schemas (draft 2020-12) cannot use.
"""

import datetime
import json
import tomllib
from pathlib import Path

import jsonschema
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CFF = ROOT / "CITATION.cff"
CFF_SCHEMA = ROOT / "schemas" / "cff-1.2.0.schema.json"
AUTHOR = "The alltoall-proofs developers"


def _as_json(value):
    """YAML dates as strings, as the CFF schema asks tools to do ('cast YAML date objects to string')."""
    if isinstance(value, dict):
        return {k: _as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_as_json(v) for v in value]
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


@pytest.fixture(scope="module")
def cff() -> dict:
    return _as_json(yaml.safe_load(CFF.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_vendored_schema_is_the_official_cff_1_2_0_schema():
    schema = json.loads(CFF_SCHEMA.read_text(encoding="utf-8"))
    assert schema["$id"].startswith("https://citation-file-format.github.io/1.2.0/schema")
    jsonschema.validators.validator_for(schema).check_schema(schema)
    assert set(schema["required"]) == {"authors", "cff-version", "message", "title"}


def test_citation_cff_is_valid_cff_1_2_0(cff):
    schema = json.loads(CFF_SCHEMA.read_text(encoding="utf-8"))
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(cff)]
    assert not errors, "\n".join(errors)


def test_citation_cff_says_what_the_package_says(cff, project):
    assert cff["cff-version"] == "1.2.0"
    assert cff["type"] == "software"
    assert cff["version"] == project["project"]["version"]
    assert cff["license"] == project["project"]["license"] == "MIT"
    assert cff["authors"] == [{"name": AUTHOR}]
    assert cff["title"].startswith(project["project"]["name"])
    assert "cite" in cff["message"] and "claim" in cff["message"]


def test_license_is_mit_with_the_developers_as_holder():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert f"Copyright (c) 2026 {AUTHOR}\n" in text
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text


def test_dependencies_name_no_pre_release(project):
    from packaging.requirements import Requirement

    extras = project["project"].get("optional-dependencies", {})
    requirements = project["project"]["dependencies"] + [r for group in extras.values() for r in group]
    pre = [r for r in map(Requirement, requirements) if any(s.version and _is_pre(s.version) for s in r.specifier)]
    assert not pre, f"pre-release versions named in pyproject.toml: {pre}"


def _is_pre(version: str) -> bool:
    from packaging.version import InvalidVersion, Version

    try:
        return Version(version.rstrip(".*")).is_prerelease
    except InvalidVersion:
        return False


def test_package_data_names_files_that_exist(project):
    """Every package-data pattern matches at least one file of the package it names."""
    folders = {"alltoall": ROOT, **{f"alltoall.{top}": ROOT / top for top in ("spec", "checkers", "proofs")}}
    data = project.get("tool", {}).get("setuptools", {}).get("package-data", {})
    missing = []
    for package, patterns in data.items():
        base = folders.get(package) or ROOT.joinpath(*package.split(".")[1:])
        missing += [f"{package}: {p}" for p in patterns if not any(base.glob(p))]
    assert not missing, f"package data that matches no file: {missing}"
