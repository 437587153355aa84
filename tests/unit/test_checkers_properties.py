"""Tests of :mod:`alltoall.checkers.properties` (every property, defined once): each violation is compared
whole (property, message and ``where``) on a small known-bad input, next to a good input on the same
boundary."""

from __future__ import annotations

from types import SimpleNamespace as D

import numpy as np

from alltoall.checkers import properties as p
from alltoall.spec import schedule as sch

V = p.Violation


def test_bijective_names_an_output_out_of_range_or_reached_twice():
    assert p.bijective(np.array([1, 2, 0])) is None and p.bijective([]) is None
    assert p.bijective([0, 3, 1]) == V("bijective", "input 1 reaches 3, outside 0..2", {"input": 1, "output": 3})
    assert p.bijective([0, -1, 1]) == V("bijective", "input 1 reaches -1, outside 0..2", {"input": 1, "output": -1})
    assert p.bijective([2, 0, 2]) == V(
        "bijective", "inputs 0 and 2 both reach output 2", {"inputs": [0, 2], "output": 2}
    )


def test_latin_names_the_first_repeat_or_bad_shape():
    assert p.latin([[0, 1, 2], [1, 2, 0], [2, 0, 1]]) is None
    assert p.latin(np.zeros((0, 0), int)) is None  # the empty square has no entry out of range
    assert p.latin(np.array([[1]])) == V("latin", "entries outside 0..0", {})
    assert p.latin(np.array([[-1, 0], [0, 1]])) == V("latin", "entries outside 0..1", {})
    assert p.latin(np.array(3)) == V("latin", "not square: shape ()", {"shape": []})
    assert p.latin(np.zeros((2, 3), int)) == V("latin", "not square: shape (2, 3)", {"shape": [2, 3]})
    assert p.latin(np.zeros((3, 2), int)) == V("latin", "not square: shape (3, 2)", {"shape": [3, 2]})
    assert p.latin([[0, 1], [1, 2]]) == V("latin", "entries outside 0..1", {})
    assert p.latin([[0, -1], [1, 0]]) == V("latin", "entries outside 0..1", {})
    assert p.latin([[0, 1, 2], [1, 2, 0], [2, 1, 1]]) == V(
        "latin", "row 2 repeats 1 (at rounds 1 and 2)", {"kind": "row", "index": 2, "value": 1, "positions": [1, 2]}
    )
    assert p.latin([[0, 1, 2], [1, 2, 0], [1, 2, 0]]) == V(
        "latin",
        "column 0 repeats 1 (at outputs 1 and 2)",
        {"kind": "column", "index": 0, "value": 1, "positions": [1, 2]},
    )
    assert p.latin([[0, 2, 1], [2, 0, 1], [1, 0, 2]]) == V(
        "latin",
        "column 1 repeats 0 (at outputs 1 and 2)",
        {"kind": "column", "index": 1, "value": 0, "positions": [1, 2]},
    )
    assert p.latin([[2, 0, 2], [0, 1, 2], [1, 2, 0]]) == V(
        "latin", "row 0 repeats 2 (at rounds 0 and 2)", {"kind": "row", "index": 0, "value": 2, "positions": [0, 2]}
    )


def dv(r, s, i, o):
    return D(round=r, sender=s, intended=i, output=o)


def test_delivers_every_message():
    good = [dv(0, 0, 0, 0), dv(0, 1, 1, 1), dv(1, 0, 1, 1), dv(1, 1, 0, 0)]
    assert p.delivers_every_message(good, 2) is None
    assert p.delivers_every_message(good[:1] + [dv(0, 1, 1, 0)] + good[2:], 2) == V(
        "delivers-every-message",
        "round 0: processor 1's message for 1 arrives at output 0",
        {"round": 0, "sender": 1, "intended": 1, "output": 0},
    )
    assert p.delivers_every_message(good[:3], 2) == V(
        "delivers-every-message", "no message from 1 to 0", {"sender": 1, "receiver": 0}
    )


def test_no_shared_resource_and_its_two_forms():
    assert p.no_shared_resource(np.array([[0, 1], [1, 0], [-1, -1], [-1, 2]])) is None
    assert p.no_shared_resource(np.array([0, 1])) == V(
        "no-shared-resource", "expected a 2-D (signal x step) table, got shape (2,)", {}
    )
    assert p.no_shared_resource(np.array([[0, 1], [1, 2], [2, 2]]), what="link", step="slot", prop="x") == V(
        "x", "signals 1 and 2 share link 2 at slot 1", {"slot": 1, "link": 2, "signals": [1, 2]}
    )
    assert p.no_shared_resource(np.array([[3, 1, 5], [0, 3, 5], [3, 0, 5]])) == V(
        "no-shared-resource",
        "signals 0 and 2 share resource 3 at step 0",
        {"step": 0, "resource": 3, "signals": [0, 2]},
    )
    assert p.contention_free(np.array([[-1, 4], [-1, 4]])) == V(
        "contention-free", "signals 0 and 1 share link 4 at boundary 1", {"boundary": 1, "link": 4, "signals": [0, 1]}
    )
    assert p.crosstalk_free(np.array([[1, 0], [1, 2]])) == V(
        "crosstalk-free", "signals 0 and 1 share switch 1 at stage 0", {"stage": 0, "switch": 1, "signals": [0, 1]}
    )


