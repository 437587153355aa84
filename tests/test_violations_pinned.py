"""Each property's violation pinned exactly (property, message, place): witnesses quote them."""

import dataclasses

import numpy as np
import pytest

from alltoall.checkers import properties as props
from alltoall.spec import switches
from alltoall.spec.errors import ParameterError

V = props.Violation


def test_violation_is_a_frozen_record_with_an_empty_place_by_default():
    v = V("p", "m")
    assert v.where == {}
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.property = "q"


def test_bijective_violations_by_hand():
    assert props.bijective(np.array([0, 2])) == V(
        "bijective", "input 1 reaches 2, outside 0..1", {"input": 1, "output": 2}
    )
    assert props.bijective(np.array([1, 0, 1])) == V(
        "bijective", "inputs 0 and 2 both reach output 1", {"inputs": [0, 2], "output": 1}
    )
    assert props.bijective(np.array([2, 0, 1])) is None


def test_latin_violations_by_hand():
    assert props.latin(np.zeros((2, 3), dtype=int)) == V("latin", "not square: shape (2, 3)", {"shape": [2, 3]})
    assert props.latin(np.array([[0, 3], [1, 0]])) == V("latin", "entries outside 0..1", {})
    assert props.latin(np.array([[0, 1], [1, 1]])) == V(
        "latin", "row 1 repeats 1 (at rounds 0 and 1)", {"kind": "row", "index": 1, "value": 1, "positions": [0, 1]}
    )
    assert props.latin(np.array([[0, 1, 2], [1, 2, 0], [0, 2, 1]])).where["kind"] in ("row", "column")
    assert props.latin(np.array([[0, 1], [0, 1]])) == V(
        "latin",
        "column 0 repeats 0 (at outputs 0 and 1)",
        {"kind": "column", "index": 0, "value": 0, "positions": [0, 1]},
    )


def test_no_shared_resource_violations_by_hand():
    assert props.no_shared_resource(np.array([[0, 4], [1, 4], [-1, 4]])) == V(
        "no-shared-resource",
        "signals 0 and 1 share resource 4 at step 1",
        {"step": 1, "resource": 4, "signals": [0, 1]},
    )
    assert props.no_shared_resource(np.array([[-1, 0], [-1, 1]])) is None
    assert props.no_shared_resource(np.array([0, 0])).property == "no-shared-resource"
    assert props.crosstalk_free(np.array([[3], [3]])) == V(
        "crosstalk-free", "signals 0 and 1 share switch 3 at stage 0", {"stage": 0, "switch": 3, "signals": [0, 1]}
    )
    assert props.contention_free(np.array([[3], [3]])) == V(
        "contention-free", "signals 0 and 1 share link 3 at boundary 0", {"boundary": 0, "link": 3, "signals": [0, 1]}
    )


def test_pairs_once_violations_by_hand():
    assert props.pairs_once([(0, 0, 0), (1, 0, 0)], 1) == V(
        "delivers-every-message",
        "0 -> 0 is served twice (step 0 and step 1)",
        {"sender": 0, "receiver": 0, "when": [0, 1]},
    )
    assert props.pairs_once([], 1) == V(
        "delivers-every-message", "no message from 0 to 0", {"sender": 0, "receiver": 0}
    )
    assert props.pairs_once([(0, 1, 1)], 2, self_pairs=False) == V(
        "delivers-every-message", "step 0: 1 sends to itself", {"when": 0, "sender": 1, "receiver": 1}
    )
    assert props.pairs_once([(0, 0, 1), (0, 1, 0)], 2, self_pairs=False) is None
    assert props.pairs_once([(0, 0, 2)], 1, 3, what="w").property == "w"
    assert props.pairs_once([(0, 0, 3)], 1, 3) == V(
        "delivers-every-message", "step 0: pair 0 -> 3 is outside the network", {"when": 0, "sender": 0, "receiver": 3}
    )
    assert (
        props.pairs_once([("pass 2", 0, 0), ("pass 3", 0, 0)], 1).message
        == "0 -> 0 is served twice (pass 2 and pass 3)"
    )


def test_unique_paths_violation_by_hand():
    C = np.ones((2, 2), dtype=int)
    C[1, 0] = 0
    assert props.unique_paths(C) == V(
        "banyan", "input 1 has 0 paths to output 0", {"input": 1, "output": 0, "paths": 0}
    )


def test_properties_table_names_each_predicate():
    assert props.PROPERTIES["latin"] is props.latin and props.PROPERTIES["crosstalk-free"] is props.crosstalk_free
    assert props.PROPERTIES["bijective"] is props.bijective and props.PROPERTIES["banyan"] is props.unique_paths


def test_switch_errors_name_d():
    for f in (lambda: switches.shift_state(0, 1), lambda: switches.all_states(1)):
        with pytest.raises(ParameterError) as e:
            f()
        assert e.value.parameter == "d"
