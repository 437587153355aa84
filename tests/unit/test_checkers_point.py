"""Tests of :mod:`alltoall.checkers.point`: the bounded fields a witness point is read through. Each
field's verdict on the last good value and the first bad one, the whole sentence a refusal gives (a replay
reports it), the nesting limit, the leaf paths domain coverage counts, and the two forms of a network."""

from __future__ import annotations

import pytest

from alltoall.checkers import point as pt
from alltoall.checkers.point import (
    CLAIM,
    MAX_DEPTH,
    Bool,
    Either,
    Enum,
    ListOf,
    Nat,
    Network,
    Record,
    Schema,
    Text,
    Vars,
)


def test_show_cuts_a_long_repr_to_40_characters():
    assert pt.show("a" * 38) == repr("a" * 38)  # 40 characters with the quotes
    assert pt.show("a" * 39) == "'" + "a" * 36 + "..."
    assert len(pt.show(list(range(100)))) == 40
    assert pt.show(None) == "None"


def test_nat_bounds_and_messages():
    f = Nat(10, low=2)
    assert [f.why(v) for v in (2, 10)] == [None, None]
    assert f.why(1) == "1 is below 2"
    assert f.why(11) == "11 exceeds the cap of 10"
    assert Nat(5).why(-1) == "-1 is negative"
    assert Nat(5).why(0) is None
    assert f.why(True) == "expected an integer, got True"
    assert f.why(3.0) == "expected an integer, got 3.0"
    assert f.why("3") == "expected an integer, got '3'"
    assert Nat().why(2**31 - 1) is None and Nat().why(2**31) == "2147483648 exceeds the cap of 2147483647"


def test_enum_takes_only_its_values_of_their_own_type():
    f = Enum("mesh", "torus")
    assert f.values == ("mesh", "torus")
    assert f.why("mesh") is None and f.why("torus") is None
    assert f.why("ring") == "'ring' is not one of 'mesh', 'torus'"
    g = Enum(0, 1)
    assert g.values == (0, 1)
    assert g.why(1) is None
    assert g.why(True) == "True is not one of 0, 1"
    assert g.why(1.0) == "1.0 is not one of 0, 1"
    assert g.why(2) == "2 is not one of 0, 1"
    assert Enum("a", 2).why(2) is None and Enum("a", 2).why("2") == "'2' is not one of 'a', 2"


def test_bool_and_text():
    assert Bool().why(True) is None and Bool().why(False) is None
    assert Bool().why(1) == "expected true or false, got 1"
    t = Text(5)
    assert t.why("abcde") is None and t.why("") is None
    assert t.why("abcdef") == "expected at most 5 printable characters, got 'abcdef'"
    assert t.why("a\nb") == "expected at most 5 printable characters, got 'a\\nb'"
    assert t.why(5) == "expected a string, got 5"
    assert Text().why("x" * 80) is None and Text().why("x" * 81).startswith("expected at most 80 printable")


def chain(levels: int, leaf=None):
    """``levels`` nested one-item lists of ``leaf`` (a Nat), and their value ``[[...[0]...]]``."""
    f, v = leaf or Nat(), 0
    for _ in range(levels):
        f, v = ListOf(f, 1), [v]
    return f, v


def test_list_bounds_items_and_nesting():
    f = ListOf(Nat(3), 3, min_len=1)
    assert f.why([0, 3, 1]) is None and f.why([2]) is None
    assert f.why([]) == "has 0 entries; at least 1"
    assert f.why([0, 0, 0, 0]) == "has 4 entries; at most 3"
    assert f.why([0, 4, 5]) == "[1]: 4 exceeds the cap of 3"
    assert f.why((0,)) == "expected a list, got (0,)"
    # the outermost list is at depth 0: lists down to depth MAX_DEPTH are read, one more is refused
    ok, v = chain(MAX_DEPTH + 1)
    assert ok.why(v) is None
    deep, v = chain(MAX_DEPTH + 2)
    assert deep.why(v) == "[0]: " * (MAX_DEPTH + 1) + "nested too deeply"
    assert ListOf(Nat(), 1).why([0], depth=MAX_DEPTH) is None
    assert ListOf(Nat(), 1).why([0], depth=MAX_DEPTH + 1) == "nested too deeply"


