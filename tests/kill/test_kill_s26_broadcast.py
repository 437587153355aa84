"""Pins of :mod:`alltoall.checkers.broadcast` left by the survivors of the seed-20261126 sample: the
hop-by-hop reach count of a relay that dies out returns its counts, ``load_one_channel`` floods in the
reading it is given, and ``simulate`` stops exactly when the transmissions pass 2 N |sources| + 16."""

from __future__ import annotations

import numpy as np

from alltoall.checkers import broadcast as b


def test_reach_counts_of_a_relay_that_dies_out_hop_by_hop():
    """A non-monotone relay (all distances 0) whose one copy stops after a hop still returns the counts."""
    net = b.network("torus", 3)
    send = np.zeros((net.nodes, 4), dtype=bool)
    send[0, 0] = True  # node 0 relays to node 3 only
    r = b.Relay(send, b._targets(net), np.zeros(net.nodes, dtype=np.int32))
    c = b.reach_counts(net, 0, relay=r)
    assert c is not None and c.tolist() == [1, 0, 0, 1, 0, 0, 0, 0, 0]


def test_load_one_channel_floods_in_the_raw_reading():
    """Port 1 of node 0 of the 4-torus carries 5 messages in the raw reading (6 when counted centred)."""
    assert b.load_one_channel(b.network("torus", 4), 0, 1, "raw") == 5


def test_simulate_truncates_one_past_the_limit(everyone_relays):
    """One origin of the 3-torus, everyone relaying: 35 = 2 * 9 + 17 transmissions already exceed the limit."""
    s = b.simulate("torus", 3, 0, 0, 1, "input-received", reading="raw", origins=(3,))
    assert (s.truncated, len(s.tx)) == (True, 35)
