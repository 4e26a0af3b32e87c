# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaults/testdata/src/c/c.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class C:
    # GoodDefaultField is correctly configured with +default, +optional, and omitempty.
    # +optional
    # +default="default-value"
    good_default_field: str = field(default="", metadata={"json": "goodDefaultField,omitempty"})
    # StructFieldMissingOmitEmpty has a default and optional but no omitempty.
    # When omitzero is forbidden, only omitempty should be suggested.
    # +optional
    # +default={}
    struct_field_missing_omit_empty: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldMissingOmitEmpty"})
    # StructFieldWithOmitEmpty is correctly configured with omitempty (omitzero not required when forbidden).
    # +optional
    # +default={}
    struct_field_with_omit_empty: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldWithOmitEmpty,omitempty"})


@dataclass
class NestedStruct:
    # Field is a nested field.
    # +optional
    field: str = field(default="", metadata={"json": "field,omitempty"})
