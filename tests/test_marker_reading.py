"""Reading the whole marker language into the model (SPEC §1 "Marker syntax", §8 "Markers
read"): controller-gen's argument grammar, validation markers into `Constraints` on fields,
named types, dataclasses and `items:` positions, `+kubebuilder:default`, `+k8s:*` spellings,
module-level Required/Optional with controller-gen's precedence, type-level semantic markers
and patch markers."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from defaultgen.openapi.schemas import class_schema, is_required
from defaultgen.source.markerargs import Arg, ArgType, ArgumentError, parse_arguments
from defaultgen.source.markers import parse_marker
from defaultgen.source.constraints import overlay
from defaultgen.source.model import NO_CONSTRAINTS, CelRule, Comment, Constraints, MarkerKind, ModuleDecl, NamedRef, Span
from defaultgen.source.parse import parse_source
from defaultgen.source.registry import REGISTRY, Target
from defaultgen.source.universe import Universe

PARSE_CASES = json.loads(
    (Path(__file__).resolve().parent.parent / "testdata" / "markers" / "controller_tools_parse_cases.json").read_text(
        encoding="utf-8"
    )
)["cases"]


@pytest.mark.parametrize("case", PARSE_CASES, ids=[f"{c['type']}:{c['raw']}" for c in PARSE_CASES])
def test_arguments_read_as_controller_gen_reads_them(case: dict) -> None:
    """controller-tools' own argument test table (testdata/markers names its source)."""
    assert parse_arguments(case["raw"], {"": Arg(ArgType(case["type"]))})[""] == case["output"]


@pytest.mark.parametrize(
    ("raw", "kind", "message"),
    [
        ("abc", ArgType.NUMBER, "expected an integer or a number, got 'abc'"),
        ("1.5", ArgType.INT, "expected an integer, got '1.5'"),
        ("yes", ArgType.BOOL, "expected true or false, got 'yes'"),
        ("a,b", ArgType.STRING, "unexpected text after the value: ',b'"),
        ('"open', ArgType.ANY, 'unterminated "-quoted string'),
        ("{a: 1", ArgType.ANY, "not closed"),
        ("{" * 100, ArgType.ANY, "nested too deeply"),
        ("", ArgType.STRING, "a value is required"),
        # Python refuses to convert such text (a ValueError, a traceback in lint: found by the
        # front-end fuzzer with `+kubebuilder:validation:Enum={1111...}`)
        ("1" * 5000, ArgType.INT, "is too large"),
        ("{" + "1" * 5000 + "}", ArgType.ANY, "is too large"),
        ("-" + "9" * 4400, ArgType.NUMBER, "is too large"),
    ],
)
def test_unreadable_arguments_say_why(raw: str, kind: ArgType, message: str) -> None:
    with pytest.raises(ArgumentError, match=message):
        parse_arguments(raw, {"": Arg(kind)})


