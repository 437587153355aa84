"""Run mutmut 3 with each mutant judged by a bounded set of the tests that reach it.

Usage (from ``build/mutants``, as ``make mutants`` does):
    python .../benchmarks/mutation_run.py [--jobs 2] [--budget 30] [MUTANT_PATTERN ...]

mutmut records, in one clean run of the selected tests, which tests call each mutated function and
how long each test took, then judges every mutant of a function by running all of that function's
tests. In this suite a core spec function (a wiring, a digit helper) is reached by hundreds of
tests, among them whole claims: a mutant that survives would then cost the whole selection, minutes
each. Here the recorded association is cut down before any mutant runs: each function keeps its
fastest tests, in order of their clean duration, while their sum stays within ``--budget`` seconds
(at least one test is always kept). A mutant only a dropped test would kill then counts as
survived, so the score is a lower bound; the cut is written to ``selection.json`` beside the
results so the report can say how much was cut.

``--sample N`` judges a seeded random sample of N mutants, drawn from every mutated file in
proportion to its mutants (at least one per file), instead of all of them: the score then comes with
a confidence interval, and the sample is written to ``sample.json``.

Everything else is mutmut's own ``run`` (mutant generation, stats, clean run, forked workers, CPU
limits, results in ``mutants/*.meta``).
"""

from __future__ import annotations

import argparse
import json
import pathlib


def prune(tests_by_function: dict, duration_by_test: dict, budget: float) -> dict:
    """Keep, per function, its fastest tests whose clean durations sum to at most ``budget``."""
    summary = {
        "budget_s": budget,
        "functions": 0,
        "cut": 0,
        "tests_before": 0,
        "tests_after": 0,
        "worst_case_s_before": 0.0,
        "worst_case_s_after": 0.0,
    }
    for _name, tests in tests_by_function.items():
        ordered = sorted(tests, key=lambda t: (duration_by_test.get(t, 0.0), t))
        kept, total = [], 0.0
        for t in ordered:
            d = duration_by_test.get(t, 0.0)
            if kept and total + d > budget:
                break
            kept.append(t)
            total += d
        summary["functions"] += 1
        summary["cut"] += len(kept) < len(ordered)
        summary["tests_before"] += len(ordered)
        summary["tests_after"] += len(kept)
        summary["worst_case_s_before"] += sum(duration_by_test.get(t, 0.0) for t in ordered)
        summary["worst_case_s_after"] += total
        tests.intersection_update(kept)
    return summary


def tolerate_failing_tests_in_stats(failed: set[str]) -> None:
    """mutmut's stats run stops at the first failing test and then gives up. Run it without ``-x``
    instead, drop every test that fails on the unmutated copy (e.g. one that needs a git checkout, which
    the copy is not) from the association, and note it in ``failed``: a test that fails clean cannot
    judge a mutant, and the clean run that follows would stop on it."""
    from mutmut.runners import harness
    from mutmut.state import state

    original = harness.PytestRunner.run_stats

    class Failures:
        def pytest_runtest_logreport(self, report):
            if report.failed:
                failed.add(report.nodeid.removeprefix("mutants/"))

    def run_stats(self, *, tests):
        plain = self.execute_pytest

        def execute(params, **kw):
            code = plain([p for p in params if p != "-x"], **{**kw, "plugins": [*kw.get("plugins", []), Failures()]})
            return 0 if code == 1 else code  # 1: some tests failed; they are dropped below

        self.execute_pytest = execute
        try:
            code = original(self, tests=tests)
        finally:
            del self.execute_pytest
        s = state()
        for t in failed:
            s.duration_by_test.pop(t, None)
            for kept in s.tests_by_mangled_function_name.values():
                kept.discard(t)
        return code

    harness.PytestRunner.run_stats = run_stats


def all_mutants(mutants_dir: pathlib.Path) -> dict[str, list[str]]:
    """Every generated mutant's name, by mutated file (mutmut's ``*.py.meta``)."""
    out = {}
    for meta in sorted(mutants_dir.rglob("*.py.meta")):
        names = sorted(json.loads(meta.read_text())["exit_code_by_key"])
        if names:
            out[str(meta.relative_to(mutants_dir))] = names
    return out


def sample(by_file: dict[str, list[str]], n: int, seed: int) -> list[str]:
    """A seeded sample of about ``n`` mutants, each file in proportion to its mutants (at least one)."""
    import random

    total = sum(len(v) for v in by_file.values())
    rng = random.Random(seed)
    picked = []
    for _, names in sorted(by_file.items()):
        k = min(len(names), max(1, round(n * len(names) / total)))
        picked += rng.sample(names, k)
    return sorted(picked)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget", type=float, default=30.0, help="seconds of clean test time kept per function")
    ap.add_argument("--sample", type=int, default=0, help="judge a seeded sample of about this many mutants")
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("mutants", nargs="*", help="mutant name patterns (default: all)")
    args = ap.parse_args()

    import mutmut.__main__ as mm
    from mutmut.state import state
    from mutmut.stats import save_stats

    original = mm.collect_or_load_stats
    failed: set[str] = set()
    tolerate_failing_tests_in_stats(failed)

    def collect_then_prune(*a, **kw):
        original(*a, **kw)
        s = state()
        summary = prune(s.tests_by_mangled_function_name, s.duration_by_test, args.budget)
        summary["failing_clean"] = sorted(failed)
        save_stats()
        pathlib.Path("selection.json").write_text(json.dumps(summary, indent=1, sort_keys=True) + "\n")

    mm.collect_or_load_stats = collect_then_prune
    names = tuple(args.mutants)
    if args.sample:
        from mutmut.utils import file_utils as fu

        # generate the mutants first (what mutmut's run does before its stats), to draw the sample
        pathlib.Path("mutants").mkdir(exist_ok=True)
        fu.copy_src_dir()
        fu.copy_also_copy_files()
        mm.create_mutants(args.jobs)
        population = all_mutants(pathlib.Path("mutants"))
        names = tuple(sample(population, args.sample, args.seed))
        doc = {
            "size": len(names),
            "population": sum(len(v) for v in population.values()),
            "seed": args.seed,
            "mutants": list(names),
        }
        pathlib.Path("sample.json").write_text(json.dumps(doc, indent=0) + "\n")
    mm._run(names, args.jobs)


if __name__ == "__main__":
    main()
