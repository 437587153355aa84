"""yang-wang-2002 for every size: Theorem 2 on the infinite mesh and Theorem 3's per-phase counts for every
phase d, Theorem 2 and Corollary 1 on the n x n torus for every odd n. Each is an induction over the phase d
whose base and step are Z3 queries built by running the spec's own pattern on symbolic offsets
(:mod:`alltoall.checkers.z3.yang_wang_2002_every`); the bounded claims of :mod:`.pattern` and :mod:`.loads`
run again as the brute-force cross-check for small sizes.

Paper -> ours: as in :mod:`.pattern` and :mod:`.loads`; "phase d" = the messages of origins at distance d.
Z3 is imported inside the checks only.
"""

from __future__ import annotations

from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.yang_wang_2002 import PAPER
from alltoall.proofs.claims.yang_wang_2002.loads import _loads, _phase
from alltoall.proofs.claims.yang_wang_2002.pattern import _WINDOW, _sweep, thm2_infinite
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context

MESH_SMT2 = "proofs/smt2/yang-wang-2002__thm2-infinite-mesh-every-d__step.smt2"
TORUS_SMT2 = "proofs/smt2/yang-wang-2002__thm2-torus-odd-every-n__step.smt2"

_MESH_INDUCTION = """Induction on the phase d. Base d = 1: the origin (Case 1, the spec's pattern at (0, 0)) names its
four 1-neighbours, each once. Step d -> d + 1 (d >= 1 symbolic): Z3 queries on the spec's pattern run on symbolic
offsets (x, y) (every Python branch of pattern, case21, case22, case3, U, I forked into its feasible paths, mod_2
on Z3 integers: linear integer arithmetic), each UNSAT: (leave) a node at distance d names only 1-neighbours at
distance d + 1; (distinct) the neighbours one node names are distinct; (unique) no two nodes name the same node
at distance >= 2; (exists) every node at distance >= 2 is named by one of its four neighbours. So every node at
distance d + 1 receives the message exactly once, in phase d + 1, from the one node at distance d that names it,
which received it in phase d by the hypothesis."""


def _mesh_check(ctx: Context, parts: tuple[str, ...], cross: Result, what: str) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import yang_wang_2002_every as ev  # z3: kept out of the registry's import

    if cross.verdict is not Verdict.VERIFIED:
        return cross
    if (bad := ev.mesh_base_violation()) is not None:
        return unknown(f"base case d = 1: {bad} (the bounded cross-check passed)")
    return ind.settle(
        ev.mesh_parts(parts, ctx.timeout),
        step_smt2_file=MESH_SMT2,
        induction="base d = 1 (the origin, Case 1); step d -> d + 1 with the offsets symbolic",
        brute_force_cross_check=what,
    )


