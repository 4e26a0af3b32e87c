"""Generated `validate` and `load` (SPEC §8, the built-in path): every keyword just inside and
just outside its bound, nested paths, every problem listed, load's order (decode, default,
validate), Go's regular expressions, and agreement with `defaultgen.validate_document` (the
CRD path) on the same documents.

Expected messages are kube-openapi's checks in validate_document's words (SPEC §8's examples:
`$.spec.replicas: must be >= 1, got 0`); expected verdicts are worked out by hand from the
markers. The CRD schema of the agreement test is the published structure with each marker's
keyword written in by hand, as controller-gen publishes it (controller-tools
pkg/crd/markers/validation.go: Minimum → `minimum`, Pattern → `pattern`, ...), so the
comparison does not read our constraints back through our own publisher.
"""

from __future__ import annotations

import contextlib
import copy
import importlib
import sys
import textwrap
import uuid

import pytest
from test_generated_semantics import generate_tree

from defaultgen import apply_defaults, validate_document
from defaultgen.openapi.schemas import openapi_document, schema_name
from defaultgen.source.discover import discover, load_universe

TYPES = '''
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# +kubebuilder:validation:Pattern=`^[a-z]+$`
# +kubebuilder:validation:MaxLength=5
Name = NewType("Name", str)


@dataclass
class Port:
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=65535
    port: int = 0
    name: Name = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Spec:
    # +kubebuilder:validation:Minimum=1
    # +default=3
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
    # +listType=map
    # +listMapKey=port
    # +kubebuilder:validation:MaxItems=3
    # +optional
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +listType=set
    # +kubebuilder:validation:items:MinLength=2
    # +optional
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})
    # +kubebuilder:validation:Format=uuid
    # +required
    uid: str = field(default="", metadata={"json": "uid,omitempty"})
    # +kubebuilder:validation:MultipleOf=0.5
    # +optional
    ratio: float = field(default=0.0, metadata={"json": "ratio,omitempty"})
    # +kubebuilder:validation:Format=int32
    # +optional
    count: int = field(default=0, metadata={"json": "count,omitempty"})
    # +kubebuilder:validation:Enum=a;b
    # +optional
    mode: str = field(default="", metadata={"json": "mode,omitempty"})
    # +kubebuilder:validation:MaxProperties=2
    # +optional
    labels: dict[str, Name] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    # +kubebuilder:validation:Maximum=10
    # +kubebuilder:validation:ExclusiveMaximum=true
    # +kubebuilder:validation:MultipleOf=3
    # +optional
    weight: int = field(default=0, metadata={"json": "weight,omitempty"})
    # +kubebuilder:validation:Pattern=`^\\d+$`
    # +optional
    code: str = field(default="", metadata={"json": "code,omitempty"})
    # +kubebuilder:validation:MinLength=1
    # +default="main"
    # +required
    branch: str = field(default="", metadata={"json": "branch,omitempty"})
    # +kubebuilder:validation:MaxLength=1
    # +optional
    initial: str = field(default="", metadata={"json": "initial,omitempty"})


@dataclass
class Plain:
    name: str = ""
    ports: list[Port] = field(default_factory=list)


@dataclass
class Unchecked:
    name: str = ""
    size: Optional[int] = field(default=None, metadata={"json": "size,omitempty"})
'''

