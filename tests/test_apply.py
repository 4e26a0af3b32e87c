"""apply_defaults (defaultgen.apply.engine): SPEC §5, the KEPs' examples, and its invariants."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from defaultgen.apply.engine import SchemaError, apply_defaults, compile_schema

REF = "#/components/schemas/"


def ref(name: str) -> dict:
    return {"$ref": REF + name}


# --- KEP-1929 examples -------------------------------------------------------------------

# "Non-pointer structs": the OpenAPI shown in the KEP, verbatim.
NON_POINTER_ROOT = {
    "type": "object",
    "default": {},
    "properties": {
        "entry": {
            "default": {},
            "type": "object",
            "properties": {
                "name": {"type": "string", "default": "default-name"},
                "number": {"type": "integer", "default": 0},
            },
        }
    },
}


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        (None, {"entry": {"name": "default-name", "number": 0}}),
        ({}, {"entry": {"name": "default-name", "number": 0}}),
        ({"entry": None}, {"entry": {"name": "default-name", "number": 0}}),
        ({"entry": {}}, {"entry": {"name": "default-name", "number": 0}}),
        (
            {"entry": {"name": "other-name"}},
            {"entry": {"name": "other-name", "number": 0}},
        ),
        # "empty string is different from null or unspecified"
        ({"entry": {"name": "", "number": 0}}, {"entry": {"name": "", "number": 0}}),
    ],
)
def test_kep1929_non_pointer_structs(doc, expected):
    """KEP-1929 "Non-pointer structs": every default('...') line of the example."""
    assert apply_defaults(doc, NON_POINTER_ROOT) == expected


# "Struct pointers": the KEP writes `$ref: SubLevel`; here it is a components ref. The Go
# source has the `+defaut` typo, but the OpenAPI shown (and the outputs) carry the default.
STRUCT_POINTER_COMPONENTS = {
    "Root": {
        "type": "object",
        "default": {},
        "properties": {
            "entry": {"$ref": REF + "SubLevel", "default": {"name": "pointer-name"}}
        },
    },
    "SubLevel": {
        "type": "object",
        "properties": {
            "name": {"type": "string", "default": "default-name"},
            "number": {"type": "integer", "default": 0},
        },
    },
}
# The same, in the `allOf` wrapper that `defaultgen openapi` emits.
STRUCT_POINTER_ALLOF = {
    "Root": {
        "type": "object",
        "default": {},
        "properties": {
            "entry": {
                "allOf": [ref("SubLevel")],
                "default": {"name": "pointer-name"},
                "description": "This is now a pointer, we can provide a default:",
            }
        },
    },
    "SubLevel": STRUCT_POINTER_COMPONENTS["SubLevel"],
}


@pytest.mark.parametrize(
    "components", [STRUCT_POINTER_COMPONENTS, STRUCT_POINTER_ALLOF]
)
@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        (None, {"entry": {"name": "pointer-name", "number": 0}}),
        ({}, {"entry": {"name": "pointer-name", "number": 0}}),
        ({"entry": None}, {"entry": {"name": "pointer-name", "number": 0}}),
        ({"entry": {}}, {"entry": {"name": "default-name", "number": 0}}),
        (
            {"entry": {"name": "other-name"}},
            {"entry": {"name": "other-name", "number": 0}},
        ),
    ],
)
def test_kep1929_struct_pointers(components, doc, expected):
    """KEP-1929 "Struct pointers": the pointer's default is inserted, then SubLevel's fill it."""
    assert apply_defaults(doc, components["Root"], components) == expected
    assert apply_defaults(doc, ref("Root"), components) == expected


# "Non-pointer scalar fields"
SCALAR_OBJECT = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "default": "default-name"},
        "defaulted": {"default": 0, "type": "integer"},
    },
}


def test_kep1929_scalar_fields_empty_object():
    """KEP-1929 "Non-pointer scalar fields", default('{}'): both defaults are inserted.

    The KEP prints {"entry": {"name": "default-name", "number": 0}} here: a copy-paste of the
    Root example (seeds/README.md lists the typo). The Object schema has no `entry`; what it
    implies is tested.
    """
    assert apply_defaults({}, SCALAR_OBJECT) == {"name": "default-name", "defaulted": 0}


def test_kep1929_scalar_fields_set_value():
    """KEP-1929 "Non-pointer scalar fields", default('{name: other-name}')."""
    assert apply_defaults({"name": "other-name"}, SCALAR_OBJECT) == {
        "name": "other-name",
        "defaulted": 0,
    }


def test_kep1929_scalar_fields_empty_string_is_a_value():
    """KEP-1929: default('{name: ""}') gives "default-name" only for built-ins (Go drops the
    omitempty zero); the CRD/OpenAPI path keeps the explicit "" (a value, not null)."""
    assert apply_defaults({"name": ""}, SCALAR_OBJECT) == {"name": "", "defaulted": 0}


def test_kep1929_scalar_fields_crd_manifest():
    """KEP-1929: the CRD line default('{name:"", number:0}') keeps name "".

    The KEP prints {"name": "", "defaulted": 0}: the unknown `number` is gone because a CRD
    is pruned before defaulting. Pruning is not defaulting (SPEC §5 leaves unknown keys
    alone), so here `number` stays.
    """
    assert apply_defaults({"name": "", "number": 0}, SCALAR_OBJECT) == {
        "name": "",
        "number": 0,
        "defaulted": 0,
    }


def _list_root(item: dict) -> dict:
    return {
        "type": "object",
        "default": {},
        "properties": {"list": {"type": "array", "items": item}},
    }


def _map_root(value: dict) -> dict:
    return {
        "type": "object",
        "default": {},
        "properties": {"mapping": {"type": "object", "additionalProperties": value}},
    }


def test_kep1929_lists():
    """KEP-1929 "Lists": a null item becomes the item type's default."""
    schema = _list_root({"type": "string", "default": "apple"})
    assert apply_defaults({"list": [None, "foo"]}, schema) == {"list": ["apple", "foo"]}


