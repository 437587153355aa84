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


# --- switch-blocks certificates: the N = 12 bound and forgeries of it -------------------------------


def n12_blocks():
    return bounds.switch_blocks(gsen.GSEN(12))["blocks"]


def test_switch_blocks_n12_certificate_and_its_parts():
    """The search's N = 12 certificate proves R(12) >= 16; one block alone proves 13 (8 forced repeats,
    read off the complementary item (S, 1 - x, 1 - y) where no pair is forced through the item itself)."""
    blocks = n12_blocks()
    assert blocks[0] == {"stage": 1, "items": [[0, 0, 0], [1, 0, 1]]}
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": blocks}) == (
        True,
        16,
        "blocks force 48 repeated deliveries: N R(N) >= 144 + 48, R(N) >= 16",
    )
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": blocks[:1]}) == (
        True,
        13,
        "blocks force 8 repeated deliveries: N R(N) >= 144 + 8, R(N) >= 13",
    )
    # the complementary items are crossed by more pairs: they force no repeat
    flip = [{"stage": b["stage"], "items": [[S, 1 - x, 1 - y] for S, x, y in b["items"]]} for b in blocks]
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": flip})[:2] == (True, 12)
    # half a block forces nothing: its pairs are counted, the other half's forced repeats are not
    half = [{"stage": 1, "items": blocks[0]["items"][:1]}]
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": half})[:2] == (True, 12)


def test_switch_blocks_forgeries_are_refused():
    """A block counted twice, or an item counted twice in a block, would inflate the bound: refused."""
    blocks = n12_blocks()
    cert = {"N": 12, "method": "switch-blocks", "blocks": blocks + blocks[:1]}
    assert ce.check_lower(cert) == (False, 0, "block at stage 1 shares pairs with an earlier block")
    twice = [{"stage": 1, "items": blocks[0]["items"] + blocks[0]["items"][:1]}]
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": twice}) == (
        False,
        0,
        "block at stage 1 lists item [0, 0, 0] twice",
    )
    merged = [{"stage": 1, "items": blocks[0]["items"] + blocks[1]["items"]}, *blocks[1:]]
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": merged}) == (
        False,
        0,
        "block at stage 1 shares pairs with an earlier block",
    )


@pytest.mark.parametrize("bad", [None, {"stage": 0}, "blocks", 3])
def test_switch_blocks_not_a_list(parameter_error, bad):
    assert parameter_error(ce.check_lower, {"N": 6, "method": "switch-blocks", "blocks": bad}) == (
        "blocks",
        "expected a list",
    )


@pytest.mark.parametrize(
    "block",
    [[0, [[0, 0, 0]]], "stage 0", {"stage": 0, "items": 5}, {"stage": 0, "items": {"0": [0, 0, 0]}}],
)
def test_switch_blocks_malformed_block(parameter_error, block):
    assert parameter_error(ce.check_lower, {"N": 6, "method": "switch-blocks", "blocks": [block]}) == (
        "blocks",
        f'each block is {{"stage", "items": [[switch, in, out], ...]}}, got {block!r}',
    )


def test_switch_blocks_malformed_block_message_is_cut_at_200_characters(parameter_error):
    block = {"stage": 0, "items": "x" * 300}
    parameter, message = parameter_error(ce.check_lower, {"N": 6, "method": "switch-blocks", "blocks": [block]})
    assert parameter == "blocks"
    assert message == f'each block is {{"stage", "items": [[switch, in, out], ...]}}, got {block!r}'[:200]
    assert len(message) == 200


@pytest.mark.parametrize("item", [[0, 0], [0, 0, 0, 0], "000", 7])
def test_switch_blocks_malformed_item(parameter_error, item):
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 0, "items": [item]}]}
    assert parameter_error(ce.check_lower, cert) == ("item", f"an item is [switch, in port, out port], got {item!r}")


# --- stage-control certificates: forgeries ------------------------------------------------------


def sc_cert(N=6, family="sc"):
    wit = bounds.stage_control_unique_paths(gsen.GSEN(N), family)
    return {
        "N": N,
        "method": "stage-control",
        "family": family,
        "unique_paths": [list(wit[C]) for C in range(len(wit))],
    }


def test_stage_control_default_family_is_sc():
    cert = sc_cert()
    del cert["family"]
    assert ce.check_lower(cert) == (
        True,
        8,
        "each of the 8 sc configurations sets up a unique path: each is needed, R_sc(N) >= 8",
    )


def test_stage_control_unknown_family(parameter_error):
    cert = sc_cert()
    cert["family"] = "spiral"
    assert parameter_error(ce.check_lower, cert) == (
        "family",
        f"expected one of {', '.join(gsen.FAMILIES)}, got 'spiral'",
    )
    assert ", " in ", ".join(gsen.FAMILIES)


