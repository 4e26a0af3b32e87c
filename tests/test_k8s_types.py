"""Real Kubernetes core/v1 types (testdata/k8s): defaultgen's schemas against the ones
Kubernetes publishes.

The published schemas (testdata/k8s/published_openapi.json, copied from kubernetes/kubernetes)
are the reference. Each is compared with defaultgen's, property by property, after renaming
with `schema_names` and applying the differences expectations.json lists as certain
(`format: int32`, the IntOrString substitution, and `httpHeaders.items.default: {}`: defaultgen
gives list items and dict values their zero value as default, as Kubernetes does (SPEC §4, item
zero defaults), except where that zero fails the item's own schema: `HTTPHeader` requires `name`
and `value`, which `{}` lacks, so no default is published there and both paths refuse a null
header; Kubernetes publishes it anyway, as its built-in schemas' defaults are not validated as a
CRD's are). Its one uncertain difference is decided here:
- `appProtocol.description`: defaultgen follows kube-openapi exactly (an indented comment line
  starts a new line), so the published text is expected unchanged.
"""

from __future__ import annotations

import copy
import importlib
import json
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest

from defaultgen import apply_defaults
from defaultgen.codegen.generate import Generator
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document, type_schema
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.model import ClassRef

REPO = Path(__file__).resolve().parent.parent
K8S = REPO / "testdata/k8s"
EXPECTATIONS = json.loads((K8S / "expectations.json").read_text())
PUBLISHED = json.loads((K8S / "published_openapi.json").read_text())["components"]["schemas"]
NAMES: dict[str, str] = EXPECTATIONS["schema_names"]
DECIDED = {
    "/properties/appProtocol/description": "published",  # identical to Kubernetes'
}


@pytest.fixture(scope="module")
def emitted() -> dict[str, Any]:
    universe = load_universe(discover([str(K8S / "core_v1.py")], REPO), REPO)
    text = json.dumps(openapi_document(universe)["components"]["schemas"])
    for ours, theirs in NAMES.items():
        text = text.replace(f'"{ours}"', f'"{theirs}"').replace(f"/{ours}\"", f"/{theirs}\"")
    return json.loads(text)


def expected_schema(name: str) -> dict[str, Any]:
    """The published schema with the listed differences applied."""
    schema = copy.deepcopy(PUBLISHED[name])
    for difference in EXPECTATIONS["expected_differences"]:
        if difference["schema"] != name:
            continue
        for pointer in difference["pointers"]:
            if difference["certain"]:
                _set(schema, pointer, difference["defaultgen"])
            elif DECIDED[pointer] is None:
                _set(schema, pointer, None)
            else:
                assert DECIDED[pointer] == "published", pointer
    return schema


def _set(schema: dict[str, Any], pointer: str, value: Any) -> None:
    """Set the value at a JSON pointer; None deletes it, and `"<unchanged>"` inside a new
    object keeps the published value of that key. An `allOf: [{$ref}]` left without siblings
    becomes the bare `$ref` (kube-openapi wraps a reference only when it has siblings)."""
    *parents, last = pointer.strip("/").split("/")
    node = schema
    for part in parents[:-1]:
        node = node[part]
    parent = node[parents[-1]] if parents else node
    if value is None:
        del parent[last]
    elif isinstance(value, dict):
        parent[last] = {k: parent[last][k] if v == "<unchanged>" else v for k, v in value.items()}
    else:
        parent[last] = value
    if parents and list(parent) == ["allOf"] and len(parent["allOf"]) == 1:
        node[parents[-1]] = parent["allOf"][0]


def test_every_class_is_compared(emitted):
    """The mapping covers every dataclass of core_v1.py, and every mapped schema exists on
    both sides."""
    assert sorted(emitted) == sorted(NAMES.values())
    assert set(NAMES.values()) <= set(PUBLISHED)


PROPERTIES = [
    pytest.param(name, prop, id=f"{name.rpartition('.')[2]}.{prop}")
    for name in NAMES.values()
    for prop in PUBLISHED[name]["properties"]
]


@pytest.mark.parametrize(("name", "prop"), PROPERTIES)
def test_property_matches_published(emitted, name, prop):
    """Each property's schema (type, default, description, items, refs) is Kubernetes'."""
    assert emitted[name]["properties"][prop] == expected_schema(name)["properties"][prop]


@pytest.mark.parametrize("name", NAMES.values())
def test_type_level_keys_match_published(emitted, name):
    """Each type's description, `type`, `required` list and property order-free key set are
    Kubernetes'."""
    ours, theirs = emitted[name], expected_schema(name)
    assert {k: v for k, v in ours.items() if k != "properties"} == {k: v for k, v in theirs.items() if k != "properties"}
    assert set(ours["properties"]) == set(theirs["properties"])


def test_properties_keep_go_declaration_order(emitted):
    """Properties come in field order (Kubernetes' file sorts them; declaration order is the
    Go struct's and the Python class's)."""
    assert list(emitted["io.k8s.api.core.v1.ServicePort"]["properties"]) == [
        "name",
        "protocol",
        "appProtocol",
        "port",
        "targetPort",
        "nodePort",
    ]


