"""Publishing validation constraints (SPEC §8) in `openapi`, `openapi --structural` and `crd`.

The expected shapes are controller-gen's, read from its golden CRDs
(testdata/controller_tools/golden/, github:kubernetes-sigs/controller-tools at
434758187dddcaf646276fbe2c2ba40ff4e859d5, pkg/crd/testdata/): each test names the property
of the golden file whose shape it pins. Constraints are laid into the model directly
(`constrained`), so these tests exercise the publishing whatever reads the markers.
"""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path
from typing import Any

import yaml
from golden_crd import differences

from defaultgen.openapi.constraints import flatten, keywords
from defaultgen.openapi.schemas import openapi_document
from defaultgen.openapi.structural import structural_schema
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.model import CelRule, Constraints
from defaultgen.source.universe import Universe

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "testdata/controller_tools/golden"


def golden_spec(name: str) -> dict[str, Any]:
    crd = yaml.safe_load((GOLDEN / name).read_text())
    return crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]


CRONJOB = golden_spec("testdata.kubebuilder.io_cronjobs.yaml")["properties"]
ONEOFS = golden_spec("testdata.kubebuilder.io_oneofs.yaml")["properties"]


def constrained(tmp_path: Path, source: str, **where: Constraints) -> Universe:
    """The universe of `source` (one opted-in module `api`) with constraints laid into its
    model: `Class__field=` on a field, `Name=` on a named type or a dataclass."""
    (tmp_path / "api.py").write_text("# +defaultgen\n" + textwrap.dedent(source))
    universe = load_universe(discover([str(tmp_path / "api.py")], tmp_path), tmp_path)
    for key, constraints in where.items():
        owner, _, field_name = key.partition("__")
        qualname = f"api.{owner}"
        if field_name:
            found = universe.dataclass(qualname)
            fields = tuple(dataclasses.replace(f, constraints=constraints) if f.name == field_name else f for f in found.fields)
            universe._classes[qualname] = dataclasses.replace(found, fields=fields)
        elif any(d.qualname == qualname for d in universe.dataclasses()):
            universe._classes[qualname] = dataclasses.replace(universe.dataclass(qualname), constraints=constraints)
        else:
            universe._named[qualname] = dataclasses.replace(universe.named_type(qualname), constraints=constraints)
    return universe


def spec_of(universe: Universe, root: str = "Spec") -> dict[str, Any]:
    return structural_schema(universe.dataclass(f"api.{root}"), universe)


def test_each_keyword_is_published_under_its_openapi_name():
    constraints = Constraints(
        minimum=-2,
        exclusive_minimum=True,
        maximum=2,
        exclusive_maximum=True,
        multiple_of=2,
        min_length=1,
        max_length=3,
        pattern="^a$",
        format="int32",
        enum=(1, "a"),
        min_items=1,
        max_items=2,
        unique_items=True,
        min_properties=1,
        max_properties=2,
        rules=(CelRule("self > 0", message="m", message_expression="'x'", reason="FieldValueForbidden", field_path=".a", optional_old_self=True),),
        nullable=True,
        int_or_string=True,
        embedded_resource=True,
        preserve_unknown_fields=True,
        title="T",
        example={"a": 1},
    )
    assert keywords(constraints) == {
        "format": "int32",
        "title": "T",
        "maximum": 2,
        "minimum": -2,
        "maxLength": 3,
        "minLength": 1,
        "pattern": "^a$",
        "maxItems": 2,
        "minItems": 1,
        "multipleOf": 2,
        "maxProperties": 2,
        "minProperties": 1,
        "enum": [1, "a"],
        "example": {"a": 1},
        "exclusiveMaximum": True,
        "exclusiveMinimum": True,
        "uniqueItems": True,
        "nullable": True,
        "x-kubernetes-preserve-unknown-fields": True,
        "x-kubernetes-embedded-resource": True,
        "x-kubernetes-int-or-string": True,
        "x-kubernetes-validations": [
            {"rule": "self > 0", "message": "m", "messageExpression": "'x'", "reason": "FieldValueForbidden", "fieldPath": ".a", "optionalOldSelf": True}
        ],
    }
    assert keywords(Constraints()) == {}


