"""Seeded mutants of the engines: each weakens one function that decides a property.

A weakened engine still answers "holds" on correct inputs, so every ``proved``/``verified`` claim
would stay green while checking less. Each mutant here names the engine function it weakens
(``engine``, as ``module:qualified.name``) and the tests of ``test_engine_mutants.py`` that must
fail under it (``caught_by``): each such test feeds a known-bad input that the weakened engine
wrongly passes. The registry is separate from the spec mutants of ``mutantlib.MUTANTS``.

:data:`ENGINE_MODULES` lists the modules whose property-deciding functions must each be named by
at least one mutant; :data:`NOT_DECIDING` lists the public names of those modules that decide
nothing (with the reason). A module moved or added later is added to both by name.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from unittest import mock

P = "alltoall.checkers.properties"
B = "alltoall.checkers.brute"
CORE = "alltoall.checkers.z3.core"
ZMIN = "alltoall.checkers.z3.min"
F = "alltoall.checkers.formula"

ENGINE_MODULES: tuple[str, ...] = (P, B, CORE, ZMIN, F)

# Public names of ENGINE_MODULES that decide no property (data, rendering, plumbing).
NOT_DECIDING: dict[str, str] = {
    f"{P}:Violation": "record type",
    f"{P}:PROPERTIES": "name table of the predicates above",
    f"{B}:arrivals_matrix": "reshapes outputs into the matrix A; Latin-equivalent to its transpose (equivalent "
    "mutants)",
    f"{B}:latin_matrix": "composition of outputs_per_round and arrivals_matrix, both covered",
    f"{B}:render_signal": "renders a witness line; decides nothing",
    f"{B}:render_shift_matrix": "renders a witness matrix; decides nothing",
    f"{B}:replayer": "decorator (registry)",
    f"{CORE}:Z3_VERSION": "constant",
    f"{CORE}:Query": "record type",
    f"{CORE}:LeastFeasible": "record type",
    f"{CORE}:Ask": "record type (one query of decide_by_z3)",
    f"{CORE}:new_solver": "creates a solver with a timeout; a timeout is unknown, covered by solve",
    f"{CORE}:select": "z3.If on unsigned terms; covered through the table encoding",
    f"{ZMIN}:Z3_VERSION": "constant",
    f"{ZMIN}:Query": "re-export of core.Query",
    f"{ZMIN}:new_solver": "re-export of core.new_solver",
    f"{ZMIN}:solve": "re-export of core.solve (patched together with it)",
    f"{ZMIN}:latin_rows": "one-line wrapper of collision(differ='rounds'), covered by its mutants",
    f"{ZMIN}:bijective": "one-line wrapper of collision(differ='inputs'), covered by its mutants",
    f"{F}:Formula": "record type; its comparison is Formula.agrees",
    f"{F}:replayer": "decorator (registry)",
    f"{F}:Witness": "re-export",
    f"{F}:Result": "re-export",
    f"{F}:proved": "re-export",
    f"{F}:refuted": "re-export",
    f"{F}:unknown": "re-export",
    f"{F}:verified": "re-export",
    f"{F}:Any": "typing",
    f"{F}:Callable": "typing",
    f"{F}:Iterable": "typing",
    f"{F}:Mapping": "typing",
    f"{P}:Any": "typing",
    f"{P}:Iterable": "typing",
    f"{B}:Iterator": "typing",
    f"{CORE}:Any": "typing",
}

ENGINE_MUTANTS: dict[str, EngineMutant] = {}


@dataclass(frozen=True)
class EngineMutant:
    name: str
    engine: str  # "module:qualified.name" of the engine function it weakens
    description: str
    caught_by: tuple[str, ...]  # tests in test_engine_mutants.py that must fail under it
    patches: tuple[tuple[str, str, Callable], ...]  # (module, dotted attribute, original -> replacement)

    @contextlib.contextmanager
    def applied(self):
        with contextlib.ExitStack() as stack:
            for module_name, dotted, make in self.patches:
                obj = importlib.import_module(module_name)
                *owner, attr = dotted.split(".")
                for part in owner:
                    obj = getattr(obj, part)
                stack.enter_context(mock.patch.object(obj, attr, make(getattr(obj, attr))))
            yield self


def engine_mutant(name: str, engine: str, description: str, caught_by, *patches) -> EngineMutant:
    if name in ENGINE_MUTANTS:
        raise ValueError(f"engine mutant {name} defined twice")
    caught_by = (caught_by,) if isinstance(caught_by, str) else tuple(caught_by)
    if not patches:
        module, attr = engine.split(":")
        raise ValueError(f"engine mutant {name} patches nothing (expected at least {module}.{attr})")
    ENGINE_MUTANTS[name] = EngineMutant(name, engine, description, caught_by, tuple(patches))
    return ENGINE_MUTANTS[name]


def _props():
    from alltoall.checkers import properties

    return properties


# --- checkers/properties.py ---------------------------------------------------------------------


def _bijective_first_half(orig):
    def bijective(perm):
        perm = __import__("numpy").asarray(perm)
        N = perm.shape[-1]
        head = perm[: (N + 1) // 2]
        if len(set(head.tolist())) < len(head) or not ((head >= 0) & (head < N)).all():
            return orig(perm)
        return None

    return bijective


engine_mutant(
    "bijective-first-half",
    f"{P}:bijective",
    "bijectivity looks at the first half of the inputs only",
    "test_bijective_rejects_a_repeat_in_the_last_input",
    (P, "bijective", _bijective_first_half),
)


def _latin_half_rows(orig):
    def latin(A):
        import numpy as np

        A = np.asarray(A)
        N = A.shape[0]
        if A.shape != (N, N):
            return orig(A)
        top = A[: max(1, N // 2)]
        for axis in (1, 0):
            S = np.sort(top, axis=axis)
            if (np.diff(S, axis=axis) == 0).any():
                return _props().Violation("latin", "repeat in the first half", {})
        return None

    return latin


engine_mutant(
    "latin-half-rows",
    f"{P}:latin",
    "the Latin check looks at the first half of the rows only",
    "test_latin_rejects_a_square_whose_last_row_repeats",
    (P, "latin", _latin_half_rows),
)


def _latin_rows_only(orig):
    def latin(A):
        import numpy as np

        A = np.asarray(A)
        for r in range(A.shape[0]):
            if len(set(A[r].tolist())) < A.shape[1]:
                return _props().Violation("latin", f"row {r} repeats", {"kind": "row", "index": r})
        return None

    return latin


engine_mutant(
    "latin-rows-only",
    f"{P}:latin",
    "the Latin check forgets the columns (and the shape)",
    ("test_latin_rejects_a_repeated_column", "test_latin_rejects_a_non_square"),
    (P, "latin", _latin_rows_only),
)


def _no_shared_all_but_last(orig):
    def no_shared_resource(use, *, what="resource", step="step", prop="no-shared-resource"):
        import numpy as np

        use = np.asarray(use)
        if use.ndim == 2 and use.shape[1] > 1:
            return orig(use[:, :-1], what=what, step=step, prop=prop)
        return orig(use, what=what, step=step, prop=prop)

    return no_shared_resource


engine_mutant(
    "no-shared-resource-not-last-step",
    f"{P}:no_shared_resource",
    "contention and crosstalk are checked in every step but the last",
    (
        "test_no_shared_resource_rejects_a_clash_in_the_last_step",
        "test_crosstalk_free_rejects_a_clash_in_the_last_stage",
    ),
    (P, "no_shared_resource", _no_shared_all_but_last),
)


def _wrapper_first_column(orig):
    def f(table):
        import numpy as np

        table = np.asarray(table)
        return orig(table[:, :1]) if table.ndim == 2 else orig(table)

    return f


engine_mutant(
    "crosstalk-free-first-stage",
    f"{P}:crosstalk_free",
    "crosstalk is checked at stage 0 only",
    "test_crosstalk_free_rejects_a_clash_in_the_last_stage",
    (P, "crosstalk_free", _wrapper_first_column),
)
engine_mutant(
    "contention-free-first-boundary",
    f"{P}:contention_free",
    "link contention is checked at boundary 0 only",
    "test_contention_free_rejects_a_clash_at_the_last_boundary",
    (P, "contention_free", _wrapper_first_column),
)


def _schedule_contention_first_step(orig):
    def schedule_contention_free(schedule):
        from alltoall.spec import schedule as sch

        return orig(sch.Schedule(schedule.steps[:1]))

    return schedule_contention_free


engine_mutant(
    "schedule-contention-first-step",
    f"{P}:schedule_contention_free",
    "a schedule's resources are checked in its first step only",
    "test_schedule_contention_rejects_a_clash_in_the_last_step",
    (P, "schedule_contention_free", _schedule_contention_first_step),
)


def _pairs_once_no_missing(orig):
    def pairs_once(served, sources, destinations=None, *, self_pairs=True, what="delivers-every-message"):
        seen = set()
        for _when, s, d in served:
            if (int(s), int(d)) in seen:
                return _props().Violation(what, "twice", {})
            if not self_pairs and s == d:
                return _props().Violation(what, "self", {})
            seen.add((int(s), int(d)))
        return None

    return pairs_once


engine_mutant(
    "pairs-once-no-missing",
    f"{P}:pairs_once",
    "pairs served twice are caught but missing pairs are not",
    ("test_pairs_once_rejects_a_missing_last_pair", "test_schedule_delivers_rejects_a_missing_message"),
    (P, "pairs_once", _pairs_once_no_missing),
)


def _pairs_once_no_range(orig):
    def pairs_once(served, sources, destinations=None, *, self_pairs=True, what="delivers-every-message"):
        dest = sources if destinations is None else destinations
        served = [(w, s, d) for w, s, d in served if 0 <= int(s) < sources and 0 <= int(d) < dest]
        return orig(served, sources, destinations, self_pairs=self_pairs, what=what)

    return pairs_once


engine_mutant(
    "pairs-once-drops-outside",
    f"{P}:pairs_once",
    "pairs outside the network are silently dropped",
    "test_pairs_once_rejects_a_pair_outside_the_network",
    (P, "pairs_once", _pairs_once_no_range),
)


def _delivers_ignores_misdelivery(orig):
    def delivers_every_message(deliveries, N):
        deliveries = list(deliveries)
        return _props().pairs_once(((dv.round, dv.sender, dv.intended) for dv in deliveries), N)

    return delivers_every_message


engine_mutant(
    "delivers-ignores-output",
    f"{P}:delivers_every_message",
    "a message is counted as delivered where it was meant to go, whatever output it reached",
    "test_delivers_every_message_rejects_a_misdelivery",
    (P, "delivers_every_message", _delivers_ignores_misdelivery),
)


def _pairs_once_table_no_missing(orig):
    def pairs_once_table(when, senders, receivers, sources, destinations=None, *, self_pairs=True, what="x"):
        served = list(zip(*(__import__("numpy").asarray(a).ravel().tolist() for a in (when, senders, receivers))))
        return _pairs_once_no_missing(None)(served, sources, destinations, self_pairs=self_pairs, what=what)

    return pairs_once_table


engine_mutant(
    "pairs-once-table-no-missing",
    f"{P}:pairs_once_table",
    "the table form catches pairs served twice but not missing pairs",
    "test_pairs_once_table_rejects_a_missing_last_pair",
    (P, "pairs_once_table", _pairs_once_table_no_missing),
)


def _delivers_table_ignores_misdelivery(orig):
    def delivers_every_message_table(rounds, senders, intended, outputs, N):
        return _props().pairs_once_table(rounds, senders, intended, N)

    return delivers_every_message_table


engine_mutant(
    "delivers-table-ignores-output",
    f"{P}:delivers_every_message_table",
    "the table form counts a message as delivered where it was meant to go, whatever output it reached",
    "test_delivers_every_message_table_rejects_a_misdelivery",
    (P, "delivers_every_message_table", _delivers_table_ignores_misdelivery),
)


def _schedule_delivers_vacuous(orig):
    def schedule_delivers(schedule, nodes, *, self_pairs=False):
        return None

    return schedule_delivers


engine_mutant(
    "schedule-delivers-vacuous",
    f"{P}:schedule_delivers",
    "a schedule's deliveries are never checked",
    "test_schedule_delivers_rejects_a_missing_message",
    (P, "schedule_delivers", _schedule_delivers_vacuous),
)


def _unique_paths_first_row(orig):
    def unique_paths(counts):
        import numpy as np

        return orig(np.asarray(counts)[:1])

    return unique_paths


engine_mutant(
    "banyan-first-input",
    f"{P}:unique_paths",
    "unique paths are checked from input 0 only",
    "test_unique_paths_rejects_a_bad_last_input",
    (P, "unique_paths", _unique_paths_first_row),
)


# --- checkers/brute.py ----------------------------------------------------------------------------


def _bijective_half_rounds(orig):
    def configurations_bijective(outs):
        return orig(outs[: max(1, outs.shape[0] // 2)])

    return configurations_bijective


engine_mutant(
    "brute-bijective-half-rounds",
    f"{B}:configurations_bijective",
    "bijectivity of the configurations is checked for the first half of the rounds only",
    "test_bijectivity_rejects_a_configuration_bad_only_in_its_last_round",
    (B, "configurations_bijective", _bijective_half_rounds),
)


def _latin_violation_no_latin(orig):
    def latin_violation(net, M0):
        from alltoall.checkers import brute

        return brute.configurations_bijective(brute.outputs_per_round(net, M0))

    return latin_violation


engine_mutant(
    "brute-latin-violation-columns-only",
    f"{B}:latin_violation",
    "the MIN Latin check checks the configurations' bijectivity but not the Latin rows",
    "test_latin_violation_rejects_a_network_whose_rounds_collide",
    (B, "latin_violation", _latin_violation_no_latin),
)


def _latin_violations_no_latin(orig):
    def latin_violations(net, M0s):
        from alltoall.checkers import brute

        for M0 in M0s:
            yield M0, brute.configurations_bijective(brute.outputs_per_round(net, M0))

    return latin_violations


engine_mutant(
    "brute-latin-violations-columns-only",
    f"{B}:latin_violations",
    "the batched MIN Latin check checks the configurations' bijectivity but not the Latin rows",
    "test_latin_violations_rejects_a_network_whose_rounds_collide",
    (B, "latin_violations", _latin_violations_no_latin),
)


def _outputs_ignore_m0(orig):
    def outputs_per_round(net, M0):
        import numpy as np

        return orig(net, np.zeros_like(np.asarray(M0)))

    return outputs_per_round


engine_mutant(
    "brute-configurations-ignore-m0",
    f"{B}:outputs_per_round",
    "brute force routes every round from M^0 = 0, whatever initial configuration it is given",
    "test_outputs_per_round_follow_the_initial_configuration",
    (B, "outputs_per_round", _outputs_ignore_m0),
)


def _shift_matrices_skip_last(orig):
    def all_shift_matrices(switches, stages, d):

        items = list(orig(switches, stages, d))
        return iter(items[:-1] if len(items) > 1 else items)

    return all_shift_matrices


engine_mutant(
    "brute-sweep-skips-last",
    f"{B}:all_shift_matrices",
    "the exhaustive sweep over configurations misses the last one",
    "test_all_shift_matrices_is_exhaustive",
    (B, "all_shift_matrices", _shift_matrices_skip_last),
)


def _admissible_budget_is_no(orig):
    def admissible(net, perm, limit=2_000_000):
        try:
            return orig(net, perm, limit)
        except TimeoutError:
            return None

    return admissible


engine_mutant(
    "brute-admissible-budget-as-no",
    f"{B}:admissible",
    "an exhausted search budget is reported as 'no configuration exists'",
    "test_admissible_exhausted_budget_is_not_a_no",
    (B, "admissible", _admissible_budget_is_no),
)


def _admissible_any(orig):
    def admissible(net, perm, limit=2_000_000):
        import numpy as np

        return np.zeros((net.stages, net.N // net.d, net.d), dtype=np.int64) + np.arange(net.d)

    return admissible


engine_mutant(
    "brute-admissible-any",
    f"{B}:admissible",
    "every permutation is declared admissible (the search never prunes)",
    "test_admissible_rejects_an_unroutable_permutation",
    (B, "admissible", _admissible_any),
)


def _routed_first(orig):
    def routed_exactly(net, states, perm):
        from alltoall.spec.topologies import multistage as ms

        return int(ms.route(net, states)[0]) == int(perm[0]) or int(perm[0]) < 0

    return routed_exactly


engine_mutant(
    "brute-routed-first-input",
    f"{B}:routed_exactly",
    "a routing is compared with the permutation at input 0 only",
    "test_routed_exactly_rejects_a_wrong_last_output",
    (B, "routed_exactly", _routed_first),
)


# --- checkers/z3/core.py --------------------------------------------------------------------------


def _solve_unknown_is_unsat(orig):
    def solve(solver, keep_smt2, named=None):
        q = orig(solver, keep_smt2, named)
        if q.status == "unknown":
            q.status = "unsat"
        return q

    return solve


engine_mutant(
    "z3-unknown-as-unsat",
    f"{CORE}:solve",
    "a solver giving up is read as UNSAT (a pass)",
    "test_solver_giving_up_is_unknown",
    (CORE, "solve", _solve_unknown_is_unsat),
    (ZMIN, "solve", _solve_unknown_is_unsat),
)


def _sweep_first_size(orig):
    def unsat_sweep(queries, sizes, run, brute_force_cross_check=None):
        sizes = list(sizes)
        r = orig(queries, sizes[:1], run, brute_force_cross_check)
        if r.evidence:
            r.evidence["largest_m"] = sizes[-1]
        return r

    return unsat_sweep


engine_mutant(
    "z3-sweep-first-size",
    f"{CORE}:unsat_sweep",
    "the size sweep stops after its first size",
    "test_unsat_sweep_is_not_proved_when_the_last_size_is_sat",
    (CORE, "unsat_sweep", _sweep_first_size),
)


def _least_feasible_skip_lo(orig):
    def least_feasible(feasible, lo, hi, keep_smt2=True):
        return orig(feasible, lo + 1, hi, keep_smt2)

    return least_feasible


engine_mutant(
    "z3-least-feasible-skips-lo",
    f"{CORE}:least_feasible",
    "the least-k search starts one above its lower end",
    "test_least_feasible_finds_k_at_the_lower_end",
    (CORE, "least_feasible", _least_feasible_skip_lo),
)


def _least_feasible_unknown_continues(orig):
    def least_feasible(feasible, lo, hi, keep_smt2=True):
        def f(k, keep):
            q = feasible(k, keep)
            if q.status == "unknown":
                q.status = "unsat"
            return q

        return orig(f, lo, hi, keep_smt2)

    return least_feasible


engine_mutant(
    "z3-least-feasible-unknown-as-unsat",
    f"{CORE}:least_feasible",
    "an unknown answer is taken as infeasible, so a larger k is reported as the least",
    "test_least_feasible_stops_at_unknown",
    (CORE, "least_feasible", _least_feasible_unknown_continues),
)


def _decide_trusts_the_model(orig):
    def decide_by_z3(asks, decode, recheck, witness, **evidence):
        return orig(asks, decode, lambda ask, values: True, witness, **evidence)  # no brute-force re-check

    return decide_by_z3


engine_mutant(
    "z3-decide-trusts-the-model",
    f"{CORE}:decide_by_z3",
    "a decoded SAT model refutes without the brute-force re-check",
    "test_decide_by_z3_refuses_a_model_brute_force_does_not_confirm",
    (CORE, "decide_by_z3", _decide_trusts_the_model),
)


def _decide_first_query(orig):
    def decide_by_z3(asks, decode, recheck, witness, **evidence):
        return orig(list(asks)[:1], decode, recheck, witness, **evidence)

    return decide_by_z3


engine_mutant(
    "z3-decide-first-query",
    f"{CORE}:decide_by_z3",
    "the decision stops after its first query",
    "test_decide_by_z3_is_not_proved_when_the_last_query_is_sat",
    (CORE, "decide_by_z3", _decide_first_query),
)


def _var_narrow(orig):
    def var(self, name, lo=0, hi=None):
        return orig(self, name, lo, (self.n - 2 if hi is None else hi))

    return var


engine_mutant(
    "z3-var-misses-top",
    f"{CORE}:Encoding.var",
    "a named variable ranges over 0..n-2, missing n-1",
    "test_encoding_variables_cover_their_whole_range",
    (CORE, "Encoding.var", _var_narrow),
)


def _lookup_last_default(orig):
    def lookup(values, index, width):
        values = [int(v) for v in values]
        return orig(values[:-1] + [values[0]], index, width) if len(values) > 1 else orig(values, index, width)

    return lookup


engine_mutant(
    "z3-lookup-last-entry",
    f"{CORE}:lookup",
    "a symbolic table lookup returns entry 0 for the last index",
    "test_lookup_reads_every_entry",
    (CORE, "lookup", _lookup_last_default),
)


def _signed_mod(orig):

    def __mod__(self, o):
        return type(self)(self.t % self._o(o))  # signed modulus (z3's default)

    return __mod__


def _signed_lt(orig):
    def __lt__(self, o):
        return self.t < self._o(o)  # signed comparison (z3's default)

    return __lt__


engine_mutant(
    "z3-unsigned-signed-mod",
    f"{CORE}:Unsigned",
    "Unsigned's % falls back to Z3's signed modulus",
    "test_unsigned_terms_follow_natural_arithmetic",
    (CORE, "Unsigned.__mod__", _signed_mod),
)
engine_mutant(
    "z3-unsigned-signed-lt",
    f"{CORE}:Unsigned",
    "Unsigned's < falls back to Z3's signed comparison",
    "test_unsigned_terms_follow_natural_arithmetic",
    (CORE, "Unsigned.__lt__", _signed_lt),
)


# --- checkers/z3/min.py ---------------------------------------------------------------------------


def _m0_one_digit(orig):
    def m0_term(self, j, sw_digits):
        import z3

        if self.m0_mode == "symbolic" and len(sw_digits) > 1:
            zero = z3.BitVecVal(0, self.w)
            return orig(self, j, (sw_digits[0],) + (zero,) * (len(sw_digits) - 1))
        return orig(self, j, sw_digits)

    return m0_term


engine_mutant(
    "z3-m0-one-digit",
    f"{ZMIN}:_Encoding.m0_term",
    "the symbolic M^0 leaves only one switch digit free (the claim still says every initial configuration)",
    ("test_symbolic_m0_depends_on_every_switch_digit", "test_vacuity_sees_every_m0_digit_free"),
    (ZMIN, "_Encoding.m0_term", _m0_one_digit),
)


def _m0_ignored(orig):
    def m0_term(self, j, sw_digits):
        import z3

        if self.m0_mode == "symbolic":
            return z3.BitVecVal(0, self.w)
        return orig(self, j, sw_digits)

    return m0_term


engine_mutant(
    "z3-m0-symbolic-is-zero",
    f"{ZMIN}:_Encoding.m0_term",
    "the symbolic M^0 is silently M^0 = 0",
    ("test_symbolic_m0_depends_on_every_switch_digit", "test_z3_shift_reads_m0"),
    (ZMIN, "_Encoding.m0_term", _m0_ignored),
)


def _table_m0_ignored(orig):
    def m0_term(self, j, sw_index):
        import z3

        if self.m0_mode == "symbolic":
            return z3.BitVecVal(0, self.w)
        return orig(self, j, sw_index)

    return m0_term


engine_mutant(
    "z3-table-m0-symbolic-is-zero",
    f"{ZMIN}:_TableEncoding.m0_term",
    "table mode's symbolic M^0 is silently zero",
    "test_table_symbolic_m0_is_free",
    (ZMIN, "_TableEncoding.m0_term", _table_m0_ignored),
)


def _lc_shift_no_m0(orig):
    def lc_shift(enc, j, sw, x_digits):
        import z3

        from alltoall.spec import switches
        from alltoall.spec.algorithms import latin_configurations as lc

        return switches.d_xor(z3.BitVecVal(0, enc.w), x_digits[lc.stage_digit(j, enc.k)], enc.d)

    return lc_shift


engine_mutant(
    "z3-shift-ignores-m0",
    f"{ZMIN}:lc_shift",
    "the Z3 configurations ignore M^0",
    "test_z3_shift_reads_m0",
    (ZMIN, "lc_shift", _lc_shift_no_m0),
)


def _digits_narrow(orig):
    def digits(self, name, count=None):

        ds = orig(self, name, count)
        if name in ("x", "y") and ds:
            self.solver.add(ds[-1] == 0)  # rounds restricted to the first half
        return ds

    return digits


engine_mutant(
    "z3-rounds-first-half",
    f"{ZMIN}:_Encoding.digits",
    "the rounds x, y range over the first half only",
    (
        "test_z3_latin_rows_sees_a_collision_needing_the_last_rounds",
        "test_z3_table_latin_rows_sees_a_collision_needing_the_last_rounds",
    ),
    (ZMIN, "_Encoding.digits", _digits_narrow),
)


def _latin_rows_half(orig):
    def collision(net, differ, m0="zero", timeout=60.0, keep_smt2=False, encoding=None, build_only=False):
        if differ != "rounds":
            return orig(net, differ, m0, timeout, keep_smt2, encoding, build_only)
        import z3

        from alltoall.checkers.z3 import min as zm

        enc = zm._encoding(net, m0, timeout)
        s, x, y = enc.digits("s"), enc.digits("x"), enc.digits("y")
        enc.solver.add(zm._differ(x, y), x[-1] == 0, y[-1] == 0)
        enc.solver.add(z3.And([a == b for a, b in zip(enc.route(s, x), enc.route(s, y))]))
        return enc.check(keep_smt2)

    return collision


engine_mutant(
    "z3-latin-rows-half-rounds",
    f"{ZMIN}:collision",
    "the Latin-rows query (differ='rounds') compares rounds of the first half only",
    "test_z3_latin_rows_sees_a_collision_needing_the_last_rounds",
    (ZMIN, "collision", _latin_rows_half),
)


def _latin_rows_table_half(orig):
    def latin_rows_table(net, m0="zero", timeout=60.0, keep_smt2=False):
        from alltoall.checkers.z3 import min as zm

        enc = zm._encoding(net, m0, timeout, "table")
        s, x, y = enc.digits("s"), enc.digits("x"), enc.digits("y")
        enc.solver.add(zm._differ(x, y), x[-1] == 0, y[-1] == 0)
        enc.solver.add(enc.route(s, x)[0] == enc.route(s, y)[0])
        return enc.check(keep_smt2)

    return latin_rows_table


engine_mutant(
    "z3-table-latin-rows-half-rounds",
    f"{ZMIN}:latin_rows_table",
    "table mode compares rounds of the first half only",
    "test_z3_table_latin_rows_sees_a_collision_needing_the_last_rounds",
    (ZMIN, "latin_rows_table", _latin_rows_table_half),
)


def _bijective_round0(orig):
    def collision(net, differ, m0="zero", timeout=60.0, keep_smt2=False, encoding=None, build_only=False):
        if differ != "inputs":
            return orig(net, differ, m0, timeout, keep_smt2, encoding, build_only)
        import z3

        from alltoall.checkers.z3 import min as zm

        enc = zm._encoding(net, m0, timeout)
        s, t, x = enc.digits("s"), enc.digits("t"), enc.digits("x")
        enc.solver.add(zm._differ(s, t), z3.And([v == 0 for v in x]))
        enc.solver.add(z3.And([a == b for a, b in zip(enc.route(s, x), enc.route(t, x))]))
        return enc.check(keep_smt2)

    return collision


engine_mutant(
    "z3-bijective-round-zero",
    f"{ZMIN}:collision",
    "bijectivity (differ='inputs') is checked for the configuration M^0 only",
    "test_z3_bijective_sees_a_switch_broken_when_shifted",
    (ZMIN, "collision", _bijective_round0),
)


def _lemma1_top_digit(orig):
    def lemma1(net, m0="symbolic", timeout=60.0, keep_smt2=False):
        import z3

        from alltoall.checkers.z3 import min as zm

        enc = zm._encoding(net, m0, timeout)
        r, x, y = enc.digits("r", enc.k - 1), enc.digits("x"), enc.digits("y")
        enc.solver.add(x[-1] != y[-1])
        enc.solver.add(
            z3.And([zm.lc_shift(enc, j, tuple(r), x) == zm.lc_shift(enc, j, tuple(r), y) for j in range(net.stages)])
        )
        return enc.check(keep_smt2)

    return lemma1


engine_mutant(
    "z3-lemma1-top-digit",
    f"{ZMIN}:lemma1",
    "Lemma 1's rounds x != y are taken to differ in the top digit",
    "test_z3_lemma1_sees_an_unused_digit",
    (ZMIN, "lemma1", _lemma1_top_digit),
)


def _decode_zero(orig):
    def decode_m0(q, net):
        import numpy as np

        M0 = orig(q, net)
        return None if M0 is None else np.zeros_like(M0)

    return decode_m0


engine_mutant(
    "z3-decode-m0-zero",
    f"{ZMIN}:decode_m0",
    "a SAT model's M^0 is decoded as all zeros",
    "test_decode_m0_reads_the_model",
    (ZMIN, "decode_m0", _decode_zero),
)


# --- checkers/formula.py --------------------------------------------------------------------------


def _first_disagreement_not_last(orig):
    def first_disagreement(f, points):
        points = list(points)
        return orig(f, points[:-1])

    return first_disagreement


engine_mutant(
    "formula-skips-last-point",
    f"{F}:first_disagreement",
    "the formula is compared at every point but the last",
    "test_formula_refuted_at_its_last_point",
    (F, "first_disagreement", _first_disagreement_not_last),
)


def _check_formula_no_symbolic(orig):
    def check_formula(f, points, *, symbolic=None, explain=None):
        from alltoall.checkers.result import proved

        r = orig(f, points, symbolic=None, explain=explain)  # the points' count carried over: the pass is evidenced
        return (
            proved(examined=r.examined, **r.evidence) if symbolic is not None and r.verdict.value == "verified" else r
        )

    return check_formula


engine_mutant(
    "formula-proved-without-identity",
    f"{F}:check_formula",
    "'proved' is given without the symbolic identity",
    "test_formula_not_proved_when_the_identity_fails",
    (F, "check_formula", _check_formula_no_symbolic),
)


def _identity_at_one(orig):
    def symbolic_identity(symbolic):
        import sympy as sp

        target = symbolic()
        if isinstance(target, tuple):
            lhs, rhs = target
            subs = {s: 1 for s in (lhs - rhs).free_symbols}
            return sp.simplify((lhs - rhs).subs(subs)) == 0, "checked at 1"
        return orig(symbolic)

    return symbolic_identity


engine_mutant(
    "formula-identity-at-one",
    f"{F}:symbolic_identity",
    "the symbolic identity is checked at one point (all symbols = 1)",
    "test_formula_not_proved_when_the_identity_fails",
    (F, "symbolic_identity", _identity_at_one),
)


def _agrees_within_one(orig):
    def agrees(self, point):
        fv, mv = self.formula(**point), self.measure(**point)
        try:
            ok = abs(float(fv) - float(mv)) <= 1
        except (TypeError, ValueError):
            ok = fv == mv
        return bool(ok), fv, mv

    return agrees


engine_mutant(
    "formula-agrees-within-one",
    f"{F}:Formula.agrees",
    "formula and measurement agree when within 1 of each other",
    "test_formula_off_by_one_disagrees",
    (F, "Formula.agrees", _agrees_within_one),
)


def _replay_formula_always(orig):
    def replay_formula(f, point):
        stands, msg = orig(f, point)
        return True, msg

    return replay_formula


engine_mutant(
    "formula-replay-always-stands",
    f"{F}:replay_formula",
    "a formula witness always replays as standing",
    "test_formula_replay_rejects_an_agreeing_point",
    (F, "replay_formula", _replay_formula_always),
)


# === the engines of the paper slices ===============================================================
# Probes for these live in test_engine_probes.py. Most mutants below are "blind": the engine answers
# the passing value (None, UNSAT, True) whatever it is given, the weakest engine that keeps every
# proved/verified claim green; where a partial weakening is as cheap (only the low shifts, only the
# first arrival, the tree shortcut always taken) that is used instead.

OPT, ZOPT = "alltoall.checkers.optical", "alltoall.checkers.z3.optical"
YW, ZYW = "alltoall.checkers.yang_wang", "alltoall.checkers.z3.yang_wang"
BC, ZBC = "alltoall.checkers.broadcast", "alltoall.checkers.z3.broadcast"
EX, ZEX = "alltoall.checkers.exchange", "alltoall.checkers.z3.exchange"
GS, ZGS = "alltoall.checkers.gsen", "alltoall.checkers.z3.gsen"
SCH, RT = "alltoall.checkers.schedules", "alltoall.checkers.routing"

ENGINE_MODULES += (OPT, ZOPT, YW, ZYW, BC, ZBC, EX, ZEX, GS, ZGS, SCH, RT)

NOT_DECIDING.update(
    {
        f"{OPT}:Failure": "record type",
        f"{OPT}:Iterable": "typing",
        f"{YW}:render_square": "renders a witness square; decides nothing",
        f"{BC}:Relay": "record type (its arrays are checked through relay_arrays)",
        f"{BC}:Sim": "record type (its transmissions are checked through simulate)",
        f"{BC}:network": "looks the n x n mesh or torus up by name",
        f"{BC}:channel_table": "renders the loads as a table; decides nothing",
        f"{EX}:NaiveReport": "record type",
        f"{EX}:Iterable": "typing",
        f"{GS}:pair_picture": "picture request; decides nothing",
        f"{GS}:listing": "renders configuration numbers as a witness's list; decides nothing itself (the domain rules "
        "compare a witness's list with it: replay strictness, the forged sec6 witnesses of "
        "tests/test_chou_chen_2010.py)",
        f"{SCH}:PassClaim": "record type (a claim's subject)",
        f"{SCH}:Callable": "typing",
        f"{RT}:network_of": "decodes a replayed witness's network (replay strictness: tests/test_forged_witnesses.py)",
        f"{RT}:Iterable": "typing",
    }
)


def _answers(value):
    """original -> an engine that ignores its input and gives ``value()`` (the passing answer)."""
    return lambda orig: lambda *a, **k: value()


def _none():
    return None


def _unsat_query():
    from alltoall.checkers.z3.core import Query

    return Query("unsat", 0.0)


def _blind(name, engine, caught_by, value=_none, what="answers 'holds' whatever it is given"):
    module, _, attr = engine.partition(":")
    return engine_mutant(name, engine, f"{attr} {what}", caught_by, (module, attr, _answers(value)))


# --- checkers/optical.py, checkers/z3/optical.py ---


def _crosstalk_only(orig):
    def check_shift(net, c):
        f = orig(net, c)
        return f if f is not None and f.what == "crosstalk" else None

    return check_shift


engine_mutant(
    "optical-check-shift-no-delivery",
    f"{OPT}:check_shift",
    "Theorem 1's pass is checked for crosstalk, not delivery",
    "test_check_shift_sees_a_misdelivery_and_a_crosstalk",
    (OPT, "check_shift", _crosstalk_only),
)
engine_mutant(
    "optical-theorem1-low-shifts",
    f"{OPT}:brute_theorem1",
    "Theorem 1 is checked for the shifts c < N/2 only",
    "test_brute_theorem1_sees_a_failure_only_at_a_large_shift",
    (
        OPT,
        "brute_theorem1",
        lambda orig: lambda net, shifts=None: orig(net, range(1, net.N // 2) if shifts is None else shifts),
    ),
)


def _passes_only(orig):
    def aape_violation(net):
        v = orig(net)
        return v if v is not None and v.startswith("shift") else None

    return aape_violation


engine_mutant(
    "optical-aape-passes-only",
    f"{OPT}:aape_violation",
    "Theorem 2 checks each pass but not that every pair is served once",
    "test_aape_violation_sees_a_missing_pair",
    (OPT, "aape_violation", _passes_only),
)
_blind("optical-rule-blind", f"{OPT}:brute_rule", "test_brute_rule_sees_a_rule_without_its_modulus")


def _occupancy_stays(orig):
    def one_pass_occupancy(net, perm):
        import numpy as np

        src = np.flatnonzero(np.asarray(perm) >= 0)
        return np.repeat(src[:, None], net.stages, axis=1)

    return one_pass_occupancy


engine_mutant(
    "optical-occupancy-stays",
    f"{OPT}:one_pass_occupancy",
    "a signal's switch is taken to be its source at every stage",
    ("test_one_pass_occupancy_follows_the_paths", "test_first_crosstalk_derangement_is_found"),
    (OPT, "one_pass_occupancy", _occupancy_stays),
)
_blind(
    "optical-derangement-none",
    f"{OPT}:first_crosstalk_derangement",
    "test_first_crosstalk_derangement_is_found",
    what="finds no derangement with crosstalk",
)
engine_mutant(
    "optical-bound-is-passes",
    f"{OPT}:pass_lower_bound",
    "Theorem 3's bound is read as the number of passes",
    "test_pass_lower_bound_reads_the_injection_ports",
    (OPT, "pass_lower_bound", lambda orig: lambda N: (orig(N)[1], orig(N)[1])),
)
_blind(
    "z3-optical-crosstalk-unsat",
    f"{ZOPT}:theorem1_crosstalk",
    "test_z3_theorem1_crosstalk_sees_a_halved_modulus",
    _unsat_query,
)
_blind(
    "z3-optical-delivery-unsat",
    f"{ZOPT}:theorem1_delivery",
    "test_z3_theorem1_delivery_sees_a_doubled_offset",
    _unsat_query,
)
_blind(
    "z3-optical-coverage-unsat",
    f"{ZOPT}:theorem2_coverage",
    "test_z3_theorem2_coverage_sees_a_pass_to_self",
    _unsat_query,
)
_blind(
    "z3-optical-rule-unsat", f"{ZOPT}:rule_query", "test_z3_rule_query_sees_a_rule_without_its_modulus", _unsat_query
)


def _semi_sat():
    from alltoall.checkers.z3.core import Query

    return Query("sat", 0.0), None


_blind(
    "z3-semi-always-realizable",
    f"{ZOPT}:z3_semi",
    ("test_z3_semi_sees_crosstalk",),
    _semi_sat,
    "says every semi-permutation is realizable",
)

# --- checkers/yang_wang.py, checkers/z3/yang_wang.py ---

for _fn, _probe in [
    ("atape_violation", "test_yw_atape_sees_reversed_round_settings"),
    ("atape_delivers_violation", "test_yw_atape_sees_reversed_round_settings"),
    ("graph_table_violation", "test_yw_graph_table_sees_a_wrong_diameter"),
    ("banyan_network_violation", "test_yw_banyan_network_sees_a_straight_banyan"),
    ("phi_identities_violation", "test_yw_phi_identities_see_an_adding_phi"),
    ("psi_size_violation", "test_yw_psi_size_sees_a_shifted_phi"),
    ("first_latin_violation", "test_yw_first_latin_sees_a_shifted_phi"),
    ("second_latin_violation", "test_yw_second_latin_sees_a_repeated_basic_list"),
    ("gray_violation", "test_yw_gray_sees_a_wrong_basic_list"),
    ("construction_cost_violation", "test_yw_construction_cost_sees_a_repeated_basic_list"),
    ("rows_equivalent_violation", "test_yw_rows_equivalent_sees_a_wrong_basic_list"),
    ("rows_differ", "test_yw_rows_differ_finds_row_2"),
    ("realized_latin_violation", "test_yw_realized_latin_sees_a_shifted_tau"),
    ("commutation_violation", "test_yw_commutation_sees_a_shifted_tau"),
    ("delay_violation", "test_yw_delay_sees_a_wrong_formula"),
    ("banyan_table_violation", "test_yw_banyan_table_sees_two_ports"),
    ("setting_violation", "test_yw_setting_sees_a_misprinted_string"),
    ("printed_square_violation", "test_yw_printed_square_sees_a_swapped_entry"),
]:
    _blind(f"yw-{_fn.replace('_', '-')}-blind", f"{YW}:{_fn}", _probe)


def _pipeline_blind(orig):
    def pipeline_makespan(m):
        return 2**m + m - 1, None

    return pipeline_makespan


engine_mutant(
    "yw-pipeline-blind",
    f"{YW}:pipeline_makespan",
    "the pipeline is taken to take n + log n - 1 units, unchecked",
    "test_yw_pipeline_sees_two_rounds_in_one_stage",
    (YW, "pipeline_makespan", _pipeline_blind),
)


def _diameter_from_zero(orig):
    def diameter_and_degrees(N, neighbors):
        adj = [sorted(set(int(y) for y in neighbors(x))) for x in range(N)]
        dist, frontier = {0: 0}, [0]
        while frontier:
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if v not in dist:
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        return (max(dist.values()) if len(dist) == N else -1), {len(a) for a in adj}

    return diameter_and_degrees


engine_mutant(
    "yw-diameter-from-node-0",
    f"{YW}:diameter_and_degrees",
    "the diameter is the eccentricity of node 0 (one BFS)",
    "test_yw_diameter_reads_every_source",
    (YW, "diameter_and_degrees", _diameter_from_zero),
)

for _q in (
    "phi_identities",
    "psi_distinct",
    "first_construction_latin",
    "phi1_settings_latin",
    "settings_cover",
    "rounds_realize_square",
):
    _blind(f"z3-yw-{_q.replace('_', '-')}-unsat", f"{ZYW}:{_q}", f"test_z3_yw_{_q}", _unsat_query)

# --- checkers/broadcast.py, checkers/z3/broadcast.py ---


def _relay_drop_port(orig):
    def relay_arrays(net, origin, reading="centred", _cache=None):
        import dataclasses

        r = orig(net, origin, reading, _cache)
        send = r.send.copy()
        send[:, 3] = False
        return dataclasses.replace(r, send=send)

    return relay_arrays


engine_mutant(
    "bc-relay-arrays-drop-port",
    f"{BC}:relay_arrays",
    "the vectorized relays never use port 3",
    "test_bc_relay_arrays_follow_the_scalar_pattern",
    (BC, "relay_arrays", _relay_drop_port),
)


def _ones(orig):
    def reach_counts(net, origin, reading="centred", relay=None):
        import numpy as np

        return np.ones(net.nodes, dtype=np.int64)

    return reach_counts


engine_mutant(
    "bc-reach-counts-ones",
    f"{BC}:reach_counts",
    "every node is counted as reached once",
    "test_bc_reach_counts_agree_with_flooding_when_not_a_tree",
    (BC, "reach_counts", _ones),
)
_blind(
    "bc-is-tree-always",
    f"{BC}:is_tree",
    "test_bc_tree_check_sees_a_swapped_case",
    lambda: True,
    "says the relays always form a tree",
)
_blind("bc-tree-check-blind", f"{BC}:tree_check", "test_bc_tree_check_sees_a_swapped_case")
engine_mutant(
    "bc-reach-count-first-arrival",
    f"{BC}:reach_count_at",
    "the scalar count at one node stops at the first arrival",
    (
        "test_bc_reach_count_at_agrees_with_flooding_when_not_a_tree",
        "test_bc_port_loads_agree_with_flooding_when_not_a_tree",
    ),
    (BC, "reach_count_at", lambda orig: lambda *a, **k: min(1, orig(*a, **k))),
)
engine_mutant(
    "bc-flood-first-arrival",
    f"{BC}:bfs_reach",
    "flooding counts a node's first arrival only",
    "test_bc_reach_counts_agree_with_flooding_when_not_a_tree",
    (BC, "bfs_reach", lambda orig: lambda *a, **k: {v: 1 for v in orig(*a, **k)}),
)


def _loads_as_tree(orig):
    def port_loads(net, reading="centred"):
        import numpy as np

        from alltoall.checkers import broadcast as bc

        L = np.zeros((net.nodes, 4), dtype=np.int64)
        for o in range(net.nodes):
            L += bc.relay_arrays(net, o, reading).send
        return L

    return port_loads


engine_mutant(
    "bc-loads-as-tree",
    f"{BC}:port_loads",
    "loads count one relay per origin, as if the relays always formed a tree",
    "test_bc_port_loads_agree_with_flooding_when_not_a_tree",
    (BC, "port_loads", _loads_as_tree),
)


def _load_once_per_origin(orig):
    def load_one_channel(net, u, p, reading="centred"):
        from alltoall.checkers import broadcast as bc
        from alltoall.spec.algorithms import yang_wang_2002 as yw2

        v, total = int(bc._targets(net)[u, p]), 0
        for o in range(net.nodes):
            if u in bc.bfs_reach(net, o, reading) and v in yw2.relays(net, o, u, reading):
                total += 1
        return total

    return load_one_channel


engine_mutant(
    "bc-load-once-per-origin",
    f"{BC}:load_one_channel",
    "the replayed load counts each origin once, not per arrival",
    "test_bc_port_loads_agree_with_flooding_when_not_a_tree",
    (BC, "load_one_channel", _load_once_per_origin),
)


def _phase_last_dropped(orig):
    def phase_counts(D):
        IN, OUT = orig(D)
        IN, OUT = IN.copy(), OUT.copy()
        IN[-1] = 0
        return IN, OUT

    return phase_counts


engine_mutant(
    "bc-phase-last-dropped",
    f"{BC}:phase_counts",
    "Theorem 3's counts lose the last phase's arrivals",
    "test_bc_phase_counts_every_origin_once",
    (BC, "phase_counts", _phase_last_dropped),
)


def _sim_drops_last(orig):
    def simulate(*a, **k):
        import dataclasses

        sim = orig(*a, **k)
        return dataclasses.replace(sim, tx=sim.tx[:-1])

    return simulate


engine_mutant(
    "bc-simulate-drops-last",
    f"{BC}:simulate",
    "the simulation loses its last transmission",
    "test_bc_simulation_sends_every_message_once",
    (BC, "simulate", _sim_drops_last),
)


def _slots_idle(orig):
    def slot_use(sim):
        import numpy as np

        use, chans = orig(sim)
        return np.full_like(use, -1), chans

    return slot_use


engine_mutant(
    "bc-slot-use-idle",
    f"{BC}:slot_use",
    "every transmission is taken to be idle in every slot",
    "test_bc_slot_use_sees_two_per_slot",
    (BC, "slot_use", _slots_idle),
)


def _schedule_drops_last_step(orig):
    def sim_schedule(sim):
        from alltoall.spec import schedule as sch

        steps = list(orig(sim).steps)
        last = max(i for i, s in enumerate(steps) if s.transfers)
        steps[last] = sch.Step(())
        return sch.Schedule(tuple(steps))

    return sim_schedule


engine_mutant(
    "bc-schedule-drops-last-step",
    f"{BC}:sim_schedule",
    "the schedule of a simulation loses its last busy time slot",
    "test_bc_simulation_sends_every_message_once",
    (BC, "sim_schedule", _schedule_drops_last_step),
)
engine_mutant(
    "z3-bc-tables-drop-last",
    f"{ZBC}:tables",
    "the Z3 tables lose the last transmission",
    "test_z3_bc_tables_and_width_hold_every_transmission",
    (ZBC, "tables", lambda orig: lambda sim: {k: v[:-1] for k, v in orig(sim).items()}),
)
engine_mutant(
    "z3-bc-width-short",
    f"{ZBC}:width",
    "the bit-vectors are two bits too narrow (values wrap)",
    "test_z3_bc_tables_and_width_hold_every_transmission",
    (ZBC, "width", lambda orig: lambda sim, t: orig(sim, t) - 2),
)


def _mux_first(orig):
    def mux(values, index, w, *a, **k):
        import z3

        return z3.BitVecVal(int(values[0]), w)

    return mux


engine_mutant(
    "z3-bc-mux-first",
    f"{ZBC}:mux",
    "the table lookup always reads entry 0",
    "test_z3_bc_mux_reads_every_entry",
    (ZBC, "mux", _mux_first),
)
_blind("z3-bc-contention-unsat", f"{ZBC}:contention_query", "test_z3_bc_contention_sees_two_per_slot", _unsat_query)
_blind("z3-bc-delivery-unsat", f"{ZBC}:delivery_query", "test_z3_bc_delivery_sees_a_swapped_case", _unsat_query)
_blind(
    "z3-bc-decide-blind",
    f"{ZBC}:decide",
    "test_z3_bc_delivery_sees_a_swapped_case",
    lambda: {"contention": {"status": "unsat"}, "delivery": {"status": "unsat"}},
)

# --- checkers/exchange.py, checkers/z3/exchange.py ---


def _report_clean(orig):
    def clean(*a, **k):
        rep = orig(*a, **k)
        rep.violation, rep.contention_free, rep.delivered = None, True, True
        return rep

    return clean


engine_mutant(
    "exchange-simulate-blind",
    f"{EX}:simulate",
    "the simulation reports no contention and full delivery",
    "test_exchange_simulation_sees_contention_and_misdelivery",
    (EX, "simulate", _report_clean),
)
engine_mutant(
    "exchange-simulate-algorithm-blind",
    f"{EX}:simulate_algorithm",
    "AR / AT2 are reported clean whatever they do",
    "test_exchange_simulation_sees_contention_and_misdelivery",
    (EX, "simulate_algorithm", _report_clean),
)
engine_mutant(
    "exchange-report-ok-ignores-contention",
    f"{EX}:Report",
    "a report is ok when delivered, contention or not",
    "test_exchange_report_ok_needs_every_part",
    (EX, "Report.ok", lambda orig: property(lambda self: self.violation is None and self.delivered)),
)


def _naive_clean(orig):
    def naive_simulate(*a, **k):
        import dataclasses

        return dataclasses.replace(orig(*a, **k), delivered=True, contention_free=True)

    return naive_simulate


engine_mutant(
    "exchange-naive-blind",
    f"{EX}:naive_simulate",
    "the naive baseline reports no contention and full delivery",
    "test_naive_exchange_simulation_sees_contention",
    (EX, "naive_simulate", _naive_clean),
)


def _phase1_placement_only(orig):
    def phase1_gather_defect(r, c, reading=None):
        what = orig(r, c, reading)
        return None if what is not None and "for offset" in what else what  # the last check (per-offset counts) dropped

    return phase1_gather_defect


engine_mutant(
    "exchange-phase1-counts-unchecked",
    f"{EX}:phase1_gather_defect",
    "after Phase 1 only where each message sits is checked, not how many a node holds per ring offset",
    "test_exchange_phase1_gather_sees_a_reversed_second_hop",
    (EX, "phase1_gather_defect", _phase1_placement_only),
)
engine_mutant(
    "exchange-bundles-stage3-short",
    f"{EX}:ar_step_bundles",
    "Lemma 2's count loses the last step of Stage 3",
    "test_ar_step_bundles_by_hand",
    (EX, "ar_step_bundles", lambda orig: lambda p: orig(p)[:-1]),
)
engine_mutant(
    "z3-exchange-present-drops-last",
    f"{ZEX}:present",
    "the Z3 step loses its last transfer",
    "test_z3_exchange_present_keeps_every_bundle",
    (ZEX, "present", lambda orig: lambda st, g: orig(st, g)[:-1]),
)
_blind(
    "z3-exchange-query-unsat",
    f"{ZEX}:contention_query",
    "test_z3_exchange_contention_query_sees_a_shared_channel",
    _unsat_query,
)
_blind("z3-exchange-free-blind", f"{ZEX}:contention_free", "test_z3_exchange_sees_contention", lambda: (True, [], None))
_blind(
    "z3-exchange-decode-never",
    f"{ZEX}:decode_contention",
    "test_z3_exchange_sees_contention",
    what="never confirms a SAT model",
)


def _min_load_lo(orig):
    def min_max_load(g, lo, hi, timeout=60.0):
        import dataclasses

        res, models = orig(g, lo, hi, timeout)
        return dataclasses.replace(res, k=lo), models

    return min_max_load


engine_mutant(
    "z3-exchange-min-load-lo",
    f"{ZEX}:min_max_load",
    "the least maximum load is reported as the lower end of the range",
    "test_z3_min_max_load_on_the_4_ring",
    (ZEX, "min_max_load", _min_load_lo),
)
_blind(
    "z3-exchange-recheck-always",
    f"{ZEX}:recheck_flows",
    "test_z3_min_max_load_on_the_4_ring",
    lambda: True,
    "accepts every decoded routing",
)

# --- checkers/gsen.py, checkers/z3/gsen.py ---

engine_mutant(
    "gsen-even-range-open",
    f"{GS}:even_range",
    "the range of N stops before hi",
    "test_gsen_even_range_and_spans_include_their_ends",
    (GS, "even_range", lambda orig: lambda lo, hi, *a, **k: orig(lo, hi - 1, *a, **k)),
)
engine_mutant(
    "gsen-spans-open",
    f"{GS}:spans",
    "a span a..b stops before b",
    "test_gsen_even_range_and_spans_include_their_ends",
    (GS, "spans", lambda orig: lambda s: [v for a, b in s for v in range(int(a), int(b))]),
)
engine_mutant(
    "gsen-unique-tags-short",
    f"{GS}:unique_tag_range",
    "the last unique tag is lost",
    "test_gsen_unique_tag_range",
    (GS, "unique_tag_range", lambda orig: lambda net: orig(net)[:-1]),
)


def _rounds_unchecked(orig):
    def run_rounds(net, rounds):
        from alltoall.checkers import gsen as cg
        from alltoall.spec.topologies import gsen

        out = []
        for r in rounds:
            for m in r.messages:
                out.append(cg.Delivery(r.k, m.sender, m.intended, gsen.path(net, m.sender, m.tag).dest))
        return out, None

    return run_rounds


engine_mutant(
    "gsen-rounds-unchecked",
    f"{GS}:run_rounds",
    "a message's tag path is not checked against the round's configuration",
    "test_gsen_algorithms_see_a_wrong_configuration",
    (GS, "run_rounds", _rounds_unchecked),
)
_blind("gsen-personalized-blind", f"{GS}:personalized_violation", "test_gsen_algorithms_see_a_wrong_round_tag")
_blind("gsen-broadcast-blind", f"{GS}:broadcast_violation", "test_gsen_algorithms_see_a_wrong_round_tag")
_blind(
    "gsen-cover-blind",
    f"{GS}:family_cover_missing",
    "test_gsen_family_cover_sees_a_missing_configuration",
    list,
    "finds no missing pair",
)
_blind("gsen-property-star-blind", f"{GS}:property_star_violation", "test_gsen_property_star_sees_a_phase_shift")
_blind("gsen-lemma-blind", f"{GS}:lemma_violation", "test_gsen_lemmas_by_enumeration_see_their_mutants")
_blind("gsen-sc-cover-blind", f"{GS}:sc_cover_and_unique", "test_gsen_sc_cover_sees_floor_stages")


def _example_setup_unchecked(orig):
    def example(net, what):
        got = orig(net, what)
        return {**got, "set_up_by_C9": True} if what == "P(2, 13)" else got

    return example


engine_mutant(
    "gsen-example-setup-unchecked",
    f"{GS}:example",
    "P(2, 13) is said to be set up by C = 9 without looking at the states",
    "test_gsen_example_sees_a_path_c9_does_not_set_up",
    (GS, "example", _example_setup_unchecked),
)


def _delay_paths_only(orig):
    def delay_violation(net):
        from alltoall.spec.topologies import gsen

        lens = {len(gsen.path(net, i, 0).switches) for i in range(net.N)}
        return None if lens == {net.n} else f"{net}: paths cross {sorted(lens)} stages (n = {net.n})"

    return delay_violation


engine_mutant(
    "gsen-delay-paths-only",
    f"{GS}:delay_violation",
    "Lemma 3.2 checks the path lengths only, not the bound N + n - 1 nor Algorithm 3",
    "test_gsen_delay_sees_an_off_bound",
    (GS, "delay_violation", _delay_paths_only),
)


def _two_adic_from_one(orig):
    def two_adic(N):
        k = 0
        while N % (1 << k) == 0:  # 2^0 divides every N: one too many
            k += 1
        return k

    return two_adic


def _fact_skips_the_last(orig):
    def check_fact(item, recheck, Ns, method):
        return orig(item, recheck, list(Ns)[:-1], method)  # the largest N is never re-checked

    return check_fact


engine_mutant(
    "gsen-fact-skips-largest-N",
    f"{GS}:check_fact",
    "a gsen-fact claim never re-checks its largest N",
    "test_gsen_check_fact_refutes_at_the_first_failing_N_and_counts_the_rest",
    (GS, "check_fact", _fact_skips_the_last),
)


engine_mutant(
    "gsen-two-adic-off-by-one",
    f"{GS}:two_adic",
    "the 2-adic valuation starts its test at 2^0 (one too many)",
    "test_gsen_two_adic_by_hand",
    (GS, "two_adic", _two_adic_from_one),
)
for _i in range(3, 8):  # patched in the module and in its QUERIES table (which the claims read)
    engine_mutant(
        f"z3-gsen-lemma3{_i}-unsat",
        f"{ZGS}:lemma3{_i}",
        f"lemma3{_i} answers 'holds' whatever it is given",
        f"test_z3_gsen_lemma3{_i}",
        (ZGS, f"lemma3{_i}", _answers(_unsat_query)),
        (ZGS, "QUERIES", lambda orig, i=_i: {**orig, f"lemma3.{i}": _answers(_unsat_query)(None)}),
    )


def _signed_floordiv(orig):
    def __floordiv__(self, o):
        from alltoall.checkers.z3 import gsen as zg

        return zg.U(self.t / self._o(o))  # z3's / on bit-vectors is signed

    return __floordiv__


engine_mutant(
    "z3-gsen-signed-division",
    f"{ZGS}:U",
    "floor division on the bit-vectors is signed",
    "test_z3_gsen_unsigned_floor_division",
    (ZGS, "U.__floordiv__", _signed_floordiv),
)
engine_mutant(
    "z3-gsen-sweep-first-only",
    f"{ZGS}:sweep",
    "the sweep proves from its first size only",
    "test_z3_gsen_sweep_is_not_proved_when_the_last_size_is_sat",
    (ZGS, "sweep", lambda orig: lambda query, Ns, timeout: orig(query, list(Ns)[:1], timeout)),
)

# --- checkers/schedules.py, checkers/routing.py ---

_blind("schedules-shared-blind", f"{SCH}:shared_in_pass", "test_shared_in_pass_sees_a_shared_switch")
_blind("schedules-violation-blind", f"{SCH}:schedule_violation", "test_schedule_violation_sees_a_missing_last_pair")
engine_mutant(
    "schedules-semi-blind",
    f"{SCH}:semi_schedule_violation",
    "a semi-permutation schedule is always accepted",
    "test_semi_schedule_violation_sees_crosstalk_in_the_last_pass",
    (SCH, "semi_schedule_violation", lambda orig: lambda net, semis, per_pass: (-(-len(semis) // per_pass), None)),
)


def _pairs_unchecked(orig):
    def semi_pairs(net, semi):
        return [(s, int(t)) for s, t in enumerate(semi) if t >= 0]

    return semi_pairs


engine_mutant(
    "routing-semi-pairs-unchecked",
    f"{RT}:semi_pairs",
    "a semi-permutation's targets are not checked to be distinct",
    "test_semi_pairs_rejects_a_repeated_target",
    (RT, "semi_pairs", _pairs_unchecked),
)
engine_mutant(
    "routing-semi-paths-first",
    f"{RT}:semi_paths",
    "only the first path of each signal is enumerated",
    "test_semi_paths_on_benes_are_every_path",
    (RT, "semi_paths", lambda orig: lambda net, semi: [p[:1] for p in orig(net, semi)]),
)


def _semi_free():
    import numpy as np

    return np.zeros((0, 0), dtype=np.int64), None


_blind(
    "routing-brute-semi-blind",
    f"{RT}:brute_semi",
    ("test_brute_semi_sees_crosstalk", "test_semi_schedule_violation_sees_crosstalk_in_the_last_pass"),
    _semi_free,
    "says every semi-permutation is crosstalk-free",
)
engine_mutant(
    "routing-first-switch-unwired",
    f"{RT}:first_stage_switches",
    "the first stage's switch ignores the input wiring (s // d)",
    "test_first_and_last_stage_switches_of_omega",
    (RT, "first_stage_switches", lambda orig: lambda net, inputs: [int(s) // net.d for s in inputs]),
)
engine_mutant(
    "routing-last-switch-distinct",
    f"{RT}:last_stage_switches",
    "each output is taken to have a switch of its own",
    ("test_first_and_last_stage_switches_of_omega", "test_is_semi_permutation_sees_a_shared_first_switch"),
    (RT, "last_stage_switches", lambda orig: lambda net, outputs: [int(t) for t in outputs]),
)
_blind(
    "routing-semi-permutation-always",
    f"{RT}:is_semi_permutation",
    "test_is_semi_permutation_sees_a_shared_first_switch",
    lambda: True,
    "says every partial permutation is a semi-permutation",
)


def _split_unchecked(orig):
    def split_crosstalk_free(net, perm):
        from alltoall.checkers import routing

        N = net.N
        perm = [int(v) for v in perm]
        by_switch: dict[int, list[int]] = {}
        for s in range(N):
            by_switch.setdefault(routing.first_stage_switches(net, [s])[0], []).append(s)
        a, b = [-1] * N, [-1] * N
        for k in sorted(by_switch):
            u, v = by_switch[k]
            a[u], b[v] = perm[u], perm[v]
        return a, b

    return split_crosstalk_free


engine_mutant(
    "routing-split-unchecked",
    f"{RT}:split_crosstalk_free",
    "the first split is returned without checking its halves",
    "test_split_crosstalk_free_halves_are_crosstalk_free",
    (RT, "split_crosstalk_free", _split_unchecked),
)

# --- checkers/z3/core.py: the vacuity record ---

engine_mutant(
    "z3-free-inputs-none",
    f"{CORE}:free_inputs",
    "a query records no free input",
    "test_query_records_its_free_inputs_and_assumptions",
    (CORE, "free_inputs", _answers(dict)),
)


def _assumptions_all(orig):
    def record_inputs(q, solver, named=None, free=None, negated=1, point=""):
        return orig(q, solver, named, free, 0, point)  # the negated property counted as an assumption

    return record_inputs


engine_mutant(
    "z3-record-negation-as-assumption",
    f"{CORE}:record_inputs",
    "the negated property is recorded as an assumption",
    "test_query_records_its_free_inputs_and_assumptions",
    (CORE, "record_inputs", _assumptions_all),
)


# --- checkers/z3/latin.py, checkers/z3/two_phase.py ---------------------------------------------------

ZLAT, ZTP = "alltoall.checkers.z3.latin", "alltoall.checkers.z3.two_phase"
ENGINE_MODULES += (ZLAT, ZTP)
NOT_DECIDING.update(
    {
        f"{ZLAT}:decode_m0": "decoder: a wrong M^0 fails the brute-force re-check of decide_by_z3 (unknown, never "
        "a pass; tests/test_engine_policy.py)",
    }
)

engine_mutant(
    "z3-latin-square-bijective-only",
    f"{ZLAT}:latin_square",
    "the Latin-square decision asks only the bijectivity queries",
    "test_latin_square_refutes_rounds_that_collide",
    (ZLAT, "SQUARE", lambda orig: orig[:1]),
)

engine_mutant(
    "z3-latin-lemma1-first-network",
    f"{ZLAT}:lemma1",
    "the Lemma 1 decision asks its first network only",
    "test_latin_lemma1_sees_an_unused_digit_in_the_last_network",
    (ZLAT, "lemma1", lambda orig: lambda nets, timeout, witness: orig(list(nets)[:1], timeout, witness)),
)


def _injection_two_per_unit(orig):
    def injection_query(n, k, horizon, timeout=60.0, keep_smt2=False, relaxed=False):
        return orig(max(1, n // 2), k, horizon, timeout, keep_smt2, relaxed)  # half the messages

    return injection_query


engine_mutant(
    "z3-injection-half-the-messages",
    f"{ZTP}:injection_query",
    "the injection query schedules half of the sender's messages",
    (
        "test_injection_query_allows_one_message_per_time_unit",
        "test_makespan_bound_is_not_proved_above_the_least_makespan",
    ),
    (ZTP, "injection_query", _injection_two_per_unit),
)


def _makespan_sat_side_only(orig):
    def makespan_bound(cases, timeout, **evidence):
        from alltoall.checkers.z3 import core
        from alltoall.checkers.z3 import two_phase as ztp

        asks = [
            core.Ask(f"N={n} horizon={T}", lambda keep, n=n, k=k, T=T: ztp.injection_query(n, k, T), want="sat")
            for n, k, T in cases
        ]
        return core.decide_by_z3(asks, None, None, None, **evidence)

    return makespan_bound


engine_mutant(
    "z3-makespan-sat-side-only",
    f"{ZTP}:makespan_bound",
    "the bound asks only whether a schedule within T exists, not that none within T - 1 does",
    "test_makespan_bound_is_not_proved_above_the_least_makespan",
    (ZTP, "makespan_bound", _makespan_sat_side_only),
)


# --- the recording hooks of `alltoall recheck` ---------------------------------------------------


def _identity_always_holds(orig):
    def identity(lhs, rhs):
        import sympy as sp

        return True, sp.Integer(0)

    return identity


engine_mutant(
    "formula-identity-always-holds",
    f"{F}:identity",
    "every identity is taken to hold",
    "test_formula_not_proved_when_the_identity_fails",
    (F, "identity", _identity_always_holds),
)


def _limit_always_holds(orig):
    def limit(expr, var, value):
        return True

    return limit


engine_mutant(
    "formula-limit-always-holds",
    f"{F}:limit",
    "every limit is taken to be the value claimed",
    "test_formula_limit_refuses_a_wrong_value",
    (F, "limit", _limit_always_holds),
)

NOT_DECIDING.update(
    {
        f"{F}:inequality": "records an inequality its caller decided and returns that decision unchanged",
        f"{CORE}:recording": "collects the queries solve() decided, for `alltoall recheck`; no verdict of prove reads "
        "it (tests/test_recheck.py: a wrong record is a recheck mismatch, never a pass)",
        f"{CORE}:recording_active": "whether a recording is on; changes what is recorded, never an answer",
        f"{CORE}:recorded": "hands a decided query to the recordings; decides nothing",
        f"{CORE}:stating_only": "states queries without deciding them, for the kept SMT-LIB files; a query it returns "
        "is 'unchecked', which every verdict reads as unknown, never a pass",
        f"{F}:recording_identities": "collects the identities SymPy settled, for `alltoall recheck`; no verdict of "
        "prove reads it",
        f"{F}:relation": "records a relation its caller decided and returns that decision unchanged",
        "alltoall.checkers.z3.induction:lcc_expected_split": "the track the bounded cross-check of the structure "
        "expects: a wrong value makes recursive.split disagree (unknown), never a pass",
    }
)


# --- checkers/rn/prefix.py -----------------------------------------------------------------------

PX = "alltoall.checkers.rn.prefix"
ENGINE_MODULES += (PX,)


def _split_one_stage_less(orig):
    def split(N):
        a, m = orig(N)
        return (a - 1, 2 * m) if a > 1 else (a, m)

    return split


engine_mutant(
    "prefix-split-one-stage-less",
    f"{PX}:split",
    "N = 2^a m is split with one factor 2 left in m",
    "test_prefix_tags_follow_the_spec_paths",
    (PX, "split", _split_one_stage_less),
)


def _tags_last_bit_dropped(orig):
    return lambda net, P: [q & ~1 for q in orig(net, P)]


engine_mutant(
    "prefix-tags-last-bit-dropped",
    f"{PX}:block_tags",
    "the tag of the prefix's last stage is read as 0",
    "test_prefix_tags_follow_the_spec_paths",
    (PX, "block_tags", _tags_last_bit_dropped),
)


def _states_never_refuse(orig):
    def prefix_states(net, tags):
        from alltoall.spec.errors import ParameterError

        try:
            return orig(net, tags)
        except ParameterError:
            import numpy as np

            return np.zeros((net.n - 2, net.half), dtype=np.int64)

    return prefix_states


engine_mutant(
    "prefix-states-never-refuse",
    f"{PX}:prefix_states",
    "tags under which two inputs meet still give a prefix",
    ("test_prefix_states_refuse_inputs_that_meet", "test_prefix_cover_refuses_tags_that_are_not_transversal"),
    (PX, "prefix_states", _states_never_refuse),
)


def _translates_by_one(orig):
    return lambda net, tags: [[tags[(i - k) % net.N] for i in range(net.N)] for k in range(len(orig(net, tags)))]


engine_mutant(
    "prefix-translates-by-one",
    f"{PX}:translates",
    "the translates move by 1, not by 2^a",
    "test_prefix_translates_and_tails_cover_every_pair_once",
    (PX, "translates", _translates_by_one),
)


def _expand_zero_tails(orig):
    def expand(net, prefixes):
        import numpy as np

        out = orig(net, prefixes)
        for S in out:
            S[net.n - 2 :] = 0  # every tail all straight
        return [np.array(S) for S in out]

    return expand


engine_mutant(
    "prefix-expand-straight-tails",
    f"{PX}:expand",
    "every prefix is completed by the all-straight tail only",
    "test_prefix_translates_and_tails_cover_every_pair_once",
    (PX, "expand", _expand_zero_tails),
)


def _cover_unchecked(orig):
    def cover(N, solver="cadical", time_limit=60.0):
        from alltoall.checkers.rn import prefix
        from alltoall.spec.topologies import gsen

        r = prefix.transversal(N, solver, time_limit)
        net = gsen.GSEN(N)
        if r["tags"] is None:
            return {**r, "size": None, "configurations": [], "message": "none"}
        confs = prefix.expand(net, [prefix.prefix_states(net, q) for q in prefix.translates(net, r["tags"])])
        return {**r, "size": len(confs), "configurations": [{"states": S.tolist()} for S in confs], "message": ""}

    return cover


engine_mutant(
    "prefix-cover-unchecked",
    f"{PX}:cover",
    "the expanded translates are returned without the spec's re-check",
    "test_prefix_cover_refuses_tags_that_are_not_transversal",
    (PX, "cover", _cover_unchecked),
)


def _transversal_any_prefix(orig):
    def transversal(N, solver="cadical", time_limit=60.0):
        import numpy as np

        from alltoall.checkers.rn import prefix
        from alltoall.spec.topologies import gsen

        net = gsen.GSEN(N)
        q = prefix.block_tags(net, np.zeros((net.n - prefix.split(N)[0], net.half), dtype=np.int64))
        return {"status": "found", "tags": q, "solver": solver, "cpu_seconds": 0.0}

    return transversal


engine_mutant(
    "prefix-transversal-any-prefix",
    f"{PX}:transversal",
    "the search returns a prefix without the residue condition",
    "test_prefix_transversal_answers_a_transversal_prefix",
    (PX, "transversal", _transversal_any_prefix),
)
