"""Kubernetes' own types against Kubernetes' own documents (issue #23 item 3): the generated
`load` and `validate_document` on the published schema agree document by document, and DG309
is what makes them agree.

The types are core/v1's Service and Pod and apps/v1's Deployment, with their `+enum` string
types as Enums of their constants (testdata/k8s/workloads_v1.py, from kubernetes/api v0.31.0;
README.md there). The documents are the 34 Services, Deployments and Pods of the Kubernetes
documentation's examples (testdata/k8s/website_examples/, kubernetes/website
content/en/examples, commits in sources.json): objects the API server accepts, so both paths
must accept them.

As a new user writes them (a Go non-pointer `+enum` field becomes a non-Optional Enum), lint
reports DG309 on every such field without a default, and the paths disagree: `load` refuses
each document that leaves one of them out (`missing required field`), which the schema, where
they are not required, accepts. With DG309's advice taken (the fields DG309 reports, and only
those, made Optional: `fixed` below rewrites exactly the lines lint names), lint reports no
error and the paths agree on every document, including what they default (`protocol: TCP`).
"""

from __future__ import annotations

import importlib
import re
import sys
import uuid
from pathlib import Path

import pytest
import yaml

from defaultgen import apply_defaults, validate_document
from defaultgen.codegen.generate import Generator, support_file
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

K8S = Path(__file__).resolve().parent.parent / "testdata" / "k8s"
KINDS = ("Service", "Deployment", "Pod")


def _documents() -> list[tuple[str, dict]]:
    found = []
    for path in sorted((K8S / "website_examples").rglob("*.yaml")):
        for i, doc in enumerate(yaml.safe_load_all(path.read_text(encoding="utf-8"))):
            if doc and doc.get("kind") in KINDS:
                found.append((f"{path.relative_to(K8S / 'website_examples')}#{i}", doc))
    return found


DOCUMENTS = _documents()

# the fields DG309 names (Go non-pointer `+enum` fields without a `+default`), by the wire path
# from each kind's root; `*` is every item of a list
DG309_FIELDS = {
    "Container.termination_message_policy", "Container.image_pull_policy", "PodSpec.restart_policy",
    "PodSpec.dns_policy", "DeploymentStrategy.type", "ServiceSpec.type", "ServiceSpec.session_affinity",
    "ServiceSpec.external_traffic_policy",
}  # fmt: skip
ENUM_PATHS = {
    "Service": [("spec", "type"), ("spec", "sessionAffinity"), ("spec", "externalTrafficPolicy")],
    "Pod": [("spec", "restartPolicy"), ("spec", "dnsPolicy"),
            *((("spec", group, "*", key)) for group in ("containers", "initContainers")
              for key in ("terminationMessagePolicy", "imagePullPolicy"))],
    "Deployment": [("spec", "strategy", "type"), ("spec", "template", "spec", "restartPolicy"),
                   ("spec", "template", "spec", "dnsPolicy"),
                   *((("spec", "template", "spec", group, "*", key)) for group in ("containers", "initContainers")
                     for key in ("terminationMessagePolicy", "imagePullPolicy"))],
}  # fmt: skip


def _absent(doc: dict, path: tuple[str, ...], where: str = "$") -> list[str]:
    """The JSON paths where the field at `path` is absent from `doc` (a missing object on the
    way decodes to its zero value, whose field is absent too; a missing list has no items)."""
    head, *rest = path
    if rest and rest[0] == "*":
        items = doc.get(head) or []
        return [p for i, item in enumerate(items) for p in _absent(item, tuple(rest[1:]), f"{where}.{head}[{i}]")]
    if not rest:
        return [] if head in doc else [f"{where}.{head}"]
    return _absent(doc.get(head) or {}, tuple(rest), f"{where}.{head}")


_NO_ZERO_FIELD = re.compile(r"(\w+): (\w+) = field\(metadata=")


def fixed(source: str, findings: list) -> str:
    """`source` with DG309's advice taken where lint gives it: the field on each DG309 line
    made Optional (absent means unset), unset by default."""
    lines = source.splitlines(keepends=True)
    for d in findings:
        if d.code == "DG309":
            line, count = _NO_ZERO_FIELD.subn(r"\1: Optional[\2] = field(default=None, metadata=", lines[d.line - 1])
            assert count == 1, lines[d.line - 1]
            lines[d.line - 1] = line
    return "".join(lines)