@pytest.mark.parametrize(
    "case", EXPECTATIONS["defaulting"], ids=[f"{c['type'].rpartition('.')[2]}-{i}" for i, c in enumerate(EXPECTATIONS["defaulting"])]
)
def test_defaulting_with_emitted_and_published_schemas(emitted, case):
    """The CRD path gives the recorded result with defaultgen's schemas (through type_schema,
    as DG301 uses them) and with the published ones."""
    universe = load_universe(discover([str(K8S / "core_v1.py")], REPO), REPO)
    schema, components = type_schema(ClassRef(case["type"]), universe)
    assert apply_defaults(case["input"], schema, components) == case["output"]
    published_root = {"allOf": [{"$ref": f"#/components/schemas/{NAMES[case['type']]}"}], "default": {}}
    assert apply_defaults(case["input"], published_root, PUBLISHED) == case["output"]


def test_core_v1_lints_clean() -> None:
    """Every type as Kubernetes writes it lints without a finding, warnings included: among
    them LocalObjectReference's `+default=""` on an omitempty field (SPEC §2, DG204 row)."""
    universe = load_universe(discover([str(K8S / "core_v1.py")], REPO), REPO)
    assert lint(universe, Settings()) == EXPECTATIONS["lint"] == []


def test_local_object_reference_defaults_alike_on_both_paths(tmp_path, monkeypatch) -> None:
    """The built-in path keeps the zero name, which to_dict drops (omitempty); the schema
    inserts `""`. Counting an omitempty property at its zero value as absent (SPEC §3), the
    two agree, for a missing name and for a set one."""
    universe = load_universe(discover([str(K8S / "core_v1.py")], REPO), REPO)
    (tmp_path / "k8s_core_v1.py").write_text((K8S / "core_v1.py").read_text(encoding="utf-8"), encoding="utf-8")
    copy_ = load_universe(discover([str(tmp_path / "k8s_core_v1.py")], tmp_path), tmp_path)
    (tmp_path / "k8s_core_v1_defaults.py").write_text(Generator(copy_, "{module}_defaults.py").source(copy_.scanned[0]))
    (tmp_path / "_defaultgen.py").write_text(Generator.support_source())
    monkeypatch.syspath_prepend(str(tmp_path))
    types, generated = importlib.import_module("k8s_core_v1"), importlib.import_module("k8s_core_v1_defaults")
    schemas = openapi_document(universe)["components"]["schemas"]
    ref = {"$ref": "#/components/schemas/testdata.k8s.core_v1.LocalObjectReference"}
    for doc, crd in [({}, {"name": ""}), ({"name": "pull-secret"}, {"name": "pull-secret"})]:
        builtin = generated.to_dict(generated.load(types.LocalObjectReference, doc))
        assert apply_defaults(doc, ref, schemas) == crd
        assert builtin == {k: v for k, v in crd.items() if v != ""}


# Kubernetes v1.31.0's published schemas as the kubernetes-validate package ships them
# (converted from Kubernetes' published OpenAPI: `format` and the `x-kubernetes-*` extensions
# kept as published; references and nullability rewritten, so only those keywords compare)
V1_31 = Path(kubernetes_validate.__file__).parent / "kubernetes-json-schema" / "v1.31.0-local"
WIDTH_AND_PATCH = ("format", "x-kubernetes-patch-strategy", "x-kubernetes-patch-merge-key", "x-kubernetes-list-type", "x-kubernetes-list-map-keys")
V1_31_TYPES = [
    ("replication_v1.py", "ReplicationControllerStatus", "replicationcontrollerstatus-v1.json"),
    ("replication_v1.py", "ReplicationControllerCondition", "replicationcontrollercondition-v1.json"),
    ("core_v1.py", "ContainerPort", "containerport-v1.json"),
    ("core_v1.py", "GRPCAction", "grpcaction-v1.json"),
    ("core_v1.py", "ServicePort", "serviceport-v1.json"),
]


@pytest.mark.parametrize(("file", "name", "published"), V1_31_TYPES, ids=[t[1] for t in V1_31_TYPES])
def test_widths_and_patch_extensions_match_kubernetes_v1_31(file, name, published):
    """Go's int32 / int64 (`format`) and the patch markers (`x-kubernetes-patch-strategy`,
    `-patch-merge-key`, beside the list markers) are published as openapi-gen publishes them,
    property by property."""
    universe = load_universe(discover([str(K8S / file)], REPO), REPO)
    ours = openapi_document(universe)["components"]["schemas"][f"testdata.k8s.{file.removesuffix('.py')}.{name}"]
    theirs = json.loads((V1_31 / published).read_text())
    assert set(ours["properties"]) == set(theirs["properties"])
    for prop, schema in theirs["properties"].items():
        if "$ref" in schema:  # meta/v1 Time and the like: their format is on the referenced schema
            continue
        expected = {k: schema[k] for k in WIDTH_AND_PATCH if k in schema}
        assert {k: ours["properties"][prop][k] for k in WIDTH_AND_PATCH if k in ours["properties"][prop]} == expected, prop