def test_list_leaves():
    f = ListOf(ListOf(Nat(), 3), 3)
    assert list(f.leaves([[1, 2], [], [3]], "p")) == ["p.0.0", "p.0.1", "p.1", "p.2.0"]
    assert list(f.leaves([], "p")) == ["p"]
    assert list(f.leaves(7, "p")) == ["p"]


def test_record_keys_messages_and_nesting():
    f = Record({"b": Nat(3), "a": Nat(3), "c": Nat(3)}, optional=frozenset({"a", "c"}))
    assert f.why({"b": 0}) is None and f.why({"b": 0, "a": 1, "c": 2}) is None
    assert f.why({"a": 1, "c": 2}) == "missing key 'b'"
    assert f.why({"b": 0, "c": 4}) == "c: 4 exceeds the cap of 3"
    assert f.why({"b": 0, "a": 4}) == "a: 4 exceeds the cap of 3"
    assert f.why({"b": 0, "z": 1, "y": 1}) == "unexpected key 'y' (expected a, b, c)"
    assert f.why([("b", 0)]) == "expected an object, got [('b', 0)]"
    g = Record({"x": Nat(3)})
    assert g.why({}) == "missing key 'x'"
    assert g.why({"x": 0}, depth=MAX_DEPTH) is None
    assert g.why({"x": 0}, depth=MAX_DEPTH + 1) == "nested too deeply"
    # a record counts as one level of nesting, as a list does
    inner, v = chain(MAX_DEPTH)
    assert Record({"x": inner}).why({"x": v}) is None
    inner, v = chain(MAX_DEPTH + 1)
    assert Record({"x": inner}).why({"x": v}) == "x: " + "[0]: " * MAX_DEPTH + "nested too deeply"


def test_record_leaves():
    f = Record({"a": ListOf(Nat(), 3), "b": Nat()}, optional=frozenset({"b"}))
    assert list(f.leaves({"a": [4, 5]}, "p")) == ["p.a.0", "p.a.1"]
    assert list(f.leaves({"a": [], "b": 1}, "p")) == ["p.a", "p.b"]
    assert list(f.leaves([1], "p")) == []


def test_either_takes_the_first_form_that_fits():
    small, big = Record({"x": Nat(3)}), Record({"x": Nat(10), "y": Nat(3)}, optional=frozenset({"y"}))
    f = Either(small, big)
    assert f.options == (small, big)
    assert f.why({"x": 2}) is None and f.why({"x": 9}) is None
    assert f.why({"x": 11}) == "x: 11 exceeds the cap of 3 / x: 11 exceeds the cap of 10"
    assert f.why({"x": 4, "y": 4}) == "unexpected key 'y' (expected x) / y: 4 exceeds the cap of 3"
    assert f.why({"x": 0}, depth=MAX_DEPTH + 1) == "nested too deeply / nested too deeply"
    assert f.why({"x": 0}, depth=MAX_DEPTH) is None
    assert list(f.leaves({"x": 1}, "p")) == ["p.x"]
    assert list(f.leaves({"x": 4, "y": 1}, "p")) == ["p.x", "p.y"]
    assert list(f.leaves({"x": 11}, "p")) == ["p"]
    # a top-level value is at depth 0, for its verdict and for the form its leaves follow
    deep, v = chain(MAX_DEPTH + 1)
    assert Either(deep).why(v) is None
    assert list(Either(deep, Nat()).leaves(v, "p")) == ["p" + ".0" * (MAX_DEPTH + 1)]
    lists = Either(ListOf(Nat(3), 2), ListOf(Nat(9), 2))
    assert list(lists.leaves([7, 8], "p")) == ["p.0", "p.1"]


