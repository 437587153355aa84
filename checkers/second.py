"""Second engines: re-decide what Z3 and SymPy decided, by independent means (``alltoall recheck``).

- :func:`decide_smt2` re-decides a query from its SMT-LIB text with cvc5 (its own parser, from the
  text Z3 printed), and :func:`decide_bitwuzla` with Bitwuzla where the query is pure bit-vectors
  (:func:`pure_bitvector`). Each answers ``sat``, ``unsat`` or ``unknown`` (with the reason: a time
  limit, an unsupported construct, a parse error); a second engine's ``unknown`` is never a pass.
- :func:`identity_by_evaluation` re-checks a SymPy identity ``lhs = rhs`` without SymPy's simplifier:
  each side is read as a polynomial in its symbols, with every other subterm (``2**k``, ``floor(p/4)``,
  ``log(N)``, ``1/x``) replaced by a fresh variable; a degree bound per variable is read off the
  expression tree (a symbol 1, a sum the maximum, a product the sum, a power ``b**n`` n times b's: no
  expansion, so SymPy's algebra is not trusted); both sides are evaluated in exact rational arithmetic
  (:class:`fractions.Fraction`) at every point of a grid with degree + 1 values per variable. A polynomial
  of degree at most d_i in each variable that vanishes on such a grid is zero (the grid lemma behind
  Schwartz-Zippel), so the difference is zero for all values of the variables, a fortiori when the
  abstracted subterms take their real values. When the abstracted difference does not vanish, the
  sides are evaluated at integer points with the subterms computed from their definitions: a point
  where they differ refutes the identity (``disagree``), and none found is ``unknown``. A ``Sum`` with
  a summand polynomial in its index is read as a polynomial in its bounds and summed term by term.
- :func:`limit_by_growth` re-decides a limit as var -> oo from the leading terms of numerator and
  denominator in the scales 2^var > var > log(var), and :func:`inequality_by_shift` an inequality
  p > 0 for integers v >= v0 by a certificate: v = v0 + t, 2^t = 1 + z, every coefficient of the
  expansion in (t, z) non-negative. Both expand the recorded expression with our own exact arithmetic;
  a form they cannot read, or no certificate, is ``unknown`` (the step then has no second method).
- :func:`canonical_smt2` renames the names Z3 makes up (let names, fresh constants) by order of first
  appearance, so a query's digest does not depend on what the process built before it.

The solvers are imported inside the functions, so importing this module loads none.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

__all__ = [
    "EAGER_BITBLASTING",
    "GRID_MAX",
    "Decision",
    "bitvector_logic",
    "canonical_sha256",
    "canonical_smt2",
    "decide_bitwuzla",
    "decide_smt2",
    "identity_by_evaluation",
    "inequality_by_shift",
    "limit_by_growth",
    "normalized",
    "pure_bitvector",
    "smt2_sections",
]

GRID_MAX = 20_000
"""The most grid points :func:`identity_by_evaluation` evaluates; a larger grid is ``unknown``."""


@dataclass(frozen=True)
class Decision:
    """A second engine's answer: ``answer`` (``sat``, ``unsat``, ``unknown``; for an identity ``holds``,
    ``fails`` or ``unknown``), the engine, and how it got there or why it could not."""

    engine: str
    answer: str
    detail: str = ""


_NOT_BV = re.compile(r"\b(Int|Real|declare-sort|declare-datatypes?|forall|exists|String|Seq|Set)\b")


def pure_bitvector(smt2: str) -> bool:
    """Whether an SMT-LIB query uses bit-vectors, Booleans, arrays and functions over them only (no
    integers, reals, uninterpreted sorts or quantifiers): what Bitwuzla decides."""
    return "BitVec" in smt2 and not _NOT_BV.search(smt2)


def _tokens(text: str) -> list[str]:
    """SMT-LIB tokens: parentheses, ``|quoted symbols|``, ``"strings"`` and atoms; comments dropped."""
    return re.findall(r'\|[^|]*\||"(?:[^"]|"")*"|[()]|[^\s()|";]+|;[^\n]*', text)


def _tree(tokens: list[str]) -> list[Any]:
    """The s-expressions of ``tokens`` as nested lists of atoms, every application of an associative
    operator to one argument, ``(and x)``, replaced by that argument: Z3 prints them, SMT-LIB asks for
    two or more (cvc5 accepts them, Bitwuzla does not), and ``(op x)`` is ``x`` for each of these
    operators. Iterative: Z3 nests a ``let`` per shared term, deeper than Python's recursion limit."""
    out: list[Any] = []
    stack: list[list[Any]] = [out]
    for t in tokens:
        if t.startswith(";"):
            continue
        if t == "(":
            stack.append([])
        elif t == ")":
            if len(stack) == 1:
                raise ValueError("unbalanced ')'")
            e = stack.pop()
            unary = len(e) == 2 and isinstance(e[0], str) and e[0] in _ASSOCIATIVE
            stack[-1].append(e[1] if unary else e)
        else:
            stack[-1].append(t)
    if len(stack) != 1:
        raise ValueError("unbalanced '('")
    return out