def test_kep1929_lists_without_default():
    """KEP-1929 "Lists without default": null is conserved (list items are never removed)."""
    schema = _list_root({"type": "string"})
    assert apply_defaults({"list": [None, "foo"]}, schema) == {"list": [None, "foo"]}


def test_kep1929_string_maps():
    """KEP-1929 "String Maps": a null value becomes the value type's default."""
    schema = _map_root({"type": "string", "default": "banana"})
    assert apply_defaults({"mapping": {"foo": None, "bar": "apple"}}, schema) == {
        "mapping": {"foo": "banana", "bar": "apple"}
    }


def test_kep1929_string_maps_without_default():
    """KEP-1929 "String maps without default": this time null is removed."""
    schema = _map_root({"type": "string"})
    assert apply_defaults({"mapping": {"foo": None, "bar": "apple"}}, schema) == {
        "mapping": {"bar": "apple"}
    }


# --- the CRD defaulting KEP's examples ----------------------------------------------------

FOO_STRING = {
    "type": "object",
    "properties": {"foo": {"type": "string", "default": "abc"}},
}
FOO_ARRAY = {
    "type": "object",
    "properties": {
        "foo": {"type": "array", "items": {"type": "integer"}, "default": [1]}
    },
}


def test_crd_kep_1_default_in_the_undefined_case():
    """CRD KEP example 1: {} gets foo: "abc"."""
    assert apply_defaults({}, FOO_STRING) == {"foo": "abc"}


def test_crd_kep_2_no_defaulting():
    """CRD KEP example 2: a set value is left alone."""
    assert apply_defaults({"foo": "def"}, FOO_STRING) == {"foo": "def"}


def test_crd_kep_3_array_default():
    """CRD KEP example 3: {} gets [1]; an empty list stays an empty list."""
    assert apply_defaults({}, FOO_ARRAY) == {"foo": [1]}
    assert apply_defaults({"foo": []}, FOO_ARRAY) == {"foo": []}


def test_crd_kep_3_null_is_now_defaulted():
    """CRD KEP example 3's {"foo": null} stayed null there (then failed validation); KEP-1929
    changed CRD normalisation, and SPEC §5 follows it: a non-nullable null takes the default.
    """
    assert apply_defaults({"foo": None}, FOO_ARRAY) == {"foo": [1]}


def test_crd_kep_4_top_down_defaulting():
    """CRD KEP example 4: foo's default is inserted, then its own properties are defaulted."""
    schema = {
        "type": "object",
        "properties": {
            "foo": {
                "type": "object",
                "properties": {
                    "a": {"type": "string", "default": "abc"},
                    "b": {"type": "string"},
                },
                "default": {"b": "def"},
            }
        },
    }
    assert apply_defaults({}, schema) == {"foo": {"a": "abc", "b": "def"}}


# --- nulls ---------------------------------------------------------------------------------