def read(text: str):  # type: ignore[no-untyped-def]
    return parse_marker(Comment(text, Span(1, 1)))


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("+kubebuilder:validation:Minimum=1", "kubebuilder:validation:Minimum", 1),
        ("+kubebuilder:validation:Minimum:=-0.5", "kubebuilder:validation:Minimum", -0.5),
        ("+kubebuilder:validation:Enum=A;B;C", "kubebuilder:validation:Enum", ["A", "B", "C"]),
        ("+kubebuilder:validation:Enum={1,2}", "kubebuilder:validation:Enum", [1, 2]),
        ('+kubebuilder:validation:Enum="a b";"c"', "kubebuilder:validation:Enum", ["a b", "c"]),
        ("+kubebuilder:validation:Pattern=`^[a-z]{1,3}$`", "kubebuilder:validation:Pattern", "^[a-z]{1,3}$"),
        ('+kubebuilder:validation:Pattern="^\\\\d+$"', "kubebuilder:validation:Pattern", "^\\d+$"),
        ("+kubebuilder:validation:items:MaxLength=63", "kubebuilder:validation:items:MaxLength", 63),
        ("+kubebuilder:validation:UniqueItems=true", "kubebuilder:validation:UniqueItems", True),
        (
            '+kubebuilder:validation:XValidation:rule="self.x <= self.y",message="x, then y",reason=FieldValueInvalid',
            "kubebuilder:validation:XValidation",
            {"rule": "self.x <= self.y", "message": "x, then y", "reason": "FieldValueInvalid"},
        ),
        ("+kubebuilder:validation:ExactlyOneOf=a;b", "kubebuilder:validation:ExactlyOneOf", ["a", "b"]),
        ("+kubebuilder:example={a: 1}", "kubebuilder:example", {"a": 1}),
        ("+nullable", "nullable", None),
        ("+k8s:listType=set", "k8s:listType", "set"),
        ("+patchStrategy=merge,retainKeys", "patchStrategy", "merge,retainKeys"),  # gengo: the rest of the line
    ],
)
def test_markers_in_controller_gens_spellings(text: str, name: str, value: object) -> None:
    found = read(text)
    assert found is not None and found.error is None
    assert (found.name, found.value) == (name, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("+kubebuilder:default=Automatic", "Automatic"),  # a bare string
        ("+kubebuilder:default:={type: Automatic}", {"type": "Automatic"}),
        ("+kubebuilder:default={a,b}", ["a", "b"]),
        ("+kubebuilder:default=3", 3),
        ('+kubebuilder:default="x"', "x"),
        ("+kubebuilder:default={}", {}),
        ('+kubebuilder:default={"a": [1, 2]}', {"a": [1, 2]}),  # JSON that controller-gen's grammar cannot read
    ],
)
def test_kubebuilder_default_is_a_default_in_controller_gens_value_syntax(text: str, value: object) -> None:
    found = read(text)
    assert found is not None and found.kind is MarkerKind.DEFAULT and found.is_usable_default
    assert found.value == value


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("+k8s:optional", MarkerKind.OPTIONAL),
        ("+k8s:required", MarkerKind.REQUIRED),
        ("+kubebuilder:validation:Optional", MarkerKind.OPTIONAL),
        ("+kubebuilder:validation:Required", MarkerKind.REQUIRED),
        ("+k8s:listMapKey=name", MarkerKind.LIST_MAP_KEY),
        ("+patchMergeKey=name", MarkerKind.PATCH_MERGE_KEY),
        ("+kubebuilder:printcolumn:name=Age,type=date,JSONPath=.metadata.creationTimestamp", MarkerKind.CRD),
        ("+k8s:enum", MarkerKind.NOTED),
    ],
)
def test_aliases_become_the_same_model_facts(text: str, kind: MarkerKind) -> None:
    found = read(text)
    assert found is not None and found.kind is kind and found.error is None


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("+kubebuilder:validation:Minimun=1", "+kubebuilder:validation:Minimum=1"),
        ("+kubebuilder:validation:enum=A;B", "+kubebuilder:validation:Enum=A;B"),  # the field report's example
        ("+listtype=set", "+listType=set"),
        ("+k8s:listtype=set", "+k8s:listType=set"),
        ("+kubebuilder:printcolum:name=Age,type=date,JSONPath=.a", "+kubebuilder:printcolumn:name=Age,type=date,JSONPath=.a"),
        ("+kubebuilder:validation:items:maxlength=3", "+kubebuilder:validation:items:MaxLength=3"),
        ("+kubebuilder:defaults=3", "+kubebuilder:default=3"),
    ],
)
def test_misspelled_markers_are_unknown_with_the_nearest_known_one(text: str, suggestion: str) -> None:
    found = read(text)
    assert found is not None and found.kind is MarkerKind.UNKNOWN
    assert found.suggestion == suggestion and found.error is not None and "did you mean" in found.error


@pytest.mark.parametrize(
    "text",
    [
        "+kubebuilder:validation:Minimum=abc",
        "+kubebuilder:validation:MaxLength=1.5",
        "+kubebuilder:validation:XValidation:message=no rule",
        "+kubebuilder:validation:XValidation:rule=x,mesage=y",
        "+kubebuilder:validation:XIntOrString=true",
        "+kubebuilder:something:else",
    ],
)
def test_unreadable_or_unknown_markers_in_a_namespace_we_read(text: str) -> None:
    found = read(text)
    assert found is not None and found.kind is MarkerKind.UNKNOWN and found.error


def test_every_definition_says_where_it_stands_and_what_it_does() -> None:
    """The registry is the one list of markers: each has a target and a summary, validation
    markers name the keyword they fill, and every `items:` form has its plain form."""
    for name, definition in REGISTRY.items():
        assert definition.targets and definition.summary, name
        if definition.kind is MarkerKind.VALIDATION:
            assert definition.keyword, name
        if definition.items:
            assert name.replace("items:", "") in REGISTRY
            assert Target.CLASS not in definition.targets


def module(name: str, source: str, *, is_package: bool = False) -> ModuleDecl:
    decl = parse_source(f"{name}.py", name, textwrap.dedent(source).encode(), is_package=is_package)
    assert decl.failure is None
    return decl


