"""Pins of :mod:`alltoall.checkers.rn.certificate` left by the survivors of the seed-20261126 sample:
the parameter and message of a non-object configuration entry, of a switch-blocks stage past the last
stage and of a negative block item."""

from __future__ import annotations

from alltoall.checkers.rn import certificate as ce
from alltoall.spec.topologies import gsen


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
