"""chou-chen-2010 Sects. 4 and 5 for every N: Property (*) and its converse, Theorem 4.2(iii), Algorithms 1-4 and
the remark on consecutive tags (N = 2 mod 4), Lemmas 5.1 and 5.2 (N = 0 mod 4), as symbolic queries
(:mod:`alltoall.checkers.z3.gsen_every_sec45`) on top of :mod:`.every_n`'s induction over the stages.

Paper -> ours as in :mod:`.sec4` and :mod:`.sec5`: d_{i,k} = ``chou_chen.destination(N, 2^n, i, k)`` (the entry
``destination_matrix`` and ``algorithm4`` compute), the round-k tag ``chou_chen.round_tag``, A_k =
``chou_chen.round_config(k)``. Each claim re-runs its bounded claim for every size up to a small bound as a
cross-check. Z3 is imported inside the checks only.
"""

from __future__ import annotations

from typing import Any

from alltoall.checkers.result import Result, Verdict, unknown
from alltoall.proofs.claims.chou_chen_2010 import PAPER
from alltoall.proofs.claims.chou_chen_2010.sec5 import HYPOTHESIS
from alltoall.proofs.domain import Domain, span
from alltoall.proofs.registry import Context, Sizes

SIZES = {"fast": {"Nb": 30}, "full": {"Nb": 62}, "deep": {"Nb": 126}}
SIZES5 = {"fast": {"Nb": 32}, "full": {"Nb": 64}, "deep": {"Nb": 128}}
STEP_SMT2 = "proofs/smt2/chou-chen-2010__lemma3.3-every-N__step.smt2"
#: The residue classes of the claims' N and what their domain says of it.
CLASSES = {
    "2mod4": ("every N = 2 mod 4", 2, 4, SIZES),
    "0mod4": ("every N = 0 mod 4", 4, 4, SIZES5),
    "even": ("every even N", 2, 2, SIZES),
    "thm5.4": ("every N satisfying Theorem 5.4's hypothesis", 4, 4, SIZES5),
    "2mod4ge6": ("every N = 2 mod 4 with N >= 6", 6, 4, SIZES),
}


def every_n_claim(
    item: str,
    bounded: str,
    source: str,
    statement: str,
    notes: str,
    mutants: tuple[str, ...],
    parts: Any,
    files: tuple[str, ...],
    cls: str = "2mod4",
    symbolic: str = "N, n, the inputs and the rounds symbolic",
    rules: tuple[Any, ...] = (),
) -> None:
    what, lo, step, sizes = CLASSES[cls]

    def check(ctx: Context) -> Result:
        from alltoall.checkers.z3 import gsen_every as ge  # z3: kept out of the registry's import
        from alltoall.checkers.z3 import gsen_every_sec45 as g45  # z3: kept out of the registry's import
        from alltoall.checkers.z3 import induction as ind  # z3: kept out of the registry's import
        from alltoall.proofs import registry

        claim = registry.get(f"chou-chen-2010/{bounded}")
        r = claim.check(Context(tier=ctx.tier, timeout=ctx.timeout, sizes=Sizes({"Nmax": ctx.sizes.Nb})))
        if r.verdict is not Verdict.VERIFIED:
            return unknown(f"the bounded cross-check {bounded} ({what} up to {ctx.sizes.Nb}): {r.reason}")
        if (why := ge.stages_violation(max(ctx.sizes.Nb, 1024))) is not None:
            return unknown(f"the symbolic queries read n = ceil(log2 N) as 2^(n-1) < N <= 2^n, and {why}")
        return ind.settle(
            parts(ge, g45, ctx.timeout),
            smt2_files=" ".join(files),
            brute_force_cross_check=f"{bounded}, {what} in {lo}..{ctx.sizes.Nb}",
            stages_checked="2^(n-1) < N <= 2^n = tags for every even N in 2..1024",
        )

    PAPER.add(
        item,
        check,
        source=source,
        statement=statement,
        sizes=sizes,
        domain=f"{what} (Z3, {symbolic}); the bounded claim {bounded} re-run for {what} in {lo}.."
        "{Nb} as a cross-check",
        methods=("z3", "brute"),
        expected=Verdict.PROVED,
        scope="every",
        notes=notes,
        mutants=mutants,
        point=Domain({"N": span(lo, "Nb", step)}, rules=rules),
    )