_ASSOCIATIVE = frozenset({"and", "or", "+", "*", "bvadd", "bvmul", "bvand", "bvor", "bvxor"})


def _text(e: Any) -> str:
    """An s-expression of :func:`_tree` as SMT-LIB text (iteratively, like :func:`_tree`)."""
    parts: list[str] = []
    todo: list[Any] = [e]
    while todo:
        x = todo.pop()
        if x is _CLOSE:
            parts.append(")")
            continue
        if parts and parts[-1] != "(":
            parts.append(" ")
        if isinstance(x, list):
            parts.append("(")
            todo.append(_CLOSE)
            todo.extend(reversed(x))
        else:
            parts.append(x)
    return "".join(parts)


_CLOSE = object()


def _commands(smt2: str, logic: str) -> list[Any]:
    """The query's commands as every second engine reads them: ``(op x)`` of an associative operator
    written ``x`` (:func:`_unary`), ``(set-logic logic)`` first when it sets none, and a ``(check-sat)``
    at the end when it has none."""
    commands = _tree(_tokens(smt2))
    if not any(isinstance(c, list) and c[:1] == ["set-logic"] for c in commands):
        commands.insert(0, ["set-logic", logic])
    if not any(isinstance(c, list) and c[:1] == ["check-sat"] for c in commands):
        commands.append(["check-sat"])
    return commands


def normalized(smt2: str, logic: str = "ALL") -> str:
    """The query as the second engines read it (:func:`_commands`), as SMT-LIB text."""
    return "\n".join(_text(c) for c in _commands(smt2, logic)) + "\n"


_ARRAYS = re.compile(r"\b(Array|select|store)\b")


def bitvector_logic(smt2: str) -> str | None:
    """``QF_UFBV`` for a pure bit-vector query without arrays (:func:`pure_bitvector`: bit-vectors,
    Booleans and uninterpreted functions over them, no quantifier), else None."""
    return "QF_UFBV" if pure_bitvector(smt2) and not _ARRAYS.search(smt2) else None


def smt2_sections(text: str) -> list[tuple[str, str, str]]:
    """The queries of a kept step file (``proofs/smt2/``): (label, the answer its header records, the
    SMT-LIB text), split at the ``; --- label: expected answer ---`` lines
    (:func:`alltoall.checkers.z3.induction.step_smt2`)."""
    out: list[tuple[str, str, str]] = []
    head = re.compile(r"^; --- (.+?): expected (sat|unsat|unknown) ---\s*$")
    label, want, lines = "", "", list[str]()
    for line in text.splitlines():
        m = head.match(line)
        if m:
            if label:
                out.append((label, want, "\n".join(lines) + "\n"))
            label, want, lines = m.group(1), m.group(2), []
        elif label:
            lines.append(line)
    if label:
        out.append((label, want, "\n".join(lines) + "\n"))
    return out


EAGER_BITBLASTING = {"incremental": "false", "ackermann": "true", "bitblast": "eager"}
"""cvc5's options for a query in :func:`bitvector_logic` with one ``check-sat``: the uninterpreted
functions eliminated by Ackermann's reduction (equisatisfiable: a congruence lemma ``a = b -> f(a) = f(b)``
per pair of applications), then the whole query bit-blasted to SAT at once. cvc5's default (lazy
bit-blasting beside its UF solver) takes minutes on the bounded MIN queries with a symbolic M^0, an
uninterpreted function of up to 15 switch digits (``docs/performance.md``); this takes under a second."""


