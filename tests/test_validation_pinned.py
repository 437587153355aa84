"""Input validation of ``spec/``, pinned value by value.

Each row calls a public function with the first bad value past a boundary and asserts the
:class:`~alltoall.spec.errors.ParameterError` it raises: exactly the parameter it names and exactly
its message. Beside it, the last good value on the same boundary must pass. A validation that
renames its parameter, loses its message, or moves its boundary by one fails a row here.
"""

from __future__ import annotations

import numpy as np
import pytest

from alltoall.spec import digits, switches
from alltoall.spec.algorithms import chou_chen, latin_configurations, liu_gu, massini, yang_wang, yang_wang_2002
from alltoall.spec.errors import ParameterError, log_exact, require_int
from alltoall.spec.topologies import grid, gsen, optical, recursive
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import switch_network as swn


def V(name, bad, parameter, message, good=None):
    """One pinned validation: ``bad()`` raises (parameter, message); ``good()`` (if given) does not."""
    return pytest.param(bad, parameter, message, good, id=name)


M33 = grid.mesh(3, 3)
T33 = grid.torus(3, 3)
LT = ms.LineTable
DP = ms.DigitPermutation
O22 = ms.omega(2, 2)
TABLE_NET = ms.from_wirings("Custom", 2, 4, [LT((0, 1, 2, 3)), LT((0, 1, 2, 3))])
OPT8 = optical.OpticalMIN(8)
G6 = gsen.GSEN(6)


def sw(N=2, switches=1, entry=((0, 0), (0, 1)), wires=(((0, 0), ("proc", 0)), ((0, 1), ("proc", 1)))):
    return lambda: swn.SwitchNetwork(N, switches, tuple(entry), tuple(wires))


