"""chau-fu-2003 Sect. II and the abstract: permutations in one pass, and optimality in switches."""

from __future__ import annotations

from alltoall.checkers import optical, render, schedules
from alltoall.checkers.result import Result, Verdict, Witness, refuted, verified
from alltoall.proofs.claims.chau_fu_2003 import PAPER
from alltoall.proofs.claims.chau_fu_2003._checks import optical_sizes
from alltoall.proofs.domain import Domain, equal, free, rule
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import optical as op
from alltoall.spec.topologies import switch_network as sn


def _shift_of(perm: list) -> int | None:
    """c when ``perm`` is the cyclic shift s -> (s + c) mod N, else None."""
    N = len(perm)
    c = perm[0] % N if N else None
    return c if N and all(perm[s] == (s + c) % N for s in range(N)) else None


@PAPER.claim(
    "no-permutation-one-pass-literal",
    reading="literal",
    source="Sect. II: 'Hence, a permutation cannot be realized in one pass in an optical multistage interconnection "
    "network'",
    statement="Read literally: no optical MIN realizes a permutation (each node to a different node) in one "
    "crosstalk-free pass.",
    sizes={"fast": {"N": 8}},
    domain="the optical MIN, N = {N}, shifts c = 1..N-1",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""The sentence follows the description of conventional 2 x 2 MINs, where it holds
    (permutation-two-passes-banyan); literally it contradicts the paper's own Theorem 1. The witness is the
    paper's network realizing the shift by 1 in one pass.""",
    mutants=("cf-modulus-half",),
    witnesses=("optical-one-pass",),
    point=Domain(
        {"N": equal("N"), "permutation": free("a shift, by the rule")},
        rules=(
            rule(
                lambda p, d, s: _shift_of(d["permutation"]) in range(1, len(d["permutation"])),
                "the permutation is a shift s -> (s + c) mod N, c = 1..N-1",
            ),
        ),
    ),
)
def no_permutation_one_pass(ctx: Context) -> Result:
    net = op.OpticalMIN(ctx.sizes.N)
    examined = 0
    for c in range(1, net.N):
        perm = [int(v) for v in op.route(net, op.shift_setting(net, c))[0]]
        if sorted(perm) != list(range(net.N)):
            continue
        stands, _ = optical._replay_one_pass({"N": net.N}, {"permutation": perm})
        if stands:
            w = Witness(
                "optical-one-pass",
                {"N": net.N},
                {"permutation": perm, "rendering": render.render_optical(net, perm)},
                f"{net} sends every node s to (s + {c}) mod {net.N} in one pass: all switches of stage j set alike to "
                "bit j of "
                f"{c}, and the diagram shows no switch holding two signals. So a permutation is realized in one pass.",
                {"method": "brute force over the shifts"},
                picture={
                    "renderer": "optical-pass",
                    "args": {
                        "N": net.N,
                        "permutation": perm,
                        "title": f"{net}: the shift by {c} in one pass, every switch holding at most one signal",
                    },
                },
            )
            return refuted(w)
        examined += 1
    return verified(examined=examined)