@PAPER.claim(
    "thm2-infinite-mesh-every-d",
    source="Theorem 2 (every phase d), by induction over the phase",
    statement="Each node of an infinite mesh is reached exactly once by the broadcast pattern.",
    sizes={"fast": {"R": 20}, "full": {"R": 60}},
    domain="""every node of the infinite mesh (Z3, offsets symbolic, every phase d); brute-force cross-check: every
    node within distance {R} of the origin and the (2R+1) x (2R+1) window""",
    witnesses=("broadcast-reach",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case3-sign", "yw2002-mod2-inverted", "yw2002-case-swap", "yw2002-case1-missing"),
    subject={"kind": "mesh", "reading": "centred"},
    point=_WINDOW,
    notes=f"""{_MESH_INDUCTION} The SMT-LIB of the step is {MESH_SMT2} (python -m
    alltoall.checkers.z3.yang_wang_2002_every). Mutants that break the step and not the base: yw2002-case3-sign
    (leave, unique SAT), yw2002-mod2-inverted and yw2002-case-swap (unique, exists SAT); yw2002-case1-missing
    breaks the base only. The bounded claim thm2-infinite-mesh is the cross-check.""",
)
def thm2_infinite_every_d(ctx: Context) -> Result:
    return _mesh_check(
        ctx,
        ("leave", "distinct", "unique", "exists"),
        thm2_infinite(ctx),
        f"in-degree within distance {ctx.sizes.R}, reach counts in the window",
    )


_THM3 = """With Theorem 2's induction (its base and step queries run here), two more queries: (rotate) the spec's
pattern commutes with the quarter turn (x, y) -> (-y, x) about the origin, as sets; [circle-*] the circle of radius
d >= 1 (the spec's mesh_distance = d, d symbolic) has exactly 4d nodes, the four arcs i -> (d - i, i), (-i, d - i),
(i - d, -i), (i, i - d), i = 0..d-1, being into, one-to-one and onto. By translation invariance a node receives in
phase d the messages of the origins at offset -v, v on the circle of radius d, through the input channel of
direction p when v's sender is v - DIRS[p]; the quarter turn maps the nodes entered in direction p onto those
entered in the next direction, so the 4d nodes split into four equal parts of d."""


@PAPER.claim(
    "thm3-in-every-d",
    source="Theorem 3 (messages received in phase d, every d), by induction over the phase",
    statement="In phase d of all-to-all broadcast in an infinite mesh each node receives 4d messages from its 4d "
    "d-neighbours, d through each of its four input channels.",
    sizes={"fast": {"D": 20}, "full": {"D": 80}},
    domain="every phase d >= 1 (Z3, d and the offsets symbolic); brute-force cross-check d = 1..{D}",
    witnesses=("broadcast-phase",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case3-sign", "yw2002-mod2-inverted"),
    subject={"side": "in"},
    point={"phase": span(1, "D"), "port": span(0, 3)},
    notes=f"""{_THM3} {_MESH_INDUCTION} SMT-LIB: {MESH_SMT2}. yw2002-case3-sign breaks the step (leave, unique,
    rotate SAT), yw2002-mod2-inverted too (unique, exists SAT). The bounded claim thm3-in is the cross-check.""",
)
def thm3_in_every_d(ctx: Context) -> Result:
    return _mesh_check(
        ctx,
        ("leave", "distinct", "unique", "exists", "rotate", "circle"),
        _phase("in", ctx.sizes.D),
        f"d = 1..{ctx.sizes.D}",
    )


@PAPER.claim(
    "thm3-out-every-d",
    source="Theorem 3 (messages sent at the end of phase d, every d), by induction over the phase",
    statement="At the end of phase d each node sends 4(d + 1) messages to its four 1-neighbours, d + 1 on each output "
    "channel.",
    sizes={"fast": {"D": 20}, "full": {"D": 80}},
    domain="every phase d >= 0 (Z3, d and the offsets symbolic); brute-force cross-check d = 0..{D}",
    witnesses=("broadcast-phase",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    mutants=("yw2002-case1-missing", "yw2002-mod2-inverted"),
    subject={"side": "out"},
    point={"phase": span(0, "D"), "port": span(0, 3)},
    notes=f"""What a node sends on output channel p at the end of phase d is what its neighbour in direction p receives
    through its input channel of direction p in phase d + 1 (translation invariance): d + 1 by thm3-in-every-d's
    argument, whose queries run here. {_THM3} SMT-LIB: {MESH_SMT2}. yw2002-case1-missing breaks the base (phase 0:
    the origin's own message, one per channel), yw2002-mod2-inverted the step. The bounded claim thm3-out is the
    cross-check.""",
)
def thm3_out_every_d(ctx: Context) -> Result:
    return _mesh_check(
        ctx,
        ("leave", "distinct", "unique", "exists", "rotate", "circle"),
        _phase("out", ctx.sizes.D),
        f"d = 0..{ctx.sizes.D}",
    )


_TORUS = """n = 2k + 1, k >= 1 symbolic; origin, node and neighbour coordinates symbolic in 0..n-1. The relay is the
spec's relays (centred offsets) written on coordinates from the spec's functions (torus_relay: pattern at the
centred torus_offset, each neighbour wrapped modulo n, kept when additional_check of the spec's torus_distance
says so); that it is the spec's relays (which measures distance on the torus graph) is checked node by node for
odd n <= {L}, every origin (the link). Parts, each a Z3 query, UNSAT: (dist-hop) the spec's torus_distance from
the origin is 0 only there, changes by at most 1 per hop and every other node has a neighbour one nearer, so it is
the hop distance for every odd n; (translate) torus_offset and torus_distance see the origin only through the
node's difference from it, so the relay for any origin is the relay for (0, 0) shifted, and the origin (0, 0)
stands for all; (leave) a relayed-to node is one hop away and one farther; (distinct) one node's neighbours are
distinct; (unique) no two nodes relay to the same node; (exists) every node but the origin is relayed to by one
of its four neighbours. Induction on the phase d as on the mesh: every node is reached exactly once."""


def _torus_check(ctx: Context, parts: tuple[str, ...], cross: Result, what: str, formula: bool = False) -> Result:
    from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
    from alltoall.checkers.z3 import yang_wang_2002_every as ev  # z3: kept out of the registry's import

    if cross.verdict is not Verdict.VERIFIED:
        return cross
    if (bad := ev.torus_base_violation(ctx.sizes.L)) is not None:
        return unknown(f"the link: {bad}")
    extra = {}
    if formula:
        import sympy as sp  # sympy: kept out of the registry's import

        from alltoall.checkers import formula as fm
        from alltoall.spec.algorithms import yang_wang_2002 as yw

        n = sp.Symbol("n", positive=True, integer=True)
        ok, diff = fm.identity(yw.messages_per_channel("torus", n), (n**2 - 1) / 4)  # recheck: exact evaluation
        if not ok:
            return unknown(f"the spec's messages_per_channel('torus', n) is not (n^2 - 1)/4: differs by {diff}")
        extra["formula"] = "SymPy: messages_per_channel('torus', n) - (n^2 - 1)/4 = 0"
    return ind.settle(
        ev.torus_parts(parts, ctx.timeout),
        step_smt2_file=TORUS_SMT2,
        induction="base: the origin; step d -> d + 1 with n = 2k + 1 and the coordinates symbolic",
        link=f"torus_relay = the spec's relays, odd n <= {ctx.sizes.L}, every origin and node",
        brute_force_cross_check=what,
        **extra,
    )


@PAPER.claim(
    "thm2-torus-odd-every-n",
    source="Theorem 2 and the additional check for a torus (Table 1), every odd n",
    statement="In every n x n torus, n odd, the broadcast pattern with the torus additional check reaches every node "
    "exactly once, from every origin.",
    sizes={"fast": {"n": 9, "L": 9}, "full": {"n": 21, "L": 15}},
    domain="""every odd n >= 3 (Z3, n symbolic), every origin, every node, offsets centred; the relay's link to the
    spec and a brute-force cross-check for odd n <= {L} and odd n in 3..{n}""",
    witnesses=("broadcast-reach",),
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    reading="centred offsets",
    subject={"kind": "torus", "reading": "centred"},
    point={"n": span(3, "n", step=2)},
    mutants=("yw2002-case-swap", "yw2002-mod2-inverted", "yw2002-no-torus-check", "yw2002-offset-raw"),
    notes=f"""{_TORUS} SMT-LIB: {TORUS_SMT2}. Mutants that break the step: yw2002-case-swap and yw2002-mod2-inverted
    (unique or exists SAT), yw2002-no-torus-check and yw2002-offset-raw. The bounded claim thm2-torus-odd is the
    cross-check.""",
)
def thm2_torus_odd_every_n(ctx: Context) -> Result:
    n = ctx.sizes.n
    return _torus_check(
        ctx,
        ("dist-hop", "translate", "leave", "distinct", "unique", "exists"),
        _sweep("torus", range(3, n + 1, 2)),
        f"odd n in 3..{n}, every origin",
    )


@PAPER.claim(
    "cor1-torus-odd-every-n",
    source="Corollary 1, every odd n",
    statement="In all-to-all broadcast by the algorithm on an n x n torus, n odd, each channel relays (n^2 - 1)/4 "
    "messages.",
    sizes={"fast": {"n": 9, "L": 9}, "full": {"n": 21, "L": 15}},
    domain="""every odd n >= 3 (Z3, n symbolic), every channel, all origins; the relay's link to the spec and a
    brute-force cross-check for odd n <= {L} and odd n in 3..{n}""",
    witnesses=("broadcast-load",),
    methods=("z3", "sympy", "brute"),
    expected=Verdict.PROVED,
    scope="every",
    subject={"kind": "torus", "reading": "centred", "relation": "=="},
    point={"n": span(3, "n", step=2)},
    mutants=("yw2002-case-swap", "yw2002-per-channel-mesh-count"),
    notes=f"""{_TORUS} One more query: (rotate) with the origin (0, 0), the relay commutes with the quarter turn
    (x, y) -> (-y, x) mod n (the centred window of an odd torus is symmetric). Counting: by (translate) the load of
    channel (z, p) is the number of nodes v whose relay for the origin (0, 0) sends in direction p; every node but
    the origin is relayed to exactly once, so these sets over the four directions have n^2 - 1 members in all, and
    the quarter turn maps each onto the next: (n^2 - 1)/4 each. SymPy: the spec's messages_per_channel('torus', n)
    is (n^2 - 1)/4. SMT-LIB: {TORUS_SMT2}. yw2002-case-swap breaks the step, yw2002-per-channel-mesh-count the
    formula. The bounded claim cor1-torus-odd is the cross-check.""",
)
def cor1_torus_odd_every_n(ctx: Context) -> Result:
    n = ctx.sizes.n
    return _torus_check(
        ctx,
        ("dist-hop", "translate", "leave", "distinct", "unique", "exists", "rotate"),
        _loads("torus", range(3, n + 1, 2), "=="),
        f"odd n in 3..{n}, every channel",
        formula=True,
    )
