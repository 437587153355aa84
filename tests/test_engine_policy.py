"""The engine policy: a solver model is a witness only once brute force confirms it; verdicts combine by
one rule (checkers/result.py ``combine``); claim modules build no solver query (an AST scan)."""

from __future__ import annotations

import ast
import pathlib

import numpy as np
import pytest

from alltoall.checkers import brute
from alltoall.checkers.result import Verdict, Witness, combine, proved, refuted, unknown, verified
from alltoall.checkers.z3 import core, latin
from alltoall.checkers.z3 import min as z3_min
from alltoall.spec.topologies import multistage as ms

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _collide_last_rounds() -> ms.MIN:
    """8 x 8 network whose stages 0 and 1 act on the same line digit: its rounds are not a Latin square."""
    return ms.from_wirings("Collide", 2, 8, [ms.shuffle(3), ms.identity(3), ms.shuffle(3), ms.identity(3)])


def _witness(net, M0, v) -> Witness:
    return Witness("latin-violation", {"N": net.N}, {"where": dict(v.where)}, v.message, {"method": "z3"})


# --- a model is re-checked before it is a witness ---------------------------------------------------


def test_a_confirmed_model_refutes():
    net = _collide_last_rounds()
    r = latin.latin_square([net], "zero", 30.0, witness=_witness)
    assert r.verdict is Verdict.REFUTED and r.witness.kind == "latin-violation"
    assert brute.latin_violation(net, np.zeros((4, 3), dtype=np.int64)) is not None


def test_a_model_brute_force_does_not_confirm_is_unknown_not_refuted(monkeypatch):
    net = _collide_last_rounds()
    monkeypatch.setattr(latin.brute, "latin_violation", lambda net, M0: None)  # the re-check finds nothing
    r = latin.latin_square([net], "zero", 30.0, witness=_witness)
    assert r.verdict is Verdict.UNKNOWN and r.witness is None
    assert "brute force does not confirm" in r.reason


def test_a_wrongly_decoded_model_is_unknown_not_refuted(monkeypatch):
    net = ms.build("omega", 2, 2)
    # a symbolic M^0 whose decoder returns the zero matrix: a point where the property holds
    monkeypatch.setattr(latin, "decode_m0", lambda net, q, m0: np.zeros((net.switches, net.stages), dtype=np.int64))
    monkeypatch.setattr(z3_min, "collision", lambda *a, **k: core.Query("sat", 0.0, model={"x": [0, 1]}))
    r = latin.latin_square([net], "symbolic", 30.0, witness=_witness)
    assert r.verdict is Verdict.UNKNOWN and r.witness is None
    assert r.evidence["model"] == {"x": [0, 1]}


def test_a_model_that_does_not_decode_is_unknown():
    ask = core.Ask("q", lambda keep: core.Query("sat", 0.0, model={"a": 1}))
    r = core.decide_by_z3([ask], decode=lambda a, q: None, recheck=lambda a, v: "bad", witness=lambda a, v, w: 1 / 0)
    assert r.verdict is Verdict.UNKNOWN and "does not decode" in r.reason


def test_decide_by_z3_keeps_the_smt2_of_every_settling_query():
    asks = [
        core.Ask("a", lambda keep: core.Query("unsat", 0.5, "h", "(a)" if keep else None)),
        core.Ask("b", lambda keep: core.Query("sat", 0.25, "", None), want="sat", keep_smt2=False),
    ]
    r = core.decide_by_z3(asks, decode=None, recheck=None, witness=None, extra=1)
    assert r.verdict is Verdict.PROVED and r.examined == 2
    assert r.evidence["smt2"] == {"a": "(a)"} and r.evidence["extra"] == 1
    assert [q["status"] for q in r.evidence["queries"]] == ["unsat", "sat"]


def test_decide_by_z3_solver_unknown_and_missed_sat_are_unknown():
    gave_up = core.Ask("t", lambda keep: core.Query("unknown", 1.0, reason="timeout"))
    r = core.decide_by_z3([gave_up], decode=None, recheck=None, witness=None)
    assert r.verdict is Verdict.UNKNOWN and r.reason == "z3 t: timeout"
    missed = core.Ask("s", lambda keep: core.Query("unsat", 1.0), want="sat")
    assert core.decide_by_z3([missed], decode=None, recheck=None, witness=None).verdict is Verdict.UNKNOWN


# --- one rule for combining verdicts --------------------------------------------------------------------

W = Witness("k", {}, {}, "bad")


@pytest.mark.parametrize(
    "parts, verdict",
    [
        ([proved(examined=1), refuted(W)], Verdict.REFUTED),
        ([unknown("t/o"), refuted(W)], Verdict.REFUTED),
        ([verified(examined=1), unknown("t/o")], Verdict.UNKNOWN),
        ([proved(examined=1), unknown("t/o")], Verdict.UNKNOWN),
        ([proved(examined=1), verified(examined=1)], Verdict.VERIFIED),
        ([proved(examined=1), proved(examined=1)], Verdict.PROVED),
        ([verified(examined=1), verified(examined=1)], Verdict.VERIFIED),
    ],
)
def test_combine_table(parts, verdict):
    assert combine([(f"p{i}", r) for i, r in enumerate(parts)]).verdict is verdict


def test_combine_sums_examined_and_keeps_the_witness():
    r = combine([("z3", proved(examined=2)), ("brute", verified(examined=3))])
    assert r.examined == 5
    r = combine([("z3", proved(examined=2)), ("brute", refuted(W))])
    assert r.witness is W


def test_a_cross_check_refutes_but_does_not_lower_a_proof():
    r = combine([("z3", proved(examined=2, smt2={"q": "(x)"}))], cross_checks=[("brute", verified(examined=3))])
    assert (r.verdict, r.examined) == (Verdict.PROVED, 5)
    assert r.evidence["z3"]["smt2"] == {"q": "(x)"}
    assert combine([("z3", proved(examined=2))], cross_checks=[("brute", refuted(W))]).witness is W
    assert combine([("z3", proved(examined=2))], cross_checks=[("brute", unknown("t/o"))]).verdict is Verdict.UNKNOWN


# --- claim modules build no solver query -----------------------------------------------------------------

SOLVERS = ("z3", "pysat")
CLAIM_MODULES = sorted((ROOT / "proofs" / "claims").rglob("*.py"))


def _solver_uses(tree: ast.AST) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [f"import {a.name}" for a in node.names if a.name.split(".")[0] in SOLVERS]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] in SOLVERS:
                out.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in SOLVERS:
            out.append(f"{node.value.id}.{node.attr}")
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in ("Solver", "SolverFor", "Optimize"):
                out.append(f"{name}(...)")
    return out


def test_the_claim_modules_are_found():
    assert len(CLAIM_MODULES) > 20


@pytest.mark.parametrize("path", CLAIM_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_claim_module_imports_a_solver_or_builds_a_query(path):
    uses = _solver_uses(ast.parse(path.read_text(), str(path)))
    assert uses == [], f"{path.relative_to(ROOT)} uses a solver directly: {', '.join(uses)}"


def test_the_scan_sees_every_form():
    src = "\n".join(
        [
            "import z3",
            "from pysat.solvers import Glucose",
            "def f():",
            "    import z3 as q",
            "    s = Solver()",
            "    z3.Int(1)",
        ]
    )
    assert len(_solver_uses(ast.parse(src))) == 5
