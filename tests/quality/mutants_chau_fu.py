"""Mutants of the optical-MIN spec and its comparison counts (chau-fu-2003)."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from mutantlib import mutant  # noqa: E402

OP = "alltoall.spec.topologies.optical"
MS = "alltoall.spec.topologies.multistage"


def _op():
    from alltoall.spec.topologies import optical

    return optical


mutant(
    "cf-offset-double",
    "the second output of stage j jumps 2^(j+1) switches instead of 2^j",
    (OP, "offset", lambda orig: lambda j: 2 ** (j + 1)),
)
mutant(
    "cf-bit-off-by-one",
    "stage i is driven by bit i+1 of c instead of bit i",
    (OP, "bit", lambda orig: lambda c, i: (c >> (i + 1)) & 1),
)
mutant(
    "cf-bit-constant", "every stage takes the first output whatever c is", (OP, "bit", lambda orig: lambda c, i: 0 * c)
)
mutant(
    "cf-modulus-half",
    "the interstage wiring wraps modulo n/2 instead of n",
    (OP, "next_switch", lambda orig: lambda N, j, i, port: (i + port * _op().offset(j)) % (N // 2)),
)
mutant(
    "cf-schedule-short",
    "Theorem 2's schedule stops one shift early (c = 1..n-2)",
    (OP, "aape_passes", lambda orig: lambda net: range(1, net.N - 1)),
)
mutant(
    "cf-passes-formula",
    "the optical MIN's pass count is taken as n instead of n - 1",
    (OP, "passes_optical", lambda orig: lambda N: N),
)
mutant(
    "cf-two-injection-ports",
    "a processor is taken to drive two inputs of its stage-0 switch",
    (OP, "injection_ports", lambda orig: lambda N: 2),
)
mutant(
    "cf-rule-no-mod",
    "the routing rule drops 'mod n' in the s > d case too",
    (OP, "rule_switch", lambda orig: lambda N, s, c, i, reduce_mod=True: orig(N, s, c, i, reduce_mod=False)),
)
mutant(
    "cf-stage-short",
    "the optical MIN has log N stages instead of log N + 1",
    (OP, "stage_count", lambda orig: lambda k: k),
)
mutant(
    "cf-benes-single",
    "a Benes network is counted with log n stages (one banyan)",
    (OP, "benes_stages", lambda orig: lambda k: k),
)
mutant(
    "cf-benes-double",
    "a Benes network is counted with 2 log n stages (centre stage not shared)",
    (OP, "benes_stages", lambda orig: lambda k: 2 * k),
)
mutant(
    "cf-two-banyan-columns",
    "Figure 6's two extra columns are counted as n/2 switches each",
    (OP, "two_banyan_switches", lambda orig: lambda N, k: 2 * _op().banyan_switches(N, k) + N),
)
mutant(
    "cf-banyan-full-columns",
    "a banyan stage is counted with n switches instead of n/2",
    (OP, "banyan_switches", lambda orig: lambda N, k: N * k),
)
mutant(
    "cf-banyan-capacity",
    "a banyan pass is taken to carry n crosstalk-free signals",
    (OP, "banyan_semi_capacity", lambda orig: lambda N: N),
)


def _always_baseline(orig):
    from alltoall.spec.topologies import multistage as ms

    def build(family, d, N, wirings, label=""):
        n = ms.MIN(family, d, N, (ms.LineTable(tuple(range(N))),) * 2).k
        base = [ms.identity(n)] + [ms.sub_unshuffle(n, n - j) for j in range(n - 1)] + [ms.identity(n)]
        return orig(family, d, N, base if len(wirings) == n + 1 else wirings, label)

    return build


mutant(
    "wiring-ignored-baseline",
    "the MIN builder wires every log N-stage network as a baseline",
    (MS, "from_wirings", _always_baseline),
)
mutant(
    "cf-offset-linear",
    "the second output of stage j jumps j + 1 switches (2^j only for j <= 1)",
    (OP, "offset", lambda orig: lambda j: j + 1),
)


def _rule_c_swapped(orig):
    def rule_c(N, s, d, select=None):
        if select is None:
            return None if s == d else (d + N - s if d > s else d - s)
        return select(d > s, d + N - s, d - s)

    return rule_c


mutant(
    "cf-rule-c-swapped",
    "the routing rule adds n in the d > s case instead of the s > d case",
    (OP, "rule_c", _rule_c_swapped),
)
