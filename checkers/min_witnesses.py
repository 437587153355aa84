"""Brute-force checks and replayers for the multistage-network witnesses (liu-chen-chen-2007, massini-2003).

Every replayer reads only the witness point (network, sizes, rounds, states) and re-derives the
violation from the spec (:mod:`alltoall.spec.topologies.multistage`, :mod:`alltoall.spec.switches`,
:mod:`alltoall.spec.algorithms.latin_configurations`, :mod:`alltoall.spec.algorithms.two_phase`).
What the paper prints (a worked example, the matrix A) is the claim's ``subject``
(:class:`PrintedValues`), never the witness file. Imports no solver.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from alltoall.checkers import brute
from alltoall.checkers import properties as props
from alltoall.checkers.point import CLAIM, MATRIX, MAX_PORTS, NAT, NATS, NETWORK, Either, Enum, ListOf, Nat, Text
from alltoall.checkers.replay import INSTANCES, replayer
from alltoall.spec import switches
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.algorithms import two_phase
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import multistage as ms

__all__ = [
    "ITEM",
    "M0_OR_ZERO",
    "MAX_N",
    "MAX_SEARCH_D",
    "MAX_TWO_PHASE_N",
    "PAIR",
    "PrintedValues",
    "STATES",
    "configuration_tables",
    "least_makespan",
    "lemma1_violation",
    "perm_state_violation",
    "pipeline_violation",
    "shift_state_violation",
]

MAX_N = 4096  # largest network a replay re-simulates (a few seconds at most)
MAX_TWO_PHASE_N = 1024  # the two phases simulate N^2 deliveries one by one (about 16 s at 1024)
MAX_SEARCH_D = 6  # largest switch whose d! states a replay enumerates (720)

# Point fields shared by the kinds below (each bounded; see alltoall.checkers.point).
M0_OR_ZERO = Either(Enum("zero"), MATRIX)  # 'zero' or the shift amounts M^0[switch][stage]
PAIR = ListOf(NAT, 2, min_len=2)  # two rounds, two inputs, two configuration numbers
STATES = ListOf(ListOf(ListOf(Nat(63), 64), MAX_PORTS), 64)  # [stage][switch][input port] -> output port
ITEM = Text(80)  # the name of a printed item (the values are the claim's, never the file's)


def _int(value: Any, name: str, lo: int = 0, hi: int | None = None) -> int:
    """An int field of a witness, range-checked (no bools, floats or negatives)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ParameterError(name, f"expected an integer, got {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise ParameterError(name, f"must lie in {lo}..{hi if hi is not None else 'inf'}, got {value}")
    return value


def _ints(values: Any, name: str, lo: int = 0, hi: int | None = None) -> list[Any] | int:
    """A nested list of ints, each range-checked."""
    if isinstance(values, list):
        return [_ints(v, name, lo, hi) for v in values]
    return _int(values, name, lo, hi)


def _array(values: list[Any], name: str) -> np.ndarray:
    """A nested list of ints as an int64 array; a ragged list is refused."""
    try:
        return np.array(values, dtype=np.int64)
    except ValueError:
        raise ParameterError(name, "the nested lists do not all have the same length") from None


def _permutation(values: Any, name: str, N: int) -> list[Any]:
    """A permutation of 0..N-1, given as the output of each input."""
    perm = _ints(values, name, 0, N - 1)
    if not isinstance(perm, list) or len(perm) != N:
        raise ParameterError(name, f"expected {N} outputs")
    if len(set(perm)) != N:
        raise ParameterError(name, f"not a permutation: some output of 0..{N - 1} appears twice")
    return perm


def _net(data: Any, max_N: int = MAX_N) -> ms.MIN:
    net = ms.from_data(data)
    if net.N > max_N:
        raise ParameterError("network", f"N = {net.N} is too large to replay (at most {max_N})")
    return net


def _shift_net(data: Any, max_N: int = MAX_N) -> ms.MIN:
    """A network on which M^0..M^(N-1) are defined: N = d^k lines and k stages."""
    net = _net(data, max_N)
    if net.k is None or net.stages != net.k:
        raise ParameterError(
            "network",
            f"{net} has {net.stages} stages on {net.N} lines of {net.d} x {net.d} switches; "
            f"M^x is defined on a MIN of log_d N stages",
        )
    return net


def _m0(value: Any, net: ms.MIN) -> np.ndarray:
    """M^0 of a witness: 'zero' or a matrix of shift amounts of shape (N/d, k)."""
    if value == "zero":
        return lc.initial_zero(net.d, net.k)
    M0 = _array(_ints(value, "M0", 0, net.d - 1), "M0")
    if M0.shape != (net.switches, net.stages):
        raise ParameterError("M0", f"expected shape {(net.switches, net.stages)}, got {M0.shape}")
    return M0


@dataclass(frozen=True)
class PrintedValues:
    """What a paper prints, item by item, and how the spec computes each item.

    ``printed[item]`` is the paper's value (plain ints/lists); ``compute(item)`` recomputes it
    from the spec. A claim hands this to its ``subject`` so the replay compares the paper's text,
    not a copy of it in the witness file.
    """

    printed: Mapping[str, Any]
    compute: Callable[[str], Any]

    def mismatch(self) -> str | None:
        """The first item whose computed value differs from the printed one, or None."""
        for item, value in self.printed.items():
            if self.compute(item) != value:
                return item
        return None


def _subject(claim: Any, kind: str) -> PrintedValues:
    subject = getattr(claim, "subject", None)
    if not isinstance(subject, PrintedValues):
        raise ParameterError("claim", f"a {kind} witness needs a claim whose subject holds the printed values")
    return subject


def _item(subject: PrintedValues, data: dict[str, Any]) -> str:
    item = data.get("item")
    if not isinstance(item, str) or item not in subject.printed:
        raise ParameterError("item", f"expected one of {sorted(subject.printed)}, got {item!r}")
    return item


@replayer("worked-example", with_claim=True, params={}, point={"item": ITEM})
def _replay_worked_example(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    subject = _subject(claim, "worked-example")
    item = _item(subject, data)
    printed, computed = subject.printed[item], subject.compute(item)
    if printed != computed:
        return True, f"{item}: the paper prints {printed}, the spec computes {computed}"
    return False, f"{item}: the spec computes {computed}, as printed"


@replayer("printed-matrix", with_claim=True, params={}, point={"item": ITEM})
def _replay_printed_matrix(claim: Any, params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    subject = _subject(claim, "printed-matrix")
    item = _item(subject, data)
    v = props.latin(np.asarray(subject.printed[item]))
    if v:
        return True, f"the printed {item} is not a Latin square: {v.message}"
    return False, f"the printed {item} is a Latin square"


# --- Latin squares, banyans, Massini's rule -------------------------------------------------------


def _collision(net: ms.MIN, outs: np.ndarray, x: int, inputs: Any) -> tuple[bool, str]:
    """Whether M^x sends the two given inputs to one output (its columns are not a permutation)."""
    if not isinstance(inputs, list) or len(inputs) != 2:
        raise ParameterError("inputs", "expected two inputs")
    a, b = (_int(v, "inputs", 0, net.N - 1) for v in inputs)
    if a == b:
        raise ParameterError("inputs", "the two inputs must differ")
    if outs[x, a] == outs[x, b]:
        return True, f"on {net}, M^{x} sends inputs {a} and {b} to the same output {int(outs[x, a])}"
    return False, f"on {net}, M^{x} sends input {a} to {int(outs[x, a])} and {b} to {int(outs[x, b])}"


@replayer("latin-violation", params={"network": NETWORK, "M0": M0_OR_ZERO}, point={"input": NAT, "rounds": PAIR})
def _replay_latin(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """A row of the matrix A that repeats an input: input s reaches one output in two rounds.

    (Called directly with ``inputs`` and two equal rounds it judges a collision, as
    ``latin-column`` does under replay, which hands this kind only ``input`` and ``rounds``.)
    """
    net = _shift_net(params.get("network"))
    outs = brute.outputs_per_round(net, _m0(params.get("M0"), net))
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or len(rounds) != 2:
        raise ParameterError("rounds", "expected two rounds")
    x, y = (_int(v, "rounds", 0, net.N - 1) for v in rounds)
    if x == y and "inputs" in data:
        return _collision(net, outs, x, data["inputs"])
    s = _int(data.get("input"), "input", 0, net.N - 1)
    if x == y:
        raise ParameterError("rounds", "the two rounds must differ")
    ox, oy = int(outs[x, s]), int(outs[y, s])
    if ox == oy:
        return True, f"on {net}, input {s} reaches output {ox} in both rounds {x} and {y}: row {ox} of A repeats {s}"
    return False, f"on {net}, input {s} reaches output {ox} in round {x} but {oy} in round {y}"


@replayer("latin-column", params={"network": NETWORK, "M0": M0_OR_ZERO}, point={"round": NAT, "inputs": PAIR})
def _replay_latin_column(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """A configuration M^x that is not a permutation: two inputs reach one output in round x."""
    net = _shift_net(params.get("network"))
    outs = brute.outputs_per_round(net, _m0(params.get("M0"), net))
    x = _int(data.get("round"), "round", 0, net.N - 1)
    return _collision(net, outs, x, data.get("inputs"))


@replayer("not-banyan", params={"network": NETWORK}, point={"input": NAT, "output": NAT})
def _replay_not_banyan(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    net = _net(params.get("network"))
    C = ms.path_counts(net)
    s, t = _int(data.get("input"), "input", 0, net.N - 1), _int(data.get("output"), "output", 0, net.N - 1)
    if C[s, t] != 1:
        return True, f"{net} has {int(C[s, t])} paths from input {s} to output {t}, so it is not banyan"
    return False, f"on {net}, input {s} has exactly one path to output {t}"


@replayer("topology-dependence", params={"instances": INSTANCES}, point={"sender": NAT, "round": NAT})
def _replay_dependence(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """One (sender, round) reaching two outputs on two instances of the same size."""
    instances = params.get("instances")
    if not isinstance(instances, list) or len(instances) != 2 or not all(isinstance(i, dict) for i in instances):
        raise ParameterError("instances", "expected two (network, M0) instances")
    nets = [_shift_net(i.get("network")) for i in instances]
    N = nets[0].N
    if nets[1].N != N:
        raise ParameterError("instances", "the two networks must have the same size")
    s, x = _int(data.get("sender"), "sender", 0, N - 1), _int(data.get("round"), "round", 0, N - 1)
    got = [int(brute.outputs_per_round(net, _m0(inst.get("M0"), net))[x, s]) for net, inst in zip(nets, instances)]
    if got[0] != got[1]:
        return True, f"round {x}: input {s} reaches output {got[0]} on {nets[0]} and {got[1]} on {nets[1]}"
    return False, f"round {x}: input {s} reaches output {got[0]} on both {nets[0]} and {nets[1]}"


@replayer("inadmissible", params={"network": NETWORK}, point={"permutation": NATS})
def _replay_inadmissible(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """No configuration of the network realizes the permutation (exhaustive search, pruned)."""
    net = _net(params.get("network"), 729)
    if net.d > MAX_SEARCH_D:
        raise ParameterError(
            "network", f"d = {net.d}: the search tries d! states per switch; replay searches d <= {MAX_SEARCH_D}"
        )
    perm = _permutation(data.get("permutation"), "permutation", net.N)
    try:
        conf = brute.admissible(net, perm)
    except (TimeoutError, RecursionError):
        raise ParameterError("permutation", "the admissibility search does not finish within its budget") from None
    if conf is None:
        return True, f"no configuration of {net} realizes {perm}"
    return False, f"{net} realizes {perm}"


# --- switch states and configurations ----------------------------------------------------------


def shift_state_violation(d: int, k: int, u: int) -> str | None:
    """Route input port u of one d x d switch in the k-shift state; the paper says o_{(u+k) mod d}."""
    net = ms.from_wirings("Switch", d, d, [ms.identity(1), ms.identity(1)])
    out = int(ms.route_shift(net, np.array([[k]]))[u])
    if out != (u + k) % d:
        return f"input port {u} reaches output port {out}, not {(u + k) % d}"
    return None


@replayer(
    "shift-state",
    params={"d": Nat(64, low=2), "k": Nat(63)},
    point={"port": Nat(63), "aspect": Enum("route", "distinct", "d2-names")},
)
def _replay_shift_state(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    d = _int(params.get("d"), "d", 2, 64)
    k = _int(params.get("k"), "k", 0, d - 1)
    aspect = data.get("aspect", "route")
    if aspect == "distinct":
        n = len(set(switches.shift_states(d)))
        return (n != d), f"d={d}: {n} distinct shift states"
    if aspect == "d2-names":
        s0, s1 = switches.shift_state(0, 2), switches.shift_state(1, 2)
        ok = s0 == (0, 1) and s1 == (1, 0)
        return (not ok), f"2 x 2 switch: the 0-shift is {s0} and the 1-shift {s1}" + (
            " (straight and cross)" if ok else ", not straight (0, 1) and cross (1, 0)"
        )
    if aspect != "route":
        raise ParameterError("aspect", f"expected 'route', 'distinct' or 'd2-names', got {aspect!r}")
    u = _int(data.get("port"), "port", 0, d - 1)
    msg = shift_state_violation(d, k, u)
    return (msg is not None), f"{d} x {d} switch, {k}-shift: " + (
        msg or f"input port {u} reaches output port {(u + k) % d}"
    )


def configuration_tables(net: ms.MIN, index: int) -> np.ndarray:
    """The state tables of configuration number ``index`` (lexicographic over switches, stage-major)."""
    states = switches.all_states(net.d)
    cells = net.switches * net.stages
    digits = []
    for _ in range(cells):
        index, r = divmod(index, len(states))
        digits.append(r)
    flat = [states[i] for i in reversed(digits)]
    return np.array(flat, dtype=np.int64).reshape(net.stages, net.switches, net.d)


@replayer("config-collision", params={"network": NETWORK}, point={"configurations": ListOf(NAT, 2, min_len=2)})
def _replay_config_collision(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Two configurations (numbered as :func:`configuration_tables` does) realizing one permutation."""
    net = _net(params.get("network"), 256)
    if net.d > MAX_SEARCH_D:
        raise ParameterError(
            "network", f"d = {net.d}: configurations are numbered over the d! states; replay takes d <= {MAX_SEARCH_D}"
        )
    total = math.factorial(net.d) ** (net.switches * net.stages)
    a, c = (_int(v, "configurations", 0, total - 1) for v in data.get("configurations", [None, None]))
    if a == c:
        raise ParameterError("configurations", "the two configurations must differ")
    pa, pc = (ms.route(net, configuration_tables(net, i)).tolist() for i in (a, c))
    if pa == pc:
        return True, f"on {net}, configurations #{a} and #{c} both realize {pa}"
    return False, f"configuration #{a} realizes {pa}, #{c} realizes {pc}"


@replayer("admissible", params={"network": NETWORK}, point={"permutation": NATS, "states": STATES})
def _replay_admissible(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """The configuration given realizes the permutation on the network."""
    net = _net(params.get("network"))
    perm = _permutation(data.get("permutation"), "permutation", net.N)
    states = _array(_ints(data.get("states"), "states", 0, net.d - 1), "states")
    if states.shape != (net.stages, net.switches, net.d) or not all(
        sorted(row) == list(range(net.d)) for row in states.reshape(-1, net.d).tolist()
    ):
        raise ParameterError("states", f"expected {net.stages} x {net.switches} port permutations of 0..{net.d - 1}")
    if brute.routed_exactly(net, states, perm):
        return True, f"{net} realizes {perm} with the configuration given"
    return False, f"the configuration given does not realize {perm} on {net}"


@replayer("d-xor", params={"d": Nat(1024, low=2)}, point={})
def _replay_d_xor(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    d = _int(params.get("d"), "d", 2, 1024)
    T = np.array([[switches.d_xor(a, b, d) for b in range(d)] for a in range(d)])
    if d == 2 and T.ravel().tolist() != [0, 1, 1, 0]:
        return True, f"(+)_2 table {T.tolist()} differs from XOR"
    v = props.latin(T)
    if v:
        return True, f"the (+)_{d} table is not a Latin square: {v.message}"
    return False, f"the (+)_{d} table is a Latin square" + (" equal to XOR" if d == 2 else "")


@replayer(
    "lemma1",
    params={"d": Nat(64, low=2), "k": Nat(64, low=1), "M0": M0_OR_ZERO},
    point={"x": NAT, "y": NAT, "row": NAT},
)
def _replay_lemma1(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    d = _int(params.get("d"), "d", 2, 64)
    k = _int(params.get("k"), "k", 1, 64)
    if d**k > MAX_N:
        raise ParameterError("k", f"N = {d}^{k} is too large to replay")
    N = d**k
    M0 = _m0(params.get("M0"), ms.build("omega", d, k))
    x, y = _int(data.get("x"), "x", 0, N - 1), _int(data.get("y"), "y", 0, N - 1)
    r = _int(data.get("row"), "row", 0, N // d - 1)
    if x == y:
        raise ParameterError("y", "the two rounds must differ")
    confs = lc.configurations(M0, d, k)
    if (confs[x][r] == confs[y][r]).all():
        return True, f"d={d}, N={N}: row {r} of M^{x} and of M^{y} are both {confs[x][r].tolist()}"
    return False, f"d={d}, N={N}: row {r} of M^{x} is {confs[x][r].tolist()}, of M^{y} {confs[y][r].tolist()}"


def lemma1_violation(M0: np.ndarray, d: int, k: int) -> tuple[int, int, int] | None:
    """(x, y, r) with x < y and row r of M^x equal to row r of M^y, or None (brute force)."""
    confs = lc.configurations(M0, d, k)
    for r in range(confs.shape[1]):
        seen: dict[tuple[Any, ...], int] = {}
        for x, row in enumerate(confs[:, r, :].tolist()):
            if tuple(row) in seen:
                return seen[tuple(row)], x, r
            seen[tuple(row)] = x
    return None


def perm_state_violation(net: ms.MIN, init: np.ndarray, reading: str) -> props.Violation | None:
    """Bijective columns and Latin rows when the initial switch states are arbitrary permutations."""
    outs = ms.route(net, lc.state_tables(init, net.d, net.k, reading))
    return brute.configurations_bijective(outs) or props.latin(brute.arrivals_matrix(outs))


@replayer("perm-state-latin", params={"network": NETWORK, "initial_states": STATES, "reading": CLAIM}, point={})
def _replay_perm_state(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Initial states that are arbitrary port permutations, composed with each round's shift in the
    claim's reading: the N configurations are not a Latin square."""
    net = _shift_net(params.get("network"), 1024)
    reading = params.get("reading")
    if reading not in ("post", "pre"):
        raise ParameterError("reading", f"expected 'post' or 'pre', got {reading!r}")
    init = _array(_ints(params.get("initial_states"), "initial_states", 0, net.d - 1), "initial_states")
    if init.shape != (net.stages, net.switches, net.d) or not all(
        sorted(row) == list(range(net.d)) for row in init.reshape(-1, net.d).tolist()
    ):
        raise ParameterError("initial_states", f"expected {net.stages} x {net.switches} port permutations")
    v = perm_state_violation(net, init, reading)
    if v:
        return True, f"on {net} ({reading} reading): {v.message}"
    return False, f"on {net} ({reading} reading) the configurations form a Latin square"


# --- the two-phase algorithm and its pipeline ---------------------------------------------------


@replayer("two-phase", params={"network": NETWORK, "M0": M0_OR_ZERO}, point={})
def _replay_two_phase(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Both phases of the algorithm on the network from M^0: some message is lost, misdelivered or repeated."""
    net = _shift_net(params.get("network"), MAX_TWO_PHASE_N)
    v = props.delivers_every_message(two_phase.run(net, _m0(params.get("M0"), net)), net.N)
    if v:
        return True, f"on {net}: {v.message}"
    return False, f"on {net} every message reaches the processor it was written for, once"


def pipeline_violation(net: ms.MIN, M0: np.ndarray) -> str | None:
    """Simulate Theorem 6's pipelined phase: wave x is in stage j at time x + j, each switch set to
    M^0 (+)_d digit just before its wave. None when no stage holds two waves, every message reaches
    the processor phase 1 wrote it for, and the phase takes ``two_phase.rounds_formula`` time units."""
    N, d, k = net.N, net.d, net.k
    queue = two_phase.label_pass(net, M0)
    steps = two_phase.pipeline(N, k)
    T = max(s.time for s in steps) + 1
    occupancy: dict[tuple[int, int], int] = {}
    for s_ in steps:
        if s_.wave >= 0:
            occupancy[(s_.time, s_.stage)] = occupancy.get((s_.time, s_.stage), 0) + 1
    if any(v > 1 for v in occupancy.values()):
        return "a stage holds two waves at once"
    waves = {(s_.time, s_.stage): s_.wave for s_ in steps}
    tables = net.tables()
    arrived = {}
    for x in range(N):
        lines = np.arange(N)
        for j in range(k):
            if waves.get((x + j, j)) != x:
                return f"wave {x} is not in stage {j} at time {x + j}"
            M = two_phase.pipelined_switch_states(net, M0, x + j)
            lines = tables[j][lines]
            lines = (lines // d) * d + switches.shift_port(lines % d, M[lines // d, j], d)
        outs = tables[k][lines]
        for s in range(N):
            arrived[(s, int(queue[s, x]))] = int(outs[s])
    bad = [(s, t, o) for (s, t), o in sorted(arrived.items()) if o != t]
    if bad:
        s, t, o = bad[0]
        return f"message {s}->{t} arrives at {o}"
    if len(arrived) != N * N:
        return "a (sender, receiver) pair is never served"
    if T != two_phase.rounds_formula(N, k):
        return f"the pipeline takes {T} time units, the formula says {two_phase.rounds_formula(N, k)}"
    return None


@replayer("pipeline", params={"network": NETWORK, "M0": M0_OR_ZERO}, point={})
def _replay_pipeline(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Theorem 6's pipelined phase on the network from M^0: a collision, a misdelivery or a wrong length."""
    net = _shift_net(params.get("network"), 1024)
    M0 = _m0(params.get("M0", "zero"), net)
    msg = pipeline_violation(net, M0)
    return (msg is not None), f"on {net}: " + (msg or "the pipelined phase delivers every message on time")


def least_makespan(N: int, k: int) -> int:
    """Fewest time units in which one input can inject its N messages, one per unit, each taking
    k units to cross the k stages: found by trying horizons in order, a message per free slot."""
    horizon = 0
    while True:
        slots = max(0, horizon - k + 1)  # injection times t with t + k <= horizon
        if N <= slots:  # pigeonhole: N messages need N distinct injection slots
            return horizon
        horizon += 1


@replayer("round-count", params={"d": Nat(64, low=2), "k": Nat(64, low=1)}, point={})
def _replay_round_count(params: dict[str, Any], data: dict[str, Any]) -> tuple[bool, str]:
    """Lemma 5 / Theorem 6: the pipelined phase's ``rounds_formula`` against the least makespan."""
    d = _int(params.get("d"), "d", 2, 64)
    k = _int(params.get("k"), "k", 1, 64)
    if d**k > 1 << 20:
        raise ParameterError("k", f"N = {d}^{k} is too large to replay")
    N = d**k
    T, least = two_phase.rounds_formula(N, k), least_makespan(N, k)
    if T != least:
        return True, f"N={N}, log_d N={k}: the pipelined phase takes {T} time units, the least possible is {least}"
    return False, f"N={N}: the pipelined phase takes {T} time units, the least possible"
