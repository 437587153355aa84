"""The one Z3 engine's core: solver calls, unsigned terms, sweeps over sizes, the SMT-LIB record.

:class:`Unsigned` runs a spec's integer arithmetic on bit-vectors with unsigned semantics;
:func:`solve` is the only place a solver is called; :func:`unsat_sweep` proves over a list of sizes;
:func:`decide_by_z3` is the only place a SAT model becomes a verdict (decoded and re-checked by brute
force); :func:`least_feasible` finds the least feasible k with the UNSAT answer at k - 1 and the SAT
answer at k.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import z3

from alltoall.checkers.result import proved, unknown
from alltoall.checkers.z3 import capi

__all__ = [
    "ACKERMANN_DEFAULT_LIMIT",
    "Ask",
    "Encoding",
    "LeastFeasible",
    "Query",
    "TIMEOUT",
    "Unsigned",
    "Z3_VERSION",
    "decide_by_z3",
    "free_inputs",
    "least_feasible",
    "lookup",
    "new_solver",
    "record_inputs",
    "recorded",
    "recording",
    "recording_active",
    "select",
    "solve",
    "stating_only",
    "unsat_sweep",
]

Z3_VERSION = z3.get_version_string()

TIMEOUT = 60.0
"""The default limit of one Z3 query, in seconds: every query builder's ``timeout`` defaults to it (a claim's
check passes its own, from the runner's ``--timeout``)."""


class Unsigned:
    """A Z3 bit-vector term under unsigned semantics for Python's operators.

    Z3's own ``%``, ``>>`` and ``<`` on bit-vectors are signed; the spec's arithmetic is on
    naturals. Wrapping the terms keeps the spec solver-free and the encoding exact.
    """

    __slots__ = ("t",)

    def __init__(self, t: Any) -> None:
        self.t = t

    def _o(self, o: Any) -> Any:
        """``o``'s term: its own, or an int as a numeral of this term's width."""
        return o.t if isinstance(o, Unsigned) else z3.BitVecNumRef(capi.numeral(o, self.t), self.t.ctx)

    def _ast(self, o: Any) -> Any:
        """``o``'s AST, as :meth:`_o` makes its term (no Python term object)."""
        return o.t.as_ast() if isinstance(o, Unsigned) else capi.numeral(o, self.t)

    def _bv(self, mk: Any, o: Any) -> z3.BitVecRef:
        t = self.t
        return z3.BitVecRef(mk(t.ctx_ref(), t.as_ast(), self._ast(o)), t.ctx)

    def _cmp(self, mk: Any, o: Any) -> z3.BoolRef:
        t = self.t
        return z3.BoolRef(mk(t.ctx_ref(), t.as_ast(), self._ast(o)), t.ctx)

    # Each operator makes the AST z3's own operator or function makes (the same C call on the same
    # arguments, in the same order), with one C call instead of z3's Python coercions.
    def __add__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvadd, o))

    __radd__ = __add__

    def __sub__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvsub, o))

    def __rsub__(self, o: Any) -> Any:
        t = self.t
        return Unsigned(z3.BitVecRef(z3.Z3_mk_bvsub(t.ctx_ref(), self._ast(o), t.as_ast()), t.ctx))

    def __mul__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvmul, o))

    __rmul__ = __mul__

    def __mod__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvurem, o))

    def __rshift__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvlshr, o))

    def __and__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvand, o))

    __rand__ = __and__

    def __or__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvor, o))

    __ror__ = __or__

    def __xor__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvxor, o))

    __rxor__ = __xor__

    def __lshift__(self, o: Any) -> Any:
        return Unsigned(self._bv(z3.Z3_mk_bvshl, o))

    def __invert__(self) -> Any:
        t = self.t
        return Unsigned(z3.BitVecRef(z3.Z3_mk_bvnot(t.ctx_ref(), t.as_ast()), t.ctx))

    def _pair(self, o: Any) -> tuple[Any, Any]:
        """The ASTs ``self.t == o`` compares, in the order Python calls them: a right operand whose class
        is a proper subclass of the left's (a numeral, ``BitVecNumRef``, against a ``BitVecRef``) has its
        ``__eq__``/``__ne__`` called first, so it comes first in the equation z3 builds."""
        t = self.t
        right = type(o.t) if isinstance(o, Unsigned) else z3.BitVecNumRef
        a, b = t.as_ast(), self._ast(o)
        return (b, a) if right is not type(t) and issubclass(right, type(t)) else (a, b)

    def __eq__(self, o: Any) -> Any:
        t = self.t
        return z3.BoolRef(z3.Z3_mk_eq(t.ctx_ref(), *self._pair(o)), t.ctx)

    def __ne__(self, o: Any) -> Any:
        t, pair = self.t, self._pair(o)
        return z3.BoolRef(z3.Z3_mk_distinct(t.ctx_ref(), len(pair), (z3.Ast * len(pair))(*pair)), t.ctx)

    def __lt__(self, o: Any) -> Any:
        return self._cmp(z3.Z3_mk_bvult, o)

    def __le__(self, o: Any) -> Any:
        return self._cmp(z3.Z3_mk_bvule, o)

    def __gt__(self, o: Any) -> Any:
        return self._cmp(z3.Z3_mk_bvugt, o)

    def __ge__(self, o: Any) -> Any:
        return self._cmp(z3.Z3_mk_bvuge, o)

    __hash__ = None  # type: ignore[assignment]


