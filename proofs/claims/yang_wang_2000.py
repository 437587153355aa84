"""Claims of yang-wang-2000 (seed 000, second half: lecture slides): basic permutations phi_i,
the set Psi, two Latin-square constructions, admissible permutations of the banyan network with
every stage set to phi_1 or I, the ATAPE schedule, its delay bound and the comparison table.

Paper -> ours: n = 2**m; phi_i = ``yw.phi(i, .)``; tau_i = ``yw.tau(i, .)``; sigma_i =
``settings[i]``; "LatinSquare(List{...})" = ``yw.latin_square``; the Latin property is the shared
:func:`alltoall.checkers.properties.latin`.
"""

from __future__ import annotations

import functools
import itertools

import numpy as np
import sympy as sp

from alltoall.checkers import properties as props
from alltoall.checkers import yang_wang as ck
from alltoall.checkers.z3.core import unsat_sweep
from alltoall.checkers.result import Result, Verdict, Witness, proved, refuted, unknown, verified
from alltoall.proofs.registry import Context, Source
from alltoall.proofs._legacy import Claim, add, claim, domain_of, pick, timed_check  # noqa: F401
from alltoall.spec.algorithms import yang_wang as yw
from alltoall.spec.topologies import multistage as ms

KEY = "yang-wang-2000"

PRINTED_SQUARE = [
    [0, 2, 4, 6, 1, 3, 5, 7], [1, 3, 5, 7, 0, 2, 4, 6], [3, 1, 7, 5, 2, 0, 6, 4], [2, 0, 6, 4, 3, 1, 7, 5],
    [6, 4, 2, 0, 7, 5, 3, 1], [7, 5, 3, 1, 6, 4, 2, 0], [5, 7, 1, 3, 4, 6, 0, 2], [4, 6, 0, 2, 5, 7, 1, 3],
]
# (label, settings sigma_0 sigma_1 sigma_2 as printed left to right, printed output string)
PRINTED_SETTINGS = {
    "a": ("I I I", "02461357"), "b": ("I I phi_1", "13570246"), "c": ("I phi_1 phi_1", "57134602"),
    "d": ("I phi_1 I", "46025713"), "e": ("phi_1 phi_1 I", "64207531"), "f": ("phi_1 phi_1 phi_1", "75316420"),
    "g": ("phi_1 I phi_1", "31752064"), "h": ("phi_1 I I", "20643175"),
}


def src(item: str) -> Source:
    return Source(KEY, item)


def _domain(item: str, ctx: Context) -> str:
    return domain_of(f"{KEY}/{item}", ctx)


def _z3_per_m(queries, ms_, ctx: Context, domain: str, brute_domain: str) -> Result:
    """Every query UNSAT for every m in ``ms_`` (:func:`unsat_sweep`)."""
    return unsat_sweep(queries, ms_, lambda q, m, keep: q(m, timeout=ctx.timeout, keep_smt2=keep), brute_domain)


def _all_lists(m: int, limit: int | None = None):
    """Every list a_0..a_{n-1} with {a_i} = {0..n-1} (all of them for n <= 8), else a fixed sample."""
    n = 2**m
    if n <= 8:
        yield from itertools.permutations(range(n))
        return
    rng = np.random.default_rng(2000)
    for _ in range(limit or 50):
        yield tuple(int(v) for v in rng.permutation(n))


