"""Pins of :mod:`alltoall.checkers.rn.certificate` left by the survivors of the seed-20261124 sample: a
switch-blocks certificate's item range check and the bound and sentence of a block that forces no
repeated delivery."""

from __future__ import annotations

import pytest

from alltoall.checkers.rn import certificate as ce
from alltoall.spec.errors import ParameterError


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
