"""Tests of :mod:`alltoall.checkers.z3.liu_gu_every` (liu-gu-2006's AR for every even p): the kept SMT-LIB of
AR's path queries. The other files, and that every query is UNSAT, are the claims' business
(``tests/claims/liu_gu_2006/``)."""

from __future__ import annotations

import pytest

from alltoall.checkers.z3 import liu_gu_every as lg
from alltoall.checkers.z3.core import stating_only

PATH_FILES = {"shortest": (lg.SHORTEST_SMT2, ("shortest",)), "utilized": (lg.UTILIZED_SMT2, lg.UTILIZED_PARTS)}


@pytest.mark.parametrize("which", list(PATH_FILES))
def test_ar_path_files_hold_both_residues(which):
    _, parts = PATH_FILES[which]  # each file's --check: tests/claims/liu_gu_2006/test_lg_every_more.py
    with stating_only():  # the builder SMT2_FILES calls for the file
        built = lg._path_file(which, 2.5)
    assert list(built) == [f"p={r}mod4/{part}" for r in (0, 2) for part in parts]