def select(cond: Any, a: Any, b: Any) -> Any:
    """``z3.If`` on :class:`Unsigned` terms (the ``select`` hook of :func:`op.rule_c`)."""
    return Unsigned(z3.If(cond, a.t if isinstance(a, Unsigned) else a, b.t if isinstance(b, Unsigned) else b))


@dataclass
class Query:
    """Outcome of one solver call: ``status`` is 'unsat', 'sat' or 'unknown' ('unchecked' when only
    stated, under :func:`stating_only`)."""

    status: str
    seconds: float
    smt2_sha256: str = ""
    smt2: str | None = None
    model: dict[str, Any] = field(default_factory=dict)
    reason: str | None = None
    z3model: Any = None  # the raw model, for decoders (never a verdict by itself)
    # Vacuity record (in memory only, never in the evidence): the inputs the query leaves free
    # (name -> what it ranges over), filled from the encoding's named variables plus what the
    # encoding declares (uninterpreted functions such as a symbolic M^0), and its assumptions:
    # every assertion but the negated property (by convention the last ``negated`` assertions).
    free: dict[str, str] = field(default_factory=dict)
    assumptions: tuple[Any, ...] = ()
    point: str = ""  # why a query with no free input decides the one point it is about, when by design

    def evidence(self) -> dict[str, Any]:
        ev = {"status": self.status, "seconds": round(self.seconds, 4), "z3": Z3_VERSION}
        if self.smt2 is not None:
            ev |= {"smt2_sha256": self.smt2_sha256, "smt2": self.smt2}
        if self.reason:
            ev["reason_unknown"] = self.reason
        return ev


# Z3's bound on eager Ackermann reduction: its default strategy for bit-vector queries with
# uninterpreted functions (QF_UFBV) replaces the functions by congruence lemmas (a = b -> f(a) = f(b),
# one per pair of applications of one function, the `ackermannize_bv` tactic) only while there are at
# most this many of them (the tactic's parameter `div0_ackermann_limit`, default 1000, which no solver
# accepts as a parameter); past it the functions stay and the query goes to the SMT core's search.
ACKERMANN_DEFAULT_LIMIT = 1000


