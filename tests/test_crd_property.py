"""CRDs of random lint-clean universes (the two-path property's strategy, tests/strategies.py):
Kubernetes' published CustomResourceDefinition schema accepts every manifest; the CRD's own
default checks agree with an independent JSON Schema validator; and the CRD's schema, applied
with `apply_defaults`, defaults like the generated `load` of the resource type."""

from __future__ import annotations

import importlib
import itertools
import os
import sys
from pathlib import Path

import jsonschema
import kubernetes_validate
import pytest
import strategies as S
from profiles import property_seed
from hypothesis import given, note, seed
from hypothesis import strategies as st

from defaultgen import apply_defaults, validate_document
from defaultgen.crd.checks import DEFAULT_INVALID, RECURSIVE, RESOURCE
from defaultgen.crd.manifest import build_crds
from defaultgen.lint.linter import lint
from defaultgen.openapi.implicit import default_problems
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

EXAMPLES = int(os.environ.get("DEFAULTGEN_CRD_EXAMPLES", "12"))
OBJECTS = int(os.environ.get("DEFAULTGEN_PROPERTY_OBJECTS", "25"))
SEED = property_seed("DEFAULTGEN_PROPERTY_SEED")


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    directory = tmp_path_factory.mktemp("crd-property")
    sys.path.insert(0, str(directory))
    yield directory
    sys.path.remove(str(directory))


_NAMES = itertools.count()


def _resource_module(u: S.Universe, cls: str, prefix: str) -> str:
    module = u.module_name(u.classes[cls].module, prefix)
    return (
        "# +groupName=example.com\n# +versionName=v1\n"
        "from __future__ import annotations\n\n"
        "from dataclasses import dataclass, field\nfrom typing import Optional\n\n"
        f"from {module} import {cls}\n\n\n"
        "# +kubebuilder:object:root=true\n# +kubebuilder:subresource:status\n"
        "# +kubebuilder:printcolumn:name=\"Age\",type=date,JSONPath=`.metadata.creationTimestamp`\n"
        "@dataclass\nclass Thing:\n"
        f'    spec: Optional[{cls}] = field(default=None, metadata={{"json": "spec,omitempty"}})\n'
    )


_BASE64 = r"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$"


def _json_schema(node: dict) -> dict:
    """An OpenAPI v3 schema node as JSON Schema (draft 7): `nullable` lets null through the
    node's type and everything but its `enum` (kube-openapi checks a null against type and enum
    only), int-or-string is a type pair; Kubernetes' extensions are dropped."""
    result = {k: v for k, v in node.items() if not k.startswith("x-kubernetes-") and k not in ("nullable", "default")}
    if node.get("x-kubernetes-int-or-string"):
        result["type"] = ["integer", "string"]
    if node.get("format") == "byte":  # JSON Schema checks no formats; kube-openapi's byte is its
        # strfmt rxBase64, which needs one group at least: "" is no byte (its own verdict in
        # testdata/kube_openapi_validate/vectors.json)
        result = {"allOf": [result, {"type": "string", "pattern": _BASE64}]}
    if "properties" in node:
        result["properties"] = {k: _json_schema(v) for k, v in node["properties"].items()}
    for key in ("items", "additionalProperties"):
        if isinstance(node.get(key), dict):
            result[key] = _json_schema(node[key])
    if not node.get("nullable"):
        return result
    # kube-openapi checks a null against type and enum only: nullable passes the type, and a
    # null still fails an enum that does not list it
    null = {"type": "null", "enum": node["enum"]} if "enum" in node else {"type": "null"}
    return {"anyOf": [null, result]}


def _defaulted_nodes(node: dict, path: tuple = ()):
    """Every node with a default the API server validates (additionalProperties not followed)."""
    if "default" in node:
        yield path, node
    for name, sub in node.get("properties", {}).items():
        yield from _defaulted_nodes(sub, (*path, ("properties", name)))
    if isinstance(node.get("items"), dict):
        yield from _defaulted_nodes(node["items"], (*path, ("items",)))


def _recursive_on_the_wire(u: S.Universe, cls: str) -> bool:
    """Whether `cls` reaches a class that reaches itself through serialized fields (a
    `json:"-"` field is in no schema)."""
    def reaches(current: str, trail: tuple[str, ...]) -> bool:
        if current in trail:
            return True
        return any(reaches(ref, (*trail, current)) for f in u.wire_fields(current) for ref in u.refs(f.type))

    return reaches(cls, ())