def _run(ge: Any, t: float, queries: dict[str, Any]) -> list:
    return [(k, lambda q=q: ge.attempt(q, t)) for k, q in queries.items()]


def _lemma33(ge: Any, t: float, end: bool = True) -> list:
    """lemma3.3-every-N's induction (base, step, and the end unless ``end`` is False: the invariant after every
    stage s is what Sect. 5 uses)."""
    q = {"base": ge.base_query, "step-stage": ge.stage_query, "step-prefix": ge.prefix_query}
    q |= {"step-power": ge.power_query} | ({"end": ge.end_query} if end else {})
    return _run(ge, t, q)


def _parts(*names: str, lemma33: bool = False, end: bool = True) -> Any:
    """The queries of lemma3.3-every-N (when ``lemma33``), then those named: a lemma of :mod:`.gsen_every`
    (``LEMMA_PARTS``) or a claim of :mod:`.gsen_every_sec45` (``PARTS``)."""

    def parts(ge: Any, g45: Any, t: float) -> list:
        out = _lemma33(ge, t, end) if lemma33 else []
        for name in names:
            out += _run(ge, t, ge.LEMMA_PARTS[name] if name in ge.LEMMA_PARTS else g45.PARTS[name])
        return out

    return parts


def _file(name: str) -> str:
    return f"proofs/smt2/chou-chen-2010__{name}-every-N__query.smt2"


_ALT = """alt-stage (lemma4.1-every-N's step): with N = 2 mod 4 symbolic, a stage of alternating stage control with
    digit a (the spec's shuffle and pattern("alternating", y), the switch state pattern xor a and the out-port b xor
    state) sends a path entering at terminal t out of port f = (t mod 2) xor a, to a terminal of parity f."""

_ROUNDS = """Lemma 3.3 (lemma3.3-every-N's base, step and end) and Lemma 4.3 (alt-stage and gray: under A_k an even
    input uses the tag k, an odd one 2^n - 1 - k) for every N = 2 mod 4, run again here. round-config: the spec's
    round_config(k) sets the stages as A_k = gray(k) (the gray query run on round_config). round-tag-even and
    round-tag-odd: the spec's round_tag(net, i, k), run on a symbolic input i of each parity (the parity decides its
    branch), is the tag Lemma 4.3 names, for every k < 2^n."""

_STAR = "Property (*)"