OBJ = {
    "type": "object",
    "properties": {
        "plain": {"type": "string"},
        "withDefault": {"type": "string", "default": "d"},
        "nullable": {"type": "string", "nullable": True},
        "nullableWithDefault": {"type": "string", "nullable": True, "default": "d"},
    },
}
OBJ_DEFAULTS = {"withDefault": "d", "nullableWithDefault": "d"}


def test_null_without_default_is_removed():
    """A non-nullable null property without a default is removed."""
    assert apply_defaults({"plain": None}, OBJ) == OBJ_DEFAULTS


def test_null_with_default_is_replaced():
    """A non-nullable null property with a default takes the default, in place."""
    assert apply_defaults({"withDefault": None}, OBJ) == OBJ_DEFAULTS


def test_nullable_keeps_null():
    """nullable: true keeps an explicit null, even when there is a default."""
    doc = {"nullable": None, "nullableWithDefault": None}
    assert apply_defaults(doc, OBJ) == {
        "nullable": None,
        "nullableWithDefault": None,
        "withDefault": "d",
    }


def test_nullable_missing_still_defaulted():
    """nullable only protects an explicit null: a missing property is still defaulted."""
    assert apply_defaults({}, OBJ) == OBJ_DEFAULTS


def test_null_of_unknown_property_is_kept():
    """A property the schema does not describe is not this step's business: null stays."""
    assert apply_defaults({"other": None}, OBJ) == {"other": None, **OBJ_DEFAULTS}


def test_nullable_items_keep_null_despite_default():
    """A null item of a nullable item schema stays null even with a default."""
    schema = _list_root({"type": "string", "nullable": True, "default": "x"})
    assert apply_defaults({"list": [None]}, schema) == {"list": [None]}


def test_additional_properties_null_kept_when_nullable():
    """A nullable additionalProperties value keeps its null."""
    schema = _map_root({"type": "string", "nullable": True, "default": "x"})
    assert apply_defaults({"mapping": {"a": None}}, schema) == {"mapping": {"a": None}}


def test_null_items_of_object_lists_are_defaulted_and_filled():
    """A null object item takes the items' default, which is then defaulted itself."""
    item = {
        "type": "object",
        "default": {"port": 80},
        "properties": {
            "port": {"type": "integer"},
            "protocol": {"type": "string", "default": "TCP"},
        },
    }
    assert apply_defaults({"list": [None, {}]}, _list_root(item)) == {
        "list": [{"port": 80, "protocol": "TCP"}, {"protocol": "TCP"}]
    }


def test_null_root_with_default():
    """A null root with a root default gets (a filled copy of) that default."""
    assert apply_defaults(None, _list_root({"type": "string"})) == {}


def test_null_root_without_default():
    """A null root without a default stays null."""
    assert apply_defaults(None, OBJ) is None


def test_nested_null_removal():
    """Null removal applies at every depth of described objects."""
    schema = {"type": "object", "properties": {"spec": OBJ}}
    assert apply_defaults({"spec": {"plain": None}}, schema) == {"spec": OBJ_DEFAULTS}


# --- values that are not defaulted ----------------------------------------------------------


@pytest.mark.parametrize("value", [{}, [], "", 0, 0.0, False])
def test_zero_values_are_values(value):
    """{} [] "" 0 false are values: a property holding one is never defaulted."""
    schema = {"type": "object", "properties": {"x": {"default": "DEFAULT"}}}
    assert apply_defaults({"x": value}, schema) == {"x": value}


def test_default_null_is_no_default():
    """`default: null` is no default: nothing is inserted, and a null is removed."""
    schema = {
        "type": "object",
        "properties": {"x": {"type": "string", "default": None}},
    }
    assert apply_defaults({}, schema) == {}
    assert apply_defaults({"x": None}, schema) == {}
    assert apply_defaults(None, {"type": "object", "default": None}) is None


def test_additional_properties_never_create_keys():
    """additionalProperties describes existing keys only: it never creates any."""
    schema = _map_root({"type": "string", "default": "banana"})
    assert apply_defaults({"mapping": {}}, schema) == {"mapping": {}}


def test_additional_properties_values_are_walked():
    """Each additionalProperties value is defaulted by that schema."""
    schema = _map_root({"type": "object", "properties": {"a": {"default": 1}}})
    assert apply_defaults({"mapping": {"k": {}, "j": {"a": 2}}}, schema) == {
        "mapping": {"k": {"a": 1}, "j": {"a": 2}}
    }


