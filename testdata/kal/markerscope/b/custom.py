# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/b/custom.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# Custom marker that should only apply to fields
@dataclass
class CustomFieldMarkerTest:
    # +custom:field-only
    valid_field_marker: str = field(default="", metadata={"json": "validFieldMarker"})


# +custom:field-only
@dataclass
class InvalidCustomFieldMarkerOnType:
    name: str = field(default="", metadata={"json": "name"})


# Custom marker that should only apply to types
# +custom:type-only
@dataclass
class ValidCustomTypeMarker:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class CustomTypeMarkerTest:
    # +custom:type-only
    invalid_type_marker: str = field(default="", metadata={"json": "invalidTypeMarker"})


# Custom marker with type constraints
@dataclass
class CustomTypeConstraintTest:
    # Valid: string type field with string-only custom marker
    # +custom:string-only
    valid_string_field: str = field(default="", metadata={"json": "validStringField"})
    # Invalid: integer type field with string-only custom marker
    # +custom:string-only
    invalid_integer_field: int = field(default=0, metadata={"json": "invalidIntegerField"})
    # Valid: integer type field with integer-only custom marker
    # +custom:integer-only
    valid_integer_field: int = field(default=0, metadata={"json": "validIntegerField"})
    # Invalid: string type field with integer-only custom marker
    # +custom:integer-only
    invalid_string_field: str = field(default="", metadata={"json": "invalidStringField"})


# Custom marker with array element type constraints
@dataclass
class CustomArrayConstraintTest:
    # Valid: array of strings with string element constraint
    # +custom:string-array
    valid_string_array: list[str] = field(default_factory=list, metadata={"json": "validStringArray"})
    # Invalid: array of integers with string element constraint
    # +custom:string-array
    invalid_integer_array: list[int] = field(default_factory=list, metadata={"json": "invalidIntegerArray"})
    # Invalid: not an array type with array constraint
    # +custom:string-array
    invalid_non_array: str = field(default="", metadata={"json": "invalidNonArray"})