every_n_claim(
    "property-star-every-N",
    "property-star",
    "Sect. 4, Property (*), every N = 2 mod 4",
    f"For every N = 2 mod 4 and every stage digit a_l of an alternating configuration, {_STAR}: an input terminal t "
    "of the stage leaves by port (t mod 2) xor a_l to an output terminal of that parity (a_l = 0: even to even via "
    "port 0, odd to odd via port 1; a_l = 1: even to odd via port 1, odd to even via port 0).",
    f"""{_ALT} That is Property (*) for every N = 2 mod 4, one stage at a time, so at every stage of every
    alternating configuration. SMT-LIB: {_file("lemma4.1")}. gsen-pattern-phase, gsen-alternating-period and
    gsen-shuffle-large-N [the carry dropped from N = 1026 on, invisible to every bounded check] make alt-stage
    SAT.""",
    ("gsen-pattern-phase", "gsen-alternating-period", "gsen-shuffle-large-N"),
    _parts("lemma4.1"),
    (_file("lemma4.1"),),
    symbolic="N, the terminal and the stage digit symbolic",
)
every_n_claim(
    "property-star-only-2mod4-every-N",
    "property-star-only-2mod4",
    "Sect. 4, remark after Property (*), every N = 0 mod 4",
    f"{_STAR} holds for every N = 2 mod 4 and fails for every N = 0 mod 4: there every stage of every alternating "
    "configuration sends the even input terminal N/2 out of port 1 xor a_l, not a_l.",
    f"""{_ALT} (Property (*) for every N = 2 mod 4). star-break: for every N = 0 mod 4 and either digit a, the same
    stage of the spec sends the even terminal t = N/2 out of port 1 xor a: shuffle(N, N/2) = 1 enters switch 0 at
    port 1, whose state is a since the switch pattern of switch 0 is 0, while Property (*) names port a. SMT-LIB:
    {_file("lemma4.1")} and {_file("property-star-only-2mod4")}. gsen-pattern-phase makes alt-stage SAT,
    gsen-shuffle-large-N both alt-stage and star-break [from N = 1028 on the terminal N/2 leaves by port a].""",
    ("gsen-pattern-phase", "gsen-shuffle-large-N"),
    _parts("lemma4.1", "property-star-only-2mod4"),
    (_file("lemma4.1"), _file("property-star-only-2mod4")),
    cls="0mod4",
    symbolic="N, the terminal and the stage digit symbolic; Property (*) for every N = 2 mod 4 too",
)
every_n_claim(
    "alg1-every-N",
    "alg1",
    "Algorithm 1, every N = 2 mod 4",
    "For every N = 2 mod 4, Algorithm 1 fulfils all-to-all broadcast in N rounds: in round k = 0..N-1 the GSEN is set "
    "to A_k, processor i's message follows the path of the spec's round_tag(net, i, k), which A_k sets up, and over "
    "the N rounds it reaches N different processors, all of them.",
    f"""{_ROUNDS} rounds-even and rounds-odd: from input i the rounds k1 != k2 < N reach different outputs (Lemma
    3.3's destination formula of round_tag's tag, a tag below 2^n; i 2^n generalized to any natural): N rounds,
    N outputs. SMT-LIB: {STEP_SMT2}, {_file("lemma4.1")}, {_file("lemma4.3")} and {_file("alg1")}.
    gsen-round-tag-odd makes round-tag-odd and rounds-odd SAT, gsen-gray-shift round-config and gray,
    gsen-shuffle-large-N step-stage.""",
    ("gsen-round-tag-odd", "gsen-gray-shift", "gsen-shuffle-large-N"),
    _parts("lemma4.1", "lemma4.3", "alg1", lemma33=True),
    (STEP_SMT2, _file("lemma4.1"), _file("lemma4.3"), _file("alg1")),
)
every_n_claim(
    "remark-consecutive-tags-every-N",
    "remark-consecutive-tags",
    "Sect. 4, remark after Theorem 4.4, every N = 2 mod 4",
    "For every N = 2 mod 4 and every start 0 <= s <= 2^n - N, the N rounds k = s..s+N-1, each set to A_k (even inputs "
    "use the tag k, odd ones 2^n - 1 - k), fulfil an all-to-all communication.",
    f"""{_ROUNDS} consecutive-even and consecutive-odd: with s symbolic, from input i two rounds k1 != k2 in
    s..s+N-1 reach different outputs (Lemma 3.3's destination of round_tag's tag; i 2^n generalized to any natural):
    N rounds, N outputs, for every input. The N consecutive integers are tags, as in the bounded claim. SMT-LIB:
    {STEP_SMT2}, {_file("lemma4.1")}, {_file("lemma4.3")}, {_file("alg1")} and
    {_file("remark-consecutive-tags")}. gsen-round-tag-odd makes round-tag-odd and consecutive-odd SAT,
    gsen-gray-shift round-config, gsen-shuffle-large-N step-stage.""",
    ("gsen-round-tag-odd", "gsen-gray-shift", "gsen-shuffle-large-N"),
    _parts("lemma4.1", "lemma4.3", "alg1", "remark-consecutive-tags", lemma33=True),
    (STEP_SMT2, _file("lemma4.1"), _file("lemma4.3"), _file("alg1"), _file("remark-consecutive-tags")),
    symbolic="N, n, the start s, the inputs and the rounds symbolic",
)
_DEST = """destination-even and destination-odd: the spec's destination(N, 2^n, i, k) (Algorithm 2's entry, which
    destination_matrix and algorithm4 compute for every i and k) is Lemma 3.3's destination of round_tag's tag, for
    every round k < N; i 2^n generalized to any natural (for an odd i, (i + 1) 2^n - 1 to any natural)."""
