"""Tests of :mod:`alltoall.checkers.latin_stream` (the streaming Latin check of MIN configurations): whole
violations on a non-banyan MIN (identity wirings) for every chunk size, the argument checks, ``routed_rounds`` against
``route_rounds``, chunked re-routing with a chunk that does not divide N, and the seen-set's three
verdicts (a round not a bijection, a pair seen in an earlier chunk, a pair missing at the end); and its
agreement with the reference brute force on small instances, passing and failing, under spec mutants too."""

from __future__ import annotations

import itertools
import pathlib
import sys

import numpy as np
import pytest

from alltoall.checkers import brute, latin_stream
from alltoall.checkers import properties as props
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()

IDENT = ms.from_wirings("Ident", 2, 4, [ms.identity(2)] * 3)


def row(o, s, a, b):
    return props.Violation(
        "latin",
        f"row {o} repeats {s} (at rounds {a} and {b})",
        {"kind": "row", "index": o, "value": s, "positions": [a, b]},
    )


@pytest.mark.parametrize(
    "chunk, first, second",
    [
        (4, row(1, 0, 1, 2), row(0, 0, 1, 2)),
        (8, row(1, 0, 1, 2), row(0, 0, 1, 2)),
        (12, row(0, 0, 0, 3), row(1, 0, 0, 3)),
        (16, row(1, 0, 1, 2), row(0, 0, 1, 2)),
        (latin_stream.CHUNK_ELEMENTS, row(1, 0, 1, 2), row(0, 0, 1, 2)),
    ],
)
def test_latin_violation_on_identity_wirings(chunk, first, second):
    assert latin_stream.latin_violation(IDENT, np.zeros((2, 2), int), chunk) == first
    assert latin_stream.latin_violation(IDENT, np.array([[0, 1], [0, 0]]), chunk) == second


def test_latin_violation_holds_on_omega():
    for bits in ([[0, 0], [0, 0]], [[1, 0], [0, 1]], [[1, 1], [1, 1]]):
        assert latin_stream.latin_violation(ms.omega(2, 2), np.array(bits), 4) is None
    assert latin_stream.latin_violation(ms.omega(3, 2), np.zeros((3, 2), int), 3) is None


def test_latin_violation_checks_its_arguments():
    with pytest.raises(ParameterError) as e:
        latin_stream.latin_violation(IDENT, np.zeros((2, 3), int))
    assert (e.value.parameter, str(e.value)) == ("M0", "M0: expected shape (2, 2), got (2, 3)")


def test_routed_rounds_match_route_rounds():
    M0 = np.array([[0, 1], [1, 0]])
    got = {int(x): out.tolist() for rounds, out in latin_stream.routed_rounds(IDENT, M0) for x in rounds}
    assert got == {x: r for x, r in enumerate(latin_stream.route_rounds(IDENT, M0, np.arange(4)).tolist())}


def test_seen_reports_a_round_that_is_not_a_bijection():
    s = latin_stream._Seen(4)
    v = s.check(IDENT, np.zeros((2, 2), int), np.array([5, 6]), np.array([[0, 1, 2, 3], [0, 0, 1, 2]]))
    assert v == props.Violation(
        "bijective", "round 6: inputs 0 and 1 both reach output 0", {"round": 6, "inputs": [0, 1], "output": 0}
    )


def test_seen_reports_a_pair_of_an_earlier_chunk_and_a_missing_pair():
    M0 = np.zeros((2, 2), int)
    O = latin_stream.route_rounds(IDENT, M0, np.arange(4))
    s = latin_stream._Seen(4)
    assert s.check(IDENT, M0, np.array([1]), O[1:2]) is None
    assert s.seen.sum() == 4
    assert s.check(IDENT, M0, np.array([2]), O[2:3]) == row(1, 0, 1, 2)
    t = latin_stream._Seen(4)
    assert t.check(IDENT, M0, np.arange(4), O) is None
    assert t.finish(IDENT, M0) == row(1, 0, 1, 2)
    full = latin_stream._Seen(4)
    full.seen[:] = True
    assert full.finish(IDENT, M0) is None


def test_latin_violation_names_the_network_when_n_is_not_a_power_of_d():
    """N = 6, d = 2: no round digits, the error names the parameter 'network'."""
    net = ms.from_wirings("T", 2, 6, [ms.LineTable(tuple(range(6)))] * 2)
    with pytest.raises(ParameterError) as e:
        latin_stream.latin_violation(net, np.zeros((3, 1), int))
    assert e.value.parameter == "network" and str(e.value).endswith(
        "N is not a power of d, so the rounds have no digits"
    )