# what controller-gen publishes for the markers above (the keywords only; the structure is ours)
KEYWORDS = {
    ("Port", "port"): {"minimum": 1, "maximum": 65535},
    ("Port", "name"): {"pattern": "^[a-z]+$", "maxLength": 5},
    ("Spec", "replicas"): {"minimum": 1},
    ("Spec", "ports"): {"maxItems": 3, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"]},
    ("Spec", "tags"): {"x-kubernetes-list-type": "set", "items": {"minLength": 2}},
    ("Spec", "uid"): {"format": "uuid"},
    ("Spec", "ratio"): {"multipleOf": 0.5},
    ("Spec", "count"): {"format": "int32"},
    ("Spec", "mode"): {"enum": ["a", "b"]},
    ("Spec", "labels"): {"maxProperties": 2, "additionalProperties": {"pattern": "^[a-z]+$", "maxLength": 5}},
    ("Spec", "weight"): {"maximum": 10, "exclusiveMaximum": True, "multipleOf": 3},
    ("Spec", "code"): {"pattern": "^\\d+$"},
    ("Spec", "branch"): {"minLength": 1},
    ("Spec", "initial"): {"maxLength": 1},
}
REQUIRED = {"Port": ["port"], "Spec": ["uid", "branch"], "Plain": ["name", "ports"], "Unchecked": ["name"]}
UID = "123e4567-e89b-12d3-a456-426614174000"


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    """The generated module of TYPES, its source module, and the CRD-path schema."""
    with _built(tmp_path_factory.mktemp("validate"), TYPES) as (types, generated, components):
        yield types, generated, _with_keywords(components, types.__name__.rpartition(".")[0])


@contextlib.contextmanager
def _built(root, text: str):
    """`text` as the module `types` of a fresh package: it, its generated module, its schemas."""
    package = "pkg_" + uuid.uuid4().hex[:12]
    (root / package).mkdir()
    (root / package / "__init__.py").write_text("")
    (root / package / "types.py").write_text(textwrap.dedent(text), encoding="utf-8")
    generate_tree(root, [package])
    sys.path.insert(0, str(root))
    importlib.invalidate_caches()
    try:
        types = importlib.import_module(f"{package}.types")
        generated = importlib.import_module(f"{package}.types_defaults")
        files = discover([str(root / package)], root)
        yield types, generated, copy.deepcopy(openapi_document(load_universe(files, root))["components"]["schemas"])
    finally:
        sys.path.remove(str(root))


def _with_keywords(components: dict, package: str) -> dict:
    for (cls, prop), keywords in KEYWORDS.items():
        schema = components[schema_name(f"{package}.types.{cls}")]["properties"][prop]
        for key, value in keywords.items():
            if isinstance(value, dict) and isinstance(schema.get(key), dict):
                schema[key].update(value)
            else:
                schema[key] = value
    for cls, required in REQUIRED.items():
        schema = components[schema_name(f"{package}.types.{cls}")]
        assert sorted(schema.get("required", [])) == sorted(required), cls  # SPEC §1's required rule, by hand
    return components


def problems_of(generated, cls, doc) -> list[str]:
    try:
        generated.load(cls, doc)
    except generated.ValidationError as exc:
        return [str(p) for p in exc.problems]
    return []


def crd_problems(components, package_cls, doc) -> list[str]:
    schema = {"$ref": f"#/components/schemas/{package_cls}"}
    defaulted = apply_defaults(doc, schema, components)
    return [str(p) for p in validate_document(defaulted, schema, components)]


VALID = {"uid": UID}

# (field document, just inside, just outside, the problem just outside gives)
BOUNDARIES = [
    ({"replicas": 1}, {"replicas": 0}, "$.replicas: must be >= 1, got 0"),
    ({"ports": [{"port": 65535}]}, {"ports": [{"port": 65536}]}, "$.ports[0].port: must be <= 65535, got 65536"),
    ({"ports": [{"port": 1}]}, {"ports": [{"port": 0}]}, "$.ports[0].port: must be >= 1, got 0"),
    ({"ports": [{"port": 1, "name": "abcde"}]}, {"ports": [{"port": 1, "name": "abcdef"}]},
     '$.ports[0].name: must be at most 5 characters long, got 6: "abcdef"'),
    ({"ports": [{"port": 1, "name": "a"}]}, {"ports": [{"port": 1, "name": "A"}]}, '$.ports[0].name: must match ^[a-z]+$, got "A"'),
    ({"ports": [{"port": i} for i in (1, 2, 3)]}, {"ports": [{"port": i} for i in (1, 2, 3, 4)]},
     "$.ports: must have at most 3 items, got 4"),
    ({"ports": [{"port": 1}, {"port": 2}]}, {"ports": [{"port": 1}, {"port": 1}]},
     "$.ports[1]: duplicate entry for port=1 (x-kubernetes-list-type: map)"),
    ({"tags": ["ab"]}, {"tags": ["a"]}, '$.tags[0]: must be at least 2 characters long, got 1: "a"'),
    ({"initial": "a"}, {"initial": "ab"}, '$.initial: must be at most 1 character long, got 2: "ab"'),
    ({"tags": ["ab", "cd"]}, {"tags": ["ab", "cd", "ab"]}, '$.tags[2]: duplicate item "ab" (x-kubernetes-list-type: set)'),
    ({"uid": UID.replace("-", "")}, {"uid": UID[:-1]}, f'$.uid: must be a valid uuid, got "{UID[:-1]}"'),
    ({"ratio": 1.5}, {"ratio": 1.2}, "$.ratio: must be a multiple of 0.5, got 1.2"),
    ({"count": 2**31 - 1}, {"count": 2**31}, "$.count: must fit int32, got 2147483648"),
    ({"count": -(2**31)}, {"count": -(2**31) - 1}, "$.count: must fit int32, got -2147483649"),
    ({"mode": "b"}, {"mode": "c"}, '$.mode: must be one of ["a", "b"], got string "c"'),
    ({"labels": {"a": "x", "b": "y"}}, {"labels": {"a": "x", "b": "y", "c": "z"}}, "$.labels: must have at most 2 properties, got 3"),
    ({"labels": {"a": "x"}}, {"labels": {"a": "x1"}}, '$.labels.a: must match ^[a-z]+$, got "x1"'),
    ({"weight": 9}, {"weight": 12}, "$.weight: must be < 10, got 12"),
    ({"weight": 6}, {"weight": 7}, "$.weight: must be a multiple of 3, got 7"),
]


@pytest.mark.parametrize(("inside", "outside", "problem"), BOUNDARIES)
def test_each_keyword_at_its_boundary(api, inside, outside, problem):
    types, generated, components = api
    assert problems_of(generated, types.Spec, {**VALID, **inside}) == []
    assert problems_of(generated, types.Spec, {**VALID, **outside}) == [problem]


def test_lengths_count_runes_not_bytes(api):
    types, generated, _ = api
    assert problems_of(generated, types.Spec, {**VALID, "tags": ["éé"]}) == []  # 2 runes, 4 bytes
    assert problems_of(generated, types.Spec, {**VALID, "labels": {"k": "ééééé"}}) == ['$.labels.k: must match ^[a-z]+$, got "ééééé"']


@pytest.mark.parametrize(
    ("code", "valid"),
    [
        ("123", True),
        ("123\n", False),  # Go's `$` is the end of the text; Python's also matches before a final newline
        ("\u0661\u0662", False),  # Arabic-Indic digits: Go's \d is ASCII, Python's is Unicode
        ("12a", False),
    ],
)
def test_patterns_mean_what_they_mean_in_go(api, code, valid):
    types, generated, _ = api
    found = problems_of(generated, types.Spec, {**VALID, "code": code})
    assert found == ([] if valid else [f"$.code: must match ^\\d+$, got {_json(code)}"])


def _json(value):
    import json

    return json.dumps(value, ensure_ascii=False)


def test_every_problem_is_listed_with_its_path(api):
    types, generated, _ = api
    doc = {
        "replicas": 0,
        "ports": [{"port": 80, "name": "web"}, {"port": 0, "name": "Web"}, {"port": 80}],
        "tags": ["x"],
        "mode": "c",
    }
    with pytest.raises(generated.ValidationError) as caught:
        generated.load(types.Spec, doc)
    assert sorted(map(str, caught.value.problems)) == sorted(
        [
            "$.replicas: must be >= 1, got 0",
            "$.ports[1].port: must be >= 1, got 0",
            '$.ports[1].name: must match ^[a-z]+$, got "Web"',
            "$.ports[2]: duplicate entry for port=80 (x-kubernetes-list-type: map)",
            '$.tags[0]: must be at least 2 characters long, got 1: "x"',
            "$.uid: missing required field",
            '$.mode: must be one of ["a", "b"], got string "c"',
        ]
    )
    assert isinstance(caught.value, ValueError)


def test_validate_checks_a_typed_object_and_returns_it(api):
    types, generated, _ = api
    spec = types.Spec(replicas=2, uid=UID, branch="main", ports=[types.Port(port=70000)])
    with pytest.raises(generated.ValidationError) as caught:
        generated.validate(spec)
    assert [str(p) for p in caught.value.problems] == ["$.ports[0].port: must be <= 65535, got 70000"]
    spec.ports[0].port = 8080
    assert generated.validate(spec) is spec
    assert generated.validate_Spec(spec) is spec


def test_load_validates_after_defaulting(api):
    """branch is required and omitempty: from_dict leaves it "", which is absent on the wire
    (refused); load gives it its default first, as the API server defaults before it validates."""
    types, generated, _ = api
    decoded = generated.from_dict(types.Spec, {"uid": UID})
    with pytest.raises(generated.ValidationError) as caught:
        generated.validate(decoded)
    assert [str(p) for p in caught.value.problems] == ["$.branch: missing required field"]
    loaded = generated.load(types.Spec, {"uid": UID})
    assert (loaded.branch, loaded.replicas) == ("main", 3)


def test_type_problems_come_first_in_the_same_error(api):
    types, generated, _ = api
    with pytest.raises(generated.ValidationError) as caught:
        generated.load(types.Spec, {"uid": UID, "replicas": "three"})
    assert [str(p) for p in caught.value.problems] == ['$.replicas: expected int, got str "three"']


def test_types_without_constraints_get_no_validation_code(api):
    types, generated, _ = api
    import inspect

    source = inspect.getsource(generated)
    assert "def _validate_Unchecked" not in source
    assert "def _validate_Plain" in source  # it holds Ports, which are checked
    obj = types.Unchecked()
    assert generated.validate(obj) is obj
    assert inspect.getsource(generated.validate_Unchecked).count("\n") <= 4  # returns at once


DOCUMENTS = [
    {},
    VALID,
    {**VALID, "replicas": 0, "weight": 12},
    {**VALID, "ports": [{"port": 1, "name": "ab"}, {"port": 1, "name": "ABCDEFG"}]},
    {**VALID, "ports": [{}, {}]},
    {**VALID, "tags": ["aa", "aa", "b", "aa"]},
    {**VALID, "labels": {"a b": "Q", "c": "ok"}},
    {**VALID, "uid": "not-a-uuid", "code": "12\n", "count": 2**31, "mode": "a"},
    {**VALID, "ratio": 0.75, "weight": 9},
    *[{**VALID, **outside} for _, outside, _ in BOUNDARIES],
    *[{**VALID, **inside} for inside, _, _ in BOUNDARIES],
]


@pytest.mark.parametrize("doc", DOCUMENTS)
def test_both_paths_refuse_the_same_documents_with_the_same_problems(api, doc):
    types, generated, components = api
    name = schema_name(f"{types.__name__}.Spec")
    assert sorted(problems_of(generated, types.Spec, copy.deepcopy(doc))) == sorted(crd_problems(components, name, doc))


def test_a_required_field_of_a_nested_object_is_refused_on_both_paths(api):
    types, generated, components = api
    name = schema_name(f"{types.__name__}.Plain")
    doc = {"name": "", "ports": [{"name": "ab"}]}
    # Port.port is required and not omitempty: its zero is written, so it is present, and 0 < 1
    assert problems_of(generated, types.Plain, doc) == crd_problems(components, name, doc) == [
        "$.ports[0].port: must be >= 1, got 0"
    ]


def test_a_length_of_one_is_one_character_on_both_paths(api):
    """The generated code said `1 characters` where validate_document says `1 character` (found
    by the agreement property once it drew MinLength=1): one set of words."""
    types, generated, components = api
    name = schema_name(f"{types.__name__}.Spec")
    doc = {**VALID, "initial": "ab"}
    assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == [
        '$.initial: must be at most 1 character long, got 2: "ab"'
    ]


def test_an_explicit_zero_for_an_omitempty_field_is_the_excluded_drift(api):
    """SPEC §8 excludes it (SPEC §3's accepted drift): the typed decoder cannot tell `""` from
    absent, so load defaults it; the API server keeps the `""` and its MinLength refuses it."""
    types, generated, components = api
    name = schema_name(f"{types.__name__}.Spec")
    doc = {**VALID, "branch": ""}
    assert problems_of(generated, types.Spec, doc) == []
    assert crd_problems(components, name, doc) == ['$.branch: must be at least 1 character long, got 0: ""']


NULLABLE = """
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


class Color(str, Enum):
    RED = "red"


@dataclass
class Spec:
    # +nullable
    note: Optional[str] = None
    # +nullable
    # +optional
    color: Optional[Color] = None
    # +nullable
    # +kubebuilder:validation:Enum=a;b
    mode: Optional[str] = field(default=None, metadata={"json": "mode,omitempty"})
"""


def test_a_nullable_field_written_as_null_is_present_and_checked_as_null(tmp_path):
    """A `+nullable` Optional field that to_dict writes as null: the API server keeps the null,
    so a required field is present (load said `missing required field`: found by the agreement
    property once it drew `+nullable`), and kube-openapi checks the null against an enum, which
    never holds it. An omitempty one is left out, so its null is never checked."""
    with _built(tmp_path, NULLABLE) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        assert components[name]["required"] == ["note"]  # SPEC §1: not omitempty, not +optional
        doc = {"note": None, "color": None}
        expected = ['$.color: must be one of ["red"], got null']
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == expected
        doc = {"note": "x", "color": "red", "mode": "c"}
        expected = ['$.mode: must be one of ["a", "b"], got string "c"']
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == expected
        assert problems_of(generated, types.Spec, {"note": None, "color": "red", "mode": None}) == []


PROPERTIES = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


# +kubebuilder:validation:MinProperties=1
@dataclass
class Sub:
    data: Optional[int] = None


# +kubebuilder:validation:MinProperties=2
# +kubebuilder:validation:MaxProperties=2
@dataclass
class Spec:
    subs: dict[str, Sub] = field(default_factory=dict)
    # +default=""
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +nullable
    note: Optional[str] = None
    size: Optional[int] = field(default=None, metadata={"json": "size,omitempty"})
"""


def test_min_properties_count_what_the_api_server_sees(tmp_path):
    """`to_dict` writes `{"data": null}` for a Sub without data; the API server prunes that
    null, so the object has no property (load counted 1: found by the agreement property once it
    drew MinProperties). A zero default left out by to_dict is filled in by the API server, a
    nullable null is kept: both count."""
    with _built(tmp_path, PROPERTIES) as (types, generated, components):
        sub, spec = (schema_name(f"{types.__name__}.{c}") for c in ("Sub", "Spec"))
        built, crd = (sorted(f(*a, {"data": None})) for f, a in ((problems_of, (generated, types.Sub)), (crd_problems, (components, sub))))
        assert built == crd == ["$.data: missing required field", "$: must have at least 1 property, got 0"]
        doc = {"subs": {}, "note": None}  # subs, name (its "" default filled in), note: 3
        expected = ["$: must have at most 2 properties, got 3"]
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, spec, doc) == expected
        doc = {"subs": {}, "note": None, "size": 1}
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, spec, doc) == [
            "$: must have at most 2 properties, got 4"
        ]


LEVELS = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:MaxLength=5
# +kubebuilder:validation:Pattern=`^[a-z]+$`
Name = NewType("Name", str)

# +kubebuilder:validation:MaxProperties=3
Labels = NewType("Labels", dict[str, str])

# +kubebuilder:validation:Maximum=10
# +kubebuilder:validation:MultipleOf=2
Even = NewType("Even", int)


@dataclass
class Spec:
    # +kubebuilder:validation:MaxLength=3
    short: Name = field(default="", metadata={"json": "short,omitempty"})
    # +kubebuilder:validation:MaxLength=8
    loose: Name = field(default="", metadata={"json": "loose,omitempty"})
    # +kubebuilder:validation:MaxProperties=2
    tight: Labels = field(default_factory=dict, metadata={"json": "tight,omitempty"})
    # +kubebuilder:validation:MaxProperties=4
    wide: Labels = field(default_factory=dict, metadata={"json": "wide,omitempty"})
    # +kubebuilder:validation:Maximum=3
    # +kubebuilder:validation:MultipleOf=2
    low: Even = field(default=0, metadata={"json": "low,omitempty"})
    # +kubebuilder:validation:items:MaxLength=2
    names: list[Name] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""

# controller-gen's flattener (pkg/crd/flatten.go, flattenAllOfInto) keeps a keyword that the
# type and the field declare with different values from both, as an allOf pair [type's,
# field's]; a keyword both declare alike, or only one declares, stays in the schema
LEVELS_KEYWORDS = {
    "short": {"pattern": "^[a-z]+$", "allOf": [{"maxLength": 5}, {"maxLength": 3}]},
    "loose": {"pattern": "^[a-z]+$", "allOf": [{"maxLength": 5}, {"maxLength": 8}]},
    "tight": {"allOf": [{"maxProperties": 3}, {"maxProperties": 2}]},
    "wide": {"allOf": [{"maxProperties": 3}, {"maxProperties": 4}]},
    "low": {"multipleOf": 2, "allOf": [{"maximum": 10}, {"maximum": 3}]},
    "names": {"items": {"type": "string", "pattern": "^[a-z]+$", "allOf": [{"maxLength": 5}, {"maxLength": 2}]}},
}


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ({"short": "abcd"}, ['$.short: must be at most 3 characters long, got 4: "abcd"']),
        ({"loose": "abcdef"}, ['$.loose: must be at most 5 characters long, got 6: "abcdef"']),
        ({"loose": "abcde"}, []),
        (
            {"short": "ABCDEF"},
            [
                '$.short: must be at most 5 characters long, got 6: "ABCDEF"',
                '$.short: must be at most 3 characters long, got 6: "ABCDEF"',
                '$.short: must match ^[a-z]+$, got "ABCDEF"',
            ],
        ),
        ({"tight": {"a": "", "b": "", "c": ""}}, ["$.tight: must have at most 2 properties, got 3"]),
        ({"wide": {"a": "", "b": "", "c": "", "d": ""}}, ["$.wide: must have at most 3 properties, got 4"]),
        ({"wide": {"a": "", "b": "", "c": ""}}, []),
        ({"low": 4}, ["$.low: must be <= 3, got 4"]),
        ({"low": 12}, ["$.low: must be <= 10, got 12", "$.low: must be <= 3, got 12"]),
        ({"low": 1}, ["$.low: must be a multiple of 2, got 1"]),
        ({"names": ["ab", "abc"]}, ['$.names[1]: must be at most 2 characters long, got 3: "abc"']),
        (  # each member once: the item type's constraints are laid under the items: markers once
            {"names": ["abcdef"]},
            [
                '$.names[0]: must be at most 5 characters long, got 6: "abcdef"',
                '$.names[0]: must be at most 2 characters long, got 6: "abcdef"',
            ],
        ),
    ],
)
def test_a_keyword_the_type_and_the_field_declare_differently_holds_from_both(tmp_path, doc, expected):
    """A named type's `MaxLength=5` and the field's `MaxLength=3` (or a looser `8`) are both
    published, as controller-gen's flattener publishes them (an allOf pair), and the API server
    checks each: load checks both too, in kube-openapi's order (allOf members first). The
    generated code checked the field's alone (found by the agreement property, drawing markers
    on a field over a named type's: a 4-key dict under `MaxProperties=3` on the type and `4` on
    the field passed load and failed `apply --validate`). The CRD schema is written by hand."""
    with _built(tmp_path, LEVELS) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        published = components[name]["properties"]
        for prop, keywords in LEVELS_KEYWORDS.items():
            assert {k: v for k, v in published[prop].items() if k in keywords} == keywords, prop
            published[prop] = {"type": published[prop]["type"], **keywords}
        published["tight"]["additionalProperties"] = published["wide"]["additionalProperties"] = {"type": "string"}
        assert problems_of(generated, types.Spec, doc) == expected
        assert crd_problems(components, name, doc) == expected


NESTED_LEVELS = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, NewType, Optional

# +kubebuilder:validation:MinItems=0
# +kubebuilder:validation:MaxItems=4
Inner = NewType("Inner", List[int])

# +kubebuilder:validation:MinItems=2
# +kubebuilder:validation:MaxItems=5
Outer = NewType("Outer", Inner)


@dataclass
class Spec:
    lists: List[Optional[Outer]] = field(default_factory=list, metadata={"json": "lists,omitempty"})
"""


