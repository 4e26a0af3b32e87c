# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/object.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


@dataclass
class ObjectType:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Valid: MinProperties on type
# +kubebuilder:validation:MinProperties=1
@dataclass
class MinPropertiesType:
    field: str = field(default="", metadata={"json": "field"})


# Valid: MaxProperties on type
# +kubebuilder:validation:MaxProperties=10
@dataclass
class MaxPropertiesType:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Types without markers for testing field markers
@dataclass
class MinPropertiesTypeNoMarker:
    field: str = field(default="", metadata={"json": "field"})


@dataclass
class MaxPropertiesTypeNoMarker:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Invalid: MinProperties marker on string type
# +kubebuilder:validation:MinProperties=2
InvalidMinPropertiesOnStringType = NewType("InvalidMinPropertiesOnStringType", str)


# Invalid: MaxProperties marker on array type
# +kubebuilder:validation:MaxProperties=5
InvalidMaxPropertiesOnArrayType = NewType("InvalidMaxPropertiesOnArrayType", list[str])


@dataclass
class ObjectMarkersFieldTest:
    # Valid: MinProperties marker on map field
    # +kubebuilder:validation:MinProperties=1
    valid_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "validMinProperties"})
    # Valid: MaxProperties marker on map field
    # +kubebuilder:validation:MaxProperties=10
    valid_max_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "validMaxProperties"})
    # Valid: All map markers on map field
    # +kubebuilder:validation:MinProperties=1
    # +kubebuilder:validation:MaxProperties=10
    valid_all_object_markers: dict[str, str] = field(default_factory=dict, metadata={"json": "validAllObjectMarkers"})
    # Valid: Using MinPropertiesType
    valid_min_properties_typed: MinPropertiesType = field(default_factory=MinPropertiesType, metadata={"json": "validMinPropertiesTyped"})
    # Valid: Using MaxPropertiesType
    valid_max_properties_typed: MaxPropertiesType = field(default_factory=MaxPropertiesType, metadata={"json": "validMaxPropertiesTyped"})
    # Invalid: MinProperties marker on named type
    # +kubebuilder:validation:MinProperties=1
    invalid_min_properties_on_min_properties_type_no_marker: MinPropertiesTypeNoMarker = field(default_factory=MinPropertiesTypeNoMarker, metadata={"json": "invalidMinPropertiesOnMinPropertiesTypeNoMarker"})
    # Invalid: MaxProperties marker on named type
    # +kubebuilder:validation:MaxProperties=10
    invalid_max_properties_on_max_properties_type_no_marker: MaxPropertiesTypeNoMarker = field(default_factory=MaxPropertiesTypeNoMarker, metadata={"json": "invalidMaxPropertiesOnMaxPropertiesTypeNoMarker"})
    # Invalid: MinProperties marker on string field
    # +kubebuilder:validation:MinProperties=2
    invalid_min_properties_on_string: str = field(default="", metadata={"json": "invalidMinPropertiesOnString"})
    # Invalid: MaxProperties marker on array field
    # +kubebuilder:validation:MaxProperties=5
    invalid_max_properties_on_array: list[str] = field(default_factory=list, metadata={"json": "invalidMaxPropertiesOnArray"})
    # Invalid: Using invalid named type (error is reported on the type definition)
    invalid_min_properties_on_string_typed: InvalidMinPropertiesOnStringType = field(default="", metadata={"json": "invalidMinPropertiesOnStringTyped"})
    # Invalid: Using invalid named type (error is reported on the type definition)
    invalid_max_properties_on_array_typed: InvalidMaxPropertiesOnArrayType = field(default_factory=list, metadata={"json": "invalidMaxPropertiesOnArrayTyped"})
