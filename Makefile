# Two commands from a fresh clone: `make run` and `make test`. Each builds .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run docs test bench fuzz clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## run: the example service end to end: lint, generate, emit OpenAPI, run the app (and see it refuse a broken config), check both defaulting paths agree;
## then the Widget operator types: generate, write and check their CRD, and check the CRD defaults like the code
# (from testdata/examples, whose pyproject.toml tells defaultgen what to scan and where to write)
run: $(STAMP)
	cd testdata/examples && ../../$(BIN)/defaultgen lint
	cd testdata/examples && ../../$(BIN)/defaultgen generate
	cd testdata/examples && ../../$(BIN)/defaultgen openapi && echo "wrote service/openapi.json"
	cd testdata/examples && ../../$(BIN)/python -m service service/config.yaml
	cd testdata/examples && ! ../../$(BIN)/python -m service service/config-broken.yaml && echo "service/config-broken.yaml refused: both mistakes named"
	cd testdata/examples && ../../$(BIN)/python agree.py
	cd testdata/examples && ../../$(BIN)/defaultgen generate widgets
	cd testdata/examples && ../../$(BIN)/defaultgen crd widgets && ../../$(BIN)/defaultgen crd --check widgets
	cd testdata/examples && ../../$(BIN)/python widgets/agree.py

## docs: regenerate docs/rules.md from the rules' own documentation
docs: $(STAMP)
	$(BIN)/defaultgen rules --markdown > docs/rules.md.tmp && mv docs/rules.md.tmp docs/rules.md

## test: the whole test suite
test: $(STAMP)
	$(BIN)/python -m pytest -q

## bench: timings against the baselines (BENCH_QUICK=1 for a smaller run); a full run updates docs/benchmarks.md
bench: $(STAMP)
	$(BIN)/python -c 'import pydantic, mashumaro, msgspec' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,bench]'
	$(BIN)/python -m bench

## fuzz: two-path agreement on 2,000 random type universes, class shapes against Python on 2,000 random hierarchies, the front end on 10,000 hostile sources (slow)
fuzz: $(STAMP)
	DEFAULTGEN_PROPERTY_EXAMPLES=2000 DEFAULTGEN_FUZZ_INPUTS=10000 $(BIN)/python -m pytest -q tests/test_agreement.py tests/test_class_shapes.py tests/test_fuzz_frontend.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
