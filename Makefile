# The two commands of the README: `make prove` and `make test`.
PYTHON ?= python3
VENV   := .venv
STAMP  := $(VENV)/.installed
JOBS   ?= 2
TIER   ?= fast

.PHONY: prove test bench clean

# (Re)create the virtualenv when it is missing or pyproject.toml changed.
$(STAMP): pyproject.toml
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

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
