"""chou-chen-2010 Sect. 3 for every even N: Lemma 3.3 by induction over the stages, Lemmas 3.5-3.7 as symbolic
queries on its formulas (:mod:`alltoall.checkers.z3.gsen_every`).

Paper -> ours as in :mod:`.sec3`: P(i, F) = ``gsen.path(net, i, F)``, its destination and backward tag
= ``gsen.trace_tag``; 2^n = ``net.tags``. The bounded claims ``lemma3.3`` .. ``lemma3.7`` (Z3 per N and
enumeration) stay as cross-checks. Z3 is imported inside the checks only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.checkers import gsen as cg
from alltoall.checkers.result import Result, Verdict, Witness, refuted, unknown
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.claims.chou_chen_2010.every_n_sec45 import every_n_claim
from alltoall.proofs.domain import span
from alltoall.proofs.registry import Context
from alltoall.spec.topologies import gsen

SIZES = {"fast": {"Nb": 24, "Nn": 1024}, "full": {"Nb": 128, "Nn": gsen.MAX_N}, "deep": {"Nb": 256, "Nn": gsen.MAX_N}}
STEP_SMT2 = "proofs/smt2/chou-chen-2010__lemma3.3-every-N__step.smt2"


def _query_file(name: str) -> str:
    return f"proofs/smt2/chou-chen-2010__{name}-every-N__query.smt2"


def _cross_check(name: str, Nb: int, lo: int) -> Result | None:
    """Enumeration of every path for every even N in lo..Nb (the spec's path), and the spec's trace_tag (the
    loop the induction runs through) against Lemma 3.3's formulas: a refutation, else None."""
    for N in range(lo, Nb + 1, 2):
        net = gsen.GSEN(N)
        if name == "lemma3.1":
            from alltoall.proofs.claims.chou_chen_2010 import sec3

            if w := sec3.lemma31_violation(net, N <= 6):
                return unknown(f"the bounded cross-check of Lemma 3.1 fails: {w}")
            continue
        if name == "thm3.8":
            if w := cg.sc_cover_and_unique(net):
                return refuted(Witness("gsen-rsc", {"N": N}, {"family": "sc"}, f"{net}: {w}", {"method": "simulation"}))
            continue
        v = cg.lemma_violation(name, net)
        if v is None:
            d, B = gsen.tag_table(net)
            i = np.arange(N)[:, None]
            F = np.arange(net.tags)[None, :]
            bad = np.argwhere((d != (i * net.tags + F) % N) | (B != (i * net.tags + F) // N))
            if len(bad):
                v = f"trace_tag({bad[0][0]}, {bad[0][1]}) gives {d[tuple(bad[0])]}, B = {B[tuple(bad[0])]}"
        if v:
            return refuted(
                Witness(
                    "gsen-lemma",
                    {"N": N, "lemma": name},
                    {"message": v},
                    f"{net}: {v}",
                    {"method": "enumeration of every path"},
                ),
                N=N,
            )
    return None


def _every_n(
    item: str,
    name: str,
    source: str,
    statement: str,
    notes: str,
    mutants: tuple[str, ...],
    parts: Any,
    lo: int = 2,
    smt2: str = "",
    zlo: int | None = None,
) -> None:
    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import gsen_every as ge  # z3: kept out of the registry's import
        from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import

        if (bad := _cross_check(name, ctx.sizes.Nb, lo)) is not None:
            return bad
        if (why := ge.stages_violation(ctx.sizes.Nn)) is not None:
            return unknown(f"the symbolic queries read n = ceil(log2 N) as 2^(n-1) < N <= 2^n, and {why}")
        return ind.settle(
            parts(ge, ctx.timeout),
            smt2_files=smt2,
            brute_force_cross_check=f"every path of every even N in {lo}..{ctx.sizes.Nb}",
            stages_checked=f"2^(n-1) < N <= 2^n = tags for every even N in 2..{ctx.sizes.Nn}",
        )

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes=SIZES,
        domain=f"every even N >= {zlo or lo} (Z3, N, n, i and the tags symbolic)"
        + (f", N = {lo}..{zlo - 2} by enumeration" if zlo else "")
        + f"; every path of every even N in {lo}.."
        "{Nb} enumerated as a cross-check; n = ceil(log2 N) read as 2^(n-1) < N <= 2^n, the spec's stages checked "
        "to satisfy it for every even N in 2..{Nn}",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes=notes,
        witnesses={"thm3.8": ("gsen-rsc",), "lemma3.1": ()}.get(name, ("gsen-lemma",)),
        mutants=mutants,
        subject={"family": "sc"} if name == "thm3.8" else {"lemma": name},
        point={"N": span(lo, "Nb", 2)},
    )


def _lemma33_parts(ge: Any, t: float) -> list:
    return [(k, lambda q=q: ge.attempt(q, t)) for k, q in _STEP_PARTS(ge).items()]


def _STEP_PARTS(ge: Any) -> dict[str, Any]:
    return {
        "base": ge.base_query,
        "step-stage": ge.stage_query,
        "step-prefix": ge.prefix_query,
        "step-power": ge.power_query,
        "end": ge.end_query,
    }


def _lemma_parts(*lemmas: str) -> Any:
    def parts(ge: Any, t: float) -> list:
        out = _lemma33_parts(ge, t)
        return out + [(k, lambda q=q: ge.attempt(q, t)) for lemma in lemmas for k, q in ge.LEMMA_PARTS[lemma].items()]

    return parts


_INDUCTION = f"""Induction over the stages s of the spec's trace_tag loop, with N even, n >= 1, i < N and F < 2^n
    symbolic: after s stages the terminal t and the backward tag B read so far satisfy i 2^s + (F >> (n - s)) = B N
    + t, 0 <= t < N (F >> (n - s): the tag's first s bits). Base s = 0 (t = i, B = 0). Step s -> s + 1:
    step-stage runs the spec's shuffle on a symbolic N and t (p = shuffle(N, t), b = p mod 2, t' = p - b + f,
    B' = 2 B + b) and proves 2 (B N + t) + f = B' N + t', 0 <= t' < N; step-prefix runs the spec's tag_bit
    with n and s symbolic (F >> (n - s - 1) = 2 (F >> (n - s)) + tag_bit(F, n, s)); step-power proves i 2^(s+1) =
    2 (i 2^s) (2^s an uninterpreted pow2 constrained by its defining facts). End s = n: t and B are the
    spec's dest_formula and backward_formula. Without its hypothesis the step-stage query is SAT (not vacuous).
    Each query is tried at Z3 random seeds 0..3 while unknown (an UNSAT at any seed settles it; the nonlinear
    ones take seconds at most seeds). The loop body itself (t = p - b + f, B = 2 B + b) is the checker's
    transcription of trace_tag: the cross-check compares trace_tag and path with the formulas for every even N
    up to the bound. SMT-LIB in
    {STEP_SMT2} (python -m alltoall.checkers.z3.gsen_every; checked for staleness by
    tests/claims/chou_chen_2010/test_every_n.py)."""

_STEP_MUTANTS = """gsen-shuffle-no-carry, gsen-shuffle-rotated and gsen-shuffle-large-N (the carry dropped from
    N = 1026 on, invisible to every bounded check) make step-stage SAT; gsen-tag-bit-lsb makes step-prefix SAT."""

_every_n(
    "lemma3.3-every-N",
    "lemma3.3",
    "Lemma 3.3 (from Lan et al.), every even N, by induction over the stages",
    "For every even N and every input i and tag F, the path P(i, F) ends at output (i 2^n + F) mod N and its "
    "backward control tag is floor((i 2^n + F) / N).",
    f"""{_INDUCTION} The induction holds for any number of stages n >= 1, not only ceil(log2 N). {_STEP_MUTANTS}""",
    ("gsen-shuffle-no-carry", "gsen-shuffle-rotated", "gsen-shuffle-large-N", "gsen-tag-bit-lsb"),
    _lemma33_parts,
    smt2=STEP_SMT2,
)
_every_n(
    "lemma3.5-every-N",
    "lemma3.5",
    "Lemma 3.5, every even N",
    "For every even N and every input i, P(i, F) is a unique path iff 2^n - N <= F < N: a tag inside shares its "
    "destination with no other tag, a tag outside shares it with F + N or F - N.",
    f"""Lemma 3.3 for every even N (lemma3.3-every-N's base, step and end are run again here), then two queries on
    its destination formula with N, n, i, F and the other tag G symbolic, 2^(n-1) < N <= 2^n (n = ceil(log2 N),
    the spec's stages checked to satisfy it by enumeration up to the tier's Nn): lemma3.5-inside [a tag in
    [2^n - N, N) shares its destination with no other tag] and lemma3.5-outside [a tag outside has its partner F +
    N or F - N]. Both are stated more generally, the product i 2^n replaced by any natural M: linear but for the
    mod by N, so that cvc5 decides them as Z3 does. SMT-LIB: {STEP_SMT2} and {_query_file("lemma3.5")}.
    {_STEP_MUTANTS}""",
    ("gsen-shuffle-large-N", "gsen-tag-bit-lsb", "gsen-stages-floor"),
    _lemma_parts("lemma3.5"),
    smt2=f"{STEP_SMT2} {_query_file('lemma3.5')}",
)
_every_n(
    "lemma3.6-every-N",
    "lemma3.6",
    "Lemma 3.6, every even N >= 4",
    "For every even N >= 4 and every input i, B(i, 2^(n-1)) = B(i, 2^(n-1) + 1).",
    f"""Lemma 3.3 for every even N (its induction is run again here), then one query on the backward formula,
    stated more generally so that it is linear but for the division by N: 2^n = 4 Q with 2 Q < N <= 4 Q, and the
    product i 2^n replaced by any even 2 M. N = 2 is left out (n = 1: the tag 2^(n-1) + 1 = 2 does not exist).
    SMT-LIB: {STEP_SMT2} and {_query_file("lemma3.6")}. {_STEP_MUTANTS}""",
    ("gsen-shuffle-large-N", "gsen-tag-bit-lsb"),
    _lemma_parts("lemma3.6"),
    lo=4,
    smt2=f"{STEP_SMT2} {_query_file('lemma3.6')}",
)
_every_n(
    "lemma3.7-every-N",
    "lemma3.7",
    "Lemma 3.7, every even N",
    "For every even N and every F, B(0, F) <= 1, B(N-1, F) >= 2^n - 2 and B(i-1, F) + 1 <= B(i, F) <= B(i-1, F) + 2: "
    "B_F has no two consecutive holes.",
    f"""Lemma 3.3 for every even N (its induction is run again here), then one query on the backward formula with
    N, n, i and F symbolic, 2^(n-1) < N <= 2^n, stated more generally so that it is linear but for the divisions by
    N: the products i 2^n, (i-1) 2^n and (N-1) 2^n are M, M - 2^n and Y - 2^n with M any natural and Y = N 2^n, and
    the step from B(i-1, F) to B(i, F) uses instances of two division facts proved for all integers by their own
    queries, div-monotone [a <= b gives a div N <= b div N] and div-shift [(a + N) div N = a div N + 1]: with a =
    (i-1) 2^n + F, a + 2^n lies between a + N and a + 2N. SMT-LIB: {STEP_SMT2} and {_query_file("lemma3.7")}.
    {_STEP_MUTANTS}""",
    ("gsen-shuffle-large-N", "gsen-shuffle-rotated"),
    _lemma_parts("lemma3.7"),
    smt2=f"{STEP_SMT2} {_query_file('lemma3.7')}",
)
_every_n(
    "lemma3.4-every-N",
    "lemma3.4",
    "Lemma 3.4, every even N, by induction over the stages",
    "For every even N, under stage control every path P(i, F) set up by configuration C has C = B xor F.",
    f"""Induction over the stages, digit by digit (XOR read digitwise, most significant digit = stage 0, as for F,
    B and C): the path's stage s needs the state b_s xor f_s (in-port xor out-port), and C sets it up when the
    spec's config_bit(C, n, s) is that state. Base (config-base): C >> n = 0, and C >> 0 = C at the end. Step
    (step-config): if C's first s digits are the digitwise XOR of B's and F's, so are its first s + 1, given
    config_bit(C, n, s) = b_s xor f_s; the spec's config_bit runs with n and s symbolic. F's digits are the spec's
    tag_bit (step-prefix, run again here with the rest of lemma3.3-every-N's induction); B's are the in-ports,
    accumulated B' = 2 B + b in trace_tag's loop (the checker's transcription, cross-checked by enumeration).
    SMT-LIB: {STEP_SMT2} and {_query_file("lemma3.4")}. gsen-config-bit-lsb makes step-config SAT,
    gsen-tag-bit-lsb step-prefix.""",
    ("gsen-config-bit-lsb", "gsen-tag-bit-lsb"),
    _lemma_parts("lemma3.4"),
    smt2=f"{STEP_SMT2} {_query_file('lemma3.4')}",
)
_every_n(
    "thm3.8-every-N",
    "thm3.8",
    "Theorem 3.8, every even N",
    "For every even N, R_sc(N) = 2^n: each of the 2^n stage-control configurations sets up a unique path (so all "
    "are needed) and together they deliver every pair.",
    f"""Lemmas 3.3, 3.4, 3.5 and 3.6 for every even N (their base, step and symbolic queries are run again here),
    then three queries [and four facts of integer arithmetic one of them uses] with N >= 4, n, C and the inputs
    symbolic, 2^(n-1) < N <= 2^n. unique-witness: for every
    C < 2^n, with h = 2^(n-1), D = C xor h and m = D - (D mod 2), the least input i with i 2^n + h >= m N (a
    Skolem witness, written with Z3's division) is an input and m <= B(i, h) <= m + 1 (the paper gets such an i
    from Lemma 3.7: no two consecutive holes); it assumes instances of four facts of integer arithmetic, each
    proved for all integers by its own query [ceil-div, div-lower, div-upper, mul-monotone], so that what is left
    is linear in the products and quotients and cvc5 decides it as Z3 does.
    unique-xor: then B(i, F) xor F = C for F = h or h + 1 (B(i, h + 1)
    = B(i, h) by Lemma 3.6), and both tags lie in [2^n - N, N): by Lemmas 3.4 and 3.5, C sets up the unique
    path P(i, F). cover: from each input the tags 0..N-1 reach N different outputs, hence all of them (N tags,
    N outputs), each set up by the configuration B xor F (Lemma 3.4). XOR with h and 1 is written digitwise
    (x xor h = x + h or x - h for x < 2^n; x xor 1 = x + 1 - 2 (x mod 2)). N = 2 (n = 1, no tag h + 1) by
    enumeration only. SMT-LIB: {STEP_SMT2}, {_query_file("lemma3.4")}, {_query_file("lemma3.5")},
    {_query_file("lemma3.6")} and {_query_file("thm3.8")}. {_STEP_MUTANTS}""",
    ("gsen-shuffle-large-N", "gsen-config-bit-lsb", "gsen-stages-floor", "gsen-shuffle-no-carry"),
    _lemma_parts("lemma3.4", "lemma3.5", "lemma3.6", "thm3.8"),
    smt2=f"{STEP_SMT2} {_query_file('thm3.8')}",
    zlo=4,
)


# --- Sect. 4, N = 2 mod 4 ----------------------------------------------------------------------------------


def _sec4(
    item: str, bounded: str, source: str, statement: str, notes: str, mutants: tuple[str, ...], parts: Any
) -> None:
    every_n_claim(
        item,
        bounded,
        source,
        statement,
        notes,
        mutants,
        lambda ge, g45, t: parts(ge, t),
        (),
        symbolic="N, n, the terminal and the tags symbolic",
    )


def _lemma_parts_only(*lemmas: str) -> Any:
    def parts(ge: Any, t: float) -> list:
        return [(k, lambda q=q: ge.attempt(q, t)) for lemma in lemmas for k, q in ge.LEMMA_PARTS[lemma].items()]

    return parts


_ALT = """alt-stage (Property (*) as the step): with N = 2 mod 4 symbolic, a stage of alternating stage control
    with digit a (the spec's shuffle and pattern("alternating", y); the switch state pattern xor a and the out-port
    b xor state written on digits, as the spec's family_states and forward_tags compute them) sends a path entering
    at terminal t out of port f = (t mod 2) xor a, to a terminal of parity f. Induction over the stages from t_0
    = i: the tag's digits are f_s = (i mod 2) xor a_0 xor ... xor a_s. With N = 0 mod 4 the query is SAT (the
    step needs N/2 odd)."""

_sec4(
    "lemma4.1-every-N",
    "lemma4.1",
    "Lemma 4.1, every N = 2 mod 4, by induction over the stages",
    "For every N = 2 mod 4 under alternating stage control, all even-numbered inputs use one forward tag and all "
    "odd-numbered inputs use one forward tag (and the two are complementary, Theorem 4.2(i)).",
    f"""{_ALT} So the digits depend on the parity of i and on A only: one tag for the even inputs, one for the odd,
    complementary digit by digit. SMT-LIB: {_query_file("lemma4.1")}. gsen-pattern-phase, gsen-alternating-period
    and gsen-shuffle-large-N make alt-stage SAT.""",
    ("gsen-pattern-phase", "gsen-alternating-period", "gsen-shuffle-large-N"),
    _lemma_parts_only("lemma4.1"),
)
_sec4(
    "lemma4.3-every-N",
    "lemma4.3",
    "Lemma 4.3, every N = 2 mod 4, by induction over the stages",
    "For every N = 2 mod 4 under A_k = k xor floor(k/2), even-numbered inputs use the tag k and odd-numbered inputs "
    "the tag 2^n - 1 - k, for every k < 2^n.",
    f"""{_ALT} gray: the spec's config_bit(gray(k), n, s) is tag_bit(k, n, s) xor tag_bit(k, n, s - 1) for s >= 1 and
    tag_bit(k, n, 0) for s = 0, k an unbounded bit string below 2^n and n, s symbolic (the spec's gray, config_bit
    and tag_bit run on it). So an even input's digits, f_0 = a_0 and f_s = f_(s-1) xor a_s, are k's digits, by
    induction over s; an odd input's are their complements, the n digits of 2^n - 1 - k. SMT-LIB:
    {_query_file("lemma4.1")} and {_query_file("lemma4.3")}. gsen-gray-shift and gsen-config-bit-lsb make gray SAT,
    gsen-pattern-phase and gsen-shuffle-large-N alt-stage.""",
    ("gsen-gray-shift", "gsen-config-bit-lsb", "gsen-pattern-phase", "gsen-shuffle-large-N"),
    _lemma_parts_only("lemma4.1", "lemma4.3"),
)


def _thm44_parts(ge: Any, t: float) -> list:
    return _lemma33_parts(ge, t) + _lemma_parts_only("lemma4.1", "lemma4.3", "thm4.4")(ge, t)


_sec4(
    "thm4.4-every-N",
    "thm4.4",
    "Theorem 4.4, every N = 2 mod 4",
    "For every N = 2 mod 4, the N alternating configurations A_0..A_{N-1} fulfil an all-to-all communication.",
    f"""Lemma 3.3 (lemma3.3-every-N's base, step and end) and Lemma 4.3 (its alt-stage and gray queries) for every
    such N, run again here, then thm4.4: with N = 2 mod 4, n, i and the rounds symbolic, 2^(n-1) < N <= 2^n, input
    i uses in round k the tag k (i even) or 2^n - 1 - k (i odd), a tag, and two rounds k1 != k2 < N reach
    different outputs (Lemma 3.3's destination formula, the product i 2^n generalized to any natural M so that cvc5
    decides the query as Z3 does): N rounds, N outputs, every one reached. SMT-LIB:
    {STEP_SMT2}, {_query_file("lemma4.1")}, {_query_file("lemma4.3")} and {_query_file("thm4.4")}.
    gsen-gray-shift makes gray SAT, gsen-shuffle-large-N step-stage and alt-stage.""",
    ("gsen-gray-shift", "gsen-shuffle-large-N", "gsen-shuffle-rotated"),
    _thm44_parts,
)
_sec4(
    "thm4.2-i-every-N",
    "thm4.2-i",
    "Theorem 4.2(i), every N = 2 mod 4, by induction over the stages",
    "For every N = 2 mod 4 and every alternating configuration A, F xor F-bar = (11...1)_2: the even and the odd "
    "inputs' tags are complementary.",
    f"""{_ALT} An even and an odd input enter stage 0 at terminals of different parity, so by alt-stage they leave
    every stage by different ports and at terminals of different parity again: their tags differ in each of the
    n digits. SMT-LIB: {_query_file("lemma4.1")}. gsen-shuffle-rotated and gsen-alternating-period make alt-stage
    SAT.""",
    ("gsen-shuffle-rotated", "gsen-alternating-period"),
    _lemma_parts_only("lemma4.1"),
)
_sec4(
    "thm4.2-ii-every-N",
    "thm4.2-ii",
    "Theorem 4.2(ii), every N = 2 mod 4, by induction over the stages",
    "For every N = 2 mod 4 and every alternating configuration A, the even inputs' tag F has A = F xor floor(F/2).",
    f"""{_ALT} For an even input f_0 = a_0 and f_s = f_(s-1) xor a_s, so a_s = f_s xor f_(s-1): A's digits (the spec's
    config_bit) are those gray's (the gray query: config_bit(gray(F), n, s) = tag_bit(F, n, s) xor tag_bit(F, n, s
    - 1), tag_bit(F, n, 0) at s = 0, with F's digits its tag_bit), and a number below 2^n is its config_bit digits
    (config-base and step-config of lemma3.4-every-N with B = 0), so A = gray(F). Theorem 4.2(iii) is proved for
    every N by thm4.2-iii-every-N, by induction over the loop of the spec's gray_inverse.
    SMT-LIB: {_query_file("lemma4.1")}, {_query_file("lemma4.3")} and
    {_query_file("lemma3.4")}. gsen-gray-shift and gsen-config-bit-lsb make gray SAT.""",
    ("gsen-gray-shift", "gsen-config-bit-lsb", "gsen-pattern-phase"),
    _lemma_parts_only("lemma4.1", "lemma4.3", "lemma3.4"),
)
_every_n(
    "lemma3.1-every-N",
    "lemma3.1",
    "Lemma 3.1, every even N",
    "For every even N, N <= R(N) <= R_sc(N) <= 2^n: every configuration realizes a permutation and the 2^n "
    "stage-control configurations together deliver every pair.",
    f"""Every configuration is a permutation: shuffle-bijective (the spec's shuffle maps 0..N-1 one to one into
    0..N-1, N even symbolic) and switches-bijective (a column of N/2 switches in any states, the states an
    uninterpreted function of the switch, as the spec's realize computes p -> 2 (p // 2) + ((p mod 2) xor state));
    n such stages compose to a permutation. The 2^n stage-control configurations deliver every pair: Lemma 3.3
    (lemma3.3-every-N's induction, run again here), cover (from each input the tags 0..N-1 reach N different
    outputs, hence all) and Lemma 3.4 (config-base, step-config: the configuration B xor F sets P(i, F) up).
    N <= R(N) (N^2 pairs, N per configuration) and R(N) <= R_sc(N) are counting. SMT-LIB: {STEP_SMT2},
    {_query_file("lemma3.1")} and {_query_file("lemma3.4")}. A refutation found by the
    bounded cross-check is reported as unknown here (the bounded claim lemma3.1 carries the witness).
    gsen-shuffle-no-carry and gsen-shuffle-large-N make shuffle-bijective SAT, gsen-config-bit-lsb step-config.""",
    ("gsen-shuffle-no-carry", "gsen-shuffle-large-N", "gsen-config-bit-lsb"),
    _lemma_parts("lemma3.1", "lemma3.4"),
    smt2=f"{STEP_SMT2} {_query_file('lemma3.1')}",
)
