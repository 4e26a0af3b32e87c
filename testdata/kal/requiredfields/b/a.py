# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/b/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Foo:
    # +required
    required_struct_with_required_field_without_omit_zero: StructWithRequiredField = field(default_factory=StructWithRequiredField, metadata={"json": "requiredStructWithRequiredFieldWithoutOmitZero"})
    # +required
    required_struct_with_required_field_with_omit_zero: StructWithRequiredField = field(default_factory=StructWithRequiredField, metadata={"json": "requiredStructWithRequiredFieldWithOmitZero,omitzero"})


@dataclass
class StructWithRequiredField:
    # Does not allow the zero value.
    # +required
    # +kubebuilder:validation:Enum=A;B;C
    enum_string_without_omit_empty: str = field(default="", metadata={"json": "enumStringWithoutOmitEmpty"})
