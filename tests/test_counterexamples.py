"""Each lint rule that protects the two-path agreement is needed: break it, generate anyway, and
the generated code (built-in path) and the emitted schema (CRD path) disagree on a concrete
object — or, for a cycle, neither ever finishes.

Code is generated through the internal API (`Generator`), because `defaultgen generate` rightly
refuses while lint reports errors; each test first checks that lint does report the rule.

Rules about the agreement: DG201, DG203, DG301 (unknown keys; for the new kinds, values outside
an Enum and wire text not in to_dict's form), DG304, DG305, DG307 (a ref of the wrong type: an
ill-typed object on the built-in path), DG308 (a default the CRD path fills in and its own
schema then refuses), DG309 (the paths disagree on whether a document is
valid at all). Rules that are not: DG101-DG107 (a marker that is
malformed, misplaced or ambiguous is ignored by both paths alike; they protect the author's
intent), DG202 and DG204 (warnings: the
paths still agree, shown below), DG302 (an unmappable type has no generated code or schema at
all), DG108 and DG306 (server-side apply's markers: neither path reads them), DG303 (both
paths agree on every object; it is objects built in Python and objects
decoded from JSON that differ, shown below).
"""

from __future__ import annotations

import importlib
import itertools
import json
from pathlib import Path

import pytest

from defaultgen import apply_defaults, validate_document
from defaultgen.codegen.generate import Generator, support_file
from defaultgen.lint.linter import lint
from defaultgen.lint.rules import dg308
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

KEP = Path(__file__).resolve().parent.parent / "testdata" / "kep1929"
EXPECTATIONS = json.loads((KEP / "expectations.json").read_text(encoding="utf-8"))["modules"]
_names = itertools.count()


class Violation:
    """A module that breaks a rule, generated and emitted anyway, with both defaulting paths."""

    def __init__(self, root: Path, source: str, code: str) -> None:
        self.module = f"violation_{code.lower()}_{next(_names)}"
        path = root / f"{self.module}.py"
        path.write_text(source, encoding="utf-8")
        universe = load_universe(discover([str(path)], root), root)
        codes = {d.code for d in lint(universe, Settings())}
        assert code in codes, f"lint does not report {code} (it reports {sorted(codes)})"
        (module,) = universe.scanned
        (root / f"{self.module}_defaults.py").write_text(Generator(universe, "{module}_defaults.py").source(module))
        support_file(path, module.module, module.is_package).write_text(Generator.support_source())
        importlib.invalidate_caches()
        self.types = importlib.import_module(self.module)
        self.gen = importlib.import_module(f"{self.module}_defaults")
        self.components = openapi_document(universe)["components"]["schemas"]

    def builtin(self, obj: object) -> object:
        """The built-in path: the generated set_defaults, then to_dict."""
        return self.gen.to_dict(self.gen.set_defaults(obj))

    def load(self, cls: str, doc: object) -> object:
        """The built-in path for a JSON document: load (from_dict, set_defaults), then to_dict."""
        return self.gen.to_dict(self.gen.load(getattr(self.types, cls), doc))

    def crd(self, cls: str, doc: object) -> object:
        """The CRD path: the emitted schema applied to the document."""
        return apply_defaults(doc, {"$ref": f"#/components/schemas/{self.module}.{cls}"}, self.components)


