"""Tests of :mod:`alltoall.checkers.replay`: the byte sizes a replay's memory cap and a point's cost are
reported in, the registration of replayers (a kind that declares no fields, a second replayer for a
kind), how a replayer is called with and without the claim, and :func:`load`, which imports every
top-level engine module but itself and the Hypothesis strategies and reports the ones that fail."""

from __future__ import annotations

import pkgutil

import pytest

import alltoall.checkers as pkg
from alltoall.checkers import replay
from alltoall.checkers.point import NAT


def test_byte_size_names_every_binary_unit():
    assert replay.byte_size(0) == "0 B"
    assert replay.byte_size(1023) == "1023 B"
    assert replay.byte_size(1023.4) == "1023 B"
    assert replay.byte_size(1024) == "1.0 KiB"
    assert replay.byte_size(1024.5) == "1.0 KiB"
    assert replay.byte_size(1536) == "1.5 KiB"
    units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"]
    for e, unit in enumerate(units, start=1):
        assert replay.byte_size(1024**e) == f"1.0 {unit}"
        assert replay.byte_size(3 * 1024**e // 2) == f"1.5 {unit}"
        assert replay.byte_size(1023 * 1024**e) == f"1023.0 {unit}"
    # past the last unit the count grows instead of the unit
    assert replay.byte_size(1024**9) == "1024.0 YiB"
    assert replay.byte_size(5 * 1024**9) == "5120.0 YiB"


def test_a_kind_must_declare_the_fields_it_reads():
    for params, point in ((None, {}), ({}, None), (None, None)):
        with pytest.raises(ValueError) as e:
            replay.replayer("unit-test-undeclared", params=params, point=point)
        assert str(e.value) == (
            "witness kind 'unit-test-undeclared' must declare every field it reads: params={...} for the "
            "instance and point={...} for the witness in it (alltoall.checkers.point)"
        )
    assert "unit-test-undeclared" not in replay.REPLAYERS


@pytest.fixture
def registry(monkeypatch):
    """An empty registry for the test, so registrations here never leak into the real one."""
    monkeypatch.setattr(replay, "REPLAYERS", {})
    return replay.REPLAYERS


def test_a_registered_replayer_keeps_its_schema_and_is_called_as_declared(registry):
    def plain(params, data):
        return params["n"] == data["x"], f"plain {params} {data}"

    def with_claim(claim, params, data):
        return True, f"claim {claim} {params} {data}"

    def cost(params, data):
        return 8.0 * params["n"]

    assert replay.replayer("unit-test-plain", params={"n": NAT}, point={"x": NAT})(plain) is plain
    replay.replayer("unit-test-claim", params={}, point={"x": NAT}, with_claim=True, cost=cost)(with_claim)
    rp = registry["unit-test-plain"]
    assert (rp.kind, rp.fn, rp.with_claim, rp.cost) == ("unit-test-plain", plain, False, None)
    assert dict(rp.params) == {"n": NAT} and dict(rp.point) == {"x": NAT}
    assert rp("C", {"n": 2}, {"x": 2}) == (True, "plain {'n': 2} {'x': 2}")
    assert rp("C", {"n": 2}, {"x": 3}) == (False, "plain {'n': 2} {'x': 3}")
    rc = registry["unit-test-claim"]
    assert (rc.kind, rc.fn, rc.with_claim, rc.cost) == ("unit-test-claim", with_claim, True, cost)
    assert dict(rc.params) == {} and dict(rc.point) == {"x": NAT}
    assert rc("C", {"n": 2}, {"x": 3}) == (True, "claim C {'n': 2} {'x': 3}")
    # registering the same function again (a module imported twice) is no error; another one is
    replay.replayer("unit-test-plain", params={"n": NAT}, point={"x": NAT})(plain)
    assert registry["unit-test-plain"].fn is plain
    with pytest.raises(ValueError) as e:
        replay.replayer("unit-test-plain", params={}, point={})(with_claim)
    assert str(e.value) == "two replayers for witness kind 'unit-test-plain'"
    assert registry["unit-test-plain"].fn is plain


def test_a_field_that_is_not_a_point_field_is_refused(registry):
    with pytest.raises(TypeError) as e:
        replay.replayer("unit-test-bad-params", params={"n": int}, point={"x": NAT})
    assert str(e.value) == "params.n: <class 'int'> is not a point field (see alltoall.checkers.point)"
    with pytest.raises(TypeError) as e:
        replay.replayer("unit-test-bad-point", params={"n": NAT}, point={"x": int})
    assert str(e.value) == "data.x: <class 'int'> is not a point field (see alltoall.checkers.point)"
    assert registry == {}


def test_load_imports_every_engine_but_itself_and_the_strategies(monkeypatch):
    seen = []
    monkeypatch.setattr(replay, "_LOADED", [])  # as in a fresh process
    monkeypatch.setattr(replay.importlib, "import_module", seen.append)
    assert replay.load() == {}
    modules = sorted(i.name for i in pkgutil.iter_modules(pkg.__path__) if not i.ispkg)
    assert {"replay", "strategies", "broadcast", "yang_wang"} <= set(modules)
    expected = [f"alltoall.checkers.{m}" for m in modules if m not in ("replay", "strategies")]
    assert seen == expected


def test_load_reports_a_failing_module_and_imports_the_rest(monkeypatch):
    seen = []

    def fake_import(name):
        seen.append(name)
        if name.endswith((".broadcast", ".formula")):
            raise ImportError(f"no {name.rsplit('.', 1)[1]} today")

    monkeypatch.setattr(replay, "_LOADED", [])  # as in a fresh process
    monkeypatch.setattr(replay.importlib, "import_module", fake_import)
    assert replay.load() == {"broadcast": "ImportError: no broadcast today", "formula": "ImportError: no formula today"}
    modules = sorted(i.name for i in pkgutil.iter_modules(pkg.__path__) if not i.ispkg)
    assert seen == [f"alltoall.checkers.{m}" for m in modules if m not in ("replay", "strategies")]
    seen.clear()  # the package is walked once per process: a second load reports the same, importing nothing
    assert replay.load() == {"broadcast": "ImportError: no broadcast today", "formula": "ImportError: no formula today"}
    assert seen == []


def test_load_imports_the_real_engines():
    assert replay.load() == {}
    for kind in ("switch-network-schedule", "topology-dependence"):
        assert kind in replay.REPLAYERS
