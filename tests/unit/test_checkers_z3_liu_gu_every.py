"""Tests of :mod:`alltoall.checkers.z3.liu_gu_every` (liu-gu-2006's AR for every even p): the kept SMT-LIB of
AR's path queries. The other files, and that every query is UNSAT, are the claims' business
(``tests/claims/liu_gu_2006/``)."""

from __future__ import annotations

import numpy as np
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


def test_phase1_violation_refuses_a_single_hop_listed_as_the_second_port(monkeypatch):
    """Table I's one-hop routes (G10, G01) take their port in step 1: ports read (-1, k) are wrong even where
    k alone would be a right hop, and the first such offset is named."""
    ports = lg.liu_gu.phase1_ports

    def second(r, c, dx, dy):
        p1, p2 = ports(r, c, dx, dy)
        one = (p1 != -1) & (p2 == -1)
        return np.where(one, -1, p1), np.where(one, p1, p2)

    assert lg.phase1_violation(8) is None
    monkeypatch.setattr(lg.liu_gu, "phase1_ports", second)
    assert lg.phase1_violation(8) == (4, 4, 0, 1)


def test_ar_path_query_names_an_unknown_part():
    with pytest.raises(ValueError, match="^unknown part 'covered-4'$"):
        lg.ar_path_query(0, "covered-4")


def test_phase1_violation_checks_every_multiple_of_4_up_to_cmax_and_no_further(monkeypatch):
    seen = set()
    real = lg._phase1_ok

    def spy(r, c, *rest):
        seen.add((r, c))
        return real(r, c, *rest)

    monkeypatch.setattr(lg, "_phase1_ok", spy)
    assert lg.phase1_violation(8) is None and seen == {(4, 4), (4, 8), (8, 8)}
    seen.clear()
    assert lg.phase1_violation(7) is None and seen == {(4, 4)}
