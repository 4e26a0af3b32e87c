"""The schema each built-in type publishes (SPEC §5): the shape `openapi.schemas` writes for
a scalar and for a type with a fixed wire form, and that `openapi.implicit` checks an implicit
zero default against (`""` is no valid `format: byte`)."""

from __future__ import annotations

from typing import Any

SCALAR_SCHEMA: dict[str, dict[str, str]] = {
    "str": {"type": "string"},
    "int": {"type": "integer"},
    "float": {"type": "number", "format": "double"},
    "bool": {"type": "boolean"},
}

SPECIAL_SCHEMA: dict[str, dict[str, Any]] = {
    "datetime": {"type": "string", "format": "date-time"},
    "date": {"type": "string", "format": "date"},
    "bytes": {"type": "string", "format": "byte"},
    "int-or-string": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": True},
    "any": {"x-kubernetes-preserve-unknown-fields": True},
    "object": {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
}