def test_column_reroutes_in_chunks_that_do_not_divide_n(monkeypatch):
    """With CHUNK_ELEMENTS = 10 and N = 4 the chunk is 10 // 4 = 2 rounds; the column equals one full routing."""
    monkeypatch.setattr(latin_stream, "CHUNK_ELEMENTS", 10)
    net, M0 = ms.omega(2, 2), np.array([[0, 1], [1, 0]])
    full = latin_stream.route_rounds(net, M0, np.arange(4))
    for s in range(4):
        assert latin_stream._column(net, M0, s).tolist() == full[:, s].tolist()


@pytest.mark.parametrize("topology", ["reverse-omega", "reverse-butterfly", "omega"])
def test_route_rounds_folds_the_output_wiring_into_the_last_stage(topology):
    """The reverse networks end with a wiring that is not the identity: every round routed by the stage
    tables is the spec's round (brute.outputs_per_round)."""
    from alltoall.checkers import brute

    rng = np.random.default_rng(7)
    for d, k in ((2, 3), (3, 2)):
        net = ms.build(topology, d, k)
        M0 = rng.integers(0, d, (net.N // d, net.stages))
        assert (latin_stream.route_rounds(net, M0, np.arange(net.N)) == brute.outputs_per_round(net, M0)).all()
        assert (
            latin_stream.route_rounds(net, M0, np.array([net.N - 1, 0])) == brute.outputs_per_round(net, M0)[[-1, 0]]
        ).all()


def test_row_violation_refuses_a_pair_the_rerouting_does_not_repeat():
    M0 = np.zeros((2, 2), dtype=np.int64)  # on IDENT input 0 reaches 0, 1, 1, 0 in rounds 0..3
    assert latin_stream._row_violation(IDENT, M0, 0, 0, 3) == row(0, 0, 0, 3)
    with pytest.raises(AssertionError) as e:
        latin_stream._row_violation(IDENT, M0, 0, 2, 0)
    assert str(e.value) == "the seen-set and the re-routing disagree"


def test_a_repeat_found_at_the_end_names_its_input():
    """Every round a bijection, inputs 1, 3, 5 and 6 each reach some output twice (input 0 never does): the
    repeat, found only at the end (one chunk), is reported for the first of them, re-routed."""
    wirings = [(2, 4, 1, 6, 3, 5, 7, 0), (7, 5, 3, 0, 6, 2, 4, 1), (0, 7, 3, 4, 5, 6, 2, 1), (6, 5, 2, 4, 7, 0, 1, 3)]
    net = ms.from_wirings("R", 2, 8, [ms.LineTable(w) for w in wirings])
    M0 = np.array([[0, 1, 1], [0, 1, 1], [1, 1, 0], [0, 1, 1]])
    assert latin_stream.latin_violation(net, M0) == row(4, 1, 3, 6)


# --- agreement with the reference brute force ------------------------------------------------------------
# The streamed check agrees with ``brute.latin_violation`` (``properties.bijective`` and ``properties.latin`` on
# the matrix A) on small instances, passing and failing, and every violation it reports re-checks on the
# routed rounds.


def _agree(net: ms.MIN, M0: np.ndarray, chunk: int = 1 << 22) -> bool:
    ref = brute.latin_violation(net, M0)
    got = latin_stream.latin_violation(net, M0, chunk_elements=chunk)
    assert (ref is None) == (got is None), (str(net), ref, got)
    if got is not None:
        O = brute.outputs_per_round(net, M0)
        w = got.where
        if w.get("kind") == "row":
            x, y = w["positions"]
            assert x != y and O[x, w["value"]] == O[y, w["value"]] == w["index"]
        else:
            a, b = w["inputs"]
            assert a != b and O[w["round"], a] == O[w["round"], b]
    return got is None


@pytest.mark.parametrize("topology", list(ms.TOPOLOGIES))
def test_stream_agrees_on_named_networks(topology):
    rng = np.random.default_rng(3)
    for d, k in ((2, 1), (2, 2), (2, 3), (2, 4), (3, 2), (4, 2), (5, 2)):
        net = ms.build(topology, d, k)
        assert _agree(net, rng.integers(0, d, size=(net.switches, k)), chunk=net.N * 3)


def test_stream_agrees_on_every_4x4_min_including_non_banyan():
    failing = 0
    for mid in itertools.permutations(range(4)):
        net = ms.from_wirings(
            "Wired", 2, 4, [ms.LineTable((0, 1, 2, 3)), ms.LineTable(mid), ms.LineTable((0, 1, 2, 3))]
        )
        for M0 in brute.all_shift_matrices(2, 2, 2):
            failing += not _agree(net, M0, chunk=5)
    assert failing > 0


@pytest.mark.parametrize("mutant", ["digit-off-by-one", "wiring-identity", "xor-digits"])
def test_stream_agrees_under_mutants(mutant):
    with MUTANTS[mutant].applied():
        for d, k in ((2, 3), (3, 2), (2, 5)):
            net = ms.omega(d, k)
            _agree(net, np.zeros((net.switches, k), dtype=np.int64), chunk=net.N * 2)
