"""Mutants of the Yang-Wang banyan, basic permutations and Latin-square constructions (yang-wang-2000)."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

YW = "alltoall.spec.algorithms.yang_wang"


def _yw():
    from alltoall.spec.algorithms import yang_wang

    return yang_wang


mutant(
    "yw-phi-add",
    "phi_i adds 2^(i-1) instead of complementing bit i-1",
    (YW, "phi", lambda orig: lambda i, x: x + (1 << (i - 1))),
)
mutant(
    "yw-phi-bit-off-by-one",
    "phi_i complements bit i instead of bit i-1",
    (YW, "phi", lambda orig: lambda i, x: x ^ (1 << i)),
)


def _tau_off(orig):
    def tau(i, x):
        b0, bj = (x >> 0) & 1, (x >> i) & 1
        diff = b0 ^ bj
        return x ^ (diff | (diff << i))

    return tau


mutant(
    "yw-tau-off-by-one",
    "tau_i swaps bits 0 and i instead of 0 and i+1 (tau_0 becomes the identity)",
    (YW, "tau", _tau_off),
)


mutant(
    "yw-basic-list-off-by-one",
    "BuildBasicList appends phi_{k-1} in the middle instead of phi_k",
    (YW, "basic_list_step", lambda orig: lambda k, inner: inner + [k - 1] + inner),
)
mutant(
    "yw-basic-list-repeated",
    "LatinSquare walks the basic list twice (2n - 1 rows)",
    (YW, "build_basic_list", lambda orig: lambda k: orig(k) * 2),
)


def _straight(orig):
    def network(m):
        ms = _yw().ms
        return ms.from_wirings("Straight", 2, 2**m, [ms.identity(m)] * (m + 1))

    return network


mutant(
    "yw-network-straight",
    "the banyan is built without its interstage permutations (every tau_i = I)",
    (YW, "network", _straight),
)
mutant(
    "yw-round-settings-reversed",
    "a round's settings are taken for stages m-1..0 instead of 0..m-1",
    (YW, "round_settings", lambda orig: lambda m, g: orig(m, g)[::-1]),
)
mutant(
    "yw-psi-gray-order",
    "Psi is numbered in Gray-code order instead of counting order",
    (YW, "psi_counting_order", lambda orig: lambda m: _yw().gray_sequence(m)[1:]),
)
mutant(
    "yw-delay-off-by-one",
    "ATAPE's pipelined delay is taken as n + log n",
    (YW, "atape_delay", lambda orig: lambda n, m: n + m),
)
mutant(
    "yw-banyan-ports",
    "a processor is taken to use two ports of the banyan",
    (YW, "banyan_ports_per_processor", lambda orig: lambda m: 2),
)
mutant(
    "yw-hypercube-short",
    "the hypercube lacks the links of its top dimension",
    (YW, "hypercube_neighbors", lambda orig: lambda m, x: [x ^ (1 << i) for i in range(m - 1)] or [x]),
)


def _mesh(orig):
    def neighbors(k, dims, x):
        coords = [(x // k**i) % k for i in range(dims)]
        out = []
        for i in range(dims):
            for step in (1, -1):
                c = list(coords)
                c[i] += step
                if 0 <= c[i] < k:
                    out.append(sum(v * k**j for j, v in enumerate(c)))
        return out

    return neighbors


mutant("yw-torus-no-wrap", "the torus is built without wrap-around links (a mesh)", (YW, "torus_neighbors", _mesh))
mutant(
    "yw-basic-list-doubled-middle",
    "BuildBasicList puts phi_k twice in the middle: BL(k) = BL(k-1), k, k, BL(k-1)",
    (YW, "basic_list_step", lambda orig: lambda k, inner: inner + [k, k] + inner),
)
mutant(
    "yw-hypercube-neighbor-high",
    "the hypercube's link across dimension i complements bit i + 1",
    (YW, "hypercube_neighbor", lambda orig: lambda x, i: x ^ (2 << i)),
)
mutant(
    "yw-torus-step-no-wrap",
    "a torus coordinate moves by +-1 without wrapping around its ring (k - 1 + 1 = k)",
    (YW, "torus_step", lambda orig: lambda k, c, step: c + step),
)
mutant(
    "yw-pipeline-one-unit-short",
    "the pipeline lists N + k - 2 time units (the last round never leaves the last stage)",
    ("alltoall.spec.algorithms.two_phase", "pipeline_horizon", lambda orig: lambda N, k: N + k - 2),
)
