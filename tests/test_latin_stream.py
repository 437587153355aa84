"""The streamed Latin check (checkers/latin_stream.py) agrees with the reference brute force
(``brute.latin_violation``, i.e. ``properties.bijective`` and ``properties.latin`` on the matrix A) on
small instances, passing and failing, and every violation it reports re-checks on the routed rounds."""

from __future__ import annotations

import contextlib
import itertools
import pathlib
import sys

import numpy as np
import pytest

from alltoall.checkers import brute, latin_stream
from alltoall.spec.topologies import multistage as ms

sys.path.insert(0, str(pathlib.Path(__file__).parent / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


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


def _plain(net: ms.MIN, M0: np.ndarray):
    """The plain check: every configuration materialized, then properties.bijective and properties.latin."""
    from alltoall.checkers import properties as props

    outs = brute.outputs_per_round(net, M0)
    return brute.configurations_bijective(outs) or props.latin(brute.arrivals_matrix(outs))


@pytest.mark.parametrize("mutant", [None, "digit-off-by-one", "shift-sign", "wiring-swap"])
def test_brute_force_streams_from_its_threshold_and_agrees_with_the_plain_check(mutant, monkeypatch):
    calls = []
    real = latin_stream.latin_violation
    monkeypatch.setattr(latin_stream, "latin_violation", lambda *a, **kw: calls.append(a[0].N) or real(*a, **kw))
    monkeypatch.setattr(brute, "_STREAM_FROM_N", 256)  # the threshold, lowered so the plain check stays cheap
    ctx = MUTANTS[mutant].applied() if mutant else contextlib.nullcontext()
    with ctx:
        for topology in ("omega", "baseline", "butterfly"):
            net = ms.build(topology, 2, 8)
            M0 = np.zeros((net.switches, net.k), dtype=np.int64)
            got, ref = brute.latin_violation(net, M0), _plain(net, M0)
            assert (got is None) == (ref is None), (mutant, topology, got, ref)
            if got is not None and got.where.get("kind") == "row":
                O = latin_stream.route_rounds(net, M0, np.array(got.where["positions"]))
                assert O[0, got.where["value"]] == O[1, got.where["value"]] == got.where["index"]
    assert calls == [256] * 3


def test_brute_force_streams_from_n_2048(monkeypatch):
    calls = []
    real = latin_stream.latin_violation
    monkeypatch.setattr(latin_stream, "latin_violation", lambda *a, **kw: calls.append(a[0].N) or real(*a, **kw))
    assert brute.latin_violation(ms.omega(2, 11), np.zeros((1024, 11), dtype=np.int64)) is None
    assert brute.latin_violation(ms.omega(2, 3), np.zeros((4, 3), dtype=np.int64)) is None
    assert calls == [2048]
