"""validate_document (defaultgen.validate): the API server's validation of a custom resource.

The reference is the real validator: testdata/kube_openapi_validate/vectors.json is what
kube-openapi's pkg/validation/validate (at the commit named in the file, the one
apiextensions-apiserver vendors) said for every keyword at its boundaries, the schema first
converted as apiextensions-apiserver converts a CRD schema (tools/kube_openapi_validate/;
`make vectors` regenerates it). What kube-openapi does not do (list types, CEL) is checked
against apiextensions-apiserver's behaviour by hand below, its source named.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import defaultgen
from defaultgen.apply.engine import SchemaError
from defaultgen.validate.engine import Problem, UnevaluatedRuleWarning, validate_document, validate_lazily

VECTORS = json.loads(
    (Path(__file__).parent.parent / "testdata" / "kube_openapi_validate" / "vectors.json").read_text("utf-8")
)
CASES = [(c["name"], c["schema"], v) for c in VECTORS["cases"] for v in c["verdicts"]]


@pytest.mark.parametrize("case", VECTORS["cases"], ids=[c["name"] for c in VECTORS["cases"]])
def test_compiled_as_values_reach_it_the_verdicts_are_the_same(case):
    """validate_lazily (each part compiled when a value first reaches it, for DG308's defaults)
    gives validate_document's problems and notes on every kube-openapi vector, one compiled
    schema checking all of a case's documents in turn."""
    for verdict in case["verdicts"]:
        whole: list[Problem] = []
        lazily: list[Problem] = []
        expected = validate_document(verdict["doc"], case["schema"], notes=whole)
        assert validate_lazily(verdict["doc"], case["schema"], None, lazily) == expected
        assert lazily == whole


def test_compiled_as_values_reach_it_a_bad_part_no_value_reaches_is_not_compiled():
    """The laziness itself: a bad keyword (`minimum: "one"`) under a component no value
    reaches stops validate_document (it compiles the whole schema) but not validate_lazily,
    until a value reaches that very keyword: a property the value lacks is not compiled."""
    components = {"Bad": {"type": "object", "properties": {"n": {"type": "integer", "minimum": "one"}}}}
    schema = {
        "type": "object",
        "properties": {"name": {"type": "string", "minLength": 2}, "bad": {"$ref": "#/components/schemas/Bad"}},
    }
    with pytest.raises(SchemaError, match="minimum"):
        validate_document({"name": "a"}, schema, components)
    assert [p.path for p in validate_lazily({"name": "a"}, schema, components, [])] == [("name",)]
    assert validate_lazily({"bad": {}}, schema, components, []) == []
    with pytest.raises(SchemaError, match="minimum"):
        validate_lazily({"bad": {"n": 1}}, schema, components, [])


def test_compiled_as_values_reach_it_leaves_nothing_for_the_cycle_collector():
    """DG308 checks each module's defaults with a components mapping of its own: the nodes a
    lazy compile leaves unbuilt (most of them) must be freed with their compiler, not held in
    reference cycles until a full collection (at 10x the bench corpus, 180 MiB more peak
    memory)."""
    components = {
        "Leaf": {"type": "object", "properties": {"n": {"type": "integer", "minimum": 1}}},
        "Mid": {
            "type": "object",
            "properties": {
                "leaves": {"type": "array", "items": {"$ref": "#/components/schemas/Leaf"}},
                "one": {"$ref": "#/components/schemas/Leaf"},
            },
        },
    }
    schema = {"type": "object", "properties": {"mid": {"$ref": "#/components/schemas/Mid"}, "name": {"type": "string"}}}
    gc.collect()
    gc.disable()
    try:
        for _ in range(200):  # each a mapping of its own, as each module's
            fresh = {name: dict(component) for name, component in components.items()}
            assert validate_lazily({"mid": {}}, dict(schema), fresh, []) == []
        assert gc.collect() == 0
    finally:
        gc.enable()


@pytest.mark.parametrize("case", VECTORS["cases"], ids=[c["name"] for c in VECTORS["cases"]])
def test_agrees_with_kube_openapi(case):
    wrong = []
    for verdict in case["verdicts"]:
        notes: list[Problem] = []
        problems = validate_document(verdict["doc"], case["schema"], notes=notes)
        if notes:
            # Only a pattern we cannot translate exactly (\p{Greek}) may go unchecked, and says so.
            assert all("not checked" in n.message for n in notes)
            continue
        if (not problems) != verdict["valid"]:
            wrong.append((verdict["doc"], verdict["errors"], [str(p) for p in problems]))
    assert not wrong, f"(document, kube-openapi's errors, ours): {wrong}"


PAIRS = [c for c in VECTORS["cases"] if c["name"].startswith("allOf pair")]


@pytest.mark.parametrize("case", PAIRS, ids=[c["name"] for c in PAIRS])
def test_allof_pairs_agree_with_kube_openapi_member_by_member(case):
    """The allOf pairs controller-gen's flattener writes (a field's `MaxLength=3` over its named
    type's `5`: `allOf: [{maxLength: 5}, {maxLength: 3}]`), as kube-openapi checks them: each
    untyped member on its own, so an integer under a member's fractional bound is compared with
    the bound truncated, a numeric format in a member checks nothing, and a schema's own
    exclusiveMaximum does not reach a member's maximum. Beyond the validity the vectors test
    above holds: one problem of ours for each of kube-openapi's member and schema errors (its
    "must validate all the schemas" summary line aside)."""
    assert len(PAIRS) == 10
    wrong = []
    for verdict in case["verdicts"]:
        problems = validate_document(verdict["doc"], case["schema"], notes=[])
        theirs = [e for e in verdict["errors"] if "must validate all the schemas" not in e]
        if (not problems) != verdict["valid"] or len(problems) != len(theirs):
            wrong.append((verdict["doc"], theirs, [str(p) for p in problems]))
    assert not wrong, f"(document, kube-openapi's errors, ours): {wrong}"


def test_importing_the_formats_compiles_no_pattern():
    """Every command imports the validator: its format patterns are compiled when a format is
    first checked, not at import (the hostname's `\\p{L}` and `\\p{S}` build Unicode's category
    tables, 0.4-0.5 s that a lint rerun after one edit paid, half its time). A check still
    compiles its pattern, once."""
    code = (
        "from defaultgen.validate import formats\n"
        "from defaultgen.validate.goregex import compile_go\n"
        "print(compile_go.cache_info().currsize)\n"
        "print(formats.check('hostname', 'example.com'), compile_go.cache_info().currsize)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["0", "True", "1"]


def test_the_engine_loads_cel_only_for_a_schema_with_a_rule():
    """Every lint imports the engine (DG308); cel-cpp is imported when a schema with
    `x-kubernetes-validations` is compiled, and then the rule is evaluated as before."""
    code = (
        "import sys\n"
        "from defaultgen.lint import linter\n"
        "from defaultgen.validate.engine import validate_document\n"
        "print('cel_expr_python' in sys.modules)\n"
        "print(validate_document(3, {'type': 'integer', 'minimum': 1}), 'cel_expr_python' in sys.modules)\n"
        "rule = {'type': 'integer', 'x-kubernetes-validations': [{'rule': 'self > 5', 'message': 'small'}]}\n"
        "print([p.message for p in validate_document(3, rule)], 'cel_expr_python' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:3] == ["False", "[] False", "['small'] True"]


def test_the_vectors_cover_every_keyword():
    keys = set()

    def walk(s):
        if isinstance(s, dict):
            keys.update(s)
            for v in s.values():
                walk(v)
        elif isinstance(s, list):
            for v in s:
                walk(v)

    for c in VECTORS["cases"]:
        walk(c["schema"])
    for keyword in ("type", "format", "enum", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                    "multipleOf", "minLength", "maxLength", "pattern", "items", "properties", "required",
                    "additionalProperties", "nullable", "minItems", "maxItems", "minProperties",
                    "maxProperties", "uniqueItems", "allOf", "anyOf", "oneOf", "not",
                    "x-kubernetes-int-or-string"):
        assert keyword in keys, keyword
    rejected = sum(not v["valid"] for _, _, v in CASES)
    assert 0.2 < rejected / len(CASES) < 0.8  # both sides of the boundaries


# --- what the API server adds: apiextensions-apiserver pkg/apiserver/schema/listtype --------

SET = {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}}
MAP = {
    "type": "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name", "protocol"],
    "items": {"type": "object", "properties": {"name": {"type": "string"}, "protocol": {"type": "string"}}},
}


def test_set_lists_refuse_duplicates_at_the_second_appearance():
    # validateListSet reports each value's second appearance only.
    problems = validate_document(["a", "b", "a", "a", "b"], SET)
    assert [p.location for p in problems] == ["$[2]", "$[4]"]
    assert problems[0].message == 'duplicate item "a" (x-kubernetes-list-type: set)'
    assert validate_document(["a", "b"], SET) == []


def test_set_identity_is_go_value_for_scalars_json_text_for_compounds():
    untyped = {"type": "array", "x-kubernetes-list-type": "set"}
    assert validate_document([1, 1.0], untyped) == []  # int64(1) and float64(1) are two map keys
    assert len(validate_document([[1], [1.0]], untyped)) == 1  # both marshal to "[1]"
    assert len(validate_document([{"a": 1, "b": 2}, {"b": 2, "a": 1}], untyped)) == 1


def test_map_lists_refuse_duplicate_keys_not_duplicate_values():
    ok = [{"name": "a", "protocol": "TCP"}, {"name": "a", "protocol": "UDP"}]
    assert validate_document(ok, MAP) == []
    bad = [{"name": "a", "protocol": "TCP"}, {"name": "b"}, {"name": "a", "protocol": "TCP"}]
    (problem,) = validate_document(bad, MAP)
    assert problem.location == "$[2]" and 'name="a", protocol="TCP"' in problem.message
    # A missing key field is left out of the key; null items have the empty key.
    problems = validate_document([{"name": "b"}, {"name": "b", "protocol": None}], MAP)
    assert [p.message for p in problems] == ["expected string, got null"]  # not a duplicate
    problems = validate_document([None, {}], MAP)
    assert [str(p) for p in problems] == [
        "$[0]: expected object, got null",
        "$[1]: duplicate entry for no key field set (x-kubernetes-list-type: map)",
    ]
    assert [str(p) for p in validate_document([{"name": "a"}, "x"], MAP)] == [
        '$[1]: expected object, got string "x"',
        "$[1]: must be an object for an array of list-type map",
    ]


# --- CEL rules (x-kubernetes-validations) -----------------------------------------------------

CEL_SCHEMA = {
    "type": "object",
    "x-kubernetes-validations": [
        {"rule": "self.minReplicas <= self.replicas", "message": "replicas must be at least minReplicas",
         "fieldPath": ".replicas"},
        {"rule": "self.ratio * 2.0 <= 3.0"},
        {"rule": "self.replicas == oldSelf.replicas"},
    ],
    "properties": {
        "replicas": {"type": "integer"},
        "minReplicas": {"type": "integer"},
        "ratio": {"type": "number"},
    },
}


def test_cel_rules_are_evaluated_with_the_api_servers_typing():
    notes: list[Problem] = []
    # ratio 1 is a double to the API server (type: number): `self.ratio * 2.0` must evaluate.
    assert validate_document({"replicas": 3, "minReplicas": 1, "ratio": 1}, CEL_SCHEMA, notes=notes) == []
    problems = validate_document({"replicas": 1, "minReplicas": 2, "ratio": 2}, CEL_SCHEMA, notes=notes)
    assert [str(p) for p in problems] == [
        "$.replicas: replicas must be at least minReplicas",
        "$: failed rule: self.ratio * 2.0 <= 3.0",
    ]


def test_transition_rules_are_a_note_never_silently_skipped():
    notes: list[Problem] = []
    validate_document({"replicas": 3, "minReplicas": 1, "ratio": 1}, CEL_SCHEMA, notes=notes)
    (note,) = notes
    assert note.note and "oldSelf" in note.message and "not evaluated" in note.message
    with pytest.warns(UnevaluatedRuleWarning, match="oldSelf"):
        validate_document({"replicas": 3, "minReplicas": 1, "ratio": 1}, CEL_SCHEMA)


def test_message_expression_then_message_then_the_rule():
    schema = {"type": "object", "properties": {"n": {"type": "integer"}}, "x-kubernetes-validations": [
        {"rule": "self.n < 3", "messageExpression": "'n is ' + string(self.n)", "message": "static"},
        {"rule": "self.n < 2", "messageExpression": "self.n", "message": "static"},  # not a string
        {"rule": "self.n < 1"},
    ]}
    assert [p.message for p in validate_document({"n": 5}, schema)] == ["n is 5", "static", "failed rule: self.n < 1"]


def test_a_rule_that_errs_is_a_problem():
    schema = {"type": "object", "x-kubernetes-validations": [{"rule": "self.missing > 0"}]}
    (problem,) = validate_document({}, schema)
    assert "failed to evaluate" in problem.message


# --- the shapes apply_defaults takes ---------------------------------------------------------

COMPONENTS = {
    "Spec": {"type": "object", "required": ["name"], "properties": {
        "name": {"type": "string", "minLength": 1},
        "next": {"allOf": [{"$ref": "#/components/schemas/Spec"}], "nullable": True},
    }},
}


def test_refs_and_allof_wrappers_are_inlined_as_in_a_structural_schema():
    root = {"$ref": "#/components/schemas/Spec"}
    assert validate_document({"name": "a", "next": None}, root, COMPONENTS) == []  # the wrapper's nullable
    problems = validate_document({"name": "a", "next": {"name": "", "next": {}}}, root, COMPONENTS)
    assert [str(p) for p in problems] == [
        '$.next.name: must be at least 1 character long, got 0: ""',
        "$.next.next.name: missing required field",
    ]


def test_bad_schemas_are_schema_errors():
    with pytest.raises(SchemaError, match="no schema named"):
        validate_document({}, {"$ref": "#/components/schemas/Nope"}, COMPONENTS)
    with pytest.raises(SchemaError, match="refers back to itself"):
        validate_document({}, {"$ref": "#/components/schemas/A"}, {"A": {"$ref": "#/components/schemas/A"}})


def test_exported_next_to_apply_defaults():
    assert defaultgen.validate_document is validate_document
    assert validate_document({"x": 1}, None) == []


def test_messages_are_located_like_the_generated_codes():
    schema = {"type": "object", "properties": {"spec": {"type": "object", "properties": {
        "replicas": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "pattern": "^[a-z]+$"},
        "labels": {"type": "object", "additionalProperties": {"type": "string", "maxLength": 3}},
    }}}}
    doc = {"spec": {"replicas": 0, "name": "A", "labels": {"a b": "long"}}}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert [str(p) for p in validate_document(doc, schema)] == [
            "$.spec.replicas: must be >= 1, got 0",
            '$.spec.name: must match ^[a-z]+$, got "A"',
            '$.spec.labels["a b"]: must be at most 3 characters long, got 4: "long"',
        ]


