"""Kill tests for `alltoall.checkers.rn.certificate`: the counting certificate's verdict,
the parameters and messages of rejected certificates (N too large, stage out of range, a negative
block stage, bad unique paths, a negative configuration number), and the family a stage-control
certificate names."""

from __future__ import annotations

from alltoall.checkers.rn import bounds
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.topologies import gsen


def test_net_too_large_names_n_and_limit(parameter_error):
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
