"""``python -m alltoall.checkers.z3.induction [--check] [FILE]``: writes the induction steps' SMT-LIB
files (the same queries as the committed ones), rewrites only stale files, and with ``--check``
reports each stale or missing file (exit 1) without touching it. Run in a temporary directory."""

from __future__ import annotations

import functools
import importlib
import pathlib
import pkgutil

import pytest

from alltoall.checkers.z3 import induction as ind

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = list(ind.STEP_FILES)
STALE = "; not the step\n"
# Every module that keeps SMT-LIB files under proofs/smt2/, with the map its main writes them from.
WRITERS = {
    "induction": "STEP_FILES",
    "chau_fu_every": "STEP_FILES",
    "gsen_every": "STEP_FILES",
    "gsen_every_sec45": "STEP_FILES",
    "liu_gu_every": "SMT2_FILES",
    "liu_gu_at2_every": "SMT2_FILES",
    "switches_every": "SMT2_FILES",
    "yang_wang_2000_every": "STEP_FILES",
    "yang_wang_2002_every": "STEP_FILES",
    "yang_wang_2002_grid": "SMT2_FILES",
}


@pytest.fixture(scope="module", autouse=True)
def _build_each_file_once():
    """Each file's queries built (and answered) once for the module, not once per ``main`` call: what these
    tests check is which files ``main`` writes, compares and reports; the queries are the same each time
    (their answers are the claims' business, the text is compared with the committed files here)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ind, "STEP_FILES", {name: functools.cache(build) for name, build in ind.STEP_FILES.items()})
        yield


def _stale_line(name: str) -> str:
    return f"{name} is stale; run python -m alltoall.checkers.z3.induction"


def test_step_files_are_the_five_steps():
    assert FILES == [ind.STEP_SMT2, ind.STRUCTURE_SMT2, ind.CF_STEP_SMT2, ind.YW_STEP_SMT2, ind.YW_BANYAN_SMT2]
    assert all(name.startswith("proofs/smt2/") and name.endswith("__step.smt2") for name in FILES)


def test_step_files_written_and_checked(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))  # the files' names are relative to the root
    assert ind.main(["--check"]) == 1  # every file missing: stale, and nothing written
    assert capsys.readouterr().out.splitlines() == [_stale_line(n) for n in FILES]
    assert not (tmp_path / "proofs").exists()

    assert ind.main([]) == 0  # creates proofs/smt2/ and every file
    assert capsys.readouterr().out == ""
    for name in FILES:
        assert ind.same_smt2((tmp_path / name).read_text(), (ROOT / name).read_text()), name
    assert sorted(p.name for p in (tmp_path / "proofs" / "smt2").iterdir()) == sorted(
        pathlib.Path(n).name for n in FILES
    )

    assert ind.main(["--check"]) == 0
    assert capsys.readouterr().out == ""

    first, last = tmp_path / FILES[0], tmp_path / FILES[-1]
    first.write_text(STALE)
    last.write_text(STALE)
    assert ind.main(["--check"]) == 1  # both reported, neither rewritten
    assert capsys.readouterr().out.splitlines() == [_stale_line(FILES[0]), _stale_line(FILES[-1])]
    assert first.read_text() == STALE and last.read_text() == STALE

    assert ind.main([]) == 0  # both rewritten; the fresh ones kept as they are
    assert ind.same_smt2(first.read_text(), (ROOT / FILES[0]).read_text())
    assert ind.same_smt2(last.read_text(), (ROOT / FILES[-1]).read_text())
    assert ind.main(["--check"]) == 0


def test_step_files_one_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ALLTOALL_ROOT", str(tmp_path))  # the files' names are relative to the root
    name = ind.YW_STEP_SMT2  # the fourth: the files before it are skipped, not a stop
    assert ind.main(["--check", name]) == 1
    assert capsys.readouterr().out.splitlines() == [_stale_line(name)]
    assert ind.main([name]) == 0
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.smt2")] == [name]
    assert ind.same_smt2((tmp_path / name).read_text(), (ROOT / name).read_text())
    assert ind.main([name, "--check"]) == 0
    (tmp_path / name).write_text(STALE)
    assert ind.main([FILES[0], "--check"]) == 1  # only the named file is looked at
    assert capsys.readouterr().out.splitlines() == [_stale_line(FILES[0])]
    assert (tmp_path / name).read_text() == STALE


def test_step_files_arguments(capsys):
    with pytest.raises(SystemExit) as e:
        ind.main(["--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "write (or check) the steps' SMT-LIB files" in out
    assert "--check exit 1 when a file is stale instead of rewriting it" in out
    with pytest.raises(SystemExit) as e:
        ind.main(["proofs/smt2/other.smt2"])
    assert e.value.code == 2


def test_every_committed_smt2_file_is_written_by_one_module():
    owners: dict[str, list[str]] = {}
    for module, attr in WRITERS.items():
        for name in getattr(importlib.import_module(f"alltoall.checkers.z3.{module}"), attr):
            owners.setdefault(name, []).append(module)
    committed = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "proofs" / "smt2").glob("*.smt2"))
    assert sorted(owners) == committed
    assert {name: mods for name, mods in owners.items() if len(mods) > 1} == {}


def test_every_committed_query_says_what_it_quantifies_over():
    for path in sorted((ROOT / "proofs" / "smt2").glob("*.smt2")):
        for section in path.read_text().split("(reset)\n"):
            lines = section.splitlines()
            at = next(i for i, line in enumerate(lines) if line.startswith("; --- "))
            assert lines[at + 1].startswith("; for every: "), (path.name, lines[at])
            rest = lines[at + 2 :]
            wrapped = rest[: next(i for i, line in enumerate(rest) if not line.startswith(";   "))]
            assert all(len(line) <= ind.FOR_EVERY_WIDTH for line in lines[at + 1 : at + 2 + len(wrapped)]), path.name


def test_step_file_header_lists_the_part_s_free_inputs():
    text = ind.step_smt2(ind.STEP_FILES[ind.YW_STEP_SMT2]())
    assert text.splitlines()[1:4] == [
        "; --- step-phi-i: expected unsat ---",
        "; for every: i (every index >= 1), Pi (every bit string), S (every bit string),",
        ";   u (every bit position), X (every bit string)",
    ]
    assert (ROOT / ind.YW_STEP_SMT2).read_text().splitlines()[1:4] == text.splitlines()[1:4]


def _file_keeping_modules() -> list[str]:
    import alltoall.checkers.z3 as pkg

    out = []
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"alltoall.checkers.z3.{info.name}")
        if hasattr(mod, "main") and (hasattr(mod, "STEP_FILES") or hasattr(mod, "SMT2_FILES")):
            out.append(info.name)
    return sorted(out)


@pytest.mark.parametrize("module", _file_keeping_modules())
def test_every_module_keeping_smt2_files_has_its_command(module, capsys):
    """``python -m alltoall.checkers.z3.<module> --help`` names the module and says what it writes; a FILE
    it does not keep is refused (exit 2), in the module's own arguments, not the caller's."""
    mod = importlib.import_module(f"alltoall.checkers.z3.{module}")
    with pytest.raises(SystemExit) as e:
        mod.main(["--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith(f"usage: python -m alltoall.checkers.z3.{module} [-h] [--check]"), out
    assert " ".join(mod.main.__doc__.split()) in out
    with pytest.raises(SystemExit) as e:
        mod.main(["proofs/smt2/not-kept-here.smt2"])
    assert e.value.code == 2