def decide_smt2(smt2: str, timeout: float) -> Decision:
    """cvc5's answer to the query (its last ``check-sat``; one is added at the end of a query that has none),
    within ``timeout`` seconds; a pure bit-vector query with one ``check-sat`` is decided by eager
    bit-blasting (:data:`EAGER_BITBLASTING`)."""
    try:
        import cvc5
    except ImportError as e:  # pragma: no cover - a dependency
        return Decision("cvc5", "unknown", f"cvc5 is not installed ({e})")
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("tlimit-per", str(max(1, int(timeout * 1000))))
    sm = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, sm)
    answer: Decision | None = None
    try:
        logic = bitvector_logic(smt2)
        commands = _commands(smt2, logic or "ALL")
        eager = logic is not None and sum(1 for c in commands if c[:1] in (["check-sat"], ["push"], ["pop"])) == 1
        how = "eager bit-blasting after Ackermann's reduction" if eager else ""
        for option, value in EAGER_BITBLASTING.items() if eager else ():
            solver.setOption(option, value)
        parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, "\n".join(map(_text, commands)) + "\n", "query")
        while True:
            cmd = parser.nextCommand()
            if cmd.isNull():
                break
            if cmd.getCommandName() == "check-sat":
                r = solver.checkSat()
                if r.isSat():
                    answer = Decision("cvc5", "sat", how)
                elif r.isUnsat():
                    answer = Decision("cvc5", "unsat", how)
                else:
                    answer = Decision("cvc5", "unknown", str(r.getUnknownExplanation()) + (f" ({how})" if how else ""))
            else:
                cmd.invoke(solver, sm)
    except (RuntimeError, ValueError) as e:  # cvc5 raises RuntimeError (CVC5ApiException) on what it cannot handle
        return Decision("cvc5", "unknown", f"cvc5 could not read or decide it: {_line(str(e))}")
    assert answer is not None, "_commands ends every query with a check-sat"
    return answer


def decide_bitwuzla(smt2: str, timeout: float) -> Decision:
    """Bitwuzla's answer to a pure bit-vector query (:func:`pure_bitvector`) at its last ``check-sat`` (the one
    cvc5 answers: a kept step file ends each query with ``(reset)``), within ``timeout`` seconds."""
    try:
        import bitwuzla as bw
    except ImportError as e:  # pragma: no cover - an optional engine
        return Decision("bitwuzla", "unknown", f"bitwuzla is not installed ({e})")
    tm = bw.TermManager()
    opts = bw.Options()
    opts.set(bw.Option.TIME_LIMIT_PER, max(1, int(timeout * 1000)))
    try:
        commands = _commands(smt2, "QF_AUFBV")
        last = max(i for i, c in enumerate(commands) if c[:1] == ["check-sat"])
        commands = [c for c in commands[:last] if c[:1] not in (["check-sat"], ["set-logic"])]
        text = "(set-logic QF_AUFBV)\n" + "\n".join(map(_text, commands)) + "\n"
        parser = bw.Parser(tm, opts)
        parser.parse(text, True, False)  # parse only: the check is ours, so its answer is not printed
        r = parser.bitwuzla().check_sat()
    except (RuntimeError, ValueError, bw.BitwuzlaException) as e:
        return Decision("bitwuzla", "unreadable", f"bitwuzla could not read it: {_line(str(e))}")
    name = str(r).lower()
    if name.endswith("unsat"):
        return Decision("bitwuzla", "unsat")
    if name.endswith("sat"):
        return Decision("bitwuzla", "sat")
    return Decision("bitwuzla", "unknown", "time limit or incomplete")


def _line(text: str) -> str:
    return " ".join(text.split())[:300]


# --- identities by exact evaluation --------------------------------------------------------------


class _Unsupported(Exception):
    pass


def _atoms(e: Any, out: dict[Any, None]) -> None:
    """The variables of ``e`` read as a polynomial: its symbols and its non-polynomial subterms."""
    import sympy as sp

    if e.is_Number:
        return
    if e.is_Symbol:
        out[e] = None
    elif isinstance(e, (sp.Add, sp.Mul)):
        for a in e.args:
            _atoms(a, out)
    elif isinstance(e, sp.Pow) and e.exp.is_Integer and e.exp >= 0:
        _atoms(e.base, out)
    elif _polynomial_sum(e):
        (a, lo, hi) = e.limits[0]
        inner: dict[Any, None] = {}
        _atoms(e.function, inner)
        out.update((x, None) for x in inner if x != a)
        _atoms(lo, out)
        _atoms(hi, out)
    else:
        out[e] = None


def _polynomial_sum(e: Any) -> bool:
    """Whether ``e`` is ``Sum(f, (a, lo, hi))`` with f a polynomial in a (no abstracted subterm holds a): a
    polynomial in its bounds of degree deg_a(f) + 1 (Faulhaber), the sum over an empty or reversed range
    taken by Karr's convention as SymPy's ``Sum`` does, which keeps it that polynomial for all bounds."""
    import sympy as sp

    if not (isinstance(e, sp.Sum) and len(e.limits) == 1 and len(e.limits[0]) == 3):
        return False
    a = e.limits[0][0]
    found: dict[Any, None] = {}
    _atoms(e.function, found)
    return all(x == a or not x.has(a) for x in found)