def test_stage_control_witness_entries(parameter_error):
    cert = sc_cert()
    cert["unique_paths"][3] = [0, "1"]
    assert parameter_error(ce.check_lower, cert) == ("F", "expected an integer, got '1'")
    cert["unique_paths"][3] = ["0", 1]
    assert parameter_error(ce.check_lower, cert) == ("i", "expected an integer, got '0'")
    cert["unique_paths"][3] = [-1, 1]
    assert parameter_error(ce.check_lower, cert) == ("i", "must be >= 0, got -1")
    cert["unique_paths"][3] = [0]
    assert parameter_error(ce.check_lower, cert) == ("unique_paths", "entry 3 is [input, tag], got [0]")
    cert["unique_paths"][3] = [6, 0]
    assert parameter_error(ce.check_lower, cert) == ("unique_paths", "input or tag out of range")


def test_stage_control_wrong_witness_is_refused():
    """A witness path that its configuration does not set up, or that is not unique, is refused."""
    cert = sc_cert()
    good = cert["unique_paths"]
    cert["unique_paths"] = [good[1], good[0], *good[2:]]
    ok, bound, message = ce.check_lower(cert)
    assert (ok, bound) == (False, 0)
    assert message.startswith("configuration 0 does not set up P(")


def test_stage_control_path_that_is_not_unique_is_refused():
    """Configuration 0 sets up P(0, 0), but the pair (0, dest) has a second path: not a witness."""
    cert = sc_cert()
    dest = gsen.path(gsen.GSEN(6), 0, 0).dest
    cert["unique_paths"][0] = [0, 0]
    assert ce.check_lower(cert) == (False, 0, f"P(0, 0) is not the unique (0, {dest})-path")


def test_stage_control_configuration_another_one_duplicates_is_refused(monkeypatch):
    """If another configuration of the family delivered the same pair, the witness would not make
    configuration C necessary: refused (planted: the family's permutations with row 0 repeated)."""
    cert = sc_cert()
    real = gsen.family_perms

    def doubled(net, family):
        perms = real(net, family).copy()
        perms[1] = perms[0]
        return perms

    monkeypatch.setattr(gsen, "family_perms", doubled)
    i, F = cert["unique_paths"][0]
    dest = gsen.path(gsen.GSEN(6), i, F).dest
    assert ce.check_lower(cert) == (
        False,
        0,
        f"1 other sc configuration(s) also deliver ({i}, {dest}): configuration 0 is not needed for it",
    )


def test_terminal_cut_bounds():
    tc = bounds.terminal_cut(gsen.GSEN(12))
    assert (tc["stage"], tc["terminal"], tc["bound"]) == (1, 1, 16)
    assert ce.check_lower({"N": 12, "method": "terminal-cut", "stage": 1, "terminal": 1}) == (
        True,
        16,
        "16 pairs have every path through terminal 1 after stage 1; one path per configuration passes it: R(N) >= 16",
    )
    assert ce.check_lower({"N": 12, "method": "terminal-cut", "stage": 0, "terminal": 0})[:2] == (True, 8)


def test_terminal_cuts_bounds():
    """Two terminals of GSEN(72) carry every path of 192 pairs: at most two per configuration, R(72) >= 96, recounted
    one path at a time; one terminal alone is the terminal cut's count."""
    assert ce.check_lower({"N": 72, "method": "terminal-cuts", "terminals": [[2, 3], [3, 15]]}) == (
        True,
        96,
        "192 pairs have every path through one of 2 terminals; one path per configuration passes each: "
        "k R(N) >= 192, R(N) >= 96",
    )
    assert ce.check_lower({"N": 12, "method": "terminal-cuts", "terminals": [[1, 1]]})[:2] == (True, 16)


def test_terminal_cuts_reject_a_repeated_terminal():
    """Listing a terminal twice would halve nothing and double the count: rejected."""
    cert = {"N": 12, "method": "terminal-cuts", "terminals": [[1, 1], [1, 1]]}
    assert ce.check_lower(cert) == (False, 0, "terminal 1 after stage 1 is listed twice")


@pytest.mark.parametrize(
    "terminals, error",
    [
        ([], ("terminals", "expected a list of [stage, terminal]")),
        (None, ("terminals", "expected a list of [stage, terminal]")),
        ([[1]], ("terminals", "a terminal is [stage, terminal], got [1]")),
        ([[4, 0]], ("stage", "stage < 4 and terminal < 12")),
        ([[0, 12]], ("stage", "stage < 4 and terminal < 12")),
        ([[-1, 0]], ("stage", "must be >= 0, got -1")),
        ([["1", 0]], ("stage", "expected an integer, got '1'")),
        ([[0, -1]], ("terminal", "must be >= 0, got -1")),
    ],
)
def test_terminal_cuts_terminals_are_checked(parameter_error, terminals, error):
    cert = {"N": 12, "method": "terminal-cuts", "terminals": terminals}
    assert parameter_error(ce.check_lower, cert) == error


def test_unknown_lower_method(parameter_error):
    assert parameter_error(ce.check_lower, {"N": 6, "method": "magic"}) == (
        "method",
        "unknown lower-bound method 'magic'",
    )