def new_solver(timeout: float, ackermann_lemmas: int | None = None) -> z3.Solver:
    """A solver with a per-query timeout in seconds (the runner also kills the process).

    ``ackermann_lemmas``: for a quantifier-free bit-vector query with uninterpreted functions, an upper
    bound on its Ackermann lemmas (the sum over its functions of n (n - 1) / 2 for n distinct
    applications). When given, the solver eliminates the functions first, by Ackermann's reduction with
    the bound raised to ``max(ackermann_lemmas, 1000)``, then runs Z3's own QF_BV strategy (``qfbv``:
    simplification, bit-blasting, SAT; a goal that still holds a function falls back to the SMT core
    there). The reduction is exact (equisatisfiable, and Z3 maps models back to the functions), so a
    decided query gets the default strategy's answer; what changes is that a query with more than 1000 lemmas is no
    longer left to the SMT core, and that Z3's `elim-uncnstr` step (which walks the shared term DAG
    once per assertion) never sees the functions' wide applications. Without it: Z3's default solver.
    """
    if ackermann_lemmas is None:
        s = z3.Solver()
    else:
        limit = max(int(ackermann_lemmas), ACKERMANN_DEFAULT_LIMIT)
        s = z3.Then("simplify", z3.With("ackermannize_bv", div0_ackermann_limit=limit), "qfbv").solver()
    s.set("timeout", max(1, int(timeout * 1000)))
    return s


def _describe(term: Any) -> str:
    s = term.sort()
    return f"BitVec({s.size()})" if z3.is_bv_sort(s) else str(s)


def free_inputs(named: dict[str, Any] | None = None, free: dict[str, str] | None = None) -> dict[str, str]:
    """The vacuity record's free inputs, by their names in the query: every named term that is an
    uninterpreted constant (lists of terms included), plus the encoding's own declarations ``free``
    (uninterpreted functions, terms it does not read back).

    A SAT model reports ``named`` by its keys, so a key is the name a reader finds in the SMT-LIB text:
    an uninterpreted constant is named by its declaration, and the i-th term of a list named ``key`` is
    declared ``key_i``. Other terms (expressions, values) are read back under any key.

    Raises
    ------
    ValueError
        A key that is not the name of the constant it holds (the message names both).
    """
    out: dict[str, str] = {}
    for key, v in (named or {}).items():
        listed = isinstance(v, (list, tuple))
        for i, t in enumerate(v if listed else [v]):
            name = capi.declared(t)
            if name is None:
                continue
            want = f"{key}_{i}" if listed else key
            if name != want:
                at = f" at index {i}" if listed else ""
                raise ValueError(
                    f"named: the key {key!r} holds the constant declared {name!r}{at}, where {want!r} is "
                    "expected (a model is reported under the names the SMT-LIB text declares)"
                )
            out[name] = _describe(t)
    return out | dict(free or {})


def record_inputs(
    q: Query, solver: z3.Solver, named: Any = None, free: Any = None, negated: Any = 1, point: str = ""
) -> Query:
    """Fill ``q.free`` and ``q.assumptions`` (the vacuity record) for a query sent on ``solver``:
    ``negated`` is the number of trailing assertions that state the negated property, or those
    assertions themselves (wherever they stand among the others); ``point``, see :func:`solve`."""
    q.free, q.point = free_inputs(named, free), point
    asserts = capi.assertions(solver)
    if isinstance(negated, int):
        q.assumptions = asserts[: max(0, len(asserts) - negated)]
    else:
        ids = {t.get_id() for t in negated}
        q.assumptions = tuple(a for a in asserts if a.get_id() not in ids)
    return q