def test_a_pair_of_a_named_type_over_another_is_checked_once_at_an_item(tmp_path):
    """`Outer`'s MinItems=2 over `Inner`'s 0 is an allOf pair at every use, an item of a list
    included, and each member is checked once: load reported `must have at least 2 items`
    twice where validate_document reports it once, the item's constraints having been laid
    over themselves (found by the agreement property, seed 1)."""
    with _built(tmp_path, NESTED_LEVELS) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        items = components[name]["properties"]["lists"]["items"]
        assert items["allOf"] == [{"minItems": 0, "maxItems": 4}, {"minItems": 2, "maxItems": 5}]
        doc = {"lists": [[], None, [1, 2, 3, 4, 5]]}
        expected = ["$.lists[0]: must have at least 2 items, got 0", "$.lists[2]: must have at most 4 items, got 5"]
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == expected


SAME_BOUND_TWICE = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, NewType

# +kubebuilder:validation:MaxItems=1
Inner = NewType("Inner", List[int])
# +kubebuilder:validation:MaxItems=3
Outer = NewType("Outer", Inner)


@dataclass
class Spec:
    # +kubebuilder:validation:MaxItems=1
    ports: Outer = field(default_factory=list, metadata={"json": "ports,omitempty"})
"""


def test_the_same_bound_at_two_levels_is_one_problem(tmp_path):
    """A field's `MaxItems=1` over its type's pair (`Inner`'s 1, `Outer`'s 3) declares the
    same bound twice, published as the field's `maxItems` and an allOf member: both fail
    alike, and the problem is listed once on both paths, as the API server lists it (load
    listed it twice; found by the agreement property under make fuzz, seed 1012637920)."""
    with _built(tmp_path, SAME_BOUND_TWICE) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        ports = components[name]["properties"]["ports"]
        assert ports["maxItems"] == 1 and ports["allOf"] == [{"maxItems": 1}, {"maxItems": 3}]
        doc = {"ports": [1, 2, 3, 4]}
        expected = ["$.ports: must have at most 1 item, got 4", "$.ports: must have at most 3 items, got 4"]
        assert sorted(problems_of(generated, types.Spec, doc)) == sorted(crd_problems(components, name, doc)) == expected


UNIQUE = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Optional


@dataclass
class Pair:
    a: int = 0
    b: Optional[str] = field(default=None, metadata={"json": "b,omitempty"})


@dataclass
class Spec:
    # +kubebuilder:validation:UniqueItems=true
    modes: list[Literal["a", "b"]] = field(default_factory=list, metadata={"json": "modes,omitempty"})
    # +kubebuilder:validation:UniqueItems=true
    pairs: list[Pair] = field(default_factory=list, metadata={"json": "pairs,omitempty"})
    # +kubebuilder:validation:UniqueItems=true
    ratios: list[float] = field(default_factory=list, metadata={"json": "ratios,omitempty"})
"""


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ({"modes": ["a", "b"]}, []),
        ({"modes": ["a", "a"]}, ["$.modes: must not contain duplicate items"]),
        ({"pairs": [{"a": 1}, {"a": 1, "b": "x"}]}, []),
        ({"pairs": [{"a": 1, "b": "x"}, {"a": 2}, {"a": 1, "b": "x"}]}, ["$.pairs: must not contain duplicate items"]),
        ({"ratios": [0.0, -0.0]}, ["$.ratios: must not contain duplicate items"]),  # Go: -0 == 0
        ({"ratios": [0.5, 1.5]}, []),
    ],
)
def test_unique_items_are_checked_on_both_paths(tmp_path, doc, expected):
    """`+kubebuilder:validation:UniqueItems=true` (outside CRDs: DG110) publishes
    `uniqueItems: true`, which kube-openapi checks with reflect.DeepEqual on the decoded JSON
    (one problem at the list); the generated code did not check it (found by the agreement
    property, seed 2: `["a", "a"]` passed load). The published keyword is checked by hand."""
    with _built(tmp_path, UNIQUE) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        assert all(components[name]["properties"][p]["uniqueItems"] is True for p in ("modes", "pairs", "ratios"))
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == expected


FILLED_KEY = """
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Entry:
    # +default=""
    key: str = field(default="", metadata={"json": "key,omitempty"})
    value: int = 0


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=key
    entries: list[Entry] = field(default_factory=list, metadata={"json": "entries,omitempty"})
"""


def test_a_map_key_a_zero_default_fills_is_the_key_the_api_server_compares(tmp_path):
    """A `+listMapKey` field with a zero `+default` on omitempty (KEP-1929's
    LocalObjectReference case): to_dict leaves `""` out, the API server fills it in, so two
    entries without a key are duplicates of `key=""`, not entries with no key field set (load
    said the latter: found by the agreement property, seed 13)."""
    with _built(tmp_path, FILLED_KEY) as (types, generated, components):
        name = schema_name(f"{types.__name__}.Spec")
        doc = {"entries": [{"value": 1}, {"value": 2}]}
        expected = ['$.entries[1]: duplicate entry for key="" (x-kubernetes-list-type: map)']
        assert problems_of(generated, types.Spec, doc) == crd_problems(components, name, doc) == expected