SPEC_SOURCE = """
    from dataclasses import dataclass, field
    from typing import NewType, Optional, TypeAlias

    Int32 = NewType("Int32", int)
    LongerString = NewType("LongerString", str)
    StringAliasWithValidation: TypeAlias = str
    StringEvenType = NewType("StringEvenType", str)
    TotallyABool = NewType("TotallyABool", bool)
    UnmarkeredInteger = NewType("UnmarkeredInteger", Int32)

    @dataclass
    class NestedObject:
        foo: str = field(default="", metadata={"json": "foo"})
        bar: bool = field(default=False, metadata={"json": "bar"})

    @dataclass
    class Spec:
        int32_with_validations: Int32 = field(default=0, metadata={"json": "int32WithValidations"})
        float_with_validations: float = field(default=0.0, metadata={"json": "floatWithValidations"})
        field_level_alias_override: StringAliasWithValidation = field(default="", metadata={"json": "fieldLevelAliasOverride,omitempty"})
        field_level_local_declaration_override: LongerString = field(default="", metadata={"json": "fieldLevelLocalDeclarationOverride,omitempty"})
        longer_string_array: list[LongerString] = field(default_factory=list, metadata={"json": "longerStringArray,omitempty"})
        string_with_even_length_and_good_prefix: StringEvenType = field(default="", metadata={"json": "stringWithEvenLengthAndGoodPrefix,omitempty"})
        only_allow_setting_on_update: Int32 = field(default=0, metadata={"json": "onlyAllowSettingOnUpdate,omitempty"})
        locally_bounded_integer: UnmarkeredInteger = field(default=0, metadata={"json": "locallyBoundedInteger,omitempty"})
        # +listType=set
        hosts: list[str] = field(default_factory=list, metadata={"json": "hosts,omitempty"})
        can_be_null: str = field(default="", metadata={"json": "canBeNull"})
        int_or_string_with_a_pattern: Optional[int | str] = field(default=None, metadata={"json": "intOrStringWithAPattern,omitempty"})
        no_really_suspend: Optional[TotallyABool] = field(default=None, metadata={"json": "noReallySuspend,omitempty"})
        schemaless: bytes = field(default=b"", metadata={"json": "schemaless,omitempty"})
        unpruned_json: NestedObject = field(default_factory=NestedObject, metadata={"json": "unprunedJSON"})
"""
HOST = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"
SPEC_CONSTRAINTS = {
    "Int32": Constraints(format="int32"),
    "LongerString": Constraints(min_length=4),
    "StringAliasWithValidation": Constraints(min_length=1, max_length=255),
    "StringEvenType": Constraints(rules=(CelRule("self.size() % 2 == 0", message="must have even length"),)),
    "TotallyABool": Constraints(type="string"),
    "Spec__int32_with_validations": Constraints(minimum=-2, maximum=2, multiple_of=2),
    "Spec__float_with_validations": Constraints(minimum=-0.5, maximum=1.5, multiple_of=0.5),
    "Spec__field_level_alias_override": Constraints(min_length=10, max_length=10),
    "Spec__field_level_local_declaration_override": Constraints(min_length=10, max_length=10),
    "Spec__longer_string_array": Constraints(min_items=3),
    "Spec__string_with_even_length_and_good_prefix": Constraints(
        rules=(CelRule("self.startsWith('good-')", message="must have good prefix"),)
    ),
    "Spec__only_allow_setting_on_update": Constraints(
        rules=(
            CelRule(
                "oldSelf.hasValue() || self == 0",
                message="must be set to 0 on creation. can be set to any value on an update.",
                optional_old_self=True,
            ),
        )
    ),
    "Spec__locally_bounded_integer": Constraints(minimum=1, maximum=10),
    "Spec__hosts": Constraints(min_items=1, items=Constraints(min_length=1, max_length=255, pattern=HOST)),
    "Spec__can_be_null": Constraints(nullable=True),
    "Spec__int_or_string_with_a_pattern": Constraints(
        int_or_string=True, max_length=11, min_length=2, pattern="^((100|[0-9]{1,2})%|[0-9]+)$"
    ),
    "Spec__schemaless": Constraints(schemaless=True, type="string"),
    "Spec__unpruned_json": Constraints(preserve_unknown_fields=True),
}


