"""The replayers' input readers: the size limits and the messages of the helpers that turn a witness
file's ``params``/``data`` into spec values (GSEN size, multistage network, yang-wang-2000's m and a,
the printed values of a claim's ``subject``). A replay refuses what it cannot recompute quickly and
names the offending parameter; these tests pin each bound at its edge."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from alltoall.checkers import gsen as cg
from alltoall.checkers import min_witnesses as mw
from alltoall.checkers import routing
from alltoall.checkers import yang_wang as cyw
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen
from alltoall.spec.topologies import multistage as ms


def _refused(fn, *args, parameter: str, message: str, **kw) -> None:
    with pytest.raises(ParameterError) as e:
        fn(*args, **kw)
    assert (e.value.parameter, e.value.message) == (parameter, message)


# --- chou-chen-2010: the GSEN of a witness -----------------------------------------------------------


def test_gsen_replay_network_sizes():
    assert cg.REPLAY_MAX_N == 260
    assert cg._net({"N": 2}) == gsen.GSEN(2)
    assert cg._net({"N": 10}) == gsen.GSEN(10)
    assert cg._net({"N": 260}) == gsen.GSEN(260)
    _refused(cg._net, {"N": 262}, parameter="N", message="replay handles N <= 260, got 262")
    _refused(cg._net, {"N": 1}, parameter="N", message="must be >= 2, got 1")
    _refused(cg._net, {}, parameter="N", message="expected an integer, got None")
    _refused(cg._net, {"N": "10"}, parameter="N", message="expected an integer, got '10'")


# --- multistage networks of the routing and schedule witnesses -----------------------------------


def test_routing_replay_network_sizes():
    assert routing.REPLAY_MAX_N == 64
    assert routing.network_of({"network": {"topology": "omega", "d": 2, "k": 6}}) == ms.omega(2, 6)
    assert routing.network_of({"network": {"topology": "baseline", "d": 4, "k": 3}}) == ms.baseline(4, 3)
    assert routing.network_of({"network": {"topology": "butterfly", "d": 2, "k": 1}}) == ms.butterfly(2, 1)
    _refused(
        routing.network_of,
        {"network": {"topology": "omega", "d": 2, "k": 7}},
        parameter="network",
        message="replay searches networks up to N = 64, got 128",
    )
    _refused(
        routing.network_of,
        {"network": {"topology": "omega", "d": 3, "k": 4}},
        parameter="network",
        message="replay searches networks up to N = 64, got 81",
    )
    _refused(routing.network_of, {}, parameter="network", message="expected an object")


# --- yang-wang-2000: m and the first row a -----------------------------------------------------------


def test_yang_wang_replay_m():
    assert cyw.REPLAY_MAX_M == 12
    assert cyw._m({"m": 1}) == 1
    assert cyw._m({"m": 12}) == 12
    assert cyw._m({"m": 2}, 2) == 2
    _refused(cyw._m, {"m": 13}, parameter="m", message="replay recomputes m up to 12, got 13")
    _refused(cyw._m, {"m": 0}, parameter="m", message="must be >= 1, got 0")
    _refused(cyw._m, {"m": 1}, 2, parameter="m", message="must be >= 2, got 1")
    _refused(cyw._m, {}, parameter="m", message="expected an integer, got None")


def test_yang_wang_replay_first_row():
    a = [5, 0, 7, 1, 2, 6, 3, 4]
    got = cyw._a({"a": a}, 3)
    assert got == a and all(type(v) is int for v in got)
    assert cyw._a({"a": [1, 0]}, 1) == [1, 0]
    wrong_length = "expected a list of 8 integers"
    _refused(cyw._a, {"a": a[:6]}, 3, parameter="a", message=wrong_length)  # 2 * m = 6 entries
    _refused(cyw._a, {"a": a + [8]}, 3, parameter="a", message=wrong_length)
    _refused(cyw._a, {"a": tuple(a)}, 3, parameter="a", message=wrong_length)
    _refused(cyw._a, {}, 3, parameter="a", message=wrong_length)
    not_once = "the list must hold each of 0..7 once"
    _refused(cyw._a, {"a": [5, 0, 7, 1, 2, 6, 3, 3]}, 3, parameter="a", message=not_once)
    _refused(cyw._a, {"a": [5, 0, 7, 1, 2, 6, 3, 8]}, 3, parameter="a", message=not_once)
    _refused(cyw._a, {"a": [5, 0, 7, 1, 2, 6, 3, -4]}, 3, parameter="a", message="must be >= 0, got -4")
    _refused(cyw._a, {"a": [5, 0, 7, 1, 2, 6, 3, 4.0]}, 3, parameter="a", message="expected an integer, got 4.0")


# --- the printed values a claim carries as its subject ---------------------------------------------------


def _printed() -> mw.PrintedValues:
    computed = {"a": 1, "b": 5, "c": 7, "d": 4}
    return mw.PrintedValues({"a": 1, "b": 2, "c": 3, "d": 4}, computed.__getitem__)


def test_printed_values_first_mismatch():
    assert _printed().mismatch() == "b"
    assert mw.PrintedValues({"a": 1, "b": [2, 3]}, {"a": 1, "b": [2, 3]}.__getitem__).mismatch() is None
    assert mw.PrintedValues({}, lambda item: 0).mismatch() is None


def test_printed_values_subject_of_a_claim():
    subject = _printed()
    assert mw._subject(SimpleNamespace(subject=subject), "worked-example") is subject
    message = "a worked-example witness needs a claim whose subject holds the printed values"
    _refused(mw._subject, SimpleNamespace(), "worked-example", parameter="claim", message=message)
    _refused(
        mw._subject,
        SimpleNamespace(subject={"a": 1}),
        "printed-matrix",
        parameter="claim",
        message="a printed-matrix witness needs a claim whose subject holds the printed values",
    )


def test_printed_values_item_of_a_witness():
    subject = _printed()
    assert mw._item(subject, {"item": "c"}) == "c"
    expected = "expected one of ['a', 'b', 'c', 'd'], got "
    _refused(mw._item, subject, {"item": "e"}, parameter="item", message=expected + "'e'")
    _refused(mw._item, subject, {}, parameter="item", message=expected + "None")
    _refused(mw._item, subject, {"item": 1}, parameter="item", message=expected + "1")
