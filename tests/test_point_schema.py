"""Witness kinds and their point schemas (checkers/point.py, checkers/replay.py): a kind cannot be
registered without declaring every field it reads, each typed and bounded; the messages a user sees
when a field is refused are pinned."""

from __future__ import annotations

import pytest

from alltoall.checkers import point as P
from alltoall.checkers import replay as r


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(r, "REPLAYERS", dict(r.REPLAYERS))
    return r.REPLAYERS


def fn(params, data):
    return True, "x"


def test_a_kind_registers_with_its_schema(fresh):
    cost = lambda p, d: 1.0  # noqa: E731
    assert r.replayer("toy", point={"a": P.NAT}, params={"b": P.NATS}, cost=cost)(fn) is fn
    rp = r.REPLAYERS["toy"]
    assert rp.schema == P.Schema({"b": P.NATS}, {"a": P.NAT}) and rp.cost is cost
    assert (rp.point, rp.params) == ({"a": P.NAT}, {"b": P.NATS})
    assert rp(None, {}, {}) == (True, "x")
    r.replayer("toy-claim", with_claim=True, params={}, point={})(lambda c, p, d: (False, f"{c} {p} {d}"))
    assert r.REPLAYERS["toy-claim"]("c", {"p": 1}, {"d": 2}) == (False, "c {'p': 1} {'d': 2}")


@pytest.mark.parametrize("decl", [{}, {"params": {"b": P.NAT}}, {"point": {"a": P.NAT}}])
def test_a_kind_without_its_schema_is_refused(fresh, decl):
    with pytest.raises(ValueError, match="declare every field"):
        r.replayer("toy", **decl)(fn)
    assert "toy" not in r.REPLAYERS


def test_a_schema_holds_only_point_fields(fresh):
    with pytest.raises(TypeError, match="params.b: 'nat' is not a point field"):
        r.replayer("toy", params={"b": "nat"}, point={})(fn)


def test_a_kind_has_one_replayer(fresh):
    r.replayer("toy", params={}, point={})(fn)
    r.replayer("toy", params={}, point={})(fn)  # the same function again: fine
    with pytest.raises(ValueError, match="two replayers for witness kind 'toy'"):
        r.replayer("toy", params={}, point={})(lambda p, d: (True, ""))


def test_schema_names_claim_and_instance_fields():
    s = P.Schema({"N": P.NAT, "bound": P.CLAIM}, {"pair": P.NATS, "relation": P.CLAIM})
    assert s.claim_fields() == ["bound", "relation"] and s.instance_fields() == ["N"]


@pytest.mark.parametrize(
    "field,value,why",
    [
        (P.NAT, 0, None),
        (P.NAT, P.MAX_INT, None),
        (P.NAT, -1, "-1 is negative"),
        (P.NAT, P.MAX_INT + 1, "2147483648 exceeds the cap of 2147483647"),
        (P.NAT, True, "expected an integer, got True"),
        (P.NAT, 1.0, "expected an integer, got 1.0"),
        (P.Nat(10, low=2), 1, "1 is below 2"),
        (P.Nat(10, low=2), 11, "11 exceeds the cap of 10"),
        (P.SEMI, [-1, 2], None),
        (P.SEMI, [0, -2], "[1]: -2 is below -1"),
        (P.NATS, (0,), "expected a list, got (0,)"),
        (P.ListOf(P.NAT, 2), [0, 1, 2], "has 3 entries; at most 2"),
        (P.ListOf(P.NAT, 4, min_len=1), [], "has 0 entries; at least 1"),
        (P.SEMIS, [[-1], [0, -2]], "[1]: [1]: -2 is below -1"),
        (P.MATRIX, [[0], 1], "[1]: expected a list, got 1"),
        (P.BOOL, 0, "expected true or false, got 0"),
        (P.Enum("mesh", "torus"), "ring", "'ring' is not one of 'mesh', 'torus'"),
        (P.Enum(1, 2), True, "True is not one of 1, 2"),
        (P.Text(3), "abcd", "expected at most 3 printable characters, got 'abcd'"),
        (P.Text(10), "a\nb", "expected at most 10 printable characters, got 'a\\nb'"),
        (P.Record({"a": P.NAT}), {"a": 1, "b": 2}, "unexpected key 'b' (expected a)"),
        (P.Record({"a": P.NAT}), {}, "missing key 'a'"),
        (P.Record({"a": P.NAT}, optional=frozenset({"a"})), {}, None),
        (P.Vars(), {"n": 5, "p": 4}, None),
        (P.Vars(), {"n": -5}, "n: -5 is negative"),
        (P.Vars(max_keys=1), {"n": 1, "p": 2}, "has 2 names; at most 1"),
        (P.Vars(), {"no such": 1}, "'no such' is not a variable name"),
        (P.NETWORK, {"topology": "omega", "d": 2, "k": 3}, None),
        (P.NETWORK, {"N": 4, "d": 2, "wirings": [[0, 1, 2, 3], [0, 1, 2, 3]]}, None),
        (P.NETWORK, {"topology": "omega", "d": 2, "k": 14}, "the network has 2**14 ports; replay accepts at most 8192"),
        (P.NETWORK, {"topology": "omega", "d": 2, "k": 62}, "the network has 2**62 ports; replay accepts at most 8192"),
    ],
)
def test_field_rules(field, value, why):
    assert field.why(value) == why


def test_nesting_is_capped():
    deep: object = 0
    for _ in range(40):
        deep = [deep]
    nested = P.NAT
    for _ in range(40):
        nested = P.ListOf(nested, 2)
    assert "nested too deeply" in nested.why(deep)


def test_leaves_name_every_value_a_domain_must_bound():
    net = {"topology": "omega", "d": 2, "k": 3}
    assert list(P.NETWORK.leaves(net, "network")) == ["network.topology", "network.d", "network.k"]
    inst = r.INSTANCES
    assert list(inst.leaves([{"network": net, "M0": [[0]]}] * 2, "instances"))[:4] == [
        "instances.0.network.topology",
        "instances.0.network.d",
        "instances.0.network.k",
        "instances.0.M0.0.0",
    ]
    assert list(P.NATS.leaves([4, 8], "sizes")) == ["sizes.0", "sizes.1"] and list(P.NATS.leaves([], "s")) == ["s"]
    assert list(P.Vars().leaves({"r": 4, "c": 8}, "point")) == ["point.r", "point.c"]


def test_byte_size_units():
    assert [r.byte_size(x) for x in (0, 1023, 1024, 1536 * 1024**2, 1024**9)] == [
        "0 B",
        "1023 B",
        "1.0 KiB",
        "1.5 GiB",
        "1024.0 YiB",
    ]


def test_load_imports_every_top_level_checkers_module_and_reports_failures(monkeypatch):
    import importlib

    seen = []
    real = importlib.import_module

    def fake(name, *a):
        seen.append(name)
        if name.endswith(".render"):
            raise RuntimeError("broken")
        return real(name, *a)

    monkeypatch.setattr(importlib, "import_module", fake)
    monkeypatch.setattr(r, "_LOADED", [])  # as in a fresh process
    assert r.load() == {"render": "RuntimeError: broken"}
    names = [s.rsplit(".", 1)[1] for s in seen]
    assert "replay" not in names and "strategies" not in names and "point" in names