every_n_claim(
    "thm4.5-every-N",
    "thm4.5",
    "Theorem 4.5 (Algorithm 2), every N = 2 mod 4",
    "For every N = 2 mod 4, d_{i,k} (the spec's destination, Algorithm 2) is the processor at which the message "
    "processor i sends in round k (tag k or 2^n - 1 - k, configuration A_k) arrives, for every i and k < N.",
    f"""{_ROUNDS} {_DEST} SMT-LIB: {STEP_SMT2}, {_file("lemma4.1")}, {_file("lemma4.3")}, {_file("alg1")} and
    {_file("thm4.5")}. gsen-destination-odd-sign makes destination-odd SAT, gsen-round-tag-odd round-tag-odd,
    gsen-shuffle-large-N step-stage.""",
    ("gsen-destination-odd-sign", "gsen-round-tag-odd", "gsen-shuffle-large-N"),
    _parts("lemma4.1", "lemma4.3", "alg1", "thm4.5", lemma33=True),
    (STEP_SMT2, _file("lemma4.1"), _file("lemma4.3"), _file("alg1"), _file("thm4.5")),
)
_EXCHANGE = f"""{_ROUNDS} {_DEST} destination-injective-even and -odd: destination(N, 2^n, i, k) lies in
    0..N-1 and differs for rounds k1 != k2 < N, so input i's N messages go to the N processors, one each. Each
    round's configuration realizes a permutation (lemma3.1-every-N's shuffle-bijective and switches-bijective), so
    the N messages of a round follow their tag paths without conflict. SMT-LIB: {STEP_SMT2}, {_file("lemma4.1")},
    {_file("lemma4.3")}, {_file("lemma3.1")}, {_file("alg1")}, {_file("thm4.5")} and {_file("thm4.6")}.
    gsen-destination-odd-sign makes destination-odd SAT, gsen-round-tag-odd round-tag-odd, gsen-shuffle-large-N
    step-stage and shuffle-bijective."""
for _item, _source, _statement, _how in (
    (
        "thm4.6",
        "Theorem 4.6 (Algorithm 3), every N = 2 mod 4",
        "For every N = 2 mod 4, Algorithm 3 fulfils all-to-all personalized exchange in N rounds: every message "
        "arrives at its intended processor d_{i,k}, and every processor receives one message from every processor.",
        "Algorithm 3 reads d_{i,k} from destination_matrix, which is destination entry by entry.",
    ),
    (
        "alg4",
        "Algorithm 4, every N = 2 mod 4",
        "For every N = 2 mod 4, Algorithm 4 fulfils all-to-all personalized exchange in N rounds without the matrix D.",
        "Algorithm 4 computes destination inline for each message, without the matrix.",
    ),
):
    every_n_claim(
        f"{_item}-every-N",
        _item,
        _source,
        _statement,
        f"{_EXCHANGE} {_how}",
        ("gsen-destination-odd-sign", "gsen-round-tag-odd", "gsen-shuffle-large-N"),
        _parts("lemma4.1", "lemma4.3", "lemma3.1", "alg1", "thm4.5", "thm4.6", lemma33=True),
        (STEP_SMT2, *map(_file, ("lemma4.1", "lemma4.3", "lemma3.1", "alg1", "thm4.5", "thm4.6"))),
    )
