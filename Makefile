# The two commands of the README: `make prove` and `make test`.
PYTHON ?= python3
VENV   := .venv
STAMP  := $(VENV)/.installed
JOBS   ?= 2
TIER   ?= fast

.PHONY: prove test bench mutants clean

# (Re)create the virtualenv when it is missing or pyproject.toml changed.
$(STAMP): pyproject.toml setup.py
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

prove: $(STAMP)
	$(VENV)/bin/alltoall prove --tier $(TIER) --jobs $(JOBS)

test: $(STAMP)
	$(VENV)/bin/python -m pytest -q -n $(JOBS) -p no:cacheprovider

bench: $(STAMP)
	$(VENV)/bin/python benchmarks/bench_min_latin.py --budget 60
	$(VENV)/bin/python benchmarks/bench_theorem1.py --budget 60
	$(VENV)/bin/python benchmarks/bench_broadcast.py --limit 60
	$(VENV)/bin/python benchmarks/bench_exchange.py
	$(VENV)/bin/python benchmarks/bench_gsen.py
	$(VENV)/bin/python benchmarks/bench_frontiers.py

# Mutation score (not in CI; long): mutmut over a copy of the tree (build/mutants/alltoall, imported
# through PYTHONPATH) so the working tree is never mutated; counts go into benchmarks/mutation.md.
MUT_DIR   := build/mutants
MUT_PATHS ?= spec/digits.py,spec/switches.py,checkers/properties.py,spec/topologies/multistage.py

mutants: $(STAMP)
	$(VENV)/bin/python -m pip install --quiet -e '.[test,mutants]'
	rm -rf $(MUT_DIR) && mkdir -p $(MUT_DIR)/alltoall
	git ls-files -co --exclude-standard | tar -cf - -T - | tar -xf - -C $(MUT_DIR)/alltoall
	cd $(MUT_DIR)/alltoall && PATH=$(CURDIR)/$(VENV)/bin:$$PATH PYTHONPATH=$(CURDIR)/$(MUT_DIR) \
		mutmut run --paths-to-mutate '$(MUT_PATHS)' --no-progress --simple-output; test $$? -lt 16
	$(VENV)/bin/python benchmarks/mutation_report.py benchmarks/mutation.md $(MUT_DIR)/alltoall/.mutmut-cache --scope '$(MUT_PATHS)'

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
