"""The round trip of `defaultgen import` as properties (SPEC §10, issue 40 item 2).

(a) Random CRD schemas, drawn from the grammar of a structural schema plus the value
    validations (types, formats, enums, defaults, bounds, lengths, patterns, items, properties,
    additionalProperties, nullable, int-or-string, preserve-unknown-fields, embedded resources,
    list and map types and keys, CEL rules with all their fields, title, example, externalDocs,
    descriptions with awkward text) → `import` → lint clean → `crd` → the very schema drawn,
    keyword by keyword, descriptions byte for byte.
(b) Random lint-clean universes of tests/strategies.py → `openapi` → `import` → `openapi` →
    the same document (a fixpoint after one round).

Small budgets in `make test`; `make fuzz` sets DEFAULTGEN_PROPERTY_EXAMPLES (and fresh seeds).
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pytest
import strategies as S
from hypothesis import given, note, seed
from hypothesis import strategies as st
from profiles import property_seed

from defaultgen.crd.manifest import API_VERSION, KIND, build_crds
from defaultgen.diagnostics import Severity
from defaultgen.importer.run import import_sources
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

EXAMPLES = int(os.environ.get("DEFAULTGEN_PROPERTY_EXAMPLES", "15"))
SEED = property_seed("DEFAULTGEN_PROPERTY_SEED")
_RUNS = itertools.count()

# -------------------------------------------------------------------------- the schema grammar

_WORD = st.from_regex(r"[a-z][a-zA-Z0-9]{0,7}", fullmatch=True)
_AWKWARD = st.sampled_from(
    [
        "One line.",
        "First line.\nSecond line.",
        "A paragraph.\n\nAnother.",
        "Three\n\n\nbreaks.",
        "Example:\n  indented code\nafter",
        "+optional looks like a marker",
        "TODO: not a todo here",
        "---",
        'A \\"quoted\\" word.',
        "ends with a backslash \\",
        "C:\\dir\\file",
        " leading space",
        "trailing space ",
        "# noqa: E501",
        "tab\there",
        "unicode: déjà vu — ünïcödé ✓",
        "a line\u2028separator",
    ]
)
_DESCRIPTION = st.one_of(_AWKWARD, st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30))
_FORMATS = ("date-time", "date", "byte", "uuid", "email", "hostname", "ipv4", "ipv6", "uri")
_RULE_FIELDS = ("message", "messageExpression", "reason", "fieldPath")


@st.composite
def _documented(draw, node: dict) -> dict:
    """Documentation keywords any node may carry."""
    if draw(st.booleans()):
        node["description"] = draw(_DESCRIPTION)
    if draw(st.integers(0, 5)) == 0:
        node["title"] = draw(_WORD)
    if draw(st.integers(0, 5)) == 0:
        docs = {"url": "https://example.com/" + draw(_WORD)}
        if draw(st.booleans()):
            docs["description"] = draw(_WORD)
        node["externalDocs"] = docs
    return node


@st.composite
def _string(draw) -> dict:
    node: dict = {"type": "string"}
    shape = draw(st.sampled_from(["plain", "format", "enum", "lengths", "pattern"]))
    if shape == "format":
        node["format"] = draw(st.sampled_from(_FORMATS))
    elif shape == "enum":
        node["enum"] = draw(st.lists(_WORD, min_size=1, max_size=3, unique=True))
        if draw(st.booleans()):
            node["default"] = draw(st.sampled_from(node["enum"]))
    elif shape == "lengths":
        low = draw(st.integers(0, 5))
        node["minLength"], node["maxLength"] = low, low + draw(st.integers(0, 10))
        if draw(st.booleans()):
            node["default"] = "x" * low
    elif shape == "pattern":
        node["pattern"] = draw(st.sampled_from(["^[a-z]+$", "^a.*", "^[0-9]{1,3}(\\.[0-9]+)?$"]))
    elif draw(st.booleans()):
        node["default"] = draw(_WORD)
        if draw(st.booleans()):
            node["example"] = draw(_WORD)
    return node


@st.composite
def _number(draw, kind: str) -> dict:
    node: dict = {"type": kind}
    if kind == "integer" and draw(st.booleans()):
        node["format"] = draw(st.sampled_from(["int32", "int64"]))
    values = st.integers(-100, 100) if kind == "integer" else st.sampled_from([-1.5, 0.5, 2.0, 10.25])
    if draw(st.booleans()):
        node["minimum"] = draw(values)
        if draw(st.booleans()):
            node["exclusiveMinimum"] = True
    if draw(st.booleans()):
        node["maximum"] = node.get("minimum", 0) + draw(st.integers(1, 50))
        if draw(st.booleans()):
            node["exclusiveMaximum"] = True
    if kind == "integer" and draw(st.integers(0, 3)) == 0:
        node["multipleOf"] = draw(st.integers(1, 5))
    if not any(k in node for k in ("minimum", "maximum", "multipleOf")) and draw(st.booleans()):
        node["default"] = draw(values)
    return node


@st.composite
def _leaf(draw) -> dict:
    kind = draw(st.sampled_from(["string", "string", "integer", "number", "boolean", "int-or-string", "any", "embedded"]))
    if kind == "string":
        node = draw(_string())
    elif kind in ("integer", "number"):
        node = draw(_number(kind))
    elif kind == "boolean":
        node = {"type": "boolean"}
        if draw(st.booleans()):
            node["default"] = draw(st.booleans())
    elif kind == "int-or-string":
        node = {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": True}
        if draw(st.booleans()):
            node["default"] = draw(st.one_of(st.integers(0, 9), _WORD))
    elif kind == "any":
        node = {"x-kubernetes-preserve-unknown-fields": True}
    else:
        node = {"type": "object", "x-kubernetes-embedded-resource": True, "x-kubernetes-preserve-unknown-fields": True}
    if "default" not in node and kind != "any" and draw(st.integers(0, 4)) == 0:
        node["nullable"] = True
    return draw(_documented(node))


@st.composite
def _object(draw, depth: int) -> dict:
    names = draw(st.lists(_WORD, min_size=1, max_size=3, unique_by=str.lower))
    properties = {name: draw(_node(depth - 1)) for name in names}
    node: dict = {"type": "object", "properties": properties}
    required = [n for n in names if draw(st.integers(0, 2)) == 0 and "default" not in properties[n]]
    if required:
        node["required"] = required
    if draw(st.integers(0, 3)) == 0:
        rule = {"rule": draw(st.sampled_from(["self == self", f"has(self.{names[0]}) || true"]))}
        for key in _RULE_FIELDS:
            if draw(st.booleans()):
                rule[key] = {
                    "message": draw(_WORD),
                    "messageExpression": "'computed ' + 'message'",
                    "reason": draw(st.sampled_from(["FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired"])),
                    "fieldPath": f".{names[0]}",
                }[key]
        node["x-kubernetes-validations"] = [rule]
    if draw(st.integers(0, 4)) == 0:
        node["x-kubernetes-map-type"] = draw(st.sampled_from(["atomic", "granular"]))
    if draw(st.integers(0, 4)) == 0:
        node["minProperties"] = 0
        node["maxProperties"] = len(names) + 2
    if draw(st.integers(0, 6)) == 0:
        node["x-kubernetes-preserve-unknown-fields"] = True
    if not required and draw(st.integers(0, 3)) == 0:
        node["default"] = {}
    return draw(_documented(node))


@st.composite
def _array(draw, depth: int) -> dict:
    kind = draw(st.sampled_from(["atomic", "set", "map", "plain"]))
    if kind == "map":
        items = draw(_object(depth - 1))
        items["properties"] = {"name": {"type": "string"}, **items["properties"]}
        items["required"] = ["name", *[r for r in items.get("required", []) if r != "name"]]
        items.pop("default", None)
        node = {"type": "array", "items": items, "x-kubernetes-list-map-keys": ["name"], "x-kubernetes-list-type": "map"}
    elif kind == "set":
        items = draw(_string())
        items.pop("default", None)
        node = {"type": "array", "items": items, "x-kubernetes-list-type": "set"}
    else:
        node = {"type": "array", "items": draw(_node(depth - 1))}
        node["items"].pop("default", None)
        if kind == "atomic":
            node["x-kubernetes-list-type"] = "atomic"
    if draw(st.integers(0, 3)) == 0:
        node["minItems"] = draw(st.integers(0, 2))
        node["maxItems"] = node["minItems"] + draw(st.integers(0, 5))
    return draw(_documented(node))


@st.composite
def _map(draw, depth: int) -> dict:
    values = draw(_node(depth - 1).filter(lambda v: "type" in v or "anyOf" in v))  # not free-form (refused)
    values.pop("default", None)
    node = {"type": "object", "additionalProperties": values}
    if draw(st.integers(0, 3)) == 0:
        node["x-kubernetes-map-type"] = draw(st.sampled_from(["atomic", "granular"]))
    return draw(_documented(node))


def _node(depth: int) -> st.SearchStrategy[dict]:
    if depth <= 0:
        return _leaf()
    return st.one_of(_leaf(), _leaf(), _object(depth), _array(depth), _map(depth))


def _crd(spec: dict, status: dict | None) -> dict:
    properties = {"apiVersion": API_VERSION, "kind": KIND, "metadata": {"type": "object"}, "spec": spec}
    if status is not None:
        properties["status"] = status
    version = {"name": "v1", "served": True, "storage": True, "schema": {"openAPIV3Schema": {"type": "object", "properties": properties}}}
    return {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "things.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Thing", "listKind": "ThingList", "plural": "things", "singular": "thing"},
            "scope": "Namespaced",
            "versions": [version],
        },
    }


def _imported(tmp: Path, sources: list[Path]):
    """Import `sources` under `tmp`/out and read the modules back: the model, lint-checked."""
    out = tmp / "out"
    for relative, text in import_sources([str(s) for s in sources]).items():
        (out / relative).parent.mkdir(parents=True, exist_ok=True)
        (out / relative).write_text(text, encoding="utf-8")
        note(f"--- {relative}\n{text}")
    model = load_universe(discover([str(out)], out), out)
    errors = [d.as_text() for d in lint(model, Settings()) if d.severity is Severity.ERROR]
    assert not errors, "\n".join(errors)
    return model


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return lambda: tmp_path_factory.mktemp(f"roundtrip{next(_RUNS)}")


@seed(SEED)
@S.property_settings(EXAMPLES)
@given(spec=_object(3), status=st.none() | _object(2))
def test_random_crd_schemas_come_back_from_crd(work, spec: dict, status: dict | None) -> None:
    note(f"property seed: {SEED} (replay with DEFAULTGEN_PROPERTY_SEED={SEED})")
    spec.pop("default", None)
    tmp = work()
    source = _crd(spec, status)
    (tmp / "crd.json").write_text(json.dumps(source), encoding="utf-8")
    model = _imported(tmp, [tmp / "crd.json"])
    manifests, problems = build_crds(model)
    assert not [p.as_text() for p in problems]
    (manifest,) = manifests
    assert manifest.document["spec"] == source["spec"]


# -------------------------------------------------------------------------- universes

_PREFIXES = itertools.count()


@seed(SEED)
@S.property_settings(EXAMPLES)
@given(universe=S.universes())
def test_openapi_of_random_universes_is_a_fixpoint_of_import(work, universe: S.Universe) -> None:
    note(f"property seed: {SEED} (replay with DEFAULTGEN_PROPERTY_SEED={SEED})")
    tmp = work()
    files = universe.render(f"u{next(_PREFIXES)}")
    for path, text in files.items():
        (tmp / "src" / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp / "src" / path).write_text(text, encoding="utf-8")
    src = tmp / "src"
    first = openapi_document(load_universe(discover([str(src)], src), src))
    (tmp / "first.json").write_text(json.dumps(first), encoding="utf-8")
    second = openapi_document(_imported(tmp, [tmp / "first.json"]))
    assert second == first