def solve(
    solver: z3.Solver,
    keep_smt2: bool,
    named: dict[str, Any] | None = None,
    free: dict[str, str] | None = None,
    negated: Any = 1,
    point: str = "",
) -> Query:
    """Check ``solver``; on SAT read back the ``named`` terms (a term or a list of terms) as ints, under
    keys that are the names of the constants they hold (:func:`free_inputs` refuses another).

    ``keep_smt2`` keeps the query's SMT-LIB text (printing it is costly for large instances).
    ``free`` declares free inputs beyond the named constants (uninterpreted functions), and
    ``negated`` the number of trailing assertions that state the negated property, or those
    assertions: both go into the query's vacuity record (:func:`record_inputs`). ``point`` says why a
    query with no free input is about one point by design (a fixed node, a constant)."""
    smt2 = solver.to_smt2() if keep_smt2 or _SINKS else None
    stated = record_inputs(Query("", 0.0), solver, named, free, negated, point)  # as stated: check may rewrite them
    if _STATING:
        stated.status = "unchecked"
        if keep_smt2 and smt2 is not None:
            stated.smt2, stated.smt2_sha256 = smt2, hashlib.sha256(smt2.encode()).hexdigest()
        return stated
    t0 = time.perf_counter()
    res = solver.check()
    recorded(smt2, str(res))
    smt2 = smt2 if keep_smt2 else None
    q = Query(str(res), time.perf_counter() - t0, hashlib.sha256(smt2.encode()).hexdigest() if smt2 else "", smt2)
    q.free, q.assumptions, q.point = stated.free, stated.assumptions, stated.point
    if res == z3.sat:
        m = solver.model()
        q.z3model = m

        def val(t: Any) -> Any:
            return m.eval(t, model_completion=True).as_long()

        q.model = {
            k: ([val(t) for t in v] if isinstance(v, (list, tuple)) else val(v)) for k, v in (named or {}).items()
        }
    elif res == z3.unknown:
        q.reason = solver.reason_unknown()
    return q


_SINKS: list[list[dict[str, str]]] = []
_STATING: list[bool] = []


@contextmanager
def stating_only() -> Iterator[None]:
    """While the block runs, :func:`solve` states its query and returns it unchecked (status
    ``"unchecked"``, its SMT-LIB text kept when asked for): what writing or comparing the kept
    query files needs, where the claims' own runs do the solving."""
    _STATING.append(True)
    try:
        yield
    finally:
        _STATING.pop()


@contextmanager
def recording() -> Iterator[list[dict[str, str]]]:
    """Record every query a solver decides while the block runs (``alltoall recheck``): a list that fills
    with one entry per query, ``{"smt2": its SMT-LIB text, "z3": Z3's answer, "sha256": of the text}``.

    Off (the default), nothing is recorded and :func:`solve` prints SMT-LIB only when asked to keep it.
    """
    sink: list[dict[str, str]] = []
    _SINKS.append(sink)
    try:
        yield sink
    finally:
        _SINKS.remove(sink)


def recording_active() -> bool:
    """Whether a :func:`recording` is on (a solver call outside :func:`solve` then prints its SMT-LIB)."""
    return bool(_SINKS)


def recorded(smt2: str | None, status: str) -> None:
    """Hand one decided query (its SMT-LIB text and Z3's answer) to every active :func:`recording`."""
    if smt2 is None or not _SINKS:
        return
    entry = {"smt2": smt2, "z3": status, "sha256": hashlib.sha256(smt2.encode()).hexdigest()}
    for sink in _SINKS:
        sink.append(entry)


class Encoding:
    """A solver with named unsigned variables of the network's width."""

    def __init__(self, n: int, timeout: float) -> None:
        self.n = n
        self.w = (n - 1).bit_length() + 2  # room for i + 2**k and s + prefix < 2n
        self.solver = new_solver(timeout)
        self.named: dict[str, Any] = {}

    def var(self, name: str, lo: int = 0, hi: int | None = None) -> Unsigned:
        v = Unsigned(z3.BitVec(name, self.w))
        s = self.solver
        for bound in (v >= lo, v <= (self.n - 1 if hi is None else hi)):  # z3's Solver.add, one C call each
            z3.Z3_solver_assert(s.ctx.ref(), s.solver, bound.as_ast())
        self.named[name] = v.t
        return v

    def check(self, keep_smt2: bool) -> Query:
        return solve(self.solver, keep_smt2, self.named)


