"""liu-chen-chen-2007 Theorem 2 for every k: the base case, the step, the stage-digit split, the recursive
structure of the spec's networks, the step's SMT-LIB file, and the mutants that break the step."""

from __future__ import annotations

import importlib.util
import itertools
import pathlib
import sys

import numpy as np
import pytest
import z3

from alltoall.checkers.result import Verdict
from alltoall.checkers.z3 import induction as ind
from alltoall.proofs.registry import Claim, Context, Source
from alltoall.spec.algorithms import latin_configurations as lc
from alltoall.spec.topologies import multistage as ms
from alltoall.spec.topologies import recursive

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "quality"))
from mutantlib import load_all  # noqa: E402

MUTANTS = load_all()


def _pending_claims() -> dict[str, Claim]:
    path = ROOT / "proofs" / "claims" / "_pending" / "liu_chen_chen_2007_every_k.py"
    if not path.exists():  # moved into the paper's package: registered there
        from alltoall.proofs import registry

        claims = registry.load_all()
        return {
            cid.split("/")[1]: c
            for cid, c in claims.items()
            if cid.split("/")[1] in ("thm2-every-k", "thm2-recursive-structure")
        }
    spec = importlib.util.spec_from_file_location("_every_k_pending", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = {}
    for item, kw in mod.CLAIMS.items():
        kw = dict(kw)
        check = kw.pop("check")
        out[item] = Claim(
            id=f"liu-chen-chen-2007/{item}", source=Source("liu-chen-chen-2007", kw.pop("source")), check=check, **kw
        )
    return out


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
@pytest.mark.parametrize("d", [None, 3])
def test_thm2_every_k_step_is_unsat(pattern, prop, d):
    assert ind.step_query(pattern, prop, d, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize("pattern,prop", list(itertools.product(ind.PATTERNS, ind.PROPERTIES)))
def test_thm2_every_k_step_needs_the_hypothesis(pattern, prop):
    assert ind.step_query(pattern, prop, 2, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("prop", ind.PROPERTIES)
@pytest.mark.parametrize("d", [None, 2])
def test_thm2_every_k_base_case(prop, d):
    assert ind.base_query(prop, d, keep_smt2=False).status == "unsat"


def test_thm2_every_k_stage_digits_form_a_permutation():
    assert {n: q.status for n, q in ind.stage_digit_queries(keep_smt2=False).items()} == {
        "stage-digit-injective": "unsat",
        "stage-digit-in-range": "unsat",
    }
    assert ind.stage_digit_violation(64) is None


def test_digit_off_by_one_breaks_the_step():
    with MUTANTS["digit-off-by-one"].applied():
        with pytest.raises(z3.Z3Exception):
            ind.stage_digit_queries(keep_smt2=False)  # min() of symbolic integers
        v = ind.stage_digit_violation(64)
    assert v == {"n": 2, "stages": [0, 1], "digit": 1, "digits": [1, 1]}


def test_xor_digits_breaks_the_step():
    with MUTANTS["xor-digits"].applied():
        assert ind.step_query("first", "rows", 3, keep_smt2=False).status == "sat"  # with a model: the step is broken
        assert ind.step_query("last", "rows", 3, keep_smt2=False).status == "sat"


def test_step_smt2_file_is_current():
    path = ROOT / ind.STEP_SMT2
    assert ind.same_smt2(path.read_text(), ind.step_smt2(ind.step_queries())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )


# --- the recursive structure (no solver) -------------------------------------------------------


@pytest.mark.parametrize("topology", list(ms.TOPOLOGIES))
def test_thm2_recursive_structure_named_networks(topology):
    for k in range(1, 24):
        assert recursive.split(ms.build(topology, 3, k + 1), ms.build(topology, 3, k)) is not None, (topology, k)


def test_wiring_swap_breaks_the_structure():
    with MUTANTS["wiring-swap"].applied():
        assert recursive.split(ms.omega(2, 3), ms.omega(2, 2)) is None


def _latin_for(net: ms.MIN, M0s) -> bool:
    for M0 in M0s:
        outs = ms.route_shift(net, lc.configurations(M0, net.d, net.k))
        N = net.N
        if (
            not (np.sort(outs, axis=1) == np.arange(N)).all()
            or not (np.sort(outs, axis=0) == np.arange(N)[:, None]).all()
        ):
            return False
    return True


def test_split_is_sound_on_every_small_digit_network():
    """Every 3-stage, 3-digit digit-permutation network that splits onto a 2-stage network that is Latin for
    every M^0 is itself Latin (sampled M^0); and the split finds the named networks among them."""
    rng = np.random.default_rng(7)
    perms3 = [ms.DigitPermutation(p) for p in itertools.permutations(range(3))]
    perms2 = [ms.DigitPermutation(p) for p in itertools.permutations(range(2))]
    smalls = []
    for inner in perms2:
        small = ms.from_wirings("S", 2, 4, [ms.identity(2), inner, ms.identity(2)])
        if _latin_for(small, list(np.array(list(itertools.product((0, 1), repeat=4))).reshape(-1, 2, 2))):
            smalls.append(small)
    found = 0
    for w1, w2 in itertools.product(perms3, repeat=2):
        big = ms.from_wirings("B", 2, 8, [ms.identity(3), w1, w2, ms.identity(3)])
        if any(recursive.split(big, s) for s in smalls):
            found += 1
            assert _latin_for(big, rng.integers(0, 2, size=(24, 4, 3))), big
    assert found >= 2


# --- the claims (fast tier) ----------------------------------------------------------------------


def test_thm2_every_k_claim_proved():
    c = _pending_claims()["thm2-every-k"]
    r = c.run(Context(tier="fast"))
    assert r.verdict is Verdict.PROVED, r.reason
    assert r.evidence["smt2"] and all(q["status"] == "unsat" for q in r.evidence["queries"].values())


def test_thm2_recursive_structure_claim_verified():
    r = _pending_claims()["thm2-recursive-structure"].run(Context(tier="fast"))
    assert r.verdict is Verdict.VERIFIED, r.reason


@pytest.mark.parametrize("pattern", ind.PATTERNS)
def test_thm2_every_k_step_with_forall_hypothesis(pattern):
    assert ind.step_query(pattern, "rows", None, keep_smt2=False, ground=False).status == "unsat"


# --- the recursive structure of five named networks for every k (Z3, k symbolic) ------------------------


@pytest.mark.parametrize("family", ind.LCC_FAMILIES)
@pytest.mark.parametrize("part", ind.LCC_STRUCTURE)
def test_structure_every_k_is_unsat(family, part):
    assert ind.lcc_structure_query(family, part, keep_smt2=False).status == "unsat"


def test_index_maps_build_the_spec_wirings():
    """The builders' tuples are the index maps at every position, and the same wirings as the closed forms
    (rotate left; rotate the low k - j digits right; swap digits 0 and t, composed) the spec used before."""
    for k in range(1, 30):
        for family, src in (("omega", ms.omega_src), ("baseline", ms.baseline_src), ("butterfly", ms.butterfly_src)):
            net = ms.build(family, 3, k)
            assert [w.src for w in net.wirings] == [tuple(src(k, j, i) for i in range(k)) for j in range(k + 1)]
        rot = tuple((i - 1) % k for i in range(k))
        assert [w.src for w in ms.omega(2, k).wirings] == [rot] * k + [tuple(range(k))]
        for m in range(k + 1):
            want = list(range(k))
            for i in range(m - 1):
                want[i] = i + 1
            if m >= 1:
                want[m - 1] = 0
            assert ms.sub_unshuffle(k, m).src == tuple(want)
        beta = []
        for t in range(k):
            want = list(range(k))
            want[0], want[t] = want[t], want[0]
            assert ms.exchange(k, t).src == tuple(want)
            beta.append(ms.exchange(k, k - 1 - t))
        between = [beta[j].then(beta[j + 1]) for j in range(k - 1)]
        assert ms.butterfly(2, k).wirings == tuple([beta[0]] + between + [beta[k - 1]])
        for base in ("omega", "baseline", "butterfly"):  # the mirror images: reverse_src or reverse, the same
            assert ms.build(f"reverse-{base}", 2, k) == ms.reverse(ms.build(base, 2, k))


def test_structure_track_is_the_track_split_finds():
    for family in ind.LCC_FAMILIES:
        T = ind.LCC_TRACK[family]
        for k in range(1, 20):
            sp = recursive.split(ms.build(family, 2, k + 1), ms.build(family, 2, k))
            if family in ind.LCC_LAST and k + 1 >= ind.LCC_LAST_FROM:
                assert sp.pattern == "last"
                assert sp.track == tuple(z3.simplify(z3.IntVal(0) + T(k + 1, j)).as_long() for j in range(k + 1))
            elif family in ind.LCC_LAST:
                assert sp.pattern == "first"  # the members below LCC_LAST_FROM stages, checked one by one
            else:
                assert sp.pattern == "first"
                assert sp.track == tuple(T(k + 1, j) for j in range(1, k + 1))


def test_a_wrong_track_is_caught(monkeypatch):
    monkeypatch.setitem(ind.LCC_TRACK, "omega", lambda K, j: j + 1)
    assert ind.lcc_structure_query("omega", "track-start", keep_smt2=False).status == "sat"
    monkeypatch.setitem(ind.LCC_TRACK, "reverse-omega", lambda K, j: j)  # the uninterpreted inverse is pinned down
    assert ind.lcc_structure_query("reverse-omega", "track-start", keep_smt2=False).status == "sat"


def test_reverse_butterfly_splits_with_pattern_last_for_every_k(monkeypatch):
    """From K = 4 stages the passenger is the input digit at K - 1 (pattern last); a wrong start is caught, and
    the two smaller members split with pattern first."""
    for K in (4, 5, 9):
        sp = recursive.split(ms.build("reverse-butterfly", 2, K), ms.build("reverse-butterfly", 2, K - 1))
        assert (sp.pattern, sp.passenger) == ("last", ind.LCC_LAST["reverse-butterfly"](K))
    for K in (2, 3):
        sp = recursive.split(ms.build("reverse-butterfly", 3, K), ms.build("reverse-butterfly", 3, K - 1))
        assert sp.pattern == "first"
    monkeypatch.setitem(ind.LCC_LAST, "reverse-butterfly", lambda K: K - 2)
    assert ind.lcc_structure_query("reverse-butterfly", "track-start", keep_smt2=False).status == "sat"


def test_the_reverse_families_inverse_is_constrained_at_every_application():
    q = ind.lcc_structure_query("reverse-omega", "interior")
    assert q.status == "unsat" and "inv_omega" in q.smt2
    assert q.smt2.count("(inv_omega ") >= 2 and "(=> " in q.smt2


def test_omega_late_reversed_shuffle_breaks_the_structure_step_past_every_bound():
    from alltoall.proofs import registry

    with MUTANTS["omega-late-reversed-shuffle"].applied():
        q = ind.lcc_structure_query("omega", "track", keep_smt2=False)
        assert (q.status, q.model) == ("sat", {"K": 100, "j": 2})
        assert recursive.split(ms.omega(2, 100), ms.omega(2, 99)) is None  # the model, on the spec's tuples
        assert recursive.split(ms.omega(2, 99), ms.omega(2, 98)) is not None
        r = registry.get("liu-chen-chen-2007/thm2-recursive-structure-every-k").run(Context(tier="fast"))
        assert r.verdict is Verdict.UNKNOWN
        assert r.evidence["structure_failure"]["k"] == 99 and r.evidence["structure_failure"]["part"] == "track"
        assert "k = 99" in r.reason
        r = registry.get("liu-chen-chen-2007/thm2-every-k").run(Context(tier="fast"))
        assert r.verdict is Verdict.UNKNOWN and r.evidence["structure_failure"]["k"] == 99
        for tier in ("fast", "deep"):  # the bounded structure check does not reach k = 99
            bounded = registry.get("liu-chen-chen-2007/thm2-recursive-structure").run(Context(tier=tier))
            assert bounded.verdict is Verdict.VERIFIED


@pytest.mark.parametrize(
    "mutant,family,part", [("wiring-swap", "omega", "track"), ("wiring-identity", "baseline", "track-start")]
)
def test_wiring_mutants_break_the_structure_step(mutant, family, part):
    with MUTANTS[mutant].applied():
        assert ind.lcc_structure_query(family, part, keep_smt2=False).status == "sat"


def test_structure_smt2_file_is_current():
    path = ROOT / ind.STRUCTURE_SMT2
    assert ind.same_smt2(path.read_text(), ind.step_smt2(ind.lcc_structure_queries())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )


# --- chau-fu-2003 Theorem 1 for every k: one stage plus two copies ------------------------------------

from alltoall.checkers import optical as optical_ck  # noqa: E402
from alltoall.spec.algorithms import yang_wang as yw  # noqa: E402
from alltoall.spec.topologies import optical as op  # noqa: E402


@pytest.mark.parametrize("prop", ind.CF_PROPS)
def test_thm1_every_k_step_is_unsat_and_needs_the_hypothesis(prop):
    assert ind.cf_step_query(prop, keep_smt2=False).status == "unsat"
    assert ind.cf_step_query(prop, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("part", ind.CF_STRUCTURE)
def test_thm1_every_k_structure_is_unsat(part):
    assert ind.cf_structure_query(part, keep_smt2=False).status == "unsat"


def _cf_brute_fails(k: int, prop: str) -> bool:
    net = op.OpticalMIN(2**k)
    return any((f := optical_ck.check_shift(net, c)) is not None and f.what == prop for c in range(net.N))


@pytest.mark.parametrize(
    "mutant", [None, "cf-offset-double", "cf-bit-off-by-one", "cf-modulus-half", "cf-offset-linear"]
)
def test_thm1_every_k_base_agrees_with_brute_force(mutant):
    """The base query on OpticalMIN(2^k), k = 1..4, is SAT exactly where brute force finds a failing shift."""
    import contextlib

    with MUTANTS[mutant].applied() if mutant else contextlib.nullcontext():
        for k in range(1, 5):
            for prop in ind.CF_PROPS:
                q = ind.cf_base_query(prop, k, keep_smt2=False)
                brute = _cf_brute_fails(k, prop) or (
                    prop == "delivery" and _cf_brute_fails(k, "crosstalk") and q.status == "sat"
                )
                assert (q.status == "sat") == brute, (mutant, k, prop, q.status)


@pytest.mark.parametrize(
    "mutant,part",
    [
        ("cf-offset-double", "step-delivery"),
        ("cf-bit-off-by-one", "step-delivery"),
        ("cf-modulus-half", "step-crosstalk"),
        ("cf-modulus-half", "structure-wiring"),
        ("cf-offset-linear", "structure-wiring"),
    ],
)
def test_mutant_breaks_the_thm1_step(mutant, part):
    kind, name = part.split("-", 1)
    with MUTANTS[mutant].applied():
        q = (
            ind.cf_step_query(name, keep_smt2=False)
            if kind == "step"
            else ind.cf_structure_query(name, keep_smt2=False)
        )
    assert q.status == "sat"


def test_thm2_every_k_coverage():
    assert ind.cf_coverage_query(keep_smt2=False).status == "unsat"


def test_routing_rule_pass_every_k_and_the_step_that_does_not_go_through():
    assert ind.cf_rule_ends_query(keep_smt2=False).status == "unsat"
    with MUTANTS["cf-rule-c-swapped"].applied():
        assert ind.cf_rule_ends_query(keep_smt2=False).status == "sat"
    assert (
        ind.cf_rule_step_lemma(timeout=2.0).status != "sat"
    )  # unknown today; never a counter-model (the lemma is true)


def test_cf_offset_linear_keeps_the_base_case():
    """offset(j) = j + 1 agrees with 2^j for j <= 1: the base k = 1 holds, only the step breaks."""
    with MUTANTS["cf-offset-linear"].applied():
        assert {p: ind.cf_base_query(p, 1, keep_smt2=False).status for p in ind.CF_PROPS} == {
            "delivery": "unsat",
            "crosstalk": "unsat",
        }
        assert ind.cf_structure_query("wiring", keep_smt2=False).status == "sat"


# --- yang-wang-2000's first construction for every m: one more basic permutation -----------------------


def test_first_construction_every_m_step_and_conclusions():
    assert ind.yw_step_query(keep_smt2=False).status == "unsat"
    assert ind.yw_step_query(keep_smt2=False, hypothesis=False).status == "sat"
    assert {p: ind.yw_conclusion_query(p, keep_smt2=False).status for p in ind.YW_CONCLUSIONS} == dict.fromkeys(
        ind.YW_CONCLUSIONS, "unsat"
    )
    assert ind.yw_phi_query(keep_smt2=False).status == "unsat"


def test_yw_phi_bit_off_by_one_breaks_the_step():
    with MUTANTS["yw-phi-bit-off-by-one"].applied():
        assert ind.yw_step_query(keep_smt2=False).status == "sat"
        assert ind.yw_phi_query(keep_smt2=False).status == "sat"


def test_yw_phi_add_does_not_evaluate_on_bit_strings():
    with MUTANTS["yw-phi-add"].applied():
        with pytest.raises(TypeError):
            ind.yw_step_query(keep_smt2=False)


def _bits_value(b: ind.Bits, width: int) -> int:
    import z3

    return sum(1 << u for u in range(width) if z3.is_true(z3.simplify(b.at(z3.IntVal(u)))))


def test_bit_strings_compute_the_spec_like_ints():
    """phi, tau and the round's stage on :class:`Bits` with concrete index terms give the ints' values."""
    import z3

    sym = ind.Sym(z3.Solver())
    rng = np.random.default_rng(3)
    for _ in range(40):
        x, i = int(rng.integers(0, 256)), int(rng.integers(1, 7))
        X, I = ind.Bits.of_int(x, sym), ind.Idx(z3.IntVal(i), sym)
        assert _bits_value(yw.phi(I, X), 10) == yw.phi(i, x)
        assert _bits_value(yw.tau(I, X), 10) == yw.tau(i, x)
        assert _bits_value(yw.stage(ind.Bits.of_int(1, sym), X), 10) == yw.stage(1, x)


def test_naturals_compute_the_spec_like_ints():
    """next_switch, bit and shift_destination on :class:`Nat` terms fixed to ints give the ints' values."""
    import z3

    rng = np.random.default_rng(4)
    for _ in range(40):
        k = int(rng.integers(1, 6))
        N, j, i, c = 2**k, int(rng.integers(0, k)), int(rng.integers(0, 2**k)), int(rng.integers(0, 2**k))
        s = z3.Solver()
        sym = ind.Sym(s)
        I, C = sym.nat("i"), sym.nat("c")
        sym.fact(I.t == i, C.t == c)
        got = op.next_switch(N, j, I, op.bit(C, j)).t == op.next_switch(N, j, i, op.bit(c, j))
        s.add(z3.Not(z3.And(got, op.shift_destination(N, I, C).t == op.shift_destination(N, i, c))))
        assert s.check() == z3.unsat


@pytest.mark.parametrize("part", ind.YW_BANYAN_PARTS)
def test_phi1_settings_every_m_steps(part):
    assert ind.yw_banyan_query(part, keep_smt2=False).status == "unsat"
    if part != "base":
        assert ind.yw_banyan_query(part, keep_smt2=False, hypothesis=False).status == "sat"


@pytest.mark.parametrize("part", ind.YW_BANYAN_CONCLUSIONS)
def test_phi1_settings_every_m_conclusions(part):
    assert ind.yw_banyan_conclusion(part, keep_smt2=False).status == "unsat"


@pytest.mark.parametrize(
    "mutant,parts", [("yw-tau-off-by-one", {"step-inner"}), ("yw-phi-bit-off-by-one", {"step-inner", "step-last"})]
)
def test_mutant_breaks_the_banyan_step(mutant, parts):
    with MUTANTS[mutant].applied():
        got = {p for p in ind.YW_BANYAN_PARTS if ind.yw_banyan_query(p, keep_smt2=False).status == "sat"}
    assert got == parts


def test_banyan_invariant_matches_the_spec_route():
    """The output's closed form (sigma_(m-1) and the flips) is the spec's route on ints, m <= 4."""
    import itertools as it

    import z3

    for m in range(1, 5):
        for x, bits in it.product(range(2**m), it.product((0, 1), repeat=m)):
            lines = yw.route(m, bits, x)
            X = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b in range(m):
                X = z3.Store(X, b, z3.BoolVal(bool(x >> b & 1)))
            Set = z3.K(z3.IntSort(), z3.BoolVal(False))
            for b, v in enumerate(bits):
                Set = z3.Store(Set, b, z3.BoolVal(bool(v)))
            out = sum(
                1 << u
                for u in range(m + 2)
                if z3.is_true(z3.simplify(ind._yw_output(X, Set, z3.IntVal(m), z3.IntVal(u))))
            )
            assert out == lines[-1], (m, x, bits)


@pytest.mark.parametrize("path", [ind.CF_STEP_SMT2, ind.YW_STEP_SMT2, ind.YW_BANYAN_SMT2])
def test_every_k_step_smt2_files_are_current(path):
    assert ind.same_smt2((ROOT / path).read_text(), ind.step_smt2(ind.STEP_FILES[path]())), (
        "stale: run python -m alltoall.checkers.z3.induction"
    )


def test_same_smt2_sees_through_let_sharing_and_not_past_a_changed_query():
    head = "; z3 x\n; --- q: expected unsat ---\n(declare-fun x () Int)\n"
    shared = head + "(assert (let (($t0 (+ x 1))) (> $t0 $t0)))\n(check-sat)\n"
    unshared = head + "(assert (> (+ x 1) (+ x 1)))\n(check-sat)\n"
    assert ind.same_smt2(shared, unshared)
    assert not ind.same_smt2(shared, unshared.replace("(> (+ x 1)", "(> (+ x 2)"))
    assert not ind.same_smt2(shared, unshared.replace("--- q:", "--- r:"))
    assert not ind.same_smt2(shared, "(assert (")


@pytest.mark.parametrize(
    "claim_id",
    [
        "liu-chen-chen-2007/thm2-recursive-structure-every-k",
        "liu-chen-chen-2007/cor3-every-k",
        "liu-chen-chen-2007/cor4-every-k",
        "chau-fu-2003/thm1-every-k",
        "chau-fu-2003/thm2-every-k",
        "chau-fu-2003/routing-rule-pass-every-k",
        "yang-wang-2000/first-construction-latin-every-m",
        "yang-wang-2000/phi1-settings-latin-every-m",
        "yang-wang-2000/psi-size-every-m",
        "yang-wang-2000/phi-identities-every-m",
    ],
)
def test_every_k_claims_are_declared_proved_for_every_size(claim_id):
    """Declared proved for every size by Z3 (their runs, and the verdicts, are the ledger test's:
    ``tests/test_ledger.py`` runs every claim and fails on any verdict but the expected one)."""
    from alltoall.proofs import registry

    c = registry.get(claim_id)
    assert c.expected is Verdict.PROVED and c.scope == "every" and "z3" in c.methods


def test_a_symbolic_query_must_state_its_violation():
    """Sym.solve refuses a query with no violation stated: its vacuity record could not tell the
    assumptions from the negated property."""
    sym = ind.Sym(ind.new_solver(5.0))
    sym.nat("n", 1)
    with pytest.raises(ValueError, match="violation"):
        sym.solve(keep_smt2=False)


def test_a_symbolic_query_records_its_inputs_and_keeps_the_violation_out_of_its_assumptions():
    """The yang-wang-2000 step states its violation before the hypothesis: the record still names the
    inputs and leaves out exactly the violation, so its assumptions alone are satisfiable."""
    q = ind.yw_step_query(timeout=30.0, keep_smt2=False)
    assert q.status == "unsat" and {"i", "S", "X", "Pi", "u"} <= set(q.free)
    s = z3.Solver()
    s.add(*q.assumptions)
    assert s.check() == z3.sat