def test_vars_names_and_values():
    f = Vars(max_keys=2)
    assert f.why({}) is None and f.why({"n": 5, "k": 0}) is None
    assert f.why({"a": 1, "b": 2, "c": 3}) == "has 3 names; at most 2"
    assert f.why({"a" * 16: 1}) is None
    assert f.why({"a" * 17: 1}) == "'aaaaaaaaaaaaaaaaa' is not a variable name"
    assert f.why({"2n": 1}) == "'2n' is not a variable name"
    assert f.why({3: 1}) == "3 is not a variable name"
    assert f.why({"n": -1}) == "n: -1 is negative"
    assert f.why([1]) == "expected an object of named integers, got [1]"
    assert Vars().why({f"v{i}": i for i in range(8)}) is None
    assert Vars().why({f"v{i}": i for i in range(9)}) == "has 9 names; at most 8"
    # a value is read one level down
    inner, v = chain(MAX_DEPTH)
    assert Vars(value=inner).why({"n": v}) is None
    inner, v = chain(MAX_DEPTH + 1)
    assert Vars(value=inner).why({"n": v}) == "n: " + "[0]: " * MAX_DEPTH + "nested too deeply"
    assert list(f.leaves({"n": 1, "k": 2}, "p")) == ["p.n", "p.k"]
    assert list(f.leaves(3, "p")) == []


NAMED = {"topology": "omega", "d": 2, "k": 3}
WIRED = {"N": 4, "d": 2, "name": "mine", "wirings": [[0, 1, 2, 3], [3, 2, 1, 0]]}


def test_network_named_form_bounds():
    f = Network()
    assert f.why(NAMED) is None
    assert f.why({**NAMED, "topology": "t" * 40}) is None
    assert f.why({**NAMED, "topology": "t" * 41}).startswith("topology: expected at most 40 printable characters")
    assert f.why({**NAMED, "d": 1}).startswith("d: 1 is below 2 / ")
    assert f.why({"topology": "omega", "d": 64, "k": 2}) is None  # 4096 ports
    assert f.why({"topology": "omega", "d": 65, "k": 1}).startswith("d: 65 exceeds the cap of 64 / ")
    assert f.why({"topology": "omega", "d": 64, "k": 0}) is None
    assert f.why({"topology": "omega", "d": 2, "k": 0}) is None
    assert f.why({"topology": "omega", "d": 2, "k": -1}).startswith("k: -1 is negative / ")
    assert f.why({"topology": "omega", "d": 2, "k": 63}).startswith("k: 63 exceeds the cap of 62 / ")
    assert f.why({"topology": "omega", "d": 2, "k": 62}) == "the network has 2**62 ports; replay accepts at most 8192"
    assert f.why({"topology": "omega", "d": 2, "k": 13}) is None
    assert f.why({"topology": "omega", "d": 2, "k": 14}) == "the network has 2**14 ports; replay accepts at most 8192"
    assert f.why({"topology": "omega", "d": 3, "k": 9}) == "the network has 3**9 ports; replay accepts at most 8192"
    assert f.why({"topology": "omega", "d": 64, "k": 3}) == "the network has 64**3 ports; replay accepts at most 8192"
    assert f.why({"topology": "omega", "d": 64, "k": 62}) == "the network has 64**62 ports; replay accepts at most 8192"
    assert Network(max_ports=8).why(NAMED) is None
    # under a huge cap only d**k decides (the bit-length test only spares computing a huge power)
    huge = Network(max_ports=2**62)
    assert huge.why({"topology": "omega", "d": 2, "k": 62}) is None
    assert huge.why({"topology": "omega", "d": 2, "k": 21}) is None
    assert huge.why({"topology": "omega", "d": 3, "k": 39}) is None
    assert (
        huge.why({"topology": "omega", "d": 3, "k": 40})
        == "the network has 3**40 ports; replay accepts at most 4611686018427387904"
    )
    assert Network(max_ports=7).why(NAMED) == "the network has 2**3 ports; replay accepts at most 7"
    assert f.why({"topology": "omega", "d": 2}) == (
        "missing key 'k' / unexpected key 'topology' (expected N, d, name, wirings)"
    )