def test_properties_win_over_additional_properties():
    """With both, a listed key follows its property schema, others additionalProperties."""
    schema = {
        "type": "object",
        "properties": {"known": {"type": "string"}},
        "additionalProperties": {"type": "string", "default": "v"},
    }
    assert apply_defaults({"known": None, "other": None}, schema) == {"other": "v"}


@pytest.mark.parametrize("flag", [True, False])
def test_additional_properties_boolean_has_no_schema(flag):
    """additionalProperties: true/false gives no schema for values: they are left alone."""
    schema = {"type": "object", "additionalProperties": flag}
    assert apply_defaults({"a": None}, schema) == {"a": None}


@pytest.mark.parametrize(
    ("schema", "doc"),
    [
        (FOO_STRING, "a string"),
        (FOO_STRING, [1, None]),
        (FOO_STRING, 3),
        (_list_root({"type": "string", "default": "x"}), {"list": {"a": None}}),
        (_list_root({"type": "string", "default": "x"}), {"list": "nope"}),
        (_map_root({"type": "string", "default": "x"}), {"mapping": [None]}),
    ],
)
def test_type_mismatch_left_alone(schema, doc):
    """A value whose JSON type does not match its schema is left as it is (not validated)."""
    assert apply_defaults(doc, schema) == doc


def test_default_of_mismatched_type_is_inserted_as_is():
    """A default that does not match its schema is still inserted (validation is elsewhere)."""
    schema = {"type": "object", "properties": {"x": {"type": "object", "default": "s"}}}
    assert apply_defaults({}, schema) == {"x": "s"}


# --- top-down --------------------------------------------------------------------------------


def test_inserted_default_keys_win_over_nested_defaults():
    """An inserted default is visited, but the keys it sets win over nested defaults."""
    schema = {
        "type": "object",
        "properties": {
            "spec": {
                "type": "object",
                "default": {"a": "from-parent", "inner": {"x": 1}},
                "properties": {
                    "a": {"type": "string", "default": "from-child"},
                    "b": {"type": "string", "default": "from-child"},
                    "inner": {
                        "type": "object",
                        "properties": {
                            "x": {"type": "integer", "default": 9},
                            "y": {"type": "integer", "default": 9},
                        },
                    },
                },
            }
        },
    }
    assert apply_defaults({}, schema) == {
        "spec": {"a": "from-parent", "inner": {"x": 1, "y": 9}, "b": "from-child"}
    }


def test_null_inside_inserted_default_follows_the_rules():
    """Nulls inside an inserted default are normalised like any other null (idempotence)."""
    schema = {
        "type": "object",
        "properties": {
            "spec": {
                "type": "object",
                "default": {"a": None, "b": None},
                "properties": {"a": {"type": "string"}, "b": {"default": "B"}},
            }
        },
    }
    assert apply_defaults({}, schema) == {"spec": {"b": "B"}}


# --- $ref / allOf -----------------------------------------------------------------------------

COMPONENTS = {
    "pkg.Sub": {
        "type": "object",
        "default": {"fromType": True},  # a type's own default: only used at the root
        "properties": {"name": {"type": "string", "default": "n"}},
    },
    "pkg.Root": {
        "type": "object",
        "properties": {
            "required": {"allOf": [ref("pkg.Sub")], "default": {}},
            "optional": {"allOf": [ref("pkg.Sub")], "description": "no default"},
            "bare": ref("pkg.Sub"),
            "nested": {
                "allOf": [{"allOf": [ref("pkg.Sub")]}],
                "default": {"name": "x"},
            },
            "list": {
                "type": "array",
                "items": {"allOf": [ref("pkg.Sub")], "nullable": True},
            },
            "map": {"type": "object", "additionalProperties": ref("pkg.Sub")},
        },
    },
}


def test_allof_ref_default_belongs_to_property():
    """allOf+$ref: the default next to allOf is the property's; the ref brings structure."""
    assert apply_defaults({}, COMPONENTS["pkg.Root"], COMPONENTS) == {
        "required": {"name": "n"},
        "nested": {"name": "x"},
    }


def test_ref_target_default_does_not_leak_into_fields():
    """A referenced type's own default is not the referencing field's default."""
    doc = {
        "optional": None,
        "bare": None,
        "list": [None, {}],
        "map": {"k": None, "j": {}},
    }
    assert apply_defaults(doc, COMPONENTS["pkg.Root"], COMPONENTS) == {
        "list": [None, {"name": "n"}],
        "map": {"j": {"name": "n"}},
        "required": {"name": "n"},
        "nested": {"name": "x"},
    }


