"""Every bad or hostile input, in one table: the exit code, one line ``error: <parameter>: ...`` on
stderr, no traceback, and the tree unchanged. Hostile files are generated here, never committed."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest

from alltoall.proofs import cli, witness
from alltoall.proofs.witness import digest

ROOT = Path(__file__).resolve().parents[1]
CEX = ROOT / "counterexamples"
LITERAL = CEX / "liu-chen-chen-2007__thm2-literal.json"
OPTICAL = CEX / "chau-fu-2003__abstract-every-permutation-one-pass.json"
ROWS = CEX / "yang-wang-2000__constructions-identical-counting-order.json"
NOT_BANYAN = CEX / "liu-chen-chen-2007__logN-stage-min-is-banyan.json"


def text(content: str):
    def make(tmp: Path) -> str:
        p = tmp / "w.json"
        p.write_text(content)
        return str(p)

    return make


def raw(content: bytes):
    def make(tmp: Path) -> str:
        p = tmp / "w.json"
        p.write_bytes(content)
        return str(p)

    return make


def forged(src: Path, **edits):
    """A copy of a committed witness with ``edits`` (dotted paths) and the digest recomputed."""

    def make(tmp: Path) -> str:
        if not src.is_file():
            pytest.skip(f"{src.name} is no longer committed")
        doc = copy.deepcopy(json.loads(src.read_text()))
        for path, value in edits.items():
            *keys, last = path.split("__")
            d = doc
            for k in keys:
                d = d[k]
            d[last] = value
        doc["digest"] = digest(doc["claim"], doc["params"], doc["witness"])
        p = tmp / "w.json"
        p.write_text(json.dumps(doc))
        return str(p)

    return make


def edited(src: Path, **edits):
    """Like :func:`forged` but the digest is left as it was (an accidental edit)."""

    def make(tmp: Path) -> str:
        if not src.is_file():
            pytest.skip(f"{src.name} is no longer committed")
        doc = json.loads(src.read_text())
        for path, value in edits.items():
            doc[path] = value
        p = tmp / "w.json"
        p.write_text(json.dumps(doc))
        return str(p)

    return make


def fifo(tmp: Path) -> str:
    p = tmp / "pipe.json"
    os.mkfifo(p)
    return str(p)


def directory(tmp: Path) -> str:
    return str(tmp)


def big(tmp: Path) -> str:
    p = tmp / "big.json"
    p.write_text("[" + "0," * (3 * 2**20) + "0]")
    return str(p)


def valid_doc(**over) -> str:
    doc = {
        "format": 1,
        "claim": "massini-2003/topology-independent",
        "params": {},
        "witness": {"kind": "x", "data": {}},
        "explanation": "",
        "digest": "",
    }
    doc.update(over)
    return json.dumps(doc)


R = "replay"
CASES = [
    # id, args (a callable of tmp_path returns the file), exit code, parameter, words in the message
    ("no such file", (R, lambda t: str(t / "none.json")), 2, "FILE", "no such file"),
    ("a directory", (R, directory), 2, "FILE", "is a directory"),
    ("a FIFO", (R, fifo), 2, "FILE", "named pipe"),
    ("/dev/null", (R, lambda t: "/dev/null"), 2, "FILE", "character device"),
    ("an empty file", (R, text("")), 2, "FILE", "is empty"),
    ("over 4 MiB", (R, big), 2, "FILE", "at most 4 MiB"),
    ("not JSON", (R, text("{nope")), 2, "FILE", "not valid JSON"),
    ("not UTF-8", (R, raw(b"\xff\xfe\x00{")), 2, "FILE", "not valid JSON"),
    ("nested 100,000 deep", (R, text("[" * 100_000 + "]" * 100_000)), 2, "FILE", "nested too deeply"),
    ("an integer of 5,000 digits", (R, text('{"format": ' + "9" * 5000 + "}")), 2, "FILE", "not valid JSON"),
    ("a JSON array", (R, text("[]")), 2, "FILE", "expected a JSON object"),
    ("missing field", (R, text('{"format": 1}')), 2, "FILE", "missing field 'claim'"),
    ("wrong type", (R, text(valid_doc(params=[]))), 2, "FILE", "field 'params' should be dict"),
    ("boolean format", (R, text(valid_doc(format=True))), 2, "FILE", "field 'format' should be int"),
    ("format 2", (R, text(valid_doc(format=2))), 2, "FILE", "unsupported format 2"),
    ("witness without kind", (R, text(valid_doc(witness={"data": {}}))), 2, "FILE", "string 'kind'"),
    ("digest mismatch", (R, edited(LITERAL, claim="liu-chen-chen-2007/thm2-omega-d2")), 2, "FILE", "digest mismatch"),
    ("unknown claim", (R, forged(LITERAL, claim="nobody/nothing")), 2, "FILE", "unknown claim"),
    ("unknown kind", (R, forged(LITERAL, witness__kind="no-such-kind")), 2, "FILE", "no-such-kind"),
    (
        "claim of another kind",
        (R, forged(LITERAL, claim="liu-chen-chen-2007/thm2-omega-d2")),
        2,
        "FILE",
        "thm2-omega-d2",
    ),
    ("negative round", (R, forged(LITERAL, witness__data__rounds=[-1, 3])), 2, "FILE", "-1 is negative"),
    ("float round", (R, forged(LITERAL, witness__data__rounds=[0, 1.7])), 2, "FILE", "expected an integer"),
    ("negative input", (R, forged(LITERAL, witness__data__input=-1)), 2, "FILE", "-1 is negative"),
    ("round out of range", (R, forged(LITERAL, witness__data__rounds=[0, 99])), 2, "FILE", "malformed witness"),
    ("negative row", (R, forged(ROWS, witness__data__row=-1)), 2, "FILE", "-1 is negative"),
    # A value over its field's cap is refused by the kind's point schema before the replayer runs.
    (
        "row out of range",
        (R, forged(ROWS, witness__data__row=10**6)),
        2,
        "FILE",
        "too large to replay (memory cap 2.0 GiB, time cap 5 s): data.row: 1000000 exceeds the cap of 1023",
    ),
    (
        "row just past the square",
        (R, forged(ROWS, witness__data__row=8)),
        2,
        "FILE",
        "malformed witness: row: rows are 0..7, got 8",
    ),
    (
        "huge integer in the point",
        (R, forged(ROWS, params__m=10**12)),
        2,
        "FILE",
        "too large to replay (memory cap 2.0 GiB, time cap 5 s): params.m: 1000000000000 exceeds the cap of 10",
    ),
    (
        "Yang-Wang m = 10**6",
        (R, forged(ROWS, params__m=10**6)),
        2,
        "FILE",
        "too large to replay (memory cap 2.0 GiB, time cap 5 s): params.m: 1000000 exceeds the cap of 10",
    ),
    ("optical n = 2**40", (R, forged(OPTICAL, params__N=2**40)), 2, "FILE", "too large to replay"),
    (
        "optical n = 2**30",
        (R, forged(OPTICAL, params__N=2**30)),
        2,
        "FILE",
        "too large to replay (memory cap 2.0 GiB, time cap 5 s): params.N: 1073741824 exceeds the cap of 4096",
    ),
    (
        "not-banyan on omega k = 40",
        (R, forged(NOT_BANYAN, params__network={"d": 2, "k": 40, "topology": "omega"})),
        2,
        "FILE",
        "memory cap 2.0 GiB",
    ),
    (
        "not-banyan on a 16384-port omega",
        (R, forged(NOT_BANYAN, params__network={"d": 2, "k": 14, "topology": "omega"})),
        2,
        "FILE",
        "too large to replay (memory cap 2.0 GiB, time cap 5 s): params.network: the network has 2**14 ports; "
        "replay accepts at most 8192",
    ),
    ("replay without a file", (R,), 2, "FILE", ""),
    # prove
    ("--timeout nan", ("prove", "massini-2003/*", "--timeout", "nan"), 2, "--timeout", "finite"),
    ("--timeout inf", ("prove", "massini-2003/*", "--timeout", "inf"), 2, "--timeout", "finite"),
    ("--timeout 0", ("prove", "massini-2003/*", "--timeout", "0"), 2, "--timeout", "at least 0.1"),
    ("--timeout -5", ("prove", "massini-2003/*", "--timeout", "-5"), 2, "--timeout", "at least 0.1"),
    ("--timeout x", ("prove", "--timeout", "x"), 2, "--timeout", "not a number"),
    ("--json ''", ("prove", "massini-2003/*", "--json", ""), 2, "--json", "empty path"),
    ("--json /dev/full", ("prove", "massini-2003/*", "--json", "/dev/full"), 2, "--json", "not a regular file"),
    ("--json a directory", ("prove", "massini-2003/*", "--json", directory), 2, "--json", "is a directory"),
    ("--json into a missing directory", ("prove", "--json", "/no/such/dir/out.json"), 2, "--json", "does not exist"),
    (
        "--json the ledger",
        ("prove", "massini-2003/*", "--json", str(ROOT / "proofs" / "LEDGER.md")),
        2,
        "--json",
        "refusing to overwrite",
    ),
    (
        "--json a counterexample",
        ("prove", "massini-2003/*", "--json", str(LITERAL)),
        2,
        "--json",
        "refusing to overwrite",
    ),
    (
        "--junit a committed file",
        ("prove", "massini-2003/*", "--junit", str(ROOT / "README.md")),
        2,
        "--junit",
        "tracked by git",
    ),
    (
        "--json .git/HEAD",
        ("prove", "massini-2003/*", "--json", str(ROOT / ".git" / "HEAD")),
        2,
        "--json",
        ".git directory",
    ),
    # rn: the same guard, before any work
    ("rn --json README.md", ("rn", "4", "--json", str(ROOT / "README.md")), 2, "--json", "tracked by git"),
    (
        "rn --markdown the ledger",
        ("rn", "4", "--markdown", str(ROOT / "proofs" / "LEDGER.md")),
        2,
        "--markdown",
        "artifact of the suite",
    ),
    (
        "rn --markdown the Fig. 14 page",
        ("rn", "--fig14", "--markdown", str(ROOT / "counterexamples" / "chou-chen-2010__fig14-engine.md")),
        2,
        "--markdown",
        "artifact of the suite",
    ),
    (
        "rn --json a certificate",
        ("rn", "4", "--json", str(ROOT / "proofs" / "certificates" / "rn_lower_N12.json")),
        2,
        "--json",
        "artifact of the suite",
    ),
    ("rn --json ''", ("rn", "4", "--json", ""), 2, "--json", "empty path"),
    ("rn --json .git/HEAD", ("rn", "4", "--json", str(ROOT / ".git" / "HEAD")), 2, "--json", ".git directory"),
    ("rn --time-limit nan", ("rn", "4", "--time-limit", "nan"), 2, "--time-limit", "finite"),
    ("rn --time-limit 1e309", ("rn", "4", "--time-limit", "1e309"), 2, "--time-limit", "finite"),
    # cite --record: the report is untrusted input
    (
        "cite: --record commit is an option",
        (
            "cite",
            "massini-2003/topology-independent",
            "--record",
            text(json.dumps({"tool": {}, "tier": "fast", "commit": "--output=README.md", "claims": []})),
        ),
        2,
        "--record",
        "hex commit id",
    ),
    (
        "cite: --record /dev/zero",
        ("cite", "massini-2003/topology-independent", "--record", lambda t: "/dev/zero"),
        2,
        "--record",
        "character device",
    ),
    (
        "--json and --junit the same file",
        ("prove", "massini-2003/*", "--json", lambda t: str(t / "o"), "--junit", lambda t: str(t / "o")),
        2,
        "--junit",
        "same file",
    ),
    ("unknown pattern", ("prove", "nothing/*"), 2, "PATTERN", "no claim matches"),
    ("unknown tier", ("prove", "--tier", "huge"), 2, "--tier", ""),
    ("zero jobs", ("prove", "--jobs", "0"), 2, "--jobs", ""),
    ("--scheduler local:x", ("prove", "massini-2003/*", "--scheduler", "local:x"), 2, "--scheduler", "local:N"),
    ("--scheduler local:0", ("prove", "massini-2003/*", "--scheduler", "local:0"), 2, "--scheduler", "1 to 64"),
    ("--scheduler no address", ("prove", "--scheduler", "tcp://a b:1"), 2, "--scheduler", "scheduler's address"),
    ("--scheduler port 0", ("prove", "--scheduler", "host:0"), 2, "--scheduler", "scheduler's address"),
    ("rn --scheduler without --fig14", ("rn", "8", "--scheduler", "local:2"), 2, "--scheduler", "only with --fig14"),
    ("unknown option", ("prove", "--bogus"), 2, "--bogus", ""),
    ("unknown command", ("frobnicate",), 2, "usage", ""),
    ("list: no match", ("list", "nothing"), 2, "PATTERN", ""),
    ("show: unknown id", ("show", "no/such"), 2, "ID", ""),
    ("show: no id", ("show",), 2, "ID", ""),
    ("cite: unknown id", ("cite", "massini-2003/nope"), 2, "ID", ""),
    ("cite: bad format", ("cite", "massini-2003/topology-independent", "--format", "ris"), 2, "--format", ""),
    (
        "cite: --record not a report",
        ("cite", "massini-2003/topology-independent", "--record", text("{}")),
        2,
        "--record",
        "not a report",
    ),
]


def _tree() -> tuple[str, str]:
    """The git status and a hash of every file under counterexamples/ and proofs/."""
    status = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain"], capture_output=True, text=True).stdout
    h = hashlib.sha256()
    for d in ("counterexamples", "proofs"):
        for p in sorted((ROOT / d).rglob("*")) if (ROOT / d).is_dir() else ():
            if p.is_file() and "__pycache__" not in p.parts:
                h.update(p.as_posix().encode() + p.read_bytes())
    return status, h.hexdigest()


@pytest.fixture
def fast_caps(monkeypatch):
    monkeypatch.setattr(witness, "TIME_CAP", 5.0)


@pytest.mark.parametrize("label,args,code,parameter,words", CASES, ids=[c[0] for c in CASES])
def test_bad_input(label, args, code, parameter, words, tmp_path, capsys, fast_caps):
    argv = [a(tmp_path) if callable(a) else a for a in args]
    before = _tree()
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    out, err = capsys.readouterr()
    assert e.value.code == code, (out, err)
    assert err.startswith(f"error: {parameter}: ") and err.count("\n") == 1, err
    assert words in err, err
    assert "Traceback" not in err + out and "witness stands" not in out
    assert _tree() == before


def test_no_arguments_prints_usage(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main([])
    out, err = capsys.readouterr()
    assert e.value.code == 2 and err.startswith("Usage: alltoall") and "replay" in err and "cite" in err


def test_version(capsys):
    import alltoall

    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    out, _ = capsys.readouterr()
    assert e.value.code == 0 and out == f"alltoall {alltoall.__version__}\n"
