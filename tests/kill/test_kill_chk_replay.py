"""Pins of :mod:`alltoall.checkers.replay` (the registry of replayers and the witness point's shapes).

Registration is pinned on a fresh kind registered inside the test (the module-level registrations
run at import, before any test). Each shape rule's reason is pinned as a whole string, on the first
bad value and the last good one; ``_bytes`` on each unit's boundary.
"""

from __future__ import annotations

import pytest

from alltoall.checkers import replay as r


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(r, "REPLAYERS", dict(r.REPLAYERS))
    return r.REPLAYERS


def fn(params, data):
    return True, "x"


def test_replayer_registers_with_its_declaration(fresh):
    cost = lambda p, d: 1.0  # noqa: E731
    assert r.replayer("kill-test", point={"a": r.NAT}, params={"b": r.NATS}, cost=cost)(fn) is fn
    assert r.REPLAYERS["kill-test"] == r.Replayer("kill-test", fn, False, {"a": r.NAT}, {"b": r.NATS}, cost)
    assert r.REPLAYERS["kill-test"].declared is True
    assert r.REPLAYERS["kill-test"](None, {}, {}) == (True, "x")
    r.replayer("kill-test-args")(lambda p, d: (True, f"{p} {d}"))
    assert r.REPLAYERS["kill-test-args"]("claim", {"p": 1}, {"d": 2}) == (True, "{'p': 1} {'d': 2}")


def test_replayer_takes_points_for_an_undeclared_kind(fresh, monkeypatch):
    monkeypatch.setitem(r.POINTS, "kill-test", ({"a": r.NAT}, {"b": r.BOOL}))
    r.replayer("kill-test", with_claim=True)(lambda c, p, d: (False, f"{c} {p} {d}"))
    rep = r.REPLAYERS["kill-test"]
    assert (rep.kind, rep.with_claim, rep.point, rep.params, rep.cost) == ("kill-test", True, {"a": r.NAT}, {"b": r.BOOL}, None)
    assert rep("c", {"p": 1}, {"d": 2}) == (False, "c {'p': 1} {'d': 2}")


def test_replayer_declaration_wins_over_points(fresh, monkeypatch):
    monkeypatch.setitem(r.POINTS, "kill-test", ({"a": r.NAT}, {"b": r.BOOL}))
    r.replayer("kill-test", params={"c": r.ANY})(fn)
    assert (r.REPLAYERS["kill-test"].point, r.REPLAYERS["kill-test"].params) == (None, {"c": r.ANY})
    r.replayer("kill-test-2")(fn)
    assert r.REPLAYERS["kill-test-2"].declared is False and r.REPLAYERS["kill-test-2"].point is None


def test_replayer_refuses_a_second_function_for_a_kind(fresh):
    r.replayer("kill-test")(fn)
    r.replayer("kill-test")(fn)  # the same function again: fine
    with pytest.raises(ValueError) as e:
        r.replayer("kill-test")(lambda p, d: (True, ""))
    assert str(e.value) == "two replayers for witness kind 'kill-test'"


def test_int_rule():
    assert r._int(0) is None and r._int(r.MAX_INT) is None and r._int(-1, -1) is None
    assert r._int(-1) == "-1 is negative"
    assert r._int(-2, -1) == "-2 is below -1"
    assert r._int(r.MAX_INT + 1) == "2147483648 exceeds the largest value replay accepts (2147483647)"
    assert r._int(True) == "expected an integer, got True"
    assert r._int(1.0) == "expected an integer, got 1.0"
    assert r._show("x" * 41) == repr("x" * 41)[:37] + "..."
    assert r._show("x" * 38) == repr("x" * 38)


def test_generic_ok():
    assert r.generic_ok({"a": [1, {"b": "s", "c": None, "d": True}]}) is None
    assert r.generic_ok({"a": [1, {"b": -1}]}) == "a: [1]: b: -1 is negative"
    assert r.generic_ok([0, [-1]], -1) is None
    assert r.generic_ok([0, [-2]], -1) == "[1]: [0]: -2 is below -1"
    assert r.generic_ok({"a": 1.5}) == "a: expected an integer, got 1.5"
    deep = 0
    for _ in range(32):
        deep = [deep]
    assert r.generic_ok(deep) is None
    assert r.generic_ok([deep]) == "[0]: " * 33 + "nested too deeply"
    assert r.generic_ok(0, depth=33) == "nested too deeply" and r.generic_ok(0, depth=32) is None


