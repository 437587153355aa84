"""The layering as checked contracts: import-linter's contracts (pyproject.toml) and no import cycle.

``lint-imports`` checks the layers (proofs > checkers > spec), that spec imports no solver, that no
paper's claims import another paper's, that the CLI core imports no paper, and that sibling modules
import each other one way. The cycle test covers what ``acyclic_siblings`` leaves out (a cycle through
a package's own ``__init__``): no module of ``alltoall`` reaches itself, function-local imports
included (grimp reads every import statement, wherever it stands).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp

from alltoall.proofs import cli
from alltoall.proofs.claims.chou_chen_2010 import cli as chou_chen_cli

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint), "--no-logo", "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected components of more than one module, and modules importing themselves."""
    adj = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in sorted(graph.modules)}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in adj:
        if start in index:
            continue
        work = [(start, iter(adj[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, edges = work[-1]
            w = next(edges, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(adj[w])))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                if len(component) > 1 or v in adj[v]:
                    found.append(sorted(component))
    return found


def test_no_import_cycle_among_modules():
    graph = grimp.build_graph("alltoall", cache_dir=None)
    assert "alltoall.proofs.cli" in graph.modules and "alltoall.spec.errors" in graph.modules
    assert _cycles(graph) == []


def test_cycle_finder_finds_a_planted_cycle():
    graph = grimp.ImportGraph()
    for a, b in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d"), ("p.e", "p.e")):
        graph.add_import(importer=a, imported=b)
    assert sorted(_cycles(graph)) == [["p.a", "p.b", "p.c"], ["p.e"]]


def test_paper_commands_are_contributed_by_their_claims_package():
    assert chou_chen_cli.rn in cli.paper_commands()
    assert cli.cli.commands["rn"] is chou_chen_cli.rn


def test_unit_tests_import_no_claims_and_no_runner():
    """A unit test of a module of spec/ or checkers/ (tests/unit/) runs that module alone: it imports nothing of
    ``alltoall.proofs`` (no claims package, no registry), so it cannot pass through a paper's helper."""
    import ast

    found = []
    for path in sorted((ROOT / "tests" / "unit").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if isinstance(node, ast.ImportFrom) and node.module == "alltoall":
                names += [f"alltoall.{a.name}" for a in node.names]
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{path.name}: {n}" for n in names if n == "alltoall.proofs" or n.startswith("alltoall.proofs.")]
    assert not found, found
