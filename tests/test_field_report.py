"""The field report's own examples (issue #23 item 4): what lint, `load` and `apply --validate`
each say, and what the API server would do.

The report is /work/shared/seeds/controller-gen-pitfalls-blog.txt (LinkedIn's "controller-gen
pitfalls"); every example of it that touches validation is translated in
testdata/field_report/cars/ (one module per example, README.md there names the section). The
expected verdicts are worked out by hand from the report's text and Kubernetes' rules
(KEP-1929's implicit defaults, apiextensions-apiserver's "a default must validate as written"),
not taken from a run: where the API server refuses the CRD itself, `crd` must refuse to write
it; where it would accept a document, both of our paths must accept it with the same result;
where it refuses one, both must refuse it with the same problems.
"""

from __future__ import annotations

import importlib
import json
import shutil
import sys
import uuid
from pathlib import Path

import pytest
import yaml
from strategies import run_cli

DATA = Path(__file__).parent.parent / "testdata" / "field_report"


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """testdata/field_report copied under a package name of its own (so its modules do not
    meet another test's in sys.modules)."""
    root = tmp_path_factory.mktemp("field_report")
    package = "cars_" + uuid.uuid4().hex[:8]
    shutil.copytree(DATA / "cars", root / package)
    sys.path.insert(0, str(root))
    yield root, package
    sys.path.remove(str(root))


def lint_codes(project, module: str) -> list[str]:
    root, package = project
    _, out, _ = run_cli(root, "lint", "--no-cache", f"{package}/{module}.py")
    return [line.split(" ")[1] for line in out.splitlines() if line.startswith(f"{package}/")]


def crd(project, module: str) -> tuple[int, list[str]]:
    """`crd`'s exit status and the codes it reports (the API server's checks of a CRD)."""
    root, package = project
    status, out, err = run_cli(root, "crd", "--no-cache", f"{package}/{module}.py")
    return status, [line.split(" ")[1] for line in (out + err).splitlines() if line.startswith(f"{package}/")]


class Paths:
    """The built-in path (generated `load`) and the CRD path (`apply --validate` with the schema
    `openapi` emits) of one module."""

    def __init__(self, project, module: str) -> None:
        self.root, package = project
        self.module = f"{package}.{module}"
        assert run_cli(self.root, "generate", "--no-cache", f"{package}/{module}.py")[0] == 0
        assert run_cli(self.root, "openapi", "--no-cache", f"{package}/{module}.py", "-o", f"{module}.json")[0] == 0
        self.schema = f"{module}.json"
        self.types = importlib.import_module(self.module)
        self.generated = importlib.import_module(f"{self.module}_defaults")

    def load(self, doc: dict) -> tuple[list[str], dict | None]:
        try:
            return [], self.generated.to_dict(self.generated.load(self.types.Car, doc))
        except self.generated.ValidationError as exc:
            return sorted(str(p) for p in exc.problems), None

    def apply(self, doc: dict) -> tuple[list[str], dict | None]:
        (self.root / "doc.json").write_text(json.dumps(doc), encoding="utf-8")
        status, out, err = run_cli(
            self.root, "apply", "--validate", "--schema", self.schema, "--type", f"{self.module}.Car", "doc.json"
        )
        if status == 0:
            return [], json.loads(out)
        assert status == 1, err
        problems = [line.removeprefix("doc.json: ") for line in err.splitlines() if not line.startswith("doc.json: refused")]
        return sorted(problems), None

    def both(self, doc: dict) -> tuple[list[str], dict | None]:
        """What both paths say about `doc`, which must be the same."""
        built_in, crd_path = self.load(doc), self.apply(doc)
        assert built_in == crd_path, f"load: {built_in}, apply --validate: {crd_path}"
        return built_in

    def each(self, doc: dict) -> tuple[tuple[list[str], dict | None], tuple[list[str], dict | None]]:
        """What `load` and what `apply --validate` say about `doc` (where SPEC §3's accepted
        drift lets their words differ)."""
        return self.load(doc), self.apply(doc)


def test_zero_vs_null(project):
    """"Zero vs null pitfalls": `+required` on a non-omitempty string lets `""` through; the
    report's fix is a marker that refuses the zero value. Lint warns (DG205) with that fix."""
    assert lint_codes(project, "zero_vs_null") == ["DG205"]
    assert crd(project, "zero_vs_null") == (0, [])
    paths = Paths(project, "zero_vs_null")
    # the report's case: the Go client sends "brand": "", the API server accepts it
    assert paths.both({"spec": {"brand": ""}}) == ([], {"spec": {"brand": ""}})
    # a document without brand: KEP-1929 defaults the non-omitempty field to "" (published as
    # its default), which is then present; both accept, which is the pitfall DG205 names
    assert paths.both({"spec": {}}) == ([], {"spec": {"brand": ""}})

    assert lint_codes(project, "zero_vs_null_fixed") == []
    fixed = Paths(project, "zero_vs_null_fixed")
    # an explicit "" for the omitempty brand: both refuse, in their own words (SPEC §3's drift:
    # the typed value "" is absent for the built-in path, present for the CRD path)
    assert fixed.each({"spec": {"brand": ""}}) == (
        (["$.spec.brand: missing required field"], None),
        (['$.spec.brand: must be at least 1 character long, got 0: ""'], None),
    )
    assert fixed.both({"spec": {}}) == (["$.spec.brand: missing required field"], None)
    assert fixed.both({"spec": {"brand": "BMW"}}) == ([], {"spec": {"brand": "BMW"}})