def test_schedule_contention_free():
    T = sch.Transfer
    # one transfer crossing the same resource twice in a step is no contention (only two transfers are)
    ok = sch.Schedule(
        (sch.Step((T(0, 1, (0,), ((0, 1),)), T(1, 0, (1,), ((1, 0),)))), sch.Step((T(0, 1, (0, 0), ((0, 1),)),)))
    )
    assert p.schedule_contention_free(ok) is None
    bad = sch.Schedule(
        (sch.Step((T(0, 1, (0,), ((0, 1),)),)), sch.Step((T(0, 1, (5, 2), ((0, 1),)), T(1, 0, (2,), ((1, 0),)))))
    )
    assert p.schedule_contention_free(bad) == V(
        "contention-free", "step 1: transfers 0 and 1 share resource 2", {"step": 1, "resource": 2, "transfers": [0, 1]}
    )


def test_pairs_once():
    every = [(0, s, d) for s in range(2) for d in range(2)]
    assert p.pairs_once(every, 2) is None
    assert p.pairs_once([(0, 0, 1), (1, 1, 0)], 2, self_pairs=False) is None
    assert p.pairs_once([(0, 0, 1), (1, 0, 2)], 2, 3, self_pairs=False, what="w") == V(
        "w", "no message from 1 to 0", {"sender": 1, "receiver": 0}
    )
    assert p.pairs_once([(0, 0, 1), (1, 0, 0)], 2, self_pairs=False) == V(
        "delivers-every-message", "step 1: 0 sends to itself", {"when": 1, "sender": 0, "receiver": 0}
    )
    assert p.pairs_once([(0, 2, 0)], 2) == V(
        "delivers-every-message", "step 0: pair 2 -> 0 is outside the network", {"when": 0, "sender": 2, "receiver": 0}
    )
    assert p.pairs_once([("pass 3", 0, 2)], 2) == V(
        "delivers-every-message",
        "pass 3: pair 0 -> 2 is outside the network",
        {"when": "pass 3", "sender": 0, "receiver": 2},
    )
    assert p.pairs_once([(0, -1, 0)], 2).message == "step 0: pair -1 -> 0 is outside the network"
    assert p.pairs_once([(0, 0, -1)], 2).message == "step 0: pair 0 -> -1 is outside the network"
    assert p.pairs_once([(0, 0, 1), (np.int64(4), 0, 1)], 2) == V(
        "delivers-every-message",
        "0 -> 1 is served twice (step 0 and step 4)",
        {"sender": 0, "receiver": 1, "when": [0, 4]},
    )
    assert p.pairs_once([(0, 0, 0), (1, 0, 1), (2, 1, 0)], 2) == V(
        "delivers-every-message", "no message from 1 to 1", {"sender": 1, "receiver": 1}
    )
    assert p.pairs_once([(0, 0, 0)], 1, 2) == V(
        "delivers-every-message", "no message from 0 to 1", {"sender": 0, "receiver": 1}
    )


def test_schedule_delivers():
    T = sch.Transfer
    s = sch.Schedule((sch.Step((T(0, 1, (0,), ((0, 1),)), T(1, 0, (1,), ((1, 0),)))),))
    assert p.schedule_delivers(s, 2) is None
    assert p.schedule_delivers(s, 3) == V(
        "delivers-every-message", "no message from 0 to 2", {"sender": 0, "receiver": 2}
    )


def test_unique_paths_and_the_table():
    assert p.unique_paths(np.ones((2, 2), int)) is None
    assert p.unique_paths(np.array([[1, 1], [2, 0]])) == V(
        "banyan", "input 1 has 2 paths to output 0", {"input": 1, "output": 0, "paths": 2}
    )
    assert p.PROPERTIES == {
        "bijective": p.bijective,
        "latin": p.latin,
        "delivers-every-message": p.delivers_every_message,
        "contention-free": p.contention_free,
        "banyan": p.unique_paths,
        "no-shared-resource": p.no_shared_resource,
        "pairs-once": p.pairs_once,
        "crosstalk-free": p.crosstalk_free,
    }


