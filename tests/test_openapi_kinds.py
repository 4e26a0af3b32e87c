"""SPEC §4 for the kinds real APIs use: Enum and Literal, datetime, date, bytes, `int | str`,
`Any`, `dict[str, Any]` — their shapes (kube-openapi's, see also test_kube_openapi_shapes), their
implicit zero defaults, `--structural`, and how `apply_defaults` treats their positions (as the
API server does: defaults applied, nothing inside a free-form value touched)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

from defaultgen import apply_defaults
from defaultgen.openapi.schemas import openapi_document
from defaultgen.openapi.structural import structural_schema
from defaultgen.source.discover import discover, load_universe

SOURCE = """\
import datetime
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Any, Literal, Optional


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"
    SCTP = "SCTP"


class Phase(str, Enum):
    NONE = ""
    RUNNING = "Running"


class Level(IntEnum):
    HIGH = 2
    LOW = 1


@dataclass
class Port:
    # +default=ref(Protocol.TCP)
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})
    port: int = field(default=0, metadata={"json": "port"})


@dataclass
class Spec:
    protocol: Protocol = field(metadata={"json": "protocol"})
    phase: Phase = field(default=Phase.NONE, metadata={"json": "phase"})
    level: Optional[Level] = field(default=None, metadata={"json": "level,omitempty"})
    mode: Literal["b", "a"] = field(default="b", metadata={"json": "mode"})
    created: Optional[datetime.datetime] = field(default=None, metadata={"json": "created,omitempty"})
    day: Optional[datetime.date] = field(default=None, metadata={"json": "day,omitempty"})
    blob: bytes = field(default=b"", metadata={"json": "blob"})
    # +default=8080
    target: int | str = field(default=0, metadata={"json": "target,omitempty"})
    raw: Any = field(default=None, metadata={"json": "raw,omitempty"})
    # +default={"a": null}
    extra: dict[str, Any] = field(default_factory=dict, metadata={"json": "extra,omitempty"})
    # +listType=map
    # +listMapKey=port
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
"""


@pytest.fixture(scope="module")
def universe(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("kinds")
    (root / "api.py").write_text(textwrap.dedent(SOURCE))
    return load_universe(discover([str(root / "api.py")], root), root)


@pytest.fixture(scope="module")
def components(universe) -> dict[str, Any]:
    return openapi_document(universe)["components"]["schemas"]


def test_each_kind_has_kube_openapis_shape(components: dict[str, Any]) -> None:
    """enum (sorted) with its type; formats date-time, date, byte; int-or-string with the
    anyOf controller-gen writes; preserve-unknown-fields (`type: object` for dict[str, Any])."""
    props = components["api.Spec"]["properties"]
    assert props["protocol"] == {"type": "string", "enum": ["SCTP", "TCP", "UDP"]}
    assert props["level"] == {"type": "integer", "enum": [1, 2]}
    assert props["mode"] == {"type": "string", "enum": ["a", "b"]}
    assert props["created"] == {"type": "string", "format": "date-time"}
    assert props["day"] == {"type": "string", "format": "date"}
    assert props["target"] == {
        "anyOf": [{"type": "integer"}, {"type": "string"}],
        "x-kubernetes-int-or-string": True,
        "default": 8080,
    }
    assert props["raw"] == {"x-kubernetes-preserve-unknown-fields": True}
    assert props["extra"] == {"type": "object", "x-kubernetes-preserve-unknown-fields": True, "default": {"a": None}}
    assert props["ports"]["x-kubernetes-list-type"] == "map"
    assert props["ports"]["x-kubernetes-list-map-keys"] == ["port"]


def test_implicit_zero_defaults_only_where_the_zero_is_a_value(components: dict[str, Any]) -> None:
    """KEP rule 4 (non-omitempty, non-Optional): `""` for an Enum that has a `""` member and for
    bytes; none for an Enum or Literal without one (it would not validate), none for Any."""
    props = components["api.Spec"]["properties"]
    assert "default" not in props["protocol"] and "default" not in props["mode"]
    assert props["phase"]["default"] == ""
    assert props["blob"] == {"type": "string", "format": "byte", "default": ""}
    assert "default" not in props["raw"]
    assert components["api.Spec"]["required"] == ["protocol", "phase", "mode", "blob"]


def test_the_document_is_valid_openapi(components: dict[str, Any]) -> None:
    validate({"openapi": "3.0.3", "info": {"title": "t", "version": "0"}, "paths": {}, "components": {"schemas": components}})


def test_structural_keeps_every_extension_and_format(universe) -> None:
    """--structural inlines `$ref`s and keeps enum, formats and x-kubernetes-* where they were."""
    schema = structural_schema(universe.dataclass("api.Spec"), universe)
    props = schema["properties"]
    assert props["ports"]["x-kubernetes-list-type"] == "map"
    assert props["ports"]["items"]["properties"]["protocol"] == {"type": "string", "enum": ["SCTP", "TCP", "UDP"], "default": "TCP"}
    assert props["target"]["x-kubernetes-int-or-string"] is True
    assert props["extra"]["x-kubernetes-preserve-unknown-fields"] is True
    assert props["created"]["format"] == "date-time"


def test_apply_defaults_int_or_string_and_free_form_positions_as_the_api_server(components: dict[str, Any]) -> None:
    """An int-or-string property is defaulted when missing or null and left alone when it holds
    either an int or a string; a preserve-unknown-fields value is kept whole — nulls and unknown
    keys inside it included (no pruning, no null normalisation inside free-form JSON)."""
    ref = {"$ref": "#/components/schemas/api.Spec"}
    assert apply_defaults({"protocol": "TCP"}, ref, components)["target"] == 8080
    assert apply_defaults({"target": None}, ref, components)["target"] == 8080
    assert apply_defaults({"target": "http"}, ref, components)["target"] == "http"
    assert apply_defaults({"target": 0}, ref, components)["target"] == 0
    free = {"x": None, "nested": {"y": None, "z": [None, {}]}}
    out = apply_defaults({"raw": free, "extra": free}, ref, components)
    assert out["raw"] == free and out["extra"] == free
    assert apply_defaults({}, ref, components)["extra"] == {"a": None}  # the default as written
    ports = apply_defaults({"ports": [{"port": 80}, {"port": 53, "protocol": "UDP"}]}, ref, components)["ports"]
    assert ports == [{"port": 80, "protocol": "TCP"}, {"port": 53, "protocol": "UDP"}]


NAMED = """\
import datetime
from dataclasses import dataclass, field
from enum import Enum
from typing import NewType, Optional, TypeAlias


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"