@pytest.fixture(scope="module")
def variants(tmp_path_factory):
    """Per variant (as written, fixed): lint's findings, the source module, the generated
    module, the published components and the module's name."""
    root = tmp_path_factory.mktemp("k8s_workloads")
    package = "k8sw_" + uuid.uuid4().hex[:8]
    (root / package).mkdir()
    (root / package / "__init__.py").write_text("")
    built = {}
    source = (K8S / "workloads_v1.py").read_text(encoding="utf-8")
    for variant in ("workloads_v1", "workloads_v1_fixed"):
        if variant == "workloads_v1_fixed":
            source = fixed(source, built["workloads_v1"][0])
        (root / package / f"{variant}.py").write_text(source, encoding="utf-8")
        universe = load_universe(discover([str(root / package / f"{variant}.py")], root), root)
        (module,) = [m for m in universe.scanned if m.module.endswith(variant)]
        # generated with the library: `generate` itself refuses the variant lint reports errors in
        (root / package / f"{variant}_defaults.py").write_text(Generator(universe, "{module}_defaults.py").source(module))
        support_file(root / package / f"{variant}.py", f"{package}.{variant}", False).write_text(Generator.support_source())
        built[variant] = [lint(universe, Settings()), universe, f"{package}.{variant}"]
    sys.path.insert(0, str(root))
    importlib.invalidate_caches()
    try:
        for entry in built.values():
            types, generated = importlib.import_module(entry[2]), importlib.import_module(f"{entry[2]}_defaults")
            components = openapi_document(entry[1])["components"]["schemas"]
            entry[1:] = [types, generated, components, entry[2]]
    finally:
        sys.path.remove(str(root))
    return built


def _paths(variant, doc: dict) -> tuple[list[str] | None, list[str], dict | None, dict]:
    """load's problems (None when it accepts) and output, apply --validate's problems and output."""
    _, types, generated, components, qualname = variant
    cls = getattr(types, doc["kind"])
    schema = {"$ref": f"#/components/schemas/{qualname}.{doc['kind']}"}
    crd = apply_defaults(doc, schema, components)
    server = sorted(str(p) for p in validate_document(crd, schema, components))
    try:
        built_in = generated.to_dict(generated.load(cls, doc))
    except generated.ValidationError as exc:
        return sorted(str(p) for p in exc.problems), server, None, crd
    return None, server, built_in, crd


def _within(ours: object, theirs: object) -> bool:
    """`ours` (what to_dict writes: known fields only) is `theirs` (the CRD path's document,
    which keeps what the types do not translate) on every key it has."""
    if isinstance(ours, dict):
        return isinstance(theirs, dict) and all(k in theirs and _within(v, theirs[k]) for k, v in ours.items())
    if isinstance(ours, list):
        return isinstance(theirs, list) and len(ours) == len(theirs) and all(map(_within, ours, theirs))
    return ours == theirs


def test_the_documents_are_the_realistic_set():
    assert len(DOCUMENTS) == 34
    assert {kind: sum(d["kind"] == kind for _, d in DOCUMENTS) for kind in KINDS} == {"Service": 15, "Deployment": 15, "Pod": 4}


def test_lint_reports_dg309_on_every_enum_field_without_a_zero_and_nothing_after_the_fix(variants):
    written, fixed = variants["workloads_v1"][0], variants["workloads_v1_fixed"][0]
    dg309 = {d.message.split("`")[1] for d in written if d.code == "DG309"}
    assert dg309 == DG309_FIELDS
    assert [d for d in fixed if d.severity.name == "ERROR"] == []
    # the fix changes nothing else lint sees (DG202 is Go's omitempty on a struct, kept as Go has it)
    assert sorted(d.code for d in written if d.code != "DG309") == sorted(d.code for d in fixed) == ["DG202"] * 5


@pytest.mark.parametrize("name", [n for n, _ in DOCUMENTS])
def test_as_written_load_refuses_exactly_where_a_dg309_field_is_absent(variants, name):
    doc = dict(DOCUMENTS)[name]
    refused, server, _, _ = _paths(variants["workloads_v1"], doc)
    assert server == []  # a document the API server accepts
    absent = sorted(p for path in ENUM_PATHS[doc["kind"]] for p in _absent(doc, path))
    if absent:
        assert refused is not None and all("missing required field" in p for p in refused), refused
        assert sorted(p.split(":")[0] for p in refused) == absent
    else:
        assert refused is None


@pytest.mark.parametrize("name", [n for n, _ in DOCUMENTS])
def test_with_dg309_fixed_both_paths_accept_and_agree(variants, name):
    doc = dict(DOCUMENTS)[name]
    refused, server, built_in, crd = _paths(variants["workloads_v1_fixed"], doc)
    assert refused is None and server == [], (refused, server)
    assert _within(built_in, crd), (built_in, crd)


def test_the_fix_is_what_makes_them_agree(variants):
    """Counted over the set: as written, load refuses documents the API server accepts; fixed,
    none."""
    refused = [n for n, d in DOCUMENTS if _paths(variants["workloads_v1"], d)[0] is not None]
    assert len(refused) == 34  # every document leaves out at least one `+enum` field
    assert not [n for n, d in DOCUMENTS if _paths(variants["workloads_v1_fixed"], d)[0] is not None]
    # and both paths default what they share: each Service port's protocol is TCP on both
    doc = dict(DOCUMENTS)["application/nginx-app.yaml#0"]
    _, _, built_in, crd = _paths(variants["workloads_v1_fixed"], doc)
    assert built_in["spec"]["ports"] == [{"protocol": "TCP", "port": 80}]
    assert crd["spec"]["ports"] == [{"protocol": "TCP", "port": 80}]