def _degree(e: Any, v: Any) -> int:
    """A bound on the degree of ``e`` in the variable ``v`` (a symbol or an abstracted subterm), read off
    the tree without expanding it."""
    import sympy as sp

    if e == v:
        return 1
    if e.is_Number or e.is_Symbol:
        return 0
    if isinstance(e, sp.Add):
        return max(_degree(a, v) for a in e.args)
    if isinstance(e, sp.Mul):
        return sum(_degree(a, v) for a in e.args)
    if isinstance(e, sp.Pow) and e.exp.is_Integer and e.exp >= 0:
        return int(e.exp) * _degree(e.base, v)
    if _polynomial_sum(e):  # F(hi + 1) - F(lo), F of degree deg_a(f) + 1 in its argument
        a, lo, hi = e.limits[0]
        own = 0 if v == a else _degree(e.function, v)
        return own + (_degree(e.function, a) + 1) * max(_degree(lo, v), _degree(hi, v))
    return 0  # another abstracted subterm: a constant as far as v goes


def _value(e: Any, env: dict[Any, Fraction]) -> Fraction:
    """``e`` at ``env`` in exact arithmetic; a subterm in ``env`` takes its value from there."""
    import sympy as sp

    if e in env:
        return env[e]
    if e.is_Integer:
        return Fraction(int(e))
    if e.is_Rational:
        return Fraction(int(e.p), int(e.q))
    if isinstance(e, sp.Add):
        return sum((_value(a, env) for a in e.args), Fraction(0))
    if isinstance(e, sp.Mul):
        out = Fraction(1)
        for a in e.args:
            out *= _value(a, env)
        return out
    if isinstance(e, sp.Pow):
        b, x = _value(e.base, env), _value(e.exp, env)
        if x.denominator != 1 or (b == 0 and x < 0) or abs(x) > 4096:
            raise _Unsupported(f"{e} at a non-integer or huge exponent")
        return b ** int(x)
    if isinstance(e, sp.floor):
        return Fraction(math.floor(_value(e.args[0], env)))
    if isinstance(e, sp.ceiling):
        return Fraction(math.ceil(_value(e.args[0], env)))
    if isinstance(e, sp.Mod):
        a, m = _value(e.args[0], env), _value(e.args[1], env)
        return a - m * math.floor(a / m)
    if isinstance(e, (sp.Max, sp.Min)):
        vals = [_value(a, env) for a in e.args]
        return max(vals) if isinstance(e, sp.Max) else min(vals)
    if isinstance(e, sp.Abs):
        return abs(_value(e.args[0], env))
    if isinstance(e, sp.Sum) and len(e.limits) == 1 and len(e.limits[0]) == 3:
        a, lo, hi = e.limits[0]
        first, last = _value(lo, env), _value(hi, env)
        if first.denominator != 1 or last.denominator != 1 or abs(last - first) > 100_000:
            raise _Unsupported(f"{e} over a non-integer or huge range")

        def total(x: Fraction, y: Fraction) -> Fraction:
            return sum((_value(e.function, {**env, a: Fraction(i)}) for i in range(int(x), int(y) + 1)), Fraction(0))

        # Karr's convention (SymPy's Sum): an empty range is 0, a reversed one the negated sum between
        return total(first, last) if last >= first - 1 else -total(last + 1, first - 1)
    raise _Unsupported(f"no exact evaluation of {type(e).__name__}")


def _powers_of_two(e: Any, bound: frozenset[Any] = frozenset()) -> Any:
    """``e`` with every ``2**(a*s + b)`` (a > 0, b integers, s one symbol) written ``T**a * 2**b``, T a fresh
    symbol standing for 2**s, so powers of one exponent share one variable (a rewriting of terms, no
    simplification of the identity). A symbol in ``bound`` (a summation index) is left alone: 2**i inside a
    sum over i is a different value at each term, not one variable."""
    import sympy as sp

    def linear(x: Any) -> Any:
        if not (isinstance(x, sp.Pow) and x.base == 2 and not x.exp.is_number and len(x.exp.free_symbols) == 1):
            return None
        (s,) = x.exp.free_symbols
        if s in bound:
            return None
        poly = sp.Poly(x.exp, s) if x.exp.is_polynomial(s) else None
        if poly is None or poly.degree() != 1:
            return None
        a, b = poly.all_coeffs()
        if not (a.is_Integer and b.is_Integer and a > 0):
            return None
        return sp.Symbol(f"2**{s}", positive=True) ** int(a) * sp.Integer(2) ** int(b)

    return e.replace(lambda x: linear(x) is not None, linear)


