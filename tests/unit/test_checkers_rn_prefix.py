"""Tests of :mod:`alltoall.checkers.rn.prefix` (R(N) = N from the translates of one transversal prefix): the tag
arithmetic against the spec's paths, prefixes from tags both ways and a collision refused, translation as an
automorphism, the expansion by stage control, both SAT solvers at N = 12 (none: R(12) = 16), every solver at
N = 36 (a cover of 36 configurations), the default solver finding the stored cover of 36 again, the walk's answer
for its seed and its "unknown", the stored covers of N = 36, 68, 132 and 140 as their recorded tags expanded, and a
solver answer the re-check refuses."""

from __future__ import annotations

import random

import numpy as np
import pytest

from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import known, prefix
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def _random_prefix(net, seed):
    rng = random.Random(seed)
    return [[rng.randrange(2) for _ in range(net.half)] for _ in range(net.n - prefix.split(net.N)[0])]


def test_split_separates_the_power_of_two():
    assert [prefix.split(N) for N in (2, 6, 12, 36, 68, 64, 76)] == [
        (1, 1),
        (1, 3),
        (2, 3),
        (2, 9),
        (2, 17),
        (6, 1),
        (2, 19),
    ]


@pytest.mark.parametrize("N", [12, 20, 36])
def test_block_tags_are_the_first_tag_bits_of_each_inputs_path(N):
    """Completed by any tail, a prefix routes input i by a tag whose first L bits are block_tags' q_i, and the
    output lies in block (2^L i + q_i) mod m (Lemma 3.3 at stage L)."""
    net = gsen.GSEN(N)
    a, m = prefix.split(N)
    L = net.n - a
    for seed in range(3):
        P = _random_prefix(net, seed)
        q = prefix.block_tags(net, P)
        full = np.concatenate([np.array(P), np.ones((a, net.half), dtype=np.int64)])
        F = gsen.forward_tags(net, full)
        out = gsen.realize(net, full)
        assert [int(f) >> a for f in F] == q
        assert [int(j) >> a for j in out] == [((i << L) + q[i]) % m for i in range(N)]  # block b: outputs 2^a b + r
        assert prefix.prefix_states(net, q).tolist() == P


def test_prefix_states_refuses_tags_that_meet():
    net = gsen.GSEN(12)
    with pytest.raises(ParameterError) as e:
        prefix.prefix_states(net, [0] * 12)
    assert e.value.parameter == "tags" and "meets another input" in e.value.message
    with pytest.raises(ParameterError, match="one tag per input"):
        prefix.prefix_states(net, [0] * 11)
    with pytest.raises(ParameterError, match="below 4"):
        prefix.prefix_states(net, [4] + [0] * 11)


def test_translates_are_prefixes_and_shift_every_block():
    """Translation by c = 2^a k is an automorphism: the translate is a prefix, and input i's block moves by
    2^n k mod m from that of input i - c."""
    net = gsen.GSEN(36)
    q = prefix.block_tags(net, _random_prefix(net, 7))
    ts = prefix.translates(net, q)
    assert len(ts) == 9 and ts[0] == q
    for k, t in enumerate(ts):
        P = prefix.prefix_states(net, t)
        assert prefix.block_tags(net, P) == t
        blocks = [((i << 4) + t[i]) % 9 for i in range(36)]
        assert blocks == [(((i - 4 * k) % 36 << 4) + q[(i - 4 * k) % 36] + (64 * k)) % 9 for i in range(36)]


def test_expand_completes_each_prefix_by_stage_control():
    net = gsen.GSEN(12)
    P = _random_prefix(net, 1)
    out = prefix.expand(net, [P])
    assert len(out) == 4
    assert [S[2:].tolist() for S in out] == [[[a] * 6, [b] * 6] for a in (0, 1) for b in (0, 1)]
    assert all(S[:2].tolist() == P for S in out)
    perms = gsen.realize(net, np.stack(out))  # every input meets each output of its block once
    assert all(len(set(perms[:, i].tolist())) == 4 == 4 * len({int(j) >> 2 for j in perms[:, i]}) for i in range(12))


NEEDS = {"cadical": "pysat", "cpsat": "ortools", "anneal": None}


@pytest.mark.parametrize("solver", ["cadical", "cpsat"])
def test_no_transversal_prefix_at_12(solver):
    """R(12) = 16 > 12 (Theorem 5.4), so no transversal prefix can exist; both SAT solvers say so."""
    pytest.importorskip(NEEDS[solver])
    r = prefix.cover(12, solver, time_limit=30)
    assert (r["status"], r["size"], r["configurations"]) == ("none", None, [])
    assert r["message"] == f"no transversal prefix of GSEN(N=12) ({solver}: none)"


@pytest.mark.parametrize("solver", prefix.SOLVERS)
def test_cover_of_36_meets_the_count(solver):
    if NEEDS[solver]:
        pytest.importorskip(NEEDS[solver])
    r = prefix.cover(36, solver, time_limit=60)
    assert r["status"] == "found" and r["size"] == 36 == len(r["configurations"])
    assert ce.check_upper({"N": 36, "configurations": r["configurations"]}) == (True, r["message"])
    t = r["tags"]
    for i0 in range(4):  # the transversal condition: each class mod 4 uses every residue mod 9 once
        assert sorted(t[i] % 9 for i in range(i0, 36, 4)) == list(range(9))


