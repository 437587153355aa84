"""Check benchmarks/mutation_triage.toml against the current sources, without a mutation run.

Usage: python benchmarks/mutation_triage.py [TRIAGE]   (needs mutmut: ``pip install -e '.[mutants]'``)

Each ``[equivalent]`` entry names a mutant (``alltoall.<module>.<function>__mutmut_<i>``) and gives the
reason it is equivalent; ``[change]`` records, under the same name, the change it was judged on, as
``mutation_report.py`` prints it (`` `old` -> `new` ``). mutmut numbers a function's mutants in order,
so editing the function can hand the name to another mutation, whose reason nobody wrote. This script
mutates every module the file names (mutmut's own ``mutate_file_contents``, as ``make mutants`` does),
reads each named mutant's change, and lists every entry whose mutant is gone, has no recorded change, or
now changes something else. Exit 1 when any is listed. ``make mutants``'s report applies the same rule.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
import tomllib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import mutation_report  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
NAME = re.compile(r"^alltoall\.(?P<module>[\w.]+)\.(?P<local>(?:x_|xǁ)\S+__mutmut_\d+)$")


def current_changes(module: str) -> dict[str, str] | None:
    """Change of every mutant of ``alltoall.<module>`` in the working tree, by local name (None: no such file)."""
    from mutmut.mutation.file_mutation import mutate_file_contents

    path = ROOT / (module.replace(".", "/") + ".py")
    if not path.is_file():
        return None
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))  # libcst on the longest modules
    mutated = mutate_file_contents(str(path.relative_to(ROOT)), path.read_text())
    funcs = mutation_report.functions_of(mutated.code)
    return {name: mutation_report.change(funcs, name) for name in mutated.mutant_names}


def stale(triage: pathlib.Path) -> list[str]:
    """One line per entry that no longer excuses the mutant it names."""
    doc = tomllib.loads(triage.read_text())
    recorded = doc.get("change", {})
    out, by_module = [], {}
    for name in doc.get("equivalent", {}):
        m = NAME.match(name)
        if not m:
            out.append(f"{name}: not a mutant name of this package")
            continue
        module, local = m["module"], m["local"]
        if module not in by_module:
            by_module[module] = current_changes(module)
        now = (by_module[module] or {}).get(local)
        if now is None:
            out.append(f"{name}: no such mutant now")
        elif name not in recorded:
            out.append(f"{name}: no change recorded (now {now})")
        elif recorded[name] != now:
            out.append(f"{name}: judged on {recorded[name]}, now {now}")
    judged = doc.get("equivalent", {})
    out += [f"{name}: a change with no [equivalent] entry" for name in recorded if name not in judged]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = pathlib.Path(__file__).with_name("mutation_triage.toml")
    ap.add_argument("triage", nargs="?", type=pathlib.Path, default=default)
    lines = stale(ap.parse_args().triage)
    print("\n".join(lines) if lines else "every triage entry names the mutant it was judged on")
    sys.exit(1 if lines else 0)


if __name__ == "__main__":
    main()