def test_check_upper_and_missing_pairs(parameter_error):
    net = gsen.GSEN(6)
    cfg = [{"family": "sc", "number": C} for C in range(net.tags)]
    assert ce.check_upper({"N": 6, "configurations": cfg}) == (
        True,
        "8 configurations deliver all 36 pairs of GSEN(N=6): R(N) <= 8",
    )
    assert ce.check_upper({"N": 6, "configurations": cfg[:3]}) == (
        False,
        "3 configurations of GSEN(N=6) miss 18 pairs, e.g. (0, 3)",
    )
    miss = ce.missing_pairs(net, cfg[:1])
    assert len(miss) == 30 and miss[:3] == [(0, 1), (0, 2), (0, 3)]
    assert ce.missing_pairs(net, []) == [(i, j) for i in range(6) for j in range(6)]
    assert parameter_error(ce.check_upper, {"N": 6, "configurations": 5}) == ("configurations", "expected a list")


def test_config_states_entries(parameter_error):
    net = gsen.GSEN(6)
    assert parameter_error(ce.config_states, net, {"family": "x"}) == (
        "family",
        "expected one of sc, alternating, doubly, quadruply, got 'x'",
    )
    assert parameter_error(ce.config_states, net, {"family": "sc", "number": 0, "order": "z"}) == (
        "order",
        "expected one of msb-first, lsb-first, got 'z'",
    )
    assert ce.config_states(net, {"states": [[0, 0, 0]] * 3}).tolist() == [[0, 0, 0]] * 3
    for order in gsen.BIT_ORDERS:
        assert (
            ce.config_states(net, {"family": "doubly", "number": 5, "order": order}).tolist()
            == gsen.family_states(net, "doubly", 5, order).tolist()
        )
    assert (
        ce.config_states(net, {"family": "doubly", "number": 5}).tolist()
        == gsen.family_states(net, "doubly", 5, "msb-first").tolist()
    )


def test_replay_smaller_cover():
    net = gsen.GSEN(6)
    states = [gsen.family_states(net, "sc", C) for C in range(net.tags)]
    texts = [[int(sum(int(b) << y for y, b in enumerate(row))) for row in S] for S in states]
    ok, msg = ce._replay_smaller_cover({"N": 6, "claimed": 9}, {"configurations": texts})
    assert (ok, msg) == (True, "8 configurations deliver all 36 pairs of GSEN(N=6): R(N) <= 8 (the claim says 9)")
    assert ce._replay_smaller_cover({"N": 6, "claimed": 8}, {"configurations": texts})[0] is False
    assert ce._replay_smaller_cover({"N": 6, "claimed": 9}, {"configurations": texts[:7]})[0] is False


@pytest.mark.parametrize(
    "stage,terminal,error",
    [
        (-1, 0, ("stage", "must be >= 0, got -1")),
        ("1", 0, ("stage", "expected an integer, got '1'")),
        (None, 0, ("stage", "expected an integer, got None")),
        (0, -1, ("terminal", "must be >= 0, got -1")),
        (0, 1.0, ("terminal", "expected an integer, got 1.0")),
        (0, 12, ("stage", "stage < 4 and terminal < 12")),
    ],
)
def test_terminal_cut_stage_and_terminal_are_checked(parameter_error, stage, terminal, error):
    cert = {"N": 12, "method": "terminal-cut", "stage": stage, "terminal": terminal}
    assert parameter_error(ce.check_lower, cert) == error


def test_switch_blocks_count_an_items_own_forced_pairs():
    """An item adds the pairs forced through it (here (0, 1, 1): 8 pairs) or through its complement,
    whichever is more: added to a block it keeps the block's 8 repeats, as its pairs grow by as many."""
    block = [[0, 0, 0], [1, 0, 1], [0, 1, 1]]
    assert ce.check_lower({"N": 12, "method": "switch-blocks", "blocks": [{"stage": 1, "items": block}]}) == (
        True,
        13,
        "blocks force 8 repeated deliveries: N R(N) >= 144 + 8, R(N) >= 13",
    )


def test_switch_blocks_malformed_item_message_is_cut_at_200_characters(parameter_error):
    item = ["x" * 300, 0, 0, 0]
    cert = {"N": 6, "method": "switch-blocks", "blocks": [{"stage": 0, "items": [item]}]}
    parameter, message = parameter_error(ce.check_lower, cert)
    assert (parameter, len(message)) == ("item", 200)
    assert message == f"an item is [switch, in port, out port], got {item!r}"[:200]


def test_switch_blocks_an_item_whose_switch_state_forces_nothing_adds_no_delivery():
    """At N = 20, stage 2, no pair is forced through switch 0 in state 0 either way ((0, 0, 0) nor (0, 1, 1)):
    listed in a block it adds its 16 pairs and no forced delivery, so the block's 16 repeats are gone."""
    block = [[0, 0, 1], [3, 0, 0]]
    assert ce.check_lower({"N": 20, "method": "switch-blocks", "blocks": [{"stage": 2, "items": block}]}) == (
        True,
        21,
        "blocks force 16 repeated deliveries: N R(N) >= 400 + 16, R(N) >= 21",
    )
    block.append([0, 0, 0])
    assert ce.check_lower({"N": 20, "method": "switch-blocks", "blocks": [{"stage": 2, "items": block}]}) == (
        True,
        20,
        "blocks force 0 repeated deliveries: N R(N) >= 400 + 0, R(N) >= 20",
    )
