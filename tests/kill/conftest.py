"""Tests written to kill surviving mutants of `make mutants` (benchmarks/mutation.md).

One file per mutated module, ``test_kill_<package>_<module>.py``; each test pins a behaviour a
surviving mutant changed (an error's parameter and message, an evidence field, a boundary, a dtype),
so that it fails under that mutant and the class of mutants like it. They run in `make test` and in
the mutation runner's selection (pyproject's ``[tool.mutmut]``); `benchmarks/mutation_try.py` checks a
new one against the mutants of the last run before `make mutants MUT_ONLY=...` records it.
"""