def test_network_wired_form_bounds():
    f = Network()
    assert f.why(WIRED) is None
    assert f.why({k: v for k, v in WIRED.items() if k != "name"}) is None
    assert f.why({**WIRED, "name": "n" * 80}) is None
    assert f.why({**WIRED, "name": "n" * 81}).endswith(
        "name: expected at most 80 printable characters, got " + pt.show("n" * 81)
    )
    assert f.why({**WIRED, "N": 0}).endswith(" / N: 0 is below 1")
    assert f.why({**WIRED, "N": 1}) is None
    assert f.why({**WIRED, "N": 8192}) is None
    assert f.why({**WIRED, "N": 8193}).endswith(" / N: 8193 exceeds the cap of 8192")
    assert f.why({**WIRED, "d": 1}).endswith(" / d: 1 is below 2")
    assert f.why({**WIRED, "d": 64}) is None
    assert f.why({**WIRED, "d": 65}).endswith(" / d: 65 exceeds the cap of 64")
    assert f.why({**WIRED, "wirings": [[0]]}).endswith(" / wirings: has 1 entries; at least 2")
    assert f.why({**WIRED, "wirings": [[0]] * 64}) is None
    assert f.why({**WIRED, "wirings": [[0]] * 65}).endswith(" / wirings: has 65 entries; at most 64")
    assert f.why({**WIRED, "wirings": [[8192], []]}) is None
    assert f.why({**WIRED, "wirings": [[8193], []]}).endswith(" / wirings: [0]: [0]: 8193 exceeds the cap of 8192")
    assert f.why({**WIRED, "wirings": [[0] * 8192, []]}) is None
    assert f.why({**WIRED, "wirings": [[0] * 8193, []]}).endswith(" / wirings: [0]: has 8193 entries; at most 8192")
    small = Network(max_ports=4)
    assert small.why(WIRED) is None
    assert small.why({**WIRED, "N": 5}).endswith(" / N: 5 exceeds the cap of 4")
    assert small.why({**WIRED, "wirings": [[0, 5], [1]]}).endswith(" / wirings: [0]: [1]: 5 exceeds the cap of 4")
    assert small.why({**WIRED, "wirings": [[0] * 5, [1]]}).endswith(" / wirings: [0]: has 5 entries; at most 4")
    assert f.why({**WIRED, "extra": 1}) == (
        "unexpected key 'N' (expected d, k, topology) / unexpected key 'extra' (expected N, d, name, wirings)"
    )
    assert f.why(WIRED, depth=MAX_DEPTH - 2) is None
    assert f.why(WIRED, depth=MAX_DEPTH - 1).endswith(" / wirings: [0]: nested too deeply")
    assert f.why(WIRED, depth=MAX_DEPTH + 1) == "nested too deeply / nested too deeply"


def test_network_leaves_follow_the_form():
    f = Network()
    assert list(f.leaves(NAMED, "net")) == ["net.topology", "net.d", "net.k"]
    assert list(f.leaves({"N": 2, "d": 2, "wirings": [[0, 1], [1]]}, "net")) == [
        "net.N",
        "net.d",
        "net.wirings.0.0",
        "net.wirings.0.1",
        "net.wirings.1.0",
    ]
    assert list(f.leaves({"d": 2}, "net")) == ["net"]


def test_schema_refuses_a_plain_value_and_splits_claim_fields():
    with pytest.raises(TypeError) as e:
        Schema({"n": Nat()}, {"x": 3})
    assert str(e.value) == "data.x: 3 is not a point field (see alltoall.checkers.point)"
    with pytest.raises(TypeError) as e:
        Schema({"n": "nat"}, {})
    assert str(e.value) == "params.n: 'nat' is not a point field (see alltoall.checkers.point)"
    s = Schema({"n": Nat(), "bound": CLAIM}, {"x": Nat(), "reading": CLAIM})
    assert s.claim_fields() == ["bound", "reading"]
    assert s.instance_fields() == ["n"]