def test_field_and_named_type_constraints_take_controller_gens_shapes(tmp_path):
    """Every property of this Spec is one of the golden CronJob's, with the markers the Go
    testdata has; ours must equal controller-gen's but for descriptions and KEP-1929's
    implicit zero defaults (which controller-gen does not write)."""
    universe = constrained(tmp_path, SPEC_SOURCE, **SPEC_CONSTRAINTS)
    properties = spec_of(universe)["properties"]
    for name, ours in properties.items():
        if name == "floatWithValidations":  # controller-gen drops the float64 format openapi-gen writes
            assert ours.pop("format") == "double"
        assert differences(ours, CRONJOB[name]) == [], name


def test_constraints_sit_beside_the_ref_in_openapi_fragments(tmp_path):
    """`openapi` keeps the reference: a dataclass field's own keywords are siblings of its
    `allOf: [{$ref}]` (OpenAPI 3.0 ignores a `$ref`'s siblings), a named type's are inlined."""
    universe = constrained(tmp_path, SPEC_SOURCE, **SPEC_CONSTRAINTS)
    spec = openapi_document(universe)["components"]["schemas"]["api.Spec"]["properties"]
    assert spec["unprunedJSON"] == {"allOf": [{"$ref": "#/components/schemas/api.NestedObject"}], "default": {}, "x-kubernetes-preserve-unknown-fields": True}
    assert spec["fieldLevelLocalDeclarationOverride"] == {
        "type": "string",
        "maxLength": 10,
        "allOf": [{"minLength": 4}, {"minLength": 10}],
    }
    assert spec["int32WithValidations"]["format"] == "int32"


OBJECTS = """
    from dataclasses import dataclass, field
    from typing import Optional

    @dataclass
    class TypeWithAllOneofs:
        a: Optional[str] = field(default=None, metadata={"json": "a,omitempty"})
        b: Optional[str] = field(default=None, metadata={"json": "b,omitempty"})
        c: Optional[str] = field(default=None, metadata={"json": "c,omitempty"})
        d: Optional[str] = field(default=None, metadata={"json": "d,omitempty"})
        e: Optional[str] = field(default=None, metadata={"json": "e,omitempty"})
        f: Optional[str] = field(default=None, metadata={"json": "f,omitempty"})

    @dataclass
    class TypeWithOneofs:
        foo: Optional[str] = field(default=None, metadata={"json": "foo,omitempty"})
        bar: Optional[str] = field(default=None, metadata={"json": "bar,omitempty"})

    @dataclass
    class MinMaxObject:
        foo: str = field(default="", metadata={"json": "foo,omitempty"})
        bar: str = field(default="", metadata={"json": "bar,omitempty"})
        baz: str = field(default="", metadata={"json": "baz,omitempty"})

    @dataclass
    class Spec:
        type_with_all_one_of: Optional[TypeWithAllOneofs] = field(default=None, metadata={"json": "typeWithAllOneOf,omitempty"})
        first_type_with_oneof: Optional[TypeWithOneofs] = field(default=None, metadata={"json": "firstTypeWithOneof,omitempty"})
        min_max_properties: MinMaxObject = field(default_factory=MinMaxObject, metadata={"json": "minMaxProperties,omitempty"})
        both: TypeWithOneofs = field(default_factory=TypeWithOneofs, metadata={"json": "both"})
"""