def identity_by_evaluation(lhs: Any, rhs: Any, grid_max: int = GRID_MAX) -> Decision:
    """Re-check the SymPy identity ``lhs = rhs`` by exact evaluation (see the module's docstring):
    ``holds`` (the abstracted difference vanishes on a grid that pins its degree), ``fails`` (a point
    where the sides differ, the subterms computed from their definitions), or ``unknown``."""
    import sympy as sp

    given = sp.sympify(lhs), sp.sympify(rhs)  # the point search evaluates these: 2**k from k, not a free T
    bound = frozenset(lim[0] for side in given for S in side.atoms(sp.Sum) for lim in S.limits)
    lhs, rhs = _powers_of_two(given[0], bound), _powers_of_two(given[1], bound)
    found: dict[Any, None] = {}
    _atoms(lhs, found)
    _atoms(rhs, found)
    variables = list(found)
    degrees = [max(_degree(lhs, v), _degree(rhs, v)) for v in variables]
    size = math.prod(d + 1 for d in degrees)
    how = ", ".join(f"{v}: {d}" for v, d in zip(variables, degrees, strict=True)) or "none (constants)"
    if size <= grid_max:
        try:
            for values in itertools.product(*(range(1, d + 2) for d in degrees)):
                env = {v: Fraction(x) for v, x in zip(variables, values, strict=True)}
                if _value(lhs, env) != _value(rhs, env):
                    break
            else:
                return Decision(
                    "exact evaluation",
                    "holds",
                    f"zero on a grid of {size} points, degree bounds from the tree: {how}",
                )
        except (_Unsupported, ZeroDivisionError):
            pass
    # Not pinned as a polynomial: look for a point where the sides differ, subterms from their definitions.
    symbols = sorted(given[0].free_symbols | given[1].free_symbols, key=str)
    tried = 0
    for values in itertools.product(range(1, 9), repeat=len(symbols)):
        env = {s: Fraction(x) for s, x in zip(symbols, values, strict=True)}
        subs = {s: sp.Integer(x) for s, x in zip(symbols, values, strict=True)}
        try:
            a, b = _value(given[0].subs(subs), env), _value(given[1].subs(subs), env)
        except (_Unsupported, ZeroDivisionError, TypeError):
            continue
        tried += 1
        if a != b:
            where = ", ".join(f"{s} = {x}" for s, x in zip(symbols, values, strict=True))
            return Decision("exact evaluation", "fails", f"at {where}: {a} != {b}")
        if tried >= 4096:
            break
    return Decision(
        "exact evaluation",
        "unknown",
        f"not a polynomial identity in its variables and subterms ({how}); the sides agree at {tried} integer points",
    )


# --- limits and inequalities by exact expansion ----------------------------------------------------------
#
# Both read the recorded SymPy expression as a tree and expand it with our own exact arithmetic (a polynomial
# is a dict from exponent tuples to Fractions): SymPy's limit and simplifier are not called, and its
# assumptions only give each symbol's domain (positive, nonnegative) where the relation names no bound.

_Poly = dict[tuple[int, ...], Fraction]


def _padd(a: _Poly, b: _Poly) -> _Poly:
    out = dict(a)
    for m, c in b.items():
        out[m] = out.get(m, Fraction(0)) + c
    return {m: c for m, c in out.items() if c != 0}


def _pmul(a: _Poly, b: _Poly) -> _Poly:
    out: _Poly = {}
    for (ma, ca), (mb, cb) in itertools.product(a.items(), b.items()):
        m = tuple(x + y for x, y in zip(ma, mb, strict=True))
        out[m] = out.get(m, Fraction(0)) + ca * cb
    return {m: c for m, c in out.items() if c != 0}


def _ppow(a: _Poly, n: int, width: int) -> _Poly:
    out: _Poly = {(0,) * width: Fraction(1)}
    for _ in range(n):
        out = _pmul(out, a)
    return out


_Frac = tuple[_Poly, _Poly]  # numerator, denominator


