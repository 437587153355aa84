# The two commands of the README: `make prove` and `make test`.
PYTHON ?= python3
VENV   := .venv
STAMP  := $(VENV)/.installed
JOBS   ?= 2
TIER   ?= fast

.PHONY: prove test typecheck bench mutants clean

# (Re)create the virtualenv when it is missing or pyproject.toml changed. pip installs uv (one wheel), and
# uv installs the project: it downloads and unpacks in parallel, about 5 s where pip takes about 55 on a
# fresh machine. It writes no bytecode; the first process to import a module does (see `test`).
UV := $(VENV)/bin/uv pip install --quiet --python $(VENV)/bin/python

$(STAMP): pyproject.toml setup.py
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --quiet uv
	$(UV) -e '.[test]'
	touch $(STAMP)

# A wider tier also re-decides every proof with a second engine (`alltoall recheck`, docs/design.md), first,
# so the tier's ledger counts the proofs it confirmed; both always run, and either failing fails the target.
prove: $(STAMP)
	rc=0; if [ "$(TIER)" != fast ]; then nice -n 10 $(VENV)/bin/alltoall recheck --tier $(TIER) --write || rc=$$?; fi; \
	$(VENV)/bin/alltoall prove --tier $(TIER) --jobs $(JOBS) || rc=$$?; exit $$rc

# The tests write bytecode (__pycache__/, ignored by git) even where the environment says not to
# (PYTHONDONTWRITEBYTECODE, set on CI): the suite starts the CLI in many processes, and each would
# otherwise compile the package from source again (about 0.6 CPU s a start).
test: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(MAKE) --no-print-directory typecheck
	$(VENV)/bin/lint-imports --no-logo
	env -u PYTHONDONTWRITEBYTECODE $(VENV)/bin/python -m pytest -q -n $(JOBS) --dist worksteal -p no:cacheprovider

# mypy by import names (alltoall.*): the repository root is the package, so build/mypy/alltoall links to it
# ([tool.mypy] mypy_path); the cache is build/mypy_cache, so a rerun takes seconds.
typecheck: $(STAMP)
	mkdir -p build/mypy && ln -sfn ../.. build/mypy/alltoall
	$(VENV)/bin/mypy -p alltoall.spec -p alltoall.checkers -p alltoall.proofs -m alltoall -m alltoall.__main__

bench: $(STAMP)
	$(VENV)/bin/python benchmarks/bench_min_latin.py --budget 60
	$(VENV)/bin/python benchmarks/bench_min_m0.py
	$(VENV)/bin/python benchmarks/bench_theorem1.py --budget 60
	$(VENV)/bin/python benchmarks/bench_broadcast.py --limit 60
	$(VENV)/bin/python benchmarks/bench_exchange.py
	nice -n 10 $(VENV)/bin/python benchmarks/bench_delay.py --budget 60
	nice -n 10 $(VENV)/bin/python benchmarks/bench_at2.py --budget 60
	$(VENV)/bin/python benchmarks/bench_gsen.py
	$(VENV)/bin/python benchmarks/bench_frontiers.py

# Mutation score (not in CI; long): mutmut 3 over spec/ and checkers/ of a copy of the tree
# (build/mutants/alltoall), run from build/mutants with pyproject.toml's [tool.mutmut], so the working
# tree is never mutated and the mutated modules keep their names; niced, one worker per core. The
# counts go into benchmarks/mutation.md. `make mutants MUT_ONLY='alltoall.spec.digits.*'` reruns a part in
# the previous run's folder (its stats and other results kept);
# `make mutants MUT_SAMPLE=1600 [MUT_SEED=n]` judges a seeded sample (score with a 95 % interval); MUT_BUDGET is the
# clean test time (s) kept per mutated function (benchmarks/mutation_run.py).
MUT_DIR  := build/mutants
MUT_ONLY ?=
MUT_BUDGET ?= 20
MUT_SAMPLE ?= 0
MUT_SEED ?= 20261123

mutants: $(STAMP)
	$(VENV)/bin/python -m pip install --quiet --quiet uv
	$(UV) -e '.[test,mutants,rn]'
	if [ -z "$(MUT_ONLY)" ]; then rm -rf $(MUT_DIR); fi; mkdir -p $(MUT_DIR)/alltoall
	git ls-files -co --exclude-standard | tar -cf - -T - | tar -xf - -C $(MUT_DIR)/alltoall
	cp pyproject.toml $(MUT_DIR)/pyproject.toml
	cd $(MUT_DIR) && start=$$(date +%s) && CI=1 nice -n 15 $(CURDIR)/$(VENV)/bin/python $(CURDIR)/benchmarks/mutation_run.py --jobs $(JOBS) --budget $(MUT_BUDGET) --sample $(MUT_SAMPLE) --seed $(MUT_SEED) $(MUT_ONLY); \
		echo "$$(date -u +%H:%M) UTC, $$(( $$(date +%s) - start )) s wall on $(JOBS) workers $(if $(MUT_ONLY),(rerun of $(MUT_ONLY)),), load $$(cut -d' ' -f1-3 /proc/loadavg)" >> wall.txt
	$(VENV)/bin/python benchmarks/mutation_report.py benchmarks/mutation.md $(MUT_DIR)/mutants --wall "$$(paste -sd";" $(MUT_DIR)/wall.txt)" --selection $(MUT_DIR)/selection.json --sample $(MUT_DIR)/sample.json

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