def test_bare_ref_and_nested_allof_give_structure():
    """A bare $ref and nested allOf wrappers both resolve to the referenced structure."""
    doc = {"bare": {}, "nested": {}, "optional": {"name": "set"}}
    result = apply_defaults(doc, COMPONENTS["pkg.Root"], COMPONENTS)
    assert result["bare"] == {"name": "n"}
    assert result["nested"] == {"name": "n"}
    assert result["optional"] == {"name": "set"}


def test_root_ref_uses_the_type_default():
    """A root schema that is only a $ref stands for that type, its default included."""
    assert apply_defaults(None, ref("pkg.Sub"), COMPONENTS) == {
        "fromType": True,
        "name": "n",
    }


def test_recursive_ref():
    """A recursive type (Node with an optional list of Node children) is defaulted at depth."""
    components = {
        "Node": {
            "type": "object",
            "properties": {
                "name": {"type": "string", "default": "leaf"},
                "children": {"type": "array", "items": {"allOf": [ref("Node")]}},
                "parent": {"allOf": [ref("Node")]},
            },
        }
    }
    doc = {
        "children": [
            {"children": [{}, None]},
            {"name": "x", "parent": {"parent": None}},
        ]
    }
    assert apply_defaults(doc, ref("Node"), components) == {
        "children": [
            {"children": [{"name": "leaf"}, None], "name": "leaf"},
            {"name": "x", "parent": {"name": "leaf"}},
        ],
        "name": "leaf",
    }


def test_ref_name_with_escapes():
    """A $ref follows JSON pointer escaping (~1 is '/', ~0 is '~')."""
    components = {"a/b~c": {"type": "object", "properties": {"x": {"default": 1}}}}
    assert apply_defaults({}, {"$ref": REF + "a~1b~0c"}, components) == {"x": 1}


def test_unknown_ref_raises_schema_error_naming_it():
    """An unresolvable $ref is a SchemaError (a ValueError) naming the ref and its place."""
    schema = {"type": "object", "properties": {"x": {"allOf": [ref("pkg.Sbu")]}}}
    with pytest.raises(SchemaError, match=r"pkg\.Sbu.*did you mean 'pkg\.Sub'") as info:
        apply_defaults({}, schema, COMPONENTS)
    assert "#/properties/x/allOf/0" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_ref_without_components_raises():
    """A $ref with no components to look into is a SchemaError."""
    with pytest.raises(SchemaError, match="no components"):
        apply_defaults({}, ref("X"))


def test_unsupported_ref_form_raises():
    """Only #/components/schemas/NAME refs are understood; others are named in the error."""
    with pytest.raises(SchemaError, match="#/definitions/X"):
        apply_defaults({}, {"$ref": "#/definitions/X"}, {"X": {}})


def test_unknown_ref_is_reported_even_if_the_document_does_not_reach_it():
    """Refs are checked when the schema is compiled, not only when a document reaches them."""
    components = {"A": {"type": "object", "properties": {"b": ref("Missing")}}}
    with pytest.raises(SchemaError, match="Missing"):
        apply_defaults("not even an object", ref("A"), components)


@pytest.mark.parametrize(
    "schema",
    [
        "string",
        {"properties": []},
        {"properties": {"x": 3}},
        {"items": [{"type": "string"}]},
        {"allOf": {"$ref": REF + "A"}},
        {"additionalProperties": "yes"},
        {"$ref": 3},
    ],
)
def test_malformed_schema_raises_schema_error(schema):
    """A schema of the wrong shape is a SchemaError, not a crash."""
    with pytest.raises(SchemaError):
        apply_defaults({}, schema, {"A": {}})


def test_self_referencing_alias_raises():
    """A $ref chain with no structure in between (A is B is A) is a SchemaError."""
    components = {"A": ref("B"), "B": ref("A")}
    with pytest.raises(SchemaError, match="refers back to itself"):
        apply_defaults(
            {}, {"type": "object", "properties": {"a": ref("A")}}, components
        )


# --- no mutation, no sharing ---------------------------------------------------------------


def test_input_doc_schema_and_components_not_mutated():
    """apply_defaults leaves its inputs untouched."""
    doc = {
        "optional": None,
        "list": [None, {}],
        "map": {"k": None, "j": {}},
        "extra": [{}],
    }
    saved = copy.deepcopy((doc, COMPONENTS))
    apply_defaults(doc, COMPONENTS["pkg.Root"], COMPONENTS)
    assert (doc, COMPONENTS) == saved