class _Expander:
    """Expand a SymPy tree into a quotient of polynomials over numbered variables (our own exact arithmetic: a
    sum over a common denominator, a product, an integer power), each atom (a symbol or a subterm) mapped by
    ``atom(e)`` to a polynomial, or None when ``e`` is to be expanded further; a power of 2 with an exponent
    linear in one symbol goes to ``power_of_two(a, s, b)`` (the term ``2**(a s + b)``, a >= 0)."""

    def __init__(self, width: int, atom: Any, power_of_two: Any) -> None:
        self.width, self.atom, self.power_of_two = width, atom, power_of_two

    def const(self, c: Fraction) -> _Poly:
        return {(0,) * self.width: c} if c != 0 else {}

    def var(self, i: int) -> _Poly:
        return {tuple(1 if j == i else 0 for j in range(self.width)): Fraction(1)}

    def __call__(self, e: Any) -> _Frac:
        import sympy as sp

        one = self.const(Fraction(1))
        if e.is_Rational:
            return self.const(Fraction(int(e.p), int(e.q))), one
        mapped = self.atom(e)
        if mapped is not None:
            return dict(mapped), one
        if isinstance(e, sp.Add):
            num, den = self(e.args[0])
            for a in e.args[1:]:
                n, d = self(a)
                num, den = (_padd(num, n), den) if d == den else (_padd(_pmul(num, d), _pmul(n, den)), _pmul(den, d))
            return num, den
        if isinstance(e, sp.Mul):
            num, den = one, one
            for a in e.args:
                n, d = self(a)
                num, den = _pmul(num, n), _pmul(den, d)
            return num, den
        if isinstance(e, sp.Pow) and e.exp.is_Integer and abs(e.exp) <= 64:
            n, d = self(e.base)
            n, d = (n, d) if e.exp >= 0 else (d, n)
            return _ppow(n, abs(int(e.exp)), self.width), _ppow(d, abs(int(e.exp)), self.width)
        if isinstance(e, sp.Pow) and e.base == 2 and len(e.exp.free_symbols) == 1:
            (s,) = e.exp.free_symbols
            for sign in (1, -1):  # 2**(-x) is 1 / 2**x
                lin = self._linear(sign * e.exp, s)
                if lin is not None:
                    p = self.power_of_two(lin[0], s, lin[1])
                    return (p, one) if sign == 1 else (one, p)
        raise _Unsupported(f"{e} is not a polynomial in the variables read")

    @staticmethod
    def _linear(x: Any, s: Any) -> tuple[int, Fraction] | None:
        """(a, b) with x = a s + b, a a non-negative integer and b rational, else None."""
        import sympy as sp

        a, b = sp.Integer(0), sp.Integer(0)
        for t in sp.Add.make_args(sp.expand(x)):
            coeff, rest = t.as_coeff_Mul()
            if rest == 1:
                b += coeff
            elif rest == s and coeff.is_Integer:
                a += coeff
            else:
                return None
        if not (a.is_Integer and a >= 0 and b.is_Rational):
            return None
        return int(a), Fraction(int(b.p), int(b.q))


def limit_by_growth(expr: Any, var: Any, value: Any) -> Decision:
    """Re-decide ``lim_{var -> oo} expr = value`` from the leading terms, without ``sympy.limit``.

    ``expr`` is expanded (our own exact arithmetic, :class:`_Expander`) into a numerator and a denominator,
    polynomials in the scales ``2**var`` > ``var`` > ``log(var)``,
    every subterm free of ``var`` a parameter. A monomial ``(2^var)^a var^b log(var)^c`` dominates every
    smaller one in the lexicographic order of (a, b, c) (2^var outgrows every power of var, var every power
    of its log), so each side is its leading coefficient times its leading monomial as var -> oo, and the
    limit is the ratio of the leading coefficients when the monomials are equal, 0 or +-oo when they are
    not. Both leading coefficients must be numbers (no parameter), else the answer is ``unknown``."""
    import sympy as sp

    engine = "leading terms"
    params: dict[Any, int] = {}
    scales = 3

    def atom(e: Any) -> _Poly | None:
        if e == var:
            return expand.var(1)
        if isinstance(e, sp.log) and e.args[0] == var:
            return expand.var(2)
        if not e.has(var) and not e.is_Rational:
            params.setdefault(e, len(params))
            return {(0,) * scales + tuple(1 if j == params[e] else 0 for j in range(16)): Fraction(1)}
        return None

    def power_of_two(a: int, s: Any, b: Fraction) -> _Poly:
        if s != var or b.denominator != 1:
            raise _Unsupported(f"2**({a} {s} + {b})")
        return _pmul(_ppow(expand.var(0), a, expand.width), expand.const(Fraction(2) ** int(b)))

    expand = _Expander(scales + 16, atom, power_of_two)
    try:
        num, den = expand(sp.sympify(expr))
    except (_Unsupported, ZeroDivisionError) as e:
        return Decision(engine, "unknown", f"not a ratio of polynomials in 2^{var}, {var}, log({var}): {_line(str(e))}")
    if len(params) > 16:
        return Decision(engine, "unknown", "more than 16 parameters")
    if not num or not den:
        return Decision(engine, "unknown", "a side expands to 0")

    def lead(p: _Poly) -> tuple[tuple[int, ...], Fraction | None]:
        top = max(m[:scales] for m in p)
        coeffs = {m: c for m, c in p.items() if m[:scales] == top}
        plain = [c for m, c in coeffs.items() if not any(m[scales:])]
        return top, (plain[0] if len(coeffs) == 1 and plain else None)

    (mn, cn), (md, cd) = lead(num), lead(den)
    if cn is None or cd is None:
        return Decision(engine, "unknown", "a leading coefficient depends on a parameter")
    if mn == md:
        got: Any = sp.Rational(cn.numerator, cn.denominator) / sp.Rational(cd.numerator, cd.denominator)
    elif mn < md:
        got = sp.Integer(0)
    else:
        got = sp.oo if (cn > 0) == (cd > 0) else -sp.oo
    how = f"leading monomials (2^{var}, {var}, log {var}) exponents {mn} over {md}, coefficients {cn} over {cd}"
    return Decision(engine, "holds" if got == sp.sympify(value) else "fails", f"limit {got}: {how}")