SPEC = [
    # --- errors.py helpers ---------------------------------------------------------------------
    V("require_int-below", lambda: require_int(1, "q", 2), "q", "must be >= 2, got 1", lambda: require_int(2, "q", 2)),
    V(
        "require_int-bool",
        lambda: require_int(True, "q"),
        "q",
        "expected an integer, got True",
        lambda: require_int(np.int64(3), "q", 3),
    ),
    V("require_int-float", lambda: require_int(2.0, "q"), "q", "expected an integer, got 2.0"),
    V(
        "log_exact-not-power",
        lambda: log_exact(6, 2, "M"),
        "M",
        "6 is not a power of d=2",
        lambda: log_exact(8, 2, "M"),
    ),
    V("log_exact-N-zero", lambda: log_exact(0, 2, "M"), "M", "must be >= 1, got 0", lambda: log_exact(1, 2, "M")),
    V("log_exact-d-one", lambda: log_exact(4, 1, "M"), "d", "must be >= 2, got 1"),
    # --- digits.py, switches.py ----------------------------------------------------------------
    V(
        "digits-x-negative",
        lambda: digits.digits(-1, 2, 3),
        "x",
        "must be >= 0, got -1",
        lambda: digits.digits(0, 2, 3),
    ),
    V("digits-d-one", lambda: digits.digits(3, 1, 3), "d", "must be >= 2, got 1", lambda: digits.digits(3, 2, 3)),
    V(
        "shift_state-d-one",
        lambda: switches.shift_state(0, 1),
        "d",
        "must be >= 2, got 1",
        lambda: switches.shift_state(1, 2),
    ),
    V("all_states-d-one", lambda: switches.all_states(1), "d", "must be >= 2, got 1", lambda: switches.all_states(2)),
    # --- topologies/grid.py --------------------------------------------------------------------
    V(
        "Grid-no-dims",
        lambda: grid.Grid((), False),
        "dims",
        "a grid needs at least one dimension",
        lambda: grid.Grid((1,), False),
    ),
    V("Grid-dims-list", lambda: grid.Grid([2], False), "dims", "a grid needs at least one dimension"),
    V(
        "Grid-dim-zero",
        lambda: grid.Grid((2, 0), False),
        "dims[1]",
        "must be >= 1, got 0",
        lambda: grid.Grid((2, 1), False),
    ),
    V("ring-p", lambda: grid.ring(1), "p", "must be >= 2, got 1", lambda: grid.ring(2)),
    V("mesh-r", lambda: grid.mesh(0, 1), "r", "must be >= 1, got 0", lambda: grid.mesh(1, 1)),
    V("mesh-c", lambda: grid.mesh(1, 0), "c", "must be >= 1, got 0"),
    V("torus-r", lambda: grid.torus(0, 1), "r", "must be >= 1, got 0", lambda: grid.torus(1, 1)),
    V("torus-c", lambda: grid.torus(1, 0), "c", "must be >= 1, got 0"),
    V("hypercube-k", lambda: grid.hypercube(0), "k", "must be >= 1, got 0", lambda: grid.hypercube(1)),
    V("hypercube-k-bool", lambda: grid.hypercube(True), "k", "expected an integer, got True"),
    V("node-arity", lambda: M33.node((0,)), "coord", "expected 2 coordinates, got 1", lambda: M33.node((2, 2))),
    V("node-outside-high", lambda: M33.node((3, 0)), "coord", f"(3, 0) lies outside {M33}", lambda: T33.node((3, 0))),
    V("node-outside-low", lambda: M33.node((0, -1)), "coord", f"(0, -1) lies outside {M33}", lambda: T33.node((0, -1))),
    V(
        "neighbors-node-high",
        lambda: M33.neighbors(9),
        "node",
        f"must be in 0..8 on {M33}, got 9",
        lambda: M33.neighbors(8),
    ),
    V(
        "neighbors-node-low",
        lambda: M33.neighbors(-1),
        "node",
        f"must be in 0..8 on {M33}, got -1",
        lambda: M33.neighbors(0),
    ),
    V("neighbors-node-float", lambda: M33.neighbors(1.0), "node", "expected an integer, got 1.0"),
    V(
        "channel-not-neighbours",
        lambda: M33.channel(0, 4),
        "channel",
        f"0 -> 4 is not a channel of {M33}",
        lambda: M33.channel(0, 1),
    ),
    V(
        "channel-mesh-no-wrap",
        lambda: M33.channel(0, 2),
        "channel",
        f"0 -> 2 is not a channel of {M33}",
        lambda: T33.channel(0, 2),
    ),
    V("port-same-node", lambda: M33.port(4, 4), "port", "4 and 4 are the same node", lambda: M33.port(4, 5)),
    # --- topologies/multistage.py --------------------------------------------------------------
    V(
        "MIN-d",
        lambda: ms.from_wirings("X", 1, 4, [LT((0, 1, 2, 3))] * 2),
        "d",
        "must be >= 2, got 1",
        lambda: ms.from_wirings("X", 2, 2, [LT((0, 1))] * 2),
    ),
    V("MIN-N", lambda: ms.from_wirings("X", 2, 1, [LT((0,))] * 2), "N", "must be >= 2, got 1"),
    V(
        "MIN-N-fill",
        lambda: ms.from_wirings("X", 4, 6, [LT(tuple(range(6)))] * 2),
        "N",
        "6 lines do not fill switches of size d=4",
        lambda: ms.from_wirings("X", 3, 6, [LT(tuple(range(6)))] * 2),
    ),
    V(
        "MIN-one-wiring",
        lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3))]),
        "wirings",
        "a MIN needs at least one stage (two wirings)",
        lambda: TABLE_NET,
    ),
    V(
        "MIN-table-not-perm",
        lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3)), LT((0, 1, 2, 2))]),
        "wirings",
        "a line table must be a permutation of range(N)",
    ),
    V(
        "MIN-table-short",
        lambda: ms.from_wirings("X", 2, 4, [LT((0, 1, 2, 3)), LT((0, 1, 2))]),
        "wirings",
        "a line table must be a permutation of range(N)",
    ),
    V(
        "MIN-digits-wrong-k",
        lambda: ms.from_wirings("X", 2, 4, [DP((0, 1)), DP((0, 1, 2))]),
        "wirings",
        f"{DP((0, 1, 2))} is not a digit permutation of log_d N digits",
        lambda: ms.from_wirings("X", 2, 4, [DP((0, 1)), DP((1, 0))]),
    ),
    V(
        "MIN-digits-N-not-power",
        lambda: ms.from_wirings("X", 2, 6, [DP((0, 1))] * 2),
        "wirings",
        f"{DP((0, 1))} is not a digit permutation of log_d N digits",
    ),
    V("benes-k", lambda: ms.benes(0), "k", "must be >= 1, got 0", lambda: ms.benes(1)),
    V(
        "build-topology",
        lambda: ms.build("omgea", 2, 2),
        "topology",
        "unknown topology 'omgea'; expected one of omega, baseline, butterfly, reverse-omega, reverse-baseline, "
        "reverse-butterfly",
        lambda: ms.build("reverse-butterfly", 2, 1),
    ),
    V("build-d", lambda: ms.build("omega", 1, 2), "d", "must be >= 2, got 1", lambda: ms.build("omega", 2, 2)),
    V("build-k", lambda: ms.build("omega", 2, 0), "k", "must be >= 1, got 0", lambda: ms.build("omega", 2, 1)),
    V(
        "build_N-not-power",
        lambda: ms.build_N("omega", 3, 10),
        "N",
        "10 is not a power of d=3",
        lambda: ms.build_N("omega", 3, 9),
    ),
    V("build_N-one", lambda: ms.build_N("omega", 2, 1), "k", "must be >= 1, got 0", lambda: ms.build_N("omega", 2, 2)),
    V(
        "route_digits-table",
        lambda: ms.route_digits(TABLE_NET, (0, 1), lambda j, s, p: p),
        "topology",
        f"{TABLE_NET} has table wirings; route_digits needs digit permutations",
        lambda: ms.route_digits(O22, (0, 1), lambda j, s, p: p),
    ),
    V(
        "ms.from_data-not-dict",
        lambda: ms.from_data([2, 2]),
        "network",
        "expected an object",
        lambda: ms.from_data({"topology": "omega", "d": 2, "k": 1}),
    ),
    V(
        "ms.from_data-no-d",
        lambda: ms.from_data({"topology": "omega", "k": 2}),
        "network",
        "needs integer fields 'd' and 'k' (or 'N')",
    ),
    V(
        "ms.from_data-no-k",
        lambda: ms.from_data({"topology": "omega", "d": 2}),
        "network",
        "needs integer fields 'd' and 'k' (or 'N')",
    ),
    V(
        "ms.from_data-d-text",
        lambda: ms.from_data({"topology": "omega", "d": "two", "k": 2}),
        "network",
        "needs integer fields 'd' and 'k' (or 'N')",
    ),
    V(
        "ms.from_data-topology",
        lambda: ms.from_data({"topology": "cube", "d": 2, "k": 2}),
        "topology",
        "unknown topology 'cube'; expected one of omega, baseline, butterfly, reverse-omega, reverse-baseline, "
        "reverse-butterfly",
    ),
    V(
        "ms.from_data-one-wiring",
        lambda: ms.from_data({"d": 2, "N": 2, "wirings": [[0, 1]]}),
        "network",
        "needs 'topology' or a list of at least two 'wirings'",
        lambda: ms.from_data({"d": 2, "N": 2, "wirings": [[0, 1], [1, 0]]}),
    ),
    V(
        "ms.from_data-wirings-dict",
        lambda: ms.from_data({"d": 2, "N": 2, "wirings": {"a": 1, "b": 2}}),
        "network",
        "needs 'topology' or a list of at least two 'wirings'",
    ),
    V(
        "ms.from_data-bad-table",
        lambda: ms.from_data({"d": 2, "N": 2, "wirings": [[0, 1], [1, 1]]}),
        "wirings",
        "a line table must be a permutation of range(N)",
    ),
    # --- topologies/recursive.py ---------------------------------------------------------------
    V(
        "without-wrong-move",
        lambda: recursive.without(DP((1, 0, 2)), 0, 0),
        "wiring",
        f"{DP((1, 0, 2))} does not move position 0 to 0",
        lambda: recursive.without(DP((1, 0, 2)), 0, 1),
    ),
    V("split-table", lambda: recursive.split(TABLE_NET, O22), "network", "split needs digit-permutation wirings"),
    V(
        "split-sizes",
        lambda: recursive.split(O22, O22),
        "network",
        f"{O22} is not one stage larger than {O22}",
        lambda: recursive.split(O22, ms.omega(2, 1)),
    ),
    # --- topologies/switch_network.py ----------------------------------------------------------
    V("SwitchNetwork-N", sw(N=1, entry=((0, 0),)), "N", "must be >= 2, got 1", sw()),
    V("SwitchNetwork-switches", sw(switches=0), "switches", "must be >= 1, got 0"),
    V("SwitchNetwork-entry-count", sw(entry=((0, 0),)), "entry", "one entry per processor (2), got 1"),
    V("SwitchNetwork-entry-switch", sw(entry=((0, 0), (1, 1))), "entry", "(1, 1) is not an input port of a switch"),
    V("SwitchNetwork-entry-port", sw(entry=((0, 0), (0, 2))), "entry", "(0, 2) is not an input port of a switch"),
    V("SwitchNetwork-entry-negative", sw(entry=((0, 0), (-1, 1))), "entry", "(-1, 1) is not an input port of a switch"),
    V(
        "SwitchNetwork-wire-switch",
        sw(wires=(((1, 0), ("proc", 0)),)),
        "wires",
        "(1, 0) is not an output port of a switch",
    ),
    V(
        "SwitchNetwork-wire-port",
        sw(wires=(((0, 2), ("proc", 0)),)),
        "wires",
        "(0, 2) is not an output port of a switch",
    ),
    V(
        "SwitchNetwork-wire-proc",
        sw(wires=(((0, 0), ("proc", 2)),)),
        "wires",
        "('proc', 2) is neither ('proc', q) nor ('switch', s, port) of this network",
        sw(wires=(((0, 0), ("proc", 1)),)),
    ),
    V(
        "SwitchNetwork-wire-to-switch",
        sw(switches=2, wires=(((0, 0), ("switch", 2, 0)),)),
        "wires",
        "('switch', 2, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
        sw(switches=2, wires=(((0, 0), ("switch", 1, 1)),)),
    ),
    V(
        "SwitchNetwork-wire-to-port",
        sw(switches=2, wires=(((0, 0), ("switch", 1, 2)),)),
        "wires",
        "('switch', 1, 2) is neither ('proc', q) nor ('switch', s, port) of this network",
    ),
    V(
        "SwitchNetwork-wire-head",
        sw(wires=(((0, 0), ("proc", 0, 0)),)),
        "wires",
        "('proc', 0, 0) is neither ('proc', q) nor ('switch', s, port) of this network",
    ),
    V(
        "SwitchNetwork-two-ends",
        sw(wires=(((0, 0), ("proc", 0)), ((0, 1), ("proc", 0)))),
        "wires",
        "two wires end at the same port",
    ),
    V(
        "SwitchNetwork-wire-into-entry",
        sw(wires=(((0, 0), ("switch", 0, 1)),)),
        "wires",
        "two wires end at the same port",
    ),
    V(
        "SwitchNetwork-two-leave",
        sw(wires=(((0, 0), ("proc", 0)), ((0, 0), ("proc", 1)))),
        "wires",
        "two wires leave the same port",
    ),
    V(
        "SwitchNetwork-follow-high",
        lambda: sw()().follow(2, [0]),
        "s",
        "processor must be in 0..1, got 2",
        lambda: sw()().follow(1, [0]),
    ),
    V(
        "SwitchNetwork-follow-low",
        lambda: sw()().follow(-1, [0]),
        "s",
        "processor must be in 0..1, got -1",
        lambda: sw()().follow(0, [0]),
    ),
    V(
        "swn.from_data-negative",
        lambda: swn.from_data({"N": 2, "switches": 1, "entry": [[0, 0], [0, -1]], "wires": []}),
        "network",
        "expected a non-negative integer, got -1",
        lambda: swn.from_data({"N": 2, "switches": 1, "entry": [[0, 0], [0, 1]], "wires": []}),
    ),
    V(
        "swn.from_data-bool",
        lambda: swn.from_data({"N": True, "switches": 1, "entry": [], "wires": []}),
        "network",
        "expected a non-negative integer, got True",
    ),
    V(
        "swn.from_data-missing",
        lambda: swn.from_data({"N": 2, "entry": [[0, 0], [0, 1]], "wires": []}),
        "network",
        "malformed switch network ('switches')",
    ),
    # --- topologies/optical.py -----------------------------------------------------------------
    V("OpticalMIN-N", lambda: optical.OpticalMIN(1), "N", "must be >= 2, got 1", lambda: optical.OpticalMIN(2)),
    V(
        "OpticalMIN-N-power",
        lambda: optical.OpticalMIN(6),
        "N",
        "6 is not a power of d=2",
        lambda: optical.OpticalMIN(4),
    ),
    V(
        "successor-j",
        lambda: OPT8.successor(OPT8.stages, 0, 0),
        "j",
        f"stage must be in 0..{OPT8.stages - 1}, got {OPT8.stages}",
        lambda: OPT8.successor(OPT8.stages - 1, 0, 0),
    ),
    V(
        "successor-j-negative",
        lambda: OPT8.successor(-1, 0, 0),
        "j",
        f"stage must be in 0..{OPT8.stages - 1}, got -1",
        lambda: OPT8.successor(0, 0, 0),
    ),
    V(
        "successor-i",
        lambda: OPT8.successor(0, 8, 0),
        "i",
        "switch must be in 0..7, got 8",
        lambda: OPT8.successor(0, 7, 1),
    ),
    V("successor-i-negative", lambda: OPT8.successor(0, -1, 0), "i", "switch must be in 0..7, got -1"),
    V("successor-port", lambda: OPT8.successor(0, 0, 2), "port", "a 2 x 2 switch has output ports 0 and 1, got 2"),
    V(
        "successor-port-negative",
        lambda: OPT8.successor(0, 0, -1),
        "port",
        "a 2 x 2 switch has output ports 0 and 1, got -1",
    ),
    V(
        "route-setting-shape",
        lambda: optical.route(OPT8, np.zeros((OPT8.stages, 7), dtype=int)),
        "setting",
        f"expected 8 switches per stage, got shape ({OPT8.stages}, 7)",
        lambda: optical.route(OPT8, np.zeros((OPT8.stages, 8), dtype=int)),
    ),
    V(
        "shift_setting-c-high",
        lambda: optical.shift_setting(OPT8, 8),
        "c",
        "a cyclic shift is in 0..N-1 = 0..7, got 8",
        lambda: optical.shift_setting(OPT8, 7),
    ),
    V(
        "shift_setting-c-negative",
        lambda: optical.shift_setting(OPT8, -1),
        "c",
        "must be >= 0, got -1",
        lambda: optical.shift_setting(OPT8, 0),
    ),
    V(
        "rule_setting-s",
        lambda: optical.rule_setting(OPT8, 8, 0),
        "s",
        "source must be in 0..7, got 8",
        lambda: optical.rule_setting(OPT8, 7, 0),
    ),
    V("rule_setting-s-negative", lambda: optical.rule_setting(OPT8, -1, 0), "s", "source must be in 0..7, got -1"),
    V(
        "rule_setting-d",
        lambda: optical.rule_setting(OPT8, 0, 8),
        "d",
        "destination must be in 0..7, got 8",
        lambda: optical.rule_setting(OPT8, 0, 7),
    ),
    V("rule_setting-d-negative", lambda: optical.rule_setting(OPT8, 0, -1), "d", "destination must be in 0..7, got -1"),
    # --- topologies/gsen.py --------------------------------------------------------------------
    V("GSEN-N", lambda: gsen.GSEN(1), "N", "must be >= 2, got 1", lambda: gsen.GSEN(2)),
    V("GSEN-N-odd", lambda: gsen.GSEN(7), "N", "a GSEN needs an even number of terminals, got 7", lambda: gsen.GSEN(8)),
    V(
        "GSEN-N-max",
        lambda: gsen.GSEN(gsen.MAX_N + 2),
        "N",
        f"at most {gsen.MAX_N} terminals, got {gsen.MAX_N + 2}",
        lambda: gsen.GSEN(gsen.MAX_N),
    ),
    V(
        "config_bit-order",
        lambda: gsen.config_bit(5, 3, 0, "msb"),
        "order",
        "expected one of msb-first, lsb-first, got 'msb'",
        lambda: gsen.config_bit(5, 3, 0, "lsb-first"),
    ),
    V(
        "pattern-family",
        lambda: gsen.pattern("triply", 3),
        "family",
        "expected one of sc, alternating, doubly, quadruply, got 'triply'",
        lambda: gsen.pattern("quadruply", 3),
    ),
    V(
        "family_states-C-high",
        lambda: gsen.family_states(G6, "sc", G6.tags),
        "C",
        f"a configuration number of {G6} is below {G6.tags}, got {G6.tags}",
        lambda: gsen.family_states(G6, "sc", G6.tags - 1),
    ),
    V(
        "family_states-C-negative",
        lambda: gsen.family_states(G6, "sc", -1),
        "C",
        "must be >= 0, got -1",
        lambda: gsen.family_states(G6, "sc", 0),
    ),
    V("path-i-high", lambda: gsen.path(G6, 6, 0), "i", f"inputs of {G6} are 0..5, got 6", lambda: gsen.path(G6, 5, 0)),
    V("path-i-negative", lambda: gsen.path(G6, -1, 0), "i", "must be >= 0, got -1", lambda: gsen.path(G6, 0, 0)),
    V(
        "path-F-high",
        lambda: gsen.path(G6, 0, G6.tags),
        "F",
        f"tags of {G6} are 0..{G6.tags - 1}, got {G6.tags}",
        lambda: gsen.path(G6, 0, G6.tags - 1),
    ),
    V("path-F-negative", lambda: gsen.path(G6, 0, -1), "F", "must be >= 0, got -1"),
    V(
        "realize-shape",
        lambda: gsen.realize(G6, np.zeros((G6.n, G6.half + 1), dtype=int)),
        "states",
        f"{G6} needs states of shape (..., {G6.n}, {G6.half}), got ({G6.n}, {G6.half + 1})",
        lambda: gsen.realize(G6, np.zeros((2, G6.n, G6.half), dtype=int)),
    ),
    V(
        "all_states-N",
        lambda: next(gsen.all_states(gsen.GSEN(12))),
        "N",
        "GSEN(N=12) has 2**24 configurations; enumerate only up to 2**20",
        lambda: next(gsen.all_states(gsen.GSEN(10))),
    ),
    V(
        "states_from_data-ragged",
        lambda: gsen.states_from_data(G6, [[0, 1], [0]]),
        "states",
        "expected a list of lists of 0/1",
    ),
    V(
        "states_from_data-shape",
        lambda: gsen.states_from_data(G6, [[0] * G6.half] * (G6.n - 1)),
        "states",
        f"{G6} needs {G6.n} stages of {G6.half} states, got shape ({G6.n - 1}, {G6.half})",
        lambda: gsen.states_from_data(G6, [[1] * G6.half] * G6.n),
    ),
    V(
        "states_from_data-value",
        lambda: gsen.states_from_data(G6, [[0] * (G6.half - 1) + [2]] * G6.n),
        "states",
        "states are 0 (straight) or 1 (cross)",
    ),
    V(
        "states_from_data-negative",
        lambda: gsen.states_from_data(G6, [[-1] + [0] * (G6.half - 1)] * G6.n),
        "states",
        "states are 0 (straight) or 1 (cross)",
    ),
    # --- algorithms ----------------------------------------------------------------------------
    V("chou_chen-N", lambda: chou_chen.algorithm1(1), "N", "must be >= 2, got 1", lambda: chou_chen.algorithm1(2)),
    V(
        "chou_chen-N-mod4",
        lambda: chou_chen.algorithm1(4),
        "N",
        "Algorithms 1-4 need N = 2 mod 4, got 4",
        lambda: chou_chen.algorithm1(6),
    ),
    V(
        "configurations-d",
        lambda: latin_configurations.configurations(np.zeros((1, 1), dtype=int), 1, 1),
        "d",
        "must be >= 2, got 1",
    ),
    V(
        "configurations-k",
        lambda: latin_configurations.configurations(np.zeros((1, 0), dtype=int), 2, 0),
        "k",
        "must be >= 1, got 0",
        lambda: latin_configurations.configurations(np.zeros((1, 1), dtype=int), 2, 1),
    ),
    V(
        "configurations-M0-shape",
        lambda: latin_configurations.configurations(np.zeros((2, 3), dtype=int), 2, 2),
        "M0",
        "expected shape (2, 2), got (2, 3)",
        lambda: latin_configurations.configurations(np.zeros((2, 2), dtype=int), 2, 2),
    ),
    V(
        "configurations-M0-high",
        lambda: latin_configurations.configurations(np.array([[0, 3], [0, 0], [0, 0]]), 3, 2),
        "M0",
        "shift amounts must lie in 0..2",
        lambda: latin_configurations.configurations(np.array([[0, 2], [0, 0], [0, 0]]), 3, 2),
    ),
    V(
        "configurations-M0-negative",
        lambda: latin_configurations.configurations(np.array([[0, -1], [0, 0], [0, 0]]), 3, 2),
        "M0",
        "shift amounts must lie in 0..2",
    ),
    V(
        "state_tables-reading",
        lambda: latin_configurations.state_tables(np.zeros((1, 1, 2), dtype=int), 2, 1, "middle"),
        "reading",
        "expected 'post' or 'pre', got 'middle'",
    ),
    V(
        "ARReading-opposite",
        lambda: liu_gu.ARReading("negative", "ceil"),
        "opposite",
        "expected 'by-parity' or 'positive'",
        lambda: liu_gu.ARReading("positive", "as-needed"),
    ),
    V(
        "ARReading-stage3",
        lambda: liu_gu.ARReading("by-parity", "round"),
        "stage3",
        "expected 'ceil', 'floor' or 'as-needed'",
        lambda: liu_gu.ARReading("by-parity", "floor"),
    ),
    V(
        "liu_gu-reading",
        lambda: liu_gu.reading("prose"),
        "reading",
        "unknown reading 'prose'; expected one of listing, prose-half-circle, prose-stage3",
        lambda: liu_gu.reading("prose-stage3"),
    ),
    V("ar_plan-p-small", lambda: liu_gu.ar_plan(3), "p", "must be >= 4, got 3", lambda: liu_gu.ar_plan(4)),
    V(
        "ar_plan-p-odd",
        lambda: liu_gu.ar_plan(5),
        "p",
        "AR needs an even ring (p even, p >= 4), got 5",
        lambda: liu_gu.ar_plan(6),
    ),
    V("at2-r-small", lambda: liu_gu.at2_check(3, 4), "r", "must be >= 4, got 3", lambda: liu_gu.at2_check(4, 4)),
    V("at2-c-small", lambda: liu_gu.at2_check(4, 3), "c", "must be >= 4, got 3"),
    V(
        "at2-r-mod4",
        lambda: liu_gu.at2_check(6, 8),
        "r",
        "AT2 needs r a multiple of 4, got 6",
        lambda: liu_gu.at2_check(8, 8),
    ),
    V("at2-c-mod4", lambda: liu_gu.at2_check(4, 6), "c", "AT2 needs c a multiple of 4, got 6"),
    V(
        "at2-r-above-c",
        lambda: liu_gu.at2_check(8, 4),
        "r",
        "AT2 needs r <= c, got r=8 > c=4",
        lambda: liu_gu.at2_check(4, 8),
    ),
    V(
        "array_steps-algorithm",
        lambda: list(liu_gu.array_steps("at3", 4)),
        "algorithm",
        "unknown algorithm 'at3'; expected 'ar' or 'at2'",
    ),
    V(
        "plan_of-algorithm",
        lambda: liu_gu.plan_of("AR", 4),
        "algorithm",
        "unknown algorithm 'AR'; expected 'ar' or 'at2'",
        lambda: liu_gu.plan_of("ar", 4),
    ),
    V(
        "massini-rule",
        lambda: massini.rule("mul"),
        "rule",
        "unknown sender rule 'mul'; expected one of xor, add, sub, rsub, round",
        lambda: massini.rule("round"),
    ),
    V(
        "yang_wang-realized-m",
        lambda: yang_wang.realized(0, []),
        "m",
        "must be >= 1, got 0",
        lambda: yang_wang.realized(1, [True]),
    ),
    V(
        "yang_wang-realized-settings",
        lambda: yang_wang.realized(2, [True]),
        "settings",
        "one setting per stage (2), got 1",
        lambda: yang_wang.realized(2, [True, False]),
    ),
    V("yang_wang-network-m", lambda: yang_wang.network(0), "m", "must be >= 1, got 0", lambda: yang_wang.network(1)),
    V(
        "yang_wang-basic_list-k",
        lambda: yang_wang.build_basic_list(0),
        "k",
        "must be >= 1, got 0",
        lambda: yang_wang.build_basic_list(1),
    ),
    V(
        "yang_wang-list-repeat",
        lambda: yang_wang.latin_square(1, [0, 0]),
        "a",
        "the list must hold each of 0..1 once, got [0, 0]",
        lambda: yang_wang.latin_square(1, [1, 0]),
    ),
    V(
        "yang_wang-list-out-of-range",
        lambda: yang_wang.latin_square(1, [0, 2]),
        "a",
        "the list must hold each of 0..1 once, got [0, 2]",
    ),
    V(
        "yw2002-U-zero",
        lambda: yang_wang_2002.U(0),
        "x",
        "U(0) is undefined in yang-wang-2002",
        lambda: yang_wang_2002.U(-1),
    ),
    V(
        "yw2002-I-zero",
        lambda: yang_wang_2002.I(0),
        "x",
        "I(0) is undefined in yang-wang-2002",
        lambda: yang_wang_2002.I(1),
    ),
    V(
        "yw2002-perimeter-kind",
        lambda: yang_wang_2002.perimeter_pieces("torus"),
        "kind",
        "unknown perimeter family 'torus'",
        lambda: yang_wang_2002.perimeter_pieces("infinite"),
    ),
    V(
        "yw2002-perimeter-d-negative",
        lambda: yang_wang_2002.perimeter("infinite", -1),
        "d",
        "a radius is >= 0, got -1",
        lambda: yang_wang_2002.perimeter("infinite", 0),
    ),
    V(
        "yw2002-perimeter-d-odd-high",
        lambda: yang_wang_2002.perimeter("torus-odd", 5, 2),
        "d",
        "0 <= d <= 2k = 4 for the torus-odd perimeter, got 5",
        lambda: yang_wang_2002.perimeter("torus-odd", 4, 2),
    ),
    V(
        "yw2002-perimeter-d-even-high",
        lambda: yang_wang_2002.perimeter("torus-even", 5, 2),
        "d",
        "0 <= d <= 2k = 4 for the torus-even perimeter, got 5",
        lambda: yang_wang_2002.perimeter("torus-even", 4, 2),
    ),
    V(
        "yw2002-window-R",
        lambda: yang_wang_2002.window(0),
        "R",
        "must be >= 1, got 0",
        lambda: yang_wang_2002.window(1),
    ),
    V(
        "yw2002-offset-reading",
        lambda: yang_wang_2002.torus_offset(1, 0, 5, "wrapped"),
        "reading",
        "unknown offset reading 'wrapped'; expected one of centred, raw",
        lambda: yang_wang_2002.torus_offset(1, 0, 5, "raw"),
    ),
    V(
        "yw2002-check_square-rect",
        lambda: yang_wang_2002.check_square(grid.mesh(3, 4)),
        "network",
        f"expected an n x n mesh or torus, got {grid.mesh(3, 4)}",
        lambda: yang_wang_2002.check_square(T33),
    ),
    V(
        "yw2002-check_square-1d",
        lambda: yang_wang_2002.check_square(grid.ring(3)),
        "network",
        f"expected an n x n mesh or torus, got {grid.ring(3)}",
    ),
    V(
        "yw2002-send_table-R",
        lambda: yang_wang_2002.send_table(-1),
        "R",
        "must be >= 0, got -1",
        lambda: yang_wang_2002.send_table(0),
    ),
    V(
        "yw2002-saad_schultz-n",
        lambda: yang_wang_2002.saad_schultz(1),
        "n",
        "must be >= 2, got 1",
        lambda: yang_wang_2002.saad_schultz(2),
    ),
]


def check(bad, parameter, message, good):
    with pytest.raises(ParameterError) as caught:
        bad()
    e = caught.value
    assert (e.parameter, e.message) == (parameter, message)
    assert str(e) == f"{parameter}: {message}"
    if good is not None:
        good()


@pytest.mark.parametrize("bad, parameter, message, good", SPEC)
def test_spec_validation(bad, parameter, message, good):
    check(bad, parameter, message, good)
