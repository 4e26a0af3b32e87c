"""The shapes of SPEC §4 against kube-openapi's own golden output (testdata/kube_openapi).

kube-openapi's integration test types (listtype, maptype, structtype, enumtype), translated to
dataclasses, must come out as kube-openapi publishes them: the `x-kubernetes-*` extensions in
the same places (beside `items`, `additionalProperties`, an `allOf` `$ref`, or on the object),
the same `type`s and `required` lists. The differences allowed are the ones README.md lists.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from defaultgen.openapi.schemas import openapi_document
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "testdata" / "kube_openapi"
GOLDEN = json.loads((DATA / "golden_v3_subset.json").read_text(encoding="utf-8"))["components"]["schemas"]


@pytest.fixture(scope="module")
def emitted() -> dict[str, Any]:
    universe = load_universe(discover([str(DATA)], REPO), REPO)
    schemas = openapi_document(universe)["components"]["schemas"]
    # `testdata.kube_openapi.listtype.Item` → kube-openapi's `listtype.Item`, also in `$ref`s
    return {
        name: _without_container_zero_defaults(schema)
        for name, schema in json.loads(json.dumps(schemas).replace("testdata.kube_openapi.", "")).items()
    }


def _without_container_zero_defaults(schema: dict[str, Any]) -> dict[str, Any]:
    """An emitted object schema without the `default: []` / `default: {}` SPEC §4 gives list
    and map fields without omitempty (Python has no nil slice; Go's need no default), and
    without the zero defaults of list items and map values (SPEC §4's item zero defaults, as
    Kubernetes' published OpenAPI has them; this golden output predates them)."""
    properties = {}
    for name, prop in schema.get("properties", {}).items():
        zero = [] if prop.get("type") == "array" else {} if "additionalProperties" in prop else None
        if zero is not None and prop.get("default") == zero:
            prop = {k: v for k, v in prop.items() if k != "default"}
        for inner in ("items", "additionalProperties"):
            element = prop.get(inner)
            if isinstance(element, dict) and element.get("default") in ("", 0, {}, []):
                prop = {**prop, inner: {k: v for k, v in element.items() if k != "default"}}
        properties[name] = prop
    return {**schema, "properties": properties} if properties else schema


def _comparable(schema: Any) -> Any:
    """A golden schema without the differences README.md lists: `format: int32`, defaults on
    list items and map values (the emitted side drops its list and map zero defaults)."""
    if isinstance(schema, list):
        return [_comparable(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: _comparable(v) for k, v in schema.items() if not (k == "format" and v == "int32")}
    for inner in ("items", "additionalProperties"):
        if isinstance(out.get(inner), dict):
            out[inner].pop("default", None)
    return out


@pytest.mark.parametrize(
    "name",
    [
        "listtype.AtomicList",
        "listtype.SetList",
        "listtype.Item",
        "maptype.AtomicMap",
        "maptype.GranularMap",
        "structtype.ContainedStruct",
        "structtype.AtomicStruct",
        "structtype.GranularStruct",
        "structtype.DeclaredAtomicStruct",
        "structtype.FieldLevelOverrideStruct",
    ],
)
def test_semantic_markers_are_published_where_kube_openapi_puts_them(emitted: dict[str, Any], name: str) -> None:
    """Field-level +listType / +mapType / +structType beside the field's structure, and a
    type-level +structType on the object schema, exactly as in the golden output."""
    want = _comparable(GOLDEN[name])
    got = emitted[name]
    if name == "structtype.FieldLevelOverrideStruct":  # the nested default kube-openapi folds in
        want["properties"]["Field"]["default"] = {}
    assert got == want


def test_list_map_keys_are_published_as_the_items_wire_names(emitted: dict[str, Any]) -> None:
    """listtype.MapList: `x-kubernetes-list-type: map` with `x-kubernetes-list-map-keys` beside
    `items`. kube-openapi publishes the key as written (`port`) although the Go field's wire
    name is `Port`; defaultgen requires a key to be a wire name of the item (DG108), so the
    translation writes `+listMapKey=Port`, which is what is published."""
    golden = _comparable(GOLDEN["listtype.MapList"])
    golden["properties"]["Field"]["x-kubernetes-list-map-keys"] = ["Port"]
    assert emitted["listtype.MapList"] == golden


def test_an_enum_is_its_sorted_values_with_their_type(emitted: dict[str, Any]) -> None:
    """enumtype.FruitsBasket (kube-openapi enum.go): the `+enum` string type's field is
    `type: string` with `enum` listing the constants' values, sorted as kube-openapi sorts
    them. It is required (no omitempty) and has no zero default: `""` is not a fruit."""
    content = emitted["enumtype.FruitsBasket"]["properties"]["content"]
    assert content == {"type": "string", "enum": ["apple", "banana", "onigiri"]}
    assert emitted["enumtype.FruitsBasket"]["required"] == ["content", "count"]
