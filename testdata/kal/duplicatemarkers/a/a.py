# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/duplicatemarkers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import StringFromAnotherFile


# +kubebuilder:validation:Enum=foo;bar;baz
# +kubebuilder:validation:Enum=foo;bar;baz
Enum = NewType("Enum", str)


# +kubebuilder:validation:MaxLength=10
# +kubebuilder:validation:MaxLength=11
MaxLength = NewType("MaxLength", int)


# +kubebuilder:validation:MaxLength=10
# +kubebuilder:validation:MaxLength=10
DuplicatedMaxLength = NewType("DuplicatedMaxLength", int)


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
# +kubebuilder:object:root=true
@dataclass
class DuplicateMarkerSpec:
    # +kubebuilder:validation:Required
    # should be ignored since it only has single marker
    required: str = field(default="", metadata={"json": "required"})
    # +listType=map
    # +listMapKey=primaryKey
    # +listMapKey=secondaryKey
    # +required
    # should be ignored since listMapKey is allowed to have different values
    map: Map = field(default_factory=Map, metadata={"json": "map"})
    # +optional
    # +kubebuilder:validation:XValidation:rule="self >= 1 && self <= 3",message="must be 1 to 5"
    # +kubebuilder:validation:XValidation:rule="self == oldSelf",message="replicas must be immutable"
    # should be ignored since XValidation is allowed to have different values
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas"})
    # +kubebuilder:validation:MaxLength=11
    # +kubebuilder:validation:MaxLength=10
    # should be ignored since MaxLength is allowed to have different values
    maxlength: int = field(default=0, metadata={"json": "maxlength"})
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:Required
    duplicated_required: str = field(default="", metadata={"json": "duplicatedRequired"})
    # +kubebuilder:validation:Enum=foo;bar;baz
    # +kubebuilder:validation:Enum=foo;bar;baz
    duplicated_enum: str = field(default="", metadata={"json": "duplicatedEnum"})
    # +kubebuilder:validation:MaxLength=10
    # +kubebuilder:validation:MaxLength=10
    duplicated_max_length: int = field(default=0, metadata={"json": "duplicatedMaxLength"})
    # +kubebuilder:validation:MaxLength=10
    duplicated_max_length_including_type_marker: MaxLength = field(default=0, metadata={"json": "duplicatedMaxLengthIncludingTypeMarker"})
    # +listType=map
    # +listMapKey=primaryKey
    # +listMapKey=secondaryKey
    # +listType=map
    # +required
    duplicated_list_type_map: Map = field(default_factory=Map, metadata={"json": "duplicatedListTypeMap"})
    # +optional
    # +kubebuilder:validation:XValidation:rule="self >= 1 && self <= 3",message="must be 1 to 5"
    # +kubebuilder:validation:XValidation:rule="self == oldSelf",message="replicas must be immutable"
    # +kubebuilder:validation:XValidation:rule="self >= 1 && self <= 3",message="must be 1 to 5"
    duplicated_replicas: Optional[int] = field(default=None, metadata={"json": "duplicatedReplicas"})
    # +optional
    # +kubebuilder:validation:XValidation:rule="self >= 1 && self <= 3",message="must be 1 to 5"
    # +kubebuilder:validation:XValidation:rule="self == oldSelf",message="replicas must be immutable"
    # +kubebuilder:validation:XValidation:message="must be 1 to 5",rule="self >= 1 && self <= 3"
    duplicated_unordered_validation_replicas: Optional[int] = field(default=None, metadata={"json": "duplicatedUnorderedValidationReplicas"})
    string_from_another_file: StringFromAnotherFile = field(default="", metadata={"json": "stringFromAnotherFile"})
    # +kubebuilder:validation:MaxLength=10
    string_from_another_file_with_max_length: StringFromAnotherFile = field(default="", metadata={"json": "stringFromAnotherFileWithMaxLength"})


@dataclass
class Map:
    # +required
    primary_key: str = field(default="", metadata={"json": "primaryKey"})
    # +required
    secondary_key: str = field(default="", metadata={"json": "secondaryKey"})
    # +required
    value: str = field(default="", metadata={"json": "value"})
