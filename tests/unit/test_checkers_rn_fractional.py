"""Tests of :mod:`alltoall.checkers.rn.fractional`: the committed fractional cover of GSEN(36) (value exactly 36,
so no weighting certificate lifts R(36) above 36), a small cover by stage control, and what the check rejects."""

from __future__ import annotations

import copy
import gzip
from fractions import Fraction
from pathlib import Path

import pytest

from alltoall.checkers.rn import fractional
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

CERTS = Path(__file__).resolve().parents[2] / "proofs" / "certificates"
CERT36 = CERTS / "rn_fractional_N36.json"

# GSEN(12): the four stage-control prefixes of the first 2 stages, completed by the last 2: all 16 stage-control
# configurations, which deliver every pair once or twice.
SC12 = {
    "N": 12,
    "free_stages": 2,
    "mirror": False,
    "denominator": 1,
    "prefixes": [["0/0", 1], ["0/3f", 1], ["3f/0", 1], ["3f/3f", 1]],
}


@pytest.fixture(scope="module")
def cert36():
    return fractional.load(CERT36)


def test_committed_fractional_cover_of_gsen_36_has_value_36(cert36):
    ok, value, msg = fractional.check(cert36)
    assert ok and value == 36
    assert "1128 configurations" in msg and "weight exactly 1" in msg and "R(36) >= 36" in msg


def test_committed_fractional_cover_of_gsen_68_has_value_68():
    """The gzipped cover of GSEN(68): 537 prefixes of 5 stages, 4296 configurations, every pair exactly once."""
    ok, value, msg = fractional.check(fractional.load(CERTS / "rn_fractional_N68.json.gz"))
    assert ok and value == 68
    assert "4296 configurations" in msg and "weight exactly 1" in msg


def test_the_expansion_realizes_every_prefix_mirror_and_tail(cert36):
    net = gsen.GSEN(36)
    states, weights = fractional.expand(net, cert36)
    assert states.shape == (141 * 2 * 4, 6, 18) and len(weights) == 1128
    assert (states[1::8, 4:] == [[0] * 18, [1] * 18]).all()  # the second tail of each prefix: stage 5 cross


def test_lowering_one_weight_uncovers_a_pair(cert36):
    bad = copy.deepcopy(cert36)
    bad["prefixes"][0][1] -= 1
    ok, value, msg = fractional.check(bad)
    assert not ok and value < 36 and "< 1" in msg


def test_stage_control_is_a_fractional_cover_of_value_2_to_the_n():
    assert fractional.check(SC12)[:2] == (True, Fraction(16))
    assert "at least 1" in fractional.check(SC12)[2]


def test_a_pair_delivered_short_of_1_is_named_with_its_weight_over_the_denominator():
    """Over a denominator of 2, stage control delivers some pairs only 1/2: the check names the first such pair."""
    assert fractional.check({**SC12, "denominator": 2}) == (
        False,
        Fraction(8),
        "pair (0, 4) is delivered with weight 1/2 < 1",
    )


def test_a_certificate_without_mirror_lists_no_mirror_images():
    """``mirror`` may be left out: no prefix then stands for its mirror image."""
    plain = {k: v for k, v in SC12.items() if k != "mirror"}
    states, weights = fractional.expand(gsen.GSEN(12), plain)
    assert states.shape == (16, 4, 6) and weights == [1] * 16
    assert fractional.check(plain)[:2] == (True, Fraction(16))


@pytest.mark.parametrize(
    "change, error",
    [
        ({"free_stages": 3}, ("free_stages", "2^free_stages must divide N = 12")),
        ({"free_stages": 4}, ("free_stages", "2^free_stages must divide N = 12")),
        ({"prefixes": []}, ("prefixes", 'expected a list of ["h0/h1/...", integer weight]')),
        ({"prefixes": [["0/0/0", 1]]}, ("prefixes", "a prefix of GSEN(N=12) has 2 stages, got '0/0/0'")),
        ({"prefixes": [["0/g", 1]]}, ("prefixes", "'g' is not a hexadecimal state number")),
        ({"prefixes": [["0/40", 1]]}, ("prefixes", "'40' is not a state number of the 6 switches of a stage")),
        ({"prefixes": [["0/0", -1]]}, ("weight", "must be >= 0, got -1")),
        ({"prefixes": [["0/0", "1"]]}, ("weight", "expected an integer, got '1'")),
        ({"prefixes": [["0/0"]]}, ("prefixes", "a prefix is [\"h0/h1/...\", weight], got ['0/0']")),
        ({"mirror": 1}, ("mirror", "expected true or false, got 1")),
        ({"denominator": 0}, ("denominator", "must be >= 1, got 0")),
        ({"N": 1}, ("N", "must be >= 2, got 1")),
    ],
)
def test_malformed_certificates_are_parameter_errors(parameter_error, change, error):
    assert parameter_error(fractional.check, {**SC12, **change}) == error


def test_load_rejects_unreadable_files(tmp_path):
    (tmp_path / "c.json").write_text("[1]")
    with pytest.raises(ParameterError):
        fractional.load(tmp_path / "c.json")
    (tmp_path / "d.json").write_text("{")
    with pytest.raises(ParameterError):
        fractional.load(tmp_path / "d.json")
    (tmp_path / "e.json.gz").write_bytes(b"not gzip")
    with pytest.raises(ParameterError):
        fractional.load(tmp_path / "e.json.gz")


def test_load_names_the_certificate_and_the_file_it_cannot_read(tmp_path, parameter_error):
    """Every refusal of a file is an error of the certificate, its message led by the file's name."""
    (tmp_path / "c.json").write_text("{")
    (tmp_path / "d.json.gz").write_bytes(b"not gzip")
    (tmp_path / "e.json").write_text("[1]")
    assert parameter_error(fractional.load, tmp_path / "c.json") == (
        "certificate",
        "c.json: not a readable JSON file "
        "(Expecting property name enclosed in double quotes: line 1 column 2 (char 1))",
    )
    parameter, message = parameter_error(fractional.load, tmp_path / "d.json.gz")
    assert parameter == "certificate" and message.startswith("d.json.gz: not a readable JSON file (")
    assert parameter_error(fractional.load, tmp_path / "missing.json")[0] == "certificate"
    assert parameter_error(fractional.load, tmp_path / "e.json") == ("certificate", "e.json: expected an object")


def test_load_caps_what_a_gzipped_file_expands_to(tmp_path, monkeypatch):
    path = tmp_path / "c.json.gz"
    path.write_bytes(gzip.compress(b'{"N": 12}'))
    assert fractional.load(path) == {"N": 12}
    monkeypatch.setattr(fractional, "MAX_BYTES", 4)
    with pytest.raises(ParameterError, match="more than 4 bytes"):
        fractional.load(path)
