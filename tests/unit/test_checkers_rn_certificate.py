"""Tests of :mod:`alltoall.checkers.rn.certificate`: the counting certificate's verdict, the parameter and
message of every rejected certificate (N too large, a stage out of range, a negative block stage or item, a
non-object configuration entry, bad unique paths, a negative configuration number), a switch-blocks
certificate's item range and the bound and sentence of a block that forces no repeated delivery, and the family
a stage-control certificate names."""

from __future__ import annotations

import pytest

from alltoall.checkers.rn import bounds
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def blocks(*items, stage=0):
    return {"N": 6, "method": "switch-blocks", "blocks": [{"stage": stage, "items": [list(i) for i in items]}]}


def test_switch_blocks_item_out_of_range_is_rejected():
    """A switch number past the stage's N/2 switches is bad input, even with ports in 0/1."""
    for bad in ((3, 0, 0), (0, 2, 0), (0, 0, 2)):
        with pytest.raises(ParameterError) as e:
            ce.check_lower(blocks(bad))
        assert (e.value.parameter, str(e.value)) == ("item", "item: switch < 3, ports 0/1")


def test_switch_blocks_empty_block_forces_nothing():
    """An empty block forces no repeated delivery: excess 0, and the bound is the counting bound N."""
    assert ce.check_lower(blocks()) == (True, 6, "blocks force 0 repeated deliveries: N R(N) >= 36 + 0, R(N) >= 6")


def test_check_lower_names_n_above_the_limit(parameter_error):
    """A certificate above MAX_CHECK_N is refused on N with the limit in the message."""
    assert parameter_error(ce.check_lower, {"N": 262, "method": "counting"}) == (
        "N",
        "certificates are re-checked up to N = 260, got 262",
    )


def test_counting_certificate_is_valid():
    """The counting certificate is accepted with bound N and its message."""
    assert ce.check_lower({"N": 6, "method": "counting"}) == (
        True,
        6,
        "each configuration delivers N = 6 of the N^2 pairs: R(N) >= 6",
    )


def test_terminal_cut_stage_equal_to_n_is_a_parameter_error(parameter_error):
    """stage == n (one past the last stage) is refused on 'stage', not an IndexError."""
    assert parameter_error(ce.check_lower, {"N": 6, "method": "terminal-cut", "stage": 3, "terminal": 0}) == (
        "stage",
        "stage < 3 and terminal < 6",
    )


def test_switch_blocks_negative_stage_is_refused(parameter_error):
    """A block's stage must be >= 0, reported on 'stage'."""
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": -1, "items": []}]}
    assert parameter_error(ce.check_lower, cert) == ("stage", "must be >= 0, got -1")
    cert["blocks"][0]["stage"] = "0"
    assert parameter_error(ce.check_lower, cert) == ("stage", "expected an integer, got '0'")


def test_stage_control_certificate_uses_its_family():
    """A doubly-alternating witness is checked against doubly configurations and named so."""
    net = gsen.GSEN(6)
    wit = bounds.stage_control_unique_paths(net, "doubly")
    cert = {"N": 6, "method": "stage-control", "family": "doubly", "unique_paths": [list(wit[C]) for C in range(8)]}
    assert ce.check_lower(cert) == (
        True,
        8,
        "each of the 8 doubly configurations sets up a unique path: each is needed, R_doubly(N) >= 8",
    )


def test_stage_control_wrong_length_names_unique_paths(parameter_error):
    """A witness list of the wrong length is refused on 'unique_paths' with the expected range."""
    assert parameter_error(ce.check_lower, {"N": 6, "method": "stage-control", "unique_paths": [[0, 0]]}) == (
        "unique_paths",
        "expected one (input, tag) per configuration number 0..7",
    )


def test_stage_control_out_of_range_message(parameter_error):
    """An input or tag out of range is refused with the lower-case message."""
    wit = [[0, 8]] + [[0, 0]] * 7
    assert parameter_error(ce.check_lower, {"N": 6, "method": "stage-control", "unique_paths": wit}) == (
        "unique_paths",
        "input or tag out of range",
    )


def test_config_states_negative_number_names_number(parameter_error):
    """A negative configuration number is refused on 'number'."""
    assert parameter_error(ce.config_states, gsen.GSEN(6), {"family": "sc", "number": -1}) == (
        "number",
        "must be >= 0, got -1",
    )


def test_config_states_non_object_names_configuration(parameter_error):
    """A configuration entry that is not an object is refused on 'configuration' with its repr."""
    assert parameter_error(ce.config_states, gsen.GSEN(6), [1, 2]) == (
        "configuration",
        "expected an object, got [1, 2]",
    )


def test_switch_blocks_stage_equal_to_n_names_stage(parameter_error):
    """A block at stage n (one past the last) is refused on 'stage' with the stage limit."""
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 3, "items": []}]}
    assert parameter_error(ce.check_lower, cert) == ("stage", "stage < 3")


def test_switch_blocks_negative_item_is_refused(parameter_error):
    """A block item's switch must be >= 0, reported on 'item'."""
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 0, "items": [[-1, 0, 0]]}]}
    assert parameter_error(ce.check_lower, cert) == ("item", "must be >= 0, got -1")


@pytest.mark.parametrize("N,msg", [(1, "must be >= 2, got 1"), ("4", "expected an integer, got '4'")])
def test_replay_names_a_bad_n(N, msg):
    with pytest.raises(ParameterError) as e:
        ce._net({"N": N})
    assert e.value.parameter == "N" and msg in str(e.value)
    assert ce._net({"N": 2}).N == 2