@pytest.fixture
def violate(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    return lambda source, code: Violation(tmp_path, source, code)


def _kep(name: str) -> str:
    return (KEP / f"{name}.py").read_text(encoding="utf-8")


def test_dg201_a_default_on_a_non_optional_dataclass_field_is_never_seen_by_the_generated_code(violate):
    """DG201 (the KEP's forbidden example): Go, and the generated code, decode an absent `entry`
    to the zero SubLevel, so the marker cannot apply there, while the schema inserts it."""
    v = violate(_kep("non_pointer_structs_forbidden"), "DG201")
    expected = EXPECTATIONS["non_pointer_structs_forbidden"]["counterexample"]
    # What the expectations record for the object Root(): serialized, `entry` is always there,
    # so the CRD path never applies the marker.
    root = v.types.Root()
    assert v.gen.to_dict(root) == expected["to_dict"]
    assert v.crd("Root", v.gen.to_dict(root)) == expected["crd"]
    # The expectations' "builtin" is hypothetical (a generator honouring the marker); this one
    # ignores it, so the disagreement shows on the JSON a client sends without `entry`:
    assert v.load("Root", {}) == {"entry": {"number": 0}}
    assert v.crd("Root", {}) == {"entry": {"name": "entry", "number": 12}}


@pytest.mark.parametrize("module, cls", [("non_pointer_scalars_invalid", "Invalid"), ("marker_format", "Foo")])
def test_dg203_a_non_zero_default_without_omitempty_is_applied_by_one_path_only(violate, module, cls):
    """DG203 (the KEP's Invalid and Foo): the zero value is serialized, so the schema sees a
    value and defaults nothing, while the generated code replaces the zero."""
    v = violate(_kep(module), "DG203")
    expected = EXPECTATIONS[module]["counterexample"]
    obj = getattr(v.types, cls)()
    doc = v.gen.to_dict(obj)
    assert doc == expected["to_dict"]
    assert v.builtin(obj) == expected["builtin"]
    assert v.crd(cls, doc) == expected["crd"]
    assert expected["builtin"] != expected["crd"]


ZERO_IN_DEFAULT = '''
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    # +default="http"
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Spec:
    # +default={"name": ""}
    port: Optional[Port] = None
'''


def test_dg305_a_zero_value_for_an_omitempty_field_inside_a_default_is_lost_on_the_wire(violate):
    """DG305: the default object sets an omitempty field to "". The generated code builds the
    Port and then defaults its empty name; the schema inserts the object as written. Counting
    the omitempty `name: ""` as absent (SPEC §3) does not make them agree: `{}` is not
    `{"name": "http"}`."""
    v = violate(ZERO_IN_DEFAULT, "DG305")
    spec = v.types.Spec()
    assert v.gen.to_dict(spec) == {"port": None}
    assert v.builtin(spec) == {"port": {"name": "http"}}
    assert v.crd("Spec", {"port": None}) == {"port": {"name": ""}}


UNKNOWN_KEY = '''
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Spec:
    # +default={"nmae": "http"}
    port: Optional[Port] = None
'''


def test_dg301_an_unknown_key_in_a_default_object_survives_only_on_the_crd_path(violate):
    """DG301 (unknown keys): decoding the default into Port drops the misspelled key; the
    schema copies it into the document. (A default of the wrong JSON type, the rule's other
    case, lands alike on both paths: it is wrong, but not a disagreement.)"""
    v = violate(UNKNOWN_KEY, "DG301")
    spec = v.types.Spec()
    assert v.builtin(spec) == {"port": {}}
    assert v.crd("Spec", v.gen.to_dict(v.types.Spec())) == {"port": {"nmae": "http"}}


DEFAULT_CYCLE = '''
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Node:
    value: int = 0
    # +default={"value": 1}
    next: Optional[Node] = field(default=None, metadata={"json": "next,omitempty"})
'''

STRUCT_CYCLE = '''
# +defaultgen
from __future__ import annotations
from dataclasses import dataclass


@dataclass
class A:
    b: B


@dataclass
class B:
    a: A
'''


def test_dg304_a_default_that_fills_itself_in_never_finishes_on_either_path(violate):
    """DG304 (defaults, found by the agreement property): every defaulted Node gets a next
    Node whose `next` is unset, which is defaulted in turn. Neither path ends."""
    v = violate(DEFAULT_CYCLE, "DG304")
    with pytest.raises(RecursionError):
        v.gen.set_defaults(v.types.Node())
    with pytest.raises(RecursionError):
        v.crd("Node", {"value": 0})


def test_dg304_a_cycle_of_non_optional_dataclass_fields_has_no_finite_zero_value(violate):
    """DG304 (non-Optional fields): the zero A holds a zero B holding a zero A, and so on; the
    generated decoder and the schema's `default: {}` both chase it forever."""
    v = violate(STRUCT_CYCLE, "DG304")
    with pytest.raises(RecursionError):
        v.load("A", {})
    with pytest.raises(RecursionError):
        v.crd("A", {})


DG303_SOURCE = '''
from __future__ import annotations
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=1, metadata={"json": "replicas,omitempty"})
'''


def test_dg303_objects_built_in_python_and_decoded_from_json_differ(violate):
    """DG303 is not about the two defaulting paths (they agree on each object) but about two
    ways of getting one: `Spec()` holds 1, `Spec` decoded from `{}` holds 0 and defaults to 3."""
    v = violate(DG303_SOURCE, "DG303")
    built = v.types.Spec()
    assert v.builtin(built) == v.crd("Spec", v.gen.to_dict(v.types.Spec())) == {"replicas": 1}
    assert v.load("Spec", {}) == v.crd("Spec", {}) == {"replicas": 3}


WARNINGS_ONLY = '''
from __future__ import annotations
from dataclasses import dataclass, field


@dataclass
class Sub:
    # +default="x"
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Spec:
    sub: Sub = field(default_factory=Sub, metadata={"json": "sub,omitempty"})
    # +default=0
    count: int = 0
'''


@pytest.mark.parametrize("code", ["DG202", "DG204"])
def test_dg202_and_dg204_are_warnings_because_the_paths_still_agree(violate, code):
    """omitempty on a non-Optional dataclass field (DG202) and a zero default on a field
    without omitempty (DG204) are misleading, not harmful: both paths give the same JSON."""
    v = violate(WARNINGS_ONLY, code)
    for sub_name, count in [("", 0), ("y", 0), ("", 5)]:
        spec = v.types.Spec(sub=v.types.Sub(name=sub_name), count=count)
        doc = v.gen.to_dict(spec)
        assert v.builtin(spec) == v.crd("Spec", doc) == {"sub": {"name": sub_name or "x"}, "count": count}


# --- the kinds real APIs use (docs/decisions.md, "Zero values of the new kinds") ----------

NON_CANONICAL_DATETIME = '''
import datetime
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +default="2024-01-02T03:04:05+00:00"
    since: Optional[datetime.datetime] = field(default=None, metadata={"json": "since,omitempty"})
'''


def test_dg301_a_datetime_default_not_written_as_to_dict_writes_it_publishes_two_texts(violate):
    """DG301: RFC 3339 allows `+00:00`, but the generated code writes UTC as `Z` (as Go does);
    the schema inserts the marker's text as written."""
    v = violate(NON_CANONICAL_DATETIME, "DG301")
    assert v.builtin(v.types.Spec()) == {"since": "2024-01-02T03:04:05Z"}
    assert v.crd("Spec", {}) == {"since": "2024-01-02T03:04:05+00:00"}


UNPADDED_BYTES = '''
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +default="aGk"
    data: Optional[bytes] = field(default=None, metadata={"json": "data,omitempty"})
'''


def test_dg301_a_bytes_default_must_be_padded_base64(violate):
    """DG301: `aGk` is not base64 as Go reads it (padding missing): the generated code cannot
    even decode it, while the schema would insert it."""
    v = violate(UNPADDED_BYTES, "DG301")
    with pytest.raises(ValueError, match="expected base64 text"):
        v.builtin(v.types.Spec())
    assert v.crd("Spec", {}) == {"data": "aGk"}


NOT_A_MEMBER = '''
from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"


@dataclass
class Spec:
    # +default="SCTP"
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})
'''


def test_dg301_an_enum_default_outside_its_members_breaks_the_typed_object(violate):
    """DG301: the generated code would put a plain str where a Protocol belongs (to_dict then
    fails); the schema publishes a value its own `enum` rejects."""
    v = violate(NOT_A_MEMBER, "DG301")
    obj = v.gen.set_defaults(v.types.Spec())
    assert not isinstance(obj.protocol, v.types.Protocol)
    assert v.crd("Spec", {}) == {"protocol": "SCTP"}


INT_OR_STRING_WITHOUT_OMITEMPTY = '''
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=8080
    target: int | str = field(default=0, metadata={"json": "target"})
'''


def test_dg203_an_int_or_string_default_without_omitempty_is_applied_by_one_path_only(violate):
    """DG203 for `int | str`: its zero 0 is serialized, so the schema sees a value."""
    v = violate(INT_OR_STRING_WITHOUT_OMITEMPTY, "DG203")
    obj = v.types.Spec()
    assert v.builtin(obj) == {"target": 8080}
    assert v.crd("Spec", v.gen.to_dict(v.types.Spec())) == {"target": 0}


EMPTY_BYTES_IN_DEFAULT = '''
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Blob:
    # +default="aGk="
    data: bytes = field(default=b"", metadata={"json": "data,omitempty"})


@dataclass
class Spec:
    # +default={"data": ""}
    blob: Optional[Blob] = None
'''


def test_dg305_an_empty_bytes_value_in_a_default_object_is_dropped_on_the_wire(violate):
    """DG305 for bytes: `""` is b"", the zero omitempty drops; the generated code then fills in
    the nested default, the schema keeps the explicit `""`."""
    v = violate(EMPTY_BYTES_IN_DEFAULT, "DG305")
    assert v.builtin(v.types.Spec()) == {"blob": {"data": "aGk="}}
    assert v.crd("Spec", {}) == {"blob": {"data": ""}}


REF_OF_THE_WRONG_TYPE = '''
from dataclasses import dataclass, field
from typing import Optional

PORT = "8080"


@dataclass
class Spec:
    # +default=ref(PORT)
    port: Optional[int] = field(default=None, metadata={"json": "port,omitempty"})
'''


def test_dg307_a_ref_of_the_wrong_type_gives_an_ill_typed_object(violate):
    """DG307: the generated code would set a str in an int field, the schema a string default
    its own `type: integer` rejects."""
    v = violate(REF_OF_THE_WRONG_TYPE, "DG307")
    assert v.gen.set_defaults(v.types.Spec()).port == "8080"
    assert v.crd("Spec", {}) == {"port": "8080"}


def test_dg308_a_default_its_own_schema_refuses_makes_every_document_without_it_invalid(violate):
    """The field report's `{}` on a type with a required field. The API server refuses such a
    CRD outright (CRD103, `tests/test_crd.py`); published anyway, a document without
    `transmission` is valid as sent, and both paths turn it into one its own schema refuses:
    the field the type author meant to be optional-with-a-default refuses every document that
    leaves it out, on the CRD path and in the generated `load` alike."""
    v = violate(dg308.EXAMPLE_BAD, "DG308")
    schema = {"$ref": f"#/components/schemas/{v.module}.CarSpec"}
    assert validate_document({}, schema, v.components) == []
    defaulted = v.crd("CarSpec", {})
    assert defaulted == {"transmission": {}}
    assert [(p.location, p.message) for p in validate_document(defaulted, schema, v.components)] == [
        ("$.transmission.type", "missing required field")
    ]
    # the built-in path defaults the document to the same object, and its load refuses it so
    assert v.gen.to_dict(v.gen.set_defaults(v.gen.from_dict(v.types.CarSpec, {}))) == defaulted
    with pytest.raises(v.gen.ValidationError) as refused:
        v.load("CarSpec", {})
    assert [(p.location, p.message) for p in refused.value.problems] == [("$.transmission.type", "missing required field")]
    # filled in as the rule asks, the default validates and documents without the field pass
    assert validate_document({"transmission": {"type": "Automatic"}}, schema, v.components) == []


DG309_SOURCE = '''
from dataclasses import dataclass, field
from enum import Enum


class ServiceType(str, Enum):
    CLUSTER_IP = "ClusterIP"
    NODE_PORT = "NodePort"


@dataclass
class ServiceSpec:
    # +optional
    type: ServiceType = field(metadata={"json": "type,omitempty"})
    port: int = field(default=0, metadata={"json": "port,omitempty"})
'''


def test_dg309_a_field_without_a_zero_value_that_may_be_absent_is_refused_by_one_path_only(violate):
    """Kubernetes' `+enum` string types written as Enums of their constants: Go's zero `""` is
    no member. The schema does not require the field, so the API server accepts a document
    without it; the generated decoder has nothing to put there and refuses it."""
    v = violate(DG309_SOURCE, "DG309")
    schema = v.components[f"{v.module}.ServiceSpec"]
    assert "type" not in schema.get("required", [])
    assert v.crd("ServiceSpec", {"port": 80}) == {"port": 80}
    with pytest.raises(v.gen.ValidationError, match=r"\$\.type: missing required field"):
        v.load("ServiceSpec", {"port": 80})
