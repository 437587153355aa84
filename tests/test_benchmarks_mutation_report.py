"""benchmarks/mutation_report.py: a triage entry excuses a surviving mutant only while the change it was
judged on is the mutant's change (mutmut renumbers a function's mutants when the function is edited)."""

from __future__ import annotations

import importlib.util
import pathlib
from collections import Counter

ROOT = pathlib.Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("mutation_report", ROOT / "benchmarks" / "mutation_report.py")
report = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(report)

NAME = "alltoall.checkers.brute.x_admissible__mutmut_26"
OTHER = "alltoall.checkers.brute.x_admissible__mutmut_27"
CHANGE = "`out = np.full(N, -1, dtype=np.int64)` -> `out = np.full(N, -1)`"
SURVIVORS = [("checkers/brute.py", NAME, "survived", CHANGE), ("checkers/brute.py", OTHER, "survived", "`a` -> `b`")]
PER = {"checkers/brute.py": Counter(killed=98, survived=2)}


def _render(equivalent):
    return report.render(PER, SURVIVORS, "", "", equivalent=equivalent)


def test_an_entry_excuses_the_mutant_whose_change_it_records():
    text = _render({NAME: ("np.full infers int64 from -1", CHANGE)})
    assert "survived 2 (1 equivalent)" in text and "**Score: 99.0 % of the non-equivalent" in text
    assert f"`x_admissible__mutmut_26`: {CHANGE}: np.full infers int64 from -1" in text
    assert "Stale triage entries" not in text


def test_an_entry_whose_mutant_now_changes_something_else_excuses_nothing():
    text = _render({NAME: ("np.full infers int64 from -1", "`out = x` -> `out = None`")})
    assert "survived 2 (0 equivalent)" in text and "**Score: 98.0 % of the non-equivalent" in text
    stale, unexplained = text.split("Stale triage entries")[1].split("Survivors not explained")
    assert f"`x_admissible__mutmut_26`: now {CHANGE}, judged on `out = x` -> `out = None`" in stale
    assert "x_admissible__mutmut_26" in unexplained and "x_admissible__mutmut_27" in unexplained


def test_load_triage_pairs_each_reason_with_its_recorded_change(tmp_path):
    path = tmp_path / "triage.toml"
    path.write_text(f'[equivalent]\n"{NAME}" = "why"\n"{OTHER}" = "why not"\n[change]\n"{NAME}" = "{CHANGE}"\n')
    assert report.load_triage(path) == {NAME: ("why", CHANGE), OTHER: ("why not", "")}