@claim(
    f"{KEY}/banyan-network",
    source=src("Network structure: 'an n x n banyan network composed of log n stages of 2 x 2 switches'; sigma_i, tau_i; "
               "the composition sigma_{m-1} tau_{m-2} sigma_{m-2} ... tau_0 sigma_0"),
    statement="""The network of log n stages of 2 x 2 switches joined by tau_0, ..., tau_{m-2} is a banyan (exactly one path from
    every input to every output), and under every setting of its stages to phi_1 or I the composition
    sigma_{m-1} tau_{m-2} ... tau_0 sigma_0 sends each signal along that network's links.""",
    domain={"fast": "m = 1..8, every setting of phi_1 / I", "full": "m = 1..10"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""The slide's 'swapping bit 1 for bit i + 2' counts bits from 1: tau_i swaps bits 0 and i + 1 (0-based), the digit
    exchange of the shared multistage model. With that reading all stages I realize 02461357, printed as setting (a).""",
    mutants=("yw-tau-off-by-one", "yw-network-straight"),
)
@timed_check
def banyan_network(ctx: Context) -> Result:
    domain = _domain("banyan-network", ctx)
    for m in range(1, pick(ctx, 8, 10) + 1):
        net, x = yw.network(m), np.arange(2**m)
        v = props.unique_paths(ms.path_counts(net))
        if v or net.stages != m:
            w = Witness("formula", {"m": m}, {}, f"{net}: {v.message if v else f'{net.stages} stages'}", {"method": "path counts"})
            return refuted(w)
        for settings in itertools.product((0, 1), repeat=m):
            links = ms.trace(net, ms.shift_tables(yw.shifts(m, settings), 2))[:, 1, :]
            bits = np.array(yw.route(m, settings, x))
            if not np.array_equal(links, bits):
                k, j = (int(u) for u in np.argwhere(links != bits)[0])
                w = Witness("formula", {"m": m, "settings": list(settings)}, {},
                            f"{net}, settings {settings}: input {j} leaves stage {k} on line {bits[k, j]} by the composition, "
                            f"{links[k, j]} by the network's wiring", {"method": "brute force"})
                return refuted(w)
    return verified()


@claim(
    f"{KEY}/phi-identities",
    source=src("Basic permutations phi_i: properties phi_i phi_j = phi_j phi_i and phi_i phi_i = I"),
    statement="For 1 <= i, j <= m the basic permutations commute, phi_i phi_j = phi_j phi_i, and are involutions, phi_i phi_i = I.",
    domain={"fast": "Z3 for every m = 1..32, every x and every i, j; brute force m = 1..6", "full": "Z3 m = 1..64"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="phi_i complements bit i-1 (p_{i-1} -> its complement, from the definition's overlined p_{i-1}).",
    mutants=("yw-phi-add",),
)
@timed_check
def phi_identities(ctx: Context) -> Result:
    domain = _domain("phi-identities", ctx)
    for m in range(1, 7):
        x = np.arange(2**m)
        for i, j in itertools.product(range(1, m + 1), repeat=2):
            if not (np.array_equal(yw.phi(i, yw.phi(j, x)), yw.phi(j, yw.phi(i, x))) and np.array_equal(yw.phi(i, yw.phi(i, x)), x)):
                w = Witness("formula", {"m": m, "i": i, "j": j}, {}, f"phi_{i}, phi_{j} fail commutation or involution for m = {m}", {"method": "brute force"})
                return refuted(w)
    return _z3_per_m((ck.phi_identities,), range(1, pick(ctx, 32, 64) + 1), ctx, domain, "m = 1..6")


@claim(
    f"{KEY}/psi-size",
    source=src("First construction: Psi = {phi_{i_1} ... phi_{i_k} | m >= i_1 > ... > i_k >= 1, 1 <= k <= m}; 'Note that |Psi| = n - 1'"),
    statement="The 2^m - 1 products of distinct basic permutations are pairwise different permutations of 0..n-1, none the identity: |Psi| = n - 1.",
    domain={"fast": "Z3 for every m = 1..32 (all pairs of subsets at once); brute force m = 1..10; SymPy 2^m - 1 = n - 1"},
    methods=("z3", "brute", "sympy"),
    expected=Verdict.PROVED,
    notes="A product of phi's complements the union of their bits, so it is an XOR mask; different subsets give different masks.",
    mutants=("yw-phi-bit-off-by-one",),
)
@timed_check
def psi_size(ctx: Context) -> Result:
    domain = _domain("psi-size", ctx)
    m_, k_ = sp.symbols("m k", integer=True, positive=True)
    subsets = sp.simplify(sp.summation(sp.binomial(m_, k_), (k_, 1, m_)))
    if sp.simplify(subsets - (2**m_ - 1)) != 0:
        return unknown(f"SymPy counts {subsets} nonempty subsets")
    for m in range(1, 11):
        n = 2**m
        perms = {tuple(int(v) for v in np.arange(n) ^ r) for r in yw.psi(m)}
        perms = {p for p in perms if sorted(p) == list(range(n))}
        if len(perms) != n - 1 or tuple(range(n)) in perms:
            w = Witness("formula", {"m": m}, {"distinct": len(perms)}, f"m = {m}: Psi has {len(perms)} distinct non-identity permutations of 0..{n - 1}, not {n - 1}", {"method": "brute force"})
            return refuted(w)
    return _z3_per_m((ck.psi_distinct,), range(1, 33), ctx, domain, "m = 1..10")


@claim(
    f"{KEY}/first-construction-latin",
    source=src("First construction of a Latin square: rows a, rho_1(a), ..., rho_{n-1}(a)"),
    statement="""For every list a_0..a_{n-1} with {a_i} = {0..n-1} and any numbering rho_1..rho_{n-1} of Psi, the matrix with rows
    a and rho_r(a) is a Latin square.""",
    domain={"fast": "Z3 for every m = 1..32 (any list, any order of Psi); brute force: every list for n <= 8, 50 lists for n = 16, 32"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="""'Every list' needs the slide's hypothesis {a_0..a_{n-1}} = {0..n-1}; a list with a repeated value is
    not a Latin square's first row, and the spec rejects it (parameter a).""",
    mutants=("yw-phi-bit-off-by-one",),
)
@timed_check
def first_latin(ctx: Context) -> Result:
    domain = _domain("first-construction-latin", ctx)
    for m in range(1, 6):
        for a in _all_lists(m):
            v = props.latin(yw.first_construction(m, a))
            if v:
                w = Witness("formula", {"m": m, "a": list(a)}, {}, f"first construction for a = {list(a)}: {v.message}", {"method": "brute force"})
                return refuted(w)
    return _z3_per_m((ck.first_construction_latin,), range(1, 33), ctx, domain, "every list n <= 8; sampled n = 16, 32")


@claim(
    f"{KEY}/basic-list-gray",
    source=src("Second construction, BuildBasicList; example (a): 'the 3-bit Gray code sequence generated by applying the basic permutation list to number 0'"),
    statement="BuildBasicList(m) has n - 1 entries and, applied cumulatively to 0, yields the m-bit reflected Gray code g(i) = i XOR (i >> 1).",
    domain={"fast": "every m = 1..16"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="BL(k) = BL(k-1), phi_k, BL(k-1) with BL(1) = phi_1, as printed; example (a) for m = 3 gives 0 1 3 2 6 7 5 4.",
    mutants=("yw-basic-list-off-by-one",),
)
@timed_check
def basic_list_gray(ctx: Context) -> Result:
    domain = _domain("basic-list-gray", ctx)
    for m in range(1, 17):
        seq = yw.gray_sequence(m)
        want = [i ^ (i >> 1) for i in range(2**m)]
        if len(yw.build_basic_list(m)) != 2**m - 1 or seq != want:
            i = next((i for i, (a, b) in enumerate(zip(seq, want)) if a != b), len(want))
            w = Witness("formula", {"m": m}, {"index": i}, f"m = {m}: the basic list gives {seq[:8]}..., the Gray code {want[:8]}...", {"method": "brute force"})
            return refuted(w)
    return verified(example_m3=yw.gray_sequence(3))


@claim(
    f"{KEY}/second-construction-latin",
    source=src("Second construction (LatinSquare, BuildLatinSquare): 'The matrix generated by the second construction is a Latin square'"),
    statement="For every list a_0..a_{n-1} with {a_i} = {0..n-1}, LatinSquare(a) is a Latin square.",
    domain={"fast": "every list for n <= 8; 50 lists each for n = 16..256"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""BuildLatinSquare's loop body is missing from the text; read as row i = phi_{k_i}(row i-1) entrywise, which reproduces
    the printed 8 x 8 square (printed-latin-square).""",
    mutants=("yw-basic-list-off-by-one",),
)
@timed_check
def second_latin(ctx: Context) -> Result:
    domain = _domain("second-construction-latin", ctx)
    for m in range(1, 9):
        for a in _all_lists(m):
            v = props.latin(yw.latin_square(m, a))
            if v:
                w = Witness("formula", {"m": m, "a": list(a)}, {}, f"LatinSquare({list(a)}): {v.message}", {"method": "brute force"})
                return refuted(w)
    return verified()


@claim(
    f"{KEY}/second-construction-cost",
    source=src("Second construction: 'Minimum complexity O(n^2)'"),
    statement="""LatinSquare computes n^2 entries (row 0 and n - 1 rows of n applications of a basic permutation), the size of
    its output, so its Theta(n^2) time is the minimum for any construction.""",
    domain={"fast": "m = 1..12"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="'Minimum complexity O(n^2)' is read as: the algorithm's cost equals the output size n^2.",
    mutants=("yw-basic-list-repeated",),
)
@timed_check
def second_cost(ctx: Context) -> Result:
    domain = _domain("second-construction-cost", ctx)
    for m in range(1, 13):
        steps, shape = len(yw.build_basic_list(m)), yw.latin_square(m, range(2**m)).shape
        if steps != 2**m - 1 or shape != (2**m, 2**m):
            w = Witness("formula", {"m": m}, {"steps": steps}, f"m = {m}: {steps} row steps, a {shape} matrix", {"method": "spec"})
            return refuted(w)
    return verified()


@claim(
    f"{KEY}/constructions-equivalent-rows",
    source=src("'The Latin squares generated by the two constructions are equivalent'"),
    statement="""For the same list a, the second construction's rows are exactly the first construction's rows in another order
    (the two squares are equal up to a permutation of rows; row i of the second is a XOR g(i), g the Gray code).""",
    domain={"fast": "every list for n <= 8; 50 lists each for n = 16..256"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="""'Equivalent' is read two ways: the same rows in another order (this claim) and identical matrices when Psi is numbered
    in counting order (constructions-identical-counting-order, refuted). Equality for some numbering of Psi is the same as this claim.""",
    mutants=("yw-basic-list-off-by-one",),
)
@timed_check
def equivalent_rows(ctx: Context) -> Result:
    domain = _domain("constructions-equivalent-rows", ctx)
    for m in range(1, 9):
        for a in _all_lists(m):
            first = {tuple(r) for r in yw.first_construction(m, a).tolist()}
            second = [tuple(r) for r in yw.latin_square(m, a).tolist()]
            if set(second) != first or len(set(second)) != len(second):
                w = Witness("formula", {"m": m, "a": list(a)}, {}, f"for a = {list(a)} the two constructions have different rows", {"method": "brute force"})
                return refuted(w)
    return verified()


@claim(
    f"{KEY}/constructions-identical-counting-order",
    source=src("'The Latin squares generated by the two constructions are equivalent' (read as identical)"),
    statement="With Psi numbered rho_r = XOR r (r = 1..n-1), the two constructions give identical matrices for the same list a.",
    domain={"fast": "n = 8, a = tau(0..7) (the slides' list); first differing row"},
    methods=("brute",),
    expected=Verdict.REFUTED,
    notes="The rows come in Gray-code order in the second construction and in counting order in the first: row 2 is a XOR 3, not a XOR 2.",
    mutants=("yw-psi-gray-order",),
)
@timed_check
def identical_counting(ctx: Context) -> Result:
    domain = _domain("constructions-identical-counting-order", ctx)
    m, a = 3, [int(yw.tau_all(3, x)) for x in range(8)]
    first = yw.first_construction(m, a, order=yw.psi_counting_order(m))
    second = yw.latin_square(m, a)
    diff = [i for i in range(8) if not np.array_equal(first[i], second[i])]
    if not diff:
        return verified()
    i = diff[0]
    w = Witness("yw-rows-differ", {"m": m, "a": a}, {"row": i, "rendering": "first construction (Psi in counting order):\n" + ck.render_square(first, (i, 0))
                                                     + "\n\nsecond construction (LatinSquare):\n" + ck.render_square(second, (i, 0))},
                f"For a = {a}, row {i} of the first construction is a XOR {i} = {first[i].tolist()}, row {i} of the second is "
                f"{second[i].tolist()}. The squares have the same rows (constructions-equivalent-rows) but not in the same order.",
                {"method": "brute force"})
    return refuted(w)


@claim(
    f"{KEY}/phi1-settings-latin",
    source=src("Generating permutations: 'simply let each stage permutation sigma_i = phi_1 or I'; 'All such admissible permutations form a Latin square'"),
    statement="""The n permutations the banyan realizes with every stage set to phi_1 or I are admissible (each link used by one
    signal) and form a Latin square.""",
    domain={"fast": "Z3 for every m = 1..32 (settings and inputs symbolic); brute force m = 1..8", "full": "Z3 m = 1..64"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="The banyan is sigma_{m-1} tau_{m-2} ... tau_0 sigma_0 with tau_i swapping bits 0 and i+1 (the slide's 'bit 1 for bit i + 2', counted from 1).",
    mutants=("yw-tau-off-by-one",),
)
@timed_check
def phi1_latin(ctx: Context) -> Result:
    domain = _domain("phi1-settings-latin", ctx)
    for m in range(1, 9):
        rows = [yw.realized(m, s) for s in itertools.product((False, True), repeat=m)]
        v = props.latin(np.array(rows))
        if v:
            w = Witness("formula", {"m": m}, {}, f"m = {m}: the 2^m realized permutations: {v.message}", {"method": "brute force"})
            return refuted(w)
    return _z3_per_m((ck.phi1_settings_latin,), range(1, pick(ctx, 32, 64) + 1), ctx, domain, "m = 1..8")


@claim(
    f"{KEY}/commutation-identity",
    source=src("Proof sketch: (tau_{m-2} ... tau_{m-i-1}) phi_1 = phi_{m-i+1} (tau_{m-2} ... tau_{m-i-1})"),
    statement="For 1 <= i <= m-1, applying phi_1 and then tau_{m-i-1}, ..., tau_{m-2} equals applying those tau's and then phi_{m-i+1}.",
    domain={"fast": "every m = 2..10, every i and x"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The product is read right to left (tau_{m-i-1} first), as the composition sigma_{m-1} tau_{m-2} ... sigma_0 is; the identity then holds as printed.",
    mutants=("yw-tau-off-by-one",),
)
@timed_check
def commutation(ctx: Context) -> Result:
    domain = _domain("commutation-identity", ctx)
    for m in range(2, 11):
        x = np.arange(2**m)
        for i in range(1, m):
            if not np.array_equal(yw.tau_suffix(m, i, yw.phi(1, x)), yw.phi(m - i + 1, yw.tau_suffix(m, i, x))):
                w = Witness("formula", {"m": m, "i": i}, {}, f"m = {m}, i = {i}: the identity fails", {"method": "brute force"})
                return refuted(w)
    return verified()


@claim(
    f"{KEY}/printed-latin-square",
    source=src("'An example of 8 x 8 banyan network': the generated Latin square"),
    statement="The printed 8 x 8 matrix is a Latin square and equals LatinSquare(tau(0), ..., tau(7)).",
    domain={"fast": "n = 8"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The printed matrix came through the PDF intact (8 rows of 8 entries).",
    mutants=("yw-tau-off-by-one",),
)
@timed_check
def printed_square(ctx: Context) -> Result:
    domain = "n = 8"
    A = np.array(PRINTED_SQUARE)
    built = yw.latin_square(3, [int(yw.tau_all(3, x)) for x in range(8)])
    v = props.latin(A)
    if v or not np.array_equal(A, built):
        bad = np.argwhere(A != built)
        where = tuple(int(u) for u in bad[0]) if len(bad) else None
        w = Witness("formula", {"m": 3}, {"rendering": ck.render_square(A, where)},
                    v.message if v else f"entry {where}: printed {A[where]}, built {built[where]}", {"method": "brute force"})
        return refuted(w)
    return verified()


def _setting_check(label: str):
    text, printed = PRINTED_SETTINGS[label]

    def check(ctx: Context) -> Result:
        domain = "n = 8"
        settings = tuple(s == "phi_1" for s in text.split())
        got = "".join(str(v) for v in yw.realized(3, settings))
        row = next((i for i, r in enumerate(PRINTED_SQUARE) if "".join(map(str, r)) == printed), None)
        if got == printed and row is not None:
            return verified(realized=got, row_of_printed_square=row)
        pos = next((i for i in range(8) if got[i] != printed[i]), None)
        w = Witness("formula", {"settings": text}, {"printed": printed, "realized": got},
                    f"setting ({label}) {text}: the banyan realizes {got}, the slide prints {printed}"
                    + (f" (first difference at input {pos})" if pos is not None else "; the string is not a row of the printed square"),
                    {"method": "brute force"})
        return refuted(w)

    return check


for _label, (_text, _printed) in PRINTED_SETTINGS.items():
    add(Claim(
        id=f"{KEY}/setting-{_label}", source=src(f"'All possible switch settings', ({_label}) {_text} {_printed}"),
        statement=f"With stages set to {_text} (sigma_0 first), the 8 x 8 banyan realizes {_printed} (rho(0)..rho(7)), a row of the printed Latin square.",
        domain={"fast": "n = 8"}, methods=("brute",), expected=Verdict.VERIFIED, check=timed_check(_setting_check(_label)),
        notes="""The settings are read left to right as sigma_0, sigma_1, sigma_2 and the string as rho(0)..rho(7); the other order
        (sigma_2 first) fails for (b), (c), (e) and (h). The eight settings appear as rows 0..7 of the square in the order
        (a), (b), (g), (h), (e), (f), (c), (d): the Gray-code order of the second construction.""",
        mutants=("yw-tau-off-by-one",),
    ))


@claim(
    f"{KEY}/atape-delivers",
    source=src("Algorithm ATAPE with the admissible Latin square LatinSquare(tau(0..n-1))"),
    statement="""ATAPE delivers every personalized message (self-messages included) exactly once in n rounds; round i realizes
    row i of the square with every stage set to phi_1 or I, each round bijective and contention-free on the banyan's links.""",
    domain={"fast": "brute force: the whole schedule, m = 1..8; Z3: every round and every pair of inputs, m = 1..32",
            "full": "brute force m = 1..10; Z3 m = 1..64"},
    methods=("z3", "brute"),
    expected=Verdict.PROVED,
    notes="""Round i uses the settings whose output masks make the Gray word g(i) (phi_1 at stage k flips the output bit
    tau_{m-2}..tau_k carries bit 0 to; commutation-identity). Z3 takes the round's Gray word symbolic: the round sends x to
    tau(x) XOR g (row i of the square), different words give different settings and different outputs for every input,
    and within a round no two inputs share a link. Brute force runs the schedule on the shared multistage model.""",
    mutants=("yw-tau-off-by-one", "yw-basic-list-off-by-one", "yw-round-settings-reversed"),
)
@timed_check
def atape_delivers(ctx: Context) -> Result:
    domain = _domain("atape-delivers", ctx)
    for m in range(1, pick(ctx, 8, 10) + 1):
        v = ck.atape_violation(m)
        if v:
            w = Witness("formula", {"m": m}, {}, f"ATAPE for n = {2**m}: {v.message}", {"method": "brute force"})
            return refuted(w)
    queries = (ck.rounds_realize_square, ck.phi1_settings_latin, ck.settings_cover)
    return _z3_per_m(queries, range(1, pick(ctx, 32, 64) + 1), ctx, domain, f"m = 1..{pick(ctx, 8, 10)}")


@claim(
    f"{KEY}/delay-lower-bound",
    source=src("'Lower bound: the maximum communication delay ... is at least Omega(n + log n)'; 'Time complexity of ATAPE: O(n + log n)'"),
    statement="""Any all-to-all personalized exchange on an n x n banyan takes at least n + log n - 1 time units (n messages through
    one input port, the last crossing log n stages), and pipelined ATAPE takes exactly that: Theta(n + log n), optimal.""",
    domain={"fast": "symbolic: every n = 2^m; pipeline simulation m = 1..10"},
    methods=("brute", "sympy"),
    expected=Verdict.PROVED,
    notes="""Time unit = one stage crossing; self-messages are counted (ATAPE sends them), so each processor injects n messages.
    The pipeline is the one of liu-chen-chen-2007 Theorem 6: round x in stage k at time x + k.""",
    mutants=("yw-delay-off-by-one",),
)
@timed_check
def delay_bound(ctx: Context) -> Result:
    domain = _domain("delay-lower-bound", ctx)
    for m in range(1, 11):
        T, v = ck.pipeline_makespan(m)
        if v or T != yw.atape_delay(2**m, m) or T != yw.delay_lower_bound(2**m, m):
            w = Witness("formula", {"m": m}, {"time": T}, f"n = {2**m}: {v.message if v else f'the pipeline takes {T} time units'}, "
                        f"the formula says {yw.atape_delay(2**m, m)}, the lower bound {yw.delay_lower_bound(2**m, m)}",
                        {"method": "pipeline simulation"})
            return refuted(w)
    m = sp.symbols("m", integer=True, positive=True)
    n = 2**m
    gap = sp.simplify(yw.atape_delay(n, m) - yw.delay_lower_bound(n, m))
    ratio = sp.limit(yw.atape_delay(n, m) / (n + m), m, sp.oo)
    if gap != 0 or ratio != 1:
        w = Witness("formula", {}, {"gap": str(gap)}, f"ATAPE's delay exceeds the lower bound by {gap}", {"method": "sympy"})
        return refuted(w)
    return proved(delay=str(yw.atape_delay(n, m)))


@claim(
    f"{KEY}/table-banyan",
    source=src("Comparison table, row Banyan: node degree 1, log n stages, O(n) delay"),
    statement="A processor of the n x n banyan uses one input and one output port (degree 1); the network has log n stages; ATAPE's delay n + log n - 1 is O(n).",
    domain={"fast": "m = 1..12 (ports and stages); symbolic delay"},
    methods=("brute", "sympy"),
    expected=Verdict.VERIFIED,
    notes="'Node degree' for a MIN is read as I/O ports per processor, as the Summary's 'number of I/O ports per processor' says.",
    mutants=("yw-banyan-ports",),
)
@timed_check
def table_banyan(ctx: Context) -> Result:
    domain = "m = 1..12"
    m_ = sp.symbols("m", integer=True, positive=True)
    if sp.limit(yw.atape_delay(2**m_, m_) / 2**m_, m_, sp.oo) != 1:
        return unknown("delay is not O(n)")
    for m in range(1, 13):
        stages = len(yw.route(m, (False,) * m, 0))
        if yw.banyan_ports_per_processor(m) != 1 or stages != m:
            w = Witness("formula", {"m": m}, {}, f"m = {m}: {yw.banyan_ports_per_processor(m)} ports, {stages} stages", {"method": "spec"})
            return refuted(w)
    return verified()


@claim(
    f"{KEY}/table-hypercube",
    source=src("Comparison table, rows Hypercube: node degree log n, diameter log n"),
    statement="The n-node hypercube has node degree log n and diameter log n.",
    domain={"fast": "m = 1..8 (BFS)"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="The delay column (O(n log n) one-port, O(n) all-port) cites other work and is not checked.",
    mutants=("yw-hypercube-short",),
)
@timed_check
def table_hypercube(ctx: Context) -> Result:
    cases = [(f"hypercube of {2**m} nodes", 2**m, functools.partial(yw.hypercube_neighbors, m), m, m) for m in range(1, 9)]
    return _graph_table("m = 1..8", cases)


@claim(
    f"{KEY}/table-torus",
    source=src("Comparison table, rows 2D and 3D mesh/torus: node degree 4 and 6, diameter O(n^(1/2)) and O(n^(1/3))"),
    statement="The k x k torus has degree 4 and diameter 2 floor(k/2) <= n^(1/2); the k x k x k torus has degree 6 and diameter 3 floor(k/2) <= 1.5 n^(1/3).",
    domain={"fast": "2D: k = 3..12; 3D: k = 3..6 (BFS)"},
    methods=("brute",),
    expected=Verdict.VERIFIED,
    notes="Read for tori (wrap-around links); a mesh has the degrees only in its interior. The delay column is not checked.",
    mutants=("yw-torus-no-wrap",),
)
@timed_check
def table_torus(ctx: Context) -> Result:
    cases = [(f"{dims}D torus k = {k}", k**dims, functools.partial(yw.torus_neighbors, k, dims), 2 * dims, dims * (k // 2))
             for dims, ks in ((2, range(3, 13)), (3, range(3, 7))) for k in ks]
    return _graph_table("2D: k = 3..12; 3D: k = 3..6", cases)


def _graph_table(domain: str, cases) -> Result:
    """Each case (name, nodes, neighbors, degree, diameter) has that degree at every node and that diameter (BFS)."""
    for name, N, neighbors, degree, diameter in cases:
        diam, degs = ck.diameter_and_degrees(N, neighbors)
        if degs != {degree} or diam != diameter:
            w = Witness("formula", {"graph": name}, {}, f"{name}: diameter {diam}, degrees {sorted(degs)}; the table says {diameter}, {degree}", {"method": "BFS"})
            return refuted(w)
    return verified()