_NEGATIVE = "a coefficient is negative"
_NOT_STRICT = "every coefficient is non-negative but no term is strictly positive"


def inequality_by_shift(expr: Any, lower: dict[Any, int], strict: bool = True) -> Decision:
    """Re-decide ``expr > 0`` (``>= 0`` unless ``strict``) for every integer v >= ``lower[v]`` of each variable
    in ``lower`` and every value its assumptions allow of each other symbol (positive: > 0, nonnegative:
    >= 0), without SymPy's simplifier or assumptions.

    The certificate: ``expr`` expanded into a numerator and a denominator (:class:`_Expander`) with v = lower[v] + t
    with t >= 0, every ``2**(a s + b)`` with s >= 0 written ``2^b (1 + z_s)^a`` with z_s = 2^s - 1 >= 0 (a
    fresh variable, independent of s: a superset of the domain), and the result expanded exactly. A
    polynomial whose coefficients are all non-negative is >= 0 where its variables are >= 0, and > 0 when
    some monomial with a positive coefficient has only strictly positive variables (the constant term, or
    a product of positive symbols). Numerator and denominator both certified (or both negated) give the
    sign of the quotient. When no certificate is found, the relation is evaluated at integer points (each
    variable from its bound up, then at large values): a point where it fails is ``fails``, else
    ``unknown``."""
    import sympy as sp

    engine = "shift certificate"
    expr = sp.sympify(expr)
    symbols = sorted(expr.free_symbols, key=str)
    floor: dict[Any, int] = {}
    positive: set[Any] = set()
    for s in symbols:
        if s in lower:
            floor[s] = int(lower[s])
        elif s.is_positive:
            floor[s] = 0
            positive.add(s)
        elif s.is_nonnegative:
            floor[s] = 0
        else:
            return Decision(engine, "unknown", f"{s} has no lower bound (neither in the relation's domain nor assumed)")
    names = [*symbols, *(sp.Symbol(f"2**{s}-1") for s in symbols)]
    index = {s: i for i, s in enumerate(names)}
    width = len(names)

    def atom(e: Any) -> _Poly | None:
        if e in floor:  # v = floor + t: the variable read is t >= 0 (t > 0 for a positive symbol at floor 0)
            return _padd(expand.var(index[e]), expand.const(Fraction(floor[e] if e in lower else 0)))
        return None

    def power_of_two(a: int, s: Any, b: Fraction) -> _Poly:
        shift = floor[s] if s in lower else 0  # 2^(a s + b) = 2^(a shift + b) (1 + z)^a, z = 2^t - 1 >= 0
        z = expand.var(len(symbols) + symbols.index(s))
        one_plus_z = _padd(expand.const(Fraction(1)), z)
        return _pmul(expand.const(Fraction(2) ** (a * shift) * _pow2(b)), _ppow(one_plus_z, a, width))

    expand = _Expander(width, atom, power_of_two)
    strictly = {index[s] for s in positive if s not in lower}  # t = v - floor and z are only >= 0

    def uncertified(p: _Poly, need_positive: bool) -> str | None:
        """Why ``p`` is not certified (>= 0, and > 0 when ``need_positive``), or None when it is."""
        if any(c < 0 for c in p.values()):
            return _NEGATIVE
        if need_positive and not any(c > 0 and all(i in strictly for i, x in enumerate(m) if x) for m, c in p.items()):
            return _NOT_STRICT
        return None

    try:
        num, den = expand(expr)
        why = []
        for sign in (1, -1):
            n = {m: sign * c for m, c in num.items()}
            d = {m: sign * c for m, c in den.items()}
            w = uncertified(d, True) or uncertified(n, strict)
            if w is None:
                terms = len(num) + len(den)
                bounds = ", ".join(f"{s} >= {floor[s]}" for s in symbols)
                return Decision(engine, "holds", f"{terms} terms, every coefficient non-negative ({bounds})")
            why.append(w)
    except (_Unsupported, ZeroDivisionError) as e:
        reason = f"no certificate: {_line(str(e))}"
    else:
        reason = f"no certificate: {_NOT_STRICT if _NOT_STRICT in why else _NEGATIVE}"  # the nearer miss of the signs
    bad, tried = _violation(expr, {s: floor[s] + (s in positive and s not in lower) for s in symbols}, strict)
    if bad is not None:
        return Decision(engine, "fails", bad)
    seen = f"it holds at the {tried} integer points tried" if tried else "no integer point could be evaluated"
    return Decision(engine, "unknown", f"{reason}; {seen}")


