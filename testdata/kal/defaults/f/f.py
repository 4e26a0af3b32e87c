# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaults/testdata/src/f/f.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class F:
    # GoodField is correctly configured with +default, +optional, and omitempty.
    # +optional
    # +default="value"
    good_field: str = field(default="", metadata={"json": "goodField,omitempty"})
    # MissingOmitEmpty has a default and optional but no omitempty.
    # OmitEmpty policy is still SuggestFix by default.
    # +optional
    # +default="value"
    missing_omit_empty: str = field(default="", metadata={"json": "missingOmitEmpty"})
    # StructFieldMissingOmitZero is a struct field with default but missing omitzero.
    # When OmitZero policy is Warn, this should emit a warning without a fix.
    # +optional
    # +default={}
    struct_field_missing_omit_zero: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldMissingOmitZero,omitempty"})
    # StructFieldWithOmitZero is correctly configured with omitzero only.
    # omitempty is not required when omitzero is present (modernize linter would complain if both were present).
    # +optional
    # +default={}
    struct_field_with_omit_zero: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldWithOmitZero,omitzero"})


@dataclass
class NestedStruct:
    # Field is a nested field.
    # +optional
    field: str = field(default="", metadata={"json": "field,omitempty"})
