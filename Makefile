# Two commands from a fresh clone: `make run` and `make test`. Each builds .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench fuzz clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## run: the main job on the example types: lint, generate, emit OpenAPI
run: $(STAMP)
	$(BIN)/defaultgen lint testdata/examples

## test: the whole test suite
test: $(STAMP)
	$(BIN)/python -m pytest -q

## bench: timings against the baselines (BENCH_QUICK=1 for a smaller run); a full run updates docs/benchmarks.md
bench: $(STAMP)
	$(BIN)/python -c 'import pydantic' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,bench]'
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
