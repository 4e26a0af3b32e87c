# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaults/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, TypeAlias


@dataclass
class A:
    # GoodDefaultField is correctly configured with +default, +optional, and omitempty.
    # +optional
    # +default="default-value"
    good_default_field: str = field(default="", metadata={"json": "goodDefaultField,omitempty"})
    # K8sDefaultOnlyField uses only +k8s:default which requires adding the preferred marker.
    # +optional
    # +k8s:default="default-value"
    k8s_default_only_field: str = field(default="", metadata={"json": "k8sDefaultOnlyField,omitempty"})
    # KubebuilderDefaultField uses +kubebuilder:default which should be replaced.
    # +optional
    # +kubebuilder:default="default-value"
    kubebuilder_default_field: str = field(default="", metadata={"json": "kubebuilderDefaultField,omitempty"})
    # MissingOptionalField has a default but is not marked optional.
    # +default="value"
    missing_optional_field: str = field(default="", metadata={"json": "missingOptionalField,omitempty"})
    # MissingOmitEmptyField has a default and optional but no omitempty.
    # +optional
    # +default="value"
    missing_omit_empty_field: str = field(default="", metadata={"json": "missingOmitEmptyField"})
    # BothIssuesField has both issues: not optional and no omitempty.
    # +default="value"
    both_issues_field: str = field(default="", metadata={"json": "bothIssuesField"})
    # NoDefaultField is a regular field without default - should not be flagged.
    # +optional
    no_default_field: str = field(default="", metadata={"json": "noDefaultField,omitempty"})
    # RequiredFieldWithDefault has both required and default, which is contradictory.
    # +required
    # +default="value"
    required_field_with_default: str = field(default="", metadata={"json": "requiredFieldWithDefault,omitempty"})
    # RequiredFieldNoDefault is a required field without default - should not be flagged.
    # +required
    required_field_no_default: str = field(default="", metadata={"json": "requiredFieldNoDefault"})
    # RequiredFieldNoOmitEmpty is a required field without omitempty - should not be flagged.
    # This tests that required fields without omitempty are not incorrectly flagged.
    # +required
    required_field_no_omit_empty: str = field(default="", metadata={"json": "requiredFieldNoOmitEmpty"})
    # InlineField with default and inline tag should not require omitempty.
    # +optional
    # +default={}
    inline_field: NestedStruct = field(default_factory=NestedStruct, metadata={"json": ",inline"})
    # IgnoredField with json ignore tag is skipped entirely by the inspector.
    # No checks are performed for optional/omitempty on ignored fields.
    # +default="ignored"
    ignored_field: str = field(default="", metadata={"json": "-"})
    # BothDefaultAndK8sMarkers has both +default and +k8s:default which is acceptable (K/K transition).
    # +optional
    # +default="value"
    # +k8s:default="value"
    both_default_and_k8s_markers: str = field(default="", metadata={"json": "bothDefaultAndK8sMarkers,omitempty"})
    # BothDefaultAndKubebuilderMarkers has both +default and +kubebuilder:default which should suggest removing kubebuilder:default.
    # +optional
    # +default="value"
    # +kubebuilder:default="value"
    both_default_and_kubebuilder_markers: str = field(default="", metadata={"json": "bothDefaultAndKubebuilderMarkers,omitempty"})
    # StructFieldWithOmitEmpty has omitempty only (missing omitzero for struct types).
    # +optional
    # +default={}
    struct_field_with_omit_empty: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldWithOmitEmpty,omitempty"})
    # StructFieldWithOmitZero has omitzero only - this is the preferred state for struct types.
    # omitempty is not required when omitzero is present (modernize linter would complain if both were present).
    # +optional
    # +default={}
    struct_field_with_omit_zero: NestedStruct = field(default_factory=NestedStruct, metadata={"json": "structFieldWithOmitZero,omitzero"})
    # DefinedTypeField uses a defined type (alias to struct) - should require omitzero.
    # +optional
    # +default={}
    defined_type_field: DefinedStructType = field(default_factory=DefinedStructType, metadata={"json": "definedTypeField,omitempty"})
    # TypeAliasField uses a type alias to struct - should require omitzero.
    # +optional
    # +default={}
    type_alias_field: StructTypeAlias = field(default_factory=StructTypeAlias, metadata={"json": "typeAliasField,omitempty"})
    # PointerToStructField is a pointer to struct - should NOT require omitzero (pointers have nil zero value).
    # +optional
    # +default={}
    pointer_to_struct_field: Optional[NestedStruct] = field(default=None, metadata={"json": "pointerToStructField,omitempty"})
    # PointerToStructMissingOmitEmpty is a pointer to struct missing omitempty.
    # +optional
    # +default={}
    pointer_to_struct_missing_omit_empty: Optional[NestedStruct] = field(default=None, metadata={"json": "pointerToStructMissingOmitEmpty"})


# NestedStruct is a simple struct for testing.
@dataclass
class NestedStruct:
    # Field is a nested field.
    # +optional
    field: str = field(default="", metadata={"json": "field,omitempty"})


# DefinedStructType is a defined type based on NestedStruct.
@dataclass
class DefinedStructType(NestedStruct):
    pass


# StructTypeAlias is a type alias to NestedStruct.
StructTypeAlias: TypeAlias = NestedStruct