every_n_claim(
    "thm4.2-iii-every-N",
    "thm4.2-iii",
    "Theorem 4.2(iii), every N = 2 mod 4, by induction over the loop of gray_inverse",
    "For every N = 2 mod 4 and every alternating configuration A, the even inputs' tag F is F = A xor floor(A/2) xor "
    "... xor floor(A/2^(n-1)) (the spec's gray_inverse(A, n)).",
    f"""Theorem 4.2(ii) for every such N (thm4.2-ii-every-N's alt-stage, gray, config-base and step-config, run
    again here): A = gray(F). Then induction over the n steps of the spec's gray_inverse loop (F' <-
    gray_inverse_step(F', A, s) from F' = 0) on unbounded bit strings, s symbolic: after s steps F' = F xor (F >>
    s). gray-inverse-step: the spec's gray_inverse_step on the spec's gray(F) keeps it, bit by bit
    (gray(F) >> s = (F >> s) xor (F >> (s+1)), the XOR telescopes); gray-inverse-ends: base F xor (F >> 0) = 0,
    the loop's start, and end F xor (F >> n) = F for F < 2^n. This lifts the bounded claim, which thm4.2-ii-every-N
    left bounded because gray_inverse loops n times: its loop body is now the spec's gray_inverse_step. SMT-LIB:
    {_file("lemma4.1")}, {_file("lemma4.3")}, {_file("lemma3.4")} and {_file("thm4.2-iii")}.
    gsen-gray-inverse-step-shift makes gray-inverse-step SAT, gsen-gray-shift and gsen-config-bit-lsb gray.""",
    ("gsen-gray-inverse-step-shift", "gsen-gray-shift", "gsen-config-bit-lsb"),
    _parts("lemma4.1", "lemma4.3", "lemma3.4", "thm4.2-iii"),
    (_file("lemma4.1"), _file("lemma4.3"), _file("lemma3.4"), _file("thm4.2-iii")),
    symbolic="N, n, the terminal, the stage and the tag's bits symbolic",
)
_SECT5 = f"""lemma3.3-every-N's base and step (run again here) give Lemma 3.3's invariant after every stage s <= n: i
    2^s + (F >> (n - s)) = B N + t with t the terminal the path leaves stage s - 1 on; F >> (n - k) is the tag's
    first k digits, 0 1..1 when it is 2^(k-1) - 1 (the bounded claim's prefix_tags). SMT-LIB: {STEP_SMT2} and"""