def lookup(values: Any, index: Any, width: int) -> Any:
    """A term equal to ``values[index]`` for a symbolic ``index`` (an If-chain; small tables only).

    For a bit-vector ``index`` the chain is made with one C call per node (``Z3_mk_eq``, ``Z3_mk_ite``, a
    numeral per distinct entry), not through z3's Python coercions: the same terms as
    ``If(index == i, BitVecVal(values[i], width), ...)`` (Z3 hash-conses them), about twice as fast to build.
    """
    values = [int(v) for v in values]
    if not z3.is_bv(index):
        term = z3.BitVecVal(values[-1], width)
        for i in range(len(values) - 2, -1, -1):
            term = z3.If(index == i, z3.BitVecVal(values[i], width), term)
        return term
    ctx = index.ctx
    c, idx, isort, isize = ctx.ref(), index.as_ast(), index.sort().ast, index.size()
    vsort = z3.BitVecSort(width, ctx).ast
    numerals: dict[int, Any] = {}

    def value(v: int) -> Any:
        if v not in numerals:
            numerals[v] = z3.BitVecRef(z3.Z3_mk_numeral(c, str(v % 2**width), vsort), ctx)
        return numerals[v]

    term = value(values[-1])
    for i in range(len(values) - 2, -1, -1):
        i_ref = z3.BitVecRef(z3.Z3_mk_numeral(c, str(i % 2**isize), isort), ctx)  # held: Z3 frees unheld terms
        at = z3.BoolRef(z3.Z3_mk_eq(c, idx, i_ref.as_ast()), ctx)
        term = z3.BitVecRef(z3.Z3_mk_ite(c, at.as_ast(), value(values[i]).as_ast(), term.as_ast()), ctx)
    return term


def unsat_sweep(queries: Any, sizes: Any, run: Any, brute_force_cross_check: str | None = None) -> Any:
    """Proved iff every query answers UNSAT at every size; the first other answer (SAT or a
    timeout) gives ``unknown`` with its model or reason: a SAT model is never trusted to refute,
    brute force (run by the caller on the small sizes) does that.

    ``run(query, size, keep_smt2)`` returns a :class:`Query`; the SMT-LIB text of every query that
    decides the ``proved`` verdict is kept in the evidence.
    """
    sizes = list(sizes)
    smt2 = {}
    settled = 0
    for size in sizes:
        for q in queries:
            r = run(q, size, True)
            if r.status != "unsat":
                return unknown(f"{q.__name__}(m={size}): {r.status} {r.reason or r.model}")
            settled += 1
            if r.smt2:
                smt2[f"{q.__name__}(m={size})"] = r.smt2
    evidence = {"largest_m": sizes[-1] if sizes else None, "z3": Z3_VERSION, "smt2": smt2}
    if brute_force_cross_check:
        evidence["brute_force_cross_check"] = brute_force_cross_check
    return proved(examined=settled, **evidence)


@dataclass(frozen=True)
class Ask:
    """One query of a decision (:func:`decide_by_z3`).

    ``label`` names it in the evidence (and keys its SMT-LIB); ``run(keep_smt2)`` sends it and returns
    the :class:`Query`; ``want`` is the answer that settles it ("unsat": no violation exists; "sat":
    a feasibility side, e.g. a bound reached); ``about`` is the spec instance the query is about, handed
    to the decoder, the re-check and the witness; ``record`` adds fields to the query's entry in the
    evidence (the network, the property).
    """

    label: str
    run: Callable[[bool], Query]
    want: str = "unsat"
    about: Any = None
    record: dict[str, Any] = field(default_factory=dict)
    keep_smt2: bool = True