def test_cover_by_default_finds_the_stored_cover_of_36_again():
    """``prefix.cover(36)`` (CaDiCaL, 60 s by default) finds the tags stored for N = 36 again, as known.FOUND records
    how that cover was found, and expands them to the stored configurations."""
    how = known.FOUND[36]
    assert (how["solver"], how["time_limit"]) == ("cadical", 60.0)
    r = prefix.cover(36)
    assert (r["status"], r["solver"], r["size"]) == ("found", "cadical", 36)
    assert r["tags"] == [int(x) for x in how["tags"].split()]
    assert [known.encode(c["states"]) for c in r["configurations"]] == list(known.COVERS[36])


def test_the_walk_is_seeded_and_says_unknown_when_it_finds_nothing():
    """The walk's answer is a function of its seed (0 by default; the stored covers it found, N = 132 and 140, can be
    found again): at N = 36 these tags, whatever the run. And it is incomplete: at N = 12, where no transversal
    prefix exists, it runs out of time into "unknown", never "none"."""
    tags = "7 8 3 8 8 10 8 10 10 9 1 6 13 12 15 13 12 14 13 5 9 7 5 7 5 4 7 3 15 15 0 0 2 2 2 2"
    assert prefix.transversal(36, "anneal")["tags"] == [int(x) for x in tags.split()]
    r = prefix.cover(12, "anneal", time_limit=0.2)
    assert (r["status"], r["size"]) == ("unknown", None)


def test_the_walk_reads_the_cpu_clock_once_per_4096_steps(monkeypatch):
    """The walk looks at the clock only every 4096 steps: on a clock that moves 1 s a read, with a limit of 0.5 s, it
    still finds GSEN(10)'s prefix in its first steps (transversal's own two reads and the walk's start: 2 s), and at
    N = 12, where it finds none, it gives up at its first look, step 4096 (one read more: 3 s)."""
    import itertools
    import types

    for N, answer in ((10, ("found", 2.0)), (12, ("unknown", 3.0))):
        reads = itertools.count(1.0)
        monkeypatch.setattr(prefix, "time", types.SimpleNamespace(process_time=lambda reads=reads: next(reads)))
        r = prefix.transversal(N, "anneal", time_limit=0.5)
        assert (r["status"], r["cpu_seconds"]) == answer, N


def test_stored_covers_are_the_recorded_tags_expanded():
    assert [N for N, how in known.FOUND.items() if how["kind"] == "prefix-translate"] == [36, 68, 132, 140]
    for N in (36, 68, 132, 140):
        how = known.FOUND[N]
        assert how["kind"] == "prefix-translate"
        net = gsen.GSEN(N)
        tags = [int(x) for x in how["tags"].split()]
        confs = prefix.expand(net, [prefix.prefix_states(net, t) for t in prefix.translates(net, tags)])
        assert [known.encode(S) for S in confs] == list(known.COVERS[N])


def test_a_solver_answer_that_is_no_cover_is_not_returned(monkeypatch):
    """Tags that are a prefix but not transversal expand to configurations that miss pairs: unknown, no cover."""
    net = gsen.GSEN(36)
    q = prefix.block_tags(net, np.zeros((4, 18), dtype=np.int64))
    monkeypatch.setattr(prefix, "transversal", lambda N, solver, t: {"status": "found", "tags": q})
    r = prefix.cover(36)
    assert (r["status"], r["size"], r["configurations"]) == ("unknown", None, [])
    assert r["message"].startswith("the translates are no cover: 36 configurations of GSEN(N=36) miss")
    monkeypatch.setattr(prefix, "transversal", lambda N, solver, t: {"status": "found", "tags": [0] * 36})
    r = prefix.cover(36)
    assert r["status"] == "unknown" and r["message"].startswith("the solver's tags are no prefix")


def test_cp_sat_out_of_time_says_unknown():
    """CP-SAT stopped by its time limit before an answer says "unknown" (not "none": nothing is proved), in the
    status and in the cover's message."""
    pytest.importorskip("ortools")
    r = prefix.cover(36, "cpsat", time_limit=0.0)
    assert (r["status"], r["tags"], r["size"]) == ("unknown", None, None)
    assert r["message"] == "no transversal prefix of GSEN(N=36) (cpsat: unknown)"


def test_prefix_states_names_the_tags_in_every_refusal(parameter_error):
    net = gsen.GSEN(12)
    assert parameter_error(prefix.prefix_states, net, [0] * 11) == (
        "tags",
        "GSEN(N=12) needs one tag per input, got 11",
    )
    assert parameter_error(prefix.prefix_states, net, [4] + [0] * 11) == (
        "tags",
        "a tag of a 2-stage prefix is below 4, got 4",
    )
    assert parameter_error(prefix.prefix_states, net, [0] * 12)[0] == "tags"


def test_transversal_refuses_an_unknown_solver():
    with pytest.raises(ParameterError, match="expected one of cadical, cpsat"):
        prefix.transversal(12, "z3")