# +default=ref(Protocol.UDP)
Proto = NewType("Proto", Protocol)
# +default="2024-01-02T03:04:05Z"
Stamp: TypeAlias = datetime.datetime


@dataclass
class Spec:
    protos: list[Optional[Proto]] = field(default_factory=list, metadata={"json": "protos,omitempty"})
    stamps: dict[str, Stamp] = field(default_factory=dict, metadata={"json": "stamps,omitempty"})
    proto: Optional[Proto] = field(default=None, metadata={"json": "proto,omitempty"})
"""


def test_named_types_of_the_new_kinds_carry_their_default_to_every_use(tmp_path) -> None:
    """SPEC §4: a named type's `+default` (here a `ref()` to an Enum member, and a datetime)
    lands on the field and on list items / dict values; an Optional item is nullable (and
    apply_defaults keeps its nulls, as the generated code does)."""
    (tmp_path / "named.py").write_text(NAMED)
    universe = load_universe(discover([str(tmp_path / "named.py")], tmp_path), tmp_path)
    props = openapi_document(universe)["components"]["schemas"]["named.Spec"]["properties"]
    enum = {"type": "string", "enum": ["TCP", "UDP"]}
    # Optional items: null is a value (nullable), so the type's default never replaces one
    assert props["protos"]["items"] == {**enum, "nullable": True, "default": "UDP"}
    assert props["stamps"]["additionalProperties"] == {"type": "string", "format": "date-time", "default": "2024-01-02T03:04:05Z"}
    assert props["proto"] == {**enum, "default": "UDP"}
    ref = {"$ref": "#/components/schemas/named.Spec"}
    components = openapi_document(universe)["components"]["schemas"]
    out = apply_defaults({"protos": [None, "TCP"], "stamps": {"a": None}}, ref, components)
    assert out == {"protos": [None, "TCP"], "stamps": {"a": "2024-01-02T03:04:05Z"}, "proto": "UDP"}