@PAPER.claim(
    "abstract-every-permutation-one-pass",
    reading="every permutation",
    source="Abstract: 'only requires one pass to send a message from each node to a different node (to realize a "
    "permutation)'",
    statement="Read as 'every permutation': the optical MIN realizes every permutation without fixed points in one "
    "crosstalk-free pass.",
    sizes={"fast": {"k": 3}},
    domain="every fixed-point-free permutation, N = 2^j for j = 2..{k}",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""Paths in the optical MIN are unique (stage j must add bit j of (d - s) mod n), so a permutation is
    realizable in
    one pass iff its paths are switch-disjoint. The other reading, the n - 1 cyclic shifts, is Theorem 1 (thm1).""",
    mutants=("cf-bit-constant",),
    witnesses=("optical-crosstalk",),
    point=optical_sizes(
        "k", lo_k=2, permutation=free("every fixed-point-free permutation (the replay checks it moves every node)")
    ),
)
def every_permutation_one_pass(ctx: Context) -> Result:
    examined = 0
    for j in range(2, ctx.sizes.k + 1):
        net = op.OpticalMIN(2**j)
        found = optical.first_crosstalk_derangement(net)
        if found:
            perm, v = found
            s, t = v.where["signals"]
            stage, sw = v.where["stage"], v.where["switch"]
            N = net.N
            w = Witness(
                "optical-crosstalk",
                {"N": N},
                {"permutation": list(perm), "rendering": render.render_optical(net, perm, (s, t))},
                f"On {net}, the permutation {list(perm)} moves every node. Node {s} must follow the bits of "
                f"c = {(perm[s] - s) % N} and node {t} the bits of c = {(perm[t] - t) % N}; both pass switch {sw} of "
                f"stage {stage} "
                f"(crosstalk), and no other paths exist. It cannot be sent in one pass.",
                {"method": "brute force, lexicographic order"},
                picture={
                    "renderer": "optical-pass",
                    "args": {
                        "N": N,
                        "permutation": list(perm),
                        "highlight": [s, t],
                        "title": f"{net}: {list(perm)} in one pass; the only paths of nodes {s} and {t} share switch "
                        f"{sw} "
                        f"of stage {stage} (crosstalk)",
                    },
                },
            )
            return refuted(w)
        examined += 1
    return verified(examined=examined)


@PAPER.claim(
    "abstract-switch-optimal",
    source="Abstract: 'The new network is optimal in terms of ... the number of switches required'",
    statement="""No network of 2 x 2 switches with one link from and to each processor does the all-to-all personalized
    exchange in n - 1 crosstalk-free passes with fewer than n(log n + 1) switches.""",
    domain="N = 2: an explicit 2-switch network",
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="""Stated without proof. For n = 2 two switches suffice (each processor's link enters its own switch, which
    leads to the other processor), against n(log n + 1) = 4. Whether n(log n + 1) is minimal for n >= 4 is not
    settled here.""",
    mutants=("cf-stage-short",),
    witnesses=("switch-network-schedule",),
    point={
        "N": equal(2),
        "network": free("every network of 2 x 2 switches serving the N processors"),
        "passes": free("every schedule of passes"),
    },
)
def switch_optimal(ctx: Context) -> Result:
    net = sn.SwitchNetwork(2, 2, ((0, 0), (1, 0)), (((0, 0), ("proc", 1)), ((1, 0), ("proc", 0))))
    passes = [[[0, 1, [0]], [1, 0, [0]]]]
    data = {"network": sn.to_data(net), "passes": passes}
    stands, msg = schedules._replay_switch_network({"N": net.N}, data)
    if not stands:
        return verified(examined=1, note=msg)  # the one network constructed
    bound = op.optical_switches(net.N, op.OpticalMIN(net.N).k)
    data["rendering"] = (
        "processor 0 -> switch 0 (port 0) -> processor 1\n"
        "processor 1 -> switch 1 (port 0) -> processor 0\n"
        "pass 0 carries 0 -> 1 and 1 -> 0; each switch holds one signal"
    )
    w = Witness(
        "switch-network-schedule",
        {"N": net.N},
        data,
        f"For N = 2 the exchange is the single pass 0 -> 1, 1 -> 0 (N - 1 = 1 pass). Two switches do it without "
        f"crosstalk: {msg}. The optical MIN uses N(log N + 1) = {bound}.",
        {"method": "construction"},
        picture={
            "renderer": "count-bars",
            "args": {
                "categories": [f"N = {net.N}"],
                "mark": 0,
                "mark_label": "the witness",
                "series": [
                    ["this network: processor i -> switch i -> the other processor", [net.switches]],
                    ["the optical MIN, N(log N + 1)", [bound]],
                ],
                "ylabel": "2 x 2 switches",
                "note": "Both do the exchange (one pass, 0 -> 1 and 1 -> 0) without crosstalk.",
                "title": f"N = {net.N}: {net.switches} switches suffice, fewer than the optical MIN's {bound}",
            },
        },
    )
    return refuted(w)
