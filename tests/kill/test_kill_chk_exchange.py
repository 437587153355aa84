"""Pins of :mod:`alltoall.checkers.exchange` (liu-gu exchange engines): the replay's size reader
``_sizes_from`` (each raise with its parameter and message, the node limit on both sides of its
boundary, the reading) and ``ar_step_bundles`` value by value.
"""

from __future__ import annotations

import pytest

from alltoall.checkers import exchange as x
from alltoall.spec.algorithms import liu_gu
from alltoall.spec.errors import ParameterError


def err(params):
    with pytest.raises(ParameterError) as e:
        x._sizes_from(params)
    return e.value.parameter, str(e.value)


def test_sizes_from_reads_the_largest_replayable_sizes():
    assert x.REPLAY_LIMIT == {"ar": 4096, "at2": 1024}
    assert x._sizes_from({"algorithm": "ar", "sizes": [4096]}) == ("ar", (4096,), liu_gu.reading("listing"))
    assert x._sizes_from({"algorithm": "at2", "sizes": [32, 32], "reading": "prose-stage3"}) == (
        "at2",
        (32, 32),
        liu_gu.reading("prose-stage3"),
    )


def test_sizes_from_rejects_each_bad_value():
    assert err({"algorithm": "AR", "sizes": [4]}) == ("algorithm", "algorithm: expected 'ar' or 'at2', got 'AR'")
    assert err({"sizes": [4]}) == ("algorithm", "algorithm: expected 'ar' or 'at2', got None")
    for bad in ((4,), [0], [4, True], [4.0], None):
        assert err({"algorithm": "ar", "sizes": bad}) == ("sizes", "sizes: expected a list of positive integers")
    assert err({"algorithm": "ar", "sizes": [2, 2]}) == ("sizes", "sizes: ar takes 1 sizes")
    assert err({"algorithm": "at2", "sizes": [4]}) == ("sizes", "sizes: at2 takes 2 sizes")
    assert err({"algorithm": "ar", "sizes": [4097]}) == (
        "sizes",
        "sizes: 4097 nodes is more than replay handles (4096)",
    )
    assert err({"algorithm": "at2", "sizes": [33, 32]}) == (
        "sizes",
        "sizes: 1056 nodes is more than replay handles (1024)",
    )
    assert err({"algorithm": "ar", "sizes": [4], "reading": "zz"})[0] == "reading"


def test_ar_step_bundles():
    assert [x.ar_step_bundles(p) for p in (1, 4, 5, 7, 8, 11)] == [
        [1],
        [1, 1],
        [2, 2, 1],
        [2, 2, 1],
        [2, 3, 1, 2],
        [3, 4, 2, 3, 1],
    ]