every_n_claim(
    "lemma5.1-every-N",
    "lemma5.1",
    "Lemma 5.1, every N = 0 mod 4 (indeed every even N and every k <= n)",
    "For every N = 0 mod 4 with 2^k || N (k >= 2, k <= n), if F starts with f_{n-1} = 0 and f_{n-t} = 1 (t = 2..k), "
    "the terminal reached by i right after stage k-1 is (i 2^k + 2^(k-1) - 1) mod N; the proof holds for every even "
    "N and every 1 <= k <= n.",
    f"""{_SECT5} {_file("lemma5.1")}. prefix-terminal: with the invariant at s = k and F >> (n - k) = 2^(k-1) - 1,
    t = (i 2^k + 2^(k-1) - 1) mod N, for every even N, n and 1 <= k <= n symbolic (i 2^k generalized to any
    natural); 2^k || N is not needed. gsen-shuffle-large-N and gsen-shuffle-rotated make step-stage SAT,
    gsen-tag-bit-lsb step-prefix.""",
    ("gsen-shuffle-large-N", "gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
    _parts("lemma5.1", lemma33=True, end=False),
    (STEP_SMT2, _file("lemma5.1")),
    cls="0mod4",
    symbolic="N, n, k, the input and the tag symbolic",
)
every_n_claim(
    "lemma5.2-every-N",
    "lemma5.2",
    "Lemma 5.2, every N = 0 mod 4",
    "For every N = 0 mod 4 with 2^k || N (k >= 2, k <= n), a path passes through Q = {r 2^k + 2^(k-1) - 1 : 0 <= r < "
    "N / 2^k} (terminals after stage k-1) iff its tag starts with 0 1...1 (k digits).",
    f"""{_SECT5} {_file("lemma5.2")}. prefix-bound: the tag's first s digits are below 2^s (base F >> n = 0;
    step 2 G + f < 2^(s+1) for G < 2^s, with step-prefix). prefix-congruence: with N = L 2^k the invariant at s =
    k gives t - G = 2^k (i - B L). prefix-through: G = 2^(k-1) - 1 puts t in Q with the witness r = i - B L, 0
    <= r < L; prefix-only: t = r 2^k + 2^(k-1) - 1 for some r forces G = 2^(k-1) - 1. Only 2^k | N and k >= 2 are
    used. gsen-shuffle-large-N and gsen-shuffle-rotated make step-stage SAT, gsen-tag-bit-lsb step-prefix.""",
    ("gsen-shuffle-large-N", "gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
    _parts("lemma5.2", lemma33=True, end=False),
    (STEP_SMT2, _file("lemma5.2")),
    cls="0mod4",
    symbolic="N = L 2^k, n, k, the input and the tag symbolic",
)
every_n_claim(
    "lemma5.3-every-N",
    "lemma5.3",
    "Lemma 5.3, every N satisfying Theorem 5.4's hypothesis",
    "For every N = 0 mod 4 with 2^k || N (k >= 2) and 2^(n-1) + 2^(n-k) <= N <= 2^n, every path whose tag starts "
    "with 0 1...1 (k digits) is a unique path; the proof holds for every even N and every 1 <= k <= n with 2^(n-1) + "
    "2^(n-k) <= N.",
    f"""Lemma 3.5 for every even N (lemma3.5-every-N's induction and its two queries, run again here: P(i, F) is
    unique iff 2^n - N <= F < N). prefix-unique: a tag F < 2^n with F >> (n - k) = 2^(k-1) - 1 lies in [2^(n-1) -
    2^(n-k), 2^(n-1)), inside [2^n - N, N) when 2^(n-1) + 2^(n-k) <= N, with N, n and k symbolic; it assumes the
    instance 2^(k-1) 2^(n-k) = 2^(n-1) of the law 2^a 2^b = 2^(a+b), proved by induction over b
    [pow2-product-base, pow2-product-step]. SMT-LIB: {STEP_SMT2}, {_file("lemma3.5")} and {_file("lemma5.3")}.
    gsen-shuffle-large-N and gsen-shuffle-rotated make step-stage SAT, gsen-tag-bit-lsb step-prefix.""",
    ("gsen-shuffle-large-N", "gsen-shuffle-rotated", "gsen-tag-bit-lsb"),
    _parts("lemma3.5", "lemma5.3", lemma33=True),
    (STEP_SMT2, _file("lemma3.5"), _file("lemma5.3")),
    cls="thm5.4",
    symbolic="N, n, k, the input and the tags symbolic",
    rules=(HYPOTHESIS,),
)
every_n_claim(
    "thm4.8-every-N",
    "thm4.8",
    "Theorem 4.8 and Corollary 4.7, every N = 2 mod 4 with N >= 6",
    "For every N = 2 mod 4 with N >= 6, N = R(N) < R_sc(N) = 2^n, so Algorithm 3 [N rounds] is optimal.",
    f"""R_sc(N) = 2^n: thm3.8-every-N's queries [Lemmas 3.3-3.6, unique-witness with its four arithmetic facts,
    unique-xor, cover], run again here. Every configuration is a permutation [lemma3.1-every-N's
    shuffle-bijective and switches-bijective], so a configuration delivers N of the N^2 pairs and R(N) >= N by
    counting; A_0..A_(N-1) deliver every pair [thm4.4-every-N's alt-stage, gray and thm4.4], so R(N) <= N, and
    these are Algorithm 3's N rounds [thm4.6-every-N], which is therefore optimal. strict: N < 2^n for every N = 2
    mod 4 with N >= 6, 2^(n-1) < N <= 2^n [a power of two from 4 on is 0 mod 4]. N = 2 is thm4.8-N2, refuted.
    SMT-LIB: {STEP_SMT2}, {_file("lemma3.1")}, {_file("lemma3.4")}, {_file("lemma3.5")}, {_file("lemma3.6")},
    {_file("thm3.8")}, {_file("lemma4.1")}, {_file("lemma4.3")}, {_file("thm4.4")} and {_file("thm4.8")}.
    gsen-shuffle-large-N and gsen-shuffle-no-carry make step-stage SAT, gsen-gray-shift gray.""",
    ("gsen-shuffle-large-N", "gsen-gray-shift", "gsen-shuffle-no-carry"),
    _parts(
        "lemma3.4",
        "lemma3.5",
        "lemma3.6",
        "thm3.8",
        "lemma3.1",
        "lemma4.1",
        "lemma4.3",
        "thm4.4",
        "thm4.8",
        lemma33=True,
    ),
    (
        STEP_SMT2,
        *map(_file, ("lemma3.1", "lemma3.4", "lemma3.5", "lemma3.6", "thm3.8", "lemma4.1", "lemma4.3")),
        *map(_file, ("thm4.4", "thm4.8")),
    ),
    cls="2mod4ge6",
    symbolic="N, n, C, the inputs, the tags and the rounds symbolic",
)
every_n_claim(
    "thm5.4-every-N",
    "thm5.4",
    "Theorem 5.4, every N satisfying its hypothesis",
    "For every N with 2^k || N, k >= 2 and 2^(n-1) + 2^(n-k) <= N <= 2^n, R(N) = R_sc(N) = 2^n.",
    f"""Upper bound: R(N) <= R_sc(N) = 2^n, thm3.8-every-N's queries run again here. Lower bound, the terminal
    cut at Q_0 = 2^(k-1) - 1 after stage k - 1: for the 2^k inputs i = r N / 2^k [r < 2^k] and the 2^(n-k) tags
    F whose first k digits are 0 1..1, P(i, F) leaves stage k - 1 on Q_0 [lemma5.1-every-N's prefix-terminal,
    then q0-terminal: i 2^k = r N by q0-identity, so the terminal is (r N + 2^(k-1) - 1) mod N = Q_0, with an
    instance of mod-multiple and of mul-monotone for i < N], and it is a unique path [lemma5.3-every-N's
    prefix-unique with Lemma 3.5], so the pair (i, its destination) is delivered through Q_0 or not at all. These
    2^k 2^(n-k) = 2^n pairs are distinct [different inputs, or one input and different tags of unique paths]; every
    configuration is a permutation at every stage [lemma3.1-every-N's shuffle-bijective and switches-bijective], so
    it passes one message at most through Q_0 and delivers one of these pairs at most: R(N) >= 2^n, by counting as
    in the bounded claim's terminal cut. Only 2^k | N, k >= 2 and 2^(n-1) + 2^(n-k) <= N are used. SMT-LIB:
    {STEP_SMT2}, {_file("lemma3.1")}, {_file("lemma3.4")}, {_file("lemma3.5")}, {_file("lemma3.6")},
    {_file("thm3.8")}, {_file("lemma5.1")}, {_file("lemma5.3")} and {_file("thm5.4")}. gsen-shuffle-large-N and
    gsen-shuffle-no-carry make step-stage SAT, gsen-tag-bit-lsb step-prefix.""",
    ("gsen-shuffle-large-N", "gsen-shuffle-no-carry", "gsen-tag-bit-lsb"),
    _parts("lemma3.4", "lemma3.5", "lemma3.6", "thm3.8", "lemma3.1", "lemma5.1", "lemma5.3", "thm5.4", lemma33=True),
    (
        STEP_SMT2,
        *map(_file, ("lemma3.1", "lemma3.4", "lemma3.5", "lemma3.6", "thm3.8", "lemma5.1", "lemma5.3", "thm5.4")),
    ),
    cls="thm5.4",
    symbolic="N, n, k, C, the inputs and the tags symbolic",
    rules=(HYPOTHESIS,),
)