def test_nested_fields_are_validated(project):
    """"Nested fields are not always validated": with controller-gen's CRD, a Car without
    `spec` skips `spec.brand`'s enum. KEP-1929 gives the non-Optional `spec` the default `{}`,
    so both paths validate it, and refuse the brand `""` it defaults to. A CRD cannot carry
    that default (it fails as written, and even filled in): `crd` refuses (CRD103, naming the
    field to make Optional), and lint warns that omitempty does nothing here (DG202)."""
    assert lint_codes(project, "nested") == ["DG202"]
    assert crd(project, "nested") == (1, ["CRD103"])
    paths = Paths(project, "nested")
    assert paths.both({"metadata": {"name": "my-car"}}) == (
        ['$.spec.brand: must be one of ["BMW", "Porsche", "McLaren"], got string ""'],
        None,
    )
    assert paths.both({"spec": {"brand": "BMW"}}) == ([], {"spec": {"brand": "BMW"}})


def test_misspelled_markers_stop_at_lint(project):
    """"Markers aren't always validated": `:enum` for `:Enum` is ignored by controller-gen, so
    its CRD accepts any brand. Lint refuses it (DG109, suggesting `:Enum`), and nothing is
    generated or emitted until it is fixed: no code or schema runs without the enum."""
    assert lint_codes(project, "misspelled") == ["DG109"]
    root, package = project
    assert run_cli(root, "generate", "--no-cache", f"{package}/misspelled.py")[0] == 1
    assert run_cli(root, "openapi", "--no-cache", f"{package}/misspelled.py", "-o", "misspelled.json")[0] == 1
    assert not (root / package / "misspelled_defaults.py").exists() and not (root / "misspelled.json").exists()


def test_defaulting_and_validation_at_the_same_time(project):
    """"Defaulting and validation at the same time": `+kubebuilder:default:={}` over a required
    nested `type`: the API server refuses the CRD (`default.type: Required value`). The Go
    field is a non-pointer struct, which KEP-1929 forbids defaulting (DG201: nothing is
    generated); on a pointer, lint refuses the default as written (DG308, SPEC §2), so nothing is generated
    and `crd` stops there too, before its own CRD103 would refuse it as the API server does; the fix that duplicates no default is a non-Optional field
    (KEP-1929's implicit `{}`, which SPEC §7 would publish filled in if it failed as written)
    and a `type` that is defaulted, not required (DG205's advice)."""
    assert "DG201" in lint_codes(project, "default_and_validation")
    assert crd(project, "default_and_validation")[0] == 1

    assert lint_codes(project, "default_and_validation_pointer") == ["DG205", "DG308"]
    assert crd(project, "default_and_validation_pointer") == (1, ["DG308"])
    root, package = project
    assert run_cli(root, "generate", "--no-cache", f"{package}/default_and_validation_pointer.py")[0] == 1
    expected = {"spec": {"brand": "BMW", "transmission": {"type": "Automatic"}}}

    assert lint_codes(project, "default_and_validation_fixed") == []
    assert crd(project, "default_and_validation_fixed") == (0, [])
    manifest = yaml.safe_load((root / "crds" / "example.com_cars.yaml").read_text("utf-8"))
    spec = manifest["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
    # KEP-1929's implicit `{}`, valid as written now that `type` is defaulted rather than
    # required (DG205's advice); the API server then fills in the nested default
    assert spec["properties"]["transmission"]["default"] == {}
    assert spec["properties"]["transmission"]["properties"]["type"]["default"] == "Automatic"
    fixed = Paths(project, "default_and_validation_fixed")
    assert fixed.both({"spec": {"brand": "BMW"}}) == ([], expected)
    assert fixed.both({"spec": {"brand": "Ford"}}) == (
        ['$.spec.brand: must be one of ["BMW", "Porsche", "McLaren"], got string "Ford"'],
        None,
    )


def test_required_wins_over_omitempty(project):
    """"Explicit +required or +optional on every field": before controller-tools v0.16,
    omitempty made a `+required` field optional; with v0.16's precedence (ours), a Car without
    `brand` is refused by both paths."""
    assert lint_codes(project, "required_omitempty") == []
    paths = Paths(project, "required_omitempty")
    assert paths.both({"spec": {}}) == (["$.spec.brand: missing required field"], None)
    assert paths.both({"spec": {"brand": "McLaren"}}) == ([], {"spec": {"brand": "McLaren"}})
