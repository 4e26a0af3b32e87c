"""controller-gen's own testdata (testdata/controller_tools/, sources named in its README):
the Python translations lint clean but for the fields where the Go testdata breaks KEP-1929 on
purpose (each suppressed in the translation with `# noqa` and listed here with why), and
`defaultgen crd` writes controller-gen's golden CRD: every validation keyword, default (but
KEP-1929's implicit ones), enum, required, format, nullable and `x-kubernetes-*` extension,
property by property (tests/golden_crd.py; descriptions may differ).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from golden_crd import differences

from defaultgen.cli.main import main
from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "testdata/controller_tools"

# What differs from controller-gen on purpose, by schema path (below the version's
# openAPIV3Schema), and why.
CRONJOB_DEVIATIONS = {
    # batch/v1beta1 JobTemplateSpec is a stub (its JobSpec holds a whole PodSpec): not compared
    "/properties/spec/properties/jobTemplate": None,
    # SPEC §4: an Optional list item or dict value is nullable (its null is a value, as a Go
    # pointer's); controller-gen drops the pointer of `map[string]*string` and `[]*IntOrString`
    "/properties/spec/properties/ptrData/additionalProperties/nullable": True,
    "/properties/spec/properties/intOrStringArrayWithAPattern/items/nullable": True,
    # kube-openapi resolves `+default=ref(DefaultRefValue)` (SPEC §1); controller-gen ignores it
    "/properties/spec/properties/kubernetesDefaultedRef/default": "defaultRefValue",
}
CASES = {
    "cronjob": (DATA / "cronjob", "testdata.kubebuilder.io_cronjobs.yaml", {"v1": CRONJOB_DEVIATIONS}),
    "tutorial": (DATA / "tutorial", "batch.tutorial.kubebuilder.io_cronjobs.yaml", {"v1": {"/properties/spec/properties/jobTemplate": None}}),
    # `+kubebuilder:externalDocs` on fields and on a named type (published as `externalDocs`)
    "external_docs": (DATA / "external_docs", "testdata.kubebuilder.io_externaldocs.yaml", {}),
}

# The findings `# noqa` suppresses in the translations: where the Go testdata breaks KEP-1929
# (or defaultgen's rules) on purpose, to test controller-gen's handling of it.
SUPPRESSED = {
    "cronjob": {
        # non-zero defaults on non-omitempty fields: controller-gen's defaulting tests; the typed
        # path would serialize the zero value and never default it
        ("DG203", "defaulted_string"),
        ("DG203", "defaulted_slice"),
        ("DG203", "defaulted_object"),
        ("DG203", "double_defaulted_string"),
        ("DG203", "kubernetes_defaulted_string"),
        ("DG203", "kubernetes_defaulted_slice"),
        ("DG203", "kubernetes_defaulted_object"),
        # zero defaults on non-omitempty fields: redundant, tested for their `default: []` / `{}`
        ("DG204", "defaulted_empty_slice"),
        ("DG204", "defaulted_empty_map"),
        ("DG204", "kubernetes_defaulted_empty_slice"),
        ("DG204", "kubernetes_defaulted_empty_map"),
        # `{}` on a non-Optional struct (KEP-1929 forbids a default there: it is implicit)
        ("DG201", "defaulted_empty_object"),
        ("DG201", "kubernetes_defaulted_empty_object"),
        # `+kubebuilder:default` and `+default` with different values: controller-gen's
        # precedence test (the first, kubebuilder's, wins there)
        ("DG103", "double_defaulted_string"),
        # omitempty on non-Optional structs (Go's omitempty never leaves a struct out)
        ("DG202", "metadata"),
        ("DG202", "status"),
        # a `+k8s:enum` type without a "" constant, omitempty and no default: Go decodes a
        # missing value to "", which is no member
        ("DG303", "k8s_concurrency_policy"),
        # and for the same reason the API server accepts a document without it, which the
        # typed decoder cannot decode
        ("DG309", "k8s_concurrency_policy"),
    },
    # the tutorial's `+required` on fields that are always serialized (not omitempty, or a
    # struct): `required` never refuses anything there, the field report's zero-vs-null pitfall
    "tutorial": {("DG205", "schedule"), ("DG205", "job_template"), ("DG205", "spec")},
    # omitempty on non-Optional structs, as in the CronJob
    "external_docs": {("DG202", "metadata"), ("DG202", "spec")},
}


# Markers of the Go testdata that controller-gen ignores without a word (no such marker:
# `Optional` and `nullable` are spelled so; the golden CRD shows them ignored) and defaultgen
# refuses (DG109 in lint, CRD001 in crd): the comparison reads the translation without them,
# which is what controller-gen reads.
IGNORED_BY_CONTROLLER_GEN = {
    "cronjob": ["+kubebuilder:validation:nullable"] * 3 + ["+kubebuilder:validation:optional"],
    "tutorial": [],
    "external_docs": [],
}


def crd_of(tmp_path: Path, monkeypatch, capsys, case: str) -> dict[str, Any]:
    """`defaultgen crd` on a copy of the translation without the markers controller-gen ignores."""
    path, golden, _ = CASES[case]
    copy = tmp_path / "controller_tools"
    shutil.copytree(DATA, copy, ignore=shutil.ignore_patterns("golden", "__pycache__"))
    for source in (copy / path.relative_to(DATA)).rglob("*.py"):
        lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
        source.write_text("".join(line for line in lines if line.strip().removeprefix("# ") not in IGNORED_BY_CONTROLLER_GEN[case]))
    monkeypatch.chdir(tmp_path)
    status = main(["crd", "--no-cache", str(copy / path.relative_to(DATA)), "-o", "out"])
    _, err = capsys.readouterr()
    assert status == 0, err
    return yaml.safe_load((tmp_path / "out" / golden).read_text(encoding="utf-8"))


def golden_of(case: str) -> dict[str, Any]:
    return yaml.safe_load((DATA / "golden" / CASES[case][1]).read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES)
def test_translation_lints_clean_but_for_what_the_go_testdata_breaks_on_purpose(case):
    path = CASES[case][0]
    universe = load_universe(discover([str(path)], REPO), REPO)
    found = [(d.code, d.message.split("`")[1]) for d in lint(universe, Settings())]
    assert found == [("DG109", marker) for marker in IGNORED_BY_CONTROLLER_GEN[case]]
    suppressed = set()
    for module in universe.scanned:
        for declared in module.classes:
            for field in declared.fields:
                for suppression in field.suppressions:
                    suppressed |= {(code, field.name) for code in suppression.codes}
    assert suppressed == SUPPRESSED[case]


@pytest.mark.parametrize("case", CASES)
def test_crd_is_controller_gens_golden_crd(tmp_path, monkeypatch, capsys, case):
    """Every version (the CronJob's v1beta1 and v1beta2 come from unserved.py and
    deprecated.py) and the CRD around them; each version's schema keyword by keyword."""
    ours, theirs = crd_of(tmp_path, monkeypatch, capsys, case), golden_of(case)
    ours_versions = {v["name"]: v for v in ours["spec"].pop("versions")}
    theirs_versions = {v["name"]: v for v in theirs["spec"].pop("versions")}
    assert list(ours_versions) == list(theirs_versions)
    assert ours["spec"] == theirs["spec"]
    # each generator names itself in an annotation; the rest (+kubebuilder:metadata) is the same
    assert ours["metadata"]["annotations"].pop("defaultgen/generated") == "true"
    theirs["metadata"]["annotations"].pop("controller-gen.kubebuilder.io/version")
    assert ours["metadata"] == theirs["metadata"]
    for name, theirs_version in theirs_versions.items():
        ours_version = ours_versions[name]
        ours_schema = ours_version.pop("schema")["openAPIV3Schema"]
        theirs_schema = theirs_version.pop("schema")["openAPIV3Schema"]
        assert ours_version == theirs_version, name
        for pointer, value in CASES[case][2].get(name, {}).items():
            _deviate(ours_schema, theirs_schema, pointer, value)
        assert differences(ours_schema, theirs_schema) == [], name


def _deviate(ours: dict[str, Any], theirs: dict[str, Any], pointer: str, value: Any) -> None:
    """Check that ours has `value` at `pointer` where controller-gen has nothing, then drop it
    from ours; None: the subtree is not compared (controller-gen's is replaced by ours, which
    keeps what ours says about its parent's defaults)."""
    *parents, last = pointer.strip("/").split("/")
    for part in parents:
        ours, theirs = ours[part], theirs[part]
    if value is None:
        theirs[last] = ours[last]
        return
    assert last not in theirs, pointer
    assert ours.pop(last) == value, pointer
