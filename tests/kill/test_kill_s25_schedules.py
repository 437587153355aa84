"""Pin of :mod:`alltoall.checkers.schedules` left by the survivors of the seed-20261125 sample: the whole sentence for a
processor that sends twice in one pass."""

from __future__ import annotations

from alltoall.checkers import schedules
from alltoall.spec.topologies import switch_network as sn


def test_schedule_violation_sentence_for_a_shared_sending_link():
    """Two signals of processor 0 in pass 0 share its sending link, named in full."""
    g = sn.SwitchNetwork(2, 2, ((0, 0), (1, 0)), (((0, 0), ("proc", 1)), ((1, 0), ("proc", 0))))
    assert schedules.schedule_violation(g, [[(0, 1, (0,)), (0, 1, (0,))]]) == (
        "pass 0: the signals of 0 -> 1 and 0 -> 1 share sending link of processor 0"
    )