def test_every_format_checked_is_in_the_vectors_with_both_verdicts():
    from defaultgen.validate.formats import FORMATS

    verdicts: dict[str, set[bool]] = {}
    for c in VECTORS["cases"]:
        fmt = c["schema"].get("format")
        if fmt and c["schema"].get("type") == "string":
            for v in c["verdicts"]:
                if isinstance(v["doc"], str):
                    verdicts.setdefault(fmt.replace("-", ""), set()).add(v["valid"])
    for name in FORMATS:
        expected = {True} if name == "password" else {True, False}
        assert verdicts.get(name) == expected, name


def test_preserve_unknown_fields_keeps_known_fields_checked():
    # x-kubernetes-preserve-unknown-fields decides pruning, not validation: kube-openapi ignores it.
    schema = {"type": "object", "x-kubernetes-preserve-unknown-fields": True,
              "properties": {"size": {"type": "integer", "maximum": 3}}}
    assert validate_document({"size": 3, "anything": {"at": ["all"]}}, schema) == []
    assert [str(p) for p in validate_document({"size": 4, "x": 1}, schema)] == ["$.size: must be <= 3, got 4"]


# --- hostile schemas and documents: a SchemaError or a list of problems, never a crash ------------

_KEYS = ["type", "format", "enum", "minimum", "maximum", "exclusiveMinimum", "multipleOf", "minLength",
         "maxLength", "pattern", "items", "properties", "required", "additionalProperties", "nullable",
         "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "allOf", "anyOf", "not",
         "x-kubernetes-int-or-string", "x-kubernetes-list-type", "x-kubernetes-list-map-keys",
         "x-kubernetes-validations", "$ref"]
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.floats(-3, 3, allow_nan=False) | st.sampled_from(
        ["", "a", "string", "integer", "object", "array", "set", "map", "uuid", "^a$", "[", "#/components/schemas/A"]
    ),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["a", "b", "rule"]), inner, max_size=3),
    max_leaves=8,
)
_schema = st.recursive(
    st.dictionaries(st.sampled_from(_KEYS), _json, max_size=4),
    lambda inner: st.dictionaries(
        st.sampled_from(_KEYS), inner | _json | st.dictionaries(st.sampled_from(["a", "b"]), inner, max_size=2),
        max_size=4,
    ),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(_schema, _json)
def test_hostile_schemas_are_schema_errors_never_crashes(schema, doc):
    try:
        problems = validate_document(doc, schema, {"A": {"type": "string"}}, notes=[])
    except SchemaError:
        return
    assert all(isinstance(p, Problem) for p in problems)


def test_locations_are_written_as_the_generated_code_writes_them():
    """Both paths must name a problem alike (SPEC §8's property compares them); the generated
    support module cannot import defaultgen, so the two renderings are pinned here."""
    import importlib.util

    path = Path(__file__).parent.parent / "testdata" / "examples" / "service" / "_defaultgen.py"
    spec = importlib.util.spec_from_file_location("generated_support", path)
    support = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(support)
    for parts in [(), ("spec", "replicas"), ("ports", 0, "port"), ("labels", "a b"), ("x", "é"),
                  ("1a",), ("a.b",), ("_",), ('q"uote',), (0, 1)]:
        assert Problem(parts, "m").location == support.Problem(parts, "m").location