def test_result_shares_nothing_with_input():
    """Even parts the schema does not describe are copied, not shared with the input."""
    doc = {"extra": {"deep": [1]}, "required": {"name": "a", "more": {}}}
    result = apply_defaults(doc, COMPONENTS["pkg.Root"], COMPONENTS)
    result["extra"]["deep"].append(2)
    result["required"]["more"]["x"] = 1
    assert doc == {"extra": {"deep": [1]}, "required": {"name": "a", "more": {}}}


def test_defaults_not_shared_between_results_or_with_schema():
    """Mutating a result (its inserted defaults) and defaulting again gives the same result."""
    schema = {
        "type": "object",
        "properties": {
            "ports": {"type": "array", "default": [{"port": 80}]},
            "meta": {"type": "object", "default": {"labels": {"a": "b"}}},
        },
    }
    saved = copy.deepcopy(schema)
    first = apply_defaults({}, schema)
    first["ports"][0]["port"] = 1
    first["ports"].append("junk")
    first["meta"]["labels"]["a"] = "changed"
    second = apply_defaults({}, schema)
    assert second == {"ports": [{"port": 80}], "meta": {"labels": {"a": "b"}}}
    assert schema == saved
    third = apply_defaults(None, {"type": "object", "default": {"a": []}})
    third["a"].append(1)
    assert apply_defaults(None, {"type": "object", "default": {"a": []}}) == {"a": []}


def test_root_default_not_shared():
    """The root default is copied too."""
    schema = {"type": "object", "default": {"a": [1]}}
    apply_defaults(None, schema)["a"].append(2)
    assert apply_defaults(None, schema) == {"a": [1]}
    assert schema == {"type": "object", "default": {"a": [1]}}


def test_compile_schema_is_cached():
    """Compiling the same schema object twice gives the same compiled function."""
    schema = {"type": "object", "properties": {"x": {"default": 1}}}
    assert compile_schema(schema) is compile_schema(schema)
    assert compile_schema(schema)({}) == {"x": 1}


def test_yaml_scalars_are_copied_safely():
    """Non-JSON scalars from YAML (dates) pass through the copy."""
    import datetime

    day = datetime.date(2024, 1, 1)
    assert apply_defaults({"when": day}, OBJ) == {"when": day, **OBJ_DEFAULTS}


# --- properties ------------------------------------------------------------------------------

PROPERTY_COMPONENTS = {
    "Item": {
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "port": {"type": "integer", "default": 80},
            "tags": {
                "type": "array",
                "items": {"type": "string", "default": "t"},
                "default": ["x"],
            },
        },
    },
    "Root": {
        "type": "object",
        "default": {},
        "properties": {
            "spec": {"allOf": [ref("Item")], "default": {"name": "n"}},
            "items": {
                "type": "array",
                "items": {"allOf": [ref("Item")], "default": {}},
            },
            "byName": {"type": "object", "additionalProperties": ref("Item")},
            "nullable": {"type": "string", "nullable": True, "default": "z"},
            "child": ref("Root"),
        },
    },
}

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "a", "b"]),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(
        st.sampled_from(
            [
                "name",
                "port",
                "tags",
                "spec",
                "items",
                "byName",
                "nullable",
                "child",
                "k",
            ]
        ),
        children,
        max_size=4,
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(_json)
def test_property_idempotent_and_input_untouched(doc):
    """Applying twice equals applying once, and the input document is never mutated."""
    root = PROPERTY_COMPONENTS["Root"]
    saved = copy.deepcopy(doc)
    once = apply_defaults(doc, root, PROPERTY_COMPONENTS)
    assert doc == saved
    assert apply_defaults(once, root, PROPERTY_COMPONENTS) == once
    assert json.loads(json.dumps(once)) == once  # still plain JSON


@pytest.mark.parametrize("doc", [None, {}, {"a": None, "b": [None, {"c": None}]}, [1, None], "x", 0])
def test_a_none_schema_returns_the_document_unchanged(doc):
    """SPEC §5: a `None` schema is no schema (Kubernetes' nil structural schema): the document
    comes back as it is, nulls included, and a copy (the input stays untouched)."""
    saved = copy.deepcopy(doc)
    result = apply_defaults(doc, None)
    assert result == saved
    assert doc == saved
    if isinstance(doc, (dict, list)):
        assert result is not doc