def _near_latin_squares():
    """Cyclic squares of N = 1..9 with rows, columns, entries and single cells changed, seeded."""
    rng = np.random.default_rng(20261127)
    for N in range(1, 10):
        L = (np.arange(N)[:, None] + np.arange(N)[None, :]) % N
        yield L
        yield L[rng.permutation(N)][:, rng.permutation(N)]
        for _ in range(12):
            B = L[rng.permutation(N)].copy()
            B[rng.integers(N), rng.integers(N)] = rng.integers(N)  # one cell rewritten (often a repeat)
            yield B
            yield B.T.copy()
            yield rng.integers(0, N, size=(N, N))


def test_latin_counted_and_searched_give_the_same_answer(monkeypatch):
    """The counting pass (N <= _LATIN_COUNTED) changes no answer: each square gets the same violation
    (or None) with it as without it; squares that pass and fail in rows, in columns and in both."""
    squares = list(_near_latin_squares())
    counted = [p.latin(A) for A in squares]
    monkeypatch.setattr(p, "_LATIN_COUNTED", 0)
    assert counted == [p.latin(A) for A in squares]
    assert sum(v is None for v in counted) >= 18 and {v.where["kind"] for v in counted if v} == {"row", "column"}


def test_latin_by_counts_rejects_a_repeat_in_a_row_or_a_column_only():
    rows_bad = np.array([[0, 0], [1, 1]])  # columns are permutations, rows repeat
    assert not p._latin_by_counts(rows_bad, 2) and not p._latin_by_counts(rows_bad.T, 2)
    assert p._latin_by_counts(np.array([[0, 1], [1, 0]]), 2)
    assert p.latin(np.array([[1, 1], [0, 0]], dtype=np.uint8)) == V(
        "latin", "row 0 repeats 1 (at rounds 0 and 1)", {"kind": "row", "index": 0, "value": 1, "positions": [0, 1]}
    )


def _served_tables():
    """Seeded (when, sender, receiver) tables: all pairs once in a shuffled order, and copies with a pair
    repeated, dropped, sent out of range or to itself, with 1-3 such edits."""
    rng = np.random.default_rng(20261127)
    for S, Dn in ((1, 1), (3, 3), (4, 5), (5, 3), (6, 6)):
        s, d = (a.ravel() for a in np.indices((S, Dn)))
        for _ in range(25):
            order = rng.permutation(s.size)
            w, ss, dd = rng.integers(0, 9, size=s.size), s[order].copy(), d[order].copy()
            for _ in range(rng.integers(0, 4)):
                if not ss.size:
                    break
                m = rng.integers(ss.size)
                kind = rng.integers(4)
                if kind == 0:
                    ss[m], dd[m] = ss[rng.integers(ss.size)], dd[rng.integers(ss.size)]  # often a repeat
                elif kind == 1:
                    ss[m] = rng.choice([-1, S])  # outside
                elif kind == 2:
                    dd[m] = ss[m]  # a self pair (or the same pair)
                else:
                    w, ss, dd = np.delete(w, m), np.delete(ss, m), np.delete(dd, m)  # dropped
            yield S, Dn, w, ss, dd


def test_pairs_once_table_answers_as_pairs_once():
    seen = set()
    for S, Dn, w, s, d in _served_tables():
        for self_pairs in (True, False):
            want = p.pairs_once(zip(w.tolist(), s.tolist(), d.tolist()), S, Dn, self_pairs=self_pairs, what="x")
            assert p.pairs_once_table(w, s, d, S, Dn, self_pairs=self_pairs, what="x") == want, (S, Dn, w, s, d)
            seen.add(want.message.split(" ")[-1] if want else None)
    assert None in seen and len(seen) >= 5  # passes and several kinds of failure were compared
    assert p.pairs_once_table(np.zeros(0), np.zeros(0), np.zeros(0), 0) is None


def test_delivers_every_message_table_answers_as_delivers_every_message():
    rng = np.random.default_rng(7)
    for _ in range(60):
        N = int(rng.integers(1, 6))
        r, s = np.indices((N, N))
        intended = (s + r) % N
        out = intended.copy()
        if rng.integers(2):
            out[rng.integers(N), rng.integers(N)] = rng.integers(N)  # sometimes misdelivered
        if rng.integers(2):
            intended[rng.integers(N), rng.integers(N)] = rng.integers(N)  # sometimes a pair twice
        objs = [
            D(round=int(a), sender=int(b), intended=int(c), output=int(e))
            for a, b, c, e in zip(r.ravel(), s.ravel(), intended.ravel(), out.ravel())
        ]
        assert p.delivers_every_message_table(r, s, intended, out, N) == p.delivers_every_message(objs, N)
