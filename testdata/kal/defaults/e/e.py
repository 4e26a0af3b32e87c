# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaults/testdata/src/e/e.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class E:
    # GoodField is correctly configured with +default, +optional, and omitempty.
    # +optional
    # +default="value"
    good_field: str = field(default="", metadata={"json": "goodField,omitempty"})
    # MissingOmitEmpty has a default and optional but no omitempty.
    # When policy is Ignore, this should NOT emit any warning.
    # +optional
    # +default="value"
    missing_omit_empty: str = field(default="", metadata={"json": "missingOmitEmpty"})
    # StructFieldMissingBoth is a struct field missing both omitempty and omitzero.
    # When OmitEmpty policy is Ignore, only omitzero warning should be emitted.
    # +optional
    # +default={}
    struct_field_missing_both: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldMissingBoth"})
    # StructFieldWithOmitEmpty has omitempty but missing omitzero.
    # +optional
    # +default={}
    struct_field_with_omit_empty: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldWithOmitEmpty,omitempty"})


@dataclass
class NestedStruct:
    # Field is a nested field.
    # +optional
    field: str = field(default="", metadata={"json": "field,omitempty"})