def test_type_level_constraints_and_field_groups_as_controller_gen_writes_them(tmp_path):
    """golden oneofs CRD (pkg/crd/testdata/oneof/types.go): a type's XValidation first, then
    its AtMostOneOf, ExactlyOneOf, AtLeastOneOf rules; MinProperties on the object (cronjob
    golden `minMaxProperties`); a field's own rules come before its type's."""
    universe = constrained(
        tmp_path,
        OBJECTS,
        TypeWithAllOneofs=Constraints(at_least_one_of=(("e", "f"),), exactly_one_of=(("c", "d"),), at_most_one_of=(("a", "b"),)),
        TypeWithOneofs=Constraints(
            rules=(CelRule("!(has(self.foo) && has(self.bar))", message="only one of foo|bar may be set"),),
            at_most_one_of=(("foo", "bar"),),
        ),
        MinMaxObject=Constraints(min_properties=1, max_properties=2),
        Spec__both=Constraints(rules=(CelRule("has(self.foo)", message="foo"),), min_properties=1),
    )
    properties = spec_of(universe)["properties"]
    for name in ("typeWithAllOneOf", "firstTypeWithOneof"):
        assert differences(properties[name], ONEOFS[name]) == [], name
    assert differences(properties["minMaxProperties"], CRONJOB["minMaxProperties"]) == []
    assert properties["both"]["x-kubernetes-validations"] == [
        {"rule": "has(self.foo)", "message": "foo"},
        *ONEOFS["firstTypeWithOneof"]["x-kubernetes-validations"],
    ]
    assert properties["both"]["minProperties"] == 1


def test_flatten_keeps_both_values_of_a_keyword_in_an_allof_pair():
    """pkg/crd/flatten.go: a keyword both levels set to different values must hold twice."""
    assert flatten({"type": "string", "minLength": 4}, {"minLength": 10, "maxLength": 10}) == {
        "type": "string",
        "maxLength": 10,
        "allOf": [{"minLength": 4}, {"minLength": 10}],
    }
    assert flatten({"minLength": 4, "title": "type"}, {"minLength": 4, "title": "field"}) == {"minLength": 4, "title": "field"}
    assert flatten({"enum": ["a"]}, {"enum": ["b"]}) == {"enum": ["a"]}


def test_external_docs_are_published_and_the_field_s_win(tmp_path):
    """`+kubebuilder:externalDocs` → `externalDocs: {url, description}` (description only when
    given: the golden testdata.kubebuilder.io_externaldocs.yaml's fieldWithExternalDocURLOnly);
    a field's replaces its named type's, as controller-gen's flattener pre-merges them
    (pkg/crd/flatten.go, preserveFields: the source's ExternalDocs wins)."""
    assert keywords(Constraints(external_docs=("https://example.com/docs", ""))) == {"externalDocs": {"url": "https://example.com/docs"}}
    (tmp_path / "api.py").write_text(
        textwrap.dedent(
            """\
            # +defaultgen
            from dataclasses import dataclass, field
            from typing import TypeAlias

            # +kubebuilder:externalDocs:url="https://example.com/type",description="the type's"
            Name: TypeAlias = str


            @dataclass
            class Spec:
                # +kubebuilder:externalDocs:url="https://example.com/field"
                own: Name = field(default="", metadata={"json": "own,omitempty"})
                inherited: Name = field(default="", metadata={"json": "inherited,omitempty"})
            """
        )
    )
    universe = load_universe(discover([str(tmp_path / "api.py")], tmp_path), tmp_path)
    properties = spec_of(universe)["properties"]
    assert properties["own"]["externalDocs"] == {"url": "https://example.com/field"}
    assert properties["inherited"]["externalDocs"] == {"url": "https://example.com/type", "description": "the type's"}
