"""Pins of :mod:`alltoall.checkers.rn.certificate` left by the survivors of the seed-20261126 sample:
the parameter and message of a non-object configuration entry, of a switch-blocks stage past the last
stage and of a negative block item."""

from __future__ import annotations

import pytest

from alltoall.checkers.rn import certificate as ce
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def _raises(fn, *a):
    with pytest.raises(ParameterError) as e:
        fn(*a)
    return e.value.parameter, e.value.message


def test_config_states_non_object_names_configuration():
    """A configuration entry that is not an object is refused on 'configuration' with its repr."""
    assert _raises(ce.config_states, gsen.GSEN(6), [1, 2]) == ("configuration", "expected an object, got [1, 2]")


def test_switch_blocks_stage_equal_to_n_names_stage():
    """A block at stage n (one past the last) is refused on 'stage' with the stage limit."""
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 3, "items": []}]}
    assert _raises(ce.check_lower, cert) == ("stage", "stage < 3")


def test_switch_blocks_negative_item_is_refused():
    """A block item's switch must be >= 0, reported on 'item'."""
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 0, "items": [[-1, 0, 0]]}]}
    assert _raises(ce.check_lower, cert) == ("item", "must be >= 0, got -1")