def _pow2(b: Fraction) -> Fraction:
    if b.denominator != 1:
        raise _Unsupported(f"2**{b}")
    return Fraction(2) ** int(b)


def _violation(expr: Any, least: dict[Any, int], strict: bool) -> tuple[str | None, int]:
    """A point (integers from each variable's least value, then large values) where ``expr > 0`` (``>= 0``)
    fails, or None; and how many points were evaluated."""
    symbols = list(least)
    offsets = [0, 1, 2, 3, 5, 8, 13, 30, 64, 100, 1000, 10**6]
    tried = 0
    for values in itertools.product(offsets, repeat=len(symbols)):
        if tried >= 4096:
            break
        env = {s: Fraction(least[s] + x) for s, x in zip(symbols, values, strict=True)}
        try:
            v = _value(expr, env)
        except (_Unsupported, ZeroDivisionError):
            continue
        tried += 1
        if v < 0 or (strict and v == 0):
            where = ", ".join(f"{s} = {x}" for s, x in env.items())
            return f"at {where}: {v} is not {'>' if strict else '>='} 0", tried
    return None, tried


_RENAMED = re.compile(r"(?<![\w!$?.|@#'])([$?][A-Za-z_]+|[A-Za-z_]+!)([0-9]+)(?![\w!$?.|])")


def canonical_smt2(smt2: str) -> str:
    """``smt2`` with the names Z3 makes up renamed by order of first appearance: its let names (``$x123``,
    ``?x45``, ``a!7``) and fresh constants (``k!0``) are numbered by what the process built before, so the
    same query printed in another process reads differently. A consistent renaming of all of them (each
    name to its prefix and its rank) is injective and keeps every other symbol, so the query is the same."""
    names: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        return names.setdefault(m.group(0), f"{m.group(1)}{len(names) + 1}")

    return _RENAMED.sub(rename, smt2)


def canonical_sha256(smt2: str) -> str:
    """One digest for a query however the process printed it: a hash of its terms, not of its text.

    Z3 numbers the names it makes up by what the process built before (:func:`canonical_smt2` renames
    them), and which shared subterms it binds by a ``let``, and in which order, depends on that history too.
    So the commands (:func:`_tree`) are hashed bottom-up, a ``let`` variable standing for the hash of its
    term (a Merkle hash of the let-expanded terms, linear in the text), and the declarations as a set."""
    import hashlib

    commands = _tree(_tokens(canonical_smt2(smt2)))
    hashed = [_term_hash(c) for c in commands]
    declared = sorted(
        h for c, h in zip(commands, hashed, strict=True) if isinstance(c, list) and c[:1] == ["declare-fun"]
    )
    rest = [h for c, h in zip(commands, hashed, strict=True) if not (isinstance(c, list) and c[:1] == ["declare-fun"])]
    return hashlib.sha256(b"".join([*declared, b"|", *rest])).hexdigest()


def _term_hash(e: Any) -> bytes:
    """The hash of an s-expression of :func:`_tree` with every ``let`` expanded, without expanding it:
    a let variable hashes as its bound term (iteratively: Z3 nests a let per shared term)."""
    import hashlib

    def h(tag: bytes, data: bytes) -> bytes:
        return hashlib.sha256(tag + data).digest()

    env: dict[str, list[bytes]] = {}
    values: list[bytes] = []
    todo: list[tuple[str, Any]] = [("eval", e)]
    while todo:
        op, x = todo.pop()
        if op == "eval":
            if isinstance(x, str):
                values.append(env[x][-1] if env.get(x) else h(b"a", x.encode()))
            elif len(x) == 3 and x[0] == "let" and isinstance(x[1], list):
                todo.append(("bind", x))  # after its terms, in the outer scope (a let binds in parallel)
                todo.extend(("eval", b[1]) for b in reversed(x[1]))
            else:
                todo.append(("list", len(x)))
                todo.extend(("eval", c) for c in reversed(x))
        elif op == "bind":
            n = len(x[1])
            bound, values[len(values) - n :] = values[len(values) - n :], []
            for b, v in zip(x[1], bound, strict=True):
                env.setdefault(b[0], []).append(v)
            todo.append(("unbind", x))
            todo.append(("eval", x[2]))
        elif op == "unbind":
            for b in x[1]:
                env[b[0]].pop()
        else:
            n = x
            parts, values[len(values) - n :] = values[len(values) - n :], []
            values.append(h(b"l", b"".join(parts)))
    return values[0]