def test_shape_ok_each_shape():
    assert r.shape_ok(r.NAT, 3) is None and r.shape_ok(r.NAT, -1) == "-1 is negative"
    assert r.shape_ok(r.NATS, [0, 1]) is None
    assert r.shape_ok(r.NATS, [0, -1]) == "[1]: -1 is negative"
    assert r.shape_ok(r.NATS, (0,)) == "expected a list of integers, got (0,)"
    assert r.shape_ok(r.SEMI, [-1, 2]) is None and r.shape_ok(r.SEMI, [0, -2]) == "[1]: -2 is below -1"
    assert r.shape_ok(r.SEMI, 3) == "expected a list of integers, got 3"
    assert r.shape_ok(r.SEMIS, [[-1], [0]]) is None
    assert r.shape_ok(r.SEMIS, [[-1], [0, -2]]) == "[1][1]: -2 is below -1"
    assert r.shape_ok(r.SEMIS, [[0], 5]) == "[1]: expected a list of integers, got 5"
    assert r.shape_ok(r.SEMIS, 5) == "expected a list of lists of integers, got 5"
    assert r.shape_ok(r.MATRIX, [[0, 1], []]) is None
    assert r.shape_ok(r.MATRIX, [[0, -1]]) == "[0]: [1]: -1 is negative"
    assert r.shape_ok(r.MATRIX, [[0], 1]) == "expected a list of lists of integers, got [[0], 1]"
    assert r.shape_ok(r.MATRIX, 1) == "expected a list of lists of integers, got 1"
    assert r.shape_ok(r.BOOL, False) is None and r.shape_ok(r.BOOL, 0) == "expected true or false, got 0"
    assert r.shape_ok(r.NETWORK, {"N": 8}) is None
    assert r.shape_ok(r.NETWORK, {"N": -1}) == "N: -1 is negative"
    assert r.shape_ok(r.NETWORK, {"N": 8193}).startswith("the network has N = 8193 ports")
    assert r.shape_ok(r.NETWORK, [1]) == "expected an object, got [1]"
    assert r.shape_ok(r.NETWORKS, [{"network": {"N": 4}}, {"x": 1}]) is None
    assert r.shape_ok(r.NETWORKS, [{"network": {"N": 4}}, {"network": {"d": 2, "k": 14}}]).startswith("the network has 2**14 = 16384 ports")
    assert r.shape_ok(r.NETWORKS, [{"network": -1}]) == "[0]: network: -1 is negative"
    assert r.shape_ok(r.NETWORKS, [1]) == "expected a list of objects, got [1]"
    assert r.shape_ok(r.NETWORKS, {}) == "expected a list of objects, got {}"
    assert r.shape_ok(r.ANY, {"a": [-1]}) == "a: [0]: -1 is negative" and r.shape_ok(r.CLAIM, "x") is None
    assert r.shape_ok(r.CLAIM, -3) == "-3 is negative"
    with pytest.raises(ValueError) as e:
        r.shape_ok("nope", 1)
    assert str(e.value) == "unknown point shape 'nope'"


def test_ports_ok():
    assert r.ports_ok({"N": 8192}) is None and r.ports_ok({"d": 2, "k": 13}) is None and r.ports_ok({}) is None
    assert r.ports_ok({"N": 8193}) == ("the network has N = 8193 ports; replay accepts at most 8192: an N x N table of its "
                                       "ports alone would need 512.1 MiB, over the memory cap")
    assert r.ports_ok({"d": 4, "k": 7}) == ("the network has 4**7 = 16384 ports; replay accepts at most 8192: an N x N table "
                                            "of its ports alone would need 2.0 GiB, over the memory cap")
    assert r.ports_ok({"d": 2, "k": 63}) == "the network has 2**63 ports; replay accepts at most 8192"
    assert r.ports_ok({"d": 2, "k": 62}).startswith("the network has 2**62 = 4611686018427387904 ports")
    assert r.ports_ok({"d": 1, "k": 100}) is None
    assert r.ports_ok({"d": True, "k": 20}) is None and r.ports_ok({"d": 2, "k": True}) is None
    assert r.ports_ok({"N": True, "d": 2, "k": 14}).startswith("the network has 2**14")
    assert r.ports_ok({"N": 1, "d": 2, "k": 14}) is None


def test_bytes_units():
    assert [r._bytes(x) for x in (0, 1023, 1024, 1024**2 - 1, 1024**2, 1536 * 1024**2, 1024**8, 5 * 1024**8, 1024**9)] == [
        "0 B", "1023 B", "1.0 KiB", "1024.0 KiB", "1.0 MiB", "1.5 GiB", "1.0 YiB", "5.0 YiB", "1024.0 YiB"]
    assert [r._bytes(1024**k) for k in range(9)] == ["1 B", "1.0 KiB", "1.0 MiB", "1.0 GiB", "1.0 TiB", "1.0 PiB", "1.0 EiB", "1.0 ZiB", "1.0 YiB"]


def test_load_imports_every_top_level_module_and_reports_failures(monkeypatch):
    import importlib
    import sys

    seen = []
    real = importlib.import_module

    def fake(name, *a):
        seen.append(name)
        if name.endswith(".render"):
            raise RuntimeError("broken")
        return real(name, *a)

    monkeypatch.setattr(importlib, "import_module", fake)
    failed = r.load()
    assert failed == {"render": "RuntimeError: broken"}
    names = [s.rsplit(".", 1)[1] for s in seen]
    assert "replay" not in names and "strategies" not in names and "z3" not in names
    assert names == sorted(names) and {"broadcast", "exchange", "yang_wang", "properties"} <= set(names)
    assert all(s.startswith("alltoall.checkers.") for s in seen)
    assert "alltoall.checkers" in sys.modules