@seed(SEED)
@S.property_settings(EXAMPLES)
@given(universe=S.universes(), data=st.data())
def test_crds_of_random_universes(root: Path, universe: S.Universe, data) -> None:
    note(f"property seed: {SEED} (replay with DEFAULTGEN_PROPERTY_SEED={SEED})")
    u = universe
    prefix = f"c{next(_NAMES)}"
    cls = data.draw(st.sampled_from(list(u.classes)), label="spec class")
    files = {**u.render(prefix), f"{prefix}_thing.py": _resource_module(u, cls, prefix)}
    for path, text in files.items():
        note(f"--- {path}\n{text}")
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    importlib.invalidate_caches()
    paths = [str(root / p) for p in files if not p.endswith("__init__.py")]
    model = load_universe(discover(paths, root), root)
    assert not lint(model, Settings()), "the strategy drew a universe that does not lint clean"

    manifests, problems = build_crds(model)
    note("problems:\n" + "\n".join(p.as_text() for p in problems))
    # the strategy puts `+kubebuilder:object:root=true` above some of its classes, in modules
    # without a group: each of those is reported, and made no CRD of
    strays = [p for p in problems if p.code == RESOURCE and not p.message.startswith("Thing ")]
    assert {p.message.split()[0] for p in strays} <= set(u.classes)
    problems = [p for p in problems if p not in strays]
    (manifest,) = manifests
    kubernetes_validate.validate(manifest.document, "1.37", strict=True)
    if _recursive_on_the_wire(u, cls):
        assert [p.code for p in problems] == [RECURSIVE]
        return
    assert {p.code for p in problems} <= {DEFAULT_INVALID}, "only defaults missing required fields may be reported"
    (version,) = manifest.document["spec"]["versions"]
    schema = version["schema"]["openAPIV3Schema"]

    # our reading of "a default validates against its schema" is a real validator's
    invalid = []
    for path, node in _defaulted_nodes(schema):
        ours = default_problems(node["default"], node)
        theirs = list(jsonschema.Draft7Validator(_json_schema(node)).iter_errors(node["default"]))
        assert bool(ours) == bool(theirs), (path, node, ours, [e.message for e in theirs])
        invalid += [path] * bool(ours)
    # SPEC §7: an implicit default that fails its own schema even filled in (now that universes
    # carry constraints: a `{}` under MinProperties, a zero under Minimum) is left out of the
    # manifest and reported, so it is no published default
    left_out = [p for p in problems if "even with its nested defaults filled in" in p.message]
    assert bool(invalid) == bool([p for p in problems if p not in left_out])

    # the CRD's schema defaults like the generated code
    status, _, err = S.run_cli(root, "generate", "--no-cache", *paths)
    assert status == 0, err
    thing = importlib.import_module(f"{prefix}_thing")
    generated = importlib.import_module(f"{prefix}_thing_defaults")
    values = S.Values(u, max_depth=2)
    for _ in range(OBJECTS):
        spec = data.draw(values.obj(cls), label="spec")
        body = S.encode(u, spec, S.Ref(cls))
        document = {"apiVersion": "example.com/v1", "kind": "Thing", "metadata": {"name": "x"}, "spec": body}
        server = apply_defaults(document, schema)
        if validate_document(server, schema, notes=[]):
            # the API server refuses the document (a required field whose implicit default it
            # would reject is left out, SPEC §7): outputs are compared where both paths accept
            # it (SPEC §8); whether both refuse alike is test_agreement's business
            continue
        # decode and default (SPEC §3's load before it validates)
        operator = generated.to_dict(generated.set_defaults(generated.from_dict(thing.Thing, document)))
        note(f"spec {body!r}\nCRD {server['spec']!r}\nbuilt-in {operator['spec']!r}")
        assert S.same_json(
            S.drop_absent_properties(u, operator["spec"], S.Ref(cls)), S.drop_absent_properties(u, server["spec"], S.Ref(cls))
        ), "the CRD's schema and the generated load disagree"
        assert {k: server[k] for k in ("apiVersion", "kind", "metadata")} == {
            k: document[k] for k in ("apiVersion", "kind", "metadata")
        }
