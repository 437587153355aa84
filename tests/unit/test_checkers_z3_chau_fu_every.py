"""Tests of :mod:`alltoall.checkers.z3.chau_fu_every` (chau-fu-2003 Theorem 3 for every k): the query's
vacuity record (what it quantifies over and what it assumes) and the module's ``--check`` of its SMT-LIB."""

from __future__ import annotations

import pathlib

from alltoall.checkers.z3 import chau_fu_every as cfe

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_thm3_query_records_its_free_inputs_and_assumptions():
    q = cfe.thm3_query(keep_smt2=False)
    assert q.status == "unsat"
    assert q.free == {"K": "every k >= 1", "p": "every pass count"}
    assert [str(a) for a in q.assumptions] == [
        "K >= 1",
        "p >= 0",
        "Implies(K >= 0, pow2(K) >= 1)",
        "Implies(K == 0, pow2(K) == 1)",
        "p*1 >= pow2(K) - 1",
    ]


def test_main_check_finds_the_committed_smt2_current(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    assert cfe.main(["--check"]) == 0
    assert capsys.readouterr().out == ""
