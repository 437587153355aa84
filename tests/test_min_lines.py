"""Lines of a multistage network: a wiring given as a table and its inverse (the mirror image of a
network inverts every wiring), and the directed resources ``MIN.channels()`` (line l at boundary b,
id b * N + l), worked out by hand for small networks."""

from __future__ import annotations

from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies.base import Topology


def test_line_table_inverse():
    t = ms.LineTable((2, 0, 3, 1))  # 0 -> 2, 1 -> 0, 2 -> 3, 3 -> 1
    inv = t.inverse()
    assert inv == ms.LineTable((1, 3, 0, 2))
    assert all(type(v) is int for v in inv.table_)
    assert inv.inverse() == t
    assert ms.LineTable((0, 1, 2)).inverse() == ms.LineTable((0, 1, 2))
    assert ms.LineTable((1, 2, 3, 4, 5, 0)).inverse() == ms.LineTable((5, 0, 1, 2, 3, 4))


def test_line_table_inverse_in_the_mirror_image():
    net = ms.from_data({"d": 2, "k": 2, "wirings": [[0, 1, 2, 3], [2, 0, 3, 1], [1, 0, 3, 2]]})
    back = ms.reverse(net)
    assert str(back) == "ReverseCustom(d=2, k=2)"
    assert [t.tolist() for t in back.tables()] == [[1, 0, 3, 2], [1, 3, 0, 2], [0, 1, 2, 3]]


def test_min_channels_are_lines_at_boundaries():
    net = ms.omega(2, 2)  # 2 stages, 4 lines: boundaries 0, 1, 2
    assert isinstance(net, Topology)
    assert net.channels() == (
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 0),
        (2, 1),
        (2, 2),
        (2, 3),
    )
    big = ms.omega(3, 2)  # 9 lines, 2 stages
    ch = big.channels()
    assert len(ch) == 27 and ch[0] == (0, 0) and ch[13] == (1, 4) and ch[-1] == (2, 8)
    assert all(ch[b * 9 + l] == (b, l) for b in range(3) for l in range(9))
    assert len(ms.benes(3).channels()) == 6 * 8