TYPES = module(
    "api.types",
    """\
    from dataclasses import dataclass, field
    from typing import NewType, Optional

    # +kubebuilder:validation:MaxLength=63
    # +kubebuilder:validation:Pattern=`^[a-z]+$`
    Name = NewType("Name", str)

    # +kubebuilder:validation:Format=int32
    Int32 = NewType("Int32", int)

    # +kubebuilder:validation:MaxItems=10
    # +kubebuilder:validation:items:MinLength=1
    # +listType=set
    Tags = NewType("Tags", list[Name])


    # +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min <= max"
    # +kubebuilder:validation:MinProperties=1
    # +kubebuilder:validation:AtMostOneOf=min;other
    @dataclass
    class Range:
        # +kubebuilder:validation:Minimum=0
        # +kubebuilder:validation:ExclusiveMinimum=true
        min: Optional[int] = None
        # +kubebuilder:validation:Maximum=100
        # +kubebuilder:validation:MultipleOf=5
        max: Optional[Int32] = None
        # +kubebuilder:validation:MaxLength=8
        # +nullable
        other: Optional[Name] = None
        # +kubebuilder:validation:items:Pattern=`^[a-z]$`
        # +kubebuilder:validation:MinItems=1
        # +k8s:immutable
        tags: Tags = field(default_factory=list)
        # +kubebuilder:validation:Enum=a;b
        # +kubebuilder:validation:Type=string
        # +kubebuilder:title=The mode
        mode: str = ""
    """,
)


def test_constraints_on_fields_named_types_items_and_classes() -> None:
    universe = Universe([TYPES])
    rng = universe.dataclass("api.types.Range")
    fields = {f.name: f for f in rng.fields}
    assert rng.constraints == Constraints(
        min_properties=1,
        rules=(CelRule("self.min <= self.max", "min <= max"),),
        at_most_one_of=(("min", "other"),),
    )
    assert fields["min"].constraints == Constraints(minimum=0, exclusive_minimum=True)
    assert universe.field_constraints(fields["max"]) == Constraints(maximum=100, multiple_of=5, format="int32")
    # the field's MaxLength (8) and the type's (63) differ: both hold, an allOf pair as
    # controller-gen's flattener publishes them (pkg/crd/flatten.go); the type's pattern stays
    assert universe.field_constraints(fields["other"]) == Constraints(
        pattern="^[a-z]+$", nullable=True, all_of=(Constraints(max_length=63), Constraints(max_length=8))
    )
    # the named list type's constraints, the field's on top; items: the type's items: markers,
    # the field's items: markers; under them, where the items are checked, Name's own (whose
    # Pattern and the field's both hold)
    found = universe.field_constraints(fields["tags"])
    assert found == Constraints(
        max_items=10,
        min_items=1,
        rules=(CelRule("self == oldSelf", "field is immutable"),),
        items=Constraints(min_length=1, pattern="^[a-z]$"),
    )
    assert overlay(universe.type_constraints(NamedRef("api.types.Name")), found.items) == Constraints(
        max_length=63, min_length=1, all_of=(Constraints(pattern="^[a-z]+$"), Constraints(pattern="^[a-z]$"))
    )
    published = class_schema(rng, universe)["properties"]["tags"]["items"]
    assert published["allOf"] == [{"pattern": "^[a-z]+$"}, {"pattern": "^[a-z]$"}] and "pattern" not in published
    assert universe.field_constraints(fields["mode"]) == Constraints(enum=("a", "b"), type="string", title="The mode")
    assert universe.named_type("api.types.Int32").constraints == Constraints(format="int32")


def test_constraints_say_where_their_markers_stand() -> None:
    universe = Universe([TYPES])
    fields = {f.name: f for f in universe.dataclass("api.types.Range").fields}
    found = universe.field_constraints(fields["other"])
    assert found.span_of("maxLength") == Span(28, 5)  # the field's, not Name's
    assert found.span_of("pattern") == Span(5, 1)
    assert found.span_of("minimum") is None
    assert fields["mode"].constraints != NO_CONSTRAINTS and NO_CONSTRAINTS.empty


def test_type_level_semantic_markers_apply_to_every_use() -> None:
    """SPEC §1: `+listType` above a named type is published on every field that uses it."""
    schema = class_schema(Universe([TYPES]).dataclass("api.types.Range"), Universe([TYPES]))
    assert schema["properties"]["tags"]["x-kubernetes-list-type"] == "set"