def decide_by_z3(
    asks: Iterable[Ask],
    decode: Callable[[Ask, Query], Any],
    recheck: Callable[[Ask, Any], Any],
    witness: Callable[[Ask, Any, Any], Any],
    **evidence: Any,
) -> Any:
    """Run every query of ``asks`` in order and decide: the engine policy for a SAT model.

    - every query answers its ``want``: ``proved``, with ``examined`` the number of queries, the
      evidence's ``queries`` (one entry per query: label, status, seconds, SHA-256 of its SMT-LIB) and
      ``smt2`` (label -> the SMT-LIB text of every query that kept it), beside ``evidence``;
    - a query answers ``unknown``: ``unknown`` with the solver's reason;
    - a query answers SAT where UNSAT was wanted: ``decode(ask, q)`` turns the model into spec values
      (None: it cannot), ``recheck(ask, values)`` re-checks them by brute force and returns the
      violation it finds (None or empty: none), and only then ``witness(ask, values, violation)``
      phrases the :class:`~alltoall.checkers.result.Witness` of the ``refuted`` result. A model that
      does not decode, or that brute force does not confirm, is ``unknown`` with the reason and the
      model: never a witness;
    - a query answers UNSAT where SAT was wanted: ``unknown`` (nothing to decode).
    """
    from alltoall.checkers.result import proved, refuted, unknown

    queries: list[dict[str, Any]] = []
    smt2: dict[str, str] = {}
    for ask in asks:
        q = ask.run(ask.keep_smt2)
        queries.append(
            {
                "query": ask.label,
                **ask.record,
                "status": q.status,
                "seconds": round(q.seconds, 3),
                "smt2_sha256": q.smt2_sha256,
            }
        )
        if q.status == "unknown":
            return unknown(f"z3 {ask.label}: {q.reason}", queries=queries)
        if q.status == ask.want:
            if q.smt2:
                smt2[ask.label] = q.smt2
            continue
        if q.status != "sat":
            return unknown(f"z3 {ask.label}: {q.status}, where {ask.want} settles it", queries=queries)
        model = {k: v for k, v in q.model.items() if not k.startswith("_")}
        values = decode(ask, q)
        if values is None:
            return unknown(
                f"z3 {ask.label}: sat, with a model that does not decode into spec values", queries=queries, model=model
            )
        violation = recheck(ask, values)
        if not violation:
            return unknown(
                f"z3 {ask.label}: sat, with a model brute force does not confirm", queries=queries, model=model
            )
        return refuted(witness(ask, values, violation), queries=queries)
    return proved(examined=len(queries), **evidence, queries=queries, smt2=smt2)


@dataclass
class LeastFeasible:
    """The least k in ``[lo, hi]`` whose feasibility query is SAT, with both halves of the certificate:
    ``below`` (UNSAT at k - 1, None when k == lo) and ``at`` (SAT at k). ``k`` is None when no k
    up to ``hi`` was SAT, or a query came back unknown (``reason``)."""

    k: int | None
    below: Query | None
    at: Query | None
    tried: dict[int, str]
    reason: str | None = None


def least_feasible(feasible: Any, lo: int, hi: int, keep_smt2: bool = True) -> LeastFeasible:
    """Search k = lo, lo+1, ... for the first SAT answer of ``feasible(k, keep_smt2) -> Query``.

    Monotone feasibility is the caller's to argue (more configurations never hurt); the search
    keeps every answer so the certificate is the UNSAT query at k - 1 and the SAT query at k (its
    model is for the caller to decode and re-check by brute force).
    """
    tried: dict[int, str] = {}
    prev: Query | None = None
    for k in range(lo, hi + 1):
        q = feasible(k, keep_smt2)
        tried[k] = q.status
        if q.status == "unknown":
            return LeastFeasible(None, prev, None, tried, f"k = {k}: {q.reason}")
        if q.status == "sat":
            return LeastFeasible(k, prev, q, tried)
        prev = q
    return LeastFeasible(None, prev, None, tried, f"no k in {lo}..{hi} is feasible")
