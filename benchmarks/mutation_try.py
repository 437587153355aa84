"""Try tests against chosen mutants of the tree `make mutants` generated, without mutmut's run.

Usage (from the repository root):
    python benchmarks/mutation_try.py [--mutants build/mutants/mutants] [--list] [--timeout 120]
        PATTERN ... [-- TEST ... [-k EXPR]]

PATTERN is an fnmatch pattern over full mutant names, as `benchmarks/mutation.md` lists them
(``alltoall.checkers.rn.exact.x_certify__mutmut_*``, ``alltoall.spec.digits.*``). ``--list`` prints
every matching mutant with the line it changes. Otherwise each matching mutant is activated the way
mutmut's workers do it (``MUTANT_UNDER_TEST``), in a forked child that runs pytest on the TESTs, and is
reported killed (a test failed), survived or timeout. The TESTs (paths or node ids relative to the
repository root) are first copied from the working tree into the mutated tree, so a test written after
the run judges the mutants of that run: this is how a survivor's killing test is checked before
``make mutants MUT_ONLY=<name>`` records it. The mutated sources are those of the run: a change to
``spec/`` or ``checkers/`` since then is not seen. The tests must pass with no mutant active first.

``--record`` writes each verdict into the run's results (the mutant's exit code in
``<file>.py.meta``, as mutmut's worker would: 1 killed, 0 survived, 36 timeout) and lists it in
``rejudged.json`` beside the mutated tree, with the tests that judged it, for the report. This is
for a rerun that mutmut's own cannot do in place: a test added to the selection
(``pytest_add_cli_args_test_selection``) changes mutmut's configuration fingerprint, and mutmut
then resets every result of the run.
"""

from __future__ import annotations

import argparse
import fcntl
import fnmatch
import json
import os
import pathlib
import shutil
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from mutation_report import _change, _functions  # noqa: E402


def mutants_of(root: pathlib.Path, patterns: list[str]) -> list[tuple[str, str]]:
    """(full mutant name, changed line) of every mutant in the mutated tree matching a pattern."""
    out = []
    for src in sorted(root.rglob("*.py")):
        module = ".".join(src.relative_to(root).with_suffix("").parts)
        prefixes = [p[: min([p.index(c) for c in "*?[" if c in p] or [len(p)])] for p in patterns]
        if not any((module + ".").startswith(q) or q.startswith(module + ".") for q in prefixes):
            continue
        text = src.read_text()
        if "__mutmut_orig" not in text:
            continue
        funcs = _functions(src)
        for name in funcs:
            if name.endswith("__mutmut_orig"):
                continue
            full = f"{module}.{name}"
            if any(fnmatch.fnmatchcase(full, p) for p in patterns):
                out.append((full, _change(funcs, full)))
    return sorted(out, key=lambda m: (m[0].rsplit("__mutmut_", 1)[0], int(m[0].rsplit("__mutmut_", 1)[1])))


def copy_tests(tests: list[str], repo: pathlib.Path, root: pathlib.Path) -> list[str]:
    """Copy each test file into the mutated tree; return the pytest arguments there."""
    args, raw = [], False
    for t in tests:
        if raw or t.startswith("-"):  # a pytest option (-k EXPR) passes through
            args.append(t)
            raw = t == "-k"
            continue
        path = t.split("::", 1)[0]
        dest = root / "alltoall" / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(repo / path, dest)
        for helper in (repo / path).parent.glob("*.py"):  # conftest.py and helper modules beside the tests
            if not helper.name.startswith("test_"):
                shutil.copyfile(helper, dest.parent / helper.name)
        args.append(f"alltoall/{t}")
    return args


def warm(args: list[str]) -> None:
    """Collect the tests once in this process, with no mutant active, so that every forked child starts
    with the modules imported (mutmut's workers are forked the same way, after its clean run)."""
    import contextlib
    import io

    import pytest

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-W", "ignore", *args])


CODES = {"killed": 1, "survived": 0, "timeout": 36}


def record(root: pathlib.Path, verdicts: dict[str, str], tests: list[str]) -> None:
    """Write the verdicts into the run's ``*.py.meta`` results and ``rejudged.json``."""
    by_file: dict[pathlib.Path, dict[str, str]] = {}
    for name, verdict in verdicts.items():
        if verdict in CODES:
            module = name.rsplit(".", 1)[0]
            by_file.setdefault(root / (module.replace(".", "/") + ".py.meta"), {})[name] = verdict
    for meta, found in by_file.items():
        data = json.loads(meta.read_text())
        data["exit_code_by_key"].update({k: CODES[v] for k, v in found.items()})
        meta.write_text(json.dumps(data, indent=4))
    log = root.parent / "rejudged.json"
    with open(root.parent / "rejudged.lock", "w") as lock:  # several runs may record at once
        fcntl.flock(lock, fcntl.LOCK_EX)
        doc = json.loads(log.read_text()) if log.is_file() else {}
        doc.update({k: {"verdict": v, "tests": tests} for k, v in verdicts.items() if v in CODES})
        log.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")


def judge(name: str, args: list[str], timeout: int) -> str:
    """Run pytest on ``args`` with mutant ``name`` active in a forked child: killed, survived or timeout."""
    pid = os.fork()
    if pid == 0:
        os.environ["MUTANT_UNDER_TEST"] = name
        import resource

        resource.setrlimit(resource.RLIMIT_CPU, (timeout, timeout))
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        import pytest

        code = pytest.main(
            ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:randomly", "-W", "ignore", *args]
        )
        os._exit(int(code))
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return "timeout"
    code = os.WEXITSTATUS(status)
    return {0: "survived", 1: "killed"}.get(code, f"error (pytest exit {code})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mutants", default="build/mutants/mutants", help="the mutated tree of `make mutants`")
    ap.add_argument("--list", action="store_true", help="only list the matching mutants and what they change")
    ap.add_argument("--timeout", type=int, default=120, help="CPU seconds per mutant")
    ap.add_argument("--record", action="store_true", help="write the verdicts into the run's results")
    ap.add_argument("patterns", nargs="+")
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    ns, tests = ap.parse_args(argv[:cut]), argv[cut + 1 :]
    repo = pathlib.Path.cwd()
    root = pathlib.Path(ns.mutants).resolve()
    if not (root / "alltoall").is_dir():
        sys.exit(f"error: --mutants: {root} holds no mutated tree (run `make mutants` first)")
    found = mutants_of(root, ns.patterns)
    if not found:
        sys.exit("error: patterns: no mutant matches")
    if ns.list or not tests:
        for name, change in found:
            print(f"{name}: {change}", flush=True)
        return
    args = copy_tests(tests, repo, root)
    os.chdir(root)
    sys.path.insert(0, str(root))
    warm(args)
    if (clean := judge("", args, ns.timeout)) != "survived":
        sys.exit(f"error: tests: they do not pass with no mutant active ({clean})")
    counts: dict[str, int] = {}
    verdicts = {}
    for name, change in found:
        verdicts[name] = verdict = judge(name, args, ns.timeout)
        counts[verdict] = counts.get(verdict, 0) + 1
        print(f"{verdict:9} {name}: {change}", flush=True)
    print(", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if ns.record:
        record(root, verdicts, tests)


if __name__ == "__main__":
    main()