def test_patch_markers_are_published_as_openapi_gen_does() -> None:
    source = module(
        "api.pod",
        """\
        from dataclasses import dataclass, field


        @dataclass
        class Container:
            name: str = ""


        @dataclass
        class PodSpec:
            # +patchMergeKey=name
            # +patchStrategy=merge
            containers: list[Container] = field(default_factory=list)
        """,
    )
    universe = Universe([source])
    properties = class_schema(universe.dataclass("api.pod.PodSpec"), universe)["properties"]
    assert properties["containers"]["x-kubernetes-patch-strategy"] == "merge"
    assert properties["containers"]["x-kubernetes-patch-merge-key"] == "name"


REQUIRED = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    plain: int = 0
    # +optional
    optional: int = 0
    loose: int = field(default=0, metadata={"json": "loose,omitempty"})
    # +kubebuilder:validation:Required
    kb_required: int = field(default=0, metadata={"json": "kbRequired,omitempty"})
    # +kubebuilder:validation:Optional
    # +required
    kb_optional_wins: int = 0
    # +k8s:required
    k8s_required: int = field(default=0, metadata={"json": "k8sRequired,omitempty"})
"""


@pytest.mark.parametrize(
    ("header", "package", "expected"),
    [
        ("", "", {"plain", "kb_required", "k8s_required"}),
        # controller-gen's package marker: only explicitly required fields are required
        ("# +kubebuilder:validation:Optional\n", "", {"kb_required", "k8s_required"}),
        ("", "# +kubebuilder:validation:Optional\n", {"kb_required", "k8s_required"}),
        ("# +kubebuilder:validation:Required\n", "# +kubebuilder:validation:Optional\n", {"plain", "kb_required", "k8s_required"}),
    ],
)
def test_required_follows_controller_gens_precedence(header: str, package: str, expected: set[str]) -> None:
    universe = Universe(
        [module("api.v1", header + REQUIRED), module("api", package + "GROUP = 'x'\n", is_package=True)]
    )
    spec = universe.dataclass("api.v1.Spec")
    assert {f.name for f in spec.fields if is_required(f, universe)} == expected


def test_module_markers_are_read_only_where_no_declaration_takes_them() -> None:
    decl = module(
        "api.v2",
        """\
        # +groupName=example.com

        # +kubebuilder:validation:Optional
        from dataclasses import dataclass


        # +kubebuilder:object:root=true

        # Widget is a thing.
        @dataclass
        class Widget:
            pass
        """,
    )
    assert [(m.name, m.span.line) for m in decl.markers] == [
        ("groupName", 1),
        ("kubebuilder:validation:Optional", 3),
    ]
    assert [m.name for m in decl.classes[0].markers] == ["kubebuilder:object:root"]


_PREFIXES = ["+", "+kubebuilder:", "+kubebuilder:default=", "+kubebuilder:validation:Enum=", "+k8s:", "+listType="]
_PREFIXES += ["+kubebuilder:validation:XValidation:rule=", "+kubebuilder:printcolumn:name=", "+kubebuilder:example="]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_PREFIXES), st.text(alphabet=st.sampled_from(list('{}[];,:="`\'\\ aZ09-.+')), max_size=40))
def test_any_marker_text_is_read_without_an_exception(prefix: str, rest: str) -> None:
    """Hostile argument text is data: a marker, an error on it, or None; never an exception."""
    found = parse_marker(Comment(prefix + rest, Span(1, 1)))
    assert found is None or found.kind is not MarkerKind.UNKNOWN or found.error


CONTROLLER_TOOLS_MARKERS = [
    line
    for line in (Path(__file__).resolve().parent.parent / "testdata" / "markers" / "controller_tools_testdata_markers.txt")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.startswith("+")
]
# controller-gen ignores these without a word (no such markers); its golden CRDs show it
CONTROLLER_TOOLS_TYPOS = {
    "+kubebuilder:validation:nullable": "+nullable",
    "+kubebuilder:validation:optional": "+kubebuilder:validation:Optional",
}


@pytest.mark.parametrize("line", CONTROLLER_TOOLS_MARKERS)
def test_controller_tools_testdata_markers_are_read(line: str) -> None:
    """Every marker of controller-tools' own CRD testdata is read (or left alone, as
    `+kubebuilder:skip`), but for the typos controller-gen ignores silently, which are DG109
    with the marker meant."""
    found = read(line)
    if line in CONTROLLER_TOOLS_TYPOS:
        assert found is not None and found.kind is MarkerKind.UNKNOWN
        assert found.suggestion == CONTROLLER_TOOLS_TYPOS[line]
    elif line == "+kubebuilder:skip":
        assert found is None
    else:
        assert found is not None and found.kind is not MarkerKind.UNKNOWN and found.error is None, found
